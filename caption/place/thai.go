package place

import (
	"strings"
	"unicode/utf8"
)

// Thai writes no space between words, only between phrases, and a place's kind
// right before its name: "อำเภอกันทรลักษ์ จังหวัดศรีสะเกษ" (Kanthararak district,
// Sisaket province), "อ.แม่สาย จ.เชียงราย" with the kinds abbreviated. thaiPlaces
// reads the name after such a kind up to the next space or mark as a place, when the
// reading by words found no place; the first is the location.
//
//	place = kind name ( " " | end )

// thaiKinds are the kinds of thaiPlaces, the longer first.
var thaiKinds = [...]string{"จังหวัด", "อำเภอ", "ตำบล", "ย่าน", "เขต", "แขวง", "ประเทศ", "เมือง", "จ.", "อ.", "ต."}

// thaiPlaces reads the places of text outside [skipStart, skipEnd) into out.
func thaiPlaces(text string, skipStart, skipEnd int, out *Places) {
	out.Location = -1
	for i := 0; i < len(text); {
		if i == skipStart && skipEnd > i {
			i = skipEnd
			continue
		}
		k := 0
		for _, w := range thaiKinds {
			if strings.HasPrefix(text[i:], w) {
				k = len(w)
				break
			}
		}
		if k == 0 {
			_, n := utf8.DecodeRuneInString(text[i:])
			i += n
			continue
		}
		start := i + k
		end := start
		for end < len(text) && !(skipStart > start && end == skipStart) {
			r, n := utf8.DecodeRuneInString(text[end:])
			if r < 0x0e01 || r > 0x0e5b || r == 0x0e2f {
				break // a space, a mark, or the abbreviation sign "ฯ", kept below
			}
			if thaiKindAt(text, end) && end > start {
				break
			}
			end += n
		}
		if strings.HasPrefix(text[end:], "ฯ") {
			end += len("ฯ") // "กรุงเทพฯ": the sign of an abbreviated name is part of it
		}
		if n := utf8.RuneCountInString(text[start:end]); n >= 2 && n <= 20 {
			idx := out.placeAt(text, start, end, "")
			if out.Location < 0 {
				out.Location = idx
			}
		}
		i = max(end, start)
	}
}

// thaiKindAt reports a kind of thaiKinds at text[i:].
func thaiKindAt(text string, i int) bool {
	for _, w := range thaiKinds[:6] { // the full words: an abbreviation's letter opens many words
		if strings.HasPrefix(text[i:], w) {
			return true
		}
	}
	return false
}
