package place

// The shapes of small towns' names that US and UK local papers write after a place
// word or before a state or a county: "Pell City, Ala.", "Hebden Bridge, West
// Yorkshire", "Grand Rapids, Mich.", "New Bern, N.C.", "Bishop's Stortford,
// Hertfordshire", and a town's station ("Leeds railway station"). Each is read only
// where the cues' reading of a name stops or finds none, and each ends at a comma and
// a region (regionAt), so that a name the dictionary does not know is taken only when
// a state, a county or a state's abbreviation vouches for it.

import "github.com/captions-analyzer/captions/caption/gazetteer"

// newBefore returns i-1 when a capitalised "New" stands right before the known town
// or region at [i, j) and a comma and a region follow it: a town of its own, named
// after the other ("New Bern, N.C.", "New London, Conn."); else i.
//
//	new-town = "New" place "," region
func (p *parser) newBefore(i, j int) int {
	if i < 1 || j >= len(p.toks) || p.toks[i].gap != gapSpace || !p.toks[i-1].cap || p.toks[i-1].caps ||
		!p.free(i-1) || p.key(i-1) != "new" || p.toks[j].gap != gapComma || !p.regionAt(j) {
		return i
	}
	return i - 1
}

// hispanicTownBefore returns where a town's name of Spanish, Portuguese or Italian
// begins when a settlement's word, maybe with "de", "del", "di" or "da", stands right
// before the known place at t0 ("Ciudad Hidalgo", "Playas de Tijuana", "Puerto
// Lempira"): one town named after the other place; else t0. Before a country only a
// word for city and the particle make one ("Ciudad de Panamá", "Città del Vaticano",
// "Cidade da Praia"): a capital named after its country.
//
//	town = ("Ciudad" | "Città" | "Cidade" | "Villa" | "Vila" | "Puerto" | "Playa" | "Playas" | "Nueva" | "Nuevo" | "Colonia") [particle] place
func (p *parser) hispanicTownBefore(t0 int, country bool) int {
	k := t0 - 1
	if k < 0 || !p.joined(t0) {
		return t0
	}
	particle := false
	if w := p.word(k); !p.toks[k].cap && (w == "de" || w == "del" || w == "di" || w == "da") {
		if k < 1 || !p.joined(k) {
			return t0
		}
		k, particle = k-1, true
	}
	if !p.toks[k].cap || p.toks[k].caps || !p.free(k) || country && !particle {
		return t0
	}
	switch p.word(k) {
	case "Ciudad", "Città", "Cidade":
		return k
	case "Villa", "Vila", "Puerto", "Playa", "Playas", "Nueva", "Nuevo", "Colonia":
		if !country {
			return k
		}
	}
	return t0
}

// townStation reports a name before a railway or bus station in lower case that the
// gazetteer knows as a town: stations are named after their towns ("outside Leeds
// railway station", "at Cardiff bus station"; not "the Metropark station"). Only
// these names pay for a look-up.
//
//	station = name [ "railway" | "train" | "rail" | "bus" | "coach" ] "station"
func (p *parser) townStation(t0, e int) bool {
	i := e
	if i+1 < len(p.toks) && p.toks[i].gap == gapSpace && !p.toks[i].cap {
		switch p.word(i) {
		case "railway", "train", "rail", "bus", "coach":
			i++
		}
	}
	if i >= len(p.toks) || p.toks[i].gap != gapSpace || p.toks[i].cap || p.word(i) != "station" {
		return false
	}
	return gazetteer.Known(p.span(t0, e), "")
}

// townTail returns e+1 when word e is a capitalised word that towns end their names
// with after a name ("Bridge", "City", "Park", "Falls", "Heights", ...) and a comma
// and a region follow it (a state, a county, a state's abbreviation), or a position
// relative to a known place: "Hebden Bridge, West Yorkshire", "Pell City, Ala.",
// "Highland Park, Ill.", "Cedar Park, north of Austin"; "City" and
// "Country" also before a kind word in lower case ("the Canyon Country area"). Else
// e. Only names the dictionary does not know come here.
//
//	town = name TownWord ( "," region | kind-word )
func (p *parser) townTail(e int) int {
	if e+1 >= len(p.toks) || p.toks[e].gap != gapSpace || !p.toks[e].cap || p.toks[e].caps || !p.free(e) || !p.oneSpace(e) {
		return e
	}
	switch p.key(e) {
	case "city", "country":
		if n := &p.toks[e+1]; n.gap == gapSpace && !n.cap && p.isKind(e+1) {
			return e + 1
		}
	case "bridge", "park", "falls", "springs", "heights", "beach", "hills", "harbor", "harbour", "valley", "creek", "grove", "junction":
	default:
		return e
	}
	if p.toks[e+1].gap == gapComma && (p.regionAt(e+1) || p.relAt(e+1) > 0 && p.mentionStarting(p.skipForward(e+1+p.relAt(e+1))) >= 0) {
		return e + 1 // "Highland Park, Ill.", "Cedar Park, north of Austin"
	}
	return e
}

// commonTown returns the end of a town's name of two or three words in title case
// that opens with a word of another class, common or organisation's ("Grand
// Rapids", "Ocean City", "Council Bluffs", "New Haven"), when a comma and a region
// follow it ("in Grand Rapids, Mich."); else s. Read only where readName reads no
// name.
//
//	common-town = Title Title [ Title ] "," region
//	            | "Port" Title [ Title ] "," country
func (p *parser) commonTown(s int) int {
	t := &p.toks[s]
	const not = wMonthOrDay | wTitle | wPrefixWord | wSettlementWord | wBaseWord // "Naval Station Mayport, Fla."
	if t.poss && t.cap && !t.caps {
		if e := p.possTown(s + 1); e > s+1 {
			return e // "Bishop's Stortford, Hertfordshire": a title's word may open it
		}
		return s
	}
	if s+2 >= len(p.toks) || !t.cap || t.caps || t.poss || p.toks[s+1].gap != gapSpace || !titleCase(p.word(s)) {
		return s // most words: the next is no title-case word
	}
	port := false
	if p.is(s, not|wDirection) {
		if k := p.key(s); k == "port" {
			port = true // "Port Moresby, Papua New Guinea": a country vouches for it too
		} else if k != "new" {
			return s
		}
	}
	e := s + 1
	for e < len(p.toks) && e < s+3 && p.toks[e].gap == gapSpace && p.toks[e].cap && !p.toks[e].caps && !p.toks[e].poss &&
		p.free(e) && !p.is(e, not) && titleCase(p.word(e)) {
		e++
	}
	if e == s+1 || e >= len(p.toks) || p.toks[e].gap != gapComma || !p.regionAt(e) && !(port && p.countryAt(e)) {
		return s
	}
	return e
}

// possTown returns e+1 when the name before e ends in a possessive and one word in
// title case at e, a comma and a region follow: a town named with a possessive
// ("Bishop's Stortford, Hertfordshire", "Martha's Vineyard, Mass."); else e.
func (p *parser) possTown(e int) int {
	if e+1 < len(p.toks) && p.toks[e].gap == gapSpace && p.toks[e].cap && !p.toks[e].caps && !p.toks[e].poss &&
		p.free(e) && titleCase(p.word(e)) && !p.is(e, wMonthOrDay|wTitle) && p.toks[e+1].gap == gapComma && p.regionAt(e+1) {
		return e + 1
	}
	return e
}

// regionAfter reports a comma and a region that ends its phrase after the name that
// ends at e, as countryAfter does for a country: a capitalised name before it is a
// town of that state or county ("of Eau Claire, Wis., shown in 1958", "Hebden Royd,
// West Yorkshire.").
//
//	name "," region ("," | "." | ";" | end)
func (p *parser) regionAfter(e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapComma || !p.regionAt(e) {
		return false
	}
	t1 := e + 1
	if m := p.mentionStarting(e); m >= 0 {
		t1 = p.ments[m].t1
	} else if n, _ := p.d.match(p, e); n > 0 {
		t1 = e + n
	}
	return t1 >= len(p.toks) || p.toks[t1].gap == gapComma || p.toks[t1].gap == gapStop
}

// bracketRegionAfter reports a region of the dictionary, or a name the gazetteer
// knows, alone in brackets after the name that ends at e, which "de" or "del" opens, as Spanish captions put a town in
// its department or province ("la vereda Santa Lucía, de Ituango (Antioquia)", "la
// cárcel de Cómbita (Boyacá)"): the name is a town of that region.
//
//	"de" name "(" region ")"
func (p *parser) bracketRegionAfter(t0, e int) bool {
	return p.bracketRegionEnd(t0, e) > e
}

// bracketRegionEnd is where the region of bracketRegionAfter ends, or e.
func (p *parser) bracketRegionEnd(t0, e int) int {
	if t0 == 0 || e >= len(p.toks) || p.toks[e].gap != gapOther || !p.ofWord(t0-1) || p.key(t0-1) == "of" ||
		p.text[p.toks[e-1].end:p.toks[e].start] != " (" || !p.toks[e].cap {
		return e
	}
	t1 := e + 1 // the bracket's words: a name of one to three words
	for t1 < len(p.toks) && t1-e < 3 && p.toks[t1].gap == gapSpace && (p.toks[t1].cap || p.is(t1, wSpaceParticle)) {
		t1++
	}
	if int(p.toks[t1-1].end) >= len(p.text) || p.text[p.toks[t1-1].end] != ')' || !p.regionAt(e) && !gazetteer.Known(p.span(e, t1), "") {
		return e
	}
	return t1
}

// regionAt reports a region at word k: a state, province or county of the
// dictionary, or a state's abbreviation with its dot ("Ala.", "Calif.").
func (p *parser) regionAt(k int) bool {
	if m := p.mentionStarting(k); m >= 0 {
		d := p.ments[m].dict
		return d != nil && d.tag == tagRegion
	}
	if n, e := p.d.match(p, k); n > 0 {
		return e.tag == tagRegion // a match not yet taken: "New Bern, N.C."
	}
	t := &p.toks[k]
	return t.cap && !t.caps && int(t.end) < len(p.text) && p.text[t.end] == '.' && stateAbbrev(p.word(k))
}
