import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// `directionalLayoutMargins` and `layoutMargins` kept in step through
  /// the layout direction, both ways, as UIKit keeps them.
  @Suite @MainActor struct DirectionalMarginsTests {
    /// A panel filling the window's margins guide, and a badge at its
    /// leading margin.
    func panel(in host: TestHost) -> (panel: View, badge: View) {
      let panel = constrainedView(in: host.window, name: "panel")
      let badge = constrainedView(in: panel, name: "badge")
      let guide = host.window.layoutMarginsGuide
      LayoutConstraint.activate([
        panel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        panel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        panel.topAnchor.constraint(equalTo: guide.topAnchor),
        panel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        badge.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
        badge.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
        badge.widthAnchor.constraint(equalToConstant: 10),
        badge.heightAnchor.constraint(equalToConstant: 10),
      ])
      return (panel, badge)
    }

    @Test func directionalMarginsSetLeftToRight() {
      let host = TestHost()
      let window = host.window
      window.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 4, leading: 20, bottom: 6, trailing: 40)
      #expect(window.layoutMargins == EdgeInsets(top: 4, left: 20, bottom: 6, right: 40))
      let (panel, badge) = panel(in: host)
      panel.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 2, leading: 30, bottom: 0, trailing: 0)
      window.layoutIfNeeded()
      #expect(panel.frame == Rect(x: 20, y: 4, width: 260, height: 470))
      #expect(window.layoutMarginsGuide.layoutFrame == panel.frame)
      #expect(badge.frame == Rect(x: 30, y: 2, width: 10, height: 10))
      // The margin attributes are the guide's: the trailing margin is 40
      // from the right.
      let tail = constrainedView(in: window, name: "tail")
      LayoutConstraint.activate([
        LayoutConstraint(
          item: tail, attribute: .trailing, relatedBy: .equal, toItem: window,
          attribute: .trailingMargin, multiplier: 1, constant: 0),
        tail.widthAnchor.constraint(equalToConstant: 10),
        tail.heightAnchor.constraint(equalToConstant: 10),
        tail.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      window.layoutIfNeeded()
      #expect(tail.frame.maxX == 280)
    }

    @Test func directionalMarginsFollowARightToLeftView() {
      let host = TestHost()
      let window = host.window
      window.semanticContentAttribute = .forceRightToLeft
      window.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 4, leading: 20, bottom: 6, trailing: 40)
      // Leading is the right margin.
      #expect(window.layoutMargins == EdgeInsets(top: 4, left: 40, bottom: 6, right: 20))
      let (panel, badge) = panel(in: host)
      panel.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 2, leading: 30, bottom: 0, trailing: 0)
      #expect(panel.layoutMargins == EdgeInsets(top: 2, left: 0, bottom: 0, right: 30))
      window.layoutIfNeeded()
      #expect(panel.frame == Rect(x: 40, y: 4, width: 260, height: 470))
      #expect(window.layoutMarginsGuide.layoutFrame == panel.frame)
      // The badge's leading edge at the panel's leading margin, 30 from
      // its right edge.
      #expect(badge.frame == Rect(x: 260 - 30 - 10, y: 2, width: 10, height: 10))
    }

    @Test func layoutMarginsSetRightToLeftReadAsDirectional() {
      let host = TestHost()
      let view = constrainedView(in: host.window, name: "view")
      host.window.semanticContentAttribute = .forceRightToLeft
      view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      #expect(
        view.directionalLayoutMargins
          == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
      host.window.semanticContentAttribute = .forceLeftToRight
      #expect(
        view.directionalLayoutMargins
          == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    /// Whichever was set last stays put when the direction changes; the
    /// other is mapped again, and so is the layout.
    @Test func aDirectionChangeRemapsTheOtherMargins() {
      let host = TestHost()
      let window = host.window
      let (panel, badge) = panel(in: host)
      window.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
      panel.directionalLayoutMargins = DirectionalEdgeInsets(
        top: 0, leading: 30, bottom: 0, trailing: 0)
      window.layoutIfNeeded()
      #expect(panel.frame.minX == 20 && badge.frame.minX == 30)
      window.semanticContentAttribute = .forceRightToLeft
      // The window's left and right margins stay; its directional ones swap.
      #expect(window.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 40))
      #expect(
        window.directionalLayoutMargins
          == DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 20))
      // The panel inherits the direction: its leading margin moves right.
      #expect(
        panel.directionalLayoutMargins
          == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0))
      #expect(panel.layoutMargins == EdgeInsets(top: 0, left: 0, bottom: 0, right: 30))
      window.layoutIfNeeded()
      #expect(panel.frame == Rect(x: 20, y: 0, width: 260, height: 480))
      #expect(panel.layoutMarginsGuide.layoutFrame.maxX == 230)
      #expect(badge.frame.maxX == 230)
      // Setting left and right margins makes them the ones that stay.
      panel.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
      window.semanticContentAttribute = .unspecified
      window.layoutIfNeeded()
      #expect(panel.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
      #expect(
        panel.directionalLayoutMargins
          == DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
      #expect(badge.frame.minX == 5)
    }

    @Test func badDirectionalMarginsAreZeroWithAWarning() {
      let view = View()
      let (_, warnings) = withWarningsCaptured {
        view.directionalLayoutMargins = DirectionalEdgeInsets(
          top: .nan, leading: -3, bottom: .infinity, trailing: 7)
      }
      #expect(
        view.directionalLayoutMargins
          == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 7))
      #expect(warnings.count == 1)
      #expect(warnings.first?.contains("must be finite and not negative") == true)
      let (_, none) = withWarningsCaptured {
        view.directionalLayoutMargins = DirectionalEdgeInsets(
          top: 1, leading: 2, bottom: 3, trailing: 4)
      }
      #expect(none.isEmpty)
      #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func convertingInsetsBothWays() {
      let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      let rtl = DirectionalEdgeInsets(insets, rightToLeft: true)
      #expect(rtl == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
      #expect(EdgeInsets(rtl, rightToLeft: true) == insets)
      #expect(
        EdgeInsets(DirectionalEdgeInsets(insets, rightToLeft: false), rightToLeft: false) == insets)
      #expect(DirectionalEdgeInsets.zero == DirectionalEdgeInsets(insets: .zero))
    }
  }
}

extension DirectionalEdgeInsets {
  /// Directional insets from left-to-right ones (for the test above).
  fileprivate init(insets: EdgeInsets) { self.init(insets, rightToLeft: false) }
}
