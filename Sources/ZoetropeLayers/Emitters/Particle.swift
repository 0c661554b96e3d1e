import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One particle of an ``EmitterLayer`` at one instant: where it is and
/// how it is drawn.
public struct Particle: Hashable, Sendable {
  /// The index of its cell in ``EmitterLayer/emitterCells``.
  public var cellIndex: Int
  /// Its number among its cell's particles: the *i*th is born when the
  /// cell's count of births reaches *i*, at *i* / birth rate seconds while
  /// the rate has not changed.
  public var index: Int
  /// How long ago it was born, in seconds.
  public var age: Double
  /// Its center, in the emitter layer's bounds coordinates.
  public var position: Point
  /// How far it has turned, in radians.
  public var angle: Double
  /// The scale its cell's contents are drawn at (0 or more).
  public var scale: Double
  /// The color multiplying its cell's contents, each component in 0...1.
  public var color: Color

  /// Creates a particle.
  ///
  /// - Parameters:
  ///   - cellIndex: The index of its cell.
  ///   - index: Its number among its cell's particles.
  ///   - age: Its age in seconds.
  ///   - position: Its center.
  ///   - angle: Its rotation in radians.
  ///   - scale: Its scale.
  ///   - color: Its color.
  public init(
    cellIndex: Int, index: Int, age: Double, position: Point, angle: Double, scale: Double,
    color: Color
  ) {
    self.cellIndex = cellIndex
    self.index = index
    self.age = age
    self.position = position
    self.angle = angle
    self.scale = scale
    self.color = color
  }
}

/// The particles of an emitter as a pure function of its values, its
/// birth-rate history and its local time: no state is carried from frame
/// to frame but the history of the rates.
///
/// Particle *i* of a cell is born where the cell's cumulative count
/// N(*t*) reaches *i* (see ``BirthSchedule``): at *i* / *r* seconds of the
/// emitter's local time while the rate *r* (the cell's birth rate times
/// the layer's, capped at ``EmitterCell/maximumBirthRate``) has not
/// changed; it lives its lifetime. Its random values (lifetime, start
/// point, direction, speed, spin, scale, color) come from a counter-based
/// hash of the seed, the cell's index, *i* and the value's number, so any
/// instant can be computed directly, with the same bytes whatever frames
/// came before.
enum ParticleSystem {
  /// The particles alive at a local time, cell by cell, oldest first
  /// within each cell; at most ``EmitterLayer/maximumParticleCount`` (the
  /// newest of each cell, shared in proportion to their counts).
  ///
  /// Births follow `emission.schedule`, or without one the current rates
  /// from local time 0; a cell the schedule does not have yet emits
  /// nothing.
  static func particles(of emission: ExtendedLayerProperties.Emission, at time: Double)
    -> [Particle]
  {
    guard time.isFinite, time >= 0 else { return [] }
    let layerLifetime = finiteNonNegative(emission.lifetime)
    let schedule = emission.schedule ?? BirthSchedule(emission)
    // Each cell's window of particle numbers that may be alive.
    var windows: [(low: Int, high: Int)] = []
    windows.reserveCapacity(emission.cells.count)
    var total = 0
    for (index, cell) in emission.cells.enumerated() {
      let longest = longestLifetime(of: cell, layerLifetime)
      guard index < schedule.cells.count, longest > 0 else {
        windows.append((0, -1))
        continue
      }
      let history = schedule.cells[index]
      let high = Int(saturating: history.count(at: time).rounded(.down))
      let low = max(
        Int(saturating: history.count(at: time - longest).rounded(.up)),
        Int(saturating: history.droppedCount.rounded(.up)), 0)
      windows.append((low, high))
      total += max(high - low + 1, 0)
    }
    let cap = EmitterLayer.maximumParticleCount
    if total > cap {
      for index in windows.indices where windows[index].high >= windows[index].low {
        let count = windows[index].high - windows[index].low + 1
        let kept = Int(Double(cap) * Double(count) / Double(total))
        windows[index].low = windows[index].high - kept + 1
      }
    }
    var result: [Particle] = []
    result.reserveCapacity(min(total, cap))
    for (cellIndex, cell) in emission.cells.enumerated() {
      let window = windows[cellIndex]
      guard window.high >= window.low else { continue }
      let history = schedule.cells[cellIndex]
      let segments = history.segments
      guard var segment = history.segmentIndex(of: window.low) else { continue }
      for number in window.low...window.high {
        while segment + 1 < segments.count, segments[segment + 1].count <= Double(number) {
          segment += 1
        }
        if let birth = history.birthTime(of: number, in: segment),
          let particle = particle(
            number, of: cell, cellIndex: cellIndex, birth: birth, emission: emission,
            lifetimeScale: layerLifetime, time: time)
        {
          result.append(particle)
        }
      }
    }
    return result
  }

  /// A cell's birth rate times the layer's, capped at
  /// ``EmitterCell/maximumBirthRate``; 0 when not a positive finite
  /// number.
  static func rate(of cell: EmitterCell, _ emission: ExtendedLayerProperties.Emission) -> Double {
    let rate = min(
      cell.birthRate * finiteNonNegative(emission.birthRate), EmitterCell.maximumBirthRate)
    return rate > 0 && rate.isFinite ? rate : 0
  }

  /// The longest a cell's particles live, in seconds: its lifetime plus
  /// half its range, times the layer's lifetime `scale`; 0 when not a
  /// positive finite number.
  static func longestLifetime(of cell: EmitterCell, _ scale: Double) -> Double {
    let longest = (cell.lifetime + abs(cell.lifetimeRange) / 2) * scale
    return longest > 0 && longest.isFinite ? longest : 0
  }

  /// Particle `number` of a cell, born at local time `birth`, at a time,
  /// or `nil` when it is not alive.
  @inline(__always)
  static func particle(
    _ number: Int, of cell: EmitterCell, cellIndex: Int, birth: Double,
    emission: ExtendedLayerProperties.Emission, lifetimeScale: Double, time: Double
  ) -> Particle? {
    let age = time - birth
    let key = hashKey(seed: emission.seed, cell: cellIndex, number: number)
    let lifetime = (cell.lifetime + cell.lifetimeRange * (uniform(key, 0) - 0.5)) * lifetimeScale
    guard age >= 0, age < lifetime else { return nil }
    let start = startPoint(of: emission, key)
    let direction = cell.emissionLongitude + cell.emissionRange * (uniform(key, 3) - 0.5)
    let speed =
      (cell.velocity + cell.velocityRange * (uniform(key, 4) - 0.5)) * finite(emission.velocity)
    let spin = (cell.spin + cell.spinRange * (uniform(key, 5) - 0.5)) * finite(emission.spin)
    let scale =
      (cell.scale + cell.scaleRange * (uniform(key, 6) - 0.5) + cell.scaleSpeed * age)
      * finite(emission.scale)
    func channel(_ base: Double, _ range: Double, _ speed: Double, _ stream: UInt64) -> Double {
      let value = base + range * (uniform(key, stream) - 0.5) + speed * age
      return value.isFinite ? min(max(value, 0), 1) : 0
    }
    let color = Color(
      red: channel(cell.color.red, cell.redRange, cell.redSpeed, 7),
      green: channel(cell.color.green, cell.greenRange, cell.greenSpeed, 8),
      blue: channel(cell.color.blue, cell.blueRange, cell.blueSpeed, 9),
      alpha: channel(cell.color.alpha, cell.alphaRange, cell.alphaSpeed, 10))
    let half = age * age / 2
    let position = Point(
      x: start.x + speed * cos(direction) * age + cell.xAcceleration * half,
      y: start.y + speed * sin(direction) * age + cell.yAcceleration * half)
    return Particle(
      cellIndex: cellIndex, index: number, age: age, position: position, angle: spin * age,
      scale: scale.isFinite ? max(scale, 0) : 0, color: color)
  }

  /// Where a particle starts, on the emitter's shape as its mode says.
  static func startPoint(of emission: ExtendedLayerProperties.Emission, _ key: UInt64) -> Point {
    let center = emission.position
    let width = finite(emission.size.width)
    let height = finite(emission.size.height)
    let u = uniform(key, 1)
    let v = uniform(key, 2)
    switch emission.shape {
    case .point:
      return center
    case .line:
      if emission.mode == .points {
        return Point(x: center.x + (u < 0.5 ? -width : width) / 2, y: center.y)
      }
      return Point(x: center.x + (u - 0.5) * width, y: center.y)
    case .rectangle:
      switch emission.mode {
      case .points:
        let corner = min(Int(u * 4), 3)
        return Point(
          x: center.x + (corner % 2 == 0 ? -width : width) / 2,
          y: center.y + (corner < 2 ? -height : height) / 2)
      case .outline:
        let w = abs(width)
        let h = abs(height)
        var along = u * 2 * (w + h)
        let left = center.x - w / 2
        let top = center.y - h / 2
        if along < w { return Point(x: left + along, y: top) }
        along -= w
        if along < h { return Point(x: left + w, y: top + along) }
        along -= h
        if along < w { return Point(x: left + w - along, y: top + h) }
        along -= w
        return Point(x: left, y: top + h - along)
      case .surface:
        return Point(x: center.x + (u - 0.5) * width, y: center.y + (v - 0.5) * height)
      }
    case .circle:
      let angle = 2 * Double.pi * u
      let radius: Double
      switch emission.mode {
      case .points: return center
      case .outline: radius = width
      case .surface: radius = width * v.squareRoot()
      }
      return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  /// The key of one particle's random values.
  @inline(__always)
  static func hashKey(seed: UInt32, cell: Int, number: Int) -> UInt64 {
    mix(
      mix(UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: cell &+ 1))
        ^ UInt64(truncatingIfNeeded: number))
  }

  /// Random value `stream` of a particle, in 0..<1.
  @inline(__always)
  static func uniform(_ key: UInt64, _ stream: UInt64) -> Double {
    Double(mix(key &+ stream &* 0xD1B5_4A32_D192_ED03) >> 11) * 0x1p-53
  }

  /// SplitMix64's finalizer: a bijective mix of 64 bits.
  @inline(__always)
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

  static func finiteNonNegative(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
