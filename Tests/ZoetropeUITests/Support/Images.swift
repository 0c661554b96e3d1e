import ZoetropeGraphics

/// A solid image of a colour; `points` square at `scale`.
func solidImage(_ color: Color, points: Int = 4, scale: Double = 1) -> Image {
  let pixels = Int(Double(points) * scale)
  do {
    return try Image(pixelWidth: pixels, pixelHeight: pixels, scale: scale, filledWith: color)
  } catch {
    fatalError("valid image: \(error)")
  }
}

/// Six distinct solid images, like the faces of a die.
let faceImages: [Image] = (0..<6).map { index in
  solidImage(Color(red: Double(index) / 5, green: 0.5, blue: 1 - Double(index) / 5))
}
