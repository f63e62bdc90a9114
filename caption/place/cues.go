package place

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/gazetteer"
	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// Phase 2 and 3: dictionary matches, then names found by the caption's cues.

// matchDictionary walks the words left to right; at each word the longest entry
// wins and the walk goes on after it (leftmost-longest). A capitalised article
// before a place joins it ("El Geneina"), and so do an unknown capitalised word glued
// by a hyphen ("Gorno-Badakhshan") and a capitalised short direction inside a
// sentence ("East Palestine"). A place entry is turned into a blocker
// when it is a person's first name (givenName) or when the caption uses it as a
// modifier:
//
//	modifier = place "-" lower-word        ("U.S.-led", "Iraq-based")
//	         | prefix "-" place            ("pro-Russia", "anti-Syria")
//	         | abbrev word                 ("U.S. troops"; not "U.S. and", "U.S. on")
//	         | place { Capital } OrgWord   ("Manbij Military Council")
//	         | place Capital { Capital } org-word  ("Pakistan Tehreek-e-Insaf party")
//	         | country people-noun         ("Myanmar refugees")
//	         | abbrev ("and" | "or") demonym  ("U.S. and British airstrikes")
//	         | place StreetWord            ("Pennsylvania Avenue")
//	         | StreetWord place            ("Calle Colombia"; not "St Petersburg")
//	         | OrgWord "of" place          ("the Bank of England", "Council of Europe")
func (p *parser) matchDictionary(d *dictionary) {
	// Most words start no entry: the scanner listed those that do.
	next := 0 // the first word after the last match
	for _, st := range p.starts {
		i := int(st)
		if i < next || p.cover[i] != 0 {
			continue // after a match, or in a firm's name (blockFirms)
		}
		n, e := d.match(p, i)
		if n > 0 && !p.toks[i].cap && i > 0 && p.toks[i].gap == gapSpace && p.toks[i-1].cap && p.cover[i-1] == 0 {
			n = 0 // "Tariq al-Bab": a particle inside a longer name
		}
		if n > 0 && i > 0 && p.toks[i].gap == gapHyphen && p.is(i-1, wArticle) {
			n = 0 // "al-Mashhad" is not "Mashhad"
		}
		if n > 0 && p.lower && !p.lowerPlaceAt(i, e) {
			n = 0 // "a nice day", "roast turkey": in lower case only a cue makes a place
		}
		if n > 0 && p.ezafeAfter(i+n) {
			n = 0 // "Baghlan-e Jadid": a longer Persian name, left for the cues to read
		}
		if n == 1 && p.deMayo(i) {
			n = 0 // "Plaza Dos de Mayo": a month
		}
		if n >= 2 && p.word(i+n-1) == "Region" && (i+n >= len(p.toks) || !p.joined(i+n) || p.key(i+n) != "of") {
			n-- // "the Kurdistan Region" gives Kurdistan, a kind word dropped; "Kurdistan Region of Iraq" is the name
		}
		if n == 0 {
			continue
		}
		// A person's name is a place of one word, not in capitals, with a capitalised
		// word after it (givenName) or before it (surname): tested here first, with
		// no call for most matches.
		t := &p.toks[i]
		given := n == 1 && e.tag != tagDemonym && !e.tag.blocks() && e.tag != tagAbbrev && !t.caps && !t.poss &&
			(i+1 < len(p.toks) && p.toks[i+1].cap && p.givenName(d, i, i+n, e) ||
				i > 0 && p.toks[i-1].cap && p.surname(d, i, i+n, e))
		switch {
		case e.tag == tagDemonym && p.regionKindAfter(i+n):
			m := &p.ments[p.addMention(i, i+n, nil)] // "Somali region": a region named after its people
			m.kind, m.hasKnd = "region", true
		case e.tag == tagDemonym:
			p.blockAs(i, i+n, -2)
		case !e.tag.blocks() && i+n < len(p.toks) && p.toks[i+n].gap == gapSpace && longerFeature(p.word(i+n)) &&
			(i+n+1 >= len(p.toks) || !p.joined(i+n+1) || !p.toks[i+n+1].cap):
			// "the Kabul River", "the Niger River": a river named after a town or a
			// country it flows by; "Cardiff Bay": a quarter so named
			n++
			p.addMention(i, i+n, nil)
		case n == 1 && e.tag == tagCity && p.ageAfter(i+n):
			p.blockAs(i, i+n, -1) // "Florence, 34, holds her baby": a person's name and age
		case given && i > 0 && p.joined(i) && (p.cueOf(i-1) != cueNone || p.ofWord(i-1)):
			// "in Washington Heights", "perto de Porto Velho": left free, for the cues to
			// read the longer name
		case e.tag.blocks() || given || p.isModifier(d, i, i+n, e) || p.vesselBefore(i):
			p.blockAs(i, i+n, -1)
		default:
			if n >= 2 {
				n = p.romanceTail(i+n, e) - i
			}
			n = p.connectorTail(i+n, e) - i
			n = p.arabicTail(i+n, e) - i
			n = p.compassTail(i+n, e) - i
			t0 := i // the name may start before the match, only after a capitalised word
			if i > 0 && p.toks[i-1].cap {
				t0 = p.newBefore(p.directionBefore(p.compoundBefore(p.particleBefore(i), e)), i+n)
				if t0 == i && p.free(i-1) && p.joined(i) && p.regionalDirection(i-1, i+n) {
					t0 = i - 1 // "Western Highlands province"
				}
			} else if i > 1 && p.toks[i].gap == gapHyphen {
				t0 = p.compoundBefore(i, e) // "Pas-de-Calais"
			}
			if t0 == i && e.tag != tagDemonym {
				if w := p.waterOf(i); w < i {
					p.addMention(w, i+n, nil) // "the Gulf of Riga": a sea's name, not the city
					next = i + n
					continue
				}
			}
			if e.tag != tagCountry {
				t0 = p.hispanicTownBefore(t0, false) // "Ciudad Hidalgo", "Playas de Tijuana"
			} else if t0 == i && i > 0 && p.joined(i) && p.word(i-1) == "Little" && p.free(i-1) {
				t0 = i - 1 // "Little Haiti", "Little Italy": a city's quarter named after a country
			} else if t0 == i {
				t0 = p.hispanicTownBefore(t0, true) // "Ciudad de Panamá", "Città del Vaticano"
			}
			if f := p.districtOfEnd(t0); f > i+n {
				n = f - i // "the Washington Heights neighborhood of Manhattan"
			}
			if e.tag != tagCountry && !p.toks[i+n-1].caps {
				n = p.campSection(i+n) - i // "Jeddah 5 camp", "in Kakuma 1, the oldest section"
			}
			p.addMention(t0, i+n, e)
			if j := i + n; p.routePair(j) && p.free(j) && !p.startsEntry(j) {
				p.addMention(j, j+1, nil) // "the Maiduguri-Damboa road": the second town, in no list
				n++
			}
		}
		next = i + n
	}
}

// compassTail returns the end of a town's name that ends at word j and goes on with a
// capitalised Spanish or Portuguese point of the compass, the name of the town's
// part or of a neighbouring municipality ("Santo Domingo Este", "Lima Norte"); else j.
func (p *parser) compassTail(j int, e *entry) int {
	if e.tag != tagCity || j >= len(p.toks) || !p.joined(j) || !p.toks[j].cap || p.toks[j].caps != p.toks[j-1].caps || p.toks[j-1].poss ||
		j+1 < len(p.toks) && p.joined(j+1) && p.toks[j+1].cap {
		return j
	}
	switch w := p.word(j); {
	case foldEqual("este", w), foldEqual("oeste", w), foldEqual("norte", w), foldEqual("sur", w), foldEqual("sul", w):
		return j + 1
	}
	return j
}

// vesselBefore reports a word for a ship before word i: the name after it is the
// ship's ("the landing ship Minsk", "the tanker Kerch", "the frigate Hamburg"), also
// after one or two words of no list that begin it ("the ship Maersk Shanghai").
func (p *parser) vesselBefore(i int) bool {
	// A word of the lexicon (a preposition, an article, ...) is none: most matches
	// follow one, and so make no search of the table.
	if i > 0 && p.joined(i) && p.toks[i-1].cap && p.toks[i-1].cls == 0 {
		// "the ship Maersk Shanghai", "the bulk carrier MSC Hong Kong": the ship's
		// name begins with a word of no list
		for k := i - 1; k > 0 && k >= i-2 && p.toks[k].cap && p.toks[k].cls == 0 && p.joined(k); k-- {
			if !p.toks[k-1].cap {
				i = k
				break
			}
		}
	}
	return i > 0 && p.joined(i) && !p.toks[i-1].cap && p.toks[i-1].cls == 0 && wordtab.Has(vesselWords[:], p.word(i-1))
}

// vesselWords are the words of vesselBefore, in the order of wordtab.Less.
var vesselWords = [...]string{
	"tug", "ship", "barge", "ferry", "liner", "yacht", "bulker", "cutter", "tanker", "vessel",
	"carrier", "cruiser", "dredger", "frigate", "trawler", "warship", "corvette", "schooner",
	"destroyer", "freighter", "submarine", "icebreaker",
}

// romanceTail returns the end of a known place name of two or more words that ends at
// word j and goes on with a Spanish or Portuguese particle and one capitalised word
// that is no known place nor first name: a longer name ("San Juan de Lurigancho",
// "Santo Domingo de los Colorados"); else j.
//
//	tail = ("de" | "del" | "do" | "da" | "dos" | "das") ["la" | "las" | "los" | "el"] Capital
func (p *parser) romanceTail(j int, e *entry) int {
	if j+1 >= len(p.toks) || e.tag == tagCountry || p.toks[j].gap != gapSpace || p.toks[j].cap ||
		p.toks[j-1].poss || p.toks[j-1].caps || !p.oneSpace(j) {
		return j
	}
	switch p.key(j) {
	case "de", "del", "do", "da", "dos", "das":
	default:
		return j
	}
	k := j + 1
	if k+1 < len(p.toks) && p.toks[k].gap == gapSpace && !p.toks[k].cap {
		switch p.word(k) {
		case "la", "las", "los", "el":
			k++
		}
	}
	t := &p.toks[k]
	if t.gap != gapSpace || !t.cap || t.caps || t.digit || !p.oneSpace(k) || !titleCase(p.word(k)) || p.isKind(k) ||
		p.is(k, wCommonCap|wMonthOrDay|wTitle|wOrgWord|wFacilityWord|wDirection|wFirstName) {
		return j
	}
	if n, _ := p.d.match(p, k); n > 0 {
		return j // "Mosul de Gaza": two places
	}
	if k+1 < len(p.toks) && p.joined(k+1) && (p.toks[k+1].cap || p.is(k+1, wFacilityWord|wOrgWord)) {
		return j // "San Juan de Dios hospital", or a longer run of capitals
	}
	return k + 1
}

// connectorTail returns the end of a known town's or region's name that ends at word
// j and goes on with a German or English connector and one capitalised word that is
// no known place: one longer name ("Frankfurt am Main", "Freiburg im Breisgau",
// "Mülheim an der Ruhr", "Newcastle upon Tyne", "NEWCASTLE UPON TYNE"); a one-word
// name goes on so with a Spanish "de" too when the gazetteer knows the longer name
// ("Santiago de Compostela", not "Kyiv de Gaulle"; longer names take romanceTail).
// Else j.
//
//	tail = ("am" | "im" | "upon" | "an der" | "in der" | "ob der" | "de" | "del" |
//	       "aan" ["de" | "den" | "het"] | "op" ["de" | "den" | "het"]) Capital
func (p *parser) connectorTail(j int, e *entry) int {
	if e.tag != tagCity && e.tag != tagRegion {
		return j
	}
	return p.connectorTailAt(j)
}

// arabicTail returns the end of a town's name that ends at word j and goes on, after
// a space, with an article joined by a hyphen to a capitalised word: the town's
// quarter or its other part ("Daraa al-Balad", "Mosul al-Jadida"). Else j. A
// country's or a region's name is not continued so ("Syria al-Ghad" is a channel).
func (p *parser) arabicTail(j int, e *entry) int {
	if e.tag != tagCity || j < 1 || j+1 >= len(p.toks) || p.toks[j].gap != gapSpace || p.toks[j].cap ||
		p.toks[j-1].poss || p.toks[j+1].gap != gapHyphen || !p.toks[j+1].cap || p.toks[j+1].caps != p.toks[j-1].caps {
		return j
	}
	if !p.is(j, wHyphenParticle) || !p.is(j, wArticle) || p.is(j+1, wCommonCap|wOrgWord) {
		return j
	}
	if j+2 < len(p.toks) && p.joined(j+2) && (p.toks[j+2].cap || p.is(j+2, wOrgWord)) {
		return j // "Aleppo al-Watan Media": more capitalised words, another kind of name
	}
	return j + 2
}

// connectorTailAt is connectorTail after a name of any kind: the place names the cues
// find (readName) go on the same way.
func (p *parser) connectorTailAt(j int) int {
	if j < 1 || j+1 >= len(p.toks) || p.toks[j].gap != gapSpace ||
		p.toks[j-1].poss || !p.oneSpace(j) {
		return j
	}
	caps := p.toks[j-1].caps // a name in capitals goes on in capitals
	if caps != p.toks[j].caps || !caps && p.toks[j].cap {
		return j
	}
	k := j + 1
	known := false // the gazetteer must know the longer name
	w := p.word(j)
	if len(w) < 2 || len(w) > 4 {
		return j // most words: none of the connectors below, with no call of EqualFold
	}
	switch {
	case strings.EqualFold(w, "am"), strings.EqualFold(w, "im"), strings.EqualFold(w, "upon"):
	case strings.EqualFold(w, "de"), strings.EqualFold(w, "del"):
		if caps || j-1 > 0 && p.joined(j-1) && p.toks[j-2].cap {
			return j // only a one-word name: "Juan de", "Ciudad de" are read elsewhere
		}
		known = true // not "Kyiv de Gaulle"
	case strings.EqualFold(w, "an"), strings.EqualFold(w, "in"), strings.EqualFold(w, "ob"):
		if k+1 >= len(p.toks) || p.toks[k].gap != gapSpace || !strings.EqualFold(p.word(k), "der") || p.toks[k].caps != caps {
			return j
		}
		k++
	case strings.EqualFold(w, "aan"), strings.EqualFold(w, "op"):
		// Dutch: "Valkenburg aan de Geul", "Alphen aan den Rijn", "Bergen op Zoom"
		if k+1 < len(p.toks) && p.toks[k].gap == gapSpace && p.toks[k].caps == caps {
			if d := p.word(k); strings.EqualFold(d, "de") || strings.EqualFold(d, "den") || strings.EqualFold(d, "het") {
				k++
			}
		}
	default:
		return j
	}
	t := &p.toks[k]
	if t.gap != gapSpace || !t.cap || t.caps != caps || t.digit || !p.oneSpace(k) || p.isKind(k) ||
		!caps && !titleCase(p.word(k)) ||
		p.is(k, wCommonCap|wMonthOrDay|wTitle|wOrgWord|wFacilityWord|wDirection|wFirstName) {
		return j
	}
	if n, _ := p.d.match(p, k); n > 0 {
		return j // two places
	}
	if k+1 < len(p.toks) && p.joined(k+1) && (p.toks[k+1].cap || p.is(k+1, wFacilityWord|wOrgWord)) {
		return j // a longer run of capitals
	}
	if known && !gazetteer.Known(p.text[p.toks[j-1].start:p.toks[k].end], "") {
		return j
	}
	return k + 1
}

// oneSpace reports a single space between word i and the word before.
func (p *parser) oneSpace(i int) bool {
	return i > 0 && p.toks[i].start == p.toks[i-1].end+1 && p.text[p.toks[i-1].end] == ' '
}

// titleCase reports a word of three or more letters that opens with a capital and has
// no other capital or digit ("Lurigancho", "Casas"; not "NurPhoto", "KaramAFP").
func titleCase(w string) bool {
	if len(w) < 3 {
		return false
	}
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' || w[i] >= '0' && w[i] <= '9' {
			return false
		}
	}
	return true
}

// isModifier applies the modifier rules above to the match [i, j).
func (p *parser) isModifier(d *dictionary, i, j int, e *entry) bool {
	if j < len(p.toks) && p.toks[j].gap == gapHyphen && !p.toks[j-1].poss {
		if !p.toks[j].cap && !p.toks[j].digit {
			return true
		}
	}
	if i > 0 && p.toks[i].gap == gapHyphen && p.is(i-1, wNegPrefix) {
		return true
	}
	if e.tag == tagAbbrev && j < len(p.toks) && p.toks[j].gap == gapSpace && !p.toks[j-1].poss {
		if !p.is(j, wFunctionWord) {
			return true
		}
	}
	if j < len(p.toks) && p.toks[j].gap == gapSpace && p.toks[j].cap && p.is(j, wStreetWord) {
		return true
	}
	if i > 0 && p.toks[i].gap == gapSpace && p.toks[i-1].cap && p.key(i-1) == "air" {
		return true // "Air India", "Air Canada": an airline's name
	}
	// The tests that call a function are each gated by the first condition it
	// tests, read here from the words at hand (n the word after the match, nil at
	// the end), so that most matches make none of the calls; they are predicates,
	// in any order the same.
	var n *token
	if j < len(p.toks) {
		n = &p.toks[j]
	}
	if n != nil && (n.gap == gapHyphen && n.cap || n.gap == gapSpace && !n.cap) && p.modifierNounAfter(j) ||
		n != nil && n.digit && (p.serialAfter(j) || p.eventBefore(i, j)) {
		return true // "a Boston terrier", "Peking duck", "the Turkey-Syria earthquake", "the Luna 25 probe",
		// "the Olympic Games Paris 2024": the event's name
	}
	if i > 0 && p.toks[i].gap == gapSpace && p.toks[i-1].cap && p.is(i-1, wStreetWord) && p.key(i-1) != "st" {
		return true // "Calle Colombia", "Avenida Brasil"
	}
	if i > 0 && p.toks[i].cap && p.clubBefore(i) || p.webName(j) || p.teamName(i, j, e) {
		return true // "FC Barcelona", "Crypto.com Arena", "the Miami Heat"
	}
	if e.tag == tagCountry && j < len(p.toks) && p.toks[j].gap == gapSpace && !p.toks[j-1].poss &&
		!p.toks[j].cap && p.is(j, wNationalNoun) {
		return true
	}
	if e.tag == tagCountry && j < len(p.toks) && p.toks[j].gap == gapSpace && !p.toks[j-1].poss && p.toks[j].cap && !p.toks[j].caps {
		if n, f := d.match(p, j); f != nil && f.tag == tagDemonym && n == 1 {
			w := p.word(j)
			if w[len(w)-1] == 's' && !strings.HasSuffix(w, "ous") || j+1 < len(p.toks) && p.toks[j+1].gap == gapSpace && !p.toks[j+1].cap && p.is(j+1, wNationalNoun) {
				return true // "Kosovo Serbs", "Kosovo Albanian refugees": a people of the country
			}
		}
	}
	if e.tag == tagAbbrev && j+1 < len(p.toks) && p.toks[j].gap == gapSpace && (p.key(j) == "and" || p.key(j) == "or") && p.joined(j+1) {
		if _, f := d.match(p, j+1); f != nil && f.tag == tagDemonym {
			return true // "U.S. and British airstrikes"
		}
	}
	if i >= 2 && p.toks[i].gap == gapSpace && p.cueOf(i-1) == cueOfWord && p.toks[i-1].gap == gapSpace &&
		p.toks[i-2].cap && !p.toks[i-2].caps && p.is(i-2, wOrgWord) && (p.key(i-1) == "of" || p.key(i-2) == "tour") {
		return true // "the Bank of England('s)", "the Council of Europe", "the Tour de France": the organisation's or the race's name
	}
	if j == i+1 && n != nil && !n.cap && p.worshipNamedAfter(i, j) {
		return true // "the Meenakshi Amman temple": a deity's name, not Amman
	}
	if n != nil && n.cap && j+1 < len(p.toks) && (p.word(j) == "City" || p.word(j) == "Town") && p.word(j+1) == "Hall" && p.joined(j+1) {
		return false // "Auckland Town Hall", "Philadelphia City Hall": the town's hall stands in it
	}
	return !p.toks[j-1].poss && n != nil && (n.digit || n.cap && p.joined(j)) && p.orgAfter(j)
}

// eventBefore reports a capitalised event's word right before the match [i, j) and a
// year right after it: the place is in the event's name ("the Olympic Games Paris
// 2024", "The Championships Wimbledon 2024"), as before the year and the word ("the
// Paris 2024 Olympic Games", orgAfter).
func (p *parser) eventBefore(i, j int) bool {
	if i < 1 || j >= len(p.toks) || !p.toks[j].digit || p.toks[j].end-p.toks[j].start != 4 ||
		p.toks[j].gap != gapSpace || p.toks[i].gap != gapSpace || !p.toks[i-1].cap || !p.is(i-1, wOrgWord) {
		return false
	}
	return wordtab.Has(eventWords[:], p.key(i-1))
}

// worshipNamedAfter reports a place of one word after an unknown capitalised word in
// title case and before a lower-case word for a temple, a shrine or a mosque: the two
// words are the name of the deity or the saint it is named after ("the Meenakshi Amman
// temple", "the Sidi Tunis shrine"); a place alone before it still names it ("the
// Amman temple"), and so does one after a common or a known word ("the Grand Amman
// mosque", "Old Delhi temple").
//
//	worship = Capital place ("temple" | "shrine" | "mosque" | "church")
func (p *parser) worshipNamedAfter(i, j int) bool {
	if j != i+1 || i == 0 || j >= len(p.toks) || p.toks[i].gap != gapSpace || p.toks[j].gap != gapSpace ||
		p.toks[j].cap || p.toks[i].poss {
		return false
	}
	switch p.key(j) {
	case "temple", "shrine", "mosque", "church":
	default:
		return false
	}
	t := &p.toks[i-1]
	return t.cap && !t.caps && !t.poss && !t.digit && p.cover[i-1] == 0 &&
		!p.is(i-1, wCommonCap|wPrefixWord|wDirection|wFunctionWord|wTitle|wParticle)
}

// clubWords are the words that open clubs' names, and ships' prefixes, which open a
// ship's name ("USS Tripoli", "HMS Belfast"), folded, sorted (TestWordTablesSorted).
var clubWords = [...]string{
	"ac", "as", "cd", "cf", "fc", "rb", "rc", "sc", "sd", "sv", "ud", "afc", "hms", "ssc",
	"tsg", "uss", "vfb", "vfl", "vfr", "club", "hmas", "hmcs", "usns", "hmnzs", "uscgc",
	"dinamo", "dynamo", "racing", "spartak", "atletico", "sporting", "lokomotiv", "olympique",
}

// clubBefore reports a word that opens a sports club's name right before word i, or
// before a "de" before it ("FC Barcelona", "VfL Wolfsburg", "Sporting Lisbon",
// "Olympique de Marseille"; a two-letter one only in capitals, never "As Kyiv"), or
// a ship's prefix ("USS Tripoli"): the name is the club's or the ship's, not a place.
func (p *parser) clubBefore(i int) bool {
	if i < 1 || i >= len(p.toks) || p.toks[i].gap != gapSpace || !p.toks[i].cap {
		return false
	}
	t := &p.toks[i-1]
	n := int(t.end - t.start)
	if n == 2 && i >= 2 && !t.cap && p.key(i-1) == "de" && p.joined(i-1) {
		t = &p.toks[i-2] // "Olympique de Marseille", "Sporting de Gijón"
		n = int(t.end - t.start)
	}
	if !t.cap || n > 10 || n <= 2 && !t.caps {
		return false
	}
	var buf [10]byte
	for k := 0; k < n; k++ {
		buf[k] = lowerASCII(p.text[int(t.start)+k])
	}
	return wordtab.Has(clubWords[:], string(buf[:n])) // read in place: no copy
}

// webName reports a name glued to a web domain's ending at word j ("Crypto.com
// Arena", "Booking.com"): a company's name, not a place.
func (p *parser) webName(j int) bool {
	if j < 1 || j >= len(p.toks) || p.toks[j].start != p.toks[j-1].end+1 || p.text[p.toks[j-1].end] != '.' {
		return false
	}
	switch p.word(j) {
	case "com", "org", "net", "io":
		return true
	}
	return false
}

// teamName reports a city's or a state's name, not in capitals, before a team's
// nickname of one word in title case, or two of which the last is a plural ("White
// Sox", "Blue Jays"), that ends the run and has no common, organisation, facility,
// kind or known word: after "the" ("the Miami Heat", "the Minnesota Lynx", "the
// Chicago White Sox"), as cities take no article, in the possessive plural ("Los
// Angeles Dodgers' Noah Kim"), or before a player's position ("Toronto Blue Jays
// pitcher").
func (p *parser) teamName(i, j int, e *entry) bool {
	if e.tag != tagCity && e.tag != tagRegion || j >= len(p.toks) || p.toks[i].caps || !p.nicknameWord(j) {
		return false
	}
	k := j + 1 // after the nickname
	if k < len(p.toks) && p.joined(k) && p.nicknameWord(k) && !p.toks[j].poss && p.pluralNickname(k) {
		if k+1 < len(p.toks) && p.joined(k+1) && p.toks[k+1].cap {
			return false
		}
		k++ // "White Sox", "Blue Jays", "Maple Leafs"
	} else if p.is(j, wCommonCap) && !p.pluralNickname(j) {
		return false // "the Paris Peace Forum"; but "the Calgary Flames"
	}
	t := &p.toks[k-1]
	// After "the", or a plural in the possessive: "Los Angeles Dodgers' Noah Kim".
	plural := t.poss && p.text[t.end-1] == 's' && !strings.HasPrefix(p.text[t.end:], "'s") && !strings.HasPrefix(p.text[t.end:], "’s")
	if k < len(p.toks) && p.joined(k) && (p.toks[k].cap && !plural || p.isKind(k) || p.is(k, wFacilityWord|wOrgWord|wBaseWord|wStreetWord)) {
		return false // "the Kharkiv Tractor Plant", "the Kabul Serena hotel", "Westminster Magistrates' Court"
	}
	if plural || i >= 1 && p.toks[i].gap == gapSpace && p.key(i-1) == "the" {
		return true
	}
	return e.tag == tagCity && !t.poss && k < len(p.toks) && p.joined(k) && wordtab.Has(positionWords[:], p.word(k))
}

// nicknameWord reports a word at j that may be a team's nickname: in title case,
// after a space, of no class of the lexicon that would make the run another name,
// and no place's name.
func (p *parser) nicknameWord(j int) bool {
	t := &p.toks[j]
	if t.gap != gapSpace || !t.cap || !titleCase(p.word(j)) || p.isKind(j) ||
		t.cls&(wOrgWord|wFacilityWord|wStreetWord|wPrefixWord|wDirection|wTitle|wMonthOrDay|wFirstName|wBaseWord) != 0 {
		return false
	}
	if t.cls&wEntryStart != 0 {
		if n, _ := p.d.match(p, j); n > 0 {
			return false // "the Kabul Herat road": two places
		}
	}
	return true
}

// pluralNickname reports a nickname word at j in the plural ("Flames", "Jays",
// "Sox"), as most teams' are: one that is also a common word may still be one.
func (p *parser) pluralNickname(j int) bool {
	w := p.word(j)
	return len(w) >= 4 && w[len(w)-1] == 's' && w[len(w)-2] != 's' || w == "Sox"
}

// positionWords are the words for a player or a team's people that follow a team's
// name without an article ("Toronto Blue Jays pitcher", "Pittsburgh Steelers fans"),
// in the order of wordtab.Less.
var positionWords = [...]string{
	"fans", "coach", "guard", "center", "centre", "closer", "goalie", "player",
	"rookie", "safety", "tackle", "winger", "catcher", "forward", "manager", "pitcher",
	"players", "starter", "striker", "defender", "receiver", "reliever", "infielder",
	"shortstop", "cornerback", "defenseman", "goaltender", "linebacker", "midfielder",
	"outfielder", "quarterback",
}

// cuedTeam reports a name read by the cues that is a place the caption names
// elsewhere, between "the" and one more word in title case that teamName would
// take: a team's name whose town the dictionary does not know ("Green Bay, Wis.
// ... the Green Bay Packers").
func (p *parser) cuedTeam(t0, e int) bool {
	if t0 < 1 || e-t0 < 2 || p.key(t0-1) != "the" || p.toks[t0].caps {
		return false
	}
	j := e - 1
	t := &p.toks[j]
	if t.gap != gapSpace || !titleCase(p.word(j)) || p.isKind(j) || t.poss ||
		t.cls&(wCommonCap|wOrgWord|wFacilityWord|wStreetWord|wPrefixWord|wDirection|wTitle|wMonthOrDay|wEntryStart|wFirstName|wBaseWord) != 0 {
		return false
	}
	if e < len(p.toks) && p.joined(e) && (p.toks[e].cap || p.isKind(e) || p.is(e, wFacilityWord|wOrgWord|wBaseWord)) {
		return false
	}
	name := p.span(t0, j)
	for m := range p.ments {
		if mt := &p.ments[m]; mt.t1-mt.t0 == j-t0 && mt.t0 != t0 && p.span(mt.t0, mt.t1) == name {
			return true
		}
	}
	return false
}

// modifierNounAfter reports a lower-case noun of modifierNouns at j, maybe after
// capitalised names joined by hyphens ("Turkey-Syria earthquake"), so that the name
// before is a breed's, a dish's, a product's or a quake's.
func (p *parser) modifierNounAfter(j int) bool {
	k := j
	for k < len(p.toks) && k < j+2 && p.toks[k].gap == gapHyphen && p.toks[k].cap {
		k++
	}
	if k >= len(p.toks) || p.toks[k].gap != gapSpace || p.toks[k-1].poss {
		return false
	}
	w := p.word(k)
	if p.toks[k].cap {
		// "the Camp Fire", "the Bobcat Fire": a fire's name; not "the Paradise Fire
		// Department", "Fire Station 5"
		return w == "Fire" && p.theBefore(j) && (k+1 == len(p.toks) || p.toks[k+1].gap != gapSpace || !p.toks[k+1].cap && !p.toks[k+1].digit)
	}
	if len(w) < 3 || len(w) > 10 || !wordtab.Has(modifierNouns[:], w) {
		return false
	}
	if len(w) >= 4 && w[len(w)-4:] == "fire" || w == "blaze" {
		// "the Palisades fire", "the Eaton fire swept": a fire's name, with "the";
		// not the Lahaina fire station, "in Lahaina fire crews ..."
		return p.theBefore(j) && (k+1 == len(p.toks) || p.toks[k+1].gap != gapSpace || !wordtab.Has(fireServiceNouns[:], p.word(k+1)))
	}
	return true
}

// cyrillicAdjective reports a name that ends at j in a Ukrainian or Russian adjective
// of place ("-ській", "-ский", "-ского") before a lower-case noun of no division: an
// adjective names a place only before its division ("у Чорнобильській зоні" is a
// zone, "Спасо-Преображенський кафедральний собор" a cathedral; but "у Курській
// області" and "в Салтівському районі" name the region and the district). The forms
// that a town's name in "-ськ" or "-ск" also takes ("Покровська", "Курском",
// "в Курске") and the neuter forms that villages bear ("Покровське") say nothing.
func (p *parser) cyrillicAdjective(j int) bool {
	w, n := p.word(j-1), p.word(j)
	if len(w) < 8 || !cyrillic(w) || !cyrillic(n) {
		return false
	}
	stem := -1
	for _, x := range [...]string{"ськ", "цьк", "зьк", "ск", "цк", "зк"} {
		if i := strings.LastIndex(w, x); i > 0 {
			stem = i + len(x)
			break
		}
	}
	if stem < 0 {
		return false
	}
	switch w[stem:] {
	case "ий", "ій", "і", "ого", "ої", "ому", "им", "их", "ими", "ая", "ие", "ой", "ую":
	default:
		return false
	}
	return !cyrillicDivision(n, true)
}

// cyrillicDivisionOf reports a name at t0 in the genitive after a Ukrainian or Russian
// division word of a town that follows the division's own name: "в Зарічному районі
// Сум", "в Індустріальному районі Харкова", "в Ленинском районе Донецка" (the
// Zarichnyi district of Sumy), where English writes "of".
func (p *parser) cyrillicDivisionOf(t0 int) bool {
	if t0 < 2 || !p.joined(t0) || !p.joined(t0-1) || p.toks[t0-1].cap || !p.toks[t0-2].cap {
		return false
	}
	return cyrillic(p.word(t0-2)) && cyrillic(p.word(t0)) && cyrillicDivision(p.word(t0-1), false)
}

// cyrillicDivision reports a Ukrainian or Russian word of a town's division in any
// case ("районі", "мікрорайону", "округе"), or with regions also that of a wider one
// ("області", "краю", "громади").
func cyrillicDivision(w string, regions bool) bool {
	for _, x := range [...]string{"район", "мікрорайон", "микрорайон", "округ"} {
		if strings.HasPrefix(w, x) && len(w)-len(x) <= 4 {
			return true
		}
	}
	if regions {
		for _, x := range [...]string{"облас", "обл", "кра", "громад", "губерн", "повіт", "уезд", "волост", "республік", "республик"} {
			if strings.HasPrefix(w, x) {
				return true
			}
		}
	}
	return false
}

// cyrillic reports a word that opens with a Cyrillic letter of Ukrainian or Russian
// (the first bytes 0xd0 and 0xd1 of UTF-8).
func cyrillic(w string) bool { return len(w) >= 2 && (w[0] == 0xd0 || w[0] == 0xd1) }

// theBefore reports "the" before the capitalised words that end at j ("the
// Lytton Creek fire").
func (p *parser) theBefore(j int) bool {
	for k := j - 1; k > 0 && k >= j-4 && p.toks[k].cap; k-- {
		if p.afterThe(k) {
			return true
		}
		if !p.joined(k) {
			return false
		}
	}
	return false
}

// fireServiceNouns are the nouns that make "fire" a service's, not a fire's name
// ("the Lahaina fire station"), sorted (TestWordTablesSorted).
var fireServiceNouns = [...]string{
	"crew", "hall", "chief", "crews", "truck", "chiefs", "engine", "trucks", "brigade", "engines",
	"fighter", "service", "station", "fighters", "stations", "department", "departments",
}

// serialAfter reports a number of one to three digits at j and a lower-case noun of
// serialNouns after it, so that the name before is a craft's or a mission's ("the
// Apollo 11 mission", "the Luna 25 probe").
func (p *parser) serialAfter(j int) bool {
	if j+1 >= len(p.toks) || !p.toks[j].digit || p.toks[j].gap != gapSpace || p.toks[j].end-p.toks[j].start > 3 ||
		p.toks[j+1].gap != gapSpace || p.toks[j+1].cap || p.toks[j-1].poss {
		return false
	}
	w := p.word(j + 1)
	return len(w) >= 4 && len(w) <= 10 && wordtab.Has(serialNouns[:], w)
}

// orgAfter reports capitalised words from j that end in an organisation's word,
// capitalised or, after a name, in lower case ("Manbij Military Council", "the
// Pakistan Tehreek-e-Insaf party"); a kind word or a possessive ends the run.
func (p *parser) orgAfter(j int) bool {
	k := j
	year := k < len(p.toks) && p.toks[k].digit && p.toks[k].gap == gapSpace && p.toks[k].end-p.toks[k].start == 4
	if year {
		k++ // a year in an event's name: "the Paris 2024 Olympic Games"
		j++
	}
	for ; k < len(p.toks) && k < j+5 && p.joined(k) && (p.toks[k].cap || k > j && p.toks[k].gap == gapHyphen); k++ {
		if p.isKind(k) {
			return p.toks[k].cap && p.namedAfterKind(k+1) // "Kharkiv Oblast Military Administration"
		}
		if p.baseWordLen(k) > 0 {
			return false // "Cape Canaveral Space Force Station": a base's words, not an organisation's
		}
		if p.toks[k].cap && p.is(k, wOrgWord) && !(p.toks[k].caps && p.key(k) == "day") {
			// "Day" ends a holiday's name ("Australia Day"), but "KYIV MARK INDEPENDENCE
			// DAY" in capitals hides where a name ends, and "day" is no name's word
			return !year || wordtab.Has(eventWords[:], p.key(k))
		}
		if p.toks[k].poss {
			return false
		}
	}
	return k > j && k < len(p.toks) && p.toks[k].gap == gapSpace && !p.toks[k].cap && p.is(k, wOrgWord) &&
		p.key(k) != "day" && (!year || wordtab.Has(eventWords[:], p.key(k)))
}

// blockAs marks words [t0, t1) as no place; v is -1 (organisation, modifier) or
// -2 (demonym).
func (p *parser) blockAs(t0, t1 int, v int32) {
	for i := t0; i < t1; i++ {
		p.cover[i] = v
	}
}

// weekdayAfter reports a capitalised weekday's name right after a name, which makes
// the two a day's name ("Black Friday", "Super Tuesday", "Ash Wednesday").
func (p *parser) weekdayAfter(e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapSpace || !p.toks[e].cap || p.toks[e].caps || !p.is(e, wMonthOrDay) {
		return false
	}
	switch p.word(e) {
	case "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday":
		return true
	}
	return false
}

// numberedUnit reports a capitalised word of a city's unit and its number at s, after
// a cue of place or a possessive: a district known by its number ("in Comuna 13",
// "Sirte's District 3", "in Ward 12", "Noida's Sector 18", the Rohingya's "Camp 12"
// and "Camp 8W", a camp's "Village 5").
func (p *parser) numberedUnit(s int) bool {
	t := &p.toks[s]
	if !t.cap || t.caps || s == 0 || s+1 >= len(p.toks) || !p.unitNumber(s+1) || p.toks[s+1].gap != gapSpace || !p.free(s+1) {
		return false
	}
	if s+2 < len(p.toks) && (p.toks[s+2].gap == gapSpace || p.toks[s+2].gap == gapHyphen) && (p.toks[s+2].digit || p.toks[s+2].cap) {
		return false // "Sector 7 G", "District 9 Films"
	}
	switch p.word(s) {
	case "District", "Comuna", "Ward", "Sector", "Zone", "Camp", "Kebele", "Area", "Purok", "Barangay", "PoC", "Village":
	default:
		return false
	}
	if p.word(s) == "Camp" && (strings.Contains(p.text, "Mount ") || strings.Contains(p.text, "summit") || strings.Contains(p.text, "base camp")) {
		return false // a climbers' camp: "Camp 4 of Mount Everest", "on their way to Camp 2 above Everest base camp"
	}
	if p.toks[s-1].poss && p.joined(s) {
		return true
	}
	b := p.scanBack(s)
	return p.cuedBefore(&b)
}

// gluedStreet reports a name that ends in the word for a street, a canal, a quay, a
// square or a building in German, Dutch or Swedish, glued to it or after a hyphen
// ("Sonnenallee", "Friedrichstraße", "Alexanderplatz", "Karl-Marx-Allee",
// "Leidsestraat", "Keizersgracht", "Drottninggatan", "Strömkajen",
// "Konrad-Adenauer-Haus"): a street's or a building's name, not a place's.
func (p *parser) gluedStreet(t0, e int) bool {
	w := p.word(e - 1)
	if e-t0 > 1 && p.toks[e-1].gap != gapHyphen {
		return false
	}
	for _, suf := range [...]string{"allee", "straße", "strasse", "platz", "gasse", "chaussee", "damm",
		"straat", "gracht", "plein", "gatan", "vägen", "kajen", "torget", "torv", "pladsen", "haus"} {
		if e-t0 == 1 && len(w) > len(suf)+2 && strings.HasSuffix(w, suf) || e-t0 > 1 && strings.EqualFold(w, suf) {
			return true // "Sonnenallee", "Karl-Marx-Allee"
		}
	}
	return false
}

// longerFeature reports the capitalised words after a name that make a longer name of
// a river, a bay, a lake, a lagoon, a fjord or a glacier ("the Kabul River", "Cardiff
// Bay", "the Rhone Glacier", "Gatun Lake", "the Kivalina Lagoon");
// not "Hill", a surname as often ("Jordan Hill"), nor "Mountains", which the range's
// name drops ("the Nuba Mountains" gives Nuba).
func longerFeature(w string) bool {
	switch w {
	case "River", "Bay", "Glacier", "Plain", "Channel", "Lagoon", "Fjord", "Lake", "Sound", "Island", "Reef", "Delta":
		return true
	}
	return false
}

// waterOf returns the start of a body of water or an island named "X of" a name
// ending at word i ("the Strait of Dover", "the Gulf of Riga", "the Bay of Kotor",
// "the Isle of Mull"): the word before "of" at i-2, when it is one of those heads.
// Else i: the name alone. The name after "of" is then no place of its own: "in the
// Gulf of Riga" is at sea, not in the city.
func (p *parser) waterOf(i int) int {
	if i < 2 || !p.joined(i) || !p.joined(i-1) || p.word(i-1) != "of" || !p.toks[i-2].cap || p.toks[i-2].caps != p.toks[i].caps ||
		!p.free(i-2) || i > 2 && p.joined(i-2) && p.toks[i-3].cap {
		return i // not "the Gulf of", or a longer name before it ("Museum of the Sea of Riga")
	}
	switch w := p.word(i - 2); len(w) {
	case 3, 4, 5, 6, 7:
		if foldEqual("strait", w) || foldEqual("straits", w) || foldEqual("gulf", w) || foldEqual("bay", w) ||
			foldEqual("sea", w) || foldEqual("isle", w) || foldEqual("firth", w) || foldEqual("bight", w) {
			return i - 2
		}
	}
	return i
}

// regionKindAfter reports "region" in lower case right after word e-1, which makes a
// people's name before it the name of a region ("the Somali region"; not "the Somali
// government", nor "the Kurdish region of Iraq").
func (p *parser) regionKindAfter(e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapSpace || p.toks[e].cap {
		return false
	}
	k := p.key(e)
	return k == "region" && (e+1 >= len(p.toks) || p.key(e+1) != "of") // not "the Kurdish region of Iraq"; "state" neither: "Iranian state media"
}

// ageAfter reports a number of one to three digits between commas right after a name:
// a person's age ("Florence, 34, holds her baby", "Haneen, 7,").
func (p *parser) ageAfter(e int) bool {
	if e+1 >= len(p.toks) || p.toks[e].gap != gapComma || !p.toks[e].digit || p.toks[e].end-p.toks[e].start > 3 ||
		p.toks[e+1].gap != gapComma {
		return false
	}
	for i := p.toks[e].start; i < p.toks[e].end; i++ {
		if c := p.text[i]; c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// routePair reports a capitalised word at j joined by a hyphen to the capitalised
// word before it, and a lower-case word of a route or a crossing after it: the two
// towns a road, a border crossing or a front runs between ("the Maiduguri-Damboa
// road", "the Bruzgi-Kuznica checkpoint").
func (p *parser) routePair(j int) bool {
	if j < 1 || j+1 >= len(p.toks) || p.toks[j].gap != gapHyphen || !p.toks[j].cap || p.toks[j].caps ||
		!p.toks[j-1].cap || p.toks[j-1].caps || p.toks[j].end-p.toks[j].start < 4 || p.toks[j-1].end-p.toks[j-1].start < 4 ||
		p.toks[j+1].gap != gapSpace || p.toks[j+1].cap || p.is(j, wParticle|wCommonCap) || p.isKind(j) || p.is(j-1, wParticle) {
		return false
	}
	switch p.word(j + 1) {
	case "road", "highway", "motorway", "expressway", "railway", "railroad", "route", "corridor",
		"crossing", "checkpoint", "axis", "pipeline", "border":
		return true // "the Bapska-Berkasovo border crossing" as "the Bruzgi-Kuznica checkpoint"
	}
	return false
}

// findCued adds the names that are in no list but that the caption's words mark as
// places. Two passes, since a dateline chain may be confirmed by a place found
// later in the first pass. The second pass stops, while it has added nothing, at
// the word where the first went on after its last name: from there on the first
// pass saw the mentions the second sees, and found nothing.
func (p *parser) findCued() {
	p.wireSlug()
	p.yonhapDateline()
	p.archiveHeader()
	p.commaHeader()
	p.capsDateline()
	p.colonDateline()
	p.dpaDateline()
	p.brazilStates()
	p.capsChain()
	p.sportsDateline()
	if p.lower {
		p.lowerNames()
	}
	if after := p.findCuedFrom(len(p.toks)); after > 0 {
		p.findCuedFrom(after)
	}
	p.otherName()
}

// dpaDateline reads dpa's dateline, a date in numbers, the state and the town, each
// after a comma, before a colon ("05.06.2024, Brandenburg, Schönefeld: Ein ..."):
// both are places, though the dictionary knows neither, and the town is the
// dateline's (the header's role).
//
//	dpa-dateline = dd "." mm "." yyyy "," Name "," Name ":"
func (p *parser) dpaDateline() {
	t := p.text
	if len(t) < 16 || !isDigit(t[0]) || t[2] != '.' || t[5] != '.' || t[10] != ',' || len(p.toks) < 6 {
		return // most captions: no date in numbers first
	}
	i := 0
	for i < len(p.toks) && p.toks[i].digit {
		i++
	}
	if i == 0 || i >= len(p.toks) || p.toks[i].gap != gapComma || !p.toks[i].cap {
		return
	}
	e := p.readName(i)
	if e <= i || e >= len(p.toks) || p.toks[e].gap != gapComma || !p.toks[e].cap {
		return
	}
	f := p.readName(e)
	if f <= e || f > len(p.toks) || !p.colonAfter(f-1) {
		return
	}
	for _, m := range [...][2]int{{i, e}, {e, f}} {
		if p.free(m[0]) && p.mentionStarting(m[0]) < 0 {
			p.addMention(m[0], m[1], nil)
		}
	}
	if m := p.mentionStarting(e); m >= 0 {
		p.header = m
	}
}

// wireSlug reads the slug that opens an old wire picture's caption and the place it
// gives, which is a dateline's (the header's role): Reuters' "BEL07:NORTHERN
// IRELAND-MARCH:PORTADOWN,6JUL97 - ", the place after the last colon before the
// comma, and UPI's "BA3-3/24/76 BUENOS AIRES, Argentina: ", the place in capitals
// after the slug.
//
//	reuters = LETTERS digits ":" topics ":" PLACE "," day MON yy
//	upi     = LETTERS digits "-" m "/" d "/" yy " " PLACE ","
func (p *parser) wireSlug() {
	s := p.text
	if len(s) < 16 || !isUpperByte(s[0]) || !isUpperByte(s[1]) {
		return // most captions: no call
	}
	i := 2
	for i < 4 && isUpperByte(s[i]) {
		i++
	}
	j := i
	for j < i+3 && isDigit(s[j]) {
		j++
	}
	if j == i {
		return
	}
	var from, to int
	switch s[j] {
	case ':':
		c := strings.IndexByte(s[j+1:min(len(s), j+80)], ',')
		if c < 0 {
			return
		}
		c += j + 1
		k := strings.LastIndexByte(s[j+1:c], ':')
		if k < 0 || c+1 >= len(s) || !isDigit(s[c+1]) {
			return
		}
		from, to = j+1+k+1, c
	case '-':
		sp := strings.IndexByte(s[j:min(len(s), j+12)], ' ')
		if sp < 0 || strings.Count(s[j:j+sp], "/") != 2 {
			return
		}
		from = j + sp + 1
		c := strings.IndexByte(s[from:min(len(s), from+40)], ',')
		if c < 1 {
			return
		}
		to = from + c
	default:
		return
	}
	for k := from; k < to; k++ {
		if 'a' <= s[k] && s[k] <= 'z' {
			return // a place in capitals, as the wires wrote it
		}
	}
	t0, t1 := -1, -1
	for k := range p.toks {
		if int(p.toks[k].start) == from {
			t0 = k
		}
		if t0 >= 0 && int(p.toks[k].end) <= to {
			t1 = k + 1
		}
		if int(p.toks[k].start) >= to {
			break
		}
	}
	if t0 < 0 || t1 <= t0 {
		return
	}
	if m := p.mentionAt(t0); m >= 0 {
		if p.ments[m].t0 == t0 && p.ments[m].t1 == t1 {
			p.header = m
		}
		return
	}
	for k := t0; k < t1; k++ {
		if !p.free(k) {
			return
		}
	}
	p.header = p.addMention(t0, t1, nil)
}

// yonhapDateline reads the town that opens the captions of Korea's wires in Korean,
// before "=" and the agency's name in brackets: "(무안=연합뉴스) 김도윤 기자 = ..."
// gives 무안, the dateline's place; so do "(포항=뉴시스)" and "(안동=뉴스1)".
func (p *parser) yonhapDateline() {
	s := p.text
	if len(s) < 20 || s[0] != '(' {
		return // most captions: no call
	}
	k := strings.IndexByte(s[:min(len(s), 40)], '=')
	if k < 2 || !strings.HasPrefix(s[k+1:], "연합뉴스)") && !strings.HasPrefix(s[k+1:], "뉴시스)") && !strings.HasPrefix(s[k+1:], "뉴스1)") {
		return
	}
	for t := range p.toks {
		if tk := &p.toks[t]; int(tk.start) == 1 && int(tk.end) == k && p.free(t) {
			p.header = p.addMention(t, t+1, nil)
			return
		}
	}
}

// brazilStates reads a Brazilian state's code in brackets after a town, as Brazil's
// agencies and papers write it ("Porto Alegre (RS), 06/05/2024 -", "em Canoas (RS)",
// "município de Poconé (MT)"): the town and the state are both places. "AP" (Amapá)
// is left out: in brackets it is the Associated Press.
//
//	town-state = Name "(" STATE ")"
func (p *parser) brazilStates() {
	for k := 1; k < len(p.toks); k++ { // the last word too: "em Jacareacanga (PA) - Name - 17.mar.2021/Folhapress"
		t := &p.toks[k]
		if t.gap != gapOther || t.end-t.start != 2 || !t.caps || int(t.end) >= len(p.text) || p.text[t.end] != ')' ||
			p.text[p.toks[k-1].end:t.start] != " (" || !brazilState(p.word(k)) || !p.free(k) {
			continue
		}
		e := k // the town: capitalised words before the bracket, joined by spaces
		t0 := e
		for t0 > 0 && e-t0 < 4 && p.toks[t0-1].cap && !p.toks[t0-1].caps && (t0 == e || p.joined(t0)) {
			t0--
		}
		if t0 == e {
			continue
		}
		if m := p.mentionAt(e - 1); m < 0 {
			for i := t0; i < e; i++ {
				if !p.free(i) {
					t0 = i + 1
				}
			}
			if t0 < e && !p.is(t0, wCommonCap|wMonthOrDay|wTitle|wFunctionWord) {
				p.addMention(t0, e, nil)
			}
		}
		p.addMention(k, k+1, nil)
	}
}

// brazilState reports the code of one of Brazil's states, but "AP".
func brazilState(w string) bool {
	switch w {
	case "AC", "AL", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI",
		"RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO":
		return true
	}
	return false
}

// findCuedFrom walks the words once and adds the cued names it finds; while it has
// added none, it stops at word stop. It returns the word after the last name it
// added, or 0.
func (p *parser) findCuedFrom(stop int) int {
	after := 0
	end := min(stop, len(p.toks)) // the words to walk: all of them once a name is added
	for s := 0; s < end; s++ {
		if p.toks[s].cls&wDirection != 0 && p.compassUnit(s) {
			m := &p.ments[p.addMention(s, s+1, nil)] // "Eastern Province", "the Central Region": a unit named by its direction
			m.kind, m.hasKnd = "region", true
			after, end = s+1, len(p.toks)
			continue
		}
		if !p.mayStartName(s) || !p.free(s) {
			continue
		}
		if p.toks[s].gap == gapComma && (p.stateAbbrevAt(s) || p.facilityDateline(s)) || p.toks[s].gap == gapHyphen && p.partyState(s) {
			p.addMention(s, s+1, nil)
			after, end = s+1, len(p.toks)
			continue
		}
		if p.toks[s].cap && s+1 < len(p.toks) && p.unitNumber(s+1) && p.numberedUnit(s) {
			m := &p.ments[p.addMention(s, s+2, nil)] // "in Comuna 13", "Sirte's District 3"
			m.kind, m.hasKnd = "district", true
			after, end = s+2, len(p.toks)
			s++
			continue
		}
		if (p.toks[s].digit || p.toks[s].cls&(wCommonCap|wMonthOrDay|wTitle|wArticle|wSpaceParticle) != 0) && p.noNameAt(s) &&
			!(p.toks[s].cap && (p.districtOfEnd(s) > s || p.portTown(s) || p.agePrefix(s))) { // "the Little Village neighborhood of Chicago", "in Port Fouad", "in Old Fangak,"
			continue // the commonest words of a caption, passed over with one call
		}
		if !p.canStart(s) && !p.theBeforeBase(s) {
			continue
		}
		t0, e, ok := p.cuedName(s)
		if !ok {
			continue
		}
		if p.cuedTeam(t0, e) || p.weekdayAfter(e) || p.ageAfter(e) {
			p.blockAs(t0, e, -1) // a team's name, or a day's: "Black Friday", "Super Tuesday"
			s = e - 1
			continue
		}
		if m := p.openerBeforeKnown(t0, e); m == openerAlone {
			continue // "Villa" of "Villa Somalia in Mogadishu": no place of its own
		} else if m >= 0 {
			x := &p.ments[m] // "Villa El Salvador", "the Bab Tobruk district": one place, not the known one
			x.t0, x.dict = t0, nil
			p.cover[t0] = int32(m + 1)
			after, end = x.t1, len(p.toks)
			s = x.t1 - 1
			continue
		}
		if p.mountOf(t0, e) {
			t0++ // "Mount Etna" gives Etna
		}
		if e-t0 == 2 && p.routePair(t0+1) {
			p.addMention(t0, t0+1, nil) // "the Bruzgi-Kuznica checkpoint": two towns
			t0++
		}
		if p.toks[t0].cap && !p.toks[e-1].caps && !p.toks[e-1].digit {
			e = p.campSection(e) // "in Kakuma 1, the oldest of the camp's sections"
		}
		p.addMention(t0, e, nil)
		after, end = e, len(p.toks)
		s = e - 1
		if r := p.bracketRegionEnd(t0, e); r > e && p.free(e) && p.mentionAt(e) < 0 {
			p.addMention(e, r, nil) // "de Cómbita (Boyacá)": the region too
			after, s = r, r-1
		}
	}
	return after
}

// openerBeforeKnown returns the dictionary's mention that the one word read by the
// cues at t0 opens, openerAlone when the word is such an opener of no place, or -1: a word that opens the names of places in Spanish,
// Portuguese and Arabic, written right before a known name, makes another place of it
// ("Villa El Salvador" is a district of Lima, "La Victoria" one of Santiago, "Bab
// Tobruk" one of Derna), as the dictionary's own entries of such words are ("La Paz").
func (p *parser) openerBeforeKnown(t0, e int) int {
	if e != t0+1 || e >= len(p.toks) || p.toks[e].gap != gapSpace || !p.toks[t0].cap {
		return -1
	}
	if !wordtab.Has(nameOpeners[:], p.word(t0)) {
		return -1
	}
	m := p.mentionStarting(e)
	if m < 0 || p.ments[m].dict == nil {
		return -1
	}
	if x := &p.ments[m]; x.dict.tag == tagCountry && x.t1+1 < len(p.toks) && p.key(x.t1) == "in" && p.toks[x.t1+1].cap {
		return openerAlone // "Villa Somalia in Mogadishu": a building named after the country, put in its town
	}
	return m
}

// openerAlone is openerBeforeKnown's answer for an opener that makes no place with the
// name after it and none alone.
const openerAlone = -2

// nameOpeners are the words of openerBeforeKnown, capitalised, in the order of
// wordtab.Less.
var nameOpeners = [...]string{"El", "La", "Bab", "Las", "Los", "Ras", "San", "Vila", "Nueva", "Nuevo", "Porto", "Santa", "Santo", "Villa", "Ciudad", "Puerto"}

// mountOf reports a mountain's, a lake's or a river's name read by the cues, "Mount",
// "Lake" or "River" and a name the dictionary does not know ("on Mount Arafat", "the
// slopes of Mount Etna", "the shore of Lake Baikal", "the River Taff"): the place is
// the name, as a kind word is dropped. A town of such a name is written before a comma and its state or country
// ("Mount Vernon, New York", "Lake Placid, N.Y.") or is known to the gazetteer, and
// is kept whole.
func (p *parser) mountOf(t0, e int) bool {
	if w := p.word(t0); e-t0 < 2 || !mountWord(w) && w != "River" || p.townOf(t0) || w == "Mt" && (p.dottedAt(t0) || e < len(p.toks) && p.toks[e].gap == gapComma && p.toks[e].cap) {
		return false
	}
	if e < len(p.toks) && p.toks[e].gap == gapComma {
		if m := p.mentionStarting(e); m >= 0 && (p.ments[m].dict == nil || p.ments[m].dict.tag != tagCountry || gazetteer.Known(p.span(t0, e), p.span(p.ments[m].t0, p.ments[m].t1))) {
			return false // "Mount Vernon, New York", "Lake Placid, N.Y."; but "Mount Everest, Nepal" is the mountain
		}
	}
	if p.word(t0) == "River" && !p.afterThe(t0) {
		return false // "River Falls, Wis.": a river is "the River X"
	}
	return !gazetteer.Known(p.span(t0, e), "")
}

// mountNamed reports a mountain or a lake named by "Mount" or "Lake" and a name the
// dictionary does not know (mountOf), which needs no other cue.
func (p *parser) mountNamed(t0, e int) bool {
	return e-t0 >= 2 && mountWord(p.word(t0)) && p.mountOf(t0, e)
}

// bareMt reports "Mt" without a dot before a capitalised word, as New Zealand's and
// Australia's papers write a mountain ("Mt Ruapehu").
func (p *parser) bareMt(s int) bool {
	return s+1 < len(p.toks) && p.toks[s+1].gap == gapSpace && p.toks[s+1].cap && p.word(s) == "Mt"
}

// mountWord reports the words that open a mountain's or a lake's name: "Mount", "Mt"
// without a dot nor a comma and a name after it ("Mt. Pleasant" and "Mt Pleasant,
// Mich." are towns' names, kept whole), Malay's and Indonesian's "Gunung", "Lake".
func mountWord(w string) bool {
	return w == "Mount" || w == "Mt" || w == "Gunung" || w == "Lake"
}

// theBeforeBase reports one capitalised word at s after "The" that opens a sentence
// and before a base's words in lower case ("The Alau dam collapsed", "The Zorba
// checkpoint reopened") or a feature's or a camp's (featureOrCamp), where a name may
// start as after "the" inside a sentence; not after "THE" in capitals ("THE Strip
// checkpoint").
func (p *parser) theBeforeBase(s int) bool {
	return s > 0 && s+1 < len(p.toks) && p.toks[s-1].cap && !p.toks[s-1].caps && p.key(s-1) == "the" &&
		(s == 1 || p.toks[s-1].gap == gapStop) && p.toks[s].gap == gapSpace &&
		p.joined(s+1) && !p.toks[s+1].cap && (p.baseWordLen(s+1) > 0 || p.isKind(s+1) && featureOrCamp(p.key(s+1)))
}

// featureOrCamp reports the kind words of theBeforeBase that follow a name and no
// adjective: "The Merapi volcano erupts", "The Zaatari camp"; not "The Andean town".
func featureOrCamp(w string) bool {
	return w == "volcano" || w == "glacier" || w == "camp"
}

// mayStartName reports whether cuedName could read a name at word s: only at a
// capitalised word (maybe a direction word before the name), a number or a particle
// (readName), which keeps it off most words.
func (p *parser) mayStartName(s int) bool {
	t := &p.toks[s]
	return t.cap || t.digit || t.cls&(wArticle|wSpaceParticle) != 0
}

// noNameAt reports words at which cuedName surely reads no name: a capitalised
// common word, month or title (neither an article, nor a direction, nor a saint)
// after no possessive, a number that no kind word follows (a number is a name
// only before one: "1070 district"; the numbers of dates are not), and a word in
// lower case that is no number, nor an article before a hyphen, nor a particle
// before a capitalised word (see readName and ownedKindName).
func (p *parser) noNameAt(s int) bool {
	t := &p.toks[s]
	if t.digit {
		_, kind := p.kindAfter(s + 1)
		return !kind
	}
	if !t.cap {
		if s+1 >= len(p.toks) {
			return true
		}
		n := &p.toks[s+1]
		return !(t.cls&wArticle != 0 && n.gap == gapHyphen) && !(t.cls&wSpaceParticle != 0 && n.gap == gapSpace && n.cap)
	}
	if t.cls&(wCommonCap|wMonthOrDay|wTitle) == 0 || t.cls&(wArticle|wDirection) != 0 || s > 0 && p.toks[s-1].poss {
		return false
	}
	switch p.key(s) {
	case "st", "saint", "sainte":
		return false
	case "mt", "ft":
		return !p.dottedPrefix(s) && !p.bareMt(s)
	}
	return p.commonTown(s) == s
}

// canStart reports whether a name may start at word s: not in the middle of a run
// of capitalised words.
func (p *parser) canStart(s int) bool {
	if s == 0 || !p.joined(s) {
		return true
	}
	prev := &p.toks[s-1]
	if prev.poss {
		return true
	}
	if p.cover[s-1] != 0 {
		return p.is(s-1, wSettlementWord) || p.cover[s-1] == -2
	}
	return !prev.cap || p.settlementOpens(s-1) || p.is(s-1, wDirection) && p.toks[s-1].gap != gapSpace || p.kindBefore(s-1) ||
		(prev.gap == gapStart || prev.gap == gapStop) && !prev.caps && p.cueOf(s-1) != cueNone && p.is(s-1, wPreposition) // "In Gyumri, ..."
}

// settlementOpens reports a settlement word at i that opens the name after it,
// written in the same case ("County Kerry", "Co Kerry", "Camp Taji", "CAMP TAJI",
// "Naval Station Mayport", whose "Naval" is a common word); not one in capitals
// before a word in title case ("COUNTY Katan"), nor one right after a capitalised
// word it is joined to, which ends that name ("Orange County Sheriff", "Zaatari Camp
// Director"); the acronym "RAF" opens a name in title case ("RAF Lossiemouth").
func (p *parser) settlementOpens(i int) bool {
	if !p.is(i, wSettlementWord) || i+1 < len(p.toks) && p.toks[i].caps != p.toks[i+1].caps && p.word(i) != "RAF" {
		return false
	}
	return !(i > 0 && p.joined(i) && p.toks[i-1].cap && p.toks[i].gap == gapSpace && !p.is(i-1, wCommonCap))
}

// cuedName reads a name at s and accepts it when a cue marks it as a place:
//
//	cued = cue-before name                          ("in X", "the town of X")
//	     | name kind-word                           ("X village", "1070 district")
//	     | name base-words                          ("X military base")
//	     | name ["," a kind-word]                   ("X, a town")
//	     | name [","] [N miles] direction "of"      ("X, north of Y")
//	     | name "," country                         ("Ivangorod, Russia,")
//	     | place "," name ("," place | date)        (dateline chain)
//	     | list-head name                           ("the towns of A, B and C")
//	     | place-possessive Capital{1,3} kind-word  ("Paris's Right Bank district")
//
// A capitalised North, South, East or West inside a sentence is part of the name
// ("West Sumatra"); any other direction word before it is dropped.
func (p *parser) cuedName(s int) (int, int, bool) {
	t0, n0 := s, s // the name, and the word its reading starts at
	if p.is(s, wDirection) && p.toks[s].cap && s+1 < len(p.toks) && p.joined(s+1) && p.toks[s+1].gap == gapSpace {
		t0, n0 = s+1, s+1 // "Eastern X": the direction word is dropped
		if !p.free(t0) {
			return 0, 0, false
		}
		if p.directionBefore(s+1) == s {
			t0 = s // "West Sumatra": kept
		}
	}
	if f := p.districtOfEnd(n0); f > n0 {
		return n0, f, true // "the Hyde Park neighborhood of Chicago"
	}
	e := p.readName(n0)
	if t0 == s+1 && e > n0 && p.regionalDirection(s, e) {
		t0 = s // "Northern Rivers region": the direction is the region's own
	} else if t0 == s && s > 0 && e > n0 && p.cover[s-1] == -2 && p.joined(s) && p.regionalDirection(s-1, e) {
		t0 = s - 1 // "Western Highlands province", whose "Western" the dictionary holds as a demonym
	}
	if e == n0 {
		if e = p.ownedKindName(n0); e > n0 && t0 == n0 {
			return t0, e, true // "Paris's Right Bank district"
		}
		if e = p.commonTown(n0); e > n0 {
			b := p.scanBack(t0)
			// "in Grand Rapids, Mich.", "in East Grand Forks, Minn."; a dateline:
			// "Port Moresby, Papua New Guinea:"
			return t0, e, p.cuedBefore(&b) || p.toks[t0].gap == gapStart && p.countryAfter(e)
		}
		if p.portTown(n0) {
			b := p.scanBack(t0)
			if b.cue == t0-1 && b.cueKind == cueLoc {
				return t0, n0 + 2, true // "in Port Fouad to cross the canal": a town
			}
		}
		return 0, 0, false
	}
	if n := p.trailingBase(t0, e); n > 0 && !p.modifierOrPerson(t0, e-n) && !p.townOf(t0) {
		return t0, e - n, true // "Hmeimim Air Base" gives Hmeimim
	}
	county := p.countyDot(t0)
	field := p.placeField(t0)
	for field && e > t0+1 && p.colonAfter(e-1) {
		e-- // "Location: Amizmiz Iptc4xmpCore:CountryCode: ...": the next field's label ends no name
	}
	dateline := p.datelineDate(t0, e) || p.divisionAfter(e) || p.headingChain(t0, e) || p.slashDateline(t0, e) || p.townBeforeStreet(t0, e) || p.townAfterStreet(t0, e) || field || p.bracketDateline(t0, e) ||
		p.romanceHeading(t0, e)
	alias := p.toks[t0].cap && p.slashAlias(t0, e)
	if !p.joined(t0) && p.toks[t0].gap != gapComma && !p.cuedAfter(e) && !county && !dateline && !alias && !p.nameInLanguage(t0, e) && !p.mountNamed(t0, e) {
		// Nothing before a name that opens a sentence, or follows a bracket or a
		// quote, cues it (scanBack stops there): only what follows can, so that
		// most capitalised words that open sentences are done with here. A
		// mountain or a lake is its own cue ("Mount Merapi erupts").
		return 0, 0, false
	}
	if p.toks[e-1].poss && p.ownedKindEnd(e) > e && !p.modifierOrPerson(t0, e) {
		b := p.scanBack(t0)
		if p.cuedBefore(&b) {
			return t0, e, true // "in Brooklyn's Park Slope neighborhood": the owner of a named district
		}
	}
	if p.facilityAfter(e) && !p.townStation(t0, e) && !p.townFacility(t0, e) && !p.townSite(t0, e) && !p.riverAfter(e) || p.sportsClub(e) || p.notAlone(t0, e) && !p.townSite(t0, e) || p.modifierOrPerson(t0, e) || p.venueIn(t0, e) || p.personsAirport(t0, e) || p.militaryPost(t0, e) ||
		e < len(p.toks) && p.toks[e].gap == gapSpace && !p.toks[e].cap && (p.modifierNounAfter(e) || p.cyrillicAdjective(e)) ||
		p.campVerb(t0, e) || p.serialAfter(e) || p.gluedStreet(t0, e) || p.vesselBefore(t0) || p.hyphenModifier(e) ||
		p.clubBefore(t0) || p.clubBefore(t0+1) || p.webName(e) || e == t0+1 && p.germanCityAdjective(t0) {
		return 0, 0, false
	}
	if p.toks[t0].digit {
		_, isKind := p.kindAfter(e)
		// "Sector 7", but not a count: "more than 100 settlements"
		return t0, e, isKind && !(e-t0 == 1 && allDigits(p.word(t0)) && strings.HasSuffix(p.word(e), "s"))
	}
	b := p.scanBack(t0) // read by cuedBefore and inChain
	if p.occasion(&b, t0, e) || p.alongThe(&b, t0) && p.word(e-1) != "River" {
		return 0, 0, false // "along the Corniche"; but "along the Pra River", a river by its name
	}
	if e-t0 >= 2 && (p.word(e-1) == "River" || p.word(t0) == "River") && p.afterThe(t0) {
		return t0, e, true // "after the Chikuma River burst its banks", "as the River Ouse rises": a river, with no cue
	}
	if p.mountNamed(t0, e) &&
		!(t0 >= 2 && p.key(t0-1) == "of" && p.word(t0-2) == "Lady") && // not "Our Lady of Mount Carmel"
		!(e+1 < len(p.toks) && p.key(e) == "on" && p.cover[e+1] == -1) { // nor "Mount Sharp on Mars", a planet a blocker
		return t0, e, true // "the summit of Mount Everest", "the dried bed of Lake Urmia": a mountain or a lake, with no cue
	}
	if county || dateline || p.cuedBefore(&b) || p.cuedAfter(e) || alias || p.cyrillicDivisionOf(t0) || p.toks[t0].cap && (p.regionAfter(e) || p.bracketRegionAfter(t0, e)) || p.inChain(&b, e) || p.inList(t0, e) || p.knownName(&b, t0, e) || p.otherNameCue(t0) || p.nameInLanguage(t0, e) ||
		e < len(p.toks) && !(t0 > 0 && p.joined(t0) && p.is(t0-1, wSpaceParticle)) && p.facilityAfter(e) && p.quarterFacility(t0, e) {
		// a quarter's facility put in its town needs no cue before it: "the cells of
		// Saydnaya prison, north of Damascus"; not a name's last word after a particle
		// ("the Gare du Midi terminal in Brussels")
		return t0, e, true
	}
	return 0, 0, false
}

// countyDot reports a name right after "Co." (County), whose dot ends no sentence,
// as Irish papers write a county after a town and a comma or after a cue of place
// ("Midleton, Co. Cork", "in Co. Clare"), or after "Brgy." (Barangay), as Philippine
// papers write it ("in Brgy. Poblacion"); "Co" without the dot is a settlement word,
// like "Camp".
//
//	county = (place "," | cue) "Co" "." name | "Brgy" "." name
func (p *parser) countyDot(t0 int) bool {
	c := t0 - 1
	if c < 1 || p.toks[t0].gap != gapStop || int(p.toks[c].end)+2 != int(p.toks[t0].start) {
		return false
	}
	switch p.word(c) {
	case "Brgy":
		return true // the abbreviation says it: a barangay's name follows
	case "Co":
	default:
		return false
	}
	switch p.toks[c].gap {
	case gapComma:
		return p.mentionEnding(c-1) >= 0
	case gapSpace:
		k := p.cueOf(c - 1)
		return k == cueLoc || k == cueRel
	}
	return false
}

// afterThe reports "the" right before word i.
func (p *parser) afterThe(i int) bool {
	return i > 0 && p.joined(i) && p.key(i-1) == "the"
}

// alongThe reports a name right after "along the": what runs along is a road, a
// promenade, a river or a coast ("along the Corniche", "along the Bund"), not a
// place, unless the name is one the dictionary knows (matched before any cue).
func (p *parser) alongThe(b *back, t0 int) bool {
	return b.cue >= 0 && t0 == b.cue+2 && p.key(b.cue) == "along" && p.key(b.cue+1) == "the"
}

// modifierOrPerson reports a name after a title ("President X"), glued to a
// lower-case prefix ("pro-Gaddafi forces"), or that starts with a first name and
// has no kind word to make it a place ("a message from Donald Trump"); a first name
// alone before a comma and a country is a town ("outside Mary, Turkmenistan").
func (p *parser) modifierOrPerson(t0, e int) bool {
	if t0 > 0 && p.joined(t0) && p.is(t0-1, wTitle) {
		return true
	}
	if t0 > 0 && p.toks[t0].gap == gapHyphen && !p.toks[t0-1].cap && !p.is(t0-1, wArticle) && !p.elidedBefore(t0) {
		return true
	}
	if p.middleInitial(e) {
		return true // "the Norman E. Borlaug Experimental Station": a person's name
	}
	return p.is(t0, wFirstName) && !p.kindMarked(t0, e) && !p.firstNameTown(t0, e)
}

// middleInitial reports a name whose last word, e-1, is one capital letter after a
// capitalised word, with a full stop and a capitalised word after it: a person's
// middle initial ("Norman E. Borlaug", "John F. Kennedy").
func (p *parser) middleInitial(e int) bool {
	if e < 2 || e >= len(p.toks) || p.toks[e-1].end-p.toks[e-1].start != 1 || !p.toks[e-1].cap || !p.toks[e-2].cap ||
		p.toks[e-2].end-p.toks[e-2].start < 3 || !p.joined(e-1) || !p.toks[e].cap {
		return false
	}
	return p.text[p.toks[e-1].end:p.toks[e].start] == ". "
}

// firstNameTown reports a first name alone right after a preposition, before a comma
// and a country: a town ("outside Mary, Turkmenistan"; not "Times, John, U.S.").
func (p *parser) firstNameTown(t0, e int) bool {
	return e == t0+1 && t0 > 0 && p.joined(t0) && p.toks[t0].gap == gapSpace && p.is(t0-1, wPreposition) && p.countryAfter(e)
}

// headingChain reports a name that opens the caption or follows a stop or a dash,
// before a comma and a known place, maybe a comma and another (its country), that
// end a heading: a date after a comma or a dash, or for a caption's first words, a
// stop or the end of the text ("Bondi Beach, Sydney.", "Headingley, Leeds, Britain -
// June 21, 2025").
//
//	heading = name "," known [ "," known ] ( ( "," | dash ) date | stop | end )
func (p *parser) headingChain(t0, e int) bool {
	if g := p.toks[t0].gap; g != gapStart && g != gapStop || e >= len(p.toks) || p.toks[e].gap != gapComma {
		return false
	}
	f := e
	if m := p.mentionStarting(e); m >= 0 && p.ments[m].dict != nil {
		f = p.ments[m].t1
	} else if p.free(e) && p.toks[e].cap {
		if g := p.readName(e); g > e && (gazetteer.Known(p.span(e, g), "") || p.countryAfter(g)) {
			f = g // a town of the gazetteer, which the dictionary leaves to the cues ("Leeds"), or one before its country ("Odda, Norway")
		}
	}
	if f == e {
		return false
	}
	if f < len(p.toks) && p.toks[f].gap == gapComma {
		if n := p.mentionStarting(f); n >= 0 && p.ments[n].dict != nil {
			f = p.ments[n].t1 // "Leeds, Britain"
		}
	}
	if f >= len(p.toks) || p.toks[t0].gap == gapStart && (p.toks[f].gap == gapStop || p.text[p.toks[f-1].end] == '.') {
		return true // the caption's heading: "Bondi Beach, Sydney. (Getty Images)"
	}
	// after a stop or a dash, the heading's date follows: not "Tate, London." of a
	// museum's holder
	g := p.toks[f].gap
	return (g == gapComma || g == gapStop) && (p.toks[f].cls&wMonthOrDay != 0 && f+1 < len(p.toks) && p.toks[f+1].digit ||
		p.toks[f].digit && (numericDate(p.text[p.toks[f].start:]) || isoDate(p.text[p.toks[f].start:])))
}

// slashDateline reports a name that opens the caption before a slash and its other
// name, then a comma and a date ("Bolzano/Bozen, 29.11.2024 - ..."); the other name
// is read as a slash's alias (slashAlias).
//
//	dateline = Name "/" Name "," date
func (p *parser) slashDateline(t0, e int) bool {
	if t0 != 0 || e >= len(p.toks) || !p.toks[e].cap || p.text[p.toks[e-1].end:p.toks[e].start] != "/" {
		return false
	}
	g := p.readName(e)
	if g <= e || g+1 >= len(p.toks) || p.toks[g].gap != gapComma {
		return false
	}
	return p.toks[g].digit && numericDate(p.text[p.toks[g].start:]) || p.toks[g].cls&wMonthOrDay != 0 && p.toks[g+1].digit
}

// isoDate reports a date written year, month and day with hyphens at the start of s
// ("2019-07-14").
func isoDate(s string) bool {
	if len(s) < 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for _, i := range [...]int{0, 1, 2, 3, 5, 6, 8, 9} {
		if !isDigit(s[i]) {
			return false
		}
	}
	return len(s) == 10 || !isDigit(s[10])
}

// datelineDate reports a name that opens the caption or a sentence, followed by a
// comma and a date: the place of a dateline ("Moskau, 15. Jan. 2024: ...", "Quito, 8
// de marzo de 2024.", "Tapanatepec, March 3, 2024.").
//
//	dateline = Name "," (day { of } word { of } year | month day | dd "." mm "." yyyy)
func (p *parser) datelineDate(t0, e int) bool {
	if g := p.toks[t0].gap; g != gapStart && g != gapStop || e+1 >= len(p.toks) || p.toks[e].gap != gapComma {
		return false
	}
	if p.toks[e].cls&wMonthOrDay != 0 {
		return p.toks[e+1].digit
	}
	if !p.toks[e].digit || p.toks[e].end-p.toks[e].start > 2 {
		return false
	}
	if numericDate(p.text[p.toks[e].start:]) {
		return true // "Gdańsk, 01.09.2019.", "Brasília, 30/10/2022 –"
	}
	words := 0 // the words between the day and the year, but "de" and "del"
	for k := e + 1; k < len(p.toks) && k <= e+4; k++ {
		switch t := &p.toks[k]; {
		case t.digit:
			return words == 1 && t.end-t.start == 4
		case t.gap == gapComma || t.gap == gapOther:
			return false
		case t.cue != cueOfWord:
			words++
		}
	}
	return false
}

// placeField reports a name that opens the value of a record's or a log's field of
// place ("Location: Lewes, East Sussex, UK", "Sub-location: Gulberg", "City:
// Faenza"): the field says it is a place, as a dateline does.
func (p *parser) placeField(t0 int) bool {
	if t0 == 0 || !p.colonAfter(t0-1) {
		return false
	}
	switch p.word(t0 - 1) {
	case "Location", "location", "Sublocation", "City", "Place": // "location" ends "Sub-location"
		return true
	}
	return false
}

// romanceHeading reports a town that opens the caption before a comma and an article
// of Italian, Spanish, French or Portuguese, as their papers head a caption with the
// place ("Milano, la coda dei turisti ...", "Napoli, i tifosi festeggiano ..."): a
// name of one or two words of no class of the lexicon, no first name.
//
//	heading = Name "," article lower-word
func (p *parser) romanceHeading(t0, e int) bool {
	if t0 != 0 || e-t0 > 2 || e+1 >= len(p.toks) || p.toks[e].gap != gapComma || p.toks[e].cap || p.toks[e+1].cap {
		return false
	}
	switch p.word(e) {
	case "la", "il", "i", "le", "les", "los", "las", "el", "gli", "lo", "os", "as":
	default:
		return false
	}
	for i := t0; i < e; i++ {
		if t := &p.toks[i]; !t.cap || t.caps || t.cls&^wEntryStart != 0 {
			return false
		}
	}
	return true
}

// bracketDateline reports a name that opens the caption with its region or country
// in brackets, then a comma and a date, as French papers and EFE write a dateline
// ("Argenteuil (Val-d'Oise), le 3 juin 2024.", "PAIPORTA (VALENCIA), 31/10/2024.-",
// "Paris (VIIe), le 26 juillet 2024."), or LaPresse a date in numbers with no comma
// ("Pozzuoli (Napoli) 13/03/2025 - ...").
//
//	dateline = Name "(" words ")" ( "," ( number | article number ) | numeric-date )
func (p *parser) bracketDateline(t0, e int) bool {
	if t0 != 0 || e >= len(p.toks) || p.toks[e].gap != gapOther || p.text[p.toks[e-1].end:p.toks[e].start] != " (" {
		return false
	}
	c := strings.IndexByte(p.text[p.toks[e].start:min(len(p.text), int(p.toks[e].start)+48)], ')')
	if c < 0 {
		return false
	}
	c += int(p.toks[e].start)
	k := e
	for k < len(p.toks) && int(p.toks[k].start) < c {
		k++
	}
	if k+1 < len(p.toks) && p.text[p.toks[k-1].end:p.toks[k].start] == ") " && p.toks[k].digit {
		return numericDate(p.text[p.toks[k].start:]) // LaPresse's "Pozzuoli (Napoli) 13/03/2025 - ..."
	}
	if k+1 >= len(p.toks) || !strings.HasPrefix(p.text[p.toks[k-1].end:p.toks[k].start], "), ") {
		return false
	}
	switch p.key(k) {
	case "le", "el", "a", "o":
		k++ // "le 3 juin", "a 31 de diciembre"
	}
	return p.toks[k].digit
}

// townBeforeStreet reports a town the gazetteer knows that opens the caption before a
// comma and a street or a square in it, as archives head a record ("Zürich,
// Bahnhofstrasse with tram line 13", "Hereford, Broad Street, looking north").
//
//	heading = Name "," Capital { Capital } street-word
func (p *parser) townBeforeStreet(t0, e int) bool {
	if t0 != 0 || e >= len(p.toks) || p.toks[e].gap != gapComma || !p.toks[e].cap || p.is(t0, wFirstName) {
		return false
	}
	for k := e; k < len(p.toks) && k < e+4 && (k == e || p.joined(k) && p.toks[k].gap == gapSpace); k++ {
		if !p.toks[k].cap {
			return false
		}
		if p.is(k, wStreetWord) && k > e || p.gluedStreet(k, k+1) {
			return gazetteer.Known(p.span(t0, e), "")
		}
	}
	return false
}

// townAfterStreet reports a name of one to three capitalised words of no class of
// the lexicon, after a comma that ends a street's name and before a comma, a full
// stop or the end: the town of the street, as archives and captions write it
// ("Main Street, Bantry, Co. Cork", "the ruins of Old Town Street, Plymouth, the
// morning after", "Front Street, Dawson, Yukon Territory").
//
//	street-town = Capital { Capital } street-word "," Name ("," | "." | end)
func (p *parser) townAfterStreet(t0, e int) bool {
	if t0 < 2 || e-t0 > 3 || p.toks[t0].gap != gapComma || !p.toks[t0].cap || !p.is(t0-1, wStreetWord) || !p.toks[t0-1].cap ||
		!p.toks[t0-2].cap || !p.joined(t0-1) {
		return false
	}
	if e < len(p.toks) && p.toks[e].gap != gapComma && p.toks[e].gap != gapStop {
		return false
	}
	for i := t0; i < e; i++ {
		if p.toks[i].cls&^wEntryStart != 0 || p.toks[i].digit || p.toks[i].caps {
			return false
		}
	}
	return true
}

// divisionAfter reports a name followed by a comma and a division marked by its
// kind word: the head of a chain from the smallest place up, as documentation
// archives and field reports open an entry ("Taldou, Houla area, Homs governorate
// —", "Besnaya, Harem district, Idlib |") and write it after a facility ("the
// hospital of X, Muhradah district"). A town's kind word does not mark one: "X,
// Y village" may list two villages.
//
//	chain-head = name "," name ("district" | "area" | region-kind)
func (p *parser) divisionAfter(e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapComma || !p.toks[e].cap {
		return false
	}
	end := e
	if m := p.mentionStarting(e); m >= 0 {
		end = p.ments[m].t1
	} else if p.free(e) {
		end = p.readName(e)
	}
	if end == e || end-e > 4 || worldRegion(p.word(end-1)) {
		return false // "Stories, Africa region": a category of an award, no chain
	}
	k, ok := p.kindAfter(end)
	if !ok {
		return false
	}
	if k == "" {
		w := p.key(end)
		return w == "area" || w == "areas"
	}
	return k == "district" || k == "region"
}

// worldRegion reports the last word of a continent's or a world region's name
// ("Africa", "Middle East", "Latin America"), which no country divides.
func worldRegion(w string) bool {
	switch w {
	case "Africa", "Asia", "Europe", "America", "East", "Oceania", "Pacific", "Caribbean", "Arctic", "Antarctica":
		return true
	}
	return false
}

// elidedBefore reports a name right after an elided article or particle and its
// apostrophe ("l'Irak", "d'Idleb"), which the scanner joins like a hyphen.
func (p *parser) elidedBefore(t0 int) bool {
	i := int(p.toks[t0].start) - 1
	return p.toks[t0].gap == gapHyphen && i > 0 && (p.text[i] == '\'' || p.text[i] == 0x99 && p.text[i-1] == 0x80)
}

// notAlone reports a name that is only part of something else: a prefix word
// before a known place ("Mount" of "Mount Sinjar"), a name followed by a
// capitalised word it could not take ("Election Day"), an unknown possessive
// before a common noun ("Ahmed's house"), a single letter.
func (p *parser) notAlone(t0, e int) bool {
	if p.toks[t0].digit {
		return false
	}
	return e == t0+1 && (p.is(t0, wPrefixWord) || p.toks[t0].end-p.toks[t0].start == 1) ||
		p.capitalisedAfter(e) || p.possessiveOnly(t0, e)
}

// capitalisedAfter reports a capitalised word right after the name that the name
// could not take and that is no kind word, base word or known place.
func (p *parser) capitalisedAfter(e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapSpace || !p.toks[e].cap || !p.free(e) || p.toks[e-1].poss {
		return false
	}
	if p.isKind(e) || p.baseWordLen(e) > 0 || p.is(e, wMonthOrDay) {
		return false
	}
	return !p.localGovArea(e)
}

// kindMarked reports a kind word right before or after the name ("the village of
// X", "X camp"), strong enough to take a person's first name for a place's.
func (p *parser) kindMarked(t0, e int) bool {
	if _, ok := p.kindAfter(e); ok {
		return true
	}
	b := p.scanBack(t0)
	return b.kindTok >= 0 && p.nearestKind(b.kindTok, t0)
}

// possessiveOnly reports an unknown name in the possessive before a common noun
// ("at Ahmed's house"): more often a person than a place.
func (p *parser) possessiveOnly(t0, e int) bool {
	if !p.toks[e-1].poss || e >= len(p.toks) {
		return false
	}
	return !p.isKind(e) && !p.toks[e].cap && !p.toks[e].digit && !p.is(e, wArticle) && !p.compassAfter(e)
}

// compassAfter reports a lower-case direction of the compass at e, after a
// possessive: a part of a town, not of a person ("Halifax's north end", "Winnipeg's
// northern suburbs"; not "Ahmed's lower leg").
func (p *parser) compassAfter(e int) bool {
	if !p.is(e, wDirection) || p.toks[e].cap {
		return false
	}
	k := p.key(e)
	return k != "upper" && k != "lower"
}

// readName returns the end of the name that starts at word s, or s when none does.
//
//	name  = first { part }
//	first = Capital | article "-" word | "al" Capital   ("al Khaldia"; not "la Syrie", "el Obelisco")
//	part  = " " Capital | "-" word-after-particle | "-" Capital
//	      | " " particle "-" word | " " space-particle " " Capital
//	      | " " number-of-three-digits-at-most kind-word
//
// A name holds at most six words, stops at a possessive, at a kind word, at a
// dictionary word, and may not hold a month, a title or a common capitalised
// noun; a trailing particle is dropped.
func (p *parser) readName(s int) int {
	t := &p.toks[s]
	switch {
	case t.digit:
		if t.end-t.start > 6 {
			return s
		}
		return s + 1
	case t.cap && !t.caps && !p.is(s, wCommonCap|wMonthOrDay|wTitle|wDirection) && !hasDigit(p.word(s)):
	case p.is(s, wArticle) && s+1 < len(p.toks) && p.toks[s+1].gap == gapHyphen && p.free(s+1):
	case p.key(s) == "al" && !t.cap && s+1 < len(p.toks) && p.toks[s+1].gap == gapSpace && p.toks[s+1].cap && p.free(s+1):
	case p.saintName(s):
	case p.agePrefix(s):
	case p.dottedPrefix(s):
		if p.toks[s+1].poss {
			return s + 2 // "St. John's": the possessive ends the name
		}
	case p.bareMt(s):
	default:
		return s
	}
	e := s + 1
	if e < len(p.toks) && p.toks[e].gap == gapStop && p.dottedPrefix(s) {
		e++ // "Mt. Pleasant": the dot of the abbreviation is inside the name
	}
	for e < len(p.toks) && e-s < 6 && p.free(e) && !p.toks[e-1].poss {
		if !p.consumePart(e) {
			break
		}
		e++
	}
	for e > s+1 && p.is(e-1, wParticle) && !p.toks[e-1].cap {
		e--
	}
	if e+1 < len(p.toks) && p.joined(e) && p.joined(e+1) && p.word(e) == "First" && p.word(e+1) == "Nation" {
		return e + 2 // "the Peguis First Nation": a reserve's name, as Canada's news writes it
	}
	if e == s+1 && e+1 < len(p.toks) && p.toks[e+1].cap && p.free(e+1) && p.waterOf(e+1) == s {
		if f := p.readName(e + 1); f > e+1 {
			return f // "the Strait of Dover", "the Bay of Kotor"
		}
	}
	if p.toks[e-1].poss {
		return p.possTown(e) // "Martha's Vineyard, Mass."
	}
	if p.toks[s].cap {
		if f := p.townTail(e); f > e {
			return f // "Hebden Bridge, West Yorkshire", "Pell City, Ala.", "the Canyon Country area"
		}
	}
	if e < len(p.toks) && !p.toks[e].cap && p.toks[e].gap == gapSpace && (e == s+1 || p.toks[s].cap) {
		if f := p.connectorTailAt(e); f > e && p.free(f-1) {
			return f // "Freiburg im Breisgau"
		}
	}
	return e
}

// ezafeAfter reports a Persian ezafe at word k, "-e" or "-i" between a name and a
// capitalised word ("Baghlan-e Jadid", "Mazar-i Sharif"): the name goes on.
func (p *parser) ezafeAfter(k int) bool {
	if k+1 >= len(p.toks) || p.toks[k].gap != gapHyphen || p.toks[k+1].gap != gapSpace || !p.toks[k+1].cap {
		return false
	}
	w := p.word(k)
	return w == "e" || w == "i"
}

// agePrefix reports "Old", "New", "Upper" or "Lower" before a capitalised word no
// list holds, which a comma and a capitalised word or a kind word follow: the first
// word of a town's name ("in Old Fangak, Jonglei State", "New Halfa town"), which the
// lexicon otherwise reads as a common word ("the Old City", "New Year").
func (p *parser) agePrefix(s int) bool {
	t := &p.toks[s]
	if t.end-t.start > 5 || !t.cap || t.caps || s+1 >= len(p.toks) || p.toks[s+1].gap != gapSpace {
		return false
	}
	switch p.word(s) {
	case "Old", "New", "Upper", "Lower":
	default:
		return false
	}
	n := &p.toks[s+1]
	if !n.cap || n.caps || !p.free(s+1) || p.is(s+1, wCommonCap|wMonthOrDay|wTitle|wDirection|wPrefixWord) || hasDigit(p.word(s+1)) {
		return false
	}
	f := p.readName(s + 1)
	if f == s+1 || f >= len(p.toks) {
		return false
	}
	if _, ok := p.kindAfter(f); ok {
		return true
	}
	return p.toks[f].gap == gapComma && p.toks[f].cap
}

// elided reports a French particle elided before a capitalised word, written as one
// word with it: "d'Ascq", "d’Hères", "l'Isle".
func elided(w string) bool {
	if len(w) < 3 || w[0] != 'd' && w[0] != 'l' {
		return false
	}
	switch {
	case w[1] == '\'' && len(w) > 2:
		return isUpperByte(w[2]) || w[2] >= 0x80
	case len(w) > 4 && w[1:4] == "’":
		return isUpperByte(w[4]) || w[4] >= 0x80
	}
	return false
}

// hasDigit reports a word that mixes letters and digits ("M23", "F-16"): a group's,
// a weapon's or a model's name, not a place's.
func hasDigit(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= '0' && w[i] <= '9' {
			return true
		}
	}
	return false
}

// consumePart reports whether word e continues the name before it.
func (p *parser) consumePart(e int) bool {
	t := &p.toks[e]
	prevParticle := p.is(e-1, wParticle)
	if p.isKind(e) && t.gap == gapHyphen && t.cap && !t.caps && (p.toks[e-1].cap || p.is(e-1, wHyphenParticle) && p.toks[e-1].gap == gapHyphen) && !p.toks[e-1].caps &&
		(e+1 >= len(p.toks) || p.toks[e+1].gap != gapHyphen) {
		return true // "Pétion-Ville": a capitalised kind word joined by a hyphen is part of the name
	}
	if p.isKind(e) && t.cap && t.gap == gapSpace && longerFeature(p.word(e)) && !p.toks[e-1].caps &&
		(e+1 >= len(p.toks) || !p.joined(e+1) || !p.toks[e+1].cap) {
		return true // "the Thwaites Glacier": a capitalised feature's word is the name's
	}
	if p.isKind(e) && (t.gap != gapHyphen || t.cap || !p.toks[e-1].cap ||
		e+1 < len(p.toks) && p.toks[e+1].gap == gapSpace && !p.toks[e+1].cap) || t.caps {
		return false // a kind word ends the name, unless a hyphen joins it in lower case, and no word in lower case follows ("Elisabeth-ville,", "Elisabeth- ville,": a name broken at the end of a printed line; not "Aleppo-city centre")
	}
	if p.isKind(e) {
		return true
	}
	if p.is(e, wMonthOrDay) && t.gap == gapSpace && t.cap && !t.digit && p.toks[e-1].cap && !p.toks[e-1].digit &&
		e+1 < len(p.toks) && p.toks[e+1].gap == gapSpace && !p.toks[e+1].cap && p.isKind(e+1) {
		return true // "Zinda Jan district": a month's abbreviation inside a name that a kind word ends
	}
	if p.is(e, wMonthOrDay) && !(t.gap == gapHyphen && t.cap && p.toks[e-1].cap) && (p.key(e) != "mar" || t.gap != gapSpace || !prevParticle ||
		p.toks[e-1].cap || p.toks[e-1].gap != gapSpace || !p.toks[e-2].cap) {
		return false // a month ends the name; "Mar" after a particle inside it is the sea ("Vina del Mar"); a hyphen between two capitalised words joins them ("Saint-Marc")
	}
	switch t.gap {
	case gapHyphen:
		if t.cap || t.digit || prevParticle && !p.toks[e-1].cap || prevParticle && p.toks[e-1].gap == gapSpace {
			return !p.is(e, wCommonCap) || prevParticle || p.key(e) == "saint" || p.key(e) == "sainte" // "Mont-Saint-Michel"
		}
		if p.is(e, wParticle) && e+1 < len(p.toks) && p.toks[e+1].gap == gapHyphen {
			return true
		}
		if p.toks[e-1].cap && p.ezafeAfter(e) {
			return true // a Persian name's ezafe: "Mazar-e Sharif", "Shahr-e Naw"
		}
		if elided(p.word(e)) {
			return true // "Villeneuve-d'Ascq", "Saint-Martin-d'Hères"
		}
		if p.lineBreak(e) {
			return true // "Elisabeth- ville": one word broken at the end of a printed line
		}
		return !p.is(e-1, wParticle) && (e+1 == len(p.toks) || p.toks[e+1].gap != gapHyphen) && divisionSuffix(p.word(e))
	case gapSpace:
		if t.cap {
			return !p.is(e, wCommonCap|wTitle|wOrgWord)
		}
		if t.digit && t.end-t.start <= 3 && e+1 < len(p.toks) && (p.joined(e+1) && p.isKind(e+1) ||
			p.toks[e+1].gap == gapComma && p.toks[e+1].cap && p.mentionStarting(e+1) >= 0) {
			return true // "the Delmas 33 area", "Delmas 33, Port-au-Prince": a district numbered within its name
		}
		if p.is(e, wHyphenParticle) && e+1 < len(p.toks) && p.toks[e+1].gap == gapHyphen && p.free(e+1) {
			return true
		}
		if elided(p.word(e)) && p.toks[e-1].cap {
			return true // "Coeur d'Alene"
		}
		if !p.is(e, wSpaceParticle) || e+1 >= len(p.toks) || p.toks[e+1].gap != gapSpace {
			return false
		}
		if f := e + 1; !p.toks[f].cap && p.is(f, wSpaceParticle) && f+1 < len(p.toks) && p.toks[f+1].gap == gapSpace && p.toks[f+1].cap &&
			!p.toks[f+1].caps && p.free(f+1) && p.toks[e-1].cap {
			return true // two particles: "Rincón de la Vieja", "Puerto de la Cruz"; the second is taken next
		}
		return p.toks[e+1].cap && p.free(e+1)
	}
	return false
}

// lineBreak reports a word in lower case after a hyphen and a space, the rest of a
// name that a scanned page broke at the end of a line ("Elisabeth- ville", "Lenin-
// grad"): no word of a class of the lexicon, and no participle of a compound ("Kyiv-
// based").
func (p *parser) lineBreak(e int) bool {
	t := &p.toks[e]
	w := p.text[t.start-2 : t.end] // a word and a hyphen stand before it (gapHyphen)
	return !t.cap && !t.digit && t.cls&^wEntryStart == 0 && len(w) >= 5 && w[0] == '-' && w[1] == ' ' && w[len(w)-2:] != "ed"
}

// trailingBase returns how many words at the end of [t0, e) name a base or an
// airport ("Air Base", "Airport"), leaving a place before them; else 0.
func (p *parser) trailingBase(t0, e int) int {
	for n := 2; n >= 1; n-- { // the longest: "Air Base" before "Base"
		if e-n > t0 && p.baseWordLen(e-n) == n {
			return n
		}
	}
	return 0
}

// personsAirport reports a name of two or three capitalised words in title case,
// one space apart, followed by a lower-case "airport", that the gazetteer does not
// know: an airport is named after its city or after a person ("Ben Gurion
// airport", "Jomo Kenyatta airport"; not "Port Sudan airport", "Menagh military
// airport", "Sharm el-Sheikh airport"). Only these names pay for a look-up.
func (p *parser) personsAirport(t0, e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapSpace || p.toks[e].cap || p.key(e) != "airport" {
		return false
	}
	if e-t0 < 2 || e-t0 > 3 {
		return false
	}
	for i := t0; i < e; i++ {
		if t := &p.toks[i]; !t.cap || t.caps || t.poss || t.digit || i > t0 && t.gap != gapSpace || p.is(i, wParticle) {
			return false // "Sharm el-Sheikh", "Cox's Bazar": a place's spelling
		}
	}
	return !gazetteer.Known(p.span(t0, e), "")
}

// facilityAfter reports whether the words at e name a building or facility, or an
// organisation, so that the name before is not a place: a facility word, maybe
// after a few lower-case words ("Bataclan concert hall"), or capitalised words
// that end in one ("Hamid Karzai International Airport").
func (p *parser) facilityAfter(e int) bool {
	for i := e; i < len(p.toks) && i < e+4 && p.joined(i); i++ {
		if p.baseWordLen(i) > 0 || i == e && p.localGovArea(i) {
			return false
		}
		if p.is(i, wFacilityWord) || p.toks[i].cap && (p.is(i, wOrgWord) || p.key(i) == "international") {
			return true
		}
		if i == e && p.toks[i].gap == gapHyphen && templeSuffix(p.word(i)) {
			return true // "Kinkaku-ji", "Sensoji-dera"
		}
		if i == e && !p.toks[i].cap && p.toks[i].gap == gapSpace {
			switch p.word(i) {
			case "gang", "gangs", "cartel", "militia", "militias":
				return true // "the 400 Mawozo gang", "the Tren de Aragua gang": a group's name
			}
		}
		if p.isKind(i) {
			if i+1 < len(p.toks) && p.joined(i+1) && (p.word(i+1) == "Court" || p.word(i+1) == "Courthouse") {
				return false // "the Golovinsky District Court in Moscow": a court stands in its district
			}
			return p.toks[i].cap && p.namedAfterKind(i+1) // "Lincoln County Sheriff's Office"
		}
		if p.toks[i-1].poss {
			return false
		}
		if !p.toks[i].cap && (p.cueOf(i) != cueNone || p.is(i, wFunctionWord|wCampQualifier) || p.toks[i].gap != gapSpace) {
			return false
		}
	}
	return false
}

// kindAfter returns the kind of a kind word right after a name; a camp may be
// qualified ("refugee camp", "displacement camp").
func (p *parser) kindAfter(e int) (string, bool) {
	if e >= len(p.toks) || p.toks[e].gap != gapSpace {
		return "", false
	}
	if t, n := &p.toks[e], int(p.toks[e].end-p.toks[e].start); t.kind == 0 && t.cls&wCampQualifier == 0 && n != len("local") && n != len("metropolitan") && n != len("informal") {
		return "", false // most words: no kind word, nor the first word of the phrases below
	}
	if p.is(e, wCampQualifier) && e+1 < len(p.toks) && p.joined(e+1) {
		switch p.key(e + 1) {
		case "camp", "settlement", "site": // "the Bidi Bidi refugee settlement", "the Guara-Guara resettlement site"
			return "camp", true
		}
	}
	if p.localGovArea(e) {
		return "district", true // Nigeria's "Ikorodu Local Government Area"
	}
	if p.toks[e].end-p.toks[e].start == 12 && e+1 < len(p.toks) && p.joined(e+1) && !p.toks[e+1].cap && p.key(e) == "metropolitan" {
		return p.kindOf(e + 1) // "the Porto Alegre metropolitan area"
	}
	if e+1 < len(p.toks) && p.joined(e+1) && !p.toks[e+1].cap && p.word(e) == "informal" {
		return p.kindOf(e + 1) // "the Mathare informal settlement"
	}
	return p.kindOf(e)
}

// localGovArea reports the three kind words "Local Government Area" at e, which the
// "Government" of an organisation's words would otherwise take.
func (p *parser) localGovArea(e int) bool {
	return e+2 < len(p.toks) && p.toks[e].end-p.toks[e].start == 5 && p.key(e) == "local" &&
		p.joined(e+1) && p.key(e+1) == "government" && p.joined(e+2) && p.isKind(e+2)
}

// cuedBefore reports a cue before a name, given what scanBack found before it: a
// preposition or verb of place, "kind of", a head noun with "of", "north of",
// "Camp", "the capital", or a possessive city ("Aleppo's X").
func (p *parser) cuedBefore(b *back) bool {
	switch {
	case b.kindTok >= 0 || b.headOf || b.relTok >= 0 || b.owner >= 0:
		return true
	case b.cue >= 0 && b.cueKind != cueDest:
		return true
	case b.cue >= 0:
		k := p.key(b.cue)
		return k == "towards" || k == "toward" || b.cue > 0 && p.joined(b.cue) && p.motionVerb(b.cue-1)
	case b.poss >= 0:
		m := &p.ments[b.poss]
		return m.dict == nil || m.dict.tag != tagCountry && m.dict.tag != tagAbbrev
	}
	return false
}

// motionVerb reports a verb of motion at word i that is not capitalised inside a
// sentence, where it names an event ("the March for Life", "the Long March to X"),
// not a journey ("marching to X", "bound for X").
func (p *parser) motionVerb(i int) bool {
	return p.is(i, wMotionVerb) && !(p.toks[i].cap && i > 0 && p.toks[i].gap == gapSpace)
}

// cuedAfter reports a cue after the name that ends at e:
//
//	after = kind-word | base-words | "," country
//	      | "," ("a" | "an") kind-word
//	      | [","] [number unit] direction "of"
func (p *parser) cuedAfter(e int) bool {
	if _, ok := p.kindAfter(e); ok {
		return true
	}
	if p.baseWordLen(e) > 0 || p.countryAfter(e) || p.bracketedRegionAfter(e) || p.riverAfter(e) || p.regionCountryAfter(e) ||
		e < len(p.toks) && p.toks[e].gap == gapComma && p.toks[e].caps && p.postalCodeEnds(e) {
		return true
	}
	if e >= len(p.toks) {
		return false
	}
	i := e
	if p.toks[i].gap == gapComma {
		k := p.key(i)
		if k == "a" || k == "an" || k == "the" { // "X, a village", "X, a mountain village", "X, a small fishing town"
			for j := i + 1; j < len(p.toks) && j <= i+3 && p.joined(j); j++ {
				if p.isKind(j) {
					// after "the", the kind word ends its phrase or a function word
					// follows: "X, the town at the foot of Y"; not "X, the village
					// chief", a person
					return k != "the" || j+1 >= len(p.toks) || !p.joined(j+1) || p.toks[j+1].gap != gapSpace || p.is(j+1, wFunctionWord) && !p.toks[j+1].cap
				}
				if p.toks[j].cap || p.toks[j].digit || p.toks[j].gap != gapSpace {
					break
				}
			}
		}
	} else if p.toks[i].gap != gapSpace {
		return false
	} else if eruptionVerb(p.word(i)) {
		return true // "Sakurajima erupts": a volcano
	}
	return p.relAt(i) > 0
}

// eruptionVerb reports a verb of a volcano's eruption in the present, which says the
// name before it is a volcano's ("Sakurajima erupts"); not the past of an event
// ("the revolt against X erupted").
func eruptionVerb(w string) bool {
	switch w {
	case "erupts", "erupting", "spews", "spewing":
		return true
	}
	return false
}

// lowerASCII folds an ASCII capital to lower case.
func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// campVerb reports a plural noun that opens a sentence before "camp" used as a verb,
// which a preposition follows ("Families camp beside the railway", "Migrants camp
// outside the station"): the subject of the verb, not a camp's name ("Zaatari camp
// in Jordan" keeps its name, which is no plural in -s).
func (p *parser) campVerb(t0, e int) bool {
	if e != t0+1 || e+1 >= len(p.toks) || p.joined(t0) || p.toks[t0].gap == gapComma || p.toks[t0].caps {
		return false
	}
	w := p.word(t0)
	return len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] != 's' && !p.toks[t0].poss &&
		p.key(e) == "camp" && p.toks[e].gap == gapSpace && p.toks[e+1].gap == gapSpace &&
		(p.is(e+1, wPreposition) || inWords(p.word(e+1), "beside", "by", "under", "next"))
}

// inWords reports whether w is one of the words, as written.
func inWords(w string, words ...string) bool {
	for _, x := range words {
		if w == x {
			return true
		}
	}
	return false
}

// townFacility reports a town the gazetteer knows named right before a facility's
// word in lower case, as a facility named after its town is ("the Kowloon market",
// "the Asan market"): the town is a place, as "Camp Taji" gives Taji.
func (p *parser) townFacility(t0, e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapSpace || p.toks[e-1].poss {
		return false // not "Nelson's Column"
	}
	if p.quarterFacility(t0, e) {
		return true
	}
	f := p.servedFacility(e)
	return p.is(f, wFacilityWord) && !p.is(f, wOrgWord) && gazetteer.Known(p.span(t0, e), "")
}

// servedFacility returns the word after e and at most two lower-case words saying
// what a facility serves or makes ("fishing port", "thermal power plant", "fuel
// depot", "police station"), or e when none stands there.
func (p *parser) servedFacility(e int) int {
	f := e
	for n := 0; n < 2 && f+1 < len(p.toks) && p.toks[f].gap == gapSpace && p.toks[f+1].gap == gapSpace && !p.toks[f].cap && servingWord(p.word(f)); n++ {
		f++
	}
	return f
}

// servingWord reports a lower-case word that says what a facility after it serves or
// makes (servedFacility).
func servingWord(w string) bool {
	switch w {
	case "fishing", "bus", "ferry", "railway", "train", "container", "fuel", "oil", "gas", "coal",
		"flower", "fish", "wholesale", "thermal", "power", "nuclear", "hydroelectric", "hydropower",
		"general", "referral", "main", "central", "regional", "police",
		"grain", "livestock", "cattle", "camel", "vegetable", "fruit", "civil", "landing", "rice", "ski", "beach":
		return true
	}
	return false
}

// quarterFacility reports a market, a port, a terminal, a prison or a jail, a cemetery
// or a graveyard, a depot, a refinery, a power plant or a police station in lower case
// at e, maybe after words saying what it
// serves, before "in" and a capitalised place, maybe after a direction, or a position
// relative to one ("Saydnaya prison, north of Damascus"): such places are named after
// the quarter they stand in ("the Kejetia market in Kumasi", "the Youpwé fishing port
// in Douala", "the Tajrish bazaar in northern Tehran", "Lychakiv cemetery in Lviv"),
// which is then a place, and the more specific one; not a name with a word in lower
// case ("the Gare du Nord station in Paris").
//
//	quarter = name { served } facility "in" ( [ direction ] Capital | "the capital" )
func (p *parser) quarterFacility(t0, e int) bool {
	for i := t0; i < e; i++ {
		if !p.toks[i].cap {
			return false // "the Gare du Nord station": a name of words, not a quarter's
		}
	}
	e = p.servedFacility(e)
	switch p.word(e) {
	case "market", "port", "terminal", "harbour", "harbor", "bazaar", "prison", "jail", "cemetery", "graveyard", "depot", "refinery", "terraces", "resort":
	case "site":
		if p.word(e-1) != "landing" {
			return false // "the Afungi LNG site": a project's
		}
	case "plant":
		if p.word(e-1) != "power" {
			return false // "the Toyota plant": a firm's
		}
	case "field":
		if w := p.word(e - 1); w != "oil" && w != "gas" {
			return false // "the Burgan oil field, south of Kuwait City"; not a sports field
		}
	case "station":
		if p.word(e-1) != "police" {
			return false // a station may be named after a company's park ("the Metropark station"): townStation asks the gazetteer
		}
	default:
		return false // a station may be named after a company's park ("the Metropark station"): townStation asks the gazetteer
	}
	if e+2 < len(p.toks) && p.toks[e+1].gap == gapComma && (p.relAt(e+1) > 0 || p.divisionAfter(e+1)) {
		return true // "Saydnaya prison, north of Damascus", "the Dan Issa livestock market, Madarounfa department"
	}
	if p.word(e) == "resort" && e+2 < len(p.toks) && p.joined(e+1) && p.key(e+1) == "near" && p.joined(e+2) && p.toks[e+2].cap {
		return true // "the Burgenstock resort near Lucerne": a resort is named after its locality (a prison or a port near a town may be after a person)
	}
	if e+2 >= len(p.toks) || !p.joined(e+1) || p.key(e+1) != "in" || !p.joined(e+2) {
		return false
	}
	k := e + 2
	if (p.is(k, wDirection) || p.key(k) == "the") && !p.toks[k].cap && k+1 < len(p.toks) && p.joined(k+1) {
		k++ // "in northern Tehran", "in the Krasnodar region"
		if p.word(k) == "capital" && p.key(k-1) == "the" {
			return true // "the Rayer Bazar graveyard in the capital"
		}
	}
	return p.toks[k].cap
}

// townSite reports a town the gazetteer knows named before the capitalised words of
// a cathedral, a castle, a zoo, an observatory, a congress or exhibition centre or a
// launch site, which stand where their town is ("Canterbury Cathedral", "the Baikonur
// Cosmodrome", "the Davos Congress Centre", "the Jiuquan Satellite Launch Center"); a
// street, a square, a gate or a palace is often named after another town ("Oxford
// Street" in London, "the Brandenburg Gate" in Berlin) and gives none.
func (p *parser) townSite(t0, e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapSpace || !p.toks[e].cap || p.toks[e-1].poss {
		return false
	}
	switch p.word(e) {
	case "Cathedral", "Zoo", "Observatory", "Cosmodrome", "Spaceport", "Castle", "Congress", "Convention", "Exhibition":
	case "City", "Town": // "Oslo City Hall", "Bergen Town Hall"
		if e+1 >= len(p.toks) || p.toks[e+1].gap != gapSpace || p.word(e+1) != "Hall" {
			return false
		}
	default:
		if !p.launchSite(e) {
			return false
		}
	}
	return gazetteer.Known(p.span(t0, e), "")
}

// launchSite reports the capitalised words of a space launch site at e ("Satellite
// Launch Center", "Space Launch Site", "Space Center", "Space Centre").
func (p *parser) launchSite(e int) bool {
	space := false
	for i := e; i < len(p.toks) && i < e+3 && p.toks[i].gap == gapSpace && p.toks[i].cap; i++ {
		switch p.word(i) {
		case "Space", "Launch":
			space = true
		case "Satellite":
		case "Center", "Centre", "Site":
			return space
		default:
			return false
		}
	}
	return false
}

// bracketedRegionAfter reports a country or a region the dictionary knows in
// brackets right after a name, as ANI's and other datelines write the town's state
// and country ("Mathura (Uttar Pradesh) [India], March 14 (ANI):", "Shimla [India]").
func (p *parser) bracketedRegionAfter(e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapOther {
		return false
	}
	if sep := p.text[p.toks[e-1].end:p.toks[e].start]; sep != " [" && sep != " (" {
		return false
	}
	m := p.mentionStarting(e)
	if m < 0 || p.ments[m].dict == nil || p.ments[m].dict.tag != tagCountry && p.ments[m].dict.tag != tagRegion {
		return false
	}
	end := int(p.toks[p.ments[m].t1-1].end)
	return end < len(p.text) && (p.text[end] == ']' || p.text[end] == ')')
}

// riverAfter reports "river", "rivers", "valley" or "beach" in lower case right after
// a name: the name is a river's ("the Po river", "the Inn and the Ilz rivers"), a
// place as a sea's is, or a valley's or a beach's, which is named after its place
// ("the Watapur valley", "Juhu beach"). The capitalised "River" is part of the name
// ("the Yalu River", the town of "Hay River").
func (p *parser) riverAfter(e int) bool {
	if e >= len(p.toks) || p.toks[e].gap != gapSpace || p.toks[e].cap {
		return false
	}
	w := p.word(e)
	return w == "river" || w == "rivers" || w == "valley" || w == "beach"
}

// sportsClub reports a name whose last word ends in "spor", as the names of Turkish
// sports clubs do ("Trabzonspor", "Amedspor", "Kasimpasa Spor"): a club, no place.
func (p *parser) sportsClub(e int) bool {
	w := p.word(e - 1)
	return len(w) >= 4 && strings.EqualFold(w[len(w)-4:], "spor")
}

// hyphenModifier reports a word in lower case glued by a hyphen after the name that
// ends at e ("the Ticonderoga-class cruiser", "a Sanaa-based group", "Bahamas-flagged"):
// the name qualifies what follows and is no place the caption names, by the rule
// isModifier applies to the dictionary's places ("U.S.-led").
func (p *parser) hyphenModifier(e int) bool {
	return e < len(p.toks) && p.toks[e].gap == gapHyphen && !p.toks[e].cap && !p.toks[e].digit && !p.toks[e-1].poss
}

// slashAlias reports a name of one or two words in title case written right after a
// place and a slash, and before no other slash: its other name ("Derry/Londonderry",
// "Kyiv/Kiev"), not an agency's ("/AFP").
func (p *parser) slashAlias(t0, e int) bool {
	if t0 == 0 || e-t0 > 2 || p.toks[t0].gap != gapOther || p.toks[t0].caps || p.text[p.toks[t0-1].end:p.toks[t0].start] != "/" {
		return false
	}
	if e < len(p.toks) && p.text[p.toks[e-1].end] == '/' {
		return false
	}
	m := p.mentionEnding(t0 - 1)
	return m >= 0 && p.ments[m].t1-p.ments[m].t0 <= 2
}

// otherNameCue reports a name given as another name of a place named just before:
// "X, also known as Y", "Khankendi, known to Armenians as Stepanakert", "the
// Falklands, which Argentina calls the Malvinas", "Nagorno-Karabakh, which Armenians
// call Artsakh", "al-Hol camp, also spelled al-Hawl", "Iwo Jima (now officially Iwo
// To)", "The town was founded as Godthåb", "renamed the city Litzmannstadt".
//
//	other = (place | "the" ("city" | "town" | "village")) ...
//	        ("known" [ "to" word ] "as" | "founded as" | "call" | "calls" | "called" |
//	         "spelled" | "spelt" | "officially" | "formerly") ["the"] name
//	      | ("renamed" | "rename" | "renaming") "the" ("city" | "town") name
func (p *parser) otherNameCue(t0 int) bool {
	j := t0 - 1
	if j >= 3 && p.joined(t0) && p.joined(j) && p.key(j-1) == "the" && (p.key(j) == "city" || p.key(j) == "town") {
		switch p.word(j - 2) {
		case "renamed", "rename", "renaming":
			return true // "the Germans renamed the city Litzmannstadt"
		}
	}
	if j >= 1 && p.key(j) == "the" && p.joined(j+1) {
		j--
	}
	if j < 1 || !p.joined(j+1) {
		return false
	}
	switch p.word(j) {
	case "call", "calls", "called", "spelled", "spelt", "officially", "formerly":
	case "as":
		k := j - 1
		for steps := 0; k > 0 && steps < 3 && p.word(k) != "known" && p.word(k) != "founded"; steps++ {
			k--
		}
		if p.word(k) != "known" && p.word(k) != "founded" {
			return false
		}
		j = k
	default:
		return false
	}
	for k := j - 1; k >= 0 && k >= j-5; k-- {
		if p.mentionEnding(k) >= 0 {
			return true
		}
		if p.joined(k+1) && (p.key(k) == "city" || p.key(k) == "town" || p.key(k) == "village") && k > 0 && p.key(k-1) == "the" {
			return true // "The city was known as Frobisher Bay until 1987"
		}
	}
	return false
}

// regionalDirection reports a capitalised "Northern", "Southern", "Eastern",
// "Western" or "Central" inside a sentence before a name that the kind word of a
// province or a region follows ("Western Highlands province", "the Northern Rivers
// region"): the direction is part of the unit's name, as "Eastern Cape" is; a
// direction before a country or a town ("northern Syria") is still dropped.
func (p *parser) regionalDirection(s, e int) bool {
	if p.toks[s].gap == gapStart || p.toks[s].gap == gapStop || p.toks[s].caps {
		return false
	}
	switch p.word(s) {
	case "Northern", "Southern", "Eastern", "Western", "Central":
	default:
		return false
	}
	k, ok := p.kindAfter(e)
	return ok && k == "region"
}

// compassUnit reports a capitalised "Northern", "Southern", "Eastern", "Western" or
// "Central" at s, not in capitals, right before the kind word of a province or a
// region and no name after it: a unit named by its direction alone ("Sri Lanka's
// Eastern Province", "the Central Region of Ghana"), whose name is the direction.
func (p *parser) compassUnit(s int) bool {
	if !p.toks[s].cap || p.toks[s].caps || !p.free(s) && p.cover[s] != -2 || s+1 >= len(p.toks) || !p.joined(s+1) {
		return false
	}
	switch p.word(s) {
	case "Northern", "Southern", "Eastern", "Western", "Central":
	default:
		return false
	}
	if k, ok := p.kindAfter(s + 1); !ok || k != "region" {
		return false
	}
	return s+2 >= len(p.toks) || !p.joined(s+2) || !p.toks[s+2].cap
}

// townOf reports a name right after a settlement's kind word and "of" ("the town of
// Fitzroy Crossing", "the Sydney suburb of Mount Druitt"): the whole name is the
// settlement's, words of a base or a mountain included.
func (p *parser) townOf(t0 int) bool {
	if t0 < 2 || p.key(t0-1) != "of" || !p.joined(t0) || !p.joined(t0-1) {
		return false
	}
	switch p.key(t0 - 2) {
	case "town", "village", "city", "suburb", "township", "hamlet", "settlement":
		return true
	}
	return false
}

// districtOfEnd returns the end of one to three capitalised words at s that a
// district's kind word in lower case and "of" follow ("the Hyde Park neighborhood of
// Chicago", "the Little Village neighborhood of Chicago", "the Washington Heights
// neighborhood of Manhattan"): one district's name, whatever its words are elsewhere
// (a park, a village, a city); else s.
//
//	district = Capital{1,3} ("neighborhood" | "neighbourhood" | "district" | "quarter") "of"
func (p *parser) districtOfEnd(s int) int {
	e := s
	for e < len(p.toks) && e < s+3 && !p.toks[e].poss && (e == s || p.toks[e].gap == gapSpace && p.free(e)) && !p.is(e, wMonthOrDay|wTitle) {
		t := &p.toks[e]
		if !(t.cap && (!t.caps || hasDigit(p.word(e)) || e > s) || t.digit && e > s && t.end-t.start <= 4) {
			break // a word in title case; in capitals only with a digit or after one ("PK5", "ACI 2000")
		}
		e++
	}
	if e == s || e+1 >= len(p.toks) || p.toks[e].gap != gapSpace || p.toks[e].cap || !p.joined(e+1) || p.key(e+1) != "of" {
		return s
	}
	switch p.word(e) {
	case "neighborhood", "neighbourhood", "district", "quarter":
		return e
	}
	return s
}

// portTown reports "Port" and one capitalised word in title case at s that no other
// name holds ("Port Fouad", "Port Loko"): a town's name, read right after a cue of
// place ("in Port Fouad"), where "Port" alone would be a common word.
func (p *parser) portTown(s int) bool {
	if s+1 >= len(p.toks) || p.word(s) != "Port" || p.toks[s+1].gap != gapSpace || !p.free(s+1) {
		return false
	}
	n := &p.toks[s+1]
	return n.cap && !n.caps && !n.poss && titleCase(p.word(s+1)) && !p.is(s+1, wCommonCap|wMonthOrDay|wTitle|wOrgWord|wFacilityWord) &&
		(s+2 >= len(p.toks) || p.toks[s+2].gap != gapSpace || !p.toks[s+2].cap)
}

// allDigits reports a word of digits only ("100"; not "22nd", "8W").
func allDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return w != ""
}

// numericDate reports a date of digits that opens s: one or two digits, a point, a
// '/' or a hyphen, one or two digits, the same mark and four digits ("01.09.2019").
func numericDate(s string) bool {
	i, n := 0, 0
	for ; i < len(s) && i < 2 && isDigit(s[i]); i++ {
	}
	if i == 0 || i >= len(s) || s[i] != '.' && s[i] != '/' && s[i] != '-' {
		return false
	}
	mark := s[i]
	i++
	for n = 0; i < len(s) && n < 2 && isDigit(s[i]); i, n = i+1, n+1 {
	}
	if n == 0 || i >= len(s) || s[i] != mark {
		return false
	}
	i++
	for n = 0; i < len(s) && n < 5 && isDigit(s[i]); i, n = i+1, n+1 {
	}
	return n == 4
}

// unitNumber reports the number of a unit or a camp's section at i: one to three
// digits, or one or two digits and a capital ("Camp 8W", "Camp 1E").
func (p *parser) unitNumber(i int) bool {
	t := &p.toks[i]
	n := int(t.end - t.start)
	if t.digit {
		return n <= 3
	}
	w := p.word(i)
	return n >= 2 && n <= 3 && isDigit(w[0]) && isUpperByte(w[n-1]) && (n == 2 || isDigit(w[1]))
}

// campSection returns, for a known place that ends at word j, the end of the
// numbered section of a camp named after it: its number, then "camp", or a comma,
// a colon or a stop in a caption that speaks of camps or refugees ("Jeddah 5 camp",
// "in Kakuma 1, the oldest of the camp's four sections"); else j.
func (p *parser) campSection(j int) int {
	if j+1 >= len(p.toks) || p.toks[j].gap != gapSpace || !p.unitNumber(j) || !p.free(j) || p.toks[j-1].poss || p.toks[j-1].caps {
		return j
	}
	if p.joined(j+1) && (p.key(j+1) == "camp" || p.key(j+1) == "camps") {
		return j + 1
	}
	if g := p.toks[j+1].gap; (g == gapComma || g == gapStop || g == gapOther && p.colonAfter(j)) &&
		(strings.Contains(p.text, " camp") || strings.Contains(p.text, "efugee")) {
		return j + 1
	}
	return j
}

// nameInLanguage reports a name given in a language after a dash, a comma or a
// bracket: another name of the place named before it ("Pond Inlet — Mittimatalik in
// Inuktitut —", "Tórshavn, Thorshavn in Danish,"); not a person who speaks one
// ("said Jens in Danish").
//
//	other = ("—" | "," | "(") name "in" language
func (p *parser) nameInLanguage(t0, e int) bool {
	if t0 == 0 || e+1 >= len(p.toks) || !p.joined(e) || !p.joined(e+1) || p.key(e) != "in" || !p.toks[e+1].cap {
		return false
	}
	if g := p.toks[t0].gap; g != gapStop && g != gapComma && g != gapOther || p.mentionEnding(t0-1) < 0 {
		return false
	}
	return language(p.word(e + 1))
}

// language reports the name of a language that places have other names in, one of
// languages.
func language(w string) bool {
	for i := 0; len(w) > 2; {
		k := strings.Index(languages[i:], w)
		if k < 0 {
			return false
		}
		i += k
		if languages[i-1] == ' ' && languages[i+len(w)] == ' ' {
			return true
		}
		i += len(w)
	}
	return false
}

// languages are the names of languages, each between spaces.
const languages = " Inuktitut Greenlandic Kalaallisut Danish Norwegian Swedish Finnish Sámi Sami Icelandic Faroese " +
	"Russian Ukrainian Belarusian Polish Czech German Dutch French Spanish Portuguese Italian Catalan Basque " +
	"Galician Welsh Irish Gaelic Turkish Greek Armenian Georgian Azerbaijani Arabic Hebrew Kurdish Persian Farsi " +
	"Dari Pashto Urdu Hindi Bengali Bangla Nepali Tamil Sinhala Burmese Thai Khmer Lao Vietnamese Malay " +
	"Indonesian Tagalog Filipino Chinese Mandarin Cantonese Tibetan Uyghur Mongolian Japanese Korean Maori Māori " +
	"Hawaiian Samoan Tongan Fijian Amharic Tigrinya Somali Swahili Hausa Yoruba Igbo Zulu Xhosa Afrikaans Berber " +
	"Tamazight Quechua Aymara Guarani Nahuatl Latin English "
