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

  /// Elements queued in time order cost O(1) each, counted in
  /// comparisons: pushing n equal times and popping them all stays under
  /// 3 n at 1k, 10k and 100k (a sorted-array insert would be n² / 2).
  @Test(arguments: [1_000, 10_000, 100_000])
  func inOrderCostIsLinear(count: Int) {
    var queue = TimeOrderedQueue<Int>()
    for index in 0..<count { queue.push(index, at: Double(index / 7)) }
    var previous = -1
    while let next = queue.popFirst() {
      #expect(next == previous + 1)
      previous = next
    }
    #expect(previous == count - 1)
    #expect(queue.comparisons <= 3 * count, "\(queue.comparisons) comparisons")
  }

  /// Elements queued out of order go through the heap: O(log n) each,
  /// under 3 n log₂ n comparisons in all, and still in order.
  @Test(arguments: [1_000, 10_000, 100_000])
  func outOfOrderCostIsNLogN(count: Int) {
    var queue = TimeOrderedQueue<Int>()
    for index in 0..<count { queue.push(index, at: Double((index * 7_919) % count)) }
    var previousTime = -1
    while let next = queue.popFirst() {
      let time = (next * 7_919) % count
      #expect(time > previousTime)
      previousTime = time
    }
    let bound = 3 * Double(count) * log2(Double(count))
    #expect(Double(queue.comparisons) <= bound, "\(queue.comparisons) > \(bound)")
  }

  /// A mix of both keeps first-in-first-out order among equal times.
  @Test func runAndHeapInterleave() {
    var queue = TimeOrderedQueue<String>()
    queue.push("a1", at: 1)
    queue.push("b2", at: 2)
    queue.push("c1", at: 1)  // out of order: to the heap
    queue.push("d2", at: 2)
    queue.push("e0", at: 0)
    #expect(queue.count == 5)
    #expect(queue.elementsInOrder == ["e0", "a1", "c1", "b2", "d2"])
    var popped: [String] = []
    while let next = queue.popFirst() { popped.append(next) }
    #expect(popped == ["e0", "a1", "c1", "b2", "d2"])
  }
}
