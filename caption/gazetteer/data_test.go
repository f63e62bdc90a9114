package gazetteer

import (
	"strings"
	"testing"
)

// The binary search needs each table sorted by its first field in byte order, with
// no field twice; every id of the key index must be a place.
func TestTablesSorted(t *testing.T) {
	for name, table := range map[string]string{"places.tsv": placesTSV, "key.tsv": keyTSV} {
		prev := ""
		for i, line := range strings.Split(strings.TrimSuffix(table, "\n"), "\n") {
			field, _, ok := strings.Cut(line, "\t")
			if !ok || field == "" {
				t.Fatalf("%s line %d: %q has no first field", name, i+1, line)
			}
			if i > 0 && field <= prev {
				t.Fatalf("%s line %d: %q after %q, want sorted and unique", name, i+1, field, prev)
			}
			prev = field
		}
	}
	for _, line := range strings.Split(strings.TrimSuffix(keyTSV, "\n"), "\n") {
		key, ids, _ := strings.Cut(line, "\t")
		for _, id := range strings.Fields(ids) {
			if _, ok := lookupID(id); !ok {
				t.Fatalf("key %q lists %q, which places.tsv lacks", key, id)
			}
		}
	}
}

func expectFindLine(t *testing.T, table, key string, want bool) {
	t.Helper()
	if _, got := findLine(table, key); got != want {
		t.Errorf("findLine(%q) found = %v, want %v", key, got, want)
	}
}

func TestFindLine(t *testing.T) {
	table := "a\t1\nb\t2\nbb\t3\nc\t4\n"
	expectFindLine(t, table, "a", true)
	expectFindLine(t, table, "b", true)
	expectFindLine(t, table, "bb", true)
	expectFindLine(t, table, "c", true)
	expectFindLine(t, table, "", false)
	expectFindLine(t, table, "ba", false)
	expectFindLine(t, table, "d", false)
	expectFindLine(t, "", "a", false)
	expectFindLine(t, "a\t1", "a", true) // no final newline
	if rest, _ := findLine(table, "bb"); rest != "3" {
		t.Errorf("findLine(bb) = %q, want %q", rest, "3")
	}
}
