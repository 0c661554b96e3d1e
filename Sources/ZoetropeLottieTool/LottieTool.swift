// zoetrope-lottie: plays a Lottie file in a window, or renders it headless
// to images and recordings (docs/LOTTIE.md).
//
//   zoetrope-lottie play spinner.json
//   zoetrope-lottie render spinner.json --screenshot spinner.png --frame 30
//   zoetrope-lottie render spinner.json --record spinner.webp --size 200x200
//
// Exit status, as the apps' launch options: 0 when done; 64 for bad
// options (named, with the usage); 66 when the file cannot be read; 65
// when it is not a playable Lottie animation; 1 when an output cannot be
// written; 2 when `play` finds no display.
import ArgumentParser
import Zoetrope

#if canImport(Glibc)
import Glibc
#endif

/// The command line's root: the `play` and `render` subcommands.
struct LottieTool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "zoetrope-lottie",
    abstract: "Play a Lottie animation in a window, or render it to images and recordings.",
    discussion: """
      FILE is a Bodymovin .json file or a .lottie (dotLottie) file. Exit status: 0 when \
      done; 64 for bad options; 66 when FILE cannot be read; 65 when it is not a playable \
      Lottie animation; 1 when an output cannot be written; 2 when play finds no display.
      """,
    subcommands: [PlayCommand.self, RenderCommand.self])

  /// Runs a command line and returns the exit status (what `main` exits
  /// with), printing what it did and any error to standard error.
  ///
  /// - Parameter arguments: The command line without the program's name.
  /// - Returns: The exit status.
  @MainActor
  static func run(_ arguments: [String]) -> Int32 {
    let command: any ParsableCommand
    do {
      command = try parseAsRoot(arguments)
    } catch {
      return report(error, of: Self.self)
    }
    switch command {
    case let render as RenderCommand:
      return render.execute(arguments: arguments)
    case let play as PlayCommand:
      return play.execute(arguments: arguments)
    default:
      // `--help` and `help` (ArgumentParser's help command, whose run
      // prints the help asked for); the root alone prints its own.
      var other = command
      do {
        try other.run()
      } catch {
        return report(error, of: Self.self)
      }
      return 0
    }
  }

  /// The root command alone: its help, as an error (status 64).
  func run() throws {
    throw ValidationError("give a subcommand: play FILE or render FILE")
  }

  /// Prints a parser or validation error (or the help asked for) as
  /// ArgumentParser does, and returns its exit status (64 for errors).
  static func report(_ error: any Error, of command: any ParsableCommand.Type) -> Int32 {
    let status = command.exitCode(for: error).rawValue
    let message = command.fullMessage(for: error)
    if status == 0 {
      print(message)
    } else {
      printError(message)
    }
    return status
  }
}

/// A failure after the options were checked, with its exit status.
struct LottieToolFailure: Error, CustomStringConvertible {
  /// 66: the file cannot be read.
  static let unreadable: Int32 = 66
  /// 65: the file is not a playable Lottie animation.
  static let notAnimation: Int32 = 65
  /// 1: an output cannot be written.
  static let writeFailed: Int32 = 1

  var status: Int32
  var description: String
}

/// Writes a line to standard error.
func printError(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { bytes in
    _ = write(2, bytes.baseAddress, bytes.count)
  }
}

/// Starts the program.
@main
enum LottieToolMain {
  @MainActor
  static func main() {
    exit(LottieTool.run(Array(CommandLine.arguments.dropFirst())))
  }
}
