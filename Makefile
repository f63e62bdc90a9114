# The Makefile is the contract: `make test` is what CI runs, `make serve` what a person runs.
GO        ?= go
WASMEXEC  := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec
# Pure packages: no I/O, no syscall/js; they must pass under GOOS=js GOARCH=wasm too.
PURE      := ./caption/... ./analysis/...

.PHONY: all test test-go test-wasm lint serve build bench fuzz clean deps

all: build

deps:
	$(GO) mod download

## test: everything CI runs
test: lint test-go test-wasm

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

test-go:
	$(GO) test ./...

test-wasm:
	GOOS=js GOARCH=wasm $(GO) test -exec="$(WASMEXEC)" $(PURE)

## build: the static site in dist/
build:
	$(GO) run ./build

## serve: build the site and serve it on http://127.0.0.1:8080
serve: build
	$(GO) run ./build serve

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./caption/... ./analysis/...

clean:
	rm -rf dist
