package analysis

import (
	"unicode"
	"unicode/utf8"
)

// fold returns the key under which names are grouped: lower case, Latin diacritics
// folded to their base letters ("Ourfalian" and "OURFALIAN", "Doğan" and "Dogan"),
// only letters and digits kept ("Al-Masri" is "almasri"). The folding table covers
// Latin-1 and Latin Extended-A only, so that no Unicode normalisation tables are
// needed; other letters are kept, lower-cased.
func fold(s string) string {
	if isFolded(s) {
		return s
	}
	var buf [64]byte
	return string(appendFold(buf[:0], s))
}

// appendFold appends the fold of s to b.
func appendFold(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
				b = append(b, c)
			case 'A' <= c && c <= 'Z':
				b = append(b, c+'a'-'A')
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		b = appendFoldRune(b, r)
	}
	return b
}

// isFolded reports whether s is already a folded key (the common case of ids).
func isFolded(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// latin1 folds U+00C0..U+00FF, latinA U+0100..U+017F: a base letter, '*' for the
// letters written with two ("æ" is "ae"), '-' for the signs that are not letters.
const (
	latin1 = "aaaaaa*ceeeeiiiidnooooo-ouuuuy**aaaaaa*ceeeeiiiidnooooo-ouuuuy*y"
	latinA = "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii**jjkkkllllllllll" +
		"nnnnnnnnnoooooo**rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs"
)

func appendFoldRune(b []byte, r rune) []byte {
	var c byte
	switch {
	case 0xC0 <= r && r <= 0xFF:
		c = latin1[r-0xC0]
	case 0x100 <= r && r <= 0x17F:
		c = latinA[r-0x100]
	case 0x300 <= r && r <= 0x36F: // combining diacritical marks
		return b
	default:
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b = utf8.AppendRune(b, unicode.ToLower(r))
		}
		return b
	}
	switch c {
	case '-':
		return b
	case '*':
		return append(b, twoLetters(r)...)
	}
	return append(b, c)
}

func twoLetters(r rune) string {
	switch r {
	case 'Æ', 'æ':
		return "ae"
	case 'Þ', 'þ':
		return "th"
	case 'ß':
		return "ss"
	case 'Ĳ', 'ĳ':
		return "ij"
	default: // Œ, œ
		return "oe"
	}
}
