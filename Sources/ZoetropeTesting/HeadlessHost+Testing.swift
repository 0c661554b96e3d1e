import Testing
import ZoetropeGraphics
import ZoetropeHeadless
import ZoetropeUI

extension HeadlessHost {
  /// The window's root view controller as the app's own type, to read
  /// its outlets and state in a test.
  ///
  /// ```swift
  /// let host = HeadlessHost(app: DiceRollerApp(), seed: 7)
  /// let dice = host.root(DiceRollerViewController.self)
  /// host.tap("Roll", at: 0.5)
  /// host.advance(to: 0.6)
  /// #expect(dice.rollDiceImageView.isAnimating)
  /// ```
  ///
  /// - Parameter type: The root view controller's class.
  /// - Returns: The root view controller.
  /// - Precondition: The root view controller is a `Controller` (a test
  ///   that asks for the wrong class stops with a message naming both).
  public func root<Controller: ViewController>(_ type: Controller.Type) -> Controller {
    guard let controller = window.rootViewController as? Controller else {
      let actual = window.rootViewController.map { "\(Swift.type(of: $0))" } ?? "nil"
      preconditionFailure("the root view controller is a \(actual), not a \(Controller.self)")
    }
    return controller
  }

  /// Parses a script in the headless host's language and schedules its
  /// commands, as `--script` does (see ``/ZoetropeHeadless/Script``).
  ///
  /// ```swift
  /// try host.run(script: """
  ///   0.5 tap "Roll"
  ///   2.0 tap "Stop"
  ///   """)
  /// host.advance(to: 2.5)
  /// ```
  ///
  /// - Parameter text: The script's text.
  /// - Throws: ``/ZoetropeHeadless/ScriptError`` naming the line and what
  ///   is wrong with it; nothing is scheduled then.
  public func run(script text: String) throws(ScriptError) {
    run(try Script(parsing: text))
  }
}

extension Image {
  /// The straight (not premultiplied) colour of the pixel under a point
  /// given in points, as a test reads a screenshot.
  ///
  /// - Parameter point: A point inside the image, in points (multiplied by
  ///   ``/ZoetropeGraphics/Image/scale`` and truncated to a pixel).
  /// - Returns: The pixel's colour.
  public func color(at point: Point) -> Color {
    let x = (point.x * scale).rounded(.down)
    let y = (point.y * scale).rounded(.down)
    guard x.isFinite, y.isFinite, x >= 0, y >= 0, x < Double(pixelWidth), y < Double(pixelHeight)
    else {
      preconditionFailure("the point \(point) is outside the \(size) image")
    }
    return color(atX: Int(x), y: Int(y))
  }
}
