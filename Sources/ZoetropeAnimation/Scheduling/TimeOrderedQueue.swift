/// A queue of elements ordered by time, first in first out among equal
/// times.
///
/// The input queues of ``Application`` and the headless host, and the
/// host's script commands, use it, so queueing and delivering n events
/// costs `O(n log n)` at worst and `O(n)` when they come in time order,
/// never `O(n²)` (an insert that scans a sorted array is quadratic in a
/// long script).
///
/// Elements queued in time order (each at or after the last one queued
/// that way), the common case for scripts and input, go to a sorted run
/// that pushes and pops in `O(1)`; the others go to a binary min-heap keyed
/// by (time, insertion order), `O(log n)`. Popping takes the earlier of the
/// two heads.
///
/// ```swift
/// var queue = TimeOrderedQueue<String>()
/// queue.push("b", at: 2)
/// queue.push("a", at: 1)
/// queue.push("c", at: 2)
/// queue.popFirst()  // "a", then "b", then "c"
/// ```
package struct TimeOrderedQueue<Element> {
  @usableFromInline
  struct Entry {
    @usableFromInline var time: Double
    @usableFromInline var order: Int
    @usableFromInline var element: Element

    @inlinable
    init(time: Double, order: Int, element: Element) {
      self.time = time
      self.order = order
      self.element = element
    }

    @inlinable
    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && order < other.order)
    }
  }

  /// Entries queued in time order, sorted; those before `runStart` are
  /// popped.
  @usableFromInline var run: [Entry] = []
  /// The first entry of `run` not yet popped.
  @usableFromInline var runStart = 0
  /// The other entries, as a binary min-heap.
  @usableFromInline var heap: [Entry] = []
  /// The insertion order of the next entry.
  @usableFromInline var nextOrder = 0

  /// How many times two entries were compared since the queue was made:
  /// what tests count to check the cost.
  package internal(set) var comparisons = 0

  /// Creates an empty queue.
  package init() {}

  /// Whether the queue holds nothing.
  @inlinable package var isEmpty: Bool { runStart == run.count && heap.isEmpty }

  /// How many elements are queued.
  package var count: Int { run.count - runStart + heap.count }

  /// The earliest time queued, or nil when the queue is empty.
  ///
  /// - Complexity: O(1).
  @inlinable package var firstTime: Double? { firstEntry?.time }

  /// The element with the earliest time (the first queued among equal
  /// times), or nil.
  ///
  /// - Complexity: O(1).
  package var first: Element? { firstEntry?.element }

  /// The head of the run or of the heap, whichever comes first.
  @inlinable var firstEntry: Entry? {
    let runHead = runStart < run.count ? run[runStart] : nil
    guard let heapHead = heap.first else { return runHead }
    guard let runHead else { return heapHead }
    return heapHead.precedes(runHead) ? heapHead : runHead
  }

  /// Queues `element` at `time` (NaN is not allowed; -∞ and +∞ are).
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - time: Its time, in seconds.
  /// - Complexity: O(1) when `time` is at or after the time of the last
  ///   element queued in order; O(log n) otherwise.
  @inlinable
  package mutating func push(_ element: Element, at time: Double) {
    precondition(!time.isNaN, "TimeOrderedQueue: a NaN time")
    let entry = Entry(time: time, order: nextOrder, element: element)
    nextOrder += 1
    comparisons += 1
    if runStart == run.count || run[run.count - 1].time <= time {
      if runStart == run.count, runStart > 0 {
        run.removeAll(keepingCapacity: true)
        runStart = 0
      }
      run.append(entry)
    } else {
      pushOntoHeap(entry)
    }
    checkInvariants()
  }

  /// Removes and returns the earliest element, or nil when empty.
  ///
  /// - Complexity: O(1) from the run, O(log n) from the heap.
  @inlinable @discardableResult
  package mutating func popFirst() -> Element? {
    let hasRun = runStart < run.count
    comparisons += 1
    if hasRun, heap.isEmpty || !heap[0].precedes(run[runStart]) {
      let element = run[runStart].element
      runStart += 1
      if runStart > 1_024, runStart * 2 > run.count {
        run.removeFirst(runStart)
        runStart = 0
      }
      checkInvariants()
      return element
    }
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    siftDown(from: 0)
    checkInvariants()
    return first.element
  }

  /// Removes and returns the earliest element if its time is at most
  /// `time`.
  ///
  /// - Parameter time: The latest time to pop, in seconds.
  /// - Returns: The element, or nil when none is due.
  /// - Complexity: As ``popFirst()``.
  @inlinable
  package mutating func popFirst(notAfter time: Double) -> Element? {
    guard let firstTime, firstTime <= time else { return nil }
    return popFirst()
  }

  /// Removes every element and returns them in queue order.
  ///
  /// - Complexity: O(n log n).
  package mutating func removeAll() -> [Element] {
    let all = elementsInOrder
    run.removeAll()
    runStart = 0
    heap.removeAll()
    return all
  }

  /// The elements in queue order, without removing them.
  ///
  /// - Complexity: O(n log n).
  package var elementsInOrder: [Element] {
    (run[runStart...] + heap).sorted { $0.precedes($1) }.map(\.element)
  }
}

extension TimeOrderedQueue: Sendable where Element: Sendable {}

extension TimeOrderedQueue.Entry: Sendable where Element: Sendable {}
