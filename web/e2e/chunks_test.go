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
