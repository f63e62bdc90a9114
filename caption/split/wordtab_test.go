package split

import (
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// TestWordTablesSorted checks that the word tables are sorted, with no word twice,
// so that their binary search finds every word, and that each is found as written
// and in capitals, as the look-ups fold it.
func TestWordTablesSorted(t *testing.T) {
	for _, e := range wordtab.Unsorted(map[string][]string{
		"navigationWords": navigationWords[:],
		"dateWords":       wordtab.Words(dateWords[:]),
		"linkLabels":      linkLabels[:],
		"creditLabels":    creditLabels[:],
	}) {
		t.Error(e)
	}
	for _, w := range navigationWords {
		if !isNavigation([]byte(w)) || !isNavigation([]byte(strings.ToUpper(w)+":")) {
			t.Errorf("isNavigation(%q) is false", w)
		}
	}
	for _, w := range linkLabels {
		if !isLinkLabel([]byte(strings.ToUpper(w) + ": more")) {
			t.Errorf("isLinkLabel(%q) is false", w)
		}
	}
	for _, e := range dateWords {
		if got := dateWord([]byte(strings.ToUpper(e.Word))); got != int(e.Val) || got == 0 {
			t.Errorf("dateWord(%q) = %d, want %d", e.Word, got, e.Val)
		}
	}
}
