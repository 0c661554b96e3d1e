// The shape rasterizer's stroke (ShapeRasterPrivate.h): a path's stroke
// outlined in user space as closed contours, mapped to pixels, and filled
// by the non-zero rule; `zt_raster_stroke`.

#include "ShapeRasterPrivate.h"

#include <math.h>
#include <string.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

/// Points in user space, growing.
typedef struct Points {
  double *xy;
  intptr_t count;
  intptr_t capacity;
  bool failed;
} Points;

/// Each thread's last stroke sides' buffers, kept for the next call
/// while no larger than `kKeptPoints` points (`NULL` while in use).
static _Thread_local Points kept_sides[2];

/// Empty points, with the thread's kept buffer `side` if any.
static Points points_take(int side) {
  Points points = kept_sides[side];
  kept_sides[side] = (Points){0};
  points.count = 0;
  points.failed = false;
  return points;
}

/// Keeps a buffer for the thread's next call, or frees it.
static void points_give(Points *points, int side) {
  if (kept_sides[side].xy == NULL && (size_t)points->capacity <= kKeptPoints) {
    kept_sides[side] = *points;
  } else {
    free(points->xy);
  }
}

/// Appends a point; on running out of memory marks the points failed.
static void points_add(Points *points, double x, double y) {
  if (points->failed) return;
  if (!xy_append(&points->xy, &points->count, &points->capacity, 128, x, y)) points->failed = true;
}

/// A stroke being outlined in user space: each subpath becomes closed
/// contours (for an open one, its left side forward, the end cap, its
/// right side backward and the start cap; for a closed one, the left side
/// and the right side reversed), the outer side of each turn joined, the
/// inner side through the turn's point. As chains of edges these are the
/// sum of one quadrilateral per segment and one piece per join and cap,
/// all of one orientation (the shared edges cancel), so the non-zero rule
/// fills their union. Contours are mapped to pixels by `m` as they are
/// added to `outline` (whose box then bounds the cells).
typedef struct Stroker {
  Polylines *outline;
  const double *m;
  double half_width;
  double tolerance;
  const ZTStrokeStyle *style;
  Points left;
  Points right;
  /// The largest turn one chord of a round join or cap may span within
  /// the tolerance, and its cosine.
  double arc_step;
  double cos_arc_step;
} Stroker;

/// Adds a closed contour (user space) to the outline, mapped to pixels.
static void stroker_contour(Stroker *s, const double *xy, intptr_t count, bool reversed) {
  const double *m = s->m;
  if (count < 2) return;
  for (intptr_t k = 0; k < count; k++) {
    intptr_t i = reversed ? count - 1 - k : k;
    double x = m[0] * xy[2 * i] + m[2] * xy[2 * i + 1] + m[4];
    double y = m[1] * xy[2 * i] + m[3] * xy[2 * i + 1] + m[5];
    if (k == 0) {
      polylines_begin(s->outline, x, y);
    } else {
      polylines_add(s->outline, x, y);
    }
  }
}

/// Appends the arc around (cx, cy) from (cx + ax, cy + ay), turning by
/// `angle` (radians, signed), its first point excluded.
static void arc_points(Points *points, Stroker *s, double cx, double cy, double ax, double ay,
                       double angle) {
  double step = s->arc_step;
  intptr_t n = (intptr_t)ceil(fabs(angle) / step);
  if (n < 1) n = 1;
  if (n > 1024) n = 1024;
  double c = cos(angle / (double)n), sn = sin(angle / (double)n);
  double vx = ax, vy = ay;
  for (intptr_t i = 1; i <= n; i++) {
    double nx = vx * c - vy * sn;
    vy = vx * sn + vy * c;
    vx = nx;
    points_add(points, cx + vx, cy + vy);
  }
}

/// The cosine of the angle between two directions once mapped by `m`:
/// Cairo tests the miter limit on the pixels' angle.
static double device_dot(const double *m, double d0x, double d0y, double d1x, double d1y) {
  double ax = m[0] * d0x + m[2] * d0y, ay = m[1] * d0x + m[3] * d0y;
  double bx = m[0] * d1x + m[2] * d1y, by = m[1] * d1x + m[3] * d1y;
  double lengths = sqrt((ax * ax + ay * ay) * (bx * bx + by * by));
  return lengths > 0 ? (ax * bx + ay * by) / lengths : 1;
}

/// Appends the join at (px, py) between a segment along (d0x, d0y) of
/// length `length0` and the next along (d1x, d1y) of length `length1`
/// (unit vectors) to both sides: the outer one gets the join; the inner
/// one the point where its two edges cross, when both segments reach it
/// (then nothing overlaps there, which exact-area coverage needs: where
/// two pieces overlap inside one pixel it counts both), else a detour
/// through the join's point.
static void stroker_join(
    Stroker *s, double px, double py, double d0x, double d0y, double d1x, double d1y,
    double length0, double length1) {
  double hw = s->half_width;
  double cross = d0x * d1y - d0y * d1x;
  double dot = d0x * d1x + d0y * d1y;
  // The outer side: away from the turn (+1 is the left, along the normal
  // (−dy, dx)).
  double side = cross > 0 ? -1 : 1;
  Points *outer = side > 0 ? &s->left : &s->right;
  Points *inner = side > 0 ? &s->right : &s->left;
  double ax = -d0y * hw * side, ay = d0x * hw * side;
  double bx = -d1y * hw * side, by = d1x * hw * side;
  // How far along each segment the inner edges cross.
  double inverse = 1 + dot > 1e-12 ? 1 / (1 + dot) : INFINITY;
  double reach = hw * fabs(cross) * inverse;
  if (reach <= length0 && reach <= length1) {
    points_add(inner, px - (ax + bx) * inverse, py - (ay + by) * inverse);
  } else {
    points_add(inner, px - ax, py - ay);
    points_add(inner, px, py);
    points_add(inner, px - bx, py - by);
  }
  double limit = s->style->miterLimit;
  bool one_chord = s->style->join == ZT_JOIN_ROUND && dot >= s->cos_arc_step;
  bool mitered = s->style->join == ZT_JOIN_MITER && 1 + dot > 1e-12
      && 2 <= limit * limit * (1 + device_dot(s->m, d0x, d0y, d1x, d1y));
  if (one_chord || mitered) {
    // Where the two outer edges cross. A miter: the points before and
    // after it lie on the same lines, so they add nothing. A round join
    // that one chord spans (most joins of a flattened curve): within the
    // tolerance of its arc, as the chord is, without atan2, cos and sin,
    // and one point instead of two.
    points_add(outer, px + (ax + bx) * inverse, py + (ay + by) * inverse);
    return;
  }
  points_add(outer, px + ax, py + ay);
  if (fabs(cross) < 1e-12 && dot > 0) return;
  if (s->style->join == ZT_JOIN_ROUND) {
    double angle = atan2(fabs(cross), dot);
    arc_points(outer, s, px, py, ax, ay, cross > 0 ? angle : -angle);
    return;
  }
  // A bevel.
  points_add(outer, px + bx, py + by);
}

/// Appends the cap at (px, py) of a line that leaves it along (dx, dy), a
/// unit vector pointing out of the line: from its left side (along the
/// normal (−dy, dx), already added) to its right side.
static void stroker_cap(Stroker *s, Points *points, double px, double py, double dx, double dy) {
  double hw = s->half_width;
  double nx = -dy * hw, ny = dx * hw;
  if (s->style->cap == ZT_CAP_ROUND) {
    arc_points(points, s, px, py, nx, ny, -M_PI);
    return;
  }
  if (s->style->cap == ZT_CAP_SQUARE) {
    points_add(points, px + nx + dx * hw, py + ny + dy * hw);
    points_add(points, px - nx + dx * hw, py - ny + dy * hw);
  }
  points_add(points, px - nx, py - ny);
}

/// The unit direction from point i to point j of `xy`; their distance.
static double direction(const double *xy, intptr_t i, intptr_t j, double *dx, double *dy) {
  double x = xy[2 * j] - xy[2 * i], y = xy[2 * j + 1] - xy[2 * i + 1];
  double length = sqrt(x * x + y * y);
  double inverse = 1 / length;
  *dx = x * inverse;
  *dy = y * inverse;
  return length;
}

/// Outlines one subpath (points start..<end, at least two, none equal to
/// the one before).
static void stroker_subpath(Stroker *s, const double *xy, intptr_t start, intptr_t end, bool closed) {
  intptr_t count = end - start;
  // A closed subpath whose last point is its first has no closing segment.
  if (closed && count > 2 && xy[2 * (end - 1)] == xy[2 * start]
      && xy[2 * (end - 1) + 1] == xy[2 * start + 1]) {
    count--;
  }
  intptr_t segments = closed ? count : count - 1;
  double hw = s->half_width;
  s->left.count = 0;
  s->right.count = 0;
  double dx, dy;
  double length = direction(xy, start, start + 1, &dx, &dy);
  if (!closed) {
    points_add(&s->left, xy[2 * start] - dy * hw, xy[2 * start + 1] + dx * hw);
    points_add(&s->right, xy[2 * start] + dy * hw, xy[2 * start + 1] - dx * hw);
  }
  for (intptr_t k = 0; k < segments; k++) {
    intptr_t j = start + (k + 1) % count;
    if (k + 1 < segments || closed) {
      double ex, ey;
      double next = direction(xy, j, start + (k + 2) % count, &ex, &ey);
      stroker_join(s, xy[2 * j], xy[2 * j + 1], dx, dy, ex, ey, length, next);
      dx = ex;
      dy = ey;
      length = next;
    }
  }
  if (closed) {
    stroker_contour(s, s->left.xy, s->left.count, false);
    stroker_contour(s, s->right.xy, s->right.count, true);
    return;
  }
  double ex = xy[2 * (end - 1)], ey = xy[2 * (end - 1) + 1];
  points_add(&s->left, ex - dy * hw, ey + dx * hw);
  stroker_cap(s, &s->left, ex, ey, dx, dy);
  // The right side, backward, then the start cap.
  for (intptr_t i = s->right.count - 1; i >= 0; i--) {
    points_add(&s->left, s->right.xy[2 * i], s->right.xy[2 * i + 1]);
  }
  direction(xy, start, start + 1, &dx, &dy);
  stroker_cap(s, &s->left, xy[2 * start], xy[2 * start + 1], -dx, -dy);
  stroker_contour(s, s->left.xy, s->left.count, false);
}

/// Outlines the subpaths of `lines` (user space) that have two points or
/// more into `s->outline`; false when out of memory.
static bool stroker_outline(Stroker *s, const Polylines *lines) {
  for (intptr_t i = 0; i < lines->subpaths; i++) {
    intptr_t end = i + 1 < lines->subpaths ? lines->starts[i + 1] : lines->count;
    if (end - lines->starts[i] < 2) continue;
    stroker_subpath(s, lines->xy, lines->starts[i], end, lines->closed[i]);
  }
  return !s->left.failed && !s->right.failed && !s->outline->failed;
}

/// Whether a subpath of `lines` drew only segments of no length: a dot or
/// a square for round and square caps, which Cairo draws and leaves to
/// Cairo.
static bool has_dot(const Polylines *lines, const ZTStrokeStyle *style) {
  if (style->cap == ZT_CAP_BUTT) return false;
  for (intptr_t i = 0; i < lines->subpaths; i++) {
    intptr_t end = i + 1 < lines->subpaths ? lines->starts[i + 1] : lines->count;
    if (lines->drew[i] && end - lines->starts[i] < 2) return true;
  }
  return false;
}

int zt_raster_stroke(
    uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, const uint8_t *verbs,
    intptr_t verb_count, const double *points, const double *matrix, const ZTStrokeStyle *style,
    uint32_t color) {
  ZT_CHECK(width > 0 && height > 0 && stride >= width);
  // The user-space tolerance: a tenth of a pixel along the matrix's
  // longest axis.
  double norm = sqrt(fmax(
      matrix[0] * matrix[0] + matrix[1] * matrix[1], matrix[2] * matrix[2] + matrix[3] * matrix[3]));
  if (!(norm > 0) || !isfinite(norm) || !(style->width > 0) || !isfinite(style->width)) return -1;
  static const double identity[6] = {1, 0, 0, 1, 0, 0};
  Polylines lines;
  if (!polylines_flatten(&lines, verbs, verb_count, points, identity, kTolerance / norm)
      || has_dot(&lines, style)) {
    polylines_free(&lines);
    return -1;
  }
  Polylines outline;
  polylines_start(&outline, 1);
  Stroker stroker = {
      &outline, matrix, style->width / 2, kTolerance / norm, style, points_take(0), points_take(1),
      0, 0};
  stroker.arc_step = stroker.tolerance < stroker.half_width
      ? 2 * acos(1 - stroker.tolerance / stroker.half_width) : M_PI / 2;
  stroker.cos_arc_step = cos(stroker.arc_step);
  // Out of memory part way: nothing drawn.
  bool painted = stroker_outline(&stroker, &lines)
      && polylines_paint(&outline, pixels, stride, width, height, false, color);
  points_give(&stroker.left, 0);
  points_give(&stroker.right, 1);
  polylines_free(&outline);
  polylines_free(&lines);
  return painted ? 0 : -1;
}
