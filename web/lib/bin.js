// Dates and time bins, all in UTC day numbers (days since 1970-01-01), never local time.
//
// A caption date keeps its precision: "2016-11-06" is one day, "2016-11" the whole
// month, "2016" the whole year. parseDate gives the first and last day it covers.
// Binning counts a date in a bin only when the bin unit is at least as coarse as the
// date's precision; finer bins would force a month onto one day, so such dates are
// returned apart as "partial" spans, each with its own interval.

import { drive, STEP } from "./memo.js";

export const PRECISION = { none: 0, year: 1, month: 2, day: 3 };
export const UNITS = ["day", "week", "month", "year"];
const UNIT_PRECISION = { day: 3, week: 3, month: 2, year: 1 };

/**
 * dayNumber is the UTC day number of y-m-d (m 1-based; a month past 12 rolls over into
 * the next year). Integer arithmetic (H. Hinnant's days_from_civil), no Date: binning
 * 100,000 captions must not allocate 100,000 Dates.
 */
export function dayNumber(y, m, d) {
  y += Math.floor((m - 1) / 12);
  m = ((((m - 1) % 12) + 12) % 12) + 1;
  if (m <= 2) y--;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** dayString formats a UTC day number as YYYY-MM-DD. */
export function dayString(n) {
  const [y, m, d] = ymd(n);
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

// ymd is the inverse of dayNumber: [year, month 1-12, day] (civil_from_days).
function ymd(n) {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

/** parseDate reads "YYYY", "YYYY-MM" or "YYYY-MM-DD"; null when s is none of them. */
export function parseDate(s) {
  if (typeof s !== "string") return null;
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(s);
  if (!m) return null;
  const y = +m[1];
  if (m[3] !== undefined) {
    const mo = +m[2];
    const d = +m[3];
    const lo = dayNumber(y, mo, d);
    if (mo < 1 || mo > 12 || ymd(lo)[2] !== d) return null;
    return { prec: PRECISION.day, lo, hi: lo };
  }
  if (m[2] !== undefined) {
    const mo = +m[2];
    if (mo < 1 || mo > 12) return null;
    return { prec: PRECISION.month, lo: dayNumber(y, mo, 1), hi: dayNumber(y, mo + 1, 1) - 1 };
  }
  return { prec: PRECISION.year, lo: dayNumber(y, 1, 1), hi: dayNumber(y + 1, 1, 1) - 1 };
}

/** binStart is the first day of the bin of unit holding day n (weeks start on Monday). */
export function binStart(n, unit) {
  switch (unit) {
    case "day":
      return n;
    case "week":
      return n - (((n + 3) % 7) + 7) % 7; // day 0 was a Thursday
    case "month": {
      const [y, m] = ymd(n);
      return dayNumber(y, m, 1);
    }
    default:
      return dayNumber(ymd(n)[0], 1, 1);
  }
}

/** binNext is the first day of the bin after the one starting at day n. */
export function binNext(n, unit) {
  switch (unit) {
    case "day":
      return n + 1;
    case "week":
      return binStart(n, "week") + 7;
    case "month": {
      const [y, m] = ymd(n);
      return dayNumber(y, m + 1, 1);
    }
    default:
      return dayNumber(ymd(n)[0] + 1, 1, 1);
  }
}

/** chooseUnit picks the bin unit that fits a range of days into a readable number of bars. */
export function chooseUnit(lo, hi) {
  const span = hi - lo + 1;
  if (span <= 92) return "day";
  if (span <= 2 * 366) return "week";
  if (span <= 25 * 366) return "month";
  return "year";
}

/** fits tells whether a date of precision prec can be counted in bins of unit. */
export function fits(prec, unit) {
  return prec >= UNIT_PRECISION[unit];
}

/**
 * binDates counts items into bins. dates is a list of parsed dates (or null), groups
 * the group key of each item (same length), unit the bin unit. Returns
 * {bins: [{start, end, counts: Map group→n, total}], partial: [{lo, hi, prec, count}],
 * partialCount, undated}, bins sorted by start and including empty bins in between.
 */
export const binDates = (dates, groups, unit) => drive(binDatesSteps(dates, groups, unit));

/** binDatesSteps is binDates as a generator that yields every STEP dates. */
export function* binDatesSteps(dates, groups, unit) {
  const byStart = new Map();
  const partial = new Map();
  let partialCount = 0;
  let undated = 0;
  const starts = new Map();
  for (let k = 0; k < dates.length; k++) {
    if (k % STEP === STEP - 1) yield;
    const d = dates[k];
    if (!d) {
      undated++;
      continue;
    }
    if (!fits(d.prec, unit)) {
      partialCount++;
      const key = `${d.lo}:${d.hi}`;
      const p = partial.get(key);
      if (p) p.count++;
      else partial.set(key, { lo: d.lo, hi: d.hi, prec: d.prec, count: 1 });
      continue;
    }
    let s = starts.get(d); // dates are shared objects (one per date string): compute once
    if (s === undefined) starts.set(d, (s = binStart(d.lo, unit)));
    let bin = byStart.get(s);
    if (!bin) byStart.set(s, (bin = { start: s, end: binNext(s, unit), counts: new Map(), total: 0 }));
    const g = groups ? groups[k] : "";
    bin.counts.set(g, (bin.counts.get(g) || 0) + 1);
    bin.total++;
  }
  const bins = fillGaps([...byStart.values()].sort((a, b) => a.start - b.start), unit);
  return { bins, partial: [...partial.values()].sort((a, b) => a.lo - b.lo || a.hi - b.hi), partialCount, undated };
}

function fillGaps(bins, unit) {
  if (bins.length < 2) return bins;
  const out = [];
  for (let s = bins[0].start, k = 0; k < bins.length; s = binNext(s, unit)) {
    if (bins[k].start === s) out.push(bins[k++]);
    else out.push({ start: s, end: binNext(s, unit), counts: new Map(), total: 0 });
    if (out.length > 100000) break; // a corrupt date far out of range must not hang the page
  }
  return out;
}

/** inRange tells whether a parsed date lies wholly inside [from, to] (day numbers, inclusive). */
export function inRange(d, from, to) {
  return d !== null && d.lo >= from && d.hi <= to;
}
