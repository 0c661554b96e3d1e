import Foundation
import ZoetropeAnimation
import ZoetropeGraphics

/// Fixtures and helpers shared by the ZoetropeImageIO tests.
enum TestSupport {
  /// The folder holding the committed fixture images (see Fixtures/README.md).
  static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Every decodable fixture file name.
  static let fixtureNames = [
    "rgb.png", "rgba.png", "gray.png", "gray-alpha.png", "palette-trns.png", "rgba16.png",
    "interlaced.png", "rgb@2x.png", "baseline.jpg", "progressive.jpg", "gray.jpg", "cmyk.jpg",
    "lossless-alpha.webp", "lossy-alpha.webp", "animated.webp",
  ]

  /// The path of a fixture.
  static func fixturePath(_ name: String) -> String {
    fixturesDirectory.appendingPathComponent(name).path
  }

  /// The bytes of a fixture.
  static func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixturesDirectory.appendingPathComponent(name)))
  }

  /// The bytes of any file.
  static func fixtureBytes(atPath path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// An opaque ARGB32 pixel.
  static func opaque(_ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 {
    0xFF00_0000 | red << 16 | green << 8 | blue
  }

  /// The premultiplied ARGB32 pixel of straight 8-bit components, computed
  /// independently of the decoders (through `Color`).
  static func premultiplied(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8)
    -> UInt32
  {
    Color(red8: red, green8: green, blue8: blue, alpha8: alpha).argb32Premultiplied
  }

  /// The opaque colours of the 4×3 `rgb.png` fixture, row-major.
  static let rgbPixels: [UInt32] = [
    opaque(255, 0, 0), opaque(0, 255, 0), opaque(0, 0, 255), opaque(255, 255, 255),
    opaque(0, 0, 0), opaque(128, 128, 128), opaque(255, 255, 0), opaque(0, 255, 255),
    opaque(255, 0, 255), opaque(18, 52, 86), opaque(192, 255, 238), opaque(127, 127, 127),
  ]

  /// The straight RGBA colours of the 4×3 `rgba.png` fixture, row-major.
  static let rgbaComponents: [(UInt8, UInt8, UInt8, UInt8)] = [
    (255, 0, 0, 255), (0, 255, 0, 128), (0, 0, 255, 64), (255, 255, 255, 0),
    (0, 0, 0, 255), (255, 128, 0, 200), (10, 20, 30, 1), (200, 100, 50, 254),
    (255, 255, 255, 127), (18, 52, 86, 255), (192, 255, 238, 32), (0, 0, 0, 128),
  ]

  /// The premultiplied pixels of the `rgba.png` fixture.
  static var rgbaPixels: [UInt32] {
    rgbaComponents.map { premultiplied($0.0, $0.1, $0.2, $0.3) }
  }

  /// The A, R, G, B channels of an ARGB32 pixel.
  static func channels(_ pixel: UInt32) -> [Int] {
    [Int(pixel >> 24), Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF)]
  }

  /// The largest per-channel difference between two pixels.
  static func distance(_ lhs: UInt32, _ rhs: UInt32) -> Int {
    zip(channels(lhs), channels(rhs)).map { abs($0 - $1) }.max() ?? 0
  }

  /// Whether every color channel is at most alpha (valid premultiplied data).
  static func isValidPremultiplied(_ pixel: UInt32) -> Bool {
    let parts = channels(pixel)
    return parts[1...].allSatisfy { $0 <= parts[0] }
  }

  /// A fresh empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("zoetrope-imageio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The names in a directory, sorted.
  static func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  /// The CRC-32 of PNG chunks, to craft valid headers.
  static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
    }
    return ~crc
  }

  /// `png` with its IHDR width and height replaced (and the CRC fixed).
  static func png(_ png: [UInt8], withWidth width: UInt32, height: UInt32) -> [UInt8] {
    var bytes = png
    for (offset, value) in [(16, width), (20, height)] {
      for index in 0..<4 {
        bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index))
      }
    }
    let crc = crc32(bytes[12..<29])
    for index in 0..<4 {
      bytes[29 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
    }
    return bytes
  }

  /// `jpeg` with its start-of-frame height and width replaced.
  static func jpeg(_ jpeg: [UInt8], withWidth width: UInt16, height: UInt16) -> [UInt8] {
    var bytes = jpeg
    guard
      let marker = bytes.indices.dropLast().first(where: {
        bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2)
      })
    else {
      return bytes
    }
    bytes[marker + 5] = UInt8(height >> 8)
    bytes[marker + 6] = UInt8(height & 0xFF)
    bytes[marker + 7] = UInt8(width >> 8)
    bytes[marker + 8] = UInt8(width & 0xFF)
    return bytes
  }

  /// A seeded image of random opaque or translucent (valid premultiplied) pixels.
  static func randomImage(
    width: Int, height: Int, opaque: Bool, using generator: inout SeededRandomNumberGenerator
  ) throws -> Image {
    let pixels = (0..<(width * height)).map { _ -> UInt32 in
      let alpha = opaque ? 255 : UInt8.random(in: 0...255, using: &generator)
      return premultiplied(
        .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
        .random(in: 0...255, using: &generator), alpha)
    }
    return try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
  }
}
