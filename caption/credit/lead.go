package credit

// The steps of the parser that open a credit: a copyright sign and year, and a lead
// ("Photo by", "Courtesy of", "U.S. Army photo by") with the organisation before it.

import (
	"strings"
)

// peekCopyrightC reports whether the window goes on with "(c)", which is not an
// opening parenthesis.
func (p *parser) peekCopyrightC() bool {
	i := spaceEnd(p.s, p.pos, p.end) // where the next word begins
	return i+3 <= p.end && p.s[i] == '(' && equalFold(p.s[i:i+3], "(c)")
}

// peekCopyrightSign reports whether the window goes on with the sign "©".
func (p *parser) peekCopyrightSign() bool {
	return p.signAt(spaceEnd(p.s, p.pos, p.end))
}

// signAt reports whether the window holds the sign "©" (two bytes in UTF-8) at i.
func (p *parser) signAt(i int) bool {
	return i+1 < p.end && p.s[i] == 0xc2 && p.s[i+1] == 0xa9
}

// consumeCopyright skips a copyright sign and year.
//
//	copyright = ( "©" | "(c)" | "Copyright" [ ":" ] ) [ year ] [ "," ]
func (p *parser) consumeCopyright() bool {
	save := p.pos
	p.skipSpace()
	if p.pos == p.end || p.s[p.pos] != 0xc2 && p.s[p.pos] != '(' && p.s[p.pos]|0x20 != 'c' {
		p.pos = save // the quick exact test: no copyright opens with this byte
		return false
	}
	switch w := p.peekWord(); {
	case p.signAt(p.pos):
		p.pos += 2
	case p.pos+3 <= p.end && equalFold(p.s[p.pos:p.pos+3], "(c)"):
		p.pos += 3
	case equalFold(p.s[w.start:w.end], "copyright"):
		p.pos = w.end
		if p.pos < p.end && p.s[p.pos] == ':' {
			p.pos++ // "Copyright: Name", as UK papers write it
		}
	default:
		p.pos = save
		return false
	}
	if w := p.peekWord(); w.end-w.start == 4 && isDigit(p.s[w.start]) && isDigit(p.s[w.end-1]) {
		p.pos = w.end
		p.consumeByte(',')
	}
	return true
}

// consumeLead reads the words that open a credit, and an organisation before them.
//
//	lead    = [ org [ "staff" ] ] leadWord { leadWord } leadEnd   ("Times staff photo by")
//	leadEnd = "by" | ":" | "..." | "…" | "should read" | "of" (after "Courtesy")
//	        | "©" [ year ]      (after a word for picture: "Satellite image ©2024 Name")
//	        | "par"                ("Photo par Name", "Crédit photo par Name")
//	        | "por" | "von" | "de" | "di" | "da" (after "Foto": "Foto von Name", "Foto de Name"), any case
//	        | "," (after "source") | "/" (after "Photo", or "photo" after org)
//	        | <nothing> (after "Courtesy", "Credit" or "Copyright")
func (p *parser) consumeLead() bool {
	save := p.pos
	first := p.peekWord()
	org := span{first.start, first.start}
	for i := 0; i < 6; i++ {
		w := p.peekWord()
		if k := ellipsisAt(p.s[w.start:w.end]); k > 0 && has(p.s[w.start:w.start+k], fLead) {
			p.pos = w.start + k // "Credit...Name"
			for p.pos < p.end && p.s[p.pos] == '.' {
				p.pos++
			}
			return p.leadFound(org)
		}
		word := trimDots(p.s[w.start:w.end])
		if w.start == w.end {
			break
		}
		// the first word only, and only with hyphenLead's hyphen, tested in line
		if i == 0 && len(word) > 7 && (word[5] == '-' || word[6] == '-') {
			if n := hyphenLead(word); n > 0 {
				p.pos = w.start + n // "Credit-Name/AP": the hyphen typed for the colon
				return p.leadFound(org)
			}
		}
		if !isLead(word) {
			// no lead follows when no word does: then the word need not be read
			p.pos = w.end
			next := p.peekWord()
			if word == "staff" && org.end > org.start && !acronym(p.s[org.start:wordEnd(p.s, org.start, org.end)]) &&
				(equalFold(p.s[next.start:next.end], "photo") || equalFold(p.s[next.start:next.end], "photograph")) {
				continue // "Times staff photo by Name", "(Star staff photo)": the paper's staff
			}
			if next.start == next.end || !orgWord(word) {
				break
			}
			if raw := p.s[w.start:w.end]; raw[len(raw)-1] == '.' && (strings.IndexByte(raw[:len(raw)-1], '.') < 0 || isDigit(raw[len(raw)-2])) &&
				isUpperASCII(p.s[next.start]) && isLead(trimDots(p.s[next.start:next.end])) {
				break // "... 6:00 a.m. CT. Photo by Name", "12.VII.1997. Photo: Name": the period ends a sentence, no organisation's name
			}
			org.end = w.end
			continue
		}
		var last string
		for isLead(word) || leadFill(word, last) {
			// a filler of a longer lead ("Photo made by", "The photo was taken by",
			// "Author of the photo:") leaves last as it is, and so does the word after
			// "Courtesy" ("Courtesy photo" ends like "Courtesy")
			if isLead(word) && !equalFold(last, "courtesy") && !equalFold(last, "credit") && !equalFold(last, "copyright") {
				last = word
			}
			p.pos = w.end
			w = p.peekWord()
			word = trimDots(p.s[w.start:w.end])
		}
		if p.consumeLeadEnd(last, org) || org.end == org.start && p.bracketPhoto(first.start, last) {
			if p.bare && !p.signalled(org) {
				p.bare = false // "(Family photo)"
				break
			}
			if p.bare && last == "Photos" {
				org.end = p.pos // "Wide World Photos": a picture agency's name, not AP's "Photo"
			}
			return p.leadFound(org)
		}
		break
	}
	// the chain reads from the same cursor: peekWord's answer there is kept for it
	p.pos, p.peekPos, p.peekEnd, p.peeked = save, save, p.end, first
	return false
}

// hyphenLead returns the length of "Credit-" or "Photo-" when the word w joins it
// to a capitalised name ("Credit-Nadia", "Photo-Jane"), as re-keyed credits write
// the colon, else 0.
func hyphenLead(w string) int {
	h := len("Photo")
	if len(w) > 7 && w[6] == '-' {
		h = len("Credit")
	}
	if len(w) > h+2 && w[h] == '-' && isUpperASCII(w[h+1]) && w[h+2] >= 'a' && w[h+2] <= 'z' &&
		(equalFold(w[:h], "credit") || equalFold(w[:h], "photo")) {
		return h + 1
	}
	return 0
}

// signalled reports whether the words of org name an organisation for sure: an
// agency of the table, an organisation's word ("Ministry", "Army") or a paper's
// ("Star"), also as the last part of a hyphenated word ("Post-Dispatch"), or an
// acronym.
func (p *parser) signalled(org span) bool {
	if tableAgency(p.s, org) {
		return true
	}
	for i := org.start; i < org.end; {
		e := wordEnd(p.s, i, org.end)
		w := p.s[i:e]
		if len(w) >= 2 && acronym(w) {
			return true
		}
		if orgWordTail(w) { // "Post-Dispatch", "Star-Ledger": the paper's word ends the word
			return true
		}
		i = max(e, i+1)
	}
	return false
}

// acronym reports a word of capitals and periods only ("IDF", "U.S.").
func acronym(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isUpperASCII(w[i]) && w[i] != '.' {
			return false
		}
	}
	return true
}

// titleWordAfter reports a word in title case after the space at i ("- Name"; not
// "- ATTENTION", "- the").
func (p *parser) titleWordAfter(i int) bool {
	return i+2 < p.end && p.s[i] == ' ' && isUpperASCII(p.s[i+1]) && p.s[i+2] >= 'a' && p.s[i+2] <= 'z'
}

// leadFill reports a lower-case word that may stand inside a lead after the lead word
// last, as translated credits write them: "made", "taken", "was" after a word for
// picture ("Photo made by", "The photo was taken by"), "of" and "the" after "Author"
// or "Source" ("Author of the photo:", "Source of photo:"); and "Line" after "Credit"
// and "Notice" after "Copyright", in any case.
func leadFill(w, last string) bool {
	if len(w) < 2 || len(w) > 6 || last == "" {
		return false
	}
	if equalFold(w, "line") && equalFold(last, "credit") || equalFold(w, "notice") && equalFold(last, "copyright") {
		return true // "Credit Line:", "Copyright Notice:", as picture desks' tools label their fields
	}
	if w[0] < 'a' || len(w) > 5 {
		return false
	}
	switch w {
	case "made", "taken", "was":
		return pictureWord(last) || equalFold(last, "photos")
	case "of", "the":
		return equalFold(last, "author") || equalFold(last, "source")
	}
	return false
}

func (p *parser) leadFound(org span) bool {
	p.lead, p.strong = true, true
	if org.end == org.start+3 && equalFold(p.s[org.start:org.end], "the") {
		org.end = org.start // "The photo was taken by Name": an article, no organisation
	}
	if e := org.start + len("Official "); e < org.end && p.s[org.start:e] == "Official " {
		org.start = e // "Official White House Photo by Name": the White House's
	}
	if org.end > org.start && !inList(p.s[org.start:org.end], nonPersons[:]) && !placementWord(p.s[org.start:org.end], false) { // "Top photo:"
		p.leadOrg(org)
	}
	return true
}

func (p *parser) consumeLeadEnd(last string, orgSpan span) bool {
	org := orgSpan.end > orgSpan.start
	if p.consumeByte(':') {
		w := p.peekWord()
		switch p.s[w.start:w.end] {
		case "by":
			p.pos = w.end // "Photo: by Name"
		case "Courtoisie", "courtoisie", "Cortesía", "cortesía", "Cortesia", "cortesia":
			p.pos = w.end // "Photo : Courtoisie Name", "Foto: Cortesía de Name": the courtesy word, then the giver
			if n := p.peekWord(); p.s[n.start:n.end] == "de" {
				p.pos = n.end
			}
		case "activist", "journalist", "photojournalist", "resident", "volunteer":
			if p.titleWordAfter(w.end) {
				p.pos = w.end // "Photo: activist Name/Group": who took it, before the name, as a rank is
			}
		}
		return true
	}
	if w := p.peekWord(); w.end == w.start+1 && p.s[w.start] == '-' && p.titleWordAfter(w.end) &&
		(pictureWord(last) || equalFold(last, "photographer") || equalFold(last, "author")) {
		p.pos = w.end // "Photo - Name", "Photographer - Name", "Author of the photo - Name"
		return true
	}
	if pictureWord(last) && p.peekCopyrightSign() {
		return p.consumeCopyright() // "(Satellite image ©2024 Maxar Technologies)", "Image © 2024 Name"
	}
	if p.pos+3 <= p.end && p.s[p.pos:p.pos+3] == "…" {
		p.pos += 3
		return true
	}
	if equalFold(last, "source") && p.consumeByte(',') {
		return true
	}
	w := p.peekWord()
	if word := p.s[w.start:w.end]; wordBits(word)&fBy != 0 && (word[0]|0x20 == 'b' || word[0]|0x20 == 'p' && word[1]|0x20 == 'a' || equalFold(last, "foto") || equalFold(last, "kuha") ||
		equalFold(last, "fotografía") || equalFold(last, "fotografia") || equalFold(last, "photographie")) {
		p.pos = w.end // "by", "par"; "por", "von", "de" after "Foto"
		if pictureWord(last) || equalFold(last, "photographed") || equalFold(last, "shot") {
			p.consumeByte(':') // "Photo by:Name", "Photo by: Name", "Photographed by: Name", "Shot by: Name"
		}
		return true
	}
	switch p.s[w.start:w.end] {
	case "should", "Should":
		p.pos = w.end
		if r := p.peekWord(); equalFold(p.s[r.start:r.end], "read") {
			p.pos = r.end
			return true
		}
	case "to":
		if equalFold(last, "provided") || equalFold(last, "supplied") { // "Photo provided to Human Rights Watch": the body it was given to
			p.pos = w.end
			return true
		}
	case "de":
		if equalFold(last, "cortesía") || equalFold(last, "cortesia") || equalFold(last, "courtoisie") { // "Cortesía de Name"
			p.pos = w.end
			return true
		}
	case "from":
		if equalFold(last, "courtesy") { // "Photo courtesy from Name", as translated credits write it
			p.pos = w.end
			return true
		}
	case "of", "Of":
		if equalFold(last, "courtesy") || equalFold(last, "collection") { // "Collection of the X Museum"
			p.pos = w.end
			p.skipArtistAnd()
			return true
		}
	}
	if p.consumeFootageLead(last, org) {
		return true
	}
	if !org && (equalFold(last, "photo") || equalFold(last, "photos")) && (p.consumeByte('/') || isUpperASCII(last[0]) && p.spacedBar(len(last))) {
		return true // "Photo/Name", "Photo | Name | Nation", but not "AFP PHOTO / Name"
	}
	if !org && (last == "Photo" || last == "Foto" || last == "PHOTO") && p.nameThenAgency() {
		return true // "Photo Name SURNAME / AFP", as AFP's French service writes it, "PHOTO NAME, LA PRESSE": the name follows the word with nothing between
	}
	if org && last == "photo" && p.pos < p.end && p.s[p.pos] == '/' && p.s[p.pos-1] == 'o' &&
		p.pos+2 < p.end && isUpperASCII(p.s[p.pos+1]) && p.s[p.pos+2] >= 'a' && p.s[p.pos+2] <= 'z' {
		p.pos++ // "(Bangkok Post photo/Name)", "(PNA photo/Name)": the outlet's photo, in lower case
		return true
	}
	if i := spaceEnd(p.s, p.pos, p.end); org && last == "PHOTO" && i+1 < p.end && p.s[i-1] == ' ' && p.s[i] == '/' && p.s[i+1] == ' ' && !tableAgency(p.s, orgSpan) {
		p.pos = i + 1 // "INQUIRER PHOTO / NAME": a paper's in capitals, as AFP writes its own (the table's agencies are read as links)
		return true
	}
	if org && (equalFold(last, "photo") || equalFold(last, "photos") || last == "photograph") && p.atClose() {
		p.bare = true // "(U.S. Army photo)": the organisation is the whole credit
		return true
	}
	return equalFold(last, "courtesy") || equalFold(last, "cortesía") || equalFold(last, "cortesia") || equalFold(last, "courtoisie") || equalFold(last, "credit") || equalFold(last, "copyright") ||
		len(last) == 4 && last[0] == 0xf0 // a camera's emoji, as social posts credit a picture: "📷 Name", "📸 Name"
}

// tableAgency reports whether the words of org are an agency of the table, whole
// ("AFP" of "AFP PHOTO / NAME").
func tableAgency(s string, org span) bool {
	_, e, ok := matchAgency(s, org.start, org.end)
	return ok && e == org.end
}

// spacedBar consumes a bar set off by spaces on one line (" | ") after a lead word of
// n bytes that opens the text or a sentence, as Kenyan papers set off "Photo" ("...
// 2024. Photo | Name | Nation", "PHOTO | NATION MEDIA GROUP"; not "AFPTV PHOTO | X").
func (p *parser) spacedBar(n int) bool {
	i := p.pos
	w := i - 1 - n // where the lead word starts
	if i+2 >= p.end || w < 0 || p.s[i] != '|' || p.s[i-1] != ' ' || p.s[i+1] != ' ' || p.s[i+2] == ' ' ||
		w > 0 && p.s[w-1] != '\n' && (w < 2 || p.s[w-1] != ' ' || p.s[w-2] != '.') {
		return false
	}
	p.pos = i + 2
	return true
}

// bracketPhoto reports a lead "Photo" right after an opening bracket or a sentence's
// end, with nothing after it but a chain that holds a slash, as French wires and
// papers write their credits ("(Photo Name/AFP)", "... le 15/03/2022. Photo Name /
// Sud Ouest"; not "(Photo taken on May 3)" nor "(Photo Gallery)").
//
//	bracket-photo = ( "(" | ". " ) "Photo" Name "/" ...
func (p *parser) bracketPhoto(at int, last string) bool {
	if last != "Photo" || at < 2 || p.s[at-1] != '(' && p.s[at-1] != '[' && (p.s[at-1] != ' ' || p.s[at-2] != '.') {
		return false
	}
	if w := p.peekWord(); w.start == w.end || !isUpperASCII(p.s[w.start]) {
		return false
	}
	for i := p.pos; i < p.end; i++ {
		if p.s[i] == '/' {
			return true
		}
	}
	return false
}

// leadOrg records the organisation of "U.S. Army photo by ...".
func (p *parser) leadOrg(org span) {
	l := link{span: org, name: org, kind: kindOrg}
	if canon, end, ok := matchAgency(p.s, org.start, org.end); ok && end == org.end {
		l.kind, l.canon = kindAgency, canon
	}
	p.links[p.n] = l
	p.n++
}

// consumeFootageLead reads the end of a lead that names who shared a picture or the
// video it was taken from: "via" after a picture word with no organisation before it
// ("Image via Planet Labs PBC", "Photo via Name"; "Militant video via AP" is a source
// and an agency), and "posted by" after a video or a still taken from one
// ("Screenshot from a video posted by X", "Video released by X", "Still from video
// obtained by X", "Screenshot from a video posted on Telegram by X").
//
//	footageEnd = "via"                                              (after a picture word)
//	           | [ "taken" ] "from" [ "a" | "an" | "the" ] footage shared "by"   (after a still)
//	           | shared "by"                                        (after "video", "footage")
//	shared     = ("posted" | "released" | "shared" | "published" | "obtained" | "filmed") [ "on" Site ]
func (p *parser) consumeFootageLead(last string, org bool) bool {
	save := p.pos
	w := p.peekWord()
	word := p.s[w.start:w.end]
	still := equalFold(last, "screenshot") || equalFold(last, "screengrab") || equalFold(last, "image") || equalFold(last, "still")
	if equalFold(word, "via") && !org && (still || equalFold(last, "photo") || equalFold(last, "picture")) {
		p.pos = w.end
		return true
	}
	if still {
		if equalFold(word, "taken") {
			p.pos = w.end
			w = p.peekWord()
			word = p.s[w.start:w.end]
		}
		if !equalFold(word, "from") {
			p.pos = save
			return false
		}
		p.pos = w.end
		w = p.peekWord()
		if word = p.s[w.start:w.end]; equalFold(word, "a") || equalFold(word, "an") || equalFold(word, "the") {
			p.pos = w.end
			w = p.peekWord()
			word = p.s[w.start:w.end]
		}
		if !equalFold(word, "video") && !equalFold(word, "footage") && !equalFold(word, "livestream") {
			p.pos = save
			return false
		}
		p.pos = w.end
		w = p.peekWord()
		word = p.s[w.start:w.end]
	} else if !equalFold(last, "video") && !equalFold(last, "footage") {
		return false
	}
	if equalFold(word, "posted") || equalFold(word, "released") || equalFold(word, "shared") || equalFold(word, "published") ||
		equalFold(word, "obtained") || equalFold(word, "filmed") {
		p.pos = w.end
		if w = p.peekWord(); equalFold(p.s[w.start:w.end], "on") { // the site it was posted on: "posted on Telegram by X"
			p.pos = w.end
			if w = p.peekWord(); w.end > w.start && isUpperASCII(p.s[w.start]) {
				p.pos = w.end
				w = p.peekWord()
			}
		}
		if equalFold(p.s[w.start:w.end], "by") {
			p.pos = w.end
			return true
		}
	}
	p.pos = save
	return false
}

// skipArtistAnd skips "the artist and" (or "the photographer and") after "Courtesy
// of", as wall labels credit the lender beside the artist, who names no one there:
// "Courtesy of the artist and Halden Gallery" gives the gallery.
//
//	artist-and = "the" ( "artist" | "artists" | "photographer" ) "and"
func (p *parser) skipArtistAnd() {
	save := p.pos
	for _, want := range [...]string{"the", "artist", "and"} {
		w := p.peekWord()
		word := p.s[w.start:w.end]
		if word != want && (want != "the" || word != "The") && (want != "artist" || word != "artists" && word != "photographer") {
			p.pos = save
			return
		}
		p.pos = w.end
	}
}

// consumeDataNotice reads the attribution notice of imagery made from a programme's
// open data, the programme as the credit's organisation and the person who processed
// it, who made the image, after it ("Contains modified Copernicus Sentinel data
// [2024], processed by Name"); a satellite's name (Sentinel, Landsat) is no part
// of the organisation's.
//
//	data-notice = ("Contains" | "contains") "modified" Org { Satellite } "data" [ year ] [ "," ]
//	              [ "processed" "by" ]     (a year bare or in brackets)
func (p *parser) consumeDataNotice() bool {
	const lead = "ontains modified "
	i := spaceEnd(p.s, p.pos, p.end)
	if i+1+len(lead) >= p.end || p.s[i]|0x20 != 'c' || p.s[i+1:i+1+len(lead)] != lead {
		return false // the quick exact test
	}
	save := p.pos
	p.pos = i + 1 + len(lead)
	org := span{p.pos, p.pos}
	for k := 0; k < 5; k++ {
		w := p.peekWord()
		word := p.s[w.start:w.end]
		if word == "data" {
			p.pos = w.end
			if org.end == org.start {
				break
			}
			j := spaceEnd(p.s, p.pos, p.end)
			k := j
			for k < p.end && k-j < 6 && (isDigit(p.s[k]) || p.s[k] == '[' || p.s[k] == ']' || p.s[k] == '(' || p.s[k] == ')') {
				k++
			}
			if k-j >= 4 {
				p.pos = k // the year, bare or in brackets: "[2024]", "(2024)", "2024"
			}
			p.consumeByte(',')
			if v := p.peekWord(); p.s[v.start:v.end] == "processed" {
				p.pos = v.end
				if b := p.peekWord(); p.s[b.start:b.end] == "by" {
					p.pos = b.end
				}
			}
			p.lead, p.strong = true, true
			p.leadOrg(org)
			return true
		}
		if word == "" || !isUpperASCII(word[0]) {
			break
		}
		if !strings.HasPrefix(word, "Sentinel") && !strings.HasPrefix(word, "Landsat") {
			org.end = w.end // "Copernicus", not its satellites' "Sentinel-2"
		}
		p.pos = w.end
	}
	p.pos = save
	return false
}

// nameThenAgency reports, after the lead word at p.pos, two to four capitalised words
// and a slash or a comma before an agency of the table that ends the credit: "Photo
// Patient KAMBALE / AFP", "Foto Juan Pérez / EFE", "PHOTO NAME SURNAME, LA PRESSE". The words are read as the name next.
func (p *parser) nameThenAgency() bool {
	i, n := p.pos, 0
	for n < 5 {
		j := spaceEnd(p.s, i, p.end)
		if j == i && n > 0 || j >= p.end || !isUpperASCII(p.s[j]) && p.s[j] < 0xc3 {
			break
		}
		k := j
		for k < p.end && p.s[k] != ' ' && p.s[k] != '/' && p.s[k] != ',' && p.s[k] != '(' && p.s[k] != ')' {
			k++
		}
		if isLead(trimDots(p.s[j:k])) || has(trimDots(p.s[j:k]), fNotName) {
			return false
		}
		i, n = k, n+1
	}
	if i = spaceEnd(p.s, i, p.end); n < 2 || n > 4 || i >= p.end || p.s[i] != '/' && p.s[i] != ',' {
		return false
	}
	_, e, ok := matchAgency(p.s, spaceEnd(p.s, i+1, p.end), p.end)
	for ok && e < p.end && (p.s[e] == ' ' || p.s[e] == '.' || p.s[e] == ')') {
		e++
	}
	return ok && e == p.end
}
