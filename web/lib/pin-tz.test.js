// Pins the tests' time zone to one that is not UTC (America/New_York, unless TZ names
// another), so that a local-time bug shows. Every test file imports it first; node reads
// process.env.TZ again when it changes.
if (!process.env.TZ || /^(UTC|Etc\/UTC|GMT|UTC0)$/.test(process.env.TZ)) process.env.TZ = "America/New_York";
