package split

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// The captions below are invented for these tests.

const (
	capA = "Fighters rest in a school in Homs, Syria, May 3, 2016. REUTERS/Jane Doe"
	capB = "A boy walks past a damaged building in Aleppo, Syria, June 1, 2016. REUTERS/John Roe"
	capC = "Smoke rises over the old city after an air strike, August 9, 2016. (AP Photo/Sam Poe)"
)

func TestParagraphs(t *testing.T) {
	expectCaptions(t, capA, capA)
	expectCaptions(t, capA+"\n", capA)
	expectCaptions(t, capA+"\n\n"+capB+"\n\n"+capC+"\n", capA, capB, capC)
	expectCaptions(t, "\n\n\n"+capA+"\n \t\n\n"+capB+"\n\n\n", capA, capB)
	expectCaptions(t, "   "+capA+"   \n\n\t"+capB, capA, capB)
	expectCaptions(t, "A  boy   walks\tpast a wall. REUTERS/A B", "A boy walks past a wall. REUTERS/A B")
	expectCaptions(t, "Short caption.", "Short caption.")
	expectCaptions(t, "x") // a lone short line with no ending is a title
	// but not when a credit led by a word for picture follows a sentence in it
	expectCaptions(t, "Smog over Hue. Photo: Thanh Nien\n\nFloods in Sylhet. (Photo: Rafi Alam)",
		"Smog over Hue. Photo: Thanh Nien", "Floods in Sylhet. (Photo: Rafi Alam)")
}

func TestLinesOfAParagraph(t *testing.T) {
	// Every line looks complete: one caption a line.
	expectCaptions(t, capA+"\n"+capB+"\n"+capC+"\n", capA, capB, capC)
	expectCaptions(t, capA+"\n"+capB+"\n\n"+capC, capA, capB, capC)
	// Wrapped lines are joined.
	expectCaptions(t, "Fighters rest in a school in Homs,\nSyria, May 3, 2016.\nREUTERS/Jane Doe",
		"Fighters rest in a school in Homs, Syria, May 3, 2016. REUTERS/Jane Doe")
	expectCaptions(t, "Fighters rest in a school in\nHoms, Syria, May 3, 2016. REUTERS/Jane Doe\n\n"+capB,
		"Fighters rest in a school in Homs, Syria, May 3, 2016. REUTERS/Jane Doe", capB)
	// A credit on a line of its own belongs to the caption above it.
	expectCaptions(t, "Children play in a street of Aleppo, Syria, Sunday, Dec. 11, 2016.\n(AP Photo/Sam Poe)",
		"Children play in a street of Aleppo, Syria, Sunday, Dec. 11, 2016. (AP Photo/Sam Poe)")
	expectCaptions(t, "Children play in a street of Aleppo, Syria, on Sunday.\nREUTERS",
		"Children play in a street of Aleppo, Syria, on Sunday. REUTERS")
	// A title above captions that each fill a line.
	expectCaptions(t, "Syria in pictures\n"+capA+"\n"+capB, capA, capB)
	// Lines that end in a credit with no full stop.
	expectCaptions(t, "A man walks in Homs REUTERS/Jane Doe\nA woman waits in Homs REUTERS/John Roe",
		"A man walks in Homs REUTERS/Jane Doe", "A woman waits in Homs REUTERS/John Roe")
	// An archive's export: labelled fields, a date field and a long labelled
	// credit among them, are one caption.
	expectCaptions(t, "Caption: Nurses rest in a corridor of a hospital in Dnipro, Ukraine.\nCredit: Marta Sholudko / Kyiv Pictures via AFP\nDate created: April 2, 2024\nCity: Dnipro",
		"Caption: Nurses rest in a corridor of a hospital in Dnipro, Ukraine. Credit: Marta Sholudko / Kyiv Pictures via AFP Date created: April 2, 2024 City: Dnipro")
	expectCaptions(t, "Caption: Boats sit on the dry bed of a lake near Manaus, Brazil.\nPhoto credit: Renata Albuquerque Lins/Reuters\nDate: 2023-10-16",
		"Caption: Boats sit on the dry bed of a lake near Manaus, Brazil. Photo credit: Renata Albuquerque Lins/Reuters Date: 2023-10-16")
	// A metadata tool's date field ("Date/Time Original : ...", its slash no credit's)
	// goes on with the fields above it.
	expectCaptions(t, "Caption: Ferries dock in Piraeus, Greece.\nCredit: Eleni Pappa/Eurokinissi\nDate/Time Original : 2023:11:04 10:12:00\nImage Size : 4000x3000",
		"Caption: Ferries dock in Piraeus, Greece. Credit: Eleni Pappa/Eurokinissi Date/Time Original : 2023:11:04 10:12:00 Image Size : 4000x3000")
	expectCaptions(t, "Caption: Ferries dock in Piraeus, Greece.\nCredit: Eleni Pappa/Eurokinissi\nCreate Date : 2023:11:04 10:12:00",
		"Caption: Ferries dock in Piraeus, Greece. Credit: Eleni Pappa/Eurokinissi Create Date : 2023:11:04 10:12:00")
	// A page's own date line stays noise.
	expectCaptions(t, capA+"\nReuters / Tuesday, May 3, 2016", capA)
}

func TestLineEnds(t *testing.T) {
	expectCaptions(t, capA+"\r\n\r\n"+capB+"\r\n", capA, capB)
	expectCaptions(t, capA+"\r\r"+capB+"\r", capA, capB)
	expectCaptions(t, capA+"\r\n\n"+capB+"\n\r\n"+capC+"\r", capA, capB, capC)
	expectCaptions(t, "Fighters rest in a school in\r\nHoms. REUTERS/Jane Doe", "Fighters rest in a school in Homs. REUTERS/Jane Doe")
	expectCaptions(t, "Fighters rest in a school in\rHoms. REUTERS/Jane Doe", "Fighters rest in a school in Homs. REUTERS/Jane Doe")
	expectLines(t, "\n\n"+capA+"\r\n\r\n"+capB+"\r\r"+capC, 3, 5, 7)
}

func TestNoise(t *testing.T) {
	expectCaptions(t, "1 / 55\n"+capA, capA)
	expectCaptions(t, capA+"\nClose\n2 / 55\n"+capB, capA, capB)
	expectCaptions(t, "Photo 3 of 12\n\n"+capA+"\n\nhide caption\n\n"+capB, capA, capB)
	// "Photo 1:" that a "Photo 2" follows numbers the pictures of one caption: kept
	expectCaptions(t, "Photo 1: A pier in Hove in 2019. Photo 2: The same pier in 2024. Photos: Ana Ruiz/AFP",
		"Photo 1: A pier in Hove in 2019. Photo 2: The same pier in 2024. Photos: Ana Ruiz/AFP")
	expectCaptions(t, "Photo 1: A pier in Hove in 2019. Photos: Ana Ruiz/AFP", "A pier in Hove in 2019. Photos: Ana Ruiz/AFP")
	expectCaptions(t, "Reuters / Tuesday, May 3, 2016\n"+capA, capA)
	expectCaptions(t, " date 2016-05-04 Edition:\nUnited States\nPictures | Tue May 3, 2016 | 9:15am EDT\n\n"+capA, capA)
	expectCaptions(t, "Updated 10:38 AM ET, Thu December 22, 2016\n\n"+capA, capA)
	expectCaptions(t, "Syria: A war in pictures\n\n"+capA, capA)
	expectCaptions(t, capA+"\n\nNext\n\nPrevious\n\nShare:\n\nADVERTISEMENT", capA)
	expectCaptions(t, "* * *\n\n"+capA+"\n\n----------\n\n"+capB, capA, capB)
	expectCaptions(t, "»\n"+capA+"\n•\n"+capB, capA, capB)
	expectNoise(t, "1 / 55\nClose\n\nhide caption\n\nUnited States", 4)
	// Not noise: a sentence that holds a date, a line that is a whole caption.
	expectCaptions(t, "Tuesday, May 3, 2016: Protesters march in Homs.", "Tuesday, May 3, 2016: Protesters march in Homs.")
	expectCaptions(t, "Close to the front line, a fighter rests.", "Close to the front line, a fighter rests.")
	expectCaptions(t, "REUTERS/Jane Doe", "REUTERS/Jane Doe")
}

// TestPageNoise covers the noise of news pages beyond the gallery's own
// controls: menus, cookie notices, link labels and bars, footers, list numbers.
func TestPageNoise(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		want        []string
	}{
		// A run of short lines with no ending is a menu or a list of links.
		{"menu", "Home\nNews\nCulture\nTravel\nWeather\n\n" + capA, []string{capA}},
		{"menu between noise", capA + "\nClose\nOpinion\nLetters to the editor\n1 / 9\n" + capB, []string{capA, capB}},
		{"links", capA + "\n\nMore galleries\nSpring in the mountains\nA day at the races\n", []string{capA}},
		{"navigation", "Scroll to continue\n\nAccept all\n\nContinue reading\n\n" + capB, []string{capB}},
		// Cookie notices, short or long.
		{"cookies", "This website uses cookies to give you the best browsing experience. Read our privacy notice for details.\nAccept\nReject\n\n" + capB, []string{capB}},
		{"long cookies", "We and our partners store cookies and similar data on your device to measure audiences and to show you relevant offers; you can change your consent at any time under Settings.\n\n" + capC, []string{capC}},
		{"cookies in a caption", "A baker sells cookies at a market stall in Homs, May 3, 2016. REUTERS/Jane Doe", []string{"A baker sells cookies at a market stall in Homs, May 3, 2016. REUTERS/Jane Doe"}},
		{"cookies at a site", "Volunteers hand out cookies at the site of the blast in Homs, May 3, 2016. Photo: Jane Doe", []string{"Volunteers hand out cookies at the site of the blast in Homs, May 3, 2016. Photo: Jane Doe"}},
		// Link labels and bars, copyright footers.
		{"read more", "Read more: Rebuilding begins in the old city\n\n" + capA, []string{capA}},
		{"see also", capA + "\n\nSee also: Ten years of war in numbers.\n\nIn photos: Life returns to the market", []string{capA}},
		{"label with credit", "Gallery: Rebels leave the old city of Homs, May 9, 2014. REUTERS/Jane Doe", []string{"Gallery: Rebels leave the old city of Homs, May 9, 2014. REUTERS/Jane Doe"}},
		{"link bar", capA + "\n\nAbout us | Careers | Advertise with us\n", []string{capA}},
		{"bar credit", "Fishers mend nets in Lamu, May 3, 2016. PHOTO | JANE DOE | NATION\n\nA boat waits off\nMalindi, May 4, 2016.\nPhoto | John Roe | Daily Coast",
			[]string{"Fishers mend nets in Lamu, May 3, 2016. PHOTO | JANE DOE | NATION", "A boat waits off Malindi, May 4, 2016. Photo | John Roe | Daily Coast"}},
		{"bar of labels", capA + "\n\nPhotos | Video | Live TV\n", []string{capA}},
		{"one bar", "Homs | A school reopens after the siege, May 3, 2016. REUTERS/Jane Doe", []string{"Homs | A school reopens after the siege, May 3, 2016. REUTERS/Jane Doe"}},
		{"footer", capA + "\n\nCopyright 2023 Harbour Daily Ltd. All Rights Reserved.\n", []string{capA}},
		{"licence after a caption", "Dusk over the harbour of Hydra, Greece. Taken on May 2, 2015 by seagull_77. Some rights reserved.",
			[]string{"Dusk over the harbour of Hydra, Greece. Taken on May 2, 2015 by seagull_77. Some rights reserved."}},
		// List numbers: alone on a line, or opening a caption.
		{"numbered", "1. " + capA + "\n2) " + capB + "\n10. " + capC, []string{capA, capB, capC}},
		{"number lines", "#3\n" + capC + "\n\nNo. 4\n" + capA + "\n\n(5)\n" + capB, []string{capC, capA, capB}},
		{"numbered wrapped", "1. Fighters rest in a school\nin Homs, May 3, 2016. REUTERS/Jane Doe\n2. A boy walks past a wall\nin Aleppo, June 1, 2016. REUTERS/John Roe",
			[]string{"Fighters rest in a school in Homs, May 3, 2016. REUTERS/Jane Doe", "A boy walks past a wall in Aleppo, June 1, 2016. REUTERS/John Roe"}},
		{"not a list number", "1.5 million people have fled Aleppo, May 3, 2016. REUTERS/Jane Doe\n3 fighters rest in Homs, May 3, 2016. REUTERS/Jane Doe\n2016. A year of sieges in Syria. REUTERS/Jane Doe",
			[]string{"1.5 million people have fled Aleppo, May 3, 2016. REUTERS/Jane Doe", "3 fighters rest in Homs, May 3, 2016. REUTERS/Jane Doe", "2016. A year of sieges in Syria. REUTERS/Jane Doe"}},
		{"short numbered line", "2. Homs", nil},
		// A credit on its own line after each caption of a paragraph.
		{"credit lines", "Fighters rest in a school in Homs, May 3, 2016.\nJane Doe/Reuters\nA boy walks past a wall in Aleppo, June 1, 2016.\nPhoto: John Roe\nSmoke rises over the old city, August 9, 2016.\n(Sam Poe)",
			[]string{"Fighters rest in a school in Homs, May 3, 2016. Jane Doe/Reuters", "A boy walks past a wall in Aleppo, June 1, 2016. Photo: John Roe", "Smoke rises over the old city, August 9, 2016. (Sam Poe)"}},
		{"credit after a quote", "\u201cWe will stay,\u201d says a baker in Homs, May 3, 2016.\u201d\nCourtesy of the family\nA boy walks past a wall in Aleppo, June 1, 2016.\nCourtesy of the family",
			[]string{"\u201cWe will stay,\u201d says a baker in Homs, May 3, 2016.\u201d Courtesy of the family", "A boy walks past a wall in Aleppo, June 1, 2016. Courtesy of the family"}},
		{"short line is no credit", "Fighters rest in a school in Homs, a city where\nthe war began.\nIn Homs\nfighters rest, May 3, 2016. REUTERS/Jane Doe",
			[]string{"Fighters rest in a school in Homs, a city where the war began. In Homs fighters rest, May 3, 2016. REUTERS/Jane Doe"}},

		// Text from a PDF: figure labels, form feeds, running heads, hyphenation.
		{"figure labels", "Plate 4. Divers inspect the hull of a sunken ferry off Marsa, July 2, 2019. Photo: Ana Ruiz\n\nFigure 2:\nA boy flies a kite over the dunes near Tarfa, May 9, 2020. REUTERS/Jane Doe\n\nFig. 9 Nurses queue for vaccines in Kessel, 2021. Photo: John Roe",
			[]string{"Divers inspect the hull of a sunken ferry off Marsa, July 2, 2019. Photo: Ana Ruiz", "A boy flies a kite over the dunes near Tarfa, May 9, 2020. REUTERS/Jane Doe", "Nurses queue for vaccines in Kessel, 2021. Photo: John Roe"}},
		{"no figure label", "Picture 2 shows the same street a year later, May 3, 2017. REUTERS/Jane Doe",
			[]string{"Picture 2 shows the same street a year later, May 3, 2017. REUTERS/Jane Doe"}},
		{"page break", "Fighters rest in a school in Homs, May 3, 2016. REUTERS/Jane Doe\n\fSYRIA AT WAR 22\nA boy walks past a damaged wall in the old city of\nAleppo, June 1, 2016. REUTERS/John Roe\n23",
			[]string{"Fighters rest in a school in Homs, May 3, 2016. REUTERS/Jane Doe", "A boy walks past a damaged wall in the old city of Aleppo, June 1, 2016. REUTERS/John Roe"}},
		// A line that ends in a hyphen goes on with no space; the hyphen stays, as a
		// compound's ("rebel-held") cannot be told from a word broken in two.
		{"hyphenation", "A fisher-\nman mends nets in the port of Saint-\nDenis at dawn, with the old Nord-\nSud ferry behind him -\nMay 3, 2016. REUTERS/Jane Doe",
			[]string{"A fisher-man mends nets in the port of Saint-Denis at dawn, with the old Nord-Sud ferry behind him - May 3, 2016. REUTERS/Jane Doe"}},
		{"hyphenated compounds", "Smoke rises over the rebel-\nheld district of Sukkari, held by U.S.-\nbacked fighters since 2015-\n2016. REUTERS/Jane Doe",
			[]string{"Smoke rises over the rebel-held district of Sukkari, held by U.S.-backed fighters since 2015-2016. REUTERS/Jane Doe"}},
		{"hyphenation in Windows-1252", "Caf\xe9 owners in the old town of Bre-\nmen reopen, May 3, 2016. Photo: Jane Doe",
			[]string{"Café owners in the old town of Bre-men reopen, May 3, 2016. Photo: Jane Doe"}},

		// Live pages: times of posts, author lines, notices, headings.
		{"times", "09:15 CET\n" + capA + "\nUpdated at 7.05 BST\n\n3 hours ago\nPosted 14:20\n" + capB, []string{capA, capB}},
		{"not times", "Protesters gather at 10:30 in Homs.\nFirefighters at work 10:42\n", []string{"Protesters gather at 10:30 in Homs. Firefighters at work 10:42"}},
		{"author line", "By Karin Holm\n" + capA + "\n\nFighters rest in a school in Homs, May 3, 2016.\nBy Jane Doe",
			[]string{capA, "Fighters rest in a school in Homs, May 3, 2016. By Jane Doe"}},
		{"live head", "Election live: polls close in the north as turnout passes 60%\nKey events\nShow key events only\nPinned post\n" + capB + "\nReuse this content", []string{capB}},
		{"script notices", "Please enable JavaScript to view the comments.\nThis video requires JavaScript.\n" + capC, []string{capC}},
		{"javascript in a caption", "A programmer writes JavaScript code at a hackathon in Lagos, May 3, 2016. Photo: Jane Doe", []string{"A programmer writes JavaScript code at a hackathon in Lagos, May 3, 2016. Photo: Jane Doe"}},

		// Mails: alt texts, links with their address, the mailing list's notices.
		{"alt texts", "[image: Logo]\n\n[cid:image002.png@01DA1B2C.3D4E5F60]\nVolunteers sort donated clothes in Kessel, May 3, 2016.\n[Ali Haider/Harbour Press]",
			[]string{"Volunteers sort donated clothes in Kessel, May 3, 2016. [Ali Haider/Harbour Press]"}},
		{"links with addresses", "Donate today (https://example.org/give)\n" + capA + "\nFollow us on Instagram <https://instagram.example/harbour>",
			[]string{capA}},
		{"address under a caption", "Smoke rises over a market in Kessel, May 3, 2016.\nSource: Telegram (https://t.me/harbour_watch/1207)\nhttps://example.org/photos/1207",
			[]string{"Smoke rises over a market in Kessel, May 3, 2016. Source: Telegram (https://t.me/harbour_watch/1207) https://example.org/photos/1207"}},
		{"mailing notices", capA + "\n\nYou are receiving this email because you subscribed on\nour website at harbour.example.\nClick here to unsubscribe.\nIf you no longer wish to receive these emails,\nwrite to us.",
			[]string{capA}},
		{"mail in a caption", "A soldier's wife reads an email she received from the front in Kessel, May 3, 2016. Photo: Jane Doe\nVolunteers sort mail at a post office in Homs, May 3, 2016. Photo: Jane Doe",
			[]string{"A soldier's wife reads an email she received from the front in Kessel, May 3, 2016. Photo: Jane Doe", "Volunteers sort mail at a post office in Homs, May 3, 2016. Photo: Jane Doe"}},

		// Photo agencies' pages: buttons, image numbers, headings with an aside.
		{"agency buttons", "Editorial use only\n" + capA + "\n#88120457\nAdd to board\nDownload comp\nSave\n\nInside pages (draft)\nCart (3)", []string{capA}},
		{"asides that are not", "Smoke rises over Homs (AP)\n\nA Syrian boy in Aleppo (2016)", []string{"Smoke rises over Homs (AP)", "A Syrian boy in Aleppo (2016)"}},

		// Threads: numbers, replies, a credit under a caption read one a line.
		{"thread", "3/ Smoke rises over the port of Tarfa after the blast, May 3, 2016. Photo: Jane Doe\nReplying to @harbour_watch\nLovely light in this one. Which lens?\n2\n9/11 memorial lights shine over the harbour of Kessel, Sept. 11, 2016. REUTERS/Jane Doe",
			[]string{"Smoke rises over the port of Tarfa after the blast, May 3, 2016. Photo: Jane Doe", "9/11 memorial lights shine over the harbour of Kessel, Sept. 11, 2016. REUTERS/Jane Doe"}},
		{"credit under a caption, one a line", "Fighters rest in a school in Homs, May 3, 2016.\nJane Doe / Harbour Press\n" + capB + "\n" + capC + "\nSmoke rises over Homs on Sunday.\nA man walks in Homs REUTERS/Jane Doe",
			[]string{"Fighters rest in a school in Homs, May 3, 2016. Jane Doe / Harbour Press", capB, capC, "Smoke rises over Homs on Sunday.", "A man walks in Homs REUTERS/Jane Doe"}},
		{"credit after initials", "Gallery: Rebels leave the old city of Homs, May 9, 2014. J.Doe/Reuters", []string{"Gallery: Rebels leave the old city of Homs, May 9, 2014. J.Doe/Reuters"}},
		{"no credit in an address or a unit", "Read more: Winds of 140km/h close the coast road near Harwick\n\nAbout us | Archive (https://harbour.example/archive) | Contact", nil},
	} {
		data := []byte(tc.input)
		r := Split(data)
		checkInvariants(t, data, r)
		if got := texts(r); !slices.Equal(got, tc.want) {
			t.Errorf("%s: Split(%q)\n got  %q\n want %q", tc.name, tc.input, got, tc.want)
		}
	}
	// The list number is noise: the caption's span starts after it.
	r := Split([]byte("12) " + capA))
	if len(r.Captions) != 1 || r.Captions[0].Start != 4 || r.NoiseBytes != 4 {
		t.Errorf("Split(12) capA): captions %+v, noise bytes %d; want one caption from byte 4 and 4 noise bytes", r.Captions, r.NoiseBytes)
	}
}

func TestTruncated(t *testing.T) {
	expectTruncated(t, capA+"\n\nFighters rest in a school in Homs, Syria...more\n\n"+capB, false, true, false)
	expectTruncated(t, "Fighters rest in a school in Homs, Syria, May…\n"+capA+"\n"+capB, true, false, false)
	expectTruncated(t, "Fighters rest in a school ... more", true)
	expectTruncated(t, "Fighters rest in a school in Homs. REUTERS/Jane Doe", false)
}

func TestEncodings(t *testing.T) {
	expectEncoding(t, "\xEF\xBB\xBF"+capA, "utf-8-bom", capA)
	expectEncoding(t, "Caf\xC3\xA9 owners in Homs reopen. REUTERS/A B", "utf-8", "Café owners in Homs reopen. REUTERS/A B")
	expectEncoding(t, encode16("\uFEFF"+capA+"\r\n\r\n"+capB, false), "utf-16le", capA, capB)
	expectEncoding(t, encode16("\uFEFF"+capA+"\n\n"+capB, true), "utf-16be", capA, capB)
	expectEncoding(t, encode16(capA+"\n\n"+capB, false), "utf-16le", capA, capB)
	expectEncoding(t, encode16(capA+"\n\n"+capB, true), "utf-16be", capA, capB)
	expectEncoding(t, encode16("\uFEFFRescuers search rubble in Ḥalab 𝔸. REUTERS/A B", false), "utf-16le", "Rescuers search rubble in Ḥalab 𝔸. REUTERS/A B")
	expectEncoding(t, "\x93Fighters\x94 rest in Homs\x92 old city \x96 May 3. REUTERS/A B", "windows-1252",
		"“Fighters” rest in Homs’ old city – May 3. REUTERS/A B")
	expectEncoding(t, "Protesters march in J\xF6nk\xF6ping. REUTERS/A B", "windows-1252", "Protesters march in Jönköping. REUTERS/A B")
	expectEncoding(t, "A fighter in Aleppo. REUTERS/Goran Toma\x9Aevi\xE6", "windows-1250", "A fighter in Aleppo. REUTERS/Goran Tomašević")
	expectEncoding(t, "Bread costs \xA35, up 5\xBD%. REUTERS/Jan Kowalski", "windows-1252", "Bread costs £5, up 5½%. REUTERS/Jan Kowalski")
	expectEncoding(t, "Rescuers in Wroc\xB3aw. REUTERS/Jan Kowalski", "windows-1250", "Rescuers in Wrocław. REUTERS/Jan Kowalski")
	// Each caption is read on its own: one Windows-1252 caption in a UTF-8 file.
	expectEncoding(t, "Caf\xC3\xA9 in Homs. REUTERS/A B\n\nCaf\xE9 in Homs. REUTERS/A B", "windows-1252",
		"Café in Homs. REUTERS/A B", "Café in Homs. REUTERS/A B")
	// Mojibake: UTF-8 read as Latin-1 or Windows-1252, repaired.
	expectEncoding(t, "Protesters march in J\xC3\x83\xC2\xB6nk\xC3\x83\xC2\xB6ping. REUTERS/A B", "utf-8", "Protesters march in Jönköping. REUTERS/A B")
	expectEncoding(t, "Syria\xC3\xA2\xE2\x82\xAC\xE2\x84\xA2s army in Aleppo. REUTERS/A B", "utf-8", "Syria’s army in Aleppo. REUTERS/A B")
	expectEncoding(t, "Goran Toma\xC3\x85\xC2\xA1evi\xC3\x84\xE2\x80\xA1 in Aleppo. REUTERS/A B", "utf-8", "Goran Tomašević in Aleppo. REUTERS/A B")
	expectEncoding(t, "Fighters\xC3\x82\xC2\xA0rest in Homs. REUTERS/A B", "utf-8", "Fighters rest in Homs. REUTERS/A B")
	expectEncoding(t, strings.Repeat("\xC3\x82\xC2\xA0", 20), "utf-8", strings.TrimSpace(strings.Repeat("Â ", 20))) // repaired it is only spaces: not repaired
	expectNote(t, "Protesters march in J\xC3\x83\xC2\xB6nk\xC3\x83\xC2\xB6ping. REUTERS/A B", "mojibake")
	expectNote(t, "\x93Fighters\x94 rest in Homs.", "Windows-1252")
	expectNote(t, encode16(capA, false), "no byte order mark")
}

func TestNotText(t *testing.T) {
	expectError(t, "", "empty")
	expectError(t, "\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01", "a JPEG image")
	expectError(t, "\x89PNG\r\n\x1A\n\x00\x00\x00\rIHDR", "a PNG image")
	expectError(t, "GIF89a\x01\x00\x01\x00\x80\x00\x00", "a GIF image")
	expectError(t, "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj", "a PDF document")
	expectError(t, "PK\x03\x04\x14\x00\x06\x00\x08\x00", "a ZIP archive")
	expectError(t, "\x1F\x8B\x08\x00\x00\x00\x00\x00\x00\x03", "gzip")
	expectError(t, "\x7FELF\x02\x01\x01\x00\x00\x00", "an executable")
	expectError(t, "RIFF\x24\x00\x00\x00WEBPVP8 ", "a WebP image")
	expectError(t, "\x00\x00\x00\x18ftypheic\x00\x00", "HEIC")
	expectError(t, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x00\x0E\x0F\x10\x11\x12\x13\x00", "binary data (NUL bytes)")
	expectError(t, strings.Repeat("\x01\x02\x03abc\x04\x05", 40), "binary data (control bytes)")
	expectError(t, strings.Repeat("\x00\x00\x01\x00\x07\x00\x00\x00\x10\x00\xFF\x00\x00\x00\x00\x00", 64), "NUL bytes")
	// Text with a few NUL bytes is still text.
	expectCaptions(t, capA+"\x00\x00\x00\x00\n\n"+capB, capA, capB)
	expectCaptions(t, "Fighters\x00 rest in Homs. REUTERS/A B\n"+strings.Repeat("\x00", 4000), "Fighters rest in Homs. REUTERS/A B")
	expectCaptions(t, capA+"\n"+strings.Repeat("\x00", 100)+"\n"+capB, capA, capB)
}

func TestNoCaptions(t *testing.T) {
	expectCaptions(t, " ")
	expectCaptions(t, " \t\r\n\r\n  \n\f\v")
	expectNote(t, "\n\n  \n", "only white space")
	expectCaptions(t, "1 / 83\nClose")
}

func TestHostileText(t *testing.T) {
	// Repeated punctuation is noise; inside a caption it is kept.
	expectCaptions(t, strings.Repeat("!", 50000))
	expectCaptions(t, strings.Repeat("((((", 10000)+"\n\n"+capA, capA)
	expectCaptions(t, "Fighters!!!!!!!!!!!!!!!!!!!! rest in Homs?!?!?!?!", "Fighters!!!!!!!!!!!!!!!!!!!! rest in Homs?!?!?!?!")
	// Right-to-left text, Arabic script, bidi marks.
	expectCaptions(t, "مقاتلون يستريحون في مدرسة في حمص، سوريا. رويترز\n\n"+capA, "مقاتلون يستريحون في مدرسة في حمص، سوريا. رويترز", capA)
	expectCaptions(t, "\u200Fלוחמים נחים בבית ספר בחומס.\u200F REUTERS/A B", "\u200Fלוחמים נחים בבית ספר בחומס.\u200F REUTERS/A B")
	expectCaptions(t, "مقاتل يقف في حلب؟\nمقاتلون يستريحون في مدرسة في حمص، سوريا؟", "مقاتل يقف في حلب؟", "مقاتلون يستريحون في مدرسة في حمص، سوريا؟")
	// Known tags are decoded; other markup is text, kept as written.
	expectCaptions(t, "<b>Fighters</b> rest in Homs. <script>alert(1)</script> REUTERS/A B",
		"Fighters rest in Homs. <script>alert(1)</script> REUTERS/A B")
	expectCaptions(t, "=HYPERLINK(\"x\") fighters rest. REUTERS/A B", "=HYPERLINK(\"x\") fighters rest. REUTERS/A B")
	// Unicode white space collapses; zero-width and no-break spaces too.
	expectCaptions(t, "Fighters\u00A0rest\u2003in\u3000Homs.\u200B\uFEFF REUTERS/A B\u00A0", "Fighters rest in Homs. REUTERS/A B")
	expectCaptions(t, "Fighters\xA0rest in Homs. REUTERS/A B", "Fighters rest in Homs. REUTERS/A B")
}

func TestLongLines(t *testing.T) {
	long := strings.Repeat("word ", MaxCaption/5+1)
	expectCaptions(t, long)
	expectCaptions(t, capA+"\n\n"+long+"\n\n"+capB, capA, capB)
	expectCaptions(t, capA+"\n"+long+"\n"+capB, capA, capB)
	expectNote(t, long, "longer than the 65536-byte limit")
	// A caption of 1 MB on one line is a long line: noise, noted.
	expectCaptions(t, strings.Repeat("Fighters rest in Homs. ", 1<<20/23+1)+"REUTERS/A B")
	expectCaptions(t, capA+"\n\n"+strings.Repeat("Fighters rest in Homs. ", 1<<20/23+1)+"\n\n"+capB, capA, capB)
	// A paragraph of more than MaxCaption bytes is read one caption a line.
	wrapped := strings.Repeat("a line of a long text that wraps\n", MaxCaption/33+1)
	r := Split([]byte(wrapped))
	if len(r.Captions) != MaxCaption/33+1 {
		t.Errorf("paragraph of %d bytes: got %d captions, want one a line (%d)", len(wrapped), len(r.Captions), MaxCaption/33+1)
	}
	checkInvariants(t, []byte(wrapped), r)
}

// Fuzz findings, one row each.
func TestFuzzFindings(t *testing.T) {
	// A few NUL bytes in odd places of a short text are not UTF-16.
	expectEncoding(t, "1 / 55\n\x00\rBoys play in Aleppo today.", "utf-8", "Boys play in Aleppo today.")
	expectEncoding(t, "A man\x00 walks.\n\x00\x00\x00\n\nB.\x00", "utf-8", "A man walks.", "B.")
	expectCaptions(t, "\x000\x000\x000\x00\n\n\x000")
	// Mojibake of a typographic space: repaired, then collapsed.
	expectCaptions(t, "Fighters rest\xC3\xA2\xE2\x82\xAC\xE2\x82\xACin Homs. REUTERS/A B", "Fighters rest in Homs. REUTERS/A B")
	// A byte order mark alone is one line and no caption.
	expectLines(t, "\uFEFF")
	expectNote(t, "\uFEFF", "only white space")
	// Windows-1252 no-break spaces around a caption.
	expectCaptions(t, "\xa0\xa00!", "0!")
	expectCaptions(t, "\xa0\xa0Fighters rest.\xa0\xa0\xa0", "Fighters rest.")
	expectCaptions(t, "Combattants \xc3\xa0 la guerre en Syrie.\xa0\xa0", "Combattants à la guerre en Syrie.")
	expectCaptions(t, "Combattants \xe0\xa0la guerre en Syrie, \xe9t\xe9.", "Combattants à la guerre en Syrie, été.")
}

// TestHugeLine splits a 100 MB line with no line end: it is one long line of
// noise, in time linear in its length.
func TestLongCreditLinesUnderACaption(t *testing.T) {
	// A bracketed credit too long for a short credit line, and a credit that a wire's
	// notice in capitals lengthens, go with the sentence above them.
	expectCaptions(t, "Engineers repair a runway at the airfield, Oct. 2, 2016.\n(U.S. Air Force photo by Tech. Sgt. Dana Roe/Released)\n\nA woman walks home.\n",
		"Engineers repair a runway at the airfield, Oct. 2, 2016. (U.S. Air Force photo by Tech. Sgt. Dana Roe/Released)", "A woman walks home.")
	expectCaptions(t, "The minister visits the town of Kafr Nabl, in this handout picture released on May 3, 2025.\nMinistry of Health/Handout via REUTERS ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY.\n\nA woman walks home.\n",
		"The minister visits the town of Kafr Nabl, in this handout picture released on May 3, 2025. Ministry of Health/Handout via REUTERS ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY.", "A woman walks home.")
	// "Human Rights Watch" wrapped before its last word is no page's "Watch" control.
	expectCaptions(t, "A family rebuilds a wall of their home in Raqqa in 2018. © 2018 Dana Roe/Human Rights\nWatch\n\nA woman walks home.\n",
		"A family rebuilds a wall of their home in Raqqa in 2018. © 2018 Dana Roe/Human Rights Watch", "A woman walks home.")
}

func TestCaptionWrappedOverTwoCompleteLines(t *testing.T) {
	// Two complete lines of a paragraph, only the last with a credit: one caption.
	expectCaptions(t, "FILE PHOTO: A man photographs the gutted hall in central Almaty, January 10, 2022, days after protesters set fire to it.\nTroops had arrived in the country on January 6. REUTERS/Dana Roe/File Photo\n\nA woman walks home.\n",
		"FILE PHOTO: A man photographs the gutted hall in central Almaty, January 10, 2022, days after protesters set fire to it. Troops had arrived in the country on January 6. REUTERS/Dana Roe/File Photo", "A woman walks home.")
	// A date wrapped to the next line after a number goes on with its sentence.
	expectCaptions(t, "Fighters check vehicles at a checkpoint in a photo released by the committee on 21\nJanuary 2024. Photo: CJDC\n\nA woman walks home.\n",
		"Fighters check vehicles at a checkpoint in a photo released by the committee on 21 January 2024. Photo: CJDC", "A woman walks home.")
	// Two lines, the credit under the second, whose sentence has a year of its own:
	// one caption, its background told after the picture's date; not when the second
	// opens with a dateline, a slug or "In this".
	expectCaptions(t, "Guards patrol the river near the village of Kanta, Tuesday, July 16, 2024.\nIn 2018 the village won a ruling against the mines upstream. (AP Photo/Ana Roe)\n\nA woman walks home.\n",
		"Guards patrol the river near the village of Kanta, Tuesday, July 16, 2024. In 2018 the village won a ruling against the mines upstream. (AP Photo/Ana Roe)", "A woman walks home.")
	expectCaptions(t, "Guards patrol the river near the village of Kanta, Tuesday, July 16, 2024.\nKANTA, Peru (AP) — Miners leave the village on a boat, Wednesday, July 17, 2024. (AP Photo/Ana Roe)\n",
		"Guards patrol the river near the village of Kanta, Tuesday, July 16, 2024.", "KANTA, Peru (AP) — Miners leave the village on a boat, Wednesday, July 17, 2024. (AP Photo/Ana Roe)")
	expectCaptions(t, "Guards patrol the river near the village of Kanta, Tuesday, July 16, 2024.\nFILE - In this March 3, 2018 photo, miners leave the village on a boat. (AP Photo/Ana Roe, File)\n",
		"Guards patrol the river near the village of Kanta, Tuesday, July 16, 2024.", "FILE - In this March 3, 2018 photo, miners leave the village on a boat. (AP Photo/Ana Roe, File)")
	// The credit followed by the wire's notices, wrapped onto a line of their own.
	expectCaptions(t, "Pilgrims wait outside the shrine in Ise, October 2, 2013.\nThe buildings are rebuilt every 20 years. Mandatory credit Kyodo/via REUTERS ATTENTION EDITORS - FOR EDITORIAL USE ONLY.\nTHIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY. JAPAN OUT.\n",
		"Pilgrims wait outside the shrine in Ise, October 2, 2013. The buildings are rebuilt every 20 years. Mandatory credit Kyodo/via REUTERS ATTENTION EDITORS - FOR EDITORIAL USE ONLY. THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY. JAPAN OUT.")
	// Two lines with no credit, the second pointing back at the first: one caption.
	expectCaptions(t, "A bazaar street in the old quarter of Smyrna, before the fire of September 1922.\nUndated glass negative; the city is today Izmir, Turkey.\n\nA woman walks home.\n",
		"A bazaar street in the old quarter of Smyrna, before the fire of September 1922. Undated glass negative; the city is today Izmir, Turkey.", "A woman walks home.")
	expectCaptions(t, "Wagons stand at Fort Salisbury, Mashonaland, September 1890.\nThe settlement became Salisbury and in 1982 was renamed Harare.\n",
		"Wagons stand at Fort Salisbury, Mashonaland, September 1890. The settlement became Salisbury and in 1982 was renamed Harare.")
	// Italian's "the" opens such a line as well.
	expectCaptions(t, "Paestum, 3 maggio 2024 – Archeologi al lavoro nel tempio di Nettuno.\nGli scavi, avviati nel 2019, proseguono fino al 2025.\n\nA woman walks home.\n",
		"Paestum, 3 maggio 2024 – Archeologi al lavoro nel tempio di Nettuno. Gli scavi, avviati nel 2019, proseguono fino al 2025.", "A woman walks home.")
	// A credit in brackets after "Fotoğraf:" closes the caption wrapped above it.
	expectCaptions(t, "Mardin'deki kazıda bulunan heykel 4 Ekim 2023'te basına tanıtıldı.\nHeykel, müzede sergilenecek. (Fotoğraf: Ali Can Demir - Anadolu Ajansı)\n\nA woman walks home.\n",
		"Mardin'deki kazıda bulunan heykel 4 Ekim 2023'te basına tanıtıldı. Heykel, müzede sergilenecek. (Fotoğraf: Ali Can Demir - Anadolu Ajansı)", "A woman walks home.")
}

func TestWireNoticesAndShortDatedCreditLines(t *testing.T) {
	// A wire's notice to editors on a line of its own goes with the caption above.
	expectCaptions(t, "A man stands amid ruins in Qotur, Iran, January 29, 2023. Dana Roe/WANA via REUTERS\nATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY.\n\nA woman walks home.\n",
		"A man stands amid ruins in Qotur, Iran, January 29, 2023. Dana Roe/WANA via REUTERS ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY.", "A woman walks home.")
	expectCaptions(t, "Handout photo issued by the Environment Agency on Friday January 5, 2024 of pumps near Moorland. Photo credit should read: Environment Agency/PA Wire\nNOTE TO EDITORS: This handout photo may only be used for editorial reporting purposes.\n\nA woman walks home.\n",
		"Handout photo issued by the Environment Agency on Friday January 5, 2024 of pumps near Moorland. Photo credit should read: Environment Agency/PA Wire NOTE TO EDITORS: This handout photo may only be used for editorial reporting purposes.", "A woman walks home.")
	// A short last line that gives the year and the credit the lines above lack.
	expectCaptions(t, "Villagers bury their dead at the cemetery of Tepehan, in the Altinozu district.\nHatay, 9 February 2023. Photo: Dana Roe/DHA\n\nA woman walks home.\n",
		"Villagers bury their dead at the cemetery of Tepehan, in the Altinozu district. Hatay, 9 February 2023. Photo: Dana Roe/DHA", "A woman walks home.")
	// A credit in square brackets on a line of its own, as Anadolu writes it.
	expectCaptions(t, "Soldiers patrol outside the camp in Dhaka, Bangladesh on November 4, 2024.\n[Dana Roe - Anadolu Agency]\n\nA woman walks home.\n",
		"Soldiers patrol outside the camp in Dhaka, Bangladesh on November 4, 2024. [Dana Roe - Anadolu Agency]", "A woman walks home.")
	// A file picture's slug opens the first line, its credit with "File" ends the last:
	// one caption, though both lines give a year.
	expectCaptions(t, "FILE - In this Monday, Nov. 8, 2010 file photo, smoke rises over the camp east of Laayoune, Western Sahara.\nThousands had pitched tents there in October 2010 to protest over jobs. (AP Photo/Dana Roe, File)\n\nA woman walks home.\n",
		"FILE - In this Monday, Nov. 8, 2010 file photo, smoke rises over the camp east of Laayoune, Western Sahara. Thousands had pitched tents there in October 2010 to protest over jobs. (AP Photo/Dana Roe, File)", "A woman walks home.")
	// A line that ends inside a bracket goes on in the next, though that one alone
	// reads like a record's fields.
	expectCaptions(t, "Photo By Dana Roe | A destroyer fires a missile in the northern Red Sea, Oct. 19, 2023. (U.S. Navy photo by Petty Officer 2nd Class\nDana Roe/Released) | Date Taken: 10.19.2023 | Date Posted: 10.23.2023 | VIRIN:\n231019-N-FD123-1004 | Location: RED SEA\n\nA woman walks home.\n",
		"Photo By Dana Roe | A destroyer fires a missile in the northern Red Sea, Oct. 19, 2023. (U.S. Navy photo by Petty Officer 2nd Class Dana Roe/Released) | Date Taken: 10.19.2023 | Date Posted: 10.23.2023 | VIRIN: 231019-N-FD123-1004 | Location: RED SEA", "A woman walks home.")
	// A CMS's trailing fields go with the caption above them, and a labelled caption
	// with the labelled credit above it.
	expectCaptions(t, "Caption: Police patrol a street in Port-au-Prince, Haiti. Credit: Dana Roe/AP\nLocation: Solino, Port-au-Prince Date: March 8, 2024 10:12 AM EST\n\nA woman walks home.\n",
		"Caption: Police patrol a street in Port-au-Prince, Haiti. Credit: Dana Roe/AP Location: Solino, Port-au-Prince Date: March 8, 2024 10:12 AM EST", "A woman walks home.")
	expectCaptions(t, "Caption: A leader celebrates at the count in Clacton-on-Sea, Essex. Credit: PA Media\nPublished: 5 July 2024 04:12 BST Updated: 5 July 2024 09:40 BST\n\nA woman walks home.\n",
		"Caption: A leader celebrates at the count in Clacton-on-Sea, Essex. Credit: PA Media Published: 5 July 2024 04:12 BST Updated: 5 July 2024 09:40 BST", "A woman walks home.")
	expectCaptions(t, "Credit: Israel Defense Forces/Handout via Reuters\nCaption: Soldiers operate in the Rafah area in this handout image released May 28, 2024.\n\nA woman walks home.\n",
		"Credit: Israel Defense Forces/Handout via Reuters Caption: Soldiers operate in the Rafah area in this handout image released May 28, 2024.", "A woman walks home.")
	// A closing bracket that credits "via" a wire.
	expectCaptions(t, "Survivors line up for bread in Qasr-e Shirin, Kermanshah, Tuesday, Nov. 14, 2017.\nThe quake killed more than 600 people. (Tasnim News Agency via AP)\n\nA woman walks home.\n",
		"Survivors line up for bread in Qasr-e Shirin, Kermanshah, Tuesday, Nov. 14, 2017. The quake killed more than 600 people. (Tasnim News Agency via AP)", "A woman walks home.")
}

func TestHugeLine(t *testing.T) {
	data := make([]byte, 100<<20)
	for i := range data {
		data[i] = "abcdefgh ."[i%10]
	}
	r := Split(data)
	if len(r.Captions) != 0 || r.LongLines != 1 || r.NoiseBytes != len(data) || len(r.Notes) != 1 {
		t.Errorf("100 MB line: got %d captions, %d long lines, %d noise bytes, notes %q; want none, 1, %d, one note",
			len(r.Captions), r.LongLines, r.NoiseBytes, r.Notes, len(data))
	}
	checkInvariants(t, data, r)
	if b := Boundary(data, 1<<20); b != len(data) {
		t.Errorf("Boundary in a 100 MB line = %d, want %d", b, len(data))
	}
}

// Helpers. Each checks the invariants of every result too.

func expectCaptions(t *testing.T, input string, want ...string) {
	t.Helper()
	r := Split([]byte(input))
	checkInvariants(t, []byte(input), r)
	checkChunks(t, []byte(input))
	if r.Err != nil {
		t.Errorf("Split(%.80q): error %v, want captions %q", input, r.Err, want)
		return
	}
	if got := texts(r); !slices.Equal(got, want) {
		t.Errorf("Split(%.80q):\n got  %q\n want %q", input, got, want)
	}
}

func expectLines(t *testing.T, input string, want ...int) {
	t.Helper()
	r := Split([]byte(input))
	checkInvariants(t, []byte(input), r)
	checkChunks(t, []byte(input))
	var got []int
	for _, c := range r.Captions {
		got = append(got, c.Line)
	}
	if !slices.Equal(got, want) {
		t.Errorf("Split(%.80q): lines %v, want %v", input, got, want)
	}
}

func expectNoise(t *testing.T, input string, want int) {
	t.Helper()
	r := Split([]byte(input))
	checkInvariants(t, []byte(input), r)
	checkChunks(t, []byte(input))
	if r.Noise != want {
		t.Errorf("Split(%.80q): %d noise lines, want %d (captions %q)", input, r.Noise, want, texts(r))
	}
}

func expectTruncated(t *testing.T, input string, want ...bool) {
	t.Helper()
	r := Split([]byte(input))
	checkInvariants(t, []byte(input), r)
	checkChunks(t, []byte(input))
	var got []bool
	for _, c := range r.Captions {
		got = append(got, c.Truncated)
	}
	if !slices.Equal(got, want) {
		t.Errorf("Split(%.80q): truncated %v, want %v (captions %q)", input, got, want, texts(r))
	}
}

func expectEncoding(t *testing.T, input, enc string, want ...string) {
	t.Helper()
	r := Split([]byte(input))
	checkInvariants(t, []byte(input), r)
	checkChunks(t, []byte(input))
	if got := texts(r); r.Encoding != enc || !slices.Equal(got, want) {
		t.Errorf("Split(%.80q):\n got  %s %q\n want %s %q (err %v)", input, r.Encoding, got, enc, want, r.Err)
	}
}

func expectNote(t *testing.T, input, want string) {
	t.Helper()
	r := Split([]byte(input))
	for _, n := range r.Notes {
		if strings.Contains(n, want) {
			return
		}
	}
	t.Errorf("Split(%.80q): notes %q, want one with %q", input, r.Notes, want)
}

func expectError(t *testing.T, input, want string) {
	t.Helper()
	r := Split([]byte(input))
	checkInvariants(t, []byte(input), r)
	checkChunks(t, []byte(input))
	if r.Err == nil || !strings.Contains(r.Err.Error(), want) || len(r.Captions) != 0 {
		t.Errorf("Split(%.40q): error %v with %d captions, want an error naming %q", input, r.Err, len(r.Captions), want)
	}
}

// checkInvariants checks what holds for every result: every byte counted
// once, captions in order inside the data, text valid UTF-8 and collapsed,
// and the text of an ASCII caption equal to its span with white space collapsed
// and hyphenated words joined (collapseASCII).
func checkInvariants(t *testing.T, data []byte, r Result) {
	t.Helper()
	if sum := r.CaptionBytes + r.NoiseBytes + r.BlankBytes + r.RejectedBytes; sum != len(data) {
		t.Errorf("%.60q: caption %d + noise %d + blank %d + rejected %d = %d bytes, want %d",
			data, r.CaptionBytes, r.NoiseBytes, r.BlankBytes, r.RejectedBytes, sum, len(data))
	}
	if r.Err != nil && (r.RejectedBytes != len(data) || len(r.Captions) > 0) {
		t.Errorf("%.60q: error %v with %d rejected bytes and %d captions", data, r.Err, r.RejectedBytes, len(r.Captions))
	}
	if r.Err == nil && !strings.HasPrefix(r.Encoding, "utf-16") && r.Lines != countLines(data) {
		t.Errorf("%.60q: Lines %d, want %d", data, r.Lines, countLines(data))
	}
	spans, prev := 0, 0
	table := slices.ContainsFunc(r.Notes, func(n string) bool { return strings.Contains(n, TableNote) })
	for _, c := range r.Captions {
		if c.Start < prev || c.End <= c.Start || c.End > len(data) || c.Line < 1 {
			t.Errorf("%.60q: caption %q at [%d:%d] line %d, after %d, data %d bytes", data, c.Text, c.Start, c.End, c.Line, prev, len(data))
			return
		}
		spans += c.End - c.Start
		prev = c.End
		if !utf8.ValidString(c.Text) || c.Text == "" || strings.Contains(c.Text, "  ") || strings.TrimSpace(c.Text) != c.Text {
			t.Errorf("%.60q: caption text %q is not valid, trimmed and collapsed UTF-8", data, c.Text)
		}
		if span := data[c.Start:c.End]; !table && isASCII(span) && !strings.HasPrefix(r.Encoding, "utf-16") {
			if want := markupASCII(collapseASCII(span)); c.Text != want {
				t.Errorf("%.60q: caption text %q, want the text under its span %q", data, c.Text, want)
			}
		}
	}
	if spans != r.CaptionBytes {
		t.Errorf("%.60q: caption spans hold %d bytes, CaptionBytes %d", data, spans, r.CaptionBytes)
	}
}

// markupASCII is the collapsed text t with its markup decoded (unmarkup), or t
// when that leaves nothing.
func markupASCII(t string) string {
	d := strings.TrimSpace(collapseASCII(unmarkup(nil, []byte(t))))
	if d == "" {
		return t
	}
	return d
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// collapseASCII is the text of an ASCII span: each run of white space one
// space, except a line break after a hyphen that follows a letter, a digit or a
// full stop, which joins the words on either side of the hyphen.
func collapseASCII(b []byte) string {
	var out []byte
	gap, brk := false, false
	for _, c := range b {
		if c <= ' ' || c == 0x7F {
			gap, brk = len(out) > 0, brk || c == '\n' || c == '\r'
			continue
		}
		n := len(out)
		hyphen := brk && n >= 2 && out[n-1] == '-' &&
			(isASCIILetter(out[n-2]) || '0' <= out[n-2] && out[n-2] <= '9' || out[n-2] == '.')
		if gap && !hyphen {
			out = append(out, ' ')
		}
		out = append(out, c)
		gap, brk = false, false
	}
	return string(out)
}

func texts(r Result) []string {
	var out []string
	for _, c := range r.Captions {
		out = append(out, c.Text)
	}
	return out
}

// encode16 encodes s as UTF-16.
func encode16(s string, bigEndian bool) string {
	var b []byte
	for _, r := range s {
		if r >= 0x10000 {
			r -= 0x10000
			b = put16(b, uint16(0xD800+(r>>10)), bigEndian)
			b = put16(b, uint16(0xDC00+(r&0x3FF)), bigEndian)
			continue
		}
		b = put16(b, uint16(r), bigEndian)
	}
	return string(b)
}

func put16(b []byte, u uint16, bigEndian bool) []byte {
	if bigEndian {
		return append(b, byte(u>>8), byte(u))
	}
	return append(b, byte(u), byte(u>>8))
}

func TestAnniversaryLineUnderItsCaption(t *testing.T) {
	// A last line that dates an event on the day and month of the line above, in an
	// earlier year, tells the event an anniversary remembers: one caption, not a
	// caption with no credit over another. A caption with an earlier year of its own
	// on another day is one of its own.
	expectCaptions(t, "Relatives offer prayers at the massacre site near Shariff Aguak, Maguindanao, on Saturday, Nov. 23, 2019, the 10th anniversary of the killings.\nGunmen led by members of a political clan stopped a convoy of journalists and killed them on a hilltop here on Nov. 23, 2009. MindaNews photo by DANA ROE\n\nA woman walks home.\n",
		"Relatives offer prayers at the massacre site near Shariff Aguak, Maguindanao, on Saturday, Nov. 23, 2019, the 10th anniversary of the killings. Gunmen led by members of a political clan stopped a convoy of journalists and killed them on a hilltop here on Nov. 23, 2009. MindaNews photo by DANA ROE", "A woman walks home.")
	expectCaptions(t, "The anti-monument on Paseo de la Reforma in Mexico City, installed by relatives of the students in 2015.\nFILE - In this Aug. 6, 1945 file photo, a column of smoke rises above Hiroshima, Japan. (AP Photo/Dana Roe, File)\n",
		"The anti-monument on Paseo de la Reforma in Mexico City, installed by relatives of the students in 2015.", "FILE - In this Aug. 6, 1945 file photo, a column of smoke rises above Hiroshima, Japan. (AP Photo/Dana Roe, File)")
}

func TestLineCutInMidSentence(t *testing.T) {
	// A caption wrapped in mid-sentence stays whole though its first line looks like
	// a caption ending in a credit.
	expectCaptions(t, "FILE - A man walks past a flooded road in Ponce, Puerto Rico, Sept. 20, 2017, after Hurricane Maria. Hurricane Fiona\ndumped more rain on the south coast in September 2022. (AP Photo/Jane Roe, File)\n\nA woman walks home.\n",
		"FILE - A man walks past a flooded road in Ponce, Puerto Rico, Sept. 20, 2017, after Hurricane Maria. Hurricane Fiona dumped more rain on the south coast in September 2022. (AP Photo/Jane Roe, File)", "A woman walks home.")
	expectCaptions(t, "Soldiers cross the crater floor of Whakaari/White Island during an operation\nto recover the bodies, off Whakatane, New Zealand, December 13, 2019. New Zealand Defence Force/Handout via REUTERS\n",
		"Soldiers cross the crater floor of Whakaari/White Island during an operation to recover the bodies, off Whakatane, New Zealand, December 13, 2019. New Zealand Defence Force/Handout via REUTERS")
	// Captions one a line in lower case, each with its credit, stay apart.
	expectCaptions(t, "a boy fetches water in kakuma camp, turkana county, kenya, 2019. photo: twitter/@aidworker\nwomen queue for food in dadaab, kenya, 2020. © unhcr/jane roe\n",
		"a boy fetches water in kakuma camp, turkana county, kenya, 2019. photo: twitter/@aidworker", "women queue for food in dadaab, kenya, 2020. © unhcr/jane roe")
}

func TestAFPRestrictionWrappedAfterItsDash(t *testing.T) {
	// An AFP handout's credit and restriction on lines of their own, the restriction
	// wrapped after its dash, close the caption above them.
	expectCaptions(t, "This handout photo released on May 2, 2023 by the ministry shows idle trucks at a depot in Gunpo.\n(Photo by Handout / Ministry of Transport / AFP) / RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT \"AFP PHOTO / MINISTRY OF TRANSPORT\"\n- NO MARKETING NO ADVERTISING CAMPAIGNS - DISTRIBUTED AS A SERVICE TO CLIENTS\n\nA woman walks home.\n",
		"This handout photo released on May 2, 2023 by the ministry shows idle trucks at a depot in Gunpo. (Photo by Handout / Ministry of Transport / AFP) / RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT \"AFP PHOTO / MINISTRY OF TRANSPORT\" - NO MARKETING NO ADVERTISING CAMPAIGNS - DISTRIBUTED AS A SERVICE TO CLIENTS", "A woman walks home.")
}

func TestGermanDateOpeningAParagraph(t *testing.T) {
	// dpa's day and its dot before the month are no list number.
	expectCaptions(t, "28. Februar 2024, Niedersachsen, Lüneburg: Ein Wolf steht im Gehege des Wildparks. Foto: Name/dpa\n\nA woman walks home.\n",
		"28. Februar 2024, Niedersachsen, Lüneburg: Ein Wolf steht im Gehege des Wildparks. Foto: Name/dpa", "A woman walks home.")
	// Agencia Uno's heading of a date and a place over its caption.
	expectCaptions(t, "12 DE NOVIEMBRE DE 2019/SANTIAGO\nManifestantes marchan por la Alameda durante la huelga general. FOTO: NAME/AGENCIAUNO\n\nA woman walks home.\n",
		"12 DE NOVIEMBRE DE 2019/SANTIAGO Manifestantes marchan por la Alameda durante la huelga general. FOTO: NAME/AGENCIAUNO", "A woman walks home.")
}

func TestParagraphOfTwoSentencesAndSlashedDatelineAgency(t *testing.T) {
	// In a file of paragraphs, a paragraph of two sentences with no credit is one
	// caption wrapped after its first sentence.
	expectCaptions(t, "Vaccinators cross a river by canoe to reach settlements in Borno State, Nigeria, during the 2016 outbreak response.\nNigeria was certified free of wild poliovirus in August 2020.\n\nA woman walks home.\n",
		"Vaccinators cross a river by canoe to reach settlements in Borno State, Nigeria, during the 2016 outbreak response. Nigeria was certified free of wild poliovirus in August 2020.", "A woman walks home.")
	// A dateline's agency between slashes is no credit closing the first line.
	expectCaptions(t, "Ulaanbaatar, January 28 /MONTSAME/. Children play on the frozen Tuul River in Khan-Uul district.\nTemperatures in the capital dropped to minus 38 degrees this week. Photo: Montsame\n\nA woman walks home.\n",
		"Ulaanbaatar, January 28 /MONTSAME/. Children play on the frozen Tuul River in Khan-Uul district. Temperatures in the capital dropped to minus 38 degrees this week. Photo: Montsame", "A woman walks home.")
}

func TestHeadingsCreditsAndFieldsOnLinesOfTheirOwn(t *testing.T) {
	// A gallery's heading of places and a date in numbers over its caption.
	expectCaptions(t, "Nafplio, Argolida, 2024-03-12\nTourists queue for the ferry to Hydra.\nPhoto: Eurokinissi\n\nA woman walks home.\n",
		"Nafplio, Argolida, 2024-03-12 Tourists queue for the ferry to Hydra. Photo: Eurokinissi", "A woman walks home.")
	// PA's credit and its restrictions, each on a line of its own.
	expectCaptions(t, "A prop carries the ball at Kingsholm, Gloucester. Picture date: Saturday March 1, 2025.\nPhoto credit should read: Ann Lowe/PA Wire.\nRESTRICTIONS: Use subject to restrictions. Editorial use only.\n\nA woman walks home.\n",
		"A prop carries the ball at Kingsholm, Gloucester. Picture date: Saturday March 1, 2025. Photo credit should read: Ann Lowe/PA Wire. RESTRICTIONS: Use subject to restrictions. Editorial use only.", "A woman walks home.")
	// A picture page's fields under a caption that ends in its credit.
	expectCaptions(t, "A striker scores at the stadium on May 4, 2024 in Seville, Spain. (Photo by Ann Lowe/Getty Images)\nCredit: Ann Lowe / Staff\nCollection: Getty Images Sport\nEditorial #: 2151203487\nDate created: May 04, 2024\n\nA woman walks home.\n",
		"A striker scores at the stadium on May 4, 2024 in Seville, Spain. (Photo by Ann Lowe/Getty Images) Credit: Ann Lowe / Staff Collection: Getty Images Sport Editorial #: 2151203487 Date created: May 04, 2024", "A woman walks home.")
}

func TestCreditLineOverItsCaptionAndABCCredit(t *testing.T) {
	// In a file of paragraphs, a labelled credit on a line of its own over the
	// caption's text is that caption's.
	expectCaptions(t, "PHOTO: ROWING AUSTRALIA / ANN LOWE\nA sculler celebrates her gold at Vaires-sur-Marne on 3 August 2024.\n\nA woman walks home.\n",
		"PHOTO: ROWING AUSTRALIA / ANN LOWE A sculler celebrates her gold at Vaires-sur-Marne on 3 August 2024.", "A woman walks home.")
	// The ABC's bracket of an outlet, a colon and a name credits the sentences above.
	expectCaptions(t, "Two brothers have brought cattle to the show in Rockhampton since they were boys.\nThis year they trucked 14 bulls from the family's station west of Longreach.\n(ABC Capricornia: Ann Lowe)\n\nA woman walks home.\n",
		"Two brothers have brought cattle to the show in Rockhampton since they were boys. This year they trucked 14 bulls from the family's station west of Longreach. (ABC Capricornia: Ann Lowe)", "A woman walks home.")
}
