// The affine sampler's rows: which columns of a row the quadrilateral
// covers, and each edge pixel's coverage by exact area.
//
// A piece of AffineKernel.h, included by it alone (see there): static
// functions, compiled once in each build of the sampler.

#ifndef ZT_AFFINE_ROWS_H
#define ZT_AFFINE_ROWS_H

#include "AffineSample.h"
#include "CCompositor.h"

#include <math.h>
#include <stdbool.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#pragma STDC FP_CONTRACT OFF

// MARK: - Rows

static inline double max_double(double x, double y) { return y >= x ? y : x; }
static inline double min_double(double x, double y) { return y < x ? y : x; }

/// A column bound kept to ±2³⁰, far beyond any target, so it converts to
/// an integer (a NaN becomes the low end).
static inline double clamp_bound(double x) {
#if defined(__SSE2__)
  // Without branches: `maxsd` gives its second operand when the first is
  // a NaN, so a NaN becomes the low end here too.
  __m128d low = _mm_max_sd(_mm_set_sd(x), _mm_set_sd(-1073741824.0));
  return _mm_cvtsd_f64(_mm_min_sd(low, _mm_set_sd(1073741824.0)));
#else
  return x > 1073741824.0 ? 1073741824.0 : (x >= -1073741824.0 ? x : -1073741824.0);
#endif
}

/// floor(x) for |x| ≤ 2³⁰, without a library call.
static inline double floor_bound(double x) {
  double truncated = (double)(int64_t)x;
  return truncated > x ? truncated - 1 : truncated;
}

/// ceil(x) for |x| ≤ 2³⁰, without a library call.
static inline double ceil_bound(double x) {
  double truncated = (double)(int64_t)x;
  return truncated < x ? truncated + 1 : truncated;
}

/// Per edge, what a row's columns are found from: 1 ÷ normalX, or 0 for
/// an edge along the x axis.
typedef struct RowBounds {
  double inverseNormalX[4];
} RowBounds;

static inline void row_bounds(const ZTAffinePaint *paint, RowBounds *bounds) {
  for (int index = 0; index < 4; index++) {
    double normal = paint->edges[index].normalX;
    bounds->inverseNormalX[index] = fabs(normal) < 1e-12 ? 0 : 1 / normal;
  }
}

/// The columns of row `y` (within min_x..<max_x) the quadrilateral may
/// cover, `start..<end` (false when it misses the row), and those wholly
/// inside every edge, `inner_start..<inner_end` (empty when none).
static inline bool row_span(
    const ZTAffinePaint *paint, const RowBounds *bounds, intptr_t y, intptr_t min_x,
    intptr_t max_x, intptr_t *start, intptr_t *end, intptr_t *inner_start,
    intptr_t *inner_end) {
  double center_y = (double)y + 0.5;
  double low = (double)min_x, high = (double)max_x;
  double inner_low = (double)min_x, inner_high = (double)max_x;
  bool has_interior = true;
  for (int index = 0; index < 4; index++) {
    const ZTEdge *edge = &paint->edges[index];
    // Touched where normalX·(x + ½) + normalY·centerY + offset > −reach,
    // wholly inside where it is ≥ reach.
    double base = edge->normalY * center_y + edge->offset;
    double outer = base + edge->reach;
    double inner = base - edge->reach;
    double inverse = bounds->inverseNormalX[index];
    if (inverse == 0) {
      if (outer <= 0) return false;
      if (inner < 0) has_interior = false;
      continue;
    }
    double outer_bound = clamp_bound(-outer * inverse - 0.5);
    double inner_bound = clamp_bound(-inner * inverse - 0.5);
    if (inverse > 0) {
      low = max_double(low, floor_bound(outer_bound));
      inner_low = max_double(inner_low, ceil_bound(inner_bound));
    } else {
      high = min_double(high, ceil_bound(outer_bound) + 1);
      inner_high = min_double(inner_high, floor_bound(inner_bound) + 1);
    }
  }
  if (!(low < high)) return false;
  *start = (intptr_t)low;
  *end = (intptr_t)high;
  inner_low = max_double(inner_low, low);
  inner_high = min_double(inner_high, high);
  if (has_interior && inner_low < inner_high) {
    *inner_start = (intptr_t)inner_low;
    *inner_end = (intptr_t)inner_high;
  } else {
    *inner_start = *start;
    *inner_end = *start;
  }
  return true;
}

/// Four doubles, one per edge (two SSE2 registers on x86-64, one AVX
/// register in the AVX2 build, plain doubles elsewhere).
typedef double Double4 __attribute__((ext_vector_type(4)));
/// Four floats, one per edge: one SSE register.
typedef float Float4 __attribute__((ext_vector_type(4)));
/// A lane mask for `Float4`.
typedef int32_t Mask4 __attribute__((ext_vector_type(4)));

/// `mask ? a : b`, lane by lane.
#define select4(mask, a, b) \
  ((Float4)(((Mask4)(mask) & (Mask4)(a)) | (~(Mask4)(mask) & (Mask4)(b))))

/// The four edges, lane by lane, and their distances along one row: pixel
/// x's center lies `normalX·(x + ½) + rowOffset` inside each edge
/// (distances in double, the coverage from them in float, as
/// `zt_edge_coverage` computes it).
typedef struct Edges4 {
  Double4 normalX, rowOffset;
  Float4 reach, flat, inverseCorner, inverseWidth;
} Edges4;

static inline void edges4(const ZTAffinePaint *paint, Edges4 *edges) {
  for (int index = 0; index < 4; index++) {
    const ZTEdge *edge = &paint->edges[index];
    edges->normalX[index] = edge->normalX;
    edges->rowOffset[index] = 0;
    edges->reach[index] = (float)edge->reach;
    edges->flat[index] = (float)edge->flat;
    edges->inverseCorner[index] = (float)edge->inverseCorner;
    edges->inverseWidth[index] = (float)edge->inverseWidth;
  }
}

static inline void row_edges(const ZTAffinePaint *paint, double center_y, Edges4 *edges) {
  for (int index = 0; index < 4; index++) {
    edges->rowOffset[index] = paint->edges[index].normalY * center_y + paint->edges[index].offset;
  }
}

/// The mask of pixel (x, row): its coverage times the opacity, 0...255.
static inline uint32_t coverage(const ZTAffinePaint *paint, intptr_t x, const Edges4 *edges) {
  double center_x = (double)x + 0.5;
  Float4 distance = __builtin_convertvector(edges->normalX * center_x + edges->rowOffset, Float4);
  Float4 reach = edges->reach;
  Float4 below = distance + reach;
  Float4 above = reach - distance;
  Float4 low = below * below * edges->inverseCorner;
  Float4 high = 1.0f - above * above * edges->inverseCorner;
  Float4 linear = 0.5f + distance * edges->inverseWidth;
  Float4 piece = select4(
      distance < -edges->flat, low, select4(distance > edges->flat, high, linear));
  Float4 covered = select4(
      distance >= reach, (Float4)1.0f, select4(distance <= -reach, (Float4)0.0f, piece));
  float product = covered.x * covered.y * covered.z * covered.w;
  uint32_t value = (uint32_t)(product * 255.0f + 0.5f);
  return paint->alpha == 255 ? value : multiply_channel(value, paint->alpha);
}

#endif
