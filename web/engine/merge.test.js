import { test } from "node:test";
import assert from "node:assert/strict";
import { merge, mergeAsync, dupKey, fold, compareUTF8, utf8Length, Scratch } from "./merge.js";
import { keyHash, prefixHash } from "./dupkey.js";

// rec is a record as the handler answers it (derived fields left for finish).
let nextStart = 0;
function rec(file, text, extra = {}) {
  const start = nextStart;
  nextStart += text.length + 2;
  return { id: 0, file, start, end: start + text.length, line: 1, text, photographers: [], agencies: [], date: "",
    location: "", places: [], places_resolved: [], place_ids: [], location_id: "", spans: [], photographer_ids: [],
    duplicate_of: -1, ...extra };
}
const file = (name, extra = {}) => ({ name, size: 100, captions: 0, duplicates: 0, noise: 0,
  bytes: { caption: 0, duplicate: 0, noise: 0, blank: 0, error: 0 }, ...extra });
const part = (files, records, parentNames = {}) => ({ version: "2", files, records, stats: {}, parent_names: parentNames });

function expectDupKey(text, truncated, want) {
  assert.equal(dupKey(text, truncated), want, `dupKey(${JSON.stringify(text)}, ${truncated})`);
}

function expectDuplicates(texts, want) {
  const recs = texts.map((t) => (t.endsWith("…") || t.endsWith("...") || t.endsWith("more") ? rec("a", t, { truncated: true }) : rec("a", t)));
  const d = merge([part([file("a")], recs)]);
  assert.deepEqual(d.records.map((r) => r.duplicate_of), want, `texts ${JSON.stringify(texts)}`);
}

test("dupKey keeps lower-cased ASCII letters, digits and non-ASCII, drops the rest", () => {
  expectDupKey("Smoke over Aleppo, 2016.", false, "smokeoveraleppo2016");
  expectDupKey("Zoé — Ñandú", false, "zoé—Ñandú"); // non-ASCII is kept as is
  expectDupKey("A caption...more", true, "acaption");
  expectDupKey("A caption... more", true, "acaption");
  expectDupKey("A caption…", true, "acaption");
  expectDupKey("A caption...", false, "acaption");
  expectDupKey("Not cut…more", false, "notcut…more");
});

test("utf8Length counts UTF-8 bytes", () => {
  assert.equal(utf8Length("abc"), 3);
  assert.equal(utf8Length("é"), 2);
  assert.equal(utf8Length("—"), 3);
  assert.equal(utf8Length("😀"), 4);
});

const long = "Residents walk past damaged buildings in the old city of Aleppo after the fighting";

test("duplicate rule", () => {
  // A full caption repeats the first with the same key.
  expectDuplicates(["One caption.", "one CAPTION", "Another."], [-1, 0, -1]);
  // A long truncated copy points at the first full caption it begins, even a later one.
  expectDuplicates([long.slice(0, 60) + "…", "Other.", long], [2, -1, -1]);
  // A short truncated copy only matches an earlier truncated copy with the same key.
  expectDuplicates(["Short cut…", long, "Short cut..."], [-1, -1, 0]);
  // Of two full captions it begins, the first one (not the first in sort order).
  expectDuplicates([long + " zzz later", long + " aaa", long.slice(0, 60) + "…"], [-1, -1, 0]);
  expectDuplicates([long + " aaa", long + " zzz", long.slice(0, 60) + "…"], [-1, -1, 0]);
  // A long truncated copy with no full caption stands alone.
  expectDuplicates([long.slice(0, 70) + "...more"], [-1]);
});

test("merge concatenates chunks and files in order and renumbers", () => {
  nextStart = 0;
  const a1 = rec("a.txt", "First of a."), a2 = rec("a.txt", "Second of a.");
  const b1 = rec("b.txt", "First of a.");
  const d = merge([
    part([file("a.txt", { noise: 1, bytes: { caption: 0, duplicate: 0, noise: 5, blank: 2, error: 0 }, encoding: "utf-8" })], [a1]),
    part([file("b.txt")], [b1]),
    part([file("a.txt", { noise: 2, bytes: { caption: 0, duplicate: 0, noise: 7, blank: 3, error: 0 }, notes: ["x"] })], [a2]),
  ]);
  assert.deepEqual(d.records.map((r) => [r.id, r.file, r.text, r.duplicate_of]),
    [[0, "a.txt", "First of a.", -1], [1, "a.txt", "Second of a.", -1], [2, "b.txt", "First of a.", 0]]);
  const [fa, fb] = d.files;
  assert.deepEqual([fa.name, fa.captions, fa.noise, fa.bytes.noise, fa.bytes.blank, fa.encoding, fa.notes], ["a.txt", 2, 3, 12, 5, "utf-8", ["x"]]);
  assert.deepEqual([fb.name, fb.captions, fb.duplicates, fb.bytes.duplicate, fb.bytes.caption], ["b.txt", 1, 1, b1.end - b1.start, 0]);
  assert.deepEqual([d.stats.captions, d.stats.unique, d.stats.duplicates, d.stats.no_credit], [3, 2, 1, 2]);
});

test("merge changes only the derived fields of its inputs, and merging again gives the same", () => {
  const p = part([file("a")], [rec("a", "Same."), rec("a", "Same.")]);
  p.records[1].id = 7;
  p.records[1].duplicate_of = 5;
  const derived = new Set(["id", "key", "duplicate_of", "photographer_ids"]);
  const strip = (x) => JSON.stringify(x, (k, v) => (derived.has(k) ? undefined : v));
  const before = strip(p);
  const once = JSON.stringify(merge([p]));
  assert.equal(strip(p), before);
  assert.equal(JSON.stringify(merge([p])), once);
});

test("mergeAsync and precomputed keys give what merge gives", async () => {
  const long = "Volunteers clear rubble from a street in the old city after the storm";
  const parts = [
    part([file("a")], [rec("a", long), rec("a", "B."), rec("a", long.slice(0, 50) + "...", { truncated: true })]),
    part([file("b")], [rec("b", "b."), rec("b", long)]),
  ];
  const want = JSON.stringify(merge(parts));
  const keys = parts.map((p) => p.records.map((r) => dupKey(r.text, !!r.truncated)));
  assert.equal(JSON.stringify(merge(parts, keys)), want);
  assert.equal(JSON.stringify(await mergeAsync(parts, keys, { budget: 0 })), want);
  assert.equal(JSON.stringify(await mergeAsync(parts)), want);
});

test("merges that share a Scratch, growing and shrinking, give what merge gives", async () => {
  const long = "Volunteers clear rubble from a street in the old city after the storm";
  const texts = [long, "B.", long.slice(0, 50) + "...", "b.", long, "C.", "B!", long + " more", "c"];
  const all = texts.map((t) => rec("a", t, t.endsWith("...") ? { truncated: true } : {}));
  const hashes = (rs) => {
    const h = new Float64Array(2 * rs.length);
    rs.forEach((r, i) => {
      const k = dupKey(r.text, !!r.truncated);
      [h[2 * i], h[2 * i + 1]] = [keyHash(k), prefixHash(k)];
    });
    return h;
  };
  const scratch = new Scratch();
  for (const n of [2, 5, 9, 3, 9, 1]) {
    const ps = [part([file("a")], all.slice(0, Math.min(n, 4))), part([file("a")], all.slice(Math.min(n, 4), n))];
    const want = JSON.stringify(merge(ps.map((p) => ({ ...p, records: p.records.map((r) => ({ ...r })) }))));
    const got = await mergeAsync(ps, ps.map((p) => hashes(p.records)), { scratch });
    assert.equal(JSON.stringify(got), want, `${n} records`);
    assert.ok(scratch.h.length >= 2 * n && scratch.ids.length >= 2 * n, "the arrays lent hold the merge");
  }
  const h = scratch.h;
  await mergeAsync([part([file("a")], all.slice(0, 2))], [hashes(all.slice(0, 2))], { scratch });
  assert.equal(scratch.h, h, "a smaller merge uses the arrays it finds");
});

test("records out of order are sorted by file and offset", () => {
  nextStart = 0;
  const a = rec("a", "First."), b = rec("a", "Second."), c = rec("b", "Third.");
  const d = merge([part([file("a"), file("b")], [c, b, a])]);
  assert.deepEqual(d.records.map((r) => r.text), ["First.", "Second.", "Third."]);
});

test("stats: counts by id, named by the most frequent variant, sorted by count then name", () => {
  const syria = { id: "gn:2", name: "Syria", parents: null };
  const aleppo = { id: "gn:1", name: "Aleppo", parents: ["gn:3", "gn:2"] };
  const r = (ph, ids, places, resolved, placeIDs) => rec("a", "caption " + Math.random(), { photographers: ph,
    photographer_ids: ids, places, places_resolved: resolved, place_ids: placeIDs, date: "2016-11" });
  const d = merge([part([file("a")], [
    r(["Lena Varga"], ["lenavarga"], ["Aleppo"], [aleppo], ["gn:1"]),
    r(["LENA VARGA"], ["lenavarga"], ["Syria"], [syria], ["gn:2"]),
    r(["Lena Varga", "Lena Varga"], ["lenavarga", "lenavarga"], ["Homs", "HOMS"], [null, null], ["?homs", "?homs"]),
    r(["Ömer Ak"], ["omerak"], [], [], []),
  ], { "gn:3": "Aleppo Governorate", "gn:2": "Syrian Arab Republic" })]);
  assert.deepEqual(d.stats.photographers, [{ id: "lenavarga", name: "Lena Varga", count: 3 }, { id: "omerak", name: "Ömer Ak", count: 1 }]);
  // A parent is named by a place of its record resolved to it, else by parent_names:
  // gn:2 is "Syrian Arab Republic" in the first record, "Syria" in the second (a tie:
  // the first seen wins).
  assert.deepEqual(d.stats.places, [{ id: "gn:2", name: "Syrian Arab Republic", count: 2 }, { id: "gn:1", name: "Aleppo", count: 1 },
    { id: "gn:3", name: "Aleppo Governorate", count: 1 }, { id: "?homs", name: "Homs", count: 1 }]);
  assert.deepEqual(d.stats.timeline, [{ name: "2016-11", count: 4 }]);
  assert.equal(d.stats.no_place, 1);
});

test("fold mirrors analysis.Fold", () => {
  assert.equal(fold("Tomás Ibáñez"), "tomasibanez");
  assert.equal(fold("Al-Masri"), "almasri");
  assert.equal(fold("Straße Œuvre"), "strasseoeuvre");
  assert.equal(fold("Doğan"), "dogan");
  assert.equal(fold("Юрий"), "юрий");
});

test("compareUTF8 orders by code points like Go", () => {
  assert.ok(compareUTF8("a", "b") < 0);
  assert.ok(compareUTF8("\uffff", "😀") < 0); // UTF-16 order would say the opposite
  assert.ok(compareUTF8("ab", "a") > 0);
  assert.equal(compareUTF8("é", "é"), 0);
});

test("stats of records that share their lists equal those of records that share none", () => {
  // Lists of photographers (ids, and names written two ways), agencies and places,
  // shared by the records that hold them as the page's packed parts share them; the
  // same records with lists of their own must count the same, names and ties alike.
  let seed = 11;
  const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const phot = [
    [["Ann Lee"], ["annlee"]], [["ANN LEE"], ["annlee"]], [["Bo Kim", "Ann Lee"], ["bokim", "annlee"]],
    [["Bo Kim"], ["bokim"]], [["BO KIM"], ["bokim"]], [[], []], [["Cy Roe", "Cy Roe"], ["cyroe", "cyroe"]],
  ];
  const ags = [["Reuters"], ["AFP", "Getty Images"], [], ["AP"], ["Reuters", "Reuters"]];
  const aleppo = { id: "gn:170063", name: "Aleppo", parents: ["gn:163843"] };
  const places = [[["Aleppo"], [aleppo]], [["Idlib", "Aleppo"], [null, aleppo]], [[], []], [["ALEPPO"], [aleppo]]];
  const shared = [];
  for (let i = 0; i < 400; i++) {
    const [names, ids] = phot[rand(phot.length)], [pl, res] = places[rand(places.length)];
    shared.push(rec("a", `Caption ${i % 350}.`, { photographers: names, photographer_ids: ids, agencies: ags[rand(ags.length)],
      places: pl, places_resolved: res, place_ids: res.map((p, k) => (p ? p.id : "?" + pl[k].toLowerCase())),
      location: pl[0] || "", location_id: res[0] ? res[0].id : "" }));
  }
  const own = shared.map((r) => ({ ...r, photographers: [...r.photographers], photographer_ids: [...r.photographer_ids],
    agencies: [...r.agencies], places: [...r.places], places_resolved: [...r.places_resolved], place_ids: [...r.place_ids] }));
  const parents = { "gn:163843": "Syria" };
  const a = merge([part([file("a")], shared, parents)]).stats, b = merge([part([file("a")], own, parents)]).stats;
  assert.deepEqual(a, b);
  assert.ok(a.photographers.length === 3 && a.places.length >= 3 && a.duplicates === 50, JSON.stringify(a).slice(0, 300));
});
