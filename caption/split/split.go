// Package split cuts the bytes of a caption file into captions: it detects the encoding
// (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252, binary), normalises line
// ends, drops page noise lines and reports every byte range it did not turn into a caption.
//
// The rules, in the order they apply:
//
//   - File type: the start of the data is sniffed for known binary formats (JPEG,
//     PNG, PDF, ZIP, gzip, ...), for a byte order mark, for UTF-16 without a mark
//     (NUL bytes in every other position) and for binary data (control and NUL
//     bytes). A file that is not text gets Result.Err and no captions.
//   - Table exports (CSV, TSV): when the first non-blank line is a header of at
//     least two short cells (at most four words, no white space around them, no
//     sentence) split by a tab, ';' or ',' (RFC 4180 quoting: quoted cells,
//     "" for '"', line ends inside quotes), one of them naming the caption
//     ("Caption", "Description", "Caption/Abstract", "Text", ...; "Headline"
//     or "Title" when no cell does), and the next row splits into as many
//     cells, each row is a caption: its caption cell followed by the fields
//     "Credit: Byline/Credit/Agency Date taken: Date. Location: Sublocation,
//     City, State, Country." made of the row's other cells, a cell that the
//     caption holds left out (nothing is added to a caption that holds its
//     credit). The header, empty rows and rows with no caption are noise; a
//     caption's range is its row's. Only the first line is looked at in other
//     files. A table is read whole: it is never chunked (IsTable).
//   - Lines end at "\n", "\r\n" or a lone "\r". A paragraph is a run of lines
//     between blank lines (lines of only spaces, tabs and NUL bytes) and long
//     lines (more than MaxCaption bytes: skipped as noise with a note).
//   - Noise lines are dropped wherever they are: picture counters ("1 / 55"),
//     navigation words ("Close", "hide caption", "Scroll to continue", "Add to
//     board"), lines made of a date or a time and at most two other words
//     ("Reuters / Tuesday, May 3, 2016", "10:42 GMT", "2h ago"), lines with no
//     letter or digit, list numbers and figure labels alone ("4)", "#4",
//     "Photo 14.", "#2156798921"), a mail's alt texts ("[image: ...]"),
//     "Replying to @name" and the reply under it, and, when the line holds no
//     credit ("REUTERS/Name"; a '/' of a web address or of "140km/h" is none),
//     link labels ("Related: ...", "In pictures: ...", "Storm live: ..."), rows
//     of links split by '|', copyright footers ("All rights reserved"),
//     notices (cookies, "Please turn on JavaScript", "unsubscribe") with the
//     rest of their sentence wrapped on the lines around them, and links
//     written out with their address ("Read the full story (https://...)"). A
//     lone short line without an ending ("Syria: Chronology of a conflict",
//     "United States", "Lead picture (page 7)") is a title: noise too, and so
//     is a run of nothing but such lines (a menu, a list of links), an
//     author line ("By Name") that opens a run of lines, and a title that
//     opens a page after a form feed (a running head).
//   - A list number or figure label that opens a caption ("1. ", "2) ", "2/ ",
//     "Figure 3: ", "Photo 12. ") is noise, not part of the caption.
//   - A paragraph whose lines all look like complete captions (at least four
//     words, ending with sentence punctuation or a credit) gives one caption a
//     line; so does any paragraph of more than MaxCaption bytes. Otherwise the
//     lines of a paragraph between noise lines are joined into one caption, a
//     credit on its own line going with the sentence above it; a new caption
//     starts at a list number, at a form feed or at a whole caption after such
//     a credit line (caption, credit, caption, credit). Read one caption a
//     line, a short credit that names (at most one word in lower case) under
//     a line that ends a sentence goes with it too.
//   - A line that ends in a hyphen after a letter, a digit or a full stop goes
//     on with no space: "rebel-" / "held" gives "rebel-held", "Stel-" /
//     "laburg" "Stel-laburg" (the hyphen stays: a compound's cannot be told
//     from a word broken in two, and a caption's words are not changed).
//   - Each caption is decoded on its own: as UTF-8 when it is valid UTF-8
//     (repairing UTF-8 that was read as Latin-1, "JÃ¶nkÃ¶ping"), else as
//     Windows-1252, or Windows-1250 when its letters say so ("Tomaševiæ").
//
// Every decision after the file type and the table header looks at one
// paragraph or one line, never at the whole file, so that a file cut by Boundary and split chunk by chunk
// (SplitChunk) gives the same captions, noise and byte counts as the whole.
//
// Cost: one pass to find lines, one over each caption to build its text (all
// texts are cut from one string: no allocation per caption), no regular
// expressions.
package split

// MaxCaption is the longest line, in bytes, that can be (part of) a caption.
// A longer line is skipped as noise and noted; a paragraph longer than this is
// read one caption per line.
const MaxCaption = 64 << 10

// Caption is one caption found in a file.
type Caption struct {
	// Text is the caption as one paragraph, white space collapsed, a word
	// hyphenated at a line end joined, valid UTF-8.
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
	Encoding   string // "utf-8", "utf-8-bom", "utf-16le", "utf-16be", "windows-1252", "windows-1250"
	Captions   []Caption
	Noise      int // noise lines skipped
	NoiseBytes int // bytes of noise lines and of list numbers before captions
	// Err is non-nil when the file is not caption text at all (binary, image, PDF, ...);
	// its message names the file type when known.
	Err   error
	Notes []string

	// Every byte of the data is counted once: in a caption's range
	// (CaptionBytes), in a noise line with its line end or a list number
	// before a caption (NoiseBytes), as blank
	// space, line ends and byte order marks around captions (BlankBytes), or,
	// when Err is set, as the rejected file (RejectedBytes).
	CaptionBytes, BlankBytes, RejectedBytes int
	// LongLines counts lines longer than MaxCaption skipped as noise.
	LongLines int
	// Lines is the number of lines in the data (a last line with no line end
	// counts): a chunker adds it up to shift the Line of later chunks.
	Lines int
}

// Split cuts data into captions. data is a whole file or the first chunk of
// one (see Boundary).
func Split(data []byte) Result {
	return split(data, config{max: MaxCaption, sniff: true})
}

// SplitChunk splits one chunk of a file cut by Boundary. The first chunk (first
// true) is split like a whole file; a later chunk is known to be text, so it is
// not sniffed for a file type, a byte order mark or UTF-16. When the first
// chunk's Result has Err, the file is not text: skip the other chunks.
func SplitChunk(data []byte, first bool) Result {
	return split(data, config{max: MaxCaption, sniff: first})
}

// config holds what tests make smaller: the caption limit, and whether the
// start of the data is sniffed.
type config struct {
	max   int
	sniff bool
}

func split(data []byte, cfg config) Result {
	var res Result
	if len(data) == 0 {
		if cfg.sniff {
			res.Err = errNotText("empty")
		}
		return res
	}
	enc, bom := "", 0
	if cfg.sniff {
		enc, bom = bomLen(data)
	}
	if enc == "" && cfg.sniff {
		if kind := sniffType(data); kind != "" {
			return rejected(data, kind)
		}
		if enc = utf16Order(data); enc != "" {
			res.Notes = append(res.Notes, "no byte order mark: read as "+enc+" from the places of its NUL bytes")
		} else if kind := binaryKind(data); kind != "" {
			return rejected(data, kind)
		}
	}
	s := splitter{res: &res, max: cfg.max, table: cfg.sniff}
	switch enc {
	case "utf-16le", "utf-16be":
		text, m := fromUTF16(data, bom, enc == "utf-16be")
		s.m = m
		s.run(text, 0)
		res.Encoding = enc
	default:
		s.run(data, bom)
		res.Encoding = "utf-8"
		if bom > 0 {
			res.Encoding = enc
		}
		switch {
		case s.n1252 > 0:
			res.Encoding = "windows-1252"
		case s.n1250 > 0:
			res.Encoding = "windows-1250"
		}
	}
	s.cutTexts()
	s.notes()
	if len(res.Captions) == 0 && res.Noise == 0 {
		res.Notes = append(res.Notes, "no text: the file holds only white space")
	}
	return res
}

// rejected is the result for data that is not caption text.
func rejected(data []byte, kind string) Result {
	return Result{Err: errNotText(kind), RejectedBytes: len(data)}
}
