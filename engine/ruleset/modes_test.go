package ruleset

import (
	"net/url"
	"testing"
)

// A form with two modes: the attack (shoot or cc) and the target (a model,
// or a vehicle by its armour). A field both modes name shows only when both
// show it.
var twoModes = &Form{
	Fields: []Field{
		{Key: "mode", Label: "Mode", Kind: Choice, Group: "g", Default: "shoot", Help: "h",
			Options: []Option{{Value: "shoot", Label: "Shoot"}, {Value: "cc", Label: "Close combat"}}},
		{Key: "av", Label: "Armour", Kind: Choice, Group: "g", Default: "", Help: "h",
			Options: []Option{{Value: "", Label: "none"}, {Value: "10", Label: "10"}, {Value: "11", Label: "11"}}},
		{Key: "bs", Label: "BS", Kind: Number, Group: "g", Min: 1, Max: 10, Default: "4", Help: "h"},
		{Key: "tws", Label: "Target WS", Kind: Number, Group: "g", Min: 0, Max: 10, Default: "4", Help: "h"},
		{Key: "moved", Label: "Moved", Kind: Toggle, Group: "g", Default: "0", Help: "h"},
		{Key: "s", Label: "S", Kind: Number, Group: "g", Min: 1, Max: 10, Default: "4", Help: "h"},
	},
	Groups: []Group{{ID: "g", Label: "G"}},
	Modes: []Mode{
		{Key: "mode", Show: map[string][]string{"shoot": {"bs"}, "cc": {"tws", "moved"}}},
		{Key: "av", Show: map[string][]string{"": {"tws"}, "10": {"moved"}, "11": {"moved"}}},
	},
	Lines: &Lines{Keys: []string{"bs", "s"}, Max: 3, Label: "Weapon"},
}

func TestModesAreAnded(t *testing.T) {
	if f := twoModes.Faults(); len(f) > 0 {
		t.Fatal(f)
	}
	for _, c := range []struct {
		mode, av, key string
		shown         bool
	}{
		{"shoot", "", "bs", true}, {"cc", "", "bs", false},
		{"cc", "", "tws", true}, {"cc", "10", "tws", false}, {"shoot", "", "tws", false},
		{"cc", "11", "moved", true}, {"cc", "", "moved", false}, {"shoot", "10", "moved", false},
		{"shoot", "10", "s", true}, {"cc", "", "s", true},
	} {
		got := twoModes.Shown(c.key, func(k string) string { return map[string]string{"mode": c.mode, "av": c.av}[k] })
		if got != c.shown {
			t.Errorf("mode=%s av=%s: %s shown %v, want %v", c.mode, c.av, c.key, got, c.shown)
		}
	}
}

func TestVisibleDropsHiddenFields(t *testing.T) {
	q, _ := url.ParseQuery("mode=cc&bs=3&2.bs=2&2.s=5&tws=0&moved=1")
	got := twoModes.Visible(q)
	if got.Has("bs") || got.Has("2.bs") || got.Has("moved") || got.Get("2.s") != "5" || got.Get("tws") != "0" || got.Get("mode") != "cc" {
		t.Fatalf("visible: %v", got)
	}
	// The default mode applies when the mode is missing: shoot shows bs, never tws.
	if got := twoModes.Visible(url.Values{"bs": {"3"}, "tws": {"2"}}); !got.Has("bs") || got.Has("tws") {
		t.Fatalf("visible with the default mode: %v", got)
	}
}

func TestHiddenGivenNamesTheField(t *testing.T) {
	for raw, want := range map[string]string{
		"mode=cc&bs=3":          "bs",
		"mode=cc&2.s=4&2.bs=2":  "2.bs",
		"tws=3":                 "tws",
		"mode=cc&av=10&tws=3":   "tws",
		"mode=cc&moved=1":       "moved",
		"mode=cc&bs=4&tws=0":    "", // a hidden field at its default is no fault
		"mode=cc&av=11&moved=1": "",
	} {
		q, _ := url.ParseQuery(raw)
		v, err := ParseForm(twoModes, q)
		if err != nil {
			t.Fatal(err)
		}
		fe := v.HiddenGiven()
		switch {
		case want == "" && fe != nil:
			t.Errorf("%s: %v", raw, fe)
		case want != "" && (fe == nil || fe.Key != want || fe.Allowed == ""):
			t.Errorf("%s: %v, want a fault on %s", raw, fe, want)
		}
	}
	q, _ := url.ParseQuery("mode=cc&av=10&tws=3")
	v, _ := ParseForm(twoModes, q)
	if fe := v.HiddenGiven(); fe.Allowed != "nothing here: it applies only when mode=cc and av=empty (none)" {
		t.Errorf("allowed: %q", fe.Allowed)
	}
}
