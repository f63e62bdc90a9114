package gazetteer

import (
	"strings"
	"testing"
)

// FuzzResolve: no panic; one result per query; every id found by Entry; a
// resolved place's parents resolve too; Key is made of [a-z0-9] only and Key of
// the Fold is the Key.
func FuzzResolve(f *testing.F) {
	for _, s := range []string{"Aleppo", "al-Sukari", "Kafr Nabl", "‘Ayn al ‘Arab", "", "al-", "Ḩ", "\xff\xfe", "Tal--Samin", "1070"} {
		f.Add(s, "neighbourhood", "Aleppo")
	}
	f.Fuzz(func(t *testing.T, name, kind, parent string) {
		k := Key(name)
		for i := 0; i < len(k); i++ {
			if c := k[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
				t.Fatalf("Key(%q) = %q has %q", name, k, c)
			}
		}
		if Key(Fold(name)) != k {
			t.Fatalf("Key(Fold(%q)) = %q, Key = %q", name, Key(Fold(name)), k)
		}
		qs := []Query{{Name: name, Kind: kind, Parent: 1}, {Name: parent, Parent: 0}}
		res := Resolve(qs)
		if len(res) != len(qs) {
			t.Fatalf("Resolve gave %d results for %d queries", len(res), len(qs))
		}
		for _, r := range res {
			if r == nil {
				continue
			}
			if _, ok := Entry(r.ID); !ok {
				t.Fatalf("Resolve(%q, %q) gave id %q that Entry does not know", name, parent, r.ID)
			}
			for _, p := range r.Parents {
				if _, ok := Entry(p); !ok && !strings.HasPrefix(p, "x:") {
					t.Fatalf("parent %q of %q unknown", p, r.ID)
				}
			}
		}
	})
}
