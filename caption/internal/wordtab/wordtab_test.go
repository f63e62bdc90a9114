package wordtab

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestFindAndHasAgreeWithALinearSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 40; n++ {
		var words []string
		for len(words) < n {
			w := strconv.FormatInt(r.Int64N(200), 36)
			if !slices.Contains(words, w) {
				words = append(words, w)
			}
		}
		slices.SortFunc(words, func(a, b string) int {
			if Less(a, b) {
				return -1
			}
			if Less(b, a) {
				return 1
			}
			return 0
		})
		if Check(words) != -1 {
			t.Fatalf("Check(%q) = %d, want -1", words, Check(words))
		}
		table := make([]Entry[int], len(words))
		for i, w := range words {
			table[i] = Entry[int]{w, i + 1}
		}
		for k := range 200 {
			w := strconv.FormatInt(int64(k), 36)
			i := slices.Index(words, w)
			v, ok := Find(table, w)
			if ok != (i >= 0) || ok && v != i+1 || !ok && v != 0 {
				t.Fatalf("Find(%q) in %q = %d, %v; want index %d", w, words, v, ok, i)
			}
			if Has(words, w) != (i >= 0) {
				t.Fatalf("Has(%q) in %q = %v", w, words, !(i >= 0))
			}
		}
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		words []string
		want  int
	}{
		{nil, -1},
		{[]string{"a"}, -1},
		{[]string{"a", "b", "c"}, -1},
		{[]string{"b", "a"}, 1},
		{[]string{"a", "b", "b"}, 2},
		{[]string{"Zed", "abc"}, -1}, // one length: byte order, capitals first
		{[]string{"abc", "Zed"}, 1},
		{[]string{"z", "ab", "abc"}, -1}, // the shorter first
		{[]string{"ab", "z"}, 1},
	} {
		if got := Check(c.words); got != c.want {
			t.Errorf("Check(%q) = %d, want %d", c.words, got, c.want)
		}
	}
	if got := Words([]Entry[bool]{{"x", true}, {"y", false}}); !slices.Equal(got, []string{"x", "y"}) {
		t.Errorf("Words = %q", got)
	}
}

func TestIndexAgreesWithFind(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 255; n += 17 {
		seen := map[string]bool{}
		var table []Entry[int]
		for len(table) < n {
			b := make([]byte, 1+r.IntN(6))
			for i := range b {
				b[i] = byte('a' + r.IntN(5))
			}
			if w := string(b); !seen[w] {
				seen[w] = true
				table = append(table, Entry[int]{w, len(table) + 1})
			}
		}
		x := NewIndex(table)
		for k := range 2000 {
			b := make([]byte, k%7)
			for i := range b {
				b[i] = byte('a' + r.IntN(5))
			}
			w := string(b)
			v, ok := x.Find(w)
			want, wantOK := 0, false
			for _, e := range table {
				if e.Word == w {
					want, wantOK = e.Val, true
				}
			}
			if v != want || ok != wantOK {
				t.Fatalf("table of %d: Find(%q) = %d, %v; want %d, %v", n, w, v, ok, want, wantOK)
			}
		}
	}
}

func TestUnsorted(t *testing.T) {
	got := Unsorted(map[string][]string{"good": {"a", "b", "ab"}, "bad": {"a", "ab", "b"}})
	if want := []string{`bad: "b" at 2 is not after "ab"`}; !slices.Equal(got, want) {
		t.Errorf("Unsorted = %q, want %q", got, want)
	}
}

func TestPackedFindAgreesWithFind(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 60; n++ {
		var table []Entry[byte]
		for len(table) < n {
			w := strconv.FormatInt(r.Int64N(5000), 36)
			if !slices.ContainsFunc(table, func(e Entry[byte]) bool { return e.Word == w }) {
				table = append(table, Entry[byte]{w, byte(len(table) + 1)})
			}
		}
		p, err := Pack(table)
		if err != nil {
			t.Fatal(err)
		}
		slices.SortFunc(table, func(a, b Entry[byte]) int {
			if Less(a.Word, b.Word) {
				return -1
			}
			return 1
		})
		for k := range 5000 {
			w := strconv.FormatInt(int64(k), 36)
			want, wok := Find(table, w)
			if got, ok := p.Find(w); got != want || ok != wok {
				t.Fatalf("Find(%q) = %d, %v; want %d, %v (table %q)", w, got, ok, want, wok, p.Words)
			}
			if got, ok := p.FindLower(strings.ToUpper(w)); got != want || ok != wok {
				t.Fatalf("FindLower(%q) = %d, %v; want %d, %v (table %q)", strings.ToUpper(w), got, ok, want, wok, p.Words)
			}
		}
		if _, ok := p.Find(""); ok {
			t.Fatal(`Find("") found a word`)
		}
	}
}

func TestPackRefusesAWordTwice(t *testing.T) {
	if _, err := Pack([]Entry[byte]{{"ab", 1}, {"ab", 2}}); err == nil {
		t.Error("Pack took a word twice")
	}
	if _, err := Pack([]Entry[byte]{{"", 1}}); err == nil {
		t.Error("Pack took an empty word")
	}
	if _, err := Pack([]Entry[byte]{{"March", 1}}); err == nil {
		t.Error("Pack took a word with a capital")
	}
}

func TestPackedFindLowerFoldsASCIICapitalsOnly(t *testing.T) {
	p, err := Pack([]Entry[byte]{{"march", 1}, {"décembre", 2}, {"of", 3}, {"a.m", 4}, {"x", 5}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		w    string
		want byte
	}{
		{"march", 1}, {"March", 1}, {"MARCH", 1}, {"mArCh", 1}, {"marc", 0}, {"marchs", 0},
		{"décembre", 2}, {"DéCEMBRE", 2}, {"DÉCEMBRE", 0}, // "É" is no ASCII capital
		{"OF", 3}, {"A.M", 4}, {"a\x0em", 0}, {"X", 5}, {"", 0},
	} {
		v, ok := p.FindLower(c.w)
		if v != c.want || ok != (c.want != 0) {
			t.Errorf("FindLower(%q) = %d, %v; want %d", c.w, v, ok, c.want)
		}
		if v, ok := p.Find(c.w); ok && (c.w != strings.ToLower(c.w) || v != c.want) {
			t.Errorf("Find(%q) = %d, %v", c.w, v, ok)
		}
	}
}
