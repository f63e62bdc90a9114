// Exports of the filtered selection: CSV of records, JSON dataset, GeoJSON of places,
// and SVG/PNG of the timeline and the map.

import { recordsCSV } from "../lib/csv.js";
import { filteredDataset, summary } from "../lib/stats.js";
import { ownCounts, geojson } from "../lib/rollup.js";
import { download, downloadSVG, downloadPNG } from "./download.js";
import { num } from "../lib/format.js";

/** renderExports gives the export buttons; each exports what the filters keep now. */
export function renderExports(ctx) {
  const { h, m, idx, cnt, state, document: doc, root } = ctx;
  const Blob = doc.defaultView.Blob;
  const status = h("span", { class: "v-export-status", role: "status" });
  const chart = (id) => root.querySelector(`[data-testid="${id}"] svg.v-chart`);
  const fail = (err) => (status.textContent = `Export failed: ${err.message}`);
  const btn = (id, label, title, fn) => h("button", { type: "button", class: "v-export", "data-testid": id, "data-key": `export:${id}`, title, onclick: () => {
    status.textContent = "";
    try {
      const p = fn();
      if (p && p.catch) p.catch(fail);
    } catch (err) {
      fail(err);
    }
  } }, label);
  const records = () => Array.from(idx, (k) => m.records[k]);
  return h("div", { class: "v-exports", role: "group", "aria-label": `Export the ${num(idx.length)} captions selected` },
    h("span", { class: "v-export-label" }, "Export"),
    btn("export-csv", "CSV", "Records of the selected captions, one a row", () => download(doc, "captions.csv", new Blob([recordsCSV(records())], { type: "text/csv;charset=utf-8" }))),
    btn("export-json", "JSON", "The dataset restricted to the selected captions", () => {
      const ds = { ...filteredDataset(m, idx, state), summary: summary(m, idx, cnt) };
      download(doc, "captions.json", new Blob([JSON.stringify(ds, null, 1)], { type: "application/json" }));
    }),
    btn("export-geojson", "GeoJSON", "Places with coordinates and their caption counts", () => download(doc, "places.geojson", new Blob([JSON.stringify(geojson(ownCounts(m, cnt)))], { type: "application/geo+json" }))),
    btn("export-timeline-svg", "Timeline SVG", "The timeline as an SVG picture", () => downloadSVG(need(chart("timeline"), "timeline"), "timeline.svg")),
    btn("export-timeline-png", "Timeline PNG", "The timeline as a PNG picture", () => downloadPNG(need(chart("timeline"), "timeline"), "timeline.png")),
    btn("export-map-svg", "Map SVG", "The map as an SVG picture", () => downloadSVG(need(chart("map"), "map"), "map.svg")),
    btn("export-map-png", "Map PNG", "The map as a PNG picture", () => downloadPNG(need(chart("map"), "map"), "map.png")),
    status);
}

function need(el, what) {
  if (!el) throw new Error(`no ${what} to export`);
  return el;
}
