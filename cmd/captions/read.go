package main

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/caption/split"
)

// window is how far past a chunk's target size split.Boundary may read to choose a
// cut: lines that start within its window, each up to a long line.
const window = split.ChunkWindow + split.MaxCaption + 2

// reader reads files in chunks and analyzes them in batches, so that memory holds a
// batch of raw bytes (plus the records) and every core has work.
type reader struct {
	chunk   int
	stdin   io.Reader
	pending []analysis.Input
	bytes   int
	parts   []*analysis.Dataset
	seen    map[string]bool // paths read, so that a file named twice is read once
	// sink, when set, takes every input instead of the local batches (-remote).
	sink func(analysis.Input)
	// budget is the most input bytes the run accepts (memory), 0 for no limit; used
	// is what the files so far took of it.
	budget, used int64
}

// add reads a file, a directory (walked, hidden entries skipped) or "-".
func (r *reader) add(path string) {
	if path == "-" {
		r.readFile("-", r.stdin, 0)
		return
	}
	info, err := os.Stat(path)
	if err != nil {
		r.fail(path, err)
		return
	}
	if !info.IsDir() {
		r.open(path)
		return
	}
	err = filepath.WalkDir(path, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			r.fail(p, err)
			return nil
		}
		if p != path && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() || d.Type()&fs.ModeSymlink != 0 && isRegular(p) {
			r.open(p) // symbolic links to directories, devices and pipes are skipped
		}
		return nil
	})
	if err != nil {
		r.fail(path, err)
	}
}

func isRegular(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular()
}

func (r *reader) open(path string) {
	if clean := filepath.Clean(path); r.seen[clean] {
		return
	} else if r.seen == nil {
		r.seen = map[string]bool{clean: true}
	} else {
		r.seen[clean] = true
	}
	f, err := os.Open(path)
	if err != nil {
		r.fail(path, err)
		return
	}
	defer f.Close()
	var size int64
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
		size = info.Size()
	}
	if r.budget > 0 && r.used+size > r.budget {
		r.push(analysis.Input{Name: path, Size: size, Err: tooBig(size, r.used, r.budget)})
		return
	}
	r.used += size
	r.readFile(path, f, size)
}

// fail records a file that could not be read.
func (r *reader) fail(name string, err error) {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the name is printed beside it
	}
	r.push(analysis.Input{Name: name, Err: err})
}

// readFile reads a file in chunks of about r.chunk bytes, each cut where
// analysis.Chunks would cut the whole file: of a buffer that holds r.chunk+window
// bytes, only the first chunk is taken, the rest waits for more bytes. A buffer with
// no cut in it grows. size is 0 when unknown.
func (r *reader) readFile(name string, f io.Reader, size int64) {
	buf := make([]byte, 0, r.chunk+window)
	var off int64
	line := 1
	for first := true; ; first = false {
		n, err := io.ReadFull(f, buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		eof := err == io.EOF || err == io.ErrUnexpectedEOF
		if err != nil && !eof {
			r.fail(name, err)
			return
		}
		if first && !eof && !analysis.Chunkable(buf) {
			rest, err := io.ReadAll(f)
			if err != nil {
				r.fail(name, err)
				return
			}
			buf, eof = append(buf, rest...), true
		}
		chunks := analysis.Chunks(name, buf, r.chunk)
		if !eof && len(chunks) == 1 {
			buf = append(buf, make([]byte, cap(buf))...)[:len(buf)]
			continue
		}
		if !eof {
			chunks = chunks[:2]
		}
		for i, c := range chunks {
			c.Offset += off
			c.Line += line - 1
			c.Size = size
			if i == 1 && !eof {
				off, line = c.Offset, c.Line
				break
			}
			r.push(c)
		}
		if eof {
			return
		}
		rest := buf[len(chunks[0].Data):]
		next := make([]byte, len(rest), max(r.chunk+window, 2*len(rest)))
		copy(next, rest)
		buf = next
	}
}

// minBatch is the least input a batch holds before it is analyzed (see push); tests
// lower it to merge batches of small inputs.
var minBatch = 64 << 20

// push queues an input; a full batch is analyzed at once. A batch holds at least
// two chunks a core and minBatch bytes: its raw bytes are a small part of what its
// records take, and an input that is one batch is analyzed without a merge (a copy
// of every record).
func (r *reader) push(in analysis.Input) {
	if r.sink != nil {
		r.sink(in)
		return
	}
	r.pending = append(r.pending, in)
	r.bytes += len(in.Data)
	if r.bytes >= max(2*runtime.GOMAXPROCS(0)*r.chunk, minBatch) {
		r.flush()
	}
}

func (r *reader) flush() {
	if len(r.pending) > 0 {
		r.parts = append(r.parts, analysis.Collect(r.pending)) // Merge derives the rest once
	}
	r.pending, r.bytes = nil, 0
}

// dataset analyzes what is left and merges the batches; a single batch is
// analyzed whole.
func (r *reader) dataset() *analysis.Dataset {
	if len(r.parts) == 0 {
		d := analysis.Analyze(r.pending)
		r.pending, r.bytes = nil, 0
		return d
	}
	r.flush()
	d := analysis.Merge(r.parts...)
	r.parts = nil // the batches' records are copied: let the collector have them
	return d
}
