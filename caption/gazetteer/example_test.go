package gazetteer_test

import (
	"fmt"

	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// The places of one caption, "the Sukkari neighbourhood of Aleppo, Syria", resolve
// together: Aleppo to its GeoNames entry, Sukkari (not in the gazetteer) to a place
// of its own under Aleppo, which every spelling of it reaches.
func ExampleResolve() {
	res := gazetteer.Resolve([]gazetteer.Query{
		{Name: "Sukkari", Kind: "neighbourhood", Parent: 1},
		{Name: "Aleppo", Parent: 2},
		{Name: "Syria", Parent: -1},
	})
	for _, r := range res {
		fmt.Println(r.ID, r.Name, r.Kind, r.Parents, r.Approx)
	}
	other := gazetteer.Resolve([]gazetteer.Query{{Name: "al-Sukari", Parent: 1}, {Name: "Aleppo", Parent: -1}})
	fmt.Println(other[0].ID)
	// Output:
	// x:gn:170063/skr Sukkari district [gn:170063 r:SY.09 c:SY] true
	// gn:170063 Aleppo city [r:SY.09 c:SY] false
	// c:SY Syria country [] false
	// x:gn:170063/skr
}

// Key is the transliteration-tolerant key under which spellings meet.
func ExampleKey() {
	for _, n := range []string{"Kafranbel", "Kafr Nabl", "Haresta", "Harasta", "Deir ez-Zor", "Dayr az Zawr"} {
		fmt.Println(n, gazetteer.Key(n))
	}
	// Output:
	// Kafranbel kfrnbl
	// Kafr Nabl kfrnbl
	// Haresta hrst
	// Harasta hrst
	// Deir ez-Zor drzr
	// Dayr az Zawr drzr
}
