// Package date finds the date a photo was taken in a caption, keeping its precision.
package date

// Date is what Parse found.
type Date struct {
	// Value is "YYYY-MM-DD", "YYYY-MM", "YYYY" or "" when the caption gives no usable date.
	Value string
	// Start and End are the byte span of the date as written; 0, 0 when Value is "".
	Start, End int
	Notes      []string
}

// Parse returns the date the photo was taken. Bytes in [skipStart, skipEnd) (the credit)
// are ignored. It never reads the clock and never invents a missing part.
func Parse(text string, skipStart, skipEnd int) Date {
	return Date{}
}
