package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
)

// Many small files: the page sends them to the workers in batches (one Go instance
// for many files, POST /analyze-batch); the merged dataset must still be exactly the
// command line's, file order, records, duplicates across files and errors included.

// smallFiles writes n small files of a few captions each in a new directory, with an
// empty file and a binary one among them, and returns their paths in name order.
func smallFiles(t testing.TB, n int) []string {
	t.Helper()
	dir := t.TempDir()
	paths := make([]string, 0, n)
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("f%05d.txt", i)
		text := fxText(i*3%500, 1+i%4) // overlapping ranges: duplicates across files
		switch {
		case i == n/3:
			text = ""
		case i == n/2:
			text = "\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
		}
		paths = append(paths, writeFile(t, dir, name, text))
	}
	return paths
}

// TestBatchManySmallFilesEqualTheCLI drops a few hundred small files (BATCH_FILES
// sets how many) and compares with the command line. The time the run took is logged:
// `BATCH_FILES=1000 go test ./web/e2e -run BatchMany -v`.
func TestBatchManySmallFilesEqualTheCLI(t *testing.T) {
	n := 300
	if s := os.Getenv("BATCH_FILES"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	paths := smallFiles(t, n)
	ctx := newPage(t)
	eval[bool](t, ctx, `captionsApp.ready.then(() => true)`)
	dropFiles(t, ctx, paths...)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, paths...))
	if n := eval[int](t, ctx, `captionsApp.pool.crashes`); n != 0 {
		t.Errorf("workers lost: %d, want 0", n)
	}
	jobs := eval[int](t, ctx, `captionsApp.lastRun.chunks`)
	t.Logf("%d small files: %.0f ms in the page, %d jobs", n, eval[float64](t, ctx, `captionsApp.lastRun.elapsed`), jobs)
}

// TestBatchFolderOfSmallFilesEqualsTheCLI picks a folder of small files whose base
// names repeat across sub-folders: batches keep them apart by path, as the CLI does.
func TestBatchFolderOfSmallFilesEqualsTheCLI(t *testing.T) {
	dir := t.TempDir()
	var names []string
	for i := 0; i < 60; i++ {
		name := filepath.Join(fmt.Sprintf("d%d", i%3), fmt.Sprintf("c%02d.txt", i/3))
		writeFile(t, dir, name, fxText(i*2, 2+i%3))
		names = append(names, filepath.ToSlash(name))
	}
	ctx := newPage(t)
	pickFolder(t, ctx, dir)
	waitDone(t, ctx)
	got := pageDataset(t, ctx)
	if len(got.Files) != len(names) {
		t.Fatalf("files: %d, want %d", len(got.Files), len(names))
	}
	slices.Sort(names)
	base := filepath.Base(dir)
	for i := range names {
		names[i] = base + "/" + names[i]
	}
	want := cliDatasetIn(t, filepath.Dir(dir), names...)
	expectSameDataset(t, got, want)
}
