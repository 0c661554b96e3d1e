import CGL

#if canImport(Glibc)
import Glibc
#endif

/// What an X display offers for OpenGL, read in about one round trip
/// without loading a driver: its extensions and its GLX vendor.
///
/// The automatic compositor reads these first. When they settle the
/// matter (``softwareOnlyReport(environment:hasD3D12Device:)``), no
/// OpenGL library is loaded at all, which on llvmpipe saves the 35 ms of
/// loading the driver to ask it; otherwise the driver is asked
/// (``GLDriverReport/probeX11Display()``).
package struct X11DisplayFacts: Sendable, Equatable {
  /// Whether the server has GLX.
  package var hasGLX: Bool
  /// Whether it offers direct rendering through DRI3.
  package var hasDRI3: Bool
  /// Whether it offers direct rendering through DRI2.
  package var hasDRI2: Bool
  /// Whether it has NVIDIA's GLX (`NV-GLX`, its proprietary driver).
  package var hasNVIDIAGLX: Bool
  /// The screen's GLX vendor libraries (`GLX_VENDOR_NAMES_EXT`), such as
  /// `["mesa"]`; empty when the server does not say.
  package var vendorNames: [String]

  /// Creates facts, for a display read elsewhere or a test.
  package init(
    hasGLX: Bool, hasDRI3: Bool, hasDRI2: Bool, hasNVIDIAGLX: Bool = false,
    vendorNames: [String]
  ) {
    self.hasGLX = hasGLX
    self.hasDRI3 = hasDRI3
    self.hasDRI2 = hasDRI2
    self.hasNVIDIAGLX = hasNVIDIAGLX
    self.vendorNames = vendorNames
  }

  /// Reads the facts of the display `DISPLAY` names, over a connection of
  /// its own; `nil` when libxcb is missing or the display cannot be
  /// reached.
  package static func read() -> X11DisplayFacts? {
    var facts = ZTDisplayFacts()
    guard zt_x11_display_facts(&facts) == 0 else { return nil }
    let names = withUnsafeBytes(of: facts.vendor_names) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return X11DisplayFacts(
      hasGLX: facts.has_glx != 0, hasDRI3: facts.has_dri3 != 0, hasDRI2: facts.has_dri2 != 0,
      hasNVIDIAGLX: facts.has_nvidia_glx != 0,
      vendorNames: names.split(separator: " ").map { String($0).lowercased() })
  }

  /// Whether WSL's GPU device is there (`/dev/dxg`): Mesa then draws with
  /// its Direct3D 12 driver even without DRI3 or DRI2.
  package static var hasD3D12Device: Bool { access("/dev/dxg", F_OK) == 0 }

  /// The driver's report when these facts settle that OpenGL here would
  /// be Mesa's software rasterizer, else `nil` (ask the driver).
  ///
  /// Mesa's GLX draws on a GPU only through DRI3 or DRI2; without either
  /// it falls back to its software rasterizer (llvmpipe or softpipe).
  /// The facts settle it only when Mesa is sure to be the library
  /// libglvnd loads (the display names `mesa` alone, no NVIDIA GLX, no
  /// `__GLX_VENDOR_LIBRARY_NAME` naming another), nothing asks for
  /// indirect rendering (`LIBGL_ALWAYS_INDIRECT`), and nothing makes
  /// Mesa's software path draw on hardware (`GALLIUM_DRIVER` naming
  /// another driver than llvmpipe, softpipe or swrast, such as zink or
  /// d3d12, or WSL's `/dev/dxg`); and then either the display offers
  /// neither DRI3 nor DRI2, or `LIBGL_ALWAYS_SOFTWARE` asks for software.
  ///
  /// - Parameters:
  ///   - environment: The variables Mesa and libglvnd read.
  ///   - hasD3D12Device: Whether `/dev/dxg` exists (``hasD3D12Device``).
  /// - Returns: A report with `isAccelerated` false and what it was
  ///   inferred from, or `nil`.
  package func softwareOnlyReport(environment: [String: String], hasD3D12Device: Bool)
    -> GLDriverReport?
  {
    func isSet(_ name: String) -> Bool {
      guard let value = environment[name]?.lowercased(), !value.isEmpty else { return false }
      return !["0", "false", "no", "off"].contains(value)
    }
    guard hasGLX, !hasNVIDIAGLX, vendorNames == ["mesa"], !hasD3D12Device,
      !isSet("LIBGL_ALWAYS_INDIRECT")
    else { return nil }
    if let vendor = environment["__GLX_VENDOR_LIBRARY_NAME"], !vendor.isEmpty,
      vendor.lowercased() != "mesa"
    {
      return nil
    }
    if let driver = environment["GALLIUM_DRIVER"]?.lowercased(), !driver.isEmpty,
      !["llvmpipe", "softpipe", "swrast"].contains(driver)
    {
      return nil
    }
    let reason: String
    if isSet("LIBGL_ALWAYS_SOFTWARE") {
      reason = "LIBGL_ALWAYS_SOFTWARE asks Mesa for it"
    } else if !hasDRI3, !hasDRI2 {
      reason = "the display offers Mesa's GLX without DRI3 or DRI2, so no GPU"
    } else {
      return nil
    }
    var report = GLDriverReport(
      renderer: "Mesa's OpenGL", version: "", isAccelerated: false)
    report.inferredFrom = reason + "; no driver was loaded to ask"
    return report
  }

  /// The environment the decision reads, from the process's.
  package static var processEnvironment: [String: String] {
    var result: [String: String] = [:]
    for name in [
      "LIBGL_ALWAYS_INDIRECT", "LIBGL_ALWAYS_SOFTWARE", "__GLX_VENDOR_LIBRARY_NAME",
      "GALLIUM_DRIVER",
    ] {
      if let value = getenv(name) { result[name] = String(cString: value) }
    }
    return result
  }
}
