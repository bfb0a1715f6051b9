package app

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// glossaryView lists every term alphabetically, under a letter heading each,
// with its one-line definition and entry. An A-Z bar jumps to a letter: the
// glossary runs to hundreds of terms.
func glossaryView(sys *ruleset.Ruleset) app.UI {
	groups := glossaryLetters(sys.Glossary)
	return app.Div().Class("glossary").Body(
		app.P().Class("crumbs").Body(app.A().Href(href("/"+sys.Info.ID+"/ref")).Text("Reference")),
		app.H1().Text("Glossary"),
		app.Nav().Class("az").Aria("label", "Glossary letters").Body(
			app.Range(groups).Slice(func(i int) app.UI {
				g := groups[i]
				return app.A().Href("#letter-"+g.id).Aria("label", "Terms under "+g.letter).Text(g.letter)
			}),
		),
		app.Range(groups).Slice(func(i int) app.UI {
			g := groups[i]
			return app.Section().Class("letter").Aria("labelledby", "letter-"+g.id).Body(
				app.H2().ID("letter-"+g.id).Text(g.letter),
				app.Dl().Body(app.Range(g.terms).Slice(func(j int) app.UI {
					t := g.terms[j]
					return app.Div().Class("term").Body(
						app.Dt().Body(app.A().Href(entryPath(sys, t.Entry)).Text(t.Term)),
						app.Dd().Class("linked").Body(linked(sys, t.Definition, t.Entry)...),
					)
				})),
			)
		}),
	)
}

// letterGroup is the terms under one letter; id is the letter as it goes in
// an element id ("0-9" for terms that start with a digit or symbol).
type letterGroup struct {
	letter, id string
	terms      []ruleset.Term
}

// glossaryLetters sorts the terms case-insensitively and groups them by
// their first letter; terms that start otherwise come first, under "#".
func glossaryLetters(list []ruleset.Term) []letterGroup {
	letterOf := func(t ruleset.Term) (letter, id string) {
		if r, _ := utf8.DecodeRuneInString(t.Term); unicode.IsLetter(r) {
			return string(unicode.ToUpper(r)), string(unicode.ToUpper(r))
		}
		return "#", "other"
	}
	key := func(t ruleset.Term) string { // "#" first, then by letter and term
		l, _ := letterOf(t)
		if l == "#" {
			return "\x00" + strings.ToLower(t.Term)
		}
		return l + strings.ToLower(t.Term)
	}
	terms := slices.Clone(list)
	slices.SortStableFunc(terms, func(a, b ruleset.Term) int { return strings.Compare(key(a), key(b)) })
	var groups []letterGroup
	for _, t := range terms {
		letter, id := letterOf(t)
		if len(groups) == 0 || groups[len(groups)-1].letter != letter {
			groups = append(groups, letterGroup{letter: letter, id: id})
		}
		groups[len(groups)-1].terms = append(groups[len(groups)-1].terms, t)
	}
	return groups
}
