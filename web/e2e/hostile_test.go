package e2e

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/internal/hostile"
	"github.com/chromedp/chromedp"
)

// The bad-input matrix of internal/hostile dropped on the page, each case with a
// good file: the good file is always analyzed, the bad one is named in a file-error
// row, every byte is accounted for, the page gives what the command line gives,
// and markup in captions stays text. Then privacy: no request to another origin over
// load, sample, a drop and every export; the CSP blocks injected scripts; nothing is
// stored; exported CSV has no formula cell.

var (
	matrixOnce  sync.Once
	matrixCases []hostile.Case
	matrixGood  string
	matrixErr   error
)

// hostileMatrix writes the cases once per test binary.
func hostileMatrix(t *testing.T) ([]hostile.Case, string) {
	t.Helper()
	matrixOnce.Do(func() {
		dir, err := os.MkdirTemp("", "captions-hostile-")
		if err != nil {
			matrixErr = err
			return
		}
		cleanups = append(cleanups, func() { os.RemoveAll(dir) })
		if matrixCases, matrixErr = hostile.Cases(dir); matrixErr == nil {
			matrixGood, _, matrixErr = hostile.WriteGood(dir)
		}
	})
	if matrixErr != nil {
		t.Fatal(matrixErr)
	}
	return matrixCases, matrixGood
}

func TestHostileMatrixInBrowser(t *testing.T) {
	if skipReason != "" {
		t.Skip(skipReason)
	}
	cases, good := hostileMatrix(t)
	passed := 0
	for _, c := range cases {
		if t.Run(c.Name, func(t *testing.T) { expectCaseInPage(t, c, good) }) {
			passed++
		}
	}
	t.Logf("browser: %d of %d cases of the matrix pass", passed, len(cases))
}

// expectCaseInPage drops the good file and the case's files, then checks the page.
func expectCaseInPage(t *testing.T, c hostile.Case, good string) {
	ctx := newPageFor(t, caseTime(c)+time.Minute)
	if c.Dir != "" && !hostile.BigEnabled() && len(c.Files) > browserManyFiles {
		// One request per file: the full folder takes minutes (HOSTILE_BIG=1).
		t.Logf("%s: the first %d of %d files (all with HOSTILE_BIG=1)", c.Name, browserManyFiles, len(c.Files))
		c.Files = c.Files[:browserManyFiles]
	}
	paths := append([]string{good}, c.Files...)
	start := time.Now()
	dropFiles(t, ctx, paths...)
	if c.Size() > hostile.PageMaxBytes {
		expectRefused(t, ctx, c)
		return
	}
	waitDoneWithin(t, ctx, caseTime(c))
	t.Logf("%s: %d files, %.1f MB: done in %v", c.Name, len(c.Files), float64(c.Size())/1e6, time.Since(start).Round(time.Millisecond))
	d := pageDataset(t, ctx)
	files := map[string]*analysis.File{}
	for i := range d.Files {
		files[d.Files[i].Name] = &d.Files[i]
	}
	if g := files[filepath.Base(good)]; g == nil || g.Error != "" || g.Captions != hostile.GoodCaptions {
		t.Errorf("%s: the good file: %+v, want %d captions and no error", c.Name, g, hostile.GoodCaptions)
	}
	errRows := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="file-error"]')].map(e => e.textContent)`)
	captions := 0
	for _, p := range c.Files {
		name := filepath.Base(p)
		f := files[name]
		if f == nil {
			t.Errorf("%s: %s is missing from the page's files", c.Name, name)
			continue
		}
		captions += f.Captions
		st, _ := os.Stat(p)
		b := f.Bytes
		if sum := b.Caption + b.Duplicate + b.Noise + b.Blank + b.Error; f.Size != st.Size() || sum != st.Size() {
			t.Errorf("%s: %s: size %d, bytes %+v sum to %d; want both %d", c.Name, name, f.Size, b, sum, st.Size())
		}
		shown := rowFor(errRows, name)
		switch {
		case c.Big && refusal(f.Error) && shown != "":
			t.Logf("%s: refused: %s", c.Name, shown)
			c.Captions = 0 // a big file may be refused before work starts, with a message
		case c.Error == "" && (f.Error != "" || shown != ""):
			t.Errorf("%s: %s not read: %q (row %q); want it read as text", c.Name, name, f.Error, shown)
		case c.Error != "" && !strings.Contains(strings.ToLower(shown), strings.ToLower(c.Error)):
			t.Errorf("%s: file-error rows %q, want one for %s that names %q", c.Name, errRows, name, c.Error)
		}
		if c.Encoding != "" && f.Encoding != c.Encoding {
			t.Errorf("%s: %s read as %q, want %q", c.Name, name, f.Encoding, c.Encoding)
		}
	}
	if c.Dir != "" {
		c.Captions = min(c.Captions, len(c.Files))
	}
	if captions < c.Captions {
		t.Errorf("%s: %d captions, want at least %d", c.Name, captions, c.Captions)
	}
	var texts []string
	for _, r := range d.Records {
		texts = append(texts, r.Text)
	}
	joined := strings.Join(texts, "\n")
	for _, s := range c.Text {
		if !strings.Contains(joined, s) {
			t.Errorf("%s: no caption holds %q", c.Name, s)
		}
	}
	for _, s := range c.NotText {
		if strings.Contains(joined, s) {
			t.Errorf("%s: a caption still holds %q", c.Name, s)
		}
	}
	acc := text(t, ctx, "accounting")
	if want := fmt.Sprintf("%s caption", commas(d.Stats.Captions)); !strings.Contains(acc, want) {
		t.Errorf("%s: accounting %q, want it to say %q", c.Name, acc, want)
	}
	expectInert(t, ctx)
	if c.Dir == "" && !c.Big { // the command line reads the same files
		expectSameDataset(t, d, cliDataset(t, paths...))
	}
}

// newPageFor is newPage with a time limit of d instead of two minutes.
func newPageFor(t *testing.T, d time.Duration) context.Context {
	t.Helper()
	return openPage(t, d, nil)
}

// expectRefused checks that a drop over the page's limit is refused at once, with a
// message, instead of filling the tab's memory.
func expectRefused(t *testing.T, ctx context.Context, c hostile.Case) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state !== "working"`,
		chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		eval[bool](t, ctx, `captionsApp.run && captionsApp.run.cancel(), true`)
		t.Fatalf("%s: %.0f MB is over the page's limit of %d MB, but the page started work on it instead of refusing it (LIMITS.md)",
			c.Name, float64(c.Size())/1e6, hostile.PageMaxBytes>>20)
	}
	msg := eval[string](t, ctx, `document.body.textContent.replace(/\s+/g, " ")`)
	if !refusal(msg) {
		t.Errorf("%s: the page says %.300q, want a message that names the size limit", c.Name, msg)
	}
}

// browserManyFiles is how many files of a folder case the default run drops.
const browserManyFiles = 300

// caseTime is how long a case may take in the page.
func caseTime(c hostile.Case) time.Duration {
	if c.Big || len(c.Files) > 100 {
		return 20 * time.Minute
	}
	return 2 * time.Minute
}

// refusal reports whether a file error is the page's size limit.
func refusal(msg string) bool {
	m := strings.ToLower(msg)
	return strings.Contains(m, "limit") || strings.Contains(m, "too large") || strings.Contains(m, "larger than")
}

// rowFor returns the file-error row that names a file, or "".
func rowFor(rows []string, name string) string {
	for _, r := range rows {
		if strings.HasPrefix(r, name+":") {
			return r
		}
	}
	return ""
}

func commas(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// expectInert checks that no caption markup ran or became an element.
func expectInert(t *testing.T, ctx context.Context) {
	t.Helper()
	got := eval[string](t, ctx, `[
		typeof window.__hostile,
		document.querySelectorAll('#views script, #views img[src="x"], #views svg[onload], #views [onerror], #views a[href^="javascript:"]').length,
	].join(" ")`)
	if got != "undefined 0" {
		t.Errorf("caption markup ran or became elements: window.__hostile and elements: %q, want \"undefined 0\"", got)
	}
}

// waitDoneWithin waits for data-state=done for up to d.
func waitDoneWithin(t testing.TB, ctx context.Context, d time.Duration) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "done"`,
		chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(d))); err != nil {
		state := eval[string](t, ctx, `document.body.dataset.state + " " + document.getElementById("progress-text").textContent`)
		t.Fatalf("waiting %v for data-state=done (now %q): %v", d, state, err)
	}
}

// TestHostileCSPBlocksInjectedScript injects scripts, an image and a fetch into the
// live page, aimed at another origin (a second local server, and example.invalid):
// the Content-Security-Policy must block them all before any request leaves, and
// the injected inline script must not run.
func TestHostileCSPBlocksInjectedScript(t *testing.T) {
	var hits requestLog
	other := httptest.NewServer(hits.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprintln(w, "window.__other = 1")
	})))
	defer other.Close()
	ctx := newPage(t)
	eval[bool](t, ctx, fmt.Sprintf(`(() => {
		window.__violations = [];
		document.addEventListener("securitypolicyviolation", (e) => window.__violations.push(e.violatedDirective + " " + e.blockedURI));
		for (const src of [%q, "http://example.invalid/x.js"]) {
			const s = document.createElement("script");
			s.src = src;
			document.head.append(s);
		}
		const inline = document.createElement("script");
		inline.textContent = "window.__inline = 1";
		document.head.append(inline);
		const img = document.createElement("img");
		img.src = %q;
		document.body.append(img);
		fetch(%q).catch(() => {});
		new Worker(URL.createObjectURL(new Blob(["fetch(" + JSON.stringify(%q) + ")"], {type: "text/javascript"})));
		return true;
	})()`, other.URL+"/x.js", other.URL+"/pixel.png", other.URL+"/beacon", other.URL+"/from-worker"))
	run(t, ctx, "waiting for the violations", chromedp.Sleep(700*time.Millisecond))
	v := eval[[]string](t, ctx, `window.__violations`)
	joined := strings.Join(v, "\n")
	for _, want := range []string{"script-src", other.URL + "/x.js", "example.invalid/x.js", "inline", other.URL + "/pixel.png", other.URL + "/beacon"} {
		if !strings.Contains(joined, want) {
			t.Errorf("CSP violations %q: want one mentioning %q", v, want)
		}
	}
	if ran := eval[string](t, ctx, `String(window.__inline) + " " + String(window.__other)`); ran != "undefined undefined" {
		t.Errorf("injected scripts ran: window.__inline, __other = %q", ran)
	}
	if got := hits.since(0); len(got) > 0 {
		t.Errorf("the other origin was asked for %q; the CSP must block every request", got)
	}
}

// TestHostileNoOtherOriginEver counts requests over load, the sample, a drop of the
// whole small matrix and every export: all go to the site, none elsewhere.
func TestHostileNoOtherOriginEver(t *testing.T) {
	if skipReason != "" {
		t.Skip(skipReason)
	}
	cases, good := hostileMatrix(t)
	var seen *requestLog
	start := served.len()
	ctx := newPageWith(t, func(ctx context.Context) { seen = browserRequests(t, ctx) })
	run(t, ctx, "clicking the sample", chromedp.Click(chromedp.CSS(`[data-testid="sample"]`)))
	waitDone(t, ctx)
	paths := []string{good}
	for _, c := range cases {
		if !c.Big && c.Dir == "" {
			paths = append(paths, c.Files...)
		}
	}
	eval[bool](t, ctx, `document.body.dataset.state = "idle", true`)
	dropFiles(t, ctx, paths...)
	waitDone(t, ctx)
	dir := viewsDownloads(t, ctx)
	exports := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-testid^="export-"]')].map(e => e.dataset.testid)`)
	if len(exports) < 2 {
		t.Fatalf("export buttons: %q, want at least CSV and JSON", exports)
	}
	for _, id := range exports {
		click(t, ctx, fmt.Sprintf(`[data-testid=%q]`, id))
		run(t, ctx, "letting "+id+" finish", chromedp.Sleep(300*time.Millisecond))
	}
	csvData := downloaded(t, ctx, dir, "export-csv", "captions.csv")
	expectNoFormulaCells(t, csvData)
	other := 0
	urls := seen.since(0)
	for _, u := range urls {
		if strings.HasPrefix(u, siteURL+"/") || strings.HasPrefix(u, "data:") || strings.HasPrefix(u, "blob:"+siteURL+"/") {
			continue
		}
		other++
		t.Errorf("request to another origin: %s", u)
	}
	for _, p := range served.since(start) {
		if _, err := os.Stat(filepath.Join(siteDir, filepath.FromSlash(strings.TrimPrefix(p, "/")))); err != nil && p != "/" {
			t.Errorf("the server was asked for %s, which is not a file of the site", p)
		}
	}
	expectNothingStored(t, ctx)
	t.Logf("%d requests seen by the page, %d served, %d exports clicked, %d to other origins", len(urls), served.len()-start, len(exports), other)
}

// expectNoFormulaCells fails for a CSV cell that a spreadsheet would run; the
// matrix's formula captions must be in the export.
func expectNoFormulaCells(t *testing.T, data []byte) {
	t.Helper()
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatalf("the CSV export is not CSV: %v", err)
	}
	found := 0
	for i, row := range rows {
		for j, cell := range row {
			if strings.Contains(cell, "HYPERLINK(") {
				found++
			}
			if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
				t.Errorf("CSV row %d, column %d begins like a formula: %.80q", i, j, cell)
			}
		}
	}
	if found == 0 {
		t.Errorf("the CSV export has no =HYPERLINK caption; %d rows", len(rows))
	}
}

// expectNothingStored: no caption text in localStorage, sessionStorage or IndexedDB.
func expectNothingStored(t *testing.T, ctx context.Context) {
	t.Helper()
	got := eval[string](t, ctx, `(async () => {
		const dbs = indexedDB.databases ? await indexedDB.databases() : [];
		return [localStorage.length, sessionStorage.length, dbs.length].join(" ");
	})()`)
	if got != "0 0 0" {
		t.Errorf("stored after an analysis and exports: localStorage, sessionStorage, IndexedDB databases = %q, want \"0 0 0\"", got)
	}
}

// TestHostileWorkerScriptsCarryTheCSP: a dedicated worker is bound by the CSP of
// its own script's response, and the page's request log does not see a worker's
// requests, so the worker scripts must be served with the policy.
func TestHostileWorkerScriptsCarryTheCSP(t *testing.T) {
	newPage(t) // builds and serves the site
	for _, p := range []string{"/worker.js", "/index.html"} {
		res, err := http.Get(siteURL + p)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "connect-src 'self'") || !strings.Contains(csp, "script-src 'self'") {
			t.Errorf("%s: Content-Security-Policy %q, want connect-src and script-src 'self'", p, csp)
		}
	}
}

// TestHostileWorkerCrashingTwiceIsReported makes every job of one file crash its
// worker (the test wraps Worker.prototype.postMessage to set the page's crash flag
// on that file's jobs): the pool replaces the worker and retries once, then reports
// the file; the other files of the drop are analyzed.
func TestHostileWorkerCrashingTwiceIsReported(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	a := writeFile(t, dir, "a.txt", hostile.Captions(0, 20, "\n\n"))
	doomed := writeFile(t, dir, "doomed.txt", hostile.Captions(100, 20, "\n\n"))
	b := writeFile(t, dir, "b.txt", hostile.Captions(200, 20, "\n\n"))
	eval[bool](t, ctx, `(() => {
		const post = Worker.prototype.postMessage;
		Worker.prototype.postMessage = function (m, ...rest) {
			if (m && m.name === "doomed.txt" && m.kind !== "boundary") m = { ...m, crash: true };
			return post.call(this, m, ...rest);
		};
		return true;
	})()`)
	dropFiles(t, ctx, a, doomed, b)
	waitDone(t, ctx)
	d := pageDataset(t, ctx)
	want := cliDataset(t, a, b)
	for _, f := range d.Files {
		switch f.Name {
		case "a.txt", "b.txt":
			if f.Error != "" || f.Captions != 20 {
				t.Errorf("%s: %d captions, error %q; want 20 and no error", f.Name, f.Captions, f.Error)
			}
		case "doomed.txt":
			st, _ := os.Stat(doomed)
			if !strings.Contains(f.Error, "crash") || f.Captions != 0 || f.Bytes.Error != st.Size() {
				t.Errorf("doomed.txt: error %q, %d captions, bytes %+v; want a crash reported and all %d bytes as error", f.Error, f.Captions, f.Bytes, st.Size())
			}
		}
	}
	if d.Stats.Captions != want.Stats.Captions {
		t.Errorf("captions: %d, want the %d of the other files", d.Stats.Captions, want.Stats.Captions)
	}
	if n := eval[int](t, ctx, `captionsApp.pool.crashes`); n != 2 {
		t.Errorf("crashes seen by the pool: %d, want 2 (the job and its one retry)", n)
	}
	if row := rowFor(eval[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="file-error"]')].map(e => e.textContent)`), "doomed.txt"); row == "" {
		t.Errorf("no file-error row for doomed.txt")
	}
}

// TestHostileCancelIsConsistent cancels a drop of several chunked files midway: the
// partial dataset must hold together (ids, per-file counts and bytes, stats).
func TestHostileCancelIsConsistent(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	var paths []string
	for i := 0; i < 3; i++ {
		paths = append(paths, writeFile(t, dir, fmt.Sprintf("part%d.txt", i), hostile.Captions(i*4000, 4000, "\n\n")))
	}
	eval[bool](t, ctx, `captionsApp.chunkSize = 16384, true`)
	dropFiles(t, ctx, paths...)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("progress").value > 0`,
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		t.Fatalf("waiting for some progress: %v", err)
	}
	run(t, ctx, "cancelling", chromedp.Click(chromedp.CSS(`[data-testid="cancel"]`)))
	waitDone(t, ctx)
	d := pageDataset(t, ctx)
	if d.Stats.Captions == 0 || d.Stats.Captions >= 12000 {
		t.Logf("after cancel: %d of 12000 captions (cancel came too late or too early to test much)", d.Stats.Captions)
	}
	expectConsistent(t, d)
}

// expectConsistent checks that a dataset's derived figures agree with its records.
func expectConsistent(t *testing.T, d *analysis.Dataset) {
	t.Helper()
	type count struct {
		captions, duplicates int
		caption, duplicate   int64
	}
	per := map[string]*count{}
	dups := 0
	for i, r := range d.Records {
		if r.ID != i {
			t.Fatalf("record %d has id %d", i, r.ID)
		}
		if r.DuplicateOf >= len(d.Records) || r.DuplicateOf == i {
			t.Errorf("record %d: duplicate_of %d", i, r.DuplicateOf)
		}
		c := per[r.File]
		if c == nil {
			c = &count{}
			per[r.File] = c
		}
		c.captions++
		if r.DuplicateOf >= 0 {
			dups++
			c.duplicates++
			c.duplicate += r.End - r.Start
		} else {
			c.caption += r.End - r.Start
		}
	}
	if d.Stats.Captions != len(d.Records) || d.Stats.Duplicates != dups || d.Stats.Unique != len(d.Records)-dups {
		t.Errorf("stats: %d captions, %d unique, %d duplicates; records: %d, %d duplicates", d.Stats.Captions, d.Stats.Unique, d.Stats.Duplicates, len(d.Records), dups)
	}
	for _, f := range d.Files {
		c := per[f.Name]
		if c == nil {
			c = &count{}
		}
		b := f.Bytes
		if f.Captions != c.captions || f.Duplicates != c.duplicates || b.Caption != c.caption || b.Duplicate != c.duplicate {
			t.Errorf("%s: captions %d, duplicates %d, bytes %+v; its records give %d, %d, caption %d, duplicate %d",
				f.Name, f.Captions, f.Duplicates, b, c.captions, c.duplicates, c.caption, c.duplicate)
		}
		if sum := b.Caption + b.Duplicate + b.Noise + b.Blank + b.Error; sum > f.Size {
			t.Errorf("%s: bytes %+v sum to %d, more than its size %d", f.Name, b, sum, f.Size)
		}
	}
}

// TestHostileLimits measures the largest files the page analyzes on this machine
// (HOSTILE_LIMITS=50,100,200: sizes in MB; skipped otherwise): for each, the time
// from drop to done, the peak memory of the browser's processes above the idle page,
// and the page's JavaScript heap. It stops at the first size the page fails; the
// figures go in internal/hostile/LIMITS.md.
func TestHostileLimits(t *testing.T) {
	sizes := os.Getenv("HOSTILE_LIMITS")
	if sizes == "" {
		t.Skip("set HOSTILE_LIMITS=50,100,200 (MB) to measure the page's limits")
	}
	dir := t.TempDir()
	for _, s := range strings.Split(sizes, ",") {
		var mb int
		if _, err := fmt.Sscan(s, &mb); err != nil {
			t.Fatalf("HOSTILE_LIMITS: %v", err)
		}
		path := filepath.Join(dir, fmt.Sprintf("limits-%dMB.txt", mb))
		if err := writeCaptions(path, mb<<20); err != nil {
			t.Fatal(err)
		}
		if !t.Run(fmt.Sprintf("%dMB", mb), func(t *testing.T) { measureDrop(t, path, mb) }) {
			break
		}
	}
}

// writeCaptions writes invented captions, each a paragraph, up to size bytes.
func writeCaptions(path string, size int) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	for i, n := 0, 0; ; i++ {
		c := hostile.Caption(i) + "\n\n"
		if n+len(c) > size {
			break
		}
		w.WriteString(c)
		n += len(c)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}

func measureDrop(t *testing.T, path string, mb int) {
	ctx := newPageFor(t, 40*time.Minute)
	run(t, ctx, "letting the workers load", chromedp.Sleep(2*time.Second))
	base := browserMemory()
	stop, peak := make(chan struct{}), make(chan int64)
	go func() {
		m := base
		for {
			select {
			case <-stop:
				peak <- m
				return
			case <-time.After(100 * time.Millisecond):
				m = max(m, browserMemory())
			}
		}
	}()
	start := time.Now()
	dropFiles(t, ctx, path)
	waitDoneWithin(t, ctx, 35*time.Minute)
	took := time.Since(start)
	close(stop)
	grown := <-peak - base
	heap := eval[float64](t, ctx, `performance.memory ? performance.memory.usedJSHeapSize : 0`)
	caps := eval[int](t, ctx, `captionsApp.dataset.stats.captions`)
	errs := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="file-error"]')].map(e => e.textContent)`)
	if caps == 0 || len(errs) > 0 {
		t.Errorf("%d MB: %d captions, errors %q", mb, caps, errs)
	}
	t.Logf("LIMIT %d MB: %d captions in %v (%.1f MB/s); browser memory +%.0f MB (%.1f× the file), page JS heap %.0f MB",
		mb, caps, took.Round(time.Second), float64(mb)/took.Seconds(), float64(grown)/1e6, float64(grown)/float64(mb<<20), heap/1e6)
}
