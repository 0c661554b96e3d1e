// The compositor's affine sampler (AffineKernel.h) compiled again for
// processors with AVX2: AffinePaint.c's entry points call these where the
// processor has it. Elsewhere this file compiles to nothing.

// Every header AffineKernel.h and its pieces (AffineSample.h, AffineRows.h,
// AffineInterior.h) include, before the `push` below, so that the target
// attribute reaches only the sampler's own functions.
#include "AffineBuilds.h"
#include "CCompositor.h"

#if defined(ZT_AFFINE_AVX2)
#include <emmintrin.h>
#include <math.h>
#include <stdbool.h>

// Every function of the sampler, not only the entry points, so that all of
// it is compiled for AVX2 whatever the compiler inlines.
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)

#include "AffineKernel.h"

void zt_affine_paint_run_avx2(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride, intptr_t minX,
    intptr_t minY, intptr_t maxX, intptr_t maxY) {
  run(paint, target, stride, minX, minY, maxX, maxY, true);
}

void zt_affine_paint_run_spans_avx2(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, uint32_t *target, intptr_t stride,
    const ZTSpan *spans, intptr_t count) {
  run_spans(paint, rows, target, stride, spans, count);
}

#pragma clang attribute pop

#endif
