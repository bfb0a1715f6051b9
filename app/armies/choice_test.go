package armies

import "testing"

// An option is named by what sets it apart from its weapon.
func TestOptionLabel(t *testing.T) {
	for _, c := range []struct{ weapon, name, want string }{
		{"Bellicatus Missile Array", "➤ Bellicatus Missile Array - Krak", "Krak"},
		{"Plasma gun", "Plasma gun, Supercharge", "Supercharge"},
		{"Combi-melta", "Combi-melta (melta)", "melta"},
		{"Frag & Krak grenades", "Frag grenades", "Frag grenades"},
		{"Sunspear haft", "➤ Sunspear haft - strike", "strike"},
	} {
		if got := optionLabel(c.weapon, c.name); got != c.want {
			t.Errorf("%q of %q: %q, want %q", c.name, c.weapon, got, c.want)
		}
	}
}

// A pick is kept per attack, one per choice; others start at the first.
func TestPick(t *testing.T) {
	var p Page
	p.pick("a", 2, 1, 3)
	if got := p.picks["a"]; len(got) != 2 || got[0] != 0 || got[1] != 3 {
		t.Errorf("picks %v", got)
	}
}
