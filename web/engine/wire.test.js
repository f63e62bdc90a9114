import { test } from "node:test";
import assert from "node:assert/strict";
import { fromWire, toWire, placeTags, locationID, locationName } from "./wire.js";

const locationTag = (r) => [locationID(r), locationName(r)];
import { wire } from "./testdata/wire.js";

test("fromWire gives records of the page, toWire gives the JSON back", () => {
  const d = fromWire(wire());
  const [a, b, c] = d.records;
  assert.equal(a.file, "a.txt");
  assert.equal(a.places_resolved[0], d.records[0].places_resolved[0]);
  assert.deepEqual([a.location, a.location_id, a.location_key], ["Sukkari", "x:gn:1/skr", undefined]);
  assert.deepEqual(a.photographer_ids, ["annlee"]);
  assert.equal(b.places_resolved[0].name, "SUKKARI");
  assert.deepEqual([b.location, b.location_id, b.location_key], ["Tal Samin", "", "?talsamin"]);
  assert.deepEqual([b.notes, b.truncated, b.photographer_ids], [["a note"], true, ["nguyễnvăn"]]);
  assert.deepEqual([c.location, c.location_id, c.location_key, c.duplicate_of], ["Homs", "", "?homs", 0]);
  assert.deepEqual(JSON.parse(JSON.stringify(toWire(d))), wire());
});

test("place and location tags roll places up to their parents", () => {
  const d = fromWire(wire());
  const [a, b, c] = d.records;
  assert.deepEqual(placeTags(a, d.parent_names), ["x:gn:1/skr", "Sukkari", "gn:1", "Aleppo", "r:SY.09", "Aleppo Governorate", "c:SY", "Syria"]);
  assert.deepEqual(placeTags(b, d.parent_names).slice(0, 2), ["x:gn:1/skr", "SUKKARI"]);
  assert.deepEqual(placeTags(b, d.parent_names).slice(-2), ["?talsamin", "Tal Samin"]);
  assert.deepEqual(locationTag(a), ["x:gn:1/skr", "Sukkari"]);
  assert.deepEqual(locationTag(b), ["?talsamin", "Tal Samin"]);
  assert.deepEqual(locationTag(c), ["?homs", "Homs"]);
});

test("fromWire refuses another version", () => {
  assert.throws(() => fromWire({ version: "1", records: [] }), /version/);
});
