package split

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// The shared development corpus sits beside the repository; these tests skip
// when it is missing.
const devDir = "../../../shared/corpus/dev"

// TestRawPages splits the noisy page texts of raw/ and checks that the distinct
// complete captions (by the loose key) are the ones raw/expect.json lists, in
// order, and that every shortened copy belongs to one of them: no noise line
// becomes a caption.
func TestRawPages(t *testing.T) {
	if _, err := os.Stat(filepath.Join(devDir, "raw", "expect.json")); err != nil {
		t.Skip("no shared corpus:", err)
	}
	checkPages(t, filepath.Join(devDir, "raw"))
}

// TestBlindPages checks the invented page texts of testdata/blind the same way
// (see testdata/blind/README.md).
func TestBlindPages(t *testing.T) {
	checkPages(t, filepath.Join("testdata", "blind"))
}

// checkPages splits every page that dir/expect.json lists and compares the
// distinct complete captions with its list; it returns how many pages and
// captions came out right.
func checkPages(t *testing.T, dir string) (pagesRight, capsRight, capsWant int) {
	t.Helper()
	blob, err := os.ReadFile(filepath.Join(dir, "expect.json"))
	if err != nil {
		t.Fatal(err)
	}
	var pages []struct {
		File     string   `json:"file"`
		Unique   int      `json:"unique_captions"`
		Captions []string `json:"captions"`
	}
	if err := json.Unmarshal(blob, &pages); err != nil {
		t.Fatal(err)
	}
	if len(pages) == 0 {
		t.Fatal(dir, "/expect.json lists no page")
	}
	for _, page := range pages {
		data, err := os.ReadFile(filepath.Join(dir, page.File))
		if err != nil {
			t.Fatal(err)
		}
		r := Split(data)
		checkInvariants(t, data, r)
		checkChunks(t, data)
		var got []string
		seen := map[string]bool{}
		for _, c := range r.Captions {
			if c.Truncated {
				continue
			}
			if k := key(c.Text); !seen[k] {
				seen[k] = true
				got = append(got, c.Text)
			}
		}
		capsWant += len(page.Captions)
		for _, c := range page.Captions {
			if slices.Contains(got, c) {
				capsRight++
			}
		}
		ok := true
		if !slices.Equal(got, page.Captions) || len(got) != page.Unique {
			ok = false
			t.Errorf("%s: distinct captions\n got  %q\n want %q", page.File, got, page.Captions)
		}
		for _, c := range r.Captions {
			if !c.Truncated {
				continue
			}
			k := key(strings.TrimSuffix(strings.TrimSuffix(c.Text, "more"), "…"))
			if !slices.ContainsFunc(page.Captions, func(full string) bool { return strings.HasPrefix(key(full), k) }) {
				ok = false
				t.Errorf("%s: shortened caption %q (line %d) is the start of no expected caption", page.File, c.Text, c.Line)
			}
		}
		if ok {
			pagesRight++
		}
	}
	t.Logf("%s: %d of %d pages right, %d of %d captions found", dir, pagesRight, len(pages), capsRight, capsWant)
	return pagesRight, capsRight, capsWant
}

// TestDevFiles splits the clean caption files of the corpus: each must give
// exactly the captions of its gold records, in order.
func TestDevFiles(t *testing.T) {
	f, err := os.Open(filepath.Join(devDir, "dev.gold.jsonl"))
	if err != nil {
		t.Skip("no shared corpus:", err)
	}
	defer f.Close()
	want := map[string][]string{}
	var files []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rec struct{ File, Text string }
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		if want[rec.File] == nil {
			files = append(files, rec.File)
		}
		want[rec.File] = append(want[rec.File], rec.Text)
	}
	if len(files) == 0 {
		t.Fatal("dev.gold.jsonl holds no record")
	}
	for _, file := range files {
		data, err := os.ReadFile(filepath.Join(devDir, file))
		if err != nil {
			t.Fatal(err)
		}
		r := Split(data)
		checkInvariants(t, data, r)
		checkChunks(t, data)
		if got := texts(r); !slices.Equal(got, want[file]) {
			t.Errorf("%s:\n got  %q\n want %q", file, got, want[file])
		}
	}
}

// key is the loose key of GOLD.md without the diacritics step: lower case,
// letters and digits only.
func key(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestGoldCaptionsAsLines writes every gold caption of the corpus (dev and
// seeds) one a line with no blank line, as an export would, and checks that
// each line comes back as one caption; and each caption alone as itself.
func TestGoldCaptionsAsLines(t *testing.T) {
	var all []string
	for _, name := range []string{filepath.Join(devDir, "dev.gold.jsonl"), filepath.Join(devDir, "..", "seeds.gold.jsonl")} {
		blob, err := os.ReadFile(name)
		if err != nil {
			t.Skip("no shared corpus:", err)
		}
		for line := range strings.Lines(string(blob)) {
			var rec struct{ Text string }
			if err := json.Unmarshal([]byte(line), &rec); err != nil {
				t.Fatal(err)
			}
			all = append(all, rec.Text)
		}
	}
	if len(all) == 0 {
		t.Fatal("no gold caption")
	}
	data := []byte(strings.Join(all, "\n"))
	r := Split(data)
	checkInvariants(t, data, r)
	checkChunks(t, data)
	if got := texts(r); !slices.Equal(got, all) {
		for i := range min(len(got), len(all)) {
			if got[i] != all[i] {
				t.Errorf("one caption a line: caption %d\n got  %.300q\n want %.300q", i, got[i], all[i])
				break
			}
		}
		t.Errorf("one caption a line: got %d captions, want %d", len(got), len(all))
	}
	for _, c := range all {
		if got := texts(Split([]byte(c))); !slices.Equal(got, []string{c}) {
			t.Errorf("Split(%q) = %q, want the caption itself", c, got)
		}
	}
}
