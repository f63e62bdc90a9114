package caption

import (
	"github.com/captions-analyzer/captions/caption/credit"
	"github.com/captions-analyzer/captions/caption/date"
	"github.com/captions-analyzer/captions/caption/gazetteer"
	"github.com/captions-analyzer/captions/caption/place"
)

// Record is what Parse extracts from one caption. The JSON names of the first fields
// are those of the gold annotations (../shared/corpus/GOLD.md).
type Record struct {
	Text          string   `json:"text"`
	Photographers []string `json:"photographers"`
	Agencies      []string `json:"agencies"`
	Date          string   `json:"date"`
	Location      string   `json:"location"`
	Places        []string `json:"places"`
	// PlacesResolved has one entry per item of Places, nil when unresolved.
	PlacesResolved []*gazetteer.Resolved `json:"places_resolved"`
	LocationID     string                `json:"location_id"`
	// Spans locate every extracted value in Text.
	Spans []Span   `json:"spans"`
	Notes []string `json:"notes,omitempty"`
}

// Field names used in Span.Field.
const (
	FieldPhotographer = "photographer"
	FieldAgency       = "agency"
	FieldDate         = "date"
	FieldPlace        = "place"
	FieldCredit       = "credit"
)

// Span is the byte range [Start, End) of Text where a value was found. Index is the
// value's index in its list (Photographers, Agencies, Places); 0 for date and credit.
type Span struct {
	Field string `json:"field"`
	Index int    `json:"i"`
	Start int    `json:"start"`
	End   int    `json:"end"`
}

// Parse extracts a Record from one caption's text (one paragraph, white space
// collapsed by the splitter). It never fails.
//
// A Record owns all its lists, cut from three arrays of the exact size: one for the
// names, the notes and the Parents of the resolved places, one for the spans, and
// one for the resolved places and the pointers to them (see gazetteer.Own). A caption
// costs few allocations.
func Parse(text string) Record {
	r := Record{Text: text}
	c := credit.Parse(text)
	d := date.Parse(text, c.Start, c.End)
	ps := place.Parse(text, c.Start, c.End)

	var qb [8]gazetteer.Query
	qs := qb[:0]
	for _, p := range ps.Places {
		qs = append(qs, gazetteer.Query{Name: p.Name, Kind: p.Kind, Parent: p.Parent})
	}
	shared := gazetteer.ResolveShared(qs) // read only: copied below
	nparents := 0
	for i := range shared {
		nparents += len(shared[i].Parents)
	}

	np, na, nl := len(c.Photographers), len(c.Agencies), len(ps.Places)
	nn := len(c.Notes) + len(d.Notes) + len(ps.Notes)
	strs := make([]string, np+na+nl+nn+nparents)
	r.Photographers, strs = strs[0:0:np], strs[np:]
	r.Agencies, strs = strs[0:0:na], strs[na:]
	r.Places, strs = strs[0:0:nl], strs[nl:]
	if nn > 0 {
		r.Notes = strs[0:0:nn]
	}
	parents := strs[nn:nn]
	r.Spans = makeSpans(c, d, nl)

	if c.End > c.Start {
		r.Spans = append(r.Spans, Span{Field: FieldCredit, Start: c.Start, End: c.End})
	}
	for i, p := range c.Photographers {
		r.Photographers = append(r.Photographers, p.Name)
		r.Spans = append(r.Spans, Span{Field: FieldPhotographer, Index: i, Start: p.Start, End: p.End})
	}
	for i, a := range c.Agencies {
		r.Agencies = append(r.Agencies, a.Name)
		r.Spans = append(r.Spans, Span{Field: FieldAgency, Index: i, Start: a.Start, End: a.End})
	}
	r.Notes = append(r.Notes, c.Notes...)

	r.Date = d.Value
	if d.Value != "" {
		r.Spans = append(r.Spans, Span{Field: FieldDate, Start: d.Start, End: d.End})
	}
	r.Notes = append(r.Notes, d.Notes...)

	for i, p := range ps.Places {
		r.Places = append(r.Places, p.Name)
		r.Spans = append(r.Spans, Span{Field: FieldPlace, Index: i, Start: p.Start, End: p.End})
	}
	r.Notes = append(r.Notes, ps.Notes...)
	r.PlacesResolved = gazetteer.Own(shared, parents)
	if ps.Location >= 0 {
		r.Location = ps.Places[ps.Location].Name
		if res := r.PlacesResolved[ps.Location]; res != nil {
			r.LocationID = res.ID
		}
	}
	return r
}

// makeSpans makes room for the spans of a caption: the credit's, its names', the
// date's and nl places'; nil when there are none.
func makeSpans(c credit.Credit, d date.Date, nl int) []Span {
	n := len(c.Photographers) + len(c.Agencies) + nl
	if c.End > c.Start {
		n++
	}
	if d.Value != "" {
		n++
	}
	if n == 0 {
		return nil
	}
	return make([]Span, 0, n)
}
