import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@Suite struct GraphicsStateValidationTests {
  @Test func defaultsAreCoreGraphics() {
    let state = GraphicsState()
    #expect(state.transform == .identity)
    #expect(state.fillColor == .black && state.strokeColor == .black)
    #expect(state.lineWidth == 1 && state.lineCap == .butt && state.lineJoin == .miter)
    #expect(state.lineDashPhase == 0 && state.lineDashLengths.isEmpty)
    #expect(state.alpha == 1 && state.interpolationQuality == .linear)
  }

  @Test func lineWidths() {
    #expect(GraphicsState.validLineWidth(0) == 0)
    #expect(GraphicsState.validLineWidth(2.5) == 2.5)
    for bad in [-1, Double.nan, .infinity] {
      let (width, warnings) = withWarningsCaptured { GraphicsState.validLineWidth(bad) }
      #expect(width == 1 && warnings.count == 1)
    }
  }

  @Test func alphas() {
    #expect(GraphicsState.validAlpha(0.3) == 0.3)
    let cases: [(Double, Double)] = [(-1, 0), (7, 1), (.nan, 0), (-.infinity, 0)]
    for (bad, expected) in cases {
      let (alpha, warnings) = withWarningsCaptured { GraphicsState.validAlpha(bad) }
      #expect(alpha == expected && warnings.count == 1)
    }
  }

  @Test func dashes() {
    let good = GraphicsState.validLineDash(phase: 2, lengths: [3, 0, 1])
    #expect(good.phase == 2 && good.lengths == [3, 0, 1])
    let (solid, quiet) = withWarningsCaptured { GraphicsState.validLineDash(phase: 0, lengths: []) }
    #expect(solid.lengths.isEmpty && quiet.isEmpty)
    for bad in [[0.0, 0], [1, -1], [.nan], [.infinity, 2]] {
      let (dash, warnings) = withWarningsCaptured {
        GraphicsState.validLineDash(phase: 1, lengths: bad)
      }
      #expect(dash.lengths.isEmpty && dash.phase == 1 && warnings.count == 1)
    }
    let (phased, warnings) = withWarningsCaptured {
      GraphicsState.validLineDash(phase: .infinity, lengths: [1])
    }
    #expect(phased.phase == 0 && phased.lengths == [1] && warnings.count == 1)
  }

  @Test func transformsAndRadii() {
    #expect(GraphicsState.validTransform(Transform(scaleX: 0, y: 0)) == Transform(scaleX: 0, y: 0))
    let (rejected, warnings) = withWarningsCaptured {
      GraphicsState.validTransform(Transform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0))
    }
    #expect(rejected == nil && warnings.count == 1)
    #expect(GraphicsState.validRadius(3) == 3)
    for bad in [-1, Double.nan, .infinity] {
      let (radius, radiusWarnings) = withWarningsCaptured { GraphicsState.validRadius(bad) }
      #expect(radius == 0 && radiusWarnings.count == 1)
    }
  }
}
