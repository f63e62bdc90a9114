// Package hostile writes the bad-input matrix: files that users really drop on the
// analyzer (images, PDFs and archives among caption files, UTF-16 and legacy
// encodings, mojibake, one-line dumps, huge files, thousands of tiny files, script in
// captions), each with what must hold when it is analyzed together with a good file.
//
// The tests of this package run the built command line on every case; the browser
// tests in web/e2e drop the same cases on the page. The big cases (a 100 MB line, a
// 1 GB file) are written only when HOSTILE_BIG=1; the default run has small versions
// of them, so that `make test` stays fast.
//
// LIMITS.md holds the sizes the page accepts on an 8 GB machine, as measured; fuzz.sh
// runs every fuzz target of the module (`make fuzz`).
package hostile
