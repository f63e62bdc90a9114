//go:build js && wasm

// Command wasm is the analyzer's HTTP handler compiled to WebAssembly: the page's Web
// Workers (and Cloudflare Workers) call it through github.com/syumai/workers.
package main

import (
	"github.com/captions-analyzer/captions/wasm/handler"
	"github.com/syumai/workers"
)

func main() {
	workers.Serve(handler.New(handler.Options{}))
}
