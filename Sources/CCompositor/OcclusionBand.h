// A band's runs, what it does with each paint, and its second pass,
// which draws the runs that show. Static functions for Occlusion.c, the
// one file that includes this private header.

#ifndef ZT_OCCLUSION_BAND_H
#define ZT_OCCLUSION_BAND_H

#include "CCompositor.h"

#include <string.h>

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

#endif
