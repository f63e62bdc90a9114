package handler

import (
	"strconv"
	"time"
)

// timer times the steps of an answer for its Server-Timing header
// ("read;dur=1.2, analyze;dur=80.5, encode;dur=20.1", in milliseconds): the page
// reports them beside the time a call takes in all, which adds starting the Go
// instance and moving the body in and the answer out.
type timer struct {
	last  time.Time
	steps []byte
}

func newTimer() *timer { return &timer{last: time.Now()} }

// lap ends the step named name.
func (t *timer) lap(name string) {
	now := time.Now()
	if len(t.steps) > 0 {
		t.steps = append(t.steps, ", "...)
	}
	t.steps = append(append(t.steps, name...), ";dur="...)
	t.steps = strconv.AppendFloat(t.steps, float64(now.Sub(t.last).Microseconds())/1000, 'f', -1, 64)
	t.last = now
}

func (t *timer) String() string { return string(t.steps) }
