import ExampleSupport
import Zoetrope

/// The tutorial's view controller: a blue box that, when a touch ends,
/// moves to the touch over 2 s with ease-in-out while turning and growing.
///
/// The touch handler is the tutorial's `touchesEnded:withEvent:` ported
/// line by line: `beginAnimations`, a delegate, a 2 s ease-in-out curve,
/// `transform = scale(scaleFactor)` concatenated with `rotate(angle°)`,
/// then `angle` toggles 180 ↔ 360 and `scaleFactor` 2 ↔ 1, the box's
/// centre moves to the touch, and `commitAnimations`. The first tap turns
/// the box half a turn and doubles it; the second turns it on round to
/// 360° (the identity matrix: the decomposed rotation goes π → 2π, the
/// short way) and shrinks it back.
///
/// Beyond the tutorial, from the same chapter: a row of buttons picks the
/// curve (linear, ease-in, ease-out, ease-in-out, spring), and "Fade"
/// fades the box out over 3 s and back in over 3 s.
public final class BoxAnimationViewController: ViewController, ViewAnimationDelegate {
  /// The blue box, 100 × 100 points at (10, 10).
  public let box = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
  /// The scale the next tap gives the box: 2, then 1, then 2, and so on.
  public private(set) var scaleFactor = 2.0
  /// The angle in degrees the next tap turns the box to: 180, then 360, and so on.
  public private(set) var angle = 180.0
  /// The curve of the next move (ease-in-out in the tutorial).
  public var curve = BoxCurve.easeInOut
  /// The moves and fades that stopped, with whether each ran to its end,
  /// in order: what the tutorial's `animationDidStop` logs.
  public private(set) var stoppedAnimations: [(id: String?, finished: Bool)] = []

  /// The curve picker: one button per ``BoxCurve``.
  public let curvePicker = SegmentedControl(items: BoxCurve.allCases.map(\.title))
  /// "Tap anywhere to move the box".
  public let hintLabel = Label(frame: Rect(x: 10, y: 356, width: 300, height: 24))
  /// Fades the box out over 3 s, then back in over 3 s.
  public let fadeButton = Button(type: .system)

  /// The duration of a move, in seconds.
  public static let moveDuration = 2.0
  /// The duration of each half of a fade, in seconds.
  public static let fadeDuration = 3.0

  /// Builds the interface: the box, the curve picker and the fade button.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    box.backgroundColor = .blue
    box.accessibilityLabel = "Box"
    view.addSubview(box)

    hintLabel.text = "Tap anywhere to move the box"
    hintLabel.textColor = .gray
    hintLabel.textAlignment = .center
    hintLabel.font = .systemFont(ofSize: 14)
    view.addSubview(hintLabel)

    curvePicker.frame = Rect(x: 4, y: 388, width: 312, height: 32)
    curvePicker.selectedSegmentIndex = BoxCurve.allCases.firstIndex(of: curve) ?? 0
    curvePicker.onChange = { [weak self] index in
      self?.curve = BoxCurve.allCases[index]
    }
    view.addSubview(curvePicker)

    fadeButton.frame = Rect(x: 110, y: 432, width: 100, height: 36)
    fadeButton.setTitle("Fade", for: .normal)
    fadeButton.addAction(for: .touchUpInside) { [weak self] _ in self?.fadeBox() }
    view.addSubview(fadeButton)
  }

  /// The tutorial's handler: animate the box to the touch.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended; the first is used.
  ///   - event: The event.
  public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first else { return }
    let location = touch.location(in: view)
    if curve == .spring {
      springBox(to: location)
      return
    }
    View.beginAnimations(nil, context: nil)
    View.setAnimationDelegate(self)
    View.setAnimationDuration(Self.moveDuration)
    View.setAnimationCurve(curve.animationCurve ?? .easeInOut)
    moveBox(to: location)
    View.commitAnimations()
  }

  /// Sets the box's new transform and centre and toggles the next ones:
  /// the body of the tutorial's animation block.
  private func moveBox(to location: Point) {
    let scaleTrans = Transform(scaleX: scaleFactor, y: scaleFactor)
    let rotateTrans = Transform(rotationAngle: angle * .pi / 180)
    box.transform = scaleTrans.concatenating(rotateTrans)
    angle = (angle == 180 ? 360 : 180)
    scaleFactor = (scaleFactor == 2 ? 1 : 2)
    box.center = location
  }

  /// The same move with a bouncy spring that settles in 2 s.
  private func springBox(to location: Point) {
    View.animate(
      withDuration: Self.moveDuration, usingSpringWithDamping: 0.45, initialSpringVelocity: 0
    ) {
      moveBox(to: location)
    } completion: { [weak self] finished in
      self?.animationDidStop("spring", finished: finished, context: nil)
    }
  }

  /// Fades the box out over 3 s; when that stops, back in over 3 s.
  public func fadeBox() {
    fadeButton.isEnabled = false
    View.beginAnimations("fadeOut", context: nil)
    View.setAnimationDuration(Self.fadeDuration)
    View.setAnimationDelegate(self)
    View.setAnimationDidStop { [weak self] _, _, _ in
      guard let self else { return }
      View.beginAnimations("fadeIn", context: nil)
      View.setAnimationDuration(Self.fadeDuration)
      View.setAnimationDelegate(self)
      View.setAnimationDidStop { [weak self] _, _, _ in self?.fadeButton.isEnabled = true }
      box.alpha = 1
      View.commitAnimations()
    }
    box.alpha = 0
    View.commitAnimations()
  }

  /// The tutorial's did-stop callback ("Animation complete"): records it.
  ///
  /// - Parameters:
  ///   - animationID: The block's identifier (nil for a move).
  ///   - finished: Whether it ran to its end (false when a new tap
  ///     interrupted it).
  ///   - context: Unused.
  public func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {
    stoppedAnimations.append((animationID, finished))
  }
}
