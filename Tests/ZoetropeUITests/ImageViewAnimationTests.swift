import Testing
import ZoetropeGraphics
import ZoetropeRendering

@testable import ZoetropeUI

extension UI {
  /// The flipbook: frame order, default duration, repeat counts, restarts.
  @Suite @MainActor struct ImageViewAnimationTests {
    let host = TestHost()
    let still = solidImage(.black)
    let view: ImageView

    init() {
      view = ImageView(image: still)
      view.animationImages = Array(faceImages.prefix(4))
      host.window.addSubview(view)
      host.frame()
    }

    /// The image the renderer would show at the last frame.
    var shown: Image? { view.layer.presentation().contents }

    /// The index of the face showing, or nil for another image.
    var shownFace: Int? { faceImages.firstIndex { $0 == shown } }

    /// Runs a frame `seconds` after `start` (one microsecond later, so a
    /// frame boundary is not hit exactly).
    func frame(at seconds: Double, from start: Double) {
      host.frame(at: start + seconds + 1e-6)
    }

    @Test func defaultDurationIsCountTimesOneThirtiethAndOrderIsKept() {
      view.startAnimating()
      let start = host.now
      host.frame()
      #expect(view.isAnimating)
      #expect(shownFace == 0)
      var seen: [Int?] = []
      for k in 0..<8 {
        frame(at: Double(k) / 30, from: start)
        seen.append(shownFace)
      }
      #expect(seen == [0, 1, 2, 3, 0, 1, 2, 3])  // forever by default
      #expect(view.layer.model.contents == still)
    }

    @Test func explicitDurationSpacesFramesEvenly() {
      view.animationDuration = 2
      view.startAnimating()
      let start = host.now
      host.frame()
      frame(at: 0.49, from: start)
      #expect(shownFace == 0)
      frame(at: 0.5, from: start)
      #expect(shownFace == 1)
      frame(at: 1.5, from: start)
      #expect(shownFace == 3)
    }

    @Test func finiteRepeatCountStopsAndShowsTheImage() {
      view.animationDuration = 0.4
      view.animationRepeatCount = 2
      view.startAnimating()
      let start = host.now
      host.frame()
      frame(at: 0.55, from: start)
      #expect(shownFace == 1)  // second pass
      frame(at: 0.79, from: start)
      #expect(shownFace == 3)
      #expect(view.isAnimating)
      frame(at: 0.81, from: start)
      #expect(!view.isAnimating)
      host.frame(at: host.now + 1.0 / 60)
      #expect(shown == still)
    }

    @Test func startAnimatingRestartsFromTheFirstFrame() {
      view.startAnimating()
      let start = host.now
      host.frame()
      frame(at: 2.0 / 30, from: start)
      #expect(shownFace == 2)
      view.startAnimating()
      host.frame(at: host.now + 0.001)
      #expect(shownFace == 0)
      #expect(view.isAnimating)
    }

    @Test func stopAnimatingShowsTheImageAgain() {
      view.startAnimating()
      host.frame()
      host.frame(at: host.now + 0.05)
      view.stopAnimating()
      #expect(!view.isAnimating)
      host.frame(at: host.now + 0.01)
      #expect(shown == still)
      host.frame(at: host.now + 0.5)
      #expect(!view.isAnimating)
    }

    @Test func imagesOfDifferentScalesPlay() {
      let sharp = solidImage(.red, points: 4, scale: 2)
      let plain = solidImage(.green, points: 8, scale: 1)
      view.animationImages = [sharp, plain]
      view.startAnimating()
      let start = host.now
      host.frame()
      #expect(shown == sharp)
      frame(at: 1.0 / 30, from: start)
      #expect(shown == plain)
    }

    @Test func emptyOrMissingImagesDoNothing() {
      view.animationImages = nil
      let (_, quiet) = withWarningsCaptured { view.startAnimating() }
      #expect(quiet.isEmpty)
      #expect(!view.isAnimating)
      view.animationImages = []
      let (_, warnings) = withWarningsCaptured { view.startAnimating() }
      #expect(warnings.count == 1)
      #expect(!view.isAnimating)
      host.frame(at: host.now + 0.1)
      #expect(shown == still)
    }

    @Test func badDurationsAndCountsFallBackWithWarnings() {
      for bad in [-1.0, .nan, .infinity] {
        view.animationDuration = bad
        let (_, warnings) = withWarningsCaptured { view.startAnimating() }
        #expect(warnings.count == 1)
        #expect(view.isAnimating)
      }
      let start = host.now
      host.frame()
      frame(at: 1.0 / 30, from: start)
      #expect(shownFace == 1)  // 4 × 1/30 s
      view.animationDuration = 0
      view.animationRepeatCount = -3
      let (_, warnings) = withWarningsCaptured { view.startAnimating() }
      #expect(warnings.count == 1)
      host.frame(at: host.now + 10)
      #expect(view.isAnimating)  // forever
    }
  }

  /// The still image: sizes and highlighting.
  @Suite @MainActor struct ImageViewTests {
    @Test func initWithImageSizesToThePointSize() {
      let image = solidImage(.red, points: 20, scale: 2)
      let view = ImageView(image: image)
      #expect(view.frame == Rect(x: 0, y: 0, width: 20, height: 20))
      #expect(view.intrinsicContentSize == Size(width: 20, height: 20))
      #expect(view.layer.contents == image)
      #expect(view.layer.contentsScale == 2)
      view.frame = Rect(x: 5, y: 5, width: 1, height: 1)
      view.sizeToFit()
      #expect(view.frame == Rect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func noImageHasNoIntrinsicSize() {
      let view = ImageView(image: nil)
      #expect(view.frame.size == .zero)
      #expect(view.intrinsicContentSize.width == View.noIntrinsicMetric)
    }

    @Test func highlightedImageShowsWhileHighlighted() {
      let normal = solidImage(.red)
      let lit = solidImage(.yellow)
      let view = ImageView(image: normal, highlightedImage: lit)
      view.isHighlighted = true
      #expect(view.layer.contents == lit)
      view.isHighlighted = false
      #expect(view.layer.contents == normal)
      view.highlightedImage = nil
      view.isHighlighted = true
      #expect(view.layer.contents == normal)
    }

    @Test func contentModeSetsGravity() {
      let view = ImageView(image: solidImage(.red))
      view.contentMode = .scaleAspectFit
      #expect(view.layer.contentsGravity == .resizeAspect)
    }
  }
}

extension UI.ImageViewAnimationTests {
  @Test func flipbookRestartsWhenTheViewReturnsToAWindow() {
    view.startAnimating()
    host.frame(at: host.now + 0.05)
    view.removeFromSuperview()
    host.frame(at: host.now + 0.05)
    #expect(view.isAnimating)
    #expect(view.layer.animationKeys().isEmpty)
    host.window.addSubview(view)
    #expect(view.layer.animationKeys() == [ImageView.animationKey])
    host.frame(at: host.now + 0.001)
    #expect(shownFace == 0)
    view.removeFromSuperview()
    view.stopAnimating()
    host.window.addSubview(view)
    #expect(!view.isAnimating)
    #expect(view.layer.animationKeys().isEmpty)
  }

  @Test func imageViewsPassTouchesThrough() {
    #expect(!view.isUserInteractionEnabled)
    #expect(host.window.hitTest(Point(x: 1, y: 1), with: nil) === host.window)
  }
}

extension UI.ImageViewAnimationTests {
  /// The renderer draws the presentation's frame: the centre pixel of each
  /// rendered frame has the colour of the face the timing says.
  @Test func renderedFramesShowTheFacesInOrder() {
    let small = TestHost(size: Size(width: 20, height: 20))
    let die = ImageView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
    die.image = still
    die.animationImages = Array(faceImages.prefix(3))
    small.window.addSubview(die)
    let renderer = Renderer(scale: 1)
    var centres: [UInt32] = []
    small.onRender = { snapshot in
      let image = renderer.render(snapshot, size: Size(width: 20, height: 20))
      centres.append(image.pixel(x: 10, y: 10))
    }
    die.startAnimating()
    let start = small.now
    for k in 0..<4 {
      small.frame(at: start + Double(k) / 30 + 1e-6)
    }
    let expected = [0, 1, 2, 0].map { faceImages[$0].pixel(x: 0, y: 0) }
    #expect(centres == expected)
  }
}
