import Testing

@testable import ZoetropeLottie

/// The JSON parser the decoder reads files with.
struct JSONParserTests {
  func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  func parseTyped(_ text: String) throws(JSONParser.Failure) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  func failure(_ text: String) -> String? {
    do {
      _ = try parseTyped(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func parsesEveryKind() throws {
    let value = try parse(
      #" {"a": [1, -2.5e2, 0.125, true, false, null], "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00x", "o": {}} "#
    )
    #expect(
      value["a"]
        == .array([.number(1), .number(-250), .number(0.125), .bool(true), .bool(false), .null]))
    #expect(value["s"]?.string == "q\"\\/\u{8}\u{c}\n\r\té😀x")
    #expect(value["o"] == .object([]))
    // A name given twice: the last counts.
    #expect(try parse(#"{"a": 1, "a": 2}"#)["a"] == .number(2))
    #expect(try parse("[]") == .array([]))
    #expect(try parse(#""é""#) == .string("é"))
  }

  @Test func numbersAreCorrectlyRounded() throws {
    // The fast path (digits over a power of ten) and the slow one
    // (`Double(String)`) agree with Swift's parsing of the same text.
    let texts = [
      "0", "-0", "7", "0.1", "0.3", "-2.675", "123456789012345", "1234567890123456789",
      "0.000000000000000000001", "3.141592653589793", "1e3", "-2.5E-3", "0.30000000000000004",
      "100.25", "59.999999",
    ]
    for text in texts {
      let parsed = try parse("[\(text)]")
      #expect(parsed == .array([.number(Double(text)!)]), "\(text)")
    }
  }

  @Test func badInputIsAnErrorNamingWhere() {
    #expect(failure("[1e999]")?.contains("does not fit a Double") == true)
    #expect(failure("[1,]")?.contains("unexpected character at byte 3") == true)
    #expect(failure(#"{"a" 1}"#)?.contains("expected ':'") == true)
    #expect(failure("[01]")?.contains("expected ',' or ']'") == true)
    #expect(failure("[1] x")?.contains("after the value") == true)
    #expect(failure(#"["\ud800"]"#)?.contains("unpaired surrogate") == true)
    #expect(failure(#"["a"#)?.contains("end of data") == true)
    #expect(failure("") != nil)
    #expect(failure("[NaN]") != nil)
    #expect(failure("[\"\u{1}\"]")?.contains("control character") == true)
    // Invalid UTF-8.
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(failure(deep)?.contains("nesting deeper than 512 levels") == true)
    let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect(failure(fine) == nil)
  }
}
