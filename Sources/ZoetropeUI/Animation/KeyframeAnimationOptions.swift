import ZoetropeLayers

/// Options for keyframe animation blocks: UIKit's
/// `UIView.KeyframeAnimationOptions`.
///
/// At most one calculation mode counts; with several, the first of
/// ``calculationModeDiscrete``, ``calculationModePaced``,
/// ``calculationModeCubic``, ``calculationModeCubicPaced`` present wins, and
/// with none the mode is linear.
public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
  /// The option bits.
  public let rawValue: UInt

  /// Creates options from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Start from the values on screen instead of the model values.
  public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 0)
  /// Let the animating views receive touches.
  public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
  /// Repeat forever.
  public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 2)
  /// Run forwards, then backwards.
  public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 3)
  /// Use this block's duration even inside an enclosing animation block.
  public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 4)
  /// Straight lines between keyframes at their times (the default).
  public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
  /// Jump from keyframe to keyframe.
  public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
  /// Even speed over the whole animation, ignoring keyframe times.
  public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
  /// A smooth curve through the keyframes.
  public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  /// A smooth curve at even speed.
  public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

  /// The calculation mode the options choose.
  var calculationMode: AnimationCalculationMode {
    switch rawValue >> 10 & 0b111 {
    case 1: .discrete
    case 2: .paced
    case 3: .cubic
    case 4: .cubicPaced
    default: .linear
    }
  }

  /// The block options these options imply.
  var blockOptions: AnimationOptions {
    var options: AnimationOptions = [.curveLinear, .overrideInheritedCurve]
    if contains(.beginFromCurrentState) { options.insert(.beginFromCurrentState) }
    if contains(.allowUserInteraction) { options.insert(.allowUserInteraction) }
    if contains(.repeat) { options.insert(.repeat) }
    if contains(.autoreverse) { options.insert(.autoreverse) }
    if contains(.overrideInheritedDuration) { options.insert(.overrideInheritedDuration) }
    return options
  }
}
