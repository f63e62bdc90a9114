package date

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// readEveryWord is what scan must find: a date read at every word, left to right,
// going on after each date found.
func (f *finder) readEveryWord(skipStart, skipEnd int) {
	for i := 0; i < len(f.s); {
		switch {
		case i >= skipStart && i < skipEnd:
			i = skipEnd
		case !alnumAt(f.s, i):
			i += charLen(f.s, i)
		default:
			i, _ = f.read(i, skipStart, skipEnd)
		}
	}
}

// expectScan checks that scan finds in text, skipping [skipStart, skipEnd), the dates
// and the problems that reading at every word finds.
func expectScan(t *testing.T, text string, skipStart, skipEnd int) {
	t.Helper()
	skipStart = max(0, min(skipStart, len(text))) // as Parse does
	skipEnd = max(skipStart, min(skipEnd, len(text)))
	fast, every := finder{s: text}, finder{s: text}
	fast.scan(nextDigit(text, 0), skipStart, skipEnd)
	every.readEveryWord(skipStart, skipEnd)
	fast.named = seenWord{} // what the scan remembers of a name is no finding
	if fast != every {
		t.Errorf("scan(%q, %d, %d)\n  got  %+v %+v\n  want %+v %+v", text, skipStart, skipEnd,
			fast.cands[:fast.n], fast.problems[:fast.nProblems], every.cands[:every.n], every.problems[:every.nProblems])
	}
}

func TestScan(t *testing.T) {
	// The words of a date before its first number, up to four.
	expectScan(t, "Boys play in the summer of March of 2016 in Idlib.", 0, 0)
	expectScan(t, "Boys play on Wednesday, November of 2016 in Idlib.", 0, 0)
	expectScan(t, "Boys play on Wed.,\u00a0Nov.\u2009of\u00a02016 in Idlib.", 0, 0)
	expectScan(t, "Boys play in early-Dec. 2016 and late of May of 2017.", 0, 0)
	expectScan(t, "Boys play on Thurs. Marc 3, 2017 and Febuary of 2016.", 0, 0)
	expectScan(t, "Boys play in Idlib, Sunday\u00a06 November 2016.", 0, 0)
	// Numbers inside words, times, paths and numbers that start no date.
	expectScan(t, "epa05619785 Boys play in Aleppo, 06 November 2016. EPA/JANE ROE", 0, 0)
	expectScan(t, "Frame grabbed 2016-11-06T10:30:00Z in Aleppo, Nov6 2016, abc2016", 0, 0)
	expectScan(t, "See www.example.com/2016/12/22/aleppo, 1,200 people, 10:30, 1.2.3", 0, 0)
	// Words that are not plain ASCII, and bytes that do not decode.
	expectScan(t, "Un garçon à Alep, 6 novembre 2016, Genève, décembre 2016", 0, 0)
	expectScan(t, "M\xffrch 3, 2016 and \xe2\x80 Nov. 6, 2016 and ٣ March ٢٠١٦ 2016", 0, 0)
	// A credit that splits the words of a date, or a character.
	expectScan(t, "monday.\u20092 Jul ", 6, 8)
	expectScan(t, "FRIDAY\u202f2 june February region\tsince ", 6, 7)
	expectScan(t, "Boys play on Sunday November 6, 2016.", 16, 25)
	expectScan(t, "Boys play on Sunday November 6, 2016.", 20, 22)
	expectScan(t, "Boys play (Jane Roe/Reuters) November 6, 2016.", 10, 28)
}

// TestScanMixed checks scan on texts mixed from the words and separators of dates.
func TestScanMixed(t *testing.T) {
	tokens := strings.Fields(`January March May march Jan. Feb Sept. Dec.14 Nov6 Marc Febuary Ocotber
		Sunday Wednesday Wed. Sun, Thurs mid- early spring summer of of to and in on the this photo
		taken said since after a who Aleppo Genève décembre 1 6 6th 13 29 31 2016 2016 1999 2100
		2016-11-06 13.12.2016 6/11/2016 12/13/2016 5-6 10:30 1,200 epa0561 abc2016 T10 ٣ \xff`)
	seps := []string{" ", " ", " ", "", ", ", ".", "-", " - ", "\u2013", "\u00a0", "\u2009", "\t", "\n", "/", "(", ")", "\xe2\x80"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(tokens[r.IntN(len(tokens))])
			b.WriteString(seps[r.IntN(len(seps))])
		}
		text := b.String()
		expectScan(t, text, 0, 0)
		start := r.IntN(len(text) + 1)
		expectScan(t, text, start, start+r.IntN(12))
		if t.Failed() {
			return
		}
	}
}

// TestNextDigit checks the digit search, eight and sixteen bytes at a time, against a plain loop
// at every start, around every byte value.
func TestNextDigit(t *testing.T) {
	plain := func(s string, i int) int {
		for ; i < len(s); i++ {
			if '0' <= s[i] && s[i] <= '9' {
				return i
			}
		}
		return -1
	}
	var texts []string
	for c := 0; c < 256; c++ {
		for at := 0; at < 10; at++ {
			b := []byte("/:abcdefgh\xff\x80 ")
			b[at] = byte(c)
			texts = append(texts, string(b), string(b)+"7", "é9"+string(b), string(b)+string(b)+"7")
		}
	}
	for at := 0; at < 40; at++ { // a digit at every place of the steps of sixteen and eight bytes
		b := []byte("abcdefghijklmnopqrstuvwxyzabcdefghijklmn")
		b[at] = '5'
		texts = append(texts, string(b))
	}
	texts = append(texts, "", "1", "no digit here at all", "0000000000000000")
	for _, s := range texts {
		for i := 0; i <= len(s); i++ {
			if got, want := nextDigit(s, i), plain(s, i); got != want {
				t.Errorf("nextDigit(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
}
