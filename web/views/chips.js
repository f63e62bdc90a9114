// Active filters as removable chips.

import { photographerName, placeName } from "../lib/model.js";
import { isEmpty } from "../lib/filter.js";

const HAS = { photographer: "has a photographer", agency: "has an agency", place: "names a place", date: "has a date" };
const MISSING = { credit: "without a credit", date: "without a date", place: "without a place" };

/** renderChips lists the active filters, each a button that removes it. */
export function renderChips(ctx) {
  const { h, m, state, act } = ctx;
  const chips = [];
  const chip = (kind, label, key, value) =>
    chips.push(h("li", {}, h("button", { type: "button", class: "v-chip", "data-testid": "filter-chip", "data-key": `chip:${key}:${value || ""}`, "aria-label": `Remove filter ${kind}: ${label}`, onclick: () => act.remove(key, value) },
      h("span", { class: "v-chip-kind" }, kind), " ", label, h("span", { class: "v-chip-x", "aria-hidden": "true" }, " ×"))));
  for (const id of state.photographer) chip("Photographer", photographerName(m, id), "photographer", id);
  for (const a of state.agency) chip("Agency", a, "agency", a);
  for (const id of state.place) chip("Place", placeName(m, id), "place", id);
  if (state.from || state.to) {
    chips.push(h("li", {}, h("button", { type: "button", class: "v-chip", "data-testid": "filter-chip", "data-key": "chip:range", "aria-label": `Remove filter dates ${state.from || "…"} to ${state.to || "…"}`, onclick: () => act.range("", "") },
      h("span", { class: "v-chip-kind" }, "Dates"), ` ${state.from || "…"} – ${state.to || "…"}`, h("span", { class: "v-chip-x", "aria-hidden": "true" }, " ×"))));
  }
  for (const k of state.has) chip("Only", HAS[k] || k, "has", k);
  for (const k of state.missing) chip("Only", MISSING[k] || k, "missing", k);
  if (state.dup) chip("Only", state.dup === "unique" ? "unique captions" : "duplicates", "dup");
  if (state.q.trim()) chip("Text", `“${state.q.trim()}”`, "q");
  if (isEmpty(state)) {
    return h("div", { class: "v-chips v-chips-none" },
      h("p", { class: "v-hint" }, "No filter. Click a card, a photographer, an agency, a place or a map circle, or drag across the timeline, to filter every view."));
  }
  return h("div", { class: "v-chips", role: "group", "aria-label": "Active filters" },
    h("ul", { class: "v-chip-list" }, chips),
    h("button", { type: "button", class: "v-clear", "data-testid": "filter-clear", "data-key": "chip:clear", onclick: () => act.clear() }, "Clear all"));
}
