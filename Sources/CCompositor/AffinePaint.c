// The compositor's affine sampler (see AffineKernel.h), compiled for the
// x86-64 baseline, and its entry points: each runs the AVX2 build where the
// processor has AVX2.

#include "AffineKernel.h"

#if defined(ZT_AFFINE_AVX2)
#include <cpuid.h>

/// Whether the processor has AVX2 and the system saves its registers:
/// CPUID leaf 7's AVX2 bit, and OSXSAVE with XCR0's SSE and AVX state.
static bool has_avx2(void) {
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return false;
  if ((ecx & bit_OSXSAVE) == 0 || (ecx & bit_AVX) == 0) return false;
  unsigned xcr0_low, xcr0_high;
  __asm__("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
  if ((xcr0_low & 0x6) != 0x6) return false;
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return false;
  return (ebx & bit_AVX2) != 0;
}

/// 0 until the first call asks or `zt_affine_paint_use_baseline` chooses,
/// then 1 (the baseline build) or 2 (AVX2). Threads racing to ask all
/// store the same answer.
static int avx2_state = 0;

/// Whether the entry points run the AVX2 build: the processor has AVX2
/// and `zt_affine_paint_use_baseline(true)` did not ask for the baseline.
static inline bool uses_avx2(void) {
  int state = __atomic_load_n(&avx2_state, __ATOMIC_RELAXED);
  if (state == 0) {
    state = has_avx2() ? 2 : 1;
    __atomic_store_n(&avx2_state, state, __ATOMIC_RELAXED);
  }
  return state == 2;
}
#endif

void zt_affine_paint_use_baseline(bool baseline) {
#if defined(ZT_AFFINE_AVX2)
  __atomic_store_n(&avx2_state, !baseline && has_avx2() ? 2 : 1, __ATOMIC_RELAXED);
#else
  (void)baseline;
#endif
}

void zt_affine_paint_rows(const ZTAffinePaint *paint, ZTAffineRows *rows) {
  RowBounds bounds;
  row_bounds(paint, &bounds);
  for (int index = 0; index < 4; index++) rows->inverseNormalX[index] = bounds.inverseNormalX[index];
}

bool zt_affine_paint_row_span(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, intptr_t y, intptr_t *start,
    intptr_t *end, intptr_t *innerStart, intptr_t *innerEnd) {
  RowBounds bounds;
  for (int index = 0; index < 4; index++) bounds.inverseNormalX[index] = rows->inverseNormalX[index];
  if (paint->alpha == 0) return false;
  return row_span(paint, &bounds, y, paint->minX, paint->maxX, start, end, innerStart, innerEnd);
}

void zt_affine_paint_run_spans(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, uint32_t *target, intptr_t stride,
    const ZTSpan *spans, intptr_t count) {
#if defined(ZT_AFFINE_AVX2)
  if (uses_avx2()) {
    zt_affine_paint_run_spans_avx2(paint, rows, target, stride, spans, count);
    return;
  }
#endif
  run_spans(paint, rows, target, stride, spans, count);
}

void zt_affine_paint_run_spans_baseline(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, uint32_t *target, intptr_t stride,
    const ZTSpan *spans, intptr_t count) {
  run_spans(paint, rows, target, stride, spans, count);
}

void zt_affine_paint_run(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride, intptr_t minX,
    intptr_t minY, intptr_t maxX, intptr_t maxY) {
#if defined(ZT_AFFINE_AVX2)
  if (uses_avx2()) {
    zt_affine_paint_run_avx2(paint, target, stride, minX, minY, maxX, maxY);
    return;
  }
#endif
  run(paint, target, stride, minX, minY, maxX, maxY, true);
}

void zt_affine_paint_run_baseline(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride, intptr_t minX,
    intptr_t minY, intptr_t maxX, intptr_t maxY) {
  run(paint, target, stride, minX, minY, maxX, maxY, true);
}

void zt_affine_paint_run_scalar(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride, intptr_t minX,
    intptr_t minY, intptr_t maxX, intptr_t maxY) {
  run(paint, target, stride, minX, minY, maxX, maxY, false);
}

bool zt_affine_paint_processor_has_avx2(void) {
#if defined(ZT_AFFINE_AVX2)
  return has_avx2();
#else
  return false;
#endif
}

const char *zt_affine_paint_kernel(void) {
#if defined(ZT_AFFINE_AVX2)
  if (uses_avx2()) return "avx2";
#endif
#if defined(__SSE2__)
  return "sse2";
#else
  return "scalar";
#endif
}
