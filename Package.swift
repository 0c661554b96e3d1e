// swift-tools-version:6.1
//
// Zoetrope: Core Animation- and UIKit-style animation for Swift on Linux.
// The targets follow ../shared/DESIGN.md: each layer depends only on the
// layers below it. Later layers (layers, rendering, UI, hosts) are added as
// they come to exist.

import PackageDescription

let package = Package(
  name: "Zoetrope",
  products: [
    .library(name: "ZoetropeGraphics", targets: ["ZoetropeGraphics"]),
    .library(name: "ZoetropeAnimation", targets: ["ZoetropeAnimation"]),
    .library(name: "ZoetropeLayers", targets: ["ZoetropeLayers"]),
    .library(name: "ZoetropeImageIO", targets: ["ZoetropeImageIO"]),
    .library(name: "ZoetropeRendering", targets: ["ZoetropeRendering"]),
  ],
  targets: [
    // Core Library (pure Swift)
    .target(name: "ZoetropeGraphics"),
    .target(name: "ZoetropeAnimation", dependencies: ["ZoetropeGraphics"]),
    .target(name: "ZoetropeLayers", dependencies: ["ZoetropeAnimation", "ZoetropeGraphics"]),
    .target(
      name: "ZoetropeImageIO",
      dependencies: ["ZoetropeGraphics", "CPNG", "CTurboJPEG", "CWebP"]
    ),
    .target(
      name: "ZoetropeRendering",
      dependencies: ["ZoetropeLayers", "ZoetropeGraphics", "CCairo", "CPangoCairo"]
    ),

    // C libraries, each through one system library target (see INTEROP.md)
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CTurboJPEG",
      pkgConfig: "libturbojpeg",
      providers: [.apt(["libturbojpeg0-dev"])]
    ),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev"])]
    ),

    // Examples
    .executableTarget(
      name: "Curves",
      dependencies: ["ZoetropeAnimation"],
      path: "Examples/Curves"
    ),

    .target(name: "DiceRoller", dependencies: ["ZoetropeLayers"], path: "Examples/DiceRoller"),
    .target(name: "ImageHop", dependencies: ["ZoetropeLayers"], path: "Examples/ImageHop"),
    .target(
      name: "BouncingBall", dependencies: ["ZoetropeLayers"], path: "Examples/BouncingBall"),

    // Tests
    .testTarget(name: "ZoetropeGraphicsTests", dependencies: ["ZoetropeGraphics"]),
    .testTarget(
      name: "ZoetropeAnimationTests",
      dependencies: ["ZoetropeAnimation", "ZoetropeGraphics"]
    ),
    .testTarget(
      name: "ZoetropeImageIOTests",
      dependencies: ["ZoetropeImageIO", "ZoetropeGraphics"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ZoetropeLayersTests",
      dependencies: ["ZoetropeLayers", "ZoetropeAnimation", "ZoetropeGraphics"]
    ),
    .testTarget(
      name: "ZoetropeRenderingTests",
      dependencies: ["ZoetropeRendering", "ZoetropeLayers", "ZoetropeGraphics"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
