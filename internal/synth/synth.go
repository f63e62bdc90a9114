// Package synth writes deterministic corpora of invented news-photo captions, of any
// size, in the credit styles, date forms and place phrases agencies use, with exact
// duplicates, shortened "...more" copies and page noise; it knows what every caption
// says, so it can also write the truth to test against.
//
// The same Config always gives the same bytes: a seeded PCG, no clock, no map order.
package synth

import (
	"bytes"
	"encoding/json"
	"io"
	"math/rand/v2"
	"strings"
)

// Config says what to write. Rates are probabilities per caption; zero means the
// default rate, a negative rate none.
type Config struct {
	Seed uint64
	// Size is the most bytes to write; the corpus ends at the last caption that fits.
	Size int
	// Countries limits the captions to these countries (as in the data: "Syria",
	// "Iraq", "Ukraine", "Yemen", "Afghanistan", "Libya", "Sudan", "Gaza Strip").
	Countries []string
	// Duplicates: an exact copy of an earlier caption (default 0.04).
	Duplicates float64
	// Truncated: a copy shortened with "...more" or "…", of an earlier caption or
	// before its full version (default 0.03).
	Truncated float64
	// Noise: a paragraph of page noise ("Close", "12 / 55") after a caption (default 0.02).
	Noise float64
	// Attached: page lines ("Reuters / Friday, June 3, 2016", "4 / 55") right under a
	// caption, without a blank line, as gallery page texts have them (default none).
	Attached float64
}

// Truth is what one caption occurrence of the corpus says, in the fields of the gold
// annotations, plus whether it is a copy.
type Truth struct {
	Text          string   `json:"text"`
	Photographers []string `json:"photographers"`
	Agencies      []string `json:"agencies"`
	Date          string   `json:"date"`
	Location      string   `json:"location"`
	Places        []string `json:"places"`
	// Truncated is set for a shortened copy; its fields are those of the full caption.
	Truncated bool `json:"truncated,omitempty"`
	// DuplicateOf is the index of the caption occurrence this one copies (the first
	// full occurrence, even when it comes later), or -1.
	DuplicateOf int `json:"duplicate_of"`
	// Start and End are the caption's byte range in the corpus.
	Start int `json:"start"`
	End   int `json:"end"`

	bodyEnd int // where the body ends, before what may be cut off
}

// Generate returns the corpus and the truth of every caption occurrence, in order.
func Generate(c Config) ([]byte, []Truth) {
	g := newGen(c)
	g.run()
	return g.out.Bytes(), g.truth
}

// Write writes the corpus to w and, when truth is not nil, the truth as JSON lines.
func Write(w io.Writer, truth io.Writer, c Config) error {
	data, ts := Generate(c)
	if _, err := w.Write(data); err != nil {
		return err
	}
	if truth == nil {
		return nil
	}
	return WriteTruth(truth, ts)
}

// WriteTruth writes truth records as JSON lines.
func WriteTruth(w io.Writer, ts []Truth) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range ts {
		if err := enc.Encode(&ts[i]); err != nil {
			return err
		}
	}
	return nil
}

func rate(r, def float64) float64 {
	switch {
	case r < 0:
		return 0
	case r == 0:
		return def
	}
	return r
}

// gen is the state of one generation.
type gen struct {
	c             Config
	r             *rand.Rand
	out           bytes.Buffer
	truth         []Truth
	countries     []*country
	photographers []photographer
	bodies        map[string]bool // keys of the bodies written: every caption is unique
	unique        []int           // truth indices of full, first occurrences
	pending       []pendingFull   // full captions due after their shortened copy
	counter       int             // gallery picture counter for attached lines
}

type pendingFull struct {
	cap   caption
	trunc int // truth index of the shortened copy
	due   int // number of captions to write before it
}

func newGen(c Config) *gen {
	c.Duplicates = rate(c.Duplicates, 0.04)
	c.Truncated = rate(c.Truncated, 0.03)
	c.Noise = rate(c.Noise, 0.02)
	c.Attached = rate(c.Attached, -1)
	g := &gen{c: c, r: rand.New(rand.NewPCG(c.Seed, c.Seed^0x9E3779B97F4A7C15)), bodies: map[string]bool{}}
	for i := range countries {
		if len(c.Countries) == 0 || contains(c.Countries, countries[i].name) {
			g.countries = append(g.countries, &countries[i])
		}
	}
	if len(g.countries) == 0 {
		g.countries = append(g.countries, &countries[0])
	}
	g.photographers = g.newPhotographers(40 + 20*len(g.countries))
	return g
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (g *gen) pick(list []string) string { return list[g.r.IntN(len(list))] }

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

// run writes captions until the next one would pass Size.
func (g *gen) run() {
	for {
		var para string
		var t Truth
		switch {
		case g.dueFull() >= 0:
			i := g.dueFull()
			p := g.pending[i]
			g.pending = append(g.pending[:i], g.pending[i+1:]...)
			t = p.cap.truth()
			if !g.emit(&t, p.cap.text) {
				return
			}
			g.truth[p.trunc].DuplicateOf = len(g.truth) - 1
			g.unique = append(g.unique, len(g.truth)-1)
			continue
		case len(g.unique) > 0 && g.chance(g.c.Duplicates):
			j := g.unique[g.r.IntN(len(g.unique))]
			t = g.truth[j]
			t.DuplicateOf = j
			para = t.Text
		case len(g.unique) > 0 && g.chance(g.c.Truncated/2):
			j := g.unique[g.r.IntN(len(g.unique))]
			t = g.truth[j]
			t.Text, t.Truncated, t.DuplicateOf = g.shorten(t.Text, t.bodyEnd), true, j
			para = t.Text
		default:
			c := g.newCaption()
			if len(g.unique) > 0 && g.chance(g.c.Truncated/2) {
				t = c.truth()
				t.Text, t.Truncated = g.shorten(c.text, c.bodyEnd), true
				if !g.emit(&t, t.Text) {
					return
				}
				g.pending = append(g.pending, pendingFull{cap: c, trunc: len(g.truth) - 1, due: g.r.IntN(4)})
				continue
			}
			t = c.truth()
			para = c.text
			if !g.emit(&t, para) {
				return
			}
			g.unique = append(g.unique, len(g.truth)-1)
			continue
		}
		if !g.emit(&t, para) {
			return
		}
	}
}

// dueFull returns the index in pending of a full caption due now, or -1; every call
// of emit counts down.
func (g *gen) dueFull() int {
	for i, p := range g.pending {
		if p.due <= 0 {
			return i
		}
	}
	return -1
}

// emit writes one caption paragraph (with what follows it) and its truth; false when
// it does not fit.
func (g *gen) emit(t *Truth, text string) bool {
	var after string
	if g.chance(g.c.Attached) {
		g.counter++
		after = "\n" + g.pageDateLine() + "\n" + itoa(g.counter) + " / " + itoa(g.counter+20+g.r.IntN(60))
	}
	if g.chance(g.c.Noise) {
		after += "\n\n" + g.noise()
	}
	sep := 0
	if g.out.Len() > 0 {
		sep = 2
	}
	if g.out.Len()+sep+len(text)+len(after)+1 > g.c.Size {
		return false
	}
	if sep > 0 {
		g.out.WriteString("\n\n")
	}
	t.Start = g.out.Len()
	g.out.WriteString(text)
	t.End = g.out.Len()
	g.out.WriteString(after)
	if t.Photographers == nil {
		t.Photographers = []string{}
	}
	g.truth = append(g.truth, *t)
	for i := range g.pending {
		g.pending[i].due--
	}
	return true
}

func (g *gen) noise() string {
	if g.chance(0.4) {
		return itoa(1+g.r.IntN(80)) + " / " + itoa(81+g.r.IntN(40))
	}
	return g.pick(noiseLines)
}

// shorten cuts a caption at a space after its body and the first word that follows,
// and marks the cut as a gallery page does.
func (g *gen) shorten(text string, bodyEnd int) string {
	var cuts []int
	for i := bodyEnd + 2; i < len(text); i++ {
		if text[i] == ' ' {
			cuts = append(cuts, i)
		}
	}
	cut := len(text) - 1
	if len(cuts) > 0 {
		cut = cuts[g.r.IntN(len(cuts))]
	}
	for cut > bodyEnd+1 && text[cut]&0xC0 == 0x80 {
		cut--
	}
	marker := "...more"
	switch g.r.IntN(4) {
	case 0:
		marker = "…"
	case 1:
		marker = "... more"
	}
	return strings.TrimRight(text[:cut], " ") + marker
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for ; n > 0; n /= 10 {
		i--
		b[i] = byte('0' + n%10)
	}
	return string(b[i:])
}

// pageDateLine is the line a gallery page puts under a picture.
func (g *gen) pageDateLine() string {
	d := g.day(g.countries[g.r.IntN(len(g.countries))])
	return g.pick([]string{"Reuters", "REUTERS"}) + " / " + weekdays[d.Weekday()] + ", " +
		months[d.Month()-1] + " " + itoa(d.Day()) + ", " + itoa(d.Year())
}
