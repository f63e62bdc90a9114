package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/andybalholm/brotli"
)

// printStats prints, for several population thresholds, the size of the tables
// (raw and brotli) and the share of the world's town population they cover.
func printStats(s *sources) {
	total := 0
	for _, p := range s.places {
		total += p.pop
	}
	fmt.Println("min-pop  entries  raw-bytes  brotli-bytes  population-covered")
	for _, min := range []int{15000, 50000, 75000, 100000, 1e9} {
		t := s.build(min)
		covered := 0
		for i := range s.places {
			p := &s.places[i]
			if p.focus() || p.pop >= min || p.fcode == "PPLC" {
				covered += p.pop
			}
		}
		raw, br := 0, 0
		for name, b := range t.files() {
			if !strings.HasPrefix(name, "data/") {
				continue
			}
			raw += len(b)
			br += brotliSize(b)
		}
		fmt.Printf("%7d  %7d  %9d  %12d  %17.1f%%\n", min, len(t.entries), raw, br,
			100*float64(covered)/float64(total))
	}
}

func brotliSize(b []byte) int {
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}
