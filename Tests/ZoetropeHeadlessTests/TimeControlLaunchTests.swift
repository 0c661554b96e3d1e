import CSDL2
import Testing
import Zoetrope

@testable import Zoetrope
@testable import ZoetropeSDL

/// `--slow-animations`, `--paused`, their variables, the window's keys
/// and the driver that maps the window's clock to the application's.
@MainActor
@Suite struct TimeControlLaunchTests {
  func launch(_ arguments: [String], _ variables: [String: String] = [:]) throws -> TimeControl {
    try LaunchOptions.launch(for: arguments) { variables[$0] }.time
  }

  func message(_ arguments: [String], _ variables: [String: String] = [:]) -> String {
    do {
      _ = try launch(arguments, variables)
      return "no error"
    } catch {
      return LaunchOptions.message(for: error)
    }
  }

  @Test func optionsAndVariablesSetSpeedAndPause() throws {
    #expect(try launch([]) == .normal)
    #expect(try launch(["--slow-animations", "0.25"]).speed == 0.25)
    #expect(
      try launch(["--slow-animations=2", "--paused"]) == TimeControl(speed: 2, isPaused: true))
    #expect(try launch([], ["ZOETROPE_SLOW_ANIMATIONS": "0.1"]).speed == 0.1)
    #expect(try launch([], ["ZOETROPE_PAUSED": " yes "]).isPaused)
    #expect(try !launch([], ["ZOETROPE_PAUSED": "0"]).isPaused)
    // The option wins over the variable.
    let both = try launch(["--slow-animations", "0.5"], ["ZOETROPE_SLOW_ANIMATIONS": "abc"])
    #expect(both.speed == 0.5)
    #expect(try launch(["--record", "/tmp/x.webp", "--duration", "1", "--paused"]).isPaused)
  }

  @Test(arguments: ["0", "-1", "nan", "1e9", "-0.25", "inf"])
  func badSpeedsAreClearErrors(_ value: String) {
    let text = message(["--slow-animations", value])
    #expect(text.contains("--slow-animations \(value): a speed must be a number from 0.01 to 100"))
    let variable = message([], ["ZOETROPE_SLOW_ANIMATIONS": value])
    #expect(variable.contains("ZOETROPE_SLOW_ANIMATIONS=\"\(value)\": a speed must be"))
  }

  @Test func overlayFlags() throws {
    #expect(try LaunchOptions.launch(for: []) { _ in nil }.overlay == [])
    let both = try LaunchOptions.launch(for: ["--flash-damage", "--show-layer-bounds"]) { _ in nil }
    #expect(both.overlay == [.damage, .layerBounds])
    let shot = try LaunchOptions.launch(for: [
      "--screenshot", "/tmp/x.png", "--at", "1", "--show-layer-bounds",
    ]) { _ in nil }
    #expect(shot.overlay == .layerBounds)
  }

  @Test func theInspectorWindowIsForTheWindowOnly() throws {
    let window = try LaunchOptions.launch(for: ["--inspector-window"]) { _ in nil }
    #expect(window.inspectorWindow)
    #expect(window.overlay == .inspector)
    #expect(try LaunchOptions.launch(for: ["--inspector"]) { _ in nil }.inspectorWindow == false)
    let text = message(["--screenshot", "/tmp/x.png", "--at", "1", "--inspector-window"])
    #expect(text.contains("--inspector-window is for the window"), "\(text)")
  }

  @Test func aBadPausedVariableIsAnError() {
    #expect(
      message([], ["ZOETROPE_PAUSED": "maybe"]).contains("ZOETROPE_PAUSED=\"maybe\" must be 1"))
  }

  @Test func theFunctionKeysControlTime() {
    var translator = SDLEventTranslator()
    func key(_ code: SDL_KeyCode, repeats: Bool = false) -> SDLInput? {
      var event = SDL_Event()
      event.type = SDL_KEYDOWN.rawValue
      event.key.keysym.sym = SDL_Keycode(code.rawValue)
      event.key.repeat = repeats ? 1 : 0
      return translator.translate(event, windowSize: Size(width: 10, height: 10))
    }
    #expect(key(SDLK_F8) == .timeKey(.pauseOrResume))
    #expect(key(SDLK_F9) == .timeKey(.step))
    #expect(key(SDLK_F7) == .timeKey(.nextSpeed))
    #expect(key(SDLK_F8, repeats: true) == nil)
    #expect(key(SDLK_ESCAPE) == .quit)
    #expect(key(SDLK_a) == nil)
    // The player keys go to the app, held ones repeating.
    #expect(key(SDLK_SPACE) == .key(.space))
    #expect(key(SDLK_RIGHT, repeats: true) == .key(.right))
    #expect(key(SDLK_LEFT) == .key(.left) && key(SDLK_END) == .key(.end))
  }

  /// The driver the window runs: times in, times out, and sleep while paused.
  @Test func theDriverMapsTimesAndSleepsWhilePaused() throws {
    let clock = ManualClock(now: 100)
    let application = Application(clock: clock, random: .seeded(1))
    let window = Window(frame: Rect(x: 0, y: 0, width: 4, height: 4))
    window.makeKeyAndVisible()
    let image = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .black)
    let base = ApplicationDriver(application: application, window: window) { _, _, _ in
      (image, nil)
    }
    var fired: [Double] = []
    application.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      fired.append(application.scheduler.now)
    }
    let driver = TimeControlledDriver(
      base, control: try TimeControl(speed: 0.5), now: 100, stepInterval: 0.25)
    let size = Size(width: 4, height: 4)
    #expect(driver.nextTimerDeadline == 102)  // application 101 at half speed
    _ = driver.advance(to: 102, size: size, scale: 1)
    #expect(fired == [101])
    #expect(driver.handle(.pauseOrResume, at: 102).contains("paused"))
    #expect(driver.nextTimerDeadline == nil)
    #expect(!driver.needsFrame)
    _ = driver.advance(to: 110, size: size, scale: 1)
    #expect(fired == [101])
    driver.handle(.step, at: 110)
    #expect(driver.needsFrame)
    _ = driver.advance(to: 110, size: size, scale: 1)
    #expect(!driver.needsFrame)
    driver.handleTouch(.began, id: 0, location: Point(x: 1, y: 1), time: 111)
    #expect(driver.needsFrame)
    #expect(driver.handle(.pauseOrResume, at: 120).contains("resumed at 0.5×"))
    #expect(driver.handle(.nextSpeed, at: 120) == "animations at 1×")
    // The application stands at 101.25 (101 + one step) at host 120.
    #expect(driver.nextTimerDeadline == 120.75)
  }
}
