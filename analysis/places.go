package analysis

import (
	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// placeTags lists what a record counts for in Stats.Places: each place (resolved id
// and canonical name, or "?" and the folded key with the name as written), then the
// parents of a resolved place, nearest first; each id once. names, when not nil,
// keeps the gazetteer's names of parents from record to record (see parentName).
func placeTags(r *caption.Record, names map[string]string) []Tag {
	return appendPlaceTags(make([]Tag, 0, maxPlaceTags(r)), r, names)
}

// maxPlaceTags is the most tags placeTags can give r: a place and its parents each.
func maxPlaceTags(r *caption.Record) int {
	n := len(r.Places)
	for i := range r.Places {
		if res := resolvedAt(r, i); res != nil {
			n += len(res.Parents)
		}
	}
	return n
}

// appendPlaceTags appends the place tags of r (see placeTags) to tags.
func appendPlaceTags(tags []Tag, r *caption.Record, names map[string]string) []Tag {
	start := len(tags)
	has := func(id string) bool {
		for _, t := range tags[start:] {
			if t.ID == id {
				return true
			}
		}
		return false
	}
	for i, name := range r.Places {
		res := resolvedAt(r, i)
		if res == nil {
			if id := placeKey(name); !has(id) {
				tags = append(tags, Tag{ID: id, Name: name})
			}
			continue
		}
		if !has(res.ID) {
			tags = append(tags, Tag{ID: res.ID, Name: res.Name})
		}
		for _, p := range res.Parents {
			if !has(p) {
				tags = append(tags, Tag{ID: p, Name: parentName(r, p, names)})
			}
		}
	}
	return tags
}

// locationTag is what a record counts for in Stats.Locations.
func locationTag(r *caption.Record) Tag {
	switch {
	case r.Location == "":
		return Tag{}
	case r.LocationID != "":
		for i := range r.Places {
			if res := resolvedAt(r, i); res != nil && res.ID == r.LocationID {
				return Tag{ID: res.ID, Name: res.Name}
			}
		}
		return Tag{ID: r.LocationID, Name: r.Location}
	default:
		return Tag{ID: placeKey(r.Location), Name: r.Location}
	}
}

func resolvedAt(r *caption.Record, i int) *gazetteer.Resolved {
	if i < len(r.PlacesResolved) {
		return r.PlacesResolved[i]
	}
	return nil
}

// parentName names a parent id of a resolved place: by a place of the same record
// resolved to it, else by the gazetteer's entry, else by the id itself. The
// gazetteer's answer is a search of its tables; names, when not nil, keeps it for the
// next record (a corpus names the same few regions and countries again and again).
func parentName(r *caption.Record, id string, names map[string]string) string {
	for i := range r.Places {
		if res := resolvedAt(r, i); res != nil && res.ID == id {
			return res.Name
		}
	}
	if name, ok := names[id]; ok {
		return name
	}
	name, ok := gazetteer.Name(id)
	if !ok || name == "" {
		name = id
	}
	if names != nil {
		names[id] = name
	}
	return name
}
