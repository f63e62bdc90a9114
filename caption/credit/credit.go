// Package credit finds the photo credit in a caption and reads the photographers and
// agencies it names.
package credit

// Name is one photographer or agency found in a credit.
type Name struct {
	// Name is, for a photographer, the name exactly as written (text[Start:End]);
	// for an agency, its canonical short name (Reuters, AFP, AP, Getty Images, EPA, ...).
	Name string
	// Start and End are the byte span in the caption text of what was written.
	Start, End int
}

// Credit is what Parse found. Start == End == 0 when the caption has no credit.
type Credit struct {
	Photographers []Name
	Agencies      []Name
	// Start and End span the whole credit (e.g. "(Photo by Rodi Said/Reuters)").
	Start, End int
	Notes      []string
}

// Parse finds the credit of a caption. It never fails: a caption without a credit
// gives an empty Credit.
func Parse(text string) Credit {
	return Credit{}
}
