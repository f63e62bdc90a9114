package place

import (
	"testing"

	"github.com/captions-analyzer/captions/internal/cputime"
	"github.com/captions-analyzer/captions/internal/synth"
)

// BenchmarkParseCorpus measures Parse on the captions of a 1 MB synthetic corpus,
// credits included (nothing skipped); bytes are caption bytes (see
// cputime.BenchCaptions for the figures).
func BenchmarkParseCorpus(b *testing.B) {
	_, truth := synth.Generate(synth.Config{Size: 1 << 20, Seed: 7})
	texts := make([]string, len(truth))
	for i, c := range truth {
		texts[i] = c.Text
	}
	cputime.BenchCaptions(b, texts, func(t string) { Parse(t, -1, -1) })
}
