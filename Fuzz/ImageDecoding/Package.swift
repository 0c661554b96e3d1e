// swift-tools-version:6.1
//
// The libFuzzer harness over `Image(data:)`. A separate package (not part of
// the main build, CI or `make test`): build and run it with `scripts/fuzz`,
// which passes `--sanitize=fuzzer --sanitize=address` so every module,
// ZoetropeImageIO included, is instrumented for coverage.

import PackageDescription

let package = Package(
  name: "ZoetropeFuzz",
  dependencies: [.package(name: "Zoetrope", path: "../..")],
  targets: [
    .executableTarget(
      name: "ImageDecodingFuzzer",
      dependencies: [
        .product(name: "ZoetropeImageIO", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
