import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildModel } from "./model.js";
import { emptyState, select, counted, toggle, without, withRange, isEmpty, normalise, searchQuery, searchSteps, searched } from "./filter.js";
import { foldText } from "./text.js";
import { drive } from "./memo.js";
import { Record } from "../engine/pack.js";
import { fixtureDataset } from "../e2e/testdata/fixture.js";

const m = buildModel(fixtureDataset());

// expectSelect checks the record ids a (partial) state keeps.
function expectSelect(partial, want) {
  const s = { ...emptyState(), ...partial };
  const got = [...select(m, s)];
  assert.deepEqual(got, want, `state ${JSON.stringify(partial)}`);
}

test("each kind of filter", () => {
  expectSelect({}, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expectSelect({ photographer: ["georgesourfalian"] }, [0, 2, 5]);
  expectSelect({ photographer: ["georgesourfalian", "rodisaid"] }, [0, 2, 5, 7, 8]);
  expectSelect({ agency: ["AP"] }, [3]);
  expectSelect({ place: ["gn:163843"] }, [0, 1, 2, 3, 5, 8]); // Syria rolls up its towns
  expectSelect({ place: ["gn:170063"] }, [0, 1, 2, 5]); // Aleppo includes Sukkari
  expectSelect({ place: ["?talsamin"] }, [4]);
  expectSelect({ from: "2016-11-01", to: "2016-11-30" }, [0, 1, 2, 5]); // "2016-11" lies inside
  expectSelect({ from: "2016-11-01", to: "2016-11-15" }, [0, 5]); // "2016-11" does not
  expectSelect({ from: "2017-01-01" }, [6]);
  expectSelect({ missing: ["credit"] }, [9]);
  expectSelect({ missing: ["date"] }, [4, 8, 9]);
  expectSelect({ missing: ["place"] }, [9]);
  expectSelect({ has: ["photographer"] }, [0, 1, 2, 4, 5, 6, 7, 8]);
  expectSelect({ dup: "unique" }, [0, 1, 2, 3, 4, 6, 7, 8, 9]);
  expectSelect({ dup: "duplicate" }, [5]);
  expectSelect({ q: "ZOE" }, [4, 6]); // diacritics and case folded
  expectSelect({ q: "<img" }, [4]);
});

test("kinds combine with AND", () => {
  expectSelect({ photographer: ["georgesourfalian"], from: "2016-11-06", to: "2016-11-06" }, [0, 5]);
  expectSelect({ agency: ["Reuters"], place: ["gn:99237"] }, [6, 7]);
  expectSelect({ agency: ["AFP"], missing: ["date"] }, []);
});

test("statistics count unique captions unless duplicates are asked for", () => {
  const s = emptyState();
  assert.deepEqual([...counted(m, select(m, s), s)], [0, 1, 2, 3, 4, 6, 7, 8, 9]);
  const d = { ...s, dup: "duplicate" };
  assert.deepEqual([...counted(m, select(m, d), d)], [5]);
});

test("the timeline can skip the date range it shows", () => {
  const s = { ...emptyState(), from: "2017-01-01", photographer: ["zoenandu"] };
  assert.deepEqual([...select(m, s, ["date"])], [4, 6]);
});

test("state helpers return new states", () => {
  const s = emptyState();
  const t = toggle(s, "agency", "AFP");
  assert.deepEqual(s.agency, [], "toggle must not change its input");
  assert.deepEqual(t.agency, ["AFP"]);
  assert.deepEqual(toggle(t, "agency", "AFP").agency, []);
  assert.deepEqual(without({ ...s, place: ["a", "b"] }, "place", "a").place, ["b"]);
  assert.equal(without({ ...s, q: "x" }, "q").q, "");
  assert.equal(withRange(s, "2016-01-01", "").from, "2016-01-01");
  assert.equal(isEmpty(s), true);
  assert.equal(isEmpty(t), false);
  assert.deepEqual(normalise({ agency: ["AFP", 3, ""], from: "junk", dup: "x" }), { ...emptyState(), agency: ["AFP"] });
});

test("a search narrowed or widened letter by letter finds the same as a fresh one", () => {
  expectSelect({ q: "s" }, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => m.records[k].text.toLowerCase().includes("s")));
  expectSelect({ q: "su" }, [0, 2, 5, 6, 7]); // Sukkari, Mosul
  expectSelect({ q: "suk" }, [0, 2, 5]);
  expectSelect({ q: "smo" }, [1]); // not an extension of "suk": every caption is read again
  expectSelect({ q: "s" }, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((k) => m.records[k].text.toLowerCase().includes("s")));
});

test("a search of texts held as UTF-8 bytes finds what folding the decoded texts finds", () => {
  // random texts of ASCII, letters with diacritics, ligatures, other scripts and
  // surrogate pairs, all in one buffer as a part's texts are
  const pieces = ["a", "s", "su", "Su", "SU", "k", "kari", " ", ".", "-", "ü", "Ü", "é", "e\u0301", "ﬁ", "fi", "ß", "ss", "İ", "Zoë", "ZOE", "حلب", "😀", "\u00a0", "K", "\u212a",
    "Σ", "ς", "ĳ", "Ø", "Đ", "ǅ", "¼", "ª", "²", "µ", "ŉ", "Ķ", "…", "ı"];
  let seed = 7;
  const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const texts = [];
  for (let i = 0; i < 3000; i++) {
    let t = "";
    for (let j = rand(12); j >= 0; j--) t += pieces[rand(pieces.length)];
    texts.push(t);
  }
  const enc = new TextEncoder();
  const parts = texts.map((t) => enc.encode(t));
  const buf = new Uint8Array(parts.reduce((a, p) => a + p.length + 3, 0));
  const records = [];
  let at = 3;
  for (const p of parts) {
    buf.set(p, at);
    const r = new Record();
    r.textBytes = buf;
    r.textFrom = at;
    r.textTo = at + p.length;
    records.push(r);
    at += p.length + 3;
  }
  const queries = ["s", "su", "suk", "sukari", "SUKARI", "ü", "u", "e", "fi", "ss", "zoe", "k", "حلب", "😀", "i", "a-", "ij", "a2", "1", "...", "σ", "d", "dz", "n"];
  for (const narrow of [false, true]) {
    const mb = { n: records.length, records, lastSearch: null };
    for (const raw of queries) {
      if (!narrow) mb.lastSearch = null; // each query read afresh, or narrowing the last
      const q = searchQuery({ q: raw });
      const hit = drive(searchSteps(mb, q));
      for (let k = 0; k < texts.length; k++) {
        assert.equal(hit[k], foldText(texts[k]).includes(q) ? 1 : 0, `query ${raw} in ${JSON.stringify(texts[k])}`);
      }
      assert.equal(searched(mb, q), hit);
    }
  }
});
