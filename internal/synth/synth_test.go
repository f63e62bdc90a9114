package synth

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestDeterministic(t *testing.T) {
	a, ta := Generate(Config{Seed: 4, Size: 50 << 10, Attached: 0.2})
	b, tb := Generate(Config{Seed: 4, Size: 50 << 10, Attached: 0.2})
	c, _ := Generate(Config{Seed: 5, Size: 50 << 10})
	if !bytes.Equal(a, b) || len(ta) != len(tb) {
		t.Errorf("two runs with seed 4 differ")
	}
	if bytes.Equal(a, c) {
		t.Errorf("seeds 4 and 5 give the same corpus")
	}
}

// The truth describes the corpus: each text is where it says, copies point to
// captions with the same text (or that a shortened copy begins), and every kind of
// copy occurs.
func TestTruth(t *testing.T) {
	for _, c := range []Config{{Seed: 1, Size: 300 << 10}, {Seed: 2, Size: 100 << 10, Attached: 0.5, Countries: []string{"Ukraine"}}} {
		data, ts := Generate(c)
		if len(data) > c.Size || len(data) < c.Size-2000 || !utf8.Valid(data) {
			t.Errorf("seed %d: %d bytes (valid UTF-8 %v), want about %d", c.Seed, len(data), utf8.Valid(data), c.Size)
		}
		var dups, truncBefore, truncAfter int
		for i, tr := range ts {
			if got := string(data[tr.Start:tr.End]); got != tr.Text {
				t.Fatalf("seed %d caption %d: text at %d:%d is %q, want %q", c.Seed, i, tr.Start, tr.End, got, tr.Text)
			}
			if tr.DuplicateOf < 0 {
				continue
			}
			full := ts[tr.DuplicateOf]
			switch {
			case !tr.Truncated && full.Text == tr.Text && tr.DuplicateOf < i:
				dups++
			case tr.Truncated && strings.HasPrefix(full.Text, trimMarker(tr.Text)) && tr.DuplicateOf > i:
				truncBefore++
			case tr.Truncated && strings.HasPrefix(full.Text, trimMarker(tr.Text)):
				truncAfter++
			default:
				t.Errorf("seed %d caption %d %q: duplicate of %d %q", c.Seed, i, tr.Text, tr.DuplicateOf, full.Text)
			}
			if full.DuplicateOf != -1 || full.Truncated {
				t.Errorf("seed %d caption %d: copy of %d, itself a copy", c.Seed, i, tr.DuplicateOf)
			}
		}
		if dups == 0 || truncBefore == 0 || truncAfter == 0 {
			t.Errorf("seed %d: %d copies, %d shortened before, %d after: want some of each", c.Seed, dups, truncBefore, truncAfter)
		}
	}
}

func trimMarker(s string) string {
	for _, m := range []string{"... more", "...more", "…"} {
		if strings.HasSuffix(s, m) {
			return strings.TrimSuffix(s, m)
		}
	}
	return s
}

func TestCountries(t *testing.T) {
	_, ts := Generate(Config{Seed: 3, Size: 40 << 10, Countries: []string{"Yemen"}})
	for _, tr := range ts {
		for _, p := range tr.Places {
			if strings.EqualFold(p, "Syria") || strings.EqualFold(p, "Ukraine") {
				t.Errorf("caption %q of Yemen names %s", tr.Text, p)
			}
		}
	}
}
