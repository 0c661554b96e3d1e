import Testing
import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering
import ZoetropeTesting

@testable import ZoetropeUI

extension UI {
  /// `View.transition(with:…)` and `transition(from:to:…)`: flips and
  /// cross dissolves of a view's content, rendered frame by frame.
  @Suite @MainActor struct ViewTransitionTests {
    /// A 100 × 80 window with a card holding a red face and a hidden
    /// blue back.
    @MainActor struct Stage {
      let host = TestHost(size: Size(width: 100, height: 80))
      let card = View(frame: Rect(x: 20, y: 10, width: 60, height: 60))
      let front = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
      let back = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))

      init() {
        host.window.backgroundColor = .white
        front.backgroundColor = .red
        back.backgroundColor = .blue
        back.isHidden = true
        card.addSubview(front)
        card.addSubview(back)
        host.window.addSubview(card)
        host.frame(at: 0)
      }

      /// The frame rendered at a time.
      func image(at time: Double) -> Image {
        host.frame(at: time)
        guard let snapshot = host.snapshots.last else {
          Issue.record("no frame rendered")
          return transparentPixel()
        }
        return Renderer().render(snapshot, size: Size(width: 100, height: 80), background: .white)
      }

      /// The colored columns across the middle row.
      func columns(_ image: Image, where test: (Color) -> Bool) -> Int {
        (0..<image.pixelWidth).filter { test(image.color(atX: $0, y: 40)) }.count
      }
    }

    static func isRed(_ color: Color) -> Bool { color.red > 0.6 && color.blue < 0.4 }
    static func isBlue(_ color: Color) -> Bool { color.blue > 0.6 && color.red < 0.4 }

    @Test(arguments: [
      AnimationOptions.transitionFlipFromLeft, .transitionFlipFromRight,
      .transitionFlipFromTop, .transitionFlipFromBottom,
    ])
    func aFlipTurnsTheOldFaceAwayAndTheNewOneIn(options: AnimationOptions) {
      let stage = Stage()
      var finished: Bool?
      View.transition(with: stage.card, duration: 1, options: options.union(.curveLinear)) {
        stage.front.isHidden = true
        stage.back.isHidden = false
      } completion: {
        finished = $0
      }
      // The model changed at once.
      #expect(stage.front.isHidden && !stage.back.isHidden)
      let isVertical =
        options == .transitionFlipFromLeft || options == .transitionFlipFromRight
      func extent(_ image: Image, _ test: (Color) -> Bool) -> Int {
        isVertical
          ? stage.columns(image, where: test)
          : (0..<image.pixelHeight).filter { test(image.color(atX: 50, y: $0)) }.count
      }
      let start = stage.image(at: 0)
      #expect(extent(start, Self.isRed) >= 58)
      #expect(extent(start, Self.isBlue) == 0)
      // A quarter of the way the old face is turned by π/4: narrower.
      let quarter = stage.image(at: 0.25)
      let red = extent(quarter, Self.isRed)
      #expect(red > 30 && red < 50)
      #expect(extent(quarter, Self.isBlue) == 0)
      // Halfway it is edge-on: nothing of either face.
      let half = stage.image(at: 0.5)
      #expect(extent(half, Self.isRed) <= 2 && extent(half, Self.isBlue) <= 2)
      let later = stage.image(at: 0.75)
      let blue = extent(later, Self.isBlue)
      #expect(blue > 30 && blue < 50)
      #expect(extent(later, Self.isRed) == 0)
      let end = stage.image(at: 1)
      #expect(extent(end, Self.isBlue) >= 58)
      stage.host.frame(at: 1.1)
      #expect(finished == true)
      // The picture of the old face is gone with the transition.
      #expect(stage.host.window.layer.sublayers.count == 1)
      #expect(stage.card.layer.animationKeys().isEmpty)
    }

    @Test func aFlipFromLeftBringsTheLeftEdgeForward() {
      let stage = Stage()
      View.transition(
        with: stage.card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]
      ) {
        stage.front.isHidden = true
        stage.back.isHidden = false
      }
      let image = stage.image(at: 0.2)
      // Perspective: the near (left) edge is taller than the far one.
      let columns = (0..<100).filter { Self.isRed(image.color(atX: $0, y: 40)) }
      func height(_ x: Int) -> Int {
        (0..<80).filter { Self.isRed(image.color(atX: x, y: $0)) }.count
      }
      #expect(height(columns.first! + 1) > height(columns.last! - 1))
    }

    @Test func aCrossDissolveFadesTheOldOverTheNew() {
      let stage = Stage()
      View.transition(
        with: stage.card, duration: 1, options: [.transitionCrossDissolve, .curveLinear]
      ) {
        stage.front.isHidden = true
        stage.back.isHidden = false
      }
      let middle = stage.image(at: 0.5).color(atX: 50, y: 40)
      #expect(abs(middle.red - 0.5) < 0.03 && abs(middle.blue - 0.5) < 0.03)
      let end = stage.image(at: 1).color(atX: 50, y: 40)
      #expect(end == .blue)
    }

    @Test func transitionFromToReplacesTheView() {
      let stage = Stage()
      let other = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
      other.backgroundColor = .green
      var finished: Bool?
      View.transition(
        from: stage.front, to: other, duration: 0.5, options: .transitionFlipFromRight
      ) { finished = $0 }
      #expect(stage.front.superview == nil)
      #expect(other.superview === stage.card)
      stage.host.frame(at: 0.25)
      stage.host.frame(at: 0.6)
      #expect(finished == true)
    }

    @Test func showHideTransitionViewsTogglesHidden() {
      let stage = Stage()
      View.transition(
        from: stage.front, to: stage.back, duration: 0.3,
        options: [.transitionCrossDissolve, .showHideTransitionViews])
      #expect(stage.front.isHidden && !stage.back.isHidden)
      #expect(stage.front.superview === stage.card)
    }

    @Test func withoutATransitionOrDurationTheChangeIsImmediate() {
      let stage = Stage()
      var finished: Bool?
      View.transition(with: stage.card, duration: 0.5, options: []) {
        stage.front.isHidden = true
        stage.back.isHidden = false
      } completion: {
        finished = $0
      }
      #expect(stage.columns(stage.image(at: 0.1), where: Self.isBlue) >= 58)
      #expect(finished == true)
      let (_, warnings) = withWarningsCaptured {
        View.transition(with: stage.card, duration: .nan, options: .transitionFlipFromLeft) {
          stage.back.isHidden = true
        }
      }
      #expect(warnings.count == 1)
      #expect(stage.card.layer.animationKeys().isEmpty)
    }

    @Test func replacingAViewWithoutASuperviewWarns() {
      let lonely = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      let (_, warnings) = withWarningsCaptured {
        View.transition(from: lonely, to: other, duration: 0.3, options: .transitionCrossDissolve)
      }
      #expect(warnings.count == 1)
    }
  }
}
