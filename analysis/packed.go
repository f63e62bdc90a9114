package analysis

import (
	"encoding/binary"
	"errors"
	"slices"
	"unicode/utf8"

	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// The packed form of a Dataset is what the page's workers hand to the page (see
// web/engine/pack.js): the records as columns of numbers, their texts, their flat spans,
// and each distinct value the records share (a file name, a list of names, a date, a
// list of places, notes) once. The handler writes it in binary so that a worker reads
// it with a few typed-array views and one small JSON header, not a JSON text of three
// times the input that it parses record by record and packs again. The worker hashes
// the records' duplicate keys from the texts' bytes itself (web/engine/dupkey.js
// keyHashesUTF8: a byte loop costs far less in JavaScript than in Go under wasm), and a
// text that is the bytes the worker sent is left out.
//
// The page reads a frame into exactly the part that pack.js makes of the dataset's JSON
// (web/engine/packed.test.js checks it on the frames and JSON of testdata/packed).
//
//	frame  = head cols ends spans pad8 text pad8 header pad8
//	head   = "CPK4" u32(frame bytes) u32(header bytes) u32(n records) u32(span numbers)
//	         u32(flags: 1 when spans are u32, else u16) u32(text bytes) u32(0)
//	header = JSON {"version", "files", "stats", "parent_names", "places", "kinds", "vals"}
//	cols   = i32 × 12(n+1): PackedColumns numbers a record, and a last row
//	ends   = u32 × n: where each record's text ends in text; with the top bit set
//	         (fromInputBit), the text is not in text but is the bytes of the record's
//	         input from its start to its end (the page has them)
//	spans  = the records' spans end to end, four numbers a span
//	text   = the records' texts, valid UTF-8 (invalid bytes as U+FFFD, as the JSON has)
//
// Numbers are little-endian; cols, text and the header start 8-byte aligned within
// the frame, and a frame's length is a multiple of 8, so that frames of a
// batch follow one another. vals holds each value as its JSON in the record tuple of
// wire.go, kinds its kind (one letter a value: f file, h [photographers, ids], a
// agencies, d date, p [places, place_ids], l [location, id], n notes), in the order
// the records first use them.

// PackedColumns is the number of i32 a record has in a frame's cols:
//
//	0 start, 1 end, 2 line, 3 file val, 4 photographers val, 5 agencies val, 6 date val,
//	7 places val, 8 location (-1 none, j ≥ 0 places[j], -2-v the val v of kind l),
//	9 spans (s: its first span number; -1-s when it has none), 10 notes (-1 none, -2
//	none and truncated, 2v+t: the val v of kind n, t 1 when truncated), 11 duplicate_of.
//
// The last row holds in column 9 where the last record's spans end.
const PackedColumns = 12

// packedMagic opens a frame.
const packedMagic = "CPK4"

const packedHead = 32

// fromInputBit marks, in ends, a text that is its input's bytes.
const fromInputBit = 1 << 31

// errPackedSpan is returned for a span whose field has no code: such a dataset goes
// as JSON.
var errPackedSpan = errors.New("a span field without a code")

// AppendPacked appends the frames of d to b: one frame of all its records when names
// is nil, else one frame for each name (a batch: that file's records, files and stats
// as pack.js keeps them for one file). A record whose text is, byte for byte, the
// input it was read from (inputs: the files or chunks d was analyzed from, which the
// page has too; nil for none) leaves its text out of the frame: the page reads it from
// the input. AppendPacked fails only for a record that the packed form cannot hold (a
// span field outside spanFields), leaving b as it was.
func (d *Dataset) AppendPacked(b []byte, names []string, inputs []Input) ([]byte, error) {
	t := newPlaceTable(d.Records)
	entries, parents := t.sorted()
	e := &jsonWriter{html: true}
	e.raw(`,"parent_names":`)
	e.parentNames(t, parents)
	e.raw(`,"places":`)
	list(e, entries, func(e *jsonWriter, p **gazetteer.Resolved) { e.resolved(*p) })
	shared := string(e.b) // the header's parts that every frame of d has
	p := packer{d: d, t: t, shared: shared, inputs: inputs}
	start := len(b)
	var err error
	if names == nil {
		b, err = p.frame(b, "", true)
	}
	for _, name := range names {
		if b, err = p.frame(b, name, false); err != nil {
			break
		}
	}
	if err != nil {
		return b[:start], err
	}
	return b, nil
}

// packer writes the frames of one dataset.
type packer struct {
	d      *Dataset
	t      *placeTable
	shared string
	e      jsonWriter // a value's JSON
	vals   valueSet   // the values so far, by their kind and JSON
	kinds  []byte     // the kind of each value
	json   []byte     // the values' JSON, comma-separated
	// the file of the last record, and its value
	lastFile    string
	lastFileVal int32
	inputs      []Input
	byName      map[string][]int // the inputs of each file name, made on first use
	inFile      string           // the file of the last record inInput saw, and its inputs
	inOf        []int
	fromInput   []bool // of the frame's records: the text is the input's bytes
}

// inInput reports whether the text of r is the bytes of its input at r.Start..r.End.
func (p *packer) inInput(r *Record) bool {
	if len(p.inputs) == 0 {
		return false
	}
	if p.byName == nil {
		p.byName = make(map[string][]int, len(p.inputs))
		for i := range p.inputs {
			p.byName[p.inputs[i].Name] = append(p.byName[p.inputs[i].Name], i)
		}
	}
	if r.File != p.inFile || p.inOf == nil { // records come file by file
		p.inFile, p.inOf = r.File, p.byName[r.File]
	}
	for _, i := range p.inOf {
		in := &p.inputs[i]
		s, e := r.Start-in.Offset, r.End-in.Offset
		if s >= 0 && s <= e && e <= int64(len(in.Data)) && string(in.Data[s:e]) == r.Text {
			return true
		}
	}
	return false
}

// frame appends the frame of the records of file name (all records when all). Its
// sections are sized first and written in place; the header, which holds the values
// the records use, comes last.
func (p *packer) frame(b []byte, name string, all bool) ([]byte, error) {
	recs := p.d.Records
	n, spanCount, textBytes, rawBytes := 0, 0, 0, 0
	wide := false
	p.fromInput = p.fromInput[:0]
	for i := range recs {
		r := &recs[i]
		if !all && r.File != name {
			continue
		}
		n++
		spanCount += 4 * len(r.Spans)
		in := p.inInput(r)
		p.fromInput = append(p.fromInput, in)
		if !in {
			textBytes += validLen(r.Text)
			rawBytes += len(r.Text)
		}
		for j := range r.Spans {
			s := &r.Spans[j]
			if spanCode(s.Field) < 0 {
				return b, errPackedSpan
			}
			if uint(s.Index) >= 1<<16 || uint(s.Start) >= 1<<16 || uint(s.End) >= 1<<16 {
				wide = true
			}
		}
	}
	p.vals.reset()
	p.kinds = p.kinds[:0]
	p.json = p.json[:0]
	p.lastFile, p.lastFileVal = "", -1

	spanWidth := 2
	if wide {
		spanWidth = 4
	}
	start := len(b)
	colsAt := start + packedHead
	endsAt := colsAt + 4*PackedColumns*(n+1)
	spansAt := endsAt + 4*n
	textAt := start + align8(spansAt+spanWidth*spanCount-start)
	b = slices.Grow(b, textAt-start+textBytes+8+64*n+1024)
	b = append(b, make([]byte, textAt-start)...)
	le := binary.LittleEndian
	var c [PackedColumns]int32
	k, sp := 0, 0
	for i := range recs {
		r := &recs[i]
		if !all && r.File != name {
			continue
		}
		p.record(&c, i, r)
		if r.Spans == nil {
			c[9] = int32(-1 - sp)
		} else {
			c[9] = int32(sp)
			for j := range r.Spans {
				s := &r.Spans[j]
				at := spansAt + spanWidth*sp
				if wide {
					le.PutUint32(b[at:], uint32(spanCode(s.Field)))
					le.PutUint32(b[at+4:], uint32(s.Index))
					le.PutUint32(b[at+8:], uint32(s.Start))
					le.PutUint32(b[at+12:], uint32(s.End))
				} else {
					le.PutUint16(b[at:], uint16(spanCode(s.Field)))
					le.PutUint16(b[at+2:], uint16(s.Index))
					le.PutUint16(b[at+4:], uint16(s.Start))
					le.PutUint16(b[at+6:], uint16(s.End))
				}
				sp += 4
			}
		}
		row := b[colsAt+4*PackedColumns*k : colsAt+4*PackedColumns*(k+1)]
		for j, v := range c {
			le.PutUint32(row[4*j:], uint32(v))
		}
		end := uint32(len(b) - textAt)
		switch {
		case p.fromInput[k]:
			end |= fromInputBit
		case rawBytes == textBytes: // every text is valid UTF-8
			b = append(b, r.Text...)
			end = uint32(len(b) - textAt)
		default:
			b = appendValid(b, r.Text)
			end = uint32(len(b) - textAt)
		}
		le.PutUint32(b[endsAt+4*k:], end)
		k++
	}
	le.PutUint32(b[colsAt+4*(PackedColumns*n+9):], uint32(sp))
	b = pad8(b, start)
	headerAt := len(b)
	b = p.header(b, name, all)
	header := len(b) - headerAt
	b = pad8(b, start)

	head := b[start : start+packedHead]
	copy(head, packedMagic)
	flags := uint32(0)
	if wide {
		flags = 1
	}
	for i, v := range [...]int{len(b) - start, header, n, spanCount, int(flags), textBytes, 0} {
		le.PutUint32(head[4+4*i:], uint32(v))
	}
	return b, nil
}

// header appends a frame's header: the files of name (all files when all), the stats
// (null for one file of a batch), the parent names and places, and the values.
func (p *packer) header(b []byte, name string, all bool) []byte {
	e := &jsonWriter{b: b, html: true}
	e.raw(`{"version":`)
	e.str(p.d.Version)
	e.raw(`,"files":`)
	if all {
		list(e, p.d.Files, (*jsonWriter).file)
	} else {
		e.b = append(e.b, '[')
		first := true
		for i := range p.d.Files {
			if p.d.Files[i].Name == name {
				if !first {
					e.b = append(e.b, ',')
				}
				first = false
				e.file(&p.d.Files[i])
			}
		}
		e.b = append(e.b, ']')
	}
	e.raw(`,"stats":`)
	if all {
		e.stats(&p.d.Stats)
	} else {
		e.raw("null")
	}
	e.raw(p.shared)
	e.raw(`,"kinds":`)
	e.str(string(p.kinds))
	e.raw(`,"vals":[`)
	e.b = append(e.b, p.json...)
	e.raw(`]}`)
	return e.b
}

// align8 rounds n up to a multiple of 8.
func align8(n int) int { return (n + 7) &^ 7 }

// pad8 pads b with zeros to a multiple of 8 bytes from start.
func pad8(b []byte, start int) []byte {
	for (len(b)-start)%8 != 0 {
		b = append(b, 0)
	}
	return b
}

// record fills the columns of r, record i of the dataset, but its spans, adding the
// values it uses first.
func (p *packer) record(c *[PackedColumns]int32, i int, r *Record) {
	c[0], c[1], c[2] = int32(r.Start), int32(r.End), int32(r.Line)
	e := &p.e
	if r.File != p.lastFile || p.lastFileVal < 0 {
		e.b = e.b[:0]
		e.str(r.File)
		p.lastFile, p.lastFileVal = r.File, p.val('f')
	}
	c[3] = p.lastFileVal

	e.b = append(e.b[:0], '[')
	e.strs(r.Photographers)
	e.b = append(e.b, ',')
	if ids := r.PhotographerIDs; len(ids) == len(r.Photographers) && simpleNames(r.Photographers, ids) ||
		len(ids) != len(r.Photographers) && simpleRange(r.Photographers) {
		e.raw("null") // the page folds the names as Go does
	} else {
		if len(ids) != len(r.Photographers) { // a part's record (AnalyzePart)
			ids = photographerIDs(r.Photographers)
		}
		e.strs(ids)
	}
	e.b = append(e.b, ']')
	c[4] = p.val('h')

	e.b = e.b[:0]
	e.strs(r.Agencies)
	c[5] = p.val('a')

	e.b = e.b[:0]
	e.str(r.Date)
	c[6] = p.val('d')

	e.b = append(e.b[:0], '[')
	e.strs(r.Places)
	e.b = append(e.b, ',')
	e.placeIDs(i, r, p.t)
	e.b = append(e.b, ']')
	c[7] = p.val('p')

	e.b = e.b[:0]
	e.location(r)
	switch l := e.b; {
	case string(l) == "null":
		c[8] = -1
	case l[0] == '[':
		c[8] = -2 - p.val('l')
	default:
		c[8] = int32(parseUint(l))
	}

	c[10] = -1
	if len(r.Notes) > 0 {
		e.b = e.b[:0]
		e.strs(r.Notes)
		c[10] = 2 * p.val('n')
	}
	if r.Truncated {
		if c[10] == -1 {
			c[10] = -2
		} else {
			c[10]++
		}
	}
	c[11] = int32(r.DuplicateOf)
}

// val gives the index of the value whose JSON is p.e.b, of the given kind, adding it
// when it is new.
func (p *packer) val(kind byte) int32 {
	j := p.e.b
	i, ok := p.vals.find(kind, j, p.json)
	if ok {
		return i
	}
	i = int32(len(p.kinds))
	if i > 0 {
		p.json = append(p.json, ',')
	}
	p.vals.add(kind, len(p.json), len(j))
	p.kinds = append(p.kinds, kind)
	p.json = append(p.json, j...)
	return i
}

// parseUint reads the decimal digits of b.
func parseUint(b []byte) int {
	n := 0
	for _, c := range b {
		n = 10*n + int(c-'0')
	}
	return n
}

// validLen is the length of s with each invalid byte written as U+FFFD.
func validLen(s string) int {
	if utf8.ValidString(s) {
		return len(s)
	}
	return len(appendValid(nil, s))
}

// appendValid appends s with each byte of an invalid UTF-8 sequence written as U+FFFD,
// as the dataset's JSON writes it.
func appendValid(b []byte, s string) []byte {
	if utf8.ValidString(s) {
		return append(b, s...)
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = utf8.AppendRune(b, utf8.RuneError)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return b
}
