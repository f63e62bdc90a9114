package handler

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/internal/synth"
)

// BenchmarkAnalyze measures POST /analyze natively on a 1 MiB chunk of invented
// captions: analysis and the JSON answer (the page pays both, in wasm, per chunk).
func BenchmarkAnalyze(b *testing.B) {
	data, _ := synth.Generate(synth.Config{Seed: 7, Size: 1 << 20})
	h := New(Options{})
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("POST", "/analyze?name=bench.txt", strings.NewReader(string(data))))
		if w.Code != 200 {
			b.Fatalf("status %d", w.Code)
		}
		b.ReportMetric(float64(w.Body.Len())/float64(len(data)), "json-bytes/input-byte")
	}
}
