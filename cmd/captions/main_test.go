package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/internal/synth"
)

// Invented captions, one paragraph each.
const sampleA = `Residents walk past damaged buildings in the Sukkari neighbourhood of Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad

A boy carries bread through a market in Douma, Eastern Ghouta, Syria, November 6, 2016. (AP Photo/Lina Kanaan)

Residents walk past damaged buildings in the Sukkari neighbourhood of Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad
`

const sampleB = "Firefighters put out a fire after shelling in Kharkiv, Ukraine, Nov. 6, 2022. EPA-EFE/OLENA MOROZ\r\n\r\n" +
	"Medics carry a wounded man to an ambulance in Mosul, Iraq on June 3, 2017. Taras Bondar for The New York Times\r\n"

// fixture writes the sample files in a temporary directory and returns its path.
func fixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	write := func(name, text string) {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.txt", sampleA)
	write("sub/b.txt", sampleB)
	write(".hidden.txt", sampleB)
	write(".git/c.txt", sampleB)
	return dir
}

func runCLI(stdin string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// splits reports whether the splitter finds captions yet.
func splits() bool {
	d := analysis.Analyze([]analysis.Input{{Name: "x", Data: []byte(sampleA)}})
	return len(d.Records) > 0
}

func TestExitStatus(t *testing.T) {
	dir := fixture(t)
	a := filepath.Join(dir, "a.txt")
	missing := filepath.Join(dir, "missing.txt")
	for _, c := range []struct {
		args      []string
		code      int
		stderrHas string
	}{
		{nil, 2, "usage:"},
		{[]string{"-nope", a}, 2, "flag provided but not defined"},
		{[]string{"-format", "xml", a}, 2, `unknown format "xml"`},
		{[]string{"-format", "json"}, 2, "usage:"},
		{[]string{"-chunk", "0", a}, 2, "usage:"},
		{[]string{a}, 0, ""},
		{[]string{dir}, 0, ""},
		{[]string{"-format", "jsonl", missing, a}, 1, missing + ": no such file or directory"},
	} {
		code, _, stderr := runCLI("", c.args...)
		if code != c.code || (c.stderrHas == "") != (stderr == "") || !strings.Contains(stderr, c.stderrHas) {
			t.Errorf("captions %q: exit %d, stderr %q; want exit %d, stderr with %q", c.args, code, stderr, c.code, c.stderrHas)
		}
	}
}

// jsonLines decodes the output of -format jsonl.
func jsonLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var recs []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		recs = append(recs, m)
	}
	return recs
}

func TestJSONL(t *testing.T) {
	dir := fixture(t)
	a, missing := filepath.Join(dir, "a.txt"), filepath.Join(dir, "missing.txt")
	code, out, _ := runCLI("", "-format", "jsonl", missing, a, dir)
	recs := jsonLines(t, out)
	// The records of the files read, in input order: a.txt, then sub/b.txt (a.txt is
	// not read again in the walk); hidden files skipped.
	_, whole, _ := runCLI("", "-format", "json", a, dir)
	var d analysis.Dataset
	if err := json.Unmarshal([]byte(whole), &d); err != nil {
		t.Fatal(err)
	}
	if code != 1 || len(recs) != len(d.Records) {
		t.Fatalf("exit %d, %d lines; want 1 and the %d records of the dataset", code, len(recs), len(d.Records))
	}
	for i, r := range recs {
		for _, k := range []string{"file", "text", "photographers", "agencies", "date", "location", "places", "places_resolved", "location_id", "spans", "duplicate_of", "photographer_ids"} {
			if _, ok := r[k]; !ok {
				t.Errorf("line %d has no %q: %v", i, k, r)
			}
		}
		if r["text"] != d.Records[i].Text || r["file"] != d.Records[i].File {
			t.Errorf("line %d: %v, want record %+v", i, r, d.Records[i])
		}
	}
	var names []string
	for _, f := range d.Files {
		names = append(names, filepath.ToSlash(strings.TrimPrefix(f.Name, dir)))
	}
	if strings.Join(names, " ") != "/a.txt /sub/b.txt" {
		t.Errorf("files %q, want /a.txt /sub/b.txt (hidden ones skipped)", names)
	}
	if !splits() {
		t.Skip("the splitter finds no captions yet")
	}
	// One line per caption paragraph, duplicates included and marked.
	_, out, _ = runCLI("", "-format", "jsonl", a)
	recs = jsonLines(t, out)
	if len(recs) != 3 || recs[2]["duplicate_of"] != 0.0 || recs[1]["duplicate_of"] != -1.0 {
		t.Errorf("jsonl of a.txt:\n%s\nwant 3 lines, the third a duplicate of the first", out)
	}
}

func TestStdin(t *testing.T) {
	code, out, stderr := runCLI(sampleB, "-format", "json", "-")
	var d analysis.Dataset
	if err := json.Unmarshal([]byte(out), &d); err != nil || code != 0 {
		t.Fatalf("exit %d, stderr %q, output %q: %v", code, stderr, out, err)
	}
	if len(d.Files) != 1 || d.Files[0].Name != "-" || d.Files[0].Size != int64(len(sampleB)) {
		t.Errorf("files %+v, want one file \"-\" of %d bytes", d.Files, len(sampleB))
	}
}

func TestSummary(t *testing.T) {
	dir := fixture(t)
	code, out, _ := runCLI("", dir, filepath.Join(dir, "missing.txt"))
	for _, want := range []string{"captions in 3 files", "files with errors (1)", "missing.txt: no such file or directory"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
}

// Cells that a spreadsheet would run as formulas are neutralised.
func TestCSV(t *testing.T) {
	d := &analysis.Dataset{Records: []analysis.Record{
		{File: "=cmd.txt", Record: caption.Record{Text: `=HYPERLINK("x")`, Photographers: []string{"@SUM(A1)", "Omar"}, Date: "2016"}},
		{File: "f.txt", Record: caption.Record{Text: "+1 -2", Places: []string{"-Aleppo"}, Location: "\tx"}},
	}}
	d.Finish()
	var out bytes.Buffer
	if err := writeCSV(&out, d); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	expectRow(t, rows[0], "id,file,line,start,end,text,photographers,agencies,date,location,places,location_id,duplicate_of,truncated")
	expectRow(t, rows[1], `0,'=cmd.txt,0,0,0,'=HYPERLINK("x"),'@SUM(A1); Omar,,2016,,,,,`)
	expectRow(t, rows[2], "1,f.txt,0,0,0,'+1 -2,,,,'\tx,'-Aleppo,,,")
}

func expectRow(t *testing.T, row []string, want string) {
	t.Helper()
	if got := strings.Join(row, ","); got != want {
		t.Errorf("csv row\n got  %q\n want %q", got, want)
	}
}

// Reading in chunks, from a file or standard input, gives the dataset of the whole.
func TestChunkedEqualsWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 1.2 MB three times")
	}
	size := 1200 << 10 // more than a read buffer (-chunk + window): read in several rounds
	data, _ := synth.Generate(synth.Config{Seed: 9, Size: size, Attached: 0.1})
	p := filepath.Join(t.TempDir(), "corpus.txt")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, whole, _ := runCLI("", "-format", "json", "-chunk", "1000000000", p)
	_, chunked, _ := runCLI("", "-format", "json", "-chunk", "40000", p)
	_, stdin, _ := runCLI(string(data), "-format", "json", "-chunk", "70000", "-")
	stdin = strings.ReplaceAll(stdin, `"name":"-"`, `"name":`+quote(p))
	stdin = strings.ReplaceAll(stdin, `"file":"-"`, `"file":`+quote(p))
	if chunked != whole || stdin != whole {
		t.Errorf("chunked output differs from the whole (%d, %d, %d bytes)", len(chunked), len(stdin), len(whole))
	}
	// In batches of a few chunks, merged.
	defer func(n int) { minBatch = n }(minBatch)
	minBatch = 0
	if _, batched, _ := runCLI("", "-format", "json", "-chunk", "40000", p); batched != whole {
		t.Errorf("output in batches differs from the whole (%d, %d bytes)", len(batched), len(whole))
	}
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// -format json writes a record at a time the bytes of the dataset encoded at once.
func TestJSONStreamed(t *testing.T) {
	for _, d := range []*analysis.Dataset{
		analysis.Analyze([]analysis.Input{{Name: "a<&>.txt", Data: []byte(sampleA)}, {Name: "b.txt", Data: []byte(sampleB)}}),
		analysis.Merge(),
	} {
		var got bytes.Buffer
		want := bytes.NewBuffer(append(d.AppendJSON(nil, false), '\n'))
		if err := writeJSON(&got, d); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("writeJSON:\n got  %s\n want %s", got.String(), want.String())
		}
	}
}

// A walk reads regular files and links to them; it skips hidden entries and links
// to directories.
func TestWalk(t *testing.T) {
	dir := fixture(t)
	if err := os.Symlink(filepath.Join(dir, "sub"), filepath.Join(dir, "dirlink")); err != nil {
		t.Skip("no symbolic links here")
	}
	if err := os.Symlink(filepath.Join(dir, "a.txt"), filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	code, out, stderr := runCLI("", "-format", "json", dir)
	var d analysis.Dataset
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range d.Files {
		names = append(names, filepath.ToSlash(strings.TrimPrefix(f.Name, dir)))
	}
	if code != 0 || strings.Join(names, " ") != "/a.txt /link.txt /sub/b.txt" {
		t.Errorf("exit %d (%s), files %q; want 0, /a.txt /link.txt /sub/b.txt", code, stderr, names)
	}
}

// TestMemoryCheck: a file that would need more memory than the machine has is not
// read, with a message that says what to do; the other files are still analyzed.
func TestMemoryCheck(t *testing.T) {
	budget := memBudget()
	if budget <= 0 {
		t.Skip("no /proc/meminfo here")
	}
	dir := t.TempDir()
	big := filepath.Join(dir, "archive.txt")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	// A sparse file: its size counts, no disk is used.
	if err := f.Truncate(budget + 1<<20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	good := fixture(t)
	code, stdout, stderr := runCLI("", "-format", "jsonl", good, big)
	if code != 1 || !strings.Contains(stderr, "archive.txt") || !strings.Contains(stderr, "too large for this machine's memory") {
		t.Errorf("over the memory: exit %d, stderr %q; want exit 1 and a message naming archive.txt", code, stderr)
	}
	if len(jsonLines(t, stdout)) == 0 {
		t.Errorf("the good file beside the big one was not analyzed: stdout %.200q", stdout)
	}
}
