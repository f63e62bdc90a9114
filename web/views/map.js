// Map: country outlines drawn offline from world-atlas (TopoJSON, bundled in vendor/),
// and a circle per place the selected captions name, sized by count (area ∝ count).
//
// The projection is fitted to every place of the dataset with coordinates (not only the
// filtered ones), so the map holds still while filtering. No tiles, no network but the
// page's own vendor/world-atlas/countries-110m.json.

import { ownCounts } from "../lib/rollup.js";
import { num, plural } from "../lib/format.js";
import { memo } from "../lib/memo.js";
import { yieldToEventLoop, SLICE } from "../engine/steps.js";

let world = null; // {url, promise, features}

function loadWorld(win, url, onload) {
  if (world && world.url === url) return world.features;
  world = { url, features: null };
  const w = world;
  win.fetch(url)
    .then((r) => {
      if (!r.ok) throw new Error(`${r.status}`);
      return r.json();
    })
    .then((topo) => {
      w.features = win.topojson.feature(topo, topo.objects.countries).features;
      onload();
    })
    .catch((err) => {
      w.features = [];
      w.error = err;
    });
  return null;
}

/** renderMap draws the places of the selection on a fitted map. */
export function renderMap(ctx) {
  const { h, s, m, cnt, document: doc } = ctx;
  const win = doc.defaultView;
  const d3 = win.d3;
  const section = h("section", { class: "v-panel v-map", "aria-labelledby": "v-map-h" },
    h("h2", { id: "v-map-h" }, "Map ", h("span", { class: "v-sub" }, "circle area ∝ captions")));
  const places = memo(cnt, "own", () => ownCounts(m, cnt));
  const geo = places.filter((p) => p.hasGeo);
  const all = memo(m, "geo", () => [...m.placeInfo.values()].filter((p) => p.hasGeo));
  if (!d3) {
    section.append(h("div", { "data-testid": "map" }, h("p", { class: "v-empty" }, "The chart library (vendor/d3) did not load; reload the page.")));
    return section;
  }
  if (all.length === 0) {
    section.append(h("div", { "data-testid": "map" }, h("p", { class: "v-empty" }, "No place in these captions has coordinates. Places named in the captions are listed in the Places table.")));
    return section;
  }
  const features = win.topojson ? loadWorld(win, ctx.worldURL, () => ctx.act.refresh("map")) : [];
  // drawn at the size it shows (so that labels keep their size): two fifths of the
  // views' width beside the places, or the whole width when the panels stack
  const W = Math.round(Math.max(320, Math.min(1100, ctx.width >= 1000 ? ctx.width * 0.4 - 40 : ctx.width - 40)));
  const H = Math.round(W * 0.68);
  const projection = memo(m, `projection:${W}`, () => fitted(d3, all, W, H));
  // country outlines depend on the dataset's extent only: drawn once per dataset
  // (the <g> itself is kept and moved into each new map: parsing 177 outlines again on
  // every filter click would cost more than the rest of the map)
  const land = features ? memo(projection, features, () => drawLand(d3, s, projection, features)) : s("g", { class: "v-land" });
  const svg = s("svg", { class: "v-chart", viewBox: `0 0 ${W} ${H}`, role: "group", "data-points": geo.length,
    "aria-label": `Map of ${num(geo.length)} ${plural(geo.length, "place", "places")} named in the selected captions, circles sized by caption count` });
  svg.append(s("defs", {}, s("clipPath", { id: "v-map-clip" }, s("rect", { width: W, height: H }))), s("rect", { class: "v-sea", width: W, height: H }));
  svg.append(land);
  const max = geo.length ? geo[0].count : 1;
  const r = d3.scaleSqrt().domain([0, max]).range([0, 22]);
  const dots = s("g", { class: "v-dots" });
  // biggest first, so that small circles lie on top; the 30 biggest are reachable by
  // keyboard too (the Places table lists them all)
  geo.forEach((p, i) => {
    const xy = projection([p.lon, p.lat]);
    if (!xy) return;
    const on = ctx.state.place.includes(p.id);
    const label = `${p.name} (${p.kind}): ${num(p.count)} ${plural(p.count, "caption", "captions")}`;
    dots.append(s("circle", { cx: xy[0].toFixed(1), cy: xy[1].toFixed(1), r: Math.max(3, r(p.count)).toFixed(1), class: on ? "v-dot v-dot-on" : "v-dot", "data-id": p.id,
      tabindex: i < 30 ? "0" : null, role: "button", "aria-pressed": on ? "true" : "false", "aria-label": `Filter by ${label}`, "data-key": `map:${p.id}`,
      onclick: () => ctx.act.toggle("place", p.id),
      onkeydown: (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          ctx.act.toggle("place", p.id);
        }
      } },
      s("title", {}, label)));
  });
  svg.append(dots);
  // the five biggest places are named on the map; the others in their tooltips
  const labels = s("g", { class: "v-map-labels", "aria-hidden": "true" });
  const placed = [];
  for (const p of geo) {
    if (placed.length === 5) break;
    const xy = projection([p.lon, p.lat]);
    if (!xy) continue;
    const box = { x0: xy[0] + Math.max(3, r(p.count)) + 3, y0: xy[1] - 8, y1: xy[1] + 6 };
    box.x1 = box.x0 + p.name.length * 7;
    if (placed.some((b) => b.x0 < box.x1 && box.x0 < b.x1 && b.y0 < box.y1 && box.y0 < b.y1)) continue; // would overlap a bigger place's label
    placed.push(box);
    labels.append(s("text", { x: box.x0.toFixed(1), y: (xy[1] + 4).toFixed(1) }, p.name));
  }
  svg.append(labels);
  const missing = places.length - geo.length;
  const wrap = h("div", { class: "v-chart-wrap", "data-testid": "map" }, svg);
  section.append(wrap, h("p", { class: "v-note" },
    `${num(geo.length)} ${plural(geo.length, "place", "places")} on the map. Click a circle to filter by that place.`,
    missing > 0 ? ` ${num(missing)} without coordinates are in the Places table.` : "",
    features === null ? " Loading country outlines…" : ""));
  return section;
}

// drawLand gives the <g> of the country outlines, which it draws a few at a time, a
// task each (projecting all of them at once is tens of ms, more than the rest of the
// views' slices).
function drawLand(d3, s, projection, features) {
  const path = d3.geoPath(projection);
  const g = s("g", { class: "v-land", "clip-path": "url(#v-map-clip)" });
  let i = 0;
  const draw = () => {
    const t = performance.now();
    for (; i < features.length && performance.now() - t < SLICE; i++) {
      const f = features[i];
      const d = path(f);
      if (d) g.append(s("path", { d }, s("title", {}, f.properties && f.properties.name ? f.properties.name : "")));
    }
    if (i < features.length) yieldToEventLoop().then(draw);
  };
  draw();
  return g;
}

// fitted chooses Mercator for a regional extent and Equal Earth for a world one, fitted
// to the places with a margin; a single place gets a box of ±2 degrees around it.
function fitted(d3, places, W, H) {
  let [x0, y0, x1, y1] = [180, 90, -180, -90];
  for (const p of places) {
    x0 = Math.min(x0, p.lon);
    x1 = Math.max(x1, p.lon);
    y0 = Math.min(y0, p.lat);
    y1 = Math.max(y1, p.lat);
  }
  const pad = Math.max(2, (x1 - x0) * 0.08, (y1 - y0) * 0.08);
  const [w, e] = [Math.max(-180, x0 - pad), Math.min(180, x1 + pad)];
  const [s, n] = [Math.max(-80, y0 - pad), Math.min(84, y1 + pad)];
  const box = { type: "MultiPoint", coordinates: [[w, s], [e, n], [w, n], [e, s]] };
  const proj = x1 - x0 > 90 ? d3.geoEqualEarth() : d3.geoMercator();
  return proj.fitExtent([[10, 10], [W - 10, H - 10]], box);
}
