package gazetteer

import (
	"strconv"
	"sync"
)

// results keeps the places that Resolve gave for the query lists seen lately: the
// captions of a file repeat theirs ("Aleppo, Syria"; more than half of the captions
// of the dev files). Like the memo, it is filled on demand and emptied when it grows
// past memoMax lists. A caller owns what Resolve returns: the places are copied in
// and out.
var results struct {
	sync.Mutex
	m map[string][]Resolved // an unresolved place has no ID
}

// resultKey appends the key of a query list to b.
func resultKey(b []byte, qs []Query) []byte {
	for _, q := range qs {
		b = append(b, q.Name...)
		b = append(b, 0)
		b = append(b, q.Kind...)
		b = append(b, 0)
		b = strconv.AppendInt(b, int64(q.Parent), 10)
		b = append(b, 1)
	}
	return b
}

func cachedResult(key []byte) ([]Resolved, bool) {
	results.Lock()
	defer results.Unlock()
	rs, ok := results.m[string(key)]
	return rs, ok
}

// storeResult keeps a copy of the places out for the query list of key, and returns
// the copy kept.
func storeResult(key []byte, out []*Resolved) []Resolved {
	rs := make([]Resolved, len(out))
	for i, r := range out {
		if r != nil {
			rs[i] = *r
		}
	}
	ownParents(rs)
	results.Lock()
	defer results.Unlock()
	if results.m == nil || len(results.m) >= memoMax {
		results.m = make(map[string][]Resolved)
	}
	results.m[string(key)] = rs
	return rs
}

// copyResults returns a copy of cached places that the caller owns.
func copyResults(cached []Resolved) []*Resolved {
	rs := make([]Resolved, len(cached))
	copy(rs, cached)
	ownParents(rs)
	out := make([]*Resolved, len(rs))
	for i := range rs {
		if rs[i].ID != "" {
			out[i] = &rs[i]
		}
	}
	return out
}

// ownParents gives the places Parents of their own, all cut from one array.
func ownParents(rs []Resolved) {
	n := 0
	for i := range rs {
		n += len(rs[i].Parents)
	}
	own := make([]string, 0, n)
	for i := range rs {
		if p := rs[i].Parents; len(p) > 0 {
			own = append(own, p...)
			rs[i].Parents = own[len(own)-len(p) : len(own) : len(own)]
		}
	}
}
