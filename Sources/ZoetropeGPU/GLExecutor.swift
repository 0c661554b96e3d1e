import CGL
import ZoetropeGraphics
import ZoetropeRendering

/// Draws a ``FramePlan`` with OpenGL in the current context.
///
/// Bitmaps become textures, uploaded once and kept while the frames
/// draw them (a texture not drawn in a frame is deleted at its end), up
/// to ``GPURenderer/maximumTextureBytes``; groups and masks draw into
/// offscreen framebuffers, pooled by size. Blending is premultiplied
/// `OVER`, as Cairo's.
@MainActor
final class GLExecutor {
  /// Whether the context is OpenGL ES (else desktop OpenGL, core).
  let isES: Bool
  /// The context's renderer and version, for reports.
  let description: String
  /// The largest texture side used: the context's, or less for tests.
  var maximumTextureSize: Int
  /// The program variants made so far, by ``programKey(mode:flags:)``:
  /// each paint's mode and flags are constants of its program, so the
  /// shader compiler drops what the paint does not need.
  var programs: [Int: Program] = [:]
  /// The program in use, and its key.
  var current: (key: Int, program: Program)?
  /// The shaders' first lines for the context.
  let header: String
  let vertexArray: ZTGLuint
  let vertexBuffer: ZTGLuint

  /// A linked program and its uniforms' locations.
  struct Program {
    var name: ZTGLuint
    var uniforms: [String: ZTGLint]
  }

  /// A bitmap's texture.
  final class Texture {
    let name: ZTGLuint
    let owner: AnyObject
    let bytes: Int
    var frame: Int

    init(name: ZTGLuint, owner: AnyObject, bytes: Int, frame: Int) {
      self.name = name
      self.owner = owner
      self.bytes = bytes
      self.frame = frame
    }
  }

  /// An offscreen target: a texture and its framebuffer.
  struct Offscreen {
    var framebuffer: ZTGLuint
    var texture: ZTGLuint
    var width: Int
    var height: Int
  }

  var textures: [ObjectIdentifier: Texture] = [:]
  /// The textures of pieces of bitmaps over the texture size
  /// (``drawPieces(_:rect:transform:alpha:isNearest:tint:stack:)``), kept
  /// as ``textures`` are.
  var pieces: [PieceKey: Texture] = [:]
  /// The atlases of emitters' images, by their bitmaps' keys in order:
  /// kept, as textures are, while drawn.
  var atlases: [[ObjectIdentifier]: Atlas] = [:]
  /// The vertex array of particles (``drawParticles(_:)``): a quad's
  /// corners, and each instance's values.
  var particleArray: ZTGLuint = 0
  /// The buffer of a quad's four corners, 0 or 1 on each axis.
  var cornerBuffer: ZTGLuint = 0
  /// The buffer of the particles' instance values.
  var instanceBuffer: ZTGLuint = 0
  /// The instance values of the particles being drawn.
  var instances: [Float] = []
  /// A clear of the bound target not done yet (``clear(_:to:)``): its
  /// box (target pixels) and premultiplied color.
  var pendingClear: (box: PlanBox, color: (Float, Float, Float, Float))?
  /// The clears of the last frame's targets by ``clear(_:to:)`` and its
  /// background (not of new offscreens); for tests.
  var clearsInLastFrame = 0
  /// The draw calls of the last frame; for tests and reports.
  var drawCallsInLastFrame = 0
  /// The offscreens (groups, clips, masks) the last frame drew into,
  /// not counting its own target; for tests.
  var offscreensInLastFrame = 0
  /// Bytes of all kept textures.
  var textureBytes = 0 {
    didSet { peakTextureBytes = max(peakTextureBytes, textureBytes) }
  }
  /// The most bytes of textures kept at once so far.
  private(set) var peakTextureBytes = 0
  /// Offscreen targets not in use, by size.
  var freeOffscreens: [Offscreen] = []
  var frameNumber = 0
  /// Textures uploaded in the last frame; for tests and reports.
  var uploadsInLastFrame = 0
  /// The offscreens ``canvas(width:height:slot:)`` keeps, by slot.
  var kept: [Int: Offscreen] = [:]
  /// The pixels of the frame's own target the last ``draw(_:framebuffer:damage:)``
  /// drew: the scissor's area, the whole frame's, or 0 when it drew
  /// nothing; for tests of the damage.
  var pixelsDrawnInLastFrame = 0
  /// The size of the target bound now, in pixels.
  var targetSize = (width: 0, height: 0)
  /// The framebuffer pixel of the bound target's pixel (0, 0), from the
  /// top left (not (0, 0) only in a scissor clip).
  var targetOrigin = (x: 0, y: 0)
  /// The height of the bound framebuffer, in pixels.
  var framebufferHeight = 0
  /// The box of the frame's target drawn this frame, when it draws only
  /// its damage; nil for the whole frame.
  var frameScissor: PlanBox?
  /// The scissor in force now: ``frameScissor`` while the frame's own
  /// target is bound, nil in a group's offscreen (drawn whole).
  var scissor: PlanBox?
  /// Nesting depth of the groups being skipped (outside the damage).
  var skippedDepth = 0
  /// The vertices of paints not drawn yet, all of ``batchTexture``.
  var batch: [Float] = []
  /// The texture bound for the batch (fills draw with any).
  var batchTexture: ZTGLuint?
  /// Whether the batch's texture samples by nearest texel.
  var batchIsNearest = false
  /// The continuous corner's distance field on texture unit 1, once a
  /// frame has drawn such a corner (``bindCornerField()``).
  var cornerField: ZTGLuint?

  /// Compiles the program for the current context, whose entry points
  /// `loader` finds.
  init(loader: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?) throws(GPUError)
  {
    if let missing = zt_gl_load(loader) {
      throw GPUError("the OpenGL entry point \(String(cString: missing)) is missing")
    }
    func string(_ name: Int) -> String {
      zt_glGetString(ZTGLenum(name)).map { String(cString: $0) } ?? "?"
    }
    let version = string(ZT_GL_VERSION)
    isES = version.hasPrefix("OpenGL ES")
    description = "\(string(ZT_GL_RENDERER)), \(version)"
    guard GLExecutor.isSupported(version: version, isES: isES) else {
      throw GPUError("OpenGL \(version) is older than 3.3 (or ES 3.0)")
    }
    var size: ZTGLint = 0
    zt_glGetIntegerv(ZTGLenum(ZT_GL_MAX_TEXTURE_SIZE), &size)
    maximumTextureSize = Int(size)
    header = GLShaders.header(isES: isES)
    var array: ZTGLuint = 0
    zt_glGenVertexArrays(1, &array)
    vertexArray = array
    var buffer: ZTGLuint = 0
    zt_glGenBuffers(1, &buffer)
    vertexBuffer = buffer
    zt_glBindVertexArray(vertexArray)
    zt_glBindBuffer(ZTGLenum(ZT_GL_ARRAY_BUFFER), vertexBuffer)
    // Each vertex: its position (mapped by `toTarget`), its texel, its
    // point in the paint's own coordinates, and the paint's color, rect
    // and shape (see `GLShaders.fragment`).
    let stride = ZTGLsizei(GLExecutor.floatsPerVertex * MemoryLayout<Float>.size)
    for (index, (offset, count)) in [(0, 2), (2, 2), (4, 2), (6, 4), (10, 4), (14, 4)].enumerated()
    {
      zt_glVertexAttribPointer(
        ZTGLuint(index), ZTGLint(count), ZTGLenum(ZT_GL_FLOAT), 0, stride,
        UnsafeRawPointer(bitPattern: offset * 4))
      zt_glEnableVertexAttribArray(ZTGLuint(index))
    }
    // The program of a bitmap on whole pixels (a label, an image, a
    // sprite), made now so that a driver that rejects the shaders fails
    // here rather than in a frame: one almost every first frame draws
    // (linking one it does not, a plane's, cost llvmpipe 10 to 20 ms of
    // the first frame).
    _ = try program(key: GLExecutor.programKey(mode: 1, flags: 15))
    if let error = GLExecutor.error() {
      throw GPUError("OpenGL failed to set up: \(error)")
    }
  }

  /// Deletes the textures, offscreens and program; the context must be
  /// current.
  func release() {
    for texture in textures.values {
      var name = texture.name
      zt_glDeleteTextures(1, &name)
    }
    textures = [:]
    for texture in pieces.values {
      var name = texture.name
      zt_glDeleteTextures(1, &name)
    }
    pieces = [:]
    textureBytes = 0
    for offscreen in freeOffscreens {
      delete(offscreen)
    }
    for canvas in kept.values { delete(canvas) }
    kept = [:]
    freeOffscreens = []
    releaseParticles()
    if var field = cornerField {
      zt_glDeleteTextures(1, &field)
      cornerField = nil
    }
    var buffer = vertexBuffer
    zt_glDeleteBuffers(1, &buffer)
    var array = vertexArray
    zt_glDeleteVertexArrays(1, &array)
    for program in programs.values {
      zt_glDeleteProgram(program.name)
    }
    programs = [:]
    current = nil
  }

  /// Whether a `GL_VERSION` string is at least OpenGL 3.3 or ES 3.0.
  static func isSupported(version: String, isES: Bool) -> Bool {
    let numbers = version.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
    let parts = numbers.split(separator: ".").compactMap { Int($0) }
    guard let major = parts.first else { return false }
    let minor = parts.count > 1 ? parts[1] : 0
    return isES ? major >= 3 : (major, minor) >= (3, 3)
  }

  /// A NUL-terminated log as text.
  static func text(_ log: [CChar]) -> String {
    String(decoding: log.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The pending OpenGL error, if any, by name.
  static func error() -> String? {
    let code = zt_glGetError()
    guard code != ZTGLenum(ZT_GL_NO_ERROR) else { return nil }
    if code == ZTGLenum(ZT_GL_OUT_OF_MEMORY) { return "out of memory" }
    return "error 0x" + String(code, radix: 16)
  }

}
