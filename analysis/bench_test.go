package analysis

import (
	"bytes"
	"encoding/json"
	"github.com/captions-analyzer/captions/internal/cputime"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/split"
	"github.com/captions-analyzer/captions/internal/synth"
)

// benchCorpus returns a synthetic corpus of size bytes, cached in the temporary
// directory between runs.
func benchCorpus(b *testing.B, size int) []byte {
	b.Helper()
	path := filepath.Join(os.TempDir(), "captions-bench", "synth-seed1-"+itoa(size)+".txt")
	if data, err := os.ReadFile(path); err == nil {
		return data
	}
	data, _ := synth.Generate(synth.Config{Seed: 1, Size: size, Attached: 0.05})
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err == nil {
		_ = os.WriteFile(path, data, 0o644)
	}
	return data
}

func itoa(n int) string {
	s := ""
	for ; n > 0 || s == ""; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

// BenchmarkAnalyze analyzes a 20 MB synthetic corpus cut in 4 MiB chunks, on all
// cores; it reports bytes a second, captions a second and allocations a caption, and
// bytes per second of process CPU time (cpu-MB/s), which holds on a loaded machine.
func BenchmarkAnalyze(b *testing.B) {
	benchmarkAnalyze(b, 20<<20, 4<<20)
}

// BenchmarkByteScan counts the lines of the corpus of BenchmarkAnalyze, a byte at a
// time, 10 times an op so that its CPU time is measurable: the physical floor that
// Analyze is measured against (run both in one run and compare their cpu-MB/s).
func BenchmarkByteScan(b *testing.B) {
	const passes = 10
	data := benchCorpus(b, 20<<20)
	b.SetBytes(passes * int64(len(data)))
	lines := 0
	cpu0, ok0 := cputime.Now()
	b.ResetTimer()
	for range b.N {
		for range passes {
			lines = 0
			for _, c := range data {
				if c == '\n' {
					lines++
				}
			}
		}
	}
	b.StopTimer()
	reportCPU(b, cpu0, ok0, passes*len(data))
	if lines != bytes.Count(data, []byte("\n")) {
		b.Fatalf("counted %d lines, want %d", lines, bytes.Count(data, []byte("\n")))
	}
}

// BenchmarkWriteJSON encodes the dataset of the 2 MB corpus with AppendJSON; bytes are
// input bytes, and out-B/op the JSON's size.
func BenchmarkWriteJSON(b *testing.B) {
	benchEncode(b, func(d *Dataset, _ []Input, out []byte) []byte { return d.AppendJSON(out, true) })
}

// BenchmarkAppendPacked writes the packed frame of the 2 MB corpus's dataset, as the
// handler answers the page, texts read from the input left out; bytes are input bytes,
// out-B/op the frame's size.
func BenchmarkAppendPacked(b *testing.B) {
	benchEncode(b, func(d *Dataset, in []Input, out []byte) []byte {
		out, _ = d.AppendPacked(out, nil, in)
		return out
	})
}

// BenchmarkRecordsJSON writes the records of the 2 MB corpus one a line with
// AppendRecordsJSON, as `captions -format jsonl` does; bytes are input bytes, and
// out-B/op the output's size.
func BenchmarkRecordsJSON(b *testing.B) {
	benchEncode(b, func(d *Dataset, _ []Input, out []byte) []byte { return AppendRecordsJSON(out, d.Records, false) })
}

// benchEncode times encode on the dataset of the 2 MB corpus (read from in), into a
// buffer grown once, outside the timing.
func benchEncode(b *testing.B, encode func(d *Dataset, in []Input, out []byte) []byte) {
	data := benchCorpus(b, 2<<20)
	in := []Input{{Name: "corpus.txt", Data: data}}
	d := Analyze(in)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	out := encode(d, in, nil)
	cpu0, ok0 := cputime.Now()
	b.ResetTimer()
	for range b.N {
		out = encode(d, in, out[:0])
	}
	b.StopTimer()
	reportCPU(b, cpu0, ok0, len(data))
	b.ReportMetric(float64(len(out)), "out-B/op")
}

// BenchmarkMarshalJSON encodes the same dataset with encoding/json, for comparison.
func BenchmarkMarshalJSON(b *testing.B) {
	data := benchCorpus(b, 2<<20)
	d := Analyze([]Input{{Name: "corpus.txt", Data: data}})
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	cpu0, ok0 := cputime.Now()
	b.ResetTimer()
	for range b.N {
		if _, err := json.Marshal(d); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	reportCPU(b, cpu0, ok0, len(data))
}

// reportCPU reports the bytes per second of CPU time since cpu0.
func reportCPU(b *testing.B, cpu0 time.Duration, ok0 bool, size int) {
	if cpu1, ok := cputime.Now(); ok && ok0 && cpu1 > cpu0 {
		b.ReportMetric(float64(size*b.N)/1e6/(cpu1-cpu0).Seconds(), "cpu-MB/s")
	}
}

// BenchmarkAnalyzeWhole analyzes a 2 MB corpus as one input.
func BenchmarkAnalyzeWhole(b *testing.B) {
	benchmarkAnalyze(b, 2<<20, 0)
}

// BenchmarkParseWhole splits the corpus of BenchmarkAnalyzeWhole and parses its
// captions with caption.Parse alone, on one goroutine: the floor that AnalyzeWhole
// is measured against (bytes are input bytes in both; compare their cpu-MB/s).
func BenchmarkParseWhole(b *testing.B) {
	data := benchCorpus(b, 2<<20)
	benchCaptions(b, len(data), func() int {
		caps := split.Split(data).Captions
		for _, c := range caps {
			caption.Parse(c.Text)
		}
		return len(caps)
	})
}

func benchmarkAnalyze(b *testing.B, size, chunk int) {
	data := benchCorpus(b, size)
	ins := Chunks("corpus.txt", data, chunk)
	benchCaptions(b, len(data), func() int { return len(Analyze(ins).Records) })
}

// benchCaptions runs op, which reads size bytes of input and gives the number of
// captions found, b.N times, and reports bytes per CPU second, allocations per
// caption and captions per second.
func benchCaptions(b *testing.B, size int, op func() int) {
	b.SetBytes(int64(size))
	b.ReportAllocs()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	captions := 0
	cpu0, ok0 := cputime.Now()
	b.ResetTimer()
	for range b.N {
		captions = op()
	}
	b.StopTimer()
	reportCPU(b, cpu0, ok0, size)
	runtime.ReadMemStats(&ms1)
	if captions > 0 {
		b.ReportMetric(float64(ms1.Mallocs-ms0.Mallocs)/float64(b.N*captions), "allocs/caption")
		b.ReportMetric(float64(captions*b.N)/b.Elapsed().Seconds(), "captions/s")
	}
}

// BenchmarkFinish measures recomputing what is derived (duplicates, counts) from the
// records of a 20 MB corpus, as a merge does.
func BenchmarkFinish(b *testing.B) {
	data := benchCorpus(b, 20<<20)
	d := Analyze(Chunks("corpus.txt", data, 4<<20))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	cpu0, ok0 := cputime.Now()
	b.ResetTimer()
	for range b.N {
		d.Finish()
	}
	b.StopTimer()
	reportCPU(b, cpu0, ok0, len(data))
}

// BenchmarkAnalysisOnly measures what the analysis adds to splitting and parsing:
// the parser is replaced by one that finds nothing.
func BenchmarkAnalysisOnly(b *testing.B) {
	data := benchCorpus(b, 20<<20)
	e := std
	e.parse = func(text string) caption.Record {
		return caption.Record{Text: text, Photographers: []string{}, Agencies: []string{}, Places: []string{}}
	}
	ins := e.chunks("corpus.txt", data, 4<<20)
	benchCaptions(b, len(data), func() int { return len(e.analyze(ins).Records) })
}
