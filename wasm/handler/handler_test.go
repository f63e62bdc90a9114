package handler

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/analysis"
)

// serve runs one request through a handler and returns the recorder.
func serve(t *testing.T, h http.Handler, method, target, body string) *httptest.ResponseRecorder {
	t.Helper()
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(method, target, strings.NewReader(body)))
	return w
}

// expectError checks the status and that the JSON error mentions want.
func expectError(t *testing.T, h http.Handler, method, target, body string, status int, want string) {
	t.Helper()
	w := serve(t, h, method, target, body)
	var e apiError
	err := json.Unmarshal(w.Body.Bytes(), &e)
	if w.Code != status || err != nil || e.Status != status || !strings.Contains(e.Error, want) {
		t.Errorf("%s %s: got %d %q (json err %v), want %d with error containing %q",
			method, target, w.Code, w.Body.String(), err, status, want)
	}
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("%s %s: Content-Type %q, want application/json", method, target, ct)
	}
}

// recordInput is an analyzer that answers one empty file describing its input.
func recordInput(got *analysis.Input) func([]analysis.Input) *analysis.Dataset {
	return func(in []analysis.Input) *analysis.Dataset {
		*got = in[0]
		return &analysis.Dataset{Files: []analysis.File{{Name: in[0].Name, Size: int64(len(in[0].Data))}}}
	}
}

func TestErrors(t *testing.T) {
	h := New(Options{MaxBytes: 10})
	// Routing and methods.
	expectError(t, h, "GET", "/nope", "", 404, "no such endpoint: /nope")
	expectError(t, h, "GET", "/analyze?name=a", "", 405, "use POST")
	expectError(t, h, "POST", "/version", "", 405, "use GET")
	// Query parameters.
	expectError(t, h, "POST", "/analyze", "x", 400, "missing query parameter: name")
	expectError(t, h, "POST", "/analyze?name=a&offset=-1", "x", 400, "offset")
	expectError(t, h, "POST", "/analyze?name=a&line=x", "x", 400, "line")
	expectError(t, h, "POST", "/analyze?name=a&size=1e3", "x", 400, "size")
	expectError(t, h, "POST", "/analyze?name=a&offset=9&size=3", "x", 400, "past the file size")
	// Body limit.
	expectError(t, h, "POST", "/analyze?name=big.txt", strings.Repeat("x", 11), 413, "big.txt: larger than 10 bytes")
}

func TestMethodNotAllowedSetsAllow(t *testing.T) {
	w := serve(t, New(Options{}), "GET", "/analyze", "")
	if got := w.Header().Get("Allow"); got != "POST" {
		t.Errorf("GET /analyze: Allow %q, want POST", got)
	}
}

func TestPanicIsJSON500NamingTheInput(t *testing.T) {
	h := New(Options{Analyze: func([]analysis.Input) *analysis.Dataset { panic("index out of range") }})
	expectError(t, h, "POST", "/analyze?name=war%20photos.txt&offset=4096", "text", 500,
		"war photos.txt: internal error at offset 4096: index out of range")
}

func TestQueryBecomesInput(t *testing.T) {
	var got analysis.Input
	h := New(Options{Analyze: recordInput(&got)})
	w := serve(t, h, "POST", "/analyze?name=a%2Fb.txt&offset=12&line=3&size=100", "caption text")
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body.String())
	}
	want := analysis.Input{Name: "a/b.txt", Data: []byte("caption text"), Offset: 12, Line: 3, Size: 100}
	if got.Name != want.Name || string(got.Data) != string(want.Data) || got.Offset != want.Offset ||
		got.Line != want.Line || got.Size != want.Size {
		t.Errorf("input: got %+v, want %+v", got, want)
	}
	var ds analysis.Dataset
	if err := json.Unmarshal(w.Body.Bytes(), &ds); err != nil || len(ds.Files) != 1 || ds.Files[0].Name != "a/b.txt" {
		t.Errorf("body %s: got %+v (err %v), want one file a/b.txt", w.Body.String(), ds, err)
	}
}

func TestVersion(t *testing.T) {
	w := serve(t, New(Options{}), "GET", "/version", "")
	var v struct{ Version string }
	if err := json.Unmarshal(w.Body.Bytes(), &v); w.Code != 200 || err != nil || v.Version != analysis.Version {
		t.Errorf("GET /version: got %d %q, want 200 with version %q", w.Code, w.Body.String(), analysis.Version)
	}
}

func TestAnalyzeRealInput(t *testing.T) {
	text := "Smoke rises over Aleppo, Syria, on November 6, 2016. (Photo by Jane Doe/Example Agency)\n\n" +
		"A man walks past a damaged building in Homs, Syria, in 2014. Photo: John Roe\n"
	w := serve(t, New(Options{}), "POST", "/analyze?name=two.txt", text)
	var ds analysis.Dataset
	if err := json.Unmarshal(w.Body.Bytes(), &ds); w.Code != 200 || err != nil {
		t.Fatalf("POST /analyze: got %d %q (err %v), want 200 with a dataset", w.Code, w.Body.String(), err)
	}
	if len(ds.Files) != 1 || ds.Files[0].Name != "two.txt" || ds.Files[0].Size != int64(len(text)) {
		t.Errorf("files: got %+v, want one file two.txt of %d bytes", ds.Files, len(text))
	}
}

// expectBoundary posts a window to /boundary and checks the JSON answer.
func expectBoundary(t *testing.T, query, body, want string) {
	t.Helper()
	w := serve(t, New(Options{}), "POST", "/boundary?"+query, body)
	if got := strings.TrimSpace(w.Body.String()); w.Code != 200 || got != want {
		t.Errorf("POST /boundary?%s %q: got %d %s, want 200 %s", query, body, w.Code, got, want)
	}
}

func TestBoundaryAgreesWithChunks(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 200_000; i++ {
		b.WriteString(strings.Repeat("A caption about a street in a city. ", 1+i%5) + "\n\n")
	}
	data := b.String()
	const size = 20_000
	chunks := analysis.Chunks("f.txt", []byte(data), size)
	if len(chunks) < 3 {
		t.Fatalf("want several chunks, got %d", len(chunks))
	}
	// Every chunk but the last ends where /boundary says, given the rest of the file.
	for _, c := range chunks[:len(chunks)-1] {
		rest := data[c.Offset:]
		want := `{"cut":` + strconv.Itoa(len(c.Data)) + `}`
		expectBoundary(t, "target=20000&eof=1", rest, want)
	}
	// A window that ends inside the walk asks for more.
	expectBoundary(t, "target=20000&eof=0", data[:20_010], `{"cut":0,"more":true}`)
}

func TestBoundaryWholeFiles(t *testing.T) {
	expectBoundary(t, "target=4&first=1", "\xff\xfeA\x00B\x00", `{"cut":0,"whole":true}`)
	expectBoundary(t, "target=4&first=1", "bin\x00ary data", `{"cut":0,"whole":true}`)
	// A table export (CSV, TSV) is split whole: its rows are read by its header.
	expectBoundary(t, "target=4&first=1", "Filename,Caption,Credit\nIMG_1.jpg,Boats at dawn.,Ana Lima\n\nIMG_2.jpg,Boats at dusk.,Ana Lima\n", `{"cut":0,"whole":true}`)
	expectError(t, New(Options{}), "POST", "/boundary?target=0", "x", 400, "target")
}

// TestReadIsToldTheBodySize checks that Options.Read hears the size of the body of
// /analyze and of /analyze-batch before their answers.
func TestReadIsToldTheBodySize(t *testing.T) {
	var sizes []int
	h := New(Options{Read: func(n int) { sizes = append(sizes, n) }})
	caption := "Smoke rises over Homs, Syria, on March 3, 2014. REUTERS/John Doe\n"
	if w := serve(t, h, "POST", "/analyze?name=a.txt&packed=1", caption); w.Code != 200 {
		t.Fatalf("/analyze: status %d", w.Code)
	}
	batch := `[{"name":"b.txt","size":` + strconv.Itoa(len(caption)) + "}]\n" + caption
	if w := serve(t, h, "POST", "/analyze-batch?packed=1", batch); w.Code != 200 {
		t.Fatalf("/analyze-batch: status %d %s", w.Code, w.Body)
	}
	if len(sizes) != 2 || sizes[0] != len(caption) || sizes[1] != len(batch) {
		t.Errorf("Read heard %v, want [%d %d]", sizes, len(caption), len(batch))
	}
}

// A body's stated length (?length=) only sizes the buffer it is read into: a right,
// short, long or bad length gives the answer of no length at all, and too long a body
// is still refused.
func TestLengthSizesTheReadOnly(t *testing.T) {
	text := "Smoke rises over Aleppo, Syria, on November 6, 2016. (Photo by Jane Doe/Example Agency)\n\n" +
		"A man walks past a damaged building in Homs, Syria, in 2014. Photo: John Roe\n"
	h := New(Options{MaxBytes: 1 << 20})
	want := serve(t, h, "POST", "/analyze?name=a.txt", text).Body.String()
	if !strings.Contains(want, "Aleppo") {
		t.Fatalf("no answer to compare with: %s", want)
	}
	for _, n := range []string{strconv.Itoa(len(text)), "1", strconv.Itoa(len(text) - 1), strconv.Itoa(len(text) + 1),
		strconv.Itoa(10 * len(text)), strconv.Itoa(1 << 30), "x", "-5"} {
		if got := serve(t, h, "POST", "/analyze?name=a.txt&length="+n, text).Body.String(); got != want {
			t.Errorf("length=%s: got %.200s, want %.200s", n, got, want)
		}
	}
	expectError(t, h, "POST", "/analyze?name=a.txt&length=100", strings.Repeat("a", 1<<20+1), http.StatusRequestEntityTooLarge, "larger than")
}

// readAll reads a body of the size it is told into one allocation of that size.
func TestReadAllAllocatesTheBodyOnce(t *testing.T) {
	body := strings.Repeat("caption text ", 1<<15) // 416 KiB
	r := strings.NewReader(body)
	allocs := testing.AllocsPerRun(10, func() {
		r.Reset(body)
		b, err := readAll(iotestHalf{r}, len(body))
		if err != nil || string(b) != body {
			t.Fatalf("readAll: %d bytes, err %v", len(b), err)
		}
	})
	if allocs > 1 {
		t.Errorf("readAll of a body of the size it was told: %v allocations, want 1", allocs)
	}
	for _, size := range []int{0, 1, len(body) / 3, len(body) + 7} {
		b, err := readAll(iotestHalf{strings.NewReader(body)}, size)
		if err != nil || string(b) != body {
			t.Errorf("readAll told %d: %d bytes, err %v, want the body", size, len(b), err)
		}
	}
}

// iotestHalf reads at most half of what is asked (at least one byte), as a stream's
// chunks come.
type iotestHalf struct{ r *strings.Reader }

func (h iotestHalf) Read(p []byte) (int, error) {
	if len(p) > 1 {
		p = p[:len(p)/2]
	}
	return h.r.Read(p)
}
