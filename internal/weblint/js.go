package weblint

import "strings"

// scanned is JavaScript with its comments, strings and regular expressions blanked
// (offsets and line ends kept), and the strings found.
type scanned struct {
	code    []byte
	strings []literal
	allow   allowed
}

// literal is a string literal (or the plain text of a template literal).
type literal struct {
	at   int
	text string
}

// scanJS blanks comments, strings, templates and regular expression literals.
//
//	token   = comment | string | template | regexp | other
//	regexp  = "/" ... "/" where a "/" cannot be a division: after an operator, an
//	          opening bracket, a comma, a semicolon, a keyword, or at the start
func scanJS(src string) *scanned {
	s := &scanned{code: []byte(src), allow: allowed{}}
	prev := byte(0) // the last significant byte of code, 0 at the start
	word := ""      // the last identifier, for "return /re/"
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case strings.HasPrefix(src[i:], "//"):
			end := strings.IndexByte(src[i:], '\n')
			if end < 0 {
				end = len(src) - i
			}
			s.allow.note(lineAt(src, i), src[i:i+end])
			i = s.blank(i, i+end)
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				end = len(src) - i - 4
			}
			s.allow.note(lineAt(src, i), src[i:i+end+4])
			i = s.blank(i, i+end+4)
		case c == '"' || c == '\'' || c == '`':
			end := stringEnd(src, i)
			s.strings = append(s.strings, literal{at: i, text: src[i+1 : max(i+1, end-1)]})
			i = s.blank(i+1, end-1) + 1
			prev, word = 'a', ""
		case c == '/' && regexpCan(prev, word):
			end := regexpEnd(src, i)
			i = s.blank(i+1, end-1) + 1
			prev, word = 'a', ""
		case isIdent(c):
			j := i
			for j < len(src) && isIdent(src[j]) {
				j++
			}
			word, prev, i = src[i:j], 'a', j
		default:
			if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
				prev, word = c, ""
			}
			i++
		}
	}
	return s
}

// blank replaces code[i:j] by spaces, keeping line ends, and returns j.
func (s *scanned) blank(i, j int) int {
	j = min(j, len(s.code))
	for k := i; k < j; k++ {
		if s.code[k] != '\n' {
			s.code[k] = ' '
		}
	}
	return j
}

func isIdent(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// regexpCan reports whether a "/" after prev (or the keyword word) starts a regexp.
func regexpCan(prev byte, word string) bool {
	switch word {
	case "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await":
		return true
	}
	if prev == 0 {
		return true
	}
	return prev != 'a' && prev != ')' && prev != ']' && prev != '}'
}

// stringEnd returns the offset after the string or template starting at i. A
// template's ${...} parts are skipped by brace depth.
func stringEnd(src string, i int) int {
	q := src[i]
	depth := 0
	for j := i + 1; j < len(src); j++ {
		switch c := src[j]; {
		case c == '\\':
			j++
		case q == '`' && c == '$' && j+1 < len(src) && src[j+1] == '{':
			depth++
			j++
		case q == '`' && depth > 0 && c == '}':
			depth--
		case c == q && depth == 0:
			return j + 1
		case c == '\n' && q != '`':
			return j
		}
	}
	return len(src)
}

// regexpEnd returns the offset after the regular expression literal at i.
func regexpEnd(src string, i int) int {
	class := false
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '[':
			class = true
		case ']':
			class = false
		case '/':
			if !class {
				return j + 1
			}
		case '\n':
			return j
		}
	}
	return len(src)
}

// JS lints one JavaScript module.
func JS(name, src string) []Finding {
	s := scanJS(src)
	r := &report{file: name, allow: s.allow}
	code := string(s.code)
	for _, w := range words(code) {
		line := lineAt(src, w.at)
		next := strings.TrimLeft(code[w.at+len(w.text):], " \t\n\r")
		switch w.text {
		case "innerHTML", "outerHTML", "insertAdjacentHTML":
			r.add(line, "html-sink", w.text+" parses text as HTML; build elements with textContent")
		case "write", "writeln":
			if strings.HasSuffix(strings.TrimRight(code[:w.at], " \t\n\r."), "document") {
				r.add(line, "html-sink", "document."+w.text)
			}
		case "eval":
			if strings.HasPrefix(next, "(") && !dotBefore(code, w.at) {
				r.add(line, "eval", "eval runs text as code")
			}
		case "Function":
			if strings.HasPrefix(next, "(") && !dotBefore(code, w.at) {
				r.add(line, "eval", "Function(...) runs text as code")
			}
		case "setTimeout", "setInterval":
			arg := strings.TrimLeft(src[w.at+len(w.text):], " \t\n\r")
			if strings.HasPrefix(arg, "(") {
				if a := strings.TrimLeft(arg[1:], " \t\n\r"); a != "" && strings.IndexByte("\"'`", a[0]) >= 0 {
					r.add(line, "eval", w.text+" with a string runs text as code")
				}
			}
		case "localStorage", "sessionStorage", "indexedDB":
			r.add(line, "storage", w.text+" keeps data after the page closes; captions must not be stored unless asked")
		}
	}
	for _, l := range s.strings {
		if external(l.text) {
			r.add(lineAt(src, l.at), "external-url", "another origin: "+l.text)
		}
	}
	return r.out
}

func dotBefore(code string, at int) bool {
	return strings.HasSuffix(strings.TrimRight(code[:at], " \t\n\r"), ".")
}

// words returns the identifiers of code with their offsets.
func words(code string) []literal {
	var out []literal
	for i := 0; i < len(code); {
		if !isIdent(code[i]) {
			i++
			continue
		}
		j := i
		for j < len(code) && isIdent(code[j]) {
			j++
		}
		out = append(out, literal{at: i, text: code[i:j]})
		i = j
	}
	return out
}
