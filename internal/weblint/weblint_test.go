package weblint

import (
	"strings"
	"testing"
)

// expectJS lints src as a module and wants exactly the rules given, in order.
func expectJS(t *testing.T, src string, rules ...string) {
	t.Helper()
	expectRules(t, src, JS("t.js", src), rules)
}

func expectHTML(t *testing.T, src string, rules ...string) {
	t.Helper()
	expectRules(t, src, HTML("t.html", src), rules)
}

func expectCSS(t *testing.T, src string, rules ...string) {
	t.Helper()
	expectRules(t, src, CSS("t.css", src), rules)
}

func expectRules(t *testing.T, src string, got []Finding, want []string) {
	t.Helper()
	var g []string
	for _, f := range got {
		g = append(g, f.Rule)
	}
	if strings.Join(g, ",") != strings.Join(want, ",") {
		t.Errorf("lint %q:\n got %q (%v)\nwant %q", src, g, got, want)
	}
}

func TestJS(t *testing.T) {
	// HTML sinks
	expectJS(t, `el.innerHTML = caption.text;`, "html-sink")
	expectJS(t, `el.outerHTML = x`, "html-sink")
	expectJS(t, `el.insertAdjacentHTML("beforeend", s)`, "html-sink")
	expectJS(t, `document.write(s); document.writeln(s)`, "html-sink", "html-sink")
	expectJS(t, `stream.write(s)`)
	expectJS(t, `el.textContent = caption.text;`)
	// code from text
	expectJS(t, `eval(s)`, "eval")
	expectJS(t, `const f = new Function("a", body)`, "eval")
	expectJS(t, `setTimeout("run()", 10)`, "eval")
	expectJS(t, "setInterval(`tick()`, 10)", "eval")
	expectJS(t, `setTimeout(() => run(), 10); setTimeout(run)`)
	expectJS(t, `chromedp.eval(x); obj.Function(y)`)
	// storage
	expectJS(t, `localStorage.setItem("k", text)`, "storage")
	expectJS(t, `const db = indexedDB.open("c"); sessionStorage.x = 1`, "storage", "storage")
	// other origins
	expectJS(t, `fetch("https://example.invalid/x")`, "external-url")
	expectJS(t, `import("//cdn.example.invalid/m.js")`, "external-url")
	expectJS(t, `document.createElementNS("http://www.w3.org/2000/svg", "svg")`)
	expectJS(t, `fetch(new URL("./sample.json", import.meta.url))`)
	// comments, strings and regular expressions are not code
	expectJS(t, `// el.innerHTML = x`+"\n"+`/* eval(s) */ const s = "innerHTML and eval(x)";`)
	expectJS(t, `if (/[",\r\n]/.test(s)) s = '"' + s.replace(/"/g, '""') + '"'; el.innerHTML = s`, "html-sink")
	expectJS(t, "const t = `${a.innerHTML}`; const u = `${b}` + eval(c)", "eval")
	expectJS(t, `const n = a / b / c; el.innerHTML = n`, "html-sink")
	// allow comments need a rule and a reason, and cover their line and the next
	expectJS(t, "// weblint:allow storage the user asked to keep the layout\nlocalStorage.setItem(\"layout\", x)")
	expectJS(t, "localStorage.x = 1 // weblint:allow storage the user asked for it")
	expectJS(t, "// weblint:allow storage\nlocalStorage.setItem(\"k\", x)", "storage")
	expectJS(t, "// weblint:allow eval because\nlocalStorage.setItem(\"k\", x)", "storage")
}

func TestHTML(t *testing.T) {
	expectHTML(t, `<script type="module" src="app.js"></script>`)
	expectHTML(t, `<script>alert(1)</script>`, "inline-script")
	expectHTML(t, `<script type="module">import "./a.js"</script>`, "inline-script")
	expectHTML(t, `<script type="application/json">{"a": 1}</script>`)
	expectHTML(t, `<script src="https://cdn.example.invalid/d3.js"></script>`, "external-url")
	expectHTML(t, `<link rel="stylesheet" href="//fonts.example.invalid/css">`, "external-url")
	expectHTML(t, `<img src="x.png" onerror="alert(1)">`, "inline-script")
	expectHTML(t, `<a href="javascript:alert(1)">x</a>`, "inline-script")
	expectHTML(t, `<a href="#top">x</a><img srcset="a.png 1x, https://e.invalid/b.png 2x">`, "external-url")
	expectHTML(t, `<!-- <script>alert(1)</script> --><p>text &lt;script&gt;</p>`)
	expectHTML(t, "<p>\n<script>\nel.innerHTML = x\n</script>", "inline-script", "html-sink")
	expectHTML(t, `<button type="button" id="sample" data-testid="sample">Try</button>`)
}

func TestCSS(t *testing.T) {
	expectCSS(t, `@import url("https://fonts.example.invalid/css");`, "external-url")
	expectCSS(t, `body { background: url(//e.invalid/bg.png) }`, "external-url")
	expectCSS(t, `.icon { background: url("icon.svg") } .x { mask: url(data:image/svg+xml,abc) }`)
	expectCSS(t, `/* url(https://e.invalid/a.png) */ a { color: red }`)
}

// TestFindingsName: a finding says where and why.
func TestFindingsName(t *testing.T) {
	f := JS("views/x.js", "const a = 1;\nel.innerHTML = a;\n")
	if len(f) != 1 || f[0].String() != "views/x.js:2: html-sink: innerHTML parses text as HTML; build elements with textContent" {
		t.Errorf("findings: %v", f)
	}
}

// TestWeb lints the page: `make test` fails on any finding in web/.
func TestWeb(t *testing.T) {
	findings, err := Dir("../../web")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range findings {
		t.Errorf("web/%s", f)
	}
}
