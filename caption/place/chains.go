package place

// Names in chains and lists: the comma chain of a dateline ("in Douma, Eastern
// Ghouta, Damascus, Syria"), lists opened by a plural kind word ("the towns of A, B
// and C") or by "in" ("in A and B"), and the capitalised place of an agency
// dateline ("KRAMATORSK, Ukraine (AP) -").

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// inChain reports a name that ends at e inside a dateline chain, given what
// scanBack found before it: after a place and a comma (direction words allowed),
// and followed by a comma and a place or a cue, by a date, or by the end of the
// sentence.
//
//	chain = place "," {direction} name ("," [direction] place | "," name | "," cue
//	        | [","] month | "." | end)
func (p *parser) inChain(b *back, e int) bool {
	if b.comma < 0 || b.cue >= 0 || b.kindTok >= 0 || b.headOf || b.relTok >= 0 {
		return false
	}
	if e >= len(p.toks) || p.toks[e].gap == gapStop || p.toks[e].gap == gapStart {
		return true
	}
	g := p.toks[e].gap
	if g == gapComma && (p.mentionStarting(e) >= 0 || p.cueOf(e) == cueLoc || p.cueOf(e) == cueRel) {
		return true
	}
	if g == gapComma && !p.toks[e].cap && p.is(e, wDirection) && e+1 < len(p.toks) && p.joined(e+1) && p.mentionStarting(e+1) >= 0 {
		return true // "Xiangshui village, Zhaotong, southwest China's Yunnan Province"
	}
	if g == gapComma && p.free(e) && p.toks[e].cap && p.readName(e) > e && !p.toks[p.readName(e)-1].poss {
		return true // the next link of the chain, read in turn
	}
	return (g == gapComma || g == gapSpace) && p.is(e, wMonthOrDay) || g == gapComma && p.dateAt(e)
}

// dateAt reports a date written in numbers at word e: a year that ends its word
// ("Daegu, 2024." or "Daegu, 2024.11.14", the year first), or a day or month
// before a dot, a slash or a month's name ("Daegu, 14.11.2024", "Daegu, 14
// November 2024"), the way a dateline ends after its places.
func (p *parser) dateAt(e int) bool {
	t := &p.toks[e]
	if !t.digit {
		return false
	}
	w := p.word(e)
	switch {
	case len(w) == 4:
		return w[0] == '1' && w[1] == '9' || w[0] == '2' && w[1] == '0'
	case len(w) <= 2:
		if int(t.end)+1 < len(p.text) && (p.text[t.end] == '.' || p.text[t.end] == '/') {
			c := p.text[t.end+1]
			return c >= '0' && c <= '9'
		}
		return e+1 < len(p.toks) && p.toks[e+1].gap == gapSpace && p.is(e+1, wMonthOrDay)
	}
	return false
}

// inList reports a name in a list that a plural kind word or a place opened:
//
//	list = plural-kind "of" place { "," name } ("and" | ",") name
//	     | cued-place "and" name break
//	break = end | cue | function-word | adverb
func (p *parser) inList(t0, e int) bool {
	i := t0 - 1
	if i < 0 {
		return false
	}
	brk := e >= len(p.toks) || !p.joined(e) || p.cueOf(e) != cueNone || p.is(e, wFunctionWord) || p.adverbAfter(e)
	if p.isAnd(i) && p.joined(t0) && i > 0 {
		if m := p.mentionEnding(i - 1); m >= 0 && p.joined(i) {
			return brk && p.listOpened(m)
		}
		return false
	}
	if p.toks[t0].gap == gapComma {
		if m := p.mentionEnding(i); m >= 0 {
			return p.listOpened(m) && (brk || p.toks[e].gap == gapComma)
		}
	}
	return false
}

// isAnd reports whether word i is "and", or its word in a language that lists
// places with one of its own ("Grønland og Svalbard", "Hamburg und Bremen", "Lyon et
// Grenoble", "Cádiz y Huelva", "Пловдив и Варна"). Not Dutch "en" nor Polish "i",
// which are "in" elsewhere, nor Italian "e", which joins the names of one comune
// ("Scarperia e San Piero").
func (p *parser) isAnd(i int) bool {
	if p.key(i) == "and" {
		return true
	}
	if t := &p.toks[i]; t.cap || t.end-t.start > 3 {
		return false
	}
	switch p.word(i) {
	case "og", "och", "und", "et", "y", "и", "і":
		return true
	}
	return false
}

// adverbAfter reports a lower-case word at e that cannot make the name before it
// something else (a kind, a facility, an organisation, a people noun): "shelled A
// and B overnight", not "A and B camps" or "A and B troops".
func (p *parser) adverbAfter(e int) bool {
	t := &p.toks[e]
	return !t.cap && !t.digit && !p.isKind(e) && !p.is(e, wOrgWord|wNationalNoun|wFacilityWord|wStreetWord|wBaseWord|wHeadNoun|wCampQualifier|wParticle)
}

// listOpened reports whether mention m is in a list opened by a plural kind word
// ("the towns of A"), or in a short list after a cue of place ("in A and B",
// "reached A and B", "near A and B").
func (p *parser) listOpened(m int) bool {
	if p.listHeadOf(m) >= 0 {
		return true
	}
	for steps := 0; m >= 0 && steps < 8; steps++ {
		b := p.backOf(m)
		if b.cue >= 0 {
			return p.key(b.cue) == "in" || b.cueKind == cueLoc || b.cueKind == cueRel || b.cueKind == cueOrigin || b.cueKind == cueDest
		}
		m = p.prevListMember(m)
	}
	return false
}

// prevListMember returns the mention before m in a list ("A, B" or "A and B"), or -1.
func (p *parser) prevListMember(m int) int {
	t0 := p.ments[m].t0
	switch {
	case t0 > 1 && p.isAnd(t0-1) && p.joined(t0) && p.joined(t0-1):
		return p.mentionEnding(t0 - 2)
	case t0 > 0 && p.toks[t0].gap == gapComma:
		return p.mentionEnding(t0 - 1)
	}
	return -1
}

// listHeadOf returns the first mention of the list that mention m is in when a
// plural kind word opens the list ("the towns of A, B and C"), or -1. Results are
// kept on the mentions, so that a long list is walked once.
func (p *parser) listHeadOf(m int) int {
	if h := p.ments[m].head; h != headUnknown {
		return h // known: no call (the rest is findListHead)
	}
	return p.findListHead(m)
}

// findListHead is listHeadOf for a mention whose head is not known yet: m itself
// when a plural kind word opens its list, else the head of the member before it,
// found the same way.
func (p *parser) findListHead(m int) int {
	head := -1
	if b := p.backOf(m); b.kindTok >= 0 && p.is(b.kindTok, wPluralKind) {
		head = m
	} else if prev := p.prevListMember(m); prev >= 0 {
		head = p.listHeadOf(prev)
	}
	p.ments[m].head = head
	return head
}

// longerCapsTown extends a known town that opens the caption in capitals with the
// words in capitals after it, of no list, up to the dateline's comma: the dateline's
// town has a longer name than the one the list holds ("PORTO VELHO, BRAZIL - ...", not
// Porto).
func (p *parser) longerCapsTown() {
	m := p.mentionStarting(0)
	if m < 0 || !p.toks[0].caps || p.ments[m].dict == nil || p.ments[m].dict.tag == tagCountry {
		return
	}
	x := &p.ments[m]
	k := x.t1
	for k < len(p.toks) && k < 5 && p.free(k) && p.joined(k) && p.toks[k].gap == gapSpace && p.toks[k].caps && !p.isKind(k) &&
		(p.toks[k].cls&^wEntryStart == 0 || p.is(k, wSpaceParticle) && k+1 < len(p.toks) && p.toks[k+1].gap == gapSpace && p.toks[k+1].caps) {
		k++ // "PORTO VELHO", "SANTIAGO DE COMPOSTELA"
	}
	if k == x.t1 || k >= len(p.toks) || p.toks[k].gap != gapComma {
		return
	}
	for i := x.t1; i < k; i++ {
		p.cover[i] = int32(m + 1)
	}
	x.t1, x.dict = k, nil
}

// capsRun returns the end of the words in capitals that open the caption, at most
// four, free, joined by spaces or hyphens; a capital letter alone counts between
// hyphens ("MAZAR-E-SHARIF"). 0 when the first word is not in capitals.
func (p *parser) capsRun() int {
	e := 0
	for e < len(p.toks) && e < 4 && p.free(e) && (e == 0 && p.toks[0].caps || e > 0 && p.joined(e) && (p.toks[e].caps || p.toks[e].gap == gapHyphen && p.toks[e].cap)) {
		e++
	}
	return e
}

// archiveHeader reads the header that documentary agencies' archives open a caption
// with, the country in capitals, the place, then the time, each closed by a stop:
//
//	header = COUNTRY "." Name { Name } [ "(" Name ")" ] "." time "."   ("SYRIA. Aleppo. 2012.",
//	                                                                     "NICARAGUA. León. June 1979.",
//	                                                                     "SYRIA. Qamishli (Qamishlo). Spring 2013.")
//
// The time opens with a digit, a month, a season or "c." (circa). The place is
// added when no list holds it; the header and the sentence after it are read as one
// sentence, and the place is given the role of a dateline's (relate's last step).
func (p *parser) archiveHeader() {
	m := p.mentionStarting(0)
	if m < 0 || p.ments[m].dict == nil || p.ments[m].dict.tag != tagCountry || !p.toks[0].caps {
		return
	}
	c := p.ments[m].t1 // the place's first word
	if c+2 >= len(p.toks) || p.toks[c].gap != gapStop || !p.toks[c].cap || p.toks[c].caps || p.text[p.toks[c-1].end] != '.' {
		return
	}
	e := c + 1
	for e < len(p.toks) && e-c < 5 && p.joined(e) && (p.toks[e].cap || p.is(e, wSpaceParticle|wArticle)) {
		e++
	}
	if !p.toks[e-1].cap {
		return
	}
	c0, e0 := -1, -1 // a region before the place, each closed by a stop: "SUDAN. West Darfur. Mornei. 2004."
	if f := p.headerSegment(e); f > e && p.text[p.toks[f-1].end] == '.' && p.headerTime(f) {
		c0, e0 = c, e
		c, e = e, f
	}
	after := e // the place's words and a kind word in lower case: "CHAD. Am Nabak camp. 2005."
	if after < len(p.toks) && p.joined(after) && !p.toks[after].cap && p.isKind(after) {
		if k, _ := p.kindAfter(after); k == "region" {
			return // "EL SALVADOR. Chalatenango province. 1981.": a province names no town
		}
		after++
	}
	r0, r1 := after, after // the region after a comma: "GUATEMALA. Nebaj, El Quiché. 1983."
	if e+1 < len(p.toks) && p.toks[e].gap == gapComma && p.toks[e].cap && !p.toks[e].caps {
		f := e + 1
		for f < len(p.toks) && f-e < 4 && p.joined(f) && (p.toks[f].cap || p.is(f, wSpaceParticle|wArticle)) && !p.isKind(f) {
			f++
		}
		if p.toks[f-1].cap {
			r1 = f
		}
	}
	t := r1 // the time's first word, after the stop; an alias in brackets before it
	if t > r0 && t < len(p.toks) && p.isKind(t) && p.joined(t) && p.toks[t].cap {
		t++ // "Llallagua, Potosí Province. 1986."
	}
	if t < len(p.toks) && p.text[p.toks[t-1].end:p.toks[t].start] == " (" {
		for t++; t < len(p.toks) && t-e < 4 && p.joined(t); t++ {
		}
		if t >= len(p.toks) || p.text[p.toks[t-1].end:p.toks[t].start] != "). " {
			return
		}
	} else if t >= len(p.toks) || p.toks[t].gap != gapStop || p.text[p.toks[t-1].end] != '.' {
		return
	}
	if !p.headerTime(t) {
		return
	}
	body := p.toks[t].sent + 1 // the sentence after the time, read with the header
	for i := range p.toks {
		if s := p.toks[i].sent; s <= body {
			p.toks[i].sent = 0
		} else {
			p.toks[i].sent = s - body
		}
	}
	p.header = p.mentionAt(c)
	if p.header < 0 {
		for i := c; i < e; i++ {
			if !p.free(i) {
				return
			}
		}
		p.header = p.addMention(c, e, nil)
	}
	if r1 > r0 && p.mentionAt(r0) < 0 {
		for i := r0; i < r1; i++ {
			if !p.free(i) {
				return
			}
		}
		p.addMention(r0, r1, nil)
	}
	if c0 >= 0 && p.mentionAt(c0) < 0 {
		for i := c0; i < e0; i++ {
			if !p.free(i) {
				return
			}
		}
		p.addMention(c0, e0, nil)
	}
}

// commaHeader reads the header that the ICRC's and other agencies' photo libraries
// open a caption with: the country in title case, its region and the place, with
// commas between, a stop and the date in numbers ("Sri Lanka, Eastern province,
// Kalmunai. 05.01.2005.", "South Sudan, Upper Nile, Nasir. 09.03.2025."). The
// places no list holds are added, and the last is the header's place (archiveHeader).
//
//	header = Country { "," Name [ kind ] } "," Name "." digits
func (p *parser) commaHeader() {
	m := p.mentionStarting(0)
	if m < 0 || p.ments[m].dict == nil || p.ments[m].dict.tag != tagCountry || p.toks[0].caps {
		return
	}
	var segs [3][2]int
	n, e := 0, p.ments[m].t1
	for n < len(segs) && e < len(p.toks) && p.toks[e].gap == gapComma && p.toks[e].cap && !p.toks[e].caps {
		f := e + 1
		for f < len(p.toks) && f-e < 4 && p.joined(f) && (p.toks[f].cap || p.is(f, wSpaceParticle|wArticle)) {
			f++
		}
		end := f // the name's end; a kind word in lower case may follow it ("Eastern province")
		if f < len(p.toks) && p.joined(f) && !p.toks[f].cap && p.isKind(f) {
			f++
		}
		segs[n] = [2]int{e, end}
		n++
		e = f
	}
	if n == 0 || e+1 >= len(p.toks) || p.toks[e].gap != gapStop || p.text[p.toks[e-1].end] != '.' || !p.toks[e].digit ||
		p.toks[e+1].gap != gapStop && p.toks[e+1].gap != gapSpace {
		return
	}
	for k := 0; k < n; k++ {
		for i := segs[k][0]; i < segs[k][1]; i++ {
			if !p.free(i) && p.mentionAt(i) < 0 {
				return // a word of another name or an organisation
			}
		}
	}
	for k := 0; k < n; k++ {
		if p.mentionAt(segs[k][0]) < 0 {
			p.addMention(segs[k][0], segs[k][1], nil)
		}
	}
	p.header, p.headEnd = p.mentionAt(segs[n-1][0]), e
}

// headerSegment returns the end of a second place of an archive's header that opens
// at word e after a stop, the region's place after it ("West Darfur. Mornei."): one
// to four capitalised words, not in capitals, that are no time, followed by a stop;
// else e.
func (p *parser) headerSegment(e int) int {
	if e+1 >= len(p.toks) || p.toks[e].gap != gapStop || p.text[p.toks[e-1].end] != '.' || !p.toks[e].cap || p.toks[e].caps || p.headerTime(e) {
		return e
	}
	f := e + 1
	for f < len(p.toks) && f-e < 5 && p.joined(f) && (p.toks[f].cap || p.is(f, wSpaceParticle|wArticle)) {
		f++
	}
	if !p.toks[f-1].cap || f >= len(p.toks) || p.toks[f].gap != gapStop {
		return e
	}
	return f
}

// headerTime reports the time of an archive's header at word t: a digit, a month, a
// season or "c." (circa).
func (p *parser) headerTime(t int) bool {
	switch w := p.word(t); {
	case w[0] >= '0' && w[0] <= '9', p.is(t, wMonthOrDay):
	case w == "c" || w == "ca" || w == "circa" || w == "Circa":
	default:
		switch p.key(t) {
		case "spring", "summer", "autumn", "fall", "winter":
		default:
			return false
		}
	}
	return true
}

// capsDateline accepts the capitalised place that opens a news dateline when the
// dictionary does not know it:
//
//	dateline = CAPS { CAPS } "," ( place | wire-date | state-abbrev )   ("KRAMATORSK, Ukraine (AP) -",
//	                                                                     "SPRINGFIELD, Mo. —")
//	         | CAPS { CAPS } dash                                         ("UTRECHT - ", "DEN HAAG — ")
//	         | CAPS { CAPS } "(" words ")" "," date                       ("PAIPORTA (VALENCIA), 31/10/2024.-")
//
// A dateline of the name and a dash alone, as ANP and many papers write it, is read
// only when the gazetteer knows the name: slugs open captions the same way ("FILE -",
// "UPDATE 2 -").
func (p *parser) capsDateline() {
	p.longerCapsTown()
	e := p.capsRun()
	if e == 0 || e >= len(p.toks) {
		return
	}
	common, dash := wCommonCap|wMonthOrDay|wTitle, false
	switch m := p.mentionStarting(e); {
	case p.toks[e].gap == gapStop && p.dashAt(e):
		dash = true
	case p.bracketDateline(0, e): // "PAIPORTA (VALENCIA), 31/10/2024.-"
	case p.toks[e].gap != gapComma:
		return
	case m >= 0 && p.gettyDateAt(p.ments[m].t1):
		common = wMonthOrDay | wTitle // "ORCHARD PARK, NEW YORK - JANUARY 14:"
	case m >= 0 || p.wireDateAt(e):
	case p.regionAt(e):
		common = wMonthOrDay | wTitle // before a state: "GRAND RAPIDS, Mich. —", "OCEAN CITY, Md. —"
	case p.toks[e].caps && p.postalCodeEnds(e):
		common = wMonthOrDay | wTitle // before a state's postal code: "COLLEGE STATION, TX - NOVEMBER 30:"
	case p.capsRegionEnd(e) > e:
		common = wMonthOrDay | wTitle // before a region in capitals: "ENERGODAR, ZAPOROZHYE REGION, RUSSIA - SEPTEMBER 1, 2022:"
	default:
		return
	}
	n := 0 // the dateline of a base names its town: "AL ASAD AIR BASE, Iraq --", "AL TANF GARRISON, Syria --"
	if !dash {
		if n = p.trailingBase(0, e); n == 0 && e > 1 && (p.word(e-1) == "GARRISON" || p.word(e-1) == "OUTPOST") {
			n = 1 // not any facility's word: "FALLS CHURCH", "PEBBLE BEACH" are towns
		}
	}
	for i := 0; i < e-n; i++ {
		if p.is(i, common) {
			return
		}
	}
	if dash && !gazetteer.Known(p.span(0, e), "") && !p.plainDashDateline(e) && !p.namedAgainInTitleCase(e) {
		return
	}
	p.addMention(0, e-n, nil)
	if r := p.capsRegionEnd(e); r > e && p.mentionAt(e) < 0 {
		p.addMention(e, r, nil) // the region, which no list holds in this spelling
	}
}

// capsRegionEnd returns, for words in capitals from e, one to three words of no
// class of the lexicon, then a region's kind word in capitals and a comma, the end of
// the region's name: a dateline's region as TASS writes it ("ZAPOROZHYE REGION,");
// else e.
func (p *parser) capsRegionEnd(e int) int {
	for k := e; k+1 < len(p.toks) && k-e <= 3 && p.toks[k].caps && p.free(k) && (k == e || p.joined(k)); k++ {
		if k > e && p.toks[k+1].gap == gapComma && capsRegionWord(p.word(k)) {
			return k
		}
		if p.toks[k].cls&^wEntryStart != 0 {
			break
		}
	}
	return e
}

// capsRegionWord reports a region's kind word in capitals.
func capsRegionWord(w string) bool {
	switch w {
	case "REGION", "OBLAST", "PROVINCE", "STATE", "GOVERNORATE", "KRAI", "REPUBLIC", "TERRITORY", "DISTRICT", "COUNTY", "OKRUG":
		return true
	}
	return false
}

// namedAgainInTitleCase reports whether the words before word e, in capitals, are
// written again in title case after them ("DOETINCHEM - ... door het centrum van
// Doetinchem", "LECH - ... in Lech am Arlberg"): the caption names the dateline's
// place, which a slug ("FILE -", "UPDATE -") is not.
func (p *parser) namedAgainInTitleCase(e int) bool {
	name := p.span(0, e)
	if len(name) < 3 || len(name) > 40 {
		return false
	}
	b := []byte(name)
	for i := 1; i < len(b); i++ {
		if b[i] >= 'A' && b[i] <= 'Z' && b[i-1] != ' ' && b[i-1] != '-' {
			b[i] += 'a' - 'A'
		}
	}
	return strings.Contains(p.text[p.toks[e].start:], string(b))
}

// plainDashDateline reports the words before word e, in capitals, as a local
// paper's dateline with no state ("HUTCHINSON — Shoppers browse ..."): words of no
// class of the lexicon (no slug: "UPDATE —", "EXCLUSIVE —"), then a long dash, not a
// hyphen, and a word in title case.
func (p *parser) plainDashDateline(e int) bool {
	if !p.toks[e].cap || p.toks[e].caps {
		return false
	}
	for i := 0; i < e; i++ {
		if t := &p.toks[i]; t.digit || t.cls&^wEntryStart != 0 {
			return false
		}
	}
	g := p.text[p.toks[e-1].end:p.toks[e].start]
	return g == " — " || g == " – "
}

// capsChain accepts, in a sentence written in capitals, the name after a cue of
// place that a comma and a known place follow, or a kind word: the chain of a
// capitalised caption, where case cannot tell a name from the words around it
// ("IN PRAYAGRAJ, UTTAR PRADESH, INDIA", "AT VALPARAISO, CHILE", "THE VILLAGE OF
// MORIGAON, ASSAM", "IN THE ROMA NORTE NEIGHBORHOOD"). Only words with no class of
// the lexicon may form the name, as in colonDateline. A name in capitals of three
// letters or more after a cue that is not ("in BUFFALO, New York", "the village of
// KAMIANKA, Kharkiv region") is read the same way when a comma and a known place
// follow it (a kind word is not enough: "near PLANET state", "in KYODO REGION").
//
//	caps-chain = CUE ["THE"] NAME ( "," place | KIND )
//	           | KIND "OF" NAME ( "," place | KIND )
func (p *parser) capsChain() {
	if !p.caps {
		return // most captions: no word in capitals, no walk over the words
	}
	for i := 1; i < len(p.toks); i++ {
		c := &p.toks[i-1]
		if !p.toks[i].caps || !p.free(i) || p.toks[i].gap != gapSpace {
			continue
		}
		// A head noun, as the directions of other languages are, may follow the first
		// word ("ROMA NORTE"), and a kind word of another language that no English list
		// holds may be the first ("CIUDAD JUÁREZ").
		// mixed: the cue is not in capitals, the name is ("in BUFFALO, New York",
		// "the village of KAMIANKA, Kharkiv region"); a name of three letters or more
		mixed := !c.caps
		if mixed && p.toks[i].end-p.toks[i].start < 3 {
			continue
		}
		switch {
		case c.cue == cueLoc || c.cue == cueRel:
		case p.key(i-1) == "the" && i >= 2 && p.toks[i-2].caps == c.caps && (p.toks[i-2].cue == cueLoc || p.toks[i-2].cue == cueRel):
		case p.key(i-1) == "of" && i >= 2 && p.toks[i-2].caps == c.caps && p.isKind(i-2):
		default:
			continue
		}
		e := i
		for e < len(p.toks) && e-i < 3 && p.toks[e].caps && p.free(e) && (e == i || p.toks[e].gap == gapSpace) &&
			(p.toks[e].cls&^wEntryStart == 0 || e > i && p.toks[e].cls&^wEntryStart == wHeadNoun) &&
			(!p.isKind(e) || e == i) && !p.toks[e].digit && !p.toks[e].poss && !romanNumeral(p.word(e)) {
			e++
		}
		if e == i || e >= len(p.toks) || e == i+1 && p.isKind(i) {
			continue
		}
		if mixed && p.text[p.toks[e-1].end] != ',' {
			continue // "in TPX , Mosul": a typed comma follows the name at once
		}
		if t := &p.toks[e]; t.gap == gapComma && p.mentionStarting(e) >= 0 || t.gap == gapSpace && t.caps && !mixed && p.isKind(e) {
			p.addMention(i, e, nil)
			i = e
		}
	}
}

// otherName accepts the place's other name written in parentheses right after it
// and followed by a comma or a word in lower case: an older spelling or a
// translation the dictionary does not know ("Lviv (Lvov), western Ukraine", "Mawasi
// (al-Mawasi), Khan Younis", "Bakhmut (Artemovsk) during fighting"). The name is one
// or two words in title case (one before a word in lower case, which a person's name
// in brackets could stand before), maybe after an article and a hyphen, with no class
// of the lexicon; what follows keeps out a wire's name in a dateline ("Kyiv (Reuters)
// -") and a remark ("Lviv (pictured)").
//
//	other-name = place "(" [ article "-" | Article " " ] Title ( [ Title ] ")" "," | ")" " " lower-case-word )
func (p *parser) otherName() {
	for m, n := 0, len(p.ments); m < n; m++ { // the mentions found so far, not those it adds
		i := p.ments[m].t1
		if i >= len(p.toks) || p.mentionEnding(i-1) != m || !p.free(i) {
			continue
		}
		if !openBracket(p.text, int(p.toks[i-1].end), int(p.toks[i].start)) {
			continue
		}
		j := i
		if !p.toks[j].cap && j+1 < len(p.toks) && p.toks[j+1].gap == gapSpace && inWords(p.word(j), "formerly", "previously", "now", "also", "or", "aka") {
			j++ // "Toretsk (formerly Dzerzhynsk)": the other name after the word
			i = j
		}
		if p.is(j, wArticle) && j+1 < len(p.toks) && p.toks[j+1].gap == gapHyphen {
			j++
		} else if p.toks[j].cap && p.is(j, wArticle|wSpaceParticle) && j+1 < len(p.toks) && p.toks[j+1].gap == gapSpace && titleCase(p.word(j+1)) {
			j++ // "Laayoune (El Aaiun)", "The Hague (Den Haag)": a capitalised article opens it
		}
		e := j
		for e < len(p.toks) && e-j < 2 && p.free(e) && (e == j || p.toks[e].gap == gapSpace || e == i+1 && p.toks[e].gap == gapHyphen) &&
			p.toks[e].cap && titleCase(p.word(e)) && p.toks[e].cls&^wEntryStart == 0 && !p.toks[e].poss {
			e++
		}
		if e == j {
			continue
		}
		end := closeBracket(p.text, int(p.toks[e-1].end))
		if end < 0 || end >= len(p.text) || p.text[end] != ',' && (e-j > 1 || !lowerWordAt(p.text, end)) {
			continue
		}
		p.addMention(i, e, nil)
	}
}

// openBracket reports whether text[a:b], between two words, is an opening bracket,
// maybe after a space, ASCII or full-width, maybe before a direction mark, as
// right-to-left names carry: "(", " (", "（", " (\u200f".
func openBracket(text string, a, b int) bool {
	if b-a >= 4 && text[b-3] == 0xe2 && text[b-2] == 0x80 && (text[b-1] == 0x8e || text[b-1] == 0x8f) {
		b -= 3
	}
	if b > a && text[a] == ' ' {
		a++
	}
	return b-a == 1 && text[a] == '(' || b-a == 3 && text[a:b] == "（"
}

// closeBracket returns the index after the closing bracket at i, ASCII or full-width,
// maybe after a direction mark, or -1 when none is there.
func closeBracket(text string, i int) int {
	if i+3 < len(text) && text[i] == 0xe2 && text[i+1] == 0x80 && (text[i+2] == 0x8e || text[i+2] == 0x8f) {
		i += 3
	}
	switch {
	case i < len(text) && text[i] == ')':
		return i + 1
	case i+3 <= len(text) && text[i:i+3] == "）":
		return i + 3
	}
	return -1
}

// lowerWordAt reports a space at i and a word in lower case after it.
func lowerWordAt(s string, i int) bool {
	return i+1 < len(s) && s[i] == ' ' && s[i+1] >= 'a' && s[i+1] <= 'z'
}

// romanNumeral reports a word of the capitals I, V and X only ("III", "XIV"): a
// number in a title, not a name.
func romanNumeral(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] != 'I' && w[i] != 'V' && w[i] != 'X' {
			return false
		}
	}
	return true
}

// sportsDateline accepts the town that opens the place of a sports wire's dateline,
// written after the date and a semicolon, when the dictionary does not know it:
//
//	dateline = month day "," year ";" name "," place   ("Jan 18, 2026; Green Bay, Wisconsin, USA;")
func (p *parser) sportsDateline() {
	i := 1
	for i < len(p.toks) && i < 5 && !(p.toks[i].gap == gapStop && p.toks[i-1].digit) {
		i++
	}
	if i >= len(p.toks) || i >= 5 || !p.free(i) || p.toks[i-1].end-p.toks[i-1].start != 4 ||
		int(p.toks[i-1].end) >= len(p.text) || p.text[p.toks[i-1].end] != ';' || !p.is(0, wMonthOrDay) {
		return
	}
	e := p.readName(i)
	if e > i && e < len(p.toks) && p.toks[e].gap == gapComma && p.mentionStarting(e) >= 0 {
		p.addMention(i, e, nil)
	}
}

// wireDateAt reports the date and the wire's name in parentheses that follow the
// place of a wire's dateline at word i ("LANZHOU, Dec. 3 (Xinhua) --", "KYIV, March 4,
// 2024 (Reuters) -"):
//
//	wire-date = month day [ "," year ] "(" Capital ... ")"
func (p *parser) wireDateAt(i int) bool {
	if i+1 >= len(p.toks) || !p.is(i, wMonthOrDay) || !p.toks[i+1].digit || p.toks[i+1].gap != gapSpace && p.toks[i+1].gap != gapStop {
		return false
	}
	k := i + 1
	if k+1 < len(p.toks) && p.toks[k+1].digit && p.toks[k+1].gap == gapComma {
		k++
	}
	j := int(p.toks[k].end)
	for j < len(p.text) && p.text[j] == ' ' {
		j++
	}
	if j+2 >= len(p.text) || p.text[j] != '(' || !isUpperByte(p.text[j+1]) {
		return false
	}
	for n := j + 2; n < len(p.text) && n < j+32; n++ {
		if p.text[n] == ')' {
			return true
		}
	}
	return false
}

// colonDateline accepts the place that opens a dateline written with a colon, as
// Indian and some Asian agencies write it ("Guwahati: Villagers wade ..."), when the
// dictionary does not know it. Only words with no class of the lexicon may form it,
// so that a label ("Pictured:", "Credit:", "Update:") is never read as a place; in
// capitals, as Pakistan's and Afghanistan's papers write it ("DADU: ...", "HERAT
// (Pajhwok): ..."), only a name the gazetteer knows.
//
//	dateline = Name [ "(" word ")" ] ":" Capital
func (p *parser) colonDateline() {
	if len(p.toks) < 2 || !p.free(0) || !p.toks[0].cap || !p.colonInFirst3() && !p.dashInFirst3() {
		return // most captions: no colon, no call of readName
	}
	e := p.capsRun()
	if e == 0 {
		e = p.readName(0)
	}
	if e == 0 || e > 3 || e >= len(p.toks) {
		return
	}
	next := e // the word after the colon
	if !p.toks[0].caps && (p.dashAt(e) || p.spacedColonAfter(e-1)) {
		// "Laâyoune – Des milliers ...", "Taizz — Residents fill ...", French
		// typography's "Chefchaouen : des touristes ...": a title-case name alone
		p.titleDateline(e)
		return
	}
	if !p.colonAfter(e - 1) {
		// an agency's name in brackets between: "HERAT (Pajhwok): ...", "DADU (APP): ..."
		if e+1 >= len(p.toks) || p.text[p.toks[e-1].end:p.toks[e].start] != " (" || !strings.HasPrefix(p.text[p.toks[e].end:], "):") {
			return
		}
		next = e + 1
	}
	if !p.toks[next].cap {
		return
	}
	if p.toks[0].caps {
		if !gazetteer.Known(p.span(0, e), "") {
			return // a label in capitals ("NOTE:", "TOPSHOT:"); a town the gazetteer knows is a dateline ("DADU: ...")
		}
	} else {
		for i := 0; i < e; i++ {
			if p.toks[i].cls&^wEntryStart != 0 {
				return
			}
		}
	}
	p.addMention(0, e, nil)
}

// titleDateline accepts words [0, e) in title case as a dateline's place when an
// em or en dash, or a colon after a space, follows them: each word has no class of
// the lexicon (no label, no person's title, no common word), and after a dash the
// text goes on with a capital ("Smoke – and flames – rise" is no dateline).
func (p *parser) titleDateline(e int) {
	for i := 0; i < e; i++ {
		if p.toks[i].cls&^wEntryStart != 0 || p.toks[i].digit {
			return
		}
	}
	if p.dashAt(e) {
		if sep := strings.TrimSpace(p.text[p.toks[e-1].end:p.toks[e].start]); sep != "—" && sep != "–" || !p.toks[e].cap {
			return
		}
	}
	p.addMention(0, e, nil)
}

// dashInFirst3 reports an em or en dash, or a colon after a space, right after one
// of the first three words (titleDateline).
func (p *parser) dashInFirst3() bool {
	for i := 1; i < 4 && i < len(p.toks); i++ {
		if p.dashAt(i) || p.spacedColonAfter(i-1) {
			return true
		}
	}
	return false
}

// spacedColonAfter reports " :" right after word i, as French typography writes a
// colon.
func (p *parser) spacedColonAfter(i int) bool {
	end := int(p.toks[i].end)
	return strings.HasPrefix(p.text[end:], " :") || strings.HasPrefix(p.text[end:], "\u00a0:")
}

// colonInFirst3 reports a colon right after one of the first three words, where a
// colon dateline's name ends, or after a bracket that closes the fourth ("HERAT
// (Pajhwok):", "MAZAR-E-SHARIF (Pajhwok):").
func (p *parser) colonInFirst3() bool {
	for i := 0; i < 4 && i < len(p.toks); i++ {
		if i < 3 && p.colonAfter(i) || strings.HasPrefix(p.text[p.toks[i].end:], "):") {
			return true
		}
	}
	return false
}

// colonAfter reports a colon right after word i.
func (p *parser) colonAfter(i int) bool {
	end := int(p.toks[i].end)
	return end < len(p.text) && p.text[end] == ':'
}

// gettyDateAt reports Getty's dateline date at word i: a dash and a month in capitals
// with its day ("- JANUARY 14:").
func (p *parser) gettyDateAt(i int) bool {
	return i+1 < len(p.toks) && p.toks[i].gap == gapStop && p.dashAt(i) && p.toks[i].caps && p.is(i, wMonthOrDay) && p.toks[i+1].digit
}

// dashAt reports a dash between spaces, or an em or en dash, before word e.
func (p *parser) dashAt(e int) bool {
	sep := strings.TrimSpace(p.text[p.toks[e-1].end:p.toks[e].start])
	return sep == "-" || sep == "—" || sep == "–" || sep == "--"
}
