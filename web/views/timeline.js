// Timeline: captions over time, stacked by agency or by the top photographers, with a
// brush (and two date fields, for the keyboard) to filter a date range.
//
// Bars count unique captions at the bin unit that fits the dataset's whole range (the
// axis does not jump when filtering). Dates coarser than the unit ("2016-11" in weekly
// bins) are drawn as spans over their whole period in a band under the bars, never on
// one day. The timeline ignores its own date range when counting, so the brush shows
// what lies outside the selection too. Charts use d3 (scales, axes, stack, brush).

import { select, counted } from "../lib/filter.js";
import { binDatesSteps, binStart, binNext, chooseUnit, dayString, parseDate, UNITS } from "../lib/bin.js";
import { photographerName } from "../lib/model.js";
import { memo, drive, STEP } from "../lib/memo.js";
import { num, plural } from "../lib/format.js";
import { newArray } from "../engine/steps.js";

const DAY = 86400000;
const TOP = 8;
export const PALETTE = ["#4e79a7", "#f28e2c", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc949", "#9c755f"];
const OTHER = "#8c8c8c";
const NONE = "#c7c7c7";

/** renderTimeline draws the timeline of the selection (all filters but the date range). */
export function renderTimeline(ctx) {
  const { h, m, state, ui, act } = ctx;
  const d3 = ctx.document.defaultView.d3;
  const ranged = state.from || state.to;
  const cnt = ranged ? counted(m, select(m, state, ["date"]), state) : ctx.cnt;
  const section = h("section", { class: "v-panel v-timeline", "data-testid": "timeline", "aria-labelledby": "v-timeline-h" });
  const { auto, unit, tooFine } = timelineUnit(m, ui);
  const { groups, dates, data } = memo(cnt, timelineKey(ui, unit), () => drive(timelineSteps(m, cnt, ui.stackBy, unit)));
  section.append(header(ctx, unit, auto), controls(ctx));
  if (m.minDay > m.maxDay) {
    section.append(h("p", { class: "v-empty" }, "No caption has a date, so there is no timeline. Dates are read from the caption text (\"on November 6, 2016\")."));
    return section;
  }
  if (!d3) {
    section.append(h("p", { class: "v-empty" }, "The chart library (vendor/d3) did not load; reload the page."));
    return section;
  }
  const chart = draw(ctx, d3, data, unit, groups);
  section.append(chart, legend(ctx, groups, cnt), note(h, data, dates.length, cnt.length));
  if (tooFine) section.append(h("p", { class: "v-note" }, `Bins of one ${ui.unit} would make more than 1,500 bars over this range; showing ${unit}s.`));
  return section;
}

/** timelineUnit gives the bin unit of the timeline: the one asked for, unless too fine. */
export function timelineUnit(m, ui) {
  const auto = m.minDay <= m.maxDay ? chooseUnit(m.minDay, m.maxDay) : "month";
  let unit = ui.unit === "auto" ? auto : ui.unit;
  const span = m.maxDay - m.minDay + 1;
  const tooFine = ui.unit !== "auto" && span / { day: 1, week: 7, month: 30.4, year: 365.25 }[unit] > 1500;
  if (tooFine) unit = auto; // thousands of bars would be unreadable (and slow)
  return { auto, unit, tooFine };
}

/** timelineKey is the memo key of the timeline's counts. */
export const timelineKey = (ui, unit) => `timeline:${ui.stackBy}:${unit}`;

/**
 * timelineSteps counts the records cnt into the timeline's bins, stacked by (agency or
 * photographer), as a generator that yields every STEP records.
 */
export function* timelineSteps(m, cnt, by, unit) {
  const groups = yield* groupsOf(m, cnt, by);
  const n = cnt.length;
  const dates = yield* newArray(n), keys = yield* newArray(n);
  const used = new Set(); // the groups, in the order of their first record
  for (let i = 0; i < n; i++) {
    if (i % STEP === STEP - 1) yield;
    dates[i] = m.dates[cnt[i]];
    const g = groups.of(cnt[i]);
    keys[i] = g;
    used.add(g);
  }
  groups.used = used;
  yield;
  return { groups, dates, data: yield* binDatesSteps(dates, keys, unit) };
}

function header(ctx, unit) {
  const { h } = ctx;
  return h("h2", { id: "v-timeline-h" }, "Timeline ", h("span", { class: "v-sub" }, `captions per ${unit}, UTC`));
}

function controls(ctx) {
  const { h, ui, act, state } = ctx;
  const radio = (value, label) =>
    h("label", {}, h("input", { type: "radio", name: "v-stack", value, checked: ui.stackBy === value, "data-key": `stack:${value}`, onchange: () => act.ui({ stackBy: value }) }), " ", label);
  const unitSel = h("select", { "aria-label": "Bin size", "data-key": "unit", onchange: (e) => act.ui({ unit: e.target.value }) },
    ["auto", ...UNITS].map((u) => h("option", { value: u, selected: ui.unit === u }, u === "auto" ? "Bins: automatic" : `Bins: ${u}`)));
  const from = h("input", { type: "date", value: state.from, "aria-label": "From date (UTC)", "data-key": "range:from", "data-testid": "range-from" });
  const to = h("input", { type: "date", value: state.to, "aria-label": "To date (UTC)", "data-key": "range:to", "data-testid": "range-to" });
  const apply = () => act.range(from.value, to.value);
  from.addEventListener("change", apply);
  to.addEventListener("change", apply);
  return h("div", { class: "v-controls" },
    h("fieldset", { class: "v-radios" }, h("legend", {}, "Stack by"), radio("agency", "agency"), radio("photographer", "top photographers")),
    unitSel,
    h("span", { class: "v-range" }, h("label", {}, "From ", from), h("label", {}, "to ", to),
      (state.from || state.to) ? h("button", { type: "button", "data-key": "range:clear", onclick: () => act.range("", "") }, "Clear range") : null));
}

// groupsOf names the stack group of each record: its first agency (or photographer) when
// among the top ones, else "Other", or "None" when it has none.
function* groupsOf(m, cnt, by) {
  const tally = new Map();
  const keyOf = by === "photographer" ? (k) => m.phot[k][0] : (k) => m.agencies[k][0];
  for (let i = 0; i < cnt.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const g = keyOf(cnt[i]);
    if (g !== undefined) tally.set(g, (tally.get(g) || 0) + 1);
  }
  const top = [...tally].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP).map(([g]) => g);
  const topSet = new Set(top);
  const label = by === "photographer" ? (g) => photographerName(m, g) : (g) => g;
  const keys = [...top, "\u0001other", "\u0001none"];
  const names = new Map(top.map((g) => [g, label(g)]));
  names.set("\u0001other", by === "photographer" ? "Other photographers" : "Other agencies");
  names.set("\u0001none", by === "photographer" ? "No photographer" : "No agency");
  const colors = new Map(top.map((g, i) => [g, PALETTE[i]]));
  colors.set("\u0001other", OTHER);
  colors.set("\u0001none", NONE);
  return {
    by,
    keys,
    names,
    colors,
    tally,
    of: (k) => {
      const g = keyOf(k);
      return g === undefined ? "\u0001none" : topSet.has(g) ? g : "\u0001other";
    },
  };
}

function draw(ctx, d3, data, unit, groups) {
  const { s, h, state, act, m } = ctx;
  const W = Math.round(Math.max(480, Math.min(ctx.width - 34, 1400))); // the panel's inner width
  const margin = { top: 8, right: 12, bottom: 22, left: 44 };
  const barH = 200;
  const lanes = laneOf(data.partial);
  const bandH = data.partial.length ? 14 + 12 * (lanes.count - 1) + 14 : 0;
  const H = margin.top + barH + margin.bottom + bandH;
  const lo = binStart(m.minDay, unit);
  const hi = binNext(binStart(m.maxDay, unit), unit);
  const x = d3.scaleUtc().domain([new Date(lo * DAY), new Date(hi * DAY)]).range([margin.left, W - margin.right]);
  const ymax = d3.max(data.bins, (b) => b.total) || 1;
  const y = d3.scaleLinear().domain([0, ymax]).nice().range([margin.top + barH, margin.top]);
  const total = data.bins.reduce((a, b) => a + b.total, 0);
  const svg = s("svg", {
    class: "v-chart", viewBox: `0 0 ${W} ${H}`, role: "img", "data-total": total, "data-partial": data.partialCount,
    "data-scale": `${dayString(lo)} ${dayString(hi)} ${x.range().join(" ")}`, // for tests: domain (days) and range (viewBox x)
    "aria-label": `Timeline: ${num(total)} captions by ${unit} from ${dayString(lo)} to ${dayString(hi - 1)}, stacked by ${groups.by}` + (data.partialCount ? `; ${num(data.partialCount)} with only a month or year, drawn as spans below` : ""),
  });
  // one path per group (not a rect per bar and group): a few elements instead of
  // thousands keeps a re-render after a filter click cheap to lay out
  const g = s("g", { class: "v-bars" });
  const d = new Map(groups.keys.map((k) => [k, []]));
  const f1 = (v) => Math.round(v * 10) / 10;
  for (const b of data.bins) {
    let acc = 0;
    const x0 = x(new Date(b.start * DAY));
    const x1 = x(new Date(b.end * DAY));
    const w = Math.max(1, x1 - x0 - (x1 - x0 > 4 ? 1 : 0));
    for (const key of groups.keys) {
      const c = b.counts.get(key);
      if (!c) continue;
      const yTop = y(acc + c);
      d.get(key).push(`M${f1(x0)},${f1(yTop)}h${f1(w)}v${f1(Math.max(0.5, y(acc) - yTop))}h${f1(-w)}z`);
      acc += c;
    }
  }
  for (const [key, parts] of d) if (parts.length) g.append(s("path", { d: parts.join(""), fill: groups.colors.get(key) }));
  svg.append(g);
  const axisY = s("g", { class: "v-axis", transform: `translate(${margin.left},0)` });
  d3.select(axisY).call(d3.axisLeft(y).ticks(Math.min(5, ymax)).tickFormat((v) => (Number.isInteger(v) ? num(v) : "")));
  const axisX = s("g", { class: "v-axis", transform: `translate(0,${margin.top + barH})` });
  d3.select(axisX).call(d3.axisBottom(x).ticks(Math.max(2, Math.floor(W / 90))));
  svg.append(axisY, axisX);
  if (data.partial.length) svg.append(partialBand(ctx, x, data.partial, lanes, margin.top + barH + margin.bottom));
  svg.append(brush(ctx, d3, x, unit, [[margin.left, margin.top], [W - margin.right, margin.top + barH]]));
  const tip = h("p", { class: "v-tip", "aria-hidden": "true" }, "\u00a0");
  // hovering shows the bin under the pointer (the brush covers the bars, so no <title>)
  const over = (ev) => {
    const day = Math.floor(x.invert(d3.pointer(ev, svg)[0]).getTime() / DAY);
    const b = data.bins.find((b) => b.start <= day && day < b.end);
    if (!b || !b.total) return void (tip.textContent = "\u00a0");
    const parts = groups.keys.filter((k) => b.counts.get(k)).map((k) => `${groups.names.get(k)} ${num(b.counts.get(k))}`);
    tip.textContent = `${unit === "day" ? "" : `${unit} of `}${dayString(b.start)}: ${num(b.total)} ${plural(b.total, "caption", "captions")} (${parts.join(", ")})`;
  };
  svg.addEventListener("mousemove", over);
  svg.addEventListener("mouseleave", () => (tip.textContent = "\u00a0"));
  return h("div", { class: "v-chart-wrap" }, svg, tip);
}

// laneOf stacks overlapping partial spans into lanes so that none hides another.
function laneOf(partial) {
  const ends = [];
  const lane = partial.map((p) => {
    let l = ends.findIndex((e) => e < p.lo);
    if (l < 0) l = ends.push(0) - 1;
    ends[l] = p.hi;
    return l;
  });
  return { lane, count: Math.max(1, ends.length) };
}

function partialBand(ctx, x, partial, lanes, top) {
  const { s } = ctx;
    const g = s("g", { class: "v-partial", "aria-hidden": "true" });
  g.append(s("text", { x: x.range()[0] - 4, y: top + 10, "text-anchor": "end", class: "v-partial-label" }, "partial"));
  partial.forEach((p, i) => {
    const x0 = x(new Date(p.lo * DAY));
    const x1 = x(new Date((p.hi + 1) * DAY));
    const what = p.prec === 1 ? "year" : "month";
    const label = `${dayString(p.lo).slice(0, p.prec === 1 ? 4 : 7)}: ${num(p.count)}`;
    const w = Math.max(2, x1 - x0 - 1);
    g.append(s("rect", { x: x0, y: top + lanes.lane[i] * 12, width: w, height: 10, rx: 2, class: "v-partial-span" },
      s("title", {}, `${num(p.count)} ${plural(p.count, "caption", "captions")} dated only to the ${what} ${label.split(":")[0]}`)));
    if (w > label.length * 6 + 8) g.append(s("text", { x: x0 + 4, y: top + lanes.lane[i] * 12 + 8.5, class: "v-partial-text" }, label));
  });
  return g;
}

// brush lets a pointer select a date range; the range snaps to whole bins.
function brush(ctx, d3, x, unit, extent) {
  const { s, state, act } = ctx;
  const g = s("g", { class: "v-brush" });
  const b = d3.brushX().extent(extent).on("end", (ev) => {
    if (!ev.sourceEvent) return; // moved by code
    if (!ev.selection) {
      if (state.from || state.to) act.range("", "");
      return;
    }
    const [a, z] = ev.selection.map((px) => Math.floor(x.invert(px).getTime() / DAY));
    const from = binStart(a, unit);
    const to = binNext(binStart(Math.max(a, z - 1), unit), unit) - 1;
    act.range(dayString(from), dayString(to));
  });
  const sel = d3.select(g).call(b);
  const f = parseDate(state.from);
  const t = parseDate(state.to);
  if (f || t) {
    const [lo, hi] = x.domain();
    const px0 = f ? x(new Date(f.lo * DAY)) : x(lo);
    const px1 = t ? x(new Date((t.hi + 1) * DAY)) : x(hi);
    sel.call(b.move, [Math.max(extent[0][0], px0), Math.min(extent[1][0], px1)]);
  }
  return g;
}

function legend(ctx, groups, cnt) {
  const { h, state, act } = ctx;
  const key = groups.by === "photographer" ? "photographer" : "agency";
  const items = groups.keys.filter((k) => groups.used.has(k)).map((k) => {
    const n = k === "\u0001none" ? undefined : groups.tally.get(k);
    const swatch = h("span", { class: "v-swatch", "aria-hidden": "true" });
    swatch.style.background = groups.colors.get(k);
    if (k.startsWith("\u0001")) return h("li", {}, swatch, " ", groups.names.get(k));
    return h("li", {}, h("button", { type: "button", class: "v-link", "data-key": `legend:${k}`, "aria-pressed": state[key].includes(k) ? "true" : "false", onclick: () => act.toggle(key, k) },
      swatch, " ", groups.names.get(k), n ? ` (${num(n)})` : ""));
  });
  return h("ul", { class: "v-legend", "aria-label": `Colours: ${groups.by === "photographer" ? "top photographers" : "agencies"} (click to filter)` }, items);
}

function note(h, data, dated, total) {
  const parts = [];
  if (data.partialCount) parts.push(`${num(data.partialCount)} ${plural(data.partialCount, "caption is", "captions are")} dated only to a month or a year: drawn as spans over that period under the bars, not put on a day.`);
  if (data.undated) parts.push(`${num(data.undated)} of ${num(total)} ${plural(total, "caption has", "captions have")} no date.`);
  parts.push("Drag across the bars to filter a date range; click outside the selection to clear it.");
  return h("p", { class: "v-note", "data-testid": "timeline-note" }, parts.join(" "));
}
