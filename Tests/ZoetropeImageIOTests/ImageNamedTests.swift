import Foundation
import Testing
import ZoetropeGraphics

@testable import ZoetropeImageIO

/// `Image(named:in:scale:)`: resources by name from `Bundle.module`, with
/// UIKit's choice of `@2x`/`@3x` variant (the files' pixel sizes and
/// colours tell which one loaded; see NamedImages/README.md).
@Suite struct ImageNamedTests {
  @Test func scaleOneLoadsThePlainFile() throws {
    let ball = try #require(Image(named: "ball", in: .module, scale: 1))
    #expect(ball.pixelWidth == 4 && ball.scale == 1)
    #expect(ball.size == Size(width: 4, height: 4))
    #expect(ball.pixels.first == 0xFFFF_0000)  // red
  }

  @Test func scaleTwoLoadsTheAt2xFileWithTheSamePointSize() throws {
    let ball = try #require(Image(named: "ball", in: .module, scale: 2))
    #expect(ball.pixelWidth == 8 && ball.scale == 2)
    #expect(ball.size == Size(width: 4, height: 4))
    #expect(ball.pixels.first == 0xFF00_00FF)  // blue
  }

  @Test func scaleThreeLoadsTheAt3xFile() throws {
    let ball = try #require(Image(named: "ball", in: .module, scale: 3))
    #expect(ball.pixelWidth == 12 && ball.scale == 3)
    #expect(ball.size == Size(width: 4, height: 4))
  }

  @Test func anExplicitExtensionIsHonoured() throws {
    let ball = try #require(Image(named: "ball.png", in: .module, scale: 2))
    #expect(ball.pixelWidth == 8)
    #expect(Image(named: "ball.jpg", in: .module, scale: 2) == nil)
  }

  @Test func aMissingVariantFallsBackToAnother() throws {
    // Only star@2x exists: a scale-1 display uses it, drawn at 3 × 3 points.
    let star = try #require(Image(named: "star", in: .module, scale: 1))
    #expect(star.scale == 2 && star.size == Size(width: 3, height: 3))
    // Only the plain file exists: a scale-2 display gets the @1x image.
    let plain = try #require(Image(named: "plain", in: .module, scale: 2))
    #expect(plain.scale == 1 && plain.size == Size(width: 3, height: 5))
  }

  @Test func aNameWithAScaleSuffixLoadsThatFileOnly() throws {
    let ball = try #require(Image(named: "ball@3x", in: .module, scale: 1))
    #expect(ball.scale == 3)
    #expect(Image(named: "plain@2x", in: .module, scale: 2) == nil)
  }

  @Test func missingAndOddNamesGiveNil() {
    #expect(Image(named: "no-such-image", in: .module, scale: 2) == nil)
    #expect(Image(named: "", in: .module, scale: 1) == nil)
    #expect(Image(named: "ball", in: .module, scale: .nan)?.scale == 1)
    #expect(Image(named: "ball", in: .module, scale: -4)?.scale == 1)
    #expect(Image(named: "ball", in: .module, scale: 1e300)?.scale == 3)
  }

  @Test func anUndecodableResourceGivesNil() {
    #expect(Image.resourceURL(named: "broken", in: .module, scale: 1) != nil)
    let (image, warnings) = withWarningsCaptured { Image(named: "broken", in: .module, scale: 1) }
    #expect(image == nil)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("\"broken\"") == true)
    #expect(warnings.first?.contains("broken.png") == true)
  }

  @Test func variantOrderIsBestFirst() {
    #expect(Image.variantSuffixes(forScale: 1) == ["", "@2x", "@3x"])
    #expect(Image.variantSuffixes(forScale: 2) == ["@2x", "@3x", ""])
    #expect(Image.variantSuffixes(forScale: 3) == ["@3x", "@2x", ""])
    #expect(Image.variantSuffixes(forScale: 1.5) == ["@2x", "@3x", ""])
    #expect(Image.variantSuffixes(forScale: .infinity) == ["", "@2x", "@3x"])
  }
}
