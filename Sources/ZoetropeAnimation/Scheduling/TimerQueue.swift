/// A binary min-heap of timer deadlines, ordered by deadline, then scheduling order.
///
/// Keeps firing `O(log n)` per timer, so a cascade of timers cannot make an advance
/// quadratic. Entries are not removed when a timer is invalidated or rescheduled;
/// the scheduler skips stale ones (see `Scheduler.isCurrent(_:)`) and compacts the
/// heap when they pile up.
struct TimerQueue {
  struct Entry {
    /// The deadline this entry was queued for, in seconds.
    let deadline: Double
    /// The timer's scheduling order: earlier-scheduled timers win ties.
    let order: Int
    /// The timer's queue token when queued; a later push makes this entry stale.
    let token: Int
    let timer: ScheduledTimer

    func precedes(_ other: Entry) -> Bool {
      deadline < other.deadline || (deadline == other.deadline && order < other.order)
    }
  }

  private(set) var entries: [Entry] = []

  /// The entry with the earliest deadline (ties: earliest order).
  var first: Entry? { entries.first }

  mutating func push(_ entry: Entry) {
    entries.append(entry)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].precedes(entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  @discardableResult
  mutating func popFirst() -> Entry? {
    guard !entries.isEmpty else { return nil }
    entries.swapAt(0, entries.count - 1)
    let first = entries.removeLast()
    siftDown(from: 0)
    return first
  }

  /// Keeps only the entries for which `isIncluded` is true.
  mutating func filter(_ isIncluded: (Entry) -> Bool) {
    entries = entries.filter(isIncluded)
    for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) {
      siftDown(from: index)
    }
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < entries.count, entries[left].precedes(entries[best]) { best = left }
      if right < entries.count, entries[right].precedes(entries[best]) { best = right }
      guard best != parent else { return }
      entries.swapAt(parent, best)
      parent = best
    }
  }
}
