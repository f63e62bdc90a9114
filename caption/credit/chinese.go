package credit

import (
	"strings"
	"unicode/utf8"
)

// The credits of Chinese papers and agencies, in simplified and traditional
// characters, close the caption with no Latin letter in them:
//
//	credit = [ "（" ] [ agency ] reporter names shot [ " " date ] [ "）" ]   ("新华社记者 韩启明 摄", "（中央社記者鄭柏翰攝 113年4月5日）")
//	       | agency "发（" names shot "）"                                   ("新华社发（陈骏驰 摄）")
//	       | reporter names "／" shot "影"                                  ("記者劉子瑄／攝影")
//	       | [ "圖／" | "（" ] agency file [ "）" ]                            ("新华社资料照片", "（中央社檔案照片）", "圖／聯合報系資料照片")
//	       | "（" giver given "）" [ agency reporter name place "傳真" date ] ("（四川省森林消防总队供图）", "（海巡署提供）中央社記者Name金門傳真 ...")
//	reporter = "记者" | "記者";  shot = "摄" | "攝";  names = name { "、" name }
//
// A paper's reporter without a name ("（明報記者攝）") gives the paper alone; a giver
// that is the public or a file ("民眾", "資料", "读者", "网友") gives no one. Agencies
// written in Chinese get their names of nativeAgencies ("新华社" is Xinhua); another
// giver is kept as written.

// chineseCredit reads a Chinese credit at the end of text.
func chineseCredit(text string, names []Name) (Credit, bool) {
	end := len(strings.TrimRight(text, " "))
	t := text[:end]
	lo := max(0, end-120)
	for lo > 0 && !utf8.RuneStart(text[lo]) {
		lo--
	}
	tail := t[lo:]
	var c Credit
	buf := names[:0]
	if k := lastIndexAny2(tail, "摄", "攝"); k >= 0 {
		if c, ok := chineseShot(t, lo+k, buf); ok {
			return c, true // else the mark is a verb's ("拍摄的"): another credit may close the caption
		}
	}
	for _, f := range [...]string{"资料照片", "資料照片", "檔案照片", "档案照片"} {
		if k := strings.LastIndex(tail, f); k >= 0 && strings.TrimSuffix(tail[k+len(f):], "）") == "" {
			a := lo + k
			if g, s := agencyBefore(t, a); g != "" {
				c.Start, c.End = s, end
				c.Agencies = append(buf, Name{g, s, a})
				c.Start = openBefore(t, s)
				return c, true
			}
		}
	}
	if strings.HasSuffix(t, "）") || strings.Contains(tail, "傳真") {
		return chineseGiver(t, lo, buf)
	}
	return Credit{}, false
}

// chineseShot reads a credit whose shot mark is at k.
func chineseShot(t string, k int, buf []Name) (Credit, bool) {
	after := t[k+len("摄"):]
	if strings.HasPrefix(after, "影") {
		after = after[len("影"):]
	}
	if after = strings.TrimPrefix(strings.TrimLeft(after, " "), "）"); after != "" && !chineseDate(after) {
		return Credit{}, false // something other than a date follows the mark
	}
	e := len(strings.TrimRight(t[:k], " ／/"))
	from := max(0, k-60)
	if e < from {
		return Credit{}, false
	}
	var c Credit
	c.End = len(t)
	var a int // where the names begin
	if r := lastIndexAny2(t[from:e], "记者", "記者"); r >= 0 {
		r += from
		a = r + len("记者")
		if g, s := agencyBefore(t, r); g != "" {
			buf = append(buf, Name{g, s, r})
			c.Start = s
		} else {
			c.Start = r
		}
	} else if r := strings.LastIndex(t[from:e], "（"); r >= 0 {
		r += from
		f := r
		if strings.HasSuffix(t[:r], "发") || strings.HasSuffix(t[:r], "發") {
			f -= len("发")
		}
		g, s := agencyBefore(t, f)
		if g == "" || f == r {
			return Credit{}, false // "新华社发（Name 摄）" alone
		}
		buf = append(buf, Name{g, s, f})
		c.Start, a = s, r+len("（")
	} else {
		return Credit{}, false
	}
	c.Start = openBefore(t, c.Start)
	nAgencies := len(buf)
	for a < e {
		for a < e && t[a] == ' ' {
			a++
		}
		b := a
		for b < e && t[b] != ' ' && !strings.HasPrefix(t[b:], "、") {
			_, n := utf8.DecodeRuneInString(t[b:])
			b += n
		}
		if b > a {
			if !hanName(t[a:b]) {
				return Credit{}, false
			}
			buf = append(buf, Name{t[a:b], a, b})
		}
		a = b
		if strings.HasPrefix(t[a:], "、") {
			a += len("、")
		}
	}
	if len(buf) == 0 {
		return Credit{}, false
	}
	c.Agencies = buf[:nAgencies:nAgencies]
	c.Photographers = buf[nAgencies:]
	if len(c.Agencies) == 0 {
		c.Agencies = nil
	}
	if len(c.Photographers) == 0 {
		c.Photographers = nil
	}
	return c, true
}

// chineseGiver reads a giver's credit in brackets, and a CNA reporter's fax after it.
func chineseGiver(t string, lo int, buf []Name) (Credit, bool) {
	var c Credit
	c.End = len(t)
	tail := t[lo:]
	if fax := strings.Index(tail, "傳真"); fax >= 0 {
		r := lastIndexAny2(tail[:fax], "记者", "記者")
		if r < 0 {
			return Credit{}, false
		}
		g, s := agencyBefore(t, lo+r)
		if g == "" || s < lo {
			return Credit{}, false
		}
		closeAt := s - lo // where the giver's bracket, if any, closes
		c.Start = s
		agency := Name{g, s, lo + r}
		if k := strings.LastIndex(tail[:closeAt], "（"); k >= 0 && strings.HasSuffix(tail[:closeAt], "）") {
			if giver, ok := givenBy(tail[k+len("（") : closeAt-len("）")]); ok {
				if giver != "" {
					buf = append(buf, Name{giver, lo + k + len("（"), lo + k + len("（") + len(giver)})
				}
				c.Start = lo + k
			}
		}
		c.Agencies = append(buf, agency)
		return c, true
	}
	k := strings.LastIndex(tail, "（")
	if k < 0 || !strings.HasSuffix(tail, "）") {
		return Credit{}, false
	}
	in := tail[k+len("（") : len(tail)-len("）")]
	giver, ok := givenBy(in)
	if !ok {
		return Credit{}, false
	}
	c.Start = lo + k
	if giver != "" {
		a := lo + k + len("（")
		name := giver
		if g, e, ok := nativeAgencyAt(giver, 0, len(giver)); ok && e == len(giver) {
			name = g // an agency of the table, written in Chinese
		}
		c.Agencies = append(buf, Name{name, a, a + len(giver)})
	}
	return c, true
}

// givenSuffixes close a giver's credit: "provided", "picture supplied", "picture".
var givenSuffixes = [...]string{"提供", "供图", "供圖", "圖片", "图片"}

// givenSuffix is the suffix of givenSuffixes that closes in, or "".
func givenSuffix(in string) string {
	for _, f := range givenSuffixes {
		if strings.HasSuffix(in, f) {
			return f
		}
	}
	return ""
}

// givenBy returns the giver of "X提供", "X供图", "X圖片"; "" with ok when the giver is
// the public, a reader or a file ("民眾提供", "資料圖片"), who is no one.
func givenBy(in string) (string, bool) {
	f := givenSuffix(in)
	if f == "" {
		return "", false
	}
	g := in[:len(in)-len(f)]
	switch g {
	case "民眾", "民众", "資料", "资料", "讀者", "读者", "網友", "网友", "受訪者", "受访者", "家屬", "家属":
		return "", true
	}
	if n := utf8.RuneCountInString(g); n < 2 || n > 15 || strings.ContainsAny(g, " 0123456789，。") {
		return "", false
	}
	return g, true
}

// agencyBefore returns the canonical name of an agency written in Chinese that ends
// at i, and where it begins; "" when none does.
func agencyBefore(t string, i int) (string, int) {
	for _, e := range nativeAgencies {
		if strings.HasSuffix(t[:i], e.variant) && e.variant[0] >= 0xe3 {
			return e.canon, i - len(e.variant)
		}
	}
	return "", i
}

// openBefore moves s back over an opening bracket or "圖／" right before it.
func openBefore(t string, s int) int {
	for _, o := range [...]string{"（", "圖／", "图／"} {
		if strings.HasSuffix(t[:s], o) {
			return s - len(o)
		}
	}
	return s
}

// hanName reports a person's name of two to four Han characters.
func hanName(w string) bool {
	n := 0
	for _, r := range w {
		if r < 0x3400 || r > 0x9fff {
			return false
		}
		n++
	}
	return n >= 2 && n <= 4
}

// chineseDate reports a date closing a credit, maybe in its bracket ("113年4月5日）").
func chineseDate(s string) bool {
	s = strings.TrimSuffix(s, "）")
	return strings.HasSuffix(s, "日") && strings.Contains(s, "年") && len(s) <= 24
}

// lastIndexAny2 is the last index in s of a or b, whichever is later; -1 for neither.
func lastIndexAny2(s, a, b string) int {
	return max(strings.LastIndex(s, a), strings.LastIndex(s, b))
}
