// Package remote analyzes files on a deployed copy of the analyzer's API (package cf,
// on Cloudflare Workers or under workerd): it cuts the files into chunks at paragraph
// boundaries (analysis.Chunks), posts them concurrently with retries and backoff, and
// merges the partial datasets with analysis.Merge, as the page merges its chunks. The
// result is the dataset that a local run gives.
//
// A chunk the API refuses or cannot analyze (too large, an internal error) makes its
// file's Error, as a file that cannot be read does locally; the other files are still
// analyzed. A server that cannot be reached after the retries ends the run with an
// error.
package remote

import (
	"context"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/captions-analyzer/captions/analysis"
)

// DefaultChunkSize is the size of a request's body when Options.ChunkSize is zero:
// a second or two of CPU time on a Worker, well inside the Workers Paid plan's 30 s,
// and about 35 MB of the Worker's 128 MB of memory. A chunk ends at the first
// paragraph boundary past it, rarely more than a few KiB further (at most 1 MiB and a
// line); the Worker takes bodies of up to 2 MiB.
const DefaultChunkSize = 512 << 10

// Options tune a remote analysis; the zero value is the default.
type Options struct {
	Parallel  int           // requests in flight at once; 0 means 4
	ChunkSize int           // about this many bytes per request; 0 means DefaultChunkSize
	Retries   int           // tries after the first of a request that may pass; 0 means 4, <0 none
	Backoff   time.Duration // wait before the first retry, doubled for each next; 0 means 500 ms
	Timeout   time.Duration // for one request; 0 means 2 minutes
	Client    *http.Client  // nil means a client of its own
	// Header is added to every request: for a Worker behind Cloudflare Access, its
	// service token (CF-Access-Client-Id, CF-Access-Client-Secret).
	Header http.Header
	// Progress, when not nil, gets a progress line, rewritten in place with "\r"
	// at most a few times a second and ended with "\n" when the run ends.
	Progress io.Writer
}

func (o Options) withDefaults() Options {
	if o.Parallel <= 0 {
		o.Parallel = 4
	}
	if o.ChunkSize <= 0 {
		o.ChunkSize = DefaultChunkSize
	}
	if o.Retries == 0 {
		o.Retries = 4
	} else if o.Retries < 0 {
		o.Retries = 0
	}
	if o.Backoff <= 0 {
		o.Backoff = 500 * time.Millisecond
	}
	if o.Timeout <= 0 {
		o.Timeout = 2 * time.Minute
	}
	if o.Client == nil {
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.MaxIdleConnsPerHost = o.Parallel
		o.Client = &http.Client{Transport: t}
	}
	return o
}

// Analyze analyzes inputs on the API at baseURL (the root of the deployed site; the
// API is under /api/) and returns their merged dataset. The inputs are whole files or
// chunks of files cut at paragraph boundaries, in input order (analysis.Input; an
// Input with Err is a file that could not be read). An input larger than
// Options.ChunkSize is cut with analysis.Chunks.
func Analyze(ctx context.Context, baseURL string, inputs []analysis.Input, o Options) (*analysis.Dataset, error) {
	s, err := Start(ctx, baseURL, o)
	if err != nil {
		return nil, err
	}
	var chunks []analysis.Input
	for _, in := range inputs {
		chunks = append(chunks, s.cut(in)...)
	}
	var total int64
	for _, c := range chunks {
		total += int64(len(c.Data))
	}
	s.progress.expect(len(chunks), total)
	for _, c := range chunks {
		if !s.add(c) {
			break
		}
	}
	return s.Wait()
}

// Session is a remote analysis fed input by input, for a caller that reads files in
// chunks as it goes (the command line): memory holds the chunks in flight and the
// partial datasets. Call Add and then Wait from one goroutine.
type Session struct {
	o        Options
	api      api
	ctx      context.Context
	cancel   context.CancelCauseFunc
	queue    chan job
	wg       sync.WaitGroup
	progress *progress

	mu    sync.Mutex
	parts []*analysis.Dataset // by job sequence: input order
	err   error               // the first fatal error
}

// job is one request to make: a chunk and its place among the parts.
type job struct {
	seq int
	in  analysis.Input
}

// Start checks that the API at baseURL answers and speaks this dataset version, then
// starts Options.Parallel senders.
func Start(ctx context.Context, baseURL string, o Options) (*Session, error) {
	o = o.withDefaults()
	a, err := newAPI(baseURL, o)
	if err != nil {
		return nil, err
	}
	if err := a.checkVersion(ctx); err != nil {
		return nil, err
	}
	s := &Session{o: o, api: a, queue: make(chan job, o.Parallel), progress: newProgress(o.Progress)}
	s.ctx, s.cancel = context.WithCancelCause(ctx)
	for range o.Parallel {
		s.wg.Add(1)
		go s.send()
	}
	return s, nil
}

// Add queues an input (a whole file or a chunk cut at a paragraph boundary, in turn
// cut when larger than Options.ChunkSize) after those added before it; it waits while Options.Parallel chunks are
// queued. It does nothing once the session has failed or its context is done.
func (s *Session) Add(in analysis.Input) {
	for _, c := range s.cut(in) {
		s.progress.added(int64(len(c.Data)))
		if !s.add(c) {
			return
		}
	}
}

// cut cuts an input larger than the chunk size (a whole file, or a chunk of one that
// starts on a paragraph boundary) into chunks with analysis.Chunks, placed in the file.
func (s *Session) cut(in analysis.Input) []analysis.Input {
	if in.Err != nil || len(in.Data) <= s.o.ChunkSize {
		return []analysis.Input{in}
	}
	cs := analysis.Chunks(in.Name, in.Data, s.o.ChunkSize)
	for i := range cs {
		cs[i].Offset += in.Offset
		cs[i].Line += max(in.Line, 1) - 1
		cs[i].Size = in.Size
	}
	return cs
}

// add gives a chunk a place among the parts and queues it; false when the session is
// over.
func (s *Session) add(in analysis.Input) bool {
	s.mu.Lock()
	seq := len(s.parts)
	s.parts = append(s.parts, nil)
	s.mu.Unlock()
	if in.Err != nil {
		// A file that could not be read: no request, the analysis records the error.
		s.done(seq, analysis.Analyze([]analysis.Input{in}), 0)
		return true
	}
	select {
	case s.queue <- job{seq, in}:
		return true
	case <-s.ctx.Done():
		return false
	}
}

// send posts queued chunks until the queue is closed or the session fails.
func (s *Session) send() {
	defer s.wg.Done()
	for j := range s.queue {
		if s.ctx.Err() != nil {
			continue // drain
		}
		d, err := s.api.analyze(s.ctx, j.in, s.progress)
		if err != nil {
			s.fail(err)
			continue
		}
		s.done(j.seq, d, int64(len(j.in.Data)))
	}
}

// done stores the dataset of part seq.
func (s *Session) done(seq int, d *analysis.Dataset, n int64) {
	s.mu.Lock()
	s.parts[seq] = d
	s.mu.Unlock()
	s.progress.done(n)
}

// fail ends the session with its first fatal error.
func (s *Session) fail(err error) {
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
	s.cancel(err)
}

// Wait waits for the chunks added so far and returns the merged dataset, or the first
// fatal error (the context's, or a server that could not be reached). The session
// cannot be used after.
func (s *Session) Wait() (*analysis.Dataset, error) {
	close(s.queue)
	s.wg.Wait()
	s.progress.finish()
	err := s.err
	if err == nil {
		err = context.Cause(s.ctx)
	}
	s.cancel(nil)
	if err != nil {
		return nil, err
	}
	return analysis.Merge(s.parts...), nil
}
