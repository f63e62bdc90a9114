package date_test

import (
	"fmt"
	"strings"

	"github.com/captions-analyzer/captions/caption/date"
)

func ExampleParse() {
	text := "In this April 19, 2020 file photo, a man walks in Idlib. Officials said Thursday, June 10, 2021, that the camp will close. (AP Photo/Jane Roe)"
	credit := strings.Index(text, "(AP Photo")
	d := date.Parse(text, credit, len(text))
	fmt.Println(d.Value, text[d.Start:d.End])
	fmt.Println(d.Notes)
	// Output:
	// 2020-04-19 April 19, 2020
	// [two dates; took the one in "this ... photo"]
}

func ExampleParse_noYear() {
	d := date.Parse("Smoke rises over Aleppo on Dec. 13, after troops retook the area.", 0, 0)
	fmt.Printf("%q %q\n", d.Value, d.Notes)
	// Output:
	// "" ["\"Dec. 13\" has no year; no date"]
}

func ExampleParse_weekday() {
	d := date.Parse("Civilians gather south of Mosul, Iraq, Thursday, Marc 3, 2017.", 0, 0)
	fmt.Printf("%q %q\n", d.Value, d.Notes)
	// Output:
	// "2017-03-03" ["the weekday Thursday does not match 2017-03-03, a Friday" "read the misspelt month in \"Marc 3, 2017\" as March"]
}
