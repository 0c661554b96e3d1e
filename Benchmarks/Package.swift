// swift-tools-version:6.1
//
// Zoetrope's benchmarks live in their own package so that users of the
// library never build the benchmark dependencies. Run with `make bench`
// from the repository root.

import PackageDescription

let package = Package(
  name: "ZoetropeBenchmarks",
  dependencies: [
    .package(name: "Zoetrope", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    // A fixed sprite workload to run under callgrind or perf directly.
    .executableTarget(
      name: "RenderProfile",
      dependencies: [
        "BenchmarkScenes",
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeRendering", package: "Zoetrope"),
      ],
      path: "RenderProfile"
    ),
    // How late repeating timers fire: Zoetrope's live run loop beside a
    // clock_nanosleep loop and Foundation's Timer (Benchmarks/timer-lateness).
    .executableTarget(
      name: "GPUProfile",
      dependencies: [
        "BenchmarkScenes",
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeRendering", package: "Zoetrope"),
        .product(name: "ZoetropeGPU", package: "Zoetrope"),
      ],
      path: "GPUProfile"
    ),
    .executableTarget(
      name: "WindowSprites",
      dependencies: [
        "BenchmarkScenes",
        // For SDLHost's initializer that draws as App.main does.
        .product(name: "Zoetrope", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeSDL", package: "Zoetrope"),
        .product(name: "ZoetropeUI", package: "Zoetrope"),
      ],
      path: "WindowSprites"
    ),
    .executableTarget(
      name: "TimerLateness",
      dependencies: [
        "CTimerPeers",
        // For SDLHost's initializer that draws as App.main does.
        .product(name: "Zoetrope", package: "Zoetrope"),
        .product(name: "ZoetropeAnimation", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeSDL", package: "Zoetrope"),
        .product(name: "ZoetropeUI", package: "Zoetrope"),
      ],
      path: "TimerLateness"
    ),
    // C peers: WebKit's UnitBezier algorithm, and the clock_nanosleep loop.
    .target(name: "CUnitBezier", path: "Benchmarks/CUnitBezier"),
    .target(name: "CTimerPeers", path: "Benchmarks/CTimerPeers"),
    // The whole frame of an app that moves sprites itself (setters, layer
    // tree, render) against a plain pixman loop.
    .executableTarget(
      name: "AppFrame",
      dependencies: [
        "BenchmarkScenes", "SpriteBaselines",
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeRendering", package: "Zoetrope"),
      ],
      path: "AppFrame"
    ),
    // PNG frames into an animated GIF through AnimatedGIFWriter: the Zoetrope
    // half of Benchmarks/gif-ffmpeg.
    .executableTarget(
      name: "GIFFromFrames",
      dependencies: [
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeImageIO", package: "Zoetrope"),
      ],
      path: "GIFFromFrames"
    ),
    // Raw BGRA frames into an MP4 through MP4Writer: the Zoetrope half of
    // Benchmarks/mp4-ffmpeg.
    .executableTarget(
      name: "MP4FromFrames",
      dependencies: [
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeImageIO", package: "Zoetrope"),
      ],
      path: "MP4FromFrames"
    ),
    // Auto Layout's workloads (a column of views laid out by constraints),
    // for Benchmarks/layout-kiwi and for callgrind or perf.
    .executableTarget(
      name: "LayoutProfile",
      dependencies: [
        .product(name: "ZoetropeAnimation", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeRendering", package: "Zoetrope"),
        .product(name: "ZoetropeUI", package: "Zoetrope"),
      ],
      path: "LayoutProfile"
    ),
    // The live inspector's own work per frame with 1,000 running animations,
    // beside the app's frame (docs/PERFORMANCE.md, "The live inspector").
    .executableTarget(
      name: "InspectorProfile",
      dependencies: [
        .product(name: "ZoetropeAnimation", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeHeadless", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeRendering", package: "Zoetrope"),
        .product(name: "ZoetropeUI", package: "Zoetrope"),
      ],
      path: "InspectorProfile"
    ),
    // A fixed layer-tree workload to run under callgrind or perf directly.
    .executableTarget(
      name: "LayerProfile",
      dependencies: [
        "BenchmarkScenes",
        .product(name: "ZoetropeAnimation", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
      ],
      path: "LayerProfile"
    ),
    // The peers the sprite benchmarks are measured against: the same
    // frames drawn by plain Cairo, plain pixman and SDL2's software
    // renderer, each through its own system library target (the main
    // package's C modules are not products).
    .target(
      name: "SpriteBaselines",
      dependencies: [
        "CBaselineCairo", "CBaselinePixman", "CBaselineSDL2",
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
      ],
      path: "SpriteBaselines"
    ),
    .systemLibrary(
      name: "CBaselineCairo", path: "Benchmarks/CBaselineCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CBaselinePixman", path: "Benchmarks/CBaselinePixman", pkgConfig: "pixman-1",
      providers: [.apt(["libpixman-1-dev"])]),
    .systemLibrary(
      name: "CBaselineRLottie", path: "Benchmarks/CBaselineRLottie", pkgConfig: "rlottie",
      providers: [.apt(["librlottie-dev"])]),
    // A Lottie animation's frames and its decoding, Zoetrope beside rlottie
    // (docs/PERFORMANCE.md, "Lottie").
    .executableTarget(
      name: "LottieVsRLottie",
      dependencies: [
        "CBaselineRLottie",
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeLottie", package: "Zoetrope"),
        .product(name: "ZoetropeRendering", package: "Zoetrope"),
      ],
      path: "LottieVsRLottie"
    ),
    .systemLibrary(
      name: "CBaselineSDL2", path: "Benchmarks/CBaselineSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]),
    // Scenes shared by the benchmarks and RenderProfile.
    .target(
      name: "BenchmarkScenes",
      dependencies: [
        .product(name: "ZoetropeAnimation", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeRendering", package: "Zoetrope"),
        .product(name: "ZoetropeUI", package: "Zoetrope"),
        // For DieFace.swift, a link to the DiceRoller example's file.
        .product(name: "Zoetrope", package: "Zoetrope"),
      ],
      path: "BenchmarkScenes"
    ),
    .executableTarget(
      name: "ZoetropeBenchmarks",
      dependencies: [
        "BenchmarkScenes",
        "CUnitBezier",
        "SpriteBaselines",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ZoetropeAnimation", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeImageIO", package: "Zoetrope"),
        .product(name: "ZoetropeRendering", package: "Zoetrope"),
        .product(name: "ZoetropeUI", package: "Zoetrope"),
        .product(name: "ZoetropeHeadless", package: "Zoetrope"),
      ],
      path: "Benchmarks/ZoetropeBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
