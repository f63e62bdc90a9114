package split_test

import (
	"fmt"

	"github.com/captions-analyzer/captions/caption/split"
)

func ExampleSplit() {
	page := "Syria in pictures\n\n" +
		"Reuters / Monday, April 25, 2016\n" +
		"Fighters rest in a school in Homs, Syria, April 25, 2016. REUTERS/Jane Doe\n" +
		"Close\n" +
		"1 / 12\n" +
		"A boy walks past a damaged building in Aleppo...more\n"
	r := split.Split([]byte(page))
	for _, c := range r.Captions {
		fmt.Printf("line %d [%d:%d] truncated=%v %s\n", c.Line, c.Start, c.End, c.Truncated, c.Text)
	}
	fmt.Println(r.Noise, "noise lines;", r.CaptionBytes+r.NoiseBytes+r.BlankBytes, "of", len(page), "bytes counted")
	// Output:
	// line 4 [52:126] truncated=false Fighters rest in a school in Homs, Syria, April 25, 2016. REUTERS/Jane Doe
	// line 7 [140:192] truncated=true A boy walks past a damaged building in Aleppo...more
	// 4 noise lines; 193 of 193 bytes counted
}

func ExampleBoundary() {
	data := make([]byte, 0, 3<<20)
	for len(data) < 3<<20 {
		data = append(data, "Fighters rest in a school in Homs. REUTERS/Jane Doe\n\n"...)
	}
	var chunks []int
	for cut := 0; cut < len(data); {
		next := split.Boundary(data, cut+1<<20)
		chunks = append(chunks, next-cut)
		cut = next
	}
	fmt.Println(chunks)
	// Output:
	// [1048605 1048605 1048552]
}
