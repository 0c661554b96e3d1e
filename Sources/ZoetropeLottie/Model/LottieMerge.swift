import ZoetropeGraphics

/// Merge paths (`mm`): the paths listed before it in its list (groups'
/// paths moved by their transforms) combined into one path item, which
/// the fills and strokes listed after it paint.
///
/// As in lottie-android (the players that draw merge paths are
/// lottie-android and Skottie; lottie-web, lottie-ios and rlottie ignore
/// them), the operands are taken out of the list, so the fills and
/// strokes listed before the merge do not paint them.
struct LottieMerge: Sendable {
  /// How the operands combine (`mm`).
  enum Mode: Int, Sendable {
    /// The paths laid together into one path (`mm: 1`), filled by the
    /// fill's rule.
    case merge = 1
    /// Their union (`mm: 2`).
    case add
    /// The first one less the others (`mm: 3`).
    case subtract
    /// Where all of them are (`mm: 4`).
    case intersect
    /// Where an odd number of them are (`mm: 5`, exclude intersections).
    case exclude
  }

  /// The most merge paths items one list may hold; more are left out
  /// (with a warning), since each nests the ones before it.
  static let maximumPerList = 32
  /// The most operands an intersection or an exclusion takes (the first
  /// ones; a warning names the cut), since each is drawn as one more
  /// nested mask (an exclusion also copies the ones before it).
  static let maximumFoldedOperands = 32

  /// How the operands combine.
  var mode: Mode
  /// The paths and groups combined, in the order listed: the first is
  /// the one After Effects shows on top, from which a subtraction
  /// subtracts the rest.
  var operands: [LottieShapeItem]

  /// Whether the result is a Boolean combination (not a path the
  /// operands' outlines make together).
  var isBoolean: Bool { mode != .merge }

  /// Whether an operand changes over time.
  var isAnimated: Bool { operands.contains(where: \.isOperandAnimated) }
}

extension LottieShapeItem {
  /// Whether the item can be an operand of merge paths: a path item or a
  /// group (whose paths count).
  var isMergeOperand: Bool {
    switch self {
    case .group: true
    default: isPath
    }
  }

  /// The merge paths item this is, if it combines its operands by a
  /// Boolean operation.
  var booleanMerge: LottieMerge? {
    if case .merge(let merge) = self, merge.isBoolean { return merge }
    return nil
  }

  /// Whether the item is a group holding a Boolean merge (in it or in a
  /// group inside it), which as a merge operand counts as its operands'
  /// outlines laid together.
  var holdsBooleanMerge: Bool {
    guard case .group(_, let items, _) = self else { return false }
    return items.contains { $0.booleanMerge != nil || $0.holdsBooleanMerge }
  }

  /// Whether the item's outline as a merge operand changes over time
  /// (a group's transform included).
  var isOperandAnimated: Bool {
    guard case .group(_, let items, let transform) = self else { return isAnimated }
    return transform.isPositionAnimated || transform.isMatrixAnimated
      || transform.anchor.isAnimated || items.contains(where: \.isOperandAnimated)
  }

  /// The item's outline as a merge operand at a frame.
  ///
  /// A path item's path, or a group's paths laid together and moved by
  /// its transform; a Boolean merge's own operands are laid together.
  func operandPath(at frame: Double) -> Path {
    switch self {
    case .group(_, let items, let transform):
      var combined = Path()
      for item in items where item.isMergeOperand {
        combined.addPath(item.operandPath(at: frame))
      }
      return combined.applying(transform.groupMatrix(at: frame))
    default:
      return path(at: frame)
    }
  }
}

extension LottieMerge {
  /// The operands' outlines laid together at a frame: the merged path of
  /// mode 1, and the extent of the others.
  func path(at frame: Double) -> Path {
    var combined = Path()
    for operand in operands { combined.addPath(operand.operandPath(at: frame)) }
    return combined
  }
}

extension LottieTransform {
  /// A shape group's transform as one matrix at a frame: from the
  /// anchor point, scaled, turned and skewed, then moved to the position,
  /// as the group's layer places its contents.
  func groupMatrix(at frame: Double) -> Transform {
    let anchor = anchor(at: frame)
    let position = position(at: frame)
    return Transform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(matrix(at: frame))
      .concatenating(Transform(translationX: position.x, y: position.y))
  }
}
