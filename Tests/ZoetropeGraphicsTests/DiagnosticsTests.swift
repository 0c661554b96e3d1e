import Testing

@testable import ZoetropeGraphics

/// The diagnostics variables, read from a given environment.
@Suite struct DiagnosticsTests {
  func read(_ variables: [String: String]) -> (Diagnostics, [String]) {
    withWarningsCaptured { Diagnostics(environment: { variables[$0] }) }
  }

  @Test func nothingSetTurnsNothingOn() {
    let (diagnostics, warnings) = read([:])
    #expect(diagnostics == Diagnostics())
    #expect(diagnostics.frameLogPath == nil && diagnostics.partLogPath == nil)
    #expect(diagnostics.allowsPartialPresent)
    #expect(diagnostics.compositorCheckDirectory == nil)
    #expect(diagnostics.affineKernel == .automatic)
    #if DEBUG
    #expect(diagnostics.gpuFailAfter == nil)
    #endif
    #expect(warnings.isEmpty)
  }

  @Test func eachVariableSetsItsValue() {
    var environment = [
      "ZOETROPE_FRAME_LOG": "/tmp/frames.log", "ZOETROPE_PART_LOG": "/tmp/parts.log",
      "ZOETROPE_PARTIAL_PRESENT": "0", "ZOETROPE_COMPOSITOR_CHECK": "/tmp/check",
      "ZOETROPE_AFFINE_KERNEL": "sse2",
    ]
    #if DEBUG
    environment["ZOETROPE_GPU_FAIL_AFTER"] = "3"
    #endif
    let (diagnostics, warnings) = read(environment)
    #expect(diagnostics.frameLogPath == "/tmp/frames.log")
    #expect(diagnostics.partLogPath == "/tmp/parts.log")
    #expect(!diagnostics.allowsPartialPresent)
    #expect(diagnostics.compositorCheckDirectory == "/tmp/check")
    #expect(diagnostics.affineKernel == .baseline)
    #if DEBUG
    #expect(diagnostics.gpuFailAfter == 3)
    #endif
    #expect(warnings.isEmpty)
  }

  @Test func emptyValuesCountAsUnset() {
    let names = [
      "ZOETROPE_FRAME_LOG", "ZOETROPE_PART_LOG", "ZOETROPE_PARTIAL_PRESENT",
      "ZOETROPE_COMPOSITOR_CHECK", "ZOETROPE_AFFINE_KERNEL", "ZOETROPE_GPU_FAIL_AFTER",
    ]
    let (diagnostics, warnings) = read(Dictionary(uniqueKeysWithValues: names.map { ($0, "") }))
    #expect(diagnostics == Diagnostics())
    #expect(warnings.isEmpty)
  }

  @Test func partialPresentStaysOnForAnythingButZero() {
    #expect(read(["ZOETROPE_PARTIAL_PRESENT": "1"]).0.allowsPartialPresent)
    #expect(read(["ZOETROPE_PARTIAL_PRESENT": "off"]).0.allowsPartialPresent)
  }

  @Test func unrecognisedValuesWarnAndCountAsUnset() {
    let (kernel, kernelWarnings) = read(["ZOETROPE_AFFINE_KERNEL": "avx512"])
    #expect(kernel.affineKernel == .automatic)
    #expect(kernelWarnings.count == 1)
    #expect(kernelWarnings.first?.contains("ZOETROPE_AFFINE_KERNEL=avx512") == true)
    #if DEBUG
    let (failure, failureWarnings) = read(["ZOETROPE_GPU_FAIL_AFTER": "soon"])
    #expect(failure.gpuFailAfter == nil)
    #expect(failureWarnings.count == 1)
    #expect(read(["ZOETROPE_GPU_FAIL_AFTER": "-2"]).0.gpuFailAfter == 0)
    #endif
  }
}
