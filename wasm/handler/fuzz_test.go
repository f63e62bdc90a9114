package handler

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// FuzzAnalyze posts arbitrary bodies and query values: the handler never panics,
// always answers JSON, and its status is one of those it documents.
func FuzzAnalyze(f *testing.F) {
	f.Add("a.txt", "0", "1", "0", "Smoke over a city. (Photo by Lena Varga/Example Press)\n\n")
	f.Add("", "x", "-1", "1e9", "\xff\xfe\x00")
	f.Add("b.txt", "5", "2", "3", "\x00\x01binary")
	h := New(Options{MaxBytes: 1 << 16})
	f.Fuzz(func(t *testing.T, name, offset, line, size, body string) {
		q := url.Values{"name": {name}, "offset": {offset}, "line": {line}, "size": {size}}
		for _, path := range []string{"/analyze?", "/boundary?target=" + url.QueryEscape(offset) + "&"} {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest("POST", path+q.Encode(), strings.NewReader(body)))
			var v map[string]any
			if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
				t.Fatalf("POST %s%s %q: answer is not JSON: %v\n%s", path, q.Encode(), body, err, w.Body.String())
			}
			switch w.Code {
			case 200, 400, 413, 500:
			default:
				t.Fatalf("POST %s%s %q: status %d", path, q.Encode(), body, w.Code)
			}
			if w.Code == 500 && !strings.Contains(v["error"].(string), name) {
				t.Errorf("500 that does not name the input %q: %v", name, v["error"])
			}
		}
	})
}
