// compromise 14 with compromise-dates, used on captions as a careful user would:
//   photographers: the credit's parts (common.mjs) in which compromise finds a person
//     when it reads the whole caption (with "/" spaced out so that names stand alone);
//   agencies: the shared agency list, over the credit's parts;
//   places: compromise's #Place terms outside the credit, cut into names at commas,
//     possessives and lower-case words ("town of Douma" gives "Douma");
//   location: the first of those places;
//   date: the first date of compromise-dates whose words carry a year, with the
//     precision of its unit (day, month, year).
//
//	node compromise.mjs FILE... > records.jsonl
import nlp from "compromise";
import datesPlugin from "compromise-dates";
import { agency, clean, isoDate, main, segments, splitCredit, uniq } from "./common.mjs";

nlp.plugin(datesPlugin);

function analyze(text) {
  const { body, credit } = splitCredit(text);
  const doc = nlp(text.replace(/\//g, " / "));
  const people = doc.people().out("array").map(clean).filter(Boolean);
  const photographers = [];
  const agencies = [];
  for (const seg of segments(credit)) {
    const a = agency(seg);
    if (a) agencies.push(a);
    else if (people.some((p) => seg.includes(p))) photographers.push(clean(seg));
  }
  // One parse per caption: places named only in the credit are left out.
  const places = uniq(placeNames(doc).filter((p) => body.includes(p) || !credit.includes(p)));
  return {
    photographers: uniq(photographers),
    agencies: uniq(agencies),
    date: firstDate(doc),
    location: places[0] || "",
    places,
  };
}

// placeNames cuts compromise's places into names: a run of capitalised terms
// tagged #Place, ended by a comma, a possessive or a lower-case word.
function placeNames(doc) {
  const out = [];
  for (const m of doc.places().json()) {
    let run = [];
    const flush = () => {
      if (run.length) out.push(clean(run.join(" ")));
      run = [];
    };
    for (const t of m.terms) {
      const word = t.text;
      if (!/^\p{Lu}/u.test(word)) {
        flush();
        continue;
      }
      run.push(word);
      if (/[,;:.]$|['’]s$/.test(t.post + word) || (t.post || "").includes(",")) flush();
    }
    flush();
  }
  return out;
}

function firstDate(doc) {
  for (const d of doc.dates().json()) {
    if (!/\b(19|20)\d\d\b/.test(d.text) || !d.dates || !d.dates.start) continue;
    const ymd = d.dates.start.slice(0, 10);
    switch (d.dates.unit) {
      case "year":
        return ymd.slice(0, 4);
      case "month":
      case "season":
      case "quarter":
        return ymd.slice(0, 7);
      default:
        return isoDate(d.text) || ymd;
    }
  }
  return "";
}

main(analyze);
