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
