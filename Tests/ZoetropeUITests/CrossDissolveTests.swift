import Foundation
import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeTesting

@testable import ZoetropeUI

extension UI {
  /// `View.transition(with:options: .transitionCrossDissolve)` blends old
  /// and new content as UIKit does: halfway, both at half strength, also
  /// where either is transparent (issue 33: digits used to overprint).
  @Suite @MainActor struct CrossDissolveTests {
    /// A white window, and a clear card whose one red mark on the left is
    /// replaced by a blue mark on the right.
    @MainActor struct Stage {
      let host = TestHost(size: Size(width: 100, height: 80))
      let card = View(frame: Rect(x: 10, y: 10, width: 80, height: 60))
      let old = View(frame: Rect(x: 0, y: 0, width: 30, height: 60))
      let new = View(frame: Rect(x: 50, y: 0, width: 30, height: 60))

      init() {
        host.window.backgroundColor = .white
        old.backgroundColor = .red
        new.backgroundColor = .blue
        new.isHidden = true
        card.addSubview(old)
        card.addSubview(new)
        host.window.addSubview(card)
        host.frame(at: 0)
        let (old, new) = (self.old, self.new)
        View.transition(
          with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear]
        ) {
          old.isHidden = true
          new.isHidden = false
        }
      }

      func image(at time: Double) -> Image {
        host.frame(at: time)
        guard let snapshot = host.snapshots.last else { return transparentPixel() }
        return Renderer().render(snapshot, size: Size(width: 100, height: 80), background: .white)
      }
    }

    static func close(_ color: Color, _ red: Double, _ green: Double, _ blue: Double) -> Bool {
      abs(color.red - red) < 0.03 && abs(color.green - green) < 0.03
        && abs(color.blue - blue) < 0.03 && abs(color.alpha - 1) < 0.01
    }

    @Test func theMiddleFrameShowsOldAndNewAtHalfStrength() throws {
      let stage = Stage()
      let start = stage.image(at: 0)
      #expect(Self.close(start.color(atX: 25, y: 40), 1, 0, 0))
      #expect(Self.close(start.color(atX: 75, y: 40), 1, 1, 1))
      let middle = stage.image(at: 0.5)
      let oldMark = middle.color(atX: 25, y: 40)
      let newMark = middle.color(atX: 75, y: 40)
      // Half red over white, half blue over white: neither at full strength.
      #expect(Self.close(oldMark, 1, 0.5, 0.5), "\(oldMark)")
      #expect(Self.close(newMark, 0.5, 0.5, 1), "\(newMark)")
      // Outside the card and between the marks: white throughout.
      #expect(Self.close(middle.color(atX: 5, y: 5), 1, 1, 1))
      #expect(Self.close(middle.color(atX: 50, y: 40), 1, 1, 1))
      let quarter = stage.image(at: 0.75).color(atX: 75, y: 40)
      #expect(Self.close(quarter, 0.25, 0.25, 1), "\(quarter)")
      let end = stage.image(at: 1)
      #expect(Self.close(end.color(atX: 25, y: 40), 1, 1, 1))
      #expect(end.color(atX: 75, y: 40) == .blue)
      if let directory = ProcessInfo.processInfo.environment["ZOETROPE_TEST_OUTPUT"] {
        let file = URL(fileURLWithPath: directory + "/cross-dissolve.png")
        try Data(middle.pngData()).write(to: file)
      }
    }
  }
}
