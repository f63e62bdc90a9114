package split

import (
	"bytes"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// What a page or a mail writes about itself, line by line: links and their
// labels, rows of links, footers, notices (cookies, scripts, mailing lists),
// the alt texts of pictures and links written out with their address. isNoise
// asks only when the line holds no credit, except for alt texts.

// linkLabels are the labels of links isLinkLabel knows, sorted (TestWordTablesSorted).
var linkLabels = [...]string{
	"live", "more", "read", "watch", "gallery", "related", "see also", "trending", "also read",
	"in photos", "most read", "read also", "read more", "in pictures", "recommended",
	"more on this story",
}

// isLinkLabel reports a link or section title that a page opens with a label
// and a colon ("Related: ...", "Read more: ...", "In pictures: ...",
// "Gallery: ...", "Live: ...", the head of a live page "Storm Ilse live: ...");
// isNoise does not ask when the line holds a credit.
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
	return n > 5 && string(buf[n-5:n]) == " live" || wordtab.Has(linkLabels[:], string(buf[:n])) // read in place: no copy
}

// isLinkBar reports a row of links split by '|': at least two bars, no
// sentence ending ("Terms of Use | Privacy Policy | Contact Us"), no field that
// holds a sentence's end, and not a credit: a label and a name of two
// words or more ("... on July 10, 2023. PHOTO | FARAH ADEN | NATION").
func isLinkBar(t []byte) bool {
	if bytes.Count(t, []byte{'|'}) < 2 || hasEnding(t) {
		return false
	}
	n := 0
	label := false
	for f := range bytes.SplitSeq(t, []byte{'|'}) {
		f = bytes.TrimSpace(f)
		if bytes.Contains(f, []byte(". ")) {
			return false
		}
		switch n++; n {
		case 1:
			label = isCreditLabel(f)
		case 2:
			if label && bytes.IndexByte(f, ' ') > 0 {
				return false
			}
		}
	}
	return true
}

// isCreditLabel reports a credit's label, "PHOTO", "Photo credit".
func isCreditLabel(f []byte) bool {
	var buf [12]byte // the longest label, "photo credit"
	if len(f) > len(buf) {
		return false
	}
	for i, b := range f {
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		buf[i] = b
	}
	return wordtab.Has(creditLabels[:], string(buf[:len(f)])) // read in place: no copy
}

// creditLabels are the labels of a credit split by bars ("PHOTO | NAME | PAPER"),
// sorted (TestWordTablesSorted).
var creditLabels = [...]string{
	"pic", "image", "photo", "credit", "images", "photos", "picture", "pictures", "file photo",
	"photo credit",
}

// isFooter reports a copyright footer: a line that says "all rights reserved"; not
// a photo-sharing site's "Some rights reserved" after a caption, a licence's words.
func isFooter(t []byte) bool {
	return (bytes.Contains(t, []byte("eserved")) || bytes.Contains(t, []byte("ESERVED"))) &&
		containsFold(t, "rights reserved") && !containsFold(t, "some rights reserved")
}

// isNotice reports a page's or a mail's notice about itself: a cookie notice
// (the word cookie with words of the notice: website, our site, this site,
// consent, browsing, privacy, your experience; "the site of the blast" is not
// one of them), a script notice ("Please turn on JavaScript", "... requires
// JavaScript"), a mailing list's notice ("unsubscribe", "you are receiving
// this email", "how you receive these emails"; not "an email she received").
func isNotice(t []byte) bool {
	if bytes.Contains(t, []byte("OOKIE")) {
		return hasAnyFold(t, noticeWords[:7])
	}
	// A quick look first: each key word has an 'i' ("cookie", "javascript",
	// "email", "unsubscribe"), and nearly every line is a caption with none of them.
	for p := 2; p+1 < len(t); p++ {
		k := bytes.IndexByte(t[p:len(t)-1], 'i')
		if k < 0 {
			return false
		}
		p += k
		// The four bytes around the 'i' as a number: "okie", "crip", "mail", "crib".
		switch uint32(t[p-2])<<24 | uint32(t[p-1])<<16 | 'i'<<8 | uint32(t[p+1]) {
		case 0x6F6B6965: // cookie
			return hasAnyFold(t, noticeWords[:7])
		case 0x63726970: // javascript
			if containsFold(t, "javascript") {
				return hasAnyFold(t, noticeWords[7:10])
			}
		case 0x6D61696C, 0x63726962: // email, unsubscribe
			if containsFold(t, "unsubscribe") || containsFold(t, "receiv") && hasAnyFold(t, noticeWords[10:]) {
				return true
			}
		}
	}
	return false
}

// hasAnyFold reports whether t holds one of the lower-case ASCII strings of
// words, in any case.
//
//go:noinline
func hasAnyFold(t []byte, words []string) bool {
	for _, w := range words {
		if containsFold(t, w) {
			return true
		}
	}
	return false
}

// noticeWords are the words of a cookie notice, of a script notice and of a
// mailing list's notice, in this order (isNotice).
var noticeWords = [...]string{
	"website", "our site", "this site", "consent", "browsing", "privacy", "your experience",
	"turn on", "enable", "requires",
	"this email", "these emails",
}

// isAltText reports the alt text of a picture that the plain text of a mail
// shows in its place: "[image: ...]", "[cid:...]". It is not the caption.
func isAltText(t []byte) bool {
	for _, w := range [...]string{"[image:", "[cid:"} {
		if len(t) > len(w) && t[len(t)-1] == ']' && equalFold(t[:len(w)], w) {
			return true
		}
	}
	return false
}

// isURLLink reports a link written out with its address, as the plain text of
// a mail gives it: at most 48 bytes with no colon and no sentence ending, then
// an address in brackets ("Read the full story (https://...)", "View in
// browser <http://...>").
func isURLLink(t []byte) bool {
	i := len(t) - 1
	if t[i] != ')' && t[i] != '>' {
		return false
	}
	for i >= 0 && t[i] != '(' && t[i] != '<' {
		i--
	}
	if i < 0 || i > 48 || !bytes.HasPrefix(t[i+1:], []byte("http")) || bytes.IndexByte(t[:i], ':') >= 0 {
		return false
	}
	if i > 0 && t[i-1] == ' ' {
		i--
	}
	return !endsSentence(t[:i])
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
