// The affine sampler's texels: pixman's 8-bit arithmetic, its bilinear
// and nearest samples, and `OVER` of one pixel.
//
// A piece of AffineKernel.h, included by it alone (see there): static
// functions, compiled once in each build of the sampler.

#ifndef ZT_AFFINE_SAMPLE_H
#define ZT_AFFINE_SAMPLE_H

#include "CCompositor.h"

#include <stdbool.h>

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

#endif
