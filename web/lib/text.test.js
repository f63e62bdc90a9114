import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { byteIndex, segments, foldName, utf16Spans } from "./text.js";

const enc = new TextEncoder();
// byteSpan finds the byte span of the first occurrence of part in text.
const byteSpan = (text, part, field = "place") => {
  const u = text.indexOf(part);
  return { field, i: 0, start: enc.encode(text.slice(0, u)).length, end: enc.encode(text.slice(0, u + part.length)).length };
};

function expectUnder(text, part) {
  const [s] = utf16Spans(text, [byteSpan(text, part)]);
  const got = s ? text.slice(s.start, s.end) : "(no span)";
  assert.equal(got, part, `text ${JSON.stringify(text)}: under span got ${JSON.stringify(got)}, want ${JSON.stringify(part)}`);
}

test("byte spans map to the same text in UTF-16", () => {
  expectUnder("Smoke over Aleppo, Syria", "Aleppo");
  expectUnder("Zoé Ñandú/Reuters in Douma", "Douma");
  expectUnder("Zoé Ñandú/Reuters in Douma", "Ñandú");
  expectUnder("حلب Aleppo — 2016", "Aleppo");
  expectUnder("Emoji 📷 then Sukkari", "Sukkari");
  expectUnder("📷📷 Kobanî", "Kobanî");
});

test("byte offsets inside a code point round down; out of range clamps", () => {
  const at = byteIndex("é!");
  assert.equal(at(0), 0);
  assert.equal(at(1), 0, "inside é");
  assert.equal(at(2), 1);
  assert.equal(at(3), 2);
  assert.equal(at(99), 2);
  assert.equal(at(-5), 0);
});

function expectSegments(text, spans, want) {
  const got = segments(text, spans).map((s) => `${s.field || "-"}${s.credit ? "+c" : ""}:${s.text}`);
  assert.deepEqual(got, want, `text ${JSON.stringify(text)}`);
}

test("segments nest fields inside the credit and keep all text", () => {
  const t = "In Douma. REUTERS/Zoé Ñandú";
  expectSegments(t, [byteSpan(t, "REUTERS/Zoé Ñandú", "credit"), byteSpan(t, "REUTERS", "agency"), byteSpan(t, "Zoé Ñandú", "photographer"), byteSpan(t, "Douma")], [
    "-:In ",
    "place:Douma",
    "-:. ",
    "agency+c:REUTERS",
    "-+c:/",
    "photographer+c:Zoé Ñandú",
  ]);
  expectSegments("plain", [], ["-:plain"]);
  expectSegments("", [], []);
});

function expectFold(a, want) {
  assert.equal(foldName(a), want, `foldName(${JSON.stringify(a)})`);
}

test("names fold case, diacritics and punctuation", () => {
  expectFold("GEORGES OURFALIAN", "georgesourfalian");
  expectFold("Georges Ourfalian", "georgesourfalian");
  expectFold("Zoé Ñandú", "zoenandu");
  expectFold("Sameer Al-Doumy", "sameeraldoumy");
  expectFold("Øystein", "øystein");
});
