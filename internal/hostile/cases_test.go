package hostile

import (
	"os"
	"testing"
)

// TestCasesAreWritten: every case has files on disk, a unique name, and says what
// must hold; the big ones only come with HOSTILE_BIG=1.
func TestCasesAreWritten(t *testing.T) {
	cases, _ := testMatrix(t)
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.Name] || c.Name == "" || c.What == "" {
			t.Errorf("case %q (%s): a name and a description, each name once", c.Name, c.What)
		}
		seen[c.Name] = true
		if len(c.Files) == 0 {
			t.Errorf("%s: no files", c.Name)
		}
		for _, p := range c.Files {
			if _, err := os.Stat(p); err != nil {
				t.Errorf("%s: %v", c.Name, err)
			}
		}
		if c.Big && !BigEnabled() {
			t.Errorf("%s: a big case without HOSTILE_BIG=1", c.Name)
		}
	}
	for _, want := range []string{"empty", "whitespace", "jpeg", "pdf", "zip", "nul-binary", "utf16le-bom", "utf16be-bom",
		"utf16le-nobom", "cp1252-quotes", "cp1250-names", "mojibake", "mixed-line-ends", "many-files", "caption-1MB",
		"punctuation", "rtl-arabic", "html-script", "csv-formulas"} {
		if !seen[want] {
			t.Errorf("the matrix has no case %q", want)
		}
	}
}

// TestLegacyEncodings: the code-page tables give the bytes of the standards.
func TestLegacyEncodings(t *testing.T) {
	expectBytes(t, legacy("Tomašević", cp1250), "Toma\x9Aevi\xE6")
	expectBytes(t, legacy("“a” ’", cp1252), "\x93a\x94 \x92")
}

func expectBytes(t *testing.T, got []byte, want string) {
	t.Helper()
	if string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
