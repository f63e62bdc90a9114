package credit_test

import (
	"reflect"
	"testing"

	"github.com/captions-analyzer/captions/caption/credit"
)

// ParseTo finds what Parse finds; its lists share the caller's array when they fit
// in it, and are allocated when they do not.
func TestParseTo(t *testing.T) {
	texts := []string{
		"A man walks past a market in the old city, March 7, 2014. REUTERS/Lina Haddad",
		"Smoke rises over the port. Paul Durand/AFP/Getty Images",
		"(Photo by Omar Saleh/NurPhoto via Getty Images) Children play near a school.",
		"Workers repair a road after the storm.",
		"A boat leaves the harbour. Sara Cole, Tom Reyes and Ana Lind/Levant News Network/AFP/Getty Images",
	}
	for _, text := range texts {
		want := credit.Parse(text)
		for _, size := range []int{0, 1, 8} {
			names := make([]credit.Name, size)
			if got := credit.ParseTo(text, names); !reflect.DeepEqual(got, want) {
				t.Errorf("ParseTo(%q) with room for %d names\n got  %+v\n want %+v", text, size, got, want)
			}
		}
	}
}

// A caller that copies the names out of a credit without notes allocates nothing.
func TestParseToAllocatesNothing(t *testing.T) {
	text := "A man walks past a market in the old city, March 7, 2014. REUTERS/Lina Haddad/Levant News Network"
	var names [8]credit.Name
	if n := testing.AllocsPerRun(10, func() { credit.ParseTo(text, names[:]) }); n != 0 {
		t.Errorf("ParseTo(%q) with room for the names: %v allocations, want 0", text, n)
	}
	if c := credit.ParseTo(text, names[:]); len(c.Photographers) != 1 || &c.Photographers[0] != &names[0] {
		t.Errorf("ParseTo(%q): the photographer is not in the caller's array: %+v", text, c)
	}
}
