import Foundation
import ZoetropeLayers

/// Everything that animated in a run, in the stable schema `--timeline
/// out.json` writes (docs/INSPECTOR.md): the animations added, the timers
/// that fired and the touches delivered, all on the application's clock.
///
/// Version 1 of the schema `zoetrope-timeline`: keys are only ever added
/// within a version; a key whose value is unknown (an animation's
/// `startTime` before its first frame, a `fromValue` not given) is left
/// out. Numbers that are not finite (a `repeatCount` of forever) are the
/// strings `"Infinity"`, `"-Infinity"` and `"NaN"`.
public struct Timeline: Codable, Hashable, Sendable {
  /// The schema's name: `zoetrope-timeline`.
  public static let schemaName = "zoetrope-timeline"
  /// The schema's version: 1.
  public static let schemaVersion = 1

  /// ``schemaName``.
  public var schema = Timeline.schemaName
  /// ``schemaVersion``.
  public var version = Timeline.schemaVersion
  /// The app's title (the program's name on the command line).
  public var title: String
  /// The window's size in points.
  public var width: Double
  /// The window's size in points.
  public var height: Double
  /// Frames per second of the run.
  public var fps: Double
  /// The run's speed (`--slow-animations`): 1 is normal.
  public var speed: Double
  /// The application's time at the end of the run, in seconds.
  public var end: Double
  /// Every animation added, in order.
  public var animations: [AnimationRecord]
  /// Every timer that fired.
  public var timers: [TimerRecord]
  /// Every touch delivered.
  public var input: [InputRecord]

  /// A timeline of what a log recorded.
  ///
  /// - Parameters:
  ///   - log: The log.
  ///   - title: The app's title.
  ///   - size: The window's size in points.
  ///   - fps: Frames per second.
  ///   - speed: The run's speed.
  ///   - end: The application's time at the end.
  @MainActor
  public init(
    log: AnimationLog, title: String, size: (width: Double, height: Double), fps: Double,
    speed: Double, end: Double
  ) {
    self.title = title
    width = size.width
    height = size.height
    self.fps = fps
    self.speed = speed
    self.end = end
    animations = log.records
    timers = log.timers
    input = log.inputs
  }

  /// The timeline as JSON: keys sorted, one value per line, so two runs
  /// diff line by line.
  ///
  /// - Returns: UTF-8 bytes.
  public func jsonData() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    // Every value is a string, a Bool or a number made finite above.
    return (try? Array(encoder.encode(self))) ?? []
  }

  /// Reads a timeline written by ``jsonData()``.
  ///
  /// - Parameter bytes: The JSON.
  /// - Throws: `DecodingError` for another schema or malformed JSON.
  public init(json bytes: [UInt8]) throws {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    self = try decoder.decode(Timeline.self, from: Data(bytes))
  }
}
