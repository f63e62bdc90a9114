package credit

import "strings"

// The story credits that articles, wires and newsletters set after a picture's credit:
// "REUTERS/Name Reporting by Name in Kyiv; Editing by Name", "(AP Photo/Name) Writing
// by Name", "Photo: Name/EPA-EFE Video by Name", "... Translated from Tagalog by Name".
// They name the reporters, writers, editors, translators and other makers of the story,
// not the photographer: staffCut finds where they begin, so that the credit before
// them is read.

// staffLeads are the words, in lower case, that open a story credit before "by" or
// "from" ("Reporting by", "With reporting from", "Translated from X by").
var staffLeads = [...]string{"caption", "compiled", "edited", "editing", "graphic", "illustration", "interview", "interviews",
	"map", "produced", "production", "reported", "reporting", "story", "text", "translated", "translation", "video",
	"words", "writing", "written"}

// staffInitials has bit c-'a' set for each first letter c of staffLeads.
const staffInitials = 1<<('c'-'a') | 1<<('e'-'a') | 1<<('g'-'a') | 1<<('i'-'a') | 1<<('m'-'a') | 1<<('p'-'a') |
	1<<('r'-'a') | 1<<('s'-'a') | 1<<('t'-'a') | 1<<('v'-'a') | 1<<('w'-'a')

// maxStaff bounds how far before the end staffCut looks for a story credit.
const maxStaff = 2 * maxCredit

// staffCut returns where the first story credit in the last maxStaff bytes begins,
// without the white space, brackets and punctuation before it, or end when there is
// none. A story credit is a lead of staffLeads before " by " or " from ", written with
// a capital or after "; ", "(", "Additional" or "With" ("Additional reporting by",
// "With reporting from").
func staffCut(s string, end int) int {
	lo := max(0, end-maxStaff)
	cut := end
	// the lead's word after a space: searched from its first letter, which is rarer
	// than the space and so cheaper for strings.Index to find
	for _, pat := range [...]string{"by ", "from "} {
		for i := lo + 1; i < cut; {
			k := strings.Index(s[i:cut], pat)
			if k < 0 {
				break
			}
			k += i
			i = k + 1
			if s[k-1] != ' ' {
				continue
			}
			if ws := staffStart(s, lo, k-1); ws >= 0 {
				cut = ws
				break
			}
		}
	}
	if k := labelAfterSemicolon(s, max(lo, cut-labelReach), cut); k >= 0 {
		cut = k // "Photograph: Name/AFP; map: Guardian Graphics"
	}
	if cut == end {
		return end
	}
	for cut > 0 && strings.IndexByte(" (;.,", s[cut-1]) >= 0 {
		cut--
	}
	if cut == 0 {
		return end
	}
	return cut
}

// labelReach bounds how far before the end labelAfterSemicolon looks: a map's or a
// graphic's credit is a label and a name or two.
const labelReach = 96

// labelAfterSemicolon returns where the first label of a story credit with a colon
// after "; " begins in s[lo:end] ("; map: Guardian Graphics", "; Map: Name/The
// Washington Post", "; Graphic: Name"), or -1: the credit of a map or a graphic set
// beside the picture's.
func labelAfterSemicolon(s string, lo, end int) int {
	for i := lo; i < end; {
		k := strings.Index(s[i:end], "; ")
		if k < 0 {
			return -1
		}
		ws := i + k + 2
		i = ws
		c := strings.IndexByte(s[ws:end], ':')
		if c < 3 || c > 8 {
			continue
		}
		if inList(s[ws:ws+c], staffLeads[:]) {
			return ws
		}
	}
	return -1
}

// staffStart returns where the story credit whose lead ends at k begins, or -1.
func staffStart(s string, lo, k int) int {
	ws := k
	for ws > lo && s[ws-1] != ' ' && s[ws-1] != '(' && s[ws-1] != ';' {
		ws--
	}
	if m := lower(s[ws]) - 'a'; k-ws < 3 || k-ws > 12 || m >= 26 || staffInitials>>m&1 == 0 || !inList(s[ws:k], staffLeads[:]) {
		return -1
	}
	if isUpperASCII(s[ws]) {
		return ws
	}
	if ws < lo+2 {
		return -1
	}
	if q := strings.LastIndexByte(s[lo:ws-1], ' ') + lo + 1; s[ws-1] == ' ' && (equalFold(s[q:ws-1], "additional") || equalFold(s[q:ws-1], "with")) {
		return q
	}
	if s[ws-1] == '(' || s[ws-2] == ';' {
		return ws
	}
	return -1
}

// staffFirst returns where the picture's credit begins when the caption opens with a
// story credit before it ("Story by Name. Photographs by Name.", "Text by Name, photos
// by Name/NTB", "Graphic: Name; Photo: Name/Kyodo"): the lead of the first clause
// after a period, comma, semicolon or slash that a lead of staffLeads does not open;
// or from when the caption opens otherwise.
func staffFirst(s string, from int) int {
	e := wordEnd(s, from, len(s))
	if e-from < 3 || !isUpperASCII(s[from]) || !inList(s[from:e], staffLeads[:]) || e+1 >= len(s) || s[e] != ':' && s[e+1] != 'b' {
		return from
	}
	for j := e; j+2 < min(len(s), from+maxCredit); j++ {
		if s[j+1] != ' ' || s[j] != '.' && s[j] != ',' && s[j] != ';' && s[j] != '/' {
			continue
		}
		if w := s[j+2 : wordEnd(s, j+2, len(s))]; isLead(trimDots(w)) && !inList(w, staffLeads[:]) {
			return j + 2
		}
	}
	return from
}
