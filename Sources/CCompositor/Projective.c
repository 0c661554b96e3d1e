// The projective sampler for layers drawn in perspective.

#include "CCompositor.h"

#include <math.h>

/// The texel at (x, y), or transparent outside the image.
static inline uint32_t texel(const uint32_t *source, int width, int height, int stride, int x,
                             int y) {
  if (x < 0 || y < 0 || x >= width || y >= height) {
    return 0;
  }
  return source[(long)y * stride + x];
}

void zt_projective_sample(const uint32_t *source, int sourceWidth, int sourceHeight,
                          int sourceStride, uint32_t *destination, int width, int height,
                          int destinationStride, const double *m) {
  for (int y = 0; y < height; y++) {
    uint32_t *row = destination + (long)y * destinationStride;
    double py = y + 0.5;
    for (int x = 0; x < width; x++) {
      double px = x + 0.5;
      double w = px * m[2] + py * m[5] + m[8];
      if (!(w > 0)) {
        row[x] = 0;
        continue;
      }
      double u = (px * m[0] + py * m[3] + m[6]) / w - 0.5;
      double v = (px * m[1] + py * m[4] + m[7]) / w - 0.5;
      // Far outside (or not finite): transparent, before any conversion.
      if (!(u > -2 && v > -2 && u < sourceWidth + 1 && v < sourceHeight + 1)) {
        row[x] = 0;
        continue;
      }
      double fu = floor(u);
      double fv = floor(v);
      int x0 = (int)fu;
      int y0 = (int)fv;
      uint32_t wx = (uint32_t)((u - fu) * 256 + 0.5);
      uint32_t wy = (uint32_t)((v - fv) * 256 + 0.5);
      uint32_t a = texel(source, sourceWidth, sourceHeight, sourceStride, x0, y0);
      uint32_t b = texel(source, sourceWidth, sourceHeight, sourceStride, x0 + 1, y0);
      uint32_t c = texel(source, sourceWidth, sourceHeight, sourceStride, x0, y0 + 1);
      uint32_t d = texel(source, sourceWidth, sourceHeight, sourceStride, x0 + 1, y0 + 1);
      uint32_t wa = (256 - wx) * (256 - wy);
      uint32_t wb = wx * (256 - wy);
      uint32_t wc = (256 - wx) * wy;
      uint32_t wd = wx * wy;
      uint32_t result = 0;
      for (int shift = 0; shift < 32; shift += 8) {
        uint32_t channel = ((a >> shift) & 0xFF) * wa + ((b >> shift) & 0xFF) * wb +
                           ((c >> shift) & 0xFF) * wc + ((d >> shift) & 0xFF) * wd;
        result |= ((channel + 0x8000) >> 16) << shift;
      }
      row[x] = result;
    }
  }
}
