package analysis_test

import (
	"fmt"

	"github.com/captions-analyzer/captions/analysis"
)

// Files analyzed apart merge into the dataset of all of them: a caption seen in both
// is kept once, the copy pointing to it.
func ExampleMerge() {
	a := []byte("Residents walk past damaged buildings in Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad\n\n" +
		"A boy carries bread through a market in Douma, Syria, November 6, 2016. (AP Photo/Lina Kanaan)\n")
	b := []byte("Close\n\nResidents walk past damaged buildings in Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad\n")
	d := analysis.Merge(
		analysis.Analyze([]analysis.Input{{Name: "a.txt", Data: a}}),
		analysis.Analyze([]analysis.Input{{Name: "b.txt", Data: b}}),
	)
	fmt.Println(d.Stats.Captions, "captions,", d.Stats.Unique, "unique")
	r := d.Records[2]
	fmt.Println(r.File, "line", r.Line, "is a copy of caption", r.DuplicateOf)
	// Output:
	// 3 captions, 2 unique
	// b.txt line 3 is a copy of caption 0
}
