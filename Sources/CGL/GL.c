#include "CGL.h"

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
