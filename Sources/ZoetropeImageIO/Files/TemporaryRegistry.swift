import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files being written right now, so a SIGINT or SIGTERM
/// handler can remove them before the process ends.
///
/// Paths live in fixed slots of C memory, allocated once, that the signal
/// handler reads without a lock or an allocation (async-signal-safe: it
/// only calls `unlink`, `sigaction` and `raise`).
enum TemporaryRegistry {
  /// How many writes may be under way at once and still be cleaned up on
  /// a signal: 64 (more are written, just not registered).
  static let slotCount = 64
  /// The longest path a slot holds, in bytes with its NUL.
  static let pathCapacity = 4096

  /// Slot `i` holds a NUL-terminated path at `paths + i × pathCapacity`;
  /// an empty string means free.
  nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
    let paths = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * pathCapacity)
    paths.initialize(repeating: 0, count: slotCount * pathCapacity)
    return paths
  }()

  /// Which slots are reserved, and whether the handlers are installed.
  private static let state = Mutex<(used: [Bool], installed: Bool)>(
    (Array(repeating: false, count: slotCount), false))

  /// The actions SIGINT and SIGTERM had before ours.
  nonisolated(unsafe) static var previousInterrupt = sigaction()
  nonisolated(unsafe) static var previousTerminate = sigaction()

  /// Reserves a free slot, or nil when all are in use.
  static func reserve() -> Int? {
    _ = paths
    return state.withLock { state in
      guard let index = state.used.firstIndex(of: false) else { return nil }
      state.used[index] = true
      return index
    }
  }

  /// Stores `path` in `slot` (a path too long for a slot is not stored).
  static func register(_ path: UnsafePointer<CChar>, in slot: Int) {
    let length = strlen(path)
    guard length < pathCapacity else { return }
    let start = paths + slot * pathCapacity
    (start + 1).update(from: path + 1, count: length)
    (start + length).pointee = 0
    start.pointee = path.pointee  // last: the slot is complete before it is non-empty
  }

  /// Frees `slot` (nil: nothing to do).
  static func release(_ slot: Int?) {
    guard let slot else { return }
    (paths + slot * pathCapacity).pointee = 0
    state.withLock { $0.used[slot] = false }
  }

  /// Removes every registered temporary file; what the signal handler does
  /// before the signal takes its course.
  static func removeAll() {
    for slot in 0..<slotCount {
      remove(slot)
    }
  }

  /// Removes the temporary file registered in one slot, if any: what
  /// ``removeAll()`` does for each (tests call it for their own slot,
  /// since other tests' writes run at the same time).
  static func remove(_ slot: Int) {
    let path = paths + slot * pathCapacity
    if path.pointee != 0 {
      unlink(path)
    }
  }

  /// Whether an action is SIG_IGN.
  private static func isIgnored(_ action: sigaction) -> Bool {
    guard let handler = action.__sigaction_handler.sa_handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1
  }

  /// Installs the SIGINT and SIGTERM handlers once per process.
  ///
  /// A signal the process ignores stays ignored.
  static func installSignalHandlers() {
    _ = paths
    state.withLock { state in
      guard !state.installed else { return }
      state.installed = true
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { signal in
        TemporaryRegistry.removeAll()
        // Restore what was there before (the default: end the process) and
        // deliver the signal again.
        if signal == SIGINT {
          sigaction(SIGINT, &TemporaryRegistry.previousInterrupt, nil)
        } else {
          sigaction(SIGTERM, &TemporaryRegistry.previousTerminate, nil)
        }
        raise(signal)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(bitPattern: SA_RESETHAND)
      sigaction(SIGINT, &action, &previousInterrupt)
      sigaction(SIGTERM, &action, &previousTerminate)
      // A signal the process ignores (`nohup`, a shell's background job)
      // stays ignored: put SIG_IGN (handler value 1) back.
      if isIgnored(previousInterrupt) { sigaction(SIGINT, &previousInterrupt, nil) }
      if isIgnored(previousTerminate) { sigaction(SIGTERM, &previousTerminate, nil) }
    }
  }
}
