#if canImport(Glibc)
import Glibc
#endif

/// Where a recording goes: an animated WebP or GIF file, or numbered PNG
/// frames.
///
/// Chosen from a path by ``init(path:)``:
///
/// | path | output |
/// |---|---|
/// | `hop.webp` | one animated WebP (lossless, loops forever) |
/// | `hop.gif` | one animated GIF (256 colors, loops forever; see `AnimatedGIFWriter`) |
/// | `frames/` (ends in `/`) or an existing directory | `frames/frame-00001.png`, `frame-00002.png`, ... |
/// | `frames/hop-####.png` (a run of `#` before `.png`) | `frames/hop-0001.png`, ...: the `#`s give the digits |
///
/// Anything else (another extension, a bare `.png` file) is an error that
/// says which forms exist.
public struct RecordingDestination: Hashable, Sendable, CustomStringConvertible {
  enum Representation: Hashable, Sendable {
    case animatedWebP(path: String)
    case animatedGIF(path: String)
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
  /// - Parameter path: `name.webp`, `name.gif`, `directory/`, an existing
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
    throw RecordingError(
      "cannot record to \"\(path)\": use a .webp or .gif file (an animated WebP or GIF), a"
        + " directory ending in \"/\" (PNG frames), or a pattern like frames/hop-#####.png")
  }

  /// Why the destination cannot be written, or nil if it can (checked
  /// before recording, so a bad path fails before any rendering).
  ///
  /// Proven by creating and removing an empty temporary file in the
  /// destination's folder (or, for PNG frames in a folder still to be
  /// made, its nearest existing ancestor): permission bits alone would
  /// pass root through folders like `/proc`.
  public var problem: String? {
    switch representation {
    case .animatedWebP(let path), .animatedGIF(let path):
      return OutputPath.problemCreatingFile(at: path)
    case .pngFrames(let directory, _, _):
      return OutputPath.problemWritingDirectory(directory)
    }
  }

  /// The file or directory pattern, for messages.
  public var description: String {
    switch representation {
    case .animatedWebP(let path), .animatedGIF(let path):
      return path
    case .pngFrames(let directory, let prefix, let digits):
      let separator = directory.hasSuffix("/") ? "" : "/"
      return "\(directory)\(separator)\(prefix)\(String(repeating: "#", count: digits)).png"
    }
  }
}
