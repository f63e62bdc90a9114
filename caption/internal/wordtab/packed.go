package wordtab

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Packed is a small table of lower-case words, each with a one-byte value, packed in
// strings: no string header and no pointer per word, so that a table of a hundred
// short words is some 900 bytes of data in the module, where a table of Entry is 2.4
// KB of headers and pointers that compress poorly. Words holds the words in the order
// of Less, end to end; Vals their values, a byte each, in the same order; Index three
// bytes for each length n from 0 to the longest word's and one more: the index of the
// first word of n bytes or more, and where it starts in Words (two bytes, low first).
// Slots is a hash table of the words: 1 + the index of a word or 0 for none, a word
// at the slot of its hash (see hashOf, with the multiplier Mult) or, when that is
// taken, at the next free one. At most 255 words, 64 KB of them, with no ASCII
// capital. A package keeps the literal that Pack and GoString write from a readable
// list in its tests, and a test that checks the two agree.
type Packed struct {
	Index, Words, Vals string
	Slots              [256]uint8
	Mult               uint32
}

// Find returns the value of w and whether the table holds w. A word with an ASCII
// capital is in no table.
//
//go:noinline
func (t *Packed) Find(w string) (byte, bool) {
	if hasCapital(w) {
		return 0, false
	}
	return t.FindLower(w)
}

// hasCapital reports whether w holds an ASCII capital.
func hasCapital(w string) bool {
	for i := 0; i < len(w); i++ {
		if 'A' <= w[i] && w[i] <= 'Z' {
			return true
		}
	}
	return false
}

// FindLower is Find of w with its ASCII capitals in lower case, as words are looked
// up in any case; it reads w in place, where folding it first takes a copy.
//
// It looks w up by its hash: a look-up costs the hash of four bytes and a comparison
// or two, where a binary search costs a comparison a step. The slots from the hash of
// w to the next free one hold every word of that hash (Pack fills them in turn), so w
// is not in the table when none of them is w; hashOf reads bytes with the bit of
// case set, so that w has the hash of its lower case.
//
//go:noinline
func (t *Packed) FindLower(w string) (byte, bool) {
	n := len(w)
	if n == 0 || 3*n+3 >= len(t.Index) {
		return 0, false
	}
	x := t.Index[3*n : 3*n+4]
	lo, end, off := uint(x[0]), uint(x[3]), int(x[1])|int(x[2])<<8-int(x[0])*n
	for h := hashOf(w, t.Mult); ; h++ {
		i := uint(t.Slots[h])
		if i == 0 {
			return 0, false
		}
		if i--; i-lo < end-lo { // a word of w's length
			if j := off + int(i)*n; foldEqual(w, t.Words[j:j+n]) {
				return t.Vals[i], true
			}
		}
	}
}

// hashOf is the slot of a word of the table: its length, first, middle and last
// bytes, with the bit of ASCII case (0x20) set so that a word in capitals has the
// hash of its lower case, times mult, the top byte.
func hashOf(w string, mult uint32) uint8 {
	n := len(w)
	x := uint32(n) | uint32(w[0]|0x20)<<8 | uint32(w[n/2]|0x20)<<16 | uint32(w[n-1]|0x20)<<24
	return uint8(x * mult >> 24)
}

// Pack builds the Packed table of the entries, in any order; it fails on a word
// twice, an empty word, more than 255 words or more than 64 KB of them. Of the
// multipliers it tries for the hash, it keeps the one whose words are found with the
// fewest probes, and words not in the table too.
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
		if x.Word == "" || i > 0 && x.Word == e[i-1].Word || hasCapital(x.Word) {
			return Packed{}, fmt.Errorf("wordtab: %q is empty, twice or not in lower case", x.Word)
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
	var best [256]byte
	bestMult, bestCost := uint32(0), -1
	for k := uint32(0); k < 4096; k++ {
		mult := 0x9e3779b1 + 2*k*0x61c88647 // odd: every one spreads the keys
		slots, cost := fill(e, mult)
		if bestCost < 0 || cost < bestCost {
			best, bestMult, bestCost = slots, mult, cost
		}
	}
	return Packed{string(index), words.String(), vals.String(), best, bestMult}, nil
}

// fill lays the words of e out in slots by the hash of mult, each at the first free
// slot from its hash, and returns the slots and the probes it costs to find every
// word and to miss from every slot.
func fill(e []Entry[byte], mult uint32) (slots [256]byte, cost int) {
	for i, x := range e {
		h := hashOf(x.Word, mult)
		for ; slots[h] != 0; h++ {
			cost++
		}
		slots[h] = byte(i + 1)
		cost++
	}
	for h := range slots {
		for k := uint8(h); slots[k] != 0; k++ {
			cost++
		}
	}
	return slots, cost
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
	b.WriteString("\t\t\"\",\n\tVals: " + strconv.Quote(t.Vals) + ",\n\tSlots: [256]uint8{")
	for i, x := range t.Slots {
		if i%16 == 0 {
			b.WriteString("\n\t\t")
		} else {
			b.WriteString(" ")
		}
		b.WriteString(strconv.Itoa(int(x)) + ",")
	}
	b.WriteString("\n\t},\n\tMult: " + fmt.Sprintf("%#x", t.Mult) + ",\n}")
	return b.String()
}
