// Command gencorpus writes a deterministic corpus of invented news-photo captions:
//
//	go run ./cmd/gencorpus -size 20MB -seed 1 -o corpus.txt [-truth truth.jsonl]
//
// The same flags always give the same bytes. -truth writes what every caption says,
// one JSON object a line, in the fields of the gold annotations.
//
// The sample captions of testdata/sample (what the page's "Try the sample" button
// loads) were written once with
//
//	gencorpus -size 14KB -seed 101 -countries Syria -o syria.txt
//	gencorpus -size 14KB -seed 102 -countries Iraq -o iraq.txt
//	gencorpus -size 14KB -seed 103 -countries Ukraine -o ukraine.txt
//	gencorpus -size 14KB -seed 104 -countries Yemen,Sudan,Libya -o yemen_sudan_libya.txt
//	gencorpus -size 14KB -seed 105 -countries "Afghanistan,Gaza Strip" -o afghanistan_gaza.txt
//	gencorpus -size 14KB -seed 106 -countries Syria,Iraq -attached 0.7 -o gallery_page.txt
//
// and then edited by hand, so that duplicates cross files: gallery_page.txt ends with
// a copy of the third caption of syria.txt and a shortened ("...more") copy of the
// fifth of iraq.txt; afghanistan_gaza.txt begins with a shortened copy of the seventh
// of ukraine.txt. Tests do not regenerate them: edit them freely, then update the
// golden files (go test ./analysis ./cmd/captions -update).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/captions-analyzer/captions/internal/synth"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gencorpus", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.String("size", "1MB", "corpus size (bytes, or with KB, MB, GB)")
	seed := fs.Uint64("seed", 1, "seed of the generator")
	out := fs.String("o", "-", "output file (- for standard output)")
	truth := fs.String("truth", "", "also write the truth (JSON lines) to this file")
	countries := fs.String("countries", "", "comma-separated countries (default all)")
	attached := fs.Float64("attached", 0, "rate of gallery page lines under captions")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	n, err := parseSize(*size)
	if err != nil || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "gencorpus: bad -size or extra arguments")
		return 2
	}
	c := synth.Config{Seed: *seed, Size: n, Attached: *attached}
	if *countries != "" {
		c.Countries = strings.Split(*countries, ",")
	}
	data, ts := synth.Generate(c)
	if err := writeFile(*out, stdout, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		fmt.Fprintln(stderr, "gencorpus:", err)
		return 1
	}
	if *truth != "" {
		if err := writeFile(*truth, stdout, func(w io.Writer) error { return synth.WriteTruth(w, ts) }); err != nil {
			fmt.Fprintln(stderr, "gencorpus:", err)
			return 1
		}
	}
	return 0
}

func writeFile(name string, stdout io.Writer, write func(io.Writer) error) error {
	if name == "-" {
		return write(stdout)
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := write(w); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// parseSize reads "20MB", "512KB", "1GB" (powers of 1024) or a number of bytes.
func parseSize(s string) (int, error) {
	mult := 1
	u := strings.ToUpper(strings.TrimSpace(s))
	for _, unit := range []struct {
		suffix string
		mult   int
	}{{"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}, {"B", 1}} {
		if strings.HasSuffix(u, unit.suffix) {
			u, mult = strings.TrimSuffix(u, unit.suffix), unit.mult
			break
		}
	}
	n, err := strconv.Atoi(strings.TrimSpace(u))
	if err != nil || n < 0 {
		return 0, fmt.Errorf("bad size %q", s)
	}
	return n * mult, nil
}
