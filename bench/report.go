package main

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"
)

// report is everything one run measured.
type report struct {
	Started, Finished time.Time
	Args              []string
	Full              bool
	Runs              int
	Machine           string
	LoadStart         string
	LoadEnd           string
	Tools             []*tool
	Inputs            []input
	Results           map[string]map[string]result // tool id → input name → result
	Scores            map[string]*scored           // tool id → score on the dev gold
}

func (r *report) set(tool, in string, res result) {
	if r.Results[tool] == nil {
		r.Results[tool] = map[string]result{}
	}
	r.Results[tool][in] = res
}

// get returns a successful measurement.
func (r *report) get(tool, in string) (measure, bool) {
	res, ok := r.Results[tool][in]
	return res.M, ok && res.Err == "" && res.M.Work > 0
}

// summaryInput is the input every row runs on by default.
const summaryInput = "1 MB"

// ratio is one line of the ratios table.
type ratio struct {
	What   string
	Value  float64 // by elapsed work time
	CPU    float64 // by CPU time; 0 when unknown
	OK     bool    // measured
	Target float64
}

func (r *report) ratios() []ratio {
	var out []ratio
	tp := func(what, a, b, in string, target float64) {
		x, okA := r.get(a, in)
		y, okB := r.get(b, in)
		c := 0.0
		if x.CPUMBps() > 0 && y.CPUMBps() > 0 {
			c = x.CPUMBps() / y.CPUMBps()
		}
		out = append(out, ratio{What: what + " (" + in + ")", OK: okA && okB, Value: x.MBps() / y.MBps(), CPU: c, Target: target})
	}
	tp("native CLI / wink-nlp", "native", "wink", summaryInput, 50)
	tp("native CLI / compromise", "native", "compromise", summaryInput, 1000)
	tp("site in Chromium / wink-nlp under node", "browser", "wink", summaryInput, 10)
	tp("wasm under node / wink-nlp under node", "wasm", "wink", summaryInput, 0)
	tp("wasm under node / compromise under node", "wasm", "compromise", summaryInput, 0)
	for _, in := range r.Inputs {
		if in.Dev {
			continue
		}
		tp("native CLI / native byte scan", "native", "scan", in.Name, 0.10)
		tp("wasm under node / wasm byte scan", "wasm", "scan-wasm", in.Name, 0.15)
	}
	if r.Full {
		tp("native CLI / wink-nlp", "native", "wink", "20 MB", 50)
		tp("native CLI / compromise", "native", "compromise", "20 MB", 1000)
	}
	return out
}

// fields are the accuracy columns: name and how to read it from a score.
var fields = []struct {
	Name string
	Get  func(*scored) float64
}{
	{"photographers F1", func(s *scored) float64 { return s.Photographers.F1() }},
	{"agencies F1", func(s *scored) float64 { return s.Agencies.F1() }},
	{"places F1", func(s *scored) float64 { return s.Places.F1() }},
	{"date accuracy", func(s *scored) float64 { return s.Date() }},
	{"location accuracy", func(s *scored) float64 { return s.Location() }},
}

func (r *report) score(id string) *scored {
	s := r.Scores[id]
	if s == nil || s.Err != "" || s.N == 0 {
		return nil
	}
	return s
}

// summary is the one table: a row per tool.
func (r *report) summary() string {
	var b strings.Builder
	b.WriteString("| tool | MB/s | MB per CPU s | captions/s | peak memory |")
	for _, f := range fields {
		b.WriteString(" " + f.Name + " |")
	}
	b.WriteString("\n|---|---:|---:|---:|---:|")
	for range fields {
		b.WriteString("---:|")
	}
	b.WriteString("\n")
	for _, t := range r.Tools {
		fmt.Fprintf(&b, "| %s |", t.Name)
		if m, ok := r.get(t.ID, summaryInput); ok {
			caps := "–"
			if t.Side != "floor" {
				caps = num(m.CapsPerSec())
			}
			fmt.Fprintf(&b, " %s | %s | %s | %s |", num(m.MBps()), cpuNum(m.CPUMBps()), caps, mem(m.RSSKB))
		} else {
			fmt.Fprintf(&b, " %s | | | |", r.why(t, summaryInput))
		}
		s := r.score(t.ID)
		for _, f := range fields {
			switch {
			case !t.Records:
				b.WriteString(" – |")
			case s == nil:
				b.WriteString(" n/a |")
			default:
				fmt.Fprintf(&b, " %.3f |", f.Get(s))
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// why says why a tool has no figure for an input.
func (r *report) why(t *tool, in string) string {
	if res, ok := r.Results[t.ID][in]; ok && res.Err != "" {
		return "not available"
	}
	if t.Err != "" {
		return "not available"
	}
	return "not run"
}

func (r *report) ratioTable() string {
	var b strings.Builder
	b.WriteString("| ratio of throughputs | by elapsed time | by CPU time | target | met (by CPU time) |\n|---|---:|---:|---:|:---:|\n")
	for _, x := range r.ratios() {
		val, cpu, target, met := "not available", "", "", ""
		if x.OK {
			val = ratioText(x.Value)
			if x.CPU > 0 {
				cpu = ratioText(x.CPU)
			}
		}
		if x.Target > 0 {
			target = "≥ " + ratioText(x.Target)
			if x.OK && x.CPU > 0 {
				met = yesNo(x.CPU >= x.Target)
			}
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", x.What, val, cpu, target, met)
	}
	b.WriteString("\n| accuracy on the dev gold | difference | target | met |\n|---|---:|---:|:---:|\n")
	ours := r.score("native")
	for _, f := range fields {
		best, bestName := -1.0, ""
		for _, t := range r.Tools {
			if s := r.score(t.ID); s != nil && t.Side == "theirs" && f.Get(s) > best {
				best, bestName = f.Get(s), t.Name
			}
		}
		if ours == nil || best < 0 {
			fmt.Fprintf(&b, "| %s: native CLI − best library | not available | > 0 | |\n", f.Name)
			continue
		}
		d := f.Get(ours) - best
		fmt.Fprintf(&b, "| %s: native CLI − best library (%s, %.3f) | %+.3f | > 0 | %s |\n", f.Name, bestName, best, d, yesNo(d > 0))
	}
	return b.String()
}

func cpuNum(v float64) string {
	if v <= 0 {
		return "–"
	}
	return num(v)
}

func ratioText(v float64) string {
	if v < 1 {
		return fmt.Sprintf("%.2g×", v)
	}
	return num(v) + "×"
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "**no**"
}

// runs is every measurement.
func (r *report) runsTable() string {
	var b strings.Builder
	b.WriteString("| tool | input | MB | captions | work s | wall s | CPU s | MB/s | captions/s | peak memory | runs |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, in := range r.Inputs {
		for _, t := range r.Tools {
			res, ok := r.Results[t.ID][in.Name]
			if !ok {
				continue
			}
			if res.Err != "" {
				fmt.Fprintf(&b, "| %s | %s | %.2f | not available: %s | | | | | | | |\n", t.Name, in.Name, float64(in.Bytes)/1e6, cell(res.Err))
				continue
			}
			m := res.M
			caps := fmt.Sprint(m.Captions)
			cps := num(m.CapsPerSec())
			if t.Side == "floor" {
				caps, cps = "–", "–"
			}
			cpu := "–"
			if m.CPU > 0 {
				cpu = fmt.Sprintf("%.3f", m.CPU.Seconds())
			}
			fmt.Fprintf(&b, "| %s | %s | %.2f | %s | %.3f | %.3f | %s | %s | %s | %s | %d |\n", t.Name, in.Name, float64(in.Bytes)/1e6, caps,
				m.Work.Seconds(), m.Wall.Seconds(), cpu, num(m.MBps()), cps, mem(m.RSSKB), m.Runs)
		}
	}
	return b.String()
}

func (r *report) accuracyTable() string {
	var b strings.Builder
	b.WriteString("| tool | matched | photographers P / R / F1 | agencies P / R / F1 | places P / R / F1 | date | location |\n|---|---:|---|---|---|---:|---:|\n")
	for _, t := range r.Tools {
		if !t.Records {
			continue
		}
		s := r.Scores[t.ID]
		if s == nil || s.Err != "" {
			fmt.Fprintf(&b, "| %s | not available | | | | | |\n", t.Name)
			continue
		}
		prf := func(p interface{ P() float64 }, rr interface{ R() float64 }, f interface{ F1() float64 }) string {
			return fmt.Sprintf("%.3f / %.3f / %.3f", p.P(), rr.R(), f.F1())
		}
		fmt.Fprintf(&b, "| %s | %d / %d | %s | %s | %s | %.3f | %.3f |\n", t.Name, s.Matched, s.Gold,
			prf(s.Photographers, s.Photographers, s.Photographers), prf(s.Agencies, s.Agencies, s.Agencies),
			prf(s.Places, s.Places, s.Places), s.Date(), s.Location())
	}
	return b.String()
}

func (r *report) versions() string {
	var b strings.Builder
	for _, t := range r.Tools {
		v := t.Version
		if t.Err != "" {
			v += " — not available: " + cell(t.Err)
		}
		fmt.Fprintf(&b, "- %s: %s\n", t.Name, v)
	}
	return b.String()
}

func (r *report) command() string {
	c := "go run ./bench"
	if len(r.Args) > 0 {
		c += " " + strings.Join(r.Args, " ")
	}
	return c
}

func (r *report) markdown() string {
	var b strings.Builder
	b.WriteString("# Benchmarks\n\n")
	b.WriteString("Written by `" + r.command() + "` (see [bench/README.md](bench/README.md) for the method); do not edit by hand, run it again.\n")
	b.WriteString("Every figure comes from one run of that command: the tools ran one after another on the same files, so the ratios hold even on a busy machine, while the absolute figures depend on it.\n\n")
	fmt.Fprintf(&b, "- Date: %s (%s)\n", r.Started.UTC().Format("2006-01-02 15:04 MST"), r.Finished.Sub(r.Started).Round(time.Second))
	fmt.Fprintf(&b, "- Machine: %s\n", r.Machine)
	fmt.Fprintf(&b, "- Load average (1, 5, 15 min): %s at the start, %s at the end\n", r.LoadStart, r.LoadEnd)
	fmt.Fprintf(&b, "- Command: `%s` from the module root, with ../shared/corpus/dev beside it", r.command())
	if !r.Full {
		b.WriteString(" (`-full` adds the 100 MB corpus and runs the libraries on 20 MB)")
	}
	b.WriteString("\n\n## Versions\n\n" + r.versions())
	b.WriteString("\n## Summary\n\n")
	fmt.Fprintf(&b, "Throughput and peak memory on the %s synthetic corpus (the input every row runs on); accuracy on the dev gold (../shared/corpus/dev, 166 captions, scored as ../shared/corpus/GOLD.md says). MB are 10^6 bytes; a dash is a field the row does not produce.\n\n", summaryInput)
	b.WriteString(r.summary())
	b.WriteString("\n## Ratios, ours / theirs\n\n")
	b.WriteString("Throughput ratios on the same input, by elapsed work time and by CPU time (user + system, start-up excluded where the tool reports its own, see below). On a loaded machine elapsed time depends on how much CPU each process was given, so the targets are judged by CPU time, which also does not credit our CLI for using several cores.\n\n")
	b.WriteString(r.ratioTable())
	b.WriteString("\n## Every measurement\n\n")
	fmt.Fprintf(&b, "Work is the time the tool reports for its work (reading the files to writing the last record; node and model start-up excluded; in Chromium, from the drop to `data-state=done` by the page's clock); for the native CLI, which reports none, it is the whole process. Wall is the whole process as the benchmark saw it. A fast measurement is repeated up to %d times (while under 5 s in all) and the fastest is kept; CPU is the CPU time (user + system) of the work as the tool measures it (`process.cpuUsage()` under node, `getrusage` in the native scan), of the whole process for the native CLI (GNU time), and of all Chromium's processes from the drop to done. Peak memory is the highest of the runs: GNU time's maximum resident set size of the process, and for Chromium the proportional set size (PSS) of all its processes summed, sampled every 50 ms.\n\n", r.Runs)
	b.WriteString(r.runsTable())
	b.WriteString("\n## Accuracy on the dev gold\n\n")
	b.WriteString("Records are matched to gold records by text (loose key), then by position in their file; a gold record with no match counts as an empty record. Our parser was developed against these captions, so its scores here are an upper bound; the held-out corpus judges it.\n\n")
	b.WriteString(r.accuracyTable())
	return b.String()
}

func (r *report) console() string {
	return "\n" + r.summary() + "\n" + r.ratioTable() + "\n" + r.runsTable()
}

func cell(s string) string {
	s = strings.ReplaceAll(s, "|", "\\|")
	if len(s) > 160 {
		s = s[:160] + "…"
	}
	return s
}

// num prints a figure with about three significant digits.
func num(v float64) string {
	switch {
	case v >= 100:
		return commas(fmt.Sprintf("%.0f", v))
	case v >= 10:
		return fmt.Sprintf("%.1f", v)
	case v >= 1:
		return fmt.Sprintf("%.2f", v)
	default:
		return fmt.Sprintf("%.3f", v)
	}
}

func commas(s string) string {
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func mem(kb int64) string {
	if kb <= 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f MB", float64(kb)/1024)
}

// machine describes the CPU, cores, memory and system.
func machine() string {
	cpu := "unknown CPU"
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "model name"); ok {
				cpu = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v), ":"))
				break
			}
		}
	}
	memory := ""
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		var kb int64
		fmt.Sscanf(strings.SplitN(string(b), "\n", 2)[0], "MemTotal: %d kB", &kb)
		memory = fmt.Sprintf(", %.0f GB memory", float64(kb)/1024/1024)
	}
	return fmt.Sprintf("%s, %d cores%s, %s/%s %s", cpu, runtime.NumCPU(), memory, runtime.GOOS, runtime.GOARCH, output("", "uname", "-r"))
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], ", ")
}
