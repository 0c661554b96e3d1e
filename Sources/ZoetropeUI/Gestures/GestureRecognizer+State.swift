extension GestureRecognizer {
  /// The stages of a gesture recognizer's life: UIKit's
  /// `UIGestureRecognizer.State`.
  ///
  /// Every recognizer starts in ``possible``. A discrete recognizer (tap,
  /// swipe) then goes to ``recognized`` (``ended``) or ``failed``; a
  /// continuous one (long press, pan, pinch, rotation) goes to ``began``,
  /// then ``changed`` any number of times, then ``ended`` or ``cancelled``,
  /// or to ``failed`` before it began. When its touches have lifted, a
  /// recognizer in ``ended``, ``cancelled`` or ``failed`` is reset to
  /// ``possible``.
  ///
  /// ```text
  /// possible ──> recognized (= ended)            discrete
  /// possible ──> began ──> changed… ──> ended     continuous
  ///                   └───────────────> cancelled
  /// possible ──> failed
  /// ```
  public enum State: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Not recognized yet; the recognizer may be evaluating touches.
    case possible
    /// A continuous gesture was recognized; actions run.
    case began
    /// A continuous gesture changed; actions run.
    case changed
    /// A continuous gesture ended, or a discrete gesture was recognized;
    /// actions run.
    case ended
    /// A continuous gesture was cancelled (its touch was cancelled, or the
    /// recognizer was disabled or removed); actions run.
    case cancelled
    /// The touches are not this gesture; no actions run.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``.
    public static var recognized: State { .ended }

    /// The state's name, such as `possible` or `began`.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// Whether the recognizer is following a recognized continuous gesture
    /// (``began`` or ``changed``).
    var isActive: Bool { self == .began || self == .changed }

    /// Whether the recognizer is done with the current touches (``ended``,
    /// ``cancelled`` or ``failed``) and waits to be reset.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
  }
}
