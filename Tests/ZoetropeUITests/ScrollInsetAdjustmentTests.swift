import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

/// Counts the delegate's adjusted-inset calls.
@MainActor
final class InsetLog: ScrollViewDelegate {
  var changes: [EdgeInsets] = []
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
    changes.append(scrollView.adjustedContentInset)
  }
}

extension UI {
  /// `contentInsetAdjustmentBehavior` against UIKit's documented rules:
  /// the safe area joins `contentInset` on every side (`.always`), on none
  /// (`.never`), or along the axes that scroll (`.scrollableAxes`, and
  /// `.automatic` outside navigation controllers).
  @Suite @MainActor struct ScrollInsetAdjustmentTests {
    /// A window with a phone's safe area (and 10 and 20 at the sides),
    /// filled by a scroll view with a 5-point content inset all round.
    func stage(content: Size) -> (TestHost, ScrollView, InsetLog) {
      let host = TestHost()
      host.window.screenSafeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 20)
      let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      let log = InsetLog()
      scroll.delegate = log
      scroll.contentSize = content
      scroll.contentInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
      scroll.contentOffset = Point(x: -5, y: -5)  // at rest at the top left
      host.window.addSubview(scroll)
      host.window.layoutIfNeeded()
      return (host, scroll, log)
    }

    @Test func automaticAdjustsOnlyTheAxesThatScroll() {
      let (host, scroll, log) = stage(content: Size(width: 320, height: 4_000))
      #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
      #expect(scroll.safeAreaInsets == EdgeInsets(top: 44, left: 10, bottom: 34, right: 20))
      // Taller than the view, not wider: top and bottom only.
      #expect(scroll.adjustedContentInset == EdgeInsets(top: 49, left: 5, bottom: 39, right: 5))
      // At rest at the top, the content moved below the safe area's top.
      #expect(scroll.contentOffset == Point(x: -5, y: -49))
      #expect(log.changes.count == 1)
      // Wider, not taller: left and right only.
      scroll.contentSize = Size(width: 1_000, height: 100)
      host.window.layoutIfNeeded()
      #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 15, bottom: 5, right: 25))
      #expect(log.changes.count == 2)
      // Not scrollable, but bouncing vertically: top and bottom.
      scroll.contentSize = Size(width: 100, height: 100)
      scroll.alwaysBounceVertical = true
      #expect(scroll.adjustedContentInset == EdgeInsets(top: 49, left: 5, bottom: 39, right: 5))
      scroll.isScrollEnabled = false
      #expect(scroll.adjustedContentInset == scroll.contentInset)
      scroll.isScrollEnabled = true
      scroll.contentInsetAdjustmentBehavior = .scrollableAxes
      #expect(scroll.adjustedContentInset == EdgeInsets(top: 49, left: 5, bottom: 39, right: 5))
    }

    @Test func neverAndAlways() {
      let (host, scroll, log) = stage(content: Size(width: 100, height: 100))
      #expect(scroll.adjustedContentInset == scroll.contentInset, "nothing scrolls")
      scroll.contentInsetAdjustmentBehavior = .always
      host.window.layoutIfNeeded()
      #expect(scroll.adjustedContentInset == EdgeInsets(top: 49, left: 15, bottom: 39, right: 25))
      #expect(scroll.contentOffset == Point(x: -15, y: -49))
      #expect(log.changes.last == scroll.adjustedContentInset)
      scroll.contentInsetAdjustmentBehavior = .never
      host.window.layoutIfNeeded()
      #expect(scroll.adjustedContentInset == scroll.contentInset)
      #expect(scroll.contentOffset == Point(x: -5, y: -5))
      // Scrolling stops at the adjusted edges.
      scroll.contentInsetAdjustmentBehavior = .always
      scroll.contentSize = Size(width: 320, height: 1_000)
      host.window.layoutIfNeeded()
      #expect(scroll.offsetRange.y == -49...(1_000 + 39 - 480))
      #expect(scroll.offsetRange.x == -15...(320 + 25 - 320))
    }

    @Test func aContentInsetChangeAloneDoesNotMoveTheContent() {
      let (host, scroll, log) = stage(content: Size(width: 320, height: 4_000))
      scroll.contentOffset = Point(x: 0, y: 300)
      scroll.contentInset = EdgeInsets(top: 25, left: 5, bottom: 5, right: 5)
      host.window.layoutIfNeeded()
      #expect(scroll.adjustedContentInset.top == 69 && scroll.contentOffset.y == 300)
      scroll.contentOffset = Point(x: 0, y: -69)
      host.window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      host.window.layoutIfNeeded()
      // The safe area moved: the content resting at the top follows it.
      #expect(scroll.adjustedContentInset.top == 45 && scroll.contentOffset.y == -45)
      #expect(log.changes.count == 3)
    }
  }
}
