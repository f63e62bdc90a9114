package handler

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/captions-analyzer/captions/analysis"
)

// With ?packed=1, /analyze answers the packed frame of the part the page merges
// (analysis.AnalyzePart), and /analyze-batch one frame a file in header order.
func TestPackedAnswers(t *testing.T) {
	h := New(Options{})
	w := serve(t, h, "POST", "/analyze?name=a.txt&offset=0&line=1&packed=1", capA+capB)
	in := []analysis.Input{{Name: "a.txt", Data: []byte(capA + capB), Line: 1}}
	want, err := analysis.AnalyzePart(in).AppendPacked(nil, nil, in)
	if err != nil {
		t.Fatal(err)
	}
	if w.Code != 200 || w.Header().Get("Content-Type") != PackedType || !bytes.Equal(w.Body.Bytes(), want) {
		t.Errorf("POST /analyze?packed=1: %d %q, %d bytes; want 200 %s, the %d bytes of AppendPacked", w.Code, w.Header().Get("Content-Type"), w.Body.Len(), PackedType, len(want))
	}

	files := []batchFile{{"a.txt", capA}, {"empty.txt", ""}, {"b.txt", capB + capA}}
	w = serve(t, h, "POST", "/analyze-batch?packed=1", batchBody(files...))
	var inputs []analysis.Input
	var names []string
	for _, f := range files {
		inputs = append(inputs, analysis.Input{Name: f.name, Data: []byte(f.text), Size: int64(len(f.text)), Line: 1})
		names = append(names, f.name)
	}
	want, _ = analysis.AnalyzePart(inputs).AppendPacked(nil, names, inputs)
	if w.Code != 200 || w.Header().Get("Content-Type") != PackedType || !bytes.Equal(w.Body.Bytes(), want) {
		t.Errorf("POST /analyze-batch?packed=1: %d %q, %d bytes; want 200, the %d bytes of AppendPacked", w.Code, w.Header().Get("Content-Type"), w.Body.Len(), len(want))
	}
	if st := w.Header().Get("Server-Timing"); !regexp.MustCompile(`^read;dur=[0-9.]+, analyze;dur=[0-9.]+, encode;dur=[0-9.]+$`).MatchString(st) {
		t.Errorf("Server-Timing %q, want the read, analyze and encode steps", st)
	}
	// Without the parameter, and for errors, the answers stay JSON.
	if w := serve(t, h, "POST", "/analyze?name=a.txt", capA); w.Header().Get("Content-Type") != "application/json; charset=utf-8" {
		t.Errorf("POST /analyze: Content-Type %q", w.Header().Get("Content-Type"))
	}
	expectError(t, New(Options{MaxBytes: 10}), "POST", "/analyze?name=a.txt&packed=1", capA, 413, "larger than 10 bytes")
}
