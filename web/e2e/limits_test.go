package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDropOverTheLimitIsRefused drops a (sparse) file over the page's limit beside a
// good one: nothing is analyzed, the page says why at once, and it stays usable.
func TestDropOverTheLimitIsRefused(t *testing.T) {
	ctx := newPage(t)
	dir := t.TempDir()
	big := filepath.Join(dir, "archive.txt")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(151 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	good := filepath.Join(dir, "good.txt")
	if err := os.WriteFile(good, []byte("Smoke rises over Aleppo, Syria, May 2, 2016. REUTERS/Omar Haddad\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dropFiles(t, ctx, good, big)
	waitDone(t, ctx)
	rows := eval[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="file-error"]')].map(e => e.textContent)`)
	if len(rows) != 1 || !strings.HasPrefix(rows[0], "archive.txt:") || !strings.Contains(rows[0], "limit") {
		t.Errorf("file-error rows %q, want one for archive.txt that names the limit", rows)
	}
	if got := text(t, ctx, "count-captions"); got != "0" && got != "" {
		t.Errorf("count-captions %q after a refused drop, want nothing analyzed", got)
	}
	dropFiles(t, ctx, good)
	waitDone(t, ctx)
	if got := text(t, ctx, "count-captions"); got != "1" {
		t.Errorf("count-captions %q after a good drop following the refusal, want 1", got)
	}
}
