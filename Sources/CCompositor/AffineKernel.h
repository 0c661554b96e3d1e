// The compositor's affine sampler, as static functions: included by
// AffinePaint.c, compiled for the x86-64 baseline (SSE2), and by
// AffinePaintAVX2.c, compiled again for processors with AVX2 (the same
// code with VEX encodings: three-operand instructions and fewer copies,
// about 14 % fewer instructions). Both give the same bytes.
//
// Every header this one includes must be included by AffinePaintAVX2.c
// before its `#pragma clang attribute push`, so that only the sampler's
// own functions get `target("avx2")`.
//
// Bilinear (pixman's 7-bit arithmetic) or nearest, antialiased edges by
// exact area, `OVER` with pixman's rounding. The vector kernel gives the
// same bytes as the plain one; both give the bytes pixman's C code would
// for the same samples.

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

// MARK: - pixman's arithmetic

/// pixman's `MUL_UN8`: a × b ÷ 255, rounded.
static inline uint32_t multiply_channel(uint32_t a, uint32_t b) {
  uint32_t product = a * b + 0x80;
  return ((product >> 8) + product) >> 8;
}

/// pixman's `UN8x4_MUL_UN8`: each channel times `factor` ÷ 255, rounded.
static inline uint32_t multiply(uint32_t pixel, uint32_t factor) {
  uint32_t red_blue = (pixel & 0x00FF00FF) * factor + 0x00800080;
  red_blue = ((red_blue + ((red_blue >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF;
  uint32_t alpha_green = ((pixel >> 8) & 0x00FF00FF) * factor + 0x00800080;
  alpha_green = (alpha_green + ((alpha_green >> 8) & 0x00FF00FF)) & 0xFF00FF00;
  return alpha_green | red_blue;
}

/// pixman's `bilinear_interpolation` (64-bit form): two channels at a time,
/// weights out of 256, the sum truncated.
static inline uint32_t interpolate(
    uint32_t top_left, uint32_t top_right, uint32_t bottom_left, uint32_t bottom_right,
    uint64_t weight_x, uint64_t weight_y) {
  uint64_t xy = weight_x * weight_y;
  uint64_t x_inverse_y = weight_x * (256 - weight_y);
  uint64_t inverse_x_y = (256 - weight_x) * weight_y;
  uint64_t inverse_x_inverse_y = (256 - weight_x) * (256 - weight_y);
  // Alpha and blue.
  uint64_t sum = (uint64_t)(top_left & 0xFF0000FF) * inverse_x_inverse_y
                 + (uint64_t)(top_right & 0xFF0000FF) * x_inverse_y
                 + (uint64_t)(bottom_left & 0xFF0000FF) * inverse_x_y
                 + (uint64_t)(bottom_right & 0xFF0000FF) * xy;
  uint64_t result = sum & 0x0000FF0000FF0000ULL;
  // Red and green.
#define ZT_SPREAD(p) ((((uint64_t)(p) << 16) & 0x000000FF00000000ULL) | ((uint64_t)(p) & 0x0000FF00))
  sum = ZT_SPREAD(top_left) * inverse_x_inverse_y + ZT_SPREAD(top_right) * x_inverse_y
        + ZT_SPREAD(bottom_left) * inverse_x_y + ZT_SPREAD(bottom_right) * xy;
#undef ZT_SPREAD
  result |= ((sum >> 16) & 0x000000FF00000000ULL) | (sum & 0xFF000000);
  return (uint32_t)(result >> 16);
}

/// Composites `sample` times `mask` ÷ 255 `OVER` one pixel.
static inline void blend(uint32_t sample, uint32_t mask, uint32_t *pixel) {
  uint32_t source = mask < 255 ? multiply(sample, mask) : sample;
  if (source == 0) return;
  uint32_t source_alpha = source >> 24;
  *pixel = source_alpha == 255 ? source : multiply(*pixel, 255 - source_alpha) + source;
}

// MARK: - Sampling

/// The texel at (x, y); outside the surface, the nearest edge texel when
/// padded, else transparent.
static inline uint32_t texel(const ZTAffinePaint *paint, intptr_t x, intptr_t y) {
  if (x < 0 || y < 0 || x >= paint->sourceWidth || y >= paint->sourceHeight) {
    if (!paint->isPadded) return 0;
    intptr_t column = x < 0 ? 0 : (x > paint->sourceWidth - 1 ? paint->sourceWidth - 1 : x);
    intptr_t row = y < 0 ? 0 : (y > paint->sourceHeight - 1 ? paint->sourceHeight - 1 : y);
    return paint->source[row * paint->sourceStride + column];
  }
  return paint->source[y * paint->sourceStride + x];
}

/// pixman's bilinear sample at (u, v) in 16.16 fixed point: the four texels
/// around (u − ½, v − ½), weighted in 7-bit steps, truncated.
static inline uint32_t sample_bilinear(const ZTAffinePaint *paint, int64_t u, int64_t v) {
  int64_t x = u - 0x8000;
  int64_t y = v - 0x8000;
  intptr_t x1 = (intptr_t)(x >> 16);
  intptr_t y1 = (intptr_t)(y >> 16);
  uint64_t weight_x = (uint64_t)((x >> 9) & 0x7F) << 1;
  uint64_t weight_y = (uint64_t)((y >> 9) & 0x7F) << 1;
  uint32_t top_left, top_right, bottom_left, bottom_right;
  if (x1 >= 0 && y1 >= 0 && x1 + 1 < paint->sourceWidth && y1 + 1 < paint->sourceHeight) {
    const uint32_t *texels = paint->source + y1 * paint->sourceStride + x1;
    top_left = texels[0];
    top_right = texels[1];
    bottom_left = texels[paint->sourceStride];
    bottom_right = texels[paint->sourceStride + 1];
  } else {
    top_left = texel(paint, x1, y1);
    top_right = texel(paint, x1 + 1, y1);
    bottom_left = texel(paint, x1, y1 + 1);
    bottom_right = texel(paint, x1 + 1, y1 + 1);
  }
  if ((top_left | top_right | bottom_left | bottom_right) == 0) return 0;
  return interpolate(top_left, top_right, bottom_left, bottom_right, weight_x, weight_y);
}

/// pixman's nearest sample at (u, v): the texel holding the point, a point
/// on a texel edge counting to the texel before it.
static inline uint32_t sample_nearest(const ZTAffinePaint *paint, int64_t u, int64_t v) {
  return texel(paint, (intptr_t)((u - 1) >> 16), (intptr_t)((v - 1) >> 16));
}

/// The sample at 32.32 fixed-point (u, v), by the paint's filter.
static inline uint32_t sample(const ZTAffinePaint *paint, int64_t u, int64_t v) {
  return paint->isBilinear ? sample_bilinear(paint, u >> 16, v >> 16)
                           : sample_nearest(paint, u >> 16, v >> 16);
}

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

// MARK: - Interiors

/// The interior of a row, one pixel at a time: the opacity alone as mask.
static void blend_interior_scalar(
    const ZTAffinePaint *paint, uint32_t *row, intptr_t start, intptr_t end, int64_t *u,
    int64_t *v, int64_t step_x, int64_t step_y) {
  const uint32_t *source = paint->source;
  const intptr_t stride = paint->sourceStride;
  const uint64_t last_column = (uint64_t)(paint->sourceWidth - 1);
  const uint64_t last_row = (uint64_t)(paint->sourceHeight - 1);
  const uint32_t alpha = paint->alpha;
  int64_t uu = *u, vv = *v;
  for (intptr_t column = start; column < end; column++) {
    uint32_t pixel;
    if (paint->isBilinear) {
      int64_t x = (uu >> 16) - 0x8000;
      int64_t y = (vv >> 16) - 0x8000;
      int64_t x1 = x >> 16;
      int64_t y1 = y >> 16;
      if ((uint64_t)x1 < last_column && (uint64_t)y1 < last_row) {
        const uint32_t *texels = source + (y1 * stride + x1);
        pixel = interpolate(
            texels[0], texels[1], texels[stride], texels[stride + 1],
            (uint64_t)((x >> 9) & 0x7F) << 1, (uint64_t)((y >> 9) & 0x7F) << 1);
      } else {
        pixel = sample_bilinear(paint, uu >> 16, vv >> 16);
      }
    } else {
      pixel = sample_nearest(paint, uu >> 16, vv >> 16);
    }
    blend(pixel, alpha, row + column);
    uu = (int64_t)((uint64_t)uu + (uint64_t)step_x);
    vv = (int64_t)((uint64_t)vv + (uint64_t)step_y);
  }
  *u = uu;
  *v = vv;
}

#if defined(__SSE2__)

/// One bilinear sample as four 32-bit channels (blue, green, red, alpha)
/// from the 2 × 2 texels at `texels`. `weights_x` holds
/// (128 − wx, wx) and `weights_y` (128 − wy, wy) in each 32-bit lane,
/// 7-bit weights, so that every step fits pmaddwd's signed 16-bit
/// products: each row's texels, left × (128 − wx) + right × wx, then the
/// rows, top × (128 − wy) + bottom × wy, the exact sum pixman's 64-bit
/// form truncates.
static inline __m128i interpolate_sse2(
    const uint32_t *texels, intptr_t stride, __m128i weights_x, __m128i weights_y) {
  const __m128i zero = _mm_setzero_si128();
  // Bytes: top-left, top-right | bottom-left, bottom-right.
  __m128i rows = _mm_castpd_si128(_mm_loadh_pd(
      _mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)texels)),
      (const double *)(texels + stride)));
  __m128i right = _mm_srli_epi64(rows, 32);
  // Each channel's (left, right) pair, 16-bit.
  __m128i top = _mm_unpacklo_epi8(_mm_unpacklo_epi8(rows, right), zero);
  __m128i bottom = _mm_unpacklo_epi8(_mm_unpackhi_epi8(rows, right), zero);
  // Each channel's (top, bottom) pair, ≤ 255 × 128 each.
  __m128i columns = _mm_or_si128(
      _mm_madd_epi16(top, weights_x), _mm_slli_epi32(_mm_madd_epi16(bottom, weights_x), 16));
  return _mm_srli_epi32(_mm_madd_epi16(columns, weights_y), 14);
}

/// (128 − w, w) in each 32-bit lane, from 7-bit weights w.
static inline __m128i weight_pairs_sse2(__m128i weights) {
  return _mm_or_si128(_mm_slli_epi32(weights, 16), _mm_sub_epi32(_mm_set1_epi32(128), weights));
}

/// A packed pixel as four 32-bit channels.
static inline __m128i unpack_sse2(uint32_t pixel) {
  const __m128i zero = _mm_setzero_si128();
  return _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128((int)pixel), zero), zero);
}

/// pixman's SSE2 `pix_multiply`: each 16-bit channel × factor ÷ 255,
/// rounded (the same result as `MUL_UN8`).
static inline __m128i multiply_sse2(__m128i channels, __m128i factors) {
  __m128i product = _mm_add_epi16(_mm_mullo_epi16(channels, factors), _mm_set1_epi16(0x80));
  return _mm_mulhi_epu16(product, _mm_set1_epi16(0x0101));
}

/// Two premultiplied pixels in 16-bit channels `OVER` two target pixels in
/// 16-bit channels. The same bytes as `blend`: a transparent source leaves
/// the target (× 255 ÷ 255 is exact) and an opaque one replaces it.
static inline __m128i over_sse2(__m128i source, __m128i target) {
  __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(source, 0xFF), 0xFF);
  __m128i inverse = _mm_xor_si128(alpha, _mm_set1_epi16(0xFF));
  return _mm_add_epi16(multiply_sse2(target, inverse), source);
}

/// Where a row's interior samples: per pixel, the sample point less half
/// a texel in 32.32 fixed point, whose high word is the top-left texel
/// and whose low word's top 7 bits are pixman's 7-bit weight
/// (((u >> 16) − 0x8000) >> 9 & 0x7F). The low words of four pixels in
/// a row ride in one register, so that their weights cost a shift.
typedef struct Walk {
  int64_t x, y, step_x, step_y;
  __m128i low_x, low_y, step4_x, step4_y;
} Walk;

static inline Walk walk_sse2(int64_t u, int64_t v, int64_t step_x, int64_t step_y) {
  const uint64_t half = (uint64_t)1 << 31;
  Walk walk;
  walk.x = (int64_t)((uint64_t)u - half);
  walk.y = (int64_t)((uint64_t)v - half);
  walk.step_x = step_x;
  walk.step_y = step_y;
  uint32_t x = (uint32_t)walk.x, y = (uint32_t)walk.y;
  uint32_t sx = (uint32_t)step_x, sy = (uint32_t)step_y;
  walk.low_x = _mm_setr_epi32((int)x, (int)(x + sx), (int)(x + 2 * sx), (int)(x + 3 * sx));
  walk.low_y = _mm_setr_epi32((int)y, (int)(y + sy), (int)(y + 2 * sy), (int)(y + 3 * sy));
  walk.step4_x = _mm_set1_epi32((int)(4 * sx));
  walk.step4_y = _mm_set1_epi32((int)(4 * sy));
  return walk;
}

/// Four pixels of a row's interior, bilinear, `OVER` the four `target`
/// pixels; steps the walk past them.
__attribute__((always_inline)) static inline __m128i blend_four_sse2(
    const ZTAffinePaint *paint, const uint32_t *source, intptr_t stride, uint64_t last_column,
    uint64_t last_row, __m128i target, Walk *walk) {
  const __m128i zero = _mm_setzero_si128();
  __m128i samples[4];
  int64_t x = walk->x, y = walk->y;
  const int64_t step_x = walk->step_x, step_y = walk->step_y;
  // A row's texel positions are linear in the column, so when the first
  // and last blocks lie inside the surface, all four do.
  int64_t last_x = (int64_t)((uint64_t)x + 3 * (uint64_t)step_x);
  int64_t last_y = (int64_t)((uint64_t)y + 3 * (uint64_t)step_y);
  if ((uint64_t)(x >> 32) < last_column && (uint64_t)(y >> 32) < last_row
      && (uint64_t)(last_x >> 32) < last_column && (uint64_t)(last_y >> 32) < last_row) {
    __m128i weights_x = weight_pairs_sse2(_mm_srli_epi32(walk->low_x, 25));
    __m128i weights_y = weight_pairs_sse2(_mm_srli_epi32(walk->low_y, 25));
    samples[0] = interpolate_sse2(
        source + ((y >> 32) * stride + (x >> 32)), stride, _mm_shuffle_epi32(weights_x, 0x00),
        _mm_shuffle_epi32(weights_y, 0x00));
    x = (int64_t)((uint64_t)x + (uint64_t)step_x);
    y = (int64_t)((uint64_t)y + (uint64_t)step_y);
    samples[1] = interpolate_sse2(
        source + ((y >> 32) * stride + (x >> 32)), stride, _mm_shuffle_epi32(weights_x, 0x55),
        _mm_shuffle_epi32(weights_y, 0x55));
    x = (int64_t)((uint64_t)x + (uint64_t)step_x);
    y = (int64_t)((uint64_t)y + (uint64_t)step_y);
    samples[2] = interpolate_sse2(
        source + ((y >> 32) * stride + (x >> 32)), stride, _mm_shuffle_epi32(weights_x, 0xAA),
        _mm_shuffle_epi32(weights_y, 0xAA));
    samples[3] = interpolate_sse2(
        source + ((last_y >> 32) * stride + (last_x >> 32)), stride,
        _mm_shuffle_epi32(weights_x, 0xFF), _mm_shuffle_epi32(weights_y, 0xFF));
  } else {
    // Near the surface's edge: pixman's general sample, one at a time.
    const uint64_t half = (uint64_t)1 << 31;
    for (int lane = 0; lane < 4; lane++) {
      samples[lane] = unpack_sse2(sample_bilinear(
          paint, (int64_t)((uint64_t)x + half) >> 16, (int64_t)((uint64_t)y + half) >> 16));
      x = (int64_t)((uint64_t)x + (uint64_t)step_x);
      y = (int64_t)((uint64_t)y + (uint64_t)step_y);
    }
  }
  walk->x = (int64_t)((uint64_t)last_x + (uint64_t)step_x);
  walk->y = (int64_t)((uint64_t)last_y + (uint64_t)step_y);
  walk->low_x = _mm_add_epi32(walk->low_x, walk->step4_x);
  walk->low_y = _mm_add_epi32(walk->low_y, walk->step4_y);
  __m128i low = _mm_packs_epi32(samples[0], samples[1]);
  __m128i high = _mm_packs_epi32(samples[2], samples[3]);
  if (paint->alpha < 255) {
    const __m128i alpha = _mm_set1_epi16((short)paint->alpha);
    low = multiply_sse2(low, alpha);
    high = multiply_sse2(high, alpha);
  }
  low = over_sse2(low, _mm_unpacklo_epi8(target, zero));
  high = over_sse2(high, _mm_unpackhi_epi8(target, zero));
  return _mm_packus_epi16(low, high);
}

/// The interior of a row, bilinear, four pixels at a time.
static void blend_interior_bilinear_sse2(
    const ZTAffinePaint *paint, uint32_t *row, intptr_t start, intptr_t end, int64_t *u,
    int64_t *v, int64_t step_x, int64_t step_y) {
  const uint32_t *source = paint->source;
  const intptr_t stride = paint->sourceStride;
  const uint64_t last_column = (uint64_t)(paint->sourceWidth - 1);
  const uint64_t last_row = (uint64_t)(paint->sourceHeight - 1);
  Walk walk = walk_sse2(*u, *v, step_x, step_y);
  intptr_t column = start;
  for (; column + 4 <= end; column += 4) {
    __m128i *pixels = (__m128i *)(row + column);
    _mm_storeu_si128(
        pixels, blend_four_sse2(
                    paint, source, stride, last_column, last_row, _mm_loadu_si128(pixels), &walk));
  }
  intptr_t count = end - column;
  if (count > 0) {
    // The last one to three pixels, read and written in parts, so that
    // the vector kernel neither reads nor writes past the row. (In
    // registers: through a copy in memory, the vector read of pixels just
    // written one by one waits for the writes.)
    uint32_t *pixels = row + column;
    __m128i target = count == 1 ? _mm_cvtsi32_si128((int)pixels[0])
                                : _mm_loadl_epi64((const __m128i *)pixels);
    if (count == 3) target = _mm_unpacklo_epi64(target, _mm_cvtsi32_si128((int)pixels[2]));
    __m128i blended =
        blend_four_sse2(paint, source, stride, last_column, last_row, target, &walk);
    if (count == 1) {
      pixels[0] = (uint32_t)_mm_cvtsi128_si32(blended);
    } else {
      _mm_storel_epi64((__m128i *)pixels, blended);
      if (count == 3) pixels[2] = (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(blended, 8));
    }
  }
  // The row goes on after its interior.
  intptr_t length = end - start;
  *u = (int64_t)((uint64_t)*u + (uint64_t)step_x * (uint64_t)length);
  *v = (int64_t)((uint64_t)*v + (uint64_t)step_y * (uint64_t)length);
}

#endif

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
