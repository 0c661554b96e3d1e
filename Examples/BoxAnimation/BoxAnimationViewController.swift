import ExampleSupport
import Zoetrope

/// The tutorial's `animateViewController`: a blue box that, when a touch
/// ends, moves to the touch over 2 s with ease-in-out while turning and
/// growing.
///
/// The names are the tutorial's (`boxView`, `scaleFactor`, `angle`,
/// `touchesEnded`, the did-stop method `animationFinished`), and as in the
/// tutorial the box is set up in ``loadView()``. The touch handler is the
/// tutorial's `touchesEnded:withEvent:` ported line by line:
/// `beginAnimations`, a delegate, a 2 s curve, `transform = scale(scaleFactor)`
/// concatenated with `rotate(angle°)`, then `angle` toggles 180 ↔ 360 and
/// `scaleFactor` 2 ↔ 1, the box's centre moves to the touch, and
/// `commitAnimations`. Two departures: the curve is the picker's
/// (ease-in-out, the tutorial's, at launch), and the picker's Spring takes
/// a spring animation instead. The first tap turns the box half a turn
/// and doubles it; the second turns it on round to 360° (the identity
/// matrix: the decomposed rotation goes π → 2π, the short way) and shrinks
/// it back.
///
/// Beyond the tutorial: a row of buttons picks the curve (the four
/// `UIViewAnimationCurve`s the chapter lists, and a spring, which it does
/// not have), and "Fade" fades the box out over 3 s (the chapter's
/// fade-out example, `alpha = 0` in a 3 s block, applied to the box) and
/// back in over 3 s.
///
/// With ``Accessibility/isReduceMotionEnabled`` (`ZOETROPE_REDUCE_MOTION=1`)
/// a tap does not glide, turn or grow the box: it cross-fades, over
/// ``crossFadeDuration``, from the box where it is to the box at the touch,
/// already turned and sized (see ``CrossFade``). The fade is not motion
/// and stays as it is.
public final class BoxAnimationViewController: ViewController, ViewAnimationDelegate {
  /// The blue box, 100 × 100 points at (10, 10); added in ``loadView()``.
  public let boxView = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
  /// The scale the next tap gives the box: 2, then 1, then 2, and so on.
  public private(set) var scaleFactor = 2.0
  /// The angle in degrees the next tap turns the box to: 180, then 360, and so on.
  public private(set) var angle = 180.0
  /// The curve of the next move (ease-in-out in the tutorial).
  public var curve = BoxCurve.easeInOut
  /// The moves and fades that stopped, with whether each ran to its end,
  /// in order, as ``animationFinished(_:finished:context:)`` records them.
  public private(set) var stoppedAnimations: [(id: String?, finished: Bool)] = []

  /// The curve picker: one button per ``BoxCurve``.
  public let curvePicker = SegmentedControl(items: BoxCurve.allCases.map(\.title))
  /// "Tap anywhere to move the box".
  public let hintLabel = Label(frame: Rect(x: 10, y: 356, width: 300, height: 24))
  /// Fades the box out over 3 s, then back in over 3 s.
  public let fadeButton = Button(configuration: .filled())

  /// The duration of a move, in seconds.
  public static let moveDuration = 2.0
  /// The duration of each half of a fade, in seconds.
  public static let fadeDuration = 3.0
  /// The duration of the cross-fade that stands in for a move when reduce
  /// motion is on, in seconds.
  public static let crossFadeDuration = 0.5

  /// The tutorial's `loadView`: the view, then the values and the blue
  /// box.
  public override func loadView() {
    super.loadView()
    scaleFactor = 2
    angle = 180
    boxView.backgroundColor = .blue
    view.addSubview(boxView)
  }

  /// Builds the rest of the interface: the hint (behind the box), the
  /// curve picker and the fade button.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    boxView.accessibilityLabel = "Box"

    hintLabel.text = "Tap anywhere to move the box"
    hintLabel.textColor = .gray
    hintLabel.textAlignment = .center
    hintLabel.font = .systemFont(ofSize: 14)
    view.insertSubview(hintLabel, belowSubview: boxView)

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
    if Accessibility.isReduceMotionEnabled {
      crossFadeBox(to: location)
      return
    }
    if curve == .spring {
      springBox(to: location)
      return
    }
    View.beginAnimations(nil, context: nil)
    View.setAnimationDelegate(self)
    View.setAnimationDidStop(.animationDidStop)
    View.setAnimationDuration(Self.moveDuration)
    View.setAnimationCurve(curve.animationCurve ?? .easeInOut)
    changeBox(to: location)
    View.commitAnimations()
  }

  /// The tutorial's change, animated by whichever block calls it: scale
  /// and turn the box, flip the next angle (180° ↔ 360°) and scale
  /// (2 ↔ 1), and move it to `location`.
  private func changeBox(to location: Point) {
    let scaleTrans = Transform(scaleX: scaleFactor, y: scaleFactor)
    let rotateTrans = Transform(rotationAngle: angle * .pi / 180)
    boxView.transform = scaleTrans.concatenating(rotateTrans)
    angle = (angle == 180 ? 360 : 180)
    scaleFactor = (scaleFactor == 2 ? 1 : 2)
    boxView.center = location
  }

  /// The same move with a bouncy spring that settles in 2 s.
  private func springBox(to location: Point) {
    View.animate(
      withDuration: Self.moveDuration, usingSpringWithDamping: 0.45, initialSpringVelocity: 0
    ) {
      changeBox(to: location)
    } completion: { [weak self] finished in
      self?.animationFinished("spring", finished: finished, context: nil)
    }
  }

  /// Reduce motion: the same change as a cross-fade, with the picker's
  /// curve (ease-in-out for the spring); the stop is recorded as
  /// `"crossFade"`.
  private func crossFadeBox(to location: Point) {
    let ghost = View()
    ghost.backgroundColor = boxView.backgroundColor
    CrossFade.change(
      boxView, ghost: ghost, duration: Self.crossFadeDuration,
      options: curve.fadeOptions
    ) {
      changeBox(to: location)
    } completion: { [weak self] finished in
      self?.animationFinished("crossFade", finished: finished, context: nil)
    }
  }

  /// Fades the box out over 3 s; when that stops, back in over 3 s.
  public func fadeBox() {
    fadeButton.isEnabled = false
    View.beginAnimations("fadeOut", context: nil)
    View.setAnimationDuration(Self.fadeDuration)
    View.setAnimationDelegate(self)
    View.setAnimationDidStop(.animationDidStop)
    View.setAnimationDidStop { [weak self] _, _, _ in
      guard let self else { return }
      View.beginAnimations("fadeIn", context: nil)
      View.setAnimationDuration(Self.fadeDuration)
      View.setAnimationDelegate(self)
      View.setAnimationDidStop(.animationDidStop)
      View.setAnimationDidStop { [weak self] _, _, _ in self?.fadeButton.isEnabled = true }
      boxView.alpha = 1
      View.commitAnimations()
    }
    boxView.alpha = 0
    View.commitAnimations()
  }

  /// Zoetrope's call when a block whose delegate is this controller
  /// stops (Swift has no selectors, so the delegate method stands in for
  /// UIKit's `setAnimationDidStopSelector:`): passes it on to
  /// ``animationFinished(_:finished:context:)``.
  ///
  /// - Parameters:
  ///   - animationID: The block's identifier (nil for a move).
  ///   - finished: Whether it ran to its end.
  ///   - context: The block's context.
  public func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {
    animationFinished(animationID, finished: finished, context: context)
  }

  /// The chapter's did-stop method: records the stop.
  ///
  /// The chapter declares `animationFinished:finished:context:` with an
  /// empty body ("Code to be executed on completion of animation
  /// sequence"). Beyond the tutorial, this one appends the stop to
  /// ``stoppedAnimations``, for the tests.
  ///
  /// - Parameters:
  ///   - animationID: The block's identifier (nil for a move).
  ///   - finished: Whether it ran to its end (false when a new tap
  ///     interrupted it).
  ///   - context: Unused.
  public func animationFinished(_ animationID: String?, finished: Bool, context: Any?) {
    stoppedAnimations.append((animationID, finished))
  }
}
