package site

// Go's linker writes a wasm module's initial memory as one data segment per run of
// non-zero bytes, cutting wherever 8 or more zero bytes follow one another, which
// keeps the raw file small. The app's module then has some 65,000 segments, and their
// headers (a growing memory offset and a length each) are what brotli and gzip
// compress worst: the zero runs they skip would cost almost nothing compressed.
// packDataSegments joins segments whose gap is short, writing the gap's zeros out.
// Memory starts zeroed and active segments are copied into it in order at
// instantiation, so the joined module starts with the same memory byte for byte:
// app.wasm gets about 0.64 MB larger raw and about 80 KB smaller brotli-compressed
// (115 KB with gzip).
//
//	module  = magic version { section }
//	section = id:byte size:uleb body           only the data section (id 11) changes
//	data    = count:uleb { segment }
//	segment = 0x00 0x41 offset:sleb 0x0B size:uleb bytes
//	          (active, memory 0, offset an i32.const: the only form Go writes)

import (
	"bytes"
	"errors"
	"fmt"
)

// maxDataGap is the longest run of zeros packDataSegments writes out to join two
// segments: from 24 up the compressed size barely changes; 128 was the smallest.
const maxDataGap = 128

const wasmDataSection = 11

var wasmMagic = []byte("\x00asm\x01\x00\x00\x00")

// dataSegment is one active data segment of memory 0.
type dataSegment struct {
	offset int64
	data   []byte
}

// PackWasm is packDataSegments with the gap the site build uses, for other builds of
// a Go wasm module (the Cloudflare Worker's: `go run ./build wasm OUT PACKAGE`).
func PackWasm(mod []byte) ([]byte, error) { return packDataSegments(mod, maxDataGap) }

// packDataSegments returns the module with data segments less than maxGap zero
// bytes apart joined into one. A module it cannot read is an error.
func packDataSegments(mod []byte, maxGap int) ([]byte, error) {
	sections, err := readSections(mod)
	if err != nil {
		return nil, err
	}
	out := append(make([]byte, 0, len(mod)+len(mod)/8), wasmMagic...)
	for _, sec := range sections {
		body := sec.body
		if sec.id == wasmDataSection {
			segs, err := readDataSegments(body)
			if err != nil {
				return nil, err
			}
			body = appendDataSegments(nil, joinDataSegments(segs, maxGap))
		}
		out = append(out, sec.id)
		out = appendUleb(out, uint64(len(body)))
		out = append(out, body...)
	}
	return out, nil
}

// section is one section of a module: its id and its body.
type section struct {
	id   byte
	body []byte
}

// readSections cuts a version 1 module into its sections.
func readSections(mod []byte) ([]section, error) {
	if !bytes.HasPrefix(mod, wasmMagic) {
		return nil, errors.New("wasm: not a version 1 module")
	}
	var sections []section
	r := wasmReader{b: mod, i: len(wasmMagic)}
	for r.i < len(r.b) {
		id := r.b[r.i]
		r.i++
		body, ok := r.bytes()
		if !ok {
			return nil, fmt.Errorf("wasm: section %d is cut short", id)
		}
		sections = append(sections, section{id, body})
	}
	return sections, nil
}

// readDataSegments reads a data section's body.
func readDataSegments(body []byte) ([]dataSegment, error) {
	r := wasmReader{b: body}
	n, ok := r.uleb()
	if !ok || n > uint64(len(body)) {
		return nil, errors.New("wasm: bad data segment count")
	}
	segs := make([]dataSegment, 0, n)
	for range n {
		var s dataSegment
		ok := r.byte(0x00) && r.byte(0x41)
		if ok {
			s.offset, ok = r.sleb()
		}
		ok = ok && s.offset >= 0 && r.byte(0x0B)
		if ok {
			s.data, ok = r.bytes()
		}
		if !ok {
			return nil, fmt.Errorf("wasm: data segment %d is not an active i32.const segment of memory 0", len(segs))
		}
		segs = append(segs, s)
	}
	if r.i != len(body) {
		return nil, errors.New("wasm: bytes after the last data segment")
	}
	return segs, nil
}

// joinDataSegments joins each segment to the one before when it starts less than
// maxGap bytes after that one ends; segments out of order or overlapping stay apart.
func joinDataSegments(segs []dataSegment, maxGap int) []dataSegment {
	var out []dataSegment
	for _, s := range segs {
		if n := len(out); n > 0 {
			last := &out[n-1]
			end := last.offset + int64(len(last.data))
			if s.offset >= end && s.offset-end < int64(maxGap) {
				last.data = append(last.data, make([]byte, s.offset-end)...)
				last.data = append(last.data, s.data...)
				continue
			}
		}
		out = append(out, dataSegment{s.offset, append([]byte(nil), s.data...)})
	}
	return out
}

// appendDataSegments appends a data section's body.
func appendDataSegments(b []byte, segs []dataSegment) []byte {
	b = appendUleb(b, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0x00, 0x41)
		b = appendSleb(b, s.offset)
		b = append(b, 0x0B)
		b = appendUleb(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

// wasmReader reads LEB128 numbers and sized byte strings; ok is false past the end.
type wasmReader struct {
	b []byte
	i int
}

func (r *wasmReader) byte(c byte) bool {
	if r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

func (r *wasmReader) uleb() (uint64, bool) {
	var v uint64
	for shift := uint(0); shift < 64 && r.i < len(r.b); shift += 7 {
		c := r.b[r.i]
		r.i++
		v |= uint64(c&0x7F) << shift
		if c < 0x80 {
			return v, true
		}
	}
	return 0, false
}

func (r *wasmReader) sleb() (int64, bool) {
	var v int64
	for shift := uint(0); shift < 64 && r.i < len(r.b); {
		c := r.b[r.i]
		r.i++
		v |= int64(c&0x7F) << shift
		shift += 7
		if c < 0x80 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v, true
		}
	}
	return 0, false
}

// bytes reads a uleb length and that many bytes.
func (r *wasmReader) bytes() ([]byte, bool) {
	n, ok := r.uleb()
	if !ok || n > uint64(len(r.b)-r.i) {
		return nil, false
	}
	b := r.b[r.i : r.i+int(n)]
	r.i += int(n)
	return b, true
}

func appendUleb(b []byte, v uint64) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

func appendSleb(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7F)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
