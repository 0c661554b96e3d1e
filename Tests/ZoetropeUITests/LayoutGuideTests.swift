import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

/// A view that adds its constraints in updateConstraints(), once.
final class SelfConstrainingView: View {
  var updates = 0
  var order: [String] = []
  var log: ((String) -> Void)?
  override func updateConstraints() {
    updates += 1
    log?(accessibilityIdentifier ?? "?")
    if updates == 1, let superview {
      LayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 30),
        topAnchor.constraint(equalTo: superview.topAnchor, constant: 40),
        widthAnchor.constraint(equalToConstant: 50),
        heightAnchor.constraint(equalToConstant: 60),
      ])
    }
  }
}

extension UI {
  @Suite @MainActor struct LayoutGuideTests {
    @Test func aGuideSpacesTwoViews() {
      let host = TestHost()
      let window = host.window
      let left = constrainedView(in: window, name: "left")
      let right = constrainedView(in: window, name: "right")
      let gap = LayoutGuide()
      gap.identifier = "gap"
      window.addLayoutGuide(gap)
      #expect(gap.owningView === window && window.layoutGuides.count == 1)
      LayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
        left.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        left.widthAnchor.constraint(equalToConstant: 100),
        left.heightAnchor.constraint(equalToConstant: 20),
        gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
        gap.widthAnchor.constraint(equalToConstant: 24),
        gap.topAnchor.constraint(equalTo: left.topAnchor),
        gap.heightAnchor.constraint(equalTo: left.heightAnchor),
        right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
        right.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
        right.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
        right.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(gap.layoutFrame == Rect(x: 110, y: 10, width: 24, height: 20))
      #expect(right.frame == Rect(x: 134, y: 15, width: 176, height: 10))
      let toGap = window.constraints.filter { $0.firstItem === gap || $0.secondItem === gap }
      #expect(toGap.count == 6)
      #expect(toGap[0].equation.contains("Window.gap.leading"))
      window.removeLayoutGuide(gap)
      #expect(toGap.allSatisfy { !$0.isActive } && gap.owningView == nil)
    }

    @Test func marginsGuideInsetsByTheMargins() {
      let host = TestHost()
      let window = host.window
      let card = View(frame: Rect(x: 20, y: 50, width: 200, height: 100))
      window.addSubview(card)
      let label = constrainedView(in: card, name: "label")
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
        label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
      ])
      window.layoutIfNeeded()
      #expect(card.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
      #expect(label.frame == Rect(x: 8, y: 8, width: 184, height: 84))
      #expect(card.layoutMarginsGuide.layoutFrame == label.frame)
      card.layoutMargins = EdgeInsets(top: 4, left: 16, bottom: 12, right: 20)
      window.layoutIfNeeded()
      #expect(label.frame == Rect(x: 16, y: 4, width: 164, height: 84))
      card.frame = Rect(x: 0, y: 0, width: 300, height: 100)
      window.layoutIfNeeded()
      #expect(label.frame.width == 264)
    }

    @Test func safeAreaFollowsTheWindowsInsets() {
      let host = TestHost()
      let window = host.window
      window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
      let content = constrainedView(in: window, name: "content")
      LayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
        content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
      ])
      window.layoutIfNeeded()
      #expect(content.frame == Rect(x: 0, y: 47, width: 320, height: 399))
      // A view under the top inset sees part of it; margins add to it.
      let bar = View(frame: Rect(x: 0, y: 20, width: 320, height: 60))
      window.addSubview(bar)
      #expect(bar.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
      let title = constrainedView(in: bar, name: "title")
      LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: bar.layoutMarginsGuide.topAnchor),
        title.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
        title.widthAnchor.constraint(equalToConstant: 10),
        title.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(title.frame.origin == Point(x: 8, y: 35))
      bar.insetsLayoutMarginsFromSafeArea = false
      window.layoutIfNeeded()
      #expect(title.frame.origin == Point(x: 8, y: 8))
      // Moving the bar below the inset frees it, at the next layout pass.
      bar.insetsLayoutMarginsFromSafeArea = true
      bar.frame.origin.y = 100
      window.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(title.frame.origin == Point(x: 8, y: 8))
    }

    @Test func badInsetsAndUnaddedGuidesWarn() {
      let host = TestHost()
      let view = constrainedView(in: host.window, name: "v")
      let (_, warnings) = withWarningsCaptured {
        view.layoutMargins = EdgeInsets(top: .nan, left: -3, bottom: 2, right: .infinity)
        host.window.screenSafeAreaInsets = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
        let loose = LayoutGuide()
        view.leadingAnchor.constraint(equalTo: loose.leadingAnchor).isActive = true
      }
      #expect(view.layoutMargins == EdgeInsets(top: 0, left: 0, bottom: 2, right: 0))
      #expect(host.window.screenSafeAreaInsets == .zero)
      #expect(warnings.count == 3)
      #expect(view.constraints.isEmpty && host.window.constraints.isEmpty)
    }

    @Test func updateConstraintsRunsAtTheLayoutPassSubviewsFirst() {
      let host = TestHost()
      let outer = SelfConstrainingView()
      outer.accessibilityIdentifier = "outer"
      outer.translatesAutoresizingMaskIntoConstraints = false
      let inner = SelfConstrainingView()
      inner.accessibilityIdentifier = "inner"
      inner.translatesAutoresizingMaskIntoConstraints = false
      host.window.addSubview(outer)
      outer.addSubview(inner)
      var order: [String] = []
      outer.log = { order.append($0) }
      inner.log = { order.append($0) }
      outer.setNeedsUpdateConstraints()
      inner.setNeedsUpdateConstraints()
      #expect(outer.needsUpdateConstraints() && outer.updates == 0)
      host.frame()
      #expect(order == ["inner", "outer"])
      #expect(!outer.needsUpdateConstraints())
      #expect(outer.frame == Rect(x: 30, y: 40, width: 50, height: 60))
      #expect(inner.frame == Rect(x: 30, y: 40, width: 50, height: 60))
      host.frame()
      #expect(outer.updates == 1)
      inner.setNeedsUpdateConstraints()
      inner.updateConstraintsIfNeeded()
      #expect(inner.updates == 2 && outer.updates == 1)
    }

    @Test func systemLayoutSizeFittingSolvesTheSubtree() {
      let host = TestHost()
      let cell = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      host.window.addSubview(cell)
      let title = SizedView()
      title.naturalSize = Size(width: 120, height: 22)
      let body = SizedView()
      body.naturalSize = Size(width: 200, height: 40)
      for view in [title, body] {
        view.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(view)
      }
      LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
        title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
        body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        body.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
        body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
      ])
      let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      #expect(compressed == Size(width: 232, height: 94))
      let atWidth = cell.systemLayoutSizeFitting(
        Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      #expect(atWidth == Size(width: 375, height: 94))
      #expect(cell.frame.size == Size(width: 10, height: 10))  // nothing laid out
      #expect(title.frame == .zero)
      // A label alone: its intrinsic size.
      let label = SizedView()
      #expect(label.systemLayoutSizeFitting(.zero) == Size(width: 80, height: 30))
      let (size, warnings) = withWarningsCaptured {
        label.systemLayoutSizeFitting(Size(width: .nan, height: 5))
      }
      #expect(size == Size(width: 80, height: 30) && warnings.count == 1)
      // The constraints still belong to the window's engine.
      cell.frame = Rect(x: 0, y: 0, width: 375, height: 94)
      host.window.layoutIfNeeded()
      #expect(title.frame == Rect(x: 16, y: 12, width: 120, height: 22))
      #expect(body.frame == Rect(x: 16, y: 42, width: 200, height: 40))
    }

    @Test func aLayoutPassMovesOnlyWhatTheChangeMovedChildrenIncluded() {
      let host = TestHost()
      let window = host.window
      let box = constrainedView(in: window, name: "box")
      let inner = constrainedView(in: box, name: "inner")
      let other = constrainedView(in: window, name: "other")
      let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
      LayoutConstraint.activate([
        left, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 100),
        // Pinned to the window, not to its superview: it moves within the box.
        inner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
        inner.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
        inner.widthAnchor.constraint(equalToConstant: 10),
        inner.heightAnchor.constraint(equalToConstant: 10),
        other.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 200),
        other.topAnchor.constraint(equalTo: window.topAnchor),
        other.widthAnchor.constraint(equalToConstant: 10),
        other.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(inner.frame.origin == Point(x: 30, y: 30))
      left.constant = 40
      window.layoutIfNeeded()
      #expect(box.frame.origin == Point(x: 40, y: 20))
      #expect(inner.frame.origin == Point(x: 10, y: 30))
      #expect(other.frame.origin == Point(x: 200, y: 0))
    }
  }
}
