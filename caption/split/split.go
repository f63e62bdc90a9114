// Package split cuts the bytes of a caption file into captions: it detects the encoding
// (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252, binary), normalises line
// ends, drops page noise lines and reports every byte range it did not turn into a caption.
package split

// Caption is one caption found in a file.
type Caption struct {
	// Text is the caption as one paragraph, white space collapsed, valid UTF-8.
	Text string
	// Start and End are the byte range of the caption in the file's original bytes.
	Start, End int
	// Line is the 1-based line where the caption starts.
	Line int
	// Truncated is set for a shortened copy ("...more", "…") of a caption.
	Truncated bool
}

// Result is what Split found in one file.
type Result struct {
	Encoding   string // "utf-8", "utf-8-bom", "utf-16le", "utf-16be", "windows-1252"
	Captions   []Caption
	Noise      int // noise lines skipped
	NoiseBytes int
	// Err is non-nil when the file is not caption text at all (binary, image, PDF, ...);
	// its message names the file type when known.
	Err   error
	Notes []string
}

// Split cuts data into captions.
func Split(data []byte) Result {
	return Result{}
}
