// The binary min-heap that holds the entries queued out of time order.
extension TimeOrderedQueue {
  /// Adds an entry to the heap.
  ///
  /// - Complexity: O(log n).
  @inlinable
  mutating func pushOntoHeap(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      comparisons += 1
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Restores the heap order below `start` after its entry changed.
  ///
  /// - Complexity: O(log n).
  @inlinable
  mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      comparisons += 2
      if left < heap.count, heap[left].precedes(heap[best]) { best = left }
      if right < heap.count, heap[right].precedes(heap[best]) { best = right }
      guard best != parent else { return }
      heap.swapAt(parent, best)
      parent = best
    }
  }

  /// In debug builds, checks what the doc comments promise, near the
  /// entries a mutation may have touched: the run is sorted at its ends and
  /// every heap entry in the top levels follows its parent.
  ///
  /// Checks at most 64 entries, so a debug build stays cheap per operation.
  @inlinable
  func checkInvariants() {
    #if DEBUG
    assert(runStart <= run.count, "TimeOrderedQueue: the run's start is past its end")
    if run.count - runStart >= 2 {
      assert(
        !run[run.count - 1].precedes(run[run.count - 2])
          && !run[runStart + 1].precedes(run[runStart]),
        "TimeOrderedQueue: the run is out of order")
    }
    for index in 1..<max(1, min(heap.count, 64)) {
      assert(
        !heap[index].precedes(heap[(index - 1) / 2]),
        "TimeOrderedQueue: heap entry \(index) precedes its parent")
    }
    #endif
  }
}
