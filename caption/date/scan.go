package date

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The scanner reads one date written at a position of the text. Each consumeX step
// either advances over what it reads and returns true, or leaves the position where
// it was and returns false; parse steps save and restore the position to try the next
// form (strict forms first, loose forms after).

// scanner reads the text from pos.
type scanner struct {
	s    string
	pos  int
	seen seenWord // the word mayStartWordDate read last
}

// seenWord is what mayStartWordDate read of the word at start, so that consumeMonth
// at the same word does not read it again: where it ends, what it names (nameOf) and
// whether a number follows it (numberAfter). end is 0 when there is none.
type seenWord struct {
	start, end int
	kind       nameKind
	val        int
	numberNext bool
}

// Character classes. ASCII is classified by byte; other characters are decoded, so
// that a no-break space or a curly quote ("\u00a0", "“") separates words while
// "Genève" stays one word. A byte that does not decode counts as a letter.
func isDigit(c byte) bool       { return '0' <= c && c <= '9' }
func isASCIILetter(c byte) bool { return (c|0x20)-'a' < 26 }
func isAlnum(c byte) bool       { return alnumBytes[c] }

// alnumBytes marks the ASCII digits and letters: isAlnum is tested at every byte of the
// loops over words, and a look-up costs less than the two comparisons.
var alnumBytes = [256]bool{
	'0': true, '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true, '8': true, '9': true,
	'A': true, 'B': true, 'C': true, 'D': true, 'E': true, 'F': true, 'G': true, 'H': true, 'I': true, 'J': true, 'K': true, 'L': true, 'M': true,
	'N': true, 'O': true, 'P': true, 'Q': true, 'R': true, 'S': true, 'T': true, 'U': true, 'V': true, 'W': true, 'X': true, 'Y': true, 'Z': true,
	'a': true, 'b': true, 'c': true, 'd': true, 'e': true, 'f': true, 'g': true, 'h': true, 'i': true, 'j': true, 'k': true, 'l': true, 'm': true,
	'n': true, 'o': true, 'p': true, 'q': true, 'r': true, 's': true, 't': true, 'u': true, 'v': true, 'w': true, 'x': true, 'y': true, 'z': true,
}

// letterAt reports whether a letter starts at s[i].
func letterAt(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	if s[i] < utf8.RuneSelf {
		return isASCIILetter(s[i])
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isLetterRune(r)
}

// alnumAt reports whether a letter or a digit starts at s[i].
func alnumAt(s string, i int) bool {
	return i >= 0 && i < len(s) && isDigit(s[i]) || letterAt(s, i)
}

// alnumBefore reports whether a letter or a digit ends at s[i-1].
func alnumBefore(s string, i int) bool {
	if i <= 0 || i > len(s) {
		return false
	}
	if s[i-1] < utf8.RuneSelf {
		return isDigit(s[i-1]) || isASCIILetter(s[i-1])
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return isLetterRune(r)
}

// wordStart is the start of the run of letters and digits that ends at i.
func wordStart(s string, i int) int {
	for i > 0 {
		if c := s[i-1]; c < utf8.RuneSelf {
			if !isAlnum(c) {
				break
			}
			i--
			continue
		}
		if !alnumBefore(s, i) {
			break
		}
		i -= charLenBefore(s, i)
	}
	return i
}

// isLetterRune reports whether r belongs to a word: a letter, a combining mark, or an
// undecodable byte.
func isLetterRune(r rune) bool {
	return r == utf8.RuneError || unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r)
}

// wordEnd is the end of the run of letters (and digits, when digits) from i.
func wordEnd(s string, i int, digits bool) int {
	for i < len(s) && isASCIILetter(s[i]) {
		i++ // the common word, all ASCII letters
	}
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if !isASCIILetter(c) && !(digits && isDigit(c)) {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isLetterRune(r) || !digits && unicode.IsDigit(r) {
			break
		}
		i += n
	}
	return i
}

// charLen is the byte length of the character at s[i].
func charLen(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// charLenBefore is the byte length of the character ending at s[i-1].
func charLenBefore(s string, i int) int {
	if s[i-1] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeLastRuneInString(s[:i])
	return n
}

// at returns the byte at i, or 0 outside the text.
func (p *scanner) at(i int) byte {
	if i >= 0 && i < len(p.s) {
		return p.s[i]
	}
	return 0
}

// consumeByte reads c.
func (p *scanner) consumeByte(c byte) bool {
	if p.at(p.pos) == c {
		p.pos++
		return true
	}
	return false
}

// consumeSpaces reads spaces, tabs and other white space (no-break, thin spaces).
func (p *scanner) consumeSpaces() bool {
	s, i := p.s, p.pos // in locals: the loop reads no field
	for i < len(s) {
		if c := s[i]; c == ' ' || c == '\t' {
			i++
			continue
		} else if c < utf8.RuneSelf {
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += n
	}
	moved := i > p.pos
	p.pos = i
	return moved
}

// consumeDash reads "-", an en dash or an em dash.
func (p *scanner) consumeDash() bool {
	if p.consumeByte('-') {
		return true
	}
	if p.at(p.pos) == 0xE2 && p.at(p.pos+1) == 0x80 && (p.at(p.pos+2) == 0x93 || p.at(p.pos+2) == 0x94) {
		p.pos += 3
		return true
	}
	return false
}

// consumeSep reads the separator between two parts of a written date:
//
//	sep = [","] spaces | ","
func (p *scanner) consumeSep() bool {
	comma := p.consumeByte(',')
	spaces := p.consumeSpaces()
	if spaces && !comma && p.at(p.pos) == ',' && p.at(p.pos+1) == ' ' { // "March 6 , 2017": a space typed before the comma
		p.pos++
		p.consumeSpaces()
	}
	return spaces || comma
}

// word returns the letters from pos.
func (p *scanner) word() string {
	return p.s[p.pos:wordEnd(p.s, p.pos, false)]
}

// consumeWord reads the word lw (lower case), in any case, ending at a non-letter.
func (p *scanner) consumeWord(lw string) bool {
	if w := p.word(); equalFold(w, lw) {
		p.pos += len(w)
		return true
	}
	return false
}

// consumeNumber reads a run of min to max digits not followed by another digit.
func (p *scanner) consumeNumber(min, max int) (int, bool) {
	i, v := p.pos, 0
	for i < len(p.s) && isDigit(p.s[i]) {
		if i-p.pos == max {
			return 0, false
		}
		v = v*10 + int(p.s[i]-'0')
		i++
	}
	if i-p.pos < min {
		return 0, false
	}
	p.pos = i
	return v, true
}

// consumeYear reads a year: four digits in [minYear, maxYear], not followed by a
// letter or digit.
func (p *scanner) consumeYear() (int, bool) {
	save := p.pos
	y, ok := p.consumeNumber(4, 4)
	if !ok || y < minYear || y > maxYear || letterAt(p.s, p.pos) && !commonEraMark(p.s, p.pos) {
		p.pos = save
		return 0, false
	}
	return y, true
}

// commonEraMark reports the Arabic letter "م" closing a year at i, the mark of the
// Common Era ("15 يونيو 2024م", beside a Hijri date marked "هـ").
func commonEraMark(s string, i int) bool {
	return i+1 < len(s) && s[i] == 0xd9 && s[i+1] == 0x85 && !letterAt(s, i+2)
}

// consumeDay reads a day of the month with an optional ordinal suffix:
//
//	day = 1*2DIGIT ["st" | "nd" | "rd" | "th"]    ; 1..31, not followed by a letter
//	    | "1er" | "1º" | "1ro"                    ; the French, Portuguese and Spanish first
func (p *scanner) consumeDay() (int, bool) {
	save := p.pos
	d, ok := p.consumeNumber(1, 2)
	if ok && letterAt(p.s, p.pos) {
		w := p.word()
		ok = equalFold(w, "st") || equalFold(w, "nd") || equalFold(w, "rd") || equalFold(w, "th") || d == 1 && (w == "er" || w == "º" || w == "ro")
		if m, abbrev := monthName(w); !ok && m != 0 && !abbrev {
			return d, d >= 1 && d <= 31 // "9January 2016": the month's full name typed on; parseDayFirst asks for the year
		}
		p.pos += len(w)
	}
	if !ok || d < 1 || d > 31 {
		p.pos = save
		return 0, false
	}
	return d, true
}

// consumeMonth reads a month name:
//
//	month = name | abbreviation ["."] | misspelt-name    ; a word of its own
//
// An abbreviation's dot may be followed by a digit at once ("Dec.14"). When
// numberNext, as when no day came before, a name must be followed by a number (after
// "." "," spaces or "of"), so that "a protest march" or "since October" are not read as
// months.
func (p *scanner) consumeMonth(numberNext bool) (month int, misspelt, ok bool) {
	var w string
	var m int
	var abbrev bool
	if seen := &p.seen; seen.end > 0 && seen.start == p.pos {
		w = p.s[p.pos:seen.end]
		if len(w) < 3 || alnumBefore(p.s, p.pos) || numberNext && !seen.numberNext {
			return 0, false, false
		}
		m, abbrev = monthOf(seen.kind, seen.val)
	} else {
		w = p.word()
		if len(w) < 3 || alnumBefore(p.s, p.pos) || numberNext && !p.numberAfter(p.pos+len(w)) {
			return 0, false, false
		}
		m, abbrev = monthName(w)
	}
	if m == 0 {
		if m, n := levantMonth(p.s, p.pos); m != 0 {
			p.pos += n
			return m, false, true
		}
		m = misspeltMonth(w)
		misspelt = m != 0
	}
	if m == 0 {
		return 0, false, false
	}
	p.pos += len(w)
	if abbrev || misspelt {
		p.consumeByte('.')
	}
	return m, misspelt, true
}

// levantMonth returns the month of the Levant's and Iraq's calendar written in two
// words at i ("تشرين الأول", October; "كانون الثاني", January) and their length; 0
// for none. Its months of one word are in nameList.
func levantMonth(s string, i int) (int, int) {
	for _, e := range [...]struct {
		w string
		m int
	}{{"تشرين الأول", 10}, {"تشرين الثاني", 11}, {"كانون الأول", 12}, {"كانون الثاني", 1}} {
		if strings.HasPrefix(s[i:], e.w) && !letterAt(s, i+len(e.w)) {
			return e.m, len(e.w)
		}
	}
	return 0, 0
}

// numberAfter reports whether a digit follows i after a separator: "-", or "." ","
// spaces "of" ("de", "del") — but not a digit right after a letter ("Nov6").
func (p *scanner) numberAfter(i int) bool {
	q := scanner{s: p.s, pos: i}
	if q.consumeByte('-') {
		return isDigit(q.at(q.pos))
	}
	q.consumeByte('.')
	q.consumeByte(',')
	if q.consumeSpaces() {
		q.consumeOf()
	}
	return q.pos > i && isDigit(q.at(q.pos))
}

// consumeWeekday reads a day of the week. An abbreviation must end with "." or ","
// ("Wed.", "Sun,") so that words like "sun" are not read as days.
//
//	weekday = name ["."] [","] | abbreviation ("." [","] | ",")
func (p *scanner) consumeWeekday() (int, bool) {
	save := p.pos
	w := p.word()
	if next := p.at(p.pos + len(w)); len(w) > 5 && lower(w[len(w)-1]) != 'y' || len(w) <= 5 && next != '.' && next != ',' {
		return -1, false // neither a name ending in "y" nor an abbreviation with "." or ","
	}
	day, abbrev := weekdayName(w)
	if day < 0 {
		return -1, false
	}
	p.pos += len(w)
	dot := p.consumeByte('.')
	comma := p.consumeByte(',')
	if abbrev && !dot && !comma {
		p.pos = save
		return -1, false
	}
	return day, true
}

// runEnd is the end of the word of letters and digits at i, as wordEnd(s, i, true),
// and whether the word holds an ASCII digit.
func runEnd(s string, i int) (end int, digit bool) {
	for i < len(s) && isASCIILetter(s[i]) {
		i++ // the common word, all ASCII letters
	}
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if isDigit(c) {
				digit = true
			} else if !isASCIILetter(c) {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isLetterRune(r) {
			break
		}
		i += n
	}
	return i, digit
}
