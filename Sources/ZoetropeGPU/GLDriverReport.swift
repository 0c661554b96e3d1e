import CGL

/// What an OpenGL driver says about itself: its renderer and version
/// strings, and whether it says it is hardware accelerated.
///
/// A window's automatic compositor choice reads it to keep the GPU
/// compositor off software rasterizers, which draw a frame with more CPU
/// time than the CPU compositor does (see ``softwareRasterizer``).
public struct GLDriverReport: Sendable, Equatable {
  /// `GL_RENDERER`, such as "llvmpipe (LLVM 15.0.6, 256 bits)" or
  /// "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49)".
  public var renderer: String
  /// `GL_VERSION`, such as "4.5 (Core Profile) Mesa 22.3.6".
  public var version: String
  /// What the driver says of acceleration (GLX_MESA_query_renderer's
  /// `GLX_RENDERER_ACCELERATED_MESA`): `false` for a software
  /// rasterizer, `true` for hardware, `nil` when it does not say (EGL,
  /// or a GLX without the extension).
  public var isAccelerated: Bool?
  /// Why the report says software without the driver's word, when it was
  /// read from the display rather than from the driver (see
  /// ``X11DisplayFacts/softwareOnlyReport(environment:hasD3D12Device:)``).
  package var inferredFrom: String?

  /// Creates a report, for a driver read elsewhere or a test.
  ///
  /// - Parameters:
  ///   - renderer: `GL_RENDERER`.
  ///   - version: `GL_VERSION`.
  ///   - isAccelerated: What the driver says of acceleration, if anything.
  public init(renderer: String, version: String, isAccelerated: Bool? = nil) {
    self.renderer = renderer
    self.version = version
    self.isAccelerated = isAccelerated
  }

  /// Names in `GL_RENDERER` that only software rasterizers report,
  /// lowercased: Mesa's llvmpipe, softpipe, swrast and lavapipe (also
  /// under zink, "zink (llvmpipe …)"), Google's SwiftShader, Apple's
  /// "Apple Software Renderer", Microsoft's "Basic Render Driver" and
  /// "GDI Generic".
  public static let softwareRendererNames = [
    "llvmpipe", "softpipe", "swrast", "lavapipe", "swiftshader", "software rasterizer",
    "software renderer", "basic render driver", "gdi generic",
  ]

  /// Why this driver is a software rasterizer, or `nil` when nothing it
  /// reports says so.
  ///
  /// It is one when it says it is not accelerated, or when its renderer
  /// string names a software rasterizer (``softwareRendererNames``,
  /// matched without regard to case), whatever else it says.
  public var softwareRasterizer: String? {
    if let inferredFrom, isAccelerated == false {
      return "\(renderer) is a software rasterizer (\(inferredFrom))"
    }
    if isAccelerated == false {
      return "\"\(renderer)\" is a software rasterizer (the driver says it is not accelerated)"
    }
    let name = renderer.lowercased()
    guard let match = Self.softwareRendererNames.first(where: { name.contains($0) }) else {
      return nil
    }
    return "\"\(renderer)\" is a software rasterizer (\(match))"
  }

  /// Asks the X display's OpenGL driver what it is, without a context or
  /// a window: GLX_MESA_query_renderer on a connection of its own to the
  /// display `DISPLAY` names.
  ///
  /// Cheaper than opening a context to read ``current(loader:)`` (on
  /// llvmpipe about 35 ms against 70), so a window that would decline the
  /// driver can open without OpenGL at once.
  ///
  /// - Returns: The renderer's name and whether it is accelerated (the
  ///   version is empty), or `nil` when the driver does not say (no X
  ///   display, no libGL, or a GLX without the extension).
  public static func probeX11Display() -> GLDriverReport? {
    report { zt_glx_probe_display($0, $1) }
  }

  /// Starts ``probeX11Display()`` on a thread of its own.
  ///
  /// The driver's libraries then load while the window's thread starts
  /// SDL and the fonts; ``finishProbingX11Display()`` waits for its
  /// answer. Both are called from the main thread, once.
  package static func startProbingX11Display() {
    _ = zt_glx_probe_start()
  }

  /// The answer of the probe ``startProbingX11Display()`` started, waiting
  /// for it (or probing now when none was started); as
  /// ``probeX11Display()``'s.
  package static func finishProbingX11Display() -> GLDriverReport? {
    report { zt_glx_probe_finish($0, $1) }
  }

  private static func report(
    _ probe: (UnsafeMutablePointer<CChar>?, Int32) -> Int32
  ) -> GLDriverReport? {
    var name = [CChar](repeating: 0, count: 256)
    let accelerated = name.withUnsafeMutableBufferPointer {
      probe($0.baseAddress, Int32($0.count))
    }
    guard accelerated >= 0 else { return nil }
    let bytes = name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let renderer = String(decoding: bytes, as: UTF8.self)
    return GLDriverReport(
      renderer: renderer.isEmpty ? "?" : renderer, version: "", isAccelerated: accelerated == 1)
  }

  /// Reads the report of the OpenGL context current on this thread.
  ///
  /// Only `glGetString` is looked up, and GLX's renderer query when the
  /// context is GLX's: nothing is compiled or allocated, so the caller can
  /// decide before setting the GPU compositor up.
  ///
  /// - Parameter loader: Finds an entry point by name (for SDL,
  ///   `SDL_GL_GetProcAddress`).
  /// - Returns: The report, or `nil` when `glGetString` is missing or
  ///   returns nothing (no context is current).
  public static func current(
    loader: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
  ) -> GLDriverReport? {
    typealias GetString = @convention(c) (ZTGLenum) -> UnsafePointer<UInt8>?
    guard let address = "glGetString".withCString({ loader($0) }) else { return nil }
    let getString = unsafeBitCast(address, to: GetString.self)
    guard let renderer = getString(ZTGLenum(ZT_GL_RENDERER)),
      let version = getString(ZTGLenum(ZT_GL_VERSION))
    else { return nil }
    let accelerated = zt_glx_renderer_accelerated()
    return GLDriverReport(
      renderer: String(cString: renderer), version: String(cString: version),
      isAccelerated: accelerated < 0 ? nil : accelerated == 1)
  }
}
