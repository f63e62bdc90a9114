package analysis

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/caption/gazetteer"
	"github.com/captions-analyzer/captions/internal/synth"
)

// wireValue is the compact form of d (wire.go) as plain values, for encoding/json to
// encode by reflection: the reference that AppendJSON must equal byte for byte.
func wireValue(d *Dataset) any {
	first := map[string]*gazetteer.Resolved{}
	places := []*gazetteer.Resolved{}
	parents := map[string]string{}
	for _, r := range d.Records {
		for _, p := range r.PlacesResolved {
			if p == nil {
				continue
			}
			if first[p.ID] == nil {
				first[p.ID] = p
				places = append(places, p)
			}
			for _, id := range p.Parents {
				parents[id] = gazetteerName(id)
			}
		}
	}
	slices.SortFunc(places, func(a, b *gazetteer.Resolved) int { return strings.Compare(a.ID, b.ID) })
	records := make([][]any, len(d.Records))
	for i := range d.Records {
		records[i] = wireTuple(d, &d.Records[i], first)
	}
	return struct {
		Version      string                `json:"version"`
		RecordFields []string              `json:"record_fields"`
		SpanFields   []string              `json:"span_fields"`
		Files        []File                `json:"files"`
		Places       []*gazetteer.Resolved `json:"places"`
		ParentNames  map[string]string     `json:"parent_names"`
		Records      [][]any               `json:"records"`
		Stats        Stats                 `json:"stats"`
	}{d.Version, recordFields, spanFields, d.Files, places, parents, records, d.Stats}
}

// wireTuple is the tuple of one record, its trailing defaults cut.
func wireTuple(d *Dataset, r *Record, first map[string]*gazetteer.Resolved) []any {
	var file any = r.File
	if i := slices.IndexFunc(d.Files, func(f File) bool { return f.Name == r.File }); i >= 0 {
		file = i
	}
	var ids any
	if r.PlacesResolved != nil || len(r.Places) > 0 {
		list := []any{}
		for i, name := range r.Places {
			switch p := resolvedAt(&r.Record, i); {
			case p == nil:
				list = append(list, placeKey(name))
			case reflect.DeepEqual(p, first[p.ID]):
				list = append(list, p.ID)
			default:
				list = append(list, p)
			}
		}
		ids = list
	}
	var spans any
	if r.Spans != nil {
		flat := []any{}
		for _, s := range r.Spans {
			var field any = s.Field
			if k := slices.Index(spanFields, s.Field); k >= 0 {
				field = k
			}
			flat = append(flat, field, s.Index, s.Start, s.End)
		}
		spans = flat
	}
	t := []any{file, r.Start, r.End, r.Line, r.Text, r.Photographers, r.Agencies, r.Date, r.Places,
		ids, wireLocation(r), spans, r.DuplicateOf}
	var notes, photographerIDs any
	if len(r.Notes) > 0 {
		notes = r.Notes
	}
	simple := simpleNames(r.Photographers, r.PhotographerIDs)
	if !simple {
		photographerIDs = r.PhotographerIDs
	}
	switch {
	case !simple:
		return append(t, notes, r.Truncated, photographerIDs)
	case r.Truncated:
		return append(t, notes, true)
	case notes != nil:
		return append(t, notes)
	}
	return t
}

// wireLocation is the location element of a record's tuple.
func wireLocation(r *Record) any {
	if r.Location == "" && r.LocationID == "" {
		return nil
	}
	for j, name := range r.Places {
		p := resolvedAt(&r.Record, j)
		if name == r.Location && (p == nil && r.LocationID == "" || p != nil && p.ID == r.LocationID) {
			return j
		}
	}
	if r.LocationID == "" {
		return []string{r.Location, placeKey(r.Location)}
	}
	return []string{r.Location, r.LocationID}
}

// expectRoundTrip checks that the JSON of d reads back as d, derived fields included.
func expectRoundTrip(t *testing.T, what string, d *Dataset) {
	t.Helper()
	var got Dataset
	if err := json.Unmarshal(d.AppendJSON(nil, true), &got); err != nil {
		t.Fatalf("%s: reading the JSON back: %v", what, err)
	}
	if len(got.Records) != len(d.Records) {
		t.Fatalf("%s: %d records read back, want %d", what, len(got.Records), len(d.Records))
	}
	for i := range d.Records {
		if !reflect.DeepEqual(got.Records[i], d.Records[i]) {
			g, _ := json.Marshal((*plainRecord)(&got.Records[i]))
			w, _ := json.Marshal((*plainRecord)(&d.Records[i]))
			t.Fatalf("%s: record %d read back differs:\n got %s\nwant %s", what, i, g, w)
		}
	}
	d2 := *d
	got.Records, d2.Records = nil, nil
	if !reflect.DeepEqual(got, d2) {
		t.Errorf("%s: dataset read back differs:\n got %+v\nwant %+v", what, got, d2)
	}
}

// TestWireSize keeps the JSON of a dataset compact: at most 3 times the bytes of its
// captions on the synthetic corpus.
func TestWireSize(t *testing.T) {
	data, _ := synth.Generate(synth.Config{Seed: 7, Size: 1 << 20})
	d := Analyze(Chunks("synth.txt", data, 256<<10))
	if got := len(d.AppendJSON(nil, true)); got > 3*len(data) {
		t.Errorf("the JSON of a dataset is %d bytes for %d bytes of captions: more than 3 times", got, len(data))
	}
}

// TestWireOlderVersion reads a dataset of another version as its version alone.
func TestWireOlderVersion(t *testing.T) {
	var d Dataset
	if err := json.Unmarshal([]byte(`{"version":"1","records":[{"id":0}]}`), &d); err != nil || d.Version != "1" || d.Records != nil {
		t.Errorf("reading a version 1 dataset: %v, %+v", err, d)
	}
}

// TestWireVariants: a place outside the gazetteer named in two ways keeps each
// record's own Resolved; the table holds the first.
func TestWireVariants(t *testing.T) {
	d := Analyze([]Input{{Name: "v.txt", Data: []byte("Men sit in Tawila, El Fasher, Sudan, May 3, 2024. REUTERS/Ann Lee\n\n" +
		"Women walk in TAWILA, North Darfur, Sudan, May 4, 2024. REUTERS/Ann Lee\n\n" +
		"A boy in Zürich, Switzerland, May 5, 2024. (Photo by Nguyễn Văn Ōta/AFP)\n")}})
	expectSameJSON(t, "variants", d)
	expectRoundTrip(t, "variants", d)
}
