import Testing

@testable import ZoetropeGraphics

@Suite struct ColorTests {
  @Test func storesValidComponentsWithoutWarning() {
    let (color, warnings) = withWarningsCaptured {
      Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    }
    #expect(color.red == 0.1 && color.green == 0.2 && color.blue == 0.3 && color.alpha == 0.4)
    #expect(warnings.isEmpty)
    #expect(Color(red: 0, green: 0, blue: 0, alpha: 0) == .clear)
    #expect(Color(red: 1, green: 1, blue: 1, alpha: 1) == .white)
  }

  @Test func alphaDefaultsToOpaque() {
    #expect(Color(red: 0.5, green: 0.5, blue: 0.5).alpha == 1)
    #expect(Color(white: 0.25).alpha == 1)
  }

  @Test func outOfRangeComponentsAreClampedWithOneWarningEach() {
    let (color, warnings) = withWarningsCaptured {
      Color(red: 1.5, green: -0.2, blue: 0.5, alpha: 2)
    }
    #expect(color == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
    #expect(warnings.count == 3)
    #expect(warnings.contains { $0.contains("red") && $0.contains("1.5") })
  }

  @Test func nanAndInfinitiesAreClamped() {
    let (color, warnings) = withWarningsCaptured {
      Color(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan)
    }
    #expect(color.red == 0 && color.green == 1 && color.blue == 0 && color.alpha == 0)
    #expect(warnings.count == 4)
  }

  @Test func negativeZeroIsNotReported() {
    let (color, warnings) = withWarningsCaptured { Color(red: -0.0, green: 0, blue: 0) }
    #expect(color == .black)
    #expect(warnings.isEmpty)
  }

  @Test func whiteInitializer() {
    #expect(Color(white: 0.5) == .gray)
    #expect(Color(white: 0.3, alpha: 0.2) == Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.2))
    let (color, warnings) = withWarningsCaptured { Color(white: 7, alpha: -1) }
    #expect(color == Color(white: 1, alpha: 0))
    #expect(warnings.count == 2)
  }

  @Test func withAlphaComponentKeepsTheColor() {
    let faded = Color.systemBlue.withAlphaComponent(0.25)
    #expect(faded.red == Color.systemBlue.red && faded.blue == Color.systemBlue.blue)
    #expect(faded.alpha == 0.25)
    let (clamped, warnings) = withWarningsCaptured { Color.red.withAlphaComponent(.nan) }
    #expect(clamped.alpha == 0 && clamped.red == 1)
    #expect(warnings.count == 1)
  }

  @Test func namedColors() {
    #expect(Color.black == Color(red: 0, green: 0, blue: 0))
    #expect(Color.white == Color(white: 1))
    #expect(Color.clear.alpha == 0)
    #expect(Color.red == Color(red: 1, green: 0, blue: 0))
    #expect(Color.green == Color(red: 0, green: 1, blue: 0))
    #expect(Color.blue == Color(red: 0, green: 0, blue: 1))
    #expect(Color.yellow == Color(red: 1, green: 1, blue: 0))
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(Color.gray == Color(white: 0.5))
    #expect(Color.lightGray == Color(white: 2.0 / 3.0))
    #expect(Color.darkGray == Color(white: 1.0 / 3.0))
  }

  @Test func systemColorsUseUIKitLightModeValues() {
    #expect(Color.systemBlue.rgba8 == (0, 122, 255, 255))
    #expect(Color.systemRed.rgba8 == (255, 59, 48, 255))
    #expect(Color.systemGreen.rgba8 == (52, 199, 89, 255))
    #expect(Color.systemGray.rgba8 == (142, 142, 147, 255))
    #expect(isClose(Color.systemBlue.green, 122.0 / 255.0))
  }
}
