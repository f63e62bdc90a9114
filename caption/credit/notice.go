package credit

import (
	"math/bits"
	"strings"
)

// notices are the upper-case editors' notes that wire captions append after the
// credit. A notice that holds another comes before it ("FOR EDITORIAL USE" before
// "EDITORIAL USE ONLY"), see noticeCut. There may be 16 at most (noticePair's bits).
var notices = [...]string{"ATTENTION", "BEST QUALITY AVAILABLE", "RESTRICTED TO EDITORIAL USE", "FOR EDITORIAL USE", "EDITORIAL USE ONLY",
	"SEARCH \"", "NO RESALES", "NO ARCHIVES", "MANDATORY CREDIT", "THIS IMAGE HAS BEEN SUPPLIED", "TPX IMAGES OF THE DAY",
	"NO SALES", "NO MARKETING", "Hide Caption", "RESTRICTIONS:", "NOTE TO EDITORS"}

// noticeStride is how far apart noticeCut reads the text, two bytes at a time. Every
// notice is longer, so one of any noticeStride bytes in a row of it is read, with the
// byte after it.
const noticeStride = 4

var (
	// noticeFrom is, for each notice, where the noticeStride bytes in a row begin
	// that noticeCut looks for (noticeOffset).
	noticeFrom [len(notices)]uint8
	// noticePair has, in its first table, bit noticeStride*n+d set for the byte at
	// noticeFrom[n]+d of notices[n], d < noticeStride, and in its second the same bit
	// for the byte after it.
	noticePair [2][256]uint64
)

func buildNoticeBytes() {
	for n, t := range notices {
		o := noticeOffset(t)
		noticeFrom[n] = uint8(o)
		for d := range noticeStride {
			noticePair[0][t[o+d]] |= 1 << (noticeStride*n + d)
			noticePair[1][t[o+d+1]] |= 1 << (noticeStride*n + d)
		}
	}
}

// noticeOffset picks the noticeStride+1 bytes in a row of the notice t that noticeCut
// looks for: the first with the fewest that are frequent in caption text (lower-case
// letters and spaces), so that the bytes read seldom send it to compare.
func noticeOffset(t string) int {
	best, fewest := 0, noticeStride+2
	for o := 0; o+noticeStride < len(t); o++ {
		n := 0
		for d := range noticeStride + 1 {
			if c := t[o+d]; c == ' ' || c >= 'a' && c <= 'z' {
				n++
			}
		}
		if n < fewest {
			best, fewest = o, n
		}
	}
	return best
}

// noticeCut returns where the first editors' notice near the end of the caption
// begins, without the white space and punctuation before it, or end when there is none.
//
// The notices are taken in the order of the list, each where it first occurs: a
// notice counts only when it ends before the cut of those before it, so that
// "RESTRICTED TO EDITORIAL USE" is cut whole, before "EDITORIAL USE ONLY" inside it.
// One pass finds the first occurrence of every notice. It reads two bytes in
// noticeStride: a notice that begins at k holds the first of two bytes read among its
// bytes noticeFrom[n] to noticeFrom[n]+noticeStride-1, and noticePair tells, for the
// two bytes, which notices may hold them where, and so where they would begin; only
// those are compared.
func noticeCut(s string, end int) int {
	lo := max(0, end-2*maxCredit)
	var first [len(notices)]int
	found := uint16(0) // bit n set when first[n] holds where notices[n] first occurs
	t := s[lo:end]
	q := 1
	// most bytes belong to no notice: first skip, two strides at a time, those that no
	// notice may hold, with one bounds test for the four bytes read
	for ; q+noticeStride < len(t); q += 2 * noticeStride {
		u := t[q-1 : q+noticeStride+1]
		if noticePair[0][u[0]]&noticePair[1][u[1]]|noticePair[0][u[noticeStride]]&noticePair[1][u[noticeStride+1]] != 0 {
			break
		}
	}
	for ; q < len(t); q += noticeStride { // the bytes t[q-1] and t[q]
		for m := noticePair[0][t[q-1]] & noticePair[1][t[q]]; m != 0; m &= m - 1 {
			b := bits.TrailingZeros64(m)
			n := b / noticeStride
			k := q - 1 - int(noticeFrom[n]) - b%noticeStride
			if k >= 0 && t[k] == notices[n][0] && (found&(1<<n) == 0 || lo+k < first[n]) && strings.HasPrefix(t[k:], notices[n]) {
				first[n] = lo + k
				found |= 1 << n
			}
		}
	}
	if found == 0 {
		return end
	}
	cut := end
	for n, t := range notices {
		if found&(1<<n) != 0 && first[n]+len(t) <= cut {
			cut = first[n]
		}
	}
	for cut > 0 && cut < end && (spaceAt(s, cut-1) > 0 || s[cut-1] == '.' || s[cut-1] == '-' || s[cut-1] == '/') {
		cut--
	}
	return cut
}

// NoticeTail returns where the text after a credit that ends at end stops saying
// anything about the picture: len(text) when all of it is editors' notices in
// capitals ("REUTERS/Jane Doe ... MANDATORY CREDIT. INDONESIA OUT. NO COMMERCIAL
// OR EDITORIAL SALES IN INDONESIA."), whose countries name no place of the
// picture; end otherwise.
func NoticeTail(text string, end int) int {
	if end <= 0 || end >= len(text) {
		return end
	}
	i := end
	for {
		for i < len(text) && (spaceAt(text, i) > 0 || text[i] == '.' || text[i] == '-' || text[i] == '/' || text[i] == ')') {
			i += max(1, spaceAt(text, i))
		}
		// a territory's restriction: "(Photo by Name / AFP) / - South Korea OUT / REPUBLIC OF KOREA OUT NO ARCHIVES"
		k := strings.Index(text[i:min(len(text), i+44)], " OUT")
		if k < 0 || i+k+4 < len(text) && text[i+k+4] != ' ' && text[i+k+4] != '/' && text[i+k+4] != '.' || !territoryWords(text[i:i+k]) {
			break
		}
		i += k + 4
	}
	if i == len(text) {
		return i
	}
	isNotice := false
	for _, n := range notices {
		if strings.HasPrefix(text[i:], n) && n != "Hide Caption" {
			isNotice = true
			break
		}
	}
	if !isNotice {
		return end
	}
	for j := i; j < len(text); j++ {
		if 'a' <= text[j] && text[j] <= 'z' {
			return end
		}
	}
	return len(text)
}
