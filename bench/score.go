package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/captions-analyzer/captions/internal/gold"
)

// score scores a tool's records on the dev corpus against the gold. Records are
// matched to gold records by their text (loose key), and failing that by their place
// in their file; a gold record with no match is scored
// against an empty record, so a tool that loses or merges captions pays for it.
func score(golds, preds []gold.Record) (s gold.Score, matched int) {
	byText := map[string][]int{}
	byPlace := map[string]int{}
	perFile := map[string]int{}
	for i, p := range preds {
		if k := gold.Key(p.Text); k != "" {
			byText[k] = append(byText[k], i)
		}
		f := filepath.Base(p.File)
		byPlace[f+"#"+strconv.Itoa(perFile[f])] = i
		perFile[f]++
	}
	used := make([]bool, len(preds))
	goldPerFile := map[string]int{}
	for _, g := range golds {
		f := filepath.Base(g.File)
		n := goldPerFile[f]
		goldPerFile[f]++
		pred := gold.Record{}
		found := false
		for _, i := range byText[gold.Key(g.Text)] {
			if !used[i] {
				used[i], pred, found = true, preds[i], true
				break
			}
		}
		if !found {
			if i, ok := byPlace[f+"#"+strconv.Itoa(n)]; ok && !used[i] {
				used[i], pred, found = true, preds[i], true
			}
		}
		if found {
			matched++
		}
		s.Add(pred, g)
	}
	return s, matched
}

// loadRecords reads a tool's records, one JSON object a line, keeping the fields of
// the gold (the command line's records have more, and an integer id).
func loadRecords(path string) ([]gold.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []gold.Record
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	for n := 1; sc.Scan(); n++ {
		var r struct {
			File          string   `json:"file"`
			Text          string   `json:"text"`
			Photographers []string `json:"photographers"`
			Agencies      []string `json:"agencies"`
			Date          string   `json:"date"`
			Location      string   `json:"location"`
			Places        []string `json:"places"`
		}
		if len(sc.Bytes()) == 0 {
			continue
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		out = append(out, gold.Record{File: r.File, Text: r.Text, Photographers: r.Photographers,
			Agencies: r.Agencies, Date: r.Date, Location: r.Location, Places: r.Places})
	}
	return out, sc.Err()
}
