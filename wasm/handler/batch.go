package handler

// POST /analyze-batch analyzes many small whole files in one call, so that a drop of
// thousands of files does not start a Go instance per file. Its body is a header
// line, then the files' bytes one after another:
//
//	body   = header "\n" data
//	header = a JSON array of {"name": N, "size": S}, one per file, in input order
//	data   = the bytes of every file, concatenated in header order; the sizes add up
//	         to exactly len(data)
//
// JSON escapes a newline in a name, so the first "\n" ends the header. Names are
// non-empty and distinct (the Dataset merges files of the same name). The answer is
// the Dataset of those files, as `captions -format json` gives for them.

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"

	"github.com/captions-analyzer/captions/analysis"
)

// Limits of a batch header: the page sends at most a few hundred files a batch.
const (
	maxBatchFiles  = 10000
	maxBatchHeader = 4 << 20
)

// batchEntry is one file of a batch header.
type batchEntry struct {
	Name string `json:"name"`
	Size int64  `json:"size"`
}

func (h *handler) serveBatch(w http.ResponseWriter, r *http.Request) {
	t := newTimer()
	body, err := h.readBody(w, r)
	t.lap("read")
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("batch: larger than %d bytes", tooBig.Limit))
			return
		}
		writeError(w, http.StatusBadRequest, fmt.Sprintf("batch: reading the body: %v", err))
		return
	}
	h.read(len(body))
	inputs, err := decodeBatch(body)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	ds, err := h.safeAnalyzeAll(h.analyzer(r), inputs)
	t.lap("analyze")
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	names := make([]string, len(inputs))
	for i := range inputs {
		names[i] = inputs[i].Name
	}
	writeDataset(w, r, ds, names, inputs, t)
}

// decodeBatch reads a batch body into whole-file inputs whose Data alias body.
func decodeBatch(body []byte) ([]analysis.Input, error) {
	nl := bytes.IndexByte(body, '\n')
	if nl < 0 {
		if len(body) > maxBatchHeader {
			return nil, fmt.Errorf("batch: header longer than %d bytes", maxBatchHeader)
		}
		return nil, errors.New("batch: no header line (a JSON array of {name, size} and a newline)")
	}
	if nl > maxBatchHeader {
		return nil, fmt.Errorf("batch: header longer than %d bytes", maxBatchHeader)
	}
	entries, err := parseBatchHeader(body[:nl])
	if err != nil {
		return nil, fmt.Errorf("batch: header is %v", err)
	}
	if len(entries) == 0 || len(entries) > maxBatchFiles {
		return nil, fmt.Errorf("batch: %d files, want 1 to %d", len(entries), maxBatchFiles)
	}
	data := body[nl+1:]
	inputs := make([]analysis.Input, len(entries))
	seen := make(map[string]bool, len(entries))
	var off int64
	for i, e := range entries {
		switch {
		case e.Name == "":
			return nil, fmt.Errorf("batch: file %d has no name", i)
		case seen[e.Name]:
			return nil, fmt.Errorf("batch: %s is named twice", e.Name)
		case e.Size < 0 || e.Size > int64(len(data))-off:
			return nil, fmt.Errorf("batch: %s: size %d is past the end of the body", e.Name, e.Size)
		}
		seen[e.Name] = true
		inputs[i] = analysis.Input{Name: e.Name, Data: data[off : off+e.Size : off+e.Size], Size: e.Size, Line: 1}
		off += e.Size
	}
	if off != int64(len(data)) {
		return nil, fmt.Errorf("batch: the sizes add up to %d bytes, the body has %d after the header", off, len(data))
	}
	return inputs, nil
}

// safeAnalyzeAll runs the analysis of a batch and turns a panic into an error that
// names the batch's files.
func (h *handler) safeAnalyzeAll(analyze func([]analysis.Input) *analysis.Dataset, in []analysis.Input) (ds *analysis.Dataset, err error) {
	defer func() {
		if p := recover(); p != nil {
			ds, err = nil, fmt.Errorf("batch of %d files (%s ... %s): internal error: %v", len(in), in[0].Name, in[len(in)-1].Name, p)
		}
	}()
	return analyze(in), nil
}
