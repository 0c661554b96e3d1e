/// A stroke's dashes (`d`): the lengths of dashes and gaps in turn, in the
/// shape's units, and the offset of the pattern along the path.
struct LottieDashes: Sendable {
  /// Dash and gap lengths, in the order listed.
  var lengths: [LottieProperty<[Double]>]
  /// How far along the path the pattern starts (`n: "o"`).
  var offset: LottieProperty<[Double]>?

  /// Whether any length or the offset changes over time.
  var isAnimated: Bool {
    lengths.contains(where: \.isAnimated) || offset?.isAnimated == true
  }

  /// The pattern at a frame, for ``/ZoetropeLayers/ShapeLayer/lineDashPattern``:
  /// lengths that are not finite or are negative count as 0, and a
  /// pattern of zeros is empty (a solid stroke, as SVG and lottie-web
  /// draw it).
  func pattern(at frame: Double) -> [Double] {
    let values = lengths.map { length -> Double in
      let value = length.scalar(at: frame)
      return value.isFinite && value > 0 ? value : 0
    }
    return values.contains { $0 > 0 } ? values : []
  }

  /// The offset at a frame (0 when absent or not finite).
  func phase(at frame: Double) -> Double {
    let value = offset?.scalar(at: frame) ?? 0
    return value.isFinite ? value : 0
  }
}
