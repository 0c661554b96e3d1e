import ZoetropeGraphics

/// Every property of a layer that the renderer draws and animations can
/// change, as one value.
///
/// A ``Layer`` keeps its model values in one of these; ``Layer/presentation()``
/// returns another, computed from the model and the running animations at
/// the current frame time. Animations name the property they change with a
/// key path on this type, which reads like Core Animation's key paths:
///
/// ```swift
/// let slide = BasicAnimation(keyPath: \.position, to: Point(x: 200, y: 80))
/// let spin = BasicAnimation(keyPath: \.transform.rotation, by: 2 * .pi)
/// let fade = BasicAnimation(keyPath: \.opacity, from: 1, to: 0)
/// ```
///
/// Units are points and radians; colors are sRGB. The defaults are
/// `CALayer`'s, except that ``backgroundColor`` is `Color.clear` rather than
/// `nil`, so that it can be animated like any other color.
public struct LayerProperties: Hashable, Sendable {
  /// The layer's own coordinate space: its origin and size, in points.
  public var bounds: Rect = .zero

  /// Where the layer's ``anchorPoint`` sits in its superlayer, in points.
  public var position: Point = .zero

  /// The point of the bounds that ``position`` places and ``transform``
  /// turns and scales about, in unit coordinates: (0, 0) is the top-left
  /// corner, (1, 1) the bottom-right; the default is the centre (0.5, 0.5).
  public var anchorPoint = Point(x: 0.5, y: 0.5)

  /// The affine transform applied about the anchor point.
  public var transform: Transform = .identity

  /// The opacity of the layer and its sublayers, composited as a group,
  /// in 0...1.
  public var opacity: Double = 1

  /// Whether the layer and its sublayers are skipped when drawing and hit
  /// testing.
  public var isHidden = false

  /// The color filling the bounds (inside the corner radius); `Color.clear`
  /// draws nothing.
  public var backgroundColor: Color = .clear

  /// The radius of the corners of the background and border, in points;
  /// which corners it rounds and how is ``maskedCorners`` and
  /// ``cornerCurve``.
  public var cornerRadius: Double = 0

  /// The width of the border drawn inside the bounds, in points.
  public var borderWidth: Double = 0

  /// The color of the border.
  public var borderColor: Color = .black

  /// Whether sublayers and contents are clipped to the bounds (rounded by
  /// ``cornerRadius``).
  public var masksToBounds = false

  /// An image drawn in the bounds, placed by ``contentsGravity``.
  public var contents: Image?

  /// How ``contents`` is placed and scaled in the bounds.
  public var contentsGravity: ContentsGravity = .resize

  /// The number of image pixels per point that ``contents`` is drawn at
  /// when the gravity does not scale it; `1` by default.
  public var contentsScale: Double = 1

  /// How ``contents`` is sampled where it is drawn smaller than its pixels
  /// (in both directions); ``ContentsFilter/linear`` by default.
  public var minificationFilter: ContentsFilter = .linear

  /// How ``contents`` is sampled where it is drawn larger than its pixels
  /// (in either direction); ``ContentsFilter/linear`` by default.
  public var magnificationFilter: ContentsFilter = .linear

  /// The layer's position on the z axis: among siblings, higher values
  /// draw later (on top); equal values keep sublayer order.
  public var zPosition: Double = 0

  /// A transition in progress from earlier contents to ``contents``, set
  /// only in presentation values while a ``TransitionAnimation`` runs;
  /// `nil` otherwise (and always in the model).
  ///
  /// The renderer draws the previous contents and ``contents`` as the
  /// transition describes (see ``ContentsTransition``) instead of drawing
  /// ``contents`` alone.
  public var contentsTransition: ContentsTransition?

  /// The properties of shape and gradient layers (``strokeEnd``,
  /// ``colors`` and the rest) and of the shadow (``shadowOpacity`` and
  /// the rest), in one copy-on-write box that a layer holds only once one
  /// of them changes (see ``ExtendedLayerProperties``).
  ///
  /// Read and write them through their own properties on this type.
  public internal(set) var extended = ExtendedLayerProperties()

  /// Creates properties with Core Animation's default values.
  public init() {}
}
