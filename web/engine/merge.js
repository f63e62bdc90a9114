// Merge of partial datasets: the JavaScript mirror of analysis.Merge and
// (*Dataset).Finish (see analysis/MERGE.md). No DOM, no clock. Partial datasets come
// from the Go handler, one per file or chunk; the merged dataset equals what one Go
// run over all the files gives.
//
// The records of the result are the records of the parts, not copies (a 100 MB run
// has hundreds of thousands): merging updates their derived fields (id, key,
// duplicate_of, photographer_ids) in place and nothing else, so merging the same
// parts again gives the same result. Files and stats are new objects.
//
// The work is written as generators that yield every few thousand records: merge
// runs them through at once; mergeAsync gives the event loop a turn whenever it has
// worked for `budget` ms, so the page's main thread never stalls on a big merge.

import { compareUTF8, fold } from "./fold.js";
import { placeTags, locationID, locationName, toWire, VERSION } from "./wire.js";
import { dupKey, compareKeysUTF8, comparePrefixUTF8, keptByte, keyStartsWithUTF8, keyUnit, markerEnd, sameKeyUTF8, utf8Length, MIN_TRUNCATED_KEY } from "./dupkey.js";
import { textRange, newRange, PackedRecord } from "./pack.js";
import { drive, fillSteps, newArray, runSteps, SLICE } from "./steps.js";

export { compareUTF8, fold, dupKey, utf8Length };

/**
 * merge concatenates datasets given in input order and recomputes what is derived.
 * keys, when given, holds for each part either the dupKey of each of its records or
 * their hashes as pack.js gives them (the workers compute them, off the main thread).
 */
export function merge(parts, keys) {
  return drive(mergeSteps(parts, keys, true, null));
}

/**
 * mergeAsync is merge in slices of about budget ms of work; stats.longestSlice, when
 * stats is given, gets the longest slice in ms. verify false trusts the key hashes
 * (a merge shown while the work goes on): two keys of the same hash are taken as
 * equal without comparing them. scratch, when given (a Scratch), lends the merge its
 * big arrays of key hashes and of the hash table, kept for the next merge: merges of
 * the same run, one at a time, then allocate them only as the run grows.
 */
export function mergeAsync(parts, keys, { budget = SLICE, stats = null, verify = true, scratch = null } = {}) {
  const onSlice = stats ? (ms) => (stats.longestSlice = Math.max(stats.longestSlice || 0, ms)) : null;
  return runSteps(mergeSteps(parts, keys, verify, scratch), { budget, onSlice });
}

/**
 * Scratch holds the arrays a merge works in, for the next merge of a run to use
 * again (merges that run one at a time: no two may share one). They grow by a
 * quarter more than asked, so that a run that grows part by part allocates them a
 * few times, not once a merge.
 */
export class Scratch {
  constructor() {
    this.h = null; // Float64Array: the key hashes, two a record
    this.ids = null; // Int32Array: HashIndex's table
  }
  hashes(n) {
    if (this.h === null || this.h.length < n) this.h = new Float64Array(Math.ceil(n * 1.25));
    return this.h;
  }
  // table gives an Int32Array of size entries, not yet filled (HashIndex.clear).
  table(size) {
    if (this.ids === null || this.ids.length < size) this.ids = new Int32Array(size);
    return this.ids.subarray(0, size);
  }
}

// STEP is how many records a step handles between yields (a few ms of work at most;
// a step that does not yield costs next to nothing).
const STEP = 512;

function* mergeSteps(parts, keysOf, verify, scratch) {
  const files = [];
  const parentNames = {};
  // The records and their key hashes are copied into arrays of their final length,
  // rather than grown, which would leave copies of big arrays to collect.
  let n = 0;
  for (const p of parts) n += p && p.records ? p.records.length : 0;
  const records = yield* newArray(n);
  let keys = (yield* onColumns(parts, keysOf)) ? new RecordHashes(records, parts) : givenKeys(parts, keysOf, n, scratch);
  for (let k = 0, at = 0; k < parts.length; k++) {
    const p = parts[k];
    if (!p) continue;
    for (const f of p.files || []) files.push(f);
    Object.assign(parentNames, p.parent_names);
    const rs = p.records || [];
    if (keys instanceof Hashes) {
      const ks = keysOf[k], h = keys.h;
      if (h instanceof Float64Array) h.set(ks, 2 * at);
      else for (let i = 0; i < 2 * rs.length; i++) h[2 * at + i] = ks[i];
    } else if (keys && !(keys instanceof RecordHashes)) {
      const ks = keysOf[k];
      for (let i = 0; i < ks.length; i++) keys.push(ks[i]);
    }
    for (let i = 0; i < rs.length; i++) records[at++] = rs[i];
    yield;
  }
  return yield* assemble(files, records, keys, parentNames, verify, scratch);
}

// Hashes are the key hashes of the parts, end to end (h may be longer): a
// Float64Array, lent by the run's Scratch when there is one (allocating typed arrays
// of that size makes the engine collect at once, a long pause with a big heap, so a
// run allocates them a few times, not once a merge), else a plain array.
class Hashes {
  constructor(n = 0, scratch = null) {
    this.h = scratch ? scratch.hashes(n) : new Array(n);
  }
  // key and prefix give the key hash and the prefix hash of record i.
  key(i) {
    return this.h[2 * i];
  }
  prefix(i) {
    return this.h[2 * i + 1];
  }
}

// RecordHashes are the key hashes of records that are all the packed records of their
// parts (onColumns), read from each part's hashes through the record's columns (lent
// to them for the merge, see release): no copy of them end to end.
class RecordHashes {
  constructor(recs, parts) {
    this.recs = recs;
    this.columns = [];
    for (const p of parts) if (p && p.records && p.records.length > 0) this.columns.push(p.records[0].c);
  }
  key(i) {
    const r = this.recs[i];
    return r.c.hashes[2 * r.i];
  }
  prefix(i) {
    const r = this.recs[i];
    return r.c.hashes[2 * r.i + 1];
  }
  // release takes back the hashes lent to the columns, which would keep them as long
  // as the records.
  release() {
    for (const c of this.columns) c.hashes = null;
  }
}

// onColumns reports whether the records of every part are all the records of one
// part's columns, in order, with their key hashes (a Float64Array, two a record); if
// so, it lends each part's columns its hashes (RecordHashes). It yields after each
// part: on a 100 MB run the records are near a million, tens of ms in one step.
function* onColumns(parts, keysOf) {
  if (!keysOf) return false;
  for (let k = 0; k < parts.length; k++) {
    const rs = parts[k] && parts[k].records;
    if (!rs || rs.length === 0) continue;
    const c = rs[0] instanceof PackedRecord ? rs[0].c : null, ks = keysOf[k];
    if (c === null || rs.length !== c.n || !(ks instanceof Float64Array) || ks.length !== 2 * rs.length) return false;
    for (let i = 0; i < rs.length; i++) if (!(rs[i] instanceof PackedRecord) || rs[i].c !== c || rs[i].i !== i) return false;
    yield;
  }
  parts.forEach((p, k) => {
    if (p && p.records && p.records.length > 0) p.records[0].c.hashes = keysOf[k];
  });
  return true;
}

// givenKeys gives what the keys of the parts are concatenated into: Hashes when
// every part has hashes (a Float64Array, see pack.js), an array when every part has
// keys, else null.
function givenKeys(parts, keysOf, n, scratch) {
  if (!keysOf) return null;
  let hashes = true, strings = true;
  parts.forEach((p, k) => {
    if (!p) return;
    const rs = p.records || [], ks = keysOf[k];
    if (rs.length === 0) return;
    hashes = hashes && ks instanceof Float64Array && ks.length === 2 * rs.length;
    strings = strings && Array.isArray(ks) && ks.length === rs.length;
  });
  return hashes ? new Hashes(2 * n, scratch) : strings ? [] : null;
}

// assemble merges the files of the same name (size: the largest; noise, blank and
// error bytes summed; encoding, error and notes from the first that has them), orders
// records by file (first appearance) and start offset, and finishes the dataset.
function* assemble(parts, recs, keys, parentNames, verify, scratch) {
  const files = [];
  const index = new Map();
  for (const p of parts) {
    const i = index.get(p.name);
    if (i === undefined) {
      index.set(p.name, files.length);
      files.push({ ...p, bytes: { ...p.bytes }, ...(p.notes ? { notes: [...p.notes] } : {}) });
      continue;
    }
    const f = files[i];
    f.size = Math.max(f.size, p.size);
    f.noise += p.noise;
    f.bytes.noise += p.bytes.noise;
    f.bytes.blank += p.bytes.blank;
    f.bytes.error += p.bytes.error;
    if (!f.encoding && p.encoding) f.encoding = p.encoding;
    if (!f.error && p.error) f.error = p.error;
    if (!(f.notes && f.notes.length) && p.notes && p.notes.length) f.notes = [...p.notes];
  }
  // Stable sort on (file index, start); a record of a file not listed sorts as the
  // first file, as Go's map lookup of a missing name gives 0. Parts given in input
  // order are sorted already: check first, it is much cheaper than sorting.
  let lastFile = null, lastIndex = 0; // records come a file at a time
  const fileIndex = (r) => {
    if (r.file !== lastFile) {
      lastFile = r.file;
      lastIndex = index.get(r.file) ?? 0;
    }
    return lastIndex;
  };
  let sorted = true;
  for (let i = 1; i < recs.length && sorted; i++) {
    if (i % STEP === 0) yield;
    const a = recs[i - 1], b = recs[i];
    const fa = fileIndex(a), fb = fileIndex(b);
    sorted = fa < fb || (fa === fb && a.start <= b.start);
  }
  yield;
  let records = recs;
  if (!sorted) {
    const order = recs.map((r, i) => i);
    order.sort((a, b) => fileIndex(recs[a]) - fileIndex(recs[b]) || recs[a].start - recs[b].start || a - b);
    records = order.map((i) => recs[i]);
    if (keys instanceof Hashes) {
      const ks = new Hashes(2 * order.length);
      order.forEach((i, k) => {
        ks.h[2 * k] = keys.h[2 * i];
        ks.h[2 * k + 1] = keys.h[2 * i + 1];
      });
      keys = ks;
    } else if (keys instanceof RecordHashes) keys.recs = records;
    else if (keys) keys = order.map((i) => keys[i]);
    yield;
  }
  const d = dataset({ version: VERSION, files, records, stats: null, parent_names: parentNames });
  yield* finishSteps(d, keys, verify, scratch);
  return d;
}

// dataset gives d a toJSON (not enumerable: d can still be cloned) that writes the
// dataset's JSON as Go does (engine/wire.js).
function dataset(d) {
  Object.defineProperty(d, "toJSON", { value: () => toWire(d), enumerable: false, configurable: true });
  return d;
}

/** finish recomputes record IDs, duplicates, per-file counts and stats in place. */
export function finish(d) {
  drive(finishSteps(d, null, true, null));
  return d;
}

function* finishSteps(d, keys, verify, scratch) {
  if (!d.version) d.version = VERSION;
  d.files = d.files || [];
  d.records = d.records || [];
  const recs = d.records;
  for (let i = 0; i < recs.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const r = recs[i];
    r.id = i;
    if (!r.photographer_ids || r.photographer_ids.length !== (r.photographers || []).length) {
      r.photographer_ids = (r.photographers || []).map(fold);
    }
  }
  yield;
  if (keys instanceof Hashes || keys instanceof RecordHashes) yield* markHashed(recs, keys, verify, scratch);
  else yield* markDuplicates(recs, keys);
  if (keys instanceof RecordHashes) keys.release();
  yield* countFiles(d);
  yield;
  d.stats = yield* computeStats(recs, d.parent_names);
}

// markDuplicates sets duplicate_of of every record (ids numbered). (The page leaves
// Record.Key out: the dataset's JSON does not carry it.)
function* markDuplicates(recs, given) {
  const keys = given || new Array(recs.length);
  const first = new Map();
  let truncated = 0;
  for (let i = 0; i < recs.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const r = recs[i];
    if (!given) keys[i] = dupKey(r.text, !!r.truncated);
    r.duplicate_of = -1;
    if (r.truncated) {
      truncated++;
      continue;
    }
    const j = first.get(keys[i]);
    if (j !== undefined) r.duplicate_of = j;
    else first.set(keys[i], i);
  }
  if (truncated === 0) return;
  yield;
  const full = new PrefixIndex();
  yield* full.build(first);
  const firstTrunc = new Map();
  for (let i = 0; i < recs.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const r = recs[i];
    if (!r.truncated) continue;
    if (utf8Length(keys[i]) >= MIN_TRUNCATED_KEY) {
      const j = full.first(keys[i]);
      if (j >= 0) {
        r.duplicate_of = j;
        continue;
      }
    }
    const j = firstTrunc.get(keys[i]);
    if (j !== undefined) r.duplicate_of = j;
    else firstTrunc.set(keys[i], i);
  }
}

// markHashed is markDuplicates on the hashes of the keys (keyHash, prefixHash: two a
// record). Records of the same hash are duplicates once their keys are compared
// (verify); keys of the same hash that differ are told apart by the keys themselves.
// A shortened copy is matched against the first full captions of its prefix's hash,
// in id order, on their keys, computed for them alone.
function* markHashed(recs, h, verify, scratch) {
  // h: Hashes or RecordHashes
  const first = new HashIndex(recs.length, h, scratch); // key hash → id
  yield* first.clear();
  const exact = new Map(); // key → id, for keys whose hash an earlier key has
  const firsts = []; // ids of the first full captions of their key, in order
  let truncated = 0;
  for (let i = 0; i < recs.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const r = recs[i];
    r.duplicate_of = -1;
    if (r.truncated) {
      truncated++;
      continue;
    }
    const j = first.add(i);
    if (j < 0) {
      firsts.push(i);
      continue;
    }
    if (!verify) {
      r.duplicate_of = j;
      continue;
    }
    const x = textRange(r, rx), y = textRange(recs[j], ry);
    if (sameKeyUTF8(x.b, x.from, x.to, y.b, y.from, y.to)) {
      r.duplicate_of = j;
      continue;
    }
    const k = dupKey(r.text, false); // a key whose hash another key has: rare
    const e = exact.get(k);
    if (e !== undefined) r.duplicate_of = e;
    else {
      exact.set(k, i);
      firsts.push(i);
    }
  }
  if (truncated === 0) return;
  yield;
  // buckets: prefix hash → ids of first full captions, in order, for the prefix hashes
  // of shortened copies only
  const buckets = new Map();
  for (let i = 0; i < recs.length; i++) {
    if (i % STEP === STEP - 1) yield;
    if (recs[i].truncated && h.prefix(i) !== -1) buckets.set(h.prefix(i), null);
  }
  for (let n = 0; n < firsts.length; n++) {
    if (n % STEP === STEP - 1) yield;
    const j = firsts[n], p = h.prefix(j);
    if (p === -1 || !buckets.has(p)) continue;
    const list = buckets.get(p);
    if (list) list.push(j);
    else buckets.set(p, [j]);
  }
  const firstTrunc = new Map(); // key hash → the first shortened copies of their key
  const sorted = new Map(); // prefix hash → its bucket's SortedBucket, made when first needed
  for (let i = 0; i < recs.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const r = recs[i];
    if (!r.truncated) continue;
    const p = h.prefix(i), bucket = p === -1 ? undefined : buckets.get(p);
    const { b, from, to } = textRange(r, rx), short = markerEnd(b, from, to); // b[from:short]: its key's text
    let j = -1;
    if (bucket && bucket.length >= SORT_FROM) {
      let sb = sorted.get(p);
      if (!sb) sorted.set(p, (sb = new SortedBucket(recs, bucket)));
      j = sb.first(b, from, short);
    } else {
      for (let n = 0; bucket && n < bucket.length && j < 0; n++) {
        const y = textRange(recs[bucket[n]], ry);
        if (keyStartsWithUTF8(y.b, y.from, y.to, b, from, short)) j = bucket[n];
      }
    }
    if (j >= 0) {
      r.duplicate_of = j;
      continue;
    }
    const same = firstTrunc.get(h.key(i));
    for (let n = 0; same && n < same.length && j < 0; n++) {
      const y = textRange(recs[same[n]], ry);
      if (sameKeyUTF8(y.b, y.from, markerEnd(y.b, y.from, y.to), b, from, short)) j = same[n];
    }
    if (j >= 0) r.duplicate_of = j;
    else if (same) same.push(i);
    else firstTrunc.set(h.key(i), [i]);
  }
}

// HashIndex maps the key hashes of records (h.key(id)) to the first id of each: an
// open-addressed table of ids, with no object a record.
class HashIndex {
  constructor(n, h, scratch = null) {
    let size = 16;
    while (size < 2 * n) size *= 2;
    this.ids = scratch ? scratch.table(size) : new Array(size); // as Hashes
    this.mask = size - 1;
    this.h = h;
  }
  // clear empties the table (every entry -1), in steps.
  *clear() {
    yield* fillSteps(this.ids, -1);
  }
  // add gives the first id of the hash of id i, or -1 (and holds i) when it is new.
  add(i) {
    const { ids, mask, h } = this;
    const x = h.key(i);
    for (let s = (x % 4294967296) & mask; ; s = (s + 1) & mask) {
      const j = ids[s];
      if (j < 0) {
        ids[s] = i;
        return -1;
      }
      if (h.key(j) === x) return j;
    }
  }
}

// PrefixIndex finds the smallest id among the first full captions whose key begins
// with a prefix of at least MIN_TRUNCATED_KEY bytes. Such a prefix has at least
// BUCKET code units (a UTF-16 code unit is at most 3 UTF-8 bytes), so the keys are
// bucketed by their first BUCKET code units; a bucket lists its keys in the order of
// their ids, so the first key of the bucket that begins with the prefix is the
// answer. (Go sorts the keys and keeps a segment tree: the same answer. Sorting
// hundreds of thousands of strings here would stall the page for seconds.)
const BUCKET = Math.floor(MIN_TRUNCATED_KEY / 3);

class PrefixIndex {
  constructor() {
    this.buckets = new Map();
  }
  // build adds the keys of first (key → id, in increasing id order).
  *build(first) {
    let n = 0;
    for (const [k, id] of first) {
      if (++n % STEP === 0) yield;
      if (k.length < BUCKET) continue;
      const b = k.slice(0, BUCKET);
      const list = this.buckets.get(b);
      if (list) list.push(k, id);
      else this.buckets.set(b, [k, id]);
    }
  }
  first(p) {
    const list = this.buckets.get(p.slice(0, BUCKET));
    if (!list) return -1;
    for (let i = 0; i < list.length; i += 2) if (list[i].startsWith(p)) return list[i + 1];
    return -1;
  }
}

// LEAD is how many key bytes after the first MIN_TRUNCATED_KEY make a key's lead
// (keyTails): 6 numbers below 257, base 257, stay below 2^53.
const LEAD = 6;

// keyTails gives, when the keys of the texts bytes[k][from[k]:to[k]] all begin with
// the same MIN_TRUNCATED_KEY bytes, where each key's bytes after them begin in its
// text (at) and the number its next LEAD key bytes make (lead: shorter keys make
// smaller numbers, so that the numbers order as the bytes do); else null.
function keyTails(bytes, from, to) {
  const n = from.length, first = new Uint8Array(MIN_TRUNCATED_KEY), at = new Int32Array(n), lead = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const b = bytes[k], end = to[k];
    let i = from[k], u = 0;
    for (; u < MIN_TRUNCATED_KEY && i < end; i++) {
      const c = b[i];
      if (!keptByte(c)) continue;
      if (k === 0) first[u] = keyUnit(c);
      else if (first[u] !== keyUnit(c)) return null;
      u++;
    }
    if (u < MIN_TRUNCATED_KEY) return null;
    at[k] = i;
    let x = 0;
    for (u = 0; u < LEAD; u++) {
      while (i < end && !keptByte(b[i])) i++;
      x = x * 257 + (i < end ? keyUnit(b[i++]) + 1 : 0);
    }
    lead[k] = x;
  }
  return { at, lead };
}

// SORT_FROM is the size from which a bucket is searched sorted (SortedBucket), not
// read in order.
const SORT_FROM = 8;

// SortedBucket finds the first of the first full captions of a bucket (their keys
// begin alike over 40 bytes) whose key begins with the key of a shortened copy, as Go
// does (analysis: the keys sorted, and a segment tree of their ids): captions written
// from a template share long beginnings, and a bucket can hold thousands. The ids are
// sorted by key, the keys that begin with the copy's are a run of them found by
// binary search, and a sparse table gives the smallest id of a run.
class SortedBucket {
  constructor(recs, ids) {
    // the texts' bytes, read from here rather than through the records
    const n = ids.length, bytes = new Array(n), from = new Int32Array(n), to = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      const t = textRange(recs[ids[k]], rx);
      bytes[k] = t.b;
      from[k] = t.from;
      to[k] = t.to;
    }
    // The keys of a bucket begin alike (their prefix hashes are the same): when their
    // first MIN_TRUNCATED_KEY bytes are indeed the same, they are ordered by what
    // follows, first by the number its next bytes make.
    const tail = keyTails(bytes, from, to);
    const order = new Int32Array(n).map((_, k) => k); // positions in ids, sorted by key
    if (tail) {
      const { at, lead } = tail;
      order.sort((a, b) => lead[a] - lead[b] || compareKeysUTF8(bytes[a], at[a], to[a], bytes[b], at[b], to[b]) || a - b);
    } else order.sort((a, b) => compareKeysUTF8(bytes[a], from[a], to[a], bytes[b], from[b], to[b]) || a - b);
    Object.assign(this, { bytes, from, to, order });
    // mins[l][i]: the smallest id of the keys at order[i : i + 2^l]
    this.mins = [order.map((k) => ids[k])];
    for (let w = 1; 2 * w <= n; w *= 2) {
      const prev = this.mins[this.mins.length - 1], next = new Int32Array(n - 2 * w + 1);
      for (let i = 0; i < next.length; i++) next[i] = Math.min(prev[i], prev[i + w]);
      this.mins.push(next);
    }
  }

  // first gives the smallest id whose key begins with the key of the copy's text
  // b[from:to] (its marker dropped), or -1.
  first(b, from, to) {
    const lo = this.bound(b, from, to, false), hi = this.bound(b, from, to, true);
    if (lo >= hi) return -1;
    let l = 0;
    while (2 << l <= hi - lo) l++;
    const m = this.mins[l];
    return Math.min(m[lo], m[hi - (1 << l)]);
  }

  // bound gives the first position whose key orders after the copy's (upper), or
  // at or after it (not upper), as comparePrefixUTF8 orders them.
  bound(b, from, to, upper) {
    let lo = 0, hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1, k = this.order[mid];
      const c = comparePrefixUTF8(this.bytes[k], this.from[k], this.to[k], b, from, to);
      if (c < 0 || (upper && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
const NONE = [];
// scratch ranges of the texts being compared (textRange): no view made a record
const rx = newRange(), ry = newRange();

// countFiles recomputes captions, duplicates and the caption and duplicate bytes.
function* countFiles(d) {
  const index = new Map();
  d.files.forEach((f, i) => {
    index.set(f.name, i);
    f.captions = 0;
    f.duplicates = 0;
    f.bytes.caption = 0;
    f.bytes.duplicate = 0;
  });
  let last = null, j = -1; // the file of the last record and its index: records come a file at a time
  for (let i = 0; i < d.records.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const r = d.records[i];
    if (r.file !== last) {
      last = r.file;
      j = index.get(r.file) ?? -1;
    }
    if (j < 0) {
      j = d.files.length;
      d.files.push({ name: r.file, size: 0, captions: 0, duplicates: 0, noise: 0,
        bytes: { caption: 0, duplicate: 0, noise: 0, blank: 0, error: 0 } });
      index.set(r.file, j);
    }
    const f = d.files[j];
    f.captions++;
    if (r.duplicate_of >= 0) {
      f.duplicates++;
      f.bytes.duplicate += r.end - r.start;
    } else f.bytes.caption += r.end - r.start;
  }
}

// Counter counts ids and names each by its most frequent name (ties: first seen).
class Counter {
  constructor() {
    this.index = new Map();
    this.items = [];
  }
  // add counts id, written name, k times.
  add(id, name, k = 1) {
    let i = this.index.get(id);
    if (i === undefined) {
      i = this.items.length;
      this.index.set(id, i);
      this.items.push({ id, count: 0, names: [] });
    }
    const it = this.items[i];
    it.count += k;
    for (const n of it.names) {
      if (n.name === name) {
        n.count += k;
        return;
      }
    }
    it.names.push({ name, count: k });
  }
  list(keepID) {
    const out = this.items.map((it) => {
      let best = it.names[0];
      for (const n of it.names) if (n.count > best.count) best = n;
      return keepID ? { id: it.id, name: best.name, count: it.count } : { name: best.name, count: it.count };
    });
    out.sort((a, b) => b.count - a.count || compareUTF8(a.name, b.name) || compareUTF8(a.id || "", b.id || ""));
    return out;
  }
}

// Lists counts how many records hold each list (of ids, with the list of their
// names), so that a Counter is given each list once with its number: records share
// their lists (engine/pack.js), and there are far fewer lists than records. each
// gives the lists in the order they first came, so a Counter meets the names in the
// order it would record by record, and breaks ties as it would.
class Lists {
  constructor() {
    this.index = new Map(); // list → its entry
    this.items = []; // [list, names, count], in order
  }
  add(list, names) {
    const e = this.index.get(list);
    if (e !== undefined && e[1] === names) e[2]++;
    else if (e !== undefined) this.items.push([list, names, 1]); // the same ids named otherwise: rare
    else {
      const it = [list, names, 1];
      this.index.set(list, it);
      this.items.push(it);
    }
  }
  // each calls f on every list, its names and its count, yielding every STEP lists.
  *each(f) {
    for (let i = 0; i < this.items.length; i++) {
      if (i % STEP === STEP - 1) yield;
      const [list, names, n] = this.items[i];
      f(list, names, n);
    }
  }
}

// computeStats counts the unique records (duplicate_of === -1).
function* computeStats(recs, parentNames) {
  const s = { captions: recs.length, unique: 0, duplicates: 0, no_credit: 0, no_date: 0, no_place: 0,
    first_date: "", last_date: "", photographers: [], agencies: [], places: [], locations: [], timeline: [] };
  const photographers = new Counter(), agencies = new Counter(), places = new Counter(), locations = new Counter();
  const phLists = new Lists(), agLists = new Lists(), tagLists = new Lists();
  const timeline = new Map();
  // Records that share their place lists (engine/pack.js) share their tags.
  const tagCache = new Map();
  const tagsOf = (r) => {
    if (!r.places || r.places.length === 0) return NONE;
    const c = r.places_resolved ? tagCache.get(r.places_resolved) : undefined;
    if (c && c.places === r.places && c.ids === r.place_ids) return c.tags;
    const tags = placeTags(r, parentNames);
    if (r.places_resolved) tagCache.set(r.places_resolved, { places: r.places, ids: r.place_ids, tags });
    return tags;
  };
  for (let i = 0; i < recs.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const r = recs[i];
    if (r.duplicate_of >= 0) {
      s.duplicates++;
      continue;
    }
    s.unique++;
    const ph = r.photographers || NONE, ag = r.agencies || NONE;
    if (ph.length === 0 && ag.length === 0) s.no_credit++;
    if (!r.places || r.places.length === 0) s.no_place++;
    if (!r.date) s.no_date++;
    else {
      timeline.set(r.date, (timeline.get(r.date) || 0) + 1);
      if (s.first_date === "" || r.date < s.first_date) s.first_date = r.date;
      if (r.date > s.last_date) s.last_date = r.date;
    }
    phLists.add(r.photographer_ids || NONE, ph);
    agLists.add(ag, ag);
    const tags = tagsOf(r);
    tagLists.add(tags, tags);
    if (r.location) locations.add(locationID(r), locationName(r));
  }
  yield;
  yield* phLists.each((ids, names, n) => {
    for (let j = 0; j < ids.length; j++) if (ids[j] !== "" && ids.indexOf(ids[j]) === j) photographers.add(ids[j], names[j], n);
  });
  yield* agLists.each((ag, _, n) => {
    for (let j = 0; j < ag.length; j++) if (ag.indexOf(ag[j]) === j) agencies.add(ag[j], ag[j], n);
  });
  yield* tagLists.each((tags, _, n) => {
    for (let k = 0; k < tags.length; k += 2) places.add(tags[k], tags[k + 1], n); // each id once
  });
  yield;
  s.photographers = photographers.list(true);
  yield;
  s.agencies = agencies.list(false);
  yield;
  s.places = places.list(true);
  yield;
  s.locations = locations.list(true);
  yield;
  s.timeline = [...timeline].map(([name, count]) => ({ name, count }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return s;
}
