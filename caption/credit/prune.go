package credit

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
//	inner = ASCII letters only, not a lead word, not one of linkStops (folded)
//	plain = lower-case ASCII letters and at most a final ".", without any word
//	        flag (with or without the period), not one of placeKinds, not one
//	        of linkStops or runConnectors without the period
//
// Why each condition: an inner word is no separator (consumeSep), no lead end
// (consumeLeadEnd), no stop word of a link (stopsLink), no copyright and no lead, and
// without a period it does not end a link, so a parse that reaches it either reads it
// into the current link or fails; a lead's organisation ("U.S. Army photo by") stops
// at the plain word at the latest, which is neither a lead nor an organisation's
// word (orgWord), and gives the words back. The plain word then meets stopsLink with
// at least three words read, and consumeSep cannot take it.

// linkStops are the words, folded, that a step other than the reading of a link's
// words may consume, or that end a link: separators (consumeSep), stop words
// (stopsLink), lead ends (consumeLeadEnd) and the "modified" of a data notice
// (consumeDataNotice).
var linkStops = [...]string{"via", "and", "for", "pour", "on", "by", "should", "read", "of", "modified"}

// runConnectors are the lower-case connectors of orgWord; with linkStops, no plain
// word of a run is one of them.
var runConnectors = [...]string{"the", "de", "du", "des", "al", "el", "la", "le"}

// lastDeadRun returns the start of the last run of the window s[lo:end) (see above),
// or -1: no credit of the window may begin at or before it. It reads the window once,
// backwards, taking the tokens between spaces as it meets them, and stops at the
// first run. The bytes before the first space of the window make no token: a run's
// words stand after a space each.
//
// On the way it records in p.starts, from the right, the bytes after the run where
// a credit may begin, for findAtEnd to try from the left: those that mayStart lets
// through, except three kinds that candidate turns away: white space other than at
// the start of the caption; a token after a space that follows a letter, a digit or
// a comma, unless it opens with an ASCII capital, "(", "[" or the first byte of "©"
// (no sentence ends there, and only a capital anchors a credit inside one), or with
// "p" or "c" after a comma (commaPhotoBy: ", photographs by Name", ", courtesy of
// X"); and such
// a token that opens with a capital that begins no lead word, when the first byte
// after it that no agency and separator can hold is not a separator (anchorWord: an
// agency is written with ASCII letters, spaces, and "-" or "." before a letter, and
// only spaces stand between it and its "/", "\" or ":"). mayStart lets no byte
// through between two ASCII letters, so only the other bytes are looked at.
func (p *parser) lastDeadRun(lo, end int) int {
	t := p.s[lo:end] // read by an index from its end down to 0, tested once
	p.ns = 0
	// what the next three tokens to the right of the current one may be, two bits a
	// token (runInner, runPlain), the nearest in the lowest bits: one register, where
	// five booleans took those that the letter loop needs
	var next uint8
	sepNext := false // the first byte to the right that no agency holds is a separator
	j := end         // the end of the token being read
	m := j           // the leftmost byte of the token so far that is not an ASCII letter
	for y := len(t) - 1; ; y-- {
		// skip the letters before t[y+1] in one tight loop, by a table (a test of the
		// byte itself takes more registers than the loop has spare); caps has the bit
		// letterCapital when one of them is a capital, and k is then runBytes of the
		// byte that ended them, which the steps below test for its kind. y < 0 reads
		// as a large uint, which ends the loop and lets the compiler drop the bounds
		// test.
		caps, k := uint8(0), uint8(0)
		for ; uint(y) < uint(len(t)); y-- {
			if k = runBytes[t[y]]; k&letter == 0 {
				break
			}
			caps |= k
		}
		if uint(y) >= uint(len(t)) {
			break
		}
		x := lo + y
		switch {
		case k&runSpace == 0:
			m = x
			if k&runDashDot == 0 || y+1 == len(t) || runBytes[t[y+1]]&letter == 0 { // no "-" or "." before a letter
				sepNext = k&runSep != 0
			}
		case x+1 < j: // the token s[x+1:j], after a space
			s := p.s // read here only: the letter loop needs the registers
			inner, plain := false, false
			switch lowerCase := caps&letterCapital == 0; {
			case m == j: // letters only, the most frequent token: runWord's steps in line
				f := letterWordBits(s, x+1, j)
				inner = f&(fLead|fLinkStop) == 0
				plain = lowerCase && f&(fLists|fPlaceKind|fRunStop) == 0
			case m != x+1 && lowerCase: // else neither (runWord)
				inner, plain = p.runWord(x+1, m, j, lowerCase)
			}
			if inner && next&(runInner|runInner<<2|runPlain<<4) == runInner|runInner<<2|runPlain<<4 {
				return x + 1
			}
			next <<= 2
			if inner {
				next |= runInner
			}
			if plain {
				next |= runPlain
			}
			if x > 0 && runBytes[s[x-1]]&(letter|runInside) != 0 && // after a letter, a digit or a comma
				(!mayOpenInside(s[x+1]) && (s[x-1] != ',' || s[x+1] != 'p' && s[x+1] != 'c') || isUpperASCII(s[x+1]) && !sepNext && !leadStart[s[x+1]]) {
				j, m = x, x // a token inside a sentence that no credit opens with (candidate)
				continue
			}
			fallthrough
		default:
			j, m = x, x
		}
		if k&runAfter != 0 {
			p.recordStart(lo, x+1, lo+len(t))
		}
		if k&runAt != 0 {
			p.recordStart(lo, x, lo+len(t))
		}
	}
	if lo == 0 {
		p.recordStart(lo, 0, end) // the start of the caption, even at a space
	} else if startBytes[p.s[lo-1]]&startAfter != 0 {
		p.recordStart(lo, lo, end)
	}
	return -1
}

// letterBits has, for an ASCII letter, the bit letter and, for a capital, also
// letterCapital; 0 for any other byte (buildTables).
var letterBits [256]uint8

// runBytes is letterBits with, for the other bytes, the kinds that lastDeadRun tells
// apart, so that one look-up, made as its letter loop ends, serves all its tests of
// the byte (buildTables).
var runBytes [256]uint8

const (
	letter        = 1 << iota // an ASCII letter
	letterCapital             // an ASCII capital
	// the bits below are runBytes' only
	runSpace   // " "
	runDashDot // "-" or ".": part of an agency's name before a letter
	runSep     // "/", "\" or ":": an agency's separator
	runAfter   // startAfter of startBytes
	runAt      // startAt of startBytes
	runInside  // a digit or ",": a token after it, or after a letter, is inside a sentence
)

func buildLetterBits() {
	for c := 'a'; c <= 'z'; c++ {
		letterBits[c], letterBits[c-'a'+'A'] = letter, letter|letterCapital
	}
	for c := range runBytes {
		k := letterBits[c]
		switch c {
		case ' ':
			k |= runSpace
		case '-', '.':
			k |= runDashDot
		case '/', '\\', ':':
			k |= runSep
		}
		if c >= '0' && c <= '9' || c == ',' {
			k |= runInside
		}
		if startBytes[c]&startAfter != 0 {
			k |= runAfter
		}
		if startBytes[c]&startAt != 0 {
			k |= runAt
		}
		runBytes[c] = k
	}
}

// The bits of a token in lastDeadRun's record of the tokens to the right.
const (
	runInner = 1 << iota // the token may be an inner word of a run
	runPlain             // it may be the plain word of a run
)

// mayOpenInside reports whether a credit may begin, inside a sentence, with a token
// whose first byte is c: an ASCII capital or the first byte of a camera's emoji
// (anchorWord), or a bracket or "©" (candidate), whose first byte 0xc2 is let
// through whatever follows.
func mayOpenInside(c byte) bool {
	return c-'A' < 26 || c == '(' || c == '[' || c == 0xc2 || c == 0xf0
}

// recordStart records s[i] in p.starts, for the window [lo, end), unless it is the
// end of the window, white space after the start of the caption, or recorded last.
func (p *parser) recordStart(lo, i, end int) {
	if i == end || i > 0 && p.s[i] == ' ' || p.ns > 0 && int(p.starts[p.ns-1]) == i-lo {
		return
	}
	p.starts[p.ns] = uint8(i - lo)
	p.ns++
}

// runWord reports whether the token s[i:j] between spaces, whose letters end at m,
// is an inner word and whether the word that opens it may be the plain word of a
// run (see above). lowerCase tells whether none of the letters is a capital. The
// token ends at a space or at the end of the window. lastDeadRun takes a token of
// letters only (m == j) in line, with the same steps.
func (p *parser) runWord(i, m, j int, lowerCase bool) (inner, plain bool) {
	s := p.s
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
	if !lowerCase && m != j { // neither inner nor plain
		return false, false
	}
	f := letterWordBits(s, i, e)
	if m == j { // e == m == j: letters only
		inner = f&(fLead|fLinkStop) == 0
	}
	if lowerCase {
		bare := f // the bits of the word without its period, s[i:m]
		if e != m {
			bare = letterWordBits(s, i, m)
		}
		plain = f&(fLists|fPlaceKind) == 0 && bare&(fLists|fRunStop) == 0
	}
	return inner, plain
}

// letterWordBits is wordBits for the word s[i:e] of ASCII letters and at most a
// final period. A word of eight bytes or fewer, with eight bytes of s before its end,
// is read as one machine word and folded to lower case by setting the bit 0x20 of
// every byte (exact for letters and the period), then looked up in the hash table of
// the short words of the lists packed the same way (wordHash): about one comparison
// a word, with no test of its group first.
func letterWordBits(s string, i, e int) wordFlag {
	n := e - i
	if n > 8 || e < 8 {
		return wordBits(s[i:e])
	}
	shift := 64 - 8*uint(n) // drop the bytes before the word
	return hashBits((load8(s, e-8) | 0x2020202020202020) >> shift)
}

// load8 returns the eight bytes of s from i as one word, s[i] the lowest byte: the
// compiler makes one load of the eight, natively and under wasm.
func load8(s string, i int) uint64 {
	b := s[i : i+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// pack returns the word w of eight bytes or fewer as one machine word, w[0] the
// lowest byte.
func pack(w string) uint64 {
	var v uint64
	for k := len(w) - 1; k >= 0; k-- {
		v = v<<8 | uint64(w[k])
	}
	return v
}
