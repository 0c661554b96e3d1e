import ArgumentParser
import Zoetrope

#if canImport(Glibc)
import Glibc
#endif

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `play` and `render` share: the file, and the size, scale and
/// background of what is drawn.
struct StageOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp("The Lottie file: .json, or .lottie (dotLottie).", valueName: "FILE"))
  var file: String

  @Option(
    help: ArgumentHelp(
      "The size to draw the animation at, in points (it is fitted, keeping its aspect);"
        + " the animation's own size if omitted.", valueName: "WxH"))
  var size: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Pixels per point, 0 < S ≤ 4 (play: the window's size is multiplied by S).",
      valueName: "S"))
  var scale: Double = 1

  @Option(
    help: ArgumentHelp(
      "The colour behind the animation: #RRGGBB (or #RRGGBBAA, or 'transparent'); render:"
        + " transparent if omitted, play: white.", valueName: "COLOR"))
  var background: String?

  @Option(
    help: ArgumentHelp(
      "A theme of a dotLottie file (its id in the manifest) to apply.", valueName: "ID"))
  var theme: String?

  @Option(
    help: ArgumentHelp(
      "An animation of a dotLottie file (its id in the manifest) to play; the first if omitted.",
      valueName: "ID"))
  var animation: String?

  /// The largest side of an image or window, in pixels.
  static let maximumPixels = 16_384.0

  /// Checks `--scale`, `--size` and `--background`.
  ///
  /// - Returns: The size asked for (nil: the animation's) and the
  ///   background (nil: the default).
  /// - Throws: `ValidationError` naming the option.
  func checked() throws -> (size: Size?, background: Color?) {
    guard scale.isFinite, scale > 0, scale <= 4 else {
      throw ValidationError(
        "--scale \(Self.text(scale)) must be a number of pixels per point, 0 < S ≤ 4")
    }
    var parsed: Size?
    if let size {
      let parts = size.split(whereSeparator: { "xX×".contains($0) }).map { Double($0) }
      guard parts.count == 2, let width = parts[0], let height = parts[1],
        width.isFinite, height.isFinite, width >= 1, height >= 1
      else {
        throw ValidationError(
          "--size \(size) must be WxH, a width and height in points ≥ 1 (as 400x300)")
      }
      parsed = Size(width: width, height: height)
    }
    var color: Color?
    if let background {
      if background.lowercased() == "transparent" {
        color = .clear
      } else {
        guard background.hasPrefix("#"), background.count != 4, let hex = Color(hex: background)
        else {
          throw ValidationError(
            "--background \(background) must be #RRGGBB, #RRGGBBAA or 'transparent'")
        }
        color = hex
      }
    }
    return (parsed, color)
  }

  /// Checks that a stage of `size` points at `scale` is at most
  /// ``maximumPixels`` on each side.
  func checkPixels(of size: Size, scale: Double) throws {
    let pixels = Size(width: size.width * scale, height: size.height * scale)
    guard pixels.width <= Self.maximumPixels, pixels.height <= Self.maximumPixels else {
      throw ValidationError(
        "\(Self.text(pixels.width))x\(Self.text(pixels.height)) pixels (--size × --scale) is"
          + " more than \(Int(Self.maximumPixels)) pixels on a side")
    }
  }

  /// Reads and decodes ``file``.
  ///
  /// - Throws: ``LottieToolFailure``: 66 if the file is missing, not a
  ///   regular file or unreadable; 65 if it is not a playable animation;
  ///   64 if it is, but `--animation` names no animation of it (the
  ///   message lists those it has) or `--theme` no usable theme.
  func load() throws(LottieToolFailure) -> LottieAnimation {
    var info = stat()
    guard stat(file, &info) == 0 else {
      throw LottieToolFailure(
        status: LottieToolFailure.unreadable, description: "\(file): no such file")
    }
    guard info.st_mode & S_IFMT == S_IFREG, access(file, R_OK) == 0 else {
      throw LottieToolFailure(
        status: LottieToolFailure.unreadable,
        description: "\(file): not a readable regular file")
    }
    let url = URL(fileURLWithPath: file)
    do {
      if let animation {
        return try LottieAnimation(contentsOf: url, animationID: animation, themeID: theme)
      }
      if let theme { return try LottieAnimation(contentsOf: url, themeID: theme) }
      return try LottieAnimation(contentsOf: url)
    } catch {
      // The file plays without the options: an option is at fault.
      if animation != nil || theme != nil, (try? LottieAnimation(contentsOf: url)) != nil {
        if let animation, (try? LottieAnimation(contentsOf: url, animationID: animation)) == nil {
          throw LottieToolFailure(
            status: 64, description: "--animation \(animation): \(error.message)")
        }
        throw LottieToolFailure(
          status: 64, description: "--theme \(theme ?? ""): \(error.message)")
      }
      throw LottieToolFailure(
        status: LottieToolFailure.notAnimation,
        description: "\(file) is not a playable Lottie animation: \(error.message)")
    }
  }

  /// A number as a person types it: `2`, `0.5`.
  static func text(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15
      ? String(Int64(value)) : "\(value)"
  }
}
