import Foundation
import Testing

@testable import ZoetropeLottie

#if canImport(FoundationEssentials)
import FoundationEssentials
#endif

/// dotLottie files (zip archives read with the module's own zip reader
/// and zlib), bad archives, and animations loaded from a bundle by name.
@Suite struct LottieDotLottieTests {
  /// A resource of this test target (`Resources/`).
  static func resource(_ name: String) throws -> [UInt8] {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources"))
    return [UInt8](try Data(contentsOf: url))
  }

  @Test func aDotLottieIsItsFirstAnimation() throws {
    let json = try corpusAnimation(LottieCorpus.shapes)
    let deflated = try LottieAnimation(data: Data(try Self.resource("shapes.lottie")))
    #expect(deflated.name == "shapes" && deflated.size == json.size)
    #expect(deflated.markers == json.markers && deflated.layers.count == json.layers.count)
    // Version 2: `a/`, stored; the manifest's first animation, or one by id.
    let two = try Self.resource("two.lottie")
    #expect(try LottieAnimation(data: Data(two)).size.width == 200)
    let second = try LottieAnimation.dotLottieAnimationJSON(two, id: "second")
    #expect(try LottieAnimation(data: Data(second)).size.width == 100)
    #expect(throws: LottieDecodingError.self) {
      try LottieAnimation.dotLottieAnimationJSON(two, id: "third")
    }
  }

  /// Several animations in one file: chosen by id, as lottie-ios's
  /// `DotLottieFile.animation(for:)`; an unknown id names those there are.
  @Test func animationsAreChosenByID() throws {
    let two = try Self.resource("two.lottie")
    let first = try LottieAnimation(data: Data(two))
    #expect(first.animationIDs == ["first", "second"] && first.animationID == "first")
    let second = try LottieAnimation(data: Data(two), animationID: "second")
    #expect(second.size.width == 100 && second.animationID == "second")
    #expect(second.animationIDs == ["first", "second"])
    let url = try #require(
      Bundle.module.url(forResource: "two", withExtension: "lottie", subdirectory: "Resources"))
    #expect(try LottieAnimation(contentsOf: url, animationID: "first").size.width == 200)
    func message(_ body: () throws -> LottieAnimation) -> String {
      do {
        _ = try body()
        return "decoded"
      } catch {
        return (error as? LottieDecodingError)?.message ?? "\(error)"
      }
    }
    #expect(
      message { try LottieAnimation(data: Data(two), animationID: "third") }
        == #"The dotLottie file has no animation "third" (animations: first, second)"#)
    // A theme the chosen animation's file does not have is still an error.
    #expect(
      message { try LottieAnimation(data: Data(two), animationID: "second", themeID: "dark") }
        .contains(#"no theme "dark""#))
    // JSON holds one animation, with no id.
    let json = try Self.resource("shapes.json")
    let plain = try LottieAnimation(data: Data(json))
    #expect(plain.animationIDs.isEmpty && plain.animationID == nil)
    #expect(
      message { try LottieAnimation(data: Data(json), animationID: "shapes") }.contains(
        "only dotLottie files hold several"))
  }

  @Test func filesAndBundleResourcesByName() throws {
    let url = try #require(
      Bundle.module.url(forResource: "shapes", withExtension: "lottie", subdirectory: "Resources"))
    #expect(try LottieAnimation(contentsOf: url).name == "shapes")
    #expect(LottieAnimation.filepath(url.path)?.markerNames == ["intro", "outro"])
    let named = LottieAnimation.named("shapes", bundle: .module, subdirectory: "Resources")
    #expect(named?.name == "shapes")
    let dotLottie = LottieAnimation.named("two.lottie", bundle: .module, subdirectory: "Resources")
    #expect(dotLottie?.size.width == 200)
    #expect(LottieAnimation.named("missing", bundle: .module, subdirectory: "Resources") == nil)
  }

  /// Damaged archives are errors naming what is wrong.
  @Test func badArchivesAreErrors() throws {
    let good = try Self.resource("shapes.lottie")
    let stored = try Self.resource("two.lottie")
    func message(_ bytes: [UInt8]) -> String {
      do {
        _ = try LottieAnimation(data: Data(bytes))
        return "decoded"
      } catch {
        return error.message
      }
    }
    let archive = try ZipArchive(good)
    let entry = try #require(archive.entry(named: "animations/shapes.json"))
    // Cut off: no end record.
    #expect(message(Array(good.prefix(good.count / 2))).contains("no end of central directory"))
    #expect(message(Array(good.prefix(6))).contains("not a usable zip archive"))
    // The deflated data damaged.
    var damaged = good
    let data = entry.headerOffset + 30 + "animations/shapes.json".utf8.count + 10
    for offset in data..<(data + 40) { damaged[offset] ^= 0x5A }
    let inflated = message(damaged)
    #expect(inflated.contains("does not inflate to its") || inflated.contains("CRC"), "\(inflated)")
    // A byte of a stored entry changed: the CRC check fails.
    var flipped = stored
    let first = try #require(try ZipArchive(stored).entry(named: "a/first.json"))
    flipped[first.headerOffset + 30 + "a/first.json".utf8.count + 5] ^= 1
    #expect(message(flipped).contains("fails its CRC check"))
    // Another compression method, and a directory offset past the end.
    var method = good
    let directory = try #require(archive.entries.firstIndex(of: entry))
    let central = Self.centralEntryOffset(good, index: directory)
    method[central + 10] = 12  // bzip2
    #expect(message(method).contains("compression method 12"))
    var outside = good
    outside[outside.count - 22 + 16] = 0xFF
    outside[outside.count - 22 + 17] = 0xFF
    #expect(message(outside).contains("outside the file"))
    // An archive with no animation in it.
    var renamed = stored
    for (index, byte) in renamed.enumerated() where byte == UInt8(ascii: "a") {
      if index + 1 < renamed.count, renamed[index + 1] == UInt8(ascii: "/") {
        renamed[index] = UInt8(ascii: "b")
      }
    }
    #expect(message(renamed).contains("The dotLottie file has no animation \"first\""))
    #expect(message(renamed).contains("its manifest lists it"))
  }

  /// Where the central directory's entry `index` starts.
  static func centralEntryOffset(_ bytes: [UInt8], index: Int) -> Int {
    let end = bytes.count - 22
    var offset = Int(ZipArchive.uint32(bytes, end + 16))
    for _ in 0..<index {
      offset +=
        46 + Int(ZipArchive.uint16(bytes, offset + 28)) + Int(ZipArchive.uint16(bytes, offset + 30))
        + Int(ZipArchive.uint16(bytes, offset + 32))
    }
    return offset
  }

  @Test func inflateRefusesTooMuchOrTooLittle() {
    // "hello" deflated (raw), 5 bytes.
    let hello: [UInt8] = [0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00]
    #expect(ZipArchive.inflate(hello, size: 5) == Array("hello".utf8))
    #expect(ZipArchive.inflate(hello, size: 4) == nil)
    #expect(ZipArchive.inflate(hello, size: 6) == nil)
    #expect(ZipArchive.inflate([], size: 0) == nil)
  }
}
