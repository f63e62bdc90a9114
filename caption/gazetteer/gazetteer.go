// Package gazetteer resolves place names to canonical places with a hierarchy and
// coordinates, offline, from an embedded GeoNames extract and a hand-written alias table.
package gazetteer

// Resolved is a place resolved to a canonical entry.
type Resolved struct {
	ID      string   `json:"id"`      // stable canonical id, e.g. "gn:170063" or "x:sy/aleppo/sukkari"
	Name    string   `json:"name"`    // canonical English name
	Kind    string   `json:"kind"`    // country, region, city, district, unknown
	Country string   `json:"country"` // ISO 3166-1 alpha-2, "" when unknown
	Lat     float64  `json:"lat"`
	Lon     float64  `json:"lon"`
	HasGeo  bool     `json:"has_geo"` // Lat/Lon are meaningful
	Parents []string `json:"parents"` // ids, nearest first
}

// Query is one place of a caption to resolve.
type Query struct {
	Name   string // as written
	Kind   string // hint from the caption ("neighbourhood", "village", ...), or ""
	Parent int    // index in the same query slice of the place the caption puts it in, or -1
}

// Resolve resolves the places of one caption together, so that each can use the
// others as context. The result has one entry per query, nil when unresolved.
func Resolve(qs []Query) []*Resolved {
	return make([]*Resolved, len(qs))
}
