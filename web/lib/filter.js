// Filter state and its application to the model.
//
// A state is a plain object; within a kind the values are alternatives (OR: photographer
// A or B), across kinds they all must hold (AND: photographer A, in Aleppo, in 2016).
// Functions here never change a state: they return a new one.
//
//   photographer, agency, place: lists of ids (place ids match at any roll-up level)
//   from, to: "YYYY-MM-DD" or "" — a caption's date must lie wholly inside the range
//   has: subset of ["photographer", "agency", "place", "date"] — the caption has one
//   missing: subset of ["credit", "date", "place"] — the caption has none
//   dup: "" (all captions), "unique" or "duplicate"
//   q: text searched in the caption, case and diacritics folded

import { parseDate } from "./bin.js";
import { foldText } from "./text.js";
import { drive, STEP } from "./memo.js";
import { bytesRange, newRange } from "../engine/pack.js";

const range = newRange(); // the text searched (bytesRange): no view made a record

export const LIST_KEYS = ["photographer", "agency", "place", "has", "missing"];

/** emptyState is a state that selects everything. */
export function emptyState() {
  return { photographer: [], agency: [], place: [], from: "", to: "", has: [], missing: [], dup: "", q: "" };
}

/** normalise fills a partial state's missing keys and drops values of the wrong type. */
export function normalise(s) {
  const out = emptyState();
  if (!s) return out;
  for (const k of LIST_KEYS) if (Array.isArray(s[k])) out[k] = s[k].filter((v) => typeof v === "string" && v);
  for (const k of ["from", "to", "q"]) if (typeof s[k] === "string") out[k] = s[k];
  if (!parseDate(out.from)) out.from = "";
  if (!parseDate(out.to)) out.to = "";
  if (s.dup === "unique" || s.dup === "duplicate") out.dup = s.dup;
  return out;
}

/** isEmpty tells whether a state selects everything. */
export function isEmpty(s) {
  return LIST_KEYS.every((k) => s[k].length === 0) && !s.from && !s.to && !s.dup && !s.q.trim();
}

/** toggle adds value to the list key of s, or removes it when present. */
export function toggle(s, key, value) {
  const cur = s[key];
  const next = cur.includes(value) ? cur.filter((v) => v !== value) : [...cur, value];
  return { ...s, [key]: next };
}

/** without returns s with one value (or the whole key when value is undefined) cleared. */
export function without(s, key, value) {
  if (LIST_KEYS.includes(key)) return { ...s, [key]: value === undefined ? [] : s[key].filter((v) => v !== value) };
  return { ...s, [key]: "" };
}

/** withRange sets the date range (day strings, "" for open). */
export function withRange(s, from, to) {
  return { ...s, from: from || "", to: to || "" };
}

/**
 * compile turns a state into a predicate over record indices of model m. skip lists
 * kinds to ignore (the timeline ignores the date range it shows as a brush).
 */
export function compile(m, s, skip = []) {
  const tests = [];
  const any = (list, want) => {
    for (let i = 0; i < list.length; i++) if (want.has(list[i])) return true;
    return false;
  };
  if (s.photographer.length && !skip.includes("photographer")) {
    const want = new Set(s.photographer);
    tests.push((k) => any(m.phot[k], want));
  }
  if (s.agency.length && !skip.includes("agency")) {
    const want = new Set(s.agency);
    tests.push((k) => any(m.agencies[k], want));
  }
  if (s.place.length && !skip.includes("place")) {
    const want = new Set(s.place);
    tests.push((k) => any(m.placesUp[k], want));
  }
  if ((s.from || s.to) && !skip.includes("date")) {
    const from = s.from ? parseDate(s.from).lo : -Infinity;
    const to = s.to ? parseDate(s.to).hi : Infinity;
    tests.push((k) => {
      const d = m.dates[k];
      return d !== null && d.lo >= from && d.hi <= to;
    });
  }
  for (const h of s.has) {
    if (h === "photographer") tests.push((k) => m.phot[k].length > 0);
    else if (h === "agency") tests.push((k) => m.agencies[k].length > 0);
    else if (h === "place") tests.push((k) => m.places[k].length > 0);
    else if (h === "date") tests.push((k) => m.dates[k] !== null);
  }
  for (const h of s.missing) {
    if (h === "credit") tests.push((k) => m.noCredit[k] === 1);
    else if (h === "date") tests.push((k) => m.dates[k] === null);
    else if (h === "place") tests.push((k) => m.places[k].length === 0);
  }
  if (s.dup === "unique") tests.push((k) => m.unique[k] === 1);
  else if (s.dup === "duplicate") tests.push((k) => m.unique[k] === 0);
  const q = searchQuery(s);
  if (q && !skip.includes("q")) {
    const hit = searchMask(m, q);
    tests.push((k) => hit[k] === 1);
  }
  return (k) => {
    for (let t = 0; t < tests.length; t++) if (!tests[t](k)) return false;
    return true;
  };
}

/**
 * select returns the indices of the records that state s keeps, in record order. With
 * no filter it returns the model's shared list of all records (the same array each
 * time, so views can cache what they compute from it). A photographer, agency or place
 * filter starts from that value's postings instead of scanning every record.
 */
export function select(m, s, skip = []) {
  const active = (k) => !skip.includes(k);
  const t = { ...s }; // s without the kinds to skip
  for (const k of skip) {
    if (k === "date") t.from = t.to = "";
    else if (k in t) t[k] = Array.isArray(t[k]) ? [] : "";
  }
  if (isEmpty(t)) return allOf(m);
  const keep = compile(m, t);
  let cand = null;
  for (const key of ["photographer", "agency", "place"]) {
    if (!active(key) || t[key].length === 0) continue;
    const lists = t[key].map((v) => postings(m, key).get(v) || []);
    const size = lists.reduce((a, l) => a + l.length, 0);
    if (!cand || size < cand.size) cand = { lists, size };
  }
  const out = new Uint32Array(cand ? Math.min(m.n, cand.size) : m.n);
  let c = 0;
  if (cand) {
    const mark = new Uint8Array(m.n);
    for (const l of cand.lists) for (let i = 0; i < l.length; i++) mark[l[i]] = 1;
    for (let k = 0; k < m.n; k++) if (mark[k] === 1 && keep(k)) out[c++] = k;
  } else {
    for (let k = 0; k < m.n; k++) if (keep(k)) out[c++] = k;
  }
  return out.subarray(0, c);
}

/** searchQuery is the text that state s searches for, folded: "" for none. */
export function searchQuery(s) {
  return foldText(s.q.trim());
}

// searchMask marks the records whose folded text contains q (see searchSteps).
function searchMask(m, q) {
  return searched(m, q) || drive(searchSteps(m, q));
}

/**
 * searched gives the marks of the search for the folded query q when they are known,
 * else null: the page then runs searchSteps in slices before it renders.
 */
export function searched(m, q) {
  const last = m.lastSearch;
  return last && last.q === q ? last.hit : null;
}

/**
 * searchSteps marks, yielding every STEP records, the records of m whose text contains
 * the folded query q once case and diacritics are folded as foldText folds them, and
 * keeps the marks as the model's last search. Typing narrows a search one letter at a
 * time, so when q extends the last query only the last matches are read.
 *
 * Texts are read as their UTF-8 bytes: q is found in them with ASCII
 * letters compared without case. Only a text with a byte beyond ASCII where q is not
 * found as ASCII is folded, since folding can turn its other letters into those of q
 * ("Zoë" holds "zoe"): on its bytes when it can be (holds), else decoded. An ASCII
 * match is always a match of the folded text: folding leaves ASCII as it is but for
 * case, and drops no ASCII letter.
 */
export function* searchSteps(m, q) {
  const last = m.lastSearch;
  const from = last && q.startsWith(last.q) ? last.hit : null;
  const hit = new Uint8Array(m.n);
  const needle = asciiLower(q);
  for (let k = 0; k < m.n; k++) {
    if ((k & (STEP - 1)) === 0 && k > 0) yield;
    if (from !== null && from[k] === 0) continue;
    if (holds(m.records[k], q, needle)) hit[k] = 1;
  }
  m.lastSearch = { q, hit };
  return hit;
}

// holds tells whether record r's folded text contains q; needle is q's bytes when q is
// ASCII, else null. A text beyond ASCII is folded on its bytes when its characters
// are all of two bytes at most and fold to ASCII (foldedASCII), else decoded.
function holds(r, q, needle) {
  const { b, from, to } = bytesRange(r, range);
  if (needle && b) {
    const found = findASCII(b, from, to, needle);
    if (found !== 0) return found > 0;
    const n = foldedASCII(b, from, to);
    if (n >= 0) return findASCII(folded, 0, n, needle) > 0;
  }
  return foldText(r.text || "").includes(q);
}

// latinFolds[cp - 0x80], for the characters of two UTF-8 bytes (U+0080 to U+07FF), is
// what foldText makes of the character when that is all ASCII, else null; made on
// first use. foldText folds such a text character by character: NFKD decomposes each
// on its own, the marks are dropped, and the one letter whose lower case depends on
// its neighbours, the capital sigma, folds beyond ASCII.
let latinFolds = null;

function latinFold() {
  if (latinFolds) return latinFolds;
  latinFolds = new Array(0x800 - 0x80);
  for (let cp = 0x80; cp < 0x800; cp++) {
    const f = foldText(String.fromCharCode(cp));
    latinFolds[cp - 0x80] = /^[\x00-\x7f]*$/.test(f) ? Uint8Array.from(f, (ch) => ch.charCodeAt(0)) : null;
  }
  return latinFolds;
}

let folded = new Uint8Array(1024); // foldedASCII's output, grown as needed

// foldedASCII writes to folded what foldText makes of the UTF-8 text b[from:to) and
// gives its length, when it is all ASCII and every character of the text has two
// bytes at most; else -1.
function foldedASCII(b, from, to) {
  const table = latinFold();
  if (folded.length < 2 * (to - from)) folded = new Uint8Array(2 * (to - from)); // a character folds to two at most
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = b[i];
    if (c < 0x80) {
      folded[n++] = c;
      continue;
    }
    if (c < 0xc2 || c > 0xdf || i + 1 >= to) return -1; // three or four bytes
    const f = table[(((c & 0x1f) << 6) | (b[++i] & 0x3f)) - 0x80];
    if (f === null || n + f.length > folded.length) return -1;
    for (let k = 0; k < f.length; k++) folded[n++] = f[k];
  }
  return n;
}

// findASCII looks for needle (lower-case ASCII) in b[from:to) with ASCII letters
// compared without case: 1 when found, -1 when not and b[from:to) is all ASCII (so its
// folded text does not hold it either), 0 when not and a byte is beyond ASCII.
function findASCII(b, from, to, needle) {
  const n = needle.length;
  const first = needle[0];
  let wide = 0;
  for (let i = from; i < to; i++) {
    let c = b[i];
    wide |= c;
    if (c >= 65 && c <= 90) c += 32;
    if (c !== first || i + n > to) continue;
    let j = 1;
    for (; j < n; j++) {
      let d = b[i + j];
      if (d >= 65 && d <= 90) d += 32;
      if (d !== needle[j]) break;
    }
    if (j === n) return 1;
  }
  return wide & 0x80 ? 0 : -1;
}

// asciiLower gives the bytes of q when it is all ASCII (it is folded: no capitals), else null.
function asciiLower(q) {
  const out = new Uint8Array(q.length);
  for (let i = 0; i < q.length; i++) {
    const c = q.charCodeAt(i);
    if (c >= 0x80) return null;
    out[i] = c;
  }
  return out;
}

function allOf(m) {
  if (!m.all) {
    m.all = new Uint32Array(m.n);
    for (let k = 0; k < m.n; k++) m.all[k] = k;
  }
  return m.all;
}

// postings lists, per value of a kind, the records that have it (built once per model).
function postings(m, key) {
  m.postings = m.postings || {};
  if (m.postings[key]) return m.postings[key];
  const lists = key === "photographer" ? m.phot : key === "agency" ? m.agencies : m.placesUp;
  const p = new Map();
  for (let k = 0; k < m.n; k++) {
    for (const v of lists[k]) {
      let l = p.get(v);
      if (!l) p.set(v, (l = []));
      l.push(k);
    }
  }
  return (m.postings[key] = p);
}

/**
 * counted narrows a selection to the records that statistics count: unique captions,
 * or the duplicates themselves when the state asks for duplicates only.
 */
export function counted(m, idx, s) {
  if (s.dup === "duplicate") return idx;
  if (idx === m.all) {
    if (!m.allCounted) m.allCounted = counted(m, idx.slice(), s);
    return m.allCounted;
  }
  const out = new Uint32Array(idx.length);
  let c = 0;
  for (let i = 0; i < idx.length; i++) if (m.unique[idx[i]] === 1) out[c++] = idx[i];
  return out.subarray(0, c);
}
