import ZoetropeGraphics

// UIKit's old animation API: `beginAnimations(_:context:)` … `commitAnimations()`
// with `setAnimation…` calls in between, still used by classic tutorials.
extension View {
  /// Opens an animation block; changes to animatable view properties until
  /// the matching ``commitAnimations()`` animate.
  ///
  /// Set the block up with the `setAnimation…` methods *before* making the
  /// changes: each change creates its animation with the settings current at
  /// that moment. Defaults: 0.2 s, ease-in-ease-out, no delay, no repeat.
  ///
  /// ```swift
  /// View.beginAnimations("move", context: nil)
  /// View.setAnimationDuration(2)
  /// View.setAnimationCurve(.easeInOut)
  /// View.setAnimationDelegate(self)
  /// box.center = tapPoint
  /// View.commitAnimations()
  /// ```
  ///
  /// - Parameters:
  ///   - animationID: An identifier passed back to the delegate.
  ///   - context: Any value passed back to the delegate.
  public static func beginAnimations(_ animationID: String?, context: Any? = nil) {
    let block = AnimationBlock(
      duration: 0.2, delay: 0, curve: AnimationCurve.easeInOut.timingFunction, spring: nil,
      options: [.overrideInheritedDuration, .overrideInheritedCurve])
    block.legacy = LegacyAnimationSettings(animationID: animationID, context: context)
    AnimationBlock.push(block)
  }

  /// Closes the innermost ``beginAnimations(_:context:)`` block.
  ///
  /// Tells the delegate the animations will start (when
  /// ``setAnimationWillStart(_:)`` named its method); its
  /// ``ViewAnimationDelegate/animationDidStop(_:finished:context:)`` (when
  /// `setAnimationDidStop(.animationDidStop)` named it) and
  /// the `setAnimationDidStop { … }` closure run once they all stopped
  /// (at the next frame's finish step when there were none). A commit without a
  /// matching begin is ignored with a warning.
  public static func commitAnimations() {
    guard let block = AnimationBlock.stack.last, let legacy = block.legacy else {
      zoetropeWarning("View.commitAnimations() without a matching beginAnimations(); ignored")
      return
    }
    _ = AnimationBlock.pop()
    if legacy.callsWillStart {
      legacy.delegate?.animationWillStart(legacy.animationID, context: legacy.context)
    }
    block.completion = { finished in
      if legacy.callsDidStop {
        legacy.delegate?.animationDidStop(
          legacy.animationID, finished: finished, context: legacy.context)
      }
      legacy.didStop?(legacy.animationID, finished, legacy.context)
      legacy.delegate = nil
    }
    block.close()
  }

  /// Sets the duration of the open block's animations.
  ///
  /// A duration of 0 applies the changes at once; with
  /// ``setAnimationBeginsFromCurrentState(_:)`` `true` the block also
  /// removes the running animations of the properties it then sets, as
  /// ``View/animate(withDuration:delay:options:animations:completion:)``
  /// does with ``AnimationOptions/beginFromCurrentState``.
  ///
  /// - Parameter duration: Seconds; NaN, infinite and negative values
  ///   become 0 (no animation) with a warning.
  public static func setAnimationDuration(_ duration: Double) {
    legacyBlock(for: "setAnimationDuration")?.duration = sanitizedDuration(
      duration, for: "View.setAnimationDuration")
  }

  /// Sets the delay before the open block's animations start.
  ///
  /// - Parameter delay: Seconds; NaN, infinite and negative values become
  ///   0 with a warning.
  public static func setAnimationDelay(_ delay: Double) {
    legacyBlock(for: "setAnimationDelay")?.delay = sanitizedDuration(
      delay, for: "View.setAnimationDelay")
  }

  /// Sets the curve of the open block's animations.
  ///
  /// - Parameter curve: The curve.
  public static func setAnimationCurve(_ curve: AnimationCurve) {
    legacyBlock(for: "setAnimationCurve")?.curve = curve.timingFunction
  }

  /// Sets how many times the open block's animations play.
  ///
  /// - Parameter repeatCount: Plays, possibly fractional; 0 plays once and
  ///   `.infinity` forever. NaN and negative values become 0 with a warning.
  public static func setAnimationRepeatCount(_ repeatCount: Double) {
    var count = repeatCount
    if !(count >= 0) {
      zoetropeWarning("View.setAnimationRepeatCount(\(repeatCount)) is not valid; using 0")
      count = 0
    }
    legacyBlock(for: "setAnimationRepeatCount")?.repeatCount = count
  }

  /// Sets whether the open block's animations play forwards, then backwards.
  ///
  /// - Parameter autoreverses: Whether to reverse.
  public static func setAnimationRepeatAutoreverses(_ autoreverses: Bool) {
    legacyBlock(for: "setAnimationRepeatAutoreverses")?.autoreverses = autoreverses
  }

  /// Sets whether the open block's animations start from the values on
  /// screen (see ``AnimationOptions/beginFromCurrentState``); in a block
  /// of duration 0, whether its changes remove the running animations of
  /// the properties they set.
  ///
  /// - Parameter fromCurrentState: Whether to start from the presentation values.
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    guard let block = legacyBlock(for: "setAnimationBeginsFromCurrentState") else { return }
    if fromCurrentState {
      block.options.insert(.beginFromCurrentState)
    } else {
      block.options.remove(.beginFromCurrentState)
    }
  }

  /// Sets the delegate told when the open block starts and stops.
  ///
  /// The delegate is held until the block stops.
  ///
  /// - Parameter delegate: The delegate, or `nil`.
  public static func setAnimationDelegate(_ delegate: (any ViewAnimationDelegate)?) {
    legacyBlock(for: "setAnimationDelegate")?.legacy?.delegate = delegate
  }

  /// Names the delegate's method called when the open block starts.
  ///
  /// UIKit's `setAnimationWillStart(_:)`. As in UIKit, a delegate is told
  /// only through the methods named.
  ///
  /// - Parameter selector: ``ViewAnimationSelector/animationWillStart``,
  ///   or `nil` for none; ``ViewAnimationSelector/animationDidStop`` is
  ///   ignored with a warning (it is not called at the start).
  public static func setAnimationWillStart(_ selector: ViewAnimationSelector?) {
    guard let legacy = legacyBlock(for: "setAnimationWillStart")?.legacy else { return }
    if selector == .animationDidStop {
      zoetropeWarning(
        "View.setAnimationWillStart(.animationDidStop): the start calls animationWillStart; "
          + "ignored")
      return
    }
    legacy.callsWillStart = selector != nil
  }

  /// Names the delegate's method called when the open block stops.
  ///
  /// UIKit's `setAnimationDidStop(_:)` with a selector. As in UIKit, a
  /// delegate is told only through the methods named: without this, its
  /// ``ViewAnimationDelegate/animationDidStop(_:finished:context:)`` is
  /// not called.
  ///
  /// - Parameter selector: ``ViewAnimationSelector/animationDidStop``, or
  ///   `nil` for none; ``ViewAnimationSelector/animationWillStart`` is
  ///   ignored with a warning.
  public static func setAnimationDidStop(_ selector: ViewAnimationSelector?) {
    guard let legacy = legacyBlock(for: "setAnimationDidStop")?.legacy else { return }
    if selector == .animationWillStart {
      zoetropeWarning(
        "View.setAnimationDidStop(.animationWillStart): the stop calls animationDidStop; ignored")
      return
    }
    legacy.callsDidStop = selector != nil
  }

  /// Sets a closure called when the open block stops: the Swift form of
  /// UIKit's `setAnimationDidStopSelector(_:)`.
  ///
  /// - Parameter callback: Called with the block's identifier, whether every
  ///   animation finished, and its context.
  public static func setAnimationDidStop(
    _ callback:
      @escaping @MainActor (_ animationID: String?, _ finished: Bool, _ context: Any?)
      -> Void
  ) {
    legacyBlock(for: "setAnimationDidStop")?.legacy?.didStop = callback
  }

  /// Commits every `beginAnimations` block still open at a frame's commit
  /// step, innermost first, with a warning: a forgotten
  /// ``commitAnimations()`` must not make every later change animate.
  static func commitAbandonedAnimationBlocks() {
    guard !AnimationBlock.stack.isEmpty else { return }
    zoetropeWarning(
      "\(AnimationBlock.stack.count) beginAnimations block(s) still open at the frame's commit; "
        + "committing them")
    while let block = AnimationBlock.stack.last {
      if block.legacy != nil {
        commitAnimations()
      } else {
        _ = AnimationBlock.pop()
        block.close()
      }
    }
  }

  /// The innermost block when it was opened by `beginAnimations`, else
  /// `nil` with a warning.
  private static func legacyBlock(for name: String) -> AnimationBlock? {
    if let block = AnimationBlock.stack.last, block.legacy != nil { return block }
    zoetropeWarning("View.\(name) outside beginAnimations/commitAnimations; ignored")
    return nil
  }
}
