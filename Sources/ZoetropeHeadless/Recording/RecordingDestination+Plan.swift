import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

// Checks of a recording's plan that can be made before its first frame:
// the frame count against what the destination can number or hold, and
// the output's likely size against the disk's free space.
extension RecordingDestination {
  /// The most frames an animated WebP recording may have: 100 000.
  ///
  /// That is 27 minutes at 60 fps. The encoder keeps every frame until the file is
  /// written, and a WebP file (RIFF) cannot pass 4 GiB.
  public static let maximumAnimatedWebPFrames = 100_000

  /// The most frames this destination can hold: `10^digits − 1` for PNG
  /// frames (numbered from 1), ``maximumAnimatedWebPFrames`` for an
  /// animated WebP, and no limit (`Int.max`) for an animated GIF or PNG or
  /// an MP4, which are written as the frames come (an MP4's timestamps are checked
  /// by `MP4Writer`: under a million frames).
  public var maximumFrameCount: Int {
    switch representation {
    case .animatedGIF, .mp4, .animatedPNG:
      return Int.max
    case .animatedWebP:
      return Self.maximumAnimatedWebPFrames
    case .pngFrames(_, _, let digits):
      var limit = 1
      for _ in 0..<min(max(digits, 1), 18) { limit *= 10 }
      return limit - 1
    }
  }

  /// Why `frameCount` frames cannot be recorded here, or nil if they can.
  ///
  /// ```swift
  /// RecordingDestination.pngFrames(in: "f", prefix: "f-", digits: 2)
  ///   .problem(forFrameCount: 120)
  /// // "f/f-##.png numbers at most 99 frames, and the recording has 120; …"
  /// ```
  ///
  /// - Parameter frameCount: The recording's frame count.
  /// - Returns: A sentence naming the limit and a way out, or nil.
  public func problem(forFrameCount frameCount: Int) -> String? {
    let limit = maximumFrameCount
    guard frameCount > limit else { return nil }
    switch representation {
    case .animatedGIF, .mp4, .animatedPNG:
      return nil
    case .animatedWebP:
      return "an animated WebP holds at most \(limit) frames, and the recording has"
        + " \(frameCount); record PNG frames (a directory ending in \"/\") or fewer frames"
    case .pngFrames(_, _, let digits):
      return "\(self) numbers at most \(limit) frames (\(digits) digits), and the recording"
        + " has \(frameCount); use more # signs, a shorter --duration or a lower --fps"
    }
  }

  /// The output's likely size and its largest size, in bytes, for
  /// `frameCount` frames of `pixelWidth × pixelHeight`.
  ///
  /// The likely size assumes the compression app screens usually get
  /// (1 byte per pixel per PNG frame, 1/4 byte for an animated WebP or
  /// GIF or PNG, which store only what changed, 1/20 for an MP4); the largest is
  /// uncompressed (4 bytes per pixel per frame).
  ///
  /// - Returns: `(likely, largest)`, saturating at `Int.max`.
  public func estimatedSize(frameCount: Int, pixelWidth: Int, pixelHeight: Int) -> (
    likely: Int, largest: Int
  ) {
    let pixels =
      Double(max(pixelWidth, 0)) * Double(max(pixelHeight, 0)) * Double(max(frameCount, 0))
    let likelyPerPixel: Double
    switch representation {
    case .animatedWebP, .animatedGIF, .animatedPNG: likelyPerPixel = 0.25
    case .mp4: likelyPerPixel = 0.05
    case .pngFrames: likelyPerPixel = 1
    }
    return (Int(saturating: pixels * likelyPerPixel), Int(saturating: pixels * 4))
  }

  /// The folder the recording writes into, for a free-space query.
  var folder: String {
    switch representation {
    case .animatedWebP(let path), .animatedGIF(let path), .mp4(let path, _),
      .animatedPNG(let path):
      return OutputPath.directory(of: path)
    case .pngFrames(let directory, _, _): return directory
    }
  }
}

/// What a recording's size means for the disk: nothing, a warning, or a
/// refusal.
enum DiskSpaceCheck: Equatable {
  /// The output fits even uncompressed.
  case fits
  /// The likely output fits but the largest might not: a warning.
  case mightNotFit(String)
  /// Even the likely output does not fit: an error unless forced.
  case doesNotFit(String)

  /// Compares a recording's estimated size with the free space.
  ///
  /// - Parameters:
  ///   - estimate: The likely and largest size, in bytes.
  ///   - available: Free bytes for this user, or nil when unknown (then it
  ///     fits).
  ///   - destination: For the message.
  init(estimate: (likely: Int, largest: Int), available: Int?, destination: RecordingDestination) {
    guard let available else {
      self = .fits
      return
    }
    func megabytes(_ bytes: Int) -> String { "\((bytes + 999_999) / 1_000_000) MB" }
    if estimate.likely > available {
      self = .doesNotFit(
        "\(destination) would need about \(megabytes(estimate.likely)) (up to"
          + " \(megabytes(estimate.largest))), and the disk has \(megabytes(available)) free;"
          + " free some space, record less, or pass --force to try anyway")
    } else if estimate.largest > available {
      self = .mightNotFit(
        "\(destination) may need up to \(megabytes(estimate.largest)) (about"
          + " \(megabytes(estimate.likely)) is likely), and the disk has \(megabytes(available))"
          + " free")
    } else {
      self = .fits
    }
  }
}

extension OutputPath {
  /// The bytes an unprivileged user may still write on the file system
  /// holding `path` (or its nearest existing ancestor), or nil if unknown.
  ///
  /// - Parameter path: A file or folder, existing or not.
  /// - Returns: `f_bavail × f_frsize` from `statvfs`, or nil.
  public static func availableBytes(at path: String) -> Int? {
    var current = path.isEmpty ? "." : path
    for _ in 0..<256 {
      var info = statvfs()
      if statvfs(current, &info) == 0 {
        let (bytes, overflow) = Int(clamping: info.f_bavail).multipliedReportingOverflow(
          by: Int(clamping: info.f_frsize))
        return overflow ? Int.max : bytes
      }
      guard current != "/" && current != "." else { return nil }
      current = directory(of: current)
    }
    return nil
  }
}
