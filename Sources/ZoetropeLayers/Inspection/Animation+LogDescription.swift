import ZoetropeAnimation
import ZoetropeGraphics

/// What an ``AnimationLog`` writes about an animation's kind and values.
struct AnimationLogDescription {
  var kind: String
  var keyPath: String?
  var from: String?
  var to: String?
  var spring: String?
}

/// An animation class that describes itself to the log.
@MainActor
protocol AnimationLogDescribing {
  /// Its kind, key path and values.
  var ownLogDescription: AnimationLogDescription { get }
}

extension Animation {
  /// Its kind, key path and values, for the log.
  var logDescription: AnimationLogDescription {
    if let described = self as? any AnimationLogDescribing {
      return described.ownLogDescription
    }
    if let group = self as? AnimationGroup {
      let paths = group.animations.compactMap { $0.logDescription.keyPath }
      return AnimationLogDescription(
        kind: "group", keyPath: paths.isEmpty ? nil : paths.joined(separator: ","))
    }
    if let transition = self as? TransitionAnimation {
      return AnimationLogDescription(kind: "transition", to: "\(transition.type)")
    }
    return AnimationLogDescription(kind: "\(type(of: self))")
  }
}

extension BasicAnimation: AnimationLogDescribing {
  var ownLogDescription: AnimationLogDescription {
    let spring = (self as? any SpringLogDescribing)?.springText
    return AnimationLogDescription(
      kind: spring == nil ? "basic" : "spring", keyPath: keyName,
      from: fromValue.flatMap(AnimationLog.text),
      to: (toValue ?? byValue).flatMap(AnimationLog.text),
      spring: spring)
  }
}

extension KeyframeAnimation: AnimationLogDescribing {
  var ownLogDescription: AnimationLogDescription {
    AnimationLogDescription(
      kind: "keyframe", keyPath: keyName, from: values.first.flatMap(AnimationLog.text),
      to: values.last.flatMap(AnimationLog.text))
  }
}

extension AnimationLog {
  /// The longest value text a record keeps: 160 characters.
  nonisolated static let maximumValueLength = 160

  /// A value as a record writes it: an optional unwrapped (nil for none),
  /// an image by its size, anything else as Swift prints it, cut at
  /// ``maximumValueLength`` characters.
  nonisolated static func text(_ value: Any) -> String? {
    var unwrapped = value
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let some = mirror.children.first?.value else { return nil }
      unwrapped = some
    }
    if let image = unwrapped as? Image {
      return "Image(\(image.pixelWidth)×\(image.pixelHeight) px, scale \(image.scale))"
    }
    let text = "\(unwrapped)"
    return text.count > maximumValueLength
      ? String(text.prefix(maximumValueLength)) + "…" : text
  }
}

/// A spring animation's parameters as text.
@MainActor
protocol SpringLogDescribing {
  var springText: String { get }
  var loggedSpring: Spring { get }
}

extension Animation {
  /// The spring of a spring animation (as it moves: its effective
  /// spring), for the inspector's plot; nil for another animation.
  package var inspectedSpring: Spring? {
    (self as? any SpringLogDescribing)?.loggedSpring
  }
}

extension SpringAnimation: SpringLogDescribing {
  var loggedSpring: Spring { effectiveSpring }
  var springText: String {
    "mass \(mass), stiffness \(stiffness), damping \(damping), velocity \(initialVelocity)"
  }
}
