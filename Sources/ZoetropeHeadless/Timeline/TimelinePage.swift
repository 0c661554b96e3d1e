import Foundation
import ZoetropeLayers

/// A frame of the run kept for the timeline page's filmstrip: a small PNG
/// and the application's time it shows.
public struct TimelineFrame: Hashable, Sendable {
  /// The application's time the frame shows.
  public var time: Double
  /// The PNG's bytes.
  public var png: [UInt8]
}

/// `--timeline out.html`: one self-contained page (no network, no external
/// script) that draws a ``Timeline`` (docs/INSPECTOR.md).
///
/// Its script draws one bar per animation on a time axis (key path,
/// layer, values; a click shows every detail with a plot of the curve),
/// the touches as markers and the recorded frames as a filmstrip under
/// the axis. The page stays bounded: past ``maximumBars`` animations the
/// rest are aggregated into one row per key path, past ``maximumMarkers``
/// touches the rest are counted, and the page says so.
struct TimelinePage {
  /// The most animations drawn as bars of their own: 2,000.
  static let maximumBars = 2000
  /// The most touches drawn as markers: 2,000.
  static let maximumMarkers = 2000

  let timeline: Timeline
  let frames: [TimelineFrame]

  /// The animations past ``maximumBars``, one row per key path.
  struct Aggregate: Encodable {
    var keyPath: String
    var count: Int
    var start: Double
    var end: Double
  }

  /// What the page's script reads.
  struct PageData: Encodable {
    var timeline: Timeline
    var aggregates: [Aggregate]
    var hiddenAnimations: Int
    var hiddenInput: Int
    var frames: [PageFrame]
  }

  /// A filmstrip frame as the page reads it.
  struct PageFrame: Encodable {
    var time: Double
    var src: String
  }

  /// The page.
  ///
  /// - Returns: UTF-8 bytes of one HTML file.
  func html() -> [UInt8] {
    var shown = timeline
    let hidden = Array(timeline.animations.dropFirst(Self.maximumBars))
    shown.animations = Array(timeline.animations.prefix(Self.maximumBars))
    let hiddenInput = max(timeline.input.count - Self.maximumMarkers, 0)
    shown.input = Array(timeline.input.prefix(Self.maximumMarkers))
    var aggregates: [String: Aggregate] = [:]
    for record in hidden {
      let key = record.keyPath ?? record.kind
      let start = record.startTime ?? record.addedAt
      let end = record.endTime ?? start
      if var known = aggregates[key] {
        known.count += 1
        known.start = min(known.start, start)
        known.end = max(known.end, end)
        aggregates[key] = known
      } else {
        aggregates[key] = Aggregate(keyPath: key, count: 1, start: start, end: end)
      }
    }
    let data = PageData(
      timeline: shown, aggregates: aggregates.values.sorted { $0.keyPath < $1.keyPath },
      hiddenAnimations: hidden.count, hiddenInput: hiddenInput,
      frames: frames.map {
        PageFrame(time: $0.time, src: "data:image/png;base64," + Data($0.png).base64EncodedString())
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let json = (try? String(decoding: encoder.encode(data), as: UTF8.self)) ?? "{}"
    // Inside <script>, "</" would end the element: write it as "<\/".
    let embedded = json.replacingOccurrences(of: "</", with: "<\\/")
    let title = Self.escaped(timeline.title.isEmpty ? "Zoetrope timeline" : timeline.title)
    let page =
      Self.head.replacingOccurrences(of: "TITLE", with: title)
      + "<script type=\"application/json\" id=\"timeline-data\">" + embedded + "</script>\n"
      + "<script>" + TimelinePageScript.source + "</script>\n</body>\n</html>\n"
    return Array(page.utf8)
  }

  /// Text made safe inside HTML.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// The page before its data and script.
  static let head = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
    img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
    <title>TITLE</title>
    <style>
    body { font: 12px/1.4 sans-serif; margin: 0; background: #1e1f22; color: #ddd;
      overflow-x: hidden; }
    header { padding: 8px 12px; background: #2b2d31; }
    #notice { color: #f0b429; }
    #chart { position: relative; margin: 0 12px 0 212px; }
    .axis { position: relative; height: 20px; border-bottom: 1px solid #666; }
    .tick { position: absolute; top: 2px; font-size: 10px; color: #999; white-space: nowrap; }
    .row { position: relative; height: 18px; border-bottom: 1px solid #2b2d31; }
    .label { position: absolute; left: -204px; width: 198px; overflow: hidden; white-space: nowrap;
      text-overflow: ellipsis; color: #aaa; }
    .bar { position: absolute; top: 2px; height: 14px; background: #4c8bf5; border-radius: 3px;
      cursor: pointer; overflow: hidden; white-space: nowrap; font-size: 10px; color: #fff;
      min-width: 2px; }
    .bar.spring { background: #34a853; } .bar.keyframe { background: #a142f4; }
    .bar.timer { background: #e8710a; } .bar.aggregate { background: #777; }
    .bar.selected { outline: 2px solid #fff; }
    .marker { position: absolute; top: 0; bottom: 0; width: 1px; background: #ea4335;
      opacity: 0.6; pointer-events: none; }
    #film { position: relative; height: 80px; margin: 8px 12px 0 212px; }
    #film img { position: absolute; top: 0; height: 64px; border: 1px solid #555; }
    #details { margin: 12px; padding: 8px; background: #2b2d31; white-space: pre-wrap;
      font-family: monospace; min-height: 40px; }
    </style>
    </head>
    <body>
    <header><b>TITLE</b> <span id="summary"></span> <span id="notice"></span></header>
    <div id="chart"></div>
    <div id="film"></div>
    <div id="details">Click a bar for its details.</div>

    """
}
