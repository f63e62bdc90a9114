// Package credit finds the photo credit in a caption and reads the photographers and
// agencies it names.
//
// Parse looks for the credit in three places, strict form first:
//
//  1. at the end of the caption ("... Aleppo, March 7, 2014. REUTERS/Hosam Katan",
//     "(AP Photo/Khalid Mohammed)"), taking the leftmost start from which the rest of
//     the caption parses as a credit; when the caption ends with an editors' notice
//     ("ATTENTION EDITORS - ...", "TPX IMAGES OF THE DAY"), the end is where it begins;
//     when no start parses, the credit may begin right after a slash that ends a
//     source the grammar cannot read ("@unit_channel/Handout via REUTERS");
//  2. in parentheses anywhere ("(AP Photo/Name, File) More text"), when the
//     parenthesised text is clearly a credit: a lead such as "Photo by", or an agency
//     of the table with a slash or as "AP Photo"; or an agency of the table alone in
//     brackets that open the caption ("(Reuters) A man ...");
//  3. at the start ("Photo: Name/AFP. Text ..."), after a lead word.
//
// The credit grammar itself is in parser.go and classify.go; the word lists and the
// agency table in dict.go.
package credit

import "strings"

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

// maxCredit bounds how far before the end (or after the start) a credit may begin
// (or end), in bytes.
const maxCredit = 240

// Parse finds the credit of a caption. It never fails: a caption without a credit
// gives an empty Credit.
func Parse(text string) Credit {
	return ParseTo(text, nil)
}

// ParseTo is Parse with the lists of names cut from the array of names when it has
// room for them all (its capacity), so that a caller that copies the names out, as
// caption.Parse does, costs no allocation: the lists then share that array.
func ParseTo(text string, names []Name) Credit {
	buildTables()
	if len(text) > 0 && text[0] == '(' {
		if c, ok := yonhapKorean(text, names); ok {
			return c
		}
	}
	if n := len(text); n > 6 && text[n-1] >= 0x80 {
		if c, ok := chineseCredit(text, names); ok {
			return c
		}
		if c, ok := japaneseCredit(text, names); ok {
			return c
		}
	}
	p := parser{s: text, lower: noCapital(text)}
	start, end, notes := -1, 0, uint8(0)
	colon := strings.IndexByte(text, ':') // no field of an export or a file page without one: most captions
	if e := exportCaptionEnd(text, colon); e > 0 {
		p.s = text[:e] // the caption's own field of an export: its credit first ("Caption: ... REUTERS/Name Byline: ...")
		if start, end, notes = p.find(); start < 0 {
			p = parser{s: text, lower: p.lower}
		}
	}
	if start < 0 && colon >= 0 {
		start, end = p.fieldCredit("Credit Line: ")
	}
	if start < 0 {
		start, end = p.rowCredit()
	}
	if start < 0 {
		start, end, notes = p.find()
	}
	if start < 0 && colon >= 0 {
		start, end = p.fieldCredit("Author: ") // a file page's fields, which no other credit reads
	}
	if start < 0 {
		return Credit{}
	}
	if p.n > 1 && p.links[p.n-1].kind == kindCity { // the credit ends before the comma
		end = p.links[p.n-1].span.start
		for end > start && (p.s[end-1] == ' ' || p.s[end-1] == ',') {
			end--
		}
	}
	if e := territoryAfter(text, end); e > end {
		end = e // "EPA-EFE/NAME POLAND OUT": the restriction is the credit's, no place
	}
	return p.result(start, end, notes, names)
}

// minRowCells is the fewest cells that make a paragraph a row of a spreadsheet or a
// photographer's log rather than a caption with a pipe or two in it.
const minRowCells = 4

// rowCredit returns the span of the credit of a paragraph that is a row of cells, a
// spreadsheet's or a photographer's log pasted as text with " | " or " · " between
// the cells ("13/09/2024 | NIGERIA-FLOODS | Maiduguri | Residents wade ... | Name |
// AFP | web only", "Shot by Name · Location: Caracas · Shoot date: March 2019 ·
// ..."), or -1, 0 when it is none or no cell holds one. The last cell that is a
// credit with an agency of the table or a lead is taken, with the cell before it
// when the two read as one credit (a photographer's cell and an agency's: "Name |
// AFP", "Staff | Anadolu"); notes of use and restrictions after it are passed over.
// When that credit names no person, an earlier cell that leads one is taken instead
// (rowPersonCell): who took the picture matters more than for whom.
func (p *parser) rowCredit() (int, int) {
	sep := " | "
	if strings.IndexByte(p.s, '|') < 0 || strings.Count(p.s, sep) < minRowCells-1 {
		if sep = " · "; strings.IndexByte(p.s, 0xb7) < 0 || strings.Count(p.s, sep) < minRowCells-1 {
			return -1, 0
		}
	}
	for end := len(p.s); end > 0; {
		k, a, e := p.cellBefore(sep, end)
		for _, l := range [...]string{"Agency: ", "Client: "} {
			if strings.HasPrefix(p.s[a:e], l) {
				a += len(l) // "Agency: laif", "Client: de Volkskrant": the label of a log's field
			}
		}
		if e > a && p.parseWindow(a, e) && (p.dict || p.lead && p.named()) {
			n := p.n
			if k >= 0 && sep == " | " {
				if _, b, _ := p.cellBefore(sep, k); b < k && p.parseWindow(b, e) && p.n > n {
					return b, e // "Name | AFP"
				}
			}
			if p.parseWindow(a, e); !p.hasPerson() {
				if b, f := p.rowPersonCell(sep, k); b >= 0 {
					return b, f // "Shot by: Name | ... | Agency: laif": the photographer's cell
				}
				p.parseWindow(a, e)
			}
			return a, e
		}
		end = k
	}
	return -1, 0
}

// rowPersonCell returns the span of the last cell before end that leads a person's
// credit ("Shot by Name", "Photographer: Name"), or -1, 0.
func (p *parser) rowPersonCell(sep string, end int) (int, int) {
	for end > 0 {
		k, a, e := p.cellBefore(sep, end)
		if e > a && p.parseWindow(a, e) && p.lead && p.hasPerson() {
			return a, e
		}
		end = k
	}
	return -1, 0
}

// cellBefore returns the cell of a row split by sep that ends at end: where the
// separator before it begins (-1 for the row's first cell) and the cell's span
// without the spaces around it.
func (p *parser) cellBefore(sep string, end int) (k, a, e int) {
	k = strings.LastIndex(p.s[:end], sep)
	start := 0
	if k >= 0 {
		start = k + len(sep)
	}
	a, e = trimCell(p.s, start, end)
	return k, a, e
}

// trimCell returns the span of the cell s[i:j] without the spaces around it.
func trimCell(s string, i, j int) (int, int) {
	for i < j && s[i] == ' ' {
		i++
	}
	for j > i && (s[j-1] == ' ' || s[j-1] == '|') {
		j--
	}
	return i, j
}

// exportCaptionEnd returns where the caption's field ends in a paragraph that a
// picture desk's or an archive's tool exported with its metadata fields run together
// ("Headline: ... Caption: ... REUTERS/Name Byline: Name Credit: REUTERS City: ..."):
// the space before the first field of exportFields after "Caption: ", the end of the
// text when the caption's field comes last ("Date Created: ... Credit Line: REUTERS
// Caption: ... REUTERS/Name"), or the first field when minUnlabelledFields or more
// follow a caption written with no label ("... (AP Photo/Name) Date Created: ...
// City: ... Country: ..."); 0 when the text is no such export. colon is where the
// text's first colon is, or -1.
func exportCaptionEnd(text string, colon int) int {
	if colon < 0 {
		return 0
	}
	from := 0
	if c := strings.Index(text[max(0, colon-7):], "Caption: "); c >= 0 && c+max(0, colon-7) <= 400 {
		from = c + max(0, colon-7) + len("Caption: ")
	}
	e, fields := exportFieldsFrom(text, from)
	switch {
	case from > 0 && e == 0:
		return len(text)
	case from == 0 && fields < minUnlabelledFields:
		return 0
	}
	return e
}

// minUnlabelledFields is the fewest fields after a caption with no label that make
// the paragraph an export: a catalogue's record may close with two ("Credit Line:
// Gift of Name. Data Source: X Museum.").
const minUnlabelledFields = 3

// exportFieldsFrom returns where the first field of exportFields at or after from
// begins (the space before its label), or 0, and how many fields follow from: each
// colon and space is looked at, and most captions have none.
func exportFieldsFrom(text string, from int) (first, fields int) {
	for i := from; i < len(text); {
		k := strings.IndexByte(text[i:], ':')
		if k < 0 {
			break
		}
		k += i
		if k+1 < len(text) && text[k+1] == ' ' && k > 0 && exportLabelEnd[text[k-1]] {
			for _, f := range exportFields {
				if l := len(f) - 2; k >= l && text[k-l:k+2] == f {
					if fields++; first == 0 {
						first = k - l
					}
					break
				}
			}
		}
		i = k + 1
	}
	return first, fields
}

// exportLabelEnd holds the last bytes of exportFields' labels, so that a colon after
// any other byte ("- MARCH 26:", "14:30") is passed over at one look-up
// (TestExportLabelEnd).
var exportLabelEnd = [256]bool{'#': true, 'd': true, 'e': true, 'g': true, 'n': true, 'r': true, 's': true, 't': true, 'y': true}

// fieldCredit returns the span of a field with the label, an export's "Credit Line:"
// or a file page's "Author:", and its value, when it reads as a credit ("... Credit Line: MURTADHA
// JABBAR/AFP Copyright Notice: AFP", "... Source: Own work Author: Name Licensing: CC
// BY-SA 4.0"), up to the next field of exportFields, or -1, 0: IPTC's credit line,
// which names the photographer with the agency, wherever the tool put it.
func (p *parser) fieldCredit(label string) (int, int) {
	k := strings.Index(p.s, label)
	if k < 0 || k > 0 && p.s[k-1] != ' ' {
		return -1, 0
	}
	a := k + len(label)
	e, _ := exportFieldsFrom(p.s, a)
	if e == 0 {
		e = len(p.s)
	} else if e < a {
		return -1, 0 // the next field's label follows at once: this one is empty ("Credit Line: Copyright Notice: ")
	}
	if j := strings.Index(p.s[a:e], ": "); j >= 0 {
		e = labelStart(p.s, a, a+j) // "Author: Name Credit line: ...": any other field's label
	}
	// a catalogue's donor line, a sentence, is no credit ("Credit Line: Gift of Name. Data Source: ...")
	if a, e = trimCell(p.s, a, e); e > a && !strings.Contains(p.s[a:e], ". ") && p.parseWindow(k, e) && p.named() {
		return k, e // the label leads the credit
	}
	return -1, 0
}

// labelStart returns where the label of a field that ends at the colon c begins, after
// a: its last word, and the word before it when the last is in lower case ("Credit
// line:", "Camera location:"); a when there is none.
func labelStart(s string, a, c int) int {
	i := strings.LastIndexByte(s[a:c], ' ')
	if i < 0 {
		return a
	}
	i += a
	if c := s[i+1]; c >= 'a' && c <= 'z' {
		if j := strings.LastIndexByte(s[a:i], ' '); j >= 0 {
			return a + j
		}
		return a
	}
	return i
}

// exportFields are the labels, with the space before them, of the metadata fields
// that follow a caption's field in an export (IPTC's and the tools' names).
var exportFields = [...]string{" Byline: ", " By-line: ", " Byline Title: ", " Credit: ", " Credit Line: ", " Source: ",
	" City: ", " Country: ", " Date Created: ", " Date created: ", " Province/State: ", " State/Province: ", " Sublocation: ",
	" Copyright Notice: ", " Creator: ", " Keywords: ", " Tags: ", " Special Instructions: ", " Object Name: ",
	" Headline: ", " Category: ", " Editorial #: ", " Transmission Reference: ", " Edit Status: ", " Caption Writer: ",
	" File name: ", " Uploaded by: ", " Rights Usage Terms: ", " Collection: ", " Country Code: ", " Photographer: ",
	" Photo credit: ", " Date taken: ", " Licensing: ", " License: ", " Permission: ", " Camera location: "}

// territoryAfter returns the end of an agency's restriction by territory that
// follows the credit ending at end and closes the caption ("... AUSTRALIA AND NEW
// ZEALAND OUT"), or 0.
func territoryAfter(text string, end int) int {
	full := len(text)
	for full > end && (text[full-1] == ' ' || text[full-1] == '.' || text[full-1] == '\n' || text[full-1] == '\r' || text[full-1] == '\t') {
		full--
	}
	if full <= end+4 || text[full-1] != 'T' || !strings.HasSuffix(text[:full], " OUT") || territoryOut(text[:full]) != end {
		return 0
	}
	return full
}

// noCapital reports a caption with letters and no ASCII capital at all, as some
// social-media posts and aid agencies write them ("... kenya. © unhcr/amina yusuf").
func noCapital(s string) bool {
	letters := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			return false
		}
		letters = letters || 'a' <= c && c <= 'z'
	}
	return letters
}

// find returns the span of the credit and the notes on where it was found, with the
// parser's links holding its parse; start is -1 when there is none. No credit is read
// inside the sentence of an editors' notice ("THIS IMAGE HAS BEEN SUPPLIED BY A THIRD
// PARTY").
func (p *parser) find() (start, end int, notes uint8) {
	start, end, notes = p.findAny()
	if start >= 0 {
		if cut := p.noticeAt; start >= cut && !strings.Contains(strings.TrimLeft(p.s[cut:start], ".,;:- "), ". ") {
			p.n = 0
			return -1, 0, 0
		}
	}
	return start, end, notes
}

// findAny is find, with a credit anywhere.
func (p *parser) findAny() (start, end int, notes uint8) {
	end = trimEnd(p.s)
	p.noticeAt = len(p.s)
	if k := afterCaptionToggle(p.s, end); k > 0 && p.parseWindow(k, end) {
		return k, end, 0
	}
	p.noticeAt = noticeCut(p.s, end)
	if cut := p.noticeAt; cut < end {
		cut = doubledHandout(p.s, trimEnd(p.s[:cut])) // a territory's restriction before the notice: "JIJI PRESS JAPAN OUT EDITORIAL USE ONLY"
		if start := p.findAtEnd(cut); start >= 0 {
			return start, cut, 0
		}
	}
	if start, e := p.findField(end); start >= 0 {
		return start, e, 0
	}
	if cut := staffCut(p.s, end); cut < end {
		if start := p.findAtEnd(cut); start >= 0 {
			return start, cut, 0
		}
	}
	if cut := recordTailCut(p.s, end); cut < end {
		end = cut // a catalogue's rights statement or identifier after the credit
	}
	end = wireSlugCut(p.s, end)
	start = p.findAtEnd(end)
	named := start >= 0 && p.named()
	h, he := 0, 0 // a holder's sentence closing the caption (holderTail)
	switch {
	case !named: // no credit, or catalogue numbers alone ("Nr. 0312456")
		h, he = holderTail(p.s, 0, end)
	case sentenceFrom(p.s, start, end): // a credit that is the holder's sentence or runs into it ("Photograph by X Co. Library of Congress")
		if h, he = holderTail(p.s, start, end); h < start {
			h = 0
		}
	case start >= 2 && p.s[start-2] == ':': // the value of a holder's field ("Holding Institution: X Libraries")
		if k := strings.LastIndex(p.s[:start], ". "); k >= 0 {
			if h, he = holderTail(p.s, k+2, end); h != start {
				h = 0
			}
		}
	}
	if h > 0 {
		if k, e, more := p.holderCredit(h, he); more || !named {
			if k >= 0 {
				p.labelArtistFirst(k)
			}
			return k, e, 0 // the holder's town and numbers after it are no credit's
		}
		start = p.findAtEnd(end) // read again: the credit is the holder's alone, as the grammar reads it
	}
	if start >= 0 {
		p.leadBefore(start)
		p.labelArtistFirst(start)
		return start, end, 0
	}
	if k := p.orgBracketAtEnd(end); k >= 0 {
		return k, end, 0
	}
	if cut := editorInitialsCut(p.s, end); cut > 0 {
		if p.s[end-1] == ')' {
			if k := strings.LastIndexByte(p.s[:cut], '('); k >= 0 && strings.IndexByte(p.s[k:cut], ')') < 0 && p.parseWindow(k+1, cut) {
				return k, end, 0 // "(ANTARA PHOTO/Name/pras)": the credit in its bracket, without the editor's initials
			}
		} else if start := p.findAtEnd(cut); start >= 0 {
			return start, cut, 0
		}
	}
	if cut := provenanceCut(p.s, end); cut > 0 {
		if start := p.findAtEnd(cut); start >= 0 {
			p.leadBefore(start)
			return start, cut, 0
		}
	}
	if cut := dateTailCut(p.s, end); cut > 0 {
		if start := p.findAtEnd(cut); start >= 0 {
			return start, cut, 0
		}
	}
	if start := p.findAfterSlash(end); start >= 0 {
		return p.sourceStart(start - 1), end, 0 // the unread source is part of the credit
	}
	if start, e := p.findInParens(end); start >= 0 {
		return start, e, noteParen
	}
	from := noticesFirst(p.s)
	if f := staffFirst(p.s, from); f > from {
		if e := p.findAtStart(f); e >= 0 {
			return f, e, notePrefix
		}
	}
	if e := p.findAtStart(from); e >= 0 {
		return from, e, notePrefix
	}
	if start, e := p.findInMiddle(end); start >= 0 {
		return start, e, noteMiddle
	}
	if k, e := studioAt(p.s, end); k >= 0 {
		p.n = 0
		p.addHolder(k, e)
		return k, e, 0
	}
	if e := labelArtist(p.s); e > 0 {
		p.artist = true
		ok := p.parseWindow(0, e) && p.n == 1 && p.links[0].kind == kindPerson
		p.artist = false
		if ok {
			return 0, e, 0
		}
	}
	return -1, -1, 0
}

// labelArtistFirst adds to a credit that names no person the artist whose name opens
// the caption as a wall label's does (labelArtist): "Name (Colombian, born 1969).
// Title, Medellín, 2016. Inkjet print. Museo de Arte Moderno de Medellín."
func (p *parser) labelArtistFirst(start int) {
	if p.hasPerson() {
		return
	}
	if e := labelArtist(p.s[:start]); e > 0 {
		if first, _, ok := p.parseAside(0, e, false, true); ok && first.kind == kindPerson {
			p.prependLink(first)
		}
	}
}

// labelArtist returns where the name that opens a museum's wall label ends, before
// the artist's nationality and dates in brackets or between bars ("Name (Nigerian,
// born 1981), Title, ...", "Name (American, 1931–2009), ...", "Name | Swedish, born
// 1988 | ..."), or 0.
//
//	label-artist = Name ( " (" dates ")" ( "," | "." ) | " | " dates " |" )
//	dates        = [ words "," ] ( ( "born" | "b." ) year | year ( "–" | "-" ) year )
func labelArtist(s string) int {
	k := strings.IndexAny(s[:min(len(s), 64)], "(|")
	if k < 4 || s[k-1] != ' ' || strings.IndexByte(s[:k], ',') >= 0 || !isUpperASCII(s[0]) && s[0] < 0x80 {
		return 0
	}
	closer := byte(')')
	if s[k] == '|' {
		closer = '|'
	}
	c := strings.IndexByte(s[k+1:], closer) + k + 1
	if c <= k+1 || c-k > 48 {
		return 0
	}
	d := strings.TrimSpace(s[k+1 : c])
	if closer == ')' && (c+1 >= len(s) || s[c+1] != ',' && s[c+1] != '.') {
		return 0
	}
	if i := strings.LastIndex(d, ", "); i >= 0 {
		d = d[i+2:] // "Nigerian, born 1981"
	}
	year := func(w string) bool { return len(w) == 4 && allDigits(w) }
	switch {
	case strings.HasPrefix(d, "born ") && year(d[len("born "):]), strings.HasPrefix(d, "b. ") && year(d[len("b. "):]):
	case len(d) >= 9 && year(d[:4]) && year(d[len(d)-4:]) && (strings.Contains(d[4:len(d)-4], "–") || d[4] == '-'):
	default:
		return 0
	}
	return k - 1
}

// orgBracketAtEnd returns where a bracket that closes the caption after the end of a
// sentence opens when it holds an organisation alone, by the words that mark one
// ("... in a jail booking photo. (Sarpy County Sheriff's Office)", "(Omaha Police
// Department)"), the way local papers credit a handout, or a Greek site its agency
// in square brackets ("[InTime News]"); else -1. Inside a sentence
// such a bracket is a gloss ("fighters of the FSA (Free Syrian Army)").
func (p *parser) orgBracketAtEnd(end int) int {
	if end < 4 || p.s[end-1] != ')' && p.s[end-1] != ']' {
		return -1
	}
	opener := byte('(')
	if p.s[end-1] == ']' {
		opener = '[' // "... this summer. [InTime News]"
	}
	i := strings.LastIndexByte(p.s[:end-1], opener)
	if i < 2 || p.s[i-1] != ' ' || !sentenceEnd(p.s, i-1) || strings.IndexByte(p.s[i:end-1], p.s[end-1]) >= 0 {
		return -1
	}
	if w := p.s[i+1 : end-1]; len(w) >= 3 && len(w) <= 6 && acronym(w) && !strings.Contains(w, ".") && !has(w, fNotName|fNonPerson) {
		// an agency's initials alone, which the table may not hold: "(PIB)", "(MAP)"
		p.reset(i, end)
		a := span{i + 1, end - 1}
		p.links[0], p.n = link{kind: kindOrg, span: a, name: a}, 1
		if canon, e, ok := matchAgency(p.s, a.start, a.end); ok && e == a.end {
			p.links[0].kind, p.links[0].canon = kindAgency, canon
		}
		return i
	}
	p.orgAlone = true
	ok := p.parseWindow(i, end) && p.n == 1 && p.links[0].kind == kindOrg
	p.orgAlone = false
	if !ok {
		return -1
	}
	name := p.s[p.links[0].name.start:p.links[0].name.end]
	if last := name[strings.LastIndexByte(name, ' ')+1:]; pictureWord(strings.TrimSuffix(last, "s")) {
		return -1 // "(Family Photos)": a kind of picture, no one's credit
	}
	return i
}

// toggleReach bounds how far before the end afterCaptionToggle looks: the credit
// after the buttons is a name and an outlet.
const toggleReach = 96

// afterCaptionToggle returns where the credit begins after the last "toggle caption"
// or "hide caption" in the last toggleReach bytes before end, the buttons of a gallery
// copied with its text ("... hide caption toggle caption Name for NPR"), or 0 when
// there is none.
func afterCaptionToggle(s string, end int) int {
	lo := max(0, end-toggleReach)
	k := -1 // the last "caption " after a space: searched from its "c", rarer than the space
	for i := lo; i < end; {
		n := strings.Index(s[i:end], "caption ")
		if n < 0 {
			break
		}
		if i+n > 0 && s[i+n-1] == ' ' {
			k = i + n - 1
		}
		i += n + 1
	}
	if k < 0 || !strings.HasSuffix(s[:k], "toggle") && !strings.HasSuffix(s[:k], "hide") {
		return 0
	}
	return k + len(" caption ")
}

// leadBefore adds to a holder's credit that names no one (a museum, a library, an
// archive: see holder), or to a credit that opens with "Courtesy", the photographer that the sentence right before it names after
// a lead, as archives write them: "Photograph by Name, 1936. Library of Congress",
// "Photograph by Name; gelatin silver print. Collection of the X Museum", or the
// organisation that the sentence is, with a word of one ("Colony Photo Service.
// Library of Congress": the studio, then the holder). The name
// ends at the first comma, semicolon or sentence end; what follows it (a year, a
// print's process) stays caption text, and so does the sentence, so the credit's
// span is the holder's and the added name's span lies before it (a note says so).
func (p *parser) leadBefore(start int) {
	if p.n == 0 || start < 4 || p.s[start-1] != ' ' || p.s[start-2] != '.' || p.hasPerson() {
		return
	}
	holder := false // read once no person is found: most credits name one
	for i := range p.links[:p.n] {
		switch l := &p.links[i]; l.kind {
		case kindOrg, kindAgency:
			holder = holder || p.holder(l.name)
		}
	}
	courtesy := equalFold(p.s[start:wordEnd(p.s, start, len(p.s))], "courtesy") // "Photographs by Name. Courtesy of the X Foundation"
	if !holder && !courtesy {
		return
	}
	i := p.sentenceBefore(start)
	if i < 0 {
		return
	}
	if !isLead(trimDots(p.s[i:wordEnd(p.s, i, start)])) && p.printNote(i, start-2) {
		if start = i; start < 4 || p.s[start-2] != '.' {
			return
		}
		if i = p.sentenceBefore(start); i < 0 { // "Photograph by Name. Gelatin silver print. Collection of ..."
			return
		}
	}
	e := i
	for e < start-2 && p.s[e] != ',' && p.s[e] != ';' && !(p.s[e] == '.' && p.s[e+1] == ' ' && !initialDot(p.s, e) && !rankDot(p.s, e)) {
		e++
	}
	artist := false
	if k := labelArtist(p.s[i:start]); k > 0 {
		e, artist = i+k, true // "Name (b. 1972), Untitled, Lagos, 2019. ... Courtesy of the artist and X Gallery"
	}
	if e != start-2 && !artist && !isLead(trimDots(p.s[i:wordEnd(p.s, i, start)])) {
		return
	}
	whole := e == start-2 // the whole sentence: it may be an organisation alone
	if first, lead, ok := p.parseAside(i, e, whole, artist); ok &&
		((lead || artist) && first.kind == kindPerson || whole && holder && first.kind == kindOrg) {
		p.prependLink(first)
	}
}

// parseAside parses s[i:e] as a credit of its own, an organisation alone accepted
// when orgAlone is set and a name alone when artist is, and returns its link when it
// is one link, and whether a lead opened it; the credit read before is left as it
// was.
func (p *parser) parseAside(i, e int, orgAlone, artist bool) (first link, lead, ok bool) {
	links, n, lead0, strong, dict, notes := p.links, p.n, p.lead, p.strong, p.dict, p.notes
	p.orgAlone, p.artist = orgAlone, artist
	ok = p.parseWindow(i, e) && p.n == 1
	first, lead = p.links[0], p.lead
	p.links, p.n, p.lead, p.strong, p.dict, p.notes, p.orgAlone, p.artist = links, n, lead0, strong, dict, notes, false, false
	return first, lead, ok
}

// prependLink puts l before the credit's links, read from the caption before the
// credit (noteBefore).
func (p *parser) prependLink(l link) {
	if p.n >= maxLinks {
		return
	}
	copy(p.links[1:p.n+1], p.links[:p.n])
	p.links[0] = l
	p.n++
	p.notes |= noteBefore
}

// sentenceBefore returns where the sentence before the one at start begins, after
// ". " or at the caption's start, at a capital, within maxCredit bytes; or -1.
func (p *parser) sentenceBefore(start int) int {
	i := start - 2
	for i > max(0, start-maxCredit) && !(i >= 2 && p.s[i-1] == ' ' && p.s[i-2] == '.' && isUpperASCII(p.s[i]) && !initialDot(p.s, i-2) && !rankDot(p.s, i-2)) { // not "(b. 1972)" nor "Name J. Surname" nor "Lt. Name"
		i--
	}
	if i > 0 && !(i >= 2 && p.s[i-1] == ' ' && p.s[i-2] == '.' && !initialDot(p.s, i-2) && !rankDot(p.s, i-2)) || !isUpperASCII(p.s[i]) {
		return -1 // no sentence begins within reach
	}
	return i
}

// rankDot reports whether the period at s[k] closes a rank's abbreviation ("Photograph
// by Lt. Name", "Sgt. Name"), which ends no sentence.
func rankDot(s string, k int) bool {
	j := k
	for j > 0 && k-j < 6 && s[j-1] != ' ' {
		j--
	}
	return k-j >= 2 && isUpperASCII(s[j]) && has(s[j:k+1], fCoreRank)
}

// initialDot reports whether the period at s[k] closes a name's initial: one capital
// after a space, a period or the start ("Alice J. Morton", "J.R. Hale").
func initialDot(s string, k int) bool {
	return k >= 1 && s[k] == '.' && isUpperASCII(s[k-1]) && (k == 1 || s[k-2] == ' ' || s[k-2] == '.')
}

// printNote reports a short sentence s[i:e] that describes the print and names no
// one, which may stand between the photographer's lead and the holder's credit: five
// words or fewer, none capitalised after the first, no digit ("Gelatin silver print",
// "Albumen print", "Glass plate negative").
func (p *parser) printNote(i, e int) bool {
	words := 0
	for j := i; j < e; j++ {
		c := p.s[j]
		switch {
		case c == ' ':
			words++
		case isDigit(c) || j > i && isUpperASCII(c) && p.s[j-1] == ' ':
			return false
		}
	}
	return words < 5
}

// provenanceCut returns where a museum's note of how it came by the print begins,
// when the last clause of the caption is one ("Collection of the X Museum, gift of the
// photographer.", "... Museum. Bequest of Name."): the punctuation before "gift of",
// "bequest of", "museum purchase" or "purchase"; or 0. Only the last comma or sentence
// end, in the last maxProvenance bytes, is looked at.
func provenanceCut(s string, end int) int {
	for i := end - 1; i > max(0, end-maxProvenance); i-- {
		if s[i] != ',' && s[i] != '.' {
			continue
		}
		j := i + 1
		for j < end && s[j] == ' ' {
			j++
		}
		if j == i+1 {
			continue // "1987.214" or "U.S.": no clause begins
		}
		e := wordEnd(s, j, end)
		switch w := s[j:e]; {
		case equalFold(w, "gift"), equalFold(w, "bequest"):
			if o := wordEnd(s, e+1, end); e+1 < end && s[e+1:o] == "of" {
				return i
			}
		case equalFold(w, "purchase"), equalFold(w, "purchased"):
			return i
		case equalFold(w, "museum"):
			if o := wordEnd(s, e+1, end); e+1 < end && equalFold(s[e+1:o], "purchase") {
				return i
			}
		}
		return 0
	}
	return 0
}

// dateTailCut returns where the credit ends when a date follows it to the end of the
// caption: EPA's date of issue in brackets ("EPA-EFE/NAME (issued 23 March 2019)"),
// or the picture's date (a digit at the end) after a word for picture and a month, as
// Taiwan's agency writes its credit ("... CNA photo Oct. 30, 2024"), or before "taken"
// and a comma before it ("Photo by Name/Getty Images, taken on 9 August 2019"); else 0.
func dateTailCut(s string, end int) int {
	if end > 24 && s[end-1] == ')' {
		if i := strings.LastIndex(s[max(0, end-40):end], " (issued "); i >= 0 {
			return max(0, end-40) + i
		}
		return 0
	}
	if end < 16 || s[end-1] < '0' || s[end-1] > '9' {
		return 0
	}
	for i := end - 8; i > max(6, end-40); i-- {
		if s[i] != ' ' {
			continue
		}
		if i > end-20 && equalFold(s[i-5:i], "photo") && s[i-6] == ' ' {
			for m := 0; m < len(monthHeads); m += 3 {
				if s[i+1:i+4] == monthHeads[m:m+3] {
					return i
				}
			}
			return 0
		}
		if strings.HasPrefix(s[i+1:end], "taken ") {
			if s[i-1] == ',' {
				return i - 1
			}
			return i
		}
	}
	return 0
}

// capsTail reports that the last 16 bytes before end hold no lower-case ASCII letter,
// as a notice in capitals ends a caption: trimEnd looks for EFE's notice only then.
func capsTail(s string, end int) bool {
	for i := max(0, end-16); i < end; i++ {
		if 'a' <= s[i] && s[i] <= 'z' {
			return false
		}
	}
	return true
}

// maxSpanishNotice bounds how far before the end trimEnd looks for EFE's notice of
// editorial use.
const maxSpanishNotice = 300

// monthHeads holds the first three letters of the months, as a date writes them.
const monthHeads = "JanFebMarAprMayJunJulAugSepOctNovDec"

// maxProvenance bounds how far before the end provenanceCut looks for the note.
const maxProvenance = 80

// findInMiddle returns the span of a credit that is a sentence of its own between
// sentences of the caption, opened by a lead, a colon and a space ("... 2023. Photo:
// Name/EPA-EFE. The fire ..."), or -1, -1: the sentence begins after a period and a
// space, the credit ends at a period that a space and a capital follow, and it holds
// two names or more (a person and an agency, two agencies), so that an
// abbreviation's period ("Photo: Sept.") ends none.
func (p *parser) findInMiddle(end int) (int, int) {
	for i := 2; i < end; i++ {
		if p.s[i-1] != ' ' || p.s[i-2] != '.' || !isUpperASCII(p.s[i]) {
			continue
		}
		j := i
		for j < end && ('a' <= p.s[j]|0x20 && p.s[j]|0x20 <= 'z') {
			j++
		}
		if j+1 >= end || p.s[j] != ':' || p.s[j+1] != ' ' || !isLead(p.s[i:j]) {
			continue
		}
		for e := j + 1; e+2 < min(end, i+maxCredit); e++ {
			if p.s[e] == '.' && p.s[e+1] == ' ' && isUpperASCII(p.s[e+2]) {
				if p.parseWindow(i, e) && p.lead && p.n > 1 {
					return i, e
				}
				break
			}
		}
	}
	return -1, -1
}

// findField returns the span of a credit that an archive's export writes as a
// labelled field among others, each once on its own line, the lines joined
// ("... Kharkiv, Ukraine. Credit: Name/Reuters Date taken: March 5, 2024
// Location: Kharkiv, Ukraine"), or -1, -1. The field begins after a period
// and a space with a lead and a colon ("Credit:", "Photographer:", "Byline:",
// "Photo credit:"), and a further field follows it (fieldLabel); the credit runs
// to that field. When that field is a lead's too ("Source: AP", "Copyright:
// Bloomberg") and reads as a credit that names no one, its agencies are added
// and the credit runs on to the field after it or the end.
func (p *parser) findField(end int) (int, int) {
	for i := max(2, end-maxField); i < end; i++ {
		// the next ". " by IndexByte (vectorised natively, assembly under wasm)
		d := strings.IndexByte(p.s[i-2:end-2], '.')
		if d < 0 {
			break
		}
		i += d
		if p.s[i-1] != ' ' || !isUpperASCII(p.s[i]) || !leadStart[p.s[i]] {
			continue // no capital, or none that begins a lead word (isLead below)
		}
		j := labelEnd(p.s, i, end)
		if j < 0 || !isLead(p.s[i:wordEnd(p.s, i, j)]) {
			continue
		}
		e := nextField(p.s, j, end)
		if e < 0 || !p.fieldWindow(i, e, true) || !p.lead || p.n == 0 {
			continue
		}
		if k, he := acronymHolder(p.s, e+1, end); he > 0 { // "Photographer: Name. NLI Ref.: L_ROY_05521"
			p.addHolder(k, he)
			return i, he
		}
		k := labelEnd(p.s, e+1, end)
		if k > 0 && holderLabel(p.s[e+1:k]) && k+1 < end && isUpperASCII(p.s[k+1]) {
			if he := holderName(p.s, k+1, end); he > 0 { // "Holding institution: X Library."
				p.addHolder(k+1, he)
				return i, he
			}
		}
		if k < 0 || !isLead(p.s[e+1:wordEnd(p.s, e+1, k)]) {
			return i, e
		}
		e2 := nextField(p.s, k, end)
		if e2 < 0 {
			e2 = end
		}
		links, n, lead, strong, dict, notes := p.links, p.n, p.lead, p.strong, p.dict, p.notes
		ok := (p.fieldWindow(e+1, e2, false) || k+1 < e2 && p.parseWindow(k+1, e2) && p.dict) && !p.hasPerson()
		more := p.links
		m := p.n
		p.links, p.n, p.lead, p.strong, p.dict, p.notes = links, n, lead, strong, dict, notes
		if !ok {
			if h := k + 1; h < e2 && isUpperASCII(p.s[h]) {
				if he := holderName(p.s, h, e2); he > 0 { // "Collection: Biblioteca Nacional, Chile. Accession no. ..."
					p.addHolder(h, he)
					return i, he
				}
			}
			return i, e
		}
		for _, l := range more[:m] {
			if p.n < maxLinks {
				p.links[p.n] = l
				p.n++
			}
		}
		return i, e2
	}
	return -1, -1
}

// fieldWindow is parseWindow for a labelled field at [i, e) that may end its
// sentence with a period, as catalogues write their fields ("Photographer: Name.
// Collection: X Museum."): when the field does not read as written, it is read
// without the period, and then a photographer's field must name a person (person)
// and another field no one.
func (p *parser) fieldWindow(i, e int, person bool) bool {
	if p.parseWindow(i, e) {
		return true
	}
	if e-i < 4 || p.s[e-1] != '.' || p.s[e-2] == ' ' || isUpperASCII(p.s[e-2]) && p.s[e-3] == ' ' { // no period, or an initial's ("Name R.")
		return false
	}
	return p.parseWindow(i, e-1) && p.hasPerson() == person
}

// holderLabel reports the label of a record's field that names the institution
// holding the picture, colon included ("Holding institution:", "Repository:").
func holderLabel(l string) bool {
	l = strings.TrimRight(l, ": ")
	return l == "Holding institution" || l == "Holding Institution" || l == "Repository" || l == "Institution" ||
		l == "Contributing institution" || l == "Data Source"
}

// maxField bounds how far before the end a labelled credit field may begin.
const maxField = 2 * maxCredit

// labelEnd returns the end of a field's label at s[i:], after the colon, or -1:
//
//	label = title-word [{ " " ( word | "#" ) }] [" "] ": "  ; at most three words, 24 bytes
//	title-word = capital small { letter | ("-" | "/") letter }
//
// "Credit:", "Date taken:", "Editorial #:", "By-line:", and the "Date Created:",
// "Create Date :", "Date/Time Original :" of metadata tools: a later word in
// capitals only in a date's label ("Amina Wanjiru Source:" is a name and a label).
func labelEnd(s string, i, end int) int {
	if i+1 >= end || !isUpperASCII(s[i]) || s[i+1] < 'a' || s[i+1] > 'z' {
		return -1 // "BY:" in capitals is no field's label
	}
	words, capitals, last := 1, false, i
	for j := i + 1; j < end && j < i+24; j++ {
		switch c := s[j]; {
		case 'a' <= c|0x20 && c|0x20 <= 'z':
			if isUpperASCII(c) && isUpperASCII(s[j-1]) {
				return -1 // an acronym is no label's word: "Name/ANP Date: 2024-01-11" ends with a date's label, "Date:"
			}
		case (c == '-' || c == '/') && j+1 < end && 'a' <= s[j+1]|0x20 && s[j+1]|0x20 <= 'z':
		case c == ' ' && j+2 < end && s[j+1] == ':' && s[j+2] == ' ':
			if capitals && !dateLabel(s, i, last, j) {
				return -1
			}
			return j + 2 // "Date/Time Original : 2024:03:05"
		case c == ' ':
			if words++; words > 3 || j+1 >= end || s[j+1] != '#' && !('a' <= s[j+1]|0x20 && s[j+1]|0x20 <= 'z') {
				return -1
			}
			capitals, last = capitals || isUpperASCII(s[j+1]), j+1
		case c == '#' && s[j-1] == ' ':
		case c == ':':
			if j+1 < end && s[j+1] == ' ' && s[j-1] != ' ' && (!capitals || dateLabel(s, i, last, j)) {
				return j + 1
			}
			return -1
		default:
			return -1
		}
	}
	return -1
}

// dateLabel reports a label s[i:end] whose first or last word (at last) is "Date".
func dateLabel(s string, i, last, end int) bool {
	return i+4 < end && equalFold(s[i:i+4], "date") && (s[i+4] == ' ' || s[i+4] == '/') || equalFold(s[last:end], "date")
}

// nextField returns where the next field's label begins after the space at or
// after from, or -1.
func nextField(s string, from, end int) int {
	for j := from + 1; j < end; j++ {
		if s[j-1] == ' ' && isUpperASCII(s[j]) && labelEnd(s, j, end) > 0 {
			return j - 1
		}
	}
	return -1
}

// parseWindow reports whether text[start:end] is a credit, leaving the parser's
// links filled in.
func (p *parser) parseWindow(start, end int) bool {
	p.reset(start, end)
	return p.consumeCredit()
}

// findAtEnd returns the leftmost start from which text[start:end] is a credit, or -1.
// Starts at or before a run of words that no credit can hold (lastDeadRun) are not
// tried; lastDeadRun records the others that mayStart lets through.
func (p *parser) findAtEnd(end int) int {
	lo := max(0, end-maxCredit)
	p.lastDeadRun(lo, end)
	for k := p.ns - 1; k >= 0; k-- {
		i := lo + int(p.starts[k])
		if k := p.candidate(i, end); k != noStart && p.parseWindow(i, end) && (k == anyStart || p.n > 1 || p.lead) {
			return i
		}
	}
	return -1
}

// findAfterSlash returns the leftmost start, right after a slash, from which
// text[start:end] is a credit that names an agency of the table and more, or -1:
// the credit that ends a caption after a source the grammar cannot read
// ("@unit_channel/Handout via REUTERS" keeps "Handout via REUTERS").
func (p *parser) findAfterSlash(end int) int {
	for i := max(0, end-maxCredit) + 1; i < end; i++ {
		if (p.s[i-1] == '/' || p.s[i-1] == '\\') && p.s[i] != ' ' && p.s[i] != '/' && p.parseWindow(i, end) && p.dict && p.n > 1 {
			return i
		}
	}
	return -1
}

// sourceStart returns where the source that a slash at i ends begins: after the
// last sentence end or opening bracket before it, at most maxCredit bytes back.
func (p *parser) sourceStart(i int) int {
	lo := max(0, i-maxCredit)
	for j := i; j > lo; j-- {
		switch p.s[j-1] {
		case '(', '[':
			return j - 1
		case ' ':
			if j >= 2 && sentenceEnd(p.s, j-1) && p.s[j-2] != ')' {
				return j
			}
		}
	}
	return i + 1
}

// candidate reports whether a credit may begin at s[i]: at the start of the caption,
// at "(" or "©", after the end of a sentence, or at an agency or lead word that is
// followed by a separator ("... on Tuesday REUTERS/ Rodi Said").
func (p *parser) candidate(i, end int) startKind {
	s := p.s
	if isDigit(s[i]) && !numberOpens(s[i:wordEnd(s, i, end)]) {
		return noStart // "11, 2014. (AP Photo/Name)" after "Jan."
	}
	if i == 0 {
		return anyStart
	}
	bracket := s[i] == '(' || s[i] == '[' || strings.HasPrefix(s[i:], "©")
	if delimAt(s, i) != 0 && !bracket && s[i] != '/' {
		return noStart
	}
	j := i // the end of what precedes the word, white space skipped
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t' || s[j-1] == '\n' || s[j-1] == 0xa0 && j > 1 && s[j-2] == 0xc2) {
		if s[j-1] == 0xa0 {
			j--
		}
		j--
	}
	if bracket {
		return anyStart
	}
	if j == i { // glued to the previous word: only "Aleppo.REUTERS/..." or "walks.—Name"
		if i >= 2 && (s[i-1] == '.' || s[i-1] == ')') && isUpperASCII(s[i]) &&
			(s[i-2] >= 'a' && s[i-2] <= 'z' || isDigit(s[i-2])) ||
			strings.HasSuffix(s[:i], "—") || strings.HasSuffix(s[:i], "–") {
			return anyStart
		}
		return noStart
	}
	if j == 0 || sentenceEnd(s, j) {
		return anyStart
	}
	if p.anchorWord(i, end) {
		return anchorStart
	}
	return noStart
}

// numberOpens reports whether a credit may open with the word w that begins with a
// digit: no copyright, lead or agency does, and the first link takes it only as a
// rank ("1 Sgt. Name"), an ordinal of an organisation ("82nd Airborne Division"),
// an asset number or a web address (classify).
func numberOpens(w string) bool {
	return ordinal(w) || assetNumber(w) || webAddress(w) || has(w, fRank)
}

// mayStart is a quick filter for candidate: whether a credit could begin at a byte
// cur that follows the byte prev (white space, a period, a parenthesis, a dash; or
// cur opens a bracket, a slash or "©").
func mayStart(prev, cur byte) bool {
	return (startBytes[prev]|startBytes[cur]>>1)&startAfter != 0
}

// startBytes classifies the bytes for mayStart.
var startBytes = [256]uint8{
	' ': startAfter, '\t': startAfter, '\n': startAfter, '.': startAfter, ')': startAfter,
	// the last byte of a no-break or other space, or of "–" and "—"
	0xa0: startAfter, 0xaf: startAfter, 0x93: startAfter, 0x94: startAfter,
	0x80: startAfter, 0x81: startAfter, 0x82: startAfter, 0x83: startAfter, 0x84: startAfter, 0x85: startAfter,
	0x86: startAfter, 0x87: startAfter, 0x88: startAfter, 0x89: startAfter, 0x8a: startAfter,
	'(': startAt, '[': startAt, '/': startAt, 0xc2: startAt,
}

const (
	startAfter = 1 // a credit may begin after this byte
	startAt    = 2 // a credit may begin at this byte
)

// startKind says whether a credit may begin at a position, and why.
type startKind uint8

const (
	noStart     startKind = iota
	anyStart              // after a sentence end, at "(", at the start of the caption
	anchorStart           // at an agency or lead word inside a sentence: the credit must go on
)

// sentenceEnd reports whether s[:j] ends with punctuation that may close a sentence
// or a quotation, or with a dash.
func sentenceEnd(s string, j int) bool {
	switch c := s[j-1]; {
	case c == '.', c == '!', c == '?', c == '"', c == '\'', c == ')', c == ']', c == ':', c == ';', c == '-', c == '|', c == '*':
		return true
	case c < 0x80:
		return false
	}
	for _, t := range [...]string{"”", "’", "—", "–", "…", "»"} {
		if strings.HasSuffix(s[:j], t) {
			return true
		}
	}
	return false
}

// anchorWord reports whether s[i:] opens with an agency followed by "/", "\" or ":"
// or with a lead word, capitalised or a camera's emoji.
func (p *parser) anchorWord(i, end int) bool {
	if !isUpperASCII(p.s[i]) {
		if (p.s[i] == 'p' || p.s[i] == 'c') && i >= 2 && p.s[i-2] == ',' {
			return p.commaPhotoBy(i, end)
		}
		c := p.s[i] // a camera's emoji: "#Kyiv 📸 Name"; a word in Greek, Cyrillic, Arabic, Bengali or Ethiopic: "ΦΩΤΟ: Name", "Фото: Name", "فوٹو:", "ছবি:", "ፎቶ፦"
		return (c == 0xf0 || c >= 0xce && c <= 0xdb || c == 0xe0 || c == 0xe1) && isLead(p.s[i:wordEnd(p.s, i, end)])
	}
	if _, e, ok := matchAgency(p.s, i, end); ok {
		for e < end && p.s[e] == ' ' {
			e++
		}
		if e+4 < end && p.s[e:e+4] == "via " { // "... teammates Action Images via Reuters/Name"
			if _, e2, ok := matchAgency(p.s, e+4, end); ok {
				e = e2
				for e < end && p.s[e] == ' ' {
					e++
				}
			}
		}
		return e < end && (p.s[e] == '/' || p.s[e] == '\\' || p.s[e] == ':')
	}
	if !leadStart[p.s[i]] {
		return false // the quick exact test: no lead word begins with this letter
	}
	w := p.s[i:wordEnd(p.s, i, end)]
	if k := ellipsisAt(w); k > 0 {
		w = w[:k]
	}
	return capitalised(w) && isLead(trimDots(w))
}

// commaPhotoBy reports a lower-case word for photographs and "by", or "courtesy of",
// right after a comma, as a book's plate or an essay's caption credits its
// photographer in its last clause ("From the book X (2021), photographs by Name.")
// and an archive its holder after a collection ("Ministry of Culture Collection,
// courtesy of National Archives of Singapore."): the credit must go on to the end.
//
//	comma-photo-by = "," ( ( "photo" | "photos" | "photograph" | "photographs" ) "by" | "courtesy" "of" )
func (p *parser) commaPhotoBy(i, end int) bool {
	e := wordEnd(p.s, i, end)
	w := p.s[spaceEnd(p.s, e, end):end]
	switch p.s[i:e] {
	case "photo", "photos", "photograph", "photographs":
		return len(w) > 3 && w[:3] == "by "
	case "courtesy":
		return len(w) > 3 && w[:3] == "of "
	}
	return false
}

// findInParens returns the span of the last credit in parentheses or brackets, or -1.
func (p *parser) findInParens(end int) (int, int) {
	for i := end - 1; i >= 0; i-- {
		closer := byte(')')
		switch p.s[i] {
		case '(':
		case '[':
			closer = ']'
		default:
			continue
		}
		j := strings.IndexByte(p.s[i:min(end, i+maxCredit)], closer)
		if j < 0 || strings.IndexByte(p.s[i+1:i+j], p.s[i]) >= 0 {
			continue
		}
		if i+j+1 != end && p.parseWindow(i, i+j+1) && (p.strong && (p.dict || p.lead) || i == 0 && p.agencyAlone()) {
			return i, i + j + 1
		}
	}
	return -1, -1
}

// agencyAlone reports a parse that is one agency of the table and nothing else: in
// brackets at the start of a caption it is the credit ("(Reuters) A man walks ...",
// "(AFP) ..."), as a wire writes it before the text.
func (p *parser) agencyAlone() bool {
	return p.n == 1 && p.links[0].kind == kindAgency
}

// openingNotices open the rights notices that a picture desk's caption may open
// with, before its credit, each a sentence ("Editorial use only. No book cover
// usage. Mandatory Credit: Photo by Name/Shutterstock (14312345a) ..."), compared
// folded.
var openingNotices = [...]string{"editorial use only", "for editorial use", "no book cover", "no merchandising", "restricted to editorial"}

// noticesFirst returns where the caption goes on after the rights notices that open
// it, each a sentence that ends with ". ", or 0 when none does.
func noticesFirst(s string) int {
	i := 0
	for i < len(s) {
		c := s[i] | 0x20
		if c != 'e' && c != 'f' && c != 'n' && c != 'r' {
			return i // the quick exact test: no notice opens with this letter
		}
		t := 0
		for t < len(openingNotices) && !(len(s)-i > len(openingNotices[t]) && equalFold(s[i:i+len(openingNotices[t])], openingNotices[t])) {
			t++
		}
		j := strings.Index(s[i:min(len(s), i+maxCredit)], ". ")
		if t == len(openingNotices) || j < 0 {
			return i
		}
		i += j + 2
	}
	return i
}

// findAtStart returns the end of the longest credit that opens the caption at from
// (0, or after its rights notices: noticesFirst) with a lead, maybe after "Pool"
// ("Photo: Name/AFP. Text", "Pool Photo by Name/AP. Text"), or -1. The credit ends
// at a sentence end, a dash, a bar or a colon after a name ("Photo by Name/EPA:
// Text"), or at a space right after an agency ("Photo: AFP Men walk ...") or after
// the picture id in brackets that follows it ("Mandatory Credit: Photo by
// Name/Shutterstock (14312345a) Name ...").
func (p *parser) findAtStart(from int) int {
	p.reset(from, len(p.s))
	w := p.peekWord()
	if equalFold(p.s[w.start:w.end], "pool") { // "Pool Photo by Name/AP. Leaders meet ..."
		p.pos = w.end
		w = p.peekWord()
		p.pos = from
	}
	// caps: no lead, but an agency's name in capitals, a slash and a person's name in
	// capitals open the caption ("REUTERS/NAME — Text", "AFP PHOTO / NAME Men carry ...")
	// copyright: "©" opens the caption, before a person and an agency or a paper and a
	// full stop ("© Name, Reuters, for El País. Text", as contests credit a picture)
	caps, copyright := false, strings.HasPrefix(p.s[w.start:], "©")
	if !isLead(trimDots(p.s[w.start:w.end])) && ellipsisAt(p.s[w.start:w.end]) < 0 && !copyright && !orgLead(p.s, w.start) {
		if !capsWord(p.s[w.start:w.end]) {
			return -1
		}
		caps = true
	}
	best := -1
	for e := from + 1; e < min(len(p.s), from+maxCredit); e++ {
		if !startEnd(p.s, e) {
			continue
		}
		if caps {
			if hasLower(p.s[from:e]) {
				break
			}
			if (p.s[e] == ' ' || p.s[e] == '.') && !titleWordAt(p.s, skipHyphenDash(p.s, e+1)) {
				continue
			}
			if p.parseWindow(from, e) && p.n == 2 && p.links[0].kind == kindAgency && p.links[1].kind == kindPerson && p.links[1].sep == sepSlash {
				best = e
			}
			continue
		}
		if copyright && (p.s[e] != '.' || e+2 >= len(p.s) || p.s[e+1] != ' ' || !isUpperASCII(p.s[e+2])) {
			continue
		}
		if !p.parseWindow(from, e) || !p.lead || copyright && (p.n < 2 || p.links[0].kind != kindPerson) {
			continue
		}
		switch p.s[e] {
		case ' ': // after an agency ("Photo: AFP Men walk"), or before a label
			if p.n > 0 && p.links[p.n-1].kind == kindAgency || captionLabel(p.s, e+1) {
				best = e
			}
		case ':': // after the names it gives ("Photo by Name/EPA: Text"), or before a label
			if p.n > 0 || captionLabel(p.s, e+1) {
				best = e
			}
		default:
			best = e
		}
	}
	if best > 0 {
		p.parseWindow(from, best)
	}
	return best
}

// orgLead reports an organisation's name of one to five capitalised words at i, a
// word for picture in lower case and "by" after it, the words that open a credit
// with the organisation's name ("NASA Earth Observatory image by Name, ...", "U.S.
// Army photo by Name. ...").
func orgLead(s string, i int) bool {
	for k := 0; k < 6 && i < len(s); k++ {
		e := wordEnd(s, i, len(s))
		if e == i {
			return false
		}
		if w := s[i:e]; k > 0 && w[0] >= 'a' && pictureWord(w) {
			return strings.HasPrefix(s[e:], " by ")
		} else if !isUpperASCII(w[0]) {
			return false
		}
		i = spaceEnd(s, e, len(s))
	}
	return false
}

// captionLabel reports the BBC's label of the caption text at i, which ends the
// credit that its "Image source," opens ("Image source, BBC/Name Image caption, ...").
func captionLabel(s string, i int) bool {
	return strings.HasPrefix(s[i:], "Image caption")
}

// capsWord reports a word of two or more letters, all capitals ("REUTERS", "AFP").
func capsWord(w string) bool {
	n := 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isUpperASCII(c):
			n++
		case c == '/' || c == '-':
		default:
			return false
		}
	}
	return n >= 2
}

// hasLower reports a lower-case ASCII letter in s.
func hasLower(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'a' <= s[i] && s[i] <= 'z' {
			return true
		}
	}
	return false
}

// titleWordAt reports a word in title case at s[i], after spaces: a capital and a
// lower-case letter ("Men", "Israeli"), where a credit in capitals gives way to text.
func titleWordAt(s string, i int) bool {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return i+1 < len(s) && isUpperASCII(s[i]) && 'a' <= s[i+1] && s[i+1] <= 'z'
}

// skipHyphenDash returns the index after a dash typed as hyphens between spaces at
// s[i], after spaces ("NAME - Voters", "NAME -- Voters"), or i when there is none.
func skipHyphenDash(s string, i int) int {
	j := i
	for j < len(s) && s[j] == ' ' {
		j++
	}
	k := j
	for k < len(s) && k-j < 2 && s[k] == '-' {
		k++
	}
	if k == j || k >= len(s) || s[k] != ' ' {
		return i
	}
	return k
}

// doubledHandout drops the second of EPA's two "HANDOUT" before its notice, the
// notice's own word ("EPA/SANA / HANDOUT HANDOUT EDITORIAL USE ONLY"), from a credit
// that ends at cut.
func doubledHandout(s string, cut int) int {
	const w = " HANDOUT"
	if t := s[:cut]; strings.HasSuffix(t, w+w) {
		return cut - len(w)
	}
	return cut
}

// startEnd reports whether a credit that opens the caption may end at s[e].
func startEnd(s string, e int) bool {
	switch s[e] {
	case '.':
		return e+1 == len(s) || spaceAt(s, e+1) > 0
	case '\n', '|':
		return true
	case ' ':
		return s[e-1] != ' ' && s[e-1] != ':'
	case ':':
		return e+1 < len(s) && s[e+1] == ' ' // "Photo by Name/EPA: Text"
	}
	return strings.HasPrefix(s[e:], "—") || strings.HasPrefix(s[e:], "–")
}

// trimEnd returns the end of the caption without trailing white space, a final
// period, slash or comma, a dash after a slash ("/ AFP / -"), the closing quote of a
// caption that a quote opens, and Reuters' trailing "(SYRIA - Tags: ...)" and "TPX
// IMAGES OF THE DAY".
func trimEnd(s string) int {
	end := len(s)
	if capsTail(s, end) {
		if k := strings.LastIndex(s[max(0, end-maxSpanishNotice):], "/SOLO USO EDITORIAL"); k >= 0 {
			end = max(0, end-maxSpanishNotice) + k // EFE's "EFE/Name/SOLO USO EDITORIAL/SOLO DISPONIBLE PARA ILUSTRAR LA NOTICIA ..."
		}
	}
	for {
		for end > 0 && spaceAt(s, end-1) > 0 {
			end--
		}
		for end > 1 && s[end-1] == 0xa0 && s[end-2] == 0xc2 {
			end -= 2
		}
		if end == 0 {
			return 0
		}
		t := s[:end]
		switch t[end-1] {
		case ')':
			k := strings.LastIndexByte(t, '(')
			if k < 0 || !strings.Contains(t[k:], "Tags:") && !strings.HasPrefix(t[k:], "(RESTRICTIONS APPLY") && !strings.HasPrefix(t[k:], "(EDITORIAL USE ONLY") && !topicTag(t, k) {
				return end // "(SYRIA - Tags: ...)", EPA's "(RESTRICTIONS APPLY: ... UEFA.)"
			}
			end = k
		case 'Y':
			if !strings.HasSuffix(t, "TPX IMAGES OF THE DAY") {
				return end
			}
			end -= len("TPX IMAGES OF THE DAY")
		case 'T':
			k := territoryOut(t)
			if k < 0 {
				return end
			}
			end = k
		case 's': // a news site's link after the credit: "REUTERS/Name Purchase Licensing Rights"
			if !strings.HasSuffix(t, "Purchase Licensing Rights") {
				return end
			}
			end -= len("Purchase Licensing Rights")
		case 'e': // "(AP Photo/Name) Read More"
			if !strings.HasSuffix(t, "Read More") && !strings.HasSuffix(t, "Read more") {
				return end
			}
			end -= len("Read More")
		case '#': // a gallery's closing mark: "Name/AFP via Getty #"
			end--
		case 0xa9: // a copyright's sign after the credit: "Foto: Name, Kongehuset ©"
			if end < 3 || t[end-2] != 0xc2 || t[end-3] != ' ' {
				return end
			}
			end -= 2
		case '+': // a notice between "+++": "Foto: Name/dpa +++ dpa-Bildfunk +++", ANSA's "+++ ANSA PROVIDES ACCESS ... +++"
			k := strings.Index(t[max(0, end-400):end-1], "+++")
			if !strings.HasSuffix(t, "+++") || k < 0 || max(0, end-400)+k >= end-3 {
				return end
			}
			end = max(0, end-400) + k
		case ']': // an archivist's note in brackets, in lower case or with a semicolon: "REUTERS/Name [verified]", "[EXIF stripped; ...]"
			k := strings.LastIndexByte(t, '[')
			if k <= 0 || k+1 >= end-1 || (t[k+1] < 'a' || t[k+1] > 'z') && !strings.Contains(t[k:], "; ") {
				return end
			}
			end = k
		case '=': // AFP's notice between "==": "AFP PHOTO / NAME == RESTRICTED TO ... =="
			k := strings.LastIndex(t[:end-1], "==")
			if k <= 0 || t[end-2] != '=' || k == end-2 {
				return end
			}
			end = k
		case '/', ',', ';':
			end--
		case '-': // "/ AFP / -": a dash where the photographer's name would be
			k := end - 1
			for k > 0 && t[k-1] == ' ' {
				k--
			}
			if k == 0 || t[k-1] != '/' {
				return end
			}
			end = k
		case '"': // a caption quoted whole: "... REUTERS/Name"
			if s[0] != '"' {
				return end
			}
			end--
		case 0x9d: // "“... REUTERS/Name”"
			if !strings.HasSuffix(t, "”") || !strings.HasPrefix(s, "“") {
				return end
			}
			end -= len("”")
		case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			k := refCodeCut(t)
			if k < 0 {
				return end
			}
			end = k
		case '.':
			i := end // the last word, after " ", "/" or "("
			for i > 0 && t[i-1] != ' ' && t[i-1] != '/' && t[i-1] != '(' {
				i--
			}
			w := t[i:]
			if initialLike(w) && len(trimDots(w)) <= 2 {
				return end
			}
			if w != "OUT." {
				return end - 1
			}
			end-- // "... via REUTERS SWEDEN OUT.": the restriction is read next
		default:
			return end
		}
	}
}

// topicTag reports the bracket at k that closes t as a wire's topic tag after a
// credit with a slash, in capitals and spaces only ("REUTERS/Name (IRAQ)",
// "REUTERS/Name (LEBANON CONFLICT)"), which no agency of the table is ("... (AFP)").
func topicTag(t string, k int) bool {
	tag := t[k+1 : len(t)-1]
	if len(tag) < 4 || len(tag) > 40 || k < 2 || t[k-1] != ' ' || strings.IndexByte(t[max(0, k-48):k], '/') < 0 {
		return false
	}
	for i := 0; i < len(tag); i++ {
		if c := tag[i]; !isUpperASCII(c) && c != ' ' && c != '-' {
			return false
		}
	}
	return !tableAgency(t, span{k + 1, len(t) - 1})
}

// refCodeCut returns where an archive's reference after the credit begins, the end
// of the sentence before it, when t ends with one: a code of two to four capitals,
// an optional hyphen and four digits or more, after a stop and "Ref." or nothing
// ("© Name / Magnum Photos. Ref. PAR412097", "... Magnum Photos. NYC87214"); else -1.
func refCodeCut(t string) int {
	i := len(t)
	for i > 0 && isDigit(t[i-1]) {
		i--
	}
	digits := len(t) - i
	if i > 0 && t[i-1] == '-' {
		i--
	}
	c := i
	for c > 0 && isUpperASCII(t[c-1]) {
		c--
	}
	if digits < 4 || i-c < 2 || i-c > 4 || c < 2 || t[c-1] != ' ' {
		return -1
	}
	c--
	if c >= 5 && equalFold(t[c-4:c], "ref.") && t[c-5] == ' ' {
		c -= 5
	}
	if c < 1 || t[c-1] != '.' {
		return -1
	}
	return c
}

// territoryOut returns where an agency's territory restriction begins at the end of
// t: one to three words in capitals before "OUT", after a word with a lower-case
// letter ("EPA-EFE/Name Surname POLAND OUT", "Name/TT CZECH REPUBLIC OUT"), a note
// to editors and no part of the credit; after a name in capitals, only a country of
// restrictedTerritory ("EPA/NAME SURNAME POLAND OUT"), since the words of a name
// cannot be told from a country's.
func territoryOut(t string) int {
	if !strings.HasSuffix(t, " OUT") {
		return -1
	}
	j := len(t) - len(" OUT") // the end of the words in capitals read so far
	if k := slashTerritory(t[:j]); k >= 0 {
		return k
	}
	best := -1 // the cut before the longest territory read
	for range 5 {
		i := j
		for i > 0 && (t[i-1] >= 'A' && t[i-1] <= 'Z' || t[i-1] == '-') {
			i--
		}
		if i == j || i == 0 || t[i-1] != ' ' {
			return best // no word in capitals, or one glued to something else
		}
		k := i - 1 // the end of the word before, after its spaces
		for k > 0 && t[k-1] == ' ' {
			k--
		}
		w := k
		for w > 0 && t[w-1] != ' ' && t[w-1] != '/' {
			w--
		}
		if hasLower(t[w:k]) {
			if best >= 0 {
				return best // "Name via REUTERS SWEDEN OUT": the agency in capitals stays the credit's
			}
			return k
		}
		if restrictedTerritories(t[i : len(t)-len(" OUT")]) {
			best = k // "NEW ZEALAND", then "AUSTRALIA AND NEW ZEALAND"
		}
		j = k
	}
	return best
}

// slashTerritory returns where a restriction set off by a slash ends what comes
// before it, t being the text before " OUT": one to four capitalised words of a
// territory after " / " and maybe a dash ("(Photo by Name / AFP) / Netherlands OUT",
// "/ - South Korea OUT / REPUBLIC OF KOREA OUT"); or -1.
func slashTerritory(t string) int {
	k := strings.LastIndexByte(t, '/')
	if k <= 0 || len(t)-k > 40 || t[k-1] != ' ' {
		return -1
	}
	if !territoryWords(strings.TrimPrefix(strings.TrimSpace(t[k+1:]), "- ")) {
		return -1
	}
	for k > 0 && t[k-1] == ' ' {
		k--
	}
	return k
}

// territoryWords reports one to four capitalised words, as a territory's name.
func territoryWords(t string) bool {
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	for _, w := range words {
		if (w[0] < 'A' || w[0] > 'Z') && w != "of" || strings.IndexByte(w, '.') >= 0 {
			return false
		}
	}
	return true
}

// restrictedTerritories reports one restricted territory or two joined by "AND"
// ("AUSTRALIA AND NEW ZEALAND OUT", as EPA restricts its Australian pictures).
func restrictedTerritories(w string) bool {
	a, b, two := strings.Cut(w, " AND ")
	return restrictedTerritory(a) && (!two || restrictedTerritory(b))
}

// restrictedTerritory reports the countries that agencies' restrictions name most,
// in capitals, so that one after a name in capitals can be told from its words
// ("EPA-EFE/NAME SURNAME POLAND OUT").
func restrictedTerritory(w string) bool {
	switch w {
	case "POLAND", "CZECH REPUBLIC", "SLOVAKIA", "HUNGARY", "GERMANY", "AUSTRIA", "SWITZERLAND",
		"FRANCE", "BELGIUM", "NETHERLANDS", "DENMARK", "NORWAY", "SWEDEN", "FINLAND", "ICELAND",
		"ITALY", "SPAIN", "PORTUGAL", "GREECE", "TURKEY", "CHINA", "JAPAN", "SOUTH KOREA", "TAIWAN",
		"CANADA", "AUSTRALIA", "NEW ZEALAND", "MEXICO", "BRAZIL", "ISRAEL":
		return true
	}
	return false
}

// result builds the Credit of the last successful parse, spanning text[start:end],
// with its lists cut from names when it has room for them (see ParseTo).
func (p *parser) result(start, end int, notes uint8, names []Name) Credit {
	c := Credit{Start: start, End: end}
	persons, others := 0, 0
	for i := range p.links[:p.n] { // by index: a link is too large to copy
		switch p.links[i].kind {
		case kindPerson:
			persons++
		case kindAgency, kindOrg:
			others++
		}
	}
	if persons+others > 0 {
		buf := names[:0] // one array for both lists
		if cap(buf) < persons+others {
			buf = make([]Name, persons+others)
		}
		buf = buf[:persons+others]
		if persons > 0 {
			c.Photographers = buf[0:0:persons]
		}
		if others > 0 {
			c.Agencies = buf[persons:persons:len(buf)]
		}
	}
	for i := range p.links[:p.n] {
		switch l := &p.links[i]; l.kind {
		case kindPerson:
			c.Photographers = append(c.Photographers, Name{p.s[l.name.start:l.name.end], l.name.start, l.name.end})
		case kindAgency:
			c.Agencies = appendAgency(c.Agencies, Name{l.canon, l.span.start, l.span.end})
		case kindOrg:
			if canon, e, ok := matchAgency(p.s, l.name.start, l.name.end); ok && e+1 < l.name.end && p.s[e] == ' ' && holderPartIn(p.s[e:l.name.end]) {
				c.Agencies = appendAgency(c.Agencies, Name{canon, l.name.start, e}) // "Library of Congress Prints and Photographs Division": the library's part
				continue
			}
			c.Agencies = appendAgency(c.Agencies, Name{p.s[l.name.start:l.name.end], l.name.start, l.name.end})
		}
	}
	if notes |= p.notes; notes != 0 {
		for k, t := range noteText {
			if notes&(1<<k) != 0 {
				c.Notes = append(c.Notes, t)
			}
		}
	}
	return c
}

// appendAgency appends an agency unless the credit named it already.
func appendAgency(list []Name, a Name) []Name {
	for _, x := range list {
		if strings.EqualFold(x.Name, a.Name) {
			return list
		}
	}
	return append(list, a)
}

// wireSlugCut returns where a wire's slug closing the caption begins, a word after
// "==" as Kyodo signs its English captions ("... on Jan. 2, 2025. (Kyodo) ==Kyodo");
// else end.
func wireSlugCut(s string, end int) int {
	i := end
	for i > 0 && isAlnumASCII(s[i-1]) {
		i--
	}
	if i == end || i < 3 || s[i-1] != '=' || s[i-2] != '=' {
		return end
	}
	return len(strings.TrimRight(s[:i-2], " "))
}

// editorInitialsCut returns where the initials of the desk's editor begin after the
// credit's last slash, as Antara closes its credits ("ANTARA FOTO/Name/foc.", in a
// bracket or not): two to four lower-case letters, maybe with a period; 0 when the
// text does not end so.
func editorInitialsCut(s string, end int) int {
	e := end
	if e > 0 && s[e-1] == ')' {
		e-- // in the credit's bracket: "(ANTARA PHOTO/Name/pras)"
	}
	if e > 0 && s[e-1] == '.' {
		e--
	}
	k := initialsSlash(s, e)
	if k < 0 {
		return 0
	}
	if j := initialsSlash(s, k); j >= 0 {
		return j // two desks' initials: "ANTARA FOTO/Name/app/foc."
	}
	return k
}

// initialsSlash returns where the slash before an editor's initials that end at e
// stands (editorInitialsCut), or -1.
func initialsSlash(s string, e int) int {
	i := e
	for i > 0 && e-i < 5 && s[i-1] >= 'a' && s[i-1] <= 'z' {
		i--
	}
	if n := e - i; n < 2 || n > 4 || i < 2 || s[i-1] != '/' || !isUpperASCII(s[i-2]) && (s[i-2] < 'a' || s[i-2] > 'z') {
		return -1
	}
	return i - 1
}

// holderCredit reads the credit of a caption whose last sentence, at [h, he), names
// the holder of the print: the credit of the sentence before it ("Photo: Name.
// Stadsarchief Amsterdam."), else a studio's name alone there ("Sébah & Joaillier.
// Rijksmuseum."), then the holder, whose name follows "Collection" without "of"
// ("Collection Tropenmuseum"). It returns where the credit begins, and more = false
// when it found nothing but the holder's sentence as written.
func (p *parser) holderCredit(h, he int) (start, end int, more bool) {
	p.n, p.lead = 0, false
	hs := h // where the holder's sentence begins: before its label, if it has one ("Repository: ...", "Collections of the ...")
	if h >= 2 && p.s[h-2] != '.' {
		if k := strings.LastIndex(p.s[:h-2], ". "); k >= 0 {
			hs = k + 2
		}
	}
	b := p.recordNotesBefore(beforeSentence(p.s, hs))
	if j, e := creatorInverted(p.s, b); e > 0 {
		creator := link{sep: sepNone, kind: kindPerson, span: span{j, e}, name: span{j, e}}
		if j == 0 || e < b && strings.Contains(p.s[e:b], ". ") {
			// the creator opens the record or stands before other fields: the credit's
			// span is the holder's, or an organisation's credit in the sentence before
			// it ("Creator: War Relocation Authority.") and the holder's
			start = h
			if k := p.findAtEnd(b); k > e && p.named() && !p.hasPerson() && p.n < maxLinks {
				start = k
			} else {
				p.n = 0
			}
			copy(p.links[1:p.n+1], p.links[:p.n])
			p.links[0] = creator
			p.n++
			p.notes |= noteBefore
			return start, p.addHolders(h, he), true
		}
		p.links[0] = creator
		p.n = 1
		return j, p.addHolders(h, he), true
	}
	if start = p.findAtEnd(b); start >= 0 && p.named() {
		p.leadBefore(start)
		he = p.addHolders(h, he)
		return start, he, true
	}
	if k, ok := p.responsibility(b); ok {
		he = p.addHolders(h, he)
		return k, he, true
	}
	p.n, start = 0, h
	if strings.HasPrefix(p.s[h:he], "Collection ") && he > h+len("Collection ") {
		h, more = h+len("Collection "), true
	}
	if k, e := studioAt(p.s, b); k >= 0 && e == b { // a studio's town would fall inside the credit
		p.addHolder(k, e)
		start, more = k, true
	}
	he = p.addHolders(h, he)
	return start, he, more
}

// recordNotesBefore returns the end of the sentence before the identifiers and the
// physical description that a record may put between its credit and its holder,
// which end at b ("Ref: WA-11234-F.", "1 photograph : albumen silver ; 14.5 x 20
// cm."); b when there are none.
func (p *parser) recordNotesBefore(b int) int {
	for range 2 {
		lo := max(0, b-maxRecordTail)
		i := strings.LastIndex(p.s[lo:b], ". ")
		if i < 0 {
			return b
		}
		t := p.s[lo+i+2 : b]
		if !recordTail(t, false) && !(len(t) > 2 && isDigit(t[0]) && strings.Contains(t, " : ")) {
			return b
		}
		b = beforeSentence(p.s, lo+i+2)
	}
	return b
}

// creatorInverted finds a record's creator written surname first, as libraries
// catalogue them: after a label in the sentence that ends at b ("Creator: Hale,
// Walter R., photographer.", "Creator/Contributor: Lindsay, Roy, 1895-1960,
// photographer."), or opening the record before its life dates and the title's colon
// ("Hartley, Frederick George, 1871-1944 :Cattle sale ..."). It returns the name's
// span as written, or 0, 0.
func creatorInverted(s string, b int) (int, int) {
	lo := max(0, b-maxCredit)
	for _, label := range [...]string{"Creator/Contributor: ", "Creator(s): ", "Creator: ", "Photographer: "} {
		if k := strings.LastIndex(s[lo:b], label); k >= 0 {
			j := lo + k + len(label)
			if e := invertedName(s, j, b); e > 0 && creatorTail(s[min(e, b):b]) {
				return j, e
			}
			if e := plainName(s, j, b); e > 0 && e < b && label == "Photographer: " {
				return j, e // "Photographer: A. Bradburn. Manchester Local Image Collection, m07734. <holder>"
			}
		}
		if strings.HasPrefix(s, label) && lo > 0 { // a record that opens with its creator: "Creator: Brandt, Clara M., 1861-1939. Title: ..."
			if e := invertedName(s, len(label), min(len(s), 80)); e > 0 && creatorTail(s[e:]) { // creatorTail reads up to the sentence's end
				return len(label), e
			}
		}
	}
	if e := invertedName(s, 0, min(len(s), 80)); e > 0 {
		if t := s[e:]; strings.HasPrefix(t, " :") || len(t) > 12 && t[0] == ',' && isDigit(t[2]) && strings.Contains(t[:min(len(t), 16)], " :") {
			return 0, e
		}
	}
	return 0, 0
}

// invertedName returns the end of a name written surname first at s[j:end]: a
// capitalised surname, a comma and one to three given names or initials ("Hale,
// Walter R.", "Lindsay, Roy"), followed by a comma, " :" or the end; else 0.
func invertedName(s string, j, end int) int {
	e := wordEnd(s, j, end)
	if e <= j+1 || e+2 >= end || s[e] != ',' || s[e+1] != ' ' || !isUpperASCII(s[j]) || !lettersOnly(s[j:e], true, false) {
		return 0
	}
	last := 0
	for i, n := e+2, 0; n < 3 && i < end && isUpperASCII(s[i]); n++ {
		k := i
		for k < end && s[k] != ' ' && s[k] != ',' {
			k++
		}
		w := s[i:k]
		if !initialLike(w) && !lettersOnly(w, true, false) {
			break
		}
		if len(w) > 2 && w[len(w)-1] == '.' && !initialLike(w) {
			return k - 1 // the sentence ends with the name: "Photographer: Tanner, Royce. Creator: ..."
		}
		last = k
		if k == end && k < len(s) && s[k] == '.' && k-i == 1 {
			return k + 1 // "Morton, Alice J." before the holder's sentence
		}
		if k >= end || s[k] == ',' || k+1 < end && (s[k+1] == ':' || s[k+1] == '(') {
			return last // "Ward, Horace Arthur (Lieutenant)"
		}
		i = k + 1
	}
	return 0
}

// plainName returns the end of a person's name written as one, one to four
// capitalised words or initials that end their sentence at s[j:b] with a period and a
// space ("A. Bradburn", "William J. McKee"), or 0.
func plainName(s string, j, b int) int {
	for n, i := 0, j; n < 4 && i < b && isUpperASCII(s[i]); n++ {
		k := i
		for k < b && s[k] != ' ' && s[k] != ',' {
			k++
		}
		w := s[i:k]
		if n > 0 && k+1 < b && s[k] == ' ' && w[len(w)-1] == '.' && !initialLike(w) {
			return k - 1 // the name's sentence ends
		}
		if !initialLike(w) && !lettersOnly(w, false, false) {
			return 0
		}
		if k >= b || s[k] != ' ' {
			return 0
		}
		i = k + 1
	}
	return 0
}

// creatorTail reports what may follow a creator's inverted name up to the end of its
// sentence: nothing, or a comma with life dates or the word "photographer".
func creatorTail(t string) bool {
	if k := strings.Index(t, ". "); k >= 0 {
		t = t[:k] // labelled fields may follow ("... photographer. Date: October 1938")
	}
	t = strings.TrimSpace(t)
	if strings.HasPrefix(t, "(") { // a role or a rank: "(photographer)", "(Lieutenant)"
		k := strings.IndexByte(t, ')')
		if k < 0 {
			return false
		}
		t = strings.TrimSpace(t[k+1:])
		if strings.HasPrefix(t, ",") && strings.HasSuffix(t, " photographer") {
			return true // "(Lieutenant), War Office official photographer"
		}
	}
	t = strings.TrimPrefix(t, ",")
	t = strings.TrimSpace(t)
	if t == "" || t == "photographer" {
		return true
	}
	if !isDigit(t[0]) {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; !isDigit(c) && c != '-' && c != '?' {
			return strings.TrimSpace(strings.TrimPrefix(t[i:], ",")) == "photographer"
		}
	}
	return true
}

// responsibility reads the statement of responsibility that a library's record
// puts after its title and a spaced slash, in the sentence that ends at b before the
// holder's ("[Title] [picture] / Name.", "Title, 1937 / photograph by Name.", "Title,
// 1896 / Name, photographer.", "Title, [19--] / Studio & Co."): one person, or one
// organisation alone. It returns where the name begins.
func (p *parser) responsibility(b int) (int, bool) {
	lo := max(0, b-maxCredit/2)
	k := strings.LastIndex(p.s[lo:b], " / ")
	if k < 0 {
		return 0, false
	}
	j, e := lo+k+3, b
	for _, lead := range [...]string{"photograph by ", "photographed by ", "photographs by ", "photo by "} {
		if len(p.s)-j > len(lead) && p.s[j:j+len(lead)] == lead {
			j += len(lead)
			break
		}
	}
	for _, role := range [...]string{", photographer", ", photographers"} {
		if strings.HasSuffix(p.s[j:e], role) {
			e -= len(role)
			break
		}
	}
	if e < len(p.s) && p.s[e] == '.' && strings.HasSuffix(p.s[j:e], " Co") {
		e++ // "Kerry & Co."
	}
	if e-j < 3 || !isUpperASCII(p.s[j]) {
		return 0, false
	}
	if a := strings.Index(p.s[j:e], " & "); a > 0 && e-j < 40 && isUpperASCII(p.s[j+a+3]) {
		p.n = 0
		p.addHolder(j, e) // a studio: "Kerry & Co.", "Burton Bros & Co."
		return j, true
	}
	p.orgAlone, p.artist = true, true // a creator's place: a name alone is a credit
	ok := p.parseWindow(j, e) && p.n == 1 && (p.links[0].kind == kindPerson || p.links[0].kind == kindOrg || p.links[0].kind == kindAgency)
	p.orgAlone, p.artist = false, false
	if !ok {
		p.n = 0
	}
	return j, ok
}

// addHolders adds the holder's name at [h, he) and the holders that follow it after
// commas, a library and its university ("DeGolyer Library, Southern Methodist
// University"); a named collection before a holder is a part of it and names no one
// ("Sir George Grey Special Collections, Auckland Libraries"). It returns where the
// last holder's name ends.
func (p *parser) addHolders(h, he int) int {
	end := trimEnd(p.s)
	for n := 0; n < 3 && he+2 < end && p.s[he] == ',' && p.s[he+1] == ' ' && isUpperASCII(p.s[he+2]); n++ {
		e := holderName(p.s, he+2, end)
		if e == 0 {
			break
		}
		if !holderPartName(p.s[h:he]) {
			p.addHolder(h, he)
		}
		h, he = he+2, e
	}
	if !holderPartName(p.s[h:he]) || p.n == 0 {
		p.addHolder(h, he)
		if l := &p.links[p.n-1]; l.span.start == h { // p.n > 0 after addHolder
			return l.span.end // "Library of Congress" of "Library of Congress Prints and Photographs Division Washington, D.C."
		}
	}
	return he
}

// holderPartIn reports a word for a part of a collection among the words of s
// (" Prints and Photographs Division Washington").
func holderPartIn(s string) bool {
	return strings.Contains(s, " Division") || strings.Contains(s, " Collection") || strings.Contains(s, " Department")
}

// holderPartName reports a name that ends with a word for a part of a holder's
// collection, in any case ("Special Collections", "Prints and Photographs Division"),
// or opens with a fonds' or a collection's word in Spanish or Portuguese ("Fondo
// Casasola").
func holderPartName(name string) bool {
	w := name[strings.LastIndexByte(name, ' ')+1:]
	if equalFold(w, "collection") || equalFold(w, "collections") || equalFold(w, "division") || equalFold(w, "department") {
		return true
	}
	switch name[:max(0, strings.IndexByte(name, ' '))] {
	case "Fondo", "Fonds", "Fundo", "Coleção", "Colección": // "Fondo Casasola", "Coleção Pedro Magalhães"
		return true
	}
	return false
}

// addHolder adds the holder's name at [h, he) as the credit's last organisation,
// by the table's name when it has one ("Library of Congress").
func (p *parser) addHolder(h, he int) {
	if p.n >= maxLinks {
		return
	}
	l := link{sep: sepNone, kind: kindOrg, span: span{h, he}, name: span{h, he}}
	if canon, e, ok := matchAgency(p.s, h, he); ok && (e == he || e+1 < he && p.s[e] == ' ' && holderPartIn(p.s[e:he])) {
		l.kind, l.canon = kindAgency, canon // "Library of Congress Prints and Photographs Division": the library's part
		l.span.end, l.name.end = e, e
	}
	p.links[p.n] = l
	p.n++
}

// hasPerson reports whether a link read names a person.
func (p *parser) hasPerson() bool {
	for i := range p.links[:p.n] {
		if p.links[i].kind == kindPerson {
			return true
		}
	}
	return false
}

// named reports whether a link read names someone or an organisation: a credit of
// catalogue numbers alone ("Nr. 0312456") names no one.
func (p *parser) named() bool {
	for i := range p.links[:p.n] {
		switch p.links[i].kind {
		case kindPerson, kindAgency, kindOrg:
			return true
		}
	}
	return false
}

// holderTail finds the last sentence of a caption when it names the archive, museum
// or library that holds the print, maybe with its catalogue number or town after a
// comma, as catalogues close a record ("Photo: Name. Stadsarchief Amsterdam.",
// "Muzeum Warszawy, inv. MHW 12345.", "Imperial War Museum (SE 3121)."): where the
// sentence and the holder's name begin and where the name ends, or 0, 0. The name
// opens the sentence, holds a word of such an institution and runs in capitalised
// words (and "of", "for", "the", "de", "del", "van") up to a comma, a bracket or
// the end. A sentence that goes on after the name in lower case ("National Museum
// staff clean ...") is a sentence of the caption, not a holder's. Sentences before
// from are not read.
func holderTail(s string, from, end int) (int, int) {
	for i := max(2, from, end-maxHolder); i < end; i++ {
		d := strings.IndexByte(s[i-2:end], '.') // the next ". " by IndexByte (vectorised natively, assembly under wasm)
		if d < 0 {
			break
		}
		if i += d; i >= end || s[i-1] != ' ' || !isUpperASCII(s[i]) && !strings.HasPrefix(s[i:end], "© ") {
			continue
		}
		if e := wordEnd(s, i, end); e+4 <= end && s[e:e+4] == " of " {
			switch s[i:e] {
			case "Collection", "Courtesy", "Gift":
				continue // "Collection of the X Museum": read as a credit's lead
			case "Collections": // "Collections of the Minnesota Historical Society, Negative no. 45102."
				if k := e + len(" of the "); k < end && s[e:k] == " of the " {
					if he := holderName(s, k, end); he > 0 {
						return k, he
					}
				}
			}
		}
		if e := holderName(s, i, end); e > 0 {
			return i, e
		}
		if k := holderLabelEnd(s, i, end); k > 0 { // "Repository: Library of Congress ..."
			if e := holderName(s, k, end); e > 0 {
				return k, e
			}
		}
		if k, e := acronymHolder(s, i, end); e > 0 { // "© IWM Q 5871", "IWM (D 7734)", "NLI Ref.: L_ROY_05521"
			return k, e
		}
	}
	return 0, 0
}

// acronymHolder reads a record's last sentence that is an institution's initials and
// its number for the picture, as British and Irish catalogues close a record ("©
// IWM Q 5871", "IWM (D 7734)", "© IWM HU 89214", "NLI Ref.: L_ROY_05521"): where the
// initials begin and end, or 0, 0. The number holds a digit and no lower-case word.
func acronymHolder(s string, i, end int) (int, int) {
	copyright := strings.HasPrefix(s[i:end], "© ")
	if copyright {
		i += len("© ")
	}
	e := i
	for e < end && isUpperASCII(s[e]) {
		e++
	}
	if e-i >= 2 && e-i <= 5 && copyright && (e == end || s[e] == '.' && (e+1 == end || s[e+1] == ' ')) {
		return i, e // "© IWM." alone
	}
	if e-i < 2 || e-i > 5 || e+2 >= end || s[e] != ' ' {
		return 0, 0
	}
	k := e + 1
	if strings.HasPrefix(s[k:end], "Ref.: ") || strings.HasPrefix(s[k:end], "ref. ") {
		k += len("ref. ")
		if s[k-1] == ':' || s[k] == ' ' {
			k++
		}
	}
	digit := false
	for j := k; j < end; j++ {
		switch c := s[j]; {
		case isDigit(c):
			digit = true
		case c >= 'a' && c <= 'z', c == '.' && j+1 < end && s[j+1] == ' ', c == ',':
			return 0, 0
		}
	}
	if !digit {
		return 0, 0
	}
	return i, e
}

// holderLabelEnd returns where the value of a record's field naming its holder begins
// at s[i:] ("Repository: ", "Holding Institution: ", "Data Source: "), or 0.
func holderLabelEnd(s string, i, end int) int {
	k := strings.IndexByte(s[i:min(end, i+26)], ':')
	if k < 0 || i+k+2 >= end || s[i+k+1] != ' ' || !holderLabel(s[i:i+k]) {
		return 0
	}
	return i + k + 2
}

// recordTailCut returns where the sentences that close a catalogue's record after
// its credit begin, when they state the picture's rights or its identifier and name
// no one ("... Nationaal Archief, CC0.", "Rights: No known copyright restrictions.",
// "Identifier: BC-1487-22.", "MIKAN no. 3194567."), with the period or comma before
// them; end when there are none. Up to three such sentences are cut, last first,
// after the US military's record number, which may follow the credit's bracket
// ("VIRIN: 910109-A-4471M-012").
func recordTailCut(s string, end int) int {
	if end < 8 {
		return end
	}
	// Every tail read ends with a digit ("CC BY 4.0", "MIKAN no. 3194567"), "domain" or
	// "restrictions", or holds a label's colon ("Rights: ...", "Ref: ..."): most
	// captions are turned away here.
	if c := s[end-1]; !isDigit(c) && c != 'n' && c != 's' && strings.IndexByte(s[max(0, end-maxRecordTail):end], ':') < 0 {
		return end
	}
	if k := strings.LastIndex(s[max(0, end-maxRecordTail):end], "VIRIN: "); k >= 0 {
		// the US military's visual record number, after the credit's bracket or a
		// sentence ("(U.S. Army photo by Spc. Name) VIRIN: 910109-A-4471M-012")
		k += max(0, end-maxRecordTail)
		if strings.IndexByte(s[k+7:end], ' ') < 0 {
			for end = k; end > 0 && s[end-1] == ' '; end-- {
			}
		}
	}
	for range 3 {
		cut := end
		for i := max(3, end-maxRecordTail+1); i < end; i++ { // the leftmost start that reads as one ("MIKAN no. 3194567")
			d := strings.IndexByte(s[i-1:end], ' ')
			if d < 0 {
				break
			}
			if i += d; i < end && (s[i-2] == '.' || s[i-2] == ',') && recordTailStart[s[i]] && recordTail(s[i:end], s[i-2] == ',') {
				cut = i - 2
				break
			}
		}
		if cut == end {
			return end
		}
		end = cut
	}
	return end
}

// recordTailStart holds the first letters of what recordTail reads, so that most
// sentences are turned away by one look-up.
var recordTailStart = [256]bool{'C': true, 'P': true, 'R': true, 'I': true, 'A': true, 'M': true, 'N': true, 'L': true}

// maxRecordTail bounds the length of a sentence that recordTailCut cuts.
const maxRecordTail = 64

// recordTail reports a catalogue's rights statement or identifier, t (after a comma:
// only a licence's name).
func recordTail(t string, comma bool) bool {
	t = strings.TrimSuffix(t, ".")
	if strings.IndexByte(t, ')') >= 0 {
		return false // "(Flickr/Name, CC BY-NC 2.0)": the credit's own bracket
	}
	if t == "CC0" || t == "Public domain" || t == "Public Domain" || strings.HasPrefix(t, "CC BY") && len(t) <= len("CC BY-NC-SA 4.0") {
		return true
	}
	if comma {
		return false
	}
	for rest := t; ; {
		k := strings.Index(rest, ". ")
		if k < 0 {
			break
		}
		if rest = rest[k+2:]; len(rest) > 1 && isUpperASCII(rest[0]) && rest[1] >= 'a' && rest[1] <= 'z' {
			return false // another sentence follows: "Accession no. 1987.214.33. National Museum Wales"
		}
	}
	if strings.HasSuffix(t, " Licence") || strings.HasSuffix(t, " License") {
		return true // "IWM Non Commercial Licence"
	}
	if _, e := acronymHolder(t, 0, len(t)); e > 0 {
		return false // "NLI Ref.: L_ROY_05521": the holder's initials and number
	}
	if k := strings.IndexByte(t[:min(len(t), 40)], ':'); k > 0 && recordLabel(t[:k]) {
		return true // "Rights Advisory: ...", "Reproduction Number: ...", "National Archives Identifier: ..."
	}
	for _, lead := range [...]string{"Call no.", "Accession no.", "MIKAN no.", "Neg. no.", "Negative no.", "Item no.", "Inv. no.",
		"Location no.", "Catalogue no.", "Catalog no.", "Image no.", "Photo no.", "No known copyright restrictions",
		"No known restrictions"} {
		if strings.HasPrefix(t, lead) {
			return true
		}
	}
	return false
}

// recordLabel reports the label of a record's field that holds its rights, an
// identifier or a number, or a donor's credit line, which name no one.
func recordLabel(l string) bool {
	if !isUpperASCII(l[0]) || strings.Count(l, " ") > 4 {
		return false
	}
	if k := strings.LastIndexByte(l, ' '); k > 0 {
		switch l[k+1:] {
		case "no", "No", "no.", "No.", "nr", "Nr", "code", "Code": // "Media - Image no: 19980005873", "Object code: ..."
			return true
		}
	}
	for _, w := range [...]string{"Rights", "Identifier", "Ref", "Reference", "Number", "number", "ID", "Reproduction", "Call",
		"Accession", "Negative", "Item", "Credit Line", "reference", "Code", "Rujukan"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// sentenceFrom reports whether a sentence begins at start, after a period and a
// space, or inside s[start:end], where a holder's sentence (holderTail) may begin.
func sentenceFrom(s string, start, end int) bool {
	i := max(start-2, 0)
	for {
		k := strings.Index(s[i:end], ". ")
		if k < 0 || i+k+2 >= end {
			return false
		}
		if i += k + 2; isUpperASCII(s[i]) || strings.HasPrefix(s[i:end], "© ") {
			return true
		}
	}
}

// maxHolder bounds how far before the end a holder's sentence may begin.
const maxHolder = 160

// holderName returns the end of a holder's name that begins at i, or 0.
func holderName(s string, i, end int) int {
	holder := false // a lower-case word of holder's ("Nordiska museet")
	j := i
	for words := 0; words < 8; words++ {
		e := wordEnd(s, j, end)
		if e == j {
			return 0
		}
		w := s[j:e]
		if len(w) >= 4 && w[len(w)-1] == '.' && e < end && s[e] == ' ' && !initialLike(w) { // the sentence ends at its period ("Name. Library of Congress"), not "U.S."
			w, e = w[:len(w)-1], e-1
		}
		switch {
		case isUpperASCII(w[0]):
		case w == "of" || w == "for" || w == "the" || w == "de" || w == "del" || w == "la" || w == "da" || w == "do" ||
			w == "des" || w == "du" || w == "der" || w == "van" || w == "voor" ||
			words > 0 && (w == "and" || w == "et" || w == "&"): // "Library and Archives Canada", "Museum of History & Industry"
		case words > 0 && holderWord(w): // "Nordiska museet", "Bibliothèque et Archives nationales"
			holder = true
		default:
			return 0
		}
		if e >= end || s[e] == ',' || s[e] == '.' && (e+1 >= end || s[e+1] == ' ') || e+1 < end && s[e] == ' ' && s[e+1] == '(' {
			if !holder && !capitalHolder(s, i, e) &&
				!(holderPartName(s[i:e]) && e+2 < end && s[e] == ',' && holderName(s, e+2, end) > 0) { // "X Special Collections, Y Library"
				return 0
			}
			return e
		}
		if s[e] != ' ' {
			return 0
		}
		j = e + 1
	}
	return 0
}

// capitalHolder reports a capitalised word of holder's in s[i:e] (holderWord), asked
// once the words have the shape of a holder's name.
func capitalHolder(s string, i, e int) bool {
	for j := i; j < e; {
		k := wordEnd(s, j, e)
		if k > j && isUpperASCII(s[j]) && (holderWord(s[j:k]) || s[j:k] == "Office" && j >= 7 && s[j-7:j] == "Record ") { // "Norfolk Record Office"
			return true
		}
		j = k + 1
	}
	return false
}

// beforeSentence returns the end of the sentence before the one that begins at i: the
// period and the spaces before i dropped.
func beforeSentence(s string, i int) int {
	for i > 0 && (s[i-1] == ' ' || s[i-1] == '.') {
		i--
	}
	return i
}

// studioAt finds a photographers' studio or publisher named alone in the last
// sentence before end, as catalogues credit them: capitalised names or initials
// joined by one "&", maybe closed by "Co." and followed by its town after a comma
// ("Sébah & Joaillier", "W. L. H. Skeen & Co., Colombo"). It returns where the name
// begins and ends, or -1, 0.
func studioAt(s string, end int) (int, int) {
	for k := max(0, end-maxStudio); k < end; k++ {
		if k > 0 && (s[k-1] != ' ' || k < 2 || s[k-2] != '.') || !isUpperASCII(s[k]) {
			continue
		}
		if e := studioName(s, k, end); e > 0 {
			return k, e
		}
	}
	return -1, 0
}

// maxStudio bounds the length of a studio's sentence.
const maxStudio = 64

// studioName returns the end of a studio's name that begins at i and, with its town
// after a comma, runs to end; or 0.
func studioName(s string, i, end int) int {
	amp, words := false, 0
	for j := i; j < end; {
		e := j
		for e < end && s[e] != ' ' && s[e] != ',' {
			e++
		}
		w := s[j:e]
		switch {
		case w == "&":
			if amp || words == 0 {
				return 0
			}
			amp = true
		case len(w) >= 2 && capitalised(w) && noUpperAfterFirst(w) && lettersOnly(w, true, false): // "Sébah", "Co.", "W."
			words++
		default:
			return 0
		}
		if e >= end || s[e] == ',' {
			if !amp || w == "&" {
				return 0
			}
			if e < end && !townWords(s, e+1, end) {
				return 0
			}
			return e
		}
		j = e + 1
	}
	return 0
}

// yonhapKorean reads the credit that opens the captions of Korea's wires in Korean:
// the dateline's town and the agency's name in brackets, then the photographer's
// name and "기자 =" (reporter): "(무안=연합뉴스) 김도윤 기자 = ...", "(포항=뉴시스) ...",
// "(안동=뉴스1) ...". The credit spans from the agency's name to the "=" after "기자";
// the town before it is the dateline's, left to the places.
func yonhapKorean(text string, names []Name) (Credit, bool) {
	const reporter = " 기자 ="
	k := strings.IndexByte(text[:min(len(text), 40)], '=')
	if k < 2 {
		return Credit{}, false
	}
	c := strings.Index(text[k+1:min(len(text), k+20)], ") ")
	if c < 0 {
		return Credit{}, false
	}
	var canon string
	switch text[k+1 : k+1+c] {
	case "연합뉴스":
		canon = "Yonhap"
	case "뉴시스":
		canon = "Newsis"
	case "뉴스1":
		canon = "News1"
	default:
		return Credit{}, false
	}
	a := k + 1 + c + 2
	r := strings.Index(text[a:min(len(text), a+40)], reporter)
	if r < 2 || strings.IndexByte(text[a:a+r], '(') >= 0 {
		return Credit{}, false
	}
	buf := names[:0] // one array for both lists, as result cuts them
	if cap(buf) < 2 {
		buf = make([]Name, 0, 2)
	}
	buf = append(buf, Name{text[a : a+r], a, a + r}, Name{canon, k + 1, k + 1 + c})
	return Credit{Start: k + 1, End: a + r + len(reporter), Photographers: buf[0:1:1], Agencies: buf[1:2:2]}, true
}

// japaneseCredit reads the credit that closes the captions of Japan's papers and
// wires in Japanese: the agency in full-width brackets ("（共同）", "（時事）",
// "（共同通信社ヘリから）", from Kyodo's helicopter), a giver before 提供 (provided
// by: "（海上自衛隊提供）"), or a staff photographer's name before 撮影
// (photographed), after the last comma: "＝2016年4月16日、熊本県南阿蘇村、本社ヘリ
// から、加藤健一撮影".
func japaneseCredit(text string, names []Name) (Credit, bool) {
	const shot, provided, heli = "撮影", "提供", "ヘリから"
	var who Name
	person := strings.HasSuffix(text, shot)
	switch {
	case person:
		e := len(text) - len(shot)
		a := strings.LastIndex(text[:e], "、")
		if a < 0 {
			return Credit{}, false
		}
		a += len("、")
		if e-a < 6 || e-a > 18 || strings.ContainsAny(text[a:e], "0123456789 ") {
			return Credit{}, false
		}
		who = Name{text[a:e], a, e}
	case strings.HasSuffix(text, "）"):
		a := strings.LastIndex(text, "（")
		if a < 0 {
			return Credit{}, false
		}
		a += len("（")
		e := len(text) - len("）")
		in := strings.TrimSuffix(text[a:e], heli)
		switch in {
		case "共同", "共同通信", "共同通信社":
			who = Name{"Kyodo", a, a + len(in)}
		case "時事", "時事通信", "時事通信社":
			who = Name{"Jiji Press", a, a + len(in)}
		default:
			g, ok := strings.CutSuffix(in, provided)
			if !ok || len(g) < 6 || len(g) > 45 {
				return Credit{}, false
			}
			who = Name{g, a, a + len(g)}
		}
	default:
		return Credit{}, false
	}
	buf := names[:0]
	if cap(buf) < 1 {
		buf = make([]Name, 0, 1)
	}
	buf = append(buf, who)
	c := Credit{Start: who.Start, End: len(text)}
	if person {
		c.Photographers = buf[0:1:1]
	} else {
		c.Start -= len("（")
		c.Agencies = buf[0:1:1]
	}
	return c, true
}
