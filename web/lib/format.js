// Numbers in the user's locale; dates stay in UTC and keep their precision.

let nf = null;
let pf = null;

/** num formats an integer for the user's locale (1 234 / 1,234 / 1.234). */
export function num(n, locale) {
  if (locale !== undefined) return new Intl.NumberFormat(locale).format(n);
  if (!nf) nf = new Intl.NumberFormat();
  return nf.format(n);
}

/** pct formats a share in [0, 1] as a percentage with at most one decimal. */
export function pct(x, locale) {
  if (locale !== undefined) return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(x);
  if (!pf) pf = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
  return pf.format(x);
}

/** dateRange shows a range of caption dates: "2016-11-06 – 2017-03", or "" when none. */
export function dateRange(a, b) {
  if (!a && !b) return "";
  if (a === b) return a;
  return `${a} – ${b}`;
}

/** plural picks the singular or plural form of a word for n. */
export function plural(n, one, many) {
  return n === 1 ? one : many;
}
