package hostile

import (
	"archive/zip"
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
)

// Case is one kind of bad input, written as files, with what must hold when it is
// analyzed together with a good file.
type Case struct {
	Name  string   // short name, also the base of its file names: "jpeg", "utf16le-bom"
	What  string   // what the case is, for people and failure messages
	Files []string // the files written, absolute paths, in order
	// Dir is set when the case is a folder of files (Files are inside it).
	Dir string
	// Error is a word the file-level error of every file of the case must contain
	// (case-insensitive, "JPEG"); "" when every file must be read as text.
	Error string
	// Captions is the least number of captions the case's files must give.
	Captions int
	// Text are strings that must appear in the text of some caption (repaired names,
	// script kept as text); NotText are strings no caption may hold (mojibake left).
	Text, NotText []string
	// Encoding is what the file must be read as ("utf-16le"), "" when any.
	Encoding string
	// Note is a word that one of the file's notes must contain, "" when none is needed.
	Note string
	// Big is set for the cases written only when HOSTILE_BIG=1.
	Big bool
}

// Size returns the bytes of all the case's files.
func (c *Case) Size() int64 {
	var n int64
	for _, p := range c.Files {
		if st, err := os.Stat(p); err == nil {
			n += st.Size()
		}
	}
	return n
}

// BigEnabled reports whether HOSTILE_BIG=1 asks for the big cases.
func BigEnabled() bool { return os.Getenv("HOSTILE_BIG") == "1" }

// Sizes of the generated big inputs; the small versions run by default.
const (
	LongLineSmall = 8 << 20   // one line, no newline: the default run
	LongLineBig   = 100 << 20 // one line, no newline: HOSTILE_BIG=1
	HugeSize      = 1 << 30   // a file of captions: HOSTILE_BIG=1 only
	ManyFiles     = 10000     // small files at once
	CaptionMB     = 1 << 20   // one caption paragraph
)

// PageMaxBytes is the most the page should accept in one drop, and in one file, on a
// machine with 8 GB (LIMITS.md): a bigger drop must be refused with a message before
// any work starts.
const PageMaxBytes = 150 << 20

// Cases writes every case of the matrix into dir and returns them in a fixed order.
// The big cases are included only when HOSTILE_BIG=1.
func Cases(dir string) ([]Case, error) {
	w := writer{dir: dir}
	var cs []Case
	for _, mk := range matrix(BigEnabled()) {
		c := mk(&w)
		if w.err != nil {
			return nil, fmt.Errorf("writing case %s: %v", c.Name, w.err)
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// WriteGood writes the good file that goes with every case and returns its path
// and the number of captions it holds (all distinct, all complete).
func WriteGood(dir string) (string, int, error) {
	w := writer{dir: dir}
	p := w.file("good.txt", []byte(Captions(0, GoodCaptions, "\n\n")))
	return p, GoodCaptions, w.err
}

// GoodCaptions is the number of captions of the good file.
const GoodCaptions = 12

// matrix lists the cases; each function writes its files and returns the case.
func matrix(big bool) []func(*writer) Case {
	m := []func(*writer) Case{
		empty, whitespace, jpeg, pdf, zipFile, nulBinary,
		utf16Case("utf16le-bom", false, true), utf16Case("utf16be-bom", true, true),
		utf16Case("utf16le-nobom", false, false), utf16Case("utf16be-nobom", true, false),
		cp1252Quotes, cp1250Names, mojibake, mixedLineEnds,
		longLine(LongLineSmall, false), many, bigCaption, punctuation, rtlArabic, htmlScript,
		formulas,
	}
	if big {
		m = append(m, longLine(LongLineBig, true), huge)
	}
	return m
}

// writer writes files into dir and keeps the first error.
type writer struct {
	dir string
	err error
}

func (w *writer) file(name string, data []byte) string {
	p := filepath.Join(w.dir, name)
	if w.err == nil {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			w.err = err
		} else {
			w.err = os.WriteFile(p, data, 0o644)
		}
	}
	return p
}

// stream writes a file through fill, for the big ones.
func (w *writer) stream(name string, fill func(*bufio.Writer) error) string {
	p := filepath.Join(w.dir, name)
	if w.err != nil {
		return p
	}
	f, err := os.Create(p)
	if err != nil {
		w.err = err
		return p
	}
	b := bufio.NewWriterSize(f, 1<<20)
	if err := fill(b); err != nil {
		w.err = err
	} else if err := b.Flush(); err != nil {
		w.err = err
	}
	if err := f.Close(); err != nil && w.err == nil {
		w.err = err
	}
	return p
}

func empty(w *writer) Case {
	return Case{Name: "empty", What: "an empty file", Files: []string{w.file("empty.txt", nil)}, Error: "empty"}
}

func whitespace(w *writer) Case {
	data := " \n\t\n   \r\n\r\n\f\v \u00a0\n\n"
	return Case{Name: "whitespace", What: "a file of only white space",
		Files: []string{w.file("whitespace.txt", []byte(data))}}
}

func jpeg(w *writer) Case {
	data := append([]byte("\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"), noiseBytes(6000, 1)...)
	data = append(data, 0xFF, 0xD9)
	return Case{Name: "jpeg", What: "a JPEG photo among the caption files",
		Files: []string{w.file("photo.jpg", data)}, Error: "JPEG"}
}

func pdf(w *writer) Case {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
	b.WriteString("2 0 obj\n<< /Length 5000 /Filter /FlateDecode >>\nstream\n")
	b.Write(noiseBytes(5000, 2))
	b.WriteString("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")
	return Case{Name: "pdf", What: "a PDF document", Files: []string{w.file("captions.pdf", b.Bytes())}, Error: "PDF"}
}

// zipFile is a real ZIP archive holding a caption file: it must not be read.
func zipFile(w *writer) Case {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	f, err := z.Create("captions.txt")
	if err == nil {
		_, err = f.Write([]byte(Captions(100, 20, "\n\n")))
	}
	if err == nil {
		err = z.Close()
	}
	if err != nil && w.err == nil {
		w.err = err
	}
	return Case{Name: "zip", What: "a ZIP archive of caption files", Files: []string{w.file("captions.zip", b.Bytes())}, Error: "ZIP"}
}

// nulBinary is data of no known type with NUL and control bytes.
func nulBinary(w *writer) Case {
	return Case{Name: "nul-binary", What: "binary data with NUL bytes",
		Files: []string{w.file("data.bin", noiseBytes(20000, 3))}, Error: "binary"}
}

// noiseBytes is n pseudo-random bytes (xorshift), a third of them NUL.
func noiseBytes(n int, seed uint64) []byte {
	out := make([]byte, n)
	x := seed*0x9E3779B97F4A7C15 + 1
	for i := range out {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		if x%3 == 0 {
			continue
		}
		out[i] = byte(x >> 24)
	}
	return out
}
