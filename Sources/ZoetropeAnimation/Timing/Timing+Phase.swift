extension Timing {
  /// Where a local time falls relative to an effect's active interval.
  ///
  /// web-animations-1 #animation-effect-phases-and-states.
  public struct Phase: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
      case before
      case active
      case after
      case idle
    }

    var kind: Kind

    init(_ kind: Kind) {
      self.kind = kind
    }

    /// Before the active interval (during the start delay, or earlier).
    public static let before = Phase(.before)

    /// Inside the active interval.
    public static let active = Phase(.active)

    /// After the active interval (during the end delay, or later).
    public static let after = Phase(.after)

    /// No local time: the effect is not attached to a running timeline.
    public static let idle = Phase(.idle)

    /// The phase name: `before`, `active`, `after` or `idle`.
    public var description: String {
      switch kind {
      case .before: "before"
      case .active: "active"
      case .after: "after"
      case .idle: "idle"
      }
    }
  }
}
