// A small inline timeline of one photographer's captions, on the dataset's whole range.

import { binDates, binStart, binNext, chooseUnit } from "../lib/bin.js";
import { memo } from "../lib/memo.js";

/** sparkUnit picks a unit that gives at most about 60 bins over the model's range. */
export function sparkUnit(m) {
  if (m.minDay > m.maxDay) return "month";
  const u = chooseUnit(m.minDay, m.maxDay);
  const span = m.maxDay - m.minDay;
  if (u === "day" && span > 60) return "week";
  if (u === "week" && span > 420) return "month";
  if (u === "month" && span > 1830) return "year";
  return u;
}

/** sparkline draws counts of dates (parsed dates) as a filled area, 100×20. */
export function sparkline(s, m, dates, unit, label, cacheKey) {
  const W = 100;
  const H = 20;
  const svg = s("svg", { class: "v-spark", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": label });
  if (m.minDay > m.maxDay) return svg;
  const d = cacheKey ? sparkPathOf(m, dates, unit, cacheKey) : sparkPath(m, dates, unit, W, H);
  svg.append(s("line", { x1: 0, x2: W, y1: H - 0.5, y2: H - 0.5, class: "v-spark-base" }), s("path", { d, class: "v-spark-bar" }));
  return svg;
}

/** sparkPathOf gives (and keeps, under cacheKey) the path of a sparkline. */
export function sparkPathOf(m, dates, unit, cacheKey) {
  return memo(cacheKey, `spark:${unit}`, () => sparkPath(m, dates, unit, 100, 20));
}

function sparkPath(m, dates, unit, W, H) {
  const lo = binStart(m.minDay, unit);
  const hi = binNext(binStart(m.maxDay, unit), unit);
  const { bins } = binDates(dates, null, unit);
  const max = Math.max(1, ...bins.map((b) => b.total));
  const xs = (day) => ((day - lo) / (hi - lo)) * W;
  let d = "";
  for (const b of bins) {
    const x0 = xs(b.start);
    const w = Math.max(1, xs(b.end) - x0);
    const h = (b.total / max) * (H - 2);
    if (b.total) d += `M${x0.toFixed(1)},${H}h${w.toFixed(1)}v${(-h).toFixed(1)}h${(-w).toFixed(1)}z`;
  }
  return d;
}
