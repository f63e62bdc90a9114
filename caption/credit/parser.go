package credit

// The credit parser. A credit has the shape of a mail address: a chain of links
// (a person, an agency, an organisation, or a word such as "Handout") joined by
// separators, in the style of net/mail's addrParser: small consumeX steps on a byte
// cursor, each restoring the cursor when it fails. The parser works inside a window
// [pos, end) of the caption chosen by Parse and must consume all of it.

import "strings"

type sepKind uint8

const (
	sepNone  sepKind = iota
	sepSlash         // "/", "\", "|", a dash between spaces
	sepVia           // "via"
	sepFor           // "for"
	sepComma         // ",", ";"
	sepAnd           // "and", "&"
	sepColon         // ":"
)

type linkKind uint8

const (
	kindAgency    linkKind = iota + 1 // in the agency table
	kindNonPerson                     // Handout, Stringer, Social Media Website, ...
	kindPerson
	kindOrg    // an organisation not in the table, kept as written
	kindSource // "Militant video" in "Militant video via AP": names no one
	kindPart   // a part of the holder before it: "Prints & Photographs Division"
	kindCity   // the town of the holder before it, which ends the credit: "Rijksmuseum, Amsterdam"
)

type link struct {
	sep   sepKind
	kind  linkKind
	span  span   // what was written
	name  span   // the person's name without rank, or the organisation's name
	canon string // agency canonical name
}

const (
	maxLinks = 16
	maxWords = 18
)

// Notes on what the parser did.
const (
	noteRank   = 1 << iota // a rank was dropped before a name
	noteGlued              // a name glued to its agency was split
	noteParen              // the credit was found in parentheses inside the caption
	notePrefix             // the credit opens the caption
	noteMiddle             // the credit is a sentence between sentences of the caption
	noteBefore             // a name is found in the sentence before the holder's credit
)

var noteText = [...]string{
	"rank dropped before a photographer's name",
	"name glued to the agency split at the agency",
	"credit found in parentheses inside the caption",
	"credit found at the start of the caption",
	"credit found between sentences of the caption",
	"name found in the sentence before the holder's credit",
}

type parser struct {
	s         string
	pos, end  int
	links     [maxLinks]link
	n         int
	words     [maxWords]span     // the words of the link being read
	wf        [maxWords]wordFlag // and their word flags
	nw        int
	lead      bool // the credit opened with "Photo by", "Courtesy of", ...
	bare      bool // the lead was all: "(U.S. Army photo)"
	strong    bool // a lead, a slash or an "X Photo" agency
	dict      bool // the credit names an agency of the table
	licensed  bool // a licence follows the chain ("MOD/Crown Copyright"): a credit as after a lead
	copyright bool // the credit opened with a copyright sign: a year after a name is its (consumeYear)
	catalogue bool // the gloss holds a catalogue number ("Imperial War Museum (IND 5123)")
	orgAlone  bool // an organisation alone is a credit: the sentence before a holder's (leadBefore)
	artist    bool // a person alone is a credit: the name before an artist's dates (leadBefore)
	lower     bool // the caption has no capital letter: agencies match in any case (classify)
	notes     uint8
	// noticeAt is where findAny found the first editors' notice at the end, or the
	// caption's end when there is none (find)
	noticeAt int
	// starts holds, from the right, the bytes of findAtEnd's window, from its start,
	// where a credit may begin (lastDeadRun); ns is how many
	starts [maxCredit]uint8
	ns     int
	// peekWord's last answer, for the cursor peekPos and the limit peekEnd
	peekPos, peekEnd int
	peeked           span
}

func (p *parser) reset(start, end int) {
	p.pos, p.end, p.n, p.nw, p.lead, p.strong, p.bare, p.notes = start, end, 0, 0, false, false, false, 0
	p.licensed, p.copyright = false, false
}

// atClose reports whether only white space and a closing bracket are left.
func (p *parser) atClose() bool {
	i := spaceEnd(p.s, p.pos, p.end)
	return i == p.end || i+1 == p.end && (p.s[i] == ')' || p.s[i] == ']')
}

func (p *parser) skipSpace() {
	if p.pos < p.end && p.s[p.pos]-'!' >= 0x80-'!' { // not an ASCII byte above the space
		p.skipSpaceRun()
	}
}

// skipSpaceRun is skipSpace's slow path, kept out of line so that skipSpace inlines.
//
//go:noinline
func (p *parser) skipSpaceRun() {
	p.pos = spaceRunEnd(p.s, p.pos, p.end)
}

func (p *parser) consumeByte(c byte) bool {
	p.skipSpace()
	if p.pos < p.end && p.s[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// peekWord returns the span of the word at the cursor after white space. The steps
// of the grammar often peek twice at one place, so the last answer is kept.
func (p *parser) peekWord() span {
	if p.pos == p.peekPos && p.end == p.peekEnd {
		return p.peeked
	}
	return p.readWord()
}

// readWord is peekWord when the last answer does not hold. It reads the word as
// wordEnd does, in line: every word of a parse is read here, and a call costs much
// under wasm.
func (p *parser) readWord() span {
	s, end := p.s, p.end
	i := p.pos
	if i+1 < end && s[i] == ' ' { // the one space between two words, most often
		i++
	}
	i = spaceEnd(s, i, end)
	e := i
	for {
		for w := s[:end]; e < len(w) && byteClass[w[e]] == 0; e++ { // in w, tested once against its end
		}
		if e >= end || byteClass[s[e]] != wide && !ampInWord(s, e, end) || byteClass[s[e]] == wide && wideDelimAt(s, e) > 0 {
			break
		}
		e++
	}
	p.peekPos, p.peekEnd, p.peeked = p.pos, end, span{i, e}
	return p.peeked
}

// consumeCredit parses a whole window.
//
//	credit = [ "(" | "[" ] [ copyright ] [ "/" ] [ lead [ copyright | lead ] ] chain [ licence ]
//	         [ ")" | "]" ]     (a copyright or a second lead after a lead that ends with ":")
func (p *parser) consumeCredit() bool {
	var closer byte
	switch {
	case p.peekCopyrightC():
	case p.consumeByte('('):
		closer = ')'
	case p.consumeByte('['):
		closer = ']'
	}
	if p.consumeCopyright() {
		p.lead, p.strong, p.copyright = true, true, true
		p.consumeEstateOf()
	}
	if closer == 0 {
		p.consumeByte('/') // AFP's "... 2016. / AFP / Name"
	}
	if p.consumeDataNotice() && p.atClose() {
		p.consumeByte(closer)
		p.skipSpace()
		return p.pos == p.end && p.settle() // "Contains modified Copernicus Sentinel data"
	}
	if p.consumeLead() && p.s[p.pos-1] == ':' && !p.consumeCopyright() { // "Credit Image: © Name/ZUMA Press Wire"
		p.consumeLead() // "Mandatory Credit: Photo by Name/Shutterstock"
	}
	if !(p.bare && p.atClose()) && !p.consumeChain() {
		return false
	}
	p.consumeLicence()
	if closer == ']' && p.bracketName() || closer == 0 && p.pipeName() {
		p.lead = true // "... on Feb. 1. [PARK HYE-JIN]", "... on Saturday. | Name"
	}
	if closer != 0 && !p.consumeByte(closer) && !p.openAtEnd() {
		return false
	}
	p.skipSpace()
	return p.pos == p.end && p.settle()
}

// openAtEnd reports a credit whose bracket is left open at the end of the caption
// ("... 2016. (Photo by Name/AFP", "(AP Photo/Name"): a lead or an agency's word for
// picture says it is one. A caption cut short ("(Photo by Name...more") is no such
// slip: its credit is cut, not left open.
func (p *parser) openAtEnd() bool {
	p.skipSpace()
	tail := p.s[max(0, len(p.s)-16):]
	return p.pos == p.end && p.end == len(p.s) && (p.lead || p.strong) &&
		!strings.Contains(tail, "...") && !strings.Contains(tail, "…")
}

// bracketName reports a credit in square brackets that is one person's name in
// capitals, a family name and a hyphenated given name, as Korean papers credit their
// own photographers ("[PARK HYE-JIN]", like "[YONHAP]" for an agency): the brackets
// lead it. Other words in capitals there are notes ("[GRAPHIC CONTENT]").
//
//	bracket-name = "[" FAMILY GIVEN "-" NAME "]"
func (p *parser) bracketName() bool {
	if p.n != 1 || p.links[0].kind != kindPerson {
		return false
	}
	w := p.s[p.links[0].span.start:p.links[0].span.end]
	sp := strings.IndexByte(w, ' ')
	if sp < 2 || hasLower(w) || strings.IndexByte(w[sp+1:], ' ') >= 0 {
		return false
	}
	h := strings.IndexByte(w[sp+1:], '-') + sp + 1
	return h > sp+2 && h+2 < len(w) && isUpperASCII(w[h-1]) && isUpperASCII(w[h+1])
}

// nameCase reports a word of a name in title case: a capital, then lower-case letters,
// letters beyond ASCII ("Zoë"), apostrophes, and hyphens, each before a letter of
// either case ("Jean-Luc", "O'Brien").
func nameCase(w string) bool {
	if len(w) < 2 || !isUpperASCII(w[0]) {
		return false
	}
	for i := 1; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'a' && c <= 'z', c >= 0x80:
		case isUpperASCII(c) && (w[i-1] == '-' || w[i-1] == '\''):
		case (c == '-' || c == '\'') && i+1 < len(w) && w[i-1] != '-' && w[i-1] != '\'':
		default:
			return false
		}
	}
	return true
}

// pipeName reports a credit that is one person's name, two to four words in title
// case, right after a bar set off by spaces that follows a period, the way the Japan
// Times credits its photographers ("... in January 2024. | Name"): the bar leads it
// like "Photo:". An agency of the table there needs no lead ("| KYODO"); a word
// alone is no one's name ("| Mosul").
//
//	pipe-name = "." " | " Name Name [Name [Name]]
func (p *parser) pipeName() bool {
	if p.n != 1 || p.links[0].kind != kindPerson {
		return false
	}
	sp := p.links[0].span
	i := sp.start
	if i < 4 || p.s[i-1] != ' ' || p.s[i-2] != '|' || p.s[i-3] != ' ' || p.s[i-4] != '.' {
		return false
	}
	words := 0
	for k := i; k < sp.end; {
		e := k
		for e < sp.end && p.s[e] != ' ' {
			e++
		}
		if !nameCase(p.s[k:e]) {
			return false
		}
		words++
		k = e + 1
	}
	return words >= 2 && words <= 4
}

// consumeLicence skips the licence of a shared picture, which names no one
// ("Name/Flickr (CC BY-SA 2.0)"). None of its words is a lower-case word, so that it
// reads no word of a run of lastDeadRun.
//
//	licence     = [ "," | "/" ] [ "(" ] [ "©" ] licenceText [ ")" ]   (the brackets paired)
//	licenceText = ( "CC" | "CC0" | "CC-" ... | "Creative" "Commons" | "Public" "Domain" (any case) | "Crown" "Copyright" ) { licenceWord }
//	licenceWord = a word that opens with a capital or a digit
func (p *parser) consumeLicence() {
	save := p.pos
	p.skipSpace()
	if p.pos == p.end || p.s[p.pos] != ',' && p.s[p.pos] != '/' && p.s[p.pos] != '(' && p.s[p.pos] != 'C' && p.s[p.pos]|0x20 != 'p' && p.s[p.pos] != 0xc2 {
		p.pos = save
		return
	}
	if !p.consumeByte(',') {
		p.consumeByte('/')
	}
	paren := p.consumeByte('(')
	if p.signAt(p.pos) { // "© Crown copyright"
		p.pos += 2
		p.skipSpace()
	}
	if !p.licenceAhead() {
		p.pos = save
		return
	}
	w := p.peekWord()
	p.pos = w.end // "CC", or "Creative" before "Commons"
	if equalFold(p.s[w.start:w.end], "Crown") || equalFold(p.s[w.start:w.end], "Public") {
		p.pos = p.peekWord().end // "copyright", in any case
	}
	for k := 0; k < 8; k++ {
		w := p.peekWord()
		if w.start == w.end || !isUpperASCII(p.s[w.start]) && !isDigit(p.s[w.start]) {
			break
		}
		p.pos = w.end
	}
	if paren && !p.consumeByte(')') {
		p.pos = save
		return
	}
	p.licensed = true
}

func trimDots(w string) string {
	for len(w) > 0 && w[len(w)-1] == '.' {
		w = w[:len(w)-1]
	}
	return w
}

// consumeChain reads links and the separators between them.
//
//	chain = [ placement-label ] link [ placement ] [ gloss ] [ formerly ]
//	        { sep [ licence "," "via" ] [ "Courtesy" "of" (after "/" or ",") ] [ placement-label ] link [ placement ] [ gloss ] [ formerly ] }
func (p *parser) consumeChain() bool {
	sep := sepNone
	for {
		p.consumePlacementLabel()
		if w := p.peekWord(); w.end-w.start == 9 && equalFold(p.s[w.start:w.end], "satellite") ||
			w.end-w.start == 6 && p.copyright && sep != sepNone && p.s[w.start:w.end] == "Source" {
			// a lead inside the chain: "(Photo by Satellite image ©2024 Name/Getty Images)",
			// "Handout / Satellite image ©2025 Name / AFP", "© European Union 2024 - Source: EP"
			p.consumeLead()
		}
		if !p.consumeLink(sep) {
			return false
		}
		p.consumeYear()
		p.consumePlacement()
		p.consumeGloss()
		p.consumeFormerly()
		save := p.pos
		if sep = p.consumeSep(); sep == sepNone || (sep == sepComma || sep == sepSlash) && p.licenceAhead() {
			if sep == sepNone || !p.licenceVia() {
				p.pos = save
				return true
			}
			sep = sepVia // "Name, CC BY-SA 4.0, via Wikimedia Commons"
		}
		if sep == sepSlash || sep == sepComma {
			p.consumeCourtesyOf(sep)
		}
	}
}

// consumeCourtesyOf skips "Courtesy of" that opens a link after a slash
// ("Name/Courtesy of Saudi Royal Court/Handout via REUTERS") or a comma, there in
// lower case too ("Photo by Name, courtesy of Orbis Hotels"), or "Courtesy" before a
// capitalised word after a slash ("© Estate of Name / Courtesy Halvorsen Gallery"):
// the link after it is read as any other.
func (p *parser) consumeCourtesyOf(sep sepKind) {
	w := p.peekWord()
	if !equalFold(p.s[w.start:w.end], "courtesy") || !isUpperASCII(p.s[w.start]) && sep != sepComma {
		return
	}
	save := p.pos
	p.pos = w.end
	if o := p.peekWord(); p.s[o.start:o.end] == "of" {
		p.pos = o.end
		return
	} else if sep == sepSlash && o.end-o.start > 1 && isUpperASCII(p.s[o.start]) && !has(p.s[o.start:o.end], fNotName|fLead) {
		return
	}
	p.pos = save
}

// consumeFormerly skips the old name of the link before it, as a gloss:
//
//	formerly = ( "," | "(" ) "formerly" word [ ")" ]   ("X, formerly Twitter", "X (formerly Twitter)")
func (p *parser) consumeFormerly() {
	save := p.pos
	p.skipSpace()
	if p.pos+11 >= p.end || p.s[p.pos] != ',' && p.s[p.pos] != '(' {
		p.pos = save
		return
	}
	paren := p.s[p.pos] == '('
	p.pos++
	if w := p.peekWord(); p.s[w.start:w.end] == "formerly" {
		p.pos = w.end
		if o := p.peekWord(); o.end > o.start && isUpperASCII(p.s[o.start]) {
			p.pos = o.end
			if !paren || p.consumeByte(')') {
				return
			}
		}
	}
	p.pos = save
}

// licenceVia reads a licence between two links and the "via" after it, as
// Wikimedia Commons writes its credits ("Name, CC BY-SA 4.0, via Wikimedia
// Commons"); else the cursor stays.
func (p *parser) licenceVia() bool {
	save, licensed := p.pos, p.licensed
	p.consumeLicence()
	if p.licensed {
		p.consumeByte(',')
		if w := p.peekWord(); p.s[w.start:w.end] == "via" {
			p.pos = w.end
			return true
		}
	}
	p.pos, p.licensed = save, licensed
	return false
}

// consumeEstateOf skips "Estate of" (maybe after "the") after a copyright sign:
// the photographer's heirs hold the copyright, and the name after it is the
// photographer's ("© Estate of Name", "Photograph © The Estate of Name").
func (p *parser) consumeEstateOf() {
	save := p.pos
	w := p.peekWord()
	if equalFold(p.s[w.start:w.end], "the") {
		p.pos = w.end
		w = p.peekWord()
	}
	if equalFold(p.s[w.start:w.end], "estate") && isUpperASCII(p.s[w.start]) {
		p.pos = w.end
		if o := p.peekWord(); p.s[o.start:o.end] == "of" {
			p.pos = o.end
			return
		}
	}
	p.pos = save
}

// wordAfter is the word that follows w, which peekWord read; the cursor stays.
//
//go:noinline
func (p *parser) wordAfter(w span) string {
	save := p.pos
	p.pos = w.end
	c := p.peekWord()
	p.pos = save
	return p.s[c.start:c.end]
}

// licenceAhead reports whether a licence opens at the cursor, as written: "CC",
// "CC0", "CC-..." or "Creative Commons", "Public Domain" (a US agency's "Name/ Public
// Domain"), or the British state's "Crown Copyright" in any case (consumeLicence reads
// it).
func (p *parser) licenceAhead() bool {
	w := p.peekWord()
	switch word := p.s[w.start:w.end]; {
	case len(word) < 2:
		return false
	case word[0]|0x20 == 'p' && equalFold(word, "public"):
		return equalFold(p.wordAfter(w), "domain") // "Public Domain", "(public domain)"
	case word[0] != 'C':
		return false
	case word == "CC", word == "CC0":
		return true
	case word == "Creative":
		return p.wordAfter(w) == "Commons"
	case equalFold(word, "Crown"):
		return equalFold(p.wordAfter(w), "Copyright")
	default:
		return strings.HasPrefix(word, "CC-")
	}
}

// attribution reports a catalogue's word of doubt about a creator: "attributed",
// "attrib.", "attr.", "probably", "possibly", "?".
func attribution(w string) bool {
	switch w {
	case "attributed", "attrib.", "attr.", "probably", "possibly", "?":
		return true
	}
	return false
}

// consumeGloss reads words in parentheses after a link: an agency's expansion,
// skipped ("WANA (West Asia News Agency)"), a person's agency ("Name (AFP)"), an
// account's handle, skipped ("Name (@name)"), or a catalogue's doubt about a person,
// skipped ("Name (attributed)").
//
//	gloss = "(" ( orgWord { orgWord } | handle | attribution ) ")"
func (p *parser) consumeGloss() {
	save := p.pos
	if p.n == 0 || p.n == maxLinks || !p.consumeByte('(') {
		return
	}
	p.skipSpace()
	if w := p.peekWord(); handle(p.s[w.start:w.end]) {
		p.pos = w.end // "Name (@name) via Instagram": the account of the link before
		if p.consumeByte(')') {
			return
		}
		p.pos = save
		return
	}
	if p.links[p.n-1].kind == kindPerson && p.otherScriptName() {
		return // "Name (Ім'я Прізвище)/Ukrinform", "王磊 (Wang Lei)/Xinhua": the same name
	}
	if w := p.peekWord(); p.links[p.n-1].kind == kindPerson && attribution(p.s[w.start:w.end]) {
		if p.pos = w.end; p.consumeByte(')') {
			return // "Photographer: Name (attributed)": a catalogue's doubt, the name stands
		}
		p.pos = save
		return
	}
	start := p.pos
	p.catalogue = false
	for {
		w := p.peekWord()
		if w.start == w.end {
			break
		}
		if word := p.s[w.start:w.end]; !orgWord(word) {
			if !catalogueNumber(word) {
				break
			}
			p.catalogue = true
		}
		p.pos = w.end
	}
	end := p.pos
	if !p.consumeByte(')') || start == end {
		p.pos = save
		return
	}
	switch p.links[p.n-1].kind {
	case kindAgency:
	case kindOrg:
		if !p.catalogue && !p.acronymGloss(start, end) {
			p.pos = save
			return
		}
	case kindPerson:
		canon, e, ok := matchAgency(p.s, start, end)
		if !ok && p.acronymWord(start, end) {
			canon, e, ok = p.s[start:end], end, true // "Photo: Name (CIAT)": an institute's acronym, as written
		}
		if !ok || e != end {
			p.pos = save
			return
		}
		p.links[p.n] = link{sep: sepSlash, kind: kindAgency, canon: canon, span: span{start, end}, name: span{start, end}}
		p.n++
	default:
		p.pos = save
	}
}

// acronymWord reports one word of two to six capitals at s[start:end].
func (p *parser) acronymWord(start, end int) bool {
	if end-start < 2 || end-start > 6 {
		return false
	}
	for i := start; i < end; i++ {
		if !isUpperASCII(p.s[i]) {
			return false
		}
	}
	return true
}

// acronymGloss says whether s[start:end], in brackets after an organisation, is its
// acronym: one word of two to six capitals opening with the organisation's first
// letter ("Press Information Bureau (PIB)"), or of three or more before the slash
// of the next link, in the organisation's own language ("Center for Volcanology
// and Geological Hazard Mitigation (PVMBG)/Handout"), unless it names an agency of
// the table.
func (p *parser) acronymGloss(start, end int) bool {
	if end-start < 2 || end-start > 6 {
		return false
	}
	if p.s[start] != p.s[p.links[p.n-1].name.start] {
		if end-start < 3 || p.pos >= p.end || p.s[p.pos] != '/' {
			return false
		}
		if _, e, ok := matchAgency(p.s, start, end); ok && e == end {
			return false
		}
	}
	for i := start; i < end; i++ {
		if !isUpperASCII(p.s[i]) {
			return false
		}
	}
	return true
}

// otherScriptName reads, after the opening bracket of a gloss on a person's name, the
// same name written in the other script, Latin for a name in another and another for
// a name in Latin, and the closing bracket: one to four capitalised words of letters,
// all opening in one script.
//
//	other-script-name = Name [ Name [ Name [ Name ] ] ] ")"
func (p *parser) otherScriptName() bool {
	save := p.pos
	latin := p.s[p.links[p.n-1].name.start] < 0x80
	for k := 0; k < 4; k++ {
		w := p.peekWord()
		word := p.s[w.start:w.end]
		if word == "" || (word[0] < 0x80) == latin || !capitalised(word) || !lettersOnly(word, false, false) {
			break
		}
		p.pos = w.end
		if p.consumeByte(')') {
			return true
		}
	}
	p.pos = save
	return false
}

// consumeSep reads the separator between two links.
//
//	sep = "/" | "\" | "|" | " - " | "—" | "–" | "," | ";" | ":" | "&" | "and" | "via" | "for" | "pour" | "on"
//	    | "," "Special" "to"                      (as "for": "Name, Special to the Daily News")
func (p *parser) consumeSep() sepKind {
	p.skipSpace()
	if p.pos >= p.end {
		return sepNone
	}
	switch p.s[p.pos] {
	case '/', '\\', '|':
		p.pos++
		if p.s[p.pos-1] == '/' && p.pos < p.end && p.s[p.pos] == '/' {
			p.pos++ // "REUTERS//Name": a slash typed twice
		}
		if w := p.peekWord(); equalFold(p.s[w.start:w.end], "for") {
			p.pos = w.end
			return sepFor // "Name/For The Washington Post"
		} else if equalFold(p.s[w.start:w.end], "via") {
			p.pos = w.end
			return sepVia // "Kyodo/via REUTERS"
		}
		return sepSlash
	case ',', ';':
		p.pos++
		if w := p.peekWord(); p.s[p.pos-1] == ';' && w.end < p.end && p.s[w.end] == ':' && isLead(p.s[w.start:w.end]) {
			p.pos = w.end + 1
			return sepComma // "Image © 2020 Maxar Technologies; Source: Google Earth": the lead names no one
		} else if equalFold(p.s[w.start:w.end], "via") {
			p.pos = w.end
			return sepVia
		} else if p.s[w.start:w.end] == "and" && p.n > 0 && p.links[p.n-1].kind == kindPerson {
			p.pos = w.end
			return sepAnd // "Name, Name, and Name/Getty Images"
		} else if p.s[w.start:w.end] == "for" && p.n > 0 && p.links[0].kind == kindPerson && p.links[p.n-1].kind != kindNonPerson &&
			strings.IndexByte(p.s[p.links[0].span.start:p.links[0].span.end], ' ') > 0 {
			p.pos = w.end
			return sepFor // "Name, for Jeune Afrique", "© Name, Reuters, for El País"
		} else if p.s[w.start:w.end] == "using" && p.n > 0 && p.consumeDataFrom(w.end) {
			return sepVia // "Image by Name, using Landsat data from the U.S. Geological Survey"
		} else if p.s[w.start:w.end] == "Special" {
			save := p.pos
			p.pos = w.end
			if t := p.peekWord(); p.s[t.start:t.end] == "to" {
				p.pos = t.end
				return sepFor // "Name, Special to the Daily News", as "for" a paper
			}
			p.pos = save
		}
		return sepComma
	case ':':
		p.pos++
		return sepColon
	case '&':
		p.pos++
		return sepAnd
	case '-':
		if p.pos+1 < p.end && spaceAt(p.s, p.pos+1) > 0 {
			p.pos++
			if e := dottedDateSlash(p.s, spaceEnd(p.s, p.pos, p.end), p.end); e > 0 {
				p.pos = e // "Name - 9.jan.2023/Folhapress": the day between the photographer and the agency
			}
			return sepSlash
		}
	case 0xe2:
		if n := delimAt(p.s, p.pos); n == 3 && (p.s[p.pos+2] == 0x93 || p.s[p.pos+2] == 0x94) {
			p.pos += 3
			return sepSlash
		}
	}
	w := p.peekWord()
	switch word := p.s[w.start:w.end]; {
	case equalFold(word, "via"):
		p.pos = w.end
		return sepVia
	case word == "and" || word == "AND":
		p.pos = w.end
		return sepAnd
	case word == "for" || word == "pour" || word == "POUR":
		p.pos = w.end
		return sepFor // French writes "pour": "© Name pour Jeune Afrique", "NAME POUR « LE MONDE »"
	case word == "on":
		p.pos = w.end
		return sepVia // "Photo by Name on Unsplash"
	case word == "by" && p.n > 1 && p.links[p.n-1].sep == sepSlash && p.links[p.n-2].kind == kindPerson:
		if _, e, ok := matchAgency(p.s, spaceEnd(p.s, w.end, p.end), p.end); ok && spaceEnd(p.s, e, p.end) == p.end {
			p.pos = w.end
			return sepVia // "Name/Contour by Getty Images": a brand of the agency that ends the credit
		}
	case word == "from" && p.n > 0:
		if k := p.fromSep(w.end); k != sepNone {
			p.pos = w.end
			return k
		}
	}
	return sepNone
}

// dottedDateSlash returns the end of a day written with dots and a month's
// abbreviation, and the slash after it, at i ("9.jan.2023/", as Folha credits its
// pictures), or 0.
func dottedDateSlash(s string, i, end int) int {
	j := i
	for j < end && j-i < 2 && isDigit(s[j]) {
		j++
	}
	if j == i+1 && s[i] == '1' && strings.HasPrefix(s[j:end], "º.") {
		j += len("º") // "1º.nov.2022/Folhapress"
	}
	if j == i || j+10 > end || s[j] != '.' || s[j+4] != '.' || !isDigit(s[j+5]) || !isDigit(s[j+8]) || s[j+9] != '/' {
		return 0
	}
	for _, c := range s[j+1 : j+4] {
		if c < 'a' || c > 'z' {
			return 0
		}
	}
	return j + 10
}

// DateIn returns where the day that a credit from start to end holds between the
// photographer and the agency begins ("Name - 9.jan.2023/Folhapress"), which is the
// picture's, or end when it holds none.
func DateIn(text string, start, end int) int {
	for i := start; i < end; {
		k := strings.Index(text[i:end], " - ")
		if k < 0 {
			break
		}
		if i += k + 3; dottedDateSlash(text, i, end) > 0 {
			return i
		}
	}
	return end
}

// consumeDataFrom reads, from i after ", using", the words that name the data an
// image was made from and the body that gave it, as science agencies credit their
// images: "using Landsat data from the", "using data from".
//
//	data-from = "using" { Word } "data" "from" [ "the" ]     (at most three words before "data")
func (p *parser) consumeDataFrom(i int) bool {
	save := p.pos
	p.pos = i
	for k := 0; k < 4; k++ {
		w := p.peekWord()
		if p.s[w.start:w.end] != "data" {
			p.pos = w.end
			continue
		}
		p.pos = w.end
		if f := p.peekWord(); p.s[f.start:f.end] == "from" {
			p.pos = f.end
			if t := p.peekWord(); p.s[t.start:t.end] == "the" {
				p.pos = t.end
			}
			return true
		}
		break
	}
	p.pos = save
	return false
}

// fromSep is the separator that a "from" ending at i makes after the last link: a
// slash after "handout" ("handout from the Karenni Army", as "Handout/Arakan Army"),
// "via" between two agencies of the table ("Tass from Sovfoto": a wire's picture
// that another agency sent on) or between a person and an agency of the table that
// ends the credit and shares pictures under open licences ("Image by Name from
// Pixabay"; not "Name from AP"); else none, and the chain ends there.
func (p *parser) fromSep(i int) sepKind {
	l := &p.links[p.n-1]
	switch {
	case l.kind == kindNonPerson && (equalFold(p.s[l.span.start:l.span.end], "handout") || equalFold(p.s[l.span.start:l.span.end], "handouts")):
		return sepSlash
	case l.kind == kindAgency:
		if _, _, ok := matchAgency(p.s, spaceEnd(p.s, i, p.end), p.end); ok {
			return sepVia
		}
	case l.kind == kindPerson:
		if canon, e, ok := matchAgency(p.s, spaceEnd(p.s, i, p.end), p.end); ok && spaceEnd(p.s, e, p.end) == p.end && sharingSite(canon) {
			return sepVia // "Image by Name from Pixabay": the site ends the credit
		}
	}
	return sepNone
}

// sharingSite reports an agency of the table that is a site of pictures under open
// licences, which credits a picture "by Name from" the site.
func sharingSite(canon string) bool {
	switch canon {
	case "Pixabay", "Pexels", "Unsplash", "Wikimedia Commons":
		return true
	}
	return false
}

// consumeLink reads the words of one link and classifies them. "for", "and" and
// "of" stay inside a link that already reads as an organisation.
//
//	link = word { word }
func (p *parser) consumeLink(sep sepKind) bool {
	p.nw = 0
	for p.nw < maxWords {
		w := p.peekWord()
		if w.start == w.end && w.start < p.end && p.s[w.start] == '&' && p.nw > 0 {
			w.end++ // "The News & Observer", if stopsLink lets it stay
		}
		if w.start == w.end {
			break
		}
		var b wordFlag
		if mayBeListed(p.s[w.start:w.end]) {
			b = groupBits(p.s[w.start:w.end])
		}
		f := b & fLists
		if (w.end-w.start <= 3 || !isUpperASCII(p.s[w.start])) && p.stopsLink(w, f) { // longer capitalised words never stop it
			break
		}
		p.words[p.nw], p.wf[p.nw] = w, f|b&(fPlaceKind|fSettlement) // personLink turns away a kind of place
		p.nw++
		p.pos = w.end
		if word := p.s[w.start:w.end]; word[len(word)-1] == '.' && !initialLike(word) && f&(fAbbrev|fRank) == 0 &&
			strings.IndexByte(word, '.') == len(word)-1 {
			break // a sentence ends inside the link: "Aleppo. REUTERS"
		}
	}
	if p.nw == 0 || p.nw == maxWords {
		return false
	}
	if w, e := companySuffix(p.s, p.pos, p.end); e > 0 && p.nw < maxWords-1 {
		p.words[p.nw], p.wf[p.nw] = w, groupBits(p.s[w.start:w.end])&fLists
		p.nw++
		p.pos = e
	} else if e := p.portfolioList(); e > 0 {
		for i := p.pos + 2; i < e && p.nw < maxWords-1; i++ { // the list's words, each a word of the link
			j := wordEnd(p.s, i, e)
			p.words[p.nw], p.wf[p.nw] = span{i, j}, groupBits(p.s[i:j])&fLists
			p.nw++
			if i = j; i < e && p.s[i] == ',' {
				i++
			}
		}
		p.pos = e
	}
	return p.classify(sep)
}

// portfolioList returns the end of the rest of a ministry's list of portfolios after
// the comma at p.pos, up to the slash or the bracket that ends the link ("Tuvalu
// Ministry of Justice, Communication and Foreign Affairs/Handout"): capitalised words,
// commas and one "and"; 0 when the link is no organisation's "X of Y" or no such list
// follows.
func (p *parser) portfolioList() int {
	i := p.pos
	if i+2 >= p.end || p.s[i] != ',' || p.s[i+1] != ' ' || !p.orgish() {
		return 0
	}
	of := false
	for _, w := range p.words[:p.nw] {
		of = of || p.s[w.start:w.end] == "of"
	}
	if !of {
		return 0
	}
	and := false
	for i += 2; i < p.end; {
		e := wordEnd(p.s, i, p.end)
		switch w := p.s[i:e]; {
		case w == "and":
			and = true
		case w == "" || !isUpperASCII(w[0]):
			return 0
		}
		switch {
		case e >= p.end || p.s[e] == '/' || p.s[e] == ')':
			if and {
				return e
			}
			return 0
		case p.s[e] == ' ':
			i = e + 1
		case p.s[e] == ',' && e+1 < p.end && p.s[e+1] == ' ' && !and:
			i = e + 2
		default:
			return 0
		}
	}
	return 0
}

// companySuffix reads, at i, a comma and the form of a company after its name
// ("CQ-Roll Call, Inc via Getty Images"), which stays in the name; it returns the
// form's word and where it ends, after its dot, or 0.
func companySuffix(s string, i, end int) (span, int) {
	if i+5 > end || s[i] != ',' || s[i+1] != ' ' {
		return span{}, 0
	}
	for _, f := range [...]string{"Inc", "Ltd", "LLC", "Corp"} {
		j := i + 2 + len(f)
		if j > end || s[i+2:j] != f {
			continue
		}
		w := span{i + 2, j}
		if j < end && s[j] == '.' {
			j++
		}
		if j == end || s[j] == ' ' || s[j] == '/' || s[j] == ')' || s[j] == ']' {
			return w, j
		}
	}
	return span{}, 0
}

// orgish reports whether the words read so far name an organisation.
func (p *parser) orgish() bool {
	if p.nw == 0 {
		return false
	}
	first, last := p.words[0], p.words[p.nw-1]
	if _, e, ok := matchAgency(p.s, first.start, last.end); ok && e == last.end {
		return false // "Getty Images for UNICEF"
	}
	for _, f := range p.wf[:p.nw] {
		if f&fOrgSignal != 0 {
			return true
		}
	}
	return false
}

// causeAhead reports, at the "for" that ends at i after one word no list knows,
// that an organisation's name goes on with the cause it works for ("Mwatana for Human
// Rights", "Physicians for Peace Network"): a person has two names at least, and a
// paper after "for" opens with "The" ("Name for The Washington Post"); an agency of
// the table before "for" is one of the credit's ("Sputnik for Name Media").
func (p *parser) causeAhead(i int) bool {
	if p.nw != 1 || p.wf[0] != 0 {
		return false
	}
	if _, e, ok := matchAgency(p.s, p.words[0].start, p.words[0].end); ok && e == p.words[0].end {
		return false // "REUTERS for Wire"
	}
	save := p.pos
	p.pos = i
	w := p.peekWord()
	p.pos = save
	return w.end > w.start && capitalised(p.s[w.start:w.end]) && !equalFold(p.s[w.start:w.end], "the") && p.orgAhead(i)
}

// orgAhead reports whether the capitalised words from i up to the next separator
// hold an organisation's word ("Fire and Rescue Service"), so that an "and" before
// them stays inside one organisation's name.
func (p *parser) orgAhead(i int) bool {
	save := p.pos
	defer func() { p.pos = save }()
	p.pos = i
	for k := 0; k < maxWords; k++ {
		w := p.peekWord()
		if w.start == w.end {
			return false
		}
		word := p.s[w.start:w.end]
		if !orgWord(word) {
			return false
		}
		if has(word, fOrgSignal) || causeWord(word) {
			return true
		}
		p.pos = w.end
	}
	return false
}

// causeWord reports a capitalised cause that groups name after "for" ("Syrians for
// Truth and Justice", "Women for Peace and Freedom"). It is no sign of an
// organisation elsewhere: a person may be named Justice or Peace.
func causeWord(w string) bool {
	switch w {
	case "Truth", "Justice", "Peace", "Freedom", "Democracy", "Dignity", "Accountability", "Change":
		return true
	}
	return false
}

// agencyAcross reports an agency of the table whose name the link's words open and
// that goes on past the "and" at w ("The Globe and Mail"), so that the "and" stays
// inside it.
func (p *parser) agencyAcross(w span) bool {
	if p.nw == 0 {
		return false
	}
	_, e, ok := matchAgency(p.s, p.words[0].start, p.end)
	return ok && e > w.end
}

// consumeYear passes over the year of a copyright after an organisation's name, with
// or without a comma, where the credit or its link ends ("© European Union, 2024",
// "© European Union 2024 - Source: EP"), or between slashes, with the sign or not
// ("© UNICEF Ethiopia/2023/Name", "Gavi/2023/Name"): no part of a name.
func (p *parser) consumeYear() {
	if p.pos+6 < p.end && p.s[p.pos] == '/' && p.s[p.pos+5] == '/' && copyrightYear(p.s[p.pos+1:p.pos+5]) {
		p.pos += 5 // "© UNICEF Ethiopia/2023/Name", "Gavi/2023/Name": the year between slashes, the name after
		return
	}
	if !p.copyright {
		return // "Photograph by Name, 1936.": the year of the picture
	}
	save := p.pos
	p.consumeByte(',')
	if w := p.peekWord(); w.end-w.start == 4 && copyrightYear(p.s[w.start:w.end]) && p.yearEnds(w.end) {
		p.pos = w.end
		return
	}
	p.pos = save
}

// yearEnds reports the end of a credit, or of one of its links, at byte i after a
// year: the window's end, a bracket, a stop, a semicolon or a spaced dash.
func (p *parser) yearEnds(i int) bool {
	if i >= p.end {
		return true
	}
	switch p.s[i] {
	case ')', ']', '.', ';':
		return true
	case ' ':
		return i+2 < p.end && p.s[i+1] == '-' && p.s[i+2] == ' '
	}
	return false
}

// stopsLink reports whether the word w ends the link being read.
func (p *parser) stopsLink(w span, f wordFlag) bool {
	word := p.s[w.start:w.end]
	if p.copyright && p.nw > 0 && len(word) == 4 && copyrightYear(word) && p.yearEnds(w.end) {
		return true // "© European Union 2024 - Source: EP": the year, read by consumeYear
	}
	if p.nw >= 3 && word[0] >= 'a' && word[0] <= 'z' && f == 0 && !strings.Contains(word, "-") &&
		!strings.Contains(word, "'") && !(placeKind(word) && p.orgish()) {
		return true // no credit word is lower case but particles, listed words and place kinds
	}
	switch word {
	case "by", "on", "from":
		return true // "from" stays in no link: "handout from the Karenni Army", "Tass from Sovfoto" (fromSep)
	case "for", "pour", "POUR":
		return !p.orgish() && !p.causeAhead(w.end)
	case "and", "AND", "&":
		return !p.orgish() && !p.orgAhead(w.end) && !p.agencyAcross(w)
	case "-":
		e := w.end
		for e < p.end && p.s[e] == ' ' {
			e++
		}
		return p.nw > 0 || e >= p.end || p.s[e] != '/' // "- / AFP": no name given
	default:
		return equalFold(word, "via")
	}
}

// catalogueNumber reports a word of a museum's catalogue or accession number: digits,
// maybe with capitals, periods, hyphens or a slash between ("5123", "1987.214.33",
// "Q-4521"), a digit first or last; or a picture agency's id of digits and one
// lower-case letter ("14312345a").
func catalogueNumber(w string) bool {
	if !isDigit(w[0]) && !isDigit(w[len(w)-1]) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !isDigit(c) && !isUpperASCII(c) && c != '.' && c != '-' && c != '/' &&
			!(i == len(w)-1 && i >= 4 && 'a' <= c && c <= 'z' && isDigit(w[i-1])) { // Shutterstock's "14312345a"
			return false
		}
	}
	return true
}
