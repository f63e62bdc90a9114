package date

// Notes say what Parse had to decide. They are built only when there is something to
// say, so a caption with one plain date costs no allocation for them.

// notesOnChoice notes a choice among several dates and a weekday that does not match.
func (f *finder) notesOnChoice(notes []string, b int) []string {
	c := &f.cands[b]
	if n := f.distinct(); n > 1 {
		notes = append(notes, count(n)+" dates; took "+f.choice(b))
	}
	if c.weekday >= 0 && c.d != 0 && c.y != 0 && weekdayOf(c.y, c.m, c.d) != c.weekday {
		notes = append(notes, "the weekday "+title(weekdayNames[c.weekday])+" does not match "+
			iso(c.y, c.m, c.d)+", a "+title(weekdayNames[weekdayOf(c.y, c.m, c.d)]))
	}
	return notes
}

// notesOnForm notes how the chosen date was read.
func (f *finder) notesOnForm(notes []string, c *candidate) []string {
	written := func() string { return `"` + f.s[c.start:c.end] + `"` }
	if c.y == 0 {
		return append(notes, written()+" has no year; no date")
	}
	if c.flags&flagMisspelt != 0 {
		notes = append(notes, "read the misspelt month in "+written()+" as "+monthTitles[c.m-1])
	}
	if c.flags&flagRange != 0 {
		notes = append(notes, written()+" is a range; kept what both ends share")
	}
	if c.flags&flagDayMonth != 0 {
		notes = append(notes, "read "+written()+" as day, month, year")
	}
	if c.flags&flagApprox != 0 {
		notes = append(notes, "read "+written()+" as "+iso(c.y, c.m, c.d))
	}
	return notes
}

// notesOnLeftOut notes the dates left out and the date-like text that is no date.
func (f *finder) notesOnLeftOut(notes []string) []string {
	for i := range f.cands[:f.n] {
		c := &f.cands[i]
		if !c.out || c.flags&flagDropped != 0 {
			continue
		}
		why := "not the picture's date"
		if c.why == whyEvent {
			why = "the date of another event"
		}
		if c.cue.end > c.cue.start {
			why += " (" + f.cueText(c) + ")"
		}
		notes = append(notes, `left out "`+f.s[c.start:c.end]+`": `+why)
	}
	for _, p := range f.problems[:f.nProblems] {
		written := `"` + f.s[p.start:p.end] + `"`
		if p.kind == ambiguous {
			notes = append(notes, written+" reads as day/month or month/day; no date")
		} else {
			notes = append(notes, written+" is not a valid date")
		}
	}
	return notes
}

// distinct counts the different dates kept, a date without a year counting too.
func (f *finder) distinct() int {
	n := 0
	for i := range f.cands[:f.n] {
		c := &f.cands[i]
		if c.out {
			continue
		}
		n++
		for _, e := range f.cands[:i] {
			if !e.out && e.y == c.y && e.m == c.m && e.d == c.d {
				n--
				break
			}
		}
	}
	return n
}

// choice says which date was taken among several, and why.
func (f *finder) choice(b int) string {
	c := &f.cands[b]
	if w := f.best(); w != b && f.cands[w].y == 0 {
		return `the one with a year of the same day ("` + f.s[f.cands[w].start:f.cands[w].end] + `" has none)`
	}
	for i := range f.cands[:f.n] {
		if e := &f.cands[i]; i != b && !e.out && e.score == c.score {
			if e.y == 0 && c.y != 0 {
				return "the one with a year"
			}
			return "the first"
		}
	}
	switch c.why {
	case whyThisPhoto:
		return `the one in "this ... photo"`
	case whyTaken, whyPhoto:
		if c.cue.end == c.cue.start {
			return "the one written as a sentence of its own" // judgeNote
		}
		return "the one " + f.cueText(c)
	case whyOn:
		return `the one after "on"`
	case whyDateline:
		return "the one closing the dateline"
	}
	return "the one least tied to another event"
}

// cueText names the word that decided c and where it stands: after "taken".
func (f *finder) cueText(c *candidate) string {
	where := "after "
	if c.cue.start >= c.end {
		where = "before "
	}
	return where + `"` + f.s[c.cue.start:c.cue.end] + `"`
}

// count writes small counts as words.
func count(n int) string {
	switch n {
	case 2:
		return "two"
	case 3:
		return "three"
	case 4:
		return "four"
	case maxCandidates:
		return "sixteen"
	}
	return "several"
}

// title capitalises a lower-case name.
func title(s string) string {
	return string(s[0]-'a'+'A') + s[1:]
}
