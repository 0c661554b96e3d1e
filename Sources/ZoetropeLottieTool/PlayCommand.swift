import ArgumentParser
import Zoetrope

/// `zoetrope-lottie play FILE`: the animation in a window, looping, with
/// a scrubber.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play a Lottie animation in a window, looping.",
    discussion: """
      Space pauses and resumes; the left and right arrows step one frame back and on; Home \
      and End show the first and last frames; the scrubber under the animation scrubs. \
      Escape or closing the window quits. Without a display, use render instead.
      """)

  @OptionGroup var stage: StageOptions

  @Option(
    help: ArgumentHelp(
      "Which compositor draws the window: auto, gpu or cpu (as the apps' --compositor).",
      valueName: "C"))
  var compositor: String?

  @Flag(help: "Say which compositor draws the window, and why.")
  var verbose = false

  /// Checks the options, loads the file, runs the window until it closes,
  /// and returns the exit status.
  @MainActor
  func execute(arguments: [String]) -> Int32 {
    let checked: (size: Size?, background: Color?)
    var choice: SDLCompositor?
    do {
      checked = try stage.checked()
      if let compositor {
        guard let parsed = SDLCompositor(rawValue: compositor.lowercased()) else {
          throw ValidationError("--compositor \(compositor) must be auto, gpu or cpu")
        }
        choice = parsed
      }
    } catch {
      return LottieTool.report(error, of: Self.self)
    }
    let animation: LottieAnimation
    do {
      animation = try stage.load()
    } catch {
      printError("zoetrope-lottie: error: \(error)")
      return error.status
    }
    let base = checked.size ?? animation.size
    let size = Size(width: base.width * stage.scale, height: base.height * stage.scale)
    do {
      try stage.checkPixels(of: size, scale: 1)
    } catch {
      return LottieTool.report(error, of: Self.self)
    }
    var controller: LottieStageViewController?
    do {
      let title = animation.name.isEmpty ? "zoetrope-lottie" : "\(animation.name) - zoetrope-lottie"
      let host = try SDLHost(
        title: title, size: LottieStageViewController.windowSize(stage: size, isPlayer: true),
        compositor: choice, verbose: verbose
      ) {
        let made = LottieStageViewController(
          animation: animation, stageSize: size, background: checked.background ?? .white,
          isPlayer: true)
        controller = made
        return made
      }
      host.keyHandler = { key in controller?.press(key) }
      return host.run()
    } catch let error where error.isNoDisplay {
      printError(
        """
        zoetrope-lottie: cannot open a window (\(error)).
        Render it headless instead, for example:
          zoetrope-lottie render \(stage.file) --record out.webp
          zoetrope-lottie render \(stage.file) --screenshot out.png --progress 0.5
        or give it a display (DISPLAY, e.g. under Xvfb).
        """)
      return 2
    } catch {
      printError("zoetrope-lottie: error: \(error)")
      return 1
    }
  }
}
