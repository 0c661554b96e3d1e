import ZoetropeLayers

/// The user's accessibility settings that apps read: UIKit's
/// `UIAccessibility`.
///
/// ```swift
/// if Accessibility.isReduceMotionEnabled {
///   // cross-fade instead of moving
/// } else {
///   View.animate(withDuration: 0.6) { card.center = target }
/// }
/// ```
///
/// The settings belong to the current `LayerContext`, as
/// ``Application/shared`` does: an application reads those of the context
/// it runs its frames in, and each test with its own context (the
/// `.isolatedLayerContext` trait) starts from the defaults.
@MainActor
public enum Accessibility {
  /// Whether the user asked for less motion; `false` by default.
  ///
  /// UIKit's `UIAccessibility.isReduceMotionEnabled`. Apps that honour it replace movement (slides, zooms, bounces) with
  /// cross-fades; nothing in Zoetrope changes on its own (animation blocks
  /// and layer animations run as written), as in UIKit. `App.main()` sets
  /// it at launch from the `ZOETROPE_REDUCE_MOTION` environment variable
  /// (`1` or `0`); apps and tests may set it at any time. Zoetrope has no
  /// notification centre, so unlike UIKit nothing is posted when it
  /// changes: read it when you are about to animate.
  public static var isReduceMotionEnabled: Bool {
    get { LayerContext.current.accessibility.isReduceMotionEnabled }
    set { LayerContext.current.accessibility.isReduceMotionEnabled = newValue }
  }
}

/// The accessibility settings of one `LayerContext`.
@MainActor
final class AccessibilitySettings {
  /// ``Accessibility/isReduceMotionEnabled``.
  var isReduceMotionEnabled = false
}

extension LayerContext {
  /// The accessibility settings in this context.
  var accessibility: AccessibilitySettings {
    state(AccessibilitySettings.self) { AccessibilitySettings() }
  }
}
