package analysis

import (
	"strings"
)

// minTruncatedKey is the shortest duplicate key of a truncated copy that is matched
// against the full captions it may begin: shorter ones begin too many captions.
const minTruncatedKey = 40

// truncationMarkers end a shortened copy of a caption, longest first.
var truncationMarkers = [...]string{"... more", "...more", "…more", "...", "…"}

// dupKey is the text the duplicate rule compares: the text without its truncation
// marker (for truncated copies), ASCII letters lower-cased, ASCII letters and digits
// and every non-ASCII byte kept, everything else dropped.
func dupKey(text string, truncated bool) string {
	return string(appendDupKey(nil, text, truncated))
}

// appendDupKey appends the duplicate key of text to b.
func appendDupKey(b []byte, text string, truncated bool) []byte {
	if truncated {
		for _, m := range truncationMarkers {
			if strings.HasSuffix(text, m) {
				text = text[:len(text)-len(m)]
				break
			}
		}
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case 'A' <= c && c <= 'Z':
			b = append(b, c+'a'-'A')
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c >= 0x80:
			b = append(b, c)
		}
	}
	return b
}

// dupKeys returns the duplicate keys of the records, all cut from one string.
func dupKeys(recs []Record) []string {
	size := 0
	for i := range recs {
		size += len(recs[i].Text)
	}
	arena := make([]byte, 0, size)
	ends := make([]int, len(recs))
	for i := range recs {
		arena = appendDupKey(arena, recs[i].Text, recs[i].Truncated)
		ends[i] = len(arena)
	}
	all := string(arena)
	keys := make([]string, len(recs))
	start := 0
	for i, end := range ends {
		keys[i], start = all[start:end], end
	}
	return keys
}

// hashKey is the 16 hex digits of the FNV-1a 64 hash of a duplicate key.
func hashKey(k string) string {
	var b [16]byte
	appendHashKey(b[:0], k)
	return string(b[:])
}

// appendHashKey appends the 16 hex digits of the FNV-1a 64 hash of k to b.
func appendHashKey(b []byte, k string) []byte {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	for i := 0; i < len(k); i++ {
		h ^= uint64(k[i])
		h *= prime
	}
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
	keys := dupKeys(recs)
	hashes := make([]byte, 0, 16*len(recs))
	for _, k := range keys {
		hashes = appendHashKey(hashes, k)
	}
	hexes := string(hashes)
	first := make(map[string]int, len(recs))
	truncated := 0
	for i := range recs {
		r := &recs[i]
		r.Key = hexes[16*i : 16*i+16]
		r.DuplicateOf = -1
		if r.Truncated {
			truncated++
			continue
		}
		if j, ok := first[keys[i]]; ok {
			r.DuplicateOf = j
		} else {
			first[keys[i]] = i
		}
	}
	if truncated == 0 {
		return
	}
	full := newPrefixIndex(recs, keys)
	firstTrunc := make(map[string]int, truncated)
	for i := range recs {
		r := &recs[i]
		if !r.Truncated {
			continue
		}
		if len(keys[i]) >= minTruncatedKey {
			if j := full.first(keys[i]); j >= 0 {
				r.DuplicateOf = j
				continue
			}
		}
		if j, ok := firstTrunc[keys[i]]; ok {
			r.DuplicateOf = j
		} else {
			firstTrunc[keys[i]] = i
		}
	}
}

// prefixIndex finds the first full caption whose key begins with the key of a
// truncated copy. It files the full captions (those that are no duplicates, in ID
// order) under the first minTruncatedKey bytes of their key, only for the heads
// that some truncated copy has: the copies are few, and a head narrows the search
// to the captions that begin alike.
type prefixIndex struct {
	keys   []string
	byHead map[string][]int
}

func newPrefixIndex(recs []Record, keys []string) *prefixIndex {
	x := &prefixIndex{keys: keys, byHead: map[string][]int{}}
	for i := range recs {
		if recs[i].Truncated && len(keys[i]) >= minTruncatedKey {
			x.byHead[keys[i][:minTruncatedKey]] = nil
		}
	}
	for i := range recs {
		if recs[i].Truncated || recs[i].DuplicateOf >= 0 || len(keys[i]) < minTruncatedKey {
			continue
		}
		head := keys[i][:minTruncatedKey]
		if ids, ok := x.byHead[head]; ok {
			x.byHead[head] = append(ids, i)
		}
	}
	return x
}

// first returns the ID of the first full caption whose key begins with p, or -1.
func (x *prefixIndex) first(p string) int {
	for _, i := range x.byHead[p[:minTruncatedKey]] {
		if strings.HasPrefix(x.keys[i], p) {
			return i
		}
	}
	return -1
}
