import ExampleSupport
import Zoetrope

/// The tutorial's `AnimationViewController`: a repeating timer moves the
/// ball by ``delta`` on every tick and reverses a direction when the ball
/// passes an edge; a slider sets the timer's interval.
///
/// The outlets and fields keep the tutorial's names (`imageView`, `slider`,
/// `delta`, `timer`, `ballRadius`). `onTimer` is the tutorial's method,
/// ported line by line; `sliderMoved` replaces the timer as the
/// tutorial's does, but keeps the old timer's next tick when that comes
/// sooner (see ``sliderMoved()``). As in the tutorial, the ball may poke
/// past an edge by less than one step before it turns round (the test is
/// "passed the edge", not "would pass it"). The label beside the slider
/// stands in for the tutorial's `[slider setShowValue:YES]`, and shows the
/// interval the timer really uses.
///
/// With ``Accessibility/isReduceMotionEnabled`` (`ZOETROPE_REDUCE_MOTION=1`)
/// the ball does not slide: the timer moves it just the same, in
/// ``simulatedCenter``, and the ball on screen cross-fades to where it
/// has got to every ``crossFadeInterval`` seconds (see ``CrossFade``).
public final class BouncingBallViewController: ViewController {
  /// The baseball.
  public let imageView = ImageView(frame: Rect(x: 40, y: 40, width: 48, height: 48))
  /// The timer's interval in seconds: 0…1, 0.01 at launch.
  public let slider = Slider(frame: Rect(x: 16, y: 436, width: 232, height: 31))
  /// The timer's interval in seconds (``timerInterval``), two decimals.
  public let intervalLabel = Label(frame: Rect(x: 256, y: 436, width: 56, height: 31))

  /// How far the ball moves per tick, in points: (12, 4) at launch (a
  /// `CGPoint` in the tutorial, so a ``Point`` here).
  public private(set) var delta = Point(x: 12, y: 4)
  /// Half the ball's width, in points.
  public private(set) var ballRadius = 0.0
  /// The repeating timer that moves the ball.
  public private(set) var timer: ScheduledTimer?
  /// How many times the timer fired.
  public private(set) var tickCount = 0
  /// Where the timer has moved the ball while reduce motion is on (the
  /// ball on screen catches up every ``crossFadeInterval``); `nil` while
  /// it is off, when the ball itself moves.
  public private(set) var simulatedCenter: Point?
  /// When the ball on screen last cross-faded, on the scheduler's clock.
  private var lastCrossFade = -Double.infinity

  /// How often the ball on screen catches up with a cross-fade while
  /// reduce motion is on, in seconds.
  public static let crossFadeInterval = 0.5
  /// The length of each of those cross-fades, in seconds.
  public static let crossFadeDuration = 0.25

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
    imageView.image = ArtImage.draw(size: Baseball.size) { context in
      Baseball.draw(in: Rect(origin: .zero, size: Baseball.size), context: context)
    }
    imageView.accessibilityLabel = "Ball"
    view.addSubview(imageView)

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

    ballRadius = imageView.bounds.width / 2
    delta = Point(x: 12, y: 4)
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
    if Accessibility.isReduceMotionEnabled {
      stepWithoutMotion()
      return
    }
    simulatedCenter = nil
    imageView.center = Point(x: imageView.center.x + delta.x, y: imageView.center.y + delta.y)
    if imageView.center.x > view.bounds.width - ballRadius || imageView.center.x < ballRadius {
      delta.x = -delta.x
    }
    if imageView.center.y > view.bounds.height - ballRadius || imageView.center.y < ballRadius {
      delta.y = -delta.y
    }
  }

  /// Reduce motion: one tick of ``onTimer()`` applied to
  /// ``simulatedCenter``, and a cross-fade of the ball to it when the last
  /// was ``crossFadeInterval`` ago or more.
  private func stepWithoutMotion() {
    var center = simulatedCenter ?? imageView.center
    center = Point(x: center.x + delta.x, y: center.y + delta.y)
    if center.x > view.bounds.width - ballRadius || center.x < ballRadius {
      delta.x = -delta.x
    }
    if center.y > view.bounds.height - ballRadius || center.y < ballRadius {
      delta.y = -delta.y
    }
    simulatedCenter = center
    let now = Application.shared.scheduler.now
    guard now - lastCrossFade >= Self.crossFadeInterval else { return }
    lastCrossFade = now
    let ghost = ImageView(image: imageView.image)
    ghost.contentMode = imageView.contentMode
    CrossFade.change(imageView, ghost: ghost, duration: Self.crossFadeDuration) {
      imageView.center = center
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
    intervalLabel.text = DecimalText.fixed(timerInterval, places: 2)
  }
}
