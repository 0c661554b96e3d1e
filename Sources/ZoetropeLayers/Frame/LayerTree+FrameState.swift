// Whether a tree needs another frame, for hosts that sleep when idle.
extension LayerTree {
  /// Whether the next ``updatePresentation(at:)`` would differ from the
  /// last: no frame yet, a layer changed or needs display, or an animation
  /// is running, waiting to start or has just finished.
  ///
  /// - Complexity: O(1).
  public var needsUpdate: Bool {
    lastSnapshot == nil || rootLayer.needsUpdate || rootLayer.subtreeNeedsUpdate
  }
}
