package main

import "math"

// centroid is where a country is put on the map: the area centroid of its largest
// polygon (so France sits in Europe, not between it and French Guiana).
type centroid struct {
	name     string
	lat, lon float64
}

// topology is the part of a TopoJSON file (world-atlas) that centroids need.
type topology struct {
	Transform struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Arcs    [][][2]float64 `json:"arcs"`
	Objects struct {
		Countries struct {
			Geometries []struct {
				Type       string `json:"type"`
				ID         string `json:"id"`
				Arcs       any    `json:"arcs"` // a Polygon's rings or a MultiPolygon's polygons
				Properties struct {
					Name string `json:"name"`
				} `json:"properties"`
			} `json:"geometries"`
		} `json:"countries"`
	} `json:"objects"`
}

// loadCentroids reads world-atlas countries-50m.json: ISO numeric id -> centroid.
func loadCentroids(path string) (map[string]centroid, error) {
	var t topology
	if err := readJSON(path, &t); err != nil {
		return nil, err
	}
	arcs := decodeArcs(&t)
	out := map[string]centroid{}
	for _, g := range t.Objects.Countries.Geometries {
		if g.ID == "" {
			continue
		}
		var polys [][][]int
		switch g.Type {
		case "Polygon":
			polys = [][][]int{toRings(g.Arcs)}
		case "MultiPolygon":
			for _, p := range g.Arcs.([]any) {
				polys = append(polys, toRings(p))
			}
		default:
			continue
		}
		best, bestArea := [2]float64{}, -1.0
		for _, p := range polys {
			if len(p) == 0 {
				continue
			}
			ring := ringPoints(arcs, p[0])
			a, c := ringCentroid(ring)
			if math.Abs(a) > bestArea {
				best, bestArea = c, math.Abs(a)
			}
		}
		if bestArea > 0 {
			out[g.ID] = centroid{name: g.Properties.Name, lon: best[0], lat: best[1]}
		}
	}
	return out, nil
}

func toRings(v any) [][]int {
	var out [][]int
	for _, r := range v.([]any) {
		var ring []int
		for _, i := range r.([]any) {
			ring = append(ring, int(i.(float64)))
		}
		out = append(out, ring)
	}
	return out
}

// decodeArcs turns quantized, delta-encoded arcs into lon/lat points.
func decodeArcs(t *topology) [][][2]float64 {
	out := make([][][2]float64, len(t.Arcs))
	sx, sy := t.Transform.Scale[0], t.Transform.Scale[1]
	tx, ty := t.Transform.Translate[0], t.Transform.Translate[1]
	for i, arc := range t.Arcs {
		var x, y float64
		pts := make([][2]float64, len(arc))
		for j, d := range arc {
			x += d[0]
			y += d[1]
			pts[j] = [2]float64{x*sx + tx, y*sy + ty}
		}
		out[i] = pts
	}
	return out
}

// ringPoints joins a ring's arcs; a negative index ~i is arc i reversed.
func ringPoints(arcs [][][2]float64, ring []int) [][2]float64 {
	var pts [][2]float64
	for _, i := range ring {
		var a [][2]float64
		if i >= 0 {
			a = arcs[i]
		} else {
			src := arcs[^i]
			a = make([][2]float64, len(src))
			for j := range src {
				a[j] = src[len(src)-1-j]
			}
		}
		if len(pts) > 0 && len(a) > 0 {
			a = a[1:] // shared end point
		}
		pts = append(pts, a...)
	}
	return pts
}

// ringCentroid is the shoelace area and area centroid of a closed ring.
func ringCentroid(p [][2]float64) (float64, [2]float64) {
	var a, cx, cy float64
	for i := 0; i+1 < len(p); i++ {
		cross := p[i][0]*p[i+1][1] - p[i+1][0]*p[i][1]
		a += cross
		cx += (p[i][0] + p[i+1][0]) * cross
		cy += (p[i][1] + p[i+1][1]) * cross
	}
	if a == 0 {
		return 0, [2]float64{}
	}
	a /= 2
	return a, [2]float64{cx / (6 * a), cy / (6 * a)}
}
