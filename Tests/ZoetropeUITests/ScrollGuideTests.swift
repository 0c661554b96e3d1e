import Testing
import ZoetropeGraphics

@testable import ZoetropeUI

extension UI {
  /// A scroll view's content and frame layout guides: content pinned to
  /// the content guide sets the content size, the frame guide stays put
  /// while the content scrolls.
  @Suite @MainActor struct ScrollGuideTests {
    @Test func contentPinnedToTheContentGuideSetsTheContentSize() {
      let host = TestHost()
      let scroll = ScrollView(frame: Rect(x: 0, y: 20, width: 320, height: 400))
      host.window.addSubview(scroll)
      let column = View()
      column.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(column)
      let height = column.heightAnchor.constraint(equalToConstant: 1_000)
      LayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
        column.bottomAnchor.constraint(
          equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -10),
        column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        height,
      ])
      host.window.layoutIfNeeded()
      #expect(column.frame == Rect(x: 0, y: 10, width: 320, height: 1_000))
      #expect(scroll.contentSize == Size(width: 320, height: 1_020))
      #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 1_020))
      #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 400))
      height.constant = 600
      host.window.layoutIfNeeded()
      #expect(scroll.contentSize == Size(width: 320, height: 620), "follows the content")
      // Scrolled: the content keeps its place in the content.
      scroll.contentOffset = Point(x: 0, y: 150)
      host.window.layoutIfNeeded()
      #expect(column.frame.minY == 10 && scroll.contentSize.height == 620)
    }

    @Test func unconstrainedTheContentGuideIsTheContentSize() {
      let host = TestHost()
      let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      scroll.contentSize = Size(width: 640, height: 900)
      host.window.addSubview(scroll)
      let corner = View()
      corner.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(corner)
      LayoutConstraint.activate([
        corner.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        corner.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        corner.widthAnchor.constraint(equalToConstant: 20),
        corner.heightAnchor.constraint(equalToConstant: 20),
      ])
      host.window.layoutIfNeeded()
      #expect(corner.frame == Rect(x: 620, y: 880, width: 20, height: 20))
      #expect(scroll.contentSize == Size(width: 640, height: 900))
      scroll.contentSize = Size(width: 320, height: 1_000)
      host.window.layoutIfNeeded()
      #expect(corner.frame == Rect(x: 300, y: 980, width: 20, height: 20))
    }

    @Test func aViewPinnedToTheFrameGuideStaysWhileTheContentScrolls() {
      let host = TestHost()
      let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
      scroll.contentSize = Size(width: 320, height: 2_000)
      host.window.addSubview(scroll)
      let badge = View()
      badge.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(badge)
      LayoutConstraint.activate([
        badge.trailingAnchor.constraint(
          equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -8),
        badge.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -8),
        badge.widthAnchor.constraint(equalToConstant: 40),
        badge.heightAnchor.constraint(equalToConstant: 40),
      ])
      host.window.layoutIfNeeded()
      #expect(badge.frame == Rect(x: 272, y: 432, width: 40, height: 40))
      scroll.contentOffset = Point(x: 0, y: 700)
      host.window.layoutIfNeeded()
      #expect(badge.frame == Rect(x: 272, y: 1_132, width: 40, height: 40))
      #expect(badge.convert(Point.zero, to: host.window) == Point(x: 272, y: 432))
    }
  }
}
