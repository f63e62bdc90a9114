package e2e

import (
	"fmt"
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
	// Once the last chunk was queued, workers left idle were stopped (their memory
	// given back before the last merge).
	if n := eval[int](t, ctx, `captionsApp.pool.trimmed`); n < 1 {
		t.Errorf("idle workers stopped at the end of the run: %d, want at least 1", n)
	}
	if n := eval[int](t, ctx, `captionsApp.pool.count`); n != 0 {
		t.Errorf("workers left after the run: %d, want none (all idle, all stopped)", n)
	}
	// A second drop starts new workers and gives the command line's result too.
	eval[bool](t, ctx, `document.body.dataset.state = "", true`) // done again only when this drop is
	dropFiles(t, ctx, b)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, b))
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

// A table export (CSV) is read whole even when it is larger than a chunk and has
// blank lines where a text file is cut: the page's /boundary answers "whole" for
// it, and the rows' records are the command line's, with the byline, credit and
// date cells read as the caption's fields.
func TestTableExportIsReadWhole(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString("Filename,Caption,Byline,Credit,Date Created,City,Country\r\n")
	towns := []string{"Tyre", "Sidon", "Byblos", "Zahle", "Jounieh"}
	for i := 0; i < 400; i++ {
		fmt.Fprintf(&b, "IMG_%04d.jpg,\"Fishermen mend nets at the harbour, as boats come in, %d.\",Rana Haddad %c,Reuters,2019-03-%02d,%s,Lebanon\r\n",
			i, i, 'A'+rune(i%26), 1+i%28, towns[i%len(towns)])
		if i%40 == 39 {
			b.WriteString("\r\n") // a blank line, where a text file may be cut
		}
	}
	a := writeFile(t, dir, "export.csv", b.String())
	c := writeFile(t, dir, "notes.txt", fxText(0, 20))
	eval[bool](t, ctx, `captionsApp.chunkSize = 16384, true`)
	dropFiles(t, ctx, a, c)
	waitDone(t, ctx)
	want := cliDataset(t, a, c)
	expectSameDataset(t, pageDataset(t, ctx), want)
	if n := eval[int](t, ctx, `captionsApp.lastRun.chunks`); n != 2 {
		t.Errorf("the page cut the files (%d and a few bytes) into %d chunks, want 2: the table whole", b.Len(), n)
	}
	rows, reuters := 0, 0
	for _, r := range want.Records {
		if r.File == "export.csv" {
			rows++
			if len(r.Agencies) == 1 && r.Agencies[0] == "Reuters" && len(r.Photographers) == 1 && r.Date != "" {
				reuters++
			}
		}
	}
	if rows != 400 || reuters != 400 {
		t.Errorf("%d records of the table, %d with its byline, agency and date; want 400", rows, reuters)
	}
}
