package gazetteer

import "testing"

// A caption's places: what one Resolve call sees.
var benchCaption = []Query{
	{Name: "al-Sukari", Kind: "neighbourhood", Parent: 1},
	{Name: "Aleppo", Parent: 2},
	{Name: "Syria", Parent: -1},
	{Name: "Douma", Parent: -1},
}

// BenchmarkResolve measures resolving the places of one caption once the names'
// candidates are in the memo (the names of a file repeat). SetBytes counts the
// bytes of the names resolved.
func BenchmarkResolve(b *testing.B) {
	n := 0
	for _, q := range benchCaption {
		n += len(q.Name)
	}
	b.SetBytes(int64(n))
	for b.Loop() {
		if r := Resolve(benchCaption); r[1] == nil {
			b.Fatal("Aleppo unresolved")
		}
	}
}

// BenchmarkResolveCold measures the first caption of a fresh wasm instance: the
// tables are searched in place, so there is no load or build step; the memo is
// emptied before each call.
func BenchmarkResolveCold(b *testing.B) {
	n := 0
	for _, q := range benchCaption {
		n += len(q.Name)
	}
	b.SetBytes(int64(n))
	for b.Loop() {
		memo.Lock()
		memo.m = nil
		memo.Unlock()
		if r := Resolve(benchCaption); r[1] == nil {
			b.Fatal("Aleppo unresolved")
		}
	}
}

// BenchmarkLookup measures one name's candidates (a binary search in each table).
func BenchmarkLookup(b *testing.B) {
	b.SetBytes(int64(len("Harasta")))
	for b.Loop() {
		if len(Lookup("Harasta")) == 0 {
			b.Fatal("Harasta not found")
		}
	}
}

// BenchmarkTableSize reports the embedded tables' size (no timing of interest):
// what the gazetteer adds to the binary before compression.
func BenchmarkTableSize(b *testing.B) {
	for b.Loop() {
		_, _ = findLine(placesTSV, "c:SY", true)
	}
	b.ReportMetric(float64(len(placesTSV)+len(rowsBin)+len(refsBin)+len(ordsBin)+len(keysTSV)), "table-bytes")
}
