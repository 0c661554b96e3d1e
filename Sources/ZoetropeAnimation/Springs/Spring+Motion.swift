extension Spring {
  /// The spring's progress from 0 to 1 at `time` seconds after it starts.
  ///
  /// Computed in closed form: constant time, no allocation, no stepping, so a
  /// 30 fps recording and a 144 Hz window sample the same curve. Underdamped springs
  /// overshoot 1 and oscillate around it; every damped spring tends to 1.
  ///
  /// Edge cases: `time ≤ 0` and NaN give 0 (the start); `+infinity` gives 1 (at
  /// rest, even for an undamped spring, whose motion never ends). Once the motion
  /// has decayed by more than 800 e-foldings the result is exactly 1.
  ///
  /// ```swift
  /// Spring().value(at: 0.05)  // ≈ 0.1044
  /// ```
  ///
  /// - Parameter time: Seconds since the spring started.
  /// - Returns: The progress; 0 at the start, 1 at rest. Always finite.
  /// - Complexity: O(1).
  public func value(at time: Double) -> Double {
    state(at: time).position
  }

  /// The spring's velocity at `time` seconds after it starts.
  ///
  /// The derivative of ``value(at:)``, in whole distances per second (positive
  /// toward the target). Edge cases: `time ≤ 0` and NaN give ``initialVelocity``;
  /// `+infinity` gives 0.
  ///
  /// - Parameter time: Seconds since the spring started.
  /// - Returns: The velocity in whole distances per second. Always finite.
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Double {
    state(at: time).velocity
  }

  /// The closed-form solution for this spring's parameters.
  var solution: SpringSolution {
    SpringSolution(
      mass: mass,
      stiffness: stiffness,
      damping: damping,
      initialVelocity: initialVelocity
    )
  }

  /// Position and velocity at `time`, with the edge cases of ``value(at:)``.
  func state(at time: Double) -> (position: Double, velocity: Double) {
    guard time > 0 else {
      return (0, initialVelocity)  // also NaN: treated as the start
    }
    guard time < .infinity else {
      return (1, 0)
    }
    return solution.state(at: time)
  }
}
