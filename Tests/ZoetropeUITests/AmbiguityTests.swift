import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct AmbiguityTests {
    @Test func aViewWithoutAVerticalPlaceIsAmbiguous() {
      let host = TestHost()
      let box = constrainedView(in: host.window, name: "box")
      LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
      #expect(box.hasAmbiguousLayout)
      box.topAnchor.constraint(equalTo: host.window.topAnchor).isActive = true
      #expect(!box.hasAmbiguousLayout)
      #expect(!host.window.hasAmbiguousLayout, "a view that keeps its frame")
    }

    @Test func equalWishesBothWaysAreAmbiguousAndAPriorityDecides() {
      let host = TestHost()
      let window = host.window
      let left = SizedView()
      let right = SizedView()
      for view in [left, right] {
        view.naturalSize = Size(width: 40, height: 20)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
      }
      LayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
        right.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        left.topAnchor.constraint(equalTo: window.topAnchor),
        right.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      // 320 points for two views that hug at 250 each: who grows is open.
      #expect(left.hasAmbiguousLayout && right.hasAmbiguousLayout)
      left.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
      #expect(!left.hasAmbiguousLayout && !right.hasAmbiguousLayout)
      window.layoutIfNeeded()
      #expect(left.frame.width == 40 && right.frame.width == 280)
    }
  }
}
