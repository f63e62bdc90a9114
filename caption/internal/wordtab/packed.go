package wordtab

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Packed is a small table of words, each with a one-byte value, packed in three
// strings: no string header and no pointer per word, so that a table of a hundred
// short words is some 900 bytes of data in the module, where a table of Entry is
// 2.4 KB of headers and pointers that compress poorly. Words holds the words in the
// order of Less, end to end; Vals their values, a byte each, in the same order; Index
// three bytes for each length n from 0 to the longest word's and one more: the index
// of the first word of n bytes or more, and where it starts in Words (two bytes, low
// first). At most 255 words, 64 KB of them. A package keeps the literal that Pack and
// GoString write from a readable list in its tests, and a test that checks the two
// agree.
type Packed struct {
	Index, Words, Vals string
}

// Find returns the value of w and whether the table holds w: a binary search, by
// their first byte alone, of the words of w's length, which lie at one stride in
// Words, then a scan of those that begin with w's first byte.
//
//go:noinline
func (t *Packed) Find(w string) (byte, bool) {
	n := len(w)
	if n == 0 || 3*n+3 >= len(t.Index) {
		return 0, false
	}
	x := t.Index[3*n : 3*n+4]
	c, lo, end, off := w[0], int(x[0]), int(x[3]), int(x[1])|int(x[2])<<8-int(x[0])*n
	for hi := end; lo < hi; { // the first word of w's length whose first byte is not before w's
		if m := int(uint(lo+hi) >> 1); t.Words[off+m*n] < c {
			lo = m + 1
		} else {
			hi = m
		}
	}
	for i, j := lo, off+lo*n; i < end && t.Words[j] == c; i, j = i+1, j+n {
		if t.Words[j:j+n] == w {
			return t.Vals[i], true
		}
	}
	return 0, false
}

// Pack builds the Packed table of the entries, in any order; it fails on a word
// twice, an empty word, more than 255 words or more than 64 KB of them.
func Pack(entries []Entry[byte]) (Packed, error) {
	e := slices.Clone(entries)
	slices.SortFunc(e, func(a, b Entry[byte]) int {
		switch {
		case Less(a.Word, b.Word):
			return -1
		case Less(b.Word, a.Word):
			return 1
		}
		return 0
	})
	var words, vals strings.Builder
	var index []byte
	for i, x := range e {
		if x.Word == "" || i > 0 && x.Word == e[i-1].Word {
			return Packed{}, fmt.Errorf("wordtab: %q is empty or twice", x.Word)
		}
		for len(index) < 3*(len(x.Word)+1) { // the lengths up to x's begin at x
			index = append(index, byte(i), byte(words.Len()), byte(words.Len()>>8))
		}
		words.WriteString(x.Word)
		vals.WriteByte(x.Val)
	}
	index = append(index, byte(len(e)), byte(words.Len()), byte(words.Len()>>8))
	if len(e) > 255 || words.Len() > 0xffff {
		return Packed{}, fmt.Errorf("wordtab: %d words of %d bytes, a Packed table holds 255 and 64 KB", len(e), words.Len())
	}
	return Packed{string(index), words.String(), vals.String()}, nil
}

// GoString writes t as a Go composite literal, its words a length a line.
func (t Packed) GoString() string {
	var b strings.Builder
	b.WriteString("wordtab.Packed{\n\tIndex: " + strconv.Quote(t.Index) + ",\n\tWords: \"\" +\n")
	for n := 3; n+5 < len(t.Index); n += 3 {
		if lo, hi := int(t.Index[n+1])|int(t.Index[n+2])<<8, int(t.Index[n+4])|int(t.Index[n+5])<<8; hi > lo {
			b.WriteString("\t\t" + strconv.Quote(t.Words[lo:hi]) + " +\n")
		}
	}
	b.WriteString("\t\t\"\",\n\tVals: " + strconv.Quote(t.Vals) + ",\n}")
	return b.String()
}
