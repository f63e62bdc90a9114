// Package handler is the analyzer's HTTP API: the same http.Handler runs natively
// (tests, a local server), in the browser's Web Workers and on Cloudflare Workers.
//
//	POST /analyze?name=N&offset=O&line=L&size=S   body: the raw bytes of a file or chunk
//	     → 200 the partial Dataset of that one input, as JSON
//	POST /boundary?target=T&eof=E&first=F   body: a window of a file from a chunk start
//	     → 200 {"cut": n} where the chunk ends (split.Boundary, as analysis.Chunks
//	       cuts), {"more": true} when the window ends before the answer is known
//	       (E=0: not the end of the file), {"whole": true} when the file must not be
//	       cut (F=1: the window starts the file; see analysis.Chunkable)
//	POST /analyze-batch   body: a header line, then many whole files (see batch.go)
//	     → 200 the Dataset of those files, as JSON
//	GET  /version → {"version": "..."}
//
// With ?packed=1, /analyze and /analyze-batch answer the packed frames of
// analysis.AppendPacked (Content-Type application/x-captions-packed): one frame for
// /analyze, one a file in header order for a batch. That is what the page's workers
// ask for. The dataset is then analysis.AnalyzePart's, without the duplicates, counts
// and stats that the page derives when it merges, and a text that is its input's bytes
// is left out of the frames (the page sent the input and reads it there); a dataset
// that the frames cannot hold is answered as JSON.
//
// Every POST takes an optional ?length=B, the body's length in bytes: the body is then
// read into one buffer of that size (see readBody).
//
// The page plans its chunks with /boundary so that it cuts exactly where the command
// line does, without a JavaScript copy of the rules.
//
// Errors are JSON objects {"error": "...", "status": N} with the matching status code.
// A panic while analyzing is recovered and answered as a 500 that names the input, so
// the page can report the file and go on (an unrecovered panic would kill the Go
// instance and leave JavaScript with an unrelated TypeError).
package handler

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/caption/split"
)

// DefaultMaxBytes is the largest body accepted when Options.MaxBytes is zero. Chunks
// are a few MB; a UTF-16 file is sent whole, so leave room for big ones.
const DefaultMaxBytes = 256 << 20

// Options configure the handler; the zero value is the default.
type Options struct {
	MaxBytes int64 // largest request body; 0 means DefaultMaxBytes
	// Analyze replaces analysis.Analyze (tests use it to provoke panics).
	Analyze func([]analysis.Input) *analysis.Dataset
	// Read, when set, is told the size of a body of /analyze or /analyze-batch once
	// read, before its analysis (the wasm command sets the collector by it).
	Read func(bytes int)
}

type handler struct {
	maxBytes int64
	analyze  func([]analysis.Input) *analysis.Dataset
	part     func([]analysis.Input) *analysis.Dataset // for packed answers
	read     func(bytes int)
}

// New returns the API handler.
func New(o Options) http.Handler {
	h := &handler{maxBytes: o.MaxBytes, analyze: o.Analyze, part: o.Analyze, read: o.Read}
	if h.read == nil {
		h.read = func(int) {}
	}
	if h.maxBytes <= 0 {
		h.maxBytes = DefaultMaxBytes
	}
	if h.analyze == nil {
		h.analyze, h.part = analysis.Analyze, analysis.AnalyzePart
	}
	return h
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/analyze":
		if allow(w, r, http.MethodPost) {
			h.serveAnalyze(w, r)
		}
	case "/analyze-batch":
		if allow(w, r, http.MethodPost) {
			h.serveBatch(w, r)
		}
	case "/boundary":
		if allow(w, r, http.MethodPost) {
			h.serveBoundary(w, r)
		}
	case "/version":
		if allow(w, r, http.MethodGet, http.MethodHead) {
			writeJSON(w, http.StatusOK, append(analysis.AppendJSONString([]byte(`{"version":`), analysis.Version, false), '}'))
		}
	default:
		writeError(w, http.StatusNotFound, "no such endpoint: "+r.URL.Path)
	}
}

// allow reports whether r uses one of the methods; if not, it answers 405 with an
// Allow header and a JSON error naming the first method.
func allow(w http.ResponseWriter, r *http.Request, methods ...string) bool {
	for _, m := range methods {
		if r.Method == m {
			return true
		}
	}
	w.Header().Set("Allow", strings.Join(methods, ", "))
	writeError(w, http.StatusMethodNotAllowed, fmt.Sprintf("use %s for %s", methods[0], r.URL.Path))
	return false
}

func (h *handler) serveAnalyze(w http.ResponseWriter, r *http.Request) {
	in, err := inputFromQuery(r)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	t := newTimer()
	in.Data, err = h.readBody(w, r)
	t.lap("read")
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(w, http.StatusRequestEntityTooLarge,
				fmt.Sprintf("%s: larger than %d bytes", in.Name, tooBig.Limit))
			return
		}
		writeError(w, http.StatusBadRequest, fmt.Sprintf("%s: reading the body: %v", in.Name, err))
		return
	}
	h.read(len(in.Data))
	ds, err := h.safeAnalyze(h.analyzer(r), in)
	t.lap("analyze")
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeDataset(w, r, ds, nil, []analysis.Input{in}, t)
}

// boundaryAnswer is the answer of /boundary.
type boundaryAnswer struct {
	Cut   int  `json:"cut"`
	More  bool `json:"more,omitempty"`
	Whole bool `json:"whole,omitempty"`
}

func (h *handler) serveBoundary(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	target, err := queryInt(q.Get("target"), "target")
	if err != nil || target == 0 {
		writeError(w, http.StatusBadRequest, "query parameter target: want a positive integer")
		return
	}
	data, err := h.readBody(w, r)
	if err != nil {
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("boundary window: %v", err))
		return
	}
	eof := q.Get("eof") == "1"
	if q.Get("first") == "1" && !analysis.Chunkable(data) {
		writeBoundary(w, boundaryAnswer{Whole: true})
		return
	}
	cut := split.Boundary(data, int(target))
	if cut <= 0 || cut > len(data) {
		cut = len(data)
	}
	if cut == len(data) && !eof {
		// The walk reached the window's last line: only more bytes can tell.
		writeBoundary(w, boundaryAnswer{More: true})
		return
	}
	writeBoundary(w, boundaryAnswer{Cut: cut})
}

// packed reports whether r asks for a packed answer.
func packed(r *http.Request) bool { return r.URL.Query().Get("packed") == "1" }

// analyzer is the analysis r asks for: the part the page merges for a packed answer,
// else the whole dataset.
func (h *handler) analyzer(r *http.Request) func([]analysis.Input) *analysis.Dataset {
	if packed(r) {
		return h.part
	}
	return h.analyze
}

// safeAnalyze runs the analysis and turns a panic into an error naming the input.
func (h *handler) safeAnalyze(analyze func([]analysis.Input) *analysis.Dataset, in analysis.Input) (ds *analysis.Dataset, err error) {
	defer func() {
		if p := recover(); p != nil {
			ds, err = nil, fmt.Errorf("%s: internal error at offset %d: %v", in.Name, in.Offset, p)
		}
	}()
	return analyze([]analysis.Input{in}), nil
}

// inputFromQuery reads name, offset, line and size; only name is required.
func inputFromQuery(r *http.Request) (analysis.Input, error) {
	q := r.URL.Query()
	in := analysis.Input{Name: q.Get("name")}
	if in.Name == "" {
		return in, errors.New("missing query parameter: name")
	}
	var err error
	if in.Offset, err = queryInt(q.Get("offset"), "offset"); err != nil {
		return in, err
	}
	line, err := queryInt(q.Get("line"), "line")
	if err != nil {
		return in, err
	}
	in.Line = int(line)
	if in.Size, err = queryInt(q.Get("size"), "size"); err != nil {
		return in, err
	}
	if in.Size > 0 && in.Offset > in.Size {
		return in, fmt.Errorf("offset %d is past the file size %d", in.Offset, in.Size)
	}
	return in, nil
}

// readBody reads r's body, of at most maxBytes. The query parameter length, when the
// caller gives it, is the body's length: the body is then read into one buffer of that
// size (a longer body still grows it), where io.ReadAll's doublings would allocate
// about twice the body. Under wasm a fresh instance serves each call without
// collecting, so every byte allocated stays in its linear memory: the page's workers
// hold two or three such instances each at once.
func (h *handler) readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body := http.MaxBytesReader(w, r.Body, h.maxBytes)
	n, err := queryInt(r.URL.Query().Get("length"), "length")
	if err != nil || n == 0 || n > h.maxBytes {
		return io.ReadAll(body)
	}
	return readAll(body, int(n))
}

// readAll is io.ReadAll into a buffer of size bytes first (one more, so that a body
// of exactly size ends without growing it).
func readAll(r io.Reader, size int) ([]byte, error) {
	b := make([]byte, 0, size+1)
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // longer than said: grow as append does
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}

// queryInt parses an optional non-negative integer parameter ("" is 0).
func queryInt(s, param string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > 1<<50 {
		return 0, fmt.Errorf("query parameter %s: not a non-negative integer: %q", param, s)
	}
	return n, nil
}

// writeJSON sets the headers, then the status, then writes the JSON value body and
// a newline.
func writeJSON(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	_, _ = w.Write(append(body, '\n'))
}

// PackedType is the Content-Type of packed frames.
const PackedType = "application/x-captions-packed"

// writeDataset answers a Dataset: its packed frames when r asks for them (one frame
// per name of names, or one of all its records when names is nil; the texts that are
// their input's bytes left for the page to read from the inputs it sent), else its
// JSON, written by analysis's hand-written encoder.
func writeDataset(w http.ResponseWriter, r *http.Request, ds *analysis.Dataset, names []string, inputs []analysis.Input, t *timer) {
	if packed(r) {
		if b, err := ds.AppendPacked(nil, names, inputs); err == nil {
			t.lap("encode")
			w.Header().Set("Server-Timing", t.String())
			w.Header().Set("Content-Type", PackedType)
			w.Header().Set("X-Content-Type-Options", "nosniff")
			w.WriteHeader(http.StatusOK)
			_, _ = w.Write(b)
			return
		}
	}
	b := ds.AppendJSON(nil, true)
	t.lap("encode")
	w.Header().Set("Server-Timing", t.String())
	writeJSON(w, http.StatusOK, b)
}

// writeBoundary answers {"cut":N}, with "more" or "whole" when true.
func writeBoundary(w http.ResponseWriter, a boundaryAnswer) {
	b := strconv.AppendInt([]byte(`{"cut":`), int64(a.Cut), 10)
	if a.More {
		b = append(b, `,"more":true`...)
	}
	if a.Whole {
		b = append(b, `,"whole":true`...)
	}
	writeJSON(w, http.StatusOK, append(b, '}'))
}

// writeError answers {"error":msg,"status":status}.
func writeError(w http.ResponseWriter, status int, msg string) {
	b := analysis.AppendJSONString([]byte(`{"error":`), msg, false)
	b = strconv.AppendInt(append(b, `,"status":`...), int64(status), 10)
	writeJSON(w, status, append(b, '}'))
}
