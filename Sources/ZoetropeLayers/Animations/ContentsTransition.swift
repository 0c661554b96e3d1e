import ZoetropeGraphics

/// A contents transition in progress: what the renderer draws in place of
/// a layer's contents while a ``TransitionAnimation`` runs.
///
/// A ``TransitionAnimation`` sets it in ``LayerProperties/contentsTransition``
/// of the presentation values. The renderer then draws two images, each
/// placed in the bounds by the layer's ``LayerProperties/contentsGravity``
/// as usual: ``previousContents`` with ``previousContentsOpacity``, offset
/// by ``previousContentsOffset(in:)``, and the layer's current
/// ``LayerProperties/contents`` with ``contentsOpacity``, offset by
/// ``contentsOffset(in:)``. The current contents are drawn over the
/// previous ones, except in a ``TransitionType/reveal``, where the
/// previous contents slide out on top, uncovering the current ones.
/// Sliding transitions clip both images to the bounds, as Core Animation
/// does. A `nil` image draws nothing.
///
/// ```swift
/// // progress 0.25 of a fade: previous at 75 % opacity, new at 25 %
/// // progress 0.25 of a push from the left in a 100-point-wide layer:
/// // previous offset by (25, 0), new offset by (−75, 0)
/// ```
public struct ContentsTransition: Hashable, Sendable {
  /// The contents the layer showed when the transition was added (drawn
  /// fading or sliding out).
  public var previousContents: Image?

  /// How the contents change.
  public var type: TransitionType

  /// The direction of a sliding type.
  public var subtype: TransitionSubtype

  /// How far the transition has gone, in 0...1: 0 shows only the
  /// previous contents, 1 only the current ones.
  public var progress: Double

  /// Creates a transition state.
  ///
  /// - Parameters:
  ///   - previousContents: The contents being replaced.
  ///   - type: How the contents change.
  ///   - subtype: The direction of a sliding type.
  ///   - progress: How far along, in 0...1; values outside are clamped
  ///     (NaN counts as 0).
  public init(
    previousContents: Image?,
    type: TransitionType,
    subtype: TransitionSubtype,
    progress: Double
  ) {
    self.previousContents = previousContents
    self.type = type
    self.subtype = subtype
    self.progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
  }

  /// The opacity to draw ``previousContents`` with, in 0...1: 1 − progress
  /// for a fade, 1 for the sliding types.
  public var previousContentsOpacity: Double {
    type == .fade ? 1 - progress : 1
  }

  /// The opacity to draw the current contents with, in 0...1: the
  /// progress for a fade, 1 for the sliding types.
  public var contentsOpacity: Double {
    type == .fade ? progress : 1
  }

  /// How far to move ``previousContents`` from its place, in points.
  ///
  /// Zero for ``TransitionType/fade`` and ``TransitionType/moveIn``; for
  /// ``TransitionType/push`` and ``TransitionType/reveal`` the previous
  /// contents move out in the subtype's direction by progress × the
  /// bounds' width (or height, for vertical motion).
  ///
  /// - Parameter size: The size of the layer's bounds, in points.
  /// - Returns: The offset in points.
  public func previousContentsOffset(in size: Size) -> Vector {
    switch type.representation {
    case .fade, .moveIn: .zero
    case .push, .reveal: offset(progress, in: size)
    }
  }

  /// How far to move the current contents from their place, in points.
  ///
  /// Zero for ``TransitionType/fade`` and ``TransitionType/reveal``; for
  /// ``TransitionType/push`` and ``TransitionType/moveIn`` the contents
  /// start a whole width (or height) away on the subtype's side and arrive
  /// at progress 1.
  ///
  /// - Parameter size: The size of the layer's bounds, in points.
  /// - Returns: The offset in points.
  public func contentsOffset(in size: Size) -> Vector {
    switch type.representation {
    case .fade, .reveal: .zero
    case .push, .moveIn: offset(progress - 1, in: size)
    }
  }

  private func offset(_ fraction: Double, in size: Size) -> Vector {
    let width = fraction * abs(size.width)
    let height = fraction * abs(size.height)
    return switch subtype.representation {
    case .fromLeft: Vector(dx: width, dy: 0)
    case .fromRight: Vector(dx: -width, dy: 0)
    case .fromTop: Vector(dx: 0, dy: height)
    case .fromBottom: Vector(dx: 0, dy: -height)
    }
  }
}
