#define _GNU_SOURCE
#include "CGL.h"

#include <dlfcn.h>
#include <string.h>

#define ZT_GL_POINTER(ret, name, params, args) static ret (*gl_##name) params;
ZT_GL_FUNCTIONS(ZT_GL_POINTER)
#undef ZT_GL_POINTER

const char *zt_gl_load(void *(*loader)(const char *name)) {
#define ZT_GL_LOAD(ret, name, params, args) \
  gl_##name = (ret (*) params)loader("gl" #name); \
  if (!gl_##name) return "gl" #name;
  ZT_GL_FUNCTIONS(ZT_GL_LOAD)
#undef ZT_GL_LOAD
  return 0;
}

#define ZT_GL_DEFINE(ret, name, params, args) \
  ret zt_gl##name params { return gl_##name args; }
ZT_GL_FUNCTIONS(ZT_GL_DEFINE)
#undef ZT_GL_DEFINE

// GLX, looked up in the libGL SDL loaded: an X Display and a GLXDrawable
// (an XID) are all the calls below pass on.
static void *(*glx_GetCurrentDisplay)(void);
static unsigned long (*glx_GetCurrentDrawable)(void);
static void *(*glx_GetCurrentContext)(void);
static int (*glx_QueryContext)(void *display, void *context, int attribute, int *value);
static const char *(*glx_QueryExtensionsString)(void *display, int screen);
static void (*glx_CopySubBufferMESA)(void *display, unsigned long drawable, int x, int y,
                                     int width, int height);

// Xlib, for an error handler around the copy (see CGL.h).
typedef int (*zt_x_error_handler)(void *display, void *event);
static zt_x_error_handler (*x_SetErrorHandler)(zt_x_error_handler handler);
static int (*x_Sync)(void *display, int discard);
/// Whether the X server refused a request while the copy's handler was set.
static int zt_copy_refused;

static int zt_note_refusal(void *display, void *event) {
  (void)display;
  (void)event;
  zt_copy_refused = 1;
  return 0;
}

/// Whether `list`, a space-separated list of names, holds `name`.
static int zt_has_word(const char *list, const char *name) {
  size_t length = strlen(name);
  for (const char *at = list; (at = strstr(at, name)) != 0; at += length) {
    int starts = at == list || at[-1] == ' ';
    int ends = at[length] == 0 || at[length] == ' ';
    if (starts && ends) return 1;
  }
  return 0;
}

static void *(*glx_GetProcAddress)(const char *name);

/// Looks up the GLX functions in the libGL SDL loaded and returns the GLX
/// extensions of the current context's screen, or NULL when there is no
/// GLX context (EGL, Wayland, no libGL loaded).
static const char *zt_glx_current_extensions(void) {
  void *library = dlopen("libGL.so.1", RTLD_LAZY | RTLD_NOLOAD);
  if (!library) library = dlopen("libGLX.so.0", RTLD_LAZY | RTLD_NOLOAD);
  if (!library) return 0;
  glx_GetProcAddress = (void *(*)(const char *))dlsym(library, "glXGetProcAddressARB");
  glx_GetCurrentDisplay = (void *(*)(void))dlsym(library, "glXGetCurrentDisplay");
  glx_GetCurrentDrawable = (unsigned long (*)(void))dlsym(library, "glXGetCurrentDrawable");
  glx_GetCurrentContext = (void *(*)(void))dlsym(library, "glXGetCurrentContext");
  glx_QueryContext =
      (int (*)(void *, void *, int, int *))dlsym(library, "glXQueryContext");
  glx_QueryExtensionsString =
      (const char *(*)(void *, int))dlsym(library, "glXQueryExtensionsString");
  // The library stays loaded while SDL holds it; this handle is not closed.
  if (!glx_GetProcAddress || !glx_GetCurrentDisplay || !glx_GetCurrentDrawable ||
      !glx_GetCurrentContext || !glx_QueryContext || !glx_QueryExtensionsString)
    return 0;
  void *display = glx_GetCurrentDisplay();
  void *context = glx_GetCurrentContext();
  if (!display || !context || !glx_GetCurrentDrawable()) return 0;
  int screen = 0;
  const int glx_screen = 0x800C;  // GLX_SCREEN
  if (glx_QueryContext(display, context, glx_screen, &screen) != 0) return 0;
  return glx_QueryExtensionsString(display, screen);
}

int zt_glx_load_copy_sub_buffer(void) {
  glx_CopySubBufferMESA = 0;
  const char *extensions = zt_glx_current_extensions();
  if (!extensions || !zt_has_word(extensions, "GLX_MESA_copy_sub_buffer")) return 0;
  void *x11 = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD);
  if (!x11) return 0;
  x_SetErrorHandler =
      (zt_x_error_handler(*)(zt_x_error_handler))dlsym(x11, "XSetErrorHandler");
  x_Sync = (int (*)(void *, int))dlsym(x11, "XSync");
  if (!x_SetErrorHandler || !x_Sync) return 0;
  glx_CopySubBufferMESA = (void (*)(void *, unsigned long, int, int, int, int))glx_GetProcAddress(
      "glXCopySubBufferMESA");
  return glx_CopySubBufferMESA != 0;
}

int zt_glx_renderer_accelerated(void) {
  const char *extensions = zt_glx_current_extensions();
  // The function is looked up only when the screen has the extension:
  // glXGetProcAddress may return a stub for a name it does not know.
  if (!extensions || !zt_has_word(extensions, "GLX_MESA_query_renderer")) return -1;
  int (*query)(int attribute, unsigned int *value) =
      (int (*)(int, unsigned int *))glx_GetProcAddress("glXQueryCurrentRendererIntegerMESA");
  if (!query) return -1;
  unsigned int value[3] = {0, 0, 0};
  const int accelerated = 0x8186;  // GLX_RENDERER_ACCELERATED_MESA
  if (!query(accelerated, value)) return -1;
  return value[0] ? 1 : 0;
}

int zt_glx_copy_sub_buffer(int x, int y, int width, int height) {
  if (!glx_CopySubBufferMESA || width <= 0 || height <= 0) return 1;
  void *display = glx_GetCurrentDisplay();
  unsigned long drawable = glx_GetCurrentDrawable();
  if (!display || !drawable) return 1;
  zt_copy_refused = 0;
  zt_x_error_handler previous = x_SetErrorHandler(zt_note_refusal);
  glx_CopySubBufferMESA(display, drawable, x, y, width, height);
  x_Sync(display, 0);
  x_SetErrorHandler(previous);
  return !zt_copy_refused;
}

int zt_glx_probe_display(char *renderer, int capacity) {
  return zt_glx_probe_display_keeping(renderer, capacity, 0, 0);
}

int zt_glx_probe_display_keeping(char *renderer, int capacity, int (**close)(void *),
                                 void **kept) {
  if (close) *close = 0;
  if (kept) *kept = 0;
  if (renderer && capacity > 0) renderer[0] = 0;
  void *x11 = dlopen("libX11.so.6", RTLD_LAZY | RTLD_LOCAL);
  if (!x11) return -1;
  void *(*open_display)(const char *) = (void *(*)(const char *))dlsym(x11, "XOpenDisplay");
  int (*close_display)(void *) = (int (*)(void *))dlsym(x11, "XCloseDisplay");
  int (*default_screen)(void *) = (int (*)(void *))dlsym(x11, "XDefaultScreen");
  if (!open_display || !close_display || !default_screen) return -1;
  void *library = dlopen("libGL.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!library) library = dlopen("libGLX.so.0", RTLD_LAZY | RTLD_LOCAL);
  if (!library) return -1;
  const char *(*query_extensions)(void *, int) =
      (const char *(*)(void *, int))dlsym(library, "glXQueryExtensionsString");
  void *(*get_proc_address)(const char *) =
      (void *(*)(const char *))dlsym(library, "glXGetProcAddressARB");
  if (!query_extensions || !get_proc_address) return -1;
  void *display = open_display(0);
  if (!display) return -1;
  int result = -1;
  int screen = default_screen(display);
  const char *extensions = query_extensions(display, screen);
  if (extensions && zt_has_word(extensions, "GLX_MESA_query_renderer")) {
    int (*query_integer)(void *, int, int, int, unsigned int *) =
        (int (*)(void *, int, int, int, unsigned int *))get_proc_address(
            "glXQueryRendererIntegerMESA");
    const char *(*query_string)(void *, int, int, int) =
        (const char *(*)(void *, int, int, int))get_proc_address("glXQueryRendererStringMESA");
    unsigned int value[3] = {0, 0, 0};
    const int accelerated = 0x8186;  // GLX_RENDERER_ACCELERATED_MESA
    const int device = 0x8184;       // GLX_RENDERER_DEVICE_ID_MESA
    if (query_integer && query_integer(display, screen, 0, accelerated, value)) {
      result = value[0] ? 1 : 0;
    }
    const char *name = query_string ? query_string(display, screen, 0, device) : 0;
    if (name && renderer && capacity > 0) {
      strncpy(renderer, name, (size_t)capacity - 1);
      renderer[capacity - 1] = 0;
    }
  }
  if (close && kept) {
    // The caller closes it: an X server with no other client resets when
    // its last connection closes, and a window about to connect waits.
    *close = close_display;
    *kept = display;
  } else {
    close_display(display);
  }
  // The libraries stay loaded (SDL loads the same ones for a window).
  return result;
}
