package handler

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/analysis"
)

// batchFile is one file of a batch body built by a test.
type batchFile struct{ name, text string }

// batchBody builds an /analyze-batch body: the JSON header line, then the bytes.
func batchBody(files ...batchFile) string {
	var head []batchEntry
	var data strings.Builder
	for _, f := range files {
		head = append(head, batchEntry{Name: f.name, Size: int64(len(f.text))})
		data.WriteString(f.text)
	}
	h, _ := json.Marshal(head)
	return string(h) + "\n" + data.String()
}

// expectBatchLikeAnalyze posts a batch and checks that the answer is the Dataset
// analysis.Analyze gives for the same whole files, byte for byte.
func expectBatchLikeAnalyze(t *testing.T, files ...batchFile) {
	t.Helper()
	w := serve(t, New(Options{}), "POST", "/analyze-batch", batchBody(files...))
	var inputs []analysis.Input
	for _, f := range files {
		inputs = append(inputs, analysis.Input{Name: f.name, Data: []byte(f.text)})
	}
	want := string(analysis.Analyze(inputs).AppendJSON(nil, true)) + "\n"
	if w.Code != 200 || w.Body.String() != want {
		t.Errorf("POST /analyze-batch of %d files: got %d\n%.600s\nwant 200\n%.600s", len(files), w.Code, w.Body.String(), want)
	}
}

const (
	capA = "Smoke rises over Aleppo, Syria, on November 6, 2016. (Photo by Jane Doe/Example Agency)\n\n"
	capB = "A man walks past a damaged building in Homs, Syria, in 2014. Photo: John Roe\n"
)

func TestBatchEqualsAnalyze(t *testing.T) {
	expectBatchLikeAnalyze(t, batchFile{"one.txt", capA})
	expectBatchLikeAnalyze(t, batchFile{"a.txt", capA}, batchFile{"b.txt", capB}, batchFile{"dup.txt", capA + capB})
	expectBatchLikeAnalyze(t, batchFile{"empty.txt", ""}, batchFile{"b.txt", capB}, batchFile{"last-empty.txt", ""})
	expectBatchLikeAnalyze(t, batchFile{"photo.jpg", "\xff\xd8\xff\xe0\x00\x10JFIF\x00"}, batchFile{"u16.txt", "\xff\xfeA\x00\n\x00"}, batchFile{"a.txt", capA})
	expectBatchLikeAnalyze(t, batchFile{"line\nbreak \"quoted\" é.txt", capB}, batchFile{"dir/a.txt", capA})
}

func TestBatchErrors(t *testing.T) {
	h := New(Options{MaxBytes: 200})
	expectError(t, h, "GET", "/analyze-batch", "", 405, "use POST")
	expectError(t, h, "POST", "/analyze-batch", "", 400, "no header line")
	expectError(t, h, "POST", "/analyze-batch", "caption text", 400, "no header line")
	expectError(t, h, "POST", "/analyze-batch", "{\"name\":\"a\",\"size\":1}\nx", 400, "not a JSON array")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"a\",\"size\":\"1\"}]\nx", 400, "not a JSON array")
	expectError(t, h, "POST", "/analyze-batch", "[]\n", 400, "0 files")
	expectError(t, h, "POST", "/analyze-batch", "null\n", 400, "not a JSON array")
	expectError(t, h, "POST", "/analyze-batch", "[{\"size\":1}]\nx", 400, "not a JSON array")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"\",\"size\":1}]\nx", 400, "file 0 has no name")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"a\",\"size\":-1}]\n", 400, "not a JSON array")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"a\",\"size\":2}]\nx", 400, "past the end")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"a\",\"size\":1},{\"name\":\"b\",\"size\":1}]\nx", 400, "b: size 1 is past the end")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"a\",\"size\":1}]\nxyz", 400, "add up to 1 bytes, the body has 3")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"a\",\"size\":0},{\"name\":\"a\",\"size\":0}]\n", 400, "a is named twice")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"a\",\"size\":1e400}]\nx", 400, "not a JSON array")
	expectError(t, h, "POST", "/analyze-batch", "[{\"name\":\"a\",\"size\":300}]\n"+strings.Repeat("x", 300), 413, "batch: larger than 200 bytes")
}

func TestBatchPanicIsJSON500NamingTheFiles(t *testing.T) {
	h := New(Options{Analyze: func([]analysis.Input) *analysis.Dataset { panic("index out of range") }})
	expectError(t, h, "POST", "/analyze-batch", batchBody(batchFile{"first.txt", "x"}, batchFile{"b", ""}, batchFile{"last.txt", "y"}), 500,
		"batch of 3 files (first.txt ... last.txt): internal error: index out of range")
}

// FuzzBatch posts arbitrary bodies to /analyze-batch and decodes them: nothing
// panics; an answer is JSON with a documented status; a decoded batch has distinct
// named inputs whose bytes, concatenated, are exactly what follows the header.
func FuzzBatch(f *testing.F) {
	f.Add([]byte(batchBody(batchFile{"a.txt", capA}, batchFile{"b.txt", capB})))
	f.Add([]byte(batchBody(batchFile{"e", ""})))
	f.Add([]byte("[{\"name\":\"a\",\"size\":3}]\nab"))
	f.Add([]byte("[{\"name\":\"a\",\"size\":1},{\"name\":\"a\",\"size\":0}]\nx"))
	f.Add([]byte("[{\"name\":\"\\n\",\"size\":9007199254740993}]\n"))
	f.Add([]byte("\n\xff\xfe"))
	h := New(Options{MaxBytes: 1 << 16})
	f.Fuzz(func(t *testing.T, body []byte) {
		inputs, err := decodeBatch(body)
		if err != nil {
			if inputs != nil || !strings.HasPrefix(err.Error(), "batch: ") {
				t.Fatalf("%q: error %v with %d inputs", body, err, len(inputs))
			}
		} else {
			expectDecoded(t, body, inputs)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("POST", "/analyze-batch", bytes.NewReader(body)))
		var v map[string]any
		if jerr := json.Unmarshal(w.Body.Bytes(), &v); jerr != nil {
			t.Fatalf("%q: answer is not JSON: %v\n%s", body, jerr, w.Body.String())
		}
		want := 400
		if err == nil {
			want = 200
		}
		if len(body) > 1<<16 {
			want = 413
		}
		if w.Code != want {
			t.Fatalf("%q: status %d, want %d (decode error %v)", body, w.Code, want, err)
		}
		if w.Code == 200 {
			if files, _ := v["files"].([]any); len(files) != len(inputs) {
				t.Fatalf("%q: %d files answered, want %d", body, len(files), len(inputs))
			}
		}
	})
}

// expectDecoded checks a decoded batch against its body.
func expectDecoded(t *testing.T, body []byte, inputs []analysis.Input) {
	t.Helper()
	nl := bytes.IndexByte(body, '\n')
	var joined []byte
	seen := map[string]bool{}
	for _, in := range inputs {
		if in.Name == "" || seen[in.Name] || in.Size != int64(len(in.Data)) || in.Offset != 0 || in.Line != 1 {
			t.Fatalf("%q: bad input %s", body, describe(in))
		}
		seen[in.Name] = true
		joined = append(joined, in.Data...)
	}
	if nl < 0 || !bytes.Equal(joined, body[nl+1:]) || len(inputs) == 0 {
		t.Fatalf("%q: %d inputs whose bytes are %q, want the %q after the header", body, len(inputs), joined, body[max(nl+1, 0):])
	}
}

func describe(in analysis.Input) string {
	return fmt.Sprintf("{name %q, size %d, offset %d, line %d, %d bytes}", in.Name, in.Size, in.Offset, in.Line, len(in.Data))
}
