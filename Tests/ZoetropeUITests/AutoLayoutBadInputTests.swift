import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct AutoLayoutBadInputTests {
    @Test func conflictingRequiredConstraintsLogAndBreakOne() {
      let host = TestHost()
      let box = constrainedView(in: host.window, name: "box")
      let narrow = box.widthAnchor.constraint(equalToConstant: 100)
      let wide = box.widthAnchor.constraint(equalToConstant: 200)
      wide.identifier = "wide"
      LayoutConstraint.activate([
        narrow, wide, box.heightAnchor.constraint(equalToConstant: 10),
        box.topAnchor.constraint(equalTo: host.window.topAnchor),
        box.leftAnchor.constraint(equalTo: host.window.leftAnchor),
      ])
      let (_, warnings) = withWarningsCaptured { host.window.layoutIfNeeded() }
      #expect(box.frame == Rect(x: 0, y: 0, width: 100, height: 10))
      #expect(warnings.count == 1)
      let log = warnings.first ?? ""
      #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
      #expect(log.contains("box.width == 100.0,\n"))
      #expect(
        log.hasSuffix("Will attempt to recover by breaking constraint\n'wide' box.width == 200.0"))
      // A constant that makes a kept constraint conflict breaks it instead.
      let floor = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
      floor.isActive = true
      host.window.layoutIfNeeded()
      let (_, more) = withWarningsCaptured {
        floor.constant = 150
        host.window.layoutIfNeeded()
      }
      #expect(more.count == 1 && more.first?.hasSuffix("box.width >= 150.0") == true)
      #expect(box.frame.width == 100)
    }

    @Test func aCycleOfEqualitiesIsBrokenNotHung() {
      let host = TestHost()
      let views = (0..<3).map { constrainedView(in: host.window, name: "v\($0)") }
      LayoutConstraint.activate([
        views[0].widthAnchor.constraint(equalTo: views[1].widthAnchor),
        views[1].widthAnchor.constraint(equalTo: views[2].widthAnchor),
        views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor, constant: 10),
        views[0].widthAnchor.constraint(equalToConstant: 40),
      ])
      let (_, warnings) = withWarningsCaptured { host.window.layoutIfNeeded() }
      #expect(warnings.count == 1)
      #expect(views.map(\.frame.width) == [40, 40, 40])
    }

    @Test func nonFiniteNumbersAreIgnoredWithAWarning() {
      let host = TestHost()
      let box = constrainedView(in: host.window, name: "box")
      for bad in [Double.nan, .infinity, -.infinity] {
        let constant = box.widthAnchor.constraint(equalToConstant: bad)
        let multiplied = box.widthAnchor.constraint(
          equalTo: host.window.widthAnchor, multiplier: bad)
        let (_, warnings) = withWarningsCaptured {
          LayoutConstraint.activate([constant, multiplied])
        }
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.contains("not finite") })
        #expect(!constant.isActive && !multiplied.isActive)
      }
      let width = box.widthAnchor.constraint(equalToConstant: 30)
      width.isActive = true
      let (_, warnings) = withWarningsCaptured { width.constant = .nan }
      #expect(warnings.count == 1 && width.constant == 30)
      let (_, priorityWarnings) = withWarningsCaptured { width.priority = LayoutPriority(.nan) }
      #expect(priorityWarnings.count == 1 && width.priority == .required)
      host.window.layoutIfNeeded()
      #expect(box.frame.width == 30)
    }

    @Test func viewsInDifferentWindowsCannotBeRelated() {
      let host = TestHost()
      let elsewhere = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let a = constrainedView(in: host.window, name: "a")
      let b = constrainedView(in: elsewhere, name: "b")
      let across = a.widthAnchor.constraint(equalTo: b.widthAnchor)
      let (_, warnings) = withWarningsCaptured { across.isActive = true }
      #expect(!across.isActive)
      #expect(warnings.first?.contains("no common ancestor") == true)
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachOutOfIt() {
      let host = TestHost()
      let container = constrainedView(in: host.window, name: "container")
      let child = constrainedView(in: container, name: "child")
      let inside = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
      let outside = child.heightAnchor.constraint(equalTo: host.window.heightAnchor)
      let pin = container.widthAnchor.constraint(equalToConstant: 100)
      LayoutConstraint.activate([inside, outside, pin])
      host.window.layoutIfNeeded()
      #expect(child.frame.size == Size(width: 50, height: 480))
      child.removeFromSuperview()
      #expect(inside.isActive == false && outside.isActive == false && pin.isActive)
      host.window.layoutIfNeeded()
      container.removeFromSuperview()
      #expect(pin.isActive && pin.installedOn === container)
      host.frame()
    }
  }
}
