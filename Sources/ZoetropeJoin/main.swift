// zoetrope-join: chunks of one recording, rendered apart with
// `--record chunk-N.mp4 --frames A..B`, joined into one file without
// re-encoding (see ZoetropeImageIO.RecordingJoin and
// docs/RENDERING-AT-SCALE.md).
//
//   zoetrope-join --output whole.mp4 chunk-*.mp4
//
// Exit status: 0 when joined; 64 for bad arguments; 65 when the chunks do
// not fit together (another format, size or fps, a gap, an overlap, an
// unlabelled or damaged chunk); 1 when the file cannot be written. Nothing
// is left at the output path on failure.
import ArgumentParser
import ZoetropeImageIO

#if canImport(Glibc)
import Glibc
#endif

/// The command line: the output and the chunks.
struct JoinCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "zoetrope-join",
    abstract: "Join chunks of one Zoetrope recording (MP4, GIF or WebP) without re-encoding.",
    discussion: """
      The chunks are files recorded with --frames A..B, in any order; they must be \
      consecutive frames of one run at one size and fps, with no gap or overlap.
      """)

  /// The joined file (.mp4, .gif or .webp).
  @Option(name: .shortAndLong, help: "The joined file: .mp4, .gif or .webp.")
  var output: String

  /// The chunk files.
  @Argument(help: "The chunk files, of the output's format.")
  var chunks: [String]

  /// Whether to join even when the disk seems too full.
  @Flag(help: "Join even when the chunks take more than the disk has free.")
  var force = false

  /// Whether to print nothing on success.
  @Flag(name: .shortAndLong, help: "Print nothing when the join succeeds.")
  var quiet = false

  func run() throws {
    do {
      let span = try RecordingJoin.join(chunks, to: output, allowsLowDiskSpace: force)
      if !quiet {
        print("zoetrope-join: wrote \(output): \(span.label), from \(chunks.count) chunks")
      }
    } catch {
      FileHandleOutput.standardError("zoetrope-join: \(error.description)\n")
      switch error.code {
      case .invalidArgument: throw ExitCode(64)
      case .chunksDoNotFit: throw ExitCode(65)
      default: throw ExitCode(1)
      }
    }
  }
}

/// Writes to standard error.
enum FileHandleOutput {
  /// Writes `text` to standard error, unbuffered.
  static func standardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
  }
}

JoinCommand.main()
