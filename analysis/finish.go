package analysis

import (
	"slices"
	"sort"
	"strings"
)

// Finish recomputes everything derived from the records: record IDs, photographer
// ids, duplicate keys and links, the per-file caption and duplicate counts and bytes,
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
	for i := range d.Records {
		r := &d.Records[i]
		r.ID = i
		if len(r.PhotographerIDs) != len(r.Photographers) {
			r.PhotographerIDs = photographerIDs(r.Photographers)
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
	for i := range d.Records {
		r := &d.Records[i]
		j, ok := index[r.File]
		if !ok {
			d.Files = append(d.Files, File{Name: r.File})
			j = len(d.Files) - 1
			index[r.File] = j
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
	index map[string]int // id → index in items
	items []counted
}

type counted struct {
	id    string
	count int
	names []Count // name variants in order of first sight, with their counts
}

func (c *counter) add(id, name string) {
	if c.index == nil {
		c.index = make(map[string]int)
	}
	i, ok := c.index[id]
	if !ok {
		i = len(c.items)
		c.index[id] = i
		c.items = append(c.items, counted{id: id})
	}
	it := &c.items[i]
	it.count++
	for j := range it.names {
		if it.names[j].Name == name {
			it.names[j].Count++
			return
		}
	}
	it.names = append(it.names, Count{Name: name, Count: 1})
}

// list returns the counts, by count descending, then name, then id ascending.
// keepID says whether Count.ID is filled.
func (c *counter) list(keepID bool) []Count {
	out := make([]Count, 0, len(c.items))
	for _, it := range c.items {
		best := it.names[0]
		for _, n := range it.names[1:] {
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
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.ID < b.ID
	})
	return out
}

// computeStats counts the unique records (DuplicateOf == -1).
func computeStats(recs []Record) Stats {
	var s Stats
	var photographers, agencies, places, locations counter
	timeline := map[string]int{}
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
			timeline[r.Date]++
			if s.FirstDate == "" || r.Date < s.FirstDate {
				s.FirstDate = r.Date
			}
			if r.Date > s.LastDate {
				s.LastDate = r.Date
			}
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
	s.Timeline = make([]Count, 0, len(timeline))
	for date, n := range timeline {
		s.Timeline = append(s.Timeline, Count{Name: date, Count: n})
	}
	sort.Slice(s.Timeline, func(i, j int) bool { return s.Timeline[i].Name < s.Timeline[j].Name })
	return s
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
	return "?" + fold(strings.TrimSpace(name))
}
