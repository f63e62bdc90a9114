package e2e

import (
	"strings"
	"testing"
)

// Chunked runs: the page cuts files into many small chunks (a test-only chunk size)
// and must still give exactly the whole-file result of the command line.
func TestChunkedRunGivesTheCLIResult(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	// CRLF line ends, a long paragraph, and enough text for many 16 KiB chunks.
	crlf := strings.ReplaceAll(fxText(200, 120), "\n", "\r\n")
	a := writeFile(t, dir, "big.txt", fxText(0, 400)+strings.Repeat("A very long paragraph without a break. ", 2000)+"\n\n"+fxText(0, 50))
	b := writeFile(t, dir, "crlf.txt", crlf)
	eval[bool](t, ctx, `captionsApp.chunkSize = 16384, true`)
	dropFiles(t, ctx, a, b)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, a, b))
	if n := eval[int](t, ctx, `captionsApp.lastRun.chunks`); n < 5 {
		t.Errorf("the page cut the files into %d chunks, want at least 5", n)
	}
}

// With chunks larger than the bytes Boundary looks back over (web/engine/chunk.js
// LOOK_BACK), the page asks /boundary on windows that start before the target rather
// than at the chunk's start: the result is still the command line's.
func TestChunkedRunWithWindowsBeforeTheTarget(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	long := strings.Repeat("A very long paragraph without a break. ", 2000) + "\r\n\r\n"
	body := strings.Repeat(fxText(0, 400), 3) + long + strings.ReplaceAll(strings.Repeat(fxText(100, 300), 3), "\n", "\r\n")
	a := writeFile(t, dir, "big.txt", body)
	eval[bool](t, ctx, `captionsApp.chunkSize = 100000, true`)
	dropFiles(t, ctx, a)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, a))
	if n := eval[int](t, ctx, `captionsApp.lastRun.chunks`); n < 4 {
		t.Errorf("the page cut the file (%d bytes) into %d chunks, want at least 4", len(body), n)
	}
}
