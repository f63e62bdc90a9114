package analysis

import (
	"cmp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/split"
)

// engine is the splitter and parser an analysis uses; tests swap in small fakes.
type engine struct {
	split    func(data []byte, first bool) split.Result
	boundary func([]byte, int) int
	parse    func(string) caption.Record
	// parseShared, when set, replaces parse for a part: a part's records are read
	// once, packed or written, so they may share their resolved places.
	parseShared func(*caption.Record, string)
	// forPart leaves the records' PhotographerIDs, PlaceTags and LocationTag unset:
	// a part for the page carries none of them, and Finish derives them.
	forPart bool
}

var std = engine{split: split.SplitChunk, boundary: split.Boundary, parse: caption.Parse, parseShared: caption.ParseShared}

// Analyze splits and parses the inputs (files, or chunks of files in order) and
// returns their dataset, records in input order. It works on all GOMAXPROCS cores:
// inputs are split in parallel, then captions parsed in parallel blocks; with one
// core it starts no goroutine.
func Analyze(inputs []Input) *Dataset {
	return std.analyze(inputs)
}

// Collect is Analyze without what is derived: the files and records of the inputs,
// with no duplicates, counts or timeline. Merge derives them for all it merges, so a
// caller that merges batches of one run (the CLI reading a big file in batches)
// collects each batch rather than analyze it, and derives them once.
func Collect(inputs []Input) *Dataset {
	return std.collect(inputs)
}

// AnalyzePart is Analyze for a part of a run that is merged with the others (the
// page's chunks and batches): the files and records, those of a file in error dropped
// as Finish drops them, but no duplicates, counts or stats (every DuplicateOf -1, the
// files' caption counts zero), which the merge derives for all it merges. Its
// records share their resolved places (see caption.ParseShared): a caller reads them
// and changes none.
func AnalyzePart(inputs []Input) *Dataset {
	return std.part(inputs)
}

func (e engine) part(inputs []Input) *Dataset {
	e.forPart = true
	d := e.collect(inputs)
	d.rejectFiles()
	for i := range d.Records {
		d.Records[i].ID = i
		d.Records[i].DuplicateOf = -1
	}
	return d
}

func (e engine) analyze(inputs []Input) *Dataset {
	d := e.collect(inputs)
	d.Finish()
	return d
}

func (e engine) collect(inputs []Input) *Dataset {
	files := make([]File, len(inputs))
	caps := make([][]split.Caption, len(inputs))
	parallel(runtime.GOMAXPROCS(0), len(inputs), func(_, i int) {
		files[i], caps[i] = e.splitInput(&inputs[i])
	})
	n := 0
	for _, cs := range caps {
		n += len(cs)
	}
	recs := make([]Record, n)
	k := 0
	for i, cs := range caps {
		in := &inputs[i]
		line := max(in.Line, 1)
		for j := range cs {
			c, r := &cs[j], &recs[k]
			r.File, r.Text, r.Truncated = in.Name, c.Text, c.Truncated
			r.Start, r.End = in.Offset+int64(c.Start), in.Offset+int64(c.End)
			r.Line = line + c.Line - 1
			k++
		}
	}
	const block = 64
	blocks := (len(recs) + block - 1) / block
	ws := make([]recordWorker, runtime.GOMAXPROCS(0))
	parallel(min(len(ws), blocks), blocks, func(w, b int) {
		for i := b * block; i < min(len(recs), (b+1)*block); i++ {
			e.parseRecord(&recs[i], &ws[w])
		}
	})
	return assemble(files, recs)
}

// splitInput splits one input and accounts for its bytes.
func (e engine) splitInput(in *Input) (File, []split.Caption) {
	f := File{Name: in.Name, Size: in.Size}
	if f.Size == 0 {
		f.Size = in.Offset + int64(len(in.Data))
	}
	if in.Err != nil {
		f.Error = in.Err.Error()
		f.Bytes.Error = f.Size
		return f, nil
	}
	res := e.split(in.Data, in.Offset == 0)
	f.Encoding = res.Encoding
	if len(res.Notes) > 0 {
		f.Notes = shiftNotes(res.Notes, max(in.Line, 1)-1)
	}
	if res.Err != nil {
		f.Error = res.Err.Error()
		f.Bytes.Error = int64(len(in.Data))
		return f, nil
	}
	f.Noise = res.Noise
	f.Bytes.Noise = int64(res.NoiseBytes)
	f.Bytes.Blank = int64(len(in.Data) - res.NoiseBytes)
	for _, c := range res.Captions {
		f.Bytes.Blank -= int64(c.End - c.Start)
	}
	return f, res.Captions
}

// parseRecord fills a record from its text.
func (e engine) parseRecord(r *Record, w *recordWorker) {
	if e.forPart && e.parseShared != nil {
		e.parseShared(&r.Record, r.Text) // in place: no copy of the Record
		return
	}
	r.Record = e.parse(r.Text)
	if e.forPart {
		return
	}
	r.PhotographerIDs = w.photographerIDs(r.Photographers)
	if w.parents == nil {
		w.parents = make(map[string]string)
	}
	r.PlaceTags = w.placeTags(&r.Record)
	r.LocationTag = locationTag(&r.Record)
}

// placeTags returns the place tags of r (see placeTags), cut from the worker's array.
func (w *recordWorker) placeTags(r *caption.Record) []Tag {
	n := maxPlaceTags(r)
	if n == 0 {
		return []Tag{}
	}
	if n > cap(w.tags)-len(w.tags) {
		w.tags = make([]Tag, 0, max(tagsArray, n))
	}
	start := len(w.tags)
	w.tags = appendPlaceTags(w.tags, r, w.parents)
	return w.tags[start:len(w.tags):len(w.tags)]
}

// recordWorker is what one goroutine of an analysis keeps from record to record:
// the photographer names it has seen, each with its id, so that a name is folded
// once and the records that name the same photographer share its strings (which
// Finish then compares at the cost of a pointer); and an array that the records'
// lists of ids are cut from; and the names of the parent places it has looked up.
type recordWorker struct {
	names   map[string]photographer // by name as written
	ids     []string                // the free part of the array
	tags    []Tag                   // the array the records' place tags are cut from
	parents map[string]string       // parent place id → name, see parentName
}

type photographer struct{ name, id string }

// idsArray and tagsArray are how many ids and tags an array of recordWorker.ids and
// recordWorker.tags holds.
const idsArray, tagsArray = 512, 512

// photographerIDs returns the ids of names (see photographerIDs) and makes each
// name the copy the worker keeps.
func (w *recordWorker) photographerIDs(names []string) []string {
	n := len(names)
	if n == 0 {
		return []string{}
	}
	if n > len(w.ids) {
		w.ids = make([]string, max(idsArray, n))
	}
	ids := w.ids[:n:n]
	w.ids = w.ids[n:]
	if w.names == nil {
		w.names = make(map[string]photographer)
	}
	for i, name := range names {
		p, ok := w.names[name]
		if !ok {
			p = photographer{name: name, id: fold(name)}
			w.names[name] = p
		}
		names[i], ids[i] = p.name, p.id
	}
	return ids
}

// Merge combines datasets of parts of the input, given in input order, into the
// dataset of the whole: files of the same name become one, records are ordered by
// file (in order of first appearance) and offset, and Finish recomputes the rest.
func Merge(parts ...*Dataset) *Dataset {
	nf, nr := 0, 0
	for _, p := range parts {
		if p != nil {
			nf, nr = nf+len(p.Files), nr+len(p.Records)
		}
	}
	files := make([]File, 0, nf)
	recs := make([]Record, 0, nr)
	for _, p := range parts {
		if p != nil {
			files = append(files, p.Files...)
			recs = append(recs, p.Records...)
		}
	}
	d := assemble(files, recs)
	d.Finish()
	return d
}

// assemble merges the files of the same name (sizes: the largest; counters and bytes
// summed; the encoding that says most; the error of the first that has one; notes
// merged) and orders the records by file and start offset.
func assemble(parts []File, recs []Record) *Dataset {
	d := &Dataset{Version: Version, Files: make([]File, 0, len(parts)), Records: recs}
	index := make(map[string]int, len(parts))
	for _, p := range parts {
		i, ok := index[p.Name]
		if !ok {
			index[p.Name] = len(d.Files)
			p.Notes = slices.Clone(p.Notes)
			d.Files = append(d.Files, p)
			continue
		}
		f := &d.Files[i]
		f.Size = max(f.Size, p.Size)
		f.Noise += p.Noise
		f.Bytes.Noise += p.Bytes.Noise
		f.Bytes.Blank += p.Bytes.Blank
		f.Bytes.Error += p.Bytes.Error
		if encodingRank(p.Encoding) > encodingRank(f.Encoding) {
			f.Encoding = p.Encoding
		}
		if f.Error == "" {
			f.Error = p.Error
		}
		f.Notes = mergeNotes(f.Notes, p.Notes)
	}
	for _, r := range d.Records {
		if _, ok := index[r.File]; !ok { // a record of a file no part lists
			index[r.File] = len(d.Files)
			d.Files = append(d.Files, File{Name: r.File})
		}
	}
	byInput := func(a, b Record) int {
		if a.File != b.File {
			return cmp.Compare(index[a.File], index[b.File])
		}
		return cmp.Compare(a.Start, b.Start)
	}
	if !slices.IsSortedFunc(d.Records, byInput) {
		slices.SortStableFunc(d.Records, byInput)
	}
	return d
}

// encodingRank orders the encodings a splitter reports for chunks of one file as it
// does for the whole: a legacy encoding anywhere makes the file's.
func encodingRank(enc string) int {
	switch enc {
	case "":
		return 0
	case "utf-8":
		return 1
	case "utf-8-bom":
		return 2
	case "windows-1250":
		return 3
	case "windows-1252":
		return 4
	}
	return 5 // UTF-16 (never chunked) or unknown
}

// mergeNotes adds the notes of a later chunk of a file to those of the earlier ones.
// The splitter writes a note of what it did as "line N: what" or "line N: what (K
// times in all)": a note whose what an earlier chunk already noted is folded into it
// (K summed, the first line kept), as the splitter writes it for the whole file.
// Other notes are kept once.
func mergeNotes(notes, more []string) []string {
	n := len(notes)
	for _, m := range more {
		line, what, count := parseNote(m)
		folded := false
		for i, e := range notes[:n] {
			if e == m && line < 0 {
				folded = true
				break
			}
			if el, ew, ec := parseNote(e); line >= 0 && el >= 0 && ew == what {
				notes[i] = formatNote(el, what, ec+count)
				folded = true
				break
			}
		}
		if !folded {
			notes = append(notes, m)
		}
	}
	return notes
}

// parseNote splits "line N: what (K times in all)"; line is -1 for other notes.
func parseNote(note string) (line int, what string, count int) {
	rest, ok := strings.CutPrefix(note, "line ")
	digits := 0
	for digits < len(rest) && '0' <= rest[digits] && rest[digits] <= '9' {
		digits++
	}
	if !ok || digits == 0 || !strings.HasPrefix(rest[digits:], ": ") {
		return -1, note, 1
	}
	line, _ = strconv.Atoi(rest[:digits])
	what, count = rest[digits+2:], 1
	if body, ok := strings.CutSuffix(what, " times in all)"); ok {
		if i := strings.LastIndex(body, " ("); i >= 0 {
			if k, err := strconv.Atoi(body[i+2:]); err == nil {
				what, count = body[:i], k
			}
		}
	}
	return line, what, count
}

func formatNote(line int, what string, count int) string {
	n := "line " + strconv.Itoa(line) + ": " + what
	if count > 1 {
		n += " (" + strconv.Itoa(count) + " times in all)"
	}
	return n
}

// shiftNotes adds lines to the line numbers that begin notes ("line 12: ..."), which
// the splitter counts from the start of a chunk.
func shiftNotes(notes []string, lines int) []string {
	out := make([]string, len(notes))
	for i, n := range notes {
		out[i] = n
		if lines == 0 || !strings.HasPrefix(n, "line ") {
			continue
		}
		digits := len("line ")
		for digits < len(n) && '0' <= n[digits] && n[digits] <= '9' {
			digits++
		}
		if v, err := strconv.Atoi(n[len("line "):digits]); err == nil {
			out[i] = "line " + strconv.Itoa(v+lines) + n[digits:]
		}
	}
	return out
}

// parallel calls f(w, 0), ..., f(w, n-1) on up to workers goroutines, w being the
// goroutine's number (0 <= w < workers); with one worker, or fewer than two jobs, in
// order on the calling goroutine.
func parallel(workers, n int, f func(w, i int)) {
	workers = min(workers, n)
	if workers <= 1 {
		for i := 0; i < n; i++ {
			f(0, i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(w, i)
			}
		}()
	}
	wg.Wait()
}
