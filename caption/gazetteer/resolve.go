package gazetteer

import (
	"math"
	"strings"
)

// How a name is resolved
//
// The candidates of a name are the gazetteer entries that share its tolerant Key.
// Each gets a score:
//
//	100 when the name is the entry's canonical name (Fold equal), 92 when it is one
//	    of its other names, 60 when only the Key is (a key-only match needs a key of
//	    at least 4 letters: "Duma" alone does not reach Douma, the alias table does),
//	    61 in a focus country, where cities500 gives many towns no size: with the +5
//	    below, a spelling of one reaches minScore as one of a small town does
//	    (Qamishlo, Tel Abyad, Maaret al-Nouman);
//	+ kind: the caption's hint ("neighbourhood", "governorate", ...) against the
//	    entry's kind; without a hint a country +18, a region +8, a town by its size,
//	    3·log10(population);
//	+ 5 for the countries our captions are about (focusCountries);
//	+ context: +20 inside the parent the caption gives, +10 near it (see fit; a candidate in
//	    another country is dropped, one elsewhere in the same country kept only for
//	    an exact name), +15 in the country of another place of the
//	    caption, −40 outside all of them (Paris or Baghdad still resolve in a Syrian
//	    caption, a namesake village or province abroad does not), +10 near (150 km)
//	    or inside another place of the caption in the same country.
//
// The best candidate wins when it scores at least 75 and leads the next different
// place by at least 4 (a city and the region named after it are one place here);
// otherwise the name is ambiguous, noted, and not forced onto either.
//
// A name that resolves to nothing but has a parent in the caption becomes a place of
// its own, "x:<anchor>/<key>", anchored to its nearest resolved parent, with the
// anchor's coordinates marked Approx: "the Sukkari neighbourhood of Aleppo" and
// "al-Sukari, Aleppo" both give x:gn:170063/skr.

const (
	minScore  = 75
	minLead   = 4
	nearKm    = 150
	quarterKm = 25
)

// isFocus reports the countries of the conflicts our users document; their names
// win a tie against a namesake elsewhere.
func isFocus(country string) bool {
	switch country {
	case "SY", "IQ", "LB", "JO", "IL", "PS", "YE", "TR":
		return true
	}
	return false
}

// hintClass maps the caption's kind word to a gazetteer kind, or "".
func hintClass(kind string) string {
	switch strings.ToLower(kind) {
	case "country":
		return "country"
	case "region", "governorate", "province", "countryside", "state":
		return "region"
	case "city", "town", "village":
		return "city"
	case "district", "neighbourhood", "neighborhood", "quarter", "suburb":
		return "district"
	}
	return ""
}

func kindScore(hint string, c *record) float64 {
	switch hint {
	case "":
		switch c.Kind {
		case "country":
			return 18
		case "region":
			return 8
		}
	case "country":
		switch c.Kind {
		case "country":
			return 30
		case "region":
			return -20
		case "city", "district":
			return -30
		}
	case "region":
		switch c.Kind {
		case "region":
			return 30
		case "country":
			return 0
		case "city", "district":
			return -15
		}
	case "city":
		switch c.Kind {
		case "city":
			return 10 + sizeScore(c)
		case "district":
			return 0
		case "region":
			return -15
		case "country":
			return -30
		}
	case "district":
		switch c.Kind {
		case "district":
			return 10 + sizeScore(c)
		case "city":
			return 5 + sizeScore(c)
		case "region":
			return -20
		case "country":
			return -30
		}
	}
	return sizeScore(c)
}

// sizeScore is 3·log10(population) of a town.
func sizeScore(c *record) float64 {
	pop := c.pop
	if pop == 0 && strings.HasPrefix(c.ID, "gn:") {
		pop = 1000 // GeoNames has no figure: unknown, not empty
	}
	return 3 * math.Log10(float64(pop)+1)
}

// context is what the other places of a caption tell about one of them: the
// places of the previous pass, but for the one at hand (self) and those outside the
// gazetteer (x:).
type context struct {
	prev []*Resolved
	self int
}

func (cx *context) score(c *record) float64 {
	s, seen, sameCountry := 0.0, false, false
	near := false
	for j, o := range cx.prev {
		if j == cx.self || o == nil || strings.HasPrefix(o.ID, "x:") {
			continue
		}
		seen = true
		if o.ID == c.ID {
			continue
		}
		if o.Country != c.Country {
			continue
		}
		sameCountry = true
		if contains(o, c) || o.Kind != "country" && o.HasGeo && c.HasGeo && distanceKm(o, &c.Resolved) <= nearKm {
			near = true
		}
	}
	if !seen {
		return 0
	}
	if sameCountry {
		s += 15
	} else {
		s -= 40
	}
	if near {
		s += 10
	}
	return s
}

// contains reports whether p is one of c's ancestors.
func contains(p *Resolved, c *record) bool {
	for _, id := range c.Parents {
		if id == p.ID {
			return true
		}
	}
	return false
}

// fit grades candidate c as the place the caption puts inside (or next to) parent p:
// fitIn when it lies there (in the country or region; a town in the region of the
// town; a neighbourhood within 25 km of its city; within 150 km of the anchor of a
// parent outside the gazetteer), fitNear for a town within 150 km of the town but
// in another region, fitCountry when it is only in
// the same country (taken for an exact name that is not a neighbourhood:
// "Deir al-Zor, east of Raqqa"), fitNone otherwise.
func fit(c *record, p *Resolved, hint string) int {
	if c.ID == p.ID || c.Country != p.Country {
		return fitNone
	}
	switch p.Kind {
	case "country":
		return fitIn
	case "region":
		if contains(p, c) {
			return fitIn
		}
	}
	if c.Kind == "country" || c.Kind == "region" {
		return fitNone
	}
	if p.Kind == "region" {
		if hint == "district" {
			return fitNone
		}
		return fitCountry
	}
	if !p.Approx && hint != "district" && len(p.Parents) > 0 && len(c.Parents) > 0 &&
		c.Parents[0] == p.Parents[0] && strings.HasPrefix(p.Parents[0], "r:") {
		return fitIn
	}
	limit := float64(nearKm)
	if hint == "district" && !p.Approx {
		limit = quarterKm
	}
	if p.HasGeo && c.HasGeo && distanceKm(p, &c.Resolved) <= limit {
		if hint == "district" || p.Approx {
			return fitIn
		}
		return fitNear
	}
	if hint == "district" {
		return fitNone
	}
	return fitCountry
}

const (
	fitNone = iota
	fitCountry
	fitNear
	fitIn
)

func distanceKm(a, b *Resolved) float64 {
	const r = 6371
	rad := math.Pi / 180
	dLat := (b.Lat - a.Lat) * rad
	dLon := (b.Lon - a.Lon) * rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(a.Lat*rad)*math.Cos(b.Lat*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * r * math.Asin(math.Sqrt(h))
}

// pick scores the candidates of one name. It returns the winner, or nil with the
// ids of the tied candidates when the name is ambiguous.
func pick(name, hint string, parent *Resolved, cx *context) (*Resolved, []string) {
	var r Resolved
	if ok, tied := pickInto(&r, Key(name), Fold(name), hint, parent, cx, true); !ok {
		return nil, tied
	}
	return &r, nil
}

// scored is a candidate with its score.
type scored struct {
	r     *record // shared with the memo: read only
	score float64
}

// pickInto is pick of a name of the given Key and Fold, writing the winner to out.
// The winner's Parents are the memo's unless own is set.
func pickInto(out *Resolved, key, fold, hint string, parent *Resolved, cx *context, own bool) (bool, []string) {
	rs := candidates(key)
	var stack [16]scored
	all := stack[:0]
	for i := range rs {
		r := &rs[i]
		s := 60.0
		switch {
		case r.nameFold == fold:
			s = 100
		case r.hasFold(fold):
			s = 92
		case len(key) < 4:
			continue
		case isFocus(r.Country):
			s = 61
		}
		if parent != nil {
			switch fit(r, parent, hint) {
			case fitNone:
				continue
			case fitCountry:
				if s < 92 {
					continue // a loose match far from its parent is a namesake
				}
			case fitNear:
				s += 10
			case fitIn:
				s += 20
			}
		}
		s += kindScore(hint, r)
		if isFocus(r.Country) {
			s += 5
		}
		s += cx.score(r)
		all = append(all, scored{r: r, score: s})
	}
	best, second := -1, -1
	for i := range all {
		if best < 0 || all[i].score > all[best].score {
			best = i
		}
	}
	if best < 0 || all[best].score < minScore {
		return false, nil
	}
	b := &all[best]
	for i := range all {
		c := &all[i]
		if i == best || contains(&c.r.Resolved, b.r) || contains(&b.r.Resolved, c.r) {
			continue
		}
		if second < 0 || c.score > all[second].score {
			second = i
		}
	}
	if second >= 0 && b.score-all[second].score < minLead {
		var ids []string
		for _, c := range all {
			if b.score-c.score < minLead {
				ids = append(ids, c.r.ID+" "+c.r.Name+" ("+c.r.Country+")")
			}
		}
		return false, ids
	}
	*out = b.r.Resolved
	if own {
		out.Parents = append([]string(nil), out.Parents...) // the candidates are shared
	}
	return true, nil
}

// outside makes the place of a name the gazetteer lacks, put in parent (itself
// resolved or outside). Its id is anchored to the nearest gazetteer place of the
// chain, so that "Hamouriyeh, eastern Ghouta, Damascus" and "Hamouriyeh, Damascus"
// meet; its coordinates are the anchor's, marked Approx.
func outside(parent Resolved, key, kind string) Resolved {
	anchor := parent.ID
	for i := 0; strings.HasPrefix(anchor, "x:") && i < len(parent.Parents); i++ {
		anchor = parent.Parents[i]
	}
	return Resolved{
		ID:      "x:" + anchor + "/" + key,
		Name:    key,
		Kind:    kind,
		Country: parent.Country,
		Lat:     parent.Lat,
		Lon:     parent.Lon,
		HasGeo:  parent.HasGeo,
		Approx:  parent.HasGeo,
		Parents: append(append(make([]string, 0, 1+len(parent.Parents)), parent.ID), parent.Parents...),
	}
}
