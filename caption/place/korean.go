package place

import (
	"strings"
	"unicode/utf8"
)

// Korean writes a place's kind glued to its name, and a chain of them from the widest
// to the narrowest, a word each: "서울 용산구 이태원동" (Seoul, Yongsan district,
// Itaewon neighbourhood), "경북 포항시 북구 흥해읍". koreanChains reads such a chain
// from a place already found or a province's short name, word by word while each
// word ends in a kind, and gives each name without its kind ("용산", "이태원"); a name
// of one syllable keeps it ("북구"). The narrowest place of the first chain is the
// location when the caption's location is a place of that chain.
//
//	chain = ( place | province ) { name kind }
//	kind  = "시" | "군" | "구" | "동" | "읍" | "면" | "리" | "마을"

// koreanKinds are the kinds of a chain's words, the longer first.
var koreanKinds = [...]string{"마을", "시", "군", "구", "동", "읍", "면", "리"}

// koreanProvinces are the provinces' short names that open a chain.
var koreanProvinces = [...]string{"경북", "경남", "전북", "전남", "충북", "충남", "경기", "강원", "제주", "경기도", "강원도"}

// koreanChains reads the chains of text outside [skipStart, skipEnd) into out.
func koreanChains(text string, skipStart, skipEnd int, out *Places) {
	var words [48][2]int
	n := scriptWords(text, skipStart, skipEnd, hangul, words[:])
	first := true
	for k := 0; k+1 < n; k++ {
		w := text[words[k][0]:words[k][1]]
		if n := len(w) - len("시"); n >= 6 && strings.HasSuffix(w, "시") && out.find(w[:n]) >= 0 {
			w = w[:n] // "안동시" after the dateline's "안동"
		}
		start := out.find(w) >= 0
		for _, p := range koreanProvinces {
			start = start || w == p
		}
		if !start || text[words[k][1]:words[k+1][0]] != " " {
			continue
		}
		last := out.find(w)
		if last < 0 {
			last = out.placeAt(text, words[k][0], words[k][1], "")
		}
		j := k + 1
		for ; j < n && text[words[j-1][1]:words[j][0]] == " "; j++ {
			s, e := words[j][0], words[j][1]
			kind := ""
			for _, kd := range koreanKinds {
				if strings.HasSuffix(text[s:e], kd) {
					kind = kd
					break
				}
			}
			if kind == "" {
				break
			}
			if utf8.RuneCountInString(text[s:e-len(kind)]) >= 2 {
				e -= len(kind)
			}
			last = out.placeAt(text, s, e, "")
		}
		if first && j > k+1 && (out.Location < 0 || out.Places[out.Location].Name == w) {
			out.Location = last
		}
		first = first && j == k+1
		k = j - 1
	}
}

// hangul reports a Hangul syllable.
func hangul(r rune) bool { return r >= 0xac00 && r <= 0xd7a3 }
