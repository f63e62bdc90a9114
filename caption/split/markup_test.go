package split

import (
	"testing"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

// TestUnmarkup decodes the HTML debris of captions copied from web pages and
// leaves what is no markup as written.
func TestUnmarkup(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Sailors in Tartus&#39;s port", "Sailors in Tartus's port"},
		{"Feb.&nbsp;3, 2021", "Feb.\u00a03, 2021"[:4] + " 3, 2021"},
		{"Bahrain&#x27;s capital", "Bahrain's capital"},
		{"Homs&rsquo; old city &mdash; 2019", "Homs’ old city — 2019"},
		{"signs reading &ldquo;Vote&rdquo; and &lsquo;No&rsquo;", "signs reading “Vote” and ‘No’"},
		{"Pages 4&ndash;5&hellip; &quot;Q&quot;", "Pages 4–5… \"Q\""},
		{"Cura&ccedil;ao and Cr&#233;teil, S&#XE9;te", "Curaçao and Créteil, Séte"},
		{"Procter &amp; Gamble", "Procter & Gamble"},
		{"Procter & Gamble and H&M, B&Q; &bogus; &#; &#x; &#12a; &#0; &#1114112;", "Procter & Gamble and H&M, B&Q; &bogus; &#; &#x; &#12a; &#0; &#1114112;"},
		{"a depth of < 3 m, x<y, <table-top>, <bro>", "a depth of < 3 m, x<y, <table-top>, <bro>"},
		{"Mosul.<br>AFP", "Mosul. AFP"},
		{"Mosul.<BR/>AFP and <br />x", "Mosul. AFP and  x"},
		{"<p>One.</p><p>Two</p>", " One.  Two "},
		{"in <em>Basra</em>'s port, <STRONG>AFP</STRONG>, <i>x</i><b>y</b>", "in Basra's port, AFP, xy"},
		{`<span class="credit">Photo: N</span>`, "Photo: N"},
		{`by <a href="https://example.com/a?b=1&amp;c=2">Li Wei</a>/AFP`, "by Li Wei/AFP"},
		{"an <em unclosed tag", "an <em unclosed tag"},
		{"/<A1111111111 and <h1234567890123>", "/<A1111111111 and <h1234567890123>"}, // no tag, and no read past the name's bytes
		{"<abcdefghijklmnop>x</H2>", "<abcdefghijklmnop>x "},
		{"Ma\u00adlaga and Se\u200bville, Ma&shy;drid, Leo&#8203;n", "Malaga and Seville, Madrid, Leon"},
	} {
		if got := string(unmarkup(nil, []byte(tc.in))); got != tc.want {
			t.Errorf("unmarkup(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, e := range wordtab.Unsorted(map[string][]string{
		"charRefs": wordtab.Words(charRefs[:]),
		"tagNames": wordtab.Words(tagNames[:]),
	}) {
		t.Error(e)
	}
}

// TestSplitMarkup checks the texts the splitter yields for captions with markup:
// decoded and collapsed, and a caption of nothing but markup kept as written.
func TestSplitMarkup(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Divers search the lake near Ohrid&#39;s harbour, North Macedonia,&nbsp;&nbsp;Sept.&nbsp;4, 2022. Photo: Goce Stojan/AFP", "Divers search the lake near Ohrid's harbour, North Macedonia, Sept. 4, 2022. Photo: Goce Stojan/AFP"},
		{"<p>Sheep graze near Tromsø, Norway, June 2, 2021.</p>\r\n<p>REUTERS/Ole Berg</p>", "Sheep graze near Tromsø, Norway, June 2, 2021. REUTERS/Ole Berg"},
		{"Sailors rest in Ba\u200bsra, Iraq, May 1, 2020.\u00a0REUTERS/Ali Nour", "Sailors rest in Basra, Iraq, May 1, 2020. REUTERS/Ali Nour"},
		{"Workers at an H&M store in Stock\u00adholm, Sweden, Jan. 5, 2022. REUTERS/Anna Lind", "Workers at an H&M store in Stockholm, Sweden, Jan. 5, 2022. REUTERS/Anna Lind"},
		{"0 \xad !\r0\x86", "0 ! 0\u2020"}, // Windows-1252: a soft hyphen dropped, then a dagger, whose last byte is 0xA0 (TestCollapseInPlace)
	} {
		r := Split([]byte(tc.in))
		if len(r.Captions) != 1 || r.Captions[0].Text != tc.want {
			t.Errorf("Split(%q) = %+v, want one caption %q", tc.in, r.Captions, tc.want)
		}
		checkInvariants(t, []byte(tc.in), r)
	}
}

// TestCollapseInPlace collapses white space into the text's own bytes, as markup
// decoding and mojibake repair do: a character whose last byte is 0xA0 (†, à,
// 😠), after a space that collapses, stays whole, and a line-end hyphen still joins.
func TestCollapseInPlace(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"0  ! 0\u2020", "0 ! 0\u2020"},
		{"Le  Caf\u00e9  \u00e0  Paris\u00a0 \u00a0 nord", "Le Caf\u00e9 \u00e0 Paris nord"},
		{"a \u2003\u2003 b  \U0001F620  c\u00a0\u2020", "a b \U0001F620 c \u2020"},
		{"rebel-\n  held  \u00e0", "rebel-held \u00e0"},
	} {
		b := []byte(tc.in)
		if got := string(collapseSpace(b[:0], b)); got != tc.want {
			t.Errorf("collapseSpace in place (%q) = %q, want %q", tc.in, got, tc.want)
		}
		if got := string(collapseSpace(nil, []byte(tc.in))); got != tc.want {
			t.Errorf("collapseSpace(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
