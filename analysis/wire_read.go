package analysis

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/captions-analyzer/captions/caption"
	"github.com/captions-analyzer/captions/caption/gazetteer"
)

// MarshalJSON gives the JSON of d, as AppendJSON writes it (see wire.go).
func (d Dataset) MarshalJSON() ([]byte, error) {
	return d.AppendJSON(nil, true), nil
}

// wireHead is the part of a dataset's JSON read before its records.
type wireHead struct {
	Version      string                `json:"version"`
	RecordFields []string              `json:"record_fields"`
	SpanFields   []string              `json:"span_fields"`
	Files        []File                `json:"files"`
	Places       []*gazetteer.Resolved `json:"places"`
	Records      []json.RawMessage     `json:"records"`
	Stats        Stats                 `json:"stats"`
}

// UnmarshalJSON reads the JSON of a dataset (see wire.go) and recomputes what it
// leaves out. A dataset of another version that does not read as this one is read
// as its version alone, for the caller to refuse it.
func (d *Dataset) UnmarshalJSON(b []byte) error {
	var v struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*d = Dataset{Version: v.Version}
	var h wireHead
	if err := json.Unmarshal(b, &h); err != nil {
		if v.Version != Version {
			return nil // not this format: the version says so
		}
		return err
	}
	d.Files, d.Stats = h.Files, h.Stats
	if h.Records == nil {
		return nil
	}
	byID := make(map[string]*gazetteer.Resolved, len(h.Places))
	for _, p := range h.Places {
		if p != nil {
			byID[p.ID] = p
		}
	}
	d.Records = make([]Record, len(h.Records))
	for i, raw := range h.Records {
		r := &d.Records[i]
		if err := readRecord(raw, r, &h, byID); err != nil {
			if v.Version != Version {
				*d = Dataset{Version: v.Version}
				return nil
			}
			return fmt.Errorf("dataset record %d: %w", i, err)
		}
		r.ID = i
	}
	return nil
}

// readRecord reads the tuple of one record and recomputes its derived fields.
func readRecord(raw json.RawMessage, r *Record, h *wireHead, byID map[string]*gazetteer.Resolved) error {
	var elems []json.RawMessage
	if err := json.Unmarshal(raw, &elems); err != nil {
		return err
	}
	var file json.RawMessage
	var spans, placeIDs []json.RawMessage
	var location json.RawMessage
	var ids []string
	r.DuplicateOf = -1
	targets := []any{&file, &r.Start, &r.End, &r.Line, &r.Text, &r.Photographers, &r.Agencies,
		&r.Date, &r.Places, &placeIDs, &location, &spans, &r.DuplicateOf, &r.Notes, &r.Truncated, &ids}
	for i, e := range elems {
		if i < len(targets) {
			if err := json.Unmarshal(e, targets[i]); err != nil {
				return fmt.Errorf("%s: %w", recordFields[i], err)
			}
		}
	}
	if err := readFile(file, r, h.Files); err != nil {
		return err
	}
	if err := readPlaces(placeIDs, r, byID); err != nil {
		return err
	}
	if err := readSpans(spans, r, h.SpanFields); err != nil {
		return err
	}
	if err := readLocation(location, r); err != nil {
		return err
	}
	r.PhotographerIDs = ids
	if ids == nil {
		r.PhotographerIDs = photographerIDs(r.Photographers)
	}
	r.PlaceTags = placeTags(&r.Record, nil)
	r.LocationTag = locationTag(&r.Record)
	r.Key = hashKey(dupKey(r.Text, r.Truncated))
	return nil
}

// readFile sets the record's file: an index in files, or a name.
func readFile(file json.RawMessage, r *Record, files []File) error {
	if len(file) == 0 {
		return fmt.Errorf("no file")
	}
	var i int
	if isNumber(file) && json.Unmarshal(file, &i) == nil {
		if i < 0 || i >= len(files) {
			return fmt.Errorf("file %d of %d", i, len(files))
		}
		r.File = files[i].Name
		return nil
	}
	return json.Unmarshal(file, &r.File)
}

// readPlaces sets PlacesResolved from place_ids.
func readPlaces(placeIDs []json.RawMessage, r *Record, byID map[string]*gazetteer.Resolved) error {
	if placeIDs == nil {
		return nil
	}
	if len(placeIDs) != len(r.Places) {
		return fmt.Errorf("%d place_ids for %d places", len(placeIDs), len(r.Places))
	}
	r.PlacesResolved = make([]*gazetteer.Resolved, len(placeIDs))
	for i, e := range placeIDs {
		if len(e) > 0 && e[0] == '{' {
			var p gazetteer.Resolved
			if err := json.Unmarshal(e, &p); err != nil {
				return err
			}
			r.PlacesResolved[i] = &p
			continue
		}
		var id string
		if err := json.Unmarshal(e, &id); err != nil {
			return err
		}
		if strings.HasPrefix(id, "?") {
			continue
		}
		p, ok := byID[id]
		if !ok {
			return fmt.Errorf("place %q is not in places", id)
		}
		r.PlacesResolved[i] = p
	}
	return nil
}

// readLocation sets Location and LocationID from a record's location: null, an
// index in places, or [location, id].
func readLocation(raw json.RawMessage, r *Record) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var j int
	if isNumber(raw) && json.Unmarshal(raw, &j) == nil {
		if j < 0 || j >= len(r.Places) {
			return fmt.Errorf("location %d of %d places", j, len(r.Places))
		}
		r.Location = r.Places[j]
		if p := resolvedAt(&r.Record, j); p != nil {
			r.LocationID = p.ID
		}
		return nil
	}
	var pair []string
	if err := json.Unmarshal(raw, &pair); err != nil {
		return err
	}
	if len(pair) != 2 {
		return fmt.Errorf("location of %d strings", len(pair))
	}
	r.Location, r.LocationID = pair[0], pair[1]
	if strings.HasPrefix(r.LocationID, "?") {
		r.LocationID = ""
	}
	return nil
}

// readSpans sets Spans from the flat list of four numbers a span.
func readSpans(spans []json.RawMessage, r *Record, fields []string) error {
	if spans == nil {
		return nil
	}
	if len(spans)%4 != 0 {
		return fmt.Errorf("%d numbers of spans", len(spans))
	}
	r.Spans = make([]caption.Span, len(spans)/4)
	for i := range r.Spans {
		s := &r.Spans[i]
		var code int
		if isNumber(spans[4*i]) && json.Unmarshal(spans[4*i], &code) == nil {
			if code < 0 || code >= len(fields) {
				return fmt.Errorf("span field %d", code)
			}
			s.Field = fields[code]
		} else if err := json.Unmarshal(spans[4*i], &s.Field); err != nil {
			return err
		}
		for j, v := range []*int{&s.Index, &s.Start, &s.End} {
			if err := json.Unmarshal(spans[4*i+1+j], v); err != nil {
				return err
			}
		}
	}
	return nil
}

// isNumber reports whether a JSON value is a number (null would read as 0).
func isNumber(raw json.RawMessage) bool {
	return len(raw) > 0 && (raw[0] == '-' || '0' <= raw[0] && raw[0] <= '9')
}
