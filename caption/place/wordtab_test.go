package place

import (
	"testing"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// TestWordTablesSorted checks that the word tables are sorted, with no word twice,
// so that their binary search finds every word.
func TestWordTablesSorted(t *testing.T) {
	for _, e := range wordtab.Unsorted(map[string][]string{
		"stateAbbrevs":     stateAbbrevs[:],
		"abbrevWords":      abbrevWords[:],
		"clubWords":        clubWords[:],
		"modifierNouns":    modifierNouns[:],
		"fireServiceNouns": fireServiceNouns[:],
		"eventWords":       eventWords[:],
		"serialNouns":      serialNouns[:],
		"partiesWords":     partiesWords[:],
		"vesselWords":      vesselWords[:],
		"positionWords":    positionWords[:],
		"postalCodes":      postalCodes[:],
		"nameOpeners":      nameOpeners[:],
	}) {
		t.Error(e)
	}
	for _, w := range stateAbbrevs {
		if !stateAbbrev(w) {
			t.Errorf("stateAbbrev(%q) is false", w)
		}
	}
	for _, w := range abbrevWords {
		if !isAbbrev(w) {
			t.Errorf("isAbbrev(%q) is false", w)
		}
	}
	if isAbbrev("Street") || stateAbbrev("Texas") {
		t.Error("a word not in the tables is found")
	}
	for _, w := range clubWords {
		if len(w) > 10 || w != foldASCII(w) {
			t.Errorf("clubWords: %q is not a folded word of 10 bytes at most", w)
		}
	}
}
