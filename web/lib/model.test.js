import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildModel } from "./model.js";
import { pack, unpack, narrow, PackedRecord } from "../engine/pack.js";
import { fixtureDataset } from "../e2e/testdata/fixture.js";

// shared gives the fixture's records as the page unpacks them (engine/pack.js): the
// records that have equal lists share the same arrays.
function shared(ds) {
  const seen = new Map();
  const one = (v) => {
    if (!Array.isArray(v)) return v;
    const k = JSON.stringify(v);
    if (!seen.has(k)) seen.set(k, v);
    return seen.get(k);
  };
  const records = ds.records.map((r) => ({ ...r, photographers: one(r.photographers), photographer_ids: one(r.photographer_ids),
    agencies: one(r.agencies), places: one(r.places), places_resolved: one(r.places_resolved), place_ids: one(r.place_ids) }));
  return { ...ds, records };
}

test("records that share their lists give the model of records that do not", () => {
  const plain = buildModel(fixtureDataset()), same = buildModel(shared(fixtureDataset()));
  for (const k of ["phot", "agencies", "places", "placesUp", "chains"]) assert.deepEqual(same[k], plain[k], k);
  assert.deepEqual([...same.unique], [...plain.unique]);
  const variants = (m) => [...m.photographers.values()].map((p) => [p.id, p.name, [...p.variants]]);
  assert.deepEqual(variants(same), variants(plain), "names and their variants' counts");
  assert.deepEqual([...same.placeInfo], [...plain.placeInfo]);
});

test("agencyChain finds 'via' in the credit as a regular expression on its slice does", async () => {
  const { agencyChain } = await import("./model.js");
  const { utf16Spans } = await import("./text.js");
  const enc = new TextEncoder();
  // the chain as the credit's slice and /\bvia\b/i give it
  const want = (r) => {
    const credit = utf16Spans(r.text, [0, 0, r.spanData[2], r.spanData[3]])[0];
    const where = credit ? r.text.slice(credit.start, credit.end) : r.text;
    return r.agencies.join(/\bvia\b/i.test(where) ? " via " : " / ");
  };
  const words = ["via", "VIA", "Via", "Sylvia", "trivia", "_via", "via_", "é", "Ünal", "😀", "/", " ", "AP", "Reuters", "vía"];
  let seed = 3, vias = 0;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const joins = new Map();
  const agencies = ["Aleppo Media Center", "AP"];
  for (let n = 0; n < 5000; n++) {
    let text = "";
    for (let k = Math.floor(rand() * 10); k > 0; k--) text += words[Math.floor(rand() * words.length)] + (rand() < 0.5 ? " " : "");
    const bytes = enc.encode(text).length;
    const a = Math.floor(rand() * (bytes + 1)), b = a + Math.floor(rand() * (bytes - a + 1));
    const r = { text, agencies, spanData: new Int32Array([0, 0, a, b]), spanAt: 0, spanEnd: 4 };
    const got = agencyChain(r, joins);
    if (got.includes(" via ")) vias++;
    assert.equal(got, want(r), `${JSON.stringify(text)} credit bytes ${a}–${b}`);
    // a packed record's text is UTF-8 bytes within its input (engine/pack.js)
    const input = enc.encode("vx" + text + "av"); // letters around it: the credit's edges are its own
    const packed = { ...r, textBytes: input, textFrom: 2, textTo: input.length - 2 };
    assert.equal(agencyChain(packed, joins), got, `${JSON.stringify(text)} as bytes, credit bytes ${a}–${b}`);
    if (n % 10 === 0) {
      // and as the page has it: a PackedRecord, its spans read from its part's bytes
      const w = { version: "2", files: [{ name: "a", size: bytes }], records: [[0, 0, bytes, 1, text, null, agencies, "", null, null, null, [0, 0, a, b], -1]] };
      const [rec] = unpack(narrow(pack(w)).part).dataset.records;
      assert.ok(rec instanceof PackedRecord);
      assert.equal(agencyChain(rec, joins), got, `${JSON.stringify(text)} packed, credit bytes ${a}–${b}`);
    }
  }
  assert.ok(vias > 200, `only ${vias} chains with via`);
  assert.equal(joins.size, 1, "one list of agencies, joined once");
});
