package split

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// Chunking: a file cut at Boundary and split chunk by chunk must give what
// the whole file gives. checkChunks runs for every input of the table tests
// (through the expect helpers) and for the corpus files.

func TestBoundary(t *testing.T) {
	expectBoundary(t, "", 0, 0)
	expectBoundary(t, "abc", 0, 0)
	expectBoundary(t, "abc", 5, 3)
	expectBoundary(t, "one\n\ntwo\n\nthree", 1, 5)
	expectBoundary(t, "one\n\ntwo\n\nthree", 5, 10)
	expectBoundary(t, "one\n\ntwo\n\nthree", 6, 10)
	expectBoundary(t, "one\r\n\r\ntwo", 1, 7)
	expectBoundary(t, "one\r\rtwo", 1, 5)
	expectBoundary(t, "one\r\n\r\ntwo", 6, 7) // inside the "\r\n" of the blank line
	expectBoundary(t, "one\n  \t\ntwo", 2, 8)
	expectBoundary(t, "one\n\x00\x00\ntwo", 2, 7)
	expectBoundary(t, "one\ntwo\nthree", 2, 13) // no blank line: the window reaches the end
}

func TestBoundaryMinimum(t *testing.T) {
	para := capA + "\n\n" // 74 bytes
	data := []byte(strings.Repeat(para, 300))
	if got, want := Boundary(data, 100), (sniffLen/len(para)+1)*len(para); got != want {
		t.Errorf("Boundary(300 paragraphs, 100) = %d, want %d: the first blank line after 8 KiB", got, want)
	}
	if got := Boundary(data[:1000], 100); got != 1000 {
		t.Errorf("Boundary(1000 bytes, 100) = %d, want 1000: no cut in the first 8 KiB", got)
	}
}

// TestBoundaryInLongParagraph uses a small window and caption limit so that
// the cut inside a paragraph (step 4) and long lines are reached.
func TestBoundaryInLongParagraph(t *testing.T) {
	const window, maxLine = 200, 40
	line := "Man walks in Homs. REUTERS/A B\n" // 31 bytes
	data := strings.Repeat(line, 20)
	expectSmallBoundary(t, data, 10, window, maxLine, 62) // first line start at or after 10+41
	long := strings.Repeat("x", 50) + "\n"
	expectSmallBoundary(t, line+long+data, 10, window, maxLine, 31)             // before a long line after target
	expectSmallBoundary(t, long+data, 10, window, maxLine, 51)                  // after the long line that holds target
	expectSmallBoundary(t, line+"\n"+data, 10, window, maxLine, 32)             // a blank line first
	expectSmallBoundary(t, strings.Repeat("y", 300), 100, window, maxLine, 300) // no line end at all
}

// TestChunksOfMixedLines cuts generated files of short lines, wrapped lines,
// titles, noise, long lines and a few blank lines at every target, with a
// small window and caption limit.
func TestChunksOfMixedLines(t *testing.T) {
	for seed := range uint64(20) {
		data := mixedLines(seed, 120)
		checkChunksWith(t, data, 200, 0, config{max: 40}, 1)
	}
}

// mixedLines makes a deterministic file of n lines.
func mixedLines(seed uint64, n int) []byte {
	rng := rand.New(rand.NewPCG(seed, 7))
	pieces := []string{
		"Man walks in Homs. REUTERS/A B", "Boys play in Aleppo today.", "a wrapped line that goes",
		"on and on", "1 / 55", "Close", "Syria in pictures", "REUTERS/Jane Doe", "Cut short...more",
		"Caf\xE9 in Homs, late.", "J\xC3\x83\xC2\xB6nk\xC3\x83\xC2\xB6ping is far away.", "",
		"  ", "\x00", strings.Repeat("long ", 12), strings.Repeat("z", 41),
		"Share", "Home", "News", "Related: Homs today", "4)", "1. Men walk in Homs.", "Home | News | Sport",
		"Photo: Jane Doe", "All rights reserved",
	}
	ends := []string{"\n", "\r\n", "\r"}
	var b strings.Builder
	for range n {
		b.WriteString(pieces[rng.IntN(len(pieces))])
		b.WriteString(ends[rng.IntN(len(ends))])
	}
	return []byte(b.String())
}

// expectBoundary checks the rule with no minimum cut; TestBoundaryMinimum
// checks the 8 KiB minimum of Boundary.
func expectBoundary(t *testing.T, input string, target, want int) {
	t.Helper()
	if got := boundary([]byte(input), target, ChunkWindow, MaxCaption, 0); got != want {
		t.Errorf("Boundary(%q, %d) = %d, want %d", input, target, got, want)
	}
}

func expectSmallBoundary(t *testing.T, input string, target, window, maxLine, want int) {
	t.Helper()
	if got := boundary([]byte(input), target, window, maxLine, 0); got != want {
		t.Errorf("boundary(%.60q, %d, window %d, max %d) = %d, want %d", input, target, window, maxLine, got, want)
	}
	checkChunksWith(t, []byte(input), window, 0, config{max: maxLine}, 1)
}

// checkChunks cuts data at boundaries for many targets, and into chunks of a
// few sizes, and compares with the whole. It does so twice: with Boundary,
// Split and SplitChunk as a chunker uses them (no cut in the first 8 KiB; a
// file with a NUL byte there is never cut); and with no minimum cut and no
// sniffing, so that the text rules are checked on small inputs too.
func checkChunks(t *testing.T, data []byte) {
	t.Helper()
	step := 1
	switch {
	case len(data) > 256<<10:
		step = len(data)/64 + 1
	case len(data) > 2048:
		step = len(data)/512 + 1
	}
	if !bytes.Contains(data[:min(len(data), sniffLen)], []byte{0}) {
		checkChunksWith(t, data, ChunkWindow, sniffLen, config{max: MaxCaption, sniff: true}, step)
	}
	checkChunksWith(t, data, ChunkWindow, 0, config{max: MaxCaption}, step)
}

func checkChunksWith(t *testing.T, data []byte, window, minCut int, cfg config, step int) {
	t.Helper()
	whole := split(data, cfg)
	if whole.Err != nil || strings.HasPrefix(whole.Encoding, "utf-16") {
		return
	}
	cuts := map[int]bool{}
	for target := 1; target < len(data); target += step {
		c := boundary(data, target, window, cfg.max, minCut)
		if c < target || c > len(data) || c < len(data) && !lineStart(data, c) {
			t.Fatalf("boundary(%.60q, %d) = %d: not a line start at or after the target", data, target, c)
		}
		if c > 0 && c < len(data) && !cuts[c] {
			cuts[c] = true
			if diff := compareChunks(whole, data, []int{c}, cfg); diff != "" {
				t.Errorf("%.80q cut at %d (target %d): %s", data, c, target, diff)
				return
			}
		}
	}
	for _, size := range []int{1, 7, 64, 1000, 10000} {
		var cuts []int
		for c := 0; ; {
			c = boundary(data, c+size, window, cfg.max, minCut)
			if c >= len(data) {
				break
			}
			cuts = append(cuts, c)
		}
		if diff := compareChunks(whole, data, cuts, cfg); diff != "" {
			t.Errorf("%.80q cut at %v: %s", data, cuts, diff)
			return
		}
	}
}

// lineStart reports whether a line starts at data[c].
func lineStart(data []byte, c int) bool {
	return c == 0 || data[c-1] == '\n' || data[c-1] == '\r' && data[c] != '\n'
}

// compareChunks splits data at cuts and compares the merged result with
// whole; chunks after the first are not sniffed.
func compareChunks(whole Result, data []byte, cuts []int, cfg config) string {
	var merged Result
	from, lines := 0, 0
	for i, c := range append(cuts[:len(cuts):len(cuts)], len(data)) {
		r := split(data[from:c], config{max: cfg.max, sniff: cfg.sniff && i == 0})
		if r.Err != nil {
			return fmt.Sprintf("chunk [%d:%d] %.40q: %v", from, c, data[from:c], r.Err)
		}
		for _, cp := range r.Captions {
			cp.Start += from
			cp.End += from
			cp.Line += lines
			merged.Captions = append(merged.Captions, cp)
		}
		merged.Noise += r.Noise
		merged.NoiseBytes += r.NoiseBytes
		merged.CaptionBytes += r.CaptionBytes
		merged.BlankBytes += r.BlankBytes
		merged.LongLines += r.LongLines
		if n := countLines(data[from:c]); r.Lines != n {
			return fmt.Sprintf("chunk [%d:%d] %.40q: Lines %d, want %d", from, c, data[from:c], r.Lines, n)
		}
		lines += r.Lines
		from = c
	}
	for i := range max(len(whole.Captions), len(merged.Captions)) {
		if i >= len(whole.Captions) || i >= len(merged.Captions) || whole.Captions[i] != merged.Captions[i] {
			return fmt.Sprintf("caption %d: chunks give %v, the whole %v", i, at(merged.Captions, i), at(whole.Captions, i))
		}
	}
	w, m := whole, merged
	if w.Noise != m.Noise || w.NoiseBytes != m.NoiseBytes || w.CaptionBytes != m.CaptionBytes || w.BlankBytes != m.BlankBytes || w.LongLines != m.LongLines {
		return fmt.Sprintf("counts: chunks give noise %d/%dB captions %dB blank %dB long %d, the whole %d/%dB %dB %dB %d",
			m.Noise, m.NoiseBytes, m.CaptionBytes, m.BlankBytes, m.LongLines, w.Noise, w.NoiseBytes, w.CaptionBytes, w.BlankBytes, w.LongLines)
	}
	return ""
}

func at(cs []Caption, i int) any {
	if i < len(cs) {
		return cs[i]
	}
	return "nothing"
}

// countLines counts the lines of data, which ends at a line start.
func countLines(data []byte) int {
	n := 0
	lx := newLexer(data)
	for p := 0; p < len(data); n++ {
		_, p = lx.line(p)
	}
	return n
}
