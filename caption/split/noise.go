package split

import (
	"bytes"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// Page noise: lines that a gallery page puts between its captions. Each test
// reads one trimmed line; only short lines can be noise, except a line with no
// letter or digit at all ("-----", "* * *", "!!!!!!!!").

// maxNoise is the longest line, in bytes, tested for counters, navigation and dates.
const maxNoise = 120

// maxBanner is the longest line, in bytes, tested for a cookie notice.
const maxBanner = 600

// isNoise reports whether the trimmed line t is page noise; slash is
// hasSlashCredit(t), which the caller has worked out.
func isNoise(t []byte, slash bool) bool {
	if !hasLetterOrDigit(t) {
		return true
	}
	if len(t) > maxNoise {
		return len(t) <= maxBanner && !slash && isNotice(t)
	}
	return isCounter(t) || isNavigation(t) || isDateLine(t) && !isDateField(t) || isListNumber(t) || isAltText(t) ||
		!slash && (isLinkLabel(t) || isLinkBar(t) || isFooter(t) || isNotice(t) || isURLLink(t))
}

// cursor reads a line from left to right in consumeX steps that advance only
// when they match.
type cursor struct {
	b []byte
	i int
}

func (c *cursor) done() bool { return c.i >= len(c.b) }

func (c *cursor) skipSpace() {
	for c.i < len(c.b) && c.b[c.i] <= ' ' {
		c.i++
	}
}

// consumeNumber reads one or more ASCII digits.
func (c *cursor) consumeNumber() bool {
	j := c.i
	for j < len(c.b) && isASCIIDigit(c.b[j]) {
		j++
	}
	if j == c.i {
		return false
	}
	c.i = j
	return true
}

// consumeWord reads the ASCII letters of w in any case, not followed by a letter.
func (c *cursor) consumeWord(w string) bool {
	j := c.i + len(w)
	if j > len(c.b) || !equalFold(c.b[c.i:j], w) || j < len(c.b) && isASCIILetter(c.b[j]) {
		return false
	}
	c.i = j
	return true
}

// isCounter reports a picture counter:
//
//	counter = [label] number ("/" | "of") number [label]
//	label   = "photo" | "image" | "picture" | "slide" | "pic" | "figure" | "fig" | "plate"
//	          (white space between any two)
func isCounter(t []byte) bool {
	c := cursor{b: t}
	c.consumeLabel()
	c.skipSpace()
	if !c.consumeNumber() {
		return false
	}
	c.skipSpace()
	if c.i < len(c.b) && c.b[c.i] == '/' {
		c.i++
	} else if !c.consumeWord("of") {
		return false
	}
	c.skipSpace()
	if !c.consumeNumber() {
		return false
	}
	c.skipSpace()
	c.consumeLabel()
	c.skipSpace()
	return c.done()
}

func (c *cursor) consumeLabel() bool {
	if c.done() {
		return false
	}
	first := c.b[c.i] | 0x20 // a quick look at the first letter first
	for _, w := range [...]string{"photos", "photo", "images", "image", "pictures", "picture", "slide", "pic", "figure", "fig", "plate"} {
		if w[0] == first && c.consumeWord(w) {
			return true
		}
	}
	return false
}

// navigationWords are the words and phrases of a page's controls, sorted
// (TestWordTablesSorted).
var navigationWords = [...]string{
	"x", "ad", "top", "back", "hide", "home", "menu", "more", "next", "play", "prev", "save",
	"show", "skip", "close", "email", "embed", "image", "pause", "photo", "print", "share",
	"tweet", "video", "watch", "accept", "e-mail", "expand", "got it", "listen", "log in",
	"reddit", "reject", "replay", "search", "caption", "edition", "enlarge", "gallery", "related",
	"see all", "sign in", "sign up", "skip ad", "twitter", "up next", "collapse", "comments",
	"download", "facebook", "linkedin", "previous", "see more", "view all", "whatsapp",
	"copy link", "follow us", "load more", "pinterest", "read more", "show more", "slideshow",
	"sponsored", "subscribe", "accept all", "fullscreen", "key events", "newsletter",
	"next image", "next photo", "next slide", "reject all", "share this", "back to top",
	"full screen", "more photos", "open in app", "pinned post", "scroll down", "add to board",
	"hide caption", "keep reading", "show caption", "view gallery", "advertisement",
	"download comp", "hide captions", "show captions", "accept cookies", "manage cookies",
	"previous image", "previous photo", "previous slide", "toggle caption", "translate post",
	"back to gallery", "cookie settings", "share via email", "skip to content", "start slideshow",
	"continue reading", "share on twitter", "view full screen", "photos and videos",
	"related galleries", "share on facebook", "accept all cookies", "editorial use only",
	"enlarge this image", "reuse this content", "scroll to continue", "show key events only",
}

// isNavigation reports a line that is one of the words and phrases of a page's
// controls, in any case, with trailing ':' or '.' ignored.
func isNavigation(t []byte) bool {
	var buf [24]byte
	n := len(t)
	for n > 0 && (t[n-1] == ':' || t[n-1] == '.') {
		n--
	}
	if n == 0 || n > len(buf) {
		return false
	}
	for i, b := range t[:n] {
		if b >= 0x80 {
			return false
		}
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		buf[i] = b
	}
	return wordtab.Has(navigationWords[:], string(buf[:n])) // read in place: no copy
}

// isDateField reports a line that opens with a date field of a picture's
// metadata, "Date:", "Date taken:", "Date created:", or, as a metadata tool
// prints them, "Date/Time Original :", "Create Date :": the line belongs to the
// caption it follows, not to the page.
func isDateField(t []byte) bool {
	i := 0
	for i < len(t) && i < 24 && (isASCIILetter(t[i]) || t[i] == ' ' || t[i] == '/') {
		i++
	}
	end := i
	for end > 0 && t[end-1] == ' ' {
		end--
	}
	return i < len(t) && t[i] == ':' && end >= 4 && (equalFold(t[:4], "date") || equalFold(t[end-4:end], "date"))
}

// isDateLine reports a line that is a date or a time with at most two other
// words, as a page prints its own date or a live page the time of a post:
// "Reuters / Tuesday, May 3, 2016", "Pictures | Tue May 3, 2016 | 9:15am
// EDT", " date 2016-05-04 Edition:", "10:42 GMT", "Updated at 11.20 GMT",
// "2h ago". Words and digits are runs of ASCII letters and of digits; anything
// else separates them.
//
//	dateline = { dateword | number | other } with
//	           a month or weekday name or "ago", a year and two more numbers,
//	           a clock time ("10:42"), or a time with a zone ("11.20 GMT");
//	           at most two others; no sentence ending; at most 16 words
func isDateLine(t []byte) bool {
	if hasEnding(t) && t[len(t)-1] != ')' {
		return false
	}
	var names, numbers, year, zones, others, total int
	var clock byte // ':' or '.' between a number and two digits: "10:42", "11.20"
	for i := 0; i < len(t); {
		b := t[i]
		j := i + 1
		switch {
		case isASCIIDigit(b):
			for j < len(t) && isASCIIDigit(t[j]) {
				j++
			}
			numbers++
			if j-i == 4 && (b == '1' || b == '2') {
				year++
			}
			if j-i <= 2 && j+2 < len(t) && (t[j] == ':' || t[j] == '.') && isASCIIDigit(t[j+1]) && isASCIIDigit(t[j+2]) {
				clock = t[j]
			}
		case isASCIILetter(b) || b >= 0x80:
			for j < len(t) && (isASCIILetter(t[j]) || t[j] >= 0x80) {
				j++
			}
			switch dateWord(t[i:j]) {
			case 2:
				names++
			case 1:
				zones++
			case 0:
				if others++; others > 2 {
					return false
				}
			}
		default:
			i = j
			continue
		}
		if total++; total > 16 {
			return false
		}
		i = j
	}
	if numbers == 0 {
		return false
	}
	return names > 0 || year > 0 && numbers >= 3 || clock == ':' || clock == '.' && zones > 0
}

// dateWords are the words of dates and times, sorted (TestWordTablesSorted), with
// what dateWord returns for them.
var dateWords = [...]wordtab.Entry[int8]{
	{Word: "a", Val: 1}, {Word: "m", Val: 1}, {Word: "p", Val: 1}, {Word: "am", Val: 1},
	{Word: "ct", Val: 1}, {Word: "et", Val: 1}, {Word: "mt", Val: 1}, {Word: "nd", Val: 1},
	{Word: "pm", Val: 1}, {Word: "pt", Val: 1}, {Word: "rd", Val: 1}, {Word: "st", Val: 1},
	{Word: "th", Val: 1}, {Word: "ago", Val: 2}, {Word: "apr", Val: 2}, {Word: "ast", Val: 1},
	{Word: "aug", Val: 2},
	{Word: "bst", Val: 1}, {Word: "cdt", Val: 1}, {Word: "cet", Val: 1},
	{Word: "cst", Val: 1}, {Word: "dec", Val: 2}, {Word: "edt", Val: 1},
	{Word: "eet", Val: 1}, {Word: "est", Val: 1}, {Word: "feb", Val: 2},
	{Word: "fri", Val: 2}, {Word: "gmt", Val: 1}, {Word: "ist", Val: 1},
	{Word: "jan", Val: 2}, {Word: "jul", Val: 2}, {Word: "jun", Val: 2},
	{Word: "mar", Val: 2}, {Word: "may", Val: 2}, {Word: "mdt", Val: 1},
	{Word: "mon", Val: 2}, {Word: "msk", Val: 1}, {Word: "mst", Val: 1},
	{Word: "nov", Val: 2}, {Word: "oct", Val: 2}, {Word: "pdt", Val: 1},
	{Word: "pst", Val: 1}, {Word: "sat", Val: 2}, {Word: "sep", Val: 2},
	{Word: "sun", Val: 2}, {Word: "thu", Val: 2}, {Word: "tue", Val: 2},
	{Word: "utc", Val: 1}, {Word: "wed", Val: 2}, {Word: "cest", Val: 1},
	{Word: "eest", Val: 1}, {Word: "july", Val: 2}, {Word: "june", Val: 2},
	{Word: "sept", Val: 2}, {Word: "thur", Val: 2}, {Word: "tues", Val: 2},
	{Word: "april", Val: 2}, {Word: "march", Val: 2}, {Word: "thurs", Val: 2},
	{Word: "august", Val: 2}, {Word: "friday", Val: 2}, {Word: "monday", Val: 2},
	{Word: "sunday", Val: 2}, {Word: "january", Val: 2}, {Word: "october", Val: 2},
	{Word: "tuesday", Val: 2}, {Word: "december", Val: 2}, {Word: "february", Val: 2},
	{Word: "november", Val: 2}, {Word: "saturday", Val: 2}, {Word: "thursday", Val: 2},
	{Word: "september", Val: 2}, {Word: "wednesday", Val: 2},
}

// dateWord is 2 for a month or weekday name or "ago", 1 for another word of a
// date or time (time zone, am, pm, ordinal suffix, a lone letter of "a.m."), 0
// else.
func dateWord(w []byte) int {
	var buf [9]byte
	if len(w) > len(buf) {
		return 0
	}
	for i, b := range w {
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		buf[i] = b
	}
	v, _ := wordtab.Find(dateWords[:], string(buf[:len(w)])) // read in place: no copy
	return int(v)
}

// isListNumber reports a list number or a figure label alone on its line:
// "4.", "4)", "(4)", "#4", "No. 4", "4" (one to three digits), "Photo 14.",
// "Figure 3:", "Fig. 7", and an image number after '#' ("#2156798921").
func isListNumber(t []byte) bool {
	if len(t) > 24 {
		return false
	}
	c := cursor{b: t}
	long := false
	switch {
	case t[0] == '#':
		c.i++
		long = true
	case t[0] == '(':
		c.i++
	case c.consumeWord("no") || c.consumeLabel():
		if c.i < len(t) && t[c.i] == '.' {
			c.i++
		}
		c.skipSpace()
	}
	from := c.i
	if !c.consumeNumber() || c.i-from > 3 && !long {
		return false
	}
	if c.i < len(t) && (t[c.i] == '.' || t[c.i] == ')' || t[c.i] == ':') {
		c.i++
	}
	return c.done()
}

// listMarker returns the length of a list number or figure label that opens
// a caption, with the white space after it; 0 when there is none:
//
//	marker = number ("." | ")" | "/") ws capital       "1. Models walk", "12) A boy", "2/ A woman"
//	       | label ["."] ws number ["." | ":" | ")"] ws capital
//	                                                  "Photo 12. Ferrymen", "Figure 3: A farmer", "Fig. 16 Children"
//	number = one to three digits; capital = a capital letter, a quote or a letter outside ASCII
func listMarker(t []byte) int {
	// A quick look first: a marker opens with a digit or the first letter of a label.
	if len(t) == 0 {
		return 0
	}
	if b := t[0] | 0x20; !isASCIIDigit(t[0]) && b != 'p' && b != 'f' && b != 'i' && b != 's' {
		return 0
	}
	c := cursor{b: t}
	label := c.consumeLabel()
	labelEnd := c.i
	if label {
		if c.i < len(t) && t[c.i] == '.' {
			c.i++
		}
		c.skipSpace()
	}
	from := c.i
	if !c.consumeNumber() || c.i-from > 3 || c.i+2 >= len(t) {
		return 0
	}
	if label && c.i-from == 1 && t[from] == '1' && labelsNext(t[c.i:], t[:labelEnd]) {
		return 0 // "Photo 1: ... Photo 2: ...": the pictures of one caption
	}
	switch t[c.i] {
	case '.', ')', '/':
		c.i++
	case ':':
		if !label {
			return 0
		}
		c.i++
	default:
		if !label {
			return 0
		}
	}
	j := c.i
	c.skipSpace()
	if j == c.i || c.done() {
		return 0
	}
	if t[j-1] == '.' && germanMonthAt(t[c.i:]) {
		return 0 // a day of a German date: "28. Februar 2024, Niedersachsen, Lüneburg: ..."
	}
	if b := t[c.i]; 'A' <= b && b <= 'Z' || b == '"' || b == '\'' || b >= 0x80 {
		return c.i
	}
	return 0
}

// germanMonthAt reports a German month's name, as a day and its dot come before it,
// opening t.
func germanMonthAt(t []byte) bool {
	for _, m := range [...]string{"Januar", "Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
		"September", "Oktober", "November", "Dezember"} {
		if bytes.HasPrefix(t, []byte(m)) && (len(t) == len(m) || !isASCIILetter(t[len(m)])) {
			return true
		}
	}
	return false
}

// labelsNext reports whether t holds label followed by a space and "2", as a caption
// of several pictures numbers them ("Photo 1: A boat ... Photo 2: The same beach").
func labelsNext(t, label []byte) bool {
	for {
		k := bytes.Index(t, label)
		if k < 0 {
			return false
		}
		t = t[k+len(label):]
		if len(t) >= 2 && t[0] == ' ' && t[1] == '2' {
			return true
		}
	}
}

// hasSlashCredit reports a '/' next to a letter in the last 64 bytes of t, the
// mark of a credit ("REUTERS/Name", "Name/AFP/Getty Images", "J.Doe/Reuters").
// A '/' of a web address ("https://site", "site.org/page/x") or after a number
// with its unit ("140km/h") is not one.
func hasSlashCredit(t []byte) bool {
	for i := max(0, len(t)-64); i < len(t); i++ {
		k := bytes.IndexByte(t[i:], '/')
		if k < 0 {
			return false
		}
		i += k
		if i+1 < len(t) && t[i+1] == '/' {
			for i < len(t) && t[i] > ' ' { // skip the address
				i++
			}
			continue
		}
		w := i // the start of the letters before the '/'
		for w > 0 && w > i-64 && isASCIILetter(t[w-1]) {
			w--
		}
		if w < i {
			// After a number ("140km/h"), or in lower case after a point or a
			// '/' ("site.org/page/x"): no credit.
			if c := t[max(w, 1)-1]; w > 0 && (isASCIIDigit(c) || (c == '.' || c == '/') && t[w] >= 'a') {
				continue
			}
			return true
		}
		j := i + 1
		if j < len(t) && t[j] == ' ' {
			j++
		}
		if j < len(t) && isASCIILetter(t[j]) {
			return true
		}
	}
	return false
}
