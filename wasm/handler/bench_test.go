package handler

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/internal/synth"
)

// BenchmarkAnalyze measures POST /analyze natively on a 1 MiB chunk of invented
// captions: analysis and the JSON answer (the page pays both, in wasm, per chunk).
func BenchmarkAnalyze(b *testing.B) { benchmarkAnalyze(b, "/analyze?name=bench.txt") }

// BenchmarkAnalyzePacked is BenchmarkAnalyze with the packed answer the page asks for.
func BenchmarkAnalyzePacked(b *testing.B) { benchmarkAnalyze(b, "/analyze?name=bench.txt&packed=1") }

func benchmarkAnalyze(b *testing.B, target string) {
	data, _ := synth.Generate(synth.Config{Seed: 7, Size: 1 << 20})
	h := New(Options{})
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("POST", target, strings.NewReader(string(data))))
		if w.Code != 200 {
			b.Fatalf("status %d", w.Code)
		}
		b.ReportMetric(float64(w.Body.Len())/float64(len(data)), "answer-bytes/input-byte")
	}
}
