// The corner values, forwarded into the out-of-line box (`extended`) so a
// layer with the default corners pays nothing for them.
extension LayerProperties {
  /// Which corners ``cornerRadius`` rounds (`CALayer.maskedCorners`); all
  /// four by default.
  ///
  /// A corner not in the set is square for the background, the border and
  /// the ``masksToBounds`` clip. Not animatable, as in Core Animation.
  public var maskedCorners: CornerMask {
    get { extended.masking.corners }
    set {
      guard newValue != extended.masking.corners else { return }
      extended.modify { $0.masking.corners = newValue }
    }
  }

  /// The curve of the rounded corners (`CALayer.cornerCurve`);
  /// ``CornerCurve/circular`` by default.
  ///
  /// Not animatable, as in Core Animation.
  public var cornerCurve: CornerCurve {
    get { extended.masking.curve }
    set {
      guard newValue != extended.masking.curve else { return }
      extended.modify { $0.masking.curve = newValue }
    }
  }

  /// Whether ``Layer/mask`` is inverted; `false` (Core Animation's mask) by
  /// default.
  ///
  /// Inverted, the mask shows the layer where it paints nothing and hides
  /// it where it is opaque (Cairo's `DEST_OUT`): a Lottie file's inverted
  /// track mattes. Not animatable.
  package var invertsMask: Bool {
    get { extended.masking.invertsMask }
    set {
      guard newValue != extended.masking.invertsMask else { return }
      extended.modify { $0.masking.invertsMask = newValue }
    }
  }

  /// Whether ``Layer/mask`` counts by its luminance instead of its alpha;
  /// `false` (Core Animation's mask) by default.
  ///
  /// A luminance mask shows the layer as much as the mask is bright:
  /// each pixel's coverage is the luminance of the mask's premultiplied
  /// colour (transparent counts as black), the way After Effects' luma
  /// track mattes, a Lottie file's `tt: 3` (and, with ``invertsMask``,
  /// `tt: 4`), work. Not animatable.
  package var masksByLuminance: Bool {
    get { extended.masking.masksByLuminance }
    set {
      guard newValue != extended.masking.masksByLuminance else { return }
      extended.modify { $0.masking.masksByLuminance = newValue }
    }
  }

  /// Whether the corners are Core Animation's default (all four,
  /// circular), known inline for a layer that never set a shadow, shape,
  /// gradient or corner value.
  @inlinable public var hasDefaultCorners: Bool {
    extended.isEmpty || (maskedCorners == .all && cornerCurve == .circular)
  }
}
