#!/usr/bin/env bash
# Installs what `make test` needs and a fresh machine may lack: Chromium for the
# browser tests, Node.js for the page's unit tests, the npm packages of cf/ (wrangler,
# workerd) and bench/ (pinned by their lock files), and the Go modules. Idempotent:
# does nothing that is already there. apt-get needs root (CI runs as root).
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v node >/dev/null 2>&1 || need+=(nodejs npm)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need[@]}" >/dev/null
  else
    echo "install-deps: missing ${need[*]}; run as root or install them (the tests that need them are skipped)" >&2
  fi
fi
for lock in $(git ls-files '*package-lock.json' 2>/dev/null); do
  dir=$(dirname "$lock")
  if [ ! -d "$dir/node_modules" ] || [ "$lock" -nt "$dir/node_modules" ]; then
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
done
go mod download
