import ZoetropeGraphics

extension ExtendedLayerProperties {
  /// The values of an ``EmitterLayer``, with `CAEmitterLayer`'s defaults
  /// (the mode is ``EmitterMode/surface``, Core Animation's `volume` for
  /// a flat shape), and the local time and birth-rate history its
  /// particles are drawn at.
  struct Emission: Hashable, Sendable {
    var cells: [EmitterCell] = []
    var position: Point = .zero
    var size: Size = .zero
    var shape: EmitterShape = .point
    var mode: EmitterMode = .surface
    var birthRate: Double = 1
    var lifetime: Double = 1
    var velocity: Double = 1
    var scale: Double = 1
    var spin: Double = 1
    var seed: UInt32 = 0
    /// The emitter's local time at the frame, set on render nodes only.
    var time: Double = 0
    /// The cells' birth rates as presented so far, set on render nodes
    /// only; `nil` (the model's): the current rates from local time 0.
    var schedule: BirthSchedule?
  }
}

// The emitter properties, forwarded into the out-of-line box (`extended`)
// so each is a writable key path that animations can use.
extension LayerProperties {
  /// The kinds of particle an ``EmitterLayer`` emits; none by default.
  public var emitterCells: [EmitterCell] {
    get {
      extended.storage?.values.emission.cells
        ?? ExtendedLayerProperties.Values.defaults.emission.cells
    }
    set { extended.modify { $0.emission.cells = newValue } }
  }

  /// The center of an ``EmitterLayer``'s shape, in its bounds
  /// coordinates; (0, 0) by default.
  ///
  /// Animatable.
  public var emitterPosition: Point {
    get {
      extended.storage?.values.emission.position
        ?? ExtendedLayerProperties.Values.defaults.emission.position
    }
    set { extended.modify { $0.emission.position = newValue } }
  }

  /// The size of an ``EmitterLayer``'s shape; zero by default.
  ///
  /// Animatable.
  public var emitterSize: Size {
    get {
      extended.storage?.values.emission.size
        ?? ExtendedLayerProperties.Values.defaults.emission.size
    }
    set { extended.modify { $0.emission.size = newValue } }
  }

  /// The shape an ``EmitterLayer``'s particles start on;
  /// ``EmitterShape/point`` by default.
  public var emitterShape: EmitterShape {
    get {
      extended.storage?.values.emission.shape
        ?? ExtendedLayerProperties.Values.defaults.emission.shape
    }
    set { extended.modify { $0.emission.shape = newValue } }
  }

  /// Which points of the shape emit; ``EmitterMode/surface`` by default.
  public var emitterMode: EmitterMode {
    get {
      extended.storage?.values.emission.mode
        ?? ExtendedLayerProperties.Values.defaults.emission.mode
    }
    set { extended.modify { $0.emission.mode = newValue } }
  }

  /// The multiplier of every cell's birth rate; 1 by default.
  ///
  /// Animatable (see ``EmitterLayer/birthRate``).
  public var emitterBirthRate: Double {
    get {
      extended.storage?.values.emission.birthRate
        ?? ExtendedLayerProperties.Values.defaults.emission.birthRate
    }
    set { extended.modify { $0.emission.birthRate = newValue } }
  }

  /// The multiplier of every cell's lifetime; 1 by default.
  ///
  /// Animatable.
  public var emitterLifetime: Double {
    get {
      extended.storage?.values.emission.lifetime
        ?? ExtendedLayerProperties.Values.defaults.emission.lifetime
    }
    set { extended.modify { $0.emission.lifetime = newValue } }
  }

  /// The multiplier of every cell's velocity; 1 by default.
  ///
  /// Animatable.
  public var emitterVelocity: Double {
    get {
      extended.storage?.values.emission.velocity
        ?? ExtendedLayerProperties.Values.defaults.emission.velocity
    }
    set { extended.modify { $0.emission.velocity = newValue } }
  }

  /// The multiplier of every cell's scale; 1 by default.
  ///
  /// Animatable.
  public var emitterScale: Double {
    get {
      extended.storage?.values.emission.scale
        ?? ExtendedLayerProperties.Values.defaults.emission.scale
    }
    set { extended.modify { $0.emission.scale = newValue } }
  }

  /// The multiplier of every cell's spin; 1 by default.
  ///
  /// Animatable.
  public var emitterSpin: Double {
    get {
      extended.storage?.values.emission.spin
        ?? ExtendedLayerProperties.Values.defaults.emission.spin
    }
    set { extended.modify { $0.emission.spin = newValue } }
  }

  /// The seed of an ``EmitterLayer``'s particles' random values; 0 by
  /// default.
  public var emitterSeed: UInt32 {
    get {
      extended.storage?.values.emission.seed
        ?? ExtendedLayerProperties.Values.defaults.emission.seed
    }
    set { extended.modify { $0.emission.seed = newValue } }
  }

  /// The emitter's local time at the frame, which its particles are a
  /// function of: set on an emitter's render node each frame, 0 in the
  /// model.
  package var emissionTime: Double {
    get {
      extended.storage?.values.emission.time
        ?? ExtendedLayerProperties.Values.defaults.emission.time
    }
    set { extended.modify { $0.emission.time = newValue } }
  }

  /// The cells' birth rates presented up to the frame (see
  /// ``EmitterLayer/birthRate``): set on an emitter's render node each
  /// frame, `nil` in the model.
  var birthSchedule: BirthSchedule? {
    get {
      extended.storage?.values.emission.schedule
        ?? ExtendedLayerProperties.Values.defaults.emission.schedule
    }
    set { extended.modify { $0.emission.schedule = newValue } }
  }

  /// Whether the layer emits particles: it has a cell with a birth rate,
  /// read without copying the values.
  package var emitsParticles: Bool {
    guard let storage = extended.storage else { return false }
    return !storage.values.emission.cells.isEmpty
  }

  /// The particles alive at ``emissionTime``, newest of each cell last
  /// (see ``EmitterLayer/particles(atLocalTime:)``).
  package func emittedParticles() -> [Particle] {
    guard let storage = extended.storage, !storage.values.emission.cells.isEmpty else {
      return []
    }
    return ParticleSystem.particles(of: storage.values.emission, at: storage.values.emission.time)
  }
}
