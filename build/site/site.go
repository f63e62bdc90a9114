// Package site builds the static site (web/ → dist/) and serves it.
//
// Build runs the workers asset generator and the wasm build, collects the page's files,
// rewrites every reference between them to content-hashed names (leaves first, so a
// file's hash covers the hashed names it refers to), minifies our HTML, CSS and JS
// (vendor files are copied untouched: re-minifying them can break them), and writes
// precompressed .br and .gz files beside each compressible asset.
package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// CSP is the page's Content-Security-Policy: nothing but its own origin, and wasm.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; " +
	"worker-src 'self'; object-src 'none'; base-uri 'none'"

// DefaultWasmBudget is the largest app.wasm, brotli-compressed, that Build accepts.
// The site's target is 2 MB brotli in all; the page's own files, the vendor scripts,
// the map and the sample take about 0.19 MB of it, so 1.81 MB for the module leaves
// the whole site under 2 MB, with little room for the page. (It was 1.65 MB until brotli's
// size was seen to move by up to 6 KB with changes of a few lines, which a margin of
// 1 KB cannot absorb, 1.66 MB until the rules of blind116-blind127 and their
// tables, some 10 KB, left the module within 0.4 KB of it whichever packages were
// compiled without inlining, 1.67 MB until the catalogue records' rules, 1.68 MB
// until the rules of blind152-blind157, 8 KB, 1.69 MB until the rules of
// blind164-blind175, 7.7 KB, 1.70 MB until those of blind182-blind187, 4 KB, 1.71 MB
// until those of blind188-blind205, 11 KB, 1.72 MB until those of
// blind236-blind247, 12 KB: headers, numbered units, regions named by a direction,
// dates of anniversaries and held prints, and the dictionary's new names, and 1.74 MB
// until those of blind254-blind265, 8 KB: the splitter's wrapped sentences, towns in
// capitals, Slavic, Dutch and Indonesian months, archives' dates and the
// dictionary's new names, 1.76 MB until those of blind272-blind283, 4 KB:
// Japanese credits, month names of six more languages in a second table,
// credits' leads in five more scripts, 1.77 MB until those of blind284-blind289,
// 19 KB: Chinese credits, the places of Chinese, Japanese, Arabic, Persian and Thai
// read by their kind words, digits of eight more scripts, Arabic, Persian, Bengali
// and Hindi months, and Nordic genitives, and 1.79 MB until those of
// blind290-blind301, 9 KB: courtesy credits in French and Spanish, glued and
// ordinal dates, compound towns, agencies of the table, and 1.80 MB until those of
// blind308-blind319, 17 KB: headings, heading chains and slashed datelines, views
// seen from a phrase, mountains, volcanoes and lawmakers' states, a wire's dateline
// over later sentences, ministries' portfolios, papers named with an article, the
// splitter's credit and field lines. Measuring other standard packages compiled
// without inlining, the vendored x/net and x/text ones among them, found 0.1 KB.) Shares of
// the binary, measured by building it without each: net/http, github.com/syumai/workers and the handler
// about 0.53 MB together (importing net/http alone 0.44 MB: its crypto/tls inits),
// the gazetteer's tables 0.24 MB, the place dictionary 0.03 MB; the rest is the Go
// runtime and our parser and analysis code.
const DefaultWasmBudget = 1_810_000

// noInline are the standard packages the analyzer's wasm module is compiled without
// inlining in: the crypto packages, which net/http's TLS brings in for their package
// initialization alone, and packages that only start-up, a request's headers and
// error messages reach (the parser, the analysis and the handler's answers use none
// of them; the handler reads the clock once a request), and those of the network, the
// system calls, base64, multipart forms, header lines, buffered readers and errors.Is
// that net/http and os bring in, and unicode, which the parser calls only for letters
// outside ASCII. Together they make app.wasm some 70 KB smaller brotli-compressed (39
// KB of it all but crypto; net/http itself grows without inlining). Brotli's size
// moves by several KB either way with small changes of the code (a change that moves
// static data changes the addresses the code holds), so one package more or less is
// measured, not assumed: bufio and unicode made the module 2 to 5 KB larger and its
// brotli 1.4 to 8.4 KB smaller in the builds measured; sort, which the analysis calls
// once a file to order its counts, made the brotli 4.9 KB smaller, encoding/json,
// which only the analysis's reader of saved results imports, 5.1 KB more with sort,
// and io/fs, which only the embedded tables' start-up reaches, 1.4 KB more after them
// (os, path, io and errors made it larger; context, and strconv, which the gazetteer's
// start-up and the answers' numbers call, about as much as io/fs at first, and 1.5
// and 1.6 KB less with the rules of blind176-blind181: 1,702,045, 1,700,577,
// 1,698,977). The compression, hashing, random, encoding and path packages that
// net/http's transport and TLS bring in (compress/flate and gzip, hash/crc32,
// encoding/hex, pem and binary, math/rand, unicode/utf16, path/filepath,
// httptrace, container/list) made it 5.6 KB smaller with the rules of
// blind212-blind223 (1,720,120 → 1,714,476; 1,719,470 without encoding/binary, whose
// two calls in the analysis's packed frame and its hash cost a call each without
// inlining), and os, maps, unique, weak, log/internal and path 5.3 KB larger again.
// CompileWasm builds the site's module and the Worker's (`go run ./build wasm`) with
// it.
var noInline = []string{"crypto/...", "reflect", "fmt", "log", "math/big", "time", "mime", "encoding/asn1", "net/url",
	"internal/reflectlite", "net", "net/netip", "syscall", "encoding/base64", "mime/multipart", "mime/quotedprintable", "net/textproto", "bufio", "unicode", "sort", "encoding/json", "io/fs", "context", "strconv", "compress/flate", "compress/gzip", "hash/crc32", "encoding/hex", "encoding/pem", "math/rand", "math/rand/v2", "encoding/binary", "unicode/utf16", "path/filepath", "net/http/httptrace", "container/list"}

// Config says what to build; the zero value builds ./web into ./dist from the
// module in the current directory.
type Config struct {
	Root       string // module root; "" means the current directory
	Out        string // output directory; "" means Root/dist
	WasmBudget int64  // brotli size limit of app.wasm; 0 means DefaultWasmBudget
	Log        func(format string, args ...any)
	// Quick compresses fast and skips the wasm budget (browser tests: the bytes
	// served are the same, only the .br files are bigger).
	Quick bool
}

// Report is what Build wrote.
type Report struct {
	Files      map[string]string // source path → hashed path in Out
	WasmRaw    int64
	WasmBrotli int64
	Raw        int64 // the whole site, uncompressed (no .br/.gz)
	Brotli     int64 // the whole site as a browser fetches it with br
}

// asset is one file of the site before hashing.
type asset struct {
	src    string // path in the site, slash-separated ("engine/pool.js")
	data   []byte
	vendor bool // copied untouched
	out    string
}

// Build writes the site.
func Build(c Config) (*Report, error) {
	if c.Root == "" {
		c.Root = "."
	}
	if c.Out == "" {
		c.Out = filepath.Join(c.Root, "dist")
	}
	if c.WasmBudget == 0 {
		c.WasmBudget = DefaultWasmBudget
	}
	if c.Log == nil {
		c.Log = func(string, ...any) {}
	}
	tmp, err := os.MkdirTemp("", "captions-build-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)

	gen := filepath.Join(tmp, "build")
	if err := run(c.Root, nil, "go", "tool", "workers-assets-gen", "-mode=go", "-runtime=browser", "-o", gen); err != nil {
		return nil, err
	}
	if err := CompileWasm(c.Root, filepath.Join(gen, "app.wasm"), "./wasm"); err != nil {
		return nil, err
	}
	assets, err := collect(c.Root, gen)
	if err != nil {
		return nil, err
	}
	if err := hashAll(assets); err != nil {
		return nil, err
	}
	if err := os.RemoveAll(c.Out); err != nil {
		return nil, err
	}
	rep := &Report{Files: map[string]string{}}
	for _, a := range assets {
		rep.Files[a.src] = a.out
		raw, br, err := writeAsset(c.Out, a.out, a.data, c.Quick)
		if err != nil {
			return nil, err
		}
		rep.Raw += raw
		rep.Brotli += br
		if a.src == "build/app.wasm" {
			rep.WasmRaw, rep.WasmBrotli = raw, br
		}
	}
	if err := os.WriteFile(filepath.Join(c.Out, "_headers"), []byte(headersFile()), 0o644); err != nil {
		return nil, err
	}
	c.Log("site: %d files, %d bytes, %d bytes brotli; app.wasm %d bytes, %d brotli (budget %d)",
		len(assets), rep.Raw, rep.Brotli, rep.WasmRaw, rep.WasmBrotli, c.WasmBudget)
	if rep.WasmBrotli > c.WasmBudget && !c.Quick {
		return rep, fmt.Errorf("app.wasm is %d bytes brotli-compressed, over the budget of %d", rep.WasmBrotli, c.WasmBudget)
	}
	return rep, nil
}

// headersFile is the _headers file of static hosts (Cloudflare Pages, Netlify).
func headersFile() string {
	return "/*\n  Content-Security-Policy: " + CSP + "\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n" +
		"/build/*\n  Cache-Control: public, max-age=31536000, immutable\n"
}

// CompileWasm compiles the package pkg of the module at root to the wasm module out,
// as the site's app.wasm and the Cloudflare Worker's are built. nethttpomithttp2
// leaves out net/http's HTTP/2: the Worker hands requests in already decoded; the
// packages of noInline are compiled without inlining; -s -w drop the symbols.
func CompileWasm(root, out, pkg string) error {
	args := []string{"build", "-trimpath", "-tags=nethttpomithttp2"}
	for _, p := range noInline {
		args = append(args, "-gcflags="+p+"=-l")
	}
	args = append(args, "-ldflags=-s -w", "-o", out, pkg)
	return run(root, []string{"GOOS=js", "GOARCH=wasm"}, "go", args...)
}

// run runs a command in dir, with extra environment, and returns its output on failure.
func run(dir string, env []string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

// collect reads the page (web/, without tests), the generated runtime (as build/) and
// the sample captions (as sample.json).
func collect(root, gen string) ([]*asset, error) {
	var assets []*asset
	web := filepath.Join(root, "web")
	err := filepath.WalkDir(web, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, web+string(filepath.Separator)))
		if d.IsDir() {
			// The browser tests, packages and the unit tests' data are not the site.
			if rel == "e2e" || rel == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && p != web {
				return filepath.SkipDir
			}
			return nil
		}
		if !servable(rel) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		assets = append(assets, &asset{src: rel, data: data, vendor: strings.HasPrefix(rel, "vendor/")})
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, name := range []string{"app.wasm", "worker.mjs", "runtime.mjs", "wasm_exec.js"} {
		data, err := os.ReadFile(filepath.Join(gen, name))
		if err != nil {
			return nil, err
		}
		if name == "runtime.mjs" {
			// The runtime compiles ./build/app.wasm (relative to the page or worker)
			// as soon as it is imported, in every worker. The page compiles it once
			// and hands the module to its workers (web/boot.js, web/worker.js), so
			// the module is loaded on first use: the one the page gave, or else
			// app.wasm fetched relative to the runtime, which survives renaming.
			old := []byte(runtimeModule)
			if !bytes.Contains(data, old) {
				return nil, fmt.Errorf("runtime.mjs: %q not found; update the build", old)
			}
			data = bytes.Replace(data, old, []byte(runtimeModuleOnUse), 1)
		}
		if name == "app.wasm" {
			// The same module with its initial memory in fewer, larger data
			// segments, which compresses better (wasmdata.go).
			if data, err = packDataSegments(data, maxDataGap); err != nil {
				return nil, err
			}
		}
		// The generated runtime is copied untouched apart from that loading.
		assets = append(assets, &asset{src: "build/" + name, data: data, vendor: true})
	}
	linkPageFiles(assets)
	sample, err := sampleJSON(filepath.Join(root, "testdata", "sample"))
	if err != nil {
		return nil, err
	}
	assets = append(assets, &asset{src: "sample.json", data: sample, vendor: true})
	sort.Slice(assets, func(i, j int) bool { return assets[i].src < assets[j].src })
	return assets, nil
}

// servable reports whether a file of web/ belongs in the site.
func servable(rel string) bool {
	base := path.Base(rel)
	if strings.HasPrefix(base, ".") || strings.HasSuffix(base, ".test.js") || strings.HasSuffix(base, ".test.mjs") ||
		strings.HasSuffix(base, "_test.go") || strings.HasSuffix(base, ".go") || base == "package.json" ||
		base == "package-lock.json" || strings.HasSuffix(base, ".md") {
		return false
	}
	return true
}

// sampleFile is one file of the bundled sample.
type sampleFile struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// sampleJSON bundles testdata/sample/*.txt, in name order, as one JSON array.
func sampleJSON(dir string) ([]byte, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	files := []sampleFile{}
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		files = append(files, sampleFile{Name: filepath.Base(n), Text: string(data)})
	}
	return json.Marshal(files)
}

// hashedName inserts the first 10 hex digits of the content's SHA-256 before the
// extension: "engine/pool.js" → "engine/pool.1a2b3c4d5e.js". index.html and files
// without an extension (LICENSE) keep their names.
func hashedName(src string, data []byte) string {
	if src == "index.html" || path.Ext(src) == "" {
		return src
	}
	sum := sha256.Sum256(data)
	ext := path.Ext(src)
	return strings.TrimSuffix(src, ext) + "." + hex.EncodeToString(sum[:])[:10] + ext
}

// linkPageFiles fills index.html's placeholders: "<!-- stylesheets -->" with a link to
// every style sheet at the top of web/ but base.css (which the page links itself), and
// "<!-- vendor scripts -->" with a deferred classic script for every web/vendor/*.js,
// in name order, so that views can add files without editing the page, and a preload
// of every vendor data file (.json), so that the page fetches it while it loads and
// makes no request once an analysis has started.
func linkPageFiles(assets []*asset) {
	var page *asset
	var css, vendor, data []string
	for _, a := range assets {
		switch {
		case a.src == "index.html":
			page = a
		case path.Ext(a.src) == ".css" && !strings.Contains(a.src, "/") && a.src != "base.css":
			css = append(css, a.src)
		case strings.HasPrefix(a.src, "vendor/") && path.Ext(a.src) == ".js":
			vendor = append(vendor, a.src)
		case strings.HasPrefix(a.src, "vendor/") && path.Ext(a.src) == ".json":
			data = append(data, a.src)
		}
	}
	if page == nil {
		return
	}
	sort.Strings(css)
	sort.Strings(vendor)
	var links, scripts strings.Builder
	for _, c := range css {
		links.WriteString(`<link rel="stylesheet" href="` + c + `">` + "\n")
	}
	sort.Strings(data)
	for _, d := range data {
		links.WriteString(`<link rel="preload" href="` + d + `" as="fetch" crossorigin>` + "\n")
	}
	for _, v := range vendor {
		scripts.WriteString(`<script defer src="` + v + `"></script>` + "\n")
	}
	page.data = bytes.Replace(page.data, []byte("<!-- stylesheets -->"), []byte(links.String()), 1)
	page.data = bytes.Replace(page.data, []byte("<!-- vendor scripts -->"), []byte(scripts.String()), 1)
}

// runtimeModule is how the generated browser runtime (syumai/workers
// workers-assets-gen, runtime.mjs) loads app.wasm; runtimeModuleOnUse replaces it.
const (
	runtimeModule = `const modPromise = WebAssembly.compileStreaming(fetch("./build/app.wasm"));

export async function loadModule() {
  return await modPromise;
}`
	runtimeModuleOnUse = `let modPromise;

export async function loadModule() {
  modPromise ??= globalThis.captionsAnalyzerModule
    ? Promise.resolve(globalThis.captionsAnalyzerModule)
    : WebAssembly.compileStreaming(fetch(new URL("./app.wasm", import.meta.url)));
  return await modPromise;
}`
)
