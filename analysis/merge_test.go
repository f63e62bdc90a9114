package analysis

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"runtime"
	"testing"

	"github.com/captions-analyzer/captions/internal/synth"
)

// corpusFiles generates a synthetic corpus and cuts it at blank lines into files of
// about the given sizes, so that duplicates cross file boundaries.
func corpusFiles(seed uint64, size int, cuts ...int) ([]Input, []synth.Truth) {
	data, truth := synth.Generate(synth.Config{Seed: seed, Size: size, Attached: 0.1})
	var files []Input
	off := 0
	for i, c := range cuts {
		end := min(fakeBoundary(data[off:], c)+off, len(data))
		files = append(files, Input{Name: fmt.Sprintf("part%d.txt", i), Data: data[off:end]})
		off = end
	}
	files = append(files, Input{Name: "rest.txt", Data: data[off:]})
	return files, truth
}

func testCorpusSize() int {
	if testing.Short() || runtime.GOARCH == "wasm" {
		return 60 << 10
	}
	return 400 << 10
}

// A dataset computed in chunks, merged, is the dataset of the whole.
func TestMergeEqualsWhole(t *testing.T) {
	size := testCorpusSize()
	files, truth := corpusFiles(7, size, size/5, size/3)
	e := fakeEngine(truth)
	whole := e.analyze(files)
	if len(whole.Records) < 100 || whole.Stats.Duplicates == 0 {
		t.Fatalf("corpus too plain: %d records, %d duplicates", len(whole.Records), whole.Stats.Duplicates)
	}
	for _, chunk := range []int{700, 4 << 10, 32 << 10, size} {
		var chunks []Input
		var parts, pageParts []*Dataset
		for _, f := range files {
			for _, c := range e.chunks(f.Name, f.Data, chunk) {
				chunks = append(chunks, c)
				parts = append(parts, e.analyze([]Input{c}))
				pageParts = append(pageParts, e.part([]Input{c}))
			}
		}
		expectSameDataset(t, fmt.Sprintf("Merge of %d chunks of %d bytes", len(parts), chunk), Merge(parts...), whole)
		expectSameDataset(t, fmt.Sprintf("Merge of %d parts (AnalyzePart) of %d bytes", len(parts), chunk), Merge(pageParts...), whole)
		expectSameDataset(t, fmt.Sprintf("Analyze of %d chunks of %d bytes", len(chunks), chunk), e.analyze(chunks), whole)
		// Batches collected, not analyzed, merge into the whole too.
		third := len(chunks) / 3
		batches := []*Dataset{e.collect(chunks[:third]), e.collect(chunks[third : 2*third]), e.collect(chunks[2*third:])}
		expectSameDataset(t, fmt.Sprintf("Merge of 3 collected batches of chunks of %d bytes", chunk), Merge(batches...), whole)
		// Merging is associative: merge the halves, then the halves' merges.
		h := len(parts) / 2
		expectSameDataset(t, fmt.Sprintf("Merge of merged halves, chunks of %d bytes", chunk),
			Merge(Merge(parts[:h]...), Merge(parts[h:]...)), whole)
	}
}

// The duplicates found are those the generator made, across chunk and file
// boundaries, truncated copies before their full versions included.
func TestDuplicatesOfSyntheticCorpus(t *testing.T) {
	size := testCorpusSize()
	files, truth := corpusFiles(11, size, size/4, size/2)
	d := fakeEngine(truth).analyze(files)
	if len(d.Records) != len(truth) {
		t.Fatalf("%d records, the generator wrote %d captions", len(d.Records), len(truth))
	}
	before := 0
	for i, r := range d.Records {
		if r.Text != truth[i].Text || r.DuplicateOf != truth[i].DuplicateOf {
			t.Errorf("record %d %q: duplicate of %d, want %d (%q)", i, r.Text, r.DuplicateOf, truth[i].DuplicateOf, truth[i].Text)
		}
		if r.Truncated && r.DuplicateOf > i {
			before++
		}
	}
	if before == 0 {
		t.Errorf("no truncated copy comes before its full version: the test proves nothing")
	}
}

// Every byte of every file is accounted for.
func TestBytesSumToSize(t *testing.T) {
	files, truth := corpusFiles(3, 40<<10, 9<<10)
	files = append(files, Input{Name: "binary.bin", Data: []byte("GIF89a\x00\x01\x02")},
		Input{Name: "missing.txt", Err: errFake("open missing.txt: no such file")},
		Input{Name: "empty.txt"})
	e := fakeEngine(truth)
	for _, d := range []*Dataset{e.analyze(files), Merge(e.analyze(e.chunks("c.txt", files[0].Data, 1000)))} {
		for _, f := range d.Files {
			b := f.Bytes
			if sum := b.Caption + b.Duplicate + b.Noise + b.Blank + b.Error; sum != f.Size {
				t.Errorf("file %s: bytes %+v sum to %d, size %d", f.Name, b, sum, f.Size)
			}
		}
	}
}

func expectSameDataset(t *testing.T, what string, got, want *Dataset) {
	t.Helper()
	if reflect.DeepEqual(got, want) {
		return
	}
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	i := 0
	for i < len(g) && i < len(w) && g[i] == w[i] {
		i++
	}
	from := max(0, i-200)
	t.Errorf("%s differs from the whole at JSON byte %d:\n got  …%s…\n want …%s…", what, i,
		g[from:min(len(g), i+200)], w[from:min(len(w), i+200)])
}

func TestChunks(t *testing.T) {
	data := []byte("one\r\nline\n\ntwo\rlines\n\nthree\n\n\nfour\n")
	e := engine{boundary: fakeBoundary}
	chunks := e.chunks("f", data, 4)
	var joined []byte
	for i, c := range chunks {
		if c.Offset != int64(len(joined)) || c.Size != int64(len(data)) || c.Name != "f" {
			t.Errorf("chunk %d: offset %d size %d name %q, want %d %d f", i, c.Offset, c.Size, c.Name, len(joined), len(data))
		}
		if want := 1 + countLines(joined); c.Line != want {
			t.Errorf("chunk %d %q: line %d, want %d", i, c.Data, c.Line, want)
		}
		joined = append(joined, c.Data...)
	}
	if !bytes.Equal(joined, data) || len(chunks) != 4 {
		t.Errorf("%d chunks %q do not cover %q in 4", len(chunks), joined, data)
	}
	expectLines(t, "a\r\nb\rc\nd", 3)
	expectLines(t, "", 0)
	expectLines(t, "\r\r\n\n\r", 4)
	expectLines(t, "\n\r\n\r\n", 3)
	// UTF-16 and binary files are never cut.
	expectOneChunk(t, e, append([]byte{0xFF, 0xFE}, bytes.Repeat([]byte("a\x00\n\x00\n\x00"), 100)...))
	expectOneChunk(t, e, bytes.Repeat([]byte("\x00a\x00\n\x00\n"), 100))
	expectOneChunk(t, e, append(bytes.Repeat([]byte("caption\n\n"), 100), 0))
}

func expectLines(t *testing.T, s string, want int) {
	t.Helper()
	if got := countLines([]byte(s)); got != want {
		t.Errorf("countLines(%q) = %d, want %d", s, got, want)
	}
}

func expectOneChunk(t *testing.T, e engine, data []byte) {
	t.Helper()
	if got := e.chunks("u", data, 10); len(got) != 1 || len(got[0].Data) != len(data) {
		t.Errorf("data % x… cut into %d chunks, want 1", data[:8], len(got))
	}
}

// The same with the real splitter, boundary and parser.
func TestMergeEqualsWholeParsed(t *testing.T) {
	size := testCorpusSize()
	files, _ := corpusFiles(5, size, size/3)
	// A file in Windows-1252, as old archives are: the splitter notes it per chunk.
	legacy := bytes.ReplaceAll(files[1].Data, []byte("é"), []byte{0xE9})
	legacy = bytes.ReplaceAll(legacy, []byte("ü"), []byte{0xFC})
	files = append(files, Input{Name: "legacy.txt", Data: legacy})
	whole := Analyze(files)
	if enc := whole.Files[len(whole.Files)-1].Encoding; enc != "windows-1252" && len(whole.Records) > 0 {
		t.Errorf("legacy.txt read as %q, want windows-1252", enc)
	}
	for _, chunk := range []int{8 << 10, 50 << 10} {
		var parts, collected []*Dataset
		for _, f := range files {
			for _, c := range Chunks(f.Name, f.Data, chunk) {
				parts = append(parts, Analyze([]Input{c}))
				collected = append(collected, Collect([]Input{c}))
			}
		}
		expectSameDataset(t, fmt.Sprintf("Merge of %d chunks of %d bytes", len(parts), chunk), Merge(parts...), whole)
		expectSameDataset(t, fmt.Sprintf("Merge of %d collected chunks of %d bytes", len(collected), chunk), Merge(collected...), whole)
	}
}

// A file whose first chunk is not text is rejected whole, whatever later chunks gave.
func TestRejectedFile(t *testing.T) {
	e := fakeEngine(nil)
	text := bytes.Repeat([]byte("A caption long enough to be one, in a chunk that is text.\n\n"), 40)
	first := append([]byte("\x00binary start\n\n"), text[:1000]...)
	parts := []*Dataset{
		e.analyze([]Input{{Name: "f", Data: first, Size: int64(len(first) + len(text))}}),
		e.analyze([]Input{{Name: "f", Data: text, Offset: int64(len(first)), Line: 3, Size: int64(len(first) + len(text))}}),
	}
	d := Merge(parts...)
	f := d.Files[0]
	if len(d.Records) != 0 || f.Error == "" || f.Bytes != (Bytes{Error: f.Size}) || f.Captions != 0 {
		t.Errorf("rejected file: %d records, file %+v; want none, all bytes in error", len(d.Records), f)
	}
	if p := e.part([]Input{{Name: "f", Data: first, Size: int64(len(first) + len(text))}}); len(p.Records) != 0 || p.Files[0].Bytes != (Bytes{Error: p.Files[0].Size}) {
		t.Errorf("the part of a file in error: %d records, file %+v; want none, all bytes in error", len(p.Records), p.Files[0])
	}
}
