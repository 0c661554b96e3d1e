// The compositor's affine sampler, as static functions: included by
// AffinePaint.c, compiled for the x86-64 baseline (SSE2), and by
// AffinePaintAVX2.c, compiled again for processors with AVX2 (the same
// code with VEX encodings: three-operand instructions and fewer copies,
// about 14 % fewer instructions). Both give the same bytes.
//
// Every header this one and its pieces include, but the pieces, must be
// included by AffinePaintAVX2.c before its `#pragma clang attribute push`,
// so that only the sampler's own functions get `target("avx2")`.
//
// Bilinear (pixman's 7-bit arithmetic) or nearest, antialiased edges by
// exact area, `OVER` with pixman's rounding. The vector kernel gives the
// same bytes as the plain one; both give the bytes pixman's C code would
// for the same samples.
//
// The sampler is in four pieces, each with its own include guard:
// AffineSample.h (pixman's arithmetic, samples), AffineRows.h (a row's
// columns, edge coverage), AffineInterior.h (the interiors) and this file
// (the paints). They are included by this file alone, never before
// AffinePaintAVX2.c's `push`, so that their functions get its target.

#ifndef ZT_AFFINE_KERNEL_H
#define ZT_AFFINE_KERNEL_H

#include "AffineBuilds.h"
#include "CCompositor.h"

#include <math.h>
#include <stdbool.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#pragma STDC FP_CONTRACT OFF

#include "AffineSample.h"
#include "AffineRows.h"
#include "AffineInterior.h"

// MARK: - Paints

/// round(x) (halves away from 0) as an integer, for |x| < 2⁶², without
/// a library call or a branch: x less its truncation is exact.
static inline int64_t round_fixed(double x) {
  int64_t truncated = (int64_t)x;
  double rest = x - (double)truncated;
  return truncated + (int64_t)(rest >= 0.5) - (int64_t)(rest <= -0.5);
}

/// Draws the pixels `from..<to` of row `y`, as `run` draws them: the row's
/// columns are found within `min_x..<max_x`, and each pixel's sample
/// position is stepped from the paint's origin column, so a part of a row
/// (however it is clipped) gets the same bytes as the whole row.
static inline void run_row(
    const ZTAffinePaint *paint, const RowBounds *bounds, Edges4 *edges, uint32_t *target,
    intptr_t stride, intptr_t y, intptr_t min_x, intptr_t max_x, const ZTSpan *spans,
    intptr_t count, intptr_t from, intptr_t to, int64_t step_x, int64_t step_y, bool vector) {
  (void)vector;
  const double one = 4294967296.0;
  intptr_t start, end, inner_start, inner_end;
  if (!row_span(paint, bounds, y, min_x, max_x, &start, &end, &inner_start, &inner_end)) {
    return;
  }
  uint32_t *row = target + y * stride;
  // The sample point of the row's pixel in the origin's column, in
  // surface pixels, stepped to the first pixel: each pixel's point depends
  // on its column alone, not on where a clip (a damaged box, a band)
  // starts the row, so a redraw of part of a paint gives its bytes.
  double relative_y = (double)(y - paint->originY) + 0.5;
  double origin_u = paint->a * 0.5 + paint->c * relative_y + paint->tx;
  double origin_v = paint->b * 0.5 + paint->d * relative_y + paint->ty;
  if (!(fabs(origin_u) < 1e8 && fabs(origin_v) < 1e8)) return;
  // The row's edge distances, found at its first edge pixel (a row of a
  // culled paint often draws only interior pixels).
  bool has_edges = false;
  // |origin_u · 2³²| < 2⁶²; the steps wrap, like the adds below.
  const uint64_t columns = (uint64_t)(int64_t)(start - paint->originX);
  const int64_t row_u =
      (int64_t)((uint64_t)round_fixed(origin_u * one) + columns * (uint64_t)step_x);
  const int64_t row_v =
      (int64_t)((uint64_t)round_fixed(origin_v * one) + columns * (uint64_t)step_y);
  // One part `from..<to`, or each of the spans.
  for (intptr_t part = 0; part < (spans != NULL ? count : 1); part++) {
    intptr_t part_from = spans != NULL ? spans[part].start : from;
    intptr_t part_to = spans != NULL ? spans[part].end : to;
    intptr_t x = start;
    int64_t u = row_u, v = row_v;
    if (part_from > x) {
      // Step to `from` as the whole row would have (wrapping, like the adds).
      uint64_t steps = (uint64_t)(part_from - x);
      u = (int64_t)((uint64_t)u + steps * (uint64_t)step_x);
      v = (int64_t)((uint64_t)v + steps * (uint64_t)step_y);
      x = part_from;
    }
    intptr_t stop_at = part_to < end ? part_to : end;
    while (x < stop_at) {
      if (x >= inner_start && x < inner_end) {
        // The interior: the opacity alone, the hot loop.
        intptr_t stop = inner_end < stop_at ? inner_end : stop_at;
#if defined(__SSE2__)
        if (vector && paint->isBilinear) {
          blend_interior_bilinear_sse2(paint, row, x, stop, &u, &v, step_x, step_y);
        } else {
          blend_interior_scalar(paint, row, x, stop, &u, &v, step_x, step_y);
        }
#else
        blend_interior_scalar(paint, row, x, stop, &u, &v, step_x, step_y);
#endif
        x = stop;
        continue;
      }
      if (!has_edges) {
        row_edges(paint, (double)y + 0.5, edges);
        has_edges = true;
      }
      uint32_t mask = coverage(paint, x, edges);
      if (mask > 0) blend(sample(paint, u, v), mask, row + x);
      u = (int64_t)((uint64_t)u + (uint64_t)step_x);
      v = (int64_t)((uint64_t)v + (uint64_t)step_y);
      x += 1;
    }
  }
}

/// Sample positions are 32.32 fixed point, so that stepping along a row
/// drifts by less than 2⁻²⁴ texel; pixman's 16.16 is taken from them.
static inline int64_t fixed_step(double step) { return (int64_t)round(step * 4294967296.0); }

static void run(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride, intptr_t band_min_x,
    intptr_t band_min_y, intptr_t band_max_x, intptr_t band_max_y, bool vector) {
  intptr_t min_x = paint->minX > band_min_x ? paint->minX : band_min_x;
  intptr_t max_x = paint->maxX < band_max_x ? paint->maxX : band_max_x;
  intptr_t min_y = paint->minY > band_min_y ? paint->minY : band_min_y;
  intptr_t max_y = paint->maxY < band_max_y ? paint->maxY : band_max_y;
  if (min_x >= max_x || min_y >= max_y || paint->alpha == 0) return;
  const int64_t step_x = fixed_step(paint->a);
  const int64_t step_y = fixed_step(paint->b);
  Edges4 edges;
  edges4(paint, &edges);
  RowBounds bounds;
  row_bounds(paint, &bounds);
  for (intptr_t y = min_y; y < max_y; y++) {
    run_row(
        paint, &bounds, &edges, target, stride, y, min_x, max_x, NULL, 0, min_x, max_x, step_x,
        step_y, vector);
  }
}

/// Draws `count` spans of `paint` as `zt_affine_paint_run_spans` does,
/// in the build that includes this header.
static void run_spans(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, uint32_t *target, intptr_t stride,
    const ZTSpan *spans, intptr_t count) {
  if (paint->alpha == 0 || count <= 0) return;
  RowBounds bounds;
  for (int index = 0; index < 4; index++) bounds.inverseNormalX[index] = rows->inverseNormalX[index];
  Edges4 edges;
  edges4(paint, &edges);
  int64_t step_x = fixed_step(paint->a), step_y = fixed_step(paint->b);
  intptr_t first = 0;
  while (first < count) {
    intptr_t last = first + 1;
    while (last < count && spans[last].y == spans[first].y) last++;
    intptr_t y = spans[first].y;
    if (last < count) {
      // The next row's first pixels, on their way while this row is drawn.
      __builtin_prefetch(target + spans[last].y * stride + spans[last].start, 1);
    }
    if (y >= paint->minY && y < paint->maxY) {
      run_row(
          paint, &bounds, &edges, target, stride, y, paint->minX, paint->maxX, spans + first,
          last - first, 0, 0, step_x, step_y, true);
    }
    first = last;
  }
}

#endif
