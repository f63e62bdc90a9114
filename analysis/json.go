package analysis

import (
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// The JSON of a dataset and of a record, written by hand, without reflection, which
// is slow under wasm. A record alone (the lines of `-format jsonl`) is written as
// encoding/json writes the types of dataset.go (field order, omitempty, null for nil
// slices and pointers, numbers, string escapes); a dataset is written in the compact
// form of wire.go, as encoding/json writes the plain values it stands for. json_test.go
// checks both equalities on the sample files and on fuzzed records; a field added to a
// type must be added here too.

// AppendJSON appends the JSON of d (see wire.go) to b, with the bytes json.Marshal
// gives (escapeHTML true) or an Encoder with SetEscapeHTML(false) does, without the
// Encoder's final newline.
func (d *Dataset) AppendJSON(b []byte, escapeHTML bool) []byte {
	e := jsonWriter{b: b, html: escapeHTML}
	_ = e.dataset(d, nil)
	return e.b
}

// AppendJSON appends the JSON of r to b, as encoding/json writes a Record: every
// field, as `captions -format jsonl` gives it.
func (r *Record) AppendJSON(b []byte, escapeHTML bool) []byte {
	e := jsonWriter{b: b, html: escapeHTML}
	e.record(r)
	return e.b
}

// AppendJSONString appends s as a JSON string with the bytes encoding/json writes
// (escapeHTML as json.Marshal does, or as an Encoder with SetEscapeHTML(false)).
func AppendJSONString(b []byte, s string, escapeHTML bool) []byte {
	e := jsonWriter{b: b, html: escapeHTML}
	e.str(s)
	return e.b
}

type jsonWriter struct {
	b    []byte
	html bool // escape <, > and & as encoding/json does by default
	// places, when not nil, keeps the JSON of the places written last.
	places *placeCache
}

// dataset writes d. flush, when not nil, is handed what is written whenever it passes
// 64 KB, and the writing goes on in e.b emptied; its error stops the writing.
func (e *jsonWriter) dataset(d *Dataset, flush func([]byte) error) error {
	t := e.datasetHead(d)
	files := fileIndex{files: d.Files}
	for i := range d.Records {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.wireRecord(i, &d.Records[i], t, &files)
		if flush != nil && len(e.b) >= 1<<16 {
			if err := flush(e.b); err != nil {
				return err
			}
			e.b = e.b[:0]
		}
	}
	e.datasetTail(d)
	return nil
}

// datasetHead writes the dataset's object up to the opening of its records (see
// wire.go) and returns the table of places the records refer to.
func (e *jsonWriter) datasetHead(d *Dataset) *placeTable {
	t := newPlaceTable(d.Records)
	entries, parents := t.sorted()
	e.raw(`{"version":`)
	e.str(d.Version)
	e.raw(`,"record_fields":`)
	e.strs(recordFields)
	e.raw(`,"span_fields":`)
	e.strs(spanFields)
	e.raw(`,"files":`)
	list(e, d.Files, (*jsonWriter).file)
	e.raw(`,"places":`)
	list(e, entries, func(e *jsonWriter, p **gazetteer.Resolved) { e.resolved(*p) })
	e.raw(`,"parent_names":`)
	e.parentNames(t, parents)
	e.raw(`,"records":[`)
	return t
}

// parentNames writes the object of parent ids (in the order of ids) and their names.
func (e *jsonWriter) parentNames(t *placeTable, ids []string) {
	e.b = append(e.b, '{')
	for i, id := range ids {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.str(id)
		e.b = append(e.b, ':')
		e.str(t.parents[id])
	}
	e.b = append(e.b, '}')
}

// datasetTail closes the records and writes the stats.
func (e *jsonWriter) datasetTail(d *Dataset) {
	e.raw(`],"stats":`)
	e.stats(&d.Stats)
	e.b = append(e.b, '}')
}

func (e *jsonWriter) file(f *File) {
	e.raw(`{"name":`)
	e.str(f.Name)
	e.raw(`,"size":`)
	e.int(f.Size)
	if f.Encoding != "" {
		e.raw(`,"encoding":`)
		e.str(f.Encoding)
	}
	e.raw(`,"captions":`)
	e.int(int64(f.Captions))
	e.raw(`,"duplicates":`)
	e.int(int64(f.Duplicates))
	e.raw(`,"noise":`)
	e.int(int64(f.Noise))
	e.raw(`,"bytes":{"caption":`)
	e.int(f.Bytes.Caption)
	e.raw(`,"duplicate":`)
	e.int(f.Bytes.Duplicate)
	e.raw(`,"noise":`)
	e.int(f.Bytes.Noise)
	e.raw(`,"blank":`)
	e.int(f.Bytes.Blank)
	e.raw(`,"error":`)
	e.int(f.Bytes.Error)
	e.b = append(e.b, '}')
	if f.Error != "" {
		e.raw(`,"error":`)
		e.str(f.Error)
	}
	if len(f.Notes) > 0 {
		e.raw(`,"notes":`)
		e.strs(f.Notes)
	}
	e.b = append(e.b, '}')
}

func (e *jsonWriter) record(r *Record) {
	e.raw(`{"id":`)
	e.int(int64(r.ID))
	e.raw(`,"file":`)
	e.str(r.File)
	e.raw(`,"start":`)
	e.int(r.Start)
	e.raw(`,"end":`)
	e.int(r.End)
	e.raw(`,"line":`)
	e.int(int64(r.Line))
	e.caption(&r.Record)
	e.raw(`,"photographer_ids":`)
	e.strs(r.PhotographerIDs)
	e.raw(`,"place_tags":`)
	list(e, r.PlaceTags, func(e *jsonWriter, t *Tag) { e.tag(*t) })
	e.raw(`,"location_tag":`)
	e.tag(r.LocationTag)
	e.raw(`,"key":`)
	e.str(r.Key)
	if r.Truncated {
		e.raw(`,"truncated":true`)
	}
	e.raw(`,"duplicate_of":`)
	e.int(int64(r.DuplicateOf))
	e.b = append(e.b, '}')
}

// caption writes the fields of a caption.Record, inside the object of a Record.
func (e *jsonWriter) caption(r *caption.Record) {
	e.raw(`,"text":`)
	e.str(r.Text)
	e.raw(`,"photographers":`)
	e.strs(r.Photographers)
	e.raw(`,"agencies":`)
	e.strs(r.Agencies)
	e.raw(`,"date":`)
	e.str(r.Date)
	e.raw(`,"location":`)
	e.str(r.Location)
	e.raw(`,"places":`)
	e.strs(r.Places)
	e.raw(`,"places_resolved":`)
	list(e, r.PlacesResolved, func(e *jsonWriter, p **gazetteer.Resolved) {
		if e.places != nil && *p != nil {
			e.resolvedCached(*p)
		} else {
			e.resolved(*p)
		}
	})
	e.raw(`,"location_id":`)
	e.str(r.LocationID)
	e.raw(`,"spans":`)
	list(e, r.Spans, (*jsonWriter).span)
	if len(r.Notes) > 0 {
		e.raw(`,"notes":`)
		e.strs(r.Notes)
	}
}

func (e *jsonWriter) resolved(p *gazetteer.Resolved) {
	if p == nil {
		e.raw("null")
		return
	}
	e.raw(`{"id":`)
	e.str(p.ID)
	e.raw(`,"name":`)
	e.str(p.Name)
	e.raw(`,"kind":`)
	e.str(p.Kind)
	e.raw(`,"country":`)
	e.str(p.Country)
	e.raw(`,"lat":`)
	e.float(p.Lat)
	e.raw(`,"lon":`)
	e.float(p.Lon)
	e.raw(`,"has_geo":`)
	e.bool(p.HasGeo)
	e.raw(`,"parents":`)
	e.strs(p.Parents)
	if p.Approx {
		e.raw(`,"approx":true`)
	}
	if p.Note != "" {
		e.raw(`,"note":`)
		e.str(p.Note)
	}
	e.b = append(e.b, '}')
}

func (e *jsonWriter) tag(t Tag) {
	e.raw(`{"id":`)
	e.str(t.ID)
	e.raw(`,"name":`)
	e.str(t.Name)
	e.b = append(e.b, '}')
}

func (e *jsonWriter) stats(s *Stats) {
	e.raw(`{"captions":`)
	e.int(int64(s.Captions))
	e.raw(`,"unique":`)
	e.int(int64(s.Unique))
	e.raw(`,"duplicates":`)
	e.int(int64(s.Duplicates))
	e.raw(`,"no_credit":`)
	e.int(int64(s.NoCredit))
	e.raw(`,"no_date":`)
	e.int(int64(s.NoDate))
	e.raw(`,"no_place":`)
	e.int(int64(s.NoPlace))
	e.raw(`,"first_date":`)
	e.str(s.FirstDate)
	e.raw(`,"last_date":`)
	e.str(s.LastDate)
	e.raw(`,"photographers":`)
	e.counts(s.Photographers)
	e.raw(`,"agencies":`)
	e.counts(s.Agencies)
	e.raw(`,"places":`)
	e.counts(s.Places)
	e.raw(`,"locations":`)
	e.counts(s.Locations)
	e.raw(`,"timeline":`)
	e.counts(s.Timeline)
	e.b = append(e.b, '}')
}

// Not inlined: its copies at every call would grow the wasm module more than a call
// costs here.
//
//go:noinline
func (e *jsonWriter) counts(cs []Count) { list(e, cs, (*jsonWriter).count) }

func (e *jsonWriter) count(c *Count) {
	e.b = append(e.b, '{')
	if c.ID != "" {
		e.raw(`"id":`)
		e.str(c.ID)
		e.b = append(e.b, ',')
	}
	e.raw(`"name":`)
	e.str(c.Name)
	e.raw(`,"count":`)
	e.int(int64(c.Count))
	e.b = append(e.b, '}')
}

// Not inlined: its copies at every call would grow the wasm module more than a call
// costs here.
//
//go:noinline
func (e *jsonWriter) raw(s string) { e.b = append(e.b, s...) }

// int writes n in decimal, as strconv.AppendInt does.
func (e *jsonWriter) int(n int64) {
	if n < 0 {
		e.b = strconv.AppendInt(e.b, n, 10)
		return
	}
	var buf [20]byte
	i := len(buf) - 1
	for n >= 10 {
		buf[i] = byte('0' + n%10)
		n /= 10
		i--
	}
	buf[i] = byte('0' + n)
	e.b = append(e.b, buf[i:]...)
}

func (e *jsonWriter) bool(v bool) {
	if v {
		e.raw("true")
	} else {
		e.raw("false")
	}
}

// float writes f as encoding/json does: like ES6, %f up to 1e21 and from 1e-6, %e
// with a short exponent outside. Lat and Lon are always finite.
func (e *jsonWriter) float(f float64) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		e.raw("null") // encoding/json fails; never reached with real coordinates
		return
	}
	abs := math.Abs(f)
	format := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	e.b = strconv.AppendFloat(e.b, f, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9
		n := len(e.b)
		if n >= 4 && e.b[n-4] == 'e' && e.b[n-3] == '-' && e.b[n-2] == '0' {
			e.b[n-2] = e.b[n-1]
			e.b = e.b[:n-1]
		}
	}
}

// Not inlined: its copies at every call would grow the wasm module more than a call
// costs here.
//
//go:noinline
func (e *jsonWriter) strs(ss []string) {
	list(e, ss, func(e *jsonWriter, s *string) { e.str(*s) })
}

// list writes xs as a JSON array, each element by each, or null for a nil slice, as
// encoding/json does.
func list[T any](e *jsonWriter, xs []T, each func(*jsonWriter, *T)) {
	if xs == nil {
		e.raw("null")
		return
	}
	e.b = append(e.b, '[')
	for i := range xs {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		each(e, &xs[i])
	}
	e.b = append(e.b, ']')
}

func (e *jsonWriter) span(s *caption.Span) {
	switch s.Field {
	case caption.FieldCredit:
		e.raw(`{"field":"credit","i":`)
	case caption.FieldPhotographer:
		e.raw(`{"field":"photographer","i":`)
	case caption.FieldAgency:
		e.raw(`{"field":"agency","i":`)
	case caption.FieldDate:
		e.raw(`{"field":"date","i":`)
	case caption.FieldPlace:
		e.raw(`{"field":"place","i":`)
	default:
		e.raw(`{"field":`)
		e.str(s.Field)
		e.raw(`,"i":`)
	}
	e.int(int64(s.Index))
	e.raw(`,"start":`)
	e.int(int64(s.Start))
	e.raw(`,"end":`)
	e.int(int64(s.End))
	e.b = append(e.b, '}')
}

// jsonClass classes the bytes of a JSON string: '1' written as it is, '2' written
// as it is unless escaping HTML (<, >, &), '0' escaped, '3' the start or the
// continuation of a multi-byte rune.
const jsonClass = "0000000000000000000000000000000011011121111111111111111111112121" +
	"1111111111111111111111111111011111111111111111111111111111111111" +
	"3333333333333333333333333333333333333333333333333333333333333333" +
	"3333333333333333333333333333333333333333333333333333333333333333"

// jsonPlain and jsonPlainHTML are jsonClass reduced to what str's first loop asks:
// '1' for a byte written as it is, without and with HTML escaping.
const (
	jsonPlain     = "0000000000000000000000000000000011011111111111111111111111111111" + jsonPlainHigh
	jsonPlainHTML = "0000000000000000000000000000000011011101111111111111111111110101" + jsonPlainHigh
	jsonPlainHigh = "1111111111111111111111111111011111111111111111111111111111111111" +
		"0000000000000000000000000000000000000000000000000000000000000000" +
		"0000000000000000000000000000000000000000000000000000000000000000"
)

const hexDigits = "0123456789abcdef"

// str writes s quoted as encoding/json does: \" \\ \b \f \n \r \t, other control
// bytes as \u00XX, <, > and & as \u003c etc. when escaping HTML, U+2028 and U+2029
// as \u2028 and \u2029, and each byte of invalid UTF-8 as \ufffd.
func (e *jsonWriter) str(s string) {
	plain := jsonPlain
	if e.html {
		plain = jsonPlainHTML
	}
	i := 0
	for i < len(s) && plain[s[i]] == '1' {
		i++
	}
	b := append(e.b, '"')
	if i == len(s) { // the common case: nothing to escape or check
		b = append(b, s...)
		e.b = append(b, '"')
		return
	}
	start := 0
	for i < len(s) {
		c := s[i]
		k := jsonClass[c]
		if k == '1' || k == '2' && !e.html {
			i++
			continue
		}
		if k == '3' {
			r, size := utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				b = append(b, s[start:i]...)
				b = append(b, `\ufffd`...)
				start = i + 1
			case r == '\u2028' || r == '\u2029':
				b = append(b, s[start:i]...)
				b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
				start = i + size
			}
			i += size
			continue
		}
		b = append(b, s[start:i]...)
		switch c {
		case '\\', '"':
			b = append(b, '\\', c)
		case '\b':
			b = append(b, '\\', 'b')
		case '\f':
			b = append(b, '\\', 'f')
		case '\n':
			b = append(b, '\\', 'n')
		case '\r':
			b = append(b, '\\', 'r')
		case '\t':
			b = append(b, '\\', 't')
		default:
			b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
		}
		i++
		start = i
	}
	b = append(b, s[start:]...)
	e.b = append(b, '"')
}
