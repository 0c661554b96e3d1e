import ZoetropeLayers
import ZoetropeUI

/// The app's emitters while the inspector scrubs or replays: each is
/// held at its local time of the playhead, through the layer time model
/// (speed 0 and that time as its time offset), and runs on from there
/// (docs/INSPECTOR.md).
///
/// An emitter's particles are a function of its local time, so an
/// emitter held at the local time it had at application time *t* draws
/// the particles it drew then (while its birth-rate history reaches back
/// that far). Every emitter in the application's windows follows the
/// playhead: they have no group, and they run on the application's clock.
@MainActor
struct EmitterScrub {
  /// An emitter and the timing it had when the scrub started.
  private struct Entry {
    /// The emitter, while it lives.
    weak var layer: EmitterLayer?
    /// Its speed then.
    let speed: Double
    /// Its time offset then.
    let timeOffset: Double
  }

  /// The emitters found by ``capture(_:)``.
  private var entries: [Entry] = []

  /// Whether an emitter was found.
  var isEmpty: Bool { entries.isEmpty }

  /// Finds every emitter layer in the application's windows and notes its
  /// timing.
  mutating func capture(_ application: Application) {
    entries = []
    var stack = application.windows.map(\.layer)
    while let layer = stack.popLast() {
      if let emitter = layer as? EmitterLayer {
        entries.append(Entry(layer: emitter, speed: emitter.speed, timeOffset: emitter.timeOffset))
      }
      stack.append(contentsOf: layer.sublayers)
    }
  }

  /// An emitter's local time at an application time, with the timing it
  /// had at the capture.
  private static func localTime(of entry: Entry, _ layer: Layer, at time: Double) -> Double {
    let parentTime = layer.superlayer?.convertTime(time, from: nil) ?? time
    return (parentTime - layer.beginTime) * entry.speed + entry.timeOffset
  }

  /// Holds every emitter at its local time of `time`.
  func show(at time: Double) {
    for entry in entries {
      guard let layer = entry.layer else { continue }
      let local = Self.localTime(of: entry, layer, at: time)
      layer.speed = 0
      layer.timeOffset = local
    }
  }

  /// Gives every emitter its speed again, with a time offset that makes
  /// its local time at `now` the one it had at `time`; forgets them.
  mutating func runOn(from time: Double, atApplicationTime now: Double) {
    for entry in entries {
      guard let layer = entry.layer else { continue }
      let shift =
        Self.localTime(of: entry, layer, at: time)
        - Self.localTime(of: entry, layer, at: now)
      layer.speed = entry.speed
      layer.timeOffset = entry.timeOffset + shift
    }
    entries = []
  }
}
