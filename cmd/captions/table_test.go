package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An invented DAM export: each row gives a record with the credit, date and place
// of its cells, and a table is read whole however small the chunks.
func TestTableExport(t *testing.T) {
	const head = "Filename,Caption,Byline,Credit,Date Created,City,Country\r\n"
	const rows = "IMG_0012.jpg,\"Boats sit on the dry bed of a lake near Manaus, Brazil.\",Renata Lins,Reuters,2023-10-16,Manaus,Brazil\r\n" +
		"IMG_0013.jpg,Farmers harvest wheat on the outskirts of the city.,Leyla Demir,AFP,2021-06-14,Qamishli,Syria\r\n" +
		"IMG_0014.jpg,,Leyla Demir,AFP,2021-06-15,Qamishli,Syria\r\n"
	p := filepath.Join(t.TempDir(), "export.csv")
	if err := os.WriteFile(p, []byte(head+rows), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runCLI("", "-format", "jsonl", p)
	recs := jsonLines(t, out)
	if code != 0 || len(recs) != 2 {
		t.Fatalf("exit %d, %d records, want 2: %s\n%s", code, len(recs), out, stderr)
	}
	for i, want := range []struct {
		photographer, agency, date, location string
		line, start                          float64
	}{
		{"Renata Lins", "Reuters", "2023-10-16", "Manaus", 2, float64(len(head))},
		{"Leyla Demir", "AFP", "2021-06-14", "Qamishli", 3, float64(strings.Index(head+rows, "IMG_0013"))},
	} {
		r := recs[i]
		if ph, ag := r["photographers"].([]any), r["agencies"].([]any); len(ph) != 1 || ph[0] != want.photographer || len(ag) != 1 || ag[0] != want.agency ||
			r["date"] != want.date || r["location"] != want.location || r["line"] != want.line || r["start"] != want.start {
			t.Errorf("record %d: %v, want %+v", i, r, want)
		}
	}
	// A table of many rows gives the same records in chunks as whole.
	big := head + strings.Repeat(rows, 400)
	if err := os.WriteFile(p, []byte(big), 0o644); err != nil {
		t.Fatal(err)
	}
	_, whole, _ := runCLI("", "-format", "jsonl", "-chunk", "1000000000", p)
	_, chunked, _ := runCLI("", "-format", "jsonl", "-chunk", "9000", p)
	if n := strings.Count(whole, "\n"); n != 800 || chunked != whole {
		t.Errorf("%d records whole; chunked output equal: %v", n, chunked == whole)
	}
}
