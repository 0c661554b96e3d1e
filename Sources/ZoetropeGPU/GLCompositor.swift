import CGL
import ZoetropeGraphics
import ZoetropeRendering

/// Draws a ``Composition`` with OpenGL in the current context.
///
/// Bitmaps become textures, uploaded once and kept while the frames
/// draw them (a texture not drawn in a frame is deleted at its end), up
/// to ``GPURenderer/maximumTextureBytes``; groups and masks draw into
/// offscreen framebuffers, pooled by size. Blending is premultiplied
/// `OVER`, as Cairo's.
@MainActor
final class GLCompositor {
  /// Whether the context is OpenGL ES (else desktop OpenGL, core).
  let isES: Bool
  /// The context's renderer and version, for reports.
  let description: String
  /// The largest texture side used: the context's, or less for tests.
  var maximumTextureSize: Int
  /// The program variants made so far, by ``programKey(mode:flags:)``:
  /// each paint's mode and flags are constants of its program, so the
  /// shader compiler drops what the paint does not need.
  private var programs: [Int: Program] = [:]
  /// The program in use, and its key.
  private var current: (key: Int, program: Program)?
  /// The shaders' first lines for the context.
  private let header: String
  private let vertexArray: ZTGLuint
  private let vertexBuffer: ZTGLuint

  /// A linked program and its uniforms' locations.
  private struct Program {
    var name: ZTGLuint
    var uniforms: [String: ZTGLint]
  }

  /// A bitmap's texture.
  private final class Texture {
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
  private struct Offscreen {
    var framebuffer: ZTGLuint
    var texture: ZTGLuint
    var width: Int
    var height: Int
  }

  private var textures: [ObjectIdentifier: Texture] = [:]
  /// Bytes of all kept textures.
  private(set) var textureBytes = 0 {
    didSet { peakTextureBytes = max(peakTextureBytes, textureBytes) }
  }
  /// The most bytes of textures kept at once so far.
  private(set) var peakTextureBytes = 0
  /// Offscreen targets not in use, by size.
  private var freeOffscreens: [Offscreen] = []
  private var frameNumber = 0
  /// Textures uploaded in the last frame; for tests and reports.
  private(set) var uploadsInLastFrame = 0

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
    guard GLCompositor.isSupported(version: version, isES: isES) else {
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
    let stride = ZTGLsizei(GLCompositor.floatsPerVertex * MemoryLayout<Float>.size)
    for (index, (offset, count)) in [(0, 2), (2, 2), (4, 2), (6, 4), (10, 4), (14, 4)].enumerated()
    {
      zt_glVertexAttribPointer(
        ZTGLuint(index), ZTGLint(count), ZTGLenum(ZT_GL_FLOAT), 0, stride,
        UnsafeRawPointer(bitPattern: offset * 4))
      zt_glEnableVertexAttribArray(ZTGLuint(index))
    }
    // The plain bitmap's program, made now so that a driver that rejects
    // the shaders fails here rather than in a frame.
    _ = try program(key: GLCompositor.programKey(mode: 1, flags: 8))
    if let error = GLCompositor.error() {
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
    textureBytes = 0
    for offscreen in freeOffscreens {
      delete(offscreen)
    }
    if let kept { delete(kept) }
    kept = nil
    freeOffscreens = []
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

  private static func compile(_ source: String, type: Int) throws(GPUError) -> ZTGLuint {
    let shader = zt_glCreateShader(ZTGLenum(type))
    source.withCString { text in
      var pointer: UnsafePointer<CChar>? = text
      zt_glShaderSource(shader, 1, &pointer, nil)
    }
    zt_glCompileShader(shader)
    var status: ZTGLint = 0
    zt_glGetShaderiv(shader, ZTGLenum(ZT_GL_COMPILE_STATUS), &status)
    guard status != 0 else {
      var log = [CChar](repeating: 0, count: 2048)
      zt_glGetShaderInfoLog(shader, 2048, nil, &log)
      zt_glDeleteShader(shader)
      throw GPUError("a shader did not compile: \(GLCompositor.text(log))")
    }
    return shader
  }

  private static func link(vertex: String, fragment: String) throws(GPUError) -> ZTGLuint {
    let vertexShader = try compile(vertex, type: ZT_GL_VERTEX_SHADER)
    let fragmentShader = try compile(fragment, type: ZT_GL_FRAGMENT_SHADER)
    let program = zt_glCreateProgram()
    zt_glAttachShader(program, vertexShader)
    zt_glAttachShader(program, fragmentShader)
    for (index, name) in ["position", "texel", "point", "paintColor", "paintRect", "paintShape"]
      .enumerated()
    {
      zt_glBindAttribLocation(program, ZTGLuint(index), name)
    }
    zt_glLinkProgram(program)
    zt_glDeleteShader(vertexShader)
    zt_glDeleteShader(fragmentShader)
    var status: ZTGLint = 0
    zt_glGetProgramiv(program, ZTGLenum(ZT_GL_LINK_STATUS), &status)
    guard status != 0 else {
      var log = [CChar](repeating: 0, count: 2048)
      zt_glGetProgramInfoLog(program, 2048, nil, &log)
      zt_glDeleteProgram(program)
      throw GPUError("the shaders did not link: \(GLCompositor.text(log))")
    }
    return program
  }

  // MARK: - Drawing

  /// A target being drawn into: the frame's framebuffer or a group's.
  private struct Target {
    var offscreen: Offscreen?
    var framebuffer: ZTGLuint
    var box: CompositionBox
  }

  /// Draws a composition into `framebuffer` (0 for the window), which is
  /// `composition.width × composition.height` pixels.
  ///
  /// With `damage`, only those boxes of the framebuffer are drawn (their
  /// bounding box, in a scissor, unless it covers over 3/4 of the frame):
  /// the framebuffer must hold the previous frame, and the boxes every
  /// pixel that differs from it. Paints and groups wholly outside are
  /// skipped; the pixels inside are those a whole frame gives. An empty
  /// list draws nothing.
  func draw(
    _ composition: Composition, framebuffer: ZTGLuint = 0, damage: [CompositionBox]? = nil
  ) throws(GPUError) {
    frameScissor = nil
    if let damage {
      var minX = composition.width
      var minY = composition.height
      var maxX = 0
      var maxY = 0
      for box in damage {
        minX = min(minX, max(box.x, 0))
        minY = min(minY, max(box.y, 0))
        maxX = max(maxX, min(box.x + box.width, composition.width))
        maxY = max(maxY, min(box.y + box.height, composition.height))
      }
      guard maxX > minX, maxY > minY else { return }
      // Damage over 3/4 of the frame: drawn whole, which gives the same
      // pixels, and lets the driver clear the frame at once (Mesa clears
      // a scissored box with a quad, which cost llvmpipe ~10 % more CPU
      // a frame for 1,000 sprites moving all over the window).
      if (maxX - minX) * (maxY - minY) * 4 < composition.width * composition.height * 3 {
        frameScissor = CompositionBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      }
    }
    defer {
      frameScissor = nil
      scissor = nil
      zt_glDisable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    }
    frameNumber += 1
    uploadsInLastFrame = 0
    current = nil
    zt_glBindVertexArray(vertexArray)
    zt_glBindBuffer(ZTGLenum(ZT_GL_ARRAY_BUFFER), vertexBuffer)
    zt_glDisable(ZTGLenum(ZT_GL_DEPTH_TEST))
    zt_glDisable(ZTGLenum(ZT_GL_CULL_FACE))
    zt_glDisable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    zt_glEnable(ZTGLenum(ZT_GL_BLEND))
    zt_glBlendFunc(ZTGLenum(ZT_GL_ONE), ZTGLenum(ZT_GL_ONE_MINUS_SRC_ALPHA))
    zt_glActiveTexture(ZTGLenum(ZT_GL_TEXTURE0))
    batch.removeAll(keepingCapacity: true)
    batchTexture = nil
    var stack = [
      Target(
        offscreen: nil, framebuffer: framebuffer,
        box: CompositionBox(x: 0, y: 0, width: composition.width, height: composition.height))
    ]
    bind(stack[0])
    skippedDepth = 0
    let background = composition.background.premultiplied
    zt_glClearColor(
      Float(background.red), Float(background.green), Float(background.blue),
      Float(background.alpha))
    zt_glClear(ZTGLbitfield(ZT_GL_COLOR_BUFFER_BIT))
    defer {
      // A failed frame leaves no offscreen in use.
      for target in stack {
        if let offscreen = target.offscreen { freeOffscreens.append(offscreen) }
      }
    }
    for command in composition.commands {
      // A group wholly outside the damage is skipped with what it holds.
      if skippedDepth > 0 {
        switch command {
        case .beginGroup: skippedDepth += 1
        case .endGroup: skippedDepth -= 1
        // Its textures stay: the frame still shows them.
        case .bitmap(let bitmap, _, _, _, _), .projected(let bitmap, _, _):
          textures[bitmap.key]?.frame = frameNumber
        default: break
        }
        continue
      }
      if case .beginGroup(let box) = command, stack.count == 1, let scissor = frameScissor,
        !GLCompositor.overlaps(box, scissor)
      {
        skippedDepth = 1
        continue
      }
      switch command {
      case .fill(let rect, let radius, let border, let color, let transform):
        try drawFill(
          rect: rect, radius: radius, border: border, color: color, transform: transform)
      case .bitmap(let bitmap, let rect, let transform, let alpha, let isNearest):
        try drawBitmap(
          bitmap, rect: rect, transform: transform, alpha: alpha, isNearest: isNearest)
      case .projected(let bitmap, let toTarget, let alpha):
        try drawProjected(bitmap, toTarget: toTarget, alpha: alpha)
      case .beginGroup(let box):
        let target = try offscreenTarget(box: box)
        stack.append(target)
        bind(target)
      case .beginMask:
        guard let group = stack.last else { break }
        let target = try offscreenTarget(box: group.box)
        stack.append(target)
        bind(target)
      case .endMask:
        guard stack.count > 2, let mask = stack.popLast() else { break }
        bind(stack[stack.count - 1])
        // DEST_IN: the group times the mask's alpha.
        flush()
        zt_glBlendFunc(ZTGLenum(ZT_GL_ZERO), ZTGLenum(ZT_GL_SRC_ALPHA))
        try composite(
          mask, at: CompositionBox(x: 0, y: 0, width: mask.box.width, height: mask.box.height),
          alpha: 1, tint: nil, clip: nil)
        flush()
        zt_glBlendFunc(ZTGLenum(ZT_GL_ONE), ZTGLenum(ZT_GL_ONE_MINUS_SRC_ALPHA))
        if let offscreen = mask.offscreen { freeOffscreens.append(offscreen) }
      case .endGroup(let alpha, let clip, let tint):
        guard stack.count > 1, let group = stack.popLast() else { break }
        bind(stack[stack.count - 1])
        try composite(group, at: group.box, alpha: alpha, tint: tint, clip: clip)
        if let offscreen = group.offscreen { freeOffscreens.append(offscreen) }
      }
    }
    flush()
    evictUnusedTextures()
    if let error = GLCompositor.error() {
      throw GPUError("OpenGL failed to draw a frame: \(error)")
    }
  }

  /// Draws a composition into an offscreen of its size and reads it
  /// back, top row first, as premultiplied ARGB32.
  ///
  /// With `readsBack` false it returns no pixels and waits for OpenGL to
  /// finish the frame instead (for timing).
  func drawOffscreen(_ composition: Composition, readsBack: Bool = true) throws(GPUError)
    -> [UInt32]
  {
    let target = try offscreenTarget(
      box: CompositionBox(x: 0, y: 0, width: composition.width, height: composition.height))
    defer { if let offscreen = target.offscreen { freeOffscreens.append(offscreen) } }
    try draw(composition, framebuffer: target.framebuffer)
    guard readsBack else {
      zt_glFinish()
      return []
    }
    return readPixels(
      framebuffer: target.framebuffer, width: composition.width, height: composition.height)
  }

  /// The offscreen ``canvas(width:height:)`` keeps.
  private var kept: Offscreen?

  /// An offscreen kept from one call to the next while its size stays,
  /// and whether it was made now (its pixels undefined).
  func canvas(width: Int, height: Int) throws(GPUError) -> (framebuffer: ZTGLuint, isNew: Bool) {
    if let kept, kept.width == width, kept.height == height {
      return (kept.framebuffer, false)
    }
    if let kept { delete(kept) }
    kept = nil
    let target = try offscreenTarget(
      box: CompositionBox(x: 0, y: 0, width: width, height: height))
    kept = target.offscreen
    return (target.framebuffer, true)
  }

  /// The size of the target bound now, in pixels.
  private var targetSize = (width: 0, height: 0)
  /// The box of the frame's target drawn this frame, when it draws only
  /// its damage; nil for the whole frame.
  private var frameScissor: CompositionBox?
  /// The scissor in force now: ``frameScissor`` while the frame's own
  /// target is bound, nil in a group's offscreen (drawn whole).
  private var scissor: CompositionBox?
  /// Nesting depth of the groups being skipped (outside the damage).
  private var skippedDepth = 0

  private func bind(_ target: Target) {
    flush()
    targetSize = (target.box.width, target.box.height)
    zt_glBindFramebuffer(ZTGLenum(ZT_GL_FRAMEBUFFER), target.framebuffer)
    zt_glViewport(0, 0, ZTGLsizei(target.box.width), ZTGLsizei(target.box.height))
    if current != nil {
      set("targetSize", Float(target.box.width), Float(target.box.height))
    }
    scissor = target.offscreen == nil ? frameScissor : nil
    applyScissor()
  }

  /// Sets OpenGL's scissor to ``scissor`` (rows run bottom up), or turns
  /// it off.
  private func applyScissor() {
    guard let box = scissor else {
      zt_glDisable(ZTGLenum(ZT_GL_SCISSOR_TEST))
      return
    }
    zt_glEnable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    zt_glScissor(
      ZTGLint(box.x), ZTGLint(targetSize.height - box.y - box.height), ZTGLsizei(box.width),
      ZTGLsizei(box.height))
  }

  /// Whether two boxes share a pixel.
  static func overlaps(_ a: CompositionBox, _ b: CompositionBox) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  /// A cleared offscreen of a box's size, from the pool or new.
  private func offscreenTarget(box: CompositionBox) throws(GPUError) -> Target {
    flush()
    // A new offscreen's texture is bound to be made.
    batchTexture = nil
    let width = max(box.width, 1)
    let height = max(box.height, 1)
    guard width <= maximumTextureSize, height <= maximumTextureSize else {
      throw GPUError("a group of \(width)×\(height) pixels is over the driver's texture size")
    }
    var offscreen: Offscreen
    if let index = freeOffscreens.firstIndex(where: { $0.width == width && $0.height == height }) {
      offscreen = freeOffscreens.remove(at: index)
    } else {
      var texture: ZTGLuint = 0
      zt_glGenTextures(1, &texture)
      zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), texture)
      zt_glTexImage2D(
        ZTGLenum(ZT_GL_TEXTURE_2D), 0, ZTGLint(ZT_GL_RGBA8), ZTGLsizei(width), ZTGLsizei(height),
        0, ZTGLenum(ZT_GL_RGBA), ZTGLenum(ZT_GL_UNSIGNED_BYTE), nil)
      setFilter(nearest: true)
      var framebuffer: ZTGLuint = 0
      zt_glGenFramebuffers(1, &framebuffer)
      zt_glBindFramebuffer(ZTGLenum(ZT_GL_FRAMEBUFFER), framebuffer)
      zt_glFramebufferTexture2D(
        ZTGLenum(ZT_GL_FRAMEBUFFER), ZTGLenum(ZT_GL_COLOR_ATTACHMENT0), ZTGLenum(ZT_GL_TEXTURE_2D),
        texture, 0)
      offscreen = Offscreen(
        framebuffer: framebuffer, texture: texture, width: width, height: height)
      let status = zt_glCheckFramebufferStatus(ZTGLenum(ZT_GL_FRAMEBUFFER))
      guard status == ZTGLenum(ZT_GL_FRAMEBUFFER_COMPLETE) else {
        let error = GLCompositor.error().map { ", \($0)" } ?? ""
        delete(offscreen)
        throw GPUError(
          "the driver refused an offscreen of \(width)×\(height) pixels (status 0x"
            + String(status, radix: 16) + error + ")")
      }
    }
    zt_glBindFramebuffer(ZTGLenum(ZT_GL_FRAMEBUFFER), offscreen.framebuffer)
    zt_glDisable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    zt_glClearColor(0, 0, 0, 0)
    zt_glClear(ZTGLbitfield(ZT_GL_COLOR_BUFFER_BIT))
    return Target(
      offscreen: offscreen, framebuffer: offscreen.framebuffer,
      box: CompositionBox(x: box.x, y: box.y, width: width, height: height))
  }

  private func delete(_ offscreen: Offscreen) {
    var framebuffer = offscreen.framebuffer
    zt_glDeleteFramebuffers(1, &framebuffer)
    var texture = offscreen.texture
    zt_glDeleteTextures(1, &texture)
  }

  /// Draws a group's (or mask's) pixels one to one into `box` of the bound
  /// target.
  private func composite(
    _ group: Target, at box: CompositionBox, alpha: Double, tint: Color?, clip: CompositionClip?
  ) throws(GPUError) {
    guard let offscreen = group.offscreen else { return }
    let flags = clip.map { GLCompositor.isAxisAligned($0.transform) ? 4 : 0 } ?? 0
    try use(GLCompositor.programKey(mode: 2, flags: flags))
    flush()
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), offscreen.texture)
    batchTexture = offscreen.texture
    batchIsNearest = true
    let tintColor = tint ?? .white
    func unit(_ value: Double) -> Float { Float(value.isNaN ? 0 : min(max(value, 0), 1)) }
    if let clip {
      setInt("clips", 1)
      setMatrix("toClip", clip.transform.inverted())
      set(
        "clipRect", Float(clip.rect.minX), Float(clip.rect.minY), Float(clip.rect.width),
        Float(clip.rect.height))
      set("clipRadius", Float(clip.radius.isFinite ? max(clip.radius, 0) : 0))
    } else {
      setInt("clips", 0)
    }
    // Target pixels; the offscreen's rows run bottom up.
    let x0 = Double(box.x)
    let y0 = Double(box.y)
    let width = Double(group.box.width)
    let height = Double(group.box.height)
    appendQuad(
      GLCompositor.corners(of: Rect(x: x0, y: y0, width: width, height: height)).map { x, y in
        (x, y, x - x0, height - (y - y0), x, y)
      },
      color: (unit(tintColor.red), unit(tintColor.green), unit(tintColor.blue), unit(alpha)),
      rect: (0, 0, 0, 0), shape: (0, 0, 2, Float(flags)))
    flush()
  }

  private func drawFill(
    rect: Rect, radius: Double, border: Double?, color: Color.Premultiplied, transform: Transform
  ) throws(GPUError) {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0 else { return }
    if border == nil, radius <= 0 || !radius.isFinite, color.alpha >= 1,
      let box = GLCompositor.wholePixels(of: rect, transform: transform)
    {
      clear(box, to: color)
      return
    }
    let flags = GLCompositor.isAxisAligned(transform) ? 4 : 0
    try use(GLCompositor.programKey(mode: 0, flags: flags))
    // One pixel of margin for the antialiased edge, in bounds units.
    let margin = GLCompositor.pixelInLocal(transform)
    affineQuad(
      rect.insetBy(dx: -margin, dy: -margin), transform: transform, texels: nil,
      color: (Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha)),
      rect: rect,
      shape: (
        Float(radius.isFinite ? max(radius, 0) : 0), Float(border ?? 0), 0, Float(flags)
      ))
  }

  private func drawBitmap(
    _ bitmap: CompositionBitmap, rect: Rect, transform: Transform, alpha: Double, isNearest: Bool
  ) throws(GPUError) {
    guard rect.width > 0, rect.height > 0, bitmap.width > 0, bitmap.height > 0 else { return }
    // Cairo pads a bitmap on the axes and leaves a turned one
    // transparent outside (see `cairoPaint`).
    let pads = abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9
    let flags =
      (isNearest ? 1 : 0) + (pads ? 2 : 0) + (GLCompositor.isAxisAligned(transform) ? 4 : 0) + 8
    try use(GLCompositor.programKey(mode: 1, flags: flags))
    try useTexture(for: bitmap, nearest: isNearest)
    let a = Float(alpha.isNaN ? 0 : min(max(alpha, 0), 1))
    let margin = GLCompositor.pixelInLocal(transform)
    affineQuad(
      rect.insetBy(dx: -margin, dy: -margin), transform: transform,
      texels: (rect, Double(bitmap.width) / rect.width, Double(bitmap.height) / rect.height),
      color: (a, a, a, a), rect: rect, shape: (0, 0, 1, Float(flags)))
  }

  private func drawProjected(_ bitmap: CompositionBitmap, toTarget: [Double], alpha: Double)
    throws(GPUError)
  {
    guard toTarget.count == 9, bitmap.width > 0, bitmap.height > 0 else { return }
    try use(GLCompositor.programKey(mode: 1, flags: 8))
    try useTexture(for: bitmap, nearest: false)
    flush()
    let a = Float(alpha.isNaN ? 0 : min(max(alpha, 0), 1))
    // The plane's own pixels, with a texel of margin for the edge; its
    // rectangle clip is the plane, whose edge the filter fades. Plane
    // pixels are the position (mapped by the homography), the texel and
    // the paint's own point at once.
    let width = Double(bitmap.width)
    let height = Double(bitmap.height)
    let outer = Rect(x: -1, y: -1, width: width + 2, height: height + 2)
    if let location = current?.program.uniforms["toTarget"] {
      zt_glUniformMatrix3fv(location, 1, 0, toTarget.map { Float($0) })
    }
    appendQuad(
      GLCompositor.corners(of: outer).map { x, y in (x, y, x, y, x, y) },
      color: (a, a, a, a), rect: (-1, -1, Float(width + 2), Float(height + 2)),
      shape: (0, 0, 1, 8), culls: false)
    flush()
    setMatrix("toTarget", .identity)
  }

  /// Adds the part of `outer` (a paint's own coordinates) that lands on
  /// the bound target, mapped there by an affine map, to the batch: the
  /// vertices are mapped in doubles and sent in target pixels, so a huge
  /// or far map sends only the few pixels it covers, and a singular or
  /// non-finite one draws nothing.
  private func affineQuad(
    _ outer: Rect, transform t: Transform, texels: (rect: Rect, scaleX: Double, scaleY: Double)?,
    color: (Float, Float, Float, Float), rect: Rect, shape: (Float, Float, Float, Float)
  ) {
    let determinant = t.a * t.d - t.b * t.c
    guard determinant.isFinite, abs(determinant) > 1e-300, outer.width > 0, outer.height > 0
    else { return }
    let inverse = Transform(
      a: t.d / determinant, b: -t.b / determinant, c: -t.c / determinant, d: t.a / determinant,
      tx: (t.c * t.ty - t.d * t.tx) / determinant, ty: (t.b * t.tx - t.a * t.ty) / determinant)
    let target = Rect(
      x: -2, y: -2, width: Double(targetSize.width) + 4, height: Double(targetSize.height) + 4)
    let visible = outer.intersection(target.applying(inverse))
    guard !visible.isNull, visible.width > 0, visible.height > 0, visible.minX.isFinite,
      visible.minY.isFinite, visible.maxX.isFinite, visible.maxY.isFinite
    else { return }
    appendQuad(
      GLCompositor.corners(of: visible).map { x, y in
        (
          t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty,
          texels.map { (x - $0.rect.minX) * $0.scaleX } ?? 0,
          texels.map { (y - $0.rect.minY) * $0.scaleY } ?? 0, x, y
        )
      },
      color: color,
      rect: (Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height)),
      shape: shape)
  }

  // MARK: - Programs

  /// The key of the program for a paint's mode and flags.
  static func programKey(mode: Int, flags: Int) -> Int { mode * 16 + flags }

  /// The program for a key, linked now if it is new.
  private func program(key: Int) throws(GPUError) -> Program {
    if let program = programs[key] { return program }
    let defines = "#define MODE \(key / 16)\n#define FLAGS \(key % 16)\n"
    let name = try GLCompositor.link(
      vertex: header + GLShaders.vertex, fragment: header + defines + GLShaders.fragment)
    var uniforms: [String: ZTGLint] = [:]
    for uniform in [
      "toTarget", "targetSize", "bitmap", "clips", "toClip", "clipRect", "clipRadius",
    ] {
      uniforms[uniform] = zt_glGetUniformLocation(name, uniform)
    }
    let program = Program(name: name, uniforms: uniforms)
    programs[key] = program
    return program
  }

  /// Uses the program for a key (drawing the batch first if it changes),
  /// with the bound target's size, the identity map and texture unit 0.
  private func use(_ key: Int) throws(GPUError) {
    guard current?.key != key else { return }
    let program = try program(key: key)
    flush()
    zt_glUseProgram(program.name)
    current = (key, program)
    setInt("bitmap", 0)
    set("targetSize", Float(targetSize.width), Float(targetSize.height))
    setMatrix("toTarget", .identity)
  }

  // MARK: - Batches

  /// Floats per vertex: position, texel, point, color, rect, shape.
  static let floatsPerVertex = 18

  /// The vertices of paints not drawn yet, all of ``batchTexture``.
  private var batch: [Float] = []
  /// The texture bound for the batch (fills draw with any).
  private var batchTexture: ZTGLuint?
  /// Whether the batch's texture samples by nearest texel.
  private var batchIsNearest = false

  /// Adds a quad (four corners in strip order: position, texel and point)
  /// to the batch as two triangles; with `culls`, its positions are target
  /// pixels, and a quad wholly outside the scissor is dropped.
  private func appendQuad(
    _ corners: [(Double, Double, Double, Double, Double, Double)],
    color: (Float, Float, Float, Float), rect: (Float, Float, Float, Float),
    shape: (Float, Float, Float, Float), culls: Bool = true
  ) {
    guard corners.count == 4 else { return }
    if culls, let scissor {
      // Wholly outside the damage: nothing to draw (the quad is not
      // clipped, so the pixels inside stay those of a whole frame).
      var minX = Double.infinity
      var minY = Double.infinity
      var maxX = -Double.infinity
      var maxY = -Double.infinity
      for corner in corners {
        minX = min(minX, corner.0)
        minY = min(minY, corner.1)
        maxX = max(maxX, corner.0)
        maxY = max(maxY, corner.1)
      }
      guard maxX > Double(scissor.x), minX < Double(scissor.x + scissor.width),
        maxY > Double(scissor.y), minY < Double(scissor.y + scissor.height)
      else { return }
    }
    for index in [0, 1, 2, 2, 1, 3] {
      let c = corners[index]
      batch.append(contentsOf: [
        Float(c.0), Float(c.1), Float(c.2), Float(c.3), Float(c.4), Float(c.5),
        color.0, color.1, color.2, color.3, rect.0, rect.1, rect.2, rect.3,
        shape.0, shape.1, shape.2, shape.3,
      ])
    }
  }

  /// Draws the batch in one call.
  private func flush() {
    guard !batch.isEmpty else { return }
    batch.withUnsafeBytes { bytes in
      zt_glBufferData(
        ZTGLenum(ZT_GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, ZTGLenum(ZT_GL_STREAM_DRAW))
    }
    zt_glDrawArrays(
      ZTGLenum(ZT_GL_TRIANGLES), 0, ZTGLsizei(batch.count / GLCompositor.floatsPerVertex))
    batch.removeAll(keepingCapacity: true)
  }

  /// Makes a bitmap's texture (uploaded first if it has none) the batch's,
  /// drawing the batch first if it had another or another filter.
  private func useTexture(for bitmap: CompositionBitmap, nearest: Bool) throws(GPUError) {
    let name = try texture(for: bitmap)
    guard batchTexture != name || batchIsNearest != nearest else { return }
    flush()
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), name)
    setFilter(nearest: nearest)
    batchTexture = name
    batchIsNearest = nearest
  }

  /// The four corners of a rectangle in triangle-strip order.
  static func corners(of rect: Rect) -> [(Double, Double)] {
    [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ]
  }

  /// The whole target pixels a rectangle covers exactly under a map that
  /// only scales and moves it, if its edges land on pixel edges.
  static func wholePixels(of rect: Rect, transform t: Transform) -> CompositionBox? {
    guard abs(t.b) < 1e-12, abs(t.c) < 1e-12 else { return nil }
    let xs = [t.a * rect.minX + t.tx, t.a * rect.maxX + t.tx]
    let ys = [t.d * rect.minY + t.ty, t.d * rect.maxY + t.ty]
    let values = xs + ys
    guard values.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-9 && abs($0) < 1e7 })
    else { return nil }
    let minX = Int(min(xs[0], xs[1]).rounded())
    let maxX = Int(max(xs[0], xs[1]).rounded())
    let minY = Int(min(ys[0], ys[1]).rounded())
    let maxY = Int(max(ys[0], ys[1]).rounded())
    guard maxX > minX, maxY > minY else { return nil }
    return CompositionBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Fills whole pixels of the bound target with an opaque color, by a
  /// clear inside a scissor box: what a fill shader would write there,
  /// without shading every pixel (the root's background, most often).
  private func clear(_ box: CompositionBox, to color: Color.Premultiplied) {
    var minX = max(box.x, 0)
    var minY = max(box.y, 0)
    var maxX = min(box.x + box.width, targetSize.width)
    var maxY = min(box.y + box.height, targetSize.height)
    if let scissor {
      minX = max(minX, scissor.x)
      minY = max(minY, scissor.y)
      maxX = min(maxX, scissor.x + scissor.width)
      maxY = min(maxY, scissor.y + scissor.height)
    }
    guard maxX > minX, maxY > minY else { return }
    flush()
    zt_glEnable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    // Rows run bottom up in the framebuffer.
    zt_glScissor(
      ZTGLint(minX), ZTGLint(targetSize.height - maxY), ZTGLsizei(maxX - minX),
      ZTGLsizei(maxY - minY))
    zt_glClearColor(Float(color.red), Float(color.green), Float(color.blue), 1)
    zt_glClear(ZTGLbitfield(ZT_GL_COLOR_BUFFER_BIT))
    applyScissor()
  }

  /// Whether a map keeps rows and columns on the axes (a scale and a move,
  /// or a quarter turn): then edges are covered by area.
  static func isAxisAligned(_ t: Transform) -> Bool {
    (abs(t.b) < 1e-9 && abs(t.c) < 1e-9) || (abs(t.a) < 1e-9 && abs(t.d) < 1e-9)
  }

  /// One target pixel measured in a map's source units (the larger of
  /// the two directions), for an edge's margin.
  static func pixelInLocal(_ transform: Transform) -> Double {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
    let smaller = min(scaleX, scaleY)
    guard smaller.isFinite, smaller > 1e-9 else { return 1 }
    return 1 / smaller
  }

  // MARK: - Textures

  /// A bitmap's texture, uploaded first if it has none (which binds it
  /// and draws the batch).
  private func texture(for bitmap: CompositionBitmap) throws(GPUError) -> ZTGLuint {
    if let texture = textures[bitmap.key] {
      texture.frame = frameNumber
      return texture.name
    }
    flush()
    batchTexture = nil
    guard bitmap.width <= maximumTextureSize, bitmap.height <= maximumTextureSize else {
      throw GPUError(
        "a bitmap of \(bitmap.width)×\(bitmap.height) pixels is over the driver's texture size "
          + "\(maximumTextureSize)")
    }
    let bytes = bitmap.width * bitmap.height * 4
    if textureBytes + bytes > GPURenderer.maximumTextureBytes {
      evictUnusedTextures(keepingFrame: true)
      guard textureBytes + bytes <= GPURenderer.maximumTextureBytes else {
        throw GPUError(
          "the frame needs more than \(GPURenderer.maximumTextureBytes / 1_048_576) MiB of textures"
        )
      }
    }
    var name: ZTGLuint = 0
    zt_glGenTextures(1, &name)
    zt_glBindTexture(ZTGLenum(ZT_GL_TEXTURE_2D), name)
    bitmap.withPixels { pixels, bytesPerRow in
      zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ALIGNMENT), 4)
      zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ROW_LENGTH), ZTGLint(bytesPerRow / 4))
      zt_glTexImage2D(
        ZTGLenum(ZT_GL_TEXTURE_2D), 0, ZTGLint(ZT_GL_RGBA8), ZTGLsizei(bitmap.width),
        ZTGLsizei(bitmap.height), 0, ZTGLenum(ZT_GL_RGBA), ZTGLenum(ZT_GL_UNSIGNED_BYTE), pixels)
      zt_glPixelStorei(ZTGLenum(ZT_GL_UNPACK_ROW_LENGTH), 0)
    }
    if let error = GLCompositor.error() {
      zt_glDeleteTextures(1, &name)
      throw GPUError(
        "the driver refused a texture of \(bitmap.width)×\(bitmap.height) pixels: \(error)")
    }
    textures[bitmap.key] = Texture(
      name: name, owner: bitmap.owner, bytes: bytes, frame: frameNumber)
    textureBytes += bytes
    uploadsInLastFrame += 1
    return name
  }

  private func setFilter(nearest: Bool) {
    let filter = ZTGLint(nearest ? ZT_GL_NEAREST : ZT_GL_LINEAR)
    let target = ZTGLenum(ZT_GL_TEXTURE_2D)
    zt_glTexParameteri(target, ZTGLenum(ZT_GL_TEXTURE_MIN_FILTER), filter)
    zt_glTexParameteri(target, ZTGLenum(ZT_GL_TEXTURE_MAG_FILTER), filter)
    zt_glTexParameteri(target, ZTGLenum(ZT_GL_TEXTURE_WRAP_S), ZTGLint(ZT_GL_CLAMP_TO_EDGE))
    zt_glTexParameteri(target, ZTGLenum(ZT_GL_TEXTURE_WRAP_T), ZTGLint(ZT_GL_CLAMP_TO_EDGE))
  }

  /// Deletes the textures not drawn in this frame (or, with
  /// `keepingFrame`, not drawn in this frame so far).
  private func evictUnusedTextures(keepingFrame: Bool = false) {
    var stale: [ObjectIdentifier] = []
    for (key, texture) in textures where texture.frame != frameNumber {
      stale.append(key)
    }
    for key in stale {
      guard let texture = textures.removeValue(forKey: key) else { continue }
      var name = texture.name
      zt_glDeleteTextures(1, &name)
      textureBytes -= texture.bytes
    }
    // The pool keeps at most a few spare offscreens.
    if !keepingFrame, freeOffscreens.count > 8 {
      for offscreen in freeOffscreens.dropFirst(8) { delete(offscreen) }
      freeOffscreens.removeLast(freeOffscreens.count - 8)
    }
  }

  /// The kept textures; for tests and reports.
  var textureCount: Int { textures.count }

  // MARK: - Uniforms

  private func setInt(_ name: String, _ value: Int32) {
    if let location = current?.program.uniforms[name] { zt_glUniform1i(location, value) }
  }

  private func set(_ name: String, _ value: Float) {
    if let location = current?.program.uniforms[name] { zt_glUniform1f(location, value) }
  }

  private func set(_ name: String, _ a: Float, _ b: Float) {
    if let location = current?.program.uniforms[name] { zt_glUniform2f(location, a, b) }
  }

  private func set(_ name: String, _ a: Float, _ b: Float, _ c: Float, _ d: Float) {
    if let location = current?.program.uniforms[name] { zt_glUniform4f(location, a, b, c, d) }
  }

  /// Sets a `mat3` to an affine map, column by column.
  private func setMatrix(_ name: String, _ t: Transform) {
    guard let location = current?.program.uniforms[name] else { return }
    let columns: [Float] = [
      Float(t.a), Float(t.b), 0, Float(t.c), Float(t.d), 0, Float(t.tx), Float(t.ty), 1,
    ]
    zt_glUniformMatrix3fv(location, 1, 0, columns)
  }

  // MARK: - Reading back

  /// The bound framebuffer's pixels, top row first, as premultiplied
  /// ARGB32 (the renderer's format).
  func readPixels(framebuffer: ZTGLuint, width: Int, height: Int) -> [UInt32] {
    guard width > 0, height > 0 else { return [] }
    zt_glBindFramebuffer(ZTGLenum(ZT_GL_FRAMEBUFFER), framebuffer)
    zt_glPixelStorei(ZTGLenum(ZT_GL_PACK_ALIGNMENT), 4)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    zt_glReadPixels(
      0, 0, ZTGLsizei(width), ZTGLsizei(height), ZTGLenum(ZT_GL_RGBA),
      ZTGLenum(ZT_GL_UNSIGNED_BYTE), &bytes)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for row in 0..<height {
      let source = (height - 1 - row) * width * 4
      for column in 0..<width {
        let i = source + column * 4
        pixels[row * width + column] =
          UInt32(bytes[i + 3]) << 24 | UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
          | UInt32(bytes[i + 2])
      }
    }
    return pixels
  }
}
