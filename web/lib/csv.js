// CSV export (RFC 4180) with spreadsheet formula neutralisation.
//
// A cell whose text begins with "=", "+", "-" or "@" (or a tab or carriage return, which
// some spreadsheets skip before reading a formula) is prefixed with an apostrophe, so a
// caption cannot run as a formula when the file is opened. A cell is quoted when it
// holds a comma, a quote or a line break; quotes are doubled.

const FORMULA = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** csvCell encodes one value; numbers are written as they are, everything else as text. */
export function csvCell(v) {
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  let s = v === null || v === undefined ? "" : String(v);
  if (s && FORMULA.has(s[0])) s = "'" + s;
  if (/[",\r\n]/.test(s)) s = '"' + s.replace(/"/g, '""') + '"';
  return s;
}

/** csvRow encodes one row of cells, without the line end. */
export function csvRow(cells) {
  return cells.map(csvCell).join(",");
}

export const RECORD_COLUMNS = ["id", "file", "line", "date", "photographers", "agencies", "location", "location_id", "places", "duplicate_of", "text"];

/** recordsCSV encodes records, one a line after a header, lines ended by CRLF. */
export function recordsCSV(records) {
  const lines = [csvRow(RECORD_COLUMNS)];
  for (const r of records) {
    lines.push(
      csvRow([
        r.id,
        r.file,
        r.line,
        r.date,
        (r.photographers || []).join("; "),
        (r.agencies || []).join("; "),
        r.location,
        r.location_id,
        (r.places || []).join("; "),
        r.duplicate_of >= 0 ? r.duplicate_of : "",
        r.text,
      ]),
    );
  }
  return lines.join("\r\n") + "\r\n";
}
