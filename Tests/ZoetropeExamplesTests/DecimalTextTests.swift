import ExampleSupport
import Testing

/// `%1.2f`-style formatting without Foundation.
@Suite struct DecimalTextTests {
  @Test(arguments: [
    (1.0, 2, "1.00"), (0.5714285, 2, "0.57"), (4, 2, "4.00"), (0.005, 2, "0.01"),
    (-1.25, 1, "-1.3"), (-0.001, 2, "0.00"), (12.3456, 0, "12"), (0.01, 2, "0.01"),
  ])
  func fixed(value: Double, places: Int, text: String) {
    #expect(DecimalText.fixed(value, places: places) == text)
  }

  @Test func nonFiniteValues() {
    #expect(DecimalText.fixed(.nan, places: 2) == "nan")
    #expect(DecimalText.fixed(-.infinity, places: 2) == "-inf")
  }
}
