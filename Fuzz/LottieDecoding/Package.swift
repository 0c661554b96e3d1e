// swift-tools-version:6.1
//
// The libFuzzer harness over `LottieAnimation(data:)` and the layer tree
// `LottieAnimationLayer` builds. A separate package (not part of the main
// build, CI or `make test`): build and run it with `scripts/fuzz-lottie`,
// which passes `--sanitize=fuzzer --sanitize=address`.

import PackageDescription

let package = Package(
  name: "ZoetropeLottieFuzz",
  dependencies: [.package(name: "Zoetrope", path: "../..")],
  targets: [
    .executableTarget(
      name: "LottieDecodingFuzzer",
      dependencies: [
        .product(name: "ZoetropeLottie", package: "Zoetrope"),
        .product(name: "ZoetropeLayers", package: "Zoetrope"),
        .product(name: "ZoetropeGraphics", package: "Zoetrope"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
