// The peer for Zoetrope's cubic Bézier timing curves: WebKit's UnitBezier
// (Source/WebCore/platform/graphics/UnitBezier.h) written again in C, so the
// benchmarks can evaluate both over the same inputs in one run.
//
// The algorithm is WebKit's: the polynomial coefficients are computed once
// per curve; a value solves x(t) = x with up to 8 Newton steps starting at
// t = x, falls back to bisection, then returns y(t). Inputs outside [0, 1]
// follow the end slopes, as WebKit's `solve` does.

#ifndef ZOETROPE_BENCHMARKS_UNIT_BEZIER_H
#define ZOETROPE_BENCHMARKS_UNIT_BEZIER_H

typedef struct {
  double ax, bx, cx;
  double ay, by, cy;
  double startGradient, endGradient;
} UnitBezier;

/// The sum of the curve's values at `count` inputs: the whole loop in C.
double UnitBezierSum(const UnitBezier *bezier, const double *inputs, long count, double epsilon);

/// The same sum with Zoetrope's solver written in C (UnitBezierSolveAsZoetrope):
/// the same work as `TimingFunction.value(at:)` in [0, 1], check for check.
double UnitBezierSumAsZoetrope(const UnitBezier *bezier, const double *inputs, long count);

// Header-only, as WebKit's is, so callers inline it.
#include <math.h>

// UnitBezierMake precomputes the curve from (0, 0) through (p1x, p1y) and
// (p2x, p2y) to (1, 1); UnitBezierSolve is its y at input x, solved to
// |x(t) − x| < epsilon.

static inline UnitBezier UnitBezierMake(double p1x, double p1y, double p2x, double p2y) {
  UnitBezier b;
  // The implicit first and last control points are (0, 0) and (1, 1).
  b.cx = 3.0 * p1x;
  b.bx = 3.0 * (p2x - p1x) - b.cx;
  b.ax = 1.0 - b.cx - b.bx;
  b.cy = 3.0 * p1y;
  b.by = 3.0 * (p2y - p1y) - b.cy;
  b.ay = 1.0 - b.cy - b.by;
  // The end slopes extend the curve outside [0, 1].
  if (p1x > 0) {
    b.startGradient = p1y / p1x;
  } else if (!p1y && p2x > 0) {
    b.startGradient = p2y / p2x;
  } else {
    b.startGradient = 0;
  }
  if (p2x < 1) {
    b.endGradient = (p2y - 1) / (p2x - 1);
  } else if (p2y == 1 && p1x < 1) {
    b.endGradient = (p1y - 1) / (p1x - 1);
  } else {
    b.endGradient = 0;
  }
  return b;
}

static inline double UnitBezierSampleCurveX(const UnitBezier *b, double t) {
  return ((b->ax * t + b->bx) * t + b->cx) * t;
}

static inline double UnitBezierSampleCurveY(const UnitBezier *b, double t) {
  return ((b->ay * t + b->by) * t + b->cy) * t;
}

static inline double UnitBezierSampleCurveDerivativeX(const UnitBezier *b, double t) {
  return (3.0 * b->ax * t + 2.0 * b->bx) * t + b->cx;
}

static inline double UnitBezierSolveCurveX(const UnitBezier *b, double x, double epsilon) {
  double t0, t1, t2, x2, d2;
  int i;
  // First try a few iterations of Newton's method: normally very fast.
  for (t2 = x, i = 0; i < 8; i++) {
    x2 = UnitBezierSampleCurveX(b, t2) - x;
    if (fabs(x2) < epsilon) return t2;
    d2 = UnitBezierSampleCurveDerivativeX(b, t2);
    if (fabs(d2) < 1e-6) break;
    t2 = t2 - x2 / d2;
  }
  // Fall back to bisection for reliability.
  t0 = 0.0;
  t1 = 1.0;
  t2 = x;
  while (t0 < t1) {
    x2 = UnitBezierSampleCurveX(b, t2);
    if (fabs(x2 - x) < epsilon) return t2;
    if (x > x2) t0 = t2; else t1 = t2;
    t2 = (t1 - t0) * .5 + t0;
    if (t2 == t0 || t2 == t1) break;
  }
  return t2;
}

static inline double UnitBezierSolve(const UnitBezier *b, double x, double epsilon) {
  if (x < 0.0) return 0.0 + b->startGradient * x;
  if (x > 1.0) return 1.0 + b->endGradient * (x - 1.0);
  return UnitBezierSampleCurveY(b, UnitBezierSolveCurveX(b, x, epsilon));
}

// Zoetrope's solver (Sources/ZoetropeAnimation/Timing/CubicBezierCurve.swift)
// in C, for a same-work comparison: NaN passes through; 0 and 1 map to
// themselves; Newton stops at |x(t) − x| < 1e-14 and falls back to
// bisection when the slope is below 1e-12 or a step leaves [0, 1]; the
// bisection stops only at an exact hit or when the interval cannot shrink.
static inline double UnitBezierSolveAsZoetrope(const UnitBezier *b, double x) {
  if (isnan(x)) return x;
  if (x < 0.0) return b->startGradient == 0 ? 0 : b->startGradient * x;
  if (x > 1.0) return b->endGradient == 0 ? 1 : 1.0 + b->endGradient * (x - 1.0);
  if (x == 0.0) return 0;
  if (x == 1.0) return 1;
  double t = x;
  for (int i = 0; i < 8; i++) {
    double error = UnitBezierSampleCurveX(b, t) - x;
    if (fabs(error) < 1e-14) return UnitBezierSampleCurveY(b, t);
    double slope = UnitBezierSampleCurveDerivativeX(b, t);
    if (fabs(slope) < 1e-12) break;
    t -= error / slope;
    if (!(t >= 0 && t <= 1)) break;
  }
  double low = 0, high = 1;
  t = x;
  for (int i = 0; i < 100; i++) {
    double sample = UnitBezierSampleCurveX(b, t);
    if (sample == x) break;
    if (sample < x) low = t; else high = t;
    double middle = low + (high - low) / 2;
    if (middle == t || middle == low || middle == high) break;
    t = middle;
  }
  return UnitBezierSampleCurveY(b, t);
}

#endif
