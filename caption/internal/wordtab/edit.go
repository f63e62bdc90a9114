package wordtab

// OneEdit reports whether a and b, ASCII letters folded to one case, are at most one
// edit apart: equal, or a byte dropped, added or changed, or two neighbouring bytes
// swapped ("Febuary", "REUTRES", "Tusday"). The parser's readings of misspelt
// months, weekdays and agencies share it.
//
//go:noinline
func OneEdit(a, b string) bool {
	i := 0
	for i < len(a) && i < len(b) && fold(a[i]) == fold(b[i]) {
		i++
	}
	switch {
	case len(a) == len(b):
		return i == len(a) || foldEqual(a[i+1:], b[i+1:]) ||
			i+1 < len(a) && fold(a[i]) == fold(b[i+1]) && fold(a[i+1]) == fold(b[i]) && foldEqual(a[i+2:], b[i+2:])
	case len(a) == len(b)+1:
		return foldEqual(a[i+1:], b[i:])
	case len(b) == len(a)+1:
		return foldEqual(a[i:], b[i+1:])
	}
	return false
}

// foldEqual reports whether a and b of one length are equal, ASCII letters folded.
func foldEqual(a, b string) bool {
	for i := 0; i < len(a); i++ {
		if fold(a[i]) != fold(b[i]) {
			return false
		}
	}
	return true
}

// fold is an ASCII byte in lower case.
func fold(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
