// Package gazetteer resolves place names to canonical places with a hierarchy and
// coordinates, offline, from an embedded GeoNames extract and a hand-written alias table.
//
// Names meet by two keys (Fold and the transliteration-tolerant Key), the places of
// one caption are resolved together so that each is context for the others, and a
// name the gazetteer lacks (most neighbourhoods and villages) gets an id of its own
// under the place the caption puts it in. Data: data/ (see data.go), written by
// `go run ./build/gazetteer`; sources and licences in SOURCES.md (GeoNames, CC BY 4.0).
package gazetteer

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/internal/reuse"
)

// Resolved is a place resolved to a canonical entry.
type Resolved struct {
	ID      string   `json:"id"`      // stable canonical id, e.g. "gn:170063" or "x:gn:170063/skr"
	Name    string   `json:"name"`    // canonical English name
	Kind    string   `json:"kind"`    // country, region, city, district, unknown
	Country string   `json:"country"` // ISO 3166-1 alpha-2, "" when unknown
	Lat     float64  `json:"lat"`
	Lon     float64  `json:"lon"`
	HasGeo  bool     `json:"has_geo"` // Lat/Lon are meaningful
	Parents []string `json:"parents"` // ids, nearest first
	// Approx is set when Lat/Lon are not the place's own but those of the place the
	// caption puts it in (a place outside the gazetteer, id "x:...").
	Approx bool `json:"approx,omitempty"`
	// Note says why a name was not resolved to a gazetteer entry when it could
	// have been: "ambiguous: gn:1 Tripoli (LY), gn:2 Tripoli (LB)".
	Note string `json:"note,omitempty"`
}

// Query is one place of a caption to resolve.
type Query struct {
	Name   string // as written
	Kind   string // hint from the caption ("neighbourhood", "village", ...), or ""
	Parent int    // index in the same query slice of the place the caption puts it in, or -1
}

// Resolve resolves the places of one caption together, so that each can use the
// others as context. The result has one entry per query, nil when unresolved.
//
// It runs twice: first each name with only its parent as context, then again with
// the places found in the first run as context for the others (their countries,
// regions and neighbourhood), so that "Homs" next to "Syria" is Syria's Homs.
//
// The results of the query lists seen lately are kept (see results.go).
func Resolve(qs []Query) []*Resolved { return Own(ResolveShared(qs), nil) }

// ResolveShared is Resolve without the copy that the caller owns: one place per
// query, an unresolved one with no ID, shared with the results kept and with every
// caller that resolves the same query list. The caller must change neither the
// places nor their Parents; it copies what it keeps, into storage of its own choice
// (caption.Parse cuts the Parents of a caption's places and its names from one array).
func ResolveShared(qs []Query) []Resolved {
	if len(qs) == 0 {
		return nil
	}
	var kb [256]byte
	key := resultKey(kb[:0], qs)
	if cached, ok := cachedResult(key); ok {
		return cached
	}
	return storeResult(key, resolve(qs))
}

// resolve resolves the places of qs: one place per query, an unresolved one with no
// ID; the Parents of the places are their own.
func resolve(qs []Query) []Resolved {
	var nb [8]names
	nm := prepare(qs, nb[:0])
	// The first run's places are only context for the second: they live in scratch
	// space that the next call reuses.
	sc := scratchSpare.Get()
	sc.slots = append(sc.slots[:0], make([]Resolved, len(qs))...)
	sc.out = append(sc.out[:0], make([]*Resolved, len(qs))...)
	first := resolveAll(qs, nm, nil, sc.slots, sc.out, false)
	// The second run's places are the result: a slot left unresolved stays zero.
	var pb [8]*Resolved
	ptrs := pb[:0]
	if len(qs) > len(pb) {
		ptrs = make([]*Resolved, 0, len(qs))
	}
	out := make([]Resolved, len(qs))
	resolveAll(qs, nm, first, out, ptrs[:len(qs)], true)
	clear(sc.slots)
	clear(sc.out)
	scratchSpare.Put(sc)
	return out
}

// scratch is the space of a first run.
type scratch struct {
	slots []Resolved
	out   []*Resolved
}

// scratchSpare is kept for the next resolve.
var scratchSpare reuse.Spare[scratch]

// names are the Key and Fold of a query's name.
type names struct{ key, fold string }

// prepare computes the keys of the names once for both runs, cut from one string.
func prepare(qs []Query, nm []names) []names {
	size := 0
	for _, q := range qs {
		size += 2 * len(q.Name)
	}
	buf := make([]byte, 0, size)
	var eb [16]int
	ends := eb[:0]
	for _, q := range qs {
		buf = appendKey(buf, q.Name)
		ends = append(ends, len(buf))
		buf = appendFold(buf, q.Name)
		ends = append(ends, len(buf))
	}
	all := string(buf)
	start := 0
	for i := range qs {
		nm = append(nm, names{key: all[start:ends[2*i]], fold: all[ends[2*i]:ends[2*i+1]]})
		start = ends[2*i+1]
	}
	return nm
}

// resolver is one run of Resolve over the places of a caption.
type resolver struct {
	qs    []Query
	nm    []names
	prev  []*Resolved // the first run's places, context for the second
	state []byte      // 0 todo, 1 in progress, 2 unresolved, 3 picked into its slot, 4 made outside
}

// resolveAll runs over the queries, with the places of prev as context; it puts the
// places it finds in slots and points to them from out, which it returns. When
// final, the Parents of the places picked from the memo are copied, all into one
// array; otherwise they are the memo's.
func resolveAll(qs []Query, nm []names, prev []*Resolved, slots []Resolved, out []*Resolved, final bool) []*Resolved {
	var sb [16]byte
	// slots are kept out of rv, which stays on the stack.
	rv := resolver{qs: qs, nm: nm, prev: prev}
	if len(qs) <= len(sb) {
		rv.state = sb[:len(qs)]
	} else {
		rv.state = make([]byte, len(qs))
	}
	for i := range qs {
		rv.visit(slots, i)
	}
	parents := 0
	for i, st := range rv.state {
		if st >= 3 {
			out[i] = &slots[i]
		}
		if st == 3 {
			parents += len(slots[i].Parents)
		}
	}
	if final {
		own := make([]string, 0, parents)
		for i, st := range rv.state {
			if p := slots[i].Parents; st == 3 && len(p) == 0 {
				slots[i].Parents = nil // as a copy of an empty list is
			} else if st == 3 {
				own = append(own, p...)
				slots[i].Parents = own[len(own)-len(p) : len(own) : len(own)]
			}
		}
	}
	return out
}

func (rv *resolver) visit(slots []Resolved, i int) {
	if rv.state[i] != 0 {
		return
	}
	rv.state[i] = 1
	var parent *Resolved
	if p := rv.qs[i].Parent; p >= 0 && p < len(rv.qs) && p != i {
		rv.visit(slots, p)
		if rv.state[p] >= 3 {
			parent = &slots[p]
		}
	}
	cx := context{prev: rv.prev, self: i}
	rv.state[i] = rv.resolveOne(&slots[i], i, parent, &cx)
}

// resolveOne resolves query i into slot; it returns its state: 2 unresolved, 3
// picked from the gazetteer, 4 made outside it.
func (rv *resolver) resolveOne(slot *Resolved, i int, parent *Resolved, cx *context) byte {
	q, nm := rv.qs[i], rv.nm[i]
	hint := hintClass(q.Kind)
	ok, tied := pickInto(slot, nm.key, nm.fold, hint, parent, cx, false)
	if !ok && hint == "region" && parent != nil && parent.Kind == "city" {
		// a region lies in no town: the caption put it beside one ("in Rif Dimashq
		// province, east of Damascus"), which says nothing of where it is
		ok, tied = pickInto(slot, nm.key, nm.fold, hint, nil, cx, false)
	}
	if ok {
		return 3
	}
	if parent == nil || nm.key == "" {
		return 2
	}
	kind := hint
	if kind == "" {
		kind = "unknown"
	}
	*slot = outside(*parent, nm.key, kind)
	slot.Name = strings.TrimSpace(q.Name)
	if len(tied) > 0 {
		slot.Note = "ambiguous: " + strings.Join(tied, ", ")
	}
	return 4
}
