// A source's shape for turned paints, found once per source: a convex
// region of its texel plane outside which every sample is transparent, and
// one inside which every sample is opaque, each as up to eight half-planes
// (an octagon: a disc hides about nine tenths of itself, where its
// inscribed square hid two thirds).

#include "CCompositor.h"

#include <stdbool.h>
#include <stdlib.h>

/// The margin, in texels, that every region keeps from what it bounds:
/// far more than the kernels' sample positions stray (2⁻¹⁵ texel).
static const double margin = 1.0 / 512;

/// The eight directions, 45° apart: the outward normals of an octagon's
/// sides.
static const double directions[ZT_SHAPE_SIDES][2] = {
    {1, 0},
    {0.70710678118654752440, 0.70710678118654752440},
    {0, 1},
    {-0.70710678118654752440, 0.70710678118654752440},
    {-1, 0},
    {-0.70710678118654752440, -0.70710678118654752440},
    {0, -1},
    {0.70710678118654752440, -0.70710678118654752440},
};

// MARK: - Convex polygons

/// A convex polygon in the texel plane (a box clipped by up to eight
/// half-planes has at most twelve corners).
typedef struct Polygon {
  int count;
  double u[24], v[24];
} Polygon;

/// Keeps the part of `polygon` where normalU·u + normalV·v ≤ limit.
static void clip(Polygon *polygon, double normal_u, double normal_v, double limit) {
  Polygon kept;
  kept.count = 0;
  for (int index = 0; index < polygon->count; index++) {
    int next = index + 1 == polygon->count ? 0 : index + 1;
    double here = normal_u * polygon->u[index] + normal_v * polygon->v[index] - limit;
    double there = normal_u * polygon->u[next] + normal_v * polygon->v[next] - limit;
    if (here <= 0 && kept.count < 24) {
      kept.u[kept.count] = polygon->u[index];
      kept.v[kept.count] = polygon->v[index];
      kept.count++;
    }
    if ((here <= 0) != (there <= 0) && kept.count < 24) {
      double t = here / (here - there);
      kept.u[kept.count] = polygon->u[index] + t * (polygon->u[next] - polygon->u[index]);
      kept.v[kept.count] = polygon->v[index] + t * (polygon->v[next] - polygon->v[index]);
      kept.count++;
    }
  }
  *polygon = kept;
}

/// The polygon of half-planes `limits[k]` along `directions[k]`.
static void polygon_of(const double *limits, Polygon *polygon) {
  const double far = 1e9;
  *polygon = (Polygon){4, {-far, far, far, -far}, {-far, -far, far, far}};
  for (int side = 0; side < ZT_SHAPE_SIDES; side++) {
    clip(polygon, directions[side][0], directions[side][1], limits[side]);
  }
}

static double area(const Polygon *polygon) {
  double sum = 0;
  for (int index = 0; index < polygon->count; index++) {
    int next = index + 1 == polygon->count ? 0 : index + 1;
    sum += polygon->u[index] * polygon->v[next] - polygon->u[next] * polygon->v[index];
  }
  return sum < 0 ? -sum / 2 : sum / 2;
}

// MARK: - Where samples are opaque

/// Per cell row j (sample rows v in [j + ½, j + 1½)), the samples u in
/// [low, high] whose bilinear texels (two in each of texel rows j and
/// j + 1) lie in both rows' longest opaque runs; empty when low > high.
typedef struct Cells {
  intptr_t count;
  double *low, *high;
} Cells;

/// Whether every point of `polygon`, and every point within `margin` of
/// one, lies in a cell's opaque samples.
static bool inside(const Polygon *polygon, const Cells *cells) {
  if (polygon->count == 0) return true;
  double top = polygon->v[0], bottom = polygon->v[0];
  for (int index = 1; index < polygon->count; index++) {
    if (polygon->v[index] < top) top = polygon->v[index];
    if (polygon->v[index] > bottom) bottom = polygon->v[index];
  }
  // Cell rows whose samples, widened by the margin, meet the polygon.
  double first = top - 1.5 - margin, last = bottom - 0.5 + margin;
  if (!(first >= -1 && last < (double)cells->count)) return false;
  intptr_t start = (intptr_t)first + (first > (double)(intptr_t)first ? 1 : 0);
  for (intptr_t cell = start; (double)cell <= last; cell++) {
    if (cell < 0 || cell >= cells->count) return false;
    Polygon slab = *polygon;
    clip(&slab, 0, -1, -((double)cell + 0.5 - margin));
    clip(&slab, 0, 1, (double)cell + 1.5 + margin);
    if (slab.count == 0) continue;
    double low = slab.u[0], high = slab.u[0];
    for (int index = 1; index < slab.count; index++) {
      if (slab.u[index] < low) low = slab.u[index];
      if (slab.u[index] > high) high = slab.u[index];
    }
    if (!(low >= cells->low[cell] + margin && high <= cells->high[cell] - margin)) return false;
  }
  return true;
}

/// The largest octagon (by area, roughly) inside the opaque samples:
/// the cells' supporting octagon moved in evenly until it fits, then
/// each side moved back out as far as it may. `limits` is left empty
/// (area 0) when none fits.
static double opaque_octagon(const Cells *cells, double *limits) {
  double support[ZT_SHAPE_SIDES];
  bool any = false;
  for (int side = 0; side < ZT_SHAPE_SIDES; side++) support[side] = -1e300;
  for (intptr_t cell = 0; cell < cells->count; cell++) {
    if (!(cells->low[cell] <= cells->high[cell])) continue;
    any = true;
    double us[2] = {cells->low[cell], cells->high[cell]};
    double vs[2] = {(double)cell + 0.5, (double)cell + 1.5};
    for (int side = 0; side < ZT_SHAPE_SIDES; side++) {
      for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 2; j++) {
          double reach = directions[side][0] * us[i] + directions[side][1] * vs[j];
          if (reach > support[side]) support[side] = reach;
        }
      }
    }
  }
  if (!any) return 0;
  // Moved in by `high`, the octagon is empty.
  double low = 0, high = 0;
  for (int side = 0; side < ZT_SHAPE_SIDES / 2; side++) {
    double width = (support[side] + support[side + ZT_SHAPE_SIDES / 2]) / 2;
    if (width > high) high = width;
  }
  high += 1;
  Polygon polygon;
  for (int step = 0; step < 24; step++) {
    double middle = (low + high) / 2;
    for (int side = 0; side < ZT_SHAPE_SIDES; side++) limits[side] = support[side] - middle;
    polygon_of(limits, &polygon);
    if (inside(&polygon, cells)) {
      high = middle;
    } else {
      low = middle;
    }
  }
  for (int side = 0; side < ZT_SHAPE_SIDES; side++) limits[side] = support[side] - high;
  // Each side out again as far as it fits.
  for (int side = 0; side < ZT_SHAPE_SIDES; side++) {
    double fits = limits[side], beyond = support[side] + margin;
    for (int step = 0; step < 12; step++) {
      double middle = (fits + beyond) / 2;
      limits[side] = middle;
      polygon_of(limits, &polygon);
      if (inside(&polygon, cells)) {
        fits = middle;
      } else {
        beyond = middle;
      }
    }
    limits[side] = fits;
  }
  polygon_of(limits, &polygon);
  if (!inside(&polygon, cells)) return 0;
  return area(&polygon);
}

/// The largest box of cells (rows starting every `step`), as limits.
static double opaque_box(const Cells *cells, double *limits) {
  double best = 0;
  intptr_t step = cells->count / 128 > 1 ? cells->count / 128 : 1;
  for (intptr_t top = 0; top < cells->count; top += step) {
    double low = -1e300, high = 1e300;
    for (intptr_t bottom = top; bottom < cells->count; bottom++) {
      if (cells->low[bottom] > low) low = cells->low[bottom];
      if (cells->high[bottom] < high) high = cells->high[bottom];
      if (!(low <= high)) break;
      // Cells top...bottom: samples v in [top + ½, bottom + 1½), kept
      // twice the margin in from each side.
      double size = (high - low - 4 * margin) * ((double)(bottom - top) + 1 - 4 * margin);
      if (size > best) {
        best = size;
        for (int side = 0; side < ZT_SHAPE_SIDES; side++) limits[side] = 1e9;
        limits[0] = high - 2 * margin;
        limits[4] = -(low + 2 * margin);
        limits[2] = (double)bottom + 1.5 - 2 * margin;
        limits[6] = -((double)top + 0.5 + 2 * margin);
      }
    }
  }
  if (best <= 0) return 0;
  Polygon polygon;
  polygon_of(limits, &polygon);
  return inside(&polygon, cells) ? best : 0;
}

// MARK: - The shape

/// How far the samples that may not be transparent reach in each of the
/// shape's directions (`reach`); false when every texel is transparent.
static bool visible_reach(
    const uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height,
    double reach[ZT_SHAPE_SIDES]) {
  bool any = false;
  for (int side = 0; side < ZT_SHAPE_SIDES; side++) reach[side] = -1e300;
  for (intptr_t y = 0; y < height; y++) {
    const uint32_t *row = pixels + y * stride;
    intptr_t first = 0, last = width;
    while (first < width && row[first] == 0) first++;
    if (first == width) continue;
    while (row[last - 1] == 0) last--;
    any = true;
    double us[2] = {(double)first - 0.5, (double)last + 0.5};
    double vs[2] = {(double)y - 0.5, (double)y + 1.5};
    for (int side = 0; side < ZT_SHAPE_SIDES; side++) {
      for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 2; j++) {
          double value = directions[side][0] * us[i] + directions[side][1] * vs[j];
          if (value > reach[side]) reach[side] = value;
        }
      }
    }
  }
  return any;
}

/// The longest run of opaque texels of each row: texels `runs[2y]..<runs[2y + 1]`.
static void longest_opaque_runs(
    const uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, intptr_t *runs) {
  for (intptr_t y = 0; y < height; y++) {
    const uint32_t *row = pixels + y * stride;
    intptr_t best_start = 0, best_end = 0, x = 0;
    while (x < width) {
      while (x < width && (row[x] >> 24) != 255) x++;
      intptr_t start = x;
      while (x < width && (row[x] >> 24) == 255) x++;
      if (x - start > best_end - best_start) {
        best_start = start;
        best_end = x;
      }
    }
    runs[2 * y] = best_start;
    runs[2 * y + 1] = best_end;
  }
}

void zt_source_shape(
    const uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height,
    ZTSourceShape *shape) {
  shape->visibleCount = 0;
  shape->hiddenCount = 0;
  // Where samples may not be transparent: a bilinear sample at u reads
  // texels ⌊u − ½⌋ and the next, a nearest one the texel holding u, so a
  // texel that is not 0 shows in samples (i − ½, i + 1½) × (j − ½, j + 1½).
  double reach[ZT_SHAPE_SIDES];
  bool any = visible_reach(pixels, stride, width, height, reach);
  if (!any) {
    // Every sample is transparent: u ≤ −1 and u ≥ 1.
    shape->visibleCount = 2;
    shape->visible.planes[0] = (ZTHalfPlane){1, 0, -1};
    shape->visible.planes[1] = (ZTHalfPlane){-1, 0, -1};
    return;
  }
  shape->visibleCount = ZT_SHAPE_SIDES;
  for (int side = 0; side < ZT_SHAPE_SIDES; side++) {
    shape->visible.planes[side] =
        (ZTHalfPlane){directions[side][0], directions[side][1], reach[side] + margin};
  }
  // Where samples are opaque: the longest opaque run of each row.
  if (height < 2 || width < 2) return;
  intptr_t *runs = malloc((size_t)height * 2 * sizeof(intptr_t));
  Cells cells = {height - 1, malloc((size_t)(height - 1) * sizeof(double)),
                 malloc((size_t)(height - 1) * sizeof(double))};
  if (runs == NULL || cells.low == NULL || cells.high == NULL) {
    free(runs);
    free(cells.low);
    free(cells.high);
    return;
  }
  longest_opaque_runs(pixels, stride, width, height, runs);
  for (intptr_t cell = 0; cell < cells.count; cell++) {
    // Texels start..<end of both rows: samples u in [start + ½, end − ½).
    const intptr_t *above = runs + 2 * cell, *below = runs + 2 * cell + 2;
    intptr_t start = above[0] > below[0] ? above[0] : below[0];
    intptr_t end = above[1] < below[1] ? above[1] : below[1];
    cells.low[cell] = (double)start + 0.5;
    cells.high[cell] = (double)end - 0.5;
    if (end - start < 2) {
      cells.low[cell] = 1;
      cells.high[cell] = 0;
    }
  }
  double octagon[ZT_SHAPE_SIDES], box[ZT_SHAPE_SIDES];
  double octagon_area = opaque_octagon(&cells, octagon);
  double box_area = opaque_box(&cells, box);
  if (octagon_area > 0 || box_area > 0) {
    const double *limits = octagon_area >= box_area ? octagon : box;
    for (int side = 0; side < ZT_SHAPE_SIDES; side++) {
      if (limits[side] >= 1e8) continue;  // A box's unused sides.
      shape->hidden.planes[shape->hiddenCount++] =
          (ZTHalfPlane){directions[side][0], directions[side][1], limits[side]};
    }
  }
  free(runs);
  free(cells.low);
  free(cells.high);
}
