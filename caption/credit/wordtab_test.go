package credit

import (
	"testing"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// TestWordTablesSorted checks that the word tables are sorted, with no word twice,
// so that their binary search finds every word.
func TestWordTablesSorted(t *testing.T) {
	for name, words := range map[string][]string{
		"theNamedPlaces": theNamedPlaces[:],
		"paperWords":     paperWords[:],
		"orgAcronyms":    orgAcronyms[:],
	} {
		if i := wordtab.Check(words); i >= 0 {
			t.Errorf("%s: %q at %d is not after %q", name, words[i], i, words[i-1])
		}
	}
}
