package credit_test

import (
	"testing"

	"github.com/captions-analyzer/captions/caption/credit"
)

// FuzzParse checks the invariants of Parse on any input: no panic, every span inside
// the credit and the credit inside the text, photographers equal to the text under
// their spans, and no empty names. Seeds are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"Smoke rises. REUTERS/Lina Haddad",
		"Smoke rises. (Paul DurandAFP/Getty Images)",
		"Smoke rises (AP Photo/Lena Brandt, File) over the city.",
		"Photo: Lena Brandt/AFP. Smoke rises.",
		"(U.S. Army photo by Staff Sgt. John Miller)",
		"A street. / AFP / Omar HAJ KADOUR",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c := credit.Parse(text)
		if msg := checkSpans(text, c); msg != "" {
			t.Fatalf("Parse(%q): %s", text, msg)
		}
		for _, n := range append(c.Photographers, c.Agencies...) {
			if n.Name == "" {
				t.Fatalf("Parse(%q): empty name in %+v", text, c)
			}
		}
	})
}
