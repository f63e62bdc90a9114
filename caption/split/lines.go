package split

import "bytes"

// ChunkWindow is how far past its target Boundary looks for a blank line.
const ChunkWindow = 1 << 20

// lexer finds line ends: "\n", "\r\n" or a lone "\r". It remembers the next
// '\n' and the next '\r' it has seen, so that a file with one kind of line end
// (or none) is still scanned once: finding lines is linear in the data.
type lexer struct {
	data   []byte
	nl, cr int // next '\n' / '\r' at or after the last line asked for; len(data) when none
}

func newLexer(data []byte) lexer { return lexer{data: data, nl: -1, cr: -1} }

// line returns the end of the line that starts at p (before its line end) and
// where the next line starts.
func (l *lexer) line(p int) (end, next int) {
	if l.nl < p {
		l.nl = indexFrom(l.data, p, '\n')
	}
	if l.cr < p {
		l.cr = indexFrom(l.data, p, '\r')
	}
	if l.cr < l.nl {
		end = l.cr
		if end+1 < len(l.data) && l.data[end+1] == '\n' {
			return end, end + 2
		}
		return end, end + 1
	}
	if l.nl == len(l.data) {
		return len(l.data), len(l.data)
	}
	return l.nl, l.nl + 1
}

// indexFrom is the index of the first c in data at or after p, or len(data).
func indexFrom(data []byte, p int, c byte) int {
	if i := bytes.IndexByte(data[p:], c); i >= 0 {
		return p + i
	}
	return len(data)
}

// isBlank reports whether a line holds only spaces, tabs, form feeds,
// vertical tabs and NUL bytes. Blank lines separate paragraphs.
func isBlank(line []byte) bool {
	for _, b := range line {
		if b != ' ' && b != '\t' && b != 0 && b != '\f' && b != '\v' {
			return false
		}
	}
	return true
}

// Boundary returns where to cut data into chunks that give, split one by one
// (SplitChunk), the same captions as the whole: a cut at or after target. The
// rule (the page's JavaScript mirrors it byte for byte):
//
//	Lines end at "\n", "\r\n" or a lone "\r". A blank line holds only the bytes
//	' ', '\t', '\v', '\f' and 0x00; a long line has more than MaxCaption bytes
//	before its line end. Both separate paragraphs.
//	1. target <= 0 gives 0; target >= len(data) gives len(data); a target
//	   below 8 KiB counts as 8 KiB (the first chunk holds all that Split
//	   sniffs for the file type).
//	2. Walk the lines from the one that holds target (a target inside "\r\n"
//	   belongs to the line that it ends) while they start before
//	   target+ChunkWindow: after the first blank line, cut (the start of the next
//	   line); at the first long line, cut before it when it starts at or after
//	   target, else after it.
//	3. If the walk reached the end of data, cut at len(data).
//	4. Else cut at the first line start at or after target+MaxCaption+1.
//
// Step 4 cuts a paragraph of more than ChunkWindow bytes; Split reads any
// paragraph of more than MaxCaption bytes one caption per line, and step 4
// leaves more than MaxCaption bytes of it on both sides, so both chunks read it
// the same way.
//
// Do not chunk a file that starts with a UTF-16 byte order mark (FF FE or
// FE FF) or has a NUL byte in its first 8 KiB: send it whole to Split, which
// decodes UTF-16 or rejects binary data.
func Boundary(data []byte, target int) int {
	return boundary(data, target, ChunkWindow, MaxCaption, sniffLen)
}

func boundary(data []byte, target, window, maxLine, minCut int) int {
	if target <= 0 {
		return 0
	}
	target = max(target, minCut)
	if target >= len(data) {
		return len(data)
	}
	if data[target] == '\n' && data[target-1] == '\r' {
		target--
	}
	start, ok := lineStartBefore(data, target, maxLine)
	lx := newLexer(data)
	if !ok { // the line holding target is long: cut after it
		_, next := lx.line(target)
		return next
	}
	q := target + maxLine + 1
	fourth := -1
	p := start
	for p < len(data) && (p == start || p < target+window) {
		end, next := lx.line(p)
		switch {
		case isBlank(data[p:end]):
			return next
		case end-p > maxLine && p >= target:
			return p
		case end-p > maxLine:
			return next
		}
		if fourth < 0 && next >= q {
			fourth = next
		}
		p = next
	}
	if p >= len(data) || fourth < 0 {
		return len(data)
	}
	return fourth
}

// lineStartBefore finds the start of the line that holds position i, looking
// back at most maxLine+1 bytes; ok is false when the line is longer than that.
func lineStartBefore(data []byte, i, maxLine int) (start int, ok bool) {
	lo := max(0, i-maxLine-1)
	for j := i; j > lo; j-- {
		if c := data[j-1]; c == '\n' || c == '\r' {
			return j, true
		}
	}
	return lo, lo == 0
}
