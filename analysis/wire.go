package analysis

import (
	"io"
	"slices"
	"sort"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// The JSON of a Dataset (the wire format: `captions -format json`, the handler's
// answers, the page) is compact: what a record repeats or what can be recomputed from
// it does not travel with it.
//
//	{"version":"2",
//	 "record_fields":[...], "span_fields":[...],    (the names of the tuples' elements)
//	 "files":[File...],
//	 "places":[Resolved...],          every place a record resolves to, by id
//	 "parent_names":{"id":"name"...}, every parent id of those, with its gazetteer name
//	 "records":[[...]...],            one tuple a record, in the order of record_fields
//	 "stats":Stats}
//
// A record is [file, start, end, line, text, photographers, agencies, date, places,
// place_ids, location, spans, duplicate_of, notes, truncated, photographer_ids]; the
// tuple ends early when the rest are null or false.
//   - file is the index of the record's file in files (its name when files lacks it).
//   - place_ids has one entry per place: the id of its entry in places; "?" and the
//     folded name when it is unresolved; the whole Resolved object when it differs
//     from the entry of its id (a place outside the gazetteer written in another
//     case, or put in another chain of parents). places holds, per id, the first
//     Resolved of the records in order.
//   - location is null when the caption has no location; j when the location is
//     places[j] (LocationID its resolved id, or "" when it is unresolved); else
//     [Location, LocationID], the id "?" and the folded location when unresolved.
//   - spans is flat: four numbers a span, (field, index, start, end), field an index
//     in span_fields (a string when it is none of them).
//   - photographer_ids is null when each id is the fold of its name and the names are
//     within U+0000..U+017F, where the page folds as Go does.
//
// Not written, recomputed on reading: Record.ID (the index), Key (from the text),
// PlaceTags and LocationTag (from places, place_ids, location and parent_names), and
// photographer_ids when null. See MERGE.md for the rules the page follows.

// recordFields names the elements of a record's tuple.
var recordFields = []string{"file", "start", "end", "line", "text", "photographers", "agencies",
	"date", "places", "place_ids", "location", "spans", "duplicate_of", "notes", "truncated",
	"photographer_ids"}

// spanFields are the fields of spans, by their code in a record's spans.
var spanFields = []string{"credit", "photographer", "agency", "date", "place"}

// placeTable is the dataset-level table of resolved places: the first Resolved of
// each id in record order, and the gazetteer name of every parent id.
type placeTable struct {
	byID    map[string]int
	entries []*gazetteer.Resolved
	parents map[string]string
	// own[at[i]+j] reports whether place j of record i resolves to its id's entry
	// (that very Resolved, or one equal to it)
	own []bool
	at  []int32
}

// newPlaceTable collects the places of recs.
func newPlaceTable(recs []Record) *placeTable {
	t := &placeTable{byID: map[string]int{}, parents: map[string]string{}, at: make([]int32, len(recs)+1)}
	for i := range recs {
		r := &recs[i]
		at := len(t.own)
		t.at[i] = int32(at)
		t.own = append(t.own, make([]bool, len(r.Places))...)
		for j, p := range r.PlacesResolved {
			if p == nil {
				continue
			}
			k, seen := t.byID[p.ID]
			switch {
			case !seen: // the first of its id: the entry
				t.byID[p.ID] = len(t.entries)
				t.entries = append(t.entries, p)
			case t.entries[k] == p || sameResolved(t.entries[k], p):
				if j < len(r.Places) {
					t.own[at+j] = true
				}
				continue // its parents are the entry's, named already
			}
			if !seen && j < len(r.Places) {
				t.own[at+j] = true
			}
			for _, id := range p.Parents {
				if _, ok := t.parents[id]; !ok {
					t.parents[id] = gazetteerName(id)
				}
			}
		}
	}
	t.at[len(recs)] = int32(len(t.own))
	return t
}

// gazetteerName is the name a parent id gets when no place of its record resolves to
// it (see parentName).
func gazetteerName(id string) string {
	if name, ok := gazetteer.Name(id); ok && name != "" {
		return name
	}
	return id
}

// inTable reports whether place j of record i resolves to its id's entry.
func (t *placeTable) inTable(i, j int) bool {
	return t.own[int(t.at[i])+j]
}

// sorted returns the entries ordered by id, and the parent ids in order.
func (t *placeTable) sorted() ([]*gazetteer.Resolved, []string) {
	entries := append([]*gazetteer.Resolved{}, t.entries...)
	sort.Sort(byID(entries)) // not slices.SortFunc: see countOrder
	ids := make([]string, 0, len(t.parents))
	for id := range t.parents {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return entries, ids
}

// byID orders resolved places by id.
type byID []*gazetteer.Resolved

func (b byID) Len() int           { return len(b) }
func (b byID) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }
func (b byID) Less(i, j int) bool { return b[i].ID < b[j].ID }

// simpleRange reports whether no name has a character from U+0180 up: the page folds
// them as Go does.
func simpleRange(names []string) bool {
	for _, n := range names {
		for _, r := range n { // invalid UTF-8 reads as U+FFFD: not simple
			if r >= 0x180 {
				return false
			}
		}
	}
	return true
}

// simpleNames reports whether the page folds every name as Go does: each of ids is
// the fold of its name and no name has a character from U+0180 up.
func simpleNames(names, ids []string) bool {
	if len(ids) != len(names) {
		return false
	}
	var buf [64]byte
	for i, n := range names {
		for _, r := range n { // invalid UTF-8 reads as U+FFFD: not simple
			if r >= 0x180 {
				return false
			}
		}
		if string(appendFold(buf[:0], n)) != ids[i] {
			return false
		}
	}
	return true
}

// fileIndex finds the index of a file by name, remembering the last one (records come
// grouped by file).
type fileIndex struct {
	files  []File
	last   int
	byName map[string]int
}

func (x *fileIndex) find(name string) int {
	if x.last < len(x.files) && x.files[x.last].Name == name {
		return x.last
	}
	if x.byName == nil {
		x.byName = make(map[string]int, len(x.files))
		for i := len(x.files) - 1; i >= 0; i-- {
			x.byName[x.files[i].Name] = i
		}
	}
	i, ok := x.byName[name]
	if !ok {
		return -1
	}
	x.last = i
	return i
}

// WriteJSON writes the JSON of d (AppendJSON's bytes) and a newline to w, a few
// records at a time, so that no copy of the whole is held.
func (d *Dataset) WriteJSON(w io.Writer, escapeHTML bool) error {
	write := func(b []byte) error {
		_, err := w.Write(b)
		return err
	}
	e := jsonWriter{html: escapeHTML}
	if err := e.dataset(d, write); err != nil {
		return err
	}
	return write(append(e.b, '\n'))
}

// wireRecord writes a record as the tuple of recordFields, without its trailing
// false and null elements.
func (e *jsonWriter) wireRecord(i int, r *Record, t *placeTable, files *fileIndex) {
	e.b = append(e.b, '[')
	if i := files.find(r.File); i >= 0 {
		e.int(int64(i))
	} else {
		e.str(r.File)
	}
	e.b = append(e.b, ',')
	e.int(r.Start)
	e.b = append(e.b, ',')
	e.int(r.End)
	e.b = append(e.b, ',')
	e.int(int64(r.Line))
	e.b = append(e.b, ',')
	e.str(r.Text)
	e.b = append(e.b, ',')
	e.strs(r.Photographers)
	e.b = append(e.b, ',')
	e.strs(r.Agencies)
	e.b = append(e.b, ',')
	e.str(r.Date)
	e.b = append(e.b, ',')
	e.strs(r.Places)
	e.b = append(e.b, ',')
	e.placeIDs(i, r, t)
	e.b = append(e.b, ',')
	e.location(r)
	e.b = append(e.b, ',')
	e.wireSpans(r.Spans)
	e.b = append(e.b, ',')
	e.int(int64(r.DuplicateOf))
	notes := len(r.Notes) > 0
	pids := r.PhotographerIDs
	if len(pids) != len(r.Photographers) { // a part's record (AnalyzePart)
		pids = photographerIDs(r.Photographers)
	}
	ids := !simpleNames(r.Photographers, pids)
	if notes || r.Truncated || ids {
		e.b = append(e.b, ',')
		if notes {
			e.strs(r.Notes)
		} else {
			e.raw("null")
		}
	}
	if r.Truncated || ids {
		e.b = append(e.b, ',')
		e.bool(r.Truncated)
	}
	if ids {
		e.b = append(e.b, ',')
		e.strs(pids)
	}
	e.b = append(e.b, ']')
}

// placeIDs writes one entry per place: an id of the table, "?" and the folded name
// of an unresolved place, or the Resolved object that differs from its id's entry.
// It is null when PlacesResolved is.
func (e *jsonWriter) placeIDs(ri int, r *Record, t *placeTable) {
	if r.PlacesResolved == nil && len(r.Places) == 0 {
		e.raw("null")
		return
	}
	e.b = append(e.b, '[')
	for i, name := range r.Places {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		switch p := resolvedAt(&r.Record, i); {
		case p == nil:
			e.str(placeKey(name))
		case t.inTable(ri, i):
			e.str(p.ID)
		default:
			e.resolved(p)
		}
	}
	e.b = append(e.b, ']')
}

// location writes the record's location and location id: null when it has neither,
// j when they are those of places[j] (its name, and its resolved id or ""), else
// [location, id], the id "?" and the folded location when it is unresolved.
func (e *jsonWriter) location(r *Record) {
	if r.Location == "" && r.LocationID == "" {
		e.raw("null")
		return
	}
	for j, name := range r.Places {
		if name != r.Location {
			continue
		}
		p := resolvedAt(&r.Record, j)
		if p == nil && r.LocationID == "" || p != nil && p.ID == r.LocationID {
			e.int(int64(j))
			return
		}
	}
	id := r.LocationID
	if id == "" {
		id = placeKey(r.Location)
	}
	e.b = append(e.b, '[')
	e.str(r.Location)
	e.b = append(e.b, ',')
	e.str(id)
	e.b = append(e.b, ']')
}

// wireSpans writes spans flat, four numbers a span.
func (e *jsonWriter) wireSpans(spans []caption.Span) {
	if spans == nil {
		e.raw("null")
		return
	}
	e.b = append(e.b, '[')
	for i := range spans {
		s := &spans[i]
		if i > 0 {
			e.b = append(e.b, ',')
		}
		if k := spanCode(s.Field); k >= 0 {
			e.int(int64(k))
		} else {
			e.str(s.Field)
		}
		e.b = append(e.b, ',')
		e.int(int64(s.Index))
		e.b = append(e.b, ',')
		e.int(int64(s.Start))
		e.b = append(e.b, ',')
		e.int(int64(s.End))
	}
	e.b = append(e.b, ']')
}

// spanCode is the index of a span field in spanFields, or -1.
func spanCode(field string) int {
	switch field {
	case caption.FieldCredit:
		return 0
	case caption.FieldPhotographer:
		return 1
	case caption.FieldAgency:
		return 2
	case caption.FieldDate:
		return 3
	case caption.FieldPlace:
		return 4
	}
	return -1
}
