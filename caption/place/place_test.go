package place

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// expectPlaces parses text (no credit to skip) and checks the names, in order, and
// the location ("" for none). It also checks the invariants of every result.
func expectPlaces(t *testing.T, text string, want []string, wantLoc string) {
	t.Helper()
	ps := Parse(text, 0, 0)
	checkInvariants(t, text, 0, 0, ps)
	got := names(ps)
	loc := ""
	if ps.Location >= 0 {
		loc = ps.Places[ps.Location].Name
	}
	if strings.Join(got, "|") != strings.Join(want, "|") || loc != wantLoc {
		t.Errorf("Parse(%q)\n got places %q, location %q\nwant places %q, location %q", text, got, loc, want, wantLoc)
	}
}

// expectParent checks that the place named child is put in the place named parent
// ("" for none).
func expectParent(t *testing.T, text, child, parent string) {
	t.Helper()
	ps := Parse(text, 0, 0)
	checkInvariants(t, text, 0, 0, ps)
	for _, p := range ps.Places {
		if p.Name != child {
			continue
		}
		got := ""
		if p.Parent >= 0 {
			got = ps.Places[p.Parent].Name
		}
		if got != parent {
			t.Errorf("Parse(%q): parent of %q is %q, want %q", text, child, got, parent)
		}
		return
	}
	t.Errorf("Parse(%q): no place %q in %q", text, child, names(ps))
}

// expectKind checks the kind hint of the place named name.
func expectKind(t *testing.T, text, name, kind string) {
	t.Helper()
	ps := Parse(text, 0, 0)
	checkInvariants(t, text, 0, 0, ps)
	for _, p := range ps.Places {
		if p.Name == name {
			if p.Kind != kind {
				t.Errorf("Parse(%q): kind of %q is %q, want %q", text, name, p.Kind, kind)
			}
			return
		}
	}
	t.Errorf("Parse(%q): no place %q in %q", text, name, names(ps))
}

func names(ps Places) []string {
	out := []string{}
	for _, p := range ps.Places {
		out = append(out, p.Name)
	}
	return out
}

// checkInvariants holds for every input: spans inside the text and outside the
// skipped credit, the name under each span, valid indexes, no parent cycle, each
// name once.
func checkInvariants(t testing.TB, text string, skipStart, skipEnd int, ps Places) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("Parse(%q, %d, %d): %s\n result %+v", text, skipStart, skipEnd, fmt.Sprintf(format, args...), ps)
	}
	if ps.Location < -1 || ps.Location >= len(ps.Places) {
		fail("location %d out of range", ps.Location)
	}
	for i, p := range ps.Places {
		if p.Start < 0 || p.End > len(text) || p.Start >= p.End {
			fail("place %d span [%d,%d) outside the text", i, p.Start, p.End)
			continue
		}
		if text[p.Start:p.End] != p.Name {
			fail("place %d name %q is not the text under its span %q", i, p.Name, text[p.Start:p.End])
		}
		if skipEnd > skipStart && p.Start < skipEnd && p.End > skipStart {
			fail("place %d %q overlaps the skipped credit", i, p.Name)
		}
		if p.Parent < -1 || p.Parent >= len(ps.Places) || p.Parent == i {
			fail("place %d parent %d invalid", i, p.Parent)
			continue
		}
		for a, steps := p.Parent, 0; a >= 0; a, steps = ps.Places[a].Parent, steps+1 {
			if steps > len(ps.Places) {
				fail("place %d: parent cycle", i)
				break
			}
		}
		for j := 0; j < i; j++ {
			if looseEqual(ps.Places[j].Name, p.Name) {
				fail("place %q twice", p.Name)
			}
		}
	}
}

func TestDatelines(t *testing.T) {
	expectPlaces(t, "Fighters rest in Tal Samin village, north of Raqqa city, Syria November 19, 2016.", []string{"Tal Samin", "Raqqa", "Syria"}, "Tal Samin")
	expectPlaces(t, "A boy plays in Douma, Eastern Ghouta, Damascus, Syria February 22, 2018.", []string{"Douma", "Eastern Ghouta", "Damascus", "Syria"}, "Douma")
	expectPlaces(t, "Rescuers search the rubble in Kafr Qasim, Idlib, Syria, March 3, 2019.", []string{"Kafr Qasim", "Idlib", "Syria"}, "Kafr Qasim")
	expectPlaces(t, "A market reopens in Marjah, Helmand province, Afghanistan, in this file photo.", []string{"Marjah", "Helmand", "Afghanistan"}, "Marjah")
	expectPlaces(t, "Volunteers clear snow in Ferguson, Mo., on Aug. 13, 2014.", []string{"Ferguson", "Mo"}, "Ferguson")
	expectPlaces(t, "KOSTOPIL, Ukraine - Firefighters work at a depot hit overnight.", []string{"KOSTOPIL", "Ukraine"}, "KOSTOPIL")
	expectPlaces(t, "ALEPPO, SYRIA - DECEMBER 13: A man walks in eastern Aleppo.", []string{"ALEPPO", "SYRIA"}, "ALEPPO")
	expectPlaces(t, "Houses burn in the village of Nyaung Pin, Myanmar's Rakhine State, June 7, 2017.", []string{"Nyaung Pin", "Myanmar", "Rakhine"}, "Nyaung Pin")
	expectPlaces(t, "A man walks in the besieged town of Zamalka, eastern Ghouta, near Damascus, Syria.", []string{"Zamalka", "eastern Ghouta", "Damascus", "Syria"}, "Zamalka")
	expectPlaces(t, "A convoy reaches the besieged town of Madaya, Damascus.", []string{"Madaya", "Damascus"}, "Madaya")
	expectPlaces(t, "KINSHASA, Congo — People rally on Dec. 1, 2023, ahead of the vote in Kivu.", []string{"KINSHASA", "Congo", "Kivu"}, "KINSHASA")
	expectPlaces(t, "LIMA, Peru — Vendors set up stalls in the Gamarra district.", []string{"LIMA", "Peru", "Gamarra"}, "Gamarra")
	expectPlaces(t, "Kohima: Villagers repair a road washed away by rain.", []string{"Kohima"}, "Kohima")
	expectPlaces(t, "Kohima: Villagers repair a road in Phek district.", []string{"Kohima", "Phek"}, "Phek")
	expectPlaces(t, "Pictured: Villagers repair a road in Phek.", []string{"Phek"}, "Phek")
	expectPlaces(t, "Rescuers work in Hattiesburg, Miss., and nearby towns.", []string{"Hattiesburg", "Miss"}, "Hattiesburg")
	expectPlaces(t, "Miss Universe arrives in Manila.", []string{"Manila"}, "Manila")
	expectPlaces(t, "Firefighters patrol near Bathurst, New South Wales, Australia.", []string{"Bathurst", "New South Wales", "Australia"}, "Bathurst")
	expectPlaces(t, "Trucks cross the bridge to Ruse, Bulgaria, from Giurgiu, Romania.", []string{"Ruse", "Bulgaria", "Giurgiu", "Romania"}, "Giurgiu")
}

func TestPossessives(t *testing.T) {
	expectPlaces(t, "A man walks in Aleppo's district of al-Kalasa, March 7, 2014.", []string{"Aleppo", "al-Kalasa"}, "al-Kalasa")
	expectPlaces(t, "Children play in Aleppo's al-Mashhad district, May 1, 2014.", []string{"Aleppo", "al-Mashhad"}, "al-Mashhad")
	expectPlaces(t, "Residents arrive in Homs’s Waer neighbourhood.", []string{"Homs", "Waer"}, "Waer")
	expectPlaces(t, "Troops loyal to Syria's President walk in Hama.", []string{"Syria", "Hama"}, "Hama")
	expectPlaces(t, "Police inspect Mosul's old museum in western Mosul, Iraq.", []string{"Mosul", "Iraq"}, "Mosul")
	expectPlaces(t, "Soldiers stand guard at Ahmed's house in Tikrit.", []string{"Tikrit"}, "Tikrit")
	expectPlaces(t, "A soldier stands in Aleppo's 1070 district on November 8, 2016.", []string{"Aleppo", "1070"}, "1070")
}

func TestDirectionAndKindWords(t *testing.T) {
	expectPlaces(t, "Smoke rises over western Mosul, Iraq.", []string{"Mosul", "Iraq"}, "Mosul")
	expectPlaces(t, "Rebels fire in Idlib countryside, March 26, 2015.", []string{"Idlib"}, "Idlib")
	expectPlaces(t, "A street in the old city of Raqqa.", []string{"Raqqa"}, "Raqqa")
	expectPlaces(t, "Tents stand in the desert of Anbar.", []string{"Anbar"}, "Anbar")
	expectPlaces(t, "People shelter in Makhmour area, southeast of Mosul.", []string{"Makhmour", "Mosul"}, "Makhmour")
	expectPlaces(t, "Shells fall in Homs Governorate.", []string{"Homs"}, "Homs")
	expectPlaces(t, "Patrols move through Eastern Zabrat.", []string{"Zabrat"}, "Zabrat")
	expectPlaces(t, "Troops gather in northern Syria.", []string{"Syria"}, "Syria")
	expectPlaces(t, "Rescuers dig through mud in West Java, Indonesia.", []string{"West Java", "Indonesia"}, "West Java")
	expectPlaces(t, "Farmers rally in the canton of Vaud.", []string{"Vaud"}, "Vaud")
	expectPlaces(t, "Water covers roads in Sleman regency.", []string{"Sleman"}, "Sleman")
}

func TestKinds(t *testing.T) {
	expectKind(t, "A boy in Tal Samin village.", "Tal Samin", "village")
	expectKind(t, "Aid reaches the town of Madaya.", "Madaya", "town")
	expectKind(t, "Shelling hit the Bab Amr neighbourhood of Homs.", "Bab Amr", "neighbourhood")
	expectKind(t, "Shelling hit the Bab Amr neighbourhood of Homs.", "Homs", "")
	expectKind(t, "A view of the Homs neighborhood of al-Qarabis.", "al-Qarabis", "neighbourhood")
	expectKind(t, "Families wait in the Zaatari refugee camp.", "Zaatari", "camp")
	expectKind(t, "Soldiers train at Camp Taji in Baghdad.", "Taji", "camp")
	expectKind(t, "Rain falls in Idlib province, Syria.", "Idlib", "region")
	expectKind(t, "Smoke over the Syrian capital Damascus.", "Damascus", "city")
	expectKind(t, "Shelling in Kafr Hamra, a village near Aleppo.", "Kafr Hamra", "village")
	expectKind(t, "Smoke rises over the Gaza Strip city of Rafah.", "Rafah", "city")
	expectKind(t, "Fighting in the Gogjali district of eastern Mosul.", "Mosul", "")
	expectKind(t, "Refugees walk through the Kutupalong refugee camp near Cox's Bazar.", "Kutupalong", "camp")
}

func TestBlockers(t *testing.T) {
	expectPlaces(t, "A Syrian boy and a Free Syrian Army fighter walk in Deir al-Zor.", []string{"Deir al-Zor"}, "Deir al-Zor")
	expectPlaces(t, "Syrian Democratic Forces fighters advance with U.S.-led coalition support in Raqqa.", []string{"Raqqa"}, "Raqqa")
	expectPlaces(t, "A U.S military vehicle leads a convoy in Raqqa.", []string{"Raqqa"}, "Raqqa")
	expectPlaces(t, "U.S. troops and Iraqi soldiers patrol in Qayyara.", []string{"Qayyara"}, "Qayyara")
	expectPlaces(t, "A photo provided by Aleppo Media Center shows rubble in Aleppo.", []string{"Aleppo"}, "Aleppo")
	expectPlaces(t, "Syria Civil Defence members rescue a child in Idlib.", []string{"Idlib"}, "Idlib")
	expectPlaces(t, "Islamic State fighters parade in Raqqa, a photo from Amaq shows.", []string{"Raqqa"}, "Raqqa")
	expectPlaces(t, "Kurdish and Iraqi forces meet American advisers in Erbil.", []string{"Erbil"}, "Erbil")
	expectPlaces(t, "Members of the Manbij Military Council stand in a street.", []string{}, "")
	expectPlaces(t, "Pro-Russia rallies were held, and anti-Ukraine slogans shouted.", []string{}, "")
	expectPlaces(t, "Troops moved into the U.S. and Canada last year.", []string{"U.S.", "Canada"}, "U.S.")
	expectPlaces(t, "The text on the poster reads in Arabic \"Welcome\".", []string{}, "")
}

func TestNotPlaces(t *testing.T) {
	expectPlaces(t, "Fighters aim near the Justice Palace in Aleppo.", []string{"Aleppo"}, "Aleppo")
	expectPlaces(t, "Smoke rises from the Sadco Oil and Gas refinery in Idlib.", []string{"Idlib"}, "Idlib")
	expectPlaces(t, "President Bashar al-Assad speaks in Damascus on Tuesday.", []string{"Damascus"}, "Damascus")
	expectPlaces(t, "Guards stand at Hamid Karzai International Airport in Kabul.", []string{"Kabul"}, "Kabul")
	expectPlaces(t, "Patients wait at Shifa hospital in Gaza City.", []string{"Gaza City"}, "Gaza City")
	expectPlaces(t, "People rally in Tahrir Square in Cairo, in March 2011.", []string{"Cairo"}, "Cairo")
	expectPlaces(t, "He was photographed in January.", []string{}, "")
	expectPlaces(t, "Voters queue on Election Day in Atlanta, Georgia.", []string{"Atlanta", "Georgia"}, "Atlanta")
	expectPlaces(t, "Marchers walk down Pennsylvania Avenue in Washington, D.C.", []string{"Washington", "D.C."}, "Washington")
	expectPlaces(t, "Pope Francis celebrates Mass in St. Peter's Basilica at the Vatican.", []string{"Vatican"}, "Vatican")
	expectPlaces(t, "Mourners gather near the Bataclan concert hall in Paris.", []string{"Paris"}, "Paris")
	expectPlaces(t, "A rebel fires at pro-Gaddafi forces near Ajdabiya, March 2011.", []string{"Ajdabiya"}, "Ajdabiya")
	expectPlaces(t, "A letter from Donald Trump is shown at a rally in Tulsa, Oklahoma.", []string{"Tulsa", "Oklahoma"}, "Tulsa")
	expectPlaces(t, "Voters wait on X, the platform, and in Facebook groups.", []string{}, "")
	expectPlaces(t, "Paris Hilton arrives at a gala in Beverly Hills, California.", []string{"Beverly Hills", "California"}, "Beverly Hills")
	expectPlaces(t, "Chad Whitaker, 8, holds a sign at a vigil in Atlanta.", []string{"Atlanta"}, "Atlanta")
	expectPlaces(t, "UVALDE, TEXAS: Jordan Miles, a pastor, prays in Uvalde.", []string{"UVALDE", "TEXAS"}, "UVALDE")
	expectPlaces(t, "People pray at the Western Wall in Jerusalem.", []string{"Jerusalem"}, "Jerusalem")
	expectPlaces(t, "Myanmar refugees cross into Mae Sot, Thailand.", []string{"Mae Sot", "Thailand"}, "Mae Sot")
	expectPlaces(t, "Ukraine troops fire near Bakhmut.", []string{"Bakhmut"}, "Bakhmut")
	expectPlaces(t, "Supporters of the Pakistan Tehreek-e-Insaf party rally in Islamabad.", []string{"Islamabad"}, "Islamabad")
	expectPlaces(t, "Police of the Kherson Oblast police force patrol in Kherson.", []string{"Kherson"}, "Kherson")
	expectPlaces(t, "Jets strike targets as U.S. and British forces respond, in Sanaa.", []string{"Sanaa"}, "Sanaa")
	expectPlaces(t, "Talks between Kyiv and Washington resumed in Jeddah.", []string{"Kyiv", "Washington", "Jeddah"}, "Jeddah")
	expectPlaces(t, "Volunteers work in Washington Heights, New York.", []string{"Washington Heights", "New York"}, "Washington Heights")
	expectPlaces(t, "Officers of the Maricopa County Sheriff's Office patrol in Phoenix.", []string{"Phoenix"}, "Phoenix")
	expectPlaces(t, "A photo released by the Sumy Oblast Military Administration shows a crater.", []string{}, "")
	expectPlaces(t, "Fisherman Jordan Reyes mends nets in Cebu.", []string{"Cebu"}, "Cebu")
	expectPlaces(t, "Crowds gather at Liberty Monument in Riga.", []string{"Riga"}, "Riga")
	expectPlaces(t, "Protesters fill Place de la Republique in Paris.", []string{"Paris"}, "Paris")
	expectPlaces(t, "Vendors line Calle Colombia in Medellin.", []string{"Medellin"}, "Medellin")
	expectPlaces(t, "Dancers parade along Avenida Brasil in Rio de Janeiro.", []string{"Rio de Janeiro"}, "Rio de Janeiro")
	expectPlaces(t, "Pilgrims walk to St Petersburg.", []string{"St Petersburg"}, "St Petersburg")
	expectPlaces(t, "Fans of the Texas Rangers cheer in Arlington.", []string{"Arlington"}, "Arlington")
	expectPlaces(t, "Shoppers crowd Souk Yemen in Riyadh.", []string{"Riyadh"}, "Riyadh")
}

// A first name that is a place before a surname and a verb is a person's ("Coach Chad
// Morrow leaves"); an organisation word before "of" and a place makes the place part of
// its name ("the Bank of Japan"), and so do airlines' words ("Kuwait Airways"); a
// storm's name is no place; a capitalised verb of motion names an event ("the March
// for Life"); a place named in a facility's name before "in Y" is in Y, and is the
// more specific place ("the Westminster Coroner's Court in London"), a plural possessive
// inside the facility's name included ("Martyrs' Square").
func TestPeopleOrganisationsStormsAndEvents(t *testing.T) {
	expectPlaces(t, "Coach Chad Morrow leaves the field in Denton, Texas.", []string{"Denton", "Texas"}, "Denton")
	expectPlaces(t, "Singer Georgia Bell visited a shelter in Leeds.", []string{"Leeds"}, "Leeds")
	expectPlaces(t, "Traders watch a screen at the Bank of Japan in Tokyo.", []string{"Tokyo"}, "Tokyo")
	expectPlaces(t, "The Council of Europe's flag flies in Strasbourg.", []string{"Strasbourg"}, "Strasbourg")
	expectPlaces(t, "The Prime Minister of Israel speaks in Jerusalem.", []string{"Israel", "Jerusalem"}, "Jerusalem")
	expectPlaces(t, "A Kuwait Airways plane taxis at the airport in Beirut.", []string{"Beirut"}, "Beirut")
	expectPlaces(t, "Residents wade through water after Typhoon Gaemi hit Manila, Philippines.", []string{"Manila", "Philippines"}, "Manila")
	expectPlaces(t, "Volunteers clear debris left by Hurricane Milton in Sarasota, Florida.", []string{"Sarasota", "Florida"}, "Sarasota")
	expectPlaces(t, "Thousands join the March for Life in Ottawa.", []string{"Ottawa"}, "Ottawa")
	expectPlaces(t, "Migrants march to Huixtla on Sunday.", []string{"Huixtla"}, "Huixtla")
	expectPlaces(t, "Reporters wait outside the Westminster Coroner's Court in London.", []string{"Westminster", "London"}, "Westminster")
	expectPlaces(t, "Crowds gather in Martyrs' Square in Beirut.", []string{"Beirut"}, "Beirut")
	expectPlaces(t, "Fans arrive at the Stade de France in Saint-Denis.", []string{"France", "Saint-Denis"}, "Saint-Denis")
	expectPlaces(t, "Supporters of the Kurdistan Workers' Party rally in Diyarbakir.", []string{"Diyarbakir"}, "Diyarbakir")
	expectPlaces(t, "SUPPORTERS OF THE KURDISTAN WORKERS' PARTY RALLY IN DIYARBAKIR.", []string{"DIYARBAKIR"}, "DIYARBAKIR")
	// a tournament named with a demonym before "Open"
	expectPlaces(t, "Fans cheer during a match at the French Open in Paris, France.", []string{"Paris", "France"}, "Paris")
	expectPlaces(t, "A ball boy waits at the Italian Open in Rome.", []string{"Rome"}, "Rome")
}

// Regions and towns the gazetteer gained: an ethnic name before "Autonomous Region"
// goes with the kind words.
func TestGazetteerRegions(t *testing.T) {
	expectPlaces(t, "Lanterns light the old town of Hoi An, Vietnam.", []string{"Hoi An", "Vietnam"}, "Hoi An")
	// a province whose first word is a demonym ("Lao") is read whole, the demonym still none
	expectPlaces(t, "Hmong women sell brocade at a market in Bac Ha district, Lao Cai province, Vietnam.", []string{"Bac Ha", "Lao Cai", "Vietnam"}, "Bac Ha")
	expectPlaces(t, "Lao workers build a railway near Vientiane.", []string{"Vientiane"}, "Vientiane")
	expectPlaces(t, "Farmers harvest wolfberries in Zhongning County, northwest China's Ningxia Hui Autonomous Region.", []string{"Zhongning", "China", "Ningxia"}, "Zhongning")
	expectPlaces(t, "Smoke drifts over Hay River, Northwest Territories.", []string{"Hay River", "Northwest Territories"}, "Hay River")
}

// Facilities named in another language, promenades and what runs "along the" name no
// place, but a river named as one; a Japanese temple's suffix makes its name a temple's; a border point or post
// named after a place names it, like a crossing.
func TestFacilitiesAndPromenades(t *testing.T) {
	expectPlaces(t, "Visitors queue outside the Palais des Papes in Avignon.", []string{"Avignon"}, "Avignon")
	expectPlaces(t, "Fans arrive at the Estadio Centenario in Montevideo.", []string{"Montevideo"}, "Montevideo")
	expectPlaces(t, "Joggers run along the Malecon in Havana.", []string{"Havana"}, "Havana")
	// a river named as one is a place, along it or not
	expectPlaces(t, "Volunteers search along the Ofin River near Dunkwa on 4 May 2024.", []string{"Ofin River", "Dunkwa"}, "Dunkwa")
	expectPlaces(t, "Couples stroll on the Corniche in Beirut.", []string{"Beirut"}, "Beirut")
	expectPlaces(t, "Engineers inspect the Test Complex in Huntsville, Alabama.", []string{"Huntsville", "Alabama"}, "Huntsville")
	expectPlaces(t, "Worshippers pray at Sensoji-dera in Tokyo.", []string{"Tokyo"}, "Tokyo")
	expectPlaces(t, "Trucks queue at the Torkham border post.", []string{"Torkham"}, "Torkham")
	expectPlaces(t, "Trucks wait at the Wagah border point near Lahore.", []string{"Wagah", "Lahore"}, "Wagah")
}

// People who were moved to a place are pictured there; the place they were moved
// from is where they come from.
func TestMovedTo(t *testing.T) {
	expectPlaces(t, "Residents of Marinka who were evacuated to Kurakhove receive blankets.", []string{"Marinka", "Kurakhove"}, "Kurakhove")
	expectPlaces(t, "Families from Avdiivka who had been relocated to Pokrovsk queue for food.", []string{"Avdiivka", "Pokrovsk"}, "Pokrovsk")
	expectPlaces(t, "Residents of Kherson who were told to leave wait for buses.", []string{"Kherson"}, "Kherson")
	expectPlaces(t, "Residents of Marinka wait for buses to Kyiv.", []string{"Marinka", "Kyiv"}, "Marinka")
}

func TestNaturalFeatures(t *testing.T) {
	expectPlaces(t, "Yazidi refugees walk on Mount Sinjar, Iraq.", []string{"Sinjar", "Iraq"}, "Sinjar")
	expectPlaces(t, "Tents stand in the Bekaa Valley, Lebanon.", []string{"Bekaa Valley", "Lebanon"}, "Bekaa Valley")
	expectPlaces(t, "Families fled to the Nuba Mountains, Sudan.", []string{"Nuba", "Sudan"}, "Nuba")
	expectPlaces(t, "Refugees cross the Zagros mountains into Iraq.", []string{"Zagros", "Iraq"}, "Iraq")
	// Rivers, straits and deserts are places; a lower-case "glacier" is a kind word;
	// a sea, river or range named in or near a town does not hold the town, which is
	// the more specific place; a park or canal named after its place names it.
	expectPlaces(t, "Barges sail on the Rhine in Duisburg, Germany.", []string{"Rhine", "Duisburg", "Germany"}, "Duisburg")
	expectPlaces(t, "Pilgrims bathe in the Brahmaputra in Guwahati.", []string{"Brahmaputra", "Guwahati"}, "Guwahati")
	expectPlaces(t, "Ferries wait on the Bosphorus in Istanbul.", []string{"Bosphorus", "Istanbul"}, "Istanbul")
	expectPlaces(t, "A dredger works on the Yangtze River, east of Wuhan.", []string{"Yangtze River", "Wuhan"}, "Wuhan")
	expectPlaces(t, "Hikers cross the Aletsch glacier, Switzerland.", []string{"Aletsch", "Switzerland"}, "Aletsch")
	expectPlaces(t, "Trucks cross the Kalahari in Botswana.", []string{"Kalahari", "Botswana"}, "Kalahari")
	expectPlaces(t, "Elephants drink in Hwange National Park, Zimbabwe.", []string{"Hwange", "Zimbabwe"}, "Hwange")
	expectPlaces(t, "A tanker crosses the Panama Canal, Panama.", []string{"Panama"}, "Panama")
	expectPlaces(t, "A tour bus stops near San Pedro de Atacama, Chile.", []string{"San Pedro de Atacama", "Chile"}, "San Pedro de Atacama")
}

func TestFacilities(t *testing.T) {
	expectPlaces(t, "Troops wait at an army base in Camp Taji in Baghdad.", []string{"Taji", "Baghdad"}, "Taji")
	expectPlaces(t, "Sailors load stores at Naval Station Mayport, Fla., May 2, 2024.", []string{"Mayport", "Fla"}, "Mayport")
	expectPlaces(t, "A P-8A lands at Naval Air Station Keflavik, Iceland, May 2, 2024.", []string{"Keflavik", "Iceland"}, "Keflavik")
	expectPlaces(t, "Divers train at Naval Base Kitsap, Wash., in March.", []string{"Kitsap", "Wash"}, "Kitsap")
	// A training area keeps the name before it; "RAF" and "Base" after a preposition
	// open a base's name; "Joint Base" opens none; a state's abbreviation after a
	// facility, before a date, is a place.
	expectPlaces(t, "Gunners fire howitzers at the Hohenfels Training Area, Germany, on Monday.", []string{"Hohenfels", "Germany"}, "Hohenfels")
	expectPlaces(t, "Tanks roll across Drawsko Pomorskie Training Area in Poland.", []string{"Drawsko Pomorskie", "Poland"}, "Drawsko Pomorskie")
	expectPlaces(t, "The Training Area Commander spoke in Vilnius.", []string{"Vilnius"}, "Vilnius")
	expectPlaces(t, "A tanker lands at RAF Mildenhall, Suffolk, on Tuesday.", []string{"Mildenhall", "Suffolk"}, "Mildenhall")
	expectPlaces(t, "An RAF Typhoon flies over Tallinn.", []string{"Tallinn"}, "Tallinn")
	expectPlaces(t, "A cutter returns to Base Kodiak, Alaska, on Monday.", []string{"Kodiak", "Alaska"}, "Kodiak")
	expectPlaces(t, "Airmen deploy from Joint Base Elmendorf-Richardson, Alaska.", []string{"Alaska"}, "Alaska")
	expectPlaces(t, "Cadets march at Joint Base Andrews, Md., May 4, 2024.", []string{"Md"}, "Md")
	expectPlaces(t, "Engineers test a rover at the Goddard Space Flight Center, Md., Jan. 8, 2024.", []string{"Md"}, "Md")
	expectPlaces(t, "He thanked Senator Blake, Wash., for his help.", nil, "")
	expectPlaces(t, "Floods cover fields near Kano, Nigeria. The Tiga dam overflowed on Sunday.", []string{"Kano", "Nigeria", "Tiga"}, "Kano")
	expectPlaces(t, "The Erez checkpoint reopened on Monday.", []string{"Erez"}, "Erez")
	expectPlaces(t, "Floods cover fields near Kano. THE Family checkpoint closed.", []string{"Kano"}, "Kano")
	expectPlaces(t, "Floods cover fields near Kano. The Water Board dam overflowed.", []string{"Kano"}, "Kano")
	expectPlaces(t, "Floods cover fields near Kano. The Nigerian dam overflowed.", []string{"Kano"}, "Kano")
	expectPlaces(t, "The Naval Station Commander spoke to reporters in Rota, Spain.", []string{"Rota", "Spain"}, "Rota")
	expectPlaces(t, "A drill at Besmaya military base in south of Baghdad.", []string{"Besmaya", "Baghdad"}, "Besmaya")
	expectPlaces(t, "Rebels aim at the Menagh military airport near Aleppo.", []string{"Menagh", "Aleppo"}, "Menagh")
	expectPlaces(t, "Tents near the ancient Castle of Homs.", []string{"Homs"}, "Homs")
	expectPlaces(t, "Jets land at Hmeimim Air Base in Latakia.", []string{"Hmeimim", "Latakia"}, "Hmeimim")
	expectPlaces(t, "Cars queue at the Qalandor checkpoint near Ramallah.", []string{"Qalandor", "Ramallah"}, "Qalandor")
	expectPlaces(t, "Trucks wait at the Bardakh border crossing in Herat province.", []string{"Bardakh", "Herat"}, "Bardakh")
	expectPlaces(t, "Nurses strike outside St Thomas' hospital in Westminster, London.", []string{"Westminster", "London"}, "Westminster")
	expectPlaces(t, "Migrants wait at the Otay Vista port of entry in San Diego.", []string{"Otay Vista", "San Diego"}, "Otay Vista")
	expectPlaces(t, "Pilgrims bathe at the Ghatwara in Varanasi, India.", []string{"Varanasi", "India"}, "Varanasi")
	expectPlaces(t, "Tents stand at the Zaatari camp in Jordan.", []string{"Zaatari", "Jordan"}, "Zaatari")
	expectPlaces(t, "Ferries dock at the harbour of Lavrio, near Athens.", []string{"Lavrio", "Athens"}, "Lavrio")
	expectPlaces(t, "Smoke hangs over the skyline of Doha.", []string{"Doha"}, "Doha")
	expectPlaces(t, "Water pours through the breached Kherova dam.", []string{"Kherova"}, "Kherova")
	expectPlaces(t, "Engineers inspect the Kherova dam in Zambia.", []string{"Kherova", "Zambia"}, "Kherova")
}

// Names that the caption's words leave in doubt are places when the gazetteer
// confirms them, and only in the contexts knownName names.
func TestGazetteerConfirmsNames(t *testing.T) {
	expectPlaces(t, "Floods cut the roads to Pune and Nashik.", []string{"Pune", "Nashik"}, "Pune")
	expectPlaces(t, "Monsoon rains flood Mumbai, and the roads to Pune.", []string{"Mumbai", "Pune"}, "Mumbai")
	expectPlaces(t, "Sheep graze in New Zealand's Otago.", []string{"New Zealand", "Otago"}, "Otago")
	expectPlaces(t, "Crowds cheer in Japan's Hokkaido.", []string{"Japan", "Hokkaido"}, "Hokkaido")
	expectPlaces(t, "A vendor waits in Nepal's Asan.", []string{"Nepal"}, "Nepal")                    // Asan is a city of Korea
	expectPlaces(t, "Crowds greet Russia's Putin in Moscow.", []string{"Russia", "Moscow"}, "Moscow") // no place
	expectPlaces(t, "A gift for Nashik arrives in Kyiv.", []string{"Kyiv"}, "Kyiv")
	expectPlaces(t, "A Toyota pickup drives past in Gao, Mali.", []string{"Gao", "Mali"}, "Gao")
}

// Names of East Asian divisions keep their lower-case suffix; a particle inside a
// name may stand before "Mar"; a name after "on" that a date follows is a feast.
func TestNameShapes(t *testing.T) {
	expectPlaces(t, "Snow falls on roofs in Shirakawa-go, Japan.", []string{"Shirakawa-go", "Japan"}, "Shirakawa-go")
	expectPlaces(t, "Shoppers walk in Seoul's Gangnam-gu district.", []string{"Seoul", "Gangnam-gu"}, "Gangnam-gu")
	expectPlaces(t, "Troops of the Aleppo-based unit rest in Idlib.", []string{"Idlib"}, "Idlib")
	expectPlaces(t, "Smoke rises in the hills above Vina del Mar, Chile.", []string{"Vina del Mar", "Chile"}, "Vina del Mar")
	expectPlaces(t, "Rain falls in Kotor del Mar.", []string{"Kotor del Mar"}, "Kotor del Mar")
	expectPlaces(t, "Pilgrims pray on Vaisakhi, April 13, 2024, in Amritsar.", []string{"Amritsar"}, "Amritsar")
	expectPlaces(t, "Pilgrims pray on Vaisakhi, Sunday, in Amritsar.", []string{"Amritsar"}, "Amritsar")
}

func TestRelativePositions(t *testing.T) {
	expectPlaces(t, "Soldiers reload in Saqlawiya, north of Falluja, Iraq.", []string{"Saqlawiya", "Falluja", "Iraq"}, "Saqlawiya")
	expectPlaces(t, "Forces gather on the southeast of Mosul.", []string{"Mosul"}, "Mosul")
	expectPlaces(t, "A soldier stands at a checkpoint west of Baghdad.", []string{"Baghdad"}, "Baghdad")
	expectPlaces(t, "Aid arrives on the outskirts of Al-Shirqat, south of Mosul.", []string{"Al-Shirqat", "Mosul"}, "Al-Shirqat")
	expectPlaces(t, "A checkpoint in Ein Tamr, a town some 25 miles west of Kerbala.", []string{"Ein Tamr", "Kerbala"}, "Ein Tamr")
	expectPlaces(t, "Artillery fires near Falluja, Iraq.", []string{"Falluja", "Iraq"}, "Falluja")
	expectPlaces(t, "A convoy drives towards Anbar, to reinforce troops in the province, west of Baghdad.", []string{"Anbar", "Baghdad"}, "Baghdad")
	expectPlaces(t, "Children queue at a shop across the street from the Shati refugee camp in the northern Gaza Strip.", []string{"Shati", "Gaza Strip"}, "Shati")
	expectPlaces(t, "Herders rest across the river from Kosti in central Sudan.", []string{"Kosti", "Sudan"}, "Kosti")
}

func TestOriginAndLocation(t *testing.T) {
	expectPlaces(t, "A woman from the al-Ansari neighborhood flees in the northern city of Aleppo.", []string{"al-Ansari", "Aleppo"}, "Aleppo")
	expectPlaces(t, "Residents fleeing violence in the Bustan al-Qasr neighborhood arrive in Aleppo's Fardos neighborhood.", []string{"Bustan al-Qasr", "Aleppo", "Fardos"}, "Fardos")
	expectPlaces(t, "Children who fled Raqqa city stand near their tent in Ras al-Ain province, Syria.", []string{"Raqqa", "Ras al-Ain", "Syria"}, "Ras al-Ain")
	expectPlaces(t, "People are seen fleeing Raqqa.", []string{"Raqqa"}, "Raqqa")
	// "flee X" as the sentence's verb pictures people leaving X, named plainly, unless
	// a place after "in", "at", "through", ... in its clause says where they are
	expectPlaces(t, "Families flee Saraqib on Feb. 3, 2020, as government troops advance in southern Idlib.", []string{"Saraqib", "Idlib"}, "Saraqib")
	expectPlaces(t, "Civilians leave Hajin as fighting intensifies in eastern Syria.", []string{"Hajin", "Syria"}, "Hajin")
	expectPlaces(t, "Civilians flee Mosul through a checkpoint in Gogjali.", []string{"Mosul", "Gogjali"}, "Gogjali")
	expectPlaces(t, "Families who flee Raqqa rest in Ain Issa.", []string{"Raqqa", "Ain Issa"}, "Ain Issa")
	expectPlaces(t, "Civilians forced to flee Hawija arrive at a checkpoint in Dibis.", []string{"Hawija", "Dibis"}, "Dibis")
	expectPlaces(t, "Smoke rises from Raqqa, as fighting goes on.", []string{"Raqqa"}, "Raqqa")
	expectPlaces(t, "Troops wait for vehicles travelling to Mosul at a base in Qayyara.", []string{"Mosul", "Qayyara"}, "Qayyara")
	expectPlaces(t, "Fighters prepare to depart for Mosul from the desert of Anbar.", []string{"Mosul", "Anbar"}, "Anbar")
	expectPlaces(t, "A girl leaves Aleppo for Idlib on December 20, 2016.", []string{"Aleppo", "Idlib"}, "Aleppo")
	expectPlaces(t, "Migrants trying to reach Europe wait on a beach near Zuwara, Libya.", []string{"Europe", "Zuwara", "Libya"}, "Zuwara")
	expectPlaces(t, "An aid convoy reaches the besieged town of Madaya.", []string{"Madaya"}, "Madaya")
	expectPlaces(t, "Displaced people who fled from Hawija receive aid on the outskirts of Hawija.", []string{"Hawija"}, "Hawija")
	expectPlaces(t, "A child sits in a camp for displaced people in Gedaref, eastern Sudan.", []string{"Gedaref", "Sudan"}, "Gedaref")
	expectPlaces(t, "Smoke rises over the Gaza Strip city of Rafah.", []string{"Gaza Strip", "Rafah"}, "Rafah")
	expectPlaces(t, "Families fleeing Khartoum arrive in Wad Madani.", []string{"Khartoum", "Wad Madani"}, "Wad Madani")
	expectPlaces(t, "KHARTOUM, SUDAN - MAY 2: Families fleeing clashes walk through the Kalakla district of southern Khartoum.", []string{"KHARTOUM", "SUDAN", "Kalakla"}, "Kalakla")
	expectPlaces(t, "Men fleeing shelling wait at the Bab al-Salam crossing, near Azaz.", []string{"Bab al-Salam", "Azaz"}, "Bab al-Salam")
	expectPlaces(t, "DONETSK, Ukraine - People fleeing fighting in Avdiivka reach a shelter.", []string{"DONETSK", "Ukraine", "Avdiivka"}, "DONETSK")
	expectPlaces(t, "Zelensky, who visited Washington last week, speaks in Kyiv.", []string{"Washington", "Kyiv"}, "Kyiv")
	expectPlaces(t, "People flee fighting between M23 rebels and the army near Sake, North Kivu.", []string{"Sake", "North Kivu"}, "Sake")
	expectPlaces(t, "A woman is evacuated from the town of Orikhiv, in Zaporizhzhia oblast.", []string{"Orikhiv", "Zaporizhzhia"}, "Orikhiv")
	expectPlaces(t, "Civilians are evacuated from Kramatorsk in Donetsk Oblast, Ukraine.", []string{"Kramatorsk", "Donetsk", "Ukraine"}, "Kramatorsk")
	expectPlaces(t, "A jet takes off from Spangdahlem Air Base, Germany.", []string{"Spangdahlem", "Germany"}, "Spangdahlem")
	expectPlaces(t, "Soldiers take position near Kibbutz Be'eri in southern Israel.", []string{"Be'eri", "Israel"}, "Be'eri")
	expectPlaces(t, "A market in El Geneina, Sudan.", []string{"El Geneina", "Sudan"}, "El Geneina")
	// an English word that opens a sentence is no particle of the place after it
	expectPlaces(t, "As Kyiv burns, residents shelter in the metro.", []string{"Kyiv"}, "Kyiv")
	expectPlaces(t, "A man walks home. At Kharkiv's main station, people wait for trains.", []string{"Kharkiv"}, "Kharkiv")
	expectPlaces(t, "An Aleppo resident walks past rubble.", []string{"Aleppo"}, "Aleppo")
	expectPlaces(t, "Fighters gather in As Suwayda, Syria.", []string{"As Suwayda", "Syria"}, "As Suwayda")
	expectPlaces(t, "A soldier walks in the kibbutz of Kfar Aza, near the border with Gaza.", []string{"Kfar Aza", "Gaza"}, "Kfar Aza")
	expectPlaces(t, "Soldiers patrol near the Line of Control in Uri, Kashmir.", []string{"Uri", "Kashmir"}, "Uri")
	expectPlaces(t, "Floods in Canoas, Rio Grande do Sul state, Brazil.", []string{"Canoas", "Rio Grande do Sul", "Brazil"}, "Canoas")
	expectPlaces(t, "A fire burns near Vila Nova, in the Leiria district, Portugal.", []string{"Vila Nova", "Leiria", "Portugal"}, "Vila Nova")
	expectPlaces(t, "Volunteers pack aid bound for Moldova in Iasi, Romania.", []string{"Moldova", "Iasi", "Romania"}, "Iasi")
	expectPlaces(t, "Boats dock near Lahad Datu, on the island of Borneo.", []string{"Lahad Datu", "Borneo"}, "Lahad Datu")
}

func TestFirstSentence(t *testing.T) {
	expectPlaces(t, "A workshop in Kafranbel town in the Idlib governorate. The artists exhibit in Turkey.", []string{"Kafranbel", "Idlib", "Turkey"}, "Kafranbel")
	expectPlaces(t, "Police inspect a museum. The floors burned, in western Mosul, Iraq.", []string{"Mosul", "Iraq"}, "Mosul")
	expectPlaces(t, "Columns at the historic city of Palmyra, after troops took the city, in Homs Governorate.", []string{"Palmyra", "Homs"}, "Palmyra")
	// a clause after a semicolon is a sentence of its own
	expectPlaces(t, "Top left: a boy fetches water in Bunia; right: a family rests at the Kigonze camp.", []string{"Bunia", "Kigonze"}, "Bunia")
}

func TestLists(t *testing.T) {
	expectPlaces(t, "Soldiers raided Qabatiya and Tammun on Monday, army officials said.", []string{"Qabatiya", "Tammun"}, "Qabatiya")
	expectPlaces(t, "A storm surge hits Kamaishi, Iwate prefecture, in 2011.", []string{"Kamaishi", "Iwate"}, "Kamaishi")
	expectPlaces(t, "Waves seen hitting Tarfaya, Morocco, on Sunday.", []string{"Tarfaya", "Morocco"}, "Tarfaya")
	expectPlaces(t, "Drones struck Zarichne and Marhanets overnight, officials said.", []string{"Zarichne", "Marhanets"}, "Zarichne")
	expectPlaces(t, "Shells hit Qabatiya and Tammun militia posts.", []string{"Qabatiya"}, "Qabatiya")
	expectPlaces(t, "Fighting has since reached Omdurman and Kafouri.", []string{"Omdurman", "Kafouri"}, "Omdurman")
	expectPlaces(t, "A convoy drives on the highway to Kargil, in the Ladakh region.", []string{"Kargil", "Ladakh"}, "Ladakh")
	expectPlaces(t, "Strikes hit the towns of Saraqib, Khan Tuman and Maar Shamsheh, in Idlib.", []string{"Saraqib", "Khan Tuman", "Maar Shamsheh", "Idlib"}, "Saraqib")
	expectPlaces(t, "Families fled the Iraqi cities of Falluja and Ramadi.", []string{"Falluja", "Ramadi"}, "Falluja")
	expectPlaces(t, "Clashes in Zabadani and Bloudan, officials said.", []string{"Zabadani", "Bloudan"}, "Zabadani")
	expectPlaces(t, "Families wait at Hassan Sham camp, east of Mosul.", []string{"Hassan Sham", "Mosul"}, "Hassan Sham")
}

func TestParents(t *testing.T) {
	expectParent(t, "A man in the Sukkari neighbourhood of Aleppo.", "Sukkari", "Aleppo")
	expectParent(t, "A view in the Homs neighborhood of al-Qarabis.", "al-Qarabis", "Homs")
	expectParent(t, "Damage in Aleppo's district of al-Sukari.", "al-Sukari", "Aleppo")
	expectParent(t, "A boy in Douma, Eastern Ghouta, Damascus, Syria.", "Douma", "Eastern Ghouta")
	expectParent(t, "A boy in Douma, Eastern Ghouta, Damascus, Syria.", "Eastern Ghouta", "Damascus")
	expectParent(t, "A boy in Douma, Eastern Ghouta, Damascus, Syria.", "Damascus", "Syria")
	expectParent(t, "A girl in Tal Samin village, north of Raqqa city.", "Tal Samin", "Raqqa")
	expectParent(t, "Douma in eastern Ghouta in Damascus, Syria.", "Douma", "eastern Ghouta")
	expectParent(t, "Fighters in Imru' al-Qais, a district of Raqqa.", "Imru' al-Qais", "Raqqa")
	expectParent(t, "Strikes hit the towns of Saraqib, Khan Tuman and Binnish.", "Saraqib", "")
	expectParent(t, "Smoke in the Tariq al-Bab district of the northern city of Aleppo.", "Tariq al-Bab", "Aleppo")
	expectParent(t, "Smoke rises over the Gaza Strip city of Rafah.", "Rafah", "Gaza Strip")
	expectParent(t, "Floods surround homes in the Sindh village of Khairpur Nathan Shah.", "Khairpur Nathan Shah", "Sindh")
	expectParent(t, "Fires burn in Kherson, southern Ukraine, Nov. 24, 2022.", "Kherson", "Ukraine")
	expectParent(t, "A march in Washington, D.C., on Tuesday.", "Washington", "D.C.")
	expectParent(t, "A fire burns near Vila Nova, in the Leiria district, Portugal.", "Vila Nova", "Leiria")
	expectParent(t, "Volunteers pack aid bound for Moldova in Iasi, Romania.", "Moldova", "")
	// "X village of Y district": Y's own kind word says that the first one names X, which
	// lies in Y (not "the Sindh village of X")
	expectParent(t, "Houses collapsed in Sar Chakan village of Kohsan district, Herat province.", "Sar Chakan", "Kohsan")
	expectParent(t, "Farmers plant rice in Lianhua Township of Xinping County, Yunnan.", "Lianhua", "Xinping")
	expectParent(t, "Homes lie flattened in Dande township of Mutasa district, Zimbabwe.", "Dande", "Mutasa")
	expectParent(t, "Smoke rises over the Hama city of Syria.", "Hama", "Syria")
}

// TestVillageOfDistrict: the settlement before its kind word and "of" is the picture's
// place when the place after "of" has a kind word of its own.
func TestVillageOfDistrict(t *testing.T) {
	expectPlaces(t, "Women carry water in Gul Bagh village of Gulran district, Herat, on Monday.",
		[]string{"Gul Bagh", "Gulran", "Herat"}, "Gul Bagh")
	expectPlaces(t, "Rescuers dig through mud in the Shuiping village of Longtan Town, Sichuan, China.",
		[]string{"Shuiping", "Longtan", "Sichuan", "China"}, "Shuiping")
	expectPlaces(t, "Police patrol the Sindh village of Mirpur Mathelo.", []string{"Sindh", "Mirpur Mathelo"}, "Mirpur Mathelo")
	expectPlaces(t, "A crowd fills the Sukkari neighbourhood of Aleppo city.", []string{"Sukkari", "Aleppo"}, "Sukkari")
}

func TestNames(t *testing.T) {
	expectPlaces(t, "Fighters take positions in Imru' al-Qais, a district of Raqqa.", []string{"Imru' al-Qais", "Raqqa"}, "Imru' al-Qais")
	expectPlaces(t, "Rescuers work in the Bab al- Nairab neighbourhood of Aleppo.", []string{"Bab al- Nairab", "Aleppo"}, "Bab al- Nairab")
	expectPlaces(t, "Troops stand at al Khaldia neighbourhood in Homs city.", []string{"al Khaldia", "Homs"}, "al Khaldia")
	expectPlaces(t, "Tourists walk through Aix-en-Provence and Montemor-o-Novo.", []string{"Aix-en-Provence", "Montemor-o-Novo"}, "Aix-en-Provence")
	expectPlaces(t, "Snow blocks the road in Gorno-Badakhshan.", []string{"Gorno-Badakhshan"}, "Gorno-Badakhshan")
	expectPlaces(t, "The Moscow-Kyiv talks resumed in Istanbul.", []string{"Moscow", "Kyiv", "Istanbul"}, "Istanbul")
	expectPlaces(t, "A street at the al-khalidiya neighbourhood of Homs.", []string{"al-khalidiya", "Homs"}, "al-khalidiya")
	expectPlaces(t, "Fighters patrol the Salah al-Din neighbourhood in Aleppo.", []string{"Salah al-Din", "Aleppo"}, "Salah al-Din")
	expectPlaces(t, "Rain over the Tariq al-Bab district of Aleppo.", []string{"Tariq al-Bab", "Aleppo"}, "Tariq al-Bab")
	expectPlaces(t, "A street of Rio de Janeiro, Brazil.", []string{"Rio de Janeiro", "Brazil"}, "Rio de Janeiro")
	expectPlaces(t, "Boats come ashore in Saint-Louis, Senegal.", []string{"Saint-Louis", "Senegal"}, "Saint-Louis")
	expectPlaces(t, "Pilgrims gather in St. Peter's Square in Rome.", []string{"Rome"}, "Rome")
	expectPlaces(t, "Gunmen fire in the Carrefour 4 area of Port-au-Prince.", []string{"Carrefour 4", "Port-au-Prince"}, "Carrefour 4")
	expectPlaces(t, "Cafes reopen in Paris's Right Bank district after the strike.", []string{"Paris", "Right Bank"}, "Right Bank")
	expectPlaces(t, "Kyiv's Security Service office was hit.", []string{"Kyiv"}, "Kyiv")
	expectPlaces(t, "Shops reopen in Aleppo 12 days after the truce.", []string{"Aleppo"}, "Aleppo")
}

func TestSkipCredit(t *testing.T) {
	text := "Smoke rises in Homs. REUTERS/Aleppo Media Center/Damascus Bureau"
	start := strings.Index(text, "REUTERS")
	ps := Parse(text, start, len(text))
	checkInvariants(t, text, start, len(text), ps)
	if got := names(ps); strings.Join(got, "|") != "Homs" {
		t.Errorf("Parse(%q, %d, %d) = %q, want [Homs]", text, start, len(text), got)
	}
}

// Fuzz findings, kept as rows: the credit may start inside a multi-byte rune.
func TestSkipInsideRune(t *testing.T) {
	for _, c := range []struct {
		text       string
		start, end int
	}{
		{"in Aا", 5, 43},
		{"in Aاب Homs", 5, 7},
		{"in Kafr Nubl", 8, 9},
	} {
		ps := Parse(c.text, c.start, c.end)
		s, e := c.start, c.end
		if s < 0 || e <= s || s > len(c.text) {
			s, e = 0, 0
		}
		checkInvariants(t, c.text, s, e, ps)
	}
}

func TestBadSkipRange(t *testing.T) {
	for _, r := range [][2]int{{-5, 3}, {10, 2}, {0, 1000}, {1000, 2000}} {
		text := "Smoke rises in Homs."
		ps := Parse(text, r[0], r[1])
		checkInvariants(t, text, 0, 0, ps)
	}
}

func TestDictionaryBuild(t *testing.T) {
	d := theDict()
	if len(d.entries) < 1000 {
		t.Errorf("dictionary has %d entries, want at least 1000", len(d.entries))
	}
	if n, e := d.match(&parser{}, 0); n != 0 || e != nil {
		t.Errorf("match on no words = %d, %v", n, e)
	}
}

// FuzzParse checks the invariants on any input and any credit range.
func FuzzParse(f *testing.F) {
	f.Add("A man walks in Aleppo's district of al-Sukari, March 7, 2014. REUTERS/Hosam Katan", 66, 84)
	f.Add("in Douma, Eastern Ghouta, Damascus, Syria February 22, 2018.", 0, 0)
	f.Add("U.S.-led Imru' al-Qais ’s  - al- , the towns of A, B and C", 3, 9)
	f.Add("PAIPORTA (VALENCIA), 31/10/2024.- Lavoro a Traversara della frazione nel comune, Canoas (RS", 0, 0)
	f.Fuzz(func(t *testing.T, text string, skipStart, skipEnd int) {
		ps := Parse(text, skipStart, skipEnd)
		if skipStart < 0 || skipEnd <= skipStart || skipStart > len(text) {
			skipStart, skipEnd = 0, 0
		}
		checkInvariants(t, text, skipStart, skipEnd, ps)
	})
}

func BenchmarkParse(b *testing.B) {
	captions := []string{
		"A Syrian Democratic Forces (SDF) fighter walks in Tal Samin village, north of Raqqa city, Syria November 19, 2016. (Photo by Rodi Said/Reuters)",
		"Rescue workers carry a child out of a cellar in the town of Saqba in eastern Ghouta near Damascus, Syria, March 2, 2018. REUTERS/Imran Haddad",
		"Families leaving the embattled Hanano neighborhood walk toward Aleppo’s Sheikh Maqsoud district on Dec. 2, as the front line moves west. (AFP/Getty Images)",
		"Soldiers load trucks bound for Tikrit at a training base in Camp Speicher near Baghdad, May 4, 2015. REUTERS/Omar Jassem",
	}
	n := 0
	for _, c := range captions {
		n += len(c)
	}
	theDict()
	b.SetBytes(int64(n))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, c := range captions {
			Parse(c, 0, 0)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(captions)), "ns/caption")
}

func BenchmarkDictionaryBuild(b *testing.B) {
	b.SetBytes(int64(len(namesFile)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		buildDict(namesFile)
	}
}

// TestNoteQuotesAsStrconv checks the short cut of note for plain names: the same
// text as strconv.Quote gives, for plain and for other names.
func TestNoteQuotesAsStrconv(t *testing.T) {
	for _, name := range []string{"Aleppo", "Deir al-Zor", "Ras al-'Ain", "Kyiv \"city\"", `a\b`, "Köln", "tab\there", "~ok", "\x7f", ""} {
		if got, want := note("took ", 2, ", ", name), "took 2, "+strconv.Quote(name); got != want {
			t.Errorf("note(%q) = %s, want %s", name, got, want)
		}
	}
}

// Islands named with a lower-case "island"; a kind word in the possessive; a passive
// relative clause that tells the subject's story elsewhere; a wire's dated dateline;
// Spanish and Portuguese names that go on after a known one; surnames that are places;
// treaties named after a city; a chain that ends in "southwest China's".
func TestIslandsClausesAndNames(t *testing.T) {
	expectPlaces(t, "Fishermen land their catch on Efate island, Vanuatu.", []string{"Efate", "Vanuatu"}, "Efate")
	expectPlaces(t, "A boy swims off Savaii island near Salelologa.", []string{"Savaii", "Salelologa"}, "Salelologa")
	expectPlaces(t, "Floodwater covers fields in Bihar state's Darbhanga district, India.", []string{"Bihar", "Darbhanga", "India"}, "Darbhanga")
	expectPlaces(t, "Herders rest in Khatlon province's Kulob district.", []string{"Khatlon", "Kulob"}, "Kulob")
	expectPlaces(t, "Children who were wounded in Gaza receive treatment at a hospital in Al-Arish, Egypt.", []string{"Gaza", "Al-Arish", "Egypt"}, "Al-Arish")
	expectPlaces(t, "A woman who had been born in Kherson sells flowers in Odesa.", []string{"Kherson", "Odesa"}, "Odesa")
	expectPlaces(t, "Soldiers who were deployed in Bakhmut rest on a road.", []string{"Bakhmut"}, "Bakhmut")
	expectPlaces(t, "CHENGDU, Dec. 3 (Xinhua) -- Pandas eat bamboo at a base in Ya'an, Dec. 2, 2023.", []string{"CHENGDU", "Ya'an"}, "Ya'an")
	expectPlaces(t, "HEFEI, May 4, 2024 (Xinhua) -- Visitors look at lanterns at a park, May 4, 2024.", []string{"HEFEI"}, "HEFEI")
	expectPlaces(t, "Residents queue for water in San Juan de Miraflores, Peru.", []string{"San Juan de Miraflores", "Peru"}, "San Juan de Miraflores")
	expectPlaces(t, "Farmers harvest bananas near Santo Domingo de los Colorados, Ecuador.", []string{"Santo Domingo de los Colorados", "Ecuador"}, "Santo Domingo de los Colorados")
	expectPlaces(t, "A view of Kyiv de Gaulle and Buenos Aires de Mohammed.", []string{"Kyiv", "Buenos Aires"}, "Kyiv")
	expectPlaces(t, "Teacher Rosa Medellin, 41, marks papers at a school in Cali, Colombia.", []string{"Cali", "Colombia"}, "Cali")
	expectPlaces(t, "Senator Carlos Lima speaks at a rally in Recife, Brazil.", []string{"Recife", "Brazil"}, "Recife")
	expectPlaces(t, "Peru's Lucas Medina rides a wave at Punta Hermosa on Sunday.", []string{"Peru", "Punta Hermosa"}, "Punta Hermosa")
	expectPlaces(t, "Migrants wait in Nuevo Laredo, Mexico.", []string{"Nuevo Laredo", "Mexico"}, "Nuevo Laredo")
	expectPlaces(t, "Delegates discuss the Kyoto Protocol and the Minsk Agreement at talks in Bonn.", []string{"Bonn"}, "Bonn")
	expectPlaces(t, "Farmers pick tea in Yangliu village, Pu'er, southwest China's Yunnan Province.", []string{"Yangliu", "Pu'er", "China", "Yunnan"}, "Yangliu")
}

// Town names that open with a dotted "St.", "Ste.", "Mt." or "Ft."; Canadian provinces
// after a comma; names that go on with a German or English connector, or a Spanish
// "de" the gazetteer knows; "Upper" and "Lower" before a region; "downtown" between a
// cue and a name; basilicas, French street words and ordinals that open no place;
// German and Austrian states; a French particle elided after a hyphen.
func TestAbbreviationsConnectorsAndVenues(t *testing.T) {
	expectPlaces(t, "Snow covers a street in St. Cloud, Minn., on Monday.", []string{"St. Cloud", "Minn"}, "St. Cloud")
	expectPlaces(t, "Volunteers fill sandbags in Ste. Marie, Mo., after the rain.", []string{"Ste. Marie", "Mo"}, "Ste. Marie")
	expectPlaces(t, "A firefighter rests in Mt. Vernon, Wash., on Friday.", []string{"Mt. Vernon", "Wash"}, "Mt. Vernon")
	expectPlaces(t, "Fans arrive at the stadium in Ft. Lauderdale, Fla.", []string{"Ft. Lauderdale", "Fla"}, "Ft. Lauderdale")
	expectPlaces(t, "Pilgrims gather at St. Peter's Square in Rome.", []string{"Rome"}, "Rome")
	expectPlaces(t, "Fishermen mend nets in St. Anthony's, N.L., on Tuesday.", []string{"St. Anthony's", "N.L."}, "St. Anthony's")
	expectPlaces(t, "Trucks wait at the border near Windsor, Ont., on Monday.", []string{"Windsor", "Ont"}, "Windsor")
	expectPlaces(t, "Passengers wait at a station in Offenbach am Main, Germany.", []string{"Offenbach am Main", "Germany"}, "Offenbach am Main")
	expectPlaces(t, "Cyclists ride through Neustadt an der Weinstrasse in the rain.", []string{"Neustadt an der Weinstrasse"}, "Neustadt an der Weinstrasse")
	expectPlaces(t, "Floodwater fills a street in Stratford upon Avon, England.", []string{"Stratford upon Avon", "England"}, "Stratford upon Avon")
	expectPlaces(t, "STRATFORD UPON AVON, ENGLAND - MAY 2: Actors rehearse.", []string{"STRATFORD UPON AVON", "ENGLAND"}, "STRATFORD UPON AVON")
	expectPlaces(t, "Dancers perform in Santiago de Compostela, Spain.", []string{"Santiago de Compostela", "Spain"}, "Santiago de Compostela")
	expectPlaces(t, "Farmers protest in Linz, Upper Austria, on Monday.", []string{"Linz", "Upper Austria"}, "Linz")
	expectPlaces(t, "Shoppers walk in downtown Tulsa, Okla., on Monday.", []string{"Tulsa", "Okla"}, "Tulsa")
	expectPlaces(t, "Tourists queue outside the Basilica of Saint-Remi in Reims, France.", []string{"Reims", "France"}, "Reims")
	expectPlaces(t, "Musicians play on the Cours Julien in Marseille.", []string{"Marseille"}, "Marseille")
	expectPlaces(t, "Veterans of the Second World War gather in Caen.", []string{"Caen"}, "Caen")
	expectPlaces(t, "Workers repair a road in Schwerin, Mecklenburg-Western Pomerania, on Monday.", []string{"Schwerin", "Mecklenburg-Western Pomerania"}, "Schwerin")
	expectPlaces(t, "Farmers drive tractors near Erfurt, Thuringia, on Monday.", []string{"Erfurt", "Thuringia"}, "Erfurt")
	expectPlaces(t, "Skiers ride a lift near Innsbruck, Tyrol, Austria.", []string{"Innsbruck", "Tyrol", "Austria"}, "Innsbruck")
	expectPlaces(t, "Students march in Villeneuve-d'Ascq, near Lille.", []string{"Villeneuve-d'Ascq", "Lille"}, "Villeneuve-d'Ascq")
	expectPlaces(t, "A tram passes in Saint-Martin-d’Hères, near Grenoble.", []string{"Saint-Martin-d’Hères", "Grenoble"}, "Saint-Martin-d’Hères")
}

// A peninsula's kind word dropped like an island's, the peninsulas named with a
// demonym kept whole; India's states, J&K and the emirates in the dictionary; an
// airport named after a person names no place.
func TestPeninsulasStatesAndAirports(t *testing.T) {
	expectPlaces(t, "Children swim near a beach on the Boso Peninsula, Chiba Prefecture, on July 2, 2023.", []string{"Boso", "Chiba"}, "Boso")
	expectPlaces(t, "Fishermen mend nets in a harbour on the Kola Peninsula, Russia.", []string{"Kola", "Russia"}, "Kola")
	expectPlaces(t, "Tourists walk on a beach of the Crimean peninsula on Aug. 3, 2021.", []string{"Crimean peninsula"}, "Crimean peninsula")
	expectPlaces(t, "Tension rises on the Korean Peninsula after a launch.", []string{"Korean Peninsula"}, "Korean Peninsula")
	expectPlaces(t, "Villagers queue for rations in Tiruchirappalli, Tamil Nadu, on May 3, 2023.", []string{"Tiruchirappalli", "Tamil Nadu"}, "Tiruchirappalli")
	expectPlaces(t, "Police officers stand guard in Anantnag, J&K, on Oct. 3, 2023.", []string{"Anantnag", "J&K"}, "Anantnag")
	expectPlaces(t, "Farmers sow paddy near Nellore, Andhra Pradesh.", []string{"Nellore", "Andhra Pradesh"}, "Nellore")
	expectPlaces(t, "A worker loads crates at a warehouse in Sharjah's free zone, United Arab Emirates.", []string{"Sharjah", "United Arab Emirates"}, "Sharjah")
	expectPlaces(t, "Passengers queue at Ben Gurion airport near Tel Aviv on Oct. 9, 2023.", []string{"Tel Aviv"}, "Tel Aviv")
	expectPlaces(t, "A jet taxis at Jomo Kenyatta airport in Nairobi on May 3, 2023.", []string{"Nairobi"}, "Nairobi")
	expectPlaces(t, "Passengers arrive at Sharm el-Sheikh airport on May 3, 2023.", []string{"Sharm el-Sheikh"}, "Sharm el-Sheikh")
	expectPlaces(t, "Passengers arrive at Kuala Lumpur airport on May 3, 2023.", []string{"Kuala Lumpur"}, "Kuala Lumpur")
	expectPlaces(t, "Passengers arrive at Ciudad Juarez airport on May 3, 2023.", []string{"Ciudad Juarez"}, "Ciudad Juarez")
	expectPlaces(t, "Troops guard Kramatorsk airport on May 3, 2023.", []string{"Kramatorsk"}, "Kramatorsk")
	// "Municipal" of an airport's name is no place's word.
	expectPlaces(t, "A jet is readied at Auburn Municipal Airport in Auburn, Washington, 2023.", []string{"Auburn", "Washington"}, "Auburn")
}

// Sport and space: a club's opening word before its city ("FC Barcelona", "VfL
// Wolfsburg") and a city between "the" and a team's word ("the Denver Nuggets") name a
// team, not a place; a name glued to a web domain's ending names a company ("Crypto.com
// Arena"); a spaceport is a facility; "Air Force Base" and "Space Force Station" are a
// base's words, so a known place before them names the base's place; the place of "the
// war in X" is background, not where the picture was taken.
func TestClubsTeamsAndSpaceports(t *testing.T) {
	expectPlaces(t, "FC Porto players train at a stadium in Doha, Qatar.", []string{"Doha", "Qatar"}, "Doha")
	expectPlaces(t, "Fans of VfB Stuttgart march through the centre of Munich.", []string{"Munich"}, "Munich")
	expectPlaces(t, "Sporting Lisbon players arrive in Madrid.", []string{"Madrid"}, "Madrid")
	expectPlaces(t, "Fans of AS Monaco gather in Nice.", []string{"Nice"}, "Nice")
	// the club's word before "de" and the city ("Olympique de Marseille"); the
	// French "Parc" opens a venue's name, as "Stade" does
	expectPlaces(t, "A PSG striker runs past Olympique de Lyon defenders at the Parc des Princes, Paris, 2023.", []string{"Paris"}, "Paris")
	expectPlaces(t, "The Dallas Mavericks play the Denver Nuggets in Mexico City.", []string{"Mexico City"}, "Mexico City")
	// A state's team, a nickname of two words with a plural last, a team's name before
	// a player's position, not in the possessive of a court ("Westminster Magistrates'
	// Court").
	expectPlaces(t, "The Sparks lose to the Minnesota Lynx in Los Angeles.", []string{"Los Angeles"}, "Los Angeles")
	expectPlaces(t, "A runner slides home against the Chicago White Sox in Cleveland.", []string{"Cleveland"}, "Cleveland")
	expectPlaces(t, "Toronto Blue Jays pitcher Ken Ito throws in Dunedin, Fla.", []string{"Dunedin", "Fla"}, "Dunedin")
	expectPlaces(t, "Reporters wait outside Westminster Magistrates' Court in London.", []string{"Westminster", "London"}, "Westminster")
	expectPlaces(t, "Workers leave the Kharkiv Tractor Plant in Kharkiv.", []string{"Kharkiv"}, "Kharkiv")
	expectPlaces(t, "Fans arrive at Booking.com Arena in Amsterdam.", []string{"Amsterdam"}, "Amsterdam")
	expectPlaces(t, "A rocket lifts off from the Vostochny Cosmodrome in Russia's Amur region.", []string{"Russia", "Amur"}, "Amur")
	expectPlaces(t, "A jet lands at Cape Canaveral Air Force Base in Florida.", []string{"Cape Canaveral", "Florida"}, "Cape Canaveral")
	expectPlaces(t, "A satellite launches from French Polynesia.", []string{"French Polynesia"}, "French Polynesia")
	expectPlaces(t, "Veterans gather in Warsaw, to mark the end of the war in Europe.", []string{"Warsaw", "Europe"}, "Warsaw")
	expectPlaces(t, "Women sell bread in Lviv as the fighting in Donetsk goes on.", []string{"Lviv", "Donetsk"}, "Lviv")
	// a ship's prefix opens a ship's name; seas, oceans and gulfs are places; a planet and a title are not
	expectPlaces(t, "Sailors aboard USS Boston train in the Arabian Sea.", []string{"Arabian Sea"}, "Arabian Sea")
	expectPlaces(t, "HMS Glasgow sails into the South China Sea.", []string{"South China Sea"}, "South China Sea")
	expectPlaces(t, "A drone flies over the Atlantic Ocean near Bermuda.", []string{"Atlantic Ocean", "Bermuda"}, "Bermuda")
	expectPlaces(t, "Oil rigs stand in the Gulf of Mexico.", []string{"Gulf of Mexico"}, "Gulf of Mexico")
	expectPlaces(t, "A rover drives on Mars.", nil, "")
	expectPlaces(t, "The Princess of Wales visits a school in Leeds.", []string{"Leeds"}, "Leeds")
}

// A caption written in capitals: the name after a cue of place that a comma and a
// known place, or a kind word, follow is a place, as in title case.
func TestCapitalsChains(t *testing.T) {
	expectPlaces(t, "CROWDS GATHER IN VARANASI, UTTAR PRADESH, INDIA, MARCH 3, 2026.", []string{"VARANASI", "UTTAR PRADESH", "INDIA"}, "VARANASI")
	expectPlaces(t, "FISHERMEN WORK AT TALCAHUANO, CHILE, CIRCA 1925.", []string{"TALCAHUANO", "CHILE"}, "TALCAHUANO")
	expectPlaces(t, "HOMES ARE FLOODED IN THE VILLAGE OF DHEMAJI, ASSAM, INDIA.", []string{"DHEMAJI", "ASSAM", "INDIA"}, "DHEMAJI")
	expectPlaces(t, "ICE COVERS ROADS NEAR ROCHESTER, NEW YORK, U.S.", []string{"ROCHESTER", "NEW YORK", "U.S."}, "ROCHESTER")
	expectPlaces(t, "MEN CLEAR RUBBLE IN THE COYOACAN DISTRICT OF MEXICO CITY.", []string{"COYOACAN", "MEXICO CITY"}, "COYOACAN")
	expectPlaces(t, "A MAN WAITS IN LINE, LIMA, PERU.", []string{"LIMA", "PERU"}, "LIMA")
	expectPlaces(t, "PILGRIMS GATHER ON III REGION DAY IN LIMA.", []string{"LIMA"}, "LIMA")
}

// A name in capitals inside a sentence that is not: after a cue of place, before a
// comma and a known place or a kind word, it is a place, as in a caption in capitals.
func TestCapitalNameInMixedCase(t *testing.T) {
	expectPlaces(t, "Snow covers cars in ROCHESTER, New York, January 3, 2026.", []string{"ROCHESTER", "New York"}, "ROCHESTER")
	expectPlaces(t, "Houses burn in the village of DOLYNKA, Zaporizhzhia region, Ukraine.", []string{"DOLYNKA", "Zaporizhzhia", "Ukraine"}, "DOLYNKA")
	expectPlaces(t, "Families queue at a clinic in the AFPTV district of Niger.", []string{"Niger"}, "Niger")
	expectPlaces(t, "Workers meet in UNITED HALL, Kenya.", []string{"Kenya"}, "Kenya")
	expectPlaces(t, "Staff wait in TV studios in Kenya.", []string{"Kenya"}, "Kenya")
	expectPlaces(t, "A boy sits in AN old car in Accra, Ghana.", []string{"Accra", "Ghana"}, "Accra")
}

// Venues and people named like places, a sports wire's dateline, and a team named
// after a town the dictionary does not know.
func TestVenuesPeopleAndSportsDatelines(t *testing.T) {
	expectPlaces(t, "Fans cheer at Roland-Garros during the semi-final in Paris.", []string{"Paris"}, "Paris")
	expectPlaces(t, "A bust of Charles de Gaulle is unveiled in Lille.", []string{"Lille"}, "Lille")
	expectPlaces(t, "Passengers queue at Charles-de-Gaulle airport.", nil, "")
	expectPlaces(t, "Snow covers the seats at Soldier Field in Chicago.", []string{"Chicago"}, "Chicago")
	expectPlaces(t, "Veterans walk across the Field of Honour in Ottawa.", []string{"Ottawa"}, "Ottawa")
	expectPlaces(t, "Oct 4, 2025; Cedar Falls, Iowa, USA; Fans cheer before the game.", []string{"Cedar Falls", "Iowa", "USA"}, "Cedar Falls")
	expectPlaces(t, "Fans of the Cedar Falls Panthers cheer in Cedar Falls, Iowa.", []string{"Cedar Falls", "Iowa"}, "Cedar Falls")
	expectPlaces(t, "Smoke rises over Penticton, B.C., on Friday.", []string{"Penticton", "B.C."}, "Penticton")
	expectPlaces(t, "The walls were built around 300 B.C., near Athens.", []string{"Athens"}, "Athens")
}

// A caption with no capital letter at all: the dictionary's names count after a cue
// of place or a comma of a chain, unknown names between a cue and a comma and a
// known place, or before a kind word; a common word that is also a place does not.
func TestLowerCaseCaptions(t *testing.T) {
	expectPlaces(t, "a boat carries families through flooded fields near rangpur, bangladesh, on monday.", []string{"rangpur", "bangladesh"}, "rangpur")
	expectPlaces(t, "women queue for water in dadaab refugee camp, garissa county, kenya.", []string{"dadaab", "garissa", "kenya"}, "dadaab")
	expectPlaces(t, "children play in the rubble in khan younis, southern gaza strip.", []string{"khan younis", "gaza strip"}, "khan younis")
	expectPlaces(t, "we had a nice day and ate roast turkey with jordan in the park.", nil, "")
	expectPlaces(t, "volunteers hand out blankets in the cold, ukraine.", []string{"ukraine"}, "ukraine")
	expectPlaces(t, "he said the chad team would travel in the morning.", nil, "")
	expectPlaces(t, "a school in balaka, machinga district, malawi.", []string{"balaka", "machinga", "malawi"}, "balaka")
	expectPlaces(t, "boys fish in the nadi district of fiji.", []string{"nadi", "fiji"}, "nadi")
	expectPlaces(t, "people wait in water district for help.", nil, "")
}

// A place's other name in parentheses right after it and before a comma is a place
// too; a wire's name, a remark or a name not followed by a comma is not.
func TestOtherNameInParentheses(t *testing.T) {
	expectPlaces(t, "Trams run in Zaporizhzhia (Zaporozhye), southern Ukraine.", []string{"Zaporizhzhia", "Zaporozhye", "Ukraine"}, "Zaporizhzhia")
	expectPlaces(t, "Boats wait in Beira (Sofala), Mozambique.", []string{"Beira", "Sofala", "Mozambique"}, "Beira")
	expectPlaces(t, "Tents stand in Mawasi (al-Kheima), Khan Younis.", []string{"Mawasi", "al-Kheima", "Khan Younis"}, "Mawasi")
	expectPlaces(t, "Kyiv (Reuters) - Rescuers work in Irpin.", []string{"Kyiv", "Irpin"}, "Irpin")
	expectPlaces(t, "Children play in Lviv (pictured), Ukraine.", []string{"Lviv", "Ukraine"}, "Lviv")
	expectPlaces(t, "A man walks in Lviv (Photo by Anna Kos) on Monday.", []string{"Lviv"}, "Lviv")
	// or before the sentence going on in lower case
	expectPlaces(t, "Shells fall on Toretsk (Dzerzhinsk) during fighting.", []string{"Toretsk", "Dzerzhinsk"}, "Toretsk")
	expectPlaces(t, "Miners work near Pokrovsk (Krasnoarmeysk) in the Donetsk region.", []string{"Pokrovsk", "Krasnoarmeysk", "Donetsk"}, "Pokrovsk")
	expectPlaces(t, "KYIV (Reuters) police said two people died in Irpin.", []string{"KYIV", "Irpin"}, "Irpin")
	expectPlaces(t, "A man walks in Lviv (Anna Kos) on Monday.", []string{"Lviv"}, "Lviv")
	expectPlaces(t, "Trams run in Dnipro (Dnipropetrovsk) every day.", []string{"Dnipro", "Dnipropetrovsk"}, "Dnipro")
	// the article of the other name may be capitalised
	expectPlaces(t, "Smoke rises over Saraqib (Al-Saraqeb), Idlib province.", []string{"Saraqib", "Al-Saraqeb", "Idlib"}, "Saraqib")
	expectPlaces(t, "Trucks wait in El Obeid (El-Obayed), North Kordofan.", []string{"El Obeid", "El-Obayed", "North Kordofan"}, "El Obeid")
	expectPlaces(t, "Children play in Lviv (Al-Jazeera) on Monday.", []string{"Lviv"}, "Lviv")
}

// A compass point written as its abbreviation gives a position relative to the place
// after "of", as "northeast of" does, so that a name the dictionary does not know is
// read there too; the abbreviation counts only in capitals.
func TestCompassAbbreviations(t *testing.T) {
	expectPlaces(t, "Trenches run 3 km NE of Stepove, Kherson oblast.", []string{"Stepove", "Kherson"}, "Stepove")
	expectPlaces(t, "A crater on the road SW of Hlyboke, in drone footage.", []string{"Hlyboke"}, "Hlyboke")
	expectPlaces(t, "Burned trucks 10 km S of Um Sidr, North Darfur.", []string{"Um Sidr", "North Darfur"}, "Um Sidr")
	expectPlaces(t, "Trucks wait on the road se of Hlyboke.", nil, "")
}

// Kind words of the Sahel, Ethiopia, Sudan and Ukraine: a commune and a hromada are
// towns, a cercle, a woreda and a locality districts.
func TestDocumentationKindWords(t *testing.T) {
	expectPlaces(t, "Burned granaries in the commune of Tin-Essako, Kidal region.", []string{"Tin-Essako", "Kidal"}, "Tin-Essako")
	expectPlaces(t, "Shelters in the Bilohirya hromada, Zaporizhzhia oblast.", []string{"Bilohirya", "Zaporizhzhia"}, "Bilohirya")
	expectPlaces(t, "Graves near Sokolo, Niono cercle, Segou region.", []string{"Sokolo", "Niono", "Segou"}, "Sokolo")
	expectPlaces(t, "A clinic in the locality of Um Rawaba, North Kordofan.", []string{"Um Rawaba", "North Kordofan"}, "Um Rawaba")
}

// Sudan's states whose names open with a direction or a colour are in the dictionary
// whole ("White Nile", "South Kordofan"), as "North Darfur" is.
func TestSudanStates(t *testing.T) {
	expectPlaces(t, "Farmers harvest sorghum near Rabak, White Nile state.", []string{"Rabak", "White Nile"}, "Rabak")
	expectPlaces(t, "Displaced families arrive in Kadugli, South Kordofan.", []string{"Kadugli", "South Kordofan"}, "Kadugli")
	expectPlaces(t, "A market reopens in Ed Daein, East Darfur, after the fighting.", []string{"Ed Daein", "East Darfur"}, "Ed Daein")
}

// War captions: a settlement is a kind word like a village; people heading or fleeing
// "from" a place are pictured leaving it; "the conflict in the town of X" names
// where the picture was taken, not the war's background.
func TestWarCaptionCues(t *testing.T) {
	expectPlaces(t, "Police stand near the settlement of Efrat, in the occupied West Bank.", []string{"Efrat", "West Bank"}, "Efrat")
	expectPlaces(t, "Settlers walk in the Shilo settlement, near Ramallah.", []string{"Shilo", "Ramallah"}, "Shilo")
	expectPlaces(t, "Envoys sign a peace settlement in Doha, Qatar.", []string{"Doha", "Qatar"}, "Doha")
	expectPlaces(t, "Families push carts as they head south from Beit Hanoun, in the northern Gaza Strip.", []string{"Beit Hanoun", "Gaza Strip"}, "Beit Hanoun")
	expectPlaces(t, "Residents fleeing from Kupiansk, in the Kharkiv region, board a bus.", []string{"Kupiansk", "Kharkiv"}, "Kupiansk")
	expectPlaces(t, "People displaced from Jabalia rest in a school, in the northern Gaza Strip.", []string{"Jabalia", "Gaza Strip"}, "Gaza Strip")
	expectPlaces(t, "Families who fled from Kupiansk receive aid in Kharkiv.", []string{"Kupiansk", "Kharkiv"}, "Kharkiv")
	expectPlaces(t, "A view shows houses destroyed during the conflict in the town of Vuhledar, Ukraine.", []string{"Vuhledar", "Ukraine"}, "Vuhledar")
	expectPlaces(t, "Protesters rally in Madrid against the war in Ukraine.", []string{"Madrid", "Ukraine"}, "Madrid")
}

// Archives' captions: former states and colonies are countries, those named with a
// demonym or with two countries whole ("Belgian Congo", "Austria-Hungary"), and the
// former names of cities are known in any context; a museum or a gallery named "of"
// something is an institution, not "the museum of X"; a plural noun that opens a
// sentence before "camp" and a preposition is the subject of the verb, not a camp's
// name; a street known by a name with no street word names no place.
func TestArchiveCaptions(t *testing.T) {
	expectPlaces(t, "Miners in Elisabethville, Belgian Congo, 1956.", []string{"Elisabethville", "Belgian Congo"}, "Elisabethville")
	expectPlaces(t, "Rubber tappers in the Dutch East Indies, c. 1925.", []string{"Dutch East Indies"}, "Dutch East Indies")
	expectPlaces(t, "A market in Cracow, Austria-Hungary, around 1900.", []string{"Cracow", "Austria-Hungary"}, "Cracow")
	expectPlaces(t, "Refugees from Danzig wait for a ship.", []string{"Danzig"}, "Danzig")
	expectPlaces(t, "Visitors walk through the Museum of Fine Arts in Boston.", []string{"Boston"}, "Boston")
	expectPlaces(t, "A guard stands in the museum of Mosul.", []string{"Mosul"}, "Mosul")
	expectPlaces(t, "Pilgrims camp beside the road to Lourdes, France.", []string{"Lourdes", "France"}, "Lourdes")
	expectPlaces(t, "Strikers camp outside the mill in Lodz.", []string{"Lodz"}, "Lodz")
	expectPlaces(t, "Tanks roll down the Champs-Elysees, Paris, in August 1944.", []string{"Paris"}, "Paris")
	expectPlaces(t, "Crowds stroll along Unter den Linden in Berlin.", []string{"Berlin"}, "Berlin")
}

// US and UK local captions: a town's name that ends in a word towns end with
// ("Bridge", "City", "Falls", "Park") before a comma and a region, or ("City",
// "Country") before a kind word; England's counties; a park, a market or a lane
// named after a place or a person; roads and troops with a number; a station named
// after its town; "X, in the London borough of Y".
func TestLocalPapers(t *testing.T) {
	expectPlaces(t, "Canal boats moor in Sowerby Bridge, West Yorkshire, on Sunday.", []string{"Sowerby Bridge", "West Yorkshire"}, "Sowerby Bridge")
	expectPlaces(t, "A tornado damaged homes in Dodge City, Kan., on Monday.", []string{"Dodge City", "Kan"}, "Dodge City")
	expectPlaces(t, "Hikers rest in Idaho Falls, Idaho.", []string{"Idaho Falls", "Idaho"}, "Idaho Falls")
	expectPlaces(t, "Fans queue at Fenway Park, Boston.", []string{"Boston"}, "Boston")
	expectPlaces(t, "Smoke drifts over the Agua Dulce Country area of Los Angeles.", []string{"Agua Dulce Country", "Los Angeles"}, "Agua Dulce Country")
	expectPlaces(t, "A fisherman mends nets in Whitby, North Yorkshire.", []string{"Whitby", "North Yorkshire"}, "Whitby")
	expectPlaces(t, "Runners pass through Jefferson Park in Denver.", []string{"Denver"}, "Denver")
	expectPlaces(t, "Shoppers leave the Chicago Market on Oak Street in Fresno.", []string{"Fresno"}, "Fresno")
	expectPlaces(t, "Cyclists ride down Brick Lane in Whitechapel.", []string{"Whitechapel"}, "Whitechapel")
	expectPlaces(t, "Traffic slows on Route 17 near Paramus.", []string{"Paramus"}, "Paramus")
	expectPlaces(t, "Cars crawl along Interstate 10 in Tucson.", []string{"Tucson"}, "Tucson")
	expectPlaces(t, "Scouts from Troop 45 camp near Ogden.", []string{"Ogden"}, "Ogden")
	expectPlaces(t, "Fans gather outside Cardiff railway station on Saturday.", []string{"Cardiff"}, "Cardiff")
	expectPlaces(t, "Fans gather outside the Westgate station on Saturday.", nil, "")
	expectPlaces(t, "Stalls line a street in Brixton, in the London borough of Lambeth.", []string{"Brixton", "London", "Lambeth"}, "Brixton")
	expectPlaces(t, "Joggers run in Queens's Forest Hills neighborhood on Monday.", []string{"Queens", "Forest Hills"}, "Forest Hills")
	expectPlaces(t, "A boy waits at Ahmed's Bakery in Hebron.", []string{"Hebron"}, "Hebron")
	expectPlaces(t, "Waves hit the pier in Clacton-on-Sea, Essex.", []string{"Clacton-on-Sea", "Essex"}, "Clacton-on-Sea")
	expectPlaces(t, "Fans cheer in Newcastle-under-Lyme, Staffordshire.", []string{"Newcastle-under-Lyme", "Staffordshire"}, "Newcastle-under-Lyme")
	expectPlaces(t, "Sand covers the beach at Weston-super-Mare.", []string{"Weston-super-Mare"}, "Weston-super-Mare")
	expectPlaces(t, "Ice fishermen gather in Grand Marais, Minn., on Sunday.", []string{"Grand Marais", "Minn"}, "Grand Marais")
	expectPlaces(t, "Boats sit in the harbor in Union City, N.J.", []string{"Union City", "N.J."}, "Union City")
	expectPlaces(t, "A man at the Red Cross, Ala.", nil, "")
	expectPlaces(t, "Sailors arrive in New Haven, Conn., on Monday.", []string{"New Haven", "Conn"}, "New Haven")
	expectPlaces(t, "Flights leave New Delhi, India, on Monday.", []string{"New Delhi", "India"}, "New Delhi")
	expectPlaces(t, "JOPLIN, Mo. — Crews clear debris on Monday.", []string{"JOPLIN", "Mo"}, "JOPLIN")
	expectPlaces(t, "GREAT FALLS, Mont. — Snow covers a street.", []string{"GREAT FALLS", "Mont"}, "GREAT FALLS")
	expectPlaces(t, "Boats race on the river in Prairie du Chien, Wis.", []string{"Prairie du Chien", "Wis"}, "Prairie du Chien")
	expectPlaces(t, "A bakery in Pointe d'Orient, Quebec.", []string{"Pointe d'Orient", "Quebec"}, "Pointe d'Orient")
	expectPlaces(t, "Boats moor in Bishop's Lydeard, Somerset.", []string{"Bishop's Lydeard", "Somerset"}, "Bishop's Lydeard")
	expectPlaces(t, "Tourists stroll in Ocean's Reach, Fla., on Monday.", []string{"Ocean's Reach", "Fla"}, "Ocean's Reach")
	expectPlaces(t, "A dog sleeps at Ahmed's house in Jenin.", []string{"Jenin"}, "Jenin")
	expectPlaces(t, "Ruth Ann Miller, 88, of Ames, Iowa, shown in 1961.", []string{"Ames", "Iowa"}, "Ames")
	expectPlaces(t, "Walter Price of Sedalia, Mo., poses with his tractor.", []string{"Sedalia", "Mo"}, "Sedalia")
	expectPlaces(t, "Kent Police officers patrol Dover.", []string{"Dover"}, "Dover")
}

// Places of South Asia and the Levant: a capitalised "Old" before a place inside a
// sentence is part of its name, like "North" ("Old Delhi"); an outpost and a
// settlement are kinds of village ("the outpost of X"); a place's name after an
// unknown capitalised word, before "temple", "shrine", "mosque" or "church", is a
// deity's or a saint's name, no place ("the Karumari Amman temple"), but a place alone
// before it still names it. Azad Kashmir and the valleys named whole are in the
// dictionary.
func TestOldQuartersOutpostsAndTemples(t *testing.T) {
	expectPlaces(t, "Porters carry sacks through Old Delhi's Khari Baoli on Monday.", []string{"Old Delhi", "Khari Baoli"}, "Khari Baoli")
	expectPlaces(t, "Old Delhi wakes up early.", []string{"Delhi"}, "Delhi")
	expectPlaces(t, "Tourists walk in the old city of Jaipur.", []string{"Jaipur"}, "Jaipur")
	expectPlaces(t, "Settlers build a fence at the outpost of Evyatar, near Nablus.", []string{"Evyatar", "Nablus"}, "Evyatar")
	expectPlaces(t, "Families walk in the settlement of Efrat, south of Bethlehem.", []string{"Efrat", "Bethlehem"}, "Efrat")
	expectPlaces(t, "Women pray at the Karumari Amman temple in Chennai.", []string{"Chennai"}, "Chennai")
	expectPlaces(t, "Pilgrims gather at the Sidi Tunis shrine near Kairouan.", []string{"Kairouan"}, "Kairouan")
	expectPlaces(t, "Pilgrims gather at the Amman temple in Chennai.", []string{"Amman", "Chennai"}, "Amman")
	expectPlaces(t, "Worshippers leave the Grand Amman mosque.", []string{"Amman"}, "Amman")
	// a region whose name holds a place's, and valleys known whole
	expectPlaces(t, "Tourists ride a cable car in Muzaffarabad, Azad Kashmir.", []string{"Muzaffarabad", "Azad Kashmir"}, "Muzaffarabad")
	expectPlaces(t, "Shepherds graze sheep in the Jordan Valley on Monday.", []string{"Jordan Valley"}, "Jordan Valley")
	expectPlaces(t, "Engineers test a car in Silicon Valley.", []string{"Silicon Valley"}, "Silicon Valley")
}

// Datelines of East Asia, Oceania, Canada and Ireland (blind23): "County", "Co" and
// "Co." before an Irish county are kind words, dropped like "Camp" ("Orange County
// Sheriff" stays an office); an Australian state in capitals after a town and a comma
// ends its phrase; a name before a comma and a region or country that the gazetteer
// puts it in is a place; a dateline's places go on before a date in numbers; a
// possessive town before a lower-case direction names a part of it; provinces named
// with a direction or a size word, and other names that would read apart, are in the
// dictionary whole.
func TestRegionalDatelines(t *testing.T) {
	expectPlaces(t, "Anglers on the pier at Kilkee, Co Clare, on Sunday.", []string{"Kilkee", "Clare"}, "Kilkee")
	expectPlaces(t, "Cattle graze near Dingle in County Kerry.", []string{"Dingle", "Kerry"}, "Dingle")
	expectPlaces(t, "Floodwater in Bandon, Co. Cork, on Tuesday.", []string{"Bandon", "Cork"}, "Bandon")
	expectPlaces(t, "Deputies of the Orange County Sheriff patrol in Irvine.", []string{"Orange", "Irvine"}, "Irvine")
	expectPlaces(t, "Troops walk near COUNTY Halden gate in Irvine.", []string{"Irvine"}, "Irvine")
	expectPlaces(t, "TROOPS TRAIN AT CAMP TAJI.", []string{"TAJI"}, "TAJI")
	expectPlaces(t, "Soldiers train at Camp Taji in Baghdad.", []string{"Taji", "Baghdad"}, "Taji")
	expectPlaces(t, "Floodwater rises in Murwillumbah, NSW, on Monday.", []string{"Murwillumbah", "NSW"}, "Murwillumbah")
	// A US state's postal code after a town and a comma, as sports datelines write it.
	expectPlaces(t, "FOXBOROUGH, MA - OCTOBER 6: A receiver makes a catch in the second half.", []string{"FOXBOROUGH", "MA"}, "FOXBOROUGH")
	expectPlaces(t, "Mar 2, 2025; Glendale, AZ, USA; A forward shoots in the first period.", []string{"Glendale", "AZ", "USA"}, "Glendale")
	expectPlaces(t, "Dust storms near Alice Springs, NT.", []string{"Alice Springs", "NT"}, "Alice Springs")
	expectPlaces(t, "A truck on a road near Dubbo, NSW Police said.", []string{"Dubbo"}, "Dubbo")
	expectPlaces(t, "Fog over the rooftops of Tarnów, Lesser Poland.", []string{"Tarnów", "Lesser Poland"}, "Tarnów")
	expectPlaces(t, "The skyline of Rzeszów, Poland, at dusk.", []string{"Rzeszów", "Poland"}, "Rzeszów")
	expectPlaces(t, "Pupils in Dalseo District, Daegu, 2023.09.01.", []string{"Dalseo", "Daegu"}, "Dalseo")
	expectPlaces(t, "Pupils in Dalseo District, Daegu, 1.9.2023.", []string{"Dalseo", "Daegu"}, "Dalseo")
	expectPlaces(t, "Rockets hit the Karrada district, Baghdad, 12 people died.", []string{"Karrada", "Baghdad"}, "Karrada")
	expectPlaces(t, "Row houses in Winnipeg's north end on Friday.", []string{"Winnipeg"}, "Winnipeg")
	expectPlaces(t, "A nurse treats Ahmed's lower leg.", []string{}, "")
	expectPlaces(t, "Rice fields in Klaten, Central Java, on Monday.", []string{"Klaten", "Central Java"}, "Klaten")
	expectPlaces(t, "Jeepneys in Pasig, Metro Manila.", []string{"Pasig", "Metro Manila"}, "Pasig")
	expectPlaces(t, "Tuna boats at the port of General Santos.", []string{"General Santos"}, "General Santos")
	expectPlaces(t, "Voters queue in Quezon City.", []string{"Quezon City"}, "Quezon City")
	expectPlaces(t, "Ferries cross the river at Quebec City, Canada.", []string{"Quebec City", "Canada"}, "Quebec City")
	expectPlaces(t, "Skaters glide in Québec City on Sunday.", []string{"Québec City"}, "Québec City")
	expectPlaces(t, "Snow falls in Lévis, Québec.", []string{"Lévis", "Québec"}, "Lévis")
	// Two capitalised words joined by "&" are a firm's name, unless one is a place.
	expectPlaces(t, "Staff stack shelves at a Marks & Spencer shop in Leeds.", []string{"Leeds"}, "Leeds")
	expectPlaces(t, "Workers leave the Al-Hamra & Sons bakery in Zarqa.", []string{"Zarqa"}, "Zarqa")
	expectPlaces(t, "A Dolce&Gabbana store in Milan, Italy.", []string{"Milan", "Italy"}, "Milan")
	expectPlaces(t, "Fans cheer in Sarajevo, Bosnia & Herzegovina.", []string{"Sarajevo", "Bosnia", "Herzegovina"}, "Sarajevo")
	expectPlaces(t, "Rice terraces in Bontoc, Mountain Province.", []string{"Bontoc", "Mountain Province"}, "Bontoc")
	expectPlaces(t, "Orchards in Havelock North, Hawke's Bay.", []string{"Havelock North", "Hawke's Bay"}, "Havelock North")
	expectPlaces(t, "Smoke near Hay River, N.W.T., on Sunday.", []string{"Hay River", "N.W.T."}, "Hay River")
}

// Historical wire captions and scanned papers (blind26): a square in German is a
// street, like "Calle Colombia"; a town of a person's name and "of" is where the
// person is from when the gazetteer knows it; "East" before a town named with a
// common word is kept; people named as the residents of a place and pictured in
// another are from it; a name broken at the end of a printed line is one word; the
// U.S.S.R. is a country.
func TestHistoricalCaptions(t *testing.T) {
	expectPlaces(t, "Crowds gather at the Leipziger Platz in Berlin.", []string{"Berlin"}, "Berlin")
	expectPlaces(t, "Mr. Harold Grimes of Scranton shows his pumpkin at the fair in Bloomsburg, Pa.", []string{"Scranton", "Bloomsburg", "Pa"}, "Bloomsburg")
	expectPlaces(t, "Mr. Harold Grimes of Springﬁeld shows his pumpkin.", []string{"Springﬁeld"}, "Springﬁeld")
	expectPlaces(t, "Harold Grimes of Acme Steel shows his pumpkin in Bloomsburg.", []string{"Bloomsburg"}, "Bloomsburg")
	expectPlaces(t, "Joan of Arc is honoured in Orleans.", []string{"Orleans"}, "Orleans")
	expectPlaces(t, "Volunteers fill sandbags in East Grand Rapids, Mich.", []string{"East Grand Rapids", "Mich"}, "East Grand Rapids")
	expectPlaces(t, "Residents of Homs queue for bread in Damascus.", []string{"Homs", "Damascus"}, "Damascus")
	expectPlaces(t, "Residents of Mosul gather in a square in northern Iraq.", []string{"Mosul", "Iraq"}, "Mosul")
	expectPlaces(t, "Residents of Kharkiv shelter in a metro station.", []string{"Kharkiv"}, "Kharkiv")
	expectPlaces(t, "Soldiers march in Stalin- grad on the anniversary.", []string{"Stalin- grad"}, "Stalin- grad")
	expectPlaces(t, "Volunteers of a Bucha- based charity hand out bread in Irpin.", []string{"Irpin"}, "Irpin")
	expectPlaces(t, "Children play in the snow in Sverdlovsk, U.S.S.R.", []string{"Sverdlovsk", "U.S.S.R."}, "Sverdlovsk")
}

// Captions in French, Spanish, Italian, Portuguese and German: their prepositions of
// place ("à", "dans", "en", "em", "na", "no", "nel", "im", "durch"); their "of" ("de",
// "d'", "di", "dell'", "von", "der") after a kind word, a head noun or a direction
// ("la ville de", "le nord de", "el centro de", "perto de", "in der Nähe von");
// elided articles ("l'Irak", "d'Idleb"); kind words before a name ("la colonia X",
// "in der Region X"); "X, dans le nord de Y" puts X in Y; a name that opens a
// sentence before a comma and a date is a dateline's; a country first in dpa's
// dateline ("Ukraine, Charkiw:") holds the place after it; articles and German nouns
// that are no places ("in der Stadt", "in den Trümmern", "im März").
func TestOtherLanguageCaptions(t *testing.T) {
	expectPlaces(t, "Des enfants jouent à Tombouctou, au Mali.", []string{"Tombouctou", "Mali"}, "Tombouctou")
	expectPlaces(t, "Un marché dans la ville de Maaloula, dans l'ouest de la Syrie.", []string{"Maaloula", "Syrie"}, "Maaloula")
	expectParent(t, "Un marché dans la ville de Maaloula, dans l'ouest de la Syrie.", "Maaloula", "Syrie")
	expectPlaces(t, "Des déplacés dans la province d'Idleb, le 3 mars 2020.", []string{"Idleb"}, "Idleb")
	expectPlaces(t, "Des soldats dans le nord de l'Irak.", []string{"Irak"}, "Irak")
	expectPlaces(t, "Des réfugiés près de Tripoli, au Liban.", []string{"Tripoli", "Liban"}, "Tripoli")
	expectPlaces(t, "Des habitants du quartier de Bab Tebbaneh, à Tripoli.", []string{"Bab Tebbaneh", "Tripoli"}, "Bab Tebbaneh")
	expectPlaces(t, "Vecinos en el barrio de La Chacarita, en Asunción, Paraguay.", []string{"La Chacarita", "Asunción", "Paraguay"}, "La Chacarita")
	expectPlaces(t, "Soldados cerca de Jersón, en el sur de Ucrania.", []string{"Jersón", "Ucrania"}, "Jersón")
	expectPlaces(t, "Familias en la colonia Guerrero, en Ciudad de México.", []string{"Guerrero", "Ciudad de México"}, "Guerrero")
	expectPlaces(t, "Bomberos en Ciudad Bolívar, en el estado de Bolívar.", []string{"Ciudad Bolívar", "Bolívar"}, "Ciudad Bolívar")
	expectPlaces(t, "Turisti nel centro di Napoli, nel sud dell'Italia.", []string{"Napoli", "Italia"}, "Napoli")
	expectPlaces(t, "Moradores no bairro Jacarezinho, no Rio de Janeiro.", []string{"Jacarezinho", "Rio de Janeiro"}, "Jacarezinho")
	expectPlaces(t, "Incêndio perto de Porto Velho, em Rondônia.", []string{"Porto Velho", "Rondônia"}, "Porto Velho")
	expectPlaces(t, "Ein Markt in der Stadt Mariupol im Süden der Ukraine.", []string{"Mariupol", "Ukraine"}, "Mariupol")
	expectPlaces(t, "Soldaten in der Nähe von Isjum in der Region Charkiw.", []string{"Isjum", "Charkiw"}, "Isjum")
	expectPlaces(t, "Passanten gehen durch die Innenstadt von Dresden.", []string{"Dresden"}, "Dresden")
	expectPlaces(t, "Ein Haus steht in den Trümmern, aufgenommen im März 2024.", []string{}, "")
	expectPlaces(t, "Wien, 3. Feb. 2024: Passanten am Stephansplatz.", []string{"Wien"}, "Wien")
	expectPlaces(t, "Quito, 8 de marzo de 2024. Mujeres marchan.", []string{"Quito"}, "Quito")
	expectPlaces(t, "Israel, Sderot: Blick auf zerstörte Häuser.", []string{"Israel", "Sderot"}, "Sderot")
	expectPlaces(t, "Students at a school in Lebanon, Ore., on Friday.", []string{"Lebanon", "Ore"}, "Lebanon")
	// the Arabic "al" may open a name in lower case; the Romance articles may not
	expectPlaces(t, "Residents of al Khaldia flee.", []string{"al Khaldia"}, "al Khaldia")
	expectPlaces(t, "Hinchas en el Obelisco, el domingo.", []string{}, "")
	// "Coeur d'Alene" and "Villeneuve-d'Ascq" keep their elided particle
	expectPlaces(t, "Smoke over Coeur d'Alene, Idaho.", []string{"Coeur d'Alene", "Idaho"}, "Coeur d'Alene")
	expectPlaces(t, "A rally in Villeneuve-d'Ascq, France.", []string{"Villeneuve-d'Ascq", "France"}, "Villeneuve-d'Ascq")
	// a German kind word is no kind before a name after an English function word
	expectPlaces(t, "Secretary of State Antony Blinken meets officials in Amman.", []string{"Amman"}, "Amman")
	// a direction of another language inside a name in capitals, and a kind word of
	// another language that opens one
	expectPlaces(t, "RESIDENTS CLEAR RUBBLE IN THE JUAREZ NORTE NEIGHBORHOOD.", []string{"JUAREZ NORTE"}, "JUAREZ NORTE")
	expectPlaces(t, "MIGRANTS REST AT A SHELTER IN CIUDAD JUÁREZ, MEXICO.", []string{"CIUDAD JUÁREZ", "MEXICO"}, "CIUDAD JUÁREZ")
	expectPlaces(t, "Tourists in Colonia, Uruguay.", []string{"Colonia", "Uruguay"}, "Colonia")
}

// Picture desks' captions from the UK and from entertainment: venues, events and
// people named like places.
func TestPictureDeskPlaces(t *testing.T) {
	// an event named after a place names none; a festival's farm is no place
	expectPlaces(t, "Crowds at the Edinburgh Festival in Leith, Scotland.", []string{"Leith", "Scotland"}, "Leith")
	expectPlaces(t, "'Red Dust' premiere, 81st Venice Film Festival, Italy - 02 Sep 2024", []string{"Italy"}, "Italy")
	expectPlaces(t, "Runners pass the finish of the London Marathon in Greenwich.", []string{"Greenwich"}, "Greenwich")
	expectPlaces(t, "A band plays at Hillside Farm near Ludlow, Shropshire.", []string{"Ludlow", "Shropshire"}, "Ludlow")
	// a theatre named after its town names it
	expectPlaces(t, "The cast bows at the Cardiff Playhouse on opening night.", []string{"Cardiff"}, "Cardiff")
	// words of tennis, holidays and promenades that open no name
	expectPlaces(t, "She plays in her Ladies' Singles match in Eastbourne.", []string{"Eastbourne"}, "Eastbourne")
	expectPlaces(t, "Families on the beach at Whitby on Whit Monday.", []string{"Whitby"}, "Whitby")
	expectPlaces(t, "Guests walk along the Croisette in Cannes, France.", []string{"Cannes", "France"}, "Cannes")
	// a place name after a title is a first name, whatever follows the surname
	expectPlaces(t, "Singer Chelsea Moore and her band arrive in Leeds.", []string{"Leeds"}, "Leeds")
	expectPlaces(t, "Model Sydney Hart walks the runway in Milan.", []string{"Milan"}, "Milan")
	// a stadium named after its district, and a body named after its country
	expectPlaces(t, "Fans gather at Old Trafford, Manchester.", []string{"Old Trafford", "Manchester"}, "Old Trafford")
	expectPlaces(t, "A handout photo issued by Historic Scotland shows a castle in Stirling.", []string{"Stirling"}, "Stirling")
	expectPlaces(t, "Walkers on the Isle of Skye, Scotland.", []string{"Isle of Skye", "Scotland"}, "Isle of Skye")
}

// blind35: towns and units of regions the earlier sets covered least.
func TestWorldTownsAndUnits(t *testing.T) {
	// "Port" and a name before a comma and a country: a town, as a region vouches for
	// "Grand Rapids, Mich."; not "Port" alone before a name
	expectPlaces(t, "Divers search the harbour in Port Gentil, Gabon, on Monday.", []string{"Port Gentil", "Gabon"}, "Port Gentil")
	expectPlaces(t, "Port Blantyre, Malawi: Traders set up stalls at dawn.", []string{"Port Blantyre", "Malawi"}, "Port Blantyre")
	expectPlaces(t, "Port workers strike in Mombasa, Kenya.", []string{"Mombasa", "Kenya"}, "Mombasa")
	// a first name alone before a comma and a country is a town
	expectPlaces(t, "Traders sell melons at a bazaar in Mary, Turkmenistan, on Friday.", []string{"Mary", "Turkmenistan"}, "Mary")
	expectPlaces(t, "A letter from Mary, a nurse, was read in Lviv.", []string{"Lviv"}, "Lviv")
	expectPlaces(t, "A statue of Peter, Chad's first bishop, in Moundou.", []string{"Chad", "Moundou"}, "Moundou")
	expectPlaces(t, "Volunteers Sami, John, Iraq, and Hadi work in Basra.", []string{"Iraq", "Basra"}, "Basra")
	// "Barangay" opens a village's name, like "Kibbutz"
	expectPlaces(t, "Residents wade through floodwater in Barangay Malanday, Valenzuela.", []string{"Malanday", "Valenzuela"}, "Malanday")
	// a nature reserve or sanctuary is a facility: its name gives no place
	expectPlaces(t, "Rangers patrol the Okapi Wildlife Reserve near Epulu, DR Congo.", []string{"Epulu", "DR Congo"}, "Epulu")
	expectPlaces(t, "Chimpanzees at the Ngamba Island Sanctuary in Uganda.", []string{"Uganda"}, "Uganda")
	// "metropolitan" between a name and its kind word
	expectPlaces(t, "Buses queue in the Belo Horizonte metropolitan region on Monday.", []string{"Belo Horizonte"}, "Belo Horizonte")
	expectPlaces(t, "Traffic in the Salvador metropolitan area, Bahia.", []string{"Salvador", "Bahia"}, "Salvador")
}

// Names that hold a place without saying where the picture was taken: breeds, dishes,
// products, quakes, games, titles and teams named after places.
func TestNamedAfterPlaces(t *testing.T) {
	// a breed, a species, a dish or a product named after a place names none
	expectPlaces(t, "A Yorkshire terrier waits with its owner in Leeds.", []string{"Leeds"}, "Leeds")
	expectPlaces(t, "Cooks prepare Parma ham at a stall in Bologna, Italy.", []string{"Bologna", "Italy"}, "Bologna")
	expectPlaces(t, "A vendor sells Panama hats at a market in Montecristi, Ecuador.", []string{"Montecristi", "Ecuador"}, "Montecristi")
	expectPlaces(t, "Fishermen land Alaska salmon at a dock in Seattle.", []string{"Seattle"}, "Seattle")
	// the place itself still counts, and so does a place before another noun
	expectPlaces(t, "Farmers harvest potatoes in Boston, Lincolnshire.", []string{"Boston", "Lincolnshire"}, "Boston")
	expectPlaces(t, "Residents of Peking in 1936.", []string{"Peking"}, "Peking")
	// an airline named "Air" and a place names none; the air force's base still does
	expectPlaces(t, "An Air India jet taxis at the airport in Mumbai.", []string{"Mumbai"}, "Mumbai")
	expectPlaces(t, "Air Canada planes are parked in Montreal.", []string{"Montreal"}, "Montreal")
	expectPlaces(t, "Air strikes hit Gaza on Monday.", []string{"Gaza"}, "Gaza")
	// an earthquake named after the places it struck names none
	expectPlaces(t, "Rescuers dig in Adiyaman weeks after the Turkey-Syria earthquake.", []string{"Adiyaman"}, "Adiyaman")
	expectPlaces(t, "Survivors of the Nepal earthquake rebuild homes in Gorkha.", []string{"Gorkha"}, "Gorkha")
	// games named after a city, with or without their year, name none
	expectPlaces(t, "Fans cheer during the Paris 2024 Olympic Games in Lille, France.", []string{"Lille", "France"}, "Lille")
	expectPlaces(t, "Skiers train ahead of the Milan Olympics in Bormio, Italy.", []string{"Bormio", "Italy"}, "Bormio")
	// a title of nobility names no place
	expectPlaces(t, "The Duchess of Kent visits a hospice in Leicester.", []string{"Leicester"}, "Leicester")
	// a team named after its city, in the plural possessive before its player
	expectPlaces(t, "Chicago Bears' Sam Ortiz runs with the ball in Green Bay, Wisconsin.", []string{"Green Bay", "Wisconsin"}, "Green Bay")
	expectPlaces(t, "Supporters wait outside Bristol Magistrates' Court in Bristol.", []string{"Bristol"}, "Bristol")
	// a museum named after a country
	expectPlaces(t, "Visitors queue outside Tate Britain in London.", []string{"London"}, "London")
}

// An athlete's country after "of" makes the place before the surname a first name.
func TestAthleteOfCountry(t *testing.T) {
	expectPlaces(t, "Sydney Cole of Australia dives in Doha, Qatar.", []string{"Australia", "Doha", "Qatar"}, "Doha")
	expectPlaces(t, "Jordan Webb of the United States runs in Eugene, Oregon.", []string{"United States", "Eugene", "Oregon"}, "Eugene")
	// a surname that is a facility's word, as "of" and the country tell
	expectPlaces(t, "Sydney Field of Canada putts on the 18th green in Dubai.", []string{"Canada", "Dubai"}, "Dubai")
	expectPlaces(t, "Jordan Hill of the United States swims in Fukuoka, Japan.", []string{"United States", "Fukuoka", "Japan"}, "Fukuoka")
	expectPlaces(t, "Fans visit the Sydney Hall of Fame in Sydney.", []string{"Sydney"}, "Sydney")
}

// People and places named after each other: a landmark named after a person in the
// possessive, a venue named after a sponsor, a facility named after the state its
// town lies in.
func TestNamedAfterPeople(t *testing.T) {
	expectPlaces(t, "Tourists gather near Nelson's Column in London, Britain.", []string{"London", "Britain"}, "London")
	expectPlaces(t, "Walkers follow Severus's Wall near Falkirk, Scotland.", []string{"Falkirk", "Scotland"}, "Falkirk")
	expectPlaces(t, "Traders work on Wall Street in New York.", []string{"New York"}, "New York")
	expectPlaces(t, "Fans sing at Hollins Playhouse in Dayton, Ohio.", []string{"Dayton", "Ohio"}, "Dayton")
	expectPlaces(t, "Fans cheer at Bankers Coliseum in Tulsa, Oklahoma.", []string{"Tulsa", "Oklahoma"}, "Tulsa")
	expectPlaces(t, "Voters queue at the Alabama Coliseum in Montgomery, Alabama.", []string{"Alabama", "Montgomery"}, "Montgomery")
	expectPlaces(t, "Fans wait outside the Texas Theatre in Dallas, Texas.", []string{"Texas", "Dallas"}, "Dallas")
	// a frequent first name before a place makes it a surname
	expectPlaces(t, "Singer Kate Houston signs books at a store in Dallas, Texas.", []string{"Dallas", "Texas"}, "Dallas")
	expectPlaces(t, "Fans cheer as Sean Lincoln arrives in Omaha, Nebraska.", []string{"Omaha", "Nebraska"}, "Omaha")
	expectPlaces(t, "A portrait of Emily Phoenix hangs at a gallery in Tucson.", []string{"Tucson"}, "Tucson")
	// a facility named after its town is still the more specific place
	expectPlaces(t, "Fans wait outside Wembley Stadium in London, Britain.", []string{"Wembley", "London", "Britain"}, "Wembley")
}

// World sport: an event's word before a place and a year, a tour named after the
// country it rides through, a circuit's and a street's words of other languages, a
// country's possessive before an athlete's name, a body named after a country.
func TestSportEvents(t *testing.T) {
	expectPlaces(t, "Fans cheer during the Winter Games Oslo 2030 at the ski jump in Lillehammer, Norway.", []string{"Lillehammer", "Norway"}, "Lillehammer")
	expectPlaces(t, "A gymnast trains before The Championships Glasgow 2026 in Edinburgh.", []string{"Edinburgh"}, "Edinburgh")
	expectPlaces(t, "Riders climb during the Tour of Britain, a stage from Kendal to Manchester, England.", []string{"Kendal", "Manchester", "England"}, "Kendal")
	expectPlaces(t, "The peloton during the Tour de Pologne from Krakow to Zakopane, Poland.", []string{"Krakow", "Zakopane", "Poland"}, "Krakow")
	expectPlaces(t, "Cars leave the pit lane at the Circuit Gilles Villeneuve in Montreal, Canada.", []string{"Montreal", "Canada"}, "Montreal")
	expectPlaces(t, "Runners pass along Strasse des 18. Oktober in Leipzig.", []string{"Leipzig"}, "Leipzig")
	expectPlaces(t, "Kenya's Sydney Korir crosses the line in Boston.", []string{"Kenya", "Boston"}, "Boston")
	expectPlaces(t, "A Polynesian dancer performs in Auckland, New Zealand.", []string{"Auckland", "New Zealand"}, "Auckland")
	expectPlaces(t, "Members of the All England Club meet in Wimbledon.", []string{"Wimbledon"}, "Wimbledon")
	expectPlaces(t, "Fans arrive at the stadium in Miami Gardens, Florida.", []string{"Miami Gardens", "Florida"}, "Miami Gardens")
	expectPlaces(t, "Crowds at the 2025 Wimbledon Championships in London.", []string{"London"}, "London")
}

// A year after a place opens an event's name only before an event's word.
func TestYearBeforeEvent(t *testing.T) {
	expectPlaces(t, "Crowds at the Edinburgh 2025 Festival in Leith.", []string{"Leith"}, "Leith")
	expectPlaces(t, "Damage in Kyiv 2023 Army report.", []string{"Kyiv"}, "Kyiv")
}

// TestTypingSlips checks captions re-keyed with slips: a known name typed in lower
// case between a cue and a comma and a known name, and a misspelt month or weekday
// before a number, which is a date's word and no place.
func TestTypingSlips(t *testing.T) {
	expectPlaces(t, "Voters queue outside a school in kano, Nigeria, on Saturday.", []string{"kano", "Nigeria"}, "kano")
	expectPlaces(t, "Boats are moored near mombasa, Kenya, at dawn.", []string{"mombasa", "Kenya"}, "mombasa")
	expectPlaces(t, "A chef serves roast turkey, Lebanese rice and salad in Beirut.", []string{"Beirut"}, "Beirut")
	expectPlaces(t, "Fans enjoy a nice day in Nice, France.", []string{"Nice", "France"}, "Nice")
	expectPlaces(t, "Farmers harvest rice in Tamale, Ghana Ocotber 4, 2021.", []string{"Tamale", "Ghana"}, "Tamale")
	expectPlaces(t, "Farmers harvest rice in Tamale, Ghana, Wednsday, Oct. 4, 2021.", []string{"Tamale", "Ghana"}, "Tamale")
	expectPlaces(t, "Farmers harvest rice in Tamale, Ghana, on Setember 4, 2021.", []string{"Tamale", "Ghana"}, "Tamale")
	expectPlaces(t, "Farmers harvest rice in Marchena, Spain, on 4 May 2021.", []string{"Marchena", "Spain"}, "Marchena")
}

// Places written in other scripts (blind38): a native name in brackets, ASCII or
// full-width, maybe between direction marks; a name only in its own script after a
// cue; a word of Devanagari with its vowel signs; months of other calendars.
func TestOtherScripts(t *testing.T) {
	expectPlaces(t, "Trams run in Lviv (Львів), Ukraine, at dawn.", []string{"Lviv", "Львів", "Ukraine"}, "Lviv")
	expectPlaces(t, "Trams run in Xiamen（厦门）, Fujian province, at dawn.", []string{"Xiamen", "厦门", "Fujian"}, "Xiamen")
	expectPlaces(t, "Trams run in Haifa (\u200fחיפה\u200f), Israel, at dawn.", []string{"Haifa", "חיפה", "Israel"}, "Haifa")
	expectPlaces(t, "Boats are moored in Patna (पटना), Bihar, at dawn.", []string{"Patna", "पटना", "Bihar"}, "Patna")
	expectPlaces(t, "Boats are moored in 泉州, Fujian, China, at dawn.", []string{"泉州", "Fujian", "China"}, "泉州")
	expectPlaces(t, "Boats are moored at Manikarnika Ghat in Varanasi, India.", []string{"Varanasi", "India"}, "Varanasi")
	expectPlaces(t, "Crates are unloaded at Ballard Pier in Mumbai.", []string{"Mumbai"}, "Mumbai")
	expectPlaces(t, "Trams run in Lhasa, Xizang, on the first day.", []string{"Lhasa", "Xizang"}, "Lhasa")
	expectPlaces(t, "Crowds pray in Karbala, Iraq, on 10 Muharram 1446 (July 16, 2024).", []string{"Karbala", "Iraq"}, "Karbala")
	expectPlaces(t, "Crowds gather in Shiraz on 12 Farvardin 1403 (March 31, 2024).", []string{"Shiraz"}, "Shiraz")
}

// TestTranslatedPlaces checks the places of machine-translated and non-native
// English (blind39): a kind word before the name without "of" ("the village X",
// "of town X", "in the district X") and "near to".
func TestTranslatedPlaces(t *testing.T) {
	expectPlaces(t, "Women bake bread in the village Kafr Zita in province of Hama.", []string{"Kafr Zita", "Hama"}, "Kafr Zita")
	expectPlaces(t, "Women bake bread in the town Jisr al-Shughur of Idlib province.", []string{"Jisr al-Shughur", "Idlib"}, "Jisr al-Shughur")
	expectPlaces(t, "Doctors treat patients in the clinic of town Zinjibar at Abyan governorate.", []string{"Zinjibar", "Abyan"}, "Zinjibar")
	expectPlaces(t, "Boys play football in the district Karte Seh in Kabul.", []string{"Karte Seh", "Kabul"}, "Karte Seh")
	expectPlaces(t, "A tank burns on the road near to village Dmytrivka of Kyiv region.", []string{"Dmytrivka", "Kyiv"}, "Dmytrivka")
	expectPlaces(t, "Displaced families wait for aid in a camp near to Kirkuk.", []string{"Kirkuk"}, "Kirkuk")
	// a kind word before a capitalised common noun names no place
	expectPlaces(t, "Members of the city Council meet in Kabul.", []string{"Kabul"}, "Kabul")
}

// Towns whose kind word is part of their name (blind41): "Sadat City" whole, as "Ho
// Chi Minh City", while a Philippine city drops its "City" as General Santos does;
// "Lagos Island" is no part of "Lagos"; a region known by one word ("the Pantanal
// wetlands") yields the location to a town near it; a dam named after no place names
// nothing.
func TestNationalAgencyTowns(t *testing.T) {
	expectPlaces(t, "Workers load grain in Sadat City, Egypt.", []string{"Sadat City", "Egypt"}, "Sadat City")
	expectPlaces(t, "Residents wade through a flooded street in Marikina City on Friday.", []string{"Marikina"}, "Marikina")
	expectPlaces(t, "Buses wait at a terminal on Lagos Island, Nigeria.", []string{"Lagos Island", "Nigeria"}, "Lagos Island")
	expectPlaces(t, "Jaguars rest on a riverbank in the Pantanal near Pocone, Brazil.", []string{"Pantanal", "Pocone", "Brazil"}, "Pocone")
	expectPlaces(t, "Engineers inspect the Grand Ethiopian Renaissance Dam in Ethiopia.", []string{"Ethiopia"}, "Ethiopia")
	expectPlaces(t, "Water flows over the Renaissance Dam on Monday.", nil, "")
}

// TestHyphenatedMonthNames checks that a word that is also a month or its misspelling
// stays in a name that a hyphen joins to a capitalised word (blind43).
func TestHyphenatedMonthNames(t *testing.T) {
	expectPlaces(t, "A fisherman repairs his boat in Saint-Marc, Haiti.", []string{"Saint-Marc", "Haiti"}, "Saint-Marc")
	expectPlaces(t, "Pupils walk to school in Saint-Jan, Belgium.", []string{"Saint-Jan", "Belgium"}, "Saint-Jan")
}

// Places of a picture's backstory: a name and a number of a craft or a mission, a
// country's team before its fans, a birthplace and a besieged city remembered
// elsewhere are not where the picture was taken.
func TestBackstoryPlaces(t *testing.T) {
	// a name with a number before a craft's or a mission's noun names no place
	expectPlaces(t, "Engineers test a model of the Luna 25 probe at a plant in Khimki, Russia.", []string{"Khimki", "Russia"}, "Khimki")
	expectPlaces(t, "A glove from the Gemini 4 mission is shown at a museum in Houston, Texas.", []string{"Houston", "Texas"}, "Houston")
	// but a place before a number of something else still counts
	expectPlaces(t, "Workers clear rubble in Kherson 3 days after the strike.", []string{"Kherson"}, "Kherson")
	// a country before its fans, supporters or players is a team's name
	expectPlaces(t, "Morocco supporters celebrate in a square in Brussels, Belgium.", []string{"Brussels", "Belgium"}, "Brussels")
	expectPlaces(t, "England players train at a ground in Dortmund.", []string{"Dortmund"}, "Dortmund")
	// a birthplace is a place, not the location
	expectPlaces(t, "The writer, born in Odesa, signs books at a fair in Leipzig, Germany.", []string{"Odesa", "Leipzig", "Germany"}, "Leipzig")
	expectPlaces(t, "Born in 1962 in Homs, the painter works in his studio in Berlin.", []string{"Homs", "Berlin"}, "Berlin")
	expectPlaces(t, "A baby born in Rafah sleeps in an incubator.", []string{"Rafah"}, "Rafah")
	// a siege remembered elsewhere; the besieged city pictured still is the location
	expectPlaces(t, "Veterans of the siege of Leningrad lay flowers at a cemetery in Moscow.", []string{"Leningrad", "Moscow"}, "Moscow")
	expectPlaces(t, "A mural marks the siege of Sarajevo in a street of Sarajevo.", []string{"Sarajevo"}, "Sarajevo")
}

// Parts of a seat of power named with a common noun name no place: a lawn, a rotunda,
// a chancellery, a colonnade or a portico; the town after them does.
func TestSeatOfPowerParts(t *testing.T) {
	expectPlaces(t, "The leaders walk across the South Lawn of the presidential residence in Nairobi.", []string{"Nairobi"}, "Nairobi")
	expectPlaces(t, "The coffin lies in state in the Rotunda of the Capitol in Lansing, Michigan.", []string{"Lansing", "Michigan"}, "Lansing")
	expectPlaces(t, "The chancellor greets guests at the Chancellery in Vienna.", []string{"Vienna"}, "Vienna")
	expectPlaces(t, "Guards stand under the East Colonnade in Lisbon.", []string{"Lisbon"}, "Lisbon")
}

func TestRemoteSensingCompanies(t *testing.T) {
	// a company named with "Technologies", "Labs" or "Space" is no place
	expectPlaces(t, "An image from Orbital Space shows flooding around Beira, Mozambique.", []string{"Beira", "Mozambique"}, "Beira")
	expectPlaces(t, "A picture from Kestrel Labs shows smoke over Sumy.", []string{"Sumy"}, "Sumy")
}

// A holiday named after a place or a word of one names none, as an event does
// (blind47): "Day" ends the name like "Festival".
func TestHolidayNames(t *testing.T) {
	expectPlaces(t, "Families picnic on Australia Day in Perth, Jan. 26, 2024.", []string{"Perth"}, "Perth")
	expectPlaces(t, "Crowds watch the Bastille Day parade in Paris, France.", []string{"Paris", "France"}, "Paris")
	expectPlaces(t, "Monks chant on Visakha Bucha Day in Bangkok, Thailand.", []string{"Bangkok", "Thailand"}, "Bangkok")
	expectPlaces(t, "Dancers perform on Kenya Day 2024 in Nairobi.", []string{"Nairobi"}, "Nairobi")
	expectPlaces(t, "Residents shelter in Bucha on the third day of shelling.", []string{"Bucha"}, "Bucha")
}

// "DAY" in capitals ends no holiday's name after a place: a caption in capitals hides
// where a name ends (blind47's dump check), and neither does "day" in lower case.
func TestHolidayDayCase(t *testing.T) {
	expectPlaces(t, "CROWDS IN KYIV MARK INDEPENDENCE DAY, AUG. 24, 2023.", []string{"KYIV"}, "KYIV")
	expectPlaces(t, "Shelling hit Mosul day after day.", []string{"Mosul"}, "Mosul")
	expectPlaces(t, "Shelling hit Mosul Sunday day and night.", []string{"Mosul"}, "Mosul")
}

// The units of Latin American cities name kinds (a favela, a comuna), a malecón is a
// promenade like the Corniche, and an alley is a part of the place after "of" like a
// street (blind51).
func TestLatinAmericanUnits(t *testing.T) {
	expectPlaces(t, "Children play football in the Jacarezinho favela in Rio de Janeiro.", []string{"Jacarezinho", "Rio de Janeiro"}, "Jacarezinho")
	expectPlaces(t, "Residents of favelas in Salvador protest.", []string{"Salvador"}, "Salvador")
	expectPlaces(t, "Students march in the comuna of Ñuñoa in Santiago, Chile.", []string{"Ñuñoa", "Santiago", "Chile"}, "Ñuñoa")
	expectPlaces(t, "Couples dance on the Malecón in Veracruz, Mexico.", []string{"Veracruz", "Mexico"}, "Veracruz")
	expectPlaces(t, "Police search an alley of the Tepito neighborhood in Mexico City.", []string{"Tepito", "Mexico City"}, "Tepito")
	// Spanish and Portuguese names of institutions open no place's name
	expectPlaces(t, "Relatives wait outside the Instituto Médico Legal in Recife.", []string{"Recife"}, "Recife")
	expectPlaces(t, "Visitors tour the Museo Nacional de Antropología in Mexico City.", []string{"Mexico City"}, "Mexico City")
	expectPlaces(t, "Students rally at the Universidade Federal in Belém, Brazil.", []string{"Belém", "Brazil"}, "Belém")
}

// South Asia's units below the district are kind words of a district, dropped after
// the name; "X upazila in Y" passes Y's role to X as "X in Y" does (blind50).
func TestSouthAsianUnits(t *testing.T) {
	expectPlaces(t, "Women queue for water in Tharparkar's Mithi tehsil on Friday.", []string{"Tharparkar", "Mithi"}, "Mithi")
	expectPlaces(t, "A farmer ploughs a field in Hunsur taluk of Mysuru district.", []string{"Hunsur", "Mysuru"}, "Hunsur")
	expectPlaces(t, "Voters queue at a booth in Narsapur mandal of Medak.", []string{"Narsapur", "Medak"}, "Narsapur")
	expectPlaces(t, "Stranded residents of Sunamganj Sadar upazila in Sunamganj wait for boats.", []string{"Sunamganj Sadar", "Sunamganj"}, "Sunamganj Sadar")
	expectPlaces(t, "Displaced families of Kurigram district in Rangpur wait for aid.", []string{"Kurigram", "Rangpur"}, "Kurigram")
}

// The ghats and lanes of X are at X, like its streets (blind50).
func TestGhatsAndLanes(t *testing.T) {
	expectPlaces(t, "Devotees light lamps on the ghats of Haridwar on Friday.", []string{"Haridwar"}, "Haridwar")
	expectPlaces(t, "Rickshaws crowd the narrow lanes of Old Dhaka.", []string{"Old Dhaka"}, "Old Dhaka")
}

// The rivers of South Asia, and the awards named Padma, which name no river; the
// region named PoK; landmarks with no place in their names (blind50).
func TestSouthAsianFeatures(t *testing.T) {
	expectPlaces(t, "Boats ferry passengers across the Meghna river near Chandpur.", []string{"Meghna", "Chandpur"}, "Chandpur")
	expectPlaces(t, "Children bathe in the Yamuna in Agra.", []string{"Yamuna", "Agra"}, "Agra")
	expectPlaces(t, "The singer receives the Padma Shri in New Delhi.", []string{"New Delhi"}, "New Delhi")
	expectPlaces(t, "Shelling from across the border hit villages in PoK on Monday.", []string{"PoK"}, "PoK")
	expectPlaces(t, "Wrestlers sit on a protest at Jantar Mantar in New Delhi.", []string{"New Delhi"}, "New Delhi")
}

// A name the dictionary does not know ending in a capitalised "Lake" or "River" is a
// feature, wider than the town it lies in (blind50, as blind46 decided).
func TestUnknownLakeInTown(t *testing.T) {
	expectPlaces(t, "Boats line the shore of Phewa Lake in Pokhara, Nepal.", []string{"Phewa Lake", "Pokhara", "Nepal"}, "Pokhara")
	expectPlaces(t, "Fishermen cast nets on Loktak Lake in Manipur.", []string{"Loktak Lake", "Manipur"}, "Loktak Lake")
	expectPlaces(t, "Divers search for a missing boy in Rawal Lake near Islamabad.", []string{"Rawal Lake", "Islamabad"}, "Islamabad")
}

// Peoples named in China's autonomous regions go with the kind words, in either case;
// two-word names of Thailand and Vietnam whose words read alone are a demonym, a
// foreign month or an English word are read whole.
func TestAutonomousRegionsAndMekongNames(t *testing.T) {
	expectPlaces(t, "Herders move sheep near Altay, northwest China's Xinjiang Uygur autonomous region.", []string{"Altay", "China", "Xinjiang"}, "Altay")
	expectPlaces(t, "Farmers plant rice in Guilin, Guangxi Zhuang autonomous region.", []string{"Guilin", "Guangxi"}, "Guilin")
	expectPlaces(t, "Pilgrims walk in Lhasa, Tibet Autonomous Region.", []string{"Lhasa", "Tibet"}, "Lhasa")
	expectPlaces(t, "Monks walk past a temple in Chiang Mai on Monday.", []string{"Chiang Mai"}, "Chiang Mai")
	expectPlaces(t, "Workers dry fish in Hai Phong, Vietnam.", []string{"Hai Phong", "Vietnam"}, "Hai Phong")
	expectPlaces(t, "Boats moor at a floating market in Can Tho.", []string{"Can Tho"}, "Can Tho")
}

// Nigeria's local government areas are kinds of district, written "LGA" or in full
// ("Local Government Area"), whose "Government" reads as no organisation's there;
// South Africa's provinces that open with a direction keep it (blind52).
func TestAfricanUnits(t *testing.T) {
	expectPlaces(t, "Traders reopen shops in Mushin LGA of Lagos State.", []string{"Mushin", "Lagos"}, "Mushin")
	expectPlaces(t, "Farmers harvest rice in Bunkure Local Government Area, Kano State.", []string{"Bunkure", "Kano"}, "Bunkure")
	expectPlaces(t, "Officials of the Ifo Local Government Council meet in Abeokuta.", []string{"Abeokuta"}, "Abeokuta")
	expectPlaces(t, "Rain floods a road in Gqeberha, Eastern Cape, South Africa.", []string{"Gqeberha", "Eastern Cape", "South Africa"}, "Gqeberha")
	expectPlaces(t, "Vineyards burn near Stellenbosch in the Western Cape.", []string{"Stellenbosch", "Western Cape"}, "Stellenbosch")
	expectPlaces(t, "Miners march in Rustenburg, eastern South Africa.", []string{"Rustenburg", "South Africa"}, "Rustenburg")
}

// A region named after its valley is read before the lower-case kind word "valley"
// (blind54).
func TestRegionalValleys(t *testing.T) {
	expectPlaces(t, "Farmers pick cotton in the Fergana valley near Andijan, Uzbekistan.", []string{"Fergana", "Andijan", "Uzbekistan"}, "Andijan")
	expectPlaces(t, "Apricot orchards bloom across the Ferghana Valley.", []string{"Ferghana"}, "Ferghana")
	// a valley in lower case right after a name no list holds is named after its place
	expectPlaces(t, "Soldiers patrol the Pech valley in Kunar province, Afghanistan, in 2009.", []string{"Pech", "Kunar", "Afghanistan"}, "Pech")
	expectPlaces(t, "Herders move goats through the Yaghnob valley, Tajikistan.", []string{"Yaghnob", "Tajikistan"}, "Yaghnob")
}

// The labels of story credits and the languages a story was translated from name no
// place (blind55).
func TestStoryCreditLabels(t *testing.T) {
	expectPlaces(t, "Words: Ana Reis / Pictures: Tiago Mota. Surfers ride a wave at Nazare, Portugal.", []string{"Nazare", "Portugal"}, "Nazare")
	expectPlaces(t, "Text: Ana Reis. Surfers ride a wave at Nazare, Portugal.", []string{"Nazare", "Portugal"}, "Nazare")
	expectPlaces(t, "Map: Ana Reis. Data: Tiago Mota. Floods cover streets in Coimbra, Portugal.", []string{"Coimbra", "Portugal"}, "Coimbra")
	expectPlaces(t, "Traders wait in Mombasa, Kenya. Translated from Swahili by Ana Reis.", []string{"Mombasa", "Kenya"}, "Mombasa")
}

func TestMilitaryPosts(t *testing.T) {
	// A post named "Fort" and a person after "at", in a caption about troops, is a facility.
	expectPlaces(t, "Soldiers with the 4th Infantry Division fire a howitzer at Fort Carson, Colorado, May 2, 2024.", []string{"Colorado"}, "Colorado")
	expectPlaces(t, "Paratroopers jump during an exercise at Fort Bragg, N.C., on April 3, 2023.", []string{"N.C."}, "N.C.")
	expectPlaces(t, "Recruits march at Fort Leonard Wood, Missouri, Jan. 9, 2024.", []string{"Missouri"}, "Missouri")
	// A town of such a name: after "in", with no troops, or known to the dictionary.
	expectPlaces(t, "Soldiers help residents clear debris in Fort Myers, Fla., Oct. 1, 2022.", []string{"Fort Myers", "Fla"}, "Fort Myers")
	expectPlaces(t, "Shoppers queue at Fort Collins, Colorado, on Dec. 23, 2023, as soldiers return.", []string{"Fort Collins", "Colorado"}, "Fort Collins")
	expectPlaces(t, "Shoppers queue at Fort Smith, Arkansas, on Dec. 23, 2023.", []string{"Fort Smith", "Arkansas"}, "Fort Smith")
	expectPlaces(t, "Soldiers parade at Fort Worth, Texas, on July 4, 2024.", []string{"Fort Worth", "Texas"}, "Fort Worth")
}

func TestTownKindOfWiderPlace(t *testing.T) {
	// "X city of Y" where Y is a country or a province: the kind word names X.
	expectPlaces(t, "Traders sell bread in Hama city of Syria on 3 March 2020.", []string{"Hama", "Syria"}, "Hama")
	expectPlaces(t, "Workers repair a bridge in Tikrit city of Salahuddin province, on 2017 May 4.", []string{"Tikrit", "Salahuddin"}, "Tikrit")
	// The kind word names Y when Y is a town ("the Gaza Strip city of Rafah").
	expectPlaces(t, "Children play in the Gaza Strip city of Rafah on May 1, 2024.", []string{"Gaza Strip", "Rafah"}, "Rafah")
}

func TestEntranceTo(t *testing.T) {
	// "the entrance to X in Y": the picture is at X, which lies in Y.
	expectPlaces(t, "Police stand at the entrance to Kramatorsk in the Donetsk region, on June 2, 2022.", []string{"Kramatorsk", "Donetsk"}, "Kramatorsk")
	expectPlaces(t, "Pilgrims gather at the gates to Bethlehem in the West Bank on December 24, 2023.", []string{"Bethlehem", "West Bank"}, "Bethlehem")
	// "the road to X, in Y" is where the subject goes: Y.
	expectPlaces(t, "A convoy drives on the highway to Kargil, in the Ladakh region, on June 2, 2020.", []string{"Kargil", "Ladakh"}, "Ladakh")
}

func TestFeatureNearTown(t *testing.T) {
	// A sea, a lake, a bay or a range named beside a town: the town is the more
	// specific place where the picture was taken.
	expectPlaces(t, "Hikers cross a ridge in the Pyrenees near Lourdes, France, Aug. 2, 2024.", []string{"Pyrenees", "Lourdes", "France"}, "Lourdes")
	expectPlaces(t, "Kayakers paddle on Tasman Bay near Nelson, New Zealand, Jan. 3, 2024.", []string{"Tasman Bay", "Nelson", "New Zealand"}, "Nelson")
	expectPlaces(t, "Swimmers race in Lake Lucerne in Brunnen, Switzerland, July 7, 2024.", []string{"Lucerne", "Brunnen", "Switzerland"}, "Brunnen")
	expectPlaces(t, "A tanker sails in the Gulf of Oman off the coast of Fujairah, United Arab Emirates, May 2, 2024.", []string{"Gulf of Oman", "Fujairah", "United Arab Emirates"}, "Fujairah")
	expectPlaces(t, "Fishermen haul nets in the Adriatic off the island of Hvar, Croatia, June 3, 2024.", []string{"Adriatic", "Hvar", "Croatia"}, "Hvar")
	// A feature alone, or a town mentioned as a town too, is read as before.
	expectPlaces(t, "Migrants wait on a rubber boat in the Mediterranean Sea, Oct. 4, 2023.", []string{"Mediterranean Sea"}, "Mediterranean Sea")
	expectPlaces(t, "Rowers train on Lake Geneva in Geneva, Switzerland, May 2, 2024.", []string{"Geneva", "Switzerland"}, "Geneva")
}

func TestDiseasesAndBreeds(t *testing.T) {
	// A place's name before a disease or an animal's noun names the disease or breed.
	expectPlaces(t, "A nurse tests a patient for Lassa fever in Owo, Ondo State, Feb. 5, 2024.", []string{"Owo", "Ondo"}, "Owo")
	expectPlaces(t, "Health workers spray against the Zika virus in Recife, Brazil, Jan. 27, 2016.", []string{"Recife", "Brazil"}, "Recife")
	expectPlaces(t, "A Nile crocodile rests on a bank near Kasane, Botswana, July 2, 2024.", []string{"Kasane", "Botswana"}, "Kasane")
	expectPlaces(t, "A Newfoundland dog swims in Halifax, Nova Scotia, July 2, 2024.", []string{"Halifax", "Nova Scotia"}, "Halifax")
	expectPlaces(t, "Patients wait at a clinic in the Lassa fever ward in Irrua, Edo State, on 5 February 2024.", []string{"Irrua", "Edo"}, "Irrua")
	// The province is one name.
	expectPlaces(t, "Fishermen land cod in Twillingate, Newfoundland and Labrador, July 20, 2024.", []string{"Twillingate", "Newfoundland and Labrador"}, "Twillingate")
}

func TestEnsemblesAndEventsNamedAfterPlaces(t *testing.T) {
	// An orchestra, a tattoo or a race named after a place names none.
	expectPlaces(t, "The Vienna Philharmonic performs at Carnegie Hall in New York, March 2, 2025.", []string{"New York"}, "New York")
	expectPlaces(t, "Members of the Berlin Symphony Orchestra rehearse in Seoul, South Korea, Oct. 3, 2024.", []string{"Seoul", "South Korea"}, "Seoul")
	expectPlaces(t, "Pipers of the Basel Tattoo march in Basel, Switzerland, July 20, 2024.", []string{"Basel", "Switzerland"}, "Basel")
	expectPlaces(t, "Fans cheer during the Kentucky Derby in Louisville, Ky., May 4, 2024.", []string{"Louisville", "Ky"}, "Louisville")
	expectPlaces(t, "Revellers dance on Mardi Gras day in Mobile, Alabama, Feb. 13, 2024.", []string{"Mobile", "Alabama"}, "Mobile")
	// The city of Derby is still a place.
	expectPlaces(t, "Shoppers walk in Derby, England, May 3, 2025.", []string{"Derby", "England"}, "Derby")
}

func TestMountNames(t *testing.T) {
	// "Mount X" gives X, as kind words are dropped.
	expectPlaces(t, "Climbers rest on Mount Kenya's slopes near Naro Moru, Kenya, Jan. 2, 2024.", []string{"Kenya", "Naro Moru"}, "Naro Moru")
	expectPlaces(t, "Hikers rest on Mount Olympus in Greece, June 3, 2024.", []string{"Olympus", "Greece"}, "Olympus")
	expectPlaces(t, "Smoke rises from Mount Ruang in North Sulawesi, April 17, 2024.", []string{"Ruang", "North Sulawesi"}, "Ruang")
	// A town of such a name keeps it.
	expectPlaces(t, "Voters queue in Mount Holly, New Jersey, Nov. 5, 2024.", []string{"Mount Holly", "New Jersey"}, "Mount Holly")
}

func TestTownInFacilityName(t *testing.T) {
	// A town the gazetteer knows before a facility's word is a place, and where the
	// picture was taken when the facility is.
	expectPlaces(t, "Fans arrive at Wembley Stadium in London, Britain, June 1, 2024.", []string{"Wembley", "London", "Britain"}, "Wembley")
	expectPlaces(t, "Traders open their stalls at Kowloon market in Hong Kong, May 2, 2024.", []string{"Kowloon", "Hong Kong"}, "Kowloon")
	// A possessive person's name is not one ("Nelson's Column"); nor a feature's town.
	expectPlaces(t, "A boatman rows on the Jhelum river in Srinagar, on Jan. 9, 2024.", []string{"Jhelum", "Srinagar"}, "Srinagar")
}

func TestRouteNamedAfterItsEnds(t *testing.T) {
	// A road or a line named after its two ends: the picture is along it.
	expectPlaces(t, "Trucks queue on the Kabul-Jalalabad highway near Sarobi, Afghanistan, May 2, 2024.", []string{"Kabul", "Jalalabad", "Sarobi", "Afghanistan"}, "Sarobi")
	expectPlaces(t, "A train runs on the Beijing-Shanghai railway in Dezhou, Shandong province, May 2, 2024.", []string{"Beijing", "Shanghai", "Dezhou", "Shandong"}, "Dezhou")
	// A border named after two countries is where the picture is, as before.
	expectPlaces(t, "Soldiers patrol the Turkey-Syria border near Kilis, Turkey, May 2, 2024.", []string{"Turkey", "Syria", "Kilis"}, "Kilis")
}

func TestLookAcrossAt(t *testing.T) {
	// What people look at from where they stand is not where the picture was taken.
	expectPlaces(t, "Visitors at an observatory in Paju, South Korea, look across at the North Korean village of Kijong, May 2, 2024.", []string{"Paju", "South Korea", "Kijong"}, "Paju")
	expectPlaces(t, "Fishermen near Rafah gaze out at the Egyptian town of Sheikh Zuweid, May 2, 2024.", []string{"Rafah", "Sheikh Zuweid"}, "Rafah")
	// A lone place after "look at" is still the location.
	expectPlaces(t, "Residents look at the ruins at Bakhmut, May 2, 2023.", []string{"Bakhmut"}, "Bakhmut")
}

func TestInOwnersPlace(t *testing.T) {
	// "X in Y's Z": X lies in Z, which Y holds.
	expectPlaces(t, "Refugees queue for food in the Nyarugusu camp in Tanzania's Kasulu district, 8 January 2024.", []string{"Nyarugusu", "Tanzania", "Kasulu"}, "Nyarugusu")
	expectPlaces(t, "Farmers harvest rice in Dadu, in Pakistan's Sindh province, Oct. 2, 2023.", []string{"Dadu", "Pakistan", "Sindh"}, "Dadu")
}

func TestTownSites(t *testing.T) {
	// A cathedral, a zoo or a launch site named after the town it stands in names it.
	expectPlaces(t, "Pilgrims gather at Canterbury Cathedral in Kent, England, on March 28, 2024.", []string{"Canterbury", "Kent", "England"}, "Canterbury")
	expectPlaces(t, "A Soyuz rocket lifts off from the Baikonur Cosmodrome, Kazakhstan, May 2, 2024.", []string{"Baikonur", "Kazakhstan"}, "Baikonur")
	expectPlaces(t, "A rocket blasts off from the Wenchang Space Launch Site in Hainan Province, May 3, 2024.", []string{"Wenchang", "Hainan"}, "Wenchang")
	// A street or a gate is often named after another town, and names none.
	expectPlaces(t, "Shoppers crowd Oxford Street in London, Britain, Dec. 23, 2023.", []string{"London", "Britain"}, "London")
}

func TestTerminusAndColosseum(t *testing.T) {
	expectPlaces(t, "Commuters crowd the platforms of Kolkata's Howrah Maharaj Terminus on Monday.", []string{"Kolkata"}, "Kolkata")
	expectPlaces(t, "Tourists queue outside the Colosseum in Rome, Italy, July 18, 2023.", []string{"Rome", "Italy"}, "Rome")
}

func TestBracketedDateline(t *testing.T) {
	// ANI's dateline: the town, its state and its country in brackets.
	expectPlaces(t, "Lucknow (Uttar Pradesh) [India], March 14 (ANI): Devotees celebrate Holi on Friday. (ANI Photo)", []string{"Lucknow", "Uttar Pradesh", "India"}, "Lucknow")
	expectPlaces(t, "Dehradun [India], Jan 20 (ANI): Pilgrims queue on Saturday. (ANI Photo)", []string{"Dehradun", "India"}, "Dehradun")
}

func TestTownWordBeforeRelativePosition(t *testing.T) {
	// "X Park, north of Y": a town, as "X Park, <state>" is.
	expectPlaces(t, "Workers assemble drones at a plant in Sunset Park, south of Austin, May 2, 2025.", []string{"Sunset Park", "Austin"}, "Sunset Park")
	expectPlaces(t, "Residents clear debris in Mountain Springs, west of Denver, May 2, 2025.", []string{"Mountain Springs", "Denver"}, "Mountain Springs")
}

func TestLakeNamesAndRivers(t *testing.T) {
	// "Lake X" gives X, as "Mount X" does, unless it is a town's name.
	expectPlaces(t, "Fishermen cast nets on Lake Tana near Bahir Dar, Ethiopia, May 2, 2024.", []string{"Tana", "Bahir Dar", "Ethiopia"}, "Bahir Dar")
	expectPlaces(t, "Skaters glide in Lake Placid, N.Y., Jan. 2, 2024.", []string{"Lake Placid", "N.Y."}, "Lake Placid")
	// A name before "river" in lower case is a river's.
	expectPlaces(t, "Rafters paddle down the Mur river in Graz, Austria, May 2, 2024.", []string{"Mur", "Graz", "Austria"}, "Graz")
}

func TestDatelineTieAndCaptives(t *testing.T) {
	// A dateline's city ties with a place the text names in its sentence: the text's wins.
	expectPlaces(t, "MANILA, Philippines (AP) — Residents wade through floodwater in Tondo on Monday.", []string{"MANILA", "Philippines", "Tondo"}, "Tondo")
	// People held somewhere are not pictured there.
	expectPlaces(t, "BOGOTA, Colombia — Relatives march for hostages held in Guaviare on Monday.", []string{"BOGOTA", "Colombia", "Guaviare"}, "BOGOTA")
}

func TestClubsAndOpeningPreposition(t *testing.T) {
	// A Turkish club ("-spor") names no place; "Turkiye" is the country.
	expectPlaces(t, "KONYA, TURKIYE - MAY 12: Fans cheer before the match between Konyaspor and Sivasspor.", []string{"KONYA", "TURKIYE"}, "KONYA")
	// "In X," opening a caption.
	expectPlaces(t, "In Vanadzor, in Armenia's Lori province, residents queue for bread, on 7 December 2023.", []string{"Vanadzor", "Armenia", "Lori"}, "Vanadzor")
}

func TestFeastEvesAndMarketSquares(t *testing.T) {
	expectPlaces(t, "Bonfires burn on Midsummer Eve in Turku, Finland, 21 June 2024.", []string{"Turku", "Finland"}, "Turku")
	expectPlaces(t, "Worshippers pray on Yom Kippur in Haifa, Israel, 12 October 2024.", []string{"Haifa", "Israel"}, "Haifa")
	expectPlaces(t, "Stalls fill the Oude Markt in Leuven, Belgium, 2 May 2024.", []string{"Leuven", "Belgium"}, "Leuven")
}

func TestFrenchHyphenedNames(t *testing.T) {
	// A French particle between hyphens joins the parts of one name.
	expectPlaces(t, "Migrants wait on a beach in the Pas-de-Calais department, France, May 2, 2024.", []string{"Pas-de-Calais", "France"}, "Pas-de-Calais")
	expectPlaces(t, "Workers build a reactor at Saint-Paul-lès-Durance, southern France, 28 March 2024.", []string{"Saint-Paul-lès-Durance", "France"}, "Saint-Paul-lès-Durance")
	expectPlaces(t, "Fishermen land their catch in Boulogne-sur-Mer, France, May 2, 2024.", []string{"Boulogne-sur-Mer", "France"}, "Boulogne-sur-Mer")
}

func TestOtherNameWithArticle(t *testing.T) {
	// A place's other name in brackets may open with a capitalised article or particle.
	expectPlaces(t, "Protesters march in Dakhla (Ad Dakhla), Western Sahara, on May 6, 2024.", []string{"Dakhla", "Ad Dakhla", "Western Sahara"}, "Dakhla")
	expectPlaces(t, "Traders sell spices in Cairo (Al Qahira), Egypt, on May 6, 2024.", []string{"Cairo", "Al Qahira", "Egypt"}, "Cairo")
}

func TestOtherNamesInWords(t *testing.T) {
	expectPlaces(t, "Pilgrims bathe in Prayagraj, also known as Allahabad, Jan. 29, 2025.", []string{"Prayagraj", "Allahabad"}, "Prayagraj")
	expectPlaces(t, "Soldiers patrol Sevastopol, in Crimea, which Ukraine calls Akhtiar, May 2, 2024.", []string{"Sevastopol", "Crimea", "Ukraine", "Akhtiar"}, "Sevastopol")
	// A person known as someone is no place.
	expectPlaces(t, "A commander known as Abu Omar speaks in Idlib, Syria.", []string{"Idlib", "Syria"}, "Idlib")
}

func TestTreatiesNamedAfterCities(t *testing.T) {
	expectPlaces(t, "A boy walks past a tank near Adigrat, Ethiopia, a year after the Pretoria agreement ended the war.", []string{"Adigrat", "Ethiopia"}, "Adigrat")
	expectPlaces(t, "Soldiers patrol a trench near Avdiivka, Ukraine, years after the Minsk accords were signed.", []string{"Avdiivka", "Ukraine"}, "Avdiivka")
}

func TestHyphenedKindAndNumberedDistricts(t *testing.T) {
	// A capitalised kind word joined by a hyphen is part of the name; a district's
	// number before a comma and its city is too.
	expectPlaces(t, "Smoke rises as seen from Sakassou-Ville, Ivory Coast, Nov. 19, 2024.", []string{"Sakassou-Ville", "Ivory Coast"}, "Sakassou-Ville")
	expectPlaces(t, "Families sleep in a school in Carrefour 44, Port-au-Prince, on Nov. 12, 2024.", []string{"Carrefour 44", "Port-au-Prince"}, "Carrefour 44")
}

func TestHispanicTownNames(t *testing.T) {
	// A settlement's word, maybe with "de", before a known place names a town of its own.
	expectPlaces(t, "Tourists swim at a beach in Puerto Morelos, Mexico, May 2, 2024.", []string{"Puerto Morelos", "Mexico"}, "Puerto Morelos")
	expectPlaces(t, "Growers cut flowers in Villa Guerrero, Mexico, June 2, 2024.", []string{"Villa Guerrero", "Mexico"}, "Villa Guerrero")
}

func TestCemeteryAndMarketOf(t *testing.T) {
	// "the cemetery of X", "the market of X": a place's own cemetery or market.
	expectPlaces(t, "Families keep vigil at the cemetery of Tzintzuntzan on the night of Nov. 1, 2025.", []string{"Tzintzuntzan"}, "Tzintzuntzan")
	expectPlaces(t, "Traders sell cattle at the weekly market of Bati on May 2, 2025.", []string{"Bati"}, "Bati")
}

func TestQuarterFacilities(t *testing.T) {
	// A market, a port or a terminal named after the quarter it stands in.
	expectPlaces(t, "Traders sort yams at Agbogbloshie market in Accra, Ghana, on 14 March 2024.", []string{"Agbogbloshie", "Accra", "Ghana"}, "Agbogbloshie")
	expectPlaces(t, "Women smoke fish at the Elmina fishing port in Cape Coast, Ghana, on 14 March 2024.", []string{"Elmina", "Cape Coast", "Ghana"}, "Elmina")
	// Not a name with a word in lower case, nor a station.
	expectPlaces(t, "Travellers queue at the Seaview station in Dunedin, New Zealand, on 14 March 2024.", []string{"Dunedin", "New Zealand"}, "Dunedin")
	expectPlaces(t, "Travellers queue at the Gare du Midi terminal in Brussels, Belgium, on 14 March 2024.", []string{"Brussels", "Belgium"}, "Brussels")
}

func TestFromAcrossAndCups(t *testing.T) {
	expectPlaces(t, "Students from across Soweto march in Johannesburg on 14 March 2024.", []string{"Soweto", "Johannesburg"}, "Johannesburg")
	expectPlaces(t, "Riders race for the Kaikoura Cup at a track in Christchurch, May 2, 2024.", []string{"Christchurch"}, "Christchurch")
}

func TestRegionalDirections(t *testing.T) {
	// A capitalised direction before a province or a region is part of its name.
	expectPlaces(t, "Farmers harvest coffee in Eastern Highlands province, Papua New Guinea, in May 2024.", []string{"Eastern Highlands", "Papua New Guinea"}, "Eastern Highlands")
	expectPlaces(t, "Floodwater covers roads in the Southern Tablelands region of New South Wales, May 2, 2024.", []string{"Southern Tablelands", "New South Wales"}, "Southern Tablelands")
	// Not before a country.
	expectPlaces(t, "Troops patrol a road in Northern Syria, May 2, 2024.", []string{"Syria"}, "Syria")
}

func TestTownOfKeepsItsWords(t *testing.T) {
	// After "the town of", "the suburb of", a base's or a mountain's word is the town's.
	expectPlaces(t, "Floodwater surrounds homes in the town of Halls Crossing, Utah, May 2, 2024.", []string{"Halls Crossing", "Utah"}, "Halls Crossing")
	expectPlaces(t, "Residents queue in the Brisbane suburb of Mount Gravatt on 5 March 2024.", []string{"Brisbane", "Mount Gravatt"}, "Mount Gravatt")
}

func TestWhoFledClause(t *testing.T) {
	expectPlaces(t, "Women who fled attacks on villages in Mangu shelter at a school in Jos, Nigeria, on Dec. 28, 2023.", []string{"Mangu", "Jos", "Nigeria"}, "Jos")
}

func TestOperationsAndFleets(t *testing.T) {
	expectPlaces(t, "Soldiers who took part in the Bryansk incursion rest at a base near Chernihiv, Ukraine, May 2, 2025.", []string{"Chernihiv", "Ukraine"}, "Chernihiv")
	expectPlaces(t, "Warships of the Baltic Fleet sail past Kaliningrad, Russia, July 28, 2024.", []string{"Kaliningrad", "Russia"}, "Kaliningrad")
}

func TestSolarMonthsAndTrains(t *testing.T) {
	// Afghan solar months beside a date, and a train's name, are no places.
	expectPlaces(t, "Farmers harvest melons in a field in Balkh province on 12 Saratan 1403.", []string{"Balkh"}, "Balkh")
	expectPlaces(t, "Relatives wait in Peshawar, Pakistan, a day after gunmen stopped the Awam Express in the Kohat tunnel.", []string{"Peshawar", "Pakistan", "Kohat"}, "Peshawar")
}

func TestNamedNeighborhoodOf(t *testing.T) {
	// "the X neighborhood of Y": X is a district's name, whatever its words are elsewhere.
	expectPlaces(t, "Voters wait outside a church in the Forest Hills neighborhood of Pittsburgh on Nov. 5, 2024.", []string{"Forest Hills", "Pittsburgh"}, "Forest Hills")
	expectPlaces(t, "Residents clean up in the Old Town district of Chicago on Nov. 5, 2024.", []string{"Old Town", "Chicago"}, "Old Town")
}

func TestPrisonsNamedAfterTowns(t *testing.T) {
	expectPlaces(t, "Relatives wait outside the Bagram prison, north of Kabul, May 2, 2024.", []string{"Bagram", "Kabul"}, "Bagram")
	expectPlaces(t, "Relatives wait outside the Abu Salim prison in Tripoli, Libya, May 2, 2024.", []string{"Abu Salim", "Tripoli", "Libya"}, "Abu Salim")
}

func TestCountryBeforeItsPeople(t *testing.T) {
	// A country before a people's name is a modifier, as before "refugees".
	expectPlaces(t, "Bosnia Croats gather outside the town hall in Mostar, 29.05.2023.", []string{"Mostar"}, "Mostar")
	expectPlaces(t, "Kosovo Albanian refugees wait at a crossing in Kukes, Albania, April 1999.", []string{"Kukes", "Albania"}, "Kukes")
	// Not before the capitalised words of a region's name.
	expectPlaces(t, "Monks pray in Lhasa, Tibet Autonomous Region.", []string{"Lhasa", "Tibet"}, "Lhasa")
}

func TestPortTowns(t *testing.T) {
	// "Port" and a name after a cue of place is a town, with no comma after it.
	expectPlaces(t, "Fishermen land their catch in Port Loko on May 2, 2024.", []string{"Port Loko"}, "Port Loko")
	// Not a port's authority or building.
	expectPlaces(t, "Dockers meet at the Port Authority building in Mombasa on May 2, 2024.", []string{"Mombasa"}, "Mombasa")
}

func TestMonthWordInsideAName(t *testing.T) {
	// A month's abbreviation inside a name that a kind word ends is the name's.
	expectPlaces(t, "Families rebuild homes in Ghoryan village, Kohsan Jan district, on October 9, 2023.", []string{"Ghoryan", "Kohsan Jan"}, "Ghoryan")
	// A date after a place is still a date.
	expectPlaces(t, "Crowds gather in Kabul on Jan 9, 2024.", []string{"Kabul"}, "Kabul")
}

func TestDistrictNamedWithDigits(t *testing.T) {
	expectPlaces(t, "Traders reopen their stalls in the PK12 district of Bangui on 22 March 2024.", []string{"PK12", "Bangui"}, "PK12")
}

func TestPersianEzafe(t *testing.T) {
	// A Persian name's ezafe joins its words: "-e" or "-i" and a capitalised word.
	expectPlaces(t, "Traders sell bread in Mazar-e Sharif, Afghanistan, on 3 May 2024.", []string{"Mazar-e Sharif", "Afghanistan"}, "Mazar-e Sharif")
	expectPlaces(t, "Shops reopen in the Karte-e Seh area of Kabul on 3 May 2024.", []string{"Karte-e Seh", "Kabul"}, "Karte-e Seh")
}

func TestRouteBetweenTwoTowns(t *testing.T) {
	// Two capitalised names joined by a hyphen before a road's or a crossing's word are
	// two towns, known or not.
	expectPlaces(t, "Trucks queue at the Torkham-Landi checkpoint near Jalalabad.", []string{"Torkham", "Landi", "Jalalabad"}, "Torkham")
	expectPlaces(t, "Troops patrol the Gao-Ansongo road near Ansongo.", []string{"Gao", "Ansongo"}, "Ansongo")
	// Not a compound of one name.
	expectPlaces(t, "Families gather in Pétion-Ville on 3 May 2024.", []string{"Pétion-Ville"}, "Pétion-Ville")
}

func TestRiversNamedAfterTowns(t *testing.T) {
	// "River" after a town's or a country's name makes a river's name, kept whole.
	expectPlaces(t, "Boys swim in the Senegal River near Podor.", []string{"Senegal River", "Podor"}, "Podor")
	expectPlaces(t, "Water covers a street after the Kabul River burst its banks in Charsadda.", []string{"Kabul River", "Charsadda"}, "Charsadda")
}

func TestArabicQuarterAfterTown(t *testing.T) {
	// A town's name goes on with "al-" and a capitalised word: its quarter.
	expectPlaces(t, "Troops gather in the Daraa al-Mahatta district of Daraa on July 1, 2018.", []string{"Daraa al-Mahatta", "Daraa"}, "Daraa al-Mahatta")
	// Not a country's name.
	expectPlaces(t, "Viewers watch Syria al-Ghad in Amman.", []string{"Syria", "Amman"}, "Amman")
}

func TestCastlesAndSchools(t *testing.T) {
	// A castle named after a town the gazetteer knows names it.
	expectPlaces(t, "Guards march at Edinburgh Castle on May 3, 2024.", []string{"Edinburgh"}, "Edinburgh")
	// "Elementary" is a school's word: the name before it is the school's.
	expectPlaces(t, "Pupils read at Lincoln Elementary in Fresno on Aug. 7, 2024.", []string{"Fresno"}, "Fresno")
}

func TestDaysAndBodiesNamedLikePlaces(t *testing.T) {
	// A capitalised word before a weekday's name makes a day's name.
	expectPlaces(t, "Shoppers queue outside a store in Leeds. Retailers count on Black Friday sales.", []string{"Leeds"}, "Leeds")
	// A patrol, courts, an exchange.
	expectPlaces(t, "Agents of the Coast Patrol stand on a pier in Galveston.", []string{"Galveston"}, "Galveston")
	expectPlaces(t, "Lawyers leave the Royal Courts of Justice in London.", []string{"London"}, "London")
	expectPlaces(t, "Traders work at the Euronext stock exchange in Paris.", []string{"Paris"}, "Paris")
	// ZUMA's dateline names the Palestinian Territory.
	expectPlaces(t, "July 29, 2014 - Gaza City, Gaza Strip, Palestinian Territory - Smoke rises.", []string{"Gaza City", "Gaza Strip", "Palestinian Territory"}, "Gaza City")
}

func TestPlaceOfADeath(t *testing.T) {
	// Where people were killed is another event's place when a later place of the
	// sentence, after a cue, says where the picture is.
	expectPlaces(t, "Mourners bury soldiers killed in fighting near Bakhmut, at a cemetery in Lviv, May 3, 2023.", []string{"Bakhmut", "Lviv"}, "Lviv")
	expectPlaces(t, "Relatives gather at the funeral of a boy who died in a blast in Jalalabad, in Kabul, May 3, 2023.", []string{"Jalalabad", "Kabul"}, "Kabul")
	// Alone, or before the region that holds it, it is where.
	expectPlaces(t, "Relatives mourn people killed in an airstrike in Saraqeb, Idlib province, May 3, 2019.", []string{"Saraqeb", "Idlib"}, "Saraqeb")
	// "a wounded man" is no event's verb.
	expectPlaces(t, "Medics carry a wounded man in Saraqeb, near Idlib, May 3, 2019.", []string{"Saraqeb", "Idlib"}, "Saraqeb")
}

func TestEnclavesGatesAndStrongholds(t *testing.T) {
	expectPlaces(t, "Migrants climb the fence of the Spanish enclave of Melilla on 3 May 2022.", []string{"Melilla"}, "Melilla")
	expectPlaces(t, "Lorries queue at the Kapikule border gate near Edirne, Turkey.", []string{"Kapikule", "Edirne", "Turkey"}, "Kapikule")
	expectPlaces(t, "Mourners carry the coffin of a fighter killed near Ramadi, in the Shiite stronghold of Kadhimiya, May 3, 2016.", []string{"Ramadi", "Kadhimiya"}, "Kadhimiya")
	// A gang or a cartel named after a place names none.
	expectPlaces(t, "Police patrol a road in Cité Soleil, near Martissant, a stronghold of the Gran Ravine gang.", []string{"Cité Soleil", "Martissant"}, "Cité Soleil")
}

func TestNearAPlaceAndItsCounty(t *testing.T) {
	// The county after a place near the picture is as near: the place is the location.
	expectPlaces(t, "Crews fight a gorse fire near Enniskerry, Co Wicklow, Ireland, April 11, 2025.", []string{"Enniskerry", "Wicklow", "Ireland"}, "Enniskerry")
}

func TestPlacesOfAnEarlierEvent(t *testing.T) {
	// The places of a clause that a span of time and "after" open are an earlier
	// event's.
	expectPlaces(t, "Soldiers gather near the town of Azaz on 21 January 2018, a day after Turkey launched an offensive on the town of Afrin.", []string{"Azaz", "Turkey", "Afrin"}, "Azaz")
	// Alone, the place is where.
	expectPlaces(t, "Residents clear mud in Paiporta, days after floods swept through the town of Paiporta.", []string{"Paiporta"}, "Paiporta")
}

func TestMoreQuarterFacilities(t *testing.T) {
	// A cemetery, a depot, a refinery or a power plant named after its quarter, and a
	// facility "in" a city after a direction.
	expectPlaces(t, "Soldiers carry a coffin at Baikove cemetery in Kyiv on 3 May 2023.", []string{"Baikove", "Kyiv"}, "Baikove")
	expectPlaces(t, "Smoke rises from the Shahr-e Rey fuel depot in southern Tehran on 3 May 2023.", []string{"Shahr-e Rey", "Tehran"}, "Shahr-e Rey")
	expectPlaces(t, "Shoppers walk through the Bakara market in southern Mogadishu.", []string{"Bakara", "Mogadishu"}, "Bakara")
	// Not a firm's plant.
	expectPlaces(t, "Workers leave the Hyundai plant in Montgomery, Alabama.", []string{"Montgomery", "Alabama"}, "Montgomery")
	// The quarter is more specific than the district after "in".
	expectPlaces(t, "Traders sell lanterns at the Dong Xuan market in Hoan Kiem district, Hanoi.", []string{"Dong Xuan", "Hoan Kiem", "Hanoi"}, "Dong Xuan")
}

func TestNamesOfCentralEurope(t *testing.T) {
	// "Grad" after a capitalised word is a town's part, "Grad rockets" a weapon's name.
	expectPlaces(t, "Trams run in the Novi Grad district of Sarajevo.", []string{"Novi Grad", "Sarajevo"}, "Novi Grad")
	expectPlaces(t, "Separatists fired Grad rockets at Sievierodonetsk.", []string{"Sievierodonetsk"}, "Sievierodonetsk")
	// Dutch names with "aan de", "aan den", "op".
	expectPlaces(t, "Residents pile sandbags in Alphen aan den Rijn on 3 May 2023.", []string{"Alphen aan den Rijn"}, "Alphen aan den Rijn")
	expectPlaces(t, "Fans gather in Bergen op Zoom on 3 May 2023.", []string{"Bergen op Zoom"}, "Bergen op Zoom")
	// German streets and squares are no places; dpa's region before the town.
	expectPlaces(t, "Police patrol on Karl-Marx-Allee and Hermannstraße in Berlin.", []string{"Berlin"}, "Berlin")
	expectPlaces(t, "04 June 2024, Saxony, Grimma: Volunteers fill sandbags.", []string{"Saxony", "Grimma"}, "Grimma")
	// Streets, canals, quays and squares in other languages, glued or as a word after
	// the name, are no places either: the town after them is the location.
	expectPlaces(t, "Cyclists cross a bridge over the Herengracht near the Vijzelstraat, Amsterdam, 1961.", []string{"Amsterdam"}, "Amsterdam")
	expectPlaces(t, "Ferries moored along Skeppsbrokajen by Västerlånggatan, Stockholm, 1948.", []string{"Stockholm"}, "Stockholm")
	expectPlaces(t, "A flower stall on Gammeltorv, Copenhagen, 1935.", []string{"Copenhagen"}, "Copenhagen")
	expectPlaces(t, "Trams on Moskovsky Prospekt and Sennaya Plads, Leningrad, 1957.", []string{"Leningrad"}, "Leningrad")
	expectPlaces(t, "Fans celebrate on the Aachener Straße in Cologne on 11 November 2024.", []string{"Cologne"}, "Cologne")
}

func TestUnitsKnownByNumbersAndKampungs(t *testing.T) {
	expectPlaces(t, "Tourists walk through Comuna 8 in Medellín on 3 May 2023.", []string{"Comuna 8", "Medellín"}, "Comuna 8")
	expectPlaces(t, "Fighters hold positions in Sirte's District 1 on 3 May 2016.", []string{"Sirte", "District 1"}, "District 1")
	// "Kampung" is a village's word; "Indigenous" and "Philippine" name no place.
	expectPlaces(t, "Residents wade through floodwater in Kampung Kubang Kerian, Kelantan.", []string{"Kubang Kerian", "Kelantan"}, "Kubang Kerian")
	expectPlaces(t, "Protesters march in the Indigenous neighbourhood of Sutiava in León, Nicaragua.", []string{"Sutiava", "León", "Nicaragua"}, "Sutiava")
	expectPlaces(t, "Troops patrol Marawi, on the southern Philippine island of Mindanao.", []string{"Marawi", "Mindanao"}, "Marawi")
}

func TestRiverUnderABridge(t *testing.T) {
	expectPlaces(t, "Protesters block a bridge over the Sava in Belgrade, Serbia.", []string{"Sava", "Belgrade", "Serbia"}, "Belgrade")
}

func TestNamedAreaOfATown(t *testing.T) {
	// A name no list holds before "area" is a part of a town, more specific than the
	// town of a dateline.
	expectPlaces(t, "KABUL, AFGHANISTAN - MAY 3: Traders sell fruit in the Kote Sangi area on May 3, 2022 in Kabul, Afghanistan.", []string{"KABUL", "AFGHANISTAN", "Kote Sangi"}, "Kote Sangi")
	// A known town before "area" stays a town.
	expectPlaces(t, "Troops advance in the Kupiansk area, Ukraine.", []string{"Kupiansk", "Ukraine"}, "Kupiansk")
}

func TestRiversQuartersAndSettlements(t *testing.T) {
	// "the X River" is a river's name with no other cue, also after a region's name.
	expectPlaces(t, "Homes stand under water in Hitoyoshi after the Kuma River burst its banks.", []string{"Hitoyoshi", "Kuma River"}, "Hitoyoshi")
	expectPlaces(t, "Marines wade across the Helmand River near Garmsir.", []string{"Helmand River", "Garmsir"}, "Garmsir")
	// "Little" and a country's name is a city's quarter.
	expectPlaces(t, "Diners eat outside in Little Italy, New York.", []string{"Little Italy", "New York"}, "Little Italy")
	// "informal settlement" and "Combat Outpost".
	expectPlaces(t, "Children play in the Kibera informal settlement of Nairobi, Kenya.", []string{"Kibera", "Nairobi", "Kenya"}, "Kibera")
	expectPlaces(t, "Soldiers rest at Combat Outpost Keating in Nuristan province.", []string{"Nuristan"}, "Nuristan") // named after a soldier
}

func TestAgesCourtsBaysAndCamps(t *testing.T) {
	// A name followed by an age between commas is a person's.
	expectPlaces(t, "Florence, 34, holds her baby at a clinic in Bunia, Ituri province.", []string{"Bunia", "Ituri"}, "Bunia")
	// A court named after its district names it; a county's courthouse stands in its town.
	expectPlaces(t, "Lawyers arrive at the Tverskoy District Court in Moscow, Russia.", []string{"Tverskoy", "Moscow", "Russia"}, "Tverskoy")
	expectPlaces(t, "Jurors sit at the Cobb County Courthouse in Marietta, Ga., on Aug. 14, 2023.", []string{"Cobb", "Marietta", "Ga"}, "Marietta")
	// "Bay" after a known name is kept; a facility in the region after "in the".
	expectPlaces(t, "Ferries dock in Cardiff Bay, Wales.", []string{"Cardiff Bay", "Wales"}, "Cardiff Bay")
	expectPlaces(t, "Smoke rises from the Afipsky oil refinery in the Krasnodar region.", []string{"Afipsky", "Krasnodar"}, "Afipsky")
	// Camps numbered, and no place in "Protection of Civilians".
	expectPlaces(t, "Refugees queue for rice in Camp 15, Ukhia.", []string{"Camp 15", "Ukhia"}, "Camp 15")
	expectPlaces(t, "Families shelter in the Protection of Civilians site in Bentiu.", []string{"Bentiu"}, "Bentiu")
}

func TestIrishCountiesAndMiles(t *testing.T) {
	// "Co" or "County" before a name makes it a county, wider than a town near it.
	expectPlaces(t, "Fallen trees block the road between Clifden and Leenane Cross, Co Galway, after the storm.", []string{"Clifden", "Galway"}, "Clifden")
	// "Mile" ends a street's name.
	expectPlaces(t, "Pipers play on the Golden Mile in Blackpool, England.", []string{"Blackpool", "England"}, "Blackpool")
}

func TestVenuesFeastsAndCities(t *testing.T) {
	expectPlaces(t, "Fans cheer in Conflans-la-Ville, France.", []string{"Conflans-la-Ville", "France"}, "Conflans-la-Ville")
	expectPlaces(t, "Jun 22, 2025; Jersey City, New Jersey, USA; Fans cheer.", []string{"Jersey City", "New Jersey", "USA"}, "Jersey City")
	expectPlaces(t, "Worshippers pray at Fatehpuri Masjid in Old Delhi.", []string{"Old Delhi"}, "Old Delhi")
	expectPlaces(t, "Pilgrims bathe at the Magh Mela in Prayagraj.", []string{"Prayagraj"}, "Prayagraj")
	expectPlaces(t, "Fans watch at the Olympiastadion in Munich.", []string{"Munich"}, "Munich")
	expectPlaces(t, "Activists of Greenpeace protest in Tromso, Norway.", []string{"Tromso", "Norway"}, "Tromso")
}

func TestGlaciers(t *testing.T) {
	// A capitalised "Glacier" is kept with its name, as "River" is.
	expectPlaces(t, "Scientists drill into the Totten Glacier in East Antarctica.", []string{"Totten Glacier", "East Antarctica"}, "Totten Glacier")
	expectPlaces(t, "Tourists walk on the Aletsch Glacier near Fiesch, Switzerland.", []string{"Aletsch Glacier", "Fiesch", "Switzerland"}, "Fiesch")
}

// TestSeenFrom: the place a picture is taken from ("as seen from Y") is not its
// location when the sentence names before it the place looked at; with none, it is.
func TestSeenFrom(t *testing.T) {
	expectPlaces(t, "Smoke rises over the town of Marjeh, as seen from the village of Qalaat, Lebanon, on Monday.",
		[]string{"Marjeh", "Qalaat", "Lebanon"}, "Marjeh")
	expectPlaces(t, "Smoke rises over the occupied city of Oleshky, as seen from Antonivka, Kherson region, Ukraine.",
		[]string{"Oleshky", "Antonivka", "Kherson", "Ukraine"}, "Oleshky")
	expectPlaces(t, "Fire burns in Shujaiya, viewed from the Zeitoun neighbourhood of Gaza City.",
		[]string{"Shujaiya", "Zeitoun", "Gaza City"}, "Shujaiya")
	expectPlaces(t, "The wrecked bridge is seen from Irpin, in the Kyiv region, on Friday.",
		[]string{"Irpin", "Kyiv"}, "Irpin")
	expectPlaces(t, "Rockets fired from Gaza are intercepted, as seen from Ashdod, Israel.",
		[]string{"Gaza", "Ashdod", "Israel"}, "Ashdod")
}

// TestSeenFromCountry: a country before "seen from" is no place looked at.
func TestSeenFromCountry(t *testing.T) {
	expectPlaces(t, "Trucks block the border bridge between Peru and Chile, as seen from the outskirts of Tacna, Peru.",
		[]string{"Peru", "Chile", "Tacna"}, "Tacna")
}

// TestLocationField: an exported "Location:" field is a place like a dateline, the
// location unless the text names one as specific or more; a valley is a natural
// feature, less specific than a town.
func TestLocationField(t *testing.T) {
	expectPlaces(t, "Farmers drive tractors through the Lech valley. Credit: Anna Huber/dpa Date taken: 02.05.2024. Location: Reutte, Austria.",
		[]string{"Lech", "Reutte", "Austria"}, "Reutte")
	expectPlaces(t, "Volunteers clear mud from a school in Mayschoss. Credit: Anna Huber/dpa Location: Rech, Germany.",
		[]string{"Mayschoss", "Rech", "Germany"}, "Mayschoss")
	expectPlaces(t, "A street party fills the square. Location: Porto, Portugal.", []string{"Porto", "Portugal"}, "Porto")
}

// Countries as they name themselves close local-language datelines and chains like
// their English names; "Italia" and "Suisse" are left out, being parts of names
// ("Plaza Italia", "Giro d'Italia", "Credit Suisse").
func TestCountryEndonyms(t *testing.T) {
	expectPlaces(t, "Granada (España), 12/03/2025.- Dancers perform at a festival. EFE/Ana Ruiz", []string{"Granada", "España"}, "Granada")
	expectPlaces(t, "Trujillo (Perú), 12/03/2025.- Dancers perform at a festival. EFE/Ana Ruiz", []string{"Trujillo", "Perú"}, "Trujillo")
	expectPlaces(t, "Crowds gather in Leipzig, Deutschland, on a cold night.", []string{"Leipzig", "Deutschland"}, "Leipzig")
	expectPlaces(t, "Cyclists ride past the Plaza Italia in Santiago, Chile.", []string{"Santiago", "Chile"}, "Santiago")
}

// A name before a comma and a division marked by its kind word heads a chain from
// the smallest place up, as archives open an entry and as a facility's "of" names
// its village; a world region's "region" marks no division, and a first name stays
// a person's.
func TestDivisionChainHead(t *testing.T) {
	expectPlaces(t, "Kfar Sajna, Maarat al-Numan district, Idlib governorate — A boy stands in the rubble of his home, 4 May 2019.",
		[]string{"Kfar Sajna", "Maarat al-Numan", "Idlib"}, "Kfar Sajna")
	expectPlaces(t, "2019-05-04 | Qastoun, Ghab area, Hama | Farmers flee shelling.", []string{"Qastoun", "Ghab", "Hama"}, "Qastoun")
	expectPlaces(t, "Nurses work in the underground hospital of Tamanaa, Khan Shaykhun district, Idlib governorate, 4 May 2019.",
		[]string{"Tamanaa", "Khan Shaykhun", "Idlib"}, "Tamanaa")
	expectPlaces(t, "Photo Awards 2024, Portraits, Asia region, First Prize. A girl rests in Hanoi, Vietnam.", []string{"Asia", "Hanoi", "Vietnam"}, "Hanoi")
	expectPlaces(t, "Mohammed, Harem district's mayor, speaks to reporters.", []string{"Harem"}, "Harem")
}

// "ward" is a kind of district, capitalised after a city's possessive as Japanese
// English writes it ("Tokyo's Setagaya Ward"); a hospital's ward stays no place.
func TestWard(t *testing.T) {
	expectPlaces(t, "Children play in Osaka's Kita Ward, Japan, on May 5, 2024.", []string{"Osaka", "Kita", "Japan"}, "Kita")
	expectPlaces(t, "Nurses work in a hospital ward in Mosul on May 5, 2024.", []string{"Mosul"}, "Mosul")
}

// A town in capitals and a dash open a dateline when the gazetteer knows the town;
// a slug in capitals does not ("FILE -").
func TestCapsDashDateline(t *testing.T) {
	expectPlaces(t, "EINDHOVEN - Cyclists ride past the station during a strike.", []string{"EINDHOVEN"}, "EINDHOVEN")
	expectPlaces(t, "DEN HAAG — Cyclists ride past the station during a strike.", []string{"DEN HAAG"}, "DEN HAAG")
	expectPlaces(t, "FILE - Cyclists ride past the station in Utrecht during a strike.", []string{"Utrecht"}, "Utrecht")
	expectPlaces(t, "WARNING - Cyclists ride past the station during a strike.", nil, "")
}

// "Old", "New", "Upper" and "Lower" open a town's name no list holds when a comma and
// a capitalised word or a kind word follow it; they stay common words before a
// common noun ("the Old City") and a name a comma and a clause follow ("the Old
// Bailey, where").
func TestAgePrefixTowns(t *testing.T) {
	expectPlaces(t, "Women queue for food in Old Nyakamba, Unity State, South Sudan, 4 May 2022.", []string{"Old Nyakamba", "Unity", "South Sudan"}, "Old Nyakamba")
	expectPlaces(t, "Boys swim in a canal at New Tumbala town on 4 May 2022.", []string{"New Tumbala"}, "New Tumbala")
	expectPlaces(t, "Guards stand outside the Old Bailey, where a trial opened, in London, May 4, 2022.", []string{"London"}, "London")
	expectPlaces(t, "Pilgrims walk through the Old City, Jerusalem, May 4, 2022.", []string{"Jerusalem"}, "Jerusalem")
}

// A name after a "to" with no verb of motion ("her visit to X") that ", in" and a
// known place follow lies in that place, unless "to" follows a verb of speaking
// ("spoke to Smith, in London").
func TestToTownInPlace(t *testing.T) {
	expectPlaces(t, "The envoy ends her visit to Mukebwe, in Congo's Tanganyika province, on May 3, 2024.", []string{"Mukebwe", "Congo", "Tanganyika"}, "Mukebwe")
	expectPlaces(t, "The envoy spoke to Haddad, in Beirut, on May 3, 2024.", []string{"Beirut"}, "Beirut")
}

// Getty's dateline ("CITY, STATE - MONTH DD:") makes its first name a place even when
// its words are common ones ("ORCHARD PARK", "GREEN BAY").
func TestGettyDatelineCommonWords(t *testing.T) {
	expectPlaces(t, "FALLS CHURCH, VIRGINIA - MARCH 02: Voters queue at a school on March 02, 2024 in Falls Church, Virginia.",
		[]string{"FALLS CHURCH", "VIRGINIA"}, "FALLS CHURCH")
}

// A Persian ezafe after a known name makes a longer name ("Baghlan-e Jadid"), not the
// known one and a stray word.
func TestEzafeAfterKnownName(t *testing.T) {
	expectPlaces(t, "Farmers harvest wheat in Herat-e Naw district, May 11, 2024.", []string{"Herat-e Naw"}, "Herat-e Naw")
}

// A lower-case "beach" after a name makes it a place, as "river" does ("Juhu beach").
func TestBeachAfterName(t *testing.T) {
	expectPlaces(t, "Devotees carry an idol to Versova beach on Sept. 17, 2024.", []string{"Versova"}, "Versova")
}

// An event, an exercise or a leak in lower case after a name is named after it: the
// name is no place ("a Garifuna festival", "the Cold Response exercise").
func TestEventNounAfterName(t *testing.T) {
	expectPlaces(t, "Dancers perform at a Garifuna festival in Tela, Honduras, April 12, 2023.", []string{"Tela", "Honduras"}, "Tela")
	expectPlaces(t, "Soldiers take part in the Cold Response exercise in Bardu, Norway, March 3, 2022.", []string{"Bardu", "Norway"}, "Bardu")
	expectPlaces(t, "Divers inspect the Balticconnector leak near Paldiski, Estonia.", []string{"Paldiski", "Estonia"}, "Paldiski")
	// "drill" may be a verb: the name before it stays a place.
	expectPlaces(t, "Researchers from the station at Ny-Ålesund drill an ice core on Svalbard.", []string{"Ny-Ålesund", "Svalbard"}, "Ny-Ålesund")
}

// "X, a <adjectives> village" makes X a place of that kind, as "X, a village" does.
func TestAppositiveKindAfterAdjectives(t *testing.T) {
	expectPlaces(t, "Snow covers the roofs of Kandovan, a small fishing village.", []string{"Kandovan"}, "Kandovan")
	expectPlaces(t, "Tourists photograph Kandovan, a small mountain village.", []string{"Kandovan"}, "Kandovan")
	expectPlaces(t, "Tourists photograph Kandovan, a popular destination for hikers.", nil, "")
}

// A facility named after a known town names the town: a border checkpoint, a
// hospital with a word for its rank, a city hall.
func TestTownFacilityForms(t *testing.T) {
	expectPlaces(t, "Travellers queue at the Narva border checkpoint in Estonia.", []string{"Narva", "Estonia"}, "Narva")
	expectPlaces(t, "Patients wait at the Bunia general hospital in Ituri province, Congo.", []string{"Bunia", "Ituri", "Congo"}, "Bunia")
	expectPlaces(t, "Guests arrive at Bergen City Hall, Norway, May 17, 2023.", []string{"Bergen", "Norway"}, "Bergen")
}

// Indonesia's words for district, regency and urban village open a name and are
// dropped, as "Barangay" is; "the square of X" and "the rooftops of X" cue a place.
func TestIndonesianUnitsAndHeadNouns(t *testing.T) {
	expectPlaces(t, "Residents clear mud in Kecamatan Cibungbulang, Kabupaten Bogor, West Java, Indonesia.", []string{"Cibungbulang", "Bogor", "West Java", "Indonesia"}, "Cibungbulang")
	expectPlaces(t, "People gather on the central square of Karakol, in eastern Kyrgyzstan.", []string{"Karakol", "Kyrgyzstan"}, "Karakol")
	expectPlaces(t, "Snow covers the rooftops of Masal in Gilan province.", []string{"Masal", "Gilan"}, "Masal")
}

func TestPlacesOfCatalogueTitles(t *testing.T) {
	// A name between commas before the date that ends a title is where the picture was
	// taken, known to the gazetteer or too small for it, with its county or island.
	expectPlaces(t, "Loading timber at the mill wharf, Tolaga, 1912.", []string{"Tolaga"}, "Tolaga")
	expectPlaces(t, "Skaters on the frozen canal, Leeuwarden, ca. 1890.", []string{"Leeuwarden"}, "Leeuwarden")
	expectPlaces(t, "Peat carts on the moor road, Balallan, Lewis, 1930s.", []string{"Balallan", "Lewis"}, "Balallan")
	expectPlaces(t, "The new bridge over the river, Dungarvan, 14 June 1911.", []string{"Dungarvan"}, "Dungarvan")
	expectPlaces(t, "A horse fair on the green, Ballinasloe, October 1958.", []string{"Ballinasloe"}, "Ballinasloe")
	// Not a person's first name, nor a name before something other than a date.
	expectPlaces(t, "The Prince of Wales with his brother, George, 1925.", nil, "")
	expectPlaces(t, "A portrait of the family's cook, Margaret, undated.", nil, "")
	expectPlaces(t, "Workers at the mill, Harland said, in a report.", nil, "")
	// A town that heads a record before a street in it.
	expectPlaces(t, "Augsburg, Maximilianstrasse with the fountain, 1952.", []string{"Augsburg"}, "Augsburg")
	expectPlaces(t, "Leipzig, Augustusplatz. Crowds at the opera house, 9 October 1989.", []string{"Leipzig"}, "Leipzig")
}

func TestFairsPartiesAndFieldsOfPlace(t *testing.T) {
	// A fair named after a place names none, like a festival; nor does a
	// party named "Brothers of" a country.
	expectPlaces(t, "Visitors ride the Ferris wheel at the Iowa State Fair in Des Moines on Aug. 12, 2024.", []string{"Des Moines"}, "Des Moines")
	expectPlaces(t, "Brothers of Italy lawmaker Marco Bianchi votes at the Senate in Rome.", []string{"Rome"}, "Rome")
	// A log's or an export's field of place reads its value as a place, up to the
	// next field's label.
	expectPlaces(t, "Shot by Jo Park / Location: Frome, Somerset, UK / Revellers carry lanterns through the town.", []string{"Frome", "Somerset", "UK"}, "Frome")
	// A CMS's labels are no places.
	expectPlaces(t, "Slug: WX-HEAT Hed: Heat grips Nevada Cutline: A worker drinks water in Henderson, Nev., on July 9, 2024.", []string{"Nevada", "Henderson", "Nev"}, "Henderson")
}

func TestDatelinesAndKindsOfOtherLanguages(t *testing.T) {
	// A town with its region in brackets, a comma and a date opens a dateline.
	expectPlaces(t, "Villeneuve-Loubet (Alpes-Maritimes), le 3 octobre 2020. Des pompiers dégagent une route.", []string{"Villeneuve-Loubet", "Alpes-Maritimes"}, "Villeneuve-Loubet")
	expectPlaces(t, "ALGEMESÍ (VALENCIA), 30/10/2024.- Vecinos limpian el barro de una calle.", []string{"ALGEMESÍ", "VALENCIA"}, "ALGEMESÍ")
	// A capital of Latin-1 is the same letter as its small one: one place.
	expectPlaces(t, "MEDELLÍN (COLOMBIA), 12/03/2024.- Vecinos marchan por las calles de Medellín.", []string{"MEDELLÍN", "COLOMBIA"}, "MEDELLÍN")
	// "the streets of" in French and Spanish
	expectPlaces(t, "Des milliers de personnes défilent dans les rues de Carouge le 14 juin 2019.", []string{"Carouge"}, "Carouge")
	expectPlaces(t, "Cientos de vecinos marchan por las calles de Sagunto el 3 de mayo de 2024.", []string{"Sagunto"}, "Sagunto")
	// Italian's "a" is "in" in an Italian caption, and an article in English.
	expectPlaces(t, "Volontari al lavoro a Boncellino, nel comune di Bagnacavallo, dopo l'alluvione del 2023.", []string{"Boncellino", "Bagnacavallo"}, "Boncellino")
	expectPlaces(t, "The vet checked a Boston terrier at a clinic in Denver.", []string{"Denver"}, "Denver")
	// A town heading a caption before an article of a Romance language; Italian's "nei".
	expectPlaces(t, "Torino, la folla in piazza per la festa del patrono, 24 giugno 2024.", []string{"Torino"}, "Torino")
	expectPlaces(t, "Residenti in fila nei Parioli per votare, 9 giugno 2024.", []string{"Parioli"}, "Parioli")
	// A Brazilian state's code in brackets after a town: both are places.
	expectPlaces(t, "Moradores retiram móveis no bairro Mathias Velho, em Canoas (RS), em 9 de maio de 2024.", []string{"Mathias Velho", "Canoas", "RS"}, "Mathias Velho")
	expectPlaces(t, "Barcos encalhados em Tefé (AM), em 2 de outubro de 2023.", []string{"Tefé", "AM"}, "Tefé")
	// The code may end the text, as the credit after it is cut off.
	expectPlaces(t, "Garimpeiros abrem cava em Itaituba (PA)", []string{"Itaituba", "PA"}, "Itaituba")
	// German: a weekday after "am" ends the name; a kind word after a comma in a chain.
	expectPlaces(t, "Plakate in Graz am Donnerstag, 26. September 2024. APA/NAME", []string{"Graz"}, "Graz")
	expectPlaces(t, "Volunteers clear mud in Dernau, Landkreis Ahrweiler, Rhineland-Palatinate, on 20 July 2021.", []string{"Dernau", "Ahrweiler", "Rhineland-Palatinate"}, "Dernau")
}

func TestSidesWatersAndLongerNames(t *testing.T) {
	// "between" after a word of dealing or conflict names the sides, not where the
	// picture is; people returning to a place are pictured there.
	expectPlaces(t, "Families returning to Kfar Kila, south Lebanon, unload mattresses, a day after a ceasefire between Israel and Hezbollah took effect.", []string{"Kfar Kila", "Lebanon", "Israel"}, "Kfar Kila")
	expectPlaces(t, "Trucks queue on the road between Kherson and Mykolaiv.", []string{"Kherson", "Mykolaiv"}, "Kherson")
	// A strait, gulf, bay, sea or isle "of" a name is one name, known or not; the town
	// it is named after is no place of its own.
	expectPlaces(t, "A ferry sails through the Strait of Otranto on Monday.", []string{"Strait of Otranto"}, "Strait of Otranto")
	expectPlaces(t, "A cargo ship waits in the Gulf of Riga, off Latvia.", []string{"Gulf of Riga", "Latvia"}, "Gulf of Riga")
	// Two particles inside a name read on; a town's point of the compass after it.
	expectPlaces(t, "Steam rises from the Cerro de la Silla, near Monterrey.", []string{"Cerro de la Silla", "Monterrey"}, "Cerro de la Silla")
	expectPlaces(t, "Vendors sell fruit at a market in Santo Domingo Oeste on March 3, 2024.", []string{"Santo Domingo Oeste"}, "Santo Domingo Oeste")
	expectPlaces(t, "Sheep graze on Salisbury Plain, Wiltshire.", []string{"Salisbury Plain", "Wiltshire"}, "Salisbury Plain")
}

func TestRiversReservesDatelinesAndFacilities(t *testing.T) {
	// "the River X" names a river with no cue, and gives X, as "Mount X" does; a town
	// of such a name has no "the".
	expectPlaces(t, "Cars are stranded in Tewkesbury after the River Avon rose overnight.", []string{"Tewkesbury", "Avon"}, "Tewkesbury")
	expectPlaces(t, "Anglers line the bank in River Falls, Wis., on Saturday.", []string{"River Falls", "Wis"}, "River Falls")
	// A Canadian reserve's name holds "First Nation".
	expectPlaces(t, "Water trucks arrive in Kashechewan First Nation, Ont., on Tuesday.", []string{"Kashechewan First Nation", "Ont"}, "Kashechewan First Nation")
	// A name before a region and a country, each after a comma, opens a caption.
	expectPlaces(t, "Staithes, North Yorkshire, UK. 3rd May 2024. Cobles rest on the slipway.", []string{"Staithes", "North Yorkshire", "UK"}, "Staithes")
	// A local paper's dateline in capitals before a long dash; no slug.
	expectPlaces(t, "HESSTON — Volunteers sort donations at the fire hall on Friday.", []string{"HESSTON"}, "HESSTON")
	expectPlaces(t, "EXCLUSIVE — Volunteers sort donations at the fire hall on Friday.", nil, "")
	// A ship's name is no place.
	expectPlaces(t, "The cargo ship Rostov rests at a quay in Sevastopol, Crimea.", []string{"Sevastopol", "Crimea"}, "Sevastopol")
	// A facility named after a place, in or near another that says where, is at the
	// place of its name.
	expectPlaces(t, "Bombers stand on the apron of the Engels air base near Saratov, Russia, in a satellite image.", []string{"Engels", "Saratov", "Russia"}, "Engels")
	expectPlaces(t, "Smoke rises from the Sloviansk thermal power plant in the Donetsk region.", []string{"Sloviansk", "Donetsk"}, "Sloviansk")
	// "la plage de", "la zona de", "aux abords de" put the picture at the place.
	expectPlaces(t, "Des enfants jouent sur la plage de Joal, au sud de Mbour.", []string{"Joal", "Mbour"}, "Joal")
	expectPlaces(t, "Bomberos combaten el fuego en la zona de Lago Puelo, cerca de Esquel.", []string{"Lago Puelo", "Esquel"}, "Lago Puelo")
}

func TestVenuesOfShowsAndMemorials(t *testing.T) {
	// A theater (American spelling), a gala, a cenotaph and a German trade fair's
	// grounds are no places.
	expectPlaces(t, "A singer performs at Orpheum Theater in Memphis, Tenn.", []string{"Memphis", "Tenn"}, "Memphis")
	expectPlaces(t, "Designers arrive at the Tate Gala at the museum in London.", []string{"London"}, "London")
	expectPlaces(t, "Leaders lay wreaths at the Cenotaph for the Victims in Nagasaki.", []string{"Nagasaki"}, "Nagasaki")
	expectPlaces(t, "Visitors walk through Messe Berlin in Berlin on Friday.", []string{"Berlin"}, "Berlin")
}

func TestBarangaysDistrictsAndViewpoints(t *testing.T) {
	// "Brgy." is a barangay's abbreviation: its name follows.
	expectPlaces(t, "Voters queue at a school in Brgy. Bagong Silang, Caloocan, on Monday.", []string{"Bagong Silang", "Caloocan"}, "Bagong Silang")
	// A capitalised "Central" before a known place is part of its name.
	expectPlaces(t, "Riders wait at a station in Central Jakarta on Friday.", []string{"Central Jakarta"}, "Central Jakarta")
	// A subject named with no cue and then "photographed from" or "as seen from" a
	// place is the picture's place; after "is seen from", the place seen from is.
	expectPlaces(t, "Ash rises over Mount Merapi, photographed from Kaliurang village on Monday.", []string{"Merapi", "Kaliurang"}, "Merapi")
	expectPlaces(t, "The Kilauea volcano erupts, as seen from Volcano village on Monday.", []string{"Kilauea", "Volcano"}, "Kilauea")
	expectPlaces(t, "The ruined bridge is seen from Irpin on Monday.", []string{"Irpin"}, "Irpin")
}

func TestArchiveHeaders(t *testing.T) {
	// "COUNTRY. Place. Time." opens an archive's caption: the place is the location
	// unless the text names a more specific one.
	expectPlaces(t, "BOLIVIA. Llallagua. 1986. Miners rest at the mouth of a shaft after a shift.", []string{"BOLIVIA", "Llallagua"}, "Llallagua")
	expectPlaces(t, "BOLIVIA. Llallagua. June 1986. Miners rest outside the canteen in the Catavi camp of the mine.", []string{"BOLIVIA", "Llallagua", "Catavi"}, "Catavi")
	expectPlaces(t, "SYRIA. Manbij (Menbij). Spring 2017. Fighters search cars at a checkpoint.", []string{"SYRIA", "Manbij", "Menbij"}, "Manbij")
	// The place may be followed by its region after a comma.
	expectPlaces(t, "BOLIVIA. Llallagua, Potosí Province. 1986. Miners rest at the mouth of a shaft.", []string{"BOLIVIA", "Llallagua", "Potosí"}, "Llallagua")
	expectPlaces(t, "GUATEMALA. Nebaj, El Quiché. 1983. Women carry firewood past soldiers.", []string{"GUATEMALA", "Nebaj", "El Quiché"}, "Nebaj")
	// With no time after it, the place opens no header.
	expectPlaces(t, "BOLIVIA. Llallagua miners rest at the mouth of a shaft.", []string{"BOLIVIA"}, "BOLIVIA")
}

func TestBasesFacilitiesPossessivesAndPersons(t *testing.T) {
	// "Contingency Operating Base X": the base's name is X.
	expectPlaces(t, "Soldiers lower the flag at Contingency Operating Base Basra, April 30, 2009.", []string{"Basra"}, "Basra")
	// A base's dateline in capitals names its town.
	expectPlaces(t, "AL UDEID AIR BASE, Qatar -- Airmen load a jet, Jan. 13, 2020.", []string{"AL UDEID", "Qatar"}, "AL UDEID")
	expectPlaces(t, "AL TANF GARRISON, Syria -- Marines fire a mortar, Sept. 7, 2018.", []string{"AL TANF", "Syria"}, "AL TANF")
	// A quarter's facility put in its town needs no cue: "of X prison, north of Y".
	expectPlaces(t, "Families search the cells of Saydnaya prison, north of Damascus, on 9 December 2024.", []string{"Saydnaya", "Damascus"}, "Damascus")
	// "Homs' al-Khalidiya": a possessive of a name in s before a particle.
	expectPlaces(t, "Residents clear rubble in Homs' al-Khalidiya neighbourhood on January 4, 2025.", []string{"Homs", "al-Khalidiya"}, "al-Khalidiya")
	// A town's name, a hyphened surname and an age make a person.
	expectPlaces(t, "Florence Jean-Louis, 47, sits with her grandchildren in Port-au-Prince, Haiti, on August 16, 2023.", []string{"Port-au-Prince", "Haiti"}, "Port-au-Prince")
	// A family's name before "family" names no place; nor does "Illustrative:".
	expectPlaces(t, "Relatives search the rubble of the Abu Naser family home in Beit Lahia on 31 October 2023.", []string{"Beit Lahia"}, "Beit Lahia")
	expectPlaces(t, "Illustrative: Palestinians inspect a torched car in the village of Turmus Ayya, June 21, 2023.", []string{"Turmus Ayya"}, "Turmus Ayya")
	// A Red Crescent society named after its country names no place.
	expectPlaces(t, "Palestine Red Crescent paramedics search the rubble in Bani Suheila on 9 January 2024.", []string{"Bani Suheila"}, "Bani Suheila")
}

func TestCapitalColonDatelinesAndOtherNames(t *testing.T) {
	// A town in capitals before a colon, or before an agency in brackets and a colon,
	// opens a dateline, as Pakistan's and Afghanistan's papers write it; a label does not.
	expectPlaces(t, "DADU: Families take shelter on an embankment on Sept 5.", []string{"DADU"}, "DADU")
	expectPlaces(t, "MAZAR-E-SHARIF (Pajhwok): Candidates sit an exam on Thursday.", []string{"MAZAR-E-SHARIF"}, "MAZAR-E-SHARIF")
	expectPlaces(t, "UPDATE: Candidates sit an exam on Thursday.", nil, "")
	// "formerly", "now", "also" before a town's other name in brackets.
	expectPlaces(t, "A widow stands at her gate in Toretsk (formerly Dzerzhynsk), Donetsk region, in 2018.", []string{"Toretsk", "Dzerzhynsk", "Donetsk"}, "Toretsk")
	// Floods named after a town are an event; a bazaar names the town it is of.
	expectPlaces(t, "A woman who lost her home in the Derna floods receives blankets in Al-Bayda on Monday.", []string{"Al-Bayda"}, "Al-Bayda")
	expectPlaces(t, "Men play dominoes at a teahouse in the old bazaar of Sulaimaniyah on 14 February 2023.", []string{"Sulaimaniyah"}, "Sulaimaniyah")
}

func TestMoreKindWordsMonthsAndPeoplesRegions(t *testing.T) {
	// Kind words of other countries' units.
	expectPlaces(t, "Rescuers search the rubble in douar Tagadirt, Al Haouz province, on Sunday.", []string{"Tagadirt", "Al Haouz"}, "Tagadirt")
	expectPlaces(t, "Soldiers seize weapons in a house of ejido El Pozo, Culiacán, on Friday.", []string{"El Pozo", "Culiacán"}, "El Pozo")
	expectPlaces(t, "Families shelter in the Munigi groupement near Goma on Friday.", []string{"Munigi", "Goma"}, "Munigi")
	expectPlaces(t, "Voters queue in Tavush marz on Sunday.", []string{"Tavush"}, "Tavush")
	// A numbered kebele or area after a cue is a place.
	expectPlaces(t, "Residents queue for bread in Kebele 14 on Friday.", []string{"Kebele 14"}, "Kebele 14")
	// The Ethiopian calendar's months name no place.
	expectPlaces(t, "Families shelter in Mekelle on Miyazia 27, 2015 E.C.", []string{"Mekelle"}, "Mekelle")
	// A people's name before "region" names the region, not before "region of".
	expectPlaces(t, "Herders gather near Warder, Dollo zone, Somali region, in 2022.", []string{"Warder", "Dollo", "Somali"}, "Warder")
	expectPlaces(t, "Officials met in the Kurdish region of Iraq on Monday.", []string{"Iraq"}, "Iraq")
}

func TestPersianAndIslamicMonths(t *testing.T) {
	// The months of the Persian and Islamic calendars name no place.
	expectPlaces(t, "Residents protest in Susangerd, Khuzestan, on 25 Tir 1400.", []string{"Susangerd", "Khuzestan"}, "Susangerd")
	expectPlaces(t, "Pilgrims arrive in Karbala on 20 Safar 1446 AH (25 August 2024).", []string{"Karbala"}, "Karbala")
	// Nor do the months of Nepal's calendar.
	expectPlaces(t, "The minister takes the oath in Maharajgunj, Kathmandu, on Bhadra 27, 2082 (September 12, 2025).", []string{"Maharajgunj", "Kathmandu"}, "Maharajgunj")
}

func TestRiversBesideTowns(t *testing.T) {
	// "the River X" is a feature: a town named in or near it is where the picture was
	// taken, and the feature's word is dropped.
	expectPlaces(t, "Families lay wreaths at the garden beside the River Strule in Omagh, Co Tyrone, on August 15, 2023.", []string{"Strule", "Omagh", "Tyrone"}, "Omagh")
	expectPlaces(t, "A sign stands at the end of the bridge over the River Foyle in Derry, March 14, 2023.", []string{"Foyle", "Derry"}, "Derry")
}

func TestWaysAndShops(t *testing.T) {
	// "X Way" is a street, and a shop named after a place names none.
	expectPlaces(t, "A tourist signs the peace wall on Cupar Way in west Belfast, Northern Ireland, April 5, 2023.", []string{"Belfast", "Northern Ireland"}, "Belfast")
	expectPlaces(t, "Police find a pipe bomb beside a gate on Lanark Way in west Belfast, March 13, 2024.", []string{"Belfast"}, "Belfast")
	expectPlaces(t, "Supporters rally in Half-Way Tree, St Andrew, on August 31, 2025.", []string{"Half-Way Tree", "St Andrew"}, "Half-Way Tree")
	expectPlaces(t, "People queue outside a Himali Supermarket outlet in Koteshwor, Sept. 10, 2025.", []string{"Koteshwor"}, "Koteshwor")
}

func TestSpanishRuralUnits(t *testing.T) {
	// Colombia's veredas, corregimientos and resguardos and Ecuador's parroquias and
	// cantones are kind words, before the name with or without "de".
	expectPlaces(t, "Campesinos arrancan matas de coca en la vereda Pueblo Nuevo, en Tumaco (Nariño), el 22 de agosto de 2019.", []string{"Pueblo Nuevo", "Tumaco", "Nariño"}, "Pueblo Nuevo")
	expectPlaces(t, "Un soldado vigila el muelle en el corregimiento de La Gabarra, en Tibú, el 28 de enero de 2025.", []string{"La Gabarra", "Tibú"}, "La Gabarra")
	expectPlaces(t, "Guardias indígenas arrancan matas de coca en el resguardo de Huellas, en Caloto (Cauca), en marzo de 2021.", []string{"Huellas", "Caloto", "Cauca"}, "Huellas")
	expectPlaces(t, "Militares patrullan junto a la parroquia Mataje, del cantón San Lorenzo, el 3 de abril de 2018.", []string{"Mataje", "San Lorenzo"}, "Mataje")
	expectPlaces(t, "An observer seals a container in the vereda of Buenavista, near Mesetas, Colombia, June 27, 2017.", []string{"Buenavista", "Mesetas", "Colombia"}, "Buenavista")
}

func TestParticiplesAfterArticles(t *testing.T) {
	// A verb of place in the past participle after an article is an adjective: the
	// name after it is no place it cues.
	expectPlaces(t, "Townspeople crowd the airstrip in Zintan, Libya, to greet the plane carrying the captured Seif al-Islam Gadhafi, Nov. 19, 2011.", []string{"Zintan", "Libya"}, "Zintan")
	expectPlaces(t, "Troops captured Bakhmut after months of fighting, May 20, 2023.", []string{"Bakhmut"}, "Bakhmut")
}

func TestNameOpenersBeforeKnownNames(t *testing.T) {
	// A word that opens Spanish, Portuguese and Arabic names of places, right before a
	// known name, makes another place of it.
	expectPlaces(t, "A police officer checks papers in Villa El Salvador, a district of Lima, Peru, March 18, 2025.", []string{"Villa El Salvador", "Lima", "Peru"}, "Villa El Salvador")
	expectPlaces(t, "Youths burn tyres in the La Victoria shantytown of southern Santiago, 4 September 1984.", []string{"La Victoria", "Santiago"}, "La Victoria")
	expectPlaces(t, "Fighters ride through the Bab Tobruk district of Derna, Libya, June 28, 2018.", []string{"Bab Tobruk", "Derna", "Libya"}, "Bab Tobruk")
	// Nor a building named after the country and put in its town.
	expectPlaces(t, "The president meets the envoy at Villa Somalia in Mogadishu on 12 December 2022.", []string{"Somalia", "Mogadishu"}, "Mogadishu")
	// Not a word of no such kind, nor across a comma.
	expectPlaces(t, "Rowers train on Lake Geneva in Geneva, Switzerland, May 2, 2024.", []string{"Geneva", "Switzerland"}, "Geneva")
}

func TestLaterChainNarrowsADatelinesCountry(t *testing.T) {
	// The dateline puts the town in its country; the text's chain puts it in a district
	// of that country, which is then no rival for the location.
	expectPlaces(t, "BIRTAMOD, Nepal (AP) — Mourners walk through the main market in Birtamod, Jhapa district, in eastern Nepal, Friday, Sept. 12, 2025.", []string{"BIRTAMOD", "Nepal", "Jhapa"}, "BIRTAMOD")
}

func TestDepartments(t *testing.T) {
	// "department" in lower case is the kind word of Colombia's, Honduras's or
	// Bolivia's regions; capitalised, an office's name.
	expectPlaces(t, "Soldiers patrol a road in Colombia's Meta department, June 27, 2017.", []string{"Colombia", "Meta"}, "Meta")
	expectPlaces(t, "Refugees wait in Mocorón, in the Gracias department of Honduras, Jan. 24, 1982.", []string{"Mocorón", "Gracias", "Honduras"}, "Mocorón")
	expectPlaces(t, "This photo provided by the California Department of Transportation shows a road that collapsed near Big Sur, Calif., Saturday, March 30, 2024.", []string{"Big Sur", "Calif"}, "Big Sur")
}

func TestSpanishTownOfABracketedRegion(t *testing.T) {
	// "de X (Region)": a town put in its department or province.
	expectPlaces(t, "Excombatientes dejan la vereda Santa Lucía, de Ituango (Antioquia), el 15 de julio de 2020.", []string{"Santa Lucía", "Ituango", "Antioquia"}, "Santa Lucía")
	expectPlaces(t, "Un guardia vigila el ingreso a la cárcel en Bogotá tras el traslado desde la cárcel de Cómbita (Boyacá).", []string{"Bogotá", "Cómbita", "Boyacá"}, "Bogotá")
	// Not a person's name, nor after "of".
	expectPlaces(t, "The coach of Juan Pérez (Antioquia) speaks to reporters in Bogotá.", []string{"Bogotá"}, "Bogotá")
}

func TestBombingsAndMassacresNamedAfterPlaces(t *testing.T) {
	// A bombing or a massacre named after where it happened is the event, not a place
	// the caption names for the picture.
	expectPlaces(t, "A man whose uncle was shot dead in the Kingsmill massacre lays a wreath at the memorial near Bessbrook, Co Armagh, January 5, 2024.", []string{"Bessbrook", "Armagh"}, "Bessbrook")
	expectPlaces(t, "Survivors of those killed in the Monaghan bombings gather at the memorial in Dublin, May 17, 2024.", []string{"Dublin"}, "Dublin")
}

func TestDeMayo(t *testing.T) {
	// "de Mayo" is Spanish's May, not Ireland's county.
	expectPlaces(t, "Miners block traffic in Plaza Dos de Mayo, in downtown Lima, on Tuesday.", []string{"Lima"}, "Lima")
	expectPlaces(t, "Cattle graze near Castlebar, County Mayo, on May 3, 2024.", []string{"Castlebar", "Mayo"}, "Castlebar")
}

func TestSlashAliasesAndTheLoC(t *testing.T) {
	// A known name after a place and a slash is its other name; "the LoC" is the line
	// of control, no place.
	expectPlaces(t, "Relatives walk through the Bogside in Derry/Londonderry on January 29, 2023.", []string{"Bogside", "Derry", "Londonderry"}, "Bogside")
	expectPlaces(t, "A villager shows a shell splinter after firing from across the LoC at Kalsian village, Oct. 24, 2018.", []string{"Kalsian"}, "Kalsian")
}

func TestQuartersPoliceStationsAndGraveyards(t *testing.T) {
	// A police station or a graveyard named after its quarter, put in its town or in
	// "the capital", names the quarter, the more specific place.
	expectPlaces(t, "People look at the burnt-out Jatrabari police station in Dhaka on 06.08.2024.", []string{"Jatrabari", "Dhaka"}, "Jatrabari")
	expectPlaces(t, "Relatives pray at the graves at the Rayer Bazar graveyard in the capital yesterday.", []string{"Rayer Bazar"}, "Rayer Bazar")
	// Not a station of another kind.
	expectPlaces(t, "Commuters wait at the Metropark station in Iselin, N.J., on Monday.", []string{"Iselin", "N.J."}, "Iselin")
}

func TestTheTownAfterAName(t *testing.T) {
	// "X, the town at the foot of Y" cues X as "X, a town" does; not "X, the village
	// chief", a person.
	expectPlaces(t, "Tourists board a train out of Aguas Calientes, the town at the foot of the ruins, on Jan. 21, 2023.", []string{"Aguas Calientes"}, "Aguas Calientes")
	expectPlaces(t, "Villagers listen to Ahmed Karimi, the village chief, in Herat, Afghanistan, May 2, 2024.", []string{"Herat", "Afghanistan"}, "Herat")
}

func TestStreetsPlansRangesAndDemonyms(t *testing.T) {
	// "Jalan" and "Praça" open a street's or a square's name; a plan named after a
	// person or a place names none; "Hindu Kush" and "North-West Frontier" are regions;
	// "Papuan" is a demonym.
	expectPlaces(t, "Police guard a dormitory on Jalan Kalasan in Surabaya, East Java, Aug. 17, 2019.", []string{"Surabaya", "East Java"}, "Surabaya")
	expectPlaces(t, "Agentes dispersam usuários na Praça Princesa Isabel, na região da Cracolândia, em 2022.", []string{"Cracolândia"}, "Cracolândia")
	expectPlaces(t, "Voters queue in Strovolos, Nicosia, to vote on the Annan Plan, April 24, 2004.", []string{"Strovolos", "Nicosia"}, "Strovolos")
	expectPlaces(t, "Soldiers rest near Bamiyan in the Hindu Kush, Afghanistan, in 1986.", []string{"Bamiyan", "Hindu Kush", "Afghanistan"}, "Bamiyan")
	expectPlaces(t, "Refugees queue at the camp near Peshawar, in Pakistan's North-West Frontier Province, in 1985.", []string{"Peshawar", "Pakistan", "North-West Frontier"}, "Peshawar")
	expectPlaces(t, "Papuan students rally in Jayapura on Aug. 29, 2019.", []string{"Jayapura"}, "Jayapura")
}

func TestOldWireSlugs(t *testing.T) {
	// The place of a Reuters slug after its last colon, and the place after a UPI
	// slug, are a dateline's.
	expectPlaces(t, "TER02:SOVIET-AFGHANISTAN:TERMEZ,15FEB89 - Soviet armoured vehicles roll off the Friendship Bridge over the Amu Darya. REUTER/Dana Roe", []string{"AFGHANISTAN", "TERMEZ", "Amu Darya"}, "TERMEZ")
	expectPlaces(t, "BA3-3/24/76 BUENOS AIRES, Argentina: Troops stand guard. The president was flown to a residence in Neuquén province. UPI TELEPHOTO", []string{"BUENOS AIRES", "Argentina", "Neuquén"}, "BUENOS AIRES")
}

func TestSuburbsOfKnownCitiesAndOilFields(t *testing.T) {
	// "the Nicosia suburb of Kaimakli": the city the gazetteer knows holds the quarter;
	// an oil field named after its place, south of a city, is that place.
	expectPlaces(t, "A soldier looks from a post in the Nicosia suburb of Kaimakli on August 16, 1974.", []string{"Nicosia", "Kaimakli"}, "Kaimakli")
	expectPlaces(t, "A firefighter walks past a blazing wellhead in the Burgan oil field, south of Kuwait City, on March 9, 1991.", []string{"Burgan", "Kuwait City"}, "Burgan")
}

func TestPortugueseResidentsAndCommunities(t *testing.T) {
	// "Moradores do X" and "na comunidade da X" head a place as "residents of X" does.
	expectPlaces(t, "Moradores do Complexo do Alemão, na zona norte do Rio, fazem ato em 10 de novembro de 2025.", []string{"Complexo do Alemão", "Rio"}, "Complexo do Alemão")
	expectPlaces(t, "Policiais fazem buscas na comunidade da Vila Cruzeiro, no Complexo da Penha, zona norte do Rio de Janeiro, em 2022.", []string{"Vila Cruzeiro", "Complexo da Penha", "Rio de Janeiro"}, "Vila Cruzeiro")
}

func TestFrenchFacilitiesOfPlaces(t *testing.T) {
	// A French station's or post's word in lower case before "de" or "d'", or the word
	// after it saying what it serves, heads the place after it; capitalised, it opens
	// a name. "Volontaires" opens no place's name.
	expectPlaces(t, "Des voyageurs attendent à la gare routière de Sogoniko, ce vendredi.", []string{"Sogoniko"}, "Sogoniko")
	expectPlaces(t, "Le général visite les troupes au poste militaire d'Assamaka, dans la région d'Agadez, le 18 avril 2024.", []string{"Assamaka", "Agadez"}, "Assamaka")
	expectPlaces(t, "Le capitaine s'adresse aux Volontaires lors d'une visite à Djibo, le 10 juin 2023.", []string{"Djibo"}, "Djibo")
	expectPlaces(t, "Travellers queue at the Gare du Midi terminal in Brussels, Belgium, on 14 March 2024.", []string{"Brussels", "Belgium"}, "Brussels")
}

func TestHyphenedModifiersOfUnknownNames(t *testing.T) {
	// A name the dictionary does not know, glued to "-class", "-based", "-flagged" and
	// the like, qualifies what follows: no place.
	expectPlaces(t, "A missile is fired from the Ticonderoga-class cruiser over the Red Sea, Feb. 6, 2024.", []string{"Red Sea"}, "Red Sea")
	expectPlaces(t, "Fighters of a Tajoura-based brigade patrol in Tripoli, Libya, May 3, 2023.", []string{"Tripoli", "Libya"}, "Tripoli")
}

func TestPlacesInTownsAcrossAppositions(t *testing.T) {
	// "X, a village in Y" puts X in Y: X is the more specific place.
	expectPlaces(t, "Prince Harry talks to pupils at a school in Leorani, a village in Gorkha district, Nepal, March 22, 2016.", []string{"Leorani", "Gorkha", "Nepal"}, "Leorani")
}

func TestBorderCrossingsNamedAfterTwoTowns(t *testing.T) {
	// "the X-Y border crossing" names two towns, as "the X-Y checkpoint" does.
	expectPlaces(t, "Migrants walk near the Bapska-Berkasovo border crossing, Croatia, on Sept. 19, 2015.", []string{"Bapska", "Berkasovo", "Croatia"}, "Bapska")
}

func TestLodgesAndMiningFirms(t *testing.T) {
	// A lodge and a mining firm named after places name none.
	expectPlaces(t, "Burnt-out cars stand outside the Amarula Lodge in Palma, where people sheltered during the attack.", []string{"Palma"}, "Palma")
	expectPlaces(t, "Guards patrol the edge of the Montepuez Ruby Mining concession near Namanhumbir, in Montepuez district, in February 2018.", []string{"Namanhumbir", "Montepuez"}, "Namanhumbir")
}

func TestQuartersAfterTheCitysPossessive(t *testing.T) {
	// "the city's" (the town's, the capital's) names no place: the cue before it
	// reaches the quarter after it, which is then more specific than the dateline's
	// city. Only a quarter named by its kind word: "on the capital's Champ de Mars
	// square" names no place.
	expectPlaces(t, "KARAMAN, TURKEY - MARCH 07: Rubble lies in the street in the city's Yenidere district on March 07, 2023 in Karaman, Turkey.", []string{"KARAMAN", "TURKEY", "Yenidere"}, "Yenidere")
	expectPlaces(t, "Residents queue for water in the capital's Hay al-Nour neighbourhood, Iraq, on 4 June 2024.", []string{"Hay al-Nour", "Iraq"}, "Hay al-Nour")
	expectPlaces(t, "Guards stand near the palace on the capital's Champ de Mars square in Port-au-Prince, Haiti, on April 25, 2024.", []string{"Port-au-Prince", "Haiti"}, "Port-au-Prince")
}

func TestQuarterBeforeARestatedDateline(t *testing.T) {
	// A dateline's city that the text restates ("on DATE in Yangon, Myanmar") no
	// longer wins a tie by coming first against a place of the text that a cue and a
	// kind word of a town or a quarter name; a region's name, whatever words call it,
	// still does not outrank the city.
	expectPlaces(t, "YANGON, MYANMAR - FEBRUARY 17: Protesters block a road with parked cars in Kamayut township during a demonstration on February 17, 2021 in Yangon, Myanmar.", []string{"YANGON", "MYANMAR", "Kamayut"}, "Kamayut")
	expectPlaces(t, "SHIRE, Ethiopia (AP) — People who fled fighting in towns of western Tigray wait for food at a school in Shire, in the Tigray region of northern Ethiopia, Saturday, March 13, 2021.", []string{"SHIRE", "Ethiopia", "Tigray"}, "SHIRE")
}

func TestTitleCaseDatelinesWithADash(t *testing.T) {
	// A title-case name that opens the caption before an em or en dash and a capital,
	// or before a colon after a space (French typography), is a dateline's place even
	// when no list holds it; a common word or a lower-case word after the dash is no
	// dateline.
	expectPlaces(t, "Tiznit – Des camions franchissent le poste-frontière, le samedi 14 novembre 2020. (MAP)", []string{"Tiznit"}, "Tiznit")
	expectPlaces(t, "Ouarzazate : des touristes visitent la kasbah, le samedi 12 août 2023.", []string{"Ouarzazate"}, "Ouarzazate")
	expectPlaces(t, "Protesters — many of them students — march through the city, 14/06/2016.", nil, "")
	expectPlaces(t, "Residents – Members of the civil defence search the rubble, 14/06/2016.", nil, "")
}

func TestTownAfterAStreet(t *testing.T) {
	// A name after a street's name and a comma, before a comma, a full stop or the
	// end, is the street's town, as archives write it; a common word there is not.
	expectPlaces(t, "Title: Market Street, Kilrush, Co. Clare. Photographer: John Doe. Date: ca. 1890.", []string{"Kilrush", "Clare"}, "Kilrush")
	expectPlaces(t, "Firemen play hoses on the ruins of Bedford Street, Exeter, the morning after the raid of 4 May 1942.", []string{"Exeter"}, "Exeter")
	expectPlaces(t, "Crowds gather on Downing Street, Monday.", nil, "")
}

func TestKurdistanRegion(t *testing.T) {
	// "the Kurdistan Region" drops its kind word as "the Central Region" does; the
	// formal "Kurdistan Region of Iraq" keeps it.
	expectPlaces(t, "Men play dominoes at a teahouse in Sulaimaniyah, in Iraq's Kurdistan Region, on 14 February 2023.", []string{"Sulaimaniyah", "Iraq", "Kurdistan"}, "Sulaimaniyah")
	expectPlaces(t, "Women attend a ceremony in Zakho, Kurdistan Region of Iraq, August 3, 2023.", []string{"Zakho", "Kurdistan Region", "Iraq"}, "Zakho")
}

func TestObjectNameLabel(t *testing.T) {
	// An exported record's "Object Name:" field is a label, not a dateline's place.
	expectPlaces(t, "Object Name: Flood damage Caption: Cars lie piled up in a street of Paiporta, Spain, October 31, 2024.", []string{"Paiporta", "Spain"}, "Paiporta")
}

func TestPiersDocksAndBeachesOfATown(t *testing.T) {
	// "the pier of X", "the dock of X", "the beach of X" put the picture in X, as
	// "the port of X" does.
	expectPlaces(t, "Migrants sleep in tents on the pier of Arinaga, on the island of Gran Canaria, Spain, November 10, 2020.", []string{"Arinaga", "Gran Canaria", "Spain"}, "Arinaga")
	expectPlaces(t, "Divers search the water beside the dock of Tamaduste, on El Hierro in the Canary Islands, 28 September 2024.", []string{"Tamaduste", "El Hierro", "Canary Islands"}, "Tamaduste")
	expectPlaces(t, "Soccorritori davanti alla spiaggia di Praialonga, in provincia di Crotone, 26 febbraio 2023.", []string{"Praialonga", "Crotone"}, "Praialonga")
}

func TestMarketsTerracesAndLandingSitesOfQuarters(t *testing.T) {
	// A market of what it sells, rice terraces, a landing site or a civil prison named
	// before "in" and a town, or a comma and a division, names its quarter.
	expectPlaces(t, "Buyers inspect rams at the Gezawa cattle market in Kano State on Thursday.", []string{"Gezawa", "Kano"}, "Gezawa")
	expectPlaces(t, "Traders haggle over goats at the Dan Kassa livestock market, Madarounfa department, Maradi region, in November 2021.", []string{"Dan Kassa", "Madarounfa", "Maradi"}, "Dan Kassa")
	expectPlaces(t, "Farmers rebuild a wall of the Bangaan rice terraces in Banaue, Ifugao province, on Nov. 9, 2022.", []string{"Bangaan", "Banaue", "Ifugao"}, "Bangaan")
	expectPlaces(t, "Officers measure fish at the Kayenze landing site in Ilemela district on 12 October 2022.", []string{"Kayenze", "Ilemela"}, "Kayenze")
}

func TestCampInAHyphenedTownName(t *testing.T) {
	// "Camp-Perrin" is a town's name of one piece; "Camp Taji" a camp at Taji.
	expectPlaces(t, "Farmers in Camp-Corail, Sud department, receive seeds, November 2016.", []string{"Camp-Corail", "Sud"}, "Camp-Corail")
	expectPlaces(t, "Soldiers train at Camp Taji, Iraq, in 2016.", []string{"Taji", "Iraq"}, "Taji")
}

func TestArchiveHeadersWithARegionAndACamp(t *testing.T) {
	// An archive's header may name the region and then the town, each closed by a
	// stop, or a camp with its kind word in lower case: the town or the camp is the
	// header's place; a province with its kind word is no town's.
	expectPlaces(t, "SUDAN. South Darfur. Kalma. 2004. A boy leads a donkey between shelters on the edge of the camp. © Jane Doe / Panos Pictures", []string{"SUDAN", "South Darfur", "Kalma"}, "Kalma")
	expectPlaces(t, "CHAD. Touloum camp. Spring 2005. Women pound millet outside their shelters. © Jane Doe / VII", []string{"CHAD", "Touloum"}, "Touloum")
}

func TestRegionsOfSouthernEurope(t *testing.T) {
	// Italy's, Spain's and France's regions that news names without a kind word are
	// in the dictionary, so a possessive opening a sentence names one; "Reggio
	// Calabria" is a town.
	expectPlaces(t, "Nurses rest at a field hospital in Bergamo, Italy. Lombardy's first case was confirmed in Codogno on February 21.", []string{"Bergamo", "Italy", "Lombardy", "Codogno"}, "Bergamo")
	expectPlaces(t, "Migrants disembark in the port of Reggio Calabria, southern Italy, on 2 June 2023.", []string{"Reggio Calabria", "Italy"}, "Reggio Calabria")
}

func TestTitleInCapitalsYields(t *testing.T) {
	// A first sentence wholly in capitals is a collection's title: a place after a
	// cue in the text is the location, not the title's.
	expectPlaces(t, "THE ALLIED ARMIES IN BAVARIA 1945. Sappers clear rubble from a street in Landshut, 10 May 1945.", []string{"BAVARIA", "Landshut"}, "Landshut")
}

func TestMiddleInitialsAndCenters(t *testing.T) {
	// A name with a middle initial is a person's, so the station named after him names
	// no place; "the Centers for Disease Control" is no place either.
	expectPlaces(t, "Breeders score plots at the Norman E. Borlaug Experimental Station near Ciudad Obregón, Mexico, in March 2019.", []string{"Ciudad Obregón", "Mexico"}, "Ciudad Obregón")
	expectPlaces(t, "Staff work at the operations center of the Centers for Disease Control and Prevention in Atlanta, Georgia, 2014.", []string{"Atlanta", "Georgia"}, "Atlanta")
}

func TestUnknownQuarterBeforeARestatedDateline(t *testing.T) {
	// A name no list holds right after "in", before the dateline's city restated, is
	// the more specific place; one after the restatement is not.
	expectPlaces(t, "NICOSIA, CYPRUS - APRIL 24: A woman casts her ballot at a polling station in Lakatamia during the referendum on April 24, 2004 in Nicosia, Cyprus.", []string{"NICOSIA", "CYPRUS", "Lakatamia"}, "Lakatamia")
	expectPlaces(t, "MANOKWARI, Indonesia (AP) — Protesters set fire to the parliament building in Manokwari, Monday, Aug. 19, 2019, after students were detained in Tulungagung, East Java.", []string{"MANOKWARI", "Indonesia", "Tulungagung", "East Java"}, "MANOKWARI")
}

func TestCapsDatelineBeforeARegion(t *testing.T) {
	// TASS's dateline names the town, then its region in capitals with the kind word:
	// both are places, the town the location.
	expectPlaces(t, "MOLOCHANSK, ZAPORIZKA REGION, RUSSIA - MARCH 3, 2024: A man walks along a street. Jane Doe/TASS", []string{"MOLOCHANSK", "ZAPORIZKA", "RUSSIA"}, "MOLOCHANSK")
}

func TestOtherSpellingsAndSouthSudansStates(t *testing.T) {
	// Ukraine's own spellings of Chornobyl and Prypiat, and South Sudan's Northern and
	// Western Bahr el Ghazal states, are in the dictionary.
	expectPlaces(t, "Visitors photograph the Ferris wheel in Prypiat, near Chornobyl, on 26 April 2024.", []string{"Prypiat", "Chornobyl"}, "Prypiat")
	expectPlaces(t, "A mother waits at a nutrition centre in Wau, Western Bahr el Ghazal, South Sudan, 17 August 2017.", []string{"Wau", "Western Bahr el Ghazal", "South Sudan"}, "Wau")
}

func TestPhilippineSitiosPuroksAndNumberedUnits(t *testing.T) {
	// "Sitio" opens a place's name as "Barangay" does, and is dropped; "Purok 3",
	// "Barangay 105" and "PoC 3" keep their numbers; a law named after a region is
	// no place; "Cotabato City" keeps its "City".
	expectPlaces(t, "Relatives pray at the site in Sitio Kalunsay, Barangay Salman, Ampatuan, Maguindanao, on Nov. 23, 2019.", []string{"Kalunsay", "Salman", "Ampatuan", "Maguindanao"}, "Kalunsay")
	expectPlaces(t, "Soldiers patrol in Purok 5, Barangay Tapurog, Piagapo, on June 18, 2018.", []string{"Purok 5", "Tapurog", "Piagapo"}, "Purok 5")
	expectPlaces(t, "Families line up for food in PoC 1 at the UN base in Juba, 18 July 2016.", []string{"PoC 1", "Juba"}, "PoC 1")
	expectPlaces(t, "Voters line up at a school in Cotabato City during the plebiscite on the Bangsamoro Organic Law, Jan. 21, 2019.", []string{"Cotabato City"}, "Cotabato City")
}

func TestCommaHeaderFromTheCountry(t *testing.T) {
	// The ICRC's header names the country, the region and the place, with commas, then
	// the date in numbers: the place is the location, in its region, in the country.
	expectPlaces(t, "Sri Lanka, Eastern province, Akkaraipattu. 05.01.2005. Volunteers distribute hygiene kits to families sheltering in a school. © ICRC/Jane Doe", []string{"Sri Lanka", "Eastern", "Akkaraipattu"}, "Akkaraipattu")
	expectParent(t, "Sri Lanka, Eastern province, Akkaraipattu. 05.01.2005. Volunteers distribute hygiene kits. © ICRC/Jane Doe", "Akkaraipattu", "Eastern")
	expectParent(t, "Sri Lanka, Eastern province, Akkaraipattu. 05.01.2005. Volunteers distribute hygiene kits. © ICRC/Jane Doe", "Eastern", "Sri Lanka")
}

func TestIndonesianVillageAndDistrictWords(t *testing.T) {
	// "Desa" and "Kecamatan" open a village's and a district's name and are dropped;
	// the chain puts the village in the district, so the village is the location.
	expectPlaces(t, "Warga berdoa di kuburan massal di Desa Lampaseh, Kecamatan Meuraxa, Banda Aceh, Kamis (26/12/2024).", []string{"Lampaseh", "Meuraxa", "Banda Aceh"}, "Lampaseh")
	expectParent(t, "Warga berdoa di kuburan massal di Desa Lampaseh, Kecamatan Meuraxa, Banda Aceh, Kamis (26/12/2024).", "Lampaseh", "Meuraxa")
}

func TestUnitsNamedByTheirDirection(t *testing.T) {
	// A province or a region named by a direction alone is a place, the direction its
	// name; a direction before a named unit or a country is not.
	expectPlaces(t, "Police inspect the church in Batticaloa, in the island's Eastern Province, on April 22, 2019.", []string{"Batticaloa", "Eastern"}, "Batticaloa")
	expectPlaces(t, "Farmers protest in the Western Province of Zambia on Monday.", []string{"Western", "Zambia"}, "Western")
	expectPlaces(t, "Farmers protest in Western Cape province on Monday.", []string{"Western Cape"}, "Western Cape")
}

func TestFrenchResidentsOfATown(t *testing.T) {
	// "Des habitants de X" is "Residents of X": X is where they are pictured.
	expectPlaces(t, "Des habitants de Mobaye traversent la rivière en pirogue, le 3 mars 2017.", []string{"Mobaye"}, "Mobaye")
}

func TestTownHallsOfKnownTowns(t *testing.T) {
	// A known town's "Town Hall" or "City Hall" stands in the town: the town is a
	// place, not an organisation's word.
	expectPlaces(t, "Councillors vote on the long-term plan at Wellington Town Hall on Thursday.", []string{"Wellington"}, "Wellington")
	expectPlaces(t, "Demonstrators march past Chicago City Hall during a protest, Saturday, Feb. 1, 2025.", []string{"Chicago"}, "Chicago")
}

func TestCampSections(t *testing.T) {
	// A camp's numbered section is the place: "Village 5", "Camp 8W", a known camp's
	// name and its number before "camp", or before a comma in a caption of camps.
	expectPlaces(t, "Mothers wait outside the clinic in Village 5 of Azraq camp, in Jordan, in 2023.", []string{"Village 5", "Azraq", "Jordan"}, "Village 5")
	expectPlaces(t, "Refugees clear ash on May 7, 2024 in Camp 8W, Ukhia, Bangladesh.", []string{"Camp 8W", "Ukhia", "Bangladesh"}, "Camp 8W")
	expectPlaces(t, "Families pack their tents at Jeddah 5 camp, near Qayyarah, on 24 April 2023.", []string{"Jeddah 5", "Qayyarah"}, "Jeddah 5")
	expectPlaces(t, "A girl reads outside her shelter in Kakuma 2, one of the camp's four parts, in Kenya, on 4 June 2024.", []string{"Kakuma 2", "Kenya"}, "Kakuma 2")
	// A number after a town in a caption of no camp, or a count, is none.
	expectPlaces(t, "Fans cheer in Liverpool 2, 2024.", []string{"Liverpool"}, "Liverpool")
	expectPlaces(t, "Storms flooded more than 100 settlements across the Bekaa in 2024.", []string{"Bekaa"}, "Bekaa")
}

func TestFiresAndShipsNamedAfterPlaces(t *testing.T) {
	// "the X fire" names a fire, "the ship X Y" a ship: no place; a fire station of
	// a town is in the town.
	expectPlaces(t, "Flames from the Palisades fire consume a home in the Pacific Palisades neighborhood of Los Angeles.", []string{"Pacific Palisades", "Los Angeles"}, "Pacific Palisades")
	expectPlaces(t, "Smoke rises from the Lytton Creek fire above the Fraser River, south of Lytton, B.C., in 2021.", []string{"Fraser River", "Lytton", "B.C."}, "Lytton")
	expectPlaces(t, "Crews gather at the Paradise fire station in Paradise, Calif., Nov. 8, 2018.", []string{"Paradise", "Calif"}, "Paradise")
	expectPlaces(t, "Dockers unload the ship Maersk Shanghai at the port of Long Beach, Oct. 13, 2021.", []string{"Long Beach"}, "Long Beach")
}

func TestOtherNamesOfAPlace(t *testing.T) {
	// "also spelled", "founded as", "the city was known as", "renamed the city":
	// another name of a place, and so a place.
	expectPlaces(t, "Women walk through al-Hol camp, also spelled al-Hawl, in Hasakah, 14 December 2024.", []string{"al-Hol", "al-Hawl", "Hasakah"}, "al-Hol")
	expectPlaces(t, "Barges unload in Iqaluit, Nunavut, in 2023. The city was known as Frobisher Bay until 1987.", []string{"Iqaluit", "Nunavut", "Frobisher Bay"}, "Iqaluit")
	expectPlaces(t, "A boy sells bread in the Łódź ghetto in 1941. The occupiers had renamed the city Litzmannstadt in 1940.", []string{"Łódź", "Litzmannstadt"}, "Łódź")
}

func TestPlacesLeftBehind(t *testing.T) {
	// "who left hotels in X", "who lost their homes in X", "evacuated from hotels in
	// X": where the subject came from, not where the picture was taken.
	expectPlaces(t, "Tourists who left hotels in Napili wait for flights at Kahului Airport on Maui, Hawaii, Aug. 10, 2023.", []string{"Napili", "Kahului", "Maui", "Hawaii"}, "Kahului")
	expectPlaces(t, "Survivors who lost their homes in Paradise live in a trailer park in Gridley, California, in 2019.", []string{"Paradise", "Gridley", "California"}, "Gridley")
}

func TestNumericDatelinesAndCapitalsWithAccents(t *testing.T) {
	// "Gdańsk, 01.09.2019." opens a dateline; a capital with an accent is read as
	// its small letter ("PANAMÁ").
	expectPlaces(t, "Gdańsk, 01.09.2019. Scouts stand at the monument at dawn.", []string{"Gdańsk"}, "Gdańsk")
	expectPlaces(t, "COLÓN (PANAMÁ), 05/03/2024.- Workers unload goods at a warehouse.", []string{"COLÓN", "PANAMÁ"}, "COLÓN")
	expectPlaces(t, "NORILSK, KRASNOYARSK TERRITORY, RUSSIA - JULY 14, 2021: A worker walks past furnaces.", []string{"NORILSK", "KRASNOYARSK", "RUSSIA"}, "NORILSK")
}

func TestLakesLagoonsAndFjordsNamedAfterTowns(t *testing.T) {
	// A known town's name before "Lagoon", "Lake", "Fjord" or "Sound" names the
	// water, one place.
	expectPlaces(t, "Fishermen cast their nets on the Lagos Lagoon near Makoko, 2023.", []string{"Lagos Lagoon", "Makoko"}, "Makoko")
	expectPlaces(t, "Skaters race on Salt Lake City's Olympic Oval in 2024.", []string{"Salt Lake City"}, "Salt Lake City")
}

func TestSuperlativesScopeAndHoldings(t *testing.T) {
	// "the largest X in Y" compares X within Y: Y is no location over the town;
	// a country's name before "Holdings" is a company's.
	expectPlaces(t, "Workers unload goods in the free zone, the largest trade hub in the Americas, in the port city of Colón, on Tuesday.", []string{"Americas", "Colón"}, "Colón")
	expectPlaces(t, "Cranes load a ship in Djibouti. The port, in which China Merchants Port Holdings holds a stake, sits near the Red Sea.", []string{"Djibouti", "Red Sea"}, "Djibouti")
}

func TestCampsAndGhettosOfTheWar(t *testing.T) {
	// "the X concentration camp", "the X extermination camp", "the X Ghetto": X is a
	// place; a place of no cue before ", near Y" is the picture's, Y only near it.
	expectPlaces(t, "A survivor shows the crematorium of the Dachau concentration camp, near Munich, May 3, 1945.", []string{"Dachau", "Munich"}, "Dachau")
	expectPlaces(t, "Members survey the site of the former Treblinka extermination camp, November 1945.", []string{"Treblinka"}, "Treblinka")
	expectPlaces(t, "Survivors walk in the Warsaw Ghetto, 1943.", []string{"Warsaw"}, "Warsaw")
	// Not a camp's word before "prison": the prison's town in the town named after.
	expectPlaces(t, "Soldiers guard the main gate of Welikada prison in Colombo on July 28, 1983.", []string{"Welikada", "Colombo"}, "Welikada")
}

func TestNamesInALanguageAndWordsThatNameNoPlace(t *testing.T) {
	// A name "in Inuktitut" after a dash or a comma is another name of the place
	// before it; "Earth", "the Eternal Flame" and a language name no place.
	expectPlaces(t, "Passengers come ashore in Pond Inlet — Mittimatalik in Inuktitut — on Aug. 30, 2023.", []string{"Pond Inlet", "Mittimatalik"}, "Pond Inlet")
	expectPlaces(t, "Fishermen land their catch in Tórshavn, Thorshavn in Danish, in 2022.", []string{"Tórshavn", "Thorshavn"}, "Tórshavn")
	expectPlaces(t, "Members pose at the station in East Antarctica, where the lowest temperature ever measured on Earth was recorded.", []string{"East Antarctica"}, "East Antarctica")
	expectPlaces(t, "Servicemen lay flowers at the Eternal Flame on Mamayev Kurgan, above the Volga, 2023.", []string{"Mamayev Kurgan", "Volga"}, "Mamayev Kurgan")
}

func TestMountainsAndTheirCampsAndMoreRegions(t *testing.T) {
	// "Mount Everest, Nepal" gives the mountain without "Mount" (a town of such a name
	// stands before its state: "Mount Vernon, New York"); a climbers' "Camp 4 of
	// Mount X" is no place; South Africa's Free State and North West, the DR Congo
	// in French and its provinces.
	expectPlaces(t, "Climbers line up on their way to Camp 4 of Mount Everest, Nepal, May 17, 2023.", []string{"Everest", "Nepal"}, "Everest")
	expectPlaces(t, "Voters queue in Mount Vernon, New York, 2024.", []string{"Mount Vernon", "New York"}, "Mount Vernon")
	expectPlaces(t, "Miners rest near Welkom, in South Africa's Free State province, 2024.", []string{"Welkom", "South Africa", "Free State"}, "Welkom")
	expectPlaces(t, "Des creuseurs à l'ouest de Kolwezi, dans la province du Lualaba, en République démocratique du Congo, le 9 juin 2024.", []string{"Kolwezi", "Lualaba", "République démocratique du Congo"}, "Kolwezi")
}

func TestLongerTownsInCapitalsAndShafts(t *testing.T) {
	// A dateline's town in capitals longer than the known town it opens with is one
	// place ("PORTO VELHO", "SANTIAGO DE COMPOSTELA"), but not with a kind word
	// ("ZAPORIZHZHIA OBLAST"); a mine's shaft by its number is no place.
	expectPlaces(t, "PORTO VELHO, BRAZIL - SEPTEMBER 10: Residents cross a bridge as smoke covers the city.", []string{"PORTO VELHO", "BRAZIL"}, "PORTO VELHO")
	expectPlaces(t, "SANTIAGO DE COMPOSTELA, 25/07/2024.- El botafumeiro vuela sobre los fieles en la catedral.", []string{"SANTIAGO DE COMPOSTELA"}, "SANTIAGO DE COMPOSTELA")
	expectPlaces(t, "Police stand guard near Shaft 11 of the disused mine in Stilfontein, January 14, 2025.", []string{"Stilfontein"}, "Stilfontein")
}

func TestNationalLibraryOfFrance(t *testing.T) {
	// The Bibliothèque nationale de France is an organisation: no France.
	expectPlaces(t, "Saïgon, la rue Catinat vue du Théâtre municipal, 1925. Source gallica.bnf.fr / Bibliothèque nationale de France", []string{"Saïgon"}, "Saïgon")
}

func TestDatelinesDistrictAndUpstream(t *testing.T) {
	// The dateline's town restated as a district holds the village the text names in
	// it; "upstream of X" places the picture near X, as "north of X" does.
	expectPlaces(t, "Uttarkashi: Rescuers search for survivors in Dharali village, a day after a flood swept through it, in Uttarkashi district, Aug. 6, 2025.", []string{"Uttarkashi", "Dharali"}, "Dharali")
	expectPlaces(t, "A satellite image shows mining along the river, upstream of Iquitos, in Peru's Loreto region, on July 22, 2024.", []string{"Iquitos", "Peru", "Loreto"}, "Iquitos")
}

func TestRiverInATown(t *testing.T) {
	// A river named in a town is not where the town holds the picture: the town is
	// ("over the Polcevera river, in Genoa"); a town of the river's name is its own
	// place ("in Melamchi ... the Melamchi river"), and so is a town named "X River"
	// before its state.
	expectPlaces(t, "Firefighters search the rubble beneath the viaduct over the Polcevera river, in Genoa, Italy, August 14, 2018.", []string{"Polcevera", "Genoa", "Italy"}, "Genoa")
	expectPlaces(t, "Residents walk past houses buried under sand in Melamchi, Sindhupalchok district, after the Melamchi river tore through the town in June 2021.", []string{"Melamchi", "Sindhupalchok"}, "Melamchi")
}

func TestGermanStatesPortsOfEntryAndDpaNotices(t *testing.T) {
	// dpa's numeric date, the German state and the town; "Port of Entry" names the
	// port's place, not "Entry"; dpa's notice "im Zusammenhang mit" names no place.
	expectPlaces(t, "15.07.2021, Rheinland-Pfalz, Altenahr: Ein Mann steht vor den Trümmern seines Hauses.", []string{"Rheinland-Pfalz", "Altenahr"}, "Altenahr")
	expectPlaces(t, "Crews replace the fence east of the San Ysidro Port of Entry in San Diego on Oct. 9, 2019.", []string{"San Ysidro", "San Diego"}, "San Ysidro")
	expectPlaces(t, "Helfer in Schuld. ACHTUNG: Nur zur redaktionellen Verwendung im Zusammenhang mit der Berichterstattung.", []string{"Schuld"}, "Schuld")
}

func TestUkrainianAndRussianCues(t *testing.T) {
	// Ukrainian and Russian prepositions of place ("в", "у", "на", "по", "біля",
	// "под") cue the name that follows, in the case it takes and as written, maybe
	// after an adjective in lower case or a kind word ("у місті Покровськ").
	expectPlaces(t, "Рятувальники розбирають завали в Ірпені 12 травня 2024 року.", []string{"Ірпені"}, "Ірпені")
	expectPlaces(t, "Пожарные тушат пожар в разрушенной Горловке.", []string{"Горловке"}, "Горловке")
	expectPlaces(t, "Бійці на позиціях біля Часового Яру.", []string{"Часового Яру"}, "Часового Яру")
	expectPlaces(t, "Евакуація у прифронтовому місті Мирноград.", []string{"Мирноград"}, "Мирноград")
	// A district's adjective names it before its division word, and the town after
	// it, in the genitive, is the district's town; an adjective before any other noun
	// names no place (a zone, a cathedral).
	expectPlaces(t, "Наслідки удару по Шевченківському району Києва, 14 жовтня.", []string{"Шевченківському", "Києва"}, "Шевченківському")
	expectPlaces(t, "Туристи в покинутій Прип'яті, у Чорнобильській зоні відчуження.", []string{"Прип'яті"}, "Прип'яті")
	expectPlaces(t, "Наслідки атаки на Успенський кафедральний собор у Вінниці.", []string{"Вінниці"}, "Вінниці")
}

func TestIslandReefAndDeltaInTheName(t *testing.T) {
	// A capitalised "Island", "Reef" or "Delta" after a name is the name's own, as
	// "River" and "Bay" are; a lower-case "island" is a kind word and dropped.
	expectPlaces(t, "A ranger walks on Kangaroo Island, South Australia, January 7, 2020.", []string{"Kangaroo Island", "South Australia"}, "Kangaroo Island")
	expectPlaces(t, "Volunteers clean a beach on Zorbel Island, in the Pacific.", []string{"Zorbel Island", "Pacific"}, "Zorbel Island")
	expectPlaces(t, "Elephants cross a flooded plain in the Okavango Delta, Botswana.", []string{"Okavango Delta", "Botswana"}, "Okavango Delta")
	expectPlaces(t, "Fishermen on Siargao island, in the Philippines.", []string{"Siargao", "Philippines"}, "Siargao")
}

func TestGreekCues(t *testing.T) {
	// Greek prepositions of place with their article ("στην", "στον", "στα") cue the
	// name after them, as written.
	expectPlaces(t, "Πυροσβέστες στη Ρόδο, Τρίτη 25 Ιουλίου 2023.", []string{"Ρόδο"}, "Ρόδο")
	expectPlaces(t, "Διαδηλωτές στην Πάτρα, κοντά στον Ρίο.", []string{"Πάτρα", "Ρίο"}, "Πάτρα")
}

func TestDatelineDirectionsHyphenedProvincesAndForeignNames(t *testing.T) {
	// A direction that opens a dateline in capitals is its town's ("EAST PALESTINE,
	// Ohio"); a French province's direction joined by a hyphen is its name's
	// ("Sud-Kivu"); dpa's German names of countries and states open its dateline.
	expectPlaces(t, "EAST LONDON, South Africa (AP) — Crews clear debris from a street.", []string{"EAST LONDON", "South Africa"}, "EAST LONDON")
	expectPlaces(t, "Des déplacés à Bukavu, dans la province du Sud-Kivu, le 4 mars 2025.", []string{"Bukavu", "Sud-Kivu"}, "Bukavu")
	expectPlaces(t, "14.02.2023, Frankreich, Straßburg: Abgeordnete stimmen ab.", []string{"Frankreich", "Straßburg"}, "Straßburg")
	expectPlaces(t, "Polizisten kontrollieren Fahrzeuge, rund zehn Kilometer nordöstlich von Davos.", []string{"Davos"}, "Davos")
}

func TestEventsStagesAndBays(t *testing.T) {
	// "Peace" in a summit's name, "Eurovision" and the words of stages, theatres and
	// palaces name no place; a town after "the bay of" in lower case is the town;
	// Danish and Swedish "på" and "ved" cue a place.
	expectPlaces(t, "Leaders attend the Summit on Peace in Ukraine near Lucerne.", []string{"Ukraine", "Lucerne"}, "Lucerne")
	expectPlaces(t, "Fans at the Eurovision Village in Malmö, Sweden.", []string{"Malmö", "Sweden"}, "Malmö")
	expectPlaces(t, "O público no Palco Mundo, em Lisboa.", []string{"Lisboa"}, "Lisboa")
	expectPlaces(t, "Fishing boats at anchor in the bay of Huarmey, in Peru.", []string{"Huarmey", "Peru"}, "Huarmey")
	expectPlaces(t, "Fiskere på kajen ved Gjógv, fredag.", []string{"Gjógv"}, "Gjógv")
	expectPlaces(t, "Båtar på Gotland en sommardag.", []string{"Gotland"}, "Gotland")
}

func TestResortsHarboursAndDatelinesThatYield(t *testing.T) {
	// A resort is named after its locality, near a town too; a harbour is water, so a
	// town beside it is the location; a dateline's town yields to a place the text
	// puts the picture near.
	expectPlaces(t, "Leaders meet at the Zermatten resort near Lucerne, Switzerland.", []string{"Zermatten", "Lucerne", "Switzerland"}, "Zermatten")
	expectPlaces(t, "Rescuers guide a whale in Macquarie Harbour, near Strahan, Tasmania.", []string{"Macquarie Harbour", "Strahan", "Tasmania"}, "Strahan")
	expectPlaces(t, "HARARE, Zimbabwe (AP) — Rangers inspect a carcass near Zorbela, Friday.", []string{"HARARE", "Zimbabwe", "Zorbela"}, "Zorbela")
}

func TestSpanishKindWordsBeforeANameAndPiers(t *testing.T) {
	// Spanish writes "la región X", "la isla X" with no "de"; a pier ("el muelle de
	// X") heads its town as "the pier of X" does.
	expectPlaces(t, "Pescadores en Paita, en la región Piura, este sábado.", []string{"Paita", "Piura"}, "Paita")
	expectPlaces(t, "Turistas en el muelle de Puerto Baquerizo Moreno, en la isla San Cristóbal.", []string{"Puerto Baquerizo Moreno", "San Cristóbal"}, "Puerto Baquerizo Moreno")
}

func TestSectorsPostsAndGreekGenitives(t *testing.T) {
	// A French "secteur" is a district before its name; a Portuguese "posto" heads
	// its place as "the post of X" would; Greek writes "of" as a genitive article
	// after a direction ("βόρεια της Λάρισας", north of Larissa).
	expectPlaces(t, "Un gorille dans le secteur de Mikeno, le 14 mars 2023.", []string{"Mikeno"}, "Mikeno")
	expectPlaces(t, "Fiscais no posto de Lugenda, distrito de Mecula.", []string{"Lugenda", "Mecula"}, "Lugenda")
	expectPlaces(t, "Διασώστες κοντά στον Ευαγγελισμό, 30 χιλιόμετρα βόρεια της Λάρισας.", []string{"Ευαγγελισμό", "Λάρισας"}, "Ευαγγελισμό")
}

func TestYonhapDatelineInKorean(t *testing.T) {
	// The town before "=연합뉴스" in the opening brackets is the dateline's place.
	expectPlaces(t, "(부산=연합뉴스) 이민호 기자 = 5일 오후 시민들이 더위를 식히고 있다. 2024.8.5", []string{"부산"}, "부산")
	// So is the town before Newsis's and News1's names.
	expectPlaces(t, "(대구=뉴시스) 박지훈 기자 = 3일 오전 시민들이 걷고 있다. 2023.4.3.", []string{"대구"}, "대구")
	expectPlaces(t, "(춘천=뉴스1) 최수민 기자 = 시민들이 산책하고 있다. 2024.5.2/뉴스1", []string{"춘천"}, "춘천")
}

func TestNeighbourhoodOfADistrictInATown(t *testing.T) {
	// "the X neighbourhood of Y, in Z": Y is a district of the town Z, so X, which the
	// gazetteer may know as a town elsewhere, is the neighbourhood and the location.
	expectPlaces(t, "A man walks past a burned-out car in the Brooklyn neighbourhood of Zorbel Soleil, in Port-au-Prince, Haiti.", []string{"Brooklyn", "Zorbel Soleil", "Port-au-Prince", "Haiti"}, "Brooklyn")
	expectPlaces(t, "Residents queue in the Nicosia suburb of Kaimakli.", []string{"Nicosia", "Kaimakli"}, "Kaimakli")
}

func TestRefugeeSettlementsInTheirDistricts(t *testing.T) {
	// A camp or settlement named with its qualifier ("refugee settlement") lies in the
	// district after "in", so it is the location, as "X camp in Y" is.
	expectPlaces(t, "Refugees collect firewood at the Zorbo refugee settlement in Yumbe district, northern Uganda.", []string{"Zorbo", "Yumbe", "Uganda"}, "Zorbo")
	expectPlaces(t, "Families queue at the Kiryandongo refugee settlement in Kiryandongo district.", []string{"Kiryandongo"}, "Kiryandongo")
}

func TestListsAfterFromAndTo(t *testing.T) {
	// A list opened by a place after "from" or "to" names places too, as one after
	// "in" does; the picture stays where "in" puts it.
	expectPlaces(t, "Demonstrators who travelled from Cluj-Napoca, Timisoara and Iasi join the protest in Bucharest on August 11, 2018.",
		[]string{"Cluj-Napoca", "Timisoara", "Iasi", "Bucharest"}, "Bucharest")
	expectPlaces(t, "Relief went to Kitgum, Gulu and Lira.", []string{"Kitgum", "Gulu", "Lira"}, "Kitgum")
	// Not the organisations a list after "from" names.
	expectPlaces(t, "Aid workers from Kenya, Mercy Corps and Oxfam unload tents in Dadaab.", []string{"Kenya", "Dadaab"}, "Dadaab")
}

func TestRomanianAndBulgarianCues(t *testing.T) {
	// Romanian "în" and "din" (in), and its kind words before a name in the
	// genitive or with the article ("comunei X", "județul X", "sectorul X").
	expectPlaces(t, "Nicușor Dan le vorbește susținătorilor la sediul de campanie din București, duminică.", []string{"București"}, "București")
	expectPlaces(t, "Pompierii evacuează locuitori ai comunei Slobozia Conachi, județul Galați, afectată de inundații.", []string{"Slobozia Conachi", "Galați"}, "Slobozia Conachi")
	expectPlaces(t, "Alegători la o secție de votare din sectorul Botanica al capitalei.", []string{"Botanica"}, "Botanica")
	// A square or a street names no place.
	expectPlaces(t, "Zeci de mii de oameni mărșăluiesc din Piața Universității spre Piața Victoriei.", nil, "")
	// Bulgarian "от" (from): alone, the place people came from is taken, as in English.
	expectPlaces(t, "В столицата пристигнаха и протестиращи от Пловдив.", []string{"Пловдив"}, "Пловдив")
	expectPlaces(t, "Protesters arrived in the capital from Plovdiv.", []string{"Plovdiv"}, "Plovdiv")
}

func TestNordicCuesAndGenitives(t *testing.T) {
	// Swedish, Danish and Norwegian "i" (in) and "utanför"/"utenfor" (outside).
	expectPlaces(t, "Forskere tar prøver av sjøisen i Framstredet, mellom Grønland og Svalbard, i september 2022.", []string{"Framstredet", "Grønland", "Svalbard"}, "Framstredet")
	expectPlaces(t, "En isbjørn utenfor forskningsstasjonen i Hornsund søndag.", []string{"Hornsund"}, "Hornsund")
	// A name in the genitive before a building's noun is the name without its "s".
	expectPlaces(t, "Folk samlet i Oslos rådhus i dag.", []string{"Oslo"}, "Oslo")
	expectPlaces(t, "Kungen anländer till Nobelbanketten i Stockholms stadshus.", []string{"Stockholm"}, "Stockholm")
	// Not an English name in "s" before a lower-case word.
	expectPlaces(t, "Commuters wait at Leeds station on Monday.", []string{"Leeds"}, "Leeds")
	// "and" of other languages goes on a list as "and" does.
	expectPlaces(t, "Hochwasser in Passau und Regensburg.", []string{"Passau", "Regensburg"}, "Passau")
	expectPlaces(t, "Inundaciones en Cádiz y Huelva.", []string{"Cádiz", "Huelva"}, "Cádiz")
}

func TestMountainsAndLakesWithoutCue(t *testing.T) {
	// "Mount" or "Lake" and a name is a mountain or a lake wherever it stands, and the
	// kind word is dropped.
	expectPlaces(t, "Climbers wait on the ridge below the summit of Mount Everest on May 23, 2019.", []string{"Everest"}, "Everest")
	expectPlaces(t, "Salt crusts ring the shrinking Lake Urmia in 2017.", []string{"Urmia"}, "Urmia")
	// A town of such a name, and a saint's title, are not.
	expectPlaces(t, "Worshippers leave the Cathedral of Our Lady of Mount Carmel in Jolo, Sulu.", []string{"Jolo", "Sulu"}, "Jolo")
	expectPlaces(t, "Students cross the campus in Mt Pleasant, Mich., 2022.", []string{"Mt Pleasant", "Mich"}, "Mt Pleasant")
	// Also when the name opens the caption, and after "Mt" with no dot or
	// Indonesian's "Gunung".
	expectPlaces(t, "Mount Sinabung erupts, seen from Kuta Rakyat, 2018.", []string{"Sinabung", "Kuta Rakyat"}, "Sinabung")
	expectPlaces(t, "Lake Poopo lies dry after years of drought, 2016.", []string{"Poopo"}, "Poopo")
	expectPlaces(t, "A climber rests on Mt Taranaki, 2022.", []string{"Taranaki"}, "Taranaki")
	expectPlaces(t, "Gunung Semeru memuntahkan abu vulkanik, 2021.", []string{"Semeru"}, "Semeru")
	// A volcano's, a glacier's or a camp's name before its kind word in lower case,
	// when "The" opens the caption.
	expectPlaces(t, "The Sinabung volcano spews ash, 2018.", []string{"Sinabung"}, "Sinabung")
	expectPlaces(t, "The Andean town is quiet, 2018.", []string{}, "")
}

func TestBasinsAndIcefjordsAreFeatures(t *testing.T) {
	// A basin or an icefjord spans more than the town by it, which is the location.
	expectPlaces(t, "Pump jacks operate in the Permian Basin near Midland, Texas, on Tuesday.", []string{"Permian Basin", "Midland", "Texas"}, "Midland")
	expectPlaces(t, "Ice floes drift in the Ilulissat Icefjord at Ilulissat, western Greenland.", []string{"Ilulissat Icefjord", "Ilulissat", "Greenland"}, "Ilulissat")
}

func TestChineseAndJapaneseChains(t *testing.T) {
	// Names written with their kind characters, widest first: each name without its
	// kind, the narrowest of the first chain the location.
	expectPlaces(t, "3月2日，游客在浙江省杭州市西湖区龙井村采茶。", []string{"浙江", "杭州", "西湖", "龙井"}, "龙井")
	expectPlaces(t, "颱風過後，台南市安平區多處淹水。", []string{"台南", "安平"}, "安平")
	expectPlaces(t, "地震で倒壊した家屋＝2024年1月3日、石川県輪島市河井町地区", []string{"石川", "輪島", "河井"}, "河井")
	// Common words that hold a kind character name no place.
	expectPlaces(t, "大批市民在超市排队购物。", nil, "")
}

func TestArabicAndPersianKindWords(t *testing.T) {
	// The word after a kind word is a place, with a direction after it; the first
	// place that is no lake is the location.
	expectPlaces(t, "امدادگران در اطراف روستای کلور در شهرستان خلخال استان آذربایجان شرقی", []string{"کلور", "خلخال", "آذربایجان شرقی"}, "کلور")
	expectPlaces(t, "زائرون يسيرون قرب ناحية الكفل في محافظة بابل", []string{"الكفل", "بابل"}, "الكفل")
	expectPlaces(t, "نمایی از دریاچه ارومیه در نزدیکی بندر گلمانخانه", []string{"ارومیه", "گلمانخانه"}, "گلمانخانه")
}

func TestVietnameseKindsAndMalayWeekdays(t *testing.T) {
	// Vietnamese kind words in lower case before a name, dropped from it.
	expectPlaces(t, "Người dân sơ tán khỏi khu vực ngập ở xã Tân Lập, sáng 10/9/2024.", []string{"Tân Lập"}, "Tân Lập")
	expectPlaces(t, "Lính cứu hỏa kiểm tra hiện trường ở phường Kim Liên, quận Đống Đa.", []string{"Kim Liên", "Đống Đa"}, "Kim Liên")
	// Indonesian and Malay weekdays are no places.
	expectPlaces(t, "Banjir merendam rumah warga di Jakarta, Senin, 11 September 2023.", []string{"Jakarta"}, "Jakarta")
}

func TestThaiKindsBeforeNames(t *testing.T) {
	// A kind written onto the name, in full or abbreviated, up to the next space.
	expectPlaces(t, "ชาวบ้านขนของหนีน้ำท่วมในอำเภอท่าวังผา จังหวัดน่าน เมื่อวันที่ 20 ส.ค.", []string{"ท่าวังผา", "น่าน"}, "ท่าวังผา")
	expectPlaces(t, "เจ้าหน้าที่ตรวจพื้นที่ อ.แม่ระมาด จ.ตาก", []string{"แม่ระมาด", "ตาก"}, "แม่ระมาด")
}

func TestHometownAndUnits(t *testing.T) {
	// "in his hometown of X" puts the picture in X, as "the town of X" does.
	expectPlaces(t, "Mourners follow the coffin in his hometown of Kerman, Iran, January 7, 2020. He was killed near Baghdad International Airport on January 3.", []string{"Kerman", "Iran", "Baghdad"}, "Kerman")
	// A unit of temperature before a comma and a country is no town.
	expectPlaces(t, "Children swim in the Tigris River in Baghdad as temperatures topped 48 degrees Celsius, Iraq, Aug. 27, 2024.", []string{"Tigris River", "Baghdad", "Iraq"}, "Baghdad")
}

func TestDashDatelineNamedAgainAndDutchAnd(t *testing.T) {
	// A dateline in capitals and a dash that the caption names again in title case is
	// a place, though the gazetteer does not know it; a slug is not.
	expectPlaces(t, "WINTERSWIJK - Bezoekers lopen door het centrum van Winterswijk op zaterdag. ANP JAN JANSEN", []string{"WINTERSWIJK"}, "WINTERSWIJK")
	expectPlaces(t, "UPDATE - Bezoekers lopen door het centrum op zaterdag. ANP JAN JANSEN", nil, "")
	// "A, B en C" is a list of people in Dutch, "en" no French "in".
	expectPlaces(t, "De prinsessen Amalia, Alexia en Ariane poseren voor de pers in Lech.", []string{"Lech"}, "Lech")
}

func TestClimbersCampsGatheringsAndTheCommonwealth(t *testing.T) {
	// A numbered camp of climbers is no place; a numbered camp of refugees is.
	expectPlaces(t, "Climbers rest on their way to Camp 2, above Everest base camp, Nepal.", []string{"Everest", "Nepal"}, "Everest")
	expectPlaces(t, "Refugees queue for rice at Camp 14 in Ukhia.", []string{"Camp 14", "Ukhia"}, "Camp 14")
	// A gathering named after its town is an event; the Commonwealth is no place.
	expectPlaces(t, "Spectators watch the tug of war at the Braemar Gathering, the Highland games held each September, in Braemar, Scotland.", []string{"Braemar", "Scotland"}, "Braemar")
	expectPlaces(t, "The visit, his first to a Commonwealth country since his accession, took him to Mombasa.", []string{"Mombasa"}, "Mombasa")
}

func TestKoreanChains(t *testing.T) {
	// A chain from a known place, each word's kind dropped, one syllable kept; the
	// narrowest is the location.
	expectPlaces(t, "(서울=연합뉴스) 홍길동 기자 = 1일 오후 서울 종로구 삼청동 골목에서 시민들이 걷고 있다.", []string{"서울", "종로", "삼청"}, "삼청")
	expectPlaces(t, "(대구=뉴시스) 홍길동 기자 = 2일 대구 북구 산격동 일대.", []string{"대구", "북구", "산격"}, "산격")
}

func TestSquaresBuildingsSchoolsAndGermanSeasons(t *testing.T) {
	// Squares known by their names, a German building glued to "Haus", a Portuguese
	// or Spanish school named after a person, and a German season name no place.
	expectPlaces(t, "Supporters celebrate on the Champ de Mars in Paris on May 7, 2017.", []string{"Paris"}, "Paris")
	expectPlaces(t, "Thousands rally in the Zócalo in Mexico City on Sunday.", []string{"Mexico City"}, "Mexico City")
	expectPlaces(t, "Supporters wait outside the Konrad-Adenauer-Haus in Berlin on Sunday.", []string{"Berlin"}, "Berlin")
	expectPlaces(t, "Eleitores fazem fila na Escola Municipal Paula Brito, na Rocinha, no Rio de Janeiro.", []string{"Rocinha", "Rio de Janeiro"}, "Rocinha")
	expectPlaces(t, "Der Prozess gegen die Bande begann im Sommer in München.", []string{"München"}, "München")
}

func TestStateInABuildingsName(t *testing.T) {
	// A state that names a building is no place the building's town lies in.
	expectPlaces(t, "Crews work at Michigan Central Station in Detroit's Corktown neighborhood on Thursday.", []string{"Michigan", "Detroit", "Corktown"}, "Corktown")
}

func TestWaterOffTheLand(t *testing.T) {
	// "X, off Y": a sea or a bay off the land named, which is the location.
	expectPlaces(t, "Rescuers free a whale in Cape Cod Bay, off Provincetown, Mass., on Saturday.", []string{"Cape Cod Bay", "Provincetown", "Mass"}, "Provincetown")
}

func TestCompoundsPassesRalliesAndExpoCity(t *testing.T) {
	// A compound town's every part before a known name it holds.
	expectPlaces(t, "Le peintre dans son atelier à Saint-Remy-de-Provence, en 1970.", []string{"Saint-Remy-de-Provence"}, "Saint-Remy-de-Provence")
	// A mountain pass's "Col" is no colonel.
	expectPlaces(t, "Riders climb on the Col du Tourmalet on Saturday.", []string{"Col du Tourmalet"}, "Col du Tourmalet")
	// A rally named after a town is an event; "Expo City" is a venue's name.
	expectPlaces(t, "Drivers race through the dunes during the Dakar Rally near Yanbu on Sunday.", []string{"Yanbu"}, "Yanbu")
	expectPlaces(t, "Delegates speak at Expo City in Dubai, United Arab Emirates, on Dec. 13, 2023.", []string{"Dubai", "United Arab Emirates"}, "Dubai")
}

func TestWelshCuesAndStreetsAndColiseums(t *testing.T) {
	// Welsh "yng" and "ym" (in) before a name, as it is written after them.
	expectPlaces(t, "Protestwyr y tu allan i'r ysgol yng Nghaernarfon, 9 Mawrth 2024.", []string{"Nghaernarfon"}, "Nghaernarfon")
	// Welsh "Stryd" (street) and Spanish "Coliseo" open no place.
	expectPlaces(t, "Shoppers walk along Stryd Fawr in Pwllheli on Saturday.", []string{"Pwllheli"}, "Pwllheli")
	expectPlaces(t, "Fans arrive at the Coliseo de Puerto Rico in San Juan on Friday.", []string{"Puerto Rico", "San Juan"}, "San Juan")
}

func TestDpaDatelineOfUnknownNames(t *testing.T) {
	// dpa's date, state and town: both places, the town the location.
	expectPlaces(t, "05.06.2024, Brandenburg, Schönefeld: Ein Eurofighter landet auf dem Flughafen. Foto: Name/dpa", []string{"Brandenburg", "Schönefeld"}, "Schönefeld")
	expectPlaces(t, "05.06.2024, USA, Washington: Abgeordnete hören eine Aussage. Foto: Name/dpa", []string{"USA", "Washington"}, "Washington")
}

func TestLawmakersStates(t *testing.T) {
	// A lawmaker's tag of party and state names the state, abbreviated or not, which
	// is never the location.
	expectPlaces(t, "Sen. Mara Quist, D-Calif., speaks during a hearing in Washington, 2023.", []string{"Calif", "Washington"}, "Washington")
	expectPlaces(t, "Sen. Mara Quist, R-Ky., left, and Sen. Ted Olin, R-Ala., talk before a vote, 2023.", []string{"Ky", "Ala"}, "")
	expectPlaces(t, "Rep. Mara Quist, R-Texas, speaks to reporters, 2023.", []string{"Texas"}, "")
}

func TestHeadingChains(t *testing.T) {
	// A name before a comma and a known place that end the caption's heading is a
	// place too: at the caption's start, before a stop; after a dash, before the date.
	expectPlaces(t, "Cottesloe Beach, Perth. (Getty Images/iStockphoto)", []string{"Cottesloe Beach", "Perth"}, "Cottesloe Beach")
	expectPlaces(t, "Rugby - Premiership - Bath v Bristol - Kingsholm, Gloucester, Britain - May 3, 2025 A fly-half kicks.", []string{"Kingsholm", "Gloucester", "Britain"}, "Kingsholm")
	// Not a museum's holder in a later sentence.
	expectPlaces(t, "Harmattan Dawn, Kano, 2019, inkjet print. Tate, London. Purchased in 2021.", []string{"Kano", "London"}, "Kano")
}

func TestVolcanoesSeenFrom(t *testing.T) {
	// A name before a verb of eruption is a volcano's.
	expectPlaces(t, "Klyuchevskaya erupts, as seen from Klyuchi, 2021.", []string{"Klyuchevskaya", "Klyuchi"}, "Klyuchevskaya")
	// A subject named with no cue is what is seen from the place that ends the phrase
	// of "seen from" ("from the beach at Y"); a subject a cue placed is not ("smoke
	// over X, seen from a home in Y").
	expectPlaces(t, "Ash rises from Whakaari, as seen from the beach at Whakatane, 2019.", []string{"Whakaari", "Whakatane"}, "Whakaari")
	expectPlaces(t, "Smoke rises above Penticton, as seen from a home in Summerland, 2023.", []string{"Penticton", "Summerland"}, "Summerland")
}

func TestOtherDatelineForms(t *testing.T) {
	// LaPresse's town and province in brackets before a date in numbers, and Italian
	// "rione" (quarter) before a name.
	expectPlaces(t, "Ercolano (Napoli) 13/03/2025 - Danni nel rione Pugliano dopo la scossa. Foto Name Name/LaPresse", []string{"Ercolano", "Pugliano"}, "Pugliano")
	// A town and its other name after a slash, then a date.
	expectPlaces(t, "Merano/Meran, 29.11.2024 - Folla al mercatino di Natale (foto di Name Name)", []string{"Merano", "Meran"}, "Merano")
	// A heading of a site, its town and country before a dash and an ISO date.
	expectPlaces(t, "Preikestolen, Forsand, Norway – 2019-07-14. Hikers wait for a turn on the ledge.", []string{"Preikestolen", "Forsand", "Norway"}, "Preikestolen")
}

func TestDatelineOverLaterSentences(t *testing.T) {
	// A wire's dateline in capitals is the location when its own sentence names no
	// other place, over a place after "in" in a later sentence of background.
	expectPlaces(t, "KABUL (AP) — A man waves to the crowd, Thursday, May 8, 2025. He spent two decades as a missionary in Peru. (AP Photo/Name Name)", []string{"KABUL", "Peru"}, "KABUL")
	expectPlaces(t, "HUE, Vietnam (AP) — Rowers race on the river, Sunday, May 4, 2025. The city hosted the games in 2019.", []string{"HUE", "Vietnam"}, "HUE")
	// Not when its sentence names a smaller place with no cue.
	expectPlaces(t, "SYLHET, June 21, 2024 (BSS) - People wade through the city's Upashahar area as rain swelled the Surma river. Photo: BSS", []string{"SYLHET", "Upashahar", "Surma"}, "Upashahar")
	// "Jr." ends no sentence; "metropolitan" before a city in a chain.
	expectPlaces(t, "MANILA, Philippines (AP) — Supporters of Ramon Diaz Jr. celebrate outside his headquarters in Mandaluyong city, metropolitan Manila, Philippines, Monday, May 9, 2022.", []string{"MANILA", "Philippines", "Mandaluyong"}, "Mandaluyong")
}

func TestSaintInsideACompound(t *testing.T) {
	// "Saint" inside a hyphenated name goes on with it.
	expectPlaces(t, "Des résidents constatent les dégâts à Baie-Saint-Paul, le 2 mai 2023.", []string{"Baie-Saint-Paul"}, "Baie-Saint-Paul")
	expectPlaces(t, "Le relais de la flamme au Mont-Saint-Michel (Manche), mardi 28 mai 2024.", []string{"Mont-Saint-Michel", "Manche"}, "Mont-Saint-Michel")
	// French "des" (and "aux") inside a name.
	expectPlaces(t, "Troops patrol the Plaine des Jarres in Laos, 2022.", []string{"Plaine des Jarres", "Laos"}, "Plaine des Jarres")
}

func TestGermanCityAdjectiveBeforeKind(t *testing.T) {
	// A city's adjective before a German kind word is no place; the name after is.
	expectPlaces(t, "Ein Baum blockiert eine Straße im Hamburger Stadtteil Othmarschen. Foto: Name Name/dpa", []string{"Othmarschen"}, "Othmarschen")
	expectPlaces(t, "Feuerwehrleute pumpen einen Keller aus im Kölner Stadtteil Porz. Foto: Name Name/dpa", []string{"Porz"}, "Porz")
}

func TestCapitalNamedAfterItsCountry(t *testing.T) {
	// A capital named after its country with the word for city is one place.
	expectPlaces(t, "Jóvenes peregrinos ondean banderas en Ciudad de Panamá, el sábado 26 de enero de 2019.", []string{"Ciudad de Panamá"}, "Ciudad de Panamá")
	expectPlaces(t, "Vendedores en el centro de Ciudad de Guatemala, el 3 de mayo de 2023.", []string{"Ciudad de Guatemala"}, "Ciudad de Guatemala")
}

func TestFeastsAreNoPlaces(t *testing.T) {
	// A feast after "on" or "during" names no place.
	expectPlaces(t, "Revellers in costume fill the streets of Shibuya on Halloween night, Oct. 31, 2023.", []string{"Shibuya"}, "Shibuya")
	expectPlaces(t, "Families light lamps on Diwali night in Jaipur, 2023.", []string{"Jaipur"}, "Jaipur")
}

func TestDutchNear(t *testing.T) {
	// Dutch "bij" (near) cues a place as "near" does.
	expectPlaces(t, "UTRECHT - Dichte mist boven de A12 bij Houten, dinsdagochtend 5 december 2023. ANP NAME NAME", []string{"UTRECHT", "Houten"}, "Houten")
}
