import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeRendering

/// Pixel checks of the Cairo graphics context through ``ImageRenderer``.
@MainActor
@Suite struct CairoGraphicsContextTests {
  let size = Size(width: 40, height: 10)

  func linear(_ options: GradientDrawingOptions) -> Image {
    ImageRenderer(size: size).image { context in
      context.drawLinearGradient(
        Gradient(colors: [.red, .blue]), start: Point(x: 10, y: 0), end: Point(x: 30, y: 0),
        options: options)
    }
  }

  @Test func linearGradientOptionsPaintBeforeAndAfter() {
    let none = linear([])
    #expect(none.color(atX: 2, y: 5) == .clear)
    #expect(none.color(atX: 37, y: 5) == .clear)
    #expect(none.color(atX: 20, y: 5).alpha == 1)
    let before = linear(.drawsBeforeStartLocation)
    #expect(before.color(atX: 2, y: 5) == .red)
    #expect(before.color(atX: 37, y: 5) == .clear)
    let after = linear(.drawsAfterEndLocation)
    #expect(after.color(atX: 2, y: 5) == .clear)
    #expect(after.color(atX: 37, y: 5) == .blue)
    let both = linear([.drawsBeforeStartLocation, .drawsAfterEndLocation])
    #expect(both.color(atX: 2, y: 5) == .red)
    #expect(both.color(atX: 37, y: 5) == .blue)
  }

  @Test func stateStackRestoresTransformColorAndClip() {
    let image = ImageRenderer(size: Size(width: 20, height: 20), scale: 2).image { context in
      context.setFillColor(.red)
      context.saveGState()
      context.clip(to: Rect(x: 0, y: 0, width: 10, height: 20))
      context.translateBy(x: 5, y: 0)
      context.setFillColor(.blue)
      context.fill(Rect(x: 0, y: 0, width: 10, height: 10))  // clipped to x < 10
      #expect(context.ctm == Transform(translationX: 5, y: 0))
      context.restoreGState()
      #expect(context.ctm == .identity)
      context.fill(Rect(x: 0, y: 10, width: 20, height: 10))  // red, unclipped
    }
    #expect(image.pixelWidth == 40)
    #expect(image.color(atPoint: 7, 5) == .blue)
    #expect(image.color(atPoint: 12, 5) == .clear)
    #expect(image.color(atPoint: 3, 5) == .clear)
    #expect(image.color(atPoint: 18, 15) == .red)
  }

  @Test func fillRulesDiffer() {
    var rings = Path()
    rings.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
    rings.addRect(Rect(x: 5, y: 5, width: 10, height: 10))
    let image = { (rule: FillRule) in
      ImageRenderer(size: Size(width: 20, height: 20)).image { context in
        context.fill(rings, rule: rule)
      }
    }
    #expect(image(.nonZero).color(atX: 10, y: 10) == .black)
    #expect(image(.evenOdd).color(atX: 10, y: 10) == .clear)
    #expect(image(.evenOdd).color(atX: 2, y: 10) == .black)
  }

  @Test func alphaAndFlatteningTransforms() {
    let image = ImageRenderer(size: Size(width: 20, height: 20)).image { context in
      context.setAlpha(0.5)
      context.fill(Rect(x: 0, y: 0, width: 10, height: 20))
      context.saveGState()
      context.scaleBy(x: 0, y: 1)  // flattens: nothing draws until restored
      context.fill(Rect(x: 0, y: 0, width: 20, height: 20))
      context.restoreGState()
      context.setAlpha(1)
      context.fill(Rect(x: 15, y: 0, width: 5, height: 20))
    }
    #expect(abs(image.color(atX: 5, y: 5).alpha - 0.5) < 0.01)
    #expect(image.color(atX: 12, y: 5) == .clear)
    #expect(image.color(atX: 17, y: 5) == .black)
  }

  @Test func unbalancedRestoreWarnsAndDrawingContinues() {
    let (image, warnings) = withWarningsCaptured {
      ImageRenderer(size: Size(width: 4, height: 4)).image { context in
        context.restoreGState()
        context.saveGState()  // left unbalanced: restored after drawing
        context.fill(Rect(x: 0, y: 0, width: 4, height: 4))
      }
    }
    #expect(warnings.count == 1)
    #expect(image.color(atX: 1, y: 1) == .black)
  }

  @Test func textIsDrawnAtAPointAndInARect() {
    let image = ImageRenderer(size: Size(width: 60, height: 40)).image { context in
      context.draw("Hi", at: Point(x: 2, y: 2), font: .systemFont(ofSize: 14), color: .red)
      context.draw(
        "right", in: Rect(x: 0, y: 20, width: 60, height: 20), font: .systemFont(ofSize: 12),
        color: .blue, alignment: .right)
    }
    let top = (0..<60).flatMap { x in (0..<20).map { image.color(atX: x, y: $0) } }
    #expect(top.contains { $0.red > 0.9 && $0.alpha > 0.9 })
    // Right-aligned: ink in the right half of the lower box only.
    let lowerLeft = (0..<25).flatMap { x in (20..<40).map { image.color(atX: x, y: $0) } }
    let lowerRight = (35..<60).flatMap { x in (20..<40).map { image.color(atX: x, y: $0) } }
    #expect(lowerLeft.allSatisfy { $0.alpha == 0 })
    #expect(lowerRight.contains { $0.blue > 0.9 && $0.alpha > 0.9 })
  }
}
