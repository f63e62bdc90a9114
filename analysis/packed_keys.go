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

func newKeyHasher() keyHasher { return keyHasher{0x811c9dc5, 0x9747b28c} }

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
// when the key is shorter.
func PackedKeyHash(text []byte, truncated bool) (key, prefix float64) {
	if truncated {
		for _, m := range truncationMarkers {
			if len(text) >= len(m) && string(text[len(text)-len(m):]) == m {
				text = text[:len(text)-len(m)]
				break
			}
		}
	}
	h := newKeyHasher()
	i, n := 0, 0 // n: the key's UTF-8 bytes so far
	for i < len(text) && n < minTruncatedKey {
		var size int
		i, size = h.next(text, i)
		n += size
	}
	prefix = -1
	if n >= minTruncatedKey {
		prefix = h.sum()
	}
	for i < len(text) {
		i, _ = h.next(text, i)
	}
	return h.sum(), prefix
}

// next adds the character of text at i to the key, when the key keeps it, and gives
// where the next character starts and the character's UTF-8 length in the key (0
// when dropped).
func (h *keyHasher) next(text []byte, i int) (int, int) {
	c := text[i]
	if c < utf8.RuneSelf {
		k := keyBytes[c]
		if k == 0 {
			return i + 1, 0
		}
		h.add(uint32(k))
		return i + 1, 1
	}
	r, size := utf8.DecodeRune(text[i:])
	if r >= 0x10000 {
		r -= 0x10000
		h.add(0xd800 + uint32(r>>10))
		h.add(0xdc00 + uint32(r&0x3ff))
	} else {
		h.add(uint32(r))
	}
	return i + size, size
}
