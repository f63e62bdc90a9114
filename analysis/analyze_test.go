package analysis

import (
	"slices"
	"sync"
	"testing"
)

// A worker gives each name its folded id, as photographerIDs does, whatever it saw
// before, and an empty list (not nil) to a caption without photographers.
func TestWorkerPhotographerIDs(t *testing.T) {
	var w recordWorker
	lists := [][]string{
		{"Omar Haddad"},
		{},
		{"OMAR HADDAD", "Karam Al-Masri"},
		{"Omar Haddad", "Doğan Şahin", "omarhaddad"},
	}
	for range 300 { // more ids than one array holds
		lists = append(lists, []string{"Omar Haddad", "Karam Al-Masri"})
	}
	for _, names := range lists {
		want := photographerIDs(names)
		in := slices.Clone(names)
		got := w.photographerIDs(in)
		if got == nil || !slices.Equal(got, want) {
			t.Fatalf("worker ids of %q = %q, want %q", names, got, want)
		}
		if !slices.Equal(in, names) {
			t.Fatalf("worker changed the names %q to %q", names, in)
		}
		if len(got) > 0 && cap(got) != len(got) {
			t.Fatalf("ids of %q have room for %d: appending would write over the next record's", names, cap(got))
		}
	}
}

func TestParallelCallsEachJobOnce(t *testing.T) {
	for _, c := range []struct{ workers, n int }{{1, 0}, {1, 5}, {4, 1}, {4, 100}, {3, 7}} {
		var mu sync.Mutex
		calls := make([]int, c.n)
		parallel(c.workers, c.n, func(w, i int) {
			if w < 0 || w >= max(1, min(c.workers, c.n)) {
				t.Errorf("workers %d, jobs %d: job %d on worker %d", c.workers, c.n, i, w)
			}
			mu.Lock()
			calls[i]++
			mu.Unlock()
		})
		for i, k := range calls {
			if k != 1 {
				t.Errorf("workers %d, jobs %d: job %d called %d times", c.workers, c.n, i, k)
			}
		}
	}
}
