import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { buildModel } from "./model.js";
import { emptyState, select, counted } from "./filter.js";
import { rollup, flatten, ownCounts, geojson } from "./rollup.js";
import { fixtureDataset } from "../e2e/testdata/fixture.js";

const m = buildModel(fixtureDataset());
const all = counted(m, select(m, emptyState()), emptyState());

function show(nodes, depth = 0) {
  return nodes.flatMap((n) => [`${"  ".repeat(depth)}${n.name}=${n.count}`, ...show(n.children, depth + 1)]);
}

test("places roll up the hierarchy, each caption once per level", () => {
  const { roots, unresolved } = rollup(m, all);
  assert.deepEqual(show(roots), [
    "Syria=5",
    "  Aleppo Governorate=3",
    "    Aleppo=3",
    "      Sukkari=2",
    "  Rif Dimashq=2", // a parent never named in a caption: its name comes from stats.places
    "    Douma=2",
    "Iraq=2",
    "  gn:99062=2", // no name anywhere: the id is shown
    "    Mosul=2",
  ]);
  assert.deepEqual(unresolved.map((u) => `${u.name}=${u.count}`), ["Tal Samin=1"], "unresolved names are listed");
});

test("flatten shows children of expanded nodes only", () => {
  const { roots } = rollup(m, all);
  const rows = (ids) => flatten(roots, new Set(ids)).map((r) => `${r.depth}:${r.node.name}`);
  assert.deepEqual(rows([]), ["0:Syria", "0:Iraq"]);
  assert.deepEqual(rows(["gn:99237"]), ["0:Syria", "0:Iraq", "1:gn:99062"]);
});

test("map points count the places captions name themselves", () => {
  const own = ownCounts(m, all);
  assert.deepEqual(own.map((p) => `${p.name}=${p.count}`), ["Aleppo=2", "Douma=2", "Mosul=2", "Sukkari=2", "Iraq=1", "Syria=1"]);
  const gj = geojson(own);
  assert.equal(gj.type, "FeatureCollection");
  assert.equal(gj.features.length, 6);
  assert.deepEqual(gj.features[0].geometry.coordinates, [37.16, 36.2], "GeoJSON is [lon, lat]");
  assert.equal(gj.features[0].properties.count, 2);
});
