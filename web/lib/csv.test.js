import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { csvCell, recordsCSV } from "./csv.js";
import { fixtureRecords } from "../e2e/testdata/fixture.js";

function expectCell(v, want) {
  assert.equal(csvCell(v), want, `csvCell(${JSON.stringify(v)})`);
}

test("cells are quoted when needed", () => {
  expectCell("Aleppo", "Aleppo");
  expectCell("Aleppo, Syria", '"Aleppo, Syria"');
  expectCell('say "cheese"', '"say ""cheese"""');
  expectCell("two\nlines", '"two\nlines"');
  expectCell("", "");
  expectCell(null, "");
  expectCell(undefined, "");
  expectCell(42, "42");
  expectCell(-1, "-1");
  expectCell("Zoé Ñandú", "Zoé Ñandú");
});

test("formula cells are neutralised", () => {
  expectCell("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\"");
  expectCell("=1+2", "'=1+2");
  expectCell("+33 1 23", "'+33 1 23");
  expectCell("-2+3", "'-2+3");
  expectCell("@SUM(A1)", "'@SUM(A1)");
  expectCell("\t=1", "'\t=1");
  expectCell("a=1", "a=1");
});

test("records export with a header, one line each", () => {
  const csv = recordsCSV(fixtureRecords());
  const lines = csv.trimEnd().split("\r\n");
  assert.equal(lines[0], "id,file,line,date,photographers,agencies,location,location_id,places,duplicate_of,text");
  assert.equal(lines.length, 11, "header + 10 records");
  assert.match(lines[6], /^5,fixture-a\.txt,11,2016-11-06,GEORGES OURFALIAN,AFP,Sukkari,x:sy\/aleppo\/sukkari,Sukkari; Aleppo,0,/);
  assert.match(lines[7], /,"'=HYPERLINK\(""x""\) Fighters/);
});
