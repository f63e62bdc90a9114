package analysis

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/gazetteer"
	"github.com/captions-analyzer/captions/internal/synth"
)

// plainRecord has the fields of Record and none of its methods: encoding/json
// encodes it by reflection, the reference that a record's AppendJSON must equal byte
// for byte. A dataset's reference is wireValue(d) (wire_test.go).
type plainRecord Record

// expectSameJSON checks that AppendJSON writes what encoding/json writes for the wire
// value of d and for each of its records, with and without HTML escaping.
func expectSameJSON(t *testing.T, what string, d *Dataset) {
	t.Helper()
	for _, html := range []bool{true, false} {
		if got, want := d.AppendJSON(nil, html), reflectJSON(t, wireValue(d), html); !bytes.Equal(got, want) {
			t.Errorf("%s, escapeHTML %v: AppendJSON differs from encoding/json at byte %d:\n got %s\nwant %s",
				what, html, firstDiff(got, want), around(got, firstDiff(got, want)), around(want, firstDiff(got, want)))
			return
		}
		var lines []byte
		for i := range d.Records {
			r := &d.Records[i]
			want := reflectJSON(t, (*plainRecord)(r), html)
			if got := r.AppendJSON(nil, html); !bytes.Equal(got, want) {
				t.Errorf("%s, record %d, escapeHTML %v:\n got %s\nwant %s", what, i, html, got, want)
				return
			}
			lines = append(append(lines, want...), '\n')
		}
		// The records one a line, places repeated from record to record included.
		if got := AppendRecordsJSON(nil, d.Records, html); !bytes.Equal(got, lines) {
			at := firstDiff(got, lines)
			t.Errorf("%s, escapeHTML %v: AppendRecordsJSON differs from encoding/json at byte %d:\n got %s\nwant %s",
				what, html, at, around(got, at), around(lines, at))
			return
		}
	}
}

// The bytes that str writes as they are: those of jsonClass '1', and '2' unless
// escaping HTML.
func TestJSONPlainTables(t *testing.T) {
	for c := 0; c < 256; c++ {
		k := jsonClass[c]
		if got, want := jsonPlain[c] == '1', k == '1' || k == '2'; got != want {
			t.Errorf("jsonPlain[%#x] = %c, want plain %v (class %c)", c, jsonPlain[c], want, k)
		}
		if got, want := jsonPlainHTML[c] == '1', k == '1'; got != want {
			t.Errorf("jsonPlainHTML[%#x] = %c, want plain %v (class %c)", c, jsonPlainHTML[c], want, k)
		}
	}
}

func reflectJSON(t *testing.T, v any, html bool) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(html)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

func firstDiff(a, b []byte) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

func around(b []byte, i int) string {
	return string(b[max(0, i-80):min(len(b), i+80)])
}

func TestAppendJSONSample(t *testing.T) {
	d := Analyze(sampleInputs(t))
	expectSameJSON(t, "sample files", d)
	expectRoundTrip(t, "sample files", d)
}

func TestAppendJSONSynthetic(t *testing.T) {
	data, _ := synth.Generate(synth.Config{Seed: 3, Size: 200 << 10, Attached: 0.05})
	d := Analyze(Chunks("synth <&>.txt", data, 64<<10))
	expectSameJSON(t, "synthetic corpus", d)
	expectRoundTrip(t, "synthetic corpus", d)
}

func TestAppendJSONEmpty(t *testing.T) {
	expectSameJSON(t, "zero dataset", &Dataset{})
	expectSameJSON(t, "finished empty dataset", Analyze(nil))
	expectSameJSON(t, "unreadable file", Analyze([]Input{{Name: "x", Err: errFake("no <access> & \u2028")}}))
}

// TestAppendJSONFields sets every field, the optional ones included, to awkward
// values: escapes, invalid UTF-8, U+2028, nil and empty lists, floats of every form.
func TestAppendJSONFields(t *testing.T) {
	for _, s := range []string{"", "plain", "<b>&amp;</b>", "quote \" back \\ slash", "\x00\x01\b\f\n\r\t\x1f\x7f",
		"caf\xc3\xa9 \xff\xfe bad", "line\u2028para\u2029", "日本語 🙂", "\xe2\x80", "\xed\xa0\x80 surrogate"} {
		for _, f := range []float64{0, -0.0, 1, -1.5, 36.2021, 1e-7, 1.5e-300, 1e21, 123456789012345678901234.0, 1e20, 5e-324} {
			expectSameJSON(t, "fields of "+s, fieldDataset(s, f))
		}
	}
}

// A place written again is the same JSON only when every field is the same: records
// whose places share an id and differ in one field each are written as they are.
func TestRecordsJSONRepeatedPlaces(t *testing.T) {
	base := gazetteer.Resolved{ID: "gn:1", Name: "Aleppo", Kind: "city", Country: "SY", Lat: 36.2, Lon: 37.1,
		HasGeo: true, Parents: []string{"gn:2", "c:SY"}}
	variants := []func(p *gazetteer.Resolved){
		func(p *gazetteer.Resolved) {},
		func(p *gazetteer.Resolved) { p.Name = "Halab" },
		func(p *gazetteer.Resolved) { p.Kind = "district" },
		func(p *gazetteer.Resolved) { p.Country = "" },
		func(p *gazetteer.Resolved) { p.Lat = 36.21 },
		func(p *gazetteer.Resolved) { p.Lon = -37.1 },
		func(p *gazetteer.Resolved) { p.HasGeo = false },
		func(p *gazetteer.Resolved) { p.Parents = []string{"gn:2"} },
		func(p *gazetteer.Resolved) { p.Parents = []string{} },
		func(p *gazetteer.Resolved) { p.Parents = nil },
		func(p *gazetteer.Resolved) { p.Approx = true },
		func(p *gazetteer.Resolved) { p.Note = "near <Aleppo>" },
		func(p *gazetteer.Resolved) {},
	}
	d := &Dataset{}
	for i, change := range variants {
		p := base
		p.Parents = slices.Clone(base.Parents)
		change(&p)
		d.Records = append(d.Records, Record{ID: i, Record: caption.Record{Text: "t", Places: []string{"Aleppo", "Aleppo"},
			PlacesResolved: []*gazetteer.Resolved{&p, &p}}})
	}
	expectSameJSON(t, "repeated places", d)
}

func FuzzAppendJSON(f *testing.F) {
	f.Add("A <b>boy</b> & \"girl\" in Aleppo\u2028", 36.2, true)
	f.Add("\xff\x00", 1e-9, false)
	f.Fuzz(func(t *testing.T, s string, x float64, flag bool) {
		if x != x || x > 1e308 || x < -1e308 { // NaN and infinities are not JSON
			x = 0
		}
		d := fieldDataset(s, x)
		d.Records[0].Truncated = flag
		d.Records[0].PlacesResolved[0].Approx = flag
		expectSameJSON(t, "fuzzed", d)
	})
}

// fieldDataset is a dataset with s in every string and x in every float.
func fieldDataset(s string, x float64) *Dataset {
	res := &gazetteer.Resolved{ID: s, Name: s, Kind: s, Country: s, Lat: x, Lon: -x, HasGeo: true,
		Parents: []string{s, "c:SY"}, Approx: true, Note: s}
	rec := Record{ID: 3, File: s, Start: -1, End: 1 << 40, Line: 7,
		Record: caption.Record{Text: s, Photographers: []string{s}, Agencies: []string{}, Date: s, Location: s,
			Places: []string{s, s}, PlacesResolved: []*gazetteer.Resolved{res, nil}, LocationID: s,
			Spans: []caption.Span{{Field: s, Index: 1, Start: 2, End: 3}}, Notes: []string{s}},
		PhotographerIDs: []string{s}, PlaceTags: []Tag{{ID: s, Name: s}}, LocationTag: Tag{ID: s, Name: s},
		Key: s, Truncated: true, DuplicateOf: -1}
	bare := Record{Record: caption.Record{PlacesResolved: []*gazetteer.Resolved{{}}}}
	return &Dataset{Version: s,
		Files: []File{{Name: s, Size: 9, Encoding: s, Captions: 1, Duplicates: 2, Noise: 3,
			Bytes: Bytes{1, 2, 3, 4, 5}, Error: s, Notes: []string{s}}, {}},
		Records: []Record{rec, bare},
		Stats: Stats{Captions: 1, FirstDate: s, Photographers: []Count{{ID: s, Name: s, Count: 2}, {Name: s}},
			Agencies: []Count{}, Timeline: []Count{{Name: s, Count: 1}}}}
}
