// Package analysis turns caption files into a Dataset: the records of every caption,
// duplicates, canonical photographers, agencies and places, counts and a timeline.
//
// Datasets computed on parts of the input (chunks of a file cut at paragraph
// boundaries, or different files) merge into exactly the dataset of the whole: every
// derived figure (duplicates, counts, timeline) is recomputed from the records by
// Finish, so Merge only has to concatenate in input order. The rules are written in
// analysis/MERGE.md; the page's JavaScript mirrors them.
package analysis

import "github.com/captions-analyzer/captions/caption"

// Version is the version of the Dataset format.
const Version = "2"

// Input is one file, or one chunk of a file cut at a paragraph boundary.
type Input struct {
	Name string // the file's name (as dropped, or the path given to the CLI)
	Data []byte
	// Offset is the byte offset of Data in the whole file, Line the 1-based line
	// number of its first byte; both zero-valued for a whole file (Line 0 means 1).
	Offset int64
	Line   int
	// Size is the size of the whole file; 0 means Offset+len(Data).
	Size int64
	// Err is set when the file could not be read: the File gets Err's message as
	// its Error and Data is ignored.
	Err error
}

// Dataset is the result of an analysis, as the page and `captions -format json` get it.
// Its JSON is the compact form of wire.go (MarshalJSON, AppendJSON, UnmarshalJSON);
// the JSON tags below are those of a record alone (`-format jsonl`) and of the parts
// that the compact form writes as they are (files, stats).
type Dataset struct {
	Version string   `json:"version"`
	Files   []File   `json:"files"`
	Records []Record `json:"records"`
	Stats   Stats    `json:"stats"`
}

// File is what became of one input file: every byte is in a caption, a duplicate,
// a skipped noise line, blank space, or a file-level error.
type File struct {
	Name       string   `json:"name"`
	Size       int64    `json:"size"`
	Encoding   string   `json:"encoding,omitempty"`
	Captions   int      `json:"captions"`   // captions found, duplicates included
	Duplicates int      `json:"duplicates"` // of those, duplicates of another caption
	Noise      int      `json:"noise"`      // noise lines skipped
	Bytes      Bytes    `json:"bytes"`
	Error      string   `json:"error,omitempty"` // the file could not be read as captions
	Notes      []string `json:"notes,omitempty"`
}

// Bytes accounts for every byte of a file: the fields sum to File.Size.
type Bytes struct {
	Caption   int64 `json:"caption"`
	Duplicate int64 `json:"duplicate"`
	Noise     int64 `json:"noise"`
	Blank     int64 `json:"blank"`
	Error     int64 `json:"error"`
}

// Record is one caption of the dataset.
type Record struct {
	ID    int    `json:"id"` // index in Dataset.Records
	File  string `json:"file"`
	Start int64  `json:"start"` // byte range in the file's original bytes
	End   int64  `json:"end"`
	Line  int    `json:"line"`
	caption.Record
	// PhotographerIDs has one folded key per item of Photographers ("georgesourfalian").
	PhotographerIDs []string `json:"photographer_ids"`
	// PlaceTags are what the record counts for in Stats.Places: each place (its
	// resolved id, or "?" and its folded key) followed by the parents of a resolved
	// place, nearest first, each id once. LocationTag is what it counts for in
	// Stats.Locations (ID "" when the caption names no location). Both are derived
	// from the places (placeTags, locationTag): a dataset's JSON leaves them out.
	PlaceTags   []Tag `json:"place_tags"`
	LocationTag Tag   `json:"location_tag"`
	// Key is the duplicate key of the normalised text; DuplicateOf is the ID of the
	// first record with the same key (or whose full text a truncated copy begins), or -1.
	Key         string `json:"key"`
	Truncated   bool   `json:"truncated,omitempty"`
	DuplicateOf int    `json:"duplicate_of"`
}

// Tag is an id to count under, with the name it was given in one record.
type Tag struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Count is a name (or id) with the number of unique captions that have it.
type Count struct {
	ID    string `json:"id,omitempty"`
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// Stats are derived from the records (duplicates are not counted twice).
type Stats struct {
	Captions      int     `json:"captions"`
	Unique        int     `json:"unique"`
	Duplicates    int     `json:"duplicates"`
	NoCredit      int     `json:"no_credit"` // neither a photographer nor an agency
	NoDate        int     `json:"no_date"`
	NoPlace       int     `json:"no_place"`
	FirstDate     string  `json:"first_date"`
	LastDate      string  `json:"last_date"`
	Photographers []Count `json:"photographers"`
	Agencies      []Count `json:"agencies"`
	// Places counts each resolved place at every level of its hierarchy (a caption in
	// Sukkari counts for Sukkari, Aleppo, Aleppo Governorate, Syria); unresolved names
	// are counted under "?" and their folded key.
	Places    []Count `json:"places"`
	Locations []Count `json:"locations"`
	// Timeline counts unique captions by date at the precision given: keys "2016-11-06",
	// "2016-11", "2016"; it is sorted by date.
	Timeline []Count `json:"timeline"`
}
