// What the two NLP adapters share, so that they differ only in the library's own
// judgement: reading and splitting files into captions (paragraphs), finding the
// credit, the agency list, turning a date into ISO with its precision, and writing
// gold-shaped records (../../shared/corpus/GOLD.md) one JSON object a line.
import { readFileSync } from "node:fs";

/** captions reads files and cuts them into paragraphs (blank lines between), each
 * with its whitespace collapsed, as a user of a general NLP library would. */
export function captions(paths) {
  const out = [];
  for (const file of paths) {
    const text = readFileSync(file, "utf8");
    for (const para of text.split(/\r?\n[ \t\r]*\n/)) {
      const t = para.replace(/\s+/g, " ").trim();
      if (t) out.push({ file, text: t });
    }
  }
  return out;
}

/** splitCredit returns the caption's body and its credit: the text in the final
 * parentheses when it ends with ")", otherwise the text after the last ". " (a
 * caption that ends with a full stop has no credit). */
export function splitCredit(text) {
  if (text.endsWith(")")) {
    const open = text.lastIndexOf("(");
    if (open >= 0) return { body: text.slice(0, open).trim(), credit: text.slice(open + 1, -1).trim() };
  }
  if (/[.!?"”]$/.test(text)) return { body: text, credit: "" };
  const stop = text.lastIndexOf(". ");
  if (stop < 0) return { body: text, credit: "" };
  return { body: text.slice(0, stop + 1), credit: text.slice(stop + 2).trim() };
}

/** segments cuts a credit into its parts: at "/", ",", ";", " via ", " for ", and
 * without a leading "Photo:", "Photo by" or "Picture by". */
export function segments(credit) {
  return credit
    .split(/\/|,|;|\bvia\b|\bfor\b/i)
    .map((s) => s.replace(/^\s*(photo|picture)\s*(by|:)?\s*/i, "").replace(/^[\s\-–:]+|[\s\-–:.]+$/g, ""))
    .filter((s) => s !== "");
}

// AGENCIES is the agency list a user would write from the annotation guide's
// examples: the canonical name and the forms it is written in. Both adapters use
// the same list; anything else is left to the library.
const AGENCIES = [
  ["Reuters", ["reuters", "reuters tv"]],
  ["AFP", ["afp", "afp photo", "agence france-presse", "agence france presse"]],
  ["AP", ["ap", "ap photo", "associated press"]],
  ["Getty Images", ["getty images", "getty"]],
  ["EPA", ["epa", "epa-efe", "epa photo"]],
  ["Anadolu", ["anadolu", "anadolu agency"]],
  ["Xinhua", ["xinhua"]],
  ["SANA", ["sana"]],
];

/** agency returns the canonical agency a credit segment names, or "". */
export function agency(segment) {
  const s = segment.toLowerCase().replace(/\s+/g, " ").trim();
  for (const [name, forms] of AGENCIES) {
    for (const f of forms) {
      if (s === f) return name;
    }
  }
  return "";
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n) => String(n).padStart(2, "0");

/** isoDate reads a date phrase ("March 7, 2014", "7 March 2014", "December 2013",
 * "2014", "2023-03-16") as ISO with the precision written; "" without a year. */
export function isoDate(phrase) {
  const iso = /\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b/.exec(phrase);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const year = /\b((?:19|20)\d\d)\b/.exec(phrase);
  if (!year) return "";
  const words = phrase.toLowerCase().match(/[a-z]+/g) || [];
  const m = words.findIndex((w) => w.length >= 3 && MONTHS.includes(w.slice(0, 3)) && monthName(w.slice(0, 3)).startsWith(w));
  if (m < 0) return year[1];
  const month = MONTHS.indexOf(words[m].slice(0, 3)) + 1;
  const day = /\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(phrase.replace(year[1], ""));
  if (day && +day[1] >= 1 && +day[1] <= 31) return `${year[1]}-${pad(month)}-${pad(+day[1])}`;
  return `${year[1]}-${pad(month)}`;
}

function monthName(abbr) {
  return ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"][MONTHS.indexOf(abbr)];
}

/** clean strips what a library leaves around a name: punctuation at the ends, a
 * leading "the", a trailing possessive. */
export function clean(name) {
  return name
    .replace(/^[\s"'“”‘’(\[,.;:]+|[\s"'“”‘’)\],.;:]+$/g, "")
    .replace(/['’]s$/i, "")
    .replace(/^the\s+/i, "")
    .trim();
}

/** uniq keeps the first of each name (compared case-insensitively). */
export function uniq(names) {
  const seen = new Set();
  return names.filter((n) => {
    const k = n.toLowerCase();
    if (!n || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** main runs analyze(caption) on every caption of the files named on the command
 * line, writes the records and, on standard error, "BENCH-WORK-MS t" and
 * "BENCH-CPU-MS c": the time and the CPU time from reading the files to the last
 * record (module and model loading excluded). */
export function main(analyze) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const caps = captions(process.argv.slice(2));
  let buf = [];
  for (const c of caps) {
    const r = analyze(c.text);
    buf.push(JSON.stringify({ file: c.file, text: c.text, ...r }));
    if (buf.length === 1000) {
      process.stdout.write(buf.join("\n") + "\n");
      buf = [];
    }
  }
  if (buf.length) process.stdout.write(buf.join("\n") + "\n");
  const used = process.cpuUsage(cpu);
  process.stderr.write(`BENCH-WORK-MS ${(performance.now() - start).toFixed(3)}\n`);
  process.stderr.write(`BENCH-CPU-MS ${((used.user + used.system) / 1000).toFixed(3)}\n`);
}
