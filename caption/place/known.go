package place

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// knownName accepts a name whose context is too weak for the cues alone when the
// gazetteer knows it:
//
//	known = ("to" | "via") name             ("cut roads to Pune"; no verb of motion)
//	      | "to" name "," "in" place         ("a visit to Vanimo, in ...": known or not)
//	      | country-or-region "'s" name     ("New Zealand's Otago": a place inside
//	                                         it, so not "Russia's Putin")
//	      | place ("and" | "or") name       ("Pune and Nashik")
//	      | name "," region-or-country      ("the rooftops of Kraków, Lesser Poland":
//	                                         a place inside it)
//	      | Name Name "of" name             ("Mrs. Edna Walsh of Springfield": where a
//	                                         person is from, as local papers write it)
//
// Only these contexts ask: a look-up costs more than the cues, and a name alone
// ("a Toyota pickup", "his daughter Charlotte", "a gift for Florence") is no place
// however the gazetteer knows it.
func (p *parser) knownName(b *back, t0, e int) bool {
	switch {
	case !p.toks[t0].cap:
		return false // "via van March"
	case b.cue >= 0 && b.cueKind == cueDest && b.cue == t0-1:
		k := p.key(b.cue)
		return (k == "to" || k == "via") && (gazetteer.Known(p.span(t0, e), "") || k == "to" && !p.spokenTo(b.cue) && p.inPlaceAfter(e))
	case b.poss >= 0:
		m := &p.ments[b.poss]
		return m.dict != nil && (m.dict.tag == tagCountry || m.dict.tag == tagRegion) &&
			gazetteer.Known(p.span(t0, e), p.span(m.t0, m.t1))
	case t0 >= 2 && p.toks[t0].gap == gapSpace && p.toks[t0-1].gap == gapSpace && p.mentionEnding(t0-2) >= 0:
		k := p.key(t0 - 1)
		return (k == "and" || k == "or") && gazetteer.Known(p.span(t0, e), "")
	case p.personOf(t0):
		return gazetteer.Known(p.span(t0, e), "")
	}
	return p.insideAfter(t0, e)
}

// personOf reports a name after "of" and a person's name of two title-case words
// of no class of the lexicon but first names ("Edna Walsh of X", "Mary Doyle of X";
// not "Bank of X", "Joan of X", "Museum of X").
func (p *parser) personOf(t0 int) bool {
	if t0 < 3 {
		return false
	}
	ts, cover := p.toks[t0-3:t0+1], p.cover[t0-3:t0-1] // the name, "of" and the place
	for i := range cover {
		if t := &ts[i]; !t.cap || t.caps || t.cls&^(wFirstName|wEntryStart) != 0 || cover[i] != 0 {
			return false
		}
	}
	return ts[1].gap == gapSpace && ts[2].gap == gapSpace && ts[3].gap == gapSpace && p.key(t0-1) == "of"
}

// insideAfter reports a name followed by a comma and a country or a region of the
// dictionary that the gazetteer puts it inside ("Kraków, Lesser Poland"; not
// "Smith, Texas" unless a Smith lies in Texas).
func (p *parser) insideAfter(t0, e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapComma {
		return false
	}
	m := p.mentionStarting(e)
	if m < 0 {
		return false
	}
	d := p.ments[m].dict
	return d != nil && (d.tag == tagCountry || d.tag == tagRegion) &&
		gazetteer.Known(p.span(t0, e), p.span(p.ments[m].t0, p.ments[m].t1))
}

// inPlaceAfter reports ", in" and a place the dictionary knows right after the name
// that ends at e: the name lies in that place ("a visit to Vanimo, in Papua New
// Guinea's Sandaun province").
func (p *parser) inPlaceAfter(e int) bool {
	return e+1 < len(p.toks) && p.toks[e].gap == gapComma && p.key(e) == "in" && p.toks[e+1].gap == gapSpace &&
		p.mentionStarting(e+1) >= 0
}

// spokenTo reports a verb of speaking or gesturing before the "to" at i: what
// follows is a person ("speaks to Smith, in London").
func (p *parser) spokenTo(i int) bool {
	if i == 0 {
		return false
	}
	w := p.word(i - 1)
	for _, v := range [...]string{"speak", "speaks", "spoke", "speaking", "talk", "talks", "talked", "talking", "listen",
		"listens", "listening", "wave", "waves", "waved", "waving", "gesture", "gestures", "gestured", "gesturing",
		"point", "points", "pointed", "pointing", "write", "writes", "wrote", "reply", "replies", "replied"} {
		if strings.EqualFold(w, v) {
			return true
		}
	}
	return false
}
