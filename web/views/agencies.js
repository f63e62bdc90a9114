// Agencies: captions per agency with their share, and the "via" chains apart
// ("Aleppo Media Center via AP": a caption counts for both agencies).

import { agencyRows } from "../lib/stats.js";
import { num, pct } from "../lib/format.js";
import { memo } from "../lib/memo.js";

/** renderAgencies lists the agencies of the selection. */
export function renderAgencies(ctx) {
  const { h, m, cnt, act, state } = ctx;
  const a = memo(cnt, "agencies", () => agencyRows(m, cnt));
  const section = h("section", { class: "v-panel v-agencies", "aria-labelledby": "v-ag-h" },
    h("h2", { id: "v-ag-h" }, "Agencies ", h("span", { class: "v-sub" }, num(a.agencies.length))));
  if (a.agencies.length === 0) {
    section.append(h("p", { class: "v-empty" }, ctx.filtered ? "No agency is credited in the selected captions. Remove a filter to see more." : "No caption credits an agency."));
    return section;
  }
  const bar = (share) => {
    const fill = h("span", { class: "v-bar-fill" });
    fill.style.width = `${(share * 100).toFixed(1)}%`;
    return h("span", { class: "v-bar", "aria-hidden": "true" }, fill);
  };
  const rows = a.agencies.map((r) => {
    const on = state.agency.includes(r.name);
    const share = a.total ? r.count / a.total : 0;
    return h("tr", { "data-testid": "agency-row", "data-name": r.name, "data-count": r.count, class: on ? "v-on" : null },
      h("th", { scope: "row" }, h("button", { type: "button", class: "v-link", "data-key": `ag:${r.name}`, "aria-pressed": on ? "true" : "false", title: "Filter by this agency", onclick: () => act.toggle("agency", r.name) }, r.name)),
      h("td", { class: "v-num" }, num(r.count)),
      h("td", { class: "v-share" }, bar(share), " ", pct(share)));
  });
  section.append(h("div", { class: "v-table-wrap v-scroll" }, h("table", { class: "v-table", "aria-label": "Agencies: captions and share of the selected captions" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Agency"), h("th", { scope: "col" }, "Captions"), h("th", { scope: "col" }, "Share"))),
    h("tbody", {}, rows))));
  if (a.chains.length) {
    section.append(h("h3", {}, "Credit chains"), h("table", { class: "v-table", "aria-label": "Credits naming more than one agency" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Chain"), h("th", { scope: "col" }, "Captions"))),
      h("tbody", {}, a.chains.map((c) => h("tr", { "data-testid": "agency-chain-row" }, h("th", { scope: "row" }, c.name), h("td", { class: "v-num" }, num(c.count)))))));
  }
  const none = a.total - a.credited;
  section.append(h("p", { class: "v-note" }, `Share of the ${num(a.total)} selected captions; a caption crediting two agencies counts for both.`,
    none ? ` ${num(none)} name no agency.` : ""));
  return section;
}
