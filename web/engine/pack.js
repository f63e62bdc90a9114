// The packed form of a partial dataset, as a worker sends it to the page: a few typed
// arrays (transferred, not copied) and small tables, instead of one object a record.
// A 100 MB drop has close to a million records; as objects, each with its own copies
// of the names and places it shares with thousands of others, they cost the page ten
// times the input and long pauses to deserialize and collect.
//
// The handler answers the workers in this form already (packed frames, read by
// packed.js); pack makes it of a dataset's JSON, for an answer that came as JSON, and
// is what packed.js is tested against.
//
// pack (in the worker) reads the dataset's JSON (analysis/wire.go, version 2) into
//   {version, files, stats, parent_names, n, texts, cols, spans, vals, keys}:
//   texts  the records' texts (or null, and text: their UTF-8 bytes end to end, ends:
//          a Uint32Array of where each ends in text, src: the input that holds
//          the others, as packed.js reads frames);
//   cols   Int32Array of COLS numbers a record (see the C_ names);
//   spans  the records' flat spans, end to end (Uint16Array when every value fits);
//   vals   the distinct values the records share (file names, name lists, dates,
//          place lists, notes, locations), each once, by index from cols, and
//   valKeys a key of each, the same for the same value in every part;
//   keys   Float64Array of two numbers a record: the hash of its duplicate key and
//          the hash of the key's first MIN_TRUNCATED_KEY bytes, or -1 when the key is
//          shorter (see merge.js: duplicates are found on the hashes and confirmed on
//          the keys themselves).
// unpack (on the page) gives the part's records as PackedRecord objects, read through
// accessors from the part's columns (Columns), which share those values with every
// part unpacked before.

import { dupKey, keyHash, prefixHash } from "./dupkey.js";
import { fold } from "./fold.js";
import { VERSION } from "./wire.js";
import { drive } from "./steps.js";

export const COLS = 12;
export const C_START = 0, C_END = 1, C_NOTES = 10;
export const C_LINE = 2, C_FILE = 3, C_PHOT = 4, C_AGENCIES = 5, C_DATE = 6, C_PLACES = 7, C_LOCATION = 8, C_SPAN = 9,
  C_DUP = 11;
// C_SPAN: the index s of the record's first span number, or -1 - s when its spans are
// null; its spans end where the next record's (a last row holds the end) begin. C_NOTES holds
// -1 (no notes), -2 (none, truncated), or 2 × (the notes' val) + (1 when truncated):
// notes and the flag share it (truncatedCol reads the flag).

/** truncatedCol reports whether a record's C_NOTES column says it is a shortened copy. */
export const truncatedCol = (v) => v === -2 || (v >= 0 && (v & 1) === 1);

// FROM_INPUT, the top bit of a record's end in ends, says that its text is not in
// text but in src, the input (packed.js).
export const FROM_INPUT = 0x80000000;

/**
 * pack reads a parsed dataset JSON (w) into its packed form; only, when given, keeps
 * the records of that file name. It returns {part, transfer}: the buffers to transfer.
 */
export function pack(w, only) {
  if (!w || w.version !== VERSION) throw new Error(`dataset version ${w && w.version}, want ${VERSION}`);
  const files = w.files || [];
  const fileName = (f) => (typeof f === "number" ? files[f].name : f);
  const all = w.records || [];
  const recs = only === undefined ? all : all.filter((t) => fileName(t[0]) === only);
  const n = recs.length;
  const values = new Values();
  const val = (kind, v, make) => values.of(kind, v, make);
  const byID = new Map();
  for (const p of w.places || []) byID.set(p.id, p);
  const cols = new Int32Array((n + 1) * COLS);
  const texts = new Array(n);
  const keys = new Float64Array(2 * n);
  let spanCount = 0, wide = false;
  for (const t of recs) {
    const s = t[11];
    if (!s) continue;
    spanCount += s.length;
    for (const x of s) if (!(x >= 0 && x < 65536 && x === (x | 0))) wide = true;
  }
  const spans = wide ? new Array(spanCount) : new Uint16Array(spanCount);
  let sp = 0;
  for (let i = 0; i < n; i++) {
    const t = recs[i], c = i * COLS;
    texts[i] = t[4];
    cols[c + C_START] = t[1];
    cols[c + C_END] = t[2];
    cols[c + C_LINE] = t[3];
    cols[c + C_FILE] = val("f", fileName(t[0]));
    cols[c + C_PHOT] = val("h", [t[5] ?? null, t[15] ?? null]);
    cols[c + C_AGENCIES] = val("a", t[6] ?? null);
    cols[c + C_DATE] = val("d", t[7] ?? null);
    cols[c + C_PLACES] = val("p", [t[8] ?? null, t[9] ?? null], () => placeEntry(t[8], t[9], byID, i));
    const loc = t[10];
    cols[c + C_LOCATION] = loc == null ? -1 : typeof loc === "number" ? loc : -2 - val("l", loc);
    if (t[11]) {
      cols[c + C_SPAN] = sp;
      for (const x of t[11]) spans[sp++] = x;
    } else cols[c + C_SPAN] = -1 - sp;
    const notes = t[13] && t[13].length ? val("n", t[13]) : -1;
    cols[c + C_NOTES] = notes < 0 ? (t[14] ? -2 : -1) : 2 * notes + (t[14] ? 1 : 0);
    cols[c + C_DUP] = t[12] ?? -1;
    const key = dupKey(t[4], !!t[14]);
    keys[2 * i] = keyHash(key);
    keys[2 * i + 1] = prefixHash(key);
  }
  cols[n * COLS + C_SPAN] = sp; // where the last record's spans end
  const part = { version: w.version, files: only === undefined ? files : files.filter((f) => f.name === only),
    stats: w.stats || null, parent_names: w.parent_names || {}, n, texts, cols, spans, vals: values.vals, valKeys: values.keys, keys };
  const transfer = [cols.buffer, keys.buffer];
  if (!wide) transfer.push(spans.buffer);
  return { part, transfer };
}

/**
 * narrow gives a packed part (pack, or packed.js unframe) as the page keeps it, and the
 * buffers to transfer: its columns one typed array each (columns[k][i]: column k of
 * record i; the span column has a last row, where the last record's spans end), a
 * Uint16Array of the values less bias[k] when they span fewer than 65536 numbers (the
 * values' indexes, the location and the notes, most often), else an Int32Array (and
 * always the duplicate column, which the merge writes); its spans in spanBytes, each
 * record's in the fewest bytes a value (packSpans), the span column saying where; the
 * ends of its texts only when some text is not the input's; every array in a buffer
 * of its own, so that the answer's buffer, which holds them all, stays with the
 * worker. Column by column, a record costs the page 34 bytes rather than COLS × 4 =
 * 48, and the ends 4 more only when they are needed.
 */
export function narrow({ part }) {
  const { n } = part;
  const { cols, spanBytes } = packSpans(n, part.cols, part.spans);
  const columns = new Array(COLS), bias = new Array(COLS);
  for (let k = 0; k < COLS; k++) {
    const rows = k === C_SPAN ? n + 1 : n;
    let lo = 0, hi = 0;
    for (let i = 0; i < rows; i++) {
      const v = cols[i * COLS + k];
      if (i === 0 || v < lo) lo = v;
      if (i === 0 || v > hi) hi = v;
    }
    const small = k !== C_DUP && hi - lo < 65536;
    const a = small ? new Uint16Array(rows) : new Int32Array(rows), b = small ? lo : 0;
    for (let i = 0; i < rows; i++) a[i] = cols[i * COLS + k] - b;
    columns[k] = a;
    bias[k] = b;
  }
  let ends = null;
  for (let i = 0; part.ends && i < n; i++) {
    if (part.ends[i] < FROM_INPUT) {
      ends = part.ends.slice();
      break;
    }
  }
  const text = ends && part.text ? part.text.slice() : null;
  const out = { ...part, cols: null, spans: null, spanBytes, columns, bias, ends, text };
  const transfer = new Set(columns.map((a) => a.buffer));
  for (const a of [ends, text, spanBytes, part.keys, part.src]) if (a && ArrayBuffer.isView(a)) transfer.add(a.buffer);
  return { part: out, transfer: [...transfer] };
}

// WIDTH[w] is the bytes of each span value of a record whose span column says w.
const WIDTH = [1, 2, 4];

// packSpans writes the spans of a part's records (spans, the part's flat span values,
// and the span column of cols, as pack makes them) to spanBytes, each record's values
// in the fewest bytes that hold them all: one (its text is under 256 bytes, most
// often), two or four, little-endian; it gives spanBytes and a copy of cols whose span
// column says where each record's spans begin in spanBytes and in how many bytes a
// value: 4 × the byte + w (WIDTH[w] bytes a value), or -1 - 4 × the byte for null
// spans; a last row holds where the last record's spans end. A span of four values of
// 8 bytes (Uint16Array spans) takes 4 on most captions.
function packSpans(n, cols, spans) {
  const out = cols.slice();
  const pos = (i) => {
    const v = cols[i * COLS + C_SPAN];
    return v >= 0 ? v : -1 - v;
  };
  const widthOf = (from, to) => {
    let w = 0;
    for (let j = from; j < to; j++) {
      const x = spans[j];
      if (x >= 0 && x < 256) continue;
      if (x >= 0 && x < 65536) w = Math.max(w, 1);
      else return 2;
    }
    return w;
  };
  let size = 0;
  for (let i = 0; i < n; i++) {
    const from = pos(i), to = pos(i + 1);
    size += (to - from) * WIDTH[widthOf(from, to)];
  }
  const b = new Uint8Array(size);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const from = pos(i), to = pos(i + 1), w = widthOf(from, to);
    out[i * COLS + C_SPAN] = cols[i * COLS + C_SPAN] >= 0 ? 4 * at + w : -1 - 4 * at;
    for (let j = from; j < to; j++) {
      const x = spans[j];
      b[at++] = x & 255;
      if (w === 0) continue;
      b[at++] = (x >> 8) & 255;
      if (w === 1) continue;
      b[at++] = (x >> 16) & 255;
      b[at++] = (x >> 24) & 255;
    }
  }
  out[n * COLS + C_SPAN] = 4 * at;
  return { cols: out, spanBytes: b };
}

// Values holds the distinct values of a part, each with its index and its key (its
// kind and JSON). A value is found by a walk down a tree of Maps, one step for each
// string, number or null in it (an object: its JSON), so that no key is written for
// each record: most records have values that earlier ones had.
class Values {
  constructor() {
    this.vals = [];
    this.keys = [];
    this.root = new Map();
  }

  // of gives the index of v, of kind kind; make, when given, makes the value to keep
  // for a v not seen before.
  of(kind, v, make) {
    const node = walk(step(this.root, kind), v);
    let i = node.get(END);
    if (i === undefined) {
      i = this.vals.length;
      this.vals.push(make ? make() : v);
      this.keys.push(kind + JSON.stringify(v));
      node.set(END, i);
    }
    return i;
  }
}

// Steps that no string, number or null is: an array's ends, an object, the value.
const OPEN = {}, CLOSE = {}, OBJECT = {}, END = {};

function step(node, k) {
  let next = node.get(k);
  if (next === undefined) node.set(k, (next = new Map()));
  return next;
}

function walk(node, v) {
  if (Array.isArray(v)) {
    node = step(node, OPEN);
    for (let i = 0; i < v.length; i++) node = walk(node, v[i]);
    return step(node, CLOSE);
  }
  if (v !== null && typeof v === "object") return step(step(node, OBJECT), JSON.stringify(v));
  return step(node, v === undefined ? null : v);
}

// placeEntry is the places of a record with their ids, a resolved place as its object.
export function placeEntry(places, ids, byID, i) {
  if (!ids) return [places ?? null, null];
  const res = ids.map((v) => {
    if (typeof v === "object" && v) return v;
    if (v[0] === "?") return v;
    const p = byID.get(v);
    if (!p) throw new Error(`record ${i}: place ${v} is not in places`);
    return p;
  });
  return [places ?? null, res];
}

// decoder decodes the records' texts when they are read.
const decoder = new TextDecoder();
const encoder = new TextEncoder();

// READ_FROM are the fields of a Record that its text and spans are read from.
const READ_FROM = new Set(["textBytes", "textFrom", "textTo", "plainText", "spanData", "spanAt", "spanEnd"]);

/**
 * textRange points t at the UTF-8 bytes of the text of record r, t.b[t.from:t.to], and
 * gives t: a Record's own bytes where they are, or the text of another record (a
 * string) encoded. Code that reads the texts of many records keeps a t of its own and
 * makes no view for each.
 */
export function textRange(r, t = newRange()) {
  if (bytesRange(r, t).b) return t;
  t.b = encoder.encode(r.text || "");
  t.from = 0;
  t.to = t.b.length;
  return t;
}

/**
 * bytesRange points t at the UTF-8 bytes of the text of record r as textRange does,
 * but leaves t.b null when the text is a string, rather than encode it.
 */
export function bytesRange(r, t) {
  if (r instanceof PackedRecord) return r.c.range(r.i, t);
  t.b = r.textBytes || null;
  t.from = r.textFrom;
  t.to = r.textTo;
  return t;
}

/** newRange is a range for textRange to point. */
export const newRange = () => ({ b: null, from: 0, to: 0 });

/**
 * Record is a record of the page (see wire.js) with fields of its own, its text read
 * from UTF-8 bytes (textBytes) or given as a string, its spans from an array: what a
 * PackedRecord reads from its part's columns, for records made otherwise.
 */
export class Record {
  constructor() {
    this.id = 0;
    this.file = "";
    this.start = 0;
    this.end = 0;
    this.line = 0;
    this.textBytes = null; // the UTF-8 bytes the text is in: the input, or the part's texts
    this.textFrom = 0; // where the text is in them
    this.textTo = 0;
    this.plainText = ""; // the text, when it was given as a string
    this.photographers = null;
    this.agencies = null;
    this.date = "";
    this.location = "";
    this.places = null;
    this.places_resolved = null;
    this.place_ids = null;
    this.location_id = "";
    this.location_key = undefined;
    this.photographer_ids = null;
    this.duplicate_of = -1;
    this.notes = undefined;
    this.truncated = undefined;
    this.spanData = null; // the part's spans
    this.spanAt = -1; // this record's first span number in them, -1 for null spans
    this.spanEnd = 0;
  }

  get text() {
    return this.textBytes ? decoder.decode(this.textBytes.subarray(this.textFrom, this.textTo)) : this.plainText;
  }

  set text(v) {
    this.plainText = v;
    this.textBytes = null;
  }

  get spans() {
    if (this.spanAt < 0) return null;
    return Array.prototype.slice.call(this.spanData, this.spanAt, this.spanEnd);
  }

  // toJSON writes the record as the page's other records are (exports): its text and
  // spans, not the part's buffers they are read from.
  toJSON() {
    const o = {};
    for (const k of Object.keys(this)) if (!READ_FROM.has(k)) o[k] = this[k];
    o.text = this.text;
    o.spans = this.spans;
    return o;
  }

}

// shared is what the parts unpacked so far share: values by their key, and the page's
// form of name lists and place lists.
let shared = newShared();

function newShared() {
  return { vals: new Map(), phot: new Map(), places: new Map(), folded: new Map() };
}

/** forget lets the values shared so far go (a new run shares nothing with the last). */
export function forget() {
  shared = newShared();
}

// share gives the value of key (its JSON, or one as unique) that an earlier part
// gave, or v.
function share(v, key = JSON.stringify(v)) {
  if (v === null || typeof v !== "object") return v;
  const old = shared.vals.get(key);
  if (old !== undefined) return old;
  shared.vals.set(key, v);
  return v;
}

/**
 * unpack gives a packed part as {dataset, keys}: dataset as fromWire gives it, with
 * PackedRecord objects, keys the part's key hashes.
 */
export function unpack(part) {
  return drive(unpackSteps(part));
}

// STEP is how many records unpackSteps reads between yields: a few milliseconds of
// work (texts are decoded when read, not here).
const STEP = 4096;

/** unpackSteps is unpack as a generator that yields every STEP records. */
export function* unpackSteps(part) {
  const cols = new Columns(part);
  const n = part.n, records = new Array(n);
  for (let i = 0; i < n; i++) {
    if (i % STEP === STEP - 1) yield;
    records[i] = new PackedRecord(cols, i);
  }
  const dataset = { version: part.version, files: part.files, records, stats: part.stats, parent_names: part.parent_names };
  return { dataset, keys: part.keys };
}

/**
 * Columns are what the records of one part are read from: the part's columns (narrow:
 * one typed array a column), the ends of its texts, the UTF-8 bytes they are in,
 * its spans, and its values shared with the parts unpacked before (own: by the
 * part's value index; phot and places: the page's form of the name and place lists
 * of that index). A record of the part is a PackedRecord: the columns and its row,
 * a few bytes of heap, where an object of every field cost over a hundred and the
 * collector's time to trace them.
 */
export class Columns {
  constructor(given) {
    const part = given.columns ? given : narrow({ part: given }).part;
    const { vals, valKeys, columns: k, bias } = part;
    this.n = part.n;
    // the columns (narrow), and what each value is less than the record's
    this.start = k[C_START];
    this.startB = bias[C_START];
    this.end = k[C_END];
    this.endB = bias[C_END];
    this.line = k[C_LINE];
    this.lineB = bias[C_LINE];
    this.file = k[C_FILE];
    this.fileB = bias[C_FILE];
    this.phot = k[C_PHOT];
    this.photB = bias[C_PHOT];
    this.agencies = k[C_AGENCIES];
    this.agenciesB = bias[C_AGENCIES];
    this.date = k[C_DATE];
    this.dateB = bias[C_DATE];
    this.placeCol = k[C_PLACES];
    this.placeB = bias[C_PLACES];
    this.location = k[C_LOCATION];
    this.locationB = bias[C_LOCATION];
    this.span = k[C_SPAN];
    this.spanB = bias[C_SPAN];
    this.notes = k[C_NOTES];
    this.notesB = bias[C_NOTES];
    this.dup = k[C_DUP]; // an Int32Array, unbiased: the merge writes it
    this.ends = part.ends || null; // null when every text is the input's
    this.texts = part.texts || null; // the texts as strings (a part packed of JSON)
    this.src = part.src || null; // the input's bytes, from srcOffset in the file
    this.srcOffset = part.srcOffset || 0;
    this.text = part.text || null; // the texts the answer holds (not the input's)
    this.spanBytes = part.spanBytes; // the records' spans (packSpans)
    const own = new Array(vals.length), phot = new Array(vals.length), places = new Array(vals.length);
    for (let i = 0; i < vals.length; i++) {
      own[i] = share(vals[i], valKeys[i]);
      const kind = valKeys[i][0];
      if (kind === "h") phot[i] = photEntry(own[i]);
      else if (kind === "p") places[i] = placeLists(own[i]);
    }
    this.own = own; // the part's values, by their index
    this.phots = phot; // the page's form of a name list, by its value's index
    this.places = places; // and of a place list
    this.photIDs = null; // Map row → photographer ids set by the merge, when they differ (rare)
    this.hashes = null; // the part's key hashes, lent by a merge while it runs (merge.js RecordHashes)
  }

  // range points t at the UTF-8 bytes of record i's text (t.b null when the part has
  // its texts as strings), as textRange does.
  range(i, t) {
    if (this.texts !== null) {
      t.b = null;
      t.from = t.to = 0;
      return t;
    }
    const ends = this.ends;
    if (ends === null || ends[i] >= FROM_INPUT) {
      t.b = this.src;
      t.from = this.start[i] + this.startB - this.srcOffset;
      t.to = this.end[i] + this.endB - this.srcOffset;
    } else {
      t.b = this.text;
      t.from = i > 0 ? ends[i - 1] % FROM_INPUT : 0;
      t.to = ends[i];
    }
    return t;
  }

  // loc is record i's location column: -1 none, a place's index, or -2 - the index of
  // a [name, id] value.
  loc(i) {
    return this.location[i] + this.locationB;
  }
}

// a scratch range of the getters of PackedRecord
const scratchRange = newRange();

// FIELDS are the fields a PackedRecord writes to JSON, in the order a Record has them.
const FIELDS = ["id", "file", "start", "end", "line", "photographers", "agencies", "date", "location", "places",
  "places_resolved", "place_ids", "location_id", "location_key", "photographer_ids", "duplicate_of", "notes",
  "truncated", "text", "spans"];

/**
 * PackedRecord is a record of a part, read from its Columns (c) at row i: it has the
 * fields of a Record, as getters; merge sets its id, duplicate_of and, should they
 * differ from its names, its photographer_ids.
 */
export class PackedRecord {
  constructor(c, i) {
    this.c = c;
    this.i = i;
    this.id = i;
  }

  get file() {
    const c = this.c;
    return c.own[c.file[this.i] + c.fileB];
  }
  get start() {
    return this.c.start[this.i] + this.c.startB;
  }
  get end() {
    return this.c.end[this.i] + this.c.endB;
  }
  get line() {
    return this.c.line[this.i] + this.c.lineB;
  }
  get duplicate_of() {
    return this.c.dup[this.i];
  }
  set duplicate_of(v) {
    this.c.dup[this.i] = v;
  }

  get textBytes() {
    return this.c.range(this.i, scratchRange).b;
  }
  get textFrom() {
    return this.c.range(this.i, scratchRange).from;
  }
  get textTo() {
    return this.c.range(this.i, scratchRange).to;
  }
  get plainText() {
    return this.c.texts !== null ? this.c.texts[this.i] : "";
  }
  get text() {
    const t = this.c.range(this.i, scratchRange);
    return t.b !== null ? decoder.decode(t.b.subarray(t.from, t.to)) : this.c.texts[this.i];
  }

  get photographers() {
    const c = this.c;
    return c.phots[c.phot[this.i] + c.photB].names;
  }
  get photographer_ids() {
    const c = this.c;
    if (c.photIDs !== null && c.photIDs.has(this.i)) return c.photIDs.get(this.i);
    return c.phots[c.phot[this.i] + c.photB].ids;
  }
  set photographer_ids(v) {
    const c = this.c;
    if (c.photIDs === null) c.photIDs = new Map();
    c.photIDs.set(this.i, v);
  }
  get agencies() {
    const c = this.c;
    return c.own[c.agencies[this.i] + c.agenciesB];
  }
  get date() {
    const c = this.c;
    return c.own[c.date[this.i] + c.dateB];
  }
  get places() {
    const c = this.c;
    return c.places[c.placeCol[this.i] + c.placeB].places;
  }
  get places_resolved() {
    const c = this.c;
    return c.places[c.placeCol[this.i] + c.placeB].resolved;
  }
  get place_ids() {
    const c = this.c;
    return c.places[c.placeCol[this.i] + c.placeB].ids;
  }

  get location() {
    const loc = this.c.loc(this.i);
    if (loc === -1) return "";
    if (loc >= 0) return this.places[loc];
    return this.c.own[-2 - loc][0];
  }
  get location_id() {
    const loc = this.c.loc(this.i);
    if (loc === -1) return "";
    if (loc >= 0) return this.places_resolved[loc] ? this.place_ids[loc] : "";
    const id = this.c.own[-2 - loc][1];
    return id[0] === "?" ? "" : id;
  }
  get location_key() {
    const loc = this.c.loc(this.i);
    if (loc === -1) return undefined;
    if (loc >= 0) return this.places_resolved[loc] ? undefined : this.place_ids[loc];
    const id = this.c.own[-2 - loc][1];
    return id[0] === "?" ? id : undefined;
  }

  // notes: -1 (none), -2 (none, truncated), or 2 × the notes' value + 1 when truncated
  get notes() {
    const c = this.c, v = c.notes[this.i] + c.notesB;
    return v >= 0 ? c.own[v >> 1] : undefined;
  }
  get truncated() {
    const c = this.c;
    return truncatedCol(c.notes[this.i] + c.notesB) ? true : undefined;
  }

  // The spans, read from the part's spanBytes (packSpans): spanCount values (four a
  // span), -1 for null spans, each spanValue(j); spans gives them as an array.
  get spanCount() {
    const c = this.c, v = c.span[this.i] + c.spanB;
    if (v < 0) return -1;
    const next = c.span[this.i + 1] + c.spanB; // after the last record: the end of all spans
    return (((next >= 0 ? next : -1 - next) >> 2) - (v >> 2)) / WIDTH[v & 3];
  }
  spanValue(j) {
    const c = this.c, v = c.span[this.i] + c.spanB, b = c.spanBytes, w = v & 3, at = (v >> 2) + j * WIDTH[w];
    if (w === 0) return b[at];
    if (w === 1) return b[at] | (b[at + 1] << 8);
    return b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24);
  }
  get spans() {
    const n = this.spanCount;
    if (n < 0) return null;
    const out = new Array(n);
    for (let j = 0; j < n; j++) out[j] = this.spanValue(j);
    return out;
  }

  // toJSON writes the record as a Record writes itself.
  toJSON() {
    const o = {};
    for (const k of FIELDS) o[k] = this[k];
    return o;
  }
}

// photEntry gives the names of [names, ids] and their ids (given, or folded).
function photEntry(e) {
  let p = shared.phot.get(e);
  if (p) return p;
  const [names, ids] = e;
  p = { names, ids: ids || foldAll(names) };
  shared.phot.set(e, p);
  return p;
}

function foldAll(names) {
  if (!names) return [];
  return names.map((s) => {
    let f = shared.folded.get(s);
    if (f === undefined) shared.folded.set(s, (f = fold(s)));
    return f;
  });
}

// placeLists gives the places, their resolved places and their ids of a place entry.
function placeLists(e) {
  let p = shared.places.get(e);
  if (p) return p;
  const [places, res] = e;
  p = { places, resolved: null, ids: null };
  if (res) {
    p.resolved = res.map((v) => (typeof v === "string" ? null : share(v)));
    p.ids = res.map((v) => (typeof v === "string" ? v : v.id));
  }
  shared.places.set(e, p);
  return p;
}
