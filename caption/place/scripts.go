package place

import "unicode/utf8"

// The readers of places in scripts the words' cues cannot read (cjk.go, arabic.go,
// thai.go, korean.go) share these.

// The scripts of scriptOf, bits of the scanner's scripts.
const (
	scriptHan    = 1 << iota // Han and kana: cjkPlaces
	scriptArabic             // Arabic and Persian: arabicPlaces
	scriptThai               // Thai: thaiPlaces
	scriptHangul             // Korean: koreanChains
)

// scriptOf is the script of the word that opens at text[i] with a byte from 0x80, by
// its lead bytes, or 0.
func scriptOf(text string, i int) uint8 {
	switch c := text[i]; {
	case c >= 0xd8 && c <= 0xdb:
		return scriptArabic
	case c == 0xe0 && i+1 < len(text) && (text[i+1] == 0xb8 || text[i+1] == 0xb9):
		return scriptThai
	case c >= 0xe3 && c <= 0xe9:
		return scriptHan
	case c >= 0xea && c <= 0xed:
		return scriptHangul
	}
	return 0
}

// readScripts runs the readers of the scripts the caption's words are written in:
// Korean chains after the places the words gave, the others only when those gave
// none.
func readScripts(text string, skipStart, skipEnd int, scripts uint8, out *Places) {
	if scripts&scriptHangul != 0 {
		koreanChains(text, skipStart, skipEnd, out)
	}
	if len(out.Places) == 0 && scripts&scriptHan != 0 {
		cjkPlaces(text, skipStart, skipEnd, out)
	}
	if len(out.Places) == 0 && scripts&scriptArabic != 0 {
		arabicPlaces(text, skipStart, skipEnd, out)
	}
	if len(out.Places) == 0 && scripts&scriptThai != 0 {
		thaiPlaces(text, skipStart, skipEnd, out)
	}
}

// scriptWords fills words with the runs of text outside [skipStart, skipEnd) whose
// runes are in, as byte spans, and returns how many it found, at most len(words).
func scriptWords(text string, skipStart, skipEnd int, in func(rune) bool, words [][2]int) int {
	n := 0
	for i := 0; i < len(text) && n < len(words); {
		if i == skipStart && skipEnd > i {
			i = skipEnd
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if !in(r) {
			i += size
			continue
		}
		j := i
		for j < len(text) && !(skipStart > i && j == skipStart) {
			r, size := utf8.DecodeRuneInString(text[j:])
			if !in(r) {
				break
			}
			j += size
		}
		words[n] = [2]int{i, j}
		n++
		i = j
	}
	return n
}

// find is the index of the place named name, or -1.
func (out *Places) find(name string) int {
	for i := range out.Places {
		if out.Places[i].Name == name {
			return i
		}
	}
	return -1
}

// placeAt returns the index of the place text[start:end], added with kind when the
// places hold no such name yet.
func (out *Places) placeAt(text string, start, end int, kind string) int {
	if i := out.find(text[start:end]); i >= 0 {
		return i
	}
	out.Places = append(out.Places, Place{Name: text[start:end], Start: start, End: end, Kind: kind, Parent: -1})
	return len(out.Places) - 1
}
