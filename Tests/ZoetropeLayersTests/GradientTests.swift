import Testing
import ZoetropeGraphics

@testable import ZoetropeLayers

@Suite struct GradientTests {
  private func locations(_ gradient: Gradient) -> [Double] {
    gradient.stops.map(\.location)
  }

  @Test func colorsSpreadEvenly() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(locations(gradient) == [0, 0.5, 1])
    #expect(gradient.stops.map(\.color) == [.red, .green, .blue])
    #expect(locations(Gradient(colors: [.red])) == [0])
  }

  @Test func stopsAreSortedKeepingTheOrderOfEqualLocations() {
    let gradient = Gradient(colors: [.blue, .red, .white, .green], locations: [1, 0, 0.5, 0.5])
    #expect(locations(gradient) == [0, 0.5, 0.5, 1])
    #expect(gradient.stops.map(\.color) == [.red, .white, .green, .blue])
  }

  @Test func outOfRangeLocationsClampWithAWarning() {
    let (gradient, warnings) = withWarningsCaptured {
      Gradient(colors: [.red, .blue, .green], locations: [-0.5, 2, .infinity])
    }
    #expect(locations(gradient) == [0, 1, 1])
    #expect(gradient.stops.map(\.color) == [.red, .blue, .green])
    #expect(warnings.count == 3)
  }

  @Test func nanLocationsAreDroppedWithAWarning() {
    let (gradient, warnings) = withWarningsCaptured {
      Gradient(stops: [
        Gradient.Stop(color: .red, location: .nan), Gradient.Stop(color: .blue, location: 0.3),
      ])
    }
    #expect(gradient.stops == [Gradient.Stop(color: .blue, location: 0.3)])
    #expect(warnings.count == 1)
  }

  @Test func emptyGradientsGetOneClearStop() {
    let (empty, warnings) = withWarningsCaptured { Gradient(colors: []) }
    #expect(empty.stops == [Gradient.Stop(color: .clear, location: 0)])
    #expect(warnings.count == 1)
    let (allBad, badWarnings) = withWarningsCaptured {
      Gradient(stops: [Gradient.Stop(color: .red, location: .nan)])
    }
    #expect(allBad.stops.count == 1 && allBad.stops[0].color == .clear)
    #expect(badWarnings.count == 2)
  }

  @Test func mismatchedLocationsAreIgnoredWithAWarning() {
    let (gradient, warnings) = withWarningsCaptured {
      Gradient(colors: [.red, .green, .blue], locations: [0.2, 0.4])
    }
    #expect(locations(gradient) == [0, 0.5, 1])
    #expect(warnings.count == 1)
  }
}
