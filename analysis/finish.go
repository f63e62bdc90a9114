package analysis

import (
	"cmp"
	"slices"
	"sort"
	"strings"
)

// Finish recomputes everything derived from the records: record IDs, photographer
// ids, the place and location tags a record lacks, duplicate keys and links, the per-file caption and duplicate counts and bytes,
// and Stats. It is what makes a merged dataset equal to the dataset of the whole.
//
// A file with an Error is rejected whole: the records that later chunks of it gave
// are dropped and all its bytes count as Error.
func (d *Dataset) Finish() {
	if d.Version == "" {
		d.Version = Version
	}
	if d.Files == nil {
		d.Files = []File{}
	}
	d.rejectFiles()
	if d.Records == nil {
		d.Records = []Record{}
	}
	var names map[string]string
	for i := range d.Records {
		r := &d.Records[i]
		r.ID = i
		if r.PhotographerIDs == nil || len(r.PhotographerIDs) != len(r.Photographers) {
			r.PhotographerIDs = photographerIDs(r.Photographers)
		}
		if r.PlaceTags == nil { // a part's record (AnalyzePart)
			if names == nil {
				names = map[string]string{}
			}
			r.PlaceTags = placeTags(&r.Record, names)
		}
		if r.LocationTag == (Tag{}) {
			r.LocationTag = locationTag(&r.Record)
		}
	}
	markDuplicates(d.Records)
	d.countFiles()
	d.Stats = computeStats(d.Records)
}

// rejectFiles drops the records of the files with an Error and sets their bytes.
func (d *Dataset) rejectFiles() {
	var bad map[string]bool
	for i := range d.Files {
		f := &d.Files[i]
		if f.Error == "" {
			continue
		}
		if bad == nil {
			bad = map[string]bool{}
		}
		bad[f.Name] = true
		f.Noise = 0
		f.Bytes = Bytes{Error: f.Size}
	}
	if bad != nil {
		d.Records = slices.DeleteFunc(d.Records, func(r Record) bool { return bad[r.File] })
	}
}

// countFiles recomputes File.Captions, Duplicates, Bytes.Caption and Bytes.Duplicate.
func (d *Dataset) countFiles() {
	index := make(map[string]int, len(d.Files))
	for i := range d.Files {
		f := &d.Files[i]
		index[f.Name] = i
		f.Captions, f.Duplicates = 0, 0
		f.Bytes.Caption, f.Bytes.Duplicate = 0, 0
	}
	last, j := "", -1 // records come file by file: the file of the last one
	for i := range d.Records {
		r := &d.Records[i]
		if j < 0 || r.File != last {
			var ok bool
			if j, ok = index[r.File]; !ok {
				d.Files = append(d.Files, File{Name: r.File})
				j = len(d.Files) - 1
				index[r.File] = j
			}
			last = r.File
		}
		f := &d.Files[j]
		f.Captions++
		if r.DuplicateOf >= 0 {
			f.Duplicates++
			f.Bytes.Duplicate += r.End - r.Start
		} else {
			f.Bytes.Caption += r.End - r.Start
		}
	}
}

// counter counts ids, and names each id by its most frequent name, ties going to the
// name seen first.
type counter struct {
	index map[string]int32 // id → index in items
	items []counted
	// recent holds, by a slot that the end of an id chooses, 1 + the index of the
	// last id counted in that slot: the same few ids come back caption after
	// caption, and are found there without hashing them.
	recent [16]int32
}

type counted struct {
	id    string
	count int
	name  Count   // the first name seen, with its count
	more  []Count // the other names in order of first sight, with their counts
}

func (c *counter) add(id, name string) {
	slot := len(id) & 15
	if len(id) > 0 {
		slot = (len(id) + 3*int(id[len(id)-1])) & 15
	}
	i := c.recent[slot] - 1
	if i < 0 || c.items[i].id != id {
		var ok bool
		if i, ok = c.index[id]; !ok {
			if c.index == nil {
				c.index = make(map[string]int32)
			}
			i = int32(len(c.items))
			c.index[id] = i
			c.items = append(c.items, counted{id: id, name: Count{Name: name}})
		}
		c.recent[slot] = i + 1
	}
	it := &c.items[i]
	it.count++
	if it.name.Name == name {
		it.name.Count++
		return
	}
	for j := range it.more {
		if it.more[j].Name == name {
			it.more[j].Count++
			return
		}
	}
	it.more = append(it.more, Count{Name: name, Count: 1})
}

// list returns the counts, by count descending, then name, then id ascending.
// keepID says whether Count.ID is filled.
func (c *counter) list(keepID bool) []Count {
	out := make([]Count, 0, len(c.items))
	for _, it := range c.items {
		best := it.name
		for _, n := range it.more {
			if n.Count > best.Count {
				best = n
			}
		}
		cnt := Count{Name: best.Name, Count: it.count}
		if keepID {
			cnt.ID = it.id
		}
		out = append(out, cnt)
	}
	return sortedCounts(out, func(a, b *Count) int {
		if a.Count != b.Count {
			return cmp.Compare(b.Count, a.Count)
		}
		if a.Name != b.Name {
			return strings.Compare(a.Name, b.Name)
		}
		return strings.Compare(a.ID, b.ID)
	})
}

// sortedCounts returns counts sorted by compare. It sorts their indices, not the
// counts: moving an index writes no pointer (which under wasm costs a write barrier
// while the collector runs).
func sortedCounts(counts []Count, compare func(a, b *Count) int) []Count {
	order := make([]int32, len(counts))
	for i := range order {
		order[i] = int32(i)
	}
	sort.Sort(countOrder{order, counts, compare})
	out := make([]Count, len(counts))
	for k, i := range order {
		out[k] = counts[i]
	}
	return out
}

// countOrder sorts indices of counts by compare. It is a sort.Interface, not a
// function for slices.SortFunc: the sort package's one non-generic copy of the
// algorithm is in the wasm module anyway (the standard library uses it), where each
// slices.SortFunc of another element type adds one of its own (some 20 KB raw).
type countOrder struct {
	order   []int32
	counts  []Count
	compare func(a, b *Count) int
}

func (o countOrder) Len() int      { return len(o.order) }
func (o countOrder) Swap(i, j int) { o.order[i], o.order[j] = o.order[j], o.order[i] }
func (o countOrder) Less(i, j int) bool {
	return o.compare(&o.counts[o.order[i]], &o.counts[o.order[j]]) < 0
}

// computeStats counts the unique records (DuplicateOf == -1).
func computeStats(recs []Record) Stats {
	var s Stats
	var photographers, agencies, places, locations counter
	var timeline dateCounter
	s.Captions = len(recs)
	for i := range recs {
		r := &recs[i]
		if r.DuplicateOf >= 0 {
			s.Duplicates++
			continue
		}
		s.Unique++
		if len(r.Photographers) == 0 && len(r.Agencies) == 0 {
			s.NoCredit++
		}
		if len(r.Places) == 0 {
			s.NoPlace++
		}
		if r.Date == "" {
			s.NoDate++
		} else {
			timeline.add(r.Date)
		}
		for j, id := range r.PhotographerIDs {
			if id != "" && !slices.Contains(r.PhotographerIDs[:j], id) {
				photographers.add(id, r.Photographers[j])
			}
		}
		for j, a := range r.Agencies {
			if !slices.Contains(r.Agencies[:j], a) {
				agencies.add(a, a)
			}
		}
		for j, t := range r.PlaceTags {
			if !slices.ContainsFunc(r.PlaceTags[:j], func(u Tag) bool { return u.ID == t.ID }) {
				places.add(t.ID, t.Name)
			}
		}
		if r.LocationTag.ID != "" {
			locations.add(r.LocationTag.ID, r.LocationTag.Name)
		}
	}
	s.Photographers = photographers.list(true)
	s.Agencies = agencies.list(false)
	s.Places = places.list(true)
	s.Locations = locations.list(true)
	s.Timeline = timeline.list()
	if n := len(s.Timeline); n > 0 {
		s.FirstDate, s.LastDate = s.Timeline[0].Name, s.Timeline[n-1].Name
	}
	return s
}

// dateCounter counts dates; the captions of a gallery come a day at a time, so the
// last date is tried first.
type dateCounter struct {
	index map[string]int32 // date → index in counts
	dates []Count
	last  int32 // index of the last date counted
}

func (c *dateCounter) add(date string) {
	if len(c.dates) > 0 && c.dates[c.last].Name == date {
		c.dates[c.last].Count++
		return
	}
	if c.index == nil {
		c.index = make(map[string]int32)
	}
	i, ok := c.index[date]
	if !ok {
		i = int32(len(c.dates))
		c.index[date] = i
		c.dates = append(c.dates, Count{Name: date})
	}
	c.dates[i].Count++
	c.last = i
}

// list returns the counts by date.
func (c *dateCounter) list() []Count {
	return sortedCounts(c.dates, func(a, b *Count) int { return strings.Compare(a.Name, b.Name) })
}

// photographerIDs folds each photographer's name; the ids are cut from one string.
func photographerIDs(names []string) []string {
	ids := make([]string, len(names))
	size := 0
	for _, n := range names {
		size += len(n)
	}
	if size == 0 {
		return ids
	}
	var eb [8]int
	ends := eb[:0]
	buf := make([]byte, 0, size+8)
	for _, n := range names {
		buf = appendFold(buf, n)
		ends = append(ends, len(buf))
	}
	all := string(buf)
	start := 0
	for i, end := range ends {
		ids[i], start = all[start:end], end
	}
	return ids
}

// placeKey is the id of an unresolved place name.
func placeKey(name string) string {
	var buf [64]byte
	return string(appendFold(append(buf[:0], '?'), strings.TrimSpace(name)))
}
