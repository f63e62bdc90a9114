package split

import "bytes"

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
	return isCounter(t) || isNavigation(t) || isDateLine(t) || isListNumber(t) ||
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
	switch string(buf[:n]) {
	case "close", "hide caption", "show caption", "hide captions", "show captions",
		"caption", "toggle caption", "hide", "show", "expand", "collapse", "enlarge",
		"enlarge this image", "fullscreen", "full screen", "view full screen",
		"next", "previous", "prev", "back", "more", "next image", "previous image",
		"next photo", "previous photo", "next slide", "previous slide",
		"back to gallery", "back to top", "skip to content", "skip ad", "skip",
		"share", "share this", "tweet", "email", "e-mail", "print", "embed",
		"copy link", "download", "facebook", "twitter", "pinterest", "reddit",
		"linkedin", "whatsapp", "menu", "home", "search", "subscribe", "sign in",
		"log in", "advertisement", "ad", "sponsored", "replay", "play", "pause",
		"photos", "pictures", "gallery", "view gallery", "slideshow",
		"start slideshow", "related", "related galleries", "more photos",
		"read more", "show more", "see more", "load more", "see all", "view all",
		"comments", "edition", "top", "up next", "image", "photo", "x",
		"scroll to continue", "continue reading", "keep reading", "scroll down",
		"accept", "reject", "accept all", "reject all", "accept cookies",
		"accept all cookies", "manage cookies", "cookie settings", "got it",
		"newsletter", "sign up", "follow us", "share on facebook", "share on twitter",
		"share via email", "open in app", "listen", "watch", "video", "photos and videos":
		return true
	}
	return false
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
	switch string(buf[:len(w)]) {
	case "january", "february", "march", "april", "may", "june", "july", "august",
		"september", "october", "november", "december", "jan", "feb", "mar", "apr",
		"jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
		"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun":
		return 2
	case "am", "pm", "a", "p", "m", "st", "nd", "rd", "th",
		"gmt", "utc", "et", "ct", "mt", "pt", "edt", "est", "cdt", "cst", "mdt", "mst",
		"pdt", "pst", "bst", "cet", "cest", "eet", "eest", "msk", "ist", "ast":
		return 1
	}
	return 0
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

// isLinkLabel reports a link or section title that a page opens with a label
// and a colon ("Related: ...", "Read more: ...", "In pictures: ...",
// "Gallery: ..."); isNoise does not ask when the line holds a credit.
func isLinkLabel(t []byte) bool {
	var buf [16]byte
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
	switch string(buf[:n]) {
	case "related", "read more", "read also", "also read", "see also", "more", "read",
		"watch", "in pictures", "in photos", "gallery", "recommended", "most read",
		"trending", "more on this story":
		return true
	}
	return false
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
