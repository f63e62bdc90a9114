package caption_test

import (
	"testing"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/internal/cputime"
	"github.com/captions-analyzer/captions/internal/synth"
)

// BenchmarkParse measures caption.Parse alone (credit, date, places, gazetteer) on the
// captions of a 20 MB synthetic corpus; bytes are caption bytes. Besides the figures
// of cputime.BenchCaptions it reports allocations per caption.
func BenchmarkParse(b *testing.B) {
	texts := synth.Captions(synth.Config{Size: 20 << 20, Seed: 7})
	parse := func(t string) { caption.Parse(t) }
	cputime.BenchCaptions(b, texts, parse)
	b.ReportMetric(float64(testing.AllocsPerRun(1, func() {
		for _, t := range texts {
			parse(t)
		}
	}))/float64(len(texts)), "allocs/caption")
}
