import Zoetrope

/// The screen `zoetrope-lottie` shows: the animation on a background, and
/// for `play` a bar below it with a scrubber and the frame number.
///
/// Space pauses and resumes, the left and right arrows step one frame
/// back and on (pausing first), Home and End show the first and last
/// frames; dragging the scrubber pauses and scrubs.
@MainActor
final class LottieStageViewController: ViewController {
  /// The height of the bar under the animation in the `play` window.
  static let barHeight = 48.0
  /// The narrowest the `play` window gets, so the scrubber can be used.
  static let minimumWidth = 240.0

  let animationView: LottieAnimationView
  /// The size the animation is drawn at, in points.
  let stageSize: Size
  let background: Color
  /// Whether the bar is shown and the animation loops (`play`).
  let isPlayer: Bool
  let scrubber = Slider(frame: .zero)
  let frameLabel = Label(frame: .zero)
  /// Keeps the scrubber and frame number up to date while playing.
  private var link: DisplayLink?

  init(animation: LottieAnimation, stageSize: Size, background: Color, isPlayer: Bool) {
    animationView = LottieAnimationView(animation: animation)
    self.stageSize = stageSize
    self.background = background
    self.isPlayer = isPlayer
    super.init()
  }

  /// The window's size for a stage: the animation, and the bar for `play`.
  static func windowSize(stage: Size, isPlayer: Bool) -> Size {
    guard isPlayer else { return stage }
    return Size(width: max(stage.width, minimumWidth), height: stage.height + barHeight)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = background
    let width = Self.windowSize(stage: stageSize, isPlayer: isPlayer).width
    animationView.frame = Rect(
      x: (width - stageSize.width) / 2, y: 0, width: stageSize.width, height: stageSize.height)
    animationView.contentMode = .scaleAspectFit
    animationView.accessibilityLabel = "Animation"
    view.addSubview(animationView)
    guard isPlayer else { return }
    let bar = View(frame: Rect(x: 0, y: stageSize.height, width: width, height: Self.barHeight))
    bar.backgroundColor = Color(white: 0.95)
    view.addSubview(bar)
    scrubber.frame = Rect(x: 12, y: 8, width: width - 112, height: Slider.defaultHeight)
    scrubber.accessibilityLabel = "Scrubber"
    scrubber.addAction(for: .valueChanged) { [weak self] _ in self?.scrub() }
    bar.addSubview(scrubber)
    frameLabel.frame = Rect(x: width - 92, y: 12, width: 84, height: 24)
    frameLabel.font = .systemFont(ofSize: 13)
    frameLabel.textAlignment = .right
    bar.addSubview(frameLabel)
    animationView.loopMode = .loop
    animationView.play()
    link = Application.shared.scheduler.displayLink { [weak self] _ in self?.updateBar() }
    updateBar()
  }

  /// The first and last frames shown.
  var frameRange: ClosedRange<Double> {
    guard let animation = animationView.animation else { return 0...0 }
    return animation.startFrame...max(animation.startFrame, animation.endFrame - 1)
  }

  /// Handles a key of the `play` window.
  func press(_ key: SDLKey) {
    switch key {
    case .space:
      if animationView.isAnimationPlaying {
        animationView.pause()
      } else {
        animationView.play()
      }
    case .left, .down: step(by: -1)
    case .right, .up: step(by: 1)
    case .home: show(frame: frameRange.lowerBound)
    case .end: show(frame: frameRange.upperBound)
    }
    updateBar()
  }

  /// Pauses and moves a whole frame back or on, wrapping around.
  func step(by frames: Double) {
    let range = frameRange
    var frame = animationView.currentFrame.rounded(.down) + frames
    if frame > range.upperBound { frame = range.lowerBound }
    if frame < range.lowerBound { frame = range.upperBound }
    show(frame: frame)
  }

  /// Pauses and shows a frame.
  func show(frame: Double) {
    animationView.pause()
    animationView.currentFrame = frame
  }

  /// The scrubber moved: pause and show its frame.
  private func scrub() {
    let range = frameRange
    show(
      frame: (range.lowerBound + scrubber.value * (range.upperBound - range.lowerBound))
        .rounded())
    updateBar()
  }

  /// Puts the scrubber and frame number where the animation is.
  func updateBar() {
    guard isPlayer else { return }
    let range = frameRange
    let frame = min(max(animationView.currentFrame, range.lowerBound), range.upperBound)
    let span = range.upperBound - range.lowerBound
    if !scrubber.isTracking {
      scrubber.value = span > 0 ? (frame - range.lowerBound) / span : 0
    }
    frameLabel.text = "\(Int(frame.rounded(.down))) / \(Int(range.upperBound))"
    link?.isPaused = !animationView.isAnimationPlaying
  }
}
