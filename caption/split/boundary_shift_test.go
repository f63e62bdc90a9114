package split

import (
	"math/rand/v2"
	"testing"
)

// The page asks /boundary on a window that starts MaxCaption+8 bytes before the target
// (web/engine/chunk.js LOOK_BACK), not at the chunk's start: Boundary reads no byte
// before target-maxLine-1, so any window that starts at or before target-maxLine-2
// gives the same cut.
func TestBoundaryReadsNoFurtherBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("ab  \t\x00\r\n\n\n")
	for range 5000 {
		data := make([]byte, 40+rng.IntN(300))
		for i := range data {
			data[i] = alphabet[rng.IntN(len(alphabet))]
		}
		window, maxLine := 1+rng.IntN(60), 8+rng.IntN(40)
		minCut, target := rng.IntN(maxLine), rng.IntN(len(data)+10)
		want := boundary(data, target, window, maxLine, minCut)
		for s := 0; s <= target-maxLine-2 && s < len(data); s++ {
			if got := boundary(data[s:], target-s, window, maxLine, minCut) + s; got != want {
				t.Fatalf("boundary(%q, %d, %d, %d, %d) = %d; from byte %d on: %d", data, target, window, maxLine, minCut, want, s, got)
			}
		}
	}
}
