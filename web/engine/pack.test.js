import { test } from "node:test";
import assert from "node:assert/strict";
import { pack, unpack, narrow, Record, PackedRecord, textRange, COLS, C_START, C_LINE, C_FILE, C_PHOT, C_AGENCIES, C_DATE, C_PLACES, C_LOCATION, C_NOTES, C_SPAN, C_DUP, FROM_INPUT } from "./pack.js";
import { fromWire, toWire } from "./wire.js";
import { merge, mergeAsync } from "./merge.js";
import { dupKey, keyHash, prefixHash, utf8Length } from "./dupkey.js";
import { wire as threeRecords } from "./testdata/wire.js";

// The dataset of testdata/wire.js with a fourth record: a duplicate of the first,
// with a span past 16 bits.
const wire = () => {
  const w = threeRecords();
  w.files[0] = { ...w.files[0], captions: 4, duplicates: 1, bytes: { ...w.files[0].bytes, caption: 240, duplicate: 60 } };
  w.records.push([0, 182, 240, 7, "Rubble in Sukkari, Aleppo, Syria. REUTERS/Ann Lee", ["Ann Lee"], ["Reuters"], "", ["Sukkari", "Aleppo", "Syria"],
    ["x:gn:1/skr", "gn:1", "c:SY"], 0, [0, 0, 34, 70000, 1, 0, 42, 49, 4, 0, 10, 17], 0]);
  w.stats = { captions: 4 };
  return w;
};

// through packs in a worker's way and unpacks in the page's: transferred buffers.
function through(w, only) {
  const { part, transfer } = pack(w, only);
  return unpack(structuredClone(part, { transfer }));
}

test("unpack gives the records fromWire gives; the merge of either writes the same JSON", () => {
  const { dataset, keys } = through(wire());
  const want = fromWire(wire());
  for (const [i, r] of dataset.records.entries()) {
    for (const k of Object.keys(want.records[i])) assert.deepEqual(r[k], want.records[i][k], `record ${i}: ${k}`);
    assert.deepEqual(r.notes, want.records[i].notes, `record ${i}: notes`);
    assert.equal(r.truncated, want.records[i].truncated, `record ${i}: truncated`);
  }
  assert.equal(keys.length, 8, "two hashes a record");
  assert.deepEqual(JSON.parse(JSON.stringify(toWire(dataset))), wire());
  assert.equal(JSON.stringify(merge([dataset], [keys])), JSON.stringify(merge([want])));
});

test("records share the values they have in common, across parts", () => {
  const a = through(wire()).dataset.records, b = through(wire()).dataset.records;
  assert.equal(a[0].photographers, b[3].photographers);
  assert.equal(a[0].places_resolved, b[0].places_resolved);
  assert.equal(a[0].places_resolved[1], b[3].places_resolved[1]);
  assert.notEqual(a[1].places_resolved[0], a[0].places_resolved[0], "an inline variant of a place is its own");
});

test("pack with a file name keeps that file's records", () => {
  const w = wire();
  w.files.push({ ...w.files[0], name: "b.txt" });
  w.records[1][0] = "b.txt";
  const a = through(w, "a.txt").dataset, b = through(w, "b.txt").dataset;
  assert.deepEqual(a.records.map((r) => r.start), [0, 122, 182]);
  assert.deepEqual(b.records.map((r) => r.file), ["b.txt"]);
  assert.deepEqual([a.files.map((f) => f.name), b.files.map((f) => f.name)], [["a.txt"], ["b.txt"]]);
});

test("pack refuses another version and a place not in the table", () => {
  assert.throws(() => pack({ version: "1", records: [] }), /version/);
  const w = wire();
  w.records[0][9] = ["gn:404", "gn:1", "c:SY"];
  assert.throws(() => pack(w), /gn:404/);
});

test("prefixHash is the same for keys that begin alike over 40 bytes, -1 below", () => {
  const long = dupKey("Volunteers clear rubble from a street in the old city after the storm", false);
  assert.equal(prefixHash(long), prefixHash(long.slice(0, 45)));
  assert.equal(prefixHash(long.slice(0, 39)), -1);
  const wide = "ж".repeat(20); // 40 bytes in 20 code units
  assert.equal(utf8Length(wide), 40);
  assert.equal(prefixHash(wide), prefixHash(wide + "abc"));
  assert.notEqual(keyHash("a"), keyHash("b"));
});

// hashed gives the records of texts and keys whose hashes are all the same: the merge
// must tell the keys apart on the keys themselves.
function colliding(texts) {
  let start = 0;
  const records = texts.map((text) => {
    const r = { file: "a", start, end: start + text.length, line: 1, text, photographers: [], agencies: [], date: "", places: [] };
    if (/(\.\.\.|…)$/.test(text)) r.truncated = true;
    start += text.length + 2;
    return r;
  });
  const keys = new Float64Array(2 * texts.length);
  texts.forEach((t, i) => {
    keys[2 * i] = 7;
    keys[2 * i + 1] = prefixHash(dupKey(t, !!records[i].truncated)) === -1 ? -1 : 9;
  });
  return { records, keys };
}

// partOf gives a part of file "a" with records.
const partOf = (records) => ({ version: "2", files: [{ name: "a", size: 1, captions: 0, duplicates: 0, noise: 0, bytes: { caption: 0, duplicate: 0, noise: 0, blank: 0, error: 0 } }], records, stats: {}, parent_names: {} });

// onBytes gives records as the page unpacks them: Records whose texts are read from one
// input's UTF-8 bytes, two bytes apart.
function onBytes(records) {
  const enc = new TextEncoder();
  const input = enc.encode(records.map((r) => r.text).join("\n\n"));
  let at = 0;
  return records.map((plain) => {
    const r = Object.assign(new Record(), { ...plain, text: undefined });
    const n = enc.encode(plain.text).length;
    [r.textBytes, r.textFrom, r.textTo] = [input, at, at + n];
    at += n + 2;
    return r;
  });
}

test("duplicates found on key hashes are confirmed on the keys", async () => {
  const long = "Volunteers clear rubble from a street in the old city after the storm";
  const texts = ["One.", "Two.", "one", long, "Volunteers clear rubble from a street in the new city", long.slice(0, 52) + "...", "Two!"];
  const want = [-1, -1, 0, -1, -1, 3, 1];
  const { records, keys } = colliding(texts);
  const part = partOf(records);
  const plain = JSON.stringify(merge([part]));
  assert.deepEqual(merge([part], [keys]).records.map((r) => r.duplicate_of), want);
  assert.equal(JSON.stringify(merge([part], [keys])), plain);
  assert.equal(JSON.stringify(await mergeAsync([part], [keys], { budget: 0 })), plain);
  const trusted = await mergeAsync([part], [keys], { verify: false });
  assert.deepEqual(trusted.records.map((r) => r.duplicate_of).slice(0, 3), [-1, 0, 0], "unconfirmed, the same hash is the same key");
});

test("duplicates are confirmed on the bytes of texts read from the input", async () => {
  const long = "Volunteers clear rubble from a street in the old city after the storm";
  const texts = ["One.", "Two.", "ONE", long, "Volunteers clear rubble from a street in the new city", long.slice(0, 52) + "…", "Two!", "Ça va.", "ÇA VA"];
  const { records, keys } = colliding(texts);
  const packed = onBytes(records);
  packed.forEach((r, i) => assert.equal(r.text, records[i].text, "the text is read from the bytes"));
  const want = [-1, -1, 0, -1, -1, 3, 1, -1, 7];
  assert.deepEqual(merge([partOf(packed)], [keys]).records.map((r) => r.duplicate_of), want);
  assert.equal(JSON.stringify(merge([partOf(packed)], [keys])), JSON.stringify(merge([partOf(records)])));
});

test("shortened copies find their caption among many that begin alike, as on the texts", () => {
  // captions from one template: the same first 100 bytes and more, then a place
  const head = "Rescue workers search the rubble of a collapsed building after the overnight shelling of the district in ";
  const places = ["Kharkiv", "Idlib", "Gaza", "Mosul", "Aleppo", "Homs", "Raqqa", "Douma", "Sanaa", "Taiz", "Marib", "Kherson"];
  const tail = ", as neighbours watch from the balconies of the building opposite and firefighters put out the last fires of the night.";
  const texts = [];
  for (const p of places) texts.push(head + p + tail, head + p + ", Syria" + tail);
  // copies cut at several lengths (under and over each level), some of no caption
  for (const [k, cut] of [[0, 50], [3, 110], [5, 120], [7, 170], [9, 250], [11, 330], [2, 200]]) texts.push(texts[k].slice(0, cut) + "...");
  texts.push(head + "Lviv" + tail.slice(0, 60) + "…", (head + "Kharkiv").toUpperCase() + " …", head + "LVIV" + tail.slice(0, 60) + "...");
  const { records, keys } = colliding(texts);
  const packed = onBytes(records);
  const got = merge([partOf(packed)], [keys]).records.map((r) => r.duplicate_of);
  const want = merge([partOf(records)], [keys]).records.map((r) => r.duplicate_of);
  assert.deepEqual(got, want);
  assert.deepEqual(got.slice(24), [0, 2, 5, 7, 9, 11, 2, -1, 0, 31], "each copy the first caption it begins, or the first copy of its key");
});

test("shortened copies find their caption in a bucket of keys that begin differently, as on the strings", () => {
  // one prefix hash for captions of two templates that differ in their first bytes (a
  // collision of the hashes): the bucket is sorted on whole keys
  const heads = ["Rescue workers search the rubble of a collapsed building in ", "Residents walk past the ruins of the market destroyed in "];
  const places = ["Kharkiv", "Idlib", "Gaza", "Mosul", "Aleppo", "Homs", "Raqqa", "Douma"];
  const texts = [];
  for (const p of places) for (const h of heads) texts.push(`${h}${p} after the overnight shelling, as neighbours watch.`);
  for (const [k, cut] of [[0, 70], [3, 64], [6, 90], [9, 75], [15, 80], [4, 62], [2, 30]]) texts.push(texts[k].slice(0, cut) + "...");
  texts.push(heads[1] + "Lviv after the overnight…");
  const { records, keys } = colliding(texts);
  const got = merge([partOf(onBytes(records))], [keys]).records.map((r) => r.duplicate_of);
  const want = merge([partOf(records.map((r) => ({ ...r })))]).records.map((r) => r.duplicate_of); // on the strings' keys
  assert.deepEqual(got, want);
  assert.deepEqual(got.slice(16), [0, 3, 6, 9, 15, 4, -1, -1], "each copy the first caption it begins; a short copy, and one of no caption, none");
});

test("a record writes its text and spans to JSON, not the buffers they are read from", () => {
  const { dataset } = through(wire());
  const got = JSON.parse(JSON.stringify(dataset.records[3]));
  assert.equal(got.text, "Rubble in Sukkari, Aleppo, Syria. REUTERS/Ann Lee");
  assert.deepEqual(got.spans, [0, 0, 34, 70000, 1, 0, 42, 49, 4, 0, 10, 17]);
  for (const k of ["textBytes", "textFrom", "textTo", "plainText", "spanData", "spanAt", "spanEnd"]) assert.ok(!(k in got), k);
  const keys = Object.keys(got);
  const plain = fromWire(wire()).records[3];
  for (const k of Object.keys(plain)) assert.ok(keys.includes(k) || plain[k] === undefined, `${k} is written`);
});

test("a packed record reads every field from its part's columns; what the merge sets is its own", () => {
  const { dataset } = through(wire());
  const want = fromWire(wire()).records;
  const [a, b, c, d] = dataset.records;
  assert.ok(a instanceof PackedRecord && a.c === d.c, "the records of a part share its columns");
  // the three forms of location: a place's index (resolved, unresolved), a value
  assert.deepEqual([a.location, a.location_id, a.location_key], ["Sukkari", "x:gn:1/skr", undefined]);
  assert.deepEqual([b.location, b.location_id, b.location_key], ["Tal Samin", "", "?talsamin"]);
  assert.deepEqual([c.location, c.location_id, c.location_key], ["Homs", "", "?homs"]);
  assert.deepEqual([b.notes, b.truncated, c.notes, c.truncated, a.truncated], [["a note"], true, undefined, true, undefined]);
  assert.equal(b.spans, null);
  assert.equal(b.spanCount, -1);
  assert.deepEqual(c.spans, []);
  assert.deepEqual(a.spans, [0, 0, 34, 50, 1, 0, 42, 49, 4, 0, 10, 17]);
  assert.deepEqual(d.spans, [0, 0, 34, 70000, 1, 0, 42, 49, 4, 0, 10, 17], "a value past 16 bits");
  assert.deepEqual([a.spanCount, d.spanCount, d.spanValue(3), d.spanValue(11)], [12, 12, 70000, 17]);
  for (const [i, r] of dataset.records.entries()) assert.equal(r.text, want[i].text, `record ${i}: text`);
  // duplicate_of and photographer_ids are set on one record only
  a.duplicate_of = 7;
  assert.deepEqual(dataset.records.map((r) => r.duplicate_of), [7, -1, 0, 0]);
  d.photographer_ids = ["x"];
  assert.deepEqual([a.photographer_ids, d.photographer_ids], [["annlee"], ["x"]]);
  assert.equal(a.photographers, d.photographers, "the same names, shared");
  // a record's own fields are few: the rest is read through its columns
  assert.deepEqual(Object.keys(a).sort(), ["c", "i", "id"]);
});

test("a part's texts given as strings are read as strings", () => {
  const { part, transfer } = pack(wire());
  const { dataset } = unpack(structuredClone(part, { transfer }));
  assert.equal(dataset.records[1].text, "Smoke over SUKKARI, Tal Samin. (Nguyễn Văn/AFP)");
  assert.equal(dataset.records[1].textBytes, null);
  const t = textRange(dataset.records[1]);
  assert.equal(new TextDecoder().decode(t.b.subarray(t.from, t.to)), dataset.records[1].text);
});

test("narrow keeps each column in the narrowest array that holds it, and the records read the same", () => {
  const w = wire();
  // a start past 16 bits, and a line number that spans more than 65536 lines
  w.records[2][1] = 1 << 20;
  w.records[2][2] = (1 << 20) + 58;
  w.records[2][3] = 70000;
  const packed = pack(w);
  const { part, transfer } = narrow(packed);
  const { columns, bias } = part;
  assert.ok(columns[C_START] instanceof Uint16Array === false && columns[C_START] instanceof Int32Array, "starts over 16 bits");
  assert.ok(columns[C_LINE] instanceof Int32Array, "lines 1 to 70000");
  for (const k of [C_FILE, C_PHOT, C_AGENCIES, C_DATE, C_PLACES, C_LOCATION, C_NOTES]) assert.ok(columns[k] instanceof Uint16Array, `column ${k}`);
  assert.ok(columns[C_DUP] instanceof Int32Array && bias[C_DUP] === 0, "the merge writes duplicate_of");
  assert.equal(columns[C_SPAN].length, part.n + 1, "the span column's last row");
  for (let k = 0; k < COLS; k++) {
    if (k === C_SPAN) continue; // where the spans are in spanBytes (packSpans)
    for (let i = 0; i < columns[k].length; i++) assert.equal(columns[k][i] + bias[k], packed.part.cols[i * COLS + k], `column ${k}, row ${i}`);
  }
  assert.equal(part.cols, null);
  assert.ok(!transfer.includes(packed.part.cols.buffer), "the row-major columns stay");
  const a = unpack(structuredClone(part, { transfer })).dataset.records, b = fromWire(w).records;
  for (const [i, r] of a.entries()) for (const k of Object.keys(b[i])) assert.deepEqual(r[k], b[i][k], `record ${i}: ${k}`);
});

test("narrow drops the ends when every text is the input's, and keeps them and the texts otherwise", () => {
  const input = new TextEncoder().encode("ab\n\ncd");
  const part = (ends, text) => ({ n: 2, cols: new Int32Array((2 + 1) * COLS), ends: Uint32Array.from(ends), text, src: input, spans: new Uint16Array(0), keys: new Float64Array(4) });
  const all = narrow({ part: part([FROM_INPUT + 2, FROM_INPUT + 2], new Uint8Array(0)) }).part;
  assert.deepEqual([all.ends, all.text], [null, null]);
  const some = narrow({ part: part([FROM_INPUT, 3], Uint8Array.of(120, 121, 122)) }).part;
  assert.deepEqual(Array.from(some.ends), [FROM_INPUT, 3]);
  assert.deepEqual(Array.from(some.text), [120, 121, 122]);
});

test("a merge of packed parts reads their key hashes through the records, in or out of order, and gives them back", async () => {
  const named = (name) => {
    const w = wire();
    w.files[0].name = name;
    return w;
  };
  const parts = [through(named("a.txt")), through(named("b.txt")), through(named("a.txt"))];
  const plain = [fromWire(named("a.txt")), fromWire(named("b.txt")), fromWire(named("a.txt"))];
  for (const order of [[0, 1], [1, 0], [1, 2, 0]]) {
    const want = JSON.stringify(merge(order.map((k) => plain[k])));
    for (const k of order) parts[k].dataset.records[0].c.hashes = "stale"; // what the merge lends over
    const got = await mergeAsync(order.map((k) => parts[k].dataset), order.map((k) => parts[k].keys), { budget: 0 });
    assert.equal(JSON.stringify(got), want, `parts ${order}`);
    for (const k of order) assert.equal(parts[k].dataset.records[0].c.hashes, null, "the hashes are taken back");
  }
});

test("packSpans keeps each record's spans in the fewest bytes that hold them", () => {
  const w = wire();
  w.records[0][11] = [0, 0, 34, 255, 1, 0, 42, 49]; // one byte a value
  w.records[1][11] = [0, 0, 34, 256]; // two
  w.records[2][11] = [0, 0, 0, 1 << 20]; // four
  // the fourth: 70000 (four bytes)
  const { part } = narrow(pack(w));
  assert.equal(part.spanBytes.length, 8 + 2 * 4 + 4 * 4 + 4 * 12);
  const got = unpack(part).dataset.records;
  assert.deepEqual(got.map((r) => r.spans), [w.records[0][11], [0, 0, 34, 256], [0, 0, 0, 1 << 20], [0, 0, 34, 70000, 1, 0, 42, 49, 4, 0, 10, 17]]);
  w.records[1][11] = null;
  w.records[2][11] = [];
  const nulls = unpack(narrow(pack(w)).part).dataset.records;
  assert.deepEqual(nulls.map((r) => r.spans), [w.records[0][11], null, [], [0, 0, 34, 70000, 1, 0, 42, 49, 4, 0, 10, 17]]);
});
