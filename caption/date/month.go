package date

// Month and weekday names. The tables are arrays of constant strings, laid out by the
// compiler: nothing is built at start-up.

var monthNames = [12]string{"january", "february", "march", "april", "may", "june",
	"july", "august", "september", "october", "november", "december"}

var monthAbbrevs = [...]struct {
	name  string
	month int
}{
	{"jan", 1}, {"feb", 2}, {"febr", 2}, {"mar", 3}, {"apr", 4}, {"jun", 6}, {"jul", 7},
	{"aug", 8}, {"sep", 9}, {"sept", 9}, {"oct", 10}, {"nov", 11}, {"dec", 12},
}

var weekdayNames = [7]string{"sunday", "monday", "tuesday", "wednesday", "thursday",
	"friday", "saturday"}

// Display names, for notes.
var monthTitles = [12]string{"January", "February", "March", "April", "May", "June",
	"July", "August", "September", "October", "November", "December"}

var weekdayAbbrevs = [...]struct {
	name string
	day  int
}{
	{"sun", 0}, {"mon", 1}, {"tue", 2}, {"tues", 2}, {"wed", 3}, {"thu", 4}, {"thur", 4},
	{"thurs", 4}, {"fri", 5}, {"sat", 6},
}

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

// monthName returns the month (1..12) named exactly by w (full name or abbreviation),
// abbrev telling which; 0 when w names no month.
func monthName(w string) (month int, abbrev bool) {
	for i, n := range monthNames {
		if equalFold(w, n) {
			return i + 1, false
		}
	}
	for _, a := range monthAbbrevs {
		if equalFold(w, a.name) {
			return a.month, true
		}
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
	for i, n := range monthNames {
		if len(n) < 5 || len(w) < len(n)-1 || len(w) > len(n)+1 {
			continue
		}
		if oneEdit(w, n) {
			if found != 0 {
				return 0
			}
			found = i + 1
		}
	}
	return found
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
	for i, n := range weekdayNames {
		if equalFold(w, n) {
			return i, false
		}
	}
	for _, a := range weekdayAbbrevs {
		if equalFold(w, a.name) {
			return a.day, true
		}
	}
	return -1, false
}
