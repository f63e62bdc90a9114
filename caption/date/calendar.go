package date

import "sync/atomic"

// daysIn is the number of days of month m (1..12) of year y; y == 0 (no year written)
// allows February 29.
func daysIn(y, m int) int {
	switch m {
	case 4, 6, 9, 11:
		return 30
	case 2:
		if y == 0 || (y%4 == 0 && (y%100 != 0 || y%400 == 0)) {
			return 29
		}
		return 28
	}
	return 31
}

// valid reports whether y-m-d is a calendar date; m == 0 means year precision and
// d == 0 month precision.
func valid(y, m, d int) bool {
	if y != 0 && (y < minYear || y > maxYear) {
		return false
	}
	if m == 0 {
		return d == 0
	}
	if m < 1 || m > 12 {
		return false
	}
	return d == 0 || (d >= 1 && d <= daysIn(y, m))
}

// Years outside this range are not read as years (counts, street numbers).
const (
	minYear = 1800
	maxYear = 2099
)

// weekdayOf is the day of the week of a full date, 0 for Sunday (Sakamoto's method).
func weekdayOf(y, m, d int) int {
	t := [12]int{0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4}
	if m < 3 {
		y--
	}
	return (y + y/4 - y/100 + y/400 + t[m-1] + d) % 7
}

// iso formats the date with its precision: "2016-11-06", "2016-11", "2016".
func iso(y, m, d int) string {
	var b [10]byte
	n := put(b[:], 0, y, 4)
	if m > 0 {
		b[n] = '-'
		n = put(b[:], n+1, m, 2)
		if d > 0 {
			b[n] = '-'
			n = put(b[:], n+1, d, 2)
		}
	}
	return string(b[:n])
}

// dateValue is iso for a Date's Value. The values given lately are kept, one in each
// slot of keptValues, so that the dates a file repeats cost no allocation: a string
// cannot be changed, so Dates that share one do not see each other.
func dateValue(y, m, d int) string {
	key := (y*13+m)*32 + d // in order: the dates of 19 years take distinct slots
	slot := &keptValues[key%len(keptValues)]
	if v := slot.Load(); v != nil && v.key == key {
		return v.iso
	}
	v := &keptValue{key, iso(y, m, d)}
	slot.Store(v)
	return v.iso
}

// keptValue is a value and its key.
type keptValue struct {
	key int
	iso string
}

// keptValues are the values given lately, by key.
var keptValues [8192]atomic.Pointer[keptValue]

// put writes v as width zero-padded digits at b[at:] and returns the next index.
func put(b []byte, at, v, width int) int {
	for i := width - 1; i >= 0; i-- {
		b[at+i] = byte('0' + v%10)
		v /= 10
	}
	return at + width
}
