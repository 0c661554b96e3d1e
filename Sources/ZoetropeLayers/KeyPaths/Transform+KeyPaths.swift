import ZoetropeGraphics

/// The components of a transform that Core Animation animates by name
/// (`"transform.rotation"`, `"transform.scale"`, `"transform.translation"`),
/// as settable properties, so that they work as key paths on
/// ``LayerProperties``:
///
/// ```swift
/// let spin = BasicAnimation(keyPath: \.transform.rotation, by: 2 * .pi)
/// let grow = BasicAnimation(keyPath: \.transform.scale, to: 2)
/// let shift = BasicAnimation(keyPath: \.transform.translation.dx, by: 40)
/// ```
///
/// Each getter reads a component of ``/ZoetropeGraphics/Transform/decomposed()`` (the
/// translation is read directly); each setter replaces that component and
/// keeps the others. An animation of a component writes it afresh every
/// frame, so a rotation of 2π, which the matrix cannot tell from 0, still
/// turns a whole turn on the way there.
///
/// Bad input: setting a NaN or infinite value leaves the transform
/// unchanged, with a warning.
extension Transform {
  /// The rotation component, in radians, in (−π, π]: Core Animation's
  /// `"transform.rotation"` (the same as `"transform.rotation.z"`).
  ///
  /// Positive angles turn +x towards +y (clockwise on screen).
  ///
  /// Setting it replaces the rotation and keeps the translation, scale and
  /// skew: setting θ in (−π, π] and reading it back gives θ (up to
  /// rounding); an angle outside that range reads back wrapped into it.
  public var rotation: Double {
    get { decomposed().rotation }
    set {
      guard Self.isUsable(newValue, name: "rotation") else { return }
      var parts = decomposed()
      parts.rotation = newValue
      self = Transform(parts)
    }
  }

  /// The uniform scale: Core Animation's `"transform.scale"`.
  ///
  /// Reading it gives the average of ``scaleX`` and ``scaleY``; setting it
  /// sets both, keeping the rotation, skew and translation. A mirror image (a negative ``scaleY``) becomes unmirrored when set.
  public var scale: Double {
    get {
      let scale = decomposed().scale
      return (scale.dx + scale.dy) / 2
    }
    set {
      guard Self.isUsable(newValue, name: "scale") else { return }
      var parts = decomposed()
      parts.scale = Vector(dx: newValue, dy: newValue)
      self = Transform(parts)
    }
  }

  /// The scale along the (rotated) x axis: Core Animation's
  /// `"transform.scale.x"`.
  ///
  /// Never negative when read: a mirror image shows as a negative
  /// ``scaleY``.
  public var scaleX: Double {
    get { decomposed().scale.dx }
    set {
      guard Self.isUsable(newValue, name: "scaleX") else { return }
      var parts = decomposed()
      parts.scale.dx = newValue
      self = Transform(parts)
    }
  }

  /// The scale along the (rotated, skewed) y axis; Core Animation's
  /// `"transform.scale.y"`.
  public var scaleY: Double {
    get { decomposed().scale.dy }
    set {
      guard Self.isUsable(newValue, name: "scaleY") else { return }
      var parts = decomposed()
      parts.scale.dy = newValue
      self = Transform(parts)
    }
  }

  /// The translation, in points: Core Animation's `"transform.translation"`.
  ///
  /// It is (``/ZoetropeGraphics/Transform/tx``,
  /// ``/ZoetropeGraphics/Transform/ty``); `\.transform.translation.dx` is
  /// `"transform.translation.x"`.
  public var translation: Vector {
    get { Vector(dx: tx, dy: ty) }
    set {
      guard Self.isUsable(newValue.dx, name: "translation.dx"),
        Self.isUsable(newValue.dy, name: "translation.dy")
      else { return }
      tx = newValue.dx
      ty = newValue.dy
    }
  }

  private static func isUsable(_ value: Double, name: String) -> Bool {
    guard value.isFinite else {
      zoetropeWarning("Transform \(name) \(value) is not finite; leaving the transform unchanged")
      return false
    }
    return true
  }
}
