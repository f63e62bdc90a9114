# The Makefile is the contract: `make test` is what CI runs, `make serve` what a person runs.
GO        ?= go
WASMEXEC  := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec
# Pure packages: no I/O, no syscall/js; they must pass under GOOS=js GOARCH=wasm too.
PURE      := ./caption/... ./analysis/...
# Node unit tests of the page's modules (pure: no DOM), run under a pinned time zone.
JSTESTS    = $(shell find web bench/node -name '*.test.js' -not -path '*/node_modules/*' | sort)

.PHONY: all test test-go test-wasm test-js test-browser lint serve build bench bench-go bench-wasm bench-compare bench-full bench-browser fuzz clean deps worker-dev worker-check deploy

all: build

## deps: what the tests need (Chromium, Node.js, npm packages, Go modules), if missing
deps:
	bash build/install-deps.sh

## test: everything CI runs
test: deps
	$(MAKE) lint test-go test-wasm test-js test-browser

## lint: gofmt, go vet, and the import direction (internal/layers)
lint:
	@out=$$(gofmt -l $$(git ls-files -co --exclude-standard '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./wasm/...
	$(GO) test -count=1 ./internal/layers

## test-go: the Go tests, without the browser tests; never from go test's cache,
## which does not know the programs that some tests build and run (the CLI, the wasm)
test-go:
	$(GO) test -count=1 $$($(GO) list ./... | grep -v /web/e2e)

test-wasm:
	GOOS=js GOARCH=wasm $(GO) test -exec="$(WASMEXEC)" $(PURE)

test-js:
	TZ=America/New_York node --test $(JSTESTS)

## test-browser: headless Chromium on the built site (skipped when chromium is missing)
test-browser:
	$(GO) test -count=1 -timeout 15m ./web/e2e

## build: the static site in dist/
build:
	$(GO) run ./build

## serve: build the site and serve it on http://127.0.0.1:8080
serve: build
	$(GO) run ./build serve

## bench: every benchmark, reported and not asserted: the Go benchmarks, the browser
## benchmarks, then ours side by side with compromise and wink-nlp (writes BENCHMARKS.md)
bench: bench-go bench-wasm bench-browser bench-compare

## bench-go: the Go benchmarks (Parse, Analyze, split, gazetteer, handler; byte-scan floor)
bench-go:
	$(GO) test -run '^$$' -bench . -benchmem ./caption/... ./analysis/... ./wasm/...

## bench-wasm: Parse, Analyze, split and the byte-scan floor compiled to wasm, under node
bench-wasm:
	GOOS=js GOARCH=wasm $(GO) test -exec="$(WASMEXEC)" -run '^$$' -bench 'Parse$$|AnalyzeWhole|ByteScan|Split$$|Boundary' -benchtime 2x -benchmem ./caption ./analysis ./caption/split

## bench-compare: CLI, wasm, the site and the byte scan beside compromise and wink-nlp
bench-compare:
	$(GO) run ./bench

## bench-full: bench-compare with the 100 MB corpus, and the libraries on 20 MB (long)
bench-full:
	$(GO) run ./bench -full

bench-browser:
	BENCH_BROWSER=1 E2E_FULL_BUILD=1 $(GO) test -count=1 -timeout 60m -run '^$$' -bench . -benchtime 1x ./web/e2e

FUZZTIME ?= 30s
## fuzz: every Fuzz target of the repository for FUZZTIME each, with executions per target
fuzz:
	FUZZTIME=$(FUZZTIME) sh internal/hostile/fuzz.sh

## worker-dev: the site and the API under workerd (wrangler dev) on http://127.0.0.1:8787, offline
worker-dev:
	test -f dist/index.html || $(MAKE) build
	CLOUDFLARE_CF_FETCH_ENABLED=false sh cf/wrangler.sh dev --ip 127.0.0.1 --port 8787 --show-interactive-dev-session=false

## worker-check: wrangler deploy --dry-run: the Worker bundles, and its size
worker-check:
	test -f dist/index.html || $(MAKE) build
	sh cf/wrangler.sh deploy --dry-run --outdir cf/build/dry-run

## deploy: the site and the API to your Cloudflare account (after `sh cf/wrangler.sh login`); never run by CI
deploy: build
	sh cf/wrangler.sh deploy

clean:
	rm -rf dist
