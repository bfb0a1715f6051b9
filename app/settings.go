package app

import (
	"encoding/json"
	"fmt"

	"auspex/engine/ruleset"
	"auspex/engine/strictjson"
)

// settingsKey is where the settings live in localStorage.
const settingsKey = "auspex.settings"

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
var themes = []string{"", "light", "dark"}

// DecodeSettings reads stored settings defensively: anything it cannot fully
// validate is an error, and the caller resets to defaults with a notice.
func DecodeSettings(raw string, reg *ruleset.Registry) (Settings, error) {
	s := Settings{V: settingsVersion}
	if raw == "" {
		return s, nil
	}
	var got Settings
	if err := strictjson.Decode([]byte(raw), &got); err != nil {
		return s, fmt.Errorf("not valid settings JSON: %v", err)
	}
	if got.V != settingsVersion {
		return s, fmt.Errorf("unknown settings version %d (this app reads %d)", got.V, settingsVersion)
	}
	if _, ok := reg.Get(got.System); got.System != "" && !ok {
		return s, fmt.Errorf("unknown game system %q", got.System)
	}
	if !validTheme(got.Theme) {
		return s, fmt.Errorf("unknown theme %q", got.Theme)
	}
	return got, nil
}

func validTheme(t string) bool {
	for _, k := range themes {
		if t == k {
			return true
		}
	}
	return false
}

// nextTheme is the theme after t in the toggle's cycle.
func nextTheme(t string) string {
	for i, k := range themes {
		if k == t {
			return themes[(i+1)%len(themes)]
		}
	}
	return ""
}

func themeLabel(t string) string {
	switch t {
	case "light":
		return "Light"
	case "dark":
		return "Dark"
	}
	return "Auto"
}

// Encode is the stored form of the settings.
func (s Settings) Encode() string {
	s.V = settingsVersion
	b, _ := json.Marshal(s) // a struct of strings and an int always marshals
	return string(b)
}
