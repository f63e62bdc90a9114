package analysis

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// rec builds a parsed record: "p:" photographers, "a:" agencies, "d:" the date,
// "l:" the location, "pl:" places; places are resolved by the fake gazetteer.
func rec(text string, fields ...string) Record {
	r := caption.Record{Text: text, Photographers: []string{}, Agencies: []string{}, Places: []string{}}
	for _, f := range fields {
		switch {
		case len(f) > 2 && f[:2] == "p:":
			r.Photographers = append(r.Photographers, f[2:])
		case len(f) > 2 && f[:2] == "a:":
			r.Agencies = append(r.Agencies, f[2:])
		case len(f) > 2 && f[:2] == "d:":
			r.Date = f[2:]
		case len(f) > 2 && f[:2] == "l:":
			r.Location = f[2:]
		case len(f) > 3 && f[:3] == "pl:":
			r.Places = append(r.Places, f[3:])
		}
	}
	r.PlacesResolved = make([]*gazetteer.Resolved, len(r.Places))
	for i, p := range r.Places {
		r.PlacesResolved[i] = fakeResolve(p)
		if p == r.Location && r.PlacesResolved[i] != nil {
			r.LocationID = r.PlacesResolved[i].ID
		}
	}
	out := Record{File: "f.txt", Record: r}
	out.PhotographerIDs = photographerIDs(r.Photographers)
	out.PlaceTags = placeTags(&out.Record, nil)
	out.LocationTag = locationTag(&out.Record)
	return out
}

func statsOf(recs ...Record) Stats {
	d := &Dataset{Records: recs}
	d.Finish()
	return d.Stats
}

func counts(cs []Count) string {
	s := ""
	for _, c := range cs {
		if c.ID != "" {
			s += fmt.Sprintf("%s=%s:%d ", c.ID, c.Name, c.Count)
		} else {
			s += fmt.Sprintf("%s:%d ", c.Name, c.Count)
		}
	}
	return s
}

func expectCounts(t *testing.T, what string, got []Count, want string) {
	t.Helper()
	if counts(got) != want {
		t.Errorf("%s:\n got  %q\n want %q", what, counts(got), want)
	}
}

func TestStatsPhotographers(t *testing.T) {
	s := statsOf(
		rec("one", "p:GEORGES OURFALIAN", "a:AFP"),
		rec("two", "p:Georges Ourfalian", "a:Reuters"),
		rec("three", "p:Georges Ourfalian", "a:Reuters"),
		rec("four", "p:Émilie Dubois", "p:Emilie Dubois", "a:AFP", "a:Getty Images"),
		rec("two", "p:Georges Ourfalian", "a:Reuters"), // a duplicate: not counted
		rec("five", "p:Emilie Dubois"),
		rec("six"),
	)
	// Most frequent variant names the id; a name twice in one caption counts once.
	expectCounts(t, "photographers", s.Photographers, "georgesourfalian=Georges Ourfalian:3 emiliedubois=Émilie Dubois:2 ")
	expectCounts(t, "agencies", s.Agencies, "AFP:2 Reuters:2 Getty Images:1 ")
	expectStat(t, "captions", s.Captions, 7)
	expectStat(t, "unique", s.Unique, 6)
	expectStat(t, "duplicates", s.Duplicates, 1)
	expectStat(t, "no credit", s.NoCredit, 1)
}

func TestStatsPlaces(t *testing.T) {
	s := statsOf(
		rec("one", "l:Sukkari", "pl:Sukkari", "pl:Aleppo"),
		rec("two", "l:Aleppo", "pl:Aleppo", "pl:Syria"),
		rec("three", "l:Tal Samin", "pl:Tal Samin", "pl:Syria"),
		rec("four", "l:tal samin", "pl:tal samin"),
		rec("five", "l:TAL SAMIN", "pl:TAL SAMIN"),
		rec("six"),
	)
	// Resolved places count at every level, unresolved under "?" and their key.
	expectCounts(t, "places", s.Places,
		"t:syria=Syria:3 ?talsamin=Tal Samin:3 t:aleppo=Aleppo:2 t:aleppo-gov=t:aleppo-gov:2 t:sukkari=Sukkari:1 ")
	expectCounts(t, "locations", s.Locations, "?talsamin=Tal Samin:3 t:aleppo=Aleppo:1 t:sukkari=Sukkari:1 ")
	expectStat(t, "no place", s.NoPlace, 1)
}

func TestStatsTimeline(t *testing.T) {
	s := statsOf(
		rec("one", "d:2016-11-06"),
		rec("two", "d:2016-11"),
		rec("three", "d:2016-11-06"),
		rec("four", "d:2015"),
		rec("five"),
		rec("one", "d:2016-11-06"),
	)
	expectCounts(t, "timeline", s.Timeline, "2015:1 2016-11:1 2016-11-06:2 ")
	expectStat(t, "no date", s.NoDate, 1)
	if s.FirstDate != "2015" || s.LastDate != "2016-11-06" {
		t.Errorf("first, last date = %q, %q, want 2015, 2016-11-06", s.FirstDate, s.LastDate)
	}
}

func expectStat(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

// Ties in counts are ordered by name, then id; ties among name variants go to the
// variant seen first.
func TestStatsOrder(t *testing.T) {
	var c counter
	c.add("b", "B")
	c.add("a2", "Same")
	c.add("a1", "Same")
	c.add("z", "zed")
	c.add("z", "Zed")
	c.add("z", "ZED")
	c.add("z", "Zed")
	c.add("x", "second")
	c.add("x", "first")
	c.add("x", "first")
	c.add("x", "second")
	got := c.list(true)
	want := []Count{
		{"z", "Zed", 4}, {"x", "second", 4}, {"b", "B", 1}, {"a1", "Same", 1}, {"a2", "Same", 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("counter list:\n got  %v\n want %v", got, want)
	}
}
