package ruleset

import "testing"

func TestPlural(t *testing.T) {
	for _, c := range []struct {
		n    any
		want string
	}{{1, "1 model"}, {0, "0 models"}, {3, "3 models"}, {"D6", "D6 models"}, {"1", "1 model"}, {"D3+1", "D3+1 models"}} {
		if got := PluralOf(c.n, "model", "models"); got != c.want {
			t.Errorf("PluralOf(%v) = %q, want %q", c.n, got, c.want)
		}
	}
	if Plural(1, "wound", "wounds") != "1 wound" || Plural(2, "wound", "wounds") != "2 wounds" {
		t.Error("Plural")
	}
}
