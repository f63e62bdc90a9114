package main

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/captions-analyzer/captions/internal/cputime"
	"github.com/captions-analyzer/captions/internal/synth"
)

// benchFile writes a synthetic corpus of size bytes (cached in the temporary
// directory between runs) and returns its path.
func benchFile(b *testing.B, size int) string {
	b.Helper()
	dir := filepath.Join(os.TempDir(), "captions-bench")
	path := filepath.Join(dir, "cli-seed4-"+strconv.Itoa(size)+".txt")
	if info, err := os.Stat(path); err == nil && info.Size() > 0 {
		return path
	}
	data, _ := synth.Generate(synth.Config{Seed: 4, Size: size, Attached: 0.05})
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// benchmarkCLI runs the command on a 20 MB synthetic corpus with the given format,
// output discarded: reading, analysis, merging and encoding, as a run of the
// command does them (start-up aside). It reports input bytes per CPU second
// (cpu-MB/s) of the whole process, collector included.
func benchmarkCLI(b *testing.B, format string) {
	path := benchFile(b, 20<<20)
	info, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(info.Size())
	b.ReportAllocs()
	cpu0, ok0 := cputime.Now()
	for b.Loop() {
		if code := run([]string{"-format", format, path}, nil, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit status %d", code)
		}
	}
	if cpu1, ok := cputime.Now(); ok && ok0 && cpu1 > cpu0 {
		b.ReportMetric(float64(info.Size()*int64(b.N))/1e6/(cpu1-cpu0).Seconds(), "cpu-MB/s")
	}
}

func BenchmarkCLIJSONL(b *testing.B)   { benchmarkCLI(b, "jsonl") }
func BenchmarkCLIJSON(b *testing.B)    { benchmarkCLI(b, "json") }
func BenchmarkCLISummary(b *testing.B) { benchmarkCLI(b, "summary") }
