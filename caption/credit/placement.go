package credit

// The steps that read where each picture of a combination stands, beside the
// credit of its photographer: "REUTERS/Name (L), Name (R)", "(AP Photo/Name, left, and
// Name)", "Left: Name/AP; right: Name/Reuters", "Top photo: Name/EPA". The words name
// no one and no organisation: they are skipped, and the links around them are read as
// any others.

// placementWords are the words for a picture's place in a combination, in lower case;
// "l" and "r" only in brackets ("(L)").
var placementWords = [...]string{"above", "below", "bottom", "center", "centre", "l", "left", "r", "right", "top"}

// placementInitials has bit c-'a' set for each first letter c of placementWords.
const placementInitials = 1<<('a'-'a') | 1<<('b'-'a') | 1<<('c'-'a') | 1<<('l'-'a') | 1<<('r'-'a') | 1<<('t'-'a')

// maxPlacement is the length of the longest of placementWords.
const maxPlacement = len("bottom")

// placementWord reports whether w is one of placementWords in any case; short allows
// the one-letter "L" and "R". It is asked of the first word of every link: the length
// and the first letter, tested first, turn away most words without a look at the list.
func placementWord(w string, short bool) bool {
	if len(w) == 1 && !short || len(w) == 0 || len(w) > maxPlacement {
		return false
	}
	if m := lower(w[0]) - 'a'; m >= 26 || placementInitials>>m&1 == 0 {
		return false
	}
	return inList(w, placementWords[:])
}

// consumePlacementLabel skips a label that opens one picture's credit, before its link.
//
//	placement-label = placementWord [ "photo" | "picture" | "image" ] ":"
func (p *parser) consumePlacementLabel() {
	save := p.pos
	w := p.peekWord()
	if !placementWord(p.s[w.start:w.end], false) {
		return
	}
	p.pos = w.end
	if n := p.peekWord(); equalFold(p.s[n.start:n.end], "photo") || equalFold(p.s[n.start:n.end], "picture") ||
		equalFold(p.s[n.start:n.end], "image") {
		p.pos = n.end
	}
	if !p.consumeByte(':') {
		p.pos = save
	}
}

// consumePlacement skips a picture's place after its link, in brackets or between
// commas: the comma after it is left to the separator.
//
//	placement = "(" placementWord ")" | "," placementWord ( "," | ";" | ")" | end )
func (p *parser) consumePlacement() {
	save := p.pos
	if p.n == 0 || p.links[p.n-1].kind != kindPerson && p.links[p.n-1].kind != kindNonPerson {
		return
	}
	switch {
	case p.consumeByte('('):
		w := p.peekWord()
		if placementWord(p.s[w.start:w.end], true) {
			p.pos = w.end
			if p.consumeByte(')') {
				return
			}
		}
	case p.consumeByte(','):
		w := p.peekWord()
		if placementWord(p.s[w.start:w.end], false) {
			p.pos = w.end
			p.skipSpace()
			if p.pos == p.end || p.s[p.pos] == ',' || p.s[p.pos] == ';' || p.s[p.pos] == ')' {
				return
			}
		}
	}
	p.pos = save
}

// afterSemicolon reports whether the link that starts at i opens a credit of its own
// after a semicolon, maybe after a placement label ("...; right: Name/Reuters").
func (p *parser) afterSemicolon(i int) bool {
	k := i - 1
	for k >= 0 && p.s[k] == ' ' {
		k--
	}
	if k >= 0 && p.s[k] == ':' {
		for k--; k >= 0 && p.s[k] != ';' && p.s[k] != ',' && p.s[k] != '/' && p.s[k] != '('; k-- {
		}
	}
	return k >= 0 && p.s[k] == ';'
}
