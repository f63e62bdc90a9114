package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// bytesPerInputByte is the peak memory of a local run per byte of input, measured
// with /usr/bin/time on synthetic corpora (20 MB: 455–478 MB for every format): the
// records of every caption stay in memory until the duplicates and counts are known.
const bytesPerInputByte = 24

// memBudget is how much input a local run accepts before its memory would run out:
// the machine's available memory over bytesPerInputByte, or 0 (no limit) when unknown.
func memBudget() int64 {
	return memAvailable() / bytesPerInputByte
}

// tooBig is the file error of a file that does not fit in what is left of the
// budget, before any of it is read: the other files are still analyzed.
func tooBig(size, used, budget int64) error {
	return fmt.Errorf("not read: %s is too large for this machine's memory (a local run needs about %s for it, "+
		"%s is left after the files before it); split it into parts, analyze it on a bigger machine or with -remote, "+
		"or pass -memory-check=false to try anyway", human(size), human(size*bytesPerInputByte), human((budget-used)*bytesPerInputByte))
}

// memAvailable is MemAvailable of /proc/meminfo in bytes, or 0 when unknown.
func memAvailable() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemAvailable:" {
			kb, err := strconv.ParseInt(fields[1], 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}

func human(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.0f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d KB", n>>10)
}
