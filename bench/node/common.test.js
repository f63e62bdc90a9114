// Tests of what both NLP adapters share: node --test bench/node/
import { test } from "node:test";
import assert from "node:assert/strict";
import { agency, clean, isoDate, segments, splitCredit } from "./common.mjs";

const expectCredit = (text, body, credit) =>
  assert.deepEqual(splitCredit(text), { body, credit }, `splitCredit(${JSON.stringify(text)})`);
const expectSegments = (credit, want) => assert.deepEqual(segments(credit), want, `segments(${JSON.stringify(credit)})`);
const expectAgency = (segment, want) => assert.equal(agency(segment), want, `agency(${JSON.stringify(segment)})`);
const expectDate = (phrase, want) => assert.equal(isoDate(phrase), want, `isoDate(${JSON.stringify(phrase)})`);
const expectClean = (name, want) => assert.equal(clean(name), want, `clean(${JSON.stringify(name)})`);

test("splitCredit", () => {
  expectCredit("A boy runs in Tomsk, May 2, 2019. REUTERS/Jane Roe", "A boy runs in Tomsk, May 2, 2019.", "REUTERS/Jane Roe");
  expectCredit("A boy runs in Tomsk. (AP Photo/Sam Poe)", "A boy runs in Tomsk.", "AP Photo/Sam Poe");
  expectCredit("A boy runs in Tomsk.", "A boy runs in Tomsk.", "");
  expectCredit("A boy runs in Tomsk", "A boy runs in Tomsk", "");
});

test("segments", () => {
  expectSegments("REUTERS/ Jane Roe", ["REUTERS", "Jane Roe"]);
  expectSegments("Photo by Sam Poe/Anadolu Agency via Getty Images", ["Sam Poe", "Anadolu Agency", "Getty Images"]);
  expectSegments("Photo: Ann Moe/AP", ["Ann Moe", "AP"]);
  expectSegments("Ann Moe for The Daily Planet", ["Ann Moe", "The Daily Planet"]);
});

test("agency", () => {
  expectAgency("REUTERS", "Reuters");
  expectAgency("Reuters TV", "Reuters");
  expectAgency("AP Photo", "AP");
  expectAgency("EPA-EFE", "EPA");
  expectAgency("Anadolu Agency", "Anadolu");
  expectAgency("Jane Roe", "");
  expectAgency("Apex News", "");
});

test("isoDate", () => {
  expectDate("March 7, 2014", "2014-03-07");
  expectDate("7 March 2014", "2014-03-07");
  expectDate("Sept. 30, 2015", "2015-09-30");
  expectDate("Marc 3, 2017", "2017-03-03");
  expectDate("December 2013", "2013-12");
  expectDate("2013", "2013");
  expectDate("2023-03-16", "2023-03-16");
  expectDate("Dec. 13", "");
  expectDate("Tuesday", "");
});

test("clean", () => {
  expectClean("Aleppo's", "Aleppo");
  expectClean("the Old City,", "Old City");
  expectClean("(Tomsk)", "Tomsk");
});
