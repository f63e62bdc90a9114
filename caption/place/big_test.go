package place

import (
	"fmt"
	"strings"
	"testing"
)

// TestLargeInputs feeds long and repetitive captions (a whole file read as one
// paragraph, a list of hundreds of towns); the invariants must hold and every
// distinct name must be found once.
func TestLargeInputs(t *testing.T) {
	var towns strings.Builder
	towns.WriteString("Strikes hit the towns of")
	for i := 0; i < 500; i++ {
		fmt.Fprintf(&towns, " Kafr Zq%c%c,", 'a'+i%26, 'a'+i/26%26)
	}
	towns.WriteString(" and Binnish.")
	inputs := []string{
		towns.String(),
		strings.Repeat("Aleppo, ", 20000),
		strings.Repeat("al-", 50000),
		strings.Repeat("of the town of ", 20000),
		strings.Repeat("in Douma, Eastern Ghouta, Damascus, Syria. ", 5000),
	}
	for _, in := range inputs {
		ps := Parse(in, 0, 0)
		checkInvariants(t, in, 0, 0, ps)
	}
	ps := Parse(inputs[0], 0, 0)
	if len(ps.Places) != 501 {
		t.Errorf("list of 501 towns: got %d places", len(ps.Places))
	}
}
