package analysis

import (
	"strings"
)

// Duplicate keys are never built: a record's key is hashed as its text is read
// (keyHash), and two keys are compared by reading both texts again (sameKey,
// keyHasPrefix), which only happens when their hashes are equal, that is for
// duplicates. A dataset costs one string of hexadecimal hashes and two tables of
// record indices, however long its captions.

// minTruncatedKey is the shortest duplicate key of a truncated copy that is matched
// against the full captions it may begin: shorter ones begin too many captions.
const minTruncatedKey = 40

// truncationMarkers end a shortened copy of a caption, longest first.
var truncationMarkers = [...]string{"... more", "...more", "…more", "...", "…"}

// keyBytes maps a byte of a text to the byte it gives its duplicate key: ASCII
// letters lower-cased, ASCII letters and digits and every non-ASCII byte kept, 0
// for the bytes dropped.
var keyBytes = [256]byte{
	'0': '0', '1': '1', '2': '2', '3': '3', '4': '4', '5': '5', '6': '6', '7': '7', '8': '8', '9': '9',
	'A': 'a', 'B': 'b', 'C': 'c', 'D': 'd', 'E': 'e', 'F': 'f', 'G': 'g', 'H': 'h', 'I': 'i',
	'J': 'j', 'K': 'k', 'L': 'l', 'M': 'm', 'N': 'n', 'O': 'o', 'P': 'p', 'Q': 'q', 'R': 'r',
	'S': 's', 'T': 't', 'U': 'u', 'V': 'v', 'W': 'w', 'X': 'x', 'Y': 'y', 'Z': 'z',
	'a': 'a', 'b': 'b', 'c': 'c', 'd': 'd', 'e': 'e', 'f': 'f', 'g': 'g', 'h': 'h', 'i': 'i',
	'j': 'j', 'k': 'k', 'l': 'l', 'm': 'm', 'n': 'n', 'o': 'o', 'p': 'p', 'q': 'q', 'r': 'r',
	's': 's', 't': 't', 'u': 'u', 'v': 'v', 'w': 'w', 'x': 'x', 'y': 'y', 'z': 'z',
	0x80: 0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x8B, 0x8C, 0x8D, 0x8E, 0x8F,
	0x90, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0x9B, 0x9C, 0x9D, 0x9E, 0x9F,
	0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE, 0xAF,
	0xB0, 0xB1, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xBB, 0xBC, 0xBD, 0xBE, 0xBF,
	0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xCB, 0xCC, 0xCD, 0xCE, 0xCF,
	0xD0, 0xD1, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xDB, 0xDC, 0xDD, 0xDE, 0xDF,
	0xE0, 0xE1, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xEB, 0xEC, 0xED, 0xEE, 0xEF,
	0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF,
}

// keyText is the text the duplicate key of a record is made from: the text without
// its truncation marker for truncated copies.
func keyText(text string, truncated bool) string {
	if truncated {
		for _, m := range truncationMarkers {
			if strings.HasSuffix(text, m) {
				return text[:len(text)-len(m)]
			}
		}
	}
	return text
}

// dupKey is the text the duplicate rule compares: the key text with ASCII letters
// lower-cased, ASCII letters and digits and every non-ASCII byte kept, everything
// else dropped.
func dupKey(text string, truncated bool) string {
	t := keyText(text, truncated)
	b := make([]byte, 0, len(t))
	for i := 0; i < len(t); i++ {
		if c := keyBytes[t[i]]; c != 0 {
			b = append(b, c)
		}
	}
	return string(b)
}

// FNV-1a 64, the hash of duplicate keys.
const fnvOffset, fnvPrime = 14695981039346656037, 1099511628211

// midKey is where a second hash of a key's beginning is taken: a truncated copy is
// only compared with the full captions whose keys begin alike that far.
const midKey = 2 * minTruncatedKey

// keyInfo is what markDuplicates knows of a duplicate key without building it.
type keyInfo struct {
	hash uint64 // FNV-1a 64 of the key
	head uint64 // of its first minTruncatedKey bytes (of all, when shorter)
	mid  uint64 // of its first midKey bytes (of all, when shorter)
	size int    // its length
	// truncated is the record's Truncated; first is set for a full caption that is
	// the first with its key.
	truncated, first bool
}

// keyHash hashes the duplicate key of the key text t in one pass over t: the
// beginning up to midKey key bytes, where the head and mid hashes are taken, then
// the rest. A byte that the key drops leaves the hash as it was: the loops select
// the next hash rather than branch on the byte, so that the spaces and punctuation
// of a text cost no mispredicted jumps.
func keyHash(t string) keyInfo {
	var k keyInfo
	h, n, i := uint64(fnvOffset), 0, 0
	for ; i < len(t) && n < midKey; i++ {
		c := keyBytes[t[i]]
		next := (h ^ uint64(c)) * fnvPrime
		if c != 0 {
			h = next
		}
		n += (int(c) + 255) >> 8 // 1 for a key byte, 0 for a dropped one
		if n == minTruncatedKey && c != 0 {
			k.head = h
		}
	}
	if n < minTruncatedKey {
		k.head = h
	}
	k.mid = h
	for ; i < len(t); i++ {
		c := keyBytes[t[i]]
		next := (h ^ uint64(c)) * fnvPrime
		if c != 0 {
			h = next
		}
		n += (int(c) + 255) >> 8
	}
	k.hash, k.size = h, n
	return k
}

// nextKeyByte returns the next byte of the key of t at or after i, and the index
// after it; 0 and len(t) at the end.
func nextKeyByte(t string, i int) (byte, int) {
	for ; i < len(t); i++ {
		if c := keyBytes[t[i]]; c != 0 {
			return c, i + 1
		}
	}
	return 0, i
}

// commonPrefix is the length of the longest common prefix of a and b: the keys of
// two texts agree as far as their bytes do.
func commonPrefix(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

// keyHasPrefix reports whether the key of the key text a begins with that of b.
func keyHasPrefix(a, b string) bool {
	i := commonPrefix(a, b)
	j := i
	for {
		var cb byte
		if cb, j = nextKeyByte(b, j); cb == 0 {
			return true
		}
		var ca byte
		if ca, i = nextKeyByte(a, i); ca != cb {
			return false
		}
	}
}

// sameKey reports whether the key texts a and b have the same key.
func sameKey(a, b string) bool {
	i := commonPrefix(a, b)
	j := i
	for {
		var ca, cb byte
		ca, i = nextKeyByte(a, i)
		cb, j = nextKeyByte(b, j)
		if ca != cb {
			return false
		}
		if ca == 0 {
			return true
		}
	}
}

// hashKey is the 16 hex digits of the FNV-1a 64 hash of a duplicate key.
func hashKey(k string) string {
	h := uint64(fnvOffset)
	for i := 0; i < len(k); i++ {
		h = (h ^ uint64(k[i])) * fnvPrime
	}
	var b [16]byte
	return string(appendHex(b[:0], h))
}

// appendHex appends the 16 hex digits of h to b.
func appendHex(b []byte, h uint64) []byte {
	for shift := 60; shift >= 0; shift -= 4 {
		b = append(b, "0123456789abcdef"[h>>shift&15])
	}
	return b
}

// markDuplicates sets Key and DuplicateOf of every record (IDs already numbered):
//   - a full caption is a duplicate of the first full caption with the same key;
//   - a truncated copy whose key has at least minTruncatedKey bytes is a duplicate of
//     the first full caption, before or after it, whose key begins with its key;
//   - else of the first earlier truncated copy with the same key;
//   - else of nothing (-1).
func markDuplicates(recs []Record) {
	keys := make([]keyInfo, len(recs))
	texts := make([]string, len(recs))
	var hexes strings.Builder // the keys' hashes, cut into each record's Key
	hexes.Grow(16 * len(recs))
	truncated := 0
	for i := range recs {
		r := &recs[i]
		texts[i] = keyText(r.Text, r.Truncated)
		keys[i] = keyHash(texts[i])
		keys[i].truncated = r.Truncated
		var hex [16]byte
		hexes.Write(appendHex(hex[:0], keys[i].hash))
		if r.Truncated {
			truncated++
		}
	}
	all := hexes.String()
	first := newKeyTable(keys, texts, len(recs)-truncated)
	for i := range recs {
		r := &recs[i]
		r.Key = all[16*i : 16*i+16]
		r.DuplicateOf = -1
		if !r.Truncated {
			if j := first.firstOrAdd(i); j != i {
				r.DuplicateOf = j
			} else {
				keys[i].first = true
			}
		}
	}
	if truncated > 0 {
		markTruncated(recs, keys, texts, truncated)
	}
}

// markTruncated links the truncated copies, once the full captions are linked.
func markTruncated(recs []Record, keys []keyInfo, texts []string, truncated int) {
	full := newPrefixIndex(keys, texts)
	firstTrunc := newKeyTable(keys, texts, truncated)
	for i := range keys {
		if !keys[i].truncated {
			continue
		}
		if keys[i].size >= minTruncatedKey {
			if j := full.first(i); j >= 0 {
				recs[i].DuplicateOf = j
				continue
			}
		}
		if j := firstTrunc.firstOrAdd(i); j != i {
			recs[i].DuplicateOf = j
		}
	}
}

// keyTable files records by key: an open-addressing table of record indices,
// placed by their key's hash, keys compared only when the hashes are equal.
type keyTable struct {
	slots []int32 // record index + 1; 0 is free
	shift uint
	keys  []keyInfo
	texts []string
}

// newKeyTable makes a table for up to n records, at most half full.
func newKeyTable(keys []keyInfo, texts []string, n int) *keyTable {
	bits := uint(4)
	for 1<<bits < 2*n {
		bits++
	}
	return &keyTable{slots: make([]int32, 1<<bits), shift: 64 - bits, keys: keys, texts: texts}
}

// firstOrAdd returns the record filed with the key of record i, or files i and
// returns it.
func (t *keyTable) firstOrAdd(i int) int {
	h := t.keys[i].hash
	mask := uint64(len(t.slots) - 1)
	// Fibonacci hashing: the high bits of FNV mix every byte, the low bits do not.
	for s := h * 0x9E3779B97F4A7C15 >> t.shift; ; s = (s + 1) & mask {
		j := int(t.slots[s]) - 1
		if j < 0 {
			t.slots[s] = int32(i + 1)
			return i
		}
		if t.keys[j].hash == h && t.keys[j].size == t.keys[i].size && sameKey(t.texts[j], t.texts[i]) {
			return j
		}
	}
}

// prefixIndex finds the first full caption whose key begins with the key of a
// truncated copy. It files the full captions (those that are no duplicates, in ID
// order) under the hash of the first minTruncatedKey bytes of their key, only for
// the heads that some truncated copy has: the copies are few, and a head narrows
// the search to the captions that begin alike.
type prefixIndex struct {
	keys   []keyInfo
	texts  []string
	byHead map[uint64][]int
}

func newPrefixIndex(keys []keyInfo, texts []string) *prefixIndex {
	x := &prefixIndex{keys: keys, texts: texts, byHead: map[uint64][]int{}}
	for i := range keys {
		if keys[i].truncated && keys[i].size >= minTruncatedKey {
			x.byHead[keys[i].head] = nil
		}
	}
	for i := range keys {
		if !keys[i].first || keys[i].size < minTruncatedKey {
			continue
		}
		if ids, ok := x.byHead[keys[i].head]; ok {
			x.byHead[keys[i].head] = append(ids, i)
		}
	}
	return x
}

// first returns the ID of the first full caption whose key begins with the key of
// record p, or -1.
func (x *prefixIndex) first(p int) int {
	kp := &x.keys[p]
	for _, i := range x.byHead[kp.head] {
		ki := &x.keys[i]
		if ki.size < kp.size || kp.size >= midKey && ki.mid != kp.mid {
			continue
		}
		if keyHasPrefix(x.texts[i], x.texts[p]) {
			return i
		}
	}
	return -1
}
