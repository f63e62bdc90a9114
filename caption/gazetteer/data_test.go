package gazetteer

import (
	"fmt"
	"strings"
	"testing"
)

// The binary search needs places.tsv sorted by id (towns by number) and keys.tsv by
// key in byte order, ids unique; sections.go and rows.bin to say where rows start;
// and refs.bin and ords.bin sorted by the Key of the name or fold each ref means.
func TestTablesSorted(t *testing.T) {
	lines := strings.SplitAfter(strings.TrimSuffix(placesTSV, "\n"), "\n")
	prev, at := "", 0
	for i, line := range lines {
		id, _, ok := strings.Cut(line, "\t")
		if !ok || id == "" || i > 0 && !fieldLess(prev+"\t", id, true) {
			t.Fatalf("places.tsv line %d: %q after %q, want sorted unique ids", i+1, id, prev)
		}
		if got := rowAt(i); got != at {
			t.Fatalf("row %d starts at %d, rows.bin gives %d", i, at, got)
		}
		prev, at = id, at+len(line)
	}
	if want := 3 * ((len(lines) + rowsEvery - 1) / rowsEvery); len(rowsBin) != want {
		t.Errorf("rows.bin is %d bytes, want %d", len(rowsBin), want)
	}
	if got := lowerBound(placesTSV, "gn:", true); got != townsAt {
		t.Errorf("the towns start at %d, sections.go says %d", got, townsAt)
	}
	if got := lowerBound(placesTSV, "r:", true); got != regionsAt {
		t.Errorf("the regions start at %d, sections.go says %d", got, regionsAt)
	}
	n := len(ordsBin)
	if len(refsBin) != 2*n || n == 0 {
		t.Fatalf("refs.bin is %d bytes for %d ords, want two a ref", len(refsBin), n)
	}
	prev = ""
	for i := range n {
		if row := refRow(i); row >= len(lines) {
			t.Fatalf("ref %d: row %d of %d", i, row, len(lines))
		}
		text := textAt(i)
		if line := lines[refRow(i)]; text == "" || !strings.Contains(line, "\t"+text) && !strings.Contains(line, "|"+text) {
			t.Fatalf("ref %d means %q, not a name or fold of %q", i, text, line)
		}
		key := string(keyAt(nil, i))
		if key == "" || key < prev {
			t.Fatalf("ref %d: key %q after %q, want sorted non-empty keys", i, key, prev)
		}
		prev = key
	}
	samples := strings.Split(strings.TrimSuffix(keysTSV, "\n"), "\n")
	if want := (n + sampleEvery - 1) / sampleEvery; len(samples) != want {
		t.Fatalf("keys.tsv has %d samples, want %d", len(samples), want)
	}
	for j, line := range samples {
		if want := fmt.Sprintf("%s\t%d", keyAt(nil, j*sampleEvery), j); line != want {
			t.Fatalf("keys.tsv line %d = %q, want %q", j+1, line, want)
		}
	}
}

// Every key of a place's names finds the place, and only refs of that key.
func TestFindRefs(t *testing.T) {
	for _, name := range []string{"Aleppo", "Syria", "Douma", "Kafr Nabl", "Deir ez-Zor", "Paris"} {
		key := Key(name)
		lo, hi := findRefs(key)
		if lo >= hi {
			t.Errorf("findRefs(%q) is empty", key)
		}
		for i := lo; i < hi; i++ {
			if got := string(keyAt(nil, i)); got != key {
				t.Errorf("findRefs(%q) holds ref %d of key %q", key, i, got)
			}
		}
		if lo > 0 && string(keyAt(nil, lo-1)) >= key || hi < len(ordsBin) && string(keyAt(nil, hi)) <= key {
			t.Errorf("findRefs(%q) = [%d, %d) misses a ref of the key", key, lo, hi)
		}
	}
	for _, key := range []string{"", "zzzzzzzz", "qqqx", "\x00"} {
		if lo, hi := findRefs(key); lo != hi {
			t.Errorf("findRefs(%q) = [%d, %d), want empty", key, lo, hi)
		}
	}
}

func expectFindLine(t *testing.T, table, key string, want bool) {
	t.Helper()
	if _, got := findLine(table, key, false); got != want {
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
	if rest, _ := findLine(table, "bb", false); rest != "3" {
		t.Errorf("findLine(bb) = %q, want %q", rest, "3")
	}
}
