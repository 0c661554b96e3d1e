#!/bin/sh
# Regenerates the truncated and corrupt files in corrupt/ (see README.md),
# each derived from a valid fixture in this folder or written byte by byte.
# Needs only python3; the output is the same on every run (the "random"
# bytes come from a fixed seed). CorruptCorpusTests lists the error each
# file must produce.
set -eu
cd "$(dirname "$0")"
python3 - <<'PY'
import os, random, struct, zlib

os.makedirs("corrupt", exist_ok=True)
for name in os.listdir("corrupt"):
    os.remove(os.path.join("corrupt", name))

def read(name):
    with open(name, "rb") as f:
        return f.read()

def write(name, data):
    with open(os.path.join("corrupt", name), "wb") as f:
        f.write(data)

def chunk(kind, payload):
    body = kind + payload
    return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body))

signature = b"\x89PNG\r\n\x1a\n"
png = read("rgb.png")
ihdr_end = 8 + 8 + 13 + 4          # signature, IHDR length + type, data, CRC
idat = png.index(b"IDAT") - 4      # the IDAT chunk's length field

def png_with_size(width, height):
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return signature + chunk(b"IHDR", ihdr) + png[ihdr_end:]

write("empty.png", b"")
write("one-byte.png", b"\x89")
write("png-signature-only.png", signature)
write("png-truncated-in-ihdr.png", png[:8 + 8 + 6])
write("png-truncated-in-idat.png", png[:idat + 8 + 5])
bad_crc = bytearray(png)
bad_crc[ihdr_end - 1] ^= 0xFF      # the last byte of IHDR's CRC
write("png-bad-crc.png", bytes(bad_crc))
write("png-huge-dimensions.png", png_with_size(100_000, 100_000))
write("png-zero-width.png", png_with_size(0, 3))

jpeg = read("baseline.jpg")
sof = jpeg.index(b"\xff\xc0")
write("jpeg-truncated-after-soi.jpg", jpeg[:3])
huge = bytearray(jpeg)
huge[sof + 5:sof + 9] = struct.pack(">HH", 60_000, 60_000)   # height, width (libjpeg allows 65500)
write("jpeg-huge-dimensions.jpg", bytes(huge))
write("jpeg-truncated-in-scan.jpg", jpeg[:len(jpeg) - 40])

webp = read("lossless-alpha.webp")
wrong_size = bytearray(webp)
wrong_size[4:8] = struct.pack("<I", len(webp) * 4)           # RIFF size past the end
write("webp-wrong-riff-size.webp", bytes(wrong_size))
write("webp-truncated-vp8l.webp", webp[:30])
# A lossless bitstream header declaring 16384×16384 (14-bit width-1, height-1).
bits = (16_383) | (16_383 << 14)
vp8l = b"\x2f" + struct.pack("<I", bits) + b"\x00" * 8
payload = b"WEBP" + b"VP8L" + struct.pack("<I", len(vp8l)) + vp8l
write("webp-huge-dimensions.webp", b"RIFF" + struct.pack("<I", len(payload)) + payload)

write("text.png", b"This is a text file, not a PNG image.\n")
generator = random.Random(4)
write("random.bin", bytes([0x00]) + bytes(generator.randrange(256) for _ in range(255)))
write("image.gif", b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9"
      b"\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")
PY
