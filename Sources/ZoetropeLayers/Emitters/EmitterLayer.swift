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
/// **Time.** The particles are a function of the layer's local time, its
/// ``seed`` and the history of its birth rates: emission starts at local
/// time 0, particle *i* of a cell is born when the cell's count of births
/// (its rate integrated over time) reaches *i* (at *i* / birth rate while
/// the rate does not change), and its random values are a hash of the
/// seed, the cell and *i* (see ``particles(atLocalTime:)``). The rates are
/// recorded frame by frame, in the layer's local time: a change of
/// ``birthRate`` or of a cell's (through ``emitterCells``) takes effect at
/// the local time of the frame that presents it, as an animation added
/// with a `beginTime` of 0 starts, and particles born before it keep
/// their birth times and random values. So setting ``birthRate`` to 0
/// stops new births and lets the particles in flight live out their
/// lifetimes, as in Core Animation; a cell added later starts emitting
/// then. Rates set before the layer's first frame apply from local time
/// 0. Nothing else is carried between frames, so a recording is the same
/// bytes from run to run and a frame is the same whether the frames
/// between the rate changes were drawn or not. An animated birth rate is
/// recorded at each frame (the value presented holds until the next), so
/// its births follow the frame times. The other values (lifetimes,
/// velocities, the shape) apply to the whole timeline: particles in
/// flight are recomputed with them. To start emitting now rather than at
/// the timeline's start, set ``Layer/beginTime`` to the current time, as
/// with Core Animation.
///
/// The history keeps, per cell, the changes that particles still alive
/// were born under: those older than the longest lifetime (lifetime plus
/// half its range, times the layer's) are dropped when a change is
/// recorded, so a later, longer lifetime does not bring their particles
/// back; and more than 1,024 within one lifetime merge the oldest two at
/// their average rate.
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
  /// A change applies from the frame that presents it: the particles
  /// already born live on (see ``EmitterLayer``, "Time").
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

  /// The cells' birth rates presented so far, recorded at each frame
  /// (see ``birthRate``); `nil` before the first.
  private(set) var birthSchedule: BirthSchedule?

  /// The particles alive at a local time of the layer, from its model
  /// values and the birth rates presented so far: cell by cell, oldest
  /// first within each cell.
  ///
  /// A pure function of the values, the seed, the birth rates' history
  /// and the time: the same arguments give the same particles. Before
  /// the layer's first frame the rates are the model's from local time 0,
  /// so at a time *t* ≥ 0 a cell whose lifetime does not vary has birth
  /// rate × min(*t*, lifetime) particles, give or take one. After it, a
  /// rate change not yet presented takes effect at the next frame, and a
  /// cell added since emits nothing until then.
  ///
  /// - Parameter time: The layer's local time, in seconds; before 0 there
  ///   are none.
  /// - Returns: The particles, at most ``maximumParticleCount``.
  public func particles(atLocalTime time: Double) -> [Particle] {
    var emission = model.extended.values.emission
    emission.schedule = birthSchedule
    return ParticleSystem.particles(of: emission, at: time)
  }

  /// Writes the frame's local time and birth-rate history into the
  /// emitter's render values, first recording the rates presented (when
  /// `records`).
  ///
  /// - Parameters:
  ///   - time: The layer's local time at the frame.
  ///   - properties: The emitter's presentation values at the frame.
  ///   - records: Whether the rates in `properties` are the frame's, to
  ///     record at `time` (not a replicator's delayed copy).
  /// - Returns: Whether the emitter's particles keep changing: a cell
  ///   emits, or particles it emitted may still be alive.
  func stampEmissionTime(
    _ time: Double, into properties: inout LayerProperties, records: Bool = true
  ) -> Bool {
    guard properties.emitsParticles || birthSchedule != nil else { return false }
    let emission = properties.extended.values.emission
    if records, time.isFinite {
      if birthSchedule == nil {
        birthSchedule = BirthSchedule(emission)
      } else {
        birthSchedule?.record(emission, at: time)
      }
    }
    guard properties.emitsParticles, let schedule = birthSchedule else { return false }
    properties.extended.modify {
      $0.emission.time = time
      $0.emission.schedule = schedule
    }
    return schedule.isLive(at: time, emission)
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
