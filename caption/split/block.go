package split

import (
	"bytes"
	"strconv"
	"strings"
)

// lineKind is what a non-blank line of a paragraph is.
type lineKind uint8

const (
	kindOther    lineKind = iota // text that may continue on the next line
	kindComplete                 // looks like a whole caption on its own
	kindTitle                    // short, no ending: a title when it stands alone
	kindNoise                    // page noise: counter, navigation, date line, symbols
)

// Flags of a noise line that make noise of the lines around it (context).
const (
	flagNotice = 1 + iota // a notice: its sentence may be wrapped over the lines around it
	flagReply             // "Replying to @name": the lines after it are the reply
)

// lineInfo is one non-blank line: it starts at start, the next line at next,
// its text without surrounding white space is data[s:e], its number is no.
type lineInfo struct {
	start, next, s, e, no int
	mark                  int // bytes of a list number at s ("1. "), not part of a caption
	kind                  lineKind
	flag                  uint8
}

// splitter holds the state of one Split call. Lines of the current paragraph
// are kept in lines, a slice reused from paragraph to paragraph.
type splitter struct {
	res   *Result
	max   int
	data  []byte
	m     *offsetMap // nil when data is the original bytes
	lines []lineInfo
	buf   []byte // reused for caption text
	buf2  []byte // reused for caption text with its markup decoded
	row   []byte // reused for the text of a table's row
	table bool   // the data is sniffed: it may open with a table's header
	rows  bool   // a table's rows are read: a caption's text is s.row
	// paragraphs: the data holds a blank line, so that a paragraph is a caption (a file
	// without one has a caption a line)
	paragraphs bool

	texts strings.Builder // the captions' texts, one after the other
	ends  []int           // where each caption's text ends in texts

	accOrig int // bytes of the original accounted so far

	n1252, n1250, nMojibake, firstLongSize     int
	line1252, line1250, lineMojibake, lineLong int
}

// captionGuess is about the fewest bytes a caption takes with the blank line after
// it, to size the list of captions.
const captionGuess = 128

// run splits data[from:] into paragraphs and paragraphs into captions.
func (s *splitter) run(data []byte, from int) {
	s.data = data
	s.paragraphs = bytes.Contains(data[from:], []byte("\n\n")) || bytes.Contains(data[from:], []byte("\r\n\r\n"))
	s.texts.Grow(len(data) - from)
	// Room for a caption every captionGuess bytes: a news caption is rarely shorter.
	guess := (len(data)-from)/captionGuess + 1
	s.res.Captions = make([]Caption, 0, guess)
	s.ends = make([]int, 0, guess)
	if s.table {
		var cells [16]span // no allocation for a first line that is no header
		if t, ok := findTable(data, from, cells[:0]); ok {
			s.runTable(t)
			return
		}
	}
	lx := newLexer(data)
	p, no := from, 1
	for p < len(data) {
		end, next := lx.line(p)
		switch {
		case isBlank(data[p:end]):
			p, no = next, no+1
		case end-p > s.max:
			s.long(p, next, no)
			p, no = next, no+1
		default:
			p, no = s.readParagraph(&lx, p, no)
		}
	}
	s.account(&s.res.BlankBytes, len(data))
	s.res.Lines = max(no-1, 1) // data is not empty: a byte order mark alone is one line
}

// readParagraph reads the paragraph whose first line starts at p and is line
// no; it returns the start and number of the line after it. Lines are
// collected until the paragraph ends or grows past s.max bytes, after which
// they are read one caption a line as they come.
func (s *splitter) readParagraph(lx *lexer, p, no int) (int, int) {
	s.lines = s.lines[:0]
	size, streaming := 0, false
	for p < len(s.data) {
		end, next := lx.line(p)
		if isBlank(s.data[p:end]) || end-p > s.max {
			break
		}
		l := s.classify(p, end, next, no)
		switch {
		case streaming:
			s.lineMode(l)
		case size+next-p > s.max:
			for _, l := range s.lines {
				s.lineMode(l)
			}
			s.lineMode(l)
			streaming = true
		default:
			s.lines = append(s.lines, l)
			size += next - p
		}
		p, no = next, no+1
	}
	if !streaming {
		s.paragraph()
	}
	return p, no
}

// paragraph turns the collected lines of a paragraph into captions: one a line
// when at least two lines look complete and at most a fifth of the text lines
// do not (a caption file with one caption a line, a few odd ones among them);
// else the lines between noise lines are joined (wrapped text), a run of
// nothing but titles being noise (a menu, a list of links), and a run is cut
// before a line that starts a caption of its own (startsCaption).
func (s *splitter) paragraph() {
	s.context()
	if s.paragraphs && len(s.lines) == 2 && s.lines[0].kind != kindNoise && s.lines[1].kind != kindNoise && isFieldCredit(s.lineText(0)) &&
		!hasCredit(s.lineText(1)) && !hasLeadCredit(s.lineText(1)) {
		s.caption(s.lines[0], s.lines[1]) // a credit on a line of its own over its caption: "PHOTO: ORG / NAME" / "Text ..."
		return
	}
	complete, other := 0, 0
	for i, l := range s.lines {
		switch l.kind {
		case kindComplete:
			// So is a labelled credit ("Credit: Name/Agency") under a sentence or
			// under a credit (a picture page's fields: "... (Photo by Name/Getty
			// Images)" / "Credit: Name / Staff" / "Collection: ..."), a
			// record's trailing field ("Location: ...", "Published: ...") and a
			// labelled caption under a labelled credit ("Credit: ..." / "Caption: ...").
			if i > 0 && s.lines[i-1].kind != kindNoise && (isFieldCredit(s.lineText(i)) && (endsSentence(s.lineText(i-1)) || hasCredit(s.lineText(i-1))) || trailingField(s.lineText(i)) ||
				captionField(s.lineText(i)) && isFieldCredit(s.lineText(i-1))) {
				other++
				continue
			}
			complete++
		case kindOther:
			other++
		case kindTitle:
			// A credit under a sentence ("Photo: Jane Doe") is part of a
			// caption, not a title: the paragraph is read as wrapped text.
			if i > 0 && s.lines[i-1].kind != kindNoise && isCreditLine(s.lineText(i)) && endsSentence(s.lineText(i-1)) {
				other++
			}
		}
	}
	if complete >= 2 && other*4 <= complete && !s.creditClosesOnly() && !s.sentenceGoesOn() {
		for i := 0; i < len(s.lines); i++ {
			l, b := s.lines[i], s.lines[i]
			if l.kind == kindNoise || l.kind == kindTitle {
				s.noise(l)
				continue
			}
			if s.creditBelow(i) {
				i++
				b = s.lines[i]
			}
			s.caption(l, b)
		}
		return
	}
	for i := 0; i < len(s.lines); {
		l := s.lines[i]
		if l.kind == kindNoise {
			s.noise(l)
			i++
			continue
		}
		j, titles := i+1, l.kind == kindTitle
		for j < len(s.lines) && s.lines[j].kind != kindNoise && !s.startsCaption(j) {
			titles = titles && s.lines[j].kind == kindTitle
			j++
		}
		if titles {
			for _, l := range s.lines[i:j] {
				s.noise(l)
			}
		} else {
			s.caption(l, s.lines[j-1])
		}
		i = j
	}
}

// creditClosesOnly reports a paragraph of two to four lines whose last line holds a
// credit and whose other lines hold none: one caption wrapped over its lines ("...
// set fire to it." / "Troops had arrived on January 6. REUTERS/Name/File Photo"), not
// captions one a line, each of which would carry its own credit and date.
func (s *splitter) creditClosesOnly() bool {
	n := len(s.lines)
	for n > 2 && wireNotice(s.lineText(n-1)) {
		n-- // the wire's notices on lines of their own under the credit
	}
	if n < 2 || n > 4 || s.lines[n-1].kind == kindNoise {
		return false
	}
	if c := beforeNotice(s.lineText(n - 1)); !hasCredit(c) && !hasLeadCredit(c) {
		return false
	}
	last := s.lineText(n - 1)
	// A line cut in mid-sentence, before one that goes on in lower case, is no caption
	// of its own even when it looks like one ending in a credit ("... a week after
	// Hurricane Maria. Hurricane Fiona" / "dropped more than 30 inches ...",
	// "... Whakaari/White Island during an operation" / "to recover the bodies ...",
	// "... / #UCIWT / on May 19, 2024" / "in Livigno, Italy. (Photo by Name/Getty Images)").
	first := s.lineText(0)
	wrapped := n == 2 && 'a' <= last[0] && last[0] <= 'z' && (runsOn(first) || isASCIIDigit(first[len(first)-1]) && hasYear(first[max(0, len(first)-4):]))
	for i := 0; i < n-1; i++ {
		if t := s.lineText(i); s.lines[i].kind == kindNoise || !wrapped && (hasCredit(t) && !slashedDatelineAgency(t) || hasLeadCredit(t)) {
			return false
		}
	}
	// The last line goes on with the caption above it when it opens in lower case
	// ("district, in 2024. Photo: Tghat") or gives no year of its own ("Troops had
	// arrived on January 6. REUTERS/Name"); a line with its own year is a caption of
	// its own under one that has no credit.
	if 'a' <= last[0] && last[0] <= 'z' || !hasYear(last) {
		return true
	}
	if fileSlug(s.lineText(0)) && containsFold(last[max(0, len(last)-40):], "file") {
		return true // "FILE - In this ... file photo, ..." / "... (AP Photo/Name, File)": the file picture's slug and its credit
	}
	if s.anniversaryLine(last, n-1) {
		return true // the remembered event, told after the picture (anniversaryLine)
	}
	if n == 2 && !opensCaption(last) {
		// Two lines, the credit only under the second, which opens as a sentence of a
		// caption's text goes on ("... Tuesday, July 16, 2024." / "In 2018 the
		// community won a ruling ... (AP Photo/Name)"): one caption wrapped after a
		// sentence, its background years its own; not a dateline or a slug.
		return true
	}
	if words(last, 11) > 10 {
		return false // a whole caption with its own year
	}
	for i := 0; i < n-1; i++ {
		if hasYear(s.lineText(i)) {
			return false
		}
	}
	return true // a short last line gives the year the lines above lack ("Hatay, 9 Şubat 2023. Photo: Name/DHA")
}

// slashedDatelineAgency reports a line that opens with a dateline whose agency stands
// between slashes, as Montsame and QNA write it ("Ulaanbaatar, January 28 /MONTSAME/.
// Children play ..."): no credit closing a caption, though its slashes look like one.
func slashedDatelineAgency(t []byte) bool {
	i := bytes.IndexByte(t[:min(len(t), 60)], '/')
	if i < 0 {
		return false
	}
	j := i + 1
	for j < len(t) && 'A' <= t[j] && t[j] <= 'Z' {
		j++
	}
	return j-i > 2 && j+2 < len(t) && t[j] == '/' && bytes.IndexByte(t[j+1:], '/') < 0 && (t[j+1] == '.' || t[j+1] == ' ')
}

// runsOn reports a line that stops in the middle of a sentence: on a letter, with no
// credit's slash, colon or handle and no word in capitals near its end.
func runsOn(t []byte) bool {
	if len(t) == 0 || !isASCIILetter(t[len(t)-1]) || endsInCaps(t) {
		return false
	}
	return bytes.IndexAny(t[max(0, len(t)-32):], "/:@") < 0
}

// beforeNotice returns t up to the wire's notice to editors that follows its credit
// ("... Kyodo/via REUTERS ATTENTION EDITORS - FOR EDITORIAL USE ONLY. ..."), or t.
func beforeNotice(t []byte) []byte {
	if k := bytes.Index(t, []byte(" ATTENTION EDITORS")); k > 0 {
		return t[:k]
	}
	return t
}

// sentenceGoesOn reports a paragraph of two lines, neither with a credit, whose
// second opens with a word that points back at the first ("... before the fire of
// September 1922." / "Undated glass negative; the city is today İzmir, Turkey.", "The
// settlement became Salisbury ..."), or opens as no caption does: one caption
// wrapped after a sentence.
func (s *splitter) sentenceGoesOn() bool {
	if len(s.lines) != 2 || s.lines[0].kind == kindNoise || s.lines[1].kind == kindNoise {
		return false
	}
	a, b := s.lineText(0), s.lineText(1)
	if hasCredit(a) || hasLeadCredit(a) || hasCredit(b) || hasLeadCredit(b) {
		return false
	}
	for _, w := range [...]string{"The ", "It ", "Its ", "They ", "Their ", "He ", "She ", "His ", "Her ", "Undated", "Today ",
		"Il ", "Gli ", "Lo ", "Der ", "Die ", "Das "} { // Italian's and German's "the", which open no town's name
		if len(b) > len(w) && string(b[:len(w)]) == w {
			return true
		}
	}
	// In a file of paragraphs, a second sentence that opens as no caption does, neither
	// line credited: one caption wrapped after its first sentence ("... during the 2016
	// polio outbreak response." / "Nigeria was certified free of wild poliovirus in
	// August 2020, ...").
	return s.paragraphs && !opensCaption(b)
}

// opensCaption reports a line that opens as a caption does and a sentence inside
// one does not: a word in capitals (a dateline, "KABUL, Afghanistan (AP) —", or a
// slug, "FILE -", "FILE PHOTO:"), or "In this" or "This" before a picture's word.
func opensCaption(t []byte) bool {
	caps := 0
	for caps < len(t) && 'A' <= t[caps] && t[caps] <= 'Z' {
		caps++
	}
	if caps >= 2 && (caps == len(t) || t[caps] < 'a' || t[caps] > 'z') {
		return true
	}
	for _, p := range [...]string{"in this ", "this photo", "this image", "this handout", "this picture"} {
		if len(t) >= len(p) && equalFold(t[:len(p)], p) {
			return true
		}
	}
	return false
}

// anniversaryLine reports a last line that dates an event on the same day and month
// as a date of the lines above it, in an earlier year ("... on Saturday, Nov. 23,
// 2019, the 10th anniversary of the killings." / "Gunmen ... killed them on a
// hilltop here on Nov. 23, 2009. Name/Agency"): the event the picture remembers,
// told after it, not another picture's caption.
func (s *splitter) anniversaryLine(last []byte, n int) bool {
	for i := 0; i+4 <= len(last); i++ {
		y := yearAt(last, i)
		if y == 0 || i < 6 {
			continue
		}
		day := last[max(0, i-12):i] // "Nov. 23, " or "23 November "
		if k := bytes.LastIndexAny(day[:len(day)-1], " ("); k >= 0 {
			if j := bytes.LastIndexAny(day[:k], " ("); j >= 0 {
				day = day[j+1:] // two words before the year: the month and the day
			}
		}
		if len(day) < 5 {
			continue
		}
		for l := 0; l < n; l++ {
			t := s.lineText(l)
			for k := bytes.Index(t, day); k >= 0; {
				if z := yearAt(t, k+len(day)); z > y {
					return true
				}
				next := bytes.Index(t[k+1:], day)
				if next < 0 {
					break
				}
				k += next + 1
			}
		}
	}
	return false
}

// yearAt returns the year from 1800 to 2099 written with four digits alone at t[i:],
// or 0.
func yearAt(t []byte, i int) int {
	if i+4 > len(t) || i > 0 && isASCIIDigit(t[i-1]) || i+4 < len(t) && isASCIIDigit(t[i+4]) {
		return 0
	}
	y := 0
	for k := i; k < i+4; k++ {
		if !isASCIIDigit(t[k]) {
			return 0
		}
		y = y*10 + int(t[k]-'0')
	}
	if y < 1800 || y > 2099 {
		return 0
	}
	return y
}

// fileSlug reports a line that opens with the slug of a file picture, as AP and
// Reuters write it ("FILE - ", "FILE PHOTO: "), whose credit says "File" at the end.
func fileSlug(t []byte) bool {
	return bytes.HasPrefix(t, []byte("FILE - ")) || bytes.HasPrefix(t, []byte("FILE PHOTO: ")) || bytes.HasPrefix(t, []byte("FILE — "))
}

// hasLeadCredit reports a credit opened by "Photo:", "Foto:" or "Credit:" in the last 64
// bytes of t ("... in 2024. Photo: Tghat"), or a bracket closing t that credits with
// "via" or a word for photo.
func hasLeadCredit(t []byte) bool {
	tail := t[max(0, len(t)-64):]
	if bytes.Contains(tail, []byte("Photo: ")) || bytes.Contains(tail, []byte("Credit: ")) || bytes.Contains(tail, []byte("PHOTO: ")) || bytes.Contains(tail, []byte("Foto: ")) {
		return true
	}
	// a closing bracket that credits: "(Tasnim News Agency via AP)", "(Photo by Name)",
	// "(Fotoğraf: Name - Anadolu Ajansı)"
	k := bytes.LastIndexByte(tail, '(')
	return tail[len(tail)-1] == ')' && k >= 0 && (bytes.Contains(tail[k:], []byte(" via ")) || containsFold(tail[k:], "photo") || containsFold(tail[k:], "foto") ||
		namedColon(tail[k+1:len(tail)-1]))
}

// namedColon reports a bracket's words of an outlet, a colon and a name, each part
// one to four capitalised words, as the ABC credits ("ABC Capricornia: Name",
// "Supplied: Name").
func namedColon(t []byte) bool {
	k := bytes.Index(t, []byte(": "))
	return k > 0 && capitalisedWords(t[:k]) && capitalisedWords(t[k+2:])
}

// capitalisedWords reports one to four words, each opening with a capital.
func capitalisedWords(t []byte) bool {
	n, start := 0, true
	for _, b := range t {
		switch {
		case b == ' ':
			start = true
		case start:
			if !('A' <= b && b <= 'Z' || b >= 0x80) {
				return false
			}
			n++
			start = false
		}
	}
	return n >= 1 && n <= 4
}

// context makes noise of the lines that their neighbours show to be noise,
// before the paragraph is read:
//
//   - an author line ("By Name") that opens a run of lines;
//   - the lines of a reply, from "Replying to @name" to the next noise line;
//   - the rest of a notice's sentence wrapped over lines: a line that holds no
//     credit after a notice line that ends in a small letter or a comma, and
//     such a line before a notice line.
func (s *splitter) context() {
	ls := s.lines
	reply := false
	for i := range ls {
		l := &ls[i]
		switch {
		case l.flag == flagReply:
			reply = true
		case l.kind != kindComplete && i > 0 && ls[i-1].kind != kindNoise && wireNotice(s.lineText(i)):
			l.kind = kindOther // a wire's notice to editors on a line of its own, under its credit
		case l.kind == kindNoise && i > 0 && ls[i-1].kind != kindNoise && (s.rightsWatch(i) || s.dateWrapped(i) || openBracket(s.lineText(i-1)) || trailingField(s.lineText(i))):
			l.kind = kindOther
		case l.kind == kindNoise:
			reply = false
		case i > 0 && ls[i-1].flag == flagNotice && s.wraps(i-1, i):
			l.kind, l.flag = kindNoise, flagNotice
		case reply, l.kind == kindTitle && (i == 0 || ls[i-1].kind == kindNoise) && isByline(s.lineText(i)):
			l.kind = kindNoise
		}
	}
	for i := len(ls) - 2; i >= 0; i-- {
		if ls[i].kind != kindNoise && ls[i+1].flag == flagNotice && s.wraps(i, i) {
			ls[i].kind, ls[i].flag = kindNoise, flagNotice
		}
	}
}

// trailingField reports a line that opens with the label of a field that a CMS or an
// archive writes after a caption, never before one: where and when the picture was
// taken, when the page was published or updated, its source ("Location: Solino,
// Port-au-Prince Date: March 8, 2024", "Published: 5 July 2024 04:12 BST Updated:
// ..."). It goes with the caption above it.
func trailingField(t []byte) bool {
	for _, l := range [...]string{"location:", "published:", "updated:", "posted on:", "source:"} {
		if len(t) > len(l) && equalFold(t[:len(l)], l) {
			return true
		}
	}
	return isDateField(t)
}

// captionField reports a line that opens with a caption's label ("Caption:").
func captionField(t []byte) bool {
	return len(t) > 8 && equalFold(t[:8], "caption:")
}

// openBracket reports a line that ends inside a bracket it opens ("... (U.S. Navy photo
// by Petty Officer 2nd Class" / "Name/Released) | Date Taken: ..."): the next line goes
// on with it, whatever it looks like alone.
func openBracket(t []byte) bool {
	return bytes.LastIndexByte(t, '(') > bytes.LastIndexByte(t, ')')
}

// wireNotice reports a line that opens with a wire's notice to editors in capitals
// ("ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY.", "MANDATORY
// CREDIT", "NO RESALES. NO ARCHIVES", PA's "NOTE TO EDITORS: This handout photo may
// only be used ..." and "RESTRICTIONS: Use subject to restrictions. ..."), which goes
// with the caption above it.
func wireNotice(t []byte) bool {
	// AFP's restriction wrapped after its dash or its slash: "- NO MARKETING NO
	// ADVERTISING CAMPAIGNS - ...", "/ RESTRICTED TO EDITORIAL USE - ..."
	t = bytes.TrimPrefix(bytes.TrimPrefix(t, []byte("- ")), []byte("/ "))
	return bytes.HasPrefix(t, []byte("ATTENTION EDITORS")) || bytes.HasPrefix(t, []byte("THIS IMAGE HAS BEEN")) ||
		bytes.HasPrefix(t, []byte("MANDATORY CREDIT")) || bytes.HasPrefix(t, []byte("NO RESALES")) ||
		bytes.HasPrefix(t, []byte("NOTE TO EDITORS:")) || bytes.HasPrefix(t, []byte("NO MARKETING")) ||
		bytes.HasPrefix(t, []byte("RESTRICTED TO EDITORIAL USE")) || bytes.HasPrefix(t, []byte("RESTRICTIONS:"))
}

// rightsWatch reports line i, "Watch" alone, under a line that ends in
// "Rights": the name "Human Rights Watch" wrapped over two lines, not a page's
// "Watch" control.
func (s *splitter) rightsWatch(i int) bool {
	return equalFold(s.lineText(i), "watch") && bytes.HasSuffix(s.lineText(i-1), []byte(" Rights"))
}

// dateWrapped reports a date line i that goes on from the line before: that line, of
// six words or more, ends in the middle of its sentence, in a small letter, a digit or
// a comma, and holds no credit, and the date line opens with a month or a number
// ("... released by the committee on 21" / "January 2024. Photo: CJDC"), as a
// gallery's date line under a credit or a menu never does.
func (s *splitter) dateWrapped(i int) bool {
	p, t := s.lineText(i-1), s.lineText(i)
	b := p[len(p)-1]
	if !('a' <= b && b <= 'z' || isASCIIDigit(b) || b == ',') || words(p, 6) < 6 || hasCredit(p) {
		return false
	}
	k := 0 // the date line's first word: a month's name or a number, as a wrapped date goes on
	for k < len(t) && isASCIILetter(t[k]) {
		k++
	}
	return (k == 0 && isASCIIDigit(t[0]) || k > 0 && dateWord(t[:k]) == 2) && hasYear(t) && isDateLine(t)
}

// hasYear reports four digits in a row in t, a year's ("January 2024"), which a
// clock's time has not ("12.05 GMT").
func hasYear(t []byte) bool {
	n := 0 // digits in a row
	for _, b := range t {
		if !isASCIIDigit(b) {
			n = 0
		} else if n++; n == 4 {
			return true
		}
	}
	return false
}

// wraps reports whether line j ends in a small letter or a comma (its
// sentence goes on in the next line) and line k holds no credit.
func (s *splitter) wraps(j, k int) bool {
	b := s.data[s.lines[j].e-1]
	return ('a' <= b && b <= 'z' || b == ',') && !hasSlashCredit(s.lineText(k))
}

// creditBelow reports, in a paragraph read one caption a line, a credit line
// under line i that ends a sentence: a short credit that names rather than
// tells (at most one word starting with a small letter), which goes with the
// caption above it ("... November 17, 2024." / "Photo: Lena Graf").
func (s *splitter) creditBelow(i int) bool {
	if i+1 >= len(s.lines) || s.lines[i+1].kind == kindNoise || s.lines[i+1].mark > 0 {
		return false
	}
	if wireNotice(s.lineText(i + 1)) {
		return true // "ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY." under the credit
	}
	if !endsSentence(s.lineText(i)) {
		return false
	}
	t := s.lineText(i + 1)
	long := isBracketCredit(t) || isNoticeCredit(t)
	if !long && !isCreditLine(t) {
		return false
	}
	small := 0 // words that start with a small letter
	for j, b := range t {
		if 'a' <= b && b <= 'z' && (j == 0 || t[j-1] == ' ') {
			small++
		}
	}
	return small <= 1 || long && small <= 3
}

// isBracketCredit reports a line that is one bracketed credit too long for
// isCreditLine, as armed forces write theirs: it opens with '(', closes with
// ')', holds no other bracket, at most 16 words and the word "photo" ("(U.S.
// Air Force photo by Tech. Sgt. Name/Released)", "(Photo courtesy of the
// Spanish Army)"). creditBelow lets its "photo by", "courtesy of the" through, and
// a notice credit's "of", "via".
func isBracketCredit(t []byte) bool {
	n := len(t)
	if n < 8 || t[0] != '(' || t[n-1] != ')' || bytes.IndexAny(t[1:n-1], "()") >= 0 || words(t, 17) > 16 {
		return false
	}
	return containsFold(t, "photo")
}

// isNoticeCredit reports a credit line that a wire's notice in capitals
// lengthens ("Name/Handout via REUTERS ATTENTION EDITORS - THIS IMAGE HAS BEEN
// SUPPLIED BY A THIRD PARTY."): a '/' among its first 64 bytes, at most eight
// words with a small letter and at least three without.
func isNoticeCredit(t []byte) bool {
	if k := bytes.IndexByte(t, '/'); k < 0 || k >= 64 {
		return false
	}
	mixed, caps := 0, 0
	for i := 0; i < len(t); {
		for i < len(t) && t[i] == ' ' {
			i++
		}
		j, small, letter := i, false, false
		for j < len(t) && t[j] != ' ' {
			small = small || 'a' <= t[j] && t[j] <= 'z'
			letter = letter || isASCIILetter(t[j])
			j++
		}
		switch {
		case small:
			mixed++
		case letter:
			caps++
		}
		i = j
	}
	return mixed <= 8 && caps >= 3
}

// startsCaption reports whether line j of a paragraph read as wrapped text
// starts a caption of its own: it opens with a list number ("2. ") or a form
// feed (a new page of a document), or it is a whole caption and the line
// before it is a credit line after a sentence (caption, credit, caption,
// credit, ...).
func (s *splitter) startsCaption(j int) bool {
	l := s.lines[j]
	if l.mark > 0 || s.data[l.start] == '\f' {
		return true
	}
	if l.kind != kindComplete || j < 2 || isDateField(s.lineText(j)) {
		return false // a date field ("Date/Time Original : ...") goes on with the fields above it
	}
	credit, before := s.lines[j-1], s.lines[j-2]
	c := s.lineText(j - 1)
	return (credit.kind != kindComplete && isCreditLine(c) || isFieldCredit(c)) &&
		before.kind != kindNoise && endsSentence(s.lineText(j-2))
}

// lineText returns the trimmed text of line i of the paragraph.
//
//go:noinline
func (s *splitter) lineText(i int) []byte {
	l := &s.lines[i]
	return s.data[l.s:l.e]
}

// lineMode handles a line of a paragraph read one caption a line.
func (s *splitter) lineMode(l lineInfo) {
	if l.kind == kindNoise || l.kind == kindTitle {
		s.noise(l)
		return
	}
	s.caption(l, l)
}

// caption adds the caption that runs from line a to line b.
func (s *splitter) caption(a, b lineInfo) {
	start := s.account(&s.res.BlankBytes, a.s)
	if a.mark > 0 {
		start = s.account(&s.res.NoiseBytes, a.s+a.mark)
	}
	end := s.account(&s.res.CaptionBytes, b.e)
	raw := s.data[a.s+a.mark : b.e]
	if s.rows {
		raw = s.row
	}
	truncated := s.text(raw, a.no)
	s.ends = append(s.ends, s.texts.Len())
	s.res.Captions = append(s.res.Captions, Caption{
		Start: start, End: end, Line: a.no, Truncated: truncated,
	})
}

// noise skips a noise line with its line end.
func (s *splitter) noise(l lineInfo) {
	s.account(&s.res.BlankBytes, l.start)
	s.account(&s.res.NoiseBytes, l.next)
	s.res.Noise++
}

// long skips a line longer than s.max as noise.
func (s *splitter) long(p, next, no int) {
	s.account(&s.res.BlankBytes, p)
	a := s.accOrig
	b := s.account(&s.res.NoiseBytes, next)
	s.res.Noise++
	if s.res.LongLines == 0 {
		s.lineLong, s.firstLongSize = no, b-a
	}
	s.res.LongLines++
}

// account counts the bytes from the last accounted position up to pos (in
// s.data) into *into and returns pos as an offset in the original bytes.
func (s *splitter) account(into *int, pos int) int {
	o := pos
	if s.m != nil {
		o = s.m.orig(pos)
	}
	*into += o - s.accOrig
	s.accOrig = o
	return o
}

// notes writes what the counters saw as notes, a few lines each.
func (s *splitter) notes() {
	if s.res.LongLines > 0 {
		s.note(s.lineLong, s.res.LongLines, "a line of "+strconv.Itoa(s.firstLongSize)+
			" bytes is longer than the "+strconv.Itoa(s.max)+"-byte limit of a caption; skipped as noise")
	}
	if s.n1252 > 0 {
		s.note(s.line1252, s.n1252, "not valid UTF-8; read as Windows-1252")
	}
	if s.n1250 > 0 {
		s.note(s.line1250, s.n1250, "not valid UTF-8; read as Windows-1250 (Central European)")
	}
	if s.nMojibake > 0 {
		s.note(s.lineMojibake, s.nMojibake, "UTF-8 that had been read as Latin-1 or Windows-1252 (mojibake), repaired")
	}
}

// note adds "line N: what" and how many more times it happened.
func (s *splitter) note(line, count int, what string) {
	n := "line " + strconv.Itoa(line) + ": " + what
	if count > 1 {
		n += " (" + strconv.Itoa(count) + " times in all)"
	}
	s.res.Notes = append(s.res.Notes, n)
}
