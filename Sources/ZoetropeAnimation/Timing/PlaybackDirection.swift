/// Which way each iteration of an animation plays.
///
/// Web Animations' `PlaybackDirection` (web-animations-1 #direction-control).
/// Core Animation's `autoreverses` corresponds to ``alternate`` (see
/// ``MediaTiming``).
public struct PlaybackDirection: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case normal
    case reverse
    case alternate
    case alternateReverse
  }

  var kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// Every iteration plays forwards, from progress 0 to 1.
  public static let normal = PlaybackDirection(.normal)

  /// Every iteration plays backwards, from progress 1 to 0.
  public static let reverse = PlaybackDirection(.reverse)

  /// Even iterations (0, 2, …) play forwards and odd ones backwards.
  public static let alternate = PlaybackDirection(.alternate)

  /// Even iterations (0, 2, …) play backwards and odd ones forwards.
  public static let alternateReverse = PlaybackDirection(.alternateReverse)

  /// The CSS keyword: `normal`, `reverse`, `alternate` or `alternate-reverse`.
  public var description: String {
    switch kind {
    case .normal: "normal"
    case .reverse: "reverse"
    case .alternate: "alternate"
    case .alternateReverse: "alternate-reverse"
    }
  }
}
