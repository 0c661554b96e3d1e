// The shape rasterizer's private parts (ShapeRaster*.c), shared between
// its files and nothing else: cells (ShapeRasterCells.c), their painting
// (ShapeRasterPaint.c), flattened paths and the fill
// (ShapeRasterFlatten.c), and the stroke (ShapeRasterStroke.c).
//
// A coverage rasterizer for a shape layer's fill and stroke into its
// backing store: exact-area antialiasing, with each edge's signed area
// accumulated into cells along its scanlines and the coverage read back as
// a running sum along each row (the non-zero rule clamps it, the even-odd
// rule folds it). Curves are flattened to within a tenth of a pixel, as
// Cairo does; a stroke becomes polygons (one per segment, one per join,
// one per cap), all of one orientation, so that the non-zero rule gives
// their union. The cells cover only the shape's box in the store (its
// window), so that they stay in the nearest cache beside the store's
// pixels.

#ifndef ZT_SHAPE_RASTER_PRIVATE_H
#define ZT_SHAPE_RASTER_PRIVATE_H

#include "CCompositor.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#ifndef NDEBUG
#include <assert.h>
#define ZT_CHECK(condition) assert(condition)
#else
#define ZT_CHECK(condition) ((void)0)
#endif

/// Not exported from the library: shared only between ShapeRaster*.c.
#define ZT_RASTER_PRIVATE __attribute__((visibility("hidden")))

/// How far (in device pixels) a flattened curve may stray from the curve.
static const double kTolerance = 0.1;

/// The farthest a point may lie from the store, in pixels.
static const double kFarthest = 1e6;

/// The largest cell buffer a thread keeps between calls (1 Mi cells, 4
/// MB: a 1,024 × 1,024 box); a larger one is allocated and freed per
/// call.
static const size_t kKeptCells = (size_t)1 << 20;

/// The most points of polylines or of a stroke's side a thread keeps
/// between calls (64 Ki, 1 MB each).
static const size_t kKeptPoints = (size_t)1 << 16;

// MARK: - Cells (ShapeRasterCells.c)

/// The cells of a store being rasterized, over its window: the columns
/// `left...right` and the rows `window_top..<window_bottom` of the store
/// (columns and rows are the store's throughout). A row holds `pitch =
/// right − left + 2` cells (an edge at the window's right writes one past
/// it); which cells of each row an edge touched (`INT32_MAX` and −1 in a
/// row none touched; indexed by row − `window_top`), and which rows.
typedef struct Cells {
  float *area;
  int32_t *first;
  int32_t *last;
  /// The store's size.
  intptr_t width;
  intptr_t height;
  /// The window: a box around every line added, clamped to the store.
  intptr_t left;
  intptr_t right;
  intptr_t window_top;
  intptr_t window_bottom;
  intptr_t pitch;
} Cells;

/// Takes cells for a `width` × `height` store whose lines all lie in the
/// box `box` (min x, min y, max x, max y, in pixels; points not finite
/// are left out of it, as `cells_add_line` refuses them), every cell
/// zero. False when out of memory.
ZT_RASTER_PRIVATE bool cells_init(Cells *cells, intptr_t width, intptr_t height, const double *box);

/// Gives the cells back, which must be zero again (`cells_paint` clears
/// each cell it reads; a call that fails does so before it takes cells).
ZT_RASTER_PRIVATE void cells_free(Cells *cells);


// MARK: - Painting (ShapeRasterPaint.c)

/// Paints the accumulated coverage in `color` over the pixels, clearing
/// the cells for the next use.
ZT_RASTER_PRIVATE void cells_paint(
    Cells *cells, uint32_t *pixels, intptr_t stride, uint32_t color, bool even_odd);

// MARK: - Polylines (ShapeRasterFlatten.c)

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

/// Points of subpaths, curves flattened: `starts[i]` is where subpath i
/// begins in `xy` (pairs), `closed[i]` whether it was closed, and
/// `drew[i]` whether it drew segments (a subpath that drew only segments
/// of no length has one point). `slot` is which of the thread's kept
/// buffers it came from.
typedef struct Polylines {
  double *xy;
  intptr_t count;
  intptr_t capacity;
  intptr_t *starts;
  bool *closed;
  bool *drew;
  intptr_t subpaths;
  intptr_t subpath_capacity;
  int slot;
  bool failed;
} Polylines;

/// How many sets of polylines a thread keeps buffers for: a stroke uses
/// two at once (its path, its outline).
enum { kKeptPolylines = 2 };

/// Starts empty polylines, with the thread's kept buffers `slot` if any.
ZT_RASTER_PRIVATE void polylines_start(Polylines *lines, int slot);

/// Ends polylines: their buffers are kept for the thread's next call, or
/// freed.
ZT_RASTER_PRIVATE void polylines_free(Polylines *lines);

/// Starts a subpath at a point.
ZT_RASTER_PRIVATE void polylines_begin(Polylines *lines, double x, double y);

/// Appends a point to the current subpath, dropping one equal to the last
/// (inline: curves and stroke outlines add most points).
static inline void polylines_add(Polylines *lines, double x, double y) {
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

/// Flattens a path (`ZT_PATH_*` verbs; quadratic curves give their
/// control point first) after mapping its points by `m` (Cairo's matrix
/// order: xx, yx, xy, yy, x0, y0) into `lines` (from kept slot 0).
/// False when out of memory.
ZT_RASTER_PRIVATE bool polylines_flatten(
    Polylines *lines, const uint8_t *verbs, intptr_t verb_count, const double *points,
    const double *m, double tolerance);

/// Fills polylines in device pixels (every subpath closed) into `pixels`
/// in `color` by the even-odd or non-zero rule, through cells over their
/// box; true when painted (false: a point too far, or no memory).
ZT_RASTER_PRIVATE bool polylines_paint(
    const Polylines *lines, uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height,
    bool even_odd, uint32_t color);

#endif
