import ZoetropeAnimation
import ZoetropeGraphics

/// An animation attached to a layer under a key.
///
/// The values a frame reads come first, so that they share three or four
/// cache lines; the key, the timing as given and the transactions, which
/// it does not read, after them.
struct AnimationEntry {
  /// The layer's own copy of the animation.
  var animation: Animation
  /// Whether `timing.beginTime` still has to be set to the layer's local
  /// time at the first frame (the animation's `beginTime` was 0).
  var needsBeginTime: Bool
  /// Whether the animation's start has been reported.
  var didStart = false
  /// Whether the animation's stop has been reported.
  var didStop = false
  /// `timing.speed`, kept beside the values a frame reads.
  private(set) var speed: Double
  /// `timing.beginTime`, kept beside the values a frame reads.
  private(set) var beginTime: Double
  /// `timing.timing`: the timing model's parameters, worked out once per
  /// change of ``timing`` rather than at every frame.
  private(set) var resolvedTiming: Timing
  /// The key it was added under (a generated unique key when added with `nil`).
  var key: String
  /// The animation's timing with `beginTime` and `duration` resolved.
  var timing: MediaTiming {
    didSet {
      resolvedTiming = timing.timing
      speed = timing.speed
      beginTime = timing.beginTime
    }
  }
  /// The transactions waiting for this animation before running their
  /// completion blocks.
  var transactions: [TransactionGroup]

  /// Creates an entry that has reported neither start nor stop.
  init(
    key: String, animation: Animation, timing: MediaTiming, needsBeginTime: Bool,
    transactions: [TransactionGroup]
  ) {
    self.animation = animation
    self.needsBeginTime = needsBeginTime
    speed = timing.speed
    beginTime = timing.beginTime
    resolvedTiming = timing.timing
    self.key = key
    self.timing = timing
    self.transactions = transactions
  }
}

extension AnimationEntry {
  /// Reads a word of each cache line of the first entry's values that a
  /// frame reads (see ``LayerTree``'s `touch`), so that they are on their
  /// way to the cache before they are needed.
  ///
  /// - Parameter entries: A layer's animation entries, not empty.
  /// - Returns: A sum of the words read.
  static func touch(_ entries: [AnimationEntry]) -> UInt64 {
    entries.withUnsafeBytes { bytes in
      let end = min(bytes.count, MemoryLayout<AnimationEntry>.offset(of: \.key) ?? 0)
      guard end >= 8 else { return 0 }
      var sum = bytes.load(fromByteOffset: end - 8, as: UInt64.self)
      var offset = 0
      while offset < end {
        sum &+= bytes.load(fromByteOffset: offset, as: UInt64.self)
        offset += 64
      }
      return sum
    }
  }
}

extension Layer {
  /// Attaches a copy of an animation to the layer, as
  /// `CALayer.add(_:forKey:)`.
  ///
  /// The copy starts at its `beginTime`, where 0 means the frame at which
  /// the current transaction commits; a `duration` of 0 means the
  /// transaction's ``Transaction/animationDuration()``. Adding under a key
  /// already in use replaces the animation there, whose stop callbacks get
  /// `finished == false`.
  ///
  /// An animation that fails ``Animation/validate()`` (a NaN value, empty
  /// keyframes, an empty path, a string key path
  /// such as `"strokeEnds"` that names no property of the animation's value
  /// type) is not attached: a warning naming the problem is logged and its
  /// stop callbacks get `finished == false` at the next frame. Nothing
  /// invalid reaches a frame.
  ///
  /// - Parameters:
  ///   - animation: The animation to copy and attach.
  ///   - key: A key to find, replace or remove it by; `nil` attaches it
  ///     under a generated key that ``animationKeys()`` lists.
  public func add(_ animation: Animation, forKey key: String?) {
    let copy = animation.copy()
    do {
      try copy.validate()
    } catch {
      zoetropeWarning("Animation not added to layer \(name ?? "\(layerID)"): \(error)")
      LayerEvents.enqueueStop(of: copy, finished: false)
      return
    }
    copy.prepare(previous: presentation())
    copy.resolveInPlaceWrites()
    copy.isAttached = true
    var timing = copy.mediaTiming
    if timing.duration == 0 {
      timing.duration = Transaction.animationDuration()
    }
    let entryKey = key ?? "animation-\(LayerIdentifiers.next())"
    if let index = animationEntries.firstIndex(where: { $0.key == entryKey }) {
      let old = animationEntries.remove(at: index)
      stop(old, finished: false)
    }
    let transactions = Transaction.groupsForNewAnimation()
    for group in transactions { group.animationAdded() }
    animationEntries.append(
      AnimationEntry(
        key: entryKey,
        animation: copy,
        timing: timing,
        needsBeginTime: timing.beginTime == 0,
        transactions: transactions
      )
    )
    if let log = LayerContext.current.animationLog {
      log.record(copy, timing: timing, key: entryKey, layer: self, transactions: transactions)
    }
    changeCount &+= 1
  }

  /// The animation attached under a key, as `CALayer.animation(forKey:)`.
  ///
  /// - Parameter key: The key it was added under.
  /// - Returns: The layer's copy of the animation, or `nil`.
  public func animation(forKey key: String) -> Animation? {
    animationEntries.first { $0.key == key }?.animation
  }

  /// The keys of the attached animations, in the order they were added.
  ///
  /// - Returns: The keys; animations added with a `nil` key have generated ones.
  public func animationKeys() -> [String] {
    animationEntries.map(\.key)
  }

  /// Removes the animation attached under a key.
  ///
  /// Its stop callbacks get `finished == false` at the next frame, and the
  /// model value shows again.
  ///
  /// - Parameter key: The key it was added under; an unknown key does nothing.
  public func removeAnimation(forKey key: String) {
    guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
    let entry = animationEntries.remove(at: index)
    stop(entry, finished: false)
    changeCount &+= 1
  }

  /// Removes every attached animation.
  ///
  /// Their stop callbacks get `finished == false` at the next frame.
  public func removeAllAnimations() {
    guard !animationEntries.isEmpty else { return }
    let entries = animationEntries
    animationEntries.removeAll()
    for entry in entries { stop(entry, finished: false) }
    changeCount &+= 1
  }

  /// Reports an animation's stop (once) and releases its transactions.
  func stop(_ entry: AnimationEntry, finished: Bool) {
    guard !entry.didStop else { return }
    LayerEvents.enqueueStop(of: entry.animation, finished: finished)
    for group in entry.transactions { group.animationStopped() }
  }

  /// Marks the layer's drawn content as needing a redraw before the next
  /// render, as `CALayer.setNeedsDisplay()`.
  public func setNeedsDisplay() {
    needsDisplay = true
    changeCount &+= 1
  }

  /// Marks the layer for the next frame's presentation pass and its
  /// ancestors as having a changed descendant.
  func setNeedsUpdate() {
    needsUpdate = true
    // Through the links, which hold the ancestors' flags: no weak
    // reference is loaded (a mask's parent is the layer it masks).
    var link = parentLink
    while let ancestor = link, !ancestor.subtreeNeedsUpdate {
      ancestor.subtreeNeedsUpdate = true
      link = ancestor.up
    }
  }
}
