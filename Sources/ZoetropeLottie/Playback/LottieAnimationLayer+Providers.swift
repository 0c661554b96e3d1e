extension LottieAnimationLayer {
  /// Gives the properties that `keypath` matches their values from
  /// `provider` in place of the file's, as lottie-ios's
  /// `setValueProvider(_:keypath:)`: at once, on the frame shown, and in
  /// a playback in progress (which goes on from its current frame).
  ///
  /// ```swift
  /// layer.setValueProvider(ColorValueProvider(.systemPink), keypath: AnimationKeypath(keypath: "**.Fill 1.Color"))
  /// ```
  ///
  /// Properties that providers set: a solid fill's or stroke's `Color`
  /// (``ColorValueProvider``) and `Opacity` (percent), a stroke's
  /// `Stroke Width`, and a layer's or shape group's `Transform` with its
  /// `Position` and `Anchor Point` (``PointValueProvider``), `Scale`
  /// (``SizeValueProvider`` or a number, percent), `Rotation` (degrees)
  /// and `Opacity` (percent) (``FloatValueProvider`` for numbers). When
  /// several providers match a property, the last one set wins. See
  /// ``allHierarchyKeypaths()`` for the keypaths of an animation.
  ///
  /// - Parameters:
  ///   - provider: The values.
  ///   - keypath: The properties, with `*` and `**` wildcards.
  public func setValueProvider(_ provider: any AnyValueProvider, keypath: AnimationKeypath) {
    valueProviders.append((keypath, provider))
    let playing = isAnimationPlaying
    let frame = currentFrame
    replaceTree()
    if playing {
      clock.frame = frame
      retimeIfPlaying()
    } else {
      show(frame: frame)
    }
  }

  /// The keypaths of every property a value provider can set, as
  /// lottie-ios's `allHierarchyKeypaths()`: `Layer.Transform.Position`,
  /// `Layer.Group.Fill 1.Color`, …, in the order the tree was built.
  ///
  /// - Returns: The keypaths, names joined by dots.
  public func allHierarchyKeypaths() -> [String] {
    hierarchyKeypaths
  }
}
