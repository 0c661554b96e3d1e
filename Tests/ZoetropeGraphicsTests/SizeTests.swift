import Testing

@testable import ZoetropeGraphics

@Suite struct SizeTests {
  @Test func storesNegativeDimensionsAsGiven() {
    let size = Size(width: -10, height: 20)
    #expect(size.width == -10)
    #expect(size.height == 20)
    #expect(Size.zero == Size(width: 0, height: 0))
  }

  @Test func scalarArithmetic() {
    let size = Size(width: 100, height: 50)
    #expect(size * 2 == Size(width: 200, height: 100))
    #expect(0.5 * size == Size(width: 50, height: 25))
    #expect(size / 4 == Size(width: 25, height: 12.5))
    #expect(size * -1 == Size(width: -100, height: -50))
  }
}
