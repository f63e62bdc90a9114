// Package layers checks the direction of imports (DESIGN.md, "Data flow"): a package
// may import only what stands before it in the flow, and the parser never imports
// the network, the browser, the workers runtime or the minifier.
package layers

import (
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/captions-analyzer/captions"

// layers in the order of the flow; a package belongs to the first prefix it matches.
var layers = []struct{ name, prefix string }{
	// the sorted word tables: a leaf that imports nothing of the module, used
	// by the splitter and the parser's parts alike
	{"tables", module + "/caption/internal/wordtab"},
	{"split", module + "/caption/split"},
	{"parser parts", module + "/caption/"},
	{"caption", module + "/caption"},
	{"analysis", module + "/analysis"},
	{"handler", module + "/wasm"},
	{"cli", module + "/cmd"},
	{"build", module + "/build"},
	{"tests", module + "/web"},
}

// forbidden are what the parser and the analysis must never depend on, even
// indirectly; they must not import syscall/js either (the standard library reaches
// it under GOOS=js, so only direct imports count for it).
var forbidden = []string{"net/http", "github.com/syumai/workers", "github.com/tdewolff/minify"}

func layerOf(pkg string) int {
	for i, l := range layers {
		if pkg == l.prefix || strings.HasPrefix(pkg, l.prefix) && (strings.HasSuffix(l.prefix, "/") || strings.HasPrefix(pkg, l.prefix+"/")) {
			return i
		}
	}
	return -1
}

type listed struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

// list runs go list -deps -json for the module's packages under GOOS/GOARCH.
func list(t *testing.T, env ...string) []listed {
	t.Helper()
	cmd := exec.Command("go", "list", "-e", "-json=ImportPath,Imports,Deps", module+"/...")
	cmd.Env = append(cmd.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listed
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p listed
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

func TestImportDirection(t *testing.T) {
	readSources(t)
	for _, env := range [][]string{nil, {"GOOS=js", "GOARCH=wasm"}} {
		for _, p := range list(t, env...) {
			from := layerOf(p.ImportPath)
			if from < 0 {
				continue
			}
			for _, imp := range p.Imports {
				to := layerOf(imp)
				if to > from {
					t.Errorf("%s (%s) imports %s (%s), which comes later in the flow",
						p.ImportPath, layers[from].name, imp, layers[to].name)
				}
			}
			if from > layerOfName("analysis") {
				continue
			}
			for _, imp := range p.Imports {
				if imp == "syscall/js" {
					t.Errorf("%s (%s) imports syscall/js", p.ImportPath, layers[from].name)
				}
			}
			for _, dep := range p.Deps {
				for _, f := range forbidden {
					if dep == f || strings.HasPrefix(dep, f+"/") {
						t.Errorf("%s (%s) depends on %s %v", p.ImportPath, layers[from].name, dep, env)
					}
				}
			}
		}
	}
}

// readSources reads every Go file of the module, so that go test's cache, which
// knows the files a test opens but not those of the go list it runs, reruns the
// test when an import changes.
func readSources(t *testing.T) {
	t.Helper()
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path != "../.." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules" || d.Name() == "testdata" || d.Name() == "dist"):
			return filepath.SkipDir
		case !d.IsDir() && strings.HasSuffix(path, ".go"):
			_, err = os.ReadFile(path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

func layerOfName(name string) int {
	for i, l := range layers {
		if l.name == name {
			return i
		}
	}
	return -1
}
