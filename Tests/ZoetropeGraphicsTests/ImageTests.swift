import Testing

@testable import ZoetropeGraphics

@Suite struct ImageTests {
  @Test func storesPixelsRowMajorTopRowFirst() throws {
    let pixels: [UInt32] = [0xFF00_0000, 0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080, 0]
    let image = try Image(pixelWidth: 3, pixelHeight: 2, scale: 1, pixels: pixels)
    #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
    #expect(image.pixels == pixels)
    #expect(image.pixel(x: 0, y: 0) == 0xFF00_0000)
    #expect(image.pixel(x: 2, y: 0) == 0xFF00_FF00)
    #expect(image.pixel(x: 0, y: 1) == 0xFF00_00FF)
    #expect(image.pixel(x: 2, y: 1) == 0)
  }

  @Test func colorAtUnpremultiplies() throws {
    let image = try Image(
      pixelWidth: 2, pixelHeight: 1, scale: 1, pixels: [0xFFFF_0000, 0x8080_0000])
    #expect(image.color(atX: 0, y: 0) == .red)
    let faded = image.color(atX: 1, y: 0)
    #expect(faded.red == 1 && faded.green == 0 && faded.alpha == 128.0 / 255.0)
  }

  @Test func positionsOutsideTheImageAreTransparent() throws {
    let image = try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, filledWith: .white)
    for (x, y) in [(-1, 0), (0, -1), (2, 0), (0, 2), (Int.max, Int.max), (Int.min, 0)] {
      #expect(image.pixel(x: x, y: y) == 0)
      #expect(image.color(atX: x, y: y) == .clear)
    }
  }

  @Test func filledWithUsesThePremultipliedPixel() throws {
    let color = Color.systemBlue.withAlphaComponent(0.5)
    let image = try Image(pixelWidth: 4, pixelHeight: 3, scale: 2, filledWith: color)
    #expect(image.pixels.count == 12)
    #expect(image.pixels.allSatisfy { $0 == color.argb32Premultiplied })
  }

  @Test func sizeIsPixelsDividedByScale() throws {
    let image = try Image(pixelWidth: 200, pixelHeight: 100, scale: 2, filledWith: .clear)
    #expect(image.size == Size(width: 100, height: 50))
    let odd = try Image(pixelWidth: 3, pixelHeight: 1, scale: 3, filledWith: .clear)
    #expect(odd.size == Size(width: 1, height: 1.0 / 3.0))
  }

  @Test func zeroSizedImagesAreEmpty() throws {
    let flat = try Image(pixelWidth: 0, pixelHeight: 5, scale: 1, pixels: [])
    #expect(flat.isEmpty && flat.size == Size(width: 0, height: 5))
    #expect(flat.pixel(x: 0, y: 0) == 0)
    let none = try Image(pixelWidth: 0, pixelHeight: 0, scale: 2, filledWith: .red)
    #expect(none.isEmpty && none.pixels.isEmpty)
    #expect(!(try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .red)).isEmpty)
  }

  @Test func negativeDimensionsThrow() {
    for (width, height) in [(-1, 1), (1, -1), (-3, -3), (Int.min, 0)] {
      let error = #expect(throws: ImageError.self) {
        try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: [])
      }
      #expect(error?.code == .negativeDimensions)
      let filled = #expect(throws: ImageError.self) {
        try Image(pixelWidth: width, pixelHeight: height, scale: 1, filledWith: .red)
      }
      #expect(filled?.code == .negativeDimensions)
    }
  }

  @Test func overflowingDimensionsThrow() {
    let error = #expect(throws: ImageError.self) {
      try Image(pixelWidth: Int.max, pixelHeight: 2, scale: 1, filledWith: .red)
    }
    #expect(error?.code == .dimensionsOverflow)
    #expect(error?.description.contains("overflow") == true)
    let pixels = #expect(throws: ImageError.self) {
      try Image(pixelWidth: 1 << 32, pixelHeight: 1 << 32, scale: 1, pixels: [])
    }
    #expect(pixels?.code == .dimensionsOverflow)
  }

  @Test func pixelCountMismatchThrows() {
    for count in [0, 5, 7] {
      let error = #expect(throws: ImageError.self) {
        try Image(
          pixelWidth: 3, pixelHeight: 2, scale: 1, pixels: Array(repeating: 0, count: count))
      }
      #expect(error?.code == .pixelCountMismatch)
      #expect(error?.description.contains("\(count)") == true)
    }
  }

  @Test func invalidScaleThrows() {
    for scale in [0, -0.0, -1, .nan, .infinity, -.infinity] {
      let error = #expect(throws: ImageError.self) {
        try Image(pixelWidth: 1, pixelHeight: 1, scale: scale, pixels: [0])
      }
      #expect(error?.code == .invalidScale)
      let filled = #expect(throws: ImageError.self) {
        try Image(pixelWidth: 1, pixelHeight: 1, scale: scale, filledWith: .red)
      }
      #expect(filled?.code == .invalidScale)
    }
  }

  @Test func errorCodesAreDistinct() {
    let codes: Set<ImageError.Code> = [
      .negativeDimensions, .dimensionsOverflow, .pixelCountMismatch, .invalidScale,
    ]
    #expect(codes.count == 4)
  }

  @Test func equalityComparesDimensionsScaleAndPixels() throws {
    let base = try Image(pixelWidth: 2, pixelHeight: 3, scale: 1, filledWith: .red)
    #expect(base == (try Image(pixelWidth: 2, pixelHeight: 3, scale: 1, filledWith: .red)))
    #expect(base != (try Image(pixelWidth: 3, pixelHeight: 2, scale: 1, filledWith: .red)))
    #expect(base != (try Image(pixelWidth: 2, pixelHeight: 3, scale: 2, filledWith: .red)))
    var pixels = base.pixels
    pixels[4] = 0
    #expect(base != (try Image(pixelWidth: 2, pixelHeight: 3, scale: 1, pixels: pixels)))
    let empty = try Image(pixelWidth: 0, pixelHeight: 3, scale: 1, pixels: [])
    #expect(empty != (try Image(pixelWidth: 3, pixelHeight: 0, scale: 1, pixels: [])))
  }

  @Test func hashingIsConsistentWithEquality() throws {
    let pixels = (0..<10_000).map { UInt32($0) | 0xFF00_0000 }
    let first = try Image(pixelWidth: 100, pixelHeight: 100, scale: 1, pixels: pixels)
    let second = try Image(pixelWidth: 100, pixelHeight: 100, scale: 1, pixels: pixels)
    #expect(first.hashValue == second.hashValue)
    // An image differing only in one pixel is unequal, whether or not the
    // hash samples that pixel; sets still tell them apart.
    var changed = pixels
    changed[1] = 0
    let third = try Image(pixelWidth: 100, pixelHeight: 100, scale: 1, pixels: changed)
    #expect(third != first)
    #expect(Set([first, second, third]).count == 2)
  }

  @Test func hashSamplesTheFirstAndLastPixels() throws {
    let base = Array(repeating: UInt32(0xFF00_0000), count: 1000)
    var lastChanged = base
    lastChanged[999] = 0xFFFF_FFFF
    var firstChanged = base
    firstChanged[0] = 0xFFFF_FFFF
    let images = try [base, lastChanged, firstChanged].map {
      try Image(pixelWidth: 10, pixelHeight: 100, scale: 1, pixels: $0)
    }
    // The first and the last pixel are always sampled, so these hash inputs
    // differ; distinct inputs collide with negligible probability.
    #expect(Set(images.map(\.hashValue)).count == 3)
  }

  @Test func equalityComparesEveryPixelWhateverTheStorage() throws {
    let pixels = (0..<(64 * 48)).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) }
    let image = try Image(pixelWidth: 64, pixelHeight: 48, scale: 2, pixels: pixels)
    // Equal pixels in another buffer, and a copy sharing the buffer.
    let same = try Image(pixelWidth: 64, pixelHeight: 48, scale: 2, pixels: pixels.map { $0 })
    let copy = image
    #expect(image == same && image == copy && same == image)
    #expect(image.hashValue == same.hashValue)
    // One bit apart in the first, a middle or the last pixel.
    for index in [0, pixels.count / 2 + 7, pixels.count - 1] {
      var changed = pixels
      changed[index] ^= 0x0000_0100
      let other = try Image(pixelWidth: 64, pixelHeight: 48, scale: 2, pixels: changed)
      #expect(image != other, "pixel \(index)")
    }
    // The same pixels in other dimensions or at another scale.
    #expect(image != (try Image(pixelWidth: 48, pixelHeight: 64, scale: 2, pixels: pixels)))
    #expect(image != (try Image(pixelWidth: 64, pixelHeight: 48, scale: 1, pixels: pixels)))
    // Empty images of one shape are equal.
    let empty = try Image(pixelWidth: 0, pixelHeight: 5, scale: 1, pixels: [])
    #expect(empty == (try Image(pixelWidth: 0, pixelHeight: 5, scale: 1, pixels: [])))
    #expect(empty != (try Image(pixelWidth: 5, pixelHeight: 0, scale: 1, pixels: [])))
  }

  @Test func differingPixelsIsTheSmallestBoxOfChanges() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<200 {
      let width = 1 + next(40)
      let height = 1 + next(30)
      let pixels = (0..<(width * height)).map { _ in UInt32(truncatingIfNeeded: next(1 << 30)) }
      let image = try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
      var changed = pixels
      var expected: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
      for _ in 0..<next(4) {
        let x = next(width)
        let y = next(height)
        changed[y * width + x] ^= 1 << UInt32(next(32))
        let box = expected ?? (x, y, x + 1, y + 1)
        expected = (min(box.minX, x), min(box.minY, y), max(box.maxX, x + 1), max(box.maxY, y + 1))
      }
      let other = try Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: changed)
      let found = other.differingPixels(from: image)
      #expect(
        found.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] }
          == expected.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] })
      #expect(image.differingPixels(from: image) == nil)
    }
    // Other sizes: the whole of the receiver.
    let small = try Image(pixelWidth: 3, pixelHeight: 2, scale: 1, filledWith: .red)
    let large = try Image(pixelWidth: 4, pixelHeight: 2, scale: 1, filledWith: .red)
    #expect(
      small.differingPixels(from: large).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [
        0, 0, 3, 2,
      ])
  }
}
