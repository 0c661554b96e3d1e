// The shape rasterizer's polylines and fill (ShapeRasterPrivate.h): paths
// flattened to within a tolerance, kept buffers per thread, and
// `zt_raster_fill`.

#include "ShapeRasterPrivate.h"

#include <math.h>
#include <string.h>

/// The buffers of each thread's last polylines of each slot, kept for the
/// next call while no larger than `kKeptPoints` points (all `NULL` while
/// in use).
static _Thread_local Polylines kept_lines[kKeptPolylines];

void polylines_start(Polylines *lines, int slot) {
  ZT_CHECK(slot >= 0 && slot < kKeptPolylines);
  *lines = kept_lines[slot];
  memset(&kept_lines[slot], 0, sizeof(kept_lines[slot]));
  lines->count = 0;
  lines->subpaths = 0;
  lines->slot = slot;
  lines->failed = false;
}

void polylines_free(Polylines *lines) {
  Polylines *kept = &kept_lines[lines->slot];
  if (kept->xy == NULL && kept->starts == NULL && kept->closed == NULL && kept->drew == NULL
      && (size_t)lines->capacity <= kKeptPoints
      && (size_t)lines->subpath_capacity <= kKeptPoints) {
    *kept = *lines;
    return;
  }
  free(lines->xy);
  free(lines->starts);
  free(lines->closed);
  free(lines->drew);
}

void polylines_begin(Polylines *lines, double x, double y) {
  if (lines->failed) return;
  if (lines->subpaths == lines->subpath_capacity) {
    intptr_t capacity = lines->subpath_capacity ? 2 * lines->subpath_capacity : 8;
    intptr_t *starts = realloc(lines->starts, (size_t)capacity * sizeof(intptr_t));
    if (starts) lines->starts = starts;
    bool *closed = realloc(lines->closed, (size_t)capacity * sizeof(bool));
    if (closed) lines->closed = closed;
    bool *drew = realloc(lines->drew, (size_t)capacity * sizeof(bool));
    if (drew) lines->drew = drew;
    if (!starts || !closed || !drew) {
      lines->failed = true;
      return;
    }
    lines->subpath_capacity = capacity;
  }
  lines->starts[lines->subpaths] = lines->count;
  lines->closed[lines->subpaths] = false;
  lines->drew[lines->subpaths] = false;
  lines->subpaths++;
  polylines_add(lines, x, y);
  lines->drew[lines->subpaths - 1] = false;
}

/// How many lines approximate a curve whose control polygon's largest
/// second difference is `dd`, within `tolerance`: a Bézier's distance to
/// its n-chord polyline is at most 3·dd ÷ (4·n²).
static intptr_t segment_count(double dd, double tolerance) {
  double n = ceil(sqrt(0.75 / tolerance * dd));
  if (!(n >= 1)) return 1;
  return n > 1000 ? 1000 : (intptr_t)n;
}

/// Appends a cubic Bézier from the current point, flattened.
static void polylines_cubic(
    Polylines *lines, double x0, double y0, const double *p, double tolerance) {
  double ddx1 = x0 - 2 * p[0] + p[2], ddy1 = y0 - 2 * p[1] + p[3];
  double ddx2 = p[0] - 2 * p[2] + p[4], ddy2 = p[1] - 2 * p[3] + p[5];
  // (Squares compared, one square root: `hypot` guards against overflow
  // that only gives the most segments anyway.)
  intptr_t n = segment_count(
      sqrt(fmax(ddx1 * ddx1 + ddy1 * ddy1, ddx2 * ddx2 + ddy2 * ddy2)), tolerance);
  // By forward differences: the curve is a·t³ + b·t² + c·t + p0, whose
  // third difference over steps of h is constant (three additions a
  // point; in doubles over at most 1,000 steps they stray by far less
  // than the tolerance, and the last point is the end itself).
  double h = 1 / (double)n;
  double ax = -x0 + 3 * (p[0] - p[2]) + p[4], ay = -y0 + 3 * (p[1] - p[3]) + p[5];
  double bx = 3 * (x0 - 2 * p[0] + p[2]), by = 3 * (y0 - 2 * p[1] + p[3]);
  double cx = 3 * (p[0] - x0), cy = 3 * (p[1] - y0);
  double dx = ((ax * h + bx) * h + cx) * h, dy = ((ay * h + by) * h + cy) * h;
  double ddx = (6 * ax * h + 2 * bx) * h * h, ddy = (6 * ay * h + 2 * by) * h * h;
  double dddx = 6 * ax * h * h * h, dddy = 6 * ay * h * h * h;
  double x = x0, y = y0;
  for (intptr_t i = 1; i < n; i++) {
    x += dx;
    y += dy;
    dx += ddx;
    dy += ddy;
    ddx += dddx;
    ddy += dddy;
    polylines_add(lines, x, y);
  }
  polylines_add(lines, p[4], p[5]);
}

/// Appends a quadratic Bézier from the current point, flattened.
static void polylines_quad(
    Polylines *lines, double x0, double y0, const double *p, double tolerance) {
  double ddx = x0 - 2 * p[0] + p[2], ddy = y0 - 2 * p[1] + p[3];
  double dd = 2 * sqrt(ddx * ddx + ddy * ddy);
  intptr_t n = segment_count(dd, tolerance);
  for (intptr_t i = 1; i < n; i++) {
    double t = (double)i / (double)n, u = 1 - t;
    double a = u * u, b = 2 * u * t, c = t * t;
    polylines_add(lines, a * x0 + b * p[0] + c * p[2], a * y0 + b * p[1] + c * p[3]);
  }
  polylines_add(lines, p[2], p[3]);
}

bool polylines_flatten(
    Polylines *lines, const uint8_t *verbs, intptr_t verb_count, const double *points,
    const double *m, double tolerance) {
  polylines_start(lines, 0);
  double start_x = 0, start_y = 0, x = 0, y = 0;
  bool has_start = false;
  double p[6];
  for (intptr_t v = 0; v < verb_count && !lines->failed; v++) {
    int count = verbs[v] == ZT_PATH_CUBIC ? 3 : verbs[v] == ZT_PATH_QUAD ? 2 : 1;
    if (verbs[v] == ZT_PATH_CLOSE) count = 0;
    for (int i = 0; i < count; i++) {
      p[2 * i] = m[0] * points[0] + m[2] * points[1] + m[4];
      p[2 * i + 1] = m[1] * points[0] + m[3] * points[1] + m[5];
      points += 2;
    }
    if (verbs[v] == ZT_PATH_MOVE) {
      polylines_begin(lines, p[0], p[1]);
      start_x = x = p[0];
      start_y = y = p[1];
      has_start = true;
      continue;
    }
    if (verbs[v] == ZT_PATH_CLOSE) {
      if (lines->subpaths > 0 && has_start) lines->closed[lines->subpaths - 1] = true;
      // A segment after a close starts a new subpath where the last began.
      x = start_x;
      y = start_y;
      has_start = false;
      continue;
    }
    if (!has_start) {
      polylines_begin(lines, x, y);
      start_x = x;
      start_y = y;
      has_start = true;
    }
    if (verbs[v] == ZT_PATH_LINE) {
      polylines_add(lines, p[0], p[1]);
    } else if (verbs[v] == ZT_PATH_QUAD) {
      polylines_quad(lines, x, y, p, tolerance);
    } else {
      polylines_cubic(lines, x, y, p, tolerance);
    }
    x = p[2 * count - 2];
    y = p[2 * count - 1];
  }
  return !lines->failed;
}


int zt_raster_fill(
    uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, const uint8_t *verbs,
    intptr_t verb_count, const double *points, const double *matrix, bool even_odd,
    uint32_t color) {
  ZT_CHECK(width > 0 && height > 0 && stride >= width);
  Polylines lines;
  bool painted = polylines_flatten(&lines, verbs, verb_count, points, matrix, kTolerance)
      && polylines_paint(&lines, pixels, stride, width, height, even_odd, color);
  polylines_free(&lines);
  return painted ? 0 : -1;
}
