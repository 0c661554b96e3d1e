import ZoetropeGPU
import ZoetropeGraphics

/// How an OpenGL window redraws only what changed, best first.
///
/// The GPU compositor always knows a frame's damage; what it can skip
/// depends on what the window's back buffer holds when the frame starts.
enum GLPresentation: String, Sendable {
  /// The back buffer is never swapped, so it keeps the last frame: only
  /// the damage is redrawn and only its rectangles are copied to the
  /// screen (GLX_MESA_copy_sub_buffer, ``/ZoetropeGPU/SubBufferPresent``;
  /// Mesa's software drivers).
  case rects
  /// The driver says how old the back buffer is (GLX_EXT_buffer_age,
  /// EGL_EXT_buffer_age, ``/ZoetropeGPU/BackBufferAge``): the damage
  /// since the frame it holds is redrawn, and the frame is swapped.
  case bufferAge
  /// Frames are drawn into a canvas the compositor keeps, only their
  /// damage, and the canvas is copied whole to the back buffer and
  /// swapped (``/ZoetropeGPU/GPURenderer/drawsThroughCanvas``).
  case canvas
  /// Whole frames drawn and swapped (`ZOETROPE_PARTIAL_PRESENT=0`).
  case whole

  /// The best way the current context offers, or the one
  /// `ZOETROPE_PARTIAL_PRESENT` prefers where the context has it
  /// (``/ZoetropeGraphics/Diagnostics/preferredGLPresent``); call it once
  /// the window's context is current.
  @MainActor
  static func choose() -> GLPresentation {
    let diagnostics = Diagnostics.current
    guard diagnostics.allowsPartialPresent else { return .whole }
    return choose(
      preferred: diagnostics.preferredGLPresent, hasRects: SubBufferPresent.load(),
      hasBufferAge: BackBufferAge.load())
  }

  /// The way chosen from what the context has: the preferred one
  /// (`rects`, `age` or `canvas`) when it has it, else rectangles, else
  /// the buffer's age, else the canvas, which every context can do.
  static func choose(preferred: String?, hasRects: Bool, hasBufferAge: Bool) -> GLPresentation {
    switch preferred {
    case "rects" where hasRects: return .rects
    case "age" where hasBufferAge: return .bufferAge
    case "canvas": return .canvas
    default: break
    }
    if hasRects { return .rects }
    return hasBufferAge ? .bufferAge : .canvas
  }

  /// What `--verbose` says of it.
  var report: String {
    switch self {
    case .rects: return "the changed rectangles of a kept back buffer (glXCopySubBufferMESA)"
    case .bufferAge:
      return "swapped frames, only the damage since the back buffer's frame redrawn (buffer age)"
    case .canvas:
      return "swapped frames copied from a kept canvas, only the damage redrawn into it"
    case .whole: return "whole frames (SDL_GL_SwapWindow)"
    }
  }
}
