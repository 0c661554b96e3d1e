// Core Animation's `CAMediaTiming` declares `repeatCount` and `speed` as
// `Float`. Where this module is imported they are `Float`s here too: these
// members shadow ZoetropeLayers' `Double` ones, so `anim.repeatCount =
// repeatCount * 2.0` with a `Float` compiles as it does on iOS.

extension Animation {
  /// How many times the animation plays, as a `Float` (Core Animation's type).
  ///
  /// 0 means once, `.infinity` forever. Stored as
  /// ``/ZoetropeAnimation/MediaTiming/repeatCount``.
  public var repeatCount: Float {
    get { Float(mediaTiming.repeatCount) }
    set { mediaTiming.repeatCount = Double(newValue) }
  }

  /// The rate of the animation's time relative to its layer's, as a `Float`.
  ///
  /// 1 by default, as in Core Animation. Stored as
  /// ``/ZoetropeAnimation/MediaTiming/speed``.
  public var speed: Float {
    get { Float(mediaTiming.speed) }
    set { mediaTiming.speed = Double(newValue) }
  }
}
