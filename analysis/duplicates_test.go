package analysis

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// The duplicate rule reads keys without building them: what it reads must be what
// dupKey builds.

// keyTexts are invented captions and pieces of them that differ in what the key
// keeps or drops: case, punctuation, spaces, digits, non-ASCII letters, markers.
var keyTexts = []string{
	"", " ", "...", "…", "a", "A", "a.", "A boy in Aleppo.", "a BOY, in aleppo", "A girl in Aleppo.",
	"Café in Homs", "Cafe in Homs", "CAFÉ IN HOMS", "Jürgen Müller, 1970", "jurgen muller 1970",
	"A boy in Aleppo...more", "A boy in Aleppo… more", "1 / 55", "12 3", "123",
	longA, longB, longA[:60], strings.ToUpper(longA), strings.ReplaceAll(longA, " ", "  -  "),
}

// randomKeyText makes a text from the bytes that the key treats differently.
func randomKeyText(rng *rand.Rand) string {
	const alphabet = "aAzZ09 .,-/…é\xff\x80"
	b := make([]byte, rng.IntN(120))
	for i := range b {
		b[i] = alphabet[rng.IntN(len(alphabet))]
	}
	return string(b)
}

func keyTextCases() []string {
	rng := rand.New(rand.NewPCG(3, 4))
	cases := append([]string{}, keyTexts...)
	for range 2000 {
		cases = append(cases, randomKeyText(rng))
	}
	return cases
}

func TestKeyHashIsHashOfDupKey(t *testing.T) {
	for _, s := range keyTextCases() {
		k := dupKey(s, false)
		got := keyHash(s)
		if h := hashKey(k); string(appendHex(nil, got.hash)) != h {
			t.Errorf("keyHash(%q) = %x, want the hash of %q: %s", s, got.hash, k, h)
		}
		if got.size != len(k) {
			t.Errorf("keyHash(%q).size = %d, want %d", s, got.size, len(k))
		}
		head := k[:min(len(k), minTruncatedKey)]
		if want := keyHash(head).hash; got.head != want {
			t.Errorf("keyHash(%q).head = %x, want the hash of %q: %x", s, got.head, head, want)
		}
		mid := k[:min(len(k), midKey)]
		if want := keyHash(mid).hash; got.mid != want {
			t.Errorf("keyHash(%q).mid = %x, want the hash of %q: %x", s, got.mid, mid, want)
		}
	}
}

func TestSameKeyAndPrefixAgreeWithDupKey(t *testing.T) {
	cases := keyTextCases()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		a, b := cases[rng.IntN(len(cases))], cases[rng.IntN(len(cases))]
		if rng.IntN(4) == 0 { // a text and a piece of one that begins alike
			b = a[:rng.IntN(len(a)+1)] + b[:rng.IntN(len(b)+1)]
		}
		ka, kb := dupKey(a, false), dupKey(b, false)
		if got, want := sameKey(a, b), ka == kb; got != want {
			t.Errorf("sameKey(%q, %q) = %v, want %v (keys %q, %q)", a, b, got, want, ka, kb)
		}
		if got, want := keyHasPrefix(a, b), strings.HasPrefix(ka, kb); got != want {
			t.Errorf("keyHasPrefix(%q, %q) = %v, want %v (keys %q, %q)", a, b, got, want, ka, kb)
		}
	}
}

func TestKeyTextDropsOneMarker(t *testing.T) {
	for text, want := range map[string]string{
		"A boy...more":  "A boy",
		"A boy... more": "A boy",
		"A boy…more":    "A boy",
		"A boy......":   "A boy...",
		"A boy…":        "A boy",
		"A boy.":        "A boy.",
	} {
		if got := keyText(text, true); got != want {
			t.Errorf("keyText(%q, true) = %q, want %q", text, got, want)
		}
		if got := keyText(text, false); got != text {
			t.Errorf("keyText(%q, false) = %q, want the text", text, got)
		}
	}
}

// Records whose keys collide in a small table still find their first copy.
func TestKeyTableProbes(t *testing.T) {
	texts := []string{"alpha", "beta", "Alpha!", "gamma", "BETA", "delta", "alpha", "epsilon", "Gamma."}
	keys := make([]keyInfo, len(texts))
	for i, s := range texts {
		keys[i] = keyHash(s)
	}
	table := newKeyTable(keys, texts, 1) // 16 slots for 9 records: many probes
	want := []int{0, 1, 0, 3, 1, 5, 0, 7, 3}
	for i := range texts {
		if got := table.firstOrAdd(i); got != want[i] {
			t.Errorf("firstOrAdd(%d %q) = %d, want %d", i, texts[i], got, want[i])
		}
	}
}

// referenceDuplicates is the duplicate rule of markDuplicates written plainly, over
// built keys: what markDuplicates must give.
func referenceDuplicates(recs []Record) []int {
	keys := make([]string, len(recs))
	for i := range recs {
		keys[i] = dupKey(recs[i].Text, recs[i].Truncated)
	}
	out := make([]int, len(recs))
	first := map[string]int{}
	for i := range recs {
		out[i] = -1
		if recs[i].Truncated {
			continue
		}
		if j, ok := first[keys[i]]; ok {
			out[i] = j
		} else {
			first[keys[i]] = i
		}
	}
	firstTrunc := map[string]int{}
	for i := range recs {
		if !recs[i].Truncated {
			continue
		}
		if len(keys[i]) >= minTruncatedKey {
			for j := range recs {
				if !recs[j].Truncated && out[j] < 0 && strings.HasPrefix(keys[j], keys[i]) {
					out[i] = j
					break
				}
			}
			if out[i] >= 0 {
				continue
			}
		}
		if j, ok := firstTrunc[keys[i]]; ok {
			out[i] = j
		} else {
			firstTrunc[keys[i]] = i
		}
	}
	return out
}

// Captions made of a few words, so that they begin alike, repeat, and are cut at
// any length, truncated or not.
func TestDuplicatesAgreeWithReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	words := strings.Fields("Residents walk past damaged buildings in the Sukkari neighbourhood of Aleppo, " +
		"Syria, March 7, 2014. REUTERS/Omar Haddad A BOY boy café Café rubble")
	markers := []string{"...more", "... more", "…more", "…", "..."}
	for round := range 200 {
		var texts []string
		for range 2 + rng.IntN(6) {
			var b strings.Builder
			for k := range 20 + rng.IntN(30) {
				if k > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(words[rng.IntN(3+rng.IntN(len(words)-3))])
			}
			texts = append(texts, b.String())
		}
		recs := make([]Record, 3+rng.IntN(40))
		for i := range recs {
			text := texts[rng.IntN(len(texts))]
			switch rng.IntN(4) {
			case 0:
				text = strings.ToUpper(text)
			case 1:
				recs[i].Truncated = true
				text = text[:rng.IntN(len(text)+1)] + markers[rng.IntN(len(markers))]
			case 2: // a copy of an earlier one, truncated or not
				if i > 0 {
					j := rng.IntN(i)
					text, recs[i].Truncated = recs[j].Text, recs[j].Truncated
				}
			}
			recs[i].ID, recs[i].Text = i, text
		}
		want := referenceDuplicates(recs)
		markDuplicates(recs)
		for i := range recs {
			if recs[i].DuplicateOf != want[i] {
				t.Fatalf("round %d: #%d %q (truncated %v): DuplicateOf = %d, want %d",
					round, i, recs[i].Text, recs[i].Truncated, recs[i].DuplicateOf, want[i])
			}
		}
	}
}
