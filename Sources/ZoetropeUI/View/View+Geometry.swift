import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

// Frame, bounds, center and transform: the view's geometry, stored in its
// layer's model values. Inside an animation block a change animates (see
// View+Animation.swift); outside one it shows at the next frame.
extension View {
  /// The view's rectangle in its superview's coordinates, in points.
  ///
  /// Derived from ``center``, ``bounds`` and ``transform``; setting it sets
  /// the bounds size and the centre so that the frame reads back as set. As
  /// in UIKit, under a scaling transform the bounds are the frame divided by
  /// the scale (a frame of 100 × 100 under a scale of 0.5 gives bounds of
  /// 200 × 200); under a rotation by other than a quarter turn the frame is
  /// undefined (set ``bounds`` and ``center`` then), and Zoetrope sets them
  /// as if the transform were the identity. A frame with a NaN or infinite
  /// value is ignored with a warning; a negative size is standardized.
  public var frame: Rect {
    get { layer.frame }
    set {
      guard newValue.isFiniteValue else {
        zoetropeWarning("View frame \(newValue) is not finite; ignored")
        return
      }
      var model = LayerProperties()
      model.transform = layer.transform
      model.anchorPoint = layer.anchorPoint
      let (size, position) = model.boundsSizeAndPosition(forFrame: newValue.standardized)
      bounds = Rect(origin: bounds.origin, size: size)
      center = position
    }
  }

  /// The view's own coordinate space: its origin (where subviews' frames are
  /// measured from) and size, in points.
  ///
  /// A change of size lays out the view and its superview again
  /// (``setNeedsLayout()``, as UIKit does) and, with
  /// ``ContentMode/redraw``, redraws it. A non-finite value is ignored with
  /// a warning.
  public var bounds: Rect {
    get { layer.bounds }
    set {
      guard newValue.isFiniteValue else {
        zoetropeWarning("View bounds \(newValue) is not finite; ignored")
        return
      }
      // A new size lays this view and its superview out again (see
      // layerDidChangeBoundsSize(_:)).
      setAnimatable(newValue, layer: \.bounds, property: \.bounds, key: "bounds")
    }
  }

  /// The centre of the view's frame in its superview's coordinates, in points.
  ///
  /// The layer's `position`. A non-finite value is ignored with a warning.
  public var center: Point {
    get { layer.position }
    set {
      guard newValue.isFiniteValue else {
        zoetropeWarning("View center \(newValue) is not finite; ignored")
        return
      }
      setAnimatable(newValue, layer: \.position, property: \.position, key: "position")
    }
  }

  /// A transform applied about the view's centre; the identity by default.
  ///
  /// Animated by decomposition (translation, rotation, scale), so a turn by
  /// 180° visibly turns. A transform with a non-finite entry is ignored with
  /// a warning.
  public var transform: Transform {
    get { layer.transform }
    set {
      guard newValue.isFiniteValue else {
        zoetropeWarning("View transform \(newValue) is not finite; ignored")
        return
      }
      setAnimatable(newValue, layer: \.transform, property: \.transform, key: "transform")
    }
  }

  /// Returns a frame with non-finite values replaced by `.zero`.
  static func sanitizedFrame(_ frame: Rect, for name: String) -> Rect {
    if frame.isFiniteValue { return frame }
    zoetropeWarning("\(name): frame \(frame) is not finite; using .zero")
    return .zero
  }
}
