#include "UnitBezier.h"

double UnitBezierSum(const UnitBezier *bezier, const double *inputs, long count, double epsilon) {
  double sum = 0;
  for (long i = 0; i < count; i++) {
    sum += UnitBezierSolve(bezier, inputs[i], epsilon);
  }
  return sum;
}

double UnitBezierSumAsZoetrope(const UnitBezier *bezier, const double *inputs, long count) {
  double sum = 0;
  for (long i = 0; i < count; i++) {
    sum += UnitBezierSolveAsZoetrope(bezier, inputs[i]);
  }
  return sum;
}
