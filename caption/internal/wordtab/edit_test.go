package wordtab

import "testing"

func TestOneEdit(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"March", "march", true},       // equal, folded
		{"Febuary", "february", true},  // a letter dropped
		{"Decemebr", "december", true}, // two neighbours swapped
		{"Marc", "march", true},        // the last letter dropped
		{"Reuterss", "reuters", true},  // a letter added
		{"REUTRES", "Reuters", true},   // swapped, in capitals
		{"Tusday", "tuesday", true},
		{"Getty Imges", "Getty Images", true},
		{"Setember", "september", true},
		{"Jnauary", "january", true},
		{"Ruetres", "reuters", false}, // two edits
		{"Reuter", "reuters!", false}, // two bytes shorter
		{"AFP", "APF", true},          // the caller sets the length it trusts
		{"Mosul", "Basra", false},
		{"", "a", true},
		{"", "ab", false},
	} {
		if got := OneEdit(tc.a, tc.b); got != tc.want {
			t.Errorf("OneEdit(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
		if got := OneEdit(tc.b, tc.a); got != tc.want {
			t.Errorf("OneEdit(%q, %q) = %v, want %v", tc.b, tc.a, got, tc.want)
		}
	}
}
