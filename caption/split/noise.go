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
		return len(t) <= maxBanner && !slash && isCookieNotice(t)
	}
	return isCounter(t) || isNavigation(t) || isDateLine(t) && !isDateField(t) || isListNumber(t) ||
		!slash && (isLinkLabel(t) || isLinkBar(t) || isFooter(t) || isCookieNotice(t))
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
//	label   = "photo" | "image" | "picture" | "slide" | "pic"   (white space between any two)
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
	for _, w := range [...]string{"photos", "photo", "images", "image", "pictures", "picture", "slide", "pic"} {
		if c.consumeWord(w) {
			return true
		}
	}
	return false
}

// navigationWords are the words and phrases of a page's controls, sorted
// (TestWordTablesSorted).
var navigationWords = [...]string{
	"x", "ad", "top", "back", "hide", "home", "menu", "more", "next", "play", "prev",
	"show", "skip", "close", "email", "embed", "image", "pause", "photo", "print",
	"share", "tweet", "video", "watch", "accept", "e-mail", "expand", "got it", "listen",
	"log in", "photos", "reddit", "reject", "replay", "search", "caption", "edition",
	"enlarge", "gallery", "related", "see all", "sign in", "sign up", "skip ad",
	"twitter", "up next", "collapse", "comments", "download", "facebook", "linkedin",
	"pictures", "previous", "see more", "view all", "whatsapp", "copy link", "follow us",
	"load more", "pinterest", "read more", "show more", "slideshow", "sponsored",
	"subscribe", "accept all", "fullscreen", "newsletter", "next image", "next photo",
	"next slide", "reject all", "share this", "back to top", "full screen", "more photos",
	"open in app", "scroll down", "hide caption", "keep reading", "show caption",
	"view gallery", "advertisement", "hide captions", "show captions", "accept cookies",
	"manage cookies", "previous image", "previous photo", "previous slide",
	"toggle caption", "back to gallery", "cookie settings", "share via email",
	"skip to content", "start slideshow", "continue reading", "share on twitter",
	"view full screen", "photos and videos", "related galleries", "share on facebook",
	"accept all cookies", "enlarge this image", "scroll to continue",
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
// metadata, "Date:", "Date taken:", "Date created:": the line belongs to the
// caption it follows, not to the page.
func isDateField(t []byte) bool {
	if len(t) < 5 || !equalFold(t[:4], "date") {
		return false
	}
	i := 4
	if t[i] == ' ' {
		for i++; i < len(t) && i < 14 && isASCIILetter(t[i]); i++ {
		}
	}
	return i < len(t) && t[i] == ':'
}

// isDateLine reports a line that is a date with at most two other words, as a
// page prints its own date: "Reuters / Tuesday, May 3, 2016", "Pictures | Tue
// May 3, 2016 | 9:15am EDT", " date 2016-05-04 Edition:". Words and digits
// are runs of ASCII letters and of digits; anything else separates them.
//
//	dateline = { dateword | number | other } with
//	           a month or weekday name, or a year and two more numbers;
//	           at most two others; no sentence ending; at most 16 words
func isDateLine(t []byte) bool {
	if hasEnding(t) && t[len(t)-1] != ')' {
		return false
	}
	var names, numbers, year, others, total int
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
		case isASCIILetter(b) || b >= 0x80:
			for j < len(t) && (isASCIILetter(t[j]) || t[j] >= 0x80) {
				j++
			}
			switch dateWord(t[i:j]) {
			case 2:
				names++
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
	return names > 0 || year > 0 && numbers >= 3
}

// dateWords are the words of dates and times, sorted (TestWordTablesSorted), with
// what dateWord returns for them.
var dateWords = [...]wordtab.Entry[int8]{
	{Word: "a", Val: 1}, {Word: "m", Val: 1}, {Word: "p", Val: 1}, {Word: "am", Val: 1},
	{Word: "ct", Val: 1}, {Word: "et", Val: 1}, {Word: "mt", Val: 1}, {Word: "nd", Val: 1},
	{Word: "pm", Val: 1}, {Word: "pt", Val: 1}, {Word: "rd", Val: 1}, {Word: "st", Val: 1},
	{Word: "th", Val: 1}, {Word: "apr", Val: 2}, {Word: "ast", Val: 1}, {Word: "aug", Val: 2},
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

// dateWord is 2 for a month or weekday name, 1 for another word of a date or
// time (time zone, am, pm, ordinal suffix, a lone letter of "a.m."), 0 else.
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

// isListNumber reports a list number alone on its line: "4.", "4)", "(4)",
// "#4", "No. 4", "4" (one to three digits).
func isListNumber(t []byte) bool {
	c := cursor{b: t}
	switch {
	case c.i < len(t) && (t[c.i] == '#' || t[c.i] == '('):
		c.i++
	case c.consumeWord("no"):
		if c.i < len(t) && t[c.i] == '.' {
			c.i++
		}
		c.skipSpace()
	}
	from := c.i
	if !c.consumeNumber() || c.i-from > 3 {
		return false
	}
	if c.i < len(t) && (t[c.i] == '.' || t[c.i] == ')' || t[c.i] == ':') {
		c.i++
	}
	return c.done()
}

// listMarker returns the length of a list number that opens a caption, with
// the white space after it: one to three digits, then '.' or ')', then
// white space and a capital letter, a quote or a letter outside ASCII
// ("1. Models walk", "12) A boy"); 0 when there is none.
func listMarker(t []byte) int {
	i := 0
	for i < len(t) && i < 4 && isASCIIDigit(t[i]) {
		i++
	}
	if i == 0 || i > 3 || i+2 >= len(t) || t[i] != '.' && t[i] != ')' {
		return 0
	}
	i++
	j := i
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	if j == i || j >= len(t) {
		return 0
	}
	if b := t[j]; 'A' <= b && b <= 'Z' || b == '"' || b == '\'' || b >= 0x80 {
		return j
	}
	return 0
}

// linkLabels are the labels of links isLinkLabel knows, sorted (TestWordTablesSorted).
var linkLabels = [...]string{
	"more", "read", "watch", "gallery", "related", "see also", "trending", "also read",
	"in photos", "most read", "read also", "read more", "in pictures", "recommended",
	"more on this story",
}

// isLinkLabel reports a link or section title that a page opens with a label
// and a colon ("Related: ...", "Read more: ...", "In pictures: ...",
// "Gallery: ..."); isNoise does not ask when the line holds a credit.
func isLinkLabel(t []byte) bool {
	var buf [24]byte // the longest label, "more on this story", and more
	n := 0
	for n < len(t) && n < len(buf) && t[n] != ':' {
		b := t[n]
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		buf[n] = b
		n++
	}
	if n == len(t) || n == len(buf) || t[n] != ':' {
		return false
	}
	return wordtab.Has(linkLabels[:], string(buf[:n])) // read in place: no copy
}

// isLinkBar reports a row of links split by '|': at least two bars and no
// sentence ending ("Terms of Use | Privacy Policy | Contact Us").
func isLinkBar(t []byte) bool {
	return bytes.Count(t, []byte{'|'}) >= 2 && !hasEnding(t)
}

// isFooter reports a copyright footer: a line that says "all rights reserved".
func isFooter(t []byte) bool {
	return (bytes.Contains(t, []byte("eserved")) || bytes.Contains(t, []byte("ESERVED"))) &&
		containsFold(t, "rights reserved")
}

// isCookieNotice reports a page's cookie notice: the word cookie with words
// of the notice (website, our site, this site, consent, browsing, privacy,
// your experience); "the site of the blast" is not one of them.
func isCookieNotice(t []byte) bool {
	// A fast look first: nearly every line is a caption with no cookie in it.
	if !bytes.Contains(t, []byte("ookie")) && !bytes.Contains(t, []byte("OOKIE")) {
		return false
	}
	for _, w := range [...]string{"website", "our site", "this site", "consent", "browsing", "privacy", "your experience"} {
		if containsFold(t, w) {
			return true
		}
	}
	return false
}

// containsFold reports whether t holds the lower-case ASCII string w, in any case.
func containsFold(t []byte, w string) bool {
	first, upper := w[0], w[0]-('a'-'A')
	for i := 0; i+len(w) <= len(t); i++ {
		if (t[i] == first || t[i] == upper) && equalFold(t[i:i+len(w)], w) {
			return true
		}
	}
	return false
}

// hasSlashCredit reports a '/' next to a letter in the last 64 bytes of t, the
// mark of a credit ("REUTERS/Name", "Name/AFP/Getty Images").
func hasSlashCredit(t []byte) bool {
	for i := max(0, len(t)-64); i < len(t); i++ {
		k := bytes.IndexByte(t[i:], '/')
		if k < 0 {
			return false
		}
		i += k
		if i > 0 && isASCIILetter(t[i-1]) {
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
