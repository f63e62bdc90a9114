package main

import (
	"math"
	"testing"
)

func TestLatinName(t *testing.T) {
	for name, want := range map[string]bool{
		"Kafr Nabl": true, "Ḩarastā": true, "‘Ayn al ‘Arab": true, "Dār al-‘Izzah": true,
		"كفر نبل": false, "Дума": false, "PMS": false, "LTK": false, "Km 10": false,
		"x": false, "": false, "http://a": false, "Al-Sham": true,
	} {
		if got := latinName(name); got != want {
			t.Errorf("latinName(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestTrimKindWord(t *testing.T) {
	for name, want := range map[string]string{
		"Damascus Governorate": "Damascus", "Bursa Province": "Bursa", "Aleppo": "Aleppo",
		"Governorate": "Governorate", "Northern District": "Northern District",
	} {
		if got := trimKindWord(name); got != want {
			t.Errorf("trimKindWord(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestRound2(t *testing.T) {
	for n, want := range map[int]int{0: 0, 7: 7, 99: 99, 100: 100, 1602264: 1600000, 37348: 37000} {
		if got := round2(n); got != want {
			t.Errorf("round2(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestRingCentroid(t *testing.T) {
	square := [][2]float64{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 0}}
	a, c := ringCentroid(square)
	if math.Abs(a) != 4 || c != [2]float64{1, 1} {
		t.Errorf("ringCentroid(square 2x2) = %v, %v; want area 4, centroid (1, 1)", a, c)
	}
}

func TestFoldByte(t *testing.T) {
	for r, want := range map[rune]byte{'Ḩ': 'h', 'ā': 'a', 'ţ': 't', 'ẕ': 'z', 'ß': 's', 'ø': 'o', 'İ': 'i', '×': 0} {
		if got := foldByte(r); got != want {
			t.Errorf("foldByte(%q) = %q, want %q", r, got, want)
		}
	}
}
