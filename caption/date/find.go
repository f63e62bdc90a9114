package date

import (
	"math/bits"
	"unicode/utf8"
)

// Finding the dates of a caption. What is found is what reading a date at every
// word would find, left to right, going on after each date found (TestScan checks
// this); but most words start no date, so the scan reads only near numbers. Every
// form holds a day or a year (see forms.go), and before its first number a date has
// at most a few words, each a name of a month, a weekday or a qualifier, a misspelt
// month, or "of": "Nov. 6", "Wednesday, November of 2016", "summer of March of 2016".
// So the scan finds the next digit with a plain byte loop, steps back over the words
// before it that may be such words, and reads dates from the first of them up to the
// word of the digit. Where the words are not plain ASCII or the skipped credit is
// near, it walks every word since the last number instead, remembering the last few.

// recentWords is how many words the scan looks back from a number: a date has at
// most four words before its first number ("summer of March of 2016", "Wednesday,
// November of 2016"), and the end of the skipped credit may split one more.
const recentWords = 5

// scan reads the dates of the text outside [skipStart, skipEnd) (see the top of the
// file); q is the first digit of the text.
func (f *finder) scan(q, skipStart, skipEnd int) {
	for i := 0; q >= 0; q = nextDigit(f.s, i) {
		w, checked := f.windowStart(i, q, skipStart, skipEnd)
		i = f.scanWords(w, q, checked, skipStart, skipEnd)
	}
}

// nextDigit is the index of the first ASCII digit from i, -1 when there is none.
// It tests eight bytes at once (see digitBits), sixteen a step while none is a digit:
// most of a caption is letters, and under wasm a loop over single bytes is slow.
func nextDigit(s string, i int) int {
	for ; i+16 <= len(s); i += 16 {
		if b := s[i : i+16]; digitBits(load64(b[:8]))|digitBits(load64(b[8:])) != 0 {
			break // the digit is in these sixteen bytes: the loop below finds it
		}
	}
	for ; i+8 <= len(s); i += 8 {
		if m := digitBits(load64(s[i : i+8])); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(s); i++ {
		if isDigit(s[i]) {
			return i
		}
	}
	return -1
}

// load64 is the first eight bytes of b, the first the lowest.
func load64(b string) uint64 {
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// digitBits sets the top bit of the lowest byte of x that is an ASCII digit, the
// first in the text; bytes above it may be set wrongly. A byte is a digit when it
// xor '0' is below 10; subtracting 10 from each byte borrows from the top bit of
// exactly those, and a borrow passes only upwards, from a digit.
func digitBits(x uint64) uint64 {
	const ones, tops = 0x0101010101010101, 0x8080808080808080
	t := x ^ '0'*ones
	return (t - 10*ones) &^ t & tops
}

// windowStart is where to start walking the words to read the dates that may hold
// the digit at q, when there are no digits in [i, q): at the words before the word
// of q that may be words of a date (see readWords), at most recentWords of them, and
// checked tells so. It is i, unchecked, when the words between are not plain ASCII
// (word bounds are then found walking forward) or touch the skipped credit. It keeps
// what the first of those words names in f.named, for the reading that starts there.
func (f *finder) windowStart(i, q, skipStart, skipEnd int) (w int, checked bool) {
	s := f.s
	w = asciiWordStart(s, i, q)
	for k := 0; k < recentWords && w > i; k++ {
		j := w
		for j > i && s[j-1] < utf8.RuneSelf && !isAlnum(s[j-1]) {
			j--
		}
		start := asciiWordStart(s, i, j)
		if j > i && s[j-1] >= utf8.RuneSelf || start > i && s[start-1] >= utf8.RuneSelf {
			return i, false
		}
		if start == j { // letters only: [i, q) holds no digit
			break
		}
		kind, val := nameOf(s[start:j])
		if !mayBeInDate(s[start:j], kind) {
			break
		}
		w = start
		f.named = seenWord{start: start, end: j, kind: kind, val: val}
	}
	if w > i && s[w-1] >= utf8.RuneSelf || skipStart < skipEnd && skipStart <= q && skipEnd >= w {
		return i, false
	}
	return w, true
}

// asciiWordStart is the start of the ASCII letters and digits that end at j, not
// before i.
func asciiWordStart(s string, i, j int) int {
	w := s[i:j] // stepped back on at its end, which needs no check of bounds
	for len(w) > 0 && isAlnum(w[len(w)-1]) {
		w = w[:len(w)-1]
	}
	return i + len(w)
}

// scanWords reads the dates at the words from i, as reading at every word would, up
// to the word that holds the first digit, q: it remembers where the last words began,
// and at a word that holds a digit, it reads from each word remembered, first to
// last, then from that word. It returns where it stopped, past q. Checked tells that
// the words from i to the word of q may all be words of a date.
func (f *finder) scanWords(i, q int, checked bool, skipStart, skipEnd int) int {
	s := f.s
	var recent [recentWords]int // starts of the words since the last number, a ring
	n := 0                      // words since the last number
	for i <= q && i < len(s) {
		if i >= skipStart && i < skipEnd {
			i = skipEnd
			continue
		}
		if c := s[i]; c < utf8.RuneSelf && !isAlnum(c) {
			i++
			continue
		} else if c >= utf8.RuneSelf && !letterAt(s, i) {
			i += charLen(s, i)
			continue
		}
		end, digit := runEnd(s, i)
		if !digit {
			if end-i >= 3 { // a shorter word starts no date
				recent[n%recentWords] = i
				n++
			}
			i = end
			continue
		}
		next, ok := f.readWords(recent[:], n, end, checked, skipStart, skipEnd)
		if !ok {
			next, ok = f.read(i, skipStart, skipEnd)
		}
		if !ok && s[i] >= 0xe3 { // Chinese, Japanese and Korean write no space before a number: "石巻市で2021年3月11日"
			if d := nextDigit(s[:end], i); d > i {
				if e, ok := f.read(d, skipStart, skipEnd); ok {
					next = max(next, e)
				}
			}
		}
		i, n = next, 0
	}
	return i
}

// readWords reads a date from the last n words (the ring recent) before the word
// that holds a digit and ends at num, first to last; it returns the end of the first
// date found. The words of a date before its first number are all names of months,
// weekdays or qualifiers, or "of", so only the last words that are all such are read
// (all are when the skipped credit is among them: it may split a word), unless they
// are checked already.
func (f *finder) readWords(recent []int, n, num int, checked bool, skipStart, skipEnd int) (int, bool) {
	k := max(0, n-len(recent))
	if !checked && k < n && (skipStart == skipEnd || skipStart >= num || skipEnd <= recent[k%len(recent)]) {
		j := n
		for ; j > k; j-- {
			w := f.s[recent[(j-1)%len(recent)]:]
			if w = w[:wordEnd(w, 0, false)]; !mayBeInDate(w, nameKindOf(w)) {
				break
			}
		}
		k = j
	}
	for ; k < n; k++ {
		if end, ok := f.read(recent[k%len(recent)], skipStart, skipEnd); ok {
			return end, true
		}
	}
	return 0, false
}

// read reads a date at i and keeps it when it lies outside [skipStart, skipEnd). It
// returns where to go on: after the date, or when there is none, after the word at i.
func (f *finder) read(i, skipStart, skipEnd int) (int, bool) {
	var c candidate
	r := parseAt(f.s, i, &c, &f.named)
	if r != noDate && c.end > i && (c.end <= skipStart || c.start >= skipEnd) {
		f.add(r, &c)
		return c.end, true
	}
	return wordEnd(f.s, i, true), false
}

// mayBeInDate reports whether the word w may be one of the words of a date before
// its first number: a name of a month, a weekday or a qualifier, a misspelt month, or
// "of" ("de", "del": "enero de 2016"). kind is what nameOf says w names.
func mayBeInDate(w string, kind nameKind) bool {
	return kind != notName || equalFold(w, "of") || equalFold(w, "de") || equalFold(w, "del") || misspeltMonth(w) != 0
}
