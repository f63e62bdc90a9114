package credit

import (
	"strings"
	"testing"
)

// BenchmarkBuildTables measures what the first Parse of a process (every wasm call)
// pays to build the agency index and the word lists.
func BenchmarkBuildTables(b *testing.B) {
	n := 0
	for _, e := range agencyTable {
		n += len(e.variant)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		agencyIndex = [26][]uint16{}
		buildAgencyIndex()
		buildWordFlags()
	}
}

// TestTablesIndexEveryEntry checks that every agency variant is found by matchAgency
// and gives its canonical name, so that no entry is shadowed or lost by the index.
func TestTablesIndexEveryEntry(t *testing.T) {
	for _, e := range agencyTable {
		canon, end, ok := matchAgency(e.variant, 0, len(e.variant))
		if !ok || end != len(e.variant) || canon != e.canon {
			t.Errorf("matchAgency(%q) = %q, %d, %v; want %q, %d, true", e.variant, canon, end, ok, e.canon, len(e.variant))
		}
	}
}

// TestNonPersonFilter checks what mayBeNonPerson relies on: the entries of nonPersons
// are lower case, single-spaced, with words of at most 32 bytes.
func TestNonPersonFilter(t *testing.T) {
	for _, ph := range nonPersons {
		if ph != strings.ToLower(ph) || strings.Join(strings.Fields(ph), " ") != ph {
			t.Errorf("nonPersons entry %q: want lower case, single spaces", ph)
		}
		for _, w := range strings.Fields(ph) {
			if len(w) > 32 {
				t.Errorf("nonPersons entry %q: word %q longer than flags reads", ph, w)
			}
		}
	}
}
