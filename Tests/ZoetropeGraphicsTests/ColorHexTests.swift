import Testing
import ZoetropeAnimation

@testable import ZoetropeGraphics

@Suite struct ColorHexTests {
  @Test func sixDigitForms() throws {
    #expect(try #require(Color(hex: "#007AFF")) == .systemBlue)
    #expect(try #require(Color(hex: "007aff")) == .systemBlue)
    #expect(try #require(Color(hex: "#ff3b30")) == .systemRed)
    #expect(try #require(Color(hex: "#000000")) == .black)
  }

  @Test func threeDigitFormDoublesEachDigit() throws {
    #expect(try #require(Color(hex: "#F80")) == Color(red8: 0xFF, green8: 0x88, blue8: 0))
    #expect(try #require(Color(hex: "fff")) == .white)
    #expect(try #require(Color(hex: "0F0")) == .green)
  }

  @Test func eightDigitFormCarriesAlpha() throws {
    let color = try #require(Color(hex: "#FF000080"))
    #expect(color.rgba8 == (255, 0, 0, 128))
    #expect(try #require(Color(hex: "00000000")) == .clear)
  }

  @Test func malformedStringsFail() {
    let bad = [
      "", "#", "##FFF", "#FF", "#FFFF", "#12345", "#1234567", "#123456789", "GGG", "#12345G",
      " #FFF", "#FFF ", "+FFF", "-FF", "0xFFF", "#FF FF FF", "#ＦＦＦ", "#ffé", "FFF#",
    ]
    for string in bad {
      #expect(Color(hex: string) == nil, "\(string)")
    }
  }

  @Test func hexStringOmitsAlphaForOpaqueColors() {
    #expect(Color.systemBlue.hexString == "#007AFF")
    #expect(Color.white.hexString == "#FFFFFF")
    #expect(Color.red.withAlphaComponent(0.5).hexString == "#FF000080")
    #expect(Color.clear.hexString == "#00000000")
  }

  @Test func hexStringRoundTrips() throws {
    var generator = SeededRandomNumberGenerator(seed: 3)
    for _ in 0..<1000 {
      let color = Color(
        red8: .random(in: 0...255, using: &generator),
        green8: .random(in: 0...255, using: &generator),
        blue8: .random(in: 0...255, using: &generator),
        alpha8: .random(in: 0...255, using: &generator))
      let parsed = try #require(Color(hex: color.hexString))
      #expect(parsed == color)
    }
  }
}
