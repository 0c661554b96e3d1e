import ZoetropeGraphics
import ZoetropeImageIO

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// An image asset decoded for image layers: drawn scaled to `size` from
/// the layer's origin.
struct LottieImageAsset: Sendable {
  var image: Image
  /// The asset's size in points (`w`, `h`); the image's own if missing.
  var size: Size
}

/// Where an animation's image files are: the folder beside the JSON file,
/// or the dotLottie archive it came from.
struct LottieImageFiles {
  /// The JSON file's folder, if it was read from a file.
  var directory: URL?
  /// The dotLottie archive, if it came from one.
  var archive: ZipArchive?

  /// The largest image file read beside a JSON file: 64 MiB.
  static let maximumFileSize = 64 << 20
  /// The most pixels the images of one animation may have together
  /// (256 MiB decoded): the rest are left out, with the warning.
  static let maximumTotalPixels = 64 << 20

  /// The bytes of the file an asset names (`u` folder, `p` name), or a
  /// reason it cannot be read.
  func bytes(folder: String, name: String) -> Result<[UInt8], LottieDecodingError> {
    let relative = (folder + name).drop { $0 == "/" }
    if let archive {
      // dotLottie: `images/` (version 1) or `i/` (version 2).
      let base = String(name.split(separator: "/").last ?? "")
      let candidates = [String(relative), "images/\(base)", "i/\(base)"]
      guard let entry = candidates.lazy.compactMap({ archive.entry(named: $0) }).first else {
        return .failure(LottieDecodingError("no \(relative) in the archive"))
      }
      do {
        return .success(try archive.contents(of: entry))
      } catch {
        return .failure(error)
      }
    }
    guard let directory else {
      return .failure(LottieDecodingError("\(relative) is a file, and the JSON came from data"))
    }
    let path = directory.appendingPathComponent(String(relative)).path
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return .failure(LottieDecodingError("no file \(path)"))
    }
    guard Int(info.st_size) <= Self.maximumFileSize else {
      return .failure(LottieDecodingError("\(path) is over \(Self.maximumFileSize) bytes"))
    }
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
      return .failure(LottieDecodingError("\(path) cannot be read"))
    }
    return .success([UInt8](data))
  }
}

extension LottieDecoder {
  /// The image assets that image layers use, decoded.
  ///
  /// An asset (in `assets`, with `p` and no `layers`) is an embedded
  /// `data:` URI (base64) or a file (`u` + `p`). One that cannot be read
  /// or decoded is left out with a warning naming it; its layers draw
  /// nothing.
  mutating func images(
    _ json: JSONValue?, files: LottieImageFiles,
    pixelBudget: Int = LottieImageFiles.maximumTotalPixels
  ) -> [String: LottieImageAsset] {
    var result: [String: LottieImageAsset] = [:]
    var pixels = 0
    for asset in json?.array ?? [] {
      guard let id = asset["id"]?.string, asset["layers"] == nil, let name = asset["p"]?.string,
        imageReferences.contains(where: { $0.id == id })
      else { continue }
      let place = "image asset \"\(id)\""
      let bytes: [UInt8]
      if name.hasPrefix("data:") {
        guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64"),
          let data = Data(base64Encoded: String(name[name.index(after: comma)...]))
        else {
          issues.note("images whose data URI is not base64 (drawn empty)", at: place)
          continue
        }
        bytes = [UInt8](data)
      } else {
        switch files.bytes(folder: asset["u"]?.string ?? "", name: name) {
        case .success(let read): bytes = read
        case .failure(let error):
          issues.note("images that cannot be read (drawn empty)", at: "\(place): \(error)")
          continue
        }
      }
      do {
        let image = try Image(data: bytes)
        pixels += image.pixelWidth * image.pixelHeight
        guard pixels <= pixelBudget else {
          issues.note("images over \(pixelBudget) pixels in all (drawn empty)", at: place)
          continue
        }
        let width = asset["w"]?.number ?? 0
        let height = asset["h"]?.number ?? 0
        let size =
          width.isFinite && height.isFinite && width > 0 && height > 0
          ? Size(width: width, height: height) : image.size
        result[id] = LottieImageAsset(image: image, size: size)
      } catch {
        issues.note("images that do not decode (drawn empty)", at: "\(place): \(error)")
      }
    }
    for reference in imageReferences where result[reference.id] == nil {
      issues.note("image layers without a usable image (drawn empty)", at: reference.place)
    }
    return result
  }
}
