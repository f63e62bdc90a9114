// Invented caption datasets for the view tests: a small hand-made fixture whose every
// figure is known (node unit tests and browser tests read the same one), and a
// synthetic generator for benchmarks. None of these captions is real.
//
// A caption is written as parts: plain strings, or [field, text, value] where field is
// photographer, agency, date, place or credit ([ "credit", [parts...] ] wraps its parts);
// the builder computes the text, the BYTE spans and the extracted lists, as the Go
// analysis would.

const enc = new TextEncoder();
const blen = (s) => enc.encode(s).length;

export const PLACES = {
  syria: { id: "gn:163843", name: "Syria", kind: "country", country: "SY", lat: 35, lon: 38, has_geo: true, parents: [] },
  aleppoGov: { id: "gn:170062", name: "Aleppo Governorate", kind: "region", country: "SY", lat: 36.25, lon: 37.5, has_geo: true, parents: ["gn:163843"] },
  aleppo: { id: "gn:170063", name: "Aleppo", kind: "city", country: "SY", lat: 36.2, lon: 37.16, has_geo: true, parents: ["gn:170062", "gn:163843"] },
  sukkari: { id: "x:sy/aleppo/sukkari", name: "Sukkari", kind: "district", country: "SY", lat: 36.18, lon: 37.15, has_geo: true, parents: ["gn:170063", "gn:170062", "gn:163843"] },
  douma: { id: "gn:170654", name: "Douma", kind: "city", country: "SY", lat: 33.57, lon: 36.4, has_geo: true, parents: ["gn:170652", "gn:163843"] },
  iraq: { id: "gn:99237", name: "Iraq", kind: "country", country: "IQ", lat: 33, lon: 44, has_geo: true, parents: [] },
  mosul: { id: "gn:99072", name: "Mosul", kind: "city", country: "IQ", lat: 36.34, lon: 43.13, has_geo: true, parents: ["gn:99062", "gn:99237"] },
};

/** caption builds one record from parts (see the file comment). */
export function caption(parts, meta = {}) {
  const r = { text: "", photographers: [], agencies: [], date: "", location: "", places: [], places_resolved: [], location_id: "", spans: [] };
  const walk = (list) => {
    for (const p of list) {
      if (typeof p === "string") {
        r.text += p;
        continue;
      }
      const [field, t, value] = p;
      const start = blen(r.text);
      if (field === "credit") {
        walk(t);
        r.spans.push({ field, i: 0, start, end: blen(r.text) });
        continue;
      }
      r.text += t;
      const span = { field, i: 0, start, end: blen(r.text) };
      if (field === "photographer") span.i = r.photographers.push(t) - 1;
      else if (field === "agency") span.i = r.agencies.push(value || t) - 1;
      else if (field === "date") r.date = value;
      else if (field === "place") {
        span.i = r.places.push(t) - 1;
        r.places_resolved.push(value || null);
      }
      r.spans.push(span);
    }
  };
  walk(parts);
  if (r.places.length) {
    r.location = r.places[0];
    r.location_id = r.places_resolved[0] ? r.places_resolved[0].id : "";
  }
  return Object.assign(r, meta);
}

const P = (t, v) => ["place", t, v];
const PH = (t) => ["photographer", t];
const AG = (t, v) => ["agency", t, v];
const D = (t, v) => ["date", t, v];
const C = (...parts) => ["credit", parts];

/** fixtureRecords are the captions of the fixture, in file order. */
export function fixtureRecords() {
  const { syria, aleppo, sukkari, douma, iraq, mosul } = PLACES;
  const a = [
    // fixture-a.txt
    caption(["A boy walks past rubble in ", P("Sukkari", sukkari), ", ", P("Aleppo", aleppo), " on ", D("November 6, 2016", "2016-11-06"), ". ", C(PH("GEORGES OURFALIAN"), "/", AG("AFP", "AFP"))], { file: "fixture-a.txt", line: 1 }),
    caption(["Smoke rises over ", P("Aleppo", aleppo), ", ", P("Syria", syria), " ", D("November 20, 2016", "2016-11-20"), ". ", C(AG("REUTERS", "Reuters"), "/", PH("Abd Doumany"))], { file: "fixture-a.txt", line: 3 }),
    caption(["Civil defence members search a building in ", P("Sukkari", sukkari), " in ", D("November 2016", "2016-11"), ". ", C("Photo by ", PH("Georges Ourfalian"), "/", AG("AFP", "AFP"))], { file: "fixture-a.txt", line: 5 }),
    caption(["A child in ", P("Douma", douma), " ", D("December 3, 2016", "2016-12-03"), ". ", C(AG("Aleppo Media Center", "Aleppo Media Center"), " via ", AG("AP Photo", "AP"))], { file: "fixture-a.txt", line: 7 }),
    caption(["<img src=x onerror=alert(1)> People queue for bread in ", P("Tal Samin"), ". ", C("Photo: ", PH("Zoé Ñandú"), "/", AG("Reuters", "Reuters"))], { file: "fixture-a.txt", line: 9 }),
    // the first caption again: a duplicate
    caption(["A boy walks past rubble in ", P("Sukkari", sukkari), ", ", P("Aleppo", aleppo), " on ", D("November 6, 2016", "2016-11-06"), ". ", C(PH("GEORGES OURFALIAN"), "/", AG("AFP", "AFP"))], { file: "fixture-a.txt", line: 11, duplicate_of: 0 }),
  ];
  const b = [
    // fixture-b.txt
    caption(["=HYPERLINK(\"x\") Fighters rest near ", P("Mosul", mosul), ", ", P("Iraq", iraq), ", ", D("March 2, 2017", "2017-03-02"), ". ", C(AG("REUTERS", "Reuters"), "/", PH("Zoé Ñandú"))], { file: "fixture-b.txt", line: 1 }),
    caption(["Displaced families arrive in ", P("Mosul", mosul), " during ", D("2016", "2016"), ". ", C(AG("REUTERS", "Reuters"), "/", PH("Rodi Said"))], { file: "fixture-b.txt", line: 3 }),
    caption(["A market reopens in ", P("Douma", douma), ". ", C(AG("REUTERS", "Reuters"), "/", PH("Rodi Said"))], { file: "fixture-b.txt", line: 5 }),
    caption(["An undated, uncredited picture of a street."], { file: "fixture-b.txt", line: 7 }),
  ];
  const records = [...a, ...b];
  records.forEach((r, i) => {
    r.id = i;
    if (r.duplicate_of === undefined) r.duplicate_of = -1;
  });
  return records;
}

/** fixtureDataset is the fixture as the page receives it. */
export function fixtureDataset() {
  const records = fixtureRecords();
  const files = ["fixture-a.txt", "fixture-b.txt"].map((name) => {
    const rs = records.filter((r) => r.file === name);
    return { name, size: 1000, captions: rs.length, duplicates: rs.filter((r) => r.duplicate_of >= 0).length, noise: 0, bytes: { caption: 0, duplicate: 0, noise: 0, blank: 0, error: 0 } };
  });
  return {
    version: "test",
    files,
    records,
    stats: { places: [{ id: "gn:170652", name: "Rif Dimashq", count: 2 }, { id: "gn:170062", name: "Aleppo Governorate", count: 3 }] },
  };
}

/** FIXTURE states the figures a correct view shows for the fixture. */
export const FIXTURE = {
  captions: 10,
  unique: 9,
  duplicates: 1,
  photographers: 4, // Georges Ourfalian (2 variants), Abd Doumany, Zoé Ñandú, Rodi Said
  agencies: 4, // AFP, Reuters, Aleppo Media Center, AP
  ourfalian: 2, // unique captions credited to Georges Ourfalian
  reuters: 5,
  noCredit: 1,
  noDate: 3,
  noPlace: 1,
  partial: 2, // "2016-11" and "2016"
};

// synthetic pools: invented names
const FIRST = ["Amal", "Bassam", "Carla", "Dmitri", "Elif", "Farid", "Greta", "Hadi", "Ines", "Jonas", "Karim", "Lina", "Marek", "Nour", "Omar", "Petra", "Rami", "Sana", "Tarek", "Yara"];
const LAST = ["Haddad", "Nasser", "Kowalski", "Öztürk", "Benali", "Sørensen", "Khoury", "Moreau", "Almeida", "Rahimi", "Vasquez", "Lindqvist", "Darwish", "Okafor", "Ferreira"];
const AGENCIES = ["Reuters", "AFP", "AP", "Getty Images", "EPA", "Anadolu", "Xinhua", "SANA", "Aleppo Media Center", "Shaam News Network"];

/** syntheticDataset makes n invented captions with a deterministic pseudo-random mix. */
export function syntheticDataset(n) {
  let seed = 42;
  const rnd = (k) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 8) % k; // the low bits of this generator are not random
  };
  const towns = [];
  for (let t = 0; t < 120; t++) {
    const country = t % 3 === 0 ? PLACES.iraq : PLACES.syria;
    towns.push({ id: `x:synth/${t}`, name: `Town ${t}`, kind: "city", country: country.country, lat: country.lat + (t % 11) / 3 - 1.5, lon: country.lon + (t % 13) / 3 - 2, has_geo: true, parents: [country.id] });
  }
  const names = [];
  for (let i = 0; i < 300; i++) names.push(`${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}${i >= 60 ? " " + i : ""}`);
  const records = [];
  const day0 = Date.UTC(2011, 2, 15);
  for (let i = 0; i < n; i++) {
    if (i > 10 && rnd(33) === 0) {
      const src = records[rnd(records.length)];
      records.push({ ...src, id: i, line: i * 2 + 1, duplicate_of: src.duplicate_of >= 0 ? src.duplicate_of : src.id });
      continue;
    }
    const town = towns[rnd(towns.length) % (1 + rnd(towns.length))];
    const country = town.country === "IQ" ? PLACES.iraq : PLACES.syria;
    const d = new Date(day0 + rnd(3300) * 86400000).toISOString().slice(0, 10);
    const kind = rnd(20);
    const date = kind === 0 ? d.slice(0, 7) : kind === 1 ? d.slice(0, 4) : kind === 2 ? "" : d;
    const who = names[rnd(names.length) % (1 + rnd(names.length))];
    const ag = AGENCIES[rnd(AGENCIES.length) % (1 + rnd(AGENCIES.length))];
    const r = caption([`Caption ${i}: people in `, P(town.name, town), ", ", P(country.name, country), date ? " on " : "", date ? D(date, date) : "", ". ", C(AG(ag, ag), "/", PH(who))], { file: `synthetic-${i % 4}.txt`, line: i * 2 + 1 });
    r.id = i;
    r.duplicate_of = -1;
    records.push(r);
  }
  return { version: "synthetic", files: [0, 1, 2, 3].map((k) => ({ name: `synthetic-${k}.txt`, size: 0, captions: 0, duplicates: 0, noise: 0, bytes: {} })), records, stats: {} };
}
