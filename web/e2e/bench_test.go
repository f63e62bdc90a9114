package e2e

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/captions-analyzer/captions/internal/synth"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The browser benchmarks (make bench-browser) report, and assert nothing:
//   - drop to data-state=done for 1, 10 and 100 MB synthetic files, with the page's
//     throughput beside the command line's on the same file, the longest gap of the
//     page's main thread while it works, and the peak memory of the browser;
//   - page load to the sample's counts;
//   - the site's transfer size (brotli), with E2E_FULL_BUILD=1.
func BenchmarkBrowser(b *testing.B) {
	if os.Getenv("BENCH_BROWSER") == "" {
		b.Skip("browser benchmarks run with BENCH_BROWSER=1 (make bench-browser)")
	}
	pageTimeout, doneTimeout = 40*time.Minute, 30*time.Minute
	forSizes(b, "1,10,100", "DropToDone/", benchDrop)
	b.Run("SampleFromLoad", benchSample)
	b.Run("SiteSize", func(b *testing.B) {
		newPage(b) // builds the site
		if siteReport == nil {
			b.Skip("no build report")
		}
		b.ReportMetric(float64(siteReport.Brotli), "site-br-bytes")
		b.ReportMetric(float64(siteReport.WasmBrotli), "wasm-br-bytes")
		b.ReportMetric(float64(siteReport.WasmRaw), "wasm-bytes")
		if os.Getenv("E2E_FULL_BUILD") == "" {
			b.Log("brotli sizes of a quick build (level 4); set E2E_FULL_BUILD=1 for the shipped sizes")
		}
	})
}

var corpusDir = sync.OnceValue(func() string {
	d, err := os.MkdirTemp("", "captions-bench-")
	if err != nil {
		panic(err)
	}
	cleanups = append(cleanups, func() { os.RemoveAll(d) })
	return d
})

// corpus writes (once) a synthetic corpus of mb megabytes.
func corpus(b *testing.B, mb int) string {
	p := filepath.Join(corpusDir(), fmt.Sprintf("synthetic-%dMB.txt", mb))
	if _, err := os.Stat(p); err == nil {
		return p
	}
	f, err := os.Create(p)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	if err := synth.Write(w, nil, synth.Config{Seed: uint64(mb), Size: mb << 20}); err != nil {
		b.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	f.Close()
	return p
}

// forSizes runs bench on synthetic files of each size in megabytes that BENCH_SIZES
// lists ("1,10,100"), or sizes unless it is set, as sub-benchmarks prefix+"<n>MB".
func forSizes(b *testing.B, sizes, prefix string, bench func(*testing.B, int)) {
	if s := os.Getenv("BENCH_SIZES"); s != "" {
		sizes = s
	}
	for _, f := range strings.Split(sizes, ",") {
		mb, err := strconv.Atoi(f)
		if err != nil {
			b.Fatalf("BENCH_SIZES: %v", err)
		}
		b.Run(fmt.Sprintf("%s%dMB", prefix, mb), func(b *testing.B) { bench(b, mb) })
	}
}

func benchDrop(b *testing.B, mb int) {
	path := corpus(b, mb)
	st, _ := os.Stat(path)
	size := float64(st.Size())
	// The command line on the same file, output discarded.
	cliDatasetIn(b, filepath.Dir(path), filepath.Base(path)) // builds it
	t0 := time.Now()
	cmd := exec.Command(cliPath, "-format", "json", path)
	if err := cmd.Run(); err != nil {
		b.Fatalf("captions: %v", err)
	}
	native := time.Since(t0)

	ctx := newPage(b)
	eval[bool](b, ctx, `(() => {
		const g = { max: 0 }; window.__gap = g; let last = performance.now();
		const tick = () => {
			const n = performance.now(); g.max = Math.max(g.max, n - last); last = n;
			if (document.body.dataset.state !== "done") setTimeout(tick, 0);
		};
		setTimeout(tick, 0);
		return true;
	})()`)
	base, baseByType := browserMemoryByType()
	stop := make(chan struct{})
	peak := make(chan int64)
	var peakByType map[string]int64 // at the peak, less the base
	var peakAt time.Time
	go func() {
		m := base
		for {
			select {
			case <-stop:
				peak <- m
				return
			case <-time.After(50 * time.Millisecond):
				if n, byType := browserMemoryByType(); n > m {
					m, peakByType, peakAt = n, byType, time.Now()
					for k, v := range baseByType {
						peakByType[k] -= v
					}
				}
			}
		}
	}()
	b.ResetTimer()
	t1 := time.Now()
	dropFiles(b, ctx, path)
	waitDone(b, ctx)
	page := time.Since(t1)
	b.StopTimer()
	close(stop)
	grown := <-peak - base
	b.Logf("memory at the peak, %.1f s after the drop (done at %.1f s), above the base, by process: %v MB",
		peakAt.Sub(t1).Seconds(), page.Seconds(), mbEach(peakByType))
	gap := eval[float64](b, ctx, `window.__gap.max`)
	caps := eval[int](b, ctx, `captionsApp.dataset.stats.captions`)
	b.Logf("page timings: %s; run: %s", eval[string](b, ctx, `JSON.stringify(captionsApp.timing)`), eval[string](b, ctx, `JSON.stringify(captionsApp.lastRun)`))
	tail := eval[struct{ Received, Merged, Done float64 }](b, ctx, `({ received: Math.max(...captionsApp.pool.timings.map((t) => t.received)), merged: captionsApp.timing.merged, done: captionsApp.timing.done })`)
	b.Logf("after the last part: merged in %.0f ms, views drawn %.0f ms later", tail.Merged-tail.Received, tail.Done-tail.Merged)
	b.ReportMetric(tail.Done-tail.Received, "last-part-to-done-ms")
	bq := eval[struct{ Count, Ms, Recycled float64 }](b, ctx, `({ count: captionsApp.pool.boundaries.count, ms: captionsApp.pool.boundaries.ms, recycled: captionsApp.pool.recycled })`)
	b.Logf("boundary questions: %.0f, %.0f ms of the workers' time from post to answer; workers replaced: %.0f", bq.Count, bq.Ms, bq.Recycled)
	b.Logf("parts: %s", eval[string](b, ctx, `JSON.stringify(captionsApp.pool.timings.map(t => [t.bytes, Math.round(t.go), Math.round(t.parse), t.answer, Math.round(t.received - t.sent), t.steps, Math.round(t.sent), t.memory >> 20]))`))

	b.ReportMetric(size/1e6/page.Seconds(), "page-MB/s")
	b.ReportMetric(size/1e6/native.Seconds(), "cli-MB/s")
	b.ReportMetric(page.Seconds()*1000, "drop-to-done-ms")
	b.ReportMetric(gap, "longest-gap-ms")
	b.ReportMetric(float64(grown)/1e6, "peak-mem-MB")
	b.ReportMetric(float64(grown)/size, "mem-x-input")
	heap := pageHeap(b, ctx)
	b.ReportMetric(heap/1e6, "page-heap-MB")
	// The tab once the page's heap has been collected: what is live, against the
	// peak, which holds garbage too.
	after, afterByType := browserMemoryByType()
	for k, v := range baseByType {
		afterByType[k] -= v
	}
	b.Logf("memory after a collection, above the base: %d MB (%.1f× input), by process: %v MB",
		(after-base)/1e6, float64(after-base)/size, mbEach(afterByType))
	b.Logf("%d MB (%d captions): page %.2fs = %.1f MB/s, cli %.2fs = %.1f MB/s; longest gap %.0f ms; memory +%.0f MB (%.1f× input), the page's JS heap %.0f MB (%.1f× input)",
		mb, caps, page.Seconds(), size/1e6/page.Seconds(), native.Seconds(), size/1e6/native.Seconds(), gap, float64(grown)/1e6, float64(grown)/size, heap/1e6, heap/size)
	benchFirstSearch(b, ctx)
}

// benchFirstSearch types a query into the caption search of the page that has just
// analyzed a drop, and reports the time from Enter to the views showing its captions
// (the first search reads every caption) and the longest gap of the main thread
// meanwhile.
func benchFirstSearch(b *testing.B, ctx context.Context) {
	eval[bool](b, ctx, `(() => {
		const el = document.querySelector('[data-testid="caption-search"]');
		el.value = "herat";
		const g = { max: 0, t0: performance.now(), t1: 0 }; window.__search = g; let last = g.t0;
		const tick = () => {
			const n = performance.now(); g.max = Math.max(g.max, n - last); last = n;
			if (new URLSearchParams(location.hash.slice(1)).get("q") === "herat" && document.querySelector('[data-testid="caption-search"]') !== el) g.t1 = n;
			else setTimeout(tick, 0);
		};
		setTimeout(tick, 0);
		el.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
		return true;
	})()`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.__search.t1 > 0`, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(time.Minute))); err != nil {
		b.Fatalf("the first search did not end: %v", err)
	}
	t := eval[struct{ Max, T0, T1 float64 }](b, ctx, `window.__search`)
	b.ReportMetric(t.T1-t.T0, "first-search-ms")
	b.ReportMetric(t.Max, "search-gap-ms")
	b.Logf("first search: %.0f ms to the captions that hold it, longest gap %.0f ms; %s captions shown; views' timings %s",
		t.T1-t.T0, t.Max, attr(b, ctx, `[data-testid="caption-count"]`, "data-count"), eval[string](b, ctx, `JSON.stringify(captionsApp.views.timings)`))
}

// mbEach gives each value of m in whole megabytes.
func mbEach(m map[string]int64) map[string]int64 {
	out := map[string]int64{}
	for k, v := range m {
		out[k] = v / 1e6
	}
	return out
}

func benchSample(b *testing.B) {
	if err := serveSite(); err != nil {
		b.Fatal(err)
	}
	ctx := newPage(b)
	run(b, ctx, "clicking the sample", chromedp.Click(chromedp.CSS(`[data-testid="sample"]`)))
	waitDone(b, ctx)
	// performance.now() counts from the navigation's start. The counts are the whole
	// sample's once the last part is merged; the views are drawn after them, by done.
	t := eval[struct{ SampleClick, Counts, Done float64 }](b, ctx, `captionsApp.timing`)
	b.ReportMetric(t.Counts, "load-to-counts-ms")
	b.ReportMetric(t.Counts-t.SampleClick, "click-to-counts-ms")
	b.ReportMetric(t.Done, "load-to-done-ms")
	b.Logf("page load to the sample's counts: %.0f ms (click at %.0f ms, click to counts %.0f ms, views drawn at %.0f ms)",
		t.Counts, t.SampleClick, t.Counts-t.SampleClick, t.Done)
	b.Logf("workers ready at %s ms, priming ended at %.0f ms; parts [bytes, ms in Go, sent, received]: %s",
		eval[string](b, ctx, `JSON.stringify(captionsApp.pool.readyAt)`), eval[float64](b, ctx, `captionsApp.pool.primedAt`),
		eval[string](b, ctx, `JSON.stringify(captionsApp.pool.timings.map(t => [t.bytes, Math.round(t.go), Math.round(t.sent), Math.round(t.received)]))`))
}

// pageHeap is the page's JavaScript heap once collected (its workers' not counted).
func pageHeap(b *testing.B, ctx context.Context) float64 {
	var used float64
	run(b, ctx, "measuring the page's heap", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, heapprofiler.CollectGarbage, cdp.Empty{}); err != nil {
			return err
		}
		u, err := cdp.Call(ctx, tg, runtime.GetHeapUsage, cdp.Empty{})
		used = u.UsedSize
		return err
	}))
	return used
}

// browserMemory sums the proportional set size of the test browser's processes.
func browserMemory() int64 {
	total, _ := browserMemoryByType()
	return total
}

// browserMemoryByType is browserMemory with the sum for each kind of process
// ("browser", "renderer", "gpu-process", "utility", ...).
func browserMemoryByType() (int64, map[string]int64) {
	profile := filepath.Join(tmpDir, "profile")
	procs, _ := filepath.Glob("/proc/[0-9]*")
	var total int64
	byType := map[string]int64{}
	for _, p := range procs {
		cmdline, err := os.ReadFile(p + "/cmdline")
		if err != nil || !bytes.Contains(cmdline, []byte(profile)) && !isChild(p, profile) {
			continue
		}
		kind := "browser"
		for _, arg := range bytes.Fields(bytes.ReplaceAll(cmdline, []byte{0}, []byte{' '})) { // helpers' titles are one string
			if t, ok := bytes.CutPrefix(arg, []byte("--type=")); ok {
				kind = string(t)
			}
		}
		n := pss(p)
		total += n
		byType[kind] += n
	}
	return total, byType
}

// isChild reports whether a process is a helper of the browser (renderers do not
// carry the profile flag; they carry the browser's --type and are its descendants).
func isChild(p, profile string) bool {
	for i := 0; i < 4; i++ {
		st, err := os.ReadFile(p + "/stat")
		if err != nil {
			return false
		}
		f := strings.Fields(string(st[bytes.LastIndexByte(st, ')')+1:]))
		if len(f) < 2 {
			return false
		}
		p = "/proc/" + f[1]
		cmdline, err := os.ReadFile(p + "/cmdline")
		if err == nil && bytes.Contains(cmdline, []byte(profile)) {
			return true
		}
	}
	return false
}

func pss(p string) int64 {
	data, err := os.ReadFile(p + "/smaps_rollup")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "Pss:") {
			f := strings.Fields(line)
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}
