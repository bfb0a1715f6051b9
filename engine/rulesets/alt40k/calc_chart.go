package alt40k

// chart is a vehicle damage chart (Unit Types, Vehicles and Titanic
// Vehicles): a D6 with modifiers, read from the first row whose top it does
// not pass; each row inflicts more wounds on top of the penetration's one.
type chart struct {
	name string
	rows []chartRow
}

type chartRow struct {
	top   int // the highest modified roll of this row; the last row takes all above
	name  string
	extra int // additional wounds
}

// The two charts. Rows are numbered from 1 in the result stage; 0 is "no
// damage chart roll".
var (
	vehicleChart = chart{name: "Vehicle Damage Chart", rows: []chartRow{
		{3, "Weapon Disabled", 1}, {4, "Crew Stunned", 1}, {5, "Immobilized", 2}, {99, "Weapon Destroyed", 2}}}
	titanicChart = chart{name: "Titanic Vehicle Damage Chart", rows: []chartRow{
		{4, "1 additional wound", 1}, {5, "Mobility Damaged", 2}, {99, "Weapon Disabled", 2}}}
)

// row is the 1-based row a modified roll falls on.
func (c chart) row(roll int) int {
	for i, r := range c.rows {
		if roll <= r.top {
			return i + 1
		}
	}
	return len(c.rows)
}

// values labels the result stage: no roll, then each row, in chart order.
func (c chart) values() []string {
	v := []string{"no damage chart roll"}
	for _, r := range c.rows {
		v = append(v, r.name)
	}
	return v
}

// mod is the chart modifier: AP1+ +1, AP- -2, open-topped +2.
func (l *line) chartMod() int {
	m := 0
	switch l.apValue() {
	case 1:
		m++
	case 7:
		m -= 2
	}
	if l.v.Flag("open") {
		m += 2
	}
	return m
}

func (l *line) chartOf() chart {
	if l.target == tTitanicVeh {
		return titanicChart
	}
	return vehicleChart
}
