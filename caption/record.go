package caption

import (
	"github.com/captions-analyzer/captions/caption/credit"
	"github.com/captions-analyzer/captions/caption/date"
	"github.com/captions-analyzer/captions/caption/gazetteer"
	"github.com/captions-analyzer/captions/caption/internal/reuse"
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
// A Record owns all its lists, each cut to its exact size from arrays that hold those
// of many calls side by side (see reuse.Cut): one for the names, the notes and the
// Parents of the resolved places, one for the spans, and those of the resolved places
// and the pointers to them (see gazetteer.Own). Most captions cost no allocation of
// their own for them.
func Parse(text string) (r Record) {
	parse(&r, text, false)
	return
}

// ParseShared is Parse into *r, every field of which it sets, for a caller that
// only reads the records: their lists are their own, but their resolved places
// (PlacesResolved, the places and their Parents) are those that
// gazetteer.ResolveShared gives, shared with the other records of the same places,
// and must not be changed. It saves a copy of every place, and of the Record.
func ParseShared(r *Record, text string) {
	parse(r, text, true)
}

// parse sets every field of *r from text; share is set for ParseShared.
func parse(r *Record, text string, share bool) {
	var names [8]credit.Name // the credit's names, copied out below
	c := credit.ParseTo(text, names[:])
	d := date.Parse(text, c.Start, credit.DateIn(text, c.Start, c.End))
	ps := place.Parse(text, c.Start, credit.NoticeTail(text, c.End))

	var qb [8]gazetteer.Query
	qs := qb[:0]
	for _, p := range ps.Places {
		qs = append(qs, gazetteer.Query{Name: p.Name, Kind: p.Kind, Parent: p.Parent})
	}
	shared := gazetteer.ResolveShared(qs) // read only: copied below, unless share
	nparents := 0
	for i := 0; i < len(shared) && !share; i++ {
		nparents += len(shared[i].Parents)
	}

	// The lists have their exact lengths and are filled in place.
	np, na, nl := len(c.Photographers), len(c.Agencies), len(ps.Places)
	nn := len(c.Notes) + len(d.Notes) + len(ps.Notes)
	ns := nspans(&c, &d, ps.Places)
	sl := slabs.Get()
	strs := reuse.Cut(&sl.strs, np+na+nl+nn+nparents, strsLen)[:np+na+nl+nn+nparents]
	var sp []Span // nil when there are none
	if ns > 0 {
		sp = reuse.Cut(&sl.spans, ns, spansLen)[:ns]
	}
	slabs.Put(sl)
	if strs == nil {
		strs = []string{} // the lists are empty, not nil
	}
	r.Text, r.Date = text, d.Value // r is filled in place: no copy
	r.Photographers, strs = strs[0:np:np], strs[np:]
	r.Agencies, strs = strs[0:na:na], strs[na:]
	r.Places, strs = strs[0:nl:nl], strs[nl:]
	if nn > 0 {
		r.Notes = strs[0:nn:nn]
		k := copy(r.Notes, c.Notes)
		k += copy(r.Notes[k:], d.Notes)
		copy(r.Notes[k:], ps.Notes)
	} else {
		r.Notes = nil
	}
	r.Spans = sp
	spans(sp, &c, &d, ps.Places, r.Photographers, r.Agencies, r.Places)
	if share {
		r.PlacesResolved = gazetteer.Pointers(shared)
	} else {
		r.PlacesResolved = gazetteer.Own(shared, strs[nn:nn])
	}
	r.Location, r.LocationID = "", ""
	if ps.Location >= 0 {
		r.Location = ps.Places[ps.Location].Name
		if res := r.PlacesResolved[ps.Location]; res != nil {
			r.LocationID = res.ID
		}
	}
}

// recordSlabs are the rest of the arrays that Parse cuts its lists from.
type recordSlabs struct {
	strs  []string
	spans []Span
}

// How many strings or spans one array holds, each about 8 KB: the lists of a few
// dozen captions.
const (
	strsLen  = 512
	spansLen = 200
)

// slabs are kept for the next Parse.
var slabs reuse.Spare[recordSlabs]

// nspans is the number of spans of the credit c, its names, the date d and the
// places.
func nspans(c *credit.Credit, d *date.Date, ps []place.Place) int {
	n := len(c.Photographers) + len(c.Agencies) + len(ps)
	if c.End > c.Start {
		n++
	}
	if d.Value != "" {
		n++
	}
	return n
}

// spans copies the names of the credit c and the places into photographers,
// agencies and places, and writes to out (nspans long) the spans of the credit, its
// names, the date d and the places, in this order.
func spans(out []Span, c *credit.Credit, d *date.Date, ps []place.Place, photographers, agencies, places []string) {
	k := 0
	if c.End > c.Start {
		out[k].set(FieldCredit, 0, c.Start, c.End)
		k++
	}
	for i, p := range c.Photographers {
		photographers[i] = p.Name
		out[k].set(FieldPhotographer, i, p.Start, p.End)
		k++
	}
	for i, a := range c.Agencies {
		agencies[i] = a.Name
		out[k].set(FieldAgency, i, a.Start, a.End)
		k++
	}
	if d.Value != "" {
		out[k].set(FieldDate, 0, d.Start, d.End)
		k++
	}
	for i := range ps {
		places[i] = ps[i].Name
		out[k].set(FieldPlace, i, ps[i].Start, ps[i].End)
		k++
	}
}

// set writes the fields of s one by one: the spans are in the heap, where a Span
// written whole is zeroed and copied through the write barrier of the garbage
// collector, and written by fields costs a barrier for Field alone.
func (s *Span) set(field string, i, start, end int) {
	s.Field, s.Index, s.Start, s.End = field, i, start, end
}
