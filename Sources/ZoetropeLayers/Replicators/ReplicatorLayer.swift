import ZoetropeAnimation
import ZoetropeGraphics

/// A layer that draws its sublayers several times, each copy moved,
/// delayed and tinted from the one before: Core Animation's
/// `CAReplicatorLayer`.
///
/// Copy *k* (from 0 to ``instanceCount`` − 1) of the sublayers is drawn
/// with ``instanceTransform`` applied *k* times, about the center of the
/// replicator's bounds; its animations run ``instanceDelay`` × *k* seconds
/// late (copy *k* shows at local time *t* what copy 0 showed at
/// *t* − *k* × delay); and its pixels are multiplied by the color
/// ``instanceColor`` + *k* × (``instanceRedOffset``,
/// ``instanceGreenOffset``, ``instanceBlueOffset``,
/// ``instanceAlphaOffset``), each component clamped to 0...1. The
/// replicator's own background, border and contents are drawn once,
/// beneath the copies.
///
/// ```swift
/// // A spinner: 12 bars around the center, fading one after another.
/// let spinner = ReplicatorLayer()
/// spinner.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
/// spinner.instanceCount = 12
/// spinner.instanceTransform = Transform(rotationAngle: 2 * .pi / 12)
/// spinner.instanceDelay = 1.0 / 12
/// let bar = Layer()
/// bar.frame = Rect(x: 27, y: 4, width: 6, height: 16)
/// bar.backgroundColor = .white
/// let fade = BasicAnimation(keyPath: \.opacity, from: 1, to: 0.1)
/// fade.duration = 1
/// fade.repeatCount = .infinity
/// bar.add(fade, forKey: "fade")
/// spinner.addSublayer(bar)
/// ```
///
/// ``instanceTransform``, ``instanceDelay``, ``instanceColor`` and the four
/// offsets are animatable under Core Animation's names
/// (`"instanceTransform"`, …); ``instanceCount`` is not. The transform is
/// Zoetrope's two-dimensional ``/ZoetropeGraphics/Transform``; ``instanceTransform3D`` adds
/// a 3D one, applied after it.
///
/// The copies exist only in the frame's snapshot: only the sublayers
/// themselves are layers. ``Layer/hitTest(_:)`` finds the sublayer a copy
/// shows under a point, and ``hitTestInstance(_:)`` also says which copy
/// (Core Animation hit tests copy 0 alone). A copy's
/// animations start and stop with the sublayers' (a removed animation
/// leaves every copy at once); copies report no animation events.
///
/// Bad input, each with a warning when set: a negative ``instanceCount``
/// is 0 and one above ``maximumInstanceCount`` is that cap; a non-finite
/// ``instanceDelay`` or offset is 0; a non-finite ``instanceTransform`` is
/// the identity. A frame draws at most ``maximumReplicatedLayerCount``
/// layers in copies of one replicator: fewer copies are drawn beyond
/// that (with one warning), so nested replicators cannot multiply
/// without bound.
open class ReplicatorLayer: Layer {
  /// The most copies a replicator draws: 1,000.
  public nonisolated static let maximumInstanceCount = 1_000

  /// The most layers the copies of one replicator's sublayers may hold
  /// in a frame (copies × layers in each copy, nested copies counted):
  /// 100,000.
  public nonisolated static let maximumReplicatedLayerCount = 100_000

  /// The identifiers of the render nodes of the copies, made as needed
  /// and kept, so each copy is the same node identity to the renderer's
  /// damage tracking from frame to frame.
  var instanceIDs: [UInt64] = []

  /// Whether the frame cap on replicated layers was reported.
  var warnedAboutLayerCap = false

  /// How many copies of the sublayers to draw; 1 by default, 0 draws none.
  ///
  /// Not animatable. Clamped to 0...``maximumInstanceCount``, with a
  /// warning.
  public var instanceCount: Int {
    get { model.instanceCount }
    set {
      var count = newValue
      if count < 0 {
        zoetropeWarning("ReplicatorLayer instanceCount \(newValue) is negative; using 0")
        count = 0
      } else if count > ReplicatorLayer.maximumInstanceCount {
        zoetropeWarning(
          "ReplicatorLayer instanceCount \(newValue) is over the cap; using "
            + "\(ReplicatorLayer.maximumInstanceCount)")
        count = ReplicatorLayer.maximumInstanceCount
      }
      model.instanceCount = count
      changeCount &+= 1
    }
  }

  /// The transform that makes each copy from the one before, about the
  /// center of the bounds; the identity by default.
  ///
  /// Animatable. A non-finite transform is the identity, with a warning.
  public var instanceTransform: Transform {
    get { model.instanceTransform }
    set {
      var value = newValue
      if !(value.a.isFinite && value.b.isFinite && value.c.isFinite && value.d.isFinite
        && value.tx.isFinite && value.ty.isFinite)
      {
        zoetropeWarning(
          "ReplicatorLayer instanceTransform \(newValue) is not finite; using the identity")
        value = .identity
      }
      let old = model.instanceTransform
      model.instanceTransform = value
      didChangeValue(from: old, to: value, for: \.instanceTransform, named: "instanceTransform")
    }
  }

  /// The 3D transform that makes each copy from the one before, after
  /// ``instanceTransform``, about the center of the bounds; the identity
  /// by default.
  ///
  /// Animatable (see ``LayerProperties/instanceTransform3D``). A transform
  /// with a non-finite entry is the identity, with a warning.
  public var instanceTransform3D: Transform3D {
    get { model.instanceTransform3D }
    set {
      var value = newValue
      if !value.hasFiniteEntries {
        zoetropeWarning(
          "ReplicatorLayer instanceTransform3D \(newValue) is not finite; using the identity")
        value = .identity
      }
      let old = model.instanceTransform3D
      model.instanceTransform3D = value
      didChangeValue(
        from: old, to: value, for: \.instanceTransform3D, named: "instanceTransform3D")
    }
  }

  /// How many seconds later each copy runs the sublayers' animations
  /// than the copy before; 0 by default.
  ///
  /// A negative delay runs them earlier. Animatable. A non-finite delay is 0, with a warning.
  public var instanceDelay: Double {
    get { model.instanceDelay }
    set {
      let value = ReplicatorLayer.finite(newValue, "instanceDelay")
      let old = model.instanceDelay
      model.instanceDelay = value
      didChangeValue(from: old, to: value, for: \.instanceDelay, named: "instanceDelay")
    }
  }

  /// The color multiplying the first copy; opaque white (no change) by
  /// default.
  ///
  /// Animatable.
  public var instanceColor: Color {
    get { model.instanceColor }
    set {
      let old = model.instanceColor
      model.instanceColor = newValue
      didChangeValue(from: old, to: newValue, for: \.instanceColor, named: "instanceColor")
    }
  }

  /// Added to the red of ``instanceColor`` once per copy; 0 by default.
  ///
  /// Animatable. A non-finite offset is 0, with a warning.
  public var instanceRedOffset: Double {
    get { model.instanceRedOffset }
    set { setOffset(newValue, \.instanceRedOffset, "instanceRedOffset") }
  }

  /// Added to the green of ``instanceColor`` once per copy; 0 by default.
  ///
  /// Animatable. A non-finite offset is 0, with a warning.
  public var instanceGreenOffset: Double {
    get { model.instanceGreenOffset }
    set { setOffset(newValue, \.instanceGreenOffset, "instanceGreenOffset") }
  }

  /// Added to the blue of ``instanceColor`` once per copy; 0 by default.
  ///
  /// Animatable. A non-finite offset is 0, with a warning.
  public var instanceBlueOffset: Double {
    get { model.instanceBlueOffset }
    set { setOffset(newValue, \.instanceBlueOffset, "instanceBlueOffset") }
  }

  /// Added to the alpha of ``instanceColor`` once per copy; 0 by default.
  ///
  /// A negative offset fades the copies out one after another. Animatable. A non-finite offset is 0, with a warning.
  public var instanceAlphaOffset: Double {
    get { model.instanceAlphaOffset }
    set { setOffset(newValue, \.instanceAlphaOffset, "instanceAlphaOffset") }
  }

  /// Creates a replicator drawing its sublayers once, with Core
  /// Animation's default values.
  public override init() {
    super.init()
  }

  /// Creates a copy of another layer's model values (its replicator
  /// values among them), name, actions and drawing (see
  /// ``Layer/init(layer:)``).
  ///
  /// - Parameter layer: The layer to copy.
  public required init(layer: Layer) {
    super.init(layer: layer)
  }

  private func setOffset(
    _ newValue: Double, _ keyPath: WritableKeyPath<LayerProperties, Double>, _ name: String
  ) {
    let value = ReplicatorLayer.finite(newValue, name)
    let old = model[keyPath: keyPath]
    model[keyPath: keyPath] = value
    didChangeValue(from: old, to: value, for: keyPath, named: name)
  }

  /// A finite value, or 0 with a warning.
  static func finite(_ value: Double, _ name: String) -> Double {
    guard value.isFinite else {
      zoetropeWarning("ReplicatorLayer \(name) \(value) is not finite; using 0")
      return 0
    }
    return value
  }
}
