import ZoetropeAnimation
import ZoetropeGraphics

/// A layer's one running basic animation, packed beside the fields a
/// frame reads for the layer (``Layer/animationTrack``): its start and end
/// values as numbers, where it writes them, and its clock (a
/// ``TrackClock``: the timing reduced to the active phase, see
/// ``Timing/ActivePhase``, shared by the animations of the same timing),
/// so that a frame that refills the layer's render node in place reads
/// neither the animation entry nor the animation.
///
/// It is made from the entry and the animation once they stand still (see
/// ``Layer/makeAnimationTrack(epoch:)``) and holds for as long as the
/// layer's ``Layer/presentationBase`` and the ``AttachedAnimationChanges``
/// epoch stay what they were. It covers a ``BasicAnimation`` itself (not a
/// subclass, not a spring) of a `Double`, `Point`, `Size` or `Rect` field,
/// not additive, whose from and to values it was given (or from and by, or
/// by and to), that has started and not ended; values of these types blend
/// number by number, so it writes exactly what
/// ``BasicAnimation/writeInPlace(_:state:offset:)`` writes. Outside the
/// active phase, and for anything it cannot write as the full evaluation
/// would keep it, it writes nothing and the frame takes the longer way.
struct AnimationTrack {
  // The values read at every frame, in the order they are read: with a
  // value of up to two numbers, one cache line.

  /// ``Layer/presentationBase`` when the track was made; 0 for none.
  var base: UInt64 = 0
  /// ``AttachedAnimationChanges/epoch`` when the track was made.
  var epoch: UInt64 = 0
  /// ``clock``, read without retaining it (``clock`` holds it).
  var sharedClock: Unmanaged<TrackClock>?
  /// The animation's clock and timing, shared with every track of the
  /// same timing, begin time and speed; `nil` when not usable.
  var clock: TrackClock? {
    didSet { sharedClock = clock.map { Unmanaged.passUnretained($0) } }
  }
  /// Whether the progress is the directed progress (a property animator
  /// scrubbing linearly) rather than the timing function's.
  var usesLinearProgress = false
  /// Whether later repeats are offset (``PropertyAnimation/isCumulative``).
  var isCumulative = false
  /// Whether a repeat is two passes (``Animation/autoreverses``).
  var autoreverses = false
  /// Whether the field is ``LayerProperties/opacity``, kept in 0...1.
  var isOpacity = false
  /// How many numbers the value has (1, 2 or 4).
  var count: Int8 = 0
  /// The byte offset of the field in ``LayerProperties``.
  var offset: Int32 = 0
  /// The start and end values, number by number, interleaved: start 0,
  /// end 0, start 1, end 1, and so on.
  var values: (Double, Double, Double, Double, Double, Double, Double, Double) = (
    0, 0, 0, 0, 0, 0, 0, 0
  )

  /// Writes the animation's value at a layer local time into `properties`,
  /// as ``Layer/refreshPresentationInPlace(atLocalTime:into:)`` would,
  /// when the animation is in its active phase and the value is one the
  /// full evaluation keeps as it is.
  ///
  /// `mutating` (it changes nothing) so that it reads the track in the
  /// layer's storage, not a copy of it.
  ///
  /// - Parameters:
  ///   - localTime: The layer's local time, in seconds.
  ///   - properties: The presentation values being refilled.
  /// - Returns: Whether it wrote the value (the animation is then still
  ///   running); `false` having written nothing otherwise.
  @inline(__always)
  mutating func write(atLocalTime localTime: Double, into properties: inout LayerProperties) -> Bool
  {
    // Not retained: the track holds it.
    guard let shared = sharedClock,
      let state = shared._withUnsafeGuaranteedRef({ $0.progress(atLayerTime: localTime) })
    else { return false }
    let progress = usesLinearProgress ? state.directed : state.transformed
    // A progress that is not finite is left to the full evaluation, which
    // warns about it.
    guard progress.isFinite else { return false }
    var repeats = 0.0
    if isCumulative, state.iteration.isFinite, state.iteration > 0 {
      repeats = (state.iteration / (autoreverses ? 2 : 1)).rounded(.down)
    }
    // `Interpolatable.interpolated(to:progress:)` of these types: the end
    // values at progress 0 and 1, otherwise `InterpolationMath.lerp` of
    // each number (their differences are finite: see `fill`).
    var result: (Double, Double, Double, Double) = (0, 0, 0, 0)
    let count = Int(self.count)
    let finite = withUnsafeBytes(of: &values) { values in
      withUnsafeMutableBytes(of: &result) { result in
        for index in 0..<count {
          let from = values.load(fromByteOffset: index &* 16, as: Double.self)
          let to = values.load(fromByteOffset: index &* 16 &+ 8, as: Double.self)
          var value: Double
          if progress == 0 {
            value = from
          } else if progress == 1 {
            value = to
          } else {
            value = from == to ? from : from + (to - from) * progress
          }
          if repeats > 0 { value = value + (to - from) * repeats }
          guard value.isFinite else { return false }
          result.storeBytes(of: value, toByteOffset: index &* 8, as: Double.self)
        }
        return true
      }
    }
    guard finite else { return false }
    if isOpacity, !(result.0 >= 0 && result.0 <= 1) { return false }
    let offset = Int(self.offset)
    withUnsafeMutableBytes(of: &properties) { bytes in
      // Written out: a loop of these becomes a call to `memcpy`.
      bytes.storeBytes(of: result.0, toByteOffset: offset, as: Double.self)
      if count > 1 { bytes.storeBytes(of: result.1, toByteOffset: offset &+ 8, as: Double.self) }
      if count > 2 {
        bytes.storeBytes(of: result.2, toByteOffset: offset &+ 16, as: Double.self)
        bytes.storeBytes(of: result.3, toByteOffset: offset &+ 24, as: Double.self)
      }
    }
    return true
  }

  /// Sets the values of a basic animation of a field at `offset`, from
  /// its start and end values, or returns `false` when they cannot be
  /// written number by number (a type other than `Double`, `Point`,
  /// `Size` and `Rect`; a number that is not finite; a difference that
  /// is not).
  mutating func fill<Value>(from: Value, to: Value, offset: Int) -> Bool {
    guard
      Value.self == Double.self || Value.self == Point.self || Value.self == Size.self
        || Value.self == Rect.self
    else { return false }
    let size = MemoryLayout<Value>.size
    guard size % 8 == 0, size / 8 <= 4, offset >= 0, offset <= Int(Int32.max) else {
      return false
    }
    var filled: (Double, Double, Double, Double, Double, Double, Double, Double) = (
      0, 0, 0, 0, 0, 0, 0, 0
    )
    let isFinite = withUnsafeBytes(of: from) { from in
      withUnsafeBytes(of: to) { to in
        withUnsafeMutableBytes(of: &filled) { filled in
          for index in 0..<(size / 8) {
            let start = from.load(fromByteOffset: index * 8, as: Double.self)
            let end = to.load(fromByteOffset: index * 8, as: Double.self)
            guard start.isFinite, end.isFinite, (end - start).isFinite else { return false }
            filled.storeBytes(of: start, toByteOffset: index * 16, as: Double.self)
            filled.storeBytes(of: end, toByteOffset: index * 16 + 8, as: Double.self)
          }
          return true
        }
      }
    }
    guard isFinite else { return false }
    values = filled
    count = Int8(size / 8)
    self.offset = Int32(offset)
    return true
  }
}

/// Counts the changes made to attached animations (their values, key
/// path, flags or timing), which ``AnimationTrack``s copied: a track made
/// before the last change is not used.
@MainActor
enum AttachedAnimationChanges {
  /// The number of the latest change.
  static var epoch: UInt64 = 1

  /// Records a change to an attached animation.
  static func record() {
    epoch &+= 1
  }
}

extension Layer {
  /// Makes ``animationTrack`` for the layer as it is now: usable when its
  /// one animation is one a track covers (see ``AnimationTrack``), has
  /// started (its start reported) and has not stopped.
  ///
  /// - Parameter epoch: ``AttachedAnimationChanges/epoch``.
  func makeAnimationTrack(epoch: UInt64) {
    var track = AnimationTrack()
    track.base = presentationBase
    track.epoch = epoch
    if animationEntries.count == 1, !animationEntries[0].needsBeginTime,
      animationEntries[0].didStart, !animationEntries[0].didStop,
      let timing = Timing.ActivePhase(animationEntries[0].resolvedTiming),
      animationEntries[0].animation.fillTrack(&track)
    {
      track.clock = TrackClock.shared(
        timing: timing, rate: animationEntries[0].speed,
        beginTime: animationEntries[0].beginTime)
    }
    hasUsableTrack = track.clock != nil
    animationTrack = track
  }
}

/// The clock of the animations of one timing, begin time and speed, and
/// its last answer: the layers whose animations were added together (the
/// views of one animation block, say) share one, and a frame works out
/// its progress once for all those whose local time is the same.
///
/// Its answers depend on nothing but the layer's local time, so one
/// remembered for the same time (bit for bit) is the one it would compute.
final class TrackClock {
  // Its remembered answer has no runtime exclusivity checks, for the
  // reason and with the measurement given in `PropertyAnimation`.

  /// The animation's speed: its local time is
  /// `(layerTime − beginTime) × rate` (0 when the rate is 0).
  let rate: Double
  /// The animation's begin time, in its layer's time.
  let beginTime: Double
  /// Whether ``last`` holds the answer for ``lastTime``.
  @exclusivity(unchecked) var hasLast = false
  /// The bit pattern of the layer time of the last answer.
  @exclusivity(unchecked) var lastTime: UInt64 = 0
  /// The last answer.
  @exclusivity(unchecked) var last: Timing.ActivePhase.Progress?
  /// The timing, reduced.
  @exclusivity(unchecked) var timing: Timing.ActivePhase

  private init(timing: Timing.ActivePhase, rate: Double, beginTime: Double) {
    self.timing = timing
    self.rate = rate
    self.beginTime = beginTime
  }

  /// The progress values of the animation's timing at a layer time (see
  /// ``Timing/ActivePhase/progress(at:)``).
  @inline(__always)
  func progress(atLayerTime layerTime: Double) -> Timing.ActivePhase.Progress? {
    if hasLast, lastTime == layerTime.bitPattern { return last }
    let time = rate == 0 ? 0 : (layerTime - beginTime) * rate
    let answer = timing.progress(at: time)
    last = answer
    lastTime = layerTime.bitPattern
    hasLast = true
    return answer
  }

  /// What a clock is made of, bit for bit.
  private struct Key: Hashable {
    let timing: Timing.ActivePhase.Identity
    let rate: UInt64
    let beginTime: UInt64
  }

  /// The clocks made so far, by what they are made of.
  @MainActor private static var clocks: [Key: TrackClock] = [:]

  /// How many clocks there may be before those no track holds are let go.
  @MainActor private static var limit = 64

  /// The clock of a timing, begin time and speed: one already made, or a
  /// new one.
  @MainActor static func shared(
    timing: Timing.ActivePhase, rate: Double, beginTime: Double
  ) -> TrackClock {
    let key = Key(
      timing: timing.identity, rate: rate.bitPattern, beginTime: beginTime.bitPattern)
    if let clock = clocks[key] { return clock }
    if clocks.count >= limit {
      // A clock is let go when, out of the table, nothing holds it.
      for key in Array(clocks.keys) {
        guard var clock = clocks.removeValue(forKey: key) else { continue }
        if !isKnownUniquelyReferenced(&clock) { clocks[key] = clock }
      }
      limit = max(64, clocks.count * 2)
    }
    let clock = TrackClock(timing: timing, rate: rate, beginTime: beginTime)
    clocks[key] = clock
    return clock
  }
}
