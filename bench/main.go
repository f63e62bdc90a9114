// Command bench runs the caption analyzer and the general NLP libraries a user would
// otherwise pick on the same inputs in the same run, scores them on the dev gold, and
// writes the table to BENCHMARKS.md (see bench/README.md for the method).
//
//	go run ./bench [-full] [-runs 3] [-o BENCHMARKS.md]
//
// Rows: the native CLI, the wasm build under node, the built site in headless
// Chromium, a plain byte scan (native and wasm) as the floor, compromise with
// compromise-dates, and wink-nlp with its lite English model. Inputs: the dev corpus
// (../shared/corpus/dev, scored), and synthetic corpora of 1 and 20 MB from
// cmd/gencorpus (-full adds 100 MB, and runs the libraries on 20 MB too).
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/captions-analyzer/captions/internal/gold"
)

// result is what one tool did on one input.
type result struct {
	M   measure
	Err string
}

func main() {
	log.SetFlags(0)
	full := flag.Bool("full", false, "add the 100 MB corpus, and run the NLP libraries on 20 MB too")
	runs := flag.Int("runs", 3, "runs of a fast measurement (the fastest is kept; a measurement stops repeating after 5 s)")
	outFile := flag.String("o", "BENCHMARKS.md", "the report to write (a relative path is from the module root)")
	dev := flag.String("dev", "../shared/corpus/dev", "the dev corpus with dev.gold.jsonl (a relative path is from the module root)")
	seed := flag.Uint64("seed", 1, "seed of the synthetic corpora")
	only := flag.String("only", "", "comma-separated tool ids to run (native,wasm,browser,scan,scan-wasm,wink,compromise); default all")
	flag.Parse()

	root, err := moduleRoot()
	if err != nil {
		log.Fatal(err)
	}
	e := &env{root: root, out: filepath.Join(root, "bench", "out"), full: *full}
	for _, d := range []string{"bin", "corpus", "records"} {
		if err := os.MkdirAll(filepath.Join(e.out, d), 0o755); err != nil {
			log.Fatal(err)
		}
	}
	defer e.close()
	go func() { // stop Chromium and the site server on an interrupt too
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
		<-sig
		e.close()
		os.Exit(1)
	}()
	rep := &report{Started: time.Now(), Args: os.Args[1:], Full: *full, Runs: *runs, Machine: machine(), Results: map[string]map[string]result{}, Scores: map[string]*scored{}}
	rep.LoadStart = loadavg()

	log.Print("bench: building the tools")
	tools := e.tools()
	if *only != "" {
		keep := map[string]bool{}
		for _, id := range strings.Split(*only, ",") {
			keep[strings.TrimSpace(id)] = true
		}
		for _, t := range tools {
			if !keep[t.ID] && t.Err == "" {
				t.Err = "not selected (-only)"
			}
		}
	}
	rep.Tools = tools
	devDir := fromRoot(root, *dev)
	inputs, err := e.inputs(devDir, *seed, *full)
	if err != nil {
		log.Fatal(err)
	}
	rep.Inputs = inputs
	golds, gerr := gold.Load(filepath.Join(devDir, "dev.gold.jsonl"))
	ctx := context.Background()
	for _, in := range inputs {
		for _, t := range tools {
			if !takes(t, in, *full) {
				continue
			}
			if t.Err != "" {
				rep.set(t.ID, in.Name, result{Err: t.Err})
				continue
			}
			log.Printf("bench: %s on %s", t.Name, in.Name)
			keep := ""
			if in.Dev && t.Records {
				keep = filepath.Join(e.out, "records", t.ID+".jsonl")
			}
			n := *runs
			if in.Dev {
				n = 1
			}
			m, err := best(n, 5*time.Second, func() (measure, error) { return t.run(ctx, in, keep) })
			m.Bytes = in.Bytes
			r := result{M: m}
			if err != nil {
				r.Err = firstLine(err.Error())
				log.Printf("bench: %s on %s: %v", t.Name, in.Name, err)
			}
			rep.set(t.ID, in.Name, r)
			if keep != "" && err == nil {
				rep.Scores[t.ID] = scoreFile(keep, golds, gerr)
			}
		}
	}
	rep.LoadEnd = loadavg()
	rep.Finished = time.Now()
	text := rep.markdown()
	fmt.Print(rep.console())
	if err := os.WriteFile(fromRoot(root, *outFile), []byte(text), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("bench: wrote %s", *outFile)
}

// takes says whether a tool runs on an input: the floor rows only on the synthetic
// corpora; the slow libraries on the dev corpus and 1 MB, and on 20 MB with -full.
func takes(t *tool, in input, full bool) bool {
	if t.Side == "floor" && in.Dev {
		return false
	}
	if t.Slow && in.Heavy {
		return full && in.Bytes < 50e6
	}
	return true
}

// scored is a tool's score on the dev gold.
type scored struct {
	gold.Score
	Matched, Gold int
	Err           string
}

func scoreFile(path string, golds []gold.Record, gerr error) *scored {
	if gerr != nil {
		return &scored{Err: gerr.Error()}
	}
	preds, err := loadRecords(path)
	if err != nil {
		return &scored{Err: err.Error()}
	}
	s, matched := score(golds, preds)
	return &scored{Score: s, Matched: matched, Gold: len(golds)}
}

// inputs lists the dev corpus and generates the synthetic corpora.
func (e *env) inputs(devDir string, seed uint64, full bool) ([]input, error) {
	var ins []input
	files, _ := filepath.Glob(filepath.Join(devDir, "[0-9][0-9]_*.txt"))
	sort.Strings(files)
	if len(files) > 0 {
		ins = append(ins, input{Name: "dev", Files: files, Bytes: sizeOf(files), Dev: true})
	} else {
		log.Printf("bench: no dev corpus in %s: accuracy is not measured", devDir)
	}
	sizes := []int{1, 20}
	if full {
		sizes = append(sizes, 100)
	}
	if err := e.gobuild("gencorpus", "./cmd/gencorpus", false); err != nil {
		return ins, fmt.Errorf("the corpus generator does not build: %v", err)
	}
	for _, mb := range sizes {
		path := filepath.Join(e.out, "corpus", fmt.Sprintf("synthetic-%dMB-seed%d.txt", mb, seed))
		cmd := exec.Command(e.bin("gencorpus"), "-size", fmt.Sprintf("%dMB", mb), "-seed", fmt.Sprint(seed), "-o", path)
		if b, err := cmd.CombinedOutput(); err != nil {
			return ins, fmt.Errorf("gencorpus: %v: %s", err, b)
		}
		ins = append(ins, input{Name: fmt.Sprintf("%d MB", mb), Files: []string{path}, Bytes: sizeOf([]string{path}), Heavy: mb > 1})
	}
	return ins, nil
}

func sizeOf(files []string) int64 {
	var n int64
	for _, f := range files {
		if st, err := os.Stat(f); err == nil {
			n += st.Size()
		}
	}
	return n
}

// fromRoot resolves a relative path from the module root.
func fromRoot(root, path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(root, path)
}

// moduleRoot finds go.mod upwards from the working directory.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", fmt.Errorf("bench: no go.mod above the working directory")
		}
		dir = up
	}
}

func (e *env) close() {
	for _, c := range e.closers {
		c()
	}
}
