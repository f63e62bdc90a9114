// Duplicate keys (analysis.dupKey) and their hashes. The workers hash the keys of
// their records: the page finds duplicates on the hashes and confirms them by
// comparing the keys of the records concerned on their texts' bytes.

// Truncation markers end a shortened copy, longest first; keys shorter than
// MIN_TRUNCATED_KEY bytes are not matched against the captions they may begin.
const MARKERS = ["... more", "...more", "…more", "...", "…"];
export const MIN_TRUNCATED_KEY = 40;

/**
 * dupKey mirrors analysis.dupKey on a JS string: ASCII letters lower-cased, ASCII
 * letters and digits and every non-ASCII character kept. Keeping whole non-ASCII
 * characters is keeping their UTF-8 bytes, so equality and prefixes agree with Go.
 */
export function dupKey(text, truncated) {
  if (truncated) text = text.slice(0, text.length - markerLength(text));
  // Two regular-expression passes give a flat string (building it piece by piece
  // gives a rope that costs more to hash, compare and collect).
  return text.replace(DROP, "").replace(UPPER, lower);
}

const DROP = /[^A-Za-z0-9\u0080-\uffff]+/g;
const UPPER = /[A-Z]+/g;
const lower = (s) => s.toLowerCase();

// markerLength is the length of the truncation marker that ends text, or 0.
function markerLength(text) {
  for (const m of MARKERS) if (text.endsWith(m)) return m.length;
  return 0;
}

/*
 * The page's records keep their texts as UTF-8 bytes (engine/pack.js textRange), and
 * their keys are compared on those bytes, in place: the page confirms hundreds of
 * thousands of duplicates, and making their keys was most of what it allocated. A key
 * keeps every byte of a non-ASCII character, so keys of the same bytes are the same
 * strings, and a key that is a prefix of another in bytes is one in the string.
 */

/** sameKeyUTF8 reports whether the UTF-8 texts x[i:xn] and y[j:yn] have the same key. */
export function sameKeyUTF8(x, i, xn, y, j, yn) {
  return compareKeysUTF8(x, i, xn, y, j, yn) === 0;
}

/**
 * keyStartsWithUTF8 reports whether the key of the UTF-8 text x[i:xn] starts with the
 * key of the shortened copy p[j:pn] (dupKey(p, true): its truncation marker dropped).
 */
export function keyStartsWithUTF8(x, i, xn, p, j, pn) {
  return comparePrefixUTF8(x, i, xn, p, j, pn) === 0;
}

/** markerEnd gives the end of the UTF-8 text b[from:to] without its truncation marker. */
export function markerEnd(b, from = 0, to = b.length) {
  for (const m of MARKER_BYTES) {
    const n = m.length;
    if (to - from < n) continue;
    let k = 0;
    while (k < n && b[to - n + k] === m[k]) k++;
    if (k === n) return to - n;
  }
  return to;
}

/**
 * compareKeysUTF8 orders the keys of the UTF-8 texts x[i:xn] and y[j:yn] by their
 * bytes (ASCII capitals lower-cased): negative, zero or positive.
 */
export function compareKeysUTF8(x, i, xn, y, j, yn) {
  for (;;) {
    while (i < xn && !keptByte(x[i])) i++;
    while (j < yn && !keptByte(y[j])) j++;
    if (i === xn || j === yn) return (i === xn ? 0 : 1) - (j === yn ? 0 : 1);
    const a = keyUnit(x[i]), c = keyUnit(y[j]);
    if (a !== c) return a - c;
    i++;
    j++;
  }
}

/**
 * comparePrefixUTF8 orders the key of the UTF-8 text x[i:xn] against the key of the
 * shortened copy p[j:pn] (its truncation marker dropped, as keyStartsWithUTF8 drops
 * it) as a prefix: zero when the first begins with the second, else as
 * compareKeysUTF8 orders them. Keys that begin with one prefix are together in that
 * order.
 */
export function comparePrefixUTF8(x, i, xn, p, j, pn) {
  const end = markerEnd(p, j, pn);
  for (; j < end; j++) {
    if (!keptByte(p[j])) continue;
    while (i < xn && !keptByte(x[i])) i++;
    if (i === xn) return -1;
    const a = keyUnit(x[i]), c = keyUnit(p[j]);
    if (a !== c) return a - c;
    i++;
  }
  return 0;
}

/** keptByte: a byte a key keeps (of a non-ASCII character, or an ASCII letter or digit). */
export function keptByte(c) {
  return c >= 0x80 || (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);
}

/** keyUnit is a kept byte as the key has it: ASCII capitals lower-cased. */
export function keyUnit(c) {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

/** utf8Length is the number of UTF-8 bytes of a string. */
export function utf8Length(s) {
  return utf8Prefix(s, Infinity).bytes;
}

// utf8Prefix gives the UTF-16 length of the shortest prefix of s of at least want
// UTF-8 bytes (all of s when it has fewer), and its bytes.
function utf8Prefix(s, want) {
  let n = 0, i = 0;
  for (; i < s.length && n < want; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
        continue;
      }
      n += 3;
    } else n += 3;
  }
  return { length: i, bytes: n };
}

/**
 * keyHash is a 53-bit hash of a key (of its first end code units), a whole number:
 * two 32-bit hashes of different mixes, 32 bits of one and 21 of the other.
 */
export function keyHash(key, end = key.length) {
  let a = 0x811c9dc5, b = 0x9747b28c;
  for (let i = 0; i < end; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  return sum(a, b);
}

/**
 * prefixHash is the keyHash of the shortest prefix of a key of MIN_TRUNCATED_KEY
 * UTF-8 bytes, or -1 when the key is shorter: a key that begins with another key of
 * that length or more has the same prefix hash.
 */
export function prefixHash(key) {
  const p = utf8Prefix(key, MIN_TRUNCATED_KEY);
  return p.bytes < MIN_TRUNCATED_KEY ? -1 : keyHash(key, p.length);
}

// MARKER_BYTES are the truncation markers in UTF-8, longest first.
const MARKER_BYTES = MARKERS.map((m) => new TextEncoder().encode(m));

/**
 * keyHashesUTF8 writes to out[2k] and out[2k + 1] the keyHash and prefixHash of the
 * duplicate key of the valid UTF-8 text bytes[from:to] (truncated: a shortened copy),
 * what keyHash(dupKey(text, truncated)) and prefixHash give for its string, without
 * making the string: the packed frames' texts are hashed in the worker this way.
 */
export function keyHashesUTF8(bytes, from, to, truncated, out, k) {
  if (truncated) to = markerEnd(bytes, from, to);
  // The hash step is written out, not called: a closure over a and b kept them in a
  // context object and cost a call a byte (5% of the workers' time).
  let a = 0x811c9dc5, b = 0x9747b28c, n = 0, prefix = -1;
  for (let i = from; i < to;) {
    const c = bytes[i];
    let u; // the key's next UTF-16 unit
    if (c < 0x80) {
      i++;
      u = ASCII_KEY[c];
      if (u === 0) continue; // a byte the key leaves out
      n++;
    } else if (c < 0xe0) {
      u = ((c & 0x1f) << 6) | (bytes[i + 1] & 0x3f);
      i += 2;
      n += 2;
    } else if (c < 0xf0) {
      u = ((c & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f);
      i += 3;
      n += 3;
    } else {
      // a surrogate pair: the high unit is hashed here, the low one below
      const cp = (((c & 0x07) << 18) | ((bytes[i + 1] & 0x3f) << 12) | ((bytes[i + 2] & 0x3f) << 6) | (bytes[i + 3] & 0x3f)) - 0x10000;
      const hi = 0xd800 + (cp >> 10);
      a = Math.imul(a ^ hi, 0x01000193);
      b = Math.imul(b ^ hi, 0x5bd1e995);
      b ^= b >>> 13;
      u = 0xdc00 + (cp & 0x3ff);
      i += 4;
      n += 4;
    }
    a = Math.imul(a ^ u, 0x01000193);
    b = Math.imul(b ^ u, 0x5bd1e995);
    b ^= b >>> 13;
    if (prefix < 0 && n >= MIN_TRUNCATED_KEY) prefix = sum(a, b);
  }
  out[2 * k] = sum(a, b);
  out[2 * k + 1] = prefix;
}

// ASCII_KEY gives for each ASCII byte its unit in a key: letters in lower case and
// digits as themselves, 0 for the others, which keys leave out.
const ASCII_KEY = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_KEY[c] = c;
for (let c = 97; c <= 122; c++) ASCII_KEY[c] = c;
for (let c = 65; c <= 90; c++) ASCII_KEY[c] = c + 32;

// sum ends keyHash: 32 bits of a and 21 of b, mixed.
function sum(a, b) {
  b = Math.imul(b ^ (b >>> 15), 0x85ebca6b);
  return (a >>> 0) * 2097152 + ((b >>> 0) >>> 11);
}
