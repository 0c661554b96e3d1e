import ZoetropeGraphics

/// A value a ``AnyValueProvider`` gives a property at a frame.
public enum LottieValue: Sendable, Equatable {
  /// A colour (a fill's or stroke's `Color`).
  case color(Color)
  /// A number: an opacity or a scale in percent, a rotation in degrees,
  /// a stroke width in points.
  case float(Double)
  /// A point: a position or an anchor point.
  case point(Point)
  /// A size: a scale in percent, per axis.
  case size(Size)
}

/// Gives a property of a Lottie animation its value in place of the
/// file's, as lottie-ios's value providers: set one with
/// ``LottieAnimationLayer/setValueProvider(_:keypath:)``.
///
/// A provider of the wrong kind for a property (a colour for an opacity)
/// is ignored, with a warning.
public protocol AnyValueProvider: Sendable {
  /// Whether the value changes from frame to frame (a block), so that it
  /// is evaluated as the animation plays.
  var isAnimated: Bool { get }

  /// The value at a frame of the property's composition.
  ///
  /// - Parameter frame: The frame.
  /// - Returns: The value.
  func value(frame: AnimationFrameTime) -> LottieValue
}

/// Gives colours: lottie-ios's `ColorValueProvider`.
public struct ColorValueProvider: AnyValueProvider {
  private let block: @Sendable (AnimationFrameTime) -> Color
  /// Whether the value comes from a block (see ``AnyValueProvider/isAnimated``).
  public let isAnimated: Bool

  /// One colour at every frame.
  ///
  /// - Parameter color: The colour.
  public init(_ color: Color) {
    block = { _ in color }
    isAnimated = false
  }

  /// A colour per frame.
  ///
  /// - Parameter block: The colour at a frame.
  public init(block: @escaping @Sendable (AnimationFrameTime) -> Color) {
    self.block = block
    isAnimated = true
  }

  /// The value at a frame (see ``AnyValueProvider/value(frame:)``).
  public func value(frame: AnimationFrameTime) -> LottieValue { .color(block(frame)) }
}

/// Gives numbers (opacity and scale in percent, rotation in degrees,
/// stroke width in points): lottie-ios's `FloatValueProvider`.
public struct FloatValueProvider: AnyValueProvider {
  private let block: @Sendable (AnimationFrameTime) -> Double
  /// Whether the value comes from a block (see ``AnyValueProvider/isAnimated``).
  public let isAnimated: Bool

  /// One number at every frame.
  ///
  /// - Parameter number: The number.
  public init(_ number: Double) {
    block = { _ in number }
    isAnimated = false
  }

  /// A number per frame.
  ///
  /// - Parameter block: The number at a frame.
  public init(block: @escaping @Sendable (AnimationFrameTime) -> Double) {
    self.block = block
    isAnimated = true
  }

  /// The value at a frame (see ``AnyValueProvider/value(frame:)``).
  public func value(frame: AnimationFrameTime) -> LottieValue { .float(block(frame)) }
}

/// Gives points (positions, anchor points): lottie-ios's
/// `PointValueProvider`.
public struct PointValueProvider: AnyValueProvider {
  private let block: @Sendable (AnimationFrameTime) -> Point
  /// Whether the value comes from a block (see ``AnyValueProvider/isAnimated``).
  public let isAnimated: Bool

  /// One point at every frame.
  ///
  /// - Parameter point: The point.
  public init(_ point: Point) {
    block = { _ in point }
    isAnimated = false
  }

  /// A point per frame.
  ///
  /// - Parameter block: The point at a frame.
  public init(block: @escaping @Sendable (AnimationFrameTime) -> Point) {
    self.block = block
    isAnimated = true
  }

  /// The value at a frame (see ``AnyValueProvider/value(frame:)``).
  public func value(frame: AnimationFrameTime) -> LottieValue { .point(block(frame)) }
}

/// Gives sizes (a scale in percent per axis): lottie-ios's
/// `SizeValueProvider`.
public struct SizeValueProvider: AnyValueProvider {
  private let block: @Sendable (AnimationFrameTime) -> Size
  /// Whether the value comes from a block (see ``AnyValueProvider/isAnimated``).
  public let isAnimated: Bool

  /// One size at every frame.
  ///
  /// - Parameter size: The size.
  public init(_ size: Size) {
    block = { _ in size }
    isAnimated = false
  }

  /// A size per frame.
  ///
  /// - Parameter block: The size at a frame.
  public init(block: @escaping @Sendable (AnimationFrameTime) -> Size) {
    self.block = block
    isAnimated = true
  }

  /// The value at a frame (see ``AnyValueProvider/value(frame:)``).
  public func value(frame: AnimationFrameTime) -> LottieValue { .size(block(frame)) }
}
