import { test } from "node:test";
import assert from "node:assert/strict";
import { dupKey, compareKeysUTF8, comparePrefixUTF8, keyStartsWithUTF8, sameKeyUTF8 } from "./dupkey.js";
import { compareUTF8 } from "./fold.js";

// The keys of two texts compared on their UTF-8 bytes, as the page compares records'.
const utf8 = (s) => new TextEncoder().encode(s);
const whole = (f) => (x, y) => f(x, 0, x.length, y, 0, y.length);
const sameKey = (a, b) => whole(sameKeyUTF8)(utf8(a), utf8(b));
const keyStartsWith = (text, prefix) => whole(keyStartsWithUTF8)(utf8(text), utf8(prefix));

// Texts made of pieces that keys keep, drop and fold: ASCII letters of both cases,
// digits, punctuation and spaces, Latin-1 and other BMP letters, a surrogate pair.
const PIECES = ["a", "B", "z", "Z", "0", "9", " ", ",", "-", "@", "[", "`", "{", "é", "É", "ß", "ж", "م", "😀", "\u0080", "\u007f", ".", "…"];

function randomText(rand, max) {
  let s = "";
  const n = Math.floor(rand() * max);
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(rand() * PIECES.length)];
  return s;
}

// mulberry32: a small seeded generator, so that a failure can be replayed.
function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("sameKey agrees with comparing the keys", () => {
  const rand = seeded(7);
  let same = 0;
  for (let n = 0; n < 20000; n++) {
    const a = randomText(rand, 12);
    // half the pairs are a text and a variant of it with other spaces, punctuation and case
    const b = rand() < 0.5 ? randomText(rand, 12) : a.replace(/[ ,.-]/g, () => PIECES[6 + Math.floor(rand() * 3)]).toUpperCase();
    const want = dupKey(a, false) === dupKey(b, false);
    if (want) same++;
    assert.equal(sameKey(a, b), want, `sameKey(${JSON.stringify(a)}, ${JSON.stringify(b)})`);
  }
  assert.ok(same > 1000, `only ${same} pairs had the same key`);
});

test("keyStartsWith agrees with the keys' startsWith, a shortened copy's marker dropped", () => {
  const rand = seeded(11);
  const markers = ["", "", "...", "…", "...more", "... more", "…more", ".."];
  let yes = 0;
  for (let n = 0; n < 20000; n++) {
    const text = randomText(rand, 14);
    // (a cut never splits a surrogate pair: texts come from valid UTF-8)
    const body = rand() < 0.5 ? randomText(rand, 4) : text.slice(0, Math.floor(rand() * (text.length + 1))).replace(/[\ud800-\udbff]$/, "");
    const prefix = body + markers[Math.floor(rand() * markers.length)];
    const want = dupKey(text, false).startsWith(dupKey(prefix, true));
    if (want) yes++;
    assert.equal(keyStartsWith(text, prefix), want, `keyStartsWith(${JSON.stringify(text)}, ${JSON.stringify(prefix)})`);
  }
  assert.ok(yes > 1000, `only ${yes} texts began with their key`);
});

test("sameKey on captions that differ only in what keys drop", () => {
  assert.ok(sameKey("Smoke rises over the port, May 3, 2021.", "SMOKE RISES over the port May 3 2021"));
  assert.ok(!sameKey("Smoke rises over the port", "Smoke rises over the fort"));
  assert.ok(!sameKey("Smoke rises", "Smoke rises over"));
  assert.ok(sameKey("", " ,. "));
  assert.ok(!sameKey("Café", "Cafe"));
});

test("within one buffer, the byte comparisons of keys agree with the strings' keys", () => {
  const rand = seeded(23);
  const enc = new TextEncoder();
  const markers = ["", "...", "…", "...more", "... more", "…more"];
  let same = 0, starts = 0;
  for (let n = 0; n < 20000; n++) {
    const a = randomText(rand, 12);
    const b = rand() < 0.5 ? randomText(rand, 12) : a.replace(/[ ,.-]/g, " ").toUpperCase();
    const p = a.slice(0, Math.floor(rand() * (a.length + 1))).replace(/[\ud800-\udbff]$/, "") + markers[Math.floor(rand() * markers.length)];
    // the texts sit at offsets in one buffer, as records' texts sit in their input
    const pad = "xyz";
    const buf = enc.encode(pad + a + pad + b + pad + p);
    const at = (s) => enc.encode(s).length;
    const af = at(pad), at2 = af + at(a), bf = at2 + at(pad), bt = bf + at(b), pf = bt + at(pad), pt = pf + at(p);
    const wantSame = dupKey(a, false) === dupKey(b, false);
    if (wantSame) same++;
    assert.equal(sameKeyUTF8(buf, af, at2, buf, bf, bt), wantSame, `sameKeyUTF8(${JSON.stringify(a)}, ${JSON.stringify(b)})`);
    assert.equal(sameKey(a, b), wantSame);
    const wantStarts = dupKey(a, false).startsWith(dupKey(p, true));
    if (wantStarts) starts++;
    assert.equal(keyStartsWithUTF8(buf, af, at2, buf, pf, pt), wantStarts, `keyStartsWithUTF8(${JSON.stringify(a)}, ${JSON.stringify(p)})`);
    // the orders: keys by their bytes, that is by code points, and against a prefix
    const ka = dupKey(a, false), kb = dupKey(b, false), kp = dupKey(p, true);
    assert.equal(Math.sign(compareKeysUTF8(buf, af, at2, buf, bf, bt)), Math.sign(compareUTF8(ka, kb)), `compareKeysUTF8(${JSON.stringify(a)}, ${JSON.stringify(b)})`);
    const wantOrder = wantStarts ? 0 : Math.sign(compareUTF8(ka.slice(0, kp.length), kp)) || -1; // a key shorter than the prefix orders first
    assert.equal(Math.sign(comparePrefixUTF8(buf, af, at2, buf, pf, pt)), wantOrder, `comparePrefixUTF8(${JSON.stringify(a)}, ${JSON.stringify(p)})`);
  }
  assert.ok(same > 1000 && starts > 1000, `${same} same keys, ${starts} prefixes`);
});
