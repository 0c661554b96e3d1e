// Copies culled where later opaque pixels hide them: a band of rows is
// composited front to back once to find, row by row, which pixels of each
// copy a later copy's opaque pixels cover, then back to front drawing only
// the rest. `OVER` an opaque pixel is that pixel whatever was under it, so
// the bytes are those of drawing every copy whole, in order.

#include "CCompositor.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
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

// MARK: - Coverage

/// Sets bits `start..<end` of a row of words.
static inline void set_bits(uint64_t *row, intptr_t start, intptr_t end) {
  if (start >= end) return;
  intptr_t first = start >> 6, last = (end - 1) >> 6;
  uint64_t head = ~(uint64_t)0 << (start & 63);
  uint64_t tail = ~(uint64_t)0 >> (63 - ((end - 1) & 63));
  if (first == last) {
    row[first] |= head & tail;
    return;
  }
  row[first] |= head;
  for (intptr_t word = first + 1; word < last; word++) row[word] = ~(uint64_t)0;
  row[last] |= tail;
}

/// The first column at or after `x`, before `end`, whose bit is `bit`
/// (`end` when there is none).
static inline intptr_t find_bit(const uint64_t *row, intptr_t x, intptr_t end, bool bit) {
  while (x < end) {
    intptr_t word = x >> 6;
    uint64_t bits = bit ? row[word] : ~row[word];
    bits &= ~(uint64_t)0 << (x & 63);
    if (bits != 0) {
      intptr_t found = (word << 6) + __builtin_ctzll(bits);
      return found < end ? found : end;
    }
    x = (word + 1) << 6;
  }
  return end;
}

/// The 64 bits from column `start` on (the row has a spare word at its
/// end, so the next word can always be read).
static inline uint64_t load_window(const uint64_t *row, intptr_t start) {
  intptr_t word = start >> 6;
  unsigned shift = (unsigned)(start & 63);
  // `<< (63 − shift) << 1` is 0 when shift is 0, where `<< 64` is undefined.
  return (row[word] >> shift) | (row[word + 1] << (63 - shift) << 1);
}

/// Sets the bits of `bits` at columns `start`, `start + 1`, ….
static inline void or_window(uint64_t *row, intptr_t start, uint64_t bits) {
  intptr_t word = start >> 6;
  unsigned shift = (unsigned)(start & 63);
  row[word] |= bits << shift;
  row[word + 1] |= bits >> (63 - shift) >> 1;
}

/// The lowest `count` bits, 0...64.
static inline uint64_t low_bits(intptr_t count) {
  return count >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << count) - 1);
}

/// Whether every bit `start..<end` is set.
static inline bool all_set(const uint64_t *row, intptr_t start, intptr_t end) {
  return find_bit(row, start, end, false) == end;
}

// MARK: - Turned paints

/// The columns of each row inside half-planes P·x + Q·y + R ≥ 0, where
/// (x, y) is a target pixel's column and row and the condition is on its
/// center: x ≥ lowA + lowB·y for each lower limit, x ≤ highA + highB·y
/// for each upper one, and Q·y + R ≥ 0 for a half-plane along the rows.
typedef struct Limits {
  int lows, highs, rows;
  double lowA[14], lowB[14], highA[14], highB[14], rowQ[14], rowR[14];
} Limits;

/// Adds P·x + Q·y + R ≥ 0 for columns x with |x| ≤ `span`. A half-plane
/// nearly along the rows is taken as one on the row alone, widened
/// (`widen`) or narrowed by the most P·x can be, so that the columns
/// found hold every pixel inside (`widen`) or only pixels inside.
static void add_limit(Limits *limits, double p, double q, double r, double span, bool widen) {
  if (p > 1e-12 && limits->lows < 12) {
    limits->lowA[limits->lows] = -r / p;
    limits->lowB[limits->lows++] = -q / p;
  } else if (p < -1e-12 && limits->highs < 12) {
    limits->highA[limits->highs] = -r / p;
    limits->highB[limits->highs++] = -q / p;
  } else if (limits->rows < 12) {
    double slack = fabs(p) * span;
    limits->rowQ[limits->rows] = q;
    limits->rowR[limits->rows++] = widen ? r + slack : r - slack;
  }
}

/// Whether every limit is a finite number.
static bool finite_limits(const Limits *limits) {
  double sum = 0;
  for (int index = 0; index < limits->lows; index++) {
    sum += limits->lowA[index] * 0 + limits->lowB[index] * 0;
  }
  for (int index = 0; index < limits->highs; index++) {
    sum += limits->highA[index] * 0 + limits->highB[index] * 0;
  }
  for (int index = 0; index < limits->rows; index++) {
    sum += limits->rowQ[index] * 0 + limits->rowR[index] * 0;
  }
  return sum == 0;
}

/// Pads the lower and upper limits to an even count with limits that
/// bind nothing (x ≥ −2³⁰, x ≤ 2³⁰), for `limit_columns` to take two at a
/// time.
static void pad_limits(Limits *limits) {
  if ((limits->lows & 1) != 0) {
    limits->lowA[limits->lows] = -1073741824.0;
    limits->lowB[limits->lows++] = 0;
  }
  if ((limits->highs & 1) != 0) {
    limits->highA[limits->highs] = 1073741824.0;
    limits->highB[limits->highs++] = 0;
  }
}

/// The columns `start..<end` of row `y` inside every limit; false when
/// there are none.
static inline bool limit_columns(const Limits *limits, intptr_t y, intptr_t *start, intptr_t *end) {
  double row = (double)y;
  for (int index = 0; index < limits->rows; index++) {
    if (!(limits->rowQ[index] * row + limits->rowR[index] >= 0)) return false;
  }
  double low = -1073741824.0, high = 1073741824.0;
#if defined(__SSE2__)
  // Two limits at a time (padded to an even count).
  __m128d rows = _mm_set1_pd(row);
  __m128d lows = _mm_set1_pd(low), highs = _mm_set1_pd(high);
  for (int index = 0; index < limits->lows; index += 2) {
    __m128d bound = _mm_add_pd(
        _mm_loadu_pd(limits->lowA + index), _mm_mul_pd(_mm_loadu_pd(limits->lowB + index), rows));
    lows = _mm_max_pd(lows, bound);
  }
  for (int index = 0; index < limits->highs; index += 2) {
    __m128d bound = _mm_add_pd(
        _mm_loadu_pd(limits->highA + index),
        _mm_mul_pd(_mm_loadu_pd(limits->highB + index), rows));
    highs = _mm_min_pd(highs, bound);
  }
  low = _mm_cvtsd_f64(_mm_max_sd(lows, _mm_unpackhi_pd(lows, lows)));
  high = _mm_cvtsd_f64(_mm_min_sd(highs, _mm_unpackhi_pd(highs, highs)));
#else
  for (int index = 0; index < limits->lows; index++) {
    double bound = limits->lowA[index] + limits->lowB[index] * row;
    low = bound > low ? bound : low;
  }
  for (int index = 0; index < limits->highs; index++) {
    double bound = limits->highA[index] + limits->highB[index] * row;
    high = bound < high ? bound : high;
  }
#endif
  if (!(low <= high)) return false;
  // ⌈low⌉ and ⌊high⌋ + 1, within ±2³⁰.
  intptr_t first = (intptr_t)low, last = (intptr_t)high;
  if ((double)first < low) first += 1;
  if ((double)last > high) last -= 1;
  if (first > last) return false;
  *start = first;
  *end = last + 1;
  return true;
}

/// What a turned paint's rows are found from in a band: columns holding
/// every pixel it may change (inside its edges, where its source's
/// samples may not be 0; where the shape alone bounds those samples, its
/// edges are left out, and the kernel keeps to them itself), and the
/// pixels it makes opaque (wholly inside its edges, at full opacity,
/// where its samples are opaque).
typedef struct TurnedLimits {
  Limits visible, hidden;
  bool hides;
} TurnedLimits;

/// The margin, in target pixels along an edge's normal, by which an
/// edge's limits are widened or narrowed: far more than the rounding of
/// the kernels' distances, far less than the part of a pixel whose
/// coverage rounds to 0 or 255.
static const double edge_margin = 1e-6;

/// The columns of row `y` a turned paint with `limits` makes opaque
/// (none when `start` ≥ `end`).
static inline void hidden_columns(
    const TurnedLimits *limits, intptr_t y, intptr_t *start, intptr_t *end) {
  if (!limit_columns(&limits->hidden, y, start, end)) *start = *end = 0;
}

/// The limits of a turned copy with a shape; false when its map is out
/// of the range where they are exact (then it is drawn as it was: every
/// pixel of its row spans may show, none is hidden).
static bool turned_limits(const ZTCopy *copy, TurnedLimits *limits) {
  const ZTAffinePaint *paint = copy->paint;
  const ZTSourceShape *shape = copy->shape;
  if (shape == NULL) return false;
  double magnitude = fabs(paint->a) + fabs(paint->b) + fabs(paint->c) + fabs(paint->d);
  double origin_x = (double)paint->originX, origin_y = (double)paint->originY;
  if (!(magnitude <= 1e6 && fabs(paint->tx) <= 1e9 && fabs(paint->ty) <= 1e9
        && fabs(origin_x) <= 1e9 && fabs(origin_y) <= 1e9)) {
    return false;
  }
  limits->visible.lows = limits->visible.highs = limits->visible.rows = 0;
  limits->hidden.lows = limits->hidden.highs = limits->hidden.rows = 0;
  double span = fabs((double)paint->minX) > fabs((double)paint->maxX) ? fabs((double)paint->minX)
                                                                       : fabs((double)paint->maxX);
  if (paint->alpha == 0) {
    // Draws nothing: 0·y − 1 ≥ 0 holds on no row.
    add_limit(&limits->visible, 0, 0, -1, span, true);
    limits->hides = false;
    return true;
  }
  // The visible limits need only hold every pixel the paint changes: the
  // kernel keeps to its edges itself. Where the source's shape bounds the
  // samples that may show, it is enough, and the edges are left out
  // (their four limits were a third of the work of each row).
  bool shape_bounds = !paint->isPadded && shape->visibleCount > 0;
  for (int index = 0; index < 4; index++) {
    // The center is normalX·(x + ½) + normalY·(y + ½) + offset inside
    // the edge: a pixel touches it beyond −reach, lies wholly inside
    // from reach on.
    const ZTEdge *edge = &paint->edges[index];
    double r = 0.5 * edge->normalX + 0.5 * edge->normalY + edge->offset;
    if (!(fabs(r) <= 1e12 && fabs(edge->reach) <= 1)) return false;
    if (!shape_bounds) {
      add_limit(
          &limits->visible, edge->normalX, edge->normalY, r + edge->reach + edge_margin, span,
          true);
    }
    add_limit(
        &limits->hidden, edge->normalX, edge->normalY, r - edge->reach - edge_margin, span, false);
  }
  // The sample at pixel (x, y)'s center: u = a·x + c·y + u0, and v.
  double u0 = paint->a * (0.5 - origin_x) + paint->c * (0.5 - origin_y) + paint->tx;
  double v0 = paint->b * (0.5 - origin_x) + paint->d * (0.5 - origin_y) + paint->ty;
  // normal·(u, v) ≤ limit: −(n·(a, b))·x − (n·(c, d))·y + limit − n·(u0, v0) ≥ 0.
  if (!paint->isPadded) {
    for (int index = 0; index < shape->visibleCount && index < ZT_SHAPE_SIDES; index++) {
      const ZTHalfPlane *plane = &shape->visible.planes[index];
      add_limit(
          &limits->visible, -(plane->normalU * paint->a + plane->normalV * paint->b),
          -(plane->normalU * paint->c + plane->normalV * paint->d),
          plane->limit - plane->normalU * u0 - plane->normalV * v0, span, true);
    }
  }
  limits->hides = paint->alpha == 255 && shape->hiddenCount > 0;
  if (limits->hides) {
    for (int index = 0; index < shape->hiddenCount && index < ZT_SHAPE_SIDES; index++) {
      const ZTHalfPlane *plane = &shape->hidden.planes[index];
      add_limit(
          &limits->hidden, -(plane->normalU * paint->a + plane->normalV * paint->b),
          -(plane->normalU * paint->c + plane->normalV * paint->d),
          plane->limit - plane->normalU * u0 - plane->normalV * v0, span, false);
    }
  }
  pad_limits(&limits->visible);
  pad_limits(&limits->hidden);
  return finite_limits(&limits->visible) && finite_limits(&limits->hidden);
}

// MARK: - A band

/// A visible run of one copy in one row.
typedef ZTSpan Run;

/// What a band does with a paint.
typedef enum Fate { DRAWN, HIDDEN, OUTSIDE } Fate;

/// Where the runs of copy `index` are, runs[first..<first + count], and
/// whether the paint is drawn at all.
typedef struct RunRange {
  intptr_t first, count;
  Fate fate;
} RunRange;

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

/// How many copies ahead a band's passes read turned paints: each is six
/// or seven cache lines, scattered over the heap, so that without reading ahead
/// every turned copy a band meets begins with a wait for memory.
static const intptr_t paint_lead = 4;

/// Asks for the turned paint of `copy`, when it has one in rows
/// `minY..<maxY`, ahead of its use.
static inline void prefetch_paint(const ZTCopy *copy, intptr_t minY, intptr_t maxY) {
  if (copy->kind != ZT_COPY_AFFINE || copy->maxY <= minY || copy->minY >= maxY) return;
  // Every line the paint touches: it is aligned to 16 bytes, not to a line.
  uintptr_t start = (uintptr_t)copy->paint;
  for (uintptr_t line = start & ~(uintptr_t)63; line < start + sizeof(ZTAffinePaint); line += 64) {
    __builtin_prefetch((const void *)line, 0, 3);
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

/// The band's second pass, back to front: draws the runs of each copy that
/// show (`ranges` and `runs`, from the first pass), and each other paint
/// that is not hidden through `drawOther`.
__attribute__((always_inline)) static inline void draw_shown(
    const ZTCopy *copies, const RunRange *ranges, const Run *runs, intptr_t count,
    uint32_t *target, intptr_t stride, intptr_t minY, intptr_t maxY, ZTDrawOther drawOther,
    void *context, ZTBandCounts *counts) {
  for (intptr_t index = 0; index < count; index++) {
    const ZTCopy *copy = copies + index;
    const RunRange *range = ranges + index;
    if (index + paint_lead < count && ranges[index + paint_lead].fate == DRAWN) {
      prefetch_paint(copies + index + paint_lead, minY, maxY);
    }
    if (range->fate == OUTSIDE) continue;
    if (copy->kind == ZT_COPY_OTHER) {
      if (range->fate == HIDDEN) {
        if (counts != NULL) counts->hiddenOthers += 1;
      } else {
        drawOther(context, index, minY, maxY);
      }
      continue;
    }
    if (counts != NULL) {
      intptr_t top = copy->minY > minY ? copy->minY : minY;
      intptr_t bottom = copy->maxY < maxY ? copy->maxY : maxY;
      counts->copiedPixels += (bottom - top) * (copy->maxX - copy->minX);
    }
    if (range->fate == HIDDEN) continue;
    const Run *run = runs + range->first;
    const Run *end = run + range->count;
    if (copy->kind == ZT_COPY_AFFINE) {
      ZTAffineRows rows;
      zt_affine_paint_rows(copy->paint, &rows);
      zt_affine_paint_run_spans(copy->paint, &rows, target, stride, run, end - run);
      if (counts != NULL) {
        for (; run < end; run++) counts->drawnPixels += run->end - run->start;
      }
      continue;
    }
    for (; run < end; run++) {
      intptr_t length = run->end - run->start;
      uint32_t *to = target + run->y * stride + run->start;
      const uint32_t *from = copy->source
                             + (copy->sourceY + (run->y - copy->minY)) * copy->sourceStride
                             + copy->sourceX + (run->start - copy->minX);
      if (copy->kind == ZT_COPY_SOURCE) {
        memcpy(to, from, (size_t)length * 4);
      } else {
        zt_over_row(to, from, length);
      }
      if (counts != NULL) counts->drawnPixels += length;
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
