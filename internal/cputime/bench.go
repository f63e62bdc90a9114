package cputime

import "testing"

// BenchCaptions runs parse over every text, b.N times, with the text bytes as the
// bytes of an op, and reports besides the elapsed figures the time per caption
// (ns/caption) and, where the process's CPU time can be read, the CPU time per caption
// (cpu-ns/caption) and text bytes per CPU second (cpu-MB/s), which hold on a loaded
// machine. The parser benchmarks of every package measure this way.
func BenchCaptions(b *testing.B, texts []string, parse func(string)) {
	n := 0
	for _, t := range texts {
		n += len(t)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	cpu0, cpuOK := Now()
	for b.Loop() {
		for _, t := range texts {
			parse(t)
		}
	}
	if len(texts) == 0 {
		return
	}
	if cpu1, ok := Now(); ok && cpuOK && cpu1 > cpu0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N*len(texts)), "cpu-ns/caption")
		b.ReportMetric(float64(n*b.N)/1e6/(cpu1-cpu0).Seconds(), "cpu-MB/s")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(texts)), "ns/caption")
}
