package place_test

import (
	"fmt"

	"github.com/captions-analyzer/captions/caption/place"
)

func ExampleParse() {
	text := "A fighter walks in Tal Samin village, north of Raqqa city, Syria November 19, 2016. REUTERS/Rodi Said"
	ps := place.Parse(text, 85, len(text))
	for _, p := range ps.Places {
		parent := ""
		if p.Parent >= 0 {
			parent = ps.Places[p.Parent].Name
		}
		fmt.Printf("%s [%d:%d] kind=%q in=%q\n", p.Name, p.Start, p.End, p.Kind, parent)
	}
	fmt.Println("location:", ps.Places[ps.Location].Name)
	// Output:
	// Tal Samin [19:28] kind="village" in="Raqqa"
	// Raqqa [47:52] kind="city" in="Syria"
	// Syria [59:64] kind="" in=""
	// location: Tal Samin
}
