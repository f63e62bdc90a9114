package place

import "github.com/captions-analyzer/captions/caption/internal/wordtab"

// Closed word classes of the cue grammar. A word may be in several classes, each one
// bit of a class set; kind words also name a kind, and cue words a cue.
//
// The lists below are the source of the classes: buildDict compiles them, with the
// names of names.txt, into the lexicon of names_table.go (dict.go), so that the
// scanner finds the classes, kind, cue and dictionary entries of a word with one
// hash look-up, and the later phases test bits of the word's token instead of
// comparing strings. Words are ASCII-folded and space-separated.

// class is a set of word classes.
type class uint32

const (
	// kind words that introduce a list ("the towns of A, B and C")
	wPluralKind class = 1 << iota
	// direction words, dropped from names ("western Mosul")
	wDirection
	// direction words that can head "X of Y" ("north of Mosul")
	wRelDirection
	// the prepositions among the cue words (the others are verbs, which "to"
	// turns into a destination: "trying to reach X")
	wPreposition
	// verbs after which "from X" is where the picture was taken ("Smoke rises
	// from Raqqa", "takes off from X")
	wSmokeVerb
	// words after which "to X" or "for X" names a place ("travelling to
	// Mosul", "depart for Mosul", "the road to Kobani")
	wMotionVerb
	// words that make a following "in X" the origin of the subject ("fleeing
	// violence in X")
	wFleeWord
	// the words that open a relative clause, whose verb of place tells the
	// subject's story rather than where the picture was taken
	wRelativePronoun
	// verbs of arriving, waiting or walking, which end the flight a flee word
	// began ("fleeing X arrive in Y", "fleeing X walk through Y")
	wArrivalVerb
	// nouns that put the picture at the place of a following "of" ("the
	// outskirts of X", "the streets of X", "the museum of X")
	wHeadNoun
	// head nouns that give a place relative to another
	wRelHead
	// words that may stand between a cue and a place without breaking the
	// link: articles, quantities, and the adjectives news puts before places ("in the
	// rebel held besieged town of", "some 25 miles west of")
	wSkippable
	// particles written with a hyphen inside names ("al-Zor")
	wHyphenParticle
	// particles that may stand inside a name before a spaced, capitalised
	// word ("Deir al Zor", "al Khaldia", "Rio de Janeiro")
	wSpaceParticle
	// the Arabic articles a name may start with in lower case ("al-Sukari",
	// "as-Safira")
	wArticle
	// month and weekday names and their short forms
	wMonthOrDay
	// words that come before a person's name ("President Bashar")
	wTitle
	// capitalised words that start sentences or name things other than
	// places; an unknown name may not start with one, nor contain one
	wCommonCap
	// words that start the name of a natural feature or camp and are no name
	// alone ("Mount Sinjar", "Lake Chad")
	wPrefixWord
	// words written before a settlement's name as part of it ("Camp Taji",
	// "Kibbutz Be'eri"), which the name starts after
	wSettlementWord
	// first names frequent in news; a name that starts with one is taken for a
	// person unless a kind word marks it ("Hassan Sham camp")
	wFirstName
	// capitalised words that make a name an organisation's ("Raqqa Internal
	// Security Forces", "Manbij Military Council")
	wOrgWord
	// words after a name that make it a building or facility ("Shifa
	// hospital", "Tahrir Square"), not a place
	wFacilityWord
	// words that make a place name before them part of a street name
	// ("Pennsylvania Avenue"), a park's or a market's ("Washington Park", "Boston
	// Market", named after a person or a brand as often as after the place), or,
	// capitalised before it, the street words of other languages ("Avenida Brasil",
	// "Calle Colombia") and market words ("Souk Yemen"), which are not mentions of the
	// place
	wStreetWord
	// words after a country abbreviation that leave it a place ("the U.S. and
	// Britain", "in the U.S. on Monday"); any other following word makes it a modifier
	// ("U.S. troops", "U.S. President")
	wFunctionWord
	// prefixes that make a following name a modifier ("pro-Russia")
	wNegPrefix
	// nouns for people and institutions after which a country's name is a
	// nationality word ("Myanmar refugees", "Ukraine troops"), not a place
	wNationalNoun
	// words that qualify a camp ("refugee camp", "displacement camp")
	wCampQualifier
	// units of distance ("25 miles west of")
	wUnit
	// kind words that name the place after "of", not before ("the X town of Y")
	wSettlementKind
	// words that open the words of a base, an airport, a checkpoint or a crossing
	// ("military base", "air base", "port of entry": baseWordLen)
	wBaseWord
	// first words of dictionary entries (set by buildLex from names.txt)
	wEntryStart
)

// cue is the role a preposition or verb gives the place after it.
type cue uint8

const (
	cueNone   cue = iota
	cueLoc        // in, at, near, ...: where the picture was taken
	cueRel        // near, around, outskirts: a place given relative to another
	cueLeave      // fleeing, leaving: a picture of people leaving the place
	cueOrigin     // from, fled, ...: where the subject comes from
	cueDest       // to, towards, for: where the subject goes
	cueOfWord     // "of", and the words of other languages for it: see ofWord
)

// classLists holds the words of every class.
var classLists = [...]struct {
	cls   class
	words string
}{
	{wPluralKind, "villages towns cities districts suburbs neighbourhoods neighborhoods provinces " +
		"governorates regions areas camps"},
	{wDirection, "north south east west northern southern eastern western northeast northwest " +
		"southeast southwest northeastern northwestern southeastern southwestern central " +
		"north-east north-west south-east south-west upper lower"},
	{wRelDirection, "north south east west northeast northwest southeast southwest north-east " +
		"north-west south-east south-west n s e w ne nw se sw nne ene ese sse ssw wsw wnw nnw upstream downstream"},
	{wPreposition, "in at on inside within across throughout through into over along off onto amid " +
		"among between behind near around outside beyond nearby from to towards toward for " +
		"via " + otherPrepositions},
	{wSmokeVerb, "rise rises rising rose billow billows billowing billowed pours pouring emerges " +
		"emerging smoke seen pictured viewed off"},
	{wMotionVerb, "travelling traveling travel travelled traveled headed heading head heads drove " +
		"drive drives driving moved moving returned return returning returns depart " +
		"departed departing left bound fled flee fleeing way road route highway motorway " +
		"corridor railway march marched marching advance advanced advancing deployed sent " +
		"transferred evacuated deported back journey trip flight flights came come coming " +
		"went go going walk walked walking"},
	{wFleeWord, "fled flee flees fleeing escaped escaping"},
	{wRelativePronoun, "who which that"},
	{wArrivalVerb, "arrive arrives arrived arriving reach reaches reached reaching shelter shelters " +
		"sheltering walk walks walked walking wait waits waited waiting gather gathers gathered " +
		"gathering queue queues queued queuing stay stays stayed staying sit sits sat sitting " +
		"stand stands stood standing"},
	{wHeadNoun, "outskirts outskirt edge edges heart centre center streets street ruins desert " +
		"orchards fields farmland part parts side rest coast shores shore banks entrance " +
		"entrances gates remains surroundings vicinity environs frontline frontlines skies " +
		"sky museum citadel castle walls port residents alley alleyway inhabitants people hills mountains " +
		"moradores habitantes residentes vecinos comunidade comunidad habitants résidents riverains wakazi gare poste routière militaire médical " +
		"plains downtown alleys rubble liberation siege control island islands peninsula " +
		"coast's mouth valley plain oasis harbour harbor seafront waterfront skyline centro plage playa praia zona " +
		"innenstadt strada strade rues calles ruas straßen strassen quais fronterizo ghats lanes bylanes cemetery market bazaar bazaars souk souq medina stronghold square rooftops roofs " +
		"pier piers dock docks quay quays jetty wharf marina beach beaches spiaggia molo bay muelle muelles cais desembarcadero posto " + otherDirections + " " + otherRelHeads},
	{wRelHead, "outskirts outskirt edge edges vicinity environs surroundings " + otherRelHeads},
	{wSkippable, "the a an this that its their his her our some about nearly almost roughly " +
		"approximately miles mile km kilometres kilometers kilometre kilometer besieged " +
		"embattled restive rebel rebels held controlled war torn ravaged devastated damaged " +
		"destroyed ancient historic historical old nearby neighbouring neighboring rural " +
		"remote small tiny large main former government regime opposition militant " +
		"insurgent occupied disputed strategic key border coastal mountainous capital " +
		"besieging shattered battered contested predominantly mainly mostly largely sunni " +
		"shi'ite shiite kurdish christian front line holy sprawling ruined deserted " +
		"northernmost southernmost jihadist militant-held liberated recaptured frontline " +
		"industrial residential commercial far very same heavily newly recently long then " +
		"de facto once downtown uptown midtown le la les l el los las lo il gli"},
	{wHyphenParticle, hyphenParticles},
	{wSpaceParticle, "al el bin ibn bint de del della di da do dos das du des aux la le van von der den ter ten d"},
	{wArticle, "al el ad ar as ash at az an ed en er es ez ul ud"},
	{wMonthOrDay, "january february march april may june july august september october november " +
		"december jan feb mar apr jun jul aug sep sept oct nov dec marc monday tuesday " +
		"wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat sun " +
		"januar februar märz mai juni juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag " +
		"meskerem tikimt hidar tahsas yekatit megabit miyazia ginbot hamle nehase pagume " +
		"farvardin ordibehesht khordad tir mordad shahrivar aban azar bahman esfand muharram safar rajab shawwal " +
		"baisakh baishakh jestha asar asadh ashadh shrawan bhadra asoj ashwin kartik mangsir poush magh falgun chaitra " +
		"senin selasa rabu kamis jumat sabtu minggu ahad januari februari maret agustus desember disember ogos " +
		"sommer frühling frühjahr herbst"},
	{wTitle, "president minister prime premier king queen prince princess general gen col " +
		"colonel lt lieutenant sgt sergeant capt captain major maj cpl corporal pvt private " +
		"admiral adm commander cmdr chief mr mrs ms miss dr doctor sir lord lady pope " +
		"cardinal bishop archbishop patriarch father imam ayatollah emir sultan chancellor " +
		"senator sen rep representative governor gov mayor secretary ambassador envoy " +
		"spokesman spokeswoman spokesperson leader commander-in-chief brig brigadier " +
		"officer soldier fighter activist photographer journalist reporter correspondent " +
		"crown vice deputy mullah mufti rabbi reverend rev sister brother uncle aunt " +
		"grandmother grandfather mother son daughter wife husband couple nominee candidate " +
		"judge justice coach player singer actor actress artist author writer poet director " +
		"model presenter musician comedian rapper dancer designer " +
		"head founder ceo chairman chairwoman member members staff sheik farmer fisherman " +
		"teacher nurse student vendor volunteer medic paramedic firefighter worker " +
		"resident pastor priest monk nun shepherd herder trader shopkeeper merchant " +
		"engineer lawyer driver pilot miner survivor"},
	{wCommonCap, "the a an this that these those his her its their our my your he she it they we i eine einem einen einer der die das " +
		"hurricane typhoon cyclone storm tornado contingency operating illustrative " +
		"you there here when where while after before during as at in on of for with by " +
		"from to and but or if photo photos picture pictures image images video file editor " +
		"breaking update updated exclusive correction corrected refile urgent opinion analysis " +
		"editors note caption people residents civilians men women children fighters forces " +
		"troops soldiers police army rebels rebel government regime opposition state " +
		"republic kingdom coalition alliance international national municipal united world old new " +
		"city town village district province governorate region neighbourhood neighborhood centers centres " +
		"area camp county co local mr mrs ms dr slug hed cutline dek ocean front revolution democratic popular people's " +
		"liberation independence martyrs martyr victory freedom justice peace eurovision palco teatro palazzo palast palace volontaires one two " +
		"three all no not some many most several both each every other another following " +
		"despite although because since until also then now today yesterday tomorrow later " +
		"earlier meanwhile however according said says read reads see seen view general " +
		"aerial smoke fire flames rescue search security defence defense ministry military " +
		"air force navy guard guards operation operations command special federal interior " +
		"foreign health human rights observatory media news agency press network center " +
		"centre office council committee court union party movement group brigade brigades " +
		"battalion division unit units corps forces' organisation organization foundation " +
		"institute university college school hospital clinic mosque church cathedral museum " +
		"square street road way avenue prospekt plads straße strasse straat highway bridge airport base airbase airfield station " +
		"market bazaar mall supermarket lodge hotel stadium field prison jail tower towers gate park garden hall " +
		"building castle citadel fortress dam port wall kibbutz moshav barangay sitio kampung kampong kelurahan desa dusun gampong kecamatan kabupaten refinery plant " +
		"factory company corporation bank oil gas television tv radio times post daily " +
		"online twitter sunni shiite shi'ite emirate caliphate islamic arab red cross " +
		"crescent white helmets brotherhood sheikh's god prophet holy great grand big " +
		"little christ st mt ft saint jesus assad covid coronavirus brexit election " +
		"elections game games match round season stage act chapter phase episode mass " +
		"prayers prayer summit conference forum festival concert show exhibition parade " +
		"rally protest ceremony funeral wedding trial hearing session meeting talks class " +
		"room lobby ward floor level section zone terminal gallery slideshow update " +
		"breaking live exclusive analysis opinion graphic warning caution children's " +
		"women's men's yes ok okay hello thank thanks please mr. left right center-left " +
		"centre-left top bottom above below inset background foreground l r c back " +
		"front-line frontline line war battle siege offensive attack ceasefire truce day " +
		"night morning evening week month year spring summer autumn fall winter dawn dusk " +
		"parliament senate house assembly cabinet congress embassy consulate headquarters " +
		"magazine newspaper internet web english arabic french latin greek hebrew kurdish tagalog swahili amharic pashto " +
		"persian monument memorial shrine temple synagogue mausoleum library cemetery " +
		"graveyard boulevard courthouse academy barracks resort zoo place plaza piazza praça jalan " +
		"credit source caption description title location date tags keywords category creator contributor repository identifier object " +
		"topics subject headline byline dateline copyright words text map data avenida rua calle rue calzada " +
		"corniche croisette malecon malecón promenade esplanade complex palais parc stade estadio stadio teatro theatre theater cenotaph gala messe circuit strasse " +
		"arena coliseum colosseum terminus markt plein palladium playhouse hippodrome lyceum column basilica abbey cours quai first second third fourth fifth spaceport cosmodrome " +
		"lane terrace mews route interstate troop courtesy platz casa palacio palazzo obelisco obelisk " +
		"whit ladies singles doubles farm reserve sanctuary ghat ghats dock docks wharf pier quay jetty elementary courts combat protection marine mile thanksgiving grotto paseo speedway autodromo autódromo páirc olympiastadion masjid " +
		"lawn rotunda chancellery colonnade portico instituto museo museu iglesia igreja catedral universidad universidade escola escuela colegio colégio liceo coliseo stryd " +
		otherCommonCaps},
	{wPrefixWord, "mount mt lake river sea gulf bay island islands valley desert plain plains " +
		"mountains hills jabal jebel wadi cape port fort camp kibbutz moshav barangay brgy sitio purok kampung kampong kelurahan desa dusun gampong kecamatan kabupaten upper lower " +
		"greater old new county co"},
	{wSettlementWord, "camp kibbutz moshav barangay brgy sitio kampung kampong kelurahan desa dusun gampong kecamatan kabupaten county co"},
	{wFirstName, "mohammed mohamed muhammad mohammad mohamad ahmed ahmad ali hussein hassan bashar " +
		"hafez saddam omar mahmoud abdullah abdel abdul youssef yusuf khaled khalid ibrahim " +
		"mustafa osama ayman haider nuri salman fatima aisha donald joe barack hillary " +
		"vladimir volodymyr emmanuel angela boris theresa recep tayyip benjamin narendra " +
		"justin nancy kamala mike george bill john david michael james robert mary " +
		"elizabeth charles william harry maria jose juan carlos luis pedro peter paul mark " +
		"thomas richard tony jean pierre hamid hamad tamim qassem qasem hasan mahmud ismail " +
		"yasser nasser jamal rami sami samir karim walid ziad " +
		"jack ben sam tom steve daniel andrew kevin brian ryan adam scott sean chris nick " +
		"denzel joaquin jennifer sarah emma emily kate anne jane laura lisa whitney nicole " +
		// first names that are no place's name, of many languages
		"gabriel lucas mateo diego pablo miguel antonio manuel francisco javier alejandro fernando ricardo " +
		"eduardo sergio rafael marco luca giuseppe giovanni francesco matteo lorenzo stefano alessandro " +
		"anna sofia elena olga natalia irina sergei dmitry alexei andrei ivan igor oleksandr olena yulia " +
		"viktor hans klaus stefan markus lukas jonas emil lars anders erik olaf sven nils piotr tomasz " +
		"krzysztof pawel marek ahmet mehmet emre ayse zeynep kenji hiroshi takeshi yuki rahul amit priya " +
		"sunil vikram arjun kwame kofi chinedu tunde michelle jessica amanda stephanie rebecca rachel " +
		"katie megan hannah olivia mia chloe grace lucy amy claire julie marie sophie camille julien " +
		"nicolas antoine francois laurent olivier mathieu patrick jason eric matthew joshua christopher " +
		"anthony joseph jonathan timothy gregory kenneth ronald larry jeffrey frank raymond dennis jerry " +
		"aaron walter arthur harold carl hugo felipe gustavo rodrigo bruno thiago leonardo gabriela " +
		"fernanda juliana camila valentina isabella teresa ines beatriz"},
	{wOrgWord, "forces force army council committee front plan mining brigade brigades battalion battalions crescent " +
		"division regiment corps units unit party movement organisation organization " +
		"network agency news media center centre coordination revolution revolutionary " +
		"relief police guard guards times post tribune herald observer journal gazette club " +
		"fc united government ministry authority administration command commission " +
		"foundation society association federation league union company corporation bank energy " +
		"group office service services operations militia militias legion army's tv radio " +
		"channel press telegraph post's body count watch monitor observatory institute " +
		"mission rangers holdings agreement agreements accord accords treaty protocol pact law laws airways airlines " +
		"festival marathon olympics paralympics games biennale championships fair fairs gathering rally rallye expo brothers tour duke duchess earl countess marquess viscount " +
		"technologies labs space day eve cup fleet express orchestra philharmonic symphony ballet choir tattoo derby patrol gang cartel"},
	{wFacilityWord, "hospital clinic mosque church cathedral school university college museum square platz " +
		"street road avenue highway bridge station market bazaar mall hotel stadium prison " +
		"jail tower towers gate park garden gardens hall building castle citadel fortress " +
		"dam refinery plant factory palace roundabout checkpoint crossing cemetery " +
		"graveyard shrine temple synagogue mausoleum monument library bakery restaurant " +
		"cafe shop store supermarket pub lodge compound headquarters barracks academy prison's oil gas field " +
		"fields river lake sea mountain hill hills valley desert street's " +
		"hospital's highway's motorway boulevard court courthouse ministry embassy " +
		"consulate parliament centre center complex camp's resort beach port terminal club terraces " +
		"magazine newspaper airline airlines border zoo basilica abbey spaceport cosmodrome " +
		"lane terrace mews farm palladium playhouse hippodrome coliseum colosseum terminus markt plein lyceum reserve sanctuary wall column " +
		"ghat ghats dock docks wharf pier quay jetty elementary exchange masjid mela straße strasse prospekt plads straat"},
	{wStreetWord, "street avenue road boulevard lane drive highway st ave rd avenida rua calle rue souk souq suq platz jalan praça stryd " +
		"calzada calçada travessa cours quai terrace mews way park market straße strasse prospekt plads straat"},
	{wFunctionWord, "and or in on at to of for from with by is was has had have are were will would " +
		"said says after before since as but where which who that this last next during " +
		"over into against could should may might must can did does do now again also still"},
	{wNegPrefix, "pro anti non ex post pre trans cross inter intra mid"},
	{wNationalNoun, "refugees refugee migrants troops soldiers forces army military police officials " +
		"authorities government nationals citizens junta rebels diplomats lawmakers " +
		"delegation navy fans supporters players"},
	{wCampQualifier, "refugee refugees displacement displaced idp tent transit migrant detention army resettlement relocation " +
		"military concentration extermination death internment"},
	{wUnit, "miles mile km kilometres kilometers kilometre kilometer kms"},
	{wSettlementKind, "town city village hamlet township port"},
	{wBaseWord, "military checkpoint crossing border port base airport airbase airfield air dam canal space training national"},
}

// kindLists gives the kind each kind word names ("village" → "village", "province"
// → "region", "area" → "").
var kindLists = [...]struct{ kind, words string }{
	{"village", "village villages hamlet kibbutz moshav barangay sitio kampung kampong kelurahan desa dusun gampong outpost outposts settlement settlements " +
		"dorf pueblo aldea aldeia frazione frazioni località douar douars ejido ejidos vereda veredas corregimiento " +
		"corregimientos resguardo resguardos"},
	{"town", "town towns township municipality commune comuna hromada comune município concelho enclave exclave hometown"},
	{"city", "city cities ville ciudad città cidade"},
	{"district", "district districts suburb suburbs quarter borough ward wards woreda cercle locality lga lgas " +
		"quartiere arrondissement tehsil tehsils taluk taluks taluka talukas mandal mandals " +
		"upazila upazilas kecamatan freguesia kebele kebeles groupement chefferie chiefdom chiefdoms microdistrict sector secteur fraccionamiento " +
		"parroquia parroquias"},
	{"neighbourhood", "neighbourhood neighbourhoods neighborhood neighborhoods favela favelas"},
	{"region", "province provinces governorate governorates regions countryside county " +
		"oblast prefecture state canton cantons regency kabupaten raion rayon okrug krai voivodeship " +
		"parish mountains island peninsula région regione região província " +
		"gouvernorat département department departments distrito marz viloyat wilaya cantón"},
	{"", "area areas volcano glacier"},
	{"camp", "camp camps ghetto ghettos"},
	{"country", "country"},
	// The kind words that stand right before a name without "of" (kindBefore): in
	// lower case, of Spanish, Portuguese, French, Ukrainian and Russian (in the cases
	// a preposition of place takes: "у місті Покровськ", "в поселке X"), from kindRomance; capitalised,
	// of German, from kindGerman ("region" among them, which English writes before
	// "of" or after the name).
	{"district", "quartier barrio bairro colonia alcaldía parroquia sectorul cartierul phường quận huyện rione"},
	{"town", "municipio cantón comunei orașul orasul municipiul місто місті міста селище селищі селища город городе города поселок поселке посёлок посёлке"},
	{"village", "vereda corregimiento resguardo satul село селі села деревня деревне деревни xã thôn"},
	{"region", "región provincia departamento estado isla île isola ilha județul judetul tỉnh"}, // "en la región Áncash", "en la isla Santa Cruz"
	{"city", "stadt"},
	{"village", "dorf"},
	{"district", "bezirk stadtteil ortsteil"},
	{"region", "region provinz gebiet kanton landkreis kreis"},
	{"town", "gemeinde"},
}

// The kind (1 + index in kindLists) of the first group of kind words that stand before
// a name in lower case, and of the first that stand so capitalised.
const (
	kindRomance = 10
	kindGerman  = 14
)

// cueLists gives the cue each preposition or verb before a place is.
var cueLists = [...]struct {
	cue   cue
	words string
}{
	{cueLoc, otherPrepositions + " in at on inside within across throughout through into over along off onto amid " +
		"among behind recaptured recapture recapturing retake retook retaking captured " +
		"capture capturing liberated liberate liberating shelled bombed bombarded stormed " +
		"entered enter entering enters visited visit visits visiting toured reached reach " +
		"reaches reaching take took taking seized seize seizing hit struck targeted " +
		"targeting overlooking surrounding besieging encircled patrol patrols patrolling " +
		"raid raided raiding raids hits hitting"},
	{cueRel, "near around outside beyond nearby between above below beneath nahe біля поблизу під под около возле κοντά ved vid utenfor utanför mellom mellan bij nabij"},
	{cueLeave, "flee flees fleeing leave leaves leaving escaping"},
	{cueOrigin, "from fled left escaped escape evacuated displaced от"},
	{cueDest, "to towards toward for via"},
	{cueOfWord, "of d da de di do das del der des dos vom von dell della της του των"},
}

// The words of French, Spanish, Italian, Portuguese and German for the cues above:
// prepositions of place ("à Alep", "dans la ville de", "en la ciudad de", "em Lisboa",
// "nel sud", "im Osten"), the directions, which head "X of Y" as the head nouns do ("le
// nord de la Syrie" is a part of Syria, as "the streets of X" are; "el sur de", "im
// Nordwesten von"), and the words of a position near a place ("près de", "cerca de",
// "perto de", "in der Nähe von", "las afueras de"). The articles of
// Romance languages are skippable (not the German ones: "in den Trümmern" names no
// place), and "de", "di", "von", ... stand for "of" (see ofWords in relate.go).
const (
	otherPrepositions = "à au aux dans en em no na nos nas nel nella nell nei negli nelle im durch в у на по στην στον στο στα στη στις στους på i în din yng ym"
	otherDirections   = "nord sud est ouest norte sur sul oeste ovest este leste norden süden " +
		"osten westen nordwesten nordosten südwesten südosten noreste noroeste nordeste " +
		"nördlich südlich östlich westlich nordöstlich nordwestlich südöstlich südwestlich βόρεια νότια ανατολικά δυτικά"
	otherRelHeads = "près cerca perto vicino nähe afueras periferia banlieue arredores alrededores abords"
	// German nouns, capitalised, that open no name: kind words, head nouns, directions;
	// and Romanian squares and streets ("din Piața Universității")
	otherCommonCaps = "stadt dorf provinz gebiet bezirk stadtteil ortsteil gemeinde landkreis kreis kanton nähe innenstadt zentrum " +
		"norden süden osten westen nordwesten nordosten südwesten südosten earth eternal inuktitut berth shaft entry zusammenhang " +
		"piața piata strada bulevardul calea"
)

// comparedWords are the other words the phases compare a word with (p.key(i) ==
// "of"): in the lexicon, with no class, since key knows only its words.
const comparedWords = "of and or a an the in at to from toward towards capital camp metropolitan site " +
	"international entry saint sainte st point post were was been had have evacuated relocated " +
	"moved taken brought transferred bused bussed who war wars fighting conflict away " +
	"falls springs heights creek grove junction vom dell"

// hyphenParticles are the words of wHyphenParticle, which the scanner reads before
// the lexicon is known (isHyphenParticle).
const hyphenParticles = "al el ad ar as ash at az an ed en er es ez ul ud ibn bin bint abu um " +
	"umm de la le sur on upon am a o et du des les lès lez aux sous e i super under d"

// isHyphenParticle reports whether the folded word w is a hyphen particle.
func isHyphenParticle(w string) bool {
	for l := hyphenParticles; l != ""; {
		n := 0
		for n < len(l) && l[n] != ' ' {
			n++
		}
		if l[:n] == w {
			return true
		}
		l = l[min(n+1, len(l)):]
	}
	return false
}

// is reports whether word i is in any of the classes cs.
func (p *parser) is(i int, cs class) bool { return p.toks[i].cls&cs != 0 }

// relDirection reports a direction of the compass at i, its abbreviation only in
// capitals ("3 km NE of X", "N of X"; not "e of" in a line of words in lower case).
func (p *parser) relDirection(i int) bool {
	t := &p.toks[i]
	return t.cls&wRelDirection != 0 && (t.end-t.start > 3 || t.caps || t.cap && t.end-t.start == 1)
}

// kindOf returns the kind that word i names when it is a kind word ("village" →
// "village", "province" → "region", "area" → "") and whether it is one.
func (p *parser) kindOf(i int) (string, bool) {
	if k := p.toks[i].kind; k > 0 {
		return kindLists[k-1].kind, true
	}
	return "", false
}

// isKind reports whether word i is a kind word.
func (p *parser) isKind(i int) bool { return p.toks[i].kind > 0 }

// cueOf classifies word i as the word before a place.
func (p *parser) cueOf(i int) cue { return p.toks[i].cue }

// wParticle is any particle.
const wParticle = wHyphenParticle | wSpaceParticle

// baseWordLen reports whether the words at i are those of a military base, an
// airport, a checkpoint or a border crossing, whose name is a place ("Menagh
// military airport", "Besmaya military base", "the Kalandia checkpoint"), and how
// many words they take.
func (p *parser) baseWordLen(i int) int {
	if i < len(p.toks) && p.toks[i].cls&wBaseWord != 0 {
		return p.baseWordsAt(i)
	}
	return 0 // most words: no call (the rest is baseWordsAt)
}

// baseWordsAt is baseWordLen at a word of class wBaseWord.
func (p *parser) baseWordsAt(i int) int {
	n := 0
	if i < len(p.toks) && p.joined(i) && p.key(i) == "military" {
		n = 1
	}
	if i+n < len(p.toks) && p.joined(i+n) {
		switch p.key(i + n) {
		case "checkpoint", "crossing":
			return n + 1 // "the Kalandia checkpoint", "the Torkham crossing"
		case "dam", "canal":
			if n == 0 {
				return 1 // "the Kakhovka dam", "the Suez Canal"
			}
			return 0
		case "national":
			if k := i + 1; n == 0 && p.toks[i].cap && k < len(p.toks) && p.joined(k) && p.toks[k].cap && p.key(k) == "park" {
				return 2 // "Kruger National Park": the park is named after its place
			}
		case "border":
			if i+n+1 < len(p.toks) && p.joined(i+n+1) {
				switch p.key(i + n + 1) {
				case "crossing", "point", "post", "gate", "checkpoint":
					return n + 2 // "the Islam Qala border crossing", "the Shambhu border point", "the Pazarkule border gate"
				}
			}
			return 0
		case "port":
			if i+n+2 < len(p.toks) && p.joined(i+n+1) && p.joined(i+n+2) && p.key(i+n+1) == "of" && p.key(i+n+2) == "entry" {
				return n + 3 // "the San Ysidro port of entry"
			}
			return 0
		case "base", "airport", "airbase", "airfield", "air":
			if p.key(i+n) == "air" {
				if i+n+1 < len(p.toks) && p.joined(i+n+1) && p.key(i+n+1) == "base" {
					return n + 2
				}
				return p.forceBase(i+n+1, n+1) // "Andrews Air Force Base"
			}
			return n + 1
		case "space":
			return p.forceBase(i+n+1, n+1) // "Cape Canaveral Space Force Station"
		case "training":
			if k := i + n + 1; n == 0 && p.toks[i].cap && k < len(p.toks) && p.joined(k) && p.toks[k].cap && p.key(k) == "area" {
				return 1 // "the Grafenwoehr Training Area": "Area" is a kind word, read after the name
			}
		}
	}
	return 0
}

// forceBase returns n+2 when words k and k+1 are "Force Base" or "Force Station" (of
// "Air Force Base", "Space Force Station"), else 0.
func (p *parser) forceBase(k, n int) int {
	if k+1 < len(p.toks) && p.joined(k) && p.joined(k+1) && p.key(k) == "force" {
		switch p.key(k + 1) {
		case "base", "station":
			return n + 2
		}
	}
	return 0
}

// abbrevWords are the abbreviations isAbbrev knows, sorted (TestWordTablesSorted).
var abbrevWords = [...]string{
	"Dr", "Ft", "Jr", "Lt", "Mr", "Ms", "Mt", "No", "Sr", "St", "Vs", "vs", "Adm", "Apr", "Aug",
	"Col", "Cpl", "Dec", "Feb", "Gen", "Gov", "Jan", "Jul", "Jun", "Maj", "Mar", "Mrs",
	"Nov", "Oct", "Pvt", "Rep", "Rev", "Sen", "Sep", "Sgt", "Ste", "Brig", "Capt", "Sept",
}

// eventWords are the organisation's words that end an event's name after a year
// ("the Paris 2024 Olympic Games", "the Edinburgh 2025 Festival") or open it before a
// place and a year ("the Olympic Games Paris 2024", "The Championships Wimbledon
// 2024"); sorted
// (TestWordTablesSorted).
var eventWords = [...]string{"day", "games", "biennale", "festival", "marathon", "olympics", "paralympics", "championships"}

// modifierNouns are the lower-case nouns after which a place's name is part of what
// they name, not a mention of the place: breeds and species ("a Boston terrier", "a
// Bengal tiger", "a Nile crocodile", "a Newfoundland dog"), diseases named after
// where they were found ("Lassa fever", "Zika virus", "Lyme disease"), dishes and
// products ("Peking duck", "Brussels sprouts", "a Panama hat") and an earthquake named
// after the places it struck ("the Turkey-Syria earthquake"), and a treaty named
// after the city it was signed in ("the Pretoria agreement", "the Minsk accords"), and
// an operation named after its target ("the Kursk incursion"), and an event, an
// exercise or a leak named after a people, a pipeline or anything else ("a Garifuna
// festival", "the Cold Response exercise", "the Nord Stream 2 leak"), and a bombing or
// a massacre named after where it happened ("the Omagh bomb", "the Srebrenica
// massacre"), which the caption names as the event, not as the place of the picture;
// sorted (TestWordTablesSorted).
// serialNouns are the lower-case nouns after which a name and a number name a
// craft, a mission or a model, not a place ("the Apollo 11 mission", "the Luna 25
// probe"); sorted by length, then bytes (TestWordTablesSorted).
var serialNouns = [...]string{
	"crew", "probe", "rover", "lander", "launch", "module", "rocket", "capsule", "mission",
	"satellite", "spacecraft",
}

var modifierNouns = [...]string{
	"dog", "ham", "hat", "bomb", "dogs", "duck", "fire", "hats", "leak", "blaze", "bombs", "fever",
	"fires", "flood", "husky", "quake", "tiger", "virus", "accord", "cheese", "family", "floods",
	"rocket", "salmon", "tigers", "treaty", "accords", "bombing", "bulldog", "disease", "huskies",
	"mastiff", "rockets", "spaniel", "sprouts", "terrier", "bombings", "bulldogs", "bushfire",
	"exercise", "families", "festival", "massacre", "protocol", "spaniels", "terriers", "wildfire",
	"agreement", "bushfires", "crocodile", "exercises", "festivals", "incursion", "massacres",
	"offensive", "retriever", "wildfires", "agreements", "crocodiles", "earthquake", "retrievers",
	"counteroffensive",
}

// isAbbrev reports words that end with a dot without ending a sentence.
func isAbbrev(w string) bool {
	return len(w) == 1 || len(w) <= 4 && wordtab.Has(abbrevWords[:], w) // (none is longer)
}

// divisionSuffix reports the lower-case suffixes that Korean and Japanese names of
// districts, wards and villages end with after a hyphen ("Gangnam-gu",
// "Itaewon-dong", "Shirakawa-go", "Minato-ku"); any other lower-case word after a
// hyphen ends a name ("Aleppo-based").
func divisionSuffix(w string) bool {
	switch w {
	case "gu", "ku", "dong", "ri", "myeon", "eup", "gun", "si", "shi", "machi", "cho", "mura", "go":
		return true
	}
	return false
}

// templeSuffix reports the lower-case suffixes of Japanese temple and shrine names
// after a hyphen ("Kinkaku-ji", "Kiyomizu-dera", "Yasaka-jinja", "Meiji-jingu").
func templeSuffix(w string) bool {
	switch w {
	case "ji", "dera", "jinja", "jingu", "taisha":
		return true
	}
	return false
}
