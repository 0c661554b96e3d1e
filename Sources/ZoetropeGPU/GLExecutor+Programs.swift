import CGL
import ZoetropeGraphics
import ZoetropeRendering

extension GLExecutor {
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
      throw GPUError("a shader did not compile: \(GLExecutor.text(log))")
    }
    return shader
  }

  /// The vertex attributes of the bitmap, fill and group paints, by index.
  static let attributes = ["position", "texel", "point", "paintColor", "paintRect", "paintShape"]
  /// The vertex attributes of particles (mode 3), by index.
  static let particleAttributes = [
    "corner", "map", "offset", "paintRect", "paintColor", "atlasBox",
  ]

  private static func link(vertex: String, fragment: String, attributes: [String])
    throws(GPUError) -> ZTGLuint
  {
    let vertexShader = try compile(vertex, type: ZT_GL_VERTEX_SHADER)
    let fragmentShader = try compile(fragment, type: ZT_GL_FRAGMENT_SHADER)
    let program = zt_glCreateProgram()
    zt_glAttachShader(program, vertexShader)
    zt_glAttachShader(program, fragmentShader)
    for (index, name) in attributes.enumerated() {
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
      throw GPUError("the shaders did not link: \(GLExecutor.text(log))")
    }
    return program
  }

  /// The key of the program for a paint's mode and flags.
  static func programKey(mode: Int, flags: Int) -> Int { mode * 32 + flags }

  /// The program for a key, linked now if it is new.
  func program(key: Int) throws(GPUError) -> Program {
    if let program = programs[key] { return program }
    let defines = "#define MODE \(key / 32)\n#define FLAGS \(key % 32)\n"
    let isParticle = key / 32 == 3
    let name = try GLExecutor.link(
      vertex: header + (isParticle ? GLShaders.particleVertex : GLShaders.vertex),
      fragment: header + defines + GLShaders.fragment,
      attributes: isParticle ? GLExecutor.particleAttributes : GLExecutor.attributes)
    var uniforms: [String: ZTGLint] = [:]
    for uniform in [
      "toTarget", "targetSize", "bitmap", "clips", "toClip", "clipRect", "clipRadius",
      "clipCorners", "cornerField",
    ] {
      uniforms[uniform] = zt_glGetUniformLocation(name, uniform)
    }
    let program = Program(name: name, uniforms: uniforms)
    programs[key] = program
    return program
  }

  /// Uses the program for a key (drawing the batch first if it changes),
  /// with the bound target's size, the identity map and texture unit 0.
  func use(_ key: Int) throws(GPUError) {
    guard current?.key != key else { return }
    let program = try program(key: key)
    flush()
    zt_glUseProgram(program.name)
    current = (key, program)
    setInt("bitmap", 0)
    setInt("cornerField", 1)
    set("targetSize", Float(targetSize.width), Float(targetSize.height))
    setMatrix("toTarget", .identity)
  }

  func setInt(_ name: String, _ value: Int32) {
    if let location = current?.program.uniforms[name] { zt_glUniform1i(location, value) }
  }

  func set(_ name: String, _ value: Float) {
    if let location = current?.program.uniforms[name] { zt_glUniform1f(location, value) }
  }

  func set(_ name: String, _ a: Float, _ b: Float) {
    if let location = current?.program.uniforms[name] { zt_glUniform2f(location, a, b) }
  }

  func set(_ name: String, _ a: Float, _ b: Float, _ c: Float, _ d: Float) {
    if let location = current?.program.uniforms[name] { zt_glUniform4f(location, a, b, c, d) }
  }

  /// Sets a `mat3` to an affine map, column by column.
  func setMatrix(_ name: String, _ t: Transform) {
    guard let location = current?.program.uniforms[name] else { return }
    let columns: [Float] = [
      Float(t.a), Float(t.b), 0, Float(t.c), Float(t.d), 0, Float(t.tx), Float(t.ty), 1,
    ]
    zt_glUniformMatrix3fv(location, 1, 0, columns)
  }
}
