package date

import (
	"math/bits"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

//go:generate go test -run ^TestNameTable$ -args -update-name-table

// Month and weekday names. The tables are arrays of constant strings, laid out by the
// compiler: nothing is built at start-up.

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

// foreign marks, in nameWords, a month name of French, Spanish, Italian or
// Portuguese, or an abbreviation of another language than English: it counts in a
// full date ("9 janvier 2016", "17 ago. 2023"), and without the day or the year only
// when it is a full name in lower case, as those languages write it ("en mars 2024";
// not "the Mars 2020 rover", "sold out 2023"). The German names that are not
// English ones ("Januar", "März", "Mai") read like English names: German writes
// them capitalised ("im März 2024").
const foreign = 0x80

// maxNameLen is the length in bytes of the longest name in Latin letters
// ("października").
const maxNameLen = 13

// maxWideNameLen is the length in bytes of the longest name in other letters
// (Bengali "ফেব্রুয়ারি", eleven letters of three bytes).
const maxWideNameLen = 36

// nameOf says what the word w (any case) names, and which month (1..12) or day of
// the week (0 Sunday .. 6): two shifts of nameEntry, written into its callers.
func nameOf(w string) (nameKind, int) {
	v := nameEntry(w)
	return v >> 4 & 7, int(v & 15)
}

// nameKindOf is the kind of name w is (nameOf).
func nameKindOf(w string) nameKind {
	kind, _ := nameOf(w)
	return kind
}

// nameEntry is the value of w in nameTable (names_table.go, generated from nameList
// of names_table_test.go): the kind of the name in bits 4 to 6, its month (1..12) or
// weekday (0 Sunday .. 6) below, and the foreign bit; 0 when w names nothing. It is
// not inlined: its callers are many, and a call costs less of the module than its
// look-up written into each.
//
//go:noinline
func nameEntry(w string) nameKind {
	if len(w) < 3 || len(w) > maxNameLen || nameInitials>>(lower(w[0])-'a')&1 == 0 {
		if len(w) < 6 || len(w) > maxWideNameLen || w[0] < 0xc3 || w[0] > 0xe0 {
			return 0 // no name that opens with an accented Latin, Greek, Cyrillic, Arabic, Devanagari or Bengali letter either
		}
		v, _ := wideNameTable.FindLower(w)
		return nameKind(v)
	}
	v, _ := nameTable.FindLower(w) // folded as it is read: no copy
	return nameKind(v)
}

// nameInitials has bit c-'a' set for every letter c that begins a word of nameTable;
// a shift past 'z' (any other byte) gives 0.
const nameInitials = 1<<('a'-'a') | 1<<('c'-'a') | 1<<('d'-'a') | 1<<('e'-'a') | 1<<('f'-'a') | 1<<('g'-'a') |
	1<<('h'-'a') | 1<<('i'-'a') | 1<<('j'-'a') | 1<<('k'-'a') | 1<<('l'-'a') | 1<<('m'-'a') | 1<<('n'-'a') | 1<<('o'-'a') |
	1<<('p'-'a') | 1<<('r'-'a') | 1<<('s'-'a') | 1<<('t'-'a') | 1<<('v'-'a') | 1<<('w'-'a')

// onlyInFullDate reports a month name that counts only in a full date: a foreign
// abbreviation, or a foreign name written with a capital (see foreign). name may
// end with the abbreviation's dot.
func onlyInFullDate(name string) bool {
	if n := len(name); n > 0 && name[n-1] == '.' {
		name = name[:n-1]
	}
	v := nameEntry(name)
	return v&foreign != 0 && (v>>4&7 == monthAbbrev || name[0] < 'a' || name[0] > 'z')
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
		if n := monthNames[i]; len(w) >= len(n)-1 && len(w) <= len(n)+1 && wordtab.OneEdit(w, n) && !equalFold(w, n) {
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

// weekdayName returns the day (0 Sunday .. 6) named by w and whether w is an
// abbreviation; -1 when w names no day.
func weekdayName(w string) (day int, abbrev bool) {
	switch k, d := nameOf(w); k {
	case weekdayFull, weekdayAbbrev:
		return d, k == weekdayAbbrev
	}
	return -1, false
}
