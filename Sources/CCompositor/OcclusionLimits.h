// Which columns of each row a turned paint may change and which it makes
// opaque, from half-planes: its edges and its source's shape mapped to the
// target. Static functions for Occlusion.c, the one file that includes
// this private header.

#ifndef ZT_OCCLUSION_LIMITS_H
#define ZT_OCCLUSION_LIMITS_H

#include "CCompositor.h"

#include <math.h>
#include <stdbool.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The columns of each row inside half-planes P·x + Q·y + R ≥ 0, where
/// (x, y) is a target pixel's column and row and the condition is on its
/// center: x ≥ lowA + lowB·y for each lower limit, x ≤ highA + highB·y
/// for each upper one, and Q·y + R ≥ 0 for a half-plane along the rows.
typedef struct Limits {
  int lows, highs, rows;
  double lowA[14], lowB[14], highA[14], highB[14], rowQ[14], rowR[14];
} Limits;

/// Adds P·x + Q·y + R ≥ 0 for columns x with |x| ≤ `span`. A half-plane
/// nearly along the rows is taken as one on the row alone, widened
/// (`widen`) or narrowed by the most P·x can be, so that the columns
/// found hold every pixel inside (`widen`) or only pixels inside.
static void add_limit(Limits *limits, double p, double q, double r, double span, bool widen) {
  if (p > 1e-12 && limits->lows < 12) {
    limits->lowA[limits->lows] = -r / p;
    limits->lowB[limits->lows++] = -q / p;
  } else if (p < -1e-12 && limits->highs < 12) {
    limits->highA[limits->highs] = -r / p;
    limits->highB[limits->highs++] = -q / p;
  } else if (limits->rows < 12) {
    double slack = fabs(p) * span;
    limits->rowQ[limits->rows] = q;
    limits->rowR[limits->rows++] = widen ? r + slack : r - slack;
  }
}

/// Whether every limit is a finite number.
static bool finite_limits(const Limits *limits) {
  double sum = 0;
  for (int index = 0; index < limits->lows; index++) {
    sum += limits->lowA[index] * 0 + limits->lowB[index] * 0;
  }
  for (int index = 0; index < limits->highs; index++) {
    sum += limits->highA[index] * 0 + limits->highB[index] * 0;
  }
  for (int index = 0; index < limits->rows; index++) {
    sum += limits->rowQ[index] * 0 + limits->rowR[index] * 0;
  }
  return sum == 0;
}

/// Pads the lower and upper limits to an even count with limits that
/// bind nothing (x ≥ −2³⁰, x ≤ 2³⁰), for `limit_columns` to take two at a
/// time.
static void pad_limits(Limits *limits) {
  if ((limits->lows & 1) != 0) {
    limits->lowA[limits->lows] = -1073741824.0;
    limits->lowB[limits->lows++] = 0;
  }
  if ((limits->highs & 1) != 0) {
    limits->highA[limits->highs] = 1073741824.0;
    limits->highB[limits->highs++] = 0;
  }
}

/// The columns `start..<end` of row `y` inside every limit; false when
/// there are none.
static inline bool limit_columns(const Limits *limits, intptr_t y, intptr_t *start, intptr_t *end) {
  double row = (double)y;
  for (int index = 0; index < limits->rows; index++) {
    if (!(limits->rowQ[index] * row + limits->rowR[index] >= 0)) return false;
  }
  double low = -1073741824.0, high = 1073741824.0;
#if defined(__SSE2__)
  // Two limits at a time (padded to an even count).
  __m128d rows = _mm_set1_pd(row);
  __m128d lows = _mm_set1_pd(low), highs = _mm_set1_pd(high);
  for (int index = 0; index < limits->lows; index += 2) {
    __m128d bound = _mm_add_pd(
        _mm_loadu_pd(limits->lowA + index), _mm_mul_pd(_mm_loadu_pd(limits->lowB + index), rows));
    lows = _mm_max_pd(lows, bound);
  }
  for (int index = 0; index < limits->highs; index += 2) {
    __m128d bound = _mm_add_pd(
        _mm_loadu_pd(limits->highA + index),
        _mm_mul_pd(_mm_loadu_pd(limits->highB + index), rows));
    highs = _mm_min_pd(highs, bound);
  }
  low = _mm_cvtsd_f64(_mm_max_sd(lows, _mm_unpackhi_pd(lows, lows)));
  high = _mm_cvtsd_f64(_mm_min_sd(highs, _mm_unpackhi_pd(highs, highs)));
#else
  for (int index = 0; index < limits->lows; index++) {
    double bound = limits->lowA[index] + limits->lowB[index] * row;
    low = bound > low ? bound : low;
  }
  for (int index = 0; index < limits->highs; index++) {
    double bound = limits->highA[index] + limits->highB[index] * row;
    high = bound < high ? bound : high;
  }
#endif
  if (!(low <= high)) return false;
  // ⌈low⌉ and ⌊high⌋ + 1, within ±2³⁰.
  intptr_t first = (intptr_t)low, last = (intptr_t)high;
  if ((double)first < low) first += 1;
  if ((double)last > high) last -= 1;
  if (first > last) return false;
  *start = first;
  *end = last + 1;
  return true;
}

/// What a turned paint's rows are found from in a band: columns holding
/// every pixel it may change (inside its edges, where its source's
/// samples may not be 0; where the shape alone bounds those samples, its
/// edges are left out, and the kernel keeps to them itself), and the
/// pixels it makes opaque (wholly inside its edges, at full opacity,
/// where its samples are opaque).
typedef struct TurnedLimits {
  Limits visible, hidden;
  bool hides;
} TurnedLimits;

/// The margin, in target pixels along an edge's normal, by which an
/// edge's limits are widened or narrowed: far more than the rounding of
/// the kernels' distances, far less than the part of a pixel whose
/// coverage rounds to 0 or 255.
static const double edge_margin = 1e-6;

/// The columns of row `y` a turned paint with `limits` makes opaque
/// (none when `start` ≥ `end`).
static inline void hidden_columns(
    const TurnedLimits *limits, intptr_t y, intptr_t *start, intptr_t *end) {
  if (!limit_columns(&limits->hidden, y, start, end)) *start = *end = 0;
}

/// The limits of a turned copy with a shape; false when its map is out
/// of the range where they are exact (then it is drawn as it was: every
/// pixel of its row spans may show, none is hidden).
static bool turned_limits(const ZTCopy *copy, TurnedLimits *limits) {
  const ZTAffinePaint *paint = copy->paint;
  const ZTSourceShape *shape = copy->shape;
  if (shape == NULL) return false;
  double magnitude = fabs(paint->a) + fabs(paint->b) + fabs(paint->c) + fabs(paint->d);
  double origin_x = (double)paint->originX, origin_y = (double)paint->originY;
  if (!(magnitude <= 1e6 && fabs(paint->tx) <= 1e9 && fabs(paint->ty) <= 1e9
        && fabs(origin_x) <= 1e9 && fabs(origin_y) <= 1e9)) {
    return false;
  }
  limits->visible.lows = limits->visible.highs = limits->visible.rows = 0;
  limits->hidden.lows = limits->hidden.highs = limits->hidden.rows = 0;
  double span = fabs((double)paint->minX) > fabs((double)paint->maxX) ? fabs((double)paint->minX)
                                                                       : fabs((double)paint->maxX);
  if (paint->alpha == 0) {
    // Draws nothing: 0·y − 1 ≥ 0 holds on no row.
    add_limit(&limits->visible, 0, 0, -1, span, true);
    limits->hides = false;
    return true;
  }
  // The visible limits need only hold every pixel the paint changes: the
  // kernel keeps to its edges itself. Where the source's shape bounds the
  // samples that may show, it is enough, and the edges are left out
  // (their four limits were a third of the work of each row).
  bool shape_bounds = !paint->isPadded && shape->visibleCount > 0;
  for (int index = 0; index < 4; index++) {
    // The center is normalX·(x + ½) + normalY·(y + ½) + offset inside
    // the edge: a pixel touches it beyond −reach, lies wholly inside
    // from reach on.
    const ZTEdge *edge = &paint->edges[index];
    double r = 0.5 * edge->normalX + 0.5 * edge->normalY + edge->offset;
    if (!(fabs(r) <= 1e12 && fabs(edge->reach) <= 1)) return false;
    if (!shape_bounds) {
      add_limit(
          &limits->visible, edge->normalX, edge->normalY, r + edge->reach + edge_margin, span,
          true);
    }
    add_limit(
        &limits->hidden, edge->normalX, edge->normalY, r - edge->reach - edge_margin, span, false);
  }
  // The sample at pixel (x, y)'s center: u = a·x + c·y + u0, and v.
  double u0 = paint->a * (0.5 - origin_x) + paint->c * (0.5 - origin_y) + paint->tx;
  double v0 = paint->b * (0.5 - origin_x) + paint->d * (0.5 - origin_y) + paint->ty;
  // normal·(u, v) ≤ limit: −(n·(a, b))·x − (n·(c, d))·y + limit − n·(u0, v0) ≥ 0.
  if (!paint->isPadded) {
    for (int index = 0; index < shape->visibleCount && index < ZT_SHAPE_SIDES; index++) {
      const ZTHalfPlane *plane = &shape->visible.planes[index];
      add_limit(
          &limits->visible, -(plane->normalU * paint->a + plane->normalV * paint->b),
          -(plane->normalU * paint->c + plane->normalV * paint->d),
          plane->limit - plane->normalU * u0 - plane->normalV * v0, span, true);
    }
  }
  limits->hides = paint->alpha == 255 && shape->hiddenCount > 0;
  if (limits->hides) {
    for (int index = 0; index < shape->hiddenCount && index < ZT_SHAPE_SIDES; index++) {
      const ZTHalfPlane *plane = &shape->hidden.planes[index];
      add_limit(
          &limits->hidden, -(plane->normalU * paint->a + plane->normalV * paint->b),
          -(plane->normalU * paint->c + plane->normalV * paint->d),
          plane->limit - plane->normalU * u0 - plane->normalV * v0, span, false);
    }
  }
  pad_limits(&limits->visible);
  pad_limits(&limits->hidden);
  return finite_limits(&limits->visible) && finite_limits(&limits->hidden);
}

#endif
