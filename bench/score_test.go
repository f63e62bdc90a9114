package main

import (
	"testing"
	"time"

	"github.com/captions-analyzer/captions/internal/gold"
)

func rec(file, text, date string) gold.Record {
	return gold.Record{File: file, Text: text, Date: date}
}

// expectScore scores preds against golds and checks how many records matched and
// how many dates agreed.
func expectScore(t *testing.T, golds, preds []gold.Record, matched, dates int) {
	t.Helper()
	s, m := score(golds, preds)
	if m != matched || s.DateOK != dates || s.N != len(golds) {
		t.Errorf("score(%v, %v): matched %d, dates %d, n %d; want matched %d, dates %d, n %d",
			golds, preds, m, s.DateOK, s.N, matched, dates, len(golds))
	}
}

func TestScore(t *testing.T) {
	g := []gold.Record{rec("a.txt", "One, 2014. REUTERS/X", "2014"), rec("a.txt", "Two. AP", "2015"), rec("b.txt", "Three.", "2016")}
	// Same order, same text.
	expectScore(t, g, []gold.Record{rec("/d/a.txt", "One, 2014. REUTERS/X", "2014"), rec("/d/a.txt", "Two. AP", "2015"), rec("/d/b.txt", "Three.", "2016")}, 3, 3)
	// Text matched by the loose key, whatever the order and spacing.
	expectScore(t, g, []gold.Record{rec("/d/b.txt", "three", "2016"), rec("/d/a.txt", "Two.  AP", "2015"), rec("/d/a.txt", "ONE 2014 reuters x", "2014")}, 3, 3)
	// No text: matched by place in the file.
	expectScore(t, g, []gold.Record{rec("a.txt", "", "2014"), rec("a.txt", "", "1999"), rec("b.txt", "", "2016")}, 3, 2)
	// A lost caption is scored as an empty record.
	expectScore(t, g, []gold.Record{rec("a.txt", "One, 2014. REUTERS/X", "2014"), rec("b.txt", "Three.", "2016")}, 2, 2)
	// Two captions merged into one match neither.
	expectScore(t, g[:2], []gold.Record{rec("x.txt", "One, 2014. REUTERS/X Two. AP", "2014")}, 0, 0)
}

func TestBest(t *testing.T) {
	works := []int{30, 10, 20}
	i := 0
	m, err := best(3, 1<<62, func() (measure, error) {
		w := works[i]
		i++
		return measure{Work: durationMS(w), Wall: durationMS(w), RSSKB: int64(w)}, nil
	})
	if err != nil || m.Work != durationMS(10) || m.RSSKB != 30 || m.Runs != 3 {
		t.Errorf("best of %v: work %v, peak %d KB, runs %d; want 10ms, 30 KB, 3", works, m.Work, m.RSSKB, m.Runs)
	}
}

func durationMS(ms int) time.Duration { return time.Duration(ms) * time.Millisecond }
