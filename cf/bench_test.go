//go:build linux || darwin

package cf

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/captions-analyzer/captions/internal/remote"
)

// benchSize is the synthetic part of the benchmarks' corpus.
const benchSize = 4 << 20

// BenchmarkWorker measures `captions -remote` against the Worker under wrangler dev
// on this machine, with 1, 2 and 4 requests in flight: MB/s of caption files
// analyzed, chunks of the client's default size. workerd runs a Worker's requests on
// one thread, so locally more requests in flight cannot use more cores; on Cloudflare
// they run in separate isolates.
func BenchmarkWorker(b *testing.B) {
	url := worker(b)
	in := read(b, files(b, b.TempDir(), benchSize))
	var total int64
	for _, f := range in {
		total += int64(len(f.Data))
	}
	for _, parallel := range []int{1, 2, 4} {
		b.Run("parallel="+strconv.Itoa(parallel), func(b *testing.B) {
			b.SetBytes(total)
			for b.Loop() {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
				_, err := remote.Analyze(ctx, url, in, remote.Options{Parallel: parallel})
				cancel()
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCommandLine measures the local command line on the same corpus, on all
// cores, for comparison: MB/s, the process's start and output included.
func BenchmarkCommandLine(b *testing.B) {
	paths := files(b, b.TempDir(), benchSize)
	var total int64
	for _, p := range paths {
		if info, err := os.Stat(p); err == nil {
			total += info.Size()
		}
	}
	bin := filepath.Join(b.TempDir(), "captions")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/captions").CombinedOutput(); err != nil {
		b.Fatalf("building the command line: %v\n%s", err, out)
	}
	b.SetBytes(total)
	for b.Loop() {
		cmd := exec.Command(bin, append([]string{"-format", "json"}, paths...)...)
		if err := cmd.Run(); err != nil {
			b.Fatal(err)
		}
	}
}
