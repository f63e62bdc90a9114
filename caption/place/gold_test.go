package place

import (
	"os"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/internal/gold"
)

// Ratchet floors for the gold corpora: raise them when the parser improves.
const (
	floorPlacesF1 = 0.99
	floorLocation = 0.99
	floorCuesF1   = 0.95
)

// TestGoldPlaces scores Parse on the shared gold files (skipped when they are not
// beside the repository). ACCURACY_VERBOSE=1 lists every miss.
func TestGoldPlaces(t *testing.T) {
	s := scoreGold(t, theDict())
	if f := s.Places.F1(); f < floorPlacesF1 {
		t.Errorf("places F1 %.3f fell below the floor %.3f", f, floorPlacesF1)
	}
	if a := s.Location(); a < floorLocation {
		t.Errorf("location accuracy %.3f fell below the floor %.3f", a, floorLocation)
	}
}

// TestGoldCuesOnly scores the cue grammar alone: the dictionary keeps its countries
// and blockers but loses every city and region, as for captions from places the
// list does not know. It reports; it has a lower floor of its own.
func TestGoldCuesOnly(t *testing.T) {
	var b strings.Builder
	for _, line := range strings.Split(namesFile, "\n") {
		if !strings.HasPrefix(line, "Y ") && !strings.HasPrefix(line, "R ") {
			b.WriteString(line)
			b.WriteByte('\n')
		}
	}
	s := scoreGold(t, buildDict(b.String()))
	if f := s.Places.F1(); f < floorCuesF1 {
		t.Errorf("cues-only places F1 %.3f fell below the floor %.3f", f, floorCuesF1)
	}
}

func scoreGold(t *testing.T, d *dictionary) gold.Score {
	var recs []gold.Record
	for _, path := range []string{"../../../shared/corpus/dev/dev.gold.jsonl", "../../../shared/corpus/seeds.gold.jsonl"} {
		rs, err := gold.Load(path)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, rs...)
	}
	if len(recs) == 0 {
		t.Skip("no gold files beside the repository")
	}
	var s gold.Score
	verbose := os.Getenv("ACCURACY_VERBOSE") != ""
	for _, g := range recs {
		start, end := crudeCredit(g.Text)
		ps := parseWith(d, g.Text, start, end)
		pred := gold.Record{ID: g.ID, Places: []string{}}
		for _, pl := range ps.Places {
			pred.Places = append(pred.Places, pl.Name)
		}
		if ps.Location >= 0 {
			pred.Location = ps.Places[ps.Location].Name
		}
		s.Add(pred, g)
	}
	if verbose {
		for _, m := range s.Misses {
			if m.Field == "places" || m.Field == "location" {
				t.Logf("%s %s: got %v, want %v\n\t%s", m.ID, m.Field, m.Got, m.Want, m.Text)
			}
		}
	}
	t.Logf("%d captions: places P %.3f R %.3f F1 %.3f; location %.3f",
		s.N, s.Places.P(), s.Places.R(), s.Places.F1(), s.Location())
	return s
}

// crudeCredit finds the credit the way a reader would, without the credit package:
// a final parenthesis, else the last "REUTERS"/"Reuters" and what follows, else the
// last sentence when it holds a slash.
func crudeCredit(text string) (int, int) {
	t := strings.TrimRight(text, " ")
	if strings.HasSuffix(t, ")") {
		if i := strings.LastIndex(t, "("); i >= 0 {
			return i, len(text)
		}
	}
	for _, w := range []string{"REUTERS", "Reuters"} {
		if i := strings.LastIndex(text, w); i >= 0 && len(text)-i < 60 {
			j := strings.LastIndex(text[:i], ". ")
			if k := strings.LastIndex(text[:i], " "); k > j && j >= 0 && i-j < 60 && strings.Contains(text[j:], "/") {
				return j + 1, len(text)
			}
			return i, len(text)
		}
	}
	if j := strings.LastIndex(t, ". "); j >= 0 && strings.Contains(t[j:], "/") {
		return j + 1, len(text)
	}
	return 0, 0
}
