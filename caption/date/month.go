package date

import "math/bits"

// Month and weekday names. The tables are arrays of constant strings and the names
// are read by a switch, both laid out by the compiler: nothing is built at start-up.

var monthNames = [12]string{"january", "february", "march", "april", "may", "june",
	"july", "august", "september", "october", "november", "december"}

var weekdayNames = [7]string{"sunday", "monday", "tuesday", "wednesday", "thursday",
	"friday", "saturday"}

// Display names, for notes.
var monthTitles = [12]string{"January", "February", "March", "April", "May", "June",
	"July", "August", "September", "October", "November", "December"}

// lower folds an ASCII letter to lower case.
func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// equalFold reports whether w equals the lower-case ASCII word lw, ignoring case.
func equalFold(w, lw string) bool {
	if len(w) != len(lw) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if lower(w[i]) != lw[i] {
			return false
		}
	}
	return true
}

// nameKind is what a word names among the words dates are written with.
type nameKind uint8

const (
	notName nameKind = iota
	monthFull
	monthAbbrev
	weekdayFull
	weekdayAbbrev
	qualifierName // mid, early, ...: see qualified in forms.go
)

// maxNameLen is the length of the longest name, "September" and "Wednesday".
const maxNameLen = 9

// nameOf says what the word w (any case) names, and which month (1..12) or day of
// the week (0 Sunday .. 6).
func nameOf(w string) (nameKind, int) {
	var buf [maxNameLen]byte
	if len(w) < 3 || len(w) > len(buf) {
		return notName, 0
	}
	switch lower(w[0]) {
	case 'a', 'd', 'e', 'f', 'j', 'l', 'm', 'n', 'o', 's', 't', 'w': // the names' initials
	default:
		return notName, 0
	}
	for i := 0; i < len(w); i++ {
		buf[i] = lower(w[i])
	}
	switch string(buf[:len(w)]) {
	case "january":
		return monthFull, 1
	case "february":
		return monthFull, 2
	case "march":
		return monthFull, 3
	case "april":
		return monthFull, 4
	case "may":
		return monthFull, 5
	case "june":
		return monthFull, 6
	case "july":
		return monthFull, 7
	case "august":
		return monthFull, 8
	case "september":
		return monthFull, 9
	case "october":
		return monthFull, 10
	case "november":
		return monthFull, 11
	case "december":
		return monthFull, 12
	case "jan":
		return monthAbbrev, 1
	case "feb", "febr":
		return monthAbbrev, 2
	case "mar":
		return monthAbbrev, 3
	case "apr":
		return monthAbbrev, 4
	case "jun":
		return monthAbbrev, 6
	case "jul":
		return monthAbbrev, 7
	case "aug":
		return monthAbbrev, 8
	case "sep", "sept":
		return monthAbbrev, 9
	case "oct":
		return monthAbbrev, 10
	case "nov":
		return monthAbbrev, 11
	case "dec":
		return monthAbbrev, 12
	case "sunday":
		return weekdayFull, 0
	case "monday":
		return weekdayFull, 1
	case "tuesday":
		return weekdayFull, 2
	case "wednesday":
		return weekdayFull, 3
	case "thursday":
		return weekdayFull, 4
	case "friday":
		return weekdayFull, 5
	case "saturday":
		return weekdayFull, 6
	case "sun":
		return weekdayAbbrev, 0
	case "mon":
		return weekdayAbbrev, 1
	case "tue", "tues":
		return weekdayAbbrev, 2
	case "wed":
		return weekdayAbbrev, 3
	case "thu", "thur", "thurs":
		return weekdayAbbrev, 4
	case "fri":
		return weekdayAbbrev, 5
	case "sat":
		return weekdayAbbrev, 6
	case "mid", "early", "late", "spring", "summer", "autumn", "fall", "winter":
		return qualifierName, 0
	}
	return notName, 0
}

// monthName returns the month (1..12) named exactly by w (full name or abbreviation),
// abbrev telling which; 0 when w names no month.
func monthName(w string) (month int, abbrev bool) {
	return monthOf(nameOf(w))
}

// monthOf is monthName for a word that nameOf says names kind, val.
func monthOf(kind nameKind, val int) (month int, abbrev bool) {
	switch kind {
	case monthFull, monthAbbrev:
		return val, kind == monthAbbrev
	}
	return 0, false
}

// misspeltMonth returns the month whose full name (of five letters or more) is one
// edit from w (an insertion, a deletion, a substitution or a swap of neighbours), 0
// when none is or when two are. w must have four letters or more.
func misspeltMonth(w string) int {
	if len(w) < 4 || len(w) > 10 {
		return 0
	}
	found := 0
	for set := monthsByEnds(lower(w[0]), lower(w[len(w)-1])); set != 0; set &= set - 1 {
		i := bits.TrailingZeros16(set)
		if n := monthNames[i]; len(w) >= len(n)-1 && len(w) <= len(n)+1 && oneEdit(w, n) {
			if found != 0 {
				return 0
			}
			found = i + 1
		}
	}
	return found
}

// monthsByEnds is the set (bit m-1 for month m) of the full names of five letters or
// more that start with first or end with last: one edit leaves the first or the last
// letter in place, so a misspelt name is one of them.
func monthsByEnds(first, last byte) uint16 {
	const (
		jan, feb, mar, apr = 1 << 0, 1 << 1, 1 << 2, 1 << 3
		aug, sep, oct      = 1 << 7, 1 << 8, 1 << 9
		nov, dec           = 1 << 10, 1 << 11
	)
	var set uint16
	switch first {
	case 'j':
		set = jan
	case 'f':
		set = feb
	case 'm':
		set = mar
	case 'a':
		set = apr | aug
	case 's':
		set = sep
	case 'o':
		set = oct
	case 'n':
		set = nov
	case 'd':
		set = dec
	}
	switch last {
	case 'y':
		set |= jan | feb
	case 'h':
		set |= mar
	case 'l':
		set |= apr
	case 't':
		set |= aug
	case 'r':
		set |= sep | oct | nov | dec
	}
	return set
}

// oneEdit reports whether w (any case) is exactly one edit from the lower-case word n.
func oneEdit(w, n string) bool {
	// Skip the common prefix and suffix, then look at what differs.
	i := 0
	for i < len(w) && i < len(n) && lower(w[i]) == n[i] {
		i++
	}
	j, k := len(w), len(n)
	for j > i && k > i && lower(w[j-1]) == n[k-1] {
		j--
		k--
	}
	dw, dn := j-i, k-i
	switch {
	case dw == 0 && dn == 0:
		return false // the same word
	case dw+dn == 1, dw == 1 && dn == 1:
		return true // insertion, deletion, substitution
	case dw == 2 && dn == 2:
		return lower(w[i]) == n[i+1] && lower(w[i+1]) == n[i] // swap
	}
	return false
}

// weekdayName returns the day (0 Sunday .. 6) named by w and whether w is an
// abbreviation; -1 when w names no day.
func weekdayName(w string) (day int, abbrev bool) {
	switch k, d := nameOf(w); k {
	case weekdayFull, weekdayAbbrev:
		return d, k == weekdayAbbrev
	}
	return -1, false
}
