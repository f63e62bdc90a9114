// Places: the hierarchy rolled up (country › region › city › district), expandable, with
// caption counts at every level; unresolved names listed below, never dropped.

import { rollup, flatten } from "../lib/rollup.js";
import { num } from "../lib/format.js";
import { memo } from "../lib/memo.js";

/** renderPlaces shows the place tree of the selection. */
export function renderPlaces(ctx) {
  const { h, m, cnt, ui, act, state } = ctx;
  const { roots, unresolved } = memo(cnt, "rollup", () => rollup(m, cnt));
  if (!ui.expandedInit && roots.length) {
    ui.expandedInit = true;
    for (const r of roots.slice(0, 2)) ui.expanded.add(r.id);
  }
  const section = h("section", { class: "v-panel v-places", "aria-labelledby": "v-pl-h" },
    h("h2", { id: "v-pl-h" }, "Places ", h("span", { class: "v-sub" }, `${num(roots.length)} top level, ${num(unresolved.length)} unresolved`)));
  if (roots.length === 0 && unresolved.length === 0) {
    section.append(h("p", { class: "v-empty" }, ctx.filtered ? "The selected captions name no place. Remove a filter to see more." : "No caption names a place."));
    return section;
  }
  const rows = flatten(roots, ui.expanded);
  const body = h("tbody", {});
  for (const { node, depth } of rows.slice(0, ui.placesLimit)) {
    const open = ui.expanded.has(node.id);
    const on = state.place.includes(node.id);
    const toggle = node.children.length
      ? h("button", { type: "button", class: "v-twisty", "data-key": `plx:${node.id}`, "aria-expanded": open ? "true" : "false", "aria-label": `${open ? "Collapse" : "Expand"} ${node.name} (${node.children.length} inside)`,
        onclick: () => {
          if (open) ui.expanded.delete(node.id);
          else ui.expanded.add(node.id);
          act.refresh();
        } }, open ? "▾" : "▸")
      : h("span", { class: "v-twisty-none", "aria-hidden": "true" });
    body.append(h("tr", { "data-testid": "place-row", "data-id": node.id, "data-count": node.count, class: `v-depth-${Math.min(depth, 4)}${on ? " v-on" : ""}` },
      h("th", { scope: "row" }, h("span", { class: "v-indent" }, toggle,
        h("button", { type: "button", class: "v-link", "data-key": `pl:${node.id}`, "aria-pressed": on ? "true" : "false", title: "Filter by this place", onclick: () => act.toggle("place", node.id) }, node.name))),
      h("td", { class: "v-kind" }, node.kind === "unknown" ? "" : node.kind),
      h("td", { class: "v-num" }, num(node.count))));
  }
  section.append(h("div", { class: "v-table-wrap v-scroll" }, h("table", { class: "v-table", "aria-label": "Places with caption counts rolled up to every level; expand a row to see the places inside" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Place"), h("th", { scope: "col" }, "Kind"), h("th", { scope: "col" }, "Captions"))),
    body)));
  if (rows.length > ui.placesLimit) {
    section.append(h("button", { type: "button", class: "v-more", "data-key": "pl:more", onclick: () => act.ui({ placesLimit: ui.placesLimit + 200 }) }, `Show more (${num(rows.length - ui.placesLimit)} hidden)`));
  }
  if (unresolved.length) {
    const list = h("ul", { class: "v-unresolved" }, unresolved.slice(0, 500).map((u) => {
      const on = state.place.includes(u.id);
      return h("li", { "data-testid": "place-unresolved-row", "data-count": u.count },
        h("button", { type: "button", class: "v-link", "data-key": `pl:${u.id}`, "aria-pressed": on ? "true" : "false", onclick: () => act.toggle("place", u.id) }, u.name),
        ` ${num(u.count)}`);
    }));
    section.append(h("details", { class: "v-unres", open: unresolved.length <= 30 ? true : null },
      h("summary", {}, `Not found in the gazetteer (${num(unresolved.length)})`), list,
      unresolved.length > 500 ? h("p", { class: "v-note" }, `The first 500 of ${num(unresolved.length)} are shown.`) : null));
  }
  return section;
}
