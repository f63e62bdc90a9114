// Package cf is the analyzer's API as it runs on Cloudflare Workers: the handler of
// wasm/handler mounted under /api/, with a request body limit that a Worker can hold
// in its 128 MB of memory. The command in ./worker compiles it to WebAssembly;
// wrangler.jsonc at the root of the repository deploys it beside the static site in
// dist/, which Cloudflare serves as static assets. README.md says how to run it
// locally (make worker-dev) and deploy it (make deploy).
//
//	POST /api/analyze?name=N&offset=O&line=L&size=S   raw body → partial Dataset JSON
//	GET  /api/version                                 → {"version": "..."}
//
// Everything else under /api/ is a JSON 404. Paths outside /api/ are the static
// site's: Cloudflare answers them from dist/ (or with a 404) without running the
// Worker; should one reach it, it is a JSON 404 too.
package cf

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/captions-analyzer/captions/wasm/handler"
)

// Prefix is where the API is mounted; the rest of the URL space is the static site.
const Prefix = "/api"

// MaxBody is the largest request body the Worker accepts (413 beyond it). Analyzing
// takes about 64 bytes of Go heap per byte of captions (the records, then their JSON,
// about 10 bytes per byte), and a Worker has 128 MB of memory: 2 MiB is the most that
// fits. The remote client sends chunks of 512 KiB (a second or two of CPU time, well
// inside the Workers Paid plan's default 30 s). Cloudflare itself refuses bodies over
// 100 MB on the Free and Pro plans.
const MaxBody = 2 << 20

// endpoint reports whether path is one of the handler's, which the Worker serves
// under Prefix.
func endpoint(path string) bool {
	switch path {
	case "/analyze", "/boundary", "/version":
		return true
	}
	return false
}

// New returns the Worker's HTTP handler.
func New() http.Handler {
	api := handler.New(handler.Options{MaxBytes: MaxBody})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rest, _ := strings.CutPrefix(r.URL.Path, Prefix)
		if !endpoint(rest) || len(rest) == len(r.URL.Path) {
			notFound(w, r.URL.Path)
			return
		}
		r2 := new(http.Request)
		*r2 = *r
		u := *r.URL
		u.Path, u.RawPath = rest, ""
		r2.URL = &u
		api.ServeHTTP(w, r2)
	})
}

// notFound answers as the handler does for a path it does not know.
func notFound(w http.ResponseWriter, path string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusNotFound)
	_ = json.NewEncoder(w).Encode(struct {
		Error  string `json:"error"`
		Status int    `json:"status"`
	}{"no such endpoint: " + path, http.StatusNotFound})
}
