// The shape rasterizer alone (zt_raster_fill, zt_raster_stroke), against
// another build of it: 60 rounded rectangles (about 40 × 30, corner
// radius 6) and ellipses, as cubic Béziers, each filled (non-zero, opaque)
// then stroked 2 px wide (round caps and joins) into a 512 × 512 ARGB
// buffer, per frame. The peer is linked in as `peer_raster_fill` and
// `peer_raster_stroke` (see `run`); frames alternate between the two, and
// each frame's bytes are compared. Prints the median and minimum frame
// time of each (the calls alone), upright and turned by 30°, then upright
// with 2 MB of other memory written before each shape (a busy frame's
// cache).
//
// Usage: raster_profile [frames, default 300] [out.ppm]
#include "CCompositor.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int peer_raster_fill(
    uint32_t *, intptr_t, intptr_t, intptr_t, const uint8_t *, intptr_t, const double *,
    const double *, bool, uint32_t);
int peer_raster_stroke(
    uint32_t *, intptr_t, intptr_t, intptr_t, const uint8_t *, intptr_t, const double *,
    const double *, const ZTStrokeStyle *, uint32_t);

enum { kSize = 512, kShapes = 60 };

/// One shape's path: verbs and points, in user space about (0, 0).
typedef struct Shape {
  uint8_t verbs[16];
  intptr_t verb_count;
  double points[64];
} Shape;

static const double kKappa = 0.5522847498;

/// Adds a cubic quarter from (x0, y0) to (x1, y1) around corner (cx, cy).
static void quarter(Shape *s, double **p, double x0, double y0, double cx, double cy, double x1,
                    double y1) {
  s->verbs[s->verb_count++] = ZT_PATH_CUBIC;
  double *q = *p;
  q[0] = x0 + (cx - x0) * kKappa;
  q[1] = y0 + (cy - y0) * kKappa;
  q[2] = x1 + (cx - x1) * kKappa;
  q[3] = y1 + (cy - y1) * kKappa;
  q[4] = x1;
  q[5] = y1;
  *p += 6;
}

static void line(Shape *s, double **p, double x, double y) {
  s->verbs[s->verb_count++] = ZT_PATH_LINE;
  (*p)[0] = x;
  (*p)[1] = y;
  *p += 2;
}

/// A rounded rectangle w × h, corner radius r, its corner at (0, 0).
static void rounded_rect(Shape *s, double w, double h, double r) {
  double *p = s->points;
  s->verb_count = 0;
  s->verbs[s->verb_count++] = ZT_PATH_MOVE;
  p[0] = r;
  p[1] = 0;
  p += 2;
  line(s, &p, w - r, 0);
  quarter(s, &p, w - r, 0, w, 0, w, r);
  line(s, &p, w, h - r);
  quarter(s, &p, w, h - r, w, h, w - r, h);
  line(s, &p, r, h);
  quarter(s, &p, r, h, 0, h, 0, h - r);
  line(s, &p, 0, r);
  quarter(s, &p, 0, r, 0, 0, r, 0);
  s->verbs[s->verb_count++] = ZT_PATH_CLOSE;
}

/// An ellipse in the box w × h from (0, 0).
static void ellipse(Shape *s, double w, double h) {
  double *p = s->points;
  double a = w / 2, b = h / 2;
  s->verb_count = 0;
  s->verbs[s->verb_count++] = ZT_PATH_MOVE;
  p[0] = w;
  p[1] = b;
  p += 2;
  quarter(s, &p, w, b, w, h, a, h);
  quarter(s, &p, a, h, 0, h, 0, b);
  quarter(s, &p, 0, b, 0, 0, a, 0);
  quarter(s, &p, a, 0, w, 0, w, b);
  s->verbs[s->verb_count++] = ZT_PATH_CLOSE;
}

typedef int (*Fill)(
    uint32_t *, intptr_t, intptr_t, intptr_t, const uint8_t *, intptr_t, const double *,
    const double *, bool, uint32_t);
typedef int (*Stroke)(
    uint32_t *, intptr_t, intptr_t, intptr_t, const uint8_t *, intptr_t, const double *,
    const double *, const ZTStrokeStyle *, uint32_t);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/// Memory the rest of a frame's work would touch between two shapes
/// (other layers' pixels, their plans): with `pressure`, a line of each
/// of its 64-byte lines is written before each shape, outside the time,
/// so that the rasterizer finds the cache as a busy frame leaves it.
enum { kPressureBytes = 2 << 20 };
static unsigned char *pressure;

/// Draws frame `f` (the shapes' sizes and positions move a little from
/// frame to frame, as animated paths do) turned by `angle`; the time its
/// fills and strokes took.
static double frame(uint32_t *pixels, Fill fill, Stroke stroke, int f, double angle) {
  static const ZTStrokeStyle style = {2, ZT_CAP_ROUND, ZT_JOIN_ROUND, 4};
  Shape shapes[kShapes];
  for (int i = 0; i < kShapes; i++) {
    double grow = 0.25 * (double)((f + i) % 9);
    if (i % 2 == 0) {
      rounded_rect(&shapes[i], 40 + grow, 30 + grow, 6);
    } else {
      ellipse(&shapes[i], 40 + grow, 30 + grow);
    }
  }
  for (intptr_t i = 0; i < (intptr_t)kSize * kSize; i++) pixels[i] = 0xFFFFFFFFu;
  double c = cos(angle), s = sin(angle);
  double total = 0;
  for (int i = 0; i < kShapes; i++) {
    if (pressure) {
      for (int k = 0; k < kPressureBytes; k += 64) pressure[k] += 1;
    }
    double start = now();
    double x = 40 + (i * 67) % 432 + 0.37 * (f % 3), y = 40 + (i * 41) % 432;
    // Turned about the shape's centre.
    double m[6] = {c, s, -s, c, x + 20 - (c * 20 - s * 15), y + 15 - (s * 20 + c * 15)};
    uint32_t color = 0xFF000000u | (uint32_t)(i * 0x3A5F17u & 0xFFFFFFu);
    fill(pixels, kSize, kSize, kSize, shapes[i].verbs, shapes[i].verb_count, shapes[i].points, m,
         false, color);
    stroke(pixels, kSize, kSize, kSize, shapes[i].verbs, shapes[i].verb_count, shapes[i].points,
           m, &style, 0xFF202020u);
    total += now() - start;
  }
  return total;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/// Times `frames` frames of each build, alternating; returns the number
/// of frames whose bytes differ.
static int run(int frames, double angle, const char *ppm) {
  uint32_t *a = malloc(sizeof(uint32_t) * kSize * kSize);
  uint32_t *b = malloc(sizeof(uint32_t) * kSize * kSize);
  double *ta = malloc(sizeof(double) * (size_t)frames);
  double *tb = malloc(sizeof(double) * (size_t)frames);
  int differing = 0, largest = 0;
  long pixels = 0;
  for (int f = 0; f < frames; f++) {
    if (f % 2 == 0) {
      tb[f] = frame(b, peer_raster_fill, peer_raster_stroke, f, angle);
      ta[f] = frame(a, zt_raster_fill, zt_raster_stroke, f, angle);
    } else {
      ta[f] = frame(a, zt_raster_fill, zt_raster_stroke, f, angle);
      tb[f] = frame(b, peer_raster_fill, peer_raster_stroke, f, angle);
    }
    if (memcmp(a, b, sizeof(uint32_t) * kSize * kSize) != 0) differing++;
    for (int i = 0; i < kSize * kSize; i++) {
      if (a[i] == b[i]) continue;
      pixels++;
      for (int shift = 0; shift < 32; shift += 8) {
        int d = abs((int)((a[i] >> shift) & 0xFF) - (int)((b[i] >> shift) & 0xFF));
        if (d > largest) largest = d;
      }
    }
  }
  if (ppm) {
    FILE *out = fopen(ppm, "wb");
    if (out) {
      fprintf(out, "P6\n%d %d\n255\n", kSize, kSize);
      for (int i = 0; i < kSize * kSize; i++) {
        unsigned char rgb[3] = {(unsigned char)(a[i] >> 16), (unsigned char)(a[i] >> 8),
                                (unsigned char)a[i]};
        fwrite(rgb, 1, 3, out);
      }
      fclose(out);
    }
  }
  qsort(ta, (size_t)frames, sizeof(double), compare);
  qsort(tb, (size_t)frames, sizeof(double), compare);
  printf("%sturned %4.0f°: this %.1f µs (min %.1f), peer %.1f µs (min %.1f): %.2fx faster; "
         "%d of %d frames differ (%ld pixels, by at most %d levels)\n",
         pressure ? "busy cache, " : "", angle * 180 / M_PI, 1e6 * ta[frames / 2], 1e6 * ta[0], 1e6 * tb[frames / 2], 1e6 * tb[0],
         tb[frames / 2] / ta[frames / 2], differing, frames, pixels, largest);
  free(a);
  free(b);
  free(ta);
  free(tb);
  return differing;
}

int main(int argc, char **argv) {
  int frames = argc > 1 ? atoi(argv[1]) : 300;
  if (frames < 1) frames = 1;
  run(frames, 0, argc > 2 ? argv[2] : NULL);
  run(frames, M_PI / 6, NULL);
  pressure = calloc(kPressureBytes, 1);
  if (pressure) run(frames, 0, NULL);
  free(pressure);
  return 0;
}
