// Package gazetteer resolves place names to canonical places with a hierarchy and
// coordinates, offline, from an embedded GeoNames extract and a hand-written alias table.
//
// Names meet by two keys (Fold and the transliteration-tolerant Key), the places of
// one caption are resolved together so that each is context for the others, and a
// name the gazetteer lacks (most neighbourhoods and villages) gets an id of its own
// under the place the caption puts it in. Data: data/*.tsv, written by
// `go run ./build/gazetteer`; sources and licences in SOURCES.md (GeoNames, CC BY 4.0).
package gazetteer

import "strings"

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
func Resolve(qs []Query) []*Resolved {
	first := resolveAll(qs, nil)
	return resolveAll(qs, first)
}

func resolveAll(qs []Query, prev []*Resolved) []*Resolved {
	out := make([]*Resolved, len(qs))
	state := make([]byte, len(qs)) // 0 todo, 1 in progress, 2 done
	var visit func(i int)
	visit = func(i int) {
		if state[i] != 0 {
			return
		}
		state[i] = 1
		var parent *Resolved
		if p := qs[i].Parent; p >= 0 && p < len(qs) && p != i {
			visit(p)
			if state[p] == 2 {
				parent = out[p]
			}
		}
		cx := context{}
		for j, r := range prev {
			if j != i && r != nil && !strings.HasPrefix(r.ID, "x:") {
				cx.others = append(cx.others, r)
			}
		}
		out[i] = resolveOne(qs[i], parent, &cx)
		state[i] = 2
	}
	for i := range qs {
		visit(i)
	}
	return out
}

func resolveOne(q Query, parent *Resolved, cx *context) *Resolved {
	hint := hintClass(q.Kind)
	r, tied := pick(q.Name, hint, parent, cx)
	if r != nil {
		return r
	}
	key := Key(q.Name)
	if parent == nil || key == "" {
		return nil
	}
	kind := hint
	if kind == "" {
		kind = "unknown"
	}
	x := outside(*parent, key, kind)
	x.Name = strings.TrimSpace(q.Name)
	if len(tied) > 0 {
		x.Note = "ambiguous: " + strings.Join(tied, ", ")
	}
	return &x
}
