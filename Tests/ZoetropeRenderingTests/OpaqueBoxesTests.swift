import Foundation
import Testing
import ZoetropeAnimation

@testable import ZoetropeRendering

/// `CairoSurface.opaqueBoxes(of:stride:width:height:)` (`zt_opaque_boxes`,
/// in C) gives exactly the boxes of the Swift scan it replaced, kept here
/// as the reference.
@Suite struct OpaqueBoxesTests {
  /// The Swift scan the C one replaced, unchanged: a closure call per
  /// pixel, the columns grown a column at a time.
  static func reference(
    of pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int
  ) -> [PixelBox] {
    guard width > 0, height > 0 else { return [] }
    func isOpaque(_ x: Int, _ y: Int) -> Bool {
      pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >= 0xFF00_0000
    }
    let middleX = width / 2
    let middleY = height / 2
    guard isOpaque(middleX, middleY) else { return [] }
    var minX = middleX
    var maxX = middleX + 1
    while minX > 0, isOpaque(minX - 1, middleY) { minX -= 1 }
    while maxX < width, isOpaque(maxX, middleY) { maxX += 1 }
    let (runMinX, runMaxX) = (minX, maxX)
    func rowIsOpaque(_ y: Int) -> Bool { (runMinX..<runMaxX).allSatisfy { isOpaque($0, y) } }
    var top = middleY
    var bottom = middleY + 1
    while top > 0, rowIsOpaque(top - 1) { top -= 1 }
    while bottom < height, rowIsOpaque(bottom) { bottom += 1 }
    let wide = PixelBox(minX: minX, minY: top, maxX: maxX, maxY: bottom)
    var minY = middleY
    var maxY = middleY + 1
    while minY > 0, isOpaque(middleX, minY - 1) { minY -= 1 }
    while maxY < height, isOpaque(middleX, maxY) { maxY += 1 }
    let (runMinY, runMaxY) = (minY, maxY)
    func columnIsOpaque(_ x: Int) -> Bool { (runMinY..<runMaxY).allSatisfy { isOpaque(x, $0) } }
    var left = middleX
    var right = middleX + 1
    while left > 0, columnIsOpaque(left - 1) { left -= 1 }
    while right < width, columnIsOpaque(right) { right += 1 }
    let tall = PixelBox(minX: left, minY: minY, maxX: right, maxY: maxY)
    if wide == tall { return [wide] }
    return tall.area > wide.area ? [tall, wide] : [wide, tall]
  }

  /// Pixels `stride` a row (the padding past `width` opaque, so that a
  /// read beyond a row would show), each from `pixel(x, y)`.
  struct Store {
    var width: Int
    var height: Int
    var stride: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, padding: Int = 0, pixel: (Int, Int) -> UInt32) {
      self.width = width
      self.height = height
      stride = width + padding
      pixels = [UInt32](repeating: 0xFFFF_FFFF, count: max(stride * height, 1))
      for y in 0..<height {
        for x in 0..<width { pixels[y * stride + x] = pixel(x, y) }
      }
    }

    /// The boxes found in C and by the reference.
    func boxes() -> (found: [PixelBox], expected: [PixelBox]) {
      pixels.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return ([], []) }
        return (
          CairoSurface.opaqueBoxes(of: base, stride: stride * 4, width: width, height: height),
          OpaqueBoxesTests.reference(of: base, stride: stride * 4, width: width, height: height)
        )
      }
    }
  }

  static let opaque: UInt32 = 0xFF33_6699
  static let translucent: UInt32 = 0xFE30_6090

  /// A store of one of several shapes, `width` × `height`: a disc with a
  /// translucent rim, a ring, a rectangle, all opaque, all 0, noise (holes
  /// at a rate), a plus, a rectangle on alpha 254, an L.
  static func shape(
    _ kind: Int, width: Int, height: Int, padding: Int,
    _ generator: inout SeededRandomNumberGenerator
  ) -> Store {
    let centerX = Double(width) / 2
    let centerY = Double(height) / 2
    let radius = Double(min(width, height)) / 2
    let x0 = Int.random(in: 0...width, using: &generator)
    let x1 = Int.random(in: 0...width, using: &generator)
    let y0 = Int.random(in: 0...height, using: &generator)
    let y1 = Int.random(in: 0...height, using: &generator)
    let xs = min(x0, x1)..<max(x0, x1)
    let ys = min(y0, y1)..<max(y0, y1)
    let holes = [1, 10, 100, 1000].randomElement(using: &generator) ?? 10
    var noise = generator
    _ = generator.next()
    return Store(width: width, height: height, padding: padding) { x, y in
      let dx = Double(x) + 0.5 - centerX
      let dy = Double(y) + 0.5 - centerY
      let distance = (dx * dx + dy * dy).squareRoot()
      switch kind {
      case 0: return distance < radius - 1 ? opaque : distance < radius ? translucent : 0
      case 1: return distance < radius && distance > radius / 2 ? opaque : 0
      case 2: return xs.contains(x) && ys.contains(y) ? opaque : 0
      case 3: return opaque
      case 4: return 0
      case 5: return Int.random(in: 0..<holes, using: &noise) == 0 ? translucent : opaque
      case 6: return xs.contains(x) || ys.contains(y) ? opaque : 0
      case 7: return xs.contains(x) && ys.contains(y) ? opaque : translucent
      default: return xs.contains(x) && y >= ys.lowerBound || ys.contains(y) ? opaque : 0
      }
    }
  }

  @Test func theBoxesAreTheReferencesOnShapesOfEverySize() {
    var generator = SeededRandomNumberGenerator(seed: 51)
    var mismatches: [String] = []
    for trial in 0..<3000 {
      let kind = trial % 9
      let width = Int.random(in: 1...(trial % 5 == 0 ? 200 : 40), using: &generator)
      let height = Int.random(in: 1...(trial % 5 == 0 ? 120 : 40), using: &generator)
      let padding = Int.random(in: 0...5, using: &generator)
      let store = Self.shape(kind, width: width, height: height, padding: padding, &generator)
      let (found, expected) = store.boxes()
      if found != expected, mismatches.count < 5 {
        mismatches.append("kind \(kind), \(width)×\(height)+\(padding): \(found) \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func oneHoleAnywhereInAnOpaqueStore() {
    // Every position of one translucent pixel in a 37 × 23 store (odd
    // sizes and stride: the 8-pixel blocks meet the hole at every phase).
    var mismatches = 0
    for hole in 0..<(37 * 23) {
      let store = Store(width: 37, height: 23, padding: 3) { x, y in
        y * 37 + x == hole ? Self.translucent : Self.opaque
      }
      let (found, expected) = store.boxes()
      if found != expected { mismatches += 1 }
      // A hole in the middle pixel: none; elsewhere, at least one box.
      #expect(found.isEmpty == (hole == 11 * 37 + 18))
    }
    #expect(mismatches == 0)
  }

  @Test func edgeCases() {
    let single = Store(width: 1, height: 1) { _, _ in Self.opaque }
    #expect(single.boxes().found == [PixelBox(width: 1, height: 1)])
    let clear = Store(width: 1, height: 1) { _, _ in Self.translucent }
    #expect(clear.boxes().found.isEmpty)
    let full = Store(width: 64, height: 9, padding: 1) { _, _ in Self.opaque }
    #expect(full.boxes().found == [PixelBox(width: 64, height: 9)])
    let empty = Store(width: 64, height: 9) { _, _ in 0 }
    #expect(empty.boxes().found.isEmpty)
    // A plus: the tall bar first (it is larger), then the wide one.
    let plus = Store(width: 30, height: 50) { x, y in
      (10..<20).contains(x) || (22..<28).contains(y) ? Self.opaque : 0
    }
    #expect(
      plus.boxes().found == [
        PixelBox(minX: 10, minY: 0, maxX: 20, maxY: 50),
        PixelBox(minX: 0, minY: 22, maxX: 30, maxY: 28),
      ])
    #expect(plus.boxes().expected == plus.boxes().found)
    let none: [UInt32] = []
    #expect(CairoSurface.opaqueBoxes(of: none, stride: 0, width: 0, height: 5).isEmpty)
  }

  /// Times the C scan and the Swift reference on a 4000 × 3000 opaque store.
  ///
  /// A canvas-sized Lottie text stroke's backing store: five runs of each
  /// in one process, their medians printed. Set ZT_TIME_OPAQUE_BOXES=1 to
  /// run it; it asserts only that both agree.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["ZT_TIME_OPAQUE_BOXES"] != nil))
  func timeACanvasSizedStore() {
    let width = 4000
    let height = 3000
    let pixels = [UInt32](repeating: Self.opaque, count: width * height)
    func median(_ scan: (UnsafeRawPointer) -> [PixelBox]) -> (Double, [PixelBox]) {
      var times: [Double] = []
      var boxes: [PixelBox] = []
      for _ in 0..<5 {
        let clock = ContinuousClock()
        let start = clock.now
        boxes = pixels.withUnsafeBytes { scan($0.baseAddress!) }
        let elapsed = (clock.now - start).components
        times.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
      }
      return (times.sorted()[2], boxes)
    }
    let (c, found) = median {
      CairoSurface.opaqueBoxes(of: $0, stride: width * 4, width: width, height: height)
    }
    let (swift, expected) = median {
      Self.reference(of: $0, stride: width * 4, width: width, height: height)
    }
    print("opaqueBoxes 4000×3000 opaque: C \(c * 1000) ms, Swift \(swift * 1000) ms (medians of 5)")
    #expect(found == expected)
    #expect(found == [PixelBox(width: width, height: height)])
  }
}
