package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/captions-analyzer/captions/internal/synth"
)

// TestSearchOfABigDrop searches the captions of a drop too big to search at once (the
// page then reads their bytes in slices between renders): each search must show the
// captions whose text, with case and diacritics folded, holds the query. The count to
// expect is computed on the page from the decoded texts, by folding them as a person
// would (NFKD, marks dropped, lower case): a second way to the same answer.
func TestSearchOfABigDrop(t *testing.T) {
	ctx := newPage(t)
	errs := consoleErrors(t, ctx)
	run(t, ctx, "sizing the window", chromedp.EmulateViewport(1280, 800))
	path := filepath.Join(t.TempDir(), "big.txt")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := synth.Write(f, nil, synth.Config{Seed: 3, Size: 3 << 20}); err != nil {
		t.Fatal(err)
	}
	f.Close()
	dropFiles(t, ctx, path)
	waitDone(t, ctx)
	if n := eval[int](t, ctx, `captionsApp.dataset.records.length`); n <= 20000 {
		t.Fatalf("the drop has %d captions: too few for a search in slices", n)
	}
	// "zoe" and "muller" are found only by folding "Zoë" and "Müller"; "zoel" narrows
	// "zoe" to nothing, and "herat" reads every caption again.
	for _, q := range []string{"Herat", "zoe", "zoel", "MULLER", "herat"} {
		want := eval[int](t, ctx, fmt.Sprintf(`(() => {
			const f = (s) => s.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
			return captionsApp.dataset.records.filter((r) => f(r.text).includes(f(%q))).length;
		})()`, q))
		if q != "zoel" && want == 0 {
			t.Fatalf("no caption of the drop holds %q: the test needs one", q)
		}
		eval[bool](t, ctx, `(document.querySelector('[data-testid="caption-search"]').select(), true)`) // typing replaces the last query
		run(t, ctx, "searching "+q, chromedp.SendKeys(chromedp.CSS(`[data-testid="caption-search"]`), q+"\r"))
		cond := fmt.Sprintf(`document.querySelector('[data-testid="caption-count"]').dataset.count === "%d" && new URLSearchParams(location.hash.slice(1)).get("q") === %q`, want, q)
		if err := chromedp.Do(ctx, viewsWait(cond, 20*time.Second)); err != nil {
			got := attr(t, ctx, `[data-testid="caption-count"]`, "data-count")
			t.Fatalf("searching %q: %s captions shown, want %d: %v", q, got, want, err)
		}
	}

	// a filter with the search (the photographer with the most of its captions): the
	// views are drawn one a task after their counts
	ds := pageDataset(t, ctx)
	id := attr(t, ctx, `[data-testid="photographer-row"]`, "data-id")
	want := 0
	for _, r := range ds.Records {
		if slices.Contains(r.PhotographerIDs, id) && strings.Contains(strings.ToLower(r.Text), "herat") {
			want++
		}
	}
	click(t, ctx, fmt.Sprintf(`[data-testid="photographer-row"][data-id=%q] button.v-link`, id))
	cond := fmt.Sprintf(`document.querySelector('[data-testid="caption-count"]').dataset.count === "%d"`, want)
	if err := chromedp.Do(ctx, viewsWait(cond, 20*time.Second)); err != nil {
		got := attr(t, ctx, `[data-testid="caption-count"]`, "data-count")
		t.Fatalf("captions of %s holding herat: %s shown, want %d (hash %s): %v\n%s", id, got, want, eval[string](t, ctx, `location.hash`), err, strings.Join(errs(), "\n"))
	}
	if e := errs(); len(e) > 0 {
		t.Errorf("console errors:\n%s", strings.Join(e, "\n"))
	}
}
