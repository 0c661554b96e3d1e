/// One layer of a ``RenderSnapshot``: its presentation values and its
/// sublayers, frozen at a frame.
///
/// Render layers are immutable and `Sendable`, so a renderer may read them
/// on any thread. A render layer is reused from one frame to the next while
/// nothing in its subtree changed: a renderer can compare ``changeCount``
/// (or identity, `===`) with what it drew last time and skip the subtree.
public final class RenderLayer: Sendable {
  /// The identifier of the layer this was made from (``Layer/layerID``).
  public let layerID: UInt64

  /// The layer's presentation values at the frame.
  public let properties: LayerProperties

  /// The sublayers, back to front in drawing order: by ``LayerProperties/zPosition``,
  /// then by index among siblings.
  public let sublayers: [RenderLayer]

  /// The layer's text and recorded custom drawing, or `nil` if it has none.
  public let content: RenderContent?

  /// A number that changes whenever anything in this layer or its subtree
  /// changed since the last frame.
  public let changeCount: UInt64

  /// Creates a render layer.
  ///
  /// - Parameters:
  ///   - layerID: The source layer's identifier.
  ///   - properties: The presentation values.
  ///   - content: The text and recorded drawing, if any.
  ///   - sublayers: The sublayers in drawing order.
  ///   - changeCount: The subtree's change marker.
  public init(
    layerID: UInt64,
    properties: LayerProperties,
    content: RenderContent? = nil,
    sublayers: [RenderLayer],
    changeCount: UInt64
  ) {
    self.layerID = layerID
    self.properties = properties
    self.content = content
    self.sublayers = sublayers
    self.changeCount = changeCount
  }
}
