package date

import "strings"

// Digits of other scripts. Captions in Arabic, Persian, Urdu, Hindi, Nepali, Bengali,
// Thai, Lao, Burmese and Khmer write their dates in their own digits ("٩ يناير ٢٠١٦",
// "৫ আগস্ট ২০২৪"). A caption that gives no date in ASCII digits and holds such digits
// is read again with each of them folded to its ASCII digit, and the span found is
// put back on the bytes as written. The folding is paid only by those captions.

// nativeDigit returns the value of the digit of another script that opens s[i:] and
// its length in bytes; 0, 0 when none does.
func nativeDigit(s string, i int) (v byte, n int) {
	if i+1 >= len(s) {
		return 0, 0
	}
	c, d := s[i], s[i+1]
	switch c {
	case 0xd9: // U+0660..0669, Arabic-Indic
		if 0xa0 <= d && d <= 0xa9 {
			return d - 0xa0, 2
		}
	case 0xdb: // U+06F0..06F9, the Persian and Urdu forms
		if 0xb0 <= d && d <= 0xb9 {
			return d - 0xb0, 2
		}
	case 0xe0, 0xe1:
		if i+2 >= len(s) {
			return 0, 0
		}
		e := s[i+2]
		switch {
		case c == 0xe0 && (d == 0xa5 || d == 0xa7) && 0xa6 <= e && e <= 0xaf: // U+0966.., U+09E6..: Devanagari, Bengali
			return e - 0xa6, 3
		case c == 0xe0 && (d == 0xb9 || d == 0xbb) && 0x90 <= e && e <= 0x99: // U+0E50.., U+0ED0..: Thai, Lao
			return e - 0x90, 3
		case c == 0xe1 && d == 0x81 && 0x80 <= e && e <= 0x89: // U+1040..: Myanmar
			return e - 0x80, 3
		case c == 0xe1 && d == 0x9f && 0xa0 <= e && e <= 0xa9: // U+17E0..: Khmer
			return e - 0xa0, 3
		}
	}
	return 0, 0
}

// hasNativeDigit reports whether s holds a digit of another script. It skips eight
// bytes at a time while none has its top bit set, as in most captions.
func hasNativeDigit(s string) bool {
	i := 0
	for {
		for i+8 <= len(s) && load64(s[i:i+8])&0x8080808080808080 == 0 {
			i += 8
		}
		if i >= len(s) {
			return false
		}
		if s[i] >= 0xd9 && s[i] <= 0xe1 {
			if _, n := nativeDigit(s, i); n > 0 {
				return true
			}
		}
		i++
	}
}

// parseNative reads text with its digits of other scripts folded to ASCII and maps the
// date's span back; it returns d, the reading of the ASCII digits alone, when the
// folded text gives no date either.
func parseNative(text string, skipStart, skipEnd int, d Date) Date {
	var b strings.Builder
	b.Grow(len(text))
	fs, fe := -1, -1
	for i := 0; i < len(text); {
		if i >= skipStart && fs < 0 {
			fs = b.Len()
		}
		if i >= skipEnd && fe < 0 {
			fe = b.Len()
		}
		if v, n := nativeDigit(text, i); n > 0 {
			b.WriteByte('0' + v)
			i += n
			continue
		}
		b.WriteByte(text[i])
		i++
	}
	if fs < 0 {
		fs = b.Len()
	}
	if fe < 0 {
		fe = b.Len()
	}
	folded := b.String()
	n := parse(folded, nextDigit(folded, 0), fs, fe)
	if n.Value == "" {
		return d
	}
	n.Start, n.End = unfold(text, n.Start), unfold(text, n.End)
	return n
}

// unfold is the offset in text of offset k of its folded form (parseNative).
func unfold(text string, k int) int {
	i := 0
	for j := 0; j < k && i < len(text); j++ {
		if _, n := nativeDigit(text, i); n > 0 {
			i += n
		} else {
			i++
		}
	}
	return i
}
