package credit_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/captions-analyzer/captions/caption/credit"
)

// expectCredit parses text and checks the photographers and agencies, in order, and
// the span invariants: a photographer's name is the text under its span, every span
// lies inside the credit's span (but a name that the sentence before a holder's
// credit gives, which a note tells), and the credit's span inside the text.
func expectCredit(t *testing.T, text string, photographers, agencies []string) {
	t.Helper()
	c := credit.Parse(text)
	gotP, gotA := nameList(c.Photographers), nameList(c.Agencies)
	if !slices.Equal(gotP, photographers) || !slices.Equal(gotA, agencies) {
		t.Errorf("Parse(%q)\n got  photographers %q agencies %q\n want photographers %q agencies %q",
			text, gotP, gotA, photographers, agencies)
	}
	if msg := checkSpans(text, c); msg != "" {
		t.Errorf("Parse(%q): %s", text, msg)
	}
}

// checkSpans returns what is wrong with the spans of c, or "".
func checkSpans(text string, c credit.Credit) string {
	if c.Start < 0 || c.End > len(text) || c.Start > c.End {
		return "credit span outside the text"
	}
	if c.Start == c.End && len(c.Photographers)+len(c.Agencies) > 0 {
		return "names without a credit span"
	}
	before := slices.Contains(c.Notes, "name found in the sentence before the holder's credit")
	for _, p := range c.Photographers {
		if p.Start < c.Start && !before || p.End > c.End || p.Start >= p.End {
			return "photographer span outside the credit: " + p.Name
		}
		if text[p.Start:p.End] != p.Name {
			return "photographer " + p.Name + " is not the text under its span: " + text[p.Start:p.End]
		}
		if strings.TrimSpace(p.Name) != p.Name || strings.ContainsAny(p.Name, "/()[]") {
			return "photographer with spaces or separators around: " + p.Name
		}
	}
	for _, a := range c.Agencies {
		if a.Start < c.Start && !before || a.End > c.End || a.Start >= a.End || a.Name == "" {
			return "agency span outside the credit: " + a.Name
		}
	}
	return ""
}

func nameList(ns []credit.Name) []string {
	var out []string
	for _, n := range ns {
		out = append(out, n.Name)
	}
	return out
}

func p(names ...string) []string { return names }

var none []string

func TestReutersStyles(t *testing.T) {
	expectCredit(t, "Men walk past a shop in Homs, May 2, 2013. REUTERS/Lina Haddad", p("Lina Haddad"), p("Reuters"))
	expectCredit(t, "Men walk past a shop in Homs. REUTERS/ Lina Haddad", p("Lina Haddad"), p("Reuters"))
	expectCredit(t, "A boy runs in the street, officials said on Monday REUTERS/ Omar Nasser", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS/Stringer", none, p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS/STRINGER", none, p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS", none, p("Reuters"))
	expectCredit(t, "A tank in the desert. Reuters TV", none, p("Reuters"))
	expectCredit(t, "A tank in the desert. OMAR NASSER/Reuters", p("OMAR NASSER"), p("Reuters"))
	expectCredit(t, "A tank in the desert (Reuters/Omar Nasser)", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS/Omar Nasser/File Photo", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS/Omar Nasser.", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS/Omar Nasser/", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS/Omar Nasser/Levant News Network", p("Omar Nasser"), p("Reuters", "Levant News Network"))
	expectCredit(t, "A tank in the desert. REUTERS/Levant News Network", none, p("Reuters", "Levant News Network"))
	expectCredit(t, "A tank in the desert. REUTERS/SANA", none, p("Reuters", "SANA"))
	expectCredit(t, "A tank in the desert. REUTERS/SANA/Handout", none, p("Reuters", "SANA"))
	expectCredit(t, "A tank in the desert. REUTERS/SANA/Handout via Reuters", none, p("Reuters", "SANA"))
	expectCredit(t, "A tank in the desert. Tell Media Office via REUTERS", none, p("Tell Media Office", "Reuters"))
	expectCredit(t, "A tank in the desert. Tell Media Office via REUTERS TV", none, p("Tell Media Office", "Reuters"))
	expectCredit(t, "A tank in the desert. Handout via Reuters", none, p("Reuters"))
	expectCredit(t, "A tank in the desert. Omar Nasser via Reuters", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. Social Media via REUTERS", none, p("Reuters"))
	expectCredit(t, "A tank in the desert. Social Media Website", none, none)
	expectCredit(t, "A tank in the desert. REUTERS/Omar Nasser/Pool", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. Omar Nasser/Pool via REUTERS", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS/Omar Nasser (SYRIA - Tags: CONFLICT)", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. REUTERS/Omar Nasser TPX IMAGES OF THE DAY", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert.REUTERS/Omar Nasser", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A tank in the desert. Sputnik/Ivan Petrov/Kremlin via REUTERS", p("Ivan Petrov"), p("Sputnik", "Kremlin", "Reuters"))
	expectCredit(t, "A tank in the desert. Nadia Karimi/WANA (West Asia News Agency) via REUTERS", p("Nadia Karimi"), p("WANA", "Reuters"))
}

func TestLabelledFields(t *testing.T) {
	// A credit field among an archive's fields, the lines joined: it runs to the next field.
	expectCredit(t, "Caption: A tram passes a market in Lviv, Ukraine. Credit: Orest Hnatiuk/Reuters Date taken: June 4, 2024 Location: Lviv, Ukraine", p("Orest Hnatiuk"), p("Reuters"))
	expectCredit(t, "Caption: Pupils sing in a school in Accra, Ghana. Photographer: Efua Mensah Date created: 2023-09-12", p("Efua Mensah"), none)
	expectCredit(t, "Caption: Pupils sing in a school in Accra, Ghana. Byline: Efua Mensah Keywords: school, Ghana", p("Efua Mensah"), none)
	// A source or copyright field after it adds its agencies.
	expectCredit(t, "Caption: A crane lifts a container in Gdansk, Poland. Photographer: Jerzy Malinowski Source: AFP Date taken: May 2, 2024", p("Jerzy Malinowski"), p("AFP"))
	expectCredit(t, "Caption: A crane lifts a container in Gdansk, Poland. Byline: Jerzy Malinowski Copyright: 2024 Reuters", p("Jerzy Malinowski"), p("Reuters"))
	expectCredit(t, "Caption: A crane lifts a container in Gdansk, Poland. Author: Jerzy Malinowski Credit line: Agence France-Presse City: Gdansk", p("Jerzy Malinowski"), p("AFP"))
	// A name's last word before a field is not a label; a collection field names the agency's collection.
	expectCredit(t, "Caption: A crane lifts a container in Gdansk, Poland. Credit: Jerzy Malinowski Collection: Getty Images News", p("Jerzy Malinowski"), p("Getty Images"))
	expectCredit(t, "Caption: A crane lifts a container in Gdansk, Poland. Credit: Jerzy Malinowski City: Gdansk", p("Jerzy Malinowski"), none)
	// IPTC's "By-line" and "Credit", and the labels of metadata tools, "Date Created:",
	// "Date/Time Original :": a later word in capitals only in a date's label.
	expectCredit(t, "Caption: Pilgrims walk near Fatima, Portugal. By-line: Rui Teixeira Credit: Lusa Date Created: 20230513 City: Fatima", p("Rui Teixeira"), p("Lusa"))
	expectCredit(t, "Caption: Pilgrims walk near Fatima, Portugal. Credit: Rui Teixeira/Lusa Date/Time Original : 2023:05:13 09:40:00 Image Size : 4000x3000", p("Rui Teixeira"), p("Lusa"))
	expectCredit(t, "Caption: Pilgrims walk near Fatima, Portugal. Credit: Rui Teixeira/Lusa Create Date : 2023:05:13 09:40:00", p("Rui Teixeira"), p("Lusa"))
	expectCredit(t, "Caption: Pilgrims walk near Fatima, Portugal. Byline: Rui Teixeira Source: Lusa City: Fatima", p("Rui Teixeira"), p("Lusa"))
}

// A date of numbers and letters before a lead ends its sentence: no organisation's name.
func TestDateBeforeLead(t *testing.T) {
	expectCredit(t, "Strikers march in Lodz, Poland, 18.IV.1981. Photo: Jan Sowa/PAP", p("Jan Sowa"), p("PAP"))
	expectCredit(t, "Strikers march in Lodz, Poland, 18-IV-1981. Photo: Jan Sowa/PAP", p("Jan Sowa"), p("PAP"))
}

func TestAFPAndGettyStyles(t *testing.T) {
	expectCredit(t, "A fighter aims. Paul Durand/AFP/Getty Images", p("Paul Durand"), p("AFP", "Getty Images"))
	expectCredit(t, "A fighter aims. (Paul Durand/AFP/Getty Images)", p("Paul Durand"), p("AFP", "Getty Images"))
	expectCredit(t, "A fighter aims. (Paul DurandAFP/Getty Images)", p("Paul Durand"), p("AFP", "Getty Images"))
	expectCredit(t, "A fighter aims. Paul DurandReuters", p("Paul Durand"), p("Reuters"))
	expectCredit(t, "A fighter aims. Paul Durand/Getty Images/iStockphoto", p("Paul Durand"), p("Getty Images", "iStock"))
	expectCredit(t, "A fighter aims. (Paul Durand/AFP via Getty Images)", p("Paul Durand"), p("AFP", "Getty Images"))
	expectCredit(t, "A fighter aims. (AFP/Getty Images)", none, p("AFP", "Getty Images"))
	expectCredit(t, "A fighter aims. AFP PHOTO / PAUL DURAND", p("PAUL DURAND"), p("AFP"))
	expectCredit(t, "A fighter aims. AFP PHOTO / STR", none, p("AFP"))
	expectCredit(t, "A fighter aims. AFP PHOTO/HO/SANA", none, p("AFP", "SANA"))
	expectCredit(t, "A fighter aims. -/AFP via Getty Images", none, p("AFP", "Getty Images"))
	expectCredit(t, "A fighter aims. Photo: Paul Durand / AFP", p("Paul Durand"), p("AFP"))
	// Groups named for a cause, with verbs or "Without" in their names, or with a
	// channel's number, are organisations; a person may still be named Peace.
	expectCredit(t, "A fighter aims. Photo: Kurds for Truth and Justice", none, p("Kurds for Truth and Justice"))
	expectCredit(t, "A fighter aims. Photo: Mothers for Peace and Dignity", none, p("Mothers for Peace and Dignity"))
	expectCredit(t, "A fighter aims. Photo: Engineers Without Borders", none, p("Engineers Without Borders"))
	expectCredit(t, "A fighter aims. Source: Homs Is Burning", none, p("Homs Is Burning"))
	expectCredit(t, "A fighter aims. Source: Hama Voice 24", none, p("Hama Voice 24"))
	expectCredit(t, "A fighter aims. Photo: Justice Mensah/AFP", p("Justice Mensah"), p("AFP"))
	// A palace, a presidency, a fire service and a "Sans" name organisations.
	expectCredit(t, "A fighter aims. Carondelet Palace/Handout via REUTERS", none, p("Carondelet Palace", "Reuters"))
	expectCredit(t, "A fighter aims. Presidencia de Honduras/Handout via REUTERS", none, p("Presidencia de Honduras", "Reuters"))
	expectCredit(t, "A fighter aims. (Oregon Fire via AP)", none, p("Oregon Fire", "AP"))
	expectCredit(t, "A fighter aims. Courtesy of Reporters Sans Frontières", none, p("Reporters Sans Frontières"))
	// A wire's credit whose slash was lost in copying: the name's case tells it apart.
	expectCredit(t, "A fighter aims. REUTERS Karim Saleh", p("Karim Saleh"), p("Reuters"))
	expectCredit(t, "A fighter aims. AFP Monday", none, none)
	// UN agencies and missions credit their photographers, maybe with the year.
	expectCredit(t, "A fighter aims. © IOM 2024/Amina Yusuf", p("Amina Yusuf"), p("IOM"))
	expectCredit(t, "A fighter aims. © UNHCR 2021/Amina Yusuf", p("Amina Yusuf"), p("UNHCR"))
	expectCredit(t, "A fighter aims. Photo: MONUSCO/Amina Yusuf", p("Amina Yusuf"), p("MONUSCO"))
	// ANP signs with its name and the photographer's in capitals, with no slash.
	expectCredit(t, "Cyclists ride past the station. ANP ROB DE BOER", p("ROB DE BOER"), p("ANP"))
	expectCredit(t, "AFP REPORTERS SAW Trams wait in Leipzig. ANP ROB DE BOER", p("ROB DE BOER"), p("ANP"))
	// Antara closes a credit with its editor's initials.
	expectCredit(t, "A fighter aims. ANTARA FOTO/Dewi Lestari/abc.", p("Dewi Lestari"), p("Antara"))
	expectCredit(t, "A fighter aims. ANTARA FOTO/Dewi Lestari/nz", p("Dewi Lestari"), p("Antara"))
	expectCredit(t, "A fighter aims in Palu, October 6, 2018. (ANTARA PHOTO/Dewi Lestari/pras)", p("Dewi Lestari"), p("Antara"))              // in its bracket
	expectCredit(t, "Warga berbelanja di Pasar Benhil, Jumat (15/3/2024). ANTARA FOTO/Dewi Lestari/app/foc.", p("Dewi Lestari"), p("Antara")) // two desks' initials
	// AFP's surname in capitals may have two or three words.
	expectCredit(t, "A fighter aims. (Photo by Paul DURAND MOREL / AFP)", p("Paul DURAND MOREL"), p("AFP"))
	expectCredit(t, "A fighter aims. (Photo by Samir ABU KHALIL / AFP)", p("Samir ABU KHALIL"), p("AFP"))
	expectCredit(t, "A fighter aims. (Photo by Lotte VAN DEN BOSCH / AFP)", p("Lotte VAN DEN BOSCH"), p("AFP"))
	expectCredit(t, "A fighter aims. (Photo by Ana Maria DE LIMA / AFP)", p("Ana Maria DE LIMA"), p("AFP"))
	expectCredit(t, "A fighter aims. (Photo by UNICEF SUDAN / AFP)", none, p("UNICEF SUDAN", "AFP"))
	expectCredit(t, "A fighter aims. (Photo by Paul Durand/AFP Photo)", p("Paul Durand"), p("AFP"))
	expectCredit(t, "A fighter aims. Pool/AFP", none, p("AFP"))
	expectCredit(t, "A fighter aims. Paul Durand/Pool/AFP via Getty Images", p("Paul Durand"), p("AFP", "Getty Images"))
	expectCredit(t, "A fighter aims. Paul Durand/Getty Images", p("Paul Durand"), p("Getty Images"))
	expectCredit(t, "A fighter aims. Paul Durand/Getty Images News", p("Paul Durand"), p("Getty Images"))
	expectCredit(t, "A fighter aims. (Photo by Paul Durand/Getty Images)", p("Paul Durand"), p("Getty Images"))
	expectCredit(t, "A fighter aims. Paul Durand/Bloomberg via Getty Images", p("Paul Durand"), p("Bloomberg", "Getty Images"))
	expectCredit(t, "A fighter aims. (Photo by Paul Durand/NurPhoto via Getty Images)", p("Paul Durand"), p("NurPhoto", "Getty Images"))
	expectCredit(t, "A fighter aims. Paul Durand/SOPA Images/LightRocket via Getty Images", p("Paul Durand"), p("SOPA Images", "LightRocket", "Getty Images"))
	expectCredit(t, "A fighter aims. Paul Durand/picture alliance via Getty Images", p("Paul Durand"), p("picture alliance", "Getty Images"))
	expectCredit(t, "A fighter aims. Agence France-Presse/Getty Images", none, p("AFP", "Getty Images"))
	expectCredit(t, "A fighter aims. (Photo by Durandou / AFP)", p("Durandou"), p("AFP"))
	expectCredit(t, "A fighter aims. (Photo by SANA / AFP)", none, p("SANA", "AFP"))
	expectCredit(t, "A fighter aims. (Photo by Handout / AFP)", none, p("AFP"))
}

func TestAidAgencies(t *testing.T) {
	expectCredit(t, "A nurse weighs a baby. UN Photo/Paula Durand", p("Paula Durand"), p("UN Photo"))
	expectCredit(t, "A nurse weighs a baby. UNICEF/Paula Durand", p("Paula Durand"), p("UNICEF"))
	expectCredit(t, "A nurse weighs a baby. © ICRC/Paula Durand", p("Paula Durand"), p("ICRC"))
	expectCredit(t, "A nurse weighs a baby. MSF/Paula Durand", p("Paula Durand"), p("MSF"))
}

// A wire's own word for picture after its name is dropped, written with a slash, with
// no separator before the name, or after an organisation not in the table.
func TestWirePictureWords(t *testing.T) {
	expectCredit(t, "Trams cross the square. ANP PHOTO MARIEKE DE WIT", p("MARIEKE DE WIT"), p("ANP"))
	expectCredit(t, "Trams cross the square. ANSA photo Luca Bianchi", p("Luca Bianchi"), p("ANSA"))
	expectCredit(t, "Trams cross the square. AFP PHOTO KARIM SALEH", p("KARIM SALEH"), p("AFP"))
	expectCredit(t, "Trams cross the square. ANP PHOTO", none, p("ANP"))
	expectCredit(t, "Divers search a lake. ANSA Foto/Luca Bianchi", p("Luca Bianchi"), p("ANSA"))
	expectCredit(t, "Divers search a lake. PA Image/Holly Carter", p("Holly Carter"), p("PA"))
	expectCredit(t, "Divers search a lake. Kompas Foto/Ardi Wibowo/via REUTERS", p("Ardi Wibowo"), p("Kompas", "Reuters"))
	expectCredit(t, "Divers search a lake. UN Photo/Paula Durand", p("Paula Durand"), p("UN Photo"))
	expectCredit(t, "A man walks. Photo: Jane Doe / Stock Photo", none, none)
}

// An organisation before the person is an agency, as in "REUTERS/Name", when its
// words say so: an agency's brand word, a kind of place, an acronym before its
// title-case words. Alone before "Handout" it names no one.
func TestOrganisationBeforePerson(t *testing.T) {
	expectCredit(t, "Skaters on a frozen lake. Baltic Newspix/Ilze Ozola via REUTERS", p("Ilze Ozola"), p("Baltic Newspix", "Reuters"))
	expectCredit(t, "Skaters on a frozen lake. Ilze Ozola/Baltic Newspix", p("Ilze Ozola"), p("Baltic Newspix"))
	expectCredit(t, "Skaters on a frozen lake. Nordic Fotopress/Ilze Ozola", p("Ilze Ozola"), p("Nordic Fotopress"))
	expectCredit(t, "Fishermen mend nets. Tonga Village/Mele Taufa", p("Mele Taufa"), p("Tonga Village"))
	expectCredit(t, "Fishermen mend nets. Mele Taufa/Tonga Village", p("Mele Taufa"), p("Tonga Village"))
	expectCredit(t, "Fishermen mend nets. Mele Taufa/Ilze Ozola", p("Mele Taufa"), p("Ilze Ozola"))
	expectCredit(t, "A flooded road. IOM Libya/Ahmed Salem", p("Ahmed Salem"), p("IOM Libya"))
	expectCredit(t, "A flooded road. WHO Timor-Leste/Handout via REUTERS", none, p("WHO Timor-Leste", "Reuters"))
	expectCredit(t, "A flooded road. KIM Hong-ji/Reuters", p("KIM Hong-ji"), p("Reuters"))
	expectCredit(t, "A flooded road. (Photo by PARK Ji-won/SOPA Images/LightRocket via Getty Images)", p("PARK Ji-won"), p("SOPA Images", "LightRocket", "Getty Images"))
	expectCredit(t, "A flooded road. Jane Doe/Handout via REUTERS", p("Jane Doe"), p("Reuters"))
	expectCredit(t, "A trail after the fire. Parks Canada/Handout via REUTERS", none, p("Parks Canada", "Reuters"))
	expectCredit(t, "Ruins after the dig. EPA/PARCO ARCHEOLOGICO DI PAESTUM HANDOUT", none, p("EPA", "PARCO ARCHEOLOGICO DI PAESTUM"))
	expectCredit(t, "A flooded road. JEAN DUPONT/AFP", p("JEAN DUPONT"), p("AFP"))
	expectCredit(t, "Lava flows. Nordland Civil Protection/Handout via REUTERS", none, p("Nordland Civil Protection", "Reuters"))
	expectCredit(t, "Lava flows. Nordland Emergency Management/Handout via REUTERS", none, p("Nordland Emergency Management", "Reuters"))
	expectCredit(t, "Damaged roofs. Satellite image ©2024 Orbita Technologies/Handout via REUTERS", none, p("Orbita Technologies", "Reuters"))
	expectCredit(t, "Divers inspect a reef. Nordland Geological Survey/Handout via REUTERS", none, p("Nordland Geological Survey", "Reuters"))
	expectCredit(t, "A rocket lifts off. Kestrel Lab/Handout via REUTERS", none, p("Kestrel Lab", "Reuters"))
}

// Sport, entertainment and archive credits: a required-credit lead, and the photo
// agencies of those fields, which may stand in the person's place after "Photo by".
func TestSportAndArchiveCredits(t *testing.T) {
	expectCredit(t, "Fans cheer. Mandatory Credit: Jo Reyes/USA TODAY Sports", p("Jo Reyes"), p("USA TODAY Sports"))
	expectCredit(t, "A batter drives. Ned Ashby/BackPage Images", p("Ned Ashby"), p("BackPage Images"))
	expectCredit(t, "Fans cheer. Mandatory Credit: Jo Reyes/USA Today Sports", p("Jo Reyes"), p("USA TODAY Sports"))
	expectCredit(t, "A dunk. Mandatory Credit: Amir Castell-USA TODAY Sports", p("Amir Castell"), p("USA TODAY Sports"))
	expectCredit(t, "A dunk. Mandatory Credit: Rosa Lindqvist-Imagn Images", p("Rosa Lindqvist"), p("Imagn Images"))
	expectCredit(t, "A dunk. Mandatory Credit: Ana Ruiz-Lopez-USA TODAY Sports", p("Ana Ruiz-Lopez"), p("USA TODAY Sports"))
	expectCredit(t, "A dunk. Photo: Jean-Pierre Ruiz/EPA-EFE", p("Jean-Pierre Ruiz"), p("EPA"))
	expectCredit(t, "Fans cheer. (Photo by Jo Reyes/WireImage)", p("Jo Reyes"), p("WireImage"))
	expectCredit(t, "Fans cheer. (Photo by Jo Reyes/FilmMagic)", p("Jo Reyes"), p("FilmMagic"))
	expectCredit(t, "A goal. Jo Reyes/Action Images via Reuters", p("Jo Reyes"), p("Action Images", "Reuters"))
	expectCredit(t, "A street in 1948. (Photo by Keystone/Getty Images)", none, p("Keystone", "Getty Images"))
	expectCredit(t, "A street in 1948. (Photo by Fox Photos/Hulton Archive/Getty Images)", none, p("Fox Photos", "Hulton Archive", "Getty Images"))
	expectCredit(t, "A street in the 1930s. Library of Congress", none, p("Library of Congress"))
	expectCredit(t, "A street in 1936. (Ada Lowe/Library of Congress)", p("Ada Lowe"), p("Library of Congress"))
}

// Photo-sharing and aid-agency credits: the person and the site, not the licence;
// an organisation's web address as written; an asset number names no one.
func TestSharedAndAidCredits(t *testing.T) {
	expectCredit(t, "A bridge at dusk. Photo: Ana Ruiz/Wikimedia Commons (CC BY-SA 4.0)", p("Ana Ruiz"), p("Wikimedia Commons"))
	expectCredit(t, "A bridge at dusk. Photo by Ana Ruiz/Pexels, CC0", p("Ana Ruiz"), p("Pexels"))
	expectCredit(t, "A bridge at dusk. Photo: Ana Ruiz/Pexels (Creative Commons Attribution 2.0)", p("Ana Ruiz"), p("Pexels"))
	expectCredit(t, "A bridge at dusk. (Photo: Ana Ruiz/Pexels, CC BY 2.0)", p("Ana Ruiz"), p("Pexels"))
	expectCredit(t, "A bridge at dusk. Photo: Ana Ruiz (CC BY 2.0)", p("Ana Ruiz"), none)
	expectCredit(t, "A bridge at dusk. Photo by Ana Ruiz on Pixabay", p("Ana Ruiz"), p("Pixabay"))
	expectCredit(t, "A market at noon. Photo: Nurlan Abenov/kloop.kg", p("Nurlan Abenov"), p("kloop.kg"))
	expectCredit(t, "A market at noon. Tamar Beridze/netgazeti.ge", p("Tamar Beridze"), p("netgazeti.ge"))
	expectCredit(t, "A market at noon. Tamar Beridze/Reuters.com", p("Tamar Beridze"), p("Reuters"))
	expectCredit(t, "A nurse vaccinates a child. © UNHCR/UNI562347/Traoré", p("Traoré"), p("UNHCR"))
	expectCredit(t, "A nurse vaccinates a child. © UNICEF/UN0598765/Mariam Diallo", p("Mariam Diallo"), p("UNICEF"))
	expectCredit(t, "A nurse vaccinates a child. © UNICEF/UN0598765", none, p("UNICEF"))
	// Wikimedia Commons' own form: a licence between the author and "via"
	expectCredit(t, "A bridge at dusk. Photo: Ana Ruiz, CC BY-SA 4.0, via Wikimedia Commons", p("Ana Ruiz"), p("Wikimedia Commons"))
	expectCredit(t, "A bridge at dusk. Ana Ruiz, CC BY 2.0, via Wikimedia Commons", p("Ana Ruiz"), p("Wikimedia Commons"))
	expectCredit(t, "A bridge at dusk. Image: Ana Ruiz, CC0, via Wikimedia Commons", p("Ana Ruiz"), p("Wikimedia Commons"))
	expectCredit(t, "A bridge at dusk. Ana Ruiz, Public domain, via Wikimedia Commons", p("Ana Ruiz"), p("Wikimedia Commons"))
	expectCredit(t, "A tram in 1910. Photo: Wikimedia Commons (public domain)", none, p("Wikimedia Commons"))
	expectCredit(t, "A bridge at dusk. Photo: Ana Ruiz, CC BY-SA 4.0", p("Ana Ruiz"), none)
	expectCredit(t, "A bridge at dusk. Image by Ana Ruiz from Pixabay", p("Ana Ruiz"), p("Pixabay"))
	expectCredit(t, "A bridge at dusk. Photo by Ana Ruiz from Pexels", p("Ana Ruiz"), p("Pexels"))
}

// Social media: a camera's emoji is a lead; an account's handle names no one, the
// site it was posted on is the agency; a site's old name is a gloss.
func TestSocialMediaCredits(t *testing.T) {
	expectCredit(t, "Rain over the harbour. 📷 Lena Brandt", p("Lena Brandt"), none)
	expectCredit(t, "Rain over the harbour. 📸 Lena Brandt/AFP", p("Lena Brandt"), p("AFP"))
	expectCredit(t, "Rain over the harbour. 📸: Lena Brandt", p("Lena Brandt"), none)
	expectCredit(t, "Rain over the harbour. 📸: @lena_b", none, none)
	expectCredit(t, "A crater on the road. Photo: @road_watch via Telegram", none, p("Telegram"))
	expectCredit(t, "A crater on the road. (Image: @road_watch via X)", none, p("X"))
	expectCredit(t, "A crater on the road. Photo: @road_watch via Reuters", none, none)
	expectCredit(t, "A crater on the road. Credit: Omar Saleh/X, formerly Twitter", p("Omar Saleh"), p("X"))
	expectCredit(t, "A crater on the road. Photo: Omar Saleh/X (formerly Twitter)", p("Omar Saleh"), p("X"))
	expectCredit(t, "A crater on the road. Source: Facebook/Irpin Municipality", none, p("Facebook", "Irpin Municipality"))
	expectCredit(t, "A crater on the road. Photo: Comune di Bari/Facebook", none, p("Comune di Bari", "Facebook"))
	expectCredit(t, "A crater on the road. Photo: Omar Saleh (@omar_lens) via Instagram", p("Omar Saleh"), p("Instagram"))
	expectCredit(t, "Rain over the harbour #Gdansk 📸 Lena Brandt", p("Lena Brandt"), none)
	expectCredit(t, "Rain over the harbour at dawn 📷 Lena Brandt", p("Lena Brandt"), none)
}

// Press releases and corporate handouts: the company is an organisation, never a
// person, through a wire of press releases or a news agency.
func TestPressReleaseCredits(t *testing.T) {
	expectCredit(t, "A new drone is unveiled. (PRNewsfoto/Skyline Robotics)", none, p("PRNewsfoto", "Skyline Robotics"))
	expectCredit(t, "A new drone is unveiled. Photo: Arcadia Motors via Business Wire", none, p("Arcadia Motors", "Business Wire"))
	expectCredit(t, "A new drone is unveiled. (Photo: Business Wire)", none, p("Business Wire"))
	expectCredit(t, "A new drone is unveiled. Photo courtesy of Nordhav Energy", none, p("Nordhav Energy"))
	expectCredit(t, "A new drone is unveiled. Halden Aerospace handout via REUTERS", none, p("Halden Aerospace", "Reuters"))
	expectCredit(t, "A new drone is unveiled. Photo by Ana Ruiz, courtesy of Vesta Hotels", p("Ana Ruiz"), p("Vesta Hotels"))
	expectCredit(t, "A new drone is unveiled. Photo by Ana Ruiz, Courtesy of the Lisbon Museum", p("Ana Ruiz"), p("Lisbon Museum"))
	// the words of firms: electronics makers, plants, GmbH, airlines ("Ag" is a Tuareg name's particle)
	expectCredit(t, "A new chip is shown. Photo courtesy of Hanul Electronics", none, p("Hanul Electronics"))
	expectCredit(t, "A new car leaves the line. Ostwald Vehicle Manufacturing Ohio/Handout via REUTERS", none, p("Ostwald Vehicle Manufacturing Ohio", "Reuters"))
	expectCredit(t, "A new car leaves the line. Brennholz GmbH/Handout via REUTERS", none, p("Brennholz GmbH", "Reuters"))
	expectCredit(t, "A new jet lands. (Northwind Airlines/Handout via AP)", none, p("Northwind Airlines", "AP"))
}

// Stock-photo libraries: each a picture agency; "Editorial credit:" is a lead.
func TestStockLibraryCredits(t *testing.T) {
	expectCredit(t, "A shop on a high street. Editorial credit: Lena Brandt / Shutterstock.com", p("Lena Brandt"), p("Shutterstock"))
	expectCredit(t, "A shop on a high street. © Lena Brandt | Dreamstime.com", p("Lena Brandt"), p("Dreamstime"))
	expectCredit(t, "A shop on a high street. © Lena Brandt / Adobe Stock", p("Lena Brandt"), p("Adobe Stock"))
	expectCredit(t, "A shop on a high street. Photo: Depositphotos", none, p("Depositphotos"))
	expectCredit(t, "A shop on a high street. Credit: Lena Brandt/iStock/Getty Images Plus", p("Lena Brandt"), p("iStock", "Getty Images"))
}

func TestAPStyles(t *testing.T) {
	expectCredit(t, "Smoke rises over the town. (AP Photo/Libkos)", p("Libkos"), p("AP"))
	expectCredit(t, "Smoke rises over the town. (AP Photo/Libkos, File)", p("Libkos"), p("AP"))
	expectCredit(t, "Smoke rises over the city. (AP Photo/Lena Brandt)", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Smoke rises over the city. AP Photo/Lena Brandt, File", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Smoke rises over the city. (AP Photo/Lena Brandt, File)", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Smoke rises over the city (AP Photo/Lena Brandt, File) as people flee.", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Smoke rises over the city. (AP Photo)", none, p("AP"))
	expectCredit(t, "Smoke rises over the city. (AP: Lena Brandt)", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Smoke rises over the city. Lena Brandt/AP", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Smoke rises over the city. © 2024 AP Photo/Lena Brandt", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Smoke rises over the city. (c) 2024 Lena Brandt", p("Lena Brandt"), none)
	expectCredit(t, "Smoke rises over the city. (AP Photo/J. Scott Applewood)", p("J. Scott Applewood"), p("AP"))
	expectCredit(t, "Smoke rises over the city. (Photo by Idlib Media Center via AP Photo)", none, p("Idlib Media Center", "AP"))
	expectCredit(t, "Smoke rises over the city. Idlib Media Center via AP", none, p("Idlib Media Center", "AP"))
	expectCredit(t, "Smoke rises over the city. Uncredited/AP", none, p("AP"))
	expectCredit(t, "Smoke rises over the city. (AP Photo/Lena Brandt, Pool)", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Smoke rises over the city. Lena Brandt/ANSA via AP", p("Lena Brandt"), p("ANSA", "AP"))
	expectCredit(t, "Smoke rises over the city. Kim Min-jun/Yonhap via AP", p("Kim Min-jun"), p("Yonhap", "AP"))
	expectCredit(t, "Smoke rises over the city. Kyodo News via AP", none, p("Kyodo", "AP"))
}

func TestEPAAndOtherWires(t *testing.T) {
	expectCredit(t, "Rescuers search the rubble. EPA/MARTA LOPEZ", p("MARTA LOPEZ"), p("EPA"))
	expectCredit(t, "Rescuers search the rubble. EPA-EFE/MARTA LOPEZ", p("MARTA LOPEZ"), p("EPA"))
	expectCredit(t, "Rescuers search the rubble. Emre Yilmaz/Anadolu Agency", p("Emre Yilmaz"), p("Anadolu"))
	expectCredit(t, "Rescuers search the rubble. Emre Yilmaz/Anadolu Agency/Getty Images", p("Emre Yilmaz"), p("Anadolu", "Getty Images"))
	expectCredit(t, "Rescuers search the rubble. (Xinhua/Li Wei)", p("Li Wei"), p("Xinhua"))
	expectCredit(t, "Rescuers search the rubble. Li Wei/Xinhua via Getty Images", p("Li Wei"), p("Xinhua", "Getty Images"))
	expectCredit(t, "Rescuers search the rubble. Hans Weber/dpa", p("Hans Weber"), p("dpa"))
	expectCredit(t, "Rescuers search the rubble. Ivan Petrov\\TASS via Getty Images", p("Ivan Petrov"), p("TASS", "Getty Images"))
	expectCredit(t, "Rescuers search the rubble. Ivan Petrov/Sputnik via AP", p("Ivan Petrov"), p("Sputnik", "AP"))
	expectCredit(t, "Rescuers search the rubble. Ali Rezaei/IRNA", p("Ali Rezaei"), p("IRNA"))
	expectCredit(t, "Rescuers search the rubble. UPI/Ali Rezaei", p("Ali Rezaei"), p("UPI"))
	expectCredit(t, "Rescuers search the rubble. (Ali Rezaei/Sipa USA)", p("Ali Rezaei"), p("Sipa USA"))
	expectCredit(t, "Rescuers search the rubble. Ali Rezaei/ZUMA Wire", p("Ali Rezaei"), p("ZUMA Wire"))
	expectCredit(t, "Rescuers search the rubble. Ali Rezaei via ZUMA Wire", p("Ali Rezaei"), p("ZUMA Wire"))
	expectCredit(t, "Rescuers search the rubble. Ali Rezaei/Middle East Images/AFP via Getty Images", p("Ali Rezaei"), p("Middle East Images", "AFP", "Getty Images"))
}

func TestPublications(t *testing.T) {
	expectCredit(t, "A market reopens. Sara Cole for The New York Times", p("Sara Cole"), p("The New York Times"))
	expectCredit(t, "A market reopens. Credit...Sara Cole for The New York Times", p("Sara Cole"), p("The New York Times"))
	expectCredit(t, "A market reopens. (Sara Cole / Los Angeles Times)", p("Sara Cole"), p("Los Angeles Times"))
	expectCredit(t, "A market reopens. Sara Cole/NPR", p("Sara Cole"), p("NPR"))
	expectCredit(t, "A market reopens. Photograph: Sara Cole/EPA", p("Sara Cole"), p("EPA"))
	expectCredit(t, "A market reopens. Photograph: Sara Cole for the Guardian", p("Sara Cole"), p("The Guardian"))
	expectCredit(t, "A market reopens. Foto: Sara Cole/Agencia Sul", p("Sara Cole"), p("Agencia Sul"))
	expectCredit(t, "A market reopens. Photo by Sara Cole for Bloomberg", p("Sara Cole"), p("Bloomberg"))
	expectCredit(t, "A market reopens. Sara Cole for The Washington Post via Getty Images", p("Sara Cole"), p("The Washington Post", "Getty Images"))
	expectCredit(t, "A market reopens. Sara Cole/The Daily Star", p("Sara Cole"), p("The Daily Star"))
	expectCredit(t, "A market reopens. Photo: Sara Cole/Reuters", p("Sara Cole"), p("Reuters"))
	expectCredit(t, "A market reopens. (Sara Cole/The News & Observer via AP)", p("Sara Cole"), p("The News & Observer", "AP"))
}

func TestMilitaryAndCourtesy(t *testing.T) {
	expectCredit(t, "Soldiers train. (U.S. Army photo by Sgt. John Miller)", p("John Miller"), p("U.S. Army"))
	expectCredit(t, "Soldiers train. (U.S. Army photo by Staff Sgt. John Miller)", p("John Miller"), p("U.S. Army"))
	expectCredit(t, "Sailors work. U.S. Navy photo by Mass Communication Specialist 2nd Class John Miller/Released", p("John Miller"), p("U.S. Navy"))
	expectCredit(t, "Airmen work. (U.S. Air Force photo by Airman 1st Class John Miller)", p("John Miller"), p("U.S. Air Force"))
	expectCredit(t, "Sailors work. (U.S. Navy photo by Petty Officer 2nd Class John Miller)", p("John Miller"), p("U.S. Navy"))
	expectCredit(t, "Marines work. (U.S. Marine Corps photo by Lance Cpl. John Miller)", p("John Miller"), p("U.S. Marine Corps"))
	expectCredit(t, "Soldiers train. (Photo by Spc. John Miller)", p("John Miller"), none)
	expectCredit(t, "Soldiers train. (Photo by Capt. John Miller)", p("John Miller"), none)
	expectCredit(t, "Soldiers train. (U.S. Air Force photo by Senior Airman John Miller)", p("John Miller"), p("U.S. Air Force"))
	expectCredit(t, "Soldiers train. (U.S. Air Force photo by Tech. Sgt. John Miller)", p("John Miller"), p("U.S. Air Force"))
	expectCredit(t, "Soldiers train. (U.S. Army photo by Sgt. 1st Class John Miller)", p("John Miller"), p("U.S. Army"))
	expectCredit(t, "Soldiers train. (U.S. Army photo by Chief Warrant Officer 3 John Miller)", p("John Miller"), p("U.S. Army"))
	expectCredit(t, "Soldiers train. (U.S. Army photo by Pfc. John Miller)", p("John Miller"), p("U.S. Army"))
	expectCredit(t, "Soldiers train. (Photo by Lt. Col. John Miller)", p("John Miller"), none)
	// French ranks, as the French forces credit their photographers
	expectCredit(t, "Soldiers patrol near Gao. Photo: Sergent Luc Morel / EMA", p("Luc Morel"), p("EMA"))
	expectCredit(t, "Soldiers patrol near Gao. Photo: Caporal-chef Julien Marot/Armée de Terre", p("Julien Marot"), p("Armée de Terre"))
	expectCredit(t, "Soldiers train. (U.S. Army National Guard photo by Master Sgt. John Miller)", p("John Miller"), p("U.S. Army National Guard"))
	expectCredit(t, "A family at home. Courtesy of Maria Santos", p("Maria Santos"), none)
	expectCredit(t, "A family at home. Photo courtesy of Maria Santos", p("Maria Santos"), none)
	expectCredit(t, "A family at home. Courtesy of the Santos Family Foundation", none, p("Santos Family Foundation"))
	expectCredit(t, "Soldiers train. (U.S. Army photo)", none, p("U.S. Army"))
	expectCredit(t, "Soldiers train. (UK Ministry of Defence photo)", none, p("UK Ministry of Defence"))
	expectCredit(t, "Soldiers train. IDF photo", none, p("IDF"))
	expectCredit(t, "A family at home (Family photo)", none, none)
	expectCredit(t, "Crews at work. (Courtesy of Northfield Fire and Rescue Service)", none, p("Northfield Fire and Rescue Service"))
	expectCredit(t, "Medics at work. Courtesy: Ukrainian Red Cross", none, p("Ukrainian Red Cross"))
	expectCredit(t, "Guards at a base. EPA-EFE/ARAKAN ARMY HANDOUT", none, p("EPA", "ARAKAN ARMY"))
	expectCredit(t, "A drone image of a town. AZOV special forces/Handout via REUTERS", none, p("AZOV special forces", "Reuters"))
	expectCredit(t, "A drone image of a town. @unit_channel/Handout via REUTERS", none, p("Reuters"))
	expectCredit(t, "A satellite image of a dam. Planet Labs PBC/Handout via REUTERS", none, p("Planet Labs PBC", "Reuters"))
	// AFP's and EPA's surname in capitals, of four letters or fewer, after a first name
	expectCredit(t, "Fighters rest near a front line. (Photo by Karwan ISSA / AFP)", p("Karwan ISSA"), p("AFP"))
	expectCredit(t, "A girl in a camp. AFP PHOTO / Delshad HAMO", p("Delshad HAMO"), p("AFP"))
	expectCredit(t, "Smoke over a town. Firas OMAR/AFP/Getty Images", p("Firas OMAR"), p("AFP", "Getty Images"))
	expectCredit(t, "A satellite image of a port. Orbital Insight SVC/Handout via REUTERS", none, p("Orbital Insight SVC", "Reuters"))
	expectCredit(t, "Students at a lecture. Name withheld/Al Jazeera", none, p("Al Jazeera"))
	expectCredit(t, "A man carries a child. (Photo by - / AFP)", none, p("AFP"))
	expectCredit(t, "A girl in a shelter. Photo provided by the Ukrainian Red Cross", none, p("Ukrainian Red Cross"))
	expectCredit(t, "A girl in a shelter. Photo: screenshot/Telegram", none, p("Telegram"))
	expectCredit(t, "Rescuers search for missing people. Kyodo/via REUTERS", none, p("Kyodo", "Reuters"))
	expectCredit(t, "Rescuers at work. Press service of the State Emergency Service of Ukraine in Dnipropetrovsk region/Handout via REUTERS",
		none, p("Press service of the State Emergency Service of Ukraine in Dnipropetrovsk region", "Reuters"))
}

func TestSeveralPhotographers(t *testing.T) {
	expectCredit(t, "Crowds gather. Lena Brandt and Paul Durand/AFP", p("Lena Brandt", "Paul Durand"), p("AFP"))
	expectCredit(t, "Crowds gather. Lena Brandt & Paul Durand/AFP", p("Lena Brandt", "Paul Durand"), p("AFP"))
	expectCredit(t, "Crowds gather. Lena Brandt, Paul Durand/AFP", p("Lena Brandt", "Paul Durand"), p("AFP"))
	expectCredit(t, "Crowds gather. (AP Photo/Lena Brandt and Paul Durand)", p("Lena Brandt", "Paul Durand"), p("AP"))
	expectCredit(t, "Crowds gather. Photos by Lena Brandt & Paul Durand/Reuters", p("Lena Brandt", "Paul Durand"), p("Reuters"))
	expectCredit(t, "Crowds gather. LENA BRANDT AND PAUL DURAND/AFP", p("LENA BRANDT", "PAUL DURAND"), p("AFP"))
	expectCredit(t, "Crowds gather. Lena Brandt, Paul Durand and Omar Saleh/AFP", p("Lena Brandt", "Paul Durand", "Omar Saleh"), p("AFP"))
	expectCredit(t, "Crowds gather. Lena Brandt/AFP, Paul Durand/Reuters", p("Lena Brandt", "Paul Durand"), p("AFP", "Reuters"))
}

func TestNames(t *testing.T) {
	expectCredit(t, "A street. REUTERS/Ahmad al-Halabi", p("Ahmad al-Halabi"), p("Reuters"))
	expectCredit(t, "A street. REUTERS/Ahmad al-halabi", p("Ahmad al-halabi"), p("Reuters"))
	expectCredit(t, "A street. REUTERS/Ahmad al Halabi", p("Ahmad al Halabi"), p("Reuters"))
	expectCredit(t, "A street. REUTERS/Abu Bakr bin Salim", p("Abu Bakr bin Salim"), p("Reuters"))
	expectCredit(t, "A street. Jan de Vries/ANP", p("Jan de Vries"), p("ANP"))
	expectCredit(t, "A street. Pieter van der Berg/AFP", p("Pieter van der Berg"), p("AFP"))
	expectCredit(t, "A street. Sean O'Connor/AP", p("Sean O'Connor"), p("AP"))
	expectCredit(t, "A street. Sean O’Connor/AP", p("Sean O’Connor"), p("AP"))
	expectCredit(t, "A street. José Núñez/EFE", p("José Núñez"), p("EFE"))
	expectCredit(t, "A street. Zoë Åberg/AFP", p("Zoë Åberg"), p("AFP"))
	expectCredit(t, "A street. JP MARTIN/AFP/Getty Images", p("JP MARTIN"), p("AFP", "Getty Images"))
	expectCredit(t, "A street. J. Scott Applewood/AP", p("J. Scott Applewood"), p("AP"))
	expectCredit(t, "A street. John Smith Jr./AP", p("John Smith Jr."), p("AP"))
	expectCredit(t, "A street. Mary-Jane Watson-Parker/Reuters", p("Mary-Jane Watson-Parker"), p("Reuters"))
	expectCredit(t, "A street. April May/Reuters", p("April May"), p("Reuters"))
	expectCredit(t, "A street. Jane A Doe/Reuters", p("Jane A Doe"), p("Reuters"))
}

func TestNonPersons(t *testing.T) {
	expectCredit(t, "Flames rise. Handout/AFP", none, p("AFP"))
	expectCredit(t, "Flames rise. Stringer/Reuters", none, p("Reuters"))
	expectCredit(t, "Flames rise. Staff/Reuters", none, p("Reuters"))
	expectCredit(t, "Flames rise. Pool/Reuters", none, p("Reuters"))
	expectCredit(t, "Flames rise. File/Reuters", none, p("Reuters"))
	expectCredit(t, "Flames rise. (Uncredited/AP)", none, p("AP"))
	expectCredit(t, "Flames rise. Social Media Website/Reuters", none, p("Reuters"))
	expectCredit(t, "Flames rise. HANDOUT/SANA/AFP", none, p("SANA", "AFP"))
	expectCredit(t, "Flames rise. Handout", none, none)
}

func TestCreditPlacement(t *testing.T) {
	expectCredit(t, "Photo: Lena Brandt/AFP. Smoke rises over the city.", p("Lena Brandt"), p("AFP"))
	expectCredit(t, "Photo: Lena Brandt/AFP - Smoke rises over the city.", p("Lena Brandt"), p("AFP"))
	expectCredit(t, "Photo: Lena Brandt/AFP Smoke rises over the city.", p("Lena Brandt"), p("AFP"))
	expectCredit(t, "Photo: AFP Smoke rises over the city.", none, p("AFP"))
	expectCredit(t, "Photo: Lena Brandt/AFP | Smoke rises over the city.", p("Lena Brandt"), p("AFP"))
	expectCredit(t, "Photo: Lena Brandt/AFP—Smoke rises over the city.", p("Lena Brandt"), p("AFP"))
	expectCredit(t, "Photograph: Lena Brandt Smith walks in the city.", none, none)
	expectCredit(t, "Smoke rises (Photo by Lena Brandt/Reuters) over the city.", p("Lena Brandt"), p("Reuters"))
	expectCredit(t, "REUTERS/Lena Brandt", p("Lena Brandt"), p("Reuters"))
	expectCredit(t, "  REUTERS/Lena Brandt  ", p("Lena Brandt"), p("Reuters"))
}

func TestWireNoticesAndOtherSites(t *testing.T) {
	expectCredit(t, "Smoke rises. SANA/Handout via REUTERS ATTENTION EDITORS - THIS IMAGE WAS PROVIDED BY A THIRD PARTY.", none, p("SANA", "Reuters"))
	expectCredit(t, "A street. REUTERS/Omar Nasser SEARCH \"SYRIA WAR\" FOR THIS STORY. SEARCH \"WIDER IMAGE\" FOR ALL STORIES.", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A street. REUTERS/Omar Nasser NO RESALES. NO ARCHIVES", p("Omar Nasser"), p("Reuters"))
	expectCredit(t, "A street in Idlib on May 3, 2019. / AFP / Omar HAJ KADOUR", p("Omar HAJ KADOUR"), p("AFP"))
	expectCredit(t, "A street. (Photo credit should read OMAR HAJ KADOUR/AFP/Getty Images)", p("OMAR HAJ KADOUR"), p("AFP", "Getty Images"))
	expectCredit(t, "A boy flies a kite. (Credit Image: © Maria Lopez/SOPA Images via ZUMA Press Wire)", p("Maria Lopez"), p("SOPA Images", "ZUMA Press Wire"))
	expectCredit(t, "A street. (Photo credit: STR/AFP via Getty Images)", none, p("AFP", "Getty Images"))
	expectCredit(t, "A street in Idlib [Omar Saleh/Al Jazeera]", p("Omar Saleh"), p("Al Jazeera"))
	expectCredit(t, "A street in Idlib [File: Omar Saleh/Reuters]", p("Omar Saleh"), p("Reuters"))
	expectCredit(t, "A street in Idlib [Omar Saleh/Reuters] seen from above.", p("Omar Saleh"), p("Reuters"))
	expectCredit(t, "A street in Idlib. Image source, Getty Images", none, p("Getty Images"))
	expectCredit(t, "Image source, BBC/Ann Price Image caption, Snow fell on Buxton", p("Ann Price"), p("BBC"))
	expectCredit(t, "Image source, Ann Price Image caption, Snow fell on Buxton", p("Ann Price"), none)
	expectCredit(t, "Image source, Ann Price Snow fell on Buxton", none, none)
	expectCredit(t, "Image source, PA Media Image caption, Snow fell on Buxton", none, p("PA"))
	expectCredit(t, "Snow fell on Buxton. Picture: Ann Price/PA Media", p("Ann Price"), p("PA"))
	expectCredit(t, "A street in Idlib. Credit Omar Saleh for The New York Times", p("Omar Saleh"), p("The New York Times"))
	expectCredit(t, "A street in Idlib. © Omar Saleh", p("Omar Saleh"), none)
	expectCredit(t, "A street in Idlib. (Militant video via AP)", none, p("AP"))
	expectCredit(t, "A photo provided by the Raqqa Is Silent activist group shows a market. (Raqqa Is Silent via AP)", none, p("Raqqa Is Silent", "AP"))
	expectCredit(t, "An image released by The Daraa Youth Union shows a street. (Daraa Youth Union via AP)", none, p("Daraa Youth Union", "AP"))
	expectCredit(t, "A street in Idlib, where Omar Saleh lives. (Omar Saleh via AP)", p("Omar Saleh"), p("AP"))
	// A paper's name that opens with "The", after a person and a comma, is a credit
	// without a lead, as US papers write it; a place that takes the article is none.
	expectCredit(t, "Hail covers a street in Mesa on Monday. Dana Okafor, The Tucson Courier", p("Dana Okafor"), p("The Tucson Courier"))
	expectCredit(t, "A ferry docks in Hoboken. (Ravi Menon, The Record-Ledger)", p("Ravi Menon"), p("The Record-Ledger"))
	expectCredit(t, "A man walks in Delft on Monday. Jordan Pike, The Hague", none, none)
	expectCredit(t, "Ice covers Lake Erie in Toledo. Kim Sorensen, Toledo Blade Press", p("Kim Sorensen"), p("Toledo Blade Press"))
	expectCredit(t, "A man in Akron. Jane Roe, Amnesty International", none, none)
	expectCredit(t, "Snow falls in Queens. (Lena Park, Special to the Daily Ledger)", p("Lena Park"), p("Daily Ledger"))
	expectCredit(t, "Snow falls in Queens, Special to nobody.", none, none)
	expectCredit(t, "Vintage cars line up in Bakewell. Image: Peak Motor Club", none, p("Peak Motor Club"))
	expectCredit(t, "A barn dance in Ripon. Pic: Yorkshire Live", none, p("Yorkshire Live"))
	expectCredit(t, "A new bridge in Selma, Ala. Photo contributed by Dana Cole", p("Dana Cole"), none)
	expectCredit(t, "A dog show in Hull. (Photo: Contributed)", none, none)
	expectCredit(t, "A fair in Tyler, Texas, Oct. 3, 2024. Published Oct. 5, 2024, 6:00 a.m. CT. Photo by Ana Ruiz/Tyler Ledger", p("Ana Ruiz"), p("Tyler Ledger"))
	expectCredit(t, "A bake sale in Troy, Ohio. (Submitted photo)", none, none)
	expectCredit(t, "A man walks in Delft, said Jordan Pike, the mayor", none, none)
	// "Copyright:" opens a credit as "Photo:" does.
	expectCredit(t, "Swans on the Thames at Henley. Copyright: Alice Brereton", p("Alice Brereton"), none)
	expectCredit(t, "Swans on the Thames at Henley. Copyright: Alice Brereton/SWNS", p("Alice Brereton"), p("SWNS"))
	expectCredit(t, "Omar Saleh stands in the street. Omar Saleh/AFP", p("Omar Saleh"), p("AFP"))
	expectCredit(t, "(AFP) Residents queue for bread in a market in Sanaa.", none, p("AFP"))
	expectCredit(t, "Pool Photo by Lena Brandt/AP. Leaders meet in Rome.", p("Lena Brandt"), p("AP"))
	expectCredit(t, "Pool reports say the city fell.", none, none)
	// A credit that opens the caption may end at a colon after the names it gives.
	expectCredit(t, "Photo by Lena Brandt/EPA: A nurse sprays a ward in Kenema, 2014.", p("Lena Brandt"), p("EPA"))
	expectCredit(t, "Photo: Lena Brandt/AFP: Men carry sacks of flour in Sanaa.", p("Lena Brandt"), p("AFP"))
	expectCredit(t, "Photo by Lena Brandt: A nurse sprays a ward in Kenema.", p("Lena Brandt"), none)
	expectCredit(t, "Photo by drone: the ward in Kenema.", none, none)
	// The date the picture was taken may follow the credit to the end.
	expectCredit(t, "Boys play in Sanaa. Photo by Lena Brandt/Getty Images, taken on 9 August 2019.", p("Lena Brandt"), p("Getty Images"))
	expectCredit(t, "Boys play in Sanaa. Lena Brandt/Reuters taken March 3, 2017", p("Lena Brandt"), p("Reuters"))
	expectCredit(t, "Boys play in Sanaa. Picture taken on March 3, 2017", none, none)
	// AFP writes a dash where no photographer is named.
	expectCredit(t, "Smoke rises over Derna on September 13, 2023. / AFP / -", none, p("AFP"))
	expectCredit(t, "Smoke rises over Derna - AFP/-", none, p("AFP"))
	expectCredit(t, "Smoke rises over Derna -", none, none)
	expectCredit(t, "pool photo via pool city", none, none)
	expectCredit(t, "Pool Photo by Handout - A man walks", none, none)
	expectCredit(t, "Trams wait at a depot in Leipzig. Photo: Lena Brandt/dpa-Zentralbild/dpa", p("Lena Brandt"), p("dpa"))
	expectCredit(t, "(Reuters) Residents queue for bread in Sanaa. REUTERS/Lena Brandt", p("Lena Brandt"), p("Reuters"))
	expectCredit(t, "Cranes stand at a port in Gdansk. (Image via Airbus Defence and Space)", none, p("Airbus Defence and Space"))
	expectCredit(t, "Cranes stand at a port in Gdansk. Photo via Lena Brandt", p("Lena Brandt"), none)
	expectCredit(t, "Smoke rises over a depot in Kursk. Screenshot from a video posted by the Russian Defence Ministry", none, p("Russian Defence Ministry"))
	expectCredit(t, "Smoke rises over a depot in Kursk. Screengrab taken from footage released by Ukrainian Emergency Service", none, p("Ukrainian Emergency Service"))
	expectCredit(t, "Smoke rises over a depot in Kursk. Video posted by Astra News Agency", none, p("Astra News Agency"))
	expectCredit(t, "A map shows flooded districts of Sylhet, Bangladesh. Graphic: Lena Brandt/Reuters", p("Lena Brandt"), p("Reuters"))
	expectCredit(t, "Front lines around Pokrovsk as of June 2. Illustration: Lena Brandt/AFP", p("Lena Brandt"), p("AFP"))
	expectCredit(t, "Graphic designers meet in Lyon.", none, none)
	expectCredit(t, "Crews clear snow in Oslo, Norway, January 4, 2024. Photo: Lena Brandt/NTB. The storm closed roads across the south.", p("Lena Brandt"), p("NTB"))
	expectCredit(t, "Crews clear snow in Oslo. Credit: NTB/Handout via Reuters. Roads reopened on Friday.", none, p("NTB", "Reuters"))
	expectCredit(t, "Crews clear snow in Oslo. Photo: Ltd. Roads reopened on Friday.", none, none)
	expectCredit(t, "Crews clear snow in Oslo. Photo:Lena Brandt/NTB. Roads reopened on Friday.", none, none)
	expectCredit(t, "Crews clear snow in Oslo. Photo: the storm closed roads. Roads reopened on Friday.", none, none)
	expectCredit(t, "Crews clear snow in Oslo. Source: officials said roads would reopen. Traffic was light.", none, none)
	expectCredit(t, "EDITORS NOTE: Graphic content / Bodies lie in a street in Bucha. REUTERS/Lena Brandt", p("Lena Brandt"), p("Reuters"))
	expectCredit(t, "Smoke rises over a depot in Kursk. (Photo: Telegram/@kursk_today)", none, p("Telegram"))
	expectCredit(t, "A flooded road in Derna. Facebook/@DernaVoice via REUTERS", none, p("Facebook", "Reuters"))
	expectCredit(t, "Crowds rally in Tbilisi. TikTok/@tbilisi.live/via REUTERS", none, p("TikTok", "Reuters"))
	expectCredit(t, "Crowds rally in Tbilisi. Email me @home", none, none)
	expectCredit(t, "A street in Aleppo. EPA, @unit_channel", none, none)
	expectCredit(t, "A street in Aleppo. ANADOLU/@unit_channel", none, none)
	expectCredit(t, "A street in Aleppo. Smith/@unit_channel", none, none)
	expectCredit(t, "\"Traders sell fabric at a market in Lagos. REUTERS/Ade Okoro\"", p("Ade Okoro"), p("Reuters"))
	expectCredit(t, "“Traders sell fabric at a market in Lagos. (AP Photo/Ade Okoro)”", p("Ade Okoro"), p("AP"))
	expectCredit(t, "Traders sell fabric in Lagos. REUTERS/Ade Okoro \"", none, none)
	expectCredit(t, "Traders sell fabric in Lagos, Friday, May 3, 2024. (AP Photo/Sunday Alade)", p("Sunday Alade"), p("AP"))
	expectCredit(t, "Traders sell fabric in Lagos. Photo by Sunday", none, none)
	expectCredit(t, "A street in Idlib. EPA via Reuters \\ Tuesday KYODO Getty", none, none)
	expectCredit(t, "A royal visit. Omar Saleh/Courtesy of Royal Court/Handout via REUTERS", p("Omar Saleh"), p("Royal Court", "Reuters"))
	expectCredit(t, "A view of Doha. REUTERS/Courtesy of Omar Saleh", p("Omar Saleh"), p("Reuters"))
	expectCredit(t, "Sailors drill on a frigate. Photo: Sgt Ben Carter/RAF/Crown Copyright", p("Ben Carter"), p("RAF"))
	expectCredit(t, "Troops disembark at a port. MOD/Crown Copyright", none, p("MOD"))
	expectCredit(t, "Troops train in Kenya. Photo: Cpl Jo Reed/UK MOD © Crown copyright 2023", p("Jo Reed"), p("UK MOD"))
	// US agencies: "Public Domain" is a licence; "Official" before a lead's organisation is dropped
	expectCredit(t, "Envoys meet in Lima. [State Department photo by Ana Ruiz/ Public Domain]", p("Ana Ruiz"), p("State Department"))
	expectCredit(t, "A view of Quito. Photo: Ana Ruiz/USAID (Public Domain)", p("Ana Ruiz"), p("USAID"))
	expectCredit(t, "The cabinet meets. (Official White House Photo by Lena Ortiz)", p("Lena Ortiz"), p("White House"))
	expectCredit(t, "Sailors drill at sea. (UK MOD © Crown copyright 2023)", none, p("UK MOD"))
	expectCredit(t, "A street in Idlib. (Idlib 24 news via AP)", none, p("Idlib 24 news", "AP"))
	expectCredit(t, "A street in Idlib. (Thiqa News Agency, via AP)", none, p("Thiqa News Agency", "AP"))
	expectCredit(t, "A street in Idlib. (Syrian Civil Defense White Helmets via AP)", none, p("Syrian Civil Defense White Helmets", "AP"))
	expectCredit(t, "A street in Idlib. (ABC News: Omar Saleh)", p("Omar Saleh"), p("ABC News"))
	expectCredit(t, "A street in Idlib. REUTERS/Omar Saleh/Illustration", p("Omar Saleh"), p("Reuters"))
	expectCredit(t, "A street in Idlib. Photo by Omar Saleh on Unsplash", p("Omar Saleh"), p("Unsplash"))
	expectCredit(t, "A street in Idlib. Omar Saleh/Getty Images for UNICEF", p("Omar Saleh"), p("Getty Images", "UNICEF"))
	expectCredit(t, "A street in Idlib. Photo: Omar Saleh / Alamy Stock Photo", p("Omar Saleh"), p("Alamy"))
	expectCredit(t, "A street in Idlib. Omar Saleh, Staff Photographer", p("Omar Saleh"), none)
	expectCredit(t, "A street in Idlib.—Omar Saleh/AFP", p("Omar Saleh"), p("AFP"))
	expectCredit(t, "A street in Idlib — Omar Saleh/AFP", p("Omar Saleh"), p("AFP"))
	expectCredit(t, "A street in Idlib. Omar Saleh—AFP/Getty Images", p("Omar Saleh"), p("AFP", "Getty Images"))
	expectCredit(t, "A street in Idlib. Credit...Omar Saleh/Agence France-Presse — Getty Images", p("Omar Saleh"), p("AFP", "Getty Images"))
	expectCredit(t, "A street in Idlib. (Photo by Omar Haj Saleh / AFP) (Photo by Omar Haj Saleh/AFP via Getty Images)", p("Omar Haj Saleh"), p("AFP", "Getty Images"))
	expectCredit(t, "A street in Idlib. AFP PHOTO / OMAR SALEH / FILES", p("OMAR SALEH"), p("AFP"))
	expectCredit(t, "A street in Idlib. EPA/OMAR SALEH / POOL", p("OMAR SALEH"), p("EPA"))
	expectCredit(t, "A street in Idlib. AFP/HO/Syrian Presidency", none, p("AFP", "Syrian Presidency"))
	expectCredit(t, "A street in Idlib. (Israel Defense Forces via AP)", none, p("Israel Defense Forces", "AP"))
	expectCredit(t, "A street in Idlib. Video grab via Reuters", none, p("Reuters"))
	expectCredit(t, "A street in Idlib. ©Omar Saleh/Magnum Photos", p("Omar Saleh"), p("Magnum Photos"))
	expectCredit(t, "A street in Idlib. (Department of Defense photo by Omar Saleh)", p("Omar Saleh"), p("Department of Defense"))
	expectCredit(t, "A street in Idlib. (Omar Saleh/For The Washington Post)", p("Omar Saleh"), p("The Washington Post"))
	expectCredit(t, "A street in Idlib. REUTERS/Omar Saleh File Photo", p("Omar Saleh"), p("Reuters"))
	expectCredit(t, "A street in Idlib. (Photo by STR / AFP) / RESTRICTED TO EDITORIAL USE - MANDATORY CREDIT \"AFP PHOTO / HO / SANA\" - NO MARKETING", none, p("AFP"))
	expectCredit(t, "A street in Idlib. REUTERS/Lina Haddad FOR EDITORIAL USE ONLY", p("Lina Haddad"), p("Reuters"))
	expectCredit(t, "A street in Idlib. (Photo by Sgt. Omar Saleh, 1st Armored Division Public Affairs)", p("Omar Saleh"), p("1st Armored Division Public Affairs"))
	expectCredit(t, "A street in Idlib. (Courtesy photo)", none, none)
	expectCredit(t, "A street in Idlib. Photo courtesy: Omar Saleh", p("Omar Saleh"), none)
	expectCredit(t, "A street in Idlib. REUTERS/عمر صالح", p("عمر صالح"), p("Reuters"))
	expectCredit(t, "A street in Idlib. (Omar Saleh - Anadolu Agency)", p("Omar Saleh"), p("Anadolu"))
	expectCredit(t, "A street in Idlib. (MEE/Omar Saleh)", p("Omar Saleh"), p("MEE"))
	// A picture word may end an organisation's name before the person, like an agency.
	expectCredit(t, "A street in Idlib. Harbour Photos/Omar Saleh via AFP", p("Omar Saleh"), p("Harbour Photos", "AFP"))
	expectCredit(t, "A street in Idlib. Levant Pictures/Omar Saleh", p("Omar Saleh"), p("Levant Pictures"))
	expectCredit(t, "A street in Idlib. Credit: EDITORS IMAGES", none, none)
	expectCredit(t, "A street in Idlib. [Courtesy: Syrian Civil Defence]", none, p("Syrian Civil Defence"))
	expectCredit(t, "A street in Idlib. (Omar Saleh/Sputnik, Kremlin Pool Photo via AP)", p("Omar Saleh"), p("Sputnik", "AP"))
	expectCredit(t, "A street in Idlib | Omar Saleh/AFP", p("Omar Saleh"), p("AFP"))
	expectCredit(t, "A street in Idlib.(AP Photo/Omar Saleh)", p("Omar Saleh"), p("AP"))
	expectCredit(t, "A street in Idlib. (Omar Saleh, AFP)", p("Omar Saleh"), p("AFP"))
	expectCredit(t, "A street in Idlib. EPA/OMAR SALEH ATTENTION: This image is part of a set", p("OMAR SALEH"), p("EPA"))
	expectCredit(t, "A street in Idlib. EPA-EFE/OMAR SALEH BEST QUALITY AVAILABLE", p("OMAR SALEH"), p("EPA"))
	expectCredit(t, "A street in Idlib. Photo/Omar Saleh", p("Omar Saleh"), none)
	expectCredit(t, "A street in Idlib. Image copyright Getty Images", none, p("Getty Images"))
	expectCredit(t, "Image copyright AFP Image caption Men walk in a street in Idlib.", none, p("AFP"))
	expectCredit(t, "A street in Idlib. Pic: Reuters", none, p("Reuters"))
	expectCredit(t, "A street in Idlib. (Reuters/File photo)", none, p("Reuters"))
	expectCredit(t, "A street in Idlib. Omar Saleh/dpa/picture alliance via Getty Images", p("Omar Saleh"), p("dpa", "picture alliance", "Getty Images"))
	expectCredit(t, "A street in Idlib. Omar Saleh/EPA-EFE/Shutterstock", p("Omar Saleh"), p("EPA", "Shutterstock"))
	expectCredit(t, "A street in Idlib. Omar Saleh (AFP)", p("Omar Saleh"), p("AFP"))
	expectCredit(t, "A street in Idlib. Omar Saleh/AFP/Getty Images Hide Caption 3 of 25", p("Omar Saleh"), p("AFP", "Getty Images"))
	expectCredit(t, "A street in Idlib. Omar Saleh/Kurdistan24", p("Omar Saleh"), p("Kurdistan24"))
	expectCredit(t, "A street in Idlib. Photographer: Omar Saleh/Bloomberg", p("Omar Saleh"), p("Bloomberg"))
	expectCredit(t, "Two streets. Photos: Omar Saleh/AFP; Lina Haddad/Reuters", p("Omar Saleh", "Lina Haddad"), p("AFP", "Reuters"))
}

func TestPictureDeskCredits(t *testing.T) {
	// a credit that opens the caption, a second lead after "Credit:", the picture id after it
	expectCredit(t, "Mandatory Credit: Photo by Ana Prieto/Shutterstock (15501234k) Sam Hollis 'Red Dust' premiere, Arrivals, Dublin, Ireland - 02 Feb 2025",
		p("Ana Prieto"), p("Shutterstock"))
	expectCredit(t, "Mandatory Credit: Photo by ANDY RAIN/EPA-EFE/Shutterstock (15502210c) Voters queue outside a polling station in Leeds, Britain, 04 July 2024.",
		p("ANDY RAIN"), p("EPA", "Shutterstock"))
	expectCredit(t, "Credit: Photo by Ana Prieto/Shutterstock. Voters queue outside a polling station.", p("Ana Prieto"), p("Shutterstock"))
	expectCredit(t, "Voters queue in Leeds. Photo by Ana Prieto/Shutterstock (15501234k)", p("Ana Prieto"), p("Shutterstock"))
	expectCredit(t, "Voters queue in Leeds. Ana Prieto/Reuters (2024)", p("Ana Prieto"), p("Reuters"))
	// rights notices that open the caption before its credit
	expectCredit(t, "Editorial use only. No book cover usage. Mandatory Credit: Photo by Ana Prieto/Shutterstock (15501234k) Sam Hollis at a gala, Dublin - 02 Feb 2025",
		p("Ana Prieto"), p("Shutterstock"))
	expectCredit(t, "For editorial use only. Crowds in Leeds. Photo by Ana Prieto/Shutterstock", p("Ana Prieto"), p("Shutterstock"))
	expectCredit(t, "No merchandising. Crowds gather in Leeds.", none, none)
	// notices after the credit
	expectCredit(t, "Fans cheer at Anfield. Photo credit should read: Owen Hale/PA Wire. RESTRICTIONS: EDITORIAL USE ONLY No use with unauthorised audio, video or data.",
		p("Owen Hale"), p("PA"))
	expectCredit(t, "Gardeners at work in Kent. Photo credit should read: National Trust/PA Wire NOTE TO EDITORS: This handout photo may only be used for editorial reporting purposes.",
		none, p("National Trust", "PA"))
	expectCredit(t, "Conservators at work. Historic Scotland/Handout via REUTERS", none, p("Historic Scotland", "Reuters"))
	// the picture agencies of the UK press and of celebrity pictures, alone at the end
	expectCredit(t, "Day-trippers on the beach at Skegness, 1958. Mirrorpix", none, p("Mirrorpix"))
	expectCredit(t, "A hedgehog in a garden in Bath. SWNS", none, p("SWNS"))
	expectCredit(t, "A singer leaves a hotel in Soho. Splash News", none, p("Splash News"))
	expectCredit(t, "A singer leaves a hotel in Soho. Photo: Ana Prieto/BACKGRID", p("Ana Prieto"), p("Backgrid"))
	expectCredit(t, "A singer at a gala. Credit: Ana Prieto/WENN.com", p("Ana Prieto"), p("WENN"))
	expectCredit(t, "A singer leaves a hotel in Soho. MEGA", none, p("MEGA"))
	expectCredit(t, "A novelist at home. Photo: Ana Prieto/Camera Press", p("Ana Prieto"), p("Camera Press"))
	expectCredit(t, "A model walks the runway. Ana Prieto/Cover Images", p("Ana Prieto"), p("Cover Images"))
	expectCredit(t, "The harbour at Whitby, 1961. Rex Features", none, p("Shutterstock"))
}

func TestNoCredit(t *testing.T) {
	expectCredit(t, "", none, none)
	expectCredit(t, "Smoke rises over the city.", none, none)
	expectCredit(t, "Smoke rises over the city. Lena Brandt", none, none)
	expectCredit(t, "A handout picture provided by SANA shows a street in Homs.", none, none)
	expectCredit(t, "A spokesman told Reuters that the city fell.", none, none)
	expectCredit(t, "A fighter in Aleppo/Syria, in 2016.", none, none)
	expectCredit(t, "People gather in the Old City (Aleppo) on Monday.", none, none)
	expectCredit(t, "DAMASCUS (Reuters) - Troops advanced on Monday.", none, none)
	expectCredit(t, "Troops advanced on Monday (Reuters) in the north.", none, none)
	expectCredit(t, "People watch a screenshot from a video posted by a neighbour.", none, none)
	expectCredit(t, "Fighters in the city. Islamic State", none, none)
	expectCredit(t, "Fighters of the Nusra Front (Jabhat al-Nusra/Al-Qaeda) walk in the town.", none, none)
	expectCredit(t, "A man walks. Photo: Jane Doe / Stock Photo", none, none)
	expectCredit(t, "A man walks. Sgt. Jane Doe", none, none)
	expectCredit(t, "A man walks with Bashar al-Assad/AP", none, none)
	expectCredit(t, "Fighters of the SDF (Kurdish People's Protection Units/YPG) walk.", none, none)
}

func TestNotes(t *testing.T) {
	expectNote(t, "Soldiers train. (Photo by Staff Sgt. John Miller)", "rank dropped")
	expectNote(t, "A fighter aims. (Paul DurandAFP/Getty Images)", "glued")
	expectNote(t, "Smoke rises (AP Photo/Lena Brandt, File) over the city.", "parentheses")
	expectNote(t, "Photo: Lena Brandt/AFP. Smoke rises over the city.", "start of the caption")
}

// expectNote checks that one of the notes of Parse(text) contains want.
func expectNote(t *testing.T, text, want string) {
	t.Helper()
	c := credit.Parse(text)
	for _, n := range c.Notes {
		if strings.Contains(n, want) {
			return
		}
	}
	t.Errorf("Parse(%q): notes %q, want one containing %q", text, c.Notes, want)
}

// A credit may open with a word of digits only as a link takes it (candidate): a
// rank, an ordinal of an organisation, a web address or an asset number; the day of
// a date after "Jan." opens none.
func TestNumberOpensCredit(t *testing.T) {
	for _, want := range []string{"1 Sgt. John Miller/AFP", "82nd Airborne Division/AP", "24.kg/Nurlan Abenov", "12345678/AFP", "REUTERS/Lena Brandt"} {
		text := "Troops patrol the base, Jan. 11, 2024. " + want
		if c := credit.Parse(text); text[c.Start:c.End] != want {
			t.Errorf("Parse(%q): credit span %q, want %q", text, text[c.Start:c.End], want)
		}
	}
}

func TestCreditSpan(t *testing.T) {
	text := "Smoke rises. (Photo by Rodi Said/Reuters)"
	c := credit.Parse(text)
	if got := text[c.Start:c.End]; got != "(Photo by Rodi Said/Reuters)" {
		t.Errorf("Parse(%q): credit span %q, want %q", text, got, "(Photo by Rodi Said/Reuters)")
	}
	if len(c.Agencies) != 1 || text[c.Agencies[0].Start:c.Agencies[0].End] != "Reuters" {
		t.Errorf("Parse(%q): agency span wrong: %+v", text, c.Agencies)
	}
	text = "Smoke rises. AFP PHOTO / Lena Brandt"
	c = credit.Parse(text)
	if len(c.Agencies) != 1 || !strings.EqualFold(text[c.Agencies[0].Start:c.Agencies[0].End], "AFP PHOTO") {
		t.Errorf("Parse(%q): agency span wrong: %+v", text, c.Agencies)
	}
	// A source the grammar cannot read stays inside the credit's span.
	text = "Smoke rises. @kyiv_city_news/Handout via REUTERS"
	c = credit.Parse(text)
	if got := text[c.Start:c.End]; got != "@kyiv_city_news/Handout via REUTERS" {
		t.Errorf("Parse(%q): credit span %q, want %q", text, got, "@kyiv_city_news/Handout via REUTERS")
	}
}

// A caption with no capital letter: agencies of the table match in any case, a
// social site before a handle is an agency, and a name after an agency and a slash
// is a person's.
func TestLowerCaseCredits(t *testing.T) {
	expectCredit(t, "women wait for food in the camp. photo: wfp", none, p("WFP"))
	expectCredit(t, "women wait for food in the camp. © unicef/joseph okello", p("joseph okello"), p("UNICEF"))
	expectCredit(t, "water rises in the street. photo: instagram/@floodwatch_ke", none, p("instagram"))
	expectCredit(t, "the boy waits at the gate. afp/the boy", none, none)
	expectCredit(t, "a screengrab. credit efe/damaged dpa people", none, none)
	expectCredit(t, "Women wait for food. Photo: wfp", none, none)
}

// A credit in capitals that opens the caption with an agency and no lead ends at a
// dash, or where the text in title case begins; an agency alone, a caption in
// capitals or a name that runs on in lower case is no such credit.
func TestCapitalCreditAtStart(t *testing.T) {
	expectCredit(t, "REUTERS/LENA BRANDT — Trams wait at a depot in Leipzig.", p("LENA BRANDT"), p("Reuters"))
	expectCredit(t, "EPA/OMAR SALEH Trams wait at a depot in Leipzig.", p("OMAR SALEH"), p("EPA"))
	expectCredit(t, "AFP PHOTO / LENA BRANDT Trams wait at a depot in Leipzig.", p("LENA BRANDT"), p("AFP"))
	expectCredit(t, "NATO TROOPS PATROL Trams wait in Leipzig.", none, none)
	expectCredit(t, "UN peacekeepers patrol a road near Goma.", none, none)
	expectCredit(t, "AFP REPORTERS SAW Trams wait in Leipzig.", none, none)
	expectCredit(t, "REUTERS/LENA BRANDT - Trams wait at a depot in Leipzig.", p("LENA BRANDT"), p("Reuters"))
	expectCredit(t, "EPA/OMAR SALEH -- Trams wait at a depot in Leipzig.", p("OMAR SALEH"), p("EPA"))
	expectCredit(t, "EPA/OMAR SALEH -x Trams wait in Leipzig.", none, none)
}

// Archives' credits: a museum, a library, an archive or a gallery alone after the
// text is the credit; a part of its collection after it and a comma is no
// organisation of its own, and its town after a comma is left to the caption; a lead
// sentence before it names the photographer; "Collection of" is a lead like "Courtesy
// of", "© Estate of Name" names the photographer, and a catalogue number in brackets
// after the holder names nothing.
func TestHolderCredits(t *testing.T) {
	expectCredit(t, "Dockers unload a ship at Hull, 1952. Maritime Heritage Museum", none, p("Maritime Heritage Museum"))
	expectCredit(t, "A tram in Malmo, 1921. Photographer unknown. Stadsmuseum", none, p("Stadsmuseum"))
	expectCredit(t, "A tram in Malmo, 1921. Nordic Film Archives", none, p("Nordic Film Archives"))
	expectCredit(t, "Fighters rest in the hills near Idlib. Free Syrian Army", none, none)
	expectCredit(t, "Weavers at work in Lyon, c. 1900. Library of Congress, Prints & Photographs Division, Lomax Collection.",
		none, p("Library of Congress"))
	expectCredit(t, "Soldiers rest near the Marne. (Photo by Sgt. Ada Cole, 3rd Infantry Division)", p("Ada Cole"), p("3rd Infantry Division"))
	expectCredit(t, "A harvest near Lund, 1931. Unknown photographer. Collection of the Hallam Historical Society.",
		none, p("Hallam Historical Society"))
	expectCredit(t, "Boys swim in the harbour of Kotor, undated. © Estate of Vera Lind", p("Vera Lind"), none)
	expectCredit(t, "Boys swim in Kotor, 1950. © The Estate of Vera Lind / Courtesy Norrby Gallery", p("Vera Lind"), p("Norrby Gallery"))
	expectCredit(t, "Cadets march in Delhi, 1946. Photo: Maritime Heritage Museum (MH 4471)", none, p("Maritime Heritage Museum"))
	expectCredit(t, "Sailors on deck at Kiel, 1912. Photo by Ina Roth/ullstein bild via Getty Images", p("Ina Roth"), p("ullstein bild", "Getty Images"))
	expectCredit(t, "Miners at a pit in Essen, 1975. Jonas Feld/laif", p("Jonas Feld"), p("laif"))
	expectCredit(t, "Weavers at work near Lyon. Photograph by Ida Wren, 1938. Maritime Heritage Museum.", p("Ida Wren"), p("Maritime Heritage Museum"))
	expectCredit(t, "Weavers at work near Lyon, 1938. Photograph by Ida Wren; albumen print, printed 1960. Collection of the Hallam Museum.",
		p("Ida Wren"), p("Hallam Museum"))
	expectCredit(t, "Weavers at work near Lyon. Photograph by Ida Wren, 1938. Residents wait.", none, none)
	expectCredit(t, "Guests walk on the estate of Lord Byron.", none, none)
	expectCredit(t, "Nomads near Jericho, ca. 1935. Orient Photo Service. Hallam Museum.", none, p("Orient Photo Service", "Hallam Museum"))
	expectCredit(t, "Nomads near Jericho, ca. 1935. Orient Photo. Hallam Museum.", none, p("Hallam Museum"))
	// a credit that opens with "Courtesy" takes the photographer of the lead sentence before it
	expectCredit(t, "Two views of the quay at Sète, 1950 and 1990. Photographs by Ines Marchal. Courtesy of the Dumont Foundation",
		p("Ines Marchal"), p("Dumont Foundation"))
	expectCredit(t, "Boys swim at the quay. Courtesy of the Dumont Foundation", none, p("Dumont Foundation"))
	expectCredit(t, "Boys swim at the quay. Dumont Foundation. Courtesy of the family", none, none)
	expectCredit(t, "Nomads camp near Jericho. Women cook. Hallam Museum.", none, p("Hallam Museum"))
	// a print's note between the lead and the holder; a museum's note of provenance
	// after the holder's town
	expectCredit(t, "Farmers near Puebla, 1931. Photograph by Ida Wren. Albumen print. Hallam Museum.", p("Ida Wren"), p("Hallam Museum"))
	expectCredit(t, "Farmers near Puebla, 1931. Photograph by Ida Wren. Printed by Ana Roth. Hallam Museum.", none, p("Hallam Museum"))
	expectCredit(t, "Farmers near Puebla, 1931. Collection of the Hallam Museum, Leeds, gift of the photographer.", none, p("Hallam Museum"))
	expectCredit(t, "Farmers near Puebla, 1931. Hallam Museum, museum purchase.", none, p("Hallam Museum"))
	expectCredit(t, "The statue, gift of France, stands in the harbour. REUTERS/Ana Roth", p("Ana Roth"), p("Reuters"))
	expectCredit(t, "Farmers near Puebla wait for a gift of seed.", none, none)
}

// A holder's town after its name and a comma ends the credit, which leaves it to the
// caption's places.
func TestHolderTown(t *testing.T) {
	text := "Women sew sails in Vigo, 1930. Rijksmuseum, Amsterdam."
	c := credit.Parse(text)
	if got := text[c.Start:c.End]; got != "Rijksmuseum" || !slices.Equal(nameList(c.Agencies), p("Rijksmuseum")) {
		t.Errorf("Parse(%q): credit %q agencies %q, want %q", text, got, nameList(c.Agencies), "Rijksmuseum")
	}
}

// Sources of war pictures: "Obtained by" is a lead, like "Provided by"; a handout
// "from" an organisation names it, as "Handout/X" does; a collective named with a
// plural picture word and one more title-case word is an organisation.
func TestObtainedHandoutFromAndCollectives(t *testing.T) {
	expectCredit(t, "Tanks burn on a road near Vuhledar, in an undated photo. Obtained by REUTERS", none, p("Reuters"))
	expectCredit(t, "Tanks burn on a road near Vuhledar. Photo obtained by Reuters", none, p("Reuters"))
	expectCredit(t, "Documents obtained by the paper show the plan. REUTERS/Lena Brandt", p("Lena Brandt"), p("Reuters"))
	expectCredit(t, "Rebels rest in a camp near Hpakant. Photo: handout from the Kachin Independence Army", none, p("Kachin Independence Army"))
	expectCredit(t, "Rebels rest in a camp near Hpakant. Handout from the Arakan Army via AFP", none, p("Arakan Army", "AFP"))
	expectCredit(t, "Rebels rest in a camp, in a handout from the army.", none, none)
	expectCredit(t, "Medics work in Kherson. (Photo by Oleh Yarosh/Frontline Pictures Ukraine via Getty Images)", p("Oleh Yarosh"), p("Frontline Pictures Ukraine", "Getty Images"))
	expectCredit(t, "Medics work in Kherson. Oleh Yarosh/Steppe Images via Getty Images", p("Oleh Yarosh"), p("Steppe Images", "Getty Images"))
	expectCredit(t, "Medics work in Kherson. STEPPE IMAGES UKRAINE via Getty Images", none, p("Getty Images"))
	expectCredit(t, "Medics work in Kherson. Photo: Network Images", none, none)
	expectCredit(t, "Medics work in Kherson. Militant video via AP", none, p("AP"))
	// a unit's press service may take fifteen words and more
	expectCredit(t, "Gunners fire near Siversk, in this handout picture. Press service of the 54th Separate Mechanized Brigade of the Armed Forces of Ukraine/Handout via REUTERS",
		none, p("Press service of the 54th Separate Mechanized Brigade of the Armed Forces of Ukraine", "Reuters"))
}

// The credits of the English-language papers of South Asia, the Gulf and Africa: a
// paper's acronym and its word for picture ("HT Photo", "AN Photo"), a paper's word
// ("Express", "Online"), a French wire's "(Photo Name/AFP)" with no "by", initials
// joined by an ampersand ("M&G"), national agencies after a dash ("— APP"), and the
// words that name no one ("Collected", "Special Arrangement").
func TestRegionalPaperCredits(t *testing.T) {
	expectCredit(t, "Traders wait in Lucknow on Monday. (Neha Rawat/HT Photo)", p("Neha Rawat"), p("HT"))
	expectCredit(t, "Fans gather in Jeddah. (AN Photo/Samir Qadi)", p("Samir Qadi"), p("AN"))
	expectCredit(t, "Fans gather in Jeddah. (SG Photo)", none, p("SG"))
	expectCredit(t, "Buses stand idle in Pune. (Express Photo)", none, p("Express"))
	expectCredit(t, "Buses stand idle in Pune. Express photo by Kunal Desai", p("Kunal Desai"), p("Express"))
	expectCredit(t, "A ferry docks in Aswan. (Photo: Nile Online)", none, p("Nile Online"))
	expectCredit(t, "Boats burn in Misrata, 2 May 2024. (Photo Leila Haddad/AFP)", p("Leila Haddad"), p("AFP"))
	expectCredit(t, "Boats burn in Misrata. [Photo Leila Haddad / Reuters]", p("Leila Haddad"), p("Reuters"))
	expectCredit(t, "Boats burn in Misrata. (Photo taken on 2 May 2024)", none, none)
	expectCredit(t, "Boats burn in Misrata. (Photo Gallery)", none, none)
	expectCredit(t, "Pupils walk to school in Soweto. (Sipho Dube/M&G)", p("Sipho Dube"), p("M&G"))
	expectCredit(t, "Pupils walk to school in Soweto. Photo: P&O Ferries", none, p("P&O Ferries"))
	expectCredit(t, "Shoppers crowd a market in Quetta on Friday. — APP", none, p("APP"))
	expectCredit(t, "Shoppers crowd a market in Quetta on Friday. — White Star", none, p("White Star"))
	expectCredit(t, "Shoppers crowd a market in Quetta on Friday. — PPI", none, p("PPI"))
	// Pakistan's agency Online, alone after a dash or a lead (blind50)
	expectCredit(t, "Lawyers rally outside the high court in Multan on Monday. — Online", none, p("Online"))
	expectCredit(t, "Lawyers rally outside the high court in Multan on Monday. Photo: Online", none, p("Online"))
	expectCredit(t, "Lawyers rally in Multan. (Photo: Multan Online)", none, p("Multan Online"))
	expectCredit(t, "Lawyers rally in Multan, a scene shared online.", none, none)
	expectCredit(t, "Flood water recedes in Sylhet. Photo: Collected", none, none)
	expectCredit(t, "A view of the fort at Vellore. Photo: Special Arrangement", none, none)
	// an agency whose name holds a slash, read whole across it (blind54)
	expectCredit(t, "Miners leave a shaft in Karaganda, 3 May 2024. (RFE/RL)", none, p("RFE/RL"))
	expectCredit(t, "Miners leave a shaft in Karaganda. Photo: Aidos Zhumabek/RFE/RL", p("Aidos Zhumabek"), p("RFE/RL"))
	expectCredit(t, "Miners leave a shaft in Karaganda. RFE/RL/Aidos Zhumabek", p("Aidos Zhumabek"), p("RFE/RL"))
	expectCredit(t, "Miners leave a shaft in Karaganda. RFE/RL via Getty Images", none, p("RFE/RL", "Getty Images"))
	expectCredit(t, "Miners leave a shaft in Karaganda. REUTERS/SANA", none, p("Reuters", "SANA"))
}

// Kenyan papers set "Photo" off with bars ("Photo | Name | Nation", "Photo | Nation
// Media Group"), and a weekly's name may open with its weekday ("Sunday Times"),
// which names no person there (blind52).
func TestEastAndSouthernAfricanPaperCredits(t *testing.T) {
	expectCredit(t, "Hawkers flee in Eldoret. Photo | Standard Media Group", none, p("Standard Media Group"))
	expectCredit(t, "Hawkers flee in Eldoret. PHOTO | DAILY MONITOR", none, p("DAILY MONITOR"))
	expectCredit(t, "Hawkers flee in Eldoret. Photo | Jeremiah Kipchumba | Nation", p("Jeremiah Kipchumba"), p("Nation"))
	expectCredit(t, "Pupils queue in Polokwane. Nomsa Khumalo/Sunday Tribune", p("Nomsa Khumalo"), p("Sunday Tribune"))
	expectCredit(t, "Pupils queue in Polokwane. Photo: Nomsa Khumalo/Sunday Times", p("Nomsa Khumalo"), p("Sunday Times"))
	expectCredit(t, "Pupils queue in Polokwane. AP Photo/Sunday Alamba", p("Sunday Alamba"), p("AP"))
}

// The national agencies of the table: one written like a person's name, or in
// capitals before its word for picture, or glued to Bernama's "foto", is the agency;
// "Difusión" (a release by the subject) names no one, like "Handout".
func TestNationalAgencyCredits(t *testing.T) {
	expectCredit(t, "Cyclists ride along the Malecon in Havana. (Photo: Prensa Latina)", none, p("Prensa Latina"))
	expectCredit(t, "Cyclists ride along the Malecon in Havana. Prensa Latina/Ana Ruiz", p("Ana Ruiz"), p("Prensa Latina"))
	expectCredit(t, "Voters queue in Iasi. AGERPRES PHOTO / Ioana Marin", p("Ioana Marin"), p("AGERPRES"))
	expectCredit(t, "Voters queue in Iasi. AGERPRES FOTO/Ioana Marin", p("Ioana Marin"), p("AGERPRES"))
	expectCredit(t, "Rain floods a street in Ipoh. -- fotoBERNAMA", none, p("Bernama"))
	expectCredit(t, "Rain floods a street in Ipoh. Photo: BERNAMA", none, p("Bernama"))
	expectCredit(t, "Crowds gather in Novi Sad. Photo: Tanjug/Ivan Petrov", p("Ivan Petrov"), p("Tanjug"))
	expectCredit(t, "Wheat is harvested near Pavlodar. Photo: Kazinform", none, p("Kazinform"))
	expectCredit(t, "A boat sails off Benguela. (Photo: ANGOP)", none, p("ANGOP"))
	expectCredit(t, "Children play in Cusco. Photo: ANDINA/Difusión", none, p("Andina"))
	expectCredit(t, "Children play in Cusco. Foto: Andina/Difusion", none, p("Andina"))
}

// A paper's acronym before its word for picture is no connector or credit word, and
// no longer than four capitals.
func TestAcronymPhotoLimits(t *testing.T) {
	expectCredit(t, "Boats wait in Aden. (Ana Roth/THE Photo)", none, none)
	expectCredit(t, "Boats wait in Aden. (Ana Roth/MARCH Photo)", none, none)
	expectCredit(t, "Boats wait in Aden. (KUNA Photo)", none, p("KUNA"))
	expectCredit(t, "Boats wait in Aden. (Ana Roth/TOI Photo)", p("Ana Roth"), p("TOI"))
}

// TestRegionalPaperCredits covers the credits of papers of East Asia, Oceania,
// Canada and Ireland (blind23): a bar after a sentence leads a credit like "Photo:",
// a Korean photographer's name in capitals in square brackets, "Submitted by",
// "Supplied" naming no one, an agency whose name holds "and", and RNZ.
func TestPacificAndEastAsianPaperCredits(t *testing.T) {
	expectCredit(t, "Lanterns line a lane in Kanazawa, Ishikawa Prefecture, on Nov. 3, 2023. | Haruto Mori", []string{"Haruto Mori"}, []string{})
	expectCredit(t, "Lanterns line a lane in Kanazawa on Friday. | Haruto Mori/Reuters", []string{"Haruto Mori"}, []string{"Reuters"})
	expectCredit(t, "Lanterns line a lane in Kanazawa. | KYODO", []string{}, []string{"Kyodo"})
	expectCredit(t, "Lanterns line a lane in Kanazawa | Haruto Mori", []string{}, []string{})
	expectCredit(t, "Politics | World News", []string{}, []string{})
	expectCredit(t, "Crowds fill the square. | Mosul", []string{}, []string{})
	expectCredit(t, "Snow falls on the shrine. | Zoë Hartmann-Lee", []string{"Zoë Hartmann-Lee"}, []string{})
	expectCredit(t, "Snow falls on the shrine - | Zoë Hartmann", []string{}, []string{})
	expectCredit(t, "Shipyard workers weld a hull in Geoje on Feb. 3. [CHOI MIN-SEOK]", []string{"CHOI MIN-SEOK"}, []string{})
	expectCredit(t, "A folding phone on display in Seoul. [SCREEN CAPTURE]", []string{}, []string{})
	expectCredit(t, "Mourners gather outside the hall. [GRAPHIC CONTENT]", []string{}, []string{})
	expectCredit(t, "Fans cheer at a stadium in Incheon. [NEWS1]", []string{}, []string{"News1"})
	expectCredit(t, "Fans cheer at a stadium in Incheon. (Newsis)", []string{}, []string{"Newsis"})
	expectCredit(t, "Hail covers a road near Red Deer, Alta. (Submitted by Corinne Labelle)", []string{"Corinne Labelle"}, []string{})
	expectCredit(t, "The council's plan was submitted by residents last year.", []string{}, []string{})
	expectCredit(t, "A swollen creek near Mudgee on Sunday. Picture: Supplied", []string{}, []string{})
	expectCredit(t, "A swollen creek near Mudgee on Sunday. (Supplied: Hunter Valley Rescue Service)", []string{}, []string{"Hunter Valley Rescue Service"})
	expectCredit(t, "A ferry leaves Halifax harbour. Owen Tremblay/The Globe and Mail", []string{"Owen Tremblay"}, []string{"The Globe and Mail"})
	expectCredit(t, "An F-35A lands at Misawa Air Base, Japan, in May 2023. (Ren Ishida-Cole/Stars and Stripes)", []string{"Ren Ishida-Cole"}, []string{"Stars and Stripes"})
	expectCredit(t, "Delegates meet in Apia on Monday. Photo: RNZ Pacific / Losa Tuilagi", []string{"Losa Tuilagi"}, []string{"RNZ Pacific"})
	expectCredit(t, "Students rally in Kobe. | JIJI", []string{}, []string{"Jiji Press"})
	expectCredit(t, "Hay bales near Dubbo, NSW. ABC Western Plains: Ruby Corliss", []string{"Ruby Corliss"}, []string{"ABC Western Plains"})
	expectCredit(t, "A flooded paddock. (ABC Riverina: Sam Okafor)", []string{"Sam Okafor"}, []string{"ABC Riverina"})
	expectCredit(t, "Crowds at the fair. AFP Paris: we said", []string{}, []string{})
	expectCredit(t, "Crowds at the fair. AP Tags: CONFLICT", []string{}, []string{})
	expectCredit(t, "Lanterns float on a river in Kyoto on Tuesday. (NHK)", []string{}, []string{"NHK"})
	expectCredit(t, "A report aired by NHK on Monday.", []string{}, []string{})
	expectCredit(t, "Fishing boats in Mokpo. [CHOSUN ILBO]", []string{}, []string{"Chosun Ilbo"})
	expectCredit(t, "Jane Doe and Tom Lee/AP", []string{"Jane Doe", "Tom Lee"}, []string{"AP"})
}

// Documentation credits of human-rights groups and open-source investigators: stills
// of videos named by who obtained, filmed or posted them (on a site), a satellite
// image before its lead, groups named with the cause they work for or a word of
// their own ("Witness", "Architecture", "Monitor").
func TestDocumentationCredits(t *testing.T) {
	expectCredit(t, "Tents burn at the edge of the camp. Still from video obtained by Rania Haddad", p("Rania Haddad"), none)
	expectCredit(t, "Tents burn at the edge of the camp. Still from a video filmed by Omar Kabbani", p("Omar Kabbani"), none)
	expectCredit(t, "A column of trucks crosses the bridge. Screenshot from a video posted on TikTok by the 93rd Rifle Battalion", none, p("93rd Rifle Battalion"))
	expectCredit(t, "A column of trucks crosses the bridge. Screenshot from a video shared on Telegram by Sahel Monitor", none, p("Sahel Monitor"))
	expectCredit(t, "Burned fields west of the river. Satellite image: Orbital Insight Labs", none, p("Orbital Insight Labs"))
	expectCredit(t, "Burned fields west of the river. Photo: Karen Witness", none, p("Karen Witness"))
	expectCredit(t, "A school hit by shelling. Image: Spatial Architecture", none, p("Spatial Architecture"))
	expectCredit(t, "Families at a clinic. (Photo: Salam for Human Rights)", none, p("Salam for Human Rights"))
	expectCredit(t, "Families at a clinic. Photo: Lina Farouk for The Daily Record", p("Lina Farouk"), p("The Daily Record"))
	expectCredit(t, "Families at a clinic. Photo: Sputnik for Kavkaz Media", none, p("Sputnik", "Kavkaz Media"))
	expectCredit(t, "Families at a clinic. Still image, filmed in the dark.", none, none)
}

// The wires, picture agencies and papers of the past, as archives keep their
// credits (blind26): the words of a picture sent by wire or radio after a wire's
// name ("AP Wirephoto", "UPI Telephoto"); "stf" (staff) names no one, like "str";
// "from" joins two agencies of the table like "via" ("Tass from Sovfoto"); a paper's
// staff ("Times staff photo by Name", "(Star staff photo)"); a paper's name alone
// before "photo", also hyphenated ("Post-Dispatch photo"); a plural picture word after
// an organisation's name is part of it ("Wide World Photos").
func TestPastWiresAndPapers(t *testing.T) {
	expectCredit(t, "Crowds cheer in Boston, 1961. (AP Wirephoto)", none, p("AP"))
	expectCredit(t, "Crowds cheer in Boston, 1961. AP WIREPHOTO", none, p("AP"))
	expectCredit(t, "Crowds cheer in Boston, 1961. (AP Radiophoto)", none, p("AP"))
	expectCredit(t, "Crowds cheer in Boston, 1961. (AP Wirephoto/Ted Barlow)", p("Ted Barlow"), p("AP"))
	expectCredit(t, "Crowds cheer in Boston, 1961. (UPI Telephoto/Ted Barlow)", p("Ted Barlow"), p("UPI"))
	expectCredit(t, "Crowds cheer in Boston, 1961. United Press International", none, p("UPI"))
	expectCredit(t, "Crowds cheer in Boston, 1961. (AP Photo/stf)", none, p("AP"))
	expectCredit(t, "Crowds cheer in Boston, 1961. (AP Photo/Ted Barlow/stf)", p("Ted Barlow"), p("AP"))
	// agencies of the table joined by "from"
	expectCredit(t, "A parade in Moscow, 1957. (Tass from Sovfoto)", none, p("TASS", "Sovfoto"))
	expectCredit(t, "A dam in Hubei, 1958. Xinhua from Eastfoto", none, p("Xinhua", "Eastfoto"))
	expectCredit(t, "A dam in Hubei, 1958. (Keystone Press)", none, p("Keystone"))
	expectCredit(t, "A dam in Hubei, 1958. Acme Newspictures", none, p("Acme Newspictures"))
	expectCredit(t, "He came back. Reuters from Gaza", none, none)
	// papers' staff and a paper's name alone before "photo"
	expectCredit(t, "Voters line up. Tribune staff photo by Ann Tully", p("Ann Tully"), p("Tribune"))
	expectCredit(t, "Voters line up. (Globe staff photo)", none, p("Globe"))
	expectCredit(t, "Voters line up. St. Petersburg Times staff photo by Al Dunn", p("Al Dunn"), p("St. Petersburg Times"))
	expectCredit(t, "Voters line up. OF MONDAY staff photo", none, none)
	expectCredit(t, "Voters line up. Star-Ledger photo", none, p("Star-Ledger"))
	expectCredit(t, "Voters line up. (Bee photo)", none, p("Bee"))
	expectCredit(t, "Voters line up. (Family photo)", none, none)
	// a plural picture word ends a picture agency's name
	expectCredit(t, "Voters line up. (Central Press Photos)", none, p("Central Press Photos"))
	expectCredit(t, "Voters line up. Planet News Photos", none, p("Planet News Photos"))
	expectCredit(t, "Voters line up. (Family Photos)", none, none)
	expectCredit(t, "Voters line up. Jack Hale/Wide World Photos", p("Jack Hale"), p("Wide World Photos"))
	expectCredit(t, "Voters line up. (Photo by Jack Hale, International News Photos)", p("Jack Hale"), p("International News Photos"))
	expectCredit(t, "Voters line up. (U.S. Navy photo)", none, p("U.S. Navy"))
}

// Credits of the wires' services in French, Spanish, German, Italian and Portuguese:
// the word for "by" of those languages after a lead ("par", "por", "von", and "de",
// "di", "da" after "Foto"), "Crédit" and "Bild" as leads, the French space before a
// colon, a lead "Foto" before an agency and a slash with no colon, an agency's web
// address.
func TestOtherLanguageCredits(t *testing.T) {
	expectCredit(t, "Des enfants jouent dans une rue de Homs. (Photo par Louise Garnier / AFP)", p("Louise Garnier"), p("AFP"))
	expectCredit(t, "Des enfants jouent dans une rue de Homs. (PHOTO PAR LOUISE GARNIER / AFP)", p("LOUISE GARNIER"), p("AFP"))
	expectCredit(t, "Un hombre camina por una calle de Quito. (Foto de Andrés Paredes / AFP)", p("Andrés Paredes"), p("AFP"))
	expectCredit(t, "Un hombre camina por una calle de Quito. Foto por Andrés Paredes/Reuters", p("Andrés Paredes"), p("Reuters"))
	expectCredit(t, "Un uomo cammina in una strada di Bari. (Foto di Paolo Greco / AFP)", p("Paolo Greco"), p("AFP"))
	expectCredit(t, "Ein Mann geht durch eine Straße in Graz. Foto von Karl Huber/dpa", p("Karl Huber"), p("dpa"))
	expectCredit(t, "Des habitants devant la gare de Lille. Crédit photo : Marc Duval / Libération", p("Marc Duval"), p("Libération"))
	expectCredit(t, "Des habitants devant la gare de Lille. Photo\u00a0: Marc Duval / AFP", p("Marc Duval"), p("AFP"))
	expectCredit(t, "Passanten in der Innenstadt von Bremen. Bild: Anna Vogt/dpa", p("Anna Vogt"), p("dpa"))
	expectCredit(t, "Turisti in piazza a Firenze. Foto ANSA/Claudio Neri", p("Claudio Neri"), p("ANSA"))
	expectCredit(t, "Turisti in piazza a Firenze. FOTO ANSA/CLAUDIO NERI", p("CLAUDIO NERI"), p("ANSA"))
	expectCredit(t, "Vecinos en una calle de Puebla. FOTO: MARIO SALAS /CUARTOSCURO.COM", p("MARIO SALAS"), p("Cuartoscuro"))
	expectCredit(t, "Des manifestants devant la mairie de Lyon. Photo AFP", none, p("AFP"))
	// "de" and "von" stay inside a name after any other lead
	expectCredit(t, "A man walks in Bonn. Photo: Ursula von Berg/AP", p("Ursula von Berg"), p("AP"))
	expectCredit(t, "A man walks in Lille. Photo: Jean de Villiers/AFP", p("Jean de Villiers"), p("AFP"))
	expectCredit(t, "A man walks in Bonn. Photo by Ursula von Berg/dpa", p("Ursula von Berg"), p("dpa"))
	// a collection's "bild" stays in its name
	expectCredit(t, "A street in Vienna, 1910. Photo: Hans Berger/ullstein bild via Getty Images", p("Hans Berger"), p("ullstein bild", "Getty Images"))
}

// The credits of a combination of pictures: each picture's photographer with a word
// for its place in the combination, in parentheses or between commas ("(L)", "(top)",
// ", left,"), after a label of its own ("Left:", "right photo:"), and credits joined
// by a semicolon or by ", and".
func TestCombinationCredits(t *testing.T) {
	expectCredit(t, "Two views of the pier. REUTERS/Lena Brandt (L), Paul Durand (R)", p("Lena Brandt", "Paul Durand"), p("Reuters"))
	expectCredit(t, "Two views of the pier. REUTERS/Lena Brandt (top), Stringer (bottom)", p("Lena Brandt"), p("Reuters"))
	// Each half with its own agency and name after a comma: the second name is a
	// photographer, not an organisation.
	expectCredit(t, "Two views of the pier. REUTERS/Lena Brandt (top), REUTERS/Paul Durand (bottom)", p("Lena Brandt", "Paul Durand"), p("Reuters"))
	expectCredit(t, "Two views of the pier. REUTERS/Lena Brandt, REUTERS/Paul Durand", p("Lena Brandt", "Paul Durand"), p("Reuters"))
	expectCredit(t, "Two views of the pier. Photos: Lena Brandt (left), Paul Durand (right)", p("Lena Brandt", "Paul Durand"), p())
	expectCredit(t, "Two views of the pier. (AP Photo/Lena Brandt, right, and Paul Durand)", p("Lena Brandt", "Paul Durand"), p("AP"))
	expectCredit(t, "Two views of the pier. (Left: Lena Brandt/AFP; right: Paul Durand/AP)", p("Lena Brandt", "Paul Durand"), p("AFP", "AP"))
	expectCredit(t, "Two views of the pier. Top photo: Lena Brandt/EPA-EFE; bottom photo: Paul Durand/Xinhua", p("Lena Brandt", "Paul Durand"), p("EPA", "Xinhua"))
	expectCredit(t, "Two views of the pier. Left: Imperial War Museum; right: Paul Durand/Belga", p("Paul Durand"), p("Imperial War Museum", "Belga"))
	expectCredit(t, "Two views of the pier. (AP Photo/Lena Brandt, File; AP Photo/Paul Durand)", p("Lena Brandt", "Paul Durand"), p("AP"))
	expectCredit(t, "Two views of the pier. Lena Brandt, Paul Durand, and Omar Saleh/Getty Images", p("Lena Brandt", "Paul Durand", "Omar Saleh"), p("Getty Images"))
	expectCredit(t, "Two views of the pier. (Photos by Lena BRANDT and Yuriy HRYN / AFP)", p("Lena BRANDT", "Yuriy HRYN"), p("AFP"))
	// AFP's surname in capitals after two given names, or a given name and a father's.
	expectCredit(t, "Troops guard the base in Jowhar. (Photo by Abdi Yusuf NOOR / AFP)", p("Abdi Yusuf NOOR"), p("AFP"))
	expectCredit(t, "Troops guard the base in Kano. AFP PHOTO / Musa Bala KOLO", p("Musa Bala KOLO"), p("AFP"))
	// An organisation's acronym after two words is still an organisation's.
	expectCredit(t, "Aid is unloaded in Kano. Photo: Islamic Relief USA", none, p("Islamic Relief USA"))
	expectCredit(t, "Aid is unloaded in Kano. Photo: Planet Labs PBC", none, p("Planet Labs PBC"))
}

// TestTypingSlips checks credits re-keyed with slips: an agency of the table one edit
// away, a slash typed twice, a colon after "by", a hyphen for the colon, and a bracket
// left open at the end; and the slips too far to read.
func TestTypingSlips(t *testing.T) {
	expectCredit(t, "Men walk past a shop in Homs. REUTRES/Lina Haddad", p("Lina Haddad"), p("Reuters"))
	expectCredit(t, "Men walk past a shop in Homs. Rueters/Lina Haddad", p("Lina Haddad"), p("Reuters"))
	expectCredit(t, "Men walk past a shop in Homs. (Photo by Lina Haddad/AFP via Getty Imagse)", p("Lina Haddad"), p("AFP", "Getty Images"))
	expectCredit(t, "Men walk past a shop in Homs. Lina Haddad/AFP/GettyImages", p("Lina Haddad"), p("AFP", "Getty Images"))
	expectCredit(t, "Men walk past a shop in Homs. Photo: Lina Haddad/Associated Pres", p("Lina Haddad"), p("AP"))
	expectCredit(t, "Men walk past a shop in Homs. (AP Phot/Lina Haddad)", p("Lina Haddad"), p("AP"))
	expectCredit(t, "Men walk past a shop in Istanbul. Lina Haddad/Anadolu Ajansı", p("Lina Haddad"), p("Anadolu"))
	expectCredit(t, "Men walk past a shop in Homs. REUTERS//Lina Haddad", p("Lina Haddad"), p("Reuters"))
	expectCredit(t, "Men walk past a shop in Homs. Photo by:Lina Haddad", p("Lina Haddad"), none)
	expectCredit(t, "Men walk past a shop in Homs. Credit-Lina Haddad/AP", p("Lina Haddad"), p("AP"))
	expectCredit(t, "Men walk past a shop in Homs. (Photo by Lina Haddad/AFP", p("Lina Haddad"), p("AFP"))
	expectCredit(t, "Men walk past a shop in Homs. (AP Photo/Lina Haddad", p("Lina Haddad"), p("AP"))
	// too far to read, or no slip: acronyms and short names as written, two edits
	// as written
	expectCredit(t, "Men walk past a shop in Homs. Lina Haddad/APF", p("Lina Haddad"), p("APF"))
	expectCredit(t, "Men walk past a shop in Homs. (AN Photo/Lina Haddad)", p("Lina Haddad"), p("AN"))
	expectCredit(t, "Men walk past a shop in Homs. Lina Haddad/Ruetres", p("Lina Haddad"), p("Ruetres"))
	expectCredit(t, "Men walk past a shop in Homs (Lina Haddad", none, none)
}

// TestCutCredits checks that a caption cut short inside its credit is not read as a
// bracket left open.
func TestCutCredits(t *testing.T) {
	expectCredit(t, "Men walk past a shop in Homs. (Photo by Lina...more", none, none)
	expectCredit(t, "Men walk past a shop in Homs. (Photo by Lina Haddad/AFP…", none, none)
}

// TestNearAgencyLimits checks what the reading of misspelt agencies leaves alone:
// a link that differs from a variant by case alone.
func TestNearAgencyLimits(t *testing.T) {
	expectCredit(t, "Men walk past a shop in Homs. epa-efe", none, none)
}

// Names and agencies in scripts other than Latin (blind38): a name's letters of any
// script, a one-word name of Han or Hangul characters, the same name in the other
// script in brackets, direction marks around a right-to-left name, and agencies of the
// table in their own script.
func TestOtherScripts(t *testing.T) {
	expectCredit(t, "Men walk past a shop in Omsk. Photo: Дмитрий Орлов/TASS", p("Дмитрий Орлов"), p("TASS"))
	expectCredit(t, "Men walk past a shop in Omsk. Photo: Дмитрий Орлов/ТАСС", p("Дмитрий Орлов"), p("TASS"))
	expectCredit(t, "Men walk past a shop in Pune. Photo: सुनील देशमुख/PTI", p("सुनील देशमुख"), p("PTI"))
	expectCredit(t, "Men walk past a shop in Xiamen. (Photo by 张伟/Xinhua)", p("张伟"), p("Xinhua"))
	expectCredit(t, "Men walk past a shop in Xiamen. (新华社/张伟)", p("张伟"), p("Xinhua"))
	expectCredit(t, "Men walk past a shop in Busan. Photo: 이서연/Yonhap", p("이서연"), p("Yonhap"))
	expectCredit(t, "Men walk past a shop in Osaka. Photo: 山田花子 (Yamada Hanako)/Kyodo", p("山田花子"), p("Kyodo"))
	expectCredit(t, "Men walk past a shop in Lviv. Photo: Taras Bondar (Тарас Бондар)/Ukrinform", p("Taras Bondar"), p("Ukrinform"))
	expectCredit(t, "Men walk past a shop in Haifa. Photo: \u200fנועה לוי\u200f/Flash90", p("נועה לוי"), p("Flash90"))
	expectCredit(t, "Men walk past a shop in Haifa. Photo: נועה לוי\u200e/Flash90", p("נועה לוי"), p("Flash90"))
	// a word of Han characters that ends as an organisation's name is none of a person's
	expectCredit(t, "Men walk past a shop in Xiamen. Photo: 人民日报/Xinhua", none, p("People's Daily", "Xinhua"))
}

// TestTranslatedCredits checks the credits of machine-translated and non-native
// English (blind39): fillers inside a lead ("Photo made by", "The photo was taken
// by", "Author of the photo -"), "Photographed by:", "Photo - Name", "Photo: by",
// "courtesy from", and the word "agency" before or after an agency's name.
func TestTranslatedCredits(t *testing.T) {
	expectCredit(t, "Children queue for water in Herat. Photo made by Nadia Sultani", p("Nadia Sultani"), none)
	expectCredit(t, "Children queue for water in Herat. The photo was taken by Nadia Sultani", p("Nadia Sultani"), none)
	expectCredit(t, "Children queue for water in Herat. The photo was made by Nadia Sultani.", p("Nadia Sultani"), none)
	expectCredit(t, "Children queue for water in Herat. Author of photo: Nadia Sultani", p("Nadia Sultani"), none)
	expectCredit(t, "Children queue for water in Herat. Author of the photo - Nadia Sultani", p("Nadia Sultani"), none)
	expectCredit(t, "Children queue for water in Herat. Source of photo: Ministry of Health", none, p("Ministry of Health"))
	expectCredit(t, "Children queue for water in Herat. Photographed by: Nadia Sultani, the agency Bakhtar", p("Nadia Sultani"), p("Bakhtar"))
	expectCredit(t, "Children queue for water in Herat. Photo - Nadia Sultani, agency Tolo", p("Nadia Sultani"), p("Tolo"))
	expectCredit(t, "Children queue for water in Herat. Photographer - Nadia Sultani, the agency Reuters", p("Nadia Sultani"), p("Reuters"))
	expectCredit(t, "Children queue for water in Herat. Foto: Nadia Sultani, the Anadolu agency", p("Nadia Sultani"), p("Anadolu"))
	expectCredit(t, "Children queue for water in Herat. Photographed by Nadia Sultani for the agency Pajhwok News", p("Nadia Sultani"), p("Pajhwok News"))
	expectCredit(t, "Children queue for water in Herat. Photo: by Nadia Sultani, the agency Xinhua", p("Nadia Sultani"), p("Xinhua"))
	expectCredit(t, "Children queue for water in Herat. Photo courtesy from Nadia Sultani", p("Nadia Sultani"), none)
	// no lead: the fillers need a word for picture before them, "agency" a capital after it
	expectCredit(t, "Children queue for water in Herat. The school was taken by Nadia Sultani", none, none)
}

// TestPhotographersPublishing checks the credits of magazines, essays, contests,
// wall labels and books (blind43): a paper or client after a comma and "for", a brand
// "by" an agency of the table that ends the credit, a credit that opens with "©",
// "Courtesy of the artist and X", a name before an artist's dates, and "photographs
// by" in lower case after a comma.
func TestPhotographersPublishing(t *testing.T) {
	expectCredit(t, "A herder rests near Mopti, Mali, 2022. Oumar Diallo, for Le Monde", p("Oumar Diallo"), p("Le Monde"))
	expectCredit(t, "A herder rests near Mopti, Mali, 2022. © Oumar Diallo, AFP, for Le Monde", p("Oumar Diallo"), p("AFP", "Le Monde"))
	expectCredit(t, "An actor poses in Berlin. Mia Brandt/Contour by Getty Images", p("Mia Brandt"), p("Contour", "Getty Images"))
	expectCredit(t, "© Oumar Diallo/Panos Pictures. A herder rests near Mopti, Mali.", p("Oumar Diallo"), p("Panos Pictures"))
	expectCredit(t, "Harbour, Gdansk, 1988. Courtesy of the artist and Norrland Gallery", none, p("Norrland Gallery"))
	expectCredit(t, "Tomas Lind (b. 1959), Harbour, Gdansk, 1988. Courtesy of Norrland Gallery", p("Tomas Lind"), p("Norrland Gallery"))
	expectCredit(t, "Tomas Lind (Swedish, b. 1959), Harbour, 1988. Gelatin silver print. Collection of the Malmo Konstmuseum", p("Tomas Lind"), p("Malmo Konstmuseum"))
	expectCredit(t, "Fishing boats at dawn in Dakhla, 2016. From the book Tides (2019), photographs by Amal Idrissi.", p("Amal Idrissi"), none)
	expectCredit(t, "Fishing boats at dawn in Dakhla, 2016. From the series Tides, photo by Amal Idrissi", p("Amal Idrissi"), none)
	// no credit: "by" before an agency that does not end the credit, a bracket with
	// no year of birth, "photographs" with no "by"
	expectCredit(t, "Tomas Lind (1959), Harbour, 1988. Courtesy of Norrland Gallery", none, p("Norrland Gallery"))
	expectCredit(t, "Fishing boats at dawn in Dakhla, 2016, photographs of which hang in Rabat.", none, none)
}

// Credits of ceremonies and courts: a court artist's "Sketch by" lead, Getty's pool
// suffix glued to the name, and a parliament as the organisation before a name.
func TestPoolSketchAndParliament(t *testing.T) {
	expectCredit(t, "The accused listens to the charges. Sketch by Tomas Brandt/Reuters", p("Tomas Brandt"), p("Reuters"))
	expectCredit(t, "The accused in the dock. (Sketch by Priya Anand)", p("Priya Anand"), none)
	expectCredit(t, "Ministers arrive for talks. (Photo by Oskar Lind-Pool/Getty Images)", p("Oskar Lind"), p("Getty Images"))
	expectCredit(t, "Ministers arrive for talks. (Photo by Oskar Lind - Pool/Getty Images)", p("Oskar Lind"), p("Getty Images"))
	expectCredit(t, "The Queen opens a hospice. (Photo by Oskar Lind - WPA Pool/Getty Images)", p("Oskar Lind"), p("Getty Images")) // the royal rota, no agency
	expectCredit(t, "The president signs a decree. Photo by Ilya Volkov/Kremlin Pool", p("Ilya Volkov"), none)
	expectCredit(t, "The prince opens a ward. (Photo by Oskar Lind - Press Pool/Getty Images)", p("Oskar Lind"), p("Getty Images")) // any named pool
	expectCredit(t, "A deputy speaks. Scottish Parliament/Ewan Reid/Handout via REUTERS", p("Ewan Reid"), p("Scottish Parliament", "Reuters"))
	expectCredit(t, "A deputy speaks. Ewan Reid/European Parliament", p("Ewan Reid"), p("European Parliament"))
	expectCredit(t, "Rescuers search the rubble. National Disaster Response Force (NDRF)/Handout via REUTERS", none, p("National Disaster Response Force", "Reuters"))
	expectCredit(t, "Rescuers search the rubble. State Disaster Management Authority (SDMA)/Handout via REUTERS", none, p("State Disaster Management Authority", "Reuters"))
	expectCredit(t, "The minister signs a letter. Downing Street/Handout via REUTERS", none, p("Downing Street", "Reuters"))
	expectCredit(t, "The minister signs a letter. Ellis Grant/No 10 Downing Street", p("Ellis Grant"), p("No 10 Downing Street"))
}

func TestRemoteSensingCredits(t *testing.T) {
	// a copyright sign after a word for picture ends the lead, in brackets too
	expectCredit(t, "Craters pit the runway of an air base near Dzhankoi. (Satellite image ©2025 Planet Labs PBC/Handout via REUTERS)", none, p("Planet Labs PBC", "Reuters"))
	expectCredit(t, "Craters pit the runway of an air base near Dzhankoi. (Image © 2023 Airbus DS)", none, p("Airbus DS"))
	// satellite operators: alone after the text, and "Space" makes an organisation
	expectCredit(t, "Tankers wait off the port of Ust-Luga. BlackSky", none, p("BlackSky"))
	expectCredit(t, "Tankers wait off the port of Ust-Luga. Image: Orbital Space", none, p("Orbital Space"))
	// user-generated content names no one and no organisation
	expectCredit(t, "Floodwater fills a road in Valencia. (UGC via Reuters)", none, p("Reuters"))
	// a chain that ends with the social site a source posted on
	expectCredit(t, "Fighters cross a bridge near Myawaddy. Karen National Union via X", none, p("Karen National Union", "X"))
	expectCredit(t, "Fighters cross a bridge near Myawaddy. Supernova/Telegram", none, p("Supernova", "Telegram"))
	// the data an image was made from, and the body that gave it
	expectCredit(t, "Ash covers fields near Grindavik. NASA Earth Observatory image by Ilse Varga, using MODIS data from NASA EOSDIS", p("Ilse Varga"), p("NASA Earth Observatory", "NASA EOSDIS"))
	expectCredit(t, "Ash covers fields near Grindavik. Image by Ilse Varga, using data from the European Space Agency", p("Ilse Varga"), p("European Space Agency"))
	// an organisation before the lead of a credit that opens the caption
	expectCredit(t, "NOAA Climate image by Ilse Varga. Ash covers fields near Grindavik.", p("Ilse Varga"), p("NOAA Climate"))
	expectCredit(t, "AFP PHOTO / ILSE VARGA Ash covers fields near Grindavik.", p("ILSE VARGA"), p("AFP"))
	// the attribution notice of open satellite data, the satellites no organisation
	expectCredit(t, "Ash covers fields near Grindavik. Contains modified Copernicus Sentinel data [2023], processed by Ilse Varga", p("Ilse Varga"), p("Copernicus"))
	expectCredit(t, "Ash covers fields near Grindavik. Contains modified Copernicus Sentinel-1 data (2023)", none, p("Copernicus"))
	// no credit: the same words as caption text
	expectCredit(t, "Images show that residents fled via Telegram channels.", none, none)
	expectCredit(t, "The contains modified rules of the data from June.", none, none)
}

// An outlet's "photo" in lower case and a slash before the photographer, as papers
// and national agencies of Asia write it (blind47): "(Bangkok Post photo/Name)"; a
// wire's "PHOTO / NAME" is read as before.
func TestOutletPhotoSlash(t *testing.T) {
	expectCredit(t, "Monks walk in Chiang Mai. (Nation photo/Somchai Wongsa)", p("Somchai Wongsa"), p("Nation"))
	expectCredit(t, "Voters queue in Quezon City. (PNA photo/Juan Cruz)", p("Juan Cruz"), p("PNA"))
	expectCredit(t, "Voters queue in Quezon City. (PNA photo)", none, p("PNA"))
	expectCredit(t, "Voters queue in Quezon City. AFP PHOTO / TED BARLOW", p("TED BARLOW"), p("AFP"))
	expectCredit(t, "Voters queue in Quezon City. Bureau photo / Strip", none, none)
}

// Brazilian and Chilean agencies and papers' picture services are agencies of the
// table, so that one standing alone under a picture is still its credit (blind51).
func TestLatinAmericanAgencies(t *testing.T) {
	expectCredit(t, "Traffic jams in Curitiba on Friday. Estadão Conteúdo", none, p("Estadão Conteúdo"))
	expectCredit(t, "Traffic jams in Curitiba on Friday. Estadao Conteudo", none, p("Estadão Conteúdo"))
	expectCredit(t, "Fans celebrate in Recife. Folhapress", none, p("Folhapress"))
	// Folha's credit: the photographer, the day between dots, and the agency.
	expectCredit(t, "Moradores limpam as ruas de Canoas (RS) - Carla Nunes Prado - 7.mai.2024/Folhapress", p("Carla Nunes Prado"), p("Folhapress"))
	// A public body after a word for handout is an organisation.
	expectCredit(t, "Casas vazias no bairro do Farol, em Maceió. Foto: Divulgação/Defesa Civil de Maceió", none, p("Defesa Civil de Maceió"))
	expectCredit(t, "Fans celebrate in Recife. Marta Lins Bastos/Agência Estado", p("Marta Lins Bastos"), p("Agência Estado"))
	expectCredit(t, "Surfers in Niterói. (Paulo Ramos Neto/Agência O Globo)", p("Paulo Ramos Neto"), p("Agência O Globo"))
	expectCredit(t, "Students march in Concepción. Agencia Uno", none, p("Agencia Uno"))
}

// Chinese picture agencies and Taiwan's agency stand alone under a picture, and an
// outlet's "photo" may have the picture's date after it (blind53).
func TestEastAsianAgenciesAndPhotoDate(t *testing.T) {
	expectCredit(t, "Boats are stranded in Wuhan, Hubei province, July 3, 2024. CFP", none, p("CFP"))
	expectCredit(t, "Boats are stranded in Wuhan. China Foto Press", none, p("CFP"))
	expectCredit(t, "Lanterns glow in Tainan. CNA photo Feb. 12, 2025", none, p("CNA"))
	expectCredit(t, "Lanterns glow in Tainan. Bangkok Post photo March 2, 2025", none, p("Bangkok Post"))
	expectCredit(t, "Lanterns glow in Tainan in a file photo March 2, 2025", none, none)
}

// Only a month after the word for picture opens a date: a place and a year do not.
func TestPhotoDateNeedsMonth(t *testing.T) {
	expectCredit(t, "Smoke rises. FIRE photo Aleppo 2016", none, none)
}

// Story credits after the picture's credit (reporters, writers, editors, translators,
// videographers) name no photographer: the credit before them is read (blind55).
func TestStoryCreditsAfter(t *testing.T) {
	expectCredit(t, "Divers search the harbour in Split, Croatia, May 2, 2024. REUTERS/Ante Bilic Reporting by Mira Kos in Zagreb; Editing by Dan Hurst",
		p("Ante Bilic"), p("Reuters"))
	expectCredit(t, "Divers search the harbour in Split. REUTERS/Ante Bilic (Reporting by Mira Kos; Writing by Ola Berg)", p("Ante Bilic"), p("Reuters"))
	expectCredit(t, "Divers search the harbour in Split. REUTERS/Stringer Additional reporting by Mira Kos; editing by Ola Berg", none, p("Reuters"))
	expectCredit(t, "Divers search the harbour in Split. (AP Photo/Ivo Marin) With reporting from Mira Kos in Zagreb", p("Ivo Marin"), p("AP"))
	expectCredit(t, "Divers search the harbour in Split. Photo: Ivo Marin/AFP. Translated from Croatian by Ana Kos.", p("Ivo Marin"), p("AFP"))
	expectCredit(t, "Divers search the harbour in Split. Photo by Ivo Marin/EPA-EFE Video by Lena Horvat", p("Ivo Marin"), p("EPA"))
	// with no credit before it, the story credit is left to the other rules
	expectCredit(t, "Divers search the harbour in Split. Illustration by Lena Horvat", p("Lena Horvat"), none)
	// a lead word inside the caption's sentence opens no story credit
	expectCredit(t, "Files edited by hand are stacked in Split. REUTERS/Ante Bilic", p("Ante Bilic"), p("Reuters"))
	// a lead at the very start of the text or of the window read
	for _, s := range []string{"edited by Ana Kos", "(reporting by Ana Kos", ";reporting by", " with reporting from x"} {
		credit.Parse(s)
	}
}

// A story credit that opens the caption before the picture's credit is skipped
// ("Story by Name. Photographs by Name.", "Graphic: Name; Photo: Name/Agency").
func TestStoryCreditsFirst(t *testing.T) {
	expectCredit(t, "Story by Lea Morin. Photographs by Paul Girard. Sheep graze near Pau, France.", p("Paul Girard"), none)
	expectCredit(t, "Text by Lea Morin, photos by Paul Girard/AFP Sheep graze near Pau, France.", p("Paul Girard"), p("AFP"))
	expectCredit(t, "Graphic: Lea Morin; Photo: Paul Girard/AFP Sheep graze near Pau, France.", p("Paul Girard"), p("AFP"))
	expectCredit(t, "Produced by Lea Morin. Photographs by Paul Girard for The New York Times. Sheep graze near Pau.", p("Paul Girard"), p("The New York Times"))
	expectCredit(t, "Illustration by Lea Morin. Photograph by Paul Girard/CTK Sheep graze near Pau.", p("Paul Girard"), p("CTK"))
}

// National agencies of Central and Northern Europe are agencies of the table.
func TestEuropeanNationalAgencies(t *testing.T) {
	expectCredit(t, "Photo: Kari Dahl/NTB Skiers race in Lillehammer.", p("Kari Dahl"), p("NTB"))
	expectCredit(t, "Students march in Brno. Jan Novak/CTK", p("Jan Novak"), p("CTK"))
	expectCredit(t, "Students march in Bratislava. TASR", none, p("TASR"))
}

func TestTerritoryRestriction(t *testing.T) {
	// "POLAND OUT" after the credit is a note to editors.
	expectCredit(t, "Flood water fills the streets of Nysa, Poland. EPA-EFE/Tomasz Kowal POLAND OUT", p("Tomasz Kowal"), p("EPA"))
	expectCredit(t, "A tram passes in Brno. EPA-EFE/Jana Novak CZECH REPUBLIC OUT", p("Jana Novak"), p("EPA"))
	// After a name in capitals, a country agencies restrict is cut.
	expectCredit(t, "Guards stand at the fence near Kuznica. EPA-EFE/ŁUKASZ NOWAK POLAND OUT", p("ŁUKASZ NOWAK"), p("EPA"))
	expectCredit(t, "Surfers ride a wave at Bells Beach. EPA-EFE/JANE ROWE AUSTRALIA AND NEW ZEALAND OUT", p("JANE ROWE"), p("EPA"))
	for _, text := range []string{"Surfers ride a wave at Bells Beach. EPA-EFE/JANE ROWE AUSTRALIA AND NEW ZEALAND OUT",
		"Flood water fills the streets of Nysa. EPA-EFE/Tomasz Kowal POLAND OUT"} {
		if c := credit.Parse(text); !strings.HasSuffix(text[c.Start:c.End], " OUT") {
			t.Errorf("Parse(%q): credit %q, want it to hold the restriction, which names no place", text, text[c.Start:c.End])
		}
	}
	expectCredit(t, "Peacekeepers patrol Bangui. MINUSCA/Amina Yusuf", p("Amina Yusuf"), p("MINUSCA"))
	expectCredit(t, "Guards stand at the fence near Kuznica. EPA-EFE/JAN NOWAK NEW ZEALAND OUT", p("JAN NOWAK"), p("EPA"))
	// Not a territory: "OUT" inside the text.
	expectCredit(t, "Fans walk out in Oslo. NTB/Ola Nordmann", p("Ola Nordmann"), p("NTB"))
	// A restriction set off by a slash, in title case or capitals, one after another,
	// and one before a notice.
	expectCredit(t, "Cyclists ride past Utrecht on May 2, 2023. (Photo by Anna de Wit / ANP / AFP) / Netherlands OUT", p("Anna de Wit"), p("ANP", "AFP"))
	expectCredit(t, "Lanterns float in Nara on Aug. 5, 2022. / AFP PHOTO / JIJI PRESS / Japan OUT", none, p("AFP", "Jiji Press"))
	expectCredit(t, "Kites fly over Suwon. (Photo by YONHAP / AFP) / - South Korea OUT / REPUBLIC OF KOREA OUT NO ARCHIVES RESTRICTED TO SUBSCRIPTION USE", none, p("Yonhap", "AFP"))
	expectCredit(t, "A ferry docks in Kobe, Japan, 05 May 2024. EPA-EFE/JIJI PRESS JAPAN OUT EDITORIAL USE ONLY/", none, p("EPA", "Jiji Press"))
	for _, text := range []string{"Kites fly over Suwon. (Photo by YONHAP / AFP) / - South Korea OUT / REPUBLIC OF KOREA OUT NO ARCHIVES",
		"Cyclists ride past Utrecht. (Photo by Anna de Wit / ANP / AFP) / Netherlands OUT"} {
		if c := credit.Parse(text); credit.NoticeTail(text, c.End) != len(text) {
			t.Errorf("NoticeTail(%q) = %d, want the restrictions after the credit read as notices to the end", text, credit.NoticeTail(text, c.End))
		}
	}
}

func TestNewsSiteFurniture(t *testing.T) {
	// A map's credit after the picture's, and the links and buttons news sites set
	// around a credit.
	expectCredit(t, "Rescuers search a house in Amizmiz, Morocco. Photograph: Karim Tazi/AFP/Getty Images; map: Guardian Graphics", p("Karim Tazi"), p("AFP", "Getty Images"))
	expectCredit(t, "Homes burn in Lahaina, Hawaii. (Photo: Ana Ruiz/The Washington Post; Map: Dan Webb/The Washington Post)", p("Ana Ruiz"), p("The Washington Post"))
	expectCredit(t, "A mural in Soweto, South Africa, May 28, 2024. REUTERS/Thabo Dube Purchase Licensing Rights", p("Thabo Dube"), p("Reuters"))
	expectCredit(t, "A march in Quito, Ecuador. (AP Photo/Ana Paz) Read More", p("Ana Paz"), p("AP"))
	expectCredit(t, "Herders cross a lake near Karasjok, Norway. Ola Berg / NTB / AFP via Getty #", p("Ola Berg"), p("NTB", "AFP", "Getty Images"))
	expectCredit(t, "Students walk in Chiang Mai, Thailand. hide caption toggle caption Niran Chai for NPR", p("Niran Chai"), p("NPR"))
	expectCredit(t, "Ana Paz/NPR hide caption A vendor sells coca leaves in El Alto, Bolivia. toggle caption Ana Paz/NPR", p("Ana Paz"), p("NPR"))
}

func TestPaperCalledStandard(t *testing.T) {
	expectCredit(t, "Voters queue in Nyeri, Kenya, on 9 August 2022. Photo: Nyeri Standard", none, p("Nyeri Standard"))
}

func TestOutletsOfExileMedia(t *testing.T) {
	expectCredit(t, "Protesters march in Mandalay on 2 May 2024. Photo: Shan Now", none, p("Shan Now"))
	expectCredit(t, "Villagers flee near Hpapun on 2 May 2024. Photo: Karen Valley Rangers", none, p("Karen Valley Rangers"))
}

// An archivist's note in square brackets after the credit, in lower case, is no part
// of it; a capitalised bracket is (Al Jazeera's "[Name/Reuters]").
func TestArchivistsNotes(t *testing.T) {
	expectCredit(t, "Families rest near Atmeh on 2 May 2019. Photo: Omar Haj/Anadolu Agency [verified]", p("Omar Haj"), p("Anadolu"))
	expectCredit(t, "Buses leave Douma, March 22, 2018. REUTERS/Omar Haj [team note: Duma = Douma in our index]", p("Omar Haj"), p("Reuters"))
	expectCredit(t, "Graves in Tarhuna, June 2020. Credit: Libya Herald [archived 2020-07-15]", none, p("Libya Herald"))
	expectCredit(t, "Smoke rises over Gaza City. [Omar Haj/Reuters]", p("Omar Haj"), p("Reuters"))
}

// A channel, a court and an observer are organisations; a body's name may hold "Staff
// of"; no credit is read inside the sentence of an editors' notice.
func TestBodiesInCredits(t *testing.T) {
	expectCredit(t, "Rescuers search the debris in Derna. Photo: Derna Al-Youm TV/Handout", none, p("Derna Al-Youm TV"))
	expectCredit(t, "Workers dig in Tarhuna. Credit: Benghazi Observer", none, p("Benghazi Observer"))
	expectCredit(t, "Guests arrive in Amman. Royal Court of Jordan/Handout via REUTERS", none, p("Royal Court of Jordan", "Reuters"))
	expectCredit(t, "A fire burns at a depot in Bryansk. General Staff of the Armed Forces/Handout via REUTERS", none, p("General Staff of the Armed Forces", "Reuters"))
	expectCredit(t, "A fire burns at a depot in Bryansk. THIS IMAGE HAS BEEN SUPPLIED BY A THIRD PARTY.", none, none)
}

// Reuters' older credits, "Sipa Press", and aid agencies alone.
func TestOlderAndAidCredits(t *testing.T) {
	expectCredit(t, "Troops march through Sarajevo, 1993. REUTER/Peter Andrews", p("Peter Andrews"), p("Reuters"))
	expectCredit(t, "Troops march through Sarajevo, 1993. RTR/Peter Andrews", p("Peter Andrews"), p("Reuters"))
	expectCredit(t, "Troops march through Sarajevo, 1993. Photo by Jean Dupont/Sipa Press", p("Jean Dupont"), p("Sipa"))
	expectCredit(t, "Women queue for food rations at a distribution point in Hodeidah, Yemen. CARE", none, p("CARE"))
	expectCredit(t, "Girls fetch water at a tap stand in the Gorom settlement outside Juba. Oxfam", none, p("Oxfam"))
}

// An organisation's initials written after its name, with no brackets, are a gloss.
func TestInitialsAfterAName(t *testing.T) {
	expectCredit(t, "Protesters march in Binnish, Syria. (AP Photo/Idlib News Network INN)", none, p("AP", "Idlib News Network"))
	expectCredit(t, "Aid arrives in Aleppo. Photo: Syrian American Medical Society SAMS", none, p("Syrian American Medical Society"))
	// Not initials of the words before.
	expectCredit(t, "Aid arrives in Aleppo. Photo: Syrian Relief Network UOSSM", none, p("Syrian Relief Network UOSSM"))
}

// A catalogue closes a record with the archive, museum or library that holds the
// print, maybe with its town or number; the sentence before it may credit the
// photographer. The holder's town and numbers are no credit's.
func TestHolderSentence(t *testing.T) {
	expectCredit(t, "Barges on the river, summer 1961. Photo: Mira Kovac. Stadtarchiv Linz.", p("Mira Kovac"), p("Stadtarchiv Linz"))
	expectCredit(t, "Barges on the river, summer 1961. Photo: Mira Kovac. Muzeum Krakowa, inv. MHK 4431.", p("Mira Kovac"), p("Muzeum Krakowa"))
	expectCredit(t, "Barges on the river, 1911. Photographer unknown. Linz Museum, Inv.-Nr. 12.311/4.", none, p("Linz Museum"))
	expectCredit(t, "Barges on the river, 1911. Stadtarchiv Linz, Rep. 12 Nr. 0041.", none, p("Stadtarchiv Linz"))
	expectCredit(t, "Barges on the river, 1911. Stereograph by Keystone View Company. Library of Congress.", none, p("Keystone View Company", "Library of Congress"))
	expectCredit(t, "Barges on the river, 1911. Collection Scheepvaartmuseum.", none, p("Scheepvaartmuseum"))
	expectCredit(t, "National Museum staff clean a statue in Kabul. REUTERS/Omar Sobhani", p("Omar Sobhani"), p("Reuters"))
	text := "Barges on the river, summer 1961. Photo: Mira Kovac. Muzeum Krakowa, inv. MHK 4431."
	if c := credit.Parse(text); !strings.HasSuffix(text[c.Start:c.End], "Muzeum Krakowa") {
		t.Errorf("Parse(%q): credit %q, want it to end with the holder's name", text, text[c.Start:c.End])
	}
}

// A photographers' studio named alone in a catalogue's last sentence, or before the
// holder's, is credited as written: names or initials joined by "&".
func TestStudioSentence(t *testing.T) {
	expectCredit(t, "Dhows in the harbour of Zanzibar, c. 1900. Coutinho & Brothers.", none, p("Coutinho & Brothers"))
	expectCredit(t, "Dhows in the harbour of Zanzibar, c. 1900. J. B. Coutinho & Co., Zanzibar.", none, p("J. B. Coutinho & Co."))
	expectCredit(t, "Dhows in the harbour of Zanzibar, c. 1900. Coutinho & Brothers. Linz Museum.", none, p("Coutinho & Brothers", "Linz Museum"))
	expectCredit(t, "Children watch as Tom & Jerry play on a screen in Zanzibar.", none, none)
}

// A catalogue's record closes with the holder, then parts of its collection and a
// call number, which name no one: the holder's sentence is read as such even when it
// holds more than one link or when the credit before it runs into it.
func TestHolderWithCallNumber(t *testing.T) {
	expectCredit(t, "Boats moored on the river at Srinagar, ca. 1905. Photograph by the Lahore Studio Company. Library of Congress, Harold Baines Collection, LC-X14-2231.",
		none, p("Lahore Studio Company", "Library of Congress"))
	expectCredit(t, "Market day in Braga, Portugal, spring 1961. Photo: Joaquim Ribeiro. Arquivo Distrital de Braga, PT/ADB/FOT/00321.",
		p("Joaquim Ribeiro"), p("Arquivo Distrital de Braga"))
	expectCredit(t, "Harbour front, Galveston, Tex., ca. 1905. Photograph by Keystone View Company. Library of Congress, LC-S9-22331.",
		none, p("Keystone View Company", "Library of Congress"))
	expectCredit(t, "Harbour front, Galveston, Tex., ca. 1905. Library of Congress, LC-S9-22331.", none, p("Library of Congress"))
	// The holder's sentence ends at its period, even after a name with an initial.
	expectCredit(t, "Miners at the pit head. Photo by Alice J. Morton. Library of Congress.", p("Alice J. Morton"), p("Library of Congress"))
	expectCredit(t, "Miners at the pit head. Photograph by Alice J. Morton, 1940. Library of Congress.", p("Alice J. Morton"), p("Library of Congress"))
	expectCredit(t, "Miners at the pit head. Photograph by Alice J. Morton; gelatin silver print. Collection of the Harlan Museum.",
		p("Alice J. Morton"), p("Harlan Museum"))
}

// A catalogue's labelled fields end in periods: the photographer's field names the
// person, and a collection's field that follows names its holder.
func TestLabelledFieldsWithPeriods(t *testing.T) {
	expectCredit(t, "Workers at the harbour of Valparaíso. Photographer: Tomás Ulloa. Location: Valparaíso, Chile", p("Tomás Ulloa"), none)
	expectCredit(t, "Workers at the harbour of Valparaíso. Photographer: Tomás Ulloa. Collection: Biblioteca Nacional.", p("Tomás Ulloa"), p("Biblioteca Nacional"))
	expectCredit(t, "Title: Workers at the harbour of Valparaíso. Date: 1955-03-11. Photographer: Tomás Ulloa. Collection: Biblioteca Nacional, Chile. Accession no. BN-4432.",
		p("Tomás Ulloa"), p("Biblioteca Nacional"))
	// A source's field that reads as a credit without its period still gives way to
	// the photographer's field after it.
	expectCredit(t, "Flood water in Wuhan. Source: Hubei Daily. Photo: Li Wen/Xinhua", p("Li Wen"), p("Xinhua"))
}

// A restriction by territory after an agency in capitals and "via" is the credit's,
// with or without a closing period; "Estudios" marks an organisation.
func TestRestrictionAfterVia(t *testing.T) {
	expectCredit(t, "Boats pass through Kyiv. TT News Agency/Jan Nowak via REUTERS SWEDEN OUT.", p("Jan Nowak"), p("TT News Agency", "Reuters"))
	expectCredit(t, "Boats pass through Kyiv. TT News Agency/Jan Nowak via REUTERS SWEDEN OUT", p("Jan Nowak"), p("TT News Agency", "Reuters"))
	expectCredit(t, "Boats pass through Kyiv. EPA-EFE/Tomasz Kowal POLAND OUT.", p("Tomasz Kowal"), p("EPA"))
	expectCredit(t, "Workers at the sugar mill. (Photo: Estudios Revolución)", none, p("Estudios Revolución"))
}

// Library catalogues' records: rights statements and identifiers after the holder,
// the statement of responsibility after a title and a spaced slash, creators written
// surname first, a "Creator:" label, a "Holding institution:" field, an unknown
// photographer, and a holder whose name holds a lower-case word for museum.
func TestCatalogueRecords(t *testing.T) {
	expectCredit(t, "Ferry at the quay, Kristiansund, 1912. Photo: Olav Brekke. Riksarkivet, RA/PA-0012. CC BY 4.0", p("Olav Brekke"), p("Riksarkivet"))
	expectCredit(t, "Ferry at the quay, 1912. Photographer: Karin Ek. Sjöhistoriska museet, SM.01234. Rights: No known copyright restrictions.",
		p("Karin Ek"), p("Sjöhistoriska museet"))
	expectCredit(t, "Ferry at the quay, 1912. Credit: Olav Brekke / Harbour Museum / PA-001234. MIKAN no. 1234567.", p("Olav Brekke"), p("Harbour Museum"))
	// A licence inside the credit's bracket stays, and an identifier before the holder's
	// sentence is no rights statement.
	expectCredit(t, "Ferry at the quay, 2024 (Flickr/Olav Brekke, CC BY-SA 2.0)", p("Olav Brekke"), p("Flickr"))
	expectCredit(t, "Ferry at the quay, c. 1910. Accession no. 1990.12.4. Harbour Museum", none, p("Harbour Museum"))
	// The statement of responsibility.
	expectCredit(t, "[Ferry at the quay, Hobart] [picture] / Olive Dunn. National Library of Australia, nla.obj-1234567", p("Olive Dunn"), p("National Library of Australia"))
	expectCredit(t, "Ferry at the quay, 3 March 1931 / photograph by Olive Dunn. State Library of Tasmania, Box 4.", p("Olive Dunn"), p("State Library of Tasmania"))
	expectCredit(t, "Ferry at the quay, Hobart, 1890 / O. J. Dunn, photographer. State Library of Tasmania, 12A/3", p("O. J. Dunn"), p("State Library of Tasmania"))
	expectCredit(t, "Ferry at the quay, Hobart, [18--] / Dunn & Sons. State Library of Tasmania, PIC/12/3.", none, p("Dunn & Sons", "State Library of Tasmania"))
	// Creators surname first, after a label or opening the record.
	expectCredit(t, "Ferry at the quay, 1912. Creator: Dunn, Olive J., photographer. Date: May 1912. Harbour Museum, HM-1234.", p("Dunn, Olive J."), p("Harbour Museum"))
	expectCredit(t, "Ferry at the quay. Creator/Contributor: Dunn, Olive, 1880-1950, photographer. State Library of Tasmania, H12.3/4.", p("Dunn, Olive"), p("State Library of Tasmania"))
	expectCredit(t, "Dunn, Olive Jane, 1880-1950 :Ferry at the quay, Hobart, [ca. 1912]. Ref: 1/2-001234-G. State Library of Tasmania, Hobart.", p("Dunn, Olive Jane"), p("State Library of Tasmania"))
	// Labelled fields.
	expectCredit(t, "Title: Ferry at the quay. Date: 1912. Creator: Olive Dunn. Holding institution: Harbour Museum, Special Collections. Identifier: HM-12.",
		p("Olive Dunn"), p("Harbour Museum"))
	// No one is named.
	expectCredit(t, "Ferry at the quay, 1912. Photographer unknown / Harbour Museum.", none, p("Harbour Museum"))
}

// Credits of the daily feed: an agency of the table before "via" anchors a credit
// inside a sentence, a team's bracketed note with a semicolon and EPA's bracketed
// restriction after a credit are no credit's, and a paper's name in capitals before
// "PHOTO /" is its agency, as the table's are.
func TestFeedCreditForms(t *testing.T) {
	expectCredit(t, "Players celebrate with teammates Action Images via Reuters/Martin Dowell", p("Martin Dowell"), p("Action Images", "Reuters"))
	expectCredit(t, "Smoke rises over Odesa, July 19, 2023. Photo: Odesa City Council/Facebook [EXIF stripped; date from the post]",
		none, p("Odesa City Council", "Facebook"))
	expectCredit(t, "Smoke rises over the port. [Yasser Qudih/Reuters]", p("Yasser Qudih"), p("Reuters"))
	expectCredit(t, "Players in Dortmund, Germany, 10 July 2024. EPA-EFE/JAN WEISS (RESTRICTIONS APPLY: For editorial news reporting purposes only.)",
		p("JAN WEISS"), p("EPA"))
	expectCredit(t, "Crowds in Manila. INQUIRER PHOTO / MARK SANTOS", p("MARK SANTOS"), p("INQUIRER"))
	expectCredit(t, "AFP PHOTO / SAMIR KHALIL Men carry sacks of flour in Kabul.", p("SAMIR KHALIL"), p("AFP"))
}

// American catalogues' records: a historical society, a university, an institution
// and a center of history hold pictures; the holder may follow a label
// ("Repository:", "Holding Institution:", "Data Source:") or "Collections of the",
// and be followed by more holders or preceded by a named collection; a table agency
// opening a holder's name before a division is that agency; a creator written surname
// first may stand fields before the holder, after "Creator(s):" or "Photographer:",
// beside an organisation's credit; rights, reproduction numbers and identifiers after
// a label name no one; an organisation's photograph alone credits it.
func TestAmericanCatalogueRecords(t *testing.T) {
	expectCredit(t, "Sod house near Hays, Kansas, 1888. Item Number: 21034. Plains Historical Society, Hays.", none, p("Plains Historical Society"))
	expectCredit(t, "Title: Main Street, Decorah. Creator(s): Dahl, Anton, photographer. Date Created/Published: 1911 May. Reproduction Number: LC-USZ62-12345. Rights Advisory: No known restrictions. Repository: Library of Congress Prints and Photographs Division Washington, D.C. 20540 USA",
		p("Dahl, Anton"), p("Library of Congress"))
	expectCredit(t, "Women at a camp, 07/13/1942. Photographer: Tanner, Ruth. Creator: War Relocation Authority. National Archives Identifier: 538011. Local Identifier: 210-G-C1. U.S. National Archives and Records Administration.",
		p("Tanner, Ruth"), p("War Relocation Authority", "U.S. National Archives and Records Administration"))
	expectCredit(t, "Loggers near Cloquet, ca. 1895. Photograph by Olaf Berg. Collections of the Minnesota Historical Society, Location no. HD4.1 p21, Negative no. 4510.",
		p("Olaf Berg"), p("Minnesota Historical Society"))
	expectCredit(t, "Dog teams near Nome, ca. 1906. Photograph by Nils Berg. Alaska and Polar Regions Collections, Elmer E. Rasmuson Library, University of Alaska Fairbanks, UAF-1972-1.",
		p("Nils Berg"), p("Elmer E. Rasmuson Library", "University of Alaska Fairbanks"))
	expectCredit(t, "Congress Avenue, Austin, Texas, 1936. Photograph by Walter Pruitt. Austin History Center, Austin Public Library, PICA 0451.", p("Walter Pruitt"), p("Austin History Center", "Austin Public Library"))
	expectCredit(t, "A road near Hazard, Kentucky, 1937. Works Progress Administration photograph. Kentucky Historical Society, Frankfort.", none, p("Works Progress Administration", "Kentucky Historical Society"))
	expectCredit(t, "Title: Main Street. Date: 1915. Creator: Anna Olsen. Holding Institution: University of Iowa Libraries. Rights: No Copyright - United States.", p("Anna Olsen"), p("University of Iowa Libraries"))
}

// A caption exported with its metadata fields run together: the credit is read at the
// end of the caption's own field, before the fields that follow it; when that field
// holds none, the fields are read as before.
func TestExportedFields(t *testing.T) {
	expectCredit(t, "Headline: Floods in Kisumu Object Name: KENYA-FLOODS/ Caption: Residents wade through water in Kisumu, Kenya, May 2, 2024. REUTERS/Amani Otieno Byline: Amani Otieno Credit: REUTERS Source: Reuters City: Kisumu Country: Kenya Date Created: 20240502",
		p("Amani Otieno"), p("Reuters"))
	expectCredit(t, "Caption: Fans cheer in Taree, Thursday, May 22, 2025. (AAP Image/Liam Boyd) NO ARCHIVING Byline: LIAM BOYD Credit: AAP Source: AAP Image City: Taree",
		p("Liam Boyd"), p("AAP"))
	expectCredit(t, "Headline: Quake Caption: Damaged houses in Tikht, Morocco, on September 11, 2023. (Yusuf Bakr - Anadolu Agency) Photographer: Yusuf Bakr Credit: Anadolu Agency Source: Anadolu Agency City: Tikht",
		p("Yusuf Bakr"), p("Anadolu"))
	// No credit in the caption's field: the labelled fields credit the picture.
	expectCredit(t, "Headline: Wildfire Caption: A plane drops water near Lindos, Greece. Photographer: Nikos Dimas Source: AFP Date taken: July 23, 2023",
		p("Nikos Dimas"), p("AFP"))
}

// British and Irish catalogues' records: an institution's initials with its number,
// or after a copyright sign, close a record as its holder; a licence's name is a
// record's tail; a creator's role or rank in brackets follows a name written surname
// first; a photographer's field may stand a sentence before the holder's; a record
// office holds pictures.
func TestBritishCatalogueRecords(t *testing.T) {
	expectCredit(t, "THE BATTLE OF THE SOMME, JULY 1916. Men of a Welsh battalion rest in a trench near Mametz, 7 July 1916. © IWM Q 1234", none, p("IWM"))
	expectCredit(t, "A Land Girl ploughs near Malton, spring 1942. Photograph by E. A. Tolley. IWM (D 1234)", p("E. A. Tolley"), p("IWM"))
	expectCredit(t, "Main Street, Bantry, ca. 1890. Photographer: Michael Hanly. NLI Ref.: L_ROY_01234", p("Michael Hanly"), p("NLI"))
	expectCredit(t, "Women workers in a munitions works, Coventry, 1917. Creator: Whitlock, Arthur (photographer). Object number: Q 1234. © IWM. IWM Non Commercial Licence",
		p("Whitlock, Arthur"), p("IWM"))
	expectCredit(t, "Trams in Market Street, Manchester, 1937. Photographer: A. Bradley. Manchester Local Image Collection, m01234. Manchester Central Library",
		p("A. Bradley"), p("Manchester Central Library"))
	expectCredit(t, "Market day, Swaffham, c. 1905. Photographer: Coe, Thomas, 1870-1942. Norfolk Record Office, MC 2043/1", p("Coe, Thomas"), p("Norfolk Record Office"))
	// A copyright sign before initials alone in the text is no holder's sentence.
	expectCredit(t, "Crowds in Kyiv. © AFP 2024", none, p("AFP"))
}

// Rows of cells, a tool's credit-line field, a collection before "courtesy of" its
// holder, an organisation alone in the bracket that closes a caption, and the
// archives that picture libraries sell the past under.
func TestRowsFieldsAndClosingBrackets(t *testing.T) {
	// A spreadsheet's row: the photographer's cell and the agency's, notes after them.
	expectCredit(t, "14/10/2024 | KENYA-RAINS | Kisumu, Kenya | Residents push a car through floodwater on a market road. | Otieno Wafula | AFP | web only",
		p("Otieno Wafula"), p("AFP"))
	expectCredit(t, "HRT-0311 | 11/03/2024 | Hebron | Pupils queue at a school gate as classes resume after the holiday. | Staff | Anadolu | internal use",
		none, p("Anadolu"))
	expectCredit(t, "09/01/2020 | AUSTRALIA-FIRES | Cobargo, NSW | Volunteers sort donated clothes in the town hall. | Meg Harland | AAP Image | NO ARCHIVING",
		p("Meg Harland"), p("AAP"))
	// A photographer's log: the cell that leads the photographer's name, though an
	// agency's cell follows.
	expectCredit(t, "Shot by Lucía Ferrer | Location: Cusco, Peru | Shoot date: 2023-06-24 | Dancers in masks fill the main square for Inti Raymi. | Agency: laif",
		p("Lucía Ferrer"), none)
	expectCredit(t, "Shoot date: 03.07.2021 | Shot by: Joris Wouters | Location: Valkenburg, Limburg, NL | A café owner sweeps water from his terrace.",
		p("Joris Wouters"), none)
	expectCredit(t, "Shot by Ana Quispe · Location: La Paz, Bolivia · Shoot date: May 2022 · Cable cars pass over the houses of El Alto at dusk.",
		p("Ana Quispe"), none)
	// An export's credit-line field, wherever the tool put it, up to the next field.
	expectCredit(t, "A woman crosses a flooded street in Basra, Iraq, March 2, 2023. Date Created: 2023-03-02 City: Basra Country: Iraq Credit Line: HUSSEIN FALEH/AFP Copyright Notice: AFP",
		p("HUSSEIN FALEH"), p("AFP"))
	// A named collection, then "courtesy of" its holder.
	expectCredit(t, "Boats on the Singapore River, 1965. Lee Kip Lin Collection, courtesy of National Library Board Singapore. Media - Image no: 20010004512 - 0031",
		none, p("National Library Board Singapore"))
	// An organisation alone in the bracket that closes the caption, after a sentence.
	expectCredit(t, "Dylan Marsh, 24, of La Vista, in a jail booking photo. (Douglas County Sheriff's Office)", none, p("Douglas County Sheriff's Office"))
	expectCredit(t, "Smoke rises from a warehouse on the city's north side on Tuesday. (Lincoln Fire Department)", none, p("Lincoln Fire Department"))
	expectCredit(t, "Fighters of the FSA (Free Syrian Army) gather near Azaz.", none, none)
	// an agency's initials alone, and governments' words in Spanish
	expectCredit(t, "Fishermen unload sardines at the port of Agadir on 12 May 2024. (MAP)", none, p("MAP"))
	expectCredit(t, "The president swears in the new cabinet in Lima on Monday. (Presidencia del Perú)", none, p("Presidencia del Perú"))
	expectCredit(t, "The president greets supporters in Tegucigalpa on Sunday. (Casa Presidencial)", none, p("Casa Presidencial"))
	// Picture libraries' archives, and a paper alone after "Photo:".
	expectCredit(t, "Dockers unload grain in Hamburg, March 1925. (Photo by Imagno/Getty Images)", none, p("Imagno", "Getty Images"))
	expectCredit(t, "Crowds cheer the procession in Dakar, 4 April 1960. Photo 12 / Alamy Stock Photo. Image ID: 2B7XK9R", none, p("Photo 12", "Alamy"))
	expectCredit(t, "Motorbikes fill a street in Da Nang during the morning rush. Photo: Thanh Nien", none, p("Thanh Nien"))
	// Exports whose caption's field comes last, or has no label before the fields.
	expectCredit(t, "Date Created: 4 Feb 2024 Sub-location: City: Tripoli Country: Libya Credit Line: REUTERS Copyright Notice: © Copyright Thomson Reuters 2024 Caption: Fishermen sort the catch at the port of Tripoli, Libya, February 4, 2024. REUTERS/Hani Amara",
		p("Hani Amara"), p("Reuters"))
	expectCredit(t, "Pilgrims walk to the shrine in Fatima, Portugal, May 12, 2024. (AP Photo/Ana Brito) Date Created: 2024-05-12 City: Fatima Country: Portugal Credit Line: AP",
		p("Ana Brito"), p("AP"))
	// A record's field of place or date is no organisation's credit.
	expectCredit(t, "Crowds cheer the new president in the streets of Buenos Aires. Date: 10 December 1983. Location: Buenos Aires, Argentina.", none, none)
}

// Catalogues in Spanish and Portuguese, and a creator whom the catalogue doubts.
func TestIberianCatalogueHolders(t *testing.T) {
	// "de la" inside a holder's name; a fonds before the holder is its part.
	expectCredit(t, "Strikers in the port of Valparaíso, 1903. Archivo General de la Nación, Fondo Fotográfico, Santiago, inventario 31245.",
		none, p("Archivo General de la Nación"))
	expectCredit(t, "Mule trains in the main square of Oaxaca, ca. 1910. Fondo Brehme, Fototeca Nacional del INAH, Pachuca, inv. 45120.",
		none, p("Fototeca Nacional del INAH"))
	// A creator marked "(attributed)" is credited all the same.
	expectCredit(t, "Sugar mill workers at a plantation near Recife, c. 1875. Photographer: Augusto Stahl (attributed). Biblioteca Nacional, Rio de Janeiro. Public domain.",
		p("Augusto Stahl"), p("Biblioteca Nacional"))
}

// A wall label opens with its artist, nationality and dates; a file page's "Author:"
// field credits the picture when nothing else does.
func TestWallLabelsAndFilePages(t *testing.T) {
	expectCredit(t, "Amara Eze (Nigerian, born 1984), Dry Season, Jos, 2018, inkjet print, edition 1 of 5. Purchased with funds from the Photography Committee 2020",
		p("Amara Eze"), none)
	expectCredit(t, "Walter Brandt (German, 1921–1998), Harbour Workers, Hamburg, 1954, printed 1990. Gelatin silver print.", p("Walter Brandt"), none)
	expectCredit(t, "Sofia Berg | Norwegian, born 1979 | Fjord Light, Lofoten, 2017 | Pigment print | Edition 2/5 | Gift of the artist 2021",
		p("Sofia Berg"), none)
	expectCredit(t, "Lucía Paredes (Peruvian, born 1975). Market Day, Cusco, 2015. Inkjet print. Museo de Arte de Lima. Acquired 2017. Inv. 2017.031",
		p("Lucía Paredes"), p("Museo de Arte de Lima"))
	expectCredit(t, "Description: Fishing boats in the harbour of Essaouira, Morocco, at dawn. Date: 3 March 2016 Source: Own work Author: Karim Benali Licensing: CC BY-SA 4.0",
		p("Karim Benali"), none)
	expectCredit(t, "Title: Snowstorm Description: Cars are stranded outside Kingston, Ontario, on January 13, 2024. Author: Ben Fraser Credit line: The Canadian Press",
		p("Ben Fraser"), p("The Canadian Press"))
}

// A notice between "+++" after the credit, "Fotografía de" as a lead, a Royal Navy
// photographer's rating and an archive's brand with its country.
func TestNoticesBetweenPlusesAndOtherLeads(t *testing.T) {
	expectCredit(t, "Helfer füllen Sandsäcke in Passau. Foto: Anna Weber/dpa +++ dpa-Bildfunk +++", p("Anna Weber"), p("dpa"))
	expectCredit(t, "Vecinos marchan por las calles de Sevilla, el 3 de mayo de 2024. Fotografía de Pablo Ruiz.", p("Pablo Ruiz"), none)
	expectCredit(t, "HMS Albion leaves Plymouth. Photo: LPhot Ben Shread/Royal Navy", p("Ben Shread"), p("Royal Navy"))
	expectCredit(t, "A Typhoon lands at RAF Lossiemouth. Photo: AS1 Amy Carr/RAF", p("Amy Carr"), p("RAF"))
	expectCredit(t, "Dockers in Le Havre, circa 1935. (Photo by Keystone-France/Gamma-Keystone via Getty Images)", none, p("Keystone-France", "Gamma-Keystone", "Getty Images"))
}

func TestSatelliteLeadsArchivesAndLatinOrgs(t *testing.T) {
	// A picture word and a copyright sign after "Photo by", or after a slash, open
	// the operator's name.
	expectCredit(t, "Smoke over the refinery on May 2, 2024 in Baiji, Iraq. (Photo by Satellite image ©2024 Orbita Technologies/Getty Images)", none, p("Orbita Technologies", "Getty Images"))
	expectCredit(t, "Craters at the air base. (Photo by Handout / Satellite image ©2025 Orbita Technologies / AFP)", none, p("Orbita Technologies", "AFP"))
	// The French name of The Canadian Press is the agency, first or last.
	expectCredit(t, "Des sinistrés quittent Gatineau, le 5 mai 2019. LA PRESSE CANADIENNE/Julie Tremblay", p("Julie Tremblay"), p("The Canadian Press"))
	// Montreal's papers: "PHOTO NAME, LA PRESSE", and Le Devoir after a slash.
	expectCredit(t, "Des cyclistes sur le pont Jacques-Cartier, le 3 juin 2022. PHOTO MARC-ANDRÉ GAGNON, LA PRESSE", p("MARC-ANDRÉ GAGNON"), p("La Presse"))
	expectCredit(t, "Une manifestation devant l'hôtel de ville de Québec. Photo: Julie Tremblay/Le Devoir", p("Julie Tremblay"), p("Le Devoir"))
	expectCredit(t, "La neige tombe sur Québec, le 2 mars 2023. Photo : La Presse canadienne / Marc Gagnon", p("Marc Gagnon"), p("The Canadian Press"))
	// An agency's archive, in Spanish or Portuguese, names no one.
	expectCredit(t, "Migrantes cruzan el río Suchiate, en 2019. Foto: Notimex/Archivo", none, p("Notimex"))
	// Prosecutors, forums and committees of Spanish are organisations.
	expectCredit(t, "Ropa hallada en un predio de Tlajomulco. Photo via Fiscalía General de Oaxaca", none, p("Fiscalía General de Oaxaca"))
	expectCredit(t, "Families hold a vigil outside a prison in Valencia. Photo: Foro Civil de Carabobo", none, p("Foro Civil de Carabobo"))
}

func TestNationalAgenciesAndBroadcasters(t *testing.T) {
	// National agencies and broadcasters alone in the closing bracket, or after a
	// slash; a broadcaster's regional desk and committees are organisations.
	expectCredit(t, "Crews repair a water main in Irbid on Sunday, 2 March 2025. (Petra)", none, p("Petra"))
	expectCredit(t, "Farmers harvest wheat in Balkh province on 3 June 2024. (TOLOnews)", none, p("TOLOnews"))
	expectCredit(t, "Monks queue for rice in Sagaing on May 2. / The Irrawaddy", none, p("The Irrawaddy"))
	expectCredit(t, "A skier in Schladming, 28.01.2025. Photo: GEPA pictures/ Lena Moser", p("Lena Moser"), p("GEPA pictures"))
	expectCredit(t, "A shelled school in Sumy. Photo: Suspilne Sumy", none, p("Suspilne Sumy"))
	expectCredit(t, "Volunteers cook in Omdurman. Photo: Karari Resistance Committees/Facebook", none, p("Karari Resistance Committees", "Facebook"))
}

func TestCopyrightYearAfterOrganisation(t *testing.T) {
	// After a copyright sign, a year after the organisation's name, with or without a
	// comma, is the copyright's, and "Source:" leads the next link.
	expectCredit(t, "Ministers meet in Vilnius on 11 July 2023. © Council of Europe, 2023", none, p("Council of Europe"))
	expectCredit(t, "Deputies vote in Brussels on 4 May 2023. © Council of Europe 2023 - Source: EP", none, p("Council of Europe", "EP"))
	expectCredit(t, "Deputies vote in Brussels on 4 May 2023. © Council of Europe 2023 - Source : EP", none, p("Council of Europe", "EP"))
	expectCredit(t, "Children queue at a clinic, 3 May 2023. © UNICEF Sudan/2023/Amna Idris", p("Amna Idris"), p("UNICEF Sudan"))
}

func TestCompositeLead(t *testing.T) {
	// A composite's credit leads like "Photograph:", its pictures' credits after a
	// semicolon.
	expectCredit(t, "Two candidates on the last day of the campaign. Composite: Ruth Lim/AAP; Getty Images", p("Ruth Lim"), p("AAP", "Getty Images"))
	// A league's picture service of an acronym and "Photos", kept as written; a news
	// wire's name in one word.
	expectCredit(t, "A defender clears the ball in Perth. (Photo by Dan Kerr/NRL Photos via Getty Images)", p("Dan Kerr"), p("NRL Photos", "Getty Images"))
	expectCredit(t, "Storm clouds gather over Penrith on Sunday. Picture: NCA NewsWire / Ruth Lim", p("Ruth Lim"), p("NCA NewsWire"))
}

func TestSpaceAgencies(t *testing.T) {
	// Space and science agencies stand alone under their images; a telescope's name
	// after a slash is no one.
	expectCredit(t, "Ash drifts over the Aleutians on 4 May 2023. NOAA", none, p("NOAA"))
	expectCredit(t, "A nebula glows in infrared light. Image: ESA/Webb, NASA & CSA, R. Imani", p("R. Imani"), p("ESA", "NASA", "CSA"))
	expectCredit(t, "A spiral galaxy, released on 2 May 2024. ESA/Hubble", none, p("ESA"))
}

func TestRegionalOutletsAndSourceLeads(t *testing.T) {
	// Outlets of the table: a local paper's name before its photographer's, agencies
	// alone in brackets, a Turkish agency's letter outside ASCII.
	expectCredit(t, "Children walk between flooded tents near Sarmada – 2 February 2022 (Enab Baladi/Dana Roe)", p("Dana Roe"), p("Enab Baladi"))
	expectCredit(t, "Settlers torch a car in a village near Nablus, June 3, 2023. (Wafa)", none, p("WAFA"))
	expectCredit(t, "Fishermen unload tuna in Mukalla on Saturday. (Asharq Al-Awsat)", none, p("Asharq Al-Awsat"))
	expectCredit(t, "Families cross the border gate in Kilis, Dec. 10, 2024. (İHA Photo)", none, p("İHA"))
	// "© Private" names no one; "Map:" opens a credit; a collective is an organisation.
	expectCredit(t, "The ruined theatre, photographed by a resident on 2 April 2022. © Private", none, none)
	expectCredit(t, "Villages reported burned in 2024. Map: Centre for Information Resilience", none, p("Centre for Information Resilience"))
	expectCredit(t, "Residents queue for bread in Daraa, Syria. Sahel Collective/Agence VU", none, p("Sahel Collective", "Agence VU"))
	// A lead after a semicolon names no one: the source is the next agency.
	expectCredit(t, "Graves behind a church, 21 November 2020. Image © 2020 Maxar Technologies; Source: Google Earth", none, p("Maxar Technologies", "Google Earth"))
	expectCredit(t, "Flooded houses on 6 June 2023. Sources: X; Google Earth", none, p("X", "Google Earth"))
}

func TestArchiveReferencesUnitsAndReceivers(t *testing.T) {
	// An archive's reference after the credit is no part of it.
	expectCredit(t, "BOLIVIA. Potosí. 1986. Miners rest at the mouth of a shaft. © Dana Roe / Magnum Photos. Ref. PAR123456", p("Dana Roe"), p("Magnum Photos"))
	expectCredit(t, "BOLIVIA. Potosí. 1986. Miners rest at the mouth of a shaft. © Dana Roe / Magnum Photos. NYC54321", p("Dana Roe"), p("Magnum Photos"))
	// A public-affairs unit after the name is an organisation.
	expectCredit(t, "Soldiers patrol a market, May 2, 2007. (U.S. Army photo by Staff Sgt. Dana Roe, Multi-National Division-North Public Affairs)", p("Dana Roe"), p("U.S. Army", "Multi-National Division-North Public Affairs"))
	// "Photo provided to X" names the body it was given to.
	expectCredit(t, "Men wait at a screening site near Falluja in June 2016. Photo provided to Human Rights Watch", none, p("Human Rights Watch"))
	// "activist" after "Photo:" says who took it, as a rank would.
	expectCredit(t, "Families wait at a checkpoint, 28-07-2021. Photo: activist Dana Roe/Horan Free League", p("Dana Roe"), p("Horan Free League"))
}

func TestOutletsOfUkraineAfghanistanSudanAndEgypt(t *testing.T) {
	expectCredit(t, "A farmer drives a tractor past a crater near the village on Sunday. Photo: hromadske", none, p("Hromadske"))
	expectCredit(t, "The governor inspects the spillway of the dam, 08/09/2024 (SUNA)", none, p("SUNA"))
	expectCredit(t, "MAZAR-E-SHARIF (Pajhwok): Candidates sit an exam on Thursday. Pajhwok photo", none, p("Pajhwok"))
	expectCredit(t, "Remains of an interceptor lie on a street in Netivot, November 13, 2018 (Credit: i24NEWS)", none, p("i24NEWS"))
	expectCredit(t, "Farmers sort dates in the Siwa oasis on 10 October 2021. (Photo: Egypt Independent)", none, p("Egypt Independent"))
	expectCredit(t, "Workers climb the barrier near al-Ram, 2016. (Dana Roe/Activestills.org)", p("Dana Roe"), p("Activestills"))
}

func TestTopicTagsAndMoreOutlets(t *testing.T) {
	// The 2000s' Reuters topic tag in brackets after the credit is no part of it.
	expectCredit(t, "Smoke rises over Haret Hreik, July 17, 2006. REUTERS/Dana Roe (LEBANON CONFLICT)", p("Dana Roe"), p("Reuters"))
	expectCredit(t, "Residents flee Falluja, November 5, 2004. REUTERS/Stringer (IRAQ)", none, p("Reuters"))
	expectCredit(t, "Residents flee Falluja, November 5, 2004. (AFP)", none, p("AFP"))
	// Outlets of the table; "Especial" and a citizen journalist's "CJ" name no one.
	expectCredit(t, "Supporters march along an avenue in Yerevan, May 26, 2024. (Photolure)", none, p("Photolure"))
	expectCredit(t, "Shops reopen in al-Tal, 9 February 2019. (Syria Direct)", none, p("Syria Direct"))
	expectCredit(t, "Members inspect a trailer, February 28, 2024. Guardia Nacional/Handout via REUTERS", none, p("Guardia Nacional", "Reuters"))
	expectCredit(t, "Habitantes muestran restos, el 14 de febrero de 2022. Foto: Especial", none, none)
	expectCredit(t, "A monk leads a march through Taze, 1 February 2025. Photo: CJ", none, none)
}

func TestOutletsOfLebanonSomaliaAndTurkey(t *testing.T) {
	expectCredit(t, "Soldiers take position at a roundabout in Beirut on Thursday. (Naharnet)", none, p("Naharnet"))
	expectCredit(t, "The president meets a delegation in Mogadishu on 12 December 2022. Photo: Villa Somalia", none, p("Villa Somalia"))
	expectCredit(t, "A family moves into a new flat in Hatay, southern Türkiye, 2024. (Sabah Photo)", none, p("Sabah"))
	expectCredit(t, "Troops hand out water in Leego, Somalia, March 24, 2014. AMISOM Photo / Dana Roe", p("Dana Roe"), p("AMISOM"))
	expectCredit(t, "The president meets a delegation in Baabda on March 4, 2025. Dalati & Nohra/Handout via REUTERS", none, p("Dalati & Nohra", "Reuters"))
}

func TestSpanishCourtesyAndOfficesOfState(t *testing.T) {
	// "Cortesía" is "Courtesy"; a department's government, an army and a review are
	// organisations, not persons.
	expectCredit(t, "Así quedó la sede tras la explosión en Saravena, el 19 de enero de 2022. Foto: Cortesía Ejército Nacional", none, p("Ejército Nacional"))
	expectCredit(t, "Indígenas marchan en Popayán, el 14 de junio de 2024. Foto: Gobernación del Cauca", none, p("Gobernación del Cauca"))
	expectCredit(t, "Residents clear debris in Derna, Sept. 14, 2023. Photo: Libya Review", none, p("Libya Review"))
	expectCredit(t, "Un hombre camina en Cali. Foto: Cortesía Ana Ruiz", p("Ana Ruiz"), none)
}

func TestSouthAsianAndLibyanOutlets(t *testing.T) {
	// "Pix by" opens a credit as "Pic by" does; Kashmir's, Bangladesh's and Libya's
	// outlets are agencies of the table.
	expectCredit(t, "Protesters run in Colombo on April 12, 2022. (Pix by Ana Ruiz and Li Wei)", p("Ana Ruiz", "Li Wei"), none)
	expectCredit(t, "Police patrol a road in Gopalganj on July 16, 2025. Prothom Alo file photo", none, p("Prothom Alo"))
	expectCredit(t, "Students protest in Srinagar on July 12, 2016. KO Photo Dana Roe", p("Dana Roe"), p("KO"))
	expectCredit(t, "Traders protest in Srinagar on July 12, 2016. Photo: Rising Kashmir", none, p("Rising Kashmir"))
	expectCredit(t, "Residents clear debris in Derna on Sept. 14, 2023. (Photo: Al Wasat)", none, p("Al Wasat"))
}

func TestPortugueseTurkishAndMilitaryRecordCredits(t *testing.T) {
	// "Reprodução" (a screen grab) and "Divulgação" (a handout) name no one; "Imagem:"
	// and "Fotoğraf:" lead a credit; a campaign and "Medias" are organisations; a
	// VIRIN after the credit is a record number; "Photographer's Mate" is a rating.
	expectCredit(t, "Moradores protestam no Rio de Janeiro em 6 de maio de 2021. — Foto: Reprodução/TV Globo", none, p("TV Globo"))
	expectCredit(t, "Fiscais destroem uma balsa no rio Uraricoera em 2023. Foto: Divulgação/Ibama", none, p("Ibama"))
	expectCredit(t, "Moradores protestam em São Paulo em 2023. Imagem: Ana Lima/UOL", p("Ana Lima"), p("UOL"))
	expectCredit(t, "Villagers walk in Girne on 14 April 2023. Fotoğraf: Ali Kaya/Yeni Düzen", p("Ali Kaya"), p("Yeni Düzen"))
	expectCredit(t, "Activists rally in Melbourne in 2023. (Supplied: Free West Papua Campaign)", none, p("Free West Papua Campaign"))
	expectCredit(t, "Soldiers service a tank at a desert assembly area, Jan. 9, 1991. (U.S. Army photo by Spc. Dana Roe) VIRIN: 910109-A-4471M-012", p("Dana Roe"), p("U.S. Army"))
	expectCredit(t, "Sailors load a launcher aboard the ship, Jan. 17, 1991. (U.S. Navy photo by Photographer's Mate 1st Class Dana R. Roe)", p("Dana R. Roe"), p("U.S. Navy"))
}

func TestFrenchPourAndInstitutions(t *testing.T) {
	// French writes "pour" for "for" a paper; "Présidence" without its accent and
	// "nationale" make an organisation.
	expectCredit(t, "Des habitants au marché de Mopti, le 3 mars 2023. © Dana Roe pour Jeune Afrique", p("Dana Roe"), p("Jeune Afrique"))
	expectCredit(t, "Traoré greets supporters in Ouagadougou, 2023. Presidence du Faso/Handout via REUTERS", none, p("Presidence du Faso", "Reuters"))
	expectCredit(t, "A frigate sails in the Red Sea, March 2024. (Photo by Handout / MARINE NATIONALE / AFP)", none, p("MARINE NATIONALE", "AFP"))
}

func TestExportCreditBeforeADateField(t *testing.T) {
	// An acronym is no label's word: "Name/ANP Date: 2024-01-11" is a credit and then
	// a date's field, not a label "ANP Date:".
	expectCredit(t, "Judges open hearings at the Peace Palace in The Hague, Netherlands. Credit: Dana Roe/ANP Date: 2024-01-11", p("Dana Roe"), p("ANP"))
	expectCredit(t, "Caption: Judges open hearings at the Peace Palace in The Hague. Credit: Dana Roe/ANP Date: 2024-01-11 Keywords: ICJ", p("Dana Roe"), p("ANP"))
}

func TestItalianAndSpanishServicesAsOrganisations(t *testing.T) {
	// A press office, a police force or a fire brigade after ANSA is an organisation,
	// in Italian, Spanish or Portuguese; "Guardia" alone is also a surname.
	expectCredit(t, "Una motovedetta soccorre un barchino a sud di Pantelleria, 06/08/2023. ANSA/UFFICIO STAMPA CAPITANERIA DI PORTO", none, p("ANSA", "UFFICIO STAMPA CAPITANERIA DI PORTO"))
	expectCredit(t, "Los bomberos trabajan en Paiporta, 30 de octubre de 2024. EFE/BOMBEROS DE VALENCIA", none, p("EFE", "BOMBEROS DE VALENCIA"))
	expectCredit(t, "Ships wait to transit the canal near Colón, Panama, Aug. 21, 2023. (AP Photo/Dana Guardia Roe)", p("Dana Guardia Roe"), p("AP"))
}

func TestOutletsWrittenInCamelCase(t *testing.T) {
	// A one-word source with a capital inside it is an outlet, not a mononym, even
	// between an agency and "Handout"; "McCoy" is still a name. A name ending in
	// "Guardian" is a paper's.
	expectCredit(t, "Civilians crowd a food point in the no-fire zone, May 2, 2009. REUTERS/EelamView/Handout", none, p("Reuters", "EelamView"))
	expectCredit(t, "A herder waters camels at a borehole, 2022. AP Photo/McCoy", p("McCoy"), p("AP"))
	expectCredit(t, "Mourners light lamps on 18 May 2021. Photograph: Jaffna Guardian", none, p("Jaffna Guardian"))
}

func TestAcronymInBracketsAfterAName(t *testing.T) {
	// An acronym of capitals in brackets after the photographer's name is the
	// institute's or agency's, as written, even when the table lacks it.
	expectCredit(t, "A grower checks cherries near La Plata, Colombia, in May 2019. Photo: Dana Roe (CIFOR)", p("Dana Roe"), p("CIFOR"))
	expectCredit(t, "A grower checks cherries near La Plata, Colombia, in May 2019. Photo: Dana Roe", p("Dana Roe"), none)
}

func TestBoardsAsOrganisations(t *testing.T) {
	// A board (of safety, of investigation) is an organisation, also with "and" in its
	// name.
	expectCredit(t, "The forward section is displayed in a hangar, October 13, 2015. (Photo by Handout / NORWEGIAN SAFETY BOARD / AFP)", none, p("NORWEGIAN SAFETY BOARD", "AFP"))
	expectCredit(t, "Investigators inspect the wreck, in this handout picture released on January 27, 2025. Marine and Railway Accident Investigation Board/Handout via REUTERS", none, p("Marine and Railway Accident Investigation Board", "Reuters"))
}

func TestRankBeforeTheNameOfAnArchivesLead(t *testing.T) {
	// A rank's dot ends no sentence: the lead before a holder's credit still names
	// the photographer ("Photograph by Lt. Name, unit. © IWM (...)"); the IWM is a
	// holder, and so is a Fotothek, before the photographer's name.
	expectCredit(t, "Men wait on the dunes at Dunkirk, 1 June 1940. Photograph by Lt. Alan Brook, War Office official photographer. © IWM (F 1234)", p("Alan Brook"), p("IWM"))
	expectCredit(t, "Men wait at Dunkirk, 1 June 1940. Photograph by Sgt. Alan Brook. Library of Congress", p("Alan Brook"), p("Library of Congress"))
	expectCredit(t, "View over the old town of Dresden, autumn 1945. SLUB / Deutsche Fotothek / Hanna Weil", p("Hanna Weil"), p("SLUB", "Deutsche Fotothek"))
}

func TestDutchAndFrenchPhotographersLeads(t *testing.T) {
	// "Fotograaf:" and "Photographie de" lead the photographer's name, as "Photo:"
	// and "Foto de" do; the lead is no agency.
	expectCredit(t, "Djakarta, 27 december 1949. De vlag wordt gestreken. Fotograaf: Jan Wessel / Anefo", p("Jan Wessel"), p("Anefo"))
	expectCredit(t, "Manifestation à Lyon, le 3 mai 2024. Photographie de Jean Roux / AFP", p("Jean Roux"), p("AFP"))
}

func TestShrinesCredits(t *testing.T) {
	// A shrine's press office before the photographer's name is an organisation.
	expectCredit(t, "Procession aux flambeaux sur l'esplanade, le 14 août 2023. © Sanctuaire Notre-Dame de Lourdes / P. Vincent", p("P. Vincent"), p("Sanctuaire Notre-Dame de Lourdes"))
	expectCredit(t, "A missa de 13 de outubro na Cova da Iria. Foto: Santuário de Fátima/Jorge Alves Pina", p("Jorge Alves Pina"), p("Santuário de Fátima"))
}

func TestHoldersPartAfterItsName(t *testing.T) {
	// A table's holder named with its division, no comma between, is the holder.
	expectCredit(t, "Bullock carts on Hornby Road, Bombay, India. Stereograph, 1903. Library of Congress Prints and Photographs Division, LC-USZ62-71324.", none, p("Library of Congress"))
}

func TestCyrillicLeads(t *testing.T) {
	// "Фото:" leads the photographer's name as "Photo:" does, in each case it is
	// written; the lead is no agency.
	expectCredit(t, "Рятувальники розбирають завали в Одесі. Фото: Олена Коваль / Укрінформ", p("Олена Коваль"), p("Ukrinform"))
	expectCredit(t, "Жители у разрушенного дома. ФОТО: Сергей Орлов/ТАСС", p("Сергей Орлов"), p("TASS"))
}

func TestUkrainianAndRussianOrganisations(t *testing.T) {
	// A press service, a ministry or a state service credited in Ukrainian or Russian
	// is an organisation, not a person.
	expectCredit(t, "Бійці на позиції. Фото: Пресслужба Генштабу ЗСУ", none, p("Пресслужба Генштабу ЗСУ"))
	expectCredit(t, "Разрушенный дом. Фото: Пресс-служба Минобороны РФ/ТАСС", none, p("Пресс-служба Минобороны РФ", "TASS"))
	expectCredit(t, "Пожежа на складі. Фото: ДСНС України", none, p("ДСНС України"))
}

func TestPhotoBeforeTheNameWithNothingBetween(t *testing.T) {
	// AFP's French service writes "Photo Name SURNAME / AFP", with no "by" nor colon;
	// the lead is no part of the name.
	expectCredit(t, "Des pompiers à Lyon, le 3 mai 2024. Photo Jeanne ROUSSEL / AFP", p("Jeanne ROUSSEL"), p("AFP"))
	expectCredit(t, "Des pompiers à Lyon, le 3 mai 2024. (Photo Jeanne ROUSSEL / AFP)", p("Jeanne ROUSSEL"), p("AFP"))
	expectCredit(t, "Bomberos en Lorca. Foto Ana Gil/EFE", p("Ana Gil"), p("EFE"))
}

func TestGreekLead(t *testing.T) {
	// "ΦΩΤΟ:" leads the credit as "Photo:" does; it is no agency.
	expectCredit(t, "Πυροσβέστες στη Ρόδο. ΦΩΤΟ: EUROKINISSI/ΓΙΩΡΓΟΣ ΠΑΠΑΣ", p("ΓΙΩΡΓΟΣ ΠΑΠΑΣ"), p("EUROKINISSI"))
}

func TestTitlesAndEPAsDateOfIssue(t *testing.T) {
	// "Dr." and "Prof." before a name are titles, dropped as ranks are; EPA's date of
	// issue in brackets after the credit ends it.
	expectCredit(t, "Health workers in Monrovia. CDC/Dr. Ellen Sirleaf", p("Ellen Sirleaf"), p("CDC"))
	expectCredit(t, "A man in Brussels, 22 March 2019. EPA-EFE/STEPHANIE LECOCQ (issued 23 March 2019)", p("STEPHANIE LECOCQ"), p("EPA"))
}

func TestHandoutGiversAndLaboratories(t *testing.T) {
	// The name of three words or more before "Handout via" gives the handout: an
	// organisation; a laboratory is one too.
	expectCredit(t, "A statuette backstage. Fondazione Teatro La Fenice/Handout via REUTERS", none, p("Fondazione Teatro La Fenice", "Reuters"))
	expectCredit(t, "A detector hall. Virgo Gravitational Laboratory/Handout via REUTERS", none, p("Virgo Gravitational Laboratory", "Reuters"))
	expectCredit(t, "Climbers on the icefall. Azim Rahman/Handout via REUTERS", p("Azim Rahman"), p("Reuters"))
}

func TestEFEsNoticeOfEditorialUse(t *testing.T) {
	// EFE's "/SOLO USO EDITORIAL/..." after a handout's giver ends the credit; a
	// directorate or the national parks credited in Spanish are organisations.
	expectCredit(t, "Guardaparques en Puerto Ayora, el 18 de agosto de 2020. EFE/Dirección General de Aduanas/SOLO USO EDITORIAL/SOLO DISPONIBLE PARA ILUSTRAR LA NOTICIA QUE ACOMPAÑA (CRÉDITO OBLIGATORIO)", none, p("EFE", "Dirección General de Aduanas"))
	expectCredit(t, "Incendio en La Macarena. EFE/ Parques Nacionales Naturales de Colombia /SOLO USO EDITORIAL", none, p("EFE", "Parques Nacionales Naturales de Colombia"))
	expectCredit(t, "Bomberos en Quito. EFE/José Jácome/SOLO USO EDITORIAL", p("José Jácome"), p("EFE"))
}

func TestYonhapInKorean(t *testing.T) {
	// Yonhap's Korean captions open with the town and the agency in brackets, then
	// the photographer and "기자 =" (reporter).
	expectCredit(t, "(부산=연합뉴스) 이민호 기자 = 5일 오후 부산 해운대해수욕장에서 시민들이 더위를 식히고 있다. 2024.8.5 mhlee@yna.co.kr", p("이민호"), p("Yonhap"))
	expectCredit(t, "(Photo: 이민호) A beach in Busan.", p("이민호"), none)
	// Newsis and News1 open their captions the same way.
	expectCredit(t, "(대구=뉴시스) 박지훈 기자 = 3일 오전 대구 동성로에서 시민들이 걷고 있다. 2023.4.3. photo@newsis.com", p("박지훈"), p("Newsis"))
	expectCredit(t, "(춘천=뉴스1) 최수민 기자 = 강원 춘천시 공지천에서 시민들이 산책하고 있다. 2024.5.2/뉴스1", p("최수민"), p("News1"))
	expectCredit(t, "(춘천=춘천일보) 최수민 기자 = 시민들이 산책하고 있다.", none, none)
}

func TestJapaneseCredits(t *testing.T) {
	// Japan's papers and wires close a caption in Japanese with the agency in
	// full-width brackets, a giver before 提供 (provided by), or the staff
	// photographer's name before 撮影 (photographed).
	expectCredit(t, "倒壊した家屋＝2024年1月3日、石川県輪島市（共同）", none, p("Kyodo"))
	expectCredit(t, "倒壊した家屋＝2024年1月3日、石川県輪島市（時事）", none, p("Jiji Press"))
	expectCredit(t, "決壊した堤防＝2019年10月13日、長野市（共同通信社ヘリから）", none, p("Kyodo"))
	expectCredit(t, "物資を運ぶヘリコプター＝2024年1月6日、石川県珠洲市（陸上自衛隊提供）", none, p("陸上自衛隊"))
	expectCredit(t, "崩落した橋＝2016年4月16日、熊本県南阿蘇村、本社ヘリから、田中一郎撮影", p("田中一郎"), none)
	// A bracket that holds anything else is no credit.
	expectCredit(t, "倒壊した家屋＝2024年1月3日、石川県輪島市（奥）", none, none)
	expectCredit(t, "倒壊した家屋を撮影", none, none)
}

func TestAcronymGivesTheHandout(t *testing.T) {
	// A giver that opens with an acronym is an organisation, not the person who
	// released the picture.
	expectCredit(t, "Rescuers in Pechea, Romania, in this handout picture released September 14, 2024. ISU Galati/Handout via REUTERS", none, p("ISU Galati", "Reuters"))
	expectCredit(t, "A flooded street in this handout picture. Azim Rahman/Handout via REUTERS", p("Azim Rahman"), p("Reuters"))
	expectCredit(t, "A flooded street in this handout picture. Davi MORAES/Handout via REUTERS", p("Davi MORAES"), p("Reuters"))
}

func TestLeadsInOtherScripts(t *testing.T) {
	// "Photo:" in Bulgarian, Urdu, Bengali, Amharic and Māori, "taken by" in Filipino,
	// and the agencies of those countries as their own credits write them. (Ethiopic's
	// own colon, "ፎቶ፦", is not read: the credit's scan takes it for a letter.)
	expectCredit(t, "Царево, 6 септември 2023 г. Автомобили на плажа. Снимка: Мартина Добрева (БТА)", p("Мартина Добрева"), p("BTA"))
	expectCredit(t, "София, 1 декември 2025 г. Хиляди души протестират пред сградата на Министерския съвет. Снимка: БТА/Красимир Тошев", p("Красимир Тошев"), p("BTA"))
	expectCredit(t, "لاہور: شہر میں اسموگ کی شدت برقرار ہے، مال روڈ پر گاڑیاں دن کے وقت بھی ہیڈ لائٹس جلا کر چل رہی ہیں — فوٹو: اے پی پی", none, p("APP"))
	expectCredit(t, "دادو: سیلاب سے متاثرہ خاندان قومی شاہراہ کے کنارے عارضی خیموں میں پناہ لیے ہوئے ہیں، ضلع دادو کے بیشتر دیہات تاحال زیر آب ہیں — فوٹو: آن لائن", none, p("Online"))
	expectCredit(t, "রাজধানীর যাত্রাবাড়ী এলাকায়, ১৯ জুলাই ২০২৪। ছবি: রাকিবুল হাসান", p("রাকিবুল হাসান"), none)
	expectCredit(t, "সাতক্ষীরার গাবুরা ইউনিয়ন। ছবি: প্রথম আলো", none, p("Prothom Alo"))
	expectCredit(t, "የታላቁ ህዳሴ ግድብ ይፋ ተደርጓል። ፎቶ: ኢዜአ", none, p("ENA"))
	expectCredit(t, "Ka whakatakoto ngā whānau i ngā putiputi. Whakaahua: RNZ / Tūmanako Rēweti", p("Tūmanako Rēweti"), p("RNZ"))
	expectCredit(t, "Nagsindi ng kandila ang mga kaanak sa Tacloban City. (Kuha ni Jericho Abellana/Rappler)", p("Jericho Abellana"), p("Rappler"))
	expectCredit(t, "Naglalakad ang mga nagpepenitensiya sa Pampanga. (Kuha ni Romy Balinas)", p("Romy Balinas"), none)
}

func TestMateAloneIsAGivenName(t *testing.T) {
	expectCredit(t, "Marchers cross the bridge in Budapest, Hungary, June 28, 2025. REUTERS/Mate Kertesz", p("Mate Kertesz"), p("Reuters"))
	expectCredit(t, "A sailor on deck. (U.S. Navy photo by Photographer's Mate 2nd Class John Doe)", p("John Doe"), p("U.S. Navy"))
}

func TestSuppliedInOtherLanguages(t *testing.T) {
	// Spanish "supplied" and Bengali "collected" name no one, like "Supplied" and
	// "Collected".
	expectCredit(t, "Brigadas reconectan el servicio en Río Piedras, el 23 de septiembre de 2022. (Foto: Suministrada)", none, none)
	expectCredit(t, "রোহিঙ্গা শিবিরে আগুন। ছবি: সংগৃহীত", none, none)
}

func TestLeadsAndAgenciesOfAsianScripts(t *testing.T) {
	// The words for "photo" of Vietnamese, Persian, Arabic, Thai and Nepali open a
	// credit, and the agencies written in those scripts get their names.
	expectCredit(t, "Người dân di chuyển trong nước lũ ở Thái Nguyên, chiều 9/9/2024. Ảnh: Hoàng Hiếu/TTXVN", p("Hoàng Hiếu"), p("VNA"))
	expectCredit(t, "Xe cộ di chuyển trên đường sau cơn mưa lớn. Ảnh: Tùng Lâm", p("Tùng Lâm"), none)
	expectCredit(t, "نیروهای امدادی در حال جست‌وجو هستند. عکس: ایرنا/ مجید اصغری", p("مجید اصغری"), p("IRNA"))
	expectCredit(t, "زائرون على طريق النجف كربلاء، الاثنين 4 أيلول 2023. تصوير: علي الموسوي/ واع", p("علي الموسوي"), p("INA"))
	expectCredit(t, "ผู้คนรอรับความช่วยเหลือที่ศูนย์พักพิง (ภาพ: มติชน)", none, p("Matichon"))
	expectCredit(t, "सगरमाथा आधार शिविरमा पूजा गर्दै शेर्पा गाइड । तस्बिर: छिरिङ लामा/कान्तिपुर", p("छिरिङ लामा"), p("Kantipur"))
}

func TestJapanesePapersAndKyodoSlug(t *testing.T) {
	// Kyodo's slug after its credit, and Japan's papers alone in brackets.
	expectCredit(t, "Emperor Naruhito waves at the Imperial Palace in Tokyo on Jan. 2, 2025. (Kyodo) ==Kyodo", none, p("Kyodo"))
	expectCredit(t, "Emperor Naruhito speaks with residents in Wajima on Friday. (The Yomiuri Shimbun)", none, p("The Yomiuri Shimbun"))
	// The New Straits Times' picture service after "Foto".
	expectCredit(t, "Flood victims wade through water in Kota Bharu today. - Foto NSTP/MOHD FADLI HAMZAH", p("MOHD FADLI HAMZAH"), p("NSTP"))
}

func TestChineseCredits(t *testing.T) {
	// Agencies' and papers' reporters, with the paper written in Chinese named.
	expectCredit(t, "3月2日，市民在公园里赏花。新华社记者 王小明 摄", p("王小明"), p("Xinhua"))
	expectCredit(t, "3月2日，市民在公园里赏花。新华社记者 王小明、李华 摄", p("王小明", "李华"), p("Xinhua"))
	expectCredit(t, "3月2日，游客在景区游览。新华社发（张伟 摄）", p("张伟"), p("Xinhua"))
	expectCredit(t, "民眾在公園賞花。（中央社記者陳大文攝 113年3月2日）", p("陳大文"), p("CNA"))
	expectCredit(t, "民眾在公園賞花。（記者林美玲攝）", p("林美玲"), none)
	expectCredit(t, "市民在公園內晨運。（明報記者攝）", none, p("Ming Pao"))
	// Files and givers: an agency's file, a body's picture, the public's (no one).
	expectCredit(t, "这是2020年拍摄的大坝（无人机照片）。新华社资料照片", none, p("Xinhua"))
	expectCredit(t, "消防员在山上扑救山火。（某某市消防支队供图）", none, p("某某市消防支队"))
	expectCredit(t, "老街湧入大批遊客。（民眾提供）", none, none)
}

func TestCantoneseSurnameInCapitals(t *testing.T) {
	// AFP's surname in capitals may be the vowelless Cantonese "NG".
	expectCredit(t, "Customs officers display seized pangolin scales in Hong Kong. (Photo by Kelvin NG / AFP)", p("Kelvin NG"), p("AFP"))
}

func TestCourtesyInFrenchAndSpanishAndPapersOfTheTable(t *testing.T) {
	// "Courtoisie" and "Cortesía de" before the giver, who is the photographer.
	expectCredit(t, "Inondation à Baie-Saint-Paul, le 2 mai 2023. Photo : Courtoisie Chantal Lavoie", p("Chantal Lavoie"), none)
	expectCredit(t, "Inundaciones en Miami, el miércoles 12 de junio de 2024. (Foto: Cortesía de Yamilet Rojas)", p("Yamilet Rojas"), none)
	expectCredit(t, "Un camion renversé à Sainte-Hélène, dimanche matin. PHOTO COURTOISIE SÛRETÉ DU QUÉBEC", none, p("Sûreté du Québec"))
	// A paper in capitals before its photographer; an archive's word names no one.
	expectCredit(t, "Protesters march in Managua on April 19, 2018. LA PRENSA/Ernesto Vílchez Aráuz", p("Ernesto Vílchez Aráuz"), p("La Prensa"))
	expectCredit(t, "Il regista è morto oggi a Roma. ANSA/ARCHIVIO", none, p("ANSA"))
	expectCredit(t, "Campesinos en la Mixteca, el 19 de junio de 2016. Foto: Archivo La Jornada", none, p("La Jornada"))
	// Folhapress's first of the month.
	expectCredit(t, "Manifestantes bloqueiam rodovia em protesto - Vinícius Matheus Prado - 1º.nov.2022/Folhapress", p("Vinícius Matheus Prado"), p("Folhapress"))
}

func TestWelshAndIrishLeads(t *testing.T) {
	// Welsh "Llun:" and Irish "Grianghraf:" (photo) lead a credit.
	expectCredit(t, "Protestwyr y tu allan i'r ysgol yng Nghaernarfon, 9 Mawrth 2024. Llun: Elin Prys", p("Elin Prys"), none)
	expectCredit(t, "Lucht agóide i mBaile Átha Cliath, 12 Deireadh Fómhair 2024. Grianghraf: Caoimhe Ní Bhriain/RollingNews.ie", p("Caoimhe Ní Bhriain"), p("RollingNews.ie"))
}

func TestNordicLeadsAndHindiSuffix(t *testing.T) {
	// Icelandic "Mynd:" and Finnish "Kuva:" (picture) lead a credit; Hindi's agencies
	// and their "फोटो" (photo) after them in a bracket.
	expectCredit(t, "Hraun við Svartsengi, 20. nóvember 2024. Mynd: RÚV – Sólveig Hrafnsdóttir", p("Sólveig Hrafnsdóttir"), p("RÚV"))
	expectCredit(t, "Mielenosoittajia Helsingissä 3.2.2024. Kuva: Aino Virtanen / Lehtikuva", p("Aino Virtanen"), p("Lehtikuva"))
	expectCredit(t, "श्रीनगर में नमाज अदा करते लोग, 17 जून 2024। (एएनआई फोटो)", none, p("ANI"))
	expectCredit(t, "People pray in Srinagar, June 17, 2024. (पीटीआई फोटो)", none, p("PTI"))
}

func TestOrganisationsOfScienceAndPapers(t *testing.T) {
	// Institutes, observatories and services in other languages, "Science", and the
	// papers called Mercury are organisations, before or after the photographer.
	expectCredit(t, "Lava flows into the sea off Ginostra, July 3, 2019. Foto: INGV Osservatorio Vesuviano/Paolo Ferrante", p("Paolo Ferrante"), p("INGV Osservatorio Vesuviano"))
	expectCredit(t, "A scientist samples the crater lake, 2022. Photo courtesy of GNS Science", none, p("GNS Science"))
	expectCredit(t, "Crowds gather on Belgrave Road in Leicester on Sunday. Picture: Leicester Mercury", none, p("Leicester Mercury"))
	// A company's form after a comma stays in its name.
	expectCredit(t, "Senators talk before a hearing, May 16, 2023. (Ann Carlow/CQ-Roll Call, Inc via Getty Images)", p("Ann Carlow"), p("CQ-Roll Call, Inc", "Getty Images"))
	// An organisation's acronym in its own language, in brackets before the slash.
	expectCredit(t, "Ash rises over the village, May 3, 2024. Center for Volcanology and Geological Hazard Mitigation (PVMBG)/Handout via REUTERS", none, p("Center for Volcanology and Geological Hazard Mitigation", "Reuters"))
}

func TestOrganisationInSquareBrackets(t *testing.T) {
	// An organisation alone in square brackets after the last sentence credits the
	// picture, as in round ones; a note does not.
	expectCredit(t, "Ferry passengers queue at the port of Piraeus on Tuesday. [Eurokinissi News]", none, p("Eurokinissi News"))
	expectCredit(t, "A man walks in Kabul. [EXIF stripped]", none, none)
}

func TestPaperFirstAndRoyalHouses(t *testing.T) {
	// A French paper named with its article before its photographer.
	expectCredit(t, "Débarquement de coquilles au port d'Erquy, lundi 6 novembre 2023. (Photo Le Télégramme/Yves Le Floch)", p("Yves Le Floch"), p("Le Télégramme"))
	expectCredit(t, "Supporters au stade, le 3 août 2024. (Photo La Provence/Paul Mercier)", p("Paul Mercier"), p("La Provence"))
	expectCredit(t, "A man rides through Hanoi, 2023. Le Van Thanh/AFP", p("Le Van Thanh"), p("AFP"))
	// A royal or a presidential house before its photographer; "Casa" as a surname.
	expectCredit(t, "El rey en el Palacio Real, el 12 de octubre de 2024. Foto: © Casa de S.M. el Rey / Ana Rubio", p("Ana Rubio"), p("Casa de S.M. el Rey"))
	expectCredit(t, "Un hombre en Lima, 2023. Foto: Juan Casa/EFE", p("Juan Casa"), p("EFE"))
}

func TestCopyrightSignAfterTheCredit(t *testing.T) {
	// A copyright's sign after the credit closes it.
	expectCredit(t, "Dronningen i Marselisborg Slotshave, juli 2024. Foto: Mette Holm Lund, Kongehuset ©", p("Mette Holm Lund"), p("Kongehuset"))
}

func TestOrganisationYearAndName(t *testing.T) {
	// A year between slashes, after an organisation and before the photographer, with
	// the copyright's sign or without it.
	expectCredit(t, "A nurse gives a vaccine in Wakiso district, Uganda, on 24 April 2023. Gavi/2023/Ruth Nankya", p("Ruth Nankya"), p("Gavi"))
	expectCredit(t, "A nurse gives a vaccine in Mzuzu, Malawi, on 17 February 2023. © UNICEF/2023/Ruth Nankya", p("Ruth Nankya"), p("UNICEF"))
}

func TestMinistryOfPortfolios(t *testing.T) {
	// A ministry named with a list of its portfolios keeps its commas and "and".
	expectCredit(t, "A minister speaks at Funafuti, November 8, 2021. Tuvalu Ministry of Justice, Communication and Foreign Affairs/Handout via REUTERS", none, p("Tuvalu Ministry of Justice, Communication and Foreign Affairs", "Reuters"))
	expectCredit(t, "A man walks in Accra, 2022. Ministry of Health, Ann Ofori/Handout", p("Ann Ofori"), p("Ministry of Health"))
}

func TestOrganisationsBeforeAPoolOrAHandout(t *testing.T) {
	// A name opened by "L'" is a paper's; a dioceses's and a foundation's words mark
	// organisations; a link that ends in "HANDOUT" names the handout's giver.
	expectCredit(t, "The pope opens the Holy Door in Bangui, Nov. 29, 2015. (L'Osservatore Romano/Pool Photo via AP)", none, p("L'Osservatore Romano", "AP"))
	expectCredit(t, "Jóvenes peregrinos en Ciudad de Panamá, el 26 de enero de 2019. Foto: Arquidiócesis de Panamá", none, p("Arquidiócesis de Panamá"))
	expectCredit(t, "Veduta del cantiere a Milano, febbraio 2025. Foto: Fondazione Milano Cortina 2026/Handout", none, p("Fondazione Milano Cortina 2026"))
	expectCredit(t, "Engineers at the control centre in Alcobendas, 29 April 2025. EPA-EFE/RED ELECTRICA HANDOUT HANDOUT EDITORIAL USE ONLY/NO SALES", none, p("EPA", "RED ELECTRICA"))
	// A paper whose name ends in a hyphenated paper's word, after a comma.
	expectCredit(t, "A bank sign in Athens, Ga., reads 104 degrees. — Photo by Ann Lowe, Athens Banner-Herald", p("Ann Lowe"), p("Athens Banner-Herald"))
	// French papers' bare "Photo Name / Paper" after the last sentence.
	expectCredit(t, "Une voiture couverte de sable à Pau, le 15/03/2022. Photo Paul Mercier / Sud Ouest", p("Paul Mercier"), p("Sud Ouest"))
}
