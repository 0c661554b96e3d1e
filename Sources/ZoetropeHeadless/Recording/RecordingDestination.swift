import ZoetropeImageIO

#if canImport(Glibc)
import Glibc
#endif

/// Where a recording goes: an animated WebP, GIF or PNG file, an MP4
/// video, or numbered PNG frames.
///
/// Chosen from a path by ``init(path:)``:
///
/// | path | output |
/// |---|---|
/// | `hop.webp` | one animated WebP (lossless, loops forever) |
/// | `hop.gif` | one animated GIF (256 colors, loops forever; see `AnimatedGIFWriter`) |
/// | `hop.mp4` | one H.264 video at the recording's fps (CRF 18; see `MP4Writer`) |
/// | `hop.apng`, `hop.png` | one animated PNG (lossless, loops forever; see `AnimatedPNGWriter`) |
/// | `frames/` (ends in `/`) or an existing directory | `frames/frame-00001.png`, `frame-00002.png`, ... |
/// | `frames/hop-####.png` (a run of `#` before `.png`) | `frames/hop-0001.png`, ...: the `#`s give the digits |
///
/// Anything else (another extension) is an error that says which forms
/// exist.
public struct RecordingDestination: Hashable, Sendable, CustomStringConvertible {
  enum Representation: Hashable, Sendable {
    case animatedWebP(path: String)
    case animatedGIF(path: String)
    case mp4(path: String, quality: Int)
    case animatedPNG(path: String)
    case pngFrames(directory: String, prefix: String, digits: Int)
  }

  var representation: Representation

  /// An animated WebP file.
  ///
  /// - Parameter path: The file, normally ending in `.webp`.
  /// - Returns: The destination.
  public static func animatedWebP(_ path: String) -> RecordingDestination {
    RecordingDestination(representation: .animatedWebP(path: path))
  }

  /// An animated GIF file, written as the frames come (see
  /// `ZoetropeImageIO.AnimatedGIFWriter`).
  ///
  /// - Parameter path: The file, normally ending in `.gif`.
  /// - Returns: The destination.
  public static func animatedGIF(_ path: String) -> RecordingDestination {
    RecordingDestination(representation: .animatedGIF(path: path))
  }

  /// An MP4 video (H.264, yuv420p, BT.709, constant frame rate at the
  /// recording's fps), written as the frames come (see
  /// `ZoetropeImageIO.MP4Writer`, which needs FFmpeg's libraries at run
  /// time).
  ///
  /// - Parameters:
  ///   - path: The file, normally ending in `.mp4`.
  ///   - quality: x264's CRF, 0 (lossless) ... 51; 18 if omitted.
  /// - Returns: The destination.
  public static func mp4(_ path: String, quality: Int = MP4Writer.defaultQuality)
    -> RecordingDestination
  {
    RecordingDestination(representation: .mp4(path: path, quality: quality))
  }

  /// An animated PNG (APNG) file, written as the frames come (see
  /// `ZoetropeImageIO.AnimatedPNGWriter`).
  ///
  /// - Parameter path: The file, normally ending in `.apng` or `.png`.
  /// - Returns: The destination.
  public static func animatedPNG(_ path: String) -> RecordingDestination {
    RecordingDestination(representation: .animatedPNG(path: path))
  }

  /// Numbered PNG files `prefix` + index (zero-padded to `digits`) + `.png`,
  /// counting from 1, in `directory` (created if missing).
  ///
  /// - Parameters:
  ///   - directory: The directory for the files.
  ///   - prefix: The text before each number; `frame-` if omitted.
  ///   - digits: The number's width, 1...18; 5 if omitted.
  /// - Returns: The destination.
  public static func pngFrames(
    in directory: String, prefix: String = "frame-", digits: Int = 5
  ) -> RecordingDestination {
    RecordingDestination(
      representation: .pngFrames(directory: directory, prefix: prefix, digits: digits))
  }

  private init(representation: Representation) {
    self.representation = representation
  }

  /// Chooses the destination a path names (see the table above).
  ///
  /// - Parameter path: `name.webp`, `name.gif`, `name.mp4`, `name.apng`,
  ///   `name.png`, `directory/`, an existing
  ///   directory, or `directory/prefix-####.png`.
  /// - Throws: ``RecordingError`` for any other path.
  public init(path: String) throws(RecordingError) {
    if path.lowercased().hasSuffix(".webp") {
      self = .animatedWebP(path)
      return
    }
    if path.lowercased().hasSuffix(".gif") {
      self = .animatedGIF(path)
      return
    }
    if path.lowercased().hasSuffix(".mp4") {
      self = .mp4(path)
      return
    }
    if path.lowercased().hasSuffix(".apng") {
      self = .animatedPNG(path)
      return
    }
    if path.hasSuffix("/") || OutputPath.kind(of: path) == S_IFDIR {
      self = .pngFrames(in: path)
      return
    }
    let directory = OutputPath.directory(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name.lowercased().hasSuffix(".png"), let hashes = name.firstIndex(of: "#") {
      let stem = name.dropLast(4)
      let run = stem[hashes...]
      if !run.isEmpty, run.allSatisfy({ $0 == "#" }), run.count <= 18 {
        self = .pngFrames(in: directory, prefix: String(stem[..<hashes]), digits: run.count)
        return
      }
    }
    if name.lowercased().hasSuffix(".png"), !name.contains("#"), name.count > 4 {
      self = .animatedPNG(path)
      return
    }
    throw RecordingError(
      "cannot record to \"\(path)\": use a .webp, .gif, .png or .mp4 file (an animated WebP,"
        + " GIF or PNG, a video), a"
        + " directory ending in \"/\" (PNG frames), or a pattern like frames/hop-#####.png")
  }

  /// Chooses the destination a path names, with an MP4's quality
  /// (`--quality`).
  ///
  /// - Parameters:
  ///   - path: As for ``init(path:)``.
  ///   - quality: x264's CRF for an `.mp4` path, 0 (lossless) ... 51; nil
  ///     for the default (18), and for the other formats.
  /// - Throws: ``RecordingError`` for a path ``init(path:)`` refuses, a
  ///   quality out of range, or a quality for another format.
  public init(path: String, quality: Int?) throws(RecordingError) {
    try self.init(path: path)
    guard let quality else { return }
    guard case .mp4(let file, _) = representation else {
      throw RecordingError("--quality is for an .mp4 recording, and \"\(path)\" is not one")
    }
    guard MP4Writer.qualityRange.contains(quality) else {
      throw RecordingError(
        "--quality \(quality) must be x264's CRF, 0 (lossless) ... 51 (the smallest file)")
    }
    self = .mp4(file, quality: quality)
  }

  /// Why the destination cannot be written, or nil if it can (checked
  /// before recording, so a bad path fails before any rendering).
  ///
  /// For an MP4, FFmpeg's libraries must load. A file's folder is
  /// proven by creating and removing an empty temporary file in the
  /// destination's folder (or, for PNG frames in a folder still to be
  /// made, its nearest existing ancestor): permission bits alone would
  /// pass root through folders like `/proc`.
  public var problem: String? {
    switch representation {
    case .mp4(let path, _):
      return OutputPath.problemCreatingFile(at: path) ?? MP4Writer.libraryProblem
    case .animatedWebP(let path), .animatedGIF(let path), .animatedPNG(let path):
      return OutputPath.problemCreatingFile(at: path)
    case .pngFrames(let directory, _, _):
      return OutputPath.problemWritingDirectory(directory)
    }
  }

  /// The file or directory pattern, for messages.
  public var description: String {
    switch representation {
    case .animatedWebP(let path), .animatedGIF(let path), .mp4(let path, _),
      .animatedPNG(let path):
      return path
    case .pngFrames(let directory, let prefix, let digits):
      let separator = directory.hasSuffix("/") ? "" : "/"
      return "\(directory)\(separator)\(prefix)\(String(repeating: "#", count: digits)).png"
    }
  }
}
