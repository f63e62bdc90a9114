// Command scan is the physical floor of the benchmark: it reads each file and makes
// one plain pass over its bytes, counting lines and paragraph boundaries (a blank
// line after text), the least any caption splitter must do. It builds natively and
// for GOOS=js GOARCH=wasm (run under go_js_wasm_exec, whose node gives it the file
// system), so the parser's throughput can be set against the scan on both.
//
//	scan FILE...
//
// It prints "lines N paragraphs P bytes B" on standard output, and on standard error
// "BENCH-WORK-MS t" and "BENCH-CPU-MS c", the time and the CPU time spent reading and
// scanning (start-up excluded), in milliseconds.
package main

import (
	"fmt"
	"os"
	"time"
)

func main() {
	start, cpu := time.Now(), cpuTime()
	var lines, paragraphs, size int
	for _, path := range os.Args[1:] {
		data, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "scan:", err)
			os.Exit(1)
		}
		l, p := count(data)
		lines += l
		paragraphs += p
		size += len(data)
	}
	work, used := time.Since(start), cpuTime()-cpu
	fmt.Printf("lines %d paragraphs %d bytes %d\n", lines, paragraphs, size)
	fmt.Fprintf(os.Stderr, "BENCH-WORK-MS %.3f\nBENCH-CPU-MS %.3f\n", ms(work), ms(used))
}

// count is a byte-at-a-time loop, not a vectorised bytes.Count: it is the loop a
// splitter's own scan cannot beat, while still looking at every byte. A paragraph
// ends at a line that holds only spaces after a line that held text, or at the end.
func count(data []byte) (lines, paragraphs int) {
	text, blank := false, true // the paragraph so far has text; the line so far is blank
	for _, c := range data {
		switch c {
		case '\n':
			lines++
			if blank && text {
				paragraphs++
				text = false
			}
			blank = true
		case ' ', '\t', '\r':
		default:
			blank = false
			text = true
		}
	}
	if text {
		paragraphs++
	}
	return lines, paragraphs
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
