package e2e

// Browser tests of the linked views (web/views/). Most run the views on a test page of
// their own (testdata/views.html, served unminified from web/ by httptest) with the
// invented fixture of testdata/fixture.js, whose every figure is known; one runs them
// on the built site after a real drop. Screenshots of each view at 1280×800 go to
// screenshots/ for review.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

var (
	viewsOnce sync.Once
	viewsURL  string // the httptest server of web/ (unminified)
)

// viewsPage opens the views test page (query: "" for the fixture, "n=100000" for a
// synthetic dataset) at 1280×800 in the America/New_York time zone (dates must stay
// UTC), and fails the test on any console error or exception.
func viewsPage(t testing.TB, query string) context.Context {
	t.Helper()
	if skipReason != "" {
		t.Skip(skipReason)
	}
	viewsOnce.Do(func() {
		dir := os.Getenv("VIEWS_WEB_DIR") // web/, when the tests run from a copy
		if dir == "" {
			dir = ".."
		}
		srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
		viewsURL = srv.URL // closed when the test binary exits
	})
	ctx, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancelTimeout)
	run(t, ctx, "opening a tab", chromedp.EmulateViewport(1280, 800), chromedp.Navigate("about:blank"),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error { // local-time bugs must show
			_, err := chromedp.Call(ctx, emulation.SetTimezoneOverride, emulation.SetTimezoneOverrideParams{TimezoneID: "America/New_York"})
			return err
		}))
	errs := consoleErrors(t, ctx)
	t.Cleanup(func() {
		if e := errs(); len(e) > 0 {
			t.Errorf("console errors on the views page:\n%s", strings.Join(e, "\n"))
		}
	})
	viewsOpen(t, ctx, query)
	return ctx
}

func viewsOpen(t testing.TB, ctx context.Context, query string) {
	t.Helper()
	url := viewsURL + "/e2e/testdata/views.html"
	if query != "" {
		url += "?" + query
	}
	run(t, ctx, "opening "+url, chromedp.Navigate(url),
		viewsWait(`document.body.dataset.state === "done"`, 60*time.Second))
}

// viewsWait polls a JavaScript condition until it holds.
func viewsWait(expr string, timeout time.Duration) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(timeout))(ctx, tg)
		return chromedp.Void{}, err
	}
}

// count returns the number of elements with a data-testid.
func count(t testing.TB, ctx context.Context, testid string) int {
	t.Helper()
	return eval[int](t, ctx, fmt.Sprintf(`document.querySelectorAll('[data-testid=%q]').length`, testid))
}

// attr returns an attribute of the first element matching a CSS selector ("" if none).
func attr(t testing.TB, ctx context.Context, css, name string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(document.querySelector(%q) || {getAttribute: () => ""}).getAttribute(%q) || ""`, css, name))
}

func expectEqual[T comparable](t testing.TB, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

// click clicks the first element matching a CSS selector, as a mouse would; it fails
// after 20 s rather than wait for the test's deadline when there is no such element.
func click(t testing.TB, ctx context.Context, css string) {
	t.Helper()
	cctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	run(t, cctx, "clicking "+css, chromedp.Click(chromedp.CSS(css), chromedp.NodeVisible))
}

const ourfalian = `[data-testid="photographer-row"][data-id="georgesourfalian"]`

func TestViewsShowTheDataset(t *testing.T) {
	ctx := viewsPage(t, "")
	expectEqual(t, "the page's time zone offset (America/New_York in January)", eval[int](t, ctx, `new Date(0).getTimezoneOffset()`), 300)
	// figures of testdata/fixture.js (FIXTURE there)
	expectEqual(t, "photographer rows", count(t, ctx, "photographer-row"), 4)
	expectEqual(t, "Georges Ourfalian's captions (two spellings grouped)", attr(t, ctx, ourfalian, "data-count"), "2")
	expectEqual(t, "Georges Ourfalian's variants", eval[string](t, ctx, `document.querySelector('`+ourfalian+` .v-variants').textContent`), "also written Georges Ourfalian")
	expectEqual(t, "agency rows", count(t, ctx, "agency-row"), 4)
	expectEqual(t, "Reuters captions", attr(t, ctx, `[data-testid="agency-row"][data-name="Reuters"]`, "data-count"), "5")
	expectEqual(t, "via chains", count(t, ctx, "agency-chain-row"), 1)
	expectEqual(t, "Syria rolled up", attr(t, ctx, `[data-testid="place-row"][data-id="gn:163843"]`, "data-count"), "5")
	expectEqual(t, "unresolved places listed", count(t, ctx, "place-unresolved-row"), 1)
	expectEqual(t, "caption rows (all fit with overscan)", count(t, ctx, "caption-row"), 10)
	expectEqual(t, "caption count", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), "10")
	expectEqual(t, "timeline bars: dated unique captions at day precision", attr(t, ctx, `[data-testid="timeline"] svg`, "data-total"), "4")
	expectEqual(t, "timeline partial dates", attr(t, ctx, `[data-testid="timeline"] svg`, "data-partial"), "2")
	expectEqual(t, "map points", attr(t, ctx, `[data-testid="map"] svg`, "data-points"), "6")
	expectEqual(t, "card: without a date", eval[string](t, ctx, `document.querySelector('[data-testid="card-no-date"] .v-card-value').textContent`), "3")
	// the highlighted text equals the extracted value, with non-ASCII before it
	expectEqual(t, "highlighted photographer", eval[string](t, ctx, `document.querySelector('[data-testid="caption-row"][data-id="6"] mark.hl-photographer').textContent`), "Zoé Ñandú")
	// the world outlines load from the bundled TopoJSON
	run(t, ctx, "waiting for country outlines", viewsWait(`document.querySelectorAll('[data-testid="map"] .v-land path').length > 100`, 10*time.Second))
}

func TestViewsPhotographerFiltersEveryView(t *testing.T) {
	ctx := viewsPage(t, "")
	click(t, ctx, ourfalian+` button.v-link`)
	expectEqual(t, "captions kept", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), "3")
	expectEqual(t, "timeline bars", attr(t, ctx, `[data-testid="timeline"] svg`, "data-total"), "1")
	expectEqual(t, "timeline partial", attr(t, ctx, `[data-testid="timeline"] svg`, "data-partial"), "1")
	expectEqual(t, "Syria", attr(t, ctx, `[data-testid="place-row"][data-id="gn:163843"]`, "data-count"), "2")
	expectEqual(t, "Iraq is gone", count(t, ctx, `place-row"][data-id="gn:99237`), 0)
	expectEqual(t, "map points", attr(t, ctx, `[data-testid="map"] svg`, "data-points"), "2")
	expectEqual(t, "agency rows", count(t, ctx, "agency-row"), 1)
	expectEqual(t, "chips", count(t, ctx, "filter-chip"), 1)
	expectEqual(t, "focus stays on the clicked name", eval[string](t, ctx, `document.activeElement.dataset.key || ""`), "ph:georgesourfalian")
	hash := eval[string](t, ctx, `location.hash`)
	expectEqual(t, "URL hash", hash, "#photographer=georgesourfalian")

	run(t, ctx, "reloading", chromedp.Reload(), viewsWait(`document.body.dataset.state === "done"`, 30*time.Second))
	expectEqual(t, "captions kept after a reload", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), "3")

	click(t, ctx, `[data-testid="agency-row"][data-name="AFP"] button.v-link`) // a second kind: AND
	expectEqual(t, "photographer and agency", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), "3")
	click(t, ctx, `[data-testid="card-no-date"]`)
	expectEqual(t, "no caption of his lacks a date", count(t, ctx, "caption-row"), 0)
	click(t, ctx, `[data-testid="filter-clear"]`)
	expectEqual(t, "all captions again", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), "10")
	expectEqual(t, "hash cleared", eval[string](t, ctx, `location.hash`), "")
}

func TestViewsBrushFiltersCaptions(t *testing.T) {
	ctx := viewsPage(t, "")
	// drag from the week of 2016-10-31 to the middle of the week of 2016-11-14, on the
	// timeline's scale (data-scale: first day, end day, left and right x in the viewBox)
	box := eval[[]float64](t, ctx, `(() => {
		const svg = document.querySelector('[data-testid="timeline"] svg');
		const [lo, hi, r0, r1] = svg.dataset.scale.split(" ");
		const day = (s) => Date.parse(s + "T00:00:00Z") / 864e5;
		const vb = svg.viewBox.baseVal, box = svg.getBoundingClientRect();
		const px = (s) => box.left + ((+r0 + (day(s) - day(lo)) / (day(hi) - day(lo)) * (r1 - r0)) / vb.width) * box.width;
		return [px("2016-10-31") + 1, px("2016-11-17"), box.top + box.height * 0.3];
	})()`)
	x0, x1, y := box[0], box[1], box[2]
	run(t, ctx, "dragging across the timeline",
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, (x0+x1)/2, y, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x1, y, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y, chromedp.ButtonLeft))
	// weeks of 2016-10-31 to 2016-11-20: captions of Nov 6 (and its duplicate) and Nov 20;
	// the caption dated only "2016-11" is not wholly inside and stays out
	expectEqual(t, "URL hash", eval[string](t, ctx, `location.hash`), "#from=2016-10-31&to=2016-11-20")
	expectEqual(t, "captions in the range", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), "3")
	expectEqual(t, "range inputs", eval[string](t, ctx, `document.querySelector('[data-testid="range-from"]').value`), "2016-10-31")
	expectEqual(t, "photographers in the range", count(t, ctx, "photographer-row"), 2)
}

func TestViewsSearchAndKeyboard(t *testing.T) {
	ctx := viewsPage(t, "")
	run(t, ctx, "typing a search", chromedp.SendKeys(chromedp.CSS(`[data-testid="caption-search"]`), "ZOE\r"))
	expectEqual(t, "captions containing zoé", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), "2")
	expectEqual(t, "search keeps focus", eval[string](t, ctx, `document.activeElement.dataset.key || ""`), "search")
	run(t, ctx, "selecting a caption by keyboard", chromedp.Focus(chromedp.CSS(`[data-testid="caption-row"]`)), chromedp.KeyEvent("\r"))
	expectEqual(t, "detail pane", eval[string](t, ctx, `document.querySelector('.v-cap-detail h3').textContent`), "Caption #4")
	run(t, ctx, "arrow down", chromedp.KeyEvent(kb.ArrowDown))
	expectEqual(t, "focus moved to the next caption", eval[string](t, ctx, `document.activeElement.dataset.id || ""`), "6")

	click(t, ctx, `[data-testid="filter-clear"]`)
	run(t, ctx, "choosing Mosul on the map by keyboard", chromedp.Focus(chromedp.CSS(`[data-key="map:gn:99072"]`)), chromedp.KeyEvent("\r"))
	expectEqual(t, "captions in Mosul", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), "2")
	expectEqual(t, "focus stays on the circle", eval[string](t, ctx, `document.activeElement.dataset.key || ""`), "map:gn:99072")
}

func TestViewsHostileCaptionStaysInert(t *testing.T) {
	ctx := viewsPage(t, "")
	var mu sync.Mutex
	dialogs := 0
	if err := chromedp.Listen(ctx, func(ev any) {
		if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			mu.Lock()
			dialogs++
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, `[data-testid="caption-row"][data-id="4"]`)
	expectEqual(t, "img elements in the views", eval[int](t, ctx, `document.querySelectorAll('#views img').length`), 0)
	got := eval[string](t, ctx, `document.querySelector('[data-testid="caption-row"][data-id="4"] .v-cap-text').textContent`)
	if !strings.HasPrefix(got, "<img src=x onerror=alert(1)> People") {
		t.Errorf("hostile caption text: got %q, want it shown as text", got)
	}
	time.Sleep(300 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	expectEqual(t, "dialogs opened", dialogs, 0)
}

func TestViewsSortExpandAndStack(t *testing.T) {
	ctx := viewsPage(t, "")
	firstRow := `document.querySelector('[data-testid="photographer-row"] th').firstChild.textContent`
	expectEqual(t, "first photographer by captions", eval[string](t, ctx, firstRow), "GEORGES OURFALIAN")
	click(t, ctx, `[data-key="phsort:name"]`)
	expectEqual(t, "first photographer by name", eval[string](t, ctx, firstRow), "Abd Doumany")
	expectEqual(t, "sort state for assistive technology", attr(t, ctx, `th[aria-sort="ascending"] [data-key="phsort:name"]`, "data-key"), "phsort:name")
	click(t, ctx, `[data-key="phsort:name"]`)
	expectEqual(t, "by name, descending", eval[string](t, ctx, firstRow), "Zoé Ñandú")

	expectEqual(t, "Aleppo hidden under its governorate", count(t, ctx, `place-row"][data-id="gn:170063`), 0)
	click(t, ctx, `[data-key="plx:gn:170062"]`)
	expectEqual(t, "Aleppo shown", attr(t, ctx, `[data-testid="place-row"][data-id="gn:170063"]`, "data-count"), "3")
	expectEqual(t, "expanded state", attr(t, ctx, `[data-key="plx:gn:170062"]`, "aria-expanded"), "true")

	click(t, ctx, `[data-key="stack:photographer"]`)
	legend := eval[string](t, ctx, `document.querySelector('[data-testid="timeline"] .v-legend').textContent`)
	if !strings.Contains(legend, "GEORGES OURFALIAN") || strings.Contains(legend, "Reuters") {
		t.Errorf("legend stacked by photographer: got %q", legend)
	}
	run(t, ctx, "choosing monthly bins", chromedp.SetValue(chromedp.CSS(`[data-key="unit"]`), "month"))
	eval[bool](t, ctx, `document.querySelector('[data-key="unit"]').dispatchEvent(new Event("change"))`)
	expectEqual(t, "monthly bars: the month-only date counts in its month", attr(t, ctx, `[data-testid="timeline"] svg`, "data-total"), "5")
	expectEqual(t, "monthly: only the year-only date is partial", attr(t, ctx, `[data-testid="timeline"] svg`, "data-partial"), "1")
}

// viewsDownloads makes the browser save downloads into a fresh directory.
func viewsDownloads(t testing.TB, ctx context.Context) string {
	t.Helper()
	dir := t.TempDir()
	run(t, ctx, "allowing downloads", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir})
		return err
	}))
	return dir
}

// downloaded clicks an export button and returns the file it saves.
func downloaded(t testing.TB, ctx context.Context, dir, testid, name string) []byte {
	t.Helper()
	path := filepath.Join(dir, name)
	os.Remove(path)
	click(t, ctx, fmt.Sprintf(`[data-testid=%q]`, testid))
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(path); err == nil && len(b) > 0 {
			if _, err := os.Stat(path + ".crdownload"); err != nil {
				return b
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s: no %s downloaded", testid, name)
	return nil
}

func TestViewsExports(t *testing.T) {
	ctx := viewsPage(t, "")
	dir := viewsDownloads(t, ctx)
	csv := string(downloaded(t, ctx, dir, "export-csv", "captions.csv"))
	lines := strings.Split(strings.TrimRight(csv, "\r\n"), "\r\n")
	expectEqual(t, "CSV lines", len(lines), 11)
	if !strings.Contains(csv, `"'=HYPERLINK(""x"") Fighters`) {
		t.Errorf("CSV: the formula cell is not neutralised:\n%s", csv)
	}
	var ds struct {
		Records []struct {
			ID   int    `json:"id"`
			Text string `json:"text"`
		} `json:"records"`
	}
	if err := json.Unmarshal(downloaded(t, ctx, dir, "export-json", "captions.json"), &ds); err != nil {
		t.Fatal(err)
	}
	expectEqual(t, "JSON records", len(ds.Records), 10)

	click(t, ctx, ourfalian+` button.v-link`)
	csv = string(downloaded(t, ctx, dir, "export-csv", "captions.csv"))
	expectEqual(t, "CSV lines of the selection", strings.Count(csv, "\r\n"), 4)
	var gj struct {
		Features []struct {
			Properties struct {
				Name  string `json:"name"`
				Count int    `json:"count"`
			} `json:"properties"`
		} `json:"features"`
	}
	if err := json.Unmarshal(downloaded(t, ctx, dir, "export-geojson", "places.geojson"), &gj); err != nil {
		t.Fatal(err)
	}
	expectEqual(t, "GeoJSON features", len(gj.Features), 2)
	if len(gj.Features) > 0 {
		expectEqual(t, "GeoJSON first place", fmt.Sprintf("%s=%d", gj.Features[0].Properties.Name, gj.Features[0].Properties.Count), "Sukkari=2")
	}
	svg := string(downloaded(t, ctx, dir, "export-timeline-svg", "timeline.svg"))
	if !strings.HasPrefix(svg, "<svg") || !strings.Contains(svg, "<rect") {
		t.Errorf("timeline.svg: got %.200q", svg)
	}
	for _, name := range []string{"timeline", "map"} {
		png := downloaded(t, ctx, dir, "export-"+name+"-png", name+".png")
		if !strings.HasPrefix(string(png), "\x89PNG") || len(png) < 5000 {
			t.Errorf("%s.png: %d bytes, not a drawn PNG: %.20q", name, len(png), png)
		}
		if err := os.WriteFile(filepath.Join(screenshotDir(t), "views-export-"+name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestViewsEmptyState(t *testing.T) {
	ctx := viewsPage(t, "empty=1")
	got := eval[string](t, ctx, `document.querySelector(".v-empty-all").textContent`)
	if !strings.Contains(got, "Drop caption files") {
		t.Errorf("empty state: got %q, want it to say what to do", got)
	}
}

// TestViewsScreenshots saves a screenshot of each view at 1280×800, light and dark.
func TestViewsScreenshots(t *testing.T) {
	ctx := viewsPage(t, "")
	run(t, ctx, "waiting for the map", viewsWait(`document.querySelectorAll('.v-land path').length > 0`, 10*time.Second))
	click(t, ctx, `[data-testid="caption-row"][data-id="0"]`)
	shots := map[string]string{
		"cards": ".v-slot-cards", "timeline": ".v-slot-timeline", "photographers": ".v-slot-photographers",
		"agencies": ".v-slot-agencies", "places": ".v-slot-places", "map": ".v-slot-map", "captions": ".v-slot-captions",
	}
	for _, scheme := range []string{"light", "dark"} {
		run(t, ctx, "emulating "+scheme, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
			return err
		}))
		for name, css := range shots {
			if scheme == "dark" && name != "captions" && name != "timeline" {
				continue
			}
			b, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS(css), chromedp.NodeVisible))
			if err != nil {
				t.Fatalf("screenshot of %s: %v", name, err)
			}
			file := filepath.Join(screenshotDir(t), fmt.Sprintf("views-%s-%s.png", name, scheme))
			if err := os.WriteFile(file, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(screenshotDir(t), "views-page-"+scheme+".png"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// a tablet in portrait: the rows of two panels stack
	run(t, ctx, "tablet size", chromedp.EmulateViewport(820, 1180), viewsWait(`document.querySelector(".v-row").getBoundingClientRect().width < 820`, 5*time.Second))
	b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(screenshotDir(t), "views-page-tablet.png"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	overflow := eval[int](t, ctx, `document.documentElement.scrollWidth - document.documentElement.clientWidth`)
	expectEqual(t, "horizontal overflow at 820 px", overflow, 0)

	// 5,000 invented captions, to see the views with a realistic amount of data
	run(t, ctx, "desktop size, light", chromedp.EmulateViewport(1280, 800), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}}})
		return err
	}))
	viewsOpen(t, ctx, "n=5000")
	run(t, ctx, "waiting for the map", viewsWait(`document.querySelectorAll('.v-land path').length > 0`, 10*time.Second))
	b, err = chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(screenshotDir(t), "views-page-5000.png"), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkViewsFilterClick measures, with 100,000 captions loaded, the time to
// re-render every view after a filter click (a photographer on, then off): the views'
// JavaScript, and the time from the click until the frame that shows it has been
// rendered (style, layout, paint; up to one frame interval of waiting included).
func BenchmarkViewsFilterClick(b *testing.B) {
	ctx := viewsPage(b, "n=100000")
	b.Logf("100,000 captions: generated in %.0f ms, model and first render in %.0f ms",
		eval[float64](b, ctx, `viewsTimings.generate`), eval[float64](b, ctx, `viewsTimings.first`))
	// each iteration clicks 10 photographers on and off; the first two clicks warm up
	// (postings of the filter, JIT); the figures are medians of the clicks
	eval[float64](b, ctx, `(() => { const c = viewsController, id = [...c.model.photographers.keys()][0]; c.act.toggle("photographer", id); c.act.toggle("photographer", id); return 0; })()`)
	var js, layout []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := eval[[][]float64](b, ctx, `(async () => {
			const c = viewsController, ids = [...c.model.photographers.keys()];
			const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
			const out = [];
			for (let k = 0; k < 10; k++) {
				const id = ids[(`+fmt.Sprint(i)+` * 10 + k) % ids.length];
				for (const step of [0, 1]) {
					await frame();
					const t0 = performance.now();
					c.act.toggle("photographer", id);
					const t1 = performance.now();
					await frame(); // style, layout and paint of the frame that shows it
					out.push([t1 - t0, performance.now() - t0]);
				}
			}
			return out;
		})()`)
		for _, x := range r {
			js = append(js, x[0])
			layout = append(layout, x[1])
		}
	}
	b.ReportMetric(median(js), "ms/render")
	b.ReportMetric(median(layout), "ms/click-to-frame")
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}

// BenchmarkViewsScroll scrolls the list of 100,000 captions by three rows a frame and
// reports the frame times (mean, 95th percentile, worst) that requestAnimationFrame sees,
// beside the mean frame time of the same page when nothing scrolls (the baseline of a
// headless browser without a GPU), and the time spent in the list's own code per frame.
func BenchmarkViewsScroll(b *testing.B) {
	ctx := viewsPage(b, "n=100000")
	var idle, mean, p95, worst, script float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := eval[[]float64](b, ctx, `new Promise((done) => {
			const el = document.querySelector(".v-cap-scroll");
			el.scrollIntoView();
			const frames = (n, scroll) => new Promise((ok) => {
				const times = [];
				let last = 0, k = 0, busy = 0;
				const step = (t) => {
					if (last) times.push(t - last);
					last = t;
					if (scroll) {
						const t0 = performance.now();
						el.scrollTop += 3 * 76;
						el.dispatchEvent(new Event("scroll")); // run the list's handler now, to time it
						busy += performance.now() - t0;
					}
					if (++k < n) requestAnimationFrame(step);
					else ok({ times, busy: busy / n });
				};
				requestAnimationFrame(step);
			});
			frames(60, false).then((still) => frames(240, true).then((run) => {
				const avg = (a) => a.reduce((x, y) => x + y, 0) / a.length;
				const t = run.times.sort((a, b) => a - b);
				done([avg(still.times), avg(t), t[Math.floor(t.length * 0.95)], t[t.length - 1], run.busy,
					document.querySelectorAll('[data-testid="caption-row"]').length]);
			}));
		})`)
		idle += r[0]
		mean += r[1]
		p95 += r[2]
		worst = max(worst, r[3])
		script += r[4]
		if r[5] > 40 {
			b.Errorf("%v caption rows in the DOM while scrolling; the list is not virtualised", r[5])
		}
	}
	n := float64(b.N)
	b.ReportMetric(idle/n, "idle-ms/frame")
	b.ReportMetric(mean/n, "ms/frame")
	b.ReportMetric(p95/n, "p95-ms/frame")
	b.ReportMetric(worst, "max-ms/frame")
	b.ReportMetric(script/n, "script-ms/frame")
}

// viewsCaptions is an invented caption file for the test on the built site.
const viewsCaptions = `A boy walks past rubble in the Sukkari district of Aleppo, Syria, November 6, 2016. REUTERS/Abdalrhman Ismail

Smoke rises over eastern Aleppo, Syria November 20, 2016. REUTERS/Abdalrhman Ismail

Civil defence members search a building in Douma, Syria, December 3, 2016. Picture taken December 3, 2016. REUTERS/Bassam Khabieh

Displaced families arrive in Mosul, Iraq, March 2, 2017. REUTERS/Zohra Bensemra

A market reopens in Idlib, Syria, May 4, 2017. Photo by Omar Haj Kadour/AFP

A boy walks past rubble in the Sukkari district of Aleppo, Syria, November 6, 2016. REUTERS/Abdalrhman Ismail

<img src=x onerror=alert(1)> People queue for bread in Raqqa, Syria, June 1, 2017. REUTERS/Zohra Bensemra
`

// TestViewsAfterDropOnTheSite drops a file on the built site and checks that every view
// shows what the page's dataset says.
func TestViewsAfterDropOnTheSite(t *testing.T) {
	ctx := newPage(t)
	errs := consoleErrors(t, ctx)
	run(t, ctx, "sizing the window", chromedp.EmulateViewport(1280, 800))
	file := filepath.Join(t.TempDir(), "invented.txt")
	if err := os.WriteFile(file, []byte(viewsCaptions), 0o644); err != nil {
		t.Fatal(err)
	}
	dropFiles(t, ctx, file)
	waitDone(t, ctx)
	ds := pageDataset(t, ctx)
	dated, geo := 0, false
	for _, r := range ds.Records {
		if r.DuplicateOf == -1 && r.Date != "" {
			dated++
		}
		for _, p := range r.PlacesResolved {
			geo = geo || p != nil && p.HasGeo
		}
	}
	expectEqual(t, "caption rows", attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), fmt.Sprint(len(ds.Records)))
	expectEqual(t, "photographer rows", count(t, ctx, "photographer-row"), min(50, len(ds.Stats.Photographers)))
	for _, c := range ds.Stats.Photographers {
		if c.ID != "" {
			expectEqual(t, "captions of "+c.Name, attr(t, ctx, fmt.Sprintf(`[data-testid="photographer-row"][data-id=%q]`, c.ID), "data-count"), fmt.Sprint(c.Count))
		}
	}
	expectEqual(t, "agency rows", count(t, ctx, "agency-row"), len(ds.Stats.Agencies))
	for _, c := range ds.Stats.Agencies {
		expectEqual(t, "captions of "+c.Name, attr(t, ctx, fmt.Sprintf(`[data-testid="agency-row"][data-name=%q]`, c.Name), "data-count"), fmt.Sprint(c.Count))
	}
	for _, c := range ds.Stats.Places {
		if got := attr(t, ctx, fmt.Sprintf(`[data-testid="place-row"][data-id=%q]`, c.ID), "data-count"); c.ID != "" && got != "" {
			expectEqual(t, "captions in "+c.Name, got, fmt.Sprint(c.Count))
		}
	}
	if eval[bool](t, ctx, `typeof d3 === "undefined"`) {
		t.Fatalf("d3 is not loaded on the site: index.html needs the vendor scripts of web/views/NEEDS.md")
	}
	bars := eval[int](t, ctx, `+document.querySelector('[data-testid="timeline"] svg').dataset.total + +document.querySelector('[data-testid="timeline"] svg').dataset.partial`)
	expectEqual(t, "timeline: dated unique captions", bars, dated)
	expectEqual(t, "img elements in the views", eval[int](t, ctx, `document.querySelectorAll('#views img').length`), 0)
	if !geo {
		t.Logf("no place of the dataset has coordinates: the map shows its empty state")
	} else if err := chromedp.Do(ctx, viewsWait(`document.querySelectorAll('[data-testid="map"] .v-land path').length > 100`, 10*time.Second)); err != nil {
		t.Errorf("the map has no country outlines: %v", err)
	}
	b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(screenshotDir(t), "views-site-after-drop.png"), b, 0o644); err != nil {
		t.Fatal(err)
	}

	// clicking the first photographer filters the captions, the timeline and the places
	if len(ds.Stats.Photographers) > 0 && ds.Stats.Photographers[0].ID != "" {
		id := ds.Stats.Photographers[0].ID
		all, datedHis := 0, 0
		for _, r := range ds.Records {
			if slices.Contains(r.PhotographerIDs, id) {
				all++
				if r.DuplicateOf == -1 && r.Date != "" {
					datedHis++
				}
			}
		}
		click(t, ctx, fmt.Sprintf(`[data-testid="photographer-row"][data-id=%q] button.v-link`, id))
		expectEqual(t, "captions of "+id, attr(t, ctx, `[data-testid="caption-count"]`, "data-count"), fmt.Sprint(all))
		bars := eval[int](t, ctx, `+document.querySelector('[data-testid="timeline"] svg').dataset.total + +document.querySelector('[data-testid="timeline"] svg').dataset.partial`)
		expectEqual(t, "timeline of "+id, bars, datedHis)
		expectEqual(t, "place rows all within the selection", eval[bool](t, ctx, `[...document.querySelectorAll('[data-testid="place-row"]')].every((r) => +r.dataset.count <= `+fmt.Sprint(all)+`)`), true)
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(e, "\n"))
	}
}

// screenshotDir is where a test saves its screenshots for review: web/e2e/screenshots/
// (the ones the README shows) when UPDATE_SCREENSHOTS=1, else a temporary directory,
// so that a test run does not change the tree.
func screenshotDir(t testing.TB) string {
	if os.Getenv("UPDATE_SCREENSHOTS") != "" {
		return "screenshots"
	}
	return t.TempDir()
}
