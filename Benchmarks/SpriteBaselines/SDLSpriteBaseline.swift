internal import CBaselineSDL2
import ZoetropeGraphics

/// A benchmark baseline: the sprite frame of the renderer's sprite
/// benchmarks drawn by SDL2's software renderer (`SDL_RenderCopy`, and
/// `SDL_RenderCopyEx` for turned sprites, nearest sampling) into a
/// surface, with no layers.
///
/// It is a peer the compositor's benchmarks are measured against. It
/// needs no video driver: the software renderer draws into an
/// `SDL_Surface`.
@MainActor
public final class SDLSpriteBaseline {
  private let surface: UnsafeMutablePointer<SDL_Surface>
  private let renderer: OpaquePointer
  private let texture: OpaquePointer
  private let spriteWidth: Int32
  private let spriteHeight: Int32

  /// Creates a baseline drawing into a frame of `size` pixels, or `nil`
  /// when SDL cannot make the surface, renderer or texture (the error is
  /// in `SDL_GetError`).
  ///
  /// - Parameters:
  ///   - size: The frame size in pixels (at least 1 × 1, at most
  ///     16,384 × 16,384).
  ///   - sprite: The sprite image, drawn at its pixel size.
  public init?(size: Size, sprite: Image) {
    let width = Int32(min(max(size.width.isFinite ? size.width : 1, 1), 16_384))
    let height = Int32(min(max(size.height.isFinite ? size.height : 1, 1), 16_384))
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest")
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      return nil
    }
    let spriteWidth = Int32(max(sprite.pixelWidth, 1))
    let spriteHeight = Int32(max(sprite.pixelHeight, 1))
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        spriteWidth, spriteHeight)
    else {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
      return nil
    }
    // SDL blends straight alpha; the image's pixels are premultiplied, so
    // unpremultiply them once, as an SDL app loading a PNG would have.
    var straight = sprite.pixels.map { pixel -> UInt32 in
      let alpha = pixel >> 24
      guard alpha > 0, alpha < 255 else { return pixel }
      func channel(_ shift: UInt32) -> UInt32 {
        min(((pixel >> shift) & 0xFF) * 255 / alpha, 255) << shift
      }
      return (alpha << 24) | channel(16) | channel(8) | channel(0)
    }
    if straight.isEmpty { straight = [0] }
    _ = straight.withUnsafeBytes { bytes in
      SDL_UpdateTexture(texture, nil, bytes.baseAddress, spriteWidth * 4)
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    self.surface = surface
    self.renderer = renderer
    self.texture = texture
    self.spriteWidth = spriteWidth
    self.spriteHeight = spriteHeight
  }

  isolated deinit {
    SDL_DestroyTexture(texture)
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  /// Draws one frame: clears it to white, then draws every sprite
  /// centred on its position (turned by its angle when given).
  ///
  /// - Parameters:
  ///   - positions: The centre of each sprite, in pixels.
  ///   - angles: The rotation of each sprite in radians, or `nil` for
  ///     none; must have as many entries as `positions` when given.
  /// - Returns: The top-left pixel of the frame, so that the work cannot
  ///   be optimised away.
  @discardableResult
  public func render(positions: [Point], angles: [Double]?) -> UInt32 {
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
    SDL_RenderClear(renderer)
    for index in positions.indices {
      let position = positions[index]
      var destination = SDL_Rect(
        x: Int32((position.x - Double(spriteWidth) / 2).rounded()),
        y: Int32((position.y - Double(spriteHeight) / 2).rounded()), w: spriteWidth,
        h: spriteHeight)
      if let angles {
        SDL_RenderCopyEx(
          renderer, texture, nil, &destination, angles[index] * 180 / .pi, nil, SDL_FLIP_NONE)
      } else {
        SDL_RenderCopy(renderer, texture, nil, &destination)
      }
    }
    SDL_RenderPresent(renderer)
    return surface.pointee.pixels.map { $0.load(as: UInt32.self) } ?? 0
  }
}
