/// A Gaussian blur of an 8-bit alpha mask approximated by three box
/// blurs in each direction, the blur Zoetrope's layer shadows use.
///
/// Each box blur is a sliding window (a running sum: one addition and one
/// subtraction per pixel), so a blur costs the same at any standard
/// deviation: six passes over the pixels. The box sizes are those of the
/// SVG and CSS Filter Effects specification for `feGaussianBlur`: `d =
/// ⌊σ · 3√(2π)/4 + 0.5⌋`; three boxes of `d` centred on the pixel when `d`
/// is odd, otherwise two of `d` (centred a half pixel to each side) and
/// one of `d + 1`. The result is within a few percent of the Gaussian.
///
/// Pixels outside the mask count as transparent: give the mask a margin
/// of ``reach(sigma:)`` pixels on each side to keep all of the blur.
///
/// The renderer's own; SPI for the shadow benchmarks, which time the blur
/// alone.
@_spi(Benchmarks) public enum AlphaBlur {
  /// The box widths for a standard deviation in pixels: 0 (no blur) when
  /// it is below about 0.8 pixel, or not finite.
  ///
  /// - Parameter sigma: The standard deviation, in pixels.
  /// - Returns: `d` of the specification, 0 when there is nothing to blur.
  public static func boxSize(sigma: Double) -> Int {
    guard sigma.isFinite, sigma > 0 else { return 0 }
    let size = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    return size > 1 ? min(size, 1 << 20) : 0
  }

  /// How many pixels the blur spreads a pixel's alpha on each side.
  ///
  /// - Parameter sigma: The standard deviation, in pixels.
  /// - Returns: The reach of the three boxes together, 0 for no blur.
  public static func reach(sigma: Double) -> Int {
    let size = boxSize(sigma: sigma)
    guard size > 1 else { return 0 }
    return size % 2 == 1 ? 3 * (size - 1) / 2 : 3 * size / 2 - 1
  }

  /// The (left, right) extents of the three boxes for a box size.
  static func windows(size: Int) -> [(left: Int, right: Int)] {
    if size % 2 == 1 {
      let radius = (size - 1) / 2
      return [(radius, radius), (radius, radius), (radius, radius)]
    }
    let half = size / 2
    return [(half, half - 1), (half - 1, half), (half, half)]
  }

  /// Blurs a mask in place.
  ///
  /// - Parameters:
  ///   - alpha: `width × height` alpha values, row by row.
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - sigma: The standard deviation, in pixels; below about 0.8, or
  ///     not finite, leaves the mask as it is.
  /// - Complexity: O(width × height), whatever `sigma`.
  public static func blur(_ alpha: inout [UInt8], width: Int, height: Int, sigma: Double) {
    let size = boxSize(sigma: sigma)
    guard size > 1, width > 0, height > 0, alpha.count >= width * height else { return }
    let count = width * height
    var front = [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count {
        buffer[index] = Float(alpha[index])
      }
      initialized = count
    }
    var back = [Float](repeating: 0, count: count)
    let windows = windows(size: size)
    front.withUnsafeMutableBufferPointer { frontBuffer in
      back.withUnsafeMutableBufferPointer { backBuffer in
        guard let first = frontBuffer.baseAddress, let second = backBuffer.baseAddress else {
          return
        }
        var source = first
        var destination = second
        for window in windows {
          horizontalBox(
            from: source, to: destination, width: width, height: height, left: window.left,
            right: window.right)
          swap(&source, &destination)
        }
        for window in windows {
          verticalBox(
            from: source, to: destination, width: width, height: height, left: window.left,
            right: window.right)
          swap(&source, &destination)
        }
        // Six passes: the result is back in `first`.
        for index in 0..<count {
          alpha[index] = UInt8(min(max(source[index] + 0.5, 0), 255))
        }
      }
    }
  }

  /// One box pass along each row: each pixel becomes the mean of the
  /// `left + 1 + right` pixels around it (zero outside the row).
  private static func horizontalBox(
    from source: UnsafeMutablePointer<Float>, to destination: UnsafeMutablePointer<Float>,
    width: Int, height: Int, left: Int, right: Int
  ) {
    let scale = 1 / Float(left + right + 1)
    for row in 0..<height {
      let input = source + row * width
      let output = destination + row * width
      var sum: Float = 0
      for index in 0..<min(right, width - 1) + 1 {
        sum += input[index]
      }
      for index in 0..<width {
        output[index] = sum * scale
        let entering = index + right + 1
        if entering < width { sum += input[entering] }
        let leaving = index - left
        if leaving >= 0 { sum -= input[leaving] }
      }
    }
  }

  /// One box pass down each column, row by row with a running sum per
  /// column (so memory is read in order).
  private static func verticalBox(
    from source: UnsafeMutablePointer<Float>, to destination: UnsafeMutablePointer<Float>,
    width: Int, height: Int, left: Int, right: Int
  ) {
    let scale = 1 / Float(left + right + 1)
    var sums = [Float](repeating: 0, count: width)
    sums.withUnsafeMutableBufferPointer { sums in
      for row in 0..<min(right, height - 1) + 1 {
        let input = source + row * width
        for column in 0..<width { sums[column] += input[column] }
      }
      for row in 0..<height {
        let output = destination + row * width
        for column in 0..<width { output[column] = sums[column] * scale }
        let entering = row + right + 1
        if entering < height {
          let input = source + entering * width
          for column in 0..<width { sums[column] += input[column] }
        }
        let leaving = row - left
        if leaving >= 0 {
          let input = source + leaving * width
          for column in 0..<width { sums[column] -= input[column] }
        }
      }
    }
  }
}
