package date

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/internal/gold"
)

// dateFloors are a ratchet: raise them as the parser improves, never lower them.
var dateFloors = map[string]float64{"dev": 1.0, "seeds": 1.0}

var dateGold = map[string]string{
	"dev":   "../../../shared/corpus/dev/dev.gold.jsonl",
	"seeds": "../../../shared/corpus/seeds.gold.jsonl",
}

// TestGoldDates scores Parse on the dates of the gold corpora beside the repository,
// skipping the credit found crudely by roughCredit. ACCURACY_VERBOSE=1 lists every miss.
func TestGoldDates(t *testing.T) {
	for _, set := range []string{"seeds", "dev"} {
		recs, err := gold.Load(filepath.FromSlash(dateGold[set]))
		if os.IsNotExist(err) {
			t.Skipf("%s not found (the shared corpus sits beside the repository)", dateGold[set])
		}
		if err != nil {
			t.Fatal(err)
		}
		ok := 0
		for _, g := range recs {
			start, end := roughCredit(g.Text)
			d := Parse(g.Text, start, end)
			if d.Value == g.Date {
				ok++
			} else if os.Getenv("ACCURACY_VERBOSE") != "" {
				t.Logf("%s: got %q want %q notes %q\n    %s", g.ID, d.Value, g.Date, d.Notes, g.Text)
			}
		}
		acc := float64(ok) / float64(len(recs))
		t.Logf("%s: date %d/%d = %.3f", set, ok, len(recs), acc)
		if acc < dateFloors[set] {
			t.Errorf("%s date accuracy %.3f, below the floor %.3f", set, acc, dateFloors[set])
		}
	}
}

// roughCredit locates a trailing credit crudely, for this test only (caption/credit
// does it properly): a final parenthesis, or the text after the last ". " when it
// holds a "/" or an agency name.
func roughCredit(s string) (int, int) {
	t := strings.TrimRight(s, " ")
	if strings.HasSuffix(t, ")") {
		if i := strings.LastIndexByte(t, '('); i >= 0 {
			return i, len(s)
		}
	}
	if i := strings.LastIndex(t, ". "); i >= 0 {
		tail := t[i+2:]
		if strings.Contains(tail, "/") || strings.Contains(strings.ToUpper(tail), "REUTERS") {
			return i + 2, len(s)
		}
	}
	return 0, 0
}
