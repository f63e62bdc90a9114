package hostile

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/captions-analyzer/captions/analysis"
)

// The command line on every case of the matrix, each time with the good file in
// the same invocation: the good file is always analyzed, the exit status is 1 exactly
// when a file could not be read, every byte of every file is accounted for once.

var (
	cliOnce sync.Once
	cliPath string
	cliErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if cliPath != "" {
		os.RemoveAll(filepath.Dir(cliPath))
	}
	if matrixDir != "" {
		os.RemoveAll(matrixDir)
	}
	os.Exit(code)
}

var (
	matrixOnce  sync.Once
	matrixDir   string
	matrixCases []Case
	matrixGood  string
	matrixErr   error
)

// testMatrix writes the cases and the good file once per test binary.
func testMatrix(t *testing.T) ([]Case, string) {
	t.Helper()
	matrixOnce.Do(func() {
		if matrixDir, matrixErr = os.MkdirTemp("", "hostile-matrix-"); matrixErr != nil {
			return
		}
		if matrixCases, matrixErr = Cases(matrixDir); matrixErr == nil {
			matrixGood, _, matrixErr = WriteGood(matrixDir)
		}
	})
	if matrixErr != nil {
		t.Fatal(matrixErr)
	}
	return matrixCases, matrixGood
}

// captionsCLI builds cmd/captions once, or skips the test when it does not build.
func captionsCLI(t *testing.T) string {
	t.Helper()
	cliOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hostile-cli-")
		if err != nil {
			cliErr = err
			return
		}
		cliPath = filepath.Join(dir, "captions")
		if out, err := exec.Command("go", "build", "-o", cliPath, "../../cmd/captions").CombinedOutput(); err != nil {
			cliErr = errors.New(string(out))
		}
	})
	if cliErr != nil {
		t.Skipf("cmd/captions does not build yet: %v", cliErr)
	}
	return cliPath
}

// cliRun is one run of the command line.
type cliRun struct {
	args   []string
	status int
	stdout []byte
	stderr string
	took   time.Duration
	maxRSS int64 // bytes
}

// runCLI runs the command line with a time limit; a crash, a signal or the limit
// fails the test.
func runCLI(t *testing.T, limit time.Duration, args ...string) cliRun {
	t.Helper()
	var stdout bytes.Buffer
	r := runCLITo(t, &stdout, limit, args...)
	r.stdout = stdout.Bytes()
	return r
}

// runCLITo is runCLI with the output written to w.
func runCLITo(t *testing.T, w io.Writer, limit time.Duration, args ...string) cliRun {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, captionsCLI(t), args...)
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = w, &stderr
	start := time.Now()
	err := cmd.Run()
	r := cliRun{args: args, stderr: stderr.String(), took: time.Since(start)}
	if u, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && u != nil {
		r.maxRSS = u.Maxrss << 10
	}
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		t.Fatalf("captions %s: still running after %v", shortArgs(args), limit)
	case errors.As(err, &ee) && ee.ExitCode() >= 0:
		r.status = ee.ExitCode()
	case err != nil:
		t.Fatalf("captions %s: %v\nstderr: %.2000s", shortArgs(args), err, r.stderr)
	}
	if strings.Contains(r.stderr, "panic") || strings.Contains(r.stderr, "goroutine ") {
		t.Fatalf("captions %s crashed:\n%.3000s", shortArgs(args), r.stderr)
	}
	return r
}

func shortArgs(args []string) string {
	if len(args) > 6 {
		return strings.Join(args[:6], " ") + " ..."
	}
	return strings.Join(args, " ")
}

func TestCLIMatrix(t *testing.T) {
	captionsCLI(t)
	cases, good := testMatrix(t)
	passed := 0
	for _, c := range cases {
		ok := t.Run(c.Name, func(t *testing.T) {
			args := []string{"-format", "json", good}
			if c.Dir != "" {
				args = append(args, c.Dir)
			} else {
				args = append(args, c.Files...)
			}
			limit := 2 * time.Minute
			if c.Big {
				limit = 15 * time.Minute
			}
			if c.Big {
				expectBigCase(t, &c, good, limit, args)
				return
			}
			r := runCLI(t, limit, args...)
			var d analysis.Dataset
			if err := json.Unmarshal(r.stdout, &d); err != nil {
				t.Fatalf("captions %s: output is not a dataset: %v\n%.300s\nstderr: %.1000s", shortArgs(args), err, r.stdout, r.stderr)
			}
			expectCase(t, &c, good, &d, r)
		})
		if ok {
			passed++
		}
	}
	t.Logf("CLI: %d of %d cases of the matrix pass", passed, len(cases))
}

// expectBigCase runs a big case with the output in a file and reads only the
// dataset's files (they come before the records), then checks them as expectCase.
func expectBigCase(t *testing.T, c *Case, good string, limit time.Duration, args []string) {
	t.Helper()
	out, err := os.Create(filepath.Join(t.TempDir(), "out.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	r := runCLITo(t, out, limit, args...)
	t.Logf("%s: %.0f MB in %v (%.1f MB/s), peak memory %.0f MB", c.Name, float64(c.Size())/1e6, r.took.Round(time.Millisecond),
		float64(c.Size())/1e6/r.took.Seconds(), float64(r.maxRSS)/1e6)
	if _, err := out.Seek(0, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bufio.NewReaderSize(out, 1<<20))
	var d analysis.Dataset
	for {
		tok, err := dec.Token()
		if err != nil {
			t.Fatalf("captions %s: output is not a dataset: %v", shortArgs(args), err)
		}
		if tok == "files" {
			if err := dec.Decode(&d.Files); err != nil {
				t.Fatalf("captions %s: files: %v", shortArgs(args), err)
			}
			break
		}
	}
	big := *c
	big.Text, big.NotText = nil, nil // the records are not read
	expectCase(t, &big, good, &d, r)
}

// expectCase checks what must hold for a case analyzed with the good file.
func expectCase(t *testing.T, c *Case, good string, d *analysis.Dataset, r cliRun) {
	t.Helper()
	files := map[string]*analysis.File{}
	for i := range d.Files {
		files[d.Files[i].Name] = &d.Files[i]
	}
	g := files[good]
	switch {
	case g == nil:
		t.Errorf("%s: the good file is missing from the dataset's files", c.Name)
	case g.Error != "" || g.Captions != GoodCaptions:
		t.Errorf("%s: the good file gave %d captions, error %q; want %d captions, no error", c.Name, g.Captions, g.Error, GoodCaptions)
	}
	anyErr := false
	captions := 0
	var notes []string
	for _, p := range c.Files {
		f := files[p]
		if f == nil {
			t.Errorf("%s: %s is missing from the dataset's files", c.Name, p)
			continue
		}
		anyErr = anyErr || f.Error != ""
		captions += f.Captions
		notes = append(notes, f.Notes...)
		expectAccounting(t, f, p)
		expectFileError(t, c, f)
		if c.Encoding != "" && f.Encoding != c.Encoding {
			t.Errorf("%s: %s read as %q, want %q", c.Name, f.Name, f.Encoding, c.Encoding)
		}
	}
	if want := 0; anyErr {
		want = 1
		if r.status != want {
			t.Errorf("%s: exit status %d, want %d (a file could not be read)", c.Name, r.status, want)
		}
	} else if r.status != want {
		t.Errorf("%s: exit status %d, want %d (every file was read)\nstderr: %.500s", c.Name, r.status, want, r.stderr)
	}
	if captions < c.Captions {
		t.Errorf("%s: %d captions, want at least %d", c.Name, captions, c.Captions)
	}
	if c.Note != "" && !containsFold(notes, c.Note) {
		t.Errorf("%s: notes %q, want one that mentions %q", c.Name, notes, c.Note)
	}
	expectRecords(t, c, d, files)
}

// expectAccounting checks that the bytes of a file add up to its size on disk.
func expectAccounting(t *testing.T, f *analysis.File, path string) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	b := f.Bytes
	sum := b.Caption + b.Duplicate + b.Noise + b.Blank + b.Error
	if f.Size != st.Size() || sum != st.Size() {
		t.Errorf("%s: size %d, bytes %+v sum to %d; want both %d", filepath.Base(path), f.Size, b, sum, st.Size())
	}
	if f.Error != "" && b.Error != f.Size {
		t.Errorf("%s: error %q but bytes %+v; want all %d bytes counted as error", filepath.Base(path), f.Error, b, f.Size)
	}
}

// expectFileError checks the file-level error against the case.
func expectFileError(t *testing.T, c *Case, f *analysis.File) {
	t.Helper()
	switch {
	case c.Error == "" && f.Error != "":
		t.Errorf("%s: %s not read: %q; want it read as text", c.Name, f.Name, f.Error)
	case c.Error != "" && !strings.Contains(strings.ToLower(f.Error), strings.ToLower(c.Error)):
		t.Errorf("%s: %s error %q, want one that names %q", c.Name, f.Name, f.Error, c.Error)
	}
}

// expectRecords checks the records of the case's files: valid UTF-8, byte ranges
// inside the file and not overlapping, and the texts the case asks for.
func expectRecords(t *testing.T, c *Case, d *analysis.Dataset, files map[string]*analysis.File) {
	t.Helper()
	inCase := map[string]bool{}
	for _, p := range c.Files {
		inCase[p] = true
	}
	spans := map[string][][2]int64{}
	var texts []string
	for i := range d.Records {
		rec := &d.Records[i]
		if !inCase[rec.File] {
			continue
		}
		texts = append(texts, rec.Text)
		if !utf8.ValidString(rec.Text) {
			t.Errorf("%s: record %d is not valid UTF-8: %.80q", c.Name, rec.ID, rec.Text)
		}
		if f := files[rec.File]; rec.Start < 0 || rec.End <= rec.Start || f == nil || rec.End > f.Size {
			t.Errorf("%s: record %d has range [%d,%d) outside its file", c.Name, rec.ID, rec.Start, rec.End)
		}
		spans[rec.File] = append(spans[rec.File], [2]int64{rec.Start, rec.End})
	}
	for name, ss := range spans {
		sort.Slice(ss, func(i, j int) bool { return ss[i][0] < ss[j][0] })
		for i := 1; i < len(ss); i++ {
			if ss[i][0] < ss[i-1][1] {
				t.Errorf("%s: %s: captions [%d,%d) and [%d,%d) overlap", c.Name, filepath.Base(name), ss[i-1][0], ss[i-1][1], ss[i][0], ss[i][1])
			}
		}
	}
	for _, want := range c.Text {
		if !containsAny(texts, want) {
			t.Errorf("%s: no caption holds %q; captions: %.300q", c.Name, want, texts)
		}
	}
	for _, bad := range c.NotText {
		if containsAny(texts, bad) {
			t.Errorf("%s: a caption still holds %q; captions: %.300q", c.Name, bad, texts)
		}
	}
}

func containsAny(texts []string, s string) bool {
	for _, x := range texts {
		if strings.Contains(x, s) {
			return true
		}
	}
	return false
}

func containsFold(texts []string, s string) bool {
	for _, x := range texts {
		if strings.Contains(strings.ToLower(x), strings.ToLower(s)) {
			return true
		}
	}
	return false
}

// TestCLIGoodFileAlone: with nothing bad, the exit status is 0.
func TestCLIGoodFileAlone(t *testing.T) {
	captionsCLI(t)
	good, n, err := WriteGood(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, time.Minute, "-format", "jsonl", good)
	if r.status != 0 {
		t.Errorf("captions -format jsonl good.txt: exit status %d, want 0\n%s", r.status, r.stderr)
	}
	if lines := bytes.Count(r.stdout, []byte("\n")); lines != n {
		t.Errorf("captions -format jsonl good.txt: %d lines, want %d", lines, n)
	}
}

// TestCLIBadUsage: a bad flag or no file is exit status 2, not a crash.
func TestCLIBadUsage(t *testing.T) {
	captionsCLI(t)
	for _, args := range [][]string{{"-format", "xml", "x.txt"}, {}, {"-chunk", "0", "x.txt"}, {"-nosuchflag"}} {
		if r := runCLI(t, time.Minute, args...); r.status != 2 {
			t.Errorf("captions %q: exit status %d, want 2", args, r.status)
		}
	}
}

// TestCLICSVNeutralisesFormulas: no cell of the CSV export begins like a formula.
func TestCLICSVNeutralisesFormulas(t *testing.T) {
	captionsCLI(t)
	dir := t.TempDir()
	w := writer{dir: dir}
	c := formulas(&w)
	if w.err != nil {
		t.Fatal(w.err)
	}
	r := runCLI(t, time.Minute, "-format", "csv", c.Files[0])
	rows, err := csv.NewReader(bytes.NewReader(r.stdout)).ReadAll()
	if err != nil {
		t.Fatalf("captions -format csv: not CSV: %v\n%.500s", err, r.stdout)
	}
	if len(rows) != len(Formulas)+1 {
		t.Fatalf("captions -format csv: %d rows, want a header and %d", len(rows), len(Formulas))
	}
	expectNoFormulaCell(t, rows)
}

// expectNoFormulaCell fails for a cell that a spreadsheet would run.
func expectNoFormulaCell(t *testing.T, rows [][]string) {
	t.Helper()
	for i, row := range rows {
		for j, cell := range row {
			if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
				t.Errorf("row %d, column %d begins like a formula: %.80q", i, j, cell)
			}
		}
	}
}
