//go:build js && wasm

// Command worker is the analyzer's API built for Cloudflare Workers (package cf):
// cf/build.sh compiles it to cf/build/app.wasm beside the JavaScript glue of
// github.com/syumai/workers, which wrangler.jsonc names as the Worker's main module.
package main

import (
	"github.com/captions-analyzer/captions/cf"
	"github.com/syumai/workers"
)

func main() {
	workers.Serve(cf.New())
}
