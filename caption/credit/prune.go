package credit

import "strings"

// An exact early reject for findAtEnd. A run of words such as "Nurses take cover
// during" or "girl waits at a checkpoint" can never be read by the credit grammar:
// the parser would have to take the first three words into one link (nothing else of
// the grammar consumes them), and a link of three words or more stops at a plain
// lower-case word (stopsLink), which then no separator, gloss or closer can consume,
// so the window is not used up. No start at or before such a run can therefore be a
// credit, and findAtEnd skips those starts without parsing them.
//
// The words of the run must stand after a plain space each, so that the cursor of
// every parse from an earlier start lands on the first of them (the parser moves
// word by word and over delimiters, never over a space into a word).
//
//	run   = inner inner inner plain        (each word after one or more " ")
//	inner = ASCII letters only, not a lead word, none of linkStops (folded)
//	plain = lower-case ASCII letters and at most a final ".", without any word
//	        flag (with or without the period), not a kind of place, none of
//	        noRunWords
//
// Why each condition: an inner word is no separator (consumeSep), no lead end
// (consumeLeadEnd), no stop word of a link (stopsLink), no copyright and no lead, and
// without a period it does not end a link, so a parse that reaches it either reads it
// into the current link or fails; a lead's organisation ("U.S. Army photo by") stops
// at the plain word at the latest, which is neither a lead nor an organisation's
// word (orgWord), and gives the words back. The plain word then meets stopsLink with
// at least three words read, and consumeSep cannot take it.

// linkStops are the words that a step other than the reading of a link's words may
// consume, or that end a link: separators (consumeSep), stop words (stopsLink) and
// lead ends (consumeLeadEnd).
var linkStops = [...]string{"via", "and", "for", "on", "by", "should", "read", "of"}

// noRunWords are linkStops and the lower-case connectors of orgWord.
var noRunWords = [...]string{"via", "and", "for", "on", "by", "should", "read", "of",
	"the", "de", "du", "des", "al", "el", "la", "le"}

// lastDeadRun returns the start of the last run of the window s[lo:end) (see above),
// or -1: no credit of the window may begin at or before it. It reads the window
// backwards, token by token between spaces, and stops at the first run it meets.
func (p *parser) lastDeadRun(lo, end int) int {
	s := p.s
	// what the next three tokens to the right of the current one may be
	var in1, in2, plain1, plain2, plain3 bool
	for j := end; j > lo; {
		k := strings.LastIndexByte(s[lo:j], ' ')
		if k < 0 {
			break
		}
		k += lo
		if k+1 < j { // the token s[k+1:j], after a space
			inner, plain := p.runWord(k+1, j, end)
			if inner && in1 && in2 && plain3 {
				return k + 1
			}
			plain3 = plain2
			in2, plain2 = in1, plain1
			in1, plain1 = inner, plain
		}
		j = k
	}
	return -1
}

// runWord reports whether the token s[i:j] between spaces is an inner word and
// whether the word that opens it, read to limit, may be the plain word of a run (see
// above). The token ends at a space or at limit.
func (p *parser) runWord(i, j, limit int) (inner, plain bool) {
	s := p.s
	lowerCase := true
	m := i // the end of the letters that open the token
	for ; m < j; m++ {
		if c := s[m]; c >= 'A' && c <= 'Z' {
			lowerCase = false
		} else if c < 'a' || c > 'z' {
			break
		}
	}
	e := m // the end of the word (wordEnd)
	switch {
	case m == i:
		return false, false
	case m == j:
	case s[m] == '.' && (m+1 == j || delimAt(s, m+1) > 0):
		e = m + 1 // "clashes."
	case delimAt(s, m) > 0: // "rubble,"
	default:
		return false, false
	}
	if !lowerCase && e != j {
		return false, false
	}
	word := s[i:e]
	f := flags(word)
	if e == j && e == m {
		inner = f&fLead == 0 && !inList(word, linkStops[:])
	}
	if lowerCase {
		bare := s[i:m]
		plain = f == 0 && (e == m || flags(bare) == 0) && !placeKind(word) && !inList(bare, noRunWords[:])
	}
	return inner, plain
}
