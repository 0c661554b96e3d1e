/// Options for view animation blocks: UIKit's `UIView.AnimationOptions`.
///
/// ```swift
/// View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
///   ball.center.y = 300
/// }
/// ```
///
/// At most one curve option counts; with several, the first of
/// ``curveLinear``, ``curveEaseIn``, ``curveEaseOut``, ``curveEaseInOut``
/// present wins. With none, the curve is ease-in-ease-out.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
  /// The option bits.
  public let rawValue: UInt

  /// Creates options from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Start from the value on screen (the presentation value) instead of the
  /// model value, so an interrupted animation continues smoothly.
  ///
  /// In a block of duration 0 it removes the running animations of the
  /// properties the block sets (see
  /// ``View/animate(withDuration:delay:options:animations:completion:)``).
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 0)
  /// Let the animating views receive touches (by default they do not).
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Repeat forever.
  public static let `repeat` = AnimationOptions(rawValue: 1 << 2)
  /// Run forwards, then backwards (each repetition, with ``repeat``).
  public static let autoreverse = AnimationOptions(rawValue: 1 << 3)
  /// Use this block's duration even inside an enclosing animation block.
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 4)
  /// Use this block's curve even inside an enclosing animation block.
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 5)
  /// Slow at the start and the end (the default): `TimingFunction.easeInEaseOut`.
  public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 16)
  /// Slow at the start: `TimingFunction.easeIn`.
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 17)
  /// Slow at the end: `TimingFunction.easeOut`.
  public static let curveEaseOut = AnimationOptions(rawValue: 1 << 18)
  /// Constant speed: `TimingFunction.linear`.
  public static let curveLinear = AnimationOptions(rawValue: 1 << 19)

  /// For ``View/transition(from:to:duration:options:completion:)``: hide
  /// the first view and show the second instead of removing and adding
  /// them.
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  /// A transition that turns the view about its vertical axis, its left
  /// side coming towards the viewer.
  public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
  /// A transition that turns the view about its vertical axis, its right
  /// side coming towards the viewer.
  public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  /// A transition in which the old content fades out over the new.
  public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  /// A transition that turns the view about its horizontal axis, its top
  /// coming towards the viewer.
  public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
  /// A transition that turns the view about its horizontal axis, its
  /// bottom coming towards the viewer.
  public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

  /// The transition the options choose: UIKit's three-bit field at bit
  /// 20 (1 flip from left, 2 from right, 3 and 4 the curls, 5 cross
  /// dissolve, 6 flip from top, 7 from bottom), 0 for none.
  var transitionCode: UInt { (rawValue >> 20) & 7 }

  /// The curve the options choose.
  var curve: AnimationCurve {
    if contains(.curveLinear) { return .linear }
    if contains(.curveEaseIn) { return .easeIn }
    if contains(.curveEaseOut) { return .easeOut }
    return .easeInOut
  }
}
