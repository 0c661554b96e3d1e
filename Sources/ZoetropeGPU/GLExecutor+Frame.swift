import CGL
import ZoetropeGraphics
import ZoetropeRendering

extension GLExecutor {
  /// A target being drawn into: the frame's framebuffer or a group's.
  struct Target {
    var offscreen: Offscreen?
    var framebuffer: ZTGLuint
    var box: PlanBox
    /// The clip the group is composited through, for a clip's group.
    var clip: PlanClip? = nil
    /// Whether it is a clip drawn into the target it was begun in, through
    /// a scissor (``scissorClip(_:box:)``), rather than a group.
    var isScissorClip = false
    /// The framebuffer pixel of its pixel (0, 0), counted from the top
    /// left: not (0, 0) only for a scissor clip.
    var origin = (x: 0, y: 0)
    /// The framebuffer's height, when it is not `box`'s (a scissor clip's).
    var framebufferHeight: Int? = nil
    /// Its scissor (its own pixels), for a scissor clip.
    var scissor: PlanBox? = nil
  }

  /// Draws a plan into `framebuffer` (0 for the window), which is
  /// `plan.width × plan.height` pixels.
  ///
  /// With `damage`, only those boxes of the framebuffer are drawn (their
  /// bounding box, in a scissor, unless it covers over 3/4 of the frame):
  /// the framebuffer must hold the previous frame, and the boxes every
  /// pixel that differs from it. Paints and groups wholly outside are
  /// skipped; the pixels inside are those a whole frame gives. An empty
  /// list draws nothing.
  func draw(
    _ plan: FramePlan, framebuffer: ZTGLuint = 0, damage: [PlanBox]? = nil
  ) throws(GPUError) {
    frameScissor = nil
    pixelsDrawnInLastFrame = 0
    if let damage {
      guard
        let bounds = GLExecutor.bounds(
          of: damage, width: plan.width, height: plan.height)
      else { return }
      let (minX, minY, maxX, maxY) = bounds
      // Damage over 3/4 of the frame: drawn whole, which gives the same
      // pixels, and lets the driver clear the frame at once (Mesa clears
      // a scissored box with a quad, which cost llvmpipe ~10 % more CPU
      // a frame for 1,000 sprites moving all over the window).
      if (maxX - minX) * (maxY - minY) * 4 < plan.width * plan.height * 3 {
        frameScissor = PlanBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      }
    }
    pixelsDrawnInLastFrame = frameScissor.map { $0.width * $0.height } ?? plan.width * plan.height
    defer {
      frameScissor = nil
      scissor = nil
      zt_glDisable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    }
    beginFrame()
    var stack = [
      Target(
        offscreen: nil, framebuffer: framebuffer,
        box: PlanBox(x: 0, y: 0, width: plan.width, height: plan.height))
    ]
    bind(stack[0])
    skippedDepth = 0
    let background = plan.background.premultiplied
    // Left pending: an opaque fill of the whole frame (the root's
    // background, most often) replaces it.
    pendingClear = (
      scissor ?? PlanBox(x: 0, y: 0, width: plan.width, height: plan.height),
      (
        Float(background.red), Float(background.green), Float(background.blue),
        Float(background.alpha)
      )
    )
    defer {
      // A failed frame leaves no offscreen in use.
      for target in stack where !target.isScissorClip {
        if let offscreen = target.offscreen { freeOffscreens.append(offscreen) }
      }
    }
    for step in plan.steps {
      try run(step, stack: &stack)
    }
    flush()
    evictUnusedTextures()
    if let error = GLExecutor.error() {
      throw GPUError("OpenGL failed to draw a frame: \(error)")
    }
  }

  /// Starts a frame: counts it, and sets the state every frame draws with
  /// (the vertex array, premultiplied `OVER`, texture unit 0, no batch).
  @inline(__always)
  func beginFrame() {
    frameNumber += 1
    uploadsInLastFrame = 0
    drawCallsInLastFrame = 0
    clearsInLastFrame = 0
    offscreensInLastFrame = 0
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
    pendingClear = nil
  }

  /// Draws one step of a frame, whose targets are `stack` (the frame's
  /// first), or skips it inside a group wholly outside the damage.
  @inline(__always)
  func run(_ step: PlanStep, stack: inout [Target]) throws(GPUError) {
    guard !skips(step, depth: stack.count) else { return }
    switch step {
    case .fill(
      let rect, let radius, let border, let color, let alpha, let transform, let corners,
      let curve):
      try drawFill(
        rect: rect, radius: corners.isEmpty ? 0 : radius, border: border,
        color: color.premultiplied(by: alpha), transform: transform, corners: corners,
        curve: curve)
    case .bitmap(let bitmap, let rect, let transform, let alpha, let isNearest, let tint)
    where isOverTextureSize(bitmap):
      try drawPieces(
        bitmap, rect: rect, transform: transform, alpha: alpha, isNearest: isNearest, tint: tint,
        stack: &stack)
    case .bitmap(let bitmap, let rect, let transform, let alpha, let isNearest, let tint):
      try drawBitmap(
        bitmap, rect: rect, transform: transform, alpha: alpha, isNearest: isNearest, tint: tint)
    case .particles(let batch):
      try drawParticles(batch)
    case .copy(let bitmap, let x, let y, let alpha):
      try drawBitmap(
        bitmap,
        rect: Rect(
          x: Double(x), y: Double(y), width: Double(bitmap.width), height: Double(bitmap.height)),
        transform: .identity, alpha: alpha, isNearest: true, tint: nil)
    case .projected(let bitmap, let toTarget, let alpha, _, _):
      try drawProjected(bitmap, toTarget: toTarget, alpha: alpha)
    case .shape(let shape):
      try drawShape(shape)
    case .vectors:
      assertionFailure("vectors in a GPU plan")  // Its plans draw such a subtree on the CPU.
    case .beginGroup(let box, _):
      let target = try offscreenTarget(box: box)
      stack.append(target)
      bind(target)
    case .beginClip(let box, let clip, _):
      if let parent = stack.last, let target = scissorClip(clip, box: box, in: parent) {
        stack.append(target)
        bind(target)
        break
      }
      // Drawn into a group of the box, composited through the clip.
      var target = try offscreenTarget(box: box)
      target.clip = clip
      stack.append(target)
      bind(target)
    case .beginMask:
      guard let group = stack.last else { break }
      let target = try offscreenTarget(box: group.box)
      stack.append(target)
      bind(target)
    case .endMask(let inverted):
      try endMask(inverted: inverted, stack: &stack)
    case .beginAdding:
      // Cairo's ADD on premultiplied pixels: source plus destination.
      flush()
      zt_glBlendFunc(ZTGLenum(ZT_GL_ONE), ZTGLenum(ZT_GL_ONE))
    case .endAdding:
      flush()
      zt_glBlendFunc(ZTGLenum(ZT_GL_ONE), ZTGLenum(ZT_GL_ONE_MINUS_SRC_ALPHA))
    case .endGroup(let alpha, let tint):
      guard stack.count > 1, let group = stack.popLast() else { break }
      bind(stack[stack.count - 1])
      try composite(group, at: group.box, alpha: alpha, tint: tint, clip: nil)
      if let offscreen = group.offscreen { freeOffscreens.append(offscreen) }
    case .endClip:
      guard stack.count > 1, let group = stack.popLast() else { break }
      bind(stack[stack.count - 1])
      guard !group.isScissorClip else { break }
      try composite(group, at: group.box, alpha: 1, tint: nil, clip: group.clip)
      if let offscreen = group.offscreen { freeOffscreens.append(offscreen) }
    }
  }

  /// Ends a mask: multiplies the group under it by the mask's alpha.
  func endMask(inverted: Bool, stack: inout [Target]) throws(GPUError) {
    guard stack.count > 2, let mask = stack.popLast() else { return }
    bind(stack[stack.count - 1])
    // DEST_IN: the group times the mask's alpha; DEST_OUT: one minus it.
    flush()
    zt_glBlendFunc(
      ZTGLenum(ZT_GL_ZERO), ZTGLenum(inverted ? ZT_GL_ONE_MINUS_SRC_ALPHA : ZT_GL_SRC_ALPHA))
    try composite(
      mask, at: PlanBox(x: 0, y: 0, width: mask.box.width, height: mask.box.height),
      alpha: 1, tint: nil, clip: nil)
    flush()
    zt_glBlendFunc(ZTGLenum(ZT_GL_ONE), ZTGLenum(ZT_GL_ONE_MINUS_SRC_ALPHA))
    if let offscreen = mask.offscreen { freeOffscreens.append(offscreen) }
  }

  /// Whether a step is skipped: it is in a group wholly outside the
  /// damage, or begins one (at `depth`, the targets open).
  @inline(__always)
  func skips(_ step: PlanStep, depth: Int) -> Bool {
    if skippedDepth > 0 {
      switch step {
      case .beginGroup, .beginClip: skippedDepth += 1
      case .endGroup, .endClip: skippedDepth -= 1
      // Its textures stay: the frame still shows them.
      case .bitmap(let bitmap, _, _, _, _, _), .projected(let bitmap, _, _, _, _),
        .copy(let bitmap, _, _, _):
        textures[bitmap.key]?.frame = frameNumber
        if !pieces.isEmpty { keepPieces(of: bitmap) }
      case .particles(let batch): keep(batch)
      default: break
      }
      return true
    }
    if depth == 1, let scissor = frameScissor, let box = GLExecutor.groupBox(of: step),
      !GLExecutor.overlaps(box, scissor)
    {
      skippedDepth = 1
      return true
    }
    return false
  }

  /// The box of the group a step begins (a group's or a clip's), if it
  /// begins one.
  @inline(__always)
  static func groupBox(of step: PlanStep) -> PlanBox? {
    switch step {
    case .beginGroup(let box, _), .beginClip(let box, _, _): return box
    default: return nil
    }
  }

  /// Draws a plan into an offscreen of its size and reads it
  /// back, top row first, as premultiplied ARGB32.
  ///
  /// With `readsBack` false it returns no pixels and waits for OpenGL to
  /// finish the frame instead (for timing).
  func drawOffscreen(_ plan: FramePlan, readsBack: Bool = true) throws(GPUError)
    -> [UInt32]
  {
    let target = try offscreenTarget(
      box: PlanBox(x: 0, y: 0, width: plan.width, height: plan.height))
    defer { if let offscreen = target.offscreen { freeOffscreens.append(offscreen) } }
    try draw(plan, framebuffer: target.framebuffer)
    guard readsBack else {
      zt_glFinish()
      return []
    }
    return readPixels(
      framebuffer: target.framebuffer, width: plan.width, height: plan.height)
  }

  func bind(_ target: Target) {
    flush()
    targetSize = (target.box.width, target.box.height)
    targetOrigin = target.origin
    framebufferHeight = target.framebufferHeight ?? target.box.height
    zt_glBindFramebuffer(ZTGLenum(ZT_GL_FRAMEBUFFER), target.framebuffer)
    // Rows run bottom up in the framebuffer.
    zt_glViewport(
      ZTGLint(target.origin.x), ZTGLint(framebufferHeight - target.origin.y - target.box.height),
      ZTGLsizei(target.box.width), ZTGLsizei(target.box.height))
    if current != nil {
      set("targetSize", Float(target.box.width), Float(target.box.height))
    }
    scissor =
      target.isScissorClip ? target.scissor : (target.offscreen == nil ? frameScissor : nil)
    applyScissor()
  }

  /// Sets OpenGL's scissor to ``scissor`` (rows run bottom up), or turns
  /// it off.
  func applyScissor() {
    guard let box = scissor else {
      zt_glDisable(ZTGLenum(ZT_GL_SCISSOR_TEST))
      return
    }
    setScissor(box)
  }

  /// Turns OpenGL's scissor on, to a box of the bound target's pixels.
  func setScissor(_ box: PlanBox) {
    zt_glEnable(ZTGLenum(ZT_GL_SCISSOR_TEST))
    zt_glScissor(
      ZTGLint(targetOrigin.x + box.x),
      ZTGLint(framebufferHeight - targetOrigin.y - box.y - box.height),
      ZTGLsizei(max(box.width, 0)), ZTGLsizei(max(box.height, 0)))
  }

  /// A clip drawn through a scissor, or nil.
  ///
  /// A clip to a square-cornered rectangle on whole pixels of the target
  /// it is begun in (`parent`) is drawn into that target through a scissor
  /// instead of into a group composited through the clip: the same
  /// pixels, without an offscreen the size of the clip (often the whole
  /// window) shaded twice; any other clip gives nil. `box` is the plan's
  /// box of the clip, whose corner the clipped steps' pixel (0, 0) is.
  func scissorClip(_ clip: PlanClip, box: PlanBox, in parent: Target) -> Target? {
    let rounds = clip.radius.isFinite && clip.radius > 0 && !clip.corners.isEmpty
    guard !rounds, var exact = GLExecutor.wholePixels(of: clip.rect, transform: clip.transform)
    else { return nil }
    // Inside the scissor in force (the damage, an enclosing clip).
    let outer = scissor ?? PlanBox(x: 0, y: 0, width: targetSize.width, height: targetSize.height)
    let minX = max(exact.x, outer.x)
    let minY = max(exact.y, outer.y)
    let maxX = min(exact.x + exact.width, outer.x + outer.width)
    let maxY = min(exact.y + exact.height, outer.y + outer.height)
    exact = PlanBox(
      x: minX - box.x, y: minY - box.y, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    return Target(
      offscreen: parent.offscreen, framebuffer: parent.framebuffer,
      box: PlanBox(x: 0, y: 0, width: box.width, height: box.height), isScissorClip: true,
      origin: (parent.origin.x + box.x, parent.origin.y + box.y),
      framebufferHeight: parent.framebufferHeight ?? parent.box.height, scissor: exact)
  }

  /// Whether two boxes share a pixel.
  static func overlaps(_ a: PlanBox, _ b: PlanBox) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }

  /// A cleared offscreen of a box's size, from the pool or new.
  func offscreenTarget(box: PlanBox) throws(GPUError) -> Target {
    flush()
    offscreensInLastFrame += 1
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
        let error = GLExecutor.error().map { ", \($0)" } ?? ""
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
      box: PlanBox(x: box.x, y: box.y, width: width, height: height))
  }

  func delete(_ offscreen: Offscreen) {
    var framebuffer = offscreen.framebuffer
    zt_glDeleteFramebuffers(1, &framebuffer)
    var texture = offscreen.texture
    zt_glDeleteTextures(1, &texture)
  }
}
