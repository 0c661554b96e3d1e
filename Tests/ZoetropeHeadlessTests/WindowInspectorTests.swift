import CSDL2
import Testing
import Zoetrope
import ZoetropeImageIO

@testable import Hello
@testable import Zoetrope
@testable import ZoetropeSDL

#if canImport(Glibc)
import Glibc
#endif

/// F12's inspector in the window's driver: composed into the frames it
/// draws, the mouse on its panel scrubbing on the window's time control.
@MainActor
@Suite struct WindowInspectorTests {
  @Test func f12TogglesTheInspector() {
    var translator = SDLEventTranslator()
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = SDL_Keycode(SDLK_F12.rawValue)
    #expect(
      translator.translate(event, windowSize: Size(width: 10, height: 10))
        == .timeKey(.toggleInspector))
  }

  /// `--inspector` beside `--screenshot`: the panel over the frame.
  @Test func theInspectorOptionDrawsThePanelOverAScreenshot() throws {
    let directory = "/tmp/zoetrope-inspector-option-\(getpid())"
    mkdir(directory, 0o755)
    defer {
      unlink("\(directory)/shot.png")
      rmdir(directory)
    }
    let launch = try LaunchOptions.launch(for: [
      "--screenshot", "\(directory)/shot.png", "--at", "0.5", "--inspector", "--script",
      "0.1 tap \"Animate\"",
    ]) { _ in nil }
    #expect(launch.overlay == .inspector)
    let status = LayerContext.$current.withValue(LayerContext()) {
      Hello.run(
        launch.plan,
        headless: HeadlessRun(time: launch.time, timeline: launch.timeline, overlay: launch.overlay)
      )
    }
    #expect(status == 0)
    let image = try Image(contentsOf: "\(directory)/shot.png")
    // The panel's dark grey along the bottom, where Hello is white; the
    // square (red) above it.
    let panel = image.color(atX: 2, y: 478)
    #expect(panel.red < 0.15 && panel.green < 0.15, "\(panel)")
    #expect(image.color(atX: 2, y: 100).red > 0.9)
  }

  /// In a context of its own: its log must not see other suites' animations,
  /// nor theirs its own.
  @Test func theInspectorIsDrawnOverFramesAndScrubsOnTheWindowsClock() throws {
    try LayerContext.$current.withValue(LayerContext()) { try drawnAndScrubbed() }
  }

  func drawnAndScrubbed() throws {
    let clock = ManualClock(now: 100)
    let application = Application(clock: clock, random: .seeded(1))
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let image = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .black)
    var drawn: [RenderSnapshot] = []
    let base = ApplicationDriver(application: application, window: window) { snapshot, _, _ in
      drawn.append(snapshot)
      return (image, nil)
    }
    let driver = TimeControlledDriver(base, control: .normal, now: 100, stepInterval: 0.25)
    let size = Size(width: 320, height: 480)
    #expect(driver.handle(.toggleInspector, at: 100) == "this window has no inspector")
    driver.makeInspector = { WindowInspector.make(application) }
    _ = driver.advance(to: 100, size: size, scale: 1)
    _ = driver.drawFrame()
    #expect(drawn.last?.root.sublayers.count == 1)  // the window's view
    #expect(driver.handle(.toggleInspector, at: 100).hasPrefix("inspector open"))
    #expect(driver.needsFrame)
    // Something to scrub: a view moved over 2 s from 100.5.
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.rootViewController?.view.addSubview(view)
    application.scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
      View.animate(withDuration: 2) { view.center = Point(x: 205, y: 5) }
    }
    #expect(driver.advance(to: 101, size: size, scale: 1))
    _ = driver.drawFrame()
    let composed = try #require(drawn.last)
    #expect(composed.root.sublayers.count == 2)  // the app's root, then the inspector's
    #expect(driver.advance(to: 103, size: size, scale: 1))  // the panel's time moves
    _ = driver.drawFrame()
    // Each drawn frame's time went to the frame-time graph.
    let inspector = try #require((driver.inspector as? WindowInspector)?.inspector)
    #expect(inspector.frameTimes.count == 2)
    // A press on the timeline's track pauses the app and scrubs.
    let panelTop = 480.0 - 192
    driver.handleTouch(.began, id: 0, location: Point(x: 160, y: panelTop + 40), time: 103)
    #expect(driver.control.isPaused)
    #expect(application.nextInputTimestamp == nil)  // the app did not get the touch
    #expect(driver.advance(to: 103.5, size: size, scale: 1))
    let scrubbedX = view.layer.presentation().position.x
    #expect(scrubbedX > 5 && scrubbedX < 205, "\(scrubbedX)")
    driver.handleTouch(.ended, id: 0, location: Point(x: 160, y: panelTop + 40), time: 103.5)
    // A touch above the panel is the app's.
    driver.handleTouch(.began, id: 0, location: Point(x: 160, y: 100), time: 104)
    #expect(application.nextInputTimestamp != nil)
    #expect(driver.handle(.toggleInspector, at: 104) == "inspector closed")
    _ = driver.advance(to: 104, size: size, scale: 1)
    _ = driver.drawFrame()
    #expect(drawn.last?.root.sublayers.count == 1)
    #expect(driver.handle(.pauseOrResume, at: 105).contains("resumed"))
  }
}

/// `--inspector-window`: the panel drawn for a window of its own, the
/// app's frames left as they are, the mouse in the panel's window
/// scrubbing on the window's time control.
@MainActor
@Suite struct InspectorWindowFormTests {
  @Test func thePanelIsDrawnForItsOwnWindow() throws {
    try LayerContext.$current.withValue(LayerContext()) { try drawnInItsWindow() }
  }

  func drawnInItsWindow() throws {
    let clock = ManualClock(now: 100)
    let application = Application(clock: clock, random: .seeded(1))
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let image = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .black)
    var drawn: [RenderSnapshot] = []
    let base = ApplicationDriver(application: application, window: window) { snapshot, _, _ in
      drawn.append(snapshot)
      return (image, nil)
    }
    let driver = TimeControlledDriver(base, control: .normal, now: 100, stepInterval: 0.25)
    driver.makeInspector = { WindowInspector.make(application) }
    driver.inspectsInWindow = true
    let size = Size(width: 320, height: 480)
    let panelSize = Size(width: 420, height: 480)
    #expect(driver.handle(.toggleInspector, at: 100).contains("its own window"))
    #expect(driver.panelImage(size: panelSize, scale: 1, force: true) == nil)  // no frame yet
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.rootViewController?.view.addSubview(view)
    application.scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
      View.animate(withDuration: 2) { view.center = Point(x: 205, y: 5) }
    }
    #expect(driver.advance(to: 101, size: size, scale: 1))
    _ = driver.drawFrame()
    // The app's frame is its own: no panel composed into it.
    #expect(drawn.last?.root.sublayers.count == 1)
    let panel = try #require(driver.panelImage(size: panelSize, scale: 1, force: false))
    #expect(panel.pixelWidth == 420 && panel.pixelHeight == 480)
    let inspector = try #require((driver.inspector as? WindowInspector)?.inspector)
    #expect(inspector.rows.contains { $0.record != nil }, "\(inspector.rows)")
    #expect(inspector.panelFrame == Rect(x: 0, y: 0, width: 420, height: 480))
    // The panel fills its window: dark at its bottom.
    #expect(panel.color(atX: 2, y: 478).red < 0.15)
    // A touch in the app's window is the app's, even over where a
    // panel over the app would be.
    driver.handleTouch(.began, id: 0, location: Point(x: 160, y: 400), time: 101)
    #expect(application.nextInputTimestamp != nil)
    driver.handleTouch(.ended, id: 0, location: Point(x: 160, y: 400), time: 101)
    #expect(driver.advance(to: 101.25, size: size, scale: 1))
    // A press on the timeline in the panel's window pauses and scrubs.
    let track = try #require(inspector.trackFrame)
    driver.handlePanelTouch(.began, location: Point(x: track.midX, y: track.midY), time: 101.5)
    #expect(driver.control.isPaused)
    #expect(inspector.scrubTime != nil)
    driver.handlePanelTouch(.ended, location: Point(x: track.midX, y: track.midY), time: 101.5)
    #expect(driver.handle(.toggleInspector, at: 102) == "inspector closed")
    #expect(driver.panelImage(size: panelSize, scale: 1, force: true) == nil)
  }
}
