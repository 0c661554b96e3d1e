import ZoetropeAnimation
import ZoetropeGraphics

// The model properties, written straight into `model`; `didChangeValue`
// records the change and creates the implicit animation a transaction asks
// for, with the property's Core Animation name spelled out here so that a
// change costs no key-path or name lookup.
extension Layer {
  /// The layer's own coordinate space, in points.
  public var bounds: Rect {
    get { model.bounds }
    set {
      let old = model.bounds
      model.bounds = newValue
      didChangeValue(from: old, to: newValue, for: \.bounds, named: "bounds")
      if model.bounds.size != old.size { delegate?.layerDidChangeBoundsSize(self) }
    }
  }

  /// Where the anchor point sits in the superlayer, in points.
  public var position: Point {
    get { model.position }
    set {
      let old = model.position
      let stamp = modelStamp
      model.position = newValue
      // Only the position changed: nodes filled with the model stay one
      // value away from it (see `modelStamp`).
      modelStamp = stamp
      didChangeValue(from: old, to: newValue, for: \.position, named: "position")
    }
  }

  /// The point of the bounds that ``position`` places, in unit coordinates.
  public var anchorPoint: Point {
    get { model.anchorPoint }
    set {
      let old = model.anchorPoint
      model.anchorPoint = newValue
      didChangeValue(from: old, to: newValue, for: \.anchorPoint, named: "anchorPoint")
    }
  }

  /// The affine transform applied about the anchor point.
  public var transform: Transform {
    get { model.transform }
    set {
      let old = model.transform
      model.transform = newValue
      didChangeValue(from: old, to: newValue, for: \.transform, named: "transform")
    }
  }

  /// The opacity of the layer and its subtree, composited as a group, in 0...1.
  ///
  /// A value outside 0...1 is drawn clamped into it: silently while an
  /// animation overshoots, as in Core Animation, and with one warning per
  /// layer when set directly.
  public var opacity: Double {
    get { model.opacity }
    set {
      let old = model.opacity
      model.opacity = newValue
      checkUnitRange(newValue, of: .opacity)
      didChangeValue(from: old, to: newValue, for: \.opacity, named: "opacity")
    }
  }

  /// Whether the layer and its subtree are skipped for drawing and hit testing.
  public var isHidden: Bool {
    get { model.isHidden }
    set {
      model.isHidden = newValue
      changeCount &+= 1
    }
  }

  /// The color filling the bounds; `Color.clear` draws nothing.
  public var backgroundColor: Color {
    get { model.backgroundColor }
    set {
      let old = model.backgroundColor
      model.backgroundColor = newValue
      didChangeValue(from: old, to: newValue, for: \.backgroundColor, named: "backgroundColor")
    }
  }

  /// The radius of the background's and border's corners, in points.
  public var cornerRadius: Double {
    get { model.cornerRadius }
    set {
      let old = model.cornerRadius
      model.cornerRadius = newValue
      didChangeValue(from: old, to: newValue, for: \.cornerRadius, named: "cornerRadius")
    }
  }

  /// The width of the border drawn inside the bounds, in points.
  public var borderWidth: Double {
    get { model.borderWidth }
    set {
      let old = model.borderWidth
      model.borderWidth = newValue
      didChangeValue(from: old, to: newValue, for: \.borderWidth, named: "borderWidth")
    }
  }

  /// The color of the border.
  public var borderColor: Color {
    get { model.borderColor }
    set {
      let old = model.borderColor
      model.borderColor = newValue
      didChangeValue(from: old, to: newValue, for: \.borderColor, named: "borderColor")
    }
  }

  /// Whether contents and sublayers are clipped to the (rounded) bounds.
  public var masksToBounds: Bool {
    get { model.masksToBounds }
    set {
      model.masksToBounds = newValue
      changeCount &+= 1
    }
  }

  /// An image drawn in the bounds, placed by ``contentsGravity``.
  public var contents: Image? {
    get { model.contents }
    set {
      model.contents = newValue
      changeCount &+= 1
    }
  }

  /// How ``contents`` is placed in the bounds.
  public var contentsGravity: ContentsGravity {
    get { model.contentsGravity }
    set {
      model.contentsGravity = newValue
      changeCount &+= 1
    }
  }

  /// Image pixels per point for contents drawn at natural size.
  public var contentsScale: Double {
    get { model.contentsScale }
    set {
      let old = model.contentsScale
      model.contentsScale = newValue
      didChangeValue(from: old, to: newValue, for: \.contentsScale, named: "contentsScale")
    }
  }

  /// How ``contents`` is sampled where it is drawn smaller than its pixels.
  ///
  /// ``ContentsFilter/linear`` by default. Not animatable.
  public var minificationFilter: ContentsFilter {
    get { model.minificationFilter }
    set {
      model.minificationFilter = newValue
      changeCount &+= 1
    }
  }

  /// How ``contents`` is sampled where it is drawn larger than its pixels.
  ///
  /// ``ContentsFilter/linear`` by default. Not animatable.
  public var magnificationFilter: ContentsFilter {
    get { model.magnificationFilter }
    set {
      model.magnificationFilter = newValue
      changeCount &+= 1
    }
  }

  /// The layer's position on the z axis among its siblings.
  public var zPosition: Double {
    get { model.zPosition }
    set {
      let old = model.zPosition
      model.zPosition = newValue
      drawingZPosition = newValue
      didChangeValue(from: old, to: newValue, for: \.zPosition, named: "zPosition")
    }
  }
}
