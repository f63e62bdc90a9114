package credit

import (
	"testing"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// TestWordTablesSorted checks that the word tables are sorted, with no word twice,
// so that their binary search finds every word.
func TestWordTablesSorted(t *testing.T) {
	for _, e := range wordtab.Unsorted(map[string][]string{
		"theNamedPlaces": theNamedPlaces[:],
		"paperWords":     paperWords[:],
		"orgAcronyms":    orgAcronyms[:],
	}) {
		t.Error(e)
	}
}
