// Photographers: a sortable table; name variants that differ only by case or diacritics
// are one row (grouped by photographer id), with the variants shown.

import { photographerRows, sortRows } from "../lib/stats.js";
import { placeName } from "../lib/model.js";
import { num } from "../lib/format.js";
import { memo } from "../lib/memo.js";
import { sparkline, sparkUnit, sparkPathOf } from "./sparkline.js";

const COLUMNS = [
  ["name", "Photographer", true],
  ["count", "Captions", true],
  ["agencies", "Agencies", true],
  ["first", "First", true],
  ["last", "Last", true],
  ["places", "Main places", false],
  ["spark", "Over time", false],
];

/** sortedRows gives the photographer rows of cnt in the order sort asks for. */
function sortedRows(m, cnt, sort) {
  const all = memo(cnt, "photographerRows", () => photographerRows(m, cnt));
  return memo(cnt, `photographers:${sort.key}:${sort.desc}`, () => sortRows(all, sort.key, sort.desc));
}

/**
 * tableSteps computes, as a generator that yields after each row, what the table's
 * first rows show that takes time: the rows in order, and the sparklines.
 */
export function* tableSteps(m, cnt, ui) {
  const rows = sortedRows(m, cnt, ui.phSort);
  const unit = sparkUnit(m);
  for (const r of rows.slice(0, ui.phLimit)) {
    yield;
    sparkPathOf(m, r.dates, unit, r);
  }
}

/** renderPhotographers lists the photographers of the selection. */
export function renderPhotographers(ctx) {
  const { h, s, m, cnt, ui, act, state } = ctx;
  const sort = ui.phSort;
  const rows = sortedRows(m, cnt, sort);
  const section = h("section", { class: "v-panel v-photographers", "aria-labelledby": "v-ph-h" },
    h("h2", { id: "v-ph-h" }, "Photographers ", h("span", { class: "v-sub" }, num(rows.length))));
  if (rows.length === 0) {
    section.append(h("p", { class: "v-empty" }, ctx.filtered ? "No photographer is credited in the selected captions. Remove a filter to see more." : "No caption credits a photographer by name."));
    return section;
  }
  const unit = sparkUnit(m);
  const head = h("tr", {}, COLUMNS.map(([key, label, sortable]) => {
    if (!sortable) return h("th", { scope: "col" }, label);
    const on = sort.key === key;
    return h("th", { scope: "col", "aria-sort": on ? (sort.desc ? "descending" : "ascending") : "none" },
      h("button", { type: "button", class: "v-sort", "data-key": `phsort:${key}`, onclick: () => act.ui({ phSort: { key, desc: on ? !sort.desc : key === "count" } }) },
        label, h("span", { class: "v-sort-mark", "aria-hidden": "true" }, on ? (sort.desc ? " ▾" : " ▴") : "")));
  }));
  const body = h("tbody", {});
  for (const r of rows.slice(0, ui.phLimit)) {
    const on = state.photographer.includes(r.id);
    const others = r.variants.filter((v) => v !== r.name);
    body.append(h("tr", { "data-testid": "photographer-row", "data-id": r.id, "data-count": r.count, class: on ? "v-on" : null },
      h("th", { scope: "row" },
        h("button", { type: "button", class: "v-link", "data-key": `ph:${r.id}`, "aria-pressed": on ? "true" : "false", title: "Filter by this photographer", onclick: () => act.toggle("photographer", r.id) }, r.name),
        others.length ? h("span", { class: "v-variants" }, "also written ", others.join(", ")) : null),
      h("td", { class: "v-num" }, num(r.count)),
      h("td", {}, r.agencies.slice(0, 2).map((a) => a.name).join(", ") + (r.agencies.length > 2 ? ` +${r.agencies.length - 2}` : "")),
      h("td", { class: "v-date" }, r.first),
      h("td", { class: "v-date" }, r.last),
      h("td", {}, r.places.slice(0, 3).map((p) => placeName(m, p.id)).join(", ")),
      h("td", {}, sparkline(s, m, r.dates, unit, `${r.name}: ${num(r.dates.length)} dated captions by ${unit}`, r))));
  }
  const table = h("table", { class: "v-table", "aria-label": "Photographers: click a name to filter, a column header to sort" },
    h("thead", {}, head), body);
  section.append(h("div", { class: "v-table-wrap v-scroll" }, table));
  if (rows.length > ui.phLimit) {
    section.append(h("button", { type: "button", class: "v-more", "data-key": "ph:more", onclick: () => act.ui({ phLimit: ui.phLimit + 100 }) },
      `Show ${num(Math.min(100, rows.length - ui.phLimit))} more of ${num(rows.length)}`));
  }
  return section;
}
