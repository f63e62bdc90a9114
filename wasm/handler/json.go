package handler

// The handler's own small JSON: the batch header it reads, by hand, so that the site's
// wasm does not carry encoding/json and the reflection it needs (about 0.1 MB brotli
// of a 1.7 MB module). Its answers are written with analysis's JSON writer.

import (
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// errHeader is what a header that is not a JSON array of {name, size} gives.
var errHeader = errors.New("not a JSON array of {name, size}")

// jsonReader reads the batch header:
//
//	header = ws "[" ws entry { ws "," ws entry } ws "]" ws
//	entry  = "{" ws member { ws "," ws member } ws "}"
//	member = string ws ":" ws ( string | integer )    name is a string, size an integer ≥ 0
type jsonReader struct {
	s []byte
	i int
}

// parseBatchHeader reads a batch header; each entry needs a name and a size.
func parseBatchHeader(s []byte) ([]batchEntry, error) {
	r := &jsonReader{s: s}
	r.space()
	if !r.consumeByte('[') {
		return nil, errHeader
	}
	var entries []batchEntry
	for {
		r.space()
		if len(entries) == 0 && r.consumeByte(']') {
			break
		}
		e, ok := r.consumeEntry()
		if !ok {
			return nil, errHeader
		}
		entries = append(entries, e)
		r.space()
		if r.consumeByte(']') {
			break
		}
		if !r.consumeByte(',') {
			return nil, errHeader
		}
	}
	r.space()
	if r.i != len(r.s) {
		return nil, errHeader
	}
	return entries, nil
}

func (r *jsonReader) consumeEntry() (e batchEntry, ok bool) {
	if !r.consumeByte('{') {
		return e, false
	}
	var hasName, hasSize bool
	for {
		r.space()
		key, ok := r.consumeString()
		if !ok {
			return e, false
		}
		r.space()
		if !r.consumeByte(':') {
			return e, false
		}
		r.space()
		switch key {
		case "name":
			e.Name, hasName = r.consumeString()
			if !hasName {
				return e, false
			}
		case "size":
			e.Size, hasSize = r.consumeInt()
			if !hasSize {
				return e, false
			}
		default:
			return e, false
		}
		r.space()
		if r.consumeByte('}') {
			return e, hasName && hasSize
		}
		if !r.consumeByte(',') {
			return e, false
		}
	}
}

// Not inlined: its copies at every call would grow the wasm module more than a call
// costs here.
//
//go:noinline
func (r *jsonReader) space() {
	for r.i < len(r.s) && (r.s[r.i] == ' ' || r.s[r.i] == '\t' || r.s[r.i] == '\n' || r.s[r.i] == '\r') {
		r.i++
	}
}

func (r *jsonReader) consumeByte(c byte) bool {
	if r.i < len(r.s) && r.s[r.i] == c {
		r.i++
		return true
	}
	return false
}

// consumeInt reads a non-negative JSON integer of at most 15 digits.
func (r *jsonReader) consumeInt() (int64, bool) {
	j := r.i
	for j < len(r.s) && r.s[j] >= '0' && r.s[j] <= '9' {
		j++
	}
	if j == r.i || j-r.i > 15 || (r.s[r.i] == '0' && j-r.i > 1) {
		return 0, false
	}
	n, err := strconv.ParseInt(string(r.s[r.i:j]), 10, 64)
	r.i = j
	return n, err == nil
}

// consumeString reads a JSON string: escapes decoded, surrogate pairs joined, a lone
// surrogate or invalid UTF-8 read as U+FFFD (as encoding/json reads them).
func (r *jsonReader) consumeString() (string, bool) {
	if !r.consumeByte('"') {
		return "", false
	}
	var b []byte
	for r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c == '"':
			r.i++
			return string(b), true
		case c < 0x20:
			return "", false
		case c == '\\':
			if !r.consumeEscape(&b) {
				return "", false
			}
		case c < utf8.RuneSelf:
			b = append(b, c)
			r.i++
		default:
			ch, n := utf8.DecodeRune(r.s[r.i:])
			b = utf8.AppendRune(b, ch) // U+FFFD for invalid bytes
			r.i += n
		}
	}
	return "", false
}

func (r *jsonReader) consumeEscape(b *[]byte) bool {
	if r.i+1 >= len(r.s) {
		return false
	}
	c := r.s[r.i+1]
	r.i += 2
	switch c {
	case '"', '\\', '/':
		*b = append(*b, c)
	case 'b':
		*b = append(*b, '\b')
	case 'f':
		*b = append(*b, '\f')
	case 'n':
		*b = append(*b, '\n')
	case 'r':
		*b = append(*b, '\r')
	case 't':
		*b = append(*b, '\t')
	case 'u':
		ch, ok := r.hex4()
		if !ok {
			return false
		}
		if utf16.IsSurrogate(ch) {
			lo := rune(-1)
			if r.i+1 < len(r.s) && r.s[r.i] == '\\' && r.s[r.i+1] == 'u' {
				save := r.i
				r.i += 2
				if lo, ok = r.hex4(); !ok || utf16.DecodeRune(ch, lo) == utf8.RuneError {
					r.i, lo = save, -1
				}
			}
			ch = utf16.DecodeRune(ch, lo) // U+FFFD for a lone surrogate
		}
		*b = utf8.AppendRune(*b, ch)
	default:
		return false
	}
	return true
}

func (r *jsonReader) hex4() (rune, bool) {
	if r.i+4 > len(r.s) {
		return 0, false
	}
	var v rune
	for _, c := range r.s[r.i : r.i+4] {
		v <<= 4
		switch {
		case c >= '0' && c <= '9':
			v |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			v |= rune(c - 'a' + 10)
		case c >= 'A' && c <= 'F':
			v |= rune(c - 'A' + 10)
		default:
			return 0, false
		}
	}
	r.i += 4
	return v, true
}
