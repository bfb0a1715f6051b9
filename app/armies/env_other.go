//go:build !wasm

package armies

import (
	"errors"

	"auspex/engine/army"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// readerEnv is the standard library's Env: the generator and the tests.
func readerEnv() army.Env { return army.Native() }

func readFile(ctx app.Context, file app.Value, done func(ctx app.Context, data []byte, err error)) {
	done(ctx, nil, errors.New("files are read in the browser"))
}

func readShared(ctx app.Context, done func(ctx app.Context, data []byte, name string, err error)) {
	done(ctx, nil, "", nil)
}

func followScroll(string) func() { return func() {} }

func restoreScroll(float64) {}

// lockArmies has nothing to wait for outside a browser.
func lockArmies() (release func()) { return func() {} }
