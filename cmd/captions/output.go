package main

import (
	"encoding/csv"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/captions-analyzer/captions/analysis"
)

// writeJSON writes the dataset as one JSON object (and a newline), in the compact
// form of analysis/wire.go, a few records at a time, so that no copy of the whole is
// held.
func writeJSON(w io.Writer, d *analysis.Dataset) error {
	return d.WriteJSON(w, false)
}

// writeJSONL writes one record a line, in input order, duplicates included. The
// records are encoded on every core, a block each, and written in order.
func writeJSONL(w io.Writer, d *analysis.Dataset) error {
	const block = 2048 // records
	procs := runtime.GOMAXPROCS(0)
	bufs := make([][]byte, procs)
	for at := 0; at < len(d.Records); at += procs * block {
		var wg sync.WaitGroup
		for p := range procs {
			lo := min(at+p*block, len(d.Records))
			hi := min(lo+block, len(d.Records))
			wg.Go(func() {
				bufs[p] = analysis.AppendRecordsJSON(bufs[p][:0], d.Records[lo:hi], false)
			})
		}
		wg.Wait()
		for _, b := range bufs {
			if _, err := w.Write(b); err != nil {
				return err
			}
		}
	}
	return nil
}

var csvHeader = []string{
	"id", "file", "line", "start", "end", "text", "photographers", "agencies", "date",
	"location", "places", "location_id", "duplicate_of", "truncated",
}

// writeCSV writes the records as a table; lists are joined with "; ", and a cell that
// a spreadsheet would take for a formula is neutralised.
func writeCSV(w io.Writer, d *analysis.Dataset) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	row := make([]string, len(csvHeader))
	for i := range d.Records {
		r := &d.Records[i]
		dup, trunc := "", ""
		if r.DuplicateOf >= 0 {
			dup = strconv.Itoa(r.DuplicateOf)
		}
		if r.Truncated {
			trunc = "yes"
		}
		copy(row, []string{
			strconv.Itoa(r.ID), r.File, strconv.Itoa(r.Line), strconv.FormatInt(r.Start, 10),
			strconv.FormatInt(r.End, 10), r.Text, strings.Join(r.Photographers, "; "),
			strings.Join(r.Agencies, "; "), r.Date, r.Location, strings.Join(r.Places, "; "),
			r.LocationID, dup, trunc,
		})
		for j := range row {
			row[j] = neutralise(row[j])
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// neutralise prefixes with a quote a cell that begins like a spreadsheet formula.
func neutralise(cell string) string {
	if cell != "" && strings.IndexByte("=+-@\t\r", cell[0]) >= 0 {
		return "'" + cell
	}
	return cell
}

const top = 10

// writeSummary writes counts, the top photographers, agencies, places and locations,
// a month histogram and the files with errors, for a person to read.
func writeSummary(w io.Writer, d *analysis.Dataset) error {
	s := &d.Stats
	p := &printer{w: w}
	p.printf("%d captions in %d files: %d unique, %d duplicates\n", s.Captions, len(d.Files), s.Unique, s.Duplicates)
	p.printf("without credit %d, without date %d, without place %d\n", s.NoCredit, s.NoDate, s.NoPlace)
	if s.FirstDate != "" {
		p.printf("dates from %s to %s\n", s.FirstDate, s.LastDate)
	}
	p.counts("photographers", s.Photographers)
	p.counts("agencies", s.Agencies)
	p.counts("places", s.Places)
	p.counts("locations", s.Locations)
	p.months(s.Timeline)
	var bad []analysis.File
	for _, f := range d.Files {
		if f.Error != "" {
			bad = append(bad, f)
		}
	}
	if len(bad) > 0 {
		p.printf("\nfiles with errors (%d)\n", len(bad))
		for _, f := range bad {
			p.printf("  %s: %s\n", clean(f.Name), clean(f.Error))
		}
	}
	return p.err
}

type printer struct {
	w   io.Writer
	err error
}

func (p *printer) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}

func (p *printer) counts(title string, cs []analysis.Count) {
	if len(cs) == 0 {
		return
	}
	p.printf("\ntop %s (%d)\n", title, len(cs))
	for _, c := range cs[:min(top, len(cs))] {
		p.printf("%7d  %s\n", c.Count, clean(c.Name))
	}
}

// months prints the captions by month, a year a line, with the captions dated by
// year only under "?", the year's total and a bar of it.
func (p *printer) months(timeline []analysis.Count) {
	type year struct {
		name   string
		months [13]int // [12]: year only
		total  int
	}
	var years []year
	for _, c := range timeline {
		if len(c.Name) < 4 {
			continue
		}
		if n := len(years); n == 0 || years[n-1].name != c.Name[:4] {
			years = append(years, year{name: c.Name[:4]})
		}
		y := &years[len(years)-1]
		m := 12
		if len(c.Name) >= 7 {
			if v, err := strconv.Atoi(c.Name[5:7]); err == nil && 1 <= v && v <= 12 {
				m = v - 1
			}
		}
		y.months[m] += c.Count
		y.total += c.Count
	}
	if len(years) == 0 {
		return
	}
	most := 1
	for _, y := range years {
		most = max(most, y.total)
	}
	p.printf("\ncaptions by month\n      Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep  Oct  Nov  Dec    ?  total\n")
	for _, y := range years {
		p.printf("%s", y.name)
		for _, n := range y.months {
			if n == 0 {
				p.printf("    .")
			} else {
				p.printf("%5d", n)
			}
		}
		p.printf("%7d  %s\n", y.total, strings.Repeat("#", (y.total*30+most-1)/most))
	}
}

// clean replaces control characters, so that a name cannot drive the terminal.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || 0x80 <= r && r < 0xa0 {
			return '?'
		}
		return r
	}, s)
}
