package gazetteer

// The tables are embedded as written by `go run ./build/gazetteer` (see SOURCES.md)
// and searched in place: there is nothing to parse or build at start-up, and a wasm
// call that resolves ten places reads a few hundred bytes of them.
//
//	data/places.tsv  id TAB kind TAB country TAB parent TAB lat TAB lon TAB pop TAB name TAB folds
//	data/rows.bin    3-byte big-endian offsets of every rowsEvery-th row of places.tsv
//	data/refs.bin    2-byte big-endian row numbers of places.tsv, sorted by Key (below)
//	data/ords.bin    one byte a ref: which text of its row it means, 0 the name, n the n-th fold
//	data/keys.tsv    key TAB n: the Key of ref n·sampleEvery
//
// places.tsv is sorted by id (see fieldLess): an id is found by binary search over
// its lines. Coordinates are in hundredths of a degree; a town's ("gn:") count from
// its parent's when the parent has coordinates (regions and countries have theirs
// in full), which takes a third off their compressed size.
//
// The tolerant keys themselves are not stored: refs.bin and ords.bin list, sorted by
// Key, the name or fold that each key was taken from, so a name's candidates are a
// run of refs whose key is computed from the text they mean (three bytes a ref, most
// of them meaning a row's name, where the keys written out would take as many again).
// keys.tsv samples every sampleEvery-th ref's key, so that a search computes a
// handful of keys, not one per step.

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
)

//go:embed data/places.tsv
var placesTSV string

//go:embed data/rows.bin
var rowsBin string

//go:embed data/refs.bin
var refsBin string

//go:embed data/ords.bin
var ordsBin string

//go:embed data/keys.tsv
var keysTSV string

// sampleEvery is the spacing of the refs that keys.tsv samples, and rowsEvery that
// of the rows whose offset rows.bin holds.
const (
	sampleEvery = 32
	rowsEvery   = 8
)

// lineAt returns the bounds of the line of table around byte i.
func lineAt(table string, i int) (start, end int) {
	start = strings.LastIndexByte(table[:i], '\n') + 1
	end = strings.IndexByte(table[i:], '\n')
	if end < 0 {
		return start, len(table)
	}
	return start, end + i
}

// lowerBound returns where the first line of a table sorted by its first
// tab-separated field starts whose field is at least key, or len(table); ids says
// that the table is places.tsv, in the order of fieldLess. It bisects bytes, not
// lines: a probe finds its line's start and compares the field there, without
// finding the line's end.
func lowerBound(table, key string, ids bool) int {
	lo, hi := 0, len(table)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := strings.LastIndexByte(table[:mid], '\n') + 1
		if fieldLess(table[start:], key, ids) {
			lo = mid + 1 // the line is before key, and so is all up to mid
		} else {
			hi = start
		}
	}
	return hi
}

// fieldLess reports whether the first field of line is less than key, which holds
// no control characters: a field shorter than key and equal up to its end meets its
// tab (below any letter) where key goes on. With ids, two town ids ("gn:" and a
// GeoNames number) compare as numbers, by length first: places.tsv runs its towns in
// that order, in which neighbouring ids are often neighbouring places (and compress
// better), and the rest (c:, then r:) in byte order.
func fieldLess(line, key string, ids bool) bool {
	if ids && strings.HasPrefix(key, "gn:") && strings.HasPrefix(line, "gn:") {
		n := strings.IndexByte(line, '\t')
		if n < 0 {
			n = len(line)
		}
		if n != len(key) {
			return n < len(key)
		}
	}
	return line[:min(len(key), len(line))] < key
}

// lowerLine returns the first line of a sorted table whose first field is at least
// key (ids as for lowerBound), as its field and the rest after the tab.
func lowerLine(table, key string, ids bool) (field, rest string, ok bool) {
	start := lowerBound(table, key, ids)
	if start >= len(table) {
		return "", "", false
	}
	_, end := lineAt(table, start)
	field, rest, _ = strings.Cut(table[start:end], "\t")
	return field, rest, true
}

// findLine returns the line of a sorted table whose first tab-separated field is
// key (ids as for lowerBound), without its first field and tab.
func findLine(table, key string, ids bool) (string, bool) {
	field, rest, ok := lowerLine(table, key, ids)
	if !ok || field != key {
		return "", false
	}
	return rest, true
}

// rowAt returns where row n of placesTSV starts: rows.bin holds the offset of every
// rowsEvery-th row, and the rows between are skipped line by line.
func rowAt(n int) int {
	k := 3 * (n / rowsEvery)
	at := int(rowsBin[k])<<16 | int(rowsBin[k+1])<<8 | int(rowsBin[k+2])
	for range n % rowsEvery {
		at += strings.IndexByte(placesTSV[at:], '\n') + 1
	}
	return at
}

// refRow returns the row of ref i.
func refRow(i int) int {
	return int(refsBin[2*i])<<8 | int(refsBin[2*i+1])
}

// textAt returns the name or fold that ref i means.
func textAt(i int) string {
	line := placesTSV[rowAt(refRow(i)):]
	ord := int(ordsBin[i])
	fields := 7 // the name
	if ord > 0 {
		fields = 8 // the folds
	}
	for range fields {
		line = line[strings.IndexByte(line, '\t')+1:]
	}
	for range ord - 1 {
		line = line[strings.IndexByte(line, '|')+1:]
	}
	end := 0
	for end < len(line) && line[end] != '\t' && line[end] != '|' && line[end] != '\n' {
		end++
	}
	return line[:end]
}

// keyAt appends the Key of the name or fold that ref i means to buf.
func keyAt(buf []byte, i int) []byte {
	return appendKey(buf, textAt(i))
}

// findRefs returns the run [lo, hi) of the refs filed under key.
func findRefs(key string) (lo, hi int) {
	n := len(ordsBin)
	samples := (n + sampleEvery - 1) / sampleEvery
	// j is the first sample whose key is at least key: the run starts after sample
	// j-1 and at sample j at the latest.
	j := samples
	if _, rest, ok := lowerLine(keysTSV, key, false); ok {
		j, _ = strconv.Atoi(rest)
	}
	lo, hi = 0, min(j*sampleEvery, n)
	if j > 0 {
		lo = (j-1)*sampleEvery + 1
	}
	var kb [64]byte
	for lo < hi {
		mid := lo + (hi-lo)/2
		if string(keyAt(kb[:0], mid)) < key {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	for hi = lo; hi < n && string(keyAt(kb[:0], hi)) == key; hi++ {
	}
	return lo, hi
}

// record is one parsed line of places.tsv.
type record struct {
	Resolved
	pop      int
	nameFold string // Fold(Name)
	folds    string // Fold keys of the other names, "|"-separated
}

// lookupID reads the record of a gazetteer id (c:, r: or gn:).
func lookupID(id string) (record, bool) {
	line, ok := findLine(placesTSV, id, true)
	if !ok {
		return record{}, false
	}
	var r record
	var tb [64]byte
	text, e := parseRecord(&r, id, line, tb[:0])
	r.finish(string(text), 0, e, make([]string, 0, 2))
	return r, true
}

// finish points the folded name and the Parents of a record that parseRecord gave
// into s, the string of its text, at the ends it returned; the Parents are appended
// to ps, whose array they share, and ps is returned.
func (r *record) finish(s string, from int32, e [3]int32, ps []string) []string {
	r.nameFold = s[from:e[0]]
	n := len(ps)
	if e[1] > e[0] {
		ps = append(ps, s[e[0]:e[1]])
	}
	if e[2] > e[1] {
		ps = append(ps, s[e[1]:e[2]])
	}
	r.Parents = ps[n:len(ps):len(ps)]
	if len(r.Parents) == 0 {
		r.Parents = []string{} // a country has none: [] in JSON, not null
	}
	return ps
}

// parseRecord parses the line of id, without its id and tab, into r, but for the
// strings it makes: it appends the Fold of the name and the parent ids (nearest
// first, at most two) to text, and returns where each of the three ends.
//
// The kind and parent fields hold what the id does not tell: a town's kind is "d"
// for a district and "" for a city, and its parent is the admin-1 code of its region
// ("09" for r:SY.09), or "" when it lies in no region of the gazetteer. A region's
// parent is its country; a country has none.
func parseRecord(r *record, id, line string, text []byte) ([]byte, [3]int32) {
	var f [7]string
	for i := range f {
		f[i], line, _ = strings.Cut(line, "\t")
	}
	r.folds = line
	r.ID, r.Country, r.Name = id, f[1], f[6]
	r.pop, _ = strconv.Atoi(f[5])
	var e [3]int32
	text = appendFold(text, r.Name)
	e[0] = int32(len(text))
	switch {
	case strings.HasPrefix(id, "c:"):
		r.Kind = "country"
	case strings.HasPrefix(id, "r:"):
		r.Kind = "region"
	default:
		r.Kind = "city"
		if f[0] == "d" {
			r.Kind = "district"
		}
		if f[2] != "" {
			text = append(append(append(append(text, "r:"...), r.Country...), '.'), f[2]...)
		}
	}
	e[1] = int32(len(text))
	if r.Kind != "country" {
		text = append(append(text, "c:"...), r.Country...)
	}
	e[2] = int32(len(text))
	if f[3] != "" {
		lat, _ := strconv.Atoi(f[3])
		lon, _ := strconv.Atoi(f[4])
		if strings.HasPrefix(id, "gn:") {
			parent := text[e[0]:e[1]]
			if len(parent) == 0 {
				parent = text[e[1]:e[2]]
			}
			if plat, plon, ok := coordsOf(string(parent)); ok {
				lat, lon = lat+plat, lon+plon
			}
		}
		// Both operands are exact and the division is correctly rounded: the
		// nearest float64 to the decimal, as strconv.ParseFloat gives it.
		r.Lat, r.Lon = float64(lat)/100, float64(lon)/100
		r.HasGeo = true
	}
	return text, e
}

// coordsOf returns the coordinates of a region or country in hundredths of a
// degree, if it has some. It searches only the rows of its kind: places.tsv runs
// countries (c:), towns (gn:), regions (r:), and sections.go says where.
func coordsOf(id string) (lat, lon int, ok bool) {
	table := placesTSV[:townsAt]
	if strings.HasPrefix(id, "r:") {
		table = placesTSV[regionsAt:]
	}
	line, found := findLine(table, id, false) // c: and r: rows are in byte order
	if !found {
		return 0, 0, false
	}
	var f [5]string
	for i := range f {
		f[i], line, _ = strings.Cut(line, "\t")
	}
	if f[3] == "" {
		return 0, 0, false
	}
	lat, _ = strconv.Atoi(f[3])
	lon, _ = strconv.Atoi(f[4])
	return lat, lon, true
}

// hasFold reports whether fold is the Fold key of one of r's names.
func (r *record) hasFold(fold string) bool {
	if r.nameFold == fold {
		return true
	}
	for rest := r.folds; rest != ""; {
		var f string
		f, rest, _ = strings.Cut(rest, "|")
		if f == fold {
			return true
		}
	}
	return false
}

// Entry returns the place of an id that Resolve gave: a gazetteer id ("c:SY",
// "r:SY.09", "gn:170063") or a place outside it ("x:gn:170063/skr"), whose name is
// then its key and whose coordinates are its anchor's, marked Approx.
func Entry(id string) (Resolved, bool) {
	if rest, ok := strings.CutPrefix(id, "x:"); ok {
		anchor, key, ok := strings.Cut(rest, "/")
		if !ok || key == "" {
			return Resolved{}, false
		}
		a, ok := lookupID(anchor)
		if !ok {
			return Resolved{}, false
		}
		return outside(a.Resolved, key, "unknown"), true
	}
	r, ok := lookupID(id)
	return r.Resolved, ok
}

// Name returns the name of the place of an id, as Entry(id).Name gives it, without
// parsing the rest of its entry or allocating.
func Name(id string) (string, bool) {
	if rest, ok := strings.CutPrefix(id, "x:"); ok {
		anchor, key, ok := strings.Cut(rest, "/")
		if !ok || key == "" {
			return "", false
		}
		if _, ok := findLine(placesTSV, anchor, true); !ok {
			return "", false
		}
		return key, true
	}
	line, ok := findLine(placesTSV, id, true)
	if !ok {
		return "", false
	}
	for range 6 {
		_, line, _ = strings.Cut(line, "\t")
	}
	name, _, _ := strings.Cut(line, "\t")
	return name, true
}

// Parents returns the ids that contain id, nearest first: a city's region, then its
// country. An x: place starts with its anchor.
func Parents(id string) []string {
	r, ok := Entry(id)
	if !ok {
		return nil
	}
	return r.Parents
}

// Candidate is one gazetteer entry that a name may mean.
type Candidate struct {
	Resolved
	Population int  // GeoNames population, two significant digits; 0 for divisions
	Exact      bool // the name is one of the entry's names up to case, diacritics and article
}

// Lookup returns every gazetteer entry whose names share the tolerant Key of name,
// largest population first.
func Lookup(name string) []Candidate {
	var out []Candidate
	fold := Fold(name)
	eachCandidate(Key(name), func(r *record) {
		c := Candidate{Resolved: r.Resolved, Population: r.pop, Exact: r.hasFold(fold)}
		c.Parents = append([]string(nil), c.Parents...) // the records are shared
		out = append(out, c)
	})
	return out
}

func eachCandidate(key string, f func(r *record)) {
	for i, rs := 0, candidates(key); i < len(rs); i++ {
		f(&rs[i])
	}
}

// memo keeps the parsed candidates of the keys seen lately: the names of a file's
// captions repeat (Aleppo, Syria), and each caption is resolved in two passes.
// It is filled on demand, never at start-up, and emptied when it grows past
// memoMax keys.
var memo struct {
	sync.Mutex
	m map[string][]record
}

const memoMax = 4096

// candidates returns the parsed records that share a tolerant key. The slice is
// shared: callers must not modify it.
func candidates(key string) []record {
	if key == "" {
		return nil
	}
	memo.Lock()
	rs, ok := memo.m[key]
	memo.Unlock()
	if ok {
		return rs
	}
	if lo, hi := findRefs(key); hi > lo {
		// The strings the records make (folded names, parent ids) are cut from one
		// string and their Parents from one array: a handful of allocations for a
		// name's candidates, not a few for each.
		rs = make([]record, hi-lo)
		ends := make([][3]int32, len(rs))
		var tb [512]byte
		text := tb[:0]
		for i := range rs {
			start, end := lineAt(placesTSV, rowAt(refRow(lo+i)))
			id, rest, _ := strings.Cut(placesTSV[start:end], "\t")
			text, ends[i] = parseRecord(&rs[i], id, rest, text)
		}
		s, ps, from := string(text), make([]string, 0, 2*len(rs)), int32(0)
		for i := range rs {
			ps = rs[i].finish(s, from, ends[i], ps)
			from = ends[i][2]
		}
	}
	memo.Lock()
	if memo.m == nil || len(memo.m) >= memoMax {
		memo.m = make(map[string][]record)
	}
	memo.m[key] = rs
	memo.Unlock()
	return rs
}

// knownPop is the population from which Known takes a populated place by its name
// alone.
const knownPop = 50000

// Known reports whether name is, up to case, diacritics and article, the name of a
// country, a region or a place of at least knownPop people. With within set, it
// reports a place of any size, or a region, inside a country or region named within
// ("Otago" within "New Zealand"; not "Asan", a city of Korea, within "Kathmandu").
// The place parser asks it to confirm names that its own cues leave in doubt.
func Known(name, within string) bool {
	fold := Fold(name)
	if fold == "" {
		return false
	}
	var outer []record
	if within != "" {
		outer = candidates(Key(within))
		if len(outer) == 0 {
			return false
		}
	}
	for _, r := range candidates(Key(name)) {
		if !r.hasFold(fold) {
			continue
		}
		if within == "" {
			if r.Kind == "country" || r.Kind == "region" || r.pop >= knownPop {
				return true
			}
			continue
		}
		for i := range outer {
			if o := &outer[i]; o.ID != r.ID && o.Kind != "city" && inside(&r, o) {
				return true
			}
		}
	}
	return false
}

// inside reports whether r lies in o, a country or a region.
func inside(r, o *record) bool {
	if o.Kind == "country" {
		return r.Country == o.Country
	}
	for _, id := range r.Parents {
		if id == o.ID {
			return true
		}
	}
	return false
}
