package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// measure is one run of one tool on one input.
type measure struct {
	Bytes    int64
	Captions int           // records written (lines of output), or the page's records
	Wall     time.Duration // the whole process (or, in the browser, drop to done)
	Work     time.Duration // what the tool reports for its work, start-up excluded; Wall when it reports nothing
	CPU      time.Duration // CPU time (user+system) of the work as the tool reports it ("BENCH-CPU-MS"), else of the whole process (GNU time); 0 when unknown
	RSSKB    int64         // peak memory: /usr/bin/time's maximum RSS, or the PSS of Chromium's processes summed
	Runs     int           // how many runs the fastest was taken from
}

// CPUMBps is the throughput in MB per CPU second (0 when unknown).
func (m measure) CPUMBps() float64 {
	if m.CPU <= 0 {
		return 0
	}
	return float64(m.Bytes) / 1e6 / m.CPU.Seconds()
}

// MBps is the throughput in MB (10^6 bytes) per second of work.
func (m measure) MBps() float64 { return float64(m.Bytes) / 1e6 / m.Work.Seconds() }

// CapsPerSec is the number of captions per second of work.
func (m measure) CapsPerSec() float64 { return float64(m.Captions) / m.Work.Seconds() }

// timeBin is GNU time, for the peak memory of each process; "" when missing.
var timeBin = func() string {
	if p, err := exec.LookPath("/usr/bin/time"); err == nil {
		return p
	}
	return ""
}()

// runProc runs a command, counting the lines of its standard output (and keeping
// them in keep when keep is not ""), and reads from its standard error the peak RSS
// and CPU time that GNU time prints and the "BENCH-WORK-MS t" and "BENCH-CPU-MS c"
// lines the benchmark's own programs print.
func runProc(ctx context.Context, dir string, keep string, name string, args ...string) (measure, error) {
	var m measure
	if timeBin != "" {
		args = append([]string{"-v", name}, args...)
		name = timeBin
	}
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return m, err
	}
	var sink io.Writer = io.Discard
	var kept *os.File
	if keep != "" {
		if kept, err = os.Create(keep); err != nil {
			return m, err
		}
		defer kept.Close()
		sink = kept
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return m, err
	}
	lines, cerr := countLines(out, sink)
	werr := cmd.Wait()
	m.Wall = time.Since(start)
	if werr != nil {
		return m, fmt.Errorf("%v: %v\n%s", werr, cerr, tail(stderr.String(), 1500))
	}
	if cerr != nil {
		return m, cerr
	}
	m.Captions = lines
	m.Work = m.Wall
	m.Runs = 1
	var ownCPU time.Duration
	for _, line := range strings.Split(stderr.String(), "\n") {
		line = strings.TrimSpace(line)
		if v, ok := strings.CutPrefix(line, "BENCH-WORK-MS "); ok {
			if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 {
				m.Work = time.Duration(ms * float64(time.Millisecond))
			}
		}
		if v, ok := strings.CutPrefix(line, "BENCH-CPU-MS "); ok {
			if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 {
				ownCPU = time.Duration(ms * float64(time.Millisecond))
			}
		}
		for _, key := range []string{"User time (seconds): ", "System time (seconds): "} {
			if v, ok := strings.CutPrefix(line, key); ok {
				if sec, err := strconv.ParseFloat(v, 64); err == nil {
					m.CPU += time.Duration(sec * float64(time.Second))
				}
			}
		}
		if v, ok := strings.CutPrefix(line, "Maximum resident set size (kbytes): "); ok {
			m.RSSKB, _ = strconv.ParseInt(v, 10, 64)
		}
	}
	if ownCPU > 0 {
		m.CPU = ownCPU
	}
	return m, nil
}

// countLines copies r to w and counts its lines.
func countLines(r io.Reader, w io.Writer) (int, error) {
	br := bufio.NewReaderSize(r, 1<<20)
	buf := make([]byte, 1<<20)
	n := 0
	for {
		k, err := br.Read(buf)
		n += bytes.Count(buf[:k], []byte{'\n'})
		if _, werr := w.Write(buf[:k]); werr != nil {
			return n, werr
		}
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// best repeats run while the runs so far took less than budget in all and fewer
// than max were made, and keeps the fastest (by work time); the peak memory is the
// highest seen. A machine under load slows some runs; the fastest is the least
// disturbed.
func best(runs int, budget time.Duration, run func() (measure, error)) (measure, error) {
	var b measure
	var spent time.Duration
	for i := 0; i < runs; i++ {
		m, err := run()
		if err != nil {
			return m, err
		}
		spent += m.Wall
		if i == 0 || m.Work < b.Work {
			rss := max(b.RSSKB, m.RSSKB)
			b = m
			b.RSSKB = rss
		} else {
			b.RSSKB = max(b.RSSKB, m.RSSKB)
		}
		b.Runs = i + 1
		if spent >= budget {
			break
		}
	}
	return b, nil
}
