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
// read what it found on the word's token, and compare words by lexicon number. No
// trie, no map, no per-node arrays.
//
// Nothing is built at run time: names_table.go holds the tables as static data read
// in place (no init code, no first-call cost, which every fresh wasm instance would
// otherwise pay). They hold no pointers: the words are one string, and the lexicon,
// the entries and the entries' later words are arrays of small integers (offsets,
// lexicon numbers, bit masks), which keeps the data small and compressible in the
// wasm module. It is generated from names.txt and the lists of words.go by buildDict
// below: run `go generate` after editing either; TestNamesTable fails while they
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

// entry is one dictionary name cut into folded words: small integers only, so that
// the static table is plain bytes (no pointers, nothing for the linker to relocate).
type entry struct {
	next     uint16 // links[next : next+n-1]: the words after the first, with their gaps
	capMask  uint16 // bit i: word i starts with a capital
	capsMask uint16 // bit i: word i is all capitals
	possMask uint16 // bit i: word i is followed by "'s"
	n        uint8  // number of words, at most maxEntryWords
	tag      tag
}

// maxEntryWords is the longest name the dictionary keeps, in words (the bit masks of
// entry).
const maxEntryWords = 16

// link is a word of an entry after the first: its lexicon number (1-based) above
// three bits of the gap before it.
type link uint16

func (l link) word() uint16 { return uint16(l >> 3) }
func (l link) gap() gap     { return gap(l & 7) }

// maxLexWords is the most words a link can number.
const maxLexWords = 1<<13 - 1

// dictionary holds the words and names; every table is read in place.
type dictionary struct {
	// words is every known word, folded, shortest first and alphabetically within
	// a length, end to end; by word length n, word k is words[base[n]+k*n:][:n].
	words string
	base  *[maxWordLen + 1]int32
	lex   []lexEntry // every known word, in the order of words
	// entries are sorted by the lexicon number of their first word, longest first
	// within a word; links are the words of the entries after their first.
	entries []entry
	links   []link
	hash    []uint16 // open addressing over lex by wordHash: index + 1, 0 empty
	numbers bool     // some known word is a number (else the scanner looks up none)
}

// maxWordLen is the longest word the lexicon holds, in bytes (one less than a power
// of two: base is indexed by n&maxWordLen). As the words are sorted by length, the
// words of one length are a run of equal strides in words: base finds any of them
// from its length and number, so no word needs an offset of its own.
const maxWordLen = 31

// lexEntry is one known word: its length, its classes, and the block of entries it
// starts.
type lexEntry struct {
	cls   class
	start uint16 // entries[start : start+count] start with the word
	n     uint8  // length of the word
	kind  uint8  // 1 + index in kindLists; 0 for no kind word
	cue   cue
	count uint8
}

// namesDict is the dictionary of names.txt, from the generated tables.
var namesDict = dictionary{words: namesWords, base: &namesBase, lex: namesLex[:], entries: namesEntries[:], links: namesLinks[:], hash: namesHash[:], numbers: namesNumbers}

// theDict returns the dictionary of names.txt.
func theDict() *dictionary { return &namesDict }

// word returns lexicon word k (1-based).
func (d *dictionary) word(k uint16) string {
	n := int(d.lex[k-1].n)
	off := int(d.base[n&maxWordLen]) + int(k)*n
	return d.words[off : off+n]
}

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
	k, _ := d.locate(w)
	return k
}

// locate returns lookup(w) and where the word is in d.words (0 when unknown). The
// scanner probes the table the same way, written out in scan (see there).
func (d *dictionary) locate(w string) (k, off uint16) {
	n := len(w)
	h := wordHash(w)
	mask := uint32(len(d.hash) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		k := d.hash[i]
		if k == 0 {
			return 0, 0
		}
		if int(d.lex[k-1].n) == n {
			off := int(d.base[n&maxWordLen]) + int(k)*n
			if foldEqual(d.words[off:off+n], w) {
				return k, uint16(off)
			}
		}
	}
}

// foldEqual reports whether w, ASCII-folded, is the folded word f (which holds no
// capital); a capital of Latin-1 with an accent folds too ("PANAMÁ").
func foldEqual(f, w string) bool {
	if len(f) != len(w) {
		return false
	}
	for i := 0; i < len(w); i++ {
		// The same byte, or a capital whose lower case is f's letter: most bytes
		// of a word are its lower-case letters, equal at the first test.
		if c, l := w[i], f[i]; c != l && (c|0x20 != l || l-'a' > 'z'-'a' && !latin1Capital(w, i)) {
			return false
		}
	}
	return true
}

// latin1Capital reports that w[i] ends a capital of Latin-1 with an accent, whose
// lower case is the same two bytes but for bit 0x20 of the second ("PANAMÁ",
// "ÎLE"; not "×").
func latin1Capital(w string, i int) bool {
	c := w[i]
	return i > 0 && w[i-1] == 0xC3 && c >= 0x80 && c <= 0x9E && c != 0x97
}

// wordHash hashes a word from its length and three of its bytes (the first, the
// middle one and the last), each with bit 0x20 set, which folds ASCII capitals to
// lower case: a few operations whatever the word's length, the same for a word in
// either case, and distinct enough over the lexicon, since lookup compares the
// words whose hashes fall on the same slot.
func wordHash(w string) uint32 {
	n := len(w)
	if n == 0 {
		return 0
	}
	h := uint32(w[0]|0x20) | uint32(w[n>>1]|0x20)<<8 | uint32(w[n-1]|0x20)<<16 | uint32(n)<<24
	h *= 0x9e3779b1
	return h ^ h>>16
}

// hashLex builds the hash table of the words of a lexicon: a power of two at least
// twice as long.
func hashLex(words []string) []uint16 {
	n := 16
	for n < 2*len(words) {
		n *= 2
	}
	t := make([]uint16, n)
	for i, w := range words {
		h := wordHash(w) & uint32(n-1)
		for t[h] != 0 {
			h = (h + 1) & uint32(n-1)
		}
		t[h] = uint16(i + 1)
	}
	return t
}

// name is an entry while the dictionary is built: its words as strings.
type name struct {
	words []string // ASCII-folded words
	gaps  []gap    // gap before each word (gaps[0] unused)
	e     entry    // masks and tag
}

// buildDict parses the "TAG Name" lines of src and adds the word classes of words.go
// (the generator of names_table.go, and tests that want another list). Lines of more
// than maxEntryWords words are left out.
func buildDict(src string) *dictionary {
	fold := foldASCII(src)
	var names []name
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
		if len(toks) == 0 || len(toks) > maxEntryWords {
			continue
		}
		base := lineOff + 2
		nm := name{e: entry{n: uint8(len(toks)), tag: tag(line[0])}}
		for i, t := range toks {
			nm.words = append(nm.words, fold[base+int(t.start):base+int(t.end)])
			nm.gaps = append(nm.gaps, t.gap)
			if t.cap {
				nm.e.capMask |= 1 << i
			}
			if t.caps {
				nm.e.capsMask |= 1 << i
			}
			if t.poss {
				nm.e.possMask |= 1 << i
			}
		}
		names = append(names, nm)
	}
	d := &dictionary{}
	words := buildLex(d, names)
	d.words = strings.Join(words, "")
	d.hash = hashLex(words)
	return d
}

// buildLex makes the lexicon of the names' words and of the lists of words.go, and
// the entries and links of the names; it returns the words in lexicon order.
func buildLex(d *dictionary, names []name) []string {
	byWord := map[string]*lexEntry{}
	get := func(w string) *lexEntry {
		if len(w) > maxWordLen {
			panic("place: word longer than maxWordLen: " + w)
		}
		if byWord[w] == nil {
			byWord[w] = &lexEntry{n: uint8(len(w))}
		}
		return byWord[w]
	}
	for _, nm := range names {
		get(nm.words[0]).cls |= wEntryStart
		for _, w := range nm.words[1:] {
			get(w)
		}
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
	words := make([]string, 0, len(byWord))
	for w := range byWord {
		words = append(words, w)
	}
	slices.SortFunc(words, func(a, b string) int {
		if len(a) != len(b) {
			return len(a) - len(b)
		}
		return strings.Compare(a, b)
	})
	number := make(map[string]uint16, len(words))
	for i, w := range words {
		number[w] = uint16(i + 1)
	}
	slices.SortStableFunc(names, func(a, b name) int {
		if c := int(number[a.words[0]]) - int(number[b.words[0]]); c != 0 {
			return c
		}
		return len(b.words) - len(a.words) // file order among equals
	})
	d.base = new([maxWordLen + 1]int32)
	off := 0
	for i, w := range words {
		if i == 0 || len(w) != len(words[i-1]) {
			d.base[len(w)] = int32(off - (i+1)*len(w))
		}
		off += len(w)
	}
	for i, nm := range names {
		l := byWord[nm.words[0]]
		if l.count == 0 {
			l.start = uint16(i)
		}
		l.count++
		e := nm.e
		e.next = uint16(len(d.links))
		for k, w := range nm.words[1:] {
			d.links = append(d.links, link(number[w])<<3|link(nm.gaps[k+1]))
		}
		d.entries = append(d.entries, e)
	}
	for _, w := range words {
		d.lex = append(d.lex, *byWord[w])
		var t token
		describe(&t, w)
		d.numbers = d.numbers || t.digit
	}
	return words
}

// match returns the longest entry that matches the words from i, and its length in
// words; 0 and nil when none does.
func (d *dictionary) match(p *parser, i int) (int, *entry) {
	if i < 0 || i >= len(p.toks) || !p.is(i, wEntryStart) {
		return 0, nil
	}
	es := d.run(p.toks[i].lex)
	var next uint16 // the word after i, which most longer entries already fail on
	if i+1 < len(p.toks) {
		next = p.toks[i+1].lex
	}
	t := &p.toks[i]
	for k := range es {
		e := &es[k]
		if e.n == 1 { // matches for one word, without the call
			if (e.capMask&1 == 0 || t.cap || p.lower) && (e.capsMask&1 == 0 || t.caps || p.lower) || !t.cap && p.lowerSlip(i) {
				return 1, e
			}
			continue
		}
		if d.links[e.next].word() != next {
			continue
		}
		if d.matches(p, i, e) {
			return int(e.n), e
		}
	}
	return 0, nil
}

// matches checks one entry word by word: same folded words, joined the same way,
// capitals where the entry has capitals; a word in lower case in the entry matches
// either case ("al-Bab", "eastern Ghouta").
func (d *dictionary) matches(p *parser, i int, e *entry) bool {
	n := int(e.n)
	if i+n > len(p.toks) {
		return false
	}
	links := d.links[e.next : int(e.next)+n-1]
	for k := 0; k < n; k++ {
		t := &p.toks[i+k]
		if k > 0 {
			if l := links[k-1]; t.lex != l.word() || !sameJoin(l.gap(), t.gap) {
				return false
			}
		}
		if e.capMask&(1<<k) != 0 && !t.cap && !p.lower {
			return false
		}
		if e.capsMask&(1<<k) != 0 && !t.caps && !p.lower {
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
