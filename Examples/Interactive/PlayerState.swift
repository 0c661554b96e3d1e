/// Where the mini player is: a bar at the bottom or a full panel.
public enum PlayerState: Sendable, Hashable {
  /// The bar at the bottom.
  case collapsed
  /// The full panel.
  case expanded

  /// The other state.
  public var opposite: PlayerState {
    self == .collapsed ? .expanded : .collapsed
  }
}
