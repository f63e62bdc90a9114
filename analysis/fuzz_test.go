package analysis

import (
	"bytes"
	"fmt"
	"testing"
)

// FuzzAnalyze checks, on any bytes, that the analysis does not panic, that every
// byte of the file is accounted for, that records lie inside the file and point to
// kept records, and that the file analyzed in chunks merges into the whole.
func FuzzAnalyze(f *testing.F) {
	f.Add([]byte("A boy walks past damaged buildings in Aleppo, Syria, March 7, 2014. REUTERS/Omar Haddad\n\nClose\n\n1 / 55\n"), 10)
	f.Add([]byte("short\r\n\r\nA man in Mosul...more\r\n\r\nA man in Mosul, Iraq. (AP Photo/Lina Kanaan)"), 3)
	f.Add([]byte("\xff\xfeA\x00 \x00b\x00"), 1)
	f.Add([]byte("\x00\x01\x02binary"), 2)
	f.Fuzz(func(t *testing.T, data []byte, chunk int) {
		whole := Analyze([]Input{{Name: "f", Data: data}})
		for _, fl := range whole.Files {
			b := fl.Bytes
			if sum := b.Caption + b.Duplicate + b.Noise + b.Blank + b.Error; sum != fl.Size || fl.Size != int64(len(data)) {
				t.Fatalf("%q: bytes %+v sum to %d, size %d of %d", data, b, sum, fl.Size, len(data))
			}
		}
		for i, r := range whole.Records {
			if r.Start < 0 || r.Start > r.End || r.End > int64(len(data)) {
				t.Fatalf("%q: record %d spans %d:%d", data, i, r.Start, r.End)
			}
			if d := r.DuplicateOf; d >= len(whole.Records) || d >= 0 && whole.Records[d].DuplicateOf != -1 {
				t.Fatalf("%q: record %d is a duplicate of %d", data, i, d)
			}
		}
		// Chunks are at least 8 KiB: repeat the data past that.
		big := bytes.Repeat(data, 1+(20<<10)/(len(data)+1))
		whole = Analyze([]Input{{Name: "f", Data: big}})
		chunk = 1 + abs(chunk)%(len(big)+1)
		var parts []*Dataset
		for _, c := range Chunks("f", big, chunk) {
			parts = append(parts, Analyze([]Input{c}))
		}
		expectSameDataset(t, fmt.Sprintf("%q repeated to %d bytes, in chunks of %d", data[:min(len(data), 200)], len(big), chunk), Merge(parts...), whole)
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
