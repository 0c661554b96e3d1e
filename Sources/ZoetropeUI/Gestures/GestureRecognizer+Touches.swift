import ZoetropeGraphics

// Where the gesture is: its touches, their centroid, conversions of
// window vectors into a view's coordinates.
extension GestureRecognizer {
  /// How many touches the recognizer follows now.
  ///
  /// A touch that lifts still counts while the recognizer handles its end
  /// and while the actions that causes run, so a tap's action sees 1.
  public var numberOfTouches: Int {
    activeTouches.count
  }

  /// Where the gesture is, in a view's coordinates: the centroid of the
  /// touches it follows, or where they were when the last one lifted.
  ///
  /// - Parameter view: The view whose bounds coordinates to use, or `nil`
  ///   for window coordinates.
  /// - Returns: The location in points; `.zero` before the recognizer has
  ///   seen any touch.
  public func location(in view: View?) -> Point {
    guard let point = currentCentroid ?? lastLocationInWindow else { return .zero }
    return convertFromWindow(point, to: view)
  }

  /// Where one of the recognizer's touches is, in a view's coordinates.
  ///
  /// Bad input: an index outside `0..<numberOfTouches` returns
  /// ``location(in:)``, with a warning.
  ///
  /// - Parameters:
  ///   - touchIndex: The touch, 0 for the first that began.
  ///   - view: The view whose bounds coordinates to use, or `nil` for window
  ///     coordinates.
  /// - Returns: The location in points.
  public func location(ofTouch touchIndex: Int, in view: View?) -> Point {
    guard activeTouches.indices.contains(touchIndex) else {
      zoetropeWarning(
        "\(describedForWarning).location(ofTouch: \(touchIndex)) with \(numberOfTouches)"
          + " touches; using location(in:)")
      return location(in: view)
    }
    return convertFromWindow(activeTouches[touchIndex].locationInWindow, to: view)
  }

  /// The centroid of the followed touches in window coordinates, or `nil`
  /// when there are none.
  var currentCentroid: Point? {
    guard !activeTouches.isEmpty else { return nil }
    var x = 0.0
    var y = 0.0
    for touch in activeTouches {
      x += touch.locationInWindow.x
      y += touch.locationInWindow.y
    }
    let count = Double(activeTouches.count)
    return Point(x: x / count, y: y / count)
  }

  /// A window point in a view's coordinates (`nil`: the window's).
  func convertFromWindow(_ point: Point, to view: View?) -> Point {
    guard let view else { return point }
    let converted = view.convert(point, from: nil)
    guard converted.isFiniteValue else {
      zoetropeWarning(
        "\(describedForWarning): a location in a view that cannot be converted to"
          + " (a zero scale?) is not finite; using .zero")
      return .zero
    }
    return converted
  }

  /// A vector measured in window coordinates, in a view's coordinates: the
  /// view's transforms without their translation (`nil`: the window's).
  ///
  /// Bad input: a vector that comes out non-finite (a view scaled to zero)
  /// becomes `.zero`, with a warning.
  func convertVectorFromWindow(_ vector: Point, to view: View?) -> Point {
    guard let view else { return vector }
    let origin = view.convert(Point.zero, from: nil)
    let end = view.convert(vector, from: nil)
    let result = Point(x: end.x - origin.x, y: end.y - origin.y)
    guard result.isFiniteValue else {
      zoetropeWarning(
        "\(describedForWarning): a vector in a view that cannot be converted to"
          + " (a zero scale?) is not finite; using .zero")
      return .zero
    }
    return result
  }

  /// A vector in a view's coordinates, in window coordinates.
  func convertVectorToWindow(_ vector: Point, from view: View?) -> Point? {
    guard let view else { return vector }
    let origin = view.convert(Point.zero, to: nil)
    let end = view.convert(vector, to: nil)
    let result = Point(x: end.x - origin.x, y: end.y - origin.y)
    return result.isFiniteValue ? result : nil
  }

  /// Asks the coordinator to call ``deadlineReached()`` at `time` (seconds
  /// on the application clock), replacing any earlier request.
  func scheduleDeadline(at time: Double) {
    deadlineToken += 1
    deadline = time
    coordinator?.schedule(self, at: time)
  }

  /// Forgets the requested deadline.
  func cancelDeadline() {
    deadlineToken += 1
    deadline = nil
  }

  /// The time of the input being handled: the touch's timestamp, or the
  /// deadline being reached; the last frame's time otherwise.
  var currentTime: Double {
    guard let application = Application.current else { return 0 }
    return application.inputTime ?? application.lastFrameTime ?? application.scheduler.now
  }
}
