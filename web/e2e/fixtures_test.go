package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Invented captions for the browser tests: names, places and events made up for
// this project, combined so that files have credits, dates, places, exact
// duplicates and truncated copies.
var (
	fxPeople = []string{"Lena Varga", "Omar Haddad", "Sofia Brandt", "Kenji Mori", "Amal Nasser", "Tomás Ibáñez"}
	fxAgency = []string{"Example Press", "Northwind Photo", "Harbor Images"}
	fxPlaces = []string{"Aleppo, Syria", "Homs, Syria", "Mosul, Iraq", "Kyiv, Ukraine", "Douma, Syria", "Erbil, Iraq"}
	fxEvents = []string{
		"Residents walk past damaged buildings",
		"A boy carries water through a market",
		"Volunteers clear rubble from a street",
		"Families wait at a checkpoint",
		"A woman looks out from a broken window",
		"Rescue workers search a collapsed house",
	}
	fxMonths = []string{"January", "March", "May", "July", "September", "November"}
)

// fxCaption is the i-th invented caption.
func fxCaption(i int) string {
	p := fxPeople[i%len(fxPeople)]
	a := fxAgency[(i/2)%len(fxAgency)]
	return fmt.Sprintf("%s in %s, on %s %d, %d, in scene number %d. (Photo by %s/%s)",
		fxEvents[i%len(fxEvents)], fxPlaces[(i/3)%len(fxPlaces)], fxMonths[(i/5)%len(fxMonths)],
		1+i%28, 2012+i%8, i, p, a)
}

// fxText is n captions from the first, one paragraph each, with an exact duplicate
// every 7th caption and a truncated copy every 11th.
func fxText(first, n int) string {
	var b strings.Builder
	for i := first; i < first+n; i++ {
		c := fxCaption(i)
		b.WriteString(c + "\n\n")
		if i%7 == 3 {
			b.WriteString(fxCaption(i-1) + "\n\n")
		}
		if i%11 == 5 {
			b.WriteString(c[:len(c)*2/3] + "...\n\n")
		}
	}
	return b.String()
}

// writeFile writes a file in dir and returns its path.
func writeFile(t testing.TB, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
