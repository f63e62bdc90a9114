package main

import (
	"bytes"
	"fmt"
	"log"
	"sort"
	"strconv"
	"strings"

	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// sampleEvery is the spacing of the refs whose key keys.tsv writes out, and
// rowsEvery that of the rows whose offset rows.bin writes.
const (
	sampleEvery = 32
	rowsEvery   = 8
)

// files renders the tables that caption/gazetteer embeds, by their path in its
// folder, and the Go file of their section offsets; its data.go says how they are
// searched.
//
//	places.tsv  id TAB kind TAB country TAB parent TAB lat TAB lon TAB population TAB name TAB folds
//	rows.bin    3-byte offsets of rows 0, rowsEvery, 2·rowsEvery ... of places.tsv
//	refs.bin    2-byte row numbers, sorted by the Key of a name or fold of the row
//	ords.bin    which text of the row each ref means: 0 its name, n its n-th fold
//	keys.tsv    the Key of every sampleEvery-th ref TAB its number among the samples
//
// places.tsv is sorted by id (see idLess). folds are the Fold keys of the other
// names, "|"-separated, so that a match on the tolerant key can be told exact or
// not. The kind and parent fields hold only what the id does not tell (see
// shortKind and shortParent). Coordinates are in hundredths of a degree (about
// 1 km); a town's are counted from its parent's when the parent has some, which
// takes a third off their compressed size. Populations have two significant
// digits: enough to map and to rank.
//
// The tolerant keys are not written: a ref points at the text whose Key it is filed
// under, so the index costs three bytes a name (and far less once compressed: most
// refs mean a name). Within one key the refs run by population, largest first, then
// by id.
func (t *tables) files() map[string][]byte {
	sort.Slice(t.entries, func(i, j int) bool { return idLess(t.entries[i].id, t.entries[j].id) })
	if len(t.entries) > 1<<16 {
		log.Fatalf("%d entries, past what a 2-byte row number reaches", len(t.entries))
	}
	byID := map[string]*entry{}
	for _, e := range t.entries {
		byID[e.id] = e
	}
	var p, rows bytes.Buffer
	texts := map[*entry][]text{} // the name and the folds of an entry
	for i, e := range t.entries {
		if i%rowsEvery == 0 {
			rows.Write([]byte{byte(p.Len() >> 16), byte(p.Len() >> 8), byte(p.Len())})
		}
		lat, lon := "", ""
		if e.hasGeo {
			y, x := hundredths(e.lat), hundredths(e.lon)
			if q := byID[e.parent]; strings.HasPrefix(e.id, "gn:") && q != nil && q.hasGeo {
				y, x = y-hundredths(q.lat), x-hundredths(q.lon)
			}
			lat, lon = strconv.Itoa(y), strconv.Itoa(x)
		}
		if strings.ContainsAny(e.name, "\t\n|") {
			log.Fatalf("%s: name %q holds a separator", e.id, e.name)
		}
		kind, parent := shortKind(e), shortParent(e)
		fmt.Fprintf(&p, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t", e.id, kind, e.cc, parent, lat, lon, round2(e.pop))
		ts := []text{{i, 0, e.name}}
		p.WriteString(e.name)
		p.WriteByte('\t')
		for j, f := range otherFolds(e) {
			if j > 0 {
				p.WriteByte('|')
			}
			if j+1 > 255 {
				log.Fatalf("%s: more folds than a 1-byte ord counts", e.id)
			}
			ts = append(ts, text{i, j + 1, f})
			p.WriteString(f)
		}
		p.WriteByte('\n')
		texts[e] = ts
	}
	if p.Len() >= 1<<24 {
		log.Fatalf("places.tsv is %d bytes, past what a 3-byte offset reaches", p.Len())
	}
	refs, ords, keys := index(t.key, texts)
	return map[string][]byte{"data/places.tsv": p.Bytes(), "data/rows.bin": rows.Bytes(),
		"data/refs.bin": refs, "data/ords.bin": ords, "data/keys.tsv": keys, "sections.go": sections(p.String())}
}

// text is a name (ord 0) or fold (ord n: the n-th) of the entry of a row.
type text struct {
	row, ord int
	s        string
}

// index renders refs.bin, ords.bin and keys.tsv: for each key, one ref per entry it
// indexes, meaning the first of the entry's texts whose Key it is.
func index(m map[string][]*entry, texts map[*entry][]text) (refs, ords, keys []byte) {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var r, o, s bytes.Buffer
	n := 0
	for _, k := range ks {
		es := m[k]
		sort.SliceStable(es, func(i, j int) bool {
			if es[i].pop != es[j].pop {
				return es[i].pop > es[j].pop
			}
			return es[i].id < es[j].id
		})
		for _, e := range es {
			var at *text
			for i, t := range texts[e] {
				if gazetteer.Key(t.s) == k {
					at = &texts[e][i]
					break
				}
			}
			if at == nil {
				log.Fatalf("%s: no name or fold of it has the key %q it is filed under", e.id, k)
			}
			if n%sampleEvery == 0 {
				fmt.Fprintf(&s, "%s\t%d\n", k, n/sampleEvery)
			}
			r.Write([]byte{byte(at.row >> 8), byte(at.row)})
			o.WriteByte(byte(at.ord))
			n++
		}
	}
	return r.Bytes(), o.Bytes(), s.Bytes()
}

// sections renders the Go file that says where the towns' and the regions' rows
// start in places.tsv, so that a region or country is looked up among its own kind.
func sections(places string) []byte {
	towns := strings.Index(places, "\ngn:") + 1
	regions := strings.Index(places, "\nr:") + 1
	if towns <= 0 || regions <= towns {
		log.Fatal("places.tsv does not run countries, towns, regions")
	}
	return []byte(fmt.Sprintf(`// Code generated by go run ./build/gazetteer; DO NOT EDIT.

package gazetteer

// Where the towns' (gn:) and the regions' (r:) rows start in data/places.tsv: the
// countries' (c:) come first.
const (
	townsAt   = %d
	regionsAt = %d
)
`, towns, regions))
}

// shortKind is the kind field of an entry: "d" for a district, "" for the rest, whose
// kind the id tells (c: country, r: region, gn: city).
func shortKind(e *entry) string {
	want := map[string]string{"c:": "country", "r:": "region", "gn": "city"}[e.id[:2]]
	switch {
	case e.kind == want:
		return ""
	case e.kind == "district" && want == "city":
		return "d"
	}
	log.Fatalf("%s: kind %s does not go with its id", e.id, e.kind)
	return ""
}

// shortParent is the parent field of an entry: the admin-1 code of a town's region
// ("09" for r:SY.09), "" for a town in no region, whose parent is its country, and ""
// for a region (its country) or a country (none).
func shortParent(e *entry) string {
	country := "c:" + e.cc
	switch {
	case strings.HasPrefix(e.id, "c:") && e.parent == "":
		return ""
	case strings.HasPrefix(e.id, "r:") && e.parent == country:
		return ""
	case strings.HasPrefix(e.id, "gn:") && e.parent == country:
		return ""
	case strings.HasPrefix(e.id, "gn:"):
		if code, ok := strings.CutPrefix(e.parent, "r:"+e.cc+"."); ok && code != "" {
			return code
		}
	}
	log.Fatalf("%s: parent %q does not go with its id and country %s", e.id, e.parent, e.cc)
	return ""
}

// idLess orders places.tsv as caption/gazetteer searches it: by id in byte order,
// but towns ("gn:" and a GeoNames number) by number, in which neighbouring ids are
// often neighbouring places, which compresses better.
func idLess(a, b string) bool {
	if strings.HasPrefix(a, "gn:") && strings.HasPrefix(b, "gn:") && len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}
