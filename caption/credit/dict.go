package credit

// The word lists of the credit grammar, space-separated where only the word index
// reads them (a string of words costs no string header a word in the module).
// Agencies are matched by a small dictionary: each entry is a variant as it may be
// written and its canonical name. Matching is word-bounded and longest-first at a
// given position (entries are grouped by their folded first two bytes and sorted by
// length, longest first), ASCII case-insensitive, except that an entry whose first
// word is an upper-case acronym (AP, AFP, EPA, SANA) matches only when that word is
// written in upper case, so "Ap" or "Sana" are never taken for agencies. The index is
// built on first use (buildTables): nothing runs at init.

import (
	"strings"
	"sync"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

var tablesOnce sync.Once

// buildTables builds the agency index, the word index, the notice table and the
// letter table once, on the first call. Parse calls it before anything reads them,
// so that the look-ups themselves test nothing (a sync.Once is a call under wasm).
func buildTables() {
	tablesOnce.Do(func() {
		buildAgencyIndex()
		buildWordFlags()
		buildNoticeBytes()
		buildLetterBits()
	})
}

// agencyList lists agencies, wire services and publications that photo credits name:
// each variant as it may be written, "=" and its canonical name when that differs,
// the entries separated by "|". Organisations not listed are still read, in agency
// position, as written. buildAgencyIndex cuts it into agencyTable at first use: a
// string costs the module no string header an entry.
const agencyList = "" +
	"Reuters|Reuters TV=Reuters|Reuters Pictures=Reuters|REUTER=Reuters|RTR=Reuters|" +
	"Thomson Reuters=Reuters|Reuters Connect=Reuters|" +
	"AFP|AFP Photo=AFP|AFPTV=AFP|AFP TV=AFP|" +
	"Agence France-Presse=AFP|Agence France Presse=AFP|" +
	"AP|AP Photo=AP|AP Images=AP|APTN=AP|" +
	"Associated Press=AP|The Associated Press=AP|" +
	"Getty Images|Getty=Getty Images|" +
	"Getty Images News=Getty Images|Getty Images Europe=Getty Images|" +
	"Getty Images North America=Getty Images|Getty Images AsiaPac=Getty Images|" +
	"Getty Images South America=Getty Images|Getty Images Sport=Getty Images|" +
	"Getty Images Entertainment=Getty Images|" +
	"EPA|EPA-EFE=EPA|EPA Images=EPA|" +
	"European Pressphoto Agency=EPA|EFE|Agencia EFE=EFE|" +
	"Anadolu Agency=Anadolu|Anadolu|Anadolu Ajansi=Anadolu|Anadolu Ajansı=Anadolu|" +
	"AA=Anadolu|" +
	"Xinhua|Xinhua News Agency=Xinhua|" +
	"SANA|Syrian Arab News Agency=SANA|" +
	"Bloomberg|Bloomberg News=Bloomberg|" +
	"NurPhoto|SOPA Images|LightRocket|" +
	"ZUMA Wire|ZUMA Press|ZUMA Press Wire|" +
	"ZUMAPRESS.com=ZUMA Press|" +
	"Sipa USA|Sipa|SIPA Press=Sipa|Sipa Press=Sipa|Abaca|" +
	"ABACAPRESS.COM=Abaca|Abaca Press=Abaca|" +
	"dpa|dpa-Zentralbild=dpa|picture alliance|picture-alliance=picture alliance|" +
	"ANSA|Kyodo|Kyodo News=Kyodo|Yonhap|" +
	"TASS|ITAR-TASS=TASS|Sputnik|RIA Novosti|" +
	"IRNA|WANA|West Asia News Agency=WANA|UPI|No 10 Downing Street|Downing Street|" +
	"KCNA|Korean Central News Agency=KCNA|Jiji Press|Jiji=Jiji Press|" +
	"China News Service|VCG|Visual China Group=VCG|" +
	"Polaris|Redux|Shutterstock|" +
	"REX=Shutterstock|Rex Features=Shutterstock|Alamy|Alamy Stock Photo=Alamy|Alamy Live News=Alamy|Unsplash|" +
	"iStock|iStockphoto=iStock|" +
	// stock-photo libraries and their sites' names ("Getty Images Plus" is Getty's subscription)
	"Getty Images Plus=Getty Images|Shutterstock.com=Shutterstock|Dreamstime|Dreamstime.com=Dreamstime|" +
	"Adobe Stock|Depositphotos|" +
	"Imago|Corbis|Magnum Photos|" +
	"Panos Pictures|Pacific Press|" +
	"Middle East Images|Barcroft Media|" +
	"PA|PA Images=PA|PA Wire=PA|PA Media=PA|AAP|" +
	"The Canadian Press|Canadian Press=The Canadian Press|La Presse Canadienne=The Canadian Press|La Presse|Le Devoir|" +
	"WAFA|Wafa=WAFA|Enab Baladi|Agence VU|Hromadske|Guardia Nacional|Naharnet|Villa Somalia|Sabah|AMISOM|Dalati & Nohra|Photolure|borkena|MNA|Carta de Moçambique|Syria Direct|GC Images|Current Time|Airwars|SUNA|Pajhwok|Pajhwok Afghan News=Pajhwok|i24NEWS|Egypt Independent|Activestills|Activestills.org=Activestills|Asharq Al-Awsat|Google Earth|APA Images|APAimages=APA Images|Europa Press|Belga|ANP|" +
	"Ukrinform|Hawar News Agency|ANHA|RFE/RL|" +
	"KO|Kashmir Observer|Rising Kashmir|Greater Kashmir|Al Wasat|Alwasat|Libya Review|Libya Observer|Libya Herald|Prothom Alo|" +
	"NPR|CNN|BBC|Al Jazeera|" +
	"The New York Times|New York Times=The New York Times|" +
	"The Washington Post|Washington Post=The Washington Post|" +
	"Los Angeles Times|The Guardian|" +
	"The Observer|The Wall Street Journal|" +
	"Wall Street Journal=The Wall Street Journal|The Boston Globe|" +
	"Boston Globe=The Boston Globe|USA Today|" +
	"Chicago Tribune|National Geographic|Stars and Stripes|" +
	"UN Photo|UNICEF|UNHCR|UNRWA|" +
	"WFP|ICRC|MSF|Oxfam|CARE|NRC|" +
	// UN agencies and missions that credit their own photographers ("© IOM/Name", "UN Photo/Name")
	"IOM|International Organization for Migration=IOM|UNDP|UNFPA|OCHA|UNIFIL|MONUSCO|MINUSMA|MINUSCA|UNMISS|" +
	"Keystone|Hulton Archive|Fox Photos|" +
	"WireImage|FilmMagic|Invision|" +
	// the picture agencies of the UK press and of celebrity pictures
	"Shutterstock Editorial=Shutterstock|Camera Press|Mirrorpix|SWNS|Splash News|" +
	"WENN|WENN.com=WENN|Backgrid|Cover Images|MEGA|" +
	"Action Images|USA TODAY Sports|BackPage Images|" +
	"Imagn Images|" +
	"Library of Congress|UK MOD|" +
	"ullstein bild|laif|" +
	// the national agencies and photo services of South Asia, the Gulf and Africa
	"APP|Associated Press of Pakistan=APP|PPI|NNI|" +
	"INP|White Star|DawnNewsTV|Online|" +
	"PTI|Press Trust of India=PTI|ANI|IANS|" +
	"BSS|UNB|KNA|NAN|MENA|" +
	"WAM|SPA|QNA|KUNA|BNA|" +
	"Flash90|Rudaw|Kurdistan24|" +
	// the national agencies of Southeast and Central Asia, Eastern Europe, Africa and
	// Latin America ("fotoBERNAMA" is Bernama's own glued word for picture)
	"CTK|NTB|PAP|MTI|TASR|" +
	"Bernama|fotoBERNAMA=Bernama|Antara|VNA|TTXVN=VNA|VNS|PNA|AzerTAc|BelTA|Kazinform|Armenpress|" +
	"HINA|BTA|AGERPRES|Tanjug|ANGOP|Lusa|Prensa Latina|Agência Brasil|Télam|Andina|" +
	"The Globe and Mail|Globe and Mail=The Globe and Mail|" +
	"News1|Newsis|RNZ|RNZ Pacific|ABC|NHK|JoongAng Ilbo|The Yomiuri Shimbun|Yomiuri Shimbun=The Yomiuri Shimbun|The Asahi Shimbun|Asahi Shimbun=The Asahi Shimbun|NSTP|" +
	// Chinese picture agencies and Taiwan's agency, which may stand alone under a picture
	"CFP|China Foto Press=CFP|Imaginechina|CNA|" +
	"Chosun Ilbo|Dong-A Ilbo|" +
	"Cuartoscuro|Cuartoscuro.com=Cuartoscuro|La Jornada|Archivo La Jornada=La Jornada|La Prensa|Sûreté du Québec|SÛRETÉ DU QUÉBEC=Sûreté du Québec|" +
	// Brazilian and Chilean agencies and papers' picture services, which may stand
	// alone under a picture
	"Estadão Conteúdo|Estadao Conteudo=Estadão Conteúdo|Agência Estado|Agência O Globo|Folhapress|Agencia Uno|" +
	// the wires and picture agencies of the past, as archives keep their credits
	"United Press International=UPI|Tass=TASS|Sovfoto|Eastfoto|" +
	"Keystone Press=Keystone|Acme Newspictures|" +
	"Picture Post|Underwood & Underwood|Bain News Service|Harris & Ewing|National Photo Company|" +
	"Detroit Publishing Co.|Detroit Publishing Company=Detroit Publishing Co.|Keystone View Company|" +
	// the archives and collections that picture libraries sell the past under
	"Bettmann|Bettmann Archive|Imagno|Popperfoto|Photo 12|Michael Ochs Archives|Universal History Archive|" +
	"Universal Images Group|Archive Photos|Gamma-Rapho|Gamma-Keystone|Keystone-France|Sygma|Everett Collection|" +
	"Future Publishing|CFOTO|" +
	// the papers of mainland Southeast Asia, whose names may stand alone under a picture
	"Tuoi Tre|Tuổi Trẻ|Thanh Nien|VnExpress|Bangkok Post|Khmer Times|" +
	// open-licence sites and the wires of press releases
	"Wikimedia Commons|Pixabay|Pexels|PRNewsfoto|PR Newswire|Business Wire|GlobeNewswire|Globe Newswire=GlobeNewswire|" +
	// satellite operators, whose names may stand alone under their images
	"ICEYE|BlackSky|Capella Space|Umbra|Satellogic|" +
	// national agencies and broadcasters that stand alone in a caption's closing bracket
	"Petra|TOLOnews|The Irrawaddy|GEPA pictures|LaPresse|PAN Photo|" +
	// space and science agencies, whose initials may stand alone under their images
	"NASA|ESA|JAXA|ESO|NOAA|USGS|CNSA|ISRO|Roscosmos|" +
	""

// agencyCount is the number of entries of agencyList (TestAgencyList).
const agencyCount = 376

type agencyEntry struct{ variant, canon string }

// agencyIndex indexes agencyTable (two bytes: the table may outgrow 255 entries).
type agencyIndex uint16

// agencyTable holds the entries of agencyList, cut at first use.
var agencyTable [agencyCount]agencyEntry

var (
	agencyStart [26*firstBytes + 1]agencyIndex // the entries of group g are agencyOrder[agencyStart[g]:agencyStart[g+1]]
	agencyOrder [len(agencyTable)]agencyIndex  // indices of agencyTable by group, longest first
	// for a variant of eight bytes or fewer, the bit 0x20 of the bytes that variantAt
	// compares folded (agencyFold), and the variant packed (pack) with those bits set
	agencyFold, agencyPacked [len(agencyTable)]uint64
	// nearOrder holds the indices of agencyTable's variants of 6 to nearLens-2 bytes
	// that open with a letter, by letter and length: nearStart[k] is where those
	// of key k (nearKey) begin, so that nearAgency reads only those of its link's
	// first letter and a length one off
	nearOrder [len(agencyTable)]agencyIndex
	nearStart [26*nearLens + 1]agencyIndex
)

// nearLens bounds the lengths of the variants that nearAgency compares: under it,
// so that a link of 24 bytes or fewer and its neighbours' keys stay in its letter.
const nearLens = 27

// nearKey returns the key of nearOrder of the variant v, or -1.
func nearKey(v string) int {
	c := lower(v[0])
	if c-'a' >= 26 || len(v) < 6 || len(v) > nearLens-2 {
		return -1
	}
	return int(c-'a')*nearLens + len(v)
}

// agencyGroup returns the group of a variant whose first two bytes, folded, are the
// letter c and c1.
func agencyGroup(c, c1 byte) int {
	g := int(c-'a') * firstBytes
	if c1 < 'a' || c1 > 'z' {
		return g + firstBytes - 1
	}
	return g + int(c1-'a')
}

// buildAgencyIndex cuts agencyList into agencyTable, then sorts the table into groups
// by counting, then each group by length, longest first, keeping the table's order
// between variants of one length. Variants have two bytes or more, the first a
// letter (TestAgencyList).
func buildAgencyIndex() {
	l := agencyList
	for i := range agencyTable {
		n := strings.IndexByte(l, '|')
		e := l[:n]
		v, c := e, e
		if k := strings.IndexByte(e, '='); k >= 0 {
			v, c = e[:k], e[k+1:]
		}
		agencyTable[i] = agencyEntry{v, c}
		l = l[n+1:]
	}
	var count [len(agencyStart)]agencyIndex
	for _, e := range agencyTable {
		count[agencyGroup(lower(e.variant[0]), lower(e.variant[1]))+1]++
	}
	for g := 1; g < len(agencyStart); g++ {
		agencyStart[g] = agencyStart[g-1] + count[g]
	}
	next := agencyStart
	for i, e := range agencyTable {
		g := agencyGroup(lower(e.variant[0]), lower(e.variant[1]))
		agencyOrder[next[g]] = agencyIndex(i)
		next[g]++
	}
	for i, e := range agencyTable {
		if len(e.variant) <= 8 {
			agencyFold[i] = variantFold(e.variant)
			agencyPacked[i] = pack(e.variant) | agencyFold[i]
		}
	}
	var near [len(nearStart)]agencyIndex
	for _, e := range agencyTable {
		if k := nearKey(e.variant); k >= 0 {
			near[k+1]++
		}
	}
	for k := 1; k < len(nearStart); k++ {
		nearStart[k] = nearStart[k-1] + near[k]
	}
	near = nearStart
	for i, e := range agencyTable {
		if k := nearKey(e.variant); k >= 0 {
			nearOrder[near[k]] = agencyIndex(i)
			near[k]++
		}
	}
	for g := 0; g+1 < len(agencyStart); g++ {
		b := agencyOrder[agencyStart[g]:agencyStart[g+1]]
		for i := 1; i < len(b); i++ { // insertion sort: stable
			for j := i; j > 0 && len(agencyTable[b[j]].variant) > len(agencyTable[b[j-1]].variant); j-- {
				b[j], b[j-1] = b[j-1], b[j]
			}
		}
	}
}

// matchAgency returns the canonical name and the end of the longest agency variant
// written at s[i:], ending at a word boundary no later than limit.
func matchAgency(s string, i, limit int) (canon string, end int, ok bool) {
	return agencyAt(s, i, limit, false)
}

// matchAgencyLower is matchAgency for a caption written wholly in lower case, where
// an acronym's capitals cannot be asked for ("unhcr", "afp"): every variant matches
// folded.
func matchAgencyLower(s string, i, limit int) (canon string, end int, ok bool) {
	return agencyAt(s, i, limit, true)
}

// agencyAt is matchAgency, with every variant matched folded when anyCase is set.
func agencyAt(s string, i, limit int, anyCase bool) (canon string, end int, ok bool) {
	if i+1 >= limit { // every variant has two bytes or more
		return "", 0, false
	}
	c := lower(s[i])
	if c < 'a' || c > 'z' {
		if c >= 0xc4 { // Latin Extended-A ("İHA"), Cyrillic, Arabic, ...
			return nativeAgencyAt(s, i, limit)
		}
		return "", 0, false
	}
	g := agencyGroup(c, lower(s[i+1]))
	for _, k := range agencyOrder[agencyStart[g]:agencyStart[g+1]] {
		e := &agencyTable[k]
		n := len(e.variant)
		if i+n > limit {
			continue
		}
		switch {
		case anyCase:
			if !equalFold(s[i:i+n], e.variant) {
				continue
			}
		case n <= 8 && i+n >= 8: // the eight bytes up to the variant's end, compared at once
			if load8(s, i+n-8)>>(64-8*n)|agencyFold[k] != agencyPacked[k] {
				continue
			}
		case lower(s[i+n-1]) != lower(e.variant[n-1]) || !variantAt(s[i:i+n], e.variant):
			continue // the last bytes, folded, turn most variants away before variantAt
		}
		if boundary(s, i+n) {
			return e.canon, i + n, true
		}
	}
	return "", 0, false
}

// nativeAgencies are agencies of the table as their own credits write them in their
// own script: the variant and its canonical name. Few, and tried only for a word
// that opens with a byte of Latin Extended-A ("İHA"), Cyrillic, Arabic, Hebrew or a
// script further on.
var nativeAgencies = [...]struct{ variant, canon string }{
	{"ТАСС", "TASS"}, {"ИТАР-ТАСС", "TASS"}, {"РИА Новости", "RIA Novosti"},
	{"Укрінформ", "Ukrinform"}, {"سانا", "SANA"}, {"وفا", "WAFA"}, {"İHA", "İHA"},
	{"新华社", "Xinhua"}, {"新華社", "Xinhua"}, {"共同通信", "Kyodo"}, {"연합뉴스", "Yonhap"},
	{"БТА", "BTA"}, {"اے پی پی", "APP"}, {"آن لائن", "Online"}, {"رائٹرز", "Reuters"}, {"ایکسپریس", "Express"},
	{"প্রথম আলো", "Prothom Alo"}, {"বাসস", "BSS"}, {"ኢዜአ", "ENA"},
	// Iran's, Iraq's and the Gulf's agencies in Persian and Arabic
	{"ایرنا", "IRNA"}, {"ایسنا", "ISNA"}, {"تسنیم", "Tasnim"}, {"فارس", "Fars"}, {"خبرگزاری مهر", "Mehr News Agency"},
	{"واع", "INA"}, {"واس", "SPA"}, {"قنا", "QNA"}, {"وام", "WAM"}, {"كونا", "KUNA"}, {"روداو", "Rudaw"},
	// Thailand's and Nepal's papers and agencies
	{"มติชน", "Matichon"}, {"ไทยพีบีเอส", "Thai PBS"}, {"ข่าวสด", "Khaosod"}, {"कान्तिपुर", "Kantipur"}, {"रासस", "RSS"},
	// India's agencies in Hindi ("(पीटीआई फोटो)")
	{"पीटीआई", "PTI"}, {"एएनआई", "ANI"}, {"आईएएनएस", "IANS"}, {"यूएनआई", "UNI"},
	// the agencies and papers of China, Taiwan and Hong Kong
	{"中新社", "China News Service"}, {"人民日报", "People's Daily"}, {"人民日報", "People's Daily"}, {"中央社", "CNA"},
	{"大公報", "Ta Kung Pao"}, {"大公报", "Ta Kung Pao"}, {"香港文匯報", "Wen Wei Po"}, {"文匯報", "Wen Wei Po"},
	{"明報", "Ming Pao"}, {"聯合報系", "United Daily News"}, {"聯合報", "United Daily News"},
}

// nativeAgencyAt is agencyAt for a word that opens with a byte from 0xc4.
func nativeAgencyAt(s string, i, limit int) (canon string, end int, ok bool) {
	for _, e := range nativeAgencies {
		if n := len(e.variant); i+n <= limit && s[i:i+n] == e.variant && boundary(s, i+n) {
			return e.canon, i + n, true
		}
	}
	return "", 0, false
}

// nearAgency reads a link of one or a few words that no variant matches as the
// agency of the table it misspells by one edit: a letter dropped, added or changed,
// two letters swapped, or a space dropped or added ("REUTRES", "Reuetrs", "Getty
// Imges", "Asociated Press", "AP Phot", "Gettyimages"). The link's first letter must
// be the variant's, both must have seven bytes or more (acronyms and short names are
// one edit from too much: "APF" is no AFP, "Reuter" no Reuters), and every variant that
// close must name the same agency. An acronym that opens a variant must be written
// whole ("AP Phot" is AP, "AN Photo" is AN). Every word of the link opens with a
// capital, as a credit writes an agency ("reuters picture", "Washington past" are
// none), and a link that differs from a variant by case alone is no slip: the case
// rules of the table have turned it away ("epa-efe").
func nearAgency(w string) (canon string, ok bool) {
	if len(w) < 7 || len(w) > 24 {
		return "", false
	}
	c := lower(w[0])
	if c-'a' >= 26 {
		return "", false
	}
	k := int(c-'a')*nearLens + len(w) // the variants that open with c, one byte shorter to one longer
	for _, i := range nearOrder[nearStart[k-1]:nearStart[k+2]] {
		e := &agencyTable[i]
		v := e.variant
		if len(v) < 7 || !oneEditEnds(w, v) || !wordtab.OneEdit(w, v) || equalFold(w, v) {
			continue
		}
		if k := strings.IndexByte(v, ' '); isUpperASCII(v[1]) && k > 0 && w[:k+1] != v[:k+1] {
			continue // an acronym is read as written: "AN Photo" is no "AP Photo"
		}
		if ok && canon != e.canon {
			return "", false
		}
		canon, ok = e.canon, true
	}
	return canon, ok && capitalWords(w)
}

// oneEditEnds is a quick test that OneEdit passes only for w and v, of three bytes
// or more: whether a byte dropped, added, changed or two swapped, one edit leaves
// one of the last two bytes of w, folded, equal to one of the last two of v (an edit
// before the last two bytes leaves the last equal; one at the end moves it by one at
// most), and the same for the second and third bytes (the first, nearAgency's groups
// share). It turns away most variants without OneEdit's call.
func oneEditEnds(w, v string) bool {
	n, m := len(w)-1, len(v)-1
	return ends2(w[n], w[n-1], v[m], v[m-1]) && ends2(w[1], w[2], v[1], v[2])
}

// ends2 reports whether a byte of the pair a, b and one of c, d may be equal, folded:
// with the bit 0x20 set, as two bytes equal when folded are (a few others are too,
// which OneEdit then turns away), without a branch.
func ends2(a, b, c, d byte) bool {
	a, b, c, d = a|0x20, b|0x20, c|0x20, d|0x20
	return a == c || a == d || b == c || b == d
}

// capitalWords reports whether every word of w, separated by spaces, opens with a
// capital.
func capitalWords(w string) bool {
	for i := 0; i < len(w); i++ {
		if (i == 0 || w[i-1] == ' ') && !isUpperASCII(w[i]) {
			return false
		}
	}
	return true
}

// variantFold returns, for the variant v of eight bytes or fewer packed (pack), the
// bit 0x20 of the bytes that variantAt compares folded: the letters, but the
// capitals of an upper-case first word. Setting that bit of a byte written there
// and of the variant's byte leaves them equal just when they are one letter in
// either case.
func variantFold(v string) uint64 {
	exact := len(v) > 1 && isUpperASCII(v[0]) && isUpperASCII(v[1])
	var m uint64
	for j := 0; j < len(v); j++ {
		if v[j] == ' ' {
			exact = false
		}
		if c := v[j]; c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' && !exact {
			m |= 0x20 << (8 * j)
		}
	}
	return m
}

// variantAt compares a written text with a variant: case-folded, but an upper-case
// first word of the variant must be written in upper case.
func variantAt(text, v string) bool {
	exact := len(v) > 1 && isUpperASCII(v[0]) && isUpperASCII(v[1])
	for j := 0; j < len(v); j++ {
		a, b := text[j], v[j]
		if v[j] == ' ' {
			exact = false
		}
		if a == b {
			continue
		}
		if exact && isUpperASCII(b) || lower(a) != lower(b) {
			return false
		}
	}
	return true
}

// boundary reports whether a word ends at s[i]: the end of s, a delimiter, or a byte
// that is not a letter, digit, hyphen or apostrophe (other non-ASCII text counts as
// letters).
func boundary(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	c := s[i]
	if c >= 0x80 {
		return delimAt(s, i) > 0
	}
	return !(isAlnumASCII(c) || c == '-' || c == '\'')
}

// nonPersons are credits that name no one (GOLD.md); compared word by word, folded.
var nonPersons = [...]string{
	"handout", "handouts", "ho", "stringer", "str", "stf", "staff", "pool", "file", "files",
	"uncredited", "unknown", "editorial", "anonymous", "released", "social media website",
	"social media", "social media video", "social media handout", "handout photo",
	"file photo", "file picture", "pool photo", "staff photo", "staff photographer",
	"video grab", "screen grab", "screengrab", "still image", "family handout",
	"family photo", "courtesy", "contributor", "various sources", "-",
	"no credit", "illustration", "photo illustration", "archive", "archives", "archivo", "arquivo", "archivio", "archiv", "pool photo",
	"name withheld", "screenshot", "submitted", "contributed", "submitted photo",
	"contributed photo", "provided photo", "collected", "special arrangement", "supplied", "screen capture",
	"satellite", "private", "especial", "cj", "difusión", "difusion", "ugc", "webb", "hubble", "photographer unknown", "fotograaf onbekend", "unknown photographer",
	"divulgação", "divulgacao", "reprodução", "reproducao", "suministrada", "suministrado", "সংগৃহীত", "arquivo pessoal", "archivo particular", "arquivo particular",
}

// agencySuffixes may follow an agency inside one link: "AP Pool", "SANA Handout",
// "EFE Foto", and the words of the wires of the past for a picture sent by wire or
// radio ("AP Wirephoto", "UPI Telephoto", "AP Radiophoto"), and Hindi's photo ("(एएनआई फोटो)").
const agencySuffixes = "photo photos foto image images pool file tv video handout staff str stf ho wirephoto telephoto radiophoto फोटो"

// orgSignals are words that make a run of capitalised words an organisation.
const orgSignals = "agency news network media center centre tv television press times post images affairs " +
	"photos pictures service services ministry office council committee forces force " +
	"army navy department foundation group observatory defence defense channel radio " +
	"daily journal herald tribune gazette magazine wire studio studios company corps " +
	"command authority organization organisation union federation association society " +
	"institute university museum archive archives collection commission government " +
	"presidency party brigade unit movement rights helmets crescent bureau agence " +
	"coordination ltd inc llc broadcasting website facebook twitter telegram youtube " +
	"instagram hospital police embassy administration house military coalition mission " +
	"nations international watch amnesty unicef unhcr project revolution guard marines " +
	"ministere hub world global national official libraries library foto fotos " +
	"photography production productions alliance protection emergency emergencies relief " +
	"technologies technology lab labs laboratory laboratories systems space survey standard now rangers surveys gallery galleries division club " +
	"osservatorio observatorio observatoire istituto instituto institut servicio servizio universidad università université universidade " +
	"archdiocese diocese arquidiócesis diócesis arcidiocesi diocesi fondazione fundación fundação fondation stiftung " +
	"science sciences mercury cruises live mail chronicle echo courier inquirer enquirer sentinel dispatch examiner " +
	"advertiser online express witness architecture monitor historic trust " +
	"municipality works aerospace robotics batteries hotels resorts motors industries energy " +
	"holdings corporation pharmaceuticals logistics solutions comune ayuntamiento prefeitura " +
	"municipio mairie gemeinde parliament electronics manufacturing gmbh plc airlines airways observer court " +
	"palace presidencia présidence presidência fire nv asa oyj museo musée museu muzeum biblioteca " +
	"bibliothèque bibliothek biblioteka bibliotheek arquivo archivo archivio archiv archief fototeca fotothek mediathek estudio estudios sanctuaire santuário santuario sanctuary shrine " +
	"gobierno governo presidencial ministerio ministério secretaría secretaria defensoría " +
	"fiscalía fiscalia procuraduría comité comite collective colectivo coletivo foro forum suspilne infocenter committees newswire " +
	"review parco parks defesa defensa civil gobernación gobernacion alcaldía alcaldia ejército ejercito campaign medias mídia midia humas satgas presidence nationale " +
	"guardian dirección direccion direção nacional nacionales parque parques board ufficio stampa polizia carabinieri vigili policía policia polícia bomberos bombeiros pompiers gendarmerie gendarmería " +
	// Ukrainian and Russian, in each case written (the look-up folds ASCII only)
	"служба Служба пресс-служба Пресс-служба пресслужба Пресслужба міністерство Міністерство министерство Министерство " +
	"Минобороны Міноборони штаб Штаб управління Управління управление Управление поліція Поліція полиция Полиция " +
	"Суспільне України Украины России РФ ДСНС МЧС ЗСУ"

// particles are lower-case words that may stand inside a person's name.
const particles = "al el al- el- ul ud ad as ash at az an ar bin ibn bint ben abu abou de da di do du " +
	"dos das del della der den van von ter ten la le y e zu mac st."

// notNames are capitalised words that do not begin or make a person's name.
const notNames = "the an in on at of and for by via with from to photo photos picture pictures image " +
	"images video courtesy credit file handout pool staff stringer this that these those " +
	"he she it they we his her their our monday tuesday wednesday thursday friday " +
	"saturday sunday jan. feb. mar. apr. jun. jul. aug. sep. sept. oct. nov. dec. without sans is are being was were"

// ranks are the military ranks and ratings dropped before a name ("Staff Sgt. Name").
// A run of rank words counts only if it holds one of coreRanks.
const ranks = "sgt. sgt staff master senior chief lance cpl. cpl spc. spc spec. pfc. pfc pvt. pvt " +
	"lt. lt capt. capt cpt. maj. maj col. col gen. cmdr. cmdr petty officer mass " +
	"communication specialist airman seaman tech. 1st 2nd 3rd class first second third photographer's mate " +
	"warrant sergeant corporal private lieutenant captain major colonel commander ensign " +
	"technical command gunnery army navy air force marine corps u.s. ssgt. ssgt sfc. sfc " +
	"cwo cwo2 cwo3 mc1 mc2 mc3 mcs 1 2 3 lphot phot as1 lsis sergent sergent-chef caporal caporal-chef adjudant adjudant-chef capitaine matelot dr. prof. prof"

const coreRanks = "sgt. sgt cpl. cpl spc. spc spec. pfc. pfc pvt. pvt lt. lt capt. capt cpt. maj. maj mate " +
	"col. col gen. cmdr. cmdr officer specialist airman seaman sergeant corporal private " +
	"lieutenant captain major colonel commander ensign ssgt. ssgt sfc. sfc cwo cwo2 cwo3 " +
	"mc1 mc2 mc3 mcs lphot phot as1 lsis sergent sergent-chef caporal caporal-chef adjudant adjudant-chef capitaine matelot dr. prof. prof"

// settlements are kinds of place that, with placeKinds, make a name a place's or an
// organisation's, never a person's ("Tonga Village"). Unlike placeKinds they stop a
// link like any lower-case word.
const settlements = "village town"

// byWords end a lead before the name as "by" does: "by" and "par" after any lead
// ("Photo par Name"), the others after "Foto" ("Foto von Name", "Foto de Name"); see
// consumeLeadEnd.
const byWords = "by par por von de di da ni"

// leadWords open a credit ("Photo by", "Photograph:", "Courtesy of", "Credit...",
// "Graphic: Name/AFP" under a map). A word in another script is listed in each case
// it is written ("Фото: Name / Ukrinform", "ΦΩΤΟ: EUROKINISSI/NAME"): the look-up
// folds ASCII only.
const leadWords = "photo photos photograph photographs photography picture pictures pic pix foto image " +
	"images video footage credit credits courtesy copyright photographer file source sources " +
	"provided supplied obtained screenshot screengrab still mandatory graphic graphics " +
	"illustration map sketch cortesía cortesia imagem fotoğraf collection contributed submitted byline by-line author creator photographed shot fotografía fotografia crédit bild stereograph stereoview composite fotograaf photographe photographie фото Фото ФОТО снимка Снимка СНИМКА φωτο Φωτο ΦΩΤΟ φωτογραφία Φωτογραφία فوٹو تصویر ছবি ፎቶ whakaahua kuha courtoisie llun grianghraf mynd kuva ảnh Ảnh عکس عکاس تصوير ภาพ तस्बिर तस्वीर फोटो 📷 📸"

// wordFlag says which word lists hold a word.
type wordFlag uint16

const (
	fNonPerson wordFlag = 1 << iota // a one-word entry of nonPersons
	fSuffix
	fOrgSignal
	fParticle
	fNotName
	fRank
	fCoreRank
	fLead
	fAbbrev    // "Inc.", "Ltd.": may end an organisation's name
	fConnector // "the", "of": may stand in an organisation's name
	fPhrase    // a word of a longer entry of nonPersons

	// The bits below are for lastDeadRun (runWord), and fPlaceKind and fSettlement
	// for personLink: flags leaves them out.
	fLinkStop   // one of linkStops
	fRunStop    // one of linkStops or runConnectors
	fPlaceKind  // one of placeKinds, folded
	fSettlement // one of settlements
	fBy         // a word for "by" after a lead: "by", and "par", "por", "von", "de", ... (byWords)

	fLists = fPhrase<<1 - 1 // the bits of the word lists, which flags returns
)

// The word index: every word of the lists above with the lists that hold it, grouped
// by length and folded first byte, so that a look-up compares a word with the few
// entries of its group only, with no hashing, and most words of a caption are turned
// away by the last bytes that the group's words end with (wordLast). A word of
// several lists has one entry with the flags of all. The index is built on first use
// with a counting sort: nothing runs at init.
const (
	wordHashBits = 10 // wordHash has 1024 slots, over three for each short word
	maxFlagWord  = 32 // longer words are in no list
	firstBytes   = 27 // a to z, and one group for any other first byte
)

var (
	wordStart [(maxFlagWord+1)*firstBytes + 1]uint16 // the entries of group g are wordKeys[wordStart[g]:wordStart[g+1]]
	wordLast  [len(wordStart)]uint32                 // bit b set when a word of group g ends with byte b (byteBit)
	wordKeys  []string                               // the words, lower case
	wordVals  []wordFlag                             // and their flags
	// wordHash holds the words of eight bytes or fewer packed (pack), by open
	// addressing from hashSlot, 0 in an empty slot, and wordHashVals their flags
	wordHash     [1 << wordHashBits]uint64
	wordHashVals [len(wordHash)]wordFlag
	// leadStart holds the first byte of every lead word, in either case
	leadStart [256]bool
)

// letterIndex returns 0 to 25 for the ASCII letter c of either case, and
// firstBytes-1 for any other byte, without a branch: c|0x20 folds a capital, and
// only the letters fold into 'a' to 'z'.
func letterIndex(c byte) uint8 {
	return min((c|0x20)-'a', firstBytes-1)
}

// wordGroup returns the group of a word of n bytes whose first byte is c, folded.
func wordGroup(n int, c byte) int {
	return n*firstBytes + int(letterIndex(c))
}

// byteBit returns a bit for the byte c, folded: one of a to z, or one for any other.
func byteBit(c byte) uint32 {
	return 1 << letterIndex(c)
}

// eachListWord calls add for every word of the lists with its flag: the words of a
// one-word entry of nonPersons with fNonPerson, those of a longer one with fPhrase.
func eachListWord(add func(w string, f wordFlag)) {
	for _, w := range nonPersons {
		if strings.IndexByte(w, ' ') < 0 {
			add(w, fNonPerson)
			continue
		}
		for _, part := range strings.Fields(w) {
			add(part, fPhrase)
		}
	}
	lists := [...]struct {
		words string
		f     wordFlag
	}{
		{agencySuffixes, fSuffix}, {orgSignals, fOrgSignal}, {particles, fParticle},
		{notNames, fNotName}, {ranks, fRank}, {coreRanks, fCoreRank}, {leadWords, fLead},
		{"inc. ltd. co. corp.", fAbbrev}, {"the of and for in on without sans is are being was were", fConnector}, {settlements, fSettlement},
		{byWords, fBy},
	}
	for _, l := range lists {
		for ws := l.words; ws != ""; {
			n := strings.IndexByte(ws, ' ')
			if n < 0 {
				n = len(ws)
			}
			add(ws[:n], l.f)
			ws = ws[min(n+1, len(ws)):]
		}
	}
	for _, l := range [...]struct {
		words []string
		f     wordFlag
	}{{linkStops[:], fLinkStop | fRunStop}, {runConnectors[:], fRunStop}, {placeKinds[:], fPlaceKind}} {
		for _, w := range l.words {
			add(w, l.f)
		}
	}
}

func buildWordFlags() {
	var count [len(wordStart)]uint16
	n := 0
	eachListWord(func(w string, _ wordFlag) {
		count[wordGroup(len(w), w[0])+1]++
		n++
	})
	for g := 1; g < len(wordStart); g++ {
		wordStart[g] = wordStart[g-1] + count[g]
	}
	wordKeys, wordVals = make([]string, n), make([]wordFlag, n)
	next := wordStart // where the next new word of each group goes
	eachListWord(func(w string, f wordFlag) {
		if f&fLead != 0 {
			c := w[0] // a letter in either case; the first byte of a camera's emoji as it is
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			leadStart[w[0]], leadStart[c] = true, true
		}
		g := wordGroup(len(w), w[0])
		for k := wordStart[g]; k < next[g]; k++ {
			if wordKeys[k] == w { // a word of several lists
				wordVals[k] |= f
				return
			}
		}
		wordKeys[next[g]], wordVals[next[g]] = w, f
		wordLast[g] |= byteBit(w[len(w)-1])
		next[g]++
	})
	k := uint16(0) // close the gaps that words of several lists left
	for g := 0; g+1 < len(wordStart); g++ {
		start := wordStart[g]
		wordStart[g] = k
		for i := start; i < next[g]; i++ {
			wordKeys[k], wordVals[k] = wordKeys[i], wordVals[i]
			k++
		}
	}
	wordStart[len(wordStart)-1] = k
	wordKeys, wordVals = wordKeys[:k], wordVals[:k]
	for i, w := range wordKeys {
		if len(w) > 8 {
			continue
		}
		h := hashSlot(pack(w))
		for wordHash[h] != 0 {
			h = (h + 1) % uint(len(wordHash))
		}
		wordHash[h], wordHashVals[h] = pack(w), wordVals[i]
	}
}

// hashBits returns the bits of the word packed and folded as v (wordHash's keys), or 0.
func hashBits(v uint64) wordFlag {
	h := hashSlot(v)
	for wordHash[h] != v && wordHash[h] != 0 { // an empty slot ends the probe
		h = (h + 1) % uint(len(wordHash))
	}
	return wordHashVals[h]
}

// hashSlot returns the first slot of wordHash to look at for the packed word v: the
// top bits of v times an odd constant (Fibonacci hashing).
func hashSlot(v uint64) uint {
	return uint(v * 0x9e3779b97f4a7c15 >> (64 - wordHashBits))
}

// flags returns the lists that hold w, compared folded to lower case.
func flags(w string) wordFlag {
	return wordBits(w) & fLists
}

// wordBits is flags with the bits for lastDeadRun.
func wordBits(w string) wordFlag {
	if !mayBeListed(w) {
		return 0
	}
	return groupBits(w)
}

// mayBeListed is wordBits's first test, which turns away most words of a caption:
// those of no group, and those whose last byte ends no word of their group. It
// inlines, so that the hot paths that test it first make no call for those words.
func mayBeListed(w string) bool {
	n := uint(len(w))
	return n-1 < maxFlagWord && wordLast[wordGroup(int(n), w[0])]&byteBit(w[n-1]) != 0
}

// groupBits is wordBits for a word that passed mayBeListed. A word of eight bytes or
// fewer is looked up in wordHash, packed with the bit 0x20 of every byte set, when
// that folds each byte as lower does: when every byte that lacks the bit is an ASCII
// capital. Then the packed word equals a key packed exactly when the word, folded,
// is the key (a key with a byte that lacks the bit matches neither way). Other words
// are compared with the words of their group.
func groupBits(w string) wordFlag {
	if n := len(w); n-1 < 8 {
		v, unfoldable := uint64(0), false
		for k := n - 1; k >= 0; k-- {
			c := w[k]
			v = v<<8 | uint64(c|0x20)
			unfoldable = unfoldable || c&0x20 == 0 && c-'A' >= 26
		}
		if !unfoldable {
			return hashBits(v)
		}
	}
	return scanBits(w)
}

// scanBits is groupBits by a comparison with each word of w's group.
func scanBits(w string) wordFlag {
	g := wordGroup(len(w), w[0])
	for k := wordStart[g]; k < wordStart[g+1]; k++ {
		if foldedEqual(w, wordKeys[k]) {
			return wordVals[k]
		}
	}
	return 0
}

// foldedEqual reports whether w folded to lower case is key; they have the same length.
func foldedEqual(w, key string) bool {
	for i := 0; i < len(key); i++ {
		if lower(w[i]) != key[i] {
			return false
		}
	}
	return true
}

func has(w string, f wordFlag) bool { return flags(w)&f != 0 }

// isLead reports whether w is a lead word. Its first test, inline, turns away without
// a call the words whose first byte begins no lead word (leadStart).
func isLead(w string) bool {
	return len(w) > 0 && leadStart[w[0]] && leadWord(w)
}

// leadWord is isLead's look-up, kept out of line so that isLead inlines.
//
//go:noinline
func leadWord(w string) bool { return has(w, fLead) }

// inList reports whether w, folded to lower case, is one of list.
func inList(w string, list []string) bool {
	for _, x := range list {
		if len(x) == len(w) && equalFold(w, x) {
			return true
		}
	}
	return false
}
