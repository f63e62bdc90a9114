package split

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/captions-analyzer/captions/internal/cputime"
)

// benchInput makes about size bytes of invented gallery text, the same every
// time: paragraphs of captions, page noise between them, one-caption-a-line
// stretches, a few non-ASCII and Windows-1252 captions, LF and CRLF.
func benchInput(size int) []byte {
	rng := rand.New(rand.NewPCG(1, 2))
	words := strings.Fields("a man woman child fighter walks rests stands past near in the of " +
		"damaged building street school rubble after air strike shelling city old district " +
		"Aleppo Homs Idlib Raqqa Mosul Douma Syria Iraq Monday Tuesday March April")
	credits := []string{"REUTERS/Jane Doe", "(AP Photo/Sam Poe)", "John Roe/AFP/Getty Images", "REUTERS/Stringer"}
	noise := []string{"Close", "1 / 55", "Reuters / Tuesday, May 3, 2016", "hide caption", "Syria in pictures"}
	var b strings.Builder
	b.Grow(size + 1024)
	caption := func() {
		n := 15 + rng.IntN(30)
		for i := range n {
			if i > 0 {
				b.WriteByte(' ')
			}
			w := words[rng.IntN(len(words))]
			if i == 0 {
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			b.WriteString(w)
		}
		switch rng.IntN(20) {
		case 0:
			b.WriteString(" in Jönköping and Tomašević’s street")
		case 1:
			b.WriteString(" in J\xF6nk\xF6ping")
		}
		b.WriteString(", March 7, 2014. ")
		b.WriteString(credits[rng.IntN(len(credits))])
	}
	for b.Len() < size {
		end := "\n"
		if rng.IntN(4) == 0 {
			end = "\r\n"
		}
		switch rng.IntN(6) {
		case 0: // a page block: date line, caption, counter
			b.WriteString(noise[rng.IntN(len(noise))] + end)
			caption()
			b.WriteString(end + "Close" + end + "3 / 55" + end + end)
		case 1: // captions one a line
			for range 5 + rng.IntN(10) {
				caption()
				b.WriteString(end)
			}
			b.WriteString(end)
		default:
			caption()
			b.WriteString(end + end)
		}
	}
	return []byte(b.String())
}

// BenchmarkSplit splits 20 MB of invented gallery text; besides the elapsed
// figures it reports bytes per second of process CPU time (cpu-MB/s), which holds
// on a loaded machine.
func BenchmarkSplit(b *testing.B) {
	data := benchInput(20 << 20)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	var captions int
	cpu0, ok0 := cputime.Now()
	for b.Loop() {
		captions = len(Split(data).Captions)
	}
	reportCPU(b, cpu0, ok0, len(data))
	b.ReportMetric(float64(captions), "captions")
}

// BenchmarkBoundary measures cutting the same input into 4 MiB chunks.
func BenchmarkBoundary(b *testing.B) {
	data := benchInput(20 << 20)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		for c := 0; c < len(data); {
			c = Boundary(data, c+4<<20)
		}
	}
}

// reportCPU reports the bytes per second of CPU time since cpu0.
func reportCPU(b *testing.B, cpu0 time.Duration, ok0 bool, size int) {
	if cpu1, ok := cputime.Now(); ok && ok0 && cpu1 > cpu0 {
		b.ReportMetric(float64(size*b.N)/1e6/(cpu1-cpu0).Seconds(), "cpu-MB/s")
	}
}
