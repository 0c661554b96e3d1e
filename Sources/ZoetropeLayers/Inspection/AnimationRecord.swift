/// One animation added to a layer, as an ``AnimationLog`` saw it: where,
/// what, how and when (docs/INSPECTOR.md).
///
/// Values are written as text (`Point(x: 10.0, y: 20.0)`), so a record
/// is plain data a test compares and a timeline file stores.
public struct AnimationRecord: Hashable, Sendable, Codable {
  /// Its place in the log, from 0.
  public var index: Int
  /// The layer's ``Layer/layerID``.
  public var layerID: UInt64
  /// The layer's class, such as `Layer` or `ShapeLayer`.
  public var layerClass: String
  /// The class of the layer's delegate (a view's layer: the view's class).
  public var viewClass: String?
  /// The layer's ``Layer/name``.
  public var layerName: String?
  /// The key it was added under.
  public var key: String
  /// `basic`, `spring`, `keyframe`, `group` or `transition`.
  public var kind: String
  /// The animated property's key path name (`position`, `transform`), or
  /// the group's key paths joined by commas; nil for a transition.
  public var keyPath: String?
  /// Where it starts: the `fromValue`, the first keyframe, or nil (from
  /// the presentation value).
  public var fromValue: String?
  /// Where it ends: the `toValue`, the last keyframe, or nil.
  public var toValue: String?
  /// One pass, in seconds (a duration of 0 resolved to the transaction's).
  public var duration: Double
  /// From being added to starting, in seconds (an animation block's delay).
  public var delay: Double
  /// `repeatCount` (0: once).
  public var repeatCount: Double
  /// `repeatDuration` in seconds (0: none).
  public var repeatDuration: Double
  /// Whether each pass plays back again.
  public var autoreverses: Bool
  /// `none`, `forwards`, `backwards` or `both`.
  public var fillMode: String
  /// The curve: a preset's name (`easeInEaseOut`, `linear`, `default`) or
  /// CSS easing text (`cubic-bezier(…)`).
  public var timingFunction: String
  /// A spring's parameters (`mass 1, stiffness 100, damping 10,
  /// velocity 0`), for a spring.
  public var spring: String?
  /// The animation's own speed.
  public var speed: Double
  /// When it was added, on the application's clock (the input event's or
  /// timer's time inside a handler).
  public var addedAt: Double
  /// When it starts on the application's clock: its begin time, or, when
  /// that was 0, the frame that first showed it (nil until that frame).
  public var startTime: Double?
  /// The animation block or transaction that added it: records with the
  /// same number were started together.
  public var group: Int
  /// `animation block`, `transaction` or `implicit transaction`.
  public var groupKind: String

  /// When it ends on the application's clock, or nil before it starts or
  /// for one that repeats forever: the start plus its active duration.
  public var endTime: Double? {
    guard let startTime else { return nil }
    let passes = autoreverses ? 2.0 : 1.0
    var active = duration * passes
    if repeatCount > 0 {
      active *= repeatCount
    } else if repeatDuration > 0 {
      active = repeatDuration
    }
    let end = startTime + active / (speed == 0 ? 1 : abs(speed))
    return end.isFinite ? end : nil
  }
}

/// A timer of the application's scheduler, as an ``AnimationLog`` saw it
/// fire.
public struct TimerRecord: Hashable, Sendable, Codable {
  /// The timer's number in its scheduler (the order it was scheduled in).
  public var timer: Int
  /// Its interval in seconds.
  public var interval: Double
  /// Whether it repeats.
  public var repeats: Bool
  /// Its first deadline that fired, on the application's clock.
  public var firstFire: Double
  /// Its last deadline that fired.
  public var lastFire: Double
  /// How many times it fired.
  public var fireCount: Int
}

/// A touch the application received, as an ``AnimationLog`` saw it.
public struct InputRecord: Hashable, Sendable, Codable {
  /// Its timestamp on the application's clock.
  public var time: Double
  /// `touchBegan`, `touchMoved`, `touchEnded` or `touchCancelled`.
  public var kind: String
  /// The touch's number (the mouse is 0).
  public var touch: Int
  /// Where, in window points.
  public var x: Double
  /// Where, in window points.
  public var y: Double

  /// A record of a touch.
  public init(time: Double, kind: String, touch: Int, x: Double, y: Double) {
    self.time = time
    self.kind = kind
    self.touch = touch
    self.x = x
    self.y = y
  }
}
