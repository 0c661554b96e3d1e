/// The messages `App.main()` prints, kept apart so tests can read them.
enum LaunchMessages {
  /// The program's name: the last part of the path it was started by.
  ///
  /// - Parameter argument0: The command line's first argument.
  /// - Returns: `Hello` for `/work/app/.build/debug/Hello`.
  static func programName(_ argument0: String?) -> String {
    argument0.flatMap { $0.split(separator: "/").last }.map(String.init) ?? "app"
  }

  /// A command that runs the program again, as the user can type it.
  ///
  /// A program under a SwiftPM `.build` folder is run with `swift run`
  /// (from the package's folder); another path is repeated as it was
  /// given (`./Hello`); a bare name was found on the `PATH` and is kept.
  ///
  /// - Parameter argument0: The command line's first argument.
  /// - Returns: `swift run Hello`, `./Hello` or `Hello`.
  static func command(_ argument0: String?) -> String {
    let name = programName(argument0)
    guard let argument0, argument0.contains("/") else { return name }
    if argument0.contains("/.build/") || argument0.hasPrefix(".build/") {
      return "swift run \(name)"
    }
    return argument0
  }

  /// What to do when no window can be opened: the same app, recorded.
  ///
  /// - Parameters:
  ///   - argument0: The command line's first argument.
  ///   - reason: Why the window could not be opened.
  /// - Returns: The message, several lines without a final newline.
  static func noDisplay(_ argument0: String?, reason: String) -> String {
    let name = programName(argument0)
    let command = command(argument0)
    return """
      \(name): cannot open a window (\(reason)).
      Run it headless instead, for example:
        \(command) --record \(name.lowercased()).webp --duration 5
        \(command) --screenshot \(name.lowercased()).png --at 1
      or give it a display (DISPLAY, e.g. under Xvfb). See \(command) --help.
      """
  }

  /// What a screenshot wrote: where, how big and when.
  ///
  /// - Parameters:
  ///   - name: The program's name.
  ///   - path: The PNG file, as given to `--screenshot`.
  ///   - pixelWidth: The image's width in pixels.
  ///   - pixelHeight: The image's height in pixels.
  ///   - time: The time of the screenshot as typed after `--at`.
  /// - Returns: `Hello: wrote shot.png (640 × 960 pixels) at 1.5 s`.
  static func screenshotWritten(
    _ name: String, path: String, pixelWidth: Int, pixelHeight: Int, time: String
  ) -> String {
    "\(name): wrote \(path) (\(pixelWidth) × \(pixelHeight) pixels) at \(time) s"
  }
}
