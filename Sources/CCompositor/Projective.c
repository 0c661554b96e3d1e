// The projective sampler for layers drawn in perspective.

#include "CCompositor.h"

#include <string.h>

/// The texel at (x, y), or transparent outside the image.
static inline uint32_t texel(const uint32_t *source, int width, int height, int stride, int x,
                             int y) {
  if (x < 0 || y < 0 || x >= width || y >= height) {
    return 0;
  }
  return source[(long)y * stride + x];
}

/// Two texels blended by a weight in 0...256, two channels at a time in
/// 16-bit lanes, rounded.
static inline uint32_t lerp(uint32_t a, uint32_t b, uint32_t weight) {
  uint32_t inverse = 256 - weight;
  uint32_t low = ((a & 0x00FF00FF) * inverse + (b & 0x00FF00FF) * weight + 0x00800080) >> 8;
  uint32_t high = (((a >> 8) & 0x00FF00FF) * inverse + ((b >> 8) & 0x00FF00FF) * weight +
                   0x00800080) >> 8;
  return (low & 0x00FF00FF) | ((high & 0x00FF00FF) << 8);
}

/// Narrows [*low, *high) to the x where `a·x + b ≥ 0`, for x at pixel
/// centers (x + 0.5).
static inline void keep(double a, double b, double *low, double *high) {
  if (a > 0) {
    double root = -b / a - 0.5;
    if (root > *low) *low = root;
  } else if (a < 0) {
    double root = -b / a - 0.5;
    if (root < *high) *high = root;
  } else if (b < 0) {
    *high = *low;
  }
}

void zt_projective_sample(const uint32_t *source, int sourceWidth, int sourceHeight,
                          int sourceStride, uint32_t *destination, int width, int firstRow,
                          int height, int destinationStride, const double *m) {
  for (int y = firstRow; y < firstRow + height; y++) {
    uint32_t *row = destination + (long)(y - firstRow) * destinationStride;
    double py = y + 0.5;
    // Along a row, U, V and W are linear in x: U = m0·px + u0, …
    double u0 = py * m[3] + m[6];
    double v0 = py * m[4] + m[7];
    double w0 = py * m[5] + m[8];
    // The pixels whose samples can touch the image: W > 0 and the source
    // point within a texel of it, each a half-line in x (U ≥ −W, …).
    double low = 0;
    double high = width;
    keep(m[2], w0 - 1e-12, &low, &high);
    keep(m[0] + m[2], u0 + w0, &low, &high);
    keep(m[2] * (sourceWidth + 1) - m[0], w0 * (sourceWidth + 1) - u0, &low, &high);
    keep(m[1] + m[2], v0 + w0, &low, &high);
    keep(m[2] * (sourceHeight + 1) - m[1], w0 * (sourceHeight + 1) - v0, &low, &high);
    // Compared before converting: the bounds may be huge or NaN.
    int first = 0;
    int last = 0;
    if (low < high) {
      first = low > 0 ? (low < width ? (int)low : width) : 0;
      last = high < width ? (high > 0 ? (int)high + 2 : 0) : width;
      if (last > width) last = width;
      if (first > last) first = last;
    }
    memset(row, 0, (size_t)first * 4);
    memset(row + last, 0, (size_t)(width - last) * 4);
    for (int x = first; x < last; x++) {
      double px = x + 0.5;
      double w = px * m[2] + w0;
      if (!(w > 0)) {
        row[x] = 0;
        continue;
      }
      double inverse = 1 / w;
      double u = (px * m[0] + u0) * inverse - 0.5;
      double v = (px * m[1] + v0) * inverse - 0.5;
      // Far outside (or not finite): transparent, before any conversion.
      if (!(u > -1 && v > -1 && u < sourceWidth && v < sourceHeight)) {
        row[x] = 0;
        continue;
      }
      // u, v > −1: truncation of u + 1 is floor(u) + 1.
      int x0 = (int)(u + 1) - 1;
      int y0 = (int)(v + 1) - 1;
      uint32_t wx = (uint32_t)((u - x0) * 256 + 0.5);
      uint32_t wy = (uint32_t)((v - y0) * 256 + 0.5);
      uint32_t a, b, c, d;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < sourceWidth && y0 + 1 < sourceHeight) {
        const uint32_t *top = source + (long)y0 * sourceStride + x0;
        a = top[0];
        b = top[1];
        c = top[sourceStride];
        d = top[sourceStride + 1];
      } else {
        a = texel(source, sourceWidth, sourceHeight, sourceStride, x0, y0);
        b = texel(source, sourceWidth, sourceHeight, sourceStride, x0 + 1, y0);
        c = texel(source, sourceWidth, sourceHeight, sourceStride, x0, y0 + 1);
        d = texel(source, sourceWidth, sourceHeight, sourceStride, x0 + 1, y0 + 1);
      }
      row[x] = lerp(lerp(a, b, wx), lerp(c, d, wx), wy);
    }
  }
}
