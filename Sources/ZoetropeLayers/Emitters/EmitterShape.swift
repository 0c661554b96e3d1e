/// Where an ``EmitterLayer``'s particles start: Core Animation's
/// `CAEmitterLayerEmitterShape`, in two dimensions.
///
/// Each shape is placed by ``EmitterLayer/emitterPosition`` and
/// ``EmitterLayer/emitterSize``; ``EmitterLayer/emitterMode`` says which
/// of its points emit. Core Animation's three-dimensional shapes (cuboid,
/// sphere) are not provided.
public enum EmitterShape: Hashable, Sendable {
  /// The one point at the emitter position.
  case point
  /// A horizontal line through the emitter position, as wide as the
  /// emitter size.
  case line
  /// A rectangle of the emitter size centered at the emitter position.
  case rectangle
  /// A circle centered at the emitter position whose radius is the
  /// emitter size's width, as in Core Animation.
  case circle
}

/// Which points of an ``EmitterShape`` emit particles: Core Animation's
/// `CAEmitterLayerEmitterMode`, in two dimensions.
///
/// Core Animation's `volume` mode is not provided: for a flat shape it
/// is ``surface``.
public enum EmitterMode: Hashable, Sendable {
  /// The shape's corners: the two ends of a line, the four corners of a
  /// rectangle, the center of a circle, the point itself.
  case points
  /// The shape's edge: along a line, around a rectangle's perimeter, on
  /// a circle.
  case outline
  /// Anywhere on the shape, evenly: along a line, inside a rectangle or a
  /// circle.
  case surface
}
