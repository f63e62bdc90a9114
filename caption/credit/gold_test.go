package credit_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/captions-analyzer/captions/caption/credit"
	"github.com/captions-analyzer/captions/internal/gold"
)

// creditFloors are a ratchet on the gold corpora of ../shared: raise them as the
// parser improves, never lower them.
var creditFloors = map[string][2]float64{ // photographers F1, agencies F1
	"../../../shared/corpus/dev/dev.gold.jsonl": {1, 1},
	"../../../shared/corpus/seeds.gold.jsonl":   {1, 1},
}

// TestGoldCredits scores Parse's photographers and agencies on the gold corpora and
// fails below the floors. CREDIT_VERBOSE=1 prints every miss.
func TestGoldCredits(t *testing.T) {
	for path, floor := range creditFloors {
		recs, err := gold.Load(filepath.FromSlash(path))
		if os.IsNotExist(err) {
			t.Skipf("%s not found (the shared corpus sits beside the repository)", path)
		}
		if err != nil {
			t.Fatal(err)
		}
		var s gold.Score
		for _, g := range recs {
			c := credit.Parse(g.Text)
			pred := gold.Record{Photographers: names(c.Photographers), Agencies: names(c.Agencies),
				Date: g.Date, Location: g.Location, Places: g.Places}
			s.Add(pred, g)
		}
		t.Logf("%s: %d captions, photographers F1 %.3f (P %.3f R %.3f), agencies F1 %.3f (P %.3f R %.3f)",
			filepath.Base(path), s.N, s.Photographers.F1(), s.Photographers.P(), s.Photographers.R(),
			s.Agencies.F1(), s.Agencies.P(), s.Agencies.R())
		for _, m := range s.Misses {
			if os.Getenv("CREDIT_VERBOSE") != "" {
				t.Logf("%s %s: got %v want %v\n\t%s", m.ID, m.Field, m.Got, m.Want, tail(m.Text))
			}
		}
		if f := s.Photographers.F1(); f < floor[0] {
			t.Errorf("%s: photographers F1 %.3f below the floor %.3f", path, f, floor[0])
		}
		if f := s.Agencies.F1(); f < floor[1] {
			t.Errorf("%s: agencies F1 %.3f below the floor %.3f", path, f, floor[1])
		}
	}
}

func names(ns []credit.Name) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = n.Name
	}
	return out
}

func tail(s string) string {
	if len(s) > 90 {
		return fmt.Sprint("...", s[len(s)-90:])
	}
	return s
}
