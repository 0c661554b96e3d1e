import Testing
import ZoetropeGPU
import ZoetropeSDL

/// A window's compositor choice on what the OpenGL driver reports: `auto`
/// declines software rasterizers and takes hardware, `gpu` takes any
/// driver, `cpu` none (the reported renderer is injected: no GPU needed).
@Suite struct CompositorChoiceTests {
  /// Renderer strings that software rasterizers report, as read from
  /// Mesa, SwiftShader, Apple and Windows drivers.
  static let software = [
    "llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Mesa X11 (swrast)",
    "Google SwiftShader", "zink (llvmpipe (LLVM 15.0.6, 256 bits))", "Apple Software Renderer",
    "Microsoft Basic Render Driver", "GDI Generic", "LLVMPIPE",
  ]

  /// Renderer strings of hardware drivers.
  static let hardware = [
    "AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-18-amd64)",
    "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "NVIDIA GeForce RTX 3060/PCIe/SSE2",
    "virgl (Apple M1)", "Mali-G78",
  ]

  @Test(arguments: software) func autoDeclinesASoftwareRasterizer(renderer: String) throws {
    let driver = GLDriverReport(renderer: renderer, version: "4.5 (Core Profile) Mesa 22.3.6")
    let reason = try #require(SDLCompositor.automatic.declines(driver))
    #expect(reason.contains("software rasterizer"))
    #expect(reason.contains(renderer))
    #expect(reason.contains("--compositor gpu"))
  }

  @Test(arguments: hardware) func autoTakesAHardwareDriver(renderer: String) {
    let driver = GLDriverReport(renderer: renderer, version: "4.6")
    #expect(driver.softwareRasterizer == nil)
    #expect(SDLCompositor.automatic.declines(driver) == nil)
  }

  @Test(arguments: software + hardware) func aForcedGPUTakesAnyDriver(renderer: String) {
    for accelerated in [nil, false, true] as [Bool?] {
      let driver = GLDriverReport(renderer: renderer, version: "3.3", isAccelerated: accelerated)
      #expect(SDLCompositor.gpu.declines(driver) == nil)
      #expect(SDLCompositor.cpu.declines(driver) == "asked for")
    }
  }

  /// The driver's own word: not accelerated is software whatever the name;
  /// a name that says software is not overruled by a claim of acceleration.
  @Test func theDriversAccelerationFlagCounts() {
    let unnamed = GLDriverReport(renderer: "Some GPU", version: "4.6", isAccelerated: false)
    #expect(unnamed.softwareRasterizer?.contains("software rasterizer") == true)
    #expect(unnamed.softwareRasterizer?.contains("not accelerated") == true)
    #expect(SDLCompositor.automatic.declines(unnamed) != nil)
    let accelerated = GLDriverReport(renderer: "Some GPU", version: "4.6", isAccelerated: true)
    #expect(SDLCompositor.automatic.declines(accelerated) == nil)
    let contradictory = GLDriverReport(renderer: "llvmpipe", version: "4.5", isAccelerated: true)
    #expect(SDLCompositor.automatic.declines(contradictory) != nil)
  }
}
