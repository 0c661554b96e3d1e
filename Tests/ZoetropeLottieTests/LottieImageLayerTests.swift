import Foundation
import Testing
import ZoetropeGraphics
import ZoetropeImageIO
import ZoetropeLayers
import ZoetropeTesting

@testable import ZoetropeLottie

/// Image layers: an image asset embedded as a base64 data URI, a file
/// beside the JSON, or a file in the dotLottie archive, drawn at the
/// asset's size from the layer's origin; missing and broken images are
/// warnings, and their layers draw nothing.
@MainActor
@Suite(.isolatedLayerContext) struct LottieImageLayerTests {
  /// 20 × 10 pixels: red on the left half, blue on the right.
  static func picture() throws -> [UInt8] {
    let red = Color(red8: 230, green8: 40, blue8: 40)
    let blue = Color(red8: 40, green8: 40, blue8: 230)
    let pixels = (0..<200).map { index in (index % 20 < 10 ? red : blue).argb32Premultiplied }
    return try Image(pixelWidth: 20, pixelHeight: 10, scale: 1, pixels: pixels).pngData()
  }

  /// A 100 × 50 animation whose image layer draws asset `image_0` (40 × 20
  /// points, from (30, 15)), given by `source`: `"p":…` and `"u":…`.
  static func animation(_ source: String, size: String = #""w":40,"h":20"#) -> String {
    """
    {"v":"5.7.0","nm":"image","fr":30,"ip":0,"op":30,"w":100,"h":50,"ddd":0,
     "assets":[{"id":"image_0",\(size),\(source)}],
     "layers":[{"ddd":0,"ind":1,"ty":2,"nm":"Picture","refId":"image_0","sr":1,"ip":0,"op":30,
      "st":0,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[30,15]},
      "a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}}]}
    """
  }

  /// Checks that the picture is drawn scaled to 40 × 20 from (30, 15).
  func expectPicture(_ animation: LottieAnimation, _ what: String) {
    let image = LottieStage(animation).render(at: 0)
    writeForInspection(image, named: "image-layer-\(what)")
    let left = image.color(atX: 40, y: 25).rgba8
    let right = image.color(atX: 60, y: 25).rgba8
    #expect(left.red == 230 && left.blue == 40 && left.alpha == 255, "\(what)")
    #expect(right.red == 40 && right.blue == 230, "\(what)")
    #expect(image.color(atX: 25, y: 25).rgba8.alpha == 0, "\(what)")
    #expect(image.color(atX: 50, y: 38).rgba8.alpha == 0, "\(what)")
  }

  @Test func embeddedFilesBesideAndArchivedImagesAreDrawn() throws {
    let png = try Self.picture()
    let embedded = Self.animation(
      #""u":"","e":1,"p":"data:image/png;base64,\#(Data(png).base64EncodedString())""#)
    let (decoded, warnings) = try withWarningsCaptured {
      try LottieAnimation(data: Data(embedded.utf8))
    }
    #expect(warnings.isEmpty)
    expectPicture(decoded, "embedded")
    // rlottie draws embedded images too, but at their pixel size whatever
    // the asset's `w` and `h` (lottie-web and lottie-ios scale them to
    // it): at the image's own size, the same pixels.
    let own = Self.animation(
      #""u":"","e":1,"p":"data:image/png;base64,\#(Data(png).base64EncodedString())""#,
      size: #""w":20,"h":10"#)
    let reference = try #require(rlottieImage(own, frame: 0, width: 100, height: 50))
    writeForInspection(reference, named: "image-layer-rlottie")
    let ours = LottieStage(try LottieAnimation(data: Data(own.utf8))).render(at: 0)
    let difference = ImageDifference(ours, reference)
    #expect(difference.meanPerChannel <= 2 && difference.farPixelFraction <= 0.01, "\(difference)")
    // A file beside the JSON, in a folder the asset names.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lottie-images-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
    try Data(png).write(to: folder.appendingPathComponent("images/img_0.png"))
    let json = folder.appendingPathComponent("image.json")
    try Data(Self.animation(#""u":"images/","p":"img_0.png","e":0"#).utf8).write(to: json)
    expectPicture(try LottieAnimation(contentsOf: json), "file")
    // A dotLottie archive's `images/`.
    let url = try #require(
      Bundle.module.url(forResource: "image", withExtension: "lottie", subdirectory: "Resources"))
    expectPicture(try LottieAnimation(contentsOf: url), "dotLottie")
  }

  /// The images of one animation have a budget of pixels together.
  @Test func imagesOverThePixelBudgetAreLeftOut() throws {
    let uri = "data:image/png;base64,\(Data(try Self.picture()).base64EncodedString())"
    let json = try JSONParser.parse(
      Array(#"[{"id":"a","p":"\#(uri)"},{"id":"b","p":"\#(uri)"}]"#.utf8))
    var decoder = LottieDecoder()
    decoder.imageReferences = [("a", "layer \"A\""), ("b", "layer \"B\"")]
    let images = decoder.images(json, files: LottieImageFiles(), pixelBudget: 300)
    #expect(images.keys.sorted() == ["a"])
    #expect(decoder.issues.kinds.contains("images over 300 pixels in all (drawn empty)"))
  }

  @Test(arguments: [
    (#""u":"images/","p":"missing.png""#, "images that cannot be read"),
    (#""u":"","p":"data:image/png,notbase64""#, "images whose data URI is not base64"),
    (#""u":"","p":"data:image/png;base64,AAAA""#, "images that do not decode"),
  ])
  func badImagesAreWarningsAndDrawNothing(source: String, warning: String) throws {
    let (animation, warnings) = try withWarningsCaptured {
      try LottieAnimation(data: Data(Self.animation(source).utf8))
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains(warning) == true, "\(warnings)")
    #expect(warnings.first?.contains(#"image layers without a usable image (drawn empty)"#) == true)
    let image = LottieStage(animation).render(at: 0)
    #expect(image.pixels.allSatisfy { $0 == 0 })
  }
}
