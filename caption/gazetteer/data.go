package gazetteer

// The tables are embedded as sorted text and searched in place: a lookup is a binary
// search over the bytes of a table, so there is nothing to parse or build at start-up
// and a wasm call that resolves ten places reads a few hundred bytes of them.
//
//	data/places.tsv  id TAB kind TAB country TAB parent TAB lat TAB lon TAB pop TAB name TAB folds
//	data/key.tsv     key TAB id SP id ...
//
// Both are written by `go run ./build/gazetteer` (see SOURCES.md), sorted by their
// first field in byte order.

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"
)

//go:embed data/places.tsv
var placesTSV string

//go:embed data/key.tsv
var keyTSV string

// findLine returns the line of a sorted table whose first tab-separated field is
// key, without its first field and tab.
func findLine(table, key string) (string, bool) {
	lo, hi := 0, len(table)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := strings.LastIndexByte(table[:mid], '\n') + 1
		end := strings.IndexByte(table[start:], '\n')
		if end < 0 {
			end = len(table)
		} else {
			end += start
		}
		line := table[start:end]
		field, rest, _ := strings.Cut(line, "\t")
		switch {
		case field == key:
			return rest, true
		case field < key:
			lo = end + 1
		default:
			hi = start
		}
	}
	return "", false
}

// record is one parsed line of places.tsv.
type record struct {
	Resolved
	parent   string // immediate parent id
	pop      int
	nameFold string // Fold(Name)
	folds    string // Fold keys of the other names, "|"-separated
}

// lookupID reads the record of a gazetteer id (c:, r: or gn:).
func lookupID(id string) (record, bool) {
	line, ok := findLine(placesTSV, id)
	if !ok {
		return record{}, false
	}
	var f [7]string
	for i := range f {
		f[i], line, _ = strings.Cut(line, "\t")
	}
	r := record{parent: f[2], folds: line}
	r.ID, r.Kind, r.Country, r.Name = id, f[0], f[1], f[6]
	r.nameFold = Fold(r.Name)
	r.pop, _ = strconv.Atoi(f[5])
	if f[3] != "" {
		r.Lat, _ = strconv.ParseFloat(f[3], 64)
		r.Lon, _ = strconv.ParseFloat(f[4], 64)
		r.HasGeo = true
	}
	r.Parents = []string{} // a country has none: [] in JSON, not null
	for p := r.parent; p != ""; {
		r.Parents = append(r.Parents, p)
		if strings.HasPrefix(p, "c:") {
			break
		}
		p = "c:" + r.Country // a region's parent is its country
	}
	return r, true
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
		if _, ok := findLine(placesTSV, anchor); !ok {
			return "", false
		}
		return key, true
	}
	line, ok := findLine(placesTSV, id)
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
	if line, found := findLine(keyTSV, key); found {
		for line != "" {
			var id string
			id, line, _ = strings.Cut(line, " ")
			if r, ok := lookupID(id); ok {
				rs = append(rs, r)
			}
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
