import ZoetropeGraphics

/// Edges of a rectangle: UIKit's `UIRectEdge`.
public struct RectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates edges from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// Recognizes a pan that starts at an edge of the window and moves away
/// from it: UIKit's `UIScreenEdgePanGestureRecognizer` (the swipe in from
/// the left that goes back, a drawer pulled in from the side).
///
/// It is a ``PanGestureRecognizer`` (translation, velocity and states are
/// a pan's) that fails unless the fingers touch down within
/// ``edgeRegionWidth`` points of one of its ``edges`` of the window, and,
/// once they moved ``PanGestureRecognizer/hysteresis`` points, more away
/// from that edge than along it.
///
/// ```swift
/// let back = ScreenEdgePanGestureRecognizer { edge in
///   drawer.center.x = edge.translation(in: view).x - drawerWidth / 2
/// }
/// back.edges = .left
/// view.addGestureRecognizer(back)
/// ```
///
/// With no ``edges`` (the default, as in UIKit) it never begins.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How far from a window edge a pan may start, in points: 20.
  public static let edgeRegionWidth = 20.0

  /// The window edges a pan may start from; none by default.
  public var edges: RectEdge = []

  /// The edges of ``edges`` the current gesture started near.
  private var startEdges: RectEdge = []

  /// Fails a gesture that does not start near one of ``edges``.
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if state == .possible, startEdges.isEmpty {
      guard let touch = touches.first, let window = touch.window else {
        state = .failed
        return
      }
      startEdges = Self.edges(near: touch.locationInWindow, in: window.bounds).intersection(edges)
      if startEdges.isEmpty {
        state = .failed
        return
      }
    }
    super.touchesBegan(touches, with: event)
  }

  /// Fails a pan that moves along its edge rather than away from it,
  /// else moves as a pan.
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if state == .possible {
      let moved = translation(in: nil)
      if (moved.x * moved.x + moved.y * moved.y).squareRoot() >= Self.hysteresis,
        !Self.movesAway(moved, from: startEdges)
      {
        state = .failed
        return
      }
    }
    super.touchesMoved(touches, with: event)
  }

  /// Forgets the edges the gesture started near.
  open override func reset() {
    super.reset()
    startEdges = []
  }

  /// The edges of `bounds` within ``edgeRegionWidth`` of a point.
  static func edges(near point: Point, in bounds: Rect) -> RectEdge {
    var near: RectEdge = []
    let width = edgeRegionWidth
    if point.x - bounds.minX <= width { near.insert(.left) }
    if bounds.maxX - point.x <= width { near.insert(.right) }
    if point.y - bounds.minY <= width { near.insert(.top) }
    if bounds.maxY - point.y <= width { near.insert(.bottom) }
    return near
  }

  /// Whether a movement goes away from one of the edges more than along it.
  static func movesAway(_ moved: Point, from edges: RectEdge) -> Bool {
    (edges.contains(.left) && moved.x > abs(moved.y))
      || (edges.contains(.right) && -moved.x > abs(moved.y))
      || (edges.contains(.top) && moved.y > abs(moved.x))
      || (edges.contains(.bottom) && -moved.y > abs(moved.x))
  }
}
