package main

import (
	"log"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// defaultMinPop is the population above which places outside the focus countries
// are kept. Chosen by measurement (go run ./build/gazetteer -stats): see SOURCES.md.
const defaultMinPop = 75000

// focusCountries keep every populated place GeoNames' cities500 has: the countries
// the captions of our users are about.
var focusCountries = map[string]bool{"SY": true, "IQ": true, "LB": true, "JO": true,
	"IL": true, "PS": true, "YE": true}

// focusTurkey are Turkey's provinces on the Syrian and Iraqi borders (GeoNames
// admin1 codes): Hatay, Kilis, Gaziantep, Şanlıurfa, Mardin, Şırnak, Hakkâri.
var focusTurkey = map[string]bool{"31": true, "90": true, "83": true, "63": true,
	"72": true, "80": true, "70": true}

func (p *place) focus() bool {
	return focusCountries[p.cc] || p.cc == "TR" && focusTurkey[p.admin1]
}

// entry is one line of places.tsv.
type entry struct {
	id, kind, cc, parent string
	lat, lon             float64
	hasGeo               bool
	pop                  int
	name                 string
	names                []string // every name that indexes it
}

type tables struct {
	entries []*entry
	key     map[string][]*entry
}

// build selects the entries and indexes their names.
func (s *sources) build(minPop int) *tables {
	byID := map[string]*entry{}
	var list []*entry
	add := func(e *entry) {
		byID[e.id] = e
		list = append(list, e)
	}
	for _, c := range s.countries {
		add(&entry{id: "c:" + c.cc, kind: "country", cc: c.cc, lat: c.lat, lon: c.lon,
			hasGeo: c.hasGeo, name: c.names[0], names: c.names})
	}
	for _, a := range s.admin1 {
		cc, _, _ := strings.Cut(a.code, ".")
		if byID["c:"+cc] == nil {
			continue
		}
		names := []string{a.name}
		if short := trimKindWord(a.name); short != a.name {
			names = append(names, short)
		}
		add(&entry{id: "r:" + a.code, kind: "region", cc: cc, parent: "c:" + cc, name: a.name, names: names})
	}
	seat := map[string]*place{}    // region id -> its seat or most populous place
	capital := map[string]*place{} // country code -> its capital or most populous place
	for i := range s.places {
		p := &s.places[i]
		if q := capital[p.cc]; q == nil || better(p, q) {
			capital[p.cc] = p
		}
		rid := "r:" + p.cc + "." + p.admin1
		if q := seat[rid]; q == nil || better(p, q) {
			seat[rid] = p
		}
		if !p.focus() && p.pop < minPop && p.fcode != "PPLC" {
			continue
		}
		parent := "c:" + p.cc
		if byID[rid] != nil {
			parent = rid
		} else if byID[parent] == nil {
			continue
		}
		kind := "city"
		if p.fcode == "PPLX" {
			kind = "district"
		}
		e := &entry{id: "gn:" + p.id, kind: kind, cc: p.cc, parent: parent, lat: p.lat, lon: p.lon,
			hasGeo: true, pop: p.pop, name: p.name, names: []string{p.name, p.ascii}}
		if p.focus() && p.ascii != "" {
			// "Dārat ‘Izzah" is shown as "Darat Izzah": the marks of a scholarly
			// transliteration are not the English of captions.
			e.name = strings.Join(strings.Fields(strings.ReplaceAll(p.ascii, "`", "")), " ")
		}
		for _, a := range p.alts {
			if p.focus() && latinName(a) {
				e.names = append(e.names, a)
			}
		}
		add(e)
	}
	for _, e := range list {
		if p := seat[e.id]; e.kind == "region" && p != nil {
			e.lat, e.lon, e.hasGeo = p.lat, p.lon, true
		}
		if p := capital[e.cc]; e.kind == "country" && !e.hasGeo && p != nil {
			e.lat, e.lon, e.hasGeo = p.lat, p.lon, true // no shape in world-atlas
		}
	}
	s.applyAliases(byID)
	t := &tables{entries: list, key: map[string][]*entry{}}
	for _, e := range list {
		for _, n := range e.names {
			addIndex(t.key, gazetteer.Key(n), e)
		}
	}
	return t
}

// better tells whether p is a better seat for its region than q: a capital first,
// then the larger population.
func better(p, q *place) bool {
	rank := func(x *place) int {
		switch x.fcode {
		case "PPLC":
			return 2
		case "PPLA":
			return 1
		}
		return 0
	}
	if rank(p) != rank(q) {
		return rank(p) > rank(q)
	}
	return p.pop > q.pop
}

// trimKindWord drops a trailing kind word from a division's name: "Damascus
// Governorate" -> "Damascus", "Bursa Province" -> "Bursa".
func trimKindWord(name string) string {
	for _, w := range []string{" Governorate", " Province", " Prefecture", " Oblast", " Region"} {
		if s, ok := strings.CutSuffix(name, w); ok && s != "" {
			return s
		}
	}
	return name
}

// latinName reports whether a GeoNames alternate name is written in Latin letters
// and is a name, not a code ("PMS", "LTK") or a link.
func latinName(s string) bool {
	if s == "" || strings.Contains(s, "http") {
		return false
	}
	letters, upper := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r):
			return false
		case unicode.IsDigit(r):
			return false
		case unicode.IsUpper(r):
			upper++
			letters++
		case unicode.IsLetter(r):
			letters++
		}
	}
	return letters >= 2 && !(upper == letters && letters <= 4)
}

func (s *sources) applyAliases(byID map[string]*entry) {
	for _, a := range s.aliases {
		e := byID[a.id]
		if e == nil {
			log.Fatalf("aliases.txt:%d: unknown id %s", a.line, a.id)
		}
		switch a.op {
		case "=":
			e.name = a.name
			e.names = append(e.names, a.name)
		case "-":
			f, kept := gazetteer.Fold(a.name), e.names[:0]
			for _, n := range e.names {
				if gazetteer.Fold(n) != f {
					kept = append(kept, n)
				}
			}
			e.names = kept
		default:
			e.names = append(e.names, a.name)
		}
	}
}

func addIndex(m map[string][]*entry, k string, e *entry) {
	if k == "" {
		return
	}
	for _, x := range m[k] {
		if x == e {
			return
		}
	}
	m[k] = append(m[k], e)
}

// otherFolds are the distinct Fold keys of e's names other than its canonical name's.
func otherFolds(e *entry) []string {
	seen := map[string]bool{gazetteer.Fold(e.name): true, "": true}
	var out []string
	for _, n := range e.names {
		if f := gazetteer.Fold(n); !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	sort.Strings(out)
	return out
}

// hundredths is a coordinate in hundredths of a degree, rounded as two decimals
// print it (about 1 km), -0 as 0.
func hundredths(f float64) int {
	s := strconv.FormatFloat(f, 'f', 2, 64)
	n, err := strconv.Atoi(strings.Replace(s, ".", "", 1))
	if err != nil {
		log.Fatalf("coordinate %v: %v", f, err)
	}
	return n
}

// round2 keeps two significant digits: 1602264 -> 1600000.
func round2(n int) int {
	m := 1
	for n/m >= 100 {
		m *= 10
	}
	return n / m * m
}
