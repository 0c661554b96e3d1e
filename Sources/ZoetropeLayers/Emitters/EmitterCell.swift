import ZoetropeGraphics

/// The description of one kind of particle that an ``EmitterLayer``
/// emits: Core Animation's `CAEmitterCell`, as a value.
///
/// A cell emits ``birthRate`` particles a second (times the layer's
/// ``EmitterLayer/birthRate``); each lives ``lifetime`` seconds, starts at
/// a point of the emitter's shape and moves at ``velocity`` points a second
/// in the direction ``emissionLongitude``, accelerated by
/// ``xAcceleration`` and ``yAcceleration``, turning at ``spin`` radians a
/// second, drawn as ``contents`` scaled by ``scale`` and multiplied by
/// ``color``. Each value with a range varies per particle, evenly within
/// value ± range / 2 (Core Animation's rule); ``scaleSpeed``,
/// ``alphaSpeed`` and the other speeds change it over the particle's life.
///
/// ```swift
/// var confetti = EmitterCell()
/// confetti.contents = square
/// confetti.birthRate = 40
/// confetti.lifetime = 4
/// confetti.velocity = 150
/// confetti.velocityRange = 60
/// confetti.emissionLongitude = .pi / 2  // down
/// confetti.emissionRange = .pi / 4
/// confetti.yAcceleration = 120
/// confetti.spin = 3
/// confetti.spinRange = 6
/// confetti.color = .systemRed
/// ```
///
/// Directions are angles from the +x axis towards +y; Zoetrope's y axis
/// points down, so `.pi / 2` emits downwards on screen.
///
/// Bad input, each with a warning when set: a birth rate that is NaN or
/// negative is 0 and one above ``maximumBirthRate`` is that cap; a
/// lifetime that is NaN, negative or infinite is 0; any other value that
/// is not finite is its default. Sub-cells (`emitterCells` of a cell),
/// `emissionLatitude`, `contentsRect` and the cell's own timing are not
/// provided.
public struct EmitterCell: Hashable, Sendable {
  /// The most particles a cell emits per second, after the layer's
  /// multiplier: 100,000.
  public static let maximumBirthRate = 100_000.0

  /// The image each particle draws, centered on its position; `nil` (the
  /// default) draws nothing.
  public var contents: Image?

  /// The image pixels per point of ``contents`` when its own scale is
  /// lower; 1 by default.
  public var contentsScale: Double = 1 {
    didSet {
      if !(contentsScale.isFinite && contentsScale > 0) {
        zoetropeWarning("EmitterCell contentsScale \(contentsScale) is not positive; using 1")
        contentsScale = 1
      }
    }
  }

  /// Particles emitted per second; 0 by default.
  ///
  /// A change of a cell in ``EmitterLayer/emitterCells`` applies from the
  /// frame that presents it; the particles already born live on.
  public var birthRate: Double = 0 {
    didSet {
      if !(birthRate >= 0) {
        zoetropeWarning("EmitterCell birthRate \(birthRate) is NaN or negative; using 0")
        birthRate = 0
      } else if birthRate > EmitterCell.maximumBirthRate {
        zoetropeWarning(
          "EmitterCell birthRate \(birthRate) is over the cap; using \(EmitterCell.maximumBirthRate)"
        )
        birthRate = EmitterCell.maximumBirthRate
      }
    }
  }

  /// How long each particle lives, in seconds; 0 by default.
  public var lifetime: Double = 0 {
    didSet { lifetime = EmitterCell.checkedLifetime(lifetime, "lifetime") }
  }

  /// How much ``lifetime`` varies per particle (± half of it); 0 by default.
  public var lifetimeRange: Double = 0 {
    didSet { lifetimeRange = EmitterCell.checkedLifetime(lifetimeRange, "lifetimeRange") }
  }

  /// The initial speed, in points per second; 0 by default.
  public var velocity: Double = 0 {
    didSet { velocity = EmitterCell.finite(velocity, "velocity", 0) }
  }

  /// How much ``velocity`` varies per particle; 0 by default.
  public var velocityRange: Double = 0 {
    didSet { velocityRange = EmitterCell.finite(velocityRange, "velocityRange", 0) }
  }

  /// The direction of emission, in radians from the +x axis towards +y;
  /// 0 (to the right) by default.
  public var emissionLongitude: Double = 0 {
    didSet { emissionLongitude = EmitterCell.finite(emissionLongitude, "emissionLongitude", 0) }
  }

  /// The angle of the cone of directions around ``emissionLongitude``, in
  /// radians; 0 by default, 2π emits in every direction.
  public var emissionRange: Double = 0 {
    didSet { emissionRange = EmitterCell.finite(emissionRange, "emissionRange", 0) }
  }

  /// The acceleration along x, in points per second squared; 0 by default.
  public var xAcceleration: Double = 0 {
    didSet { xAcceleration = EmitterCell.finite(xAcceleration, "xAcceleration", 0) }
  }

  /// The acceleration along y (down), in points per second squared; 0 by
  /// default.
  public var yAcceleration: Double = 0 {
    didSet { yAcceleration = EmitterCell.finite(yAcceleration, "yAcceleration", 0) }
  }

  /// How fast each particle turns, in radians per second; 0 by default.
  public var spin: Double = 0 {
    didSet { spin = EmitterCell.finite(spin, "spin", 0) }
  }

  /// How much ``spin`` varies per particle; 0 by default.
  public var spinRange: Double = 0 {
    didSet { spinRange = EmitterCell.finite(spinRange, "spinRange", 0) }
  }

  /// The initial scale of ``contents``; 1 by default.
  public var scale: Double = 1 {
    didSet { scale = EmitterCell.finite(scale, "scale", 1) }
  }

  /// How much ``scale`` varies per particle; 0 by default.
  public var scaleRange: Double = 0 {
    didSet { scaleRange = EmitterCell.finite(scaleRange, "scaleRange", 0) }
  }

  /// How fast the scale changes, per second; 0 by default.
  ///
  /// A scale below 0 draws nothing.
  public var scaleSpeed: Double = 0 {
    didSet { scaleSpeed = EmitterCell.finite(scaleSpeed, "scaleSpeed", 0) }
  }

  /// The color multiplying ``contents``; opaque white (no change) by
  /// default.
  public var color: Color = .white

  /// How much the red of ``color`` varies per particle; 0 by default.
  public var redRange: Double = 0 {
    didSet { redRange = EmitterCell.finite(redRange, "redRange", 0) }
  }

  /// How much the green of ``color`` varies per particle; 0 by default.
  public var greenRange: Double = 0 {
    didSet { greenRange = EmitterCell.finite(greenRange, "greenRange", 0) }
  }

  /// How much the blue of ``color`` varies per particle; 0 by default.
  public var blueRange: Double = 0 {
    didSet { blueRange = EmitterCell.finite(blueRange, "blueRange", 0) }
  }

  /// How much the alpha of ``color`` varies per particle; 0 by default.
  public var alphaRange: Double = 0 {
    didSet { alphaRange = EmitterCell.finite(alphaRange, "alphaRange", 0) }
  }

  /// How fast the red of the color changes, per second; 0 by default.
  public var redSpeed: Double = 0 {
    didSet { redSpeed = EmitterCell.finite(redSpeed, "redSpeed", 0) }
  }

  /// How fast the green of the color changes, per second; 0 by default.
  public var greenSpeed: Double = 0 {
    didSet { greenSpeed = EmitterCell.finite(greenSpeed, "greenSpeed", 0) }
  }

  /// How fast the blue of the color changes, per second; 0 by default.
  public var blueSpeed: Double = 0 {
    didSet { blueSpeed = EmitterCell.finite(blueSpeed, "blueSpeed", 0) }
  }

  /// How fast the alpha of the color changes, per second; 0 by default.
  ///
  /// A negative speed fades each particle out over its life.
  public var alphaSpeed: Double = 0 {
    didSet { alphaSpeed = EmitterCell.finite(alphaSpeed, "alphaSpeed", 0) }
  }

  /// Creates a cell that emits nothing, with Core Animation's defaults.
  public init() {}

  /// A finite value, or `fallback` with a warning.
  static func finite(_ value: Double, _ name: String, _ fallback: Double) -> Double {
    guard value.isFinite else {
      zoetropeWarning("EmitterCell \(name) \(value) is not finite; using \(fallback)")
      return fallback
    }
    return value
  }

  /// A finite, non-negative time, or 0 with a warning.
  static func checkedLifetime(_ value: Double, _ name: String) -> Double {
    guard value.isFinite, value >= 0 else {
      zoetropeWarning("EmitterCell \(name) \(value) is not a finite non-negative time; using 0")
      return 0
    }
    return value
  }
}
