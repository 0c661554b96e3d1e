import Testing
import ZoetropeTesting

@testable import ZoetropeUI

extension UI {
  /// Pinches and rotations from two-finger scripts.
  @Suite @MainActor struct TwoFingerScriptTests {
    /// The pinch's final scale is the scripted one; its velocity the rate
    /// of change of the scale (linear in time), at each input rate.
    @Test(arguments: [(2.0, 30.0), (2.0, 120.0), (0.5, 60.0), (3.0, 60.0)])
    func pinchScaleAndVelocity(scale: Double, rate: Double) throws {
      let stage = GestureStage(label: "Photo")
      let pinch = PinchGestureRecognizer()
      let log = GestureLog()
      var end: (scale: Double, velocity: Double)?
      log.watch(pinch) { pinch in
        if pinch.state == .ended { end = (pinch.scale, pinch.velocity) }
      }
      stage.card.addGestureRecognizer(pinch)
      try stage.run("0.5 pinch \"Photo\" scale \(scale) over 0.5 at \(Int(rate))hz")
      #expect(log.states.first == .began && log.states.last == .ended)
      let result = try #require(end)
      #expect(abs(result.scale - scale) < 1e-9)
      #expect(isClose(result.velocity, to: (scale - 1) / 0.5, within: 0.05), "\(result)")
      #expect(log.entries.first?.location == Point(x: 160, y: 300))
      #expect(log.entries.first?.touches == 2)
      #expect(pinch.scale == 1, "reset")
    }

    /// The rotation's final angle is the scripted one (clockwise positive,
    /// past a half turn); its velocity in radians per second.
    @Test(arguments: [90.0, -45.0, 270.0])
    func rotationAngleAndVelocity(degrees: Double) throws {
      let stage = GestureStage(label: "Photo")
      let rotation = RotationGestureRecognizer()
      let log = GestureLog()
      var end: (rotation: Double, velocity: Double)?
      log.watch(rotation) { rotation in
        if rotation.state == .ended { end = (rotation.rotation, rotation.velocity) }
      }
      stage.card.addGestureRecognizer(rotation)
      try stage.run("0.5 rotate \"Photo\" by \(degrees) over 0.5")
      #expect(log.states.first == .began && log.states.last == .ended)
      let result = try #require(end)
      let radians = degrees * .pi / 180
      #expect(abs(result.rotation - radians) < 1e-9, "\(result)")
      #expect(isClose(result.velocity, to: radians / 0.5, within: 0.05), "\(result)")
    }

    /// A pinch and a rotation together: a rotation script turns the
    /// fingers without changing their distance, so only the rotation
    /// begins; the view itself (single-touch) gets only the first finger.
    @Test func pinchAndRotationOnASingleTouchView() throws {
      final class Probe: View {
        var began = 0
        var cancelled = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
          began += touches.count
        }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
          cancelled += touches.count
        }
      }
      let stage = GestureStage(label: "Photo")
      let probe = Probe(frame: stage.card.bounds)
      stage.card.addSubview(probe)
      let pinch = PinchGestureRecognizer()
      let rotation = RotationGestureRecognizer()
      let both = Simultaneous()
      pinch.delegate = both
      let pinchLog = GestureLog()
      let rotationLog = GestureLog()
      pinchLog.watch(pinch)
      rotationLog.watch(rotation)
      stage.card.addGestureRecognizer(pinch)
      stage.card.addGestureRecognizer(rotation)
      try stage.run("0.5 rotate \"Photo\" by 60 over 0.4")
      #expect(pinchLog.entries.isEmpty)
      #expect(rotationLog.states.first == .began)
      #expect(probe.began == 1, "the second finger is only the recognizers'")
      #expect(probe.cancelled == 1, "the rotation began: the view's touch was cancelled")
      try stage.run("2 pinch \"Photo\" scale 1.5 over 0.4")
      #expect(pinchLog.states.first == .began && pinchLog.states.last == .ended)
    }
  }
}
