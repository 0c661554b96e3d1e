import ZoetropeAnimation
import ZoetropeGraphics

/// A layer that emits particles: Core Animation's `CAEmitterLayer`.
///
/// Each of ``emitterCells`` describes one kind of particle (see
/// ``EmitterCell``). Particles start on ``emitterShape`` (placed by
/// ``emitterPosition`` and ``emitterSize``, in the layer's bounds
/// coordinates) where ``emitterMode`` says, move, turn, scale and fade as
/// their cell says, and are drawn above the layer's own background,
/// contents and drawing and below its sublayers, each its cell's
/// contents centered on its position. The layer's ``birthRate``,
/// ``lifetime``, ``velocity``, ``scale`` and ``spin`` multiply every
/// cell's.
///
/// ```swift
/// var flake = EmitterCell()
/// flake.contents = dot
/// flake.birthRate = 30
/// flake.lifetime = 5
/// flake.velocity = 40
/// flake.emissionLongitude = .pi / 2
/// flake.yAcceleration = 10
/// let snow = EmitterLayer()
/// snow.emitterShape = .line
/// snow.emitterPosition = Point(x: 160, y: -10)
/// snow.emitterSize = Size(width: 320, height: 0)
/// snow.emitterCells = [flake]
/// ```
///
/// **Time.** The particles are a pure function of the layer's local time
/// and ``seed``: emission starts at local time 0, particle *i* of a cell
/// is born at *i* / birth rate, and its random values are a hash of the
/// seed, the cell and *i* (see ``particles(atLocalTime:)``). Nothing is
/// integrated frame by frame, so a recording is the same bytes from run
/// to run and at any frame rate, and a frame is the same whether the
/// frames before it were drawn or not. To start emitting now rather than
/// at the timeline's start, set ``Layer/beginTime`` to the current time,
/// as with Core Animation. Because nothing is carried between frames, a
/// change of a birth rate or lifetime applies to the emitter's whole
/// timeline (particles already in flight are recomputed at the new
/// rate); setting ``birthRate`` to 0 removes every particle at once,
/// where Core Animation lets those in flight finish.
///
/// ``emitterPosition``, ``emitterSize``, ``birthRate``, ``lifetime``,
/// ``velocity``, ``scale`` and ``spin`` are animatable under Core
/// Animation's names; their key paths are ``LayerProperties/emitterPosition``,
/// ``LayerProperties/emitterBirthRate`` and so on.
///
/// **Caps.** A cell emits at most ``EmitterCell/maximumBirthRate``
/// particles a second (after the layer's multiplier), and one emitter
/// draws at most ``maximumParticleCount`` particles a frame: beyond
/// that, the newest of each cell (a warning when the values are set that
/// could exceed it). Bad values (NaN, negative or infinite multipliers or
/// emitter geometry) are clamped with a warning when set. Core
/// Animation's `renderMode`, `preservesDepth`, `emitterZPosition` and
/// `emitterDepth` are not provided: particles are drawn cell by cell,
/// oldest first, over each other.
open class EmitterLayer: Layer {
  /// The most particles one emitter draws in a frame: 100,000.
  public nonisolated static let maximumParticleCount = 100_000

  /// The kinds of particle emitted; none by default.
  ///
  /// Not animatable.
  public var emitterCells: [EmitterCell] {
    get { model.emitterCells }
    set {
      model.emitterCells = newValue
      changeCount &+= 1
      checkParticleCount()
    }
  }

  /// The center of the emitter's shape, in bounds coordinates; (0, 0) by
  /// default.
  ///
  /// Animatable. A non-finite coordinate is 0, with a warning.
  public var emitterPosition: Point {
    get { model.emitterPosition }
    set {
      let value = Point(
        x: EmitterLayer.finite(newValue.x, "emitterPosition.x", 0),
        y: EmitterLayer.finite(newValue.y, "emitterPosition.y", 0))
      let old = model.emitterPosition
      model.emitterPosition = value
      didChangeValue(from: old, to: value, for: \.emitterPosition, named: "emitterPosition")
    }
  }

  /// The size of the emitter's shape; zero by default.
  ///
  /// A circle's radius is the width.
  ///
  /// Animatable. A non-finite dimension is 0, with a warning.
  public var emitterSize: Size {
    get { model.emitterSize }
    set {
      let value = Size(
        width: EmitterLayer.finite(newValue.width, "emitterSize.width", 0),
        height: EmitterLayer.finite(newValue.height, "emitterSize.height", 0))
      let old = model.emitterSize
      model.emitterSize = value
      didChangeValue(from: old, to: value, for: \.emitterSize, named: "emitterSize")
    }
  }

  /// The shape particles start on; ``EmitterShape/point`` by default.
  ///
  /// Not animatable.
  public var emitterShape: EmitterShape {
    get { model.emitterShape }
    set {
      model.emitterShape = newValue
      changeCount &+= 1
    }
  }

  /// Which points of the shape emit; ``EmitterMode/surface`` by default.
  ///
  /// Not animatable.
  public var emitterMode: EmitterMode {
    get { model.emitterMode }
    set {
      model.emitterMode = newValue
      changeCount &+= 1
    }
  }

  /// The multiplier of every cell's birth rate; 1 by default, 0 emits
  /// nothing.
  ///
  /// Animatable. NaN or negative is 0, above
  /// ``EmitterCell/maximumBirthRate`` is that cap, with a warning.
  public var birthRate: Double {
    get { model.emitterBirthRate }
    set {
      var value = newValue
      if !(value >= 0) {
        zoetropeWarning("EmitterLayer birthRate \(newValue) is NaN or negative; using 0")
        value = 0
      } else if value > EmitterCell.maximumBirthRate {
        zoetropeWarning(
          "EmitterLayer birthRate \(newValue) is over the cap; using "
            + "\(EmitterCell.maximumBirthRate)")
        value = EmitterCell.maximumBirthRate
      }
      setMultiplier(value, \.emitterBirthRate, "birthRate")
    }
  }

  /// The multiplier of every cell's lifetime; 1 by default.
  ///
  /// Animatable. NaN, negative or infinite is 0, with a warning.
  public var lifetime: Double {
    get { model.emitterLifetime }
    set {
      var value = newValue
      if !(value.isFinite && value >= 0) {
        zoetropeWarning(
          "EmitterLayer lifetime \(newValue) is not a finite non-negative time; using 0")
        value = 0
      }
      setMultiplier(value, \.emitterLifetime, "lifetime")
    }
  }

  /// The multiplier of every cell's velocity; 1 by default.
  ///
  /// Animatable. A non-finite value is 1, with a warning.
  public var velocity: Double {
    get { model.emitterVelocity }
    set {
      setMultiplier(EmitterLayer.finite(newValue, "velocity", 1), \.emitterVelocity, "velocity")
    }
  }

  /// The multiplier of every cell's scale; 1 by default.
  ///
  /// Animatable. A non-finite value is 1, with a warning.
  public var scale: Double {
    get { model.emitterScale }
    set { setMultiplier(EmitterLayer.finite(newValue, "scale", 1), \.emitterScale, "scale") }
  }

  /// The multiplier of every cell's spin; 1 by default.
  ///
  /// Animatable. A non-finite value is 1, with a warning.
  public var spin: Double {
    get { model.emitterSpin }
    set { setMultiplier(EmitterLayer.finite(newValue, "spin", 1), \.emitterSpin, "spin") }
  }

  /// The seed of the particles' random values; 0 by default.
  ///
  /// Two emitters with the same values and seed emit the same particles.
  ///
  /// Not animatable.
  public var seed: UInt32 {
    get { model.emitterSeed }
    set {
      model.emitterSeed = newValue
      changeCount &+= 1
    }
  }

  /// Creates an emitter with no cells and Core Animation's defaults.
  public override init() {
    super.init()
  }

  /// Creates a copy of another layer's model values (its emitter values
  /// among them), name, actions and drawing (see ``Layer/init(layer:)``).
  ///
  /// - Parameter layer: The layer to copy.
  public required init(layer: Layer) {
    super.init(layer: layer)
  }

  /// The particles alive at a local time of the layer, from its model
  /// values: cell by cell, oldest first within each cell.
  ///
  /// A pure function of the values, the seed and the time: the same
  /// arguments give the same particles. At a time *t* ≥ 0 a cell whose
  /// lifetime does not vary has birth rate × min(*t*, lifetime)
  /// particles, give or take one.
  ///
  /// - Parameter time: The layer's local time, in seconds; before 0 there
  ///   are none.
  /// - Returns: The particles, at most ``maximumParticleCount``.
  public func particles(atLocalTime time: Double) -> [Particle] {
    ParticleSystem.particles(of: model.extended.values.emission, at: time)
  }

  /// Writes the frame's local time into the emitter's render values.
  ///
  /// - Returns: Whether the emitter emits (some cell has a positive birth
  ///   rate and lifetime), so its frames keep changing.
  func stampEmissionTime(_ time: Double, into properties: inout LayerProperties) -> Bool {
    guard properties.emitsParticles else { return false }
    properties.emissionTime = time
    let emission = properties.extended.values.emission
    guard emission.birthRate > 0, emission.lifetime > 0 else { return false }
    return emission.cells.contains { $0.birthRate > 0 && $0.lifetime + $0.lifetimeRange > 0 }
  }

  private func setMultiplier(
    _ value: Double, _ keyPath: WritableKeyPath<LayerProperties, Double>, _ name: String
  ) {
    let old = model[keyPath: keyPath]
    model[keyPath: keyPath] = value
    didChangeValue(from: old, to: value, for: keyPath, named: name)
    checkParticleCount()
  }

  /// Warns when the model values could keep more than
  /// ``maximumParticleCount`` particles alive, or emit faster than a
  /// cell's cap.
  private func checkParticleCount() {
    let emission = model.extended.values.emission
    var count = 0.0
    for cell in emission.cells {
      let product = cell.birthRate * emission.birthRate
      if product > EmitterCell.maximumBirthRate {
        zoetropeWarning(
          "EmitterLayer birth rate \(product) of a cell (its rate × the layer's) is over the "
            + "cap; using \(EmitterCell.maximumBirthRate)")
      }
      count +=
        min(product, EmitterCell.maximumBirthRate)
        * (cell.lifetime + abs(cell.lifetimeRange) / 2) * emission.lifetime
    }
    if count > Double(EmitterLayer.maximumParticleCount) {
      zoetropeWarning(
        "EmitterLayer could keep \(Int(saturating: count)) particles alive; drawing the newest "
          + "\(EmitterLayer.maximumParticleCount)")
    }
  }

  /// A finite value, or `fallback` with a warning.
  static func finite(_ value: Double, _ name: String, _ fallback: Double) -> Double {
    guard value.isFinite else {
      zoetropeWarning("EmitterLayer \(name) \(value) is not finite; using \(fallback)")
      return fallback
    }
    return value
  }
}
