// The libFuzzer entry point over `LottieAnimation(data:)` and the tree a
// `LottieAnimationLayer` builds from what decodes (see scripts/fuzz-lottie).
//
// Every input is decoded (a dotLottie file also with each of its
// themes); a thrown `LottieDecodingError` is a normal
// outcome, and must describe itself. What decodes is built into a layer
// tree (at most `LottieAnimation.maximumLayerCount` layers) and shown at
// its start, middle and last frames, then played and scrubbed, with a
// value provider on every colour. Crashes, hangs (over 10 s per input),
// sanitizer reports and leaks are findings.

import ZoetropeGraphics
import ZoetropeLayers
import ZoetropeLottie

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes `size` bytes at `data`, builds and shows what decodes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let animation: LottieAnimation
  do {
    animation = try LottieAnimation(data: bytes)
  } catch {
    precondition(!"\(error)".isEmpty, "A LottieDecodingError without a description")
    return 0
  }
  // A dotLottie file's themes: each applies, or throws a described error.
  for id in animation.themeIDs.prefix(4) {
    do {
      _ = try LottieAnimation(data: bytes, themeID: id)
    } catch {
      precondition(!"\(error)".isEmpty, "A LottieDecodingError without a description")
    }
  }
  precondition(animation.size.width > 0 && animation.size.height > 0, "An empty animation")
  precondition(animation.endFrame > animation.startFrame, "No frames")
  if getenv("LOTTIE_FUZZ_DECODE_ONLY") == nil {
    MainActor.assumeIsolated {
      build(animation)
    }
  }
  return 0
}

/// Builds the tree, shows a few frames, plays and scrubs.
@MainActor
func build(_ animation: LottieAnimation) {
  let layer = LottieAnimationLayer(animation: animation)
  func count(_ layer: Layer) -> Int { 1 + layer.sublayers.reduce(0) { $0 + count($1) } }
  precondition(
    count(layer) <= LottieAnimation.maximumLayerCount * 4 + 16, "The tree outgrew its budget")
  for progress in [0.0, 0.5, 1.0] {
    layer.currentProgress = progress
  }
  layer.setValueProvider(
    ColorValueProvider(.red), keypath: AnimationKeypath(keypath: "**.Color"))
  layer.play(fromProgress: 0, toProgress: 1, loopMode: .autoReverse)
  layer.currentFrame = animation.endFrame
  layer.stop()
}
