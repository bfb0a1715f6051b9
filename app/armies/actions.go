package armies

import (
	"strings"

	"auspex/app/ui"
	"auspex/engine/army"
	"auspex/engine/clip"
	"auspex/engine/lazyre"
	"auspex/engine/names"
)

func (p *Page) rename(old string) {
	sys := p.System.Info.ID
	p.stored = stored{} // checked by name: renamed here, it is not lost
	check := army.Book{Armies: append([]army.Army(nil), p.book.Armies...)}
	if err := check.Rename(sys, old, p.renameTo); err != nil { // checked here first, to say it beside the box
		p.renameErr = err.Error()
		return
	}
	name, _ := names.Check(p.renameTo)
	p.renaming, p.renameErr = "", ""
	if p.commit(func(b *army.Book) error { return b.Rename(sys, old, name) }) {
		p.say(false, "Renamed %s to %s.", clip.Quote(old), clip.Quote(name))
	}
}

func (p *Page) remove(name string) {
	p.deleting, p.stored = "", stored{}
	sys := p.System.Info.ID
	if p.commit(func(b *army.Book) error { b.Delete(sys, name); return nil }) {
		p.say(false, "Deleted %s.", clip.Quote(name))
	}
}

// export saves one army as Auspex's own army document: the roster as read,
// which the Army page imports again (Auspex does not keep the original file).
func (p *Page) export(a army.Army) {
	file := fileName(a.Name) + ".json"
	if err := ui.DownloadText(file, "application/json", army.Book{Armies: []army.Army{a}}.Encode()); err != nil {
		p.say(true, "Export failed: %v", err)
		return
	}
	p.say(false, "Exported %s to %s.", clip.Quote(a.Name), file)
}

var unsafeFile = lazyre.New(`[^A-Za-z0-9._-]+`)

// fileName is a name safe on every file system: "auspex-army-" and the
// army's name in plain letters.
func fileName(name string) string {
	s := strings.Trim(unsafeFile.ReplaceAllString(name, "-"), "-.")
	if len(s) > 40 {
		s = s[:40]
	}
	if s == "" {
		return "auspex-army"
	}
	return "auspex-army-" + s
}
