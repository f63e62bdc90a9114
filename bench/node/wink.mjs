// wink-nlp 2 with wink-eng-lite-web-model, used on captions as a careful user would.
// The lite model finds DATE entities but no people or places, so names come from
// its part-of-speech tags, the way wink's documentation suggests for entities the
// model lacks:
//   photographers: a credit part (common.mjs) that wink tags as two or more proper
//     nouns (hyphens allowed inside) and that is not on the agency list;
//   agencies: the shared agency list, over the credit's parts;
//   places: in the body, a run of proper nouns (hyphens joining) that follows a
//     preposition of place (and "the"), or a comma after a place, or that is
//     followed by "'s";
//     month and weekday names are dropped;
//   location: the first of those places;
//   date: the first DATE entity whose words carry a year, read as ISO with the
//     precision written (common.mjs).
//
//	node wink.mjs FILE... > records.jsonl
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { agency, clean, isoDate, main, segments, splitCredit, uniq } from "./common.mjs";

const nlp = winkNLP(model);
const its = nlp.its;

const PREPOSITIONS = new Set(["in", "at", "near", "of", "from", "outside", "into", "towards", "toward", "around", "across", "inside", "through"]);
const CALENDAR = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/i;

function analyze(text) {
  const { body, credit } = splitCredit(text);
  const photographers = [];
  const agencies = [];
  for (const seg of segments(credit)) {
    const a = agency(seg);
    if (a) agencies.push(a);
    else if (isName(seg)) photographers.push(clean(seg));
  }
  const doc = nlp.readDoc(body);
  const places = uniq(placeNames(doc));
  return {
    photographers: uniq(photographers),
    agencies: uniq(agencies),
    date: firstDate(doc),
    location: places[0] || "",
    places,
  };
}

// isName is true when wink tags the text as proper nouns, two or more.
function isName(s) {
  const pos = nlp.readDoc(s).tokens().out(its.pos);
  let n = 0;
  for (const p of pos) {
    if (p === "PROPN") n++;
    else if (p !== "PUNCT") return false;
  }
  return n >= 2;
}

// placeNames walks the tokens: after a preposition of place, a comma that follows a
// place, or before "'s", a run of proper nouns is a place.
function placeNames(doc) {
  const words = doc.tokens().out();
  const pos = doc.tokens().out(its.pos);
  const out = [];
  let afterPlace = false;
  for (let i = 0; i < words.length; i++) {
    const trigger = (PREPOSITIONS.has(words[i].toLowerCase()) && pos[i] === "ADP") || (words[i] === "," && afterPlace);
    let j = i + (trigger ? 1 : 0);
    if (trigger && words[j] && words[j].toLowerCase() === "the") j++;
    const end = properRun(words, pos, j);
    if (end > j && (trigger || words[end] === "'s" || words[end] === "’s")) {
      const name = joinRun(words.slice(j, end));
      if (!CALENDAR.test(name)) {
        out.push(clean(name));
        afterPlace = true;
      }
      i = end - 1;
      continue;
    }
    if (words[i] !== ",") afterPlace = false;
  }
  return out;
}

// properRun returns the end of the run of proper nouns (hyphens joining) at i.
function properRun(words, pos, i) {
  let j = i;
  while (j < words.length && (pos[j] === "PROPN" || (words[j] === "-" && j > i && pos[j + 1] === "PROPN"))) j++;
  return j;
}

function joinRun(ws) {
  return ws.join(" ").replace(/ - /g, "-");
}

function firstDate(doc) {
  for (const e of doc.entities().out(its.detail)) {
    if (e.type !== "DATE") continue;
    const iso = isoDate(e.value);
    if (iso) return iso;
  }
  return "";
}

main(analyze);
