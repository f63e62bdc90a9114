package wordtab

import "strings"

// HoldsAfterOrBefore reports whether s holds "fter" or "efore": whether "after" or
// "before" may be a word of it, a quick test before a search for them by word. It
// looks from each "f", rarer than their other letters.
func HoldsAfterOrBefore(s string) bool {
	for i := strings.IndexByte(s, 'f'); i >= 0 && i+3 < len(s); {
		if r := s[i+1 : i+4]; r == "ter" || r == "ore" && i > 0 && s[i-1] == 'e' {
			return true
		}
		j := strings.IndexByte(s[i+1:], 'f')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return false
}
