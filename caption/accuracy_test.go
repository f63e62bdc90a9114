package caption_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/internal/gold"
)

// Floors are a ratchet: raise them as the parser improves, never lower them.
var floors = map[string]map[string]float64{
	"dev":   {"photographers": 1, "agencies": 1, "places": 1, "date": 1, "location": 1},
	"seeds": {"photographers": 1, "agencies": 1, "places": 1, "date": 1, "location": 1},
}

var goldFiles = map[string]string{
	"dev":   "../../shared/corpus/dev/dev.gold.jsonl",
	"seeds": "../../shared/corpus/seeds.gold.jsonl",
}

// TestAccuracy scores Parse on the gold corpora of ../shared and fails below the floors.
// ACCURACY_VERBOSE=1 prints every miss.
func TestAccuracy(t *testing.T) {
	for _, set := range []string{"seeds", "dev"} {
		path := goldFiles[set]
		recs, err := gold.Load(filepath.FromSlash(path))
		if os.IsNotExist(err) {
			t.Skipf("%s not found (the shared corpus sits beside the repository)", path)
		}
		if err != nil {
			t.Fatal(err)
		}
		scoreGold(t, set, recs, floors[set])
	}
}

// scoreGold scores Parse on gold records, logs the score (and every miss with
// ACCURACY_VERBOSE=1), and fails for each field below its floor.
func scoreGold(t *testing.T, set string, recs []gold.Record, floors map[string]float64) {
	t.Helper()
	var s gold.Score
	for _, g := range recs {
		r := caption.Parse(g.Text)
		s.Add(gold.Record{Photographers: r.Photographers, Agencies: r.Agencies, Date: r.Date,
			Location: r.Location, Places: r.Places}, g)
	}
	t.Logf("%s:\n%s", set, s)
	if os.Getenv("ACCURACY_VERBOSE") != "" {
		var b strings.Builder
		for _, m := range s.Misses {
			fmt.Fprintf(&b, "%s %s: got %q want %q\n    %s\n", m.ID, m.Field, m.Got, m.Want, m.Text)
		}
		t.Log("\n" + b.String())
	}
	got := map[string]float64{
		"photographers": s.Photographers.F1(), "agencies": s.Agencies.F1(), "places": s.Places.F1(),
		"date": s.Date(), "location": s.Location(),
	}
	for field, floor := range floors {
		if got[field] < floor {
			t.Errorf("%s %s = %.3f, below the floor %.3f", set, field, got[field], floor)
		}
	}
}
