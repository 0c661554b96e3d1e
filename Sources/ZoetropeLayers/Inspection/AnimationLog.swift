import ZoetropeAnimation

/// Every animation added to a layer while it records, and every timer
/// firing: what the inspector and `--timeline` show (docs/INSPECTOR.md).
///
/// A log records in the ``LayerContext`` it is installed in
/// (``LayerContext/animationLog``); ZoetropeUI's
/// `Application.startAnimationLog()` installs one with the application's
/// clock and timers. Without one, adding an animation costs one nil check
/// and a frame one more: nothing is allocated.
///
/// ```swift
/// let log = host.application.startAnimationLog()
/// host.tap("Box", at: 0.3)
/// host.advance(to: 1)
/// let position = log.records.first { $0.keyPath == "position" }
/// #expect(position?.timingFunction == "easeInEaseOut")
/// #expect(position?.startTime == 0.3)
/// ```
@MainActor
public final class AnimationLog {
  /// The animations added, in order.
  public private(set) var records: [AnimationRecord] = []
  /// The timers that fired, in the order each first fired.
  public private(set) var timers: [TimerRecord] = []
  /// The touches delivered, in order.
  public private(set) var inputs: [InputRecord] = []
  /// The time now on the application's clock (set by the installer).
  package var now: () -> Double = { 0 }
  /// Records waiting for the frame that starts them.
  private var pendingStarts: [Int] = []
  /// The number of each transaction group seen, by identity (the groups
  /// are kept so that their identities are not reused).
  private var transactionGroups: [ObjectIdentifier: (group: AnyObject, number: Int)] = [:]
  /// The numbers of the animation blocks open now, innermost last.
  private var openBlocks: [Int] = []
  /// The next group number.
  private var nextGroup = 0
  /// Where each timer's record is, by timer number.
  private var timerIndices: [Int: Int] = [:]
  /// The attached animations of the latest records, for the inspector's
  /// scrubbing and replay (``loggedAnimation(at:)``); the first is
  /// record ``retainedBase``'s.
  private var retained: [LoggedAnimation] = []
  /// The record index of `retained[0]`.
  private var retainedBase = 0

  /// How many of the latest records keep their animation and layer for
  /// the inspector (older ones are text only): 10,000.
  public static let retainedAnimationLimit = 10_000

  /// An empty log.
  public init() {}

  /// Forgets every record.
  public func removeAll() {
    records.removeAll()
    timers.removeAll()
    inputs.removeAll()
    pendingStarts.removeAll()
    timerIndices.removeAll()
    retained.removeAll()
    retainedBase = 0
  }

  /// The animation attached for a record, its layer (while it lives) and
  /// key: nil for a record older than the latest
  /// ``retainedAnimationLimit``.
  ///
  /// - Parameter index: A record's ``AnimationRecord/index``.
  /// - Returns: What was attached, or nil.
  package func loggedAnimation(at index: Int) -> LoggedAnimation? {
    let slot = index - retainedBase
    return retained.indices.contains(slot) ? retained[slot] : nil
  }

  /// Moves a record's start, for an animation the inspector let run on
  /// from its playhead after a scrub (it started again, later): the list
  /// and the timeline show it running until its new end.
  ///
  /// - Parameters:
  ///   - index: A record's ``AnimationRecord/index``.
  ///   - time: Its new start on the application's clock.
  package func moveStart(ofRecord index: Int, to time: Double) {
    guard records.indices.contains(index), time.isFinite else { return }
    records[index].startTime = time
  }

  /// Makes the animation now attached for a record (the inspector's copy
  /// of one that had ended) the one the log knows it by.
  ///
  /// - Parameters:
  ///   - index: A record's ``AnimationRecord/index``.
  ///   - animation: The layer's attached animation.
  package func replaceAttached(ofRecord index: Int, with animation: Animation) {
    let slot = index - retainedBase
    guard retained.indices.contains(slot), let layer = retained[slot].layer else { return }
    retained[slot] = LoggedAnimation(attached: animation, layer: layer, key: retained[slot].key)
  }

  /// Opens an animation block: animations added until ``endBlock()`` share
  /// its group.
  package func beginBlock() {
    openBlocks.append(nextGroup)
    nextGroup += 1
  }

  /// Closes the innermost animation block.
  package func endBlock() {
    _ = openBlocks.popLast()
  }

  /// Records an animation just attached to a layer.
  func record(
    _ animation: Animation, timing: MediaTiming, key: String, layer: Layer,
    transactions: [TransactionGroup]
  ) {
    let description = animation.logDescription
    let added = now()
    var start: Double?
    if timing.beginTime != 0 {
      start = layer.convertTime(timing.beginTime, to: nil)
    }
    let (group, kind) = groupNumber(transactions)
    let record = AnimationRecord(
      index: records.count, layerID: layer.layerID, layerClass: "\(type(of: layer))",
      viewClass: layer.delegate.map { "\(type(of: $0))" }, layerName: layer.name, key: key,
      kind: description.kind, keyPath: description.keyPath, fromValue: description.from,
      toValue: description.to, duration: timing.effectiveDuration,
      delay: start.map { max($0 - added, 0) } ?? 0, repeatCount: timing.repeatCount,
      repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
      fillMode: "\(timing.fillMode)", timingFunction: Self.name(of: timing.timingFunction),
      spring: description.spring, speed: timing.speed, addedAt: added, startTime: start,
      group: group, groupKind: kind)
    if start == nil { pendingStarts.append(records.count) }
    records.append(record)
    retained.append(LoggedAnimation(attached: animation, layer: layer, key: key))
    if retained.count >= 2 * Self.retainedAnimationLimit {
      retained.removeFirst(Self.retainedAnimationLimit)
      retainedBase += Self.retainedAnimationLimit
    }
  }

  /// Gives the records added since the last frame their start: the frame's
  /// time.
  func resolveStarts(at time: Double) {
    guard !pendingStarts.isEmpty else { return }
    for index in pendingStarts { records[index].startTime = time }
    pendingStarts.removeAll()
  }

  /// Records a touch delivered to the application.
  ///
  /// - Parameter input: The touch.
  public func record(_ input: InputRecord) {
    inputs.append(input)
  }

  /// Records a timer firing at its deadline.
  package func timerFired(number: Int, interval: Double, repeats: Bool, at deadline: Double) {
    if let index = timerIndices[number] {
      timers[index].lastFire = deadline
      timers[index].fireCount += 1
      return
    }
    timerIndices[number] = timers.count
    timers.append(
      TimerRecord(
        timer: number, interval: interval, repeats: repeats, firstFire: deadline,
        lastFire: deadline, fireCount: 1))
  }

  /// The group of an animation added now: the open animation block's, else
  /// the innermost transaction's.
  private func groupNumber(_ transactions: [TransactionGroup]) -> (Int, String) {
    if let block = openBlocks.last { return (block, "animation block") }
    guard let transaction = transactions.last else { return (-1, "none") }
    let kind = transaction.isImplicit ? "implicit transaction" : "transaction"
    let id = ObjectIdentifier(transaction)
    if let known = transactionGroups[id] { return (known.number, kind) }
    let number = nextGroup
    nextGroup += 1
    transactionGroups[id] = (transaction, number)
    return (number, kind)
  }

  /// A timing function's preset name, or its CSS text.
  static func name(of function: TimingFunction) -> String {
    let presets: [(TimingFunction, String)] = [
      (.linear, "linear"), (.default, "default"), (.easeIn, "easeIn"), (.easeOut, "easeOut"),
      (.easeInEaseOut, "easeInEaseOut"), (.stepStart, "stepStart"), (.stepEnd, "stepEnd"),
    ]
    return presets.first { $0.0 == function }?.1 ?? "\(function)"
  }
}

/// An animation a log saw attached: the layer's own copy, the layer
/// (weakly) and the key, which the inspector scrubs and replays.
@MainActor
package struct LoggedAnimation {
  /// The layer's copy of the animation, as attached.
  package let attached: Animation
  /// The layer, while it lives.
  package weak var layer: Layer?
  /// The key it was attached under.
  package let key: String
}
