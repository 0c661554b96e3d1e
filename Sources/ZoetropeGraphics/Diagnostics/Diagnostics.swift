#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables for measuring and debugging Zoetrope
/// itself, read once.
///
/// They turn on logs, checks, reference paths and (in debug builds) a
/// fault injector. They are read here, the first time ``current`` is
/// used; library code consults ``current`` and reads no diagnostics
/// variable itself. An empty value counts as unset.
///
/// - `ZOETROPE_FRAME_LOG=PATH`: a live window writes the time of each
///   presented frame to `PATH`, one a line, in seconds (for measuring
///   frame pacing).
/// - `ZOETROPE_PART_LOG=PATH`: a live window writes how long each part of
///   each frame took to `PATH`, one `part seconds` a line (for measuring
///   the present).
/// - `ZOETROPE_PARTIAL_PRESENT=0`: a live window presents whole frames
///   instead of only the rectangles that changed (for comparisons); unset
///   or any other value keeps partial presents. `rects`, `age` or
///   `canvas` make an OpenGL window prefer that way of redrawing only the
///   damage (the rectangles of a kept back buffer, the back buffer's age,
///   or a canvas copied to the window) where it can, to test each.
/// - `ZOETROPE_COMPOSITOR_CHECK=DIR`: a live window drawing with the GPU
///   compositor also draws the frames it compares on the CPU, logs how far
///   apart the two are to `DIR/check.log` and keeps the worst pair as
///   `DIR/gpu.ppm` and `DIR/cpu.ppm` (for the window tests; each compared
///   frame costs a CPU frame and a read back).
/// - `ZOETROPE_AFFINE_KERNEL=sse2`: the compositor's sampler for turned
///   and scaled images runs its x86-64 baseline build even where the
///   processor has AVX2 (for measuring the two); another value is ignored
///   with a warning.
/// - `ZOETROPE_LAYOUT_SYSTEM=PATH`: each Auto Layout engine built writes
///   the constraints it gives its solver to `PATH`, one a line (the last
///   engine built wins), for replaying the same system in another solver
///   (`Benchmarks/layout-kiwi list`).
/// - `ZOETROPE_GPU_FAIL_AFTER=N`: debug builds only: a live window's GPU
///   compositor fails after `N` frames, as a lost context would, to test
///   the fall back to the CPU; a value that is not a whole number is
///   ignored with a warning. Release builds do not read it.
///
/// Configuration meant for users is not diagnostics and is read where it
/// is used: `ZOETROPE_COMPOSITOR` (which compositor a window uses,
/// ZoetropeSDL's `SDLCompositor`), `ZOETROPE_SCALE` (a window's pixels
/// per point) and `ZOETROPE_REDUCE_MOTION` (the reduce-motion setting
/// `App.main()` applies).
package struct Diagnostics: Equatable, Sendable {
  /// Which build of the compositor's affine sampler draws turned images.
  package enum AffineKernel: Equatable, Sendable {
    /// The fastest build the processor runs (AVX2 where it has it).
    case automatic
    /// The x86-64 baseline (SSE2) build, whatever the processor
    /// (`ZOETROPE_AFFINE_KERNEL=sse2`).
    case baseline
  }

  /// The names of the variables, each spelled once.
  package enum Variable {
    /// The frame-time log's path.
    package static let frameLog = "ZOETROPE_FRAME_LOG"
    /// The frame-part log's path.
    package static let partLog = "ZOETROPE_PART_LOG"
    /// `0` turns partial presents off.
    package static let partialPresent = "ZOETROPE_PARTIAL_PRESENT"
    /// The GPU-against-CPU check's directory.
    package static let compositorCheck = "ZOETROPE_COMPOSITOR_CHECK"
    /// `sse2` forces the affine sampler's baseline build.
    package static let affineKernel = "ZOETROPE_AFFINE_KERNEL"
    /// Where Auto Layout engines write their solver's constraints.
    package static let layoutSystem = "ZOETROPE_LAYOUT_SYSTEM"
    #if DEBUG
    /// The frames before a simulated GPU failure (debug builds only).
    package static let gpuFailAfter = "ZOETROPE_GPU_FAIL_AFTER"
    #endif
  }

  /// Where a live window logs each presented frame's time
  /// (`ZOETROPE_FRAME_LOG`), or nil for no log.
  package var frameLogPath: String?
  /// Where a live window logs each frame part's duration
  /// (`ZOETROPE_PART_LOG`), or nil for no log.
  package var partLogPath: String?
  /// Whether a live window may present only the changed rectangles:
  /// `false` when `ZOETROPE_PARTIAL_PRESENT=0`.
  package var allowsPartialPresent = true
  /// The way an OpenGL window redraws only damage that
  /// `ZOETROPE_PARTIAL_PRESENT` asks for first (`rects`, `age` or
  /// `canvas`), or nil for the window's own choice.
  package var preferredGLPresent: String?
  /// The directory of the GPU-against-CPU check
  /// (`ZOETROPE_COMPOSITOR_CHECK`), or nil for no check.
  package var compositorCheckDirectory: String?
  /// The affine sampler's build (`ZOETROPE_AFFINE_KERNEL`).
  package var affineKernel = AffineKernel.automatic
  /// Where an Auto Layout engine writes the constraints of its solver
  /// (`ZOETROPE_LAYOUT_SYSTEM`), or nil for nowhere.
  package var layoutSystemPath: String?

  #if DEBUG
  /// The GPU frames a live window draws before a simulated failure, or
  /// nil for none.
  ///
  /// `ZOETROPE_GPU_FAIL_AFTER`; a negative count is 0. Only in debug
  /// builds: release builds cannot inject the fault.
  package var gpuFailAfter: Int?
  #endif

  /// Diagnostics with nothing turned on, as with none of the variables set.
  package init() {}

  /// Reads the diagnostics from an environment; an unrecognised value
  /// warns once (``zoetropeWarning(_:)``) and counts as unset.
  ///
  /// - Parameter environment: The value of a variable, or nil when it is
  ///   unset.
  package init(environment: (String) -> String?) {
    func value(_ name: String) -> String? {
      guard let value = environment(name), !value.isEmpty else { return nil }
      return value
    }
    frameLogPath = value(Variable.frameLog)
    partLogPath = value(Variable.partLog)
    allowsPartialPresent = value(Variable.partialPresent) != "0"
    if let method = value(Variable.partialPresent), ["rects", "age", "canvas"].contains(method) {
      preferredGLPresent = method
    }
    compositorCheckDirectory = value(Variable.compositorCheck)
    layoutSystemPath = value(Variable.layoutSystem)
    if let kernel = value(Variable.affineKernel) {
      if kernel == "sse2" {
        affineKernel = .baseline
      } else {
        zoetropeWarning(
          "\(Variable.affineKernel)=\(kernel) is not sse2; the sampler is chosen automatically")
      }
    }
    #if DEBUG
    if let count = value(Variable.gpuFailAfter) {
      if let frames = Int(count) {
        gpuFailAfter = max(frames, 0)
      } else {
        zoetropeWarning(
          "\(Variable.gpuFailAfter)=\(count) is not a whole number; no GPU failure is simulated")
      }
    }
    #endif
  }

  /// The process's diagnostics, read from its environment the first time
  /// it is used.
  package static let current = Diagnostics { name in
    getenv(name).map { String(cString: $0) }
  }
}
