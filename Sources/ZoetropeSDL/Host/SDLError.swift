import CSDL2

/// A failure of SDL, with SDL's own explanation.
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Whether the failure means there is no display to open a window on.
  public let isNoDisplay: Bool

  /// What failed and why.
  public let description: String

  /// Creates an error for a failed SDL call, with `SDL_GetError()`'s text.
  init(_ what: String, isNoDisplay: Bool = false) {
    let reason = SDL_GetError().map { String(cString: $0) } ?? ""
    self.description = reason.isEmpty ? what : "\(what): \(reason)"
    self.isNoDisplay = isNoDisplay
  }

  /// Creates an error with a message of its own.
  init(message: String, isNoDisplay: Bool) {
    self.description = message
    self.isNoDisplay = isNoDisplay
  }
}
