import ZoetropeLayers

/// One line of the inspector's list: a group's heading or one of its
/// animations (docs/INSPECTOR.md).
public struct InspectorRow: Hashable, Sendable {
  /// The animation block or transaction that started the animations
  /// (``/ZoetropeLayers/AnimationRecord/group``).
  public var group: Int
  /// The animation's record index, or nil for the group's heading.
  public var record: Int?
  /// How far the animation is, from 0 to 1, at the inspected time (0 for
  /// a heading).
  public var progress: Double
  /// The text the row shows, line by line.
  public var lines: [String]
}

/// One bar of the inspector's timeline: an animation's span on the
/// application's clock.
public struct InspectorBar: Hashable, Sendable {
  /// The animation's record index.
  public var record: Int
  /// When it starts, in seconds on the application's clock.
  public var start: Double
  /// When it ends (the timeline's end for one that repeats forever).
  public var end: Double
}

/// What the list and the timeline show, worked out from a log at one
/// time: the inspector's model, with no layers.
@MainActor
struct InspectorListing {
  /// The records that may still run (not ended at the last time looked
  /// at), in log order.
  private(set) var running: [Int] = []
  /// How many records of the log ``running`` has looked at.
  private var scanned = 0

  /// How many refreshes there have been (every
  /// ``attachmentCheckInterval``th looks at the layers).
  private var refreshes = 0
  /// How often a refresh checks that the animations are still attached:
  /// every 8th (reading each layer's animations costs as much as the rest
  /// of the update).
  static let attachmentCheckInterval = 8

  /// Takes in the log's new records and forgets those ended by `time`
  /// and, every ``attachmentCheckInterval`` refreshes, those no longer
  /// attached (replaced under their key, or removed).
  ///
  /// - Parameters:
  ///   - log: The log.
  ///   - time: The application's time now.
  mutating func refresh(_ log: AnimationLog, at time: Double) {
    let records = log.records
    if scanned > records.count { scanned = 0 }  // the log was emptied
    refreshes += 1
    let checksLayers = refreshes % Self.attachmentCheckInterval == 1
    running.removeAll { index in
      guard index < records.count else { return true }
      if records[index].endTime.map({ $0 <= time }) ?? false { return true }
      guard checksLayers, let logged = log.loggedAnimation(at: index) else { return false }
      guard let layer = logged.layer else { return true }
      // A record whose start is not resolved yet is attached.
      return records[index].startTime != nil
        && layer.animation(forKey: logged.key) !== logged.attached
    }
    while scanned < records.count {
      if !(records[scanned].endTime.map { $0 <= time } ?? false) { running.append(scanned) }
      scanned += 1
    }
  }

  /// Lists records as running again (they run on after a scrub or a
  /// replay moved their starts).
  mutating func reinstate(_ indices: [Int]) {
    guard !indices.isEmpty else { return }
    running = Array(Set(running).union(indices.filter { $0 < scanned })).sorted()
  }

  /// The records of one group: the group of `record`, as a run of
  /// neighbours in the log (a group's records are added together).
  static func group(of record: Int, in records: [AnimationRecord]) -> [Int] {
    let group = records[record].group
    var first = record
    while first > 0, records[first - 1].group == group { first -= 1 }
    var last = record
    while last + 1 < records.count, records[last + 1].group == group { last += 1 }
    return Array(first...last)
  }

  /// The list's rows for the given records (newest group first), at most
  /// `capacity` of them, each group under its heading.
  ///
  /// - Parameters:
  ///   - shown: Record indices in log order.
  ///   - records: The log's records.
  ///   - time: The inspected time, for progress.
  ///   - capacity: The most rows shown.
  ///   - origin: The time shown as 0.
  /// - Returns: Headings and animation rows, top to bottom.
  static func rows(
    _ shown: [Int], records: [AnimationRecord], at time: Double, capacity: Int, origin: Double
  ) -> [InspectorRow] {
    var rows: [InspectorRow] = []
    var position = shown.count - 1
    while position >= 0, rows.count < capacity {
      let group = records[shown[position]].group
      var first = position
      while first > 0, records[shown[first - 1]].group == group { first -= 1 }
      let sample = records[shown[first]]
      let count = position - first + 1
      rows.append(
        InspectorRow(
          group: group, record: nil, progress: 0,
          lines: [
            "#\(group) \(sample.groupKind) · \(count) animation\(count == 1 ? "" : "s")"
              + (sample.startTime.map { " · from \(InspectorText.seconds($0 - origin))" } ?? "")
          ]))
      for index in shown[first...position] where rows.count < capacity {
        let record = records[index]
        rows.append(
          InspectorRow(
            group: group, record: index, progress: progress(of: record, at: time),
            lines: InspectorText.lines(for: record)))
      }
      position = first - 1
    }
    return rows
  }

  /// How far an animation is at a time, from 0 to 1 (of its whole active
  /// duration; one pass of one that repeats forever).
  static func progress(of record: AnimationRecord, at time: Double) -> Double {
    guard let start = record.startTime else { return 0 }
    let end = record.endTime ?? start + max(record.duration, 1e-9)
    guard end > start else { return time >= start ? 1 : 0 }
    var fraction = (time - start) / (end - start)
    if record.endTime == nil { fraction = fraction - fraction.rounded(.down) }
    return min(max(fraction, 0), 1)
  }

  /// The timeline's bars for records, and the span they cover.
  ///
  /// - Parameters:
  ///   - shown: Record indices.
  ///   - records: The log's records.
  ///   - now: The application's time now (a bar not yet started begins
  ///     there).
  /// - Returns: The bars, and the range of the axis (never empty).
  static func bars(_ shown: [Int], records: [AnimationRecord], now: Double)
    -> (bars: [InspectorBar], range: ClosedRange<Double>)
  {
    var starts: [(Int, Double, Double?)] = []
    for index in shown {
      let record = records[index]
      let start = record.startTime ?? now
      starts.append((index, start, record.endTime))
    }
    let first = starts.map(\.1).min() ?? now
    let lastEnd = starts.compactMap(\.2).max() ?? first
    let longest = shown.map { records[$0].duration }.max() ?? 0
    var end = max(lastEnd, first + longest, first + 0.1)
    if !end.isFinite { end = first + 1 }
    let bars = starts.map { InspectorBar(record: $0.0, start: $0.1, end: min($0.2 ?? end, end)) }
    return (bars, first...end)
  }
}

/// How the inspector writes numbers and records.
enum InspectorText {
  /// Seconds with two decimals: `0.30 s`.
  static func seconds(_ value: Double) -> String {
    guard value.isFinite else { return "\(value) s" }
    let hundredths = (value * 100).rounded()
    let sign = hundredths < 0 ? "-" : ""
    let whole = Int(abs(hundredths)) / 100
    let fraction = Int(abs(hundredths)) % 100
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  /// A short number: `2`, `0.25`, `∞`.
  static func number(_ value: Double) -> String {
    if value.isInfinite { return value > 0 ? "∞" : "-∞" }
    if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
    return String((value * 1000).rounded() / 1000)
  }

  /// A value cut to `limit` characters.
  static func cut(_ text: String?, _ limit: Int) -> String {
    guard let text else { return "–" }
    return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// A spring's text with its numbers short: `mass 1, stiffness 47.8`.
  static func shortNumbers(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      let trailing = word.hasSuffix(",") ? "," : ""
      guard let value = Double(word.dropLast(trailing.count)) else { return String(word) }
      return number(value) + trailing
    }.joined(separator: " ")
  }

  /// An animation's two lines: where (layer, view, name) and what (key
  /// path, values, timing).
  static func lines(for record: AnimationRecord) -> [String] {
    var place = record.viewClass.map { "\($0) · \(record.layerClass)" } ?? record.layerClass
    if let name = record.layerName { place += " '\(cut(name, 16))'" }
    let what =
      "\(record.keyPath ?? record.kind)  \(cut(record.fromValue, 22)) → "
      + cut(record.toValue, 22)
    var timing = "\(number(record.duration)) s"
    if record.delay > 0 { timing += " +\(number(record.delay)) s" }
    if record.repeatCount > 0 { timing += " ×\(number(record.repeatCount))" }
    if record.repeatDuration > 0 { timing += " for \(number(record.repeatDuration)) s" }
    if record.autoreverses { timing += " ↺" }
    timing += " fill \(record.fillMode) · "
    timing += record.spring.map { "spring " + shortNumbers($0) } ?? record.timingFunction
    return ["\(place) — \(what)", timing]
  }
}
