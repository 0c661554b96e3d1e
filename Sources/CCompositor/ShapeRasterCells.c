// The shape rasterizer's cells (ShapeRasterPrivate.h): each thread's kept
// buffers, and the lines' exact signed areas added into them.

#include "ShapeRasterPrivate.h"

#include <math.h>
#include <string.h>

/// Each thread's cell buffer, kept between calls while at most
/// `kKeptCells` cells: the cells come back zeroed (`cells_paint` clears
/// each it reads, and a call that fails does so before it takes cells;
/// a −0 left in a cell reads as zero), so a shape drawn
/// every frame neither allocates nor clears its cells again. Any window
/// of at most `kept_count` cells uses its start.
static _Thread_local float *kept_area;
static _Thread_local size_t kept_count;
static _Thread_local bool kept_in_use;
/// Each thread's first and last touched cells of `kept_row_count` rows
/// (the last cells after the first ones), kept the same way and as
/// clean: every row untouched.
static _Thread_local int32_t *kept_rows;
static _Thread_local size_t kept_row_count;
static _Thread_local bool kept_rows_in_use;

/// Marks rows `top..<bottom` (of the arrays) untouched.
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
  // (At least one row, so that an empty window still has an allocation.)
  cells->first = malloc(2 * (count + 1) * sizeof(int32_t));
  if (!cells->first) return false;
  cells->last = cells->first + count;
  rows_clean(cells->first, cells->last, 0, height);
  return true;
}

/// Gives rows back: to the thread's kept rows, or freed.
static void rows_give(int32_t *rows) {
  if (rows && rows == kept_rows) {
    kept_rows_in_use = false;
  } else {
    free(rows);
  }
}

/// `v` floored and clamped to 0...limit (NaN gives 0).
static intptr_t clamp_floor(double v, intptr_t limit) {
  if (!(v > 0)) return 0;
  if (v >= (double)limit) return limit;
  return (intptr_t)v;
}

/// `v` ceiled and clamped to 0...limit (NaN gives 0).
static intptr_t clamp_ceil(double v, intptr_t limit) {
  if (!(v > 0)) return 0;
  if (v >= (double)limit) return limit;
  intptr_t i = (intptr_t)v;
  return i + ((double)i < v);
}

/// Sets the window to `box` widened by a pixel each way (so that a point
/// found along a line a rounding past the line's ends stays inside, as
/// it was before there were windows), clamped to the store.
static void cells_window(Cells *cells, const double *box) {
  cells->left = clamp_floor(box[0] - 1, cells->width);
  cells->right = clamp_ceil(box[2] + 1, cells->width);
  if (cells->right < cells->left) cells->right = cells->left;
  cells->window_top = clamp_floor(box[1] - 1, cells->height);
  cells->window_bottom = clamp_ceil(box[3] + 1, cells->height);
  if (cells->window_bottom < cells->window_top) cells->window_bottom = cells->window_top;
  // Room for `cells_add_row`'s third cell, and a multiple of four, for
  // `cells_paint`'s groups of four cells.
  cells->pitch = (cells->right - cells->left + 3 + 3) & ~(intptr_t)3;
}

bool cells_init(Cells *cells, intptr_t width, intptr_t height, const double *box) {
  cells->width = width;
  cells->height = height;
  cells_window(cells, box);
  intptr_t rows = cells->window_bottom - cells->window_top;
  size_t count = (size_t)(cells->pitch * rows);
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
  if (!cells->area) cells->area = calloc(count + 1, sizeof(float));
  bool took_rows = rows_take(cells, rows);
  if (!cells->area || !took_rows) {
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

void cells_free(Cells *cells) {
  if (cells->area == kept_area) {
    kept_in_use = false;
  } else {
    free(cells->area);
  }
  rows_give(cells->first);
}

/// Adds one row's part of an edge to the row's cells `row` (counted from
/// the window's left, `left`): from x `xa` to `xb` (both in
/// left...right, the store's columns) over a height `d` (signed by the
/// edge's direction), `scale` being d ÷ |xb − xa| (the edge's rows all
/// share it: ±1 over the edge's run per row; `half_scale` is half of
/// it). Pixel c gains d times the
/// mean, over the row, of the part of it right of the edge; cell c holds
/// that gain minus pixel c − 1's.
static inline void cells_add_row(
    float *row, intptr_t left, double xa, double xb, double d, double scale, double half_scale) {
  double lo = xa < xb ? xa : xb;
  double hi = xa < xb ? xb : xa;
  // Both are at least 0, so truncating is flooring.
  intptr_t c0 = (intptr_t)lo;
  intptr_t c1 = (intptr_t)hi;
  row -= left;
  double a = (double)(c0 + 1) - lo;
  double b = (double)(c1 + 1) - hi;
  if (c1 - c0 <= 1) {
    // Pixel c0's gain and pixel c0 + 1's, chosen without a branch
    // (whether an edge crosses a pixel's side in a row is a coin's
    // toss): in one pixel, d times the mean part right of the edge, then
    // all of d; across two, as below.
    bool one = c0 == c1;
    double g0 = one ? 0.5 * d * (a + b) : half_scale * a * a;
    double g1 = one ? d : d - half_scale * (1 - b) * (1 - b);
    row[c0] += (float)g0;
    row[c0 + 1] += (float)(g1 - g0);
    row[c0 + 2] += (float)(d - g1);
    return;
  }
  // Pixel c gains scale · (R(c + 1 − lo) − R(c + 1 − hi)), R(u) being ∫
  // from −∞ to u of min(max(s, 0), 1) ds. In closed form, with a = c0 +
  // 1 − lo and b = c1 + 1 − hi: pixel c0 gains scale·a²/2, each pixel c
  // between scale·(c − c0 + a − ½), pixel c1 that less scale·b²/2, and
  // every pixel after c1 all of d (so that the row's cells add up to d
  // exactly, whatever rounding `scale` carries).
  double previous = half_scale * a * a;
  row[c0] += (float)previous;
  for (intptr_t c = c0 + 1; c < c1; c++) {
    double gain = scale * ((double)(c - c0) + a - 0.5);
    row[c] += (float)(gain - previous);
    previous = gain;
  }
  double gain = scale * ((double)(c1 - c0) + a - 0.5) - half_scale * b * b;
  row[c1] += (float)(gain - previous);
  row[c1 + 1] += (float)(d - gain);
}

/// Marks the cells `c0...c1` (store columns) of window row `r` touched.
static inline void cells_touch(Cells *cells, intptr_t r, double xa, double xb) {
  intptr_t c0 = (intptr_t)(xa < xb ? xa : xb);
  intptr_t c1 = (intptr_t)(xa < xb ? xb : xa) + 2;
  ZT_CHECK(c0 >= cells->left && c1 - cells->left < cells->pitch);
  int32_t first = cells->first[r], last = cells->last[r];
  cells->first[r] = (int32_t)c0 < first ? (int32_t)c0 : first;
  cells->last[r] = (int32_t)c1 > last ? (int32_t)c1 : last;
}

/// Adds a line whose x lies in 0...width, y0 < y1, clipped to the
/// window's rows (its box holds every line, so no more than to the
/// store's) and to its columns (which moves a point only where a rounding
/// strayed past the box, and keeps the cells in their buffer whatever the
/// box). Each row's start is the row before's end (the same expression).
static void cells_add_clipped_line(
    Cells *cells, double x0, double y0, double x1, double y1, double winding) {
  double top_limit = (double)cells->window_top;
  double bottom_limit = (double)cells->window_bottom;
  if (y1 <= top_limit || y0 >= bottom_limit) return;
  double slope = (x1 - x0) / (y1 - y0);
  double scale = winding / fabs(slope), half_scale = 0.5 * scale;
  // y0 < bottom_limit and y1 > top_limit ≥ 0 here: truncating floors
  // and ceils them.
  intptr_t first = y0 < top_limit ? cells->window_top : (intptr_t)y0;
  intptr_t end =
      y1 > bottom_limit ? cells->window_bottom : (intptr_t)y1 + ((double)(intptr_t)y1 < y1);
  double l = (double)cells->left, w = (double)cells->right;
  double top = (double)first > y0 ? (double)first : y0;
  double xa = x0 + (top - y0) * slope;
  xa = xa < l ? l : (xa > w ? w : xa);
  intptr_t r = first - cells->window_top;
  float *row = cells->area + r * cells->pitch;
  for (intptr_t y = first; y < end; y++, r++, row += cells->pitch) {
    double bottom = (double)(y + 1) < y1 ? (double)(y + 1) : y1;
    double xb = x0 + (bottom - y0) * slope;
    xb = xb < l ? l : (xb > w ? w : xb);
    cells_touch(cells, r, xa, xb);
    cells_add_row(row, cells->left, xa, xb, winding * (bottom - top), scale, half_scale);
    top = bottom;
    xa = xb;
  }
}

/// Adds a line in device pixels, its ends finite and within `kFarthest`
/// (`polylines_box` checked them): split where it crosses x = 0 and x =
/// width, the parts outside moved onto those borders (left of the store
/// an edge still covers every pixel right of it; right of it, none),
/// unless all the lines are `inside` the store's columns.
static inline void cells_add_line(
    Cells *cells, double x0, double y0, double x1, double y1, bool inside) {
  if (y0 == y1) return;
  double winding = 1;
  if (y0 > y1) {
    double t = x0;
    x0 = x1;
    x1 = t;
    t = y0;
    y0 = y1;
    y1 = t;
    winding = -winding;
  }
  if (inside) {
    cells_add_clipped_line(cells, x0, y0, x1, y1, winding);
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
    // A part outside: onto the border it is beyond.
    double cx0 = px < 0 ? 0 : (px > w ? w : px), cx1 = qx < 0 ? 0 : (qx > w ? w : qx);
    if (py < qy) cells_add_clipped_line(cells, cx0, py, cx1, qy, winding);
    px = qx;
    py = qy;
  }
}

/// The box of polylines' points (min x, min y, max x, max y) into
/// `box`; false when a point is not finite or lies more than `kFarthest`
/// pixels out (then the path is left to Cairo), which checks every edge's
/// ends at once.
static bool polylines_box(const Polylines *lines, double *box) {
  double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
  const double *xy = lines->xy;
  for (intptr_t i = 0; i < lines->count; i++) {
    double x = xy[2 * i], y = xy[2 * i + 1];
    x0 = x < x0 ? x : x0;
    x1 = x > x1 ? x : x1;
    y0 = y < y0 ? y : y0;
    y1 = y > y1 ? y : y1;
    // NaN fails every comparison.
    if (!(fabs(x) <= kFarthest && fabs(y) <= kFarthest)) return false;
  }
  box[0] = x0;
  box[1] = y0;
  box[2] = x1;
  box[3] = y1;
  return true;
}

bool polylines_paint(
    const Polylines *lines, uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height,
    bool even_odd, uint32_t color) {
  double box[4];
  if (!polylines_box(lines, box)) return false;
  Cells cells;
  if (!cells_init(&cells, width, height, box)) return false;
  // Inside the store's columns (most shapes), no edge needs cutting.
  bool inside = box[0] >= 0 && box[2] <= (double)width;
  for (intptr_t s = 0; s < lines->subpaths; s++) {
    intptr_t start = lines->starts[s];
    intptr_t end = s + 1 < lines->subpaths ? lines->starts[s + 1] : lines->count;
    // Every subpath is closed for filling. The edges go every other one,
    // then the rest: two edges in a row share their ends' cells, and a cell
    // added to again straight after its last addition waits for it.
    const double *xy = lines->xy;
    for (intptr_t parity = 0; parity < 2; parity++) {
      for (intptr_t i = start + parity; i < end; i += 2) {
        intptr_t j = i + 1 < end ? i + 1 : start;
        cells_add_line(&cells, xy[2 * i], xy[2 * i + 1], xy[2 * j], xy[2 * j + 1], inside);
      }
    }
  }
  cells_paint(&cells, pixels, stride, color, even_odd);
  cells_free(&cells);
  return true;
}

