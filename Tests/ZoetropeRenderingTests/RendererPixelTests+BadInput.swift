import Testing
import ZoetropeGraphics
import ZoetropeLayers

@testable import ZoetropeRendering

extension RendererPixelTests {
  @Test func hugeSizesAreClampedToThePixelCount() {
    let (image, warnings) = withWarningsCaptured {
      ImageRenderer(size: Size(width: 100_000, height: 100_000)).image { _ in }
    }
    #expect(image.pixelWidth * image.pixelHeight <= Renderer.maximumPixelCount)
    // Proportional: a square stays square, as large as fits.
    #expect(image.pixelWidth == image.pixelHeight)
    #expect(image.pixelWidth == 8_192)
    #expect(!warnings.isEmpty)
    // Each side within the per-side limit, but too many pixels in all;
    // the 2:1 aspect ratio is kept (to rounding).
    let (wide, wideWarnings) = withWarningsCaptured {
      Renderer.pixelSize(of: Size(width: 8_000, height: 4_000), scale: 2)
    }
    #expect(wideWarnings.count == 1)
    #expect(wideWarnings.allSatisfy { $0.contains("Image of 16000 × 8000 pixels is over") })
    #expect(wide.width * wide.height <= Renderer.maximumPixelCount)
    #expect(abs(Double(wide.width) / Double(wide.height) - 2) < 0.001)
    #expect(wide.width * wide.height > Renderer.maximumPixelCount * 99 / 100)
    // Within the cap: unchanged.
    let (fits, fitWarnings) = withWarningsCaptured {
      Renderer.pixelSize(of: Size(width: 8_192, height: 8_192), scale: 1)
    }
    #expect(fits.width == 8_192 && fits.height == 8_192)
    #expect(fitWarnings.isEmpty)
    // The renderer's target is clamped the same way.
    let (frame, _) = withWarningsCaptured {
      Renderer().render(
        Fixture.snapshot(size: size, [redBox()]), size: Size(width: 50_000, height: 20_000))
    }
    #expect(frame.pixelWidth * frame.pixelHeight <= Renderer.maximumPixelCount)
    #expect(frame.color(atX: 20, y: 20) == .red)
  }

  @Test func badSizesFallBackWithWarnings() {
    let snapshot = Fixture.snapshot(size: size, [redBox()])
    for bad in [Double.nan, -5, 0, .infinity] {
      let (image, warnings) = withWarningsCaptured {
        Renderer().render(snapshot, size: Size(width: bad, height: 10))
      }
      #expect(image.pixelWidth == 1 && image.pixelHeight == 10)
      #expect(!warnings.isEmpty)
    }
    let (huge, warnings) = withWarningsCaptured {
      ImageRenderer(size: Size(width: 1e9, height: 1)).image { _ in }
    }
    #expect(huge.pixelWidth == Renderer.maximumPixelDimension)
    #expect(!warnings.isEmpty)
    let (tiny, _) = withWarningsCaptured {
      ImageRenderer(size: Size(width: .nan, height: -1), scale: .nan).image { context in
        context.fill(Rect(x: 0, y: 0, width: 1, height: 1))
      }
    }
    #expect(tiny.pixelWidth == 1 && tiny.pixelHeight == 1 && tiny.scale == 1)
  }

  /// Layers with non-finite or degenerate geometry are skipped (they draw
  /// nothing); the properties with a documented fallback draw with it.
  @Test func nonFiniteAndDegenerateLayersDrawNothingOrTheirFallback() {
    let empty = RenderContent(
      text: RenderContent.Text(
        string: "", font: .systemFont(ofSize: 12), foregroundColor: .black, alignment: .left,
        isWrapped: true, truncation: .end))
    let blank = Fixture.render([], size: size)
    let skipped: [(String, RenderLayer)] = [
      ("NaN bounds", redBox { $0.bounds = Rect(x: .nan, y: 0, width: 10, height: 10) }),
      ("infinite position", redBox { $0.position = Point(x: .infinity, y: 3) }),
      ("singular transform", redBox { $0.transform = Transform(scaleX: 0, y: 1) }),
      (
        "NaN transform",
        redBox { $0.transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
      ),
      ("NaN opacity", redBox { $0.opacity = .nan }),
      (
        "zero bounds with contents",
        redBox {
          $0.bounds = .zero
          $0.contents = Fixture.testImage()
        }
      ),
      ("null bounds", redBox { $0.bounds = .null }),
      (
        "empty text, no size",
        Fixture.layer(frame: Rect(x: 0, y: 0, width: 0, height: 0), content: empty)
      ),
      ("empty text", Fixture.layer(frame: Rect(x: 0, y: 0, width: 30, height: 10), content: empty)),
    ]
    for (name, layer) in skipped {
      #expect(Fixture.render([layer], size: size).pixels == blank.pixels, "\(name) draws nothing")
    }

    // A drawing that scales to nothing and restores more states than it
    // saved draws nothing; each extra restore is ignored with a warning.
    let (drawn, warnings) = withWarningsCaptured {
      Fixture.render(
        [
          Fixture.layer(
            frame: Rect(x: 0, y: 0, width: 30, height: 10),
            content: RenderContent(drawing: [
              .concatenate(Transform(scaleX: 0, y: 0)), .fill(Path(), rule: .nonZero),
              .restoreGState, .restoreGState,
            ]))
        ], size: size)
    }
    #expect(drawn.pixels == blank.pixels)
    #expect(warnings.count == 2 && warnings.allSatisfy { $0.contains("restoreGState()") })

    // A NaN corner radius reads as 0 and an infinite border width draws no
    // border: a plain red square.
    let square = Fixture.render(
      [
        redBox {
          $0.cornerRadius = .nan
          $0.borderWidth = .infinity
          $0.borderColor = .blue
        }
      ], size: size)
    #expect(square.pixels == Fixture.render([redBox()], size: size).pixels)

    // A NaN contents scale reads as 1.
    let nanScale = Fixture.render(
      [
        redBox {
          $0.contentsScale = .nan
          $0.contents = Fixture.testImage()
        }
      ], size: size)
    let oneScale = Fixture.render(
      [
        redBox {
          $0.contentsScale = 1
          $0.contents = Fixture.testImage()
        }
      ], size: size)
    #expect(nanScale.pixels == oneScale.pixels)
    #expect(nanScale.pixels != Fixture.render([redBox()], size: size).pixels)
  }
}
