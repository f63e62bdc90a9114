package analysis

import (
	"bytes"
	"strings"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/gazetteer"
	"github.com/captions-analyzer/captions/caption/split"
	"github.com/captions-analyzer/captions/internal/synth"
)

// The fakes below stand in for the splitter, the chunk boundary and the parser, so
// that these tests check the analysis itself whatever the parser finds.

// fakeSplit cuts paragraphs at blank lines; in a paragraph, lines shorter than 50
// bytes or beginning "Reuters / " are noise, the other lines one caption. A first
// chunk with a NUL byte is binary.
func fakeSplit(data []byte, first bool) split.Result {
	var res split.Result
	res.Encoding = "utf-8"
	if first && bytes.IndexByte(data, 0) >= 0 {
		res.Err = errFake("binary file")
		return res
	}
	line := 1
	for off := 0; off < len(data); {
		end := bytes.IndexByte(data[off:], '\n')
		if end < 0 {
			end = len(data)
		} else {
			end += off
		}
		// One paragraph: lines up to a blank line.
		var c split.Caption
		var parts []string
		for off < len(data) && end > off {
			l := string(data[off:end])
			if len(l) < 50 || strings.HasPrefix(strings.ToLower(l), "reuters / ") {
				res.Noise++
				res.NoiseBytes += len(l)
			} else {
				if parts == nil {
					c.Start, c.Line = off, line
				}
				parts = append(parts, l)
				c.End = end
			}
			off = min(end+1, len(data))
			line++
			if end = bytes.IndexByte(data[off:], '\n'); end < 0 {
				end = len(data)
			} else {
				end += off
			}
		}
		if parts != nil {
			c.Text = strings.Join(parts, " ")
			for _, m := range truncationMarkers {
				c.Truncated = c.Truncated || strings.HasSuffix(c.Text, m)
			}
			res.Captions = append(res.Captions, c)
		}
		if off < len(data) && data[off] == '\n' {
			off++
			line++
		}
	}
	return res
}

type errFake string

func (e errFake) Error() string { return string(e) }

// fakeBoundary cuts after the first blank line at or after target.
func fakeBoundary(data []byte, target int) int {
	if target >= len(data) {
		return len(data)
	}
	i := bytes.Index(data[target:], []byte("\n\n"))
	if i < 0 {
		return len(data)
	}
	return target + i + 2
}

// fakeParser returns the truth of the synthetic captions it knows, and resolves a few
// place names to ids with parents.
func fakeParser(truth []synth.Truth) func(string) caption.Record {
	byText := make(map[string]*synth.Truth, len(truth))
	for i := range truth {
		byText[truth[i].Text] = &truth[i]
	}
	return func(text string) caption.Record {
		r := caption.Record{Text: text, Photographers: []string{}, Agencies: []string{}, Places: []string{}}
		t := byText[text]
		if t == nil {
			return r
		}
		r.Photographers, r.Agencies, r.Places = t.Photographers, t.Agencies, t.Places
		r.Date, r.Location = t.Date, t.Location
		r.PlacesResolved = make([]*gazetteer.Resolved, len(r.Places))
		for i, p := range r.Places {
			r.PlacesResolved[i] = fakeResolve(p)
			if p == r.Location && r.PlacesResolved[i] != nil {
				r.LocationID = r.PlacesResolved[i].ID
			}
		}
		return r
	}
}

var fakeGazetteer = map[string]*gazetteer.Resolved{
	"aleppo":   {ID: "t:aleppo", Name: "Aleppo", Kind: "city", Parents: []string{"t:aleppo-gov", "t:syria"}},
	"syria":    {ID: "t:syria", Name: "Syria", Kind: "country"},
	"mosul":    {ID: "t:mosul", Name: "Mosul", Kind: "city", Parents: []string{"t:iraq"}},
	"iraq":     {ID: "t:iraq", Name: "Iraq", Kind: "country"},
	"sukkari":  {ID: "t:sukkari", Name: "Sukkari", Kind: "district", Parents: []string{"t:aleppo", "t:aleppo-gov", "t:syria"}},
	"kharkiv":  {ID: "t:kharkiv", Name: "Kharkiv", Kind: "city", Parents: []string{"t:ukraine"}},
	"ukraine":  {ID: "t:ukraine", Name: "Ukraine", Kind: "country"},
	"saltivka": {ID: "t:saltivka", Name: "Saltivka", Kind: "district", Parents: []string{"t:kharkiv", "t:ukraine"}},
}

func fakeResolve(name string) *gazetteer.Resolved {
	return fakeGazetteer[fold(name)]
}

// fakeEngine analyzes the synthetic corpus of truth with the fakes.
func fakeEngine(truth []synth.Truth) engine {
	return engine{split: fakeSplit, boundary: fakeBoundary, parse: fakeParser(truth)}
}
