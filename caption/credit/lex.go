package credit

// Byte- and word-level helpers of the credit lexer. A word is a run of bytes up to a
// delimiter: white space, the separators / \ , ; : | & ( ) and a few quotes and dashes.
// Periods, hyphens and apostrophes stay inside words ("J.", "Al-Masri", "O'Neill").

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

type span struct{ start, end int }

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func isUpperASCII(c byte) bool { return 'A' <= c && c <= 'Z' }

func isAlnumASCII(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// equalFold compares ASCII case-insensitively; a and b have the same length. It is
// not inlined: called at many places, mostly on words already told apart by their
// length, it would grow each of them more than it saves.
//
//go:noinline
func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

// byteClass classifies the bytes: 1 white space, 2 other delimiter, 0 a word byte;
// wide (the first bytes 0xc2 and 0xe2) a byte from 0x80 that may open a wide space or
// delimiter, left to the slow paths of spaceAt and delimAt.
var byteClass = [256]uint8{
	' ': 1, '\t': 1, '\n': 1, '\r': 1,
	'/': 2, '\\': 2, ',': 2, ';': 2, ':': 2, '|': 2, '&': 2, '(': 2, ')': 2, '"': 2,
	'[': 2, ']': 2, '{': 2, '}': 2, '<': 2, '>': 2, '*': 2,
	0xc2: wide, 0xe2: wide,
}

// wide is the class of byteClass for 0xc2 and 0xe2.
const wide = 4

// spaceAt returns the length of the white space at s[i] (0 when none).
func spaceAt(s string, i int) int {
	if c := byteClass[s[i]]; c != wide {
		return int(c & 1)
	}
	return wideSpaceAt(s, i)
}

// spaceEnd returns the end of the white space that starts at s[i], read while it
// starts before limit. Its first test, inlined, passes a word byte and the limit at
// once.
func spaceEnd(s string, i, limit int) int {
	if i >= limit || s[i]-'!' < 0x80-'!' { // an ASCII byte above the space
		return i
	}
	return spaceRunEnd(s, i, limit)
}

func spaceRunEnd(s string, i, limit int) int {
	for i < limit {
		switch byteClass[s[i]] {
		case 1:
			i++
		case wide:
			n := wideSpaceAt(s, i)
			if n == 0 {
				return i
			}
			i += n
		default:
			return i
		}
	}
	return i
}

// wideSpaceAt is spaceAt for a byte from 0x80.
func wideSpaceAt(s string, i int) int {
	switch s[i] {
	case 0xc2:
		if i+1 < len(s) && s[i+1] == 0xa0 { // no-break space
			return 2
		}
	case 0xe2:
		if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] >= 0x80 && s[i+2] <= 0x8a || s[i+2] == 0x8e || s[i+2] == 0x8f || s[i+2] >= 0xaa && s[i+2] <= 0xaf) {
			return 3 // narrow and other fixed-width spaces; direction marks and embeddings, which right-to-left names carry
		}
	}
	return 0
}

// delimAt returns the length of the delimiter at s[i] (0 when s[i] is a word byte).
func delimAt(s string, i int) int {
	if c := byteClass[s[i]]; c != wide {
		return int(min(c, 1))
	}
	return wideDelimAt(s, i)
}

// wideDelimAt is delimAt for a byte from 0x80.
func wideDelimAt(s string, i int) int {
	if n := wideSpaceAt(s, i); n > 0 {
		return n
	}
	switch s[i] {
	case 0xc2:
		if i+1 < len(s) && (s[i+1] == 0xa9 || s[i+1] == 0xab || s[i+1] == 0xbb) { // © « »
			return 2
		}
	case 0xe1:
		if i+2 < len(s) && s[i+1] == 0x8d && (s[i+2] == 0xa2 || s[i+2] == 0xa6) { // Ethiopic's full stop and colon: "ተደርጓል። ፎቶ: ኢዜአ"
			return 3
		}
	case 0xe2:
		if i+2 < len(s) && s[i+1] == 0x80 {
			switch s[i+2] {
			case 0x93, 0x94, 0x9c, 0x9d, 0xa6: // – — “ ” …
				return 3
			}
		}
	}
	return 0
}

// wordEnd returns the end of the word that starts at s[i] (i when s[i] is a delimiter).
func wordEnd(s string, i, limit int) int {
	for {
		for i < limit && byteClass[s[i]] == 0 {
			i++
		}
		if i >= limit || byteClass[s[i]] != wide && !ampInWord(s, i, limit) || byteClass[s[i]] == wide && wideDelimAt(s, i) > 0 {
			return i
		}
		i++
	}
}

// ampInWord reports an ampersand between two capitals, inside a name of initials
// ("M&G", "AT&T"), where it is no separator.
func ampInWord(s string, i, limit int) bool {
	return s[i] == '&' && i > 0 && i+1 < limit && isUpperASCII(s[i-1]) && isUpperASCII(s[i+1])
}

// ampAcronym reports a word of capitals with an ampersand between two ("M&G").
func ampAcronym(w string) bool {
	amp := false
	for i := 0; i < len(w); i++ {
		if w[i] == '&' {
			amp = true
		} else if !isUpperASCII(w[i]) {
			return false
		}
	}
	return amp
}

// ellipsisAt returns the index of the first "..." in w, or -1: strings.Index for a
// word, without a call into the runtime.
func ellipsisAt(w string) int {
	for i := 0; i+2 < len(w); i++ {
		if w[i] == '.' && w[i+1] == '.' && w[i+2] == '.' {
			return i
		}
	}
	return -1
}

// firstRune returns the first rune of w.
func firstRune(w string) rune {
	r, _ := utf8.DecodeRuneInString(w)
	return r
}

// capitalised reports whether w begins with an upper-case letter, or a letter of a
// script without case (Arabic, Chinese).
func capitalised(w string) bool {
	if len(w) > 0 && w[0] < 0x80 {
		return w[0]-'A' < 26
	}
	return capitalisedRune(w)
}

// capitalisedRune is capitalised for a word that is empty or opens with a byte from
// 0x80.
func capitalisedRune(w string) bool {
	if w == "" {
		return false
	}
	r := firstRune(w)
	return unicode.IsUpper(r) || unicode.IsLetter(r) && !unicode.IsLower(r)
}

// lettersOnly reports whether w holds only letters, combining marks (the vowel signs
// of Devanagari too), hyphens and apostrophes, and, when dots is true, periods (digits
// when digits is true). It reads the ASCII letters first, without decoding, and leaves
// the rest of a word that holds other bytes to otherLettersOnly.
func lettersOnly(w string, dots, digits bool) bool {
	for i := 0; i < len(w); i++ {
		if letterBits[w[i]] == 0 {
			return otherLettersOnly(w[i:], dots, digits)
		}
	}
	return true
}

// otherLettersOnly is lettersOnly for the rest of a word after its first ASCII letters.
func otherLettersOnly(w string, dots, digits bool) bool {
	for _, r := range w {
		switch {
		case unicode.IsLetter(r), unicode.Is(unicode.Mn, r), indicSign(r), r == '-', r == '\'', r == '’':
		case r == '.' && dots:
		case r >= '0' && r <= '9' && digits:
		default:
			return false
		}
	}
	return true
}

// indicSign reports a vowel sign or another spacing mark of the scripts of India and
// Myanmar ("ा" in "राहुल शर्मा"), read as inside a word: the block's letters and marks,
// not its full stops (the dandas). It spares the wasm module the table of spacing marks.
func indicSign(r rune) bool {
	return r >= 0x900 && r <= 0x109f && r != 0x964 && r != 0x965
}

// initialLike reports whether a word ending in a period is an initial or a short
// abbreviation that may stand in a name: "J.", "J.M.", "Jr.", "St.", "U.S.".
func initialLike(w string) bool {
	n := len(w)
	if n < 2 || w[n-1] != '.' {
		return false
	}
	letters, run := 0, 0
	for _, r := range w {
		if r == '.' {
			run = 0
			continue
		}
		if !unicode.IsLetter(r) {
			return false
		}
		letters++
		run++
		if run > 2 {
			return false
		}
	}
	return letters > 0
}

// nameWord reports whether w, whose word flags are f, can stand in a person's name as written in a credit:
// a capitalised word of letters (all capitals too), an initial, or a particle
// ("al", "al-Halabi", "de", "van").
func nameWord(w string, f wordFlag) bool {
	if w == "" || f&fNotName != 0 && !isParticle(w, f) {
		return false
	}
	if isParticle(w, f) {
		return true
	}
	if !capitalised(w) {
		n := particlePrefix(w)
		return n > 0 && lettersOnly(w[n:], false, false)
	}
	if w[len(w)-1] == '.' {
		return initialLike(w)
	}
	return lettersOnly(w, false, false)
}

// particlePrefix returns the length of the particle, with its hyphen or apostrophe,
// that opens w before more bytes ("al-Halabi", "d'Alembert"), or 0. Each particle ends
// with the first "-" or "'" of w, so that only that one is compared.
func particlePrefix(w string) int {
	for k := 1; k < min(len(w)-1, 4); k++ {
		if w[k] == '-' || w[k] == '\'' {
			switch w[:k+1] {
			case "al-", "el-", "ul-", "ad-", "as-", "ash-", "at-", "az-", "an-", "ar-", "d'", "l'", "bin-", "abu-":
				return k + 1
			}
			return 0
		}
	}
	return 0
}

// isParticle reports whether w, whose word flags are f, is a lower-case particle. The
// flag is tested first, inline, so that most words of a name make no call.
func isParticle(w string, f wordFlag) bool {
	return f&fParticle != 0 && lowerCaseWord(w)
}

// lowerCaseWord reports whether w is a word that does not begin with a capital.
func lowerCaseWord(w string) bool {
	return w != "" && !capitalised(w)
}

// orgWord reports whether w can stand in an organisation's name: a capitalised word
// (digits and periods allowed: "U.S.", "Kurdistan24"), an acronym, or a connector.
func orgWord(w string) bool {
	switch w {
	case "of", "for", "and", "the", "de", "du", "des", "di", "del", "do", "da", "al", "el", "la", "le", "-", "&":
		return true
	}
	if !capitalised(w) && !ordinal(w) {
		return false
	}
	return lettersOnly(w, true, true) || ampAcronym(w)
}

// ordinal reports whether w is a number with a suffix: "1st", "82nd".
func ordinal(w string) bool {
	i := 0
	for i < len(w) && isDigit(w[i]) {
		i++
	}
	switch w[i:] {
	case "st", "nd", "rd", "th":
		return i > 0
	}
	return false
}

// pictureWord reports the words for a picture that follow an agency's name in its
// credits ("AP Photo", "Antara Foto", "AAP Image").
func pictureWord(w string) bool {
	switch len(w) {
	case 4:
		return equalFold(w, "foto")
	case 5:
		return equalFold(w, "photo") || equalFold(w, "image")
	case 7:
		return equalFold(w, "picture")
	}
	return false
}

// assetNumber reports the number of a picture in an agency's archive or a library's
// catalogue, which names no one: up to four capitals and five digits or more
// ("UN0598765", "WFP2231907"), or a call number of capitals and digits in parts
// joined by hyphens, with three digits or more ("LC-USZ62-10432", "350-P-C-2-41").
func assetNumber(w string) bool {
	i := 0
	for i < len(w) && i < 4 && isUpperASCII(w[i]) {
		i++
	}
	if len(w)-i >= 5 && allDigits(w[i:]) {
		return true
	}
	digits, hyphens := 0, 0
	for j := 0; j < len(w); j++ {
		switch c := w[j]; {
		case isDigit(c):
			digits++
		case c == '-':
			if j == 0 || w[j-1] == '-' || j == len(w)-1 {
				return false
			}
			hyphens++
		case !isUpperASCII(c):
			return false
		}
	}
	return digits >= 3 && hyphens > 0 && digits < len(w)-hyphens
}

// handle reports a social-media account's handle: "@" and two or more letters,
// digits, underscores or dots ("@gulf_watch").
func handle(w string) bool {
	if len(w) < 3 || w[0] != '@' {
		return false
	}
	for i := 1; i < len(w); i++ {
		if c := w[i]; !isUpperASCII(c) && !('a' <= c && c <= 'z') && !isDigit(c) && c != '_' && c != '.' {
			return false
		}
	}
	return w[len(w)-1] != '.'
}

// brandWord reports a word that glues a word for picture or press to another, as
// picture agencies name themselves ("Newspix", "Sportfoto", "Fotopress"), with three
// bytes or more before it: no person's name.
func brandWord(w string) bool {
	n := len(w)
	if n < 6 {
		return false
	}
	switch lower(w[n-1]) {
	case 'x':
		return equalFold(w[n-3:], "pix")
	case 'o':
		return equalFold(w[n-4:], "foto") || n >= 8 && equalFold(w[n-5:], "photo")
	case 's':
		return n >= 8 && equalFold(w[n-5:], "press")
	}
	return false
}

// webAddress reports a host name, which names its organisation as written ("kloop.kg",
// "24.kg"): labels of ASCII letters, digits and hyphens, two bytes or more before the
// last period, and after it two to six letters.
func webAddress(w string) bool {
	dot := strings.LastIndexByte(w, '.')
	if dot < 2 || len(w)-dot-1 < 2 || len(w)-dot-1 > 6 {
		return false
	}
	for i := dot + 1; i < len(w); i++ {
		if c := lower(w[i]); c < 'a' || c > 'z' {
			return false
		}
	}
	for i := 0; i <= dot; i++ {
		if c := w[i]; !isAlnumASCII(c) && c != '-' && (c != '.' || i == 0 || w[i-1] == '.') {
			return false
		}
	}
	return true
}

// orgAcronym reports the acronym of an international organisation, of the United
// Nations system or a humanitarian one, whose offices sign photos as "ACRONYM Place".
// It is asked of the first word of every person's name: every acronym is of two to
// seven capitals, and the first two bytes and the length, tested first, turn away
// the words in title case ("Rojda") without the search of the list.
func orgAcronym(w string) bool {
	return len(w) >= 2 && len(w) <= maxOrgAcronym && isUpperASCII(w[0]) && isUpperASCII(w[1]) &&
		wordtab.Has(orgAcronyms[:], w)
}

// maxOrgAcronym is the length of the longest of orgAcronyms.
const maxOrgAcronym = len("MINUSCA")

// orgAcronyms, sorted for wordtab: the switch on as many strings was larger.
var orgAcronyms = [...]string{
	"EU", "UN", "FAO", "HRW", "ILO", "IOM", "IRC", "MSF", "NRC", "WFP", "WHO", "ICRC",
	"IFAD", "IFRC", "NATO", "OCHA", "OSCE", "UNDP", "UNEP", "UNAMA", "UNAMI", "UNFPA",
	"UNHCR", "UNMAS", "UNOPS", "UNRWA", "UNESCO", "UNICEF", "UNIFIL", "UNMISS", "UNOCHA",
	"MINUSCA", "MINUSMA", "MONUSCO",
}
