package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// input is one set of files every tool that takes it runs on.
type input struct {
	Name  string   // "dev", "1 MB", "20 MB", "100 MB"
	Files []string // absolute paths, in order
	Bytes int64
	Dev   bool // the dev corpus: records kept and scored
	Heavy bool // only with -full for the slow libraries
}

// tool is one row of the table.
type tool struct {
	ID      string // short name: native, wasm, browser, scan, scan-wasm, compromise, wink
	Name    string
	Side    string // "ours", "floor" or "theirs"
	Version string
	Err     string // why it is not available; "" when it is
	Records bool   // writes records, so it is scored on the dev corpus
	Slow    bool   // a general NLP library: runs on the 1 MB sample unless -full
	run     func(ctx context.Context, in input, keep string) (measure, error)
}

// env is where the benchmark works.
type env struct {
	root string // the module root
	out  string // bench/out: binaries, corpora, records, the built site
	full bool
	// closers stop what the tools started (the site server, Chromium).
	closers []func()
}

func (e *env) bin(name string) string { return filepath.Join(e.out, "bin", name) }

// gobuild builds a package of the module into bench/out/bin.
func (e *env) gobuild(out, pkg string, wasm bool) error {
	cmd := exec.Command("go", "build", "-o", e.bin(out), pkg)
	cmd.Dir = e.root
	cmd.Env = os.Environ()
	if wasm {
		cmd.Env = append(cmd.Env, "GOOS=js", "GOARCH=wasm")
	}
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %s", pkg, firstLine(string(b)))
	}
	return nil
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " …"
	}
	return s
}

// tools makes every row, building what each needs; a row whose piece does not
// build or is missing says why and is skipped.
func (e *env) tools() []*tool {
	goVersion := strings.TrimPrefix(output(e.root, "go", "env", "GOVERSION"), "go")
	wasmExec := filepath.Join(output(e.root, "go", "env", "GOROOT"), "lib", "wasm", "go_js_wasm_exec")
	ours := "captions " + e.commit() + ", Go " + goVersion
	native := &tool{ID: "native", Name: "captions CLI (native)", Side: "ours", Version: ours, Records: true}
	if err := e.gobuild("captions", "./cmd/captions", false); err != nil {
		native.Err = err.Error()
	}
	native.run = func(ctx context.Context, in input, keep string) (measure, error) {
		return runProc(ctx, e.root, keep, e.bin("captions"), append([]string{"-format", "jsonl"}, in.Files...)...)
	}
	wasm := &tool{ID: "wasm", Name: "captions wasm (node)", Side: "ours", Version: ours + ", node " + nodeVersion(), Records: true}
	if err := e.gobuild("wasmrun.wasm", "./bench/wasmrun", true); err != nil {
		wasm.Err = err.Error()
	}
	wasm.run = func(ctx context.Context, in input, keep string) (measure, error) {
		return runProc(ctx, e.root, keep, wasmExec, append([]string{e.bin("wasmrun.wasm")}, in.Files...)...)
	}
	scan := &tool{ID: "scan", Name: "byte scan (native)", Side: "floor", Version: "Go " + goVersion}
	if err := e.gobuild("scan", "./bench/scan", false); err != nil {
		scan.Err = err.Error()
	}
	scan.run = func(ctx context.Context, in input, keep string) (measure, error) {
		return runProc(ctx, e.root, keep, e.bin("scan"), in.Files...)
	}
	scanWasm := &tool{ID: "scan-wasm", Name: "byte scan (wasm, node)", Side: "floor", Version: "Go " + goVersion + ", node " + nodeVersion()}
	if err := e.gobuild("scan.wasm", "./bench/scan", true); err != nil {
		scanWasm.Err = err.Error()
	}
	scanWasm.run = func(ctx context.Context, in input, keep string) (measure, error) {
		return runProc(ctx, e.root, keep, wasmExec, append([]string{e.bin("scan.wasm")}, in.Files...)...)
	}
	browser := e.browserTool(ours)
	nodeErr := e.nodeModules()
	comp := e.nodeTool("compromise", "compromise.mjs", nodeErr, "compromise", "compromise-dates")
	comp.Name = "compromise + compromise-dates"
	wink := e.nodeTool("wink", "wink.mjs", nodeErr, "wink-nlp", "wink-eng-lite-web-model")
	wink.Name = "wink-nlp + wink-eng-lite-web-model"
	return []*tool{native, wasm, browser, scan, scanWasm, wink, comp}
}

// nodeTool is a row for one of the NLP adapters of bench/node.
func (e *env) nodeTool(id, script string, nodeErr error, pkgs ...string) *tool {
	var vs []string
	for _, p := range pkgs {
		vs = append(vs, p+" "+npmVersion(filepath.Join(e.root, "bench", "node"), p))
	}
	t := &tool{ID: id, Side: "theirs", Version: strings.Join(vs, ", ") + ", node " + nodeVersion(), Records: true, Slow: true}
	if nodeErr != nil {
		t.Err = nodeErr.Error()
	}
	t.run = func(ctx context.Context, in input, keep string) (measure, error) {
		return runProc(ctx, e.root, keep, "node", append([]string{filepath.Join("bench", "node", script)}, in.Files...)...)
	}
	return t
}

// nodeModules installs the adapters' dev dependencies from the lock file when they
// are missing (npm ci: the exact versions of bench/node/package-lock.json).
func (e *env) nodeModules() error {
	dir := filepath.Join(e.root, "bench", "node")
	if _, err := exec.LookPath("node"); err != nil {
		return fmt.Errorf("node not installed")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "wink-nlp")); err == nil {
		return nil
	}
	cmd := exec.Command("npm", "ci", "--no-audit", "--no-fund")
	cmd.Dir = dir
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("npm ci in bench/node: %s", firstLine(string(b)))
	}
	return nil
}

func npmVersion(dir, pkg string) string {
	b, err := os.ReadFile(filepath.Join(dir, "node_modules", pkg, "package.json"))
	if err != nil {
		return "?"
	}
	var p struct{ Version string }
	json.Unmarshal(b, &p)
	return p.Version
}

func nodeVersion() string { return strings.TrimPrefix(output("", "node", "--version"), "v") }

// output runs a command and returns its trimmed standard output ("" on error).
func output(dir, name string, args ...string) string {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	b, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// commit is the module's commit, with "+changes" when the tree differs from it.
func (e *env) commit() string {
	c := output(e.root, "git", "rev-parse", "--short", "HEAD")
	if c == "" {
		return "(no git)"
	}
	if output(e.root, "git", "status", "--porcelain", "--untracked-files=no") != "" {
		c += "+changes"
	}
	return c
}
