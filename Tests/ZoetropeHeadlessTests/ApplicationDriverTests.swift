import Testing
import Zoetrope

@testable import ZoetropeSDL

/// The live host's driver in its parts, as the run loop calls it: timers
/// that fire between a frame's advance and its drawing show in the next
/// frame, in order, and the frame drawn is the one advanced to.
@MainActor
@Suite struct ApplicationDriverTests {
  /// The window's background colour in each frame drawn, and the driver.
  @MainActor final class Host {
    let clock = ManualClock(now: 50)
    let application: Application
    let window = Window(frame: Rect(x: 0, y: 0, width: 4, height: 4))
    var drawn: [Color] = []
    var driver: ApplicationDriver?

    init() throws {
      let image = try Image(pixelWidth: 1, pixelHeight: 1, scale: 1, filledWith: .black)
      application = Application(clock: clock, random: .seeded(1))
      window.backgroundColor = Self.color(0)
      window.makeKeyAndVisible()
      driver = ApplicationDriver(application: application, window: window) {
        [unowned self] snapshot, _, _ in
        drawn.append(snapshot.root.properties.backgroundColor)
        return (image, nil)
      }
    }

    /// The colour the n-th tick sets.
    static func color(_ tick: Int) -> Color {
      Color(red: Double(tick % 100) / 100, green: 0, blue: 0)
    }
  }

  @Test func ticksBetweenAdvanceAndDrawShowInTheNextFrame() throws {
    let host = try Host()
    let driver = try #require(host.driver)
    var ticks = 0
    host.application.scheduler.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in
      ticks += 1
      host.window.backgroundColor = Host.color(ticks)
    }
    let size = Size(width: 4, height: 4)
    var expected: [Color] = []
    var time = 50.0
    for _ in 0..<20 {
      // The frame, then a tick between its advance and its drawing, and
      // two after it (as the run loop fires them in the gaps).
      time += 0.0004
      #expect(driver.advance(to: time, size: size, scale: 1))
      expected.append(Host.color(ticks))
      time += 0.001
      driver.fireTimers(upTo: time)
      #expect(driver.drawFrame() != nil)
      #expect(driver.drawFrame() == nil)
      time += 0.002
      driver.fireTimers(upTo: time)
    }
    #expect(ticks == Int(((time - 50) / 0.001).rounded(.down)))
    #expect(host.drawn == expected)
    // Every frame showed a later tick than the one before.
    #expect(Set(host.drawn).count == host.drawn.count)
  }

  @Test func anUnchangedSnapshotIsNotDrawn() throws {
    let host = try Host()
    let driver = try #require(host.driver)
    let size = Size(width: 4, height: 4)
    #expect(driver.advance(to: 50.1, size: size, scale: 1))
    #expect(driver.drawFrame() != nil)
    #expect(!driver.advance(to: 50.2, size: size, scale: 1))
    #expect(driver.drawFrame() == nil)
    // A new size draws again, with no damage (the whole frame).
    #expect(driver.advance(to: 50.3, size: Size(width: 5, height: 4), scale: 1))
    let frame = try #require(driver.drawFrame())
    #expect(frame.damage == nil)
    #expect(host.drawn.count == 2)
  }
}
