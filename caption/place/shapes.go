package place

// Shapes of words around a name that the cues of cues.go read: a saint's name
// that is a town's, and a venue that is not a place.

import "strings"

// saintName reports a name that starts with "Saint" or "St." before a capitalised
// word that is not in the possessive ("Saint-Louis", "Saint Louis"; not "St. Peter's
// Square").
func (p *parser) saintName(s int) bool {
	k := p.key(s)
	if !p.toks[s].cap || k != "saint" && k != "sainte" && k != "st" || s+1 >= len(p.toks) || !p.free(s+1) {
		return false
	}
	n := p.toks[s+1]
	if n.end < len(p.text) && (p.text[n.end] == '\'' || strings.HasPrefix(p.text[n.end:], "’")) {
		return false // "St Thomas' hospital"
	}
	return n.cap && !n.caps && !n.poss && (n.gap == gapHyphen || n.gap == gapSpace) && !isCommonCap(p.key(s+1))
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
