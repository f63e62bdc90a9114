package place

import (
	"strings"
	"unicode"
	"unicode/utf8"
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
	n := 0
	for i := 0; i < len(text) && n < len(words); {
		if i == skipStart && skipEnd > i {
			i = skipEnd
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsLetter(r) && !unicode.IsMark(r) && r != 0x200c {
			i += size
			continue
		}
		j := i
		for j < len(text) && !(skipStart > i && j == skipStart) {
			r, size := utf8.DecodeRuneInString(text[j:])
			if !unicode.IsLetter(r) && !unicode.IsMark(r) && r != 0x200c {
				break
			}
			j += size
		}
		words[n] = [2]int{i, j}
		n++
		i = j
	}
	for k := 0; k+1 < n; k++ {
		w := text[words[k][0]:words[k][1]]
		lake := false
		found := false
		for x, kind := range arabicKinds {
			if w == kind || len(w) == len(kind)+2 && strings.HasSuffix(w, kind) && arabicPrefix(w[:2]) {
				found, lake = true, x >= len(arabicKinds)-2
				break
			}
		}
		if !found || words[k+1][0]-words[k][1] != 1 || text[words[k][1]] != ' ' {
			continue
		}
		start, end := words[k+1][0], words[k+1][1]
		if arabicKind(text[start:end]) || strings.HasPrefix(text[start:end], "شهید") {
			continue // a kind again, or a port or a place named after a martyr ("بندر شهید رجایی")
		}
		if k+2 < n && words[k+2][0]-end == 1 && text[end] == ' ' {
			for _, d := range arabicDirections {
				if text[words[k+2][0]:words[k+2][1]] == d {
					end = words[k+2][1]
				}
			}
		}
		name := text[start:end]
		idx := -1
		for j := range out.Places {
			if out.Places[j].Name == name {
				idx = j
			}
		}
		if idx < 0 {
			out.Places = append(out.Places, Place{Name: name, Start: start, End: end, Parent: -1})
			idx = len(out.Places) - 1
		}
		if out.Location < 0 && !lake {
			out.Location = idx
		}
	}
}

// arabicKind reports whether w is one of arabicKinds.
func arabicKind(w string) bool {
	for _, k := range arabicKinds {
		if w == k {
			return true
		}
	}
	return false
}

// arabicPrefix reports a letter written onto a word: "ب" (in), "و" (and), "ل" (to),
// "ف" (so).
func arabicPrefix(p string) bool {
	return p == "ب" || p == "و" || p == "ل" || p == "ف"
}

// hasArabic reports whether text holds a letter of the Arabic script (its lead bytes
// 0xd8 to 0xdb).
func hasArabic(text string) bool {
	for b := byte(0xd8); b <= 0xdb; b++ {
		if strings.IndexByte(text, b) >= 0 {
			return true
		}
	}
	return false
}
