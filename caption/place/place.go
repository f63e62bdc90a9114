// Package place finds the geographic names of a caption as written, and the most
// specific place where the photo was taken.
//
// Parse runs four phases over the words of one caption:
//
//  1. scan (scan.go): words with the separators between them, each looked up once
//     in the lexicon (dict.go), which gives its word classes (words.go) and the
//     dictionary entries it starts;
//  2. dictionary (dict.go, names.txt): leftmost-longest matches of known places and
//     of blockers (demonyms, organisations) that hide place names;
//  3. cues (cues.go): names not in the dictionary, found by the caption's own
//     words ("in X", "X village", "the town of X", "X, north of Y", "Aleppo's X");
//  4. relations and location (relate.go, location.go): the kind each caption gives a
//     place, the place it puts it in, the role of the mention (where the picture
//     was taken, where someone came from or goes to), and the location.
package place

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/internal/reuse"
	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// Place is one geographic name as written in the caption.
type Place struct {
	// Name is the name as written, without a leading "the" or a trailing "'s",
	// direction or kind words: Name == text[Start:End].
	Name       string
	Start, End int
	// Kind is a hint from the caption's own words: "country", "region", "city",
	// "town", "village", "district", "neighbourhood", "camp", or "".
	Kind string
	// Parent is the index in Places of the place the caption puts this one in
	// ("the Sukkari neighbourhood of Aleppo", "Douma, Eastern Ghouta"), or -1.
	Parent int
}

// Places is what Parse found.
type Places struct {
	Places []Place // each name once, in order of first mention
	// Location is the index in Places of the most specific place where the photo
	// was taken, or -1.
	Location int
	Notes    []string
}

// Parse finds the places of a caption. Bytes in [skipStart, skipEnd) (the credit) are
// ignored.
func Parse(text string, skipStart, skipEnd int) Places {
	if skipStart < 0 || skipEnd <= skipStart || skipStart > len(text) {
		skipStart, skipEnd = -1, -1
	}
	return parseWith(theDict(), text, skipStart, skipEnd)
}

// parseWith is Parse with a given dictionary.
func parseWith(d *dictionary, text string, skipStart, skipEnd int) Places {
	p := getParser()
	p.reset(d, text, skipStart, skipEnd)
	p.matchDictionary(d)
	p.findCued()
	p.relate()
	if p.header >= 0 {
		p.ments[p.header].role = roleLoc // as a dateline's: the picture is there
	}
	out := p.result()
	scripts := p.scripts
	putParser(p)
	if scripts != 0 {
		readScripts(text, skipStart, skipEnd, scripts, &out)
	}
	return out
}

// role is what a mention says about the place: the tier of the location choice.
type role uint8

const (
	roleLoc    role = iota // after "in", "at", a dateline chain, ...
	roleNone               // no cue
	roleOrigin             // "from X", "fleeing violence in X"
	roleWeak               // destination, or a possessive with no cue
	roleHolder             // the town of a holder or a studio after the credit ("..., Durham, N.C."): never the location
)

// mention is one occurrence of a place name: words [t0, t1).
type mention struct {
	t0, t1 int
	dict   *entry // nil for a name found by cues
	kind   string // from the caption's words
	hasKnd bool
	role   role
	rel    bool // given relative to it ("near X", "north of X")
	place  int  // index in the output
	head   int  // first mention of its list (listHeadOf), -1 for none, or headUnknown
}

const headUnknown = -2

// parser holds the state of one Parse; parsers are pooled.
type parser struct {
	d    *dictionary
	text string
	toks []token
	// starts are the words that start dictionary entries, in order
	starts []int32
	// lower: the caption has no capital letter at all ("flooded streets in sylhet,
	// bangladesh"), so that case cannot mark a name (see lowerCase.go)
	lower bool
	// caps: some word is in capitals, which a chain of capitals needs (capsChain)
	caps    bool
	scripts uint8   // the scripts words open with (scan.go's scripts)
	cover   []int32 // per word: 0 free, -1 organisation, -2 demonym, k > 0 in mention k-1
	// eventPlaces has bit m set for a mention m < 64 that names the place of another
	// event (eventPlaceAt)
	eventPlaces uint64
	// noAfter is 0 until spanAfterBefore asks, then 1 when the caption cannot hold
	// "after" (wordtab.HoldsAfterOrBefore), 2 when it may
	noAfter uint8
	// holderFrom is where the text after the credit begins when a comma opens it
	// (", Durham, N.C." after a holder's or a studio's name), else -1: its places are
	// the holder's town, never the location (roleHolder)
	holderFrom int
	// header is the mention of the place of an archive's header ("SYRIA. Aleppo.
	// 2012."), or -1 (archiveHeader)
	header int
	// headEnd is the end of commaHeader's header, whose places are written from the
	// widest ("Sri Lanka, Eastern province, Kalmunai."), or 0
	headEnd int
	ments   []mention
	order   []int       // mention indexes by t0
	cands   []candidate // chooseLocation's candidates
	backs   []back      // scanBack of every mention, filled by relate
	// spareBack is what backOf read before relate filled backs
	spareBack back
	// the rest of the slabs that result cuts its places and notes from
	places []Place
	notes  []string
}

// parsers are kept for the next Parse.
var parsers reuse.Spare[parser]

func getParser() *parser { return parsers.Get() }

func putParser(p *parser) {
	p.d, p.text = nil, "" // hold on to no caption
	parsers.Put(p)
}

func (p *parser) reset(d *dictionary, text string, skipStart, skipEnd int) {
	p.d, p.text, p.noAfter, p.eventPlaces = d, text, 0, 0
	p.holderFrom, p.header, p.headEnd = -1, -1, 0
	if skipEnd > skipStart && skipEnd+1 < len(text) && text[skipEnd] == ',' && text[skipEnd+1] == ' ' {
		p.holderFrom = skipEnd
	}
	s := scanner{text: text, skipStart: skipStart, skipEnd: skipEnd, dict: d, starts: p.starts[:0]}
	p.toks = s.scan(p.toks[:0])
	p.starts, p.caps, p.scripts = s.starts, s.caps, s.scripts
	p.reclassCapitals()
	p.italianA()
	p.lower = noCapital(p.toks)
	if cap(p.cover) < len(p.toks) {
		p.cover = make([]int32, len(p.toks))
	}
	p.cover = p.cover[:len(p.toks)]
	clear(p.cover)
	p.blockFirms()
	p.ments = p.ments[:0]
	p.backs = p.backs[:0]
}

// italianA makes Italian's "a" before a capitalised word a cue of place, as "in" is
// ("Soccorritori al lavoro a Traversara", "davanti a Downing Street a Londra"), in a
// caption that two of Italian's short words mark as Italian ("il", "della", "nel",
// "di", "dopo", ...): in English "a" is the article.
func (p *parser) italianA() {
	first := 0 // the first "a" before a capitalised word: most captions have none
	for first < len(p.toks) && !p.aBeforeCapital(first) {
		first++
	}
	if first == len(p.toks) {
		return
	}
	n := 0
	for i := range p.toks {
		if t := &p.toks[i]; t.end-t.start > 5 || t.end-t.start < 2 || t.cap {
			continue
		}
		switch p.word(i) {
		case "il", "di", "della", "dell", "nel", "nella", "nell", "dei", "degli", "delle", "dopo", "sul", "sulla", "dal", "dalla":
			n++
		}
	}
	if n < 2 {
		return
	}
	for i := first; i < len(p.toks); i++ {
		if p.aBeforeCapital(i) {
			t := &p.toks[i]
			t.cue, t.cls = cueLoc, t.cls&^wSkippable
		}
	}
}

// aBeforeCapital reports a word "a" before a capitalised word.
func (p *parser) aBeforeCapital(i int) bool {
	t := &p.toks[i]
	return t.end-t.start == 1 && p.text[t.start] == 'a' && i+1 < len(p.toks) && p.toks[i+1].cap && p.toks[i+1].gap == gapSpace
}

// key is the folded text of word i when the lexicon knows the word, else "". The
// phases compare keys only with known words (the words of dictionary entries, and
// the words they name, which TestComparedWordsKnown finds in the lexicon), so an
// unknown word needs no folding. The key is where the scanner found the word in the
// lexicon's words.
func (p *parser) key(i int) string {
	if t := &p.toks[i]; t.lex != 0 {
		return p.d.words[t.key : int(t.key)+int(t.end-t.start)]
	}
	return ""
}

// word is the text of word i as written.
func (p *parser) word(i int) string { return p.text[p.toks[i].start:p.toks[i].end] }

// span is the text of words [t0, e).
func (p *parser) span(t0, e int) string { return p.text[p.toks[t0].start:p.toks[e-1].end] }

// joined reports whether word i is joined to the word before by a space or hyphen.
func (p *parser) joined(i int) bool {
	g := p.toks[i].gap
	return g == gapSpace || g == gapHyphen
}

// free reports whether word i is in no dictionary match and no mention.
func (p *parser) free(i int) bool { return i >= 0 && i < len(p.toks) && p.cover[i] == 0 }

// mentionAt returns the mention that covers word i, or -1.
func (p *parser) mentionAt(i int) int {
	if i < 0 || i >= len(p.toks) || p.cover[i] <= 0 {
		return -1
	}
	return int(p.cover[i] - 1)
}

// mentionEnding returns the mention whose last word is i, or -1.
func (p *parser) mentionEnding(i int) int {
	m := p.mentionAt(i)
	if m >= 0 && p.ments[m].t1 == i+1 {
		return m
	}
	return -1
}

// mentionStarting returns the mention whose first word is i, or -1.
func (p *parser) mentionStarting(i int) int {
	m := p.mentionAt(i)
	if m >= 0 && p.ments[m].t0 == i {
		return m
	}
	return -1
}

// addMention records words [t0, t1) as a place.
func (p *parser) addMention(t0, t1 int, e *entry) int {
	p.ments = append(p.ments, mention{t0: t0, t1: t1, dict: e, head: headUnknown, place: -1, role: roleNone})
	k := len(p.ments)
	for i := t0; i < t1; i++ {
		p.cover[i] = int32(k)
	}
	return k - 1
}

// deMayo reports the word "Mayo" after "de" at i: Spanish's May ("Plaza Dos de
// Mayo"), never Ireland's county.
func (p *parser) deMayo(i int) bool {
	return i > 0 && p.toks[i].end-p.toks[i].start == 4 && p.word(i) == "Mayo" && p.key(i-1) == "de"
}

// blockFirms marks as no place two capitalised words joined by an ampersand, a
// firm's name ("Marks & Spencer", "Procter & Gamble"), unless one of them starts a
// dictionary entry ("Bosnia & Herzegovina", "Trinidad & Tobago").
func (p *parser) blockFirms() {
	if strings.IndexByte(p.text, '&') < 0 {
		return // no ampersand: one fast search rather than a test a word
	}
	for i := 1; i < len(p.toks); i++ {
		if p.toks[i].gap != gapOther || !p.toks[i].cap || !p.toks[i-1].cap || !ampersand(p.text[p.toks[i-1].end:p.toks[i].start]) {
			continue
		}
		if p.startsEntry(i-1) || p.startsEntry(i) {
			continue
		}
		t0, t1 := i-1, i+1
		for t0 > 0 && p.toks[t0].gap == gapHyphen {
			t0-- // "Al-Masri & Sons": the whole hyphened word
		}
		for t1 < len(p.toks) && p.toks[t1].gap == gapHyphen {
			t1++
		}
		p.blockAs(t0, t1, -1)
	}
}

// ampersand reports a separator that is an ampersand alone, with spaces or none
// around it.
func ampersand(sep string) bool {
	amp := false
	for i := 0; i < len(sep); i++ {
		switch {
		case sep[i] == '&' && !amp:
			amp = true
		case sep[i] != ' ':
			return false
		}
	}
	return amp
}

// startsEntry reports whether word i starts a dictionary entry.
func (p *parser) startsEntry(i int) bool {
	for _, st := range p.starts {
		if int(st) == i {
			return true
		}
	}
	return false
}

// blockedDemonym reports whether word i is inside a demonym blocker match; such
// words may stand between a cue and a place ("the northern Syrian town of").
func (p *parser) blockedDemonym(i int) bool {
	return p.cover[i] == -2
}

// reclassCapitals changes the classes of the capitalised words whose neighbours
// change what they are. It makes "Station" and "Base" of a naval base's name before a
// capitalised name ("Naval Station Norfolk", "Naval Air Station Sigonella", "Naval
// Base Kitsap") words written before a settlement's name, like "Camp" in "Camp Taji",
// so that the name after them is the base's place; "Naval" and "Air" open no name.
// It marks a misspelt month or weekday, the base words of "Joint Base", Spanish's
// "de Mayo" (deMayo, which matchDictionary asks too), a capitalised "Department" (an office, no kind word) and the
// "Way" of "Half-Way Tree" (no street's), the "Camp" of "Camp-Perrin" (no camp's) and
// the "Col" of a mountain pass (no colonel: "the Col du Tourmalet").
func (p *parser) reclassCapitals() {
	for i := 1; i+1 < len(p.toks); i++ {
		t := &p.toks[i]
		if !t.cap {
			continue
		}
		if p.deMayo(i) {
			t.cls |= wMonthOrDay // "Plaza Dos de Mayo", "Cinco de Mayo": Spanish's May, not Ireland's county
			continue
		}
		if t.kind != 0 && (t.end-t.start == 10 || t.end-t.start == 11) && p.text[t.start] == 'D' {
			t.kind = 0 // "the California Department of Transportation": an office; "Meta department" is a region
			continue
		}
		if t.end-t.start == 4 && p.toks[i+1].gap == gapHyphen && p.toks[i+1].cap && p.key(i) == "camp" {
			t.cls &^= wCommonCap | wSettlementWord | wPrefixWord | wFacilityWord // "Camp-Perrin": a town's name, no camp
			continue
		}
		if t.end-t.start == 3 && p.key(i) == "col" && !p.toks[i+1].cap && (p.word(i+1) == "du" || p.word(i+1) == "de" || p.word(i+1) == "des") {
			t.cls &^= wTitle // "the Col du Tourmalet": a mountain pass, no colonel
			continue
		}
		if t.end-t.start == 3 && t.gap == gapHyphen && p.key(i) == "way" {
			t.cls &^= wCommonCap | wStreetWord // "Half-Way Tree": a town's word, not a street's
			continue
		}
		if t.lex == 0 && p.misspeltDateWord(i) {
			t.cls |= wMonthOrDay // "Febuary 14, 2024", "Tusday, Jan. 16": a date's word, no place
			continue
		}
		if l := t.end - t.start; (l == 3 || l == 4) && p.basePrefix(i) { // the length first: it rules out nearly every word, with no call
			t.cls = t.cls&^(wFacilityWord|wOrgWord|wBaseWord) | wCommonCap | wSettlementWord | wPrefixWord
			continue
		}
		if t.end-t.start == 5 && p.word(i) == "Joint" && p.word(i+1) == "Base" && p.joined(i+1) {
			t.cls |= wCommonCap // "Joint Base Lewis-McChord": named after people, no place
			p.toks[i+1].cls |= wCommonCap
			continue
		}
		if !t.cap || t.caps || t.lex == 0 || !p.toks[i+1].cap || !p.joined(i) || !p.joined(i+1) {
			continue
		}
		if k := p.key(i); k != "station" && k != "base" {
			continue
		}
		j := i - 1
		if j > 0 && p.key(j) == "air" && p.joined(j) {
			j-- // "Naval Air Station"
		}
		if w := p.word(j); !p.toks[j].cap || len(w) != 5 || !foldEqual("naval", w) {
			continue
		}
		t.cls = t.cls&^(wFacilityWord|wOrgWord|wCommonCap|wBaseWord) | wSettlementWord | wPrefixWord
		for k := j; k < i; k++ {
			p.toks[k].cls |= wCommonCap
		}
	}
}

// dateNames are the names of months and weekdays of five letters or more, which
// misspeltDateWord compares unknown words with.
const dateNames = "january february march april august september october november december " +
	"monday tuesday wednesday thursday friday saturday sunday "

// misspeltDateWord reports an unknown capitalised word of five to ten letters one
// edit from the name of a month or a weekday (dateNames) and written where a date's
// word is, before a number ("Febuary 14", "Decmber 3") or before a comma and a month
// or a number ("Tusday, Jan. 16"): a misspelt date, which caption/date reads, and no
// place.
func (p *parser) misspeltDateWord(i int) bool {
	t, n := &p.toks[i], &p.toks[i+1]
	if l := t.end - t.start; l < 5 || l > 10 {
		return false
	}
	if !(n.digit && (n.gap == gapSpace || n.gap == gapComma) || n.gap == gapComma && n.cls&wMonthOrDay != 0) {
		return false
	}
	w := p.word(i)
	for a, b := 0, 0; b < len(dateNames); b++ {
		if dateNames[b] != ' ' {
			continue
		}
		if nm := dateNames[a:b]; len(nm)+1 >= len(w) && len(nm) <= len(w)+1 && lowerASCII(w[0]) == nm[0] && wordtab.OneEdit(w, nm) {
			return true
		}
		a = b + 1
	}
	return false
}

// basePrefix reports a word that opens a base's name right after a preposition of
// place, before a capitalised name: "RAF" ("from RAF Lossiemouth") and "Base" ("at
// Base Alameda"); the name after it is the base's place, like "Camp Taji".
func (p *parser) basePrefix(i int) bool {
	t, n := &p.toks[i], &p.toks[i+1]
	if w := p.word(i); w != "RAF" && w != "Base" {
		return false
	}
	return t.gap == gapSpace && n.gap == gapSpace && n.cap && !n.caps && !p.toks[i-1].cap && p.cueOf(i-1) != cueNone
}
