// OpenGL 3.3 core / OpenGL ES 3.0 entry points for Zoetrope's GPU
// compositor, loaded at run time through the context's loader
// (SDL_GL_GetProcAddress): no GL headers or libraries at build time, and
// one table of function pointers that the Swift code calls through the
// `zt_gl*` wrappers below.
#ifndef ZT_CGL_H
#define ZT_CGL_H

#include <stddef.h>
#include <stdint.h>

typedef unsigned int ZTGLenum;
typedef unsigned int ZTGLuint;
typedef int ZTGLint;
typedef int ZTGLsizei;
typedef float ZTGLfloat;
typedef unsigned char ZTGLboolean;
typedef unsigned int ZTGLbitfield;
typedef char ZTGLchar;
typedef ptrdiff_t ZTGLsizeiptr;
typedef ptrdiff_t ZTGLintptr;

enum {
  ZT_GL_NO_ERROR = 0,
  ZT_GL_VENDOR = 0x1F00,
  ZT_GL_RENDERER = 0x1F01,
  ZT_GL_VERSION = 0x1F02,
  ZT_GL_MAX_TEXTURE_SIZE = 0x0D33,
  ZT_GL_COLOR_BUFFER_BIT = 0x00004000,
  ZT_GL_BLEND = 0x0BE2,
  ZT_GL_SCISSOR_TEST = 0x0C11,
  ZT_GL_DEPTH_TEST = 0x0B71,
  ZT_GL_CULL_FACE = 0x0B44,
  ZT_GL_ZERO = 0,
  ZT_GL_ONE = 1,
  ZT_GL_SRC_ALPHA = 0x0302,
  ZT_GL_ONE_MINUS_SRC_ALPHA = 0x0303,
  ZT_GL_TEXTURE_2D = 0x0DE1,
  ZT_GL_TEXTURE0 = 0x84C0,
  ZT_GL_TEXTURE1 = 0x84C1,
  ZT_GL_TEXTURE_MIN_FILTER = 0x2801,
  ZT_GL_TEXTURE_MAG_FILTER = 0x2800,
  ZT_GL_TEXTURE_WRAP_S = 0x2802,
  ZT_GL_TEXTURE_WRAP_T = 0x2803,
  ZT_GL_NEAREST = 0x2600,
  ZT_GL_LINEAR = 0x2601,
  ZT_GL_CLAMP_TO_EDGE = 0x812F,
  ZT_GL_RGBA = 0x1908,
  ZT_GL_RGBA8 = 0x8058,
  ZT_GL_RED = 0x1903,
  ZT_GL_R32F = 0x822E,
  ZT_GL_UNSIGNED_BYTE = 0x1401,
  ZT_GL_FLOAT = 0x1406,
  ZT_GL_UNPACK_ROW_LENGTH = 0x0CF2,
  ZT_GL_UNPACK_ALIGNMENT = 0x0CF5,
  ZT_GL_PACK_ALIGNMENT = 0x0D05,
  ZT_GL_FRAMEBUFFER = 0x8D40,
  ZT_GL_READ_FRAMEBUFFER = 0x8CA8,
  ZT_GL_DRAW_FRAMEBUFFER = 0x8CA9,
  ZT_GL_COLOR_ATTACHMENT0 = 0x8CE0,
  ZT_GL_FRAMEBUFFER_COMPLETE = 0x8CD5,
  ZT_GL_VERTEX_SHADER = 0x8B31,
  ZT_GL_FRAGMENT_SHADER = 0x8B30,
  ZT_GL_COMPILE_STATUS = 0x8B81,
  ZT_GL_LINK_STATUS = 0x8B82,
  ZT_GL_ARRAY_BUFFER = 0x8892,
  ZT_GL_STREAM_DRAW = 0x88E0,
  ZT_GL_STATIC_DRAW = 0x88E4,
  ZT_GL_TRIANGLE_STRIP = 0x0005,
  ZT_GL_TRIANGLES = 0x0004,
  ZT_GL_OUT_OF_MEMORY = 0x0505,
};

#define ZT_GL_FUNCTIONS(X) \
  X(const unsigned char *, GetString, (ZTGLenum name), (name)) \
  X(ZTGLenum, GetError, (void), ()) \
  X(void, GetIntegerv, (ZTGLenum name, ZTGLint *data), (name, data)) \
  X(void, Viewport, (ZTGLint x, ZTGLint y, ZTGLsizei w, ZTGLsizei h), (x, y, w, h)) \
  X(void, Scissor, (ZTGLint x, ZTGLint y, ZTGLsizei w, ZTGLsizei h), (x, y, w, h)) \
  X(void, ClearColor, (ZTGLfloat r, ZTGLfloat g, ZTGLfloat b, ZTGLfloat a), (r, g, b, a)) \
  X(void, Clear, (ZTGLbitfield mask), (mask)) \
  X(void, Enable, (ZTGLenum cap), (cap)) \
  X(void, Disable, (ZTGLenum cap), (cap)) \
  X(void, BlendFunc, (ZTGLenum s, ZTGLenum d), (s, d)) \
  X(void, Finish, (void), ()) \
  X(void, GenTextures, (ZTGLsizei n, ZTGLuint *t), (n, t)) \
  X(void, DeleteTextures, (ZTGLsizei n, const ZTGLuint *t), (n, t)) \
  X(void, BindTexture, (ZTGLenum target, ZTGLuint t), (target, t)) \
  X(void, ActiveTexture, (ZTGLenum unit), (unit)) \
  X(void, TexImage2D, (ZTGLenum target, ZTGLint level, ZTGLint internal, ZTGLsizei w, \
      ZTGLsizei h, ZTGLint border, ZTGLenum format, ZTGLenum type, const void *pixels), \
      (target, level, internal, w, h, border, format, type, pixels)) \
  X(void, TexParameteri, (ZTGLenum target, ZTGLenum name, ZTGLint value), (target, name, value)) \
  X(void, PixelStorei, (ZTGLenum name, ZTGLint value), (name, value)) \
  X(void, ReadPixels, (ZTGLint x, ZTGLint y, ZTGLsizei w, ZTGLsizei h, ZTGLenum format, \
      ZTGLenum type, void *pixels), (x, y, w, h, format, type, pixels)) \
  X(void, GenFramebuffers, (ZTGLsizei n, ZTGLuint *f), (n, f)) \
  X(void, DeleteFramebuffers, (ZTGLsizei n, const ZTGLuint *f), (n, f)) \
  X(void, BindFramebuffer, (ZTGLenum target, ZTGLuint f), (target, f)) \
  X(void, BlitFramebuffer, (ZTGLint sx0, ZTGLint sy0, ZTGLint sx1, ZTGLint sy1, ZTGLint dx0, \
      ZTGLint dy0, ZTGLint dx1, ZTGLint dy1, ZTGLbitfield mask, ZTGLenum filter), \
      (sx0, sy0, sx1, sy1, dx0, dy0, dx1, dy1, mask, filter)) \
  X(void, FramebufferTexture2D, (ZTGLenum target, ZTGLenum attachment, ZTGLenum textarget, \
      ZTGLuint texture, ZTGLint level), (target, attachment, textarget, texture, level)) \
  X(ZTGLenum, CheckFramebufferStatus, (ZTGLenum target), (target)) \
  X(ZTGLuint, CreateShader, (ZTGLenum type), (type)) \
  X(void, DeleteShader, (ZTGLuint s), (s)) \
  X(void, ShaderSource, (ZTGLuint s, ZTGLsizei count, const ZTGLchar *const *source, \
      const ZTGLint *length), (s, count, source, length)) \
  X(void, CompileShader, (ZTGLuint s), (s)) \
  X(void, GetShaderiv, (ZTGLuint s, ZTGLenum name, ZTGLint *value), (s, name, value)) \
  X(void, GetShaderInfoLog, (ZTGLuint s, ZTGLsizei size, ZTGLsizei *length, ZTGLchar *log), \
      (s, size, length, log)) \
  X(ZTGLuint, CreateProgram, (void), ()) \
  X(void, DeleteProgram, (ZTGLuint p), (p)) \
  X(void, AttachShader, (ZTGLuint p, ZTGLuint s), (p, s)) \
  X(void, BindAttribLocation, (ZTGLuint p, ZTGLuint index, const ZTGLchar *name), \
      (p, index, name)) \
  X(void, LinkProgram, (ZTGLuint p), (p)) \
  X(void, GetProgramiv, (ZTGLuint p, ZTGLenum name, ZTGLint *value), (p, name, value)) \
  X(void, GetProgramInfoLog, (ZTGLuint p, ZTGLsizei size, ZTGLsizei *length, ZTGLchar *log), \
      (p, size, length, log)) \
  X(void, UseProgram, (ZTGLuint p), (p)) \
  X(ZTGLint, GetUniformLocation, (ZTGLuint p, const ZTGLchar *name), (p, name)) \
  X(void, Uniform1i, (ZTGLint location, ZTGLint v), (location, v)) \
  X(void, Uniform1f, (ZTGLint location, ZTGLfloat v), (location, v)) \
  X(void, Uniform2f, (ZTGLint location, ZTGLfloat a, ZTGLfloat b), (location, a, b)) \
  X(void, Uniform4f, (ZTGLint location, ZTGLfloat a, ZTGLfloat b, ZTGLfloat c, ZTGLfloat d), \
      (location, a, b, c, d)) \
  X(void, UniformMatrix3fv, (ZTGLint location, ZTGLsizei count, ZTGLboolean transpose, \
      const ZTGLfloat *value), (location, count, transpose, value)) \
  X(void, GenVertexArrays, (ZTGLsizei n, ZTGLuint *a), (n, a)) \
  X(void, DeleteVertexArrays, (ZTGLsizei n, const ZTGLuint *a), (n, a)) \
  X(void, BindVertexArray, (ZTGLuint a), (a)) \
  X(void, GenBuffers, (ZTGLsizei n, ZTGLuint *b), (n, b)) \
  X(void, DeleteBuffers, (ZTGLsizei n, const ZTGLuint *b), (n, b)) \
  X(void, BindBuffer, (ZTGLenum target, ZTGLuint b), (target, b)) \
  X(void, BufferData, (ZTGLenum target, ZTGLsizeiptr size, const void *data, ZTGLenum usage), \
      (target, size, data, usage)) \
  X(void, VertexAttribPointer, (ZTGLuint index, ZTGLint size, ZTGLenum type, \
      ZTGLboolean normalized, ZTGLsizei stride, const void *offset), \
      (index, size, type, normalized, stride, offset)) \
  X(void, EnableVertexAttribArray, (ZTGLuint index), (index)) \
  X(void, DrawArrays, (ZTGLenum mode, ZTGLint first, ZTGLsizei count), (mode, first, count)) \
  X(void, DrawArraysInstanced, (ZTGLenum mode, ZTGLint first, ZTGLsizei count, \
      ZTGLsizei instances), (mode, first, count, instances)) \
  X(void, VertexAttribDivisor, (ZTGLuint index, ZTGLuint divisor), (index, divisor))

/// Loads every entry point with `loader` (e.g. SDL_GL_GetProcAddress) for
/// the current context. Returns NULL on success, or the name of the first
/// entry point the loader did not find (then nothing may be called).
const char *zt_gl_load(void *(*loader)(const char *name));

#define ZT_GL_DECLARE(ret, name, params, args) ret zt_gl##name params;
ZT_GL_FUNCTIONS(ZT_GL_DECLARE)
#undef ZT_GL_DECLARE

/// Whether the current context is GLX's and its screen has
/// GLX_MESA_copy_sub_buffer, so that zt_glx_copy_sub_buffer can present
/// rectangles of the back buffer. Looks the GLX functions up in the
/// libGL.so.1 already loaded (by SDL), and XSetErrorHandler and XSync in
/// the libX11.so.6 loaded with it, with dlsym: no X11 or GLX headers or
/// libraries at build time. Returns 0 when libGL or libX11 is not loaded,
/// no GLX context is current (EGL, Wayland, SDL's offscreen driver) or the
/// extension is missing.
int zt_glx_load_copy_sub_buffer(void);

/// Copies a rectangle of the current GLX drawable's back buffer to its
/// front (the window), with glXCopySubBufferMESA; the context is flushed
/// first. `y` counts from the bottom row, as OpenGL's. Does nothing before
/// a successful zt_glx_load_copy_sub_buffer or when no GLX context is
/// current.
///
/// Returns 0 when the X server refused the copy, 1 otherwise. While a
/// window is being resized, Mesa's back buffer can still have the old
/// size when the rectangle is meant for the new one, and the server
/// answers its XShmPutImage with BadValue; Xlib's default handler would
/// end the process. The copy runs under an error handler of its own,
/// with an XSync to receive the answer, and the previous handler back
/// afterwards.
int zt_glx_copy_sub_buffer(int x, int y, int width, int height);

/// Whether the current GLX context's renderer says it is hardware
/// accelerated (GLX_MESA_query_renderer's GLX_RENDERER_ACCELERATED_MESA):
/// 1 when it is, 0 when it is a software rasterizer (Mesa's llvmpipe and
/// softpipe say 0), -1 when it does not say (no GLX context, or the
/// screen lacks the extension). Looks the functions up as
/// zt_glx_load_copy_sub_buffer does.
int zt_glx_renderer_accelerated(void);

/// What the X display's OpenGL driver says of acceleration, asked without
/// a context or a window (GLX_MESA_query_renderer's
/// glXQueryRendererIntegerMESA on a connection of its own to the display
/// that DISPLAY names, closed again): 1 accelerated, 0 a software
/// rasterizer, -1 unknown (no libX11 or libGL, no display, or no
/// extension). `renderer` receives the renderer's name
/// (GLX_RENDERER_DEVICE_ID_MESA, such as "llvmpipe (LLVM 15.0.6, 256
/// bits)"), or an empty string, cut to `capacity` bytes with the NUL.
/// Loads the driver (about 35 ms for llvmpipe), about half of what opening
/// a context and a window costs.
int zt_glx_probe_display(char *renderer, int capacity);

/// zt_glx_probe_display, but with `close` and `kept` given, the display
/// connection is left open and handed back (`close(kept)` closes it), so
/// that it can outlive the connection of a window being opened: an X
/// server with no other client resets when its last connection closes
/// (Xvfb does, taking tens of milliseconds), and a window connecting
/// meanwhile waits for it.
int zt_glx_probe_display_keeping(char *renderer, int capacity, int (**close)(void *),
                                 void **kept);

/// What an X display offers for OpenGL, read over a connection of its own
/// (libxcb and libxcb-glx, looked up with dlopen) without loading a
/// driver: see zt_x11_display_facts.
typedef struct {
  /// Whether the server has the GLX extension.
  int has_glx;
  /// Whether it offers direct rendering through DRI3 or DRI2 (a GPU's
  /// device for Mesa's hardware drivers).
  int has_dri3;
  int has_dri2;
  /// Whether it has NVIDIA's own GLX (its proprietary driver).
  int has_nvidia_glx;
  /// The screen's GLX_VENDOR_NAMES_EXT (GLX_EXT_libglvnd), such as "mesa"
  /// or "nvidia": the client libraries libglvnd loads; empty when the
  /// server does not say.
  char vendor_names[64];
} ZTDisplayFacts;

/// Fills `facts` for the display DISPLAY names, in about one round trip
/// (its extensions and its GLX vendor names), loading no OpenGL library.
/// Returns 0, or -1 when libxcb is missing or the display cannot be
/// reached (then `facts` is all zero). Call it while another connection
/// to the display is open (SDL's): closing the last one resets an X
/// server such as Xvfb, which the next client waits for.
int zt_x11_display_facts(ZTDisplayFacts *facts);

/// Starts zt_glx_probe_display on a thread of its own, so that the
/// driver's libraries load while the caller does something else; returns
/// 1 when the thread runs (or ran), 0 when it could not start. Its
/// display connection stays open until zt_glx_probe_finish. Call both
/// from one thread.
int zt_glx_probe_start(void);

/// The started probe's answer, waiting for its thread (the probe runs here
/// when it was not started): as zt_glx_probe_display's. Later calls return
/// the same answer.
int zt_glx_probe_finish(char *renderer, int capacity);

/// Looks up the query of the current drawable's back buffer age: GLX's
/// glXQueryDrawable when the current GLX context's screen lists
/// GLX_EXT_buffer_age, else EGL's eglQuerySurface when the current EGL
/// display lists EGL_EXT_buffer_age (or EGL_KHR_partial_update), in the
/// libGL or libEGL already loaded. Returns 1 (GLX), 2 (EGL) or 0 (neither:
/// zt_gl_buffer_age then answers -1). Call it with the window's context
/// current.
int zt_gl_load_buffer_age(void);

/// The age of the current drawable's back buffer, asked before drawing
/// into it: 0 when its contents are undefined, n when it holds the frame
/// presented n swaps ago (1: the last one); -1 when it cannot be asked.
int zt_gl_buffer_age(void);

#endif
