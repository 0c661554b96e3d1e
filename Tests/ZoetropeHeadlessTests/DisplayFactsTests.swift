import Testing
import ZoetropeGPU

@testable import ZoetropeSDL

/// `auto`'s first question, asked of the X display without loading a
/// driver: Mesa's GLX without DRI3 or DRI2 can only rasterize in software,
/// and only then is the answer settled without the driver; and how a GL
/// window chooses to redraw only damage.
@Suite struct DisplayFactsTests {
  static let xvfb = X11DisplayFacts(
    hasGLX: true, hasDRI3: false, hasDRI2: false, vendorNames: ["mesa"])

  @Test func mesaWithoutDirectRenderingIsSoftware() throws {
    let report = try #require(
      Self.xvfb.softwareOnlyReport(environment: [:], hasD3D12Device: false))
    #expect(report.isAccelerated == false)
    let reason = try #require(SDLCompositor.automatic.declines(report))
    #expect(reason.contains("software rasterizer"))
    #expect(reason.contains("DRI3"))
    #expect(reason.contains("--compositor gpu"))
    // A forced GPU still takes it.
    #expect(SDLCompositor.gpu.declines(report) == nil)
  }

  /// Anything that could put a GPU behind the display, or another GLX
  /// library in front of it, leaves the question to the driver.
  @Test func everythingElseAsksTheDriver() {
    let cases: [(X11DisplayFacts, [String: String], Bool)] = [
      (
        X11DisplayFacts(hasGLX: true, hasDRI3: true, hasDRI2: false, vendorNames: ["mesa"]), [:],
        false
      ),
      (
        X11DisplayFacts(hasGLX: true, hasDRI3: false, hasDRI2: true, vendorNames: ["mesa"]), [:],
        false
      ),
      (
        X11DisplayFacts(hasGLX: true, hasDRI3: false, hasDRI2: false, vendorNames: ["nvidia"]), [:],
        false
      ),
      (X11DisplayFacts(hasGLX: true, hasDRI3: false, hasDRI2: false, vendorNames: []), [:], false),
      (
        X11DisplayFacts(
          hasGLX: true, hasDRI3: false, hasDRI2: false, hasNVIDIAGLX: true, vendorNames: ["mesa"]),
        [:], false
      ),
      (X11DisplayFacts(hasGLX: false, hasDRI3: false, hasDRI2: false, vendorNames: []), [:], false),
      (Self.xvfb, [:], true),  // WSL's /dev/dxg: Mesa's d3d12 driver
      (Self.xvfb, ["GALLIUM_DRIVER": "zink"], false),
      (Self.xvfb, ["GALLIUM_DRIVER": "d3d12"], false),
      (Self.xvfb, ["__GLX_VENDOR_LIBRARY_NAME": "nvidia"], false),
      (Self.xvfb, ["LIBGL_ALWAYS_INDIRECT": "1"], false),
    ]
    for (facts, environment, dxg) in cases {
      #expect(
        facts.softwareOnlyReport(environment: environment, hasD3D12Device: dxg) == nil,
        "\(facts), \(environment), dxg \(dxg)")
    }
  }

  /// Settings that keep the answer software, and software asked for on
  /// a display with a GPU.
  @Test func softwareSettingsAgree() {
    for environment in [
      ["GALLIUM_DRIVER": "llvmpipe"], ["GALLIUM_DRIVER": "softpipe"],
      ["__GLX_VENDOR_LIBRARY_NAME": "mesa"], ["LIBGL_ALWAYS_INDIRECT": "0"],
      ["LIBGL_ALWAYS_SOFTWARE": ""],
    ] {
      #expect(
        Self.xvfb.softwareOnlyReport(environment: environment, hasD3D12Device: false) != nil,
        "\(environment)")
    }
    let gpu = X11DisplayFacts(hasGLX: true, hasDRI3: true, hasDRI2: true, vendorNames: ["mesa"])
    #expect(gpu.softwareOnlyReport(environment: [:], hasD3D12Device: false) == nil)
    let asked = gpu.softwareOnlyReport(
      environment: ["LIBGL_ALWAYS_SOFTWARE": "1"], hasD3D12Device: false)
    #expect(asked?.softwareRasterizer?.contains("LIBGL_ALWAYS_SOFTWARE") == true)
    #expect(
      gpu.softwareOnlyReport(environment: ["LIBGL_ALWAYS_SOFTWARE": "false"], hasD3D12Device: false)
        == nil)
  }

  /// A GL window redraws only damage however it can: the rectangles of a
  /// kept back buffer first, then the back buffer's age, then a canvas;
  /// `ZOETROPE_PARTIAL_PRESENT` may prefer one the context has.
  @Test func aGLWindowPicksItsWayOfRedrawingOnlyDamage() {
    #expect(GLPresentation.choose(preferred: nil, hasRects: true, hasBufferAge: true) == .rects)
    #expect(
      GLPresentation.choose(preferred: nil, hasRects: false, hasBufferAge: true) == .bufferAge)
    #expect(GLPresentation.choose(preferred: nil, hasRects: false, hasBufferAge: false) == .canvas)
    #expect(
      GLPresentation.choose(preferred: "age", hasRects: true, hasBufferAge: true) == .bufferAge)
    #expect(GLPresentation.choose(preferred: "age", hasRects: true, hasBufferAge: false) == .rects)
    #expect(
      GLPresentation.choose(preferred: "canvas", hasRects: true, hasBufferAge: true) == .canvas)
    #expect(
      GLPresentation.choose(preferred: "rects", hasRects: false, hasBufferAge: false) == .canvas)
    #expect(GLPresentation.canvas.report.contains("canvas"))
  }
}
