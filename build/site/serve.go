package site

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// contentTypes are the types of the site's files (the system's MIME table may lack
// .wasm and .mjs, and a module worker is refused without a JavaScript type).
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".mjs":  "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".json": "application/json",
	".wasm": "application/wasm",
	".svg":  "image/svg+xml",
	".txt":  "text/plain; charset=utf-8",
	".png":  "image/png",
	".ico":  "image/x-icon",
}

// hashed matches a content-hashed name ("app.1a2b3c4d5e.js").
var hashed = regexp.MustCompile(`\.[0-9a-f]{10}\.[a-z]+$`)

// Handler serves a built site from dir: precompressed .br or .gz when the client
// accepts them, the right types, the CSP, and long caching for hashed names.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		ext := path.Ext(name)
		ctype, ok := contentTypes[ext]
		if !ok {
			http.NotFound(w, r)
			return
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		h := w.Header()
		h.Set("Content-Type", ctype)
		h.Set("Content-Security-Policy", CSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		if hashed.MatchString(name) {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "no-cache")
		}
		if compressible[ext] {
			h.Set("Vary", "Accept-Encoding")
			accept := r.Header.Get("Accept-Encoding")
			for _, enc := range []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
				if acceptsEncoding(accept, enc.name) {
					if f, err := os.Open(file + enc.ext); err == nil {
						defer f.Close()
						if st, err := f.Stat(); err == nil {
							h.Set("Content-Encoding", enc.name)
							http.ServeContent(w, r, "", st.ModTime(), f)
							return
						}
					}
				}
			}
		}
		f, err := os.Open(file)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil || st.IsDir() {
			http.NotFound(w, r)
			return
		}
		http.ServeContent(w, r, "", st.ModTime(), f)
	})
}

// acceptsEncoding reports whether an Accept-Encoding header allows enc (q=0 refuses).
func acceptsEncoding(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), enc) {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
