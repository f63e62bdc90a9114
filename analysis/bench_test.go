package analysis

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/captions-analyzer/captions/caption"
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
// cores; it reports bytes a second, captions a second and allocations a caption.
func BenchmarkAnalyze(b *testing.B) {
	benchmarkAnalyze(b, 20<<20, 4<<20)
}

// BenchmarkAnalyzeWhole analyzes a 2 MB corpus as one input.
func BenchmarkAnalyzeWhole(b *testing.B) {
	benchmarkAnalyze(b, 2<<20, 0)
}

func benchmarkAnalyze(b *testing.B, size, chunk int) {
	data := benchCorpus(b, size)
	ins := Chunks("corpus.txt", data, chunk)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	captions := 0
	b.ResetTimer()
	for range b.N {
		captions = len(Analyze(ins).Records)
	}
	b.StopTimer()
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
	b.ResetTimer()
	for range b.N {
		d.Finish()
	}
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
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	captions := 0
	b.ResetTimer()
	for range b.N {
		captions = len(e.analyze(ins).Records)
	}
	b.StopTimer()
	runtime.ReadMemStats(&ms1)
	if captions > 0 {
		b.ReportMetric(float64(ms1.Mallocs-ms0.Mallocs)/float64(b.N*captions), "allocs/caption")
	}
}
