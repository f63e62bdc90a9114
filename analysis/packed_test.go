package analysis

import (
	"encoding/binary"
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// Invented captions for the packed frames: duplicates and a truncated copy, names
// past U+017F (the page cannot fold them itself), a character outside the BMP, an
// unresolved place, a weekday that does not match its date (a note), and a caption
// long enough that its credit's span is past 16 bits.
const packedA = "Smoke rises over the Old City of Aleppo, Syria, November 6, 2016. REUTERS/Jane Doe\n\n" +
	"Workers repair a road in Hanoi, Vietnam, on March 3, 2021. Photo by Nguyễn Văn Anh/Example Press\n\n" +
	"SMOKE RISES over the old city of Aleppo -- Syria, November 6, 2016. Reuters / Jane Doe\n\n" +
	"Fans cheer 🎉 in Buenos Aires, Argentina, December 18, 2022. (AP Photo/Ana Ruiz)\n\n" +
	"Smoke rises over the Old City of Aleppo, Syria, Novem...\n"

const packedB = "This Tuesday, August 31, 2016 photo shows a market in Qaryat al-Zaytun village near Homs, Syria. (Photo by Omar Sami/AFP)\n\n" +
	"Fans cheer 🎉 in Buenos Aires, Argentina, December 18, 2022. (AP Photo/Ana Ruiz)\n"

// packedLong is a caption of the longest length, 65536 bytes, whose credit ends it:
// the photographer's span ends at 65536.
func packedLong() string {
	head, credit := "A crowd gathers in Lyon, France, on May 1, 2019, as the march goes on", ". REUTERS/Jean Moreau"
	return head + strings.Repeat(" and on", (1<<16-len(head)-len(credit))/7) + strings.Repeat("!", (1<<16-len(head)-len(credit))%7) + credit + "\n"
}

// packedCase is a fixture of testdata/packed (read by web/engine/packed.test.js): a
// dataset's JSON and its frames, of all its records or one a file.
type packedCase struct {
	name   string
	in     []Input
	names  []string // nil: one frame of all records
	source bool     // the texts that are their input's bytes are left out
}

// sources gives the inputs a case's frames may take texts from.
func (c *packedCase) sources() []Input {
	if c.source {
		return c.in
	}
	return nil
}

var packedCases = []packedCase{
	{"one", []Input{{Name: "a.txt", Data: []byte(packedA)}}, nil, false},
	{"batch", []Input{{Name: "a.txt", Data: []byte(packedA)}, {Name: "b.txt", Data: []byte(packedB)}, {Name: "empty.txt"}}, []string{"a.txt", "b.txt", "empty.txt"}, true},
	{"wide", []Input{{Name: "long.txt", Data: []byte(packedLong())}}, nil, false},
	{"chunk", []Input{{Name: "c.txt", Data: []byte(packedB), Offset: 1000, Line: 40}}, nil, true},
}

const packedDir = "../web/engine/testdata/packed"

// TestPackedFixtures writes (with -update) or checks the frames and JSON that the
// page's test compares: pack.js of the JSON must give what packed.js reads of the
// frames.
func TestPackedFixtures(t *testing.T) {
	for _, c := range packedCases {
		d := Analyze(c.in)
		js := d.AppendJSON(nil, true)
		frames, err := d.AppendPacked(nil, c.names, c.sources())
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		// The inputs end to end, and where each frame's is in them (frames of a
		// batch in the order of names).
		var input []byte
		type source struct {
			At, Size, Offset int64
		}
		var sources []source
		for _, in := range c.sources() {
			sources = append(sources, source{int64(len(input)), int64(len(in.Data)), in.Offset})
			input = append(input, in.Data...)
		}
		meta, _ := json.Marshal(map[string]any{"names": c.names, "sources": sources})
		files := map[string][]byte{".json": js, ".bin": frames, ".names.json": meta}
		if c.source {
			files[".input"] = input
		}
		for ext, got := range files {
			expectFile(t, filepath.Join(packedDir, c.name+ext), got)
		}
	}
}

// frameView is a frame read back: its head numbers, header and sections.
type frameView struct {
	size, n, spanCount, flags int
	header                    map[string]any
	cols                      []int32
	texts                     []string
	fromInput                 int // records whose text is their input's
	spans                     []int
}

// readFrames reads frames whose texts may be those of inputs.
func readFrames(t *testing.T, b []byte, inputs []Input) []frameView {
	t.Helper()
	var out []frameView
	u32 := func(at int) int { return int(binary.LittleEndian.Uint32(b[at:])) }
	for at := 0; at < len(b); {
		if string(b[at:at+4]) != packedMagic {
			t.Fatalf("no magic at %d", at)
		}
		f := frameView{size: u32(at + 4), n: u32(at + 12), spanCount: u32(at + 16), flags: u32(at + 20)}
		hb, tb := u32(at+8), u32(at+24)
		if f.size%8 != 0 || at+f.size > len(b) {
			t.Fatalf("frame at %d: size %d of %d", at, f.size, len(b)-at)
		}
		off := at + packedHead
		for range PackedColumns * (f.n + 1) {
			f.cols = append(f.cols, int32(u32(off)))
			off += 4
		}
		var ends []int
		for range f.n {
			ends = append(ends, u32(off))
			off += 4
		}
		for range f.spanCount {
			if f.flags&1 != 0 {
				f.spans = append(f.spans, int(int32(u32(off))))
				off += 4
			} else {
				f.spans = append(f.spans, int(binary.LittleEndian.Uint16(b[off:])))
				off += 2
			}
		}
		off = at + (off-at+7)&^7
		text := b[off : off+tb]
		off = at + (off+tb-at+7)&^7
		if err := json.Unmarshal(b[off:off+hb], &f.header); err != nil {
			t.Fatalf("frame at %d: header: %v", at, err)
		}
		if end := at + (off+hb-at+7)&^7; end != at+f.size {
			t.Fatalf("frame at %d: sections end at %d, the frame at %d", at, end, at+f.size)
		}
		from := 0
		for i, e := range ends {
			if e&fromInputBit != 0 {
				f.texts = append(f.texts, f.inputText(t, i, inputs))
				f.fromInput++
				continue
			}
			f.texts = append(f.texts, string(text[from:e]))
			from = e
		}
		out = append(out, f)
		at += f.size
	}
	return out
}

// inputText is the text of record i of a frame that takes it from its input.
func (f *frameView) inputText(t *testing.T, i int, inputs []Input) string {
	t.Helper()
	start, end := int64(f.cols[i*PackedColumns]), int64(f.cols[i*PackedColumns+1])
	name := f.header["files"].([]any)[0].(map[string]any)["name"]
	for _, in := range inputs {
		if in.Name == name {
			return string(in.Data[start-in.Offset : end-in.Offset])
		}
	}
	t.Fatalf("record %d: its text is in its input, and there is no input %v", i, name)
	return ""
}

func TestPackedFrameHoldsTheRecords(t *testing.T) {
	c := packedCases[1]
	d := Analyze(c.in)
	b, err := d.AppendPacked(nil, c.names, c.sources())
	if err != nil {
		t.Fatal(err)
	}
	frames := readFrames(t, b, c.sources())
	if len(frames) != 3 {
		t.Fatalf("%d frames for 3 files", len(frames))
	}
	if frames[0].fromInput != frames[0].n || frames[0].n == 0 {
		t.Errorf("%d of the %d texts of a.txt left to its input, want all", frames[0].fromInput, frames[0].n)
	}
	k := 0
	for fi, f := range frames {
		files := f.header["files"].([]any)
		if len(files) != 1 || files[0].(map[string]any)["name"] != c.names[fi] {
			t.Errorf("frame %d: files %v, want %s alone", fi, files, c.names[fi])
		}
		if f.header["stats"] != nil {
			t.Errorf("frame %d: stats %v, want null in a file's frame", fi, f.header["stats"])
		}
		vals := f.header["vals"].([]any)
		kinds := f.header["kinds"].(string)
		for i := range f.n {
			r := &d.Records[k]
			k++
			row := f.cols[i*PackedColumns:]
			if f.texts[i] != r.Text || int64(row[0]) != r.Start || int64(row[1]) != r.End || int(row[2]) != r.Line || int(row[11]) != r.DuplicateOf {
				t.Errorf("frame %d record %d: %q %v, want %q %d %d %d dup %d", fi, i, f.texts[i], row[:PackedColumns], r.Text, r.Start, r.End, r.Line, r.DuplicateOf)
			}
			if kinds[row[3]] != 'f' || vals[row[3]] != r.File {
				t.Errorf("frame %d record %d: file val %v", fi, i, vals[row[3]])
			}
			if kinds[row[6]] != 'd' || vals[row[6]] != r.Date {
				t.Errorf("frame %d record %d: date val %v, want %q", fi, i, vals[row[6]], r.Date)
			}
			s0, s1 := int(row[9]), int(row[PackedColumns+9])
			if s1 < 0 {
				s1 = -1 - s1
			}
			if s0 < 0 || s1-s0 != 4*len(r.Spans) {
				t.Errorf("frame %d record %d: spans %d..%d for %d spans", fi, i, s0, s1, len(r.Spans))
				continue
			}
			for j, s := range r.Spans {
				if got := f.spans[s0+4*j : s0+4*j+4]; got[0] != spanCode(s.Field) || got[1] != s.Index || got[2] != s.Start || got[3] != s.End {
					t.Errorf("frame %d record %d span %d: %v, want %+v", fi, i, j, got, s)
				}
			}
		}
	}
	if k != len(d.Records) {
		t.Errorf("the frames hold %d records of %d", k, len(d.Records))
	}
}

func TestPackedWideSpans(t *testing.T) {
	d := Analyze(packedCases[2].in)
	b, _ := d.AppendPacked(nil, nil, nil)
	f := readFrames(t, b, nil)[0]
	if f.flags&1 == 0 {
		t.Fatalf("flags %d: spans past 65535 need 32 bits", f.flags)
	}
	got, want := 0, 0
	for j := 3; j < len(f.spans); j += 4 {
		got = max(got, f.spans[j])
	}
	for _, s := range d.Records[0].Spans {
		want = max(want, s.End)
	}
	if got != 1<<16 || want != 1<<16 {
		t.Errorf("the last span ends at %d in the frame, %d in the record; want 65536", got, want)
	}
}

func TestPackedTextsAreValidUTF8(t *testing.T) {
	if got := string(appendValid(nil, "a\xffb\xe2\x82")); got != "a\uFFFDb\uFFFD\uFFFD" {
		t.Errorf("appendValid: %q", got)
	}
	if validLen("a\xffb") != len("a\uFFFDb") {
		t.Errorf("validLen(%q) = %d", "a\xffb", validLen("a\xffb"))
	}
}

// FuzzPacked packs the dataset of arbitrary input: the packer never fails on what the
// parser gives, and the frame reads back with every record's text, position and spans.
func FuzzPacked(f *testing.F) {
	f.Add([]byte(packedA))
	f.Add([]byte(packedB))
	f.Add([]byte("\xff\xfeA\x00\n\x00"))
	f.Add([]byte("Caf\xe9 in S\xe3o Paulo, Brazil. (AP Photo/Jo\xe3o Silva)\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d := Analyze([]Input{{Name: "f.txt", Data: data}})
		in := []Input{{Name: "f.txt", Data: data}}
		b, err := d.AppendPacked(nil, nil, in)
		if err != nil {
			t.Fatal(err)
		}
		fr := readFrames(t, b, in)
		if len(fr) != 1 || fr[0].n != len(d.Records) {
			t.Fatalf("%d frames, want 1 of %d records", len(fr), len(d.Records))
		}
		for i := range d.Records {
			r := &d.Records[i]
			if fr[0].texts[i] != string(appendValid(nil, r.Text)) || int64(fr[0].cols[i*PackedColumns]) != r.Start {
				t.Fatalf("record %d: %q at %d, want %q at %d", i, fr[0].texts[i], fr[0].cols[i*PackedColumns], r.Text, r.Start)
			}
		}
	})
}

// A part's frame (AnalyzePart, what the page gets) differs from the frame of the
// analysed dataset only in what the page derives: duplicates, counts and stats. Its
// values, photographer ids past U+017F included, texts and spans are the same.
func TestPackedPartLikeAnalyzed(t *testing.T) {
	for _, c := range packedCases {
		whole, _ := Analyze(c.in).AppendPacked(nil, c.names, nil)
		part, _ := AnalyzePart(c.in).AppendPacked(nil, c.names, c.in)
		fw, fp := readFrames(t, whole, nil), readFrames(t, part, c.in)
		if len(fw) != len(fp) {
			t.Fatalf("%s: %d frames, want %d", c.name, len(fp), len(fw))
		}
		for k := range fw {
			w, p := fw[k], fp[k]
			if !reflect.DeepEqual(w.header["vals"], p.header["vals"]) || w.header["kinds"] != p.header["kinds"] ||
				!reflect.DeepEqual(w.texts, p.texts) || !reflect.DeepEqual(w.spans, p.spans) {
				t.Errorf("%s frame %d: values, texts or spans differ:\n%v\n%v", c.name, k, p.header["vals"], w.header["vals"])
			}
			for i := range w.cols {
				if i%PackedColumns != 11 && w.cols[i] != p.cols[i] {
					t.Errorf("%s frame %d: column %d of record %d is %d, want %d", c.name, k, i%PackedColumns, i/PackedColumns, p.cols[i], w.cols[i])
				}
			}
		}
	}
}
