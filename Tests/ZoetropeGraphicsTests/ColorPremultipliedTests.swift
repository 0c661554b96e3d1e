import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics

@Suite struct ColorPremultipliedTests {
  @Test func premultipliedMultipliesByAlpha() {
    let color = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.5)
    #expect(
      color.premultiplied == Color.Premultiplied(red: 0.5, green: 0.25, blue: 0.125, alpha: 0.5))
    #expect(Color.clear.premultiplied == Color.Premultiplied(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(Color.red.withAlphaComponent(0).premultiplied.red == 0)
  }

  @Test func roundTripThroughPremultiplied() {
    var generator = SeededRandomNumberGenerator(seed: 8)
    for _ in 0..<2000 {
      let color = Color(
        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
        blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0.01...1, using: &generator)
      )
      let back = Color(color.premultiplied)
      #expect(isClose(back.red, color.red, tolerance: 1e-12))
      #expect(isClose(back.green, color.green, tolerance: 1e-12))
      #expect(isClose(back.blue, color.blue, tolerance: 1e-12))
      #expect(back.alpha == color.alpha)
    }
  }

  @Test func zeroAlphaGivesClear() {
    let (color, warnings) = withWarningsCaptured {
      Color(Color.Premultiplied(red: 0, green: 0, blue: 0, alpha: 0))
    }
    #expect(color == .clear)
    #expect(warnings.isEmpty)
  }

  @Test func invalidComponentsAreClampedWithWarnings() {
    let (color, warnings) = withWarningsCaptured {
      Color(Color.Premultiplied(red: 0.9, green: -1, blue: .nan, alpha: 0.5))
    }
    #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(warnings.count == 3)

    let (overAlpha, alphaWarnings) = withWarningsCaptured {
      Color(Color.Premultiplied(red: 2, green: 1, blue: 0, alpha: 2))
    }
    #expect(overAlpha == Color(red: 1, green: 1, blue: 0, alpha: 1))
    #expect(alphaWarnings.count == 2)
  }

  @Test func silentClampingInitializerForArithmetic() {
    let (color, warnings) = withWarningsCaptured {
      Color(
        clampingPremultiplied: Color.Premultiplied(red: 0.7, green: -0.1, blue: 0.2, alpha: 0.5))
    }
    #expect(color == Color(red: 1, green: 0, blue: 0.4, alpha: 0.5))
    #expect(warnings.isEmpty)
    let transparent = Color(
      clampingPremultiplied: Color.Premultiplied(red: 1, green: 1, blue: 1, alpha: -3))
    #expect(transparent == .clear)
  }
}
