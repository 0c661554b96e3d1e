import Foundation
import Testing

@testable import ZoetropeAnimation

@Suite struct TimeOrderedQueueTests {
  @Test func popsInTimeOrderFirstInFirstOutAmongEqualTimes() {
    var queue = TimeOrderedQueue<String>()
    for (name, time) in [("c", 2.0), ("a", 1), ("d", 2), ("b", 1), ("z", -.infinity)] {
      queue.push(name, at: time)
    }
    #expect(queue.count == 5 && queue.firstTime == -.infinity)
    #expect(queue.popFirst(notAfter: -1e300) == "z")
    #expect(queue.popFirst(notAfter: 0.5) == nil)
    #expect(queue.elementsInOrder == ["a", "b", "c", "d"])
    var popped: [String] = []
    while let next = queue.popFirst() { popped.append(next) }
    #expect(popped == ["a", "b", "c", "d"])
    #expect(queue.isEmpty && queue.first == nil)
  }

  @Test func removeAllReturnsQueueOrder() {
    var queue = TimeOrderedQueue<Int>()
    for index in 0..<100 { queue.push(index, at: Double((index * 37) % 10)) }
    let all = queue.removeAll()
    #expect(all.count == 100 && queue.isEmpty)
    #expect(all == (0..<100).sorted { (($0 * 37) % 10, $0) < (($1 * 37) % 10, $1) })
  }

  /// The heap's cost, counted in comparisons, grows as n log n: pushing n
  /// equal times and popping them all stays under 3 n log₂ n comparisons
  /// at 1k, 10k and 100k (a sorted-array insert would be n² / 2).
  @Test(arguments: [1_000, 10_000, 100_000])
  func costGrowsAsNLogN(count: Int) {
    var queue = TimeOrderedQueue<Int>()
    for index in 0..<count { queue.push(index, at: 0) }
    #expect(queue.comparisons <= count, "pushing at the latest time is O(1)")
    var previous = -1
    while let next = queue.popFirst() {
      #expect(next == previous + 1)
      previous = next
    }
    let bound = 3 * Double(count) * log2(Double(count))
    #expect(Double(queue.comparisons) <= bound, "\(queue.comparisons) > \(bound)")
  }
}
