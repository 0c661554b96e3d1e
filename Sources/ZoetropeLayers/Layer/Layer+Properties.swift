import ZoetropeAnimation
import ZoetropeGraphics

// The model properties, forwarded to `model` through `setValue(_:for:)`, which
// records the change and creates the implicit animation a transaction asks for.
extension Layer {
  /// The layer's own coordinate space, in points.
  public var bounds: Rect {
    get { model.bounds }
    set {
      let oldSize = model.bounds.size
      setValue(newValue, for: \.bounds)
      if model.bounds.size != oldSize { delegate?.layerDidChangeBoundsSize(self) }
    }
  }

  /// Where the anchor point sits in the superlayer, in points.
  public var position: Point {
    get { model.position }
    set { setValue(newValue, for: \.position) }
  }

  /// The point of the bounds that ``position`` places, in unit coordinates.
  public var anchorPoint: Point {
    get { model.anchorPoint }
    set { setValue(newValue, for: \.anchorPoint) }
  }

  /// The affine transform applied about the anchor point.
  public var transform: Transform {
    get { model.transform }
    set { setValue(newValue, for: \.transform) }
  }

  /// The opacity of the layer and its subtree, composited as a group, in 0...1.
  public var opacity: Double {
    get { model.opacity }
    set { setValue(newValue, for: \.opacity) }
  }

  /// Whether the layer and its subtree are skipped for drawing and hit testing.
  public var isHidden: Bool {
    get { model.isHidden }
    set { setValue(newValue, for: \.isHidden) }
  }

  /// The color filling the bounds; `Color.clear` draws nothing.
  public var backgroundColor: Color {
    get { model.backgroundColor }
    set { setValue(newValue, for: \.backgroundColor) }
  }

  /// The radius of the background's and border's corners, in points.
  public var cornerRadius: Double {
    get { model.cornerRadius }
    set { setValue(newValue, for: \.cornerRadius) }
  }

  /// The width of the border drawn inside the bounds, in points.
  public var borderWidth: Double {
    get { model.borderWidth }
    set { setValue(newValue, for: \.borderWidth) }
  }

  /// The color of the border.
  public var borderColor: Color {
    get { model.borderColor }
    set { setValue(newValue, for: \.borderColor) }
  }

  /// Whether contents and sublayers are clipped to the (rounded) bounds.
  public var masksToBounds: Bool {
    get { model.masksToBounds }
    set { setValue(newValue, for: \.masksToBounds) }
  }

  /// An image drawn in the bounds, placed by ``contentsGravity``.
  public var contents: Image? {
    get { model.contents }
    set { setValue(newValue, for: \.contents) }
  }

  /// How ``contents`` is placed in the bounds.
  public var contentsGravity: ContentsGravity {
    get { model.contentsGravity }
    set { setValue(newValue, for: \.contentsGravity) }
  }

  /// Image pixels per point for contents drawn at natural size.
  public var contentsScale: Double {
    get { model.contentsScale }
    set { setValue(newValue, for: \.contentsScale) }
  }

  /// How ``contents`` is sampled where it is drawn smaller than its pixels.
  ///
  /// ``ContentsFilter/linear`` by default. Not animatable.
  public var minificationFilter: ContentsFilter {
    get { model.minificationFilter }
    set { setValue(newValue, for: \.minificationFilter) }
  }

  /// How ``contents`` is sampled where it is drawn larger than its pixels.
  ///
  /// ``ContentsFilter/linear`` by default. Not animatable.
  public var magnificationFilter: ContentsFilter {
    get { model.magnificationFilter }
    set { setValue(newValue, for: \.magnificationFilter) }
  }

  /// The layer's position on the z axis among its siblings.
  public var zPosition: Double {
    get { model.zPosition }
    set { setValue(newValue, for: \.zPosition) }
  }
}
