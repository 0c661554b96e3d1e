/// Whether an animation keeps its effect outside its active interval.
///
/// Web Animations' `FillMode` (web-animations-1 #fill-behavior) with Core
/// Animation's names as aliases: `kCAFillModeRemoved` is ``removed`` (the same
/// value as ``none``), and `forwards`, `backwards` and `both` are shared.
///
/// | fill | before the active interval | after it |
/// |---|---|---|
/// | ``none`` / ``removed`` / ``auto`` | no effect | no effect |
/// | ``backwards`` | holds the start value | no effect |
/// | ``forwards`` | no effect | holds the end value |
/// | ``both`` | holds the start value | holds the end value |
public struct FillMode: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case none
    case forwards
    case backwards
    case both
  }

  var kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// No effect outside the active interval (the Web Animations default).
  public static let none = FillMode(.none)

  /// Core Animation's `removed` fill mode: the same value as ``none``.
  public static let removed = FillMode.none

  /// Web Animations' `auto` fill, which resolves to ``none`` for animation effects.
  public static let auto = FillMode.none

  /// Holds the end value after the active interval.
  public static let forwards = FillMode(.forwards)

  /// Applies the start value before the active interval (during a delay).
  public static let backwards = FillMode(.backwards)

  /// Both ``forwards`` and ``backwards``.
  public static let both = FillMode(.both)

  /// Whether the effect applies before the active interval.
  public var fillsBackwards: Bool { kind == .backwards || kind == .both }

  /// Whether the effect applies after the active interval.
  public var fillsForwards: Bool { kind == .forwards || kind == .both }

  /// The Web Animations keyword: `none`, `forwards`, `backwards` or `both`.
  public var description: String {
    switch kind {
    case .none: "none"
    case .forwards: "forwards"
    case .backwards: "backwards"
    case .both: "both"
    }
  }
}
