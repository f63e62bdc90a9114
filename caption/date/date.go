// Package date finds the date a photo was taken in a caption, keeping its precision.
//
// Parse reads every written date of the caption, left to right (forms.go: "November
// 6, 2016", "6th of November 2016", "2016-11-06", "April 2017", "mid-2016", ...;
// find.go reads them only near numbers), then judges each by the words around it
// (context.go) and takes the one most tied to the picture, the first on a tie. It
// never reads the clock and never fills a missing part: "on Dec. 13" gives no date.
// What it had to decide is said in Notes.
//
// Decisions: the span covers the date without a weekday written before it ("August
// 31, 2016" in "Wednesday, August 31, 2016"), and the weekday is checked against the
// date; "mid-2016", "early March 2016", "summer of 2016" keep the precision written
// (2016, 2016-03, 2016) with a note; a range of days gives what both its ends share (its month, or its year when it runs
// across months) with a note;
// numbers with dots are read as day.month.year, with slashes or dashes only when a
// single reading is a date; a year alone counts only in words of the picture ("in
// this 2016 photo", "taken in 2015"); two-digit years are not read.
package date

import (
	"strings"

	"github.com/captions-analyzer/captions/caption/internal/reuse"
)

// Date is what Parse found.
type Date struct {
	// Value is "YYYY-MM-DD", "YYYY-MM", "YYYY" or "" when the caption gives no usable date.
	Value string
	// Start and End are the byte span of the date as written; 0, 0 when Value is "".
	Start, End int
	Notes      []string
}

// Limits on what one caption keeps; captions hold a few dates at most.
const (
	maxCandidates = 16
	maxProblems   = 4
)

// finder holds the dates found in one caption.
type finder struct {
	s         string
	cands     [maxCandidates]candidate
	n         int
	more      int      // dates found past maxCandidates, not judged
	named     seenWord // the word windowStart named last (see mayStartWordDate)
	problems  [maxProblems]problem
	nProblems int
}

// problem is text that looks like a date but gives none: invalid or ambiguous.
type problem struct {
	span
	kind outcome
}

// Parse returns the date the photo was taken. Bytes in [skipStart, skipEnd) (the credit)
// are ignored. It never reads the clock and never invents a missing part.
func Parse(text string, skipStart, skipEnd int) Date {
	skipStart = max(0, min(skipStart, len(text)))
	skipEnd = max(skipStart, min(skipEnd, len(text)))
	var d Date
	if q := nextDigit(text, 0); q >= 0 { // every date holds a number (see forms.go)
		if d = parse(text, q, skipStart, skipEnd); d.Value != "" {
			return d
		}
	}
	if hasNativeDigit(text) {
		return parseNative(text, skipStart, skipEnd, d)
	}
	return d
}

// parse reads the dates of text from its first ASCII digit at q.
func parse(text string, q, skipStart, skipEnd int) Date {
	f := finders.Get()
	f.s, f.n, f.more, f.nProblems, f.named = text, 0, 0, 0, seenWord{}
	f.scan(q, skipStart, skipEnd)
	d := f.result()
	f.s = "" // hold on to no caption
	finders.Put(f)
	return d
}

// finders are kept for the next Parse: a finder is large, and one taken back costs
// less than one zeroed anew (its candidates are read only up to n).
var finders reuse.Spare[finder]

// add judges a candidate and keeps it, unless it is a year alone that the context
// drops; or it keeps a problem.
func (f *finder) add(r outcome, c *candidate) {
	if r == found {
		c.judge(f.s)
	}
	switch {
	case r == found && c.flags&flagDropped != 0:
	case r == found:
		if i := f.slot(c); i >= 0 {
			f.cands[i] = *c
		} else {
			f.more++
		}
	case r != found && f.nProblems < maxProblems:
		f.problems[f.nProblems] = problem{span{c.start, c.end}, r}
		f.nProblems++
	}
}

// slot is where to keep c: the next free place, or when all are taken and c is not
// left out, the place of the last date left out; -1 when there is none.
func (f *finder) slot(c *candidate) int {
	if f.n < maxCandidates {
		f.n++
		return f.n - 1
	}
	for i := f.n - 1; i >= 0 && !c.out; i-- {
		if f.cands[i].out {
			return i
		}
	}
	return -1
}

// best is the index of the kept candidate with the highest score, the first on a tie
// (see better); -1 when none is kept.
func (f *finder) best() int {
	b := -1
	for i := range f.cands[:f.n] {
		c := &f.cands[i]
		if !c.out && (b < 0 || c.better(&f.cands[b])) {
			b = i
		}
	}
	return b
}

// kept is the number of candidates kept, not left out.
func (f *finder) kept() int {
	n := 0
	for i := range f.cands[:f.n] {
		if !f.cands[i].out {
			n++
		}
	}
	return n
}

// better reports whether c beats e: a higher score; on the same score, a year where
// e has none; then the one written first.
func (c *candidate) better(e *candidate) bool {
	if c.score != e.score {
		return c.score > e.score
	}
	if (c.y != 0) != (e.y != 0) {
		return c.y != 0
	}
	return c.start < e.start
}

// shared is the date at the precision that is certain: a range of days gives what
// both its ends share, the month ("November 5-6, 2016" → 2016-11) or, across months,
// the year ("November 30 to December 1, 2016" → 2016).
func (c *candidate) shared() (y, m, d int) {
	switch {
	case c.flags&flagRangeMonths != 0:
		return c.y, 0, 0
	case c.flags&flagRange != 0:
		return c.y, c.m, 0
	}
	return c.y, c.m, c.d
}

// weekdayOverClosing returns, for candidate b that won as the date closing the
// first sentence, an earlier full date of the same sentence written with its
// weekday after "on", as AP dates its pictures: the closing date is then the
// background's ("... in Agula, Ethiopia, on Wednesday, Jan. 11, 2023, under the
// peace deal signed in Pretoria, South Africa, on Nov. 2, 2022."); else b.
func (f *finder) weekdayOverClosing(b int) int {
	if b < 0 {
		return b
	}
	c := &f.cands[b]
	if c.weekday >= 0 || c.why != whyOn && c.why != whyDateline || !closesDateline(f.s, c) {
		return b
	}
	for i := range f.cands[:b] {
		if e := &f.cands[i]; !e.out && e.why == whyOn && e.weekday >= 0 && e.y != 0 && e.d != 0 && e.end < c.start &&
			!strings.Contains(f.s[e.end:c.start], ". ") {
			return i
		}
	}
	return b
}

// headerDay returns, for candidate b that has a year, another candidate with a year
// whose month and day are those of a Getty dateline heading the caption ("LONDON,
// ENGLAND - MAY 06: ... at Westminster Abbey on May 06, 2023 ... acceded to the
// throne ... on September 8, 2022"): the heading dates the picture; else b.
func (f *finder) headerDay(b int) int {
	if b < 0 || f.cands[b].y == 0 {
		return b
	}
	h := -1
	for i := range f.cands[:f.n] {
		if e := &f.cands[i]; e.y == 0 && e.d != 0 && e.start >= 3 && e.start < 80 && e.end < len(f.s) && f.s[e.end] == ':' &&
			f.s[e.start-3:e.start] == " - " {
			h = i
			break
		}
	}
	if h < 0 || f.cands[b].m == f.cands[h].m && f.cands[b].d == f.cands[h].d {
		return b
	}
	if k := f.withYear(h); k != h {
		return k
	}
	return b
}

// withYear returns, for candidate b that has no year, another candidate of the same
// month and day with a year: the same day written in full ("KYIV - MARCH 7: ... after
// an attack on March 7, 2024"); else b.
func (f *finder) withYear(b int) int {
	c := &f.cands[b]
	for i := range f.cands[:f.n] {
		if e := &f.cands[i]; i != b && e.y != 0 && e.m == c.m && e.d == c.d && c.d != 0 && e.flags&flagRange == 0 {
			return i
		}
	}
	return b
}

// datedOverBackground returns, for candidate b that has no year and stands in a
// sentence after the first, tied to the picture by no word of taking it, the best
// other candidate with a year: a later sentence's day is the background's ("...
// shelling on July 20, 2014 in Gaza City. Israel widened its offensive three days
// earlier, on July 17."); else b.
func (f *finder) datedOverBackground(b int) int {
	c := &f.cands[b]
	if c.why == whyTaken || c.why == whyThisPhoto || !afterFirstSentence(f.s, c.ctx) {
		return b
	}
	k := -1
	for i := range f.cands[:f.n] {
		if e := &f.cands[i]; i != b && !e.out && e.y != 0 && (k < 0 || e.better(&f.cands[k])) {
			k = i
		}
	}
	if k < 0 {
		return b
	}
	return k
}

// result builds the Date from the best candidate, with notes on what was decided.
// The scores count only when two dates or more are kept (see judge).
func (f *finder) result() Date {
	var d Date
	if f.kept() > 1 {
		for i := range f.cands[:f.n] {
			f.cands[i].scoreLater(f.s)
		}
	}
	b := f.best()
	if f.n > 1 {
		b = f.firstPicture(b)
		b = f.weekdayOverClosing(b)
		b = f.headerDay(b)
	}
	if b >= 0 && f.cands[b].y == 0 {
		b = f.withYear(b)
	}
	if b >= 0 && f.cands[b].y == 0 {
		b = f.datedOverBackground(b)
	}
	if b >= 0 {
		c := &f.cands[b]
		if c.y != 0 {
			d.Value = dateValue(c.shared())
			d.Start, d.End = c.start, c.end
		}
		d.Notes = f.notesOnChoice(d.Notes, b)
		d.Notes = f.notesOnForm(d.Notes, c)
	}
	d.Notes = f.notesOnLeftOut(d.Notes)
	if f.more > 0 {
		d.Notes = append(d.Notes, "more dates than the parser weighs; read the first "+count(maxCandidates))
	}
	return d
}
