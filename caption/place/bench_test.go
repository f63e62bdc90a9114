package place

import (
	"testing"

	"github.com/captions-analyzer/captions/internal/cputime"
	"github.com/captions-analyzer/captions/internal/synth"
)

// BenchmarkParseCorpus measures Parse on the captions of a 1 MB synthetic corpus,
// credits included (nothing skipped); bytes are caption bytes. Besides the elapsed
// figures it reports the process's CPU time per caption and caption bytes per CPU
// second (cpu-MB/s), which hold on a loaded machine.
func BenchmarkParseCorpus(b *testing.B) {
	_, truth := synth.Generate(synth.Config{Size: 1 << 20, Seed: 7})
	n := 0
	for _, c := range truth {
		n += len(c.Text)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, cpuOK := cputime.Now()
	for i := 0; i < b.N; i++ {
		for _, c := range truth {
			Parse(c.Text, -1, -1)
		}
	}
	b.StopTimer()
	if cpu1, ok := cputime.Now(); ok && cpuOK && cpu1 > cpu0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N*len(truth)), "cpu-ns/caption")
		b.ReportMetric(float64(n*b.N)/1e6/(cpu1-cpu0).Seconds(), "cpu-MB/s")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(truth)), "ns/caption")
}
