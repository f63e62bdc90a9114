package remote

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/cf"
	"github.com/captions-analyzer/captions/internal/synth"
)

// Invented captions, one paragraph each; the second file has a truncated copy of a
// caption of the first, which only the merge can find.
const fileA = `Residents walk past damaged buildings in the Sukkari neighbourhood of Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad

A boy carries bread through a market in Douma, Eastern Ghouta, Syria, November 6, 2016. (AP Photo/Lina Kanaan)

Residents walk past damaged buildings in the Sukkari neighbourhood of Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad
`

const fileB = "Firefighters put out a fire after shelling in Kharkiv, Ukraine, Nov. 6, 2022. EPA-EFE/OLENA MOROZ\r\n\r\n" +
	"A boy carries bread through a market in Douma, Eastern Ghouta, Syria...\r\n"

// corpus returns invented files: two small ones and a synthetic one of size bytes.
func corpus(size int) []analysis.Input {
	big, _ := synth.Generate(synth.Config{Seed: 8, Size: size})
	return []analysis.Input{
		{Name: "a.txt", Data: []byte(fileA)},
		{Name: "big.txt", Data: big},
		{Name: "b.txt", Data: []byte(fileB)},
	}
}

// local is the dataset of a local run: every file analyzed whole.
func local(inputs []analysis.Input) *analysis.Dataset {
	return analysis.Analyze(inputs)
}

// server serves the Worker's handler natively; wrap, when not nil, stands before it.
func server(t *testing.T, wrap func(http.Handler) http.Handler) *httptest.Server {
	t.Helper()
	h := cf.New()
	if wrap != nil {
		h = wrap(h)
	}
	s := httptest.NewServer(h)
	t.Cleanup(s.Close)
	return s
}

// fast are options for tests: small chunks, no waiting between retries.
func fast(parallel int) Options {
	return Options{Parallel: parallel, ChunkSize: 16 << 10, Backoff: time.Millisecond}
}

// expectSame fails when two datasets differ in JSON.
func expectSame(t *testing.T, what string, got, want *analysis.Dataset) {
	t.Helper()
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if !bytes.Equal(g, w) {
		i := 0
		for i < min(len(g), len(w)) && g[i] == w[i] {
			i++
		}
		t.Fatalf("%s: datasets differ at byte %d:\ngot  ...%s\nwant ...%s", what, i,
			g[max(i-200, 0):min(i+200, len(g))], w[max(i-200, 0):min(i+200, len(w))])
	}
}

func TestSameAsLocal(t *testing.T) {
	in := corpus(300 << 10)
	want := local(in)
	if want.Stats.Duplicates == 0 || len(want.Records) < 500 {
		t.Fatalf("the corpus should have duplicates and many records: %d records, %d duplicates",
			len(want.Records), want.Stats.Duplicates)
	}
	s := server(t, nil)
	for _, parallel := range []int{1, 2, 4} {
		got, err := Analyze(context.Background(), s.URL, in, fast(parallel))
		if err != nil {
			t.Fatalf("parallel %d: %v", parallel, err)
		}
		expectSame(t, "parallel "+string(rune('0'+parallel)), got, want)
	}
}

func TestSessionTakesChunks(t *testing.T) {
	in := corpus(200 << 10)
	want := local(in)
	s := server(t, nil)
	sess, err := Start(context.Background(), s.URL+"/api/", fast(3))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range in {
		for _, c := range analysis.Chunks(f.Name, f.Data, 40<<10) {
			sess.Add(c) // cut again: larger than the session's 16 KiB
		}
	}
	got, err := sess.Wait()
	if err != nil {
		t.Fatal(err)
	}
	expectSame(t, "chunks added one by one", got, want)
}

func TestRetriesFlakyServer(t *testing.T) {
	in := corpus(100 << 10)
	want := local(in)
	// Each request fails twice, a different way each time, then passes: the same for
	// every request, however the client's parallel requests interleave.
	var mu sync.Mutex
	tries := map[string]int{}
	s := server(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(bytes.NewReader(body))
			key := r.Method + " " + r.URL.String() + "\n" + string(body)
			mu.Lock()
			tries[key]++
			try := tries[key]
			mu.Unlock()
			switch try {
			case 1:
				http.Error(w, "upstream hiccup", http.StatusBadGateway)
			case 2:
				w.Header().Set("Content-Type", "application/json")
				w.Write([]byte(`{"version":"1","files":[`)) // cut short
			default:
				h.ServeHTTP(w, r)
			}
		})
	})
	var progress bytes.Buffer
	o := fast(2)
	o.Progress = &progress
	got, err := Analyze(context.Background(), s.URL, in, o)
	if err != nil {
		t.Fatal(err)
	}
	expectSame(t, "flaky server", got, want)
	line := progress.String()
	if !strings.HasSuffix(line, "\n") || !strings.Contains(line, "remote: ") || strings.Contains(line, " 0 retries") {
		t.Fatalf("progress should end with a line that counts retries, got %q", line)
	}
}

func TestRefusedChunkFailsItsFile(t *testing.T) {
	in := corpus(60 << 10)
	s := server(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Query().Get("name") == "big.txt" && r.URL.Query().Get("offset") != "0" {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusRequestEntityTooLarge)
				w.Write([]byte(`{"error":"big.txt: larger than 10 bytes","status":413}`))
				return
			}
			h.ServeHTTP(w, r)
		})
	})
	got, err := Analyze(context.Background(), s.URL, in, fast(2))
	if err != nil {
		t.Fatal(err)
	}
	want := local([]analysis.Input{in[0], in[2]})
	if len(got.Files) != 3 {
		t.Fatalf("want 3 files, got %+v", got.Files)
	}
	big := got.Files[1]
	if !strings.Contains(big.Error, "larger than 10 bytes (413)") || big.Bytes.Error != big.Size || big.Captions != 0 {
		t.Fatalf("big.txt should be rejected whole with the API's error, got %+v", big)
	}
	if got.Stats.Captions != want.Stats.Captions {
		t.Fatalf("the other files should still count: got %d captions, want %d", got.Stats.Captions, want.Stats.Captions)
	}
}

func TestHeaderSent(t *testing.T) {
	s := server(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("Cf-Access-Client-Id") != "id" {
				w.WriteHeader(http.StatusForbidden)
				return
			}
			h.ServeHTTP(w, r)
		})
	})
	o := fast(1)
	o.Header = http.Header{"Cf-Access-Client-Id": {"id"}}
	in := []analysis.Input{{Name: "a.txt", Data: []byte(fileA)}}
	got, err := Analyze(context.Background(), s.URL, in, o)
	if err != nil {
		t.Fatal(err)
	}
	expectSame(t, "with a header", got, local(in))
	expectError(t, s.URL, fast(1), "403 Forbidden")
}

func TestUnreadableFilePassesThrough(t *testing.T) {
	s := server(t, nil)
	in := []analysis.Input{{Name: "gone.txt", Err: errors.New("no such file")}, {Name: "a.txt", Data: []byte(fileA)}}
	got, err := Analyze(context.Background(), s.URL, in, fast(1))
	if err != nil {
		t.Fatal(err)
	}
	expectSame(t, "a file that could not be read", got, local(in))
}

func TestErrors(t *testing.T) {
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	old := server(t, func(http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Write([]byte(`{"version":"0"}`))
		})
	})
	site := server(t, func(http.Handler) http.Handler { return http.FileServer(http.Dir(t.TempDir())) })
	o := fast(1)
	o.Retries = 1
	expectError(t, down.URL, o, "connect")
	expectError(t, old.URL, o, `speaks dataset version "0"`)
	expectError(t, site.URL, o, "is this the analyzer's address?")
	expectError(t, "ftp://example.org", o, "not an http")
	expectError(t, "127.0.0.1:1", o, "not an http")
}

// expectError runs an analysis of a small file against baseURL and wants an error
// that contains want.
func expectError(t *testing.T, baseURL string, o Options, want string) {
	t.Helper()
	_, err := Analyze(context.Background(), baseURL, []analysis.Input{{Name: "a.txt", Data: []byte(fileA)}}, o)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Analyze(%s): got error %v, want one with %q", baseURL, err, want)
	}
}

func TestServerGoneMidway(t *testing.T) {
	in := corpus(100 << 10)
	var n atomic.Int32
	s := server(t, func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if n.Add(1) > 3 {
				panic(http.ErrAbortHandler) // the connection drops
			}
			h.ServeHTTP(w, r)
		})
	})
	o := fast(2)
	o.Retries = 2
	_, err := Analyze(context.Background(), s.URL, in, o)
	if err == nil || !strings.Contains(err.Error(), "at offset") {
		t.Fatalf("a server that drops every connection should end the run naming the chunk, got %v", err)
	}
}

func TestCanceled(t *testing.T) {
	s := server(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	sess, err := Start(ctx, s.URL, fast(1))
	if err != nil {
		t.Fatal(err)
	}
	cancel()
	sess.Add(corpus(100 << 10)[1])
	if _, err := sess.Wait(); !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
}
