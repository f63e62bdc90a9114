package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseSize(t *testing.T) {
	expectSize(t, "20MB", 20<<20)
	expectSize(t, "512kb", 512<<10)
	expectSize(t, "1GB", 1<<30)
	expectSize(t, "1000", 1000)
	expectSize(t, "12B", 12)
	expectSize(t, "MB", -1)
	expectSize(t, "-3MB", -1)
}

func expectSize(t *testing.T, s string, want int) {
	t.Helper()
	got, err := parseSize(s)
	if err != nil {
		got = -1
	}
	if got != want {
		t.Errorf("parseSize(%q) = %d (%v), want %d", s, got, err, want)
	}
}

func TestRun(t *testing.T) {
	dir := t.TempDir()
	corpus, truth := filepath.Join(dir, "c.txt"), filepath.Join(dir, "t.jsonl")
	var out, errOut bytes.Buffer
	if code := run([]string{"-size", "8KB", "-seed", "2", "-o", corpus, "-truth", truth}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	data, _ := os.ReadFile(corpus)
	lines, _ := os.ReadFile(truth)
	if len(data) == 0 || len(data) > 8<<10 || !bytes.Contains(lines, []byte(`"duplicate_of":`)) {
		t.Errorf("corpus of %d bytes, truth %q…", len(data), lines[:min(len(lines), 100)])
	}
	if code := run([]string{"-size", "lots"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "bad -size") {
		t.Errorf("bad size: exit %d, stderr %q; want 2", code, errOut.String())
	}
}
