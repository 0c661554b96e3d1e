// What an X display offers for OpenGL, asked without loading a driver, and
// the driver's own probe run on a thread of its own (see CGL.h).
#define _GNU_SOURCE
#include "CGL.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// libxcb's types, as its protocol headers define them (only the fields
// read here; replies are malloc'd by libxcb and freed with free).
typedef struct {
  unsigned int sequence;
} zt_xcb_cookie;

typedef struct {
  uint8_t response_type;
  uint8_t pad0;
  uint16_t sequence;
  uint32_t length;
  uint8_t present;
  uint8_t major_opcode;
  uint8_t first_event;
  uint8_t first_error;
} zt_xcb_query_extension_reply;

typedef void *(*zt_xcb_connect_fn)(const char *name, int *screen);
typedef int (*zt_xcb_has_error_fn)(void *connection);
typedef void (*zt_xcb_disconnect_fn)(void *connection);
typedef zt_xcb_cookie (*zt_xcb_query_extension_fn)(void *connection, uint16_t length,
                                                   const char *name);
typedef zt_xcb_query_extension_reply *(*zt_xcb_query_extension_reply_fn)(void *connection,
                                                                          zt_xcb_cookie cookie,
                                                                          void **error);
typedef zt_xcb_cookie (*zt_xcb_glx_query_server_string_fn)(void *connection, uint32_t screen,
                                                           uint32_t name);
typedef void *(*zt_xcb_glx_query_server_string_reply_fn)(void *connection, zt_xcb_cookie cookie,
                                                         void **error);
typedef char *(*zt_xcb_glx_string_fn)(const void *reply);
typedef int (*zt_xcb_glx_string_length_fn)(const void *reply);

/// Whether the extension whose request went out under `cookie` is present
/// (0 when the reply is missing).
static int zt_present(void *connection, zt_xcb_query_extension_reply_fn reply_fn,
                      zt_xcb_cookie cookie) {
  void *error = 0;
  zt_xcb_query_extension_reply *reply = reply_fn(connection, cookie, &error);
  int present = reply ? reply->present != 0 : 0;
  free(reply);
  free(error);
  return present;
}

/// Reads the screen's GLX_VENDOR_NAMES_EXT (GLX_EXT_libglvnd) into `facts`.
static void zt_read_vendor_names(void *connection, int screen, ZTDisplayFacts *facts) {
  void *glx = dlopen("libxcb-glx.so.0", RTLD_LAZY | RTLD_LOCAL);
  if (!glx) return;
  zt_xcb_glx_query_server_string_fn query =
      (zt_xcb_glx_query_server_string_fn)dlsym(glx, "xcb_glx_query_server_string");
  zt_xcb_glx_query_server_string_reply_fn reply_fn =
      (zt_xcb_glx_query_server_string_reply_fn)dlsym(glx, "xcb_glx_query_server_string_reply");
  zt_xcb_glx_string_fn string_fn =
      (zt_xcb_glx_string_fn)dlsym(glx, "xcb_glx_query_server_string_string");
  zt_xcb_glx_string_length_fn length_fn =
      (zt_xcb_glx_string_length_fn)dlsym(glx, "xcb_glx_query_server_string_string_length");
  if (!query || !reply_fn || !string_fn || !length_fn) return;
  const uint32_t vendor_names = 0x20F6;  // GLX_VENDOR_NAMES_EXT
  void *error = 0;
  void *reply = reply_fn(connection, query(connection, (uint32_t)screen, vendor_names), &error);
  if (reply) {
    int length = length_fn(reply);
    const char *text = string_fn(reply);
    if (length < 0) length = 0;
    if (length > (int)sizeof(facts->vendor_names) - 1) length = (int)sizeof(facts->vendor_names) - 1;
    if (text) memcpy(facts->vendor_names, text, (size_t)length);
    facts->vendor_names[length] = 0;
    // The string may carry its NUL inside the reported length.
    facts->vendor_names[strnlen(facts->vendor_names, (size_t)length)] = 0;
  }
  free(reply);
  free(error);
}

int zt_x11_display_facts(ZTDisplayFacts *facts) {
  memset(facts, 0, sizeof(*facts));
  void *xcb = dlopen("libxcb.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!xcb) return -1;
  zt_xcb_connect_fn connect_fn = (zt_xcb_connect_fn)dlsym(xcb, "xcb_connect");
  zt_xcb_has_error_fn has_error = (zt_xcb_has_error_fn)dlsym(xcb, "xcb_connection_has_error");
  zt_xcb_disconnect_fn disconnect = (zt_xcb_disconnect_fn)dlsym(xcb, "xcb_disconnect");
  zt_xcb_query_extension_fn query =
      (zt_xcb_query_extension_fn)dlsym(xcb, "xcb_query_extension");
  zt_xcb_query_extension_reply_fn reply_fn =
      (zt_xcb_query_extension_reply_fn)dlsym(xcb, "xcb_query_extension_reply");
  if (!connect_fn || !has_error || !disconnect || !query || !reply_fn) return -1;
  int screen = 0;
  void *connection = connect_fn(0, &screen);
  if (!connection) return -1;
  if (has_error(connection)) {
    disconnect(connection);
    return -1;
  }
  // All four requests go out before the first reply is awaited.
  const char *names[4] = {"GLX", "DRI3", "DRI2", "NV-GLX"};
  zt_xcb_cookie cookies[4];
  for (int index = 0; index < 4; index++) {
    cookies[index] = query(connection, (uint16_t)strlen(names[index]), names[index]);
  }
  facts->has_glx = zt_present(connection, reply_fn, cookies[0]);
  facts->has_dri3 = zt_present(connection, reply_fn, cookies[1]);
  facts->has_dri2 = zt_present(connection, reply_fn, cookies[2]);
  facts->has_nvidia_glx = zt_present(connection, reply_fn, cookies[3]);
  if (facts->has_glx) zt_read_vendor_names(connection, screen, facts);
  disconnect(connection);
  return 0;
}

// The driver probe's thread: started once by the main thread, joined once.
static pthread_t zt_probe_thread;
static int zt_probe_started;
static int zt_probe_result = -1;
static char zt_probe_renderer[256];
// The probe's display connection, closed by zt_glx_probe_finish.
static int (*zt_probe_close)(void *);
static void *zt_probe_display;

static void *zt_probe_run(void *unused) {
  (void)unused;
  zt_probe_result = zt_glx_probe_display_keeping(
      zt_probe_renderer, (int)sizeof(zt_probe_renderer), &zt_probe_close, &zt_probe_display);
  return 0;
}

int zt_glx_probe_start(void) {
  if (zt_probe_started) return 1;
  if (pthread_create(&zt_probe_thread, 0, zt_probe_run, 0) != 0) return 0;
  zt_probe_started = 1;
  return 1;
}

int zt_glx_probe_finish(char *renderer, int capacity) {
  if (zt_probe_started == 1) {
    pthread_join(zt_probe_thread, 0);
    zt_probe_started = 2;
  } else if (zt_probe_started == 0) {
    zt_probe_run(0);
    zt_probe_started = 2;
  }
  if (zt_probe_close && zt_probe_display) zt_probe_close(zt_probe_display);
  zt_probe_close = 0;
  zt_probe_display = 0;
  if (renderer && capacity > 0) {
    strncpy(renderer, zt_probe_renderer, (size_t)capacity - 1);
    renderer[capacity - 1] = 0;
  }
  return zt_probe_result;
}
