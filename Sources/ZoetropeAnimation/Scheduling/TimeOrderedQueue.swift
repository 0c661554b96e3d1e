/// A queue of elements ordered by time, first in first out among equal
/// times: a binary min-heap keyed by (time, insertion order).
///
/// The input queues of ``Application`` and the headless host, and the
/// host's script commands, use it, so queueing n events costs
/// `O(n log n)` in all, never `O(n²)` (an insert that scans a sorted
/// array is quadratic in a long script). An element queued at a time no
/// earlier than the last one's, the common case, costs `O(1)`.
///
/// ```swift
/// var queue = TimeOrderedQueue<String>()
/// queue.push("b", at: 2)
/// queue.push("a", at: 1)
/// queue.push("c", at: 2)
/// queue.popFirst()  // "a", then "b", then "c"
/// ```
package struct TimeOrderedQueue<Element> {
  struct Entry {
    var time: Double
    var order: Int
    var element: Element

    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && order < other.order)
    }
  }

  private var entries: [Entry] = []
  private var nextOrder = 0

  /// How many times two entries were compared since the queue was made:
  /// what tests count to check the cost is `O(n log n)`.
  package private(set) var comparisons = 0

  /// Creates an empty queue.
  package init() {}

  /// Whether the queue holds nothing.
  package var isEmpty: Bool { entries.isEmpty }

  /// How many elements are queued.
  package var count: Int { entries.count }

  /// The earliest time queued, or nil when the queue is empty.
  ///
  /// - Complexity: O(1).
  package var firstTime: Double? { entries.first?.time }

  /// The element with the earliest time (the first queued among equal
  /// times), or nil.
  ///
  /// - Complexity: O(1).
  package var first: Element? { entries.first?.element }

  /// Queues `element` at `time` (NaN is not allowed; -∞ and +∞ are).
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - time: Its time, in seconds.
  /// - Complexity: O(log n), and O(1) when `time` is at or after every
  ///   queued time.
  package mutating func push(_ element: Element, at time: Double) {
    precondition(!time.isNaN, "TimeOrderedQueue: a NaN time")
    entries.append(Entry(time: time, order: nextOrder, element: element))
    nextOrder += 1
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      comparisons += 1
      guard entries[child].precedes(entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
    checkInvariants()
  }

  /// Removes and returns the earliest element, or nil when empty.
  ///
  /// - Complexity: O(log n).
  @discardableResult
  package mutating func popFirst() -> Element? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let first = entries.removeLast()
    siftDown(from: 0)
    checkInvariants()
    return first.element
  }

  /// Removes and returns the earliest element if its time is at most
  /// `time`.
  ///
  /// - Parameter time: The latest time to pop, in seconds.
  /// - Returns: The element, or nil when none is due.
  /// - Complexity: O(log n).
  package mutating func popFirst(notAfter time: Double) -> Element? {
    guard let firstTime, firstTime <= time else { return nil }
    return popFirst()
  }

  /// Removes every element and returns them in queue order.
  ///
  /// - Complexity: O(n log n).
  package mutating func removeAll() -> [Element] {
    let sorted = entries.sorted { $0.precedes($1) }.map(\.element)
    entries.removeAll()
    return sorted
  }

  /// The elements in queue order, without removing them.
  ///
  /// - Complexity: O(n log n).
  package var elementsInOrder: [Element] {
    entries.sorted { $0.precedes($1) }.map(\.element)
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      comparisons += 2
      if left < entries.count, entries[left].precedes(entries[best]) { best = left }
      if right < entries.count, entries[right].precedes(entries[best]) { best = right }
      guard best != parent else { return }
      entries.swapAt(parent, best)
      parent = best
    }
  }

  /// In debug builds, checks the heap property at the entries a mutation
  /// may have touched: every entry follows its parent.
  ///
  /// Checks only the top levels (at most 64 entries) so a debug build
  /// stays `O(log n)` per operation.
  private func checkInvariants() {
    #if DEBUG
    for index in 1..<max(1, min(entries.count, 64)) {
      assert(
        !entries[index].precedes(entries[(index - 1) / 2]),
        "TimeOrderedQueue: entry \(index) precedes its parent")
    }
    #endif
  }
}

extension TimeOrderedQueue: Sendable where Element: Sendable {}

extension TimeOrderedQueue.Entry: Sendable where Element: Sendable {}
