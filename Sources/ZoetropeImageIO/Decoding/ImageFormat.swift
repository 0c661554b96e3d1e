/// The file formats the decoders read, recognized from their first bytes.
enum ImageFormat: Hashable, Sendable {
  case png
  case jpeg
  case webP

  /// PNG's 8-byte signature.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Recognizes the format from the magic number at the start of `bytes`.
  ///
  /// - Parameter bytes: The start of the data (at least 12 bytes for WebP).
  /// - Returns: The format.
  /// - Throws: ``ImageDecodingError`` with `.emptyData` for no bytes, or
  ///   `.unsupportedFormat` naming the format when it is one we know but do
  ///   not decode (GIF, BMP, TIFF...) and otherwise showing the first bytes.
  static func sniff(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> ImageFormat {
    guard !bytes.isEmpty else {
      throw ImageDecodingError(.emptyData, "There are no bytes to decode")
    }
    func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count
        && prefix.indices.allSatisfy { bytes[offset + $0] == prefix[$0] }
    }
    if starts(with: pngSignature) {
      return .png
    }
    if starts(with: [0xFF, 0xD8, 0xFF]) {
      return .jpeg
    }
    if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) {
      return .webP
    }
    let known: [(prefix: [UInt8], name: String)] = [
      (Array("GIF8".utf8), "GIF"),
      (Array("BM".utf8), "BMP"),
      ([0x49, 0x49, 0x2A, 0x00], "TIFF"),
      ([0x4D, 0x4D, 0x00, 0x2A], "TIFF"),
      ([0x00, 0x00, 0x01, 0x00], "ICO"),
      (Array("8BPS".utf8), "Photoshop"),
      (Array("%PDF".utf8), "PDF"),
      (Array("<svg".utf8), "SVG"),
      (Array("<?xml".utf8), "XML"),
    ]
    let hex = bytes.prefix(12).map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return byte < 16 ? "0" + digits : digits
    }.joined(separator: " ")
    let start = "The data starts with \(hex)\(bytes.count > 12 ? " …" : "")"
    if starts(with: Array("ftyp".utf8), at: 4) {
      throw ImageDecodingError(
        .unsupportedFormat, "\(start): an ISO media file (HEIC, AVIF or MP4), not PNG, JPEG or WebP"
      )
    }
    if let match = known.first(where: { starts(with: $0.prefix) }) {
      throw ImageDecodingError(
        .unsupportedFormat, "\(start): \(match.name), which is not supported (PNG, JPEG or WebP)")
    }
    throw ImageDecodingError(
      .unsupportedFormat, "\(start), which is not the signature of PNG, JPEG or WebP")
  }
}
