//go:build !wasm

package site

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
)

// The icon is an auspex scanner: two phosphor rings, a sweep and a contact, on
// a dark tile. static/icon.svg draws the same shapes; the PNGs are drawn here
// at build time so that every size is exact and nothing binary is committed.

var (
	tile     = color.NRGBA{0x12, 0x14, 0x17, 0xff}
	phosphor = color.NRGBA{0x7f, 0xd9, 0x9a, 0xff}
	contact  = color.NRGBA{0xd8, 0xff, 0xe3, 0xff}
)

type iconSpec struct {
	name     string
	size     int
	maskable bool // full-bleed tile, artwork kept inside the 80% safe zone
}

var iconSpecs = []iconSpec{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable-512.png", 512, true},
	{"apple-touch-icon.png", 180, true}, // iOS rounds the corners itself
}

func writeIcons(dir string) error {
	for _, s := range iconSpecs {
		f, err := os.Create(filepath.Join(dir, s.name))
		if err != nil {
			return err
		}
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		err = enc.Encode(f, paletted(drawIcon(s.size, s.maskable)))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// drawIcon renders the icon with 4x4 supersampling for smooth edges.
func drawIcon(size int, maskable bool) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const ss = 4
	scale := 1.0
	if maskable {
		scale = 0.8
	}
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var r, g, b, a float64
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					u := (float64(x) + (float64(sx)+0.5)/ss) / float64(size)
					v := (float64(y) + (float64(sy)+0.5)/ss) / float64(size)
					c := iconColor(u, v, scale, maskable)
					al := float64(c.A) / 255
					r += float64(c.R) * al
					g += float64(c.G) * al
					b += float64(c.B) * al
					a += al
				}
			}
			n := float64(ss * ss)
			if a > 0 {
				img.SetNRGBA(x, y, color.NRGBA{uint8(r / a), uint8(g / a), uint8(b / a), uint8(255 * a / n)})
			}
		}
	}
	return img
}

// paletted keeps an icon's 256 commonest colours and moves each other pixel
// (a rare blend on an edge) to the nearest of them: an 8-bit PNG, less than
// half the size of a true-colour one, and the service worker pre-caches all
// four icons, so every byte is on each first visit.
func paletted(img *image.NRGBA) *image.Paletted {
	count := map[color.NRGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			count[img.NRGBAAt(x, y)]++
		}
	}
	cs := make([]color.NRGBA, 0, len(count))
	for c := range count {
		cs = append(cs, c)
	}
	key := func(c color.NRGBA) uint32 { return uint32(c.R)<<24 | uint32(c.G)<<16 | uint32(c.B)<<8 | uint32(c.A) }
	slices.SortFunc(cs, func(p, q color.NRGBA) int { // commonest first; ties by value, for the same file each build
		if count[p] != count[q] {
			return count[q] - count[p]
		}
		return int(key(p)) - int(key(q))
	})
	pal := make(color.Palette, 0, 256)
	for _, c := range cs[:min(len(cs), 256)] {
		pal = append(pal, c)
	}
	out := image.NewPaletted(b, pal)
	draw.Draw(out, b, img, b.Min, draw.Src)
	return out
}

// iconColor is the colour at (u, v) in the unit square.
func iconColor(u, v, scale float64, fullBleed bool) color.NRGBA {
	if !fullBleed && !inRoundedSquare(u, v, 0.18) {
		return color.NRGBA{}
	}
	// artwork coordinates, centred, scaled into the safe zone
	x, y := (u-0.5)/scale, (v-0.5)/scale
	d := math.Hypot(x, y)
	switch {
	case math.Hypot(x-0.12, y+0.14) < 0.045:
		return contact
	case math.Abs(d-0.36) < 0.0225:
		return phosphor
	case math.Abs(d-0.22) < 0.015:
		return blend(tile, phosphor, 0.6)
	case d < 0.36 && inSweep(x, y):
		return blend(tile, phosphor, 0.35)
	}
	return tile
}

// inSweep is the wedge from straight up to 60 degrees clockwise.
func inSweep(x, y float64) bool {
	a := math.Atan2(x, -y) // 0 at the top, growing clockwise
	return a >= 0 && a <= math.Pi/3
}

func inRoundedSquare(u, v, r float64) bool {
	dx := math.Max(math.Max(r-u, u-(1-r)), 0)
	dy := math.Max(math.Max(r-v, v-(1-r)), 0)
	return dx*dx+dy*dy <= r*r
}

func blend(a, b color.NRGBA, t float64) color.NRGBA {
	mix := func(p, q uint8) uint8 { return uint8(float64(p)*(1-t) + float64(q)*t + 0.5) }
	return color.NRGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 0xff}
}
