// swift-tools-version:6.1
//
// Zoetrope: Core Animation- and UIKit-style animation for Swift on Linux.
// Each layer depends only on the layers below it (graphics, animation,
// layers; rendering and image I/O; UI; the hosts; the umbrella): see
// docs/ARCHITECTURE.md. The example apps are library targets with one-line
// launchers, so the Showcase and the tests can import them. Each target
// declares exactly the modules its files import (scripts/check-imports).

import PackageDescription

let package = Package(
  name: "Zoetrope",
  products: [
    .library(name: "ZoetropeGraphics", targets: ["ZoetropeGraphics"]),
    .library(name: "ZoetropeAnimation", targets: ["ZoetropeAnimation"]),
    .library(name: "ZoetropeLayers", targets: ["ZoetropeLayers"]),
    .library(name: "ZoetropeImageIO", targets: ["ZoetropeImageIO"]),
    .library(name: "ZoetropeRendering", targets: ["ZoetropeRendering"]),
    .library(name: "ZoetropeUI", targets: ["ZoetropeUI"]),
    .library(name: "ZoetropeLottie", targets: ["ZoetropeLottie"]),
    // Hosts
    .library(name: "ZoetropeSDL", targets: ["ZoetropeSDL"]),
    .library(name: "ZoetropeGPU", targets: ["ZoetropeGPU"]),
    .library(name: "ZoetropeHeadless", targets: ["ZoetropeHeadless"]),
    .library(name: "Zoetrope", targets: ["Zoetrope"]),
    .library(name: "ZoetropeTesting", targets: ["ZoetropeTesting"]),
    // Apple's names for code ported from UIKit and Core Animation.
    .library(name: "ZoetropeCompatibility", targets: ["ZoetropeCompatibility"]),
    // Joins chunks of a recording rendered apart (docs/RENDERING-AT-SCALE.md).
    .executable(name: "zoetrope-join", targets: ["ZoetropeJoin"]),
    // Plays Lottie files in a window, or renders them headless (docs/LOTTIE.md).
    .executable(name: "zoetrope-lottie", targets: ["ZoetropeLottieTool"]),
    .executable(name: "Hello", targets: ["Hello"]),
    .executable(name: "LottiePlayer", targets: ["LottiePlayerLauncher"]),
    .executable(name: "DiceRoller", targets: ["DiceRollerLauncher"]),
    .executable(name: "ImageHop", targets: ["ImageHopLauncher"]),
    .executable(name: "BoxAnimation", targets: ["BoxAnimationLauncher"]),
    .executable(name: "BouncingBall", targets: ["BouncingBallLauncher"]),
    .executable(name: "Interactive", targets: ["InteractiveLauncher"]),
    .executable(name: "Gallery", targets: ["GalleryLauncher"]),
    .executable(name: "LayoutList", targets: ["LayoutListLauncher"]),
    .executable(name: "FluidSpring", targets: ["FluidSpringLauncher"]),
    .executable(name: "Showcase", targets: ["ShowcaseLauncher"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `make docs`: the DocC catalog in Sources/Zoetrope/Zoetrope.docc as a static site.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Core Library (pure Swift)
    .target(name: "ZoetropeGraphics"),
    .target(name: "ZoetropeAnimation", dependencies: ["ZoetropeGraphics"]),
    .target(name: "ZoetropeLayers", dependencies: ["ZoetropeAnimation", "ZoetropeGraphics"]),
    .target(
      name: "ZoetropeImageIO",
      dependencies: ["ZoetropeGraphics", "CPNG", "CTurboJPEG", "CWebP", "CFFmpeg"]
    ),
    .target(
      name: "ZoetropeRendering",
      dependencies: [
        "ZoetropeLayers", "ZoetropeGraphics", "CCairo", "CPangoCairo", "CPixman",
        "CCompositor",
      ]
    ),
    // Auto Layout's Cassowary solver: pure Swift with no dependencies, its
    // API `package`-only (ZoetropeUI's constraints are the public face), in
    // a module of its own so it builds and is tested apart from the UI.
    .target(name: "ZoetropeLayoutSolver"),
    .target(
      name: "ZoetropeUI",
      dependencies: [
        "ZoetropeRendering", "ZoetropeLayers", "ZoetropeAnimation", "ZoetropeGraphics",
        "ZoetropeLayoutSolver",
      ]
    ),
    // Lottie (Bodymovin JSON) animations as layer trees driven by keyframe
    // animations.
    .target(
      name: "ZoetropeLottie",
      dependencies: [
        "ZoetropeUI", "ZoetropeImageIO", "ZoetropeLayers", "ZoetropeAnimation",
        "ZoetropeGraphics", "ZoetropeRendering", "CZlib",
      ]
    ),

    // Hosts: a live SDL window, a headless recorder, the umbrella module and App
    .target(
      name: "ZoetropeSDL",
      dependencies: [
        "ZoetropeUI", "ZoetropeGPU", "ZoetropeLayers", "ZoetropeAnimation", "ZoetropeGraphics",
        "CSDL2",
      ]
    ),
    .target(
      name: "ZoetropeGPU",
      dependencies: [
        "ZoetropeRendering", "ZoetropeLayers", "ZoetropeGraphics", "CGL", "CSDL2",
      ]
    ),
    .target(
      name: "ZoetropeHeadless",
      dependencies: [
        "ZoetropeUI", "ZoetropeRendering", "ZoetropeImageIO", "ZoetropeLayers",
        "ZoetropeAnimation", "ZoetropeGraphics",
      ]
    ),
    .target(
      name: "Zoetrope",
      dependencies: [
        "ZoetropeSDL", "ZoetropeGPU", "ZoetropeHeadless", "ZoetropeUI", "ZoetropeRendering",
        "ZoetropeImageIO", "ZoetropeLottie", "ZoetropeLayers", "ZoetropeAnimation",
        "ZoetropeGraphics",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // `zoetrope-join`: chunks of one recording (MP4, GIF, WebP) into one
    // file, without re-encoding.
    .executableTarget(
      name: "ZoetropeJoin",
      dependencies: [
        "ZoetropeImageIO", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // `zoetrope-lottie`: `play FILE` in a window, `render FILE` to PNGs and
    // recordings.
    .executableTarget(
      name: "ZoetropeLottieTool",
      dependencies: [
        "Zoetrope", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // C libraries, each through one system library target: a module map and
    // shim header in Sources/C*, flags from pkg-config, an apt package to
    // suggest when the .pc file is missing
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CTurboJPEG",
      pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]
    ),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // zlib: inflates the zip archives of dotLottie files.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]
    ),
    // The compositor: layer bitmaps composited with pixman directly.
    .systemLibrary(
      name: "CPixman",
      pkgConfig: "pixman-1",
      providers: [.apt(["libpixman-1-dev"])]
    ),
    // The compositor's own pixel kernels (the affine sampler), in C for
    // the vector unit.
    .target(name: "CCompositor"),
    .target(name: "CGL"),
    // MP4: FFmpeg's libraries loaded at run time with dlopen (no headers or
    // libraries at build time; see Sources/CFFmpeg/include/CFFmpeg.h).
    .target(name: "CFFmpeg"),
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    // rlottie, the reference renderer the Lottie tests compare with: only
    // the test target depends on it, never the library.
    .systemLibrary(name: "CRLottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),

    // Testing apps headlessly: the headless host's test helpers and the
    // golden-image strategy (a product, so only packages that test with it
    // build swift-snapshot-testing).
    .target(
      name: "ZoetropeTesting",
      dependencies: [
        "ZoetropeHeadless", "ZoetropeUI", "ZoetropeImageIO", "ZoetropeRendering",
        "ZoetropeLayers", "ZoetropeGraphics",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),

    // Porting from iOS: Apple's names (UIView, CALayer, CGRect, …) as type
    // aliases, and CABasicAnimation and CAKeyframeAnimation with untyped
    // values. Re-exported by nothing; ported code imports it instead of UIKit.
    .target(
      name: "ZoetropeCompatibility",
      dependencies: ["ZoetropeUI", "ZoetropeLayers", "ZoetropeAnimation", "ZoetropeGraphics"]
    ),

    // Examples
    .executableTarget(
      name: "Curves",
      dependencies: ["ZoetropeAnimation"],
      path: "Examples/Curves"
    ),
    .executableTarget(name: "Hello", dependencies: ["Zoetrope"], path: "Examples/Hello"),
    .target(
      name: "LottiePlayer", dependencies: ["Zoetrope"], path: "Examples/LottiePlayer",
      exclude: ["Launcher", "demo.script"]),
    .executableTarget(
      name: "LottiePlayerLauncher", dependencies: ["LottiePlayer"],
      path: "Examples/LottiePlayer/Launcher"),

    // The four tutorial apps and the Showcase: each app is a library (its
    // view controller, its art and its `App`) so the Showcase and the tests
    // can use it, plus a one-line launcher whose product carries the app's
    // name (`swift run DiceRoller`).
    .target(name: "ExampleSupport", dependencies: ["Zoetrope"], path: "Examples/Support"),
    .target(
      name: "DiceRoller", dependencies: ["Zoetrope", "ExampleSupport"],
      path: "Examples/DiceRoller", exclude: ["Launcher", "demo.script"]),
    .executableTarget(
      name: "DiceRollerLauncher", dependencies: ["DiceRoller"],
      path: "Examples/DiceRoller/Launcher"),
    .target(
      name: "BoxAnimation", dependencies: ["Zoetrope", "ExampleSupport"],
      path: "Examples/BoxAnimation", exclude: ["Launcher", "demo.script"]),
    .executableTarget(
      name: "BoxAnimationLauncher", dependencies: ["BoxAnimation"],
      path: "Examples/BoxAnimation/Launcher"),
    .target(
      name: "ImageHop", dependencies: ["Zoetrope", "ExampleSupport"],
      path: "Examples/ImageHop", exclude: ["Launcher", "demo.script"]),
    .executableTarget(
      name: "ImageHopLauncher", dependencies: ["ImageHop"], path: "Examples/ImageHop/Launcher"),
    .target(
      name: "BouncingBall", dependencies: ["Zoetrope", "ExampleSupport"],
      path: "Examples/BouncingBall", exclude: ["Launcher", "demo.script"]),
    .executableTarget(
      name: "BouncingBallLauncher", dependencies: ["BouncingBall"],
      path: "Examples/BouncingBall/Launcher"),
    // Gestures and property animators: a card to fling, a mini player to
    // expand.
    .target(
      name: "Interactive", dependencies: ["Zoetrope"],
      path: "Examples/Interactive", exclude: ["Launcher", "demo.script"]),
    .executableTarget(
      name: "InteractiveLauncher", dependencies: ["Interactive"],
      path: "Examples/Interactive/Launcher"),
    // Auto Layout: a list of constraint-built rows in a scroll view, and a
    // panel that slides up with a spring.
    .target(
      name: "LayoutList", dependencies: ["Zoetrope"],
      path: "Examples/LayoutList", exclude: ["Launcher", "demo.script"]),
    .executableTarget(
      name: "LayoutListLauncher", dependencies: ["LayoutList"],
      path: "Examples/LayoutList/Launcher"),
    // One small screen per layer feature: shapes, gradients, shadows,
    // masks, flips, replicators and emitters.
    .target(
      name: "Gallery", dependencies: ["Zoetrope", "ExampleSupport"],
      path: "Examples/Gallery", exclude: ["Launcher", "demo.script"]),
    .executableTarget(
      name: "GalleryLauncher", dependencies: ["Gallery"], path: "Examples/Gallery/Launcher"),
    // A port of a UIKit screen built with Auto Layout (Apache 2.0).
    .target(
      name: "FluidSpring", dependencies: ["Zoetrope"],
      path: "Examples/FluidSpring", exclude: ["Launcher", "LICENSE-fluid-interfaces"]),
    .executableTarget(
      name: "FluidSpringLauncher", dependencies: ["FluidSpring"],
      path: "Examples/FluidSpring/Launcher"),
    .target(
      name: "Showcase",
      dependencies: [
        "DiceRoller", "ImageHop", "BoxAnimation", "BouncingBall", "Interactive", "Gallery",
        "LayoutList", "LottiePlayer", "ExampleSupport", "Zoetrope",
      ],
      path: "Examples/Showcase", exclude: ["Launcher"]),
    .executableTarget(
      name: "ShowcaseLauncher", dependencies: ["Showcase"], path: "Examples/Showcase/Launcher"),

    // Tests
    // ZoetropeAnimation only for SeededRandomNumberGenerator, the one seeded
    // generator every randomized test uses.
    // ffprobe and ffmpeg read back what the video writers wrote, for the
    // ImageIO and Examples tests (not a product; only tests depend on it).
    .target(
      name: "VideoTestSupport", dependencies: ["ZoetropeGraphics"], path: "Tests/VideoTestSupport"
    ),
    .testTarget(
      name: "ZoetropeGraphicsTests", dependencies: ["ZoetropeGraphics", "ZoetropeAnimation"]),
    .testTarget(
      name: "ZoetropeAnimationTests",
      dependencies: ["ZoetropeAnimation", "ZoetropeGraphics"],
      // The conformance vectors, read at test time through #filePath.
      exclude: ["Conformance"]
    ),
    .testTarget(
      name: "ZoetropeImageIOTests",
      // ZoetropeAnimation for SeededRandomNumberGenerator; CFFmpeg to ask
      // which FFmpeg release the MP4 writer loaded.
      dependencies: [
        "ZoetropeImageIO", "ZoetropeGraphics", "ZoetropeAnimation", "VideoTestSupport", "CFFmpeg",
      ],
      exclude: ["Fixtures", "NamedImages/README.md"],
      // Image(named:in:scale:) loads these through Bundle.module.
      resources: [.process("NamedImages")]
    ),
    // The solver against Debian's python3-kiwisolver (run as a subprocess);
    // ZoetropeAnimation for SeededRandomNumberGenerator.
    .testTarget(
      name: "ZoetropeLayoutSolverTests",
      dependencies: ["ZoetropeLayoutSolver", "ZoetropeAnimation"]
    ),
    .testTarget(
      name: "ZoetropeLayersTests",
      dependencies: ["ZoetropeLayers", "ZoetropeAnimation", "ZoetropeGraphics", "ZoetropeTesting"]
    ),
    .testTarget(
      name: "ZoetropeRenderingTests",
      // ZoetropeAnimation for SeededRandomNumberGenerator (the random trees);
      // CCairo and CPixman for the plain sprite loops the renderer is
      // compared with (Support/SpriteBaselines.swift).
      dependencies: [
        "ZoetropeRendering", "ZoetropeLayers", "ZoetropeGraphics", "ZoetropeTesting",
        "ZoetropeAnimation", "CCompositor", "CCairo", "CPixman", "ZoetropeGPU",
        "ZoetropeImageIO",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ZoetropeUITests",
      // ZoetropeLayoutSolver for the solver's own types (LayoutSystemRecordingTests).
      dependencies: [
        "ZoetropeUI", "ZoetropeLayers", "ZoetropeAnimation", "ZoetropeGraphics",
        "ZoetropeRendering", "ZoetropeTesting", "ZoetropeLayoutSolver",
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "ZoetropeExamplesTests",
      dependencies: [
        "DiceRoller", "ImageHop", "BoxAnimation", "BouncingBall", "Interactive", "Gallery",
        "LayoutList", "LottiePlayer", "FluidSpring", "Showcase", "ExampleSupport", "Zoetrope",
        "ZoetropeTesting",
        "ZoetropeGraphics", "VideoTestSupport", "ZoetropeGPU", "ZoetropeUI",
        "ZoetropeLayoutSolver",
      ],
      exclude: ["__Snapshots__"]
    ),
    // The compatibility names, and MengTo's Spring (MIT) ported as test data
    // (ThirdParty/Spring/, with its licence and what was changed).
    .testTarget(
      name: "ZoetropeCompatibilityTests",
      dependencies: ["ZoetropeCompatibility", "ZoetropeTesting", "ZoetropeGraphics"],
      exclude: ["ThirdParty/Spring/LICENSE", "ThirdParty/Spring/README.md"]
    ),
    .testTarget(
      name: "ZoetropeLottieTests",
      // ZoetropeRendering to draw frames (ZoetropeGPU on the GL compositor); CRLottie, the
      // reference renderer.
      dependencies: [
        "ZoetropeLottie", "ZoetropeLayers", "ZoetropeGraphics", "ZoetropeRendering",
        "ZoetropeImageIO", "ZoetropeTesting", "ZoetropeUI", "ZoetropeHeadless", "LottiePlayer",
        "ZoetropeLottieTool", "CRLottie", "ZoetropeGPU",
      ],
      exclude: ["Resources/README.md"],
      // dotLottie files and LottieAnimation.named(_:bundle:subdirectory:).
      resources: [.copy("Resources")]
    ),
    .testTarget(
      name: "ZoetropeHeadlessTests",
      dependencies: [
        "ZoetropeHeadless", "ZoetropeSDL", "ZoetropeGPU", "Zoetrope", "Hello", "ZoetropeImageIO",
        "ZoetropeAnimation", "ZoetropeGraphics", "ZoetropeLayers", "CSDL2",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
