package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/captions-analyzer/captions/internal/gold"
)

// devDir holds the development gold corpus beside the repository.
const devDir = "../../../shared/corpus/dev"

// What outside checks score: -format jsonl over a gold caption file prints one line
// per caption paragraph, in order, with the gold text.
func TestJSONLOverGoldFiles(t *testing.T) {
	golds, err := gold.Load(filepath.Join(devDir, "dev.gold.jsonl"))
	if err != nil {
		t.Skipf("no gold corpus: %v", err)
	}
	byFile := map[string][]gold.Record{}
	var files []string
	for _, g := range golds {
		if byFile[g.File] == nil {
			files = append(files, g.File)
		}
		byFile[g.File] = append(byFile[g.File], g)
	}
	for _, name := range files {
		path := filepath.Join(devDir, name)
		if _, err := os.Stat(path); err != nil {
			continue
		}
		code, out, stderr := runCLI("", "-format", "jsonl", path)
		recs := jsonLines(t, out)
		want := byFile[name]
		if code != 0 || len(recs) != len(want) {
			t.Errorf("captions -format jsonl %s: exit %d (%s), %d lines, want %d", name, code, stderr, len(recs), len(want))
			continue
		}
		for i, r := range recs {
			if r["text"] != want[i].Text {
				t.Errorf("%s line %d:\n got  %q\n want %q", name, i+1, r["text"], want[i].Text)
			}
		}
	}
}

// Over the raw page texts, the captions kept (not duplicates) are those expected, in
// order: repeated captions and a "...more" copy point to the first full caption.
func TestJSONLOverRawPages(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(devDir, "raw", "expect.json"))
	if err != nil {
		t.Skipf("no raw pages: %v", err)
	}
	var expect []struct {
		File     string   `json:"file"`
		Unique   int      `json:"unique_captions"`
		Captions []string `json:"captions"`
	}
	if err := json.Unmarshal(raw, &expect); err != nil {
		t.Fatal(err)
	}
	for _, e := range expect {
		_, out, _ := runCLI("", "-format", "jsonl", filepath.Join(devDir, "raw", e.File))
		var kept []string
		for _, r := range jsonLines(t, out) {
			if r["duplicate_of"] == -1.0 {
				kept = append(kept, r["text"].(string))
			}
		}
		if !slices.Equal(kept, e.Captions) || len(kept) != e.Unique {
			t.Errorf("%s: kept %d captions, want %d:\n got  %q\n want %q", e.File, len(kept), e.Unique, kept, e.Captions)
		}
	}
}
