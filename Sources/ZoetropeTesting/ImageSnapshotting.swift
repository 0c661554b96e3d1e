// The golden-image strategy: screenshots compared as PNG files with a
// per-channel tolerance, through swift-snapshot-testing.

import Foundation
import SnapshotTesting
import ZoetropeGraphics
import ZoetropeImageIO
import ZoetropeRendering

extension Snapshotting where Value == Image, Format == Image {
  /// Compares images as PNG files under `__Snapshots__`, written and read
  /// with ZoetropeImageIO.
  ///
  /// Two images match when they have the same pixel size and every
  /// channel of every pixel differs by at most `tolerance` (0...255), so
  /// tiny differences in antialiasing between library builds pass.
  ///
  /// - Parameter tolerance: The largest allowed difference per channel.
  /// - Returns: The strategy.
  public static func png(tolerance: UInt8 = 2) -> Snapshotting {
    Snapshotting(
      pathExtension: "png",
      diffing: .diff(
        toData: { image in Data((try? image.pngData()) ?? []) },
        fromData: { data in
          // An unreadable reference compares as a 1 × 1 transparent image.
          (try? Image(data: [UInt8](data))) ?? transparentPixel()
        },
        diffV2: { reference, actual in
          guard reference.pixelWidth == actual.pixelWidth,
            reference.pixelHeight == actual.pixelHeight
          else {
            return (
              "Sizes differ: reference \(reference.pixelWidth)×\(reference.pixelHeight), "
                + "actual \(actual.pixelWidth)×\(actual.pixelHeight)",
              [.data(Data((try? actual.pngData()) ?? []), name: "actual.png")]
            )
          }
          let different = pixelsOverTolerance(reference, actual, tolerance: tolerance)
          guard different > 0 else { return nil }
          return (
            "\(different) pixels differ by more than \(tolerance) in a channel",
            [.data(Data((try? actual.pngData()) ?? []), name: "actual.png")]
          )
        }))
  }
}

/// How many pixels of two same-sized images differ by more than a
/// tolerance in some channel.
///
/// - Parameters:
///   - lhs: An image.
///   - rhs: An image of the same pixel size.
///   - tolerance: The largest allowed difference per channel.
/// - Returns: The number of pixels over the tolerance.
public func pixelsOverTolerance(_ lhs: Image, _ rhs: Image, tolerance: UInt8) -> Int {
  var count = 0
  for index in lhs.pixels.indices {
    let a = lhs.pixels[index]
    let b = rhs.pixels[index]
    if a == b { continue }
    for shift in stride(from: 0, to: 32, by: 8) {
      let x = Int((a >> UInt32(shift)) & 0xFF)
      let y = Int((b >> UInt32(shift)) & 0xFF)
      if abs(x - y) > Int(tolerance) {
        count += 1
        break
      }
    }
  }
  return count
}

/// A 1 × 1 transparent image.
///
/// - Returns: The image.
public func transparentPixel() -> Image {
  do {
    return try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, pixels: [0])
  } catch {
    fatalError("A 1 × 1 image is valid: \(error)")
  }
}
