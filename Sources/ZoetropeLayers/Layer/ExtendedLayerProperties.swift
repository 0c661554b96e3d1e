import ZoetropeGraphics

/// The properties of ``ShapeLayer``, ``GradientLayer``,
/// ``ReplicatorLayer`` and ``EmitterLayer``, and every layer's shadow,
/// corner shape and 3D values, kept out of line in ``LayerProperties``:
/// one reference
/// in every layer's properties, and none at all (`nil` storage) while
/// every value is the default.
///
/// Every frame copies the ``LayerProperties`` of each animating layer, and
/// the layer tree's frame is bound by memory traffic, so the properties
/// that only a few layers use live in a copy-on-write box instead of
/// inline: a struct wrapping a final class that holds the values. A
/// default ``LayerProperties`` holds no box (it allocates nothing and
/// copies no reference count); the first change allocates one; a copy
/// shares it until one side writes.
///
/// Read and write the values through ``LayerProperties``' computed
/// properties (``LayerProperties/strokeEnd`` and the rest), whose key
/// paths animations use. Two boxes are equal when they are the same
/// object (or both empty), or else when their values are equal: an
/// unchanged layer compares in one pointer test.
public struct ExtendedLayerProperties: Hashable, Sendable {
  /// The shadow values, with `CALayer`'s defaults (see
  /// ``LayerProperties/shadowOpacity``).
  struct Shadow: Hashable, Sendable {
    var color: Color = .black
    var opacity: Double = 0
    var offset = Size(width: 0, height: -3)
    var radius: Double = 3
    var path: Path?
  }

  /// Which corners ``LayerProperties/cornerRadius`` rounds and with what
  /// curve, with `CALayer`'s defaults (see
  /// ``LayerProperties/maskedCorners``).
  struct Masking: Hashable, Sendable {
    var corners: CornerMask = .all
    var curve: CornerCurve = .circular
    /// Whether the mask shows the layer where it paints nothing (see
    /// ``LayerProperties/invertsMask``).
    var invertsMask = false
    /// Whether the mask counts by its luminance (see
    /// ``LayerProperties/masksByLuminance``).
    var masksByLuminance = false
  }

  /// The values held in a box, with the defaults of Core Animation's
  /// `CAShapeLayer`, `CAGradientLayer`, `CALayer`'s shadow,
  /// `CAReplicatorLayer` and `CAEmitterLayer`.
  ///
  /// A value a shape or gradient draws must also be compared by
  /// `drawSame`.
  struct Values: Hashable, Sendable {
    var path = Path()
    var fillColor: Color = .black
    var fillRule: FillRule = .nonZero
    var strokeColor: Color = .clear
    var lineWidth: Double = 1
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var miterLimit: Double = 10
    var usesCoverageRasterizer = false
    var drawsShapeDirectly = false
    var drawsFillOverStroke = false
    var lineDashPattern: [Double] = []
    var lineDashPhase: Double = 0
    var strokeStart: Double = 0
    var strokeEnd: Double = 1
    var gradientType: GradientType = .axial
    var colors: [Color] = []
    var locations: [Double] = []
    var startPoint = Point(x: 0.5, y: 0)
    var endPoint = Point(x: 0.5, y: 1)
    var gradientFocalPoint: Point?
    var shadow = Shadow()
    var masking = Masking()
    /// The 3D values (see `LayerProperties+Space.swift`).
    var space = Space()
    var replication = Replication()
    var emission = Emission()

    /// The defaults, shared by every empty box.
    static let defaults = Values()
  }

  /// The box: written only while uniquely referenced.
  @usableFromInline final class Storage: @unchecked Sendable {
    // `@unchecked`: `values` is written only through `modify`, after
    // `isKnownUniquelyReferenced`, so no other holder sees a write.
    var values: Values

    init(_ values: Values) {
      self.values = values
    }
  }

  /// The box, or `nil` while every value is the default.
  ///
  /// `@usableFromInline` so that ``isEmpty`` inlines into the renderer,
  /// which asks it of every layer of every frame.
  @usableFromInline var storage: Storage?

  /// Whether no value was ever set: every value is the default (no
  /// shadow, no shape, no gradient), known without a call.
  @inlinable public var isEmpty: Bool { storage == nil }

  /// Creates properties with every value at its default, holding no box.
  public init() {}

  /// The values, the shared defaults when there is no box: a copy of
  /// them all.
  ///
  /// A getter of one value reads it in place instead
  /// (`storage?.values.path ?? Values.defaults.path`): copying all the
  /// values cost the Lottie benchmark's paths frame
  /// (`Benchmarks/LottieVsRLottie`) about a tenth of its time.
  var values: Values {
    storage?.values ?? Values.defaults
  }

  /// ``LayerProperties/shadowOpacity``, read without copying the values:
  /// the renderer asks it of every layer.
  var shadowOpacity: Double { storage?.values.shadow.opacity ?? 0 }

  /// The corner values, read without copying the other values.
  var masking: Masking { storage?.values.masking ?? Masking() }

  /// Whether two sets of properties hold the same values apart from the
  /// shadow's, the corners' (``LayerProperties/maskedCorners``,
  /// ``LayerProperties/cornerCurve``), the 3D ones, the replicator's and
  /// the emitter's: what a shape's or gradient's backing store depends on,
  /// so an animating shadow or 3D turn does not redraw it.
  ///
  /// - Parameter other: The other properties.
  /// - Returns: Whether every value but those is equal.
  package func equalsIgnoringShadow(_ other: ExtendedLayerProperties) -> Bool {
    if storage === other.storage { return true }
    guard let a = storage, let b = other.storage else {
      return Self.drawSame(values, other.values)
    }
    return Self.drawSame(a, b)
  }

  /// Whether two boxes draw the same shape and gradient (see
  /// ``equalsIgnoringShadow(_:)``), each value read in place.
  private static func drawSame(_ a: Storage, _ b: Storage) -> Bool {
    // The values a shape's store depends on first (a path that animates
    // differs there), then the gradient's.
    a.values.path == b.values.path && a.values.fillColor == b.values.fillColor
      && a.values.fillRule == b.values.fillRule && a.values.strokeColor == b.values.strokeColor
      && a.values.lineWidth == b.values.lineWidth && a.values.lineCap == b.values.lineCap
      && a.values.lineJoin == b.values.lineJoin && a.values.miterLimit == b.values.miterLimit
      && a.values.usesCoverageRasterizer == b.values.usesCoverageRasterizer
      && a.values.drawsShapeDirectly == b.values.drawsShapeDirectly
      && a.values.drawsFillOverStroke == b.values.drawsFillOverStroke
      && a.values.lineDashPattern == b.values.lineDashPattern
      && a.values.lineDashPhase == b.values.lineDashPhase
      && a.values.strokeStart == b.values.strokeStart && a.values.strokeEnd == b.values.strokeEnd
      && a.values.gradientType == b.values.gradientType && a.values.colors == b.values.colors
      && a.values.locations == b.values.locations && a.values.startPoint == b.values.startPoint
      && a.values.endPoint == b.values.endPoint
      && a.values.gradientFocalPoint == b.values.gradientFocalPoint
  }

  /// Whether two sets of values draw the same shape and gradient, for a
  /// side without a box (the defaults).
  private static func drawSame(_ a: Values, _ b: Values) -> Bool {
    drawSame(Storage(a), Storage(b))
  }

  /// Whether a box is allocated (a value was set); for tests.
  var hasStorage: Bool { storage != nil }

  /// Changes the values in place, allocating the box on the first change
  /// and copying it first when it is shared.
  ///
  /// - Parameter change: Changes the values.
  mutating func modify(_ change: (inout Values) -> Void) {
    if isKnownUniquelyReferenced(&storage), let box = storage {
      change(&box.values)
      return
    }
    let box = Storage(values)
    change(&box.values)
    storage = box
  }

  /// Whether two boxes hold the same values: the same box (or both none)
  /// in one comparison, else value by value.
  ///
  /// - Parameters:
  ///   - lhs: One set of properties.
  ///   - rhs: The other.
  /// - Returns: Whether every value is equal.
  public static func == (lhs: ExtendedLayerProperties, rhs: ExtendedLayerProperties) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.values == rhs.values
  }

  /// Hashes the values (not the box's identity), consistently with `==`.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }
}
