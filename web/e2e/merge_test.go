package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/analysis"
)

// nodeMerge runs web/engine/merge.js under node on partial datasets.
func nodeMerge(t *testing.T, parts []*analysis.Dataset) *analysis.Dataset {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	in, err := json.Marshal(parts)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := filepath.Abs("../engine/merge.js")
	if err != nil {
		t.Fatal(err)
	}
	wire, err := filepath.Abs("../engine/wire.js")
	if err != nil {
		t.Fatal(err)
	}
	quote := func(path string) string {
		return strings.ReplaceAll(string(mustJSON(t, "file://"+path)), "\\u0026", "&")
	}
	// The parts are read as the page's workers read them (fromWire); the merged
	// dataset's JSON is written as the page writes it (its toJSON).
	script := `import { merge } from ` + quote(mod) + `; import { fromWire } from ` + quote(wire) + `;
let s = ""; process.stdin.setEncoding("utf8");
process.stdin.on("data", (d) => (s += d));
process.stdin.on("end", () => process.stdout.write(JSON.stringify(merge(JSON.parse(s).map(fromWire)))));`
	cmd := exec.Command(node, "--input-type=module", "-e", script)
	cmd.Stdin = strings.NewReader(string(in))
	cmd.Env = append(os.Environ(), "TZ=America/New_York")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node merge: %v", err)
	}
	var d analysis.Dataset
	if err := json.Unmarshal(out, &d); err != nil {
		t.Fatalf("node merge output: %v", err)
	}
	return &d
}

func mustJSON(t *testing.T, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestMergeMirrorsGo cuts files into chunks as the page does, analyzes each chunk
// alone, merges the partial datasets with the page's merge.js, and compares with one
// Go run over the whole files.
func TestMergeMirrorsGo(t *testing.T) {
	files := map[string]string{
		"fixture.txt":  fxText(0, 300),
		"crlf.txt":     strings.ReplaceAll(fxText(100, 150), "\n", "\r\n"),
		"overlap.txt":  fxText(250, 100), // duplicates of another file's captions
		"notes.txt":    "Meeting notes, not captions.\n\n" + fxText(7, 3),
		"truncate.txt": fxText(40, 30),
	}
	samples, _ := filepath.Glob("../../testdata/sample/*.txt")
	for _, p := range samples {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		files["sample/"+filepath.Base(p)] = string(data)
	}
	var names []string
	for n := range files {
		names = append(names, n)
	}
	// Go's map order is random: sort for a stable input order.
	sort.Strings(names)
	for _, size := range []int{9000, 20000, 1 << 30} {
		var whole []analysis.Input
		var parts []*analysis.Dataset
		for _, n := range names {
			data := []byte(files[n])
			whole = append(whole, analysis.Input{Name: n, Data: data})
			for _, c := range analysis.Chunks(n, data, size) {
				parts = append(parts, analysis.Analyze([]analysis.Input{c}))
			}
		}
		t.Logf("chunk size %d: %d parts", size, len(parts))
		expectSameDataset(t, nodeMerge(t, parts), analysis.Analyze(whole))
	}
}
