import ExampleSupport
import Zoetrope

/// The tutorial's `ImageHopViewController`: a 20-frame bunny hop in an
/// image view, a speed slider, a "hops per second" readout below the
/// slider and a Hop!/Sit Still! button at the bottom centre.
///
/// The outlets keep the tutorial's names (`imageView`, `animationSpeed`,
/// `hopsPerSecond`, `toggleButton`), and `toggleAnimation` and `setSpeed`
/// are its two actions, ported line by line: the slider's value v
/// (0.25…1.75) sets the animation's duration to 2 − v seconds per hop,
/// restarts the hop, and shows 1 / (2 − v) hops per second with two
/// decimals (the tutorial's `%1.2f hps`).
///
/// With ``Accessibility/isReduceMotionEnabled`` (`ZOETROPE_REDUCE_MOTION=1`)
/// the bunny does not leap through the twenty frames: it cross-fades
/// between sitting and the top of its hop (``reducedMotionPoses``), one
/// change every half hop, at the same number of hops per second.
public final class ImageHopViewController: ViewController {
  /// The bunny, hopping through ``Bunny/frameCount`` frames.
  public let imageView = ImageView(frame: Rect(x: 80, y: 110, width: 160, height: 160))
  /// The speed: 0.25 (slow) … 1.75 (fast); 1.0 at launch.
  public let animationSpeed = Slider(frame: Rect(x: 20, y: 320, width: 280, height: 31))
  /// "hops per second:", below the slider.
  public let speedLabel = Label(frame: Rect(x: 20, y: 362, width: 160, height: 30))
  /// The rate, right-aligned, to the right of ``speedLabel``: "1.00 hps".
  public let hopsPerSecond = Label(frame: Rect(x: 180, y: 362, width: 120, height: 30))
  /// Hop! when the bunny sits, Sit Still! when it hops.
  public let toggleButton = Button(configuration: .filled())

  /// The hop's twenty frames, drawn in code in place of the tutorial's
  /// image files.
  public private(set) var frames: [Image] = []

  /// The frames shown while reduce motion is on: sitting (0) and the top
  /// of the hop (10).
  public static let reducedMotionPoses = [0, 10]
  /// The timer that cross-fades between ``reducedMotionPoses`` while
  /// reduce motion is on and the bunny hops; `nil` otherwise.
  public private(set) var poseTimer: ScheduledTimer?
  /// The index in ``reducedMotionPoses`` of the pose shown.
  public private(set) var poseIndex = 0

  /// Whether the bunny hops: its flipbook runs, or (reduce motion) its
  /// poses cross-fade.
  public var isHopping: Bool { imageView.isAnimating || poseTimer != nil }

  /// The meadow's light green.
  static let lightGreen = Color(red: 0.8, green: 0.95, blue: 0.76)

  /// Draws the frames and builds the interface; the bunny sits.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Self.lightGreen
    frames = (0..<Bunny.frameCount).map { index in
      ArtImage.draw(size: Bunny.size) { context in Bunny.draw(frame: index, context: context) }
    }
    imageView.image = frames[0]
    imageView.animationImages = frames
    imageView.animationDuration = 1
    imageView.accessibilityLabel = "Bunny"
    view.addSubview(imageView)

    speedLabel.text = "hops per second:"
    hopsPerSecond.text = "1.00 hps"
    hopsPerSecond.textAlignment = .right
    for label in [speedLabel, hopsPerSecond] {
      label.font = .systemFont(ofSize: 17)
      label.textColor = Color(white: 0.15)
      view.addSubview(label)
    }

    animationSpeed.minimumValue = 0.25
    animationSpeed.maximumValue = 1.75
    animationSpeed.value = 1
    animationSpeed.accessibilityLabel = "Speed"
    animationSpeed.addAction(for: .valueChanged) { [weak self] _ in self?.setSpeed() }
    view.addSubview(animationSpeed)

    toggleButton.frame = Rect(x: 100, y: 414, width: 120, height: 44)
    toggleButton.setTitle("Hop!", for: .normal)
    toggleButton.addAction(for: .touchUpInside) { [weak self] _ in self?.toggleAnimation() }
    view.addSubview(toggleButton)
  }

  /// The button: stops a hopping bunny ("Hop!") or starts a sitting one
  /// ("Sit Still!").
  public func toggleAnimation() {
    if isHopping {
      stopHopping()
      toggleButton.setTitle("Hop!", for: .normal)
    } else {
      startHopping()
      toggleButton.setTitle("Sit Still!", for: .normal)
    }
  }

  /// The slider: a hop takes 2 − value seconds; the bunny hops.
  public func setSpeed() {
    imageView.animationDuration = 2 - animationSpeed.value
    startHopping()
    toggleButton.setTitle("Sit Still!", for: .normal)
    hopsPerSecond.text = DecimalText.fixed(1 / (2 - animationSpeed.value), places: 2) + " hps"
  }

  /// Starts the flipbook, or with reduce motion the cross-fading poses
  /// (from sitting, one change every half of ``ImageView/animationDuration``).
  private func startHopping() {
    guard Accessibility.isReduceMotionEnabled else {
      poseTimer?.invalidate()
      poseTimer = nil
      imageView.startAnimating()
      return
    }
    imageView.stopAnimating()
    poseTimer?.invalidate()
    let half = imageView.animationDuration / 2
    poseTimer = Application.shared.scheduler.scheduledTimer(
      withTimeInterval: half, repeats: true
    ) { [weak self] _ in
      guard let self else { return }
      self.show(pose: (self.poseIndex + 1) % Self.reducedMotionPoses.count, fade: half / 2)
    }
  }

  /// Stops the flipbook or the poses; the bunny sits.
  private func stopHopping() {
    imageView.stopAnimating()
    if poseTimer != nil {
      poseTimer?.invalidate()
      poseTimer = nil
      show(pose: 0, fade: 0.25)
    }
  }

  /// Cross-fades the bunny to one of ``reducedMotionPoses`` over `fade`
  /// seconds.
  private func show(pose index: Int, fade: Double) {
    guard index != poseIndex else { return }
    poseIndex = index
    let transition = TransitionAnimation(type: .fade)
    transition.duration = fade
    imageView.layer.add(transition, forKey: "contents")
    imageView.image = frames[Self.reducedMotionPoses[index]]
  }
}
