package split

import (
	"bytes"
	"unicode/utf8"
)

// Caption text: each caption's bytes are decoded on their own, so that one
// stray Windows-1252 byte does not change how the rest of the file is read.
// The texts of a file are written one after the other into one string, which
// the captions' texts are cut from when the file is split (cutTexts): a
// caption costs no allocation of its own.

// text appends the caption text of the trimmed bytes raw (which may span lines)
// to s.texts: decoded, white space collapsed to single spaces, a word
// hyphenated at a line end joined (joinLine); it reports whether
// the caption is a shortened copy. line is where it starts, for notes.
func (s *splitter) text(raw []byte, line int) bool {
	var seen, prev byte
	for _, b := range raw {
		c := byteClass[b]
		seen |= c | c&prev&classSpace>>1 // a space after a space: classCollapse
		prev = c
	}
	high, collapse, markup := seen&classHigh != 0, seen&classCollapse != 0, seen&classMarkup != 0
	var t []byte
	switch {
	case !high && !collapse && !markup:
		// Pure ASCII, nothing to change: copied as it is.
		s.texts.Write(raw)
		return isTruncated(raw)
	case !high || utf8.Valid(raw):
		if t = s.repair(raw, line); t == nil {
			t = collapseSpace(s.buf[:0], raw)
			s.buf = t
		}
	case prefer1250(raw):
		if s.n1250 == 0 {
			s.line1250 = line
		}
		s.n1250++
		t = s.decodeSingle(raw, &cp1250)
	default:
		if s.n1252 == 0 {
			s.line1252 = line
		}
		s.n1252++
		t = s.decodeSingle(raw, &cp1252)
	}
	// A byte that trim took for part of a character may decode to a space.
	t = trimSpace(t)
	if markup || high && invisible(t) {
		t = s.decodeMarkup(t)
	}
	s.texts.Write(t)
	return isTruncated(t)
}

// Byte classes for the first look at a caption's bytes.
const (
	classHigh     = 1 << iota // not ASCII
	classCollapse             // white space other than one space: to collapse
	classSpace                // ' '
	classMarkup               // '&' or '<': maybe HTML markup to decode
)

// byteClass is the class of every byte: hi, sp and ct stand for classHigh,
// classSpace and classCollapse (control bytes, white space but ' ', DEL).
var byteClass = [256]byte{
	ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct,
	ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct, ct,
	sp, 0, 0, 0, 0, 0, mk, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, mk, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ct,
	hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi,
	hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi,
	hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi,
	hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi,
	hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi,
	hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi,
	hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi,
	hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi, hi,
}

const (
	hi = classHigh
	sp = classSpace
	ct = classCollapse
	mk = classMarkup
)

// softHyphen and zeroWidthSpace are the invisible characters that unmarkup drops.
var softHyphen, zeroWidthSpace = []byte("\u00ad"), []byte("\u200b")

// invisible reports whether t holds a soft hyphen or a zero-width space: a text
// that is not ASCII but holds neither, and no '&' or '<', has nothing to decode.
func invisible(t []byte) bool {
	return bytes.Contains(t, softHyphen) || bytes.Contains(t, zeroWidthSpace)
}

// decodeMarkup returns the collapsed text t with its markup decoded (unmarkup),
// or t when that leaves nothing. The text is decoded into s.buf2, so that t
// stays whole until then.
func (s *splitter) decodeMarkup(t []byte) []byte {
	d := unmarkup(s.buf2[:0], t)
	if s.buf2 = d[:0]; len(d) == len(t) {
		return t
	}
	if d = trimSpace(collapseSpace(d[:0], d)); len(d) == 0 {
		return t
	}
	return d
}

// cutTexts gives each caption its text, cut from the texts written; a file with no
// caption has a nil list.
func (s *splitter) cutTexts() {
	if len(s.res.Captions) == 0 {
		s.res.Captions = nil
		return
	}
	all := s.texts.String()
	start := 0
	for i, end := range s.ends {
		s.res.Captions[i].Text, start = all[start:end], end
	}
}

// repair returns the collapsed text of raw with mojibake undone, or nil when
// raw shows no mojibake (or is nothing but white space once repaired).
func (s *splitter) repair(raw []byte, line int) []byte {
	if !hasMojibake(raw) {
		return nil
	}
	fixed, ok := unmojibake(raw)
	if !ok {
		return nil
	}
	if fixed = trimSpace(collapseSpace(fixed[:0], fixed)); len(fixed) == 0 {
		return nil
	}
	if s.nMojibake == 0 {
		s.lineMojibake = line
	}
	s.nMojibake++
	return fixed
}

// collapseSpace appends raw to out with every run of white space made one space.
// out may be raw[:0]: the output never overtakes the input.
func collapseSpace(out, raw []byte) []byte {
	space, from := false, 0
	for i := 0; i < len(raw); {
		b := raw[i]
		if b <= ' ' || b >= 0x7F { // else printable ASCII: no space
			if b == 0xE2 && !space && len(out) > 0 && i+3 < len(raw) && raw[i+1] == 0x80 && raw[i+2] == 0x8B && raw[i+3] > ' ' {
				i += 3 // a zero-width space inside a word: dropped
				continue
			}
			n := 0
			switch {
			case b == 0xA0: // a byte of no character: those are read whole below
				n = 1
			case b < 0xC0:
				n = spaceAt(raw, i, len(raw))
			default:
				if n = spaceAt(raw, i, len(raw)); n == 0 {
					if _, size := utf8.DecodeRune(raw[i:]); size > 1 {
						// the character whole, so that no byte of it is looked at
						// alone: out may be raw[:0], and what lies behind i is
						// then overwritten, and no longer tells a character's
						// byte from a stray one (spaceAt's inUTF8)
						if space {
							out = appendSpace(out, raw[from:i], b)
							space = false
						}
						out = append(out, raw[i:i+size]...)
						i += size
						continue
					}
				}
			}
			if n > 0 {
				if !space {
					space, from = true, i
				}
				i += n
				continue
			}
		}
		if space {
			out = appendSpace(out, raw[from:i], b)
			space = false
		}
		out = append(out, b)
		i++
	}
	return out
}

// appendSpace appends to out the space that the white space w before the byte b
// collapses to, or joins a word hyphenated at a line end (joinLine).
func appendSpace(out, w []byte, b byte) []byte {
	if n := len(out); n > 0 && out[n-1] == '-' && hasLineEnd(w) {
		return joinLine(out, b)
	}
	return append(out, ' ')
}

// hasLineEnd reports a line end in the white space t.
func hasLineEnd(t []byte) bool {
	for _, b := range t {
		if b == '\n' || b == '\r' {
			return true
		}
	}
	return false
}

// joinLine appends the one space that stands for a run of white space with a
// line end in it, after a hyphen and before the byte b, unless the hyphen
// follows an ASCII letter or digit or a full stop: then the word goes on after
// its hyphen with no space ("rebel-" / "held" gives "rebel-held", "U.S.-" /
// "backed" "U.S.-backed", "Nieder-" / "Vara" "Nieder-Vara"). The hyphen is
// kept, also where it only broke a word in two ("Stel-" / "laburg" gives
// "Stel-laburg"): without a dictionary the two cannot be told apart, and a
// caption's words are not to be changed; the gazetteer's tolerant key, which
// drops hyphens, still finds such a name.
//
//go:noinline
func joinLine(out []byte, b byte) []byte {
	n := len(out)
	if n < 2 || out[n-1] != '-' || !isASCIILetter(out[n-2]) && !('0' <= out[n-2] && out[n-2] <= '9') && out[n-2] != '.' {
		return append(out, ' ')
	}
	return out
}

// trimSpace drops the one space that collapseSpace may leave at either end.
func trimSpace(t []byte) []byte {
	return bytes.TrimSuffix(bytes.TrimPrefix(t, []byte{' '}), []byte{' '})
}

// decodeSingle decodes raw from a single-byte encoding into s.buf, collapsing
// white space; table maps the bytes 0x80..0xFF.
func (s *splitter) decodeSingle(raw []byte, table *[128]uint16) []byte {
	out := s.buf[:0]
	space, from := false, 0
	for i, b := range raw {
		r := rune(b)
		if b >= 0x80 {
			r = rune(table[b-0x80])
		}
		if r < 0x80 && isSpaceByte(b) || r == 0xA0 {
			if !space {
				space, from = true, i
			}
			continue
		}
		if space {
			if n := len(out); n > 0 && out[n-1] == '-' && hasLineEnd(raw[from:i]) {
				out = joinLine(out, b)
			} else {
				out = append(out, ' ')
			}
			space = false
		}
		out = utf8.AppendRune(out, r)
	}
	s.buf = out
	return out
}

// hasMojibake reports the mark of UTF-8 that was decoded as Latin-1 or
// Windows-1252 and encoded again: a character U+00C2..U+00F4 (a UTF-8 lead
// byte read as a letter, "Ã", "Â", "â") followed by a character that a UTF-8
// continuation byte reads as (U+0080..U+00BF, or a Windows-1252 sign).
func hasMojibake(t []byte) bool {
	for i := 0; i+2 < len(t); i++ {
		if t[i] == 0xC3 && 0x82 <= t[i+1] && t[i+1] <= 0xB4 {
			switch t[i+2] {
			case 0xC2, 0xC5, 0xC6, 0xCB, 0xE2:
				return true
			}
		}
	}
	return false
}

// unmojibake undoes a Latin-1 or Windows-1252 reading of UTF-8: each character
// back to its byte. ok is false when a character has no byte or the bytes are
// not valid UTF-8 (then the text was right as it was).
func unmojibake(t []byte) ([]byte, bool) {
	out := make([]byte, 0, len(t))
	for i := 0; i < len(t); {
		r, size := utf8.DecodeRune(t[i:])
		i += size
		switch {
		case r <= 0xFF:
			out = append(out, byte(r))
		default:
			b, ok := byte1252(r)
			if !ok {
				return nil, false
			}
			out = append(out, b)
		}
	}
	return out, utf8.Valid(out)
}

// byte1252 returns the Windows-1252 byte 0x80..0x9F of r.
func byte1252(r rune) (byte, bool) {
	for i, c := range cp1252[:32] {
		if rune(c) == r && c != 0xFFFD {
			return byte(0x80 + i), true
		}
	}
	return 0, false
}

// prefer1250 reports whether the bytes of a caption that is not UTF-8 read
// better as Windows-1250 (Central European) than as Windows-1252. Evidence for
// 1250: a byte undefined in 1252 but a letter in 1250 (Ť ť Ź); after a letter,
// a byte that is a sign in 1252 but a letter in 1250 (ł ą ż Ł Ą Ż ľ Ľ ş Ş); a
// word ending in æ or ð (ć, đ) or in "iè" ("ič").
func prefer1250(raw []byte) bool {
	for i, b := range raw {
		if b < 0x80 {
			continue
		}
		after := i > 0 && (isASCIILetter(raw[i-1]) || raw[i-1] >= 0xC0)
		end := i+1 == len(raw) || !isASCIILetter(raw[i+1]) && raw[i+1] < 0xC0
		switch b {
		case 0x8D, 0x8F, 0x9D:
			return true
		case 0xB3, 0xB9, 0xBF, 0xA3, 0xA5, 0xAF, 0xBC, 0xBE, 0xAA, 0xBA:
			if after {
				return true
			}
		case 0xE6, 0xF0:
			if after && end {
				return true
			}
		case 0xE8:
			if end && i > 0 && (raw[i-1] == 'i' || raw[i-1] == 'I') {
				return true
			}
		}
	}
	return false
}
