extension TimingFunction {
  /// The identity curve: output progress equals input progress everywhere.
  ///
  /// Core Animation's `kCAMediaTimingFunctionLinear` and CSS `linear`.
  public static let linear = TimingFunction(representation: .linear)

  /// Core Animation's default curve, cubic-bezier(0.25, 0.1, 0.25, 1).
  ///
  /// `kCAMediaTimingFunctionDefault`: a gentle ease-in, ease-out curve used by
  /// implicit animations. It has the same control points as CSS `ease`.
  public static let `default` = TimingFunction(
    representation: .cubicBezier(CubicBezierCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
  )

  /// Starts slowly and speeds up: cubic-bezier(0.42, 0, 1, 1).
  ///
  /// `kCAMediaTimingFunctionEaseIn`; the same as CSS `ease-in`.
  public static let easeIn = TimingFunction(
    representation: .cubicBezier(CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1))
  )

  /// Starts quickly and slows down: cubic-bezier(0, 0, 0.58, 1).
  ///
  /// `kCAMediaTimingFunctionEaseOut`; the same as CSS `ease-out`.
  public static let easeOut = TimingFunction(
    representation: .cubicBezier(CubicBezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1))
  )

  /// Slow at both ends, fast in the middle: cubic-bezier(0.42, 0, 0.58, 1).
  ///
  /// `kCAMediaTimingFunctionEaseInEaseOut`; the same as CSS `ease-in-out`.
  public static let easeInEaseOut = TimingFunction(
    representation: .cubicBezier(CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
  )

  /// CSS `ease`, cubic-bezier(0.25, 0.1, 0.25, 1); equal to ``default``.
  public static let ease = TimingFunction.default

  /// CSS `ease-in-out`, cubic-bezier(0.42, 0, 0.58, 1); equal to ``easeInEaseOut``.
  public static let easeInOut = TimingFunction.easeInEaseOut

  /// CSS `step-start`: `steps(1, jump-start)`, which jumps to 1 immediately.
  public static let stepStart = TimingFunction(
    representation: .steps(count: 1, position: .jumpStart)
  )

  /// CSS `step-end`: `steps(1, jump-end)`, which holds 0 until the end.
  public static let stepEnd = TimingFunction(
    representation: .steps(count: 1, position: .jumpEnd)
  )
}
