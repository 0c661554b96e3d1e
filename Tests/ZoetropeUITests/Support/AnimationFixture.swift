import ZoetropeGraphics

@testable import ZoetropeUI

/// A host with one 10×10 box centred at (0, 0), after a first frame.
@MainActor
struct AnimationFixture {
  let host: TestHost
  let box: View

  init() {
    host = TestHost()
    box = View(frame: Rect(x: -5, y: -5, width: 10, height: 10))
    host.window.addSubview(box)
    host.frame()
  }

  /// The box's presentation centre x at the last frame.
  var x: Double { box.layer.presentation().position.x }

  /// Moves the box's centre to x in a block with these settings.
  func move(
    to x: Double, duration: Double = 1, delay: Double = 0, options: AnimationOptions = [],
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    View.animate(withDuration: duration, delay: delay, options: options) {
      box.center = Point(x: x, y: 0)
    } completion: { finished in
      completion?(finished)
    }
  }
}
