import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// Input too large for the solver: a million constraints, constants and
  /// multipliers beyond its arithmetic, huge priorities, systems that
  /// contradict themselves.
  @Suite @MainActor struct AutoLayoutLimitTests {
    /// A box at (10, 20), 50 × 20, by four constraints.
    func pinnedBox(in host: TestHost) -> (View, [LayoutConstraint]) {
      let box = constrainedView(in: host.window, name: "box")
      let pins = [
        box.leftAnchor.constraint(equalTo: host.window.leftAnchor, constant: 10),
        box.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 20),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 20),
      ]
      LayoutConstraint.activate(pins)
      host.window.layoutIfNeeded()
      return (box, pins)
    }

    @Test func aMillionConstraintsAreRefusedWithAWarningNotHung() {
      let host = TestHost()
      let (box, pins) = pinnedBox(in: host)
      #expect(box.frame == Rect(x: 10, y: 20, width: 50, height: 20))
      // A million inequalities between the box and the window (installed
      // on the window): over the limit, so nothing is solved.
      let many = (0..<1_000_000).map { index in
        box.widthAnchor.constraint(
          lessThanOrEqualTo: host.window.widthAnchor, constant: Double(index % 100))
      }
      LayoutConstraint.activate(many)
      #expect(host.window.constraints.count == 1_000_002)  // and two on the box
      pins[2].constant = 70
      let (_, warnings) = withWarningsCaptured { host.window.layoutIfNeeded() }
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("more than 100000 active constraints") == true)
      #expect(box.frame == Rect(x: 10, y: 20, width: 50, height: 20), "keeps its frame")
      // Nothing changed: no new attempt, no new warning.
      host.window.setNeedsLayout()
      let (_, again) = withWarningsCaptured { host.window.layoutIfNeeded() }
      #expect(again.isEmpty)
      // Deactivated in one call (each list filtered once), the rest is laid out.
      LayoutConstraint.deactivate(Array(many.dropLast(1_000)))
      #expect(many.prefix(999_000).allSatisfy { !$0.isActive } && many.last?.isActive == true)
      let (_, settled) = withWarningsCaptured { host.window.layoutIfNeeded() }
      #expect(settled.isEmpty)
      #expect(box.frame == Rect(x: 10, y: 20, width: 70, height: 20))
      // Removing the box deactivates the constraints that reach out of it.
      box.removeFromSuperview()
      #expect(many.allSatisfy { !$0.isActive } && host.window.constraints.isEmpty)
    }

    @Test func constantsAndMultipliersBeyondTheSolversRangeAreRefused() {
      let host = TestHost()
      let (box, pins) = pinnedBox(in: host)
      let cases: [(Double, Double, String)] = [
        (1e10, 1, "constant"), (-1e300, 1, "constant"), (0, 1e7, "multiplier"),
        (0, -1e300, "multiplier"), (.nan, 1, "not finite"),
      ]
      for (constant, multiplier, reason) in cases {
        let wide = box.widthAnchor.constraint(
          equalTo: host.window.widthAnchor, multiplier: multiplier, constant: constant)
        let (_, warnings) = withWarningsCaptured { wide.isActive = true }
        #expect(!wide.isActive)
        #expect(warnings.count == 1 && warnings.first?.contains(reason) == true, "\(warnings)")
      }
      let (_, warnings) = withWarningsCaptured { pins[2].constant = -2e9 }
      #expect(warnings.count == 1 && pins[2].constant == 50)
      // At the limits the solver still answers, with finite frames.
      let far = box.widthAnchor.constraint(
        equalTo: host.window.widthAnchor, multiplier: 1e-6, constant: 0)
      far.priority = .defaultLow
      let scaled = LayoutConstraint(
        item: box, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: host.window,
        attribute: .width, multiplier: 1e6, constant: -1e9)
      LayoutConstraint.activate([far, scaled])
      host.window.layoutIfNeeded()
      #expect(box.frame == Rect(x: 10, y: 20, width: 50, height: 20))
    }

    @Test func hugePrioritiesAreClampedWithAWarning() {
      let host = TestHost()
      let (box, _) = pinnedBox(in: host)
      let expected: [(Float, Float)] = [
        (1e30, 1000), (.infinity, 1000), (-1e30, 1), (-.infinity, 1), (1001, 1000),
        (.greatestFiniteMagnitude, 1000),
      ]
      for (raw, clamped) in expected {
        let wish = box.widthAnchor.constraint(equalToConstant: 80)
        let (_, warnings) = withWarningsCaptured { wish.priority = LayoutPriority(raw) }
        #expect(wish.priority.rawValue == clamped && warnings.count == 1, "\(raw)")
      }
      // A wish at a clamped huge priority is required: it conflicts with
      // the width of 50 and is broken with UIKit's log.
      let wish = box.widthAnchor.constraint(equalToConstant: 80)
      _ = withWarningsCaptured { wish.priority = LayoutPriority(1e30) }
      let (_, conflict) = withWarningsCaptured {
        wish.isActive = true
        host.window.layoutIfNeeded()
      }
      #expect(conflict.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
      #expect(box.frame.width == 50)
    }

    @Test func contradictoryInequalitiesAndLongCyclesAreBrokenNotHung() {
      let host = TestHost()
      let views = (0..<200).map { constrainedView(in: host.window, name: "v\($0)") }
      // Each a point wider than the one before, and the first at least as
      // wide as the last.
      var chain = zip(views, views.dropFirst()).map { previous, next in
        next.widthAnchor.constraint(equalTo: previous.widthAnchor, constant: 1)
      }
      chain.append(views[0].widthAnchor.constraint(greaterThanOrEqualTo: views[199].widthAnchor))
      chain.append(views[0].widthAnchor.constraint(equalToConstant: 10))
      LayoutConstraint.activate(chain)
      let (_, warnings) = withWarningsCaptured { host.window.layoutIfNeeded() }
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("Will attempt to recover by breaking constraint") == true)
      #expect(views[0].frame.width == 10 && views[199].frame.width == 209)
    }
  }
}
