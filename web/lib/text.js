// Caption text helpers: byte spans to string indices, highlight segments, name folding.
//
// Record spans are BYTE offsets into the caption's UTF-8 text; JavaScript strings are
// indexed in UTF-16 code units. byteToUTF16 walks the string once and maps every byte
// offset that starts a code point; offsets inside a code point round down to its start.

import { SPAN_FIELDS } from "../engine/wire.js";

const ASCII = /^[\x00-\x7f]*$/;

/** byteIndex returns a function mapping a UTF-8 byte offset of text to a UTF-16 index. */
export function byteIndex(text) {
  if (ASCII.test(text)) return (b) => Math.max(0, Math.min(b, text.length));
  const bytes = [];
  const units = [];
  let b = 0;
  for (let u = 0; u < text.length; ) {
    const cp = text.codePointAt(u);
    bytes.push(b);
    units.push(u);
    b += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    u += cp > 0xffff ? 2 : 1;
  }
  bytes.push(b);
  units.push(text.length);
  return (off) => {
    if (off <= 0) return 0;
    if (off >= b) return text.length;
    let lo = 0;
    let hi = bytes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (bytes[mid] <= off) lo = mid;
      else hi = mid - 1;
    }
    return units[lo];
  };
}

/**
 * utf16Spans converts byte spans to UTF-16 spans ({field, i, start, end}), dropping
 * empty ones. Spans are flat, four values a span (field code, index, start, end; see
 * engine/wire.js), or objects {field, i, start, end}.
 */
export function utf16Spans(text, spans) {
  if (!spans || spans.length === 0) return [];
  const at = byteIndex(text);
  const out = [];
  const add = (field, i, s, e) => {
    const start = at(s);
    const end = at(e);
    if (end > start) out.push({ field, i: i || 0, start, end });
  };
  if (typeof spans[0] === "object") {
    for (const s of spans) add(s.field, s.i, s.start, s.end);
    return out;
  }
  for (let k = 0; k + 3 < spans.length; k += 4) {
    const f = spans[k];
    add(typeof f === "number" ? SPAN_FIELDS[f] : f, spans[k + 1], spans[k + 2], spans[k + 3]);
  }
  return out;
}

/**
 * segments cuts text at every span edge. Each segment is {text, field, credit}: field is
 * the innermost non-credit field covering it ("" for none), credit tells whether the
 * credit span covers it. Concatenating the segments' text gives text back.
 */
export function segments(text, spans) {
  const us = utf16Spans(text, spans);
  const edges = new Set([0, text.length]);
  for (const s of us) {
    edges.add(s.start);
    edges.add(s.end);
  }
  const cuts = [...edges].sort((a, b) => a - b);
  const out = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const a = cuts[k];
    const b = cuts[k + 1];
    let field = "";
    let width = Infinity;
    let credit = false;
    for (const s of us) {
      if (s.start > a || s.end < b) continue;
      if (s.field === "credit") credit = true;
      else if (s.end - s.start < width) {
        field = s.field;
        width = s.end - s.start;
      }
    }
    out.push({ text: text.slice(a, b), field, credit });
  }
  return out;
}

/**
 * foldName is the loose key of a name: case and diacritics folded, letters and digits
 * only ("GEORGES OURFALIAN" and "Georges Ourfalian" both give "georgesourfalian").
 */
export function foldName(s) {
  return String(s)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** foldText prepares text for a case- and diacritic-insensitive substring search. */
export function foldText(s) {
  return String(s).normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
}
