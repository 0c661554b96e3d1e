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

#if !defined(__SSE2__)
/// The coverage (0...255) of an accumulated winding area (the SSE2 build
/// finds four at a time: `coverage4`).
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
#endif

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
/// `mul_un8x4` rounds: t = a·b + 0x80 fits in 16 bits, and (t + t ÷ 256)
/// ÷ 256 (each ÷ flooring) is t·257 ÷ 65,536, a high multiply.
static inline __m128i mul_un8x8(__m128i a, __m128i b) {
  __m128i t = _mm_add_epi16(_mm_mullo_epi16(a, b), _mm_set1_epi16(0x80));
  return _mm_mulhi_epu16(t, _mm_set1_epi16(257));
}

/// `color` (two pixels' channels in 16-bit lanes) at two coverages
/// (each in its pixel's four lanes) over two pixels (16-bit lanes), as
/// `paint_run` blends one (`opaque`: the colour's alpha is 255).
static inline __m128i over_masked_x2(__m128i pixels, __m128i color, __m128i masks, bool opaque) {
  __m128i source = mul_un8x8(color, masks);
  // An opaque colour's alpha times a coverage is that coverage.
  __m128i alpha =
      opaque ? masks : _mm_shufflehi_epi16(_mm_shufflelo_epi16(source, 0xFF), 0xFF);
  __m128i inverse = _mm_sub_epi16(_mm_set1_epi16(255), alpha);
  return _mm_add_epi16(source, mul_un8x8(pixels, inverse));
}

/// Blends `color16` (a pixel's channels in the low four 16-bit lanes and
/// again in the high four) at four coverages (0...255, one per 32-bit
/// lane) over the four pixels at `out`, as `paint_run` would one at a
/// time (identical bytes; saturating as `add_un8x4` does).
static inline void blend4(uint32_t *out, __m128i masks, __m128i color16, bool opaque) {
  __m128i zero = _mm_setzero_si128();
  // Each pixel's coverage in its four 16-bit lanes.
  __m128i m = _mm_packs_epi32(masks, masks);
  m = _mm_unpacklo_epi16(m, m);
  __m128i pixels = _mm_loadu_si128((const __m128i *)out);
  __m128i low = over_masked_x2(_mm_unpacklo_epi8(pixels, zero), color16, _mm_unpacklo_epi32(m, m), opaque);
  __m128i high = over_masked_x2(_mm_unpackhi_epi8(pixels, zero), color16, _mm_unpackhi_epi32(m, m), opaque);
  _mm_storeu_si128((__m128i *)out, _mm_packus_epi16(low, high));
}

/// The coverages (0...255) of four accumulated winding areas, as
/// `coverage` gives each: the same float operations, so the same bytes.
/// For the even-odd rule, `fmodf(a, 2)` is a − 2·⌊a ÷ 2⌋, exact in
/// floats (a ÷ 2 from 2²³ on is whole already, and truncating to int32
/// would overflow past 2³¹).
static inline __m128i coverage4(__m128 area, bool even_odd) {
  __m128 a = _mm_andnot_ps(_mm_set1_ps(-0.0f), area);
  __m128 one = _mm_set1_ps(1.0f);
  if (even_odd) {
    __m128 half = _mm_mul_ps(a, _mm_set1_ps(0.5f));
    __m128 whole = _mm_cmplt_ps(half, _mm_set1_ps(8388608.0f));
    __m128 floored = _mm_cvtepi32_ps(_mm_cvttps_epi32(_mm_and_ps(half, whole)));
    floored = _mm_or_ps(_mm_and_ps(whole, floored), _mm_andnot_ps(whole, half));
    a = _mm_sub_ps(a, _mm_add_ps(floored, floored));
    __m128 folded = _mm_cmpgt_ps(a, one);
    a = _mm_or_ps(_mm_andnot_ps(folded, a), _mm_and_ps(folded, _mm_sub_ps(_mm_set1_ps(2.0f), a)));
  } else {
    a = _mm_min_ps(a, one);
  }
  return _mm_cvttps_epi32(_mm_add_ps(_mm_mul_ps(a, _mm_set1_ps(255.0f)), _mm_set1_ps(0.5f)));
}

/// Whether the four cells from `cell` are all zero.
static inline bool four_zero(const float *cell) {
  return _mm_movemask_ps(_mm_cmpneq_ps(_mm_loadu_ps(cell), _mm_setzero_ps())) == 0;
}

/// Paints one row's accumulated coverage (cells `first...last`) over
/// `out`, clearing the cells, four cells at a time from the group of four
/// (the row's cells counted from its start, which `Cells.pitch` keeps a
/// multiple of four, so a group never reaches into the next row) that
/// holds `first`: a run of groups without an edge shares one coverage; a
/// group with one gets its coverages as a running sum across its lanes
/// (the sum is associated differently from one cell at a time, a float
/// rounding apart) and is blended four pixels at once.
static void paint_row(
    float *row, uint32_t *out, intptr_t first, intptr_t last, intptr_t width, uint32_t color,
    bool even_odd) {
  __m128i color16 = _mm_unpacklo_epi8(_mm_set1_epi32((int)color), _mm_setzero_si128());
  __m128 carry = _mm_setzero_ps();
  uint32_t mask = 0;
  bool opaque = (color >> 24) == 255;
  intptr_t x = first & ~(intptr_t)3;
  // The groups whose four pixels all lie in the row.
  intptr_t whole = width - 4;
  while (x <= last) {
    if (four_zero(row + x)) {
      intptr_t run = x;
      do x += 4;
      while (x <= last && four_zero(row + x));
      if (run < width) paint_run(out, run, x < width ? x : width, color, mask);
      continue;
    }
    __m128 v = _mm_loadu_ps(row + x);
    _mm_storeu_ps(row + x, _mm_setzero_ps());
    v = _mm_add_ps(v, _mm_castsi128_ps(_mm_slli_si128(_mm_castps_si128(v), 4)));
    v = _mm_add_ps(v, _mm_castsi128_ps(_mm_slli_si128(_mm_castps_si128(v), 8)));
    v = _mm_add_ps(v, carry);
    carry = _mm_shuffle_ps(v, v, 0xFF);
    __m128i masks = coverage4(v, even_odd);
    mask = (uint32_t)_mm_cvtsi128_si32(_mm_shuffle_epi32(masks, 0xFF));
    if (x <= whole) {
      if (opaque) {
        blend4(out + x, masks, color16, true);
      } else {
        blend4(out + x, masks, color16, false);
      }
    } else {
      uint32_t each[4];
      _mm_storeu_si128((__m128i *)each, masks);
      for (intptr_t i = 0; x + i < width; i++) paint_run(out, x + i, x + i + 1, color, each[i]);
    }
    x += 4;
  }
  // Past the last touched cell the coverage stays what it was (an edge
  // beyond the right border leaves it covered).
  if (x < width) paint_run(out, x, width, color, mask);
}
#else
/// Paints one row's accumulated coverage (cells `first...last`) over
/// `out`, clearing the cells, one pixel at a time.
static void paint_row(
    float *row, uint32_t *out, intptr_t first, intptr_t last, intptr_t width, uint32_t color,
    bool even_odd) {
  float sum = 0;
  uint32_t mask = 0;
  intptr_t x = first;
  for (; x <= last; x++) {
    sum += row[x];
    row[x] = 0;
    mask = coverage(sum, even_odd);
    if (x < width) paint_run(out, x, x + 1, color, mask);
  }
  // Past the last touched cell the coverage stays what it was (an edge
  // beyond the right border leaves it covered).
  if (x < width) paint_run(out, x, width, color, mask);
}
#endif

void cells_paint(Cells *cells, uint32_t *pixels, intptr_t stride, uint32_t color, bool even_odd) {
  intptr_t left = cells->left;
  for (intptr_t y = cells->window_top; y < cells->window_bottom; y++) {
    intptr_t r = y - cells->window_top;
    if (cells->last[r] < 0) continue;
    // The row from the window's left, in the window's columns.
    paint_row(
        cells->area + r * cells->pitch, pixels + y * stride + left, cells->first[r] - left,
        cells->last[r] - left, cells->width - left, color, even_odd);
    cells->first[r] = INT32_MAX;
    cells->last[r] = -1;
  }
}
