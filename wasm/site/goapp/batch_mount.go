//go:build ignore

// This file is not built with Auspex: wasm/site/leanapp.go writes it, with
// the build line "wasm", into the copy of go-app's pkg/app that the browser
// build compiles (it uses go-app's unexported types).

package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/errors"
)

// Auspex's build of go-app mounts a new subtree in one call into the page
// instead of one call per DOM operation. go-app creates every element, text
// and attribute through syscall/js: 4,700 calls for the calculator's first
// frame, each with its arguments converted and its result given a finalizer,
// about half the wasm's time to that frame. Here the Go side records the
// subtree as a list of operations (the same ones, in the same order:
// elements created and their attributes set before their children, each
// appended once complete), the page's window.auspexMount (wasm/site/boot.go)
// performs them and returns the nodes it made in that order, and each Go
// node takes its own. It attaches the event handlers too (listen).
// Without window.auspexMount (a page not built by Auspex), go-app's own
// path runs.

// mountBatch is the subtree being recorded.
type mountBatch struct {
	ops   []byte         // a JSON array, written as the tree is walked
	nodes []UI           // the nodes auspexMount returns, in its order
	pend  []*pendingNode // their values, given the list at the flush
}

var (
	batching    *mountBatch
	batchJS     Value
	batchJSRead bool
)

// batchMount mounts n, as the outermost mount of a subtree: its whole
// subtree is recorded, then made in the page at once.
func batchMount(d Dispatcher, n UI) error {
	if batching != nil {
		return n.mount(d)
	}
	if !batchJSRead {
		batchJSRead = true
		if f := Window().Get("auspexMount"); f.Type() == TypeFunction {
			batchJS = f
			batchEvents = FuncOf(func(_ Value, args []Value) any {
				if h := batchHandlers[args[0].Int()]; h != nil {
					h(args[1])
				}
				return nil
			})
		}
	}
	if batchJS == nil {
		return n.mount(d)
	}
	b := &mountBatch{ops: append(make([]byte, 0, 4096), '[')}
	batching = b
	err := func() error {
		defer func() { batching = nil }()
		return n.mount(d)
	}()
	if err != nil {
		return err
	}
	return b.flush()
}

// element records e, an element being mounted, and mounts its children.
func (b *mountBatch) element(d Dispatcher, e *htmlElement) error {
	b.op(1)
	b.str(e.tag)
	b.str(e.xmlns)
	b.num(len(e.attributes))
	for name, value := range e.attributes {
		b.attr(name, resolveAttributeURLValue(name, value, d.resolveStaticResource))
	}
	e.jsElement = b.pending(e)
	for event, h := range e.eventHandlers {
		e.eventHandlers[event] = b.listen(e, event, h)
	}
	for i, c := range e.children {
		if err := mount(d, c); err != nil {
			return errors.New("mounting child failed").
				WithTag("index", i).
				WithTag("child", c.name()).
				WithTag("child-kind", c.Kind()).
				Wrap(err)
		}
		c.setParent(e.self())
	}
	b.op(0)
	return nil
}

// text and raw record a node and give it its pendingNode at once, so that
// go-app's check that a node is not mounted twice (Mounted: its value is
// set) holds inside a batch too.
func (b *mountBatch) text(t *text) {
	b.op(2)
	b.str(t.value)
	t.jsvalue = b.pending(t)
}

func (b *mountBatch) raw(r *raw) {
	b.op(3)
	b.str(r.value)
	r.jsvalue = b.pending(r)
}

func (b *mountBatch) pending(n UI) *pendingNode {
	p := &pendingNode{i: len(b.nodes)}
	b.nodes = append(b.nodes, n)
	b.pend = append(b.pend, p)
	return p
}

// attr records an attribute as setJSAttribute sets it: kind 0 by
// setAttribute, kind 1 as a property of the element.
func (b *mountBatch) attr(name, value string) {
	prop := func(p string) { b.num(1); b.str(p) }
	switch name {
	case "value":
		prop("value")
	case "class":
		prop("className")
	case "contenteditable":
		prop("contentEditable")
	case "ismap":
		prop("isMap")
		b.bool(value)
		return
	case "readonly":
		prop("readOnly")
		b.bool(value)
		return
	case "async", "autofocus", "autoplay", "checked", "default", "defer", "disabled",
		"hidden", "loop", "multiple", "muted", "open", "required", "reversed", "selected":
		prop(name)
		b.bool(value)
		return
	default:
		b.num(0)
		b.str(name)
	}
	b.str(value)
}

// Event handlers: go-app gives each its own JavaScript function (FuncOf, a
// call into the page) and attaches it (another call, on the element's value:
// a third). Here one function, batchEvents, takes every event of a batched
// handler with its number, the list has the page attach a small function
// that passes both (op 4: event, number), and the page keeps that function
// on the element (auspexOn<event>) for the handler's removal. An element
// has at most one handler per event (go-app keeps them by event name).
var (
	batchEvents   Func
	batchHandlers = map[int]func(Value){}
	batchNextID   int
)

// listen records h, src's handler of event, and returns it as mounted.
func (b *mountBatch) listen(src *htmlElement, event string, h eventHandler) eventHandler {
	batchNextID++
	id := batchNextID
	goHandler := h.goHandler
	batchHandlers[id] = func(v Value) { // as go-app's makeJSEventHandler
		src.getDispatcher().Emit(src, func() {
			e := Event{Value: v}
			trackMousePosition(e)
			goHandler(makeContext(src), e)
		})
	}
	b.op(4)
	b.str(event)
	b.num(id)
	h.close = func() {
		el, prop := src.JSValue(), "auspexOn"+event
		el.Call("removeEventListener", event, el.Get(prop))
		el.Set(prop, nil)
		delete(batchHandlers, id)
	}
	return h
}

// flush has the page make the recorded subtree, with its event handlers,
// and gives each node its DOM node. A node takes its DOM node from the list
// auspexMount returned only when first used (pendingNode): most text nodes
// and many elements never are, and taking one is a call into the page.
func (b *mountBatch) flush() error {
	b.ops[len(b.ops)-1] = ']' // the last value's comma
	made := batchJS.Invoke(string(b.ops), jsval(batchEvents))
	for _, p := range b.pend {
		p.made = made
	}
	var err error
	for _, n := range b.nodes {
		if r, ok := n.(*raw); ok && err == nil && !r.JSValue().Truthy() {
			err = errors.New("mounting raw html element failed").
				WithTag("reason", "converting raw html to html elements returned nil").
				WithTag("name", r.name()).
				WithTag("kind", r.Kind()).
				WithTag("raw-html", r.value)
		}
	}
	return err
}

// pendingNode stands for a DOM node of a batch not yet taken from the list
// auspexMount returned. go-app reads a node's Value through JSValue(), which
// the build's edits make call resolved. The list lives (and with it the
// batch's DOM nodes, removed ones too) while any node of the batch is
// pending in memory: so at most the nodes of the batches that still have a
// node on the page, about one page's worth.
type pendingNode struct {
	Value // nil: every use goes through resolved first
	made  Value
	i     int
}

// resolved replaces a pending node in *v by its DOM node, and returns *v.
func resolved(v *Value) Value {
	if p, ok := (*v).(*pendingNode); ok {
		if p.made == nil {
			panic(errors.New("a node's DOM node was asked for before its subtree was made (Auspex's batched mount)"))
		}
		*v = p.made.Index(p.i)
	}
	return *v
}

func (b *mountBatch) op(n int) { b.num(n) }

func (b *mountBatch) num(n int) {
	b.ops = strconv.AppendInt(b.ops, int64(n), 10)
	b.ops = append(b.ops, ',')
}

// bool writes value as setJSAttribute reads it (strconv.ParseBool, false
// when it does not parse).
func (b *mountBatch) bool(value string) {
	v, _ := strconv.ParseBool(value)
	b.ops = strconv.AppendBool(b.ops, v)
	b.ops = append(b.ops, ',')
}

// str writes s as a JSON string. Bytes that are not UTF-8 pass through: the
// whole list reaches the page decoded as syscall/js decodes any string, each
// such byte becoming U+FFFD, as it did when each string crossed alone.
func (b *mountBatch) str(s string) {
	const hex = "0123456789abcdef"
	b.ops = append(b.ops, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.ops = append(b.ops, '\\', c)
		case c < 0x20:
			b.ops = append(b.ops, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			b.ops = append(b.ops, c)
		}
	}
	b.ops = append(b.ops, '"', ',')
}
