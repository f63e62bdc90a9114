package date

import (
	"strings"
	"unicode/utf8"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// Choosing among the dates of a caption by the words around each one. A date gains
// when the words tie it to the picture ("in this ... photo", "taken on", "on", the
// date closing a dateline) and loses when they tie it to another event ("said",
// "killed on", a release date); it is left out when it cannot be the picture's date
// ("since October 2015", "after a boat sank on ..."). A year alone counts only where
// the words speak of the picture ("in this 2016 photo", "taken in 2015").

// cue is the role of a word near a date.
type cue uint8

const (
	cueNone    cue = iota
	cueOn          // on
	cueIn          // in, at, during
	cueFrom        // from, of: "a photo from 2016"
	cueThis        // this, these
	cuePhoto       // photo, picture, image, ...
	cueTaken       // taken, pictured, photographed, dated, circa, ca., c., ...
	cueRelease     // provided, released, uploaded, ...
	cueSaid        // said, announced, reported, ...
	cueSince       // since, until, born, ...
	cueAfter       // after, following, before, ahead (of), ...
	cueEvent       // a past-tense verb, maybe of another event: was, held, damaged, ...
	cueStrong      // a verb of another event: killed, sank, began, ...
	cueArticle     // a, an, the, that: "a 2016 photo"
	cueWho         // who, which, whose: a clause of its own
	cueAttack      // a noun of an event: attack, strike, invasion, anniversary, ...
	cueMade        // made, read as taken after a photo word ("in this photo made Oct. 19", AP's style), else as none
)

// cueOf is the role of the word w; a word ending in "ed" that is not listed is read
// as a past-tense verb of another event. The words and their roles are cueWords of
// names_table_test.go, packed in cueTable (names_table.go): a switch on as many
// strings was far larger in the module, and so were a table and a hash index of them.
func cueOf(w string) cue {
	if c, ok := cueTable.FindLower(w); ok { // folded as it is read: no copy
		return cue(c)
	}
	if n := len(w); n > 4 && n <= maxCueLen && lower(w[n-2]) == 'e' && lower(w[n-1]) == 'd' {
		return cueEvent
	}
	return cueNone
}

// maxCueLen is the length of the longest word cueOf reads: a longer one is no cue,
// not even a past tense ending in "ed".
const maxCueLen = 12

// reason is why a date was favoured or left out, for the notes.
type reason uint8

const (
	whyNone reason = iota
	whyThisPhoto
	whyTaken
	whyPhoto
	whyOn
	whyDateline
	whySaid
	whyRelease
	whyEvent
	whySince
)

// Word windows looked at around a date.
const (
	wordsBefore = 8
	wordsAfter  = 3
)

// words holds the words next to a date, nearest first, and their cues; comma[i]
// tells whether a comma stands between word i and the date. The words before a date
// and the cues are read when first asked for: most dates are judged by the few words
// nearest.
type words struct {
	s     string
	n     int
	at    [wordsBefore]span
	cues  [wordsBefore]cue
	known uint32 // bit i: cues[i] is read
	comma [wordsBefore]bool
	back  int // where reading back goes on; -1 when there is no more to read
}

// has reports whether one of the first k words has cue q, and which.
func (w *words) has(q cue, k int) (span, bool) {
	if i := w.find(q, k); i >= 0 {
		return w.at[i], true
	}
	return span{}, false
}

// find returns the index of the first of the first k words that has cue q, or -1.
func (w *words) find(q cue, k int) int {
	for i := 0; i < k && w.reach(i); i++ {
		if w.cue(i) == q {
			return i
		}
	}
	return -1
}

// hasThis reports whether one of the first k words is "this" or "these".
func (w *words) hasThis(k int) bool {
	_, ok := w.has(cueThis, k)
	return ok
}

// hasAny reports whether one of the words has cue q.
func (w *words) hasAny(q cue) bool {
	_, ok := w.has(q, wordsBefore)
	return ok
}

// hasInClause is has, up to the first comma before the date.
func (w *words) hasInClause(q cue, k int) (span, bool) {
	for i := 0; i < k && w.reach(i) && !w.comma[i]; i++ {
		if w.cue(i) == q {
			return w.at[i], true
		}
	}
	return span{}, false
}

// cue is the cue of word i, cueNone past the words read. A cue read before is
// returned in line; readCue reads the others.
func (w *words) cue(i int) cue {
	if w.known&(1<<i) != 0 {
		return w.cues[i]
	}
	return w.readCue(i)
}

// readCue is cue for a word whose cue is not read yet.
func (w *words) readCue(i int) cue {
	if !w.reach(i) {
		return cueNone
	}
	if w.known&(1<<i) == 0 {
		a := w.at[i]
		w.cues[i] = cueOf(w.s[a.start:a.end])
		if w.cues[i] == cueTaken && a.end-a.start == 1 && (a.end >= len(w.s) || w.s[a.end] != '.') {
			w.cues[i] = cueNone // "c. 1945", never "Block C 1950"
		}
		if w.cues[i] == cueMade { // "in this photo made Oct. 19" is taken; "an appeal made on March 3" is no sign
			w.cues[i] = cueNone
			if w.readCue(i+1) == cuePhoto {
				w.cues[i] = cueTaken
			}
		}
		w.known |= 1 << i
	}
	return w.cues[i]
}

// judge scores c by its context in s (see the top of the file). The steps go from
// the strongest sign to the weakest; the first that applies decides: judgeSince,
// judgeVerb (a verb before), judgeEventName, judgePicture, judgeVerb (a relative
// clause), judgeOther.
//
// judgePicture and judgeOther only score c, and a score counts only where there are
// two dates to choose from; most captions have one. So when no step after them can
// leave c out (there is no relative clause), they are left for scoreLater, which the
// finder calls when it has another date to weigh c against (flagUnscored). A year
// alone is scored at once: whether it is kept depends on why it scores.
func (c *candidate) judge(s string) {
	if c.y != 0 && c.start == 0 && c.end < len(s) && s[c.end] == ':' {
		// a date that opens the caption before a colon heads it, as picture libraries
		// date their archive ("May 1945: Troops march past ...", "8th September
		// 1940: Firemen ..."): the picture's, over the days the text tells
		c.set(3, whyTaken, span{})
		return
	}
	if c.d != 0 && c.start == 0 && c.end < len(s) && (s[c.end] == ',' || s[c.end] == ' ' && c.end+1 < len(s) && s[c.end+1] == '-') {
		// a day that opens the caption opens its dateline: "17 February 2020, Archers
		// Post, Kenya - ...", over the background's "in late December 2019"
		c.set(2, whyDateline, span{})
		return
	}
	var b, a words
	b.readBack(s, c.ctx)
	switch {
	case c.judgeSince(s, &b):
	case c.judgeNote(s):
	case c.judgeSpanAfter(s):
	case c.judgeVerb(&b, b.verbBefore()):
	case c.judgeEventName(s, &b, &a):
	default:
		// relativeVerb reads only words that judgePicture reads too: asking it first
		// changes nothing.
		if v := b.relativeVerb(); v < 0 {
			c.flags |= flagUnscored
		} else if a.readOn(s, c.end); !c.judgePicture(&b, &a) {
			c.judgeVerb(&b, v)
		}
	}
	if c.flags&flagUnscored == 0 && c.flags&flagApprox != 0 {
		c.score--
	}
	if !c.out && c.d == 0 && c.m != 0 && c.why != whyTaken && c.why != whyThisPhoto {
		if v, ok := backstoryVerb(s, c.ctx); ok {
			c.set(-9, whyEvent, v) // "... near Broome. Members began industrial action on the facility in June 2022."
			c.out = true
		}
	}
	if c.flags&flagBare != 0 {
		c.finish(s, &b, &a)
		if !c.keepsBare(s, &b) {
			c.out = true
			c.flags |= flagDropped
		}
	}
}

// scoreLater finishes the judging of c when judge left its score for later.
func (c *candidate) scoreLater(s string) {
	if c.flags&flagUnscored != 0 {
		var b, a words
		b.readBack(s, c.ctx)
		c.finish(s, &b, &a)
	}
}

// finish scores c by judgePicture or judgeOther when judge left them for later; b
// and a are the words before and after c, a not read yet.
func (c *candidate) finish(s string, b, a *words) {
	if c.flags&flagUnscored == 0 {
		return
	}
	c.flags &^= flagUnscored
	if a.readOn(s, c.end); !c.judgePicture(b, a) {
		c.judgeOther(s, b)
	}
	if c.flags&flagApprox != 0 {
		c.score--
	}
}

// judgeNote favours a month or a day written as a sentence of its own after the text,
// as archives note when the picture was taken ("... detained in October 1973.
// December 1978.", "... the graves. Diciembre de 1978."): the note of the picture's
// time, over the dates of the events the text tells.
func (c *candidate) judgeNote(s string) bool {
	if c.y == 0 || c.m == 0 || c.ctx < 3 || s[c.ctx-2:c.ctx] != ". " || c.end >= len(s) || s[c.end] != '.' {
		return false
	}
	if b := s[c.ctx-3]; !('a' <= b && b <= 'z' || isDigit(b) || b == ')' || b == '"' || b >= 0x80) {
		return false // not after an abbreviation in capitals ("U.S. March 3, 2024.")
	}
	c.set(4, whyTaken, span{})
	return true
}

// judgeSince leaves c out after "since", "until", "born" in its clause. "till" counts
// only right before the date ("from 2010 till 2015"): further on it is the Swedish
// "to" ("anländer till Nobelbanketten i Stockholm den 10 december 2024").
func (c *candidate) judgeSince(s string, b *words) bool {
	since, ok := b.hasInClause(cueSince, wordsBefore)
	if ok && c.ctx-since.end > 5 && since.end-since.start == 4 && equalFold(s[since.start:since.end], "till") {
		return false
	}
	if ok {
		c.set(-9, whySince, since)
		c.out = true
	}
	return ok
}

// judgeSpanAfter leaves c out when a span of time and "after" or "before" come before
// it in its clause: "two days after the flood of Sept. 11, 2023", "the morning after
// floods swept through the town on October 29, 2024", "two days before the company
// began releasing the water on Aug. 24, 2023". The picture is of another time than
// the date, which is another event's.
func (c *candidate) judgeSpanAfter(s string) bool {
	lo := max(0, c.ctx-240)
	seg := s[lo:c.ctx]
	// most clauses hold neither word: one search from their rarest letter first
	if !wordtab.HoldsAfterOrBefore(seg) {
		return false
	}
	ia, ib := strings.LastIndex(seg, "fter"), strings.LastIndex(seg, "efore")
	if ia < 0 && ib < 0 {
		return false
	}
	k := clauseStart(seg)
	a, n := -1, 0 // the last "after" or "before" of the clause, a word of its own, and its length
	switch {
	case ia-1 >= k && ia-1 > ib-1:
		a, n = ia-1, len("after")
	case ib-1 >= k:
		a, n = ib-1, len("before")
	default:
		return false
	}
	w := seg[a : a+n]
	if (w[0]|0x20) != 'a' && (w[0]|0x20) != 'b' || a > 0 && seg[a-1] != ' ' || a+n < len(seg) && seg[a+n] != ' ' {
		return false // "hereafter", "thereafter", "afterwards"
	}
	e := a // the word before "after"
	for e > k && seg[e-1] == ' ' {
		e--
	}
	v := e
	for v > k && (seg[v-1] >= 'a' && seg[v-1] <= 'z' || seg[v-1] >= 'A' && seg[v-1] <= 'Z') {
		v--
	}
	if !timeSpan(seg[v:e]) {
		return false
	}
	c.set(-9, whyEvent, span{lo + a, lo + a + n})
	c.out = true
	return true
}

// timeSpan reports the nouns of a span of time before "after": "days after", "the
// morning after", "hours after".
func timeSpan(w string) bool {
	switch len(w) {
	case 3, 4, 5, 6, 7, 9:
	default:
		return false
	}
	for _, t := range [...]string{"day", "days", "night", "nights", "morning", "evening", "afternoon",
		"hour", "hours", "week", "weeks", "month", "months", "year", "years", "minutes"} {
		if equalFold(w, t) {
			return true
		}
	}
	return false
}

// judgeVerb lowers c when the past-tense verb at i comes before it ("held on",
// "who fled their homes on"), and leaves it out when the verb is one of another event
// ("sank on", "began in"), when "after" comes before the verb, or when c is a month
// or a year alone.
func (c *candidate) judgeVerb(b *words, i int) bool {
	if i < 0 {
		return false
	}
	c.set(-2, whyEvent, b.at[i])
	_, after := b.has(cueAfter, wordsBefore)
	c.out = b.cue(i) == cueStrong || after || c.d == 0
	return true
}

// verbBefore is the index of a past-tense verb right before the date, or before
// "on" or "in" before it: "killed December 3", "killed on December 3", "began in
// 2011"; -1 when none.
func (w *words) verbBefore() int {
	i := 0
	if w.cue(0) == cueOn || w.cue(0) == cueIn {
		i = 1
	}
	if v := w.cue(i); (v == cueStrong || v == cueEvent) && !w.comma[i] {
		return i // not "after a lockdown was lifted, Tuesday, Dec. 10, 2024": a comma ends the verb's clause
	}
	return -1
}

// judgeEventName leaves c out when it is used as an adjective naming an event: "the
// March 15, 2011 uprising", "a Nov. 6, 2016 attack" (but not "the 2016 photo").
func (c *candidate) judgeEventName(s string, b, a *words) bool {
	if b.cue(0) != cueArticle {
		return false
	}
	if a.readOn(s, c.end); !a.reach(0) || a.cue(0) != cueNone && a.cue(0) != cueAttack {
		return false
	}
	next := a.at[0]
	for i := c.end; i < next.start; i++ {
		if s[i] != ' ' {
			return false
		}
	}
	if s[next.start] < 'a' || s[next.start] > 'z' {
		return false
	}
	c.set(-9, whyEvent, next)
	c.out = true
	return true
}

// relativeVerb is the index of a past-tense verb in a clause of its own that ends
// with the date, as "fled" in "who fled their homes on 17 October"; -1 when none.
func (w *words) relativeVerb() int {
	verb := -1
	for i := 0; w.reach(i) && !w.comma[i]; i++ {
		switch w.cue(i) {
		case cueEvent, cueStrong:
			verb = i
		case cueWho:
			return verb
		}
	}
	return -1
}

// judgePicture scores the words that tie c to the picture: "in this ... photo",
// "taken on", "a picture from".
func (c *candidate) judgePicture(b, a *words) bool {
	photo, photoNext := a.has(cuePhoto, 3)
	if b0 := b.cue(0); !photoNext && (b0 == cueFrom || b0 == cueOn || b0 == cueIn) && b.cue(1) == cuePhoto {
		photo, photoNext = b.at[1], true // a photo from 2016, a picture on March 3
	}
	taken, takenBefore := b.has(cueTaken, 1)
	if !takenBefore && (b.cue(0) == cueOn || b.cue(0) == cueIn) {
		if i := b.find(cueTaken, 4); i >= 0 && !b.gunshot(i) { // not "was shot dead on 9 August": a killing
			taken, takenBefore = b.at[i], true // taken on, taken in Kobani in
		} else if i := b.takenBy(); i >= 0 {
			taken, takenBefore = b.at[i], true // photographed by a teacher in
		}
	}
	switch {
	case photoNext && b.hasThis(3):
		c.set(5, whyThisPhoto, span{})
	case takenBefore && b.cue(1) == cueTaken && b.cue(2) == cuePhoto && b.cue(3) == cueArticle && b.heldBefore(4):
		return false // "holds a photograph taken on January 2, 2005": the print held, not the picture
	case takenBefore:
		c.set(4, whyTaken, taken)
	case photoNext && b.cue(0) == cueArticle && (b.heldBefore(1) || displayedAfter(b.s, photo.end)):
		return false // "An archivist holds a 1918 photograph": the print held, not the picture
	case photoNext:
		c.set(3, whyPhoto, photo)
	default:
		return false
	}
	return true
}

// takenBy returns the index of a verb of taking the picture before "by" and the one
// who took it, one to three words, before the "on" or "in" at 0 ("photographed by a
// teacher in 2019", "taken by Name on 3 May 2024"), with no comma between; or -1.
func (w *words) takenBy() int {
	for j := 2; j <= 4 && w.reach(j+1) && !w.comma[j-1]; j++ {
		if equalFold(w.s[w.at[j].start:w.at[j].end], "by") {
			if !w.comma[j] && w.cue(j+1) == cueTaken && !w.gunshot(j+1) {
				return j + 1
			}
			return -1
		}
	}
	return -1
}

// gunshot reports whether word i, read back from a date, is "shot" as a gun's, told
// by the word after it (i-1): "shot dead on", "shot and killed in", "shot by police
// on". The camera's shot has the date or its "on" or "in" next ("shot on March 3",
// "shot in Kobani in").
func (w *words) gunshot(i int) bool {
	if t := w.at[i]; i == 0 || t.end-t.start != 4 || !equalFold(w.s[t.start:t.end], "shot") {
		return false
	}
	x := w.s[w.at[i-1].start:w.at[i-1].end]
	for _, v := range [...]string{"dead", "down", "and", "by", "at", "to", "while", "several", "twice"} {
		if equalFold(x, v) {
			return true
		}
	}
	return w.shotPassive(i)
}

// shotPassive reports "was shot" or "were shot" with a subject that is no picture
// (word i is "shot", read back): "Lennon was shot outside the Dakota on", "the film
// was shot there in 2013" tell of a killing or a film; "the picture was shot on" is
// the camera's.
func (w *words) shotPassive(i int) bool {
	if !w.reach(i+1) || w.comma[i+1] {
		return false
	}
	x := w.s[w.at[i+1].start:w.at[i+1].end]
	if !equalFold(x, "was") && !equalFold(x, "were") {
		return false
	}
	return w.reach(i+2) && w.cue(i+2) != cuePhoto && !equalFold(w.s[w.at[i+2].start:w.at[i+2].end], "it")
}

// displayedAfter reports a print on show, said in the sentence after the photo word
// that ends at i: "A 1972 photograph of a burning bus is displayed at an exhibition",
// "... hangs in the museum", "... on display": the photograph is then a thing in the
// picture. Most captions have no such words: a search of their sentence's rest, only
// for a year before a photo word and after an article.
func displayedAfter(s string, i int) bool {
	rest := s[i:]
	if k := strings.Index(rest, ". "); k >= 0 {
		rest = rest[:k]
	}
	for _, v := range [...]string{" is displayed", " are displayed", " on display", " is exhibited", " are exhibited", " hangs ", " is shown at", " on show"} {
		if strings.Contains(rest, v) {
			return true
		}
	}
	return false
}

// heldBefore reports a verb of holding or showing a thing at word i, before the
// article of "a 1918 photograph": the photograph is then a thing in the picture.
func (w *words) heldBefore(i int) bool {
	if !w.reach(i) || w.comma[i] {
		return false
	}
	x := w.s[w.at[i].start:w.at[i].end]
	if len(x) < 4 || len(x) > 10 {
		return false // none of the verbs below, with no comparison
	}
	for _, v := range [...]string{"hold", "holds", "held", "holding", "show", "shows", "showing",
		"displays", "displaying", "displayed", "carries", "carrying", "examines", "examining", "clutches", "clutching"} {
		if equalFold(x, v) {
			return true
		}
	}
	return false
}

// judgeOther scores the weaker signs: a date in a clause of another event ("after
// ...", or with a verb such as "killed" before it, or "on" after a noun of an event,
// "the attack on Oct. 7, 2023"), a reported or a release date, "on", and a
// date closing a dateline, which counts more than "on" (an "on" also opens
// background clauses) and adds to it.
func (c *candidate) judgeOther(s string, b *words) {
	after, isAfter := b.hasInClause(cueAfter, wordsBefore)
	if !isAfter {
		after, isAfter = b.hasInClause(cueStrong, wordsBefore) // "A gunman killed nine people in the city on Feb. 19, 2020."
	}
	switch {
	case isAfter:
		c.set(-1, whyEvent, after) // "two days after the flood of Sept. 11, 2023"
	case b.cue(0) == cueOn && b.attackBefore() > 0:
		c.set(-1, whyEvent, b.at[b.attackBefore()]) // "on the anniversary of the attack on Oct. 7, 2023"
	case b.cue(0) == cueFrom && b.cue(1) == cueAttack && !b.comma[0] && equalFold(s[b.at[0].start:b.at[0].end], "of"):
		c.set(-1, whyEvent, b.at[1]) // "in the attack of October 7, 2023"
	case anniversaryBefore(s, c.ctx):
		c.set(-1, whyEvent, span{}) // "..., the sixth anniversary of the liberation of Kobane on 26 January 2015"
	case b.cue(0) == cueSaid || b.cue(0) == cueOn && b.cue(1) == cueSaid:
		c.set(-3, whySaid, span{})
	case b.cue(0) == cueRelease || b.cue(0) == cueOn && b.hasAny(cueRelease):
		c.set(-1, whyRelease, span{})
	case b.cue(0) == cueOn:
		c.set(1, whyOn, span{})
	}
	if c.why == whyNone && filedDate(s, c) {
		c.set(-2, whyRelease, span{}) // "KIGALI, Oct. 10, 2024 (Xinhua) --": the day the story was filed, which even a release date in the text outranks
	}
	if (c.why == whyNone || c.why == whyOn) && c.y != 0 && closesDateline(s, c) && datelineLead(s, c, b) {
		// a date without its year closes no dateline: it is the background's ("...,
		// 11 September 2024. The storm made landfall on 07 September.")
		c.score += 2
		if c.why == whyNone {
			c.why = whyDateline
		}
	}
}

// datelineLead reports, for a date that closes a sentence after the caption's
// first, what it follows: a comma or a capitalised word, the end of a place's chain
// ("The king greets him in Oslo, Norway, on May 2, 2025."); not a word in lower case,
// which closes a sentence of the background ("The blast tore through the building
// early on 31 December 2018.", "It had flooded three years earlier, in September
// 2020."). In the first sentence, any date that closes it closes the dateline
// ("Refugees in Zahle, Lebanon, in 2013.").
func datelineLead(s string, c *candidate, b *words) bool {
	if !afterFirstSentence(s, c.ctx) {
		return !eventOfDate(s, b) // but not an event's "of" ("... after the removal of the president over his martial law declaration of Dec. 3, 2024.")
	}
	if !b.reach(0) {
		return false
	}
	if c.why == whyOn { // the word before "on" decides: a comma ("in Oslo, Norway, on May 2, 2025."), not a name a verb took ("left Iraq on Dec. 18, 2011.")
		return b.reach(1) && b.comma[1]
	}
	if b.comma[0] || capitalisedAt(s, b.at[0]) {
		return capitalisedAt(s, b.at[0]) // "Lebanon, 2013."; not "earlier, 2020."
	}
	return b.reach(1) && capitalisedAt(s, b.at[1]) // after a preposition: "in Kabul in 2021."; not "earlier, in September 2020."
}

// eventOfDate reports "of" right before a date after a noun in lower case that names
// no time ("declaration of Dec. 3, 2024", "the floods of July 2021"): the date of that
// event, not of the picture; "the morning of May 5, 2024" is a time of the picture's.
func eventOfDate(s string, b *words) bool {
	if !b.reach(1) || b.comma[0] || b.comma[1] {
		return false
	}
	w, n := s[b.at[0].start:b.at[0].end], s[b.at[1].start:b.at[1].end]
	if w != "of" || n == "" || n[0] < 'a' || n[0] > 'z' {
		return false
	}
	switch n {
	case "morning", "afternoon", "evening", "night", "day", "week", "weekend", "summer", "winter", "spring",
		"autumn", "fall", "eve", "end", "beginning", "start", "middle", "month", "year", "dawn", "hours":
		return false
	}
	return true
}

// capitalisedAt reports a word that opens with a capital, or with a letter outside
// ASCII, which is taken for one.
func capitalisedAt(s string, w span) bool {
	return w.end > w.start && (s[w.start] >= 'A' && s[w.start] <= 'Z' || s[w.start] >= 0x80)
}

// afterFirstSentence reports a sentence's end before byte i: a stop after a word
// that opens in lower case ("building."), a capitalised word of four letters or more
// ("Greece.", "Gaza.") that no title abbreviates, or a year ("2023."), then a space
// and a capital; not an abbreviation's dot ("Jan. 6", "Sept. 6", "Gen. Name", "Capt.
// Name").
func afterFirstSentence(s string, i int) bool {
	for k := 2; k+2 < i; k++ {
		if s[k] != '.' || s[k+1] != ' ' || s[k+2] < 'A' || s[k+2] > 'Z' {
			continue
		}
		w := wordStart(s, k)
		if w < k && (s[w] >= 'a' && s[w] <= 'z' && k-w >= 2 || k-w >= 5 || k-w == 4 && isDigit(s[w]) && isDigit(s[k-1]) ||
			k-w == 4 && s[w] >= 'A' && s[w] <= 'Z' && !titleAbbrev(s[w:k])) {
			return true
		}
	}
	return false
}

// backstoryVerb finds, in a sentence after the first that ends at i, a verb in the
// past of its own clause before the date: "was", "were", "had", "took" or "began",
// which tell what happened before the picture ("The hill town was declared a
// subsidence zone in January 2023.", "The German authorities had renamed the city in
// April 1940."). A month without its day there is the backstory's; a picture's
// sentence describes it in the present, or says "taken".
func backstoryVerb(s string, i int) (span, bool) {
	if !afterFirstSentence(s, i) {
		return span{}, false
	}
	k := strings.LastIndex(s[:i], ". ")
	if k < 0 {
		return span{}, false
	}
	seg := s[k+2 : i]
	for _, v := range [...]string{" was ", " were ", " had ", " took ", " began "} {
		if j := strings.Index(seg, v); j >= 0 {
			return span{k + 2 + j + 1, k + 2 + j + len(v) - 1}, true
		}
	}
	return span{}, false
}

// titleAbbrev reports the abbreviations of four letters whose dot ends no sentence
// before a capitalised word ("Capt. Name", "Prof. Name"); any other capitalised word
// of four letters before a stop is a name that ends one ("... in Gaza City, Gaza.
// Israel ...").
func titleAbbrev(w string) bool { return wordtab.Has(titleAbbrevs[:], w) }

// titleAbbrevs are titleAbbrev's abbreviations, sorted (TestWordTablesSorted).
var titleAbbrevs = [...]string{"Blvd", "Brig", "Capt", "Cmdr", "Corp", "Dept", "Inst", "Lieu", "Pres", "Prof", "Sept", "Sgts", "Supt", "Univ"}

// anniversaryBefore reports "anniversary" in the clause that ends at i, before a date
// there: the date of the event remembered, not the day it is remembered.
//
// A place after "at" between the two is the ceremony's, and so is the date after it
// ("a ceremony marking the 10th anniversary of the tsunami at the Baiturrahman Grand
// Mosque on December 26, 2014").
func anniversaryBefore(s string, i int) bool {
	seg := s[max(0, i-160):i]
	seg = seg[clauseStart(seg):]
	a := strings.Index(seg, "anniversary")
	return a >= 0 && !atNamedPlace(seg[a:])
}

// atNamedPlace reports " at " and a capitalised word, maybe after "the", in t: a
// named place ("at the Baiturrahman Grand Mosque"), not "at the same spot".
func atNamedPlace(t string) bool {
	for {
		k := strings.Index(t, " at ")
		if k < 0 {
			return false
		}
		t = t[k+4:]
		w := strings.TrimPrefix(t, "the ")
		if w != "" && 'A' <= w[0] && w[0] <= 'Z' {
			return true
		}
	}
}

// clauseStart returns where the last clause of seg begins: after its last comma,
// semicolon, bracket or dash between spaces, or after a sentence's end ("word. ")
// that follows them.
func clauseStart(seg string) int {
	k := strings.LastIndexAny(seg, ",;()") + 1
	for i := len(seg) - 1; i > k; i-- { // a dash between spaces sets off a clause too
		if seg[i] == ' ' && dashBefore(seg, i) > 0 {
			k = i + 1
			break
		}
	}
	for t := seg[k:]; ; {
		d := strings.LastIndex(t, ". ")
		if d < 0 {
			return k
		}
		if d > 0 && t[d-1] >= 'a' && t[d-1] <= 'z' || d >= 4 && isDigit(t[d-1]) && isDigit(t[d-4]) && (d == 4 || !isDigit(t[d-5])) {
			return k + d + 2 // after a word in lower case or a year: "... on 15 September 2024. Photo taken on ..."
		}
		t = t[:d]
	}
}

// attackBefore is the index of a noun of an event before the "on" at 0, right before
// it or before a place after "on", "in" or "at" ("the attack on Oct. 7, 2023", "the
// chemical attack on Khan Sheikhoun on April 4, 2017", "the strike in the town of X
// on ..."); 0 when none. The words between are at most four, in one clause.
func (w *words) attackBefore() int {
	for i := 1; i <= 6 && w.reach(i) && !w.comma[i-1]; i++ {
		switch w.cue(i) {
		case cueAttack:
			if i == 1 || w.cue(i-1) == cueOn || w.cue(i-1) == cueIn {
				return i
			}
			return 0
		case cueNone, cueOn, cueIn, cueArticle, cueFrom:
		default:
			return 0
		}
	}
	return 0
}

// set records a score and its reason.
func (c *candidate) set(score int, why reason, cue span) {
	c.score, c.why, c.cue = score, why, cue
}

// keepsBare reports whether a year alone is the picture's time: "in this 2016 photo",
// "a 2016 photo", "taken in 2015", "circa 1950", "Refugees in Lebanon, 2013." — but not
// "2000 photos" nor "in 2013."; "in Jalalabad, Afghanistan, in 2021." closes a dateline,
// a year in brackets that ends its sentence is a note of the picture's time, and so is
// one after "in" that a release word comes shortly before in its clause.
func (c *candidate) keepsBare(s string, b *words) bool {
	if before := s[max(0, c.start-32):c.start]; strings.Contains(before, "between") && (yearAfterAnd(s[c.end:]) ||
		strings.HasSuffix(before, " and ") || strings.HasSuffix(before, " and ca. ") || strings.HasSuffix(before, " and c. ")) {
		return false // either end of a span of years: "[between ca. 1890 and ca. 1900]"
	}
	if _, ok := b.hasInClause(cueRelease, 4); ok && (c.why == whyNone || c.why == whyDateline) && b.cue(0) == cueIn && equalFold(s[b.at[0].start:b.at[0].end], "in") {
		return !c.out // "a video posted in 2021", "an undated image shared with researchers in 2021"
	}
	switch c.why {
	case whyThisPhoto, whyTaken:
		return !c.out
	case whyPhoto:
		return !c.out && (b.cue(0) == cueArticle || b.cue(0) == cueFrom)
	case whyDateline:
		return !c.out && (afterComma(s, c.ctx) && !dayBeforeComma(s, c.ctx) || placeBeforeIn(s, b) || aboutAfterComma(s, b) || feastBefore(s, b))
	}
	return !c.out && (bracketedYear(s, c) || feastBefore(s, b) || headerYear(s, c) || closingYear(s, c))
}

// yearAfterAnd reports t opening with " and " and a year, maybe after "ca. " or "c. ".
func yearAfterAnd(t string) bool {
	if !strings.HasPrefix(t, " and ") {
		return false
	}
	t = t[5:]
	if strings.HasPrefix(t, "ca. ") {
		t = t[4:]
	} else if strings.HasPrefix(t, "c. ") {
		t = t[3:]
	}
	return len(t) >= 4 && isDigit(t[0]) && isDigit(t[1]) && isDigit(t[2]) && isDigit(t[3])
}

// closingYear reports a year that is the caption's last sentence, as archives note
// the time after the text ("... demanding news of relatives. 2001."), or the last
// before a sentence of the record's source.
func closingYear(s string, c *candidate) bool {
	return c.start >= 2 && s[c.start-2:c.start] == ". " && (c.end == len(s) || c.end == len(s)-1 && s[c.end] == '.' ||
		c.end+2 < len(s) && s[c.end] == '.' && s[c.end+1] == ' ' && s[c.end+2] >= 'A' && s[c.end+2] <= 'Z' && sourceAfter(s[c.end+2:]))
}

// sourceAfter reports a sentence that names where a record comes from, which may
// follow the year that closes its text ("... [Agence Rol]. 1925. Source
// gallica.bnf.fr / BnF", "... 1925. Library of Congress").
func sourceAfter(t string) bool {
	for _, w := range [...]string{"Source", "Library", "Collection", "Courtesy", "Photo", "Credit", "Copyright", "©"} {
		if len(t) >= len(w) && t[:len(w)] == w {
			return true
		}
	}
	return false
}

// headerYear reports a year that is a sentence of its own in an archive's header,
// which opens with the country in capitals, then the place, each closed by a stop:
// "SYRIA. Aleppo. 2012. Fighters rest ...", "KENYA. Turkana. 2009. A herder ...".
func headerYear(s string, c *candidate) bool {
	if c.start < 8 || c.start > maxHeader || c.end >= len(s) || s[c.end] != '.' || s[c.start-2:c.start] != ". " {
		return false
	}
	if b := s[c.start-3]; !isASCIILetter(b) && b < 0x80 {
		return false // the place before the stop ends in a letter, ASCII or not ("León.")
	}
	caps := 0
	for i := 0; i < c.start-2; i++ {
		switch b := s[i]; {
		case b == '.':
			return caps >= 2 && i+1 < c.start-2 // the country ends at the first stop, before the place
		case 'a' <= b && b <= 'z':
			return false
		case 'A' <= b && b <= 'Z':
			caps++
		}
	}
	return false
}

// maxHeader bounds where the year of an archive's header may begin.
const maxHeader = 80

// feastWords are the last words of feasts and holidays, capitalised as names, in the
// order of wordtab.Less: a year right after one is the picture's ("New Year's Eve
// 2023", "Independence Day 2024", "Ramadan 2024", "Carnaval 2025"), as "winter 2019" is.
var feastWords = [...]string{"Day", "Eid", "Eve", "Holi", "Vesak", "Diwali", "Easter", "Nowruz", "Ramadan", "Seollal", "Carnaval", "Carnival", "Hanukkah", "Karneval", "Passover", "Songkran", "Carnevale", "Christmas", "Halloween", "Thanksgiving"}

// feastBefore reports a year right after a feast's name ("New Year's Eve 2023").
func feastBefore(s string, b *words) bool {
	if !b.reach(0) {
		return false
	}
	w := s[b.at[0].start:b.at[0].end]
	return w[0] >= 'A' && w[0] <= 'Z' && len(w) >= 3 && wordtab.Has(feastWords[:], w)
}

// bracketedYear reports a year alone in brackets that ends its sentence, as a
// caption notes when the picture was taken: "the ruins of Homs, Syria (2014).",
// "before its destruction [2013]." — not "a film (2019) about the war".
func bracketedYear(s string, c *candidate) bool {
	if c.start == 0 || c.end >= len(s) {
		return false
	}
	if o, e := s[c.start-1], s[c.end]; !(o == '(' && e == ')' || o == '[' && e == ']') {
		return false
	} else if o == '[' {
		return true // a catalogue's date supplied in square brackets: "Péra vu de la tour de Galata, [1919] : [photographie de presse]"
	}
	i := c.end + 1
	return i == len(s) || s[i] == '.'
}

// placeBeforeIn reports a year after "in" that ends a dateline: "in" follows a
// capitalised name, or a comma after one or after a kind of place ("in Jalalabad,
// Afghanistan, in 2021", "in Avdiivka, Donetsk region, in 2023").
//
// Without the comma ("pose in Mariupol in 2021."), the clause must hold no verb of
// another event ("fled to Lebanon in 2013.").
func placeBeforeIn(s string, b *words) bool {
	if !b.reach(1) || b.cue(0) != cueIn || b.comma[0] {
		return false
	}
	w := s[b.at[1].start:b.at[1].end]
	if !b.comma[1] {
		_, event := b.hasInClause(cueEvent, wordsBefore)
		_, strong := b.hasInClause(cueStrong, wordsBefore)
		return !event && !strong && (w[0] >= 'A' && w[0] <= 'Z' || townKind(w) && capitalAt(s, b, 2))
	}
	switch w {
	case "region", "province", "state", "governorate", "district", "county", "oblast":
		return true
	case "quarter", "neighborhood", "neighbourhood", "area", "city", "town", "village", "suburb", "valley":
		// after a name, not after "the": "in Saigon's Chinese quarter, in 1966", never
		// "Rebels took the town, in 2013."
		return capitalAt(s, b, 2) || b.cue(2) != cueArticle && capitalAt(s, b, 3)
	}
	return w[0] >= 'A' && w[0] <= 'Z'
}

// townKind reports a kind of place in lower case that follows a town's or a
// district's name ("outside Kericho town in 2019", "in Gorkha district in 2015").
func townKind(w string) bool {
	switch w {
	case "town", "village", "city", "district", "county", "province", "region", "state":
		return true
	}
	return false
}

// aboutAfterComma reports a year after "around" or "about" that a comma comes
// before, closing a dateline as "circa" does ("Lemberg, Austria-Hungary, around
// 1905."; never "around 2000 people", which closes no dateline), or that a verb of
// taking the picture comes before ("photographed about 1955", "taken around 1930").
func aboutAfterComma(s string, b *words) bool {
	if !b.reach(0) || b.comma[0] {
		return false
	}
	w := s[b.at[0].start:b.at[0].end]
	if w != "around" && w != "about" {
		return false
	}
	if afterComma(s, b.at[0].start) {
		return true
	}
	if !b.reach(1) || b.comma[1] {
		return false
	}
	v := s[b.at[1].start:b.at[1].end]
	return v == "photographed" || v == "taken" || v == "pictured"
}

// capitalAt reports a word i before the date that opens with a capital.
func capitalAt(s string, b *words, i int) bool {
	return b.reach(i) && s[b.at[i].start] >= 'A' && s[b.at[i].start] <= 'Z'
}

// afterComma reports whether a comma comes right before i, spaces aside.
func afterComma(s string, i int) bool {
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	return i > 0 && s[i-1] == ','
}

// dayBeforeComma reports a number of one or two digits after a capitalised word and
// before the comma that ends before i: the day of a date in a calendar or a form the finder
// does not read ("on Bhadra 27, 2082 (September 12, 2025)"), whose year is not a
// dateline's.
func dayBeforeComma(s string, i int) bool {
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	i-- // the comma
	j := i
	for j > 0 && isDigit(s[j-1]) {
		j--
	}
	if i-j < 1 || i-j > 2 || j < 2 || s[j-1] != ' ' {
		return false
	}
	k := j - 1 // the word before the number must be capitalised, a month's name ("tram line 13, 1947." closes a dateline)
	for k > 0 && s[k-1] != ' ' {
		k--
	}
	return 'A' <= s[k] && s[k] <= 'Z'
}

// closesDateline reports whether c ends a sentence right after a place or a comma,
// as in "in Aleppo, Syria November 19, 2016." or "Homs, March 3, 2013.".
func closesDateline(s string, c *candidate) bool {
	i := c.ctx
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	if i > 0 && s[i-1] == '(' {
		if d, k := weekdayBeforeAt(s, i); d >= 0 { // "East Kalimantan, Wednesday (31/7/2024).": the weekday's context
			for i = k; i > 0 && s[i-1] == ' '; i-- {
			}
		}
	}
	if i == 0 || !(s[i-1] == ',' || alnumBefore(s, i)) {
		return false
	}
	j := c.end
	for j < len(s) && s[j] == ' ' {
		j++
	}
	if j+2 < len(s) && s[j] == ',' && s[j+1] == ' ' && 'a' <= s[j+2] && s[j+2] <= 'z' && s[i-1] == ',' && (c.m == 0 || !afterFirstSentence(s, c.ctx)) {
		// a year between commas after a place, before a clause: "Hiroshima, Japan, 1945,
		// seen from ..."; in the first sentence, any date: "Niamey, Niger, September 2,
		// 2023, to demand ..."
		return true
	}
	if j < len(s) && s[j] == '(' {
		return !wireDateline(s, j)
	}
	if j > c.end && j+3 < len(s) && (s[j] == '-' && s[j+1] == ' ' || s[j] == 0xe2 && s[j+1] == 0x80 && s[j+3] == ' ') && !afterFirstSentence(s, c.ctx) {
		return true // a dash between spaces after the first sentence's date: "Brumadinho (MG), 25/01/2024 - Familiares ..."
	}
	return j == len(s) || s[j] == '.' || s[j] == ')' || s[j] == ';' || s[j] == ':'
}

// filedDate reports a date right before a wire's bracket and dash ("HANOI, Jan. 27,
// 2025 (Xinhua) --"): the day the wire filed the story, which a date the text gives
// for the picture outranks; alone, it is still taken.
func filedDate(s string, c *candidate) bool {
	j := c.end
	for j < len(s) && s[j] == ' ' {
		j++
	}
	return j < len(s) && s[j] == '(' && wireDateline(s, j)
}

// wireDateline reports whether the bracket at i holds one word and a dash follows it,
// as a wire's dateline ends: "HANOI, Jan. 27, 2025 (Xinhua) --". The date before it is
// the day the wire filed the story, which a date in the text of the picture outranks.
func wireDateline(s string, i int) bool {
	j := i + 1
	for j < len(s) && j-i <= 12 && s[j] != ')' && s[j] != ' ' {
		j++
	}
	if j >= len(s) || s[j] != ')' || j == i+1 {
		return false
	}
	for j++; j < len(s) && s[j] == ' '; j++ {
	}
	return j < len(s) && (s[j] == '-' || s[j] == 0xe2) // "-", "--", or the dashes "–" and "—"
}

// readBack sets w to read the words before i, nearest first, up to the start of the
// sentence, as they are asked for (see reach).
func (w *words) readBack(s string, i int) {
	w.s, w.back = s, i
}

// reach reports whether there is a word i, reading back to it when needed.
func (w *words) reach(i int) bool {
	return i < w.n || w.readBackTo(i)
}

// readBackTo reads back to word k, unless the sentence starts before; it reports
// whether there is a word k.
func (w *words) readBackTo(k int) bool {
	s := w.s
	for w.n <= k && w.back >= 0 && w.n < wordsBefore {
		i := w.back
		w.back = -1
		comma := w.n > 0 && w.comma[w.n-1]
		for i > 0 && !isAlnum(s[i-1]) && !(s[i-1] >= utf8.RuneSelf && alnumBefore(s, i)) {
			if s[i-1] == ' ' {
				i-- // the common separator, which ends nothing
				continue
			}
			if s[i-1] == ',' {
				comma = true // ends no sentence: endsSentence need not see it
				i--
				continue
			}
			if n := dashBefore(s, i); n > 0 {
				comma = true // a dash sets off a clause as a comma does: "... the countryside – 21 December 2024"
				i -= n
				continue
			}
			if s[i-1] == ')' {
				if i = skipParens(s, i-1); i < 0 {
					return false
				}
				continue
			}
			if endsSentence(s, i-1) {
				return false
			}
			i -= charLenBefore(s, i)
		}
		if i == 0 {
			return false
		}
		end := i
		i = asciiWordStart(s, 0, i) // the common word, all ASCII: wordStart in line
		if i > 0 && s[i-1] >= utf8.RuneSelf {
			i = wordStart(s, i)
		}
		w.comma[w.n] = comma
		w.add(span{i, end})
		w.back = i
	}
	return k < w.n
}

// dashBefore returns the length of a dash between spaces that ends at i ("-", "–",
// "—"), or 0.
func dashBefore(s string, i int) int {
	if i >= len(s) || s[i] != ' ' {
		return 0
	}
	n := 1
	if s[i-1] != '-' {
		if i < 3 || s[i-3] != 0xe2 || s[i-2] != 0x80 || s[i-1] != 0x93 && s[i-1] != 0x94 {
			return 0
		}
		n = 3
	}
	if i-n < 1 || s[i-n-1] != ' ' {
		return 0
	}
	return n
}

// skipParens returns the start of the bracketed group that ends with the ")" at i,
// so that "the Syrian Arab News Agency (SANA) on" reads as if "(SANA)" were not there;
// -1 when the group is long, holds a sentence end or has no start.
func skipParens(s string, i int) int {
	for j := i - 1; j >= 0 && j > i-80; j-- {
		switch s[j] {
		case '(':
			return j
		case ')', '.', ';':
			return -1
		}
	}
	return -1
}

// readOn reads the words from i on, up to the end of the sentence, unless they are
// read already.
func (w *words) readOn(s string, i int) {
	if w.s != "" {
		return
	}
	w.s, w.back = s, -1
	for w.n < wordsAfter {
		for i < len(s) && !isAlnum(s[i]) && !(s[i] >= utf8.RuneSelf && alnumAt(s, i)) {
			if s[i] == ' ' {
				i++ // the common separator, which ends nothing
				continue
			}
			if endsSentence(s, i) {
				return
			}
			i += charLen(s, i)
		}
		if i == len(s) {
			return
		}
		start := i
		for i < len(s) && isAlnum(s[i]) {
			i++ // the common word, all ASCII: wordEnd in line
		}
		if i < len(s) && s[i] >= utf8.RuneSelf {
			i = wordEnd(s, i, true)
		}
		w.add(span{start, i})
	}
}

// add adds the word at of w.s.
func (w *words) add(at span) {
	w.at[w.n] = at
	w.n++
}

// endsSentence reports whether the byte at i ends a sentence or clause: ";", "!",
// "?", a bracket, a line break, or a "." after a word of four letters or more or a
// number (not after "Dec." or "U.S.", nor before a comma: "Bozeman, Mont., in 2019").
func endsSentence(s string, i int) bool {
	switch s[i] {
	case ';', '!', '?', '(', ')', '[', ']', '\n', '|':
		return true
	case '.':
		if i+1 < len(s) && (s[i+1] == ',' || isDigit(s[i+1])) {
			return false // an abbreviation's dot ("Mont.,", "Calif.,"), or a decimal point ("a magnitude 7.3 earthquake")
		}
		j := wordStart(s, i)
		return i-j >= 4 || i > j && isDigit(s[i-1])
	}
	return false
}
