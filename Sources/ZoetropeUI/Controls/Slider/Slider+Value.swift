import ZoetropeGraphics

// The range and value, their validation, and the geometry that maps values
// to thumb positions.
extension Slider {
  /// The value at the left end; 0 by default.
  ///
  /// NaN or an infinity is ignored with a warning; a minimum above
  /// ``maximumValue`` raises the maximum to it, with a warning. The value is
  /// clamped into the new range.
  public var minimumValue: Double {
    get { storedMinimum }
    set {
      guard newValue.isFinite else {
        zoetropeWarning("Slider minimumValue \(newValue) is not finite; ignored")
        return
      }
      storedMinimum = newValue
      if storedMaximum < newValue {
        zoetropeWarning(
          "Slider minimumValue \(newValue) is above maximumValue \(storedMaximum); "
            + "maximumValue set to \(newValue)")
        storedMaximum = newValue
      }
      rangeDidChange()
    }
  }

  /// The value at the right end; 1 by default.
  ///
  /// NaN or an infinity is ignored with a warning; a maximum below
  /// ``minimumValue`` lowers the minimum to it, with a warning. The value is
  /// clamped into the new range.
  public var maximumValue: Double {
    get { storedMaximum }
    set {
      guard newValue.isFinite else {
        zoetropeWarning("Slider maximumValue \(newValue) is not finite; ignored")
        return
      }
      storedMaximum = newValue
      if storedMinimum > newValue {
        zoetropeWarning(
          "Slider maximumValue \(newValue) is below minimumValue \(storedMinimum); "
            + "minimumValue set to \(newValue)")
        storedMinimum = newValue
      }
      rangeDidChange()
    }
  }

  /// The current value, always within ``minimumValue``...``maximumValue``.
  ///
  /// Values outside the range are clamped; NaN is ignored with a warning.
  /// Setting it sends no event.
  public var value: Double {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }

  /// Sets the value, moving the thumb at once or in a 0.25 s animation.
  ///
  /// - Parameters:
  ///   - value: The new value, clamped into the range; NaN is ignored with
  ///     a warning.
  ///   - animated: Whether the thumb slides to its new place.
  public func setValue(_ value: Double, animated: Bool) {
    guard !value.isNaN else {
      zoetropeWarning("Slider value is NaN; ignored")
      return
    }
    storedValue = clampedValue(value)
    if animated {
      View.animate(withDuration: 0.25) { self.layoutParts() }
    } else {
      layoutParts()
    }
  }

  /// A value clamped into the range.
  func clampedValue(_ value: Double) -> Double {
    min(max(value, storedMinimum), storedMaximum)
  }

  private func rangeDidChange() {
    storedValue = clampedValue(storedValue)
    layoutParts()
  }

  /// How far the thumb's centre can move, in points.
  var thumbTravel: Double {
    max(bounds.width - Slider.thumbDiameter, 0)
  }

  /// Where a value lies in the range, 0...1 (0 for an empty range or NaN).
  func fraction(of value: Double) -> Double {
    let range = storedMaximum - storedMinimum
    guard range > 0, !value.isNaN else { return 0 }
    return min(max((value - storedMinimum) / range, 0), 1)
  }

  /// Where the current value lies in the range, 0...1.
  var fraction: Double { fraction(of: storedValue) }

  /// The value whose thumb centre is at an x (in the slider's coordinates),
  /// clamped into the range.
  ///
  /// - Parameter x: The x coordinate, in points.
  /// - Returns: The value.
  func value(atX x: Double) -> Double {
    let travel = thumbTravel
    guard travel > 0, x.isFinite else { return storedMinimum }
    let position = (x - bounds.minX - Slider.thumbDiameter / 2) / travel
    let t = min(max(position, 0), 1)
    return clampedValue(storedMinimum + t * (storedMaximum - storedMinimum))
  }

  /// The track's rectangle within bounds: their full width,
  /// ``trackHeight`` thick, centred vertically (UIKit's
  /// `trackRect(forBounds:)`).
  ///
  /// - Parameter bounds: The slider's bounds.
  /// - Returns: The track, in the slider's coordinates.
  public func trackRect(forBounds bounds: Rect) -> Rect {
    let h = Slider.trackHeight
    return Rect(x: bounds.minX, y: bounds.midY - h / 2, width: bounds.width, height: h)
  }

  /// The thumb's rectangle for a value (UIKit's
  /// `thumbRect(forBounds:trackRect:value:)`): a ``thumbDiameter`` circle
  /// centred vertically on the track, whose centre moves linearly from
  /// half a diameter inside the track's left end (``minimumValue``) to
  /// half a diameter inside its right end (``maximumValue``).
  ///
  /// Scripts can drag from its centre to move the slider.
  ///
  /// - Parameters:
  ///   - bounds: The slider's bounds.
  ///   - rect: The track, from ``trackRect(forBounds:)``.
  ///   - value: A value, clamped into the range (NaN means the minimum).
  /// - Returns: The thumb, in the slider's coordinates.
  public func thumbRect(forBounds bounds: Rect, trackRect rect: Rect, value: Double) -> Rect {
    let d = Slider.thumbDiameter
    let travel = max(rect.width - d, 0)
    let centerX = rect.minX + d / 2 + fraction(of: value) * travel
    return Rect(x: centerX - d / 2, y: rect.midY - d / 2, width: d, height: d)
  }

  /// The thumb's frame for the current value.
  var thumbRect: Rect {
    thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
  }

  /// Places the track, the filled part and the thumb.
  func layoutParts() {
    let track = trackRect(forBounds: bounds)
    let thumb = thumbRect
    trackView.frame = track
    minimumTrackView.frame = Rect(
      x: track.minX, y: track.minY, width: max(thumb.midX - track.minX, 0), height: track.height)
    thumbView.frame = thumb
    thumbShadowView.frame = thumb.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1)
  }
}
