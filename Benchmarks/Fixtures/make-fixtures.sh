#!/bin/sh
# Regenerates decode-1000.jpg, the 1000×1000 JPEG that ImageIOBenchmarks
# decodes (the library has no JPEG encoder; the PNG input is encoded in
# memory instead). The pixels are the ones ImageIOBenchmarks generates for
# the PNG: a red-to-blue horizontal gradient, a green vertical one, plus
# seeded noise of ±16 per channel (SplitMix64, seed 1). Needs python3 and
# ImageMagick 6 (`convert`); the output is the same on every run.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$tmp/decode-1000.ppm" <<'PY'
import sys

mask = (1 << 64) - 1
state = 1

def next_random():
    global state
    state = (state + 0x9E3779B97F4A7C15) & mask
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return z ^ (z >> 31)

size = 1000
pixels = bytearray()
for y in range(size):
    for x in range(size):
        noise = next_random()
        base = (x * 255 // (size - 1), y * 255 // (size - 1), 255 - x * 255 // (size - 1))
        for channel in range(3):
            value = base[channel] + ((noise >> (8 * channel)) & 31) - 16
            pixels.append(min(255, max(0, value)))
with open(sys.argv[1], "wb") as f:
    f.write(b"P6 %d %d 255\n" % (size, size) + pixels)
PY
convert "$tmp/decode-1000.ppm" -strip -quality 85 -sampling-factor 2x2 -interlace none \
  decode-1000.jpg
