//go:build wasm

package store

import "syscall/js"

// guardName is the object wasm/site/storage-guard.js puts on window. Reading an
// own data property of window never throws, unlike window.localStorage.
const guardName = "auspexStorage"

// guard is the browser backend: each call goes to the guard script, which
// catches the browser's exceptions and returns {v: value} or {e: reason, full: bool}.
type guard struct{ g js.Value }

// openBrowser picks the guard when the page loaded it and storage works, and
// memory otherwise, with the reason.
func openBrowser() (s *Store) {
	defer func() { // a Call that throws panics in syscall/js: never let it end the app
		if r := recover(); r != nil {
			s = New(NewMemory(), "its storage guard failed")
		}
	}()
	g := js.Global().Get(guardName)
	if g.Type() != js.TypeObject {
		return New(NewMemory(), "the storage guard script did not load")
	}
	if b := g.Get("blocked"); b.Type() == js.TypeString && b.String() != "" {
		return New(NewMemory(), b.String())
	}
	st := New(guard{g}, "")
	g.Call("listen", js.FuncOf(func(this js.Value, args []js.Value) any {
		key := ""
		if len(args) > 0 && args[0].Type() == js.TypeString {
			key = args[0].String()
		}
		st.changed(key)
		return nil
	}))
	return st
}

// call runs one guarded operation and turns a refusal (or a throw that got past
// the guard) into an *Error.
func (g guard) call(op, key string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &Error{Op: op, Key: key, Reason: "an exception escaped the storage guard"}
		}
	}()
	r := g.g.Call(map[string]string{"read": "get", "write": "set", "remove": "remove", "list": "keys"}[op], args...)
	if e := r.Get("e"); e.Type() == js.TypeString {
		return js.Null(), &Error{Op: op, Key: key, Reason: e.String(), Full: r.Get("full").Truthy()}
	}
	return r.Get("v"), nil
}

func (g guard) Get(key string) (string, bool, error) {
	v, err := g.call("read", key, key)
	if err != nil || v.Type() != js.TypeString {
		return "", false, err
	}
	return v.String(), true, nil
}

func (g guard) Set(key, value string) error {
	_, err := g.call("write", key, key, value)
	return err
}

func (g guard) Remove(key string) error {
	_, err := g.call("remove", key, key)
	return err
}

func (g guard) Keys() ([]string, error) {
	v, err := g.call("list", "")
	if err != nil || v.Type() != js.TypeObject {
		return nil, err
	}
	out := make([]string, v.Length())
	for i := range out {
		out[i] = v.Index(i).String()
	}
	return out, nil
}
