package handler

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/analysis"
)

// apiError is the JSON of an error answer, as clients read it.
type apiError struct {
	Error  string `json:"error"`
	Status int    `json:"status"`
}

// expectString checks that the handler's answers write s as encoding/json does
// (without HTML escaping).
func expectString(t *testing.T, s string) {
	t.Helper()
	var want strings.Builder
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	if got := string(analysis.AppendJSONString(nil, s, false)) + "\n"; got != want.String() {
		t.Errorf("AppendJSONString(%q)\ngot  %s\nwant %s", s, got, want.String())
	}
}

func TestAppendStringIsEncodingJSON(t *testing.T) {
	expectString(t, "")
	expectString(t, "plain name.txt")
	expectString(t, `quote " and backslash \ and slash /`)
	expectString(t, "line\nbreak\r\ttab\x00nul\x1fus\x7fdel\bbs\fff")
	expectString(t, "é Ḩalab حلب 📷")
	expectString(t, "bad \xff\xfe utf-8 \xe2\x80")
	expectString(t, "separators \u2028 and \u2029")
	expectString(t, "<b>&amp;</b>")
}

// expectHeader checks that parseBatchHeader reads header as encoding/json reads it
// into []batchEntry, or that both refuse it.
func expectHeader(t *testing.T, header string, wantOK bool) {
	t.Helper()
	got, err := parseBatchHeader([]byte(header))
	if (err == nil) != wantOK {
		t.Errorf("parseBatchHeader(%q): error %v, want ok=%v", header, err, wantOK)
		return
	}
	if !wantOK {
		return
	}
	var want []batchEntry
	if jerr := json.Unmarshal([]byte(header), &want); jerr != nil {
		t.Fatalf("encoding/json refuses %q: %v", header, jerr)
	}
	if len(got) != len(want) {
		t.Errorf("parseBatchHeader(%q) = %+v, want %+v", header, got, want)
		return
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("parseBatchHeader(%q)[%d] = %+v, want %+v", header, i, got[i], want[i])
		}
	}
}

func TestParseBatchHeader(t *testing.T) {
	expectHeader(t, `[{"name":"a.txt","size":12}]`, true)
	expectHeader(t, ` [ {"size":0, "name":"b"} , {"name":"c/d.txt","size":123456789012345} ] `, true)
	expectHeader(t, `[{"name":"line\nbreak \"quoted\" \u00e9 \ud83d\udcf7 \/ \\ \b\f\r\t.txt","size":3}]`, true)
	expectHeader(t, `[{"name":"lone \ud83d surrogate","size":1}]`, true)
	expectHeader(t, "[{\"name\":\"raw é \xff\",\"size\":1}]", true)
	expectHeader(t, `[]`, true)
	expectHeader(t, ``, false)
	expectHeader(t, `{"name":"a","size":1}`, false)
	expectHeader(t, `[{"name":"a","size":"1"}]`, false)
	expectHeader(t, `[{"name":"a","size":-1}]`, false)
	expectHeader(t, `[{"name":"a","size":1.5}]`, false)
	expectHeader(t, `[{"name":"a","size":01}]`, false)
	expectHeader(t, `[{"name":"a"}]`, false)
	expectHeader(t, `[{"size":1}]`, false)
	expectHeader(t, `[{"name":"a","size":1,"x":2}]`, false)
	expectHeader(t, `[{"name":"a","size":1},]`, false)
	expectHeader(t, `[{"name":"a","size":1}] x`, false)
	expectHeader(t, `[{"name":"a\q","size":1}]`, false)
	expectHeader(t, "[{\"name\":\"tab\tinside\",\"size\":1}]", false)
	expectHeader(t, `[{"name":"a","size":1}`, false)
}
