package gazetteer

// Two keys compare place names. Fold is strict: the spelling is kept, only case,
// diacritics, apostrophes and the Arabic article go. Key is tolerant: it also drops
// vowels and doubled letters, so the transliterations of one Arabic name meet.
//
//	name         Fold            Key
//	Al-Sukkari   sukkari         skr
//	al-Sukari    sukari          skr
//	Kafr Nabl    kafr nabl       kfrnbl
//	Kafranbel    kafranbel       kfrnbl
//	Dayr az Zawr dayr zawr       drzr
//	Deir ez-Zor  deir zor        drzr
//	Sheikh/Shaykh sheikh/shaykh  shkh
//	‘Ayn al ‘Arab ayn arab       anarb

// articles are the forms of the Arabic article a transliteration writes as a word
// of its own (al-, el-, and the assimilated an-, ar-, as-, ash-, ad-, ...).
var articles = [...]string{
	"al", "el", "il", "ul", "an", "ar", "as", "ash", "ad", "adh", "at", "ath",
	"az", "ed", "en", "er", "es", "esh", "et", "ez",
}

func isArticle(w []byte) bool {
	for _, a := range articles {
		if string(w) == a {
			return true
		}
	}
	return false
}

// isApostrophe reports the marks that transliterations put for ʿayn and hamza, and
// that never separate words: ' ’ ‘ ` ´ ʿ ʾ ʼ ʻ.
func isApostrophe(r rune) bool {
	switch r {
	case '\'', '’', '‘', '`', '´', 'ʿ', 'ʾ', 'ʼ', 'ʻ', 'ʹ', '′':
		return true
	}
	return false
}

// foldRune gives the lower-case ASCII letter or digit of r, 0 for a mark to skip
// (apostrophes, combining diacritics), or ' ' for a word separator.
func foldRune(r rune) byte {
	switch {
	case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
		return byte(r)
	case r >= 'A' && r <= 'Z':
		return byte(r) + 'a' - 'A'
	case r < 0x80:
		if r == '\'' || r == '`' {
			return 0
		}
		return ' '
	case isApostrophe(r), r >= 0x300 && r <= 0x36F:
		return 0
	}
	for i, start := range foldStarts {
		if r >= start && int(r-start) < len(foldTables[i]) {
			if b := foldTables[i][r-start]; b != 0 {
				return b
			}
			return ' '
		}
	}
	return ' '
}

// ligatures are the letters of the Latin ligatures U+FB00 to U+FB06 (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ),
// which the text of a scanned page keeps.
var ligatures = [...]string{"ff", "fi", "fl", "ffi", "ffl", "st", "st"}

// maxWords is how many words of a name words keeps on the stack; longer names are
// handled all the same, on the heap.
const maxWords = 12

// words splits name into folded words (lower-case ASCII letters and digits): it
// appends their letters, one after the other, to letters and the end of each word
// in letters to ends.
func words(name string, letters []byte, ends []int) ([]byte, []int) {
	start := len(letters)
	for _, r := range name {
		if r >= 0xfb00 && r <= 0xfb06 { // a typographic ligature of a scanned text: "Springﬁeld"
			letters = append(letters, ligatures[r-0xfb00]...)
			continue
		}
		switch b := foldRune(r); b {
		case 0:
		case ' ':
			if len(letters) > start {
				ends = append(ends, len(letters))
				start = len(letters)
			}
		default:
			letters = append(letters, b)
		}
	}
	if len(letters) > start {
		ends = append(ends, len(letters))
	}
	return letters, ends
}

// articlesOnly reports whether every word of words' result is an article: keys
// then keep them all, and otherwise drop the articles.
func articlesOnly(letters []byte, ends []int) bool {
	for i, start := 0, 0; i < len(ends); start, i = ends[i], i+1 {
		if !isArticle(letters[start:ends[i]]) {
			return false
		}
	}
	return true
}

// Fold is the strict key of a name: lower case, diacritics and apostrophes removed,
// words separated by one space, the Arabic article dropped.
// "Al-Fallūjah" and "al Fallujah" give "fallujah".
func Fold(name string) string {
	var buf [64]byte
	return string(appendFold(buf[:0], name))
}

// appendFold appends the Fold of name to out.
func appendFold(out []byte, name string) []byte {
	var lb [64]byte
	var eb [maxWords]int
	letters, ends := words(name, lb[:0], eb[:0])
	all := articlesOnly(letters, ends)
	first := len(out)
	for i, start := 0, 0; i < len(ends); start, i = ends[i], i+1 {
		if w := letters[start:ends[i]]; all || !isArticle(w) {
			if len(out) > first {
				out = append(out, ' ')
			}
			out = append(out, w...)
		}
	}
	return out
}

// Key is the transliteration-tolerant key of a name: Fold, then in each word doubled
// letters collapse, a final h after a vowel goes, vowels go (y too, unless it starts
// the word or stands between vowels; w after a vowel and before a consonant), except
// that a word-initial vowel stays as "a"; the words are then joined. Haresta and Harasta give "hrst", Duma and
// Douma "dm", Kafranbel and Kafr Nabl "kfrnbl", Deir and Dayr "dr", Tal, Tel and Tell
// "tl", Sheikh and Shaykh "shkh".
func Key(name string) string {
	var buf [64]byte
	return string(appendKey(buf[:0], name))
}

// appendKey appends the Key of name to out.
func appendKey(out []byte, name string) []byte {
	var lb [64]byte
	var eb [maxWords]int
	letters, ends := words(name, lb[:0], eb[:0])
	all := articlesOnly(letters, ends)
	for i, start := 0, 0; i < len(ends); start, i = ends[i], i+1 {
		if w := letters[start:ends[i]]; all || !isArticle(w) {
			out = appendSkeleton(out, w)
		}
	}
	return out
}

func isVowel(c byte) bool {
	return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'
}

// appendSkeleton appends the consonant skeleton of one folded word.
func appendSkeleton(out, w []byte) []byte {
	// collapse doubled letters: "sukkari" -> "sukari", "tell" -> "tel".
	var buf [64]byte
	s := buf[:0]
	for i, c := range w {
		if i > 0 && c == w[i-1] {
			continue
		}
		s = append(s, c)
	}
	// a final h after a vowel is the ta marbuta: "raqqah" -> "raqqa".
	if n := len(s); n > 2 && s[n-1] == 'h' && isVowel(s[n-2]) {
		s = s[:n-1]
	}
	start := len(out)
	for i, c := range s {
		prevVowel := i > 0 && isVowel(s[i-1])
		nextVowel := i+1 < len(s) && isVowel(s[i+1])
		switch {
		case i == 0 && isVowel(c):
			out = append(out, 'a')
		case isVowel(c):
		case c == 'y' && i > 0 && (!(prevVowel && nextVowel) || s[i-1] == 'i' || s[i-1] == 'e'):
			// y is a vowel but between vowels: "khalidiya" = "khalidia",
			// "abyad" = "abiad", "sukkary" = "sukkari", "dayr" = "deir";
			// "qayyarah" keeps it.
		case c == 'w' && prevVowel && !nextVowel:
			// diphthong: "zawr" = "zor".
		default:
			if len(out) > start && out[len(out)-1] == c {
				continue // "kafar" / "kafr": letters meet again once vowels go
			}
			out = append(out, c)
		}
	}
	return out
}
