package site

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func assetsOf(files map[string]string) []*asset {
	var out []*asset
	for src, data := range files {
		out = append(out, &asset{src: src, data: []byte(data), vendor: strings.HasPrefix(src, "vendor/")})
	}
	return out
}

func find(assets []*asset, src string) *asset {
	for _, a := range assets {
		if a.src == src {
			return a
		}
	}
	return nil
}

func TestHashAllRewritesReferencesLeavesFirst(t *testing.T) {
	vendor := "/* keep me */ var  x = 1 ;"
	as := assetsOf(map[string]string{
		"index.html":        `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="app.js"></script><script defer src="vendor/lib.min.js"></script></head><body></body></html>`,
		"app.js":            `import { f } from "./engine/f.js";  const w = new URL("./worker.js", import.meta.url); f(w);`,
		"engine/f.js":       `export function f(x) { return x; }`,
		"worker.js":         `import "./engine/f.js";`,
		"vendor/lib.min.js": vendor,
	})
	if err := hashAll(as); err != nil {
		t.Fatal(err)
	}
	f, app, page := find(as, "engine/f.js"), find(as, "app.js"), find(as, "index.html")
	for _, want := range []string{`"./` + f.out + `"`, `"./` + find(as, "worker.js").out + `"`} {
		if !strings.Contains(string(app.data), want) {
			t.Errorf("app.js: %s\nwant a reference %s", app.data, want)
		}
	}
	if !strings.Contains(string(page.data), `src="`+app.out+`"`) || !strings.Contains(string(page.data), "Content-Security-Policy") {
		t.Errorf("index.html: %s\nwant %s and the CSP", page.data, app.out)
	}
	if v := find(as, "vendor/lib.min.js"); string(v.data) != vendor || !strings.HasPrefix(v.out, "vendor/lib.min.") {
		t.Errorf("vendor file: got %q as %s, want it untouched and hashed", v.data, v.out)
	}
	if page.out != "index.html" || !strings.HasPrefix(f.out, "engine/f.") || f.out == "engine/f.js" {
		t.Errorf("names: index.html as %s, engine/f.js as %s", page.out, f.out)
	}
}

func TestHashAllRefusesAMissingModule(t *testing.T) {
	as := assetsOf(map[string]string{"app.js": `import "./gone.js";`})
	if err := hashAll(as); err == nil || !strings.Contains(err.Error(), "./gone.js") {
		t.Errorf("got %v, want an error naming ./gone.js", err)
	}
}

func TestHandlerServesPrecompressedFiles(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		"index.html": "<p>hi", "build/app.0123456789.wasm": "raw", "build/app.0123456789.wasm.br": "br",
		"build/app.0123456789.wasm.gz": "gz", "w.0123456789.mjs": "export {}",
	} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(data), 0o644)
	}
	h := Handler(dir)
	expect := func(path, accept, body, ctype, enc string) {
		t.Helper()
		r := httptest.NewRequest("GET", path, nil)
		r.Header.Set("Accept-Encoding", accept)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		got := []string{w.Body.String(), w.Header().Get("Content-Type"), w.Header().Get("Content-Encoding")}
		if got[0] != body || got[1] != ctype || got[2] != enc || w.Header().Get("Content-Security-Policy") != CSP {
			t.Errorf("GET %s (Accept-Encoding %q): got %q, want %q", path, accept, got, []string{body, ctype, enc})
		}
	}
	expect("/build/app.0123456789.wasm", "gzip, deflate, br", "br", "application/wasm", "br")
	expect("/build/app.0123456789.wasm", "gzip", "gz", "application/wasm", "gzip")
	expect("/build/app.0123456789.wasm", "br;q=0, identity", "raw", "application/wasm", "")
	expect("/w.0123456789.mjs", "", "export {}", "text/javascript; charset=utf-8", "")
	expect("/", "", "<p>hi", "text/html; charset=utf-8", "")
}
