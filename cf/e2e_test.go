//go:build linux || darwin

package cf

// The end-to-end tests build the Worker as it deploys (cf/build.sh), check the bundle
// with `wrangler deploy --dry-run`, run it under workerd with `wrangler dev` on
// 127.0.0.1, and compare what the remote client gets with the command line's dataset.
// They need cf/node_modules (`cd cf && npm ci`, which .ci/run does) and are skipped
// without it, and under -short.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/captions-analyzer/captions/analysis"
	"github.com/captions-analyzer/captions/internal/remote"
	"github.com/captions-analyzer/captions/internal/synth"
)

// freePlanBytes is the Workers Free plan's limit on a Worker's compressed size.
const freePlanBytes = 3 << 20

// local is the Worker built and running under wrangler dev, shared by the tests and
// benchmarks of a run and stopped by TestMain.
var local struct {
	once    sync.Once
	dir     string    // temporary: the build, the config, the dry run
	url     string    // http://127.0.0.1:port
	gzipKiB float64   // the dry run's compressed size
	cmd     *exec.Cmd // wrangler dev
	log     bytes.Buffer
	err     error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if local.cmd != nil && local.cmd.Process != nil {
		_ = syscall.Kill(-local.cmd.Process.Pid, syscall.SIGTERM) // its process group
		_ = local.cmd.Wait()
	}
	if local.dir != "" {
		os.RemoveAll(local.dir)
	}
	os.Exit(code)
}

// worker returns the running Worker's address, starting it the first time; it skips
// the test when wrangler is not installed.
func worker(tb testing.TB) string {
	tb.Helper()
	if testing.Short() {
		tb.Skip("end-to-end test of the Worker: skipped under -short")
	}
	if _, err := os.Stat("node_modules/.bin/wrangler"); err != nil {
		tb.Skip("end-to-end test of the Worker skipped: cf/node_modules is missing; run (cd cf && npm ci) to install wrangler and workerd")
	}
	if v, ok := nodeVersion(); !ok {
		tb.Skipf("end-to-end test of the Worker skipped: wrangler 4.86.0 needs node 20.3 or later, found %q", v)
	}
	local.once.Do(func() { local.err = start() })
	if local.err != nil {
		tb.Fatalf("starting the Worker: %v\n%s", local.err, local.log.String())
	}
	return local.url
}

// nodeVersion returns node's version and whether it is 20.3 or later.
func nodeVersion() (string, bool) {
	out, err := exec.Command("node", "--version").Output()
	v := strings.TrimSpace(string(out))
	if err != nil {
		return "none", false
	}
	var major, minor int
	if _, err := fmt.Sscanf(v, "v%d.%d", &major, &minor); err != nil {
		return v, false
	}
	return v, major > 20 || major == 20 && minor >= 3
}

// start builds the Worker, dry-runs its deployment and starts wrangler dev.
func start() error {
	dir, err := os.MkdirTemp("", "captions-worker-")
	if err != nil {
		return err
	}
	local.dir = dir
	build := exec.Command("sh", "build.sh")
	build.Env = append(os.Environ(), "OUT="+filepath.Join(dir, "build"))
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("build.sh: %v\n%s", err, out)
	}
	config, err := testConfig(dir)
	if err != nil {
		return err
	}
	dry := wrangler("deploy", "--dry-run", "--outdir", filepath.Join(dir, "dry-run"), "-c", config)
	out, err := dry.CombinedOutput()
	if err != nil {
		return fmt.Errorf("wrangler deploy --dry-run: %v\n%s", err, out)
	}
	m := regexp.MustCompile(`gzip: ([0-9.]+) KiB`).FindSubmatch(out)
	if m == nil {
		return fmt.Errorf("wrangler deploy --dry-run printed no size:\n%s", out)
	}
	local.gzipKiB, _ = strconv.ParseFloat(string(m[1]), 64)
	port, err := freePort()
	if err != nil {
		return err
	}
	local.url = "http://127.0.0.1:" + port
	local.cmd = wrangler("dev", "-c", config, "--ip", "127.0.0.1", "--port", port,
		"--inspector-port", "0", "--show-interactive-dev-session=false", "--log-level", "warn")
	local.cmd.Stdout, local.cmd.Stderr = &local.log, &local.log
	local.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := local.cmd.Start(); err != nil {
		return err
	}
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(local.url + "/api/version")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(300 * time.Millisecond)
	}
	return fmt.Errorf("wrangler dev did not answer on %s within 90 s", local.url)
}

// wrangler is a command of the pinned wrangler, offline: no metrics, no fetch of
// Cloudflare's request metadata.
func wrangler(args ...string) *exec.Cmd {
	cmd := exec.Command("node_modules/.bin/wrangler", args...)
	cmd.Env = append(os.Environ(), "WRANGLER_SEND_METRICS=false", "CLOUDFLARE_CF_FETCH_ENABLED=false",
		"NO_COLOR=1", "CI=true")
	return cmd
}

// testConfig writes the root wrangler.jsonc as JSON into dir with the Worker built
// there and a small site of its own (the real site is tested elsewhere), and returns
// its path.
func testConfig(dir string) (string, error) {
	text, err := os.ReadFile("../wrangler.jsonc")
	if err != nil {
		return "", err
	}
	var lines []string
	for _, l := range strings.Split(string(text), "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "//") {
			lines = append(lines, l)
		}
	}
	var c map[string]any
	if err := json.Unmarshal([]byte(strings.Join(lines, "\n")), &c); err != nil {
		return "", fmt.Errorf("wrangler.jsonc: %v", err)
	}
	assets, _ := c["assets"].(map[string]any)
	if c["main"] != "cf/build/worker.mjs" || assets == nil || assets["directory"] != "dist" {
		return "", fmt.Errorf("wrangler.jsonc: want main cf/build/worker.mjs and assets in dist, got %v", c)
	}
	delete(c, "build") // built above
	delete(c, "$schema")
	c["main"] = filepath.Join(dir, "build", "worker.mjs")
	site := filepath.Join(dir, "site")
	assets["directory"] = site
	if err := os.MkdirAll(site, 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(site, "index.html"), []byte("<!doctype html><title>captions</title>\n"), 0o644); err != nil {
		return "", err
	}
	out, _ := json.MarshalIndent(c, "", "  ")
	path := filepath.Join(dir, "wrangler.json")
	return path, os.WriteFile(path, out, 0o644)
}

// freePort returns a port on 127.0.0.1 that nothing listens on.
func freePort() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	_, port, err := net.SplitHostPort(l.Addr().String())
	return port, err
}

func TestWorkerBundle(t *testing.T) {
	worker(t)
	t.Logf("wrangler deploy --dry-run: %.1f KiB gzip (Workers Free allows %d KiB)", local.gzipKiB, freePlanBytes>>10)
	if local.gzipKiB*1024 > freePlanBytes {
		t.Errorf("the Worker is %.1f KiB compressed, over the Workers Free plan's %d KiB", local.gzipKiB, freePlanBytes>>10)
	}
}

// files writes the invented test files into dir: the dev corpus is read in place.
func files(t testing.TB, dir string, synthSize int) []string {
	t.Helper()
	dev, _ := filepath.Glob("../../shared/corpus/dev/*.txt")
	if len(dev) == 0 {
		t.Log("../../shared/corpus/dev is missing: only the synthetic file is posted")
	}
	data, _ := synth.Generate(synth.Config{Seed: 88, Size: synthSize})
	syn := filepath.Join(dir, "synthetic.txt")
	if err := os.WriteFile(syn, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return append(dev, syn)
}

// read reads the files as remote.Analyze takes them.
func read(t testing.TB, paths []string) []analysis.Input {
	t.Helper()
	var in []analysis.Input
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, analysis.Input{Name: p, Data: data, Size: int64(len(data))})
	}
	return in
}

// cliDataset runs the command line on the files and decodes its JSON.
func cliDataset(t *testing.T, paths []string) *analysis.Dataset {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "captions")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/captions").CombinedOutput(); err != nil {
		t.Fatalf("building the command line: %v\n%s", err, out)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin, append([]string{"-format", "json"}, paths...)...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("captions -format json: %v\n%s", err, stderr.String())
	}
	var d analysis.Dataset
	if err := json.Unmarshal(stdout.Bytes(), &d); err != nil {
		t.Fatalf("captions -format json: %v", err)
	}
	return &d
}

func TestWorkerSameAsCommandLine(t *testing.T) {
	url := worker(t)
	paths := files(t, t.TempDir(), 1<<20)
	want := cliDataset(t, paths)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var progress bytes.Buffer
	got, err := remote.Analyze(ctx, url, read(t, paths), remote.Options{Parallel: 2, ChunkSize: 128 << 10, Progress: &progress})
	if err != nil {
		t.Fatalf("remote.Analyze: %v\n%s", err, local.log.String())
	}
	g, _ := json.Marshal(got)
	w, _ := json.Marshal(want)
	if !bytes.Equal(g, w) {
		i := 0
		for i < min(len(g), len(w)) && g[i] == w[i] {
			i++
		}
		t.Fatalf("the Worker's dataset differs from the command line's at byte %d:\ngot  ...%s\nwant ...%s",
			i, g[max(i-200, 0):min(i+200, len(g))], w[max(i-200, 0):min(i+200, len(w))])
	}
	if want.Stats.Captions < 1000 {
		t.Fatalf("the corpus should have many captions, has %d", want.Stats.Captions)
	}
	t.Logf("%d files, %d captions: the same dataset; %s", len(paths), got.Stats.Captions, strings.TrimSpace(lastLine(progress.String())))
}

// lastLine is the last of the progress lines written over each other.
func lastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	return s[strings.LastIndexByte(s, '\r')+1:]
}

func TestWorkerErrors(t *testing.T) {
	url := worker(t)
	big := strings.Repeat("\n", MaxBody+1)
	expectWorker(t, "GET", url+"/api/version", "", 200, `"version":"`+analysis.Version+`"`)
	expectWorker(t, "GET", url+"/", "", 200, "<title>captions</title>")
	expectWorker(t, "POST", url+"/api/analyze?name=big.txt", big, 413, `"error":"big.txt: larger than 2097152 bytes"`)
	expectWorker(t, "POST", url+"/api/analyze", "text", 400, `missing query parameter: name`)
	expectWorker(t, "POST", url+"/api/analyze?name=a.txt&offset=-1", "text", 400, `query parameter offset`)
	expectWorker(t, "POST", url+"/api/analyze?name=a.txt&offset=9&size=3", "text", 400, `past the file size`)
	expectWorker(t, "GET", url+"/api/analyze?name=a.txt", "", 405, `use POST`)
	expectWorker(t, "GET", url+"/api/nope", "", 404, `no such endpoint: /api/nope`)
	binary := "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + strings.Repeat("\x00", 64)
	expectWorker(t, "POST", url+"/api/analyze?name=photo.png", binary, 200, `"name":"photo.png"`)
	expectWorker(t, "POST", url+"/api/analyze?name=photo.png", binary, 200, `"error":"`)
}

// expectWorker sends one request to the Worker and checks the status and that the
// answer contains want.
func expectWorker(t *testing.T, method, url, body string, status int, want string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	client := http.Client{Timeout: time.Minute}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != status || !bytes.Contains(got, []byte(want)) {
		t.Errorf("%s %s (%d bytes): got %d %.300q, want %d with %q", method, url, len(body), resp.StatusCode, got, status, want)
	}
}
