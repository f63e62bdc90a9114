package place

import "github.com/captions-analyzer/captions/caption/gazetteer"

// Captions written wholly in lower case, as social-media posts and some aid
// agencies write them ("flooded streets in sylhet, bangladesh, after three days of
// rain"): case marks no name, so the dictionary's names are read only where a cue
// of place or a comma chain puts them, and an unknown name only between a cue and
// a comma and a known place, or before a kind word.

// noCapital reports a caption of four words or more none of which opens with a
// capital.
func noCapital(toks []token) bool {
	if len(toks) < 4 {
		return false
	}
	for i := range toks {
		if toks[i].cap {
			return false
		}
	}
	return true
}

// lowerCueBefore returns the word before the name that starts at i once direction
// words and "the" are passed over ("in central gaza", "in the gaza strip"), and
// whether that word is a cue of where the picture was taken ("in", "at", "near";
// not "on", nor a cue of a journey).
func (p *parser) lowerCueBefore(i int) (int, bool) {
	k := i
	for k > 0 && p.toks[k].gap == gapSpace && p.is(k-1, wDirection) {
		k--
	}
	if k > 0 && p.toks[k].gap == gapSpace && p.key(k-1) == "the" {
		k--
	}
	if k == 0 || p.toks[k].gap != gapSpace {
		return k, false
	}
	c := p.cueOf(k - 1)
	return k, (c == cueLoc || c == cueRel) && p.key(k-1) != "on"
}

// lowerSlip reports a known name typed in lower case in a caption that has capitals,
// where a cue of place comes before it and a comma and a capitalised known name after
// it ("in aleppo, Syria", "near tripoli, Libya"): a slip of the shift key, read as the
// name. Elsewhere a word in lower case is no name ("roast turkey", "a nice day").
func (p *parser) lowerSlip(i int) bool {
	if i+1 >= len(p.toks) || p.toks[i+1].gap != gapComma || !p.toks[i+1].cap || !p.is(i+1, wEntryStart) {
		return false
	}
	_, cued := p.lowerCueBefore(i)
	return cued
}

// lowerPlaceAt reports whether the dictionary's entry e that starts at word i is a
// place in a lower-case caption:
//
//	lower-place = (cue | kind-word "of") ["the"] {direction} name
//	            | "," {direction} country-or-region (punctuation | end)
func (p *parser) lowerPlaceAt(i int, e *entry) bool {
	if e.tag == tagDemonym || e.tag.blocks() {
		return true
	}
	k, cued := p.lowerCueBefore(i)
	if cued || k >= 2 && p.toks[k].gap == gapSpace && p.key(k-1) == "of" && p.isKind(k-2) {
		return true // "in gaza", "the nadi district of fiji"
	}
	if p.toks[k].gap != gapComma || e.tag != tagCountry && e.tag != tagRegion {
		return false
	}
	j := i + int(e.n)
	return j >= len(p.toks) || p.toks[j].gap != gapSpace && p.toks[j].gap != gapHyphen
}

// lowerNames adds the unknown names of a lower-case caption that a cue and a comma
// and a known place mark, or a kind word that a place follows, or that the
// gazetteer confirms, after a cue or a comma. The words are walked from the end and then from the start, so
// that a chain is read whichever way its names lean on each other ("in kakuma
// refugee camp, turkana county, kenya").
//
//	lower-name = cue word{1,3} "," place
//	           | (cue ["the"] {direction} | ",") word{1,3} kind ("," | "of") place
//	kind       = kind-word | camp-qualifier "camp"
func (p *parser) lowerNames() {
	for i := len(p.toks) - 1; i > 0; i-- {
		p.lowerNameAt(i)
	}
	for i := 1; i < len(p.toks); i++ {
		if e := p.lowerNameAt(i); e > i {
			i = e - 1
		}
	}
}

// lowerNameAt adds the name of lowerNames that starts at word i, if any, and
// returns its end, or i.
func (p *parser) lowerNameAt(i int) int {
	if !p.free(i) || !p.unknownWord(i) {
		return i
	}
	k, cued := p.lowerCueBefore(i)
	bare := cued && k == i               // no "the" nor direction between the cue and the name
	chained := p.toks[i].gap == gapComma // then only a kind word and a place after it make a name
	if !cued && !chained {
		return i
	}
	e := i + 1
	for e < len(p.toks) && e-i < 3 && p.free(e) && p.joined(e) && p.unknownWord(e) {
		e++
	}
	if e >= len(p.toks) {
		return i
	}
	t := &p.toks[e]
	if bare && t.gap == gapComma && p.mentionStarting(e) >= 0 {
		p.addMention(i, e, nil)
		return e
	}
	if t.gap != gapSpace {
		return i
	}
	k = e // the kind word
	if p.is(e, wCampQualifier) && e+1 < len(p.toks) && p.joined(e+1) && p.isKind(e+1) {
		k = e + 1
	} else if !p.isKind(e) {
		return i
	}
	if p.placeAfterKind(k) || gazetteer.Known(p.span(i, e), "") {
		p.addMention(i, e, nil)
		return e
	}
	return i
}

// placeAfterKind reports a known place after the kind word at k, behind a comma or
// "of": "turkana county, kenya", "the nadi district of fiji".
func (p *parser) placeAfterKind(k int) bool {
	j := k + 1
	if j < len(p.toks) && p.toks[j].gap == gapSpace && p.key(j) == "of" {
		j++
	} else if j >= len(p.toks) || p.toks[j].gap != gapComma {
		return false
	}
	return j < len(p.toks) && p.mentionStarting(j) >= 0
}

// unknownWord reports a word of letters that the lexicon does not class.
func (p *parser) unknownWord(i int) bool {
	t := &p.toks[i]
	c := p.text[t.start]
	return 'a' <= c && c <= 'z' && !t.digit && !t.poss && t.cls&^wEntryStart == 0 && !p.isKind(i) && t.end-t.start >= 3
}
