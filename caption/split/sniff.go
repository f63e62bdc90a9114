package split

import (
	"bytes"
	"errors"
)

// File-type detection. It looks only at the start of the data: a chunker must
// call Split on a file's first chunk first and give up on the file when that
// returns an error (later chunks start at a paragraph and are text).

// sniffLen is how much of the start of the data the binary test looks at.
const sniffLen = 8 << 10

// signature is a magic number at the start of a known non-text file type.
type signature struct {
	magic string
	name  string
}

// signatures are tested in order; the first that matches names the file.
var signatures = [...]signature{
	{"\xFF\xD8\xFF", "a JPEG image"},
	{"\x89PNG\r\n\x1A\n", "a PNG image"},
	{"GIF87a", "a GIF image"},
	{"GIF89a", "a GIF image"},
	{"%PDF-", "a PDF document"},
	{"PK\x03\x04", "a ZIP archive (or a Word, Excel or OpenDocument file)"},
	{"PK\x05\x06", "a ZIP archive (empty)"},
	{"\x1F\x8B", "gzip-compressed data"},
	{"BZh", "bzip2-compressed data"},
	{"\xFD7zXZ\x00", "xz-compressed data"},
	{"7z\xBC\xAF\x27\x1C", "a 7-Zip archive"},
	{"Rar!\x1A\x07", "a RAR archive"},
	{"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", "an old Microsoft Office document (.doc, .xls)"},
	{"{\\rtf", "an RTF document (save it as plain text)"},
	{"II*\x00", "a TIFF image"},
	{"MM\x00*", "a TIFF image"},
	{"\x7FELF", "an executable program"},
	{"SQLite format 3\x00", "an SQLite database"},
	{"\xFF\xFE\x00\x00", "UTF-32 text (save it as UTF-8)"},
	{"\x00\x00\xFE\xFF", "UTF-32 text (save it as UTF-8)"},
}

// sniffType names the type of data that is not caption text, or returns "".
func sniffType(data []byte) string {
	for _, s := range signatures {
		if len(data) >= len(s.magic) && string(data[:len(s.magic)]) == s.magic {
			return s.name
		}
	}
	// RIFF containers (WebP, WAV, AVI) and ISO media (MP4, MOV, HEIC, AVIF).
	if len(data) >= 12 && string(data[:4]) == "RIFF" {
		switch string(data[8:12]) {
		case "WEBP":
			return "a WebP image"
		case "WAVE":
			return "a WAV audio file"
		}
		return "a RIFF media file"
	}
	if len(data) >= 12 && string(data[4:8]) == "ftyp" {
		switch string(data[8:12]) {
		case "heic", "heix", "mif1", "avif":
			return "a HEIC or AVIF image"
		}
		return "a video file (MP4 or QuickTime)"
	}
	return ""
}

// utf16Order guesses UTF-16 without a byte order mark from where its NUL bytes
// fall: text in a Latin script has a NUL in every other byte.
// It returns "utf-16le", "utf-16be" or "".
func utf16Order(data []byte) string {
	w := data[:min(len(data), sniffLen)]
	var even, odd int
	for i, b := range w {
		if b == 0 {
			if i&1 == 0 {
				even++
			} else {
				odd++
			}
		}
	}
	pairs := len(w) / 2
	switch {
	case pairs < 4:
		return ""
	case odd >= 4 && odd*2 >= pairs && even*10 <= odd:
		return "utf-16le"
	case even >= 4 && even*2 >= pairs && odd*10 <= even:
		return "utf-16be"
	}
	return ""
}

// binaryKind says why the start of data is not text, or returns "".
// Text may hold a few NUL bytes (padding, a stray byte): it is binary only when
// control bytes and separate NUL runs are more than 1/64 of what is looked at.
func binaryKind(data []byte) string {
	w := data[:min(len(data), sniffLen)]
	var ctrl, nulRuns, nuls int
	for i, b := range w {
		switch {
		case b == 0:
			nuls++
			if i == 0 || w[i-1] != 0 {
				nulRuns++
			}
		case b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != '\v' && b != 0x1B, b == 0x7F:
			ctrl++
		}
	}
	if ctrl+nulRuns <= max(8, len(w)/64) {
		return ""
	}
	if nuls > 0 {
		return "binary data (NUL bytes)"
	}
	return "binary data (control bytes)"
}

// errNotText is the error for data that is not caption text.
func errNotText(kind string) error {
	return errors.New("not caption text: the file is " + kind)
}

// bomLen returns the encoding named by a byte order mark at the start of data
// and the mark's length.
func bomLen(data []byte) (string, int) {
	switch {
	case bytes.HasPrefix(data, []byte("\xEF\xBB\xBF")):
		return "utf-8-bom", 3
	case bytes.HasPrefix(data, []byte("\xFF\xFE")):
		return "utf-16le", 2
	case bytes.HasPrefix(data, []byte("\xFE\xFF")):
		return "utf-16be", 2
	}
	return "", 0
}
