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

  /// Where the value lies in the range, 0...1 (0 for an empty range).
  var fraction: Double {
    let range = storedMaximum - storedMinimum
    guard range > 0 else { return 0 }
    return min(max((storedValue - storedMinimum) / range, 0), 1)
  }

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

  /// The thumb's frame for the current value.
  var thumbRect: Rect {
    let box = bounds
    let centerX = box.minX + Slider.thumbDiameter / 2 + fraction * thumbTravel
    let d = Slider.thumbDiameter
    return Rect(x: centerX - d / 2, y: box.midY - d / 2, width: d, height: d)
  }

  /// Places the track, the filled part and the thumb.
  func layoutParts() {
    let box = bounds
    let h = Slider.trackHeight
    let thumb = thumbRect
    trackView.frame = Rect(x: box.minX, y: box.midY - h / 2, width: box.width, height: h)
    minimumTrackView.frame = Rect(
      x: box.minX, y: box.midY - h / 2, width: max(thumb.midX - box.minX, 0), height: h)
    thumbView.frame = thumb
    thumbShadowView.frame = thumb.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1)
  }
}
