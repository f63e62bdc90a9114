package place

import "testing"

// TestSeparators checks the separator the scanner records before each word.
func TestSeparators(t *testing.T) {
	for _, c := range []struct {
		text string
		want []gap // one per word
	}{
		{"Aleppo Syria", []gap{gapStart, gapSpace}},
		{"Deir al-Zor", []gap{gapStart, gapSpace, gapHyphen}},
		{"Bab al- Nairab", []gap{gapStart, gapSpace, gapHyphen}},
		{"Douma, Ghouta", []gap{gapStart, gapComma}},
		{"Douma,Ghouta", []gap{gapStart, gapComma}},
		{"Douma. Ghouta", []gap{gapStart, gapStop}},
		{"Douma: Ghouta", []gap{gapStart, gapStop}},
		{"Douma - Ghouta", []gap{gapStart, gapStop}},
		{"Douma – Ghouta", []gap{gapStart, gapStop}},
		{"Douma\u00a0Ghouta", []gap{gapStart, gapSpace}},
		{"Douma\tGhouta", []gap{gapStart, gapSpace}},
		{"Douma/Ghouta", []gap{gapStart, gapOther}},
		{"Douma (Ghouta)", []gap{gapStart, gapOther}},
		{"Douma. (Ghouta", []gap{gapStart, gapOther}},
		{"Douma ‐Ghouta", []gap{gapStart, gapStop}},
		{"Douma\xffGhouta", []gap{gapStart, gapOther}},
	} {
		s := scanner{text: c.text, skipStart: -1, skipEnd: -1}
		toks := s.scan(nil)
		var got []gap
		for _, tk := range toks {
			got = append(got, tk.gap)
		}
		if len(got) != len(c.want) {
			t.Errorf("scan(%q): gaps %v, want %v", c.text, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("scan(%q): gaps %v, want %v", c.text, got, c.want)
				break
			}
		}
	}
}

// TestByteGaps checks the separator each byte makes alone, against the classes of
// classifyGap's comment.
func TestByteGaps(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := gapOther
		switch c {
		case ' ', '\t', '\n', '\r':
			want = gapSpace
		case '-':
			want = gapHyphen
		case ',':
			want = gapComma
		case '.', '!', '?', ';', ':':
			want = gapStop
		}
		if got := byteGap(byte(c)); got != want {
			t.Errorf("byteGap(%q) = %d, want %d", rune(c), got, want)
		}
	}
}
