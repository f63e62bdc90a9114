// Captions: every selected caption with what was extracted highlighted in its text,
// its file and line, duplicate marks and a text search. The list is virtualised (rows of
// a fixed height, only those in view exist in the DOM), so 100,000 captions scroll
// smoothly; it follows the ARIA feed pattern (articles, Page Up/Down and arrows move).
// Selecting a row shows the whole caption and every extracted value beside the list.

import { segments } from "../lib/text.js";
import { photographerName, placeName } from "../lib/model.js";
import { num } from "../lib/format.js";
import { memo, drive, STEP } from "../lib/memo.js";

const ROW = 76;
const OVERSCAN = 6;
const FIELDS = [
  ["photographer", "photographer"],
  ["agency", "agency"],
  ["date", "date"],
  ["place", "place"],
  ["credit", "credit line"],
];

/** highlight renders a caption's text with its extracted spans as labelled marks. */
export function highlight(h, r) {
  const p = h("span", { class: "v-text" });
  for (const seg of segments(r.text || "", r.spans)) {
    if (!seg.field && !seg.credit) p.append(seg.text);
    else if (!seg.field) p.append(h("span", { class: "v-credit" }, seg.text));
    else p.append(h("mark", { class: `hl hl-${seg.field}${seg.credit ? " v-credit" : ""}`, title: seg.field }, seg.text));
  }
  return p;
}

/** renderCaptions shows the selected captions with a search field and a detail pane. */
export function renderCaptions(ctx) {
  const { h, m, idx, state, act, ui } = ctx;
  const search = h("input", { type: "search", class: "v-search", value: state.q, placeholder: "Search caption text", "aria-label": "Search caption text", "data-key": "search", "data-testid": "caption-search" });
  let timer = 0;
  search.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => act.set({ q: search.value }), 200);
  });
  search.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      clearTimeout(timer);
      act.set({ q: search.value });
    }
  });
  const legend = h("ul", { class: "v-hl-legend", "aria-label": "Highlight legend" },
    FIELDS.map(([f, label]) => h("li", {}, f === "credit" ? h("span", { class: "v-credit" }, label) : h("mark", { class: `hl hl-${f}` }, label))));
  const section = h("section", { class: "v-panel v-captions", "aria-labelledby": "v-cap-h" },
    h("div", { class: "v-cap-head" },
      h("h2", { id: "v-cap-h" }, "Captions ", h("span", { class: "v-sub", "data-testid": "caption-count", "data-count": idx.length }, `${num(idx.length)} of ${num(m.n)}`)),
      search, legend));
  if (idx.length === 0) {
    section.append(h("p", { class: "v-empty" }, state.q ? `No caption contains “${state.q}”. Try fewer letters, or remove a filter.` : "No caption matches the filters. Remove a filter above, or Clear all."));
    return section;
  }
  const detail = h("aside", { class: "v-cap-detail", "aria-label": "Caption details", "aria-live": "polite" });
  const list = virtualList(ctx, (k) => {
    act.select(m.records[k].id);
    detail.replaceChildren(...details(ctx, k));
  });
  const sel = ui.selected >= 0 && ui.selected < m.n ? ui.selected : -1;
  detail.replaceChildren(...(sel >= 0 ? details(ctx, sel) : [h("p", { class: "v-hint" }, "Select a caption (click it, or Enter) to read it whole with everything extracted from it.")]));
  section.append(h("div", { class: "v-cap-body" }, list, detail));
  return section;
}

function virtualList(ctx, onSelect) {
  const { h, m, idx, ui, act } = ctx;
  const win = ctx.document.defaultView;
  const n = idx.length;
  const scroller = h("div", { class: "v-cap-scroll", role: "feed", "aria-busy": "false", "aria-label": `${num(n)} captions`, "data-testid": "caption-list" });
  const spacer = h("div", { class: "v-cap-spacer" });
  spacer.style.height = `${n * ROW}px`;
  scroller.append(spacer);
  const live = new Map(); // position → row element
  let drawn = [-1, -1];
  const draw = () => {
    const top = scroller.scrollTop;
    const height = scroller.clientHeight || 560;
    const a = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
    const b = Math.min(n, Math.ceil((top + height) / ROW) + OVERSCAN);
    if (a === drawn[0] && b === drawn[1]) return;
    drawn = [a, b];
    for (const [i, el] of live) {
      if (i < a || i >= b) {
        if (el.contains(ctx.document.activeElement)) continue; // keep the focused row
        el.remove();
        live.delete(i);
      }
    }
    for (let i = a; i < b; i++) {
      if (live.has(i)) continue;
      const el = row(ctx, i, onSelect, focusRow);
      live.set(i, el);
      spacer.append(el);
    }
  };
  const focusRow = (i) => {
    i = Math.max(0, Math.min(n - 1, i));
    const y = i * ROW;
    if (y < scroller.scrollTop) scroller.scrollTop = y;
    else if (y + ROW > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = y + ROW - scroller.clientHeight;
    draw();
    const el = live.get(i);
    if (el) el.focus({ preventScroll: true });
  };
  // Chrome and Firefox fire scroll events once a frame, before painting: drawing right
  // away means no frame shows the list without its rows.
  scroller.addEventListener("scroll", () => {
    act.scrolled(scroller.scrollTop);
    draw();
  });
  // Sizes are known once the list is in the page: restore the scroll position and draw.
  const ro = new win.ResizeObserver(() => {
    if (!scroller.isConnected) return ro.disconnect();
    if (ui.scroll && scroller.scrollTop !== ui.scroll) scroller.scrollTop = ui.scroll;
    drawn = [-1, -1]; // the height may have changed
    draw();
  });
  ro.observe(scroller);
  draw();
  return scroller;
}

function row(ctx, i, onSelect, focusRow) {
  const { h, m, idx } = ctx;
  const k = idx[i];
  const r = m.records[k];
  const copies = m.unique[k] ? dupCounts(m).get(r.id) : 0;
  const dup = m.unique[k]
    ? copies ? h("span", { class: "v-dup" }, `${num(copies)} ${copies === 1 ? "duplicate" : "duplicates"}`) : null
    : h("span", { class: "v-dup", title: `Same caption as #${r.duplicate_of}` }, `duplicate of #${r.duplicate_of}`);
  const meta = [
    h("span", { class: "v-fileline" }, `${r.file}:${r.line}`),
    r.date ? h("span", {}, r.date) : h("span", { class: "v-missing" }, "no date"),
    m.phot[k].length ? h("span", {}, m.phot[k].map((id) => photographerName(m, id)).join(", ")) : null,
    m.agencies[k].length ? h("span", {}, m.agencies[k].join(", ")) : null,
    dup,
  ];
  const el = h("article", {
    class: `v-cap-row${m.unique[k] ? "" : " v-is-dup"}${ctx.ui.selected === r.id ? " v-selected" : ""}`,
    "data-testid": "caption-row", "data-id": r.id, tabindex: "0", "aria-posinset": i + 1, "aria-setsize": idx.length,
    "aria-label": `Caption ${i + 1} of ${idx.length}, ${r.file} line ${r.line}${m.unique[k] ? "" : ", duplicate"}`,
  },
    h("p", { class: "v-cap-text" }, highlight(h, r)),
    h("p", { class: "v-cap-meta" }, h("span", { class: "v-cap-id" }, `#${r.id}`), meta));
  el.style.transform = `translateY(${i * ROW}px)`;
  const choose = () => {
    for (const s of el.parentNode ? el.parentNode.querySelectorAll(".v-selected") : []) s.classList.remove("v-selected");
    el.classList.add("v-selected");
    onSelect(k);
  };
  el.addEventListener("click", choose);
  el.addEventListener("keydown", (e) => {
    const page = Math.max(1, Math.floor((el.parentNode.parentNode.clientHeight || 560) / ROW) - 1);
    const to = { ArrowDown: i + 1, ArrowUp: i - 1, PageDown: i + page, PageUp: i - page, Home: 0, End: idx.length - 1 }[e.key];
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      choose();
    } else if (to !== undefined) {
      e.preventDefault();
      focusRow(to);
    }
  });
  return el;
}

// dupCounts counts, per caption id, the duplicates of it (once per model).
function dupCounts(m) {
  return memo(m, "dupCounts", () => drive(dupCountsSteps(m)));
}

/** dupCountsSteps is dupCounts as a generator that yields every STEP records. */
export function* dupCountsSteps(m) {
  const c = new Map();
  const recs = m.records;
  for (let i = 0; i < recs.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const d = recs[i].duplicate_of;
    if (d >= 0) c.set(d, (c.get(d) || 0) + 1);
  }
  return c;
}

function details(ctx, k) {
  const { h, m } = ctx;
  const r = m.records[k];
  const dl = h("dl", { class: "v-fields" });
  const item = (label, ...value) => dl.append(h("dt", {}, label), h("dd", {}, ...value));
  const names = (list, cls) => (list.length ? list.map((v) => h("mark", { class: `hl hl-${cls}` }, v)) : [h("span", { class: "v-missing" }, "none")]);
  item("Photographers", ...names(r.photographers || [], "photographer"));
  if (m.phot[k].some((id) => m.photographers.get(id).variants.size > 1)) {
    item("Grouped as", m.phot[k].map((id) => photographerName(m, id)).join(", "));
  }
  item("Agencies", ...names(r.agencies || [], "agency"));
  item("Date", r.date ? h("mark", { class: "hl hl-date" }, r.date) : h("span", { class: "v-missing" }, "none"), r.date && r.date.length < 10 ? ` (${r.date.length === 4 ? "year" : "month"} only)` : "");
  item("Location", r.location || h("span", { class: "v-missing" }, "none"), r.location_id ? ` → ${placeName(m, r.location_id)} (${r.location_id})` : "");
  const places = r.places || [];
  item("Places", places.length ? h("ul", { class: "v-place-list" }, places.map((p, i) => {
    const res = (r.places_resolved || [])[i];
    return h("li", {}, h("mark", { class: "hl hl-place" }, p), " → ",
      res ? `${res.name} (${res.kind}${res.country ? ", " + res.country : ""}; ${res.id}${res.has_geo ? `; ${res.lat.toFixed(3)}, ${res.lon.toFixed(3)}` : ""})` : h("span", { class: "v-missing" }, "not found in the gazetteer"),
      res && res.parents && res.parents.length ? h("span", { class: "v-variants" }, " in ", res.parents.map((id) => placeName(m, id)).join(" › ")) : null);
  })) : h("span", { class: "v-missing" }, "none"));
  item("Source", `${r.file}, line ${r.line}`, ` (#${r.id})`);
  if (!m.unique[k]) item("Duplicate", `of #${r.duplicate_of}`);
  else if (dupCounts(m).get(r.id)) item("Duplicates", `${num(dupCounts(m).get(r.id))} elsewhere in the files`);
  if (r.notes && r.notes.length) item("Notes", h("ul", {}, r.notes.map((n) => h("li", {}, n))));
  return [h("h3", {}, `Caption #${r.id}`), h("p", { class: "v-cap-full" }, highlight(h, r)), dl];
}
