package analysis

import (
	"bytes"

	"github.com/captions-analyzer/captions/caption/split"
)

// Chunks cuts a file into inputs of about size bytes at the boundaries split.Boundary
// chooses (a blank line first, at least 8 KiB apart), each with its offset, first
// line and the file's size. A file that is not Chunkable is one input.
func Chunks(name string, data []byte, size int) []Input {
	return std.chunks(name, data, size)
}

func (e engine) chunks(name string, data []byte, size int) []Input {
	total := int64(len(data))
	if size <= 0 || len(data) <= size || !Chunkable(data) {
		return []Input{{Name: name, Data: data, Line: 1, Size: total}}
	}
	var out []Input
	line := 1
	for off := 0; off < len(data); {
		rest := data[off:]
		cut := e.boundary(rest, size)
		if cut <= 0 || cut > len(rest) {
			cut = len(rest)
		}
		out = append(out, Input{Name: name, Data: rest[:cut:cut], Offset: int64(off), Line: line, Size: total})
		line += countLines(rest[:cut])
		off += cut
	}
	return out
}

// countLines counts the line ends of b: "\n", "\r\n" and a lone "\r", that is
// every '\n' and every '\r' not followed by one (bytes.Count runs in vector steps).
func countLines(b []byte) int {
	n := bytes.Count(b, []byte{'\n'})
	if cr := bytes.Count(b, []byte{'\r'}); cr > 0 {
		n += cr - bytes.Count(b, []byte("\r\n"))
	}
	return n
}

// sniffLen is how much of the start of a file split.Split sniffs for its type.
const sniffLen = 8 << 10

// Chunkable reports whether a file may be cut into chunks: not when it begins with a
// UTF-16 byte order mark or has a NUL byte in its first 8 KiB (UTF-16 without a mark,
// or binary data), which the splitter must see whole, nor when it opens with the header
// of a table export (CSV or TSV, split.IsTable), whose rows the splitter reads whole.
func Chunkable(data []byte) bool {
	if split.IsTable(data) {
		return false
	}
	if len(data) >= 2 && (data[0] == 0xFF && data[1] == 0xFE || data[0] == 0xFE && data[1] == 0xFF) {
		return false
	}
	return bytes.IndexByte(data[:min(len(data), sniffLen)], 0) < 0
}
