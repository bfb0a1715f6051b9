package lazyre

import "testing"

func TestCompilesOnUseAndMatches(t *testing.T) {
	r := New(`^(a+)b$`)
	if r.String() != `^(a+)b$` {
		t.Fatalf("String: %q", r.String())
	}
	if !r.MatchString("aab") || r.MatchString("b") {
		t.Fatal("MatchString")
	}
	if m := r.FindStringSubmatch("aaab"); len(m) != 2 || m[1] != "aaa" {
		t.Fatalf("FindStringSubmatch: %q", m)
	}
	if got := New(`\s+`).ReplaceAllString("a  b\tc", " "); got != "a b c" {
		t.Fatalf("ReplaceAllString: %q", got)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("an invalid expression did not panic on use")
		}
	}()
	bad := New(`(`) // declaring it is fine; using it panics
	bad.MatchString("x")
}
