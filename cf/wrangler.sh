#!/bin/sh
# Runs the wrangler pinned in cf/package.json from the repository's root, where
# wrangler.jsonc is, without sending metrics. Install it first: (cd cf && npm ci).
#   sh cf/wrangler.sh dev --ip 127.0.0.1 --port 8787     the site and the API, locally
#   sh cf/wrangler.sh deploy --dry-run --outdir DIR      check the bundle and its size
#   sh cf/wrangler.sh deploy                             deploy (after wrangler login)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ ! -x cf/node_modules/.bin/wrangler ]; then
  echo "cf/node_modules is missing: run (cd cf && npm ci) first" >&2
  exit 1
fi
export WRANGLER_SEND_METRICS=false
exec cf/node_modules/.bin/wrangler "$@"
