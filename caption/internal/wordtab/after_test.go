package wordtab

import (
	"strings"
	"testing"
)

// HoldsAfterOrBefore answers as the two searches it stands for do, whatever the "f"s
// around.
func TestHoldsAfterOrBefore(t *testing.T) {
	for _, s := range []string{"", "f", "fter", "efore", "fore", "before", "After", "Before", "BEFORE",
		"ffter", "effore", "e fore", "of the", "two days before", "left", "waft", "f ter", "xfte",
		"after", "fter after", "after.", "Afte", "a fter", "ff after", "offer after", "afte", "aftr",
		"shafts", "the day after", "the raft era", "AFTER", "hereafter"} {
		want := strings.Contains(s, "fter") || strings.Contains(s, "efore")
		if got := HoldsAfterOrBefore(s); got != want {
			t.Errorf("HoldsAfterOrBefore(%q) = %v, want %v", s, got, want)
		}
	}
}
