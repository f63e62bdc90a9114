package synth

import (
	"strings"
	"time"
)

// caption is one invented caption with what it says.
type caption struct {
	text          string
	bodyEnd       int
	photographers []string
	agencies      []string
	date          string
	location      string
	places        []string
}

func (c caption) truth() Truth {
	return Truth{
		Text: c.text, Photographers: c.photographers, Agencies: c.agencies,
		Date: c.date, Location: c.location, Places: c.places,
		DuplicateOf: -1, bodyEnd: c.bodyEnd,
	}
}

// House styles: how a caption is laid out and credited.
const (
	styleReuters = iota
	styleAFP
	styleAP
	styleGetty
	styleEPA
	styleNYT
	styleXinhua
	styleAnadolu
	nStyles
)

type photographer struct {
	name      string
	style     int
	countries []*country
}

// newPhotographers invents n photographers, each with a house style and one or two
// countries.
func (g *gen) newPhotographers(n int) []photographer {
	ps := make([]photographer, n)
	seen := map[string]bool{}
	for i := range ps {
		name := g.pick(firstNames) + " " + g.pick(lastNames)
		for seen[name] {
			name = g.pick(firstNames) + " " + g.pick(lastNames)
		}
		seen[name] = true
		ps[i] = photographer{name: name, style: g.r.IntN(nStyles)}
		ps[i].countries = append(ps[i].countries, g.countries[g.r.IntN(len(g.countries))])
		if g.chance(0.3) {
			ps[i].countries = append(ps[i].countries, g.countries[g.r.IntN(len(g.countries))])
		}
	}
	return ps
}

// newCaption invents a caption whose body no earlier caption has.
func (g *gen) newCaption() caption {
	for {
		// A few photographers take most pictures.
		u := g.r.Float64()
		p := &g.photographers[int(u*u*float64(len(g.photographers)))]
		c := g.compose(p)
		k := bodyKey(c.text[:c.bodyEnd])
		if !g.bodies[k] {
			g.bodies[k] = true
			return c
		}
	}
}

// bodyKey is the body's text as the duplicate rule compares it.
func bodyKey(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'A' <= c && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c >= 0x80:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// compose lays out a caption in the photographer's house style:
// body (with place and date), an optional extra sentence, the credit.
func (g *gen) compose(p *photographer) caption {
	var c caption
	co := p.countries[g.r.IntN(len(p.countries))]
	day := g.day(co)
	pl := g.place(co)
	c.location, c.places = pl.location, pl.places
	subj, act := g.pick(subjects), g.pick(actions)
	if strings.HasPrefix(subj, "A ") || strings.HasPrefix(subj, "An ") {
		if strings.Contains(act, " each other") || strings.Contains(act, " themselves") {
			subj = "Residents"
		} else {
			act = singular(act)
		}
	}
	var b strings.Builder
	switch p.style {
	case styleGetty, styleAnadolu:
		// ALEPPO, SYRIA - DECEMBER 12, 2016: Residents walk past ...
		dl := g.dateline(co)
		c.location, c.places = dl.location, dl.places
		b.WriteString(strings.ToUpper(dl.text))
		b.WriteString(" - ")
		if g.chance(0.9) {
			b.WriteString(strings.ToUpper(months[day.Month()-1]) + " " + itoa(day.Day()) + ", " + itoa(day.Year()))
			c.date = day.Format("2006-01-02")
		} else {
			b.WriteString(strings.ToUpper(months[day.Month()-1]) + " " + itoa(day.Day()))
		}
		b.WriteString(": " + subj + " " + act + ".")
	case styleXinhua:
		// Residents walk past ... in Aleppo, Syria, 2016-11-06. / on Nov. 6, 2016.
		b.WriteString(subj + " " + act + " " + pl.text)
		c.date = g.writeDate(&b, day, []int{formISO, formAP, formNone})
		b.WriteString(".")
	case styleEPA:
		b.WriteString(subj + " " + act + " " + pl.text)
		c.date = g.writeDate(&b, day, []int{formDayMonth, formDayMonth, formLong, formNone})
		b.WriteString(".")
	case styleNYT:
		b.WriteString(subj + " " + act + " " + pl.text)
		c.date = g.writeDate(&b, day, []int{formMonthYear, formMonthYear, formWeekday, formNone})
		b.WriteString(".")
	case styleAP:
		b.WriteString(subj + " " + act + " " + pl.text)
		c.date = g.writeDate(&b, day, []int{formAPWeekday, formAP, formNone})
		b.WriteString(".")
	default: // Reuters, AFP
		b.WriteString(subj + " " + act + " " + pl.text)
		c.date = g.writeDate(&b, day, []int{formLong, formLong, formLong, formOnLong, formMonthYear, formNone})
		b.WriteString(".")
	}
	c.bodyEnd = b.Len()
	if g.chance(0.15) {
		b.WriteString(" " + g.pick(extras))
	}
	credit, ph, ag := g.credit(p)
	b.WriteString(" " + credit)
	c.text, c.photographers, c.agencies = b.String(), ph, ag
	return c
}

// singular turns "walk past" into "walks past" for one subject.
func singular(act string) string {
	verb, rest, _ := strings.Cut(act, " ")
	switch {
	case strings.HasSuffix(verb, "sh"), strings.HasSuffix(verb, "ch"), strings.HasSuffix(verb, "s"),
		strings.HasSuffix(verb, "x"), strings.HasSuffix(verb, "z"), strings.HasSuffix(verb, "o"):
		verb += "es"
	case strings.HasSuffix(verb, "y") && !strings.HasSuffix(verb, "ay"):
		verb = verb[:len(verb)-1] + "ies"
	default:
		verb += "s"
	}
	return verb + " " + rest
}

// Date forms.
const (
	formLong      = iota // ", November 6, 2016"
	formOnLong           // " on November 6, 2016"
	formAP               // ", Nov. 6, 2016"
	formAPWeekday        // ", Sunday, Nov. 6, 2016"
	formDayMonth         // ", 6 November 2016"
	formISO              // ", 2016-11-06"
	formMonthYear        // " in November 2016"
	formWeekday          // " on Sunday": no usable date
	formNone
)

// writeDate writes the date in one of the forms and returns its value.
func (g *gen) writeDate(b *strings.Builder, d time.Time, forms []int) string {
	m, day, y := months[d.Month()-1], itoa(d.Day()), itoa(d.Year())
	switch forms[g.r.IntN(len(forms))] {
	case formLong:
		b.WriteString(", " + m + " " + day + ", " + y)
	case formOnLong:
		b.WriteString(" on " + m + " " + day + ", " + y)
	case formAP:
		b.WriteString(", " + apMonths[d.Month()-1] + " " + day + ", " + y)
	case formAPWeekday:
		b.WriteString(", " + weekdays[d.Weekday()] + ", " + apMonths[d.Month()-1] + " " + day + ", " + y)
	case formDayMonth:
		b.WriteString(", " + day + " " + m + " " + y)
	case formISO:
		b.WriteString(", " + d.Format("2006-01-02"))
	case formMonthYear:
		b.WriteString(" in " + m + " " + y)
		return d.Format("2006-01")
	case formWeekday:
		b.WriteString(" on " + weekdays[d.Weekday()])
		return ""
	default:
		return ""
	}
	return d.Format("2006-01-02")
}

// years of the pictures of each country.
var years = map[string][2]int{
	"Syria": {2012, 2019}, "Iraq": {2014, 2018}, "Ukraine": {2022, 2024},
	"Yemen": {2015, 2022}, "Afghanistan": {2010, 2021}, "Libya": {2011, 2020},
	"Sudan": {2023, 2024}, "Gaza Strip": {2014, 2024},
}

// day picks a day in the years of the country's conflict.
func (g *gen) day(co *country) time.Time {
	ys := years[co.name]
	start := time.Date(ys[0], 1, 1, 0, 0, 0, 0, time.UTC)
	end := time.Date(ys[1]+1, 1, 1, 0, 0, 0, 0, time.UTC)
	days := int(end.Sub(start).Hours() / 24)
	return start.AddDate(0, 0, g.r.IntN(days))
}
