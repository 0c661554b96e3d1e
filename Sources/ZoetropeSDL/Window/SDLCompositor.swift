import ZoetropeGPU
import ZoetropeGraphics

#if canImport(Glibc)
import Glibc
#endif

/// Which compositor draws a window's frames.
///
/// The GPU compositor (ZoetropeGPU) draws layer bitmaps as textures with
/// OpenGL 3.3 core or OpenGL ES 3.0; the CPU compositor (the `Renderer`)
/// draws every frame on the CPU and uploads what changed. Headless
/// recordings, screenshots and golden images always use the CPU
/// compositor, the exact reference.
public enum SDLCompositor: String, Sendable, CaseIterable {
  /// The GPU when the window gets an OpenGL context of the needed version
  /// from a hardware driver, else the CPU: a software rasterizer
  /// (llvmpipe, softpipe, SwiftShader, or any driver that reports itself
  /// as not accelerated, see ``/ZoetropeGPU/GLDriverReport/softwareRasterizer``) draws
  /// a frame with several times the CPU time of the CPU compositor, so
  /// `auto` does not composite on it, as browsers do not. Also the CPU
  /// when `ZOETROPE_SCALE` asks for a scale other than the display's (the
  /// GPU draws into the window's pixels).
  case automatic = "auto"
  /// The GPU, on any driver, a software rasterizer too; a window without
  /// OpenGL falls back to the CPU with a
  /// warning.
  case gpu
  /// The CPU.
  case cpu

  /// The environment variable that chooses: `auto`, `gpu` or `cpu`.
  public static let environmentVariable = "ZOETROPE_COMPOSITOR"

  /// The choice `ZOETROPE_COMPOSITOR` makes, or nil when it is unset or
  /// empty; another value warns once and counts as unset.
  public static func fromEnvironment() -> SDLCompositor? {
    guard let raw = getenv(environmentVariable), raw.pointee != 0 else { return nil }
    let value = String(cString: raw)
    guard let choice = SDLCompositor(rawValue: value.lowercased()) else {
      zoetropeWarning(
        "\(environmentVariable)=\(value) is not auto, gpu or cpu; choosing automatically")
      return nil
    }
    return choice
  }
}

extension SDLCompositor {
  /// Whether this choice draws with an OpenGL context from a driver, and
  /// why.
  ///
  /// `gpu` takes any driver; `auto` declines a software rasterizer;
  /// `cpu` never opens a context, so it declines every driver.
  ///
  /// - Parameter driver: What the context's driver reports.
  /// - Returns: `nil` when the GPU compositor may use the context, else
  ///   why not, in words for `--verbose`.
  public func declines(_ driver: GLDriverReport) -> String? {
    switch self {
    case .gpu: return nil
    case .cpu: return "asked for"
    case .automatic:
      guard let software = driver.softwareRasterizer else { return nil }
      return "auto: \(software), slower than the CPU compositor; --compositor gpu forces it"
    }
  }
}
