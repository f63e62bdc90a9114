// A dataset's JSON as analysis/wire.go writes it, for the tests of wire.js and
// pack.js: a place table, an inline variant of a place outside the gazetteer, the
// three forms of location, notes, a truncated record, null spans and photographer ids
// that the page could not fold.

const aleppo = { id: "gn:1", name: "Aleppo", kind: "city", country: "SY", lat: 36.2, lon: 37.16, has_geo: true, parents: ["r:SY.09", "c:SY"] };
const syria = { id: "c:SY", name: "Syria", kind: "country", country: "SY", lat: 35, lon: 38.5, has_geo: true, parents: null };
const sukkari = { id: "x:gn:1/skr", name: "Sukkari", kind: "district", country: "SY", lat: 36.2, lon: 37.16, has_geo: true, parents: ["gn:1", "r:SY.09", "c:SY"], approx: true };

/** wire returns a new copy of the dataset: three records of one file. */
export const wire = () => ({
  version: "2",
  record_fields: ["file", "start", "end", "line", "text", "photographers", "agencies", "date", "places", "place_ids", "location", "spans", "duplicate_of", "notes", "truncated", "photographer_ids"],
  span_fields: ["credit", "photographer", "agency", "date", "place"],
  files: [{ name: "a.txt", size: 300, captions: 3, duplicates: 0, noise: 0, bytes: { caption: 300, duplicate: 0, noise: 0, blank: 0, error: 0 } }],
  places: [syria, aleppo, sukkari],
  parent_names: { "c:SY": "Syria", "gn:1": "Aleppo", "r:SY.09": "Aleppo Governorate" },
  records: [
    [0, 0, 60, 1, "Rubble in Sukkari, Aleppo, Syria. REUTERS/Ann Lee", ["Ann Lee"], ["Reuters"], "", ["Sukkari", "Aleppo", "Syria"],
      ["x:gn:1/skr", "gn:1", "c:SY"], 0, [0, 0, 34, 50, 1, 0, 42, 49, 4, 0, 10, 17], -1],
    [0, 62, 120, 3, "Smoke over SUKKARI, Tal Samin. (Nguyễn Văn/AFP)", ["Nguyễn Văn"], ["AFP"], "", ["SUKKARI", "Tal Samin"],
      [{ ...sukkari, name: "SUKKARI" }, "?talsamin"], 1, null, -1, ["a note"], true, ["nguyễnvăn"]],
    [0, 122, 180, 5, "A boy in Homs...", [], [], "", [], [], ["Homs", "?homs"], [], 0, null, true],
  ],
  stats: { captions: 3 },
});
