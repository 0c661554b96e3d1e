/*
 * x11-close-window WINDOW-ID: asks an X11 window to close, the way a window
 * manager's close button does. It sends the window a WM_PROTOCOLS client
 * message carrying WM_DELETE_WINDOW (ICCCM 4.1.2.7); the client decides what
 * to do (SDL turns it into SDL_WINDOWEVENT_CLOSE, then SDL_QUIT). This is
 * not `xdotool windowclose`, which destroys the window under the client, and
 * Debian 12's xdotool (3.20160805) has no `windowquit`. No window manager is
 * needed, so it works under a bare Xvfb.
 *
 * Fails (status 1, with a message) when the display cannot be opened, the
 * window does not exist, or the window does not take WM_DELETE_WINDOW.
 * Built by scripts/window-test: cc x11-close-window.c -lX11
 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <stdio.h>
#include <stdlib.h>

static int x_error_code = 0;

static int remember_error(Display *display, XErrorEvent *error) {
  (void)display;
  x_error_code = error->error_code;
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: x11-close-window WINDOW-ID\n");
    return 64;
  }
  char *end = NULL;
  unsigned long id = strtoul(argv[1], &end, 0);
  if (argv[1][0] == '\0' || *end != '\0' || id == 0) {
    fprintf(stderr, "x11-close-window: \"%s\" is not a window id\n", argv[1]);
    return 64;
  }
  Display *display = XOpenDisplay(NULL);
  if (display == NULL) {
    fprintf(stderr, "x11-close-window: cannot open the display \"%s\"\n", XDisplayName(NULL));
    return 1;
  }
  XSetErrorHandler(remember_error);
  Window window = (Window)id;
  Atom protocols = XInternAtom(display, "WM_PROTOCOLS", False);
  Atom delete_window = XInternAtom(display, "WM_DELETE_WINDOW", False);

  /* A window manager sends WM_DELETE_WINDOW only to windows that list it. */
  Atom *listed = NULL;
  int count = 0;
  int takes_delete = 0;
  if (XGetWMProtocols(display, window, &listed, &count)) {
    for (int i = 0; i < count; i++) {
      if (listed[i] == delete_window) takes_delete = 1;
    }
    XFree(listed);
  }
  XSync(display, False);
  if (x_error_code != 0) {
    fprintf(stderr, "x11-close-window: no window %s (X error %d)\n", argv[1], x_error_code);
    XCloseDisplay(display);
    return 1;
  }
  if (!takes_delete) {
    fprintf(stderr, "x11-close-window: window %s does not take WM_DELETE_WINDOW\n", argv[1]);
    XCloseDisplay(display);
    return 1;
  }

  XEvent event = {0};
  event.xclient.type = ClientMessage;
  event.xclient.window = window;
  event.xclient.message_type = protocols;
  event.xclient.format = 32;
  event.xclient.data.l[0] = (long)delete_window;
  event.xclient.data.l[1] = CurrentTime;
  XSendEvent(display, window, False, NoEventMask, &event);
  XSync(display, False);
  int failed = x_error_code != 0;
  if (failed) {
    fprintf(stderr, "x11-close-window: sending to window %s failed (X error %d)\n", argv[1],
            x_error_code);
  }
  XCloseDisplay(display);
  return failed ? 1 : 0;
}
