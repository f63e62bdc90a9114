package site

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// testModule is a version 1 module of a type section (kept as is) and a data section
// of the given segments.
func testModule(segs []dataSegment) []byte {
	m := append([]byte(nil), wasmMagic...)
	m = append(m, 1, 4, 1, 0x60, 0, 0) // type section: one func type () -> ()
	body := appendDataSegments(nil, segs)
	m = append(m, wasmDataSection)
	m = appendUleb(m, uint64(len(body)))
	return append(m, body...)
}

// memoryOf is the memory a module's data segments initialize, from address 0 to the
// end of the last segment.
func memoryOf(t *testing.T, mod []byte) (mem []byte, segments int) {
	t.Helper()
	sections, err := readSections(mod)
	if err != nil {
		t.Fatal(err)
	}
	for _, sec := range sections {
		if sec.id != wasmDataSection {
			continue
		}
		segs, err := readDataSegments(sec.body)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range segs {
			if end := int(s.offset) + len(s.data); end > len(mem) {
				mem = append(mem, make([]byte, end-len(mem))...)
			}
			copy(mem[s.offset:], s.data)
		}
		segments += len(segs)
	}
	return mem, segments
}

func TestPackDataSegmentsJoinsShortGapsOnly(t *testing.T) {
	mod := testModule([]dataSegment{
		{offset: 1000, data: []byte("abc")},
		{offset: 1010, data: []byte("defg")},       // 7 zeros after abc: joined
		{offset: 1014, data: []byte("h")},          // right after defg: joined
		{offset: 1014 + 1 + 16, data: []byte("i")}, // 16 zeros: not joined
		{offset: 5000, data: []byte("far")},        // far away: its own segment
	})
	packed, err := packDataSegments(mod, 16)
	if err != nil {
		t.Fatal(err)
	}
	wantMem, _ := memoryOf(t, mod)
	gotMem, n := memoryOf(t, packed)
	if !bytes.Equal(gotMem, wantMem) {
		t.Errorf("memory changed:\n got %q\nwant %q", gotMem[1000:], wantMem[1000:])
	}
	if n != 3 {
		t.Errorf("got %d segments, want 3 (abc..h, i, far)", n)
	}
	if !bytes.Equal(packed[:14], mod[:14]) {
		t.Errorf("the header and the type section changed: % x", packed[:14])
	}
}

func TestPackDataSegmentsKeepsOverlapsApart(t *testing.T) {
	mod := testModule([]dataSegment{
		{offset: 100, data: []byte("abcdef")},
		{offset: 102, data: []byte("XY")}, // overwrites cd: order matters
		{offset: 50, data: []byte("z")},   // before the others
	})
	packed, err := packDataSegments(mod, 128)
	if err != nil {
		t.Fatal(err)
	}
	wantMem, _ := memoryOf(t, mod)
	if gotMem, n := memoryOf(t, packed); !bytes.Equal(gotMem, wantMem) || n != 3 {
		t.Errorf("got %d segments and memory %q, want 3 and %q", n, gotMem[50:], wantMem[50:])
	}
}

func TestPackDataSegmentsRefusesWhatItCannotRead(t *testing.T) {
	good := testModule([]dataSegment{{offset: 8, data: []byte("x")}})
	passive := append(testModule(nil)[:14], wasmDataSection, 3, 1, 0x01, 0x00) // a passive segment
	for name, mod := range map[string][]byte{
		"not wasm":        []byte("\x7fELF\x02\x01\x01\x00"),
		"cut section":     good[:len(good)-1],
		"passive segment": passive,
		"huge count":      append(testModule(nil)[:14], wasmDataSection, 2, 0xff, 0x7f),
	} {
		if _, err := packDataSegments(mod, 128); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestLebRoundTrip(t *testing.T) {
	for _, v := range []int64{0, 1, 63, 64, 127, 128, 8191, 8192, 1 << 20, 1<<31 - 1} {
		r := wasmReader{b: appendSleb(nil, v)}
		if got, ok := r.sleb(); !ok || got != v || r.i != len(r.b) {
			t.Errorf("sleb %d: got %d, %v", v, got, ok)
		}
		r = wasmReader{b: appendUleb(nil, uint64(v))}
		if got, ok := r.uleb(); !ok || got != uint64(v) || r.i != len(r.b) {
			t.Errorf("uleb %d: got %d, %v", v, got, ok)
		}
	}
}

// The app's own module: the same memory in far fewer segments, and smaller once
// compressed as the site serves it.
func TestPackDataSegmentsOnTheAppModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm")
	}
	out := filepath.Join(t.TempDir(), "app.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-tags=nethttpomithttp2", "-ldflags=-s -w", "-o", out, "./wasm")
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the wasm: %v\n%s", err, b)
	}
	mod, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	packed, err := packDataSegments(mod, maxDataGap)
	if err != nil {
		t.Fatal(err)
	}
	wantMem, before := memoryOf(t, mod)
	gotMem, after := memoryOf(t, packed)
	if !bytes.Equal(gotMem, wantMem) {
		t.Fatal("the packed module's initial memory differs")
	}
	if after*100 > before {
		t.Errorf("%d segments packed into %d, want under 1%%", before, after)
	}
	// gzip stands in for brotli here, which takes tens of seconds at its best
	// level on a module this size; Build checks the brotli size against the budget.
	if gzBefore, gzAfter := gzipSize(t, mod), gzipSize(t, packed); gzAfter+50_000 > gzBefore {
		t.Errorf("gzip: %d bytes packed, %d as linked: want at least 50 KB less", gzAfter, gzBefore)
	}
}

func gzipSize(t *testing.T, data []byte) int {
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if _, err := w.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Len()
}
