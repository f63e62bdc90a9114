package weblint

import "strings"

// HTML lints a page: scripts must be files of the site (the Content-Security-Policy
// blocks inline ones, and an inline script is where injected markup would run), no
// on...= handler attributes, no javascript: URLs, nothing loaded from another origin.
//
//	page = { text | comment | tag }
//	tag  = "<" name { space attr [ "=" value ] } [ "/" ] ">"
func HTML(name, src string) []Finding {
	r := &report{file: name, allow: allowed{}}
	for i := 0; i < len(src); {
		lt := strings.IndexByte(src[i:], '<')
		if lt < 0 {
			break
		}
		i += lt
		if strings.HasPrefix(src[i:], "<!--") {
			end := strings.Index(src[i:], "-->")
			if end < 0 {
				end = len(src) - i
			}
			r.allow.note(lineAt(src, i), src[i:i+end])
			i += end + 3
			continue
		}
		t, end := readTag(src, i)
		i = end
		if t.name == "" {
			continue
		}
		line := lineAt(src, t.at)
		for _, a := range t.attrs {
			checkAttr(r, line, t.name, a)
		}
		if t.name == "script" {
			body := src[i:]
			close := strings.Index(strings.ToLower(body), "</script")
			if close < 0 {
				close = len(body)
			}
			if _, ok := t.attr("src"); !ok && isJSType(t) {
				r.add(line, "inline-script", "a <script> without src: scripts must be files of the site")
				for _, f := range JS(name, body[:close]) {
					r.add(f.Line+line-1, f.Rule, f.What)
				}
			}
			i += close
		}
	}
	return r.out
}

// tag is a start tag with its attributes, names lower-cased.
type tag struct {
	at    int
	name  string
	attrs [][2]string
}

func (t *tag) attr(name string) (string, bool) {
	for _, a := range t.attrs {
		if a[0] == name {
			return a[1], true
		}
	}
	return "", false
}

// isJSType reports whether a script element holds code (not a data block).
func isJSType(t tag) bool {
	typ, _ := t.attr("type")
	switch strings.ToLower(strings.TrimSpace(typ)) {
	case "", "module", "text/javascript", "application/javascript", "importmap":
		return true
	}
	return false
}

// readTag reads the tag at src[i] ("<"); a closing tag, a doctype or a lone "<"
// give a tag with no name. It returns the offset after the tag.
func readTag(src string, i int) (tag, int) {
	t := tag{at: i}
	j := i + 1
	for j < len(src) && isName(src[j]) {
		j++
	}
	if j == i+1 {
		end := strings.IndexByte(src[i:], '>')
		if end < 0 {
			return t, len(src)
		}
		return t, i + end + 1
	}
	t.name = strings.ToLower(src[i+1 : j])
	for j < len(src) {
		for j < len(src) && (src[j] == ' ' || src[j] == '\t' || src[j] == '\n' || src[j] == '\r' || src[j] == '/') {
			j++
		}
		if j >= len(src) || src[j] == '>' {
			return t, j + 1
		}
		k := j
		for k < len(src) && !strings.ContainsRune(" \t\n\r=>/", rune(src[k])) {
			k++
		}
		name, value := strings.ToLower(src[j:k]), ""
		if k < len(src) && src[k] == '=' {
			value, k = attrValue(src, k+1)
		}
		t.attrs = append(t.attrs, [2]string{name, value})
		j = max(k, j+1)
	}
	return t, len(src)
}

func isName(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
}

// attrValue reads a quoted or bare attribute value at src[k].
func attrValue(src string, k int) (string, int) {
	if k < len(src) && (src[k] == '"' || src[k] == '\'') {
		end := strings.IndexByte(src[k+1:], src[k])
		if end < 0 {
			return src[k+1:], len(src)
		}
		return src[k+1 : k+1+end], k + end + 2
	}
	e := k
	for e < len(src) && !strings.ContainsRune(" \t\n\r>", rune(src[e])) {
		e++
	}
	return src[k:e], e
}

// checkAttr flags handler attributes, javascript: URLs and other origins.
func checkAttr(r *report, line int, tagName string, a [2]string) {
	name, value := a[0], a[1]
	switch {
	case strings.HasPrefix(name, "on"):
		r.add(line, "inline-script", "<"+tagName+" "+name+"=...>: an inline handler")
	case strings.HasPrefix(strings.ToLower(strings.TrimSpace(value)), "javascript:"):
		r.add(line, "inline-script", "<"+tagName+" "+name+"=\"javascript:...\">")
	case name == "src" || name == "href" || name == "action" || name == "formaction" || name == "poster" || name == "data":
		if external(value) {
			r.add(line, "external-url", "<"+tagName+" "+name+"=\""+value+"\">: another origin")
		}
	case name == "srcset":
		for _, part := range strings.Split(value, ",") {
			if external(part) {
				r.add(line, "external-url", "<"+tagName+" srcset>: another origin")
			}
		}
	}
}
