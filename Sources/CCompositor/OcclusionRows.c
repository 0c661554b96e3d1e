// What the compositor finds once in a source's pixels: each row's span of
// pixels that are not transparent and its longest opaque run
// (`zt_row_spans`), and the opaque boxes through its middle
// (`zt_opaque_boxes`), with which Occlusion.c culls copies.

#include "CCompositor.h"

#include <stdbool.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#ifndef NDEBUG
#include <assert.h>
#define ZT_CHECK(condition) assert(condition)
#else
#define ZT_CHECK(condition) ((void)0)
#endif

// MARK: - Row spans

void zt_row_spans(
    const uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, int32_t *spans) {
  for (intptr_t y = 0; y < height; y++) {
    const uint32_t *row = pixels + y * stride;
    intptr_t first = 0;
    while (first < width && (row[first] >> 24) == 0) first++;
    intptr_t last = width;
    while (last > first && (row[last - 1] >> 24) == 0) last--;
    if (first == last) first = last = 0;
    // The longest run of opaque pixels.
    intptr_t best_start = 0, best_end = 0;
    intptr_t x = first;
    while (x < last) {
      while (x < last && (row[x] >> 24) != 255) x++;
      intptr_t start = x;
      while (x < last && (row[x] >> 24) == 255) x++;
      if (x - start > best_end - best_start) {
        best_start = start;
        best_end = x;
      }
    }
    int32_t *span = spans + 4 * y;
    span[0] = (int32_t)first;
    span[1] = (int32_t)last;
    span[2] = (int32_t)best_start;
    span[3] = (int32_t)best_end;
  }
}

// MARK: - Opaque boxes

/// Whether a pixel is opaque: alpha 255.
static inline bool is_opaque(uint32_t pixel) { return pixel >= 0xFF000000u; }

#if defined(__SSE2__)
/// Whether the 8 pixels at `pixels` are all opaque: the alpha of their
/// AND is 255.
static inline bool opaque8(const uint32_t *pixels) {
  const __m128i alpha = _mm_set1_epi32((int)0xFF000000);
  __m128i both = _mm_and_si128(
      _mm_loadu_si128((const __m128i *)pixels), _mm_loadu_si128((const __m128i *)(pixels + 4)));
  return _mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(both, alpha), alpha)) == 0xFFFF;
}
#endif

/// The first column at or after `start`, before `end`, whose pixel is not
/// opaque (`end` when every one is): 8 pixels at a time while they are.
static intptr_t first_clear(const uint32_t *row, intptr_t start, intptr_t end) {
  intptr_t x = start;
#if defined(__SSE2__)
  while (x + 8 <= end && opaque8(row + x)) x += 8;
#endif
  while (x < end && is_opaque(row[x])) x++;
  return x;
}

/// One past the last column before `end`, at or after `start`, whose
/// pixel is not opaque (`start` when every one is): the start of the
/// opaque run that ends at `end`.
static intptr_t last_clear_end(const uint32_t *row, intptr_t start, intptr_t end) {
  intptr_t x = end;
#if defined(__SSE2__)
  while (x - 8 >= start && opaque8(row + x - 8)) x -= 8;
#endif
  while (x > start && is_opaque(row[x - 1])) x--;
  return x;
}

intptr_t zt_opaque_boxes(
    const uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, intptr_t *boxes) {
  ZT_CHECK(boxes != NULL);
  if (width <= 0 || height <= 0) return 0;
  ZT_CHECK(pixels != NULL && stride >= width);
  intptr_t middle_x = width / 2, middle_y = height / 2;
  const uint32_t *middle = pixels + middle_y * stride;
  if (!is_opaque(middle[middle_x])) return 0;
  // The middle row's run, grown up and down while all of it is opaque.
  intptr_t min_x = last_clear_end(middle, 0, middle_x);
  intptr_t max_x = first_clear(middle, middle_x + 1, width);
  intptr_t top = middle_y, bottom = middle_y + 1;
  while (top > 0 && first_clear(pixels + (top - 1) * stride, min_x, max_x) == max_x) top--;
  while (bottom < height && first_clear(pixels + bottom * stride, min_x, max_x) == max_x) {
    bottom++;
  }
  // The middle column's run, grown left and right while all of it is
  // opaque: read along its rows, each row's opaque run around the middle
  // column bounds the columns (the nearest column with a pixel that is not
  // opaque, on each side, is the nearest of the rows' nearest).
  intptr_t min_y = middle_y, max_y = middle_y + 1;
  while (min_y > 0 && is_opaque(pixels[(min_y - 1) * stride + middle_x])) min_y--;
  while (max_y < height && is_opaque(pixels[max_y * stride + middle_x])) max_y++;
  intptr_t left = 0, right = width;
  for (intptr_t y = min_y; y < max_y; y++) {
    const uint32_t *row = pixels + y * stride;
    left = last_clear_end(row, left, middle_x);
    right = first_clear(row, middle_x + 1, right);
  }
  ZT_CHECK(min_x <= middle_x && middle_x < max_x && top <= middle_y && middle_y < bottom);
  ZT_CHECK(left <= middle_x && middle_x < right && min_y <= middle_y && middle_y < max_y);
  intptr_t wide[4] = {min_x, top, max_x, bottom};
  intptr_t tall[4] = {left, min_y, right, max_y};
  bool same = left == min_x && right == max_x && min_y == top && max_y == bottom;
  bool tall_first = (right - left) * (max_y - min_y) > (max_x - min_x) * (bottom - top);
  for (int index = 0; index < 4; index++) {
    boxes[index] = tall_first ? tall[index] : wide[index];
    boxes[4 + index] = tall_first ? wide[index] : tall[index];
  }
  return same ? 1 : 2;
}
