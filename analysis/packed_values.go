package analysis

import (
	"encoding/binary"
	"math/bits"
)

// valueSet finds the values of a frame by their kind and JSON: an open-addressing
// table of hashes, each with where its value's JSON is in the packer's JSON of all
// values, and the value's index. It does what a map[string]int would, without a
// string for each value and with a hash read 8 bytes at a time, which costs less than
// the map's under wasm.
type valueSet struct {
	slots    []valueSlot // a power of two long; idx 0 marks an empty slot
	n        int
	lastHash uint64 // of the value find looked for last
}

type valueSlot struct {
	hash     uint64
	at, size int32 // the value's JSON in the packer's json
	idx      int32 // the value's index + 1
	kind     byte
}

func (s *valueSet) reset() {
	clear(s.slots)
	s.n = 0
}

// find gives the index of the value of kind whose JSON is j, within all (the JSON of
// the values so far), and whether there is one. It remembers the hash of j for add.
func (s *valueSet) find(kind byte, j, all []byte) (int32, bool) {
	if len(s.slots) == 0 {
		s.slots = make([]valueSlot, 1024)
	}
	h := hashValue(kind, j)
	s.lastHash = h
	mask := uint64(len(s.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := &s.slots[i]
		if sl.idx == 0 {
			return 0, false
		}
		if sl.hash == h && sl.kind == kind && string(all[sl.at:sl.at+sl.size]) == string(j) {
			return sl.idx - 1, true
		}
	}
}

// add adds the value that find did not find: kind, its JSON at json[at:at+size], its
// index the number of values so far.
func (s *valueSet) add(kind byte, at, size int) {
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	s.n++
	s.put(valueSlot{hash: s.lastHash, at: int32(at), size: int32(size), idx: int32(s.n), kind: kind})
}

func (s *valueSet) put(v valueSlot) {
	mask := uint64(len(s.slots) - 1)
	for i := v.hash & mask; ; i = (i + 1) & mask {
		if s.slots[i].idx == 0 {
			s.slots[i] = v
			return
		}
	}
}

func (s *valueSet) grow() {
	old := s.slots
	s.slots = make([]valueSlot, 2*len(old))
	for _, v := range old {
		if v.idx != 0 {
			s.put(v)
		}
	}
}

// hashValue hashes a value's kind and JSON, 8 bytes at a time.
func hashValue(kind byte, j []byte) uint64 {
	h := uint64(kind)*0x9e3779b97f4a7c15 ^ uint64(len(j))
	for len(j) >= 8 {
		h = mix(h ^ binary.LittleEndian.Uint64(j))
		j = j[8:]
	}
	var last uint64
	for i, c := range j {
		last |= uint64(c) << (8 * i)
	}
	return mix(h ^ last)
}

func mix(h uint64) uint64 {
	hi, lo := bits.Mul64(h, 0xbf58476d1ce4e5b9)
	return hi ^ lo
}
