package analysis

import "unicode/utf8"

// The hashes of duplicate keys in a packed frame are those the page computes
// (web/engine/dupkey.js: keyHash of dupKey, and prefixHash): the key is the text with
// the truncation marker of a truncated copy cut off, ASCII letters lower-cased, other
// ASCII characters but digits dropped and every other character kept, hashed over its
// UTF-16 code units. The page confirms on the keys themselves every duplicate the
// hashes suggest, so the hashes only need to agree with its own.

// keyHasher is dupkey.js keyHash, fed one UTF-16 code unit at a time.
type keyHasher struct{ a, b uint32 }

func (h *keyHasher) add(c uint32) {
	h.a = (h.a ^ c) * 0x01000193
	h.b = (h.b ^ c) * 0x5bd1e995
	h.b ^= h.b >> 13
}

func (h keyHasher) sum() float64 {
	b := (h.b ^ h.b>>15) * 0x85ebca6b
	return float64(h.a)*2097152 + float64(b>>11)
}

// PackedKeyHash gives the hash of the duplicate key of text (valid UTF-8), and the
// hash of the key's shortest prefix of minTruncatedKey UTF-8 bytes or more, or -1
// when the key is shorter. Its loop takes an ASCII character in place: most are.
func PackedKeyHash(text []byte, truncated bool) (key, prefix float64) {
	if truncated {
		for _, m := range truncationMarkers {
			if len(text) >= len(m) && string(text[len(text)-len(m):]) == m {
				text = text[:len(text)-len(m)]
				break
			}
		}
	}
	a, b := uint32(0x811c9dc5), uint32(0x9747b28c)
	prefix = -1
	n := 0 // the key's UTF-8 bytes so far, until minTruncatedKey
	for i := 0; i < len(text); {
		c := text[i]
		if c < utf8.RuneSelf {
			i++
			k := uint32(keyBytes[c])
			if k == 0 {
				continue
			}
			a = (a ^ k) * 0x01000193
			b = (b ^ k) * 0x5bd1e995
			b ^= b >> 13
			n++
		} else {
			r, size := utf8.DecodeRune(text[i:])
			i += size
			h := keyHasher{a, b}
			if r >= 0x10000 {
				r -= 0x10000
				h.add(0xd800 + uint32(r>>10))
				h.add(0xdc00 + uint32(r&0x3ff))
			} else {
				h.add(uint32(r))
			}
			a, b = h.a, h.b
			n += size
		}
		if n >= minTruncatedKey && prefix < 0 {
			prefix = keyHasher{a, b}.sum()
		}
	}
	return keyHasher{a, b}.sum(), prefix
}
