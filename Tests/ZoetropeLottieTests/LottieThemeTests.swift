import Foundation
import Testing
import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie
@testable import ZoetropeLottieTool

#if canImport(FoundationEssentials)
import FoundationEssentials
#endif

/// Lottie slots and dotLottie v2 themes: `Resources/themed.lottie` (made
/// by `scripts/make-lottie-themed`) slots a fill colour, an opacity, an
/// ellipse's size, a gradient and an image; its animation's own `slots`
/// turn the fill green, and its themes replace them.
@MainActor
@Suite(.isolatedLayerContext) struct LottieThemeTests {
  static func url() throws -> URL {
    try #require(
      Bundle.module.url(forResource: "themed", withExtension: "lottie", subdirectory: "Resources"))
  }

  /// The 100 × 60 animation drawn at a frame.
  func render(_ animation: LottieAnimation, frame: Double = 10) -> Image {
    let stage = LottieStage(animation)
    stage.layer.currentFrame = frame
    return stage.render(at: 0)
  }

  /// The tree's first text layer.
  func title(_ animation: LottieAnimation) -> TextLayer? {
    func find(_ layer: Layer) -> TextLayer? {
      (layer as? TextLayer) ?? layer.sublayers.lazy.compactMap(find).first
    }
    return find(LottieAnimationLayer(animation: animation))
  }

  func near(_ color: Color, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
    let rgba = color.rgba8
    return abs(Int(rgba.red) - red) <= 3 && abs(Int(rgba.green) - green) <= 3
      && abs(Int(rgba.blue) - blue) <= 3
  }

  @Test func theAnimationsSlotsApplyWithoutATheme() throws {
    let animation = try LottieAnimation(contentsOf: Self.url())
    #expect(animation.themeIDs == ["dark", "partial", "broken", "missing"])
    #expect(animation.activeThemeID == nil)
    let image = render(animation)
    // The fill says red; its slot, green.
    #expect(near(image.color(atX: 5, y: 5), 0, 128, 0))
    // The picture (red), the ball 20 points wide (yellow to magenta).
    #expect(near(image.color(atX: 85, y: 20), 255, 0, 0))
    #expect(near(image.color(atX: 15, y: 30), 0, 128, 0))
    let ball = image.color(atX: 30, y: 30).rgba8
    #expect(ball.red > 240 && ball.blue > 80 && ball.blue < 200)
    #expect(title(animation)?.string == "Day")
  }

  @Test func aThemesRulesReplaceTheSlots() throws {
    let (animation, warnings) = try withWarningsCaptured {
      try LottieAnimation(contentsOf: Self.url(), themeID: "dark")
    }
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(animation.activeThemeID == "dark")
    let image = render(animation)
    // Grey, not the yellow of the rule for another animation.
    #expect(near(image.color(atX: 5, y: 5), 51, 51, 51))
    #expect(near(image.color(atX: 85, y: 20), 0, 0, 255))
    // The ball is 40 points wide now, black to white at 50 % over grey.
    let edge = image.color(atX: 13, y: 30).rgba8
    #expect(abs(Int(edge.red) - Int(edge.blue)) <= 2 && edge.red < 51)
    let middle = image.color(atX: 30, y: 30).rgba8
    #expect(abs(Int(middle.red) - Int(middle.green)) <= 2 && middle.red > 80 && middle.red < 120)
    // The text rule gives the text and its colour; the font and size stay.
    let text = try #require(title(animation))
    #expect(text.string == "Night" && text.foregroundColor == .white)
    #expect(text.font.size == 8)
    // Its stroke too: blue, 1.5 wide, over the fill.
    func stroked(_ layer: Layer) -> Layer? {
      layer.name == "stroked text" ? layer : layer.sublayers.lazy.compactMap(stroked).first
    }
    let root = LottieAnimationLayer(animation: animation)
    let container = try #require(stroked(root))
    let stroke = try #require(container.sublayers.last as? ShapeLayer)
    #expect(stroke.strokeColor == Color(red: 0, green: 0, blue: 1) && stroke.lineWidth == 1.5)
    #expect((container.sublayers.first as? TextLayer)?.string == "Night")
  }

  @Test func brokenRulesAreLeftOutWithAWarning() throws {
    let (animation, warnings) = try withWarningsCaptured {
      try LottieAnimation(data: Data(contentsOf: Self.url()), themeID: "partial")
    }
    #expect(warnings.count == 1)
    let warning = warnings.first ?? ""
    #expect(
      warning.contains(#"theme rules without a usable value (left out) (theme "partial" rules[0])"#)
    )
    #expect(warning.contains("theme rules of a type not drawn (left out)"))
    #expect(warning.contains("theme rules without an id or type (left out)"))
    // The last rule animates the fill from yellow (frame 0) to cyan (20).
    #expect(near(render(animation, frame: 0).color(atX: 5, y: 5), 255, 255, 0))
    #expect(near(render(animation, frame: 10).color(atX: 5, y: 5), 128, 255, 128))
  }

  @Test func unusableThemesAreErrors() throws {
    let data = try Data(contentsOf: Self.url())
    func message(_ theme: String, _ data: Data) -> String {
      do {
        _ = try LottieAnimation(data: data, themeID: theme)
        return "decoded"
      } catch {
        return error.message
      }
    }
    #expect(message("broken", data).contains(#"The theme "broken" is not valid JSON"#))
    #expect(message("missing", data).contains(#"lists theme "missing" but has no t/missing.json"#))
    #expect(
      message("nope", data).contains(#"no theme "nope" (themes: dark, partial, broken, missing)"#))
    let json = Data(LottieCorpus.shapes.utf8)
    #expect(message("dark", json).contains("only dotLottie files have themes"))
    // Slots that are not an object are ignored, with the warning.
    let odd = LottieCorpus.shapes.replacingOccurrences(
      of: #""assets":[],"#, with: #""assets":[],"slots":[1],"#)
    let (_, warnings) = try withWarningsCaptured { try LottieAnimation(data: Data(odd.utf8)) }
    #expect(warnings.first?.contains("slots that are not an object (ignored)") == true)
  }

  @Test func theToolTakesATheme() throws {
    let path = try Self.url().path
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("theme-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    #expect(
      LottieTool.run(["render", path, "--screenshot", out, "--frame", "0", "--theme", "dark"])
        == 0)
    #expect(near(try Image(contentsOf: out).color(atX: 5, y: 5), 51, 51, 51))
    let (status, output) = try capturingStandardError {
      LottieTool.run(["render", path, "--screenshot", out, "--frame", "0", "--theme", "nope"])
    }
    #expect(status == 64 && output.contains(#"--theme nope: The dotLottie file has no theme"#))
  }
}
