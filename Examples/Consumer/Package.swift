// swift-tools-version:6.1
//
// An app package that uses Zoetrope as a dependency, as yours would: one app
// (`Bounce`, a library plus a one-line launcher), its image resources, and a
// test written with ZoetropeTesting. `make test` builds and tests it.
//
// Here Zoetrope comes from this repository by path. In your own package,
// depend on it by the URL you clone it from, and name the package by the
// last component of that URL (`zoetrope` for `…/zoetrope.git`):
//
//   .package(url: "https://…/zoetrope.git", branch: "main"),
//   .product(name: "Zoetrope", package: "zoetrope"),

import Foundation
import PackageDescription

/// The repository's root, two folders up; a path dependency's package is
/// named after its folder, whatever the clone was called.
let zoetropeRoot = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent()
let zoetrope = zoetropeRoot.lastPathComponent

let package = Package(
  name: "Consumer",
  products: [
    .executable(name: "Bounce", targets: ["BounceLauncher"])
  ],
  dependencies: [
    .package(path: zoetropeRoot.path)
  ],
  targets: [
    .target(
      name: "Bounce",
      dependencies: [.product(name: "Zoetrope", package: zoetrope)],
      resources: [.process("Images")]
    ),
    .executableTarget(name: "BounceLauncher", dependencies: ["Bounce"]),
    .testTarget(
      name: "BounceTests",
      dependencies: ["Bounce", .product(name: "ZoetropeTesting", package: zoetrope)],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
