package credit

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// Classification of a link by its words, tried in this order:
//
//	agency    = tableAgency { agencySuffix }          "AP Photo", "REUTERS TV", "AP Pool"
//	wireName  = tableAgency pictureWord person        "BELGA PHOTO JAN PEETERS"
//	nonPerson = one of nonPersons                      "Handout", "Social Media Website"
//	glued     = nameWords lower-case + ACRONYM         "Karam Al-MasriAFP"
//	asset     = capitals{0,4} digit{5,}                "UN0598765": an asset number, no one
//	handle    = site "/" "@" handleByte{2,}             "Twitter/@name": an account, no one
//	person    = [ rank { rank } ] nameWord nameWord{0,5}  (one word suffices after a rank)
//	org       = orgWord { orgWord } [ pictureWord ]     "Shaam News Network", "SANA", "Antara Foto"
//	          | webAddress                              "kloop.kg"
//	source    = capitalised word { word }               "Militant video" (before "via" only)
//
// A link's role is then settled by its place in the chain (settle).

func (p *parser) classify(sep sepKind) bool {
	if p.n+2 > maxLinks {
		return false
	}
	if n := len("agency"); p.nw >= 2 && (p.words[0].end-p.words[0].start == n || p.words[1].end-p.words[1].start == n ||
		p.words[p.nw-1].end-p.words[p.nw-1].start == n) { // the word trimAgencyWord drops, first, after "the" or last
		p.trimAgencyWord()
	}
	ws := p.words[:p.nw]
	l := link{sep: sep, span: span{ws[0].start, ws[len(ws)-1].end}}
	switch {
	case p.agencyLink(&l):
	case p.nw >= 2 && p.deskLink(&l):
	case p.nw >= 3 && p.wireNameLink(&l):
		return true
	case p.nw <= 3 && p.mayBeNonPerson() && p.phrase(nonPersons[:]):
		l.kind = kindNonPerson
	case p.gluedLink(&l):
		return true
	case p.nw >= 2 && p.hyphenLink(&l):
		return true
	case p.nw == 1 && (assetNumber(p.s[l.span.start:l.span.end]) || p.siteHandle(&l)):
		l.kind = kindNonPerson // "Twitter/@name": an account, no one's name
	case p.personLink(&l, ws, p.wf[:p.nw]):
	case p.lower && p.lowerLink(&l):
	case p.nw >= 2 && p.nw <= 3 && p.namedPool():
		l.kind = kindNonPerson // "WPA Pool", "Kremlin Pool": a rota of photographers, no organisation
	case p.orgLink(&l):
	case p.sourceLink(&l):
	default:
		return false
	}
	p.links[p.n] = l
	p.n++
	return true
}

// namedPool reports a link of capitalised words that ends in "Pool" and is no table
// agency's (agencyLink reads "AP Pool" first) nor a person's (personLink, before it,
// leaves the persons, most links, with no call here): a pool named after its rota or
// its venue, which names no organisation.
func (p *parser) namedPool() bool {
	last := p.words[p.nw-1]
	w := p.s[last.start:last.end]
	return len(w) == 4 && w[0]|0x20 == 'p' && equalFold(w, "pool") && capitalised(p.s[p.words[0].start:p.words[0].end])
}

// trimAgencyWord drops the lower-case word "agency" that translated credits write
// before or after an agency's name, with a "the" before it: "Name, the agency SMART",
// "Name, agency Rudaw", "Name, the Ukrinform agency", "for the agency Hawar News".
// The name must be capitalised.
func (p *parser) trimAgencyWord() {
	k := 0
	if w := p.s[p.words[0].start:p.words[0].end]; w == "the" && p.nw >= 3 {
		k = 1
	}
	last := p.s[p.words[p.nw-1].start:p.words[p.nw-1].end]
	switch {
	case p.s[p.words[k].start:p.words[k].end] == "agency" && isUpperASCII(p.s[p.words[k+1].start]):
		k++
	case last == "agency" && p.nw-k >= 2 && isUpperASCII(p.s[p.words[k].start]):
		p.nw--
	default:
		return
	}
	copy(p.words[:], p.words[k:p.nw])
	copy(p.wf[:], p.wf[k:p.nw])
	p.nw -= k
}

// agencyLink matches a table agency followed only by suffix words, maybe after "Foto"
// or "Photo" ("Foto ANSA", "Photo AFP").
func (p *parser) agencyLink(l *link) bool {
	canon, end, ok := matchAgency(p.s, l.span.start, l.span.end)
	if w := p.s[p.words[0].start:p.words[0].end]; !ok && p.nw == 2 && (equalFold(w, "foto") || equalFold(w, "photo")) {
		canon, end, ok = matchAgency(p.s, p.words[1].start, l.span.end) // "Foto ANSA", "Photo AFP", as Italian and French papers write them
	}
	if !ok && p.lower {
		canon, end, ok = matchAgencyLower(p.s, l.span.start, l.span.end)
	}
	if !ok && p.nw == 1 && l.span.end-l.span.start <= 4 && l.span.end+1 < p.end && p.s[l.span.end] == '/' {
		// an agency whose name holds a slash ("RFE/RL"): the link runs on over it
		if canon, end, ok = matchAgency(p.s, l.span.start, p.end); ok && end > l.span.end+1 {
			l.span.end, p.pos = end, end
			l.kind, l.canon, l.name = kindAgency, canon, l.span
			return true
		}
		ok = false
	}
	if !ok || !p.suffixesFrom(end) {
		if p.nw > 3 {
			return false
		}
		if canon, ok = nearAgency(p.s[l.span.start:l.span.end]); !ok { // "REUTRES", "Getty Imges"
			return false
		}
		end = l.span.end
	}
	if end < l.span.end || equalFold(canon, "AP") && end-l.span.start > 2 || canon == "AFP" && end-l.span.start > 3 {
		p.strong = true // "AP Photo", "AFP PHOTO", "SANA Handout"
	}
	l.kind, l.canon, l.name = kindAgency, canon, l.span
	return true
}

// suffixesFrom reports whether the link's words from end on are suffix words only,
// or a copyright's year last ("© IOM 2023/Name", "© UNICEF 2024").
func (p *parser) suffixesFrom(end int) bool {
	for k, w := range p.words[:p.nw] {
		if w.start >= end && p.wf[k]&fSuffix == 0 && !(k == p.nw-1 && k > 0 && copyrightYear(p.s[w.start:w.end])) {
			return false
		}
	}
	return true
}

// copyrightYear reports a year of four digits from 1900 to 2099.
func copyrightYear(w string) bool {
	return len(w) == 4 && (w[:2] == "19" || w[:2] == "20") && isDigit(w[2]) && isDigit(w[3])
}

// deskLink reads a table agency followed by one or two words in title case that no
// list holds, before a colon: a desk or a bureau of the agency, an organisation kept
// as written, as ABC's regional newsrooms credit their photographers ("ABC
// Gippsland: Name", "ABC North Coast: Name", like "ABC News: Name").
//
//	desk = agency Name [Name] ":" Name
func (p *parser) deskLink(l *link) bool {
	if p.nw > 3 || !isUpperASCII(p.s[l.span.start]) {
		return false
	}
	e := l.span.end
	for e < p.end && p.s[e] == ' ' {
		e++
	}
	if e >= p.end || p.s[e] != ':' {
		return false
	}
	n := e + 1 // the name after the colon, in title case ("Tags: CONFLICT" is none)
	for n < p.end && p.s[n] == ' ' {
		n++
	}
	if n+1 >= p.end || !isUpperASCII(p.s[n]) || p.s[n+1] < 'a' || p.s[n+1] > 'z' {
		return false
	}
	_, end, ok := matchAgency(p.s, l.span.start, l.span.end)
	if !ok || end != p.words[0].end {
		return false
	}
	for k := 1; k < p.nw; k++ {
		if p.wf[k] != 0 || !titleCase(p.s[p.words[k].start:p.words[k].end]) {
			return false
		}
	}
	l.kind, l.name = kindOrg, l.span
	return true
}

// wireNameLink splits a link that runs a table agency, its word for picture and the
// photographer's name together with no separator ("BELGA PHOTO JAN PEETERS", "AFP
// PHOTO KARIM SALEH") into the agency and the person.
func (p *parser) wireNameLink(l *link) bool {
	if p.nw < 3 {
		return false
	}
	canon, end, ok := matchAgency(p.s, l.span.start, l.span.end)
	if !ok {
		return false
	}
	k := 0 // the words of the agency
	for k < p.nw && p.words[k].end <= end {
		k++
	}
	if k == 0 || k == p.nw || p.words[k-1].end != end {
		return false
	}
	if !pictureWord(p.s[p.words[k-1].start:end]) { // "AFP PHOTO" is a variant of the table
		switch {
		case pictureWord(p.s[p.words[k].start:p.words[k].end]):
			k++
		case !p.capitalsName(l.span.start, k):
			return false
		}
	}
	if p.nw-k < 2 {
		return false
	}
	person := link{sep: sepSlash, span: span{p.words[k].start, l.span.end}}
	if !p.personLink(&person, p.words[k:p.nw], p.wf[k:p.nw]) {
		return false
	}
	agency := span{l.span.start, p.words[k-1].end}
	p.links[p.n] = link{sep: l.sep, kind: kindAgency, canon: canon, span: agency, name: agency}
	p.links[p.n+1] = person
	p.n += 2
	p.strong = true
	return true
}

// capitalsName reports an agency's acronym before a name of two to four words, all in
// capitals or all in title case, with no picture word between, closing the caption
// as ANP signs ("ANP SEM VAN DER LINDEN") and as a credit reads whose slash was lost
// ("REUTERS Samer Khoury"): only case tells the name from more of the agency's.
func (p *parser) capitalsName(start, k int) bool {
	if n := p.nw - k; n < 2 || n > 4 || p.words[p.nw-1].end != trimEnd(p.s) || !acronym(p.s[start:p.words[k-1].end]) {
		return false
	}
	caps := acronym(p.s[p.words[k].start:p.words[k].end])
	for _, w := range p.words[k:p.nw] {
		x := p.s[w.start:w.end]
		if len(x) < 2 || caps && (!acronym(x) || !strings.ContainsAny(x, "AEIOUY")) || !caps && !titleCase(x) {
			return false
		}
	}
	return true
}

// mayBeNonPerson is a quick, exact filter for phrase(nonPersons): one word must be a
// one-word entry (fNonPerson); every word of several must be in a longer entry
// (fPhrase).
func (p *parser) mayBeNonPerson() bool {
	if p.nw == 1 {
		return p.wf[0]&fNonPerson != 0
	}
	for _, f := range p.wf[:p.nw] {
		if f&fPhrase == 0 {
			return false
		}
	}
	return true
}

// phrase reports whether the words of the link are, folded, one of the phrases.
func (p *parser) phrase(list []string) bool {
	for _, ph := range list {
		if p.wordsEqual(ph) {
			return true
		}
	}
	return false
}

func (p *parser) wordsEqual(ph string) bool {
	i := 0
	for k, w := range p.words[:p.nw] {
		if k > 0 {
			if i >= len(ph) || ph[i] != ' ' {
				return false
			}
			i++
		}
		n := w.end - w.start
		if i+n > len(ph) || !equalFold(p.s[w.start:w.end], ph[i:i+n]) {
			return false
		}
		i += n
	}
	return i == len(ph)
}

// gluedLink splits "Karam Al-MasriAFP" into a person and an agency written right
// after a lower-case letter: an acronym in capitals, or a longer name ("DoeReuters").
func (p *parser) gluedLink(l *link) bool {
	last := p.words[p.nw-1]
	for k := last.start + 1; k < last.end; k++ {
		if !isUpperASCII(p.s[k]) || p.s[k-1] < 'a' || p.s[k-1] > 'z' {
			continue
		}
		canon, end, ok := matchAgency(p.s, k, last.end)
		if !ok || end != last.end || !isUpperASCII(p.s[k+1]) && end-k < 5 {
			continue // "AFP", "AP" only in capitals; "Reuters", "Xinhua" as written
		}
		saved, savedF := p.words[p.nw-1], p.wf[p.nw-1]
		p.words[p.nw-1].end = k
		p.wf[p.nw-1] = flags(p.s[last.start:k])
		person := link{sep: l.sep, span: span{l.span.start, k}}
		ok = p.personLink(&person, p.words[:p.nw], p.wf[:p.nw])
		p.words[p.nw-1], p.wf[p.nw-1] = saved, savedF
		if !ok {
			return false
		}
		p.links[p.n] = person
		p.links[p.n+1] = link{sep: sepSlash, kind: kindAgency, canon: canon, span: span{k, end}, name: span{k, end}}
		p.n += 2
		p.notes |= noteGlued
		return true
	}
	return false
}

// hyphenLink splits a link where a hyphen stands for the slash between a person
// and an agency of the table that ends the link ("Kyle Benson-USA TODAY Sports",
// "Ana Ruiz-Imagn Images"): the hyphen follows a lower-case letter of the name's
// last word and a capital follows it; "EPA-EFE" and "Jean-Pierre" stay whole.
func (p *parser) hyphenLink(l *link) bool {
	if strings.IndexByte(p.s[p.words[1].start:l.span.end], '-') < 0 {
		return false // most links: no hyphen after the first word
	}
	for w := 1; w < p.nw; w++ {
		ws := p.words[w]
		for k := ws.start + 2; k+1 < ws.end; k++ {
			if p.s[k] != '-' || p.s[k-1] < 'a' || p.s[k-1] > 'z' || !isUpperASCII(p.s[k+1]) {
				continue
			}
			canon, end, ok := matchAgency(p.s, k+1, l.span.end)
			if !ok || end != l.span.end || !isUpperASCII(p.s[k+2]) && end-k-1 < 5 {
				continue // "AFP", "AP" only in capitals
			}
			saved, savedF := p.words[w], p.wf[w]
			p.words[w].end = k
			p.wf[w] = flags(p.s[ws.start:k])
			person := link{sep: l.sep, span: span{l.span.start, k}}
			ok = p.personLink(&person, p.words[:w+1], p.wf[:w+1])
			p.words[w], p.wf[w] = saved, savedF
			if !ok {
				return false
			}
			p.links[p.n] = person
			p.links[p.n+1] = link{sep: sepSlash, kind: kindAgency, canon: canon, span: span{k + 1, end}, name: span{k + 1, end}}
			p.n += 2
			p.notes |= noteGlued
			return true
		}
	}
	return false
}

// personLink reads an optional rank and a name of one to six words, ws with the word
// flags wf. A name that holds an organisation's word, a kind of place ("Village") or
// an agency's brand word ("Newspix") is no person's, nor one that opens with an
// acronym before title-case words ("WHO Timor-Leste").
func (p *parser) personLink(l *link, ws []span, wf []wordFlag) bool {
	i := 0
	core := false
	for i < len(ws) && wf[i]&fRank != 0 {
		core = core || wf[i]&fCoreRank != 0
		i++
	}
	if i == 1 && equalFold(p.s[ws[0].start:ws[0].end], "mate") {
		core = false // a rating only after its trade ("Photographer's Mate"); alone a given name ("REUTERS/Mate Kertesz")
	}
	if !core || i == len(ws) {
		i = 0
	}
	names, fs := ws[i:], wf[i:len(ws)]
	for len(names) > 2 && fs[len(names)-1]&(fSuffix|fNonPerson) != 0 {
		if fs[len(names)-1]&(fOrgSignal|fSuffix) == fOrgSignal {
			return false // "Nordic Film Archives": an organisation's word, not "Name File" nor "Name TV"
		}
		if w := names[len(names)-1]; equalFold(p.s[w.start:w.end], "handout") {
			return false // "RED ELECTRICA HANDOUT": the giver of a handout, an organisation
		}
		if w := names[len(names)-1]; w.end-w.start == 2 && p.s[w.start:w.end] == "TV" {
			return false // "Libya Al-Ahrar TV": a channel, no one's name
		}
		names = names[:len(names)-1] // "Name File Photo"
	}
	if len(names) > 6 || len(names) < 2 && !core && !p.mononym(l, names) && !scriptName(p.s[names[0].start:names[0].end]) {
		return false
	}
	if len(names) > 1 && (p.acronymAfterName(names) || p.acronymBeforeName(names)) {
		return false // "Planet Labs PBC", "WHO Timor-Leste"
	}
	if w := p.s[names[0].start:names[0].end]; len(names) > 1 && w == "Casa" || strings.HasPrefix(w, "L'") || strings.HasPrefix(w, "L’") {
		return false // "Casa de S.M. el Rey", "Casa Rosada": a royal or a presidential house, no first name; "L'Osservatore Romano": an article opens no one's name
	}
	capital := false
	for k, w := range names {
		word := p.s[w.start:w.end]
		if !nameWord(word, fs[k]) && !(k == 0 && p.weekdayName(l, names)) ||
			fs[k]&(fOrgSignal|fPlaceKind|fSettlement) != 0 || brandWord(word) || k > 0 && paperTail(word) {
			return false // a weekday opens a name only after "Agency/" ("AP Photo/Sunday Alamba")
		}
		if k > 0 && equalFold(word, "cross") && equalFold(p.s[names[k-1].start:names[k-1].end], "red") {
			return false // "Ukrainian Red Cross"
		}
		capital = capital || capitalised(word)
	}
	if !capital || isParticle(p.s[names[len(names)-1].start:names[len(names)-1].end], fs[len(names)-1]) {
		return false
	}
	if i > 0 {
		p.notes |= noteRank
	}
	end := names[len(names)-1].end
	if end-names[len(names)-1].start > 6 && p.s[end-5] == '-' && equalFold(p.s[end-4:end], "pool") {
		end -= 5 // Getty's "(Photo by Name-Pool/Getty Images)"
	}
	l.kind, l.name = kindPerson, span{names[0].start, end}
	return true
}

// lowerLink reads, in a caption with no capital letter, a social site before an
// account's handle ("twitter/@name") as an agency, and a name of two to four words
// of letters right after an agency and a slash ("unhcr/amina yusuf") as a person's:
// case cannot tell them, their place in the chain does.
func (p *parser) lowerLink(l *link) bool {
	ws := p.words[:p.nw]
	if len(ws) == 1 && l.span.end+1 < len(p.s) && p.s[l.span.end] == '/' && p.s[l.span.end+1] == '@' && socialSite(p.s[l.span.start:l.span.end]) {
		l.kind, l.name = kindOrg, l.span
		return true
	}
	if len(ws) < 2 || len(ws) > 4 || l.sep != sepSlash || p.n == 0 || p.links[p.n-1].kind != kindAgency {
		return false
	}
	for k, w := range ws {
		if !lettersOnly(p.s[w.start:w.end], false, false) || p.wf[k]&(fNotName|fOrgSignal|fPlaceKind|fSettlement|fNonPerson) != 0 {
			return false
		}
		if _, e, ok := matchAgencyLower(p.s, w.start, w.end); ok && e == w.end {
			return false // "efe/damaged dpa people": an agency's name is no person's
		}
	}
	l.kind, l.name = kindPerson, l.span
	return true
}

// socialSite reports the name of a social site, before an account's handle.
func socialSite(site string) bool {
	for _, w := range [...]string{"Twitter", "X", "Instagram", "Facebook", "Telegram", "TikTok", "YouTube", "Threads", "Bluesky", "VK", "Weibo", "Snapchat"} {
		if equalFold(site, w) {
			return true
		}
	}
	return false
}

// siteHandle reports a link that is an account's handle right after a social site
// and a slash, with no space between ("Twitter/@name", "Instagram/@name"), or that
// opens the chain before "via" and a social site ("@name via Telegram").
func (p *parser) siteHandle(l *link) bool {
	if l.sep == sepNone && p.n == 0 && handle(p.s[l.span.start:l.span.end]) {
		return p.viaSite(l.span.end) // "Photo: @name via X": the account the site shows
	}
	if l.sep != sepSlash || p.n == 0 || l.span.start < 1 || p.s[l.span.start-1] != '/' || !handle(p.s[l.span.start:l.span.end]) {
		return false
	}
	prev := p.links[p.n-1].span
	if prev.end != l.span.start-1 {
		return false
	}
	return socialSite(p.s[prev.start:prev.end])
}

// viaSite reports "via" and a social site that ends the window after i.
func (p *parser) viaSite(i int) bool {
	v := spaceEnd(p.s, i, p.end)
	if e := wordEnd(p.s, v, p.end); p.s[v:e] == "via" {
		v = spaceEnd(p.s, e, p.end)
		e = wordEnd(p.s, v, p.end)
		e = spaceEnd(p.s, e, p.end)
		return socialSite(p.s[v:wordEnd(p.s, v, p.end)]) && (e == p.end || p.s[e] == ')' || p.s[e] == ']')
	}
	return false
}

// weekdayName reports a name of two words in title case that a weekday opens,
// right after an agency of the table and a slash: the weekday is a first name
// ("AP Photo/Sunday Alamba").
func (p *parser) weekdayName(l *link, names []span) bool {
	if len(names) != 2 || l.sep != sepSlash || p.n == 0 || p.links[p.n-1].kind != kindAgency {
		return false
	}
	first, last := p.s[names[0].start:names[0].end], p.s[names[1].start:names[1].end]
	return weekday(first) && titleCase(first) && titleCase(last) && flags(last) == 0
}

// titleCase reports a word of ASCII letters, a capital and then lower case only.
func titleCase(w string) bool {
	if len(w) < 2 || !isUpperASCII(w[0]) {
		return false
	}
	for i := 1; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// weekendPaper reports "Sunday" or "Saturday" in title case, which open the names of
// weekly papers ("Sunday Times", "Saturday Star").
func weekendPaper(w string) bool {
	return w == "Sunday" || w == "Saturday"
}

// weekday reports the name of a day of the week, which is also a first name
// ("Sunday", "Monday").
func weekday(w string) bool {
	for _, d := range [...]string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"} {
		if equalFold(w, d) {
			return true
		}
	}
	return false
}

// mononym reports a one-word name that is a person's: written in title case right
// after an agency and a slash, or after the agency's asset number, with no
// organisation's word ("AP Photo/Libkos", "UNICEF/UN0598765/Diallo").
func (p *parser) mononym(l *link, names []span) bool {
	if len(names) != 1 || l.sep != sepSlash || p.n == 0 {
		return false
	}
	prev := &p.links[p.n-1]
	if prev.kind == kindNonPerson && p.n > 1 && prev.sep == sepSlash && assetNumber(p.s[prev.span.start:prev.span.end]) {
		prev = &p.links[p.n-2]
	}
	if prev.kind != kindAgency {
		return false
	}
	w := p.s[names[0].start:names[0].end]
	if len(w) < 4 || !isUpperASCII(w[0]) || isUpperASCII(w[1]) || !lettersOnly(w, false, false) || camelCase(w) {
		return false
	}
	return flags(w) == 0
}

// camelCase reports a word with a capital inside it after a lower-case letter, as an
// outlet writes its name ("TamilNet", "AyiboPost"), other than after "Mc" or "Mac"
// ("McCoy", "MacLeod").
func camelCase(w string) bool {
	for i := 2; i < len(w); i++ {
		if isUpperASCII(w[i]) && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return !(i == 2 && w[:2] == "Mc" || i == 3 && w[:3] == "Mac")
		}
	}
	return false
}

// scriptName reports a one-word name written in a script that writes a whole name
// without a space, two to four Han, kana or Hangul characters ("王磊", "佐藤陽子",
// "김민준"), none of the last characters that end an organisation's name ("新华社",
// "人民日报", "中央电视台").
func scriptName(w string) bool {
	if len(w) < 6 || len(w) > 12 || w[0] < 0xe3 || w[0] > 0xed {
		return false // two to four characters of three bytes, U+3000 to U+DFFF
	}
	n := 0
	var last rune
	for _, r := range w {
		if !(r >= 0x4e00 && r <= 0x9fff || r >= 0x3400 && r <= 0x4dbf || r >= 0xac00 && r <= 0xd7a3 || r >= 0x3041 && r <= 0x30ff && r != 0x30fb) {
			return false // Han, Hangul syllables, kana (not the middle dot); ranges, not unicode's tables, which the wasm module would carry
		}
		n++
		last = r
	}
	return n >= 2 && n <= 4 && !strings.ContainsRune("社报報台局网網部院会會所署厅廳聞闻団团협사청부", last)
}

// leadMononym makes a person of a one-word name that opens a credit after a lead
// and comes before a table agency and a slash ("Photo by Seyllou / AFP"): the
// agency follows its photographer, and the word has the shape of a mononym.
func (p *parser) leadMononym() {
	if !p.lead || p.n < 2 || p.links[0].kind != kindOrg || p.links[1].kind != kindAgency || p.links[1].sep != sepSlash {
		return
	}
	l := &p.links[0]
	w := p.s[l.span.start:l.span.end]
	if l.name != l.span || len(w) < 4 || !isUpperASCII(w[0]) || isUpperASCII(w[1]) || !lettersOnly(w, false, false) || flags(w) != 0 {
		return
	}
	l.kind = kindPerson
}

// acronymBeforeName reports a name that opens with the acronym of an international
// organisation before a title-case word, as its country offices sign ("UNDP Papua New
// Guinea", "WHO Timor-Leste"): an organisation's, not a person's. Other capitals stay
// a person's surname ("KIM Hong-ji", "JEAN DUPONT").
func (p *parser) acronymBeforeName(names []span) bool {
	if !orgAcronym(p.s[names[0].start:names[0].end]) {
		return false
	}
	for _, w := range names[1:] {
		if w.end-w.start >= 2 && isUpperASCII(p.s[w.start]) && p.s[w.start+1] >= 'a' && p.s[w.start+1] <= 'z' {
			return true
		}
	}
	return false
}

// acronymAfterName reports a name of title-case words that ends in an acronym of
// capitals ("Planet Labs PBC"): an organisation's name, not a person's.
func (p *parser) acronymAfterName(names []span) bool {
	last := p.s[names[len(names)-1].start:names[len(names)-1].end]
	first := p.s[names[0].start:names[0].end]
	if len(last) < 2 || len(last) > 5 || !acronym(last) || len(first) < 2 || !isUpperASCII(first[0]) || isUpperASCII(first[1]) {
		return false
	}
	if p.surnameInCapitals(names) {
		return false // AFP's and EPA's surname in capitals after a first name or two: "Rojhat AMED", "Abdi Hassan NUR", "Alex MAJOK DENG"
	}
	for i := 0; i < len(last); i++ {
		switch last[i] {
		case 'I', 'V', 'X':
		default:
			return true
		}
	}
	return false // "John Smith III"
}

// surnameInCapitals reports a person's name in AFP's and EPA's style: one or two
// given names in title case, then a surname of one to three words in capitals, each
// with a vowel (or the Cantonese "NG") and none an agency's or an organisation's
// acronym ("Rojhat AMED", "Abdi Hassan NUR", "Faris ABU SHAMA", "Anna VAN DER BERG",
// "Kelvin NG").
func (p *parser) surnameInCapitals(names []span) bool {
	if len(names) > 5 || p.agencyWord(names[0]) {
		return false
	}
	k := 1
	if w := p.s[names[1].start:names[1].end]; !acronym(w) {
		if p.agencyWord(names[1]) {
			return false
		}
		k = 2
	}
	if k >= len(names) || len(names)-k > 3 {
		return false
	}
	for _, n := range names[k:] {
		w := p.s[n.start:n.end]
		if !acronym(w) || !strings.ContainsAny(w, "AEIOUY") && w != "NG" || p.agencyWord(n) || orgAcronym(w) {
			return false
		}
	}
	return true
}

// initialsOf reports an acronym made of the first letters of the capitalised words ws
// ("ENN" of "Edlib News Network").
func (p *parser) initialsOf(ws []span, a string) bool {
	if len(a) != len(ws) || !acronym(a) {
		return false
	}
	for i, w := range ws {
		if c := p.s[w.start]; c != a[i] || !capitalised(p.s[w.start:w.end]) || isUpperASCII(p.s[w.start+1]) {
			return false
		}
	}
	return true
}

// agencyWord reports a word that is an agency's name whole ("AP", "EFE", "Kyodo").
func (p *parser) agencyWord(w span) bool {
	_, end, ok := matchAgency(p.s, w.start, w.end)
	return ok && end == w.end
}

// placeInOrg reports the lower-case words of a place inside an organisation's name:
// "in" before a capitalised word, and a kind of place after one ("Emergency Service
// of Ukraine in Dnipropetrovsk region").
func (p *parser) placeInOrg(ws []span, k int) bool {
	word := p.s[ws[k].start:ws[k].end]
	if word == "in" {
		return k+1 < len(ws) && capitalised(p.s[ws[k+1].start:ws[k+1].end])
	}
	return placeKind(word) && capitalised(p.s[ws[k-1].start:ws[k-1].end])
}

// placeKind reports the lower-case kinds of place that follow a place's name inside
// an organisation's name.
func placeKind(w string) bool {
	for _, k := range placeKinds {
		if w == k {
			return true
		}
	}
	return false
}

// placeKinds are the words of placeKind, as written.
var placeKinds = [...]string{"region", "oblast", "province", "district", "governorate", "state", "city", "county"}

// orgLink reads an organisation not in the table, kept as written (without a
// lower-case "the", and without a word for picture after it: "Antara Foto" is
// Antara's credit, as "AP Photo" is AP's).
func (p *parser) orgLink(l *link) bool {
	ws := p.words[:p.nw]
	if len(ws) >= maxWords {
		return false
	}
	if len(ws) == 1 && webAddress(p.s[ws[0].start:ws[0].end]) {
		l.kind, l.name = kindOrg, l.span // "kloop.kg", as written
		return true
	}
	for len(ws) > 1 && p.wf[len(ws)-1]&fNonPerson != 0 && p.wf[len(ws)-1]&fSuffix != 0 {
		ws = ws[:len(ws)-1] // "ARAKAN ARMY HANDOUT"
	}
	if n := len(ws); n >= 3 && p.initialsOf(ws[:n-1], p.s[ws[n-1].start:ws[n-1].end]) {
		ws = ws[:n-1] // "Edlib News Network ENN": the name's initials after it, a gloss
	}
	signal, lastSignal := false, -1
	for k := range ws {
		if p.wf[k]&fOrgSignal != 0 {
			signal, lastSignal = true, k
		}
	}
	for k, w := range ws {
		word := p.s[w.start:w.end]
		if k == 0 && !capitalised(word) && word != "the" && !ordinal(word) {
			return false
		}
		if !orgWord(word) && !(k > 0 && k == len(ws)-1 && len(word) <= 3 && allDigits(word)) && // "Deir Ezzor 24", as "France 24"
			!(signal && k > 0 && (p.wf[k]&fOrgSignal != 0 || allDigits(word) ||
				k < lastSignal && lettersOnly(word, false, false) || // "AZOV special forces"
				p.placeInOrg(ws, k))) {
			return false
		}
		if word[len(word)-1] == '.' && !initialLike(word) && p.wf[k]&fAbbrev == 0 {
			return false
		}
		if p.wf[k]&fNotName != 0 && p.wf[k]&fConnector == 0 && !(k == 1 && p.namePhotos(ws)) && !p.picturesInName(ws, k) &&
			!(signal && k > 0 && k+1 < len(ws) && p.s[ws[k+1].start:ws[k+1].end] == "of" && titleCase(word)) && // "General Staff of the Armed Forces"
			!(k > 0 && k < lastSignal && pictureWord(word) && titleCase(word)) && // "Colony Photo Service", a studio
			!(len(ws) == 2 && p.acronymPhoto(ws, l.sep)) && // "HT Photo", "AN Photo": a paper's
			!(k == 0 && lastSignal == len(ws)-1 && lastSignal > 0 && len(ws) <= 3 && weekendPaper(word) &&
				titleCase(p.s[ws[lastSignal].start:ws[lastSignal].end])) { // "Sunday Times": a weekly's
			return false
		}
	}
	l.kind, l.name = kindOrg, span{ws[0].start, ws[len(ws)-1].end}
	if len(ws) > 1 && pictureWord(p.s[ws[len(ws)-1].start:l.name.end]) {
		l.name.end = ws[len(ws)-2].end // "Antara Foto"
	}
	if p.s[ws[0].start:ws[0].end] == "the" {
		if len(ws) == 1 {
			return false
		}
		l.name.start = ws[1].start
	}
	return true
}

// sourceLink reads a source that is neither a person nor an organisation, such as
// "Militant video" in "Militant video via AP"; settle accepts it only before "via",
// and it names no one.
func (p *parser) sourceLink(l *link) bool {
	ws := p.words[:p.nw]
	if len(ws) > 5 || !capitalised(p.s[ws[0].start:ws[0].end]) || p.wf[0]&fNotName != 0 {
		return false
	}
	for _, w := range ws {
		word := p.s[w.start:w.end]
		if !lettersOnly(word, true, true) || word[len(word)-1] == '.' && !initialLike(word) {
			return false
		}
	}
	l.kind = kindSource
	return true
}

// settle gives each link its role by its place in the chain and checks that the
// chain is a credit at all: it names a table agency, opens with a lead, says
// "Handout" or the like, or joins a person to an organisation with "/", "via",
// "for" or ":".
func (p *parser) settle() bool {
	persons, agencies, orgs, nonPersons, joins := 0, 0, 0, 0, 0
	p.dict = false
	p.leadMononym()
	for i := 0; i < p.n; i++ {
		l := &p.links[i]
		if l.sep == sepComma && i > 0 && p.links[i-1].kind != kindPerson && p.holderPart(l.span) {
			l.kind = kindPart // "Library of Congress, Prints & Photographs Division"
			continue
		}
		if l.sep == sepComma && i == p.n-1 && i > 0 && (l.kind == kindPerson || l.kind == kindOrg) && p.holderCity(i) {
			l.kind = kindCity // "Rijksmuseum, Amsterdam": caption text, not the credit's
			continue
		}
		switch l.sep {
		case sepSlash, sepVia, sepFor, sepColon:
			joins++
			if l.sep == sepSlash {
				p.strong = true
			}
		}
		if l.sep == sepComma && (l.kind == kindAgency || p.afterSemicolon(l.span.start)) {
			persons = 0 // a credit of its own: "AP Photo/Name, File; AP Photo/Name", "REUTERS/Name (top), REUTERS/Name (bottom)"
		}
		if l.kind == kindPerson && (l.sep == sepVia || l.sep == sepFor || l.sep == sepSlash && persons > 0 ||
			p.namedWithThe(l.name) || i == 0 && (p.handoutGiver() || p.articlePaperFirst())) {
			l.kind, l.name = kindOrg, l.span
		}
		if l.kind == kindSource && (i+1 >= p.n || p.links[i+1].sep != sepVia) {
			return false
		}
		if l.sep == sepColon && i > 0 && (p.links[i-1].kind != kindAgency && p.links[i-1].kind != kindOrg || metadataLabel(p.s[p.links[i-1].span.start:p.links[i-1].span.end])) {
			return false // "Location: New Delhi, India.": a record's field, no organisation's credit
		}
		if l.sep == sepComma && l.kind == kindOrg && i > 0 && p.links[i-1].kind == kindPerson && p.paperName(l.span) {
			joins++ // "Name, The Arizona Republic": a paper's name after a comma joins like a slash
		}
		switch l.kind {
		case kindPerson:
			persons++
		case kindAgency:
			agencies++
			p.dict = true
		case kindOrg:
			orgs++
		case kindNonPerson:
			nonPersons++
		}
	}
	if agencies > 0 || p.lead || p.licensed || nonPersons > 0 && (p.n == 1 || persons > 0) || p.artist && persons == 1 && p.n == 1 {
		return true
	}
	if orgs == 1 && persons == 0 && joins == 0 && p.links[0].kind == kindOrg && (p.orgAlone && p.orgish1() || p.holder(p.links[0].name)) {
		return true // a museum, a library or an archive alone: "Imperial War Museum", "Rijksmuseum"
	}
	return joins > 0 && (persons > 0 && orgs > 0 || nonPersons > 0) || orgs > 1 && p.siteLast()
}

// handoutGiver reports a credit that opens with a name of three words or more, then
// "/Handout" and "via" an agency: the name gives the handout ("La Biennale di
// Venezia/Handout via REUTERS"), an organisation, as a photographer is named only
// after one ("UK Parliament/Name/Handout via REUTERS"); a name of two words may be the
// person who released the picture ("Azim Rahman/Handout via REUTERS"), unless it opens
// with an acronym before a word that is not in capitals ("ISU Galati/Handout via
// REUTERS", an inspectorate; AFP's "Name SURNAME" puts the capitals last).
func (p *parser) handoutGiver() bool {
	if p.n < 3 {
		return false
	}
	g, h, a := &p.links[0], &p.links[1], &p.links[2]
	if !(h.sep == sepSlash && h.kind == kindNonPerson && equalFold(p.s[h.span.start:h.span.end], "handout") &&
		a.sep == sepVia && a.kind == kindAgency) {
		return false
	}
	name := p.s[g.span.start:g.span.end]
	if strings.Count(name, " ") >= 2 {
		return true
	}
	first, rest, ok := strings.Cut(name, " ")
	return ok && len(first) <= 5 && capsWord(first) && hasLower(rest)
}

// metadataLabel reports the label of a record's or an export's field that holds no
// credit: the picture's place, date, title or text.
func metadataLabel(w string) bool {
	switch w {
	case "Location", "Sub-location", "Sublocation", "City", "Country", "Place", "Date", "Title", "Caption", "Description",
		"Headline", "Keywords", "Slug", "Hed", "Cutline":
		return true
	}
	return false
}

// siteLast reports a chain that ends with a social site after "/" or "via", the
// site a source posted the picture on ("Arakan Army via X", "Astra/Telegram"), as
// "Twitter/@handle" names one.
func (p *parser) siteLast() bool {
	l := p.links[p.n-1]
	return (l.sep == sepVia || l.sep == sepSlash) && l.kind == kindOrg && socialSite(p.s[l.span.start:l.span.end])
}

// paperTail reports a hyphenated word whose last part is a paper's word or an
// organisation's ("Banner-Herald", "Star-Tribune", "Post-Intelligencer"), which ends
// a paper's name and no one's.
func paperTail(w string) bool {
	return strings.IndexByte(w, '-') >= 0 && orgWordTail(w)
}

// orgWordTail reports a word, or the last part of a hyphenated one, that is an
// organisation's or a paper's word ("Ministry", "Star", "Post-Dispatch").
func orgWordTail(w string) bool {
	w = w[strings.LastIndexByte(w, '-')+1:]
	return w != "" && (has(w, fOrgSignal) || wordtab.Has(paperWords[:], w))
}

// articlePaperFirst reports a first link named with a French article ("Le
// Télégramme", "La Provence", "L'Equipe") before a slash and a person: a paper and
// its photographer, as French papers credit ("(Photo Le Télégramme/Name)"); not a
// person whose name opens with "Le" before an agency ("Le Van Thanh/AFP").
func (p *parser) articlePaperFirst() bool {
	if p.n < 2 || p.links[1].sep != sepSlash || p.links[1].kind != kindPerson {
		return false
	}
	w := p.s[p.links[0].name.start:p.links[0].name.end]
	for _, a := range [...]string{"Le ", "La ", "Les ", "L'", "L’"} {
		if len(w) > len(a)+1 && w[:len(a)] == a && (isUpperASCII(w[len(a)]) || w[len(a)] >= 0xc3) {
			return true
		}
	}
	return false
}

// theNamedPlaces are the places named with "The" that paperName takes for no
// paper, and paperWords the last words of papers' names; both sorted
// (TestWordTablesSorted).
var (
	theNamedPlaces = [...]string{"Bronx", "Hague", "Dalles", "Gambia", "Bahamas", "Netherlands"}
	paperWords     = [...]string{
		"Bee", "News", "Post", "Star", "Daily", "Globe", "Press", "Times", "Herald",
		"Leader", "Ledger", "Record", "Citizen", "Courier", "Gazette", "Journal", "Tribune",
		"Advocate", "Democrat", "Dispatch", "Enquirer", "Examiner", "Inquirer", "Observer",
		"Register", "Republic", "Sentinel", "Standard", "Chronicle", "Telegraph",
		"Independent",
	}
)

// paperName reports an organisation's name that opens with "The" and another
// capitalised word, as papers name themselves ("The Arizona Republic", "The
// Star-Ledger"), or that ends with a paper's word ("Detroit Free Press", "Star
// Tribune"); after a person and a comma it makes a credit without a lead. The
// places whose names take the article are no paper ("Name, The Hague").
//
//	paper = "The" Capital { word } | Capital { word } paperWord
func (p *parser) paperName(sp span) bool {
	w := p.s[sp.start:sp.end]
	if len(w) > 5 && w[:4] == "The " && isUpperASCII(w[4]) {
		return !wordtab.Has(theNamedPlaces[:], w[4:])
	}
	i := len(w)
	for i > 0 && w[i-1] != ' ' {
		i--
	}
	if i == 0 || !isUpperASCII(w[0]) {
		return false
	}
	last := w[i:]
	if h := strings.LastIndexByte(last, '-'); h >= 0 {
		last = last[h+1:] // "Athens Banner-Herald", "Regina Leader-Post"
	}
	return wordtab.Has(paperWords[:], last)
}

// namePhotos reports an organisation of two words, a name and a plural picture word,
// both in title case, one space between ("Inquam Photos", "Levant Pictures"; not
// "EDITORS IMAGES"):
//
//	name-photos = Name ("Photos" | "Pictures" | "Images") | ACRONYM "Photos"
func (p *parser) namePhotos(ws []span) bool {
	if len(ws) != 2 || p.wf[0]&(fNotName|fNonPerson|fLead|fOrgSignal|fSuffix|fRank) != 0 ||
		p.wf[1]&fOrgSignal == 0 || ws[1].start != ws[0].end+1 || p.s[ws[0].end] != ' ' {
		return false
	}
	a, b := p.s[ws[0].start:ws[0].end], p.s[ws[1].start:ws[1].end]
	if len(a) < 3 || !lettersOnly(a, false, false) || !capitalised(a) {
		return false
	}
	if b == "Photos" && len(a) <= 5 && capsWord(a) {
		return true // a league's or a body's picture service: "AFL Photos", "MLB Photos"
	}
	return capitalised(b) && noUpperAfterFirst(a) && noUpperAfterFirst(b)
}

// picturesInName reports a plural picture word in title case in the middle or at the
// end of an organisation's name of three title-case words one space apart ("Global
// Images Ukraine", "Frontline Pictures Sahel", "Wide World Photos"; not "GLOBAL IMAGES
// UKRAINE" nor "Global images Ukraine"): the name of a photographers' collective or a
// picture agency. Two words are namePhotos'.
func (p *parser) picturesInName(ws []span, k int) bool {
	if k == 0 || len(ws) != 3 || p.wf[k]&fOrgSignal == 0 {
		return false
	}
	for i, w := range ws {
		if word := p.s[w.start:w.end]; !capitalised(word) || !noUpperAfterFirst(word) || !lettersOnly(word, false, false) ||
			i > 0 && (w.start != ws[i-1].end+1 || p.s[ws[i-1].end] != ' ') {
			return false
		}
	}
	return p.wf[0]&(fNotName|fNonPerson|fLead|fSuffix|fRank) == 0
}

// acronymPhoto reports a link of two words, an acronym of two to four capitals and a
// word for picture in title case, a paper's name in its own credits ("Name/HT
// Photo", "AN Photo/Name"); the acronym may be a word that begins no name or a
// particle ("AN"), but not a connector or a credit word ("THE Photo", "PHOTO Photo"),
// and a slash joins it to the chain ("Name, DE Photo" is none).
//
//	paper-photo = "/" ACRONYM Picture | ACRONYM Picture "/"    (the picture word in title case: "HT Photo", not "AN PHOTO")
func (p *parser) acronymPhoto(ws []span, sep sepKind) bool {
	if e := spaceEnd(p.s, ws[1].end, p.end); sep != sepSlash && (e == p.end || p.s[e] != '/') {
		return false // a slash before or after it: "Name/HT Photo", "AN Photo/Name"
	}
	a, b := p.s[ws[0].start:ws[0].end], p.s[ws[1].start:ws[1].end]
	return len(a) >= 2 && len(a) <= 4 && acronym(a) && a[len(a)-1] != '.' && pictureWord(b) && titleCase(b) &&
		p.wf[0]&(fConnector|fLead|fSuffix|fNonPerson|fPhrase|fRank) == 0
}

// noUpperAfterFirst reports a word with no ASCII capital after its first letter.
func noUpperAfterFirst(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' {
			return false
		}
	}
	return true
}

func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) {
			return false
		}
	}
	return w != ""
}

// namedWithThe reports a person's name of the credit that the caption wrote before
// the credit after "the" or "The", as only a group's name is written: "provided by
// the Lens Young Homsi activist group ... (Lens Young Homsi via AP)" credits the
// group, no one.
func (p *parser) namedWithThe(name span) bool {
	n := p.s[name.start:name.end]
	if strings.IndexByte(n, ' ') < 0 {
		return false
	}
	before := p.s[:name.start]
	for i := strings.Index(before, n); i >= 0; {
		if i >= 4 && (p.s[i-4:i] == "the " || p.s[i-4:i] == "The ") {
			return true
		}
		j := strings.Index(before[i+1:], n)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// holder reports an organisation's name that holds a word of an institution that
// keeps pictures: a museum, a library, an archive or a gallery ("Imperial War
// Museum", "National Museum Wales", "Rijksmuseum", "Halvorsen Gallery").
func (p *parser) holder(name span) bool {
	if w := p.s[name.start:name.end]; w == "IWM" || w == "NARA" {
		return true // the Imperial War Museums, the National Archives and Records Administration
	}
	for i := name.start; i < name.end; {
		e := wordEnd(p.s, i, name.end)
		if holderWord(p.s[i:e]) {
			return true
		}
		i = max(e, i+1)
	}
	return false
}

// holderWord reports a word of holder, in any case and in the languages of
// catalogues, alone or ending a longer word: a museum, a library, an archive or a
// gallery ("Rijksmuseum", "Bundesarchiv", "Stadsarchief", "Muzeum", "Fototeca",
// "Bibliothèque", "Halvorsen Gallery").
func holderWord(w string) bool {
	if len(w) < 5 {
		return false
	}
	for _, stem := range holderStems {
		for k := 0; k+len(stem) <= len(w); k++ {
			if equalFold(w[k:k+len(stem)], stem) {
				return true
			}
		}
	}
	return false
}

// holderStems are the stems of holderWord, in lower case.
var holderStems = [...]string{"museum", "museo", "muzeum", "musée", "museu", "museet", "librar", "bibliot", "archiv",
	"archief", "arquiv", "arkiv", "galler", "fototeca", "fotothek", "photothèque", "histor", "institution", "universit"}

// holderPart reports a link that ends with a word for a part of a holder's
// collection, which after the holder's name and a comma is no organisation of its own
// ("Library of Congress, Prints & Photographs Division, Harwell Collection").
func (p *parser) holderPart(l span) bool {
	return holderPartName(p.s[l.start:l.end])
}

// holderCity reports a last link, after a comma, of one or two capitalised words that
// follows a holder's name: the town the holder stands in ("Rijksmuseum, Amsterdam",
// "Imperial War Museum, London"), which the credit leaves to the caption's places.
func (p *parser) holderCity(i int) bool {
	prev := &p.links[i-1]
	if prev.kind != kindOrg && prev.kind != kindAgency || !p.holder(prev.name) {
		return false
	}
	return townWords(p.s, p.links[i].span.start, p.links[i].span.end)
}

// townWords reports one or two capitalised words of letters in s[i:end], as a town's
// name after a holder's or a studio's ("Rijksmuseum, Amsterdam", "Name & Co.,
// Colombo").
func townWords(s string, i, end int) bool {
	words := 0
	for j := i; j < end; {
		e := wordEnd(s, j, end)
		if e > j {
			if words++; words > 2 || !isUpperASCII(s[j]) || !lettersOnly(s[j:e], true, false) {
				return false
			}
		}
		j = max(e, j+1)
	}
	return words > 0
}

// orgish1 reports a one-link chain whose organisation holds an organisation's word
// ("Colony Photo Service"), not a bare name.
func (p *parser) orgish1() bool {
	l := &p.links[0]
	for i := l.name.start; i < l.name.end; {
		e := wordEnd(p.s, i, l.name.end)
		if has(p.s[i:e], fOrgSignal) {
			return true
		}
		i = max(e, i+1)
	}
	return false
}
