import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct StackViewTests {
    /// A stack pinned to a 300 × 100 area of the window, with three sized
    /// views of widths 40, 60, 100 and heights 20, 30, 50.
    func row(_ host: TestHost, height: Double = 100) -> (StackView, [SizedView]) {
      let views = [(40.0, 20.0), (60, 30), (100, 50)].map { size in
        let view = SizedView()
        view.naturalSize = Size(width: size.0, height: size.1)
        return view
      }
      let stack = StackView(arrangedSubviews: views)
      stack.translatesAutoresizingMaskIntoConstraints = false
      host.window.addSubview(stack)
      LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
        stack.widthAnchor.constraint(equalToConstant: 300),
        stack.heightAnchor.constraint(equalToConstant: height),
      ])
      return (stack, views)
    }

    /// Whether two lists of numbers agree to 1e-9.
    func close(_ a: [Double], _ b: [Double]) -> Bool {
      a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func distributions() {
      let host = TestHost()
      let (stack, views) = row(host)
      stack.spacing = 10
      // fill: the views keep their widths except the one that hugs least;
      // all hug at 250, so the solver grows one: the lengths add to 280.
      host.window.layoutIfNeeded()
      #expect(views.map(\.frame.width).reduce(0, +) == 280)
      #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 300)
      views[0].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
      views[1].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
      host.window.layoutIfNeeded()
      #expect(views.map(\.frame.width) == [40, 60, 180])
      stack.distribution = .fillEqually
      host.window.layoutIfNeeded()
      let third = (300.0 - 20) / 3
      #expect(close(views.map(\.frame.minX), [0, third + 10, 2 * third + 20]))
      stack.distribution = .fillProportionally
      host.window.layoutIfNeeded()
      #expect(close(views.map(\.frame.width), [56, 84, 140]))
      stack.distribution = .equalSpacing
      host.window.layoutIfNeeded()
      #expect(views.map(\.frame.width) == [40, 60, 100])
      #expect(close(views.map(\.frame.minX), [0, 90, 200]))
      stack.distribution = .equalCentering
      host.window.layoutIfNeeded()
      // Centres 20, 150, 250 would be unequal; equal gaps between centres
      // with the ends pinned: 20, 135, 250.
      #expect(close(views.map(\.frame.midX), [20, 135, 250]))
    }

    @Test func alignments() {
      let host = TestHost()
      let (stack, views) = row(host)
      stack.distribution = .equalSpacing
      host.window.layoutIfNeeded()
      #expect(views.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 })
      stack.alignment = .top
      host.window.layoutIfNeeded()
      #expect(views.map(\.frame.minY) == [0, 0, 0])
      #expect(views.map(\.frame.height) == [20, 30, 50])
      stack.alignment = .center
      host.window.layoutIfNeeded()
      #expect(close(views.map(\.frame.midY), [50, 50, 50]))
      stack.alignment = .bottom
      host.window.layoutIfNeeded()
      #expect(views.map(\.frame.maxY) == [100, 100, 100])
    }

    @Test func verticalWithCustomSpacingAndMargins() {
      let host = TestHost()
      let (stack, views) = row(host, height: 200)
      stack.axis = .vertical
      stack.alignment = .leading
      stack.distribution = .equalSpacing
      stack.setCustomSpacing(2, after: views[0])
      #expect(stack.customSpacing(after: views[0]) == 2)
      #expect(stack.customSpacing(after: views[1]) == 0)
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 5, right: 6)
      host.window.layoutIfNeeded()
      #expect(views.map(\.frame.minX) == [6, 6, 6])
      #expect(views.map(\.frame.width) == [40, 60, 100])
      // 190 points of canvas, 100 of views: two equal gaps of 45.
      #expect(close(views.map(\.frame.minY), [5, 70, 145]))
      // Fill: the custom gap after the first view, none after the second.
      stack.distribution = .fill
      views[0].setContentHuggingPriority(LayoutPriority(251), for: .vertical)
      views[1].setContentHuggingPriority(LayoutPriority(251), for: .vertical)
      host.window.layoutIfNeeded()
      #expect(close(views.map(\.frame.minY), [5, 27, 57]))
      #expect(close([views[2].frame.maxY], [195]))
    }

    @Test func hiddenViewsCollapseAndAnimateOut() {
      let host = TestHost()
      let (stack, views) = row(host)
      stack.spacing = 10
      stack.distribution = .fillEqually
      host.window.layoutIfNeeded()
      views[1].isHidden = true
      host.window.layoutIfNeeded()
      #expect(close([views[0].frame.width, views[2].frame.minX], [145, 155]))
      #expect(views[1].frame.width == 0 && views[1].layer.isHidden)
      views[1].isHidden = false
      host.window.layoutIfNeeded()
      let third = (300.0 - 20) / 3
      #expect(close([views[2].frame.minX], [2 * third + 20]))
      // Inside a block: the view stays on screen while it collapses.
      var completed = false
      View.animate(
        withDuration: 0.3,
        animations: {
          views[1].isHidden = true
          host.window.layoutIfNeeded()
        },
        completion: { _ in completed = true })
      #expect(views[1].isHidden && !views[1].layer.isHidden)
      #expect(views[1].frame.width == 0)  // the model value
      host.advance(by: 0.15)
      let presented = views[1].layer.presentation().bounds.width
      #expect(presented > 10 && presented < third)
      host.advance(by: 0.2)
      #expect(completed && views[1].layer.isHidden)
    }

    @Test func hiddenViewsCollapseInAPropertyAnimator() {
      let host = TestHost()
      let (stack, views) = row(host)
      stack.distribution = .fillEqually
      host.window.layoutIfNeeded()
      let animator = PropertyAnimator(duration: 1, curve: .linear) {
        views[1].isHidden = true
        host.window.layoutIfNeeded()
      }
      animator.startAnimation()
      #expect(views[1].isHidden && !views[1].layer.isHidden)
      host.advance(by: 0.5)
      let presented = views[1].layer.presentation().bounds.width
      #expect(presented > 10 && presented < 100, "half-way through the collapse")
      host.advance(by: 0.6)
      #expect(views[1].layer.isHidden && views[1].frame.width == 0)
      // Reversed to the start: shown again, at its width.
      let back = PropertyAnimator(duration: 1, curve: .linear) {
        views[2].isHidden = true
        host.window.layoutIfNeeded()
      }
      back.startAnimation()
      host.advance(by: 0.3)
      back.isReversed = true
      host.advance(by: 1)
      host.window.layoutIfNeeded()
      #expect(!views[2].isHidden && !views[2].layer.isHidden)
      #expect(close([views[2].frame.width], [150]))
    }

    @Test func arrangedSubviewsFollowRemovalAndBadInput() {
      let host = TestHost()
      let (stack, views) = row(host)
      stack.removeArrangedSubview(views[0])
      #expect(stack.arrangedSubviews.count == 2 && views[0].superview === stack)
      views[1].removeFromSuperview()
      #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(views[2])])
      let (_, warnings) = withWarningsCaptured {
        stack.spacing = .nan
        stack.setCustomSpacing(.infinity, after: views[2])
        stack.insertArrangedSubview(views[1], at: 9)
      }
      #expect(warnings.count == 3 && stack.spacing == 0)
      #expect(stack.arrangedSubviews.last === views[1])
      host.window.layoutIfNeeded()
      #expect(views[2].frame.minX == 0 && views[1].frame.maxX == 300)
    }
  }
}
