package synth

import "github.com/captions-analyzer/captions/caption/split"

// Captions returns the texts of the captions that caption/split cuts from the corpus
// of c, page noise and shortened copies included: the input of the parser benchmarks.
func Captions(c Config) []string {
	data, _ := Generate(c)
	caps := split.Split(data).Captions
	texts := make([]string, len(caps))
	for i, cp := range caps {
		texts[i] = cp.Text
	}
	return texts
}
