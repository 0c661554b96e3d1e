import ZoetropeGraphics

// Converting points and rectangles between the coordinate spaces of views
// in the same hierarchy, on model values.
extension View {
  /// Converts a point from this view's coordinates to another view's.
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds coordinates.
  ///   - view: The destination view, or `nil` for the window's coordinates.
  /// - Returns: The point in `view`'s coordinates.
  public func convert(_ point: Point, to view: View?) -> Point {
    layer.convert(point, to: (view ?? window)?.layer)
  }

  /// Converts a point from another view's coordinates to this view's.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for the window's coordinates.
  /// - Returns: The point in this view's coordinates.
  public func convert(_ point: Point, from view: View?) -> Point {
    layer.convert(point, from: (view ?? window)?.layer)
  }

  /// Converts a rectangle from this view's coordinates to another view's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this view's bounds coordinates.
  ///   - view: The destination view, or `nil` for the window's coordinates.
  /// - Returns: The smallest rectangle containing the converted one.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    layer.convert(rect, to: (view ?? window)?.layer)
  }

  /// Converts a rectangle from another view's coordinates to this view's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s bounds coordinates.
  ///   - view: The source view, or `nil` for the window's coordinates.
  /// - Returns: The smallest rectangle containing the converted one.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    layer.convert(rect, from: (view ?? window)?.layer)
  }
}
