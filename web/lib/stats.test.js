import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildModel } from "./model.js";
import { emptyState, select, counted } from "./filter.js";
import { summary, photographerRows, sortRows, agencyRows, filteredDataset } from "./stats.js";
import { fixtureDataset, FIXTURE } from "../e2e/testdata/fixture.js";

const m = buildModel(fixtureDataset());
const s = emptyState();
const idx = select(m, s);
const cnt = counted(m, idx, s);

test("summary figures of the fixture", () => {
  const got = summary(m, idx, cnt);
  const want = { captions: FIXTURE.captions, unique: FIXTURE.unique, duplicates: FIXTURE.duplicates, photographers: FIXTURE.photographers, agencies: FIXTURE.agencies, noCredit: FIXTURE.noCredit, noDate: FIXTURE.noDate, noPlace: FIXTURE.noPlace };
  for (const k of Object.keys(want)) assert.equal(got[k], want[k], `summary.${k}`);
  assert.equal(got.places, 10, "places at every level of the hierarchy, unresolved names included");
  assert.equal(`${got.firstDate}..${got.lastDate}`, "2016..2017-03-02");
});

test("photographer variants group, the frequent variant is shown", () => {
  const rows = sortRows(photographerRows(m, cnt), "count", true);
  const show = rows.map((r) => `${r.name}=${r.count} [${r.variants.join("|")}] ${r.first}..${r.last}`);
  assert.deepEqual(show, [
    "GEORGES OURFALIAN=2 [GEORGES OURFALIAN|Georges Ourfalian] 2016-11..2016-11-06",
    "Rodi Said=2 [Rodi Said] 2016..2016",
    "Zoé Ñandú=2 [Zoé Ñandú] 2017-03-02..2017-03-02",
    "Abd Doumany=1 [Abd Doumany] 2016-11-20..2016-11-20",
  ]);
  assert.deepEqual(sortRows(rows, "name", false).map((r) => r.name), ["Abd Doumany", "GEORGES OURFALIAN", "Rodi Said", "Zoé Ñandú"]);
});

test("agencies count captions, via chains apart", () => {
  const a = agencyRows(m, cnt);
  assert.deepEqual(a.agencies.map((r) => `${r.name}=${r.count}`), ["Reuters=5", "AFP=2", "AP=1", "Aleppo Media Center=1"]);
  assert.deepEqual(a.chains.map((r) => `${r.name}=${r.count}`), ["Aleppo Media Center via AP=1"]);
  assert.equal(a.credited, 8);
});

test("the exported dataset keeps ids and only the files it needs", () => {
  const ds = filteredDataset(m, select(m, { ...s, agency: ["AP"] }), s);
  assert.deepEqual(ds.records.map((r) => r.id), [3]);
  assert.deepEqual(ds.files.map((f) => f.name), ["fixture-a.txt"]);
});
