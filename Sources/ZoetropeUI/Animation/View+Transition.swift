import ZoetropeAnimation
import ZoetropeGraphics
import ZoetropeLayers

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// View transitions: UIKit's `UIView.transition(with:…)` and
// `transition(from:to:…)`.
extension View {
  /// How far the eye is from a flipping view, in points: the perspective
  /// of a flip transition (`m34 = -1 / distance`).
  ///
  /// UIKit does not document its value; 1,000 points gives the familiar
  /// look of a flipping card a few hundred points wide.
  public static let transitionPerspectiveDistance = 1_000.0

  /// Changes a view's content with a transition, as
  /// `UIView.transition(with:duration:options:animations:completion:)`.
  ///
  /// The changes in `animations` (swapping subviews, changing an image,
  /// hiding a view) are made at once, without animating each property;
  /// what is animated is the view as a whole, from a picture of it as it
  /// was on screen to its new content:
  ///
  /// - ``AnimationOptions/transitionFlipFromLeft`` (and `Right`, `Top`,
  ///   `Bottom`): the view turns half a turn about its vertical (or
  ///   horizontal) axis in perspective: the old content turns away to
  ///   edge-on during the first half, the new content turns in from
  ///   edge-on during the second.
  /// - ``AnimationOptions/transitionCrossDissolve``: the old content and
  ///   the new blend, `(1 − p) · old + p · new` at progress `p`, so halfway
  ///   both show at half strength: a picture of the old content, with
  ///   what lay beneath the view within its bounds, fades out over the
  ///   live new content. What lies beneath the view shows as it was until
  ///   the picture has faded, and old content outside the view's bounds
  ///   is not in the picture.
  /// - No transition option: the changes show at once.
  ///
  /// The curve options apply to the whole transition (ease-in-ease-out by
  /// default). UIKit's page curls (`transitionCurlUp`, `transitionCurlDown`)
  /// are not provided; they show the changes at once. During a flip the
  /// view's own ``/ZoetropeLayers/Layer/transform3D`` is replaced by the flip's.
  ///
  /// ```swift
  /// View.transition(with: card, duration: 0.6, options: .transitionFlipFromRight) {
  ///   front.isHidden = true
  ///   back.isHidden = false
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - view: The view whose content changes.
  ///   - duration: The duration in seconds; NaN, infinite or negative
  ///     counts as 0, with a warning.
  ///   - options: A transition, a curve and ``AnimationOptions/allowUserInteraction``.
  ///   - animations: The changes.
  ///   - completion: Called once after the frame that shows the end of the
  ///     transition, with `true` when it ran to its end.
  public static func transition(
    with view: View, duration: Double, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let duration = sanitizedDuration(duration, for: "View.transition duration")
    let code = options.transitionCode
    let animates =
      duration > 0 && AnimationBlock.isEnabled && AnimationBlock.disabledDepth == 0
      && [1, 2, 5, 6, 7].contains(code)
    // The picture of the old content, taken before the changes; for a
    // cross-dissolve with what lay beneath it, so that fading it out over
    // the new content blends the two (see `snapshotLayerWithBackdrop()`).
    let snapshot =
      animates
      ? (code == 5 ? view.layer.snapshotLayerWithBackdrop() : view.layer.snapshotLayer()) : nil
    performWithoutAnimation { animations?() }
    let block = AnimationBlock(
      duration: duration, delay: 0, curve: options.curve.timingFunction, spring: nil,
      options: options.subtracting([.repeat, .autoreverse]))
    guard animates, let snapshot else {
      block.completion = completion
      block.close()
      return
    }
    let superlayer = view.layer.superlayer
    Transaction.begin()
    Transaction.setDisableActions(true)
    superlayer?.insertSublayer(snapshot, above: view.layer)
    if code == 5 {
      let fade = BasicAnimation(keyPath: \.opacity, from: 1, to: 0)
      configure(fade, on: snapshot, duration: duration, curve: block.curve)
      snapshot.opacity = 0
      // Tracked before it is added: the layer keeps a copy.
      block.track(fade, on: view)
      snapshot.add(fade, forKey: "transition")
    } else {
      let (x, y, sign): (Double, Double, Double) =
        switch code {
        case 1: (0, 1, 1)
        case 2: (0, 1, -1)
        case 6: (1, 0, -1)
        default: (1, 0, 1)
        }
      var perspective = Transform3D.identity
      perspective.m34 = -1 / transitionPerspectiveDistance
      func turned(_ angle: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: 0).concatenating(perspective)
      }
      let away = turned(sign * .pi / 2)
      let toward = turned(-sign * .pi / 2)
      let old = KeyframeAnimation(keyPath: \.transform3D, values: [turned(0), away, away])
      old.keyTimes = [0, 0.5, 1]
      configure(old, on: snapshot, duration: duration, curve: block.curve)
      snapshot.transform3D = away
      snapshot.add(old, forKey: "transition")
      let new = KeyframeAnimation(keyPath: \.transform3D, values: [toward, toward, turned(0)])
      new.keyTimes = [0, 0.5, 1]
      configure(new, on: view.layer, duration: duration, curve: block.curve)
      block.track(new, on: view)
      view.layer.add(new, forKey: "transition")
    }
    Transaction.commit()
    block.completion = { [weak snapshot] finished in
      snapshot?.removeFromSuperlayer()
      completion?(finished)
    }
    block.close()
  }

  /// Replaces one view with another with a transition, as
  /// `UIView.transition(from:to:duration:options:completion:)`.
  ///
  /// `fromView` is removed from its superview and `toView` put in its
  /// place (or, with ``AnimationOptions/showHideTransitionViews``,
  /// `fromView` hidden and `toView` shown), animated as
  /// ``transition(with:duration:options:animations:completion:)`` animates
  /// the superview. A `fromView` without a superview is replaced at once,
  /// with a warning.
  ///
  /// - Parameters:
  ///   - fromView: The view shown now.
  ///   - toView: The view to show instead.
  ///   - duration: The duration in seconds.
  ///   - options: A transition, a curve and
  ///     ``AnimationOptions/showHideTransitionViews``.
  ///   - completion: Called once after the frame that shows the end of the
  ///     transition, with `true` when it ran to its end.
  public static func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let showsAndHides = options.contains(.showHideTransitionViews)
    func swap() {
      if showsAndHides {
        fromView.isHidden = true
        toView.isHidden = false
      } else if let superview = fromView.superview {
        if toView.superview !== superview {
          superview.insertSubview(toView, aboveSubview: fromView)
        }
        fromView.removeFromSuperview()
      }
    }
    guard let container = fromView.superview else {
      zoetropeWarning("View.transition(from:to:): the view to replace has no superview")
      swap()
      transition(with: toView, duration: 0, options: [], animations: nil, completion: completion)
      return
    }
    transition(
      with: container, duration: duration, options: options, animations: swap,
      completion: completion)
  }

  /// Gives a transition's layer animation its duration and curve.
  private static func configure(
    _ animation: Animation, on layer: Layer, duration: Double, curve: TimingFunction
  ) {
    animation.duration = duration
    animation.timingFunction = curve
    if let base = AnimationBlock.baseTime {
      let start = layer.convertTime(base, from: nil)
      animation.beginTime = start == 0 ? -.leastNonzeroMagnitude : start
    }
  }
}
