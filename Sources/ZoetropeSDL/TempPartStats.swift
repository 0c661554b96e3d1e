// TEMPORARY measurement, not to be committed.
#if canImport(Glibc)
import Glibc
#endif

@MainActor
enum TempPartStats {
  static let enabled = getenv("ZOETROPE_PART_STATS") != nil
  static var samples: [[Double]] = Array(repeating: [], count: FramePart.allCases.count)
  static var registered = false
  static func record(_ part: FramePart, _ d: Double) {
    guard enabled else { return }
    if !registered {
      registered = true
      atexit { MainActor.assumeIsolated { TempPartStats.dump() } }
    }
    samples[part.rawValue].append(d)
  }
  static func dump() {
    guard enabled else { return }
    for part in FramePart.allCases {
      let s = samples[part.rawValue].sorted()
      guard !s.isEmpty else { continue }
      func q(_ x: Double) -> Double { s[min(s.count - 1, Int(Double(s.count) * x))] * 1000 }
      print("part \(part): n \(s.count) p50 \(q(0.5)) p90 \(q(0.9)) p99 \(q(0.99)) max \(q(1)) ms")
    }
  }
}
