package date

import (
	"strings"
	"testing"
)

// FuzzParse checks the invariants of Parse on any text and credit range: no panic; a
// value is a valid date in one of the three precisions; its span is inside the text,
// outside the credit and not empty; no value means the span 0, 0; the scan finds what
// reading at every word finds.
// Seeds are in testdata/fuzz/FuzzParse; crashes found become rows of TestFuzzFindings.
func FuzzParse(f *testing.F) {
	f.Add("In this Wednesday, Aug. 31, 2016 file photo, boys swim in Aleppo. (AP Photo/Jane Roe)", 63, 85)
	f.Add("A street in Homs, 13.12.2016, 2016/11/06, mid-2016, Marc 3, 2017", 0, 0)
	f.Fuzz(func(t *testing.T, text string, skipStart, skipEnd int) {
		d := Parse(text, skipStart, skipEnd)
		checkInvariants(t, text, skipStart, skipEnd, d)
		expectScan(t, text, skipStart, skipEnd)
	})
}

func checkInvariants(t *testing.T, text string, skipStart, skipEnd int, d Date) {
	t.Helper()
	if d.Value == "" {
		if d.Start != 0 || d.End != 0 {
			t.Fatalf("Parse(%q): no value but span %d:%d", text, d.Start, d.End)
		}
		return
	}
	if !validISO(d.Value) {
		t.Fatalf("Parse(%q) = %q: not a valid date", text, d.Value)
	}
	if !(0 <= d.Start && d.Start < d.End && d.End <= len(text)) {
		t.Fatalf("Parse(%q): span %d:%d outside the text", text, d.Start, d.End)
	}
	lo := max(0, min(skipStart, len(text)))
	hi := max(lo, min(skipEnd, len(text)))
	if d.Start < hi && d.End > lo {
		t.Fatalf("Parse(%q, %d, %d): span %d:%d inside the credit", text, skipStart, skipEnd, d.Start, d.End)
	}
	written := text[d.Start:d.End]
	if !strings.ContainsAny(written, "0123456789") {
		t.Fatalf("Parse(%q): span %q holds no number", text, written)
	}
}

// validISO reports whether v is YYYY, YYYY-MM or YYYY-MM-DD and a calendar date.
func validISO(v string) bool {
	num := func(s string) (int, bool) {
		n := 0
		for i := 0; i < len(s); i++ {
			if s[i] < '0' || s[i] > '9' {
				return 0, false
			}
			n = n*10 + int(s[i]-'0')
		}
		return n, len(s) > 0
	}
	y, m, d := 0, 0, 0
	ok := false
	switch len(v) {
	case 4:
		y, ok = num(v)
	case 7:
		var ok1, ok2 bool
		y, ok1 = num(v[:4])
		m, ok2 = num(v[5:])
		ok = ok1 && ok2 && v[4] == '-'
	case 10:
		var ok1, ok2, ok3 bool
		y, ok1 = num(v[:4])
		m, ok2 = num(v[5:7])
		d, ok3 = num(v[8:])
		ok = ok1 && ok2 && ok3 && v[4] == '-' && v[7] == '-' && d >= 1
	}
	return ok && valid(y, m, d) && (len(v) == 4 || m >= 1)
}

// TestFuzzFindings keeps inputs found by fuzzing, one a row.
func TestFuzzFindings(t *testing.T) {
	rows := []struct {
		text       string
		start, end int
	}{
		{"", -5, 99},
		{"2016", 3, 1},
		{"Nov.", 0, 0},
		{"6-", 0, 0},
		{"Wed.,", 0, 0},
		{"mid-", 0, 0},
		{"\xe2\x80", 0, 0},
		{"November 5\xe2\x80", 0, 0},
		{"on 1.1.", 0, 0},
	}
	for _, r := range rows {
		checkInvariants(t, r.text, r.start, r.end, Parse(r.text, r.start, r.end))
	}
}
