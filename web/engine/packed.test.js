import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { pack, unpack, narrow } from "./pack.js";
import { unframe } from "./packed.js";
import { dupKey, keyHash, keyHashesUTF8, prefixHash } from "./dupkey.js";

// testdata/packed holds datasets of invented captions as the handler answers them:
// their JSON and their packed frames (analysis/packed_test.go writes both). What the
// page reads of the frames must be what pack.js makes of the JSON: the same columns,
// texts, spans, values, value keys and duplicate key hashes.
const read = (name, ext) => readFileSync(new URL(`./testdata/packed/${name}${ext}`, import.meta.url));
const buffer = (b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
// frames reads a fixture's frames, with the inputs that hold the texts they leave out.
const frames = (name) => {
  const { sources } = JSON.parse(read(name, ".names.json"));
  const input = sources ? buffer(read(name, ".input")) : null;
  const src = (sources || []).map((s) => ({ bytes: new Uint8Array(input, s.At, s.Size), offset: s.Offset }));
  return unframe(buffer(read(name, ".bin")), src);
};
// plain gives a part's arrays as plain arrays, and its texts as strings.
const plain = (part) => {
  const texts = part.texts || unpack(part).dataset.records.map((r) => r.text);
  const { text, ends, src, srcOffset, ...rest } = part;
  return { ...rest, texts, spans: Array.from(part.spans), cols: Array.from(part.cols), keys: Array.from(part.keys) };
};

for (const name of ["one", "batch", "wide", "chunk"]) {
  test(`${name}: the frames read as pack.js packs the JSON`, () => {
    const w = JSON.parse(read(name, ".json"));
    const { names } = JSON.parse(read(name, ".names.json"));
    const got = frames(name);
    const want = names ? names.map((n) => pack({ ...w, records: w.records.filter((t) => w.files[t[0]].name === n), stats: null }, n)) : [pack(w)];
    assert.equal(got.length, want.length, "one frame a file");
    for (const [k, g] of got.entries()) {
      assert.deepEqual(plain(g.part), plain(want[k].part), `frame ${k}`);
      assert.equal(g.transfer.length, name === "batch" || name === "chunk" ? 4 : 3, "the answer, keys, spans and the input");
      const a = unpack(g.part), b = unpack(want[k].part);
      // a record's fields, its text as read (from the input's bytes, the frame's, or a string)
      const rec = (r) => r.toJSON();
      assert.deepEqual(a.dataset.records.map(rec), b.dataset.records.map(rec));
      assert.deepEqual(Array.from(a.keys), Array.from(b.keys));
      // as the worker sends it: narrowed
      const { part, transfer } = narrow(g);
      assert.ok(!transfer.includes(g.part.cols.buffer), "the answer's buffer stays");
      assert.deepEqual(unpack(structuredClone(part)).dataset.records.map(rec), b.dataset.records.map(rec)); // (a batch shares its input)
    }
  });
}

test("the texts hold characters outside the BMP, and wide spans their 32 bits", () => {
  const [one] = frames("one");
  assert.ok(plain(one.part).texts.some((t) => t.includes("🎉")));
  assert.ok(unpack(one.part).dataset.records.some((r) => r.text.includes("🎉")));
  const [wide] = frames("wide");
  assert.ok(wide.part.spans instanceof Int32Array && Math.max(...wide.part.spans) === 65536);
});

test("a frame that leaves its texts to an input the page lacks is refused", () => {
  assert.throws(() => unframe(buffer(read("chunk", ".bin"))), /an input the page does not have/);
});

test("a buffer that is not frames, or is cut short, is refused", () => {
  assert.throws(() => unframe(new TextEncoder().encode(`{"error":"x"}`).buffer), /not a packed frame/);
  const b = read("one", ".bin");
  const cut = b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength - 8);
  assert.throws(() => unframe(cut), /cut short/);
});

test("keyHashesUTF8 hashes the bytes of a text as keyHash and prefixHash hash its key", () => {
  const texts = ["Short one.", "A Much LONGER caption, with punctuation -- and digits 2024 -- past forty bytes.",
    "Café in São Paulo — Nguyễn Văn Anh 🎉 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 beyond the plane, long enough for a prefix.",
    "Smoke rises over the old city of Aleppo, Syria, Novem...", "Smoke rises over the city…more", "x… more"];
  const enc = new TextEncoder();
  for (const t of texts) {
    for (const truncated of [false, true]) {
      const bytes = enc.encode("pad" + t + "pad");
      const out = new Float64Array(4);
      keyHashesUTF8(bytes, 3, bytes.length - 3, truncated, out, 1);
      const key = dupKey(t, truncated);
      assert.deepEqual([out[2], out[3]], [keyHash(key), prefixHash(key)], `${t} (truncated ${truncated})`);
    }
  }
});
