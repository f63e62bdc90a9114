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

// Own returns a copy of places that ResolveShared gave, which the caller owns: one
// pointer per place, nil when unresolved. The copies' Parents are appended to parents
// and share its array when it has room for them all (caption.Parse passes the spare
// end of the array of its names), else one new array. When every place is resolved
// and there are at most three, the places and the pointers come in one allocation.
func Own(shared []Resolved, parents []string) []*Resolved {
	nr, np := 0, 0
	for i := range shared {
		if shared[i].ID != "" {
			nr++
			np += len(shared[i].Parents)
		}
	}
	if cap(parents)-len(parents) < np {
		parents = make([]string, 0, np)
	}
	out, own := makePlaces(len(shared), nr)
	for i := range shared {
		if shared[i].ID == "" {
			continue
		}
		res := &own[0]
		own = own[1:]
		*res = shared[i]
		if p := shared[i].Parents; len(p) > 0 {
			parents = append(parents, p...)
			res.Parents = parents[len(parents)-len(p) : len(parents) : len(parents)]
		}
		out[i] = res
	}
	return out
}

// makePlaces makes n pointers to places and nr places, in one allocation when n ==
// nr <= 3 (see places1).
func makePlaces(n, nr int) ([]*Resolved, []Resolved) {
	if n == nr {
		switch n {
		case 1:
			b := new(places1)
			return b.ptrs[:], b.places[:]
		case 2:
			b := new(places2)
			return b.ptrs[:], b.places[:]
		case 3:
			b := new(places3)
			return b.ptrs[:], b.places[:]
		}
	}
	return make([]*Resolved, n), make([]Resolved, nr)
}

// places1, places2 and places3 hold the places of a caption and the pointers to
// them.
type (
	places1 struct {
		ptrs   [1]*Resolved
		places [1]Resolved
	}
	places2 struct {
		ptrs   [2]*Resolved
		places [2]Resolved
	}
	places3 struct {
		ptrs   [3]*Resolved
		places [3]Resolved
	}
)

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
