package date

import "strings"

// A combination of pictures ("This combination of pictures created on March 3, 2024
// shows (L) ... on May 5, 2022 and (R) ... on February 27, 2024", "Left: ... Right:
// ...", a diptych) dates each of its pictures, and often the combination itself. Its
// date is the first picture's: the first date tied to no other event, the
// combination's own date ("created on", "made on") left aside unless it is the only
// one, as a release date is taken when it is the caption's only date.

// combination reports a caption that describes a combination of pictures: a word for
// one ("combination", "composite") with a picture word within the four words after it
// ("combination of file photos", "Combination picture"), "diptych" or "side-by-side",
// or a caption that opens with a picture's place ("Left:", "Top,", "(L)").
func combination(s string) bool {
	switch {
	case len(s) > 6 && (hasPrefixFold(s, "left") || hasPrefixFold(s, "top")) && (s[3] == ':' || s[3] == ',' || s[4] == ':' || s[4] == ','),
		strings.HasPrefix(s, "(L)"), strings.HasPrefix(s, "(Top)"), strings.HasPrefix(s, "(Left)"):
		return true
	}
	for _, w := range [...]string{"ombination", "OMBINATION", "omposite", "OMPOSITE"} {
		for i := strings.Index(s, w); i > 0; {
			if pictureWordAfter(s, i+len(w)) {
				return true
			}
			k := strings.Index(s[i+len(w):], w)
			if k < 0 {
				break
			}
			i += len(w) + k
		}
	}
	return strings.Contains(s, "iptych") || strings.Contains(s, "ide-by-side")
}

// pictureWordAfter reports a picture word ("photo", "pictures", "images") among the
// four words from i.
func pictureWordAfter(s string, i int) bool {
	for k := 0; k < 4 && i < len(s); k++ {
		for i < len(s) && (s[i] == ' ' || s[i] == ',') {
			i++
		}
		e := i
		for e < len(s) && s[e] != ' ' && s[e] != ',' {
			e++
		}
		if cueOf(s[i:e]) == cuePhoto {
			return true
		}
		i = e
	}
	return false
}

func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if lower(s[i]) != prefix[i] {
			return false
		}
	}
	return true
}

// combinationDate reports a date that the word before it, maybe before "on", gives to
// the combination: "created on", "made on", "compiled on", "produced on".
func combinationDate(s string, c *candidate) bool {
	i := c.start
	w := wordBefore(s, i)
	if w == "on" {
		i -= len("on") + 1
		w = wordBefore(s, i)
	}
	switch w {
	case "created", "made", "compiled", "produced", "assembled":
		return true
	}
	return false
}

// wordBefore is the word that ends right before the space before i, "" when none.
func wordBefore(s string, i int) string {
	if i < 2 || s[i-1] != ' ' {
		return ""
	}
	e := i - 1
	b := e
	for b > 0 && s[b-1] != ' ' {
		b--
	}
	return s[b:e]
}

// firstPicture is, in a combination, the first kept date that no words tie to another
// event and that is not the combination's own; best's choice when there is none.
func (f *finder) firstPicture(best int) int {
	if best < 0 || !combination(f.s) {
		return best
	}
	for i := range f.cands[:f.n] {
		if c := &f.cands[i]; !c.out && c.score >= 0 && c.y != 0 && !combinationDate(f.s, c) {
			return i
		}
	}
	if combinationDate(f.s, &f.cands[best]) {
		for i := range f.cands[:f.n] {
			if c := &f.cands[i]; i != best && !c.out && c.y != 0 && c.score >= -1 && !combinationDate(f.s, c) {
				return i
			}
		}
	}
	return best
}
