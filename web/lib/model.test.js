import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildModel } from "./model.js";
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
