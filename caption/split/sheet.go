package split

import (
	"strconv"
	"strings"
)

// Table exports: a DAM, a spreadsheet or a photo catalogue exported as CSV or
// TSV. The first non-blank line is a header whose cells name the columns; one of
// them is the caption. Each row gives one caption: the caption cell, then the
// credit, date and place cells written as the labelled fields the parser reads
// ("Credit: Name/Agency. Date taken: 2016-01-09. City: Aleppo. Country: Syria.").

// Column roles, in the order their fields are written after the caption.
const (
	colNone = iota
	colCaption
	colTitle     // headline, title: the caption when no column is named so
	colByline    // the photographer
	colCredit    // a credit: after the byline in "Credit: Byline/Credit/Agency"
	colAgency    // agency, source, credit line
	colCopyright // the agency when no credit or agency cell holds one
	colDate
	colLocation
	colCity
	colState
	colCountry
)

// columnRole is the role of a header cell from its name: ASCII letters in
// lower case and other bytes than ASCII kept, the rest dropped, and only what
// follows the last ':' ("IPTC:Caption-Abstract" is "captionabstract").
func columnRole(name []byte) int {
	var b [40]byte
	n := 0
	for _, c := range name {
		switch {
		case c == ':':
			n = 0
		case 'A' <= c && c <= 'Z':
			b[n], n = c+'a'-'A', n+1
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c >= 0x80:
			b[n], n = c, n+1
		}
		if n == len(b) {
			return colNone
		}
	}
	key := string(b[:n])
	role, from := colCaption, 0
	for i := 0; i <= len(columnNames); i++ {
		if i < len(columnNames) && columnNames[i] != ',' && columnNames[i] != ';' {
			continue
		}
		if columnNames[from:i] == key {
			return role
		}
		if i < len(columnNames) && columnNames[i] == ';' {
			role++
		}
		from = i + 1
	}
	return colNone
}

// columnNames are the header names of the roles from colCaption on, as
// columnRole reads them: the roles split by ';', their names by ','.
const columnNames = "caption,captions,captionabstract,captiontext,description,imagedescription,text,legend,legende,légende,bildunterschrift,beschreibung,bijschrift,descripcion,descripción,descrizione,didascalia;" +
	"headline,title,objectname,titel,titre,titulo,título,titolo;" +
	"byline,photographer,photographers,creator,author,artist,fotograf,photographe,fotografo,fotógrafo,autor,auteur,fotograaf;" +
	"credit,credits,photocredit,bildnachweis;" +
	"agency,agencies,source,creditline,provider,agentur,agence,agencia,agenzia,quelle;" +
	"copyright,copyrightnotice,rights;" +
	"date,datetaken,datecreated,datetimeoriginal,datetime,createdate,datum,aufnahmedatum,fecha;" +
	"location,sublocation,place,ort,lieu,lugar,luogo;" +
	"city,town,stadt,plaats,ville,ciudad,citta,città,stad;" +
	"state,province,provincestate,stateprovince,region,bundesland,provincia;" +
	"country,countryname,land,pays,pais,país,paese"

// TableNote opens the note of a file read as a table export.
const TableNote = "read as a table export"

// delimNames name the delimiters ",;\t" in notes.
var delimNames = [...]string{"comma", "semicolon", "tab"}

// span is a cell of a row: data[s:e], with "" for '"' when quoted.
type span struct {
	s, e   int
	quoted bool
}

// table is the header of a table export.
type table struct {
	delim byte
	roles []int // the role of every column
	text  int   // the column of the caption
	start int   // where the header line starts
	next  int   // where the line after the header starts
}

// maxHeader is the longest header line, and maxHeaderCell the longest header cell.
const maxHeader, maxHeaderCell = 2048, 40

// IsTable reports whether data (the start of a file) opens with the header of a
// table export followed by a row, as Split reads it: such a file is split whole.
func IsTable(data []byte) bool {
	from := 0
	if len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF {
		from = 3
	}
	var cells [16]span
	_, ok := findTable(data, from, cells[:0])
	return ok
}

// findTable looks for a table header at the first non-blank line at or after
// from. The header holds at least two cells split by one delimiter (a tab, ';'
// or ','), each short, with no white space around it and no sentence in it, one
// of them naming the caption; the first row after it parses with the same
// delimiter into as many cells. cells is a list to reuse.
func findTable(data []byte, from int, cells []span) (table, bool) {
	lx := newLexer(data)
	p := from
	for p < len(data) {
		end, next := lx.at(p)
		if !isBlank(data[p:end]) {
			if end-p > maxHeader {
				return table{}, false
			}
			for _, d := range [...]byte{'\t', ';', ','} {
				if t, ok := header(data, p, end, d, cells); ok {
					t.next = next
					return t, true
				}
			}
			return table{}, false
		}
		p = next
	}
	return table{}, false
}

// header reads the line data[p:end] as a header with delimiter d.
func header(data []byte, p, end int, d byte, cells []span) (table, bool) {
	if indexFrom(data[:end], p, d) == end {
		return table{}, false
	}
	cells, e, _, _, ok := readRow(data[:end], p, d, cells[:0])
	if !ok || e != end || len(cells) < 2 {
		return table{}, false
	}
	for _, c := range cells {
		if !headerCell(data[c.s:c.e]) {
			return table{}, false
		}
	}
	t := table{delim: d, roles: make([]int, len(cells)), text: -1, start: p}
	title := -1
	for i, c := range cells {
		r := columnRole(data[c.s:c.e])
		switch {
		case r == colCaption && t.text < 0:
			t.text = i
		case r == colTitle && title < 0:
			title = i
		}
		t.roles[i] = r
	}
	if t.text < 0 {
		t.text = title
	}
	if t.text < 0 {
		return table{}, false
	}
	t.roles[t.text] = colCaption
	if title >= 0 && title != t.text {
		t.roles[title] = colNone
	}
	// The first row parses with the same delimiter into as many cells.
	lx := newLexer(data)
	_, next := lx.at(end)
	for next < len(data) {
		e, n := lx.at(next)
		if !isBlank(data[next:e]) {
			break
		}
		next = n
	}
	row, _, _, _, ok := readRow(data, next, d, cells[:0])
	return t, ok && len(row) == len(t.roles)
}

// headerCell reports whether a header cell looks like a column's name: at most
// maxHeaderCell bytes and four words, no white space around it, no sentence.
func headerCell(c []byte) bool {
	if len(c) > maxHeaderCell || len(c) > 0 && (isSpaceByte(c[0]) || isSpaceByte(c[len(c)-1]) || c[len(c)-1] == '.') {
		return false
	}
	words := 1
	for i, b := range c {
		switch {
		case b == ' ':
			words++
		case b == '.' && i+1 < len(c) && c[i+1] == ' ', b == '\n', b == '\r':
			return false
		}
	}
	return words <= 4
}

// readRow reads the record at p (RFC 4180: a quoted cell may hold d, line ends
// and "" for a quote) into cells. It returns the end of its last cell, where
// the next record starts, the line ends it holds (its own included), and ok
// false when a quoted cell is not closed or has text after its closing quote.
func readRow(data []byte, p int, d byte, cells []span) (_ []span, end, next, lines int, ok bool) {
	ok = true
	for {
		c := span{s: p}
		if p < len(data) && data[p] == '"' {
			c.quoted, c.s = true, p+1
			for p++; ; {
				i := indexFrom(data, p, '"')
				if i+1 < len(data) && data[i+1] == '"' {
					p = i + 2
					continue
				}
				c.e, p = i, min(i+1, len(data))
				ok = ok && i < len(data)
				break
			}
			lines += countEnds(data[c.s:c.e])
		}
		for p < len(data) && data[p] != d && data[p] != '\n' && data[p] != '\r' {
			if c.quoted && !isSpaceByte(data[p]) {
				ok = false // text after the closing quote: kept with the cell
			}
			p++
		}
		if !c.quoted {
			c.e = p
		}
		cells = append(cells, c)
		if p < len(data) && data[p] == d {
			p++
			continue
		}
		end = p
		if p < len(data) {
			lines++
			if data[p] == '\r' && p+1 < len(data) && data[p+1] == '\n' {
				p++
			}
			p++
		}
		return cells, end, p, lines, ok
	}
}

// countEnds counts the line ends in b: "\n", "\r\n" and a lone "\r".
func countEnds(b []byte) int {
	n := 0
	for i, c := range b {
		if c == '\n' || c == '\r' && (i+1 == len(b) || b[i+1] != '\n') {
			n++
		}
	}
	return n
}

// runTable splits the rows of the table t in s.data: the header and rows with
// no caption are noise, every other row a caption (its text s.row).
func (s *splitter) runTable(t table) {
	data := s.data
	no := 1 + countEnds(data[:t.start])
	s.noise(lineInfo{start: t.start, next: t.next})
	s.note(no, 1, TableNote+" ("+delimNames[strings.IndexByte(",;\t", t.delim)]+"-separated): column "+
		strconv.Itoa(t.text+1)+" the caption, credit, date and place columns written after it as fields")
	no += countEnds(data[t.start:t.next])
	var cells []span
	lx := newLexer(data)
	s.rows = true
	for p := t.next; p < len(data); {
		e, next := lx.at(p)
		lines := countEnds(data[e:next])
		if !isBlank(data[p:e]) {
			cells, e, next, lines, _ = readRow(data, p, t.delim, cells[:0])
			l := lineInfo{start: p, next: next, s: p, e: e, no: no}
			switch {
			case e-p > s.max: // a row longer than a caption may be (a quote left open, say)
				s.long(p, next, no)
			case t.text < len(cells) && s.rowText(t, cells):
				s.caption(l, l)
			default:
				s.noise(l)
			}
		}
		p, no = next, no+lines
	}
	s.account(&s.res.BlankBytes, len(data))
	if b := data[len(data)-1]; b != '\n' && b != '\r' {
		no++
	}
	s.res.Lines = max(no-1, 1)
}

// at is line, not inlined: the table reader's one copy of it.
//
//go:noinline
func (l *lexer) at(p int) (end, next int) { return l.line(p) }

// rowText writes the caption of a row into s.row: the caption cell, then
// "Credit: Byline/Credit/Agency" (a copyright cell when no credit or agency
// cell names one), "Date taken: Date." (the first date) and "Location:
// Sublocation, City, State, Country.", a cell left out when the field already
// holds it or the caption does. A caption that holds a credit cell is a whole
// caption (it ends with its own credit, after which the parser reads no
// field): nothing is written after it. rowText reports false when the caption
// cell is empty.
func (s *splitter) rowText(t table, cells []span) bool {
	row := s.appendCell(s.row[:0], cells[t.text])
	text, agency := len(row), false
	for f := 0; f < 3 && text > 0; f++ {
		mark := len(row)
		row = append(row, fieldLabels[f]...)
		label := len(row)
		for role := fieldRoles[f]; role < fieldRoles[f+1]; role++ {
			for i, c := range cells {
				if i >= len(t.roles) || t.roles[i] != role || f == 1 && len(row) > label || role == colCopyright && agency {
					continue
				}
				at := len(row)
				if at > label {
					row = append(row, fieldSeps[f/2]...)
				}
				v := len(row)
				row = s.appendCell(row, c)
				val := row[v:]
				switch {
				case len(val) > 0 && f == 0 && holdsFold(row[:text], val):
					s.row = row[:text] // the caption's own credit
					return true
				case len(val) == 0 || holdsFold(row[:text], val) || holdsFold(row[label:at], val):
					row = row[:at]
					continue
				case f == 0 && at > label && holdsFold(val, row[label:at]):
					// a credit that holds the names before it ("Name/Agency" after "Name")
					row = row[:label+copy(row[label:], val)]
				}
				agency = agency || role == colCredit || role == colAgency
			}
		}
		// A field with no value is dropped; the date and the place end with a
		// full stop, the credit not (the parser reads "Credit: Name" before
		// the next field, not "Credit: Name.").
		if len(row) == label {
			row = row[:mark]
		} else if f > 0 && row[len(row)-1] != '.' {
			row = append(row, '.')
		}
	}
	s.row = row
	return text > 0
}

// fieldLabels are the labels of the credit, the date and the place, made of
// the roles fieldRoles[f] to fieldRoles[f+1]; fieldSeps what the parts of the
// credit and of the place are joined with.
var (
	fieldLabels = [...]string{" Credit: ", " Date taken: ", " Location: "}
	fieldRoles  = [...]int{colByline, colDate, colLocation, colCountry + 1}
	fieldSeps   = [...]string{"/", ", "}
)

// appendCell appends the text of a cell, "" read as '"', without the white
// space around it.
//
//go:noinline
func (s *splitter) appendCell(out []byte, c span) []byte {
	v := s.data[c.s:c.e]
	for len(v) > 0 && isSpaceByte(v[0]) {
		v = v[1:]
	}
	for len(v) > 0 && isSpaceByte(v[len(v)-1]) {
		v = v[:len(v)-1]
	}
	for i := 0; i < len(v); i++ {
		out = append(out, v[i])
		if v[i] == '"' && c.quoted && i+1 < len(v) && v[i+1] == '"' {
			i++
		}
	}
	return out
}

// holdsFold reports whether t holds w as whole words ("AP" is not in
// "rapid"), ASCII letters in any case.
func holdsFold(t, w []byte) bool {
	for i := 0; i+len(w) <= len(t); i++ {
		j := 0
		for j < len(w) && lower(t[i+j]) == lower(w[j]) {
			j++
		}
		if j == len(w) && (i == 0 || !isWordByte(t[i-1])) && (i+j == len(t) || !isWordByte(t[i+j])) {
			return true
		}
	}
	return false
}

func isWordByte(b byte) bool { return isASCIILetter(b) || '0' <= b && b <= '9' }

func lower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}
