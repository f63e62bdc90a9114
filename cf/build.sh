#!/bin/sh
# Builds the Worker into cf/build/ (or $OUT, relative to the repository's root): the
# JavaScript glue of github.com/syumai/workers (worker.mjs, runtime.mjs, wasm_exec.js)
# and app.wasm, the API of package cf compiled with GOOS=js GOARCH=wasm. With --site it
# also builds the static site into dist/, which wrangler.jsonc serves as static assets.
# Run from anywhere; wrangler runs it as the build command of wrangler.jsonc.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
GO=${GO:-go}
out=${OUT:-cf/build}
mkdir -p "$out"
$GO tool workers-assets-gen -mode=go -runtime=cloudflare -o "$out"
# As the site build does: the standard packages of noInline (build/site/site.go)
# without inlining, and the data segments packed (build/site/wasmdata.go), for a
# smaller compressed Worker.
GOOS=js GOARCH=wasm $GO build -trimpath -tags=nethttpomithttp2 -gcflags='crypto/...=-l' \
  -gcflags='reflect=-l' -gcflags='fmt=-l' -gcflags='log=-l' -gcflags='math/big=-l' \
  -gcflags='time=-l' -gcflags='mime=-l' -gcflags='encoding/asn1=-l' -gcflags='net/url=-l' \
  -ldflags='-s -w' -o "$out/app.wasm" ./cf/worker
$GO run ./build pack-wasm "$out/app.wasm"
if [ "${1:-}" = --site ]; then
  $GO run ./build
fi
