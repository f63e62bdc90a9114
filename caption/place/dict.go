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
// word, and a lexicon: every word the parser knows (the words of the entries, and
// the closed word classes of words.go), sorted, each with its classes, its kind, its
// cue and its run of entries, found through a hash table (open addressing, linear
// probing). The scanner looks every word up once, as it reads it; the later phases
// read what it found on the word's token. No trie, no map, no per-node arrays.
//
// Nothing is built at run time: names_table.go holds the three tables as static data
// (the linker lays them out; no init code, no first-call cost, which every fresh wasm
// instance would otherwise pay). It is generated from names.txt and the lists of
// words.go by buildDict below: run `go generate` after editing either; TestNamesTable
// fails while they disagree.

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
	entries []entry    // sorted by first word, longest first within a word
	lex     []lexEntry // every known word, sorted
	hash    []uint16   // open addressing over lex by wordHash: index + 1, 0 empty
}

// lexEntry is one known word: its classes, and the block of entries it starts.
type lexEntry struct {
	word         string
	cls          class
	kind         uint8 // 1 + index in kindLists; 0 for no kind word
	cue          cue
	start, count uint16 // entries[start : start+count] start with the word
	hash         uint32 // wordHash of word
}

// namesDict is the dictionary of names.txt, from the generated tables.
var namesDict = dictionary{entries: namesEntries[:], lex: namesLex[:], hash: namesHash[:]}

// theDict returns the dictionary of names.txt.
func theDict() *dictionary { return &namesDict }

// find returns the entries whose first word is the folded word w.
func (d *dictionary) find(w string) []entry {
	k := d.lookup(w)
	if k == 0 {
		return nil
	}
	return d.run(k)
}

// run returns the entries that start with lexicon word k (1-based).
func (d *dictionary) run(k uint16) []entry {
	l := &d.lex[k-1]
	return d.entries[l.start : int(l.start)+int(l.count)]
}

// lookup returns 1 + the lexicon index of the word w, given as written (ASCII
// letters in either case); 0 when the word is unknown.
func (d *dictionary) lookup(w string) uint16 {
	h := wordHash(w)
	mask := uint32(len(d.hash) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		k := d.hash[i]
		if k == 0 {
			return 0
		}
		if l := &d.lex[k-1]; l.hash == h && foldEqual(l.word, w) {
			return k
		}
	}
}

// foldEqual reports whether w, ASCII-folded, is the folded word f.
func foldEqual(f, w string) bool {
	if len(f) != len(w) {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if isUpperByte(c) {
			c += 'a' - 'A'
		}
		if c != f[i] {
			return false
		}
	}
	return true
}

// wordHash hashes a word from its length and three of its bytes (the first, the
// middle one and the last), each with bit 0x20 set, which folds ASCII capitals to
// lower case: a few operations whatever the word's length, the same for a word in
// either case, and distinct enough over the lexicon, since lookup compares the
// words whose hashes are equal.
func wordHash(w string) uint32 {
	n := len(w)
	if n == 0 {
		return 0
	}
	h := uint32(w[0]|0x20) | uint32(w[n>>1]|0x20)<<8 | uint32(w[n-1]|0x20)<<16 | uint32(n)<<24
	h *= 0x9e3779b1
	return h ^ h>>16
}

// hashLex builds the hash table of a lexicon: a power of two at least twice as long.
func hashLex(lex []lexEntry) []uint16 {
	n := 16
	for n < 2*len(lex) {
		n *= 2
	}
	t := make([]uint16, n)
	for i, l := range lex {
		h := wordHash(l.word) & uint32(n-1)
		for t[h] != 0 {
			h = (h + 1) & uint32(n-1)
		}
		t[h] = uint16(i + 1)
	}
	return t
}

// buildDict parses the "TAG Name" lines of src and adds the word classes of words.go
// (the generator of names_table.go, and tests that want another list). It allocates
// a handful of blocks, not a few per entry: one folded copy of the file (words are
// substrings of it), one array of words, one of gaps, one of entries, the lexicon
// and the hash table.
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
			wbuf = append(wbuf, fold[base+int(t.start):base+int(t.end)])
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
	d.lex = buildLex(d.entries)
	d.hash = hashLex(d.lex)
	return d
}

// buildLex makes the lexicon of the entries' words and of the lists of words.go.
func buildLex(entries []entry) []lexEntry {
	byWord := map[string]*lexEntry{}
	get := func(w string) *lexEntry {
		if byWord[w] == nil {
			byWord[w] = &lexEntry{word: w}
		}
		return byWord[w]
	}
	for i := 0; i < len(entries); {
		j := i + 1
		for j < len(entries) && entries[j].words[0] == entries[i].words[0] {
			j++
		}
		l := get(entries[i].words[0])
		l.start, l.count = uint16(i), uint16(j-i)
		l.cls |= wEntryStart
		for _, e := range entries[i:j] {
			for _, w := range e.words[1:] {
				get(w)
			}
		}
		i = j
	}
	for _, w := range strings.Fields(comparedWords) {
		get(w)
	}
	for _, c := range classLists {
		for _, w := range strings.Fields(c.words) {
			get(w).cls |= c.cls
		}
	}
	for k, c := range kindLists {
		for _, w := range strings.Fields(c.words) {
			get(w).kind = uint8(k + 1)
		}
	}
	for _, c := range cueLists {
		for _, w := range strings.Fields(c.words) {
			get(w).cue = c.cue
		}
	}
	lex := make([]lexEntry, 0, len(byWord))
	for _, l := range byWord {
		l.hash = wordHash(l.word)
		lex = append(lex, *l)
	}
	slices.SortFunc(lex, func(a, b lexEntry) int { return strings.Compare(a.word, b.word) })
	return lex
}

// match returns the longest entry that matches the words from i, and its length in
// words; 0 and nil when none does.
func (d *dictionary) match(p *parser, i int) (int, *entry) {
	if i < 0 || i >= len(p.toks) || !p.is(i, wEntryStart) {
		return 0, nil
	}
	es := d.run(p.toks[i].lex)
	next := "" // the word after i, which most longer entries already fail on
	if i+1 < len(p.toks) {
		next = p.key(i + 1)
	}
	for k := range es {
		e := &es[k]
		if len(e.words) > 1 && e.words[1] != next {
			continue
		}
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
