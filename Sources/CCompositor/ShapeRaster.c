// A coverage rasterizer for a shape layer's fill and stroke into its
// backing store: exact-area antialiasing, with each edge's signed area
// accumulated into cells along its scanlines and the coverage read back as
// a running sum along each row (the non-zero rule clamps it, the even-odd
// rule folds it). Curves are flattened to within a tenth of a pixel, as
// Cairo does; a stroke becomes polygons (one per segment, one per join,
// one per cap), all of one orientation, so that the non-zero rule gives
// their union.

#include "CCompositor.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#ifndef NDEBUG
#include <assert.h>
#define ZT_CHECK(condition) assert(condition)
#else
#define ZT_CHECK(condition) ((void)0)
#endif

/// How far (in device pixels) a flattened curve may stray from the curve.
static const double kTolerance = 0.1;

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

// MARK: - Cells

/// The cells of a store being rasterized: `width + 2` per row (an edge at
/// the right border writes one past it), which cells of each row an edge
/// touched (`INT32_MAX` and −1 in a row none touched), and which rows.
typedef struct Cells {
  float *area;
  int32_t *first;
  int32_t *last;
  intptr_t width;
  intptr_t height;
  intptr_t pitch;
  /// The rows edges touched: `top..<bottom` (empty as `height..<0`).
  intptr_t top;
  intptr_t bottom;
  /// Whether a line was not finite or too far out (more than
  /// `kFarthest` pixels): nothing is painted, the caller leaves the
  /// path to Cairo.
  bool far;
} Cells;

/// The farthest a point may lie from the store, in pixels.
static const double kFarthest = 1e6;

/// The largest cell buffer a thread keeps between calls (1 Mi cells, 4
/// MB: a 1,024 × 1,024 box); a larger one is allocated and freed per
/// call.
static const size_t kKeptCells = (size_t)1 << 20;
/// The most points of polylines or of a stroke's side a thread keeps
/// between calls (64 Ki, 1 MB each).
static const size_t kKeptPoints = (size_t)1 << 16;

/// Each thread's cell buffer, kept between calls while at most
/// `kKeptCells` cells: the cells come back zeroed (`cells_paint` clears
/// each it reads, and a failed call clears them all), so a shape drawn
/// every frame neither allocates nor clears its cells again.
static _Thread_local float *kept_area;
static _Thread_local size_t kept_count;
static _Thread_local bool kept_in_use;
/// Each thread's first and last touched cells of `kept_row_count` rows
/// (the last cells after the first ones), kept the same way and as
/// clean: every row untouched.
static _Thread_local int32_t *kept_rows;
static _Thread_local size_t kept_row_count;
static _Thread_local bool kept_rows_in_use;

/// Marks rows `top..<bottom` untouched.
static void rows_clean(int32_t *first, int32_t *last, intptr_t top, intptr_t bottom) {
  for (intptr_t y = top; y < bottom; y++) {
    first[y] = INT32_MAX;
    last[y] = -1;
  }
}

/// The first and last cells of at least `height` rows, every row
/// untouched, in `cells`: the thread's kept rows when free and large
/// enough (grown when not, up to `kKeptCells`), else a new allocation;
/// false when out of memory.
static bool rows_take(Cells *cells, intptr_t height) {
  size_t count = (size_t)height;
  cells->first = NULL;
  if (2 * count <= kKeptCells && !kept_rows_in_use) {
    if (kept_row_count < count) {
      free(kept_rows);
      kept_rows = malloc(2 * count * sizeof(int32_t));
      kept_row_count = kept_rows ? count : 0;
      if (kept_rows) rows_clean(kept_rows, kept_rows + count, 0, height);
    }
    if (kept_rows) {
      kept_rows_in_use = true;
      cells->first = kept_rows;
      cells->last = kept_rows + kept_row_count;
      return true;
    }
  }
  cells->first = malloc(2 * count * sizeof(int32_t));
  if (!cells->first) return false;
  cells->last = cells->first + count;
  rows_clean(cells->first, cells->last, 0, height);
  return true;
}

static void rows_give(int32_t *rows) {
  if (rows && rows == kept_rows) {
    kept_rows_in_use = false;
  } else {
    free(rows);
  }
}

static bool cells_init(Cells *cells, intptr_t width, intptr_t height) {
  cells->width = width;
  cells->height = height;
  cells->pitch = width + 2;
  cells->far = false;
  cells->top = height;
  cells->bottom = 0;
  size_t count = (size_t)(cells->pitch * height);
  cells->area = NULL;
  if (count <= kKeptCells && !kept_in_use) {
    if (kept_count < count) {
      free(kept_area);
      kept_count = 0;
      // Grown to at least twice, so that growing shapes settle.
      size_t grown = count * 2 < kKeptCells ? count * 2 : kKeptCells;
      kept_area = calloc(grown, sizeof(float));
      if (kept_area) kept_count = grown;
    }
    if (kept_area) {
      cells->area = kept_area;
      kept_in_use = true;
    }
  }
  if (!cells->area) cells->area = calloc(count, sizeof(float));
  bool rows = rows_take(cells, height);
  if (!cells->area || !rows) {
    if (cells->area == kept_area) {
      kept_in_use = false;
    } else {
      free(cells->area);
    }
    rows_give(cells->first);
    return false;
  }
  return true;
}

/// Clears the cells and their rows (for a call that paints nothing).
static void cells_clear(Cells *cells) {
  memset(cells->area, 0, (size_t)(cells->pitch * cells->height) * sizeof(float));
  rows_clean(cells->first, cells->last, cells->top, cells->bottom);
}

/// Frees the cells, which must be zero again (painted, or cleared).
static void cells_free(Cells *cells) {
  if (cells->area == kept_area) {
    kept_in_use = false;
  } else {
    free(cells->area);
  }
  rows_give(cells->first);
}

/// Adds one row's part of an edge: from x `xa` to `xb` (both in
/// 0...width) over a height `d` (signed by the edge's direction). Pixel c
/// gains d times the mean, over the row, of the part of it right of the
/// edge; cell c holds that gain minus pixel c − 1's.
static void cells_add_row(Cells *cells, intptr_t y, double xa, double xb, double d) {
  float *row = cells->area + y * cells->pitch;
  double lo = xa < xb ? xa : xb;
  double hi = xa < xb ? xb : xa;
  // Both are at least 0, so truncating is flooring.
  intptr_t c0 = (intptr_t)lo;
  intptr_t c1 = (intptr_t)hi;
  ZT_CHECK(c0 >= 0 && c1 + 1 < cells->pitch);
  if (c0 < cells->first[y]) cells->first[y] = (int32_t)c0;
  if (c1 + 1 > cells->last[y]) cells->last[y] = (int32_t)(c1 + 1);
  if (c0 == c1) {
    double right = (double)(c0 + 1) - 0.5 * (xa + xb);
    row[c0] += (float)(d * right);
    row[c0 + 1] += (float)(d * (1 - right));
    return;
  }
  // Pixel c gains scale · (R(c + 1 − lo) − R(c + 1 − hi)), R(u) being ∫
  // from −∞ to u of min(max(s, 0), 1) ds. In closed form, with a = c0 +
  // 1 − lo and b = c1 + 1 − hi: pixel c0 gains scale·a²/2, each pixel c
  // between scale·(c − c0 + a − ½), pixel c1 that less scale·b²/2, and
  // every pixel after c1 all of d.
  double scale = d / (hi - lo);
  double a = (double)(c0 + 1) - lo;
  double b = (double)(c1 + 1) - hi;
  double previous = 0.5 * scale * a * a;
  row[c0] += (float)previous;
  for (intptr_t c = c0 + 1; c < c1; c++) {
    double gain = scale * ((double)(c - c0) + a - 0.5);
    row[c] += (float)(gain - previous);
    previous = gain;
  }
  double gain = scale * ((double)(c1 - c0) + a - 0.5 - 0.5 * b * b);
  row[c1] += (float)(gain - previous);
  row[c1 + 1] += (float)(d - gain);
}

/// Adds a line whose x lies in 0...width, clipped to the rows.
static void cells_add_clipped_line(
    Cells *cells, double x0, double y0, double x1, double y1, double winding) {
  if (y0 == y1) return;
  if (y0 > y1) {
    double t = x0;
    x0 = x1;
    x1 = t;
    t = y0;
    y0 = y1;
    y1 = t;
    winding = -winding;
  }
  double height = (double)cells->height;
  if (y1 <= 0 || y0 >= height) return;
  double slope = (x1 - x0) / (y1 - y0);
  // y0 < height and y1 > 0 here: truncating floors and ceils them.
  intptr_t first = y0 < 0 ? 0 : (intptr_t)y0;
  intptr_t end = y1 > height ? cells->height : (intptr_t)y1 + ((double)(intptr_t)y1 < y1);
  if (first < cells->top) cells->top = first;
  if (end > cells->bottom) cells->bottom = end;
  for (intptr_t y = first; y < end; y++) {
    double top = (double)y > y0 ? (double)y : y0;
    double bottom = (double)(y + 1) < y1 ? (double)(y + 1) : y1;
    if (bottom <= top) continue;
    double xa = x0 + (top - y0) * slope;
    double xb = x0 + (bottom - y0) * slope;
    double w = (double)cells->width;
    xa = xa < 0 ? 0 : (xa > w ? w : xa);
    xb = xb < 0 ? 0 : (xb > w ? w : xb);
    cells_add_row(cells, y, xa, xb, winding * (bottom - top));
  }
}

/// Adds a line in device pixels: split where it crosses x = 0 and x =
/// width, the parts outside moved onto those borders (left of the store
/// an edge still covers every pixel right of it; right of it, none).
static void cells_add_line(
    Cells *cells, double x0, double y0, double x1, double y1, double winding) {
  // NaN fails every comparison.
  if (!(fabs(x0) <= kFarthest && fabs(y0) <= kFarthest && fabs(x1) <= kFarthest
        && fabs(y1) <= kFarthest)) {
    cells->far = true;
    return;
  }
  double w = (double)cells->width;
  double cuts[2];
  int count = 0;
  if ((x0 < 0) != (x1 < 0)) cuts[count++] = (0 - x0) / (x1 - x0);
  if ((x0 > w) != (x1 > w)) cuts[count++] = (w - x0) / (x1 - x0);
  if (count == 2 && cuts[0] > cuts[1]) {
    double t = cuts[0];
    cuts[0] = cuts[1];
    cuts[1] = t;
  }
  double px = x0, py = y0;
  for (int i = 0; i <= count; i++) {
    double t = i < count ? cuts[i] : 1;
    double qx = i < count ? x0 + (x1 - x0) * t : x1;
    double qy = i < count ? y0 + (y1 - y0) * t : y1;
    cells_add_clipped_line(cells, px, py, qx, qy, winding);
    px = qx;
    py = qy;
  }
}

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

/// Paints the accumulated coverage in `color` over the pixels, clearing
/// the cells for the next use. Paints nothing and returns false when a
/// line was too far.
static bool cells_paint(
    Cells *cells, uint32_t *pixels, intptr_t stride, uint32_t color, bool even_odd) {
  if (cells->far) {
    cells_clear(cells);
    return false;
  }
  for (intptr_t y = cells->top; y < cells->bottom; y++) {
    if (cells->last[y] < 0) continue;
    paint_row(
        cells->area + y * cells->pitch, pixels + y * stride, cells->first[y], cells->last[y],
        cells->width, color, even_odd);
    cells->first[y] = INT32_MAX;
    cells->last[y] = -1;
  }
  return true;
}

// MARK: - Flattening

/// Points of subpaths, curves flattened: `starts[i]` is where subpath i
/// begins in `xy` (pairs), `closed[i]` whether it was closed, and
/// `degenerate[i]` whether it drew segments that all had no length.
/// Appends the point (x, y) to an array of coordinate pairs, doubling
/// its capacity (from `initial` points) when full: polylines and stroke
/// sides grow by it. Returns false, the array unchanged, when out of
/// memory.
static inline bool xy_append(
    double **xy, intptr_t *count, intptr_t *capacity, intptr_t initial, double x, double y) {
  if (*count == *capacity) {
    intptr_t grown = *capacity ? 2 * *capacity : initial;
    double *moved = realloc(*xy, (size_t)grown * 2 * sizeof(double));
    if (!moved) return false;
    *xy = moved;
    *capacity = grown;
  }
  (*xy)[2 * *count] = x;
  (*xy)[2 * *count + 1] = y;
  (*count)++;
  return true;
}

typedef struct Polylines {
  double *xy;
  intptr_t count;
  intptr_t capacity;
  intptr_t *starts;
  bool *closed;
  bool *drew;
  intptr_t subpaths;
  intptr_t subpath_capacity;
  bool failed;
} Polylines;

/// The buffers of each thread's last polylines, kept for the next call
/// while no larger than `kKeptPoints` points (all `NULL` while in use).
static _Thread_local Polylines kept_lines;

/// Starts empty polylines, with the thread's kept buffers if any.
static void polylines_start(Polylines *lines) {
  *lines = kept_lines;
  memset(&kept_lines, 0, sizeof(kept_lines));
  lines->count = 0;
  lines->subpaths = 0;
  lines->failed = false;
}

/// Ends polylines: their buffers are kept for the thread's next call, or
/// freed.
static void polylines_free(Polylines *lines) {
  if (kept_lines.xy == NULL && kept_lines.starts == NULL && kept_lines.closed == NULL
      && kept_lines.drew == NULL && (size_t)lines->capacity <= kKeptPoints
      && (size_t)lines->subpath_capacity <= kKeptPoints) {
    kept_lines = *lines;
    return;
  }
  free(lines->xy);
  free(lines->starts);
  free(lines->closed);
  free(lines->drew);
}

static void polylines_begin(Polylines *lines, double x, double y);

/// Appends a point to the current subpath, dropping one equal to the last.
static void polylines_add(Polylines *lines, double x, double y) {
  if (lines->failed) return;
  if (lines->subpaths == 0) {
    polylines_begin(lines, x, y);
    return;
  }
  lines->drew[lines->subpaths - 1] = true;
  intptr_t start = lines->starts[lines->subpaths - 1];
  if (lines->count > start && lines->xy[2 * lines->count - 2] == x
      && lines->xy[2 * lines->count - 1] == y) {
    return;
  }
  if (!xy_append(&lines->xy, &lines->count, &lines->capacity, 64, x, y)) lines->failed = true;
}

/// Starts a subpath at a point.
static void polylines_begin(Polylines *lines, double x, double y) {
  if (lines->failed) return;
  if (lines->subpaths == lines->subpath_capacity) {
    intptr_t capacity = lines->subpath_capacity ? 2 * lines->subpath_capacity : 8;
    intptr_t *starts = realloc(lines->starts, (size_t)capacity * sizeof(intptr_t));
    if (starts) lines->starts = starts;
    bool *closed = realloc(lines->closed, (size_t)capacity * sizeof(bool));
    if (closed) lines->closed = closed;
    bool *drew = realloc(lines->drew, (size_t)capacity * sizeof(bool));
    if (drew) lines->drew = drew;
    if (!starts || !closed || !drew) {
      lines->failed = true;
      return;
    }
    lines->subpath_capacity = capacity;
  }
  lines->starts[lines->subpaths] = lines->count;
  lines->closed[lines->subpaths] = false;
  lines->drew[lines->subpaths] = false;
  lines->subpaths++;
  polylines_add(lines, x, y);
  lines->drew[lines->subpaths - 1] = false;
}

/// How many lines approximate a curve whose control polygon's largest
/// second difference is `dd`, within `tolerance`: a Bézier's distance to
/// its n-chord polyline is at most 3·dd ÷ (4·n²).
static intptr_t segment_count(double dd, double tolerance) {
  double n = ceil(sqrt(0.75 * dd / tolerance));
  if (!(n >= 1)) return 1;
  return n > 1000 ? 1000 : (intptr_t)n;
}

/// Appends a cubic Bézier from the current point, flattened.
static void polylines_cubic(
    Polylines *lines, double x0, double y0, const double *p, double tolerance) {
  double ddx1 = x0 - 2 * p[0] + p[2], ddy1 = y0 - 2 * p[1] + p[3];
  double ddx2 = p[0] - 2 * p[2] + p[4], ddy2 = p[1] - 2 * p[3] + p[5];
  double dd = fmax(hypot(ddx1, ddy1), hypot(ddx2, ddy2));
  intptr_t n = segment_count(dd, tolerance);
  for (intptr_t i = 1; i < n; i++) {
    double t = (double)i / (double)n, u = 1 - t;
    double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    polylines_add(
        lines, a * x0 + b * p[0] + c * p[2] + d * p[4], a * y0 + b * p[1] + c * p[3] + d * p[5]);
  }
  polylines_add(lines, p[4], p[5]);
}

/// Appends a quadratic Bézier from the current point, flattened.
static void polylines_quad(
    Polylines *lines, double x0, double y0, const double *p, double tolerance) {
  double dd = 2 * hypot(x0 - 2 * p[0] + p[2], y0 - 2 * p[1] + p[3]);
  intptr_t n = segment_count(dd, tolerance);
  for (intptr_t i = 1; i < n; i++) {
    double t = (double)i / (double)n, u = 1 - t;
    double a = u * u, b = 2 * u * t, c = t * t;
    polylines_add(lines, a * x0 + b * p[0] + c * p[2], a * y0 + b * p[1] + c * p[3]);
  }
  polylines_add(lines, p[2], p[3]);
}

/// Flattens a path (`ZT_PATH_*` verbs; quadratic curves give their
/// control point first) after mapping its points by `m` (Cairo's matrix
/// order: xx, yx, xy, yy, x0, y0).
static bool polylines_flatten(
    Polylines *lines, const uint8_t *verbs, intptr_t verb_count, const double *points,
    const double *m, double tolerance) {
  polylines_start(lines);
  double start_x = 0, start_y = 0, x = 0, y = 0;
  bool has_start = false;
  double p[6];
  for (intptr_t v = 0; v < verb_count && !lines->failed; v++) {
    int count = verbs[v] == ZT_PATH_CUBIC ? 3 : verbs[v] == ZT_PATH_QUAD ? 2 : 1;
    if (verbs[v] == ZT_PATH_CLOSE) count = 0;
    for (int i = 0; i < count; i++) {
      p[2 * i] = m[0] * points[0] + m[2] * points[1] + m[4];
      p[2 * i + 1] = m[1] * points[0] + m[3] * points[1] + m[5];
      points += 2;
    }
    if (verbs[v] == ZT_PATH_MOVE) {
      polylines_begin(lines, p[0], p[1]);
      start_x = x = p[0];
      start_y = y = p[1];
      has_start = true;
      continue;
    }
    if (verbs[v] == ZT_PATH_CLOSE) {
      if (lines->subpaths > 0 && has_start) lines->closed[lines->subpaths - 1] = true;
      // A segment after a close starts a new subpath where the last began.
      x = start_x;
      y = start_y;
      has_start = false;
      continue;
    }
    if (!has_start) {
      polylines_begin(lines, x, y);
      start_x = x;
      start_y = y;
      has_start = true;
    }
    if (verbs[v] == ZT_PATH_LINE) {
      polylines_add(lines, p[0], p[1]);
    } else if (verbs[v] == ZT_PATH_QUAD) {
      polylines_quad(lines, x, y, p, tolerance);
    } else {
      polylines_cubic(lines, x, y, p, tolerance);
    }
    x = p[2 * count - 2];
    y = p[2 * count - 1];
  }
  return !lines->failed;
}

// MARK: - Fill

int zt_raster_fill(
    uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, const uint8_t *verbs,
    intptr_t verb_count, const double *points, const double *matrix, bool even_odd,
    uint32_t color) {
  ZT_CHECK(width > 0 && height > 0 && stride >= width);
  Polylines lines;
  if (!polylines_flatten(&lines, verbs, verb_count, points, matrix, kTolerance)) {
    polylines_free(&lines);
    return -1;
  }
  Cells cells;
  if (!cells_init(&cells, width, height)) {
    polylines_free(&lines);
    return -1;
  }
  for (intptr_t s = 0; s < lines.subpaths; s++) {
    intptr_t start = lines.starts[s];
    intptr_t end = s + 1 < lines.subpaths ? lines.starts[s + 1] : lines.count;
    // Every subpath is closed for filling.
    for (intptr_t i = start; i < end; i++) {
      intptr_t j = i + 1 < end ? i + 1 : start;
      cells_add_line(
          &cells, lines.xy[2 * i], lines.xy[2 * i + 1], lines.xy[2 * j], lines.xy[2 * j + 1], 1);
    }
  }
  bool painted = cells_paint(&cells, pixels, stride, color, even_odd);
  cells_free(&cells);
  polylines_free(&lines);
  return painted ? 0 : -1;
}

// MARK: - Stroke

/// Points in user space, growing.
typedef struct Points {
  double *xy;
  intptr_t count;
  intptr_t capacity;
  bool failed;
} Points;

/// Each thread's last stroke sides' buffers, kept for the next call
/// while no larger than `kKeptPoints` points (`NULL` while in use).
static _Thread_local Points kept_sides[2];

/// Empty points, with the thread's kept buffer `side` if any.
static Points points_take(int side) {
  Points points = kept_sides[side];
  kept_sides[side] = (Points){0};
  points.count = 0;
  points.failed = false;
  return points;
}

/// Keeps a buffer for the thread's next call, or frees it.
static void points_give(Points *points, int side) {
  if (kept_sides[side].xy == NULL && (size_t)points->capacity <= kKeptPoints) {
    kept_sides[side] = *points;
  } else {
    free(points->xy);
  }
}

static void points_add(Points *points, double x, double y) {
  if (points->failed) return;
  if (!xy_append(&points->xy, &points->count, &points->capacity, 128, x, y)) points->failed = true;
}

/// A stroke being outlined in user space: each subpath becomes closed
/// contours (for an open one, its left side forward, the end cap, its
/// right side backward and the start cap; for a closed one, the left side
/// and the right side reversed), the outer side of each turn joined, the
/// inner side through the turn's point. As chains of edges these are the
/// sum of one quadrilateral per segment and one piece per join and cap,
/// all of one orientation (the shared edges cancel), so the non-zero rule
/// fills their union. Contours are mapped to pixels by `m` as they are
/// added.
typedef struct Stroker {
  Cells *cells;
  const double *m;
  double half_width;
  double tolerance;
  const ZTStrokeStyle *style;
  Points left;
  Points right;
  /// The largest turn one chord of a round join or cap may span within
  /// the tolerance, and its cosine.
  double arc_step;
  double cos_arc_step;
} Stroker;

/// Adds a closed contour (user space) to the cells.
static void stroker_contour(Stroker *s, const double *xy, intptr_t count, bool reversed) {
  const double *m = s->m;
  if (count < 2) return;
  intptr_t first = reversed ? count - 1 : 0;
  double x0 = m[0] * xy[2 * first] + m[2] * xy[2 * first + 1] + m[4];
  double y0 = m[1] * xy[2 * first] + m[3] * xy[2 * first + 1] + m[5];
  double px = x0, py = y0;
  for (intptr_t k = 1; k < count; k++) {
    intptr_t i = reversed ? count - 1 - k : k;
    double x = m[0] * xy[2 * i] + m[2] * xy[2 * i + 1] + m[4];
    double y = m[1] * xy[2 * i] + m[3] * xy[2 * i + 1] + m[5];
    cells_add_line(s->cells, px, py, x, y, 1);
    px = x;
    py = y;
  }
  cells_add_line(s->cells, px, py, x0, y0, 1);
}

/// Appends the arc around (cx, cy) from (cx + ax, cy + ay), turning by
/// `angle` (radians, signed), its first point excluded.
static void arc_points(Points *points, Stroker *s, double cx, double cy, double ax, double ay,
                       double angle) {
  double step = s->arc_step;
  intptr_t n = (intptr_t)ceil(fabs(angle) / step);
  if (n < 1) n = 1;
  if (n > 1024) n = 1024;
  double c = cos(angle / (double)n), sn = sin(angle / (double)n);
  double vx = ax, vy = ay;
  for (intptr_t i = 1; i <= n; i++) {
    double nx = vx * c - vy * sn;
    vy = vx * sn + vy * c;
    vx = nx;
    points_add(points, cx + vx, cy + vy);
  }
}

/// The cosine of the angle between two directions once mapped by `m`:
/// Cairo tests the miter limit on the pixels' angle.
static double device_dot(const double *m, double d0x, double d0y, double d1x, double d1y) {
  double ax = m[0] * d0x + m[2] * d0y, ay = m[1] * d0x + m[3] * d0y;
  double bx = m[0] * d1x + m[2] * d1y, by = m[1] * d1x + m[3] * d1y;
  double lengths = sqrt((ax * ax + ay * ay) * (bx * bx + by * by));
  return lengths > 0 ? (ax * bx + ay * by) / lengths : 1;
}

/// Appends the join at (px, py) between a segment along (d0x, d0y) of
/// length `length0` and the next along (d1x, d1y) of length `length1`
/// (unit vectors) to both sides: the outer one gets the join; the inner
/// one the point where its two edges cross, when both segments reach it
/// (then nothing overlaps there, which exact-area coverage needs: where
/// two pieces overlap inside one pixel it counts both), else a detour
/// through the join's point.
static void stroker_join(
    Stroker *s, double px, double py, double d0x, double d0y, double d1x, double d1y,
    double length0, double length1) {
  double hw = s->half_width;
  double cross = d0x * d1y - d0y * d1x;
  double dot = d0x * d1x + d0y * d1y;
  // The outer side: away from the turn (+1 is the left, along the normal
  // (−dy, dx)).
  double side = cross > 0 ? -1 : 1;
  Points *outer = side > 0 ? &s->left : &s->right;
  Points *inner = side > 0 ? &s->right : &s->left;
  double ax = -d0y * hw * side, ay = d0x * hw * side;
  double bx = -d1y * hw * side, by = d1x * hw * side;
  // How far along each segment the inner edges cross.
  double reach = 1 + dot > 1e-12 ? hw * fabs(cross) / (1 + dot) : INFINITY;
  if (reach <= length0 && reach <= length1) {
    points_add(inner, px - (ax + bx) / (1 + dot), py - (ay + by) / (1 + dot));
  } else {
    points_add(inner, px - ax, py - ay);
    points_add(inner, px, py);
    points_add(inner, px - bx, py - by);
  }
  double limit = s->style->miterLimit;
  bool one_chord = s->style->join == ZT_JOIN_ROUND && dot >= s->cos_arc_step;
  bool mitered = s->style->join == ZT_JOIN_MITER && 1 + dot > 1e-12
      && 2 <= limit * limit * (1 + device_dot(s->m, d0x, d0y, d1x, d1y));
  if (one_chord || mitered) {
    // Where the two outer edges cross. A miter: the points before and
    // after it lie on the same lines, so they add nothing. A round join
    // that one chord spans (most joins of a flattened curve): within the
    // tolerance of its arc, as the chord is, without atan2, cos and sin,
    // and one point instead of two.
    points_add(outer, px + (ax + bx) / (1 + dot), py + (ay + by) / (1 + dot));
    return;
  }
  points_add(outer, px + ax, py + ay);
  if (fabs(cross) < 1e-12 && dot > 0) return;
  if (s->style->join == ZT_JOIN_ROUND) {
    double angle = atan2(fabs(cross), dot);
    arc_points(outer, s, px, py, ax, ay, cross > 0 ? angle : -angle);
    return;
  }
  // A bevel.
  points_add(outer, px + bx, py + by);
}

/// Appends the cap at (px, py) of a line that leaves it along (dx, dy), a
/// unit vector pointing out of the line: from its left side (along the
/// normal (−dy, dx), already added) to its right side.
static void stroker_cap(Stroker *s, Points *points, double px, double py, double dx, double dy) {
  double hw = s->half_width;
  double nx = -dy * hw, ny = dx * hw;
  if (s->style->cap == ZT_CAP_ROUND) {
    arc_points(points, s, px, py, nx, ny, -M_PI);
    return;
  }
  if (s->style->cap == ZT_CAP_SQUARE) {
    points_add(points, px + nx + dx * hw, py + ny + dy * hw);
    points_add(points, px - nx + dx * hw, py - ny + dy * hw);
  }
  points_add(points, px - nx, py - ny);
}

/// The unit direction from point i to point j of `xy`; their distance.
static double direction(const double *xy, intptr_t i, intptr_t j, double *dx, double *dy) {
  double x = xy[2 * j] - xy[2 * i], y = xy[2 * j + 1] - xy[2 * i + 1];
  double length = sqrt(x * x + y * y);
  *dx = x / length;
  *dy = y / length;
  return length;
}

/// Outlines one subpath (points start..<end, at least two, none equal to
/// the one before).
static void stroker_subpath(Stroker *s, const double *xy, intptr_t start, intptr_t end, bool closed) {
  intptr_t count = end - start;
  // A closed subpath whose last point is its first has no closing segment.
  if (closed && count > 2 && xy[2 * (end - 1)] == xy[2 * start]
      && xy[2 * (end - 1) + 1] == xy[2 * start + 1]) {
    count--;
  }
  intptr_t segments = closed ? count : count - 1;
  double hw = s->half_width;
  s->left.count = 0;
  s->right.count = 0;
  double dx, dy;
  double length = direction(xy, start, start + 1, &dx, &dy);
  if (!closed) {
    points_add(&s->left, xy[2 * start] - dy * hw, xy[2 * start + 1] + dx * hw);
    points_add(&s->right, xy[2 * start] + dy * hw, xy[2 * start + 1] - dx * hw);
  }
  for (intptr_t k = 0; k < segments; k++) {
    intptr_t j = start + (k + 1) % count;
    if (k + 1 < segments || closed) {
      double ex, ey;
      double next = direction(xy, j, start + (k + 2) % count, &ex, &ey);
      stroker_join(s, xy[2 * j], xy[2 * j + 1], dx, dy, ex, ey, length, next);
      dx = ex;
      dy = ey;
      length = next;
    }
  }
  if (closed) {
    stroker_contour(s, s->left.xy, s->left.count, false);
    stroker_contour(s, s->right.xy, s->right.count, true);
    return;
  }
  double ex = xy[2 * (end - 1)], ey = xy[2 * (end - 1) + 1];
  points_add(&s->left, ex - dy * hw, ey + dx * hw);
  stroker_cap(s, &s->left, ex, ey, dx, dy);
  // The right side, backward, then the start cap.
  for (intptr_t i = s->right.count - 1; i >= 0; i--) {
    points_add(&s->left, s->right.xy[2 * i], s->right.xy[2 * i + 1]);
  }
  direction(xy, start, start + 1, &dx, &dy);
  stroker_cap(s, &s->left, xy[2 * start], xy[2 * start + 1], -dx, -dy);
  stroker_contour(s, s->left.xy, s->left.count, false);
}

int zt_raster_stroke(
    uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, const uint8_t *verbs,
    intptr_t verb_count, const double *points, const double *matrix, const ZTStrokeStyle *style,
    uint32_t color) {
  ZT_CHECK(width > 0 && height > 0 && stride >= width);
  // The user-space tolerance: a tenth of a pixel along the matrix's
  // longest axis.
  double norm = sqrt(fmax(
      matrix[0] * matrix[0] + matrix[1] * matrix[1], matrix[2] * matrix[2] + matrix[3] * matrix[3]));
  if (!(norm > 0) || !isfinite(norm) || !(style->width > 0) || !isfinite(style->width)) return -1;
  static const double identity[6] = {1, 0, 0, 1, 0, 0};
  Polylines lines;
  if (!polylines_flatten(&lines, verbs, verb_count, points, identity, kTolerance / norm)) {
    polylines_free(&lines);
    return -1;
  }
  // A subpath that drew only segments of no length is a dot or a square
  // for round and square caps, which Cairo draws: leave it to Cairo.
  for (intptr_t i = 0; i < lines.subpaths; i++) {
    intptr_t end = i + 1 < lines.subpaths ? lines.starts[i + 1] : lines.count;
    if (lines.drew[i] && end - lines.starts[i] < 2 && style->cap != ZT_CAP_BUTT) {
      polylines_free(&lines);
      return -1;
    }
  }
  Cells cells;
  if (!cells_init(&cells, width, height)) {
    polylines_free(&lines);
    return -1;
  }
  Stroker stroker = {
      &cells, matrix, style->width / 2, kTolerance / norm, style, points_take(0), points_take(1),
      0, 0};
  stroker.arc_step = stroker.tolerance < stroker.half_width
      ? 2 * acos(1 - stroker.tolerance / stroker.half_width) : M_PI / 2;
  stroker.cos_arc_step = cos(stroker.arc_step);
  for (intptr_t i = 0; i < lines.subpaths; i++) {
    intptr_t end = i + 1 < lines.subpaths ? lines.starts[i + 1] : lines.count;
    if (end - lines.starts[i] < 2) continue;
    stroker_subpath(&stroker, lines.xy, lines.starts[i], end, lines.closed[i]);
  }
  bool failed = stroker.left.failed || stroker.right.failed;
  points_give(&stroker.left, 0);
  points_give(&stroker.right, 1);
  if (failed) {
    // Out of memory part way: clear the cells, draw nothing.
    cells_clear(&cells);
    cells_free(&cells);
    polylines_free(&lines);
    return -1;
  }
  bool painted = cells_paint(&cells, pixels, stride, color, false);
  cells_free(&cells);
  polylines_free(&lines);
  return painted ? 0 : -1;
}
