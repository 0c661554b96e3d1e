import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

/// The frames a playback runs through, and how a frame of the animation
/// maps into a precomposition's frames.
struct LottieFrameWindow: Sendable, Equatable {
  /// The frame shown at progress 0.
  var fromFrame: Double
  /// The frame shown at progress 1.
  var toFrame: Double
  /// The last frame that is ever shown: frames after it show it instead.
  ///
  /// A composition's out point is exclusive (a layer whose out point is
  /// the end frame is gone at that frame), so this is the end frame − 1.
  var lastFrame: Double

  /// The animation's frame at a progress, on a grid of a millionth of a
  /// frame, so that playing to a progress and scrubbing to it show the
  /// same frame despite rounding in the time arithmetic.
  func frame(atProgress progress: Double) -> Double {
    Self.snapped(fromFrame + progress * (toFrame - fromFrame))
  }

  /// A frame on the grid.
  static func snapped(_ frame: Double) -> Double {
    (frame * 1_000_000).rounded() / 1_000_000
  }
}

/// Maps the animation's frames to a composition's: a precomposition's
/// frame 0 plays at its layer's start time, stretched by its time
/// stretch, nested through each enclosing precomposition.
struct LottieFrameMap: Sendable {
  /// The animation frame at which the composition's frame 0 plays.
  var offset: Double = 0
  /// How many animation frames one composition frame lasts.
  var stretch: Double = 1
  /// For a composition inside a time-remapped precomposition, its frame
  /// at an animation frame (in place of ``offset`` and ``stretch``).
  var remap: (@Sendable (Double) -> Double)?

  /// The composition's frame at an animation frame.
  func localFrame(_ frame: Double) -> Double {
    remap?(frame) ?? (frame - offset) / stretch
  }

  /// The map of a precomposition placed in this composition by a layer
  /// with a start time and time stretch.
  func nested(startTime: Double, timeStretch: Double) -> LottieFrameMap {
    guard let remap else {
      return LottieFrameMap(offset: offset + startTime * stretch, stretch: stretch * timeStretch)
    }
    return LottieFrameMap(remap: { (remap($0) - startTime) / timeStretch })
  }

  /// The map of a precomposition placed by a layer that remaps its time.
  ///
  /// By lottie-web's rule (`tm`), its frame is the
  /// remapping's value, in seconds, at this composition's frame, times the
  /// animation's frame rate; the layer's start time and stretch do not
  /// apply. A frame equal to the layer's out point shows the frame before
  /// it (lottie-web's rule, so that a remapping to the end shows the last
  /// frame); a value that is not finite shows frame 0.
  func remapped(
    by timeRemap: LottieProperty<[Double]>, frameRate: Double, outPoint: Double
  ) -> LottieFrameMap {
    let outer = self
    return LottieFrameMap(remap: { frame in
      let seconds = timeRemap.scalar(at: outer.localFrame(frame))
      guard seconds.isFinite else { return 0 }
      let remapped = seconds * frameRate
      return remapped == outPoint ? outPoint - 1 : remapped
    })
  }
}

/// A layer property following a Lottie property: its value at the
/// animation frame that the playback's progress reaches.
///
/// One of these drives each animated property of the tree that
/// ``LottieAnimationLayer`` builds. Every one runs with the same timing
/// (the playback's duration, repeats, reversal and speed), so they stay in
/// step, and each maps the progress to an animation frame through the
/// playback's ``LottieFrameWindow``, then to its composition's frame,
/// where it evaluates the Lottie keyframes (``LottieProperty``).
final class LottieFrameAnimation<Value: Sendable>: PropertyAnimation<Value> {
  /// The value at a frame of the property's composition.
  let valueAtFrame: @Sendable (Double) -> Value
  /// The property's composition's frames.
  let frameMap: LottieFrameMap
  /// The frames the playback runs through.
  var window = LottieFrameWindow(fromFrame: 0, toFrame: 0, lastFrame: 0)

  /// An animation of `keyPath` following `valueAtFrame`.
  init(
    keyPath: WritableKeyPath<LayerProperties, Value>, frameMap: LottieFrameMap,
    valueAtFrame: @escaping @Sendable (Double) -> Value
  ) {
    self.valueAtFrame = valueAtFrame
    self.frameMap = frameMap
    super.init(keyPath: keyPath)
  }

  required init(copying other: Animation) {
    guard let source = other as? LottieFrameAnimation<Value> else {
      preconditionFailure("LottieFrameAnimation cannot copy a \(type(of: other))")
    }
    valueAtFrame = source.valueAtFrame
    frameMap = source.frameMap
    window = source.window
    super.init(copying: other)
  }

  /// The value at an animation frame (clamped to the last frame shown).
  func value(atAnimationFrame frame: Double) -> Value {
    valueAtFrame(frameMap.localFrame(min(frame, window.lastFrame)))
  }

  override func apply(
    to properties: inout LayerProperties, state: Timing.State, model: LayerProperties
  ) {
    let frame = window.frame(atProgress: state.transformedProgress ?? 0)
    properties[keyPath: keyPath] = value(atAnimationFrame: frame)
  }
}

/// Where a playback is: the frame its timing reached at the last frame
/// that evaluated it, as lottie-ios reads its layer's presentation.
@MainActor
final class LottiePlaybackClock {
  /// The animation frame shown at the last evaluated frame.
  var frame: Double = 0
}

/// The animation on the ``LottieAnimationLayer`` itself that carries the
/// playback's timing: it changes no property, but records the frame it
/// reaches in a ``LottiePlaybackClock`` and reports the end of the
/// playback (its `onStop`).
final class LottieClockAnimation: Animation {
  /// Where the frame is recorded.
  let clock: LottiePlaybackClock
  /// The frames the playback runs through.
  var window: LottieFrameWindow

  init(clock: LottiePlaybackClock, window: LottieFrameWindow) {
    self.clock = clock
    self.window = window
    super.init()
  }

  required init(copying other: Animation) {
    guard let source = other as? LottieClockAnimation else {
      preconditionFailure("LottieClockAnimation cannot copy a \(type(of: other))")
    }
    clock = source.clock
    window = source.window
    super.init(copying: other)
  }

  override func apply(
    to properties: inout LayerProperties, state: Timing.State, model: LayerProperties
  ) {
    clock.frame = window.frame(atProgress: state.transformedProgress ?? 0)
  }
}
