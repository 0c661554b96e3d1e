/// An object that draws a layer's content and chooses its actions:
/// `CALayerDelegate`.
///
/// Every method has a default implementation: no drawing, and no opinion
/// on actions (`nil`, so the layer's own ``Layer/actions`` and the default
/// implicit animation apply).
@MainActor
public protocol LayerDelegate: AnyObject {
  /// Draws the layer's content into a context whose coordinates are the
  /// layer's bounds, in points.
  ///
  /// - Parameters:
  ///   - layer: The layer to draw.
  ///   - context: The context to draw into.
  func draw(_ layer: Layer, in context: any GraphicsContext)

  /// Chooses the action for a change of a layer property.
  ///
  /// - Parameters:
  ///   - layer: The layer whose property changes.
  ///   - key: The property's name (`"position"`, `"opacity"`, …).
  /// - Returns: An action, ``LayerAction/disabled`` for no animation, or
  ///   `nil` to let the layer decide.
  func action(for layer: Layer, forKey key: String) -> LayerAction?

  /// Whether the delegate draws the layer; when `false` the layer's
  /// ``Layer/draw`` closure is used instead. The default is `false`.
  var drawsLayerContent: Bool { get }

  /// Tells the delegate that the size of the layer's ``Layer/bounds``
  /// changed (UIKit's views lay themselves and their superview out again).
  ///
  /// - Parameter layer: The layer whose bounds changed size.
  func layerDidChangeBoundsSize(_ layer: Layer)
}

extension LayerDelegate {
  /// Draws nothing.
  ///
  /// - Parameters:
  ///   - layer: The layer to draw.
  ///   - context: The context to draw into.
  public func draw(_ layer: Layer, in context: any GraphicsContext) {}

  /// Has no opinion.
  ///
  /// - Parameters:
  ///   - layer: The layer whose property changes.
  ///   - key: The property's name.
  /// - Returns: `nil`.
  public func action(for layer: Layer, forKey key: String) -> LayerAction? { nil }

  /// `false`: the layer's ``Layer/draw`` closure draws.
  public var drawsLayerContent: Bool { false }

  /// Does nothing.
  ///
  /// - Parameter layer: The layer whose bounds changed size.
  public func layerDidChangeBoundsSize(_ layer: Layer) {}
}
