import ExampleSupport
import Zoetrope

/// The tutorial's view controller: a repeating timer moves the ball by
/// ``delta`` on every tick and reverses a direction when the ball passes
/// an edge; a slider sets the timer's interval.
///
/// `onTimer` and `sliderMoved` are the tutorial's methods, ported line by
/// line. As in the tutorial, the ball may poke past an edge by less than
/// one step before it turns round (the test is "passed the edge", not
/// "would pass it").
public final class BouncingBallViewController: ViewController {
  /// The baseball.
  public let ball = ImageView(frame: Rect(x: 40, y: 40, width: 48, height: 48))
  /// The timer's interval in seconds: 0…1, 0.01 at launch.
  public let slider = Slider(frame: Rect(x: 16, y: 436, width: 232, height: 31))
  /// The slider's value, two decimals.
  public let intervalLabel = Label(frame: Rect(x: 256, y: 436, width: 56, height: 31))

  /// How far the ball moves per tick, in points: (12, 4) at launch.
  public private(set) var delta = Vector(dx: 12, dy: 4)
  /// Half the ball's width, in points.
  public private(set) var ballRadius = 0.0
  /// The repeating timer that moves the ball.
  public private(set) var timer: ScheduledTimer?
  /// How many times the timer fired.
  public private(set) var tickCount = 0

  /// The shortest interval the timer gets, in seconds.
  ///
  /// A slider at 0 would
  /// ask for a timer that fires continuously; the tutorial's NSTimer
  /// quietly uses 0.1 ms there, which would move the ball 10,000 times a
  /// second, so this port clamps the interval to 0.01 s (100 ticks a second).
  public static let minimumInterval = 0.01

  /// Draws the ball, builds the interface and starts the timer.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    ball.image = ArtImage.draw(size: Baseball.size) { context in
      Baseball.draw(in: Rect(origin: .zero, size: Baseball.size), context: context)
    }
    ball.accessibilityLabel = "Ball"
    view.addSubview(ball)

    slider.minimumValue = 0
    slider.maximumValue = 1
    slider.value = 0.01
    slider.accessibilityLabel = "Interval"
    slider.addAction(for: .valueChanged) { [weak self] _ in self?.sliderMoved() }
    view.addSubview(slider)
    intervalLabel.textColor = .white
    intervalLabel.textAlignment = .right
    view.addSubview(intervalLabel)
    updateIntervalLabel()

    ballRadius = ball.frame.width / 2
    delta = Vector(dx: 12, dy: 4)
    scheduleTimer()
  }

  /// The slider moved: replace the timer with one at the new interval.
  ///
  /// The timer keeps firing while the slider is dragged — users of the
  /// original complained when a UIKit run loop in tracking mode froze the
  /// ball — because Zoetrope's scheduler fires timers in every frame,
  /// whatever the touches are doing. Each value change during the drag
  /// reschedules, so the ball speeds up or slows down as you drag; the new
  /// timer keeps the old one's next tick when that comes sooner, because a
  /// drag changes the value up to 60 times a second and a timer restarted
  /// from zero each time would never reach its first tick.
  public func sliderMoved() {
    let next = timer.map { min($0.fireDate, Application.shared.scheduler.now + timerInterval) }
    timer?.invalidate()
    scheduleTimer(firstFireAt: next)
    updateIntervalLabel()
  }

  /// One tick: move the ball by delta and turn round at the edges.
  public func onTimer() {
    tickCount += 1
    ball.center = Point(x: ball.center.x + delta.dx, y: ball.center.y + delta.dy)
    if ball.center.x > view.bounds.width - ballRadius || ball.center.x < ballRadius {
      delta.dx = -delta.dx
    }
    if ball.center.y > view.bounds.height - ballRadius || ball.center.y < ballRadius {
      delta.dy = -delta.dy
    }
  }

  /// The interval the timer uses for the slider's value: the value, but
  /// at least ``minimumInterval``.
  public var timerInterval: Double {
    max(slider.value, Self.minimumInterval)
  }

  private func scheduleTimer(firstFireAt date: Double? = nil) {
    let scheduler = Application.shared.scheduler
    timer = scheduler.scheduledTimer(
      fireAt: date ?? scheduler.now + timerInterval,
      withTimeInterval: timerInterval,
      repeats: true
    ) { [weak self] _ in
      self?.onTimer()
    }
  }

  private func updateIntervalLabel() {
    intervalLabel.text = DecimalText.fixed(slider.value, places: 2)
  }
}
