package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// Golden files: what the command prints for the sample captions. Update them with
// `go test ./cmd/captions -update` (or UPDATE_GOLDEN=1) after looking at the change.

var update = flag.Bool("update", false, "rewrite the golden files")

const goldenDir = "../../testdata/golden/captions"

// goldenRuns are the runs whose output is kept, by golden file name.
var goldenRuns = map[string][]string{
	"sample.summary.txt": {"../../testdata/sample"},
	"sample.csv":         {"-format", "csv", "../../testdata/sample"},
}

func TestGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("golden files are checked without -short")
	}
	for name, args := range goldenRuns {
		code, out, stderr := runCLI("", args...)
		if code != 0 {
			t.Errorf("captions %q: exit %d, %s", args, code, stderr)
		}
		path := filepath.Join(goldenDir, name)
		if *update || os.Getenv("UPDATE_GOLDEN") == "1" {
			if err := os.MkdirAll(goldenDir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test ./cmd/captions -update)", err)
		}
		if !bytes.Equal([]byte(out), want) {
			t.Errorf("captions %q differs from %s (update with -update):\n got\n%s\n want\n%s", args, path, clip(out), clip(string(want)))
		}
	}
}

// No golden file is left that no test writes.
func TestGoldenOrphans(t *testing.T) {
	entries, err := os.ReadDir(goldenDir)
	if err != nil {
		t.Fatalf("golden files: %v (run go test ./cmd/captions -update)", err)
	}
	for _, e := range entries {
		if _, ok := goldenRuns[e.Name()]; !ok {
			t.Errorf("orphaned golden file %s/%s: no test writes it; delete it", goldenDir, e.Name())
		}
	}
}

func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "…"
	}
	return s
}
