// Which builds of the affine sampler this target has: a private header,
// included by AffineKernel.h and by AffinePaintAVX2.c before its target
// attribute, so that the two agree.

#ifndef ZT_AFFINE_BUILDS_H
#define ZT_AFFINE_BUILDS_H

/// Defined when the sampler has an AVX2 build beside the baseline one:
/// x86-64 with clang (for `#pragma clang attribute`).
#if defined(__x86_64__) && defined(__clang__) && defined(__SSE2__)
#define ZT_AFFINE_AVX2 1
#endif

#endif
