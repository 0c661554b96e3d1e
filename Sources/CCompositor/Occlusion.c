// Copies culled where later opaque pixels hide them: a band of rows is
// composited front to back once to find, row by row, which pixels of each
// copy a later copy's opaque pixels cover, then back to front drawing only
// the rest. `OVER` an opaque pixel is that pixel whatever was under it, so
// the bytes are those of drawing every copy whole, in order.
//
// The pieces: OcclusionCoverage.h (the coverage bitmaps),
// OcclusionLimits.h (turned paints' columns), OcclusionBand.h (a band's
// runs and its second pass); the sources' row spans are in OcclusionRows.c.

#include "CCompositor.h"
#include "OcclusionBand.h"
#include "OcclusionCoverage.h"
#include "OcclusionLimits.h"

#include <stdbool.h>
#include <stdlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// MARK: - OVER, as pixman does it

/// pixman's `UN8x4_MUL_UN8_ADD_UN8x4`: each channel of `pixel` × `factor`
/// ÷ 255, rounded, plus `addend`'s, saturated.
static inline uint32_t multiply_add(uint32_t pixel, uint32_t factor, uint32_t addend) {
  uint32_t red_blue = (pixel & 0x00FF00FF) * factor + 0x00800080;
  red_blue = ((red_blue + ((red_blue >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF;
  red_blue += addend & 0x00FF00FF;
  red_blue |= 0x01000100 - ((red_blue >> 8) & 0x00FF00FF);
  red_blue &= 0x00FF00FF;
  uint32_t alpha_green = ((pixel >> 8) & 0x00FF00FF) * factor + 0x00800080;
  alpha_green = ((alpha_green + ((alpha_green >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF;
  alpha_green += (addend >> 8) & 0x00FF00FF;
  alpha_green |= 0x01000100 - ((alpha_green >> 8) & 0x00FF00FF);
  alpha_green &= 0x00FF00FF;
  return (alpha_green << 8) | red_blue;
}

void zt_over_row_scalar(uint32_t *target, const uint32_t *source, intptr_t count) {
  for (intptr_t i = 0; i < count; i++) {
    uint32_t s = source[i];
    uint32_t alpha = s >> 24;
    if (alpha == 255) {
      target[i] = s;
    } else if (s != 0) {
      target[i] = multiply_add(target[i], 255 - alpha, s);
    }
  }
}

#if defined(__SSE2__)
/// pixman's SSE2 `over_2x128` on four pixels: the target's channels ×
/// (255 − the source's alpha) ÷ 255, rounded, plus the source's,
/// saturated.
static inline __m128i over4_sse2(__m128i source, __m128i target) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i half = _mm_set1_epi16(0x80);
  const __m128i divide = _mm_set1_epi16(0x0101);
  const __m128i mask = _mm_set1_epi16(0xFF);
  __m128i source_low = _mm_unpacklo_epi8(source, zero);
  __m128i source_high = _mm_unpackhi_epi8(source, zero);
  __m128i alpha_low = _mm_shufflehi_epi16(_mm_shufflelo_epi16(source_low, 0xFF), 0xFF);
  __m128i alpha_high = _mm_shufflehi_epi16(_mm_shufflelo_epi16(source_high, 0xFF), 0xFF);
  __m128i target_low = _mm_unpacklo_epi8(target, zero);
  __m128i target_high = _mm_unpackhi_epi8(target, zero);
  target_low = _mm_mulhi_epu16(
      _mm_adds_epu16(_mm_mullo_epi16(target_low, _mm_xor_si128(alpha_low, mask)), half), divide);
  target_high = _mm_mulhi_epu16(
      _mm_adds_epu16(_mm_mullo_epi16(target_high, _mm_xor_si128(alpha_high, mask)), half), divide);
  return _mm_adds_epu8(_mm_packus_epi16(target_low, target_high), source);
}
#endif

void zt_over_row(uint32_t *target, const uint32_t *source, intptr_t count) {
#if defined(__SSE2__)
  intptr_t i = 0;
  const __m128i alpha_bits = _mm_set1_epi32((int)0xFF000000);
  for (; i + 4 <= count; i += 4) {
    __m128i s = _mm_loadu_si128((const __m128i *)(source + i));
    // All four opaque: a copy; all four zero: nothing.
    __m128i alphas = _mm_and_si128(s, alpha_bits);
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(alphas, alpha_bits)) == 0xFFFF) {
      _mm_storeu_si128((__m128i *)(target + i), s);
      continue;
    }
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(s, _mm_setzero_si128())) == 0xFFFF) continue;
    __m128i t = _mm_loadu_si128((const __m128i *)(target + i));
    _mm_storeu_si128((__m128i *)(target + i), over4_sse2(s, t));
  }
  zt_over_row_scalar(target + i, source + i, count - i);
#else
  zt_over_row_scalar(target, source, count);
#endif
}

// MARK: - A band

static bool grow(Run **runs, intptr_t *capacity, intptr_t needed, intptr_t limit) {
  if (needed > limit) return false;
  if (needed <= *capacity) return true;
  intptr_t capacity_ = *capacity * 2 > needed ? *capacity * 2 : needed + 1024;
  Run *grown = realloc(*runs, (size_t)capacity_ * sizeof(Run));
  if (grown == NULL) return false;
  *runs = grown;
  *capacity = capacity_;
  return true;
}

/// The columns of target row `y` that copy `copy` may change: where its
/// source row has pixels that are not transparent (all of it for a
/// replacing copy), within its box.
static inline void candidate(const ZTCopy *copy, intptr_t y, intptr_t *start, intptr_t *end) {
  intptr_t first = copy->minX, last = copy->maxX;
  if (copy->kind == ZT_COPY_OVER && copy->spans != NULL) {
    const int32_t *span = copy->spans + 4 * (copy->sourceY + (y - copy->minY));
    intptr_t offset = copy->minX - copy->sourceX;
    if (span[0] + offset > first) first = span[0] + offset;
    if (span[1] + offset < last) last = span[1] + offset;
  }
  *start = first;
  *end = last;
}

/// The columns of target row `y` that copy `copy` makes opaque.
static inline void opaque(const ZTCopy *copy, intptr_t y, intptr_t *start, intptr_t *end) {
  if (copy->kind == ZT_COPY_SOURCE) {
    *start = copy->minX;
    *end = copy->maxX;
    return;
  }
  *start = *end = 0;
  if (copy->spans == NULL) return;
  const int32_t *span = copy->spans + 4 * (copy->sourceY + (y - copy->minY));
  intptr_t offset = copy->minX - copy->sourceX;
  intptr_t first = span[2] + offset, last = span[3] + offset;
  if (first < copy->minX) first = copy->minX;
  if (last > copy->maxX) last = copy->maxX;
  if (first < last) {
    *start = first;
    *end = last;
  }
}

/// Marks the groups of 8 rows × 64 columns, among those a copy touched
/// (`first_group...last_group` × `first_word...last_word`), whose bits are
/// now all set.
__attribute__((always_inline)) static inline void mark_full(
    const uint64_t *covered, uint8_t *full, intptr_t words, intptr_t height,
    intptr_t first_group, intptr_t last_group, intptr_t first_word, intptr_t last_word) {
  // Groups and words it may have filled.
  for (intptr_t group = first_group; group <= last_group; group++) {
    intptr_t group_top = group << 3;
    intptr_t group_bottom = group_top + 8 < height ? group_top + 8 : height;
    for (intptr_t word = first_word; word <= last_word; word++) {
      uint8_t *flag = full + group * words + word;
      if (*flag != 0) continue;
      uint64_t all = ~(uint64_t)0;
      for (intptr_t y = group_top; y < group_bottom; y++) all &= covered[y * words + word];
      *flag = all == ~(uint64_t)0;
    }
  }
}

// The band's first pass (front to back: what each copy shows and hides)
// carries the two coverage bitmaps, the run buffer with its capacity and
// count, and the band's bounds from copy to copy, which split across
// functions would go through memory on every row, and its allocation
// failures end in one place that frees everything: it stays one function.
int zt_composite_band(
    const ZTCopy *copies, intptr_t count, uint32_t *target, intptr_t stride, intptr_t width,
    intptr_t minY, intptr_t maxY, intptr_t maximumRuns, ZTDrawOther drawOther, void *context,
    ZTBandCounts *counts) {
  if (minY >= maxY || width <= 0) return 0;
  // A spare word at the end of each row, for `load_window` and `or_window`.
  intptr_t words = ((width + 63) >> 6) + 1;
  intptr_t height = maxY - minY;
  // The coarse level: a byte per 8 rows × 64 columns, set once all its
  // bits are.
  intptr_t groups = (height + 7) >> 3;
  uint64_t *covered = calloc((size_t)(words * height), sizeof(uint64_t));
  uint8_t *full = calloc((size_t)(words * groups), 1);
  RunRange *ranges = malloc((size_t)(count > 0 ? count : 1) * sizeof(RunRange));
  // A few runs a paint, to begin with: grown (copied) rarely.
  intptr_t capacity = count > 1024 ? 4 * count : 4096;
  if (capacity > maximumRuns) capacity = maximumRuns > 4096 ? maximumRuns : 4096;
  Run *runs = malloc((size_t)capacity * sizeof(Run));
  if (covered == NULL || full == NULL || ranges == NULL || runs == NULL) {
    free(covered);
    free(full);
    free(ranges);
    free(runs);
    return -1;
  }
  // Columns past the target's width count as covered, so that the last
  // word of a row can fill up.
  if ((width & 63) != 0) {
    uint64_t beyond = ~(uint64_t)0 << (width & 63);
    for (intptr_t y = 0; y < height; y++) covered[y * words + (width >> 6)] = beyond;
  }
  intptr_t used = 0;
  // Front to back: what each copy shows, and what it hides.
  for (intptr_t index = count - 1; index >= 0; index--) {
    const ZTCopy *copy = copies + index;
    RunRange *range = ranges + index;
    if (index >= paint_lead) prefetch_paint(copies + index - paint_lead, minY, maxY);
    range->first = used;
    range->count = 0;
    range->fate = DRAWN;
    intptr_t top = copy->minY > minY ? copy->minY : minY;
    intptr_t bottom = copy->maxY < maxY ? copy->maxY : maxY;
    intptr_t left = copy->minX > 0 ? copy->minX : 0;
    intptr_t right = copy->maxX < width ? copy->maxX : width;
    if (top >= bottom || left >= right) {
      range->fate = OUTSIDE;
      continue;
    }
    // Every group of rows and word of columns it touches is covered: all of
    // it is hidden.
    intptr_t first_group = (top - minY) >> 3, last_group = (bottom - 1 - minY) >> 3;
    intptr_t first_word = left >> 6, last_word = (right - 1) >> 6;
    bool hidden = true;
    for (intptr_t group = first_group; group <= last_group && hidden; group++) {
      for (intptr_t word = first_word; word <= last_word && hidden; word++) {
        hidden = full[group * words + word] != 0;
      }
    }
    if (hidden) {
      range->fate = HIDDEN;
      continue;
    }
    if (copy->kind == ZT_COPY_OTHER) {
      // Drawn whole unless every pixel of its box is hidden.
      hidden = true;
      for (intptr_t y = top; y < bottom && hidden; y++) {
        hidden = all_set(covered + (y - minY) * words, left, right);
      }
      range->fate = hidden ? HIDDEN : DRAWN;
      continue;
    }
    bool turned = copy->kind == ZT_COPY_AFFINE;
    ZTAffineRows rows;
    TurnedLimits limits;
    bool shaped = turned && turned_limits(copy, &limits);
    if (turned && !shaped) zt_affine_paint_rows(copy->paint, &rows);
    for (intptr_t y = top; y < bottom; y++) {
      uint64_t *row = covered + (y - minY) * words;
      intptr_t start, end, hide_start = 0, hide_end = 0;
      if (turned) {
        // Where the whole row of its box is hidden, so is the row's span:
        // its geometry is worked out only for rows that may show.
        bool all_hidden = right - left <= 64
                              ? (~load_window(row, left) & low_bits(right - left)) == 0
                              : all_set(row, left, right);
        if (all_hidden) continue;
      }
      if (shaped) {
        if (!limit_columns(&limits.visible, y, &start, &end)) continue;
      } else if (turned) {
        intptr_t inner_start, inner_end;
        if (!zt_affine_paint_row_span(
                copy->paint, &rows, y, &start, &end, &inner_start, &inner_end)) {
          continue;
        }
      } else {
        candidate(copy, y, &start, &end);
      }
      if (start < left) start = left;
      if (end > right) end = right;
      if (start >= end) continue;
      if (end - start <= 64) {
        // The row's part in one window: its runs are runs of bits.
        uint64_t visible = ~load_window(row, start) & low_bits(end - start);
        if (visible == 0) continue;  // All hidden, and so is its opaque run.
        // At most 32 runs in 64 columns.
        if (!grow(&runs, &capacity, used + 32, maximumRuns)) {
          free(covered);
          free(full);
          free(ranges);
          free(runs);
          return -1;
        }
        while (visible != 0) {
          unsigned first = (unsigned)__builtin_ctzll(visible);
          uint64_t beyond = ~(visible >> first);
          unsigned length = beyond == 0 ? 64 : (unsigned)__builtin_ctzll(beyond);
          runs[used++] = (Run){(int32_t)y, (int32_t)(start + first), (int32_t)(start + first + length)};
          // Clear the lowest run: the carry of its lowest bit runs through it.
          visible &= visible + (visible & (~visible + 1));
        }
        if (shaped && limits.hides) {
          hidden_columns(&limits, y, &hide_start, &hide_end);
        } else if (!turned) {
          opaque(copy, y, &hide_start, &hide_end);
        }
        if (hide_start < start) hide_start = start;
        if (hide_end > end) hide_end = end;
        if (hide_start < hide_end) {
          or_window(row, start, low_bits(hide_end - hide_start) << (hide_start - start));
        }
        continue;
      }
      intptr_t x = start;
      while (x < end) {
        intptr_t run_start = find_bit(row, x, end, false);
        if (run_start >= end) break;
        intptr_t run_end = find_bit(row, run_start, end, true);
        if (!grow(&runs, &capacity, used + 1, maximumRuns)) {
          free(covered);
          free(full);
          free(ranges);
          free(runs);
          return -1;
        }
        runs[used++] = (Run){(int32_t)y, (int32_t)run_start, (int32_t)run_end};
        x = run_end;
      }
      if (shaped && limits.hides) {
        hidden_columns(&limits, y, &hide_start, &hide_end);
      } else if (!turned) {
        opaque(copy, y, &hide_start, &hide_end);
      }
      if (hide_start < start) hide_start = start;
      if (hide_end > end) hide_end = end;
      set_bits(row, hide_start, hide_end);
    }
    range->count = used - range->first;
    mark_full(covered, full, words, height, first_group, last_group, first_word, last_word);
  }
  // Back to front: draw what shows.
  draw_shown(copies, ranges, runs, count, target, stride, minY, maxY, drawOther, context, counts);
  free(covered);
  free(full);
  free(ranges);
  free(runs);
  return 0;
}
