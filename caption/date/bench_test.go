package date

import (
	"path/filepath"
	"testing"

	"github.com/captions-analyzer/captions/internal/cputime"
	"github.com/captions-analyzer/captions/internal/gold"
	"github.com/captions-analyzer/captions/internal/synth"
)

// benchCaptions are invented captions in the styles of several agencies.
var benchCaptions = []string{
	"A damaged church is seen in the old city of Homs, September 30, 2012. REUTERS/Jane Roe",
	"In this Wednesday, Aug. 31, 2016 file photo, boys swim in a crater in Aleppo, Syria. Officials said Thursday, June 10, 2021, that the area is safe. (AP Photo/Jane Roe, File)",
	"Fighters of the Syrian Democratic Forces walk past damaged buildings in Raqqa. REUTERS/John Doe",
	"ALEPPO, SYRIA - NOVEMBER 06: A man walks past rubble on November 6, 2016 in Aleppo, Syria. (Photo by Jane Roe/Getty Images)",
	"epa05619785 A boy walks past rubble in Aleppo, Syria, 06 November 2016. The siege began in 2012. EPA/JANE ROE",
	"Smoke rises over Aleppo on Dec. 13, after troops retook the area from rebel fighters. (AFP/Getty Images)",
}

// BenchmarkParse measures Parse over the captions above; MB/s counts caption bytes.
func BenchmarkParse(b *testing.B) {
	benchParse(b, benchCaptions)
}

// BenchmarkParseSynth measures Parse over the captions of a 4 MB synthetic corpus of
// the mix (seed 7) that caption.BenchmarkParse reads.
func BenchmarkParseSynth(b *testing.B) {
	benchParse(b, synth.Captions(synth.Config{Size: 4 << 20, Seed: 7}))
}

// BenchmarkParseCorpus measures Parse over the captions of the dev gold corpus beside
// the repository (skipped when it is missing).
func BenchmarkParseCorpus(b *testing.B) {
	recs, err := gold.Load(filepath.FromSlash(dateGold["dev"]))
	if err != nil {
		b.Skip(err)
	}
	var texts []string
	for _, r := range recs {
		texts = append(texts, r.Text)
	}
	benchParse(b, texts)
}

// benchParse runs Parse over texts, with no credit to skip (see
// cputime.BenchCaptions).
func benchParse(b *testing.B, texts []string) {
	cputime.BenchCaptions(b, texts, func(t string) { Parse(t, 0, 0) })
}
