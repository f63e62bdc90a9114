package handler

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/analysis"
)

// FuzzHandler sends any query and body to /analyze and /boundary and checks what the
// page relies on: no panic; every answer is JSON with a known status; a 500 never
// happens (it would mean the analysis panicked on the input); a whole file's bytes
// add up to its size; records lie inside the input; a cut lies inside the window.
// Crashes found become rows of TestHandlerFuzzFindings.
func FuzzHandler(f *testing.F) {
	f.Add(false, "name=a.txt", []byte("Smoke rises over Idlib, Syria, on May 2, 2016. (Photo by Yusuf Demir/Meridian Press)\n\n"))
	f.Add(false, "name=a.txt&offset=100&line=7&size=300", []byte("A market in Mosul, Iraq.\r\n\r\nA second caption.\n"))
	f.Add(false, "name=%00&size=1", []byte{})
	f.Add(false, "name=x&offset=9223372036854775807", []byte("x"))
	f.Add(false, "name=u16&size=12", []byte("\xFF\xFEA\x00 \x00c\x00a\x00t\x00\n\x00"))
	f.Add(true, "target=10&eof=1&first=1", []byte("one\n\ntwo\n\nthree\n\nfour\n"))
	f.Add(true, "target=3&eof=0", []byte("a\nb\n"))
	f.Add(true, "target=1&first=1", []byte("\xFF\xFEa\x00"))
	h := New(Options{MaxBytes: 1 << 16})
	f.Fuzz(func(t *testing.T, boundary bool, query string, body []byte) {
		path := "/analyze"
		if boundary {
			path = "/boundary"
		}
		r := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(string(body)))
		r.URL = &url.URL{Path: path, RawQuery: query}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		checkAnswer(t, path, query, body, w)
	})
}

// checkAnswer checks one answer of the handler against the request.
func checkAnswer(t *testing.T, path, query string, body []byte, w *httptest.ResponseRecorder) {
	t.Helper()
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("POST %s?%s: Content-Type %q, want JSON", path, query, ct)
	}
	switch w.Code {
	case 200:
	case 400, 413:
		var e apiError
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || e.Status != w.Code || e.Error == "" {
			t.Fatalf("POST %s?%s: %d with body %q, want a JSON error", path, query, w.Code, w.Body.String())
		}
		return
	default:
		t.Fatalf("POST %s?%s with %d bytes %.200q: status %d %s", path, query, len(body), body, w.Code, w.Body.String())
	}
	if path == "/boundary" {
		var a boundaryAnswer
		if err := json.Unmarshal(w.Body.Bytes(), &a); err != nil {
			t.Fatalf("POST %s?%s: not a boundary answer: %v", path, query, err)
		}
		if !a.More && !a.Whole && (a.Cut <= 0 && len(body) > 0 || a.Cut < 0 || a.Cut > len(body)) {
			t.Fatalf("POST %s?%s with %d bytes: cut %d outside the window", path, query, len(body), a.Cut)
		}
		return
	}
	var d analysis.Dataset
	if err := json.Unmarshal(w.Body.Bytes(), &d); err != nil {
		t.Fatalf("POST %s?%s: not a dataset: %v", path, query, err)
	}
	q, _ := url.ParseQuery(query)
	offset, _ := strconv.ParseInt(q.Get("offset"), 10, 64)
	if len(d.Files) != 1 {
		t.Fatalf("POST %s?%s: %d files, want 1", path, query, len(d.Files))
	}
	file := d.Files[0]
	b := file.Bytes
	// The bytes of the input are accounted for; a file that is not text is
	// rejected whole (its size).
	want := int64(len(body))
	if file.Error != "" {
		want = file.Size
	}
	if sum := b.Caption + b.Duplicate + b.Noise + b.Blank + b.Error; sum != want {
		t.Fatalf("POST %s?%s with %.200q: bytes %+v sum to %d, want %d (error %q)", path, query, body, b, sum, want, file.Error)
	}
	for _, rec := range d.Records {
		if rec.Start < offset || rec.End < rec.Start || rec.End > offset+int64(len(body)) {
			t.Fatalf("POST %s?%s with %.200q: record [%d,%d) outside the input [%d,%d)", path, query, body, rec.Start, rec.End, offset, offset+int64(len(body)))
		}
	}
}

// TestHandlerFuzzFindings keeps the inputs that fuzzing found, one a row.
func TestHandlerFuzzFindings(t *testing.T) {
	h := New(Options{MaxBytes: 1 << 16})
	for _, row := range []struct {
		path, query, body string
	}{
		{"/analyze", "name=a&size=1", ""},
		{"/analyze", "name=a&offset=5&size=5", "x"},
		{"/boundary", "target=1&eof=1", ""},
	} {
		r := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(row.body))
		r.URL = &url.URL{Path: row.path, RawQuery: row.query}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		checkAnswer(t, row.path, row.query, []byte(row.body), w)
	}
}
