package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/chromedp"
)

// browserTool is the row of the built site in headless Chromium: for each input a
// fresh tab opens the site, the files go to the page's file input, and the page's own
// clock (captionsApp.timing, drop to data-state=done) is the work time.
func (e *env) browserTool(version string) *tool {
	t := &tool{ID: "browser", Name: "captions site (headless Chromium)", Side: "ours", Records: true}
	chrome := findChrome()
	if chrome == "" {
		t.Err = "chromium not installed (apt-get install chromium, or set CHROME_PATH)"
		return t
	}
	t.Version = version + ", " + output("", chrome, "--version")
	b := &browserRun{env: e, chrome: chrome}
	t.run = b.run
	e.closers = append(e.closers, b.close)
	return t
}

// browserRun starts the site server and Chromium on first use.
type browserRun struct {
	env    *env
	chrome string
	once   sync.Once
	err    error
	url    string
	server *exec.Cmd
	ctx    context.Context
	cancel []context.CancelFunc
}

func findChrome() string {
	if p := os.Getenv("CHROME_PATH"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

func (b *browserRun) start() error {
	e := b.env
	if err := e.gobuild("site", "./bench/site", false); err != nil {
		return err
	}
	dir := filepath.Join(e.out, "site")
	os.RemoveAll(dir)
	b.server = exec.Command(e.bin("site"), "-o", dir)
	b.server.Dir = e.root
	b.server.Stderr = os.Stderr
	out, err := b.server.StdoutPipe()
	if err != nil {
		return err
	}
	if err := b.server.Start(); err != nil {
		return err
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "URL ")
	if !ok {
		return fmt.Errorf("the site did not build or serve: %v", err)
	}
	b.url = url
	profile := filepath.Join(e.out, "chrome-profile")
	os.RemoveAll(profile)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(b.chrome),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(profile),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-first-run", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	b.cancel = append(b.cancel, cancelBrowser, cancelAlloc)
	if err := chromedp.Do(bctx); err != nil {
		return fmt.Errorf("starting chromium: %v", err)
	}
	b.ctx = bctx
	return nil
}

func (b *browserRun) close() {
	for _, c := range b.cancel {
		c()
	}
	if b.server != nil && b.server.Process != nil {
		b.server.Process.Kill()
		b.server.Wait()
	}
}

// run analyzes one input in a fresh tab; with keep, the page's records are written
// there as JSON lines.
func (b *browserRun) run(ctx context.Context, in input, keep string) (measure, error) {
	var m measure
	if b.once.Do(func() { b.err = b.start() }); b.err != nil {
		return m, b.err
	}
	tab, cancel := chromedp.NewContext(b.ctx)
	defer cancel()
	tab, cancelTimeout := context.WithTimeout(tab, 20*time.Minute)
	defer cancelTimeout()
	ready := chromedp.Poll[bool](`typeof captionsApp === "object"`, chromedp.WithPollingTimeout(time.Minute))
	if err := chromedp.Do(tab, chromedp.Navigate(b.url+"/"), discard(ready)); err != nil {
		return m, fmt.Errorf("opening the site: %v", err)
	}
	pid := 0
	if p := chromedp.FromContext(tab).Browser.Process(); p != nil {
		pid = p.Pid
	}
	stop := sample(pid)
	start := time.Now()
	done := chromedp.Poll[bool](`document.body.dataset.state === "done"`,
		chromedp.WithPollingTimeout(19*time.Minute), chromedp.WithPollingInterval(20*time.Millisecond))
	err := chromedp.Do(tab, chromedp.SetUploadFiles(chromedp.CSS(`[data-testid="file-input"]`), in.Files), discard(done))
	m.Wall = time.Since(start)
	m.RSSKB, m.CPU = stop()
	if err != nil {
		return m, fmt.Errorf("analyzing in the page: %v", err)
	}
	ms, err := chromedp.Run(tab, chromedp.Evaluate[float64](`captionsApp.timing.done - captionsApp.timing.start`))
	if err != nil {
		return m, err
	}
	m.Work = time.Duration(ms * float64(time.Millisecond))
	if m.Captions, err = chromedp.Run(tab, chromedp.Evaluate[int](`captionsApp.dataset.records.length`)); err != nil {
		return m, err
	}
	m.Runs = 1
	if keep != "" {
		js, err := chromedp.Run(tab, chromedp.Evaluate[string](`captionsApp.dataset.records.map((r) => JSON.stringify({file: r.file, text: r.text || "", photographers: r.photographers || [], agencies: r.agencies || [], date: r.date || "", location: r.location || "", places: r.places || []})).join("\n")`))
		if err != nil {
			return m, err
		}
		if err := os.WriteFile(keep, []byte(js+"\n"), 0o644); err != nil {
			return m, err
		}
	}
	return m, nil
}

// discard turns a polling action into a step.
func discard[T any](a chromedp.Action[T]) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := a(ctx, tg)
		return chromedp.Void{}, err
	}
}

// sample sums the memory (PSS) of a process and its descendants every 50 ms until
// the returned function is called, which returns the peak in KB and the CPU time
// the processes used in between.
func sample(pid int) func() (int64, time.Duration) {
	if pid == 0 {
		return func() (int64, time.Duration) { return 0, 0 }
	}
	var peak int64
	_, cpu0 := tree(pid)
	quit := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			kb, _ := tree(pid)
			peak = max(peak, kb)
			select {
			case <-quit:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	return func() (int64, time.Duration) {
		close(quit)
		<-done
		_, cpu1 := tree(pid)
		return peak, cpu1 - cpu0
	}
}

// tree is the summed PSS (KB) and CPU time of pid and its descendants, from /proc.
func tree(pid int) (int64, time.Duration) {
	ents, _ := os.ReadDir("/proc")
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, e := range ents {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		if i := strings.LastIndexByte(s, ')'); i >= 0 {
			// After the command: state ppid ... utime (14th field) stime (15th).
			f := strings.Fields(s[i+1:])
			if len(f) > 12 {
				parent[p], _ = strconv.Atoi(f[1])
				u, _ := strconv.ParseInt(f[11], 10, 64)
				st, _ := strconv.ParseInt(f[12], 10, 64)
				ticks[p] = u + st
			}
		}
	}
	in := map[int]bool{pid: true}
	for changed := true; changed; {
		changed = false
		for p, pp := range parent {
			if !in[p] && in[pp] {
				in[p], changed = true, true
			}
		}
	}
	var kb, t int64
	for p := range in {
		kb += pss(p)
		t += ticks[p]
	}
	return kb, time.Duration(t) * time.Second / clockTicks
}

// clockTicks is the unit of utime and stime in /proc/PID/stat (USER_HZ, 100 on Linux).
const clockTicks = 100

// pss is the proportional set size of a process in KB (its private memory plus its
// share of shared pages), so that a sum over processes counts shared pages once;
// VmRSS when smaps_rollup cannot be read.
func pss(pid int) int64 {
	for _, f := range []struct{ file, key string }{{"smaps_rollup", "Pss:"}, {"status", "VmRSS:"}} {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/%s", pid, f.file))
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, f.key); ok {
				kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
				return kb
			}
		}
	}
	return 0
}
