import Testing
import ZoetropeAnimation
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  @Suite @MainActor struct AnimatedLayoutTests {
    /// A panel pinned to the bottom with a height constraint, a title that
    /// sits on the panel, and a badge that ignores both.
    @MainActor struct Screen {
      let host = TestHost()
      let panel: View
      let title: View
      let badge: View
      let height: LayoutConstraint

      init() {
        let window = host.window
        panel = constrainedView(in: window, name: "panel")
        title = constrainedView(in: window, name: "title")
        badge = constrainedView(in: window, name: "badge")
        height = panel.heightAnchor.constraint(equalToConstant: 120)
        LayoutConstraint.activate([
          panel.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
          panel.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
          panel.bottomAnchor.constraint(equalTo: window.bottomAnchor), height,
          title.bottomAnchor.constraint(equalTo: panel.topAnchor, constant: -8),
          title.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
          title.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5),
          title.heightAnchor.constraint(equalToConstant: 20),
          badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
          badge.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
          badge.widthAnchor.constraint(equalToConstant: 10),
          badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        host.frame()
      }

      /// The view's presentation frame at the last frame.
      func presented(_ view: View) -> Rect {
        let layer = view.layer.presentation()
        let size = layer.bounds.size
        return Rect(
          x: layer.position.x - size.width / 2, y: layer.position.y - size.height / 2,
          width: size.width, height: size.height)
      }
    }

    @Test func aConstantChangeInABlockAnimatesEveryAffectedFrameAlongTheCurve() {
      let screen = Screen()
      let before = [screen.panel.frame, screen.title.frame]
      #expect(
        before == [
          Rect(x: 16, y: 360, width: 288, height: 120), Rect(x: 88, y: 332, width: 144, height: 20),
        ])
      View.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut) {
        screen.height.constant = 320
        screen.host.window.layoutIfNeeded()
      }
      let after = [screen.panel.frame, screen.title.frame]
      #expect(
        after == [
          Rect(x: 16, y: 160, width: 288, height: 320), Rect(x: 88, y: 132, width: 144, height: 20),
        ])
      #expect(screen.badge.layer.animationKeys().isEmpty)
      screen.host.frame()
      var elapsed = 0.0
      for sample in [0.075, 0.15, 0.225] {
        screen.host.advance(by: sample - elapsed)
        elapsed = sample
        let progress = TimingFunction.easeInEaseOut.value(at: sample / 0.3)
        for (index, view) in [screen.panel, screen.title].enumerated() {
          let expected = before[index].interpolated(to: after[index], progress)
          let shown = screen.presented(view)
          for (got, want) in [
            (shown.minX, expected.minX), (shown.minY, expected.minY),
            (shown.width, expected.width), (shown.height, expected.height),
          ] {
            #expect(abs(got - want) < 1e-6, "\(view.accessibilityIdentifier ?? "") at \(sample) s")
          }
        }
      }
      screen.host.advance(by: 0.1)
      #expect(screen.presented(screen.panel) == after[0])
      #expect(screen.presented(screen.badge) == Rect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func theMidPointOfTheBlockIsHalfWay() {
      let screen = Screen()
      View.animate(withDuration: 0.3) {
        screen.height.constant = 320
        screen.host.window.layoutIfNeeded()
      }
      screen.host.frame()
      screen.host.advance(by: 0.15)
      let panel = screen.presented(screen.panel)
      let title = screen.presented(screen.title)
      #expect(abs(panel.height - 220) < 1e-6 && abs(panel.minY - 260) < 1e-6)
      #expect(abs(title.minY - 232) < 1e-6 && abs(title.height - 20) < 1e-6)
    }

    @Test func aSpringBlockMovesEveryAffectedFrameAlongTheSpring() {
      let screen = Screen()
      View.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0
      ) {
        screen.height.constant = 320
        screen.host.window.layoutIfNeeded()
      }
      screen.host.frame()
      let spring = Spring(uikitDuration: 0.5, dampingRatio: 0.4)
      var elapsed = 0.0
      var overshot = false
      for sample in [0.1, 0.2, 0.3, 0.4] {
        screen.host.advance(by: sample - elapsed)
        elapsed = sample
        let fraction = spring.value(at: sample)
        overshot = overshot || fraction > 1
        let panel = screen.presented(screen.panel)
        let title = screen.presented(screen.title)
        #expect(abs(panel.height - (120 + 200 * fraction)) < 1e-6, "at \(sample) s")
        #expect(abs(panel.minY - (360 - 200 * fraction)) < 1e-6, "at \(sample) s")
        #expect(abs(title.minY - (332 - 200 * fraction)) < 1e-6, "at \(sample) s")
      }
      #expect(overshot)
    }

    @Test func withoutABlockTheChangeShowsAtTheNextFrame() {
      let screen = Screen()
      screen.height.constant = 40
      screen.host.frame()
      #expect(screen.panel.layer.animationKeys().isEmpty)
      #expect(screen.presented(screen.panel) == Rect(x: 16, y: 440, width: 288, height: 40))
    }

    @Test func aConstantChangeInAPropertyAnimatorScrubsEveryAffectedFrame() {
      let screen = Screen()
      let animator = PropertyAnimator(duration: 1, curve: .easeInOut) {
        screen.height.constant = 320
        screen.host.window.layoutIfNeeded()
      }
      for fraction in [0.25, 0.5, 0.8] {
        animator.fractionComplete = fraction
        screen.host.frame(at: screen.host.now + 0.1)
        #expect(screen.panel.frame == Rect(x: 16, y: 160, width: 288, height: 320), "the model")
        // Scrubbing is linear in the fraction (UIKit's default).
        let grown = 200 * fraction
        let panel = screen.presented(screen.panel)
        let title = screen.presented(screen.title)
        #expect(abs(panel.minY - (360 - grown)) < 1e-9 && abs(panel.height - (120 + grown)) < 1e-9)
        #expect(abs(title.minY - (332 - grown)) < 1e-9, "the title rides on the panel")
        #expect(screen.presented(screen.badge) == screen.badge.frame, "the badge does not move")
      }
      animator.startAnimation()
      screen.host.frame(at: screen.host.now + 2)
      screen.host.frame(at: screen.host.now + 0.1)
      #expect(screen.presented(screen.panel) == Rect(x: 16, y: 160, width: 288, height: 320))
    }
  }
}

extension Rect {
  /// The rectangle a fraction of the way to another, edge by edge.
  func interpolated(to other: Rect, _ fraction: Double) -> Rect {
    Rect(
      x: minX + (other.minX - minX) * fraction, y: minY + (other.minY - minY) * fraction,
      width: width + (other.width - width) * fraction,
      height: height + (other.height - height) * fraction)
  }
}
