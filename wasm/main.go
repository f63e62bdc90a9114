//go:build js && wasm

// Command wasm is the analyzer's HTTP handler compiled to WebAssembly: the page's Web
// Workers (and Cloudflare Workers) call it through github.com/syumai/workers.
package main

import (
	"runtime/debug"

	"github.com/captions-analyzer/captions/wasm/handler"
	"github.com/syumai/workers"
)

// gcPercent is the collector's target: every call runs in a fresh instance that
// analyzes one chunk of about a megabyte and is then dropped, so a heap that grows
// further between collections costs that call's memory only, and under wasm, where the
// collector runs on the one thread, fewer collections are time saved on every chunk.
const gcPercent = 200

func main() {
	debug.SetGCPercent(gcPercent)
	workers.Serve(handler.New(handler.Options{}))
}
