import Foundation
import Testing
import Zoetrope
import ZoetropeGraphics
import ZoetropeTesting

/// A stopwatch written with the names a UIKit developer types.
///
/// System colours, a monospaced-digit label, a `Path(arcCenter:…)` ring
/// and a `BasicAnimation(keyPath: "strokeEnd")` that takes it round once a
/// minute. Start/Stop toggles the watch; Reset sends the ring back.
@MainActor
private final class StopwatchViewController: ViewController {
  let timeLabel = Label(frame: Rect(x: 20, y: 40, width: 280, height: 60))
  let startButton = Button(configuration: .filled())
  let resetButton = Button(configuration: .plain())
  let track = ShapeLayer()
  let ring = ShapeLayer()
  /// When the watch last started, on the frame clock, or nil when stopped.
  private(set) var startedAt: Double?
  /// The time run before the last start.
  private(set) var accumulated = 0.0
  private var link: DisplayLink?

  static let center = Point(x: 160, y: 260)
  static let radius = 80.0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    timeLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .light)
    timeLabel.textColor = .label
    timeLabel.textAlignment = .center
    timeLabel.text = "00:00.00"
    view.addSubview(timeLabel)

    let circle = Path(
      arcCenter: Self.center, radius: Self.radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
    for (layer, color) in [(track, Color.systemGray5), (ring, .systemOrange)] {
      layer.path = circle
      layer.fillColor = .clear
      layer.strokeColor = color
      layer.lineWidth = 10
      view.layer.addSublayer(layer)
    }
    ring.strokeEnd = 0

    startButton.frame = Rect(x: 40, y: 400, width: 110, height: 44)
    startButton.setTitle("Start", for: .normal)
    startButton.addAction(for: .touchUpInside) { [weak self] _ in self?.startOrStop() }
    resetButton.frame = Rect(x: 170, y: 400, width: 110, height: 44)
    resetButton.setTitle("Reset", for: .normal)
    resetButton.addAction(for: .touchUpInside) { [weak self] _ in self?.reset() }
    view.addSubview(startButton)
    view.addSubview(resetButton)

    link = Application.shared.scheduler.displayLink { [weak self] link in
      self?.tick(at: link.timestamp)
    }
  }

  /// The time on the watch at a frame time.
  func elapsed(at time: Double) -> Double {
    accumulated + (startedAt.map { time - $0 } ?? 0)
  }

  /// Shows the elapsed time as minutes, seconds and hundredths.
  private func tick(at time: Double) {
    let hundredths = Int((elapsed(at: time) * 100).rounded(.down))
    let minutes = hundredths / 6_000
    let seconds = hundredths / 100 % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    timeLabel.text = "\(two(minutes)):\(two(seconds)).\(two(hundredths % 100))"
  }

  /// Starts or stops the watch at the tap's time: inside an action the
  /// scheduler's `now` is the event's time, as `CACurrentMediaTime()` is.
  private func startOrStop() {
    startButton.setTitle(startedAt == nil ? "Stop" : "Start", for: .normal)
    let time = Application.shared.scheduler.now
    if let startedAt {
      accumulated += time - startedAt
      self.startedAt = nil
      // Hold the ring where it is.
      ring.strokeEnd = ring.presentation().strokeEnd
      ring.removeAnimation(forKey: "minute")
    } else {
      startedAt = time
      let minute = BasicAnimation(keyPath: "strokeEnd")
      minute.fromValue = accumulated.truncatingRemainder(dividingBy: 60) / 60
      minute.toValue = (minute.fromValue ?? 0) + 1
      minute.duration = 60
      minute.repeatCount = .infinity
      ring.add(minute, forKey: "minute")
    }
  }

  private func reset() {
    startedAt = nil
    accumulated = 0
    ring.removeAnimation(forKey: "minute")
    let back = BasicAnimation(keyPath: "strokeEnd", from: ring.presentation().strokeEnd, to: 0)
    back.duration = 0.5
    ring.strokeEnd = 0
    ring.add(back, forKey: "back")
    startButton.setTitle("Start", for: .normal)
  }
}

@MainActor
@Suite struct StopwatchTests {
  let host = HeadlessHost(size: Size(width: 320, height: 480)) { StopwatchViewController() }
  private var watch: StopwatchViewController { host.root(StopwatchViewController.self) }

  /// The ring's colour at an angle (radians from three o'clock, clockwise).
  private func ringColor(at angle: Double, in screenshot: Image) -> Color {
    let center = StopwatchViewController.center
    let radius = StopwatchViewController.radius
    return screenshot.color(
      at: Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
  }

  @Test func runsForTwoAndAHalfSeconds() {
    host.tap("Start", at: 0.5)
    let (_, warnings) = withWarningsCaptured { host.advance(to: 3) }
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(watch.timeLabel.text == "00:02.50")
    #expect(watch.startButton.title(for: .normal) == "Stop")
    #expect(watch.ring.animationKeys() == ["minute"])
    #expect(abs(watch.ring.presentation().strokeEnd - 2.5 / 60) < 0.001)
    #expect(watch.ring.strokeEnd == 0)
  }

  @Test func theRingGoesRoundOnceAMinute() {
    host.tap("Start", at: 0.5)
    host.advance(to: 15.5)
    #expect(abs(watch.ring.presentation().strokeEnd - 0.25) < 0.001)
    #expect(watch.timeLabel.text == "00:15.00")
    // Drawn from twelve o'clock to three: orange there, the gray track after.
    let screenshot = host.screenshot()
    #expect(isClose(ringColor(at: -.pi / 4, in: screenshot), .systemOrange))
    #expect(isClose(ringColor(at: .pi / 2, in: screenshot), .systemGray5))
    #expect(isClose(screenshot.color(at: Point(x: 160, y: 260)), .systemBackground))
  }

  @Test func stopHoldsAndResetSendsTheRingBack() {
    host.tap("Start", at: 0.5)
    host.tap("Stop", at: 30.5)
    host.advance(to: 31)
    #expect(watch.timeLabel.text == "00:30.00")
    #expect(watch.ring.animationKeys().isEmpty)
    #expect(abs(watch.ring.strokeEnd - 0.5) < 0.001)
    host.advance(to: 40)
    #expect(watch.timeLabel.text == "00:30.00")
    host.tap("Reset", at: 40)
    host.advance(to: 40.25)
    let returning = watch.ring.presentation().strokeEnd
    #expect(returning > 0.05 && returning < 0.45)
    #expect(watch.timeLabel.text == "00:00.00")
    host.advance(to: 41)
    #expect(watch.ring.presentation().strokeEnd == 0)
    #expect(watch.ring.animationKeys().isEmpty)
  }
}
