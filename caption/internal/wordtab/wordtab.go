// Package wordtab looks words up in static tables sorted by word. A binary search over
// a sorted array compiles to far less WebAssembly than a switch on as many strings
// (a switch of a hundred words is some 12 KB of the module; its table is about 2 KB of
// data), and the tables are static data: nothing is built when an instance starts.
//
// A table must be sorted by length and then by byte order (Less), with no word twice;
// Check says where it is not, for the tests of the packages that keep tables. The
// search compares lengths first, then bytes in line: most of its steps cost an
// integer comparison, and a word is never handed to the runtime's string compare.
package wordtab

import (
	"fmt"
	"sync"
)

// Entry is a word and what it stands for.
type Entry[V any] struct {
	Word string
	Val  V
}

// Find returns the value of w in t, sorted by Word, and whether t holds w: a binary
// search, which reads the words in place (a search through a function that gives
// the word at an index cost an indirect call a step, a third of its time). It is not
// inlined: the tables are for words looked up now and then, and the callers stay
// small.
//
//go:noinline
func Find[V any](t []Entry[V], w string) (V, bool) {
	lo, hi := 0, len(t) // t[:lo] are before w, t[hi:] are not
	for lo < hi {
		if m := int(uint(lo+hi) >> 1); Less(t[m].Word, w) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(t) && t[lo].Word == w {
		return t[lo].Val, true
	}
	var zero V
	return zero, false
}

// Has reports whether the sorted list holds w, by the search of Find. It is not
// inlined, as Find.
//
//go:noinline
func Has(list []string, w string) bool {
	lo, hi := 0, len(list) // list[:lo] are before w, list[hi:] are not
	for lo < hi {
		if m := int(uint(lo+hi) >> 1); Less(list[m], w) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < len(list) && list[lo] == w
}

// Less is the order of the tables: the shorter word first, and words of one length
// by their bytes.
func Less(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// Check returns the index of the first word of words that is not after the one
// before it in the order of Less (out of order, or twice), or -1 when they are
// sorted and distinct.
func Check(words []string) int {
	for i := 1; i < len(words); i++ {
		if !Less(words[i-1], words[i]) {
			return i
		}
	}
	return -1
}

// Unsorted checks tables of words by name with Check and returns what it finds, one
// message a table out of order, for the tests of the packages that keep tables.
func Unsorted(tables map[string][]string) []string {
	var out []string
	for name, words := range tables {
		if i := Check(words); i >= 0 {
			out = append(out, fmt.Sprintf("%s: %q at %d is not after %q", name, words[i], i, words[i-1]))
		}
	}
	return out
}

// Words returns the words of t, for Check.
func Words[V any](t []Entry[V]) []string {
	out := make([]string, len(t))
	for i, e := range t {
		out[i] = e.Word
	}
	return out
}

// Index finds the words of a table by a hash of their length and first and last
// bytes: a look-up costs a hash and a comparison or two, where the binary search costs
// a comparison a step. It is for tables looked up at every word; it is built at its
// first look-up (a few microseconds for a table of a hundred words), since the
// compiler cannot lay it out. A table of at most 255 words.
type Index[V any] struct {
	once  sync.Once
	table []Entry[V]
	slots [256]uint8 // 1 + the first entry of each hash, 0 for none
	next  []uint8    // 1 + the next entry of the same hash, 0 for none
}

// NewIndex returns an index of t, built when first used.
func NewIndex[V any](t []Entry[V]) *Index[V] { return &Index[V]{table: t} }

func hash(w string) uint8 {
	if w == "" {
		return 0
	}
	return uint8(len(w)*31 + int(w[0])*7 + int(w[len(w)-1]))
}

func (x *Index[V]) build() {
	if len(x.table) > 255 {
		panic("wordtab: an Index holds at most 255 words")
	}
	x.next = make([]uint8, len(x.table))
	for i := len(x.table) - 1; i >= 0; i-- {
		h := hash(x.table[i].Word)
		x.next[i] = x.slots[h]
		x.slots[h] = uint8(i + 1)
	}
}

// Find returns the value of w and whether the table holds w.
func (x *Index[V]) Find(w string) (V, bool) {
	x.once.Do(x.build)
	for i := x.slots[hash(w)]; i != 0; i = x.next[i-1] {
		if e := &x.table[i-1]; e.Word == w {
			return e.Val, true
		}
	}
	var zero V
	return zero, false
}
