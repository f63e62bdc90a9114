//go:build js && wasm

// Command wasm is the analyzer's HTTP handler compiled to WebAssembly: the page's Web
// Workers (and Cloudflare Workers) call it through github.com/syumai/workers.
package main

import (
	"math"
	"runtime/debug"

	"github.com/captions-analyzer/captions/wasm/handler"
	"github.com/syumai/workers"
)

// Every call runs in a fresh instance that analyzes one chunk or batch of the page
// (2 MiB at most, see web/engine/run.js) and is then dropped. Under wasm the
// collector runs on the one thread, and while it marks, every pointer the analysis
// writes costs a write barrier: for a body of up to uncollectedBytes the instance
// collects nothing (a 2 MiB chunk ends at about the linear memory that it reached
// with collections at gcPercent before its records shared their resolved places).
// A bigger body (a UTF-16 file is sent whole) is collected at gcPercent, as before;
// memoryLimit bounds the heap while a body is read.
const (
	uncollectedBytes = 3 << 20
	gcPercent        = 200
	memoryLimit      = 256 << 20
)

func main() {
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(memoryLimit)
	workers.Serve(handler.New(handler.Options{Read: func(n int) {
		if n > uncollectedBytes {
			debug.SetMemoryLimit(math.MaxInt64)
			debug.SetGCPercent(gcPercent)
		}
	}}))
}
