package place

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// knownName accepts a name whose context is too weak for the cues alone when the
// gazetteer knows it:
//
//	known = ("to" | "via") name             ("cut roads to Pune"; no verb of motion)
//	      | sides "between" name            ("the final between Armagh and Galway":
//	                                         teams or parties, places when known)
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
		return (k == "to" || k == "via" || k == "between") && (gazetteer.Known(p.span(t0, e), "") || k == "to" && !p.spokenTo(b.cue) && p.inPlaceAfter(e))
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
	return p.insideAfter(t0, e) || p.titlePlace(t0, e)
}

// titlePlace reports a name between commas before the date that ends a title, as
// catalogues and archives write where a picture was taken ("Paddle steamers at the
// wharf, Echuca, ca. 1880.", "Front Street, Dawson, 1899", "Trams on Freedom Square,
// Brno, 1925"): a name the gazetteer knows, or one whose words are of no class of the
// lexicon (no first name, title, month or common word: "Napier, 1925", not "his
// brother, George, 1925").
//
//	title-place = "," Name "," [Name ","] title-date
//	title-date  = year | decade | day month | month number | ("c." | "ca." | "circa" | season) year | "undated"
func (p *parser) titlePlace(t0, e int) bool {
	if t0 == 0 || p.toks[t0].gap != gapComma || e >= len(p.toks) || p.toks[e].gap != gapComma {
		return false
	}
	if !p.titleDateAt(e) { // "Stornoway, Lewis, 1930s": the town before its island or county
		end := p.readName(e)
		if end == e || end-e > 3 || end >= len(p.toks) || p.toks[end].gap != gapComma || !p.titleDateAt(end) {
			return false
		}
	}
	if e == t0+1 && p.is(t0, wFirstName) || inWords(strings.ToLower(p.word(t0-1)), "brother", "sister", "son", "daughter", "wife",
		"husband", "mother", "father", "friend", "cook", "maid", "nurse", "servant", "girl", "boy", "baby", "owner", "widow") {
		return false // "his brother, George, 1925", "the family's cook, Margaret, undated": a person
	}
	if gazetteer.Known(p.span(t0, e), "") {
		return true
	}
	for i := t0; i < e; i++ { // a town too small for the gazetteer: words of no class of the lexicon
		if t := &p.toks[i]; !t.cap || t.cls&^wEntryStart != 0 {
			return false
		}
	}
	return true
}

// titleDateAt reports a date of a title at word i: a year or a decade that ends its
// sentence or stands before a comma ("1925.", "1930s,"), a day and a month ("14 June
// 1911"), a month and a number ("August 1958", "June 14, 1911"), a circa or a season
// before a year ("ca. 1880", "winter 1941-1942"), or "undated".
func (p *parser) titleDateAt(i int) bool {
	w := p.word(i)
	switch {
	case yearWord(w):
		return i+1 == len(p.toks) || p.toks[i+1].gap != gapSpace
	case p.is(i, wMonthOrDay):
		return i+1 < len(p.toks) && p.toks[i+1].digit // "August 1958", "June 14, 1911"
	case p.toks[i].digit:
		return len(w) <= 2 && i+1 < len(p.toks) && p.is(i+1, wMonthOrDay) // "14 June 1911"
	case inWords(strings.ToLower(w), "c", "ca", "circa", "summer", "winter", "spring", "autumn"):
		return i+1 < len(p.toks) && yearWord(p.word(i+1))
	}
	return w == "undated" || w == "Undated"
}

// yearWord reports a year or a decade of the last three centuries ("1925", "1930s").
func yearWord(w string) bool {
	if len(w) == 5 && w[4] == 's' {
		w = w[:4]
	}
	if len(w) != 4 || w[0] != '1' && w[0] != '2' || w[0] == '1' && w[1] < '8' || w[0] == '2' && w[1] != '0' {
		return false
	}
	for i := 1; i < 4; i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
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
