package gazetteer

import (
	"strconv"
	"sync"

	"github.com/captions-analyzer/captions/caption/internal/reuse"
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

// resultKey appends the key of a query list to b: of each query its name, a zero
// byte, its kind, a zero byte, and its parent, in one byte for the parents of a
// caption (-1 to 253), else the byte 255 and the number in digits, and the byte 1.
func resultKey(b []byte, qs []Query) []byte {
	for _, q := range qs {
		b = append(b, q.Name...)
		b = append(b, 0)
		if q.Kind != "" { // most places have none: no copy to call
			b = append(b, q.Kind...)
		}
		if p := q.Parent; p >= -1 && p < 254 {
			b = append(b, 0, byte(p+1), 1)
			continue
		}
		b = append(b, 0, 255)
		b = strconv.AppendInt(b, int64(q.Parent), 10)
		b = append(b, 1)
	}
	return b
}

func cachedResult(key []byte) ([]Resolved, bool) {
	results.Lock()
	rs, ok := results.m[string(key)]
	results.Unlock()
	return rs, ok
}

// storeResult keeps places, which resolve made for the query list of key and which
// are not changed after, and returns them.
func storeResult(key []byte, places []Resolved) []Resolved {
	results.Lock()
	defer results.Unlock()
	if results.m == nil || len(results.m) >= memoMax {
		results.m = make(map[string][]Resolved)
	}
	results.m[string(key)] = places
	return places
}

// Own returns a copy of places that ResolveShared gave, which the caller owns: one
// pointer per place, nil when unresolved. The copies' Parents are appended to parents
// and share its array when it has room for them all (caption.Parse passes the spare
// end of the array of its names), else one new array. The places and the pointers
// are cut from slabs that hold those of many calls side by side (see cut), so that
// most calls allocate nothing of their own.
func Own(shared []Resolved, parents []string) []*Resolved {
	if len(shared) == 0 {
		return []*Resolved{} // empty, not nil (no allocation)
	}
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
	sl := ownSlabs.Get()
	out := reuse.Cut(&sl.ptrs, len(shared), slabLen)[:len(shared)]
	own := reuse.Cut(&sl.places, nr, slabLen)[:nr]
	ownSlabs.Put(sl)
	for i := range shared {
		if shared[i].ID == "" {
			continue
		}
		res := &own[0]
		own = own[1:]
		copyPlace(res, &shared[i])
		if p := shared[i].Parents; len(p) > 0 {
			for _, s := range p { // a string at a time: a place has few parents, and
				parents = append(parents, s) // append of a slice calls typedslicecopy
			}
			res.Parents = parents[len(parents)-len(p) : len(parents) : len(parents)]
		}
		out[i] = res
	}
	return out
}

// Pointers is Own without the copy: one pointer per place of shared, to the place
// itself, nil when unresolved. The pointers are cut from the slabs Own cuts its
// pointers from.
func Pointers(shared []Resolved) []*Resolved {
	if len(shared) == 0 {
		return []*Resolved{} // empty, not nil (no allocation)
	}
	sl := ownSlabs.Get()
	out := reuse.Cut(&sl.ptrs, len(shared), slabLen)[:len(shared)]
	ownSlabs.Put(sl)
	for i := range shared {
		if shared[i].ID != "" {
			out[i] = &shared[i]
		}
	}
	return out
}

// copyPlace copies every field of src but Parents to dst, a zero place: field by
// field, and an empty Note not at all, since while the collector runs every pointer
// written costs a write barrier (a whole struct copied is barriered slot by slot).
// TestCopyPlaceCopiesAll fails when a field is added to Resolved and not here.
func copyPlace(dst, src *Resolved) {
	dst.ID, dst.Name, dst.Kind, dst.Country = src.ID, src.Name, src.Kind, src.Country
	dst.Lat, dst.Lon, dst.HasGeo, dst.Approx = src.Lat, src.Lon, src.HasGeo, src.Approx
	if src.Note != "" {
		dst.Note = src.Note
	}
}

// slabs are the rest of the arrays that Own cuts its places and pointers from.
type slabs struct {
	places []Resolved
	ptrs   []*Resolved
}

// slabLen is how many places or pointers one slab holds: 60 places fill an 8 KB
// allocation.
const slabLen = 60

// ownSlabs are kept for the next Own.
var ownSlabs reuse.Spare[slabs]
