import ZoetropeGraphics

// Frames and conversions between the coordinate spaces of layers, on model
// values. Each layer's coordinate space is its bounds: a sublayer's
// position is in its superlayer's bounds coordinates, so a superlayer's
// `bounds.origin` shifts where its sublayers appear, as in Core Animation.
extension Layer {
  /// The layer's rectangle in its superlayer's coordinates, in points.
  ///
  /// As in Core Animation, the frame is derived, not stored: it is the
  /// bounding box of the bounds after ``transform`` is applied about the
  /// anchor point and the anchor point is placed at ``position``. A rotated
  /// layer's frame is larger than its bounds. The getter returns
  /// `Rect.null` when the bounds are null or a value is not finite.
  ///
  /// Setting the frame sets ``position`` and the size of ``bounds``,
  /// leaving `bounds.origin` alone, so that reading the frame back gives
  /// the (standardized) frame that was set. With the identity transform the
  /// size is the frame's and the position is the point of the frame that
  /// ``anchorPoint`` selects. With a scale, flip or quarter turn, the size
  /// is the frame's divided by the transform's scale, as UIKit and Core
  /// Animation do: under a scale of (0.25, 0.75), a frame of
  /// (50, 50, 100, 100) gives bounds 400 × 133.3 and reads back the same.
  /// Core Animation leaves the frame undefined under any other transform;
  /// Zoetrope then sets position and size as if the transform were the
  /// identity. A null frame or one with a non-finite value is ignored, with
  /// a warning.
  ///
  /// ```swift
  /// layer.frame = Rect(x: 10, y: 10, width: 100, height: 50)
  /// layer.position  // (60, 35) with the default anchor point
  /// layer.bounds    // (0, 0, 100, 50)
  /// ```
  public var frame: Rect {
    get { model.frame }
    set {
      guard newValue.isFiniteRect else {
        zoetropeWarning("Layer frame \(newValue) is null or not finite; ignored")
        return
      }
      let (size, newPosition) = model.boundsSizeAndPosition(forFrame: newValue.standardized)
      if bounds.size != size {
        bounds = Rect(origin: bounds.origin, size: size)
      }
      if position != newPosition {
        position = newPosition
      }
    }
  }

  /// Converts a point from another layer's coordinates to this layer's.
  ///
  /// The conversion goes through every ancestor's transform, anchor point,
  /// position and bounds origin, using model values (call it on
  /// ``presentation()`` layers for what is on screen). A `nil` layer
  /// stands for the coordinate space of this layer's root's superlayer
  /// (the space the root layer's ``position`` is in). Layers in different
  /// trees convert through their roots' superlayer spaces, as if those
  /// were the same space (two windows sharing a screen). Layers in 3D
  /// (with ``transform3D`` or under a ``sublayerTransform``) convert
  /// through their flattened projective maps, as hit testing and drawing
  /// map them; a point whose image would lie behind the eye cannot be
  /// converted.
  ///
  /// When the point cannot be converted, because a transform on the way
  /// is singular (a scale of zero) and would have to be inverted, or a
  /// value on the way or the point itself is not finite, the result is the
  /// point unchanged (or `Point.zero` if the point is not finite) and a
  /// warning is logged: never NaN.
  ///
  /// - Parameters:
  ///   - point: A point in `layer`'s bounds coordinates, in points.
  ///   - layer: The layer whose coordinates `point` is in, or `nil`.
  /// - Returns: The same point in this layer's bounds coordinates.
  public func convert(_ point: Point, from layer: Layer?) -> Point {
    Layer.convert(point, from: layer, to: self)
  }

  /// Converts a point from this layer's coordinates to another layer's.
  ///
  /// The rules, including `nil` and the fallback for points that cannot
  /// be converted, are those of the point version of `convert(_:from:)`.
  ///
  /// - Parameters:
  ///   - point: A point in this layer's bounds coordinates, in points.
  ///   - layer: The layer to convert to, or `nil` for the space of this
  ///     layer's root's superlayer.
  /// - Returns: The same point in `layer`'s bounds coordinates.
  public func convert(_ point: Point, to layer: Layer?) -> Point {
    Layer.convert(point, from: self, to: layer)
  }

  /// Converts a rectangle from another layer's coordinates to this layer's,
  /// giving the bounding box of the converted rectangle.
  ///
  /// A rotated rectangle's bounding box is larger than the rectangle. A
  /// null rectangle stays null and `Rect.infinite` stays infinite. When the
  /// rectangle cannot be converted (see the point version of `convert(_:from:)`),
  /// the result is `Rect.null` and a warning is logged.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `layer`'s bounds coordinates, in points.
  ///   - layer: The layer whose coordinates `rect` is in, or `nil` for the
  ///     space of this layer's root's superlayer.
  /// - Returns: The bounding box in this layer's bounds coordinates.
  public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
    Layer.convert(rect, from: layer, to: self)
  }

  /// Converts a rectangle from this layer's coordinates to another layer's,
  /// giving the bounding box of the converted rectangle.
  ///
  /// The rules are those of the rectangle version of `convert(_:from:)`.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this layer's bounds coordinates, in points.
  ///   - layer: The layer to convert to, or `nil` for the space of this
  ///     layer's root's superlayer.
  /// - Returns: The bounding box in `layer`'s bounds coordinates.
  public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
    Layer.convert(rect, from: self, to: layer)
  }

  /// The map from this layer's bounds coordinates to its superlayer's
  /// bounds coordinates, on model values (see
  /// ``LayerProperties/transformToSuperlayer``).
  var transformToSuperlayer: Transform { model.transformToSuperlayer }

  /// The map from this layer's bounds coordinates to `ancestor`'s, or to
  /// the root's superlayer space when `ancestor` is `nil` or not an
  /// ancestor.
  func transform(toAncestor ancestor: Layer?) -> Transform {
    var result = Transform.identity
    var current: Layer? = self
    while let layer = current, layer !== ancestor {
      result = result.concatenating(layer.transformToSuperlayer)
      current = layer.superlayer
    }
    return result
  }

  /// The nearest layer that both layers are (or descend from), or `nil`
  /// when they are in different trees.
  func commonAncestor(with other: Layer) -> Layer? {
    var ancestors = Set<ObjectIdentifier>()
    var current: Layer? = self
    while let layer = current {
      ancestors.insert(ObjectIdentifier(layer))
      current = layer.superlayer
    }
    current = other
    while let layer = current {
      if ancestors.contains(ObjectIdentifier(layer)) {
        return layer
      }
      current = layer.superlayer
    }
    return nil
  }

  /// The map from `source`'s bounds coordinates to `destination`'s, where
  /// `nil` is the root's superlayer space; `nil` when it does not exist
  /// (a singular or non-finite transform would have to be inverted).
  ///
  /// The path goes up from `source` to the nearest common ancestor and
  /// down to `destination`, so a singular transform above the common
  /// ancestor does not get in the way.
  static func conversionTransform(from source: Layer?, to destination: Layer?) -> Transform? {
    var meeting: Layer?
    if let source, let destination {
      meeting = source.commonAncestor(with: destination)
    }
    let up = source?.transform(toAncestor: meeting) ?? .identity
    let down = destination?.transform(toAncestor: meeting) ?? .identity
    guard up.isFiniteTransform, let inverse = down.checkedInverse else {
      return nil
    }
    let result = up.concatenating(inverse)
    return result.isFiniteTransform ? result : nil
  }

  /// Whether a layer's map to its superlayer has 3D in it: its own 3D
  /// values, or its superlayer's sublayer transform.
  var mapsIn3D: Bool {
    model.hasSpace || (superlayer?.model.sublayerTransformAboutAnchor != nil)
  }

  /// Whether the path from `source` up to `ancestor` has 3D in it.
  static func pathHas3D(from source: Layer?, upTo ancestor: Layer?) -> Bool {
    var current = source
    while let layer = current, layer !== ancestor {
      if layer.mapsIn3D { return true }
      current = layer.superlayer
    }
    return false
  }

  /// The flattened projective map from this layer's bounds coordinates to
  /// `ancestor`'s (see ``LayerProperties/flattenedTransformToSuperlayer(superlayerSublayerTransform:)``).
  func flattenedTransform(toAncestor ancestor: Layer?) -> Transform3D {
    var result = Transform3D.identity
    var current: Layer? = self
    while let layer = current, layer !== ancestor {
      result = result.concatenating(
        layer.model.flattenedTransformToSuperlayer(
          superlayerSublayerTransform: layer.superlayer?.model.sublayerTransformAboutAnchor))
      current = layer.superlayer
    }
    return result
  }

  /// The projective map from `source`'s bounds coordinates to
  /// `destination`'s when the path between them has 3D in it (a layer in
  /// perspective), as hit testing and drawing map them; `nil` when the
  /// path is flat (the 2D ``conversionTransform(from:to:)`` applies) or
  /// the map cannot be inverted.
  static func projectiveConversion(from source: Layer?, to destination: Layer?)
    -> Transform3D??
  {
    var meeting: Layer?
    if let source, let destination {
      meeting = source.commonAncestor(with: destination)
    }
    guard pathHas3D(from: source, upTo: meeting) || pathHas3D(from: destination, upTo: meeting)
    else { return nil }
    let up = source?.flattenedTransform(toAncestor: meeting) ?? .identity
    let down = destination?.flattenedTransform(toAncestor: meeting) ?? .identity
    guard let inverse = down.checkedInverse else { return .some(nil) }
    let result = up.concatenating(inverse)
    return result.hasFiniteEntries ? result : .some(nil)
  }

  /// Converts a point, falling back as the point version of `convert(_:from:)` says.
  private static func convert(
    _ point: Point, from source: Layer?, to destination: Layer?
  ) -> Point {
    if let projective = projectiveConversion(from: source, to: destination) {
      if let map = projective, map.w(of: point) > 0 {
        let converted = point.projected(by: map)
        if converted.isFinitePoint { return converted }
      }
    } else if let conversion = conversionTransform(from: source, to: destination) {
      let converted = point.applying(conversion)
      if converted.isFinitePoint {
        return converted
      }
    }
    let fallback = point.isFinitePoint ? point : .zero
    zoetropeWarning(
      "Cannot convert point \(point) from \(describe(source)) to \(describe(destination)); "
        + "using \(fallback)")
    return fallback
  }

  /// Converts a rectangle, falling back as the rectangle version of `convert(_:from:)` says.
  private static func convert(
    _ rect: Rect, from source: Layer?, to destination: Layer?
  ) -> Rect {
    if rect.isNull {
      return rect
    }
    if let projective = projectiveConversion(from: source, to: destination) {
      let corners = [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
      ]
      if let map = projective, corners.allSatisfy({ map.w(of: $0) > 0 }) {
        let points = corners.map { $0.projected(by: map) }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() {
          let converted = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
          if converted.isFiniteRect { return converted }
        }
      }
    } else if let conversion = conversionTransform(from: source, to: destination) {
      let converted = rect.applying(conversion)
      if converted.isFiniteRect {
        return converted
      }
    }
    zoetropeWarning(
      "Cannot convert rectangle \(rect) from \(describe(source)) to \(describe(destination)); "
        + "using Rect.null")
    return .null
  }

  /// A layer's name for warnings, `nil` being the root's superlayer space.
  private static func describe(_ layer: Layer?) -> String {
    layer?.debugName ?? "the root's superlayer space"
  }
}
