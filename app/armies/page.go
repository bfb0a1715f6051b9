// Package armies is the Army page (/{id}/army): a player's armies, imported
// from the roster files their list builder exports (.ros, .rosz), by file
// picker, by drag and drop or by sharing the file to Auspex (the service
// worker keeps it for /army/shared). Each army lists its units as the
// system's ArmyMap reads them, with "Attack with" and "Target" buttons that
// open the calculator. Nothing here names a system: the map is data.
package armies

import (
	"errors"
	"fmt"
	"path"
	"strings"
	"time"
	"unicode"

	"auspex/app/armies/mapped"
	"auspex/app/store"
	"auspex/app/ui"
	"auspex/engine/army"
	"auspex/engine/clip"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Where a shared file travels: the manifest's share_target posts it to
// ShareAction, the service worker keeps it in the cache SharedCache under
// SharedFile and answers with a redirect to SharedPath, whose page imports it.
const (
	ShareAction = "/army/share"
	SharedPath  = "/army/shared"
	SharedFile  = "/army/shared-file"
	SharedCache = "auspex.shared"
	ShareField  = "roster" // the form field holding the file
)

const sharedCache, sharedFile = SharedCache, SharedFile

// Accept is what the file picker offers.
const Accept = ".ros,.rosz,.json"

// flash is for the next Army page drawn: the shared page's outcome, and
// the army it imported, shown open.
var flash struct{ msg, open string }

// link is a message's way on: the Army page an army went to.
type link struct{ href, text string }

// Page is one system's Army page. System nil is the shared page
// (SharedPath), which finds the system from the roster.
type Page struct {
	app.Compo
	System   *ruleset.Ruleset
	Registry *ruleset.Registry

	state
	unwatch  func()
	unscroll func()
}

// state is what the page shows of one system, reset when the system changes.
type state struct {
	sysID  string // the system the state belongs to
	book   army.Book
	msg    string // #army-msg: the outcome of the last action
	bad    bool   // msg is a refusal
	link   *link  // beside msg: where an army imported here went
	other  *elsewhere
	armies []mapped.Army    // this system's, each mapped once (app/armies/mapped)
	picks  map[string][]int // by army, unit and attack: the profile picked for each of its Choices
	read   bool             // the stored armies are read for sysID
	busy   bool
	over   bool // a file is dragged over the page

	renaming, renameTo, renameErr string
	deleting                      string

	stored stored // the army this page last imported, to check that it stays
}

// stored is an army just imported: when another tab's write comes in the
// seconds after and it is not in the book, this tab says so (reload). The
// lock (lockArmies) keeps two imports apart; this is for a browser without
// it, or one whose other tab had not yet seen the write when it got the lock.
type stored struct {
	system, name string
	at           time.Time
}

// storedWatch is how long after an import another tab's write is checked.
const storedWatch = 10 * time.Second

// elsewhere is a roster read on this page that belongs to another system.
type elsewhere struct {
	roster *army.Roster
	file   string
	sys    *ruleset.Ruleset
}

// ensure reads the stored armies once per system, so the first frame shows them.
func (p *Page) ensure() {
	id := ""
	if p.System != nil {
		id = p.System.Info.ID
	}
	if p.sysID == id && p.read {
		return
	}
	p.state = state{sysID: id, read: true} // never *p = ...: that would wipe go-app's Compo
	if p.System != nil && p.System.Army == nil {
		return
	}
	p.book, p.msg = store.LoadArmies(p.Registry)
	p.bad = p.msg != ""
	p.remap()
	if !app.IsServer && p.System != nil { // the shared page (System nil) has no ranking
		p.loadRank()
		p.rankLink(app.Window().URL().Query())
	}
	if flash.msg != "" {
		p.msg, p.bad = strings.TrimSpace(p.msg+" "+flash.msg), false
		p.fold(flash.open).Open()
		flash.msg, flash.open = "", ""
	}
}

// scrolled is where the reader left each system's Army page, for the life
// of the page: Army, then a unit's Shoot, then the Army tab comes back to the
// unit, with the units open as they were (unitFolds), as a player mid-game
// expects of a list they work through.
var scrolled = map[string]float64{}

// OnMount follows other tabs and the reader's scrolling, puts the page back
// where it was left, and on the shared page imports the shared file.
func (p *Page) OnMount(ctx app.Context) {
	p.unwatch = store.Watch(func(key string) {
		if key == store.ArmiesKey || key == "" {
			ctx.Dispatch(func(ctx app.Context) { p.reload() })
		}
	})
	if p.System == nil {
		p.busy = true
		readShared(ctx, p.shared)
		return
	}
	id := p.System.Info.ID
	if y := scrolled[id]; y > 0 && p.msg == "" {
		restoreScroll(y)
	}
	p.unscroll = followScroll(id)
}

// OnDismount stops following other tabs and the scrolling.
func (p *Page) OnDismount() {
	if p.unwatch != nil {
		p.unwatch()
		p.unwatch = nil
	}
	if p.unscroll != nil {
		p.unscroll()
		p.unscroll = nil
	}
}

func (p *Page) reload() {
	if p.System != nil && p.System.Army == nil {
		return
	}
	b, notice := store.LoadArmies(p.Registry)
	p.book = b
	p.remap()
	if notice != "" {
		p.msg, p.bad = notice, true
	}
	if s := p.stored; s.name != "" && time.Since(s.at) < storedWatch && b.Find(s.system, s.name) < 0 {
		p.say(true, "%s was not kept: another tab of Auspex saved its armies at the same moment, over it. Import the file again.", clip.Quote(s.name))
		p.stored = stored{}
	}
}

// remap reads the book's armies of this system through its map: only an
// army new or changed since is mapped (mapped.Of), so a render never maps.
func (p *Page) remap() {
	if p.System == nil || p.System.Army == nil {
		p.armies = nil
		return
	}
	p.armies = mapped.Of(p.System, p.book)
}

func (p *Page) say(bad bool, format string, a ...any) {
	p.msg, p.bad, p.link = fmt.Sprintf(format, a...), bad, nil
}

// folds are the armies' folds of units, by system and name, for the life of
// the page: coming back from the calculator finds them as they were.
var folds = map[[2]string]*ui.Fold{}

// unitKey is a unit by system, army and place in the roster.
type unitKey struct {
	sys, army string
	i         int
}

// unitFolds are the units' folds, for the life of the page as folds are: a
// unit opened before the calculator is open when the player comes back.
var unitFolds = map[unitKey]*ui.Fold{}

func unitFold(sys, armyName string, i int) *ui.Fold {
	k := unitKey{sys, armyName, i}
	if unitFolds[k] == nil {
		unitFolds[k] = &ui.Fold{}
	}
	return unitFolds[k]
}

// fold is an army's fold of units: an army lists its units once opened, so
// the page draws at once however many armies it keeps. An army just
// imported is open.
func (p *Page) fold(name string) *ui.Fold {
	k := [2]string{p.sysID, name}
	if folds[k] == nil {
		folds[k] = &ui.Fold{}
	}
	return folds[k]
}

// picked reads a file from the picker or a drop; what it holds is checked
// in full before anything is stored.
func (p *Page) picked(ctx app.Context, files app.Value) {
	if files.IsNull() || files.IsUndefined() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	name := file.Get("name").String()
	if size := file.Get("size").Int(); size > army.MaxFile {
		p.say(true, "%v", &tooLarge{name: name, size: size})
		return
	}
	p.busy, p.other = true, nil
	p.say(false, "Reading %s…", clip.Quote(name))
	start := now()
	readFile(ctx, file, func(ctx app.Context, data []byte, err error) {
		if err != nil {
			p.busy = false
			p.say(true, "Not imported, nothing changed: the browser could not read the file (%v).", err)
			return
		}
		p.received(ctx, data, name, start)
	})
}

// received reads a roster's bytes off the event loop (the browser's
// inflating is asynchronous), then stores it holding the lock on the stored
// armies, so that another tab's import does not write between this one's
// reading of them and its writing (lockArmies).
func (p *Page) received(ctx app.Context, data []byte, name string, start float64) {
	ctx.Async(func() {
		r, err := readAny(data, p.Registry)
		read := now()
		release := lockArmies()
		ctx.Dispatch(func(ctx app.Context) {
			defer release()
			p.busy = false
			p.imported(ctx, r, name, err)
			markImport(start, read)
		})
	})
}

// lockHold is the longest an import holds the lock on the stored armies,
// in ms: its storing takes some tens of ms.
const lockHold = 5000

// readAny reads a roster file, or an army Auspex exported (JSON).
func readAny(data []byte, reg *ruleset.Registry) (*incoming, error) {
	if t := strings.TrimSpace(string(data[:min(len(data), 64)])); strings.HasPrefix(t, "{") {
		b, err := army.Decode(string(data), func(id string) bool { _, ok := reg.Card(id); return ok })
		if err != nil {
			return nil, fmt.Errorf("this file is not a roster, nor an army Auspex exported: %v", err)
		}
		return &incoming{armies: b.Armies}, nil
	}
	r, err := army.Read(data, readerEnv())
	if err != nil {
		return nil, err
	}
	return &incoming{roster: r}, nil
}

// incoming is what a file held: a roster, or armies an export kept.
type incoming struct {
	roster *army.Roster
	armies []army.Army
}

// imported stores what a file held, or says why not. A roster of another
// system is kept on the page with an offer to import it there.
func (p *Page) imported(ctx app.Context, in *incoming, file string, err error) {
	p.other = nil
	if err != nil {
		p.say(true, "Not imported, nothing changed: %s", err.Error())
		return
	}
	if in.roster == nil {
		p.importArmies(in.armies)
		return
	}
	r := in.roster
	sys, ok := p.Registry.ArmyFor(r.System)
	switch {
	case !ok:
		p.say(true, "Not imported, nothing changed: this roster is for %s, a game system Auspex does not read rosters of.", clip.Quote(r.System))
		return
	case p.System == nil || sys.Info.ID != p.System.Info.ID:
		if p.System == nil { // the shared page: the roster names its system
			p.store(ctx, sys, r, file)
			return
		}
		p.other = &elsewhere{roster: r, file: file, sys: sys}
		p.say(true, "Not imported here: this roster is for %s (%s), not %s.", sys.Info.Title(), clip.Quote(r.System), p.System.Info.Short)
		return
	}
	p.store(ctx, sys, r, file)
}

// store keeps a read roster as a new army of sys, named after the roster
// (with a number when that name is taken), and opens sys's Army page when
// it is not this one.
func (p *Page) store(ctx app.Context, sys *ruleset.Ruleset, r *army.Roster, file string) {
	a := army.Army{System: sys.Info.ID, File: keptFileName(file), Imported: today(), Roster: *r}
	if !p.commit(func(b *army.Book) error {
		a.Name = freeIn(*b, sys.Info.ID, r.Name) // free in the book as stored now: another tab may have taken it
		_, err := b.Put(a)
		return err
	}) {
		return
	}
	done := fmt.Sprintf("Imported %s into %s: %s, %s.", clip.Quote(a.Name), sys.Info.Short, ui.Plural(len(r.Units), "unit", "units"), pointsText(r.Points))
	folds[[2]string{sys.Info.ID, a.Name}] = &ui.Fold{}
	folds[[2]string{sys.Info.ID, a.Name}].Open()
	p.stored = stored{system: a.System, name: a.Name, at: time.Now()} // watched: another tab may write over it
	switch {
	case p.System == nil: // the shared page: on to the army's own page
		flash.msg, flash.open = done+" It is listed below.", a.Name
		ctx.Navigate(ui.Href("/" + sys.Info.ID + "/army"))
	case p.System.Info.ID != sys.Info.ID: // stays here, with the way there
		p.say(false, "%s It is listed on %s's Army page, not here.", done, sys.Info.Short)
		p.link = &link{href: ui.Href("/" + sys.Info.ID + "/army"), text: "Open " + sys.Info.Short + "'s Army page"}
	default:
		p.say(false, "%s It is listed below, open.", done)
	}
}

// importArmies stores armies an export kept, each in its own system, under a
// free name.
func (p *Page) importArmies(as []army.Army) {
	if len(as) == 0 {
		p.say(true, "Not imported, nothing changed: the file holds no army.")
		return
	}
	if !p.commit(func(b *army.Book) error {
		for _, a := range as {
			a.Name = freeIn(*b, a.System, a.Name)
			if _, err := b.Put(a); err != nil {
				return err
			}
		}
		return nil
	}) {
		return
	}
	// Each named with where it went: here, or another system's page.
	var here, there []string
	var to string
	for _, a := range as {
		if p.System != nil && a.System == p.System.Info.ID {
			here = append(here, clip.Quote(a.Name))
			continue
		}
		short := a.System
		if c, ok := p.Registry.Card(a.System); ok {
			short = c.Info.Short
		}
		there, to = append(there, clip.Quote(a.Name)+" into "+short), a.System
	}
	msg := "Imported " + ui.Plural(len(as), "army", "armies") + ":"
	if len(here) > 0 {
		msg += " " + strings.Join(here, ", ") + ", listed below"
	}
	if len(there) > 0 {
		if len(here) > 0 {
			msg += ";"
		}
		msg += " " + strings.Join(there, ", ") + ", listed on that system's Army page"
	}
	p.say(false, "%s.", msg)
	if len(there) == 1 {
		short := to
		if c, ok := p.Registry.Card(to); ok {
			short = c.Info.Short
		}
		p.link = &link{href: ui.Href("/" + to + "/army"), text: "Open " + short + "'s Army page"}
	}
}

// commit applies op to the stored book (keeping what other tabs stored) and
// shows the result; a refusal leaves everything as stored and says why.
func (p *Page) commit(op func(*army.Book) error) bool {
	next, notice, err := store.UpdateArmies(p.Registry, p.book, op)
	p.book = next
	p.remap()
	var c *store.Conflict
	switch {
	case errors.As(err, &c) && c.Cause != nil: // the change itself is refused (a limit, a name)
		p.say(true, "Nothing changed: %v.", c.Cause)
		return false
	case err != nil:
		p.say(true, "Nothing changed: your armies could not be saved, because %v. The list shows what is stored.", err)
		return false
	}
	if notice != "" {
		p.msg = notice
	}
	return true
}

func freeIn(b army.Book, sysID, name string) string {
	base := strings.TrimSpace(name)
	if base == "" {
		base = "My army"
	}
	if r := []rune(base); len(r) > 50 {
		base = string(r[:50])
	}
	taken := map[string]bool{}
	for _, a := range b.Of(sysID) {
		taken[a.Name] = true
	}
	n, out := 1, base
	for taken[out] {
		n++
		out = fmt.Sprintf("%s (%d)", base, n)
	}
	return out
}

// keptFileName is a file's name as an army keeps it: without control
// characters and within army.MaxFileName characters, its extension kept (a
// share may name a file anything; the roster in it is what matters).
func keptFileName(name string) string {
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(name, "\uFFFD"))
	r := []rune(name)
	if len(r) <= army.MaxFileName {
		return name
	}
	ext := []rune(path.Ext(name))
	if len(ext) > 10 {
		ext = nil
	}
	return string(r[:army.MaxFileName-1-len(ext)]) + "…" + string(ext)
}

func today() string { return time.Now().UTC().Format("2006-01-02") }

func pointsText(pts float64) string {
	if pts <= 0 {
		return "no points given"
	}
	return fmt.Sprintf("%g points", pts)
}

// tooLarge is a file over army.MaxFile, refused by its size before it is read.
type tooLarge struct {
	name string
	size int
}

func (e *tooLarge) Error() string {
	return fmt.Sprintf("Not imported, nothing changed: %s is %.1f MB, and Auspex reads roster files of at most %d MB. Check that you picked the .ros or .rosz file your list builder exported.",
		clip.Quote(e.name), float64(e.size)/(1<<20), army.MaxFile>>20)
}

// shared imports the file the service worker kept from a share.
func (p *Page) shared(ctx app.Context, data []byte, name string, err error) {
	p.busy = false
	var big *tooLarge
	switch {
	case errors.As(err, &big):
		p.say(true, "%v", big)
	case err != nil:
		p.say(true, "The shared file could not be read (%v). Open the Army page of your game system and pick the file there.", err)
	case data == nil:
		p.say(true, "No shared file is waiting. Share a roster file (.ros or .rosz) to Auspex from your list builder, or open the Army page of your game system and pick the file there.")
	default:
		p.received(ctx, data, name, now())
	}
}
