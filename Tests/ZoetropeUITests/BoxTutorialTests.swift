import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// The BoxAnimation tutorial's shape: each tap ends with a 2 s ease-in-out
  /// move of the box to the tap point, turning 180° and scaling ×2, then
  /// back to ×1 on the next tap, with a did-stop callback.
  @Suite @MainActor struct BoxTutorialTests {
    final class BoxViewController: ViewController, ViewAnimationDelegate {
      let box = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
      var scaled = false
      var stops: [Bool] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        box.backgroundColor = .blue
        box.accessibilityLabel = "box"
        view.addSubview(box)
      }

      override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        View.beginAnimations("box", context: nil)
        View.setAnimationDuration(2)
        View.setAnimationCurve(.easeInOut)
        View.setAnimationDelegate(self)
        View.setAnimationDidStop(.animationDidStop)
        box.center = touch.location(in: view)
        scaled.toggle()
        box.transform = scaled ? Transform(rotationAngle: .pi).scaledBy(x: 2, y: 2) : .identity
        View.commitAnimations()
      }

      func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {
        stops.append(finished)
      }
    }

    @Test func tapsMoveTheBoxAndReportStops() {
      let controller = BoxViewController()
      let host = TestHost(root: controller)
      host.frame()
      host.tap(at: Point(x: 200, y: 300))
      #expect(controller.box.center == Point(x: 200, y: 300))
      #expect(!host.tap(label: "missing"))
      host.advance(by: 1)
      let halfway = TimingFunction.easeInEaseOut.value(at: 0.5)
      let x = controller.box.layer.presentation().position.x
      #expect(isClose(x, 60 + 140 * halfway, tolerance: 1e-6))
      host.advance(by: 1.1)
      #expect(controller.stops == [true])
      #expect(controller.box.layer.presentation().transform.a == -2)
      host.tap(at: Point(x: 100, y: 100))
      host.advance(by: 0.5)
      host.tap(at: Point(x: 50, y: 50))
      host.advance(by: 2.1)
      // The second tap's move adds onto the first (additive, as UIKit since
      // iOS 8), so the interrupted move still runs to its end: true.
      #expect(controller.stops == [true, true, true])
      #expect(controller.box.transform == Transform(rotationAngle: .pi).scaledBy(x: 2, y: 2))
    }

    @Test func twoFingersGoToTheirOwnViews() {
      let host = TestHost()
      let left = RecordingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
      let right = RecordingView(frame: Rect(x: 100, y: 0, width: 50, height: 50))
      left.name = "L"
      right.name = "R"
      host.window.addSubview(left)
      host.window.addSubview(right)
      let app = host.app
      app.enqueue(
        InputEvent(kind: .touchBegan, touchID: 1, location: Point(x: 10, y: 10), timestamp: 0))
      app.enqueue(
        InputEvent(kind: .touchBegan, touchID: 2, location: Point(x: 110, y: 10), timestamp: 0))
      app.enqueue(
        InputEvent(kind: .touchEnded, touchID: 2, location: Point(x: 20, y: 10), timestamp: 0.1))
      app.enqueue(
        InputEvent(kind: .touchEnded, touchID: 1, location: Point(x: 10, y: 10), timestamp: 0.2))
      host.advance(by: 0.3)
      #expect(left.log == ["began L", "ended L"])
      #expect(right.log == ["began R", "ended R"])
    }
  }
}
