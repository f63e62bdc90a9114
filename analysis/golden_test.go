package analysis

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// Golden files: the analysis of the sample captions. When the parser changes, look
// at the difference and update them with `go test ./analysis -update` (or
// UPDATE_GOLDEN=1).

var update = flag.Bool("update", false, "rewrite the golden files")

const (
	sampleDir = "../testdata/sample"
	goldenDir = "../testdata/golden/analysis"
)

func updating() bool { return *update || os.Getenv("UPDATE_GOLDEN") == "1" }

// sampleInputs reads the sample files, in name order.
func sampleInputs(t *testing.T) []Input {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(sampleDir, "*.txt"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no sample files in %s: %v", sampleDir, err)
	}
	sort.Strings(names)
	var ins []Input
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		ins = append(ins, Input{Name: filepath.Base(n), Data: data})
	}
	return ins
}

// goldenFiles lists the golden files the tests below write.
func goldenFiles(ins []Input) []string {
	names := []string{"sample.files.json", "sample.stats.json"}
	for _, in := range ins {
		names = append(names, in.Name+".jsonl")
	}
	return names
}

func TestGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("golden files are checked without -short")
	}
	ins := sampleInputs(t)
	d := Analyze(ins)
	byFile := map[string]*bytes.Buffer{}
	for i := range d.Records {
		r := &d.Records[i]
		if byFile[r.File] == nil {
			byFile[r.File] = &bytes.Buffer{}
		}
		line, _ := json.Marshal(r)
		byFile[r.File].Write(append(line, '\n'))
	}
	for _, in := range ins {
		b := byFile[in.Name]
		if b == nil {
			b = &bytes.Buffer{}
		}
		expectGolden(t, in.Name+".jsonl", b.Bytes())
	}
	files, _ := json.MarshalIndent(d.Files, "", "  ")
	expectGolden(t, "sample.files.json", append(files, '\n'))
	stats, _ := json.MarshalIndent(d.Stats, "", "  ")
	expectGolden(t, "sample.stats.json", append(stats, '\n'))
}

// No golden file is left that no test writes.
func TestGoldenOrphans(t *testing.T) {
	want := map[string]bool{}
	for _, n := range goldenFiles(sampleInputs(t)) {
		want[n] = true
	}
	entries, err := os.ReadDir(goldenDir)
	if err != nil {
		t.Fatalf("golden files: %v (run go test ./analysis -update)", err)
	}
	for _, e := range entries {
		if !want[e.Name()] {
			t.Errorf("orphaned golden file %s/%s: no test writes it; delete it", goldenDir, e.Name())
		}
	}
}

func expectGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	expectFile(t, filepath.Join(goldenDir, name), got)
}

// expectFile checks got against the file at path, or writes it there when updating.
func expectFile(t *testing.T, path string, got []byte) {
	t.Helper()
	if updating() {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./analysis -update)", err)
	}
	if !bytes.Equal(got, want) {
		g, w := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
		for i := 0; i < max(len(g), len(w)); i++ {
			var gl, wl []byte
			if i < len(g) {
				gl = g[i]
			}
			if i < len(w) {
				wl = w[i]
			}
			if !bytes.Equal(gl, wl) {
				t.Errorf("%s differs at line %d (update with go test ./analysis -update):\n got  %s\n want %s", path, i+1, gl, wl)
				return
			}
		}
	}
}
