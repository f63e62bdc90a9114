#!/bin/sh
# fuzz.sh runs every fuzz target of the module (every FuzzX in every package but the
# browser tests) for FUZZTIME each (30s unless set), then prints one line a target:
# the package, the target, the executions run and PASS or FAIL. A failing input is
# kept by `go test` in the package's testdata/fuzz/FuzzX/; make it a table row.
# Exit status 1 when any target failed. `make fuzz` runs this script.
#
#	FUZZTIME=1m internal/hostile/fuzz.sh [package pattern ...]
set -u
FUZZTIME=${FUZZTIME:-30s}
GO=${GO:-go}
cd "$(dirname "$0")/../.." || exit 2
[ $# -gt 0 ] || set -- ./...
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
summary=$log/summary
status=0
for pkg in $($GO list "$@" | grep -v /web/e2e); do
	targets=$($GO test -list '^Fuzz' "$pkg" 2>/dev/null | grep '^Fuzz') || continue
	for f in $targets; do
		out=$log/out
		echo "== $pkg $f ($FUZZTIME)"
		$GO test -run '^$' -fuzz "^$f\$" -fuzztime "$FUZZTIME" "$pkg" >"$out" 2>&1
		rc=$?
		execs=$(grep -o 'execs: [0-9]*' "$out" | tail -1 | cut -d' ' -f2)
		result=PASS
		if [ $rc -ne 0 ]; then
			result=FAIL
			status=1
			grep -E -- '--- FAIL|Failing input|testdata/fuzz|panic:|\.go:[0-9]+:' "$out" | head -20
		fi
		printf '%-55s %-16s %12s %s\n' "${pkg#github.com/captions-analyzer/captions/}" "$f" "${execs:-0}" "$result" >>"$summary"
	done
done
echo
printf '%-55s %-16s %12s %s\n' package target execs result
cat "$summary"
awk '{n += $3} END {printf "%d targets, %d executions in all\n", NR, n}' "$summary"
exit $status
