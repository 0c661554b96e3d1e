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

    @Test func exercisingAmbiguityMovesAViewWithinItsConstraints() {
      let host = TestHost()
      let box = constrainedView(in: host.window, name: "box")
      LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
        box.widthAnchor.constraint(equalToConstant: 50),
        box.heightAnchor.constraint(equalToConstant: 50),
      ])
      host.window.layoutIfNeeded()
      let before = box.frame
      box.exerciseAmbiguityInLayout()
      // Only the free variable (top) moved; the constraints still hold.
      #expect(box.frame.minY == before.minY + 100)
      #expect(box.frame.minX == 10 && box.frame.size == Size(width: 50, height: 50))
      box.exerciseAmbiguityInLayout()
      #expect(box.frame.minY < before.minY + 100, "the other way")
      // Pinned down, it does not move.
      box.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 30).isActive = true
      host.window.layoutIfNeeded()
      box.exerciseAmbiguityInLayout()
      #expect(box.frame == Rect(x: 10, y: 30, width: 50, height: 50))
      host.window.exerciseAmbiguityInLayout()  // keeps its frame: nothing to do
      #expect(host.window.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    }
  }
}
