import "./pin-tz.test.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseDate, dayString, binStart, binNext, chooseUnit, binDates, PRECISION } from "./bin.js";

test("tests run under a pinned time zone other than UTC", () => {
  assert.notEqual(new Date(0).getTimezoneOffset(), 0, "pin-tz.test.js should have set a time zone other than UTC");
});

function expectDate(s, want) {
  const d = parseDate(s);
  const got = d ? `${["", "year", "month", "day"][d.prec]} ${dayString(d.lo)}..${dayString(d.hi)}` : null;
  assert.equal(got, want, `parseDate(${JSON.stringify(s)})`);
}

test("dates keep their precision and cover their whole period", () => {
  expectDate("2016-11-06", "day 2016-11-06..2016-11-06");
  expectDate("2016-11", "month 2016-11-01..2016-11-30");
  expectDate("2016-02", "month 2016-02-01..2016-02-29");
  expectDate("2016", "year 2016-01-01..2016-12-31");
  expectDate("1970-01-01", "day 1970-01-01..1970-01-01");
  expectDate("1969-12-31", "day 1969-12-31..1969-12-31");
  expectDate("2016-02-30", null);
  expectDate("2016-13", null);
  expectDate("", null);
  expectDate("06/11/2016", null);
  expectDate(undefined, null);
});

function expectBin(day, unit, start, next) {
  const n = parseDate(day).lo;
  assert.equal(dayString(binStart(n, unit)), start, `binStart(${day}, ${unit})`);
  assert.equal(dayString(binNext(n, unit)), next, `binNext(${day}, ${unit})`);
}

test("bins start on UTC day, Monday, first of month, first of year", () => {
  expectBin("2016-11-06", "day", "2016-11-06", "2016-11-07");
  expectBin("2016-11-06", "week", "2016-10-31", "2016-11-07"); // a Sunday
  expectBin("2016-11-07", "week", "2016-11-07", "2016-11-14"); // a Monday
  expectBin("1970-01-01", "week", "1969-12-29", "1970-01-05");
  expectBin("1969-12-31", "week", "1969-12-29", "1970-01-05");
  expectBin("2016-12-31", "month", "2016-12-01", "2017-01-01");
  expectBin("2016-03-13", "month", "2016-03-01", "2016-04-01"); // US DST starts that day
  expectBin("2016-07-04", "year", "2016-01-01", "2017-01-01");
});

function expectUnit(from, to, want) {
  assert.equal(chooseUnit(parseDate(from).lo, parseDate(to).hi), want, `chooseUnit(${from}, ${to})`);
}

test("the unit fits the range", () => {
  expectUnit("2016-11-01", "2016-11-30", "day");
  expectUnit("2016-11-01", "2017-01-31", "day");
  expectUnit("2016-01-01", "2017-03-02", "week");
  expectUnit("2011-03-15", "2020-03-01", "month");
  expectUnit("1990", "2020", "year");
});

test("partial dates are counted at their own precision, never on a day", () => {
  const dates = ["2016-11-06", "2016-11-20", "2016-11", "2016", "", "2016-11-07"].map(parseDate);
  const groups = ["AFP", "Reuters", "AFP", "Reuters", "AFP", "AFP"];
  const week = binDates(dates, groups, "week");
  assert.equal(week.partialCount, 2, "week: partial");
  assert.equal(week.undated, 1, "week: undated");
  assert.deepEqual(week.bins.map((b) => `${dayString(b.start)}=${b.total}`), ["2016-10-31=1", "2016-11-07=1", "2016-11-14=1"], "week bins, gaps filled");
  assert.deepEqual(week.partial.map((p) => `${dayString(p.lo)}..${dayString(p.hi)}=${p.count}`), ["2016-01-01..2016-12-31=1", "2016-11-01..2016-11-30=1"]);
  const month = binDates(dates, groups, "month");
  assert.equal(month.partialCount, 1, "month: only the year is partial");
  assert.deepEqual(month.bins.map((b) => `${dayString(b.start)}=${b.total} AFP=${b.counts.get("AFP")}`), ["2016-11-01=4 AFP=3"]);
  const year = binDates(dates, groups, "year");
  assert.equal(year.partialCount, 0, "year: nothing partial");
  assert.equal(year.bins[0].total, 5);
  assert.equal(binDates([], [], "day").bins.length, 0, "no dates, no bins");
});

test("precision constants", () => {
  assert.equal(parseDate("2016").prec, PRECISION.year);
});

test("day numbers agree with Date.UTC over four centuries", () => {
  for (let n = -150000; n < 150000; n += 37) {
    const t = new Date(n * 86400000);
    const want = t.toISOString().slice(0, 10);
    if (dayString(n) !== want) assert.fail(`dayString(${n}): got ${dayString(n)}, want ${want}`);
    const back = parseDate(want);
    if (back.lo !== n) assert.fail(`parseDate(${want}).lo: got ${back.lo}, want ${n}`);
  }
});
