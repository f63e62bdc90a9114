// Summary cards: each figure is also a filter (click to keep only those captions).

import { summary } from "../lib/stats.js";
import { num, dateRange } from "../lib/format.js";
import { memo } from "../lib/memo.js";

/** renderCards shows the summary figures of the selection as toggle buttons. */
export function renderCards(ctx) {
  const { h, m, idx, cnt, state, act } = ctx;
  const s = memo(cnt, "summary", () => summary(m, idx, cnt));
  const card = (id, label, value, on, press, hint) =>
    h("li", {},
      h("button", { type: "button", class: "v-card", "data-testid": `card-${id}`, "data-key": `card:${id}`, "aria-pressed": on ? "true" : "false", title: hint, onclick: press },
        h("span", { class: "v-card-value" }, value),
        h("span", { class: "v-card-label" }, label)));
  const has = (k) => state.has.includes(k);
  const miss = (k) => state.missing.includes(k);
  return h("section", { class: "v-cards", "aria-label": "Summary (each figure filters the views)" },
    h("ul", { class: "v-card-list" },
      card("captions", "captions", num(s.captions), false, () => act.clear(), "Show all captions (clears every filter)"),
      card("unique", "unique", num(s.unique), state.dup === "unique", () => act.set({ dup: state.dup === "unique" ? "" : "unique" }), "Only captions that are not duplicates"),
      card("duplicates", "duplicates", num(s.duplicates), state.dup === "duplicate", () => act.set({ dup: state.dup === "duplicate" ? "" : "duplicate" }), "Only duplicate captions"),
      card("photographers", "photographers", num(s.photographers), has("photographer"), () => act.toggle("has", "photographer"), "Only captions that credit a photographer"),
      card("agencies", "agencies", num(s.agencies), has("agency"), () => act.toggle("has", "agency"), "Only captions that credit an agency"),
      card("places", "places", num(s.places), has("place"), () => act.toggle("has", "place"), "Places at every level (country, region, city, district) and unresolved names; click: only captions that name a place"),
      card("dates", "date range (UTC)", dateRange(s.firstDate, s.lastDate) || "no dates", has("date"), () => act.toggle("has", "date"), "Only dated captions"),
      card("no-credit", "without a credit", num(s.noCredit), miss("credit"), () => act.toggle("missing", "credit"), "Only captions with no photographer and no agency"),
      card("no-date", "without a date", num(s.noDate), miss("date"), () => act.toggle("missing", "date"), "Only captions with no date"),
      card("no-place", "without a place", num(s.noPlace), miss("place"), () => act.toggle("missing", "place"), "Only captions that name no place"),
    ));
}
