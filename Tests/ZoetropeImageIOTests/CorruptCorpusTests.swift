import Foundation
import Testing
import ZoetropeGraphics
import ZoetropeImageIO

/// Feeds every file of `Fixtures/corrupt/` (made by `make-corrupt.sh`) to
/// `Image(data:)` and `Image(contentsOf:)`: each must throw the expected
/// kind of ``ImageDecodingError``, with a description naming the problem.
@Suite struct CorruptCorpusTests {
  /// What one corrupt file must produce.
  struct Expectation: CustomTestStringConvertible, Sendable {
    /// The file's name in `Fixtures/corrupt/`.
    var file: String
    /// The error code.
    var code: ImageDecodingError.Code
    /// Words the description must contain.
    var words: [String]

    var testDescription: String { file }
  }

  /// The table: file → expected error code and words of the description.
  static let expectations: [Expectation] = [
    .init(file: "empty.png", code: .emptyData, words: ["no bytes"]),
    .init(file: "one-byte.png", code: .unsupportedFormat, words: ["89", "not the signature"]),
    .init(file: "png-signature-only.png", code: .corruptData, words: ["PNG", "truncated"]),
    .init(file: "png-truncated-in-ihdr.png", code: .corruptData, words: ["PNG", "truncated"]),
    .init(file: "png-truncated-in-idat.png", code: .corruptData, words: ["PNG", "truncated"]),
    .init(file: "png-bad-crc.png", code: .corruptData, words: ["PNG", "CRC"]),
    .init(
      file: "png-huge-dimensions.png", code: .tooLarge,
      words: ["PNG", "100000×100000", "\(Image.maximumDecodedPixelCount)"]),
    .init(file: "png-zero-width.png", code: .zeroSize, words: ["PNG", "0×3"]),
    .init(file: "jpeg-truncated-after-soi.jpg", code: .corruptData, words: ["JPEG"]),
    .init(
      file: "jpeg-huge-dimensions.jpg", code: .tooLarge,
      words: ["JPEG", "60000×60000", "\(Image.maximumDecodedPixelCount)"]),
    .init(file: "jpeg-truncated-in-scan.jpg", code: .corruptData, words: ["JPEG", "truncated"]),
    .init(file: "webp-wrong-riff-size.webp", code: .corruptData, words: ["WebP"]),
    .init(file: "webp-truncated-vp8l.webp", code: .corruptData, words: ["WebP"]),
    .init(
      file: "webp-huge-dimensions.webp", code: .tooLarge,
      words: ["WebP", "16384×16384", "\(Image.maximumDecodedPixelCount)"]),
    .init(file: "text.png", code: .unsupportedFormat, words: ["54 68 69 73", "not the signature"]),
    .init(file: "random.bin", code: .unsupportedFormat, words: ["not the signature"]),
    .init(file: "image.gif", code: .unsupportedFormat, words: ["GIF", "not supported"]),
  ]

  /// The folder of corrupt files.
  static let directory = TestSupport.fixturesDirectory.appendingPathComponent("corrupt")

  /// Checks a thrown error against an expectation.
  static func check(_ error: ImageDecodingError, _ expected: Expectation) {
    #expect(error.code == expected.code, "\(expected.file): \(error.description)")
    for word in expected.words {
      #expect(error.description.contains(word), "\(expected.file): \(error.description)")
    }
  }

  @Test func everyCorruptFileIsListed() throws {
    let files = try TestSupport.contents(of: Self.directory)
    #expect(files == Self.expectations.map(\.file).sorted())
  }

  @Test(arguments: expectations)
  func decodingBytesThrows(_ expected: Expectation) throws {
    let bytes = try TestSupport.fixtureBytes(
      atPath: Self.directory.appendingPathComponent(expected.file).path)
    do {
      let image = try Image(data: bytes)
      Issue.record("\(expected.file) decoded to a \(image.pixelWidth)×\(image.pixelHeight) image")
    } catch {
      Self.check(error, expected)
    }
  }

  @Test(arguments: expectations)
  func decodingFileThrowsNamingThePath(_ expected: Expectation) {
    let path = Self.directory.appendingPathComponent(expected.file).path
    do {
      let image = try Image(contentsOf: path)
      Issue.record("\(expected.file) decoded to a \(image.pixelWidth)×\(image.pixelHeight) image")
    } catch {
      Self.check(error, expected)
      #expect(error.description.contains(path))
    }
  }
}
