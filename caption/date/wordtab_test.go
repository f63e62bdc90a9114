package date

import (
	"testing"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// TestWordTablesSorted checks that cueWords is sorted, with no word twice, as the
// reader finds a word in it (wordtab.Pack sorts it for cueTable).
func TestWordTablesSorted(t *testing.T) {
	words := make([]string, len(cueWords))
	for i, e := range cueWords {
		words[i] = e.Word
	}
	if i := wordtab.Check(words); i >= 0 {
		t.Errorf("cueWords: %q at %d is not after %q", words[i], i, words[i-1])
	}
	if i := wordtab.Check(titleAbbrevs[:]); i >= 0 {
		t.Errorf("titleAbbrevs: %q at %d is not after %q", titleAbbrevs[i], i, titleAbbrevs[i-1])
	}
	if i := wordtab.Check(feastWords[:]); i >= 0 {
		t.Errorf("feastWords: %q at %d is not after %q", feastWords[i], i, feastWords[i-1])
	}
}
