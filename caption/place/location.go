package place

// Phase 4b: places, parents and the location.
//
// The location is the most specific place where the picture was taken:
//
//  1. the strongest role any mention has: "in", "at", "near", "north of", a
//     dateline chain, a verb of place ("recaptured X") before no cue at all, before
//     an origin ("from X", "fleeing violence in X"), a destination ("to X") or a
//     bare possessive ("Syria's President");
//  2. of the places with that role, those of the first sentence that has one (the
//     rest of a caption is background, and so is a clause after a semicolon, or the
//     next picture of a combination);
//  3. of those, drop every place that another one is put in (its parent chain);
//  4. then the smallest kind (neighbourhood, district, village or camp, town or
//     unknown name, city, region, country); a relative position ("near X") yields to
//     a place named plainly; then the first mentioned.

import (
	"strconv"

	"github.com/captions-analyzer/captions/caption/internal/reuse"
)

// result builds the output of Parse.
func (p *parser) result() Places {
	out := Places{Location: -1}
	if len(p.ments) == 0 {
		return out
	}
	out.Places = reuse.Cut(&p.places, len(p.ments), slabLen)
	var index map[string]int // by loose key, once there are many places
	for _, m := range p.order {
		x := &p.ments[m]
		start, end := int(p.toks[x.t0].start), int(p.toks[x.t1-1].end)
		if x.t1-x.t0 == 2 && p.toks[x.t1-1].poss && p.dottedAt(x.t0) {
			end += possessiveLen(p.text, end) // "St. John's" keeps the "'s" of its name
		}
		name := p.text[start:end]
		x.place = p.findPlace(&out, index, name)
		if x.place < 0 {
			x.place = len(out.Places)
			out.Places = out.Places[:x.place+1] // within the capacity; set field by field
			pl := &out.Places[x.place]          // (a whole Place would be moved with barriers)
			pl.Name, pl.Start, pl.End, pl.Parent = name, start, end, -1
			if index == nil && len(out.Places) > 32 {
				index = make(map[string]int, 64)
				for i, pl := range out.Places {
					index[looseKey(pl.Name)] = i
				}
			} else if index != nil {
				index[looseKey(name)] = x.place
			}
		}
		if pl := &out.Places[x.place]; pl.Kind == "" && x.hasKnd {
			pl.Kind = x.kind
		}
	}
	for _, m := range p.order {
		p.parentOf(&out, m)
	}
	out.Location = p.chooseLocation(&out)
	return out
}

// slabLen is how many places or notes one allocation holds: the slices Parse
// returns are cut from such slabs (reuse.Cut), side by side, one allocation for many
// captions.
const slabLen = 64

// parentOf sets the parent the caption gives the place of mention m:
//
//	X "'s" [kind "of"] Y                → Y in X   ("Aleppo's district of al-Sukari")
//	X kind "of" Y                       → X in Y   ("the Duma neighbourhood of Damascus"),
//	                                      Y in X for towns, cities and villages ("the
//	                                      Gaza Strip city of Rafah") and when X is
//	                                      known and Y is not (reversedKindOf)
//	X [kind] "in" Y                     → X in Y   ("Douma in eastern Ghouta")
//	X [kind] "," Y                      → X in Y   ("Douma, Eastern Ghouta, Damascus"),
//	                                      Y in X in a dateline that opens with a
//	                                      country ("Ukraine, Charkiw: ...")
//	X [kind] ["," a kind] [N miles] direction "of" Y → X in Y ("Tal Samin village,
//	                                      north of Raqqa city")
func (p *parser) parentOf(out *Places, m int) {
	x := &p.ments[m]
	i := x.t1
	if i >= len(p.toks) {
		return
	}
	if p.toks[i-1].poss {
		if y := p.mentionStarting(p.skipForward(i)); y >= 0 && p.joined(i) {
			setParent(out, p.ments[y].place, x.place)
		}
		return
	}
	if n := p.baseWordLen(i); n > 0 && p.joined(i) {
		i += n // "Spangdahlem Air Base, Germany"
		if i >= len(p.toks) {
			return
		}
	} else if n := p.facilityTail(i); n > 0 {
		if i += n; i >= len(p.toks) || p.key(i) != "in" {
			return
		}
		// "Westminster Magistrates' Court in London": the facility, and the place
		// its name holds, are in London
	}
	kind := false
	if _, ok := p.kindAfter(i); ok {
		kind = true
		if i+1 < len(p.toks) && !p.isKind(i) && p.joined(i+1) && !p.toks[i+1].cap && p.isKind(i+1) {
			i++ // two words: "refugee settlement", "informal settlement", "metropolitan area"
		}
		i++
	}
	if i >= len(p.toks) {
		return
	}
	k := p.key(i)
	switch {
	case kind && k == "of" && p.joined(i):
		if y := p.mentionStarting(p.skipForward(i + 1)); y >= 0 {
			if p.reversedKindOf(m) == y {
				setParent(out, p.ments[y].place, x.place)
			} else {
				setParent(out, x.place, p.ments[y].place)
			}
		}
	case k == "in" && p.joined(i):
		if y := p.ownedAfter(p.mentionStarting(p.skipForward(i + 1))); y >= 0 && p.mayContain(m, y) && !p.wider(m, y) && !p.countyInTown(m, y) {
			setParent(out, x.place, p.ments[p.kindOfReversed(y)].place)
		}
	case k == "on" && p.joined(i):
		// "near Parndana on Kangaroo Island": a town on its island
		if y := p.mentionStarting(p.skipForward(i + 1)); y >= 0 && p.islandMention(y) && p.mayContain(m, y) && !p.wider(m, y) {
			setParent(out, x.place, p.ments[y].place)
		}
	case p.toks[i].gap == gapComma:
		for i+1 < len(p.toks) && (p.is(i, wDirection) || p.word(i) == "metropolitan") && !p.toks[i].cap && p.toks[i+1].gap == gapSpace && p.key(i+1) != "of" {
			i++ // "Kherson, southern Ukraine", "Mandaluyong city, metropolitan Manila"
		}
		if p.listHeadOf(m) >= 0 {
			return // "the towns of A, B and C": a list, not a chain
		}
		if i+1 < len(p.toks) && p.mentionStarting(i) < 0 && p.settlementOpens(i) && p.mentionStarting(i+1) >= 0 {
			i++ // "Desa Ulee Lheue, Kecamatan Meuraxa", "Main Street, Bantry, Co. Cork": the word that opens the next name
		}
		if y := p.mentionStarting(i); y >= 0 {
			if p.countryFirst(x, y) || x.t1 < p.headEnd {
				setParent(out, p.ments[y].place, x.place) // "Ukraine, Charkiw:", as dpa writes it
			} else {
				q := p.narrowParent(out, x.place, y)
				if setParent(out, x.place, p.ments[y].place); q >= 0 && out.Places[x.place].Parent < 0 {
					out.Places[x.place].Parent = q // the new one would make a cycle
				}
			}
			return
		}
		if (k == "in" || p.toks[i].cue == cueLoc && p.is(i, wPreposition)) && i+1 < len(p.toks) && p.joined(i+1) {
			if k == "off" {
				return // "Cape Cod Bay, off Provincetown": a water off the land, not in it
			}
			if y := p.ownedAfter(p.mentionStarting(p.skipForward(i + 1))); y >= 0 && p.mayContain(m, y) {
				setParent(out, x.place, p.ments[p.kindOfReversed(y)].place) // "Orikhiv, in Zaporizhzhia oblast"
			}
			return
		}
		if (k == "a" || k == "an") && i+3 < len(p.toks) && p.isKind(i+1) && p.joined(i+1) && p.key(i+2) == "in" && p.joined(i+2) {
			if y := p.mentionStarting(p.skipForward(i + 3)); y >= 0 && p.mayContain(m, y) {
				setParent(out, x.place, p.ments[p.kindOfReversed(y)].place) // "Leorani, a village in Gorkha district"
			}
			return
		}
		if j := p.skipForward(i); k == "a" || k == "an" || p.relAt(j) > 0 || p.relAt(i) > 0 {
			if n := p.relAt(j); n > 0 {
				j = p.skipForward(j + n)
			}
			if y := p.mentionStarting(j); y >= 0 && !p.wider(m, y) {
				setParent(out, x.place, p.ments[y].place)
			}
		}
	case p.joined(i) && p.relAt(i) > 0:
		if y := p.mentionStarting(p.skipForward(i + p.relAt(i))); y >= 0 && !p.wider(m, y) {
			setParent(out, x.place, p.ments[y].place)
		}
	}
}

// countyInTown reports a county or a region named by a kind word (x) before "in" and a
// town (y): the county's courthouse stands in the town, the county does not ("the
// Fulton County Courthouse in Atlanta").
func (p *parser) countyInTown(x, y int) bool {
	mx, my := &p.ments[x], &p.ments[y]
	return mx.kind == "region" && my.kind != "region" && my.kind != "country" && (my.dict == nil || my.dict.tag == tagCity)
}

// ownedAfter returns, for a mention y in the possessive, the place named right after
// it ("in Bangladesh's Cox's Bazar district" gives Cox's Bazar, which Bangladesh
// holds): what "X in Y's Z" puts X in; else y.
func (p *parser) ownedAfter(y int) int {
	if y < 0 {
		return y
	}
	e := p.ments[y].t1
	if !p.toks[e-1].poss || e >= len(p.toks) || !p.joined(e) {
		return y
	}
	if z := p.mentionStarting(p.skipForward(e)); z >= 0 {
		return z
	}
	return y
}

// countryFirst reports the dateline of dpa, a country or a region then the place in it
// and a colon, opening the caption or a sentence, or after dpa's date ("Ukraine,
// Charkiw: Blick auf ...", "03 June 2024, Bavaria, Reichertshofen:"; not "in Lebanon,
// Ore."): x is the country's or the region's mention, y the place's.
func (p *parser) countryFirst(x *mention, y int) bool {
	g, end := p.toks[x.t0].gap, int(p.toks[p.ments[y].t1-1].end)
	d := p.ments[y].dict
	if g == gapComma && x.t0 > 0 && p.toks[x.t0-1].digit {
		g = gapStart // dpa's date before them: "03 June 2024, Bavaria, Reichertshofen:"
	}
	return (g == gapStart || g == gapStop) && x.dict != nil && (x.dict.tag == tagCountry || x.dict.tag == tagAbbrev || x.dict.tag == tagRegion && (d == nil || d.tag == tagCity)) &&
		(d == nil || d.tag != tagCountry) && end < len(p.text) && p.text[end] == ':'
}

// kindOfReversed returns, for the mention y after the "in" of "X in Y" or "X, in Y",
// the place the phrase puts X in: the place after "of" when Y and a kind word
// before it name the container ("Peckham, in the London borough of Southwark" puts
// Peckham in Southwark, a borough of London; see reversedKindOf), else y.
func (p *parser) kindOfReversed(y int) int {
	if _, ok := p.kindAfter(p.ments[y].t1); ok {
		if z := p.reversedKindOf(y); z >= 0 {
			return z
		}
	}
	return y
}

// facilityTail returns how many words from i close a facility's name after a place:
// a facility word, maybe after up to two capitalised words ("Court" of "Westminster
// Court", "Magistrates' Court", "Central Library"), and 0 when none does.
func (p *parser) facilityTail(i int) int {
	for k := i; k < len(p.toks) && k < i+3 && p.toks[k].gap == gapSpace; k++ {
		if p.is(k, wFacilityWord) {
			return k + 1 - i
		}
		if p.word(k) == "police" {
			continue // "the Jatrabari police station in Dhaka" (not every serving word: "the Luhansk thermal power plant in Shchastia" is named after another town)
		}
		if !p.toks[k].cap || p.toks[k].caps || p.mentionAt(k) >= 0 {
			return 0
		}
	}
	return 0
}

// mayContain reports whether the place of mention y may hold that of mention x in
// "X in Y" or "X, in Y": not when X is a country and Y is not ("aid bound for
// Ukraine in Daugavpils": the "in" says where the picture was taken), nor when X
// follows Y as its region ("the Mississippi Coliseum in Jackson, Mississippi").
func (p *parser) mayContain(x, y int) bool {
	if e := p.ments[y].t1; e < len(p.toks) && p.toks[e].gap == gapComma && p.cover[e] > 0 &&
		p.ments[x].dict != nil && p.ments[p.cover[e]-1].dict == p.ments[x].dict {
		return false
	}
	return !p.isCountry(x) || p.isCountry(y)
}

// wider reports a region of the dictionary (a sea, a river, a desert, a mountain
// range, a province) named in or near a place that is no country or region: "the
// Dnipro River in Kherson", "the Tigris River, north of Mosul". The town is the
// more specific place, so the phrase puts neither in the other. Only after "the",
// as features are written: a province in a city ("eastern Ghouta in Damascus") is
// still put in it. A natural feature (featureMention) is one with or without "the"
// ("on Dal Lake in Srinagar", "Lake Geneva in Lausanne").
func (p *parser) wider(x, y int) bool {
	e, d, t0 := p.ments[x].dict, p.ments[y].dict, p.ments[x].t0
	if d != nil && d.tag != tagCity {
		return false
	}
	if p.featureMention(x) {
		return true // "Lake Geneva in Lausanne": the lake is not in the town
	}
	if t1 := p.ments[x].t1; e != nil && e.tag == tagRegion && t1 < len(p.toks) && p.joined(t1) && p.toks[t1].gap == gapSpace && p.toks[t1].cap {
		return true // "Michigan Central Station in Detroit's Corktown neighborhood": a state in a building's name
	}
	return e != nil && e.tag == tagRegion && t0 > 0 && p.key(t0-1) == "the"
}

// unknownFeature reports a mention the dictionary does not know of two words or more
// whose last is a capitalised word of a natural feature ("Dal Lake", "Disko Bay",
// "Kongsvegen Glacier"), or a mountain range of one word ("the Alps"): a feature,
// which ranks as a region, so that a town named near it is the more specific place
// ("the Alps near Innsbruck").
func (p *parser) unknownFeature(m int) bool {
	x := &p.ments[m]
	if x.dict != nil || !p.toks[x.t1-1].cap {
		return false
	}
	w := p.word(x.t1 - 1)
	if x.t1-x.t0 < 2 {
		return featureOneWord(w)
	}
	return featureWord(w)
}

// featureRank is the rank of a natural feature: after a region, since a sea, a range
// or a lake spans what a town or province by it does not ("Disko Bay near
// Ilulissat", "the Pacific Ocean off the coast of Baja California").
const featureRank = 6

// featureMention reports a mention of a natural feature, known or not: a name with a
// feature's word at its end ("Pacific Ocean", "Disko Bay"), at its start before "of"
// ("Gulf of Aden", "Sea of Azov") or "Lake" or "Mount" at its start ("Lake
// Lucerne"), one of the features written as one word ("the Aegean", "the Alps"), or
// a name after a feature's prefix that was dropped ("Lake Geneva" gives Geneva,
// "Mount Etna" Etna).
func (p *parser) featureMention(m int) bool {
	x := &p.ments[m]
	if x.t0 > 0 && p.toks[x.t0].gap == gapSpace && p.toks[x.t0-1].cap {
		if w := p.word(x.t0 - 1); foldEqual("lake", w) || foldEqual("mount", w) || w == "Mt" {
			return true
		}
		if x.t0 >= 2 && p.word(x.t0-1) == "River" && p.key(x.t0-2) == "the" {
			return true // "the River Strule in Omagh", its "River" dropped
		}
	}
	if x.t1 < len(p.toks) && p.toks[x.t1].gap == gapSpace && !p.toks[x.t1].cap {
		switch p.word(x.t1) {
		case "river", "lake", "sea", "bay", "valley":
			return true // "the Jhelum river", "the Ahr valley"; not "the Perito Moreno glacier", where people stand
		}
	}
	if x.t0 >= 3 && p.key(x.t0-1) == "the" && (p.key(x.t0-2) == "over" || p.key(x.t0-2) == "across") &&
		(foldEqual("bridge", p.word(x.t0-3)) || foldEqual("bridges", p.word(x.t0-3))) {
		return true // "a bridge over the Danube in Novi Sad", "the Friendship Bridge over the Amu Darya": a river
	}
	if !p.toks[x.t1-1].cap {
		return false
	}
	w := p.word(x.t1 - 1)
	if x.t1-x.t0 == 1 {
		return featureOneWord(w)
	}
	if x.t1-x.t0 >= 3 && p.key(x.t0+1) == "of" && featureWord(p.word(x.t0)) {
		return true // "Gulf of Aden"
	}
	if f := p.word(x.t0); (foldEqual("lake", f) || foldEqual("mount", f)) && (x.dict == nil || x.dict.tag == tagRegion) {
		return true // "Lake Lucerne", "Mount Parnitha"; not the town of "Mount Pleasant"
	}
	return featureWord(w)
}

// islandMention reports a mention named an island by its last word or the word after
// it ("Kangaroo Island", "Siargao island").
func (p *parser) islandMention(y int) bool {
	t1 := p.ments[y].t1
	if foldEqual("island", p.word(t1-1)) {
		return true
	}
	return t1 < len(p.toks) && p.joined(t1) && foldEqual("island", p.word(t1))
}

// featurePlace reports a place every mention of which names a natural feature
// (featureMention): not "Geneva" of "Lake Geneva in Geneva", where the city is named
// too. Asked only of the places that compete for the location.
func (p *parser) featurePlace(place int) bool {
	found := false
	for m := range p.ments {
		if p.ments[m].place != place {
			continue
		}
		if !p.featureMention(m) {
			return false
		}
		found = true
	}
	return found
}

// riverPlace reports a place that every mention names as a river: "the Polcevera
// river", "the Xingu River", whose town holds it only as its bank.
func (p *parser) riverPlace(place int) bool {
	found := false
	for m := range p.ments {
		x := &p.ments[m]
		if x.place != place {
			continue
		}
		if p.word(x.t1-1) != "River" && (x.t1 >= len(p.toks) || p.toks[x.t1].gap != gapSpace || p.word(x.t1) != "river") {
			return false // the town of the same name is named too ("in Melamchi ... the Melamchi river")
		}
		found = true
	}
	return found
}

// featureWord reports a word that names a kind of natural feature, in any case.
func featureWord(w string) bool {
	if len(w) < 3 || len(w) > 9 {
		return false // none of the words below, with no call
	}
	for _, f := range [...]string{"lake", "river", "bay", "sea", "ocean", "gulf", "strait", "channel", "mountains", "glacier", "reef", "lagoon", "fjord", "icefjord", "desert", "harbour", "harbor", "basin"} {
		if foldEqual(f, w) {
			return true
		}
	}
	return false
}

// featureOneWord reports the name of a mountain range, a sea or a desert written as
// one word, in any case. Most words are turned away by their length and first
// letter, with no comparison.
func featureOneWord(w string) bool {
	if len(w) < 4 || len(w) > 13 {
		return false
	}
	var list []string
	switch w[0] | 0x20 {
	case 'a':
		list = []string{"alps", "andes", "aegean", "adriatic", "appalachians"}
	case 'b':
		list = []string{"baltic"}
	case 'c':
		list = []string{"caribbean", "carpathians"}
	case 'd':
		list = []string{"dolomites"}
	case 'h':
		list = []string{"himalayas"}
	case 'k':
		list = []string{"kalahari"}
	case 'm':
		list = []string{"mediterranean"}
	case 'p':
		list = []string{"pyrenees"}
	case 'r':
		list = []string{"rockies"}
	case 's':
		list = []string{"sahara"}
	case 'u':
		list = []string{"urals"}
	}
	for _, f := range list {
		if foldEqual(f, w) {
			return true
		}
	}
	return false
}

// isCountry reports a mention of a country in the dictionary.
func (p *parser) isCountry(m int) bool {
	e := p.ments[m].dict
	return e != nil && (e.tag == tagCountry || e.tag == tagAbbrev)
}

// maxDepth bounds a chain of parents, so that every walk up a chain is short.
const maxDepth = 12

// findPlace returns the index of the place with name's loose key, or -1.
func (p *parser) findPlace(out *Places, index map[string]int, name string) int {
	if index != nil {
		if i, ok := index[looseKey(name)]; ok {
			return i
		}
		return -1
	}
	for i := range out.Places {
		// The first bytes most often tell two names apart, without a call.
		n := out.Places[i].Name
		if a, b := looseFirst(n[0]), looseFirst(name[0]); a != b && a != 0 && b != 0 {
			continue
		}
		if looseEqual(n, name) {
			return i
		}
	}
	return -1
}

// looseKey is the key looseEqual compares.
func looseKey(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if isKeyByte(s[i]) {
			b = append(b, looseByte(s, i))
		}
	}
	return string(b)
}

// narrowParent lets a later chain put place c in the place of mention y, no country,
// when an earlier one put it in a country: "BIRTAMOD, Nepal (AP) — ... in Birtamod,
// Jhapa district" puts Birtamod in Jhapa, the district, inside the country. It clears
// the parent for setParent and returns the one it cleared, or -1.
func (p *parser) narrowParent(out *Places, c, y int) int {
	q := out.Places[c].Parent
	if q < 0 || p.isCountry(y) || p.ments[y].place == q || out.Places[p.ments[y].place].Parent >= 0 && out.Places[p.ments[y].place].Parent != q {
		return -1
	}
	for m := range p.ments {
		if p.ments[m].place == q && p.isCountry(m) {
			out.Places[c].Parent = -1
			return q
		}
	}
	return -1
}

// setParent puts place c in place par unless c has a parent already or that would
// make a cycle.
//
// Not inlined: its copies at every call would grow the wasm module more than a call
// costs here.
//
//go:noinline
func setParent(out *Places, c, par int) {
	if c < 0 || par < 0 || c == par || out.Places[c].Parent >= 0 {
		return
	}
	for a, steps := par, 0; a >= 0; a, steps = out.Places[a].Parent, steps+1 {
		if a == c || steps >= maxDepth {
			return
		}
	}
	out.Places[c].Parent = par
}

// candidate is what the location choice knows of one place.
type candidate struct {
	role  role
	sent  int
	rel   bool
	first int // order of first mention
	rank  int
	tag   tag // the dictionary's tag of the name, 0 when unknown
	// contains: another candidate is put in this one
	contains bool
	// cued: a mention of it follows a cue of place ("in", "at") of its own
	cued bool
	// inCue: a mention of it follows "in" right before it ("in Strovolos")
	inCue bool
	// yields: a dateline's place that a place of its text competes with
	// (datelineCompetes), which yields to it even when that one is relative ("LARISSA,
	// Greece (AP) — ... near Tempi")
	yields bool
	// nounAfter: a mention of it is followed by a word in lower case that is no
	// function word ("near Silk Board junction"): a landmark's name, maybe no town's
	nounAfter bool
}

// fieldCompetes lets the place of an exported `Location:` field compete with the
// places of the first sentence that holds one, as a dateline's does: it is the
// location unless the text names a place as specific or more ("floods in the Ahr
// valley. ... Location: Schuld, Germany." gives Schuld; "floods in Altenahr. ...
// Location: Schuld" gives Altenahr, the tie going to the text).
func (p *parser) fieldCompetes(cs []candidate) {
	for m := range p.ments {
		x := &p.ments[m]
		c := &cs[x.place]
		if x.t0 == 0 || c.role > roleNone || !p.colonAfter(x.t0-1) || !foldEqual("location", p.word(x.t0-1)) {
			continue
		}
		c.role = roleLoc // a field's value, which no cue word reads
		for i := range cs {
			if cs[i].role == roleLoc && cs[i].sent < c.sent {
				c.sent = cs[i].sent
			}
		}
	}
}

// chooseLocation applies the rules at the top of this file.
func (p *parser) chooseLocation(out *Places) int {
	if cap(p.cands) < len(out.Places) {
		p.cands = make([]candidate, len(out.Places))
	}
	// Kept from caption to caption: no allocation, and no clearing either, since
	// each candidate is set whole at its place's first mention (result numbered
	// the places in that order).
	cs := p.cands[:len(out.Places)]
	seen := 0 // places met so far
	for n, m := range p.order {
		x := &p.ments[m]
		c := &cs[x.place]
		sent := int(p.toks[x.t0].sent)
		if x.place == seen {
			*c = candidate{role: x.role, sent: sent, rel: x.rel, first: n}
			seen++
		} else if x.role < c.role || x.role == c.role && sent < c.sent {
			c.role, c.sent, c.rel = x.role, sent, x.rel
		} else if x.role == c.role && sent == c.sent && !x.rel {
			c.rel = false
		}
		if x.role == roleLoc && p.backOf(m).cue >= 0 {
			c.cued = true
			if b := p.backOf(m); b.cue == x.t0-1 && p.key(b.cue) == "in" && !x.rel {
				c.inCue = true
			}
		}
		if t := x.t1; t < len(p.toks) && p.toks[t].gap == gapSpace && !p.toks[t].cap && !p.toks[t].digit && !p.is(t, wFunctionWord) {
			c.nounAfter = true
		}
		if x.dict != nil && c.tag == 0 {
			c.tag = x.dict.tag
		} else if c.tag == 0 && p.unknownFeature(m) {
			c.tag = tagRegion // "on Dal Lake in Srinagar"
		}
	}
	p.titleYields(cs)
	p.datelineCompetes(out, cs)
	p.datelineBeforeLater(cs)
	p.fieldCompetes(cs)
	bestRole, bestSent := roleHolder, 0 // the strongest role, in its first sentence; a holder's town is never the location
	for i := range cs {
		if cs[i].role < bestRole || cs[i].role == bestRole && cs[i].sent < bestSent {
			bestRole, bestSent = cs[i].role, cs[i].sent
		}
	}
	for j := range cs {
		if cs[j].role != bestRole || cs[j].sent != bestSent ||
			out.Places[j].Parent >= 0 && rank(out.Places[out.Places[j].Parent].Kind, cs[out.Places[j].Parent].tag) <= rankCity && p.riverPlace(j) {
			continue // a river or a lake in a town does not hold the picture there: the town does ("over the Polcevera river, in Genoa")
		}
		for a, steps := out.Places[j].Parent, 0; a >= 0 && steps < maxDepth; a, steps = out.Places[a].Parent, steps+1 {
			cs[a].contains = true
		}
	}
	pick, ties := -1, 0
	for i := range cs {
		if cs[i].role != bestRole || cs[i].sent != bestSent || cs[i].contains || bestRole == roleHolder {
			continue
		}
		cs[i].rank = rank(out.Places[i].Kind, cs[i].tag) // for better, of these only
		if p.header >= 0 && p.ments[p.header].place == i && cs[i].rank < rankCity {
			cs[i].rank = rankCity // an archive's header names the city; its text, the place in it
		}
		if d := p.mentionStarting(0); d >= 0 && p.ments[d].place == i && out.Places[i].Kind == "district" && cs[i].rank < rankCity {
			cs[i].rank = rankCity + 1 // "Uttarkashi: ... in Dharali village, ... in Uttarkashi district": the district named after the dateline's town holds the village
		}
		if cs[i].rank < featureRank && p.featurePlace(i) {
			cs[i].rank = featureRank // "the Pacific Ocean off the coast of Baja California"
		}
		switch {
		case pick < 0 || better(&cs[i], &cs[pick]):
			pick, ties = i, 0
		case !better(&cs[pick], &cs[i]):
			ties++
		}
	}
	weak := pick >= 0 && bestRole != roleLoc
	if weak || ties > 0 {
		out.Notes = reuse.Cut(&p.notes, 2, slabLen)
	}
	if weak {
		out.Notes = append(out.Notes, note(`location: no place follows "in" or a dateline; took `, -1, "", out.Places[pick].Name))
	}
	if ties > 0 {
		out.Notes = append(out.Notes, note("location: ", ties, " other places equally specific; took the first, ", out.Places[pick].Name))
	}
	return pick
}

// titleYields lets a first sentence written wholly in capitals, a title over the
// caption as archives and collections write it ("THE BRITISH ARMY IN NORMANDY 1944.
// Sappers clear rubble from a street in Caen, 10 July 1944."), yield to a place after a
// cue in a later sentence: the title's places are then background.
func (p *parser) titleYields(cs []candidate) {
	n := 0
	for i := range p.toks {
		t := &p.toks[i]
		if t.sent != 0 {
			break
		}
		if !t.caps && !t.digit && !(t.cap && t.end-t.start == 1) {
			return // most captions: at the first word in lower case
		}
		n++
	}
	if n < 3 || n == len(p.toks) {
		return
	}
	later := false
	for i := range cs {
		later = later || cs[i].role == roleLoc && cs[i].sent > 0
	}
	if !later {
		return
	}
	for i := range cs {
		if cs[i].sent == 0 && cs[i].role < roleWeak {
			cs[i].role = roleWeak
		}
	}
}

// note writes a, the number n unless it is negative, b and the quoted name: one
// allocation, the string.
func note(a string, n int, b, name string) string {
	var buf [160]byte
	s := append(buf[:0], a...)
	if n >= 0 {
		s = strconv.AppendInt(s, int64(n), 10)
	}
	s = append(s, b...)
	if plainASCII(name) { // quoted as strconv.Quote would, without reading runes
		s = append(s, '"')
		s = append(s, name...)
		return string(append(s, '"'))
	}
	return string(strconv.AppendQuote(s, name))
}

// plainASCII reports whether strconv.Quote writes s unchanged between its quotes:
// printable ASCII, with no quote or backslash.
func plainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c > '~' || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// better orders candidates: smaller kind, then plain before relative, then a place
// of the text before the dateline's it competes with, then first.
func better(a, b *candidate) bool {
	if a.rank != b.rank {
		return a.rank < b.rank
	}
	if a.rel != b.rel {
		return !a.rel
	}
	if a.yields != b.yields && !a.nounAfter && !b.nounAfter {
		return !a.yields
	}
	return a.first < b.first
}

// rankCity is the rank of a city.
const rankCity = 4

// rank orders kinds from the most specific; names the dictionary does not know,
// and its cities and towns, rank as towns.
func rank(kind string, t tag) int {
	switch kind {
	case "neighbourhood":
		return 0
	case "district":
		return 1
	case "village", "camp":
		return 2
	case "town":
		return 3
	case "city":
		return rankCity
	case "region":
		return 5
	case "country":
		return 6
	}
	switch t {
	case tagRegion:
		return 5
	case tagCountry, tagAbbrev:
		return 6
	}
	return 3 // the list holds towns as well as cities
}

// looseEqual compares names as the gold key does for ASCII and the capitals of
// Latin-1: case, and any byte that is not a letter or digit, ignored ("Bab al- Nairab"
// = "Bab al-Nairab", "BOGOTÁ" = "Bogotá").
func looseEqual(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && !isKeyByte(a[i]) {
			i++
		}
		for j < len(b) && !isKeyByte(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if looseByte(a, i) != looseByte(b, j) {
			return false
		}
		i, j = i+1, j+1
	}
}

// looseByte is byte i of s as looseEqual compares it: an ASCII capital, or the second
// byte of a capital of Latin-1 in UTF-8 ("Á" is C3 81, "á" C3 A1), in lower case, so
// that "BOGOTÁ" and "Bogotá" are one name.
func looseByte(s string, i int) byte {
	c := s[i]
	if isUpperByte(c) || i > 0 && s[i-1] == 0xc3 && c >= 0x80 && c <= 0x9e && c != 0x97 {
		c += 'a' - 'A'
	}
	return c
}

// looseFirst is the first byte of a name as looseEqual compares it (an ASCII
// capital in lower case, a digit or a byte from 0x80 as it is), or 0 for an ASCII
// byte that looseEqual skips.
func looseFirst(c byte) byte {
	switch {
	case byteClasses[c] == byteUpper:
		return c + 'a' - 'A'
	case c < 0x80 && byteClasses[c] == 0:
		return 0
	}
	return c
}

func isKeyByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// datelineCompetes lets the place of a news dateline, written in capitals at the
// start of the caption before a comma ("KINSHASA, Congo — ...") or before a colon
// ("Guwahati: ..."), compete with the
// places after "in" of its sentence: the picture was taken there as much as in them,
// and the smaller kind wins ("LIMA, Peru — ... in the Gamarra district").
func (p *parser) datelineCompetes(out *Places, cs []candidate) {
	d := p.mentionStarting(0)
	if d < 0 {
		return
	}
	x := &p.ments[d]
	if x.t1 >= len(p.toks) {
		return
	}
	restated := cs[x.place].role == roleLoc // "... in Kamayut township on February 17, 2021 in Yangon, Myanmar"
	if !p.colonAfter(x.t1 - 1) {
		if p.toks[x.t1].gap != gapComma || p.wireDateAt(x.t1) {
			return // a wire's "LANZHOU, Dec. 3 (Xinhua) --" is where the story was filed
		}
		for i := x.t0; i < x.t1; i++ {
			if !p.toks[i].caps {
				return
			}
		}
	}
	for i := range cs {
		if i != x.place && cs[i].role == roleLoc && cs[i].sent == cs[x.place].sent && (!restated || p.quarterOfRestated(out, cs, i, x.place)) {
			cs[x.place].role, cs[x.place].rel, cs[x.place].yields = roleLoc, true, true // a tie goes to the place of the text
			return
		}
	}
}

// datelineBeforeLater lets the place of a news dateline in capitals that opens the
// caption ("KABUL (AP) —", "VATICAN CITY, May 8 (Reuters) -", "KABUL, Afghanistan —")
// win over the places after "in" of later sentences, which tell the background ("...
// He spent two decades as a missionary in Peru."): it takes their role when its own
// sentence names no other place after "in", nor one smaller than a region with no cue.
func (p *parser) datelineBeforeLater(cs []candidate) {
	d := p.mentionStarting(0)
	if d < 0 {
		return
	}
	x := &p.ments[d]
	c := &cs[x.place]
	if c.role != roleNone || x.t1 >= len(p.toks) {
		return
	}
	for i := x.t0; i < x.t1; i++ {
		if !p.toks[i].caps {
			return
		}
	}
	if g := p.toks[x.t1].gap; g != gapComma && !(g == gapOther && p.text[p.toks[x.t1-1].end:p.toks[x.t1].start] == " (") {
		return // "KABUL, ...", "KABUL (AP) —"
	}
	for i := range cs {
		if i != x.place && cs[i].sent <= c.sent && (cs[i].role == roleLoc ||
			cs[i].role == roleNone && cs[i].tag != tagCountry && cs[i].tag != tagRegion && cs[i].tag != tagAbbrev) {
			return // a place of its own sentence: after "in", or told with no cue and smaller than a region ("the city's Upashahar area")
		}
	}
	c.role = roleLoc
}

// quarterOfRestated reports a candidate i that may be more specific than the city a
// dateline names and the text restates ("... in Kamayut township on February 17,
// 2021 in Yangon, Myanmar"): it follows a cue of its own and the caption's words
// call it a town, a village, a camp, a district or a quarter, which the dictionary
// does not hold as a region or a country; or it is a name no list holds right after
// "in", not relative to another, written before the restatement ("in Strovolos
// during the referendum on April 24, 2004 in Nicosia"; not "after students were
// detained in Surabaya" after "in Manokwari"). A venue after "at" is neither
// ("at the Sambadrome on DATE in Rio de Janeiro").
func (p *parser) quarterOfRestated(out *Places, cs []candidate, i, city int) bool {
	switch cs[i].tag {
	case tagRegion, tagCountry, tagAbbrev:
		return false
	}
	if cs[i].cued && out.Places[i].Kind != "" && rank(out.Places[i].Kind, 0) <= 3 {
		return true
	}
	if !cs[i].inCue || cs[i].tag != 0 || cs[i].rel {
		return false
	}
	last := -1 // the city's last mention, its restatement
	for n, m := range p.order {
		if p.ments[m].place == city {
			last = n
		}
	}
	return cs[i].first < last // "in Strovolos during the referendum on April 24, 2004 in Nicosia"
}
