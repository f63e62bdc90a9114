// Package gold reads gold annotation files (../shared/corpus/GOLD.md) and scores
// predicted records against them: names by a loose key, list fields as sets with
// micro-averaged precision, recall and F1, date and location by exact key match.
package gold

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Record is one gold (or predicted) record.
type Record struct {
	ID            string   `json:"id"`
	File          string   `json:"file"`
	Text          string   `json:"text"`
	Photographers []string `json:"photographers"`
	Agencies      []string `json:"agencies"`
	Date          string   `json:"date"`
	Location      string   `json:"location"`
	Places        []string `json:"places"`
}

// Load reads a JSON-lines file of records.
func Load(path string) ([]Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f)
}

// Read reads JSON lines of records.
func Read(r io.Reader) ([]Record, error) {
	var out []Record
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var rec Record
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, rec)
	}
	return out, sc.Err()
}

// Key is the loose key of GOLD.md: lower case, diacritics removed, only letters and
// digits kept.
func Key(s string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(strings.ToLower(s)) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// PRF is a micro-averaged set score.
type PRF struct{ TP, FP, FN int }

// P is the precision.
func (s PRF) P() float64 { return ratio(s.TP, s.TP+s.FP) }

// R is the recall.
func (s PRF) R() float64 { return ratio(s.TP, s.TP+s.FN) }

// F1 is the harmonic mean of P and R.
func (s PRF) F1() float64 {
	p, r := s.P(), s.R()
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

func (s *PRF) add(pred, gold []string) {
	g := map[string]bool{}
	for _, x := range gold {
		g[Key(x)] = true
	}
	p := map[string]bool{}
	for _, x := range pred {
		p[Key(x)] = true
	}
	for k := range p {
		if g[k] {
			s.TP++
		} else {
			s.FP++
		}
	}
	for k := range g {
		if !p[k] {
			s.FN++
		}
	}
}

// Score is the score of predictions against gold records.
type Score struct {
	N                               int
	Photographers, Agencies, Places PRF
	DateOK, LocationOK              int
	Misses                          []Miss
}

// Miss is one field of one record that did not match.
type Miss struct {
	ID, Field, Text string
	Got, Want       any
}

// Date is the date accuracy.
func (s Score) Date() float64 { return ratio(s.DateOK, s.N) }

// Location is the location accuracy.
func (s Score) Location() float64 { return ratio(s.LocationOK, s.N) }

// Add scores one prediction against its gold record.
func (s *Score) Add(pred, g Record) {
	s.N++
	before := [3]PRF{s.Photographers, s.Agencies, s.Places}
	s.Photographers.add(pred.Photographers, g.Photographers)
	s.Agencies.add(pred.Agencies, g.Agencies)
	s.Places.add(pred.Places, g.Places)
	after := [3]PRF{s.Photographers, s.Agencies, s.Places}
	names := [3]string{"photographers", "agencies", "places"}
	gots := [3][]string{pred.Photographers, pred.Agencies, pred.Places}
	wants := [3][]string{g.Photographers, g.Agencies, g.Places}
	for i := range before {
		if after[i].FP != before[i].FP || after[i].FN != before[i].FN {
			s.Misses = append(s.Misses, Miss{g.ID, names[i], g.Text, gots[i], wants[i]})
		}
	}
	if Key(pred.Date) == Key(g.Date) {
		s.DateOK++
	} else {
		s.Misses = append(s.Misses, Miss{g.ID, "date", g.Text, pred.Date, g.Date})
	}
	if Key(pred.Location) == Key(g.Location) {
		s.LocationOK++
	} else {
		s.Misses = append(s.Misses, Miss{g.ID, "location", g.Text, pred.Location, g.Location})
	}
}

// String prints the score as a small table.
func (s Score) String() string {
	return fmt.Sprintf("captions %d\nphotographers P %.3f R %.3f F1 %.3f\nagencies      P %.3f R %.3f F1 %.3f\nplaces        P %.3f R %.3f F1 %.3f\ndate accuracy %.3f\nlocation accuracy %.3f\n",
		s.N, s.Photographers.P(), s.Photographers.R(), s.Photographers.F1(),
		s.Agencies.P(), s.Agencies.R(), s.Agencies.F1(),
		s.Places.P(), s.Places.R(), s.Places.F1(), s.Date(), s.Location())
}
