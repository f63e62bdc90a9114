package place

import (
	"strings"
	"unicode/utf8"
)

// Chinese and Japanese write a place with its kind right after its name and no space,
// and a chain of them from the widest to the narrowest: "江苏省南京市秦淮区" (Jiangsu
// province, Nanjing city, Qinhuai district), "石川県輪島市". The words of such a
// caption are runs of characters that the cues cannot split, so cjkPlaces reads the
// chains by their kind characters instead, when the reading by words found no place.
//
//	chain = name kind { name kind }
//	name  = 2 to 4 Han characters after a stop (a locative "在", "于", "从", "到", ...,
//	        a punctuation mark, kana, a digit, a Latin letter or the kind before)
//	kind  = "省" | "市" | "县" | "區" | "镇" | "乡" | "村" | "自治区" | "県" | "町" | ...
//
// The name is given without its kind ("江苏", "南京", "秦淮"), as the kind words of
// other languages are dropped. A kind character that opens a common word ("市民",
// citizens; "村民", villagers; "市政府", the city's government) or closes one ("超市",
// supermarket; "景区", scenic area; "农村", countryside) makes no place, nor does a
// name of one character, which is too often such a word. The location is the
// narrowest place of the first chain.

// cjkKinds are the kinds of cjkPlaces, the longer first.
var cjkKinds = [...]string{"特别行政区", "特別行政區", "综合实验区", "地区", "地區", "自治区", "自治區", "自治州", "自治县", "自治縣",
	"省", "市", "县", "縣", "区", "區", "镇", "鎮", "乡", "鄉", "村", "県", "町", "郡", "府"}

// cjkStops are the words that end the name before them: locatives ("at", "from",
// "to", "via"), "of", "and".
var cjkStops = [...]string{"在", "于", "於", "从", "從", "到", "至", "赴", "往", "经", "經", "由", "的", "与", "與", "和", "及", "距", "离", "離", "自"}

// cjkNotAfter are the characters that make a kind character the start of a common
// word: "市民", "村民", "市场", "市长", "市政府", "区域", "市区", "县城"'s "城" is
// not among them.
const cjkNotAfter = "民场場长長政委立议議级級域内內外府"

// cjkCommonBefore reports a character before the kind k that makes a common word of
// them ("超市", "景区", "保护区", "农村", "城镇").
func cjkCommonBefore(k string, prev rune) bool {
	var list string
	switch k {
	case "市":
		list = "城超夜股都门門早菜街"
	case "区", "區":
		list = "景护護发發业業民贸貿范範务務城园園山灾災社郊牧矿礦营營校战戰军軍病"
	case "村":
		list = "农農乡鄉山渔漁假"
	case "镇", "鎮":
		list = "城乡鄉小古"
	}
	return strings.ContainsRune(list, prev)
}

// cjkPlaces reads the chains of text outside [skipStart, skipEnd) into out.
func cjkPlaces(text string, skipStart, skipEnd int, out *Places) {
	seg := -1 // where the name being read begins; -1 after a stop that is not Han
	chain, first := false, true
	loc := -1
	for i := 0; i < len(text); {
		if i == skipStart && skipEnd > i {
			i, seg, chain = skipEnd, -1, false
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if !han(r) {
			if chain {
				first = false
			}
			i += n
			seg, chain = -1, false
			continue
		}
		if seg < 0 {
			seg = i
		}
		if w := cjkStopAt(text, i); w > 0 {
			if chain {
				first = false
			}
			i += w
			seg, chain = i, false
			continue
		}
		k := cjkKindAt(text, i)
		if k == 0 {
			i += n
			continue
		}
		nameLen := utf8.RuneCountInString(text[seg:i])
		next, _ := utf8.DecodeRuneInString(text[i+k:])
		prev, _ := utf8.DecodeLastRuneInString(text[seg:i])
		if nameLen < 2 || nameLen > 4 || k == len("市") && (strings.ContainsRune(cjkNotAfter, next) || cjkCommonBefore(text[i:i+k], prev)) {
			if nameLen > 4 {
				seg = -1 // no name of this length: the next one may start after the kind
			}
			i += k
			if seg >= 0 && nameLen == 0 {
				seg = i
			}
			continue
		}
		start, end := seg, i
		if strings.HasPrefix(text[i:], "自治") && nameLen > 2 && !strings.HasPrefix(text[seg:], "内蒙古") {
			_, a := utf8.DecodeRuneInString(text[seg:])
			_, b := utf8.DecodeRuneInString(text[seg+a:])
			end = seg + a + b // "阿坝藏族羌族自治州", "广西壮族自治区": the name before the peoples'
		}
		idx := out.placeAt(text, start, end, cjkKindName(text[i:i+k]))
		if first {
			loc = idx
		}
		chain = true
		i += k
		seg = i
	}
	out.Location = loc
}

// han reports a Han character.
func han(r rune) bool { return r >= 0x3400 && r <= 0x9fff || r >= 0xf900 && r <= 0xfaff }

// cjkStopAt is the length of a stop word at text[i:], or 0.
func cjkStopAt(text string, i int) int {
	for _, w := range cjkStops {
		if strings.HasPrefix(text[i:], w) {
			return len(w)
		}
	}
	return 0
}

// cjkKindAt is the length of a kind at text[i:], or 0.
func cjkKindAt(text string, i int) int {
	for _, w := range cjkKinds {
		if strings.HasPrefix(text[i:], w) {
			return len(w)
		}
	}
	return 0
}

// cjkKindName is the kind of Place that a kind character names.
func cjkKindName(k string) string {
	switch k {
	case "市":
		return "city"
	case "区", "區":
		return "district"
	case "镇", "鎮", "町":
		return "town"
	case "乡", "鄉", "村":
		return "village"
	}
	return "region"
}
