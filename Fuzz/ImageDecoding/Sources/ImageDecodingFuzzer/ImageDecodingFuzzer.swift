// The libFuzzer entry point over `Image(data:)` and, for WebP data,
// `AnimatedWebPDecoder` (its first frames) too (see scripts/fuzz).
//
// Every input is decoded; a thrown `ImageDecodingError` is a normal outcome.
// A decoded image must hold exactly width × height pixels, each valid
// premultiplied ARGB32 (every color byte at most alpha), with a size
// within `Image.maximumDecodedPixelCount`; anything else traps, and so
// do crashes, sanitizer reports and leaks.

import ZoetropeGraphics
import ZoetropeImageIO

/// Decodes `size` bytes at `data` and traps if the result breaks an invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  if size >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) {
    fuzzAnimation(bytes)
  }
  let image: Image
  do {
    image = try Image(data: bytes)
  } catch {
    // Thrown errors are expected; they must still describe something.
    precondition(!error.description.isEmpty, "An ImageDecodingError without a description")
    return 0
  }
  check(image)
  return 0
}

/// Decodes up to 4 frames of an animated WebP and checks each.
func fuzzAnimation(_ bytes: UnsafeBufferPointer<UInt8>) {
  do {
    let decoder = try AnimatedWebPDecoder(data: bytes)
    precondition(decoder.pixelWidth * decoder.pixelHeight <= Image.maximumDecodedPixelCount)
    for _ in 0..<4 {
      guard let frame = try decoder.nextFrame() else { break }
      precondition(frame.duration >= 0, "A frame lasts \(frame.duration) s")
      check(frame.image)
    }
  } catch {
    precondition(!error.description.isEmpty, "An ImageDecodingError without a description")
  }
}

/// Traps unless `image` holds width × height valid premultiplied pixels.
func check(_ image: Image) {
  let width = image.pixelWidth
  let height = image.pixelHeight
  precondition(width > 0 && height > 0, "Decoded a \(width)×\(height) image")
  precondition(
    width * height <= Image.maximumDecodedPixelCount,
    "Decoded \(width)×\(height) pixels, over Image.maximumDecodedPixelCount")
  precondition(
    image.pixels.count == width * height,
    "\(image.pixels.count) pixels for a \(width)×\(height) image")
  image.pixels.withUnsafeBufferPointer { pixels in
    for index in pixels.indices {
      let pixel = pixels[index]
      let alpha = pixel >> 24
      if (pixel >> 16) & 0xFF > alpha || (pixel >> 8) & 0xFF > alpha || pixel & 0xFF > alpha {
        fatalError("Pixel \(index) is not premultiplied: 0x\(String(pixel, radix: 16))")
      }
    }
  }
}
