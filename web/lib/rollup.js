// Place roll-up: counts of captions at every level of the place hierarchy
// (country › region › city › district) and the list of unresolved names.
//
// A caption counts once per node even when several of its places share that node
// (a caption naming Sukkari and Aleppo counts once for Aleppo).

import { drive, STEP } from "./memo.js";

/**
 * rollup builds the place tree over the records idx of model m. Returns {roots, unresolved}:
 * roots are nodes {id, name, kind, count, own, children} sorted by count descending then
 * name; unresolved is [{id, name, count}] for names the gazetteer did not resolve.
 */
export const rollup = (m, idx) => drive(rollupSteps(m, idx));

/** rollupSteps is rollup as a generator that yields every STEP records. */
export function* rollupSteps(m, idx) {
  const count = new Map();
  const own = new Map();
  for (let i = 0; i < idx.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const k = idx[i];
    for (const id of m.placesUp[k]) count.set(id, (count.get(id) || 0) + 1);
    for (const id of m.places[k]) own.set(id, (own.get(id) || 0) + 1);
  }
  const nodes = new Map();
  const unresolved = [];
  for (const [id, c] of count) {
    const info = m.placeInfo.get(id) || { id, name: id, kind: "unknown", resolved: true };
    if (!info.resolved) {
      unresolved.push({ id, name: info.name, count: c });
      continue;
    }
    nodes.set(id, { id, name: info.name, kind: info.kind, country: info.country || "", count: c, own: own.get(id) || 0, children: [] });
  }
  const roots = [];
  for (const node of nodes.values()) {
    const info = m.placeInfo.get(node.id);
    const parent = info && info.parent && nodes.get(info.parent);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sortTree = (list) => {
    list.sort(byCount);
    for (const n of list) sortTree(n.children);
    return list;
  };
  return { roots: sortTree(roots), unresolved: unresolved.sort(byCount) };
}

/** byCount orders by count descending, then name ascending. */
export function byCount(a, b) {
  return b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** flatten lists the visible rows of a tree: a node's children only when expanded has its id. */
export function flatten(roots, expanded) {
  const out = [];
  const walk = (list, depth) => {
    for (const n of list) {
      out.push({ node: n, depth });
      if (n.children.length && expanded.has(n.id)) walk(n.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** ownCounts counts captions per place they name themselves (not rolled up), for the map. */
export const ownCounts = (m, idx) => drive(ownCountsSteps(m, idx));

/** ownCountsSteps is ownCounts as a generator that yields every STEP records. */
export function* ownCountsSteps(m, idx) {
  const own = new Map();
  for (let i = 0; i < idx.length; i++) {
    if (i % STEP === STEP - 1) yield;
    for (const id of m.places[idx[i]]) own.set(id, (own.get(id) || 0) + 1);
  }
  const out = [];
  for (const [id, count] of own) {
    const p = m.placeInfo.get(id);
    if (p && p.resolved) out.push({ id, name: p.name, kind: p.kind, country: p.country, lat: p.lat, lon: p.lon, hasGeo: p.hasGeo, count });
  }
  return out.sort(byCount);
}

/** geojson is a FeatureCollection of the places with coordinates, with their counts. */
export function geojson(places) {
  return {
    type: "FeatureCollection",
    features: places
      .filter((p) => p.hasGeo)
      .map((p) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [p.lon, p.lat] },
        properties: { id: p.id, name: p.name, kind: p.kind, country: p.country, count: p.count },
      })),
  };
}
