import Testing

@testable import ZoetropeGraphics

@Suite struct EdgeInsetsTests {
  @Test func storesEachEdge() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1)
    #expect(insets.left == 2)
    #expect(insets.bottom == 3)
    #expect(insets.right == 4)
  }

  @Test func zeroInsetsEveryEdgeByZero() {
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(EdgeInsets.zero != EdgeInsets(top: 0, left: 0, bottom: 0, right: 1))
  }
}
