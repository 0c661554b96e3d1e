import ZoetropeGraphics
import ZoetropeImageIO
import ZoetropeLayers
import ZoetropeUI

// `--timeline FILE`: the run's animations, timers and touches.
extension HeadlessHost {
  /// Starts recording the run's animations, timers and touches (the
  /// application's ``/ZoetropeUI/Application/startAnimationLog()``); call
  /// it before the frames to record.
  ///
  /// - Returns: The log.
  @discardableResult
  public func startTimeline() -> AnimationLog {
    application.startAnimationLog()
  }

  /// What was recorded since ``startTimeline()`` (empty without it).
  ///
  /// - Parameter title: The app's title for the page.
  /// - Returns: The timeline up to the application's time now.
  public func timeline(title: String = "") -> Timeline {
    Timeline(
      log: application.animationLog ?? AnimationLog(), title: title,
      size: (size.width, size.height), fps: fps, speed: timeControl.speed, end: animationTime)
  }

  /// Writes the timeline atomically: JSON for a `.json` path, an HTML page
  /// for `.html`.
  ///
  /// - Parameters:
  ///   - path: The file; its folder must exist.
  ///   - title: The app's title.
  /// - Throws: `ImageEncodingError` naming the path and the system's
  ///   reason when it cannot be written (nothing is left half written).
  public func writeTimeline(to path: String, title: String = "") throws(ImageEncodingError) {
    let timeline = timeline(title: title)
    let bytes =
      path.lowercased().hasSuffix(".html")
      ? TimelinePage(timeline: timeline, frames: timelineFrames).html() : timeline.jsonData()
    try AtomicFile.write(bytes, to: path)
  }
}

// The filmstrip of the timeline page.
extension HeadlessHost {
  /// How many frames the filmstrip holds.
  public var timelineFrameCount: Int { timelineFrames.count }

  /// Keeps the current screenshot for the filmstrip (a `--screenshot`
  /// run records no other frame).
  public func keepScreenshotForTimeline() {
    keepTimelineFrame(screenshot())
  }

  /// The most frames the filmstrip keeps: 100.
  static let maximumTimelineFrames = 100
  /// The filmstrip frames' height in pixels: 64.
  static let timelineFrameHeight = 64

  /// Keeps a small copy of a recorded frame for the filmstrip, unless the
  /// last one kept is nearer than ``timelineFrameSpacing``; when the
  /// filmstrip is full, every other frame is dropped and the spacing
  /// doubles, so it stays bounded and spread over the run.
  func keepTimelineFrame(_ image: Image) {
    let time = animationTime
    if let last = timelineFrames.last, time - last.time < timelineFrameSpacing { return }
    guard let png = try? Self.thumbnail(of: image)?.pngData() else { return }
    timelineFrames.append(TimelineFrame(time: time, png: png))
    if timelineFrames.count > Self.maximumTimelineFrames {
      timelineFrames = timelineFrames.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
      timelineFrameSpacing *= 2
    }
  }

  /// An image shrunk (nearest pixel) to ``timelineFrameHeight`` pixels high.
  static func thumbnail(of image: Image) -> Image? {
    guard image.pixelWidth > 0, image.pixelHeight > 0 else { return nil }
    let factor = max(image.pixelHeight / timelineFrameHeight, 1)
    let width = max(image.pixelWidth / factor, 1)
    let height = max(image.pixelHeight / factor, 1)
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      let row = y * factor * image.pixelWidth
      for x in 0..<width { pixels.append(image.pixels[row + x * factor]) }
    }
    return try? Image(pixelWidth: width, pixelHeight: height, scale: 1, pixels: pixels)
  }
}
