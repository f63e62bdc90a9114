package site

import (
	"bytes"
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/css"
	"github.com/tdewolff/minify/v2/html"
	"github.com/tdewolff/minify/v2/js"
)

// ref is a reference from one asset to another: data[start:end] is the string as
// written, target the referenced asset's site path.
type ref struct {
	start, end int
	target     string
}

// hashAll sets out (and rewrites data) for every asset, dependencies first.
func hashAll(assets []*asset) error {
	bySrc := map[string]*asset{}
	for _, a := range assets {
		bySrc[a.src] = a
	}
	m := newMinifier()
	state := map[string]int{} // 1 visiting, 2 done
	var visit func(a *asset, from string) error
	visit = func(a *asset, from string) error {
		switch state[a.src] {
		case 1:
			return fmt.Errorf("reference cycle through %s and %s: content hashes need a tree", from, a.src)
		case 2:
			return nil
		}
		state[a.src] = 1
		refs, err := findRefs(a, bySrc)
		if err != nil {
			return err
		}
		for _, r := range refs {
			if err := visit(bySrc[r.target], a.src); err != nil {
				return err
			}
		}
		if err := finishAsset(a, refs, bySrc, m); err != nil {
			return err
		}
		state[a.src] = 2
		return nil
	}
	for _, a := range assets {
		if err := visit(a, ""); err != nil {
			return err
		}
	}
	return nil
}

// finishAsset rewrites references to hashed names, minifies and names the asset.
func finishAsset(a *asset, refs []ref, bySrc map[string]*asset, m *minify.M) error {
	var b bytes.Buffer
	last := 0
	for _, r := range refs {
		b.Write(a.data[last:r.start])
		written := string(a.data[r.start:r.end])
		b.WriteString(written[:strings.LastIndexByte(written, '/')+1] + path.Base(bySrc[r.target].out))
		last = r.end
	}
	b.Write(a.data[last:])
	data := b.Bytes()
	if a.src == "index.html" {
		data = insertCSP(data)
	}
	if mt := mediaType(a.src); mt != "" && !a.vendor {
		out, err := m.Bytes(mt, data)
		if err != nil {
			return fmt.Errorf("minifying %s: %v", a.src, err)
		}
		data = out
	}
	a.data = data
	a.out = hashedName(a.src, data)
	return nil
}

// mediaType is the minifier's type for our sources, "" for files not minified.
func mediaType(src string) string {
	switch path.Ext(src) {
	case ".html":
		return "text/html"
	case ".css":
		return "text/css"
	case ".js", ".mjs":
		return "text/javascript"
	}
	return ""
}

func newMinifier() *minify.M {
	m := minify.New()
	m.AddFunc("text/css", css.Minify)
	m.Add("text/html", &html.Minifier{KeepDocumentTags: true, KeepEndTags: true, KeepQuotes: true})
	m.AddFuncRegexp(regexp.MustCompile(`^(application|text)/(x-)?(java|ecma)script$`), js.Minify)
	m.AddFunc("module", js.Minify) // <script type="module">
	return m
}

// insertCSP puts the Content-Security-Policy meta tag right after the charset tag
// (or at the start of head).
func insertCSP(doc []byte) []byte {
	tag := `<meta http-equiv="Content-Security-Policy" content="` + CSP + `">`
	at := bytes.Index(doc, []byte("<meta charset"))
	if at >= 0 {
		at += bytes.IndexByte(doc[at:], '>') + 1
	} else if at = bytes.Index(doc, []byte("<head>")); at >= 0 {
		at += len("<head>")
	} else {
		at = 0
	}
	return append(append(append([]byte{}, doc[:at]...), tag...), doc[at:]...)
}

// findRefs finds the quoted strings of a page file that name another asset: in HTML
// any relative path, in JS and CSS only paths written "./x" or "../x" (so that an
// ordinary string is never taken for a file). Vendor files are not scanned. A
// "./x.js"-like path to a file that does not exist is an error: the page would fail
// to load.
func findRefs(a *asset, bySrc map[string]*asset) ([]ref, error) {
	ext := path.Ext(a.src)
	if ext != ".html" && ext != ".js" && ext != ".mjs" && ext != ".css" {
		return nil, nil
	}
	if strings.HasPrefix(a.src, "vendor/") {
		return nil, nil
	}
	var refs []ref
	d := a.data
	for i := 0; i < len(d); i++ {
		q := d[i]
		if q != '"' && q != '\'' {
			continue
		}
		j := i + 1
		for j < len(d) && d[j] != q && d[j] != '\n' {
			j++
		}
		if j >= len(d) || d[j] != q {
			continue
		}
		s := string(d[i+1 : j])
		explicit := strings.HasPrefix(s, "./") || strings.HasPrefix(s, "../")
		if s != "" && (explicit || ext == ".html") && !strings.ContainsAny(s, ":?#") {
			target := path.Join(path.Dir(a.src), s)
			if t, ok := bySrc[target]; ok && t != a {
				refs = append(refs, ref{start: i + 1, end: j, target: target})
			} else if !ok && explicit && assetExt[path.Ext(s)] {
				return nil, fmt.Errorf("%s refers to %s, which is not in the site", a.src, s)
			}
		}
		i = j
	}
	return refs, nil
}

// assetExt are the extensions of references that must resolve.
var assetExt = map[string]bool{".js": true, ".mjs": true, ".css": true, ".json": true, ".wasm": true}
