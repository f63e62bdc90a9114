package place

// The scanner cuts a caption into words and records, for every word, what separates
// it from the word before (a space, a hyphen, a comma, a full stop, ...), its case,
// and what the lexicon knows of it (its word classes, kind, cue and dictionary
// entries: one hash look-up, the hash computed as the word is read). The later
// phases never look at raw bytes again: names are sequences of words joined by
// spaces or hyphens, and every other separator ends a name.

import (
	"unicode"
	"unicode/utf8"
)

// gap is what stands between a word and the word before it.
type gap uint8

const (
	gapStart  gap = iota // first word, or first word after the skipped credit
	gapSpace             // white space only
	gapHyphen            // "-" alone, or "- " after a particle ("al- Nairab")
	gapComma             // a comma (and spaces)
	gapStop              // . ! ? ; : or a dash between spaces
	gapOther             // brackets, quotes, slashes, anything else
)

// token is one word of the caption.
type token struct {
	start, end int32  // text[start:end], without a trailing "'s"
	sent       int32  // sentence number, from 0
	cls        class  // the word's classes (words.go)
	lex        uint16 // 1 + index of the word in the lexicon, 0 when unknown
	key        uint16 // where the word is in the lexicon's words (key), when lex != 0
	gap        gap    // separator before the word
	kind       uint8  // 1 + index in kindLists of a kind word, else 0
	cue        cue
	poss       bool // followed by "'s" or "’s"
	cap        bool // first letter upper case
	caps       bool // two or more letters, all upper case
	digit      bool // digits only
}

// scanner state for one caption.
type scanner struct {
	text      string
	skipStart int
	skipEnd   int
	elision   int         // the apostrophe after the last elided article ("l'", "d'"), or 0
	dict      *dictionary // nil: no look-ups (while the dictionary is built)
	starts    []int32     // the words that start dictionary entries, appended by scan
	caps      bool        // some word is in capitals (token.caps)
	scripts   uint8       // the scripts words open with (scriptHan, ...), for the readers of scripts.go
}

// scan appends the words of text outside [skipStart, skipEnd) to toks.
//
//	caption = { separator word }
//	word    = wordchar { wordchar | "'" wordchar | abbrev-dot } [ "'" ] [ "'s" ]
//
// An apostrophe inside a word stays ("Shi'ite"); a final "'s" is a possessive and is
// left out of the word; a final apostrophe stays only before a particle ("Imru'
// al-Qais"). A dot stays in single-letter abbreviations ("U.S.", "U.K."). An elided
// article or particle of French or Italian in lower case before a capital is a word
// of its own, joined to the word after it like a hyphen ("l'Irak", "d'Idleb",
// "dell'Ucraina", "l'ouest", "Villeneuve-d'Ascq", "Coeur d'Alene"), so that a name is
// the word after it.
//
// The common word (ASCII letters and digits after a space, a hyphen or ", ") is
// read, described, looked up and stored with no call: under wasm a call costs as
// much as reading a short word, so scan is one longer loop rather than a few
// consumeX steps; the rarer shapes go to consumeOtherWord and classifyGap.
func (s *scanner) scan(toks []token) []token {
	text := s.text
	skipStart, skipEnd := s.skipStart, s.skipEnd
	i, sent := 0, 0
	sepStart := -1
	for i < len(text) {
		if i >= skipStart && i < skipEnd {
			i = skipEnd
			sepStart = -1 // a hard break
			if i+1 < len(text) && text[i] == ',' && text[i+1] == ' ' {
				sepStart = i // ", Durham, N.C." after a holder's credit: a comma, as written
			}
			continue
		}
		stop := len(text)
		if skipEnd > skipStart && i < skipStart {
			stop = skipStart // the credit starts there
		}
		for i < stop { // no byte before stop is in the credit
			n := 1
			if c := text[i]; c < 0x80 {
				if byteClasses[c] == 0 {
					i++
					continue
				}
			} else {
				var r rune
				r, n = utf8.DecodeRuneInString(text[i:])
				if !isWordRune(r) {
					i += n
					continue
				}
			}
			start := i
			toks = append(toks, token{})
			t := &toks[len(toks)-1] // filled in place (a copy after stores to its fields stalls)
			t.start = int32(start)
			// ASCII letters and digits up to a space or a punctuation mark that
			// ends the word are read in one pass, which gives the classes of
			// their bytes, and so the word's case; any other word is read on by
			// consumeOtherWord.
			end, bits := asciiRun(text, i, stop)
			plain := false // ended before stop by a separator's byte that is no apostrophe
			switch {
			case end > i && end < stop && endsPlainWord(text, i, end):
				setCase(t, text[i:end], bits)
				plain = true
			case end > i && end == stop: // cut by the start of the credit
				setCase(t, text[i:end], bits)
			default:
				if end = s.consumeOtherWord(t, i, end); end == start {
					toks = toks[:len(toks)-1]
					i += n // a rune cut by the start of the credit
					continue
				}
			}
			s.caps = s.caps || t.caps
			wend := end // the word's end, before a genitive's "s" of the Nordic languages
			if plain && t.cap && !t.caps && text[end-1] == 's' && nordicGenitive(text, start, end) {
				wend, t.poss = end-1, true
			}
			// The word's entry in the lexicon: the probe of locate, written out
			// here since under wasm a call per word costs as much as the probe.
			if d := s.dict; d != nil && (!t.digit || d.numbers) {
				w := text[start:wend]
				wn := len(w)
				mask := uint32(len(d.hash) - 1)
				base := int(d.base[wn&maxWordLen]) // the words of length wn, if wn <= maxWordLen
				for h := wordHash(w) & mask; d.hash[h] != 0; h = (h + 1) & mask {
					k := d.hash[h]
					if l := &d.lex[k-1]; int(l.n) == wn {
						if off := base + int(k)*wn; foldEqual(d.words[off:off+wn], w) {
							t.lex, t.key, t.cls, t.kind, t.cue = k, uint16(off), l.cls, l.kind, l.cue
							if l.cue == cueLoc && wn > 4 && w[wn-1] == 'd' && len(toks) > 1 && englishArticle(text, &toks[len(toks)-2]) {
								// "the captured Seif al-Islam": a participle after an article
								// is no verb of place (the one change from the lexicon's entry,
								// which needs the word before)
								t.cue = cueNone
							}
							if l.cue == cueLoc && wn == 2 && w == "en" && dutchListAnd(text, toks, start) {
								t.cue = cueNone // "Amalia, Alexia en Ariane": Dutch "and", not French "in"
							}
							if l.cls&wEntryStart != 0 {
								s.starts = append(s.starts, int32(len(toks)-1))
							}
							break
						}
					}
				}
			}
			t.end = int32(wend)
			// The usual separators, one byte, or one byte and a space (", ", ". "),
			// are classed without a call: as that byte alone is (see classifyGap).
			if sepStart >= 0 && (start == sepStart+1 || start == sepStart+2 && text[sepStart+1] == ' ') {
				t.gap = byteGap(text[sepStart])
			} else {
				t.gap = classifyGap(text, sepStart, start)
			}
			if sepStart == s.elision {
				t.gap = gapHyphen // the name after "l'", "d'"
			}
			if t.gap == gapStop && len(toks) > 1 && endsSentence(text, sepStart, start) {
				if prev := &toks[len(toks)-2]; !isAbbrev(text[prev.start:prev.end]) {
					sent++
				}
			}
			t.sent = int32(sent)
			if plain {
				// No possessive follows, and the byte after the word is the
				// separator's first: the next word is looked for after it.
				sepStart, i = end, end+1
				continue
			}
			i = end
			if end < len(text) && (text[end] == '\'' || text[end] == '`' || text[end] >= 0x80) {
				if p := possessiveLen(text, end); p > 0 {
					t.poss = true
					i = end + p
				}
			}
			sepStart = i // a separator inside the credit is a hard break, above
		}
	}
	return toks
}

// setCase sets the case flags of t for the word w of ASCII letters and digits,
// whose byte classes are bits.
func setCase(t *token, w string, bits uint8) {
	t.cap = isUpperByte(w[0])
	t.digit = bits == byteDigit
	t.caps = bits&(byteLower|byteUpper) == byteUpper && lettersAtLeast2(w, bits)
}

// consumeOtherWord returns the end of a word that starts at start and that is not
// ASCII letters and digits alone, read by asciiRun up to i, and sets the case
// flags of t.
func (s *scanner) consumeOtherWord(t *token, start, i int) int {
	end := s.consumeWordRest(start, i)
	if end > start {
		describe(t, s.text[start:end])
		s.scripts |= scriptOf(s.text, start)
	}
	return end
}

// lettersAtLeast2 reports whether the ASCII letters and digits w, whose classes
// are bits, hold two letters or more.
func lettersAtLeast2(w string, bits uint8) bool {
	if bits&byteDigit == 0 {
		return len(w) >= 2
	}
	n := 0
	for i := 0; i < len(w); i++ {
		if byteClasses[w[i]] != byteDigit {
			n++
		}
	}
	return n >= 2
}

// endsPlainWord reports whether the byte at j, after the ASCII letters and digits
// text[start:j], ends the word there: ASCII, and no apostrophe, nor the dot of a
// single capital ("U.S.").
func endsPlainWord(text string, start, j int) bool {
	switch c := text[j]; {
	case c >= 0x80, c == '\'', c == '`':
		return false
	case c == '.':
		return j-start != 1 || !isUpperByte(text[start])
	}
	return true
}

// consumeWordRest returns the end of the word that starts at start, read up to i.
func (s *scanner) consumeWordRest(start, i int) int {
	text := s.text
	segLen := i - start // letters since the start or the last dot
	dots := false
	for i < len(text) {
		if c := text[i]; c < 0x80 && isASCIIWordByte(c) { // the ASCII fast path
			if s.skipEnd > s.skipStart && i < s.skipEnd && i >= s.skipStart {
				return i
			}
			i++
			segLen++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if s.skipEnd > s.skipStart && i < s.skipEnd && i+n > s.skipStart {
			return i // the credit starts here, maybe inside this rune
		}
		switch {
		case isWordRune(r):
			i += n
			segLen++
		case isApostrophe(r):
			after, m := utf8.DecodeRuneInString(text[i+n:])
			if m > 0 && isWordRune(after) && elision(text[start:i]) {
				s.elision = i
				return i // "l'Irak", "l'ouest": the article, then the word
			}
			if m > 0 && isWordRune(after) {
				if (after == 's' || after == 'S') && !isWordByte(text, i+n+1) {
					return i // possessive
				}
				i += n
				segLen = 0
				continue
			}
			if apostropheBeforeParticle(text, i+n) && text[i-1]|0x20 != 's' {
				return i + n // "Imru' al-Qais"; but "Homs' al-Khalidiya" is a possessive
			}
			return i
		case r == '.' && segLen == 1 && isUpperByte(text[i-1]):
			after, _ := utf8.DecodeRuneInString(text[i+1:])
			if unicode.IsUpper(after) && !isWordByte(text, i+2) || dots {
				i++
				dots = true
				segLen = 0
				continue
			}
			return i
		default:
			return i
		}
	}
	return i
}

// elision reports the French and Italian articles and particles that an apostrophe
// elides before a vowel, in lower case: "l", "d", "dell", "nell".
func elision(w string) bool {
	return len(w) == 1 && (w[0] == 'l' || w[0] == 'd') || len(w) == 4 && (w[0] == 'd' || w[0] == 'n') && w[1:] == "ell"
}

// possessiveLen is the length of "'s" or "’s" at i when it ends a word, or of the
// apostrophe of a plural possessive before a capitalised word ("Magistrates' Court",
// "Martyrs' Square"), else 0.
func possessiveLen(text string, i int) int {
	r, n := utf8.DecodeRuneInString(text[i:])
	if n == 0 || !isApostrophe(r) {
		return 0
	}
	if i+n < len(text) && (text[i+n] == 's' || text[i+n] == 'S') && !isWordByte(text, i+n+1) {
		return n + 1
	}
	if i > 1 && (text[i-1] == 's' || text[i-1] == 'S') && i+n+1 < len(text) && text[i+n] == ' ' && (isUpperByte(text[i+n+1]) || apostropheBeforeParticle(text, i+n)) {
		return n // a plural possessive before a capitalised word: "Magistrates' Court"; a name's in s before a particle: "Homs' al-Khalidiya"
	}
	return 0
}

// apostropheBeforeParticle reports whether a space and a particle such as "al-"
// follow i, so that a final apostrophe belongs to the name ("Imru' al-Qais").
func apostropheBeforeParticle(text string, i int) bool {
	if i >= len(text) || text[i] != ' ' {
		return false
	}
	j := i + 1
	k := j
	for k < len(text) && k-j < 4 && text[k] >= 'a' && text[k] <= 'z' {
		k++
	}
	return k < len(text) && text[k] == '-' && isHyphenParticle(text[j:k])
}

// classifyGap names the separator text[from:to]; from < 0 is a hard break. The
// strongest mark wins: white space < comma < stop < anything else; a hyphen alone
// joins, and a hyphen between spaces is a dash.
func classifyGap(text string, from, to int) gap {
	if from < 0 {
		return gapStart
	}
	g := gapSpace
	hyphens := 0
	for i := from; i < to; {
		c, n := byteGap(text[i]), 1
		if text[i] >= 0x80 {
			var r rune
			r, n = utf8.DecodeRuneInString(text[i:])
			c = runeGap(r)
		}
		i += n
		if c == gapHyphen {
			hyphens++
		} else if c > g {
			g = c
		}
	}
	if hyphens > 0 && g == gapSpace {
		if hyphens == 1 && from < len(text) && text[from] != ' ' {
			return gapHyphen // "al-Zor", "al- Nairab"
		}
		return gapStop // " - " between spaces is a dash
	}
	return g
}

// runeGap is what byteGaps is for the runes from 0x80.
func runeGap(r rune) gap {
	switch r {
	case 0xa0, 0x200e, 0x200f: // a no-break space; the direction marks of right-to-left text
		return gapSpace
	case '，', '、': // the full-width commas of Chinese and Japanese
		return gapComma
	case '：', '；', '。':
		return gapStop
	case '‐', '‑':
		return gapHyphen
	case '–', '—', '…':
		return gapStop
	}
	return gapOther
}

// byteGaps gives, as a digit, the separator that each byte alone makes (by byte
// value, 16 a line): 1 white space, 2 a hyphen, 3 a comma, 4 a stop, 5 anything
// else, every byte from 0x80 among them (classifyGap reads those as runes).
const byteGaps = "" +
	"5555555551155155" + // 00
	"5555555555555555" + // 10
	"1455555555553245" + // 20
	"5555555555445554" + // 30
	"5555555555555555" + // 40
	"5555555555555555" + // 50
	"5555555555555555" + // 60
	"5555555555555555" + // 70
	"5555555555555555" + // 80
	"5555555555555555" + // 90
	"5555555555555555" + // a0
	"5555555555555555" + // b0
	"5555555555555555" + // c0
	"5555555555555555" + // d0
	"5555555555555555" + // e0
	"5555555555555555" // f0

// byteGap is the separator that byte c alone makes.
func byteGap(c byte) gap { return gap(byteGaps[c] - '0') }

// endsSentence reports whether the separator holds a full stop, ! or ?, or a semicolon,
// after which a clause is read as a sentence of its own: the next picture of a combination
// ("Clockwise from top left: a boy in X; women at a camp in Y") or background.
func endsSentence(text string, from, to int) bool {
	if from < 0 {
		return false
	}
	for i := from; i < to; i++ {
		switch text[i] {
		case '.', '!', '?', ';':
			return true
		}
	}
	return false
}

// describe fills the case flags of a token.
func describe(t *token, w string) {
	if describeASCII(t, w) {
		return
	}
	r, _ := utf8.DecodeRuneInString(w)
	t.cap = unicode.IsUpper(r) || unicode.IsLetter(r) && !unicode.IsLower(r) // a script without case ("喀什", "वाराणसी") is read like a capital
	t.digit = true
	letters, upper := 0, 0
	for _, r := range w {
		if !unicode.IsDigit(r) {
			t.digit = false
		}
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	t.caps = letters >= 2 && upper == letters
}

// describeASCII is describe for an ASCII word; it reports false for any other.
func describeASCII(t *token, w string) bool {
	letters, upper, digits := 0, 0, 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= 0x80:
			return false
		case c >= 'A' && c <= 'Z':
			letters++
			upper++
		case c >= 'a' && c <= 'z':
			letters++
		case c >= '0' && c <= '9':
			digits++
		}
	}
	t.cap = len(w) > 0 && isUpperByte(w[0])
	t.digit = digits == len(w)
	t.caps = letters >= 2 && upper == letters
	return true
}

// isASCIIWordByte is isWordRune for an ASCII byte.
func isASCIIWordByte(c byte) bool { return byteClasses[c] != 0 }

func isWordRune(r rune) bool {
	if r < 0x80 {
		return isASCIIWordByte(byte(r))
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || indicSign(r)
}

// indicSign reports a vowel sign or another spacing mark of the scripts of India and
// Myanmar ("ा" in "वाराणसी"), read as inside a word: the block's letters and marks, not
// its full stops (the dandas). It spares the wasm module the table of spacing marks.
func indicSign(r rune) bool {
	return r >= 0x900 && r <= 0x109f && r != 0x964 && r != 0x965
}

func isApostrophe(r rune) bool { return r == '\'' || r == '’' || r == 'ʼ' || r == '`' }

func isWordByte(text string, i int) bool {
	if i >= len(text) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return isWordRune(r)
}

func isUpperByte(b byte) bool { return b >= 'A' && b <= 'Z' }

// foldASCII returns text with ASCII letters in lower case; byte offsets are kept.
func foldASCII(text string) string {
	for i := 0; i < len(text); i++ {
		if isUpperByte(text[i]) {
			b := []byte(text)
			for j := i; j < len(b); j++ {
				if isUpperByte(b[j]) {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return text
}

// englishArticle reports a word "the", "a" or "an", in any case.
func englishArticle(text string, t *token) bool {
	switch w := text[t.start:t.end]; len(w) {
	case 1:
		return w[0]|0x20 == 'a'
	case 2:
		return foldEqual("an", w)
	case 3:
		return foldEqual("the", w)
	}
	return false
}

// isDigit reports an ASCII digit.
func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// nordicGenitive reports whether the capitalised word text[start:end] is a name in
// the genitive of Swedish, Danish or Norwegian, a final "s" with no apostrophe, before
// a noun in lower case of a building or a part of a town that the name owns
// ("Stockholms stadshus", "Drottningholms slottskyrka", "Danderyds sjukhus",
// "Københavns rådhus"): read as "Stockholm's". The nouns are few and of those
// languages alone, so that an English name in "s" ("Leeds station") stays whole.
func nordicGenitive(text string, start, end int) bool {
	if end-start < 5 || text[end-1] != 's' || text[end-2] == 's' || end+4 >= len(text) || text[end] != ' ' ||
		text[end+1] < 'a' || text[end+1] > 'z' {
		return false
	}
	j := end + 1
	k := j
	for k < len(text) && (text[k] >= 'a' && text[k] <= 'z' || text[k] >= 0x80) {
		k++
	}
	w := text[j:k]
	for _, h := range nordicHeads {
		if len(w) >= len(h) && w[len(w)-len(h):] == h {
			return true
		}
	}
	return false
}

// nordicHeads are the endings of the nouns of nordicGenitive.
var nordicHeads = [...]string{"kyrka", "kyrkan", "kirke", "kirken", "slott", "slottet", "slot", "stadshus",
	"stadshuset", "rådhus", "rådhuset", "sjukhus", "sjukhuset", "sykehus", "sykehuset", "sygehus",
	"hamn", "hamnen", "havn", "havnen", "kommun", "kommune", "lufthavn", "flygplats", "universitet",
	"stasjon", "sentrum", "centrum", "domkirke", "fylke", "torget", "slotspark", "slottspark"}

// dutchListAnd reports "en" at start after a list of two capitalised names or more,
// "A, B en C": the Dutch "and" closing the list, not the French "in".
func dutchListAnd(text string, toks []token, start int) bool {
	n := len(toks)
	if n < 3 {
		return false
	}
	b, a := &toks[n-2], &toks[n-3]
	return b.cap && !b.caps && a.cap && int(b.end) == start-1 && text[start-1] == ' ' &&
		int(a.end)+2 == int(b.start) && text[a.end:b.start] == ", "
}
