// Package weblint checks the page's own JavaScript, HTML and CSS (web/, not
// web/vendor) for what would let a caption run as code, or make the page store
// captions or talk to another origin:
//
//	html-sink      innerHTML, outerHTML, insertAdjacentHTML, document.write
//	eval           eval(...), new Function(...), setTimeout/setInterval with a string
//	storage        localStorage, sessionStorage, indexedDB
//	external-url   a string, src, href or url() to another origin (http:, https:, //)
//	inline-script  a <script> without src, an on...= attribute, a javascript: URL
//
// A finding can be allowed by a comment on its line or the line above, naming the
// rule and saying why: `// weblint:allow storage the user asked to keep the layout`.
// The test of this package runs the linter over web/ as part of `make test`.
package weblint

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Finding is one place that breaks a rule.
type Finding struct {
	File string
	Line int
	Rule string
	What string
}

func (f Finding) String() string { return fmt.Sprintf("%s:%d: %s: %s", f.File, f.Line, f.Rule, f.What) }

// Dir lints every .js, .mjs, .html and .css file under root, except vendor/,
// node_modules/ and e2e/ (Go tests); names are relative to root.
func Dir(root string) ([]Finding, error) {
	var out []Finding
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "vendor", "node_modules", "e2e":
				return filepath.SkipDir
			}
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		out = append(out, File(filepath.ToSlash(rel), src)...)
		return nil
	})
	sort.SliceStable(out, func(i, j int) bool { return out[i].File < out[j].File })
	return out, err
}

// File lints one file by its extension; other files give nothing.
func File(name string, src []byte) []Finding {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".js", ".mjs":
		return JS(name, string(src))
	case ".html", ".htm":
		return HTML(name, string(src))
	case ".css":
		return CSS(name, string(src))
	}
	return nil
}

// allowed reports the rules allowed on each line by weblint:allow comments: a
// comment allows its own line and the next.
type allowed map[int][]string

func (a allowed) note(line int, comment string) {
	i := strings.Index(comment, "weblint:allow")
	if i < 0 {
		return
	}
	f := strings.Fields(comment[i+len("weblint:allow"):])
	if len(f) < 2 { // a rule and a reason
		return
	}
	a[line] = append(a[line], f[0])
	a[line+1] = append(a[line+1], f[0])
}

func (a allowed) has(line int, rule string) bool {
	for _, r := range a[line] {
		if r == rule {
			return true
		}
	}
	return false
}

// report collects findings, dropping allowed ones.
type report struct {
	file  string
	allow allowed
	out   []Finding
}

func (r *report) add(line int, rule, what string) {
	if !r.allow.has(line, rule) {
		r.out = append(r.out, Finding{File: r.file, Line: line, Rule: rule, What: what})
	}
}

// lineAt returns the 1-based line of byte offset i.
func lineAt(src string, i int) int { return 1 + strings.Count(src[:i], "\n") }

// localURLs are strings that look like other origins but are names, not requests.
var localURLs = []string{
	"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xhtml",
	"http://www.w3.org/1999/xlink", "http://www.w3.org/XML/1998/namespace",
}

// external reports whether a URL names another origin.
func external(u string) bool {
	u = strings.TrimSpace(u)
	for _, l := range localURLs {
		if u == l {
			return false
		}
	}
	low := strings.ToLower(u)
	return strings.HasPrefix(low, "http:") || strings.HasPrefix(low, "https:") ||
		strings.HasPrefix(low, "//") || strings.HasPrefix(low, "ws:") || strings.HasPrefix(low, "wss:")
}

// CSS flags url(...) and @import of another origin.
func CSS(name, src string) []Finding {
	r := &report{file: name, allow: allowed{}}
	for i := 0; i < len(src); i++ {
		if strings.HasPrefix(src[i:], "/*") {
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				end = len(src) - i - 2
			}
			r.allow.note(lineAt(src, i), src[i:i+2+end])
			i += end + 3
			continue
		}
		rest := strings.ToLower(src[i:])
		var n int
		switch {
		case strings.HasPrefix(rest, "url("):
			n = 4
		case strings.HasPrefix(rest, "@import"):
			n = 7
			if k := strings.Index(rest[:min(len(rest), 40)], "url("); k >= 0 {
				n = k + 4 // one finding for "@import url(...)"
			}
		default:
			continue
		}
		if external(strings.TrimLeft(src[i+n:], " \t\n\"'")) {
			r.add(lineAt(src, i), "external-url", "a style that loads from another origin")
		}
		i += n - 1
	}
	return r.out
}
