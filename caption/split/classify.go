package split

import (
	"bytes"
	"unicode"
	"unicode/utf8"
)

// Line classes. They read the raw bytes of a line, which may be UTF-8 or a
// single-byte encoding, and look only at that line.

// classify trims the line data[p:end] and says what kind of line it is:
//
//	noise    = counter | navigation | date or time line | no letter or digit | list number
//	         | figure label | alt text | "Replying to @name"
//	         | (no credit) link label | link bar | footer | notice | link with its address
//	                                                                (see noise.go)
//	title    = at most 7 words and 64 bytes, no ending but an aside in brackets, no '/',
//	           no credit led by a word for picture after a sentence;
//	           noise when a form feed opens it (a page's running head)
//	complete = at least 4 words, ending (sentence punctuation, "...more") or a credit near the end
//	other    = anything else
//
// A list number or figure label that opens a line of at least four words
// ("1. ", "12) ", "2/ ", "Figure 3: ") is not part of the line's text: it is
// marked (lineInfo.mark) and the rest classified. A notice and a reply line
// are flagged: paragraph makes noise of the lines around them (context).
func (s *splitter) classify(p, end, next, no int) lineInfo {
	l := lineInfo{start: p, next: next, no: no}
	l.s, l.e = trim(s.data, p, end)
	t := s.data[l.s:l.e]
	if m := listMarker(t); m > 0 && words(t[m:], 4) >= 4 {
		l.mark = m
		t = t[m:]
	}
	slash := hasSlashCredit(t)
	switch {
	case isReply(t):
		l.kind, l.flag = kindNoise, flagReply
	case l.mark == 0 && placeDateHeading(t):
		l.kind = kindTitle // "Fira, Santorini, 2025-02-04" over its caption: a heading, no date line of a page
	case isNoise(t, slash):
		l.kind = kindNoise
		if !slash && len(t) > 40 && isNotice(t) { // a date line or a counter is shorter
			l.flag = flagNotice
		}
	case l.mark == 0 && (isTitle(t) || datedHeading(t)): // the start of a list item is never a title
		l.kind = kindTitle
		if s.data[p] == '\f' { // the first line of a page: a running head
			l.kind = kindNoise
		}
	case words(t, 4) >= 4 && (hasEnding(t) || isTruncated(t) || slash || endsInCaps(t) || endsInName(t)):
		l.kind = kindComplete
	}
	return l
}

// isTitle reports a short line with no ending and no credit; an aside in
// brackets at its end is no ending ("Lead picture (page 7)", "Cart (0)").
func isTitle(t []byte) bool {
	if len(t) > 64 || words(t, 8) > 7 || hasEnding(t) && !endsInAside(t) || isTruncated(t) || leadCredit(t) {
		return false
	}
	for _, b := range t {
		if b == '/' {
			return false
		}
	}
	return true
}

// datedHeading reports a short line of a date and, after a slash, a place in
// capitals, as Agencia Uno heads its captions ("12 DE NOVIEMBRE DE 2019/SANTIAGO"):
// the heading of the caption under it, like a title, not a caption ending in a credit.
func datedHeading(t []byte) bool {
	i := bytes.LastIndexByte(t, '/')
	if i < 4 || i+3 > len(t) || len(t) > 64 || words(t, 9) > 8 || !hasYear(t[i-4:i]) {
		return false
	}
	for _, b := range t[i+1:] {
		if !('A' <= b && b <= 'Z' || b == ' ' || b >= 0x80) {
			return false
		}
	}
	return true
}

// placeDateHeading reports a short line of one to three places, each capitalised
// and after a comma, and a date in numbers (isDateLine), as a gallery heads the
// caption under it ("Fira, Santorini, 2025-02-04", "Kyiv, 05.06.2024").
func placeDateHeading(t []byte) bool {
	n := len(t)
	if n < 12 || n > 64 || !isASCIIDigit(t[n-1]) {
		return false // most lines: the quick test
	}
	k := bytes.LastIndex(t, []byte(", "))
	if k < 1 || !isASCIIDigit(t[k+2]) || !isDateLine(t[k+2:]) {
		return false
	}
	parts, start := 0, true // the places, each capitalised after its comma
	for i := 0; i < k; i++ {
		switch b := t[i]; {
		case start:
			if parts++; parts > 3 || !('A' <= b && b <= 'Z' || b >= 0x80) {
				return false
			}
			start = false
		case b == ',' && i+1 < k && t[i+1] == ' ':
			start = true
			i++
		case !(isASCIILetter(b) || b == ' ' || b == '-' || b == '\'' || b >= 0x80):
			return false
		}
	}
	return !start
}

// leadCredit reports a sentence followed by a credit that a word for picture leads,
// which makes a short line a caption ("Smog over Hanoi. Photo: Tuoi Tre",
// "Flooded fields near Sylhet. (Photo: Name)"), not a title.
func leadCredit(t []byte) bool {
	for _, l := range [...]string{". Photo: ", ". Photo by ", ". Photos: ", ". Picture: ", ". Pic: ", ". Foto: ", ". (Photo"} {
		if bytes.Contains(t, []byte(l)) {
			return true
		}
	}
	return false
}

// endsInAside reports a line that ends with a note in brackets that starts
// with a small letter or is a number of one to three digits: "(page 7)", "(out
// of focus)", "(0)"; not a credit ("(AP)", "(Photo: Name)") or a year ("(2016)").
func endsInAside(t []byte) bool {
	n := len(t)
	if t[n-1] != ')' {
		return false
	}
	i := bytes.LastIndexByte(t, '(')
	if i < 0 || i+2 >= n {
		return false
	}
	b := t[i+1]
	return 'a' <= b && b <= 'z' || isASCIIDigit(b) && n-i-2 <= 3
}

// isByline reports an author's line: "By" and a name ("By Priya Nandakumar").
func isByline(t []byte) bool {
	return len(t) > 4 && t[0] == 'B' && (t[1] == 'y' || t[1] == 'Y') && t[2] == ' ' && 'A' <= t[3] && t[3] <= 'Z'
}

// isReply reports the line over a reply in a copied thread: "Replying to @name".
func isReply(t []byte) bool {
	return len(t) > 13 && t[0]|0x20 == 'r' && equalFold(t[:13], "replying to @")
}

// words counts the words of t, stopping at limit.
func words(t []byte, limit int) int {
	n := 0
	in := false
	for _, b := range t {
		if b <= ' ' {
			in = false
		} else if !in {
			in = true
			n++
			if n >= limit {
				return n
			}
		}
	}
	return n
}

// endings are the UTF-8 characters, besides ASCII, that end a sentence: …, ”,
// ’, », Arabic question mark and full stop, ideographic full stop, full-width
// ! ? and ).
var endings = [...]string{"…", "”", "’", "»", "؟", "۔", "。", "！", "？", "）"}

// hasEnding reports whether t ends with sentence punctuation, a closing
// bracket or a closing quote, in UTF-8 or Windows-1252.
//
// Not inlined: its copies at every call would grow the wasm module more than a call
// costs here.
//
//go:noinline
func hasEnding(t []byte) bool {
	if len(t) == 0 {
		return false
	}
	switch t[len(t)-1] {
	case '.', '!', '?', ')', ']', '"', '\'':
		return true
	case 0x85, 0x92, 0x94, 0xBB: // …, ’, ”, » in Windows-1252
		if len(t) == 1 || t[len(t)-2] < 0x80 {
			return true
		}
	}
	for _, e := range endings {
		if len(t) >= len(e) && string(t[len(t)-len(e):]) == e {
			return true
		}
	}
	return false
}

// isTruncated reports the end of a shortened caption:
//
//	truncated = text ( ellipsis [ws] "more" | ellipsis )
//	ellipsis  = "..." | "…" | 0x85 (… in Windows-1252)
func isTruncated(t []byte) bool {
	n := len(t)
	if n >= 4 && equalFold(t[n-4:], "more") {
		n -= 4
		if n > 0 && t[n-1] == ' ' {
			n--
		}
		return hasEllipsis(t[:n])
	}
	return hasEllipsis(t)
}

func hasEllipsis(t []byte) bool {
	n := len(t)
	switch {
	case n >= 3 && string(t[n-3:]) == "...", n >= 3 && string(t[n-3:]) == "…":
		return true
	case n >= 1 && t[n-1] == 0x85:
		return n == 1 || t[n-2] < 0x80
	}
	return false
}

// equalFold reports whether t is the lower-case ASCII word w, in any case.
func equalFold(t []byte, w string) bool {
	if len(t) != len(w) {
		return false
	}
	for i, b := range t {
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		if b != w[i] {
			return false
		}
	}
	return true
}

// hasCredit reports a credit near the end of t:
//
//	credit = ... '/' letter ...       in the last 64 bytes, a '/' next to a letter
//	                                  (after at most one space): "REUTERS/Name",
//	                                  "(AP Photo/ Name)", "Name/AFP/Getty Images"
//	       | ... CAPS                 a last word in capitals: "via Reuters TV"
//	       | ... ". " Name{1,5}       after the last sentence, one to five words
//	                                  that start with a capital: "Social Media Website"
func hasCredit(t []byte) bool {
	return hasSlashCredit(t) || endsInCaps(t) || endsInName(t)
}

// endsInCaps reports a last word of at least two capital letters.
func endsInCaps(t []byte) bool {
	caps := 0
	for i := len(t) - 1; i >= 0 && t[i] > ' '; i-- {
		if t[i] < 'A' || t[i] > 'Z' {
			return false
		}
		caps++
	}
	return caps >= 2
}

// endsInName reports one to five capitalised words after the last ". " in the
// last 48 bytes.
func endsInName(t []byte) bool {
	from := max(0, len(t)-48)
	for i := len(t) - 2; i >= from; i-- {
		if t[i] != '.' || t[i+1] != ' ' {
			continue
		}
		n := 0
		for j := i + 1; j < len(t); j++ {
			if t[j-1] == ' ' && t[j] != ' ' {
				if t[j] < 'A' || t[j] > 'Z' {
					return false
				}
				n++
			}
		}
		return n >= 1 && n <= 5
	}
	return false
}

func isASCIILetter(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

func isASCIIDigit(b byte) bool { return '0' <= b && b <= '9' }

// hasLetterOrDigit reports whether t holds a letter or a digit in any script;
// bytes that are not UTF-8 are read as Windows-1252.
func hasLetterOrDigit(t []byte) bool {
	for i := 0; i < len(t); {
		b := t[i]
		if b < utf8.RuneSelf {
			if isASCIILetter(b) || isASCIIDigit(b) {
				return true
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(t[i:])
		if r == utf8.RuneError && size == 1 {
			r = rune(cp1252[b-0x80])
		}
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			return true
		}
		i += size
	}
	return false
}

// trim returns the bounds of data[p:end] without white space at either end.
func trim(data []byte, p, end int) (int, int) {
	for p < end {
		n := spaceAt(data, p, end)
		if n == 0 {
			break
		}
		p += n
	}
	for end > p {
		n := spaceBefore(data, p, end)
		if n == 0 {
			break
		}
		end -= n
	}
	return p, end
}

// isSpaceByte reports ASCII white space, control bytes and NUL.
func isSpaceByte(b byte) bool { return b <= ' ' || b == 0x7F }

// spaceAt returns the length of the white space character at data[i] (before
// end), or 0. Besides ASCII white space and control bytes it knows the UTF-8
// no-break, typographic and ideographic spaces, the zero-width space and the
// byte order mark, and 0xA0 outside a UTF-8 character (a Windows-1252
// no-break space).
func spaceAt(data []byte, i, end int) int {
	b := data[i]
	switch {
	case isSpaceByte(b):
		return 1
	case b < 0x80:
		return 0
	case b == 0xA0:
		if !inUTF8(data, i) {
			return 1
		}
	case b == 0xC2 && i+1 < end && (data[i+1] == 0xA0 || data[i+1] == 0x85):
		return 2
	case b >= 0xE2 && i+2 < end:
		if isSpace3(b, data[i+1], data[i+2]) {
			return 3
		}
	}
	return 0
}

// spaceBefore returns the length of the white space character that ends just
// before data[end] (not before p), or 0.
func spaceBefore(data []byte, p, end int) int {
	b := data[end-1]
	switch {
	case isSpaceByte(b):
		return 1
	case b < 0x80:
		return 0
	case end-2 >= p && data[end-2] == 0xC2 && (b == 0xA0 || b == 0x85):
		return 2
	case b == 0xA0 && !inUTF8(data, end-1):
		return 1
	case end-3 >= p && isSpace3(data[end-3], data[end-2], b):
		return 3
	}
	return 0
}

// inUTF8 reports whether the continuation byte data[i] belongs to a valid
// UTF-8 character that starts at most three bytes before it.
func inUTF8(data []byte, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if data[j] >= 0xC0 {
			r, size := utf8.DecodeRune(data[j:])
			return r != utf8.RuneError && j+size > i
		}
		if data[j] < 0x80 {
			return false
		}
	}
	return false
}

// isSpace3 reports a three-byte UTF-8 space: U+2000..U+200B, U+2028, U+2029,
// U+202F, U+205F, U+3000, U+FEFF.
func isSpace3(a, b, c byte) bool {
	switch {
	case a == 0xE2 && b == 0x80:
		return c <= 0x8B || c == 0xA8 || c == 0xA9 || c == 0xAF
	case a == 0xE2 && b == 0x81:
		return c == 0x9F
	case a == 0xE3:
		return b == 0x80 && c == 0x80
	case a == 0xEF:
		return b == 0xBB && c == 0xBF
	}
	return false
}

// endsSentence reports sentence punctuation at the end of t, after any closing
// quotes: '.', '!', '?', or an ellipsis, in ASCII, UTF-8 or Windows-1252.
func endsSentence(t []byte) bool {
	for {
		n := len(t)
		switch {
		case n >= 1 && (t[n-1] == '"' || t[n-1] == '\''):
			t = t[:n-1]
			continue
		case n >= 3 && (string(t[n-3:]) == "”" || string(t[n-3:]) == "’"):
			t = t[:n-3]
			continue
		case n >= 1 && (t[n-1] == 0x94 || t[n-1] == 0x92) && (n == 1 || t[n-2] < 0x80):
			t = t[:n-1]
			continue
		}
		if n == 0 {
			return false
		}
		switch t[n-1] {
		case '.', '!', '?':
			return true
		}
		return hasEllipsis(t)
	}
}

// isFieldCredit reports a credit line that opens with a field label ("Credit:
// Name/Agency", "Photo credit: Name"), as an archive's export writes the
// credit on its own line under the caption: it belongs to the sentence above
// it even when it is long enough to read as a whole caption.
func isFieldCredit(t []byte) bool {
	lead := false
	for _, w := range [...]string{"photo", "credit", "picture", "image", "byline"} {
		lead = lead || len(t) >= len(w) && equalFold(t[:len(w)], w)
	}
	if !lead || words(t, 13) > 12 {
		return false
	}
	for i := 0; i < len(t) && i < 16; i++ {
		switch b := t[i]; {
		case b == ':':
			return i > 0
		case !isASCIILetter(b) && b != ' ':
			return false
		}
	}
	return false
}

// isCreditLine reports a line that is only a credit: at most six words, with
// a credit's shape (hasCredit) or opening like one ("Photo: Name", "Photograph
// by", "Credit:", "Courtesy of", "Picture:", "©", "(Name)", "[Name - Agency]").
func isCreditLine(t []byte) bool {
	if len(t) == 0 || words(t, 7) > 6 {
		return false
	}
	if hasCredit(t) || t[0] == '(' || t[0] == '[' && t[len(t)-1] == ']' || len(t) >= 2 && t[0] == 0xC2 && t[1] == 0xA9 || t[0] == 0xA9 {
		return true
	}
	for _, w := range [...]string{"photo", "credit", "courtesy", "picture", "image"} {
		if len(t) >= len(w) && equalFold(t[:len(w)], w) {
			return true
		}
	}
	return false
}
