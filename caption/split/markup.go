package split

import (
	"unicode/utf8"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// Markup: captions copied from web pages and CMS exports keep HTML character
// references (Aleppo&#39;s, Jan.&nbsp;9) and tags (<br>, <em>). A caption's
// text has them decoded, as a reader sees the page: a reference in charRefs or a
// numeric one (&#233;, &#x27;) becomes its character, a tag of tagNames is
// dropped (an inline tag) or becomes a space (a tag that breaks a line or a
// block). A soft hyphen and a zero-width space, invisible on a page, are
// dropped. Anything else stays as written: an & that opens no known reference
// (AT&T, Marks & Spencer) and a < that opens no known tag (< 5 km).

// unmarkup appends t to out with its markup decoded (see above). It only
// shortens: out may be t[:0].
func unmarkup(out, t []byte) []byte {
	for i := 0; i < len(t); {
		b := t[i]
		switch {
		case b == '&':
			if r, n := charRef(t[i:]); n > 0 {
				i += n
				if r == 0xAD || r == 0x200B {
					continue
				}
				if r == 0xA0 {
					r = ' '
				}
				out = utf8.AppendRune(out, r)
				continue
			}
		case b == '<':
			if n, block := tagAt(t[i:]); n > 0 {
				i += n
				if block {
					out = append(out, ' ')
				}
				continue
			}
		case b == 0xC2 && i+1 < len(t) && t[i+1] == 0xAD,
			b == 0xE2 && i+2 < len(t) && t[i+1] == 0x80 && t[i+2] == 0x8B:
			if i += 2; b == 0xE2 {
				i++
			}
			continue
		}
		out = append(out, b)
		i++
	}
	return out
}

// charRef returns the character of the reference that t opens (&name; or
// &#digits; or &#xhex;) and its length, or 0 when t opens none.
func charRef(t []byte) (rune, int) {
	end := 0
	for j := 1; j < len(t) && j < 12; j++ {
		if t[j] == ';' {
			end = j
			break
		}
	}
	if end < 2 {
		return 0, 0
	}
	name := t[1:end]
	if name[0] != '#' {
		r, ok := wordtab.Find(charRefs[:], string(name))
		if !ok {
			return 0, 0
		}
		return r, end + 1
	}
	digits, base := name[1:], rune(10)
	if len(digits) > 0 && (digits[0] == 'x' || digits[0] == 'X') {
		digits, base = digits[1:], 16
	}
	if len(digits) == 0 || len(digits) > 7 {
		return 0, 0
	}
	var r rune
	for _, c := range digits {
		var d rune
		switch {
		case '0' <= c && c <= '9':
			d = rune(c - '0')
		case base == 16 && 'a' <= c|0x20 && c|0x20 <= 'f':
			d = rune(c|0x20-'a') + 10
		default:
			return 0, 0
		}
		r = r*base + d
	}
	if r < ' ' || 0x7F <= r && r < 0xA0 || !utf8.ValidRune(r) {
		return 0, 0
	}
	return r, end + 1
}

// tagAt returns the length of the tag of tagNames that t opens (<b>, </p>,
// <br />, <a href="...">) and whether it breaks a line or a block, or 0.
func tagAt(t []byte) (int, bool) {
	j := 1
	if j < len(t) && t[j] == '/' {
		j++
	}
	from := j
	var name [10]byte
	for j < len(t) && j-from < len(name) && (isASCIILetter(t[j]) || j > from && '1' <= t[j] && t[j] <= '6') {
		name[j-from] = t[j] | 0x20
		j++
	}
	if j == from || j-from >= len(name) {
		return 0, false
	}
	block, ok := wordtab.Find(tagNames[:], string(name[:j-from]))
	if !ok || j == len(t) {
		return 0, false
	}
	if t[j] != '>' && t[j] != ' ' && t[j] != '/' {
		return 0, false
	}
	for k := j; k < len(t) && k < 400; k++ {
		switch t[k] {
		case '>':
			return k + 1, block
		case '<':
			return 0, false
		}
	}
	return 0, false
}

// charRefs are the named references decoded, sorted for wordtab.
var charRefs = [...]wordtab.Entry[rune]{
	{Word: "gt", Val: '>'}, {Word: "lt", Val: '<'},
	{Word: "amp", Val: '&'}, {Word: "deg", Val: '°'}, {Word: "shy", Val: 0xAD},
	{Word: "apos", Val: '\''}, {Word: "auml", Val: 'ä'}, {Word: "bull", Val: '•'}, {Word: "copy", Val: '©'}, {Word: "nbsp", Val: 0xA0}, {Word: "ouml", Val: 'ö'}, {Word: "quot", Val: '"'}, {Word: "uuml", Val: 'ü'},
	{Word: "laquo", Val: '«'}, {Word: "ldquo", Val: '“'}, {Word: "lsquo", Val: '‘'}, {Word: "mdash", Val: '—'}, {Word: "ndash", Val: '–'}, {Word: "raquo", Val: '»'}, {Word: "rdquo", Val: '”'}, {Word: "rsquo", Val: '’'},
	{Word: "Eacute", Val: 'É'}, {Word: "aacute", Val: 'á'}, {Word: "ccedil", Val: 'ç'}, {Word: "eacute", Val: 'é'}, {Word: "egrave", Val: 'è'}, {Word: "hellip", Val: '…'},
	{Word: "iacute", Val: 'í'}, {Word: "middot", Val: '·'}, {Word: "ntilde", Val: 'ñ'}, {Word: "oacute", Val: 'ó'}, {Word: "uacute", Val: 'ú'},
}

// tagNames are the tags decoded, lower case, sorted for wordtab: true for a tag
// that breaks a line or a block (a space), false for an inline one (nothing).
var tagNames = [...]wordtab.Entry[bool]{
	{Word: "a", Val: false}, {Word: "b", Val: false}, {Word: "i", Val: false}, {Word: "p", Val: true}, {Word: "u", Val: false},
	{Word: "br", Val: true}, {Word: "em", Val: false}, {Word: "h1", Val: true}, {Word: "h2", Val: true}, {Word: "h3", Val: true}, {Word: "h4", Val: true}, {Word: "li", Val: true}, {Word: "td", Val: true}, {Word: "tr", Val: true},
	{Word: "div", Val: true}, {Word: "sub", Val: false}, {Word: "sup", Val: false},
	{Word: "font", Val: false}, {Word: "span", Val: false},
	{Word: "small", Val: false},
	{Word: "strong", Val: false},
}
