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
  ],
  targets: [
    // Core Library (pure Swift)
    .target(name: "ZoetropeGraphics"),
    .target(name: "ZoetropeAnimation", dependencies: ["ZoetropeGraphics"]),
    .target(name: "ZoetropeLayers", dependencies: ["ZoetropeAnimation", "ZoetropeGraphics"]),

    // Examples
    .executableTarget(
      name: "Curves",
      dependencies: ["ZoetropeAnimation"],
      path: "Examples/Curves"
    ),

    // Tests
    .testTarget(name: "ZoetropeGraphicsTests", dependencies: ["ZoetropeGraphics"]),
    .testTarget(
      name: "ZoetropeAnimationTests",
      dependencies: ["ZoetropeAnimation", "ZoetropeGraphics"]
    ),
    .testTarget(
      name: "ZoetropeLayersTests",
      dependencies: ["ZoetropeLayers", "ZoetropeAnimation", "ZoetropeGraphics"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
