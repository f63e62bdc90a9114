package place

// Shapes of words around a name that the cues of cues.go read: a saint's name
// that is a town's, a venue that is not a place, the words a dictionary name takes
// with it (an article, a hyphened first part, a direction of its own), a person's
// first name, an organisation named after a place and its kind word, a state's
// abbreviation and a country after a name, a relative position ("north of") and a
// district named after a possessive place.

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/gazetteer"
	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// saintName reports a name that starts with "Saint" or "St." before a capitalised
// word that is not in the possessive ("Saint-Louis", "Saint Louis"; not "St. Peter's
// Square").
func (p *parser) saintName(s int) bool {
	return p.toks[s].cap && p.toks[s].lex != 0 && p.saintAt(s) // (key gives "" for unknown words)
}

// dottedPrefix reports a town's name that opens with an abbreviated "Saint",
// "Sainte", "Mount" or "Fort" and its dot, before a capitalised word in title case
// that is not in the possessive ("St. Cloud", "Ste. Genevieve", "Mt. Pleasant", "Ft.
// Worth"; not "St. Peter's Square"): word s and the next are one name.
//
//	dotted = ("St" | "Ste" | "Mt" | "Ft") "." " " Capital
func (p *parser) dottedPrefix(s int) bool {
	return s+1 < len(p.toks) && p.free(s+1) && p.dottedAt(s)
}

// dottedAt is dottedPrefix whether or not the next word is taken.
func (p *parser) dottedAt(s int) bool {
	t := &p.toks[s]
	if !t.cap || t.end-t.start > 3 || s+1 >= len(p.toks) || int(t.end)+2 != int(p.toks[s+1].start) ||
		p.text[t.end] != '.' || p.text[t.end+1] != ' ' {
		return false
	}
	switch p.word(s) {
	case "St", "Ste", "Mt", "Ft":
	default:
		return false
	}
	n := &p.toks[s+1]
	if n.poss || int(n.end) < len(p.text) && (p.text[n.end] == '\'' || strings.HasPrefix(p.text[n.end:], "’")) {
		return n.poss && p.dottedSaintsTown(s+1) // "St. John's, N.L."
	}
	return n.cap && !n.caps && titleCase(p.word(s+1)) && !p.is(s+1, wCommonCap|wMonthOrDay|wTitle)
}

// dottedSaintsTown reports a saint's name in the possessive after "St." that a comma
// and a capitalised word follow, as a dateline writes a town and its state or
// province ("St. John's, N.L.", "St. Mary's, Ga."), not a church or a square ("St.
// Peter's Square", "St. Mary's church").
func (p *parser) dottedSaintsTown(n int) bool {
	return n+1 < len(p.toks) && p.toks[n+1].gap == gapComma && p.toks[n+1].cap && titleCase(p.word(n))
}

// saintAt is saintName at a capitalised word of the lexicon.
func (p *parser) saintAt(s int) bool {
	k := p.key(s)
	if !p.toks[s].cap || k != "saint" && k != "sainte" && k != "st" || s+1 >= len(p.toks) || !p.free(s+1) {
		return false
	}
	n := &p.toks[s+1]
	if int(n.end) < len(p.text) && (p.text[n.end] == '\'' || strings.HasPrefix(p.text[n.end:], "’")) {
		return false // "St Thomas' hospital"
	}
	return n.cap && !n.caps && !n.poss && (n.gap == gapHyphen || n.gap == gapSpace) && !p.is(s+1, wCommonCap)
}

// venueIn reports an unknown name after "at the" that the caption then puts in a
// named place ("at the Sangam in Prayagraj", "at the Bataclan in Paris"): a venue
// or landmark, since a place there would take a kind word ("at the X camp").
//
//	venue = "at" "the" name "in" Capital
func (p *parser) venueIn(t0, e int) bool {
	if t0 < 2 || e+1 >= len(p.toks) || !p.joined(t0) || !p.joined(t0-1) || !p.joined(e) {
		return false
	}
	if p.key(t0-1) != "the" || p.key(t0-2) != "at" || p.key(e) != "in" {
		return false
	}
	return p.toks[e+1].cap && p.joined(e+1)
}

// militaryPost reports an unknown name of "Fort" and one or two words after "at" in
// a caption about troops ("Soldiers ... conduct gunnery training at Fort Stewart,
// Georgia"): a post of the armed forces named after a person, a facility and no
// place. A town of such a name is written after "in" or "near" ("in Fort Myers,
// Fla.") or is one the gazetteer knows ("Fort Worth").
//
//	post = "at" "Fort" Capital [Capital]    (and a word of troops in the caption)
func (p *parser) militaryPost(t0, e int) bool {
	if t0 < 1 || e-t0 < 2 || e-t0 > 3 || !p.joined(t0) || p.key(t0-1) != "at" || p.word(t0) != "Fort" {
		return false
	}
	for i := range p.toks {
		if w := p.word(i); len(w) >= 4 && len(w) <= 12 && militaryWord(w) {
			return !gazetteer.Known(p.span(t0, e), "")
		}
	}
	return false
}

// militaryWords are the words of troops and their units that make a caption one
// about the armed forces (militaryPost), in lower case.
var militaryWords = [...]string{"soldiers", "soldier", "troops", "paratroopers", "marines",
	"airmen", "sailors", "guardsmen", "infantry", "army", "division", "brigade",
	"battalion", "regiment", "squadron", "cadets", "recruits", "servicemembers"}

// militaryWord reports one of militaryWords, in any case.
func militaryWord(w string) bool {
	for _, m := range militaryWords {
		if foldEqual(m, w) {
			return true
		}
	}
	return false
}

// compoundBefore returns where the name begins when unknown capitalised words, or
// French particles between them, are glued by hyphens to the region or town e found
// at i ("Pas-de-Calais", "Saint-Remy-de-Provence", "Baie-Saint-Paul"): one name, of
// which e is only a part ("Gorno-Badakhshan", "Kabardino-Balkaria"); else i. Countries are left alone,
// since two names joined so are most often a pair ("Trump-Ukraine call").
func (p *parser) compoundBefore(i int, e *entry) int {
	if i < 1 || e.tag != tagRegion && e.tag != tagCity {
		return i
	}
	k := i
	for k >= 1 && p.toks[k].gap == gapHyphen && p.free(k-1) {
		if t := &p.toks[k-1]; t.cap && (t.lex == 0 || compoundOpener(p.key(k-1))) && !t.digit && !hasDigit(p.word(k-1)) {
			k-- // "Gorno-Badakhshan"; "Baie-Saint-Paul", "Saint-Remy-de-Provence": every part before it
			continue
		}
		if k >= 2 && !p.toks[k-1].cap && p.toks[k-1].gap == gapHyphen && p.free(k-2) && p.toks[k-2].cap && !p.toks[k-2].digit {
			switch p.word(k - 1) {
			case "de", "du", "des", "la", "le", "les", "lès", "sur", "en", "sous":
				k -= 2 // "Pas-de-Calais", "Châlons-en-Champagne": one name with its particle
				continue
			}
		}
		break
	}
	return k
}

// compoundOpener reports the lexicon's words that open a compound town's name before
// a hyphen ("Saint-Rémy-de-Provence", "Baie-Saint-Paul", "Port-Saint-Louis").
func compoundOpener(k string) bool {
	switch k {
	case "saint", "sainte", "baie", "port", "mont", "fort", "pont", "val", "bois":
		return true
	}
	return false
}

// directionBefore returns i-1 when a capitalised short direction word stands right
// before the name at i inside a sentence, where it is part of the name ("in East
// Palestine, Ohio", "North Kivu", "West Sumatra"); else i. Lower-case directions
// ("western Mosul") and those that open a sentence or a dateline are dropped.
//
//	named = ("North" | "South" | "East" | "West" | "Upper" | "Lower" | "Old") name    (not first in its sentence)
func (p *parser) directionBefore(i int) int {
	if i == 1 && p.toks[0].caps && p.toks[1].caps && p.toks[1].gap == gapSpace && p.free(0) && p.datelineCommaAfter(2) {
		switch p.key(0) {
		case "north", "south", "east", "west":
			return 0 // a dateline in capitals: "EAST PALESTINE, Ohio (AP) —", "NORTH LAS VEGAS, Nev."
		}
	}
	if i >= 1 && p.toks[i].gap == gapHyphen && p.toks[i-1].cap && !p.toks[i-1].caps && p.free(i-1) {
		switch p.key(i - 1) {
		case "nord", "sud", "north", "south", "east", "west", "norte", "sur":
			return i - 1 // "Nord-Kivu", "Sud-Kivu", "Nord-Pas-de-Calais": a province's name, as French writes it
		}
	}
	if i < 2 || p.toks[i].gap != gapSpace || !p.free(i-1) {
		return i
	}
	d := &p.toks[i-1]
	if !d.cap || d.caps || d.gap != gapSpace && d.gap != gapComma {
		return i
	}
	switch p.key(i - 1) {
	case "north", "south", "east", "west", "central", "upper", "lower", "old":
		return i - 1 // "Lower Austria", "Upper Nile", "Old Dhaka", "Central Jakarta"
	}
	return i
}

// datelineCommaAfter reports a comma within two words in capitals from j, as a
// dateline's town ends ("EAST PALESTINE, Ohio", "NORTH LAS VEGAS, Nev.").
func (p *parser) datelineCommaAfter(j int) bool {
	for k := j; k < len(p.toks) && k <= j+2; k++ {
		if p.toks[k].gap == gapComma {
			return true
		}
		if p.toks[k].gap != gapSpace || !p.toks[k].caps {
			return false
		}
	}
	return false
}

// namedAfterKind reports capitalised words from j, after a place's capitalised kind
// word, that end in an organisation's or a facility's word, maybe through a
// possessive: the place and its kind word open that name ("Lincoln County Sheriff's
// Office", "Lviv City Council"), which is no mention of the place.
func (p *parser) namedAfterKind(j int) bool {
	for k := j; k < len(p.toks) && k < j+4 && p.joined(k) && p.toks[k].cap; k++ {
		if p.is(k, wOrgWord|wFacilityWord) {
			return true
		}
	}
	return false
}

// stateAbbrevAt reports the abbreviation of a U.S. state or a Canadian province that a dateline writes
// after a place and a comma ("Rolling Fork, Miss.,", "Lafayette, La."), read here
// since some are also titles or particles ("Miss", "La") that no name may start
// with.
//
//	state = place "," Abbrev "."
func (p *parser) stateAbbrevAt(s int) bool {
	t := &p.toks[s]
	if t.gap == gapComma && t.caps && p.word(s) == "B.C." && p.mentionEnding(s-1) >= 0 {
		return true // British Columbia, left out of the dictionary for the years "B.C."
	}
	if t.gap == gapComma && t.caps && p.ausStateEnds(s) && p.mentionEnding(s-1) >= 0 {
		return true // "Lismore, NSW,", "Darwin, NT."
	}
	if t.gap == gapComma && t.caps && p.postalCodeEnds(s) && p.mentionEnding(s-1) >= 0 {
		return true // "ATLANTA, GA - SEPTEMBER 30:", "Apr 7, 2025; San Antonio, TX, USA;"
	}
	if t.gap != gapComma || !t.cap || t.caps || int(t.end) >= len(p.text) || p.text[t.end] != '.' {
		return false
	}
	return p.mentionEnding(s-1) >= 0 && stateAbbrev(p.word(s))
}

// partyState reports the abbreviation of a state, with its dot, in a US lawmaker's
// tag of party and state after a comma ("Sen. Name, D-Calif., speaks"), which names
// the state a lawmaker is from.
//
//	party-state = "," ("D" | "R" | "I") "-" Abbrev "."
func (p *parser) partyState(s int) bool {
	t := &p.toks[s]
	return t.cap && !t.caps && int(t.end) < len(p.text) && p.text[t.end] == '.' && p.partyTag(s) && stateAbbrev(p.word(s))
}

// partyTag reports a state's name or abbreviation at s in a lawmaker's tag ("D-Calif.",
// "R-Texas", "D-N.Y."): the state the lawmaker is from, never the location.
func (p *parser) partyTag(s int) bool {
	if s == 0 || p.toks[s].gap != gapHyphen || p.toks[s-1].gap != gapComma {
		return false
	}
	switch p.word(s - 1) {
	case "D", "R", "I":
		return true
	}
	return false
}

// facilityDateline reports a state's abbreviation at s after a capitalised name that
// is no place, before a comma and a date: the state of a base or a facility in the
// US services' style ("at NASA's Kennedy Space Center, Fla., Feb. 28, 2024", "at
// Joint Base Lewis-McChord, Wash., Oct. 10").
//
//	facility-state = Capital "," Abbrev "." "," month-or-day
func (p *parser) facilityDateline(s int) bool {
	t := &p.toks[s]
	e := int(t.end) + 1 // after the dot
	if t.gap != gapComma || !t.cap || t.caps || e >= len(p.text) || p.text[e-1] != '.' {
		return false
	}
	return s > 0 && p.toks[s-1].cap && !p.toks[s-1].caps && s+1 < len(p.toks) &&
		p.text[e] == ',' && p.is(s+1, wMonthOrDay) && stateAbbrev(p.word(s)) // the table last: most words fail before
}

// stateAbbrevs are the US states' and Canada's provinces' abbreviations, without
// their dots, sorted (TestWordTablesSorted).
var stateAbbrevs = [...]string{
	"Ga", "Ky", "La", "Md", "Mo", "Pa", "Va", "Vt", "Ala", "Ark", "Del", "Fla", "Ill",
	"Ind", "Kan", "Man", "Neb", "Nev", "Ont", "Ore", "Que", "Wis", "Wyo", "Alta", "Ariz",
	"Colo", "Conn", "Mass", "Mich", "Minn", "Miss", "Mont", "Nfld", "Okla", "Sask",
	"Tenn", "Wash", "Calif",
}

// stateAbbrev reports the abbreviations, without their dot, of U.S. states and
// Canadian provinces that are read after a place and a comma.
func stateAbbrev(w string) bool {
	return wordtab.Has(stateAbbrevs[:], w)
}

// ausStateEnds reports the abbreviation of an Australian state or territory in
// capitals at s that ends its phrase ("NSW", "NT", "ACT"), which Australian
// datelines write after a town and a comma; not "NSW Police".
func (p *parser) ausStateEnds(s int) bool {
	switch p.word(s) {
	case "NSW", "QLD", "ACT", "NT", "WA", "SA", "TAS", "VIC":
	default:
		return false
	}
	if s+1 >= len(p.toks) {
		return true
	}
	g := p.toks[s+1].gap
	return g == gapComma || g == gapStop
}

// postalCodeEnds reports a US state's postal code at s that ends its phrase, as
// sports pictures' datelines write it after a town and a comma ("COLLEGE STATION,
// TX - NOVEMBER 30:", "San Antonio, TX, USA;"); not "IN" or "OR" inside a sentence in
// capitals, which a word follows.
func (p *parser) postalCodeEnds(s int) bool {
	if w := p.word(s); len(w) != 2 || !wordtab.Has(postalCodes[:], w) {
		return false
	}
	if s+1 >= len(p.toks) {
		return true
	}
	g := p.toks[s+1].gap
	return g == gapComma || g == gapStop
}

// postalCodes are the US states' and territories' postal codes, in the order of
// wordtab.Less.
var postalCodes = [...]string{
	"AK", "AL", "AR", "AZ", "CA", "CO", "CT", "DC", "DE", "FL", "GA", "HI", "IA", "ID",
	"IL", "IN", "KS", "KY", "LA", "MA", "MD", "ME", "MI", "MN", "MO", "MS", "MT", "NC",
	"ND", "NE", "NH", "NJ", "NM", "NV", "NY", "OH", "OK", "OR", "PA", "PR", "RI", "SC",
	"SD", "TN", "TX", "UT", "VA", "VT", "WA", "WI", "WV", "WY",
}

// countryAfter reports a comma and a known country that ends its phrase after the
// name that ends at e: the name is a place of that country ("the bridge crossing to
// Ivangorod, Russia, in Narva").
//
//	name "," country ("," | "." | ";" | end)
func (p *parser) countryAfter(e int) bool {
	return e < len(p.toks) && p.toks[e].gap == gapComma && p.countryAt(e)
}

// regionCountryAfter reports a region and its country after a name, each after a
// comma ("Whitby, North Yorkshire, UK.", as picture libraries open a caption): the
// name is a place inside them.
func (p *parser) regionCountryAfter(e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapComma {
		return false
	}
	m := p.mentionStarting(e)
	if m < 0 || p.ments[m].dict == nil || p.ments[m].dict.tag != tagRegion || p.toks[p.ments[m].t1-1].poss {
		return false
	}
	return p.countryAfter(p.ments[m].t1)
}

// countryAt is countryAfter at a word after a comma.
func (p *parser) countryAt(e int) bool {
	m := p.mentionStarting(e)
	if m < 0 || !p.isCountry(m) || p.toks[p.ments[m].t1-1].poss {
		return false
	}
	t1 := p.ments[m].t1
	return t1 >= len(p.toks) || p.toks[t1].gap == gapComma || p.toks[t1].gap == gapStop
}

// givenName reports a one-word place that is a person's first name: followed by a
// capitalised word that is no place, kind, facility, organisation, month or title
// word and that ends the name ("Paris Hilton arrives", "Jordan Miles, a pastor").
//
//	given = place Surname (lower-word | "," | "." | end)
func (p *parser) givenName(d *dictionary, i, j int, e *entry) bool {
	if j != i+1 || e.tag == tagAbbrev || p.toks[i].poss || p.toks[i].caps || j >= len(p.toks) {
		return false
	}
	t := &p.toks[j]
	if t.gap != gapSpace || !t.cap || t.caps || t.digit {
		return false
	}
	if (p.isKind(j) || p.is(j, wCommonCap|wFacilityWord|wOrgWord|wMonthOrDay|wTitle|wDirection|wPrefixWord|wParticle) ||
		p.baseWordLen(j) > 0 || t.end-t.start < 3) && !p.facilitySurname(d, j) {
		return false
	}
	if n, _ := d.match(p, j); n > 0 {
		return false
	}
	k := j + 1 // a surname's hyphened parts, then an age: "Florence Jean-Louis, 47, sits"
	for k < len(p.toks) && k-j < 3 && p.toks[k].gap == gapHyphen && p.toks[k].cap {
		k++
	}
	if p.ageAfter(k) {
		return true
	}
	if j+1 < len(p.toks) {
		switch next := &p.toks[j+1]; {
		case next.gap == gapSpace && next.cap, next.gap == gapHyphen:
			return false // a longer name: "Washington Heights", "Kobani Mursitpinar crossing"
		case next.gap == gapSpace && p.is(j+1, wPreposition|wFunctionWord) && !(i > 0 && p.joined(i) && p.is(i-1, wTitle)) &&
			!p.ofCountry(d, j+1):
			return false // "from Mosul Ghazi in", "Homs Hamidiyeh and": names in a row; a verb
			// after the name ("Jordan Hale leaves", "Paris Dunn visited") or a title before
			// it ("Actor Jordan Vale and his wife") makes it a person's
		}
	}
	// A possessive before it is the person's country or club ("Sweden's Sofia Lindahl
	// competes").
	return i == 0 || !p.joined(i) || !p.toks[i-1].cap || p.is(i-1, wTitle) || p.toks[i-1].poss
}

// facilitySurname reports a facility's word at j that is an athlete's surname, as
// "of" and a country after it tell ("Georgia Hall of England", "Jordan Hill of the
// United States").
func (p *parser) facilitySurname(d *dictionary, j int) bool {
	return p.is(j, wFacilityWord) && !p.isKind(j) && !p.is(j, wOrgWord|wPrefixWord|wStreetWord|wTitle) &&
		j+1 < len(p.toks) && p.toks[j+1].gap == gapSpace && p.ofCountry(d, j+1)
}

// ofCountry reports "of", maybe "the", and a country at k: the athlete's country after
// a person's name ("Jordan Reyes of the United States", "Sydney Cole of Australia").
func (p *parser) ofCountry(d *dictionary, k int) bool {
	if p.key(k) != "of" {
		return false
	}
	if k++; k < len(p.toks) && p.key(k) == "the" {
		k++
	}
	if k >= len(p.toks) || !p.toks[k].cap || p.toks[k].gap != gapSpace {
		return false
	}
	_, f := d.match(p, k)
	return f != nil && f.tag == tagCountry
}

// surname reports a one-word place that is a person's surname: after a capitalised
// first name that a title comes before, or that is a frequent first name, or with the
// person's age after it ("Farmer Ana Lima, 52,", "opposition leader Marcos Santiago
// speaks", "Carlos Lima said").
//
//	surname = ( title First | FirstName | First ) place ( "," age | lower-word | "," | "." | end )
//	          (the bare "First place" only with the age)
func (p *parser) surname(d *dictionary, i, j int, e *entry) bool {
	if j != i+1 || i == 0 || e.tag == tagAbbrev || e.tag == tagCountry || p.toks[i].caps || p.toks[i].poss ||
		p.toks[i].gap != gapSpace {
		return false
	}
	f := &p.toks[i-1]
	if !f.cap || f.caps || f.poss || f.digit || f.end-f.start < 3 || p.cover[i-1] != 0 || p.isKind(i-1) ||
		p.is(i-1, wCommonCap|wFacilityWord|wOrgWord|wMonthOrDay|wTitle|wDirection|wPrefixWord|wParticle|
			wStreetWord|wSettlementWord|wFunctionWord|wEntryStart) || p.baseWordLen(i-1) > 0 {
		return false
	}
	if j < len(p.toks) {
		t := &p.toks[j]
		if (t.gap == gapSpace || t.gap == gapHyphen) && (t.cap || t.digit || p.isKind(j) || p.is(j, wFacilityWord|wStreetWord|wOrgWord)) {
			return false // a longer name, or a place's kind or facility
		}
	}
	if p.is(i-1, wFirstName) || i >= 2 && p.joined(i-1) && p.is(i-2, wTitle) {
		return true
	}
	return j+1 < len(p.toks) && p.toks[j].gap == gapComma && p.toks[j].digit && p.toks[j+1].gap == gapComma // ", 52,"
}

// particleBefore returns where a place found at word i starts when a capitalised
// particle stands before it as part of its name ("El Geneina", "Al Qaim", "in As
// Suwayda"): i-1; else i. A particle that is also an English word ("As", "At", "An")
// and opens a sentence is that word ("As Kyiv burns", "An Aleppo resident").
func (p *parser) particleBefore(i int) int {
	if i == 0 || p.toks[i].gap != gapSpace || !p.toks[i-1].cap || p.cover[i-1] != 0 || !p.is(i-1, wArticle) {
		return i
	}
	if i >= 2 && p.joined(i-1) && p.toks[i-2].cap {
		return i // "Tariq Al Bab": inside a longer name
	}
	if !p.joined(i-1) && !p.toks[i-1].caps {
		switch p.key(i - 1) {
		case "as", "at", "an":
			return i
		}
	}
	return i - 1
}

// relAt returns the number of words of "[N miles] direction of" at i, or 0.
func (p *parser) relAt(i int) int {
	j := i
	if j < len(p.toks) && p.toks[j].digit {
		j++
		if j < len(p.toks) && p.joined(j) && p.is(j, wUnit) {
			j++
		} else {
			return 0
		}
	}
	if j+1 < len(p.toks) && p.relDirection(j) && p.joined(j+1) && p.key(j+1) == "of" && (j == i || p.joined(j)) {
		return j + 2 - i
	}
	return 0
}

// ownedKindName returns the end of capitalised words at s that a possessive place
// before and a lower-case kind word after mark as a district of that place, common
// and organisation words included ("Paris's Right Bank district"); else s.
func (p *parser) ownedKindName(s int) int {
	if s == 0 || !p.joined(s) || !p.toks[s-1].poss || p.mentionEnding(s-1) < 0 {
		return s
	}
	return p.ownedKindEnd(s)
}

// ownedKindEnd is ownedKindName without the place before: the end of one to three
// capitalised words at s before a lower-case kind word, of which only the last may
// not be a facility's word ("Park Slope neighborhood"; not "Central Park area").
func (p *parser) ownedKindEnd(s int) int {
	e := s
	for e < len(p.toks) && e < s+3 && p.free(e) && p.toks[e].cap && !p.toks[e].caps && !p.toks[e].poss &&
		(e == s || p.toks[e].gap == gapSpace) && !p.isKind(e) && !p.is(e, wTitle|wMonthOrDay) {
		e++
	}
	if e > s && e < len(p.toks) && p.toks[e].gap == gapSpace && !p.toks[e].cap && p.isKind(e) && !p.is(e-1, wFacilityWord) {
		return e
	}
	return s
}

// occasion reports a name right after "on" that a date follows: a feast or a
// holiday ("on Baisakhi, April 13"), not a place.
func (p *parser) occasion(b *back, t0, e int) bool {
	return b.cue >= 0 && b.cue == t0-1 && p.key(b.cue) == "on" && e < len(p.toks) &&
		p.toks[e].gap == gapComma && p.is(e, wMonthOrDay)
}
