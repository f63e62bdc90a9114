//go:build js && wasm

// Command wasmrun runs the analyzer compiled to WebAssembly under node, for the
// benchmark: the same analysis.Analyze the page's workers call through the handler,
// on files read through go_js_wasm_exec's file system, cut into the chunks the
// command line and the page use.
//
//	GOOS=js GOARCH=wasm go build -o wasmrun.wasm ./bench/wasmrun
//	go_js_wasm_exec wasmrun.wasm FILE...
//
// It prints one record a line (the JSON of `captions -format jsonl`, written by the
// same code) and on standard error "BENCH-WORK-MS t" and "BENCH-CPU-MS c": the time
// and node's CPU time, in milliseconds, from before reading the first file to after
// writing the last record (node and wasm start-up excluded).
package main

import (
	"bufio"
	"fmt"
	"os"
	"time"

	"github.com/captions-analyzer/captions/analysis"
)

// chunk is the chunk size of the command line and the page; block is the records
// written at a time.
const (
	chunk = 4 << 20
	block = 2048
)

func main() {
	start, cpu := time.Now(), cpuTime()
	var inputs []analysis.Input
	for _, path := range os.Args[1:] {
		data, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "wasmrun:", err)
			os.Exit(1)
		}
		inputs = append(inputs, analysis.Chunks(path, data, chunk)...)
	}
	d := analysis.Analyze(inputs)
	// The lines are written as the command line writes them (analysis.AppendRecordsJSON,
	// not encoding/json's reflection), a block of records at a time.
	w := bufio.NewWriterSize(os.Stdout, 1<<20)
	var buf []byte
	for at := 0; at < len(d.Records); at += block {
		buf = analysis.AppendRecordsJSON(buf[:0], d.Records[at:min(at+block, len(d.Records))], false)
		if _, err := w.Write(buf); err != nil {
			fmt.Fprintln(os.Stderr, "wasmrun:", err)
			os.Exit(1)
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "wasmrun:", err)
		os.Exit(1)
	}
	work, used := time.Since(start), cpuTime()-cpu
	fmt.Fprintf(os.Stderr, "BENCH-WORK-MS %.3f\nBENCH-CPU-MS %.3f\n", ms(work), ms(used))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
