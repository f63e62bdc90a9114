// The dataset's JSON (analysis/wire.go) and the page's form of it. The JSON is
// compact: one tuple a record, places by id in a dataset-level table, spans flat. The
// page reads it into one object a record (fromWire; the workers send it packed and
// the page unpacks it into the same form, see pack.js) and writes it back (toWire:
// what JSON.stringify of a merged dataset gives), so that the page's result compares
// with `captions -format json`. No DOM, no clock.
//
// A record of the page has the fields of a `-format jsonl` line except place_tags and
// location_tag (placeTags, locationID and locationName give them) and key (the page needs none),
// with spans flat, four numbers a span (field code, index, start, end; SPAN_FIELDS
// names the codes), plus place_ids (one a place: its resolved id, or "?" and its
// folded name) and location_key ("?" and the folded location when the location is
// unresolved).

import { compareUTF8, fold } from "./fold.js";

export const VERSION = "2";

/** SPAN_FIELDS names the field codes of spans. */
export const SPAN_FIELDS = ["credit", "photographer", "agency", "date", "place"];

const RECORD_FIELDS = ["file", "start", "end", "line", "text", "photographers", "agencies", "date", "places",
  "place_ids", "location", "spans", "duplicate_of", "notes", "truncated", "photographer_ids"];

/**
 * fromWire reads a parsed dataset JSON into the page's form: {version, files, records,
 * stats, parent_names}. Resolved places are shared by the records that name them.
 */
export function fromWire(w) {
  if (!w || w.version !== VERSION) throw new Error(`dataset version ${w && w.version}, want ${VERSION}`);
  const files = w.files || [];
  const byID = new Map();
  for (const p of w.places || []) byID.set(p.id, p);
  const folded = new Map();
  const recs = w.records || [];
  const records = new Array(recs.length);
  for (let i = 0; i < recs.length; i++) records[i] = readRecord(recs[i], i, files, byID, folded);
  return { version: w.version, files, records, stats: w.stats || null, parent_names: w.parent_names || {} };
}

function readRecord(t, i, files, byID, folded) {
  const places = t[8];
  const ids = t[9];
  let resolved = null, placeIDs = null;
  if (ids) {
    resolved = new Array(ids.length);
    placeIDs = new Array(ids.length);
    for (let j = 0; j < ids.length; j++) {
      const v = ids[j];
      if (typeof v === "object" && v) {
        resolved[j] = v;
        placeIDs[j] = v.id;
      } else if (v[0] === "?") {
        resolved[j] = null;
        placeIDs[j] = v;
      } else {
        const p = byID.get(v);
        if (!p) throw new Error(`record ${i}: place ${v} is not in places`);
        resolved[j] = p;
        placeIDs[j] = v;
      }
    }
  }
  const r = {
    id: i,
    file: typeof t[0] === "number" ? files[t[0]].name : t[0],
    start: t[1],
    end: t[2],
    line: t[3],
    text: t[4],
    photographers: t[5],
    agencies: t[6],
    date: t[7],
    location: "",
    places,
    places_resolved: resolved,
    place_ids: placeIDs,
    location_id: "",
    spans: t[11],
    photographer_ids: t[15] || foldAll(t[5], folded),
    duplicate_of: t[12],
  };
  const loc = t[10];
  if (typeof loc === "number") {
    r.location = places[loc];
    if (resolved[loc]) r.location_id = placeIDs[loc];
    else r.location_key = placeIDs[loc];
  } else if (loc) {
    r.location = loc[0];
    if (loc[1][0] === "?") r.location_key = loc[1];
    else r.location_id = loc[1];
  }
  if (t[13] && t[13].length) r.notes = t[13];
  if (t[14]) r.truncated = true;
  return r;
}

// foldAll folds names; records that name the same photographers share the list.
function foldAll(names, cache) {
  if (!names) return [];
  const key = names.join("\n");
  let ids = cache.get(key);
  if (ids === undefined) cache.set(key, (ids = names.map(fold)));
  return ids;
}

/**
 * placeTags mirrors analysis.placeTags: what a record counts for in the places, as
 * [id, name, id, name, ...]: each place (its resolved id and name, or "?" and its
 * folded name with the name as written), then the parents of a resolved place, named
 * by a place of the record resolved to them, else by parentNames; each id once.
 */
export function placeTags(r, parentNames) {
  const names = r.places || [];
  const res = r.places_resolved || [];
  const tags = [];
  const has = (id) => {
    for (let k = 0; k < tags.length; k += 2) if (tags[k] === id) return true;
    return false;
  };
  for (let i = 0; i < names.length; i++) {
    const p = res[i];
    if (!p) {
      const id = unresolvedID(r, i);
      if (!has(id)) tags.push(id, names[i]);
      continue;
    }
    if (!has(p.id)) tags.push(p.id, p.name);
    for (const q of p.parents || []) if (!has(q)) tags.push(q, nameInRecord(r, q) ?? (parentNames && parentNames[q]) ?? q);
  }
  return tags;
}

function unresolvedID(r, i) {
  return r.place_ids ? r.place_ids[i] : "?" + fold(String(r.places[i]).trim());
}

function nameInRecord(r, id) {
  for (const p of r.places_resolved || []) if (p && p.id === id) return p.name;
  return undefined;
}

/**
 * locationID and locationName mirror analysis.locationTag's id and name for a record
 * with a location (without one, the tag is empty).
 */
export function locationID(r) {
  return r.location_id || r.location_key || "?" + fold(r.location.trim());
}

/** locationName: see locationID. */
export function locationName(r) {
  return r.location_id ? nameInRecord(r, r.location_id) ?? r.location : r.location;
}

/** toWire gives the dataset's JSON value (wire.go) of a dataset of the page. */
export function toWire(d) {
  const files = d.files || [];
  const fileIndex = new Map();
  files.forEach((f, i) => {
    if (!fileIndex.has(f.name)) fileIndex.set(f.name, i);
  });
  const first = new Map();
  const parents = new Set();
  for (const r of d.records || []) {
    for (const p of r.places_resolved || []) {
      if (!p) continue;
      if (!first.has(p.id)) first.set(p.id, p);
      for (const q of p.parents || []) parents.add(q);
    }
  }
  const parentNames = {};
  for (const id of [...parents].sort(compareUTF8)) parentNames[id] = (d.parent_names && d.parent_names[id]) ?? id;
  const places = [...first.values()].sort((a, b) => compareUTF8(a.id, b.id)).map(plainPlace);
  const records = (d.records || []).map((r) => writeRecord(r, fileIndex, first));
  return { version: d.version, record_fields: RECORD_FIELDS, span_fields: SPAN_FIELDS, files, places,
    parent_names: parentNames, records, stats: d.stats };
}

// plainPlace orders a place's fields as Go writes them.
const plainPlace = (p) => ({ id: p.id, name: p.name, kind: p.kind, country: p.country, lat: p.lat, lon: p.lon,
  has_geo: p.has_geo, parents: p.parents ?? null, ...(p.approx ? { approx: true } : {}), ...(p.note ? { note: p.note } : {}) });

function samePlace(a, b) {
  if (a === b) return true;
  const pa = a.parents || [], pb = b.parents || [];
  return a.id === b.id && a.name === b.name && a.kind === b.kind && a.country === b.country && a.lat === b.lat &&
    a.lon === b.lon && !!a.has_geo === !!b.has_geo && !!a.approx === !!b.approx && (a.note || "") === (b.note || "") &&
    (a.parents == null) === (b.parents == null) && pa.length === pb.length && pa.every((x, k) => x === pb[k]);
}

function writeRecord(r, fileIndex, first) {
  const places = r.places ?? null;
  let ids = null;
  if (r.places_resolved || (places && places.length)) {
    ids = (places || []).map((name, i) => {
      const p = (r.places_resolved || [])[i];
      if (!p) return unresolvedID(r, i);
      return samePlace(p, first.get(p.id)) ? p.id : plainPlace(p);
    });
  }
  const t = [fileIndex.has(r.file) ? fileIndex.get(r.file) : r.file, r.start, r.end, r.line, r.text,
    r.photographers ?? null, r.agencies ?? null, r.date, places, ids, wireLocation(r), flatSpans(r.spans), r.duplicate_of];
  const notes = r.notes && r.notes.length ? r.notes : null;
  const simple = simpleNames(r.photographers || [], r.photographer_ids);
  if (!simple) t.push(notes, !!r.truncated, r.photographer_ids ?? null);
  else if (r.truncated) t.push(notes, true);
  else if (notes) t.push(notes);
  return t;
}

function wireLocation(r) {
  if (!r.location && !r.location_id) return null;
  const names = r.places || [];
  for (let j = 0; j < names.length; j++) {
    if (names[j] !== r.location) continue;
    const p = (r.places_resolved || [])[j];
    if ((!p && !r.location_id) || (p && p.id === r.location_id)) return j;
  }
  return [r.location, r.location_id || r.location_key || "?" + fold(r.location.trim())];
}

// flatSpans gives spans flat; spans as objects ({field, i, start, end}) are accepted.
function flatSpans(spans) {
  if (!spans || spans.length === 0 || typeof spans[0] !== "object") return spans ?? null;
  const out = [];
  for (const s of spans) {
    const k = SPAN_FIELDS.indexOf(s.field);
    out.push(k >= 0 ? k : s.field, s.i || 0, s.start, s.end);
  }
  return out;
}

// simpleNames mirrors analysis.simpleNames: photographer_ids is left out when each id
// is the fold of its name and no name has a character from U+0180 up.
function simpleNames(names, ids) {
  if (!ids || ids.length !== names.length) return false;
  for (let i = 0; i < names.length; i++) {
    for (const ch of names[i]) if (ch.codePointAt(0) >= 0x180) return false;
    if (fold(names[i]) !== ids[i]) return false;
  }
  return true;
}
