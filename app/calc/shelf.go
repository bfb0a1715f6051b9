package calc

import (
	"auspex/app/store"
	"auspex/app/ui"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"auspex/engine/clip"
	"auspex/engine/profile"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// exportName is the file every export is saved as.
const exportName = "auspex-profiles.json"

// profileShelf is the calculator's saved profiles: save the form's attacker
// or target under a name, list this system's profiles, load, rename, delete,
// and export or import the whole book. It is the state shelfView draws; rev
// counts the changes made from outside the shelf. Nothing is written to
// storage until the user has answered any question (replace a name, import
// over existing ones).
type profileShelf struct {
	reg  *ruleset.Registry // every system: the book holds them all
	rev  int
	book profile.Book
	name string // the name box

	msg string // #profile-msg: the outcome of the last action

	overwrite *profile.Profile // a save waiting for "replace the one of that name?"

	renaming  profileRef // the profile being renamed inline, if any
	renameTo  string
	renameErr string

	deleting profileRef // the profile whose deletion waits for a yes

	incoming  *profile.Book     // a checked import waiting for Replace / Keep mine / Cancel
	conflicts []profile.Profile // its profiles that would overwrite ones kept here
}

// profileRef names one profile of the shown system.
type profileRef struct{ kind, name string }

func (r profileRef) is(p profile.Profile) bool { return r.kind == p.Kind && r.name == p.Name }

// load reads the book (every system's profiles) and forgets any half-done
// action; the notice says if the stored book had to be set aside.
func (s *profileShelf) load(reg *ruleset.Registry) (notice string) {
	*s = profileShelf{reg: reg}
	s.book, notice = store.LoadProfiles(reg)
	return notice
}

// commit applies op to the book as stored now and shows the result, reporting
// ok. Profiles another tab stored meanwhile are kept; a change to a profile
// that another tab changed since this one read it is refused, and the shelf
// then shows what is stored. When the browser refuses to store the book,
// nothing changes and the message says so: the shelf never lists what is not
// stored.
func (s *profileShelf) commit(op func(*profile.Book) error, ok string) {
	next, notice, err := store.UpdateProfiles(s.reg, s.book, op)
	var conflict *store.Conflict
	switch {
	case errors.As(err, &conflict):
		s.msg = "Nothing changed: " + err.Error() + ". The list now shows what is stored; try again if you still want to."
	case err != nil:
		s.msg = "Nothing changed: your profiles could not be saved, because " + err.Error() + "."
	default:
		s.msg = ok
	}
	s.book, s.rev = next, s.rev+1
	if notice != "" {
		s.msg = notice + " " + s.msg
	}
}

// reload shows the stored book: another tab changed it. A question waiting
// for an answer stays; its answer is checked against storage again.
func (s *profileShelf) reload() {
	b, notice := store.LoadProfiles(s.reg)
	s.book, s.rev = b, s.rev+1
	if notice != "" {
		s.msg = notice
	}
}

// kindLabel is a profile kind as the shelf says it: the kind's own word
// ("attacker", "target", "formation").
func kindLabel(kind string) string { return kind }

// save saves the form's attacker or target under the name in the box; a
// name already taken by different values asks first.
func (s *profileShelf) save(sys *ruleset.Ruleset, cur url.Values, kind string) {
	s.overwrite, s.deleting, s.renaming = nil, profileRef{}, profileRef{}
	name, err := profile.CheckName(s.name)
	if err != nil {
		s.msg = "Not saved: " + err.Error() + "."
		return
	}
	if cur == nil {
		s.msg = "Not saved: fix the marked fields first."
		return
	}
	q, err := profile.Extract(sys.Calc.Form(), cur, kind)
	if err != nil {
		s.msg = "Not saved: " + err.Error()
		return
	}
	p := profile.Profile{Name: name, System: sys.Info.ID, Kind: kind, Query: q}
	if i := s.book.Find(p.System, kind, name); i >= 0 && s.book.Profiles[i].Query != q {
		s.overwrite = &p
		s.msg = fmt.Sprintf("You already have a %s named “%s”. Replace it with these values?", kindLabel(kind), name)
		return
	}
	s.put(p)
}

func (s *profileShelf) put(p profile.Profile) {
	next := profile.Book{Profiles: append([]profile.Profile(nil), s.book.Profiles...)}
	replaced, err := next.Put(p) // checked on this tab's book first, for the message
	if err != nil {
		s.msg = "Not saved: " + err.Error()
		return
	}
	verb := "Saved"
	if replaced {
		verb = "Replaced"
	}
	s.name = ""
	s.commit(func(b *profile.Book) error { _, err := b.Put(p); return err },
		fmt.Sprintf("%s %s “%s”", verb, kindLabel(p.Kind), clip.Text(p.Name)))
}

func (s *profileShelf) rename(sys *ruleset.Ruleset) {
	next := profile.Book{Profiles: append([]profile.Profile(nil), s.book.Profiles...)}
	r := s.renaming
	if err := next.Rename(sys.Info.ID, r.kind, r.name, s.renameTo); err != nil {
		s.renameErr = err.Error()
		return
	}
	newName, _ := profile.CheckName(s.renameTo)
	s.renaming, s.renameErr = profileRef{}, ""
	s.commit(func(b *profile.Book) error { return b.Rename(sys.Info.ID, r.kind, r.name, newName) },
		fmt.Sprintf("Renamed “%s” to “%s”", clip.Text(r.name), clip.Text(newName)))
}

func (s *profileShelf) remove(sys *ruleset.Ruleset, r profileRef) {
	next := profile.Book{Profiles: append([]profile.Profile(nil), s.book.Profiles...)}
	s.deleting = profileRef{}
	if next.Delete(sys.Info.ID, r.kind, r.name) {
		s.commit(func(b *profile.Book) error { b.Delete(sys.Info.ID, r.kind, r.name); return nil },
			fmt.Sprintf("Deleted %s “%s”", kindLabel(r.kind), clip.Text(r.name)))
	}
}

// loadInto loads a profile into a side (a target always goes to A, which
// holds the shared fields); into names the place for the message.
func (s *profileShelf) loadInto(sys *ruleset.Ruleset, p profile.Profile, sd side, into string, apply func(side, string, url.Values)) {
	if err := loadProfile(sys, p, sd, apply); err != nil {
		s.msg = fmt.Sprintf("“%s” could not be loaded: %v", p.Name, err)
		return
	}
	s.msg = fmt.Sprintf("Loaded “%s” as %s", p.Name, into)
}

func (s *profileShelf) export() {
	n := len(s.book.Profiles)
	if err := ui.DownloadText(exportName, "application/json", s.book.Encode()); err != nil {
		s.msg = "Export failed: " + err.Error()
		return
	}
	s.msg = fmt.Sprintf("Exported %s (every game system) to %s", ui.Plural(n, "profile", "profiles"), exportName)
}

// received checks an imported file's text. A rejected file changes nothing;
// one whose names clash with kept profiles waits for the user's answer.
func (s *profileShelf) received(sys *ruleset.Ruleset, text string, err error) {
	s.incoming, s.conflicts = nil, nil
	if err == nil {
		var in profile.Book
		if in, err = profile.Decode(text, s.reg); err == nil {
			if s.conflicts = s.book.Conflicts(in); len(s.conflicts) > 0 {
				s.incoming = &in
				s.msg = fmt.Sprintf("%s would replace ones you have (%s):", ui.Plural(len(s.conflicts), "profile", "profiles"), names(s.conflicts))
				return
			}
			s.merge(sys, in, false)
			return
		}
	}
	s.msg = "Not imported, nothing changed: " + err.Error()
}

func (s *profileShelf) merge(sys *ruleset.Ruleset, in profile.Book, replace bool) {
	s.incoming, s.conflicts = nil, nil
	_, added, replaced, same, err := s.book.Merge(in, replace) // on this tab's book, for the message
	if err != nil {
		s.msg = "Not imported, nothing changed: " + err.Error()
		return
	}
	msg := "Imported " + ui.Plural(added+replaced, "profile", "profiles")
	if added+replaced == 0 {
		msg = "Nothing imported"
	}
	if replaced > 0 {
		msg += fmt.Sprintf(" (%d replacing yours)", replaced)
	}
	var others int
	for _, p := range in.Profiles {
		if p.System != sys.Info.ID {
			others++
		}
	}
	if others > 0 {
		msg += "; " + ui.Plural(others, "profile is", "profiles are") + " for other game systems"
	}
	if same > 0 {
		msg += fmt.Sprintf("; %d already here or kept as yours", same)
	}
	s.commit(func(b *profile.Book) error {
		out, _, _, _, err := b.Merge(in, replace)
		*b = out
		return err
	}, msg)
}

// names lists a few profiles by name for a question.
func names(ps []profile.Profile) string {
	var ns []string
	for i, p := range ps {
		if i == 5 {
			ns = append(ns, fmt.Sprintf("and %d more", len(ps)-i))
			break
		}
		ns = append(ns, "“"+p.Name+"” ("+kindLabel(p.Kind)+")")
	}
	return strings.Join(ns, ", ")
}

// shelfView draws the shelf. Valid says the attacker the form shows is valid
// (saving is off otherwise); Compare, that a second attacker is shown, so
// attacker profiles load into A or B. Its own buttons redraw it alone.
type shelfView struct {
	app.Compo
	C       *Page
	Valid   bool
	Compare bool
	Rev     int
}

func (v *shelfView) Render() app.UI {
	c := v.C
	m := c.m
	// Saving reads the form when it runs: the shelf is not redrawn on every edit.
	cur := func() url.Values { return m.checked(m.shown()) }
	return c.shelf.view(c.System, v.Valid, cur, v.Compare, c.apply)
}

// view renders the shelf. valid says the attacker the form shows is valid;
// cur returns its full checked query. apply(side, kind, q) puts a profile's
// fields into a side; q holds every field of the profile's kind (profile.Apply).
func (s *profileShelf) view(sys *ruleset.Ruleset, valid bool, cur func() url.Values, compare bool, apply func(side, string, url.Values)) app.UI {
	if sys.Calc == nil {
		return app.Section().ID("profile-shelf")
	}
	form := sys.Calc.Form()
	kinds := form.Kinds()
	saves := make([]app.UI, len(kinds))
	lists := make([]app.UI, len(kinds))
	total := 0
	for i, kind := range kinds {
		saves[i] = s.saveButton(sys, valid, cur, "save-"+kind, "Save "+kind, kind)
		ps := s.book.Of(sys.Info.ID, kind)
		total += len(ps)
		// Only the compared kind loads into A or B; the others belong to both.
		lists[i] = s.group(sys, kindTitle(kind)+"s", ps, compare && kind == form.Compare, apply)
	}
	return app.Section().ID("profile-shelf").Class("profiles noprint").Body(
		app.H2().Text("Saved profiles"),
		app.Div().Class("profile-save").Body(
			app.Label().For("profile-name").Text("Name"),
			app.Input().ID("profile-name").Type("text").MaxLength(profile.MaxName).
				AutoComplete(false).Placeholder("e.g. Intercessors").Value(s.name).
				OnInput(func(ctx app.Context, e app.Event) { s.name = ctx.JSSrc().Get("value").String() }),
			app.Div().Class("row").Body(saves...),
			ui.When(!valid, func() app.UI {
				return app.P().Class("hint").Text("Fix the marked fields to save a profile.")
			}),
		),
		app.Div().ID("profile-msg").Class("profile-msg").Aria("live", "polite").Body(
			app.Span().Text(s.msg),
			ui.When(s.overwrite != nil, func() app.UI {
				return app.Div().Class("row").Body(
					app.Button().ID("overwrite-yes").Class("btn yes").Text("Replace").
						OnClick(func(ctx app.Context, e app.Event) {
							p := *s.overwrite
							s.overwrite = nil
							s.put(p)
						}),
					app.Button().ID("overwrite-no").Class("btn no").Text("Cancel").
						OnClick(func(ctx app.Context, e app.Event) { s.overwrite, s.msg = nil, "Not saved." }),
				)
			}),
			ui.When(s.incoming != nil, func() app.UI {
				return app.Div().Class("row").Body(
					app.Button().ID("import-replace").Class("btn yes").Text("Replace").
						OnClick(func(ctx app.Context, e app.Event) { s.merge(sys, *s.incoming, true) }),
					app.Button().ID("import-keep").Class("btn").Text("Keep mine").
						OnClick(func(ctx app.Context, e app.Event) { s.merge(sys, *s.incoming, false) }),
					app.Button().ID("import-cancel").Class("btn no").Text("Cancel").
						OnClick(func(ctx app.Context, e app.Event) {
							s.incoming, s.conflicts, s.msg = nil, nil, "Import cancelled: nothing changed."
						}),
				)
			}),
		),
		app.Div().ID("profiles").Body(append([]app.UI{
			ui.When(total == 0, func() app.UI {
				return app.P().Class("hint").Text("No saved profiles for " + sys.Info.Short + " yet: fill in the form, name it and save.")
			})}, lists...)...,
		),
		app.Div().Class("profile-io row").Body(
			app.Button().ID("export").Class("btn").Text("Export all").
				OnClick(func(ctx app.Context, e app.Event) { s.export() }),
			// The label is the visible button; the file input inside it is hidden by CSS.
			app.Label().Class("btn import").Body(
				app.Text("Import…"),
				app.Input().ID("import").Type("file").Accept(".json,application/json").
					OnChange(func(ctx app.Context, e app.Event) {
						picked, err := ui.ReadFileText(ctx.JSSrc(), profile.MaxBytes, func(text string, err error) {
							ctx.Dispatch(func(ctx app.Context) { s.received(sys, text, err) })
						})
						if err != nil {
							s.msg = "Not imported, nothing changed: " + err.Error()
						} else if picked {
							s.msg = "Reading the file…"
						}
					}),
			),
		),
		app.P().Class("hint").Text("Export saves the profiles of every game system in one file; import checks a file before it changes anything."),
	)
}

// saveButton is off while the form has errors (go-app renders Disabled(false)
// as an attribute in static HTML, so it is only set when true).
func (s *profileShelf) saveButton(sys *ruleset.Ruleset, valid bool, cur func() url.Values, id, text, kind string) app.UI {
	b := app.Button().ID(id).Class("btn").Text(text).
		OnClick(func(ctx app.Context, e app.Event) { s.save(sys, cur(), kind) })
	if !valid {
		b = b.Disabled(true)
	}
	return b
}

// group lists one kind of profile; compare shows an attacker's Load A / Load B.
// Each button passes the profile it acts on as its handler's scope: go-app
// would otherwise keep the handler of whatever profile first sat at that
// place in the list.
func (s *profileShelf) group(sys *ruleset.Ruleset, title string, ps []profile.Profile, compare bool, apply func(side, string, url.Values)) app.UI {
	if len(ps) == 0 {
		return nil
	}
	fields := sys.Calc.Form()
	items := make([]app.UI, len(ps))
	for i, p := range ps {
		ref := profileRef{p.Kind, p.Name}
		into := "the " + kindLabel(p.Kind)
		var name app.UI = app.Span().Class("pname").Text(p.Name)
		var actions app.UI
		switch {
		case s.renaming == ref:
			name = app.Span().Class("rename-box").Body(
				app.Input().Type("text").Class("rename-input").Aria("label", "New name for "+p.Name).
					MaxLength(profile.MaxName).Value(s.renameTo).AutoFocus(true).
					OnInput(func(ctx app.Context, e app.Event) { s.renameTo = ctx.JSSrc().Get("value").String() }),
				ui.When(s.renameErr != "", func() app.UI { return app.Span().Class("err").Text(s.renameErr) }),
			)
			actions = app.Span().Class("row").Body(
				app.Button().Class("btn rename-save").Text("Save name").
					OnClick(func(ctx app.Context, e app.Event) { s.rename(sys) }),
				app.Button().Class("btn rename-cancel").Text("Cancel").
					OnClick(func(ctx app.Context, e app.Event) { s.renaming, s.renameErr = profileRef{}, "" }),
			)
		case s.deleting == ref:
			actions = app.Span().Class("row").Body(
				app.Span().Class("ask").Text("Delete it?"),
				app.Button().Class("btn delete-yes").Text("Delete").
					OnClick(func(ctx app.Context, e app.Event) { s.remove(sys, ref) }, ref),
				app.Button().Class("btn delete-no").Text("Keep").
					OnClick(func(ctx app.Context, e app.Event) { s.deleting = profileRef{} }),
			)
		default:
			var loads []app.UI
			if compare {
				loads = []app.UI{
					app.Button().Class("btn load-a").Text("Load as A").
						OnClick(func(ctx app.Context, e app.Event) { s.loadInto(sys, p, sideA, kindLabel(p.Kind)+" A", apply) }, p),
					app.Button().Class("btn load-b").Text("Load as B").
						OnClick(func(ctx app.Context, e app.Event) { s.loadInto(sys, p, sideB, kindLabel(p.Kind)+" B", apply) }, p),
				}
			} else {
				loads = []app.UI{app.Button().Class("btn load").Text("Load").
					OnClick(func(ctx app.Context, e app.Event) { s.loadInto(sys, p, sideA, into, apply) }, p)}
			}
			actions = app.Span().Class("row").Body(append(loads,
				app.Button().Class("btn rename").Text("Rename").
					OnClick(func(ctx app.Context, e app.Event) {
						s.renaming, s.renameTo, s.renameErr, s.deleting = ref, p.Name, "", profileRef{}
					}, p),
				app.Button().Class("btn delete").Text("Delete").
					OnClick(func(ctx app.Context, e app.Event) { s.deleting, s.renaming = ref, profileRef{} }, ref),
			)...)
		}
		items[i] = app.Li().DataSet("name", p.Name).DataSet("kind", p.Kind).Body(
			name,
			app.Span().Class("summary").Text(profile.Summary(fields, p)),
			actions,
		)
	}
	return app.Div().Class("profile-group").Body(
		app.H3().Text(title),
		app.Ul().Class("profile-list").Body(items...),
	)
}
