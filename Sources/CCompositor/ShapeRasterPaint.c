// The shape rasterizer's painting (ShapeRasterPrivate.h): each row's
// accumulated coverage read back as a running sum and blended over the
// store's pixels as pixman's `OVER` blends (SSE2 where there is), runs of
// one coverage at a time.

#include "ShapeRasterPrivate.h"

#include <math.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Each byte of `x` times `a` ÷ 255, rounded as pixman's `MUL_UN8`
/// rounds (two bytes at a time).
static inline uint32_t mul_un8x4(uint32_t x, uint32_t a) {
  uint32_t rb = (x & 0xFF00FFu) * a + 0x800080u;
  rb = (((rb >> 8) & 0xFF00FFu) + rb) >> 8 & 0xFF00FFu;
  uint32_t ag = ((x >> 8) & 0xFF00FFu) * a + 0x800080u;
  ag = (((ag >> 8) & 0xFF00FFu) + ag) & 0xFF00FF00u;
  return rb | ag;
}

/// The bytes of `x` plus those of `y`, each saturated at 255.
static inline uint32_t add_un8x4(uint32_t x, uint32_t y) {
  uint32_t rb = (x & 0xFF00FFu) + (y & 0xFF00FFu);
  rb = (rb | (0x1000100u - ((rb >> 8) & 0xFF00FFu))) & 0xFF00FFu;
  uint32_t ag = ((x >> 8) & 0xFF00FFu) + ((y >> 8) & 0xFF00FFu);
  ag = (ag | (0x1000100u - ((ag >> 8) & 0xFF00FFu))) & 0xFF00FFu;
  return rb | ag << 8;
}

/// `source` (premultiplied ARGB, already times its coverage) over a
/// pixel, as pixman's `OVER`.
static inline uint32_t over(uint32_t pixel, uint32_t source) {
  return add_un8x4(source, mul_un8x4(pixel, 255 - (source >> 24)));
}

/// The coverage (0...255) of an accumulated winding area.
static inline uint32_t coverage(float area, bool even_odd) {
  float a = fabsf(area);
  if (even_odd) {
    a = fmodf(a, 2.0f);
    if (a > 1) a = 2 - a;
  } else if (a > 1) {
    a = 1;
  }
  return (uint32_t)(a * 255.0f + 0.5f);
}

/// Paints the pixels x0..<x1 of a row at one coverage.
static inline void paint_run(uint32_t *out, intptr_t x0, intptr_t x1, uint32_t color, uint32_t mask) {
  if (mask == 0) return;
  uint32_t source = mask == 255 ? color : mul_un8x4(color, mask);
  if ((source >> 24) == 255) {
    for (intptr_t x = x0; x < x1; x++) out[x] = source;
  } else {
    for (intptr_t x = x0; x < x1; x++) out[x] = over(out[x], source);
  }
}

#if defined(__SSE2__)
/// Each 16-bit lane of `a` times that of `b` ÷ 255, rounded as
/// `mul_un8x4` rounds (a product plus 0x80 fits in 16 bits).
static inline __m128i mul_un8x8(__m128i a, __m128i b) {
  __m128i t = _mm_add_epi16(_mm_mullo_epi16(a, b), _mm_set1_epi16(0x80));
  return _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
}

/// `color` (two pixels' channels in 16-bit lanes) at two coverages
/// (each in its pixel's four lanes) over two pixels (16-bit lanes), as
/// `paint_run` blends one.
static inline __m128i over_masked_x2(__m128i pixels, __m128i color, __m128i masks) {
  __m128i source = mul_un8x8(color, masks);
  __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(source, 0xFF), 0xFF);
  __m128i inverse = _mm_sub_epi16(_mm_set1_epi16(255), alpha);
  return _mm_add_epi16(source, mul_un8x8(pixels, inverse));
}
#endif

/// Paints `color` at the coverages `masks[0..<count]` over the pixels
/// `out[0..<count]`, as `paint_run` would one at a time (identical
/// bytes), four at a time with SSE2. `room` is how many pixels the row
/// has from `out`: a last group of fewer than four covers the rest of
/// the four with coverage 0 (which leaves a pixel as it is) when they lie
/// in the row; `masks` must have room for three more.
static void paint_masks(uint32_t *out, uint8_t *masks, intptr_t count, intptr_t room, uint32_t color) {
  if (count > room) count = room;
  intptr_t i = 0;
#if defined(__SSE2__)
  if (count < room) {
    intptr_t padded = (count + 3) & ~(intptr_t)3;
    if (padded <= room) {
      // (Three stores: a call to `memset` costs more.)
      masks[count] = masks[count + 1] = masks[count + 2] = 0;
      count = padded;
    }
  }
  __m128i zero = _mm_setzero_si128();
  __m128i color16 = _mm_unpacklo_epi8(_mm_set1_epi32((int)color), zero);
  for (; i + 4 <= count; i += 4) {
    uint32_t four;
    memcpy(&four, masks + i, sizeof(four));
    // Each pixel's coverage in its four bytes, then 16-bit lanes.
    __m128i m = _mm_cvtsi32_si128((int)four);
    m = _mm_unpacklo_epi8(m, m);
    m = _mm_unpacklo_epi16(m, m);
    __m128i pixels = _mm_loadu_si128((const __m128i *)(out + i));
    __m128i low = over_masked_x2(
        _mm_unpacklo_epi8(pixels, zero), color16, _mm_unpacklo_epi8(m, zero));
    __m128i high = over_masked_x2(
        _mm_unpackhi_epi8(pixels, zero), color16, _mm_unpackhi_epi8(m, zero));
    // Saturating as `add_un8x4` does.
    _mm_storeu_si128((__m128i *)(out + i), _mm_packus_epi16(low, high));
  }
#endif
  for (; i < count; i++) paint_run(out, i, i + 1, color, masks[i]);
}

/// Whether the four cells from `cell` are all zero (a cell is never −0:
/// a sum of floats that cancel is +0).
static inline bool four_zero(const float *cell) {
  uint64_t pair[2];
  memcpy(pair, cell, sizeof(pair));
  return (pair[0] | pair[1]) == 0;
}

/// Paints one row's accumulated coverage (cells `first...last`) over
/// `out`, clearing the cells: runs of cells without an edge (four or more)
/// share one coverage; the pixels between them, each with its own, are
/// blended a stretch at a time.
static void paint_row(
    float *row, uint32_t *out, intptr_t first, intptr_t last, intptr_t width, uint32_t color,
    bool even_odd) {
  // A stretch's coverages, and three more for `paint_masks`.
  uint8_t masks[64 + 3];
  float sum = 0;
  uint32_t mask = 0;
  intptr_t x = first;
  while (x <= last) {
    intptr_t run = x;
    while (x + 4 <= last && four_zero(row + x)) x += 4;
    if (x > run && run < width) paint_run(out, run, x < width ? x : width, color, mask);
    intptr_t start = x;
    intptr_t count = 0;
    while (x <= last && count < 64
           && !(row[x] == 0 && x + 4 <= last && four_zero(row + x))) {
      sum += row[x];
      row[x] = 0;
      mask = coverage(sum, even_odd);
      masks[count++] = (uint8_t)mask;
      x++;
    }
    if (count > 0 && start < width) paint_masks(out + start, masks, count, width - start, color);
  }
  // Past the last touched cell the coverage stays what it was (an edge
  // beyond the right border leaves it covered).
  if (x < width) paint_run(out, x, width, color, mask);
}

bool cells_paint(Cells *cells, uint32_t *pixels, intptr_t stride, uint32_t color, bool even_odd) {
  if (cells->far) {
    cells_clear(cells);
    return false;
  }
  intptr_t left = cells->left;
  for (intptr_t y = cells->top; y < cells->bottom; y++) {
    intptr_t r = y - cells->window_top;
    if (cells->last[r] < 0) continue;
    // The row from the window's left, in the window's columns.
    paint_row(
        cells->area + r * cells->pitch, pixels + y * stride + left, cells->first[r] - left,
        cells->last[r] - left, cells->width - left, color, even_odd);
    cells->first[r] = INT32_MAX;
    cells->last[r] = -1;
  }
  return true;
}
