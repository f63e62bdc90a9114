package e2e

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/chromedp/chromedp"
	"strconv"
	"strings"
	"testing"
)

// expectCounts checks the page's counts against a dataset's stats.
func expectCounts(t *testing.T, got map[string]string, captions, photographers, places int) {
	t.Helper()
	want := map[string]int{"count-captions": captions, "count-photographers": photographers, "count-places": places}
	for id, w := range want {
		n, err := strconv.Atoi(strings.ReplaceAll(got[id], ",", ""))
		if err != nil || n != w {
			t.Errorf("%s: got %q, want %d", id, got[id], w)
		}
	}
}

func counts(t *testing.T, ctx context.Context) map[string]string {
	t.Helper()
	m := map[string]string{}
	for _, id := range []string{"count-captions", "count-photographers", "count-places"} {
		m[id] = text(t, ctx, id)
	}
	return m
}

func TestFileInputGivesTheCLIResult(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	a := writeFile(t, dir, "first.txt", fxText(0, 40))
	b := writeFile(t, dir, "second.txt", fxText(30, 25))
	dropFiles(t, ctx, a, b)
	waitDone(t, ctx)
	want := cliDataset(t, a, b)
	expectSameDataset(t, pageDataset(t, ctx), want)
	expectCounts(t, counts(t, ctx), want.Stats.Captions, len(want.Stats.Photographers), len(want.Stats.Places))
	t.Logf("%d captions, %d duplicates, %d photographers, %d places", want.Stats.Captions, want.Stats.Duplicates, len(want.Stats.Photographers), len(want.Stats.Places))
}

func TestDragAndDropGivesTheCLIResult(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	a := writeFile(t, dir, "dropped.txt", fxText(5, 30))
	b := writeFile(t, dir, "also dropped.txt", fxText(50, 10))
	dragDrop(t, ctx, a, b)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, a, b))
}

func TestFolderInputNamesFilesByPath(t *testing.T) {
	ctx := newPage(t)
	top := t.TempDir()
	dir := filepath.Join(top, "archive")
	writeFile(t, dir, "2016/b.txt", fxText(10, 12))
	writeFile(t, dir, "2015/a.txt", fxText(0, 12))
	writeFile(t, dir, ".DS_Store", "\x00\x00\x00\x01Bud1")
	pickFolder(t, ctx, dir)
	waitDone(t, ctx)
	want := cliDatasetIn(t, top, "archive/2015/a.txt", "archive/2016/b.txt")
	expectSameDataset(t, pageDataset(t, ctx), want)
}

func TestPastedText(t *testing.T) {
	ctx := newPage(t)
	pasted := fxText(3, 9)
	run(t, ctx, "pasting", chromedp.Click(chromedp.CSS(`.paste summary`)),
		chromedp.SetValue(chromedp.CSS(`[data-testid="paste-text"]`), pasted),
		chromedp.Click(chromedp.CSS(`[data-testid="paste-go"]`)))
	waitDone(t, ctx)
	p := writeFile(t, t.TempDir(), "pasted.txt", pasted)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, p))
}

func TestSampleButton(t *testing.T) {
	ctx := newPage(t)
	paths, err := filepath.Glob("../../testdata/sample/*.txt")
	if err != nil || len(paths) == 0 {
		t.Skipf("no sample in testdata/sample (%v)", err)
	}
	sort.Strings(paths)
	run(t, ctx, "clicking the sample button", chromedp.Click(chromedp.CSS(`[data-testid="sample"]`)))
	waitDone(t, ctx)
	want := cliDataset(t, paths...)
	expectSameDataset(t, pageDataset(t, ctx), want)
	expectCounts(t, counts(t, ctx), want.Stats.Captions, len(want.Stats.Photographers), len(want.Stats.Places))
	if want.Stats.Captions < 100 {
		t.Errorf("the sample has %d captions, want a few hundred", want.Stats.Captions)
	}
}

func TestBadFileAmongGoodOnes(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	good := writeFile(t, dir, "good.txt", fxText(0, 20))
	jpeg := writeFile(t, dir, "photo.jpg", "\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"+strings.Repeat("\x00\x13\x7f", 400))
	empty := writeFile(t, dir, "empty.txt", "")
	good2 := writeFile(t, dir, "good2.txt", fxText(30, 5))
	dropFiles(t, ctx, good, jpeg, empty, good2)
	waitDone(t, ctx)
	want := cliDataset(t, good, jpeg, empty, good2)
	expectSameDataset(t, pageDataset(t, ctx), want)
	errs := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="file-error"]')].map(e => e.textContent)`)
	if len(errs) == 0 || !strings.Contains(strings.Join(errs, "\n"), "photo.jpg") {
		t.Errorf("file errors shown: %q, want one naming photo.jpg", errs)
	}
	acc := text(t, ctx, "accounting")
	if !strings.Contains(acc, "not read") || !strings.Contains(acc, "photo.jpg") {
		t.Errorf("accounting: %q, want it to name photo.jpg as not read", acc)
	}
}

func TestWorkerCrashIsRetried(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	a := writeFile(t, dir, "a.txt", fxText(0, 25))
	b := writeFile(t, dir, "b.txt", fxText(25, 25))
	eval[bool](t, ctx, `captionsApp.crashNext = 1, true`)
	dropFiles(t, ctx, a, b)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, a, b))
	if n := eval[int](t, ctx, `captionsApp.pool.crashes`); n != 1 {
		t.Errorf("crashes seen by the pool: %d, want 1", n)
	}
}

func TestCancelKeepsWhatIsDone(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	big := writeFile(t, dir, "big.txt", fxText(0, 12000))
	eval[bool](t, ctx, `captionsApp.chunkSize = 16384, true`)
	dropFiles(t, ctx, big)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("progress").value > 0`,
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		t.Fatalf("waiting for some progress: %v", err)
	}
	run(t, ctx, "cancelling", chromedp.Click(chromedp.CSS(`[data-testid="cancel"]`)))
	// Cancel stops at once: the state is done without waiting for the workers, with
	// some of the captions (checked below), not all. (How soon is not asserted: the
	// machine may be busy.)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "done"`,
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("waiting for done after cancel: %v", err)
	}
	got := pageDataset(t, ctx)
	all := cliDataset(t, big)
	if got.Stats.Captions == 0 || got.Stats.Captions >= all.Stats.Captions {
		t.Errorf("after cancel: %d captions, want some of the %d", got.Stats.Captions, all.Stats.Captions)
	}
	if acc := text(t, ctx, "accounting"); !strings.HasPrefix(acc, "Cancelled") {
		t.Errorf("accounting after cancel: %q, want it to say Cancelled", acc)
	}
	// The page is usable again.
	small := writeFile(t, dir, "small.txt", fxText(0, 5))
	eval[bool](t, ctx, `document.body.dataset.state = "idle", true`)
	dropFiles(t, ctx, small)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDataset(t, small))
}

func TestNoRequestButTheSiteOwnAssets(t *testing.T) {
	var seen *requestLog
	start := served.len()
	ctx := newPageWith(t, func(ctx context.Context) { seen = browserRequests(t, ctx) })
	// The workers load the analyzer while the page waits for files.
	eval[bool](t, ctx, `captionsApp.ready.then(() => true)`)
	before := served.len()
	dir := t.TempDir()
	a := writeFile(t, dir, "a.txt", fxText(0, 30))
	dropFiles(t, ctx, a)
	waitDone(t, ctx)
	if after := served.since(before); len(after) > 0 {
		t.Errorf("requests after the analysis started: %q, want none", after)
	}
	urls := seen.since(0)
	if len(urls) < 3 {
		t.Fatalf("the browser reported %d requests (%q); the log is not working", len(urls), urls)
	}
	for _, u := range urls {
		if strings.HasPrefix(u, "data:") {
			continue // the browser's own images (form controls), not a request
		}
		if !strings.HasPrefix(u, siteURL+"/") {
			t.Errorf("request to another origin: %s", u)
			continue
		}
		p := strings.TrimPrefix(u, siteURL+"/")
		if p == "" {
			p = "index.html"
		}
		if _, err := os.Stat(filepath.Join(siteDir, filepath.FromSlash(p))); err != nil {
			t.Errorf("request for %s, which is not a file of the site", u)
		}
	}
	// The server saw the workers' requests too (the browser reports only the page's).
	for _, p := range served.since(start) {
		if _, err := os.Stat(filepath.Join(siteDir, filepath.FromSlash(strings.TrimPrefix(p, "/")))); err != nil && p != "/" {
			t.Errorf("the server was asked for %s, which is not a file of the site", p)
		}
	}
	t.Logf("%d requests from the page, %d served in all, none after the analysis started", len(urls), before-start)
}

func TestDropAFolder(t *testing.T) {
	ctx := newPage(t)
	top := t.TempDir()
	dir := filepath.Join(top, "gallery")
	writeFile(t, dir, "b/two.txt", fxText(20, 10))
	writeFile(t, dir, "a/one.txt", fxText(0, 10))
	writeFile(t, dir, ".hidden", "not a caption file")
	dragDrop(t, ctx, dir)
	waitDone(t, ctx)
	expectSameDataset(t, pageDataset(t, ctx), cliDatasetIn(t, top, "gallery/a/one.txt", "gallery/b/two.txt"))
}
