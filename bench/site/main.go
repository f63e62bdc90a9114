// Command site builds the site for the benchmark and serves it: the same quick build
// and handler the browser tests use (build/site), kept out of the benchmark's own
// binary so that the other rows still run when the site does not build.
//
//	go run ./bench/site -o DIR
//
// It prints "URL http://127.0.0.1:PORT" once it serves, and serves until killed.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"

	"github.com/captions-analyzer/captions/build/site"
)

func main() {
	log.SetFlags(0)
	out := flag.String("o", "", "directory to build the site into")
	flag.Parse()
	if *out == "" {
		log.Fatal("site: -o DIR is required")
	}
	if _, err := site.Build(site.Config{Out: *out, Quick: true}); err != nil {
		log.Fatalf("site: building: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("URL http://%s\n", ln.Addr())
	log.Fatal(http.Serve(ln, site.Handler(*out)))
}
