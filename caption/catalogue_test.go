package caption_test

import (
	"slices"
	"testing"

	"github.com/captions-analyzer/captions/caption"
)

// The town after a holder's or a studio's credit and a comma is a place, never the
// location; a record's labels name no place.
func TestHolderTownAndLabels(t *testing.T) {
	for _, c := range []struct {
		text   string
		places []string
		loc    string
	}{
		{"Fire lookout atop Mount Hood, Oregon, 1935. Photo by Carl Jensen. Forest History Society, Durham, N.C.", []string{"Mount Hood", "Oregon", "Durham", "N.C."}, "Mount Hood"},
		{"Portrait of the Lind children. Undated. Harlan Historical Society, Kearney, Nebraska.", []string{"Kearney", "Nebraska"}, ""},
		{"Creator: Brandt, Clara M., 1861-1939. Title: Tobacco harvest, Edgerton, Wisconsin. Wisconsin Historical Society.", []string{"Edgerton", "Wisconsin"}, "Edgerton"},
	} {
		r := caption.Parse(c.text)
		if !slices.Equal(r.Places, c.places) || r.Location != c.loc {
			t.Errorf("Parse(%q): places %q, location %q; want %q, %q", c.text, r.Places, r.Location, c.places, c.loc)
		}
	}
}
