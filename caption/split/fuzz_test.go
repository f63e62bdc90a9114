package split

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzSplit checks the invariants of every result (every byte counted once,
// captions in order inside the data, valid and collapsed UTF-8 text) and that
// chunks cut at boundaries, with a small window and caption limit, give what
// the whole gives. Seeds are in testdata/fuzz/FuzzSplit; findings become rows
// of the table tests. The blind page texts are seeds too.
func FuzzSplit(f *testing.F) {
	f.Add([]byte(capA + "\n\n" + capB))
	blind, _ := filepath.Glob(filepath.Join("testdata", "blind", "*.txt"))
	for _, name := range blind {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := Split(data)
		checkInvariants(t, data, r)
		if r.Err == nil && !strings.HasPrefix(r.Encoding, "utf-16") {
			cfg := config{max: 40}
			small := split(data, cfg)
			checkInvariants(t, data, small)
			for _, target := range []int{len(data) / 3, len(data) / 2, len(data) * 2 / 3} {
				c := boundary(data, target, 200, 40, 0)
				if c > 0 && c < len(data) {
					if diff := compareChunks(small, data, []int{c}, cfg); diff != "" {
						t.Errorf("%q cut at %d (target %d): %s", data, c, target, diff)
					}
				}
			}
		}
	})
}
