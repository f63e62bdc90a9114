package reuse

import "testing"

func TestCutSharesAnArrayWithoutOverlap(t *testing.T) {
	var rest []int
	a := Cut(&rest, 3, 8)
	b := Cut(&rest, 2, 8)
	a = append(a, 1, 2, 3)
	b = append(b, 4, 5)
	if a[2] != 3 || b[0] != 4 || len(rest) != 3 {
		t.Fatalf("a %v b %v, %d left; want two slices of one array of 8", a, b, len(rest))
	}
	if a = append(a, 9); b[0] != 4 {
		t.Errorf("appending to a full cut wrote over the next one: b %v", b)
	}
	if c := Cut(&rest, 5, 8); cap(c) != 5 || len(rest) != 3 {
		t.Errorf("a cut larger than what is left: cap %d, %d left; want a new array of 8", cap(c), len(rest))
	}
	if c := Cut(&rest, 20, 8); cap(c) != 20 || len(rest) != 0 {
		t.Errorf("a cut larger than an array: cap %d, %d left; want an array of its own", cap(c), len(rest))
	}
}

func TestSpareGivesBackWhatWasPut(t *testing.T) {
	var s Spare[[4]byte]
	v := s.Get()
	if v == nil || *v != [4]byte{} {
		t.Fatalf("first Get: %v, want a new zero value", v)
	}
	v[0] = 7
	s.Put(v)
	if w := s.Get(); w != v {
		t.Errorf("Get after Put: %p, want the spare %p", w, v)
	}
	w := s.Get()
	s.Put(v)
	s.Put(w) // the spare is taken: w goes to the pool
	if s.Get() != v {
		t.Error("the spare is not given first")
	}
}
