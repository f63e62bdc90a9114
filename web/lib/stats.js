// Counts over a selection of records: summary figures, photographers, agencies, and the
// filtered dataset for export. Statistics count the records of `counted` (unique
// captions), as the Go analysis does.

import { dayString } from "./bin.js";
import { byCount } from "./rollup.js";
import { drive, STEP } from "./memo.js";

// Each count has a generator form (…Steps) that yields every STEP records, for the
// page, which computes the counts of a big selection in slices (views/index.js).

/** summary gives the figures of the summary cards for the selection idx (all records kept). */
export const summary = (m, idx, cnt) => drive(summarySteps(m, idx, cnt));

export function* summarySteps(m, idx, cnt) {
  const phot = new Set();
  const ag = new Set();
  const places = new Set();
  let noCredit = 0;
  let noDate = 0;
  let noPlace = 0;
  let first = Infinity;
  let last = -Infinity;
  let firstStr = "";
  let lastStr = "";
  for (let i = 0; i < cnt.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const k = cnt[i];
    for (const id of m.phot[k]) phot.add(id);
    for (const a of m.agencies[k]) ag.add(a);
    for (const p of m.placesUp[k]) places.add(p); // every level, as the Go stats count places
    if (m.noCredit[k]) noCredit++;
    if (m.places[k].length === 0) noPlace++;
    const d = m.dates[k];
    if (!d) noDate++;
    else {
      if (d.lo < first) [first, firstStr] = [d.lo, m.records[k].date];
      if (d.lo > last) [last, lastStr] = [d.lo, m.records[k].date];
    }
  }
  let unique = 0;
  for (let i = 0; i < idx.length; i++) unique += m.unique[idx[i]];
  return {
    captions: idx.length,
    unique,
    duplicates: idx.length - unique,
    photographers: phot.size,
    agencies: ag.size,
    places: places.size,
    firstDate: firstStr,
    lastDate: lastStr,
    firstDay: first === Infinity ? "" : dayString(first),
    lastDay: last === -Infinity ? "" : dayString(last), // first day of the latest date
    noCredit,
    noDate,
    noPlace,
  };
}

/**
 * photographerRows gives one row per photographer in cnt: {id, name, variants, count,
 * agencies: [{name, count}], first, last, places: [{id, count}], days: [day numbers]}.
 */
export const photographerRows = (m, cnt) => drive(photographerRowsSteps(m, cnt));

export function* photographerRowsSteps(m, cnt) {
  const rows = new Map();
  for (let i = 0; i < cnt.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const k = cnt[i];
    for (const id of m.phot[k]) {
      let r = rows.get(id);
      if (!r) {
        const p = m.photographers.get(id);
        rows.set(id, (r = { id, name: p.name, variants: [...p.variants.keys()], count: 0, ag: new Map(), pl: new Map(), first: -1, last: -1, dates: [] }));
      }
      r.count++;
      const ag = m.agencies[k], pl = m.places[k];
      for (let j = 0; j < ag.length; j++) r.ag.set(ag[j], (r.ag.get(ag[j]) || 0) + 1);
      for (let j = 0; j < pl.length; j++) r.pl.set(pl[j], (r.pl.get(pl[j]) || 0) + 1);
      const d = m.dates[k];
      if (d) {
        r.dates.push(d);
        // first and last: the record of the earliest and latest date
        if (r.first < 0 || d.lo < m.dates[r.first].lo) r.first = k;
        if (r.last < 0 || d.lo > m.dates[r.last].lo) r.last = k;
      }
    }
  }
  const top = (map) => [...map].map(([name, count]) => ({ name, count })).sort(byCount);
  return [...rows.values()].map((r) => ({
    id: r.id,
    name: r.name,
    variants: r.variants,
    count: r.count,
    agencies: top(r.ag),
    places: top(r.pl).map((p) => ({ id: p.name, count: p.count })),
    first: r.first >= 0 ? m.records[r.first].date : "",
    last: r.last >= 0 ? m.records[r.last].date : "",
    dates: r.dates,
  }));
}

/** sortRows sorts photographer rows by key ("name", "count", "agencies", "first", "last"). */
export function sortRows(rows, key, desc) {
  const val = {
    name: (r) => r.name.toLowerCase(),
    count: (r) => r.count,
    agencies: (r) => (r.agencies[0] ? r.agencies[0].name.toLowerCase() : "\uffff"),
    first: (r) => r.first || "\uffff",
    last: (r) => r.last || "",
  }[key] || ((r) => r.count);
  const dir = desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = val(a);
    const y = val(b);
    return (x < y ? -1 : x > y ? 1 : 0) * dir || b.count - a.count || (a.name < b.name ? -1 : 1);
  });
}

/** agencyRows counts captions per agency and per "via" chain: {agencies, chains, credited}. */
export const agencyRows = (m, cnt) => drive(agencyRowsSteps(m, cnt));

export function* agencyRowsSteps(m, cnt) {
  const ag = new Map();
  const chains = new Map();
  let credited = 0;
  for (let i = 0; i < cnt.length; i++) {
    if (i % STEP === STEP - 1) yield;
    const k = cnt[i];
    const list = m.agencies[k];
    if (list.length) credited++;
    for (const a of list) ag.set(a, (ag.get(a) || 0) + 1);
    if (list.length > 1) {
      const c = m.chains[k];
      const e = chains.get(c) || { name: c, agencies: list, count: 0 };
      e.count++;
      chains.set(c, e);
    }
  }
  return {
    agencies: [...ag].map(([name, count]) => ({ name, count })).sort(byCount),
    chains: [...chains.values()].sort(byCount),
    credited,
    total: cnt.length,
  };
}

/** filteredDataset is the dataset restricted to the records idx, ids kept, for export. */
export function filteredDataset(m, idx, s) {
  const records = Array.from(idx, (k) => m.records[k]);
  const names = new Set(records.map((r) => r.file));
  const ds = m.dataset || {};
  return {
    version: ds.version || "",
    filter: s,
    files: (ds.files || []).filter((f) => names.has(f.name)),
    records,
  };
}
