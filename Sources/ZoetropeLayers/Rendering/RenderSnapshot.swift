/// The presentation tree of one frame, as an immutable `Sendable` value:
/// everything a renderer needs, made once per frame by ``LayerTree``.
public struct RenderSnapshot: Sendable {
  /// The root of the presentation tree.
  public let root: RenderLayer

  /// The frame time the snapshot shows, in seconds on the global timeline.
  public let time: Double

  /// Whether anything changed since the previous frame's snapshot; when
  /// `false` the root is the same object as last time and nothing needs
  /// to be drawn.
  public let hasChanges: Bool

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - root: The root render layer.
  ///   - time: The frame time in seconds.
  ///   - hasChanges: Whether it differs from the previous frame.
  public init(root: RenderLayer, time: Double, hasChanges: Bool) {
    self.root = root
    self.time = time
    self.hasChanges = hasChanges
  }
}
