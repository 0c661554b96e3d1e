import ZoetropeGraphics

extension ContentsGravity {
  /// Where an image of a given size goes in a layer's bounds under this
  /// gravity, in the layer's bounds coordinates.
  ///
  /// `imageSize` is the image's natural size in points, as given: the
  /// renderer computes it from the image's pixel size divided by the larger
  /// of `Image.scale` and the layer's `contentsScale`.
  ///
  /// - The positional gravities keep the natural size and place the image
  ///   against the named edge or corner, centred along the other axis
  ///   (``center`` centres it on both); ``top`` is the smallest-y edge.
  /// - ``resize`` returns the (standardized) bounds.
  /// - ``resizeAspect`` scales the image by the largest factor that fits
  ///   inside the bounds, centred (letterboxed).
  /// - ``resizeAspectFill`` scales it by the smallest factor that covers the
  ///   bounds, centred; the result overflows the bounds on one axis.
  ///
  /// The result may extend past the bounds; the renderer clips it only for
  /// a layer with `masksToBounds`.
  ///
  /// An empty case draws nothing and gives `Rect.null`, without a warning
  /// (empty images and zero-size layers are ordinary): an image size
  /// whose width or height is zero, negative or not finite; bounds that
  /// are null, not finite or of zero width or height; or a result that
  /// would not be finite.
  ///
  /// ```swift
  /// let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
  /// let image = Size(width: 50, height: 50)
  /// ContentsGravity.bottomRight.contentsRect(for: image, in: bounds)  // (150, 50, 50, 50)
  /// ContentsGravity.resizeAspect.contentsRect(for: image, in: bounds)  // (50, 0, 100, 100)
  /// ```
  ///
  /// - Parameters:
  ///   - imageSize: The image's natural size, in points.
  ///   - bounds: The layer's bounds, in points.
  /// - Returns: The rectangle to draw the whole image into, in the bounds'
  ///   coordinates, or `Rect.null` when there is nothing to draw.
  public func contentsRect(for imageSize: Size, in bounds: Rect) -> Rect {
    let imageWidth = imageSize.width
    let imageHeight = imageSize.height
    guard imageWidth.isFinite, imageHeight.isFinite, imageWidth > 0, imageHeight > 0,
      bounds.isFiniteRect, !bounds.isEmpty
    else {
      return .null
    }
    let area = bounds.standardized
    let size: Size
    let alignment: (x: Double, y: Double)
    switch representation {
    case .resize:
      return area
    case .resizeAspect:
      let scale = min(area.width / imageWidth, area.height / imageHeight)
      size = imageSize * scale
      alignment = (0.5, 0.5)
    case .resizeAspectFill:
      let scale = max(area.width / imageWidth, area.height / imageHeight)
      size = imageSize * scale
      alignment = (0.5, 0.5)
    default:
      size = imageSize
      alignment = positionalAlignment
    }
    let result = Rect(
      x: area.minX + alignment.x * (area.width - size.width),
      y: area.minY + alignment.y * (area.height - size.height),
      width: size.width,
      height: size.height)
    return result.isFiniteRect ? result : .null
  }

  /// Where a positional gravity puts the image along each axis: 0 against
  /// the minimum edge, 0.5 centred, 1 against the maximum edge.
  private var positionalAlignment: (x: Double, y: Double) {
    switch representation {
    case .top: (0.5, 0)
    case .bottom: (0.5, 1)
    case .left: (0, 0.5)
    case .right: (1, 0.5)
    case .topLeft: (0, 0)
    case .topRight: (1, 0)
    case .bottomLeft: (0, 1)
    case .bottomRight: (1, 1)
    case .center, .resize, .resizeAspect, .resizeAspectFill: (0.5, 0.5)
    }
  }
}
