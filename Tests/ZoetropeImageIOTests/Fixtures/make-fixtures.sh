#!/bin/sh
# Regenerates the decoder test fixtures in this folder (see README.md).
# Needs ImageMagick 6 (`convert`) and the WebP tools (`cwebp`, `img2webp`).
# Sources are ImageMagick pixel-enumeration text ("txt:") so every pixel is
# known; `-strip` drops dates and comments so the output is reproducible.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 4×3 opaque RGB: the colours TestFixtures.rgb lists.
cat > "$tmp/rgb.txt" <<'TXT'
# ImageMagick pixel enumeration: 4,3,255,srgb
0,0: (255,0,0)
1,0: (0,255,0)
2,0: (0,0,255)
3,0: (255,255,255)
0,1: (0,0,0)
1,1: (128,128,128)
2,1: (255,255,0)
3,1: (0,255,255)
0,2: (255,0,255)
1,2: (18,52,86)
2,2: (192,255,238)
3,2: (127,127,127)
TXT

# 4×3 RGBA with alpha 0, 1, 32, 64, 127, 128, 200, 254 and 255.
cat > "$tmp/rgba.txt" <<'TXT'
# ImageMagick pixel enumeration: 4,3,255,srgba
0,0: (255,0,0,255)
1,0: (0,255,0,128)
2,0: (0,0,255,64)
3,0: (255,255,255,0)
0,1: (0,0,0,255)
1,1: (255,128,0,200)
2,1: (10,20,30,1)
3,1: (200,100,50,254)
0,2: (255,255,255,127)
1,2: (18,52,86,255)
2,2: (192,255,238,32)
3,2: (0,0,0,128)
TXT

# 4×3 gray levels.
cat > "$tmp/gray.txt" <<'TXT'
# ImageMagick pixel enumeration: 4,3,255,gray
0,0: (0)
1,0: (17)
2,0: (34)
3,0: (51)
0,1: (64)
1,1: (85)
2,1: (128)
3,1: (170)
0,2: (200)
1,2: (220)
2,2: (240)
3,2: (255)
TXT

# 4×3 gray with alpha (gray, gray, gray, alpha).
cat > "$tmp/gray-alpha.txt" <<'TXT'
# ImageMagick pixel enumeration: 4,3,255,srgba
0,0: (0,0,0,255)
1,0: (255,255,255,255)
2,0: (128,128,128,128)
3,0: (255,255,255,0)
0,1: (64,64,64,200)
1,1: (200,200,200,64)
2,1: (17,17,17,17)
3,1: (255,255,255,255)
0,2: (100,100,100,255)
1,2: (100,100,100,100)
2,2: (0,0,0,0)
3,2: (250,250,250,250)
TXT

# 4×3 with four colours and three alpha levels: a palette with tRNS.
cat > "$tmp/palette.txt" <<'TXT'
# ImageMagick pixel enumeration: 4,3,255,srgba
0,0: (255,0,0,255)
1,0: (0,255,0,128)
2,0: (0,0,255,0)
3,0: (255,255,255,255)
0,1: (0,255,0,128)
1,1: (0,0,255,0)
2,1: (255,255,255,255)
3,1: (255,0,0,255)
0,2: (0,0,255,0)
1,2: (255,255,255,255)
2,2: (255,0,0,255)
3,2: (0,255,0,128)
TXT

# 4×3 RGBA with 16-bit samples (0...65535).
cat > "$tmp/rgba16.txt" <<'TXT'
# ImageMagick pixel enumeration: 4,3,65535,srgba
0,0: (65535,0,0,65535)
1,0: (0,65535,0,65535)
2,0: (0,0,65535,65535)
3,0: (32896,32896,32896,65535)
0,1: (4660,43981,28672,65535)
1,1: (65535,65535,65535,16384)
2,1: (65535,0,0,49152)
3,1: (0,0,0,0)
0,2: (4660,4660,4660,65535)
1,2: (43981,43981,43981,65535)
2,2: (28672,0,65535,65535)
3,2: (65535,65535,65535,65535)
TXT

# 16×16 in four 8×8 quadrants (JPEG needs whole blocks for solid colours):
# red top left, green top right, blue bottom left, white bottom right.
quadrants="-size 8x8 xc:#FF0000 xc:#00FF00 +append ( -size 8x8 xc:#0000FF xc:#FFFFFF +append ) -append"
# The same with alpha: red opaque, green half transparent, blue opaque,
# white fully transparent.
quadrants_alpha="-size 8x8 xc:#FF0000FF xc:#00FF0080 +append ( -size 8x8 xc:#0000FFFF xc:#FFFFFF00 +append ) -append"

png="-strip -define png:bit-depth=8"
convert "txt:$tmp/rgb.txt" $png -define png:color-type=2 rgb.png
convert "txt:$tmp/rgba.txt" $png -define png:color-type=6 rgba.png
convert "txt:$tmp/gray.txt" $png -define png:color-type=0 gray.png
convert "txt:$tmp/gray-alpha.txt" $png -define png:color-type=4 gray-alpha.png
convert "txt:$tmp/palette.txt" -strip -type PaletteAlpha palette-trns.png
convert "txt:$tmp/rgba16.txt" -strip -depth 16 -define png:bit-depth=16 \
  -define png:color-type=6 rgba16.png
convert "txt:$tmp/rgb.txt" $png -define png:color-type=2 -interlace PNG interlaced.png
cp rgb.png "rgb@2x.png"

convert $quadrants -strip -quality 95 -sampling-factor 1x1 -interlace none baseline.jpg
convert $quadrants -strip -quality 95 -sampling-factor 1x1 -interlace JPEG progressive.jpg
convert "txt:$tmp/gray.txt" -strip -quality 100 -colorspace Gray -type Grayscale gray.jpg
convert $quadrants -strip -quality 95 -colorspace CMYK cmyk.jpg

cwebp -quiet -lossless -exact rgba.png -o lossless-alpha.webp
convert $quadrants_alpha -strip $png -define png:color-type=6 "$tmp/quadrants-alpha.png"
cwebp -quiet -q 95 -alpha_q 100 -sharp_yuv "$tmp/quadrants-alpha.png" -o lossy-alpha.webp

# A lossless 3-frame animation: solid 4×3 red, green and blue frames shown
# for 100, 200 and 300 ms, looping twice.
convert -size 4x3 xc:#FF0000 $png "$tmp/red.png"
convert -size 4x3 xc:#00FF00 $png "$tmp/green.png"
convert -size 4x3 xc:#0000FF $png "$tmp/blue.png"
img2webp -loop 2 -lossless -d 100 "$tmp/red.png" -d 200 "$tmp/green.png" \
  -d 300 "$tmp/blue.png" -o animated.webp
