import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { encodeHash, decodeHash } from "./hash.js";
import { emptyState } from "./filter.js";

function expectRoundTrip(partial, hash) {
  const s = { ...emptyState(), ...partial };
  assert.equal(encodeHash(s), hash, `encodeHash(${JSON.stringify(partial)})`);
  assert.deepEqual(decodeHash(hash), s, `decodeHash(${hash})`);
}

test("states round-trip through the hash", () => {
  expectRoundTrip({}, "");
  expectRoundTrip({ photographer: ["georgesourfalian"] }, "#photographer=georgesourfalian");
  expectRoundTrip({ place: ["gn:170063", "?tal samin"] }, "#place=gn%3A170063&place=%3Ftal+samin");
  expectRoundTrip({ agency: ["Aleppo Media Center"], from: "2016-11-01", to: "2016-11-30" }, "#agency=Aleppo+Media+Center&from=2016-11-01&to=2016-11-30");
  expectRoundTrip({ missing: ["date", "place"], dup: "unique", q: "Zoé & co" }, "#missing=date&missing=place&dup=unique&q=Zo%C3%A9+%26+co");
});

test("bad hashes give a valid state", () => {
  assert.deepEqual(decodeHash("#from=yesterday&dup=all&foo=1"), emptyState());
  assert.deepEqual(decodeHash(undefined), emptyState());
  assert.deepEqual(decodeHash("%%%"), emptyState());
});
