// The age of the current drawable's back buffer (GLX_EXT_buffer_age,
// EGL_EXT_buffer_age), looked up in the libGL or libEGL SDL loaded.
#define _GNU_SOURCE
#include "CGL.h"

#include <dlfcn.h>
#include <string.h>

/// Whether `list`, a space-separated list of names, holds `name`.
static int zt_lists(const char *list, const char *name) {
  size_t length = strlen(name);
  for (const char *at = list; (at = strstr(at, name)) != 0; at += length) {
    int starts = at == list || at[-1] == ' ';
    int ends = at[length] == 0 || at[length] == ' ';
    if (starts && ends) return 1;
  }
  return 0;
}

// Which API answers: 0 none (not loaded, or no extension), 1 GLX, 2 EGL.
static int zt_age_api;
static void *(*glx_current_display)(void);
static unsigned long (*glx_current_drawable)(void);
static void (*glx_query_drawable)(void *display, unsigned long drawable, int attribute,
                                  unsigned int *value);
static void *(*egl_current_display)(void);
static void *(*egl_current_surface)(int which);
static unsigned int (*egl_query_surface)(void *display, void *surface, int attribute,
                                         int *value);

/// Looks GLX's functions up when the current GLX context's screen lists
/// GLX_EXT_buffer_age.
static int zt_load_glx_age(void) {
  void *library = dlopen("libGL.so.1", RTLD_LAZY | RTLD_NOLOAD);
  if (!library) library = dlopen("libGLX.so.0", RTLD_LAZY | RTLD_NOLOAD);
  if (!library) return 0;
  void *(*get_context)(void) = (void *(*)(void))dlsym(library, "glXGetCurrentContext");
  int (*query_context)(void *, void *, int, int *) =
      (int (*)(void *, void *, int, int *))dlsym(library, "glXQueryContext");
  const char *(*extensions)(void *, int) =
      (const char *(*)(void *, int))dlsym(library, "glXQueryExtensionsString");
  glx_current_display = (void *(*)(void))dlsym(library, "glXGetCurrentDisplay");
  glx_current_drawable = (unsigned long (*)(void))dlsym(library, "glXGetCurrentDrawable");
  glx_query_drawable = (void (*)(void *, unsigned long, int, unsigned int *))dlsym(
      library, "glXQueryDrawable");
  if (!get_context || !query_context || !extensions || !glx_current_display ||
      !glx_current_drawable || !glx_query_drawable)
    return 0;
  void *display = glx_current_display();
  void *context = get_context();
  if (!display || !context || !glx_current_drawable()) return 0;
  int screen = 0;
  if (query_context(display, context, 0x800C /* GLX_SCREEN */, &screen) != 0) return 0;
  const char *list = extensions(display, screen);
  return list && zt_lists(list, "GLX_EXT_buffer_age");
}

/// Looks EGL's functions up when the current EGL display lists
/// EGL_EXT_buffer_age (or EGL_KHR_partial_update, which defines the same
/// query).
static int zt_load_egl_age(void) {
  void *library = dlopen("libEGL.so.1", RTLD_LAZY | RTLD_NOLOAD);
  if (!library) return 0;
  const char *(*query_string)(void *, int) =
      (const char *(*)(void *, int))dlsym(library, "eglQueryString");
  egl_current_display = (void *(*)(void))dlsym(library, "eglGetCurrentDisplay");
  egl_current_surface = (void *(*)(int))dlsym(library, "eglGetCurrentSurface");
  egl_query_surface =
      (unsigned int (*)(void *, void *, int, int *))dlsym(library, "eglQuerySurface");
  if (!query_string || !egl_current_display || !egl_current_surface || !egl_query_surface)
    return 0;
  void *display = egl_current_display();
  if (!display || !egl_current_surface(0x3059 /* EGL_DRAW */)) return 0;
  const char *list = query_string(display, 0x3055 /* EGL_EXTENSIONS */);
  return list && (zt_lists(list, "EGL_EXT_buffer_age") || zt_lists(list, "EGL_KHR_partial_update"));
}

int zt_gl_load_buffer_age(void) {
  zt_age_api = 0;
  if (zt_load_glx_age()) {
    zt_age_api = 1;
  } else if (zt_load_egl_age()) {
    zt_age_api = 2;
  }
  return zt_age_api;
}

int zt_gl_buffer_age(void) {
  if (zt_age_api == 1) {
    void *display = glx_current_display();
    unsigned long drawable = glx_current_drawable();
    if (!display || !drawable) return -1;
    unsigned int age = 0;
    glx_query_drawable(display, drawable, 0x20F4 /* GLX_BACK_BUFFER_AGE_EXT */, &age);
    return (int)age;
  }
  if (zt_age_api == 2) {
    void *display = egl_current_display();
    void *surface = egl_current_surface(0x3059 /* EGL_DRAW */);
    int age = 0;
    if (!display || !surface) return -1;
    if (!egl_query_surface(display, surface, 0x313D /* EGL_BUFFER_AGE_EXT */, &age)) return -1;
    return age < 0 ? 0 : age;
  }
  return -1;
}
