package split

import (
	"unicode/utf16"
	"unicode/utf8"
)

// UTF-16 files are transcoded to UTF-8 once and split like any other text; an
// offsetMap turns positions in the UTF-8 text back into positions in the
// original bytes. UTF-16 files are never chunked, and positions are asked for
// in increasing order, so the map is a cursor that only walks forward.

// fromUTF16 transcodes data[from:] to UTF-8. Unpaired surrogates and an odd
// last byte become U+FFFD.
func fromUTF16(data []byte, from int, bigEndian bool) ([]byte, *offsetMap) {
	out := make([]byte, 0, len(data)-from)
	for i := from; i < len(data); {
		r, size := decode16(data, i, bigEndian)
		out = utf8.AppendRune(out, r)
		i += size
	}
	return out, &offsetMap{data: data, in: from, be: bigEndian}
}

// decode16 decodes the UTF-16 character at data[i] and returns its size in bytes.
func decode16(data []byte, i int, bigEndian bool) (rune, int) {
	if i+1 >= len(data) {
		return utf8.RuneError, len(data) - i
	}
	u := unit16(data, i, bigEndian)
	if !utf16.IsSurrogate(rune(u)) {
		return rune(u), 2
	}
	if u < 0xDC00 && i+3 < len(data) {
		if r := utf16.DecodeRune(rune(u), rune(unit16(data, i+2, bigEndian))); r != utf8.RuneError {
			return r, 4
		}
	}
	return utf8.RuneError, 2
}

func unit16(data []byte, i int, bigEndian bool) uint16 {
	if bigEndian {
		return uint16(data[i])<<8 | uint16(data[i+1])
	}
	return uint16(data[i+1])<<8 | uint16(data[i])
}

// offsetMap maps positions in the transcoded text to the original bytes.
type offsetMap struct {
	data    []byte
	out, in int // a position in the text and the same place in data
	be      bool
}

// orig returns the position in the original bytes of text position pos, which
// is at a character boundary and not before the last one asked for.
func (m *offsetMap) orig(pos int) int {
	for m.out < pos {
		r, size := decode16(m.data, m.in, m.be)
		m.out += utf8.RuneLen(r)
		m.in += size
	}
	return m.in
}
