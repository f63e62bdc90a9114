package analysis

import (
	"slices"
	"testing"
)

// Duplicate keys.

func TestDupKey(t *testing.T) {
	expectDupKey(t, "A boy, in Aleppo. REUTERS/Name", false, "aboyinalepporeutersname")
	expectDupKey(t, "Émilie's photo", false, "\xc3\x89miliesphoto")
	expectDupKey(t, "A boy in Aleppo...more", true, "aboyinaleppo")
	expectDupKey(t, "A boy in Aleppo... more", true, "aboyinaleppo")
	expectDupKey(t, "A boy in Aleppo…more", true, "aboyinaleppo")
	expectDupKey(t, "A boy in Aleppo…", true, "aboyinaleppo")
	expectDupKey(t, "A boy in Aleppo...", true, "aboyinaleppo")
	expectDupKey(t, "A boy in Aleppo...more", false, "aboyinaleppomore")
	expectDupKey(t, "Only one marker......more", true, "onlyonemarker")
	expectDupKey(t, "", false, "")
}

func expectDupKey(t *testing.T, text string, truncated bool, want string) {
	t.Helper()
	if got := dupKey(text, truncated); got != want {
		t.Errorf("dupKey(%q, %v) = %q, want %q", text, truncated, got, want)
	}
}

func TestHashKey(t *testing.T) {
	expectHashKey(t, "", "cbf29ce484222325")
	expectHashKey(t, "a", "af63dc4c8601ec8c")
	expectHashKey(t, "foobar", "85944171f73967e8")
}

func expectHashKey(t *testing.T, key, want string) {
	t.Helper()
	if got := hashKey(key); got != want {
		t.Errorf("hashKey(%q) = %q, want %q", key, got, want)
	}
}

// Duplicate links: each case lists captions in order ("~" before a text marks a
// truncated copy) and the DuplicateOf each should get.

const (
	longA = "Residents walk past damaged buildings in the Sukkari neighbourhood of Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad"
	longB = "Residents walk past damaged buildings in the Sukkari neighbourhood of Aleppo, Syria, March 8, 2014. REUTERS/Omar Haddad"
)

func TestDuplicates(t *testing.T) {
	// Exact copies, up to case, spaces and punctuation.
	expectDuplicates(t, []string{"A boy in Aleppo.", "A boy in Aleppo.", "a BOY, in aleppo"}, -1, 0, 0)
	expectDuplicates(t, []string{"A boy in Aleppo.", "A girl in Aleppo.", "A boy in Aleppo."}, -1, -1, 0)
	expectDuplicates(t, []string{"Café in Homs", "Cafe in Homs"}, -1, -1)
	// Truncated copies, before or after their full version.
	expectDuplicates(t, []string{"~" + longA[:60] + "...more", longA}, 1, -1)
	expectDuplicates(t, []string{longA, "~" + longA[:60] + "...more"}, -1, 0)
	expectDuplicates(t, []string{longA, longA, "~" + longA[:60] + "…"}, -1, 0, 0)
	// A truncated copy that begins two captions belongs to the first.
	expectDuplicates(t, []string{longB, longA, "~" + longA[:90] + "...more"}, -1, -1, 0)
	expectDuplicates(t, []string{"~" + longA[:90] + "...more", longB, longA}, 1, -1, -1)
	// Too short to match a full caption: it stands alone, or with its earlier copy.
	expectDuplicates(t, []string{"A boy in Aleppo, Syria. REUTERS/Omar", "~A boy in Aleppo...more"}, -1, -1)
	expectDuplicates(t, []string{"~A boy in Aleppo...more", "~A boy in Aleppo…", "A boy in Aleppo"}, -1, 0, -1)
	// A truncated copy with no full version.
	expectDuplicates(t, []string{"~" + longA[:60] + "...more"}, -1)
	expectDuplicates(t, []string{"~" + longA[:60] + "...more", "~" + longA[:60] + "... more"}, -1, 0)
	// A full caption is never the copy of a truncated one.
	expectDuplicates(t, []string{"~" + longA[:60] + "...more", longA[:60]}, 1, -1)
}

func expectDuplicates(t *testing.T, texts []string, want ...int) {
	t.Helper()
	recs := make([]Record, len(texts))
	for i, s := range texts {
		recs[i].ID = i
		if s[0] == '~' {
			recs[i].Truncated, s = true, s[1:]
		}
		recs[i].Text = s
	}
	markDuplicates(recs)
	for i := range recs {
		if recs[i].DuplicateOf != want[i] {
			t.Errorf("captions %q:\n  #%d DuplicateOf = %d, want %d", texts, i, recs[i].DuplicateOf, want[i])
		}
	}
}

// Folded keys.

func TestFold(t *testing.T) {
	expectFold(t, "Georges Ourfalian", "georgesourfalian")
	expectFold(t, "GEORGES OURFALIAN", "georgesourfalian")
	expectFold(t, "Karam Al-Masri", "karamalmasri")
	expectFold(t, "Émilie Dubois", "emiliedubois")
	expectFold(t, "Jürgen Müller", "jurgenmuller")
	expectFold(t, "Łukasz Nowak", "lukasznowak")
	expectFold(t, "Søren Sørensen", "sorensorensen")
	expectFold(t, "Doğan Şahin", "dogansahin")
	expectFold(t, "Yılmaz Öztürk", "yilmazozturk")
	expectFold(t, "Straße Æther Œuvre", "strasseaetheroeuvre")
	expectFold(t, "O'Neill", "oneill")
	expectFold(t, "Cafe\u0301", "cafe")
	expectFold(t, "Олена Мороз", "оленамороз")
	expectFold(t, "علي", "علي")
	expectFold(t, "1070", "1070")
	expectFold(t, "", "")
	expectFold(t, "×÷ - / .", "")
}

func expectFold(t *testing.T, in, want string) {
	t.Helper()
	if got := fold(in); got != want {
		t.Errorf("fold(%q) = %q, want %q", in, got, want)
	}
}

func TestShiftNotes(t *testing.T) {
	expectShiftNotes(t, "line 3: not valid UTF-8", 10, "line 13: not valid UTF-8")
	expectShiftNotes(t, "line 3: not valid UTF-8", 0, "line 3: not valid UTF-8")
	expectShiftNotes(t, "no text", 10, "no text")
	expectShiftNotes(t, "line x", 10, "line x")
}

func expectShiftNotes(t *testing.T, note string, lines int, want string) {
	t.Helper()
	if got := shiftNotes([]string{note}, lines); got[0] != want {
		t.Errorf("shiftNotes(%q, %d) = %q, want %q", note, lines, got[0], want)
	}
}

func TestMergeEncoding(t *testing.T) {
	expectMergedEncoding(t, "utf-8", "utf-8")
	expectMergedEncoding(t, "utf-8-bom", "utf-8-bom", "utf-8")
	expectMergedEncoding(t, "windows-1252", "utf-8-bom", "utf-8", "windows-1252", "windows-1250")
	expectMergedEncoding(t, "windows-1250", "utf-8", "windows-1250")
}

func expectMergedEncoding(t *testing.T, want string, chunks ...string) {
	t.Helper()
	var parts []*Dataset
	for _, enc := range chunks {
		parts = append(parts, &Dataset{Files: []File{{Name: "f", Encoding: enc}}})
	}
	if got := Merge(parts...).Files[0].Encoding; got != want {
		t.Errorf("encoding of chunks %q = %q, want %q", chunks, got, want)
	}
}

// Notes of chunks fold as the splitter writes them for the whole file.
func TestMergeNotes(t *testing.T) {
	expectMergedNotes(t, []string{"line 5: read as Windows-1252 (3 times in all)", "line 9: mojibake repaired"},
		[]string{"line 40: read as Windows-1252", "line 41: mojibake repaired (2 times in all)", "line 50: other"},
		"line 5: read as Windows-1252 (4 times in all)", "line 9: mojibake repaired (3 times in all)", "line 50: other")
	expectMergedNotes(t, []string{"no byte order mark"}, []string{"no byte order mark", "line 3: x"},
		"no byte order mark", "line 3: x")
	expectMergedNotes(t, nil, []string{"line 3: x", "line 4: x"}, "line 3: x", "line 4: x")
	expectMergedNotes(t, []string{"line 3: x (n times in all)"}, []string{"line 4: x (n times in all)"},
		"line 3: x (n times in all) (2 times in all)")
}

func expectMergedNotes(t *testing.T, notes, more []string, want ...string) {
	t.Helper()
	got := mergeNotes(slices.Clone(notes), more)
	if !slices.Equal(got, want) {
		t.Errorf("mergeNotes(%q, %q)\n got  %q\n want %q", notes, more, got, want)
	}
}
