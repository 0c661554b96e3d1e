import ZoetropeLayers

// The display's scale, for apps that draw images at launch
// (UIKit's `UIScreen.main.scale`).
extension Application {
  /// Pixels per point of the display the current host draws at: 1, or 2
  /// on a HiDPI display or in a `--scale 2` recording.
  ///
  /// Hosts set it before they make the root view controller, so an app can
  /// draw its images at launch at the right scale:
  ///
  /// ```swift
  /// let face = ImageRenderer(size: size, scale: Application.displayScale).image { … }
  /// ```
  ///
  /// Not finite or not positive values read as 1. Like ``shared``, it
  /// belongs to the current `LayerContext`.
  public static var displayScale: Double {
    get { LayerContext.current.ui.displayScale }
    set { LayerContext.current.ui.displayScale = newValue.isFinite && newValue > 0 ? newValue : 1 }
  }
}
