package e2e

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// A worker whose Go instance dies (out of memory, say) may never answer and fire no
// event: the pool's watchdog gives every job a time (shortened here), then replaces
// the worker and retries the job once, then reports the file.

// TestWatchdogReplacesAHungWorker hangs the first job: its worker is replaced, the
// job retried, and the result is the command line's.
func TestWatchdogReplacesAHungWorker(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	a := writeFile(t, dir, "a.txt", fxText(0, 25))
	b := writeFile(t, dir, "b.txt", fxText(25, 25))
	eval[bool](t, ctx, `(captionsApp.pool.watchdog = { base: 1500, perMs: 1e6 }, captionsApp.pool.hangNext = 1, true)`)
	dropFiles(t, ctx, a, b)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, a, b))
	if n := eval[int](t, ctx, `captionsApp.pool.timeouts`); n != 1 {
		t.Errorf("jobs stopped by the watchdog: %d, want 1", n)
	}
	// The retried job ran on a new worker (the result above); none is left beyond the
	// pool's size (idle workers are stopped at the end of a run: Pool.trim).
	if n := eval[int](t, ctx, `captionsApp.pool.count`); n < 0 || n > eval[int](t, ctx, `captionsApp.pool.size`) {
		t.Errorf("workers: %d, want at most the pool's size", n)
	}
}

// TestWatchdogOutOfMemoryLosesOnlyThatFile makes every job that holds doomed.txt run
// out of memory, among enough small files to be sent in batches: the batch that held
// it is run again one file a job, doomed.txt is reported, and every other file gives
// what the command line gives.
func TestWatchdogOutOfMemoryLosesOnlyThatFile(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	var others []string
	var doomed string
	for i := 0; i < 40; i++ {
		if i == 17 {
			doomed = writeFile(t, dir, "doomed.txt", fxText(900, 10))
		}
		others = append(others, writeFile(t, dir, fmt.Sprintf("f%02d.txt", i), fxText(i*5, 3+i%4)))
	}
	all := append(append(append([]string{}, others[:17]...), doomed), others[17:]...)
	eval[bool](t, ctx, `(captionsApp.pool.watchdog = { base: 2000, perMs: 1e6 }, captionsApp.pool.oomNames.add("doomed.txt"), true)`)
	dropFiles(t, ctx, all...)
	waitDone(t, ctx)
	got := pageDataset(t, ctx)
	if jobs := eval[int](t, ctx, `captionsApp.lastRun.chunks`); jobs >= len(all) {
		t.Errorf("%d jobs for %d small files: want batches", jobs, len(all))
	}
	kept := got.Files[:0]
	for _, f := range got.Files {
		if f.Name != filepath.Base(doomed) {
			kept = append(kept, f)
			continue
		}
		if !strings.Contains(f.Error, "crash") || f.Captions != 0 || f.Bytes.Error != f.Size || f.Size == 0 {
			t.Errorf("doomed.txt: error %q, %d captions, bytes %+v; want a lost worker reported and all its bytes as error", f.Error, f.Captions, f.Bytes)
		}
	}
	if len(kept) != len(others) {
		t.Fatalf("files: %d besides doomed.txt, want %d", len(kept), len(others))
	}
	got.Files = kept
	expectSameDataset(t, got, cliDataset(t, others...))
	if n := eval[int](t, ctx, `captionsApp.pool.timeouts`); n != 2 {
		t.Errorf("jobs stopped by the watchdog: %d, want 2 (its batch, then doomed.txt alone)", n)
	}
	if row := rowFor(eval[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="file-error"]')].map(e => e.textContent)`), "doomed.txt"); row == "" {
		t.Errorf("no file-error row for doomed.txt")
	}
}
