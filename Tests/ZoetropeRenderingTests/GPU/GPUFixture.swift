import Testing
import ZoetropeGPU
import ZoetropeGraphics
import ZoetropeImageIO
import ZoetropeLayers
import ZoetropeRendering

#if canImport(Glibc)
import Glibc
#endif

/// The GPU renderer for tests, on the process's offscreen OpenGL context
/// (SDL's offscreen driver, Mesa's llvmpipe here), and how its frames
/// differ from the CPU renderer's.
@MainActor
enum GPUFixture {
  private static var made: Result<GPURenderer, GPUError>?

  /// The GPU renderer, or `nil` with a recorded issue.
  ///
  /// It is `nil` when this machine
  /// has no OpenGL 3.3 (or ES 3.0) context: the GPU tests need Mesa
  /// (`libgl1-mesa-dri`, which `scripts/bootstrap` installs). Set
  /// `ZOETROPE_SKIP_GPU_TESTS=1` to skip them on a machine without it.
  static func renderer(scale: Double = 1) -> GPURenderer? {
    let result =
      made
      ?? Result { () throws(GPUError) in
        let context = try OffscreenGLContext.shared()
        return try GPURenderer(loader: context.loader)
      }
    made = result
    switch result {
    case .success(let renderer):
      // Current on this thread, whatever ran before.
      do {
        _ = try OffscreenGLContext.shared()
      } catch {
        Issue.record(Comment(rawValue: "\(error)"))
        return nil
      }
      renderer.scale = scale
      return renderer
    case .failure(let error):
      if getenv("ZOETROPE_SKIP_GPU_TESTS") == nil {
        let message =
          "No OpenGL context for the GPU tests: \(error) (install libgl1-mesa-dri, or set "
          + "ZOETROPE_SKIP_GPU_TESTS=1)"
        Issue.record(Comment(rawValue: message))
      }
      return nil
    }
  }

  /// Releases the context from this thread: a test that used
  /// ``renderer(scale:)`` calls it when it is done (`defer`), since the
  /// next test may run on another thread.
  static func release() {
    (try? OffscreenGLContext.shared())?.release()
  }

  /// How two frames differ.
  struct Difference: CustomStringConvertible {
    /// The largest difference of any channel of any pixel.
    var maximum = 0
    /// The mean of every pixel's largest channel difference.
    var mean = 0.0
    /// The pixels whose largest channel difference is over
    /// ``GPUFixture/edgeTolerance``.
    var overEdgeTolerance = 0
    /// The pixels whose largest channel difference is over
    /// ``GPUFixture/interiorTolerance``.
    var overInteriorTolerance = 0
    /// The pixels compared.
    var count = 0

    var description: String {
      "max \(maximum), mean \(String(format: "%.3f", mean)), "
        + "\(overInteriorTolerance) of \(count) over \(GPUFixture.interiorTolerance), "
        + "\(overEdgeTolerance) over \(GPUFixture.edgeTolerance)"
    }
  }

  /// A pixel differs by at most this much per channel away from edges:
  /// 8-bit blending in another order, bilinear weights at another
  /// precision.
  nonisolated static let interiorTolerance = 3
  /// Antialiased edges differ by more: the GPU covers by distance to the
  /// edge, Cairo by area.
  nonisolated static let edgeTolerance = 96

  /// Compares two frames of the same size.
  static func difference(_ a: Image, _ b: Image) -> Difference {
    var result = Difference()
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else {
      result.maximum = 255
      result.mean = 255
      return result
    }
    var total = 0
    for (p, q) in zip(a.pixels, b.pixels) {
      var largest = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        largest = max(largest, d)
      }
      total += largest
      result.maximum = max(result.maximum, largest)
      if largest > interiorTolerance { result.overInteriorTolerance += 1 }
      if largest > edgeTolerance { result.overEdgeTolerance += 1 }
    }
    result.count = a.pixels.count
    result.mean = a.pixels.isEmpty ? 0 : Double(total) / Double(a.pixels.count)
    return result
  }

  /// Renders a snapshot on the GPU renderer and on the CPU (`cpu`, or a
  /// new renderer at the GPU's scale) over white, writes both frames as
  /// `name-gpu@Nx` and `name-cpu@Nx`, and returns how they differ and the
  /// CPU's frame.
  static func compareWithCPU(
    _ gpu: GPURenderer, _ snapshot: RenderSnapshot, size: Size, name: String,
    cpu: Renderer? = nil
  ) throws -> (difference: Difference, expected: Image) {
    let frame = try gpu.renderImage(snapshot, size: size, background: .white)
    let expected = (cpu ?? Renderer(scale: gpu.scale)).render(
      snapshot, size: size, background: .white)
    write(frame, named: "\(name)-gpu@\(Int(gpu.scale))x")
    write(expected, named: "\(name)-cpu@\(Int(gpu.scale))x")
    return (difference(frame, expected), expected)
  }

  /// Writes a frame as a PNG under `.build/gpu-tests/`, for looking at.
  static func write(_ image: Image, named name: String) {
    let directory = ".build/gpu-tests"
    mkdir(directory, 0o755)
    guard let bytes = try? image.pngData() else { return }
    let path = "\(directory)/\(name).png"
    guard let file = fopen(path, "wb") else { return }
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }
}
