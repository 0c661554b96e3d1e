// The affine sampler's interiors, the hot loop: the pixels of a row wholly
// inside every edge, one at a time or, bilinear, four at a time.
//
// A piece of AffineKernel.h, included by it alone (see there): static
// functions, compiled once in each build of the sampler.

#ifndef ZT_AFFINE_INTERIOR_H
#define ZT_AFFINE_INTERIOR_H

#include "AffineSample.h"
#include "CCompositor.h"

#include <stdbool.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#pragma STDC FP_CONTRACT OFF

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

#endif
