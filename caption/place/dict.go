package place

// The dictionary: names.txt, compiled ahead of time into names_table.go.
//
// Semantics: at every word, the longest entry that matches the words there wins
// (leftmost-longest over the caption, since the caller walks left to right and
// skips what a match covers); matches are whole words only (the scanner cut the
// words, so "Syria" can never match inside "Syrian"); blockers (demonyms and
// organisations) are entries like any other, so that "Free Syrian Army" or
// "Aleppo Media Center" is one match that hides the place name inside it.
//
// Layout: one table of entries sorted by folded first word, longest first within a
// word, a sorted table of the distinct first words with their run in the entries, and
// a hash table (open addressing, linear probing) from a first word to its run. No
// trie, no map, no per-node arrays.
//
// Nothing is built at run time: names_table.go holds the three tables as static data
// (the linker lays them out; no init code, no first-call cost, which every fresh wasm
// instance would otherwise pay). It is generated from names.txt by buildDict below:
// run `go generate` after editing names.txt; TestNamesTable fails while the two
// disagree.

//go:generate go test -run ^TestNamesTable$ -args -update-names-table

import (
	_ "embed"
	"slices"
	"strings"
)

//go:embed names.txt
var namesFile string

// tag is the kind of a dictionary entry.
type tag byte

const (
	tagCountry tag = 'C'
	tagAbbrev  tag = 'A' // a country abbreviation, also a modifier ("U.S. troops")
	tagRegion  tag = 'R'
	tagCity    tag = 'Y'
	tagDemonym tag = 'D' // blocker
	tagOrg     tag = 'O' // blocker
)

func (t tag) blocks() bool { return t == tagDemonym || t == tagOrg }

// entry is one dictionary name cut into folded words.
type entry struct {
	words    []string // ASCII-folded words
	gaps     []gap    // gap before each word (gaps[0] unused)
	capMask  uint32   // bit i: word i starts with a capital
	capsMask uint32   // bit i: word i is all capitals
	possMask uint32   // bit i: word i is followed by "'s"
	tag      tag
}

type dictionary struct {
	entries []entry  // sorted by first word, longest first within a word
	runs    []run    // distinct first words, sorted
	hash    []uint16 // open addressing over runs by wordHash: run index + 1, 0 empty
}

// run is the block of entries that share a first word.
type run struct {
	word         string
	start, count uint16
}

// namesDict is the dictionary of names.txt, from the generated tables.
var namesDict = dictionary{entries: namesEntries[:], runs: namesRuns[:], hash: namesHash[:]}

// theDict returns the dictionary of names.txt.
func theDict() *dictionary { return &namesDict }

// find returns the entries whose first word is w.
func (d *dictionary) find(w string) []entry {
	mask := uint32(len(d.hash) - 1)
	for h := wordHash(w) & mask; ; h = (h + 1) & mask {
		k := d.hash[h]
		if k == 0 {
			return nil
		}
		if r := &d.runs[k-1]; r.word == w {
			return d.entries[r.start : int(r.start)+int(r.count)]
		}
	}
}

// wordHash is FNV-1a of w.
func wordHash(w string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(w); i++ {
		h ^= uint32(w[i])
		h *= 16777619
	}
	return h
}

// hashRuns builds the hash table of d.runs: a power of two at least twice as long.
func hashRuns(runs []run) []uint16 {
	n := 16
	for n < 2*len(runs) {
		n *= 2
	}
	t := make([]uint16, n)
	for i, r := range runs {
		h := wordHash(r.word) & uint32(n-1)
		for t[h] != 0 {
			h = (h + 1) & uint32(n-1)
		}
		t[h] = uint16(i + 1)
	}
	return t
}

// buildDict parses the "TAG Name" lines of src (the generator of names_table.go, and
// tests that want another list). It allocates a handful of blocks, not a few per
// entry: one folded copy of the file (words are substrings of it), one array of
// words, one of gaps, one of entries, the runs and the hash table.
func buildDict(src string) *dictionary {
	fold := foldASCII(src)
	lines, words := 0, 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\n':
			lines++
		case ' ', '-', ',':
			words++
		}
	}
	d := &dictionary{entries: make([]entry, 0, lines+1)}
	wbuf := make([]string, 0, words+lines+1)
	gbuf := make([]gap, 0, words+lines+1)
	var toks []token
	for off := 0; off < len(src); {
		end := strings.IndexByte(src[off:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += off
		}
		line := src[off:end]
		lineOff := off
		off = end + 1
		if len(line) < 3 || line[0] == '#' || line[1] != ' ' {
			continue
		}
		s := scanner{text: line[2:], skipStart: -1, skipEnd: -1}
		toks = s.scan(toks[:0])
		if len(toks) == 0 || len(toks) > 32 {
			continue
		}
		base := lineOff + 2
		e := entry{tag: tag(line[0])}
		w0, g0 := len(wbuf), len(gbuf)
		for i, t := range toks {
			wbuf = append(wbuf, fold[base+t.start:base+t.end])
			gbuf = append(gbuf, t.gap)
			if t.cap {
				e.capMask |= 1 << i
			}
			if t.caps {
				e.capsMask |= 1 << i
			}
			if t.poss {
				e.possMask |= 1 << i
			}
		}
		e.words = wbuf[w0:len(wbuf):len(wbuf)]
		e.gaps = gbuf[g0:len(gbuf):len(gbuf)]
		d.entries = append(d.entries, e)
	}
	// Sort indexes, not entries: no pointer writes while sorting, one copy after.
	idx := make([]int32, len(d.entries))
	for i := range idx {
		idx[i] = int32(i)
	}
	slices.SortFunc(idx, func(a, b int32) int {
		ea, eb := &d.entries[a], &d.entries[b]
		if c := strings.Compare(ea.words[0], eb.words[0]); c != 0 {
			return c
		}
		if c := len(eb.words) - len(ea.words); c != 0 {
			return c
		}
		return int(a - b) // file order among equals
	})
	sorted := make([]entry, len(idx))
	for i, k := range idx {
		sorted[i] = d.entries[k]
	}
	d.entries = sorted
	for i := 0; i < len(d.entries); {
		j := i + 1
		for j < len(d.entries) && d.entries[j].words[0] == d.entries[i].words[0] {
			j++
		}
		d.runs = append(d.runs, run{word: d.entries[i].words[0], start: uint16(i), count: uint16(j - i)})
		i = j
	}
	d.hash = hashRuns(d.runs)
	return d
}

// match returns the longest entry that matches the words from i, and its length in
// words; 0 and nil when none does.
func (d *dictionary) match(p *parser, i int) (int, *entry) {
	if i < 0 || i >= len(p.toks) {
		return 0, nil
	}
	es := d.find(p.key(i))
	for k := range es {
		e := &es[k]
		if d.matches(p, i, e) {
			return len(e.words), e
		}
	}
	return 0, nil
}

// matches checks one entry word by word: same folded words, joined the same way,
// capitals where the entry has capitals; a word in lower case in the entry matches
// either case ("al-Bab", "eastern Ghouta").
func (d *dictionary) matches(p *parser, i int, e *entry) bool {
	n := len(e.words)
	if i+n > len(p.toks) {
		return false
	}
	for k := 0; k < n; k++ {
		t := &p.toks[i+k]
		if k > 0 {
			if p.key(i+k) != e.words[k] || !sameJoin(e.gaps[k], t.gap) {
				return false
			}
		}
		if e.capMask&(1<<k) != 0 && !t.cap {
			return false
		}
		if e.capsMask&(1<<k) != 0 && !t.caps {
			return false
		}
		if k < n-1 && t.poss != (e.possMask&(1<<k) != 0) {
			return false
		}
	}
	return true
}

// sameJoin reports whether a caption's separator joins words as the entry's does:
// space and hyphen are interchangeable; a comma must be a comma.
func sameJoin(entry, text gap) bool {
	if entry == gapSpace || entry == gapHyphen {
		return text == gapSpace || text == gapHyphen
	}
	return entry == text
}
