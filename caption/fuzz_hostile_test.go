package caption_test

import (
	"testing"
	"unicode/utf8"

	"github.com/captions-analyzer/captions/caption"
)

// FuzzParse checks the invariants of caption.Parse on any text: no panic; every
// span inside the text, on rune boundaries, with an index inside its list; one
// resolved entry per place; the location is one of the places; the date is empty
// or a calendar date at one of the three precisions. Crashes found become rows of
// TestParseFuzzFindings.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"Smoke rises over Idlib, Syria, on May 2, 2016. (Photo by Yusuf Demir/Meridian Press)",
		"A café in Jönköping, Sweden, 3 June 2019. REUTERS/Åsa Öberg",
		"أطفال يلعبون في إدلب، سوريا (تصوير يوسف دمير)",
		"((((((((((((((((((((((((((((((((((((((((((((((((",
		"=HYPERLINK(\"http://example.invalid\") in Aleppo (AP Photo/Jane Roe, File)",
		"\x00\xff\xfe in \u202eAleppo\u202c, Syria, 31.02.2016",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		checkRecord(t, text, caption.Parse(text))
	})
}

func checkRecord(t *testing.T, text string, r caption.Record) {
	t.Helper()
	if r.Text != text {
		t.Fatalf("Parse(%q): Text %q, want the input", text, r.Text)
	}
	lists := map[string]int{
		caption.FieldPhotographer: len(r.Photographers), caption.FieldAgency: len(r.Agencies),
		caption.FieldPlace: len(r.Places), caption.FieldDate: 1, caption.FieldCredit: 1,
	}
	for _, s := range r.Spans {
		n, ok := lists[s.Field]
		switch {
		case !ok:
			t.Fatalf("Parse(%q): span of unknown field %q", text, s.Field)
		case s.Index < 0 || s.Index >= n:
			t.Fatalf("Parse(%q): span %+v: index outside its list of %d", text, s, n)
		case s.Start < 0 || s.End < s.Start || s.End > len(text):
			t.Fatalf("Parse(%q): span %+v outside the text", text, s)
		case utf8.ValidString(text) && (!utf8.RuneStart(at(text, s.Start)) || !utf8.RuneStart(at(text, s.End))):
			t.Fatalf("Parse(%q): span %+v cuts a character", text, s)
		}
	}
	if len(r.PlacesResolved) != len(r.Places) {
		t.Fatalf("Parse(%q): %d resolved entries for %d places", text, len(r.PlacesResolved), len(r.Places))
	}
	if r.Location != "" && !contains(r.Places, r.Location) {
		t.Fatalf("Parse(%q): location %q is not one of the places %q", text, r.Location, r.Places)
	}
	if r.LocationID != "" && r.Location == "" {
		t.Fatalf("Parse(%q): location id %q without a location", text, r.LocationID)
	}
	if !calendarDate(r.Date) {
		t.Fatalf("Parse(%q): date %q is not YYYY, YYYY-MM or YYYY-MM-DD", text, r.Date)
	}
}

// at returns the byte at i, or a rune start at the end of the text.
func at(s string, i int) byte {
	if i >= len(s) {
		return 'a'
	}
	return s[i]
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// calendarDate reports whether v is "" or a valid date at one of the precisions.
func calendarDate(v string) bool {
	digits := func(s string) (int, bool) {
		n := 0
		for i := 0; i < len(s); i++ {
			if s[i] < '0' || s[i] > '9' {
				return 0, false
			}
			n = n*10 + int(s[i]-'0')
		}
		return n, s != ""
	}
	days := [13]int{0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
	switch len(v) {
	case 0:
		return true
	case 4:
		_, ok := digits(v)
		return ok
	case 7, 10:
		_, oky := digits(v[:4])
		m, okm := digits(v[5:7])
		if !oky || !okm || v[4] != '-' || m < 1 || m > 12 {
			return false
		}
		if len(v) == 7 {
			return true
		}
		y, _ := digits(v[:4])
		d, okd := digits(v[8:])
		leap := y%4 == 0 && (y%100 != 0 || y%400 == 0)
		return okd && v[7] == '-' && d >= 1 && (d <= days[m] && (m != 2 || d <= 28 || leap))
	}
	return false
}

// TestParseFuzzFindings keeps inputs that fuzzing found, one a row.
func TestParseFuzzFindings(t *testing.T) {
	for _, text := range []string{
		"",
		"(Photo by )",
		"in , on , 2016",
	} {
		checkRecord(t, text, caption.Parse(text))
	}
}
