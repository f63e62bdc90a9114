// Package place finds the geographic names of a caption as written, and the most
// specific place where the photo was taken.
package place

// Place is one geographic name as written in the caption.
type Place struct {
	// Name is the name as written, without a leading "the" or a trailing "'s",
	// direction or kind words: Name == text[Start:End].
	Name       string
	Start, End int
	// Kind is a hint from the caption's own words: "country", "region", "city",
	// "town", "village", "district", "neighbourhood", "camp", or "".
	Kind string
	// Parent is the index in Places of the place the caption puts this one in
	// ("the Sukkari neighbourhood of Aleppo", "Douma, Eastern Ghouta"), or -1.
	Parent int
}

// Places is what Parse found.
type Places struct {
	Places []Place // each name once, in order of first mention
	// Location is the index in Places of the most specific place where the photo
	// was taken, or -1.
	Location int
	Notes    []string
}

// Parse finds the places of a caption. Bytes in [skipStart, skipEnd) (the credit) are
// ignored.
func Parse(text string, skipStart, skipEnd int) Places {
	return Places{Location: -1}
}
