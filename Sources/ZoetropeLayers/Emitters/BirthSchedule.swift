/// The birth-rate history of an emitter's cells in its local time, as
/// presented frame by frame: what makes a birth-rate change apply from the
/// frame it is presented at, not to the whole timeline.
///
/// Each cell's rate (its birth rate times the layer's, capped) is
/// piecewise constant: a list of ``Segment``s, each a start time, the rate
/// from then on and the number of particles born before it. The
/// cumulative count N(*t*) (the integral of the rate) is continuous and
/// non-decreasing, and particle *i* is born where N reaches *i*; so a
/// change keeps the birth times, and the random values (a hash of *i*), of
/// the particles born before it. At a constant rate *r* from time 0,
/// N(*t*) = *r* × *t* and particle *i* is born at *i* / *r*, bit for bit.
///
/// **Bound.** A change drops the segments that ended before the change's
/// time minus the cell's longest lifetime (their particles are dead); the
/// count they reached stays in the first segment kept. More than
/// ``maximumSegmentCount`` changes within one lifetime merge the oldest
/// two segments into one of their average rate (the same count, births
/// evened out over the two).
struct BirthSchedule: Hashable, Sendable {
  /// The most segments kept per cell.
  static let maximumSegmentCount = 1_024

  /// A stretch of constant birth rate.
  struct Segment: Hashable, Sendable {
    /// When it starts, in the emitter's local time (0 or later).
    var start: Double
    /// The particles born per second from ``start`` until the next
    /// segment.
    var rate: Double
    /// N(``start``): the particles born before it (a fraction is part of
    /// a particle).
    var count: Double
  }

  /// One cell's history: segments in order of start, starts strictly
  /// increasing; never empty.
  struct History: Hashable, Sendable {
    private(set) var segments: [Segment]

    /// A constant rate from local time 0.
    init(rate: Double) {
      segments = [Segment(start: 0, rate: rate, count: 0)]
    }

    /// The rate from the last change on.
    var rate: Double { segments[segments.count - 1].rate }

    /// The particles born before the first segment kept: their birth
    /// times are dropped and they are not drawn.
    var droppedCount: Double { segments[0].count }

    /// N(`time`): the particles born before `time`; before the first
    /// segment kept, ``droppedCount``.
    func count(at time: Double) -> Double {
      guard let index = lastIndex(where: { $0.start <= time }) else { return segments[0].count }
      let segment = segments[index]
      return segment.count + segment.rate * (time - segment.start)
    }

    /// The index of the segment particle `number` is born in: the last
    /// whose count is at most `number` (`nil` before the first).
    func segmentIndex(of number: Int) -> Int? {
      lastIndex { $0.count <= Double(number) }
    }

    /// When particle `number` is born, given the segment it is born in
    /// (see ``segmentIndex(of:)``); `nil` when that segment's rate is 0
    /// (it is born at a later change, if any).
    @inline(__always)
    func birthTime(of number: Int, in index: Int) -> Double? {
      let segment = segments[index]
      guard segment.rate > 0 else { return nil }
      return segment.start + (Double(number) - segment.count) / segment.rate
    }

    /// Whether particles born by `time` may still be alive then, or more
    /// are being born: the rate is positive, or was until less than
    /// `longest` seconds ago.
    func isLive(at time: Double, longest: Double) -> Bool {
      let last = segments[segments.count - 1]
      guard last.rate == 0 else { return true }
      return segments.count > 1 && time - last.start < longest
    }

    /// Records that the rate is `rate` from `time` on.
    ///
    /// A time before the last recorded change (the layer's local time
    /// went back) drops the changes from it on. A time before 0 is 0: no
    /// particle is born before local time 0.
    ///
    /// - Parameters:
    ///   - rate: The new rate, finite and non-negative.
    ///   - time: The local time of the frame that presents it.
    ///   - longest: The cell's longest particle lifetime, for dropping
    ///     the segments no live particle was born in.
    mutating func record(_ rate: Double, at time: Double, longest: Double) {
      let time = max(time, 0)
      let last = segments[segments.count - 1]
      guard rate != last.rate || time < last.start else { return }
      let count = count(at: time)
      while let final = segments.last, final.start >= time { segments.removeLast() }
      if let final = segments.last, final.rate == rate {
        // The change only undoes later ones.
      } else {
        segments.append(Segment(start: time, rate: rate, count: count))
      }
      drop(before: longest.isFinite ? time - longest : -.infinity)
    }

    /// Drops the segments that ended at or before `horizon`, then merges
    /// the oldest while there are more than ``maximumSegmentCount``.
    private mutating func drop(before horizon: Double) {
      var dropped = 0
      while dropped + 1 < segments.count, segments[dropped + 1].start <= horizon { dropped += 1 }
      if dropped > 0 { segments.removeFirst(dropped) }
      guard segments.count > BirthSchedule.maximumSegmentCount else { return }
      // Segment 0 takes the births of 0 and 1 at their average rate (the
      // starts increase strictly, so the span is positive).
      let excess = segments.count - BirthSchedule.maximumSegmentCount
      let end = segments[excess + 1]
      let first = segments[0]
      segments[0].rate = (end.count - first.count) / (end.start - first.start)
      segments.removeSubrange(1...excess)
    }

    /// The last index whose segment satisfies `predicate`, which holds
    /// for a prefix of the segments (binary search).
    private func lastIndex(where predicate: (Segment) -> Bool) -> Int? {
      var low = 0
      var high = segments.count
      while low < high {
        let middle = (low + high) / 2
        if predicate(segments[middle]) { low = middle + 1 } else { high = middle }
      }
      return low == 0 ? nil : low - 1
    }
  }

  /// The cells' histories, by index in ``EmitterLayer/emitterCells``.
  private(set) var cells: [History]

  /// The cells' rates from local time 0, as an emitter's values give them.
  init(_ emission: ExtendedLayerProperties.Emission) {
    cells = emission.cells.map { History(rate: ParticleSystem.rate(of: $0, emission)) }
  }

  /// Records the cells' rates presented at a local time.
  ///
  /// A cell added since the last frame starts then (its rate was 0
  /// before), and a removed cell's history goes with it. Nothing is
  /// copied or allocated when nothing changed.
  ///
  /// - Parameters:
  ///   - emission: The emitter's values presented at the frame.
  ///   - time: The local time of the frame.
  mutating func record(_ emission: ExtendedLayerProperties.Emission, at time: Double) {
    let changed =
      cells.count != emission.cells.count
      || zip(cells, emission.cells).contains { history, cell in
        let last = history.segments[history.segments.count - 1]
        return ParticleSystem.rate(of: cell, emission) != last.rate || time < last.start
      }
    guard changed else { return }
    if cells.count > emission.cells.count {
      cells.removeLast(cells.count - emission.cells.count)
    }
    let lifetime = ParticleSystem.finiteNonNegative(emission.lifetime)
    for (index, cell) in emission.cells.enumerated() {
      if index == cells.count { cells.append(History(rate: 0)) }
      cells[index].record(
        ParticleSystem.rate(of: cell, emission), at: time,
        longest: ParticleSystem.longestLifetime(of: cell, lifetime))
    }
  }

  /// Whether an emitter's particles may change after `time`: a cell
  /// whose particles live emits, or emitted less than a lifetime ago.
  func isLive(at time: Double, _ emission: ExtendedLayerProperties.Emission) -> Bool {
    let lifetime = ParticleSystem.finiteNonNegative(emission.lifetime)
    return zip(cells, emission.cells).contains { history, cell in
      let longest = ParticleSystem.longestLifetime(of: cell, lifetime)
      return longest > 0 && history.isLive(at: time, longest: longest)
    }
  }
}
