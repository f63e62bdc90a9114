package gazetteer

import (
	"strings"
	"testing"
)

// expectName checks that Name(id) is what Entry gives.
func expectName(t *testing.T, id string) {
	t.Helper()
	e, eok := Entry(id)
	name, ok := Name(id)
	if ok != eok || name != e.Name {
		t.Errorf("Name(%q) = %q, %v; want %q, %v as Entry gives", id, name, ok, e.Name, eok)
	}
}

func TestNameIsEntryName(t *testing.T) {
	for _, id := range []string{"c:SY", "r:SY.09", "gn:170063", "x:gn:170063/skr", "x:c:SD/drfr",
		"x:gn:170063/", "x:nothing/skr", "x:", "gn:0", "", "c:", "zz"} {
		expectName(t, id)
	}
	for line := range strings.Lines(placesTSV) {
		id, _, _ := strings.Cut(line, "\t")
		expectName(t, id)
	}
}
