// What the compositor finds once in a source's pixels: each row's span of
// pixels that are not transparent and its longest opaque run
// (`zt_row_spans`), with which Occlusion.c culls copies.

#include "CCompositor.h"

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
