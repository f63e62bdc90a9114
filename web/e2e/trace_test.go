package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// BenchmarkTrace records a Chrome trace of the page while it analyzes a drop of
// synthetic files (BENCH_SIZES megabytes, "10,100" unless set) and reports, for the
// page's main thread: the longest tasks by time on the processor, with the trace
// events inside them (garbage collection, function calls, deserialization, layout...)
// and, with BENCH_TRACE_SAMPLES=1, the JavaScript functions the sampling profiler saw
// there; the longest stretches between two turns of a timer by time on the processor;
// and the tasks inside each gap of over 40 ms between two turns, the gaps the browser
// benchmark measures. The traces are kept in BENCH_TRACE_DIR (the temporary directory
// unless set), to open in the browser's performance panel; with BENCH_TRACE_FILE set,
// it reports on that trace instead of recording one, and with BENCH_TRACE_WINDOW=from,to
// (ms after its first task) also on what the main thread ran then. It runs with
// BENCH_TRACE=1:
//
//	BENCH_TRACE=1 BENCH_SIZES=100 go test -run '^$' -bench Trace -benchtime 1x -v ./web/e2e
func BenchmarkTrace(b *testing.B) {
	if os.Getenv("BENCH_TRACE") == "" {
		b.Skip("the trace benchmark runs with BENCH_TRACE=1")
	}
	if f := os.Getenv("BENCH_TRACE_FILE"); f != "" {
		reportFile(b, f)
		return
	}
	pageTimeout, doneTimeout = 40*time.Minute, 30*time.Minute
	forSizes(b, "10,100", "", traceDrop)
}

// traceCategories are those of the performance panel, with the collector's events;
// BENCH_TRACE_SAMPLES=1 adds the sampling profiler (which slows the page down a lot
// on a big drop, with pauses of its own).
var traceCategories = []string{
	"-*", "toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline",
	"v8", "v8.execute", "disabled-by-default-v8.gc", "blink.user_timing",
}

func traceDrop(b *testing.B, mb int) {
	path := corpus(b, mb)
	ctx := newPage(b)
	var mu sync.Mutex
	var raw []jsonv2.Value
	complete := make(chan struct{})
	if err := chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			mu.Lock()
			raw = append(raw, e.Value...)
			mu.Unlock()
		case *tracing.EventTracingComplete:
			close(complete)
		}
	}); err != nil {
		b.Fatal(err)
	}
	// The page's timers, as the browser benchmark has them; a gap of over 40 ms is
	// also a user timing measure, to find in the trace.
	eval[bool](b, ctx, `(() => {
		const g = { max: 0 }; window.__gap = g; let last = performance.now();
		const tick = () => {
			const n = performance.now(); g.max = Math.max(g.max, n - last);
			if (n - last > 40) performance.measure("gap", { start: last, end: n });
			last = n;
			if (document.body.dataset.state !== "done") setTimeout(tick, 0);
		};
		setTimeout(tick, 0);
		return true;
	})()`)
	cats := traceCategories
	if os.Getenv("BENCH_TRACE_SAMPLES") != "" {
		cats = append(cats[:len(cats):len(cats)], "disabled-by-default-v8.cpu_profiler")
	}
	run(b, ctx, "starting the trace", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{
			TransferMode: tracing.StartTransferModeReportEvents,
			TraceConfig: &tracing.TraceConfig{
				RecordMode:          tracing.TraceConfigRecordModeRecordAsMuchAsPossible,
				TraceBufferSizeInKb: 400 << 10,
				IncludedCategories:  cats,
			},
		})
		return err
	}))
	b.ResetTimer()
	dropFiles(b, ctx, path)
	waitDone(b, ctx)
	b.StopTimer()
	run(b, ctx, "ending the trace", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return err
	}))
	select {
	case <-complete:
	case <-time.After(2 * time.Minute):
		b.Fatal("the trace did not complete")
	}
	gap := eval[float64](b, ctx, `window.__gap.max`)
	b.Logf("longest gap %.0f ms; page timings: %s; run: %s", gap,
		eval[string](b, ctx, `JSON.stringify(captionsApp.timing)`), eval[string](b, ctx, `JSON.stringify(captionsApp.lastRun)`))
	b.ReportMetric(gap, "longest-gap-ms")

	mu.Lock()
	defer mu.Unlock()
	dir := os.Getenv("BENCH_TRACE_DIR")
	if dir == "" {
		dir = os.TempDir()
	}
	out := filepath.Join(dir, fmt.Sprintf("captions-trace-%dMB.json", mb))
	if err := writeTrace(out, raw); err != nil {
		b.Fatal(err)
	}
	b.Logf("%d trace events in %s", len(raw), out)
	tr, err := readTrace(raw)
	if err != nil {
		b.Fatal(err)
	}
	b.Log("\n" + tr.report(15))
}

// reportFile reports on a trace that traceDrop wrote.
func reportFile(b *testing.B, path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	var f struct {
		TraceEvents []jsonv2.Value `json:"traceEvents"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		b.Fatal(err)
	}
	tr, err := readTrace(f.TraceEvents)
	if err != nil {
		b.Fatal(err)
	}
	tr.site = os.Getenv("BENCH_TRACE_SITE")
	b.Log("\n" + tr.report(15))
	// BENCH_TRACE_WINDOW="from,to", in ms after the first task, reports what the main
	// thread ran in that window (the final merge, say).
	if w := os.Getenv("BENCH_TRACE_WINDOW"); w != "" && len(tr.tasks) > 0 {
		var from, to float64
		if _, err := fmt.Sscanf(w, "%g,%g", &from, &to); err != nil {
			b.Fatalf("BENCH_TRACE_WINDOW %q: want from,to in ms", w)
		}
		var sb strings.Builder
		t0 := tr.tasks[0].Ts
		fmt.Fprintf(&sb, "from +%.0f to +%.0f ms:\n", from, to)
		tr.contents(&sb, t0+from*1000, t0+to*1000)
		b.Log("\n" + sb.String())
	}
}

func writeTrace(path string, events []jsonv2.Value) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	fmt.Fprint(f, `{"traceEvents":[`)
	for i, e := range events {
		if i > 0 {
			fmt.Fprint(f, ",\n")
		}
		f.Write(e)
	}
	_, err = fmt.Fprint(f, "]}\n")
	return err
}

// traceEvent is an event of the trace (Trace Event Format): times in microseconds.
type traceEvent struct {
	Name string          `json:"name"`
	Cat  string          `json:"cat"`
	Ph   string          `json:"ph"`
	Ts   float64         `json:"ts"`
	Dur  float64         `json:"dur"`
	TDur float64         `json:"tdur"` // on the processor
	Pid  int             `json:"pid"`
	Tid  int             `json:"tid"`
	ID   json.RawMessage `json:"id"` // a number or a string
	Args json.RawMessage `json:"args"`
}

type threadID struct{ pid, tid int }

// sample is a JavaScript stack the profiler saw on the main thread, at ts.
type sample struct {
	ts   float64
	leaf int // node id in the profile of the thread
}

type profNode struct {
	name, url string
	line      int
	parent    int
}

type trace struct {
	main    threadID
	events  []traceEvent // of the main thread, complete (ph X), by start
	tasks   []traceEvent // top-level tasks of the main thread, by start
	gaps    []traceEvent // user timing "gap" measures: ts and dur
	nodes   map[int]profNode
	samples []sample
	site    string
}

var taskNames = map[string]bool{"ThreadControllerImpl::RunTask": true, "RunTask": true}

func readTrace(raw []jsonv2.Value) (*trace, error) {
	var all []traceEvent
	for _, r := range raw {
		var e traceEvent
		if err := json.Unmarshal(r, &e); err != nil {
			return nil, fmt.Errorf("a trace event: %v: %.200s", err, r)
		}
		all = append(all, e)
	}
	// The page's main thread: the renderer main thread busiest with tasks.
	mains := map[threadID]bool{}
	for _, e := range all {
		if e.Ph == "M" && e.Name == "thread_name" && strings.Contains(string(e.Args), `"CrRendererMain"`) {
			mains[threadID{e.Pid, e.Tid}] = true
		}
	}
	busy := map[threadID]float64{}
	for _, e := range all {
		if t := (threadID{e.Pid, e.Tid}); mains[t] && e.Ph == "X" && taskNames[e.Name] {
			busy[t] += e.Dur
		}
	}
	tr := &trace{nodes: map[int]profNode{}, site: siteURL}
	for t, d := range busy {
		if d > busy[tr.main] {
			tr.main = t
		}
	}
	profileThread := map[string]int{} // profile id → tid
	for _, e := range all {
		if e.Pid == tr.main.pid && e.Name == "Profile" {
			profileThread[string(e.ID)] = e.Tid
		}
	}
	var profStart float64
	for _, e := range all {
		switch {
		case e.Pid != tr.main.pid:
		case e.Name == "Profile" && e.Tid == tr.main.tid:
			var a struct {
				Data struct {
					StartTime float64 `json:"startTime"`
				} `json:"data"`
			}
			json.Unmarshal(e.Args, &a)
			profStart = a.Data.StartTime
		case e.Name == "gap" && e.Ph == "b":
			tr.gaps = append(tr.gaps, e)
		case e.Name == "gap" && e.Ph == "e":
			for i := len(tr.gaps) - 1; i >= 0; i-- {
				if string(tr.gaps[i].ID) == string(e.ID) && tr.gaps[i].Dur == 0 {
					tr.gaps[i].Dur = e.Ts - tr.gaps[i].Ts
					break
				}
			}
		case e.Tid == tr.main.tid && e.Ph == "X":
			tr.events = append(tr.events, e)
		}
	}
	// The samples of the main thread's profile, in order.
	t := profStart
	for _, e := range all {
		if e.Pid != tr.main.pid || e.Name != "ProfileChunk" || profileThread[string(e.ID)] != tr.main.tid {
			continue
		}
		var a struct {
			Data struct {
				CPUProfile struct {
					Nodes []struct {
						ID        int `json:"id"`
						Parent    int `json:"parent"`
						CallFrame struct {
							FunctionName string `json:"functionName"`
							URL          string `json:"url"`
							LineNumber   int    `json:"lineNumber"`
						} `json:"callFrame"`
					} `json:"nodes"`
					Samples []int `json:"samples"`
				} `json:"cpuProfile"`
				TimeDeltas []float64 `json:"timeDeltas"`
			} `json:"data"`
		}
		if err := json.Unmarshal(e.Args, &a); err != nil {
			return nil, fmt.Errorf("a profile chunk: %v", err)
		}
		for _, n := range a.Data.CPUProfile.Nodes {
			f := n.CallFrame
			tr.nodes[n.ID] = profNode{name: f.FunctionName, url: f.URL, line: f.LineNumber, parent: n.Parent}
		}
		for i, s := range a.Data.CPUProfile.Samples {
			if i < len(a.Data.TimeDeltas) {
				t += a.Data.TimeDeltas[i]
			}
			tr.samples = append(tr.samples, sample{ts: t, leaf: s})
		}
	}
	sort.SliceStable(tr.events, func(i, j int) bool { return tr.events[i].Ts < tr.events[j].Ts })
	end := 0.0
	for _, e := range tr.events {
		if taskNames[e.Name] && e.Ts >= end {
			tr.tasks = append(tr.tasks, e)
			end = e.Ts + e.Dur
		}
	}
	return tr, nil
}

// report lists the n longest tasks, then the tasks inside the gaps.
func (tr *trace) report(n int) string {
	var sb strings.Builder
	tasks := append([]traceEvent(nil), tr.tasks...)
	// By time on the processor: on a busy machine the thread waits for it, and the
	// wall time of a task says more about the machine than about the page.
	sort.Slice(tasks, func(i, j int) bool { return tasks[i].TDur > tasks[j].TDur })
	var total float64
	for _, t := range tr.tasks {
		total += t.Dur
	}
	fmt.Fprintf(&sb, "main thread %d/%d: %d tasks, %.0f ms in tasks, %d events, %d samples\n",
		tr.main.pid, tr.main.tid, len(tr.tasks), total/1000, len(tr.events), len(tr.samples))
	if len(tr.tasks) > 0 {
		t0 := tr.tasks[0].Ts
		for i, t := range tasks[:min(n, len(tasks))] {
			fmt.Fprintf(&sb, "task %d: %.1f ms (%.1f ms on the processor) at +%.0f ms\n", i+1, t.Dur/1000, t.TDur/1000, (t.Ts-t0)/1000)
			tr.contents(&sb, t.Ts, t.Ts+t.Dur)
		}
		tr.stretches(&sb, 5)
		gaps := append([]traceEvent(nil), tr.gaps...)
		sort.Slice(gaps, func(i, j int) bool { return gaps[i].Dur > gaps[j].Dur })
		for i, g := range gaps[:min(5, len(gaps))] {
			fmt.Fprintf(&sb, "gap %d: %.1f ms at +%.0f ms; its tasks:", i+1, g.Dur/1000, (g.Ts-t0)/1000)
			var longest traceEvent
			for _, t := range tr.tasks {
				if t.Ts+t.Dur > g.Ts && t.Ts < g.Ts+g.Dur {
					fmt.Fprintf(&sb, " %.1f@+%.0f", t.Dur/1000, (t.Ts-g.Ts)/1000)
					if t.Dur > longest.Dur {
						longest = t
					}
				}
			}
			sb.WriteString("\n")
			if longest.Dur > 0 { // what held the thread longest in the gap
				fmt.Fprintf(&sb, "  its longest task: %.1f ms (%.1f ms on the processor)\n", longest.Dur/1000, longest.TDur/1000)
				tr.contents(&sb, longest.Ts, longest.Ts+longest.Dur)
			}
		}
	}
	return sb.String()
}

// stretches writes the n longest stretches between two turns of the page's timer
// (the gaps the benchmarks measure) by the time the tasks in them spent on the
// processor: what they would be with a processor to spare.
func (tr *trace) stretches(sb *strings.Builder, n int) {
	var ticks []traceEvent
	for _, e := range tr.events {
		if e.Name == "FunctionCall" && strings.Contains(string(e.Args), `"functionName":"tick"`) {
			ticks = append(ticks, e)
		}
	}
	type stretch struct{ at, wall, cpu float64 }
	var list []stretch
	k := 0
	for i := 1; i < len(ticks); i++ {
		a, b := ticks[i-1].Ts+ticks[i-1].Dur, ticks[i].Ts
		st := stretch{at: a, wall: b - a}
		for ; k < len(tr.tasks) && tr.tasks[k].Ts < b; k++ {
			if t := tr.tasks[k]; t.Ts >= a {
				st.cpu += t.TDur
			}
		}
		list = append(list, st)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].cpu > list[j].cpu })
	fmt.Fprintf(sb, "%d turns of the timer; the longest stretches between two by time on the processor:", len(ticks))
	for _, st := range list[:min(n, len(list))] {
		fmt.Fprintf(sb, " %.1f ms (%.1f on the clock) at +%.0f ms;", st.cpu/1000, st.wall/1000, (st.at-tr.tasks[0].Ts)/1000)
	}
	sb.WriteString("\n")
	// What the longest two ran: they are the gaps the page would have with a
	// processor to spare.
	for i, st := range list[:min(2, len(list))] {
		fmt.Fprintf(sb, "stretch %d, at +%.0f ms:\n", i+1, (st.at-tr.tasks[0].Ts)/1000)
		tr.contents(sb, st.at, st.at+st.wall)
	}
}

// contents writes the events inside [from, to), summed by name (FunctionCall by its
// function), and the functions the profiler saw there.
func (tr *trace) contents(sb *strings.Builder, from, to float64) {
	type sum struct {
		name  string
		ms    float64
		cpu   float64
		count int
	}
	sums := map[string]*sum{}
	i := sort.Search(len(tr.events), func(i int) bool { return tr.events[i].Ts >= from })
	for ; i < len(tr.events) && tr.events[i].Ts < to; i++ {
		e := tr.events[i]
		if taskNames[e.Name] || e.Dur < 200 {
			continue
		}
		name := e.Name
		if e.Name == "FunctionCall" || e.Name == "EventDispatch" || e.Name == "TimerFire" {
			var a struct {
				Data struct {
					FunctionName string `json:"functionName"`
					URL          string `json:"url"`
					LineNumber   int    `json:"lineNumber"`
					Type         string `json:"type"`
				} `json:"data"`
			}
			json.Unmarshal(e.Args, &a)
			d := a.Data
			name += " " + d.Type + d.FunctionName + " " + strings.TrimPrefix(d.URL, tr.site) + ":" + strconv.Itoa(d.LineNumber)
		}
		s := sums[name]
		if s == nil {
			s = &sum{name: name}
			sums[name] = s
		}
		s.ms += e.Dur / 1000
		s.cpu += e.TDur / 1000
		s.count++
	}
	list := make([]*sum, 0, len(sums))
	for _, s := range sums {
		list = append(list, s)
	}
	sort.Slice(list, func(i, j int) bool { return list[i].ms > list[j].ms })
	for _, s := range list[:min(12, len(list))] {
		fmt.Fprintf(sb, "    %7.1f ms (%5.1f) %4d× %s\n", s.ms, s.cpu, s.count, s.name)
	}
	// Samples: by the function running (self) and by the page's innermost function.
	self, ours := map[string]int{}, map[string]int{}
	count := 0
	j := sort.Search(len(tr.samples), func(i int) bool { return tr.samples[i].ts >= from })
	for ; j < len(tr.samples) && tr.samples[j].ts < to; j++ {
		count++
		leaf := tr.nodes[tr.samples[j].leaf]
		self[tr.frame(leaf)]++
		for id := tr.samples[j].leaf; id != 0; id = tr.nodes[id].parent {
			if nd := tr.nodes[id]; tr.site != "" && strings.HasPrefix(nd.url, tr.site) {
				ours[tr.frame(nd)]++
				break
			}
		}
	}
	if count == 0 {
		return
	}
	top := func(what string, m map[string]int) {
		type kv struct {
			k string
			v int
		}
		var l []kv
		for k, v := range m {
			l = append(l, kv{k, v})
		}
		sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v })
		fmt.Fprintf(sb, "    samples (%d) %s:", count, what)
		for _, x := range l[:min(6, len(l))] {
			fmt.Fprintf(sb, " %s %d%%;", x.k, 100*x.v/count)
		}
		sb.WriteString("\n")
	}
	top("running", self)
	top("in the page's code", ours)
}

func (tr *trace) frame(n profNode) string {
	name := n.name
	if name == "" {
		name = "(anonymous)"
	}
	if n.url == "" {
		return name
	}
	return name + " " + strings.TrimPrefix(n.url, tr.site) + ":" + strconv.Itoa(n.line+1)
}
