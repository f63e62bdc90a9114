package caption_test

import (
	"testing"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/split"
	"github.com/captions-analyzer/captions/internal/cputime"
	"github.com/captions-analyzer/captions/internal/synth"
)

// BenchmarkParse measures caption.Parse alone (credit, date, places, gazetteer) on the
// captions of a 20 MB synthetic corpus; bytes are caption bytes. Besides the elapsed
// figures it reports the process's CPU time per caption and caption bytes per CPU
// second (cpu-MB/s), which hold on a loaded machine, and allocations per caption.
func BenchmarkParse(b *testing.B) {
	data, _ := synth.Generate(synth.Config{Size: 20 << 20, Seed: 7})
	caps := split.Split(data).Captions
	n := 0
	for _, c := range caps {
		n += len(c.Text)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, cpuOK := cputime.Now()
	for i := 0; i < b.N; i++ {
		for _, c := range caps {
			caption.Parse(c.Text)
		}
	}
	b.StopTimer()
	if cpu1, ok := cputime.Now(); ok && cpuOK && cpu1 > cpu0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N*len(caps)), "cpu-ns/caption")
		b.ReportMetric(float64(n*b.N)/1e6/(cpu1-cpu0).Seconds(), "cpu-MB/s")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(caps)), "ns/caption")
	b.ReportMetric(float64(testing.AllocsPerRun(1, func() {
		for _, c := range caps {
			caption.Parse(c.Text)
		}
	}))/float64(len(caps)), "allocs/caption")
}
