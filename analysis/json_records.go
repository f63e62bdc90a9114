package analysis

import (
	"slices"

	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// AppendRecordsJSON appends the JSON of each record (Record.AppendJSON's bytes)
// followed by a newline: the lines of `captions -format jsonl`. It writes the places
// that records repeat once and copies them after (see placeCache).
func AppendRecordsJSON(b []byte, recs []Record, escapeHTML bool) []byte {
	e := jsonWriter{b: b, html: escapeHTML, places: new(placeCache)}
	for i := range recs {
		e.record(&recs[i])
		e.b = append(e.b, '\n')
	}
	return e.b
}

// placeCache keeps the JSON of resolved places, by a slot that a hash of the id
// chooses: a corpus resolves the same few places again and again, and a place's
// JSON (two numbers to format, a list of parents) is longer to write than to
// compare. A slot is used when its place is equal field by field (sameResolved).
type placeCache struct {
	slots [256]struct {
		p    gazetteer.Resolved
		json []byte
		ok   bool
	}
}

// resolvedCached writes p from the cache, or writes it and keeps it.
func (e *jsonWriter) resolvedCached(p *gazetteer.Resolved) {
	h := uint(0)
	for i := 0; i < len(p.ID); i++ {
		h = 31*h + uint(p.ID[i])
	}
	slot := &e.places.slots[h%uint(len(e.places.slots))]
	if slot.ok && sameResolved(&slot.p, p) {
		e.b = append(e.b, slot.json...)
		return
	}
	start := len(e.b)
	e.resolved(p)
	slot.p, slot.ok = *p, true
	slot.json = append(slot.json[:0], e.b[start:]...)
}

// sameResolved reports whether p and q have the same fields (and so the same JSON);
// a field added to gazetteer.Resolved must be compared here too.
func sameResolved(p, q *gazetteer.Resolved) bool {
	return p.ID == q.ID && p.Name == q.Name && p.Kind == q.Kind && p.Country == q.Country &&
		p.Lat == q.Lat && p.Lon == q.Lon && p.HasGeo == q.HasGeo && slices.Equal(p.Parents, q.Parents) &&
		(p.Parents == nil) == (q.Parents == nil) && p.Approx == q.Approx && p.Note == q.Note
}
