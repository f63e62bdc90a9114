package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/build/site"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The browser and the site, shared by every test of the binary (see TestMain).
var (
	skipReason string          // why browser tests are skipped, "" when they run
	siteURL    string          // the httptest server of the built site
	siteDir    string          // the built site
	browser    context.Context // a chromedp context whose browser has started
	served     = &requestLog{} // requests the server saw
	siteReport *site.Report    // sizes of the built site
)

func TestMain(m *testing.M) {
	code := 1
	if err := startBrowser(); err != nil {
		fmt.Fprintln(os.Stderr, err)
	} else {
		code = m.Run()
	}
	for i := len(cleanups) - 1; i >= 0; i-- {
		cleanups[i]()
	}
	os.Exit(code)
}

var (
	siteOnce sync.Once
	siteErr  error
	tmpDir   string
	cleanups []func()
)

// startBrowser starts headless Chromium, or sets skipReason when there is none.
func startBrowser() error {
	chrome := findChrome()
	if chrome == "" {
		skipReason = "chromium not installed (apt-get install chromium, or set CHROME_PATH)"
		return nil
	}
	tmp, err := os.MkdirTemp("", "captions-e2e-")
	if err != nil {
		return err
	}
	tmpDir = tmp
	cleanups = append(cleanups, func() { os.RemoveAll(tmp) })
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chrome),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(filepath.Join(tmp, "profile")),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-first-run", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	cleanups = append(cleanups, cancelAlloc)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	cleanups = append(cleanups, cancelBrowser)
	if err := chromedp.Do(bctx); err != nil { // starts the browser
		return fmt.Errorf("starting chromium: %v", err)
	}
	browser = bctx
	return nil
}

// serveSite builds the site and serves it, once per test binary, on the first test
// that needs it (so that tests that do not need it run even when it cannot build).
// E2E_FULL_BUILD=1 builds it with full compression and the wasm size budget.
func serveSite() error {
	siteOnce.Do(func() {
		siteDir = filepath.Join(tmpDir, "dist")
		quick := os.Getenv("E2E_FULL_BUILD") == ""
		rep, err := site.Build(site.Config{Root: "../..", Out: siteDir, Quick: quick})
		if err != nil {
			siteErr = fmt.Errorf("building the site: %v", err)
			return
		}
		siteReport = rep
		srv := httptest.NewServer(served.wrap(site.Handler(siteDir)))
		cleanups = append(cleanups, srv.Close)
		siteURL = srv.URL
	})
	return siteErr
}

// findChrome returns the Chromium to use: $CHROME_PATH, else chromium on the PATH.
func findChrome() string {
	if p := os.Getenv("CHROME_PATH"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// newPage opens the site in a new tab and waits until the page's module has run.
// The tab closes when the test ends.
func newPage(t testing.TB) context.Context {
	t.Helper()
	return newPageWith(t, nil)
}

// newPageWith is newPage with a function that runs on the new tab before it loads
// the site (to listen to its events).
func newPageWith(t testing.TB, before func(context.Context)) context.Context {
	t.Helper()
	return openPage(t, pageTimeout, before)
}

// openPage opens the site in a new tab with a time limit of d, running before (if
// any) on the tab first.
func openPage(t testing.TB, d time.Duration, before func(context.Context)) context.Context {
	t.Helper()
	if skipReason != "" {
		t.Skip(skipReason)
	}
	if err := serveSite(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(ctx, d)
	t.Cleanup(cancelTimeout)
	errs := consoleErrors(t, ctx)
	if before != nil {
		before(ctx)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(siteURL+"/"), waitReady()); err != nil {
		t.Fatalf("opening %s: %v\nconsole errors: %q", siteURL, err, errs())
	}
	return ctx
}

func waitReady() chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := chromedp.Poll[bool](`typeof captionsApp === "object"`, chromedp.WithPollingTimeout(20*time.Second))(ctx, tg)
		return chromedp.Void{}, err
	}
}

// run runs actions and fails the test on error.
func run(t testing.TB, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression (promises awaited) and returns its value.
func eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// dropFiles gives files to the page through its hidden file input.
func dropFiles(t testing.TB, ctx context.Context, paths ...string) {
	t.Helper()
	run(t, ctx, "setting the file input", chromedp.SetUploadFiles(chromedp.CSS(`[data-testid="file-input"]`), absolute(t, paths)))
}

// pickFolder gives a folder to the page through its folder input.
func pickFolder(t testing.TB, ctx context.Context, dir string) {
	t.Helper()
	run(t, ctx, "setting the folder input", chromedp.SetUploadFiles(chromedp.CSS(`[data-testid="folder-input"]`), absolute(t, []string{dir})))
}

// dragDrop drags files from outside the browser and drops them on the middle of the
// window, as a person would (CDP Input.dispatchDragEvent).
func dragDrop(t testing.TB, ctx context.Context, paths ...string) {
	t.Helper()
	data := &input.DragData{Items: []*input.DragDataItem{}, Files: absolute(t, paths), DragOperationsMask: 1}
	for _, typ := range []input.DispatchDragEventType{input.DispatchDragEventTypeDragEnter, input.DispatchDragEventTypeDragOver, input.DispatchDragEventTypeDrop} {
		p := input.DispatchDragEventParams{Type: typ, X: 200, Y: 200, Data: data}
		run(t, ctx, "dispatching "+string(typ), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, input.DispatchDragEvent, p)
			return err
		}))
	}
}

func absolute(t testing.TB, paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = a
	}
	return out
}

// Timeouts of a tab and of waitDone; benchmarks of big files raise them.
var (
	pageTimeout = 2 * time.Minute
	doneTimeout = 90 * time.Second
)

// waitDone waits until the page's state is "done".
func waitDone(t testing.TB, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.body.dataset.state === "done"`,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(doneTimeout))); err != nil {
		state := eval[string](t, ctx, `document.body.dataset.state + " " + document.getElementById("progress-text").textContent`)
		t.Fatalf("waiting for data-state=done (now %q): %v", state, err)
	}
}

// text returns the text of the element with a data-testid.
func text(t testing.TB, ctx context.Context, testid string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`document.querySelector('[data-testid=%q]').textContent`, testid))
}

// pageDataset returns the page's merged dataset.
func pageDataset(t testing.TB, ctx context.Context) *analysis.Dataset {
	t.Helper()
	s := eval[string](t, ctx, `JSON.stringify(captionsApp.dataset)`)
	var d analysis.Dataset
	if err := json.Unmarshal([]byte(s), &d); err != nil {
		t.Fatalf("the page's dataset is not a Dataset: %v\n%.500s", err, s)
	}
	return &d
}

// cliDataset is what the command line (`captions -format json`) gives for files
// of one directory, named by their base names as the page's file input names them.
func cliDataset(t testing.TB, paths ...string) *analysis.Dataset {
	t.Helper()
	dir := filepath.Dir(paths[0])
	names := make([]string, len(paths))
	for i, p := range paths {
		if filepath.Dir(p) != dir {
			t.Fatalf("cliDataset: %s is not in %s", p, dir)
		}
		names[i] = filepath.Base(p)
	}
	return cliDatasetIn(t, dir, names...)
}

var (
	cliOnce sync.Once
	cliPath string
	cliErr  error
)

// cliDatasetIn runs the command line in dir on files named relative to it.
func cliDatasetIn(t testing.TB, dir string, names ...string) *analysis.Dataset {
	t.Helper()
	cliOnce.Do(func() {
		bin, err := os.MkdirTemp("", "captions-cli-")
		if err != nil {
			cliErr = err
			return
		}
		cleanups = append(cleanups, func() { os.RemoveAll(bin) })
		cliPath = filepath.Join(bin, "captions")
		out, err := exec.Command("go", "build", "-o", cliPath, "../../cmd/captions").CombinedOutput()
		if err != nil {
			cliErr = fmt.Errorf("building the command line: %v\n%s", err, out)
		}
	})
	if cliErr != nil {
		t.Fatal(cliErr)
	}
	cmd := exec.Command(cliPath, append([]string{"-format", "json"}, names...)...)
	cmd.Dir = dir
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
		t.Fatalf("captions -format json %q: %v\n%s", names, err, stderr.String())
	}
	var d analysis.Dataset
	if err := json.Unmarshal(out, &d); err != nil {
		t.Fatalf("captions -format json %q: not a dataset: %v\n%.300s", names, err, out)
	}
	return &d
}

// expectSameDataset compares two datasets through their JSON and prints the first
// difference.
func expectSameDataset(t testing.TB, got, want *analysis.Dataset) {
	t.Helper()
	g, _ := json.MarshalIndent(got, "", " ")
	w, _ := json.MarshalIndent(want, "", " ")
	if string(g) == string(w) {
		return
	}
	gl, wl := strings.Split(string(g), "\n"), strings.Split(string(w), "\n")
	for i := 0; i < len(gl) && i < len(wl); i++ {
		if gl[i] != wl[i] {
			lo := max(0, i-8)
			t.Fatalf("datasets differ at line %d:\ngot:\n%s\nwant:\n%s", i+1,
				strings.Join(gl[lo:min(len(gl), i+3)], "\n"), strings.Join(wl[lo:min(len(wl), i+3)], "\n"))
		}
	}
	t.Fatalf("datasets differ in length: got %d lines, want %d", len(gl), len(wl))
}

// requestLog records request URLs.
type requestLog struct {
	mu   sync.Mutex
	urls []string
}

func (l *requestLog) add(u string) {
	l.mu.Lock()
	l.urls = append(l.urls, u)
	l.mu.Unlock()
}

// since returns the URLs recorded after the first n.
func (l *requestLog) since(n int) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.urls[min(n, len(l.urls)):]...)
}

func (l *requestLog) len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.urls)
}

func (l *requestLog) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l.add(r.URL.Path)
		h.ServeHTTP(w, r)
	})
}

// browserRequests records every request the tab makes, of any origin, from now on,
// as the browser reports it, with the cache disabled. (Its dedicated workers' requests
// are not reported to the tab; the server's log sees them.)
func browserRequests(t testing.TB, ctx context.Context) *requestLog {
	t.Helper()
	l := &requestLog{}
	err := chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *network.EventRequestWillBeSent:
			l.add(e.Request.URL)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	run(t, ctx, "enabling the network domain", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		// Earlier tabs filled the cache: make every load a request again.
		_, err := cdp.Call(ctx, tg, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true})
		return err
	}))
	return l
}

// consoleErrors collects the page's console errors and uncaught exceptions.
func consoleErrors(t testing.TB, ctx context.Context) func() []string {
	t.Helper()
	var mu sync.Mutex
	var errs []string
	err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventExceptionThrown:
			d := e.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			errs = append(errs, msg)
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError {
				var parts []string
				for _, a := range e.Args {
					parts = append(parts, string(a.Value))
				}
				errs = append(errs, strings.Join(parts, " "))
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), errs...)
	}
}
