package store

import (
	"encoding/json"
	"fmt"

	"auspex/engine/clip"
	"auspex/engine/ruleset"
	"auspex/engine/strictjson"
)

// SettingsKey is where the settings live in localStorage (the page's inline
// theme script reads it too, before the first paint).
const SettingsKey = "auspex.settings"

// settingsVersion is bumped when the stored format changes; DecodeSettings
// then learns to read the old one.
const settingsVersion = 1

// Settings are the user's choices that outlive a page.
type Settings struct {
	V      int    `json:"v"`
	System string `json:"system,omitempty"` // the last system picked
	Theme  string `json:"theme,omitempty"`  // "", "light" or "dark"; "" follows the device
}

// Themes in the order the toggle cycles through them.
var Themes = []string{"", "light", "dark"}

// DecodeSettings reads stored settings defensively: anything it cannot fully
// validate is an error, and the caller resets to defaults with a notice.
func DecodeSettings(raw string, reg *ruleset.Registry) (Settings, error) {
	s := Settings{V: settingsVersion}
	if raw == "" {
		return s, nil
	}
	// Read field by field rather than through encoding/json's reflection:
	// every start of the app reads the settings before its first frame.
	var got Settings
	if err := strictjson.DecodeFlat([]byte(raw),
		strictjson.Int("v", &got.V), strictjson.Text("system", &got.System), strictjson.Text("theme", &got.Theme)); err != nil {
		return s, fmt.Errorf("not valid settings JSON: %v", err)
	}
	if got.V != settingsVersion {
		return s, fmt.Errorf("unknown settings version %d (this app reads %d)", got.V, settingsVersion)
	}
	if _, ok := reg.Card(got.System); got.System != "" && !ok {
		return s, fmt.Errorf("unknown game system %s", clip.Quote(got.System))
	}
	if !validTheme(got.Theme) {
		return s, fmt.Errorf("unknown theme %s", clip.Quote(got.Theme))
	}
	return got, nil
}

func validTheme(t string) bool {
	for _, k := range Themes {
		if t == k {
			return true
		}
	}
	return false
}

// NextTheme is the theme after t in the toggle's cycle.
func NextTheme(t string) string {
	for i, k := range Themes {
		if k == t {
			return Themes[(i+1)%len(Themes)]
		}
	}
	return ""
}

// ThemeLabel names a theme for the toggle.
func ThemeLabel(t string) string {
	switch t {
	case "light":
		return "Light"
	case "dark":
		return "Dark"
	}
	return "Auto" // follows the device
}

// Encode is the stored form of the settings.
func (s Settings) Encode() string {
	s.V = settingsVersion
	b, _ := json.Marshal(s) // a struct of strings and an int always marshals
	return string(b)
}

// LoadSettings reads the settings; unreadable ones are set aside, reset to the
// defaults, and reported in the notice.
func LoadSettings(reg *ruleset.Registry) (s Settings, notice string) {
	st := Default()
	s = Settings{V: settingsVersion}
	raw, err := st.Get(SettingsKey)
	if err != nil {
		return s, "Your saved settings could not be read, so Auspex uses the defaults: " + err.Error() + "."
	}
	got, err := DecodeSettings(raw, reg)
	if err == nil {
		return got, ""
	}
	return s, st.Reset(SettingsKey, raw, s.Encode(), "saved settings", "uses the defaults", err)
}

// UpdateSettings applies op to the settings as stored now (another tab may
// have changed another setting since) and stores them. It returns the settings
// to show, and a message when they could not be stored (then they are
// cur with op applied, kept in memory for this page).
func UpdateSettings(reg *ruleset.Registry, cur Settings, op func(*Settings)) (Settings, string) {
	st := Default()
	s := Settings{V: settingsVersion}
	if raw, err := st.Get(SettingsKey); err == nil {
		if got, err := DecodeSettings(raw, reg); err == nil {
			s = got
		} // unreadable: the defaults, as LoadSettings reported when the page opened
	}
	op(&s)
	if err := st.Set(SettingsKey, s.Encode()); err != nil {
		op(&cur)
		return cur, "Your settings could not be saved: " + err.Error() + "."
	}
	return s, ""
}
