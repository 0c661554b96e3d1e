// The compositor's pixel kernels, in C so that the hot loops can use the
// processor's vector unit (SSE2 on x86-64; plain C elsewhere, with the
// same bytes).

#ifndef ZOETROPE_CCOMPOSITOR_H
#define ZOETROPE_CCOMPOSITOR_H

#include <stdbool.h>
#include <stdint.h>

// Products and sums stay separately rounded, as in Swift: the same bytes
// on every processor.
#pragma STDC FP_CONTRACT OFF

#ifdef __cplusplus
extern "C" {
#endif

/// One edge of a painted quadrilateral: the half-plane
/// `normalX·x + normalY·y + offset ≥ 0` is inside, with a unit normal.
typedef struct ZTEdge {
  /// The inward unit normal's x.
  double normalX;
  /// The inward unit normal's y.
  double normalY;
  /// The line's offset along the normal.
  double offset;
  /// Half the extent of a unit pixel along the normal:
  /// (|normalX| + |normalY|) / 2.
  double reach;
  /// (max − min of |normalX|, |normalY|) / 2: where the coverage is
  /// linear in the distance.
  double flat;
  /// 1 ÷ (2·|normalX|·|normalY|), the quadratic parts' factor (0 for an
  /// edge along an axis, which has none).
  double inverseCorner;
  /// 1 ÷ (flat + reach), the linear part's slope.
  double inverseWidth;
} ZTEdge;

/// A surface painted through an inverted affine map (see
/// `TransformedPaint` in ZoetropeRendering for the arithmetic).
typedef struct ZTAffinePaint {
  /// The surface's premultiplied ARGB32 pixels.
  const uint32_t *source;
  /// The surface's width in pixels.
  intptr_t sourceWidth;
  /// The surface's height in pixels.
  intptr_t sourceHeight;
  /// The surface's row length in pixels.
  intptr_t sourceStride;
  /// Nonzero to sample bilinearly (else nearest).
  int32_t isBilinear;
  /// Nonzero when texels outside the surface repeat its edge.
  int32_t isPadded;
  /// The opacity, 0...255.
  uint32_t alpha;
  /// The whole target pixel the map's translation is measured from.
  intptr_t originX;
  /// The row the map's translation is measured from.
  intptr_t originY;
  /// The map from target pixels, relative to the origin, to surface
  /// pixels: u = a·x + c·y + tx, v = b·x + d·y + ty.
  double a, b, c, d, tx, ty;
  /// The quadrilateral's four edges, in target pixels.
  ZTEdge edges[4];
  /// The target pixels the paint may touch: minX..<maxX, minY..<maxY.
  intptr_t minX, minY, maxX, maxY;
} ZTAffinePaint;

/// Asks the processor to bring the cache line at `address` in, for
/// writing, ahead of its use: a frame's passes over thousands of layers
/// read ahead with it, so that the cache misses of the next few layers
/// overlap with the work on this one.
static inline void zt_prefetch(const void *address) {
  __builtin_prefetch(address, 1, 3);
}

/// The part of a unit pixel whose center is at signed distance
/// `distance` inside `edge` that lies inside it (exact area), in single
/// precision, as the kernels compute it: every piece is computed and the
/// right one chosen.
static inline float zt_edge_coverage(const ZTEdge *edge, double distance) {
  float d = (float)distance;
  float reach = (float)edge->reach;
  float flat = (float)edge->flat;
  float inverse_corner = (float)edge->inverseCorner;
  float below = d + reach;
  float above = reach - d;
  float low = below * below * inverse_corner;
  float high = 1.0f - above * above * inverse_corner;
  float linear = 0.5f + d * (float)edge->inverseWidth;
  float piece = d < -flat ? low : (d > flat ? high : linear);
  return d >= reach ? 1.0f : (d <= -reach ? 0.0f : piece);
}

/// Draws the part of `paint` inside the band `minX..<maxX`,
/// `minY..<maxY` onto `target`, premultiplied ARGB32 pixels with
/// `stride` pixels a row. Each pixel depends only on its own position.
void zt_affine_paint_run(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride,
    intptr_t minX, intptr_t minY, intptr_t maxX, intptr_t maxY);

/// What the rows of a paint are found from, made once per paint by
/// `zt_affine_paint_rows`.
typedef struct ZTAffineRows {
  /// Per edge, 1 ÷ normalX, or 0 for an edge along the x axis.
  double inverseNormalX[4];
} ZTAffineRows;

/// Fills `rows` for `paint`.
void zt_affine_paint_rows(const ZTAffinePaint *paint, ZTAffineRows *rows);

/// The columns of row `y` that `zt_affine_paint_run` over the whole
/// target may change, `start..<end`, and those wholly inside every edge,
/// `innerStart..<innerEnd` (empty when none); false when it changes none.
bool zt_affine_paint_row_span(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, intptr_t y, intptr_t *start,
    intptr_t *end, intptr_t *innerStart, intptr_t *innerEnd);

/// Columns `start..<end` of row `y`.
typedef struct ZTSpan {
  int32_t y, start, end;
} ZTSpan;

/// Draws `count` spans of `paint` (rows in order, spans of a row left to
/// right), each with the bytes `zt_affine_paint_run` over the whole
/// target gives its pixels, setting up each row once.
void zt_affine_paint_run_spans(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, uint32_t *target, intptr_t stride,
    const ZTSpan *spans, intptr_t count);

/// Which build of the sampler `zt_affine_paint_run` and
/// `zt_affine_paint_run_spans` use: "avx2" (the SSE2 vector kernel
/// compiled for processors with AVX2, where the processor has it and
/// `zt_affine_paint_use_baseline(true)` was not called), "sse2" (the
/// x86-64 baseline) or "scalar".
const char *zt_affine_paint_kernel(void);

/// Makes `zt_affine_paint_run` and `zt_affine_paint_run_spans` run the
/// baseline build whatever the processor (`baseline` true), or the AVX2
/// build where the processor has it (false, the default). Call it before
/// the first paint: the renderer calls it once, with what
/// `ZOETROPE_AFFINE_KERNEL` asks for (ZoetropeGraphics' `Diagnostics`).
/// Nothing to choose where there is no AVX2 build.
void zt_affine_paint_use_baseline(bool baseline);

/// `zt_affine_paint_run` in the baseline build, whatever the processor:
/// the reference the AVX2 build is tested against.
void zt_affine_paint_run_baseline(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride,
    intptr_t minX, intptr_t minY, intptr_t maxX, intptr_t maxY);

/// `zt_affine_paint_run_spans` in the baseline build, whatever the
/// processor.
void zt_affine_paint_run_spans_baseline(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, uint32_t *target, intptr_t stride,
    const ZTSpan *spans, intptr_t count);

/// Whether this build has an AVX2 build of the sampler (x86-64) and the
/// processor can run it, whatever `zt_affine_paint_use_baseline` chose.
bool zt_affine_paint_processor_has_avx2(void);

/// The AVX2 build of `zt_affine_paint_run`: defined only on x86-64, and to
/// be called only where `zt_affine_paint_processor_has_avx2()` (tests
/// compare it with the baseline build through these).
void zt_affine_paint_run_avx2(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride, intptr_t minX,
    intptr_t minY, intptr_t maxX, intptr_t maxY);

/// The AVX2 build of `zt_affine_paint_run_spans`, as
/// `zt_affine_paint_run_avx2`.
void zt_affine_paint_run_spans_avx2(
    const ZTAffinePaint *paint, const ZTAffineRows *rows, uint32_t *target, intptr_t stride,
    const ZTSpan *spans, intptr_t count);

/// Draws with the plain C kernel whatever the processor: the reference
/// the vector kernel is tested against.
void zt_affine_paint_run_scalar(
    const ZTAffinePaint *paint, uint32_t *target, intptr_t stride,
    intptr_t minX, intptr_t minY, intptr_t maxX, intptr_t maxY);

// MARK: - Source shapes (SourceShape.c)

/// The most sides a `ZTSourceShape` region has.
#define ZT_SHAPE_SIDES 8

/// The half-plane `normalU·u + normalV·v ≤ limit` of a source's texel
/// plane (u, v in texels from its top-left corner).
typedef struct ZTHalfPlane {
  /// The outward unit normal's u.
  double normalU;
  /// The outward unit normal's v.
  double normalV;
  /// The line's offset along the normal.
  double limit;
} ZTHalfPlane;

/// Up to `ZT_SHAPE_SIDES` half-planes.
typedef struct ZTShapePlanes {
  /// The half-planes, the first `count` of them used (the count is kept
  /// beside, in `ZTSourceShape`).
  ZTHalfPlane planes[ZT_SHAPE_SIDES];
} ZTShapePlanes;

/// Two convex regions of a source's texel plane, found once per source by
/// `zt_source_shape`, that tell a turned paint of it (not padded) which
/// target pixels it may change and which it makes opaque.
typedef struct ZTSourceShape {
  /// The sides of `visible`, 0...8: 0 when every sample may show.
  int32_t visibleCount;
  /// The sides of `hidden`, 0...8: 0 when no sample is sure to be opaque.
  int32_t hiddenCount;
  /// Outside their intersection, every sample (bilinear or nearest, of
  /// the source with transparent texels around it) is 0.
  ZTShapePlanes visible;
  /// Inside their intersection, and within 1/512 texel of it, every
  /// sample reads only texels of alpha 255 (2 × 2 bilinear, or 1 nearest).
  ZTShapePlanes hidden;
} ZTSourceShape;

/// Finds the `ZTSourceShape` of `height` rows of premultiplied ARGB32
/// pixels (`stride` pixels a row): for `visible`, the octagon with sides
/// 45° apart around every texel that is not 0, grown by the samples that
/// read it; for `hidden`, the larger of an octagon and a box inside the
/// samples whose texels lie in their rows' longest opaque runs.
void zt_source_shape(
    const uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height,
    ZTSourceShape *shape);

// MARK: - Copies culled by occlusion (Occlusion.c, OcclusionRows.c)

/// For each of `height` rows of premultiplied ARGB32 pixels (`stride`
/// pixels a row), four columns into `spans`: the first and one past the
/// last pixel whose alpha is not 0 (0, 0 when there is none), then the
/// start and end of the row's longest run of pixels with alpha 255 (the
/// first such run when several are as long; 0, 0 when it has none).
void zt_row_spans(
    const uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, int32_t *spans);

/// The boxes of alpha 255 through the middle pixel, as minX, minY, maxX,
/// maxY into `boxes` (8 slots): the middle row's opaque run grown up and
/// down while all opaque, and the middle column's grown left and right,
/// the larger first (the row's if as large). Returns 2, 1 (the two are the
/// same) or 0 (the middle pixel is not opaque, or there are no pixels).
intptr_t zt_opaque_boxes(
    const uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, intptr_t *boxes);

/// Composites `count` source pixels `OVER` `target`'s, with pixman's
/// arithmetic and the same bytes as `pixman_image_composite32` with
/// `PIXMAN_OP_OVER` (channels saturate), four at a time with SSE2.
void zt_over_row(uint32_t *target, const uint32_t *source, intptr_t count);

/// `zt_over_row` one pixel at a time, the reference it is tested against.
void zt_over_row_scalar(uint32_t *target, const uint32_t *source, intptr_t count);

/// How a `ZTCopy` draws.
typedef enum ZTCopyKind {
  /// `OVER`, at full opacity.
  ZT_COPY_OVER = 0,
  /// A plain copy (`SRC`) of pixels that are all opaque.
  ZT_COPY_SOURCE = 1,
  /// Any other paint: drawn by the caller's `ZTDrawOther` (whole, unless
  /// later copies hide all of it); it hides nothing.
  ZT_COPY_OTHER = 2,
  /// A turned paint (`paint`), drawn by `zt_affine_paint_run_spans` where it
  /// shows, and only where its `shape`'s visible region may show; it hides
  /// the pixels wholly inside its edges whose samples fall in the shape's
  /// hidden region, when its opacity is 255.
  ZT_COPY_AFFINE = 3,
} ZTCopyKind;

/// One paint of a band composited by `zt_composite_band`.
typedef struct ZTCopy {
  /// The source's first pixel (unused for `ZT_COPY_OTHER`).
  const uint32_t *source;
  /// The source's `zt_row_spans`, or NULL: then every pixel of a
  /// `ZT_COPY_OVER` copy counts as visible and none as opaque.
  const int32_t *spans;
  /// The source's row length in pixels.
  intptr_t sourceStride;
  /// The target pixels, minX..<maxX, minY..<maxY, inside the target.
  intptr_t minX, minY, maxX, maxY;
  /// The source pixel drawn at (minX, minY).
  intptr_t sourceX, sourceY;
  /// How it draws.
  ZTCopyKind kind;
  /// The turned paint of a `ZT_COPY_AFFINE`, its box the paint's.
  const ZTAffinePaint *paint;
  /// The shape of a `ZT_COPY_AFFINE`'s source, or NULL: then every pixel
  /// inside its edges may show and none is hidden.
  const ZTSourceShape *shape;
} ZTCopy;

/// Draws paint `index` (a `ZT_COPY_OTHER`) in rows `minY..<maxY`.
typedef void (*ZTDrawOther)(void *context, intptr_t index, intptr_t minY, intptr_t maxY);

/// What `zt_composite_band` did, added to the counts given.
typedef struct ZTBandCounts {
  /// The pixels the copies' boxes hold in the band.
  intptr_t copiedPixels;
  /// The pixels of the visible runs the copies were drawn in (a turned
  /// copy's runs may reach a little past its edges, where it draws
  /// nothing).
  intptr_t drawnPixels;
  /// The other paints left out, hidden whole.
  intptr_t hiddenOthers;
} ZTBandCounts;

/// Draws `copies`, in order, in rows `minY..<maxY` of `target` (`stride`
/// pixels a row, `width` wide), leaving out every pixel of a copy that a
/// later copy's opaque pixels (its `spans`' opaque runs, or all of a
/// `ZT_COPY_SOURCE`) replace, and every transparent pixel of a source:
/// the same bytes as drawing each whole.
///
/// It records the visible runs of the band's rows before drawing them:
/// at most `maximumRuns` (12 bytes each).
///
/// - Returns: 0, or -1 when the runs would pass `maximumRuns` or memory
///   ran out (then nothing was drawn).
int zt_composite_band(
    const ZTCopy *copies, intptr_t count, uint32_t *target, intptr_t stride, intptr_t width,
    intptr_t minY, intptr_t maxY, intptr_t maximumRuns, ZTDrawOther drawOther, void *context,
    ZTBandCounts *counts);

/// Maps an image projectively onto a destination: each destination
/// pixel's center (x + 0.5, y + 0.5) goes through the 3 × 3 map `m`
/// (row-vector convention, entries row by row: `[x y 1] · m = [U V W]`)
/// to the source point (U / W, V / W), which is sampled bilinearly with
/// 8-bit weights (horizontally, then vertically, each rounded),
/// transparent outside the source (Cairo's `EXTEND_NONE`)
/// and where W is not positive. The destination is replaced (`SRC`).
/// Pixels are premultiplied ARGB32; strides are in pixels. Doubles
/// throughout, so a steep perspective keeps its precision. `destination`
/// holds rows `firstRow ..< firstRow + height` of the image the map is
/// for, so bands of rows on several threads give the bytes of one call.
void zt_projective_sample(const uint32_t *source, int sourceWidth, int sourceHeight,
                          int sourceStride, uint32_t *destination, int width, int firstRow,
                          int height, int destinationStride, const double *m);

// MARK: - Shape rasterizer (ShapeRaster*.c; ShapeRasterPrivate.h)

/// A path's verbs for `zt_raster_fill` and `zt_raster_stroke`: a move and
/// a line take one point, a quadratic curve two (control, end), a cubic
/// three (control, control, end), a close none.
enum {
  ZT_PATH_MOVE = 0,
  ZT_PATH_LINE = 1,
  ZT_PATH_QUAD = 2,
  ZT_PATH_CUBIC = 3,
  ZT_PATH_CLOSE = 4,
};

/// Line caps and joins, as Cairo's.
enum { ZT_CAP_BUTT = 0, ZT_CAP_ROUND = 1, ZT_CAP_SQUARE = 2 };
enum { ZT_JOIN_MITER = 0, ZT_JOIN_ROUND = 1, ZT_JOIN_BEVEL = 2 };

/// How a path is stroked: its width, cap, join and miter limit (at least
/// 1), in user space.
typedef struct ZTStrokeStyle {
  double width;
  int32_t cap;
  int32_t join;
  double miterLimit;
} ZTStrokeStyle;

/// Fills a path in `color` (premultiplied ARGB) over ARGB32 pixels
/// (`stride` pixels a row), with exact-area antialiasing: its points
/// (pairs, in `verbs`' order) are mapped to pixels by `matrix` (Cairo's
/// order: xx, yx, xy, yy, x0, y0), curves flattened within 0.1 pixel,
/// every subpath closed, the even-odd or non-zero rule.
///
/// Returns 0, or −1 when it drew nothing and left the fill to the
/// caller: a point not finite or more than 10⁶ pixels from the store
/// once mapped, or no memory.
int zt_raster_fill(
    uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, const uint8_t *verbs,
    intptr_t verb_count, const double *points, const double *matrix, bool evenOdd,
    uint32_t color);

/// Strokes a path in `color` as `zt_raster_fill` fills one: the stroke's
/// outline (segments, joins, caps) made in user space and mapped by
/// `matrix`. No dashes.
///
/// Returns 0, or −1 when it drew nothing and left the stroke to the
/// caller: a subpath of no length with round or square caps (a dot or a
/// square, whose direction is Cairo's to choose), a width that is not
/// positive, a singular matrix, a point as `zt_raster_fill` refuses, or
/// no memory.
int zt_raster_stroke(
    uint32_t *pixels, intptr_t stride, intptr_t width, intptr_t height, const uint8_t *verbs,
    intptr_t verb_count, const double *points, const double *matrix, const ZTStrokeStyle *style,
    uint32_t color);

#ifdef __cplusplus
}
#endif

#endif
