package date

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The forms of a written date, read by the scanner at the start of a word:
//
//	date       = [weekday [spaces]] (monthFirst | dayFirst)
//	           | numeric | qualified | year
//	monthFirst = month sep day [range] sep year        ; November 6, 2016  Nov.6 2016  October, 15, 2012
//	           | month sep [of spaces] year              ; April 2017  Nov. 2016  November of 2016  enero de 2016
//	           | month sep day [range]                   ; on Dec. 13 (no year: no usable date)
//	dayFirst   = day [("-" | spaces ("to" | "and" | "or") spaces) day] ["."] (spaces [of spaces] | "-") month
//	             ((sep | "-") [of spaces] year | ε)
//	                                                     ; 6 November 2016  6th of November, 2016  06-Nov-2016
//	                                                     ; 9 de enero de 2016  9. Januar 2016  1er mars 2024
//	of         = "of" | "de" | "del"                     ; the Spanish and Portuguese "de"
//	range      = [spaces] (dash | "to" | "and" | "or") [spaces] [month sep] day
//	numeric    = year sep3 1*2DIGIT sep3 1*2DIGIT ["T" time] ; 2016-11-06  2016/11/06 (same sep3 twice)
//	           | 1*2DIGIT "." 1*2DIGIT "." year           ; 13.12.2016, read as day.month.year
//	           | 1*2DIGIT sep2 1*2DIGIT sep2 year         ; 13/12/2016, 12/13/2016: only when one reading is a date
//	           | 1*2DIGIT ("-" | ".") roman ("-" | ".") year ; 5-III-1953, 12.VII.1997 (same separator twice)
//	           | 1*2DIGIT "." month "." year              ; 24.nov.2023, as Folhapress writes it
//	           | year ":" 2DIGIT ":" 2DIGIT               ; 2024:03:05 14:22:10, as EXIF writes it
//	           | 8DIGIT                                   ; 20240305, only after a date field's label
//	           | year "年" [1*2DIGIT "月" [1*2DIGIT "日"]]    ; 2024年2月23日, as Chinese and Japanese write it
//	qualified  = qualifier (dash | spaces) ["of" spaces] (month sep year | year)
//	qualifier  = "mid" | "early" | "late" | "spring" | "summer" | "autumn" | "fall" | "winter"
//	year       = 4DIGIT                                  ; kept only where the words around speak of the picture
//	sep        = [","] spaces | ","  (or nothing after an abbreviation's dot: "Dec.14")
//
// A misspelt month counts only in a full date ("Marc 3, 2017"), and so does a month
// name that is also a common word when written in lower case ("may", "march"), and
// a month name of another language that month.go marks foreign, but a full name in
// lower case ("en mars 2024"). The dot after a German day ("9. Januar 2016") is read
// only in a full date, so that a sentence ending in a number is never a day.

// flag records how a date was written, for the notes.
type flag uint8

const (
	flagMisspelt    flag = 1 << iota // the month name is misspelt
	flagRange                        // a range of days: only what both ends share is certain
	flagRangeMonths                  // the range runs across months: only the year is
	flagDayMonth                     // numeric day.month.year
	flagApprox                       // "mid-2016", "early March 2016"
	flagBare                         // a year alone
	flagDropped                      // a year alone not tied to the picture: no note
	flagUnscored                     // judge left the score for later (see judge)
)

// candidate is one date found in the text.
type candidate struct {
	y, m, d    int // m == 0: year precision; d == 0: month precision; y == 0: no year written
	start, end int // the date as written
	ctx        int // where the words before the date end: the weekday's start when one is written
	weekday    int // the weekday written before the date, 0 Sunday; -1 when none
	score      int
	cue        span // the word that gave why
	// The small fields last, packed together: finder holds many candidates.
	flags flag
	why   reason // why the context favours or disfavours the date
	out   bool   // left out: not the picture's date
}

// span is a byte range of the text.
type span struct{ start, end int }

// outcome of reading at a position.
type outcome uint8

const (
	noDate    outcome = iota
	found             // a candidate
	invalid           // looked like a date but is not one (February 30)
	ambiguous         // a numeric date with two readings (6/11/2016)
)

// parseAt reads a date starting at the word at i into c; named is a word whose name
// was read before (see mayStartWordDate).
func parseAt(s string, i int, c *candidate, named *seenWord) outcome {
	p := scanner{s: s, pos: i}
	r := noDate
	if isDigit(s[i]) {
		if insideNumber(s, i) {
			return noDate
		}
		if r = p.try(c, i, (*scanner).parseNumeric); r == noDate {
			if r = p.try(c, i, (*scanner).parseDayFirst); r == noDate {
				r = p.try(c, i, (*scanner).parseYear)
			}
		}
	} else if kind, ok := p.mayStartWordDate(named); ok {
		// Only a weekday starts a weekdayDate, only a qualifier a qualified date.
		if kind == weekdayFull || kind == weekdayAbbrev {
			r = p.try(c, i, (*scanner).parseWeekdayDate)
		}
		if r == noDate {
			r = p.try(c, i, (*scanner).parseMonthFirst)
		}
		if r == noDate && kind == qualifierName {
			r = p.try(c, i, (*scanner).parseQualified)
		}
	}
	c.end = p.pos
	if r == found && !valid(c.y, c.m, c.d) {
		r = invalid
	}
	return r
}

// mayStartWordDate is a quick test of the word at pos: whether it can start a date
// written with words (weekdayDate, monthFirst, qualified), and what it names. A month
// name, or a word that may be a misspelt one, must be followed by a number; a weekday
// or a qualifier by a number, or by "," or ".", or by "-" or a space when it is a
// weekday name or a qualifier ("Wednesday November 6", "mid-2016"). When named is
// the word at pos, what it names is not read again: the scan has read it to find
// where to start (windowStart).
func (p *scanner) mayStartWordDate(named *seenWord) (nameKind, bool) {
	w := p.word()
	end := p.pos + len(w)
	kind, val := named.kind, named.val
	if named.start != p.pos || named.end != end {
		kind, val = nameOf(w)
	}
	next := p.numberAfter(end)
	p.seen = seenWord{start: p.pos, end: end, kind: kind, val: val, numberNext: next}
	switch kind {
	case notName:
		return kind, next && misspeltMonth(w) != 0
	case monthFull, monthAbbrev:
		return kind, next
	}
	if next {
		return kind, true
	}
	switch p.at(end) {
	case '.', ',':
		return kind, true // "Wed., Nov. 6"
	case ' ', '-':
		return kind, lower(w[len(w)-1]) == 'y' || kind == qualifierName
	}
	return kind, false
}

// insideNumber reports whether the digits at i continue a number or a path: 1,200
// 10:30 1.2.3 .../2016/12/22/...
func insideNumber(s string, i int) bool {
	if i == 0 {
		return false
	}
	switch s[i-1] {
	case '/':
		return true
	case '.', '-', ':', ',':
		return i > 1 && isDigit(s[i-2])
	}
	return false
}

// try reads one form from i into a fresh candidate.
func (p *scanner) try(c *candidate, i int, form func(*scanner, *candidate) outcome) outcome {
	*c = candidate{start: i, ctx: i, weekday: -1}
	p.pos = i
	r := form(p, c)
	if r == noDate {
		p.pos = i
	}
	return r
}

// parseWeekdayDate reads a date after a day of the week.
//
//	weekdayDate = weekday [spaces] (monthFirst | dayFirst)
func (p *scanner) parseWeekdayDate(c *candidate) outcome {
	wd, ok := p.consumeWeekday()
	if !ok {
		return noDate
	}
	p.consumeSpaces()
	c.start = p.pos
	var r outcome
	if isDigit(p.at(p.pos)) {
		r = p.parseDayFirst(c)
	} else {
		r = p.parseMonthFirst(c)
	}
	if r == noDate {
		return noDate
	}
	c.weekday = wd
	return r
}

// parseMonthFirst reads monthFirst (see the grammar at the top of the file).
func (p *scanner) parseMonthFirst(c *candidate) outcome {
	save := p.pos
	wstart := p.pos
	m, misspelt, ok := p.consumeMonth(true)
	if !ok {
		return noDate
	}
	name := p.s[wstart:p.pos]
	dotted := name[len(name)-1] == '.'
	if !p.consumeSep() && !dotted {
		p.pos = save
		return noDate
	}
	c.m = m
	if misspelt {
		c.flags |= flagMisspelt
	}
	if d, ok := p.consumeDay(); ok {
		c.d = d
		p.consumeRange(c)
		afterDay := p.pos
		if y, ok := p.consumeYearAfterSep(); ok {
			c.y = y
			return acceptMonth(c, name)
		}
		if p.at(p.pos) == ' ' && lower(p.at(p.pos+1)) == 'o' && lower(p.at(p.pos+2)) == 'f' && p.at(p.pos+3) == ' ' && isDigit(p.at(p.pos+4)) {
			p.pos += 4 // "the April 5th of 2022", as translated captions write it
			if y, ok := p.consumeYear(); ok && p.endsNumber() {
				c.y = y
				return acceptMonth(c, name)
			}
			p.pos = afterDay
		}
		if p.at(p.pos) == '.' && p.at(p.pos+1) == ' ' && isDigit(p.at(p.pos+2)) { // "Jan 9. 2016": a full stop typed for the comma
			p.pos += 2
			if y, ok := p.consumeYear(); ok && !alnumAt(p.s, p.pos) {
				c.y = y
				return acceptMonth(c, name)
			}
		}
		p.pos = afterDay
		return acceptMonth(c, name)
	}
	before := p.pos
	p.consumeOf()
	if y, ok := p.consumeYear(); ok {
		c.y = y
		if p.pos > before && lower(p.at(before)) == 'd' && romanceMonth(c, name) {
			return found // "Diciembre de 1978.": capitalised at a sentence's start, "de" tells the language
		}
		return acceptMonth(c, name)
	}
	p.pos = save
	return noDate
}

// romanceMonth reports the full name of a month of French, Spanish, Italian or
// Portuguese, spelt right, that "de" or "del" joins to its year: capitalised, as a
// sentence opens, it still names the month ("Marzo de 1983."), which a name
// ("Marzo 2020" as a film's) does not write with "de".
func romanceMonth(c *candidate, name string) bool {
	v := nameEntry(name)
	return c.flags&flagMisspelt == 0 && v&foreign != 0 && v>>4&7 == monthFull
}

// consumeOf reads the word between a month and a year, or a day and a month, and
// the space after it: "of", or the Spanish and Portuguese "de" and "del" (any case).
func (p *scanner) consumeOf() {
	save := p.pos
	a, b := lower(p.at(save)), lower(p.at(save+1))
	n := 2
	if a == 'd' && b == 'e' && lower(p.at(save+2)) == 'l' {
		n = 3
	} else if !(a == 'o' && b == 'f' || a == 'd' && b == 'e') {
		return
	}
	if p.at(save+n) == ' ' {
		p.pos = save + n + 1
	}
}

// acceptMonth checks the rules on month names (see the grammar) once the parts of
// the date are read: a misspelt month, or "may" and "march" in lower case, count only
// in a full date.
func acceptMonth(c *candidate, name string) outcome {
	full := c.d != 0 && c.y != 0
	commonWord := 'a' <= name[0] && name[0] <= 'z' && (equalFold(name, "may") || equalFold(name, "march"))
	if !full && (c.flags&flagMisspelt != 0 || commonWord || onlyInFullDate(name)) {
		return noDate
	}
	return found
}

// consumeYearAfterSep reads sep year, as after the day in "Nov. 6, 2016".
func (p *scanner) consumeYearAfterSep() (int, bool) {
	save := p.pos
	if p.consumeSep() {
		if y, ok := p.consumeYear(); ok {
			return y, true
		}
	}
	p.pos = save
	return 0, false
}

// consumeRange reads the end of a range of days, "-6" in "November 5-6, 2016" or
// " to December 1" in "November 30 to December 1, 2016", and flags it.
func (p *scanner) consumeRange(c *candidate) {
	if b := p.at(p.pos); b < utf8.RuneSelf && b != ' ' && b != '\t' && b != '-' && !isASCIILetter(b) {
		return // most days end with "," or "." (as the year or the sentence follows): no space, dash or word
	}
	save := p.pos
	p.consumeSpaces()
	if !p.consumeDash() && !p.consumeRangeWord() {
		p.pos = save
		return
	}
	p.consumeSpaces()
	mark := p.pos
	months := false
	if _, _, ok := p.consumeMonth(true); !ok || !p.consumeSep() {
		p.pos = mark
	} else {
		months = true
	}
	if _, ok := p.consumeDay(); !ok {
		p.pos = save
		return
	}
	c.flags |= flagRange
	if months {
		c.flags |= flagRangeMonths
	}
}

// consumeRangeWord reads the "to" or "and" of a range of days, or the "or" of two
// days either of which it may be ("March 5 or 6, 2024"): only what both share is sure.
func (p *scanner) consumeRangeWord() bool {
	w := p.word() // read once for the words
	if equalFold(w, "to") || equalFold(w, "and") || equalFold(w, "or") {
		p.pos += len(w)
		return true
	}
	return false
}

// parseDayFirst reads dayFirst (see the grammar at the top of the file).
func (p *scanner) parseDayFirst(c *candidate) outcome {
	save := p.pos
	d, ok := p.consumeDay()
	if !ok {
		return noDate
	}
	mark := p.pos // a range of days: "5-6 November", "3 and 5 May", "10 to 12 June"
	if p.consumeDash() || p.consumeSpaces() && p.consumeRangeWord() && p.consumeSpaces() {
		if _, ok := p.consumeDay(); ok {
			c.flags |= flagRange
			mark = p.pos
		}
	}
	p.pos = mark
	dot := p.at(p.pos) == '.' && p.at(p.pos+1) == ' ' // "9. Januar 2016"
	if dot {
		p.pos++
	}
	glued := letterAt(p.s, p.pos) // "9January 2016" (consumeDay took no month's name)
	dash := !dot && !glued && p.consumeDash()
	if !dash && !glued {
		if !p.consumeSpaces() {
			p.pos = save
			return noDate
		}
		p.consumeOf()
	}
	wstart := p.pos
	m, misspelt, ok := p.consumeMonth(false)
	if glued {
		w := p.word() // a full name: consumeDay saw it
		m, _ = monthName(w)
		p.pos += len(w)
	}
	if !ok && !glued {
		p.pos = save
		return noDate
	}
	c.d, c.m = d, m
	if misspelt {
		c.flags |= flagMisspelt
	}
	afterMonth := p.pos
	if p.consumeDash() || p.consumeSep() {
		p.consumeOf()
		if y, ok := p.consumeYear(); ok {
			c.y = y
			return acceptMonth(c, p.s[wstart:afterMonth])
		}
	}
	p.pos = afterMonth
	if dot || glued {
		p.pos = save
		return noDate
	}
	if y, ok := p.consumeMonthsRangeEnd(); ok {
		c.y = y // "between 20 October and 15 November 2024": only the year is sure
		c.flags |= flagRange | flagRangeMonths
		return acceptMonth(c, p.s[wstart:afterMonth])
	}
	p.pos = afterMonth
	return acceptMonth(c, p.s[wstart:afterMonth])
}

// consumeMonthsRangeEnd reads the end of a range of days across months after the
// first day's month, " and 15 November 2024" in "20 October and 15 November 2024",
// and returns its year.
//
//	months-range-end = spaces (dash | "to" | "and") spaces day spaces month (sep | "-") year
func (p *scanner) consumeMonthsRangeEnd() (int, bool) {
	if !p.consumeSpaces() || !p.consumeDash() && (p.at(p.pos)|0x20 == 'o' || !p.consumeRangeWord()) || !p.consumeSpaces() {
		return 0, false // "or" is no range across months
	}
	if _, ok := p.consumeDay(); !ok || !p.consumeSpaces() {
		return 0, false
	}
	if _, _, ok := p.consumeMonth(false); !ok || !p.consumeDash() && !p.consumeSep() {
		return 0, false
	}
	return p.consumeYear()
}

// parseNumeric reads numeric (see the grammar at the top of the file).
func (p *scanner) parseNumeric(c *candidate) outcome {
	start := p.pos
	a, ok := p.consumeNumber(1, 4)
	digits := p.pos - start
	if a == 1 && digits == 1 && strings.HasPrefix(p.s[p.pos:], "º.") && letterAt(p.s, p.pos+3) {
		p.pos += len("º") // "1º.nov.2022/Folhapress": the first of the month, as Brazil writes it
	}
	sep := p.at(p.pos)
	if !ok && isDigit(sep) && (afterDateLabel(p.s, start) || compactDateline(p.s, start)) {
		return p.parseCompact(c)
	}
	if digits == 4 && sep == 0xe5 {
		return p.parseHan(c, a)
	}
	if digits == 4 && sep == ' ' && p.at(p.pos+1)-'A' < 26 {
		return p.parseYearMonthDay(c, a)
	}
	if digits == 4 && sep == '.' && p.at(p.pos+1) == ' ' && p.at(p.pos+2)-'a' < 26 {
		if p.parseYearDotMonthDay(c, a) {
			return found
		}
	}
	if ok && digits <= 2 && 'A' <= sep && sep <= 'Z' {
		return p.parseGlued(c, a)
	}
	exif := digits == 4 && sep == ':' // 2024:03:05, as EXIF writes it
	if !ok || digits == 3 || (sep != '-' && sep != '/' && sep != '.' && !exif) {
		return noDate
	}
	p.pos++
	if digits <= 2 && sep != '/' {
		if m := p.consumeRomanMonth(); m != 0 { // 5-III-1953, 12.VII.1997
			if y, ok := p.consumeYearAfter(sep); ok {
				c.y, c.m, c.d = y, m, a
				return found
			}
			return noDate
		}
	}
	if digits <= 2 && sep == '.' && letterAt(p.s, p.pos) {
		// the month's abbreviation between points, as Folhapress dates a picture
		// ("Name - 24.nov.2023/Folhapress")
		if m, misspelt, ok := p.consumeMonth(false); ok && !misspelt && a >= 1 && a <= 31 {
			if p.at(p.pos-1) == '.' || p.consumeByte('.') {
				if y, ok := p.consumeYear(); ok && (p.endsNumber() || p.at(p.pos) == '/') { // "24.nov.2023/Folhapress"
					c.y, c.m, c.d = y, m, a
					return found
				}
			}
		}
		return noDate
	}
	bstart := p.pos
	b, ok1 := p.consumeNumber(1, 2)
	if ok1 && digits == 4 && sep == '-' && p.pos-bstart == 2 && b >= 1 && b <= 12 && p.endsNumber() &&
		a >= minYear && a <= maxYear && afterDateLabel(p.s, start) {
		c.y, c.m = a, b // "Date: 2008-05": a field's year and month
		return found
	}
	if !ok1 || !p.consumeByte(sep) || exif && p.pos-bstart != 3 {
		return noDate
	}
	if digits == 4 { // year sep month sep day
		dstart := p.pos
		d, ok := p.consumeNumber(1, 2)
		if exif && p.pos-dstart != 2 {
			return noDate
		}
		withTime := p.at(p.pos) == 'T' && isDigit(p.at(p.pos+1))                 // 2016-11-06T10:30
		agencyAfter := sep == '.' && p.at(p.pos) == '/' && p.at(p.pos+1) >= 0x80 // "2025.3.26/뉴스1": the agency after a slash
		if !ok || !withTime && !agencyAfter && !p.endsNumber() || a < minYear || a > maxYear {
			return noDate
		}
		c.y, c.m, c.d = a, b, d
		return found
	}
	y, ok := p.consumeYear()
	if !ok && sep == '/' && a <= 31 && b >= 1 && b <= 12 && strings.HasSuffix(p.s[:start], "dated ") {
		// PA's "File photo dated 31/07/24": the day first and a year of two digits, in
		// this century
		if yy, ok := p.consumeNumber(2, 2); ok && p.endsNumber() {
			c.y, c.m, c.d = 2000+yy, b, a
			c.flags |= flagDayMonth
			return found
		}
	}
	if !ok || !p.endsNumber() || a > 31 {
		return noDate
	}
	c.y = y
	switch {
	case sep == '.' || a > 12 && b <= 12:
		c.d, c.m = a, b
		c.flags |= flagDayMonth
	case b > 12 && a <= 12:
		c.m, c.d = a, b
	case a == b:
		c.m, c.d = a, b
	default:
		// two readings: a day of the week written before the date picks the one it
		// matches ("Kamis (3/7/2025)", Thursday 3 July; "Thursday, 7/3/2025")
		wd := weekdayBefore(p.s, start)
		dm, md := valid(y, b, a) && weekdayOf(y, b, a) == wd, valid(y, a, b) && weekdayOf(y, a, b) == wd
		switch {
		case wd >= 0 && dm && !md:
			c.d, c.m = a, b
			c.flags |= flagDayMonth
		case wd >= 0 && md && !dm:
			c.m, c.d = a, b
		case wd < 0 && (dayFirstWordBefore(p.s, start) || strings.HasSuffix(p.s[:start], "photo dated ")) && valid(y, b, a):
			c.d, c.m = a, b // "ngày 5/3/2020": a language that writes the day first; PA's "File photo dated 06/09/2022"
			c.flags |= flagDayMonth
		default:
			return ambiguous
		}
	}
	return found
}

// dayFirstWordBefore reports, right before the date at i, the word for "day" or
// "date" of Vietnamese ("ngày") or Indonesian ("tanggal"), languages that write the
// day first. (French "le" is left out: blind225's gold leaves "le 03/04/2023"
// undated as two readings.)
func dayFirstWordBefore(s string, i int) bool {
	if i < 2 || s[i-1] != ' ' {
		return false
	}
	for _, w := range [...]string{"ngày", "tanggal"} {
		if j := i - 1 - len(w); j >= 0 && s[j:i-1] == w && (j == 0 || s[j-1] == ' ' || s[j-1] == ',' || s[j-1] == '(') {
			return true
		}
	}
	return false
}

// otherWeekdays are the days of the week, Sunday first, of the languages whose
// captions write a numeric date after one besides English (weekdayName): Indonesian
// and Malay, Spanish, French, Portuguese, Italian, German.
var otherWeekdays = [...][7]string{
	{"minggu", "senin", "selasa", "rabu", "kamis", "jumat", "sabtu"},
	{"ahad", "isnin", "selasa", "rabu", "khamis", "jumaat", "sabtu"},
	{"domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"},
	{"dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"},
	{"domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"},
	{"domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"},
	{"sonntag", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag"},
}

// weekdayBefore returns the day of the week (0 Sunday .. 6) named right before a
// numeric date at start, past spaces, a comma or an opening bracket, or -1.
func weekdayBefore(s string, start int) int {
	d, _ := weekdayBeforeAt(s, start)
	return d
}

// weekdayBeforeAt is weekdayBefore with where the weekday's name begins.
func weekdayBeforeAt(s string, start int) (int, int) {
	j := start
	for j > 0 && (s[j-1] == ' ' || s[j-1] == ',' || s[j-1] == '(') {
		j--
	}
	i := j
	for i > 0 && (s[i-1] >= 0x80 || s[i-1] == '-' || s[i-1]|0x20 >= 'a' && s[i-1]|0x20 <= 'z') {
		i--
	}
	if j-i < 4 || j-i > 14 {
		return -1, 0
	}
	w := s[i:j]
	if d, _ := weekdayName(w); d >= 0 {
		return d, i
	}
	for _, names := range otherWeekdays {
		for d, n := range names {
			if len(n) == len(w) && strings.EqualFold(n, w) {
				return d, i
			}
		}
	}
	return -1, 0
}

// parseYearDotMonthDay reads a date in Hungarian's order after its year y, at the
// dot after it: the month's name in lower case and the day, which a dot or a case
// ending closes ("2025. június 28.", "2025. június 28-án"). It moves nothing when
// it reads none.
func (p *scanner) parseYearDotMonthDay(c *candidate, y int) bool {
	save := p.pos
	p.pos += 2
	wstart := p.pos
	m, misspelt, ok := p.consumeMonth(true)
	if ok && !misspelt && p.pos-wstart >= 4 && p.at(p.pos) == ' ' && y >= minYear && y <= maxYear {
		p.pos++
		if d, ok := p.consumeDay(); ok && (p.at(p.pos) == '.' || p.at(p.pos) == '-') {
			c.y, c.m, c.d = y, m, d
			return true
		}
	}
	p.pos = save
	return false
}

// parseYearMonthDay reads the month's full name and the day after a year y and a
// space, as translated captions write a date in their own order ("on 2016 January
// 9"): nothing but a space between, the day a number that ends there.
func (p *scanner) parseYearMonthDay(c *candidate, y int) outcome {
	p.pos++
	wstart := p.pos
	m, misspelt, ok := p.consumeMonth(true)
	if !ok || misspelt || p.pos-wstart < 3 || p.s[p.pos-1] == '.' || p.at(p.pos) != ' ' || y < minYear || y > maxYear {
		return noDate
	}
	p.pos++
	if d, ok := p.consumeDay(); ok && p.endsNumber() {
		c.y, c.m, c.d = y, m, d
		return found
	}
	return noDate
}

// parseHan reads the rest of a date written with the Han characters for year, month
// and day, as Chinese and Japanese write a Gregorian date, after its year y: a year of
// an era ("令和6年") has fewer digits and is not read.
func (p *scanner) parseHan(c *candidate, y int) outcome {
	if !strings.HasPrefix(p.s[p.pos:], "年") || y < minYear || y > maxYear {
		return noDate
	}
	p.pos += len("年")
	c.y = y
	save := p.pos
	m, ok := p.consumeNumber(1, 2)
	if !ok || m < 1 || m > 12 || !strings.HasPrefix(p.s[p.pos:], "月") {
		p.pos = save
		c.flags |= flagBare
		return found // "2024年": a year alone, kept as parseYear keeps one
	}
	p.pos += len("月")
	c.m = m
	save = p.pos
	if d, ok := p.consumeNumber(1, 2); ok && strings.HasPrefix(p.s[p.pos:], "日") {
		p.pos += len("日")
		c.d = d
		return found
	}
	p.pos = save
	return found
}

// parseCompact reads the eight digits of a date field's value, year, month and
// day with no separator ("Date Created: 20240305", as IPTC writes it); in a file
// name or an identifier such digits are no date.
func (p *scanner) parseCompact(c *candidate) outcome {
	v, ok := p.consumeNumber(8, 8)
	if !ok || !p.endsNumber() {
		return noDate
	}
	c.y, c.m, c.d = v/10000, v/100%100, v%100
	if c.y < minYear || c.y > maxYear {
		return noDate
	}
	return found
}

// parseGlued reads a day, a month's name in capitals and a year written together, as
// Cuartoscuro dates its pictures ("ACAPULCO, GUERRERO, 03OCTUBRE2024.-"), from the
// month's first letter after the day a.
func (p *scanner) parseGlued(c *candidate, a int) outcome {
	i := p.pos
	for i < len(p.s) && 'A' <= p.s[i] && p.s[i] <= 'Z' {
		i++
	}
	m, _ := monthName(p.s[p.pos:i])
	if m == 0 || a < 1 || a > 31 {
		return noDate
	}
	p.pos = i
	y, ok := p.consumeNumber(4, 4)
	if !ok || y < minYear || y > maxYear || !p.endsNumber() {
		return noDate
	}
	c.y, c.m, c.d = y, m, a
	c.flags |= flagDayMonth
	return found
}

// compactDateline reports eight digits at i after the town that opens the caption and
// before a stop, as NTB dates its pictures ("Longyearbyen 20230314. ...", "Oslo
// 20240517. ..."): the town's one to three words, capitalised but for a particle.
func compactDateline(s string, i int) bool {
	if i < 3 || i > 40 || s[i-1] != ' ' || i+8 >= len(s) || s[i+8] != '.' || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	words := strings.Fields(s[:i-1])
	if len(words) > 3 {
		return false
	}
	for _, w := range words {
		for _, r := range w {
			if r != '-' && !unicode.IsLetter(r) {
				return false
			}
		}
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) && len(w) > 3 {
			return false // a town's words are capitalised, but for a particle ("Mo i Rana")
		}
	}
	return true
}

// afterDateLabel reports whether s[:i] ends with a field label that names a date
// and its colon: "Date:", "Date Created:", "Create Date :", "Date/Time Original:",
// "DateTimeOriginal:" (a word of its last three that is or opens with "date").
func afterDateLabel(s string, i int) bool {
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	if i == 0 || s[i-1] != ':' {
		return false
	}
	i--
	for w := 0; w < 3 && i > 0; w++ {
		for i > 0 && s[i-1] == ' ' {
			i--
		}
		end := i
		for i > 0 && (isASCIILetter(s[i-1]) || s[i-1] == '/') {
			i--
		}
		if end-i >= 4 && equalFold(s[i:i+4], "date") && (end-i == 4 || s[i+4] == '/' || s[i+4] >= 'A' && s[i+4] <= 'Z') {
			return true
		}
		if end == i || i > 0 && s[i-1] != ' ' {
			return false
		}
	}
	return false
}

// romanMonths are the months in capital Roman numerals, as European archives
// write them between a day and a year.
var romanMonths = [...]string{"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"}

// consumeRomanMonth reads a month in capital Roman numerals; 0 when none.
func (p *scanner) consumeRomanMonth() int {
	i := p.pos
	for i < len(p.s) && i-p.pos < 4 && (p.s[i] == 'I' || p.s[i] == 'V' || p.s[i] == 'X') {
		i++
	}
	for m, r := range romanMonths {
		if r == p.s[p.pos:i] {
			p.pos = i
			return m + 1
		}
	}
	return 0
}

// consumeYearAfter reads sep and a year that ends the number.
func (p *scanner) consumeYearAfter(sep byte) (int, bool) {
	if !p.consumeByte(sep) {
		return 0, false
	}
	y, ok := p.consumeYear()
	return y, ok && p.endsNumber()
}

// endsNumber reports whether the number read last ends there: not followed by a
// letter, a digit, a "/" (a path), or a separator and a digit (1.2.3.4, 10:30).
func (p *scanner) endsNumber() bool {
	c := p.at(p.pos)
	if commonEraMark(p.s, p.pos) {
		return true // "2024م"
	}
	if alnumAt(p.s, p.pos) || c == '/' {
		return false
	}
	return !((c == '.' || c == '-' || c == ':') && isDigit(p.at(p.pos+1)))
}

// parseQualified reads qualified (see the grammar at the top of the file).
func (p *scanner) parseQualified(c *candidate) outcome {
	save := p.pos
	if next := p.at(p.pos + len(p.word())); next != '-' && next != ' ' || !p.consumeQualifier() {
		return noDate
	}
	if !p.consumeDash() && !p.consumeSpaces() {
		p.pos = save
		return noDate
	}
	if of := p.pos; !p.consumeWord("of") || !p.consumeSpaces() {
		p.pos = of
	}
	if isDigit(p.at(p.pos)) {
		if y, ok := p.consumeYear(); ok && p.endsNumber() {
			c.y = y
			c.flags |= flagApprox
			return found
		}
	} else if p.parseMonthFirst(c) == found && c.d == 0 && c.y != 0 {
		c.flags |= flagApprox
		return found
	}
	p.pos = save
	return noDate
}

// consumeQualifier reads one of the qualifiers.
func (p *scanner) consumeQualifier() bool {
	w := p.word()
	if isQualifier(w) {
		p.pos += len(w)
		return true
	}
	return false
}

// isQualifier reports whether w is one of the qualifiers.
func isQualifier(w string) bool {
	k, _ := nameOf(w)
	return k == qualifierName
}

// parseYear reads a year alone, flagged bare: the context decides whether it is the
// picture's time.
func (p *scanner) parseYear(c *candidate) outcome {
	save := p.pos
	y, ok := p.consumeYear()
	if !ok || !p.endsNumber() {
		p.pos = save
		return noDate
	}
	c.y = y
	c.flags |= flagBare
	c.ctx = theYearBefore(p.s, c.start)
	return found
}

// theYearBefore returns where "the year " or "the year of " begins before the year
// at i, so that the words before it are read as before the year alone ("in the year
// 2019", "in the year of 2017", as translated captions write it); else i.
func theYearBefore(s string, i int) int {
	j := i
	if j >= 3 && s[j-1] == ' ' && s[j-2] == 'f' && s[j-3] == 'o' {
		j -= 3
	}
	if j >= 9 && s[j-1] == ' ' && equalFold(s[j-9:j], "the year ") {
		return j - 9
	}
	return i
}
