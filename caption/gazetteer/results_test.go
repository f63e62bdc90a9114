package gazetteer

import (
	"reflect"
	"testing"
)

// TestResolveOwnsResults changes what Resolve returned and checks that the next call
// for the same places, answered from the results kept, is not affected.
func TestResolveOwnsResults(t *testing.T) {
	qs := []Query{{Name: "al-Sukari", Kind: "neighbourhood", Parent: 1}, {Name: "Aleppo", Parent: 2}, {Name: "Syria", Parent: -1}, {Name: "Nowhere-at-all", Parent: -1}}
	first := Resolve(qs)
	want := make([]Resolved, len(first))
	for i, r := range first {
		if r != nil {
			want[i] = *r
			want[i].Parents = append([]string(nil), r.Parents...)
			if len(r.Parents) > 0 {
				r.Parents[0] = "changed"
			}
			r.Name = "changed"
		}
	}
	for i, r := range Resolve(qs) {
		if (r == nil) != (first[i] == nil) || r != nil && !reflect.DeepEqual(*r, want[i]) {
			t.Errorf("Resolve(%v)[%d] after the caller changed the first result = %+v, want %+v", qs, i, r, want[i])
		}
	}
}

// BenchmarkResolveUncached measures Resolve with the memo and the results kept
// emptied before each call: a caption whose places were not seen.
func BenchmarkResolveUncached(b *testing.B) {
	n := 0
	for _, q := range benchCaption {
		n += len(q.Name)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		memo.Lock()
		memo.m = nil
		memo.Unlock()
		results.Lock()
		results.m = nil
		results.Unlock()
		if r := Resolve(benchCaption); r[1] == nil {
			b.Fatal("Aleppo unresolved")
		}
	}
}

// TestResolveShared checks that ResolveShared gives the places Resolve gives, an
// unresolved one with no ID, both for a query list seen before and for a new one.
func TestResolveShared(t *testing.T) {
	lists := [][]Query{
		{{Name: "al-Sukari", Kind: "neighbourhood", Parent: 1}, {Name: "Aleppo", Parent: 2}, {Name: "Syria", Parent: -1}, {Name: "Nowhere-at-all", Parent: -1}},
		{{Name: "Homs", Parent: -1}, {Name: "Tripoli", Parent: -1}},
		{},
	}
	for _, qs := range lists {
		for _, fresh := range []bool{true, false} {
			if fresh {
				results.Lock()
				results.m = nil
				results.Unlock()
			}
			shared := ResolveShared(qs)
			want := Resolve(qs)
			if len(shared) != len(want) {
				t.Fatalf("ResolveShared(%v) has %d places, Resolve %d", qs, len(shared), len(want))
			}
			for i, w := range want {
				if w == nil && shared[i].ID != "" || w != nil && !reflect.DeepEqual(shared[i], *w) {
					t.Errorf("ResolveShared(%v)[%d] = %+v, want %+v (fresh %v)", qs, i, shared[i], w, fresh)
				}
			}
		}
	}
}

// TestCopyPlaceCopiesAll sets every field of a place, through reflection so that a
// field added to Resolved is set too, and checks that copyPlace copies all but
// Parents, which Own copies apart.
func TestCopyPlaceCopiesAll(t *testing.T) {
	var src Resolved
	v := reflect.ValueOf(&src).Elem()
	for i := 0; i < v.NumField(); i++ {
		switch f := v.Field(i); f.Kind() {
		case reflect.String:
			f.SetString("x" + v.Type().Field(i).Name)
		case reflect.Float64:
			f.SetFloat(float64(i) + 0.5)
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Slice:
			f.Set(reflect.ValueOf([]string{"p"}))
		default:
			t.Fatalf("field %s of kind %s: set it here", v.Type().Field(i).Name, f.Kind())
		}
	}
	var dst Resolved
	copyPlace(&dst, &src)
	dst.Parents = src.Parents
	if !reflect.DeepEqual(dst, src) {
		t.Errorf("copyPlace(%+v) = %+v", src, dst)
	}
}

// TestPointers checks that Pointers points at the places ResolveShared gave, nil for
// an unresolved one, and that they are the places Resolve copies.
func TestPointers(t *testing.T) {
	if p := Pointers(nil); p == nil || len(p) != 0 {
		t.Errorf("Pointers(nil) = %#v, want an empty list, not nil", p)
	}
	qs := []Query{{Name: "al-Sukari", Kind: "neighbourhood", Parent: 1}, {Name: "Aleppo", Parent: 2}, {Name: "Syria", Parent: -1}, {Name: "Nowhere-at-all", Parent: -1}}
	shared := ResolveShared(qs)
	ptrs := Pointers(shared)
	want := Resolve(qs)
	if len(ptrs) != len(shared) || len(want) != len(shared) {
		t.Fatalf("Pointers gave %d places, ResolveShared %d, Resolve %d", len(ptrs), len(shared), len(want))
	}
	resolved := 0
	for i, p := range ptrs {
		switch {
		case shared[i].ID == "" && p != nil:
			t.Errorf("place %d is unresolved but Pointers gave %+v", i, *p)
		case shared[i].ID != "" && p != &shared[i]:
			t.Errorf("place %d: Pointers gave %p, want the shared place %p", i, p, &shared[i])
		case p != nil && (want[i] == nil || !reflect.DeepEqual(*p, *want[i])):
			t.Errorf("place %d: %+v, Resolve gives %+v", i, *p, want[i])
		case p != nil:
			resolved++
		}
	}
	if resolved < 3 || ptrs[3] != nil {
		t.Errorf("%d places resolved, place 3 %v: want al-Sukari, Aleppo and Syria, not Nowhere-at-all", resolved, ptrs[3])
	}
}
