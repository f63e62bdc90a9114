package place

import (
	"strings"
	"unicode"
)

// Arabic and Persian write a place after the word of its kind ("مدينة كربلاء", the
// city of Karbala; "استان هرمزگان", Hormozgan province; "روستای اوزی", the village of
// Ozi), and their letters have no capitals, so the cues cannot tell a name from the
// words around it. arabicPlaces reads the word after such a kind word as a place, and
// the two words when the second is a direction ("آذربایجان شرقی", East Azerbaijan;
// "دبي الجنوب", Dubai South), when the reading by words found no place. The kind word
// may carry a prefix written onto it ("بمنطقة", in the area of; "وناحية"). The location
// is the first such place that is not a lake.
//
//	place = kind name [ direction ]

// arabicKinds are the kind words of arabicPlaces; lakes are the last two.
var arabicKinds = [...]string{"مدينة", "محافظة", "ناحية", "منطقة", "قضاء", "بلدة", "قرية", "مخيم", "حي",
	"استان", "شهرستان", "روستای", "روستا", "شهر", "بخش", "بندر", "دهستان", "دریاچه", "بحيرة"}

// arabicDirections are the directions that end a place's name.
var arabicDirections = [...]string{"شرقی", "غربی", "شمالی", "جنوبی", "الشرقية", "الغربية", "الشمالية", "الجنوبية", "الجنوب", "الشمال", "الشرق", "الغرب"}

// arabicPlaces reads the places of text outside [skipStart, skipEnd) into out.
func arabicPlaces(text string, skipStart, skipEnd int, out *Places) {
	out.Location = -1
	var words [64][2]int // the words of the caption: runs of letters and marks
	n := scriptWords(text, skipStart, skipEnd, arabicLetter, words[:])
	for k := 0; k+1 < n; k++ {
		w := text[words[k][0]:words[k][1]]
		x := arabicKindIndex(w)
		if x < 0 && len(w) > 2 && arabicPrefix(w[:2]) {
			x = arabicKindIndex(w[2:]) // "بمنطقة": the kind with a prefix written onto it
		}
		if x < 0 || words[k+1][0]-words[k][1] != 1 || text[words[k][1]] != ' ' {
			continue
		}
		lake := x >= len(arabicKinds)-2
		start, end := words[k+1][0], words[k+1][1]
		if arabicKindIndex(text[start:end]) >= 0 || strings.HasPrefix(text[start:end], "شهید") {
			continue // a kind again, or a port or a place named after a martyr ("بندر شهید رجایی")
		}
		if k+2 < n && words[k+2][0]-end == 1 && text[end] == ' ' {
			for _, d := range arabicDirections {
				if text[words[k+2][0]:words[k+2][1]] == d {
					end = words[k+2][1]
				}
			}
		}
		idx := out.placeAt(text, start, end, "")
		if out.Location < 0 && !lake {
			out.Location = idx
		}
	}
}

// arabicKindIndex is the index of w in arabicKinds, or -1.
func arabicKindIndex(w string) int {
	for i, k := range arabicKinds {
		if w == k {
			return i
		}
	}
	return -1
}

// arabicLetter reports a letter or a mark, or the zero-width non-joiner that Persian
// writes inside a word ("حسین‌پور").
func arabicLetter(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsMark(r) || r == 0x200c
}

// arabicPrefix reports a letter written onto a word: "ب" (in), "و" (and), "ل" (to),
// "ف" (so).
func arabicPrefix(p string) bool {
	return p == "ب" || p == "و" || p == "ل" || p == "ف"
}
