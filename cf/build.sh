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
# As the site build does (build/site's CompileWasm: the standard packages of noInline
# without inlining; the data segments packed), for a smaller compressed Worker.
$GO run ./build wasm "$out/app.wasm" ./cf/worker
if [ "${1:-}" = --site ]; then
  $GO run ./build
fi
