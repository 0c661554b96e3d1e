/// A painting command recorded by ``RecordingGraphicsContext`` together
/// with the state it was drawn with.
public struct RecordedDrawing: Hashable, Sendable {
  /// The painting command (``DrawingCommand/paints`` is `true`).
  public var command: DrawingCommand

  /// The state when the command was made: transform, colors, line style,
  /// alpha, interpolation.
  public var state: GraphicsState

  /// Creates a recorded drawing, for comparing with a recording.
  ///
  /// - Parameters:
  ///   - command: The painting command.
  ///   - state: The state it was drawn with.
  public init(command: DrawingCommand, state: GraphicsState) {
    self.command = command
    self.state = state
  }
}
