package place

import (
	"go/ast"
	goparser "go/parser"
	gotoken "go/token"
	"path/filepath"
	"strconv"
	"testing"
)

// TestComparedWordsKnown checks what makes key sound: key gives "" for a word the
// lexicon does not know, so every word the parser compares a key with (p.key(i) ==
// "of", switch p.key(i) { case "base": ... }) must be in the lexicon.
func TestComparedWordsKnown(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := gotoken.NewFileSet()
	n := 0
	for _, name := range files {
		if filepath.Base(name) == "names_table.go" || len(name) > 8 && name[len(name)-8:] == "_test.go" {
			continue
		}
		f, err := goparser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		check := func(lit ast.Expr) {
			b, ok := lit.(*ast.BasicLit)
			if !ok || b.Kind != gotoken.STRING {
				return
			}
			w, _ := strconv.Unquote(b.Value)
			n++
			if es := theDict().lookup(w); es == 0 {
				t.Errorf("%s: the parser compares a key with %q, which is not in the lexicon (add it to comparedWords)", fset.Position(b.Pos()), w)
			}
		}
		ast.Inspect(f, func(node ast.Node) bool {
			switch x := node.(type) {
			case *ast.BinaryExpr:
				if isKeyCall(x.X) {
					check(x.Y)
				}
				if isKeyCall(x.Y) {
					check(x.X)
				}
			case *ast.SwitchStmt:
				if isKeyCall(x.Tag) {
					for _, c := range x.Body.List {
						for _, e := range c.(*ast.CaseClause).List {
							check(e)
						}
					}
				}
			}
			return true
		})
		// k := p.key(i) and later k == "a": literals compared with a variable
		// bound to a key in the same function.
		ast.Inspect(f, func(node ast.Node) bool {
			fn, ok := node.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				return true
			}
			keys := map[string]bool{}
			ast.Inspect(fn.Body, func(node ast.Node) bool {
				if a, ok := node.(*ast.AssignStmt); ok && len(a.Lhs) == 1 && len(a.Rhs) == 1 && isKeyCall(a.Rhs[0]) {
					keys[a.Lhs[0].(*ast.Ident).Name] = true
				}
				return true
			})
			ast.Inspect(fn.Body, func(node ast.Node) bool {
				if x, ok := node.(*ast.BinaryExpr); ok {
					if id, ok := x.X.(*ast.Ident); ok && keys[id.Name] {
						check(x.Y)
					}
				}
				return true
			})
			return true
		})
	}
	if n < 20 {
		t.Errorf("found %d compared words; the check reads the source wrong", n)
	}
}

func isKeyCall(e ast.Expr) bool {
	c, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	s, ok := c.Fun.(*ast.SelectorExpr)
	return ok && s.Sel.Name == "key"
}
