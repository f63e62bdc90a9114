package date

import (
	"strings"
	"testing"
)

// expectDate checks the value Parse gives for text with no credit to skip, and that
// the span holds the date as written.
func expectDate(t *testing.T, text, want string) {
	t.Helper()
	d := Parse(text, 0, 0)
	if d.Value != want {
		t.Errorf("Parse(%q)\n  got  %q (notes %q)\n  want %q", text, d.Value, d.Notes, want)
	}
	checkSpan(t, text, d)
}

// expectSpan checks the value and the text under its span.
func expectSpan(t *testing.T, text, want, written string) {
	t.Helper()
	d := Parse(text, 0, 0)
	if d.Value != want || text[d.Start:d.End] != written {
		t.Errorf("Parse(%q)\n  got  %q at %q\n  want %q at %q", text, d.Value, text[d.Start:d.End], want, written)
	}
}

// expectSkip checks the value when the credit is at [start, end) of the text: the
// part of the text that is credit is marked by the substring credit.
func expectSkip(t *testing.T, text, credit, want string) {
	t.Helper()
	start := strings.Index(text, credit)
	d := Parse(text, start, start+len(credit))
	if d.Value != want {
		t.Errorf("Parse(%q) skipping %q\n  got  %q (notes %q)\n  want %q", text, credit, d.Value, d.Notes, want)
	}
}

// expectNote checks that one of the notes contains want.
func expectNote(t *testing.T, text, value, want string) {
	t.Helper()
	d := Parse(text, 0, 0)
	for _, n := range d.Notes {
		if strings.Contains(n, want) {
			if d.Value != value {
				t.Errorf("Parse(%q)\n  got  %q\n  want %q", text, d.Value, value)
			}
			return
		}
	}
	t.Errorf("Parse(%q) = %q\n  notes %q\n  want a note with %q", text, d.Value, d.Notes, want)
}

// expectNoNote checks that Parse notes nothing.
func expectNoNote(t *testing.T, text string) {
	t.Helper()
	if d := Parse(text, 0, 0); len(d.Notes) != 0 {
		t.Errorf("Parse(%q) = %q\n  notes %q\n  want none", text, d.Value, d.Notes)
	}
}

// checkSpan checks the invariants of a result: a span inside the text, empty when
// the value is.
func checkSpan(t *testing.T, text string, d Date) {
	t.Helper()
	if d.Value == "" && (d.Start != 0 || d.End != 0) {
		t.Errorf("Parse(%q): no value but span %d:%d", text, d.Start, d.End)
	}
	if d.Value != "" && !(0 <= d.Start && d.Start < d.End && d.End <= len(text)) {
		t.Errorf("Parse(%q): span %d:%d outside the text", text, d.Start, d.End)
	}
}

func TestMonthFirst(t *testing.T) {
	expectDate(t, "Boys play football in Hama on November 6, 2016. (Photo by Jane Roe/Reuters)", "2016-11-06")
	expectDate(t, "A market in Idlib, Syria, Nov. 6, 2016. REUTERS/Jane Roe", "2016-11-06")
	expectDate(t, "A memorial is lit in New York, Sept. 11, 2014. (AP Photo/John Doe)", "2014-09-11")
	expectDate(t, "A memorial is lit in New York, Sep 11, 2014.", "2014-09-11")
	expectDate(t, "Tanks move near Homs, October, 15, 2012. REUTERS/Jane Roe", "2012-10-15")
	expectDate(t, "A boy runs in Aleppo Dec 13 2016", "2016-12-13")
	expectDate(t, "A boy runs in Aleppo on Nov.6, 2016.", "2016-11-06")
	expectDate(t, "A boy runs in Aleppo on Nov.6 2016.", "2016-11-06")
	expectDate(t, "Shoppers in Raqqa, NOVEMBER 6, 2016.", "2016-11-06")
	expectDate(t, "Shoppers in Raqqa, NOV. 6, 2016.", "2016-11-06")
	expectDate(t, "Shoppers in Raqqa on November 6th, 2016.", "2016-11-06")
	expectDate(t, "Shoppers in Raqqa on November 1st 2016.", "2016-11-01")
	expectDate(t, "Shoppers in Raqqa on march 3, 2016.", "2016-03-03")
	expectDate(t, "A girl waits in Mosul, Iraq, February 29, 2016.", "2016-02-29")
}

func TestDayFirst(t *testing.T) {
	expectDate(t, "Fighters rest in Kobani on 6 November 2016. Photo: Jane Roe", "2016-11-06")
	expectDate(t, "Fighters rest in Kobani, 13 Dec 2016.", "2016-12-13")
	expectDate(t, "Fighters rest in Kobani, 13 Dec. 2016.", "2016-12-13")
	expectDate(t, "Fighters rest in Kobani on the 6th of November 2016.", "2016-11-06")
	expectDate(t, "Fighters rest in Kobani on 6th of November, 2016.", "2016-11-06")
	expectDate(t, "Fighters rest in Kobani, 06-Nov-2016.", "2016-11-06")
	expectDate(t, "Fighters rest in Kobani, 6 NOVEMBER 2016.", "2016-11-06")
}

func TestNumeric(t *testing.T) {
	expectDate(t, "A street in Deir al-Zor, 2016-11-06. REUTERS/Jane Roe", "2016-11-06")
	expectDate(t, "A street in Deir al-Zor, 2016/11/06.", "2016-11-06")
	expectDate(t, "A street in Deir al-Zor, 13.12.2016.", "2016-12-13")
	expectDate(t, "A street in Deir al-Zor, 6.11.2016.", "2016-11-06")
	expectDate(t, "A street in Deir al-Zor, 13/12/2016.", "2016-12-13")
	expectDate(t, "A street in Deir al-Zor, 12/13/2016.", "2016-12-13")
	expectDate(t, "A street in Deir al-Zor, 6/11/2016.", "")
	expectDate(t, "A street in Deir al-Zor, 2016-11-31.", "")
	expectDate(t, "Version 1.2.2016.5 of the map", "")
	expectSpan(t, "Frame grabbed 2016-11-06T10:30:00Z in Aleppo", "2016-11-06", "2016-11-06")
	expectNote(t, "A street in Deir al-Zor, 6/11/2016.", "", `"6/11/2016" reads as day/month or month/day; no date`)
	expectNote(t, "A street in Deir al-Zor, February 30, 2016.", "", `"February 30, 2016" is not a valid date`)
	expectNote(t, "A street in Deir al-Zor, 13.12.2016.", "2016-12-13", `read "13.12.2016" as day, month, year`)
	expectNote(t, "A street in Deir al-Zor, 13/12/2016.", "2016-12-13", `read "13/12/2016" as day, month, year`)
	expectDate(t, "At 10:30, 2016 people marched", "")
	expectDate(t, "See www.example.com/2016/12/22/aleppo/index.html for more.", "")
	expectDate(t, "See www.example.com/gallery/2016-12-22/ for more.", "")
	expectDate(t, "Date: 2016. Place: Aleppo.", "2016")
}

// Forms of archives and metadata exports: a Roman month between a day and a year, the
// colons of EXIF, and eight digits only as a date field's value (never in a file name).
func TestArchiveNumeric(t *testing.T) {
	expectDate(t, "Partisans enter the town of Bihac, 21-IX-1944. Photo: Archive", "1944-09-21")
	expectDate(t, "Crowds on the Berlin Wall, 10.XI.1989.", "1989-11-10")
	expectSpan(t, "Crowds on the Berlin Wall, 10.XI.1989.", "1989-11-10", "10.XI.1989")
	expectDate(t, "Queen Elizabeth II visits Accra, 9-XI-1961.", "1961-11-09")
	expectDate(t, "Flood in Gdansk, 5-XIII-1983.", "")
	expectDate(t, "Flood in Gdansk, 5-IIII-1983.", "")
	expectDate(t, "Flood in Gdansk, 5-III.1983.", "")
	expectDate(t, "Section 5-II-3 of the plan", "")
	expectDate(t, "Date/Time Original : 2019:11:23 08:15:00 Make : Canon", "2019-11-23")
	expectSpan(t, "DateTimeOriginal: 2019:11:23 08:15:00", "2019-11-23", "2019:11:23")
	expectDate(t, "The score was 2019:1:3 at half time", "")
	expectDate(t, "Ferry docks in Piraeus. Date Created: 20231104 City: Piraeus", "2023-11-04")
	expectDate(t, "Ferry docks in Piraeus. Create Date : 20231104", "2023-11-04")
	expectDate(t, "Date: 19991231", "1999-12-31")
	expectDate(t, "Date: 20231344", "")
	// a field's year and month in ISO's order; a season's years are no month
	expectDate(t, "Dunes near Douz, Tunisia. Date: 2009-04 Source: Own work", "2009-04")
	expectDate(t, "Fans at the 2011-12 season opener in Leeds.", "")
	expectDate(t, "20231104_piraeus_ferry_02.jpg: Ferry docks in Piraeus.", "")
	expectDate(t, "Ferry docks in Piraeus. Order No: 20231104", "")
	expectDate(t, "Ferry docks in Piraeus. Dateline: 20231104", "")
}

func TestWeekday(t *testing.T) {
	expectDate(t, "This Wednesday, August 31, 2016 photo, provided by the Aleppo Media Center, shows boys swimming.", "2016-08-31")
	expectDate(t, "Forces advance in western Mosul, Iraq, Monday, March 6, 2017. (AP Photo/John Doe)", "2017-03-06")
	expectDate(t, "Forces advance in western Mosul, Iraq, Mon., March 6, 2017.", "2017-03-06")
	expectDate(t, "Forces advance in western Mosul on Monday 6 March 2017.", "2017-03-06")
	expectDate(t, "A Kurdish official said on Tuesday that the fighting goes on.", "")
	expectNote(t, "Forces advance in Mosul, Iraq, Tuesday, March 6, 2017.", "2017-03-06", "the weekday Tuesday does not match 2017-03-06, a Monday")
	expectNoNote(t, "Forces advance in Mosul, Iraq, Monday, March 6, 2017.")
}

func TestMisspeltMonth(t *testing.T) {
	expectDate(t, "Civilians gather south of the city Friday, Marc 3, 2017. (AP Photo/Jane Roe)", "2017-03-03")
	expectDate(t, "Civilians gather in Homs, Febuary 12, 2015.", "2015-02-12")
	expectDate(t, "Civilians gather in Homs, Agust 12, 2015.", "2015-08-12")
	expectDate(t, "Civilians gather in Homs, Ocotber 12, 2015.", "2015-10-12")
	expectDate(t, "Civilians gather in Homs, Novmber 12, 2015.", "2015-11-12")
	expectDate(t, "Civilians join a protest march 2015 in Homs.", "")
	expectDate(t, "Civilians join a protest march in Homs.", "")
	expectDate(t, "Marc 3 people were seen.", "")
	expectDate(t, "Junk 3, 2015 was found.", "")
	expectNote(t, "Civilians gather in Homs, Marc 3, 2017.", "2017-03-03", `read the misspelt month in "Marc 3, 2017" as March`)
}

// TestTypingSlips checks dates re-keyed with a slip of the keyboard: a space before
// the comma, a full stop for the comma after the day, a day typed onto the month's
// full name, and what stays no date.
func TestTypingSlips(t *testing.T) {
	expectDate(t, "Shoppers queue at a market in Kano, Nigeria, April 3 , 2019.", "2019-04-03")
	expectDate(t, "Shoppers queue at a market in Kano, Nigeria, Oct 11. 2020. Photo: Jane Roe", "2020-10-11")
	expectDate(t, "Shoppers queue at a market in Kano, Nigeria, 14August 2021.", "2021-08-14")
	expectDate(t, "Shoppers queue at a market in Kano, Nigeria, 3 October, 2019", "2019-10-03")
	// a day typed onto a month with no year, a number before an abbreviation, a year
	// of five digits: no date
	expectDate(t, "Shoppers queue at a market in Kano on 14August.", "")
	expectDate(t, "A 4Oct 2021 file in Kano.", "")
	expectDate(t, "Shoppers queue at a market in Kano, Nigeria, May 3, 20019.", "")
	expectDate(t, "Shoppers queue in Kano on May 3. 20 people died.", "")
}

func TestPartialDates(t *testing.T) {
	expectDate(t, "Men bury bodies in a graveyard in Douma, April 2017. REUTERS/Jane Roe", "2017-04")
	expectDate(t, "Men bury bodies in a graveyard in Douma, Nov. 2016.", "2016-11")
	expectDate(t, "Men bury bodies in a graveyard in Douma in November of 2016.", "2016-11")
	expectDate(t, "Men bury bodies in a graveyard in Douma, APRIL 2017.", "2017-04")
	expectDate(t, "Smoke rises over Aleppo on Dec. 13, after troops retook the area.", "")
	expectDate(t, "Smoke rises over Aleppo on Dec.14. Shelling sent residents running.", "")
	expectDate(t, "Smoke rises over Aleppo on 13 December.", "")
	expectNote(t, "Smoke rises over Bab al-Hawa, 12 Jan", "", `"12 Jan" has no year`)
	expectNote(t, "ODESA - MAY 4: Smoke rises after a strike on May 4, 2024 in Odesa.", "2024-05-04", `the one with a year of the same day ("MAY 4" has none)`)
	expectNote(t, "ODESA - MAY 4: Smoke rises after a strike on May 5, 2024 in Odesa.", "", `"MAY 4" has no year`)
	expectNote(t, "Smoke rises over Aleppo on Dec. 13, after troops retook the area.", "", `"Dec. 13" has no year`)
	expectDate(t, "An aid convoy reached Douma for the first time since October.", "")
	expectDate(t, "An aid convoy reached Douma for the first time since October 2015.", "")
	expectDate(t, "Rebels have held Douma since the start of the war in March 2011.", "")
	expectDate(t, "A boy, who has lived in the camp since he was born, plays on March 3, 2016.", "2016-03-03")
	expectDate(t, "An aid convoy reached Douma in May.", "")
	expectDate(t, "Residents may 2016 be back.", "")
}

func TestAfterAnotherEvent(t *testing.T) {
	expectDate(t, "Rescuers work in Derna, Libya, Sept. 13, 2023, two days after the flood of Sept. 11, 2023.", "2023-09-13")
	expectDate(t, "Rescuers search the rubble after an airstrike on March 3, 2016.", "2016-03-03")
	expectDate(t, "Rescuers search the rubble in Douma, March 4, 2016, after an airstrike on March 3, 2016.", "2016-03-04")
	// a second sentence with a verb of another event before its date: background
	expectDate(t, "Pupils light candles at a school in Kerch, Crimea, May 12, 2023. A student killed 20 people at the college on Oct. 17, 2018.", "2023-05-12")
	expectDate(t, "Divers search the lake near Bled, Slovenia, on 3 June 2024. The ferry sank off the pier on 1 June 2024, police said.", "2024-06-03")
	expectDate(t, "A man who was killed in the blast on March 3, 2016 is buried in Idlib.", "2016-03-03") // the only date
	// "on" after a noun of an event: that event's date, which the picture's date beats
	expectDate(t, "Families light candles in Sderot, Israel, October 7, 2025, on the second anniversary of the attack on October 7, 2023.", "2025-10-07")
	expectDate(t, "Veterans march in Lviv, Ukraine, Feb. 24, 2024, two years on from the invasion on Feb. 24, 2022.", "2024-02-24")
	expectDate(t, "Rescuers clear debris at the site of a missile strike on April 4, 2025 in Kryvyi Rih.", "2025-04-04") // the only date
	expectDate(t, "People lay flowers at the site of a Nov. 6, 2016 attack in Aleppo, Nov. 9, 2016.", "2016-11-09")
	// ... and after a place that "on", "in" or "at" puts the event at
	expectDate(t, "Patients are treated at a clinic in Kilis, May 9, 2016, a day after the shelling of the town by rockets fired from Syria.", "2016-05-09")
	expectDate(t, "Medics treat patients in Idlib on March 8, 2017, two days after the air strike on Kafr Nabl on March 6, 2017.", "2017-03-08")
	expectDate(t, "Mourners gather in Ghouta on 23 August 2014, a year after the attack in the town of Zamalka on 21 August 2013.", "2014-08-23")
	expectDate(t, "Relatives visit the site of the bombing in Karrada on July 3, 2016.", "2016-07-03") // the only date
}

// A date after a span of time and "after" in its clause is another event's, even
// alone: the picture is of a later time.
func TestSpanOfTimeAfter(t *testing.T) {
	expectDate(t, "Farmers clear silt from a field near Sinj the morning after a storm flooded the valley on July 9, 2024.", "")
	expectDate(t, "Shops stay shut in Hebron a day after settlers set fire to cars on March 2, 2023.", "")
	expectDate(t, "Fighters rest in Azaz weeks after the offensive was launched on January 20, 2018 near the border.", "")
	expectDate(t, "Traders reopen stalls in Mosul on 6 May 2018, ten months after the army took the Old City in July 2017.", "2018-05-06")
	// "after" alone, or a span after a comma, leaves the date the picture's
	expectDate(t, "Farmers clear silt from a field near Sinj after a storm flooded the valley on July 9, 2024.", "2024-07-09")
	expectDate(t, "Farmers clear silt near Sinj two days after the storm, July 9, 2024.", "2024-07-09")
}

// AP's "photo made" is "photo taken"; "made" alone ties no date to the picture.
func TestPhotoMade(t *testing.T) {
	expectDate(t, "Survivors walk past homes destroyed in the flood of June 24, 1972, in a photo made June 26, 1972.", "1972-06-26")
	expectDate(t, "Troops cross the Rhine, March 8, 1945, in this photo made on March 9, 1945.", "1945-03-09")
	expectDate(t, "Strikers march in Gdansk, Aug. 20, 1980. Demands made on Aug. 18, 1980 were refused.", "1980-08-20")
}

func TestYearAlone(t *testing.T) {
	expectDate(t, "In this 2016 photo, a boy plays in the ruins of Homs.", "2016")
	expectDate(t, "A boy plays in the ruins of Homs in a 2016 file photo.", "2016")
	expectDate(t, "The picture was taken in 2015 near Kobani.", "2015")
	expectDate(t, "A photo taken in Kobani in 2015.", "2015")
	expectDate(t, "The war that began in 2011 has killed many in Homs.", "")
	expectDate(t, "The town has been besieged since 2011.", "")
	expectDate(t, "Rebels hold Douma in 2016, a year of fighting.", "")
	expectDate(t, "At least 2016 people fled Homs.", "")
	expectDate(t, "The 1990s were calm in Homs.", "")
	expectDate(t, "Syrian refugees in a camp in Lebanon, 2013.", "2013")
	expectDate(t, "Idlib, 2017: children play in the rain.", "2017")
	expectDate(t, "Syrian refugees fled to Lebanon in 2013.", "")
	expectDate(t, "Syrian refugees in a camp in Zahle, Lebanon, in 2013.", "2013")
	expectDate(t, "A burned-out car in Avdiivka, Donetsk region, in 2023. Handout via REUTERS", "2023")
	expectDate(t, "The city, which fell in 2014, is quiet.", "")
	expectDate(t, "Rebels took the town, in 2013.", "")
	expectDate(t, "Fighters pose in Mariupol in 2021.", "2021")
	expectDate(t, "Hikers rest on a trail near Missoula, Mont., in 2018. File photo", "2018")
	expectDate(t, "A mural in Tupelo, Miss., in 2020.", "2020")
	expectDate(t, "Ruth Ann Miller, 88, of Ames, Iowa, shown in 1961.", "1961")
	expectDate(t, "Crowds at a fair in Fresno, Calif., in 2017.", "2017")
	expectDate(t, "Fighters captured in Mariupol in 2022 are exchanged.", "")
	expectDate(t, "The regiment was formed in Mariupol in 2014.", "")
	expectDate(t, "Syrian refugees, 2013 of them, wait in Lebanon.", "")
	expectDate(t, "Fishermen mend nets in the port of Bari, Italy. Photographer unknown, c. 1950.", "1950")
	expectDate(t, "Miners leave a pit near Cardiff, Wales, ca. 1912. Archive photo", "1912")
	expectDate(t, "A tram in Lisbon, circa 1925.", "1925")
	expectDate(t, "Block C 1950 stands empty in Lisbon.", "")
	// a year after a kind word that a name comes before, closing a dateline; after
	// "around" or "about" that a comma comes before; between commas after a place,
	// before a clause
	expectDate(t, "Fishermen dry nets in Galle, the town's Dutch quarter, in 1972.", "1972")
	expectDate(t, "Children play in Mombasa, Kenya's Old Town area, in 1965.", "1965")
	expectDate(t, "Soldiers took the quarter, in 2013.", "")
	expectDate(t, "A ferry leaves the harbour of Piraeus, Greece, around 1910.", "1910")
	expectDate(t, "Workers at a mill in Lodz, about 1925.", "1925")
	expectDate(t, "Around 2000 people gathered in Lodz.", "")
	expectDate(t, "Volunteers fed around 2000 people in Lodz, Poland.", "")
	// or after a verb of taking the picture
	expectDate(t, "Note: the mill stood at Ripon, photographed about 1925.", "1925")
	expectDate(t, "A view of the harbour at Oban taken around 1930.", "1930")
	expectDate(t, "Volunteers photographed about 300 birds on the lake.", "")
	expectDate(t, "The ruined port of Rotterdam, Netherlands, 1940, seen from a church tower.", "1940")
	expectDate(t, "The ruined port of Rotterdam, Netherlands, 1940, 1941 and 1942 were hard years.", "")
	expectDate(t, "Fighters gather in Raqqa in mid-2016. REUTERS/Jane Roe", "2016")
	expectDate(t, "Fighters gather in Raqqa in mid-November 2016.", "2016-11")
	expectDate(t, "The town has been held by rebels since mid-2016.", "")
	expectSpan(t, "A boy plays in Idlib in the spring of 2016.", "2016", "spring of 2016")
	expectSpan(t, "A boy plays in Idlib in summer 2016.", "2016", "summer 2016")
	expectDate(t, "Rebels have held Idlib since the summer of 2015.", "")
	expectNote(t, "Fighters gather in Raqqa in mid-2016.", "2016", `read "mid-2016" as 2016`)
}

func TestRanges(t *testing.T) {
	expectDate(t, "Voters queue in Baghdad, November 5-6, 2016.", "2016-11")
	expectDate(t, "Voters queue in Baghdad, November 5 - 6, 2016.", "2016-11")
	expectDate(t, "Voters queue in Baghdad, 5-6 November 2016.", "2016-11")
	expectDate(t, "Voters queue in Baghdad, November 30 to December 1, 2016.", "2016")
	expectDate(t, "Voters queue in Baghdad on November 6 and 7, 2016.", "2016-11")
	expectDate(t, "Voters queue in Baghdad on November 6 and 7 people wait.", "")
	expectNote(t, "Voters queue in Baghdad, November 5-6, 2016.", "2016-11", "is a range; kept what both ends share")
	expectDate(t, "Shelling hit the town, filmed between 8 and 11 June 2022.", "2022-06")
	expectDate(t, "Fires burn in the hills, 14 to 16 August 2021.", "2021-08")
	expectDate(t, "Fires burn in the hills, 14 to 16 people fled on 3 August 2021.", "2021-08-03")
	expectDate(t, "Rescuers worked for 2 and 3 days, 7 October 2020.", "2020-10-07")
	// two days either of which it may be: only what both share is sure
	expectDate(t, "Ships collide off Ceuta, in a picture taken June 12 or 13, 2023.", "2023-06")
	expectDate(t, "Ships collide off Ceuta on 12 or 13 June 2023.", "2023-06")
	expectDate(t, "Ships collide off Ceuta, June 30 or July 1, 2023.", "2023")
	expectDate(t, "Take 2 or 3 tablets, said a doctor on 4 May 2023.", "2023-05-04")
}

func TestReleaseAndUndated(t *testing.T) {
	expectDate(t, "Fighters drive through the town in a video posted in 2022.", "2022")
	expectDate(t, "Fighters drive through the town in a handout at 2022 prices.", "")
	expectDate(t, "A wall of the prison, in an undated photo shared with reporters in 2019.", "2019")
	expectDate(t, "A wall of the prison, in an undated photo shared with many reporters across the region in 2019.", "")
	expectDate(t, "A view of the museum of Palmyra in this handout picture provided by SANA on March 27, 2016. REUTERS/SANA/Handout", "2016-03-27")
	expectDate(t, "Columns in Palmyra in this still image from an undated video taken from social media, as troops advance, March 24, 2016. Social Media Website", "2016-03-24")
	expectDate(t, "Troops in Palmyra, March 20, 2016, in this picture released on March 27, 2016.", "2016-03-20")
	expectDate(t, "Troops in Palmyra in a video uploaded on March 27, 2016.", "2016-03-27")
	expectDate(t, "A photo made available by SANA shows Aleppo, Syria (issued 07 November 2016), on 06 November 2016.", "2016-11-06")
}

func TestChoosing(t *testing.T) {
	expectDate(t, "In this April 19, 2020 file photo, a man walks in Idlib. Officials said Thursday, June 10, 2021, that the camp will close.", "2020-04-19")
	expectDate(t, "Survivors rest in Bodrum on December 28, 2019, after a boat sank on December 26, 2019.", "2019-12-28")
	expectDate(t, "Rescuers search the shore after a boat sank on December 26, 2019.", "")
	expectDate(t, "A fighter in Tal Samin, north of Raqqa city, Syria November 19, 2016. The offensive began on November 6, 2016.", "2016-11-19")
	expectDate(t, "The campaign, which began on November 6, 2016, goes on in Raqqa, Syria November 19, 2016.", "2016-11-19")
	expectDate(t, "A woman mourns her son, who was killed on December 26, 2019, in Idlib, January 2, 2020.", "2020-01-02")
	expectDate(t, "Rebels have held the town since March 2012. A fighter in Douma on May 3, 2016.", "2016-05-03")
	expectDate(t, "A photo taken on May 3, 2016 shows Douma. The siege began in March 2012.", "2016-05-03")
	expectDate(t, "Smoke rises after a reported airstrike by government forces on March 7, 2014, during prayers in Aleppo.", "2014-03-07")
	expectDate(t, "A boy cries after bombs fell on the Firdevs district in Aleppo on October 11, 2016.", "2016-10-11")
	expectNote(t, "Survivors rest in Bodrum on December 28, 2019, after a boat sank on December 26, 2019.", "2019-12-28", `left out "December 26, 2019": the date of another event (after "sank")`)
	expectNote(t, "A fighter in Raqqa on November 19, 2016. Officials said on November 21, 2016 that the city fell.", "2016-11-19", `two dates; took the one after "on"`)
	expectNote(t, "A fighter in Raqqa on November 19, 2016, and in Homs on November 21, 2016, rests.", "2016-11-19", "two dates; took the first")
	expectNote(t, "Released November 21, 2016. Picture taken November 19, 2016 in Raqqa.", "2016-11-19", `two dates; took the one after "taken"`)
	// "shot" is the camera's unless a word of the gun follows it.
	expectDate(t, "Mourners hold candles in Lima, Peru, 4 June 2024. The mayor was shot dead on 02 June outside his office.", "2024-06-04")
	expectDate(t, "Mourners gather in Lima on June 4, 2024. The mayor was shot and killed on June 2, 2024.", "2024-06-04")
	expectNote(t, "Released June 9, 2024. Picture shot on June 4, 2024 in Lima.", "2024-06-04", `two dates; took the one after "shot"`)
	expectNote(t, "Released June 9, 2024. Picture shot in Lima on June 4, 2024.", "2024-06-04", `two dates; took the one after "shot"`)
	// "was shot" of a person or a film is no picture's; of a picture it is.
	expectDate(t, "Fans gather at the site in Teriberka on 14 February 2019. The film was shot there in 2013.", "2019-02-14")
	expectDate(t, "Fans gather in Memphis on 4 April 2018. The pastor was shot outside the motel on 4 April 1968.", "2018-04-04")
	expectNote(t, "Released June 9, 2024. The picture was shot in Lima on June 4, 2024.", "2024-06-04", `two dates; took the one after "shot"`)
	expectNote(t, "Raqqa, November 21, 2016: a November 19, 2016 photo of a fighter.", "2016-11-19", `two dates; took the one before "photo"`)
	expectNote(t, "A fighter in Raqqa, November 19, 2016. Officials said on November 21, 2016 that he died.", "2016-11-19", "two dates; took the one closing the dateline")
	expectNote(t, "Smoke over Aleppo on Dec. 13 and on December 14, 2016, rises.", "2016-12-14", "two dates; took the one with a year")
	expectNote(t, "A boy plays in Idlib in mid-2016.", "2016", `read "mid-2016" as 2016`)
	expectNoNote(t, "A fighter in Raqqa on November 19, 2016, pictured again on November 19, 2016.")
	expectNoNote(t, "A fighter in Raqqa on November 19, 2016.")
}

func TestCreditSkipped(t *testing.T) {
	expectSkip(t, "Flooded streets of Mosul. © 2024 AP Photo/Jane Roe", "© 2024 AP Photo/Jane Roe", "")
	expectSkip(t, "In this 2016 photo, a boy plays in Homs. (Photo 2019 by Jane Roe/Reuters)", "(Photo 2019 by Jane Roe/Reuters)", "2016")
	expectSkip(t, "Flooded streets of Mosul. Jane Roe/AP, March 3, 2017", "Jane Roe/AP, March 3, 2017", "")
	expectSkip(t, "Boys in Homs, March 3, 2016. REUTERS/Jane Roe", "REUTERS/Jane Roe", "2016-03-03")
}

func TestUnicodeText(t *testing.T) {
	expectSpan(t, "A boy in Aleppo on\u00a0Nov.\u00a06,\u00a02016\u00a0REUTERS/Jane Roe", "2016-11-06", "Nov.\u00a06,\u00a02016")
	expectSpan(t, "The sign reads “November 6, 2016” in Aleppo.", "2016-11-06", "November 6, 2016")
	expectSpan(t, "A boy in Genève, 6 novembre 2016.", "2016-11-06", "6 novembre 2016")
	expectSpan(t, "A boy in Aleppo\u2009—\u2009November 6, 2016\u2009—\u2009walks.", "2016-11-06", "November 6, 2016")
	expectDate(t, "Un garçon à Alep, décembre 2016.", "2016-12")
	expectDate(t, "Dec\u00e92016 is no date", "")
	expectDate(t, "A boy in Aleppo, Nov 6, 2016\xff", "")
}

func TestSpans(t *testing.T) {
	expectSpan(t, "A market in Idlib, Syria, Nov. 6, 2016. REUTERS/Jane Roe", "2016-11-06", "Nov. 6, 2016")
	expectSpan(t, "This Wednesday, August 31, 2016 photo shows boys.", "2016-08-31", "August 31, 2016")
	expectSpan(t, "Fighters rest in Kobani on the 6th of November 2016.", "2016-11-06", "6th of November 2016")
	expectSpan(t, "Voters queue in Baghdad, November 5-6, 2016.", "2016-11", "November 5-6, 2016")
	expectSpan(t, "A street in Deir al-Zor, 2016-11-06.", "2016-11-06", "2016-11-06")
	expectSpan(t, "Fighters gather in Raqqa in mid-2016.", "2016", "mid-2016")
	expectSpan(t, "In this 2016 photo, a boy plays.", "2016", "2016")
	expectSpan(t, "Men bury bodies in Douma, April 2017. REUTERS/Jane Roe", "2017-04", "April 2017")
	expectSpan(t, "Déjà vu in Genève, 13.12.2016.", "2016-12-13", "13.12.2016")
	expectSpan(t, "Smoke over Aleppo on Dec. 13.", "", "")
}

func TestManyDates(t *testing.T) {
	many := strings.Repeat("A man was killed on March 3, 2015. ", 20) + "A boy in Homs, May 5, 2016."
	expectDate(t, many, "2016-05-05")
	full := strings.Repeat("A boy in Homs, May 5, 2016. ", 17) + "A boy in Homs, in this 2016 photo."
	expectNote(t, full, "2016-05-05", "more dates than the parser weighs; read the first sixteen")
	years := strings.Repeat("In 2011, 2012 and 2013 the war went on. ", 20) + "A boy in Homs, May 5, 2016."
	expectDate(t, years, "2016-05-05")
}

func TestNoDate(t *testing.T) {
	expectDate(t, "", "")
	expectDate(t, "Fighters walk past damaged buildings in Raqqa. REUTERS/Jane Roe", "")
	expectDate(t, "A fighter holds his weapon in Aleppo's 1070 district.", "")
	expectDate(t, "Kafranbel town, 30 workers, 5 to 10 days each.", "")
	expectDate(t, "Soldiers of the 17th division in Mosul.", "")
	expectDate(t, "A Mar Elias church in Homs.", "")
	expectDate(t, "Sun 3 in the desert.", "")
}

func TestAgencyStyles(t *testing.T) {
	expectDate(t, "FILE - In this Oct. 6, 2016, file photo, a boy walks in Aleppo. The city fell on Dec. 22. (AP Photo/John Doe, File)", "2016-10-06")
	expectDate(t, "In this Sunday, Nov. 6, 2016 file photo, a boy walks in Aleppo.", "2016-11-06")
	expectDate(t, "ALEPPO, SYRIA - NOVEMBER 06: A man walks past rubble on November 6, 2016 in Aleppo, Syria. (Photo by Jane Roe/Getty Images)", "2016-11-06")
	expectDate(t, "ALEPPO, SYRIA - NOVEMBER 06: A man walks past rubble in Aleppo. (Photo by Jane Roe/Getty Images)", "")
	expectDate(t, "epa05619785 A boy walks past rubble in Aleppo, Syria, 06 November 2016. EPA/JANE ROE", "2016-11-06")
	expectDate(t, "Photo taken on Nov. 6, 2016 shows a street in Aleppo, Syria. (Xinhua/Jane Roe)", "2016-11-06")
	expectDate(t, "(FILES) This file photo taken on November 6, 2016 shows a street in Aleppo.", "2016-11-06")
	expectDate(t, "A street in Aleppo, released March 5, 2017. Picture taken March 3, 2017. REUTERS/Jane Roe", "2017-03-03")
	expectDate(t, "A boy in Aleppo in a photo from 2016.", "2016")
	expectDate(t, "Fighters in Raqqa on Nov. 6. The offensive began on October 20, 2016.", "")
	expectDate(t, "Fighters of Division 30 May be seen in Raqqa, November 6, 2016.", "2016-11-06")
	expectDate(t, "Fighters of Brigade 30, May 2 in Raqqa, November 6, 2016.", "2016-11-06")
	// a wire's dateline with a year gives the day it filed: a date of the picture in the
	// text outranks it, and it stays the date when there is no other
	expectDate(t, "KABUL, March 9, 2024 (Xinhua) -- Vendors sell fruit at a market in Kabul, Afghanistan, March 8, 2024. (Xinhua/Jane Roe)", "2024-03-08")
	expectDate(t, "DHAKA, Aug. 4, 2023 (BSS) - Boats wait at a ghat in Dhaka, Aug. 3, 2023.", "2023-08-03")
	expectDate(t, "ALMATY, May 2, 2024 (Kazinform) — Cyclists ride along a lake near Almaty.", "2024-05-02")
	expectDate(t, "Cyclists ride in Almaty, Kazakhstan, May 2, 2024 (Kazinform photo).", "2024-05-02")
}

func TestContextWords(t *testing.T) {
	expectDate(t, "This handout picture released by the Syrian Arab News Agency (SANA) on November 6, 2016 shows troops in Aleppo on November 4, 2016.", "2016-11-04")
	expectDate(t, "Some 2000 photos were shown in Homs.", "")
	expectDate(t, "A boy in Aleppo. The war began in March 2011. REUTERS/Jane Roe", "")
	expectDate(t, "A boy mourns his father, who was killed on December 26, 2019. REUTERS/Jane Roe", "")
	expectDate(t, "Protesters gathered on Nov. 6, 2016 in Tahrir Square.", "2016-11-06")
	expectDate(t, "Protesters march in Deraa, March 2011.", "2011-03")
	expectDate(t, "In this photo taken Sunday, Nov. 6, 2016, a boy plays in Aleppo.", "2016-11-06")
	expectDate(t, "In this photo from Nov. 6, 2016, a boy plays in Aleppo.", "2016-11-06")
	expectDate(t, "A boy plays in Aleppo, Syria (Nov. 6, 2016).", "2016-11-06")
	expectDate(t, "A boy plays in Aleppo, November 6, 2016 (Sunday).", "2016-11-06")
	expectDate(t, "Fishermen mend their nets in the harbour of Byblos, Lebanon (2018).", "2018")
	expectDate(t, "The old souk of Aleppo before the war [2010]. Photo by Jane Roe", "2010")
	expectDate(t, "A poster for the film (2019) hangs in a cinema in Beirut.", "")
	expectDate(t, "Fishermen mend their nets in Byblos (2018), March 3, 2019.", "2019-03-03")
	expectDate(t, "Troops advance in Mosul on November 6, 2016. The UN said on November 7, 2016 that 5,000 fled.", "2016-11-06")
	expectDate(t, "The UN said on November 7, 2016 that 5,000 fled. Troops advance in Mosul on November 6, 2016.", "2016-11-06")
	expectDate(t, "Picture taken on November 19, 2016 and released on November 21, 2016.", "2016-11-19")
	expectDate(t, "A memorial to the victims of the Sept. 11, 2001 attacks in New York.", "")
	expectDate(t, "Protesters mark the anniversary of the March 15, 2011 uprising in Deraa, March 15, 2016.", "2016-03-15")
	expectDate(t, "A boy in Aleppo in the Nov. 6, 2016 photo.", "2016-11-06")
	expectDate(t, "On the 6th of November 2016 a man walks in Aleppo.", "2016-11-06")
	expectNote(t, "A memorial to the victims of the Sept. 11, 2001 attacks in New York.", "", `left out "Sept. 11, 2001": the date of another event (before "attacks")`)
	expectDate(t, "On Nov. 6, 2016, the army opened a front. Smoke rises over Mosul, Iraq, Nov. 20, 2016.", "2016-11-20")
	expectDate(t, "Displaced Iraqis, who fled their homes on 17 October 2016, rest in a camp near Mosul on 20 October 2016.", "2016-10-20")
	expectDate(t, "Displaced Iraqis, who fled their homes, rest in a camp near Mosul on 20 October 2016.", "2016-10-20")
	expectDate(t, "A man, whose house was destroyed, stands in Mosul on 20 October 2016.", "2016-10-20")
	expectNote(t, "Officials said on Nov. 8, 2016 that the photo, which was taken on Nov. 6, 2016, is real.", "2016-11-06", `two dates; took the one after "taken"`)
	// Words are read in any case, an unlisted verb ending in "ed" too.
	expectDate(t, "A BOY MOURNS HIS FATHER, WHO WAS KILLED ON DECEMBER 26, 2019.", "")
	expectNote(t, "THE BRIDGE COLLAPSED NOVEMBER 6, 2016.", "", `left out "NOVEMBER 6, 2016": the date of another event (after "COLLAPSED")`)
	expectNote(t, "A REPORTER QUOTED Oct. 2023.", "", `left out "Oct. 2023": the date of another event (after "QUOTED")`)
}

// TestMonthsByEnds checks the quick test of misspeltMonth against the names it stands
// for: the full names of five letters or more that keep the first or the last letter.
func TestMonthsByEnds(t *testing.T) {
	for first := byte('a'); first <= 'z'; first++ {
		for last := byte('a'); last <= 'z'; last++ {
			var want uint16
			for i, n := range monthNames {
				if len(n) >= 5 && (n[0] == first || n[len(n)-1] == last) {
					want |= 1 << i
				}
			}
			if got := monthsByEnds(first, last); got != want {
				t.Errorf("monthsByEnds(%q, %q) = %012b, want %012b", first, last, got, want)
			}
		}
	}
}

// TestDateValueIsIso checks the kept values against iso, twice over every date of the
// years read, so that each slot of keptValues is taken by many keys in turn.
func TestDateValueIsIso(t *testing.T) {
	for range 2 {
		for y := minYear; y <= maxYear; y++ {
			for m := 0; m <= 12; m++ {
				for d := 0; d <= 31 && (d == 0 || m > 0 && d <= daysIn(y, m)); d++ {
					if got, want := dateValue(y, m, d), iso(y, m, d); got != want {
						t.Fatalf("dateValue(%d, %d, %d) = %q, want %q", y, m, d, got, want)
					}
				}
			}
		}
	}
}

// Dates written in French, Spanish, German, Italian and Portuguese: their month names
// and abbreviations, "de" between day, month and year, the German day's dot, the
// French "1er". A month name of another language counts without a day only in lower
// case (a German one capitalised too); an abbreviation of another language only in a
// full date; the German dot only before a full date.
func TestOtherLanguageDates(t *testing.T) {
	expectSpan(t, "Des enfants à Alep, le 14 juillet 2017.", "2017-07-14", "14 juillet 2017")
	expectDate(t, "Des enfants à Alep, lundi 1er mai 2023.", "2023-05-01")
	expectDate(t, "Une rue de Lyon, le 3 déc. 2021.", "2021-12-03")
	expectDate(t, "Une rue de Lyon en février 2022.", "2022-02")
	expectSpan(t, "Vecinos en Quito el 22 de abril de 2024.", "2024-04-22", "22 de abril de 2024")
	expectDate(t, "Vecinos en Quito, 22 abr. 2024.", "2024-04-22")
	expectDate(t, "Vecinos en Quito en septiembre de 2019.", "2019-09")
	expectDate(t, "Vecinos en Quito, 5 de julio del 2018.", "2018-07-05")
	expectSpan(t, "Passanten in Graz am 3. Oktober 2022.", "2022-10-03", "3. Oktober 2022")
	expectDate(t, "Passanten in Graz, Freitag, 12. Dez. 2025.", "2025-12-12")
	expectDate(t, "Passanten in Graz im Juli 2021.", "2021-07")
	expectDate(t, "Turisti a Bari il 2 agosto 2022.", "2022-08-02")
	expectDate(t, "Turisti a Bari, 30 ott. 2022.", "2022-10-30")
	expectDate(t, "Moradores em Recife a 4 de março de 2020.", "2020-03-04")
	expectDate(t, "Moradores em Recife em outubro de 2020.", "2020-10")
	// not dates
	expectDate(t, "NASA's Perseverance Mars 2020 rover.", "")
	expectDate(t, "The tickets sold out 2023 shows.", "")
	expectDate(t, "They left three years ago 2019 was hard.", "")
	expectDate(t, "The toll rose to 12. March 3, 2024 was the worst day.", "2024-03-03")
}

// A combination of pictures has the first picture's date: the first date tied to no
// other event, not the combination's own ("created on", "made on") unless that is the
// only date; a caption with no word for a combination keeps the usual choice.
func TestCombination(t *testing.T) {
	expectDate(t, "This combination of pictures created on June 2, 2024 shows (L) a market in Odesa on April 1, 2022 and (R) the same market on May 30, 2024.", "2022-04-01")
	expectDate(t, "A combination photo shows the pier in Brighton on Jan. 3, 2019, left, and after the storm on Feb. 5, 2024.", "2019-01-03")
	expectDate(t, "Combination picture made on July 9, 2023 shows the square in Tbilisi, left, and the same square on July 7, 2023.", "2023-07-07")
	expectDate(t, "This composite image created on March 4, 2025 shows the two finalists at the arena in Turin.", "2025-03-04")
	expectDate(t, "Left: The harbour of Split on 3 June 2021. Right: The harbour on 9 June 2024.", "2021-06-03")
	expectDate(t, "Diptych: the lighthouse at Galle, 1962; the same lighthouse in 1994.", "1962")
	expectDate(t, "In this combination of file photos, a minister speaks in Lagos on Nov. 3, 2023, and a senator speaks in Abuja on Oct. 2, 2023.", "2023-11-03")
	// no combination: the date that closes the sentence
	expectDate(t, "A combination of rain and wind floods a road in Split on June 1, 2024, and a street in Zadar on June 3, 2024.", "2024-06-03")
	expectDate(t, "A combination of pictures shows a road in Split on June 1, 2024, and a street in Zadar on June 3, 2024.", "2024-06-01")
}

// A film's or a series' premiere is no picture's date; the date of the picture and
// the premiere of a picture that is taken there are.
func TestPremiereDates(t *testing.T) {
	expectDate(t, `Ana Reyes in a scene from "Low Water," which premieres on HBO on June 2, 2025.`, "")
	expectDate(t, `A still from "Low Water," which premiered at Sundance on Jan. 20, 2024.`, "")
	expectDate(t, `Ana Reyes on set in Belfast on May 3, 2024. The series premieres on June 2, 2025.`, "2024-05-03")
	expectDate(t, "Ana Reyes arrives at the premiere of Low Water in London on June 2, 2025.", "2025-06-02")
}

// A Gregorian date written with the Han characters for year, month and day (blind38);
// a year of a Japanese era is not read.
func TestHanDates(t *testing.T) {
	expectDate(t, "Lanterns hang over a street in Xiamen, 2023年9月29日.", "2023-09-29")
	expectDate(t, "Lanterns hang over a street in Xiamen in 2023年9月.", "2023-09")
	expectDate(t, "Lanterns hang over a street in Osaka, 令和5年9月29日.", "")
	expectDate(t, "Lanterns hang over a street in Osaka, 令和5年9月29日 (September 29, 2023).", "2023-09-29")
}

// TestTranslatedDates checks the dates of machine-translated and non-native English
// (blind39): the year first ("on 2019 March 4"), "the March 4th of 2019", "in the
// year 2019".
func TestTranslatedDates(t *testing.T) {
	expectDate(t, "Farmers sell melons at the market in Bukhara, on 2019 March 4. Photo: Jane Roe", "2019-03-04")
	expectDate(t, "Farmers sell melons at the market in Bukhara, the March 4th of 2019.", "2019-03-04")
	expectDate(t, "Farmers sell melons at the market in Bukhara, on March 4 of 2019.", "2019-03-04")
	expectDate(t, "Farmers sell melons at the market of Bukhara in the year 2019.", "2019")
	expectDate(t, "Farmers sell melons at the market of Bukhara in the year of 2019.", "2019")
	// a year before a capitalised word that is no month, an abbreviated month: no date
	expectDate(t, "The 2019 Bukhara Festival opened in the old city.", "")
	expectDate(t, "Farmers sell melons in Bukhara, the 2019 Mar 4 market.", "")
}

// A visit told in the past tense is an earlier event than the picture's: its date
// loses to the date that closes the dateline ("Leaders meet in X, Y, DATE. Z last
// visited X on DATE2.").
func TestEarlierVisit(t *testing.T) {
	expectNote(t, "The two presidents meet in Nairobi, Kenya, June 3, 2025. Ruto last visited Paris on Nov. 2, 2023.", "2025-06-03", "two dates; took the one closing the dateline")
	expectNote(t, "The chancellor visited Vilnius on March 4, 2024. The king greets him in Oslo, Norway, on May 2, 2025.", "2025-05-02", `two dates; took the one after "on"`)
	expectDate(t, "The queen visited the children's ward in Leeds, Britain, on March 4, 2024.", "2024-03-04")
}

// TestFeasts: a feast gives no date by itself; a year right after its name is the
// picture's year, as "winter 2019" is; a Gregorian date beside it or beside a date of
// another calendar is the date.
func TestFeasts(t *testing.T) {
	expectDate(t, "Crowds watch fireworks on New Year's Eve 2024 over the river in Budapest.", "2024")
	expectDate(t, "Families share a meal to break the fast during Ramadan 2023 in Amman, Jordan.", "2023")
	expectDate(t, "A parade marks Independence Day 2022 in Accra.", "2022")
	// also when the year closes the sentence, and for carnivals
	expectDate(t, "Shoppers crowd the market in Bethlehem during Christmas 2023.", "2023")
	expectDate(t, "Foliões desfilam em Olinda no primeiro dia do Carnaval 2024. (Foto: Name Name/Secom)", "2024")
	expectDate(t, "Children light candles for Diwali 2021 at a temple in Leicester.", "2021")
	expectDate(t, "Pilgrims pray during Ramadan in Medina.", "")
	expectDate(t, "A parade marks Independence Day in Accra, March 6.", "")
	expectDate(t, "A man sells lanterns before Eid al-Fitr at a market in Sanaa on 1 Shawwal 1444 AH (21 April 2023).", "2023-04-21")
	expectDate(t, "Veterans march on 2023 Day of the Dead.", "")
}

func TestFiledDateline(t *testing.T) {
	// A wire's dateline gives the day the story was filed: a date for the picture wins.
	expectDate(t, "NAIROBI, March 5, 2024 (Xinhua) -- Traders sort maize at a market in Nairobi, Kenya, March 4, 2024, as prices climb. (Xinhua/Dong Yu)", "2024-03-04")
	// Alone, it is the date.
	expectDate(t, "NAIROBI, March 5, 2024 (Xinhua) -- Traders sort maize at a market in Nairobi, Kenya. (Xinhua/Dong Yu)", "2024-03-05")
}

func TestPhotographHeld(t *testing.T) {
	// A year before "photograph" that someone holds dates the print, not the picture.
	expectDate(t, "A survivor holds a 1945 photograph of her family at her home in Nagasaki, Japan, Aug. 8, 2024.", "2024-08-08")
	expectDate(t, "A curator shows a 1969 photo of the launch at the museum in Houston, July 16, 2024.", "2024-07-16")
	// "A 2016 photo shows" is still the picture's year.
	expectDate(t, "A 2016 photo shows the old market in Aleppo, Syria.", "2016")
}

func TestDecimalPointEndsNoSentence(t *testing.T) {
	// "a magnitude 6.8 earthquake struck on ...": the date of another event, in the
	// clause that "after" opens; the decimal point ends no sentence.
	expectDate(t, "Residents clear rubble in Amizmiz, Morocco, after a magnitude 6.8 earthquake struck on 8 September 2023.", "")
	expectDate(t, "Residents clear rubble in Amizmiz, Morocco, on 10 September 2023, after a magnitude 6.8 earthquake struck on 8 September 2023.", "2023-09-10")
}

func TestCommaEndsAVerbsClause(t *testing.T) {
	// AP's date after a comma belongs to the picture, not to the verb before the comma.
	expectDate(t, "Students leave a school in Queens after a lockdown was lifted, Tuesday, Dec. 10, 2024. (AP Photo/Ana Paz)", "2024-12-10")
	// Right after the verb, it is the other event's.
	expectDate(t, "Survivors rest in Bodrum after a boat sank on December 26, 2019.", "")
}

// "ahead of" an event puts its date after the picture's; a date without its year that
// closes a later sentence is the background's, not a dateline's.
func TestAheadOfAndBackgroundDays(t *testing.T) {
	expectDate(t, "Supporters cheer at a rally in Lahore on February 2, 2024, ahead of the general election on February 8.", "2024-02-02")
	expectDate(t, "Residents wade through a street in Haiphong, Vietnam, 12 September 2024. The storm made landfall in Quang Ninh on 07 September.", "2024-09-12")
	// alone, a date after "ahead of" is still the only one
	expectDate(t, "Supporters cheer at a rally in Lahore ahead of the election on February 8, 2024.", "2024-02-08")
}

// The date of the event an anniversary remembers, of an attack "of" a date, and a date
// a span of time and "before" put after the picture are other events'.
func TestAnniversariesAndSpansBefore(t *testing.T) {
	expectDate(t, "Mourners march in Qamishli on 26/01/2021, the sixth anniversary of the recapture of Kobani on 26 January 2015.", "2021-01-26")
	expectDate(t, "Residents light candles on October 7, 2024 in Beeri, Israel. The kibbutz lost 100 people in the attack of October 7, 2023.", "2024-10-07")
	expectDate(t, "Tanks stand at the plant in Okuma on Aug. 20, 2023, two days before the operator began releasing the water on Aug. 22, 2023.", "2023-08-20")
	// alone, a date after "before" with a span is another event's
	expectDate(t, "Tanks stand at the plant in Okuma two days before the operator began releasing the water on Aug. 22, 2023.", "")
}

func TestBackgroundDateClosingALaterSentence(t *testing.T) {
	// A date that closes a later sentence after a word in lower case is the
	// background's, not a dateline's: the first sentence's date stays.
	expectDate(t, "Rescuers search the rubble in Kramatorsk, Donetsk region, 3 February 2023. The missile struck the building late on 1 February 2023.", "2023-02-03")
	expectDate(t, "Residents bail water in Larissa, Thessaly, on September 7, 2023, after days of rain. The town had flooded only three years earlier, in September 2020.", "2023-09-07")
	// A later sentence's date after a place and a comma still closes a dateline.
	expectDate(t, "The chancellor visited Vilnius on March 4, 2024. The king greets him in Oslo, Norway, on May 2, 2025.", "2025-05-02")
}

func TestFirstSentenceDateBeforeAClauseAndArchiveHeaders(t *testing.T) {
	// A date between commas after a place, before a clause in lower case, closes the
	// first sentence's dateline: it outranks a later sentence's "on" date.
	expectDate(t, "Farmers march through Kaolack, Senegal, March 3, 2022, to protest fertiliser prices. The government cut subsidies on January 14, 2022.", "2022-03-03")
	// A later sentence's "on" after a name that a verb took closes no dateline.
	expectDate(t, "Engineers inspect a bridge near Zarqa, Jordan, May 6, 2019. The last convoy left Amman on June 2, 2019.", "2019-05-06")
	// A year that is a sentence of its own in an archive's header is the picture's.
	expectDate(t, "BOLIVIA. Potosí. 1986. Miners rest at the mouth of a shaft on the Cerro Rico.", "1986")
	expectDate(t, "Miners rest at the mouth of a shaft. 1986. More pictures follow.", "")
}

func TestDashClausesTakersAndRangesAcrossMonths(t *testing.T) {
	// A dash between spaces ends the clause of an "after" before it.
	expectDate(t, "A man stands in his house in Kafranbel, five years after government forces took over the countryside – 21 December 2024 (Enab Baladi/Dana Roe)", "2024-12-21")
	// "photographed by" someone, then the time.
	expectDate(t, "A bullet hole in a classroom window in Taiz, photographed by a teacher in 2019.", "2019")
	// A range of days across months gives its year only.
	expectDate(t, "Villages reported burned between 20 October and 15 November 2024.", "2024")
	expectDate(t, "Villages reported burned between 18 and 27 March 2024.", "2024-03")
}

func TestLaterSentencesYearlessDay(t *testing.T) {
	// A later sentence's day with no year is the background's: the first sentence's
	// date stands, and a capitalised word of four letters ends that sentence.
	expectDate(t, "GAZA CITY, GAZA - JULY 20: Families flee during heavy shelling on July 20, 2014 in Gaza City, Gaza. The army widened its offensive three days earlier, on July 17.", "2014-07-20")
	expectDate(t, "Children play in a camp near Homs, Syria, on 3 May 2016. Fighting resumed three days later, on 6 May.", "2016-05-03")
}

func TestTakenAfterASentenceEndingInAYear(t *testing.T) {
	// A sentence that ends in a year ends the clause of an "after" before it.
	expectDate(t, "Men dig through the rubble of a school, a day after an air strike killed 11 pupils there on 15 September 2024. Photo taken on 16 September 2024.", "2024-09-16")
}

func TestDateNotesAfterTheText(t *testing.T) {
	// A month or a day written as a sentence of its own after the text notes the
	// picture's time, over the dates of the events the text tells.
	expectDate(t, "Peritos inspeccionan los hornos donde se hallaron los restos de campesinos detenidos en octubre de 1973. Diciembre de 1978. Fondo Vicaría.", "1978-12")
	expectDate(t, "Villagers show the commission where eight reporters killed on 26 January 1983 were buried. March 1983. Photo: Dana Roe", "1983-03")
	expectDate(t, "Soldiers stand guard in Kyiv after the attack of March 3, 2022. April 2, 2022.", "2022-04-02")
	// Not after an abbreviation in capitals, where the date goes on the sentence.
	expectDate(t, "Marines arrived in the U.S. March 3, 2024. A parade followed on April 5, 2024.", "2024-03-03")
	// Spanish writes a month in lower case, but capitalised at a sentence's start, with
	// "de" before the year, it is still the month.
	expectDate(t, "Marzo de 1983. Comuneros muestran el lugar a la comisión.", "1983-03")
	expectDate(t, "Un fotograma de la película Marzo 2020.", "")
	// "en" closes a dateline with its year as "in" does.
	expectDate(t, "Familiares hacen fila frente a los tribunales, en Buenos Aires, en 1977. Foto: Dana Roe.", "1977")
}

func TestYearAfterAnUnreadDay(t *testing.T) {
	// A year after a day of a month the finder does not read is not a dateline's: the
	// Nepali date beside the Gregorian one.
	expectDate(t, "The minister takes the oath in Maharajgunj, Kathmandu, on Bhadra 27, 2082 (September 12, 2025), at noon.", "2025-09-12")
	expectDate(t, "Supporters gather in Maharajgunj, Kathmandu, on Bhadra 27, 2082.", "")
	expectDate(t, "Supporters gather in Maharajgunj, Kathmandu, 2024.", "2024")
	expectDate(t, "Zürich, Bahnhofstrasse with tram line 13, 1947.", "1947")
}

func TestClosingYearsAndFiledDates(t *testing.T) {
	// A year that is the caption's last sentence is the picture's.
	expectDate(t, "Women stand at the gates of the base at Khankala, demanding news of relatives. 2001.", "2001")
	// A wire's filing date yields even to a release date in the text.
	expectDate(t, "N'DJAMENA, April 1, 2020 (Xinhua) -- Soldiers stand beside seized weapons in Bohoma, in this photo released by the presidency on March 31, 2020.", "2020-03-31")
}

func TestSpanishEventsBeforeDates(t *testing.T) {
	// A killing and the protests of another day, in Spanish, are other events than the
	// picture.
	expectDate(t, "Fotografía sin fecha de un líder asesinado el 3 de noviembre de 2023 en la vereda La Cristalina. Foto: Archivo particular", "")
	expectDate(t, "Familiares de los fallecidos en las protestas del 15 de diciembre de 2022 encienden velas en Huamanga, el 15 de diciembre de 2023.", "2023-12-15")
}

func TestPrintsOnShow(t *testing.T) {
	// "A 1972 photograph ... is displayed at an exhibition": the print is in the
	// picture, whose date is the exhibition's.
	expectDate(t, "A 1972 photograph of a burning bus is displayed at an exhibition of press photography in Belfast, September 12, 2022.", "2022-09-12")
	expectDate(t, "A 1972 photograph shows a burning bus in Belfast.", "1972")
}

func TestTurkishMonths(t *testing.T) {
	// Turkish months count in a full date, as the other languages' do.
	expectDate(t, "Köylüler Girne'de toplanıyor, 14 Nisan 2023. Fotoğraf: Ali Kaya/Yeni Düzen", "2023-04-14")
	expectDate(t, "Villagers clear rubble in Hatay, 9 Ağustos 2023.", "2023-08-09")
	// Not a name alone.
	expectDate(t, "Ekim Kaya walks in Ankara.", "")
}

func TestMonsoonSeason(t *testing.T) {
	// "the monsoon of 2023" gives the year, as "the summer of 2019" does.
	expectDate(t, "Apple growers carry crates in the Sainj valley during the monsoon of 2023, when landslides cut off orchards.", "2023")
}

func TestYearAfterATownsKindWord(t *testing.T) {
	// "in 2019" after a town's name and its kind word in lower case closes a dateline,
	// as it does after the name alone.
	expectDate(t, "Harvesters work a tea estate outside Litein town in 2019. The company has since sold most of its estates.", "2019")
	expectDate(t, "Rebels took the town in 2013.", "")
}

func TestAnniversaryCeremonyAtAPlace(t *testing.T) {
	// A named place after "at" between "anniversary" and the date makes the date the
	// ceremony's, not the remembered event's; "at the same spot" is the event's.
	expectDate(t, "Men pray during a ceremony marking the 10th anniversary of the tsunami at the Grand Mosque on December 26, 2014 in Lhokseumawe. The magnitude 9.1 earthquake struck off the coast of Sumatra at 7:58 a.m. on December 26, 2004, sending waves across the ocean.", "2014-12-26")
	expectDate(t, "Protesters gather at the toll gate in Lagos on Wednesday, 20 October 2021, to mark the first anniversary of the shooting of demonstrators at the same spot on 20 October 2020.", "2021-10-20")
}

func TestHeldPhotographTakenOnADate(t *testing.T) {
	// "holds a photograph taken on DATE" dates the print held, not the picture.
	expectDate(t, "A survivor holds a photograph taken on January 2, 2005 of the ruins of her house as she stands on the same spot in Banda Aceh, Indonesia, December 19, 2024.", "2024-12-19")
	expectDate(t, "A survivor stands among the ruins of her house in a photograph taken on January 2, 2005 in Banda Aceh, Indonesia.", "2005-01-02")
}

func TestDutchAndIndonesianMonthsAndFrenchCirca(t *testing.T) {
	// Dutch and Indonesian months; "vers" and "omstreeks" before a year say when the
	// picture was taken, as "circa" does.
	expectDate(t, "Mariniers bewaken de haven van Soerabaja, 14 augustus 1947.", "1947-08-14")
	expectDate(t, "Betoging op de Dam in Amsterdam, 3 maart 2020.", "2020-03-03")
	expectDate(t, "Warga memadati Monas di Jakarta, 17 Agustus 2024.", "2024-08-17")
	expectDate(t, "Femmes au marché de Kintambo, vers 1935. Tirage gélatino-argentique.", "1935")
	expectDate(t, "De haven van Batavia, omstreeks 1925.", "1925")
}

func TestArchivesHeadersBracketsAndSpans(t *testing.T) {
	// A date before a colon that opens the caption heads it (picture libraries'
	// "May 1945:"); a year in square brackets is a catalogue's supplied date; a year
	// alone as a sentence before the record's source closes the text; either end of a
	// span of years "between ... and ..." gives none.
	expectDate(t, "May 1945: Troops march past the pagoda in Rangoon after the city was retaken on 3 May.", "1945-05")
	expectDate(t, "Constantinople : le quartier de Péra vu de la tour de Galata, [1919] : [photographie de presse] / [Agence Meurisse]", "1919")
	expectDate(t, "Saïgon, la rue Catinat : [photographie de presse] / [Agence Rol]. 1925. Source gallica.bnf.fr / BnF", "1925")
	expectDate(t, "Galata Bridge, Constantinople. Photochrom print, [between ca. 1890 and ca. 1900]. Photoglob Co., publisher.", "")
	expectDate(t, "Children sort ore at a depot on the road between Kolwezi and Likasi, in 2019.", "2019")
}

func TestDayMonthAbbreviationYearBetweenPoints(t *testing.T) {
	// Folhapress's "24.nov.2023" before its credit is a full date.
	expectDate(t, "Balsas de garimpo no rio Madeira, em Autazes (AM) - Ana Lima - 24.nov.2023/Folhapress", "2023-11-24")
	expectDate(t, "Version 3.a.2023 of the map.", "")
}

func TestSlavicMonths(t *testing.T) {
	// Ukrainian and Russian months in the genitive after a day, Croatian and
	// Bosnian months after "6." as after "9. Januar".
	expectDate(t, "Рятувальники розбирають завали в Сумах, 3 травня 2025 року.", "2025-05-03")
	expectDate(t, "Военнослужащие на одной из улиц Суджи, 16 марта 2025 года.", "2025-03-16")
	expectDate(t, "Dubrovnik, 6. prosinca 1991. - Dim se diže iznad Staroga grada.", "1991-12-06")
	expectDate(t, "Mostar, 23. jula 2004. - Skakač skače sa Starog mosta.", "2004-07-23")
	expectDate(t, "Maja and Marta walk in Zagreb.", "")
}

func TestGreekMonths(t *testing.T) {
	// Greek months in the genitive after a day, capitalised as Greek writes them or
	// in lower case.
	expectDate(t, "Πυροσβέστες στη Ρόδο, Τρίτη 25 Ιουλίου 2023.", "2023-07-25")
	expectDate(t, "Διαδηλωτές στην Αθήνα, 8 φεβρουαρίου 2024.", "2024-02-08")
}

func TestWeekdayBeforeAnAmbiguousNumericDate(t *testing.T) {
	// A day of the week before a numeric date that reads both ways picks the reading
	// it matches (3 July 2025 is a Thursday, 7 March a Friday); when both or neither
	// match, the date stays ambiguous.
	expectDate(t, "Warga membersihkan rumah di Bekasi, Kamis (3/7/2025).", "2025-07-03")
	expectDate(t, "Residents clear mud in Bekasi, Friday, 7/3/2025.", "2025-03-07")
	expectDate(t, "Residents clear mud in Bekasi, Thursday, 7/3/2025.", "2025-07-03")
	expectDate(t, "Residents clear mud in Bekasi, Saturday (2/3/2024).", "")
	expectDate(t, "Residents clear mud in Bekasi, Monday, 7/3/2025.", "")
}

// Polish writes the month in the genitive after the day; "listopada" stays
// Croatian's October.
func TestPolishMonths(t *testing.T) {
	expectDate(t, "Protest rolników na drodze w miejscowości Zawady, 14 lutego 2024 r.", "2024-02-14")
	expectDate(t, "Powódź w Kłodzku, 16 września 2024 r.", "2024-09-16")
	expectDate(t, "Pożar w Warszawie, 3 października 2023 r.", "2023-10-03")
	expectDate(t, "Poplava u Karlovcu, 5. listopada 2023.", "2023-10-05")
}

// A day that opens the caption, or closes its first clause before a dash, is the
// dateline's, over a later date of the background.
func TestDatelineOpeningTheCaption(t *testing.T) {
	expectDate(t, "12 March 2021, Lodwar, Kenya - Herders water goats at a dry well. Herds first reached the county from Turkana and Marsabit in late October 2020. ©FAO/Jane Doe", "2021-03-12")
	expectDate(t, "Canoas (RS), 17/05/2024 - Moradores deixam suas casas, duas semanas após a enchente de 29 de abril de 2024.", "2024-05-17")
	expectDate(t, "Canoas (RS), 17/05/2024 – Moradores deixam suas casas, dias depois da enchente de 1º de maio de 2024.", "2024-05-17")
	// A range of years is no dateline's dash.
	expectDate(t, "Jane Doe (British, 1931–2009), Harbour, Leith, 1968, gelatin silver print.", "1968")
}

// "After" in French, Spanish, Portuguese and Italian puts a date in another
// event's clause.
func TestAfterInOtherLanguages(t *testing.T) {
	expectDate(t, "Des familles dans les rues de Derna en septembre 2023 après les inondations du 10 septembre 2023.", "2023-09")
	expectDate(t, "Vecinos limpian las calles de Paiporta en noviembre de 2024 tras la riada del 29 de octubre de 2024.", "2024-11")
	expectDate(t, "Moradores limpam as casas em maio de 2024 em Canoas, após a enchente de 3 de maio de 2024.", "2024-05")
	expectDate(t, "Volontari spalano il fango a Faenza nel maggio 2023 dopo l'alluvione del 17 maggio 2023.", "2023-05")
}

// Korea's wires write the day with points and glue their name after a slash.
func TestYearMonthDayBeforeAnAgency(t *testing.T) {
	expectDate(t, "시민들이 산책하고 있다. 2024.5.2/뉴스1", "2024-05-02")
	expectDate(t, "File 2024.5.2/17", "")
}

func TestNumberRunOnFromAWordInHan(t *testing.T) {
	// Chinese, Japanese and Korean put no space between a word and a number: the date
	// after a particle ("で", at) is read as after a comma.
	expectSpan(t, "祈る遺族＝宮城県石巻市で2021年3月11日午前、田中一郎撮影", "2021-03-11", "2021年3月11日")
	expectDate(t, "祈る遺族＝宮城県石巻市、2021年3月11日午前", "2021-03-11")
	// An era's year and a typhoon's number are no dates.
	expectDate(t, "祈る遺族＝令和6年に", "")
	expectDate(t, "台風19号の影響", "")
}

func TestRomanianAndBulgarianMonths(t *testing.T) {
	expectDate(t, "București, 04 noiembrie 2015. Zeci de mii de oameni mărșăluiesc.", "2015-11-04")
	expectDate(t, "Galați, duminică, 15 septembrie 2024: apele au inundat satul.", "2024-09-15")
	expectDate(t, "Царево, 6 септември 2023 г. Автомобили на плажа.", "2023-09-06")
	expectDate(t, "София, 1 декември 2025 г. Хиляди души протестират.", "2025-12-01")
	// A month alone, with no day, in lower case is a month as those languages write it.
	expectDate(t, "Protest la Cluj în martie 2024.", "2024-03")
}

func TestHungarianFilipinoAndUrduMonths(t *testing.T) {
	// Hungarian writes the year first, with a dot, and closes the day with a dot or a
	// case ending.
	expectDate(t, "Budapest, 2025. június 28. Résztvevők a felvonuláson.", "2025-06-28")
	expectDate(t, "Résztvevők a Budapest Pride felvonulásán 2025. június 28-án.", "2025-06-28")
	expectDate(t, "Siófok, 2024. július 16. Fürdőzők a Balatonban.", "2024-07-16")
	expectDate(t, "Az 1. számú kapu, 2024. Május", "2024")
	// Filipino and Urdu months after a weekday or a day.
	expectDate(t, "Nagsindi ng kandila sa Tacloban City, Miyerkules, Nobyembre 8, 2023.", "2023-11-08")
	expectDate(t, "Lumusong sa baha ang mga residente nitong Miyerkules, Hulyo 24, 2024.", "2024-07-24")
	expectDate(t, "راولپنڈی: فیض آباد انٹرچینج پر احتجاج کر رہے ہیں، 9 مئی 2023 — فوٹو: رائٹرز", "2023-05-09")
}

func TestWeekdayDateOverTheSentencesClosingDate(t *testing.T) {
	// AP dates the picture with its weekday; a later date closing the same sentence
	// is the background's.
	expectDate(t, "FILE - Fighters hand over weapons in Agula, Ethiopia, on Wednesday, Jan. 11, 2023, under the peace deal signed in Pretoria, South Africa, on Nov. 2, 2022. (AP Photo, File)", "2023-01-11")
	// Without a weekday, the closing date still closes the dateline.
	expectDate(t, "Protesters gathered after the vote of March 3, 2024 in Kyiv, Ukraine, on May 2, 2025.", "2025-05-02")
}

func TestDigitsOfOtherScripts(t *testing.T) {
	// Arabic-Indic, Persian, Bengali and Devanagari digits are read as their ASCII
	// digits, and the span is the date as written.
	expectSpan(t, "مواطنون يصطفون أمام مخبز في حلب، ١٢ مارس ٢٠١٧. (سانا)", "2017-03-12", "١٢ مارس ٢٠١٧")
	expectSpan(t, "People queue for bread in Madaya, Syria (٩ يناير ٢٠١٦). SANA/Handout", "2016-01-09", "٩ يناير ٢٠١٦")
	expectSpan(t, "پلیس ضد شورش در مرکز تهران، ۱۵ اوت ۲۰۲۲", "2022-08-15", "۱۵ اوت ۲۰۲۲")
	expectSpan(t, "খবরে গণভবনে ঢুকে পড়েন হাজারো মানুষ। ৫ আগস্ট ২০২৪", "2024-08-05", "৫ আগস্ট ২০২৪")
	expectSpan(t, "तस्वीर १५ अगस्त २०२२ को ली गई।", "2022-08-15", "१५ अगस्त २०२२")
	expectSpan(t, "ঢাকা, ৮ আগস্ট, ২০২৪ (বাসস): শপথ নেন উপদেষ্টা।", "2024-08-08", "৮ আগস্ট, ২০২৪")
	// Months of Arabic, Hindi and Bengali with ASCII digits.
	expectDate(t, "نازحون في مخيم قرب إدلب، 3 أيلول 2019", "2019-09-03")
	expectDate(t, "मुंबई में बारिश के दौरान लोग, 12 जुलाई 2023। फोटो: पीटीआई", "2023-07-12")
	// A date in ASCII digits is read first; other digits alone are no date.
	expectDate(t, "Residents in Dhaka, July 19, 2024 (১৯ জুলাই ২০২৩)", "2024-07-19")
	expectDate(t, "বাড়ি নম্বর ১২", "")
}

func TestSwedishTillIsNoUntil(t *testing.T) {
	// Swedish "till" (to) before a name does not put the date after it out of the picture.
	expectDate(t, "Kung Carl XVI Gustaf anländer till Nobelbanketten i Stockholms stadshus den 10 december 2024. Foto: Elin Lundh/TT", "2024-12-10")
	// English "till" right before a date still does.
	expectDate(t, "The bridge stayed closed from the storm till March 5, 2024.", "")
}

func TestGettyHeadingDatesThePicture(t *testing.T) {
	// The day of a Getty dateline's heading picks the full date of the same day over a
	// background date that the context would take.
	expectDate(t, "LONDON, ENGLAND - MAY 06: King Charles III and Queen Camilla ride in the Gold State Coach along The Mall after their Coronation at Westminster Abbey on May 06, 2023 in London, England. Charles acceded to the throne on the death of his mother, Queen Elizabeth II, on September 8, 2022. (Photo by Harriet Lowden - WPA Pool/Getty Images)", "2023-05-06")
}

func TestBackstorySentenceMonth(t *testing.T) {
	// A month without its day in a later sentence told in the past is the backstory's.
	expectDate(t, "Shell's Prelude facility at its mooring north of Broome. Offshore Alliance members began industrial action on the facility in June 2022, halting its exports.", "")
	expectDate(t, "Houses crack in Joshimath, Chamoli district. The hill town was declared a land subsidence zone in January 2023.", "")
	// Not a sentence that describes the picture, nor one that says it was taken.
	expectDate(t, "The Dead Sea shore near Ghor Haditha. A polar bear crosses sea ice off Svalbard, Norway, in April 2022.", "2022-04")
	expectDate(t, "Militias took the town in January 2024. Photo taken in March 2024.", "2024-03")
}

func TestDayFirstAfterVietnameseNgay(t *testing.T) {
	// Vietnamese "ngày" (day) before a date of two readings: the day first.
	expectDate(t, "Người dân tưới vườn ở xã Phú Ngãi, ngày 5/3/2020, khi nước mặn xâm nhập.", "2020-03-05")
	// Without it, two readings give no date.
	expectDate(t, "Residents water their gardens, 5/3/2020.", "")
}

func TestCompactDatelineOfNTB(t *testing.T) {
	// NTB's town and eight digits open the caption.
	expectDate(t, "Longyearbyen 20230314. Snøskuterførere på vei gjennom Adventdalen. Foto: Sindre Haugland / NTB", "2023-03-14")
	// Not eight digits inside a sentence.
	expectDate(t, "The ship carried cargo number 20230314. It sailed on.", "")
}

func TestArabicCommonEraMark(t *testing.T) {
	// "م" closing a year marks the Common Era: the Gregorian date beside a Hijri one.
	expectDate(t, "الحجاج على صعيد عرفات يوم السبت 9 ذو الحجة 1445هـ الموافق 15 يونيو 2024م. (واس)", "2024-06-15")
}

func TestLevantMonthsOfTwoWords(t *testing.T) {
	// The Levant's and Iraq's months written in two words.
	expectDate(t, "عائلات نازحة تصل إلى نقطة تفتيش قرب كركوك، 17 تشرين الأول 2017. تصوير: روداو", "2017-10-17")
	expectDate(t, "مواطنون في بغداد، 3 كانون الثاني 2020.", "2020-01-03")
}

func TestNoteDateAfterALoneStop(t *testing.T) {
	// A caption that opens with a stop and a space before a dated note: no reading
	// before the text's start.
	expectDate(t, ". March 2024.", "2024-03")
}

func TestGluedAndPAFileDates(t *testing.T) {
	// Cuartoscuro's day, month and year written together.
	expectDate(t, "ACAPULCO, GUERRERO, 03OCTUBRE2024.- Elementos de la Guardia Nacional resguardan la zona. FOTO: NAME /CUARTOSCURO.COM", "2024-10-03")
	// PA's file photo dated with a year of two digits, over the issue date.
	expectDate(t, "File photo dated 31/07/24 of floral tributes near the scene in Southport. The attacker was sentenced on Thursday. Issue date: Thursday January 23, 2025. Name/PA Wire", "2024-07-31")
	// and with a year of four digits, the day first too
	expectDate(t, "File photo dated 06/09/2022 of the Drawing Room at Balmoral, Scotland. Issue date: Monday September 8, 2025. Name/PA Wire", "2022-09-06")
	// A weekday before a bracketed numeric date that closes the first sentence: the
	// dateline's, over a later sentence's date without a year.
	expectDate(t, "Builders work on the palace in Penajam Paser Utara, East Kalimantan, Wednesday (31/7/2024). The ceremony is planned at the site on August 17. ANTARA FOTO/Name Name", "2024-07-31")
	// Not a word and a number glued ("B52BOMBER2024"), nor two digits of a year with no "dated".
	expectDate(t, "Residents walk past homes on 31/07/24 in Southport.", "")
}

func TestEventOfDateClosingTheFirstSentence(t *testing.T) {
	// A date after an event's "of" closes the sentence but not the dateline.
	expectDate(t, "Voters cast ballots at a polling station in Seoul's Jongno district on June 3, 2025, in the snap election called after the removal of the president over his martial law declaration of Dec. 3, 2024. (Yonhap)", "2025-06-03")
	// "the morning of" a day is the picture's time.
	expectDate(t, "Residents clear debris in the town on the morning of May 5, 2024.", "2024-05-05")
}

func TestFirstOfTheMonthInPortugueseAndSpanish(t *testing.T) {
	expectDate(t, "Manifestantes bloqueiam rodovia - Vinícius Matheus Prado - 1º.nov.2022/Folhapress", "2022-11-01")
	expectDate(t, "Marcha del Día del Trabajo en Lima, el 1ro. de mayo de 2024.", "2024-05-01")
}

func TestWelshMonths(t *testing.T) {
	expectDate(t, "Protestwyr y tu allan i'r ysgol yng Nghaernarfon, 9 Mawrth 2024. Llun: Elin Prys", "2024-03-09")
}
