package credit_test

import (
	"fmt"
	"testing"

	"github.com/captions-analyzer/captions/caption/credit"
	"github.com/captions-analyzer/captions/internal/cputime"
	"github.com/captions-analyzer/captions/internal/synth"
)

// benchCaptions invents a few hundred captions: every body with every credit style,
// and some without a credit.
func benchCaptions() []string {
	bodies := []string{
		"A man walks past damaged buildings in the old city of Halab, March 7, 2014.",
		"Residents inspect a site hit by what activists said were air strikes in the rebel-held town of Tell Rifaat on Tuesday.",
		"Smoke rises over the eastern districts as fighting continues near the airport, October 11, 2016",
		"A boy carries bread (AP Photo/Lena Brandt, File) through a market in the northern city.",
		"Members of the civil defence search for survivors under the rubble after an explosion in the Salah al-Din neighbourhood of the city, which was besieged for months by government forces and their allies.",
	}
	credits := []string{
		"REUTERS/Lina Haddad", "REUTERS/ Omar Nasser", "REUTERS/Stringer", "REUTERS",
		"(AP Photo/Lena Brandt)", "Paul Durand/AFP/Getty Images", "(Paul DurandAFP/Getty Images)",
		"AFP PHOTO / KARIM SALEH", "EPA-EFE/MARTA LOPEZ", "Emre Yilmaz/Anadolu Agency via Getty Images",
		"(Xinhua/Li Wei)", "Sara Cole for The New York Times", "(U.S. Army photo by Staff Sgt. John Miller)",
		"REUTERS/SANA/Handout via Reuters", "Tell Media Office via REUTERS TV", "Social Media Website",
		"(Photo by Omar Saleh/NurPhoto via Getty Images)", "Photograph: Sara Cole/EPA", "",
		"Courtesy of Maria Santos",
	}
	var out []string
	for _, b := range bodies {
		for _, c := range credits {
			out = append(out, b+" "+c)
		}
	}
	return out
}

// BenchmarkParse measures Parse over invented captions; the bytes are the caption
// text, so MB/s is caption text read per second.
func BenchmarkParse(b *testing.B) {
	benchParse(b, benchCaptions())
}

// BenchmarkParseCorpus measures Parse over the captions of a 1 MB synthetic corpus,
// the mix that caption.Parse's benchmark reads.
func BenchmarkParseCorpus(b *testing.B) {
	benchParse(b, synth.Captions(synth.Config{Size: 1 << 20, Seed: 7}))
}

// benchParse runs Parse over caps (see cputime.BenchCaptions).
func benchParse(b *testing.B, caps []string) {
	cputime.BenchCaptions(b, caps, func(c string) { credit.Parse(c) })
}

func ExampleParse() {
	c := credit.Parse("Smoke rises over the city, March 7, 2014. REUTERS/Lina Haddad/Levant News Network")
	for _, p := range c.Photographers {
		fmt.Println("photographer:", p.Name)
	}
	for _, a := range c.Agencies {
		fmt.Println("agency:", a.Name)
	}
	// Output:
	// photographer: Lina Haddad
	// agency: Reuters
	// agency: Levant News Network
}
