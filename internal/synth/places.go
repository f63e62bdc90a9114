package synth

import "strings"

// phrase is a place phrase of a caption with what it names.
type phrase struct {
	text     string
	location string
	places   []string
}

var directions = []string{"north", "south", "east", "west", "northwest", "southeast"}

// place writes where a picture was taken, in one of the ways captions say it.
func (g *gen) place(co *country) phrase {
	ci := &co.cities[g.r.IntN(len(co.cities))]
	n := co.name
	switch g.r.IntN(12) {
	case 0, 1:
		return phrase{"in " + ci.name + ", " + n, ci.name, []string{ci.name, n}}
	case 2:
		return phrase{"in " + ci.name, ci.name, []string{ci.name}}
	case 3, 4:
		if len(ci.parts) > 0 {
			p := g.pick(ci.parts)
			kind := g.pick([]string{"neighbourhood", "neighborhood", "district"})
			return phrase{"in the " + p + " " + kind + " of " + ci.name + ", " + n, p, []string{p, ci.name, n}}
		}
	case 5:
		if len(ci.near) > 0 {
			v := g.pick(ci.near)
			kind := g.pick([]string{" village", " town", ""})
			return phrase{"in " + v + kind + ", " + g.pick(directions) + " of " + ci.name, v, []string{v, ci.name}}
		}
	case 6:
		if len(ci.parts) > 0 {
			p := g.pick(ci.parts)
			return phrase{"in " + ci.name + "'s " + p + " district", p, []string{ci.name, p}}
		}
	case 7:
		return phrase{"near " + ci.name + ", " + n, ci.name, []string{ci.name, n}}
	case 8:
		adj := g.pick([]string{"northern", "southern", "eastern", "western", "besieged", "embattled"})
		return phrase{"in the " + adj + " " + co.demonym + " city of " + ci.name, ci.name, []string{ci.name}}
	case 9:
		if len(co.regions) > 0 {
			r := &co.regions[g.r.IntN(len(co.regions))]
			t := g.pick(r.towns)
			return phrase{"in " + t + ", " + r.name + ", " + n, t, []string{t, r.name, n}}
		}
	case 10:
		return phrase{"on the outskirts of " + ci.name, ci.name, []string{ci.name}}
	case 11:
		return phrase{g.pick([]string{"at a camp for displaced people", "at a field hospital", "on a road"}), "", []string{}}
	}
	return phrase{"in " + ci.name + ", " + n, ci.name, []string{ci.name, n}}
}

// dateline is the "CITY, COUNTRY" that opens an agency caption.
func (g *gen) dateline(co *country) phrase {
	ci := &co.cities[g.r.IntN(len(co.cities))]
	up := strings.ToUpper
	if len(ci.near) > 0 && g.chance(0.3) {
		v := g.pick(ci.near)
		return phrase{v + ", " + co.name, up(v), []string{up(v), up(co.name)}}
	}
	return phrase{ci.name + ", " + co.name, up(ci.name), []string{up(ci.name), up(co.name)}}
}

// credit writes a credit line in the photographer's house style and returns it with
// the photographers and canonical agencies it names.
func (g *gen) credit(p *photographer) (string, []string, []string) {
	name := p.name
	upper := strings.ToUpper(name)
	one := func(s string) []string { return []string{s} }
	switch p.style {
	case styleReuters:
		switch g.r.IntN(10) {
		case 0:
			return "REUTERS/Stringer", []string{}, one("Reuters")
		case 1:
			return "REUTERS/ " + name, one(name), one("Reuters")
		case 2:
			return "REUTERS/" + name + "/File Photo", one(name), one("Reuters")
		case 3:
			return "SANA/Handout via REUTERS", []string{}, []string{"SANA", "Reuters"}
		}
		return "REUTERS/" + name, one(name), one("Reuters")
	case styleAFP:
		switch g.r.IntN(6) {
		case 0:
			return "AFP PHOTO / " + upper, one(upper), one("AFP")
		case 1:
			return "(" + upper + "/AFP/Getty Images)", one(upper), []string{"AFP", "Getty Images"}
		case 2:
			return name + "/AFP/Getty Images", one(name), []string{"AFP", "Getty Images"}
		case 3:
			return "(AFP/Getty Images)", []string{}, []string{"AFP", "Getty Images"}
		case 4:
			return "(Photo by " + upper + "/AFP via Getty Images)", one(upper), []string{"AFP", "Getty Images"}
		}
		return "/ AFP / " + upper, one(upper), one("AFP")
	case styleAP:
		switch g.r.IntN(5) {
		case 0:
			return "Photo: " + name + "/AP", one(name), one("AP")
		case 1:
			return name + "/AP", one(name), one("AP")
		}
		return "(AP Photo/" + name + ")", one(name), one("AP")
	case styleGetty:
		return "(Photo by " + name + "/Getty Images)", one(name), one("Getty Images")
	case styleAnadolu:
		if g.chance(0.5) {
			return name + "/Anadolu Agency/Getty Images", one(name), []string{"Anadolu", "Getty Images"}
		}
		return "(Photo by " + name + "/Anadolu Agency via Getty Images)", one(name), []string{"Anadolu", "Getty Images"}
	case styleEPA:
		if g.chance(0.3) {
			return "EPA/" + upper, one(upper), one("EPA")
		}
		return "EPA-EFE/" + upper, one(upper), one("EPA")
	case styleNYT:
		return name + " for The New York Times", one(name), one("The New York Times")
	default: // Xinhua
		return "(Xinhua/" + name + ")", one(name), one("Xinhua")
	}
}
