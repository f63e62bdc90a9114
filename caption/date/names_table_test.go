package date

import (
	"bytes"
	goflag "flag"
	"go/format"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/captions-analyzer/captions/caption/internal/wordtab"
)

var updateNameTable = goflag.Bool("update-name-table", false, "rewrite names_table.go from nameList and cueWords")

// nameList is the source of nameTable (names_table.go): the names of months (1 to 12
// in order), of weekdays (Sunday to Saturday) and the qualifiers, a kind and a
// language a line, "-" where a language has no such word. The German names that are
// not English ones read like English names (see foreign in month.go); the names
// and abbreviations of French, Spanish, Italian and Portuguese are foreign, and so
// are the abbreviations of German. A word of two lines keeps its first.
var nameList = [...]struct {
	kind    nameKind
	foreign bool
	words   string
}{
	{monthFull, false, "january february march april may june july august september october november december"},
	{monthAbbrev, false, "jan feb mar apr - jun jul aug sep oct nov dec"},
	{monthAbbrev, false, "- febr - - - - - - sept"},
	{weekdayFull, false, "sunday monday tuesday wednesday thursday friday saturday"},
	{weekdayAbbrev, false, "sun mon tue wed thu fri sat"},
	{weekdayAbbrev, false, "- - tues - thur"},
	{weekdayAbbrev, false, "- - - - thurs"},
	{qualifierName, false, "mid early late spring summer autumn fall winter monsoon"},
	// German
	{monthFull, false, "januar februar märz - mai juni juli - - oktober - dezember"},
	{monthFull, false, "jänner"},
	{monthAbbrev, true, "- - mär - - - - - - okt - dez"},
	{monthAbbrev, true, "- - mrz"},
	// French
	{monthFull, true, "janvier février mars avril mai juin juillet août septembre octobre novembre décembre"},
	{monthFull, true, "- fevrier - - - - - aout - - - decembre"},
	{monthAbbrev, true, "janv févr - avr - - juil - - - - déc"},
	{monthAbbrev, true, "- fevr"},
	// Spanish
	{monthFull, true, "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre"},
	{monthFull, true, "- - - - - - - - setiembre"},
	{monthAbbrev, true, "ene feb mar abr may jun jul ago sep oct nov dic"},
	// Italian
	{monthFull, true, "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre"},
	{monthAbbrev, true, "gen feb mar apr mag giu lug ago set ott nov dic"},
	// Portuguese
	{monthFull, true, "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro"},
	{monthAbbrev, true, "jan fev mar abr mai jun jul ago set out nov dez"},
	// Dutch and Indonesian
	{monthFull, true, "januari februari maart - mei juni juli augustus - - - -"},
	{monthFull, true, "- - maret - - - - agustus - - - desember"},
	// Ukrainian and Russian (the genitive, after a day), Croatian and Bosnian/Serbian
	{monthFull, true, "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня"},
	{monthFull, true, "января февраля марта апреля мая июня июля августа сентября октября ноября декабря"},
	{monthFull, true, "siječnja veljače ožujka travnja svibnja lipnja srpnja kolovoza rujna listopada studenoga prosinca"},
	{monthFull, true, "januara februara marta aprila maja juna jula augusta septembra oktobra novembra decembra"},
	// Polish, in the genitive after a day ("listopada" is Croatian's October above)
	{monthFull, true, "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października - grudnia"},
	// Greek, in the genitive after a day, in lower case and capitalised as Greek
	// writes a month (ASCII folding does not reach its capitals)
	{monthFull, true, "ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου ιουνίου ιουλίου αυγούστου σεπτεμβρίου οκτωβρίου νοεμβρίου δεκεμβρίου"},
	{monthFull, true, "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου Νοεμβρίου Δεκεμβρίου"},
	// Romanian and Bulgarian
	{monthFull, true, "ianuarie februarie martie aprilie - iunie iulie - septembrie octombrie noiembrie decembrie"},
	{monthFull, true, "януари февруари март април май юни юли август септември октомври ноември декември"},
	// Hungarian, Filipino and Urdu
	{monthFull, true, "január február március április május június július augusztus szeptember október - -"},
	{monthFull, true, "- pebrero marso - - hunyo hulyo - setyembre oktubre nobyembre disyembre"},
	{monthFull, true, "جنوری فروری مارچ اپریل مئی جون جولائی اگست ستمبر اکتوبر نومبر دسمبر"},
	// Welsh ("Mai" is German's May above)
	{monthFull, true, "ionawr chwefror mawrth ebrill - mehefin gorffennaf awst medi hydref tachwedd rhagfyr"},
	// Arabic (Egypt's and the Gulf's names, with their spellings without the hamza, and
	// the Levant's and Iraq's of one word), Persian, Bengali and Hindi
	{monthFull, true, "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر"},
	{monthFull, true, "- - - إبريل - - - اغسطس - اكتوبر"},
	{monthFull, true, "- - - ابريل"},
	{monthFull, true, "- شباط آذار نيسان أيار حزيران تموز - أيلول"},
	{monthFull, true, "ژانویه فوریه - آوریل - ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر"},
	{monthFull, true, "জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর"},
	{monthFull, true, "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर"},
	{monthFull, true, "- फरवरी - - - - - - सितम्बर अक्तूबर नवम्बर दिसम्बर"},
	// Turkish ("Şubat" opens with a capital that ASCII folding does not reach: left out)
	{monthFull, true, "ocak - mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık"},
}

// cueWords are the words of cueOf with their roles, the source of cueTable.
var cueWords = [...]wordtab.Entry[cue]{
	{Word: "a", Val: cueArticle}, {Word: "c", Val: cueTaken}, {Word: "an", Val: cueArticle},
	{Word: "at", Val: cueIn}, {Word: "ca", Val: cueTaken}, {Word: "el", Val: cueOn}, {Word: "en", Val: cueIn},
	{Word: "in", Val: cueIn}, {Word: "of", Val: cueFrom}, {Word: "on", Val: cueOn},
	{Word: "ago", Val: cueSince}, {Word: "hit", Val: cueEvent}, {Word: "the", Val: cueArticle},
	{Word: "was", Val: cueEvent}, {Word: "who", Val: cueWho}, {Word: "won", Val: cueEvent},
	{Word: "born", Val: cueSince}, {Word: "came", Val: cueEvent}, {Word: "date", Val: cueTaken},
	{Word: "died", Val: cueStrong}, {Word: "dopo", Val: cueAfter}, {Word: "fell", Val: cueStrong}, {Word: "file", Val: cueArticle},
	{Word: "fled", Val: cueEvent}, {Word: "from", Val: cueFrom}, {Word: "held", Val: cueEvent},
	{Word: "left", Val: cueEvent}, {Word: "lost", Val: cueEvent}, {Word: "made", Val: cueMade},
	{Word: "raid", Val: cueAttack}, {Word: "said", Val: cueSaid}, {Word: "sank", Val: cueStrong},
	{Word: "says", Val: cueSaid}, {Word: "shot", Val: cueTaken}, {Word: "that", Val: cueArticle},
	{Word: "this", Val: cueThis}, {Word: "till", Val: cueSince}, {Word: "told", Val: cueSaid},
	{Word: "took", Val: cueEvent}, {Word: "tras", Val: cueAfter}, {Word: "vers", Val: cueTaken}, {Word: "went", Val: cueEvent},
	{Word: "were", Val: cueEvent}, {Word: "when", Val: cueAfter}, {Word: "added", Val: cueSaid},
	{Word: "after", Val: cueAfter}, {Word: "ahead", Val: cueAfter}, {Word: "aired", Val: cueRelease}, {Word: "após", Val: cueAfter},
	{Word: "began", Val: cueStrong}, {Word: "begun", Val: cueStrong}, {Word: "blast", Val: cueAttack},
	{Word: "broke", Val: cueStrong}, {Word: "circa", Val: cueTaken}, {Word: "dated", Val: cueTaken},
	{Word: "frame", Val: cuePhoto}, {Word: "image", Val: cuePhoto}, {Word: "photo", Val: cuePhoto},
	{Word: "raids", Val: cueAttack}, {Word: "shown", Val: cueTaken}, {Word: "since", Val: cueSince},
	{Word: "still", Val: cuePhoto}, {Word: "taken", Val: cueTaken}, {Word: "these", Val: cueThis},
	{Word: "until", Val: cueSince}, {Word: "video", Val: cuePhoto}, {Word: "where", Val: cueWho},
	{Word: "which", Val: cueWho}, {Word: "whose", Val: cueWho}, {Word: "après", Val: cueAfter}, {Word: "ataque", Val: cueAttack},
	{Word: "attack", Val: cueAttack}, {Word: "before", Val: cueAfter}, {Word: "depois", Val: cueAfter}, {Word: "during", Val: cueIn},
	{Word: "filmed", Val: cueTaken}, {Word: "images", Val: cuePhoto}, {Word: "issued", Val: cueRelease},
	{Word: "killed", Val: cueStrong}, {Word: "photos", Val: cuePhoto}, {Word: "posted", Val: cueRelease},
	{Word: "shared", Val: cueRelease}, {Word: "stated", Val: cueSaid}, {Word: "strike", Val: cueAttack},
	{Word: "struck", Val: cueEvent}, {Word: "assault", Val: cueAttack}, {Word: "attacks", Val: cueAttack},
	{Word: "bombing", Val: cueAttack}, {Word: "claimed", Val: cueSaid}, {Word: "erupted", Val: cueStrong},
	{Word: "footage", Val: cuePhoto}, {Word: "founded", Val: cueSince}, {Word: "handout", Val: cueRelease},
	{Word: "masacre", Val: cueAttack}, {Word: "picture", Val: cuePhoto}, {Word: "started", Val: cueStrong},
	{Word: "strikes", Val: cueAttack}, {Word: "visited", Val: cueStrong}, {Word: "atentado", Val: cueAttack},
	{Word: "bombings", Val: cueAttack}, {Word: "declared", Val: cueSaid}, {Word: "happened", Val: cueStrong},
	{Word: "invasion", Val: cueAttack}, {Word: "launched", Val: cueStrong}, {Word: "massacre", Val: cueAttack},
	{Word: "murdered", Val: cueStrong}, {Word: "obtained", Val: cueRelease}, {Word: "occurred", Val: cueStrong},
	{Word: "pictured", Val: cueTaken}, {Word: "pictures", Val: cuePhoto}, {Word: "provided", Val: cueRelease},
	{Word: "recorded", Val: cueTaken}, {Word: "released", Val: cueRelease}, {Word: "reported", Val: cueSaid},
	{Word: "shelling", Val: cueAttack}, {Word: "snapshot", Val: cuePhoto}, {Word: "uploaded", Val: cueRelease},
	{Word: "according", Val: cueSaid}, {Word: "airstrike", Val: cueAttack}, {Word: "announced", Val: cueSaid},
	{Word: "asesinada", Val: cueStrong}, {Word: "asesinado", Val: cueStrong},
	{Word: "broadcast", Val: cueRelease}, {Word: "collapsed", Val: cueStrong},
	{Word: "confirmed", Val: cueSaid}, {Word: "explosion", Val: cueAttack}, {Word: "following", Val: cueAfter},
	{Word: "incursion", Val: cueAttack}, {Word: "offensive", Val: cueAttack},
	{Word: "omstreeks", Val: cueTaken}, {Word: "premiered", Val: cueStrong},
	{Word: "premieres", Val: cueStrong}, {Word: "protestas", Val: cueAttack},
	{Word: "published", Val: cueRelease}, {Word: "airstrikes", Val: cueAttack},
	{Word: "asesinadas", Val: cueStrong}, {Word: "asesinados", Val: cueStrong},
	{Word: "earthquake", Val: cueAttack}, {Word: "photograph", Val: cuePhoto},
	{Word: "screengrab", Val: cuePhoto}, {Word: "screenshot", Val: cuePhoto},
	{Word: "anniversary", Val: cueAttack}, {Word: "assassinada", Val: cueStrong},
	{Word: "assassinado", Val: cueStrong}, {Word: "distributed", Val: cueRelease},
	{Word: "established", Val: cueSince}, {Word: "assassinadas", Val: cueStrong},
	{Word: "assassinados", Val: cueStrong}, {Word: "assassinated", Val: cueStrong},
	{Word: "photographed", Val: cueTaken},
}

// nameEntries are the words of nameList with their values, each word once.
func nameEntries() []wordtab.Entry[byte] {
	var out []wordtab.Entry[byte]
	seen := map[string]bool{}
	for _, l := range nameList {
		for i, w := range strings.Fields(l.words) {
			if w == "-" || seen[w] {
				continue
			}
			seen[w] = true
			v := byte(l.kind) << 4
			switch l.kind {
			case monthFull, monthAbbrev:
				v |= byte(i + 1)
			case weekdayFull, weekdayAbbrev:
				v |= byte(i)
			}
			if l.foreign {
				v |= foreign
			}
			out = append(out, wordtab.Entry[byte]{Word: w, Val: v})
		}
	}
	return out
}

// TestNameTable checks that names_table.go is what wordtab.Pack makes of nameList and
// cueWords;
// with -update-name-table (go generate) it rewrites the file instead.
func TestNameTable(t *testing.T) {
	var ascii, wide []wordtab.Entry[byte]
	for _, e := range nameEntries() {
		if e.Word[0] < utf8.RuneSelf {
			ascii = append(ascii, e)
		} else {
			wide = append(wide, e)
		}
	}
	packed, err := wordtab.Pack(ascii)
	if err != nil {
		t.Fatal(err)
	}
	widePacked, err := wordtab.Pack(wide)
	if err != nil {
		t.Fatal(err)
	}
	cues := make([]wordtab.Entry[byte], len(cueWords))
	for i, e := range cueWords {
		cues[i] = wordtab.Entry[byte]{Word: e.Word, Val: byte(e.Val)}
	}
	cuePacked, err := wordtab.Pack(cues)
	if err != nil {
		t.Fatal(err)
	}
	src := "// Code generated by TestNameTable from nameList and cueWords (go generate); DO NOT EDIT.\n\n" +
		"package date\n\nimport \"github.com/captions-analyzer/captions/caption/internal/wordtab\"\n\n" +
		"// nameTable holds the words of nameList (names_table_test.go) that open with an\n// ASCII letter, with their values.\n" +
		"var nameTable = " + packed.GoString() + "\n\n" +
		"// wideNameTable holds those of its words that open with a byte from 0x80.\n" +
		"var wideNameTable = " + widePacked.GoString() + "\n\n" +
		"// cueTable holds the words of cueWords (names_table_test.go) with their roles.\n" +
		"var cueTable = " + cuePacked.GoString() + "\n"
	out, err := format.Source([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if *updateNameTable {
		if err := os.WriteFile("names_table.go", out, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile("names_table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, out) {
		t.Errorf("names_table.go is stale: run go generate ./caption/date")
	}
	for _, e := range nameEntries() {
		if v := nameEntry(e.Word); byte(v) != e.Val {
			t.Errorf("nameEntry(%q) = %#x, want %#x", e.Word, v, e.Val)
		}
	}
	for _, e := range cueWords {
		if c := cueOf(e.Word); c != e.Val {
			t.Errorf("cueOf(%q) = %d, want %d", e.Word, c, e.Val)
		}
	}
}
