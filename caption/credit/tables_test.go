package credit

import (
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// BenchmarkBuildTables measures what the first Parse of a process (every wasm call)
// pays to build the agency index and the word lists.
func BenchmarkBuildTables(b *testing.B) {
	n := 0
	for _, e := range agencyTable {
		n += len(e.variant)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		agencyStart = [len(agencyStart)]agencyIndex{}
		buildAgencyIndex()
		buildWordFlags()
	}
}

// TestTablesIndexEveryEntry checks that every agency variant is found by matchAgency
// and gives its canonical name, so that no entry is shadowed or lost by the index.
func TestTablesIndexEveryEntry(t *testing.T) {
	for _, e := range agencyTable {
		canon, end, ok := matchAgency(e.variant, 0, len(e.variant))
		if !ok || end != len(e.variant) || canon != e.canon {
			t.Errorf("matchAgency(%q) = %q, %d, %v; want %q, %d, true", e.variant, canon, end, ok, e.canon, len(e.variant))
		}
	}
}

// TestNonPersonFilter checks what mayBeNonPerson relies on: the entries of nonPersons
// are lower case, single-spaced, with words of at most 32 bytes.
func TestNonPersonFilter(t *testing.T) {
	for _, ph := range nonPersons {
		if ph != strings.ToLower(ph) || strings.Join(strings.Fields(ph), " ") != ph {
			t.Errorf("nonPersons entry %q: want lower case, single spaces", ph)
		}
		for _, w := range strings.Fields(ph) {
			if len(w) > 32 {
				t.Errorf("nonPersons entry %q: word %q longer than flags reads", ph, w)
			}
		}
	}
}

// TestIndexShapes checks what the indexes rely on: agency variants have two bytes or
// more and begin with a letter (agencyGroup); the words of the lists have no ASCII
// capital (the look-up folds ASCII only, so a word in another script is listed in each
// case it is written: "фото", "Фото", "ФОТО") and at most maxFlagWord bytes; every notice is longer than noticeStride (noticeCut
// reads two bytes in noticeStride), and there are 16 at most (one bit each).
func TestIndexShapes(t *testing.T) {
	for _, e := range agencyTable {
		if len(e.variant) < 2 || lower(e.variant[0]) < 'a' || lower(e.variant[0]) > 'z' {
			t.Errorf("agency variant %q: want two bytes or more, the first a letter", e.variant)
		}
	}
	if len(agencyTable) > math.MaxUint16 {
		t.Errorf("%d agency variants: agencyOrder holds %d at most", len(agencyTable), math.MaxUint16)
	}
	eachListWord(func(w string, _ wordFlag) {
		if w == "" || len(w) > maxFlagWord || strings.IndexFunc(w, func(r rune) bool { return 'A' <= r && r <= 'Z' }) >= 0 {
			t.Errorf("list word %q: want 1 to %d bytes, no ASCII capital", w, maxFlagWord)
		}
	})
	for _, n := range notices {
		if len(n) <= noticeStride {
			t.Errorf("notice %q: want more than %d bytes", n, noticeStride)
		}
	}
	if len(notices) > 16 {
		t.Errorf("%d notices: noticeCut keeps 16 at most", len(notices))
	}
}

// TestFlagsMatchLists checks the word index against the lists it is built from: a
// word's flags are the union of the lists that hold it, whatever the case of its ASCII
// letters (the index folds no other: "Crédit" is a lead word, "CRÉDIT" none), and a
// word in no list has none.
func TestFlagsMatchLists(t *testing.T) {
	want := map[string]wordFlag{}
	eachListWord(func(w string, f wordFlag) { want[w] |= f })
	for w, f := range want {
		for _, v := range []string{w, asciiUpper(w), asciiUpper(w[:1]) + w[1:]} {
			if got := wordBits(v); got != f {
				t.Errorf("wordBits(%q) = %#x, want %#x", v, got, f)
			}
			if got := flags(v); got != f&fLists {
				t.Errorf("flags(%q) = %#x, want %#x", v, got, f&fLists)
			}
		}
	}
	for _, w := range []string{"", "Reuters", "photoz", "a", "Aleppo", "sgts", "st", "x.", strings.Repeat("a", 40)} {
		if got := wordBits(w); got != want[strings.ToLower(w)] {
			t.Errorf("wordBits(%q) = %#x, want %#x", w, got, want[strings.ToLower(w)])
		}
	}
}

// TestPlaceKinds checks that placeKind takes the words of its list as written only.
func TestPlaceKinds(t *testing.T) {
	for _, w := range placeKinds {
		if !placeKind(w) || placeKind(strings.ToUpper(w)) {
			t.Errorf("placeKind(%q) = %v, placeKind(%q) = %v; want true, false", w, placeKind(w), strings.ToUpper(w), placeKind(strings.ToUpper(w)))
		}
	}
	for _, w := range []string{"regions", "town", "City", "state."} {
		if placeKind(w) {
			t.Errorf("placeKind(%q) = true, want false", w)
		}
	}
}

// TestWordShapes checks the shapes of words that classify reads without a list: a
// word for picture, an asset number, an agency's brand word and a web address.
func TestWordShapes(t *testing.T) {
	shapes := []struct {
		name     string
		f        func(string) bool
		yes, not []string
	}{
		{"pictureWord", pictureWord, []string{"Photo", "FOTO", "image", "Picture"}, []string{"Photos", "Images", "Fotos", "Photograph"}},
		{"assetNumber", assetNumber, []string{"UN0598765", "UNI562347", "12345", "WFP2231907", "LC-USZ62-10432", "LC-F8-2231", "350-P-C-2-41", "NH-30-455-D"}, []string{"UNICEF", "2024", "UN1234", "UNHCR12345", "un0598765", "UN05987X", "2024-05-06", "KTLA-5", "WNBC-TV", "-LC-123", "LC--123", "LC-123-", "Lc-Usz62-10432"}},
		{"brandWord", brandWord, []string{"Newspix", "SCANPIX", "Sportfoto", "Fotopress", "EuroPhoto"}, []string{"Pix", "Felix", "Cypress", "Express", "Photo", "Alfonso"}},
		{"webAddress", webAddress, []string{"kloop.kg", "24.kg", "news-site.co.uk", "EXAMPLE.COM"}, []string{"p.m.", "e.g.", "i.e", "14.01.2024", "U.S.", "a.kg", "site..kg", ".kg", ".ab.kg", "kloop.kg.", "kloop.k9"}},
	}
	for _, sh := range shapes {
		for _, w := range sh.yes {
			if !sh.f(w) {
				t.Errorf("%s(%q) = false, want true", sh.name, w)
			}
		}
		for _, w := range sh.not {
			if sh.f(w) {
				t.Errorf("%s(%q) = true, want false", sh.name, w)
			}
		}
	}
}

// TestByteClass checks the byte table behind spaceAt, delimAt and wordEnd: white
// space, the delimiters of a word, and the two first bytes of wide spaces and
// delimiters; every other byte is a word byte.
func TestByteClass(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := uint8(0)
		switch {
		case strings.IndexByte(" \t\n\r", byte(c)) >= 0:
			want = 1
		case strings.IndexByte(`/\,;:|&()"[]{}<>*`, byte(c)) >= 0:
			want = 2
		case c == 0xc2 || c == 0xe2:
			want = wide
		}
		if byteClass[c] != want {
			t.Errorf("byteClass[%#x] = %d, want %d", c, byteClass[c], want)
		}
	}
	for _, w := range []string{"Name\u00a0x", "Name\u2014x", "Name\u00e9x y", "Name\u00a9", "Name\u2019s x", "Name\u202fx", "Name\u201dx"} {
		if got, want := wordEnd(w, 0, len(w)), strings.IndexAny(w, " \u00a0\u2014\u00a9\u202f\u201d"); got != want && !(want < 0 && got == len(w)) {
			t.Errorf("wordEnd(%q) = %d, want %d", w, got, want)
		}
	}
}

// TestLetterWordBits checks the packed look-up of lastDeadRun against groupBits: every
// word of the lists made of letters and periods, in lower case, capitals and title
// case, at the start of a text and after other bytes, and words near them.
func TestLetterWordBits(t *testing.T) {
	var words []string
	eachListWord(func(w string, _ wordFlag) {
		if strings.Trim(w, "abcdefghijklmnopqrstuvwxyz.") == "" {
			words = append(words, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:], w+"s", w[:len(w)-1]+"x", "x"+w[1:])
		}
	})
	words = append(words, "a", "ambulances", "Photographers", "checkpoint", "clashes.", "the.")
	for _, w := range words {
		for _, before := range []string{"", "x ", "0123456789 "} {
			s := before + w + " AP"
			i, e := len(before), len(before)+len(w)
			if got, want := letterWordBits(s, i, e), groupBits(w); got != want {
				t.Errorf("letterWordBits(%q, %d, %d) = %#x, want %#x", s, i, e, got, want)
			}
		}
	}
}

// TestAgencyPacked checks the packed comparison of matchAgency against variantAt:
// every variant of eight bytes or fewer, written as in the table, in capitals, in
// lower case and with one byte changed, after other bytes.
func TestAgencyPacked(t *testing.T) {
	buildTables()
	for k, e := range agencyTable {
		v := e.variant
		if len(v) > 8 {
			continue
		}
		for _, w := range []string{v, strings.ToUpper(v), strings.ToLower(v), v[:len(v)-1] + "\x00", "\x0e" + v[1:], strings.ReplaceAll(v, " ", "\x00")} {
			s := "0123456789 " + w
			got := load8(s, len(s)-8)>>(64-8*len(w))|agencyFold[k] == agencyPacked[k]
			if want := variantAt(w, v); got != want {
				t.Errorf("packed %q written %q = %v, variantAt %v", v, w, got, want)
			}
		}
	}
}

// TestLeadStart checks the quick test of anchorWord: every lead word, capitalised,
// still anchors a credit, and a capitalised word of no lead's first letter does not.
func TestLeadStart(t *testing.T) {
	for _, w := range strings.Fields(leadWords) {
		if w[0] >= 0x80 {
			continue // a camera's emoji, which opens a credit after a sentence only
		}
		text := "x " + strings.ToUpper(w[:1]) + w[1:] + " by Name"
		p := parser{s: text}
		if !p.anchorWord(2, len(text)) {
			t.Errorf("anchorWord(%q) = false, want true", text)
		}
	}
	for _, text := range []string{"x Martyrs by Name", "x Hama by Name", "x Photon by Name"} {
		p := parser{s: text}
		if p.anchorWord(2, len(text)) {
			t.Errorf("anchorWord(%q) = true, want false", text)
		}
	}
}

// TestEllipsisAt checks ellipsisAt against strings.Index.
func TestEllipsisAt(t *testing.T) {
	for _, w := range []string{"", ".", "..", "...", "x...", "Credit...Name", "a..b...c", "U.S.", "....", "ab.."} {
		if got, want := ellipsisAt(w), strings.Index(w, "..."); got != want {
			t.Errorf("ellipsisAt(%q) = %d, want %d", w, got, want)
		}
	}
}

// noticeCutSpec is noticeCut as its comment defines it: each notice in the order of
// the list, where it first occurs before the cut of those before it.
func noticeCutSpec(s string, end int) int {
	lo := max(0, end-2*maxCredit)
	cut := end
	for _, n := range notices {
		if k := strings.Index(s[lo:cut], n); k >= 0 {
			cut = lo + k
		}
	}
	for cut > 0 && cut < end && (spaceAt(s, cut-1) > 0 || s[cut-1] == '.' || s[cut-1] == '-' || s[cut-1] == '/') {
		cut--
	}
	return cut
}

// TestNoticeCutSpec compares noticeCut with noticeCutSpec on texts with notices,
// parts of notices and look-alikes at every offset.
func TestNoticeCutSpec(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	parts := []string{" ", ".", "-", "/", "x", "Hi", "NO", "EDITORIAL", "ATTENTION EDITORS", "a REUTERS/Name", "Men walk"}
	parts = append(parts, notices[:]...)
	for range 20000 {
		var b strings.Builder
		for range r.IntN(40) {
			b.WriteString(parts[r.IntN(len(parts))])
			if r.IntN(3) == 0 {
				b.WriteByte(' ')
			}
		}
		text := b.String()
		end := r.IntN(len(text) + 1)
		if got, want := noticeCut(text, end), noticeCutSpec(text, end); got != want {
			t.Fatalf("noticeCut(%q, %d) = %d, want %d", text, end, got, want)
		}
	}
}

// TestNoticeCut checks that the one pass of noticeCut takes the notices in the order
// of the list, each where it first occurs.
func TestNoticeCut(t *testing.T) {
	for _, c := range []struct {
		text string
		want string // the text before the cut
	}{
		{"Men walk. REUTERS/Name", "Men walk. REUTERS/Name"},
		{"Men walk. REUTERS/Name ATTENTION EDITORS - VISUAL COVERAGE", "Men walk. REUTERS/Name"},
		{"Men walk. REUTERS/Name RESTRICTED TO EDITORIAL USE ONLY", "Men walk. REUTERS/Name"},
		{"Men walk. REUTERS/Name FOR EDITORIAL USE ONLY", "Men walk. REUTERS/Name"},
		{"Men walk. REUTERS/Name. NO RESALES. NO ARCHIVES", "Men walk. REUTERS/Name"},
		{"Men walk. AP Photo/Name Hide Caption 3 of 9", "Men walk. AP Photo/Name"},
		{"NO", "NO"},
	} {
		if got := c.text[:noticeCut(c.text, len(c.text))]; got != c.want {
			t.Errorf("noticeCut(%q) keeps %q, want %q", c.text, got, c.want)
		}
	}
}

// TestMayStartTable checks the table behind mayStart against its definition: a credit
// may begin after white space, a period, a closing parenthesis or the last byte of a
// no-break or other space or of a dash, and at an opening bracket, a slash or the
// first byte of "©".
func TestMayStartTable(t *testing.T) {
	spec := func(prev, cur byte) bool {
		switch {
		case prev == ' ', prev == '\t', prev == '\n', prev == '.', prev == ')':
			return true
		case prev == 0xa0, prev == 0xaf, prev >= 0x80 && prev <= 0x8a, prev == 0x93, prev == 0x94:
			return true
		}
		return cur == '(' || cur == '[' || cur == '/' || cur == 0xc2
	}
	for prev := 0; prev < 256; prev++ {
		for cur := 0; cur < 256; cur++ {
			if got, want := mayStart(byte(prev), byte(cur)), spec(byte(prev), byte(cur)); got != want {
				t.Fatalf("mayStart(%#x, %#x) = %v, want %v", prev, cur, got, want)
			}
		}
	}
}

// TestMain builds the tables first, as Parse does, for the tests that call the
// look-ups directly.
func TestMain(m *testing.M) {
	buildTables()
	os.Exit(m.Run())
}

// asciiUpper is strings.ToUpper for the ASCII letters of w only.
func asciiUpper(w string) string {
	b := []byte(w)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// TestAgencyList checks that agencyList holds agencyCount entries, each a variant of
// two bytes or more, the first a letter, with at most one canonical name.
func TestAgencyList(t *testing.T) {
	entries := strings.Split(strings.TrimSuffix(agencyList, "|"), "|")
	if len(entries) != agencyCount || !strings.HasSuffix(agencyList, "|") {
		t.Fatalf("agencyList holds %d entries, agencyCount is %d (each entry ends with |)", len(entries), agencyCount)
	}
	for _, e := range entries {
		if v, _, _ := strings.Cut(e, "="); len(v) < 2 || strings.Count(e, "=") > 1 || (v[0]|0x20)-'a' >= 26 {
			t.Errorf("agencyList entry %q", e)
		}
	}
}

// staffInitials holds the first letter of every lead of staffLeads, which are sorted
// and in lower case.
func TestStaffLeads(t *testing.T) {
	for i, w := range staffLeads {
		if staffInitials>>(w[0]-'a')&1 == 0 {
			t.Errorf("staffInitials lacks %q's first letter", w)
		}
		if i > 0 && staffLeads[i-1] >= w || strings.ToLower(w) != w {
			t.Errorf("staffLeads: %q out of order or not in lower case", w)
		}
	}
}

// placementInitials and maxPlacement admit every word of placementWords, which are in
// lower case.
func TestPlacementWords(t *testing.T) {
	for _, w := range placementWords {
		if placementInitials>>(w[0]-'a')&1 == 0 || len(w) > maxPlacement || strings.ToLower(w) != w {
			t.Errorf("placementInitials or maxPlacement turn away %q", w)
		}
		if !placementWord(strings.ToUpper(w), true) {
			t.Errorf("placementWord(%q) = false", strings.ToUpper(w))
		}
	}
}

// orgAcronym's first test admits every acronym of orgAcronyms.
func TestOrgAcronyms(t *testing.T) {
	for _, w := range orgAcronyms {
		if !orgAcronym(w) || len(w) > maxOrgAcronym || strings.ToUpper(w) != w {
			t.Errorf("orgAcronym(%q) = false", w)
		}
	}
}

// oneEditEnds admits every pair of words one edit apart: each edit at each place of
// words of agencyTable's variants.
func TestOneEditEnds(t *testing.T) {
	buildTables()
	for _, e := range agencyTable {
		v := e.variant
		if len(v) < 6 {
			continue
		}
		var edits []string
		for i := 0; i <= len(v); i++ {
			for _, c := range []string{"x", "E", "e", " "} {
				edits = append(edits, v[:i]+c+v[i:]) // added
				if i < len(v) {
					edits = append(edits, v[:i]+c+v[i+1:]) // changed
				}
			}
			if i < len(v) {
				edits = append(edits, v[:i]+v[i+1:]) // dropped
			}
			if i+1 < len(v) {
				edits = append(edits, v[:i]+v[i+1:i+2]+v[i:i+1]+v[i+2:]) // swapped
			}
		}
		for _, w := range append(edits, strings.ToUpper(v), strings.ToLower(v)) {
			if len(w) >= 3 && wordtab.OneEdit(w, v) && !oneEditEnds(w, v) {
				t.Errorf("oneEditEnds(%q, %q) = false", w, v)
			}
		}
	}
}

// TestGroupBitsHash checks groupBits's look-up in wordHash against the comparison
// with the words of the group: every word of the lists as written, in capitals, with
// a byte changed to one that the bit 0x20 folds wrongly or to a byte beyond ASCII.
func TestGroupBitsHash(t *testing.T) {
	buildTables()
	var words []string
	eachListWord(func(w string, _ wordFlag) {
		words = append(words, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:])
		for _, c := range []string{"@", "[", "_", "\x00", "\x0f", "\xc3", "\x89", "\xe9", "`", "{", "'", "-", "."} {
			words = append(words, c+w[1:], w[:len(w)-1]+c, w+c)
		}
	})
	for _, w := range words {
		if !mayBeListed(w) {
			continue
		}
		if got, want := groupBits(w), scanBits(w); got != want {
			t.Errorf("groupBits(%q) = %#x, want %#x", w, got, want)
		}
	}
}

// TestExportLabelEnd checks that exportLabelEnd holds the last byte of every label of
// exportFields.
func TestExportLabelEnd(t *testing.T) {
	for _, f := range exportFields {
		if !exportLabelEnd[f[len(f)-3]] {
			t.Errorf("exportLabelEnd lacks %q, the end of %q", f[len(f)-3], f)
		}
	}
}
