//go:build wasm

package main

import "auspex/engine/ruleset"

// native is the command-line side, which the browser build does not carry.
func native(*ruleset.Registry) {}
