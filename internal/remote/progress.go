package remote

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// progress writes a line of how far the requests are: chunks and megabytes answered
// of those known, the rate, and the retries so far. It is safe for concurrent use;
// a nil *progress, or one without a writer, does nothing.
type progress struct {
	w     io.Writer
	start time.Time

	mu                 sync.Mutex
	chunks, doneChunks int
	bytes, doneBytes   int64
	retries            int
	last               time.Time // when the line was last written
	width              int       // of the line last written, to blank what is left of it
}

// every is the shortest time between two lines.
const every = 250 * time.Millisecond

func newProgress(w io.Writer) *progress {
	return &progress{w: w, start: time.Now()}
}

// expect sets the totals when they are known ahead.
func (p *progress) expect(chunks int, bytes int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.chunks, p.bytes = chunks, bytes
	p.mu.Unlock()
}

// added counts a chunk added after the start.
func (p *progress) added(n int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.chunks++
	p.bytes += n
	p.mu.Unlock()
}

// done counts an answered chunk of n bytes.
func (p *progress) done(n int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.doneChunks++
	p.doneBytes += n
	p.chunks = max(p.chunks, p.doneChunks)
	p.bytes = max(p.bytes, p.doneBytes)
	if now := time.Now(); now.Sub(p.last) >= every {
		p.last = now
		p.write("")
	}
}

// retried counts a retry.
func (p *progress) retried() {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.retries++
	p.mu.Unlock()
}

// finish writes the last line and ends it.
func (p *progress) finish() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.doneChunks > 0 || p.chunks > 0 {
		p.write("\n")
	}
}

// write writes the line over the last one, then end ("\n" to keep it).
func (p *progress) write(end string) {
	if p.w == nil {
		return
	}
	secs := time.Since(p.start).Seconds()
	rate := 0.0
	if secs > 0 {
		rate = float64(p.doneBytes) / 1e6 / secs
	}
	line := fmt.Sprintf("remote: %d/%d chunks, %.1f/%.1f MB, %.1f MB/s, %d retries",
		p.doneChunks, p.chunks, float64(p.doneBytes)/1e6, float64(p.bytes)/1e6, rate, p.retries)
	pad := max(p.width-len(line), 0)
	p.width = len(line)
	fmt.Fprintf(p.w, "\r%s%*s%s", line, pad, "", end)
}
