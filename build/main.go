// Command build writes the static site into dist/ (`go run ./build`), serves it
// (`go run ./build serve`), and packs the data segments of another Go wasm module in
// place, as the site build does its own (`go run ./build pack-wasm FILE`).
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
	if len(os.Args) > 1 && os.Args[1] == "pack-wasm" {
		packWasm(os.Args[2:])
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

func packWasm(files []string) {
	if len(files) == 0 {
		log.Fatal("usage: go run ./build pack-wasm FILE...")
	}
	for _, f := range files {
		mod, err := os.ReadFile(f)
		if err != nil {
			log.Fatal(err)
		}
		packed, err := site.PackWasm(mod)
		if err != nil {
			log.Fatalf("%s: %v", f, err)
		}
		if err := os.WriteFile(f, packed, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
