package caption_test

import (
	"path/filepath"
	"testing"

	"github.com/captions-analyzer/captions/internal/gold"
)

// The table exports of ../testdata/tables: invented rows in the forms of a DAM's
// CSV export (Filename, Caption, Byline, Credit, Date Created, City, Country), a
// spreadsheet saved as TSV (id, description, photographer, agency, date) and a
// European export with semicolons, German headers and Windows-1252 bytes. The
// splitter writes each row as its caption and the labelled fields the parser
// reads; the gold records follow ../shared/corpus/GOLD.md.

// tableFloors are a ratchet: raise them as the reading improves, never lower them.
var tableFloors = map[string]map[string]float64{
	"dam_export":      {"photographers": 1, "agencies": 1, "places": 1, "date": 1, "location": 1},
	"spreadsheet":     {"photographers": 1, "agencies": 1, "places": 1, "date": 1, "location": 1},
	"european_export": {"photographers": 1, "agencies": 1, "places": 1, "date": 1, "location": 1},
}

const tablesDir = "../testdata/tables"

// TestTableExports splits every table file, checks that its captions are the
// gold texts, in order, and scores Parse on them against the floors.
func TestTableExports(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(tablesDir, "*.gold.jsonl"))
	if err != nil || len(files) != len(tableFloors) {
		t.Fatalf("%d gold files in %s, want %d (%v)", len(files), tablesDir, len(tableFloors), err)
	}
	for _, set := range setsOf(tableFloors) {
		recs, err := gold.Load(filepath.Join(tablesDir, set+".gold.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, g := range recs {
			want = append(want, g.Text)
		}
		expectCaptions(t, recs[0].File, splitTexts(t, filepath.Join(tablesDir, recs[0].File)), want)
		scoreGold(t, set, recs, tableFloors[set])
	}
}
