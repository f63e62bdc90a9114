package place

// Classes of ASCII bytes, one table load a byte: the scanner reads words with them
// (asciiRun), and the places compare folded bytes with them (looseFirst).

// The classes of ASCII bytes that asciiRun tells apart; 0 for a byte that is no
// letter or digit.
const (
	byteLower = 1 << iota
	byteUpper
	byteDigit
)

// byteClasses gives the class of every byte (0 for any byte from 0x80).
var byteClasses = [256]uint8{
	'0': byteDigit, '1': byteDigit, '2': byteDigit, '3': byteDigit, '4': byteDigit,
	'5': byteDigit, '6': byteDigit, '7': byteDigit, '8': byteDigit, '9': byteDigit,
	'A': byteUpper, 'B': byteUpper, 'C': byteUpper, 'D': byteUpper, 'E': byteUpper,
	'F': byteUpper, 'G': byteUpper, 'H': byteUpper, 'I': byteUpper, 'J': byteUpper,
	'K': byteUpper, 'L': byteUpper, 'M': byteUpper, 'N': byteUpper, 'O': byteUpper,
	'P': byteUpper, 'Q': byteUpper, 'R': byteUpper, 'S': byteUpper, 'T': byteUpper,
	'U': byteUpper, 'V': byteUpper, 'W': byteUpper, 'X': byteUpper, 'Y': byteUpper,
	'Z': byteUpper,
	'a': byteLower, 'b': byteLower, 'c': byteLower, 'd': byteLower, 'e': byteLower,
	'f': byteLower, 'g': byteLower, 'h': byteLower, 'i': byteLower, 'j': byteLower,
	'k': byteLower, 'l': byteLower, 'm': byteLower, 'n': byteLower, 'o': byteLower,
	'p': byteLower, 'q': byteLower, 'r': byteLower, 's': byteLower, 't': byteLower,
	'u': byteLower, 'v': byteLower, 'w': byteLower, 'x': byteLower, 'y': byteLower,
	'z': byteLower,
}

// asciiRun reads the ASCII letters and digits of text from i up to stop: it
// returns where they end, and the union of their classes.
func asciiRun(text string, i, stop int) (end int, bits uint8) {
	text = text[:stop]
	for ; i < len(text); i++ {
		c := byteClasses[text[i]]
		if c == 0 {
			break
		}
		bits |= c
	}
	return i, bits
}
