package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Browsers can refuse localStorage (private modes, quotas, disabled storage),
// and syscall/js turns a JS exception into a panic: every access is guarded so
// that storage trouble becomes an error and a notice, never a crash.

func storageGet(key string) (v string, err error) {
	if app.IsServer {
		return "", nil
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("local storage is not readable: %v", r)
		}
	}()
	item := app.Window().Get("localStorage").Call("getItem", key)
	if item.IsNull() || item.IsUndefined() {
		return "", nil
	}
	return item.String(), nil
}

func storageSet(key, value string) (err error) {
	if app.IsServer {
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("local storage is not writable: %v", r)
		}
	}()
	app.Window().Get("localStorage").Call("setItem", key, value)
	return nil
}

// loadSettings reads the settings; unreadable ones are set aside under a
// ".corrupt" key (for a bug report), reset, and reported in the notice.
func loadSettings() (s Settings, notice string) {
	raw, err := storageGet(settingsKey)
	if err == nil {
		if s, err = DecodeSettings(raw, registry); err == nil {
			return s, ""
		}
		storageSet(settingsKey+".corrupt", raw)
		storageSet(settingsKey, s.Encode())
	}
	return s, "Your saved settings could not be read, so Auspex reset them to the defaults. (" + err.Error() + ")"
}

func saveSettings(s Settings) string {
	if err := storageSet(settingsKey, s.Encode()); err != nil {
		return "Your settings could not be saved: " + err.Error()
	}
	return ""
}

// applyTheme sets the theme on the document; CSS does the rest.
func applyTheme(theme string) {
	if app.IsServer {
		return
	}
	root := app.Window().Get("document").Get("documentElement")
	if theme == "" {
		root.Call("removeAttribute", "data-theme")
		return
	}
	root.Call("setAttribute", "data-theme", theme)
}
