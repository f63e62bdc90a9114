package credit

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// expectDeadRun checks where lastDeadRun finds the last run of words that no credit
// can hold in the whole of text (-1: none).
func expectDeadRun(t *testing.T, text string, want int) {
	t.Helper()
	p := parser{s: text}
	if got := p.lastDeadRun(0, len(text)); got != want {
		t.Errorf("lastDeadRun(%q) = %d, want %d", text, got, want)
	}
}

func TestDeadRun(t *testing.T) {
	expectDeadRun(t, "A girl waits at a checkpoint. REUTERS/Name", 7)      // the last run: "waits at a checkpoint."
	expectDeadRun(t, "Nurses take cover during clashes. AP Photo/Name", 7) // "take cover during clashes."
	expectDeadRun(t, "Men Carry Water Pipes. AP", -1)                      // no lower-case plain word
	expectDeadRun(t, "x men walk by the river. AP", -1)                    // "by" stops a link
	expectDeadRun(t, "x men walk near region AP", -1)                      // a kind of place may stay in an organisation
	expectDeadRun(t, "x men photo carry all the water. AP", 12)            // a lead word is not inner: the run starts after it
	expectDeadRun(t, "x Men Walk Near rubble, AP", 2)                      // a plain word ends at a delimiter
	expectDeadRun(t, "x men walk near\trubble AP", -1)                     // only plain spaces between the words
	expectDeadRun(t, "xmen walk near rubble AP", -1)                       // the first word must follow a space
	expectDeadRun(t, "x men walk near photo. AP", -1)                      // "photo." is a lead word
}

// findAtEndUnpruned is findAtEnd without lastDeadRun: every start is tried.
func (p *parser) findAtEndUnpruned(end int) int {
	lo := max(0, end-maxCredit)
	for i := lo; i < end; i++ {
		if i > 0 && !mayStart(p.s[i-1], p.s[i]) {
			continue
		}
		if k := p.candidate(i, end); k != noStart && p.parseWindow(i, end) && (k == anyStart || p.n > 1 || p.lead) {
			return i
		}
	}
	return -1
}

// deadRunWords mixes the words of credits (leads, separators, agencies, ranks,
// connectors) with lower-case words of caption text, so that runs and credits meet.
var deadRunWords = strings.Fields(`Photo photo. Photos by By should Should read of Of Courtesy
	courtesy Credit Credit...Name photo...x Copyright © (c) the The de des al la U.S. Army Ministry
	News Agency AP Photo AFP REUTERS Reuters Getty Images via Via for For and AND & on / | - — , ;
	: ( ) [ ] . Nurses take cover during clashes clashes. girl waits at a in region region. state
	Handout Staff Pool file video grab Social Media Militant Jane Doe Sgt. al-Doe O'Doe 1st 2014
	19, Aug. Ltd. a. a.m. of. the. rubble, rubble) (AP men walk near water Łukasz «x "Quote 5th
	/x Ambulances-and-rescue-teams-arrived`)

// TestDeadRunExact checks that skipping the starts before a run never changes what
// findAtEnd finds, on word salads of credit words and caption words.
func TestDeadRunExact(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	seps := []string{" ", " ", "  ", "", ". ", ", ", "/", "\u00a0", "\t"}
	skipped := 0
	for n := 0; n < 40000; n++ {
		var b strings.Builder
		for range 2 + r.IntN(20) {
			b.WriteString(deadRunWords[r.IntN(len(deadRunWords))])
			if r.IntN(5) == 0 {
				b.WriteString(seps[r.IntN(len(seps))])
			} else {
				b.WriteByte(' ')
			}
		}
		s := b.String()
		if r.IntN(4) == 0 {
			s = seps[r.IntN(len(seps))] + s // a caption may open with white space
		}
		for _, end := range []int{len(s), trimEnd(s)} {
			p, q := parser{s: s}, parser{s: s}
			if got, want := p.findAtEnd(end), q.findAtEndUnpruned(end); got != want {
				t.Fatalf("findAtEnd(%q, %d) = %d, without skipping %d", s, end, got, want)
			}
			if q.lastDeadRun(max(0, end-maxCredit), end) >= 0 {
				skipped++
			}
		}
	}
	if skipped < 1000 {
		t.Errorf("only %d windows had a run: the test does not exercise lastDeadRun", skipped)
	}
}

// TestDeadRunLongWords checks the reading eight letters at a time on words longer
// than eight letters, with capitals at every place of the first word of the run.
func TestDeadRunLongWords(t *testing.T) {
	expectDeadRun(t, "x Ambulances transported wounded civilians. AP", 2)
	for k := range len("ambulances") {
		w := []byte("ambulances")
		w[k] -= 'a' - 'A'
		expectDeadRun(t, "x men walk near "+string(w)+" AP", -1) // a plain word has no capital
		expectDeadRun(t, "x "+string(w)+" walk near wounded AP", 2)
	}
	expectDeadRun(t, "x men walk near ambulances AP", 2)
}
