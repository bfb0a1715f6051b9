package army

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"auspex/engine/clip"
	"auspex/engine/names"
	"auspex/engine/strictjson"
)

// The envelope of a stored or exported book of armies, and its limits.
const (
	BookType    = "armies"
	BookVersion = 1
	// MaxBookBytes keeps every army within what a browser's localStorage
	// holds for a site (about 5 MB, shared with the rest of Auspex's state);
	// a 2,000 point army with full rule texts is some hundreds of KB.
	MaxBookBytes = 4 << 20
	MaxArmies    = 100
	MaxFileName  = 255 // characters of an imported file's name
)

// Army is one imported roster as the player keeps it: under a name of their
// own, for one system, with the file it came from and the day it came.
type Army struct {
	Name     string `json:"name"`
	System   string `json:"system"`   // ruleset id
	File     string `json:"file"`     // the imported file's name, as it was
	Imported string `json:"imported"` // the day of import, YYYY-MM-DD
	Roster   Roster `json:"roster"`
	// enc is the army's JSON as the book writes it, made once when the army
	// is put, renamed or read: a 2,000 point army is some hundreds of KB, and
	// encoding every army again at each change was most of an import's time
	// in the wasm.
	enc string
}

// withJSON is the army with its JSON made.
func (a Army) withJSON() Army {
	a.enc = ""
	a.enc = a.encoded()
	return a
}

// Same reports whether two armies are the same, field for field.
func (a Army) Same(b Army) bool { return a.encoded() == b.encoded() }

// Book is every imported army, of every system, in the order they came.
type Book struct {
	Armies []Army
}

// bookDoc is the stored document; each army is read on its own, so that
// its JSON is kept (Army.enc).
type bookDoc struct {
	strictjson.Header
	Armies []json.RawMessage `json:"armies"`
}

// Encode writes the book as its versioned JSON document, compact: each
// army's JSON as it was made (Army.enc), not encoded again.
func (b Book) Encode() string {
	var out strings.Builder
	out.Grow(b.size())
	out.Write(bookHead)
	out.WriteString(`,"armies":[`)
	for i, a := range b.Armies {
		if i > 0 {
			out.WriteByte(',')
		}
		out.WriteString(a.encoded())
	}
	out.WriteString("]}")
	return out.String()
}

// bookHead is the book's header as encoding/json writes it, without its
// closing brace: {"app":"auspex","type":"armies","version":1
var bookHead = func() []byte {
	b, _ := json.Marshal(strictjson.NewHeader(BookType, BookVersion)) // three plain fields: never fails
	return b[:len(b)-1]
}()

// size is the length of the book's document, from its armies' JSON.
func (b Book) size() int {
	n := 64 // the header and brackets
	for _, a := range b.Armies {
		n += len(a.encoded()) + 1
	}
	return n
}

// Decode reads a book strictly and checks every army: a system for which
// known is true, a name as profile names are (names.Check) and unique within its
// system, a file name, a date, and a roster as sound as Read makes one
// (Roster.Check). Any fault refuses the whole book, naming the army and what
// is wrong.
func Decode(raw string, known func(system string) bool) (Book, error) {
	var doc bookDoc
	if err := strictjson.DecodeDoc(raw, MaxBookBytes, BookType, BookVersion, &doc); err != nil {
		return Book{}, err
	}
	if len(doc.Armies) > MaxArmies {
		return Book{}, fmt.Errorf("the file holds %d armies; at most %d are kept", len(doc.Armies), MaxArmies)
	}
	b := Book{Armies: make([]Army, 0, len(doc.Armies))}
	for i, raw := range doc.Armies {
		var a Army
		err := strictjson.Decode(raw, &a)
		at := fmt.Sprintf("army %d (%s)", i+1, clip.Quote(a.Name))
		if err == nil {
			a, err = a.checked()
		}
		if err == nil && !known(a.System) {
			err = fmt.Errorf("unknown game system %s", clip.Quote(a.System))
		}
		if err == nil && b.Find(a.System, a.Name) >= 0 {
			err = fmt.Errorf("the name is used twice for an army of %s (also army %d)", a.System, b.Find(a.System, a.Name)+1)
		}
		if err != nil {
			return Book{}, fmt.Errorf("%s: %v", at, err)
		}
		b.Armies = append(b.Armies, a.withJSON())
	}
	return b, nil
}

// checked is the army with its name trimmed, or what is wrong with it.
func (a Army) checked() (Army, error) {
	name, err := names.Check(a.Name)
	if err != nil {
		return a, err
	}
	a.Name = name
	if _, err := time.Parse(time.DateOnly, a.Imported); err != nil {
		return a, fmt.Errorf("the import date %s is not a date written YYYY-MM-DD", clip.Quote(a.Imported))
	}
	if err := text("the file name", a.File, MaxFileName, false); err != nil {
		return a, err
	}
	if strings.IndexFunc(a.File, unicode.IsControl) >= 0 {
		return a, fmt.Errorf("the file name holds a control character")
	}
	if err := a.Roster.Check(); err != nil {
		return a, err
	}
	return a, nil
}

// Find returns the index of the named army of a system, or -1. Names are
// compared exactly, as written.
func (b Book) Find(system, name string) int {
	return slices.IndexFunc(b.Armies, func(a Army) bool { return a.System == system && a.Name == name })
}

// Of lists a system's armies, sorted by name (case folded).
func (b Book) Of(system string) []Army {
	var out []Army
	for _, a := range b.Armies {
		if a.System == system {
			out = append(out, a)
		}
	}
	slices.SortStableFunc(out, func(x, y Army) int { return strings.Compare(strings.ToLower(x.Name), strings.ToLower(y.Name)) })
	return out
}

// Put adds an army, or replaces the one of its system with its name; it says
// whether one was replaced. The army is checked as Decode checks it (its
// system is the caller's to know), and a book that would pass MaxArmies or
// MaxBookBytes is refused, so that what is stored always reads back.
func (b *Book) Put(a Army) (replaced bool, err error) {
	a, err = a.checked()
	if err != nil {
		return false, err
	}
	a = a.withJSON()
	next := Book{Armies: slices.Clone(b.Armies)}
	i := next.Find(a.System, a.Name)
	switch {
	case i >= 0:
		next.Armies[i] = a
	case len(next.Armies) >= MaxArmies:
		return false, fmt.Errorf("you have %d armies, the most Auspex keeps: delete one first", MaxArmies)
	default:
		next.Armies = append(next.Armies, a)
	}
	if n := next.size(); n > MaxBookBytes {
		return false, fmt.Errorf("keeping this army would take %s, more than the %s Auspex keeps for armies: delete an army first", size(n), size(MaxBookBytes))
	}
	*b = next
	return i >= 0, nil
}

// Rename gives an army a new name (checked with names.Check); the new name
// must be free within its system.
func (b *Book) Rename(system, old, name string) error {
	i := b.Find(system, old)
	if i < 0 {
		return fmt.Errorf("there is no army %s", clip.Quote(old))
	}
	name, err := names.Check(name)
	if err != nil {
		return err
	}
	if name != old && b.Find(system, name) >= 0 {
		return fmt.Errorf("there is already an army named %s", clip.Quote(name))
	}
	a := b.Armies[i]
	a.Name = name
	b.Armies[i] = a.withJSON()
	return nil
}

// Delete removes an army; it says whether there was one.
func (b *Book) Delete(system, name string) bool {
	i := b.Find(system, name)
	if i < 0 {
		return false
	}
	b.Armies = slices.Delete(b.Armies, i, i+1)
	return true
}
