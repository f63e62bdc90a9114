package split

import (
	"strings"
	"testing"
)

// Table exports: invented rows in the forms of DAMs, spreadsheets and photo
// catalogues.

const (
	rowA = "Residents walk past rubble in the old city of Aleppo, Syria."
	rowB = "A boy carries bread through a market in Douma, Syria, on Friday."
)

func TestTableHeader(t *testing.T) {
	for _, c := range []struct {
		name, data string
		want       []string
	}{
		{"csv", "Filename,Caption,Byline,Credit,Date Created,City,Country\n" +
			"IMG_0012.jpg,\"" + rowA + "\",Lina Haddad,Reuters,2016-01-09,Aleppo,Syria\n" +
			"IMG_0013.jpg,\"" + rowB + "\",Sam Poe,AFP,2016-02-12,Douma,Syria\n",
			[]string{rowA + " Credit: Lina Haddad/Reuters Date taken: 2016-01-09.",
				rowB + " Credit: Sam Poe/AFP Date taken: 2016-02-12."}},
		{"tsv", "id\tdescription\tphotographer\tagency\tdate\n" +
			"1\t" + rowA + "\tLina Haddad\tReuters\t2016-01-09\n" +
			"2\tFishermen mend nets at dawn.\tSam Poe\tAFP\t12.02.2016\n",
			[]string{rowA + " Credit: Lina Haddad/Reuters Date taken: 2016-01-09.",
				"Fishermen mend nets at dawn. Credit: Sam Poe/AFP Date taken: 12.02.2016."}},
		{"semicolons", "Dateiname;Bildunterschrift;Fotograf;Agentur;Datum;Ort;Land\r\n" +
			"a.jpg;Fischer flicken Netze im Hafen;Jan Berg;dpa;03.05.2021;Kiel;Deutschland\r\n",
			[]string{"Fischer flicken Netze im Hafen Credit: Jan Berg/dpa Date taken: 03.05.2021. Location: Kiel, Deutschland."}},
		{"quoted multi-line cells and escapes", "\"Caption\",\"Credit\"\n" +
			"\"A sign reads \"\"Peace\"\" at a rally in Homs,\nSyria, on Friday.\",\"Sam Poe/AFP\"\n" +
			"\"Fishermen mend nets, at dawn.\",\"\"\n",
			[]string{"A sign reads \"Peace\" at a rally in Homs, Syria, on Friday. Credit: Sam Poe/AFP",
				"Fishermen mend nets, at dawn."}},
		{"BOM and CRLF", "\xEF\xBB\xBFCaption/Abstract,By-line,Source\r\n" +
			"\"" + rowA + "\",Lina Haddad,Reuters\r\n\r\n",
			[]string{rowA + " Credit: Lina Haddad/Reuters"}},
		{"title when no caption column", "Title,Photographer\nFloods in Porto Alegre,Ana Lima\n",
			[]string{"Floods in Porto Alegre Credit: Ana Lima"}},
		{"caption preferred to the title", "Title,Description,Author\nFloods,Water fills a street in Porto Alegre.,Ana Lima\n",
			[]string{"Water fills a street in Porto Alegre. Credit: Ana Lima"}},
		{"cells the caption holds are left out", "caption,byline,credit,city,country\n" +
			"\"" + rowA + " REUTERS/Lina Haddad\",Lina Haddad,Reuters,Aleppo,Syria\n" +
			"Fishermen mend nets.,Sam Poe,Sam Poe/AFP,,\n",
			[]string{rowA + " REUTERS/Lina Haddad", "Fishermen mend nets. Credit: Sam Poe/AFP"}},
		{"copyright only without an agency", "caption,creator,copyright,credit\n" +
			"Fishermen mend nets.,Sam Poe,Sam Poe,AFP\nBoats at dawn.,Sam Poe,Reuters,\n",
			[]string{"Fishermen mend nets. Credit: Sam Poe/AFP", "Boats at dawn. Credit: Sam Poe/Reuters"}},
		{"exiftool groups", "SourceFile,IPTC:Caption-Abstract,EXIF:DateTimeOriginal\n" +
			"a.jpg,Fishermen mend nets.,2016:02:12 06:10:00\n",
			[]string{"Fishermen mend nets. Date taken: 2016:02:12 06:10:00."}},
		{"empty rows and captions are noise", "Caption,Credit\n,\n,Sam Poe\n\n" +
			"Fishermen mend nets.,Sam Poe\n",
			[]string{"Fishermen mend nets. Credit: Sam Poe"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			expectCaptions(t, c.data, c.want...)
			if !IsTable([]byte(c.data)) {
				t.Errorf("IsTable(%.60q) = false", c.data)
			}
		})
	}
}

func TestNotATable(t *testing.T) {
	for _, c := range []struct{ name, data string }{
		{"captions full of commas", capA + "\n\n" + capB + "\n\n" + capC + "\n"},
		{"a caption line of commas and quotes", "Caption, \"Credit\", date: " + capA + "\n" + capB + "\n"},
		{"a one-line file", "Caption,Credit,Date\n"},
		{"a header line alone before captions", "Caption,Credit\n\n" + capA + "\n"},
		{"header-like line inside a file", capA + "\n\nCaption,Credit\nFishermen mend nets.,Sam Poe\n"},
		{"spaces after the commas", "Caption, Credit\nFishermen mend nets, Sam Poe\n"},
		{"a sentence in the header", "Caption,Residents walk past rubble. Credit\nFishermen mend nets.,Sam Poe\n"},
		{"no caption column", "Aleppo,Syria\nHoms,Syria\n"},
		{"rows of another width", "Caption,Credit\n" + capA + "\n"},
		{"a title with a delimiter", "Text;photos\n" + capA + "\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := Split([]byte(c.data))
			checkInvariants(t, []byte(c.data), r)
			if IsTable([]byte(c.data)) {
				t.Errorf("IsTable(%.60q) = true", c.data)
			}
			var nl config
			nl.max, nl.sniff = MaxCaption, false
			if want := split([]byte(c.data), nl); !equalTexts(r, want) {
				t.Errorf("%.60q read as a table: %q", c.data, texts(r))
			}
		})
	}
}

func equalTexts(a, b Result) bool {
	return strings.Join(texts(a), "\n") == strings.Join(texts(b), "\n")
}

func TestTableRanges(t *testing.T) {
	data := "\xEF\xBB\xBFCaption,Credit\r\n\r\n\"Fishermen,\r\nat dawn.\",Sam Poe\r\n,\r\nBoats.,Ana Lima"
	r := Split([]byte(data))
	checkInvariants(t, []byte(data), r)
	if len(r.Captions) != 2 || r.Encoding != "utf-8-bom" || r.Noise != 2 || r.Lines != 6 {
		t.Fatalf("%+v", r)
	}
	a, b := r.Captions[0], r.Captions[1]
	if data[a.Start:a.End] != "\"Fishermen,\r\nat dawn.\",Sam Poe" || a.Line != 3 || b.Line != 6 || data[b.Start:b.End] != "Boats.,Ana Lima" {
		t.Errorf("ranges %+v %+v", a, b)
	}
	if b.Text != "Boats. Credit: Ana Lima" {
		t.Errorf("text %q", b.Text)
	}
	// UTF-16 and Windows-1252 are read as in other files.
	u := []byte{0xFF, 0xFE}
	for _, c := range "Caption\tCredit\nL\u00e9gende \u00e0 Lyon.\tAna Lima\n" {
		u = append(u, byte(c), byte(c>>8))
	}
	r = Split(u)
	checkInvariants(t, u, r)
	if got := texts(r); len(got) != 1 || got[0] != "Légende à Lyon. Credit: Ana Lima" || r.Captions[0].End != len(u)-2 {
		t.Errorf("utf-16: %q %+v", got, r.Captions)
	}
	w := []byte("Caption;Credit\nL\xe9gende \xe0 Lyon.;Ana Lima\n")
	r = Split(w)
	if got := texts(r); len(got) != 1 || got[0] != "Légende à Lyon. Credit: Ana Lima" || r.Encoding != "windows-1252" {
		t.Errorf("windows-1252: %q %s", got, r.Encoding)
	}
}

// A row longer than a caption may be, as a quote left open makes one of the rest
// of the file, is skipped as a long line, and the rows before it are read.
func TestTableLongRow(t *testing.T) {
	data := []byte("Caption,Credit\nBoats at dawn in Tyre.,Sam Poe\n\"Nets dry on the quay," + strings.Repeat(" and more", 20) + "\nBoats.,Ana Lima\n")
	r := split(data, config{max: 80, sniff: true})
	checkInvariants(t, data, r)
	if got := texts(r); len(got) != 1 || got[0] != "Boats at dawn in Tyre. Credit: Sam Poe" || r.LongLines != 1 {
		t.Errorf("texts %q, long lines %d, notes %q", got, r.LongLines, r.Notes)
	}
}
