// The model: what the views need from a Dataset, computed once per dataset so that a
// filter click only walks flat per-record arrays.
//
// Photographers are keyed by photographer id (the record's photographer_ids, or the
// folded name when the dataset has none), so name variants that differ by case or
// diacritics group together; the shown name is the most frequent written variant among
// unique captions (ties: first seen). Places are keyed by resolved id; an unresolved
// name by "?" + its loose key. Each record also lists its places rolled up to every
// parent, so a filter on a country matches captions in its towns.

import { parseDate } from "./bin.js";
import { foldName } from "./text.js";
import { fold } from "../engine/fold.js";
import { textRange, newRange, PackedRecord } from "../engine/pack.js";
import { drive, newArray } from "../engine/steps.js";

const list = (v) => (Array.isArray(v) ? v : []);

/** buildModel derives the model of a dataset; it never changes the dataset. */
export function buildModel(dataset) {
  return drive(modelSteps(dataset));
}

// STEP is how many records modelSteps handles between yields.
const STEP = 512;

/**
 * modelSteps is buildModel as a generator that yields every STEP records, for a
 * caller that gives the event loop a turn between steps (the page, on big datasets).
 */
export function* modelSteps(dataset) {
  const records = list(dataset && dataset.records);
  const n = records.length;
  // the arrays of a record each: a step each for a big dataset (newArray)
  const dates = yield* newArray(n), phot = yield* newArray(n), agencies = yield* newArray(n);
  const places = yield* newArray(n), placesUp = yield* newArray(n), chains = yield* newArray(n);
  const m = {
    dataset,
    records,
    n,
    unique: new Uint8Array(n),
    dates,
    phot,
    agencies,
    places, // own place keys, deduplicated
    placesUp, // own place keys and every parent, deduplicated
    noCredit: new Uint8Array(n),
    chains, // agencyChain of a record with two agencies or more, else ""
    photographers: new Map(), // id → {id, name, variants: Map name→count}
    placeInfo: new Map(), // key → {id, name, kind, country, lat, lon, hasGeo, parent, resolved}
    minDay: Infinity,
    maxDay: -Infinity,
    dateCache: new Map(), // date string → parsed date, shared by the records (read-only)
    foldCache: new Map(), // written name → folded id
    placeKeys: new Map(), // written name of an unresolved place → its key
    placeCache: new Map(), // the places a record names → its (shared) place lists
    placeByList: new Map(), // a record's places_resolved array → the same
    photByList: new Map(), // a record's photographers array → its (shared) ids
    agencyCache: new Map(), // the agencies of a credit → its (shared) list
    agencyByList: new Map(), // a record's agencies array → the same
    chainJoins: new Map(), // a record's agencies array (of two or more) → its chain, joined both ways
  };
  const parentOf = new Map();
  // every record, and the unique ones: the selection and the counts of the unfiltered
  // views (lib/filter.js select and counted), made here in steps rather than at once
  // when the views first ask for them
  const all = new Uint32Array(n), uniq = new Uint32Array(n);
  let u = 0;
  for (let k = 0; k < n; k++) {
    if (k % STEP === STEP - 1) yield;
    addRecord(m, k, records[k], parentOf);
    all[k] = k;
    if (m.unique[k] === 1) uniq[u++] = k;
  }
  m.all = all;
  m.allCounted = uniq.subarray(0, u);
  nameParents(m, dataset, parentOf);
  for (const p of m.photographers.values()) p.name = mainVariant(p.variants);
  return m;
}

function addRecord(m, k, r, parentOf) {
  const uniq = r.duplicate_of === -1 || r.duplicate_of === undefined || r.duplicate_of === null;
  m.unique[k] = uniq ? 1 : 0;
  let d = m.dateCache.get(r.date);
  if (d === undefined) m.dateCache.set(r.date, (d = parseDate(r.date)));
  m.dates[k] = d;
  if (d) {
    if (d.lo < m.minDay) m.minDay = d.lo;
    if (d.hi > m.maxDay) m.maxDay = d.hi;
  }
  m.phot[k] = photographerIDs(m, r, uniq);
  const ag = list(r.agencies);
  // records that share their agencies (engine/pack.js) are looked up by them
  let agList = m.agencyByList.get(ag);
  if (!agList) {
    const agKey = ag.join("\n");
    agList = m.agencyCache.get(agKey);
    if (!agList) m.agencyCache.set(agKey, (agList = dedupe(ag.filter(Boolean))));
    m.agencyByList.set(ag, agList);
  }
  m.agencies[k] = agList;
  m.noCredit[k] = m.phot[k].length === 0 && m.agencies[k].length === 0 ? 1 : 0;
  m.chains[k] = ag.length > 1 ? agencyChain(r, m.chainJoins) : "";
  const names = list(r.places);
  const resolved = list(r.places_resolved);
  // records share their place lists when they name the same places (read-only arrays):
  // most captions of an archive name a few places over and over. Records that share
  // their lists of places (engine/pack.js) are looked up by them, others by a key.
  let pl = r.places_resolved ? m.placeByList.get(r.places_resolved) : undefined;
  if (!pl) {
    let key = "";
    for (let i = 0; i < names.length; i++) key += (resolved[i] && resolved[i].id ? resolved[i].id : "?" + names[i]) + "\n";
    pl = m.placeCache.get(key);
    if (!pl) m.placeCache.set(key, (pl = placeLists(m, names, resolved, parentOf)));
    if (r.places_resolved && r.places_resolved.length === names.length) m.placeByList.set(r.places_resolved, pl);
  }
  m.places[k] = pl.own;
  m.placesUp[k] = pl.up;
}

function placeLists(m, names, resolved, parentOf) {
  const own = [];
  const up = [];
  for (let i = 0; i < names.length; i++) {
    const res = resolved[i];
    if (res && res.id) {
      own.push(res.id);
      up.push(res.id);
      for (const p of list(res.parents)) up.push(p);
      notePlace(m, res, parentOf);
    } else if (names[i]) {
      // The key Go counts an unresolved place under (analysis.placeKey), so that the
      // views count places as the dataset's stats do.
      let key = m.placeKeys.get(names[i]);
      if (key === undefined) m.placeKeys.set(names[i], (key = "?" + fold(String(names[i]).trim())));
      own.push(key);
      up.push(key);
      if (!m.placeInfo.has(key)) m.placeInfo.set(key, { id: key, name: names[i], kind: "unresolved", resolved: false });
    }
  }
  return { own: dedupe(own), up: dedupe(up) };
}

function photographerIDs(m, r, uniq) {
  const names = list(r.photographers);
  const given = list(r.photographer_ids);
  const shared = m.photByList.get(r.photographers);
  if (shared && shared.given === r.photographer_ids) {
    for (const [name, p] of shared.of) {
      const v = p.variants.get(name);
      v.all++;
      if (uniq) v.n++;
    }
    return shared.ids;
  }
  const ids = [];
  const of = [];
  for (let i = 0; i < names.length; i++) {
    let id = given.length === names.length && given[i];
    if (!id) {
      id = m.foldCache.get(names[i]);
      if (id === undefined) m.foldCache.set(names[i], (id = foldName(names[i])));
    }
    if (!id) continue;
    ids.push(id);
    let p = m.photographers.get(id);
    if (!p) m.photographers.set(id, (p = { id, name: names[i], variants: new Map() }));
    const v = p.variants.get(names[i]) || { n: 0, all: 0 };
    v.all++;
    if (uniq) v.n++;
    p.variants.set(names[i], v);
    of.push([names[i], p]);
  }
  const out = dedupe(ids);
  // Records that share their names (engine/pack.js) share their ids too.
  if (Array.isArray(r.photographers)) m.photByList.set(r.photographers, { given: r.photographer_ids, ids: out, of });
  return out;
}

function notePlace(m, res, parentOf) {
  const ps = list(res.parents);
  if (ps.length && !parentOf.has(res.id)) parentOf.set(res.id, ps[0]);
  for (let j = 0; j + 1 < ps.length; j++) if (!parentOf.has(ps[j])) parentOf.set(ps[j], ps[j + 1]);
  if (m.placeInfo.has(res.id)) return;
  m.placeInfo.set(res.id, {
    id: res.id,
    name: res.name || res.id,
    kind: res.kind || "unknown",
    country: res.country || "",
    lat: res.lat,
    lon: res.lon,
    hasGeo: !!res.has_geo,
    resolved: true,
  });
}

// nameParents gives every parent id an entry: its name from a resolved entry with that
// id, else from the dataset's parent names, else from its places index (stats.places),
// else the id itself.
function nameParents(m, dataset, parentOf) {
  const index = new Map();
  for (const c of list(dataset && dataset.stats && dataset.stats.places)) if (c && c.id) index.set(c.id, c.name);
  const names = (dataset && dataset.parent_names) || {};
  for (const id of Object.keys(names)) index.set(id, names[id]);
  for (const [child, parent] of parentOf) {
    for (const id of [child, parent]) {
      if (!m.placeInfo.has(id)) {
        m.placeInfo.set(id, { id, name: index.get(id) || id, kind: "unknown", country: "", hasGeo: false, resolved: true });
      }
    }
    m.placeInfo.get(child).parent = parent;
  }
}

function mainVariant(variants) {
  let best = "";
  let bestN = -1;
  for (const [name, v] of variants) {
    const score = v.n * 1e6 + v.all; // unique captions first; duplicates only break a tie of zero
    if (score > bestN) {
      best = name;
      bestN = score;
    }
  }
  return best;
}

function dedupe(a) {
  if (a.length < 2) return a;
  return [...new Set(a)];
}

/**
 * agencyChain names the credit's chain of agencies: "Aleppo Media Center via AP".
 * joins, when given, keeps the two ways of joining each list of agencies, for the
 * records that share it (engine/pack.js).
 */
export function agencyChain(r, joins = null) {
  const ag = list(r.agencies);
  if (ag.length < 2) return "";
  let j = joins && joins.get(ag);
  if (!j) {
    j = [ag.join(" / "), ag.join(" via ")];
    if (joins) joins.set(ag, j);
  }
  return viaInCredit(r) ? j[1] : j[0];
}

// viaInCredit reports whether the credit of r (its whole text without one) holds the
// word "via" in any case, as /\bvia\b/i finds it in the credit's slice. Spans are byte
// offsets, so it reads the text's UTF-8 bytes and decodes nothing.
function viaInCredit(r) {
  const { b, from: base, to: end } = textRange(r, scratch);
  let from = base, to = end;
  if (r instanceof PackedRecord) {
    // a packed record's spans, read in place
    for (let j = 0, n = r.spanCount; j + 3 < n; j += 4) {
      if (r.spanValue(j) !== 0) continue; // not the credit
      const s = charStart(b, base, end, r.spanValue(j + 2)), e = charStart(b, base, end, r.spanValue(j + 3));
      if (e > s) {
        [from, to] = [s, e];
        break;
      }
    }
    return hasVia(b, from, to);
  }
  // spans: in place (a part's flat spans), else flat (four values a span) or objects
  let d = r.spanData, at = r.spanAt, last = r.spanEnd;
  if (!d) {
    d = list(r.spans);
    [at, last] = [0, d.length];
  }
  const objects = at < last && typeof d[at] === "object";
  for (let i = at; objects ? i < last : i + 3 < last; i += objects ? 1 : 4) {
    const credit = objects ? d[i].field === "credit" : d[i] === 0 || d[i] === "credit";
    if (!credit) continue;
    const s = charStart(b, base, end, objects ? d[i].start : d[i + 2]), e = charStart(b, base, end, objects ? d[i].end : d[i + 3]);
    if (e > s) {
      [from, to] = [s, e];
      break;
    }
  }
  return hasVia(b, from, to);
}

// hasVia reports whether b[from:to] holds the word "via" in any case.
function hasVia(b, from, to) {
  for (let p = from; p + 3 <= to; p++) {
    if ((b[p] | 32) !== 118 || (b[p + 1] | 32) !== 105 || (b[p + 2] | 32) !== 97) continue;
    if ((p === from || !wordByte(b[p - 1])) && (p + 3 === to || !wordByte(b[p + 3]))) return true;
  }
  return false;
}

const scratch = newRange(); // viaInCredit's text (textRange): no view made a record

// charStart clamps a byte offset of the text b[base:end] to it and moves it back to
// the start of its character, as byteIndex (lib/text.js) does; it gives an index of b.
function charStart(b, base, end, off) {
  if (off <= 0) return base;
  off += base;
  if (off >= end) return end;
  while (off > base && (b[off] & 0xc0) === 0x80) off--;
  return off;
}

// wordByte: a byte of \w (ASCII letters, digits, underscore).
function wordByte(c) {
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c === 95;
}

/** placeName is the display name of a place key. */
export function placeName(m, key) {
  const p = m.placeInfo.get(key);
  return p ? p.name : key;
}

/** photographerName is the display name of a photographer id. */
export function photographerName(m, id) {
  const p = m.photographers.get(id);
  return p ? p.name : id;
}
