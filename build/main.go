// Command build writes the static site into dist/ (`go run ./build`), serves it
// (`go run ./build serve`), and builds another Go wasm module as the site build does
// its own, data segments packed (`go run ./build wasm OUT PACKAGE`: the Cloudflare
// Worker's).
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/captions-analyzer/captions/build/site"
)

func main() {
	log.SetFlags(0)
	if len(os.Args) > 1 && os.Args[1] == "serve" {
		serve(os.Args[2:])
		return
	}
	if len(os.Args) > 1 && os.Args[1] == "wasm" {
		buildWasm(os.Args[2:])
		return
	}
	fs := flag.NewFlagSet("build", flag.ExitOnError)
	out := fs.String("o", "dist", "output directory")
	budget := fs.Int64("wasm-budget", site.DefaultWasmBudget, "largest app.wasm, brotli-compressed, in bytes")
	fs.Parse(os.Args[1:])
	_, err := site.Build(site.Config{Out: *out, WasmBudget: *budget, Log: log.Printf})
	if err != nil {
		log.Fatal(err)
	}
}

func serve(args []string) {
	fs := flag.NewFlagSet("serve", flag.ExitOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := fs.String("dir", "dist", "built site to serve")
	fs.Parse(args)
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		log.Fatalf("%s/index.html not found: run `go run ./build` (or `make serve`) first", *dir)
	}
	fmt.Printf("serving %s on http://%s\n", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, site.Handler(*dir)))
}

// buildWasm compiles a package to a wasm module as the site build compiles app.wasm,
// and packs the module's data segments in place.
func buildWasm(args []string) {
	if len(args) != 2 {
		log.Fatal("usage: go run ./build wasm OUT PACKAGE")
	}
	out := args[0]
	if err := site.CompileWasm(".", out, args[1]); err != nil {
		log.Fatal(err)
	}
	mod, err := os.ReadFile(out)
	if err != nil {
		log.Fatal(err)
	}
	packed, err := site.PackWasm(mod)
	if err != nil {
		log.Fatalf("%s: %v", out, err)
	}
	if err := os.WriteFile(out, packed, 0o644); err != nil {
		log.Fatal(err)
	}
}
