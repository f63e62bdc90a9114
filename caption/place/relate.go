package place

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/gazetteer"
	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// Phase 4a: what the words around a mention say about it: its kind, its role, and
// the place the caption puts it in.

// back is what scanBack found before a name.
type back struct {
	cue     int // word index of the preposition or verb, or -1
	cueKind cue
	flee    bool // "fleeing violence in X": the cue gives an origin
	kindTok int  // nearest kind word of "kind of X", "Camp X", "the capital X", or -1
	headOf  bool // a head noun with "of" ("the outskirts of X")
	headTok int  // that head noun, or -1
	relHead bool // that head noun gives a relative position ("outskirts")
	relTok  int  // direction word of "north of X", or -1
	poss    int  // mention of a possessive right before ("Aleppo's X"), or -1
	owner   int  // mention X of "X kind of" before the name, or -1
	comma   int  // mention right before a comma that starts the phrase, or -1
}

// scanBack walks left from word s over the words that may stand between a cue and
// a place:
//
//	phrase = [cue] { skippable | demonym | direction | number | hyphen-compound
//	                 | kind of | head of | direction of | "capital" } [Camp | kind-before] name
//	of     = "of" | "de" | "d'" | "di" | "von" | ...    (ofWords)
//
// and stops at the cue, a possessive place, a comma, or any other word. Another
// language's "of" that is also an article ("des", "der") is passed over like one when
// no head comes before it ("dans des villages").
func (p *parser) scanBack(s int) back {
	var b back
	p.scanBackInto(&b, s)
	return b
}

// scanBackInto is scanBack, written to *b (relate fills p.backs in place, with no
// copy of a back).
func (p *parser) scanBackInto(b *back, s int) {
	*b = back{cue: -1, kindTok: -1, headTok: -1, relTok: -1, poss: -1, comma: -1, owner: -1}
	j := s - 1
	for steps := 0; j >= 0 && steps < 14; steps++ {
		if !p.joined(j + 1) {
			if p.toks[j+1].gap == gapComma {
				b.comma = p.mentionEnding(p.beforeKind(p.beforeBase(j)))
			}
			return
		}
		k := p.key(j)
		if j == s-1 && p.kindBefore(j) {
			b.kindTok = j // "in der Region Donezk", "la colonia Doctores"
			j--
			continue
		}
		if p.toks[j].poss {
			b.poss = p.mentionEnding(j)
			if b.poss < 0 && j > 0 && p.isKind(j) && p.joined(j) {
				b.poss = p.mentionEnding(j - 1) // "Sindh province's Dadu district"
			}
			if b.poss < 0 && p.theKindPoss(j) && p.quarterAt(s) {
				j -= 2 // "in the city's Sahinbey district": the cue is before "the city's"
				continue
			}
			return
		}
		if p.ofWord(j) {
			if j == 0 || !p.joined(j) || !p.consumeOfHead(b, j-1) {
				if k != "of" && p.passable(j) {
					j-- // "in der Nähe": an article
					continue
				}
				return
			}
			if p.isKind(j-1) && j >= 2 && p.joined(j-1) {
				if o := p.mentionEnding(j - 2); o >= 0 {
					b.owner = o // "the Homs neighborhood of al-Qarabis"
					if b.kindTok == j-1 && p.reversedKindOf(o) < 0 {
						b.kindTok = -1 // the kind word is the owner's
					}
					return
				}
			}
			j -= 2
			continue
		}
		if c := p.cueOf(j); c != cueNone {
			b.cue, b.cueKind = j, c
			b.flee = (c == cueLoc || c == cueRel) && p.fleeBefore(j)
			if c == cueOrigin && k == "from" && j > 0 && p.joined(j) && p.is(j-1, wSmokeVerb) {
				b.cueKind = cueLoc // "Smoke rises from X"
			}
			if c == cueOrigin && p.acrossFrom(j) {
				b.cueKind = cueRel // "across the street from X"
			}
			if c == cueOrigin && p.departFrom(j) {
				b.cueKind = cueLeave // "as they head north from X": people leaving X
			}
			if c == cueLeave && p.fleesHere(j, s) {
				b.cueKind = cueLoc // "Residents flee X ..., as forces advance in Y"
			}
			if c == cueDest && k == "to" && j > 0 && p.joined(j) && p.key(j-1) == "near" {
				b.cueKind = cueRel // "near to Mosul": a position, not a destination
			}
			if c == cueLoc && k == "across" && j > 0 && p.joined(j) && p.key(j-1) == "from" {
				b.cueKind = cueOrigin // "Protesters from across Aotearoa gather in Wellington"
			}
			if c == cueLoc && k == "at" && j > 0 && p.joined(j) && p.lookBefore(j-1) {
				b.cueKind = cueDest // "look across at the town of X": what they look at, from elsewhere
			}
			if c == cueDest && k == "to" && j > 0 && p.joined(j) && p.returnWord(j-1) {
				b.cueKind = cueLoc // "Residents returning to Qana unload their belongings": back there
			}
			if c == cueRel && k == "between" && j > 0 && p.joined(j) && p.partiesWord(j-1) {
				b.cueKind = cueDest // "a ceasefire between Israel and Hezbollah": sides, not the picture's place
			}
			if c == cueDest && k == "to" && j > 0 && p.joined(j) && p.entranceWord(j-1) {
				b.cueKind = cueLoc // "at the entrance to Sloviansk": at the place, not bound for it
			}
			if c == cueLoc && !p.is(j, wPreposition) && j > 0 && p.joined(j) && p.key(j-1) == "to" {
				b.cueKind = cueDest // "trying to reach Europe"
			}
			if c == cueLoc && !p.is(j, wPreposition) && j > 0 && p.joined(j) && p.is(j-1, wRelativePronoun) {
				b.cueKind = cueDest // "Zelensky, who visited Washington last week, speaks in Kyiv"
			}
			if c == cueLoc && k == "in" && p.warBefore(j) && !(b.kindTok >= 0 && p.is(b.kindTok, wSettlementKind)) {
				b.cueKind = cueOrigin // "to celebrate the end of the war in Europe": background;
				// not "destroyed in the conflict in the city of X", a town's name
			}
			if c == cueLoc && k == "in" && (p.passiveClauseBefore(j) || p.bornBefore(j) || p.heldCaptivesBefore(j)) {
				b.cueKind = cueOrigin // "soldiers who were captured in Mariupol hug relatives in Y"
			}
			return
		}
		if p.passable(j) {
			if k == "capital" && b.kindTok < 0 {
				b.kindTok = j
			}
			j--
			continue
		}
		if p.is(j, wPrefixWord) && p.toks[j].cap && j == s-1 {
			if p.word(j) != "River" {
				b.kindTok = j // "on Mount Sinjar"; but "after the River Severn burst its banks" has no cue
			}
			j--
			continue
		}
		return
	}
}

// ofWord reports "of" or a word of another language for it at word j, in lower case,
// in capitals, or a word of two letters in title case ("la ville de Raqqa", "LA
// CIUDAD DE HOMS", "The City Of X", "la province d'Idleb", "il sud dell'Ucraina", "in
// der Nähe von Bachmut", "im Osten der Ukraine"): the words of the cue cueOfWord.
//
//go:noinline
func (p *parser) ofWord(j int) bool {
	t := &p.toks[j]
	return t.cue == cueOfWord && (!t.cap || t.caps || t.end-t.start == 2)
}

// kindBefore reports a kind word right before the name at j+1 that names it, as
// German and the Romance languages write it without "of" (the kind words from
// kindRomance in kindLists): in lower case, one of Spanish, Portuguese or French ("la
// colonia Doctores", "no bairro Sarandi", ", alcaldía Cuauhtémoc"); capitalised, one
// of German, after a word in lower case that is no English article nor function word
// ("in der Region Donezk", "der syrischen Stadt Aleppo"; not "Secretary of State X")
// or after a comma ("Altenahr, Landkreis Ahrweiler").
func (p *parser) kindBefore(j int) bool {
	t := &p.toks[j]
	if t.kind < kindRomance && t.kind != 0 && !t.cap && p.toks[j+1].gap == gapSpace && p.toks[j+1].cap {
		return p.englishKindBefore(j) // "in the village Kafr Nabl", "of town Al-Mukalla"
	}
	if t.kind < kindRomance || p.toks[j+1].gap != gapSpace || !p.toks[j+1].cap {
		return false
	}
	if !t.cap {
		return t.kind < kindGerman
	}
	if t.kind < kindGerman || t.caps || t.gap != gapSpace && t.gap != gapComma {
		return false
	}
	if t.gap == gapComma {
		return true // a link of a chain: "Altenahr, Landkreis Ahrweiler, Rhineland-Palatinate"
	}
	u := &p.toks[j-1]
	return !u.cap && u.cls&(wFunctionWord|wSkippable) == 0 || p.germanCityAdjective(j-1)
}

// germanCityAdjective reports a German adjective of a city's name at i before a
// capitalised kind word and a name ("im Hamburger Stadtteil Blankenese", "im Berliner
// Bezirk Neukölln"): no place itself; the name after the kind word is.
func (p *parser) germanCityAdjective(i int) bool {
	t := &p.toks[i]
	if !t.cap || t.caps || t.end-t.start < 5 || !strings.HasSuffix(p.word(i), "er") || i+2 >= len(p.toks) {
		return false
	}
	k, n := &p.toks[i+1], &p.toks[i+2]
	return k.kind >= kindGerman && k.cap && k.gap == gapSpace && n.cap && n.gap == gapSpace
}

// englishKindBefore reports an English kind word of a settlement or a part of one
// in lower case and in the singular ("village", "town", "city", "district", "camp")
// right before a name, without "of", after "the" or a function word, as translated
// captions write it: "in the village Kafr Nabl", "near to village Yakovlivka", "the
// city Gaza", "in the district Nad Ali" (not "villages", nor "a city Kyiv has").
func (p *parser) englishKindBefore(j int) bool {
	switch kindLists[p.toks[j].kind-1].kind {
	case "village", "town", "city", "district", "camp":
	default:
		return false
	}
	w, n := p.word(j), p.word(j+1)
	if j == 0 || w[len(w)-1] == 's' || len(n) < 2 || !p.joined(j) || p.toks[j-1].cap {
		return false
	}
	for i := 1; i < len(n); i++ {
		if n[i] >= 'A' && n[i] <= 'Z' {
			return false // a name in title case only: not "district EDITORScredit", "city KaramAFP"
		}
	}
	if p.is(j+1, wFirstName|wOrgWord|wCommonCap|wTitle|wMonthOrDay) || !p.nameEndsClause(j+1) {
		return false // "in district Khalid courtesy", "to city Inc. /"
	}
	switch p.key(j - 1) {
	case "of", "in", "at", "to":
		return true
	case "the": // "in the town X", "near the village X", "of the city X"; not "the city Family" at the start
		return j >= 2 && p.joined(j-1) && !p.toks[j-2].cap && (p.key(j-2) == "near" || p.is(j-2, wFunctionWord)) &&
			p.key(j-2) != "the"
	}
	return false
}

// nameEndsClause reports a name of one to five words at k (capitalised, "al", or
// after a hyphen: "Saif al-Dawla") followed by the
// end of the text, a comma or a full stop, or a function word or "near" in lower case
// ("the village X in Y", "the city X, Y", "the town X near Y").
func (p *parser) nameEndsClause(k int) bool {
	e := k + 1
	for e < len(p.toks) && e-k < 5 && (p.toks[e].gap == gapHyphen || p.toks[e].gap == gapSpace && (p.toks[e].cap || p.key(e) == "al")) {
		e++
	}
	if e >= len(p.toks) || p.toks[e].gap == gapComma || p.toks[e].gap == gapStop {
		return true
	}
	return !p.toks[e].cap && p.toks[e].gap == gapSpace && (p.is(e, wFunctionWord) || p.key(e) == "near")
}

// backOf returns what scanBack finds before mention m: from p.backs once relate
// has filled it (the mentions are all known then), else read now.
func (p *parser) backOf(m int) *back {
	if m < len(p.backs) {
		return &p.backs[m]
	}
	p.spareBack = p.scanBack(p.ments[m].t0)
	return &p.spareBack
}

// consumeOfHead records the word h before an "of": a kind word, a direction or a
// head noun; it reports false for any other word ("a member of X").
func (p *parser) consumeOfHead(b *back, h int) bool {
	if p.isKind(h) {
		if b.kindTok < 0 {
			b.kindTok = h
		}
		return true
	}
	if p.relDirection(h) {
		if b.relTok < 0 {
			b.relTok = h
		}
		return true
	}
	if p.is(h, wHeadNoun) {
		if p.toks[h].cap && h > 0 && p.joined(h) && (p.key(h) == "museum" || p.key(h) == "gallery") {
			return false // "the Museum of Modern Art": an institution's name, not "the museum of X"
		}
		if p.toks[h].cap && (p.key(h) == "gare" || p.key(h) == "poste") {
			return false // "the Gare du Midi": a name; "à la gare routière de Sogoniko" is the place's
		}
		b.headOf = true
		if b.headTok < 0 {
			b.headTok = h
		}
		b.relHead = b.relHead || p.is(h, wRelHead)
		return true
	}
	return false
}

// passable reports words that may stand between a cue and a place.
func (p *parser) passable(j int) bool {
	t := &p.toks[j]
	if p.cover[j] == -2 || t.digit || p.is(j, wDirection|wSkippable) {
		return true
	}
	if t.cap || p.cover[j] != 0 {
		return false
	}
	hyphened := t.gap == gapHyphen || j+1 < len(p.toks) && p.toks[j+1].gap == gapHyphen
	return hyphened || p.text[t.start]&0xfe == 0xd0 && cyrillicAttribute(p.word(j))
}

// cyrillicAttribute reports a Ukrainian or Russian adjective or participle in lower
// case in the case that a preposition of place takes, which stands between the cue and
// the name as "occupied" does in English: "в окупованому Маріуполі", "у покинутій
// Прип'яті", "в разрушенной Горловке", "в оккупированном Мариуполе".
func cyrillicAttribute(w string) bool {
	if len(w) < 8 || !cyrillic(w) {
		return false
	}
	for _, x := range [...]string{"ому", "ій", "ім", "ом", "ой"} {
		if strings.HasSuffix(w, x) {
			return true
		}
	}
	return false
}

// warBefore reports "the war in" (fighting, conflict) before the cue at j: the war's
// place is the background of the picture, not where it was taken.
func (p *parser) warBefore(j int) bool {
	if j < 2 || !p.joined(j) || !p.joined(j-1) || p.toks[j-1].cap || p.key(j-2) != "the" {
		return false
	}
	switch p.key(j - 1) {
	case "war", "wars", "fighting", "conflict":
		return true
	}
	return false
}

// fleeBefore reports a flee word two or three words before the cue at j, or up to six
// after "who" or "that" ("fleeing violence in X", "Families who fled attacks by the
// militia in X queue in Y"; but "flees in X" is where the fleeing is), and so a
// verb of leftBehind.
func (p *parser) fleeBefore(j int) bool {
	for i := j - 1; i >= 0 && i >= j-6; i-- {
		if !p.joined(i + 1) {
			return false
		}
		if i < j-1 && p.is(i, wFleeWord) && (i >= j-3 || i > 0 && p.joined(i) && p.is(i-1, wRelativePronoun)) {
			return true // "fleeing violence in X", "who fled attacks on villages in X"
		}
		if i < j-1 && !p.toks[i].cap && leftBehind(p.word(i)) && (i >= j-3 && p.word(i) == "evacuated" || i > 0 && p.joined(i) && p.is(i-1, wRelativePronoun)) {
			return true // "Tourists who left hotels in X wait at Y", "who lost their homes in X", "evacuated from hotels in X"
		}
		if p.cover[i] > 0 || p.is(i, wArrivalVerb) {
			return false // "fleeing X arrive in Y": the flight has its own place
		}
	}
	return false
}

// leftBehind reports a verb of a place left behind: after "who" or "that" ("who
// left hotels in X", "who lost their homes in X"), or "evacuated" shortly before
// the cue, the place is the subject's origin, as after a flee word.
func leftBehind(w string) bool {
	return w == "left" || w == "lost" || w == "evacuated"
}

// otherEventBefore reports a word of another event up to eight words before the cue
// at j, in its clause: people were killed, died or were wounded there ("the funeral
// of fighters killed in clashes near X, in Y"). The place is the event's, not the
// picture's, unless no other is named.
func (p *parser) otherEventBefore(j int) bool {
	for i := j - 1; i >= 0 && i >= j-8; i-- {
		if !p.joined(i + 1) {
			return false
		}
		if p.cover[i] > 0 {
			return false // another place between: the event's own
		}
		if c := p.text[p.toks[i].start]; c != 'k' && c != 'd' && c != 's' && c != 'w' && c != 'i' || p.toks[i].end-p.toks[i].start < 4 {
			continue // most words: none of those below
		}
		switch p.word(i) {
		case "killed", "died", "slain":
			return true
		case "wounded", "injured": // a participle, not "a wounded man"
			switch p.word(i + 1) {
			case "in", "by", "near", "during", "when", "while":
				return true
			}
		}
	}
	return false
}

// spanAfterBefore reports a span of time and "after" up to twelve words before word
// t0, in its clause: the clause tells of an earlier event, whose places are not the
// picture's ("a day after Turkey launched an offensive on the enclave of X", "weeks
// after floods swept through X").
func (p *parser) spanAfterBefore(t0 int) bool {
	if p.noAfter == 0 {
		p.noAfter = 1 // asked once a caption: most hold no "after"
		if wordtab.HoldsAfterOrBefore(p.text) {
			p.noAfter = 2
		}
	}
	if p.noAfter == 1 {
		return false
	}
	for i := t0 - 1; i >= 1 && i >= t0-12; i-- {
		if !p.joined(i + 1) {
			return false
		}
		if p.toks[i].cap || p.toks[i].end-p.toks[i].start != 5 || p.word(i) != "after" {
			continue
		}
		if !p.joined(i) {
			return false
		}
		switch p.word(i - 1) {
		case "day", "days", "night", "morning", "evening", "hours", "week", "weeks", "month", "months", "year", "years":
			return true
		}
		return false
	}
	return false
}

// placeBeforeIn returns the mention right before an "in" at word j, maybe followed
// by its base words, or by its kind word and a comma, so that the place after the
// "in" is where that place is ("Kramatorsk in Donetsk Oblast", "the town of Orikhiv,
// in Zaporizhzhia oblast"); -1 when there is none.
func (p *parser) placeBeforeIn(j int) int {
	if j == 0 || j+1 >= len(p.toks) || !p.joined(j+1) {
		return -1
	}
	if p.toks[j].gap == gapComma {
		return p.mentionEnding(p.beforeKind(j - 1)) // "from the town of Orikhiv, in Zaporizhzhia oblast"
	}
	if !p.joined(j) {
		return -1
	}
	i := p.beforeBase(j - 1)
	if k := p.beforeKind(i); k != i && p.toks[k].cap {
		i = k // "residents of X upazila in Y"; not a district's number
	}
	return p.mentionEnding(i)
}

// beforeBase returns the word before the base or airport words that end at word i
// ("Spangdahlem Air Base"), or i when none end there.
func (p *parser) beforeBase(i int) int {
	for n := 1; n <= 3 && i-n >= 0; n++ {
		if p.baseWordLen(i-n+1) == n && p.joined(i-n+1) {
			return i - n
		}
	}
	return i
}

// beforeKind returns the word before a kind word at i that follows a place
// ("Donetsk Oblast, Ukraine"), or i.
func (p *parser) beforeKind(i int) int {
	if p.isKind(i) && i > 0 && p.toks[i].gap == gapSpace && p.mentionEnding(i-1) >= 0 {
		return i - 1
	}
	return i
}

// skipForward walks right from word i over what may stand between a name and the
// place it is put in ("of the northern city of Aleppo", ", a town some 25 miles west
// of Kerbala") and returns the first other word.
func (p *parser) skipForward(i int) int {
	for first := i; i < len(p.toks); i++ {
		if i > first && !p.joined(i) && !(p.toks[i].gap == gapComma && p.passableForward(i-1)) {
			return i
		}
		if !p.passableForward(i) {
			return i
		}
	}
	return i
}

func (p *parser) passableForward(i int) bool {
	if p.isKind(i) {
		return true
	}
	if p.ofWord(i) || p.is(i, wUnit) {
		return true
	}
	return p.free(i) && (p.is(i, wSkippable|wDirection) || p.toks[i].digit ||
		!p.toks[i].cap && p.is(i, wHeadNoun) && i+1 < len(p.toks) && p.ofWord(i+1)) || p.cover[i] == -2
}

// relate sorts the mentions, gives each its kind and role, merges them into places
// and sets the parents.
func (p *parser) relate() {
	p.order = p.order[:0]
	for i := range p.ments {
		// Insertion by t0 (no two mentions start at one word): the mentions come
		// in two sorted runs, those of the dictionary and those of the cues, so
		// few move, and no comparison function is called.
		j := len(p.order)
		p.order = append(p.order, i)
		for ; j > 0 && p.ments[p.order[j-1]].t0 > p.ments[i].t0; j-- {
			p.order[j] = p.order[j-1]
		}
		p.order[j] = i
	}
	if cap(p.backs) < len(p.ments) {
		p.backs = make([]back, len(p.ments), 2*len(p.ments))
	}
	p.backs = p.backs[:len(p.ments)]
	for i := range p.ments {
		p.scanBackInto(&p.backs[i], p.ments[i].t0)
	}
	for _, m := range p.order {
		p.kindOfMention(m)
	}
	for _, m := range p.order {
		p.roleOfMention(m)
		if p.holderFrom >= 0 && int(p.toks[p.ments[m].t0].start) > p.holderFrom {
			p.ments[m].role = roleHolder
		}
	}
	if p.eventPlaces != 0 {
		p.yieldEventPlaces()
	}
	for _, m := range p.order {
		if x := &p.ments[m]; x.role == roleNone || x.role == roleWeak {
			if y := p.facilityIn(m); y >= 0 {
				x.role, x.rel = roleLoc, p.ments[y].rel
			}
		}
	}
}

// facilityIn returns the mention after "in" or "near" that a facility named after
// the place of mention m stands in, when that mention says where the picture is:
// the picture is then at the facility, in the place of its name ("the Engels air
// base near Saratov", "the Chernobyl nuclear power plant in Ukraine", "the
// Kakhovka dam in the Kherson region"); else -1. Up to two words in lower case may
// stand before the facility's word ("nuclear power plant", "oil terminal").
func (p *parser) facilityIn(m int) int {
	x := &p.ments[m]
	i := x.t1
	if i >= len(p.toks) || p.toks[i-1].poss || !p.joined(i) {
		return -1
	}
	for k := x.t0; k < x.t1; k++ {
		if p.toks[k].gap == gapHyphen {
			return -1 // "the Kuźnica-Bruzgi crossing in Kuźnica": named after two towns, in one
		}
	}
	n := 0
	for k := i; k < len(p.toks) && k < i+3 && p.joined(k); k++ {
		if p.word(k) == "police" && !p.toks[k].cap {
			continue // "the Jatrabari police station in Dhaka"
		}
		if p.toks[k].cap || p.cover[k] != 0 || p.toks[k].cls&^(wFacilityWord|wBaseWord|wEntryStart|wCommonCap) != 0 || p.toks[k].cue != cueNone {
			break // "travelling to Mosul at a base in Qayyara": a cue, an article
		}
		if l := p.baseWordLen(k); l > 0 {
			n = k + l - i
			break
		}
		if p.is(k, wFacilityWord) && !p.is(k, wStreetWord) {
			n = k + 1 - i
			if k+1 < len(p.toks) && p.joined(k+1) && p.is(k+1, wFacilityWord) && !p.toks[k+1].cap {
				n++ // "oil terminal", "power plant"
			}
			break
		}
	}
	if n == 0 || i+n+1 >= len(p.toks) || !p.joined(i+n) {
		return -1
	}
	if k := p.key(i + n); k != "in" && k != "near" {
		return -1
	}
	y := p.mentionStarting(p.skipForward(i + n + 1))
	if y < 0 || p.ments[y].role != roleLoc || p.toks[p.ments[y].t0].sent != p.toks[x.t0].sent {
		return -1
	}
	return y
}

// eventPlaceAt notes mention m as the place of another event (otherEventBefore), for
// yieldEventPlaces.
func (p *parser) eventPlaceAt(m int) {
	if m < 64 {
		p.eventPlaces |= 1 << m
	}
}

// yieldEventPlaces makes the place of another event where people come from when
// another place of its sentence, after a cue of place, says where the picture is ("the
// funeral of fighters killed in X, at a cemetery in Y"); alone, or beside a country or
// a region that may hold it ("killed in X in northern Syria"), it stays where.
func (p *parser) yieldEventPlaces() {
	for m := range p.ments {
		if p.eventPlaces&(1<<m) == 0 {
			continue
		}
		x := &p.ments[m]
		for _, y := range p.order {
			my := &p.ments[y]
			if y != m && my.role == roleLoc && (y >= 64 || p.eventPlaces&(1<<y) == 0) &&
				p.backs[y].cue >= 0 && p.toks[my.t0].sent == p.toks[x.t0].sent &&
				(my.dict == nil || my.dict.tag != tagCountry && my.dict.tag != tagAbbrev && my.dict.tag != tagRegion) {
				x.role = roleOrigin
				break
			}
		}
	}
}

// kindOfMention reads the kind the caption gives mention m:
//
//	kind = name kind-word | kind-word "of" name | "Camp" name | "capital" name
//	     | ("island" | "islands" | "peninsula") "of" name     (a region)
//	     | name "," ("a" | "an") kind-word
//
// In "the Homs neighborhood of al-Qarabis" the kind word belongs to the unknown
// name after "of", not to the known city before.
func (p *parser) kindOfMention(m int) {
	x := &p.ments[m]
	if x.hasKnd {
		return
	}
	if k, ok := p.kindAfter(x.t1); ok && !p.toks[x.t1-1].poss {
		if y := p.reversedKindOf(m); y >= 0 {
			p.ments[y].kind, p.ments[y].hasKnd = k, true
			return
		}
		if k == "" && x.dict == nil && p.key(x.t1) == "area" {
			k = "district" // "the Shahr-e Naw area": a name no list holds, a part of a town
		}
		x.kind, x.hasKnd = k, true
		return
	}
	if x.t0 > 0 && p.joined(x.t0) && (p.word(x.t0-1) == "Co" || p.word(x.t0-1) == "County") {
		x.kind, x.hasKnd = "region", true // "Co Galway", "County Kerry": a county, not its town
		return
	}
	b := p.backOf(m)
	if b.kindTok >= 0 && p.nearestKind(b.kindTok, x.t0) {
		k, _ := p.kindOf(b.kindTok)
		if p.key(b.kindTok) == "capital" {
			k = "city"
		}
		x.kind, x.hasKnd = k, true
		return
	}
	if b.headTok >= 0 && p.nearestKind(b.headTok, x.t0) {
		switch p.key(b.headTok) {
		case "island", "islands", "peninsula":
			x.kind, x.hasKnd = "region", true // "Fiji's main island of Viti Levu"
			return
		}
	}
	if i := x.t1; i+1 < len(p.toks) && p.toks[i].gap == gapComma && (p.key(i) == "a" || p.key(i) == "an") && p.joined(i+1) {
		for j := i + 1; j < len(p.toks) && j <= i+3 && p.joined(j); j++ { // "X, a mountain village"
			if k, ok := p.kindOf(j); ok {
				x.kind, x.hasKnd = k, true
				return
			}
			if p.toks[j].cap || p.toks[j].digit || p.toks[j].gap != gapSpace {
				break
			}
		}
	}
	if h := p.listHeadOf(m); h >= 0 && h != m {
		x.kind, x.hasKnd = p.ments[h].kind, p.ments[h].hasKnd // "the cities of A and B"
		return
	}
	if x.dict == nil && x.t1 < len(p.toks) && p.toks[x.t1].gap == gapSpace && p.quarterFacility(x.t0, x.t1) {
		x.kind, x.hasKnd = "neighbourhood", true // "the Quang Ba flower market in Tay Ho district": a quarter of it
	}
}

// nearestKind reports whether the kind word at k is the one that names the place
// at t0: nothing but skippable words stand between ("the town of X").
func (p *parser) nearestKind(k, t0 int) bool {
	for i := k + 1; i < t0; i++ {
		if p.key(i) != "of" && !p.is(i, wSkippable|wDirection) && p.cover[i] != -2 {
			return false
		}
	}
	return true
}

// reversedKindOf returns the mention y of "X kind of Y" when the kind word names Y
// and Y lies in X: always for towns, cities and villages ("the Gaza Strip city of
// Rafah", "the Sindh village of X"), and for other kinds when X is a known place
// and Y is not ("the Homs neighborhood of al-Qarabis"). Else -1: the kind names X
// ("the Sukkari neighbourhood of Aleppo").
func (p *parser) reversedKindOf(m int) int {
	x := &p.ments[m]
	if x.t1+1 >= len(p.toks) || p.key(x.t1+1) != "of" || !p.joined(x.t1+1) {
		return -1
	}
	y := p.mentionStarting(p.skipForward(x.t1 + 2))
	if y < 0 {
		return -1
	}
	if p.is(x.t1, wSettlementKind) && !p.widerThanTown(y) || x.dict != nil && p.ments[y].dict == nil && !p.inTownAfter(y) {
		return y
	}
	if x.dict == nil && p.ments[y].dict == nil && !p.inTownAfter(y) && gazetteer.Known(p.span(x.t0, x.t1), "") && !gazetteer.Known(p.span(p.ments[y].t0, p.ments[y].t1), "") {
		return y // "the Nicosia suburb of Kaimakli": a city the gazetteer knows, a quarter it does not
	}
	return -1
}

// inTownAfter reports a mention followed by a comma and "in" a place, or by a comma
// and a city the dictionary knows: a district of that town, which the neighbourhood
// before "of" lies in ("the Brooklyn neighbourhood of Cite Soleil, in Port-au-Prince").
func (p *parser) inTownAfter(y int) bool {
	t := p.ments[y].t1
	if t+1 >= len(p.toks) || p.toks[t].gap != gapComma {
		return false
	}
	if p.key(t) == "in" && p.joined(t+1) {
		return p.mentionStarting(p.skipForward(t+1)) >= 0
	}
	z := p.mentionStarting(t)
	return z >= 0 && p.ments[z].dict != nil && p.ments[z].dict.tag == tagCity
}

// widerThanTown reports a mention that cannot be the town or village of "X village
// of Y": a country ("Idlib city of Syria") or a name with a kind word of its own
// after it, but a neighbourhood's ("Ramadi city of Anbar province", "Naib Rafi
// village of Zinda Jan district", "Xiyang Township of Jinning District"); the kind
// word then names X, as in "the Sukkari neighbourhood of Aleppo", and Y is the place
// X lies in.
func (p *parser) widerThanTown(y int) bool {
	m := &p.ments[y]
	if m.dict != nil && (m.dict.tag == tagCountry || m.dict.tag == tagAbbrev) {
		return true
	}
	k, ok := p.kindAfter(m.t1)
	return ok && k != "neighbourhood"
}

// roleOfMention sets the role of mention m from the cue before it (roles of
// earlier mentions are known: a possessive or a chain passes its role on).
func (p *parser) roleOfMention(m int) {
	x := &p.ments[m]
	if p.toks[x.t0].gap == gapHyphen && p.partyTag(x.t0) {
		x.role = roleHolder // "Sen. Name, D-Calif.,": the lawmaker's state
		return
	}
	b := p.backOf(m)
	x.role = roleNone
	in := -1 // X of "X in Y" when m is Y and X may be in Y
	if b.cue >= 0 && b.cue == x.t0-1 && p.key(b.cue) == "in" {
		if y := p.placeBeforeIn(b.cue); y >= 0 && p.mayContain(y, m) && !p.routeName(y) {
			in = y
		}
	}
	switch {
	case in >= 0:
		x.role = p.ments[in].role // "from X in Y": Y is where X is
	case b.cue >= 0:
		switch b.cueKind {
		case cueLoc:
			x.role = roleLoc
			if b.flee {
				x.role = roleOrigin
			} else if p.viewpoint(m, b.cue) || p.superlativeScope(b.cue) {
				x.role = roleWeak // "Smoke rises over X, as seen from Y": the picture is of X; "the largest hub in the Americas"
			} else if p.otherEventBefore(b.cue) {
				p.eventPlaceAt(m)
			} else {
				p.peopleFrom(m)
			}
		case cueRel, cueLeave:
			x.role, x.rel = roleLoc, true
			if b.cueKind == cueRel && p.otherEventBefore(b.cue) {
				p.eventPlaceAt(m)
			}
			if b.cueKind == cueRel && b.cue == x.t0-1 && p.toks[b.cue].gap == gapComma {
				k := b.cue - 1 // the word before the comma, before the kind words of the place ("the Dachau concentration camp, near Munich")
				for k > b.cue-3 && k > 0 && !p.toks[k].cap && (p.isKind(k) || p.is(k, wCampQualifier)) {
					k--
				}
				if y := p.mentionEnding(k); y >= 0 && p.ments[y].role == roleNone && !p.ments[y].rel {
					p.ments[y].role = roleLoc // "the crematorium of the Dachau camp, near Munich": the place near Y is the picture's
				}
			}
		case cueOrigin:
			x.role = roleOrigin
		default:
			x.role = roleWeak
			if h := p.movedTo(b.cue); h >= 0 {
				x.role = roleLoc // "residents of X who were evacuated to Y": they are in Y
				if y := p.mentionEnding(h - 1); y >= 0 && p.ments[y].role == roleLoc {
					p.ments[y].role = roleOrigin // ... and come from X
				}
			}
		}
	case b.poss >= 0:
		x.role = p.ments[b.poss].role
	case b.owner >= 0:
		x.role = p.ments[b.owner].role
	case b.comma >= 0:
		x.role = p.ments[b.comma].role
		x.rel = x.rel || p.ments[b.comma].rel // "near X, Co Dublin": the county of a place near the picture
	case b.relTok >= 0 || b.relHead || b.kindTok >= 0 || b.headOf:
		x.role = roleLoc // "the stairs of the museum of the city of X"
	case x.t0 > 1 && p.isAnd(x.t0-1) && p.joined(x.t0) && p.joined(x.t0-1) && p.mentionEnding(x.t0-2) >= 0:
		y := &p.ments[p.mentionEnding(x.t0-2)]
		x.role, x.rel = y.role, y.rel // "the cities of A and B", "between A and B"
	}
	if b.relTok >= 0 || b.relHead {
		x.rel = true
	}
	if x.role == roleNone && p.toks[x.t1-1].poss {
		x.role = roleWeak // "Syria's President", "Mosul's museum"
	}
	if x.role == roleLoc && p.spanAfterBefore(x.t0) {
		p.eventPlaceAt(m) // "a day after Turkey launched an offensive on the enclave of X"
	}
	if x.role == roleLoc && p.routeName(m) {
		x.role = roleWeak // "on the Istanbul-Ankara line near Bilecik": a road's end, not where it is
	}
}

// viewpoint reports a mention m after "seen from", "viewed from", "photographed
// from" or "pictured from" at the cue j, when a place of the picture comes before it
// in its sentence, after a cue of place or as the subject named with no cue ("Smoke
// rises over the town of X, as seen from the village of Y", "the skyline of X,
// viewed from Y", "X Volcano releases steam, as seen from Y"): the place looked at
// is the picture's, not the one it is seen from. After "is seen from" only a place
// after a cue counts ("The dam is seen from Y" is Y's view). With no such place but
// a country, the place seen from stays the location ("Rockets launched from X are
// intercepted, as seen from Y").
func (p *parser) viewpoint(m, j int) bool {
	cue := j
	if j = p.seenFrom(j); j < 0 {
		return false
	}
	sent := p.toks[j].sent
	weakest := roleNone // the subject seen, named with no cue ("Taal Volcano releases steam, as seen from Y")
	if j >= 2 && p.joined(j-1) {
		switch p.word(j - 2) {
		case "is", "are", "was", "were", "be", "been":
			weakest = roleLoc // "The dam is seen from Y": the picture is Y's view, unless a cue put it elsewhere
		}
	}
	for y := m - 1; y >= 0 && p.toks[p.ments[y].t0].sent == sent; y-- {
		seen := p.ments[y].role <= weakest
		if j != cue {
			// the cue ends the phrase of "from": "X erupts, as seen from the post in Y",
			// the subject named with no cue; not "smoke over X, as seen from a home in
			// Y", the view of Y
			seen = p.ments[y].role == roleNone
		}
		if d := p.ments[y].dict; seen && (d == nil || d.tag != tagCountry && d.tag != tagAbbrev) {
			return true // a country is no place looked at ("the bridge between Colombia and Venezuela, as seen from Y")
		}
	}
	return false
}

// seenFrom returns the "from" after a verb of seeing that the cue at j is, or that
// opens the phrase the cue at j ends ("seen from the observation post in X", "seen
// from a boat off the village of X"), with no comma between; or "across" right after
// the verb ("seen across X Bay"); -1 when none.
func (p *parser) seenFrom(j int) int {
	if j < 1 || !p.joined(j) {
		return -1
	}
	if k := p.key(j); k == "from" || k == "across" {
		if seenWord(p.word(j - 1)) {
			return j
		}
		return -1
	}
	for i := j - 1; i >= 1 && i >= j-6 && p.joined(i+1) && p.cover[i] == 0; i-- {
		if p.key(i) == "from" {
			if p.joined(i) && seenWord(p.word(i-1)) {
				return i
			}
			return -1
		}
	}
	return -1
}

// seenWord reports a verb of seeing a view from somewhere: "seen", "viewed",
// "photographed", "pictured".
func seenWord(w string) bool {
	return w == "seen" || w == "viewed" || w == "photographed" || w == "pictured"
}

// superlativeScope reports "in" at j that ends a superlative's phrase: "the largest
// trade hub in the Americas", "the busiest port in Europe", "the world's oldest
// camp in ..."; the place after it is what the thing is compared within, not where
// the picture was taken.
func (p *parser) superlativeScope(j int) bool {
	if p.key(j) != "in" {
		return false
	}
	for i := j - 1; i >= 1 && i >= j-5; i-- {
		if !p.joined(i+1) || p.toks[i].cap || p.cover[i] != 0 {
			return false
		}
		if w := p.word(i); len(w) > 5 && strings.HasSuffix(w, "est") && superlative(w) {
			return p.key(i-1) == "the" || p.toks[i-1].poss
		}
	}
	return false
}

// superlative reports the superlatives of size, age and traffic that compare a
// thing within a place.
func superlative(w string) bool {
	switch w {
	case "largest", "biggest", "oldest", "highest", "tallest", "longest", "busiest", "deepest", "smallest", "poorest", "richest", "newest", "densest":
		return true
	}
	return false
}

// routeName reports a mention that is one end of a road or a line named after its
// two ends ("the Istanbul-Ankara line", "the Fuzhou-Xiamen railway", "the
// Kabul-Jalalabad highway"): the picture is somewhere along it, not at either end.
func (p *parser) routeName(m int) bool {
	x := &p.ments[m]
	e := x.t1
	switch {
	case e < len(p.toks) && p.toks[e].gap == gapHyphen && p.toks[e].cap:
		for e++; e < len(p.toks) && p.toks[e].gap == gapHyphen && p.toks[e].cap; e++ {
		}
	case x.t0 > 0 && p.toks[x.t0].gap == gapHyphen && p.toks[x.t0-1].cap:
	case x.t1-x.t0 >= 2 && strings.IndexByte(p.span(x.t0, x.t1), '-') > 0 && p.toks[x.t1-1].gap == gapHyphen:
		// "Fuzhou-Xiamen", read as one name
	default:
		return false
	}
	if e >= len(p.toks) || p.toks[e].gap != gapSpace || p.toks[e].cap {
		return false
	}
	switch p.word(e) {
	case "line", "highway", "railway", "road", "motorway", "expressway", "railroad", "route", "pipeline", "corridor":
		return true
	}
	return false
}

// peopleFrom makes the places of people named earlier in the sentence of mention m
// where they come from, once m, after "in" or "at", says where they are: "Residents of
// Grand Forks wait ... in East Grand Forks" is located in East Grand Forks. A country or
// a region after the cue may hold the town of the people and changes nothing
// ("Residents of Mosul gather in a square in Iraq").
//
// A siege is remembered the same way: "Survivors of the siege of Mariupol light
// candles ... in Kyiv" is located in Kyiv.
//
//	people-from = ("residents" | "inhabitants" | "people" | "siege") "of" X ... cue-of-place Y
func (p *parser) peopleFrom(m int) {
	x := &p.ments[m]
	if d := x.dict; d != nil && (d.tag == tagCountry || d.tag == tagAbbrev || d.tag == tagRegion) {
		return
	}
	sent := p.toks[x.t0].sent
	for y := range p.backs {
		h, my := p.backs[y].headTok, &p.ments[y]
		if h >= 0 && my.t0 < x.t0 && my.role == roleLoc && p.toks[h].sent == sent {
			if k := p.key(h); k == "residents" || k == "people" || k == "inhabitants" || k == "siege" {
				my.role = roleOrigin
			}
		}
	}
}

// movedTo reports a "to" at j after a passive verb of moving people in a relative
// clause, and returns the relative pronoun's word, or -1:
//
//	moved-to = ("who" | "that") ("were" | "was" | "had" "been" | "have" "been")
//	           moved-verb "to"
//	moved-verb = "evacuated" | "relocated" | "moved" | "taken" | "brought" |
//	           "transferred" | "bused" | "bussed"
func (p *parser) movedTo(j int) int {
	if j < 3 || p.key(j) != "to" || !p.joined(j) || !p.joined(j-1) || !p.joined(j-2) {
		return -1
	}
	switch p.key(j - 1) {
	case "evacuated", "relocated", "moved", "taken", "brought", "transferred", "bused", "bussed":
	default:
		return -1
	}
	h := j - 2
	switch p.key(h) {
	case "were", "was":
	case "been":
		if h < 2 || !p.joined(h) || p.key(h-1) != "had" && p.key(h-1) != "have" {
			return -1
		}
		h--
	default:
		return -1
	}
	h--
	if h < 1 || !p.joined(h+1) || p.key(h) != "who" && p.key(h) != "that" {
		return -1
	}
	return h
}

// passiveClauseBefore reports a relative clause in the passive before the "in" at j,
// which tells what happened to the subject elsewhere, not where the picture was taken:
//
//	passive-in = ("who" | "that") ("were" | "was" | ("had" | "have") "been")
//	             participle "in"
//	participle = a lower-case word ending in "ed" or "en", or "born", "held", "caught",
//	             "shot", "hit", "hurt", "kept"
func (p *parser) passiveClauseBefore(j int) bool {
	if j < 3 || !p.joined(j) || !p.joined(j-1) || !p.joined(j-2) || !participle(p.word(j-1)) {
		return false
	}
	h := j - 2
	switch p.key(h) {
	case "were", "was":
	case "been":
		if h < 2 || !p.joined(h) || p.key(h-1) != "had" && p.key(h-1) != "have" {
			return false
		}
		h--
	default:
		return false
	}
	h--
	return h >= 0 && p.joined(h+1) && (p.key(h) == "who" || p.key(h) == "that")
}

// heldCaptivesBefore reports people held somewhere before the "in" at j ("the release
// of political prisoners held in El Helicoide", "hostages kept in Gaza"): where they
// are held, not where the picture was taken.
//
//	held-in = captives ("held" | "detained" | "jailed" | "imprisoned" | "kept" | "kidnapped") "in"
func (p *parser) heldCaptivesBefore(j int) bool {
	if j < 2 || !p.joined(j) || !p.joined(j-1) {
		return false
	}
	switch p.word(j - 1) {
	case "held", "detained", "jailed", "imprisoned", "kept", "kidnapped":
	default:
		return false
	}
	switch p.word(j - 2) {
	case "prisoners", "hostages", "detainees", "captives", "people", "men", "women", "children", "activists", "journalists", "soldiers":
		return true
	}
	return false
}

// bornBefore reports "born" before the "in" at j, maybe with the year or the date of
// the birth between, so that the place after it is a birthplace, not where the
// picture was taken:
//
//	born-in = "born" [ ("in" | "on") { number | month } ] "in"
func (p *parser) bornBefore(j int) bool {
	for i := j - 1; i >= 0 && i >= j-5; i-- {
		if !p.joined(i + 1) {
			return false
		}
		switch {
		case p.toks[i].digit || p.is(i, wMonthOrDay):
		case p.toks[i].end-p.toks[i].start == 4 && (p.word(i) == "born" || p.word(i) == "Born"):
			return true // not a word of the lexicon: compared as written
		case i < j-1 && (p.key(i) == "in" || p.key(i) == "on"):
		default:
			return false
		}
	}
	return false
}

// participle reports a lower-case past participle: a word ending in "ed" or "en", or
// one of a few irregular ones.
func participle(w string) bool {
	if len(w) < 4 || w[0] < 'a' || w[0] > 'z' {
		return false
	}
	switch w {
	case "born", "held", "caught", "shot", "hurt", "kept":
		return true
	}
	end := w[len(w)-2:]
	return end == "ed" || end == "en"
}

// acrossFrom reports a "from" at j that gives a position, not an origin:
//
//	across-from = "across" "the" (street-word | facility-word) "from"
func (p *parser) acrossFrom(j int) bool {
	if j < 3 || !p.joined(j) || !p.joined(j-1) || !p.joined(j-2) || p.key(j) != "from" {
		return false
	}
	return p.key(j-3) == "across" && p.key(j-2) == "the" && p.is(j-1, wStreetWord|wFacilityWord)
}

// fleesHere reports "flee", "flees", "leave" or "leaves" at j as the verb of the
// sentence, in the present, before the place at word s: the picture shows its subject
// leaving the place, named plainly, as "Smoke rises over X" names one, unless a place
// after "in", "at", "through", "near", ... in the same clause says where ("Civilians
// flee X through the Y checkpoint"). "fleeing X" (and "who flee X", "forced to flee
// X") stays a position that a place named plainly after it outranks ("Civilians
// fleeing X rest in Y").
func (p *parser) fleesHere(j, s int) bool {
	switch p.key(j) {
	case "flee", "flees", "leave", "leaves":
	default:
		return false
	}
	if j == 0 || !p.joined(j) || p.key(j-1) == "to" || p.is(j-1, wRelativePronoun) || p.is(j-1, wFunctionWord) {
		return false
	}
	for y := range p.ments {
		t0 := p.ments[y].t0
		if t0 <= s+1 {
			continue
		}
		t := s + 1
		for t < t0 && p.joined(t) {
			t++
		}
		if t < t0 {
			continue
		}
		if b := p.scanBack(t0); b.cue > s && (b.cueKind == cueLoc || b.cueKind == cueRel) {
			return false
		}
	}
	return true
}

// departFrom reports a "from" at j after a verb of leaving in the present, maybe with
// a direction or "away" between: the picture shows people leaving the place, as
// "fleeing X" does ("as they head north from X", "families fleeing from X", "heading
// away from X"; not "who fled from X" nor "displaced from X", where they come from).
//
//	depart-from = ( "head" | "heads" | "heading" | "flee" | "flees" | "fleeing" |
//	              "leave" | "leaves" | "leaving" | "depart" | "departing" )
//	              [ direction | "away" ] "from"
func (p *parser) departFrom(j int) bool {
	if j < 1 || !p.joined(j) || p.key(j) != "from" {
		return false
	}
	i := j - 1
	if (p.relDirection(i) || p.key(i) == "away") && i > 0 && p.joined(i) {
		i--
	}
	switch p.key(i) {
	case "head", "heads", "heading", "flee", "flees", "fleeing", "leave", "leaves", "leaving", "depart", "departing":
		return true
	}
	return false
}

// entranceWord reports a noun of a way in ("entrance", "entrances", "gate",
// "gates"), after which "to X" says where the subject is.
func (p *parser) entranceWord(i int) bool {
	w := p.word(i)
	return foldEqual("entrance", w) || foldEqual("entrances", w) || foldEqual("gate", w) || foldEqual("gates", w)
}

// returnWord reports a form of "return" at word i: people returning to a place
// are pictured there, unlike people bound for one.
func (p *parser) returnWord(i int) bool {
	switch p.key(i) {
	case "return", "returns", "returned", "returning":
		return true
	}
	return false
}

// partiesWord reports a word at i whose "between" names the sides of a dealing or
// a conflict, not a stretch of land between two places ("a ceasefire between
// Israel and Hezbollah", "talks between Serbia and Kosovo"; but "the road between X
// and Y"). A match's sides stay as they are: teams named after counties are places
// to the gold ("the final between Armagh and Galway").
func (p *parser) partiesWord(i int) bool {
	return wordtab.Has(partiesWords[:], p.word(i)) // read once a "between": no class bit left for them
}

// partiesWords are the words of partiesWord, in the order of wordtab.Less.
var partiesWords = [...]string{
	"war", "deal", "swap", "ties", "talks", "truce", "accord", "summit", "treaty",
	"clashes", "dispute", "meeting", "conflict", "exchange", "fighting", "standoff",
	"tensions", "agreement", "ceasefire", "relations", "hostilities", "negotiations",
	"rapprochement",
}

// lookBefore reports a verb of looking at word i, or before "across", "out", "over"
// or "back" there ("look across at", "gazes out at"): the place after "at" is what
// is looked at, maybe from afar.
func (p *parser) lookBefore(i int) bool {
	switch p.word(i) {
	case "across", "out", "over", "back":
		if i == 0 || !p.joined(i) {
			return false
		}
		i--
	}
	switch p.word(i) {
	case "look", "looks", "looked", "looking", "gaze", "gazes", "gazed", "gazing", "stare", "stares", "stared", "staring", "peer", "peers", "peering":
		return true
	}
	return false
}

// quarterAt reports a mention starting at word s that a kind word of a quarter
// follows: a neighbourhood, a district or a quarter ("Sahinbey district").
func (p *parser) quarterAt(s int) bool {
	m := p.mentionStarting(s)
	if m < 0 || p.ments[m].t1 >= len(p.toks) || !p.joined(p.ments[m].t1) {
		return false
	}
	switch p.key(p.ments[m].t1) {
	case "district", "neighbourhood", "neighborhood", "quarter":
		return true
	}
	return false
}

// theKindPoss reports "the city's", "the town's", "the capital's" or "the country's"
// in lower case at word j (a possessive no mention ends with): it names no place
// but the one the caption names elsewhere, so a cue before it reaches the place
// after it ("in the city's Sahinbey district", "at the capital's Tahrir Square").
func (p *parser) theKindPoss(j int) bool {
	if j < 1 || !p.joined(j) || p.toks[j].cap || p.key(j-1) != "the" {
		return false
	}
	return p.is(j, wSettlementKind) || p.isKind(j) || p.key(j) == "capital" || p.key(j) == "country"
}
