// Command captions analyzes files of news-photo captions: who photographed what,
// where and when.
//
//	captions [-format summary|json|jsonl|csv] [-chunk BYTES] [-remote URL [-parallel N]] FILE|DIR|- ...
//
// summary (the default) is for a person to read; jsonl prints one record a line, in
// input order, duplicates included and marked with duplicate_of; json prints the whole
// dataset (as the web page gets it); csv prints the records as a table. Directories
// are walked (hidden files skipped), "-" is standard input. Big files are read and
// analyzed in chunks of about -chunk bytes (4 MiB) cut at paragraph boundaries, on
// all cores; the result is the same as analyzing them whole.
//
// With -remote URL the chunks are sent, N at a time, to the same analysis deployed as
// an API (see cf/README.md) and the partial datasets merged as a local run would: the
// output is the same. This sends the text to that server.
//
// Exit status: 0 when every file was read as captions, 1 when some could not be (the
// others are still analyzed, the reason is on standard error), 2 for bad usage.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/internal/remote"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `usage: captions [-format summary|json|jsonl|csv] [-chunk BYTES] [-remote URL [-parallel N]] FILE|DIR|- ...`

// writers by format.
var formats = map[string]func(io.Writer, *analysis.Dataset) error{
	"summary": writeSummary,
	"json":    writeJSON,
	"jsonl":   writeJSONL,
	"csv":     writeCSV,
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("captions", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, usage)
		fs.PrintDefaults()
	}
	format := fs.String("format", "summary", "output: summary, json, jsonl or csv")
	chunk := fs.Int("chunk", 4<<20, "analyze files in chunks of about this many bytes")
	remoteURL := fs.String("remote", "", "send the chunks to the analysis API at this URL (the text leaves this machine)")
	parallel := fs.Int("parallel", 4, "with -remote: requests at once")
	memCheck := fs.Bool("memory-check", true, "refuse, before any work, an input too big for this machine's memory")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	write, ok := formats[*format]
	if !ok || fs.NArg() == 0 || *chunk <= 0 {
		if !ok {
			fmt.Fprintf(stderr, "captions: unknown format %q\n", *format)
		}
		fs.Usage()
		return 2
	}
	r := reader{chunk: *chunk, stdin: stdin}
	if *memCheck && *remoteURL == "" {
		r.budget = memBudget()
	}
	var session *remote.Session
	if *remoteURL != "" {
		var err error
		session, err = remote.Start(context.Background(), *remoteURL, remote.Options{Parallel: *parallel, Progress: stderr})
		if err != nil {
			fmt.Fprintln(stderr, "captions:", err)
			return 1
		}
		r.sink = session.Add
	}
	for _, path := range fs.Args() {
		r.add(path)
	}
	var d *analysis.Dataset
	if session != nil {
		var err error
		if d, err = session.Wait(); err != nil {
			fmt.Fprintln(stderr, "captions:", err)
			return 1
		}
	} else {
		d = r.dataset()
	}
	status := 0
	for _, f := range d.Files {
		if f.Error != "" {
			fmt.Fprintf(stderr, "captions: %s: %s\n", f.Name, f.Error)
			status = 1
		}
	}
	w := bufio.NewWriterSize(stdout, 64<<10)
	err := write(w, d)
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if err != nil && !errors.Is(err, os.ErrClosed) {
		fmt.Fprintln(stderr, "captions:", err)
		return 1
	}
	return status
}
