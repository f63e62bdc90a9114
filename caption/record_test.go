package caption_test

import (
	"encoding/json"
	"testing"

	"github.com/captions-analyzer/captions/caption"
)

// TestParseOwnsRecord changes what Parse returned, through every list, and parses
// the same caption again: a Record's lists and places are its own, and appending to
// one of its lists leaves the others as they were.
func TestParseOwnsRecord(t *testing.T) {
	text := "A boy walks in the al-Sukari neighbourhood of Aleppo, Syria, Nov. 6, 2016. (Photo by Jane Roe/Reuters)"
	first := caption.Parse(text)
	want, _ := json.Marshal(first)
	if len(first.Photographers) == 0 || len(first.Agencies) == 0 || len(first.Places) < 2 || first.PlacesResolved[1] == nil ||
		len(first.PlacesResolved[1].Parents) == 0 {
		t.Fatalf("Parse(%q) = %s: want a photographer, an agency and resolved places with parents", text, want)
	}

	r := first
	r.Photographers = append(r.Photographers, "added")
	r.Agencies = append(r.Agencies, "added")
	r.Places = append(r.Places, "added")
	r.Notes = append(r.Notes, "added")
	r.Spans = append(r.Spans, caption.Span{Field: "added"})
	for _, res := range r.PlacesResolved {
		if res != nil {
			_ = append(res.Parents, "added")
		}
	}
	if got, _ := json.Marshal(first); string(got) != string(want) {
		t.Errorf("appending to the lists of Parse(%q) changed it:\n got %s\nwant %s", text, got, want)
	}

	for _, res := range first.PlacesResolved {
		if res != nil {
			res.Name = "changed"
		}
		if res != nil && len(res.Parents) > 0 {
			res.Parents[0] = "changed"
		}
	}
	first.Photographers[0], first.Agencies[0], first.Places[0] = "changed", "changed", "changed"
	if got, _ := json.Marshal(caption.Parse(text)); string(got) != string(want) {
		t.Errorf("Parse(%q) after the caller changed the first record:\n got %s\nwant %s", text, got, want)
	}
}

// TestParseSharedIsParse checks that ParseShared extracts what Parse does, into a
// record that held another caption's values, and that the resolved places of two
// records of the same places are shared, where Parse's are each record's own.
func TestParseSharedIsParse(t *testing.T) {
	texts := []string{
		"A boy walks in the al-Sukari neighbourhood of Aleppo, Syria, Nov. 6, 2016. (Photo by Jane Roe/Reuters)",
		"Smoke rises over Homs, Syria, on March 3, 2014. REUTERS/John Doe",
		"A market in Nowhere-at-all. No credit here.",
		"",
	}
	for _, text := range texts {
		want, _ := json.Marshal(caption.Parse(text))
		r := caption.Record{Notes: []string{"stale"}, Location: "stale", LocationID: "stale", Date: "stale"}
		caption.ParseShared(&r, text)
		if got, _ := json.Marshal(r); string(got) != string(want) {
			t.Errorf("ParseShared(%q):\n got %s\nwant %s", text, got, want)
		}
		if r.PlacesResolved == nil {
			t.Errorf("ParseShared(%q).PlacesResolved is nil, want a list", text)
		}
	}
	var a, b caption.Record
	caption.ParseShared(&a, texts[0])
	caption.ParseShared(&b, texts[0])
	c, d := caption.Parse(texts[0]), caption.Parse(texts[0])
	if len(a.PlacesResolved) < 2 || a.PlacesResolved[1] == nil {
		t.Fatalf("ParseShared(%q) resolved no second place", texts[0])
	}
	if a.PlacesResolved[1] != b.PlacesResolved[1] {
		t.Errorf("ParseShared: two records of the same places do not share them")
	}
	if c.PlacesResolved[1] == d.PlacesResolved[1] {
		t.Errorf("Parse: two records share a place, want each its own")
	}
}

// Folha's credit holds the picture's day between the photographer and the agency:
// it is the record's date, over a day without a year in the text, and its span lies
// inside the credit's.
func TestDateInsideTheCredit(t *testing.T) {
	text := "Barcos encalhados às margens do rio Negro, em Manaus (AM); em 26 de outubro, o rio chegou ao mínimo - Ana Lima Prado - 16.out.2023/Folhapress"
	r := caption.Parse(text)
	if r.Date != "2023-10-16" || len(r.Photographers) != 1 || r.Photographers[0] != "Ana Lima Prado" {
		t.Fatalf("Parse(%q): date %q, photographers %q; want 2023-10-16 and Ana Lima Prado", text, r.Date, r.Photographers)
	}
	for _, s := range r.Spans {
		if s.Field == caption.FieldDate && text[s.Start:s.End] != "16.out.2023" {
			t.Errorf("date span %q, want 16.out.2023", text[s.Start:s.End])
		}
	}
}
