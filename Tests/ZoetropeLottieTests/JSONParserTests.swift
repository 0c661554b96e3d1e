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
    #expect(value["o"] == .object([:]))
    #expect(try parse("[]") == .array([]))
    #expect(try parse(#""é""#) == .string("é"))
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
